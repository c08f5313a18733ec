// SPDX-License-Identifier: MIT
// HttpConnection: the request/answer cycle of one socket, its timers and its graceful close.
#include "sandbox/httpconnection.h"

#include <QTcpSocket>

#include "sandbox/sandboxreply.h"

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// How long a closed connection waits for the client to go before it is cut: long enough for the
// client to read the last answer, short enough that refused clients do not pile up.
constexpr int LingerMs = 2000;
// What Qt buffers from a client while its request is answered; the rest waits in the kernel.
constexpr qint64 ReadBufferBytes = 256 * 1024;

// Header values come from the sandbox, some with parts a client chose (a redirect URI): a line
// break there would start a header of the client's making.
QByteArray headerSafe(QByteArrayView value)
{
    QByteArray safe = value.toByteArray();
    for (char& c : safe) {
        if (c == '\r' || c == '\n' || c == '\0')
            c = ' ';
    }
    return safe;
}

QString errorCodeFor(int status)
{
    switch (status) {
    case 408:
        return u"request_timeout"_s;
    case 413:
        return u"body_too_large"_s;
    case 414:
        return u"request_line_too_long"_s;
    case 431:
        return u"headers_too_large"_s;
    case 501:
        return u"not_implemented"_s;
    case 505:
        return u"http_version_not_supported"_s;
    default:
        return u"bad_request"_s;
    }
}

} // namespace

HttpConnection::HttpConnection(QTcpSocket* socket, const Options& options, QObject* parent)
    : QObject(parent)
    , m_socket(socket)
    , m_options(options)
    , m_parser(options.limits)
{
    socket->setParent(this);
    socket->setReadBufferSize(ReadBufferBytes);
    m_headerTimer.setSingleShot(true);
    m_headerTimer.setInterval(std::max(1, m_options.headerTimeoutMs));
    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(std::max(1, m_options.idleTimeoutMs));
    m_lingerTimer.setSingleShot(true);
    m_lingerTimer.setInterval(LingerMs);
    connect(&m_headerTimer, &QTimer::timeout, this, &HttpConnection::onHeaderTimeout);
    connect(&m_idleTimer, &QTimer::timeout, this, &HttpConnection::onIdleTimeout);
    connect(&m_lingerTimer, &QTimer::timeout, this, &HttpConnection::finishClose);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, &HttpConnection::finishClose);
    connect(socket, &QTcpSocket::bytesWritten, this, [this]() {
        if (m_phase == Phase::Closing)
            halfCloseWhenWritten();
    });
}

HttpConnection::~HttpConnection() = default;

void HttpConnection::start()
{
    // A new connection gets the header timeout from the start: one that never sends a byte is
    // as slow as one that sends a byte a minute.
    m_headerTimer.start();
    if (m_socket->bytesAvailable() > 0)
        processInput();
}

void HttpConnection::refuse(const SandboxReply& reply)
{
    m_phase = Phase::Busy;
    m_keepAlive = false;
    writeReply(reply, false, false);
    close();
}

bool HttpConnection::canRespond() const
{
    return m_phase == Phase::Busy && m_socket->state() == QAbstractSocket::ConnectedState;
}

void HttpConnection::respond(const SandboxReply& reply)
{
    if (!canRespond())
        return;
    writeReply(reply, m_keepAlive, m_headRequest);
    if (!m_keepAlive) {
        close();
        return;
    }
    m_phase = Phase::Reading;
    m_continueSent = false;
    m_idleTimer.start();
    // Queued: a client that pipelined many requests is answered one per event-loop pass, not
    // by recursion.
    QMetaObject::invokeMethod(this, &HttpConnection::processInput, Qt::QueuedConnection);
}

void HttpConnection::beginStream(int status,
                                 const QList<std::pair<QByteArray, QByteArray>>& headers)
{
    if (!canRespond())
        return;
    m_phase = Phase::Streaming;
    QByteArray head =
        "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    for (const auto& [name, value] : headers)
        head += headerSafe(name) + ": " + headerSafe(value) + "\r\n";
    head += "Connection: close\r\n\r\n";
    m_socket->write(head);
    m_socket->flush();
}

void HttpConnection::writeStreamBytes(QByteArrayView bytes)
{
    if (m_phase == Phase::Streaming)
        m_socket->write(bytes.data(), bytes.size());
}

void HttpConnection::close()
{
    if (m_phase == Phase::Closing)
        return;
    m_phase = Phase::Closing;
    m_headerTimer.stop();
    m_idleTimer.stop();
    markClosed();
    if (m_socket->state() != QAbstractSocket::ConnectedState) {
        finishClose();
        return;
    }
    // Whatever the client still sends is read and dropped: closing on unread bytes would reset
    // the connection and could destroy the answer before the client reads it.
    m_socket->readAll();
    m_lingerTimer.start();
    m_socket->flush();
    halfCloseWhenWritten();
}

