// SPDX-License-Identifier: MIT
// McpToolEditor: a form over one `mcp` ref.
#include "composer/mcptooleditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "composer/toolheaderseditor.h"
#include "composer/tooljsontext.h"
#include "jsoneditor.h"
#include "protocol/jsontextlocator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

bool isNameList(const QJsonValue& value)
{
    if (!value.isArray())
        return false;
    for (const QJsonValue& v : value.toArray()) {
        // A name with a comma could not come back from the line edit.
        if (!v.isString() || v.toString().contains(u',') || v.toString().trimmed().isEmpty() ||
            v.toString().trimmed() != v.toString())
            return false;
    }
    return true;
}

QString jsonText(const QJsonValue& value)
{
    if (value.isUndefined())
        return {};
    const QString compact = QString::fromUtf8(
        value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                        : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    return JsonTextLocator::formatted(compact).value_or(compact);
}

} // namespace

McpToolEditor::McpToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    const auto line = [&](QLabel*& label, QLineEdit*& edit, const QString& key) {
        label = new QLabel(this);
        edit = new QLineEdit(this);
        edit->setObjectName(key + u"Edit"_s);
        QLabel* message = makeMessageLabel(key + u"Message"_s);
        addFieldRow(form, label, edit, message);
        registerField(key, edit, message);
        connect(edit, &QLineEdit::textEdited, this,
                [this, key](const QString& text) { writeText(key, text.trimmed()); });
    };
    line(m_nameLabel, m_nameEdit, u"name"_s);
    line(m_urlLabel, m_urlEdit, u"url"_s);

    m_headersLabel = new QLabel(this);
    m_headers = new ToolHeadersEditor(ToolHeadersEditor::Purpose::Headers, this);
    m_headers->setObjectName(u"headersEditor"_s);
    QLabel* headersMessage = makeMessageLabel(u"headersMessage"_s);
    addFieldRow(form, m_headersLabel, m_headers, headersMessage);
    registerField(u"headers"_s, m_headers, headersMessage);
    connect(m_headers, &ToolHeadersEditor::edited, this,
            [this] { writeField(u"headers"_s, stringMapValue(m_headers->values())); });

    m_filterLabel = new QLabel(this);
    auto* filterBox = new QWidget(this);
    auto* filterLayout = new QVBoxLayout(filterBox);
    filterLayout->setContentsMargins(0, 0, 0, 0);
    m_filterMode = new QComboBox(filterBox);
    m_filterMode->setObjectName(u"toolFilterMode"_s);
    m_filterMode->addItems({QString(), QString(), QString()});
    filterLayout->addWidget(m_filterMode);
    m_filterStack = new QStackedWidget(filterBox);
    m_filterStack->addWidget(new QWidget(m_filterStack));
    m_filterNames = new QLineEdit(m_filterStack);
    m_filterNames->setObjectName(u"toolFilterEdit"_s);
    m_filterStack->addWidget(m_filterNames);
    m_filterJson = new JsonEditor(m_filterStack);
    m_filterJson->setObjectName(u"toolFilterJson"_s);
    m_filterJson->setFixedHeight(110);
    m_filterStack->addWidget(m_filterJson);
    filterLayout->addWidget(m_filterStack);
    QLabel* filterMessage = makeMessageLabel(u"toolFilterMessage"_s);
    addFieldRow(form, m_filterLabel, filterBox, filterMessage);
    m_filterLabel->setBuddy(m_filterMode);
    registerField(u"toolFilter"_s, m_filterMode, filterMessage);

    connect(m_filterMode, &QComboBox::activated, this, &McpToolEditor::onFilterModeChanged);
    connect(m_filterNames, &QLineEdit::textEdited, this, &McpToolEditor::writeFilter);
    connect(m_filterJson, &QPlainTextEdit::textChanged, this, [this] {
        if (!isLoading() && filterMode() == FilterMode::Json)
            writeFilter();
    });

    layout->addLayout(form);
    layout->addWidget(refMessageLabel());
    layout->addStretch();
    retranslateUi();
}

McpToolEditor::~McpToolEditor() = default;

McpToolEditor::FilterMode McpToolEditor::filterMode() const
{
    return FilterMode(m_filterMode->currentIndex());
}

