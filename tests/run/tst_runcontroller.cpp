// SPDX-License-Identifier: MIT
// RunController against the in-process sandbox: local calls of every client-resolved kind
// answered and rejected by hand, every scenario's terminal outcome, cancel with a call in flight,
// local-tool timeouts and late answers, a cut stream, failed POSTs re-sent, capture files and
// refusals carried verbatim.
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "fakesseserver.h"
#include "run/capturewriter.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinedump.h"
#include "run/timelinerowtexts.h"
#include "runtestutil.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

class TestRunController : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    std::unique_ptr<RunController> makeRun(const QJsonObject& spec)
    {
        auto* source = new LiveRunSource(m_client.get(), spec);
        RunStream::Options options;
        options.backoff.initialMs = 5;
        options.backoff.maxMs = 50;
        source->setStreamOptions(options);
        auto run = std::make_unique<RunController>(m_client.get(), source);
        ToolResultSender::Options sender;
        sender.backoff.initialMs = 5;
        run->setSenderOptions(sender);
        return run;
    }

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void answerByHand_data();
    void answerByHand();
    void rejectByHand();
    void markRunningThenAnswer();
    void scenarios_data();
    void scenarios();
    void cancelWithPendingCall();
    void localTimeoutThenLateAnswer();
    void controllerDeadlinePassesLateAnswerStillSent();
    void streamCutGivesTheSameTimeline();
    void failedPostIsKeptAndResent();
    void captureFileRecordsEventsAndAnswers();
    void captureWriteFailureIsVisible();
    void validationErrorIsCarriedVerbatim();
    void stopBeforeTheEnd();
    void gapAndReplayBecomeNotes();
    void streamRefusalIsCarriedVerbatim();
    void refusedCancelIsReported();
};

void TestRunController::answerByHand_data()
{
    QTest::addColumn<QJsonObject>("tool");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::newRow("local") << localToolRef(u"lookup_order"_s) << u"lookup_order"_s
                           << int(LocalToolKind::Local);
    QTest::newRow("mcp_local") << mcpLocalTool() << u"fs_read_file"_s
                               << int(LocalToolKind::McpLocal);
    QTest::newRow("a2a_local") << a2aLocalTool() << u"hr_agent"_s << int(LocalToolKind::A2aLocal);
}

void TestRunController::answerByHand()
{
    QFETCH(QJsonObject, tool);
    QFETCH(QString, name);
    QFETCH(int, kind);

    auto run = makeRun(specWith(u"Please use %1 for this."_s.arg(name), QJsonArray{tool}));
    QSignalSpy arrived(run.get(), &RunController::callArrived);
    QSignalSpy idAssigned(run.get(), &RunController::runIdAssigned);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY2(!id.isEmpty(), "no local_tool_call arrived");
    QVERIFY(waitUntil([&] { return arrived.count() == 1; }));
    QCOMPARE(arrived.at(0).at(0).toString(), id);
    QCOMPARE(idAssigned.count(), 1);
    QVERIFY(run->runId().startsWith(u"run_"_s));
    QVERIFY(run->canAnswer());

    const LocalCall* call = callOf(*run->timeline(), id);
    QVERIFY(call);
    QCOMPARE(call->state, LocalCallState::Pending);
    QCOMPARE(int(call->kind), kind);
    QCOMPARE(call->name, name);
    QCOMPARE(run->timeline()->row(call->row).kind, TimelineRowKind::LocalToolCall);
    // The deadline is the default five minutes from the call's arrival.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QVERIFY2(call->deadlineMs > now + 290000 && call->deadlineMs <= now + 300000,
             qPrintable(QString::number(call->deadlineMs - now)));
    QCOMPARE(run->unresolvedCalls(), QStringList{id});

    const QString text = u"ANSWER-%1-42"_s.arg(name);
    QVERIFY(!run->hasAnswersInFlight());
    QSignalSpy settled(run.get(), &RunController::answersSettled);
    const ToolResultSender::SubmitResult submitted = run->answer(id, ToolAnswer::success(text));
    QVERIFY2(submitted.queued, qPrintable(submitted.refusal));
    // Posted from now until the server's reply is read; then settled, once.
    QVERIFY(run->hasAnswersInFlight());
    QVERIFY(waitCallState(*run, id, LocalCallState::Answered));
    QVERIFY(waitUntil([&] { return !settled.isEmpty(); }));
    QCOMPARE(settled.size(), 1);
    QVERIFY(!run->hasAnswersInFlight());
    QVERIFY(waitFinished(*run));

    call = callOf(*run->timeline(), id);
    QCOMPARE(call->state, LocalCallState::Answered);
    QCOMPARE(call->httpStatus, 204);
    QVERIFY2(call->stateText.contains(u"204"_s), qPrintable(call->stateText));
    QVERIFY2(answerOf(*run->timeline(), id).contains(text),
             qPrintable(answerOf(*run->timeline(), id)));
    QCOMPARE(run->status(), RunSource::Status::Finished);
    QVERIFY(run->source()->terminalEvent());
    QCOMPARE(run->source()->terminalEvent()->type, EventType::Result);
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(text), qPrintable(*summary.finalText));
    QCOMPARE(rowsOfKind(*run->timeline(), TimelineRowKind::LocalToolResultIn), 1);
    QCOMPARE(m_server->toolResultPosts(id), 1);
    QCOMPARE(m_server->acceptedToolResults(id), 1);
    QVERIFY(run->unresolvedCalls().isEmpty());
    QCOMPARE(notesOf(*run->timeline(), ProtocolNote::Category::UnansweredCall), 0);
}

