// SPDX-License-Identifier: MIT
// McpLocalToolEditor: connection form, tool table and resolution over one mcp_local ref.
#include "composer/mcplocaltooleditor.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "composer/toolheaderseditor.h"
#include "localtools/mcpclient.h"
#include "protocol/mcptoolview.h"
#include "widgets/jsoneditor.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kMaxNoteLines = 4;

// A small rounded label. `declared` hints are solid; hints MCP's defaults imply are dashed.
QLabel* makeBadge(QWidget* parent, const QString& text, const QString& color, bool declared,
                  const QString& toolTip)
{
    auto* badge = new QLabel(text, parent);
    badge->setObjectName(u"badge"_s);
    // An assumed hint is the colour on the window's background: lighter there when it is dark.
    const QString ink = !declared && isDarkPalette(parent->palette())
                            ? QColor::fromString(color).lighter(170).name()
                            : color;
    badge->setProperty("declared", declared);
    badge->setToolTip(toolTip);
    badge->setStyleSheet(declared
                             ? u"QLabel { background: %1; color: white; border: 1px solid %1; "
                               "border-radius: 3px; padding: 0px 4px; }"_s.arg(color)
                             : u"QLabel { color: %1; border: 1px dashed %1; border-radius: 3px; "
                               "padding: 0px 4px; }"_s.arg(ink));
    return badge;
}

} // namespace

