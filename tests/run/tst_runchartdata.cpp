// SPDX-License-Identifier: MIT
// RunChartData: waterfall bars (turns, server tools, local calls answered after a delay) with
// exact start/end/category/row, open bars while the run streams, events-per-second buckets,
// tokens from the terminal event, and no bars at all when the events have no times.
#include <QJsonArray>
#include <QTest>

#include "run/runchartdata.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Base = 1'700'000'000'000; // receive times: ms since epoch

QJsonObject toolUse(const QString& id, const QString& name)
{
    return QJsonObject{{"id"_L1, id}, {"name"_L1, name}, {"input"_L1, QJsonObject{}}};
}

// Feeds `events` one batch per event, event i received at Base + at[i].
void feed(RunTimeline& tl, const QList<RunEvent>& events, const QList<qint64>& at)
{
    QCOMPARE(events.size(), at.size());
    for (qsizetype i = 0; i < events.size(); ++i)
        tl.appendEvents({events.at(i)}, Base + at.at(i));
}

// Two turns: turn 1 asks for a server tool (search) and a local call (lookup); the local call is
// answered 2.5 s later; turn 2 answers; the run ends with tokens.
QList<RunEvent> twoTurns(bool withEcho = true, bool withEnd = true)
{
    RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Let me look."_s); // e0 row0  t=0
    b.add(u"assistant_message"_s,                     // e1 row1  t=500
          QJsonObject{{"text"_L1, u"Let me look."_s},
                      {"turn"_L1, 0},
                      {"finishReason"_L1, u"tool_use"_s},
                      {"toolCalls"_L1, QJsonArray{toolUse(u"tu_s"_s, u"search"_s),
                                                  toolUse(u"tu_l"_s, u"lookup"_s)}}});
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_s"_s}, // e2 row2  t=800
                                        {"name"_L1, u"search"_s},
                                        {"result"_L1, u"found"_s}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_l"_s}, // e3 row3  t=900
                                            {"name"_L1, u"lookup"_s},
                                            {"args"_L1, QJsonObject{}},
                                            {"kind"_L1, u"local"_s}});
    if (withEcho)
        b.add(u"local_tool_result_in"_s, // e4 row4  t=3400
              QJsonObject{{"toolUseId"_L1, u"tu_l"_s}, {"result"_L1, u"42"_s}});
    if (withEnd) {
        b.delta(u"assistant_delta"_s, u"It is "_s)                             // e5 row5  t=3600
            .delta(u"assistant_delta"_s, u"42."_s);                            // e6       t=3700
        b.add(u"assistant_message"_s, QJsonObject{{"text"_L1, u"It is 42."_s}, // e7 row6 t=4000
                                                  {"turn"_L1, 1},
                                                  {"finishReason"_L1, u"end_turn"_s}});
        b.add(u"result"_s, // e8 row7  t=4100
              QJsonObject{{"ok"_L1, true},
                          {"text"_L1, u"It is 42."_s},
                          {"tokens"_L1, QJsonObject{{"inputTokens"_L1, 1200},
                                                    {"cachedTokens"_L1, 300},
                                                    {"reasoningTokens"_L1, 40},
                                                    {"outputTokens"_L1, 90}}},
                          {"turns"_L1, 2}});
    }
    return b.take();
}

const QList<qint64> TwoTurnTimes = {0, 500, 800, 900, 3400, 3600, 3700, 4000, 4100};

} // namespace

class TestRunChartData final : public QObject
{
    Q_OBJECT

private slots:
    void waterfallExact();
    void eventsPerSecond();
    void tokensFromTerminal();
    void openBarsWhileStreaming();
    void neverEchoedIsSkippedOnceEnded();
    void olderToolCallStartsTheBar();
    void unknownTimingGivesNoBars();
    void demoRunBars();
    void toolTips();
};