void TestRunController::rejectByHand()
{
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    const QString reason = u"The user does not allow order lookups today."_s;
    QVERIFY(run->reject(id, reason).queued);
    QVERIFY(waitFinished(*run));

    // The error was accepted (204) and reached the model, which quotes it. The call says it was
    // rejected, not answered: the 204 is its HTTP status and in the row's detail.
    QCOMPARE(run->callState(id), LocalCallState::Declined);
    const LocalCall* call = callOf(*run->timeline(), id);
    QVERIFY(call);
    QCOMPARE(call->httpStatus, 204);
    QVERIFY2(call->stateText.contains(u"rejected"_s), qPrintable(call->stateText));
    QVERIFY2(!call->stateText.contains(u"answered"_s), qPrintable(call->stateText));
    QVERIFY(RunTimeline::isCallResolved(call->state));
    const TimelineRowTexts texts = TimelineRowTexts::format(*run->timeline(), call->row);
    QVERIFY2(texts.detail.contains(u"204"_s), qPrintable(texts.detail));
    QCOMPARE(TimelineRowTexts::severity(*run->timeline(), call->row), Severity::Warning);
    QVERIFY(run->unresolvedCalls().isEmpty());
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(reason), qPrintable(*summary.finalText));
    const std::optional<ToolResultSender::Entry> entry = run->sender()->entry(id);
    QVERIFY(entry);
    QCOMPARE(entry->body.value("error"_L1).toString(), reason);
    QVERIFY(!entry->body.contains("result"_L1));
    // The echo carries the error too.
    bool echoed = false;
    for (int i = 0; i < run->timeline()->eventCount(); ++i) {
        const RunEvent event = run->timeline()->eventAt(i); // a value, kept while read
        const auto* echo = event.as<LocalToolResultInEvent>();
        echoed = echoed || (echo && echo->error.value_or(QString()) == reason);
    }
    QVERIFY(echoed);
    // A second answer is refused locally: exactly one POST per toolUseId.
    const ToolResultSender::SubmitResult again = run->answer(id, ToolAnswer::success(u"x"_s));
    QVERIFY(!again.queued);
    QVERIFY(!again.refusal.isEmpty());
    QCOMPARE(m_server->toolResultPosts(id), 1);
    QCOMPARE(run->callState(id), LocalCallState::Declined);
    QCOMPARE(run->timeline()->summary().localCallsUnanswered, 0);
}

