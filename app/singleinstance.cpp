// SPDX-License-Identifier: MIT
#include "singleinstance.h"

#include <algorithm>
#include <memory>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QStandardPaths>
#include <QThread>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A request is one JSON object on one line: {"files":[…],"run":"…"}; the answer is "ok\n".
constexpr qsizetype kMaxRequest = 1 << 20;
const QByteArray kAcknowledgement = "ok\n"_ba;

} // namespace

SingleInstance::SingleInstance(QString serverName, QObject* parent)
    : QObject(parent)
    , m_serverName(std::move(serverName))
{}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultServerName()
{
    // The settings folder names the instance: tests and users that point XDG_CONFIG_HOME
    // elsewhere get an instance of their own. The user's name too, for the temporary folder,
    // which all users share (the socket itself is only theirs: UserAccessOption).
    const QString config = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    const QByteArray hash =
        QCryptographicHash::hash((user + u'\n' + config).toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(16);
    const QString name = QCoreApplication::applicationName() + u'-' + QString::fromLatin1(hash);
#ifdef Q_OS_UNIX
    // The session's own folder (only the user's, emptied at log-out), read directly: without
    // it QStandardPaths::RuntimeLocation would warn and make one up in the temporary folder.
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir())
        return runtime + u'/' + name + u".socket"_s;
#endif
    return name;
}

QString SingleInstance::launchToken()
{
    // Wayland's xdg-activation token, else X11's startup notification id.
    const QString wayland = qEnvironmentVariable("XDG_ACTIVATION_TOKEN");
    return acceptedLaunchToken(wayland.isEmpty() ? qEnvironmentVariable("DESKTOP_STARTUP_ID")
                                                 : wayland);
}

QString SingleInstance::acceptedLaunchToken(const QString& token)
{
    // What a desktop hands out: printable ASCII, short. Anything else goes nowhere near the
    // window system.
    if (token.isEmpty() || token.size() > kMaxLaunchToken)
        return {};
    for (const QChar c : token) {
        if (c.unicode() < 0x21 || c.unicode() > 0x7e)
            return {};
    }
    return token;
}

bool SingleInstance::forwardToRunning(const QStringList& files, const QString& runId,
                                      int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QJsonArray paths;
    for (const QString& file : files)
        paths.append(QDir::current().absoluteFilePath(file));
    QJsonObject request{{u"files"_s, paths}};
    if (!runId.isEmpty())
        request.insert(u"run"_s, runId);
    // The desktop's launch token of this start: the running window needs it to come to the
    // front where the desktop prevents focus stealing.
    if (const QString token = launchToken(); !token.isEmpty())
        request.insert(u"activation"_s, token);
    socket.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    QByteArray answer;
    while (!answer.contains('\n')) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
        answer += socket.readAll();
    }
    return answer.startsWith(kAcknowledgement);
}

bool SingleInstance::listen(QString* error)
{
    if (isListening())
        return true;
    // The lock decides who runs: QLocalServer with socket options replaces a socket file that
    // is there (a live one too), so the socket alone cannot. A lock whose process is gone is
    // taken over (QLockFile checks the process, never the age: setStaleLockTime(0)).
    if (!m_lock) {
        const QString lockPath = QDir::isAbsolutePath(m_serverName)
                                     ? m_serverName + u".lock"_s
                                     : QDir::temp().filePath(m_serverName + u".lock"_s);
        m_lock = std::make_unique<QLockFile>(lockPath);
        m_lock->setStaleLockTime(0);
    }
    if (!m_lock->isLocked() && !m_lock->tryLock(0)) {
        if (error)
            *error = m_lock->error() == QLockFile::LockFailedError
                         ? tr("Another instance holds %1.").arg(m_lock->fileName())
                         : tr("Could not create %1.").arg(m_lock->fileName());
        return false;
    }
    if (!m_server) {
        m_server = new QLocalServer(this);
        m_server->setSocketOptions(QLocalServer::UserAccessOption);
        connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
    }
    if (m_server->listen(m_serverName))
        return true;
    // A socket file left by an instance that crashed (we hold the lock: nobody else uses it).
    QLocalServer::removeServer(m_serverName);
    if (m_server->listen(m_serverName))
        return true;
    if (error)
        *error = m_server->errorString();
    m_lock->unlock();
    return false;
}

SingleInstance::Role SingleInstance::forwardOrListen(const QStringList& files, const QString& runId,
                                                     int waitMs, QString* error)
{
    if (forwardToRunning(files, runId))
        return Role::Forwarded;
    if (listen(error))
        return Role::Listening;
    // Another start holds the lock and is about to listen.
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < waitMs) {
        QThread::msleep(50);
        if (forwardToRunning(files, runId, std::max<int>(int(waitMs - timer.elapsed()), 100)))
            return Role::Forwarded;
    }
    return Role::Alone;
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        // The connection's bytes until its line ends; a connection that only probes is closed
        // without effect, one that sends too much or no JSON object is dropped.
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QLocalSocket::readyRead, this, [this, socket, buffer] {
            *buffer += socket->readAll();
            const qsizetype end = buffer->indexOf('\n');
            if (end < 0) {
                if (buffer->size() > kMaxRequest)
                    socket->abort();
                return;
            }
            const QJsonObject request = QJsonDocument::fromJson(buffer->left(end)).object();
            buffer->clear();
            if (!request.contains(u"files"_s)) {
                socket->abort();
                return;
            }
            QStringList files;
            const QJsonArray paths = request.value(u"files"_s).toArray();
            for (const QJsonValue& path : paths) {
                if (path.isString() && !path.toString().isEmpty())
                    files << path.toString();
            }
            socket->write(kAcknowledgement);
            socket->flush();
            socket->disconnectFromServer();
            emit activationRequested(
                files, request.value(u"run"_s).toString(),
                acceptedLaunchToken(request.value(u"activation"_s).toString()));
        });
    }
}

} // namespace mantyx
