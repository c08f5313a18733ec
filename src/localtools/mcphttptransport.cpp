// SPDX-License-Identifier: MIT
// McpHttpTransport: one QNetworkReply per message, read as JSON or SSE, in send order where
// the order matters (a notification is delivered before anything sent after it).
#include "localtools/mcphttptransport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>

#include "sse/sseparser.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

bool isEventStream(const QByteArray& contentType)
{
    return contentType.trimmed().toLower().startsWith(QByteArrayLiteral("text/event-stream"));
}

int httpStatus(QNetworkReply* reply)
{
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

// A JSON-RPC error's message from an HTTP error body, if it carries one.
QString rpcErrorMessage(const QByteArray& body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QString message = object.value("error"_L1).toObject().value("message"_L1).toString();
    return message;
}

} // namespace

McpHttpTransport::McpHttpTransport(QUrl url, QMap<QString, QString> headers, QObject* parent)
    : McpTransport(parent)
    , m_url(std::move(url))
    , m_headers(std::move(headers))
{
    m_deleteTimer.setSingleShot(true);
    connect(&m_deleteTimer, &QTimer::timeout, this, [this] {
        if (QNetworkReply* reply = std::exchange(m_deleteReply, nullptr)) {
            disconnect(reply, nullptr, this, nullptr);
            reply->abort();
            reply->deleteLater();
        }
        emit closed();
    });
}

McpHttpTransport::~McpHttpTransport()
{
    m_done = true;
    dropExchanges();
    if (QNetworkReply* reply = std::exchange(m_deleteReply, nullptr)) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater(); // or with m_network, its parent, right after this
    }
}

QString McpHttpTransport::endpoint() const
{
    return m_url.toDisplayString();
}

void McpHttpTransport::open()
{
    const QString scheme = m_url.scheme().toLower();
    if (!m_url.isValid() || m_url.host().isEmpty() ||
        (scheme != "http"_L1 && scheme != "https"_L1)) {
        QTimer::singleShot(0, this, [this] {
            fail(tr("The MCP server URL must be an http:// or https:// address; got \"%1\".")
                     .arg(m_url.toDisplayString()));
        });
        return;
    }
    // Nothing to connect: the first POST (initialize) is the connection.
    QTimer::singleShot(0, this, [this] {
        if (!m_done)
            emit opened();
    });
}

QNetworkRequest McpHttpTransport::makeRequest(bool eventStreamOnly) const
{
    QNetworkRequest request(m_url);
    // The user's headers first, so none of them can replace the protocol's own.
    for (auto it = m_headers.cbegin(); it != m_headers.cend(); ++it)
        request.setRawHeader(it.key().toUtf8(), it.value().toUtf8());
    request.setRawHeader(QByteArrayLiteral("Accept"),
                         eventStreamOnly
                             ? QByteArrayLiteral("text/event-stream")
                             : QByteArrayLiteral("application/json, text/event-stream"));
    if (!m_sessionId.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Mcp-Session-Id"), m_sessionId.toUtf8());
    if (!m_protocolVersion.isEmpty())
        request.setRawHeader(QByteArrayLiteral("MCP-Protocol-Version"), m_protocolVersion.toUtf8());
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    return request;
}

void McpHttpTransport::send(const QByteArray& message, std::optional<qint64> requestId)
{
    if (m_done)
        return;
    Queued item{message, requestId, false};
    if (m_barriers > 0)
        m_queue.append(item);
    else
        post(item);
}

void McpHttpTransport::startListening()
{
    if (m_done || m_listening)
        return;
    Queued item{{}, std::nullopt, true};
    if (m_barriers > 0)
        m_queue.append(item);
    else
        post(item);
}

void McpHttpTransport::post(const Queued& item)
{
    QNetworkReply* reply = nullptr;
    Exchange exchange;
    if (item.listen) {
        reply = m_network.get(makeRequest(true));
        exchange.listen = true;
        m_listening = true;
    } else {
        QNetworkRequest request = makeRequest(false);
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/json"));
        reply = m_network.post(request, item.message);
        exchange.requestId = item.requestId;
        // Notifications and responses are ordered before what follows them: `initialized`
        // must reach the server before tools/list does, over whichever connection.
        exchange.barrier = !item.requestId.has_value();
        if (exchange.barrier)
            ++m_barriers;
    }
    m_exchanges.emplace(reply, std::move(exchange));
    connect(reply, &QNetworkReply::readyRead, this, [this, reply] { onReadyRead(reply); });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onFinished(reply); });
}

void McpHttpTransport::flushQueue()
{
    while (m_barriers == 0 && !m_queue.isEmpty() && !m_done)
        post(m_queue.takeFirst());
}

void McpHttpTransport::onReadyRead(QNetworkReply* reply)
{
    auto it = m_exchanges.find(reply);
    if (it == m_exchanges.end())
        return;
    Exchange& ex = it->second;
    const QByteArray chunk = reply->readAll();
    ex.bytes += chunk.size();
    if (ex.bytes > MaxResponseBytes) {
        const std::optional<qint64> id = ex.requestId;
        const bool barrier = ex.barrier;
        m_exchanges.erase(it);
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
        diagnose(tr("An HTTP response of the MCP server passed %1 MB and was cut off.")
                     .arg(MaxResponseBytes / (1024 * 1024)));
        if (barrier && --m_barriers == 0)
            flushQueue();
        if (id)
            emit requestFailed(*id, tr("The MCP server's response passed %1 MB and was cut off.")
                                        .arg(MaxResponseBytes / (1024 * 1024)));
        return;
    }
    if (!ex.typeKnown) {
        ex.typeKnown = true;
        const int status = httpStatus(reply);
        if (status >= 200 && status < 300 && isEventStream(reply->rawHeader("Content-Type")))
            ex.sse = std::make_unique<SseParser>();
    }
    if (!ex.sse) {
        ex.body.append(chunk);
        return;
    }
    deliver(reply, takeMessages(*ex.sse, chunk));
}

