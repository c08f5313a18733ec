// SPDX-License-Identifier: MIT
// LocalToolRegistry: lookup of a call's handler by the keys the protocol puts in the call.
#include "localtools/localtoolregistry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/agentcardview.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A command line as a user would type it again: arguments with spaces quoted.
QString commandLine(const CommandHandler& handler)
{
    QStringList parts{handler.program()};
    parts += handler.arguments();
    for (QString& part : parts) {
        if (part.isEmpty() || part.contains(u' ') || part.contains(u'"'))
            part = u'"' + QString(part).replace(u'"', u"\\\""_s) + u'"';
    }
    return parts.join(u' ');
}

} // namespace

LocalToolRegistry::LocalToolRegistry(QObject* parent)
    : QObject(parent)
{}

LocalToolRegistry::~LocalToolRegistry() = default;

void LocalToolRegistry::addMcpServer(const QString& refName, McpClient* client,
                                     const QHash<QString, QString>& modelToServer)
{
    m_mcp.insert(refName, McpEntry{client, modelToServer});
    emit changed();
}

void LocalToolRegistry::addMcpServer(McpClient* client, const McpResolution& resolution)
{
    addMcpServer(resolution.json().value("name"_L1).toString(), client, resolution.nameMap());
}

bool LocalToolRegistry::addA2aPeer(A2aClient* client)
{
    const QString key = client ? A2aClient::peerKey(client->card()) : QString();
    if (key.isEmpty())
        return false;
    addA2aPeer(key, client);
    return true;
}

void LocalToolRegistry::addA2aPeer(const QString& peerKey, A2aClient* client)
{
    const QString key = normalisedPeerKey(peerKey);
    m_a2a.insert(key, client);
    m_a2aKeys.insert(key, peerKey);
    emit changed();
}

void LocalToolRegistry::addCommand(const QString& toolName, CommandHandler* handler)
{
    m_commands.insert(toolName, handler);
    emit changed();
}

void LocalToolRegistry::removeMcpServer(const QString& refName)
{
    if (m_mcp.remove(refName))
        emit changed();
}

void LocalToolRegistry::removeA2aPeer(const QString& peerKey)
{
    const QString key = normalisedPeerKey(peerKey);
    m_a2aKeys.remove(key);
    if (m_a2a.remove(key))
        emit changed();
}

void LocalToolRegistry::removeCommand(const QString& toolName)
{
    if (m_commands.remove(toolName))
        emit changed();
}

void LocalToolRegistry::clear()
{
    m_mcp.clear();
    m_a2a.clear();
    m_a2aKeys.clear();
    m_commands.clear();
    emit changed();
}

McpClient* LocalToolRegistry::mcpServer(const QString& refName) const
{
    const auto it = m_mcp.constFind(refName);
    return it == m_mcp.constEnd() ? nullptr : it->client.data();
}

A2aClient* LocalToolRegistry::a2aPeer(const QString& peerKey) const
{
    return m_a2a.value(normalisedPeerKey(peerKey)).data();
}

CommandHandler* LocalToolRegistry::command(const QString& toolName) const
{
    return m_commands.value(toolName).data();
}

QStringList LocalToolRegistry::mcpServerNames() const
{
    QStringList names;
    for (auto it = m_mcp.constBegin(); it != m_mcp.constEnd(); ++it) {
        if (it->client)
            names << it.key();
    }
    names.sort();
    return names;
}

QStringList LocalToolRegistry::a2aPeerKeys() const
{
    QStringList keys;
    for (auto it = m_a2a.constBegin(); it != m_a2a.constEnd(); ++it) {
        if (*it)
            keys << m_a2aKeys.value(it.key());
    }
    keys.sort();
    return keys;
}

QStringList LocalToolRegistry::commandToolNames() const
{
    QStringList names;
    for (auto it = m_commands.constBegin(); it != m_commands.constEnd(); ++it) {
        if (*it)
            names << it.key();
    }
    names.sort();
    return names;
}

QString LocalToolRegistry::normalisedPeerKey(const QString& url)
{
    QUrl u(url.trimmed());
    if (!u.isValid() || u.scheme().isEmpty())
        return url.trimmed();
    u.setScheme(u.scheme().toLower());
    u.setHost(u.host().toLower());
    QString s = u.adjusted(QUrl::StripTrailingSlash | QUrl::NormalizePathSegments)
                    .toString(QUrl::FullyEncoded);
    while (s.endsWith(u'/'))
        s.chop(1);
    return s;
}

LocalToolRoute LocalToolRegistry::route(const LocalToolCallEvent& call) const
{
    switch (call.kind) {
    case LocalToolKind::McpLocal:
        return mcpRoute(call);
    case LocalToolKind::A2aLocal:
        return a2aRoute(call);
    case LocalToolKind::Local:
        return commandRoute(call);
    case LocalToolKind::Other:
        break;
    }
    LocalToolRoute none;
    none.description =
        tr("No handler: this build does not know the tool kind \"%1\".").arg(call.kindRaw);
    return none;
}

