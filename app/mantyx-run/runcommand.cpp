// SPDX-License-Identifier: MIT
#include "mantyx-run/runcommand.h"

#include <optional>

#include <QTimer>

#include "client/apiclient.h"
#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolsession.h"
#include "mantyx-run/terminal.h"
#include "protocol/displaytext.h"
#include "protocol/specissue.h"
#include "run/capturerunsource.h"
#include "run/eventtext.h"
#include "run/liverunsource.h"
#include "run/protocolnote.h"
#include "run/runcontroller.h"
#include "run/serverrunsource.h"

using namespace Qt::StringLiterals;

namespace mantyx::cli {

namespace {

int exitCodeFor(const RunEvent& terminal)
{
    if (const auto* result = terminal.as<ResultEvent>())
        return result->isSuccess() ? ExitSucceeded : ExitRunFailed;
    if (terminal.type == EventType::Cancelled)
        return ExitCancelled;
    return ExitRunFailed;
}

} // namespace

RunCommand::RunCommand(RunOptions options, ApiClient* client, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_client(client)
    , m_localTools(m_options.answering.localTools)
    , m_launcher(client)
    , m_answerer(m_options.answering)
{
    RunLauncher::Options launch;
    launch.stream.emplace().stallTimeoutMs = m_options.stallTimeoutMs;
    launch.capturePath = m_options.capturePath;
    m_launcher.setOptions(launch);
    m_launcher.setLocalTools(m_localTools);
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
}

void RunCommand::start()
{
    if (!m_options.openPath.isEmpty()) {
        // The capture through the run pipeline the live run went through, at once.
        auto* source = new CaptureRunSource(m_options.openPath);
        auto* run = new RunController(m_client, source, nullptr, this);
        follow(run);
        run->start();
        return;
    }
    if (!m_options.replayRunId.isEmpty())
        m_launcher.open(m_options.replayRunId);
    else
        m_launcher.launch(m_options.spec);
}

void RunCommand::follow(RunController* run)
{
    m_run = run;
    m_answerer.setRun(run);
    connect(run->source(), &RunSource::eventsAppended, this, &RunCommand::onEvents);
    connect(run, &RunController::runIdAssigned, this, &RunCommand::onRunIdAssigned);
    connect(run, &RunController::captureWriteFailed, this, [this](const QString& message) {
        m_captureFailed = true;
        printErr(message);
    });
    connect(run, &RunController::cancelFailed, this,
            [](const QString& message) { note(tr("cancel failed: %1").arg(message)); });
    if (const auto* capture = qobject_cast<const CaptureRunSource*>(run->source())) {
        connect(run, &RunController::finished, this, &RunCommand::onCaptureFinished);
        connect(capture, &RunSource::statusChanged, this,
                [this, capture](RunSource::Status status) {
                    if (status != RunSource::Status::Streaming || !capture->header())
                        return;
                    const CaptureHeader& header = *capture->header();
                    note(tr("playing capture %1: run %2 recorded on %3 (workspace %4) at %5")
                             .arg(m_options.openPath,
                                  header.runId.isEmpty() ? tr("(no id)") : header.runId,
                                  ApiClient::displayUrl(header.baseUrl), header.workspace,
                                  header.createdAt.isValid()
                                      ? header.createdAt.toString(Qt::ISODateWithMs)
                                      : tr("(unknown time)")));
                });
        // The answers the recorded run posted, where the live run said it posted them.
        connect(capture, &RunSource::answerRecorded, this,
                [](const QString& toolUseId, const QJsonObject&, int status) {
                    note(tr("answer to %1 posted: HTTP %2 (recorded)").arg(toolUseId).arg(status));
                });
    } else {
        connect(run, &RunController::finished, this, &RunCommand::onFinished);
    }
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

void RunCommand::followStream(const RunStream* stream)
{
    connect(stream, &RunStream::reconnectScheduled, this,
            [](const QString& reason, int delayMs, int attempt) {
                note(tr("connection lost (%1); connection %2 in %3 ms")
                         .arg(reason)
                         .arg(attempt)
                         .arg(delayMs));
            });
    connect(stream, &RunStream::reconnected, this, [](const RunStream::Reconnect& info) {
        note(tr("reconnected (connection %1), resumed after seq %2, %n replayed event(s) "
                "dropped",
                nullptr, int(info.duplicatesDropped))
                 .arg(info.connection)
                 .arg(info.resumedAfterSeq));
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
    connect(
        stream, &RunStream::seqRepeated, this,
        [](qint64 seq, qint64 highestSeq, RunStream::RepeatContent content) {
            note(content == RunStream::RepeatContent::Different
                     ? tr("seq %1 arrived again with different content (after seq %2); "
                          "dropped")
                           .arg(seq)
                           .arg(highestSeq)
                     : tr("seq %1 arrived again after seq %2; dropped").arg(seq).arg(highestSeq));
        });
}

void RunCommand::onRunIdAssigned(const QString& runId)
{
    if (!m_options.openPath.isEmpty())
        return; // said with the capture's header
    const QString server = ApiClient::displayUrl(m_client->baseUrl());
    if (const auto* replay = qobject_cast<const ServerRunSource*>(m_run->source())) {
        const QString status = replay->streamOnly() ? tr("no snapshot") : replay->serverStatus();
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

void RunCommand::onEvents(const QList<RunEvent>& events)
{
    for (const RunEvent& e : events) {
        // Either way one line that a terminal shows as text: JSON keeps its value with control
        // and bidi characters as \uXXXX; the readable line escapes them.
        if (m_options.jsonl)
            printOut(displaytext::jsonLine(QString::fromUtf8(e.raw)).toUtf8());
        else
            printOut(displaytext::singleLine(eventtext::oneLine(e)).toUtf8());
    }
    // Before the launcher offers the calls to the handlers: --answers comes first. A replay
    // answers nothing.
    if (!isReplay() && m_run->canAnswer()) {
        for (const RunEvent& e : events) {
            if (const auto* call = e.as<LocalToolCallEvent>())
                m_answerer.answer(*call);
        }
    }
    m_eventCount += int(events.size());
    if (m_options.cancelAfter > 0 && !m_cancelSent && m_eventCount >= m_options.cancelAfter &&
        !isReplay() && !m_run->source()->terminalEvent()) {
        m_cancelSent = true;
        note(tr("cancelling the run after %n event(s)", nullptr, int(m_eventCount)));
        m_run->cancel();
    }
}

void RunCommand::onFinished()
{
    // The run is over: an answer a handler is still working on could not be posted anyway.
    if (m_localTools)
        m_localTools->dispatcher()->cancelAll();
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
            printErr(
                displaytext::elided(QString::fromUtf8(live->createResponse()->body), MaxBodyChars));
    } else {
        printErr(tr("The stream ended without a terminal event: %1").arg(source->problem()));
    }
    // The run can end before the reply to its last tool-result POST is read: let the answers in
    // flight settle (briefly), so their outcome reaches the terminal and capture.
    if (m_run->hasAnswersInFlight()) {
        connect(m_run, &RunController::answersSettled, this,
                [this, exitCode] { finish(exitCode); });
        QTimer::singleShot(SettleTimeoutMs, this, [this, exitCode] { finish(exitCode); });
        return;
    }
    finish(exitCode);
}

void RunCommand::onCaptureFinished()
{
    const auto* capture = qobject_cast<const CaptureRunSource*>(m_run->source());
    if (capture->status() == RunSource::Status::Failed) {
        // Not opened, or not a capture: nothing was played.
        printErr(tr("Cannot play %1: %2").arg(m_options.openPath, capture->problem()));
        finish(ExitNoRun);
        return;
    }
    // The damage itself was said by the capture's protocol note, after the last line read.
    const std::optional<RunEvent>& terminal = capture->terminalEvent();
    if (terminal && !capture->damage()) {
        const int exitCode = exitCodeFor(*terminal);
        note(tr("finished: %1 (exit code %2)").arg(terminal->typeName).arg(exitCode));
        finish(exitCode);
        return;
    }
    if (terminal) {
        note(tr("finished: %1 (exit code %2 instead of %3: the capture is damaged after it)")
                 .arg(terminal->typeName)
                 .arg(int(ExitCaptureDamaged))
                 .arg(exitCodeFor(*terminal)));
    } else if (capture->damage()) {
        note(tr("the capture ends at the damage, before the run's end (exit code %1)")
                 .arg(int(ExitCaptureDamaged)));
    } else {
        printErr(tr("The capture %1 ends without a terminal event: the recording stopped before "
                    "the run ended.")
                     .arg(m_options.openPath));
    }
    finish(ExitCaptureDamaged);
}

void RunCommand::finish(int exitCode)
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
    if (const int unrecorded = m_answerer.unrecordedCount();
        unrecorded > 0 && exitCode != ExitNoRun) {
        note(tr("exit code %1 instead of %2: %n call(s) had no recorded answer in %3", nullptr,
                unrecorded)
                 .arg(int(ExitUnrecordedCalls))
                 .arg(exitCode)
                 .arg(m_options.answering.recordedFrom));
        exitCode = ExitUnrecordedCalls;
    }
    if (m_localTools)
        m_localTools->stop();
    QCoreApplication::exit(exitCode);
}

} // namespace mantyx::cli
