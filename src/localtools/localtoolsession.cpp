// SPDX-License-Identifier: MIT
// LocalToolSession: bring-up of the configured handlers, the spec they extend, and answering.
#include "localtools/localtoolsession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>

#include "localtools/a2aclient.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "localtools/mcpresult.h"
#include "protocol/jsonpath.h"
#include "protocol/toolref.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QStringList modelNamesOf(const QJsonValue& tool)
{
    return ToolRef::fromJson(tool.toObject()).modelFacingNames().value_or(QStringList());
}

// The first few of `names`, comma-separated, with an ellipsis for the rest.
QString namesPreview(const QStringList& names)
{
    constexpr qsizetype shown = 6;
    QString out = names.mid(0, shown).join(u", "_s);
    if (names.size() > shown)
        out += u", …"_s;
    return out;
}

// The index of the ref of `kind` named `name` in `tools`, or -1.
qsizetype findRef(const QJsonArray& tools, ToolKind kind, const QString& name)
{
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        if (toolKindFromName(tool.value("kind"_L1).toString()) == kind &&
            tool.value("name"_L1).toString() == name)
            return i;
    }
    return -1;
}

} // namespace

LocalToolSession::LocalToolSession(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_network(network)
    , m_dispatcher(&m_registry)
{
    connect(&m_dispatcher, &Dispatcher::approvalNeeded, this, &LocalToolSession::approvalNeeded);
    connect(&m_dispatcher, &Dispatcher::callStarted, this, &LocalToolSession::callStarted);
    connect(&m_dispatcher, &Dispatcher::callFinished, this, &LocalToolSession::onCallFinished);
}

LocalToolSession::~LocalToolSession()
{
    m_dispatcher.cancelAll();
}

void LocalToolSession::addMcpServer(const McpServerConfig& config)
{
    m_mcpConfigs.append(config);
    addMcpClient(config);
    emit handlersChanged();
}

void LocalToolSession::addMcpClient(const McpServerConfig& config)
{
    auto* client = new McpClient(config, this);
    m_mcpClients.append(client);
    const QString name = config.name;
    connect(client, &McpClient::ready, this, &LocalToolSession::checkReady);
    connect(client, &McpClient::failed, this, [this, name](const QString& reason) {
        if (m_state == State::Starting)
            fail(tr("The MCP server \"%1\" did not start: %2").arg(name, reason));
        else if (m_state == State::Ready)
            emit noteRaised(tr("The MCP server \"%1\" failed: %2").arg(name, reason));
    });
    connect(client, &McpClient::stateChanged, this,
            [this, name] { emit handlerStateChanged(HandlerKind::Mcp, name); });
    connect(client, &McpClient::toolsChanged, this,
            [this, name] { emit handlerStateChanged(HandlerKind::Mcp, name); });
}

void LocalToolSession::addA2aPeer(const QString& refName, const QUrl& cardUrl,
                                  const QMap<QString, QString>& headers)
{
    A2aPeer peer;
    peer.refName = refName;
    peer.cardUrl = cardUrl;
    peer.headers = headers;
    addPeer(std::move(peer));
}

void LocalToolSession::addA2aPeerCard(const QString& refName, const QJsonObject& card,
                                      const QMap<QString, QString>& headers)
{
    A2aPeer peer;
    peer.refName = refName;
    peer.card = card;
    peer.headers = headers;
    addPeer(std::move(peer));
}

void LocalToolSession::addA2aPeerCardFile(const QString& refName, const QString& path,
                                          const QMap<QString, QString>& headers)
{
    A2aPeer peer;
    peer.refName = refName;
    peer.cardFile = path;
    peer.headers = headers;
    addPeer(std::move(peer));
}

void LocalToolSession::addPeer(A2aPeer peer)
{
    peer.client = new A2aClient(m_network, this);
    peer.client->setHeaders(peer.headers);
    m_peers.append(std::move(peer));
    emit handlersChanged();
}

void LocalToolSession::addCommand(const QString& toolName, const QString& program,
                                  const QStringList& arguments, int timeoutMs)
{
    auto* handler = new CommandHandler(program, arguments, {}, timeoutMs, this);
    m_commands.append(Command{toolName, handler});
    emit handlersChanged();
}

bool LocalToolSession::isEmpty() const
{
    return m_mcpConfigs.isEmpty() && m_peers.isEmpty() && m_commands.isEmpty();
}

void LocalToolSession::start()
{
    if (m_state == State::Starting || m_state == State::Ready)
        return;
    m_state = State::Starting;
    m_lastError.clear();
    m_dispatcher.cancelAll();

    for (const McpServerConfig& config : std::as_const(m_mcpConfigs)) {
        if (const QStringList problems = config.problems(); !problems.isEmpty()) {
            fail(tr("The MCP server \"%1\" cannot be started: %2")
                     .arg(config.name, problems.join(u' ')));
            return;
        }
    }
    // Handlers started one by one (or still starting) are kept; the others start afresh.
    for (McpClient* client : std::as_const(m_mcpClients)) {
        const McpClient::State state = client->state();
        if (state != McpClient::State::Ready && state != McpClient::State::Starting)
            client->start();
        if (m_state != State::Starting)
            return; // it failed at once
    }
    for (qsizetype i = 0; i < m_peers.size(); ++i) {
        const HandlerState state = m_peers.at(i).state;
        if (state != HandlerState::Ready && state != HandlerState::Starting)
            startPeer(i);
    }
    // From the event loop, so a caller can connect after start() even with nothing to wait for.
    QTimer::singleShot(0, this, &LocalToolSession::checkReady);
}

void LocalToolSession::startPeer(qsizetype index)
{
    A2aPeer& peer = m_peers[index];
    const quint64 serial = ++peer.serial;
    peer.state = HandlerState::Starting;
    peer.error.clear();
    emit handlerStateChanged(HandlerKind::A2a, peer.refName);
    A2aClient* client = peer.client;
    client->setHeaders(peer.headers);
    const QString refName = peer.refName;

    if (!peer.cardFile.isEmpty() || peer.cardUrl.isEmpty()) {
        // A card at hand: from the event loop all the same, like a fetched one.
        const QString path = peer.cardFile;
        const QJsonObject given = peer.card;
        QTimer::singleShot(0, this, [this, index, serial, client, path, given, refName] {
            QJsonObject card = given;
            if (!path.isEmpty()) {
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly)) {
                    finishPeer(
                        index, serial,
                        tr("The agent card of \"%1\" could not be read from %2: %3")
                            .arg(refName, QDir::toNativeSeparators(path), file.errorString()));
                    return;
                }
                QString error;
                const std::optional<QJsonObject> parsed =
                    A2aClient::parseCard(file.read(A2aClient::MaxCardBytes + 1), &error);
                if (!parsed) {
                    finishPeer(
                        index, serial,
                        tr("The agent card of \"%1\" could not be read: %2").arg(refName, error));
                    return;
                }
                card = *parsed;
            }
            client->setCard(card);
            if (!client->endpoint().isValid()) {
                finishPeer(index, serial,
                           tr("The agent card of \"%1\" names no endpoint this client can use: %2")
                               .arg(refName, client->endpoint().error));
                return;
            }
            finishPeer(index, serial, QString());
        });
        return;
    }

    client->fetchCard(
        peer.cardUrl, peer.headers, this,
        [this, index, serial, client, refName](const A2aCardResult& result) {
            if (!result.ok) {
                finishPeer(index, serial,
                           tr("The agent card of \"%1\" could not be read: %2")
                               .arg(refName, result.error));
                return;
            }
            if (!client->endpoint().isValid()) {
                finishPeer(index, serial,
                           tr("The agent card of \"%1\" names no endpoint this client can use: %2")
                               .arg(refName, client->endpoint().error));
                return;
            }
            finishPeer(index, serial, QString());
        });
}

