// SPDX-License-Identifier: MIT
// mantyx-run: the headless front end — starts a run from a spec file (or replays one), prints its
// events as they arrive, answers its local tool calls from a file or the terminal, and can write
// a capture file. The run itself goes through the core the inspector uses (RunLauncher,
// RunController, LiveRunSource / ServerRunSource); this file parses options, answers and prints.
// With --mcp / --mcp-http / --a2a / --command, the calls go to real handlers (LocalToolSession)
// under the --auto-approve policy; otherwise they are answered by hand or from a file.
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QProcess>
#include <QQueue>
#include <QSet>
#include <QSettings>
#include <QSocketNotifier>
#include <QTimer>
#include <QUrl>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

#include "client/apiclient.h"
#include "client/connectionprofile.h"
#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "client/profilelookup.h"
#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "i18n/translations.h"
#include "jsonschema/schemavalidator.h"
#include "localtools/approvalpolicy.h"
#include "localtools/dispatcher.h"
#include "localtools/localhandlerflags.h"
#include "localtools/localhandlerset.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/displaytext.h"
#include "protocol/runevent.h"
#include "protocol/specvalidator.h"
#include "protocol/toolref.h"
#include "run/capturewriter.h"
#include "run/eventtext.h"
#include "run/liverunsource.h"
#include "run/protocolnote.h"
#include "run/runcontroller.h"
#include "run/runlauncher.h"
#include "run/serverrunsource.h"
#include "sandbox/sandboxconfig.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

// The exit codes, documented in --help.
enum ExitCode : int
{
    ExitSucceeded = 0, // terminal `result` that is a success
    ExitRunFailed = 1, // terminal `error`, or a `result` that is not a success
    ExitCancelled = 2, // terminal `cancelled`
    ExitNoRun = 3,     // usage error, unreadable input, or no run (server unreachable, refused)
    // The run ended (0, 1 or 2) but --capture could not be written in full: a script that
    // checks for 0 must not take a truncated capture for a complete one.
    ExitCaptureFailed = 4,
};

// What mantyx-run reads from its input files (--spec, --answers): far above any real spec, and
// a file that never ends (/dev/zero, a pipe left open) is refused instead of read to the end.
constexpr qint64 MaxInputFileBytes = 16LL * 1024 * 1024;

// The translation context of mantyx-run's own texts (lupdate needs a class to file them under).
struct MantyxRun
{
    Q_DECLARE_TR_FUNCTIONS(MantyxRun)
};

void printOut(const QByteArray& line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// Notes, prompts and problems go to stderr, so stdout stays the event stream (--jsonl). Each is
// one line: what it quotes from a server, a tool or a file (names, ids, reasons, error bodies)
// has its control and bidi characters escaped, so it can neither drive the terminal nor forge a
// line of its own.
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

int exitCodeFor(const RunEvent& terminal)
{
    if (const auto* result = terminal.as<ResultEvent>())
        return result->isSuccess() ? ExitSucceeded : ExitRunFailed;
    if (terminal.type == EventType::Cancelled)
        return ExitCancelled;
    return ExitRunFailed;
}

// The saved connection profile to use, from the inspector's settings (ProfileLookup::find); when
// several fit, says which one was taken and how to choose another.
std::optional<ConnectionProfile> findProfile(const QString& name, const std::optional<QUrl>& server,
                                             const std::optional<QString>& workspace,
                                             QString* problem)
{
    const ProfileLookup::Result found =
        ProfileLookup::find(*ProfileLookup::inspectorSettings(), name, server, workspace);
    if (!found.profile) {
        *problem = found.problem;
        return std::nullopt;
    }
    if (found.matches > 1)
        note(
            MantyxRun::tr("%1 connection profiles match; using %2 (choose one with --profile NAME)")
                .arg(found.matches)
                .arg(ProfileLookup::describe(*found.profile)));
    return found.profile;
}

// Lines from stdin as they are typed or piped, without blocking the event loop (the in-process
// sandbox and the stream run on it).
class StdinLines final : public QObject
{
public:
    explicit StdinLines(QObject* parent = nullptr)
        : QObject(parent)
    {}

    std::function<void(const QString& line)> onLine;
    std::function<void()> onEnd;

    void start()
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
    bool hasEnded() const
    {
        return m_ended;
    }

private:
#ifdef Q_OS_UNIX
    void readSome()
    {
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
    }
#endif
    void deliver(const QByteArray& line)
    {
        if (onLine)
            onLine(QString::fromUtf8(line));
    }
    void end()
    {
        if (m_ended)
            return;
        m_ended = true;
        if (m_notifier)
            m_notifier->setEnabled(false);
        if (onEnd)
            onEnd();
    }

    QPointer<QSocketNotifier> m_notifier;
    QByteArray m_pending;
    bool m_ended = false;
};

struct RunOptions
{
    QJsonObject spec;
    QString replayRunId;
    QJsonObject answers;
    bool haveAnswers = false;
    bool jsonl = false;
    bool interactive = true;
    QString capturePath;
    int cancelAfter = 0;
    int stallTimeoutMs = 45000;
    LocalToolSession* localTools = nullptr; // --mcp, --a2a, --command: handlers for the calls
};

// One run from start to exit code: the launcher creates (or opens) it and feeds its calls to the
// handlers; this prints it, answers the rest from --answers or the terminal, and exits.
class RunCommand final : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)

