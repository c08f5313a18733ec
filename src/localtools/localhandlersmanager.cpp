// SPDX-License-Identifier: MIT
// LocalHandlersManager: keeping the set, the settings, the keychain and the session in step, and
// the reports of handler tests.
#include "localhandlersmanager.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;

namespace mantyx {

LocalHandlersManager::LocalHandlersManager(QSettings* settings, SecretStore* secrets,
                                           QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_secrets(secrets)
    , m_network(network)
{
    rebuildSession({});
}

LocalHandlersManager::~LocalHandlersManager()
{
    // The session goes with this object (a child), ending its servers; nothing of it reaches
    // this half-destroyed object any more.
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
}

// ---- The set

void LocalHandlersManager::setProfileKey(const QString& profileKey)
{
    m_profileKey = profileKey;
    const quint64 serial = ++m_loadSerial;
    setStatus(QString(), false);
    LocalHandlerSet loaded;
    if (m_settings && LocalHandlerSet::isValidProfileKey(profileKey)) {
        loaded = LocalHandlerSet::load(
            *m_settings, profileKey, m_secrets, this,
            [this, serial](const LocalHandlerSet& complete, const SecretStore::Result& result) {
                if (serial != m_loadSerial)
                    return; // another profile meanwhile
                if (!result.ok()) {
                    const QString message = tr("The header values and secret variables of these "
                                               "handlers could not be read: %1")
                                                .arg(result.message);
                    setStatus(message, true);
                    emit storageProblem(message);
                    return;
                }
                // Only into the set as it was read: the user's edits meanwhile win.
                if (complete == m_set || complete.toJson(LocalHandlerSet::Secrets::Omit) !=
                                             m_set.toJson(LocalHandlerSet::Secrets::Omit))
                    return;
                const QSet<Key> running = runningHandlers();
                m_set = complete;
                rebuildSession(running);
                emit handlerSetChanged();
            });
    }
    m_set = loaded;
    m_testsPending.clear();
    rebuildSession({});
    emit handlerSetChanged();
}

void LocalHandlersManager::setHandlerSet(const LocalHandlerSet& set)
{
    const QSet<Key> running = runningHandlers();
    m_set = set;
    ++m_loadSerial; // secrets still on their way belong to the old set
    save();
    rebuildSession(running);
    emit handlerSetChanged();
}

void LocalHandlersManager::addMcpServer(const McpServerConfig& config)
{
    LocalHandlerSet set = m_set;
    set.mcpServers.append(config);
    setHandlerSet(set);
}

void LocalHandlersManager::addA2aPeer(const LocalHandlerSet::A2aPeer& peer)
{
    LocalHandlerSet set = m_set;
    set.a2aPeers.append(peer);
    setHandlerSet(set);
}

void LocalHandlersManager::addCommand(const LocalHandlerSet::Command& command)
{
    LocalHandlerSet set = m_set;
    set.commands.append(command);
    setHandlerSet(set);
}

bool LocalHandlersManager::replaceMcpServer(const QString& name, const McpServerConfig& config)
{
    LocalHandlerSet set = m_set;
    bool found = false;
    for (McpServerConfig& c : set.mcpServers) {
        if (c.name == name) {
            c = config;
            found = true;
        }
    }
    if (found)
        applyEdit(HandlerKind::Mcp, name, config.name, set);
    return found;
}

bool LocalHandlersManager::replaceA2aPeer(const QString& refName,
                                          const LocalHandlerSet::A2aPeer& peer)
{
    LocalHandlerSet set = m_set;
    bool found = false;
    for (LocalHandlerSet::A2aPeer& p : set.a2aPeers) {
        if (p.refName == refName) {
            p = peer;
            found = true;
        }
    }
    if (found)
        applyEdit(HandlerKind::A2a, refName, peer.refName, set);
    return found;
}

bool LocalHandlersManager::replaceCommand(const QString& toolName,
                                          const LocalHandlerSet::Command& command)
{
    LocalHandlerSet set = m_set;
    bool found = false;
    for (LocalHandlerSet::Command& c : set.commands) {
        if (c.toolName == toolName) {
            c = command;
            found = true;
        }
    }
    if (found)
        applyEdit(HandlerKind::Command, toolName, command.toolName, set);
    return found;
}

void LocalHandlersManager::applyEdit(HandlerKind kind, const QString& oldName,
                                     const QString& newName, const LocalHandlerSet& edited)
{
    LocalHandlerSet set = edited;
    // The tool's approval follows a renamed A2A peer or command (an MCP server's tools keep
    // their names unless its prefix changed, which the user sees in the tool list).
    if (kind != HandlerKind::Mcp && newName != oldName) {
        if (const auto mode = set.policy.toolMode(oldName)) {
            set.policy.clearToolMode(oldName);
            set.policy.setToolMode(newName, *mode);
        }
    }
    const auto status = m_session->handler(kind, oldName);
    setHandlerSet(set);
    // A renamed handler that ran is started under its new name.
    if (newName != oldName && status &&
        (status->state == LocalToolSession::HandlerState::Ready ||
         status->state == LocalToolSession::HandlerState::Starting))
        m_session->startHandler(kind, newName);
}

bool LocalHandlersManager::removeHandler(HandlerKind kind, const QString& name)
{
    if (!m_session->handler(kind, name))
        return false;
    LocalHandlerSet set = m_set;
    switch (kind) {
    case HandlerKind::Mcp:
        if (const McpClient* client = m_session->mcpClient(name)) {
            for (const QString& tool : client->resolution().modelNames())
                set.policy.clearToolMode(tool);
        }
        set.mcpServers.removeIf([&](const McpServerConfig& c) { return c.name == name; });
        break;
    case HandlerKind::A2a:
        set.a2aPeers.removeIf([&](const LocalHandlerSet::A2aPeer& p) { return p.refName == name; });
        set.policy.clearToolMode(name);
        break;
    case HandlerKind::Command:
        set.commands.removeIf(
            [&](const LocalHandlerSet::Command& c) { return c.toolName == name; });
        set.policy.clearToolMode(name);
        break;
    case HandlerKind::None:
        return false;
    }
    m_testsPending.remove(Key{kind, name});
    setHandlerSet(set);
    return true;
}

QStringList LocalHandlersManager::takenServerNames(HandlerKind kind, const QString& except) const
{
    QStringList names;
    for (const McpServerConfig& c : m_set.mcpServers) {
        if (!(kind == HandlerKind::Mcp && c.name == except))
            names << c.name;
    }
    return names;
}

QStringList LocalHandlersManager::takenToolNames(HandlerKind kind, const QString& except) const
{
    QStringList names;
    for (const LocalHandlerSet::A2aPeer& p : m_set.a2aPeers) {
        if (!(kind == HandlerKind::A2a && p.refName == except))
            names << p.refName;
    }
    for (const LocalHandlerSet::Command& c : m_set.commands) {
        if (!(kind == HandlerKind::Command && c.toolName == except))
            names << c.toolName;
    }
    return names;
}

void LocalHandlersManager::setDefaultPolicy(ApprovalPolicy::Mode mode)
{
    m_set.policy.setDefaultMode(mode);
    m_session->setPolicy(m_set.policy);
    save();
    emit policyChanged();
    emit handlerSetChanged();
}

void LocalHandlersManager::setToolPolicy(const QString& toolName,
                                         std::optional<ApprovalPolicy::Mode> mode)
{
    if (mode)
        m_set.policy.setToolMode(toolName, *mode);
    else
        m_set.policy.clearToolMode(toolName);
    m_session->setPolicy(m_set.policy);
    save();
    emit policyChanged();
    emit handlerSetChanged();
}

void LocalHandlersManager::save()
{
    if (!m_settings || !LocalHandlerSet::isValidProfileKey(m_profileKey))
        return;
    const bool saved = m_set.save(
        *m_settings, m_profileKey, m_secrets, this, [this](const SecretStore::Result& result) {
            if (!result.ok()) {
                const QString message =
                    tr("The header values and secret variables were not saved: %1")
                        .arg(result.message);
                setStatus(message, true);
                emit storageProblem(message);
            } else if (result.plaintext) {
                setStatus(tr("No system keychain is available: the header values and secret "
                             "variables were saved in a plain-text file."),
                          false);
            }
        });
    m_settings->sync();
    if (!saved || m_settings->status() != QSettings::NoError) {
        const QString message =
            tr("The local handlers could not be saved to %1.").arg(m_settings->fileName());
        setStatus(message, true);
        emit storageProblem(message);
    }
}

void LocalHandlersManager::setStatus(const QString& text, bool isError, bool fromSession)
{
    m_sessionStatus = fromSession;
    const Status status{text, isError};
    if (status == m_status)
        return;
    m_status = status;
    emit statusChanged();
}

// ---- The session

QSet<LocalHandlersManager::Key> LocalHandlersManager::runningHandlers() const
{
    QSet<Key> running;
    for (const auto& status : m_session->handlers()) {
        if (status.state == LocalToolSession::HandlerState::Ready ||
            status.state == LocalToolSession::HandlerState::Starting)
            running.insert(Key{status.kind, status.name});
    }
    return running;
}

void LocalHandlersManager::rebuildSession(const QSet<Key>& restart)
{
    LocalToolSession* old = m_session;
    m_session = new LocalToolSession(m_network, this);
    m_set.configure(*m_session);
    connect(m_session, &LocalToolSession::handlerStateChanged, this,
            &LocalHandlersManager::onHandlerStateChanged);
    // The session's own words stay until it is ready again; storage messages are not its to clear.
    connect(m_session, &LocalToolSession::failed, this,
            [this](const QString& reason) { setStatus(reason, true, true); });
    connect(m_session, &LocalToolSession::ready, this, [this] {
        if (m_sessionStatus)
            setStatus(QString(), false);
    });
    connect(m_session, &LocalToolSession::noteRaised, this,
            [this](const QString& text) { setStatus(text, false, true); });
    if (old) {
        disconnect(old, nullptr, this, nullptr);
        old->stop();
        old->deleteLater();
        emit sessionReplaced(m_session);
    }

    QSet<Key> pending;
    for (const Key& key : restart) {
        if (m_session->handler(key.kind, key.name)) {
            m_session->startHandler(key.kind, key.name);
            if (m_testsPending.contains(key))
                pending.insert(key);
        }
    }
    m_testsPending = pending;
}

bool LocalHandlersManager::ensureStarted()
{
    if (m_session->state() == LocalToolSession::State::Ready)
        return true;
    if (m_session->state() != LocalToolSession::State::Starting)
        m_session->start();
    return false;
}

bool LocalHandlersManager::startHandler(HandlerKind kind, const QString& name)
{
    return m_session->startHandler(kind, name);
}

bool LocalHandlersManager::stopHandler(HandlerKind kind, const QString& name)
{
    m_testsPending.remove(Key{kind, name});
    return m_session->stopHandler(kind, name);
}

// ---- Tests

std::optional<QJsonObject> LocalHandlersManager::parseTestArguments(const QString& text,
                                                                    QString* error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QJsonObject();
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = tr("Not JSON: %1 (at character %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset);
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = tr("The arguments must be a JSON object, e.g. {\"q\": 1}.");
        return std::nullopt;
    }
    return document.object();
}

bool LocalHandlersManager::isTesting(HandlerKind kind, const QString& name) const
{
    return m_testsPending.contains(Key{kind, name});
}

bool LocalHandlersManager::testHandler(HandlerKind kind, const QString& name,
                                       const QJsonObject& commandArguments)
{
    const auto status = m_session->handler(kind, name);
    const Key key{kind, name};
    if (!status || m_testsPending.contains(key))
        return false;
    using State = LocalToolSession::HandlerState;
    switch (kind) {
    case HandlerKind::Mcp:
        emit testStarted(kind, name, tr("Starting the MCP server \"%1\"…").arg(name));
        if (status->state == State::Ready) {
            finishTest(key, true, mcpReport(name));
            return true;
        }
        m_testsPending.insert(key);
        if (status->state != State::Starting)
            m_session->startHandler(kind, name);
        break;
    case HandlerKind::A2a:
        m_testsPending.insert(key);
        emit testStarted(kind, name, tr("Fetching the agent card of \"%1\"…").arg(name));
        m_session->restartHandler(kind, name);
        break;
    case HandlerKind::Command: {
        CommandHandler* handler = m_session->commandHandler(name);
        if (!handler)
            return false;
        m_testsPending.insert(key);
        const QString toolUseId = u"test-"_s + QString::number(++m_testRuns);
        emit testStarted(
            kind, name,
            tr("Running %1 with %2…")
                .arg(handler->program(),
                     QString::fromUtf8(
                         QJsonDocument(commandArguments).toJson(QJsonDocument::Compact))));
        handler->run(
            name, toolUseId, commandArguments, this, [this, key](const CommandOutcome& outcome) {
                QString state;
                if (outcome.failedToStart)
                    state = tr("did not start");
                else if (outcome.timedOut)
                    state = tr("timed out after %1 ms").arg(outcome.elapsedMs);
                else if (outcome.crashed)
                    state = tr("crashed after %1 ms").arg(outcome.elapsedMs);
                else
                    state =
                        tr("exit code %1 after %2 ms").arg(outcome.exitCode).arg(outcome.elapsedMs);
                QStringList lines{tr("Command \"%1\": %2").arg(key.name, state)};
                lines << QString() << tr("stdout:")
                      << (outcome.stdoutBytes.isEmpty() ? tr("(nothing)")
                                                        : QString::fromUtf8(outcome.stdoutBytes));
                lines << QString() << tr("stderr:")
                      << (outcome.stderrBytes.isEmpty() ? tr("(nothing)")
                                                        : QString::fromUtf8(outcome.stderrBytes));
                const bool ok = !outcome.answer.error.has_value();
                lines << QString()
                      << (ok ? tr("A call would be answered with this result.")
                             : tr("A call would be answered with an error: %1")
                                   .arg(outcome.answer.error.value_or(QString())));
                finishTest(key, ok, lines.join(u'\n'));
            });
        break;
    }
    case HandlerKind::None:
        return false;
    }
    return true;
}

QString LocalHandlersManager::mcpReport(const QString& name) const
{
    const McpClient* client = m_session->mcpClient(name);
    if (!client)
        return {};
    const QJsonObject info = client->serverInfo();
    QStringList lines;
    lines << tr("MCP server \"%1\" is ready.").arg(name);
    lines << tr("Server: %1 %2 (protocol %3)")
                 .arg(info.value("title"_L1).toString(info.value("name"_L1).toString()),
                      info.value("version"_L1).toString(), client->protocolVersion());
    const McpResolution resolution = client->resolution();
    QStringList tools;
    for (const QString& model : resolution.modelNames()) {
        const QString server = resolution.serverToolName(model);
        tools << (server == model ? model : tr("%1 (%2)").arg(model, server));
    }
    lines << tr("%n tool(s): %1", nullptr, int(tools.size())).arg(tools.join(u", "_s));
    if (!resolution.omittedTools().isEmpty())
        lines << tr("Left out: %1").arg(resolution.omittedTools().join(u", "_s));
    if (!client->instructions().isEmpty())
        lines << QString() << tr("Instructions: %1").arg(client->instructions());
    return lines.join(u'\n');
}

QString LocalHandlersManager::a2aReport(const QString& name) const
{
    const A2aClient* client = m_session->a2aClient(name);
    if (!client)
        return {};
    const QJsonObject card = client->card();
    const A2aEndpoint endpoint = client->endpoint();
    QStringList lines;
    lines << tr("Agent card of \"%1\": %2 %3")
                 .arg(name, card.value("name"_L1).toString(), card.value("version"_L1).toString())
                 .trimmed();
    if (const QString description = card.value("description"_L1).toString(); !description.isEmpty())
        lines << description;
    lines << tr("Speaks %1 at %2")
                 .arg(A2aClient::protocolName(endpoint.protocol), endpoint.url.toDisplayString());
    lines << tr("Calls are routed by %1").arg(A2aClient::peerKey(card));
    const QJsonArray skills = card.value("skills"_L1).toArray();
    lines << tr("%n skill(s):", nullptr, int(skills.size()));
    for (const QJsonValue& value : skills) {
        const QJsonObject skill = value.toObject();
        const QString description = skill.value("description"_L1).toString();
        lines << u"  • "_s + skill.value("name"_L1).toString(skill.value("id"_L1).toString()) +
                     (description.isEmpty() ? QString() : u" — "_s + description);
    }
    return lines.join(u'\n');
}

void LocalHandlersManager::onHandlerStateChanged(HandlerKind kind, const QString& name)
{
    emit handlerStateChanged(kind, name);
    const Key key{kind, name};
    if (!m_testsPending.contains(key))
        return;
    const auto status = m_session->handler(kind, name);
    if (!status)
        return;
    using State = LocalToolSession::HandlerState;
    if (status->state == State::Ready)
        finishTest(key, true, kind == HandlerKind::Mcp ? mcpReport(name) : a2aReport(name));
    else if (status->state == State::Failed)
        finishTest(key, false, tr("\"%1\" failed: %2").arg(name, status->error));
}

void LocalHandlersManager::finishTest(const Key& key, bool ok, const QString& report)
{
    m_testsPending.remove(key);
    emit testFinished(key.kind, key.name, ok, report);
}

} // namespace mantyx
