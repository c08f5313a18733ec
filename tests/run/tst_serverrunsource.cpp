// SPDX-License-Identifier: MIT
// ServerRunSource against the in-process sandbox: a finished run opened by id gives the same
// timeline as watching it live, a running one is joined (and its calls answered) until its
// terminal event, unknown runs fail with the server's words. With the snapshot answered 404 or
// 405 (a server without the route, as the official SDKs' test servers), the stream alone replays
// or joins the run, and a run that does not exist fails with the stream's own 404.
#include <QSignalSpy>
#include <QTest>

#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/serverrunsource.h"
#include "run/timelinedump.h"
#include "runtestutil.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

class TestServerRunSource : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    std::unique_ptr<RunController> openById(const QString& runId)
    {
        return std::make_unique<RunController>(m_client.get(),
                                               new ServerRunSource(m_client.get(), runId));
    }
    std::unique_ptr<RunController> live(const QJsonObject& spec)
    {
        return std::make_unique<RunController>(m_client.get(),
                                               new LiveRunSource(m_client.get(), spec));
    }

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void finishedRunMatchesLive();
    void finishedRunWithLocalCallsReplays();
    void runningRunIsJoinedAndAnswered();
    void unknownRunFailsVerbatim();
    void stopWhileJoined();
    void noSnapshotReplaysFromStream_data();
    void noSnapshotReplaysFromStream();
    void noSnapshotJoinsRunningRun();
    void noSnapshotUnknownRunFailsWithStreamError();
    void unknownRunSaysNoSuchRun();
    void finishedRunReplayHasNoFakeTiming();
};