void LocalToolSession::finishPeer(qsizetype index, quint64 serial, const QString& error)
{
    if (index < 0 || index >= m_peers.size() || m_peers.at(index).serial != serial)
        return; // stopped or started again meanwhile
    A2aPeer& peer = m_peers[index];
    peer.state = error.isEmpty() ? HandlerState::Ready : HandlerState::Failed;
    peer.error = error;
    emit handlerStateChanged(HandlerKind::A2a, peer.refName);
    if (m_state != State::Starting)
        return;
    if (!error.isEmpty())
        fail(error);
    else
        checkReady();
}

void LocalToolSession::checkReady()
{
    if (m_state != State::Starting)
        return;
    for (const McpClient* client : std::as_const(m_mcpClients)) {
        if (client->state() != McpClient::State::Ready)
            return;
    }
    for (const A2aPeer& peer : std::as_const(m_peers)) {
        if (peer.state != HandlerState::Ready)
            return;
    }
    m_state = State::Ready;
    emit ready();
}

void LocalToolSession::fail(const QString& reason)
{
    if (m_state == State::Failed)
        return;
    m_state = State::Failed;
    m_lastError = reason;
    for (McpClient* client : std::as_const(m_mcpClients))
        client->stop();
    emit failed(reason);
}

void LocalToolSession::stop()
{
    m_dispatcher.cancelAll();
    for (McpClient* client : std::as_const(m_mcpClients))
        client->stop();
    for (A2aPeer& peer : m_peers) {
        ++peer.serial;
        if (peer.state == HandlerState::Stopped)
            continue;
        peer.state = HandlerState::Stopped;
        peer.error.clear();
        emit handlerStateChanged(HandlerKind::A2a, peer.refName);
    }
    if (m_state != State::Failed)
        m_state = State::Idle;
}