void TestRunController::markRunningThenAnswer()
{
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    QSignalSpy states(run.get(), &RunController::callStateChanged);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    QVERIFY(!run->markRunning(u"tu_unknown"_s));
    QVERIFY(run->markRunning(id));
    QCOMPARE(run->callState(id), LocalCallState::Running);
    QCOMPARE(callOf(*run->timeline(), id)->state, LocalCallState::Running);
    QVERIFY(run->answer(id, ToolAnswer::success(u"handled"_s)).queued);
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->callState(id), LocalCallState::Answered);
    QVERIFY(!run->markRunning(id)); // answered: nothing to run any more
    QList<LocalCallState> seen;
    for (const QList<QVariant>& args : states)
        seen << args.at(1).value<LocalCallState>();
    QVERIFY(seen.contains(LocalCallState::Running));
    QVERIFY(seen.contains(LocalCallState::Sending));
    QCOMPARE(seen.last(), LocalCallState::Answered);
}

void TestRunController::scenarios_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QJsonArray>("tools");
    QTest::addColumn<int>("terminal");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("errorClass");
    QTest::addColumn<int>("rowKind"); // a row the scenario must produce
    QTest::addColumn<int>("minRows");

    const QJsonArray plugin{pluginTool(u"kb_search"_s)};
    const QJsonArray local{localToolRef(u"lookup_order"_s)};
    const auto ok = int(RunSummary::Status::Succeeded);
    const auto failed = int(RunSummary::Status::Failed);
    const auto result = int(EventType::Result);
    const auto error = int(EventType::Error);
    QTest::newRow("plain") << QString() << plugin << result << ok << QString()
                           << int(TimelineRowKind::ServerToolResult) << 1;
    QTest::newRow("truncation") << u"truncation"_s << QJsonArray() << error << failed
                                << u"truncation"_s << int(TimelineRowKind::Error) << 1;
    QTest::newRow("rate_limit") << u"rate_limit"_s << plugin << error << failed << u"rate_limit"_s
                                << int(TimelineRowKind::TurnEnd) << 1;
    QTest::newRow("server_error") << u"server_error"_s << QJsonArray() << error << failed
                                  << u"server"_s << int(TimelineRowKind::AssistantText) << 1;
    QTest::newRow("local_timeout")
        << u"local_timeout"_s << local << error << failed << u"local_timeout"_s
        << int(TimelineRowKind::LocalToolCall) << 1;
    QTest::newRow("loop") << u"loop"_s << plugin << result << ok << QString()
                          << int(TimelineRowKind::LoopDetected) << 2;
    QTest::newRow("budget") << u"budget"_s << plugin << result << ok << QString()
                            << int(TimelineRowKind::ToolBudgetExceeded) << 1;
    QTest::newRow("supervisor_redirect") << u"supervisor_redirect"_s << plugin << result << ok
                                         << QString() << int(TimelineRowKind::Supervisor) << 1;
    QTest::newRow("supervisor_finalize") << u"supervisor_finalize"_s << plugin << result << ok
                                         << QString() << int(TimelineRowKind::Supervisor) << 1;
    QTest::newRow("supervisor_reasoning") << u"supervisor_reasoning"_s << plugin << result << ok
                                          << QString() << int(TimelineRowKind::Thinking) << 1;
}

