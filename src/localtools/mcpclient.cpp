// SPDX-License-Identifier: MIT
// McpClient: the JSON-RPC session over a McpTransport — ids, time-outs, routing of responses,
// notifications and server requests, and the start/list/ready state machine.
#include "localtools/mcpclient.h"

#include <climits>
#include <memory>

#include <QJsonDocument>
#include <QTimer>

#include "localtools/mcptransport.h"
#include "localtools/peertext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto JsonRpcVersion = "2.0"_L1;
constexpr int MethodNotFound = -32601;

QString compactText(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
}

// Always JSON, so that the id "7" (a string) reads differently from 7.
QString jsonText(const QJsonValue& value)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
}

constexpr qsizetype QuotedMessageChars = 120;

} // namespace

McpClient::McpClient(McpServerConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{}

McpClient::~McpClient()
{
    // Callbacks may point at objects that are being destroyed with us: drop, do not call. Their
    // time-out timers are children and go with this object (no event loop runs in between).
    m_pending.clear();
    // Transports (the current one and any still closing) are children; end them now, while
    // this object is whole, rather than from ~QObject: taken from the children and deleted here.
    // Their destructors end the process.
    const QList<McpTransport*> transports = findChildren<McpTransport*>(Qt::FindDirectChildrenOnly);
    for (McpTransport* transport : transports) {
        disconnect(transport, nullptr, this, nullptr);
        const std::unique_ptr<McpTransport> ending(transport);
    }
    m_transport = nullptr;
}

QStringList McpClient::supportedProtocolVersions()
{
    return {u"2025-06-18"_s, u"2025-03-26"_s, u"2024-11-05"_s};
}

QString McpClient::stateName(State state)
{
    switch (state) {
    case State::Stopped:
        return tr("stopped");
    case State::Starting:
        return tr("starting");
    case State::Ready:
        return tr("ready");
    case State::Failed:
        return tr("failed");
    }
    return {};
}

McpClient::State McpClient::state() const
{
    // Out of line: GCC's -Wnull-dereference flags the inlined load in callers that test a
    // QPointer<McpClient> first.
    return m_state;
}

qint64 McpClient::processId() const
{
    return m_transport ? m_transport->processId() : 0;
}

QString McpClient::sessionId() const
{
    return m_transport ? m_transport->sessionId() : QString();
}

QString McpClient::endpoint() const
{
    if (m_transport)
        return m_transport->endpoint();
    if (m_config.transport == McpServerConfig::Transport::Http)
        return m_config.url.toDisplayString();
    return (QStringList{m_config.command} + m_config.arguments).join(u' ');
}

McpResolution McpClient::resolution(const QSet<QString>& takenNames) const
{
    return McpResolution::resolve(m_config, m_serverInfo, m_tools, takenNames);
}

// ---------------------------------------------------------------------------------------------
// Lifecycle

void McpClient::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void McpClient::start()
{
    if (m_state == State::Starting || m_state == State::Ready)
        return;
    ++m_generation;
    m_lastError.clear();
    m_initialized = false;
    m_listing = false;
    m_relistWanted = false;
    m_serverInfo = {};
    m_serverCapabilities = {};
    m_protocolVersion.clear();
    m_instructions.clear();
    setState(State::Starting);

    if (const QStringList problems = m_config.problems(); !problems.isEmpty()) {
        fail(problems.join(u' '));
        return;
    }
    m_transport = McpTransport::create(m_config, this);
    connect(m_transport, &McpTransport::opened, this, &McpClient::onOpened);
    connect(m_transport, &McpTransport::messageReceived, this, &McpClient::onMessage);
    connect(m_transport, &McpTransport::requestFailed, this, &McpClient::onRequestFailed);
    connect(m_transport, &McpTransport::failed, this, &McpClient::fail);
    connect(m_transport, &McpTransport::stderrLinesReceived, this, &McpClient::logLines);
    m_transport->open();
}

void McpClient::stop()
{
    if (m_state == State::Stopped)
        return;
    ++m_generation;
    retireTransport();
    m_listing = false;
    m_relistWanted = false;
    failPending(tr("The connection to the MCP server \"%1\" was stopped.").arg(m_config.name));
    setState(State::Stopped);
}

void McpClient::restart()
{
    stop();
    start();
}

void McpClient::fail(const QString& reason)
{
    if (m_state == State::Stopped || m_state == State::Failed)
        return;
    ++m_generation;
    m_lastError = reason;
    retireTransport();
    m_listing = false;
    m_relistWanted = false;
    failPending(reason);
    const quint64 generation = m_generation;
    setState(State::Failed);
    if (generation == m_generation) // a stateChanged() receiver may have restarted us
        emit failed(reason);
}

void McpClient::retireTransport()
{
    McpTransport* transport = std::exchange(m_transport, nullptr);
    if (!transport)
        return;
    disconnect(transport, nullptr, this, nullptr);
    // What a server writes on its way out still belongs in its log.
    connect(transport, &McpTransport::stderrLinesReceived, this, &McpClient::logLines);
    connect(transport, &McpTransport::closed, this, [this, transport] {
        transport->deleteLater();
        emit disconnected();
    });
    transport->close();
}

void McpClient::failPending(const QString& reason)
{
    auto pending = std::exchange(m_pending, {});
    for (auto& [id, p] : pending) {
        if (p.timer)
            p.timer->deleteLater();
        RpcResult r;
        r.failure = reason;
        // From the event loop: a callback may well restart this client.
        QTimer::singleShot(0, this, [handler = std::move(p.handler), r] { handler(r); });
    }
}

// ---------------------------------------------------------------------------------------------
// Sending

void McpClient::transmit(const QJsonObject& message, std::optional<qint64> requestId)
{
    if (!m_transport)
        return;
    const QByteArray json = QJsonDocument(message).toJson(QJsonDocument::Compact);
    logTraffic(McpTrafficEntry::Direction::Sent, json);
    m_transport->send(json, requestId);
}

qint64 McpClient::sendRequest(const QString& method, const QJsonObject& params, int timeoutMs,
                              int maxMs, Handler handler, qint64 id)
{
    if (id == 0)
        id = ++m_nextId;
    Pending p;
    p.method = method;
    p.handler = std::move(handler);
    p.timeoutMs = std::max(1, timeoutMs);
    p.maxMs = std::max(p.timeoutMs, maxMs);
    p.started.start();
    p.unusableAtStart = m_unusableCount;
    p.timer = new QTimer(this);
    p.timer->setSingleShot(true);
    connect(p.timer, &QTimer::timeout, this, [this, id] { onTimeout(id); });
    p.timer->start(p.timeoutMs);
    m_pending.emplace(id, std::move(p));

    QJsonObject message{{"jsonrpc"_L1, JsonRpcVersion}, {"id"_L1, id}, {"method"_L1, method}};
    if (!params.isEmpty())
        message.insert("params"_L1, params);
    transmit(message, id);
    return id;
}

void McpClient::sendNotification(const QString& method, const QJsonObject& params)
{
    QJsonObject message{{"jsonrpc"_L1, JsonRpcVersion}, {"method"_L1, method}};
    if (!params.isEmpty())
        message.insert("params"_L1, params);
    transmit(message, std::nullopt);
}

std::optional<McpClient::Pending> McpClient::takePending(qint64 id)
{
    auto node = m_pending.extract(id);
    if (node.empty())
        return std::nullopt;
    Pending p = std::move(node.mapped());
    if (p.timer) {
        p.timer->stop();
        p.timer->deleteLater(); // may be the timer whose timeout is running
        p.timer = nullptr;
    }
    return p;
}

void McpClient::onTimeout(qint64 id)
{
    std::optional<Pending> p = takePending(id);
    if (!p)
        return;
    // MCP: a request that timed out is cancelled, except initialize, which must not be.
    if (p->method != "initialize"_L1) {
        sendNotification(u"notifications/cancelled"_s,
                         QJsonObject{{"requestId"_L1, id}, {"reason"_L1, u"timed out"_s}});
    }
    RpcResult r;
    r.timedOut = true;
    r.failure = tr("The MCP server \"%1\" did not answer %2 within %3 s.")
                    .arg(m_config.name, p->method)
                    .arg(double(p->started.elapsed()) / 1000.0, 0, 'f', 1);
    if (const qint64 unusable = m_unusableCount - p->unusableAtStart; unusable > 0) {
        // Often the answer is among them, broken: say so rather than only "no answer".
        r.failure += u' ' + tr("Meanwhile it sent %n message(s) this client could not use; the "
                               "last: %1.",
                               nullptr, int(std::min<qint64>(unusable, INT_MAX)))
                                .arg(m_lastUnusable);
    }
    p->handler(r);
}

void McpClient::onRequestFailed(qint64 id, const QString& reason)
{
    std::optional<Pending> p = takePending(id);
    if (!p)
        return; // answered already
    RpcResult r;
    r.failure = reason;
    p->handler(r);
}

// ---------------------------------------------------------------------------------------------
// Receiving

bool McpClient::logsUnusable() const
{
    return m_unusableInARow < MaxUnusableLogged;
}

void McpClient::onMessage(const QByteArray& json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    // Past a few unusable messages in a row only what may be usable is logged: a flood would
    // otherwise reach every log view one message at a time.
    const QJsonObject object = document.object();
    const bool mayBeUsable = document.isArray() || object.value("method"_L1).isString() ||
                             m_pending.count(object.value("id"_L1).toInteger(-1)) != 0;
    if (mayBeUsable || logsUnusable())
        logTraffic(McpTrafficEntry::Direction::Received, json);
    if (error.error != QJsonParseError::NoError) {
        if (logsUnusable())
            logLines({tr("The MCP server sent something that is not JSON (%1); it was ignored.")
                          .arg(error.errorString())});
        noteUnusable(json.size(),
                     tr("a line that is not JSON (%1): %2")
                         .arg(error.errorString(), PeerText::quote(json, QuotedMessageChars)));
        return;
    }
    const quint64 generation = m_generation;
    QString why;
    bool usable = false;
    if (document.isArray()) {
        const QJsonArray batch = document.array();
        for (const QJsonValue& v : batch) {
            if (generation != m_generation)
                return; // a message in the batch ended this connection
            usable = handleMessage(v, &why) || usable;
        }
        if (batch.isEmpty())
            why = tr("an empty batch");
    } else {
        usable = handleMessage(document.object(), &why);
    }
    if (generation != m_generation)
        return;
    if (usable) {
        if (m_unusableInARow > MaxUnusableLogged) {
            logLines({tr("%n more message(s) that could not be used were not logged.", nullptr,
                         int(std::min<qint64>(m_unusableInARow - MaxUnusableLogged, INT_MAX)))});
        }
        m_unusableBytes = 0;
        m_unusableInARow = 0;
        return;
    }
    noteUnusable(json.size(), why);
}

void McpClient::noteUnusable(qsizetype bytes, const QString& what)
{
    ++m_unusableCount;
    ++m_unusableInARow;
    if (m_unusableInARow == MaxUnusableLogged) {
        logLines({tr("The MCP server keeps sending messages that cannot be used; further ones "
                     "are counted, not logged.")});
    }
    m_unusableBytes += bytes;
    m_lastUnusable = what;
    if (m_unusableBytes > MaxUnusableBytes) {
        m_unusableBytes = 0;
        fail(tr("The MCP server \"%1\" sent more than %2 MB that is not MCP (%n message(s) in "
                "all; the last: %3); the connection was closed.",
                nullptr, int(std::min<qint64>(m_unusableCount, INT_MAX)))
                 .arg(m_config.name)
                 .arg(MaxUnusableBytes / (1024 * 1024))
                 .arg(what));
    }
}

bool McpClient::handleMessage(const QJsonValue& value, QString* why)
{
    const QJsonObject message = value.toObject();
    const QJsonValue method = message.value("method"_L1);
    const QJsonValue id = message.value("id"_L1);
    if (method.isString()) {
        // A server request carries an id; a notification has none, and is never a reply.
        if (!id.isUndefined() && !id.isNull())
            handleServerRequest(id, method.toString());
        else
            handleNotification(method.toString(), message.value("params"_L1).toObject());
        return true;
    }
    if (!id.isUndefined())
        return handleResponse(message, why);
    if (logsUnusable())
        logLines({tr("The MCP server sent a JSON-RPC message that is neither a request, a "
                     "notification nor a response; it was ignored.")});
    *why = tr("JSON that is not a JSON-RPC message: %1")
               .arg(PeerText::quote(jsonText(value), QuotedMessageChars));
    return false;
}

bool McpClient::handleResponse(const QJsonObject& message, QString* why)
{
    const QJsonValue idValue = message.value("id"_L1);
    const qint64 id = idValue.isDouble() ? idValue.toInteger(-1) : -1;
    std::optional<Pending> p = takePending(id);
    if (!p) {
        const QString idText = PeerText::quote(jsonText(idValue), QuotedMessageChars);
        if (logsUnusable())
            logLines(
                {tr("The MCP server answered a request this client is not waiting for (id %1); "
                    "it was ignored.")
                     .arg(idText)});
        *why = tr("an answer to a request this client is not waiting for (id %1)").arg(idText);
        return false;
    }
    RpcResult r;
    if (message.value("error"_L1).isObject()) {
        const QJsonObject error = message.value("error"_L1).toObject();
        r.rpcError = true;
        r.code = error.value("code"_L1).toInt();
        r.message = error.value("message"_L1).toString();
        r.data = error.value("data"_L1);
    } else if (message.contains("result"_L1)) {
        r.ok = true;
        r.result = message.value("result"_L1);
    } else {
        r.failure =
            tr("The MCP server's response to %1 has neither a result nor an error.").arg(p->method);
    }
    p->handler(r);
    return true;
}

void McpClient::handleNotification(const QString& method, const QJsonObject& params)
{
    if (method == "notifications/tools/list_changed"_L1) {
        if (m_state == State::Ready || (m_state == State::Starting && m_initialized))
            listTools();
    } else if (method == "notifications/progress"_L1) {
        // MCP lets progress keep a request alive; maxMs still bounds it.
        const QJsonValue token = params.value("progressToken"_L1);
        const auto it = token.isDouble() ? m_pending.find(token.toInteger(-1)) : m_pending.end();
        if (it != m_pending.end() && it->second.timer) {
            const qint64 left = it->second.maxMs - it->second.started.elapsed();
            if (left > 0)
                it->second.timer->start(int(std::min<qint64>(it->second.timeoutMs, left)));
        }
    } else if (method == "notifications/message"_L1) {
        const QString logger = params.value("logger"_L1).toString();
        const QString level = params.value("level"_L1).toString();
        const QString data = compactText(params.value("data"_L1));
        logLines({logger.isEmpty() ? tr("[%1] %2").arg(level, data)
                                   : tr("[%1 %2] %3").arg(level, logger, data)});
    }
    emit notificationReceived(method, params);
}

void McpClient::handleServerRequest(const QJsonValue& id, const QString& method)
{
    QJsonObject reply{{"jsonrpc"_L1, JsonRpcVersion}, {"id"_L1, id}};
    if (method == "ping"_L1) {
        reply.insert("result"_L1, QJsonObject{});
    } else {
        // No sampling, roots or elicitation: this client declared no such capability.
        reply.insert("error"_L1,
                     QJsonObject{{"code"_L1, MethodNotFound},
                                 {"message"_L1, QString(u"Method not found: "_s + method)}});
    }
    transmit(reply, std::nullopt);
}

// ---------------------------------------------------------------------------------------------
// initialize and tools/list

void McpClient::onOpened()
{
    const QString preferred = m_config.protocolVersion.isEmpty()
                                  ? supportedProtocolVersions().constFirst()
                                  : m_config.protocolVersion;
    const QJsonObject params{
        {"protocolVersion"_L1, preferred},
        // Nothing offered to the server: no roots, sampling or elicitation.
        {"capabilities"_L1, QJsonObject{}},
        {"clientInfo"_L1, QJsonObject{{"name"_L1, u"mantyx-inspector"_s},
                                      {"title"_L1, u"MANTYX Run Inspector"_s},
                                      {"version"_L1, QStringLiteral(MANTYX_VERSION)}}},
    };
    const quint64 generation = m_generation;
    sendRequest(u"initialize"_s, params, m_config.requestTimeoutMs, m_config.requestTimeoutMs,
                [this, generation](const RpcResult& r) {
                    if (generation == m_generation)
                        onInitialized(r);
                });
}

void McpClient::onInitialized(const RpcResult& reply)
{
    if (!reply.ok) {
        fail(reply.rpcError ? tr("The MCP server \"%1\" refused initialize: %2 (error %3).")
                                  .arg(m_config.name, reply.message)
                                  .arg(reply.code)
                            : reply.failure);
        return;
    }
    const QJsonObject result = reply.result.toObject();
    const QString version = result.value("protocolVersion"_L1).toString();
    if (!supportedProtocolVersions().contains(version)) {
        fail(tr("The MCP server \"%1\" speaks protocol revision \"%2\", which this client does "
                "not (it speaks %3).")
                 .arg(m_config.name, version, supportedProtocolVersions().join(", "_L1)));
        return;
    }
    m_protocolVersion = version;
    m_serverInfo = result.value("serverInfo"_L1).toObject();
    m_serverCapabilities = result.value("capabilities"_L1).toObject();
    m_instructions = result.value("instructions"_L1).toString();
    m_initialized = true;
    m_transport->setProtocolVersion(version);
    sendNotification(u"notifications/initialized"_s, {});
    m_transport->startListening();
    listTools();
}

void McpClient::refreshTools()
{
    if (m_state == State::Ready)
        listTools();
}

void McpClient::listTools()
{
    if (m_listing) {
        m_relistWanted = true; // the list in flight may predate the change
        return;
    }
    m_listing = true;
    m_relistWanted = false;
    m_listAccumulated = {};
    m_listCursors.clear();
    m_listPages = 0;
    requestToolsPage({});
}

void McpClient::requestToolsPage(const QString& cursor)
{
    QJsonObject params;
    if (!cursor.isNull())
        params.insert("cursor"_L1, cursor);
    const quint64 generation = m_generation;
    sendRequest(u"tools/list"_s, params, m_config.requestTimeoutMs, m_config.requestTimeoutMs,
                [this, generation](const RpcResult& r) {
                    if (generation == m_generation)
                        onToolsPage(r);
                });
}

void McpClient::onToolsPage(const RpcResult& reply)
{
    if (!reply.ok) {
        if (reply.rpcError && reply.code == MethodNotFound &&
            !m_serverCapabilities.contains("tools"_L1)) {
            // A server without tools: an empty catalog, not a failure.
            m_listAccumulated = {};
        } else {
            listingFailed(
                reply.rpcError
                    ? tr("tools/list failed: %1 (error %2).").arg(reply.message).arg(reply.code)
                    : reply.failure);
            return;
        }
    } else {
        const QJsonObject result = reply.result.toObject();
        const QJsonArray page = result.value("tools"_L1).toArray();
        for (const QJsonValue& tool : page)
            m_listAccumulated.append(tool);
        ++m_listPages;
        const QJsonValue next = result.value("nextCursor"_L1);
        if (next.isString() && !next.toString().isEmpty()) {
            const QString cursor = next.toString();
            if (m_listCursors.contains(cursor) || m_listPages >= MaxToolListPages) {
                listingFailed(tr("The MCP server's tools/list pages do not end (cursor \"%1\" "
                                 "after %2 pages).")
                                  .arg(cursor.left(80))
                                  .arg(m_listPages));
                return;
            }
            m_listCursors.insert(cursor);
            requestToolsPage(cursor);
            return;
        }
    }

    m_listing = false;
    const bool changed = m_tools != m_listAccumulated;
    m_tools = std::exchange(m_listAccumulated, {});
    const bool wasStarting = m_state == State::Starting;
    const quint64 generation = m_generation;
    if (wasStarting)
        setState(State::Ready);
    if (changed && generation == m_generation)
        emit toolsChanged();
    if (wasStarting && generation == m_generation)
        emit ready();
    if (m_relistWanted && generation == m_generation && m_state == State::Ready)
        listTools();
}

void McpClient::listingFailed(const QString& reason)
{
    m_listing = false;
    m_listAccumulated = {};
    if (m_state == State::Starting) {
        fail(reason);
        return;
    }
    // A failed refresh keeps the catalog we had: runs in flight still match it.
    emit toolsRefreshFailed(reason);
    if (m_relistWanted && m_state == State::Ready)
        listTools();
}

// ---------------------------------------------------------------------------------------------
// tools/call

qint64 McpClient::callTool(const QString& serverToolName, const QJsonObject& arguments,
                           QObject* context, CallCallback done)
{
    QPointer<QObject> guard(context ? context : this);
    if (m_state != State::Ready) {
        McpCallOutcome outcome;
        outcome.failure = tr("The MCP server \"%1\" is not connected (%2).")
                              .arg(m_config.name, stateName(m_state));
        if (!m_lastError.isEmpty() && m_state == State::Failed)
            outcome.failure += u' ' + m_lastError;
        outcome.answer = ToolAnswer::failure(McpResult::limitErrorText(outcome.failure));
        QTimer::singleShot(0, guard.data(), [done = std::move(done), outcome] { done(outcome); });
        return 0;
    }
    const qint64 id = ++m_nextId;
    QJsonObject params{{"name"_L1, serverToolName}, {"arguments"_L1, arguments}};
    // Asking for progress lets a long call keep itself alive past callTimeoutMs.
    params.insert("_meta"_L1, QJsonObject{{"progressToken"_L1, id}});
    McpResult::Options flatten;
    flatten.allowFiles = m_config.allowFiles;
    QElapsedTimer clock;
    clock.start();
    sendRequest(
        u"tools/call"_s, params, m_config.callTimeoutMs, m_config.maxCallMs,
        [guard, done = std::move(done), id, flatten, clock](const RpcResult& r) {
            if (!guard)
                return;
            McpCallOutcome outcome;
            outcome.requestId = id;
            outcome.elapsedMs = clock.elapsed();
            outcome.timedOut = r.timedOut;
            outcome.cancelled = r.cancelled;
            if (r.ok && r.result.isObject()) {
                outcome.status = McpCallOutcome::Status::Answered;
                outcome.result = r.result.toObject();
                outcome.flattened = McpResult::flatten(outcome.result, flatten);
                outcome.answer = outcome.flattened.answer;
            } else if (r.rpcError) {
                outcome.status = McpCallOutcome::Status::RpcError;
                outcome.errorCode = r.code;
                outcome.errorMessage = r.message;
                outcome.errorData = r.data;
                outcome.answer = ToolAnswer::failure(McpResult::limitErrorText(
                    McpClient::tr("MCP error %1: %2").arg(r.code).arg(r.message)));
            } else {
                outcome.failure = r.ok ? McpClient::tr("The MCP server's tools/call result is not "
                                                       "an object.")
                                       : r.failure;
                outcome.answer = ToolAnswer::failure(McpResult::limitErrorText(outcome.failure));
            }
            done(outcome);
        },
        id);
    return id;
}

bool McpClient::cancelCall(qint64 requestId)
{
    const auto it = m_pending.find(requestId);
    if (it == m_pending.end() || it->second.method != "tools/call"_L1)
        return false;
    std::optional<Pending> p = takePending(requestId);
    sendNotification(u"notifications/cancelled"_s,
                     QJsonObject{{"requestId"_L1, requestId}, {"reason"_L1, u"cancelled"_s}});
    RpcResult r;
    r.cancelled = true;
    r.failure = tr("The call to the MCP server \"%1\" was cancelled.").arg(m_config.name);
    p->handler(r);
    return true;
}

// ---------------------------------------------------------------------------------------------
// Logs

void McpClient::logTraffic(McpTrafficEntry::Direction direction, const QByteArray& json)
{
    McpTrafficEntry entry;
    entry.direction = direction;
    entry.time = QDateTime::currentDateTimeUtc();
    entry.text = QString::fromUtf8(json);
    entry.fullLength = entry.text.size();
    if (entry.text.size() > MaxTrafficTextChars) {
        entry.text.truncate(MaxTrafficTextChars);
        entry.text +=
            tr("… (%n more character(s))", nullptr, int(entry.fullLength - MaxTrafficTextChars));
    }
    m_trafficChars += entry.text.size();
    m_traffic.append(entry);
    while (m_traffic.size() > MaxTrafficEntries ||
           (m_trafficChars > MaxTrafficChars && m_traffic.size() > 1)) {
        m_trafficChars -= m_traffic.constFirst().text.size();
        m_traffic.removeFirst();
        ++m_trafficDropped;
    }
    emit trafficAppended(entry);
}

void McpClient::logLines(const QStringList& lines)
{
    if (lines.isEmpty())
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<McpLogLine> added;
    added.reserve(lines.size());
    for (const QString& line : lines)
        added.append(McpLogLine{now, line});
    m_log.append(added);
    if (m_log.size() > MaxLogLines) {
        const qsizetype excess = m_log.size() - MaxLogLines;
        m_log.remove(0, excess);
        m_logDropped += excess;
    }
    emit serverLogAppended(added);
}

} // namespace mantyx
