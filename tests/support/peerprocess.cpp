// SPDX-License-Identifier: MIT
#include "peerprocess.h"

#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The end of what a peer printed: enough to see why it failed, short enough to read.
QString tail(const QByteArray& bytes)
{
    constexpr qsizetype kMax = 4000;
    const QByteArray text = bytes.trimmed();
    if (text.size() <= kMax)
        return QString::fromUtf8(text);
    return u"…"_s + QString::fromUtf8(text.right(kMax));
}

} // namespace

PeerProcess::PeerProcess()
    : m_readyPattern(u"^listening (\\d+)$"_s, QRegularExpression::MultilineOption)
{
    m_process.setWorkingDirectory(peersDir());
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
}

PeerProcess::~PeerProcess()
{
    stop();
}

QString PeerProcess::node()
{
    return QStandardPaths::findExecutable(u"node"_s);
}

QString PeerProcess::peersDir()
{
    return QStringLiteral(MANTYX_PEERS_DIR);
}

QString PeerProcess::a2aAgentScript()
{
    return peersDir() + u"/a2a-agent.mjs"_s;
}

QString PeerProcess::everythingScript()
{
    return peersDir() + u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s;
}

QString PeerProcess::missingPeers()
{
    if (node().isEmpty())
        return u"node is not installed (scripts/install-deps.sh)"_s;
    const QStringList needed{everythingScript(),
                             peersDir() + u"/node_modules/@a2a-js/sdk/package.json"_s};
    for (const QString& file : needed) {
        if (!QFileInfo::exists(file))
            return u"the test peers are not installed (%1 is missing): run "
                   "scripts/install-peers.sh"_s.arg(file);
    }
    return {};
}

void PeerProcess::setReadyPattern(const QRegularExpression& pattern)
{
    m_readyPattern = pattern;
    m_readyPattern.setPatternOptions(pattern.patternOptions() |
                                     QRegularExpression::MultilineOption);
}

void PeerProcess::setReadyCheck(std::function<bool()> check)
{
    m_readyCheck = std::move(check);
}

void PeerProcess::setEnvironmentVariable(const QString& name, const QString& value)
{
    QProcessEnvironment environment = m_process.processEnvironment();
    if (environment.isEmpty())
        environment = QProcessEnvironment::systemEnvironment();
    environment.insert(name, value);
    m_process.setProcessEnvironment(environment);
}

void PeerProcess::setTimeoutMs(int timeoutMs)
{
    m_timeoutMs = timeoutMs;
}

bool PeerProcess::start(const QString& script, const QStringList& arguments, QString* error)
{
    m_script = QFileInfo(script).fileName();
    if (const QString missing = missingPeers(); !missing.isEmpty()) {
        *error = missing;
        return false;
    }
    m_stopping = false;
    m_port = 0;
    m_stdout.clear();
    m_stderr.clear();
    m_process.start(node(), QStringList{script} + arguments);
    const bool ready = QTest::qWaitFor(
        [this] { return isReady() || m_process.state() == QProcess::NotRunning; }, m_timeoutMs);
    if (ready && m_process.state() != QProcess::NotRunning)
        return true;
    *error = ready ? u"%1 exited before it was ready: %2"_s.arg(m_script, describe())
                   : u"%1 was not ready within %2 ms: %3"_s.arg(
                         m_script, QString::number(m_timeoutMs), describe());
    m_stopping = true; // said here already
    stop();
    return false;
}

bool PeerProcess::startA2aAgent(const QStringList& options, QString* error)
{
    return start(a2aAgentScript(), QStringList{u"--port"_s, u"0"_s} + options, error);
}

void PeerProcess::stop()
{
    // waitForFinished(0): notices an exit the event loop has not yet reported, without waiting.
    if (m_process.state() != QProcess::NotRunning)
        m_process.waitForFinished(0);
    drain();
    if (m_process.state() == QProcess::NotRunning) {
        if (!m_stopping && !m_script.isEmpty())
            qWarning("%s had exited by itself: %s", qPrintable(m_script), qPrintable(describe()));
        m_stopping = true;
        return;
    }
    m_stopping = true;
    if (QTest::currentTestFailed() && !m_stderr.trimmed().isEmpty())
        qWarning("%s stderr: %s", qPrintable(m_script), qPrintable(tail(m_stderr)));
    m_process.closeWriteChannel();
    if (m_process.waitForFinished(2000))
        return;
    m_process.terminate();
    if (m_process.waitForFinished(3000))
        return;
    m_process.kill();
    m_process.waitForFinished(3000);
}

bool PeerProcess::isRunning() const
{
    return m_process.state() != QProcess::NotRunning;
}

QUrl PeerProcess::url(const QString& path) const
{
    return QUrl(u"http://127.0.0.1:%1%2"_s.arg(QString::number(m_port), path));
}

QByteArray PeerProcess::standardOutput()
{
    drain();
    return m_stdout;
}

QByteArray PeerProcess::standardError()
{
    drain();
    return m_stderr;
}

void PeerProcess::drain()
{
    m_stdout += m_process.readAllStandardOutput();
    m_stderr += m_process.readAllStandardError();
}

bool PeerProcess::isReady()
{
    drain();
    if (!m_readyPattern.pattern().isEmpty()) {
        // Complete lines only: "listening 4" of "listening 4711" still on its way is no port.
        QRegularExpressionMatch match;
        for (const QByteArray* channel : {&m_stdout, &m_stderr}) {
            const QString lines = QString::fromUtf8(channel->left(channel->lastIndexOf('\n') + 1));
            match = m_readyPattern.match(lines);
            if (match.hasMatch())
                break;
        }
        if (!match.hasMatch())
            return false;
        if (m_readyPattern.captureCount() >= 1)
            m_port = match.captured(1).toInt();
    }
    return !m_readyCheck || m_readyCheck();
}

QString PeerProcess::describe() const
{
    QStringList parts;
    if (m_process.error() == QProcess::FailedToStart)
        parts << m_process.errorString();
    else if (m_process.state() == QProcess::NotRunning && !m_script.isEmpty())
        parts << (m_process.exitStatus() == QProcess::CrashExit
                      ? u"crashed"_s
                      : u"exit code %1"_s.arg(m_process.exitCode()));
    parts << u"stdout: "_s + tail(m_stdout) << u"stderr: "_s + tail(m_stderr);
    return parts.join(u"; "_s);
}

} // namespace mantyx