void TestRunController::scenarios()
{
    QFETCH(QString, scenario);
    QFETCH(QJsonArray, tools);
    QFETCH(int, terminal);
    QFETCH(int, status);
    QFETCH(QString, errorClass);
    QFETCH(int, rowKind);
    QFETCH(int, minRows);

    QJsonObject metadata;
    if (!scenario.isEmpty())
        metadata.insert("sandbox.scenario"_L1, scenario);
    if (scenario == "local_timeout"_L1)
        metadata.insert("sandbox.toolTimeoutMs"_L1, u"300"_s);
    auto run = makeRun(specWith(u"Answer the question."_s, tools, metadata));
    QSignalSpy finished(run.get(), &RunController::finished);
    run->start();
    QVERIFY(waitFinished(*run));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(run->status(), RunSource::Status::Finished);
    const std::optional<RunEvent>& end = run->source()->terminalEvent();
    QVERIFY(end);
    QCOMPARE(int(end->type), terminal);
    if (!errorClass.isEmpty()) {
        const auto* e = end->as<ErrorEvent>();
        QVERIFY(e);
        QCOMPARE(e->errorClass.value_or(QString()), errorClass);
    }
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(int(summary.status), status);
    if (!errorClass.isEmpty())
        QCOMPARE(summary.errorClass.value_or(QString()), errorClass);
    if (scenario == "truncation"_L1) {
        QVERIFY(summary.truncated);
        QVERIFY(summary.partialText);
    }
    QVERIFY2(rowsOfKind(*run->timeline(), TimelineRowKind(rowKind)) >= minRows,
             qPrintable(TimelineDump::dump(*run->timeline())));
    QCOMPARE(run->timeline()->row(run->timeline()->rowCount() - 1).kind,
             terminal == int(EventType::Result) ? TimelineRowKind::Result : TimelineRowKind::Error);
    if (scenario == "local_timeout"_L1) {
        // The server gave up on the call: it is timed out here too, not pending.
        const QString id = run->callIds().value(0);
        QVERIFY(!id.isEmpty());
        QCOMPARE(run->callState(id), LocalCallState::TimedOut);
        QCOMPARE(callOf(*run->timeline(), id)->state, LocalCallState::TimedOut);
    }
}

void TestRunController::cancelWithPendingCall()
{
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    QSignalSpy accepted(run.get(), &RunController::cancelAccepted);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    QVERIFY(run->pendingCallsAtCancel().isEmpty()); // no cancel asked yet

    run->cancel();
    QVERIFY(run->isCancelRequested());
    QVERIFY(waitUntil([&] { return accepted.count() == 1; }));
    QCOMPARE(accepted.at(0).at(0).toStringList(), QStringList{id});
    QCOMPARE(run->pendingCallsAtCancel(), QStringList{id});
    // §9: the server waits for the call in flight; the run is not over yet.
    QTest::qWait(300);
    QVERIFY(!run->isFinished());
    QVERIFY(!run->source()->terminalEvent());

    QVERIFY(run->answer(id, ToolAnswer::success(u"answered after the cancel"_s)).queued);
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->callState(id), LocalCallState::Answered);
    QVERIFY(run->pendingCallsAtCancel().isEmpty());
    QVERIFY(run->source()->terminalEvent());
    QCOMPARE(run->source()->terminalEvent()->type, EventType::Cancelled);
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Cancelled);
    QCOMPARE(rowsOfKind(*run->timeline(), TimelineRowKind::LocalToolResultIn), 1);
}

void TestRunController::localTimeoutThenLateAnswer()
{
    // Our deadline (400 ms) passes first, then the server's (900 ms) ends the run.
    auto run = makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)},
                                QJsonObject{{"sandbox.toolTimeoutMs"_L1, u"900"_s}}));
    run->setLocalToolTimeoutMs(400);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    const qint64 deadline = callOf(*run->timeline(), id)->deadlineMs;
    QVERIFY(deadline > 0);
    QVERIFY(waitCallState(*run, id, LocalCallState::TimedOut));
    QVERIFY(QDateTime::currentMSecsSinceEpoch() >= deadline);
    QVERIFY(!run->isFinished());
    QVERIFY2(run->callStateText(id).contains(u"timed out"_s), qPrintable(run->callStateText(id)));
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->source()->terminalEvent()->type, EventType::Error);
    QCOMPARE(run->timeline()->summary().errorClass.value_or(QString()), u"local_timeout"_s);
    QCOMPARE(run->callState(id), LocalCallState::TimedOut);

    // A late answer may still be sent; the server refuses it and the refusal is shown in words.
    QSignalSpy problems(run.get(), &RunController::problemOccurred);
    QVERIFY(run->answer(id, ToolAnswer::success(u"too late"_s)).queued);
    QVERIFY(waitCallState(*run, id, LocalCallState::Rejected));
    const LocalCall* call = callOf(*run->timeline(), id);
    QCOMPARE(call->state, LocalCallState::Rejected);
    QCOMPARE(call->httpStatus, 409);
    QVERIFY2(call->stateText.contains(u"the run had already ended"_s), qPrintable(call->stateText));
    QVERIFY(call->stateText.contains(u"409"_s));
    QCOMPARE(run->sender()->entry(id)->error->kind, ApiError::Kind::RunTerminal);
    bool noted = false;
    for (const ProtocolNote& note : run->timeline()->notes()) {
        noted = noted || (note.category == ProtocolNote::Category::ToolResultHttp &&
                          note.toolUseId == id && note.message.contains(u"409"_s));
    }
    QVERIFY(noted);
    QCOMPARE(m_server->acceptedToolResults(id), 0);
    QCOMPARE(problems.count(), 0); // a 409 is an outcome, not a connection problem
}

