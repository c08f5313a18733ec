// SPDX-License-Identifier: MIT
// RunTimeline: rows from every event type (the protocol document's examples), delta coalescing,
// turns, local calls, protocol notes, summary (cost, truncation, structured output), plan,
// clear, a golden dump, and "a finished run opened by id gives the same timeline as live".
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include "clienttest.h"
#include "protocol/eventdecoder.h"
#include "run/eventtime.h"
#include "run/runtimeline.h"
#include "run/timelinedump.h"
#include "run/timelinerowtexts.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

class TestRunTimeline final : public QObject, private clienttest::SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyRowKind_data();
    void everyRowKind();
    void everyKindCovered();
    void coalescing();
    void coalescingIgnoresBatchBoundaries();
    void batchSignals();
    void turns();
    void localCalls();
    void seqNotes();
    void terminalNotes();
    void olderServerNotesOncePerShape();
    void malformedUnknownAndProblems();
    void sourceEndedNotes();
    void addedNotesAnchor();
    void summaryCost();
    void summaryFailure();
    void cutOffText();
    void truncationSaysJsonOnlyWithASchema();
    void rowCopiesAndCounterparts();
    void summaryOutputSchema();
    void summaryStatusAndDuration();
    void eventTimestampsTimeRows();
    void replayedLogWithoutTimestamps();
    void recordedTimesFromCapture();
    void eventTimeFormats();
    void failedBeforeAnyEventNotesTheProblem();
    void plan();
    void growingRowTextIsLinear();
    void growingRowFormatIsLinear();
    void clearResets();
    void eventsKeptAsBytesAndGivenBackWhole();
    void goldenDump();
    void liveEqualsReplay();
};

namespace {

QStringList allFixtureNames()
{
    QStringList names;
    for (const QString& f : QDir(eventsDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        names << f.chopped(5);
    return names;
}

QJsonArray catalog(bool withCacheRead = true)
{
    QJsonObject pricing{{"inputPer1MUsd"_L1, 0.4}, {"outputPer1MUsd"_L1, 1.6}};
    if (withCacheRead)
        pricing.insert("cacheReadPer1MUsd"_L1, 0.04);
    return QJsonArray{QJsonObject{{"id"_L1, u"platform:demo"_s}, {"pricing"_L1, pricing}},
                      QJsonObject{{"id"_L1, u"provider:cmf…"_s}, {"pricing"_L1, QJsonValue::Null}}};
}

int countNotes(const RunTimeline& tl, ProtocolNote::Category category)
{
    int n = 0;
    for (const ProtocolNote& note : tl.notes())
        n += note.category == category ? 1 : 0;
    return n;
}

const ProtocolNote* firstNote(const RunTimeline& tl, ProtocolNote::Category category)
{
    for (const ProtocolNote& note : tl.notes()) {
        if (note.category == category)
            return &note;
    }
    return nullptr;
}

} // namespace

void TestRunTimeline::initTestCase()
{
    startSandbox();
}

void TestRunTimeline::cleanupTestCase()
{
    stopSandbox();
}

void TestRunTimeline::everyRowKind_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("badge");

    const auto row = [](const char* file, TimelineRowKind kind, const QString& headline,
                        const QString& body, const QString& detail, const QString& badge) {
        QTest::newRow(file) << QString::fromUtf8(file) << int(kind) << headline << body << detail
                            << badge;
    };
    using K = TimelineRowKind;
    row("4.1-assistant_delta", K::AssistantText, u"Assistant"_s, u"Hello"_s, u"Hello"_s, {});
    row("4.1-thinking_delta", K::Thinking, u"Thinking"_s, u"Considering options..."_s,
        u"Considering"_s, u"thinking"_s);
    row("4.2-tool_result", K::ServerToolResult, u"Tool result · github_search_repos"_s, u"..."_s,
        u"..."_s, u"server"_s);
    row("4.3-local_tool_call-envelope", K::LocalToolCall,
        u"Local tool call · <model-facing tool name>"_s, u"\"query\": \"example\""_s,
        u"<opaque-id>"_s, u"<local | a2a_local | mcp_local>"_s);
    row("4.3.1-local_tool_call-local-kind_omitted", K::LocalToolCall,
        u"Local tool call · compute_total"_s, u"\"amount\": 42"_s, u"tu_x"_s, u"local"_s);
    row("4.3.1-local_tool_call-local", K::LocalToolCall, u"Local tool call · compute_total"_s,
        u"\"currency\": \"USD\""_s, u"tu_x"_s, u"local"_s);
    row("4.3.2-local_tool_call-a2a_local", K::LocalToolCall, u"Agent call · intranet_hr_agent"_s,
        u"When does PTO reset?"_s, u"agent Acme HR · https://hr.intranet.acme/a2a"_s,
        u"a2a_local"_s);
    row("4.3.3-local_tool_call-mcp_local", K::LocalToolCall, u"MCP tool call · fs_read_file"_s,
        u"/etc/hosts"_s, u"server fs · tool fs_read_file (mcp-server-filesystem 0.4.1)"_s,
        u"mcp_local"_s);
    row("4.4-assistant_message", K::TurnEnd, u"Turn 1 ended · tool_use"_s,
        u"Here's what I found..."_s, u"1 tool call(s): search"_s, {});
    row("4.4-assistant_message-text_only", K::TurnEnd, u"Turn 1 ended"_s, {}, u"no tool calls"_s,
        {});
    row("4.5-loop_detected-hard", K::LoopDetected, u"looping — gave up"_s, u"forced"_s,
        u"6 identical tool batch(es) in a row: recall"_s, {});
    row("4.5-loop_detected-soft", K::LoopDetected, u"looping — nudged"_s, u"nudged"_s,
        u"3 identical tool batch(es) in a row: recall"_s, {});
    row("4.6-tool_budget_exceeded", K::ToolBudgetExceeded, u"Tool budget exceeded · recall"_s,
        u"pivot or finalize"_s, u"call 5 of max 4"_s, {});
    row("4.7-supervisor-finalize", K::Supervisor, u"Supervisor: finalize"_s, u"Enough evidence"_s,
        u"after 15 LLM call(s)"_s, {});
    row("4.7-supervisor-on_track", K::Supervisor, u"Supervisor: on track"_s, u"gathering context"_s,
        u"after 5 LLM call(s)"_s, {});
    row("4.7-supervisor-reasoning", K::Supervisor, u"Supervisor: redirect"_s,
        u"Injected message: Commit to the straightforward approach"_s, u"after 7 LLM call(s)"_s,
        u"reasoning"_s);
    row("4.7-supervisor-redirect", K::Supervisor, u"Supervisor: redirect"_s,
        u"Injected message: Stop re-querying"_s, u"after 10 LLM call(s)"_s, {});
    row("4.8-cancelled", K::Cancelled, u"Cancelled"_s, {}, u"reason: user"_s, {});
    row("4.8-error", K::Error, u"Error · truncation"_s,
        u"truncated reply — cut off before it was finished:"_s,
        u"code truncation · class truncation · finish reason max_tokens · not retryable"_s,
        u"truncation"_s);
    row("4.8-result", K::Result, u"Result"_s, u"..."_s, u"3 turn(s)"_s, {});
    row("4.9-task_plan-advance", K::TaskPlan, u"Plan: 1 of 3 done"_s,
        u"[x] Pull Q3 and Q4 revenue"_s, u"Compare Q3 vs Q4 revenue"_s, {});
    row("4.9-task_plan-first", K::TaskPlan, u"Plan: 0 of 3 done"_s, u"[>] Pull Q3 and Q4 revenue"_s,
        u"Compare Q3 vs Q4 revenue"_s, {});
    row("5-local_tool_result_in-error", K::LocalToolResultIn, u"Answer echoed · "_s, {},
        u"error answer for"_s, u"error"_s);
    row("5-local_tool_result_in-result", K::LocalToolResultIn, u"Answer echoed · tu_z"_s,
        u"127.0.0.1 localhost"_s, u"1 file"_s, {});
    row("8.5-result-plan_only", K::Result, u"Result"_s, u"Snapshot current schema"_s,
        u"plan of 4 step(s)"_s, {});
    row("8.5-result-plan_only-declined", K::Result, u"Result"_s, {}, u"plan of 0 step(s)"_s, {});
    row("legacy-local_tool_result_in-error", K::LocalToolResultIn, u"Answer echoed · "_s, {},
        u"error answer for"_s, u"error"_s);
    row("legacy-local_tool_result_in-output", K::LocalToolResultIn, u"Answer echoed · tu_x"_s,
        u"\"total\": 42"_s, u"result for tu_x"_s, {});
    row("legacy-result-failure", K::Result, u"Result · failed (error_local_tool_timeout)"_s,
        u"Timed out waiting for local tool result"_s, {}, {});
    row("legacy-result-no_ok", K::Result, u"Result"_s, u"The total is 42 USD."_s, {}, {});
    row("legacy-started", K::Started, u"Run started"_s, {}, u"older server"_s, {});
    row("legacy-tool_call", K::ServerToolCall, u"Server tool call · "_s, {}, {}, u"server"_s);
    row("legacy-tool_result", K::ServerToolResult, u"Tool result · github_search_repos"_s,
        u"Found 12 repositories."_s, u"ok · Found 12 repositories."_s, u"server"_s);
}

void TestRunTimeline::everyRowKind()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, headline);
    QFETCH(QString, body);
    QFETCH(QString, detail);
    QFETCH(QString, badge);

    RunTimeline tl;
    tl.appendEvents({fixture(file)});
    QCOMPARE(tl.rowCount(), 1);
    QCOMPARE(int(tl.row(0).kind), kind);
    const TimelineRowTexts t = TimelineRowTexts::format(tl, 0);
    QVERIFY2(t.headline.startsWith(headline), qPrintable(t.headline));
    QVERIFY2(t.body.contains(body), qPrintable(t.body));
    QVERIFY2(t.detail.contains(detail), qPrintable(t.detail));
    QCOMPARE(t.badge, badge);
    QVERIFY(!t.toolTip.isEmpty());
    // Every event is kept, raw, exactly as received.
    QCOMPARE(tl.eventCount(), 1);
    QCOMPARE(tl.eventAt(0).raw, fixture(file).raw);
}

