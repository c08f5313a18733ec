// SPDX-License-Identifier: MIT
// ToolEditor: the base of the composer's per-kind tool editors. It edits one entry of the spec's
// `tools[]` in place, field by field through SpecDocument::setValue("tools[i].field") so fields
// it does not show survive, and shows the validator's messages next to the fields they are about.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QString>
#include <QWidget>

#include "composer/specdocument.h"
#include "protocol/specissue.h"

QT_BEGIN_NAMESPACE
class QFormLayout;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace mantyx {

class ToolEditor : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolEditor)

public:
    ~ToolEditor() override;

    // Which ref this editor edits; reloads it.
    void attach(SpecDocument* document, int index);
    // After a reorder: the same ref under a new index (no reload).
    void setIndex(int index);
    SpecDocument* document() const { return m_document; }
    int index() const { return m_index; }
    QString toolPath() const; // "tools[i]"
    QJsonObject ref() const;  // the ref as the document has it now

    // True while this editor is writing to the document (its own change comes back as a
    // SpecDocument::changed signal that must not reload the fields under the user's cursor).
    bool isWriting() const { return m_writing; }

    // Reads every field from the document (an edit made elsewhere: raw JSON, undo).
    void reload();
    // Refreshes the messages next to the fields from the document's issues.
    void updateIssues();
    // Focuses the widget of a field: "name", "parameters.properties.x", "headers[\"X\"]"
    // (relative to the ref). Unknown fields focus the first field.
    void focusField(const QString& relativePath);

    // The message shown next to a field now; empty when none (for tests and the list tooltip).
    QString fieldMessage(const QString& key) const;

protected:
    explicit ToolEditor(QWidget* parent = nullptr);

    // Fill the widgets from the ref; called with signals of the editor's widgets allowed, but
    // writes are ignored while it runs.
    virtual void load(const QJsonObject& ref) = 0;
    virtual void retranslateUi() = 0;
    // Where `relativePath` (below a registered field) should take the cursor; the default
    // focuses the field's widget.
    virtual void focusInside(const QString& key, const QString& relativePath);

    bool isLoading() const { return m_loading; }
    // Sets `tools[i].<key>`; an Undefined value removes it.
    void writeField(const QString& key, const QJsonValue& value);
    // Replaces the whole ref (an editor of unknown kinds).
    void writeRef(const QJsonObject& ref);
    // Empty text removes the field.
    void writeText(const QString& key, const QString& text);

    // A field shown by the editor: `focus` is where focusField() takes the cursor and `message`
    // the label under it that shows the issues of `tools[i].<key>` and below.
    void registerField(const QString& key, QWidget* focus, QLabel* message);
    // A message label (hidden while empty) for registerField().
    QLabel* makeMessageLabel(const QString& objectName);
    // Adds a row with a label, the field and its message label under it.
    void addFieldRow(QFormLayout* form, QLabel* label, QWidget* field, QLabel* message);
    // The label of issues about the ref itself or about fields no row shows (unknown fields).
    QLabel* refMessageLabel() const { return m_refMessage; }

    // A JSON object of strings (headers, env) as a map, and back (Undefined when empty).
    static QMap<QString, QString> stringMap(const QJsonValue& value);
    static QJsonValue stringMapValue(const QMap<QString, QString>& map);

    // The model-facing names other refs of the spec use, for collision checks.
    QStringList otherToolNames() const;

    void changeEvent(QEvent* event) override;

private:
    struct Field
    {
        QString key;
        QWidget* focus = nullptr; // children of the editor: they live as long as it does
        QLabel* message = nullptr;
    };

    void showIssues(QLabel* label, const QList<SpecIssue>& issues);

    QPointer<SpecDocument> m_document;
    int m_index = -1;
    bool m_writing = false;
    bool m_loading = false;
    QList<Field> m_fields;
    QLabel* m_refMessage = nullptr;
};

} // namespace mantyx