public:
    RunCommand(RunOptions options, ApiClient* client, QObject* parent = nullptr)
        : QObject(parent)
        , m_options(std::move(options))
        , m_client(client)
        , m_launcher(client)
    {
        RunLauncher::Options launch;
        launch.stream.emplace().stallTimeoutMs = m_options.stallTimeoutMs;
        launch.capturePath = m_options.capturePath;
        m_launcher.setOptions(launch);
        m_launcher.setLocalTools(m_options.localTools);
        connect(&m_launcher, &RunLauncher::handlersStartRequested, this,
                [] { note(MantyxRun::tr("starting the local tools")); });
        connect(&m_launcher, &RunLauncher::specPrepared, this,
                [](const QJsonObject&, const QStringList& notes, const QList<SpecIssue>& issues) {
                    for (const QString& line : notes)
                        note(line);
                    for (const SpecIssue& issue : issues)
                        printIssue(issue); // the file's own problems were listed already
                });
        connect(&m_launcher, &RunLauncher::launchFailed, this,
                [this](RunLauncher::Failure failure, const QString& reason) {
                    if (failure == RunLauncher::Failure::HandlersFailed)
                        printErr(MantyxRun::tr("The local tools did not start: %1").arg(reason));
                    else if (failure != RunLauncher::Failure::SpecInvalid) // issues printed
                        printErr(reason);
                    finish(ExitNoRun);
                });
        connect(&m_launcher, &RunLauncher::controllerCreated, this, &RunCommand::follow);
        m_stdin.onLine = [this](const QString& line) {
            m_lines.enqueue(line);
            answerWaitingCalls();
        };
        m_stdin.onEnd = [this] { answerWaitingCalls(); };
        if (LocalToolSession* tools = m_options.localTools) {
            connect(tools, &LocalToolSession::callStarted, this,
                    [](const QString& toolUseId, const QString& description) {
                        note(tr("running the handler for %1: %2").arg(toolUseId, description));
                    });
            connect(tools, &LocalToolSession::callFinished, this, &RunCommand::onHandlerFinished);
            connect(tools, &LocalToolSession::noteRaised, this,
                    [](const QString& text) { note(text); });
        }
    }

    // Starts; the application exits with the code when the run is over.
    void start()
    {
        if (!m_options.replayRunId.isEmpty())
            m_launcher.open(m_options.replayRunId);
        else
            m_launcher.launch(m_options.spec);
    }

