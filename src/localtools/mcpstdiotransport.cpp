// SPDX-License-Identifier: MIT
// McpStdioTransport: QProcess plumbing, line framing and the staged shutdown.
#include "localtools/mcpstdiotransport.h"

#include <QProcessEnvironment>

#include "localtools/peertext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int RecentStderrLines = 5;
// The blocking waits of the destructor: short, as it may run while the GUI quits.
constexpr int DestructorWaitMs = 500;

QString quoteArgument(const QString& argument)
{
    if (!argument.isEmpty() && !argument.contains(u' ') && !argument.contains(u'"'))
        return argument;
    return u'"' + QString(argument).replace(u'"', "\\\""_L1) + u'"';
}

} // namespace

McpStdioTransport::McpStdioTransport(QString program, QStringList arguments,
                                     QMap<QString, QString> environment, QString workingDirectory,
                                     QObject* parent)
    : McpTransport(parent)
    , m_program(std::move(program))
    , m_arguments(std::move(arguments))
    , m_environment(std::move(environment))
    , m_workingDirectory(std::move(workingDirectory))
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_shutdownTimer.setSingleShot(true);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &McpStdioTransport::onStdout);
    connect(&m_process, &QProcess::readyReadStandardError, this, &McpStdioTransport::onStderr);
    connect(&m_process, &QProcess::finished, this, &McpStdioTransport::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, &McpStdioTransport::onError);
    connect(&m_process, &QProcess::started, this, [this] {
        if (!m_done && !m_closing)
            emit opened();
    });
    connect(&m_shutdownTimer, &QTimer::timeout, this, &McpStdioTransport::onShutdownStep);
}

McpStdioTransport::~McpStdioTransport()
{
    m_done = true;
    disconnect(&m_process, nullptr, this, nullptr);
    if (m_process.state() == QProcess::NotRunning)
        return;
    if (m_process.state() == QProcess::Running) {
        m_process.closeWriteChannel();
        if (m_process.waitForFinished(DestructorWaitMs))
            return;
        m_process.terminate();
        if (m_process.waitForFinished(DestructorWaitMs))
            return;
    }
    m_process.kill();
    m_process.waitForFinished(DestructorWaitMs * 2);
}

void McpStdioTransport::setShutdownGrace(int closeGraceMs, int terminateGraceMs)
{
    m_closeGraceMs = std::max(0, closeGraceMs);
    m_terminateGraceMs = std::max(0, terminateGraceMs);
}

void McpStdioTransport::open()
{
    if (m_process.state() != QProcess::NotRunning || m_done)
        return;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = m_environment.cbegin(); it != m_environment.cend(); ++it)
        env.insert(it.key(), it.value());
    m_process.setProcessEnvironment(env);
    if (!m_workingDirectory.isEmpty())
        m_process.setWorkingDirectory(m_workingDirectory);
    m_process.start(m_program, m_arguments);
}

void McpStdioTransport::send(const QByteArray& message, std::optional<qint64> requestId)
{
    Q_UNUSED(requestId)
    if (m_done || m_closing || m_process.state() != QProcess::Running)
        return; // the client learns of a dead process through failed()
    // Compact JSON never holds a raw newline, so one line is one message.
    QByteArray line = message;
    line.replace('\n', ' ');
    line.append('\n');
    m_process.write(line);
}

void McpStdioTransport::close()
{
    if (m_closing)
        return;
    m_closing = true;
    m_done = true; // no more messages, failures or opened()
    if (m_process.state() == QProcess::NotRunning) {
        m_ending = Ending::Exited;
        QTimer::singleShot(0, this, [this] { emit closed(); });
        return;
    }
    if (m_process.state() == QProcess::Starting) {
        m_process.kill();
        m_ending = Ending::Killed;
        m_shutdownTimer.start(m_terminateGraceMs);
        return;
    }
    // The MCP stdio transport's shutdown: close the server's input and let it exit by itself.
    m_process.closeWriteChannel();
    m_shutdownTimer.start(m_closeGraceMs);
}