QList<QByteArray> McpHttpTransport::takeMessages(SseParser& parser, QByteArrayView chunk)
{
    QList<QByteArray> messages;
    parser.feed(chunk, [&messages](const SseFrameView& frame) {
        // MCP sends JSON-RPC as "message" events; an empty data field primes a resumable stream.
        if ((frame.event.isEmpty() || frame.event == "message") && !frame.data.trimmed().isEmpty())
            messages.append(frame.data.toByteArray());
    });
    return messages;
}

void McpHttpTransport::deliver(QNetworkReply* reply, QList<QByteArray> messages)
{
    for (const QByteArray& message : std::as_const(messages)) {
        // A receiver may close this transport; then the rest is dropped.
        if (m_done || (reply && m_exchanges.find(reply) == m_exchanges.end()))
            return;
        emit messageReceived(message);
    }
}

void McpHttpTransport::onFinished(QNetworkReply* reply)
{
    reply->deleteLater();
    if (reply->bytesAvailable() > 0)
        onReadyRead(reply);
    auto node = m_exchanges.extract(reply);
    if (node.empty())
        return;
    Exchange ex = std::move(node.mapped());
    const int status = httpStatus(reply);
    const QByteArray session = reply->rawHeader("Mcp-Session-Id");
    if (!session.isEmpty() && m_sessionId.isEmpty())
        m_sessionId = QString::fromUtf8(session);
    if (ex.barrier && --m_barriers == 0)
        QTimer::singleShot(0, this, [this] { flushQueue(); });

    if (ex.sse)
        ex.sse->finish(); // an unterminated last frame is dropped, as SSE says

    if (ex.listen) {
        m_listening = false;
        if (status == 405)
            return; // the server offers no GET stream: fine, MCP makes it optional
        if (!m_done && !m_closing)
            diagnose(status > 0
                         ? tr("The MCP server's event stream ended (HTTP %1).").arg(status)
                         : tr("The MCP server's event stream ended: %1").arg(reply->errorString()));
        return;
    }

    const QNetworkReply::NetworkError error = reply->error();
    // Below 200 the errors are about the connection, not the HTTP answer: no answer at all, or
    // one cut off mid-stream. Either way the server is gone or unreachable.
    if (error != QNetworkReply::NoError && int(error) < int(QNetworkReply::ContentAccessDenied)) {
        if (error != QNetworkReply::OperationCanceledError || !m_closing)
            fail(tr("Could not reach the MCP server at %1: %2")
                     .arg(endpoint(), reply->errorString()));
        return;
    }
    if (status >= 200 && status < 300) {
        if (!ex.sse && !ex.body.trimmed().isEmpty())
            deliver(nullptr, {ex.body});
        if (ex.requestId && !m_done)
            emit requestFailed(
                *ex.requestId,
                tr("The MCP server's HTTP response (%1) ended without a reply.").arg(status));
        return;
    }
    if (status == 404 && !m_sessionId.isEmpty()) {
        fail(tr("The MCP server no longer knows this session (HTTP 404); restart the connection "
                "to open a new one."));
        return;
    }
    // An HTTP error may still carry the JSON-RPC error response for this request.
    const QString rpcMessage = rpcErrorMessage(ex.body);
    if (!rpcMessage.isEmpty() &&
        QJsonDocument::fromJson(ex.body).object().value("id"_L1).isDouble())
        deliver(nullptr, {ex.body});
    const QString reason =
        rpcMessage.isEmpty()
            ? tr("The MCP server answered HTTP %1 %2.")
                  .arg(status)
                  .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString())
            : tr("The MCP server answered HTTP %1: %2").arg(status).arg(rpcMessage);
    if (ex.requestId) {
        if (!m_done)
            emit requestFailed(*ex.requestId, reason);
    } else {
        diagnose(reason);
    }
}

void McpHttpTransport::diagnose(const QString& line)
{
    if (!m_done)
        emit stderrLinesReceived({line});
}

void McpHttpTransport::fail(const QString& reason)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(reason);
}

void McpHttpTransport::dropExchanges()
{
    auto exchanges = std::exchange(m_exchanges, {});
    for (auto& [reply, exchange] : exchanges) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
    }
    m_queue.clear();
    m_barriers = 0;
    m_listening = false;
}

void McpHttpTransport::close()
{
    if (m_closing)
        return;
    m_closing = true;
    m_done = true;
    dropExchanges();
    if (m_sessionId.isEmpty()) {
        QTimer::singleShot(0, this, [this] { emit closed(); });
        return;
    }
    // Streamable HTTP: a client that is done with a session says so with DELETE.
    m_deleteReply = m_network.sendCustomRequest(makeRequest(false), QByteArrayLiteral("DELETE"));
    connect(m_deleteReply, &QNetworkReply::finished, this, [this] {
        m_deleteTimer.stop();
        if (QNetworkReply* reply = std::exchange(m_deleteReply, nullptr))
            reply->deleteLater();
        emit closed();
    });
    m_deleteTimer.start(DeleteTimeoutMs);
}

} // namespace mantyx