McpLocalToolEditor::McpLocalToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    m_name = addLineField(addForm(), u"name"_s);

    // How to reach the server.
    m_connectionGroup = new QGroupBox(this);
    m_connectionGroup->setObjectName(u"connectionGroup"_s);
    auto* connection = new QVBoxLayout(m_connectionGroup);
    auto* radios = new QHBoxLayout;
    m_stdioRadio = new QRadioButton(m_connectionGroup);
    m_stdioRadio->setObjectName(u"stdioRadio"_s);
    m_stdioRadio->setChecked(true);
    m_httpRadio = new QRadioButton(m_connectionGroup);
    m_httpRadio->setObjectName(u"httpRadio"_s);
    auto* transports = new QButtonGroup(this);
    transports->addButton(m_stdioRadio);
    transports->addButton(m_httpRadio);
    radios->addWidget(m_stdioRadio);
    radios->addWidget(m_httpRadio);
    radios->addStretch();
    connection->addLayout(radios);

    // One page per transport, with what reaching the server takes (the ref keeps none of it).
    m_transportStack = new QStackedWidget(m_connectionGroup);
    const auto addPage = [this] {
        auto* page = new QWidget(m_transportStack);
        auto* form = new QFormLayout(page);
        form->setContentsMargins(0, 0, 0, 0);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        m_transportStack->addWidget(page);
        return form;
    };
    const auto addLine = [](QFormLayout* form, const QString& objectName) {
        Row<QLineEdit> row{new QLabel(form->parentWidget()), new QLineEdit(form->parentWidget())};
        row.field->setObjectName(objectName);
        row.label->setBuddy(row.field);
        form->addRow(row.label, row.field);
        return row;
    };
    const auto addTable = [](QFormLayout* form, ToolHeadersEditor::Purpose purpose,
                             const QString& objectName) {
        Row<ToolHeadersEditor> row{new QLabel(form->parentWidget()),
                                   new ToolHeadersEditor(purpose, form->parentWidget())};
        row.field->setObjectName(objectName);
        form->addRow(row.label, row.field);
        return row;
    };
    QFormLayout* stdioForm = addPage();
    m_command = addLine(stdioForm, u"commandEdit"_s);
    m_arguments = addLine(stdioForm, u"argumentsEdit"_s);
    m_environment =
        addTable(stdioForm, ToolHeadersEditor::Purpose::Environment, u"environmentEditor"_s);
    QFormLayout* httpForm = addPage();
    m_url = addLine(httpForm, u"urlEdit"_s);
    m_headers = addTable(httpForm, ToolHeadersEditor::Purpose::Headers, u"headersEditor"_s);
    connection->addWidget(m_transportStack);

    auto* connectRow = new QHBoxLayout;
    m_connectButton = new QPushButton(m_connectionGroup);
    m_connectButton->setObjectName(u"connectButton"_s);
    connectRow->addWidget(m_connectButton);
    m_status = makeTextLabel(m_connectionGroup, u"connectionStatus"_s);
    connectRow->addWidget(m_status, 1);
    connection->addLayout(connectRow);
    editorLayout()->addWidget(m_connectionGroup);

    // What the server said about itself.
    m_serverGroup = new QGroupBox(this);
    auto* server = new QVBoxLayout(m_serverGroup);
    m_serverInfoLabel = makeTextLabel(m_serverGroup, u"serverInfoLabel"_s);
    server->addWidget(m_serverInfoLabel);
    QLabel* serverInfoMessage = makeMessageLabel(u"serverInfoMessage"_s);
    server->addWidget(serverInfoMessage);
    registerField(u"serverInfo"_s, m_connectButton, serverInfoMessage);
    editorLayout()->addWidget(m_serverGroup);

    // Which tools the model sees, under which names.
    m_toolsGroup = new QGroupBox(this);
    m_toolsGroup->setObjectName(u"toolsGroup"_s);
    auto* tools = new QVBoxLayout(m_toolsGroup);
    auto* prefixRow = new QHBoxLayout;
    m_prefixCheck = new QCheckBox(m_toolsGroup);
    m_prefixCheck->setObjectName(u"prefixCheck"_s);
    m_prefixEdit = new QLineEdit(m_toolsGroup);
    m_prefixEdit->setObjectName(u"prefixEdit"_s);
    prefixRow->addWidget(m_prefixCheck);
    prefixRow->addWidget(m_prefixEdit, 1);
    tools->addLayout(prefixRow);
    m_toolTable = new QTableWidget(0, ColumnCount, m_toolsGroup);
    m_toolTable->setObjectName(u"mcpToolsTable"_s);
    m_toolTable->verticalHeader()->setVisible(false);
    m_toolTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_toolTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_toolTable->setWordWrap(false);
    QHeaderView* header = m_toolTable->horizontalHeader();
    header->setSectionResizeMode(IncludeColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ModelNameColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(AnnotationsColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DescriptionColumn, QHeaderView::Stretch);
    m_toolTable->setColumnWidth(ModelNameColumn, 170);
    m_toolTable->setMinimumHeight(220);
    tools->addWidget(m_toolTable);
    m_toolsHint = new QLabel(m_toolsGroup);
    m_toolsHint->setObjectName(u"toolsHint"_s);
    m_toolsHint->setWordWrap(true);
    tools->addWidget(m_toolsHint);
    m_resolutionNote = new QLabel(m_toolsGroup);
    m_resolutionNote->setObjectName(u"resolutionNote"_s);
    m_resolutionNote->setWordWrap(true);
    m_resolutionNote->setTextFormat(Qt::PlainText);
    m_resolutionNote->setVisible(false);
    tools->addWidget(m_resolutionNote);
    QLabel* toolsMessage = makeMessageLabel(u"toolsMessage"_s);
    tools->addWidget(toolsMessage);
    registerField(u"tools"_s, m_toolTable, toolsMessage);
    editorLayout()->addWidget(m_toolsGroup);
    finishLayout();

    connect(m_stdioRadio, &QRadioButton::toggled, this, &McpLocalToolEditor::updateTransport);
    connect(m_connectButton, &QPushButton::clicked, this, &McpLocalToolEditor::connectServer);
    connect(m_prefixEdit, &QLineEdit::textEdited, this, &McpLocalToolEditor::applyResolution);
    connect(m_prefixCheck, &QCheckBox::toggled, this, [this] {
        updatePrefix();
        applyResolution();
    });
    connect(m_name.field, &QLineEdit::textEdited, this, &McpLocalToolEditor::onNameEdited);

    retranslateUi();
    updateTransport();
    fillToolTable();
    showServerInfo();
}

