// SPDX-License-Identifier: MIT
#include "mantyx-run/terminal.h"

#include <cstdio>
#include <utility>

#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

#include "protocol/displaytext.h"
#include "protocol/specissue.h"

using namespace Qt::StringLiterals;

namespace mantyx::cli {

void printOut(const QByteArray& line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void printErr(const QString& text)
{
    const QByteArray bytes = displaytext::singleLine(text).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
}

void note(const QString& text)
{
    printErr(u"# "_s + text);
}

void printIssue(const SpecIssue& issue)
{
    printErr(
        (issue.severity == Severity::Error ? MantyxRun::tr("error") : MantyxRun::tr("warning")) +
        u": "_s + (issue.path.isEmpty() ? QString() : issue.path + u": "_s) + issue.message);
}

int usageError(const QString& message)
{
    printErr(message);
    printErr(MantyxRun::tr("Try 'mantyx-run --help'."));
    return ExitNoRun;
}

StdinLines::StdinLines(QObject* parent)
    : QObject(parent)
{}

void StdinLines::start()
{
#ifdef Q_OS_UNIX
    if (m_notifier || m_ended)
        return;
    m_notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] { readSome(); });
#else
    end(); // no non-blocking terminal input here: unanswered calls get an error answer
#endif
}

void StdinLines::readSome()
{
#ifdef Q_OS_UNIX
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        if (!m_pending.isEmpty())
            deliver(std::exchange(m_pending, {}));
        end();
        return;
    }
    m_pending.append(buffer, qsizetype(n));
    qsizetype newline = 0;
    while ((newline = m_pending.indexOf('\n')) >= 0) {
        QByteArray line = m_pending.left(newline);
        m_pending.remove(0, newline + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        deliver(line);
    }
#endif
}

void StdinLines::deliver(const QByteArray& line)
{
    if (onLine)
        onLine(QString::fromUtf8(line));
}

void StdinLines::end()
{
    if (m_ended)
        return;
    m_ended = true;
    if (m_notifier)
        m_notifier->setEnabled(false);
    if (onEnd)
        onEnd();
}

} // namespace mantyx::cli
