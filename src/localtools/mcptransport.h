// SPDX-License-Identifier: MIT
// McpTransport: how JSON-RPC messages travel between McpClient and one MCP server. The client
// owns the protocol (ids, time-outs, initialize, notifications); a transport only moves whole
// messages and says when the connection is gone, so stdio and Streamable HTTP share one client.
#pragma once

#include <optional>

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

namespace mantyx {

struct McpServerConfig;

class McpTransport : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpTransport)

public:
    explicit McpTransport(QObject* parent = nullptr);
    ~McpTransport() override;

    // The transport the config asks for, not yet opened.
    static McpTransport* create(const McpServerConfig& config, QObject* parent);

    // Starts connecting; ends with opened() or failed().
    virtual void open() = 0;
    // One JSON-RPC message (or batch), already serialised. `requestId` is set for a request that
    // expects a response: a transport that cannot deliver one says so with requestFailed().
    virtual void send(const QByteArray& message, std::optional<qint64> requestId) = 0;
    // After `notifications/initialized`: start receiving what the server sends unasked (the
    // HTTP transport opens its GET stream; stdio always receives).
    virtual void startListening() {}
    // Ends the connection cleanly, asynchronously; closed() follows once everything is released.
    // No other signal is emitted after close().
    virtual void close() = 0;

    // The negotiated revision (HTTP sends it as MCP-Protocol-Version).
    virtual void setProtocolVersion(const QString& version) { Q_UNUSED(version) }
    // The child's process id (stdio, while running), else 0.
    virtual qint64 processId() const { return 0; }
    // The Mcp-Session-Id the server assigned (HTTP), else empty.
    virtual QString sessionId() const { return {}; }
    // What this transport talks to, for messages: the command line or the URL.
    virtual QString endpoint() const = 0;

signals:
    void opened();
    // One JSON text as received (an object or a batch array); the client parses it.
    void messageReceived(const QByteArray& json);
    // A request's exchange ended without delivering its response (HTTP); ignored by the
    // client when the response had already arrived.
    void requestFailed(qint64 requestId, const QString& reason);
    // The connection is gone for good (process exited, server unreachable, session ended).
    void failed(const QString& reason);
    // Complete lines the server wrote to stderr (stdio).
    void stderrLinesReceived(const QStringList& lines);
    // After close(): the process has ended / the session was deleted.
    void closed();
};

} // namespace mantyx