void McpStdioTransport::onShutdownStep()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    if (m_ending == Ending::Running) {
        m_ending = Ending::Terminated;
        m_process.terminate();
        m_shutdownTimer.start(m_terminateGraceMs);
    } else if (m_ending == Ending::Terminated) {
        m_ending = Ending::Killed;
        m_process.kill();
        m_shutdownTimer.start(m_terminateGraceMs);
    } else {
        // Not even SIGKILL ended it in time (a zombie reaped late): report closed anyway.
        m_process.disconnect(this);
        emit closed();
    }
}

qint64 McpStdioTransport::processId() const
{
    return m_process.state() == QProcess::NotRunning ? 0 : m_process.processId();
}

QString McpStdioTransport::endpoint() const
{
    QStringList parts{quoteArgument(m_program)};
    for (const QString& argument : m_arguments)
        parts.append(quoteArgument(argument));
    return parts.join(u' ');
}

void McpStdioTransport::onStdout()
{
    if (m_done) {
        // Failed or closing: nothing it writes is read any more, so a flooding server costs
        // neither memory nor line splitting while it is being shut down.
        m_process.readAllStandardOutput();
        m_stdout.clear();
        return;
    }
    m_stdout.append(m_process.readAllStandardOutput());
    while (const std::optional<QByteArray> line = m_stdout.takeLine()) {
        if (!line->trimmed().isEmpty())
            emit messageReceived(*line);
        if (m_done)
            return; // a receiver failed or closed the connection: the rest is not wanted
    }
    if (m_stdout.pendingBytes() > MaxMessageBytes) {
        m_stdout.clear();
        fail(tr("The MCP server wrote more than %1 MB to stdout without a line break; the "
                "connection was closed.")
                 .arg(MaxMessageBytes / (1024 * 1024)));
        m_process.kill();
    }
}

void McpStdioTransport::onStderr()
{
    m_stderr.append(m_process.readAllStandardError());
    flushStderr(false);
}

void McpStdioTransport::flushStderr(bool all)
{
    QStringList lines;
    qsizetype start = 0;
    for (;;) {
        const qsizetype newline = m_stderr.indexOf('\n', start);
        if (newline < 0)
            break;
        QByteArray line = m_stderr.mid(start, newline - start);
        if (line.endsWith('\r'))
            line.chop(1);
        lines.append(QString::fromUtf8(line).left(MaxStderrLineChars));
        start = newline + 1;
    }
    m_stderr.remove(0, start);
    if ((all && !m_stderr.isEmpty()) || m_stderr.size() > MaxStderrLineChars) {
        lines.append(QString::fromUtf8(m_stderr).left(MaxStderrLineChars));
        m_stderr.clear();
    }
    if (lines.isEmpty())
        return;
    for (const QString& line : std::as_const(lines)) {
        if (line.trimmed().isEmpty())
            continue;
        m_recentStderr.append(line);
        if (m_recentStderr.size() > RecentStderrLines)
            m_recentStderr.removeFirst();
    }
    // Logged even while closing: what a server says on its way out is often the useful part.
    emit stderrLinesReceived(lines);
}

QString McpStdioTransport::stderrTail() const
{
    if (m_recentStderr.isEmpty())
        return {};
    QStringList quoted;
    for (const QString& line : m_recentStderr)
        quoted.append(PeerText::quote(line, MaxQuotedStderrChars));
    return u' ' + tr("Its last stderr output: %1").arg(quoted.join(u" / "));
}

void McpStdioTransport::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_shutdownTimer.stop();
    // Whatever it still wrote belongs to the log (and, unless closing, maybe to a reply).
    if (!m_done)
        onStdout();
    onStderr();
    flushStderr(true);
    if (m_closing) {
        if (m_ending == Ending::Running)
            m_ending = Ending::Exited;
        emit closed();
        return;
    }
    if (status == QProcess::CrashExit) {
        fail(tr("The MCP server process (%1) crashed or was killed.").arg(m_program) +
             stderrTail());
    } else {
        fail(tr("The MCP server process (%1) exited with code %2.").arg(m_program).arg(exitCode) +
             stderrTail());
    }
}

void McpStdioTransport::onError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // crashes and write errors end in finished()
    if (m_closing) {
        emit closed();
        return;
    }
    fail(tr("Could not start the MCP server \"%1\": %2").arg(endpoint(), m_process.errorString()));
}

void McpStdioTransport::fail(const QString& reason)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(reason);
}

} // namespace mantyx
