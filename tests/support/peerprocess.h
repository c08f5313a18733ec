// SPDX-License-Identifier: MIT
// PeerProcess: one npm test peer (tests/peers: the A2A test agent, server-everything, …) run by
// node for a test: started, awaited until it says it is ready, stopped when destroyed, and its
// stderr shown when it fails, so that tests share one copy of this process handling.
#pragma once

#include <functional>

#include <QByteArray>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace mantyx {

class PeerProcess final
{
public:
    // Generous: the suite also runs under ASan on two shared cores.
    static constexpr int DefaultTimeoutMs = 30000;

    PeerProcess();
    ~PeerProcess();
    Q_DISABLE_COPY_MOVE(PeerProcess)

    // node on PATH (empty when missing), the tests/peers folder and the scripts in it.
    static QString node();
    static QString peersDir();
    static QString a2aAgentScript();   // tests/peers/a2a-agent.mjs
    static QString everythingScript(); // @modelcontextprotocol/server-everything
    // Empty when node and the peers (scripts/install-peers.sh) are installed; else what is not.
    static QString missingPeers();

    // Before start(). Ready means: a complete line of stdout or stderr matches the pattern
    // (default: "listening <port>", what a2a-agent.mjs prints) and the check, when set, holds.
    // The pattern's first capture, when it has one, is the port. An empty pattern needs no line.
    void setReadyPattern(const QRegularExpression& pattern);
    void setReadyCheck(std::function<bool()> check);
    void setEnvironmentVariable(const QString& name, const QString& value);
    void setTimeoutMs(int timeoutMs);

    // Runs `node script arguments…` in peersDir() and waits, running the event loop, until it is
    // ready. False when it is not (not installed, exited, timed out): `error` then says why,
    // with what the peer printed, and the peer is stopped.
    bool start(const QString& script, const QStringList& arguments, QString* error);
    // The A2A test agent on a free port: a2a-agent.mjs --port 0 <options>.
    bool startA2aAgent(const QStringList& options, QString* error);

    // Closes stdin (the peers exit when it ends), then terminates, then kills. A peer that had
    // exited by itself, or that is stopped while a test is failing, has its stderr printed.
    void stop();

    bool isRunning() const;
    int port() const { return m_port; }
    // http://127.0.0.1:<port><path>
    QUrl url(const QString& path = QString()) const;
    // What it printed so far.
    QByteArray standardOutput();
    QByteArray standardError();

private:
    void drain();
    bool isReady();
    QString describe() const;

    QProcess m_process;
    QString m_script;
    QRegularExpression m_readyPattern;
    std::function<bool()> m_readyCheck;
    int m_timeoutMs = DefaultTimeoutMs;
    QByteArray m_stdout;
    QByteArray m_stderr;
    int m_port = 0;
    bool m_stopping = false;
};

} // namespace mantyx