void TestServerRunSource::finishedRunMatchesLive()
{
    const QJsonObject spec =
        specWith(u"Use kb_search and kb_fetch."_s,
                 QJsonArray{pluginTool(u"kb_search"_s), pluginTool(u"kb_fetch"_s)},
                 QJsonObject{{"sandbox.scenario"_L1, u"supervisor_redirect"_s}},
                 QJsonObject{{"plan"_L1, true},
                             {"reasoningLevel"_L1, u"medium"_s},
                             {"outputSchema"_L1,
                              QJsonObject{{"name"_L1, u"answer"_s},
                                          {"schema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}}}});
    auto watched = live(spec);
    watched->start();
    QVERIFY(waitFinished(*watched));
    QCOMPARE(watched->source()->terminalEvent()->type, EventType::Result);

    auto opened = openById(watched->runId());
    auto* source = qobject_cast<ServerRunSource*>(opened->source());
    QSignalSpy snapshots(source, &ServerRunSource::snapshotLoaded);
    QSignalSpy ids(opened.get(), &RunController::runIdAssigned);
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(snapshots.count(), 1);
    QCOMPARE(ids.count(), 1);
    QCOMPARE(opened->runId(), watched->runId());
    QCOMPARE(source->serverStatus(), u"succeeded"_s);
    QVERIFY(!source->isLive());
    QVERIFY(!opened->canAnswer());
    QCOMPARE(source->spec().value("reasoningLevel"_L1).toString(), u"medium"_s);
    QCOMPARE(opened->status(), RunSource::Status::Finished);

    // The same rows, plan, summary (the outputSchema outcome included) and notes.
    QCOMPARE(opened->timeline()->eventCount(), watched->timeline()->eventCount());
    QCOMPARE(rowShapes(*opened->timeline()), rowShapes(*watched->timeline()));
    QCOMPARE(TimelineDump::dump(*opened->timeline()), TimelineDump::dump(*watched->timeline()));
    QVERIFY(opened->timeline()->summary().hasOutputSchema);
    QVERIFY(opened->timeline()->summary().outputValid);
    QVERIFY(rowsOfKind(*opened->timeline(), TimelineRowKind::TaskPlan) >= 1);
    QVERIFY(rowsOfKind(*opened->timeline(), TimelineRowKind::Supervisor) >= 1);
    // Not a live run: nothing to cancel.
    QSignalSpy problems(opened.get(), &RunController::problemOccurred);
    opened->cancel();
    QCOMPARE(problems.count(), 1);
}

void TestServerRunSource::finishedRunWithLocalCallsReplays()
{
    auto watched = live(specWith(u"Use lookup_order and fs_read_file."_s,
                                 QJsonArray{localToolRef(u"lookup_order"_s), mcpLocalTool()}));
    watched->start();
    // Answer each call as it comes.
    QStringList answered;
    QVERIFY(waitUntil([&] {
        for (const QString& id : watched->callIds()) {
            if (!answered.contains(id) && watched->answer(id, ToolAnswer::success(id)).queued)
                answered << id;
        }
        return watched->isFinished();
    }));
    QCOMPARE(answered.size(), 2);

    auto opened = openById(watched->runId());
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(rowShapes(*opened->timeline()), rowShapes(*watched->timeline()));
    QCOMPARE(opened->timeline()->callCount(), 2);
    for (const QString& id : std::as_const(answered)) {
        // Answered in both: here by the server's echo of the answer.
        QCOMPARE(callOf(*opened->timeline(), id)->state, LocalCallState::Answered);
        QVERIFY(answerOf(*opened->timeline(), id).contains(id));
        QCOMPARE(callOf(*watched->timeline(), id)->state, LocalCallState::Answered);
    }
    // A replay neither answers nor times out anything, nor notifies.
    QVERIFY(!opened->canAnswer());
    QCOMPARE(callOf(*opened->timeline(), answered.first())->deadlineMs, qint64(0));
    const ToolResultSender::SubmitResult refused =
        opened->answer(answered.first(), ToolAnswer::success(u"x"_s));
    QVERIFY(!refused.queued);
    QVERIFY(!refused.refusal.isEmpty());
    QCOMPARE(notesOf(*opened->timeline(), ProtocolNote::Category::UnansweredCall), 0);
    QCOMPARE(opened->timeline()->summary().status, RunSummary::Status::Succeeded);
}

void TestServerRunSource::runningRunIsJoinedAndAnswered()
{
    // Another client (a RunDriver: ApiClient + RunStream) starts the run and answers only the
    // first of its two calls; the second stays pending.
    RunDriver other(m_client.get(),
                    [](const LocalToolCallEvent& call) -> std::optional<ToolAnswer> {
                        if (call.name == "lookup_order"_L1)
                            return ToolAnswer::success(u"answered by the other client"_s);
                        return {};
                    });
    QVERIFY(other.start(specWith(u"Use lookup_order and fs_read_file."_s,
                                 QJsonArray{localToolRef(u"lookup_order"_s), mcpLocalTool()})));
    QVERIFY(waitUntil([&] { return other.callIds.size() == 2; }));
    const QString answeredId = other.callIds.at(0);
    const QString callId = other.callIds.at(1);

    auto joined = openById(other.runId);
    auto* source = qobject_cast<ServerRunSource*>(joined->source());
    QSignalSpy arrived(joined.get(), &RunController::callArrived);
    joined->start();
    QVERIFY(waitUntil([&] { return joined->callIds().contains(callId); }));
    QCOMPARE(source->serverStatus(), u"running"_s);
    QVERIFY(source->isLive());
    QVERIFY(joined->canAnswer());
    // Only the call still open is announced and gets a deadline.
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(arrived.at(0).at(0).toString(), callId);
    QCOMPARE(joined->callState(callId), LocalCallState::Pending);
    QVERIFY(callOf(*joined->timeline(), callId)->deadlineMs > 0);
    QCOMPARE(joined->callState(answeredId), LocalCallState::Answered);
    QCOMPARE(callOf(*joined->timeline(), answeredId)->deadlineMs, qint64(0));
    QCOMPARE(joined->unresolvedCalls(), QStringList{callId});
    QVERIFY(!joined->isFinished());
    // The call answered elsewhere cannot be answered again from here.
    QVERIFY(!joined->answer(answeredId, ToolAnswer::success(u"again"_s)).queued);

    // Answered from the joined view; both viewers see the run to its end.
    QVERIFY(joined->answer(callId, ToolAnswer::success(u"answered by the inspector"_s)).queued);
    QVERIFY(waitFinished(*joined));
    QVERIFY(other.waitFinished());
    QCOMPARE(joined->callState(callId), LocalCallState::Answered);
    QCOMPARE(joined->source()->terminalEvent()->type, EventType::Result);
    QCOMPARE(joined->timeline()->eventCount(), int(other.events.size()));
    QVERIFY(orderViolations(other.events).isEmpty());
    const QString finalText = joined->timeline()->summary().finalText.value_or(QString());
    QVERIFY2(finalText.contains(u"answered by the inspector"_s), qPrintable(finalText));
    QVERIFY(finalText.contains(u"answered by the other client"_s));
    QCOMPARE(m_server->acceptedToolResults(callId), 1);
    QCOMPARE(m_server->toolResultPosts(answeredId), 1);
}

void TestServerRunSource::unknownRunFailsVerbatim()
{
    auto opened = openById(u"run_doesnotexist"_s);
    QSignalSpy problems(opened.get(), &RunController::problemOccurred);
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(opened->status(), RunSource::Status::Failed);
    QVERIFY(opened->runId().isEmpty());
    QCOMPARE(problems.count(), 1);
    const auto error = problems.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QCOMPARE(error->kind, ApiError::Kind::NotFound);
    QVERIFY2(problems.at(0).at(0).toString().contains(error->message),
             qPrintable(problems.at(0).at(0).toString()));
    QCOMPARE(opened->timeline()->eventCount(), 0);

    auto empty = openById(QString());
    empty->start();
    QVERIFY(waitFinished(*empty));
    QCOMPARE(empty->status(), RunSource::Status::Failed);
}

void TestServerRunSource::stopWhileJoined()
{
    RunDriver other(m_client.get(),
                    [](const LocalToolCallEvent&) -> std::optional<ToolAnswer> { return {}; });
    QVERIFY(
        other.start(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)})));
    QVERIFY(waitUntil([&] { return !other.callIds.isEmpty(); }));
    auto joined = openById(other.runId);
    joined->start();
    QVERIFY(waitUntil([&] { return !joined->callIds().isEmpty(); }));
    joined->stop();
    QVERIFY(waitFinished(*joined));
    QCOMPARE(joined->status(), RunSource::Status::Finished);
    QCOMPARE(joined->timeline()->summary().status, RunSummary::Status::Incomplete);
    QVERIFY(notesOf(*joined->timeline(), ProtocolNote::Category::UnansweredCall) >= 1);
    // The run goes on on the server: the other client still answers it.
    QVERIFY(other.sender->submit(other.callIds.first(), ToolAnswer::success(u"ok"_s)).queued);
    QVERIFY(other.waitFinished());
}

namespace {

// The sandbox answers the next request (the snapshot GET) with `status`, as a server without the
// snapshot route does; the stream that follows is served as usual.
FaultPlan snapshotAnswered(int status)
{
    FaultPlan faults;
    faults.fail = 1;
    faults.failStatus = status;
    return faults;
}

QStringList noteTexts(const RunTimeline& timeline)
{
    QStringList out;
    for (const ProtocolNote& note : timeline.notes())
        out << note.message + u" | "_s + note.detail;
    return out;
}

} // namespace

void TestServerRunSource::noSnapshotReplaysFromStream_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("404") << 404;
    QTest::newRow("405") << 405;
}

void TestServerRunSource::noSnapshotReplaysFromStream()
{
    QFETCH(int, status);
    auto watched =
        live(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}));
    watched->start();
    const QString callId = waitFirstCall(*watched);
    QVERIFY(!callId.isEmpty());
    QVERIFY(watched->answer(callId, ToolAnswer::success(u"order 7 shipped"_s)).queued);
    QVERIFY(waitFinished(*watched));
    QCOMPARE(watched->source()->terminalEvent()->type, EventType::Result);

    m_server->setFaults(snapshotAnswered(status));
    auto opened = openById(watched->runId());
    auto* source = qobject_cast<ServerRunSource*>(opened->source());
    QSignalSpy snapshots(source, &ServerRunSource::snapshotLoaded);
    QSignalSpy ids(opened.get(), &RunController::runIdAssigned);
    QSignalSpy problems(opened.get(), &RunController::problemOccurred);
    QSignalSpy arrived(opened.get(), &RunController::callArrived);
    opened->start();
    QVERIFY(waitFinished(*opened));
    QVERIFY2(opened->status() == RunSource::Status::Finished,
             qPrintable(noteTexts(*opened->timeline()).join(u'\n')));
    QCOMPARE(problems.count(), 0);
    QCOMPARE(snapshots.count(), 0);
    QVERIFY(source->streamOnly());
    QVERIFY(source->snapshot().isEmpty());
    QCOMPARE(ids.count(), 1);
    QCOMPARE(opened->runId(), watched->runId());

    // Every event, in the same rows as the live view; the call answered by the server's echo.
    QCOMPARE(opened->timeline()->eventCount(), watched->timeline()->eventCount());
    QCOMPARE(rowShapes(*opened->timeline()), rowShapes(*watched->timeline()));
    QCOMPARE(opened->source()->terminalEvent()->type, EventType::Result);
    QCOMPARE(opened->timeline()->summary().status, RunSummary::Status::Succeeded);
    QVERIFY(
        opened->timeline()->summary().finalText.value_or(QString()).contains(u"order 7 shipped"_s));
    QCOMPARE(callOf(*opened->timeline(), callId)->state, LocalCallState::Answered);

    // The log ended with its terminal event: a replay, not a live run.
    QVERIFY(!source->isLive());
    QVERIFY(!opened->canAnswer());
    QCOMPARE(arrived.count(), 0);
    QCOMPARE(callOf(*opened->timeline(), callId)->deadlineMs, qint64(0));

    // One note says why there is no snapshot, with the server's answer.
    QList<ProtocolNote> snapshotNotes;
    for (const ProtocolNote& note : opened->timeline()->notes()) {
        if (note.message.contains(u"snapshot"_s))
            snapshotNotes << note;
    }
    QCOMPARE(snapshotNotes.size(), 1);
    QCOMPARE(snapshotNotes.at(0).category, ProtocolNote::Category::StreamProblem);
    QCOMPARE(snapshotNotes.at(0).severity, Severity::Info);
    QVERIFY2(snapshotNotes.at(0).message.contains(QString::number(status)),
             qPrintable(snapshotNotes.at(0).message));
    QVERIFY2(snapshotNotes.at(0).detail.contains(u"injected failure"_s),
             qPrintable(snapshotNotes.at(0).detail));
}

