// SPDX-License-Identifier: MIT
// SchemaBuilder: edits one JSON Schema (a local tool's `parameters` or `outputSchema`) either as
// a property table (name, type, description, required, enum) or as JSON text with highlighting
// and error positions. A schema the table cannot show faithfully stays in JSON mode, untouched.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QWidget>

#include "spec/schematable.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace mantyx {

class JsonEditor;

class SchemaBuilder final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaBuilder)

public:
    enum class Mode : quint8
    {
        Table,
        Json,
    };

    // Columns of the property table.
    enum Column : int
    {
        NameColumn,
        TypeColumn,
        DescriptionColumn,
        RequiredColumn,
        EnumColumn,
        ColumnCount,
    };

    explicit SchemaBuilder(QWidget* parent = nullptr);
    ~SchemaBuilder() override;

    // Loads a schema (no signal); std::nullopt is "no schema". Stays in the current mode when
    // the table can show it, else switches to JSON.
    void setSchema(const std::optional<QJsonObject>& schema);
    // What the user built: std::nullopt when there is no schema (an empty table that started
    // from none, or empty JSON text).
    std::optional<QJsonObject> schema() const { return m_schema; }

    Mode mode() const { return m_mode; }
    // False (and nothing changes) when the table cannot show the current JSON.
    bool setMode(Mode mode);
    // Why the table is not available for the current JSON; empty when it is.
    QString tableRefusal() const { return m_refusal; }
    // The problem shown under the editor now (syntax error, row problems, refusal); empty when
    // there is none.
    QString message() const;

    // Property rows (table mode).
    int propertyCount() const;
    QLineEdit* nameEdit(int row) const;
    QComboBox* typeCombo(int row) const;
    QLineEdit* descriptionEdit(int row) const;
    QCheckBox* requiredCheck(int row) const;
    QLineEdit* enumEdit(int row) const;
    // Appends a row and focuses its name.
    void addProperty();
    void removeProperty(int row);
    JsonEditor* jsonEditor() const { return m_json; }
    QTableWidget* table() const { return m_table; }

    // Focuses the row of a property ("properties.x…") or the editor.
    void focusPath(const QString& relativePath);

signals:
    // The user changed the schema; schema() has the new value.
    void schemaEdited();

protected:
    void changeEvent(QEvent* event) override;
    // Narrower than the bar's texts need: Add / Remove show their icons only (texts in tooltips).
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildRow(int row, const SchemaTable::Property& property);
    void fillTable(const SchemaTable& table);
    void fillJson();
    void updateTableHeight();
    void onTableEdited();
    void onJsonEdited();
    void updateModeButtons();
    void showMessage(const QString& text, bool error);
    void retranslateUi();

    Mode m_mode = Mode::Table;
    std::optional<QJsonObject> m_schema;
    SchemaTable m_base;          // root keywords and extras the rows edit around
    QList<QJsonObject> m_extras; // per row: the property keywords without a column
    bool m_fromNothing = true;   // the table started from no schema
    QString m_refusal;
    bool m_loading = false;
    int m_tableHeight = 0;

    QToolButton* m_tableButton = nullptr;
    QToolButton* m_jsonButton = nullptr;
    QToolButton* m_addButton = nullptr;
    QToolButton* m_removeButton = nullptr;
    QCheckBox* m_closedCheck = nullptr;
    void updateCompactBar();
    void fitColumns();
    QStackedWidget* m_stack = nullptr;
    QTableWidget* m_table = nullptr;
    JsonEditor* m_json = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace mantyx
