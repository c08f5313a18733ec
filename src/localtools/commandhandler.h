// SPDX-License-Identifier: MIT
// CommandHandler: answers a `local` tool call (wire-protocol §3.1, §4.3.1) by running a configured
// executable — the call's `args` as JSON on stdin, the tool name and toolUseId in the environment,
// stdout as the result — so any script can be a local tool without code in the app.
#pragma once

#include <functional>
#include <map>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "jsonschema/schemavalidator.h"
#include "protocol/toolanswer.h"

class QProcess;
class QTimer;

namespace mantyx {

// How one run of the command ended, with the answer to post (§5).
struct CommandOutcome
{
    ToolAnswer answer;
    int exitCode = -1;      // -1 when it did not exit normally (not started, crashed, killed)
    QByteArray stdoutBytes; // as printed, at most Limits::maxStdoutBytes (+1 to detect excess)
    QByteArray stderrBytes; // the last Limits::maxStderrBytes bytes
    bool timedOut = false;  // killed after the time-out
    bool crashed = false;   // ended by a signal
    bool failedToStart = false;
    bool cancelled = false; // cancel() / the handler went away; `answer` is an error then
    bool stdoutTruncated = false;
    bool stderrTruncated = false; // earlier stderr bytes were dropped
    qint64 elapsedMs = 0;
    // The result checked against the tool's outputSchema, when one was set and the command
    // succeeded.
    std::optional<SchemaValidator::TextOutcome> outputCheck;
};

class CommandHandler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandHandler)

public:
    static constexpr int DefaultTimeoutMs = 60000;

    struct Limits
    {
        qint64 maxStdoutBytes = 2 * 1024 * 1024; // a `result` may be 2 MB (§5); more is an error
        qint64 maxStderrBytes = 64 * 1024;       // kept (the tail); the error quotes less
    };

    using Callback = std::function<void(const CommandOutcome&)>;

    // `program` is run directly (no shell) with `arguments`; `environment` is added to (and
    // overrides) the inherited environment. `timeoutMs` <= 0 means no time-out.
    explicit CommandHandler(QString program, QStringList arguments = {},
                            QMap<QString, QString> environment = {},
                            int timeoutMs = DefaultTimeoutMs, QObject* parent = nullptr);
    // Kills whatever still runs; their callbacks are not called.
    ~CommandHandler() override;

    QString program() const { return m_program; }
    QStringList arguments() const { return m_arguments; }
    QMap<QString, QString> environment() const { return m_environment; }
    int timeoutMs() const { return m_timeoutMs; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    QString workingDirectory() const { return m_workingDirectory; }
    void setWorkingDirectory(const QString& directory) { m_workingDirectory = directory; }
    Limits limits() const { return m_limits; }
    void setLimits(const Limits& limits) { m_limits = limits; }

    // The tool's `outputSchema` (§3.1): a successful result is parsed and checked against it
    // into CommandOutcome::outputCheck. With `rejectNonConforming` a result that is not JSON or
    // violates the schema becomes an `error` answer listing why; otherwise it stays the result
    // and the caller decides (the check is still reported).
    void setOutputSchema(const QJsonObject& schema, bool rejectNonConforming = false);
    void clearOutputSchema();
    const std::optional<SchemaValidator>& outputSchema() const { return m_outputSchema; }

    // Starts the command for one call: `args` as compact JSON on stdin (then closed),
    // MANTYX_TOOL_NAME and MANTYX_TOOL_USE_ID in its environment. `callback` runs exactly once
    // when it ends, unless `context` is gone by then. Several calls may run at once.
    void run(const QString& toolName, const QString& toolUseId, const QJsonObject& args,
             QObject* context, Callback callback);

    // Kills the run of `toolUseId`; its callback gets a cancelled error outcome. False if none.
    bool cancel(const QString& toolUseId);
    QStringList running() const;

    // The error text for a failed outcome: what happened, then the tail of stderr, within the
    // 8 KB the server allows for `error` (§5).
    static QString errorText(const QString& what, const QByteArray& stderrBytes);

signals:
    void commandStarted(const QString& toolUseId);
    void commandFinished(const QString& toolUseId, const mantyx::CommandOutcome& outcome);

private:
    struct Job
    {
        QString toolUseId;
        QProcess* process = nullptr;
        QTimer* timer = nullptr;
        QPointer<QObject> context;
        Callback callback;
        CommandOutcome outcome;
        qint64 startedAt = 0;
        bool finished = false;
    };

    void onReadyReadStdout(Job& job);
    void onReadyReadStderr(Job& job);
    void onTimeout(const QString& key);
    void finish(const QString& key);
    void kill(Job& job);

    QString m_program;
    QStringList m_arguments;
    QMap<QString, QString> m_environment;
    int m_timeoutMs = DefaultTimeoutMs;
    QString m_workingDirectory;
    Limits m_limits;
    std::optional<SchemaValidator> m_outputSchema;
    bool m_rejectNonConforming = false;
    std::map<QString, Job> m_jobs; // key: an internal id (toolUseIds may repeat across runs)
    quint64 m_nextKey = 0;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::CommandOutcome)