QString LocalToolRegistry::findServerTool(const QString& refName, const McpEntry& entry,
                                          const QString& toolName)
{
    if (!entry.client || toolName.isEmpty())
        return {};
    if (const QString declared = entry.modelToServer.value(toolName); !declared.isEmpty())
        return declared;
    // The names the server is known to have: its catalog once connected, else the declared ones.
    QStringList known;
    if (entry.client->state() == McpClient::State::Ready) {
        const QJsonArray tools = entry.client->tools();
        for (const QJsonValue& tool : tools)
            known << tool.toObject().value("name"_L1).toString();
    } else {
        known = entry.modelToServer.values();
    }
    // The SDKs strip `<server>_` before calling the server; a ref may also have declared the
    // tools under another prefix of the user's.
    QStringList candidates{toolName};
    const QStringList prefixes{refName + u'_', entry.client->config().effectiveToolPrefix(),
                               McpServerConfig::defaultToolPrefix(refName)};
    for (const QString& prefix : prefixes) {
        if (!prefix.isEmpty() && toolName.size() > prefix.size() && toolName.startsWith(prefix) &&
            !candidates.contains(toolName.mid(prefix.size())))
            candidates << toolName.mid(prefix.size());
    }
    for (const QString& candidate : std::as_const(candidates)) {
        if (known.contains(candidate))
            return candidate;
        if (const QString declared = entry.modelToServer.value(candidate); !declared.isEmpty())
            return declared;
    }
    // A name made valid by someone else's resolution (get_sum for the server's get-sum).
    for (const QString& candidate : std::as_const(candidates)) {
        QStringList matches;
        for (const QString& name : std::as_const(known)) {
            if (McpResolution::validModelName(name) == candidate && !matches.contains(name))
                matches << name;
        }
        if (matches.size() == 1)
            return matches.constFirst();
    }
    return {};
}

QString LocalToolRegistry::mcpServerTool(const QString& refName, const QString& toolName) const
{
    const auto it = m_mcp.constFind(refName);
    return it == m_mcp.constEnd() ? QString() : findServerTool(refName, *it, toolName);
}

LocalToolRoute LocalToolRegistry::mcpRoute(const LocalToolCallEvent& call) const
{
    LocalToolRoute r;
    // `mcpToolName` repeats the declared name; `name` is the fallback for servers without it.
    QStringList names;
    if (call.mcpToolName && !call.mcpToolName->isEmpty())
        names << *call.mcpToolName;
    if (!names.contains(call.name))
        names << call.name;
    const QString modelName = names.constFirst();
    const auto toolOn = [&names](const QString& refName, const McpEntry& entry) {
        for (const QString& name : std::as_const(names)) {
            if (const QString tool = findServerTool(refName, entry, name); !tool.isEmpty())
                return tool;
        }
        return QString();
    };

    QString serverName = call.mcpServer.value_or(QString());
    if (!call.mcpServer) {
        // Older servers: find the one server that has the tool under this name.
        QStringList candidates;
        for (auto it = m_mcp.constBegin(); it != m_mcp.constEnd(); ++it) {
            if (it->client && !toolOn(it.key(), *it).isEmpty())
                candidates << it.key();
        }
        if (candidates.size() != 1) {
            r.description = candidates.isEmpty()
                                ? tr("No handler: the call names no MCP server (mcpServer), and "
                                     "no configured server has a tool \"%1\".")
                                      .arg(modelName)
                                : tr("No handler: the call names no MCP server (mcpServer), and "
                                     "several configured servers have a tool \"%1\".")
                                      .arg(modelName);
            return r;
        }
        serverName = candidates.constFirst();
    }
    const auto it = m_mcp.constFind(serverName);
    if (it == m_mcp.constEnd() || !it->client) {
        r.description = tr("No handler: no MCP server named \"%1\" is configured.").arg(serverName);
        return r;
    }
    QString serverTool = toolOn(serverName, *it);
    if (serverTool.isEmpty()) {
        // While its catalog is not known yet, the server is asked under the name as it is.
        if (it->client->state() == McpClient::State::Ready) {
            r.description = tr("No handler: the MCP server \"%1\" has no tool \"%2\".")
                                .arg(serverName, modelName);
            return r;
        }
        serverTool = modelName;
    }
    r.handler = HandlerKind::Mcp;
    r.mcp = it->client;
    r.mcpServer = serverName;
    r.serverToolName = serverTool;
    r.description = tr("Calls the tool \"%1\" of the MCP server \"%2\" (%3).")
                        .arg(serverTool, serverName, it->client->endpoint());
    return r;
}

LocalToolRoute LocalToolRegistry::a2aRoute(const LocalToolCallEvent& call) const
{
    LocalToolRoute r;
    const QString key = call.agentCard ? A2aClient::peerKey(*call.agentCard) : QString();
    if (key.isEmpty()) {
        r.description = tr("No handler: the call carries no agent card URL to find its A2A "
                           "peer by.");
        return r;
    }
    A2aClient* client = m_a2a.value(normalisedPeerKey(key)).data();
    if (!client) {
        r.description = tr("No handler: no A2A peer is configured for %1.").arg(key);
        return r;
    }
    r.handler = HandlerKind::A2a;
    r.a2a = client;
    r.peerKey = key;
    const A2aEndpoint endpoint = client->endpoint();
    const QString name = AgentCardView(client->card()).name();
    r.description = tr("Sends the message to the A2A agent \"%1\" at %2 (%3).")
                        .arg(name.isEmpty() ? call.name : name,
                             endpoint.url.isValid() ? endpoint.url.toString() : key,
                             A2aClient::protocolName(endpoint.protocol));
    return r;
}

LocalToolRoute LocalToolRegistry::commandRoute(const LocalToolCallEvent& call) const
{
    LocalToolRoute r;
    CommandHandler* handler = m_commands.value(call.name).data();
    if (!handler) {
        r.description =
            tr("No handler: no command is configured for the tool \"%1\".").arg(call.name);
        return r;
    }
    r.handler = HandlerKind::Command;
    r.command = handler;
    r.description =
        tr("Runs %1 with the arguments as JSON on its standard input.").arg(commandLine(*handler));
    return r;
}

} // namespace mantyx