private:
    void follow(RunController* run)
    {
        m_run = run;
        connect(run->source(), &RunSource::eventsAppended, this, &RunCommand::onEvents);
        connect(run, &RunController::runIdAssigned, this, &RunCommand::onRunIdAssigned);
        connect(run, &RunController::captureWriteFailed, this, [this](const QString& message) {
            m_captureFailed = true;
            printErr(message);
        });
        connect(run, &RunController::cancelFailed, this,
                [](const QString& message) { note(tr("cancel failed: %1").arg(message)); });
        connect(run, &RunController::finished, this, &RunCommand::onFinished);
        if (const auto* live = qobject_cast<const LiveRunSource*>(run->source())) {
            followStream(live->stream());
            return;
        }
        connect(run->source(), &RunSource::noteRaised, this, [](const ProtocolNote& raised) {
            // A stream that fails is reported once, by the line that ends the replay.
            if (raised.severity == Severity::Error &&
                raised.category == ProtocolNote::Category::StreamProblem)
                return;
            note(raised.detail.isEmpty() ? raised.message : raised.message + u' ' + raised.detail);
        });
    }

    void followStream(const RunStream* stream)
    {
        connect(stream, &RunStream::reconnectScheduled, this,
                [](const QString& reason, int delayMs, int attempt) {
                    note(tr("connection lost (%1); connection %2 in %3 ms")
                             .arg(reason)
                             .arg(attempt)
                             .arg(delayMs));
                });
        connect(stream, &RunStream::reconnected, this, [](const RunStream::Reconnect& info) {
            note(tr("reconnected (connection %1), resumed after seq %2, %3 replayed events "
                    "dropped")
                     .arg(info.connection)
                     .arg(info.resumedAfterSeq)
                     .arg(info.duplicatesDropped));
        });
        connect(stream, &RunStream::seqGapDetected, this,
                [](qint64 expected, qint64 received, bool reopening) {
                    note(reopening ? tr("events from seq %1 are missing (got %2); reopening")
                                         .arg(expected)
                                         .arg(received)
                                   : tr("events from seq %1 are missing (got %2); going on")
                                         .arg(expected)
                                         .arg(received));
                });
        connect(stream, &RunStream::seqRepeated, this,
                [](qint64 seq, qint64 highestSeq, RunStream::RepeatContent content) {
                    note(content == RunStream::RepeatContent::Different
                             ? tr("seq %1 arrived again with different content (after seq %2); "
                                  "dropped")
                                   .arg(seq)
                                   .arg(highestSeq)
                             : tr("seq %1 arrived again after seq %2; dropped")
                                   .arg(seq)
                                   .arg(highestSeq));
                });
    }

    void onRunIdAssigned(const QString& runId)
    {
        const QString server = ApiClient::displayUrl(m_client->baseUrl());
        if (const auto* replay = qobject_cast<const ServerRunSource*>(m_run->source())) {
            const QString status =
                replay->streamOnly() ? tr("no snapshot") : replay->serverStatus();
            note(tr("replaying run %1 (%2) from %3").arg(runId, status, server));
            return;
        }
        note(tr("run %1 on %2 (workspace %3)").arg(runId, server, m_client->workspace()));
        ToolResultSender* sender = m_run->sender();
        connect(sender, &ToolResultSender::answerPosted, this,
                [](const QString& toolUseId, const QJsonObject&, int status) {
                    note(tr("answer to %1 posted: HTTP %2").arg(toolUseId).arg(status));
                });
        connect(sender, &ToolResultSender::stateChanged, this,
                [sender](const QString& toolUseId, ToolResultSender::State state) {
                    if (state != ToolResultSender::State::Rejected &&
                        state != ToolResultSender::State::Failed)
                        return;
                    const std::optional<ToolResultSender::Entry> entry = sender->entry(toolUseId);
                    note(tr("answer to %1 %2: %3")
                             .arg(toolUseId, ToolResultSender::stateName(state),
                                  entry ? entry->message : QString()));
                });
    }

    void onEvents(const QList<RunEvent>& events)
    {
        for (const RunEvent& e : events) {
            // Either way one line that a terminal shows as text: JSON keeps its value with
            // control and bidi characters as \uXXXX; the readable line escapes them.
            if (m_options.jsonl)
                printOut(displaytext::jsonLine(QString::fromUtf8(e.raw)).toUtf8());
            else
                printOut(displaytext::singleLine(eventtext::oneLine(e)).toUtf8());
        }
        // Before the launcher offers the calls to the handlers: --answers comes first. A replay
        // answers nothing.
        if (m_options.replayRunId.isEmpty() && m_run->canAnswer()) {
            for (const RunEvent& e : events) {
                if (const auto* call = e.as<LocalToolCallEvent>())
                    onLocalCall(*call);
            }
        }
        m_eventCount += int(events.size());
        if (m_options.cancelAfter > 0 && !m_cancelSent && m_eventCount >= m_options.cancelAfter &&
            m_options.replayRunId.isEmpty() && !m_run->source()->terminalEvent()) {
            m_cancelSent = true;
            note(tr("cancelling the run after %1 events").arg(m_eventCount));
            m_run->cancel();
        }
    }

    void onLocalCall(const LocalToolCallEvent& call)
    {
        const ToolResultSender* sender = m_run->sender();
        if (!sender || sender->state(call.toolUseId) != ToolResultSender::State::Pending)
            return;
        if (m_options.haveAnswers && m_options.answers.contains(call.name)) {
            const QJsonValue v = m_options.answers.value(call.name);
            ToolAnswer answer;
            if (v.isObject() && v.toObject().contains("error"_L1))
                answer = ToolAnswer::failure(v.toObject().value("error"_L1).toString());
            else if (v.isObject())
                answer = ToolAnswer::success(v.toObject().value("result"_L1).toString());
            else if (v.isString())
                answer = ToolAnswer::success(v.toString());
            else
                answer = ToolAnswer::success(eventtext::compactJson(v));
            submit(call.toolUseId, answer);
            return;
        }
        // A handler the policy lets run answers it (the launcher offers it the call once this
        // batch is printed); otherwise the user decides.
        std::optional<DispatchAssessment> assessment;
        if (m_options.localTools) {
            assessment = m_options.localTools->dispatcher()->assess(call);
            if (assessment->decision.autoRun) {
                note(tr("%1 (%2) approved by --auto-approve: %3")
                         .arg(call.name, call.toolUseId, assessment->decision.reason));
                return;
            }
        }
        const bool runnable = assessment && assessment->canRun();
        if (!m_options.interactive) {
            if (runnable) {
                QString message = tr("mantyx-run did not run the handler of %1 without approval: "
                                     "%2")
                                      .arg(call.name, assessment->decision.reason);
                if (!assessment->argumentViolations.isEmpty())
                    message += u'\n' + SchemaValidator::describe(assessment->argumentViolations);
                submit(call.toolUseId, ToolAnswer::failure(message));
            } else {
                const QString message = noAnswerText(call, assessment);
                note(message);
                submit(call.toolUseId, ToolAnswer::failure(message));
            }
            return;
        }
        m_waiting.enqueue(call.toolUseId);
        const QString args = eventtext::compactJson(call.args, 300);
        if (runnable) {
            m_runnable.insert(call.toolUseId);
            printErr(tr("? %1 (%2) args %3 — an empty line runs the handler; or "
                        "type the answer and Enter; start with '!' for an error")
                         .arg(call.name, call.toolUseId, args));
            printErr(u"  "_s + assessment->route.description);
            printErr(u"  "_s + assessment->decision.reason);
            if (!assessment->argumentViolations.isEmpty()) {
                const QStringList lines =
                    SchemaValidator::describe(assessment->argumentViolations).split(u'\n');
                for (const QString& line : lines)
                    printErr(u"    "_s + line);
            }
        } else {
            printErr(tr("? %1 (%2) args %3 — type the answer and Enter; start with "
                        "'!' for an error")
                         .arg(call.name, call.toolUseId, args));
            printErr(u"  "_s + noAnswerReason(call, assessment));
        }
        m_stdin.start();
        // From the event loop: the launcher offers the call to the handlers first, so an empty
        // line already typed can run it.
        QTimer::singleShot(0, this, [this] { answerWaitingCalls(); });
    }

    // Why no handler answers `call`, and what the spec declares, so a name the server spelt
    // otherwise than declared is told apart from a tool nobody configured.
    QString noAnswerReason(const LocalToolCallEvent& call,
                           const std::optional<DispatchAssessment>& assessment) const
    {
        if (assessment)
            return assessment->decision.reason;
        QList<ToolRef> tools;
        const QJsonArray specTools = m_run->source()->spec().value("tools"_L1).toArray();
        for (const QJsonValue& tool : specTools)
            tools << ToolRef::fromJson(tool.toObject());
        return tr("Neither --answers nor a handler (--mcp, --mcp-http, --a2a, --command) answers "
                  "%1. %2")
            .arg(call.name, Dispatcher::declaredToolsSentence(tools));
    }

    QString noAnswerText(const LocalToolCallEvent& call,
                         const std::optional<DispatchAssessment>& assessment) const
    {
        return tr("mantyx-run has no answer for %1: %2")
            .arg(call.name, noAnswerReason(call, assessment));
    }

    static void onHandlerFinished(const DispatchResult& result, bool posted, const QString& why)
    {
        QString text = result.answer.error
                           ? tr("%1 (%2): %3 (%4 ms) error: %5")
                                 .arg(result.toolName, result.toolUseId, result.summary)
                                 .arg(result.elapsedMs)
                                 .arg(eventtext::quoted(*result.answer.error))
                           : tr("%1 (%2): %3 (%4 ms) result: %5")
                                 .arg(result.toolName, result.toolUseId, result.summary)
                                 .arg(result.elapsedMs)
                                 .arg(eventtext::quoted(result.answer.result.value_or(QString())));
        note(text);
        if (result.outputCheck && !result.outputCheck->valid()) {
            const QString mismatch =
                tr("%1 (%2): the result does not match the tool's outputSchema: %3")
                    .arg(result.toolName, result.toolUseId,
                         result.outputCheck->parsed
                             ? SchemaValidator::describe(result.outputCheck->violations)
                             : result.outputCheck->parseError);
            for (const QString& line : mismatch.split(u'\n'))
                note(line);
        }
        // Not posted, or posted as an error answer instead (a result too large to post): why.
        if (!posted || !why.isEmpty())
            note(tr("%1 (%2): %3").arg(result.toolName, result.toolUseId, why));
    }

    void answerWaitingCalls()
    {
        while (!m_waiting.isEmpty() && (!m_lines.isEmpty() || m_stdin.hasEnded())) {
            const QString toolUseId = m_waiting.dequeue();
            const ToolResultSender* sender = m_run ? m_run->sender() : nullptr;
            if (!sender || sender->state(toolUseId) != ToolResultSender::State::Pending)
                continue;
            if (m_lines.isEmpty()) {
                submit(toolUseId, ToolAnswer::failure(tr("No answer was given (input closed).")));
                continue;
            }
            const QString line = m_lines.dequeue();
            if (line.isEmpty() && m_runnable.contains(toolUseId)) {
                // The user approved: the handler answers (its answer is posted when it ends).
                if (!m_options.localTools->runApproved(toolUseId))
                    submit(toolUseId,
                           ToolAnswer::failure(
                               tr("The handler of %1 could not be started.").arg(toolUseId)));
                continue;
            }
            submit(toolUseId, line.startsWith(u'!') ? ToolAnswer::failure(line.mid(1))
                                                    : ToolAnswer::success(line));
        }
    }

    void submit(const QString& toolUseId, const ToolAnswer& answer)
    {
        const ToolResultSender::SubmitResult r = m_run->answer(toolUseId, answer);
        if (!r.queued)
            note(tr("answer to %1 not sent: %2").arg(toolUseId, r.refusal));
        else if (!r.replacement.isEmpty())
            note(tr("answer to %1 replaced by an error: %2").arg(toolUseId, r.replacement));
    }

    void onFinished()
    {
        // The run is over: an answer a handler is still working on could not be posted anyway.
        if (m_options.localTools)
            m_options.localTools->dispatcher()->cancelAll();
        const RunSource* source = m_run->source();
        int exitCode = ExitNoRun;
        if (const std::optional<RunEvent>& terminal = source->terminalEvent()) {
            exitCode = exitCodeFor(*terminal);
            note(tr("finished: %1 (exit code %2)").arg(terminal->typeName).arg(exitCode));
        } else if (source->runId().isEmpty() && !m_options.replayRunId.isEmpty()) {
            printErr(tr("Cannot replay %1: %2").arg(m_options.replayRunId, source->problem()));
        } else if (const auto* live = qobject_cast<const LiveRunSource*>(source);
                   live && source->runId().isEmpty()) {
            printErr(tr("The server did not start the run: %1").arg(source->problem()));
            // An abandoned answer (too large, unreadable) has no body to show.
            if (live->createResponse() && !live->createResponse()->body.isEmpty())
                printErr(displaytext::elided(QString::fromUtf8(live->createResponse()->body),
                                             MaxBodyChars));
        } else {
            printErr(tr("The stream ended without a terminal event: %1").arg(source->problem()));
        }
        // The run can end before the reply to its last tool-result POST is read: let the
        // answers in flight settle (briefly), so their outcome reaches the terminal and capture.
        if (m_run->hasAnswersInFlight()) {
            connect(m_run, &RunController::answersSettled, this,
                    [this, exitCode] { finish(exitCode); });
            QTimer::singleShot(SettleTimeoutMs, this, [this, exitCode] { finish(exitCode); });
            return;
        }
        finish(exitCode);
    }

    void finish(int exitCode)
    {
        if (m_exited)
            return;
        m_exited = true;
        if (m_captureFailed && exitCode != ExitNoRun) {
            note(tr("exit code %1 instead of %2: the capture file %3 is incomplete")
                     .arg(int(ExitCaptureFailed))
                     .arg(exitCode)
                     .arg(m_options.capturePath));
            exitCode = ExitCaptureFailed;
        }
        if (m_options.localTools)
            m_options.localTools->stop();
        QCoreApplication::exit(exitCode);
    }

    static constexpr int SettleTimeoutMs = 5000;
    static constexpr qsizetype MaxBodyChars = 2000; // of a server's error body, on stderr

    RunOptions m_options;
    ApiClient* m_client = nullptr;
    RunLauncher m_launcher;
    RunController* m_run = nullptr; // a child of m_launcher
    StdinLines m_stdin;
    QQueue<QString> m_waiting; // toolUseIds waiting for a line from the terminal
    QSet<QString> m_runnable;  // the waiting calls that have a handler an empty line runs
    QQueue<QString> m_lines;
    int m_eventCount = 0;
    bool m_cancelSent = false;
    bool m_exited = false;
    bool m_captureFailed = false;
};