void TestRunTimeline::everyKindCovered()
{
    RunTimeline tl;
    qint64 seq = 1;
    for (const QString& name : allFixtureNames())
        tl.appendEvents({fixture(name, seq++)});
    tl.appendEvents({ev(seq++, u"brand_new_event", QJsonObject{{"x"_L1, 1}})});
    tl.appendEvents({decode(QByteArrayLiteral("{\"seq\": 99, \"type\": \"result\", oops"))});
    QSet<int> kinds;
    for (int i = 0; i < tl.rowCount(); ++i)
        kinds.insert(int(tl.row(i).kind));
    for (int k = 0; k <= int(TimelineRowKind::Malformed); ++k)
        QVERIFY2(kinds.contains(k), qPrintable(TimelineRowTexts::kindId(TimelineRowKind(k))));
    // Unknown and malformed rows are shown and flagged, never dropped.
    const int unknownRow = tl.rowCount() - 2;
    QCOMPARE(tl.row(unknownRow).kind, TimelineRowKind::Unknown);
    QVERIFY(tl.row(unknownRow).flagged);
    QVERIFY(TimelineRowTexts::format(tl, unknownRow).headline.contains(u"brand_new_event"_s));
    const int malformedRow = tl.rowCount() - 1;
    QCOMPARE(tl.row(malformedRow).kind, TimelineRowKind::Malformed);
    QVERIFY(tl.row(malformedRow).flagged);
    const TimelineRowTexts m = TimelineRowTexts::format(tl, malformedRow);
    QVERIFY2(m.detail.contains(u"at byte"_s), qPrintable(m.detail));
    QVERIFY(m.body.contains(u"oops"_s));
}

void TestRunTimeline::coalescing()
{
    RunTimeline tl;
    tl.appendEvents({thinking(1, u"Let me "_s), thinking(2, u"think"_s), delta(3, u"Hel"_s),
                     delta(4, u"lo "_s), delta(5, u"world"_s), localCall(6, u"tu_1"_s),
                     delta(7, u"After "_s), delta(8, u"call"_s)});
    QCOMPARE(tl.rowCount(), 4);
    QCOMPARE(tl.row(0).kind, TimelineRowKind::Thinking);
    QCOMPARE(tl.row(0).eventCount, 2);
    QCOMPARE(tl.rowText(0), u"Let me think"_s);
    QCOMPARE(tl.row(1).kind, TimelineRowKind::AssistantText);
    QCOMPARE(tl.row(1).eventCount, 3);
    QCOMPARE(tl.row(1).firstEvent, 2);
    QCOMPARE(tl.row(1).lastEvent, 4);
    QCOMPARE(tl.rowText(1), u"Hello world"_s);
    QCOMPARE(tl.row(2).kind, TimelineRowKind::LocalToolCall);
    // The call ended the row: the next delta started another one.
    QCOMPARE(tl.row(3).kind, TimelineRowKind::AssistantText);
    QCOMPARE(tl.rowText(3), u"After call"_s);
    // Still streaming: the turn has not ended.
    QVERIFY(tl.row(0).streaming);
    QVERIFY(tl.row(1).streaming);
    QVERIFY(tl.row(3).streaming);
    QCOMPARE(tl.rowForSeq(4), 1);
    QCOMPARE(tl.rowForSeq(6), 2);

    // A thinking delta in between also ends an assistant row.
    tl.appendEvents({thinking(9, u"hmm"_s), delta(10, u"x"_s)});
    QCOMPARE(tl.rowCount(), 6);
    QCOMPARE(tl.row(4).kind, TimelineRowKind::Thinking);
    QCOMPARE(tl.row(5).kind, TimelineRowKind::AssistantText);

    // The turn boundary ends streaming (Markdown from now on) for every row of the turn.
    QSignalSpy changed(&tl, &RunTimeline::rowsChanged);
    tl.appendEvents({turnEnd(11, 0, u"Hello world After callx"_s)});
    QCOMPARE(tl.rowCount(), 7);
    for (int i = 0; i < 6; ++i)
        QVERIFY2(!tl.row(i).streaming, qPrintable(QString::number(i)));
    QVERIFY(!changed.isEmpty());

    // Deltas of the next turn start a new row even with the same type as the last delta row.
    tl.appendEvents({delta(12, u"Final"_s), delta(13, u" answer"_s)});
    QCOMPARE(tl.rowCount(), 8);
    QVERIFY(tl.row(7).streaming);
    QCOMPARE(tl.row(7).turn, 2);
    // A terminal event ends the turn too.
    tl.appendEvents({result(14, u"Final answer"_s)});
    QVERIFY(!tl.row(7).streaming);
    QCOMPARE(tl.rowCount(), 9);
}

void TestRunTimeline::coalescingIgnoresBatchBoundaries()
{
    QList<RunEvent> events;
    qint64 seq = 1;
    for (int turn = 0; turn < 3; ++turn) {
        for (int i = 0; i < 7; ++i)
            events << thinking(seq++, u"t%1 "_s.arg(i));
        for (int i = 0; i < 11; ++i)
            events << delta(seq++, u"d%1 "_s.arg(i));
        events << turnEnd(seq, turn, {}, u"tool_use"_s);
        events << localCall(seq + 1, u"tu_%1"_s.arg(turn));
        events << resultIn(seq + 2, u"tu_%1"_s.arg(turn), u"answer %1"_s.arg(turn));
        seq += 3;
    }
    events << delta(seq, u"done"_s);
    events << turnEnd(seq + 1, 3);
    events << result(seq + 2, u"done"_s);

    RunTimeline whole;
    whole.appendEvents(events, 1000);
    RunTimeline single;
    for (const RunEvent& e : events)
        single.appendEvents({e}, 1000);
    RunTimeline uneven;
    for (qsizetype i = 0, n = 1; i < events.size(); i += n, n = n % 5 + 2)
        uneven.appendEvents(events.mid(i, n), 1000);
    const QString expected = TimelineDump::dump(whole);
    QCOMPARE(TimelineDump::dump(single), expected);
    QCOMPARE(TimelineDump::dump(uneven), expected);
    QCOMPARE(whole.rowCount(), 3 * 5 + 3);
}

void TestRunTimeline::batchSignals()
{
    RunTimeline tl;
    QSignalSpy appended(&tl, &RunTimeline::rowsAppended);
    QSignalSpy changed(&tl, &RunTimeline::rowsChanged);
    QSignalSpy summary(&tl, &RunTimeline::summaryChanged);
    tl.appendEvents({delta(1, u"a"_s), delta(2, u"b"_s), localCall(3, u"tu_1"_s)});
    QCOMPARE(appended.size(), 1);
    QCOMPARE(appended.at(0).at(0).toInt(), 0);
    QCOMPARE(appended.at(0).at(1).toInt(), 1);
    QCOMPARE(changed.size(), 0); // both rows are new
    QCOMPARE(summary.size(), 1);

    appended.clear();
    tl.appendEvents({delta(4, u"c"_s), delta(5, u"d"_s), delta(6, u"e"_s)});
    QCOMPARE(appended.size(), 1);
    QCOMPARE(changed.size(), 0);

    // Growing the open row: one rowsChanged for that row, no new row.
    appended.clear();
    tl.appendEvents({delta(7, u"f"_s), delta(8, u"g"_s)});
    QCOMPARE(appended.size(), 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toInt(), 2);
    QCOMPARE(changed.at(0).at(1).toInt(), 2);
    QCOMPARE(tl.rowText(2), u"cdefg"_s);

    // A batch that grows the open row and answers the call (rows 0 and 2 change: two ranges,
    // row 1 is untouched), then adds rows.
    changed.clear();
    appended.clear();
    tl.appendEvents({delta(9, u"h"_s), turnEnd(10, 0), resultIn(11, u"tu_1"_s, u"ok"_s)});
    QCOMPARE(appended.size(), 1);
    QList<std::pair<int, int>> ranges;
    for (const QList<QVariant>& args : changed)
        ranges.append({args.at(0).toInt(), args.at(1).toInt()});
    QCOMPARE(ranges, (QList<std::pair<int, int>>{{0, 2}}));
}