McpLocalToolEditor::~McpLocalToolEditor() = default;

McpServerConfig McpLocalToolEditor::serverConfig() const
{
    McpServerConfig config;
    config.name = m_name.field->text().trimmed();
    if (config.name.isEmpty())
        config.name = u"server"_s;
    config.transport = m_httpRadio->isChecked() ? McpServerConfig::Transport::Http
                                                : McpServerConfig::Transport::Stdio;
    config.command = m_command.field->text().trimmed();
    config.arguments = QProcess::splitCommand(m_arguments.field->text());
    config.environment = m_environment.field->values();
    config.url = QUrl(m_url.field->text().trimmed());
    config.headers = m_headers.field->values();
    config.toolPrefix = m_prefixEdit->text().trimmed();
    config.prefixToolNames = m_prefixCheck->isChecked();
    for (int row = 0; row < m_toolTable->rowCount(); ++row) {
        const QCheckBox* include = includeCheck(row);
        const QLineEdit* name = modelNameEdit(row);
        if (!include || !name)
            continue;
        McpServerConfig::ToolSetting setting;
        setting.include = include->isChecked();
        setting.modelName = name->text().trimmed();
        config.tools.insert(include->property("serverToolName").toString(), setting);
    }
    return config;
}

void McpLocalToolEditor::connectServer()
{
    if (m_client)
        return;
    const McpServerConfig config = serverConfig();
    const QStringList problems = config.problems();
    if (!problems.isEmpty()) {
        setStatus(problems.join(u'\n'), true);
        emit connectFinished(false);
        return;
    }
    m_client = new McpClient(config, this);
    connect(m_client, &McpClient::ready, this, &McpLocalToolEditor::onConnected);
    connect(m_client, &McpClient::failed, this, &McpLocalToolEditor::onConnectFailed);
    m_connectButton->setEnabled(false);
    setStatus(tr("Connecting to %1…").arg(m_client->endpoint()), false);
    m_client->start();
}

void McpLocalToolEditor::onConnected()
{
    // Only the catalog is wanted here: the run's handler starts its own connection.
    const McpClient* client = releaseClient();
    if (!client)
        return;
    m_catalog = client->tools();
    m_serverInfo = client->serverInfo();
    if (!m_catalogFromServer) {
        // The server's own names now: prefixed by default, as the SDKs declare them.
        m_catalogFromServer = true;
        const QSignalBlocker blocker(m_prefixCheck);
        m_prefixCheck->setChecked(true);
    }
    const QString endpoint = client->endpoint();
    const QString version = client->protocolVersion();
    fillToolTable();
    showServerInfo();
    applyResolution();
    setStatus(tr("Connected (MCP %1): %n tool(s) listed. The server was stopped again.", nullptr,
                 int(m_catalog.size()))
                  .arg(version),
              false);
    m_status->setToolTip(endpoint);
    emit connectFinished(true);
}

void McpLocalToolEditor::onConnectFailed(const QString& reason)
{
    if (!releaseClient())
        return;
    setStatus(tr("Could not list the tools: %1").arg(reason), true);
    emit connectFinished(false);
}

McpClient* McpLocalToolEditor::releaseClient()
{
    McpClient* client = m_client;
    if (!client)
        return nullptr;
    m_client.clear();
    // Stopped and deleted once the signal that called us has returned.
    QMetaObject::invokeMethod(
        client,
        [client] {
            client->stop();
            client->deleteLater();
        },
        Qt::QueuedConnection);
    m_connectButton->setEnabled(true);
    return client;
}

QString McpLocalToolEditor::statusText() const
{
    return m_status->text();
}

int McpLocalToolEditor::toolRowCount() const
{
    return m_toolTable->rowCount();
}

QCheckBox* McpLocalToolEditor::includeCheck(int row) const
{
    return qobject_cast<QCheckBox*>(m_toolTable->cellWidget(row, IncludeColumn));
}