void TestRunController::controllerDeadlinePassesLateAnswerStillSent()
{
    // The server waits five minutes; our own deadline is much shorter. The call shows as timed
    // out, and an answer sent afterwards is still delivered — the server decides.
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    run->setLocalToolTimeoutMs(150);
    QSignalSpy states(run.get(), &RunController::callStateChanged);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    QVERIFY(waitCallState(*run, id, LocalCallState::TimedOut));
    QCOMPARE(callOf(*run->timeline(), id)->state, LocalCallState::TimedOut);
    QVERIFY(!run->isFinished());
    QVERIFY(run->unresolvedCalls().isEmpty());
    QVERIFY(run->answer(id, ToolAnswer::success(u"late but welcome"_s)).queued);
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->callState(id), LocalCallState::Answered);
    QCOMPARE(callOf(*run->timeline(), id)->httpStatus, 204);
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Succeeded);
}

void TestRunController::streamCutGivesTheSameTimeline()
{
    const QJsonArray tools{pluginTool(u"kb_search"_s), pluginTool(u"kb_fetch"_s)};
    const QJsonObject extra{{"plan"_L1, true}, {"reasoningLevel"_L1, u"low"_s}};
    const auto spec = [&](bool cut) {
        QJsonObject metadata{{"sandbox.seed"_L1, u"cut-compare"_s}};
        if (cut)
            metadata.insert("sandbox.fault.cutAfterEvents"_L1, u"7"_s);
        return specWith(u"Use kb_search, then kb_fetch."_s, tools, metadata, extra);
    };
    const unsigned stable = TimelineDump::IncludeSummary | TimelineDump::IncludePlan;

    auto whole = makeRun(spec(false));
    whole->start();
    QVERIFY(waitFinished(*whole));
    auto cut = makeRun(spec(true));
    QSignalSpy statuses(cut.get(), &RunController::statusChanged);
    cut->start();
    QVERIFY(waitFinished(*cut));

    QCOMPARE(cut->status(), RunSource::Status::Finished);
    QVERIFY(whole->timeline()->eventCount() > 14); // the cut happened at least twice
    QCOMPARE(cut->timeline()->eventCount(), whole->timeline()->eventCount());
    QCOMPARE(rowShapes(*cut->timeline()), rowShapes(*whole->timeline()));
    QCOMPARE(TimelineDump::dump(*cut->timeline(), stable),
             TimelineDump::dump(*whole->timeline(), stable));
    // The delivery is what differs: reconnect notes, and the Reconnecting status on the way.
    QVERIFY(notesOf(*cut->timeline(), ProtocolNote::Category::Reconnect) >= 2);
    QCOMPARE(notesOf(*whole->timeline(), ProtocolNote::Category::Reconnect), 0);
    bool reconnecting = false;
    for (const QList<QVariant>& args : statuses)
        reconnecting = reconnecting ||
                       args.at(0).value<RunSource::Status>() == RunSource::Status::Reconnecting;
    QVERIFY(reconnecting);
    for (const ProtocolNote& note : cut->timeline()->notes()) {
        if (note.category != ProtocolNote::Category::Reconnect)
            continue;
        QVERIFY2(note.detail.contains(u"duplicate"_s), qPrintable(note.detail));
        QVERIFY(note.seq > 0);
    }
}