void McpToolEditor::load(const QJsonObject& ref)
{
    m_nameEdit->setText(ref.value("name"_L1).toString());
    m_urlEdit->setText(ref.value("url"_L1).toString());
    if (m_headers->values() != stringMap(ref.value("headers"_L1)))
        m_headers->setValues(stringMap(ref.value("headers"_L1)));

    const QJsonValue filter = ref.value("toolFilter"_L1);
    FilterMode mode = FilterMode::Json;
    if (filter.isUndefined())
        mode = FilterMode::All;
    else if (isNameList(filter))
        mode = FilterMode::Names;
    m_filterMode->setCurrentIndex(int(mode));
    m_filterStack->setCurrentIndex(int(mode));
    QStringList names;
    for (const QJsonValue& v : filter.toArray())
        names.append(v.toString());
    m_filterNames->setText(mode == FilterMode::Names ? names.join(u", "_s) : QString());
    const QString json = mode == FilterMode::Json ? jsonText(filter) : QString();
    if (m_filterJson->toPlainText() != json) {
        setJsonEditorText(m_filterJson, json);
    }
}

void McpToolEditor::onFilterModeChanged()
{
    const FilterMode mode = filterMode();
    const QJsonValue current = ref().value("toolFilter"_L1);
    m_filterStack->setCurrentIndex(int(mode));
    if (mode == FilterMode::Json && m_filterJson->toPlainText().trimmed().isEmpty()) {
        const QSignalBlocker blocker(m_filterJson);
        setJsonEditorText(m_filterJson, current.isUndefined() ? u"[]"_s : jsonText(current));
    } else if (mode == FilterMode::Names && m_filterNames->text().isEmpty() &&
               isNameList(current)) {
        QStringList names;
        for (const QJsonValue& v : current.toArray())
            names.append(v.toString());
        m_filterNames->setText(names.join(u", "_s));
    }
    writeFilter();
}

void McpToolEditor::writeFilter()
{
    switch (filterMode()) {
    case FilterMode::All:
        writeField(u"toolFilter"_s, QJsonValue(QJsonValue::Undefined));
        return;
    case FilterMode::Names: {
        QJsonArray names;
        for (const QString& part : m_filterNames->text().split(u',')) {
            const QString name = part.trimmed();
            if (!name.isEmpty())
                names.append(name);
        }
        writeField(u"toolFilter"_s, names);
        return;
    }
    case FilterMode::Json: {
        std::optional<JsonTextLocator::SyntaxError> syntax;
        const QJsonDocument document = JsonTextLocator::parse(m_filterJson->toPlainText(), &syntax);
        if (syntax) {
            const QString message =
                syntax->expected.isEmpty()
                    ? tr("JSON syntax error: %1.").arg(syntax->message)
                    : tr("JSON syntax error: expected %1.").arg(syntax->expected);
            m_filterJson->setIssues(
                {JsonEditor::Issue{syntax->span.line, syntax->span.column, int(syntax->span.length),
                                   JsonEditor::Severity::Error, message}});
            return;
        }
        m_filterJson->clearIssues();
        writeField(u"toolFilter"_s, document.isArray() ? QJsonValue(document.array())
                                                       : QJsonValue(document.object()));
        return;
    }
    }
}

void McpToolEditor::retranslateUi()
{
    m_intro->setText(tr("A remote MCP server the server connects to itself. Its tools reach "
                        "the model as <name>_<tool>."));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("github"));
    m_nameEdit->setToolTip(tr("Put before the server's tool names: 1 to 64 letters, digits or "
                              "underscores"));
    m_urlLabel->setText(tr("&URL:"));
    m_urlEdit->setPlaceholderText(tr("https://mcp.example.com/mcp"));
    m_headersLabel->setText(tr("&Headers:"));
    m_headers->setToolTip(tr("Sent by the server with every request to the MCP server"));
    m_filterLabel->setText(tr("Tool &filter:"));
    m_filterMode->setItemText(int(FilterMode::All), tr("All of the server's tools"));
    m_filterMode->setItemText(int(FilterMode::Names), tr("Only these tools"));
    m_filterMode->setItemText(int(FilterMode::Json), tr("Custom (JSON)"));
    m_filterNames->setPlaceholderText(tr("search, create_issue"));
    m_filterNames->setToolTip(tr("The server's tool names, separated by commas"));
}

} // namespace mantyx
