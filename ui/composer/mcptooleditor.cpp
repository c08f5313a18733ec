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
#include "widgets/jsoneditor.h"

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

// A list of names as the line edit shows it.
QString namesText(const QJsonValue& list)
{
    QStringList names;
    for (const QJsonValue& v : list.toArray())
        names.append(v.toString());
    return names.join(u", "_s);
}

} // namespace

McpToolEditor::McpToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    QFormLayout* form = addForm();
    m_name = addLineField(form, u"name"_s);
    m_url = addLineField(form, u"url"_s);
    m_headers = addHeadersField(form, u"headers"_s);

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
    m_filterLabel = addField(form, u"toolFilter"_s, filterBox, m_filterMode);

    connect(m_filterMode, &QComboBox::activated, this, &McpToolEditor::onFilterModeChanged);
    connect(m_filterNames, &QLineEdit::textEdited, this, &McpToolEditor::writeFilter);
    connect(m_filterJson, &QPlainTextEdit::textChanged, this, [this] {
        if (!isLoading() && filterMode() == FilterMode::Json)
            writeFilter();
    });
    finishLayout();
    retranslateUi();
}

McpToolEditor::~McpToolEditor() = default;

McpToolEditor::FilterMode McpToolEditor::filterMode() const
{
    return FilterMode(m_filterMode->currentIndex());
}

void McpToolEditor::load(const QJsonObject& ref)
{
    const QJsonValue filter = ref.value("toolFilter"_L1);
    FilterMode mode = FilterMode::Json;
    if (filter.isUndefined())
        mode = FilterMode::All;
    else if (isNameList(filter))
        mode = FilterMode::Names;
    m_filterMode->setCurrentIndex(int(mode));
    m_filterStack->setCurrentIndex(int(mode));
    m_filterNames->setText(mode == FilterMode::Names ? namesText(filter) : QString());
    const QString json = mode == FilterMode::Json ? indentedJson(filter) : QString();
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
        setJsonEditorText(m_filterJson, current.isUndefined() ? u"[]"_s : indentedJson(current));
    } else if (mode == FilterMode::Names && m_filterNames->text().isEmpty() &&
               isNameList(current)) {
        m_filterNames->setText(namesText(current));
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
        const std::optional<QJsonDocument> document = parseEditorJson(m_filterJson);
        if (!document)
            return;
        writeField(u"toolFilter"_s, document->isArray() ? QJsonValue(document->array())
                                                        : QJsonValue(document->object()));
        return;
    }
    }
}

void McpToolEditor::retranslateUi()
{
    setIntro(tr("A remote MCP server the server connects to itself. Its tools reach the model "
                "as <name>_<tool>."));
    m_name.label->setText(tr("&Name:"));
    m_name.field->setPlaceholderText(tr("github"));
    m_name.field->setToolTip(tr("Put before the server's tool names: 1 to 64 letters, digits or "
                                "underscores"));
    m_url.label->setText(tr("&URL:"));
    m_url.field->setPlaceholderText(tr("https://mcp.example.com/mcp"));
    m_headers.label->setText(tr("&Headers:"));
    m_headers.field->setToolTip(tr("Sent by the server with every request to the MCP server"));
    m_filterLabel->setText(tr("Tool &filter:"));
    m_filterMode->setItemText(int(FilterMode::All), tr("All of the server's tools"));
    m_filterMode->setItemText(int(FilterMode::Names), tr("Only these tools"));
    m_filterMode->setItemText(int(FilterMode::Json), tr("Custom (JSON)"));
    m_filterNames->setPlaceholderText(tr("search, create_issue"));
    m_filterNames->setToolTip(tr("The server's tool names, separated by commas"));
}

} // namespace mantyx
