// SPDX-License-Identifier: MIT
// RunCompare: two sandbox-like runs aligned row by row (dtl on kind + tool + position in the
// turn), their summaries side by side, and the spec diff in one comparison. Runs that differ in
// one tool call's arguments and in tokens are marked there and nowhere else; two live sandbox
// runs of one prompt on two models, one with reasoning, differ in exactly those spec members,
// the model line and the thinking rows.
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include "run/capturetimeline.h"
#include "run/capturewriter.h"
#include "run/liverunsource.h"
#include "run/runcompare.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"
#include "runtestutil.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::timelinetest;

namespace {

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

class TestRunCompare : public QObject, public clienttest::SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }
    void identicalRunsAreSame();
    void oneToolCallAndTokensDiffer();
    void extraCallIsAdded();
    void textDiffersIsMarked();
    void rowKeysCountWithinTheTurn();
    void summaryCountsToolCallsByName();
    void comparisonIncludesTheSpecDiff();
    void capturesCompareLikeTheirEvents();
    void damagedCaptureLoadsUpToTheDamage();
    void modelAndReasoningDiffer();
};

void TestRunCompare::identicalRunsAreSame()
{
    RunTimeline a;
    RunTimeline b;
    fillRecorded(a, compareRun({}));
    CompareRunShape other;
    other.idPrefix = u"tu_b"_s; // only the ids the server made up differ
    fillRecorded(b, compareRun(other));
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
    fillRecorded(a, compareRun({}));
    CompareRunShape other;
    other.idPrefix = u"tu_b"_s;
    other.region = u"US"_s;
    other.outputTokens = 2048;
    fillRecorded(b, compareRun(other));

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
    fillRecorded(a, compareRun({}));
    CompareRunShape other;
    other.extraLookup = true;
    fillRecorded(b, compareRun(other));

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
    fillRecorded(a, compareRun({}));
    CompareRunShape other;
    other.answer = u"The EU orders total €1.48M."_s;
    fillRecorded(b, compareRun(other));

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
    CompareRunShape shape;
    shape.extraLookup = true;
    fillRecorded(t, compareRun(shape));
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
    fillRecorded(a, compareRun({}));
    fillRecorded(b, compareRun({}));
    const QJsonObject left{{"modelId"_L1, u"openai:gpt-5.5"_s}, {"reasoningLevel"_L1, u"low"_s}};
    const QJsonObject right{{"modelId"_L1, u"openai:gpt-5.5"_s}, {"reasoningLevel"_L1, u"high"_s}};
    const RunComparison comparison = RunCompare::compare(a, left, b, right);
    QCOMPARE(comparison.spec.size(), 1);
    QCOMPARE(comparison.spec[0].path, u"reasoningLevel"_s);
    QCOMPARE(comparison.spec[0].change, SpecDiffEntry::Change::Changed);
    QCOMPARE(comparison.differingRows(), 0);
}