QString LocalToolSession::handlerStateName(HandlerState state)
{
    switch (state) {
    case HandlerState::Stopped:
        return tr("stopped");
    case HandlerState::Starting:
        return tr("starting");
    case HandlerState::Ready:
        return tr("ready");
    case HandlerState::Failed:
        return tr("failed");
    }
    return {};
}

namespace {

// A command line as the user would type it again: arguments with spaces or quotes quoted.
QString commandLine(const QString& program, const QStringList& arguments)
{
    QStringList parts{program};
    for (const QString& argument : arguments) {
        if (argument.isEmpty() || argument.contains(u' ') || argument.contains(u'"') ||
            argument.contains(u'\'')) {
            QString quoted = argument;
            quoted.replace(u'"', u"\\\""_s);
            parts << u'"' + quoted + u'"';
        } else {
            parts << argument;
        }
    }
    return parts.join(u' ');
}

} // namespace

LocalToolSession::HandlerStatus LocalToolSession::mcpStatus(qsizetype index) const
{
    const McpClient* client = m_mcpClients.at(index);
    const McpServerConfig& config = m_mcpConfigs.at(index);
    HandlerStatus status;
    status.kind = HandlerKind::Mcp;
    status.name = config.name;
    status.target = config.transport == McpServerConfig::Transport::Http
                        ? config.url.toDisplayString()
                        : commandLine(config.command, config.arguments);
    switch (client->state()) {
    case McpClient::State::Stopped:
        status.state = HandlerState::Stopped;
        break;
    case McpClient::State::Starting:
        status.state = HandlerState::Starting;
        break;
    case McpClient::State::Ready:
        status.state = HandlerState::Ready;
        status.toolCount = int(client->resolution().modelNames().size());
        break;
    case McpClient::State::Failed:
        status.state = HandlerState::Failed;
        status.error = client->lastError();
        break;
    }
    return status;
}

LocalToolSession::HandlerStatus LocalToolSession::peerStatus(qsizetype index) const
{
    const A2aPeer& peer = m_peers.at(index);
    HandlerStatus status;
    status.kind = HandlerKind::A2a;
    status.name = peer.refName;
    if (!peer.cardFile.isEmpty())
        status.target = QDir::toNativeSeparators(peer.cardFile);
    else if (!peer.cardUrl.isEmpty())
        status.target = peer.cardUrl.toDisplayString();
    else
        status.target = tr("a card given as it is");
    status.state = peer.state;
    status.error = peer.error;
    status.toolCount = 1;
    return status;
}