void TestRunChartData::waterfallExact()
{
    RunTimeline tl;
    feed(tl, twoTurns(), TwoTurnTimes);
    const RunChartData data = RunChartData::fromTimeline(tl);
    QVERIFY(data.timingKnown);
    QCOMPARE(data.skippedBars, 0);
    QCOMPARE(data.spanMs, 4100);

    QCOMPARE(data.bars.size(), 4);
    const WaterfallBar turn1 = data.bars.at(0);
    QCOMPARE(turn1.category, WaterfallCategory::Model);
    QCOMPARE(turn1.startMs, 0);
    QCOMPARE(turn1.endMs, 500);
    QCOMPARE(turn1.row, 0);
    QCOMPARE(turn1.endRow, 1);
    QCOMPARE(turn1.turn, 1);
    QCOMPARE(turn1.label, u"Turn 1"_s);
    QVERIFY(!turn1.open);

    // The server tool: from the assistant_message listing its tool_use to its tool_result.
    const WaterfallBar search = data.bars.at(1);
    QCOMPARE(search.category, WaterfallCategory::ServerTool);
    QCOMPARE(search.startMs, 500);
    QCOMPARE(search.endMs, 800);
    QCOMPARE(search.row, 2);
    QCOMPARE(search.endRow, 2);
    QCOMPARE(search.label, u"search"_s);
    QCOMPARE(search.turn, 1);

    // The local call, answered 2.5 s later (the server's echo says when).
    const WaterfallBar lookup = data.bars.at(2);
    QCOMPARE(lookup.category, WaterfallCategory::Waiting);
    QCOMPARE(lookup.startMs, 900);
    QCOMPARE(lookup.endMs, 3400);
    QCOMPARE(lookup.row, 3);
    QCOMPARE(lookup.endRow, 4);
    QCOMPARE(lookup.label, u"lookup"_s);
    QVERIFY(!lookup.open);

    // Turn 2 begins when the model had its answer (the echo) and ends at its assistant_message.
    const WaterfallBar turn2 = data.bars.at(3);
    QCOMPARE(turn2.category, WaterfallCategory::Model);
    QCOMPARE(turn2.startMs, 3400);
    QCOMPARE(turn2.endMs, 4000);
    QCOMPARE(turn2.row, 5);
    QCOMPARE(turn2.endRow, 6);
    QCOMPARE(turn2.turn, 2);
    QCOMPARE(tl.row(turn2.row).kind, TimelineRowKind::AssistantText);
}

void TestRunChartData::eventsPerSecond()
{
    RunTimeline tl;
    feed(tl, twoTurns(), TwoTurnTimes);
    const RunChartData data = RunChartData::fromTimeline(tl);
    // 0, 500, 800, 900 | — | — | 3400, 3600, 3700 | 4000, 4100
    QCOMPARE(data.eventsPerSecond, (QList<int>{4, 0, 0, 3, 2}));
    QCOMPARE(data.untimedEvents, 0);
    // Events of one coalesced row keep their own times.
    QCOMPARE(tl.eventElapsedMs(6), 3700);
    QCOMPARE(tl.row(5).elapsedMs, 3600);
}

void TestRunChartData::tokensFromTerminal()
{
    RunTimeline tl;
    feed(tl, twoTurns(true, false), TwoTurnTimes.mid(0, 5));
    QVERIFY(!RunChartData::fromTimeline(tl).tokens);
    RunTimeline done;
    feed(done, twoTurns(), TwoTurnTimes);
    const RunChartData data = RunChartData::fromTimeline(done);
    QVERIFY(data.tokens);
    QCOMPARE(data.tokens->inputTokens, 1200);
    QCOMPARE(data.tokens->cachedTokens, 300);
    QCOMPARE(data.tokens->reasoningTokens, 40);
    QCOMPARE(data.tokens->outputTokens, 90);
    QCOMPARE(data.tokensRow, 7);
    QCOMPARE(done.row(7).kind, TimelineRowKind::Result);
}

void TestRunChartData::openBarsWhileStreaming()
{
    RunTimeline tl;
    // Up to the local call: still waiting for its answer.
    feed(tl, twoTurns(false, false), TwoTurnTimes.mid(0, 4));
    RunChartData data = RunChartData::fromTimeline(tl, 2000);
    QCOMPARE(data.spanMs, 2000);
    QCOMPARE(data.bars.size(), 3);
    const WaterfallBar lookup = data.bars.at(2);
    QCOMPARE(lookup.category, WaterfallCategory::Waiting);
    QVERIFY(lookup.open);
    QCOMPARE(lookup.startMs, 900);
    QCOMPARE(lookup.endMs, 2000);
    QCOMPARE(lookup.endRow, -1);
    QCOMPARE(data.eventsPerSecond, (QList<int>{4, 0, 0}));

    // Without a "now", open bars end at the last event.
    data = RunChartData::fromTimeline(tl);
    QCOMPARE(data.spanMs, 900);
    QCOMPARE(data.bars.at(2).endMs, 900);

    // A turn still streaming is open too.
    RunTimeline streaming;
    streaming.appendEvents({delta(1, u"Hel"_s)}, Base);
    streaming.appendEvents({delta(2, u"lo"_s)}, Base + 1500);
    data = RunChartData::fromTimeline(streaming, 1800);
    QCOMPARE(data.bars.size(), 1);
    QVERIFY(data.bars.at(0).open);
    QCOMPARE(data.bars.at(0).startMs, 0);
    QCOMPARE(data.bars.at(0).endMs, 1800);
    QCOMPARE(data.eventsPerSecond, (QList<int>{1, 1}));
}

void TestRunChartData::neverEchoedIsSkippedOnceEnded()
{
    RunTimeline tl;
    feed(tl, twoTurns(false, false), TwoTurnTimes.mid(0, 4));
    tl.markSourceEnded(u"stopped"_s);
    const RunChartData data = RunChartData::fromTimeline(tl, 99999);
    // The wait has no end anyone saw: no bar, and it is counted.
    QCOMPARE(data.bars.size(), 2);
    QCOMPARE(data.skippedBars, 1);
    QCOMPARE(data.spanMs, 900); // the source ended: no "now" past the last event
    for (const WaterfallBar& bar : data.bars)
        QVERIFY(!bar.open);
}

