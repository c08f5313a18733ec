// SPDX-License-Identifier: MIT
// ToolHeadersEditor: name/value rows for a tool ref's HTTP headers (and an MCP server's
// environment) with the values masked until "Show values" is ticked, because they are usually
// credentials and the composer is often on a shared screen.
#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QWidget>

class QCheckBox;
class QGridLayout;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace mantyx {

class ToolHeadersEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolHeadersEditor)

public:
    enum class Purpose : quint8
    {
        Headers,     // "Header" / "Value", masked by default
        Environment, // "Variable" / "Value", shown by default
    };

    explicit ToolHeadersEditor(Purpose purpose = Purpose::Headers, QWidget* parent = nullptr);
    ~ToolHeadersEditor() override;

    // Replaces the rows (no signal). Rows keep the order they are typed in until the next call.
    void setValues(const QMap<QString, QString>& values);
    // The rows with a name; a later row wins over an earlier one of the same name.
    QMap<QString, QString> values() const;

    bool isMasked() const { return m_masked; }
    void setMasked(bool masked);

    int rowCount() const { return int(m_rows.size()); }
    QLineEdit* nameEdit(int row) const;
    QLineEdit* valueEdit(int row) const;
    // Appends an empty row and focuses its name.
    void addRow();
    void removeRow(int row);

signals:
    // The user changed a name or value, or added or removed a row.
    void edited();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        QLineEdit* name = nullptr;
        QLineEdit* value = nullptr;
        QToolButton* remove = nullptr;
    };

    void appendRow(const QString& name, const QString& value);
    void clearRows();
    void relayout();
    void retranslateUi();

    Purpose m_purpose;
    bool m_masked = true;
    QList<Row> m_rows;
    QGridLayout* m_grid = nullptr;
    QPushButton* m_addButton = nullptr;
    QCheckBox* m_showCheck = nullptr;
};

} // namespace mantyx