LocalToolSession::HandlerStatus LocalToolSession::commandStatus(qsizetype index) const
{
    const Command& command = m_commands.at(index);
    HandlerStatus status;
    status.kind = HandlerKind::Command;
    status.name = command.toolName;
    const QString program = command.handler->program();
    status.target = commandLine(program, command.handler->arguments());
    status.toolCount = 1;
    // Nothing to start: ready when there is a program to run.
    const bool found = QFileInfo(program).isAbsolute() || program.contains(u'/')
                           ? QFileInfo(program).isExecutable() && QFileInfo(program).isFile()
                           : !QStandardPaths::findExecutable(program).isEmpty();
    if (program.isEmpty()) {
        status.state = HandlerState::Failed;
        status.error = tr("No program is configured.");
    } else if (!found) {
        status.state = HandlerState::Failed;
        status.error = tr("The program \"%1\" was not found or is not executable.").arg(program);
    } else {
        status.state = HandlerState::Ready;
    }
    return status;
}

QList<LocalToolSession::HandlerStatus> LocalToolSession::handlers() const
{
    QList<HandlerStatus> out;
    for (qsizetype i = 0; i < m_mcpClients.size(); ++i)
        out.append(mcpStatus(i));
    for (qsizetype i = 0; i < m_peers.size(); ++i)
        out.append(peerStatus(i));
    for (qsizetype i = 0; i < m_commands.size(); ++i)
        out.append(commandStatus(i));
    return out;
}

std::optional<LocalToolSession::HandlerStatus> LocalToolSession::handler(HandlerKind kind,
                                                                         const QString& name) const
{
    switch (kind) {
    case HandlerKind::Mcp:
        for (qsizetype i = 0; i < m_mcpConfigs.size(); ++i) {
            if (m_mcpConfigs.at(i).name == name)
                return mcpStatus(i);
        }
        break;
    case HandlerKind::A2a:
        for (qsizetype i = 0; i < m_peers.size(); ++i) {
            if (m_peers.at(i).refName == name)
                return peerStatus(i);
        }
        break;
    case HandlerKind::Command:
        for (qsizetype i = 0; i < m_commands.size(); ++i) {
            if (m_commands.at(i).toolName == name)
                return commandStatus(i);
        }
        break;
    case HandlerKind::None:
        break;
    }
    return std::nullopt;
}

bool LocalToolSession::startHandler(HandlerKind kind, const QString& name)
{
    if (kind == HandlerKind::Mcp) {
        McpClient* client = mcpClient(name);
        if (!client || client->state() == McpClient::State::Starting ||
            client->state() == McpClient::State::Ready)
            return false;
        client->start();
        return true;
    }
    if (kind == HandlerKind::A2a) {
        for (qsizetype i = 0; i < m_peers.size(); ++i) {
            const A2aPeer& peer = m_peers.at(i);
            if (peer.refName != name)
                continue;
            if (peer.state == HandlerState::Starting || peer.state == HandlerState::Ready)
                return false;
            startPeer(i);
            return true;
        }
    }
    return false;
}

bool LocalToolSession::stopHandler(HandlerKind kind, const QString& name)
{
    if (kind == HandlerKind::Mcp) {
        McpClient* client = mcpClient(name);
        if (!client || client->state() == McpClient::State::Stopped)
            return false;
        client->stop();
        handlerStopped(name);
        return true;
    }
    if (kind == HandlerKind::A2a) {
        for (A2aPeer& peer : m_peers) {
            if (peer.refName != name)
                continue;
            if (peer.state == HandlerState::Stopped)
                return false;
            ++peer.serial;
            peer.state = HandlerState::Stopped;
            peer.error.clear();
            emit handlerStateChanged(HandlerKind::A2a, name);
            handlerStopped(name);
            return true;
        }
    }
    return false;
}

