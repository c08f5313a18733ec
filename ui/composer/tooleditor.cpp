// SPDX-License-Identifier: MIT
// ToolEditor: field writes, reloads and issue labels shared by the per-kind editors.
#include "composer/tooleditor.h"

#include <QEvent>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "composer/toolheaderseditor.h"
#include "protocol/jsonpath.h"
#include "protocol/jsontextlocator.h"
#include "protocol/toolref.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

ToolEditor::ToolEditor(QWidget* parent)
    : QWidget(parent)
{
    m_layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(u"introLabel"_s);
    m_intro->setWordWrap(true);
    m_layout->addWidget(m_intro);
    m_refMessage = makeMessageLabel(u"refMessage"_s);
}

ToolEditor::~ToolEditor() = default;

void ToolEditor::attach(SpecDocument* document, int index)
{
    m_document = document;
    m_index = index;
    reload();
}

void ToolEditor::setIndex(int index)
{
    m_index = index;
    updateIssues();
}

QString ToolEditor::toolPath() const
{
    return JsonPath::index(u"tools"_s, m_index);
}

QJsonObject ToolEditor::ref() const
{
    if (!m_document || m_index < 0)
        return {};
    return m_document->value(toolPath()).toObject();
}

void ToolEditor::reload()
{
    m_loading = true;
    const QJsonObject current = ref();
    for (const auto& loadField : std::as_const(m_loaders))
        loadField(current);
    load(current);
    m_loading = false;
    updateIssues();
}

void ToolEditor::writeField(const QString& key, const QJsonValue& value)
{
    if (m_loading || !m_document || m_index < 0)
        return;
    const QString path = JsonPath::key(toolPath(), QStringView(key));
    if (m_document->value(path) == value)
        return;
    m_writing = true;
    m_document->setValue(path, value);
    m_writing = false;
    updateIssues();
}

void ToolEditor::writeRef(const QJsonObject& ref)
{
    if (m_loading || !m_document || m_index < 0 || this->ref() == ref)
        return;
    m_writing = true;
    m_document->setValue(toolPath(), ref);
    m_writing = false;
    updateIssues();
}

void ToolEditor::writeText(const QString& key, const QString& text)
{
    writeField(key, text.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(text));
}

void ToolEditor::registerField(const QString& key, QWidget* focus, QLabel* message)
{
    m_fields.append(Field{key, focus, message});
}

QLabel* ToolEditor::makeMessageLabel(const QString& objectName)
{
    QLabel* label = makeTextLabel(this, objectName);
    label->setVisible(false);
    return label;
}

QLabel* ToolEditor::makeTextLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void ToolEditor::showStatusText(QLabel* label, const QString& text, bool error)
{
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    label->setPalette(p);
    label->setText(text);
}

std::optional<QJsonDocument> ToolEditor::parseEditorJson(JsonEditor* editor,
                                                         const QString& notAnObject)
{
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(editor->toPlainText(), &syntax);
    if (syntax || (!notAnObject.isEmpty() && !document.isObject())) {
        const QString message = !syntax ? notAnObject
                                : syntax->expected.isEmpty()
                                    ? tr("JSON syntax error: %1.").arg(syntax->message)
                                    : tr("JSON syntax error: expected %1.").arg(syntax->expected);
        const TextSpan span = syntax ? syntax->span : TextSpan{0, 1, 1, 1};
        editor->setIssues({JsonEditor::Issue{span.line, span.column, int(span.length),
                                             Severity::Error, message}});
        return std::nullopt;
    }
    editor->clearIssues();
    return document;
}

void ToolEditor::load(const QJsonObject& ref)
{
    Q_UNUSED(ref)
}

void ToolEditor::setIntro(const QString& text)
{
    m_intro->setText(text);
}

QFormLayout* ToolEditor::addForm()
{
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->addLayout(form);
    return form;
}

void ToolEditor::finishLayout()
{
    m_layout->addWidget(m_refMessage);
    m_layout->addStretch();
}

QLabel* ToolEditor::addField(QFormLayout* form, const QString& key, QWidget* field, QWidget* focus)
{
    auto* label = new QLabel(this);
    addRow(form, key, label, field, focus);
    return label;
}

void ToolEditor::addUnlabelledField(QFormLayout* form, const QString& key, QWidget* field)
{
    addRow(form, key, nullptr, field, nullptr);
}

void ToolEditor::addRow(QFormLayout* form, const QString& key, QLabel* label, QWidget* field,
                        QWidget* focus)
{
    QLabel* message = makeMessageLabel(key + u"Message"_s);
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    layout->addWidget(message);
    if (label)
        label->setBuddy(focus ? focus : field);
    form->addRow(label, box);
    registerField(key, focus ? focus : field, message);
}

