// SPDX-License-Identifier: MIT
// ToolEditor: the base of the composer's per-kind tool editors. It edits one entry of the spec's
// `tools[]` in place, field by field through SpecDocument::setValue("tools[i].field") so fields
// it does not show survive, and shows the validator's messages next to the fields they are about.
// Its row helpers (intro, line, header-table fields) build the rows every kind shares, so they
// look, write and reload the same way in each editor.
#pragma once

#include <functional>
#include <optional>

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QString>
#include <QWidget>

#include "protocol/specissue.h"
#include "spec/specdocument.h"

class QFormLayout;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace mantyx {

class JsonEditor;
class ToolHeadersEditor;

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
    // A form row's label and field, kept for retranslateUi().
    template <typename Widget> struct Row
    {
        QLabel* label = nullptr;
        Widget* field = nullptr;
    };
    // What typing into a line field writes.
    enum class TextEntry : quint8
    {
        Trimmed, // names, ids, URLs
        AsTyped, // prose
    };

    // Starts the editor's column with the intro label (setIntro()).
    explicit ToolEditor(QWidget* parent = nullptr);

    // Fills the widgets the field helpers below did not make (they fill their own first); called
    // with signals of the editor's widgets allowed, but writes are ignored while it runs.
    virtual void load(const QJsonObject& ref);
    virtual void retranslateUi() = 0;
    // Where `relativePath` (below a registered field) should take the cursor; the default
    // focuses the field's widget.
    virtual void focusInside(const QString& key, const QString& relativePath);

    // The editor's column: the intro at the top, then what the editor adds.
    QVBoxLayout* editorLayout() const { return m_layout; }
    // The sentence at the top that says what the kind of ref is.
    void setIntro(const QString& text);
    // A form appended to the column, its fields growing with the editor.
    QFormLayout* addForm();
    // Ends the column: the label of the ref's own issues, then a stretch that keeps the fields
    // at the top.
    void finishLayout();

    // A labelled row of `form` for the field `key`: `field` with the message label
    // "<key>Message" under it. The label's mnemonic and focusField(key) take the cursor to
    // `focus` (`field` when null). Returns the row's label.
    QLabel* addField(QFormLayout* form, const QString& key, QWidget* field,
                     QWidget* focus = nullptr);
    // The same without a label (a check box carries its own text).
    void addUnlabelledField(QFormLayout* form, const QString& key, QWidget* field);
    // A line edit "<key>Edit" for a string field: typing writes it (empty removes it) and
    // reload() fills it.
    Row<QLineEdit> addLineField(QFormLayout* form, const QString& key,
                                TextEntry entry = TextEntry::Trimmed);
    // A masked ToolHeadersEditor "<key>Editor" for an object of strings (HTTP headers): edits
    // write it (no rows remove it) and reload() fills it.
    Row<ToolHeadersEditor> addHeadersField(QFormLayout* form, const QString& key);

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
    // A label for values and messages: plain text that wraps and can be selected and copied.
    static QLabel* makeTextLabel(QWidget* parent, const QString& objectName);
    // Shows `text` in a status label, in the error colour when `error`.
    void showStatusText(QLabel* label, const QString& text, bool error);
    // The text of `editor` as JSON, its markers cleared. A syntax error, or a document that is
    // not an object when `notAnObject` is given, is marked in the editor (with that message)
    // and gives nothing.
    static std::optional<QJsonDocument> parseEditorJson(JsonEditor* editor,
                                                        const QString& notAnObject = QString());
    // An object or array as the JSON editors show it (two spaces per level, keys in their
    // order); empty for Undefined.
    static QString indentedJson(const QJsonValue& value);
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

    void addRow(QFormLayout* form, const QString& key, QLabel* label, QWidget* field,
                QWidget* focus);
    void showIssues(QLabel* label, const QList<SpecIssue>& issues);

    QPointer<SpecDocument> m_document;
    int m_index = -1;
    bool m_writing = false;
    bool m_loading = false;
    QList<Field> m_fields;
    // What the field helpers fill from the ref on reload(), in the order they were added.
    QList<std::function<void(const QJsonObject& ref)>> m_loaders;
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_refMessage = nullptr;
};

} // namespace mantyx