bool LocalToolSession::restartHandler(HandlerKind kind, const QString& name)
{
    if (kind != HandlerKind::Mcp && kind != HandlerKind::A2a)
        return false;
    if (!handler(kind, name))
        return false;
    stopHandler(kind, name);
    return startHandler(kind, name);
}

void LocalToolSession::handlerStopped(const QString& name)
{
    if (m_state == State::Ready) {
        m_state = State::Idle; // not every handler is there any more: start() again
    } else if (m_state == State::Starting) {
        // Whoever waits for ready() gets an answer; the other handlers are left alone.
        m_state = State::Failed;
        m_lastError = tr("\"%1\" was stopped before the local tools were ready.").arg(name);
        emit failed(m_lastError);
    }
}

LocalToolSession::PreparedSpec LocalToolSession::prepareSpec(const QJsonObject& spec)
{
    PreparedSpec out;
    out.spec = spec;
    if (m_state != State::Ready && !(m_mcpConfigs.isEmpty() && m_peers.isEmpty())) {
        out.error = tr("The local tools are not ready yet.");
        return out;
    }
    QJsonArray tools = spec.value("tools"_L1).toArray();
    if (spec.contains("tools"_L1) && !spec.value("tools"_L1).isArray()) {
        out.error = tr("The spec's \"tools\" is not an array, so no local tools can be added.");
        return out;
    }

    // Each name once: the registry is keyed by these names.
    QSet<QString> seen;
    for (const McpServerConfig& config : std::as_const(m_mcpConfigs)) {
        if (seen.contains(u"mcp:"_s + config.name)) {
            out.error = tr("The MCP server name \"%1\" is given twice.").arg(config.name);
            return out;
        }
        seen.insert(u"mcp:"_s + config.name);
    }
    for (const A2aPeer& peer : std::as_const(m_peers)) {
        if (seen.contains(u"tool:"_s + peer.refName)) {
            out.error = tr("The tool name \"%1\" is given twice.").arg(peer.refName);
            return out;
        }
        seen.insert(u"tool:"_s + peer.refName);
    }
    for (const auto& [toolName, handler] : std::as_const(m_commands)) {
        if (seen.contains(u"tool:"_s + toolName)) {
            out.error = tr("The tool name \"%1\" is given twice.").arg(toolName);
            return out;
        }
        seen.insert(u"tool:"_s + toolName);
    }

    // The slots the session's refs take: an existing ref of the same kind and name, or the end.
    QList<qsizetype> mcpSlots;
    QSet<qsizetype> replaced;
    for (const McpServerConfig& config : std::as_const(m_mcpConfigs)) {
        const qsizetype i = findRef(tools, ToolKind::McpLocal, config.name);
        mcpSlots.append(i);
        if (i >= 0)
            replaced.insert(i);
    }
    QList<qsizetype> a2aSlots;
    for (const A2aPeer& peer : std::as_const(m_peers)) {
        const qsizetype i = findRef(tools, ToolKind::A2aLocal, peer.refName);
        a2aSlots.append(i);
        if (i >= 0)
            replaced.insert(i);
    }

    // Names the refs that stay already give the model.
    QSet<QString> taken;
    QHash<QString, qsizetype> takenBy;
    for (qsizetype i = 0; i < tools.size(); ++i) {
        if (replaced.contains(i))
            continue;
        for (const QString& name : modelNamesOf(tools.at(i))) {
            taken.insert(name);
            takenBy.insert(name, i);
        }
    }
    for (const A2aPeer& peer : std::as_const(m_peers)) {
        if (taken.contains(peer.refName)) {
            out.error = tr("The spec already has a tool named \"%1\" (tools[%2]); the A2A peer "
                           "needs another name.")
                            .arg(peer.refName)
                            .arg(takenBy.value(peer.refName));
            return out;
        }
        taken.insert(peer.refName);
    }

    // Commands answer `local` tools: the spec's own ref when it has one, else a plain one.
    QJsonArray appended;
    for (const auto& [toolName, handler] : std::as_const(m_commands)) {
        const qsizetype i = findRef(tools, ToolKind::Local, toolName);
        if (i < 0 && taken.contains(toolName)) {
            out.error = tr("The spec's tool \"%1\" (tools[%2]) is not a local tool, so a command "
                           "cannot answer it.")
                            .arg(toolName)
                            .arg(takenBy.value(toolName));
            return out;
        }
        if (i < 0) {
            appended.append(QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, toolName}});
            taken.insert(toolName);
            out.notes << tr("added the local tool \"%1\" (no parameters; declare it in the spec "
                            "to give it a schema)")
                             .arg(toolName);
        }
        m_registry.addCommand(toolName, handler);
    }

    for (qsizetype k = 0; k < m_mcpClients.size(); ++k) {
        McpClient* client = m_mcpClients.at(k);
        const McpResolution resolution = client->resolution(taken);
        for (const QString& name : resolution.modelNames())
            taken.insert(name);
        // Names made valid are routine (server-everything's "get-sum"): one line for all.
        QStringList renamed;
        for (const SpecIssue& issue : resolution.issues()) {
            if (issue.rule == "mcpResolution.name.pattern"_L1) {
                const QString modelName =
                    JsonPath::valueAt(resolution.json(), issue.path).toString();
                renamed << tr("%1 as %2").arg(resolution.serverToolName(modelName), modelName);
                continue;
            }
            out.notes << client->config().name + u": "_s + issue.message;
        }
        if (!renamed.isEmpty())
            out.notes << tr("%1: the model sees %2 (tool names must match "
                            "^[a-zA-Z0-9_]{1,64}$)")
                             .arg(client->config().name, renamed.join(u", "_s));
        m_registry.addMcpServer(client, resolution);
        const qsizetype slot = mcpSlots.at(k);
        const int count = int(resolution.modelNames().size());
        // The names the model sees, for the prompt that asks for them.
        const QString names = namesPreview(resolution.modelNames());
        if (slot >= 0) {
            tools.replace(slot, resolution.json());
            out.notes << tr("the MCP server \"%1\" replaces the spec's mcp_local ref tools[%2] "
                            "(%n tool(s): %3)",
                            nullptr, count)
                             .arg(client->config().name)
                             .arg(slot)
                             .arg(names);
        } else {
            appended.append(resolution.json());
            out.notes << tr("added the MCP server \"%1\" (%n tool(s): %2)", nullptr, count)
                             .arg(client->config().name, names);
        }
    }
    for (qsizetype k = 0; k < m_peers.size(); ++k) {
        const A2aPeer& peer = m_peers.at(k);
        const QJsonObject ref{{"kind"_L1, u"a2a_local"_s},
                              {"name"_L1, peer.refName},
                              {"agentCard"_L1, peer.client->card()}};
        if (!m_registry.addA2aPeer(peer.client)) {
            out.error = tr("The agent card of \"%1\" has no URL to dispatch its calls by.")
                            .arg(peer.refName);
            return out;
        }
        const qsizetype slot = a2aSlots.at(k);
        if (slot >= 0) {
            tools.replace(slot, ref);
            out.notes << tr("the A2A peer \"%1\" replaces the spec's a2a_local ref tools[%2]")
                             .arg(peer.refName)
                             .arg(slot);
        } else {
            appended.append(ref);
            out.notes << tr("added the A2A peer \"%1\" (%2)")
                             .arg(peer.refName, A2aClient::peerKey(peer.client->card()));
        }
    }
    for (const QJsonValue& ref : std::as_const(appended))
        tools.append(ref);
    if (!tools.isEmpty() || spec.contains("tools"_L1))
        out.spec.insert("tools"_L1, tools);

    QList<ToolRef> refs;
    for (const QJsonValue& tool : std::as_const(tools))
        refs.append(ToolRef::fromJson(tool.toObject()));
    m_dispatcher.setTools(refs);
    return out;
}