ToolEditor::Row<QLineEdit> ToolEditor::addLineField(QFormLayout* form, const QString& key,
                                                    TextEntry entry)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(key + u"Edit"_s);
    QLabel* label = addField(form, key, edit);
    connect(edit, &QLineEdit::textEdited, this, [this, key, entry](const QString& text) {
        writeText(key, entry == TextEntry::Trimmed ? text.trimmed() : text);
    });
    // Only a different text: setText() would move the cursor of a field being typed in.
    m_loaders.append([edit, key](const QJsonObject& ref) {
        const QString text = ref.value(key).toString();
        if (edit->text() != text)
            edit->setText(text);
    });
    return {label, edit};
}

ToolEditor::Row<ToolHeadersEditor> ToolEditor::addHeadersField(QFormLayout* form,
                                                               const QString& key)
{
    auto* headers = new ToolHeadersEditor(ToolHeadersEditor::Purpose::Headers, this);
    headers->setObjectName(key + u"Editor"_s);
    QLabel* label = addField(form, key, headers);
    connect(headers, &ToolHeadersEditor::edited, this,
            [this, key, headers] { writeField(key, stringMapValue(headers->values())); });
    // Rows keep the order they are typed in while they hold the ref's values.
    m_loaders.append([headers, key](const QJsonObject& ref) {
        const QMap<QString, QString> values = stringMap(ref.value(key));
        if (headers->values() != values)
            headers->setValues(values);
    });
    return {label, headers};
}

QString ToolEditor::fieldMessage(const QString& key) const
{
    for (const Field& f : m_fields) {
        if (f.key == key && f.message && !f.message->isHidden())
            return f.message->text();
    }
    return {};
}

void ToolEditor::updateIssues()
{
    if (!m_document || m_index < 0)
        return;
    const QString base = toolPath();
    const QList<SpecIssue> all = m_document->issuesAt(base, true);
    QList<QList<SpecIssue>> perField(m_fields.size());
    QList<SpecIssue> rest;
    for (const SpecIssue& issue : all) {
        bool placed = false;
        const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(issue.path);
        // tools[i].<key>…: the component after the index names the field.
        if (parts && parts->size() >= 3 && parts->at(2).kind == JsonPath::Component::Kind::Key &&
            !issue.rule.endsWith(u"unknownField"_s)) {
            for (qsizetype f = 0; f < m_fields.size(); ++f) {
                if (m_fields.at(f).key == parts->at(2).key && m_fields.at(f).message) {
                    perField[f].append(issue);
                    placed = true;
                    break;
                }
            }
        }
        if (!placed)
            rest.append(issue);
    }
    for (qsizetype f = 0; f < m_fields.size(); ++f) {
        if (m_fields.at(f).message)
            showIssues(m_fields.at(f).message, perField.at(f));
    }
    showIssues(m_refMessage, rest);
}

void ToolEditor::showIssues(QLabel* label, const QList<SpecIssue>& issues)
{
    QStringList lines;
    bool error = false;
    for (const SpecIssue& issue : issues) {
        if (issue.severity == Severity::Error) {
            error = true;
            lines.prepend(issue.message);
        } else {
            lines.append(issue.message);
        }
    }
    QPalette p = palette();
    p.setColor(QPalette::WindowText,
               JsonEditor::severityColor(error ? Severity::Error : Severity::Warning, palette()));
    label->setPalette(p);
    label->setProperty("severity", lines.isEmpty() ? QString() : error ? u"error"_s : u"warning"_s);
    label->setText(lines.join(u'\n'));
    label->setVisible(!lines.isEmpty());
}

void ToolEditor::focusField(const QString& relativePath)
{
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(relativePath);
    if (parts && !parts->isEmpty() && parts->first().kind == JsonPath::Component::Kind::Key) {
        for (const Field& f : std::as_const(m_fields)) {
            if (f.key == parts->first().key && f.focus) {
                focusInside(f.key, relativePath);
                return;
            }
        }
    }
    for (const Field& f : std::as_const(m_fields)) {
        if (f.focus && f.focus->isVisibleTo(this)) {
            f.focus->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

void ToolEditor::focusInside(const QString& key, const QString& relativePath)
{
    Q_UNUSED(relativePath)
    for (const Field& f : std::as_const(m_fields)) {
        if (f.key == key && f.focus) {
            f.focus->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

QMap<QString, QString> ToolEditor::stringMap(const QJsonValue& value)
{
    QMap<QString, QString> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        out.insert(it.key(), it->toString());
    return out;
}

QJsonValue ToolEditor::stringMapValue(const QMap<QString, QString>& map)
{
    if (map.isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    QJsonObject out;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

QString ToolEditor::indentedJson(const QJsonValue& value)
{
    if (value.isUndefined())
        return {};
    const QString compact = QString::fromUtf8(
        value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                        : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return JsonTextLocator::formatted(compact).value_or(compact);
}

QStringList ToolEditor::otherToolNames() const
{
    QStringList names;
    if (!m_document)
        return names;
    const QJsonArray tools = m_document->tools();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        if (i == m_index)
            continue;
        if (const std::optional<QStringList> n =
                ToolRef::fromJson(tools.at(i).toObject()).modelFacingNames())
            names += *n;
    }
    return names;
}

void ToolEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mantyx