void HttpConnection::halfCloseWhenWritten()
{
    if (m_halfClosed || m_socket->bytesToWrite() > 0)
        return;
    m_halfClosed = true;
#ifdef Q_OS_UNIX
    // Our side is done; the client sees the end of the answer and closes, which ends this.
    ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
#else
    m_socket->disconnectFromHost();
#endif
}

void HttpConnection::finishClose()
{
    m_headerTimer.stop();
    m_idleTimer.stop();
    m_lingerTimer.stop();
    m_phase = Phase::Closing;
    markClosed();
    if (m_deleting)
        return;
    m_deleting = true;
    disconnect(m_socket, nullptr, this, nullptr);
    m_socket->abort();
    deleteLater();
}

void HttpConnection::markClosed()
{
    if (m_closedEmitted)
        return;
    m_closedEmitted = true;
    emit closed();
}

void HttpConnection::onReadyRead()
{
    switch (m_phase) {
    case Phase::Reading:
        processInput();
        return;
    case Phase::Busy:
        return; // read once the answer is out
    case Phase::Streaming:
    case Phase::Closing:
        m_socket->readAll();
        return;
    }
}

void HttpConnection::processInput()
{
    if (m_phase != Phase::Reading)
        return;
    const QByteArray bytes = m_socket->readAll();
    // A TLS handshake record (https:// to this plain-http port): an answer in plain text would
    // only puzzle the client's TLS layer, hanging up lets it say the scheme is wrong.
    if (!m_sawRequest && m_parser.bufferedBytes() == 0 && bytes.startsWith('\x16')) {
        close();
        return;
    }
    const bool hadHead = m_parser.headComplete();
    switch (m_parser.feed(bytes)) {
    case HttpRequestParser::State::Error:
        failRequest(m_parser.errorStatus(), m_parser.errorReason());
        return;
    case HttpRequestParser::State::Complete: {
        m_headerTimer.stop();
        m_idleTimer.stop();
        const HttpRequestMessage request = m_parser.takeRequest();
        m_phase = Phase::Busy;
        m_keepAlive = request.keepAlive();
        m_headRequest = request.method == "HEAD";
        m_http10 = request.minorVersion == 0;
        m_sawRequest = true;
        emit requestReceived(request);
        return;
    }
    case HttpRequestParser::State::NeedMore:
        break;
    }
    if (m_parser.headComplete()) {
        // A body must keep moving: each piece of it restarts the clock.
        m_idleTimer.stop();
        if (!bytes.isEmpty() || !hadHead || !m_headerTimer.isActive())
            m_headerTimer.start();
        if (m_parser.expectsContinue() && !m_continueSent) {
            m_continueSent = true;
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
    } else if (m_parser.bufferedBytes() > 0) {
        m_idleTimer.stop();
        if (!m_headerTimer.isActive())
            m_headerTimer.start();
    } else if (!m_headerTimer.isActive() && !m_idleTimer.isActive()) {
        m_idleTimer.start();
    }
}

void HttpConnection::onHeaderTimeout()
{
    if (m_phase != Phase::Reading)
        return;
    if (m_parser.bufferedBytes() == 0 && !m_parser.headComplete()) {
        close(); // nothing was asked: nobody to answer
        return;
    }
    failRequest(408, tr("The request did not arrive within %1 ms.").arg(m_options.headerTimeoutMs));
}

void HttpConnection::onIdleTimeout()
{
    if (m_phase == Phase::Reading && m_parser.bufferedBytes() == 0 && !m_parser.headComplete())
        close();
}

void HttpConnection::failRequest(int status, const QString& message)
{
    if (m_phase == Phase::Closing)
        return;
    // After a framing error nothing that follows on this connection can be trusted to be a
    // request of its own: answer once and close.
    writeReply(SandboxReply::error(status, errorCodeFor(status), message), false, false);
    close();
}

void HttpConnection::writeReply(const SandboxReply& reply, bool keepAlive, bool headOnly)
{
    const int status = reply.status >= 200 && reply.status <= 599 ? reply.status : 500;
    // 204 and 304 have no body and announce none (RFC 9110 §8.6).
    const bool noBody = status == 204 || status == 304;
    QByteArray head =
        "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    if (!reply.contentType.isEmpty() && !noBody)
        head += "Content-Type: " + headerSafe(reply.contentType) + "\r\n";
    for (const auto& [name, value] : reply.headers) {
        if (name.compare("content-length", Qt::CaseInsensitive) == 0 ||
            name.compare("connection", Qt::CaseInsensitive) == 0)
            continue; // framing is this class's business
        head += headerSafe(name) + ": " + headerSafe(value) + "\r\n";
    }
    if (!noBody)
        head += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    if (!keepAlive)
        head += "Connection: close\r\n";
    else if (m_http10)
        head += "Connection: keep-alive\r\n"; // an HTTP/1.0 client assumes close otherwise
    head += "\r\n";
    m_socket->write(head);
    if (!headOnly && !noBody)
        m_socket->write(reply.body);
}

QByteArray HttpConnection::reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 303:
        return "See Other";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 308:
        return "Permanent Redirect";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Status";
    }
}

} // namespace mantyx