QLineEdit* McpLocalToolEditor::modelNameEdit(int row) const
{
    return qobject_cast<QLineEdit*>(m_toolTable->cellWidget(row, ModelNameColumn));
}

QStringList McpLocalToolEditor::badges(int row) const
{
    QStringList out;
    if (const QWidget* cell = m_toolTable->cellWidget(row, AnnotationsColumn)) {
        for (const QLabel* badge : cell->findChildren<QLabel*>(u"badge"_s))
            out.append(badge->text());
    }
    return out;
}

int McpLocalToolEditor::rowOf(const QString& serverToolName) const
{
    for (int row = 0; row < m_toolTable->rowCount(); ++row) {
        if (const QCheckBox* include = includeCheck(row);
            include && include->property("serverToolName").toString() == serverToolName)
            return row;
    }
    return -1;
}

void McpLocalToolEditor::load(const QJsonObject& ref)
{
    const QJsonArray tools = ref.value("tools"_L1).toArray();
    if (!m_haveLastWritten || tools != m_lastWrittenTools) {
        // Edited elsewhere (or first shown): the ref's tools are the catalog now, all in.
        m_catalog = QJsonArray();
        for (const QJsonValue& tool : tools) {
            if (tool.isObject())
                m_catalog.append(tool);
        }
        m_serverInfo = ref.value("serverInfo"_L1).toObject();
        m_lastWrittenTools = tools;
        m_haveLastWritten = true;
        m_prefixEdit->clear();
        // These names are what the model sees already: no prefix goes before them again.
        m_catalogFromServer = false;
        const QSignalBlocker blocker(m_prefixCheck);
        m_prefixCheck->setChecked(false);
        m_toolTable->setRowCount(0); // the old choices were about another catalog
        fillToolTable();
    }
    m_serverInfo = ref.value("serverInfo"_L1).toObject();
    showServerInfo();
}

void McpLocalToolEditor::fillToolTable()
{
    // Keep what the user chose for tools that are still there (a second Connect).
    QMap<QString, McpServerConfig::ToolSetting> previous = serverConfig().tools;
    m_toolTable->setRowCount(0);
    m_toolTable->setRowCount(int(m_catalog.size()));
    for (int row = 0; row < m_catalog.size(); ++row) {
        const McpToolView view(m_catalog.at(row).toObject());
        const QString serverName = view.name();
        const McpServerConfig::ToolSetting setting = previous.value(serverName);
        const QString suffix = u'_' + QString::number(row);

        auto* include = new QCheckBox(serverName, m_toolTable);
        include->setObjectName(u"include"_s + suffix);
        include->setProperty("serverToolName", serverName);
        include->setChecked(setting.include);
        include->setToolTip(view.title().isEmpty() ? serverName : view.title());
        m_toolTable->setCellWidget(row, IncludeColumn, include);

        auto* name = new QLineEdit(setting.modelName, m_toolTable);
        name->setObjectName(u"modelName"_s + suffix);
        name->setFrame(false);
        m_toolTable->setCellWidget(row, ModelNameColumn, name);

        auto* badgeCell = new QWidget(m_toolTable);
        badgeCell->setObjectName(u"badges"_s + suffix);
        auto* badgeLayout = new QHBoxLayout(badgeCell);
        badgeLayout->setContentsMargins(2, 2, 2, 2);
        badgeLayout->setSpacing(3);
        const QString assumed = tr("Not declared by the server; MCP assumes it");
        const QString declared = tr("Declared by the server");
        if (view.isReadOnly())
            badgeLayout->addWidget(makeBadge(badgeCell, tr("read-only"), u"#2e7d32"_s,
                                             view.readOnlyHint().has_value(),
                                             view.readOnlyHint() ? declared : assumed));
        if (view.isDestructive())
            badgeLayout->addWidget(makeBadge(badgeCell, tr("destructive"), u"#c62828"_s,
                                             view.destructiveHint().has_value(),
                                             view.destructiveHint() ? declared : assumed));
        if (view.isIdempotent())
            badgeLayout->addWidget(makeBadge(
                badgeCell, tr("idempotent"), u"#1565c0"_s,
                view.idempotentHint().has_value() || view.readOnlyHint().value_or(false),
                view.idempotentHint() || view.readOnlyHint().value_or(false) ? declared : assumed));
        if (view.isOpenWorld())
            badgeLayout->addWidget(makeBadge(badgeCell, tr("open-world"), u"#6a1b9a"_s,
                                             view.openWorldHint().has_value(),
                                             view.openWorldHint() ? declared : assumed));
        badgeLayout->addStretch();
        m_toolTable->setCellWidget(row, AnnotationsColumn, badgeCell);

        auto* description = new QTableWidgetItem(view.description().simplified());
        description->setToolTip(view.description());
        m_toolTable->setItem(row, DescriptionColumn, description);

        connect(include, &QCheckBox::toggled, this, [this, name](bool on) {
            name->setEnabled(on);
            applyResolution();
        });
        name->setEnabled(include->isChecked());
        connect(name, &QLineEdit::textEdited, this, &McpLocalToolEditor::applyResolution);
    }
    m_toolTable->resizeRowsToContents();
    const bool empty = m_catalog.isEmpty();
    m_toolTable->setVisible(!empty);
    m_prefixCheck->setEnabled(!empty);
    updatePrefix();
    m_toolsHint->setVisible(empty);
    m_resolutionNote->setVisible(false);
}

