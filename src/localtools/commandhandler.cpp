// SPDX-License-Identifier: MIT
#include "localtools/commandhandler.h"

#include <utility>

#include <QDateTime>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>

#include "protocol/toolresultvalidator.h"

namespace mantyx {

using namespace Qt::StringLiterals;

namespace {

// After terminate() a command gets this long to exit before it is killed.
constexpr int TerminateGraceMs = 1000;

QString resultText(QByteArray bytes)
{
    if (bytes.endsWith('\n')) {
        bytes.chop(1);
        if (bytes.endsWith('\r'))
            bytes.chop(1);
    }
    return QString::fromUtf8(bytes);
}

} // namespace

CommandHandler::CommandHandler(QString program, QStringList arguments,
                               QMap<QString, QString> environment, int timeoutMs, QObject* parent)
    : QObject(parent)
    , m_program(std::move(program))
    , m_arguments(std::move(arguments))
    , m_environment(std::move(environment))
    , m_timeoutMs(timeoutMs)
{
    qRegisterMetaType<mantyx::CommandOutcome>();
}

CommandHandler::~CommandHandler()
{
    for (auto& [key, job] : m_jobs) {
        job.callback = nullptr;
        if (job.process) {
            job.process->disconnect(this);
            job.process->kill();
            job.process->waitForFinished(2000);
        }
    }
}

void CommandHandler::setOutputSchema(const QJsonObject& schema, bool rejectNonConforming)
{
    m_outputSchema.emplace(schema);
    m_rejectNonConforming = rejectNonConforming;
}

void CommandHandler::clearOutputSchema()
{
    m_outputSchema.reset();
    m_rejectNonConforming = false;
}

QStringList CommandHandler::running() const
{
    QStringList ids;
    for (const auto& [key, job] : m_jobs) {
        if (!job.finished)
            ids.append(job.toolUseId);
    }
    return ids;
}

void CommandHandler::run(const QString& toolName, const QString& toolUseId, const QJsonObject& args,
                         QObject* context, Callback callback)
{
    const QString key = QString::number(++m_nextKey);
    Job& job = m_jobs[key];
    job.toolUseId = toolUseId;
    job.context = context;
    job.callback = std::move(callback);
    job.startedAt = QDateTime::currentMSecsSinceEpoch();
    job.process = new QProcess(this);
    job.process->setProgram(m_program);
    job.process->setArguments(m_arguments);
    if (!m_workingDirectory.isEmpty())
        job.process->setWorkingDirectory(m_workingDirectory);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = m_environment.cbegin(); it != m_environment.cend(); ++it)
        environment.insert(it.key(), it.value());
    environment.insert(u"MANTYX_TOOL_NAME"_s, toolName);
    environment.insert(u"MANTYX_TOOL_USE_ID"_s, toolUseId);
    job.process->setProcessEnvironment(environment);

    QProcess* process = job.process;
    connect(process, &QProcess::readyReadStandardOutput, this, [this, key] {
        if (auto it = m_jobs.find(key); it != m_jobs.end())
            onReadyReadStdout(it->second);
    });
    connect(process, &QProcess::readyReadStandardError, this, [this, key] {
        if (auto it = m_jobs.find(key); it != m_jobs.end())
            onReadyReadStderr(it->second);
    });
    connect(process, &QProcess::finished, this, [this, key] { finish(key); });
    connect(process, &QProcess::errorOccurred, this, [this, key](QProcess::ProcessError error) {
        // Only a failed start ends without finished(); the other errors come with it.
        if (error != QProcess::FailedToStart)
            return;
        if (auto it = m_jobs.find(key); it != m_jobs.end())
            it->second.outcome.failedToStart = true;
        // Queued: Qt may report this from inside start(), and callers expect run() to return
        // before their callback runs.
        QMetaObject::invokeMethod(
            this, [this, key] { finish(key); }, Qt::QueuedConnection);
    });

    if (m_timeoutMs > 0) {
        job.timer = new QTimer(this);
        job.timer->setSingleShot(true);
        connect(job.timer, &QTimer::timeout, this, [this, key] { onTimeout(key); });
        job.timer->start(m_timeoutMs);
    }

    process->start(QIODevice::ReadWrite);
    if (process->state() == QProcess::NotRunning)
        return; // failed to start: finish() is queued
    process->write(QJsonDocument(args).toJson(QJsonDocument::Compact));
    process->closeWriteChannel();
    emit commandStarted(toolUseId);
}

void CommandHandler::onReadyReadStdout(Job& job)
{
    const QByteArray chunk = job.process->readAllStandardOutput();
    // One byte past the limit is kept so "exactly the limit" and "more" differ.
    const qint64 room = m_limits.maxStdoutBytes + 1 - job.outcome.stdoutBytes.size();
    if (room > 0)
        job.outcome.stdoutBytes.append(chunk.left(room));
    if (chunk.size() > room)
        job.outcome.stdoutTruncated = true;
}

void CommandHandler::onReadyReadStderr(Job& job)
{
    job.outcome.stderrBytes.append(job.process->readAllStandardError());
    const qint64 excess = job.outcome.stderrBytes.size() - m_limits.maxStderrBytes;
    if (excess > 0) {
        job.outcome.stderrBytes.remove(0, excess);
        job.outcome.stderrTruncated = true;
    }
}

