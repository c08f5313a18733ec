// SPDX-License-Identifier: MIT
// RunCompare: two sandbox-like runs aligned row by row (dtl on kind + tool + position in the
// turn), their summaries side by side, and the spec diff in one comparison. Runs that differ in
// one tool call's arguments and in tokens are marked there and nowhere else.
#include <QJsonArray>
#include <QTest>

#include "run/runcompare.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::timelinetest;

namespace {

struct RunShape
{
    QString idPrefix = u"tu_a"_s; // the server's toolUseIds differ between any two runs
    QString region = u"EU"_s;     // compute_total's argument
    qint64 outputTokens = 1187;
    bool extraLookup = false; // a second local call (lookup) in turn 2
    QString answer = u"The EU orders total €1,482,937.40."_s;
};

// What the sandbox's scripted model sends: thinking, a server tool, a local call answered and
// echoed, a final answer and the result with usage.
QList<RunEvent> sandboxRun(const RunShape& shape)
{
    RunBuilder b;
    b.delta(u"thinking_delta"_s, u"Search the wiki first."_s);
    b.delta(u"assistant_delta"_s, u"Looking up the review."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 1}, {"finishReason"_L1, u"tool_use"_s}});
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"1"_s)},
                                        {"name"_L1, u"search_wiki"_s},
                                        {"result"_L1, u"finance/q4-review.md"_s}});
    b.delta(u"assistant_delta"_s, u"Totalling the orders."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 2}, {"finishReason"_L1, u"tool_use"_s}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"2"_s)},
                                            {"name"_L1, u"compute_total"_s},
                                            {"args"_L1, QJsonObject{{"region"_L1, shape.region}}},
                                            {"kind"_L1, u"local"_s}});
    b.add(u"local_tool_result_in"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"2"_s)},
                                                 {"result"_L1, u"1482937.40"_s}});
    if (shape.extraLookup) {
        b.add(u"local_tool_call"_s,
              QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"3"_s)},
                          {"name"_L1, u"lookup"_s},
                          {"args"_L1, QJsonObject{{"query"_L1, u"fx rates"_s}}},
                          {"kind"_L1, u"local"_s}});
        b.add(u"local_tool_result_in"_s,
              QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"3"_s)},
                          {"result"_L1, u"1.08"_s}});
    }
    b.delta(u"assistant_delta"_s, shape.answer);
    b.add(
        u"assistant_message"_s,
        QJsonObject{{"turn"_L1, 3}, {"text"_L1, shape.answer}, {"finishReason"_L1, u"end_turn"_s}});
    b.add(u"result"_s,
          QJsonObject{{"ok"_L1, true},
                      {"text"_L1, u"done"_s},
                      {"turns"_L1, 3},
                      {"tokens"_L1, QJsonObject{{"inputTokens"_L1, 18342},
                                                {"cachedTokens"_L1, 9216},
                                                {"reasoningTokens"_L1, 640},
                                                {"outputTokens"_L1, shape.outputTokens}}},
                      {"model"_L1, QJsonObject{{"id"_L1, u"platform:demo"_s},
                                               {"provider"_L1, u"openai"_s},
                                               {"vendorModelId"_L1, u"gpt-5.4-mini"_s}}}});
    return b.take();
}

// Filled as a capture is read back: recorded times, then the source's end.
void fill(RunTimeline& timeline, const QList<RunEvent>& events)
{
    QList<qint64> times;
    for (qsizetype i = 0; i < events.size(); ++i)
        times << i * 100;
    timeline.appendRecordedEvents(events, times);
    timeline.markSourceEnded();
}

// "kind|tool change" per aligned line, the side's row kinds named; "+"/"-" for one side only.
QStringList describe(const RunTimeline& left, const RunTimeline& right,
                     const QList<AlignedRow>& rows)
{
    QStringList out;
    for (const AlignedRow& row : rows) {
        const RunTimeline& t = row.left >= 0 ? left : right;
        const int r = row.left >= 0 ? row.left : row.right;
        QString line =
            TimelineRowTexts::kindId(t.row(r).kind) + u' ' + RunCompare::changeId(row.change);
        const QString tool = TimelineRowTexts::toolNameOf(t, r);
        if (!tool.isEmpty())
            line += u' ' + tool;
        if (row.textDiffers)
            line += u" (text differs)"_s;
        out << line;
    }
    return out;
}