void McpLocalToolEditor::applyResolution()
{
    if (isLoading())
        return;
    const McpServerConfig config = serverConfig();
    const QStringList others = otherToolNames();
    const McpResolution resolution = McpResolution::resolve(
        config, m_serverInfo, m_catalog, QSet<QString>(others.begin(), others.end()));
    for (int row = 0; row < m_toolTable->rowCount(); ++row) {
        const QString server = includeCheck(row)->property("serverToolName").toString();
        const QString model = resolution.modelName(server);
        modelNameEdit(row)->setPlaceholderText(model.isEmpty() ? tr("(left out)") : model);
    }
    // Names made valid are many with some servers (hyphens): one line for all of them; the
    // table's placeholders show each result. Collisions are rarer and said one by one.
    QStringList notes;
    int madeValid = 0;
    for (const SpecIssue& issue : resolution.issues()) {
        if (issue.rule == u"mcpResolution.name.pattern"_s)
            ++madeValid;
        else
            notes.append(issue.message);
    }
    if (madeValid > 0)
        notes.prepend(tr("%n tool name(s) had characters a model-facing name cannot have "
                         "(^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column "
                         "shows.",
                         nullptr, madeValid));
    if (notes.size() > kMaxNoteLines) {
        const qsizetype more = notes.size() - kMaxNoteLines + 1;
        notes = notes.mid(0, kMaxNoteLines - 1);
        notes.append(tr("… and %n more name(s) adjusted.", nullptr, int(more)));
    }
    m_resolutionNote->setText(notes.join(u'\n'));
    m_resolutionNote->setVisible(!notes.isEmpty());

    const QJsonArray tools = resolution.json().value("tools"_L1).toArray();
    m_lastWrittenTools = tools;
    m_haveLastWritten = true;
    writeField(u"tools"_s, tools);
    writeField(u"serverInfo"_s, m_serverInfo.isEmpty() ? QJsonValue(QJsonValue::Undefined)
                                                       : QJsonValue(m_serverInfo));
}

