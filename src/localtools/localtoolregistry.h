// SPDX-License-Identifier: MIT
// LocalToolRegistry: the one table that says which handler answers a local_tool_call, keyed as
// wire-protocol §13 says — MCP clients by the `mcp_local` ref name (the call's `mcpServer`), A2A
// peers by `agentCard.url`, command handlers by tool name (`kind` missing means `local`) — and
// what would run, in words, for the pending-call panel.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "protocol/runevent.h"

namespace mantyx {

class A2aClient;
class CommandHandler;
class McpClient;
class McpResolution;

enum class HandlerKind : quint8
{
    None,    // nothing registered answers the call
    Mcp,     // an McpClient: tools/call
    A2a,     // an A2aClient: message/send or SendMessage
    Command, // a CommandHandler: an executable
};

// Where one call goes. The pointers are guarded: a handler deleted after lookup reads as null.
struct LocalToolRoute
{
    HandlerKind handler = HandlerKind::None;
    QPointer<McpClient> mcp;
    QString mcpServer;      // the registry key (the ref's name)
    QString serverToolName; // the tool's name on that MCP server (may differ from the model's)
    QPointer<A2aClient> a2a;
    QString peerKey; // the registry key (agentCard.url, or the card's first interface URL)
    QPointer<CommandHandler> command;
    // Translated, one sentence: what would run ("Calls the tool … of the MCP server …"), or why
    // nothing can ("No MCP server named … is configured.").
    QString description;

    bool isValid() const { return handler != HandlerKind::None; }
};

class LocalToolRegistry final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalToolRegistry)

public:
    explicit LocalToolRegistry(QObject* parent = nullptr);
    ~LocalToolRegistry() override;

    // Handlers are not owned: whoever created them keeps them (a deleted one drops out).
    // Registering a key again replaces the earlier handler.

    // `modelToServer` maps the model-facing tool names of the ref to the server's own names
    // (McpResolution::nameMap()). A call may also name the tool otherwise than declared (the
    // SDKs' `<server>_<tool>` where the ref declared bare names, or the bare name where it
    // declared prefixed ones): see mcpServerTool(). A server not connected yet is called with
    // the name as it is, so the call reports that.
    void addMcpServer(const QString& refName, McpClient* client,
                      const QHash<QString, QString>& modelToServer = {});
    void addMcpServer(McpClient* client, const McpResolution& resolution); // key: the ref's name
    // By A2aClient::peerKey(client->card()); false (nothing registered) when the card has no URL.
    bool addA2aPeer(A2aClient* client);
    void addA2aPeer(const QString& peerKey, A2aClient* client);
    void addCommand(const QString& toolName, CommandHandler* handler);

    void removeMcpServer(const QString& refName);
    void removeA2aPeer(const QString& peerKey);
    void removeCommand(const QString& toolName);
    void clear();

    McpClient* mcpServer(const QString& refName) const;
    A2aClient* a2aPeer(const QString& peerKey) const;
    CommandHandler* command(const QString& toolName) const;
    QStringList mcpServerNames() const;
    QStringList a2aPeerKeys() const;
    QStringList commandToolNames() const;

    // The handler for `call`: by its `kind` (omitted: local). An mcp_local call without
    // `mcpServer` (older servers) goes to the one server that knows the tool.
    LocalToolRoute route(const LocalToolCallEvent& call) const;

    // The tool of the MCP server `refName` that a call naming `toolName` means, in this order:
    // the name as declared (the name map); the server's own tool of that very name; the name
    // less a `<refName>_` prefix (or the server's configured prefix) as either of those; then a
    // unique server tool whose name made valid is the name (get-sum for get_sum). Empty when
    // none is, or when there is no such server.
    QString mcpServerTool(const QString& refName, const QString& toolName) const;
    QString describe(const LocalToolCallEvent& call) const { return route(call).description; }

    // Peer keys compare without a trailing slash and with scheme and host in lower case, so the
    // card a server echoes finds its peer even when a proxy rewrote the URL's spelling.
    static QString normalisedPeerKey(const QString& url);

signals:
    void changed();

private:
    struct McpEntry
    {
        QPointer<McpClient> client;
        QHash<QString, QString> modelToServer;
    };

    LocalToolRoute mcpRoute(const LocalToolCallEvent& call) const;
    static QString findServerTool(const QString& refName, const McpEntry& entry,
                                  const QString& toolName);
    LocalToolRoute a2aRoute(const LocalToolCallEvent& call) const;
    LocalToolRoute commandRoute(const LocalToolCallEvent& call) const;

    QHash<QString, McpEntry> m_mcp;
    QHash<QString, QPointer<A2aClient>> m_a2a; // by normalisedPeerKey()
    QHash<QString, QString> m_a2aKeys;         // normalised → as registered
    QHash<QString, QPointer<CommandHandler>> m_commands;
};

} // namespace mantyx