void TestRunTimeline::turns()
{
    RunTimeline tl;
    tl.appendEvents({fixture(u"4.9-task_plan-first"_s, 1), thinking(2, u"t"_s), delta(3, u"a"_s),
                     turnEnd(4, 0, u"a"_s, u"tool_use"_s), localCall(5, u"tu_1"_s),
                     resultIn(6, u"tu_1"_s, u"r"_s), delta(7, u"b"_s), turnEnd(8, 1, u"b"_s),
                     result(9, u"b"_s)});
    QCOMPARE(tl.turnCount(), 2);
    QCOMPARE(tl.row(0).turn, 0); // the plan came before the first turn began
    QCOMPARE(tl.row(1).turn, 1);
    QCOMPARE(tl.row(3).turn, 1); // the boundary closes turn 1
    QCOMPARE(tl.row(4).turn, 1); // the call it asked for belongs to it
    QCOMPARE(tl.row(6).turn, 2);
    QCOMPARE(tl.rowForTurn(1), 1);
    QCOMPARE(tl.rowForTurn(2), 6);
    QCOMPARE(tl.rowForTurn(3), -1);
    QCOMPARE(tl.rowForTurn(0), -1);
    QCOMPARE(TimelineRowTexts::format(tl, 3).headline, u"Turn 1 ended · tool_use"_s);
    // The turn's text is on its assistant row, so the boundary does not repeat it.
    QVERIFY(TimelineRowTexts::format(tl, 7).body.isEmpty());
}

void TestRunTimeline::localCalls()
{
    RunTimeline tl;
    QSignalSpy added(&tl, &RunTimeline::callAdded);
    QSignalSpy callChanged(&tl, &RunTimeline::callChanged);
    QSignalSpy rowsChanged(&tl, &RunTimeline::rowsChanged);
    tl.appendEvents({localCall(1, u"tu_1"_s), fixture(u"4.3.3-local_tool_call-mcp_local"_s, 2),
                     fixture(u"4.3.2-local_tool_call-a2a_local"_s, 3)});
    QCOMPARE(added.size(), 3);
    QCOMPARE(tl.callCount(), 3);
    QCOMPARE(tl.callIndex(u"tu_z"_s), 1);
    QCOMPARE(tl.call(1).kind, LocalToolKind::McpLocal);
    QCOMPARE(tl.call(1).kindRaw, u"mcp_local"_s);
    QCOMPARE(tl.call(2).kindRaw, u"a2a_local"_s);
    QCOMPARE(tl.call(0).state, LocalCallState::Pending);
    QCOMPARE(tl.call(0).stateText, u"pending"_s);
    QCOMPARE(tl.call(0).row, 0);
    QCOMPARE(tl.nextPendingCallRow(), 0);
    QCOMPARE(tl.nextPendingCallRow(0), 1);
    QCOMPARE(tl.nextPendingCallRow(2), -1);

    tl.updateCall(u"tu_1"_s, LocalCallState::Sending, {}, 0, u"{\"result\": \"x\"}"_s);
    QCOMPARE(tl.call(0).state, LocalCallState::Sending);
    QCOMPARE(tl.call(0).stateText, u"sending"_s);
    QCOMPARE(tl.callAnswerJson(0), u"{\"result\": \"x\"}"_s);
    QCOMPARE(callChanged.size(), 1);
    QCOMPARE(rowsChanged.last().at(0).toInt(), 0);
    QCOMPARE(tl.nextPendingCallRow(), 1);

    tl.setCallDeadline(u"tu_1"_s, 1234567);
    QCOMPARE(tl.call(0).deadlineMs, 1234567);
    QCOMPARE(callChanged.size(), 2);

    tl.updateCall(u"tu_1"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QCOMPARE(tl.call(0).httpStatus, 204);
    QCOMPARE(tl.call(0).stateText, u"answered (204)"_s);
    QCOMPARE(tl.callAnswerJson(0), u"{\"result\": \"x\"}"_s); // kept
    // Answered is final: a late "sending" does not undo it.
    tl.updateCall(u"tu_1"_s, LocalCallState::Sending, {});
    QCOMPARE(tl.call(0).state, LocalCallState::Answered);
    // Unknown ids are ignored.
    tl.updateCall(u"nope"_s, LocalCallState::Failed, {});

    tl.updateCall(u"tu_y"_s, LocalCallState::Rejected,
                  u"rejected — the run had already ended (409)"_s, 409);
    QCOMPARE(tl.call(2).httpStatus, 409);
    QCOMPARE(TimelineRowTexts::severity(tl, 2), Severity::Error);

    // The server's echo answers a call that was never answered here.
    rowsChanged.clear();
    tl.appendEvents({fixture(u"5-local_tool_result_in-result"_s, 4)});
    QCOMPARE(tl.call(1).state, LocalCallState::Answered);
    QVERIFY(tl.call(1).stateText.contains(u"echo"_s));
    QVERIFY2(tl.callAnswerJson(1).contains(u"127.0.0.1 localhost"_s),
             qPrintable(tl.callAnswerJson(1)));
    // The echo's text is made once: the card reads it at every paint.
    const qint64 decodes = tl.eventDecodeCount();
    const QString echoed = tl.callAnswerJson(1);
    QCOMPARE(tl.callAnswerJson(1), echoed);
    QCOMPARE(tl.eventDecodeCount(), decodes);
    QCOMPARE(rowsChanged.size(), 1);
    QCOMPARE(rowsChanged.at(0).at(0).toInt(), 1);
    QCOMPARE(tl.nextPendingCallRow(), -1);
    QCOMPARE(tl.summary().localCalls, 3);
    QCOMPARE(tl.summary().localCallsUnanswered, 1); // the rejected one
    // An answer posted afterwards replaces it.
    tl.updateCall(u"tu_z"_s, LocalCallState::Answered, {}, 204, u"{\"result\": \"mine\"}"_s);
    QCOMPARE(tl.callAnswerJson(1), u"{\"result\": \"mine\"}"_s);

    // A repeated call event gets a row of its own pointing at the same call, and a note.
    tl.appendEvents({localCall(5, u"tu_1"_s)});
    QCOMPARE(tl.callCount(), 3);
    QCOMPARE(tl.row(4).callIndex, 0);
    QVERIFY(tl.row(4).flagged);
}

void TestRunTimeline::seqNotes()
{
    RunTimeline tl;
    QSignalSpy notes(&tl, &RunTimeline::notesAppended);
    tl.appendEvents({delta(1, u"a"_s), delta(2, u"b"_s), delta(5, u"c"_s)});
    QCOMPARE(countNotes(tl, ProtocolNote::Category::SeqGap), 1);
    const ProtocolNote* gap = firstNote(tl, ProtocolNote::Category::SeqGap);
    QCOMPARE(gap->seq, 5);
    QVERIFY2(gap->message.contains(u"from 2 to 5"_s), qPrintable(gap->message));
    QVERIFY2(gap->message.contains(u"2 event(s) missing"_s), qPrintable(gap->message));
    QCOMPARE(gap->severity, Severity::Warning);
    QCOMPARE(tl.rowForNote(0), 0);
    QCOMPARE(notes.size(), 1);

    tl.appendEvents({localCall(6, u"tu_1"_s), delta(4, u"late"_s), delta(6, u"again"_s)});
    QCOMPARE(countNotes(tl, ProtocolNote::Category::SeqRepeat), 2);
    QCOMPARE(notes.size(), 2); // one notesAppended per batch
    const int repeatNote = int(tl.notes().size()) - 1;
    QCOMPARE(tl.notes().at(repeatNote).seq, 6);
    // Anchored to the repeated event's own row, not the first one with that seq.
    QCOMPARE(tl.rowForNote(repeatNote), tl.rowCount() - 1);
    // seq lookups still work once order is broken.
    QCOMPARE(tl.rowForSeq(6), 1);
    QCOMPARE(tl.rowForSeq(4), 2);
    QCOMPARE(tl.rowForSeq(3), -1);
}

void TestRunTimeline::terminalNotes()
{
    RunTimeline tl;
    tl.appendEvents(
        {delta(1, u"a"_s), result(2, u"a"_s), fixture(u"4.8-error"_s, 3), delta(4, u"late"_s)});
    QCOMPARE(countNotes(tl, ProtocolNote::Category::SecondTerminal), 1);
    QCOMPARE(tl.row(2).kind, TimelineRowKind::Error);
    QVERIFY(tl.row(2).flagged);
    QCOMPARE(tl.rowForNote(0), 2);
    QCOMPARE(tl.terminalEvent(), 1);
    QCOMPARE(tl.summary().status, RunSummary::Status::Succeeded);         // the first one counts
    QCOMPARE(countNotes(tl, ProtocolNote::Category::ProtocolProblem), 1); // events after it
    QVERIFY(!tl.row(3).streaming); // nothing streams after the end
}

void TestRunTimeline::olderServerNotesOncePerShape()
{
    RunTimeline tl;
    tl.appendEvents({fixture(u"legacy-started"_s, 1), fixture(u"legacy-tool_call"_s, 2),
                     fixture(u"legacy-tool_result"_s, 3), fixture(u"legacy-tool_call"_s, 4),
                     fixture(u"legacy-tool_result"_s, 5),
                     fixture(u"4.3.1-local_tool_call-local-kind_omitted"_s, 6),
                     fixture(u"legacy-local_tool_result_in-output"_s, 7),
                     fixture(u"legacy-result-failure"_s, 8)});
    // started, tool_call, ok/summary, kind omitted, output, failure-as-result: one note each.
    QCOMPARE(countNotes(tl, ProtocolNote::Category::OlderServer), 6);
    for (const ProtocolNote& n : tl.notes())
        QCOMPARE(n.category, ProtocolNote::Category::OlderServer);
    // Each points at the first event of its shape.
    QCOMPARE(tl.notes().at(0).seq, 1);
    QCOMPARE(tl.notes().at(1).seq, 2);
    QCOMPARE(tl.notes().at(2).seq, 3);
    // The echo (older `output`) answers the kind-omitted call.
    QCOMPARE(tl.call(0).state, LocalCallState::Answered);
    QCOMPARE(tl.call(0).kindRaw, u"local"_s);
    const RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Failed);
    QCOMPARE(s.serverToolResults, 2);
}