void TestRunChartData::olderToolCallStartsTheBar()
{
    RunBuilder b;
    b.add(u"tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_1"_s},
                                      {"name"_L1, u"fetch"_s},
                                      {"input"_L1, QJsonObject{}}});
    b.add(
        u"tool_result"_s,
        QJsonObject{{"toolUseId"_L1, u"tu_1"_s}, {"name"_L1, u"fetch"_s}, {"result"_L1, u"ok"_s}});
    b.add(u"tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_2"_s},
                                      {"name"_L1, u"slow"_s},
                                      {"input"_L1, QJsonObject{}}});
    RunTimeline tl;
    feed(tl, b.take(), {100, 350, 400});
    const RunChartData data = RunChartData::fromTimeline(tl, 1000);
    QCOMPARE(data.bars.size(), 2);
    QCOMPARE(data.bars.at(0).category, WaterfallCategory::ServerTool);
    QCOMPARE(data.bars.at(0).row, 0); // the tool_call row
    QCOMPARE(data.bars.at(0).endRow, 1);
    QCOMPARE(data.bars.at(0).startMs, 0); // rows count from the first event (t=100)
    QCOMPARE(data.bars.at(0).endMs, 250);
    QCOMPARE(data.bars.at(1).label, u"slow"_s);
    QVERIFY(data.bars.at(1).open);
    QCOMPARE(data.bars.at(1).startMs, 300);
    QCOMPARE(data.bars.at(1).endMs, 1000);
}

void TestRunChartData::unknownTimingGivesNoBars()
{
    RunTimeline tl;
    tl.setReceiveTimesMeaningful(false); // a log read back at once, events without timestamps
    tl.appendEvents(twoTurns(), Base);
    QCOMPARE(tl.clock(), RunTimeline::Clock::Unknown);
    const RunChartData data = RunChartData::fromTimeline(tl, 5000);
    QVERIFY(!data.timingKnown);
    QVERIFY(data.bars.isEmpty());
    QVERIFY(data.eventsPerSecond.isEmpty());
    QCOMPARE(data.untimedEvents, tl.eventCount());
    QCOMPARE(data.skippedBars, 4); // two turns, a server tool, a local call
    QCOMPARE(data.spanMs, 0);
    QVERIFY(data.tokens); // usage needs no clock
}

void TestRunChartData::demoRunBars()
{
    RunTimeline tl;
    for (const TimedBatch& batch : demoRun(true))
        tl.appendEvents(batch.events, Base + batch.atMs);
    const RunChartData data = RunChartData::fromTimeline(tl);
    struct Expected
    {
        WaterfallCategory category;
        qint64 start;
        qint64 end;
        const char* label;
    };
    const QList<Expected> expected = {
        {WaterfallCategory::Model, 0, 1310, "Turn 1"},
        {WaterfallCategory::ServerTool, 1310, 2050, "search_wiki"},
        {WaterfallCategory::Model, 2050, 2900, "Turn 2"},
        {WaterfallCategory::Waiting, 2900, 4120, "fs_read_file"},
        {WaterfallCategory::Model, 4120, 4120, "Turn 3"},
        {WaterfallCategory::Waiting, 4120, 7480, "compute_total"},
        {WaterfallCategory::Model, 7480, 7480, "Turn 4"},
    };
    QCOMPARE(data.bars.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const WaterfallBar& bar = data.bars.at(i);
        QCOMPARE(bar.category, expected.at(i).category);
        QCOMPARE(bar.startMs, expected.at(i).start);
        QCOMPARE(bar.endMs, expected.at(i).end);
        QCOMPARE(bar.label, QString::fromUtf8(expected.at(i).label));
        QVERIFY(bar.row >= 0 && bar.row < tl.rowCount());
    }
    QCOMPARE(data.eventsPerSecond.size(), 8);
    QCOMPARE(data.eventsPerSecond.at(7), 6); // the last batch at 7.48 s
}

void TestRunChartData::toolTips()
{
    WaterfallBar bar;
    bar.category = WaterfallCategory::ServerTool;
    bar.label = u"se\narch\u202E"_s;
    bar.startMs = 500;
    bar.endMs = 1750;
    const QString tip = RunChartData::barToolTip(bar);
    QVERIFY2(tip.contains(u"Server tool"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"500 ms"_s) && tip.contains(u"1.75 s"_s) && tip.contains(u"1.25 s"_s),
             qPrintable(tip));
    QVERIFY(!tip.contains(u'\n'));
    QVERIFY(!tip.contains(QChar(0x202E)));
    bar.open = true;
    QVERIFY(RunChartData::barToolTip(bar).contains(u"no end yet"_s));
}

QTEST_GUILESS_MAIN(TestRunChartData)
#include "tst_runchartdata.moc"