[[nodiscard]] int usageError(const QString& message)
{
    printErr(message);
    printErr(MantyxRun::tr("Try 'mantyx-run --help'."));
    return ExitNoRun;
}

std::optional<QJsonObject> readJsonObject(const QString& path, const QString& what)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printErr(
            MantyxRun::tr("Cannot read the %1 file %2: %3").arg(what, path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(MaxInputFileBytes + 1);
    if (bytes.size() > MaxInputFileBytes) {
        printErr(MantyxRun::tr("The %1 file %2 is too large: more than %3 bytes; it was not read.")
                     .arg(what, path)
                     .arg(MaxInputFileBytes));
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        printErr(MantyxRun::tr("The %1 file %2 is not a JSON object: %3")
                     .arg(what, path,
                          error.error != QJsonParseError::NoError
                              ? u"%1 at offset %2"_s.arg(error.errorString()).arg(error.offset)
                              : MantyxRun::tr("not an object")));
        return std::nullopt;
    }
    return doc.object();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mantyx-run"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    mantyx::installTranslations(app, QLocale::system());

    QCommandLineParser parser;
    parser.setApplicationDescription(MantyxRun::tr(
        "Starts an agent run on a MANTYX server (or on the built-in sandbox when --server is "
        "not given), prints every event as one line, answers the run's local tool calls and "
        "exits when the run ends.\n"
        "\n"
        "Local tool calls are answered from --answers (a JSON object mapping a tool's "
        "model-facing name to the result text, or to {\"error\": \"...\"}); otherwise one "
        "line is read from the terminal per call (a line starting with '!' is an error "
        "answer).\n"
        "\n"
        "Local tools: --mcp, --mcp-http and --a2a start an MCP server or fetch an agent card "
        "before the run and add it to the spec as an mcp_local / a2a_local ref; --command "
        "answers a local tool with an executable (the call's args as JSON on its stdin, its "
        "stdout the result). Their calls run without asking as --auto-approve allows; "
        "otherwise an empty line on the terminal runs the handler (with --no-input the call "
        "gets an error answer). A tool that says destructiveHint, or a call whose args do not "
        "match the tool's schema, never runs without asking. --answers entries come first.\n"
        "\n"
        "Environment:\n"
        "  MANTYX_API_KEY  the workspace API key (mantyx_...) sent as the bearer credential\n"
        "\n"
        "Credential (with --server or --profile): MANTYX_API_KEY when set; otherwise the API "
        "key that MANTYX Run Inspector keeps in the keychain for the saved connection profile "
        "matching --server and --workspace (or named by --profile); otherwise exit code 3.\n"
        "\n"
        "Exit codes:\n"
        "  0  the run ended with a successful result\n"
        "  1  the run ended with an error (an error event, or a result that is not a success)\n"
        "  2  the run was cancelled\n"
        "  3  usage error, unreadable input, or no run: the server could not be reached, "
        "refused the request, or the stream broke off for good\n"
        "  4  the run ended, but the --capture file could not be written in full"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption serverOption(
        u"server"_s,
        MantyxRun::tr("Base URL of the MANTYX server. Without it an "
                      "in-process sandbox is started."),
        MantyxRun::tr("URL"));
    const QCommandLineOption workspaceOption(u"workspace"_s,
                                             MantyxRun::tr("Workspace slug (default: sandbox)."),
                                             MantyxRun::tr("SLUG"), u"sandbox"_s);
    const QCommandLineOption specOption(u"spec"_s, MantyxRun::tr("The run spec, a JSON file."),
                                        MantyxRun::tr("FILE"));
    const QCommandLineOption replayOption(
        u"replay"_s, MantyxRun::tr("Replay a run's persisted event log instead of starting a run."),
        MantyxRun::tr("RUN_ID"));
    const QCommandLineOption jsonlOption(
        u"jsonl"_s, MantyxRun::tr("Print each event as the JSON line received."));
    const QCommandLineOption captureOption(
        u"capture"_s, MantyxRun::tr("Write a capture file (.mxrun, JSON Lines)."),
        MantyxRun::tr("FILE"));
    const QCommandLineOption answersOption(
        u"answers"_s,
        MantyxRun::tr("Answers to local tool calls: a JSON object tool name -> result text."),
        MantyxRun::tr("FILE"));
    const QCommandLineOption noInputOption(
        u"no-input"_s,
        MantyxRun::tr("Never read answers from the terminal; calls without an answer in "
                      "--answers get an error answer."));
    const QCommandLineOption cancelAfterOption(
        u"cancel-after"_s, MantyxRun::tr("Cancel the run after N events have arrived."),
        MantyxRun::tr("N"));
    const QCommandLineOption stallOption(
        u"stall-timeout"_s,
        MantyxRun::tr(
            "Reconnect when the stream is silent (keep-alives included) this long (default "
            "45000)."),
        MantyxRun::tr("MS"), u"45000"_s);
    const QCommandLineOption sandboxDelayOption(
        u"sandbox-delta-delay"_s,
        MantyxRun::tr("In-process sandbox only: pause between two streamed events (default 15)."),
        MantyxRun::tr("MS"), u"15"_s);
    const QCommandLineOption sandboxDataOption(
        u"sandbox-data-dir"_s,
        MantyxRun::tr("In-process sandbox only: keep runs in DIR, so a later --replay finds them."),
        MantyxRun::tr("DIR"));
    const QCommandLineOption profileOption(
        u"profile"_s,
        MantyxRun::tr(
            "Use the inspector's saved connection profile NAME: its server and workspace when "
            "--server is not given, and its API key from the keychain."),
        MantyxRun::tr("NAME"));
    const QCommandLineOption mcpOption(
        u"mcp"_s,
        MantyxRun::tr(
            "Start the MCP server NAME over stdio (COMMAND is its command line as one argument; "
            "double quotes group words) and add its tools as an mcp_local ref named NAME, each "
            "as NAME_TOOL (as the official SDKs name them). Repeatable."),
        MantyxRun::tr("NAME=COMMAND"));
    const QCommandLineOption mcpHttpOption(
        u"mcp-http"_s,
        MantyxRun::tr(
            "Connect to the MCP server NAME over Streamable HTTP at URL and add its tools as an "
            "mcp_local ref named NAME, each as NAME_TOOL. Repeatable."),
        MantyxRun::tr("NAME=URL"));
    const QCommandLineOption mcpBareNamesOption(
        u"mcp-bare-names"_s,
        MantyxRun::tr("Add the tools of --mcp and --mcp-http servers under the servers' own "
                      "names (made valid) instead of NAME_TOOL. Calls are answered under either "
                      "name."));
    const QCommandLineOption a2aOption(
        u"a2a"_s,
        MantyxRun::tr(
            "Fetch the A2A agent card from URL (its /.well-known/agent-card.json) and add it as "
            "the a2a_local tool NAME. Repeatable."),
        MantyxRun::tr("NAME=URL"));
    const QCommandLineOption commandOption(
        u"command"_s,
        MantyxRun::tr(
            "Answer the local tool TOOL with EXECUTABLE (a command line as one argument, as for "
            "--mcp): the call's args as JSON on stdin, stdout is the result. A tool the spec "
            "does not declare is added without parameters. Repeatable."),
        MantyxRun::tr("TOOL=EXECUTABLE"));
    const QCommandLineOption autoApproveOption(
        u"auto-approve"_s,
        MantyxRun::tr(
            "Which local tool calls run their handler without asking: never (the default), "
            "read-only (MCP tools that say readOnlyHint) or always."),
        MantyxRun::tr("never|read-only|always"), u"never"_s);
    parser.addOptions({serverOption, workspaceOption, profileOption, specOption, replayOption,
                       jsonlOption, captureOption, answersOption, noInputOption, cancelAfterOption,
                       stallOption, sandboxDelayOption, sandboxDataOption, mcpOption, mcpHttpOption,
                       mcpBareNamesOption, a2aOption, commandOption, autoApproveOption});

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        printOut(parser.helpText().toUtf8());
        return ExitSucceeded;
    }
    if (parser.isSet(u"version"_s)) {
        printOut(QByteArrayLiteral("mantyx-run " MANTYX_VERSION));
        return ExitSucceeded;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            MantyxRun::tr("Unexpected argument: %1").arg(parser.positionalArguments().first()));
    if (parser.isSet(specOption) == parser.isSet(replayOption))
        return usageError(MantyxRun::tr("Give either --spec FILE or --replay RUN_ID."));

    const auto intValue = [&parser](const QCommandLineOption& option, int min, int* out) -> bool {
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < min)
            return false;
        *out = value;
        return true;
    };

    RunOptions options;
    options.jsonl = parser.isSet(jsonlOption);
    options.capturePath = parser.value(captureOption);
    options.interactive = !parser.isSet(noInputOption);
    options.replayRunId = parser.value(replayOption);
    if (parser.isSet(cancelAfterOption) && !intValue(cancelAfterOption, 1, &options.cancelAfter))
        return usageError(
            MantyxRun::tr("--cancel-after needs a whole number of events, at least 1."));
    if (!intValue(stallOption, 100, &options.stallTimeoutMs))
        return usageError(
            MantyxRun::tr("--stall-timeout needs a whole number of milliseconds, at least 100."));
    int sandboxDelayMs = 15;
    if (!intValue(sandboxDelayOption, 0, &sandboxDelayMs))
        return usageError(
            MantyxRun::tr("--sandbox-delta-delay needs a whole number of milliseconds."));

    // Local tools: parsed now (usage errors before anything starts), started after the sandbox.
    LocalHandlerFlags handlerFlags;
    handlerFlags.mcp = parser.values(mcpOption);
    handlerFlags.mcpHttp = parser.values(mcpHttpOption);
    handlerFlags.a2a = parser.values(a2aOption);
    handlerFlags.commands = parser.values(commandOption);
    handlerFlags.bareMcpNames = parser.isSet(mcpBareNamesOption);
    handlerFlags.autoApprove = parser.value(autoApproveOption);
    QString handlerError;
    const std::optional<LocalHandlerSet> handlerSet = handlerFlags.toSet(&handlerError);
    if (!handlerSet)
        return usageError(handlerError);
    const bool haveLocalTools = !handlerFlags.isEmpty();
    if (haveLocalTools && parser.isSet(replayOption))
        return usageError(
            MantyxRun::tr("--mcp, --mcp-http, --a2a and --command answer a live run; a replay "
                          "answers nothing."));

    if (parser.isSet(specOption)) {
        const std::optional<QJsonObject> spec =
            readJsonObject(parser.value(specOption), MantyxRun::tr("spec"));
        if (!spec)
            return ExitNoRun;
        // The server's own rules, checked here first: every problem at once.
        const QList<SpecIssue> issues = SpecValidator::validate(*spec);
        for (const SpecIssue& issue : issues)
            printIssue(issue);
        if (hasErrors(issues))
            return ExitNoRun;
        options.spec = *spec;
    }
    if (parser.isSet(answersOption)) {
        const std::optional<QJsonObject> answers =
            readJsonObject(parser.value(answersOption), MantyxRun::tr("answers"));
        if (!answers)
            return ExitNoRun;
        options.answers = *answers;
        options.haveAnswers = true;
    }

    QString workspace = parser.value(workspaceOption);
    const QString envKey = qEnvironmentVariable("MANTYX_API_KEY");
    const QString profileName = parser.value(profileOption);
    if (parser.isSet(profileOption) && profileName.isEmpty())
        return usageError(MantyxRun::tr("--profile needs the name of a saved connection profile."));
    std::unique_ptr<SandboxServer> sandbox;
    QUrl baseUrl;
    std::optional<ConnectionProfile> profile;
    if (parser.isSet(serverOption)) {
        baseUrl = QUrl(parser.value(serverOption), QUrl::StrictMode);
        if (!baseUrl.isValid() || (baseUrl.scheme() != "http"_L1 && baseUrl.scheme() != "https"_L1))
            return usageError(MantyxRun::tr("--server needs an http:// or https:// URL."));
        // A password in the URL would show in the process list and shell history, and be sent
        // along; the message does not repeat it.
        if (!baseUrl.userInfo().isEmpty())
            return usageError(MantyxRun::tr(
                "--server must not contain a user name or password (user:password@). Give the "
                "API key in MANTYX_API_KEY, or save it with a connection profile in MANTYX Run "
                "Inspector (see --profile)."));
        if (!profileName.isEmpty() || envKey.isEmpty()) {
            QString problem;
            profile = findProfile(profileName, baseUrl, workspace, &problem);
            if (!profile) {
                printErr(problem);
                printErr(MantyxRun::tr(
                    "No credential: set MANTYX_API_KEY to a workspace API key, or save "
                    "a connection profile with its API key in MANTYX Run Inspector."));
                return ExitNoRun;
            }
        }
    } else if (!profileName.isEmpty()) {
        QString problem;
        profile = findProfile(
            profileName, std::nullopt,
            parser.isSet(workspaceOption) ? std::optional(workspace) : std::nullopt, &problem);
        if (!profile) {
            printErr(problem);
            return ExitNoRun;
        }
        baseUrl = profile->baseUrl();
        workspace = profile->workspaceSlug();
        if (!baseUrl.isValid() || workspace.isEmpty())
            return usageError(
                MantyxRun::tr("The connection profile %1 has no usable server URL and "
                              "workspace; give --server and --workspace.")
                    .arg(ProfileLookup::describe(*profile)));
    } else {
        SandboxConfig config;
        config.workspaceSlug = workspace;
        config.deltaDelayMs = sandboxDelayMs;
        config.dataDir = parser.value(sandboxDataOption);
        if (!envKey.isEmpty())
            config.apiKeys.append(envKey);
        sandbox = std::make_unique<SandboxServer>(config);
        QString error;
        if (!sandbox->start(&error)) {
            printErr(MantyxRun::tr("The built-in sandbox did not start: %1").arg(error));
            return ExitNoRun;
        }
        baseUrl = sandbox->baseUrl();
        note(MantyxRun::tr("using the built-in sandbox at %1").arg(ApiClient::displayUrl(baseUrl)));
    }

    QNetworkAccessManager network;
    std::unique_ptr<LocalToolSession> localTools;
    if (haveLocalTools) {
        localTools = std::make_unique<LocalToolSession>(&network);
        handlerSet->configure(*localTools);
        options.localTools = localTools.get();
    }
    ApiKeyCredential credential(envKey);
    ApiClient client(&network, baseUrl, workspace, &credential);
    RunCommand command(options, &client);
    SecretStore secrets;
    ConnectionService connection(network, secrets);
    const auto begin = [&] {
        if (!envKey.isEmpty() || sandbox) {
            if (envKey.isEmpty())
                credential.setApiKey(sandbox->config().apiKeys.constFirst());
            QTimer::singleShot(0, &command, [&command] { command.start(); });
        } else {
            // MANTYX_API_KEY is not set: the key the inspector keeps in the keychain.
            const ConnectionProfile chosen = *profile;
            if (chosen.credentialKind() != ConnectionProfile::CredentialKind::ApiKey) {
                printErr(MantyxRun::tr("The connection profile %1 signs in with OAuth; mantyx-run "
                                       "uses API keys only.")
                             .arg(ProfileLookup::describe(chosen)));
                printErr(
                    MantyxRun::tr("No credential: set MANTYX_API_KEY to a workspace API key."));
                QTimer::singleShot(0, &command, [] { QCoreApplication::exit(ExitNoRun); });
                return;
            }
            connection.resolveCredential(
                chosen, &command, [&credential, &command](const StoredCredential& stored) {
                    if (!stored.hasCredential()) {
                        printErr(stored.problem());
                        printErr(MantyxRun::tr(
                            "No credential: set MANTYX_API_KEY to a workspace API key."));
                        QCoreApplication::exit(ExitNoRun);
                        return;
                    }
                    note(MantyxRun::tr(
                             "using the API key of the connection profile %1 from the keychain")
                             .arg(ProfileLookup::describe(stored.profile)));
                    credential.setApiKey(stored.apiKey.secret);
                    command.start();
                });
        }
    };
    begin(); // with local tools, the launcher starts them before it creates the run
    return QCoreApplication::exec();
}
