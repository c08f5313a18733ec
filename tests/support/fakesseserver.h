// SPDX-License-Identifier: MIT
// FakeSseServer: a scripted loopback HTTP server for the stream cases a real server does not
// produce on demand — holes in seq, replays that ignore the resume point, `retry:` fields,
// Retry-After, HTML answers, redirects — each connection answered by a test-supplied handler;
// every request head is kept, so a test can tell what reached which server.
#pragma once

#include <functional>
#include <memory>

#include <QByteArray>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

namespace mantyx::clienttest {

using namespace Qt::StringLiterals;

class FakeSseServer final
{
public:
    // Called once per connection with its index (0, 1, ...) and the request head.
    using Handler = std::function<void(int index, const QByteArray& head, QTcpSocket* socket)>;

    explicit FakeSseServer(Handler handler)
        : m_handler(std::move(handler))
    {
        m_server.listen(QHostAddress::LocalHost);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection())
                accept(socket);
        });
    }
    Q_DISABLE_COPY_MOVE(FakeSseServer)

    QUrl baseUrl() const { return QUrl(u"http://127.0.0.1:%1"_s.arg(m_server.serverPort())); }
    QUrl streamUrl() const
    {
        return QUrl(baseUrl().toString() + u"/api/v1/workspaces/w/agent-runs/run_fake/stream"_s);
    }
    const QList<QByteArray>& requests() const { return m_requests; }

    static QByteArray head(int status = 200, const QByteArray& contentType = "text/event-stream",
                           const QByteArray& extraHeaders = {})
    {
        QByteArray reason = status == 200 ? "OK" : "Status";
        return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
               "\r\nContent-Type: " + contentType + "\r\nConnection: close\r\n" + extraHeaders +
               "\r\n";
    }
    // A redirect to `location`, with a small body, as a moved or hostile server answers.
    static QByteArray redirect(int status, const QUrl& location)
    {
        return head(status, "text/plain", "Location: " + location.toEncoded() + "\r\n") + "moved";
    }
    // An answer with a JSON body.
    static QByteArray json(int status, const QByteArray& body)
    {
        return head(status, "application/json") + body;
    }
    // How often a header (case-insensitive name) occurs in a request head.
    static int headerCount(const QByteArray& requestHead, const QByteArray& name)
    {
        int n = 0;
        const QByteArray prefix = name.toLower() + ':';
        for (const QByteArray& line : requestHead.split('\n')) {
            if (line.trimmed().toLower().startsWith(prefix))
                ++n;
        }
        return n;
    }
    static QByteArray frame(qint64 seq, const QByteArray& type, const QByteArray& data = "{}")
    {
        return "id: " + QByteArray::number(seq) + "\nevent: " + type +
               "\ndata: {\"seq\":" + QByteArray::number(seq) + ",\"type\":\"" + type +
               "\",\"data\":" + data + "}\n\n";
    }
    static QByteArray delta(qint64 seq)
    {
        return frame(seq, "assistant_delta", "{\"text\":\"t" + QByteArray::number(seq) + "\"}");
    }
    static QByteArray result(qint64 seq)
    {
        return frame(seq, "result",
                     "{\"ok\":true,\"text\":\"done\",\"tokens\":{\"inputTokens\":1,"
                     "\"cachedTokens\":0,\"reasoningTokens\":0,\"outputTokens\":1},"
                     "\"turns\":1,\"model\":{\"id\":\"m\",\"provider\":\"p\","
                     "\"vendorModelId\":\"v\"}}");
    }
    // Deltas from..to (inclusive).
    static QByteArray deltas(qint64 from, qint64 to)
    {
        QByteArray out;
        for (qint64 s = from; s <= to; ++s)
            out += delta(s);
        return out;
    }
    // Writes later, if the socket is still there (it is the timer's context).
    static void later(QTcpSocket* socket, int ms, const QByteArray& bytes, bool close = false)
    {
        QTimer::singleShot(ms, socket, [socket, bytes, close] { send(socket, bytes, close); });
    }
    static void send(QTcpSocket* socket, const QByteArray& bytes, bool close = false)
    {
        socket->write(bytes);
        if (close)
            socket->disconnectFromHost();
    }

private:
    void accept(QTcpSocket* socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        auto handled = std::make_shared<bool>(false);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer, handled] {
            *buffer += socket->readAll();
            if (*handled || !buffer->contains("\r\n\r\n"))
                return;
            *handled = true;
            const QByteArray requestHead = buffer->left(buffer->indexOf("\r\n\r\n"));
            m_requests.append(requestHead);
            m_handler(int(m_requests.size()) - 1, requestHead, socket);
        });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }

    QTcpServer m_server;
    Handler m_handler;
    QList<QByteArray> m_requests;
};

} // namespace mantyx::clienttest