void TestRunTimeline::malformedUnknownAndProblems()
{
    RunTimeline tl;
    tl.appendEvents({decode(QByteArrayLiteral("{\"seq\": 1, \"type\": \"assistant_delta\", \"da")),
                     ev(2, u"brand_new_event"),
                     ev(3, u"tool_budget_exceeded", QJsonObject{{"tool"_L1, 5}})});
    QCOMPARE(tl.rowCount(), 3);
    QCOMPARE(countNotes(tl, ProtocolNote::Category::Malformed), 1);
    QCOMPARE(countNotes(tl, ProtocolNote::Category::UnknownEvent), 1);
    QCOMPARE(countNotes(tl, ProtocolNote::Category::ProtocolProblem), 1);
    const ProtocolNote* problem = firstNote(tl, ProtocolNote::Category::ProtocolProblem);
    QCOMPARE(problem->seq, 3);
    QVERIFY(!problem->detail.isEmpty());
    QVERIFY(tl.row(2).flagged);
    QVERIFY(!TimelineRowTexts::format(tl, 2).problems.isEmpty());
    const ProtocolNote* malformed = firstNote(tl, ProtocolNote::Category::Malformed);
    QVERIFY2(malformed->detail.contains(u"byte"_s), qPrintable(malformed->detail));
    QCOMPARE(tl.rowForNote(0), 0);
}

void TestRunTimeline::sourceEndedNotes()
{
    RunTimeline tl;
    tl.appendEvents({localCall(1, u"tu_a"_s), localCall(2, u"tu_b"_s), localCall(3, u"tu_c"_s),
                     resultIn(4, u"tu_b"_s, u"ok"_s), delta(5, u"partial"_s)});
    tl.updateCall(u"tu_c"_s, LocalCallState::Failed, u"failed — 503 after 5 attempts"_s, 503);
    QVERIFY(tl.row(4).streaming);
    QSignalSpy notes(&tl, &RunTimeline::notesAppended);
    tl.markSourceEnded(u"the connection was reset"_s);
    QCOMPARE(notes.size(), 1);
    QCOMPARE(countNotes(tl, ProtocolNote::Category::UnansweredCall), 2); // tu_a, tu_c
    const ProtocolNote* unanswered = firstNote(tl, ProtocolNote::Category::UnansweredCall);
    QCOMPARE(unanswered->toolUseId, u"tu_a"_s);
    QCOMPARE(unanswered->seq, 1);
    QCOMPARE(tl.rowForNote(0), 0);
    const ProtocolNote* noTerminal = firstNote(tl, ProtocolNote::Category::StreamProblem);
    QVERIFY(noTerminal);
    QCOMPARE(noTerminal->severity, Severity::Error);
    QCOMPARE(noTerminal->detail, u"the connection was reset"_s);
    QCOMPARE(tl.summary().status, RunSummary::Status::Incomplete);
    QVERIFY(!tl.row(4).streaming); // nothing grows any more
    // Ending again notes nothing twice.
    const qsizetype before = tl.notes().size();
    tl.markSourceEnded();
    QCOMPARE(tl.notes().size(), before);

    // With a terminal event: only the unanswered calls.
    RunTimeline done;
    done.appendEvents({localCall(1, u"tu_a"_s), fixture(u"4.8-cancelled"_s, 2)});
    done.markSourceEnded();
    QCOMPARE(countNotes(done, ProtocolNote::Category::UnansweredCall), 1);
    QCOMPARE(countNotes(done, ProtocolNote::Category::StreamProblem), 0);
    QCOMPARE(done.summary().status, RunSummary::Status::Cancelled);
}

void TestRunTimeline::addedNotesAnchor()
{
    RunTimeline tl;
    tl.appendEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s)});
    QSignalSpy notes(&tl, &RunTimeline::notesAppended);
    ProtocolNote reconnect;
    reconnect.category = ProtocolNote::Category::Reconnect;
    reconnect.message = u"reconnected"_s;
    reconnect.seq = 2;
    tl.addNote(reconnect);
    QCOMPARE(notes.size(), 1);
    QCOMPARE(tl.rowForNote(0), 1);
    ProtocolNote http;
    http.category = ProtocolNote::Category::ToolResultHttp;
    http.toolUseId = u"tu_1"_s;
    tl.addNote(http);
    QCOMPARE(tl.rowForNote(1), 1);
    ProtocolNote future;
    future.seq = 3;
    tl.addNote(future);
    QCOMPARE(tl.rowForNote(2), -1);
    tl.appendEvents({delta(3, u"b"_s)});
    QCOMPARE(tl.rowForNote(2), 2);
    QCOMPARE(tl.rowForNote(3), -1);
    QCOMPARE(tl.notes().at(0), reconnect);
}

void TestRunTimeline::summaryCost()
{
    RunTimeline tl;
    tl.setModelCatalog(catalog(true));
    tl.appendEvents({fixture(u"4.8-result"_s)});
    RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Succeeded);
    QCOMPARE(s.tokens->inputTokens, 1283);
    QCOMPARE(s.turns, 3);
    QCOMPARE(s.model->id, u"platform:demo"_s);
    QCOMPARE(s.model->reasoningEffort, u"low"_s);
    QCOMPARE(s.finalText, u"..."_s);
    // (1283 − 512) × 0.40 + 512 × 0.04 + 240 × 1.60 (reasoning is inside output), per million.
    QVERIFY(s.costUsd.has_value());
    QVERIFY(qFuzzyCompare(*s.costUsd, (771 * 0.4 + 512 * 0.04 + 240 * 1.6) / 1e6));
    QVERIFY2(s.costFormula.contains(u"1283"_s) && s.costFormula.contains(u"reasoning"_s),
             qPrintable(s.costFormula));

    // No cache-read price: the cached slice is billed at the input price.
    tl.setModelCatalog(catalog(false));
    s = tl.summary();
    QVERIFY(qFuzzyCompare(*s.costUsd, (1283 * 0.4 + 240 * 1.6) / 1e6));
    QVERIFY2(s.costFormula.contains(u"no cache-read price"_s), qPrintable(s.costFormula));

    // `pricing: null` / an unknown model: no cost, and the formula says why.
    RunTimeline err;
    err.setModelCatalog(catalog(true));
    err.appendEvents({fixture(u"4.8-error"_s)});
    QVERIFY(!err.summary().costUsd);
    QVERIFY(err.summary().costFormula.contains(u"provider:cmf…"_s));
    RunTimeline none;
    none.appendEvents({fixture(u"4.8-result"_s)});
    QVERIFY(!none.summary().costUsd);
    // An older server's result: no usage data at all.
    RunTimeline old;
    old.setModelCatalog(catalog(true));
    old.appendEvents({fixture(u"legacy-result-no_ok"_s)});
    QCOMPARE(old.summary().status, RunSummary::Status::Succeeded);
    QVERIFY(!old.summary().tokens);
    QVERIFY(!old.summary().costUsd);
    QVERIFY(old.summary().costFormula.contains(u"No usage data"_s));
}

