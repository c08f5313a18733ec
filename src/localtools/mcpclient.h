// SPDX-License-Identifier: MIT
// McpClient: one connection to one local MCP server (stdio or Streamable HTTP) — initialize with
// protocol-version negotiation, the whole paginated tools/list (again on list_changed), tools/call
// with time-outs and cancellation, restart after a crash or hang — and bounded logs of the JSON-RPC
// traffic and the server's stderr, so the GUI can show what happened behind a tool call.
#pragma once

#include <functional>
#include <map>
#include <optional>

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include "localtools/mcpresolution.h"
#include "localtools/mcpresult.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/toolanswer.h"

class QTimer;

namespace mantyx {

class McpTransport;

// One JSON-RPC message as it crossed the wire.
struct McpTrafficEntry
{
    enum class Direction : quint8
    {
        Sent,
        Received,
    };

    Direction direction = Direction::Sent;
    QDateTime time;
    QString text;             // the JSON text as sent/received, cut to MaxTrafficTextChars
    qsizetype fullLength = 0; // characters before cutting
};

// One line of the server's log: its stderr (stdio), HTTP-level diagnostics, and the
// notifications/message log lines it sends.
struct McpLogLine
{
    QDateTime time;
    QString text;
};

// How one tools/call ended.
struct McpCallOutcome
{
    enum class Status : quint8
    {
        Answered, // the server returned a CallToolResult (which may itself say isError)
        RpcError, // the server answered with a JSON-RPC error
        Failed,   // no answer: not connected, time-out, cancelled, crash, HTTP failure
    };

    Status status = Status::Failed;
    qint64 requestId = 0;
    QJsonObject result;     // Answered: the CallToolResult, verbatim
    McpFlattened flattened; // Answered: the result flattened (answer, notes, flags)
    ToolAnswer answer;      // always: what to send the run (an error answer unless Answered)
    int errorCode = 0;      // RpcError
    QString errorMessage;   // RpcError: the server's words
    QJsonValue errorData;   // RpcError
    QString failure;        // Failed: translated
    bool timedOut = false;
    bool cancelled = false;
    qint64 elapsedMs = 0;

    bool answered() const { return status == Status::Answered; }
    // The call went through and the tool itself reported a failure (isError).
    bool isToolError() const { return answered() && flattened.isError; }
};

class McpClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpClient)

public:
    enum class State : quint8
    {
        Stopped,  // never started, or stop()ped
        Starting, // connecting, initialize, tools/list
        Ready,    // tools known; calls go through
        Failed,   // start failed or the connection died; restart() to try again
    };
    Q_ENUM(State)

    static constexpr qsizetype MaxTrafficEntries = 2000;
    static constexpr qsizetype MaxTrafficChars = 16 * 1024 * 1024;
    static constexpr qsizetype MaxTrafficTextChars = 1024 * 1024;
    static constexpr qsizetype MaxLogLines = 5000;
    static constexpr int MaxToolListPages = 1000;
    // What the server sends that this client cannot use — lines that are not JSON, JSON that is
    // not JSON-RPC, answers to requests it is not waiting for — is logged and skipped, but more
    // than this many bytes of it with nothing usable in between ends the connection: a server
    // flooding stdout with anything but MCP gets its calls failed at once, not at their time-out.
    static constexpr qsizetype MaxUnusableBytes = qsizetype(4) * 1024 * 1024;
    // Of such messages in a row, this many are logged (traffic and server log); the rest are
    // only counted, so a flood costs the log views nothing.
    static constexpr qint64 MaxUnusableLogged = 20;

    using CallCallback = std::function<void(const McpCallOutcome&)>;

    explicit McpClient(McpServerConfig config, QObject* parent = nullptr);
    // Ends the connection like stop(), but outstanding callbacks are dropped, not called.
    ~McpClient() override;

    // Revisions this client speaks, newest first: 2025-06-18, 2025-03-26, 2024-11-05.
    static QStringList supportedProtocolVersions();
    static QString stateName(State state); // translated

    const McpServerConfig& config() const { return m_config; }
    // Takes effect at the next start()/restart().
    void setConfig(const McpServerConfig& config) { m_config = config; }

    State state() const;
    QString lastError() const { return m_lastError; }

    // Connect, initialize, notifications/initialized, tools/list to the end, then ready().
    // Does nothing while Starting or Ready.
    void start();
    // Clean end: stdin closed (then SIGTERM, SIGKILL) or the HTTP session DELETEd. Outstanding
    // calls end Failed (their callbacks run from the event loop).
    void stop();
    void restart();

    // From initialize (empty before): `serverInfo` verbatim, the negotiated revision, the
    // server's capabilities and instructions.
    QJsonObject serverInfo() const { return m_serverInfo; }
    QString protocolVersion() const { return m_protocolVersion; }
    QJsonObject serverCapabilities() const { return m_serverCapabilities; }
    QString instructions() const { return m_instructions; }
    // Every tools/list page joined, each Tool verbatim.
    QJsonArray tools() const { return m_tools; }
    // The mcp_local ref for the current catalog under the config's naming choices.
    McpResolution resolution(const QSet<QString>& takenNames = {}) const;

    // tools/call under the server's own tool name (see McpResolution::serverToolName()).
    // `done` runs once, unless `context` is destroyed first (nullptr: this client). Returns the
    // JSON-RPC request id, or 0 when not Ready (`done` then reports that, from the event loop).
    // `done` may stop or restart the client, but must not delete it (use deleteLater()).
    qint64 callTool(const QString& serverToolName, const QJsonObject& arguments, QObject* context,
                    CallCallback done);
    // Sends notifications/cancelled for an outstanding call and ends it as cancelled.
    bool cancelCall(qint64 requestId);
    // tools/list again (what list_changed does); ignored unless Ready.
    void refreshTools();
    qsizetype pendingRequestCount() const { return qsizetype(m_pending.size()); }

    qint64 processId() const;  // the stdio child's, else 0
    QString sessionId() const; // the Streamable HTTP session, else empty
    QString endpoint() const;  // the command line or URL

    // Bounded logs, oldest first; the *Dropped counts say how many older entries were evicted.
    const QList<McpTrafficEntry>& trafficLog() const { return m_traffic; }
    qint64 trafficDropped() const { return m_trafficDropped; }
    const QList<McpLogLine>& serverLog() const { return m_log; }
    qint64 serverLogDropped() const { return m_logDropped; }