void TestRunController::failedPostIsKeptAndResent()
{
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    ToolResultSender::Options once;
    once.maxAttempts = 1;
    run->setSenderOptions(once);
    QSignalSpy problems(run.get(), &RunController::problemOccurred);
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());

    FaultPlan faults;
    faults.fail = 1;
    faults.failStatus = 503;
    m_server->setFaults(faults);
    QVERIFY(run->answer(id, ToolAnswer::success(u"kept"_s)).queued);
    QVERIFY(waitCallState(*run, id, LocalCallState::Failed));
    const LocalCall* call = callOf(*run->timeline(), id);
    QCOMPARE(call->httpStatus, 503);
    QVERIFY2(call->stateText.contains(u"injected_fault"_s) || call->stateText.contains(u"503"_s),
             qPrintable(call->stateText));
    QVERIFY(answerOf(*run->timeline(), id).contains(u"kept"_s));
    QCOMPARE(problems.count(), 1);
    QCOMPARE(notesOf(*run->timeline(), ProtocolNote::Category::ToolResultHttp), 1);
    QCOMPARE(run->unresolvedCalls(), QStringList{id});

    clearFaults();
    QVERIFY(run->resend(id));
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->callState(id), LocalCallState::Answered);
    QCOMPARE(m_server->acceptedToolResults(id), 1);
    QVERIFY(run->timeline()->summary().finalText.value_or(QString()).contains(u"kept"_s));
}

void TestRunController::captureFileRecordsEventsAndAnswers()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"run.mxrun"_s);
    auto run =
        makeRun(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    QString error;
    QVERIFY2(run->setCaptureFile(path, &error), qPrintable(error));
    QCOMPARE(run->captureFile(), path);
    QVERIFY(!run->setCaptureFile(dir.filePath(u"no/such/dir/x.mxrun"_s), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(run->captureFile(), path); // the first file stays
    run->start();
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    QVERIFY(run->answer(id, ToolAnswer::success(u"captured answer"_s)).queued);
    QVERIFY(waitFinished(*run));
    QVERIFY(waitCallState(*run, id, LocalCallState::Answered));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QVERIFY(lines.size() >= 3);
    const QJsonObject header = QJsonDocument::fromJson(lines.first()).object();
    QCOMPARE(header.value("format"_L1).toString(), QString(CaptureWriter::Format));
    QCOMPARE(header.value("runId"_L1).toString(), run->runId());
    QCOMPARE(header.value("workspace"_L1).toString(), u"sandbox"_s);
    QCOMPARE(header.value("spec"_L1).toObject().value("prompt"_L1).toString(),
             u"Use lookup_order."_s);
    int events = 0;
    int answers = 0;
    qint64 lastSeq = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const QJsonObject line = QJsonDocument::fromJson(lines.at(i)).object();
        QVERIFY2(!line.isEmpty(), lines.at(i).constData());
        if (line.contains("seq"_L1)) {
            ++events;
            QCOMPARE(qint64(line.value("seq"_L1).toDouble()), lastSeq + 1);
            lastSeq = qint64(line.value("seq"_L1).toDouble());
        } else {
            ++answers;
            QCOMPARE(line.value("toolUseId"_L1).toString(), id);
            QCOMPARE(line.value("result"_L1).toString(), u"captured answer"_s);
            QCOMPARE(line.value("status"_L1).toInt(), 204);
        }
    }
    QCOMPARE(events, run->timeline()->eventCount());
    QCOMPARE(answers, 1);
}

void TestRunController::validationErrorIsCarriedVerbatim()
{
    QJsonObject spec = specWith(u"Hello"_s);
    spec.remove("systemPrompt"_L1);
    spec.insert("reasoningLevel"_L1, u"extreme"_s);
    auto* source = new LiveRunSource(m_client.get(), spec);
    RunController run(m_client.get(), source);
    QSignalSpy problems(&run, &RunController::problemOccurred);
    QSignalSpy finished(&run, &RunController::finished);
    run.start();
    QVERIFY(waitFinished(run));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(run.status(), RunSource::Status::Failed);
    QVERIFY(run.runId().isEmpty());
    QVERIFY(!run.canAnswer());
    QCOMPARE(problems.count(), 1);
    const auto error = problems.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 400);
    QCOMPARE(error->kind, ApiError::Kind::InvalidRequest);
    // The body is kept byte for byte, and the message quotes what the server said.
    QVERIFY(source->createResponse());
    QCOMPARE(error->body, source->createResponse()->body);
    const QString message = problems.at(0).at(0).toString();
    QVERIFY2(message.contains(error->message), qPrintable(message));
    QVERIFY2(QString::fromUtf8(error->body).contains(u"systemPrompt"_s), error->body.constData());
    QCOMPARE(source->problem(), message);
    // Nothing to answer or cancel.
    QVERIFY(!run.answer(u"tu_x"_s, ToolAnswer::success(u"x"_s)).queued);
    QSignalSpy cancelProblems(&run, &RunController::problemOccurred);
    run.cancel();
    QCOMPARE(cancelProblems.count(), 1);
}