void TestRunTimeline::cutOffText()
{
    // An error while the assistant text streams: its row is marked cut off (and says so); the
    // thinking row before it ended when the text began and is not.
    RunTimeline tl;
    tl.appendEvents({thinking(1, u"hmm"_s), delta(2, u"The answer is"_s), delta(3, u" forty"_s)});
    QVERIFY(tl.row(1).streaming);
    tl.appendEvents(
        {ev(4, u"error",
            QJsonObject{{"error"_L1, u"upstream 502"_s}, {"code"_L1, u"provider_error"_s}})});
    QVERIFY(!tl.row(1).streaming);
    QVERIFY(tl.row(1).cutOff);
    QVERIFY(!tl.row(0).cutOff);
    const TimelineRowTexts texts = TimelineRowTexts::format(tl, 1);
    QVERIFY2(texts.headline.contains(u"cut off"_s), qPrintable(texts.headline));
    QCOMPARE(texts.badge, u"cut off"_s);
    QVERIFY2(texts.detail.startsWith(u"unfinished"_s), qPrintable(texts.detail));
    QCOMPARE(texts.body, u"The answer is forty"_s);
    QCOMPARE(TimelineRowTexts::severity(tl, 1), Severity::Warning);
    QVERIFY(TimelineDump::dump(tl).contains(u"cut_off"_s));

    // Cancelled mid-text: the same.
    RunTimeline cancelled;
    cancelled.appendEvents({delta(1, u"Half"_s), fixture(u"4.8-cancelled"_s, 2)});
    QVERIFY(cancelled.row(0).cutOff);

    // A turn that ended before the error, or a run that succeeded: nothing was cut.
    RunTimeline ended;
    ended.appendEvents(
        {delta(1, u"Done."_s), turnEnd(2, 1, u"Done."_s),
         ev(3, u"error", QJsonObject{{"error"_L1, u"late"_s}, {"code"_L1, u"x"_s}})});
    QVERIFY(!ended.row(0).cutOff);
    RunTimeline succeeded;
    succeeded.appendEvents({delta(1, u"All good"_s), result(2, u"All good"_s)});
    QVERIFY(!succeeded.row(0).cutOff);
    QVERIFY(!TimelineRowTexts::format(succeeded, 0).headline.contains(u"cut off"_s));
}

void TestRunTimeline::truncationSaysJsonOnlyWithASchema()
{
    RunTimeline plain;
    plain.appendEvents({delta(1, u"Once upon"_s), fixture(u"4.8-error"_s, 2)});
    const TimelineRowTexts p = TimelineRowTexts::format(plain, 1);
    QCOMPARE(plain.row(1).kind, TimelineRowKind::Error);
    QVERIFY2(p.body.contains(u"truncated reply"_s), qPrintable(p.body));
    QVERIFY2(!p.body.contains(u"JSON likely incomplete"_s), qPrintable(p.body));
    QVERIFY2(!p.detail.contains(u"JSON"_s), qPrintable(p.detail));

    RunTimeline json;
    json.setOutputSchema(QJsonObject{{"type"_L1, u"object"_s}});
    json.appendEvents({delta(1, u"{\"a\":"_s), fixture(u"4.8-error"_s, 2)});
    const TimelineRowTexts j = TimelineRowTexts::format(json, 1);
    QVERIFY2(j.body.contains(u"truncated reply — JSON likely incomplete"_s), qPrintable(j.body));
    QVERIFY2(j.detail.contains(u"JSON likely incomplete"_s), qPrintable(j.detail));
    QCOMPARE(json.summary().outputParseError, u"truncated reply — JSON likely incomplete"_s);
}

void TestRunTimeline::rowCopiesAndCounterparts()
{
    RunTimeline tl;
    tl.appendEvents({delta(1, u"Let me "_s), delta(2, u"look."_s), turnEnd(3, 1, u"Let me look."_s),
                     localCall(4, u"tu_1"_s, u"lookup"_s), localCall(5, u"tu_2"_s, u"lookup"_s),
                     resultIn(6, u"tu_1"_s, u"found"_s)});
    // Rows: 0 assistant, 1 turn end, 2 call tu_1, 3 call tu_2, 4 echo of tu_1.
    QCOMPARE(tl.rowCount(), 5);
    QCOMPARE(tl.counterpartRow(2), 4);
    QCOMPARE(tl.counterpartRow(4), 2);
    QCOMPARE(tl.counterpartRow(3), -1); // not answered yet
    QCOMPARE(tl.counterpartRow(0), -1);
    QCOMPARE(tl.counterpartRow(99), -1);

    // A server tool result pairs with its tool_call, or else with the turn end listing the call.
    RunTimeline server;
    server.appendEvents(
        {ev(1, u"assistant_message",
            QJsonObject{{"text"_L1, u""_s},
                        {"turn"_L1, 1},
                        {"toolCalls"_L1, QJsonArray{QJsonObject{{"id"_L1, u"tu_s"_s},
                                                                {"name"_L1, u"search"_s},
                                                                {"input"_L1, QJsonObject{}}}}}}),
         ev(2, u"tool_result",
            QJsonObject{
                {"toolUseId"_L1, u"tu_s"_s}, {"name"_L1, u"search"_s}, {"result"_L1, u"x"_s}})});
    QCOMPARE(server.row(1).kind, TimelineRowKind::ServerToolResult);
    QCOMPARE(server.counterpartRow(1), 0);

    // Full text: every part of the card, not only the headline.
    const QString text = TimelineRowTexts::copyText(tl, 2);
    QVERIFY2(text.startsWith(u"Local tool call · lookup\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\"query\": \"q\""_s), qPrintable(text));
    QVERIFY2(text.contains(u"answered"_s), qPrintable(text)); // the echo answered it
    QVERIFY2(text.contains(u"found"_s), qPrintable(text));
    QCOMPARE(TimelineRowTexts::copyText(tl, 0).section(u'\n', 1), u"Let me look.\nLet me look."_s);

    // Payload: one event is its object; the two deltas of row 0 an array, in order.
    const QJsonObject one =
        QJsonDocument::fromJson(TimelineRowTexts::payloadJson(tl, {2}).toUtf8()).object();
    QCOMPARE(one.value("seq"_L1).toInt(), 4);
    QCOMPARE(one.value("type"_L1).toString(), u"local_tool_call"_s);
    const QJsonArray deltas =
        QJsonDocument::fromJson(TimelineRowTexts::payloadJson(tl, {0}).toUtf8()).array();
    QCOMPARE(deltas.size(), 2);
    QCOMPARE(deltas.at(1).toObject().value("seq"_L1).toInt(), 2);
    QVERIFY(TimelineRowTexts::payloadJson(tl, {}).isEmpty());

    QCOMPARE(
        QJsonDocument::fromJson(TimelineRowTexts::toolCallJson(tl, 2).toUtf8()).object(),
        (QJsonObject{{"name"_L1, u"lookup"_s}, {"args"_L1, QJsonObject{{"query"_L1, u"q"_s}}}}));
    QVERIFY(TimelineRowTexts::toolCallJson(tl, 0).isEmpty());
    QVERIFY2(TimelineRowTexts::acceptedAnswer(tl, 2).contains(u"found"_s),
             qPrintable(TimelineRowTexts::acceptedAnswer(tl, 2)));
    QVERIFY(TimelineRowTexts::acceptedAnswer(tl, 3).isEmpty()); // still pending
}