McpClient* LocalToolSession::mcpClient(const QString& serverName) const
{
    for (McpClient* client : m_mcpClients) {
        if (client->config().name == serverName)
            return client;
    }
    return nullptr;
}

A2aClient* LocalToolSession::a2aClient(const QString& refName) const
{
    for (const A2aPeer& peer : m_peers) {
        if (peer.refName == refName)
            return peer.client;
    }
    return nullptr;
}

CommandHandler* LocalToolSession::commandHandler(const QString& toolName) const
{
    for (const auto& [name, handler] : m_commands) {
        if (name == toolName)
            return handler;
    }
    return nullptr;
}

void LocalToolSession::attach(ToolResultSender* sender)
{
    m_sender = sender;
}

void LocalToolSession::handleEvents(const QList<RunEvent>& events)
{
    for (const RunEvent& e : events) {
        if (const auto* call = e.as<LocalToolCallEvent>())
            offer(*call);
    }
}

DispatchAssessment LocalToolSession::offer(const LocalToolCallEvent& call)
{
    const bool pending =
        !m_sender || m_sender->state(call.toolUseId) == ToolResultSender::State::Pending;
    if (m_calls.contains(call.toolUseId) || !pending || m_dispatcher.isRunning(call.toolUseId)) {
        DispatchAssessment a = m_dispatcher.assess(call);
        a.decision.autoRun = false; // offered before, or answered: nothing (more) runs
        return a;
    }
    m_calls.insert(call.toolUseId, call);
    return m_dispatcher.dispatch(call);
}

