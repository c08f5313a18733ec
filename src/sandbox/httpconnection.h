// SPDX-License-Identifier: MIT
// HttpConnection: one accepted socket of the sandbox — parses requests one at a time, writes
// answers and event streams, keeps the connection alive or closes it, and enforces the header,
// body and idle timeouts so a slow or silent client cannot hold it forever.
#pragma once

#include <utility>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTimer>

#include "sandbox/httprequestparser.h"

class QTcpSocket;

namespace mantyx {

struct SandboxReply;

class HttpConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpConnection)

public:
    struct Options
    {
        // The whole request head (from the connection's start, or from the first byte of a
        // later request) must arrive within this; a body must keep moving at least this often.
        int headerTimeoutMs = 10000;
        // A kept-alive connection with no request in progress is closed after this.
        int idleTimeoutMs = 60000;
        HttpRequestParser::Limits limits;
    };

    // Takes the socket over (it becomes a child); start() begins reading.
    HttpConnection(QTcpSocket* socket, const Options& options, QObject* parent = nullptr);
    ~HttpConnection() override;

    void start();
    // Answers at once and closes: the connection cap's refusal.
    void refuse(const SandboxReply& reply);

    // True while an answer to the current request can still be written.
    bool canRespond() const;
    // Answers the current request; the connection then waits for the next one, unless the
    // request or the reply's own Connection header says close.
    void respond(const SandboxReply& reply);

    // An event stream: writes the head now (body delimited by the close, Connection: close),
    // then whatever writeStreamBytes() is given, until close().
    void beginStream(int status, const QList<std::pair<QByteArray, QByteArray>>& headers);
    void writeStreamBytes(QByteArrayView bytes);
    bool isStreaming() const { return m_phase == Phase::Streaming; }

    // Sends what was written, then ends the connection without losing it to a reset.
    void close();

    static QByteArray reasonPhrase(int status);

signals:
    void requestReceived(const mantyx::HttpRequestMessage& request);
    // The connection will not carry anything more (closing or gone).
    void closed();

private:
    enum class Phase
    {
        Reading,   // waiting for (more of) a request
        Busy,      // a request is being answered
        Streaming, // an event stream is open
        Closing,   // written out, waiting for the peer to go or the linger time to pass
    };

    void onReadyRead();
    void processInput();
    void onHeaderTimeout();
    void onIdleTimeout();
    void writeReply(const SandboxReply& reply, bool keepAlive, bool headOnly);
    void failRequest(int status, const QString& message);
    void halfCloseWhenWritten();
    void finishClose();
    void markClosed();

    QTcpSocket* const m_socket; // a child: lives exactly as long as this
    Options m_options;
    HttpRequestParser m_parser;
    Phase m_phase = Phase::Reading;
    QTimer m_headerTimer;
    QTimer m_idleTimer;
    QTimer m_lingerTimer;
    bool m_keepAlive = true;
    bool m_headRequest = false;
    bool m_http10 = false;
    bool m_sawRequest = false; // a request came in on this connection
    bool m_continueSent = false;
    bool m_closedEmitted = false;
    bool m_halfClosed = false;
    bool m_deleting = false;
};

} // namespace mantyx