void TestRunTimeline::summaryFailure()
{
    RunTimeline tl;
    tl.appendEvents({delta(1, u"{\"answer\":"_s), turnEnd(2, 0, u"{\"answer\":"_s, u"max_tokens"_s),
                     fixture(u"4.8-error"_s, 3)});
    const RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Failed);
    QVERIFY(s.errorMessage.startsWith(u"Model output was truncated"_s));
    QCOMPARE(s.errorCode, u"truncation"_s);
    QCOMPARE(s.errorClass, u"truncation"_s);
    QCOMPARE(s.finishReason, u"max_tokens"_s);
    QCOMPARE(s.retryable, false);
    QVERIFY(s.partialText.has_value());
    QVERIFY(!s.finalText); // the partial text is never the answer
    QVERIFY(s.truncated);
    QCOMPARE(s.turns, 1);
    QCOMPARE(s.turnBoundaries, 1);
    QCOMPARE(TimelineRowTexts::severity(tl, 1), Severity::Warning); // max_tokens boundary

    RunTimeline legacy;
    legacy.appendEvents({fixture(u"legacy-result-failure"_s)});
    const RunSummary l = legacy.summary();
    QCOMPARE(l.status, RunSummary::Status::Failed);
    QCOMPARE(l.errorMessage, u"Timed out waiting for local tool result"_s);
    QCOMPARE(l.errorCode, u"error_local_tool_timeout"_s);
    QVERIFY(!l.finalText);
    QVERIFY(!l.truncated);

    RunTimeline cancelled;
    cancelled.appendEvents({fixture(u"4.8-cancelled"_s)});
    QCOMPARE(cancelled.summary().status, RunSummary::Status::Cancelled);
    QCOMPARE(cancelled.summary().cancelReason, u"user"_s);
}