bool LocalToolSession::runApproved(const QString& toolUseId)
{
    const auto it = m_calls.constFind(toolUseId);
    if (it == m_calls.constEnd())
        return false;
    if (m_sender && m_sender->state(toolUseId) != ToolResultSender::State::Pending)
        return false;
    return m_dispatcher.run(*it);
}

bool LocalToolSession::runForReview(const QString& toolUseId)
{
    m_review.insert(toolUseId);
    if (runApproved(toolUseId))
        return true;
    m_review.remove(toolUseId);
    return false;
}

QString LocalToolSession::a2aRefName(const QString& peerKey) const
{
    for (const A2aPeer& peer : m_peers) {
        if (peer.client && A2aClient::peerKey(peer.client->card()) == peerKey)
            return peer.refName;
    }
    return {};
}

const LocalToolCallEvent* LocalToolSession::call(const QString& toolUseId) const
{
    const auto it = m_calls.constFind(toolUseId);
    return it == m_calls.constEnd() ? nullptr : &*it;
}

void LocalToolSession::onCallFinished(const DispatchResult& result)
{
    if (m_review.remove(result.toolUseId) > 0) {
        emit callFinished(result, false, tr("Kept for review: edit the answer, then send it."));
        return;
    }
    if (result.cancelled) {
        emit callFinished(result, false, tr("Cancelled: no answer was posted."));
        return;
    }
    if (!m_sender) {
        emit callFinished(result, false, tr("No run is attached: no answer was posted."));
        return;
    }
    if (m_sender->state(result.toolUseId) != ToolResultSender::State::Pending) {
        emit callFinished(result, false,
                          tr("The call was answered meanwhile: the handler's answer was not "
                             "posted."));
        return;
    }
    const ToolResultSender::SubmitResult submitted =
        m_sender->submit(result.toolUseId, result.answer);
    if (submitted.queued) {
        emit callFinished(result, true, submitted.replacement);
        return;
    }
    // The run would otherwise wait for this call until it times out: say what went wrong.
    const ToolResultSender::SubmitResult fallback = m_sender->submit(
        result.toolUseId,
        ToolAnswer::failure(McpResult::limitErrorText(
            tr("The tool's answer could not be sent: %1").arg(submitted.refusal))));
    emit callFinished(result, fallback.queued, submitted.refusal);
}

} // namespace mantyx