signals:
    void stateChanged(mantyx::McpClient::State state);
    void ready();
    void failed(const QString& reason);
    void toolsChanged();
    void toolsRefreshFailed(const QString& reason);
    // Every notification the server sent (after the client acted on it).
    void notificationReceived(const QString& method, const QJsonObject& params);
    void trafficAppended(const mantyx::McpTrafficEntry& entry);
    void serverLogAppended(const QList<mantyx::McpLogLine>& lines);
    // A previous connection has finished closing (process ended, session deleted).
    void disconnected();

private:
    struct RpcResult
    {
        bool ok = false;
        QJsonValue result;
        bool rpcError = false;
        int code = 0;
        QString message;
        QJsonValue data;
        QString failure; // translated: no answer
        bool timedOut = false;
        bool cancelled = false;
    };
    using Handler = std::function<void(const RpcResult&)>;
    struct Pending
    {
        QString method;
        Handler handler;
        QTimer* timer = nullptr;
        QElapsedTimer started;
        int timeoutMs = 0;
        int maxMs = 0;
        qint64 unusableAtStart = 0; // m_unusableCount when it was sent
    };

    void setState(State state);
    void fail(const QString& reason);
    void retireTransport();
    void failPending(const QString& reason);

    qint64 sendRequest(const QString& method, const QJsonObject& params, int timeoutMs, int maxMs,
                       Handler handler, qint64 id = 0);
    void sendNotification(const QString& method, const QJsonObject& params);
    void transmit(const QJsonObject& message, std::optional<qint64> requestId);
    std::optional<Pending> takePending(qint64 id);

    void onOpened();
    void onMessage(const QByteArray& json);
    void onRequestFailed(qint64 id, const QString& reason);
    void onTimeout(qint64 id);
    // False, with `why` (translated), for a message this client could not use.
    bool handleMessage(const QJsonValue& value, QString* why);
    bool handleResponse(const QJsonObject& message, QString* why);
    void noteUnusable(qsizetype bytes, const QString& what);
    bool logsUnusable() const;
    void handleNotification(const QString& method, const QJsonObject& params);
    void handleServerRequest(const QJsonValue& id, const QString& method);

    void onInitialized(const RpcResult& reply);
    void listTools();
    void requestToolsPage(const QString& cursor);
    void onToolsPage(const RpcResult& reply);
    void listingFailed(const QString& reason);

    void logTraffic(McpTrafficEntry::Direction direction, const QByteArray& json);
    void logLines(const QStringList& lines);

    McpServerConfig m_config;
    McpTransport* m_transport = nullptr;
    State m_state = State::Stopped;
    QString m_lastError;
    quint64 m_generation = 0;
    qint64 m_nextId = 0;
    std::map<qint64, Pending> m_pending;

    QJsonObject m_serverInfo;
    QJsonObject m_serverCapabilities;
    QString m_protocolVersion;
    QString m_instructions;
    QJsonArray m_tools;
    bool m_initialized = false;

    // tools/list in progress
    bool m_listing = false;
    bool m_relistWanted = false;
    QJsonArray m_listAccumulated;
    QSet<QString> m_listCursors;
    int m_listPages = 0;

    QList<McpTrafficEntry> m_traffic;
    qsizetype m_trafficChars = 0;
    qint64 m_trafficDropped = 0;
    QList<McpLogLine> m_log;
    qint64 m_logDropped = 0;

    qint64 m_unusableCount = 0;    // messages the server sent that could not be used, ever
    qint64 m_unusableInARow = 0;   // since the last usable message
    qsizetype m_unusableBytes = 0; // their bytes since the last usable message
    QString m_lastUnusable;        // the last one, described for a time-out message
};

} // namespace mantyx