void TestRunController::stopBeforeTheEnd()
{
    QJsonObject metadata{{"sandbox.scenario"_L1, u"slow"_s}};
    auto run = makeRun(specWith(u"Take your time."_s, {}, metadata));
    run->start();
    QVERIFY(waitUntil([&] { return run->timeline()->eventCount() > 0; }));
    run->stop();
    QVERIFY(waitFinished(*run, 2000));
    QCOMPARE(run->status(), RunSource::Status::Finished);
    QVERIFY(!run->source()->terminalEvent());
    QVERIFY(!run->source()->problem().isEmpty());
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Incomplete);
    QVERIFY(notesOf(*run->timeline(), ProtocolNote::Category::StreamProblem) >= 1);
}

void TestRunController::gapAndReplayBecomeNotes()
{
    // A server that skips seq 3, then ignores the resume point and replays from the start.
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 2) +
                                       FakeSseServer::delta(4));
            return; // left open: the hole is noticed by the client
        }
        FakeSseServer::send(
            s, FakeSseServer::head() + FakeSseServer::deltas(1, 4) + FakeSseServer::result(5),
            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    CreatedRun created;
    created.runId = u"run_fake"_s;
    created.streamUrl = server.streamUrl();
    auto* source = new LiveRunSource(&client, created, specWith(u"x"_s));
    RunStream::Options options;
    options.backoff.initialMs = 5;
    source->setStreamOptions(options);
    RunController run(&client, source);
    run.start();
    QVERIFY(waitFinished(run));
    QCOMPARE(run.status(), RunSource::Status::Finished);
    QCOMPARE(run.runId(), u"run_fake"_s);
    QCOMPARE(run.timeline()->eventCount(), 5);
    QCOMPARE(run.timeline()->summary().status, RunSummary::Status::Succeeded);

    QCOMPARE(notesOf(*run.timeline(), ProtocolNote::Category::SeqGap), 1);
    QCOMPARE(notesOf(*run.timeline(), ProtocolNote::Category::Reconnect), 1);
    for (const ProtocolNote& note : run.timeline()->notes()) {
        if (note.category == ProtocolNote::Category::SeqGap) {
            QCOMPARE(note.seq, qint64(4));
            QCOMPARE(note.severity, Severity::Warning);
            QVERIFY2(note.message.contains(u"3"_s), qPrintable(note.message));
        } else if (note.category == ProtocolNote::Category::Reconnect) {
            QCOMPARE(note.seq, qint64(2));
            QVERIFY2(note.detail.contains(u"replayed 2 event(s) already received"_s),
                     qPrintable(note.detail));
        }
    }
}