void CommandHandler::kill(Job& job)
{
    if (!job.process || job.process->state() == QProcess::NotRunning)
        return;
    job.process->terminate();
    QPointer<QProcess> process = job.process;
    QTimer::singleShot(TerminateGraceMs, this, [process] {
        if (process && process->state() != QProcess::NotRunning)
            process->kill();
    });
}

void CommandHandler::onTimeout(const QString& key)
{
    auto it = m_jobs.find(key);
    if (it == m_jobs.end() || it->second.finished)
        return;
    it->second.outcome.timedOut = true;
    kill(it->second);
}

bool CommandHandler::cancel(const QString& toolUseId)
{
    bool any = false;
    for (auto& [key, job] : m_jobs) {
        if (job.toolUseId != toolUseId || job.finished)
            continue;
        job.outcome.cancelled = true;
        kill(job);
        any = true;
    }
    return any;
}

QString CommandHandler::errorText(const QString& what, const QByteArray& stderrBytes)
{
    const QByteArray trimmed = stderrBytes.trimmed();
    if (trimmed.isEmpty())
        return what;
    // Keep the tail: the last lines of stderr usually say what went wrong.
    const qint64 budget = ToolResultValidator::MaxErrorBytes - what.toUtf8().size() - 64;
    QString tail;
    if (trimmed.size() <= budget) {
        tail = QString::fromUtf8(trimmed);
    } else {
        // Cut on a UTF-8 boundary: skip continuation bytes (10xxxxxx).
        qsizetype from = trimmed.size() - qMax<qint64>(budget, 0);
        while (from < trimmed.size() && (quint8(trimmed.at(from)) & 0xC0) == 0x80)
            ++from;
        tail = u"…"_s + QString::fromUtf8(trimmed.mid(from));
    }
    return tr("%1\nstderr:\n%2").arg(what, tail);
}

void CommandHandler::finish(const QString& key)
{
    auto it = m_jobs.find(key);
    if (it == m_jobs.end() || it->second.finished)
        return;
    Job& job = it->second;
    job.finished = true;
    if (job.timer)
        job.timer->stop();
    QProcess* process = job.process;
    CommandOutcome& outcome = job.outcome;
    if (!outcome.failedToStart) {
        onReadyReadStdout(job);
        onReadyReadStderr(job);
    }
    outcome.elapsedMs = QDateTime::currentMSecsSinceEpoch() - job.startedAt;
    const bool normalExit = !outcome.failedToStart && process->exitStatus() == QProcess::NormalExit;
    outcome.exitCode = normalExit ? process->exitCode() : -1;
    outcome.crashed =
        !outcome.failedToStart && !normalExit && !outcome.timedOut && !outcome.cancelled;

    const double seconds = m_timeoutMs / 1000.0;
    if (outcome.failedToStart) {
        outcome.answer = ToolAnswer::failure(
            tr("The command %1 could not be started: %2").arg(m_program, process->errorString()));
    } else if (outcome.cancelled) {
        outcome.answer =
            ToolAnswer::failure(errorText(tr("The command was cancelled."), outcome.stderrBytes));
    } else if (outcome.timedOut) {
        outcome.answer = ToolAnswer::failure(
            errorText(tr("The command did not finish within %1 s and was stopped.").arg(seconds),
                      outcome.stderrBytes));
    } else if (outcome.crashed) {
        outcome.answer =
            ToolAnswer::failure(errorText(tr("The command crashed."), outcome.stderrBytes));
    } else if (outcome.exitCode != 0) {
        outcome.answer = ToolAnswer::failure(errorText(
            tr("The command exited with code %1.").arg(outcome.exitCode), outcome.stderrBytes));
    } else if (outcome.stdoutTruncated || outcome.stdoutBytes.size() > m_limits.maxStdoutBytes) {
        outcome.stdoutTruncated = true;
        outcome.stdoutBytes.truncate(m_limits.maxStdoutBytes);
        outcome.answer = ToolAnswer::failure(
            tr("The command printed more than %1 bytes; a result cannot be that large.")
                .arg(m_limits.maxStdoutBytes));
    } else {
        const QString text = resultText(outcome.stdoutBytes);
        outcome.answer = ToolAnswer::success(text);
        if (m_outputSchema) {
            outcome.outputCheck = m_outputSchema->validateText(text);
            if (m_rejectNonConforming && !outcome.outputCheck->valid()) {
                const QString why = outcome.outputCheck->parsed
                                        ? SchemaValidator::describe(outcome.outputCheck->violations)
                                        : outcome.outputCheck->parseError;
                outcome.answer = ToolAnswer::failure(
                    tr("The command's output does not match the tool's outputSchema:\n%1")
                        .arg(why));
            }
        }
    }

    Callback callback = std::move(job.callback);
    QPointer<QObject> context = job.context;
    const QString toolUseId = job.toolUseId;
    const CommandOutcome result = outcome;
    process->disconnect(this);
    process->deleteLater();
    if (job.timer)
        job.timer->deleteLater();
    m_jobs.erase(it);

    emit commandFinished(toolUseId, result);
    if (callback && context)
        callback(result);
}

} // namespace mantyx