void TestServerRunSource::noSnapshotJoinsRunningRun()
{
    // A run another client started and has not answered: its log holds no terminal event, so
    // the stream-only view is live and answers the call itself.
    RunDriver other(m_client.get(),
                    [](const LocalToolCallEvent&) -> std::optional<ToolAnswer> { return {}; });
    QVERIFY(
        other.start(specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)})));
    QVERIFY(waitUntil([&] { return !other.callIds.isEmpty(); }));
    const QString callId = other.callIds.first();

    m_server->setFaults(snapshotAnswered(404));
    auto joined = openById(other.runId);
    auto* source = qobject_cast<ServerRunSource*>(joined->source());
    QSignalSpy arrived(joined.get(), &RunController::callArrived);
    joined->start();
    QVERIFY(waitUntil([&] { return joined->callIds().contains(callId); }));
    QVERIFY(source->streamOnly());
    QVERIFY(source->isLive());
    QVERIFY(joined->canAnswer());
    QCOMPARE(joined->runId(), other.runId);
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(joined->callState(callId), LocalCallState::Pending);
    QVERIFY(callOf(*joined->timeline(), callId)->deadlineMs > 0);

    QVERIFY(joined->answer(callId, ToolAnswer::success(u"answered without a snapshot"_s)).queued);
    QVERIFY(waitFinished(*joined));
    QVERIFY(other.waitFinished());
    QCOMPARE(joined->status(), RunSource::Status::Finished);
    QCOMPARE(joined->callState(callId), LocalCallState::Answered);
    QVERIFY(joined->timeline()->summary().finalText.value_or(QString()).contains(
        u"answered without a snapshot"_s));
    QCOMPARE(m_server->acceptedToolResults(callId), 1);
}