const SummaryLine* findLine(const QList<SummaryLine>& lines, const QString& id)
{
    for (const SummaryLine& line : lines) {
        if (line.id == id)
            return &line;
    }
    return nullptr;
}

} // namespace

class TestRunCompare : public QObject
{
    Q_OBJECT

private slots:
    void identicalRunsAreSame();
    void oneToolCallAndTokensDiffer();
    void extraCallIsAdded();
    void textDiffersIsMarked();
    void rowKeysCountWithinTheTurn();
    void summaryCountsToolCallsByName();
    void comparisonIncludesTheSpecDiff();
};

void TestRunCompare::identicalRunsAreSame()
{
    RunTimeline a;
    RunTimeline b;
    fill(a, sandboxRun({}));
    RunShape other;
    other.idPrefix = u"tu_b"_s; // only the ids the server made up differ
    fill(b, sandboxRun(other));
    const QList<AlignedRow> rows = RunCompare::alignTimelines(a, b);
    QCOMPARE(rows.size(), a.rowCount());
    for (int i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].left, i);
        QCOMPARE(rows[i].right, i);
        QCOMPARE(rows[i].change, AlignedRow::Change::Same);
    }
    for (const SummaryLine& line : RunCompare::summaryLines(a, b))
        QVERIFY2(!line.differs, qPrintable(line.id));
}

void TestRunCompare::oneToolCallAndTokensDiffer()
{
    RunTimeline a;
    RunTimeline b;
    fill(a, sandboxRun({}));
    RunShape other;
    other.idPrefix = u"tu_b"_s;
    other.region = u"US"_s;
    other.outputTokens = 2048;
    fill(b, sandboxRun(other));

    const QList<AlignedRow> rows = RunCompare::alignTimelines(a, b);
    QCOMPARE(describe(a, b, rows),
             QStringList({u"thinking same"_s, u"assistant_text same"_s, u"turn_end same"_s,
                          u"server_tool_result same search_wiki"_s, u"assistant_text same"_s,
                          u"turn_end same"_s, u"local_tool_call changed compute_total"_s,
                          u"local_tool_result_in same compute_total"_s, u"assistant_text same"_s,
                          u"turn_end same"_s, u"result changed"_s}));
    for (const AlignedRow& row : rows) {
        QVERIFY(row.left >= 0 && row.right >= 0);
        QVERIFY(!row.textDiffers);
    }

    const QList<SummaryLine> summary = RunCompare::summaryLines(a, b);
    QStringList differing;
    for (const SummaryLine& line : summary) {
        if (line.differs)
            differing << line.id;
    }
    QCOMPARE(differing, QStringList({u"tokens.output"_s}));
    const SummaryLine* output = findLine(summary, u"tokens.output"_s);
    QVERIFY(output);
    QCOMPARE(output->left, QLocale().toString(1187));
    QCOMPARE(output->right, QLocale().toString(2048));

    RunComparison comparison = RunCompare::compare(a, {}, b, {});
    QCOMPARE(comparison.differingRows(), 2);
    QCOMPARE(comparison.lineOfLeftRow(6), 6);
    QCOMPARE(comparison.lineOfRightRow(10), 10);
    QCOMPARE(comparison.lineOfRightRow(99), -1);
}

void TestRunCompare::extraCallIsAdded()
{
    RunTimeline a;
    RunTimeline b;
    fill(a, sandboxRun({}));
    RunShape other;
    other.extraLookup = true;
    fill(b, sandboxRun(other));

    const QList<AlignedRow> rows = RunCompare::alignTimelines(a, b);
    QCOMPARE(describe(a, b, rows),
             QStringList({u"thinking same"_s, u"assistant_text same"_s, u"turn_end same"_s,
                          u"server_tool_result same search_wiki"_s, u"assistant_text same"_s,
                          u"turn_end same"_s, u"local_tool_call same compute_total"_s,
                          u"local_tool_result_in same compute_total"_s,
                          u"local_tool_call added lookup"_s, u"local_tool_result_in added lookup"_s,
                          u"assistant_text same"_s, u"turn_end same"_s, u"result same"_s}));
    QCOMPARE(rows[8].left, -1);
    QCOMPARE(rows[8].right, 8);
    QCOMPARE(rows[10].left, 8);
    QCOMPARE(rows[10].right, 10);

    // The other way round the same rows are removed.
    const QList<AlignedRow> back = RunCompare::alignTimelines(b, a);
    QCOMPARE(back[8].change, AlignedRow::Change::Removed);
    QCOMPARE(back[8].left, 8);
    QCOMPARE(back[8].right, -1);
    QCOMPARE(back[9].change, AlignedRow::Change::Removed);

    const QList<SummaryLine> summary = RunCompare::summaryLines(a, b);
    const SummaryLine* lookup = findLine(summary, u"tool:lookup"_s);
    QVERIFY(lookup);
    QVERIFY(lookup->differs);
    QCOMPARE(lookup->left, u"0"_s);
    QCOMPARE(lookup->right, u"1"_s);
    QVERIFY(findLine(summary, u"localCalls"_s)->differs);
    QVERIFY(!findLine(summary, u"tool:compute_total"_s)->differs);
}

