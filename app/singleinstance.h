// SPDX-License-Identifier: MIT
// SingleInstance: one mantyx-inspector per user and settings folder. A second start hands its
// capture files (and --run) to the running one over a local socket and exits, so a capture
// double-clicked in the file manager opens in the window already there.
#pragma once

#include <memory>

#include <QObject>
#include <QString>
#include <QStringList>

class QLocalServer;
class QLockFile;

namespace mantyx {

class SingleInstance final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SingleInstance)

public:
    // `serverName` as QLocalServer takes it: a name, or an absolute socket path.
    explicit SingleInstance(QString serverName, QObject* parent = nullptr);
    ~SingleInstance() override;

    // The socket of this user's instance using this settings folder
    // (QStandardPaths::AppConfigLocation): in $XDG_RUNTIME_DIR where there is one, else a
    // per-user name in the temporary folder. Set the application's and organisation's
    // names first.
    static QString defaultServerName();

    QString serverName() const { return m_serverName; }

    // Hands `files` (made absolute against the current folder) and `runId` (may be empty) to
    // the instance listening on serverName(); true once it confirmed. False at once when none
    // listens, or after `timeoutMs` when it does not answer. Blocks: call it before the event
    // loop runs.
    bool forwardToRunning(const QStringList& files, const QString& runId,
                          int timeoutMs = 5000) const;

    // Becomes the running instance: takes the lock beside the socket (held until destroyed)
    // and listens for later instances, only to this user. A lock or socket left by an instance
    // that crashed is replaced; false (and why) when another instance holds the lock.
    bool listen(QString* error = nullptr);
    bool isListening() const;

    enum class Role
    {
        Forwarded, // a running instance took the files: exit
        Listening, // this is the running instance now
        Alone,     // neither (no lock, nobody answered): run without taking later starts' files
    };
    // What a start does: hands the files to the running instance, else becomes it. One that
    // is still starting (it holds the lock, does not listen yet) is waited for up to
    // `waitMs`. `error` says why for Alone.
    Role forwardOrListen(const QStringList& files, const QString& runId, int waitMs = 5000,
                         QString* error = nullptr);

    // The launch token the desktop gave this process (XDG_ACTIVATION_TOKEN, else
    // DESKTOP_STARTUP_ID), as acceptedLaunchToken() takes it; forwardToRunning() hands it on.
    static QString launchToken();
    // `token` when it looks like a launch token (1–256 printable ASCII characters), else empty.
    static QString acceptedLaunchToken(const QString& token);
    static constexpr qsizetype kMaxLaunchToken = 256;

signals:
    // A later instance was started with these files (absolute paths, maybe none) and run id
    // (maybe empty): open them and come to the front, with the later start's launch token
    // (maybe empty; LaunchActivation::activate()).
    void activationRequested(const QStringList& files, const QString& runId,
                             const QString& launchToken);

private:
    void onNewConnection();

    QString m_serverName;
    QLocalServer* m_server = nullptr;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace mantyx
