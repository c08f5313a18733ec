// SPDX-License-Identifier: MIT
// McpStdioTransport: an MCP server as a child process (MCP stdio transport): newline-delimited
// JSON-RPC on its stdin/stdout, its stderr passed on as log lines, and a clean end on close —
// stdin closed first, then SIGTERM, then SIGKILL, each after a grace period.
#pragma once

#include <QByteArray>
#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include "localtools/mcplinebuffer.h"
#include "localtools/mcptransport.h"

namespace mantyx {

class McpStdioTransport final : public McpTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpStdioTransport)

public:
    // A stdout line longer than this without a newline ends the connection: a bound on what a
    // broken server can make us buffer.
    static constexpr qsizetype MaxMessageBytes = qsizetype(64) * 1024 * 1024;
    static constexpr qsizetype MaxStderrLineChars = 16 * 1024;
    // Of each of the last stderr lines quoted in a crash message (escaped, then cut).
    static constexpr qsizetype MaxQuotedStderrChars = 300;
    static constexpr int DefaultCloseGraceMs = 2000;
    static constexpr int DefaultTerminateGraceMs = 2000;

    // How the process ended after close().
    enum class Ending : quint8
    {
        Running,    // not ended yet (or close() not called)
        Exited,     // it exited on its own once stdin was closed (or had already)
        Terminated, // it needed SIGTERM
        Killed,     // it needed SIGKILL
    };
    Q_ENUM(Ending)

    McpStdioTransport(QString program, QStringList arguments, QMap<QString, QString> environment,
                      QString workingDirectory, QObject* parent = nullptr);
    // Still running: stdin closed, then terminate and kill, each waited for briefly (blocking).
    ~McpStdioTransport() override;

    void setShutdownGrace(int closeGraceMs, int terminateGraceMs);

    void open() override;
    void send(const QByteArray& message, std::optional<qint64> requestId) override;
    void close() override;
    qint64 processId() const override;
    QString endpoint() const override;

    Ending ending() const { return m_ending; }

private:
    void onStdout();
    void onStderr();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void onShutdownStep();
    void flushStderr(bool all);
    void fail(const QString& reason);
    QString stderrTail() const;

    QString m_program;
    QStringList m_arguments;
    QMap<QString, QString> m_environment;
    QString m_workingDirectory;
    QProcess m_process;
    QTimer m_shutdownTimer;
    McpLineBuffer m_stdout;
    QByteArray m_stderr;
    QStringList m_recentStderr; // the last few lines, quoted in a crash message
    int m_closeGraceMs = DefaultCloseGraceMs;
    int m_terminateGraceMs = DefaultTerminateGraceMs;
    Ending m_ending = Ending::Running;
    bool m_closing = false;
    bool m_done = false; // failed() or closed() was emitted: nothing more
};

} // namespace mantyx