void TestRunCompare::textDiffersIsMarked()
{
    RunTimeline a;
    RunTimeline b;
    fill(a, sandboxRun({}));
    RunShape other;
    other.answer = u"The EU orders total €1.48M."_s;
    fill(b, sandboxRun(other));

    const QList<AlignedRow> rows = RunCompare::alignTimelines(a, b);
    const QStringList described = describe(a, b, rows);
    QCOMPARE(described.size(), 11);
    QCOMPARE(described[8], u"assistant_text changed (text differs)"_s);
    QCOMPARE(described[9], u"turn_end changed (text differs)"_s);
    QCOMPARE(described[10], u"result same"_s);
    for (int i = 0; i < 8; ++i)
        QVERIFY2(described[i].contains(u" same"_s), qPrintable(described[i]));
}

void TestRunCompare::rowKeysCountWithinTheTurn()
{
    RunTimeline t;
    RunBuilder b;
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 1}});
    b.addEnvelope(QJsonObject{{"type"_L1, u"local_tool_call"_s},
                              {"data"_L1, QJsonObject{{"toolUseId"_L1, u"x1"_s},
                                                      {"name"_L1, u"lookup"_s},
                                                      {"kind"_L1, u"local"_s}}}});
    b.addEnvelope(QJsonObject{{"type"_L1, u"local_tool_call"_s},
                              {"data"_L1, QJsonObject{{"toolUseId"_L1, u"x2"_s},
                                                      {"name"_L1, u"lookup"_s},
                                                      {"kind"_L1, u"local"_s}}}});
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 2}});
    b.addEnvelope(QJsonObject{{"type"_L1, u"local_tool_call"_s},
                              {"data"_L1, QJsonObject{{"toolUseId"_L1, u"x3"_s},
                                                      {"name"_L1, u"lookup"_s},
                                                      {"kind"_L1, u"local"_s}}}});
    t.appendEvents(b.take());
    const QStringList keys = RunCompare::rowKeys(t);
    QCOMPARE(keys.size(), t.rowCount());
    QCOMPARE(keys.count(u"local_tool_call|lookup|0"_s), 2); // one per turn
    QCOMPARE(keys.count(u"local_tool_call|lookup|1"_s), 1);
}

void TestRunCompare::summaryCountsToolCallsByName()
{
    RunTimeline t;
    RunShape shape;
    shape.extraLookup = true;
    fill(t, sandboxRun(shape));
    const QMap<QString, int> counts = RunCompare::toolCallCounts(t);
    QCOMPARE(counts.value(u"search_wiki"_s), 1);
    QCOMPARE(counts.value(u"compute_total"_s), 1);
    QCOMPARE(counts.value(u"lookup"_s), 1);
    QCOMPARE(counts.size(), 3);
}

void TestRunCompare::comparisonIncludesTheSpecDiff()
{
    RunTimeline a;
    RunTimeline b;
    fill(a, sandboxRun({}));
    fill(b, sandboxRun({}));
    const QJsonObject left{{"modelId"_L1, u"openai:gpt-5.5"_s}, {"reasoningLevel"_L1, u"low"_s}};
    const QJsonObject right{{"modelId"_L1, u"openai:gpt-5.5"_s}, {"reasoningLevel"_L1, u"high"_s}};
    const RunComparison comparison = RunCompare::compare(a, left, b, right);
    QCOMPARE(comparison.spec.size(), 1);
    QCOMPARE(comparison.spec[0].path, u"reasoningLevel"_s);
    QCOMPARE(comparison.spec[0].change, SpecDiffEntry::Change::Changed);
    QCOMPARE(comparison.differingRows(), 0);
}

QTEST_GUILESS_MAIN(TestRunCompare)
#include "tst_runcompare.moc"