void TestRunTimeline::summaryOutputSchema()
{
    const QJsonObject schema{
        {"name"_L1, u"report"_s},
        {"schema"_L1,
         QJsonObject{{"type"_L1, u"object"_s},
                     {"required"_L1, QJsonArray{u"answer"_s}},
                     {"properties"_L1,
                      QJsonObject{{"answer"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}}}}};
    const auto run = [&schema](const RunEvent& terminal) {
        auto tl = std::make_unique<RunTimeline>();
        tl->setOutputSchema(schema);
        tl->appendEvents({terminal});
        return tl->summary();
    };
    RunSummary s = run(result(1, u"{\"answer\": \"42\"}"_s));
    QVERIFY(s.hasOutputSchema);
    QVERIFY(s.outputValid);
    QCOMPARE(s.outputJson->toObject().value("answer"_L1).toString(), u"42"_s);
    QVERIFY(s.outputViolations.isEmpty());

    s = run(result(1, u"{\"answer\": 42}"_s));
    QVERIFY(!s.outputValid);
    QVERIFY(s.outputParseError.isEmpty());
    QCOMPARE(s.outputViolations.size(), 1);
    QVERIFY2(s.outputViolations.first().startsWith(u"answer: "_s),
             qPrintable(s.outputViolations.first()));

    s = run(result(1, u"Sorry, I cannot do that."_s));
    QVERIFY(!s.outputValid);
    QVERIFY(!s.outputParseError.isEmpty());
    QVERIFY(!s.outputJson);

    s = run(fixture(u"4.8-error"_s));
    QVERIFY(!s.outputValid);
    QCOMPARE(s.outputParseError, u"truncated reply — JSON likely incomplete"_s);

    // A bare JSON Schema is accepted as well.
    RunTimeline bare;
    bare.setOutputSchema(schema.value("schema"_L1).toObject());
    bare.appendEvents({result(1, u"{}"_s)});
    QVERIFY(!bare.summary().outputValid);
    QCOMPARE(bare.summary().outputViolations.size(), 1);

    RunTimeline noSchema;
    noSchema.appendEvents({result(1, u"plain"_s)});
    QVERIFY(!noSchema.summary().hasOutputSchema);
}

void TestRunTimeline::summaryStatusAndDuration()
{
    RunTimeline tl;
    QCOMPARE(tl.summary().status, RunSummary::Status::NotStarted);
    tl.appendEvents({delta(1, u"a"_s)}, 10'000);
    QCOMPARE(tl.summary().status, RunSummary::Status::Running);
    tl.appendEvents({localCall(2, u"tu_1"_s), fixture(u"4.2-tool_result"_s, 3)}, 11'000);
    tl.appendEvents({result(4, u"a"_s)}, 13'500);
    const RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Succeeded);
    QCOMPARE(s.durationMs.value_or(-1), 3500);
    QCOMPARE(s.timing, RunSummary::Timing::Received);
    QCOMPARE(s.localCalls, 1);
    QCOMPARE(s.localCallsUnanswered, 1);
    QCOMPARE(s.serverToolResults, 1);
    QCOMPARE(tl.row(1).elapsedMs, 1000);
    QCOMPARE(tl.row(3).elapsedMs, 3500);
    QCOMPARE(RunSummary::statusName(s.status), u"succeeded"_s);
}

namespace {

// `event` with a timestamp of the server's at the top level of its JSON (`key`: `value`).
RunEvent stamped(const RunEvent& event, const QString& key, const QJsonValue& value)
{
    QJsonObject envelope = event.envelope();
    envelope.insert(key, value);
    return decode(QJsonDocument(envelope).toJson(QJsonDocument::Compact));
}

// `event` with a timestamp inside its `data` object.
RunEvent stampedInData(const RunEvent& event, const QString& key, const QJsonValue& value)
{
    QJsonObject envelope = event.envelope();
    QJsonObject data = envelope.value("data"_L1).toObject();
    data.insert(key, value);
    envelope.insert("data"_L1, data);
    return decode(QJsonDocument(envelope).toJson(QJsonDocument::Compact));
}

} // namespace

void TestRunTimeline::eventTimestampsTimeRows()
{
    // A run that took 17 s on the server, its log read back in one batch: the events' own
    // timestamps time the rows, not the moment they were received.
    const qint64 t0 =
        QDateTime::fromString(u"2025-05-01T12:00:00.000Z"_s, Qt::ISODateWithMs).toMSecsSinceEpoch();
    RunTimeline tl;
    tl.appendEvents({stamped(delta(1, u"a"_s), u"ts"_s, double(t0)),
                     stamped(localCall(2, u"tu_1"_s), u"ts"_s, double(t0 + 1500)),
                     stampedInData(fixture(u"4.2-tool_result"_s, 3), u"createdAt"_s,
                                   u"2025-05-01T12:00:04.250Z"_s),
                     stamped(result(4, u"a"_s), u"timestamp"_s, double(t0 + 17000) / 1000.0)},
                    t0 + 60'000);
    QCOMPARE(tl.clock(), RunTimeline::Clock::Server);
    QCOMPARE(tl.row(0).elapsedMs, 0);
    QCOMPARE(tl.row(1).elapsedMs, 1500);
    QCOMPARE(tl.row(2).elapsedMs, 4250);
    QCOMPARE(tl.row(3).elapsedMs, 17000);
    const RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Succeeded);
    QCOMPARE(s.durationMs.value_or(-1), 17000);
    QCOMPARE(s.timing, RunSummary::Timing::Server);
    QVERIFY(TimelineDump::dump(tl, TimelineDump::IncludeSummary | TimelineDump::IncludeTimes)
                .contains(u"duration=17000ms"_s));
}

void TestRunTimeline::replayedLogWithoutTimestamps()
{
    // A finished run's log read back at once, no timestamps: no "+0.0 s", no "took 0.0 s".
    RunTimeline tl;
    tl.setReceiveTimesMeaningful(false);
    tl.appendEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s), result(3, u"a"_s)}, 50'000);
    tl.markSourceEnded();
    QCOMPARE(tl.clock(), RunTimeline::Clock::Unknown);
    for (int i = 0; i < tl.rowCount(); ++i)
        QCOMPARE(tl.row(i).elapsedMs, -1);
    RunSummary s = tl.summary();
    QCOMPARE(s.status, RunSummary::Status::Succeeded);
    QVERIFY(!s.durationMs);
    QCOMPARE(s.timing, RunSummary::Timing::Unknown);
    const QString dump =
        TimelineDump::dump(tl, TimelineDump::IncludeSummary | TimelineDump::IncludeTimes);
    QVERIFY2(dump.contains(u" t=? "_s), qPrintable(dump));
    QVERIFY2(dump.contains(u"duration=unknown"_s), qPrintable(dump));
    QVERIFY(!dump.contains(u" t=0 "_s));

    // The server's snapshot says when the run began and ended: that is its duration.
    QSignalSpy changed(&tl, &RunTimeline::summaryChanged);
    tl.setServerRunTimes(1'000'000'000'000, 1'000'000'017'000);
    QCOMPARE(changed.size(), 1);
    s = tl.summary();
    QCOMPARE(s.durationMs.value_or(-1), 17000);
    QCOMPARE(s.timing, RunSummary::Timing::Snapshot);
    QCOMPARE(tl.row(0).elapsedMs, -1); // rows still have no time of their own

    // A run joined while going: history without times, then the live tail counted from the
    // run's start as the server gave it.
    RunTimeline joined;
    joined.setServerRunTimes(100'000, -1);
    joined.setReceiveTimesMeaningful(false);
    joined.appendEvents({delta(1, u"a"_s)}, 130'000);
    joined.setReceiveTimesMeaningful(true);
    joined.appendEvents({localCall(2, u"tu_1"_s)}, 131'000);
    QCOMPARE(joined.row(0).elapsedMs, -1);
    QCOMPARE(joined.row(1).elapsedMs, 31'000);
    QCOMPARE(joined.clock(), RunTimeline::Clock::Received);
}

void TestRunTimeline::recordedTimesFromCapture()
{
    // A capture file's `t` (ms since the capture started) times a replay appended at once.
    RunTimeline tl;
    tl.appendRecordedEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s), result(3, u"a"_s)},
                            {120, 2120, 17120});
    QCOMPARE(tl.clock(), RunTimeline::Clock::Recorded);
    QCOMPARE(tl.row(0).elapsedMs, 0);
    QCOMPARE(tl.row(1).elapsedMs, 2000);
    QCOMPARE(tl.row(2).elapsedMs, 17000);
    QCOMPARE(tl.summary().durationMs.value_or(-1), 17000);
    QCOMPARE(tl.summary().timing, RunSummary::Timing::Recorded);

    // An event's own timestamp wins over the recorded time.
    RunTimeline both;
    both.appendRecordedEvents({stamped(delta(1, u"a"_s), u"ts"_s, 1'700'000'000'000.0),
                               stamped(result(2, u"a"_s), u"ts"_s, 1'700'000'005'000.0)},
                              {0, 1});
    QCOMPARE(both.clock(), RunTimeline::Clock::Server);
    QCOMPARE(both.row(1).elapsedMs, 5000);
}

void TestRunTimeline::eventTimeFormats()
{
    using EventTime::fromJson;
    const qint64 ms = 1'714'564'800'250; // 2024-05-01T12:00:00.250Z
    QCOMPARE(fromJson(u"2024-05-01T12:00:00.250Z"_s).value_or(-1), ms);
    QCOMPARE(fromJson(u"2024-05-01T14:00:00.250+02:00"_s).value_or(-1), ms);
    QCOMPARE(fromJson(double(ms)).value_or(-1), ms);
    QCOMPARE(fromJson(double(ms) / 1000.0).value_or(-1), ms); // seconds
    QCOMPARE(fromJson(QString::number(ms)).value_or(-1), ms);
    QVERIFY(!fromJson(QJsonValue()));
    QVERIFY(!fromJson(u""_s));
    QVERIFY(!fromJson(u"yesterday"_s));
    QVERIFY(!fromJson(42.0)); // not a time
    QVERIFY(!fromJson(-1.0));
    QVERIFY(!EventTime::ofEvent(delta(1, u"no time here"_s)));
    // A text that merely mentions "ts" is not a timestamp.
    QVERIFY(!EventTime::ofEvent(delta(1, u"\"ts\": 1714564800250"_s)));
    const QJsonObject snapshot{{"createdAt"_L1, u"2024-05-01T12:00:00.250Z"_s},
                               {"finishedAt"_L1, u"2024-05-01T12:00:17.250Z"_s}};
    QCOMPARE(EventTime::snapshotStarted(snapshot).value_or(-1), ms);
    QCOMPARE(EventTime::snapshotFinished(snapshot).value_or(-1), ms + 17000);
    QVERIFY(!EventTime::snapshotFinished(QJsonObject{{"finishedAt"_L1, QJsonValue::Null}}));
}

void TestRunTimeline::failedBeforeAnyEventNotesTheProblem()
{
    // Nothing arrived (an unknown run id): the note is the reason, not "ended without a
    // terminal event".
    RunTimeline tl;
    const QString problem = u"The server has no run with the id run_x (HTTP 404)."_s;
    tl.markSourceEnded(problem);
    QCOMPARE(tl.notes().size(), 1);
    QCOMPARE(tl.notes().at(0).message, problem);
    QCOMPARE(tl.notes().at(0).severity, Severity::Error);
    QCOMPARE(tl.summary().status, RunSummary::Status::Incomplete);
}

void TestRunTimeline::plan()
{
    RunTimeline tl;
    QSignalSpy changed(&tl, &RunTimeline::planChanged);
    tl.appendEvents({fixture(u"4.9-task_plan-first"_s, 1)});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(tl.planUpdates(), 1);
    QCOMPARE(tl.plan()->steps.size(), 3);
    QCOMPARE(tl.plan()->steps.at(0).status, PlanStepStatus::InProgress);
    tl.appendEvents({delta(2, u"x"_s)});
    QCOMPARE(changed.size(), 1); // no plan in that batch
    tl.appendEvents({fixture(u"4.9-task_plan-advance"_s, 3)});
    QCOMPARE(changed.size(), 2);
    QCOMPARE(tl.planUpdates(), 2);
    QCOMPARE(tl.plan()->steps.at(0).status, PlanStepStatus::Done);

    RunTimeline planOnly;
    planOnly.appendEvents({fixture(u"8.5-result-plan_only"_s)});
    QCOMPARE(planOnly.plan()->steps.size(), 4);
    QCOMPARE(planOnly.plan()->brief, u"Migrate the billing tables and backfill"_s);
    QCOMPARE(planOnly.planUpdates(), 0);
    QCOMPARE(planOnly.summary().status, RunSummary::Status::Succeeded);
}

void TestRunTimeline::growingRowTextIsLinear()
{
    // 40 000 deltas in batches of 2, the text read after every batch (as a view does): with
    // an incremental concatenation this is linear; rebuilding it each time would be 400M appends.
    RunTimeline tl;
    const QString chunk = u"abcde"_s;
    QElapsedTimer timer;
    timer.start();
    qsizetype total = 0;
    for (int i = 0; i < 40'000; i += 2) {
        tl.appendEvents({delta(i + 1, chunk), delta(i + 2, chunk)}, 1);
        total += tl.rowText(0).size();
    }
    const qint64 ms = timer.elapsed();
    QCOMPARE(tl.rowCount(), 1);
    QCOMPARE(tl.row(0).eventCount, 40'000);
    QCOMPARE(tl.rowText(0).size(), 200'000);
    QVERIFY(total > 0);
    qInfo("40000 deltas, text read after every 2: %lld ms", ms);
    QVERIFY2(ms < 8000, qPrintable(QString::number(ms)));
}

void TestRunTimeline::growingRowFormatIsLinear()
{
    // A view formats the streaming row again on every flush. Its events are kept as bytes
    // (EventStore): were every delta decoded again for each format (to collect problems), 240
    // formats of a row growing to 24 000 deltas would decode about 2.9 million events; only
    // the row's first event and the events that came with problems are decoded for a format,
    // and the text folds in each new delta once.
    RunTimeline tl;
    qsizetype total = 0;
    for (int i = 0; i < 24'000; i += 2) {
        tl.appendEvents({delta(i + 1, u"abcde"_s), delta(i + 2, u"fghij"_s)}, 1);
        if (i % 100 == 0)
            total += TimelineRowTexts::format(tl, 0).body.size();
    }
    QCOMPARE(tl.rowCount(), 1);
    QVERIFY(total > 0);
    QVERIFY(TimelineRowTexts::format(tl, 0).problems.isEmpty());
    const qint64 decodes = tl.eventDecodeCount();
    qInfo("24000 deltas, the row formatted 241 times: %lld decodes", decodes);
    QVERIFY2(decodes < 24'000 + 241 * 4, qPrintable(QString::number(decodes)));
    // A delta that came with a problem is read again for it.
    EventDecoder decoder;
    tl.appendEvents({decoder.decode(R"({"seq":24001,"type":"assistant_delta","data":{"text":7}})")},
                    1);
    QVERIFY(tl.eventHasProblems(tl.eventCount() - 1));
    QVERIFY(!TimelineRowTexts::format(tl, 0).problems.isEmpty());
}

void TestRunTimeline::clearResets()
{
    RunTimeline tl;
    tl.setOutputSchema(QJsonObject{{"type"_L1, u"object"_s}});
    tl.appendEvents({fixture(u"4.9-task_plan-first"_s, 1), delta(2, u"a"_s), delta(9, u"b"_s),
                     localCall(10, u"tu_1"_s)});
    QVERIFY(!tl.notes().isEmpty());
    QSignalSpy about(&tl, &RunTimeline::aboutToClear);
    QSignalSpy cleared(&tl, &RunTimeline::cleared);
    QSignalSpy plan(&tl, &RunTimeline::planChanged);
    tl.clear();
    QCOMPARE(about.size(), 1);
    QCOMPARE(cleared.size(), 1);
    QCOMPARE(plan.size(), 1);
    QCOMPARE(tl.rowCount(), 0);
    QCOMPARE(tl.eventCount(), 0);
    QCOMPARE(tl.callCount(), 0);
    QVERIFY(tl.notes().isEmpty());
    QVERIFY(!tl.plan());
    QCOMPARE(tl.planUpdates(), 0);
    QCOMPARE(tl.turnCount(), 0);
    QCOMPARE(tl.callIndex(u"tu_1"_s), -1);
    QCOMPARE(tl.summary().status, RunSummary::Status::NotStarted);
    QVERIFY(!tl.summary().hasOutputSchema);
    // A new run starts from scratch: seq 1 again is no repeat.
    tl.appendEvents({delta(1, u"new"_s)});
    QVERIFY(tl.notes().isEmpty());
    QCOMPARE(tl.rowText(0), u"new"_s);
    QCOMPARE(tl.row(0).turn, 1);
}

void TestRunTimeline::goldenDump()
{
    RunTimeline tl;
    tl.setModelCatalog(catalog(true));
    QList<RunEvent> events{fixture(u"4.9-task_plan-first"_s, 1),
                           thinking(2, u"Need revenue "_s),
                           thinking(3, u"numbers first."_s),
                           delta(4, u"Let me "_s),
                           delta(5, u"search."_s),
                           fixture(u"4.4-assistant_message"_s, 6),
                           fixture(u"4.2-tool_result"_s, 7),
                           fixture(u"4.3.3-local_tool_call-mcp_local"_s, 8),
                           fixture(u"5-local_tool_result_in-result"_s, 9),
                           fixture(u"4.3.1-local_tool_call-local"_s, 10),
                           fixture(u"4.5-loop_detected-soft"_s, 11),
                           fixture(u"4.6-tool_budget_exceeded"_s, 12),
                           fixture(u"4.7-supervisor-redirect"_s, 13),
                           fixture(u"4.7-supervisor-reasoning"_s, 14),
                           fixture(u"4.9-task_plan-advance"_s, 15),
                           ev(16, u"brand_new_event", QJsonObject{{"x"_L1, 1}}),
                           delta(17, u"Here is "_s),
                           delta(18, u"the answer."_s),
                           fixture(u"4.4-assistant_message-text_only"_s, 19),
                           fixture(u"4.8-result"_s, 20)};
    tl.appendEvents(events, 5000);
    tl.updateCall(u"tu_x"_s, LocalCallState::Rejected, u"rejected — 409 run already ended"_s, 409,
                  u"{\"toolUseId\": \"tu_x\", \"result\": \"42\"}"_s);
    tl.markSourceEnded();
    const QString dump = TimelineDump::dump(tl);
    const QString path = QStringLiteral(MANTYX_TEST_DATA "/golden-fixture-run.txt");
    if (qEnvironmentVariableIsSet("MANTYX_UPDATE_GOLDEN")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(dump.toUtf8());
    }
    QFile golden(path);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(path));
    const QString expected = QString::fromUtf8(golden.readAll());
    if (dump != expected) {
        const QStringList a = dump.split(u'\n');
        const QStringList b = expected.split(u'\n');
        for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
            const QString x = a.value(i);
            const QString y = b.value(i);
            if (x != y)
                qWarning("line %d\n  got:      %s\n  expected: %s", int(i), qPrintable(x),
                         qPrintable(y));
        }
    }
    QCOMPARE(dump, expected);
}

void TestRunTimeline::liveEqualsReplay()
{
    clearFaults();
    const QJsonObject spec = clienttest::specWith(
        u"Use lookup and web_search, then answer."_s,
        QJsonArray{clienttest::localToolRef(u"lookup"_s), clienttest::pluginTool(u"web_search"_s)},
        {},
        QJsonObject{{"plan"_L1, true},
                    {"reasoningLevel"_L1, u"low"_s},
                    {"supervisor"_L1, QJsonObject{{"interval"_L1, 1}}}});

    RunTimeline live;
    clienttest::RunDriver driver(m_client.get(), clienttest::RunDriver::echoAnswers());
    connect(&driver.stream, &RunStream::eventsReceived, &live,
            [&live](const QList<RunEvent>& batch) { live.appendEvents(batch); });
    QVERIFY2(driver.start(spec), clienttest::describe(driver.createResponse).constData());
    QVERIFY(driver.waitFinished());
    live.markSourceEnded();

    RunTimeline replayed;
    clienttest::RunDriver replay(m_client.get(), nullptr);
    connect(&replay.stream, &RunStream::eventsReceived, &replayed,
            [&replayed](const QList<RunEvent>& batch) { replayed.appendEvents(batch); });
    replay.replay(driver.runId);
    QVERIFY(replay.waitFinished());
    replayed.markSourceEnded();

    const QString a = TimelineDump::dump(live);
    const QString b = TimelineDump::dump(replayed);
    QCOMPARE(a, b);
    // …and the run had what we wanted to compare.
    QSet<int> kinds;
    for (int i = 0; i < live.rowCount(); ++i)
        kinds.insert(int(live.row(i).kind));
    for (TimelineRowKind k :
         {TimelineRowKind::TaskPlan, TimelineRowKind::Thinking, TimelineRowKind::AssistantText,
          TimelineRowKind::TurnEnd, TimelineRowKind::LocalToolCall,
          TimelineRowKind::LocalToolResultIn, TimelineRowKind::ServerToolResult,
          TimelineRowKind::Supervisor, TimelineRowKind::Result})
        QVERIFY2(kinds.contains(int(k)), qPrintable(TimelineRowTexts::kindId(k)));
    QCOMPARE(live.call(0).state, LocalCallState::Answered);
    QVERIFY(live.notes().isEmpty());
    QCOMPARE(live.summary().status, RunSummary::Status::Succeeded);
    QVERIFY(!live.summary().costUsd); // no catalog given
}

void TestRunTimeline::eventsKeptAsBytesAndGivenBackWhole()
{
    // Every shape the decoder meets, with the SSE fields a live stream sets, and events the
    // decoder would not rebuild from their bytes alone (hand-made, unknown, malformed).
    EventDecoder decoder;
    QList<RunEvent> events;
    const auto frame = [](const QByteArray& seq, const char* rest) -> QByteArray {
        return QByteArray(R"({"seq":)") + seq + rest;
    };
    for (int i = 1; i <= 20000; ++i) {
        const QByteArray seq = QByteArray::number(i);
        if (i % 1000 == 0)
            events << decoder.decode(frame(seq, R"(,"type":"brand_new","data":{}})"));
        else if (i % 1000 == 1)
            events << decoder.decode("{not json", "assistant_delta", seq);
        else if (i % 10 == 0)
            events << decoder.decode(frame(seq, R"(,"text":"flat é"})"), "assistant_delta", seq);
        else if (i % 10 == 1)
            events << decoder.decode(frame(seq, R"(,"type":"thinking_delta","data":{}})"));
        else
            events << decoder.decode(
                QByteArray(frame(seq, R"(,"type":"assistant_delta","data":{"text":"w )") + seq +
                           " \"}}"),
                "assistant_delta", seq);
    }
    RunEvent handMade;
    handMade.seq = 20001;
    handMade.type = EventType::AssistantDelta;
    handMade.typeName = u"assistant_delta"_s;
    handMade.payload = TextDelta{u"no bytes"_s};
    events << handMade;

    RunTimeline timeline;
    for (qsizetype i = 0; i < events.size(); i += 512)
        timeline.appendEvents(events.mid(i, 512));
    QCOMPARE(timeline.eventCount(), events.size());
    qint64 rawBytes = 0;
    for (int i = 0; i < timeline.eventCount(); ++i) {
        const RunEvent& sent = events.at(i);
        const RunEvent back = timeline.eventAt(i);
        MANTYX_COMPARE_EVENTS(back, sent);
        QCOMPARE(timeline.eventSeq(i), sent.seq);
        QCOMPARE(timeline.eventType(i), sent.type);
        QCOMPARE(timeline.eventRaw(i), sent.raw);
        QCOMPARE(timeline.eventHasProblems(i), !sent.problems.isEmpty());
        rawBytes += sent.raw.size();
    }
    // Each event's bytes once and a small record: far below a decoded RunEvent apiece.
    const qint64 overhead = timeline.eventMemoryBytes() - rawBytes;
    QVERIFY2(overhead < 64 * timeline.eventCount(),
             qPrintable(u"%1 bytes per event beyond their bytes"_s.arg(double(overhead) /
                                                                       timeline.eventCount())));
    // A row's text, folded from deltas decoded again.
    QCOMPARE(timeline.rowText(timeline.rowForSeq(3)).left(8), u"w 2 w 3 "_s);
    timeline.clear();
    QCOMPARE(timeline.eventCount(), 0);
    QCOMPARE(timeline.eventMemoryBytes(), 0);
}

QTEST_GUILESS_MAIN(TestRunTimeline)
#include "tst_runtimeline.moc"