void TestRunController::streamRefusalIsCarriedVerbatim()
{
    const QByteArray body = R"({"error":"not_found","message":"No run run_gone here."})";
    FakeSseServer server([body](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s,
            FakeSseServer::head(404, "application/json",
                                "Content-Length: " + QByteArray::number(body.size()) + "\r\n") +
                body,
            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    CreatedRun created;
    created.runId = u"run_gone"_s;
    created.streamUrl = server.streamUrl();
    RunController run(&client, new LiveRunSource(&client, created, specWith(u"x"_s)));
    QSignalSpy problems(&run, &RunController::problemOccurred);
    run.start();
    QVERIFY(waitFinished(run));
    QCOMPARE(run.status(), RunSource::Status::Failed);
    QCOMPARE(problems.count(), 1);
    const auto error = problems.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QCOMPARE(error->body, body);
    QVERIFY2(problems.at(0).at(0).toString().contains(u"No run run_gone here."_s),
             qPrintable(problems.at(0).at(0).toString()));
    QVERIFY(notesOf(*run.timeline(), ProtocolNote::Category::StreamProblem) >= 1);
    QCOMPARE(run.timeline()->summary().status, RunSummary::Status::Incomplete);
}

void TestRunController::captureWriteFailureIsVisible()
{
    if (!QFileInfo::exists(u"/dev/full"_s))
        QSKIP("needs /dev/full");
    auto run = makeRun(specWith(u"Hello."_s));
    QString error;
    QVERIFY2(run->setCaptureFile(u"/dev/full"_s, &error), qPrintable(error)); // opens; writes fail
    QSignalSpy problems(run.get(), &RunController::problemOccurred);
    QSignalSpy captureFailed(run.get(), &RunController::captureWriteFailed);
    QVERIFY(!run->isCaptureIncomplete());
    run->start();
    QVERIFY(waitFinished(*run));
    // Said once, naming the file and the OS error, and kept as a note of the run.
    QCOMPARE(problems.size(), 1);
    const QString message = problems.at(0).at(0).toString();
    QCOMPARE(captureFailed.size(), 1);
    QCOMPARE(captureFailed.at(0).at(0).toString(), message);
    QVERIFY(run->isCaptureIncomplete());
    QVERIFY2(message.contains(u"/dev/full"_s), qPrintable(message));
    QVERIFY2(message.contains(u"No space left on device"_s), qPrintable(message));
    int captureNotes = 0;
    for (const ProtocolNote& note : run->timeline()->notes()) {
        if (note.category != ProtocolNote::Category::Capture)
            continue;
        ++captureNotes;
        QCOMPARE(note.severity, Severity::Error);
        QVERIFY(note.message.contains(u"/dev/full"_s));
        QVERIFY(note.detail.contains(u"No space left on device"_s));
    }
    QCOMPARE(captureNotes, 1);
}

void TestRunController::refusedCancelIsReported()
{
    // The stream stays open with one delta; the cancel is answered 409 (the run is not one this
    // key may cancel), the stream then ends with a result.
    const QByteArray refusal = R"({"error":"conflict","message":"Not yours to cancel."})";
    QPointer<QTcpSocket> stream;
    FakeSseServer server([refusal, &stream](int, const QByteArray& head, QTcpSocket* s) {
        if (head.startsWith("POST ")) {
            FakeSseServer::send(s, FakeSseServer::json(409, refusal), true);
            return;
        }
        stream = s;
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1));
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    CreatedRun created;
    created.runId = u"run_fake"_s;
    created.streamUrl = server.streamUrl();
    RunController run(&client, new LiveRunSource(&client, created, specWith(u"x"_s)));
    QSignalSpy failed(&run, &RunController::cancelFailed);
    QSignalSpy accepted(&run, &RunController::cancelAccepted);
    QSignalSpy problems(&run, &RunController::problemOccurred);
    run.start();
    QVERIFY(waitUntil([&] { return run.timeline()->eventCount() == 1; }));
    run.cancel();
    QVERIFY(run.isCancelRequested());
    QVERIFY(waitUntil([&] { return !failed.isEmpty(); }));
    QCOMPARE(failed.size(), 1);
    QVERIFY(accepted.isEmpty());
    QVERIFY2(failed.at(0).at(0).toString().contains(u"Not yours to cancel."_s),
             qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(failed.at(0).at(1).value<std::optional<ApiError>>()->httpStatus, 409);
    QCOMPARE(problems.size(), 1);      // the general signal says it too
    QVERIFY(!run.isCancelRequested()); // it may be asked again
    QVERIFY(stream);
    FakeSseServer::send(stream, FakeSseServer::result(2), true);
    QVERIFY(waitFinished(run));
}

QTEST_GUILESS_MAIN(TestRunController)
#include "tst_runcontroller.moc"