void TestServerRunSource::noSnapshotUnknownRunFailsWithStreamError()
{
    // The snapshot request gets the injected 404; the stream then answers the sandbox's own
    // not_found for the run, and that is the error shown.
    m_server->setFaults(snapshotAnswered(404));
    auto opened = openById(u"run_nowhere"_s);
    auto* source = qobject_cast<ServerRunSource*>(opened->source());
    QSignalSpy problems(opened.get(), &RunController::problemOccurred);
    QSignalSpy ids(opened.get(), &RunController::runIdAssigned);
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(opened->status(), RunSource::Status::Failed);
    QVERIFY(source->streamOnly());
    QCOMPARE(ids.count(), 0);
    QVERIFY(opened->runId().isEmpty());
    QVERIFY(!source->isLive());
    QCOMPARE(problems.count(), 1);
    const auto error = problems.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QCOMPARE(error->error, u"not_found"_s);
    QCOMPARE(error->message, u"No run run_nowhere in this workspace."_s);
    const QString message = problems.at(0).at(0).toString();
    QVERIFY2(message.contains(error->message), qPrintable(message));
    QVERIFY2(source->problem().contains(u"No run run_nowhere in this workspace."_s),
             qPrintable(source->problem()));
    QCOMPARE(opened->timeline()->eventCount(), 0);
}

