// SPDX-License-Identifier: MIT
// McpHttpTransport: the MCP Streamable HTTP transport — each message POSTed to one endpoint, the
// reply read as JSON or as an SSE stream (src/sse), the server's Mcp-Session-Id carried on every
// later request and DELETEd on close, user headers on everything, and an optional GET stream for
// what the server sends unasked (tools/list_changed).
#pragma once

#include <map>
#include <memory>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QMap>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QString>
#include <QTimer>
#include <QUrl>

#include "localtools/mcptransport.h"

class QNetworkReply;

namespace mantyx {

class SseParser;

class McpHttpTransport final : public McpTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpHttpTransport)

public:
    // One response (JSON body, or all of one SSE stream) larger than this is cut off: a bound
    // on what a broken server can make us buffer.
    static constexpr qint64 MaxResponseBytes = qint64(64) * 1024 * 1024;
    static constexpr int DeleteTimeoutMs = 3000;

    McpHttpTransport(QUrl url, QMap<QString, QString> headers, QObject* parent = nullptr);
    ~McpHttpTransport() override;

    void open() override;
    void send(const QByteArray& message, std::optional<qint64> requestId) override;
    void startListening() override;
    void close() override;
    void setProtocolVersion(const QString& version) override { m_protocolVersion = version; }
    QString sessionId() const override { return m_sessionId; }
    QString endpoint() const override;

    // The GET stream for server-initiated messages is open (servers may refuse it with 405).
    bool isListening() const { return m_listening; }

    // The JSON-RPC messages that `chunk` of an event-stream response completes: the data of each
    // "message" event (or one without a name) that is not blank.
    static QList<QByteArray> takeMessages(SseParser& parser, QByteArrayView chunk);

private:
    struct Exchange
    {
        std::optional<qint64> requestId;
        std::unique_ptr<SseParser> sse; // set once the reply turned out to be an event stream
        QByteArray body;                // a JSON (or error) body, until finished
        qint64 bytes = 0;
        bool typeKnown = false;
        bool barrier = false; // a notification or response: later messages wait for its end
        bool listen = false;  // the GET stream
    };
    struct Queued
    {
        QByteArray message;
        std::optional<qint64> requestId;
        bool listen = false;
    };

    QNetworkRequest makeRequest(bool eventStreamOnly) const;
    void post(const Queued& item);
    void flushQueue();
    void onReadyRead(QNetworkReply* reply);
    void onFinished(QNetworkReply* reply);
    void deliver(QNetworkReply* reply, QList<QByteArray> messages);
    void diagnose(const QString& line);
    void fail(const QString& reason);
    void dropExchanges();

    QUrl m_url;
    QMap<QString, QString> m_headers;
    QNetworkAccessManager m_network;
    std::map<QNetworkReply*, Exchange> m_exchanges;
    QList<Queued> m_queue;
    QString m_sessionId;
    QString m_protocolVersion;
    QTimer m_deleteTimer;
    QNetworkReply* m_deleteReply = nullptr;
    int m_barriers = 0;
    bool m_listening = false;
    bool m_closing = false;
    bool m_done = false;
};

} // namespace mantyx