namespace {

// A capture of `events` as CaptureWriter writes one, the local call answered after its event.
QByteArray captureOf(const QList<RunEvent>& events, const QJsonObject& spec)
{
    CaptureWriter::Header header;
    header.runId = u"run_1"_s;
    header.spec = spec;
    QByteArray bytes = CaptureWriter::headerLine(header) + '\n';
    qint64 t = 0;
    for (const RunEvent& event : events) {
        bytes += CaptureWriter::eventLine(event, t) + '\n';
        t += 100;
        if (event.type == EventType::LocalToolCall) {
            const QString id = event.data().value("toolUseId"_L1).toString();
            bytes += CaptureWriter::toolAnswerLine(
                         QJsonObject{{"toolUseId"_L1, id}, {"result"_L1, u"ok"_s}}, 204, t) +
                     '\n';
        }
    }
    return bytes;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

void TestRunCompare::capturesCompareLikeTheirEvents()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CompareRunShape other;
    other.idPrefix = u"tu_b"_s;
    other.region = u"US"_s;
    other.outputTokens = 2048;
    const QString leftPath = dir.filePath(u"left.mxrun"_s);
    const QString rightPath = dir.filePath(u"right.mxrun"_s);
    QVERIFY(writeFile(leftPath, captureOf(compareRun({}), {{"reasoningLevel"_L1, u"low"_s}})));
    QVERIFY(writeFile(rightPath, captureOf(compareRun(other), {{"reasoningLevel"_L1, u"high"_s}})));

    RunTimeline a;
    RunTimeline b;
    CaptureHeader ha;
    CaptureHeader hb;
    QString error;
    QVERIFY2(CaptureTimeline::load(leftPath, a, &ha, &error), qPrintable(error));
    QVERIFY2(CaptureTimeline::load(rightPath, b, &hb, &error), qPrintable(error));
    QCOMPARE(ha.runId, u"run_1"_s);
    QCOMPARE(a.rowCount(), 11);
    QVERIFY(a.sourceEnded());
    // The recorded answer is in its place, as a replay shows it.
    QCOMPARE(a.callCount(), 1);
    QCOMPARE(a.call(0).state, LocalCallState::Answered);
    QCOMPARE(a.call(0).httpStatus, 204);
    QVERIFY(a.callAnswerJson(0).contains(u"\"ok\""_s));
    // Recorded times: the run lasted as long as the capture says.
    QCOMPARE(a.summary().durationMs.value_or(-1), 1000);

    const RunComparison comparison = RunCompare::compare(a, ha.spec, b, hb.spec);
    QCOMPARE(comparison.spec.size(), 1);
    QCOMPARE(comparison.spec[0].path, u"reasoningLevel"_s);
    QCOMPARE(comparison.differingRows(), 2);
    QCOMPARE(comparison.rows[6].change, AlignedRow::Change::Changed);  // compute_total's args
    QCOMPARE(comparison.rows[10].change, AlignedRow::Change::Changed); // the result's tokens

    QVERIFY(!CaptureTimeline::load(dir.filePath(u"missing.mxrun"_s), a, nullptr, &error));
    QVERIFY(!error.isEmpty());
}

void TestRunCompare::damagedCaptureLoadsUpToTheDamage()
{
    QTemporaryDir dir;
    QByteArray bytes = captureOf(compareRun({}), {});
    // Cut the file in the middle of its seventh line (the local call's event).
    qsizetype at = 0;
    for (int line = 0; line < 6; ++line)
        at = bytes.indexOf('\n', at) + 1;
    bytes = bytes.left(at + 10) + "\n{\"not\": \"an event\n";
    const QString path = dir.filePath(u"damaged.mxrun"_s);
    QVERIFY(writeFile(path, bytes));
    RunTimeline t;
    QString error;
    QVERIFY2(CaptureTimeline::load(path, t, nullptr, &error), qPrintable(error));
    QCOMPARE(t.rowCount(), 5); // the events before the damage
    bool noted = false;
    for (const ProtocolNote& note : t.notes())
        noted = noted || note.message.contains(u"damaged at line 7"_s);
    QVERIFY(noted);
}

void TestRunCompare::modelAndReasoningDiffer()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QJsonObject base{{"systemPrompt"_L1, u"You research."_s},
                           {"prompt"_L1, u"Research the weather in Kyiv."_s},
                           {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx"_s},
                                                               {"id"_L1, u"web_search"_s}}}}};
    QJsonObject leftSpec = base;
    leftSpec.insert("modelId"_L1, u"platform:demo"_s);
    QJsonObject rightSpec = base;
    rightSpec.insert("modelId"_L1, u"openai:gpt-5.5"_s);
    rightSpec.insert("reasoningLevel"_L1, 60);

    // Each run live against the sandbox, recorded as the window records it, then read back.
    const auto runCaptured = [this, &dir](const QJsonObject& spec, const QString& name,
                                          RunTimeline& timeline, CaptureHeader& header) {
        const QString path = dir.filePath(name);
        RunController run(m_client.get(), new LiveRunSource(m_client.get(), spec));
        QString error;
        QVERIFY2(run.setCaptureFile(path, &error), qPrintable(error));
        run.start();
        QVERIFY(runtest::waitFinished(run));
        QCOMPARE(run.timeline()->summary().status, RunSummary::Status::Succeeded);
        QVERIFY(!run.isCaptureIncomplete());
        QVERIFY2(CaptureTimeline::load(path, timeline, &header, &error), qPrintable(error));
        QCOMPARE(timeline.rowCount(), run.timeline()->rowCount());
    };
    RunTimeline a;
    RunTimeline b;
    CaptureHeader ha;
    CaptureHeader hb;
    runCaptured(leftSpec, u"left.mxrun"_s, a, ha);
    if (QTest::currentTestFailed())
        return;
    runCaptured(rightSpec, u"right.mxrun"_s, b, hb);
    if (QTest::currentTestFailed())
        return;
    const RunComparison comparison = RunCompare::compare(a, ha.spec, b, hb.spec);

    // The spec: the model changed, reasoning added — nothing else.
    QCOMPARE(comparison.spec.size(), 2);
    QCOMPARE(comparison.spec[0].path, u"modelId"_s);
    QCOMPARE(comparison.spec[0].change, SpecDiffEntry::Change::Changed);
    QCOMPARE(comparison.spec[0].oldValue, QJsonValue(u"platform:demo"_s));
    QCOMPARE(comparison.spec[0].newValue, QJsonValue(u"openai:gpt-5.5"_s));
    QCOMPARE(comparison.spec[1].path, u"reasoningLevel"_s);
    QCOMPARE(comparison.spec[1].change, SpecDiffEntry::Change::Added);
    QCOMPARE(comparison.spec[1].newValue, QJsonValue(60));

    // The summary: the model line differs, and names each run's model.
    const SummaryLine* model = findLine(comparison.summary, u"model"_s);
    QVERIFY(model);
    QVERIFY(model->differs);
    QVERIFY2(model->left.contains(u"platform:demo"_s) || model->left.contains(u"gpt-5.4-mini"_s),
             qPrintable(model->left));
    QVERIFY2(model->right.contains(u"gpt-5.5"_s), qPrintable(model->right));

    // The timeline: the right run thinks before each turn, the left never does; every thinking
    // row is added, and every added row is a thinking row.
    int thinking = 0;
    for (int row = 0; row < a.rowCount(); ++row)
        QVERIFY(a.row(row).kind != TimelineRowKind::Thinking);
    for (const AlignedRow& row : comparison.rows) {
        const bool isThinking =
            row.right >= 0 && b.row(row.right).kind == TimelineRowKind::Thinking;
        if (isThinking) {
            ++thinking;
            QCOMPARE(row.change, AlignedRow::Change::Added);
        } else {
            QVERIFY2(row.change != AlignedRow::Change::Added &&
                         row.change != AlignedRow::Change::Removed,
                     qPrintable(describe(a, b, {row}).join(u' ')));
        }
    }
    QVERIFY(thinking >= 2); // the tool turn and the final turn
    QCOMPARE(comparison.rows.size(), a.rowCount() + thinking);
}

QTEST_GUILESS_MAIN(TestRunCompare)
#include "tst_runcompare.moc"