void TestServerRunSource::unknownRunSaysNoSuchRun()
{
    // A mistyped id: "no such run" with the server's body as it wrote it, reported before any
    // event (openFailed), and no "ended without a terminal event" note.
    auto opened = openById(u"run_mistyped"_s);
    QSignalSpy failed(opened->source(),
                      SIGNAL(openFailed(QString, QString, std::optional<mantyx::ApiError>)));
    QVERIFY(failed.isValid());
    QSignalSpy events(opened->source(), &RunSource::eventsAppended);
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(opened->status(), RunSource::Status::Failed);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(events.size(), 0);
    QCOMPARE(failed.at(0).at(0).toString(), u"run_mistyped"_s);
    const QString message = failed.at(0).at(1).toString();
    QVERIFY2(message.contains(u"no run with the id run_mistyped"_s), qPrintable(message));
    // The body verbatim, as the sandbox wrote it.
    const auto error = failed.at(0).at(2).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QVERIFY2(message.contains(QString::fromUtf8(error->body).trimmed()), qPrintable(message));
    QVERIFY(message.contains(u"No run run_mistyped in this workspace."_s));
    QCOMPARE(opened->source()->problem(), message);
    for (const ProtocolNote& note : opened->timeline()->notes())
        QVERIFY2(!note.message.contains(u"without a terminal event"_s), qPrintable(note.message));
}

void TestServerRunSource::finishedRunReplayHasNoFakeTiming()
{
    RunDriver live(m_client.get(),
                   [](const LocalToolCallEvent&) -> std::optional<ToolAnswer> { return {}; });
    QVERIFY(live.start(specWith(u"Say hello."_s)));
    QVERIFY(live.waitFinished());

    auto opened = openById(live.runId);
    auto* source = qobject_cast<ServerRunSource*>(opened->source());
    opened->start();
    QVERIFY(waitFinished(*opened));
    QCOMPARE(opened->status(), RunSource::Status::Finished);
    const RunTimeline& timeline = *opened->timeline();
    QVERIFY(timeline.rowCount() > 1);
    // The log came back at once and its events carry no timestamps: no "+0.0 s" rows.
    for (int i = 0; i < timeline.rowCount(); ++i)
        QCOMPARE(timeline.row(i).elapsedMs, -1);
    const QString dump = TimelineDump::dump(timeline, TimelineDump::IncludeTimes);
    QVERIFY2(!dump.contains(u" t=0 "_s), qPrintable(dump));
    // The duration is the snapshot's, start to finish.
    const QJsonObject snapshot = source->snapshot();
    const QDateTime created =
        QDateTime::fromString(snapshot.value("createdAt"_L1).toString(), Qt::ISODateWithMs);
    const QDateTime finished =
        QDateTime::fromString(snapshot.value("finishedAt"_L1).toString(), Qt::ISODateWithMs);
    QVERIFY(created.isValid() && finished.isValid());
    const RunSummary summary = timeline.summary();
    QCOMPARE(summary.timing, RunSummary::Timing::Snapshot);
    QCOMPARE(summary.durationMs.value_or(-1), created.msecsTo(finished));
}

QTEST_GUILESS_MAIN(TestServerRunSource)
#include "tst_serverrunsource.moc"
