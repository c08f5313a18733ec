// SPDX-License-Identifier: MIT
// HttpListener: accepting, the connection cap and its refusal.
#include "sandbox/httplistener.h"

#include <QCoreApplication>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include "sandbox/sandboxreply.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// After an accept error (out of file descriptors, say) the listener rests this long: retrying at
// once would spin on a socket that stays readable.
constexpr int AcceptRetryMs = 100;

} // namespace

HttpListener::HttpListener(const HttpConnection::Options& options, int maxConnections,
                           QObject* parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_options(options)
    , m_maxConnections(std::max(1, maxConnections))
{
    connect(m_server, &QTcpServer::newConnection, this, &HttpListener::onNewConnection);
    connect(m_server, &QTcpServer::acceptError, this, &HttpListener::onAcceptError);
}

HttpListener::~HttpListener() = default;

bool HttpListener::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (m_server->listen(address, port))
        return true;
    if (error)
        *error = m_server->errorString();
    return false;
}

bool HttpListener::isListening() const
{
    return m_server->isListening();
}

quint16 HttpListener::serverPort() const
{
    return m_server->serverPort();
}

QHostAddress HttpListener::serverAddress() const
{
    return m_server->serverAddress();
}

void HttpListener::onNewConnection()
{
    while (QTcpSocket* socket = m_server->nextPendingConnection()) {
        if (m_connections >= m_maxConnections) {
            if (m_refusing >= MaxRefusing) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            auto* refused = new HttpConnection(socket, m_options, this);
            ++m_refusing;
            connect(refused, &QObject::destroyed, this, [this]() { --m_refusing; });
            SandboxReply reply = SandboxReply::error(
                503, u"too_many_connections"_s,
                QCoreApplication::translate("mantyx::HttpListener",
                                            "The server has %1 connections open, its limit; try "
                                            "again when one has closed.")
                    .arg(m_maxConnections));
            reply.withHeader("Retry-After", "1");
            refused->refuse(reply);
            continue;
        }
        auto* connection = new HttpConnection(socket, m_options, this);
        ++m_connections;
        connect(connection, &QObject::destroyed, this, [this]() { --m_connections; });
        connect(connection, &HttpConnection::requestReceived, this,
                [this, connection](const HttpRequestMessage& request) {
                    emit requestReceived(connection, request);
                });
        connection->start();
    }
}

void HttpListener::onAcceptError()
{
    m_server->pauseAccepting();
    QTimer::singleShot(AcceptRetryMs, this, [this]() { m_server->resumeAccepting(); });
}

} // namespace mantyx