void McpLocalToolEditor::showServerInfo()
{
    if (m_serverInfo.isEmpty()) {
        m_serverInfoLabel->setText(tr("No serverInfo: Connect to ask the server."));
        return;
    }
    QStringList parts;
    const QString name = m_serverInfo.value("name"_L1).toString();
    const QString title = m_serverInfo.value("title"_L1).toString();
    const QString version = m_serverInfo.value("version"_L1).toString();
    QString head = title.isEmpty() ? name : title + u" ("_s + name + u')';
    if (!version.isEmpty())
        head += u' ' + tr("version %1").arg(version);
    parts.append(head);
    QStringList other;
    for (auto it = m_serverInfo.constBegin(); it != m_serverInfo.constEnd(); ++it) {
        if (it.key() == u"name"_s || it.key() == u"title"_s || it.key() == u"version"_s)
            continue;
        other.append(it.key());
    }
    if (!other.isEmpty())
        parts.append(tr("Also: %1").arg(other.join(u", "_s)));
    m_serverInfoLabel->setText(parts.join(u'\n'));
}

void McpLocalToolEditor::setStatus(const QString& text, bool error)
{
    showStatusText(m_status, text, error);
    m_status->setToolTip(QString());
}

void McpLocalToolEditor::updateTransport()
{
    m_transportStack->setCurrentIndex(m_httpRadio->isChecked() ? 1 : 0);
}

void McpLocalToolEditor::updatePrefix()
{
    // The placeholder is the prefix an empty field stands for: the server's name and '_'.
    m_prefixEdit->setEnabled(m_prefixCheck->isEnabled() && m_prefixCheck->isChecked());
    m_prefixEdit->setPlaceholderText(m_prefixCheck->isChecked()
                                         ? McpServerConfig::defaultToolPrefix(serverConfig().name)
                                         : tr("none: the names below as they are"));
}

void McpLocalToolEditor::onNameEdited()
{
    updatePrefix();
    // The default prefix follows the name.
    if (m_prefixCheck->isChecked() && m_prefixEdit->text().trimmed().isEmpty() &&
        !m_catalog.isEmpty())
        applyResolution();
}

void McpLocalToolEditor::retranslateUi()
{
    setIntro(tr("An MCP server this app runs. Connect lists its tools once; the spec carries "
                "that list, and the run's tool calls come back here."));
    m_name.label->setText(tr("&Name:"));
    m_name.field->setPlaceholderText(tr("fs"));
    m_name.field->setToolTip(tr("A label for the server: its calls come back under it "
                                "(mcpServer), and by default its tools are named <name>_<tool>"));
    m_connectionGroup->setTitle(tr("Server"));
    m_stdioRadio->setText(tr("Co&mmand (stdio)"));
    m_httpRadio->setText(tr("UR&L (Streamable HTTP)"));
    m_command.label->setText(tr("Command:"));
    m_command.field->setPlaceholderText(tr("npx"));
    m_arguments.label->setText(tr("Arguments:"));
    m_arguments.field->setPlaceholderText(tr("-y @modelcontextprotocol/server-filesystem /work"));
    m_arguments.field->setToolTip(tr("Separated by spaces; quote an argument that contains one"));
    m_environment.label->setText(tr("Environment:"));
    m_url.label->setText(tr("URL:"));
    m_url.field->setPlaceholderText(tr("http://localhost:3001/mcp"));
    m_headers.label->setText(tr("Headers:"));
    m_connectButton->setText(tr("&Connect"));
    m_connectButton->setToolTip(tr("Start the server, list its tools, stop it again"));
    m_serverGroup->setTitle(tr("serverInfo"));
    m_toolsGroup->setTitle(tr("Tools the model sees"));
    m_prefixCheck->setText(tr("Common &prefix:"));
    m_prefixCheck->setToolTip(tr("Put a prefix before every tool name that has no name of its "
                                 "own, as the official SDKs do (<server>_<tool>), to keep the "
                                 "tools of two servers apart. Off: the server's names as they "
                                 "are."));
    m_prefixEdit->setToolTip(tr("Empty: the server's name and an underscore"));
    updatePrefix();
    m_toolTable->setHorizontalHeaderLabels(
        {tr("Server's tool"), tr("Name for the model"), tr("Annotations"), tr("Description")});
    m_toolsHint->setText(tr("Connect to list the server's tools."));
    showServerInfo();
}

} // namespace mantyx
