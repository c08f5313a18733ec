// SPDX-License-Identifier: MIT
// HttpListener: the sandbox's listening socket — accepts connections up to a cap, refuses the
// rest with a clean 503 instead of exhausting file descriptors, and backs off on accept errors.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>

#include "sandbox/httpconnection.h"

class QTcpServer;

namespace mantyx {

class HttpListener final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpListener)

public:
    // Refused connections waiting for their 503 to be read; past this they are cut at once.
    static constexpr int MaxRefusing = 64;

    HttpListener(const HttpConnection::Options& options, int maxConnections,
                 QObject* parent = nullptr);
    ~HttpListener() override;

    // Says why it cannot listen (the socket's error) through `error`.
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    bool isListening() const;
    quint16 serverPort() const;
    QHostAddress serverAddress() const;

    // Connections that hold a socket (closing ones included), refused ones not counted.
    int connectionCount() const { return m_connections; }

signals:
    void requestReceived(mantyx::HttpConnection* connection,
                         const mantyx::HttpRequestMessage& request);

private:
    void onNewConnection();
    void onAcceptError();

    QTcpServer* m_server = nullptr;
    HttpConnection::Options m_options;
    int m_maxConnections = 0;
    int m_connections = 0;
    int m_refusing = 0;
};

} // namespace mantyx
