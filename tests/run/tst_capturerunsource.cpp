// SPDX-License-Identifier: MIT
// Capture files read back: every sandbox scenario recorded live and played from its capture
// gives the same timeline (TimelineDump) with the answers in their place; a capture cut at every
// line boundary and in the middle of every line, or with a line corrupted, is read up to the
// damage and says where; a paced replay can be paused, stepped and paused at a point.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "run/capturereader.h"
#include "run/capturerunsource.h"
#include "run/capturewriter.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinedump.h"
#include "runtestutil.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// What a replay must reproduce of the live run (times differ between runs).
constexpr unsigned Compared = TimelineDump::ServerVisible | TimelineDump::IncludePostStatus;

} // namespace

class TestCaptureRunSource : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Plays `path` instantly through a RunController, as the window does.
    std::unique_ptr<RunController> replay(const QString& path, double speed = 0.0)
    {
        auto* source = new CaptureRunSource(path);
        source->setSpeed(speed);
        auto run = std::make_unique<RunController>(m_client.get(), source);
        run->start();
        return run;
    }

    // Runs `spec` live against the sandbox with a capture file, answering local calls with
    // "ok <name>"; returns the finished controller.
    std::unique_ptr<RunController> liveRun(const QJsonObject& spec, const QString& capture)
    {
        auto run = std::make_unique<RunController>(m_client.get(),
                                                   new LiveRunSource(m_client.get(), spec));
        QString error;
        if (!run->setCaptureFile(capture, &error))
            qWarning("%s", qPrintable(error));
        connect(run.get(), &RunController::callArrived, run.get(),
                [r = run.get()](const QString& id) {
                    r->answer(id, ToolAnswer::success(u"ok "_s + id));
                });
        run->start();
        waitFinished(*run);
        return run;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        startSandbox();
    }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void everyScenarioReplaysAsItRan_data();
    void everyScenarioReplaysAsItRan();
    void cutAtEveryLineBoundaryAndMidLine();
    void corruptedLineStopsThereAndSaysWhere();
    void damagedFilePlaysUpToTheDamage();
    void notACaptureFails();
    void flatAndMalformedFramesComeBackAsReceived();
    void pacedReplayPausesStepsAndStopsAtAPoint();
    void eventsReadBackHoldNoCopyOfTheirTypeName();
    void plainLinesReadAsTheGeneralPathReadsThem();
    void rowsShowBeforeTheFileIsRead();
    void eventsHandedOnOneByOneAsInBatches();
};

void TestCaptureRunSource::everyScenarioReplaysAsItRan_data()
{
    QTest::addColumn<QJsonObject>("spec");
    const QJsonArray serverTool{QJsonObject{{u"kind"_s, u"mantyx"_s}, {u"id"_s, u"web_search"_s}}};
    const QJsonArray withLocal{
        serverTool.first(), QJsonObject{{u"kind"_s, u"local"_s},
                                        {u"name"_s, u"lookup"_s},
                                        {u"description"_s, u"Looks it up."_s},
                                        {u"inputSchema"_s, QJsonObject{{u"type"_s, u"object"_s}}}}};
    auto scenario = [&](const QString& name, const QJsonArray& tools) {
        return QJsonObject{{u"systemPrompt"_s, u"You research."_s},
                           {u"prompt"_s, u"Research the weather in Kyiv."_s},
                           {u"tools"_s, tools},
                           {u"metadata"_s, QJsonObject{{u"sandbox.scenario"_s, name}}}};
    };
    QJsonObject plan = scenario(u"none"_s, serverTool);
    plan.insert(u"plan"_s, true);
    QJsonObject supervisor = scenario(u"none"_s, serverTool);
    supervisor.insert(u"supervisor"_s, QJsonObject{{u"interval"_s, 1}});
    QJsonObject thinking = scenario(u"none"_s, serverTool);
    thinking.insert(u"reasoningLevel"_s, 60);
    QTest::newRow("plain") << scenario(u"none"_s, serverTool);
    QTest::newRow("local call answered") << scenario(u"none"_s, withLocal);
    QTest::newRow("thinking") << thinking;
    QTest::newRow("plan") << plan;
    QTest::newRow("supervisor") << supervisor;
    for (const QString& name :
         {u"supervisor_redirect"_s, u"supervisor_finalize"_s, u"supervisor_reasoning"_s, u"loop"_s,
          u"budget"_s, u"truncation"_s, u"rate_limit"_s, u"server_error"_s})
        QTest::newRow(qPrintable(name)) << scenario(name, withLocal);
}

void TestCaptureRunSource::everyScenarioReplaysAsItRan()
{
    QFETCH(QJsonObject, spec);
    const QString path = m_dir.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_') + u".mxrun"_s);
    const auto live = liveRun(spec, path);
    QVERIFY(live->isFinished());
    QVERIFY(live->timeline()->terminalEvent() >= 0);
    QVERIFY(!live->isCaptureIncomplete());
    QVERIFY(live->timeline()->rowCount() >= 2);
    if (QByteArrayView(QTest::currentDataTag()) == "local call answered")
        QCOMPARE(live->callIds().size(), 1);

    const auto played = replay(path);
    QVERIFY(waitFinished(*played));
    auto* source = qobject_cast<CaptureRunSource*>(played->source());
    QVERIFY(source);
    QCOMPARE(source->status(), RunSource::Status::Finished);
    QVERIFY(!source->damage());
    QVERIFY(source->problem().isEmpty());
    QCOMPARE(played->runId(), live->runId());
    QCOMPARE(source->spec().value(u"prompt"_s), spec.value(u"prompt"_s));
    QCOMPARE(TimelineDump::dump(*played->timeline(), Compared),
             TimelineDump::dump(*live->timeline(), Compared));
    // The replay keeps the recorded timing, not the moment it was read.
    QCOMPARE(played->timeline()->clock(), RunTimeline::Clock::Recorded);
    // The answers that were sent are in their place, as recorded.
    for (const QString& id : live->callIds()) {
        const int index = played->timeline()->callIndex(id);
        QVERIFY(index >= 0);
        const LocalCall& call = played->timeline()->call(index);
        QCOMPARE(call.state, LocalCallState::Answered);
        QVERIFY2(call.stateText.contains(u"recorded"_s), qPrintable(call.stateText));
        QVERIFY2(played->timeline()->callAnswerJson(index).contains(u"ok "_s + id),
                 qPrintable(played->timeline()->callAnswerJson(index)));
    }
    // Nothing can be answered from a replay.
    QVERIFY(!played->canAnswer());
}

void TestCaptureRunSource::cutAtEveryLineBoundaryAndMidLine()
{
    const QString path = m_dir.filePath(u"whole.mxrun"_s);
    const QJsonArray tools{QJsonObject{{u"kind"_s, u"mantyx"_s}, {u"id"_s, u"web_search"_s}}};
    liveRun(specWith(u"Research the weather."_s, tools), path);
    const QByteArray whole = readAll(path);
    const QList<QByteArray> lines = whole.split('\n');
    QVERIFY(lines.size() > 10);
    const qsizetype records = whole.count('\n') - 1; // the header is not a record
    const auto full = CaptureReader::readBytes(whole);
    QVERIFY(full);
    QCOMPARE(full->records.size(), records);
    QVERIFY(!full->damage);

    qsizetype offset = 0;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const qsizetype lineLength = lines.at(i).size();
        // At the boundary after line i: lines 1..i+1 whole, nothing damaged.
        const QByteArray atBoundary = whole.first(offset + lineLength + 1);
        const auto cut = CaptureReader::readBytes(atBoundary);
        QVERIFY(cut);
        QCOMPARE(cut->records.size(), i);
        QVERIFY2(!cut->damage, qPrintable(cut->damage ? cut->damage->reason : QString()));
        // In the middle of line i+1: the lines before it, and damage at line i+1.
        if (lineLength > 2) {
            const QByteArray midLine = whole.first(offset + lineLength / 2);
            QString error;
            const auto half = CaptureReader::readBytes(midLine, &error);
            if (i == 0) {
                QVERIFY(!half); // no header: not a capture
                QVERIFY(!error.isEmpty());
            } else {
                QVERIFY(half);
                QCOMPARE(half->records.size(), i - 1);
                QVERIFY(half->damage);
                QCOMPARE(half->damage->line, i + 1);
                QCOMPARE(half->damage->byteOffset, offset);
                QVERIFY(half->damage->reason.contains(u"cut off"_s));
            }
        }
        // The same bytes fed in uneven slices read the same.
        CaptureReader sliced;
        for (qsizetype at = 0; at < atBoundary.size(); at += 7)
            sliced.append(QByteArrayView(atBoundary)
                              .sliced(at, std::min<qsizetype>(7, atBoundary.size() - at)));
        sliced.finish();
        QCOMPARE(sliced.takeRecords().size(), i);
        offset += lineLength + 1;
    }
}

void TestCaptureRunSource::corruptedLineStopsThereAndSaysWhere()
{
    const QString path = m_dir.filePath(u"corrupt-src.mxrun"_s);
    liveRun(specWith(u"Say hello."_s), path);
    const QByteArray whole = readAll(path);
    const QList<QByteArray> lines = whole.split('\n');
    for (qsizetype bad = 1; bad + 1 < lines.size(); ++bad) {
        QList<QByteArray> corrupted = lines;
        corrupted[bad] = corrupted[bad].left(corrupted[bad].size() / 2) + "\x01garbage";
        const auto read = CaptureReader::readBytes(corrupted.join('\n'));
        QVERIFY(read);
        QCOMPARE(read->records.size(), bad - 1);
        QVERIFY(read->damage);
        QCOMPARE(read->damage->line, bad + 1);
        QVERIFY2(read->damage->reason.contains(QString::number(bad + 1)),
                 qPrintable(read->damage->reason));
    }
    // A line that is JSON but neither an event nor an answer.
    QList<QByteArray> odd = lines;
    odd[2] = R"({"t":5,"what":"is this"})";
    const auto read = CaptureReader::readBytes(odd.join('\n'));
    QVERIFY(read);
    QCOMPARE(read->records.size(), 1);
    QVERIFY(read->damage);
    QCOMPARE(read->damage->line, 3);
}

void TestCaptureRunSource::damagedFilePlaysUpToTheDamage()
{
    const QString path = m_dir.filePath(u"damaged.mxrun"_s);
    const auto live = liveRun(specWith(u"Say hello."_s), path);
    const QByteArray whole = readAll(path);
    // Cut in the middle of the last line (the terminal event): a crash while writing it.
    const QByteArray cut = whole.first(whole.size() - 20);
    QVERIFY(writeAll(path, cut));
    const auto played = replay(path);
    QVERIFY(waitFinished(*played));
    auto* source = qobject_cast<CaptureRunSource*>(played->source());
    QVERIFY(source->damage());
    QCOMPARE(source->status(), RunSource::Status::Finished);
    QVERIFY(!source->problem().isEmpty());
    QCOMPARE(played->timeline()->eventCount(), live->timeline()->eventCount() - 1);
    QCOMPARE(played->timeline()->terminalEvent(), -1);
    bool noted = false;
    for (const ProtocolNote& note : played->timeline()->notes()) {
        if (note.category == ProtocolNote::Category::StreamProblem &&
            note.message.contains(u"damaged at line %1"_s.arg(cut.count('\n') + 1)))
            noted = true;
    }
    QVERIFY2(noted, qPrintable(TimelineDump::dump(*played->timeline())));
}

void TestCaptureRunSource::notACaptureFails()
{
    const QString path = m_dir.filePath(u"notes.txt"_s);
    QVERIFY(writeAll(path, "just some text\n"));
    const auto played = replay(path);
    QSignalSpy problems(played.get(), &RunController::problemOccurred);
    QVERIFY(waitFinished(*played));
    QCOMPARE(played->status(), RunSource::Status::Failed);
    QVERIFY(played->source()->problem().contains(u"not a capture file"_s));
    QCOMPARE(played->timeline()->eventCount(), 0);

    const auto missing = replay(m_dir.filePath(u"missing.mxrun"_s));
    QVERIFY(waitFinished(*missing));
    QCOMPARE(missing->status(), RunSource::Status::Failed);
    QVERIFY(missing->source()->problem().contains(u"missing.mxrun"_s));
}

void TestCaptureRunSource::flatAndMalformedFramesComeBackAsReceived()
{
    EventDecoder decoder;
    QList<RunEvent> events{
        decoder.decode(R"({"seq":1,"type":"assistant_delta","data":{"text":"hé","z":1,"a":2}})"),
        decoder.decode(R"({"seq":2,"text":"flat one","b":1,"a":2})", "assistant_delta", "2"),
        decoder.decode("{\"seq\":3,\"type\":\"assistant_delta\",\"data\":{\"text\":", {}, "3"),
        decoder.decode(QByteArray("\xff\xfe not utf8"), "weird", "4"),
        decoder.decode(R"({"seq":5,"type":"brand_new","data":{"x":[1,2]}})"),
    };
    QByteArray bytes = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    for (const RunEvent& event : events)
        bytes += CaptureWriter::eventLine(event, 3) + '\n';
    const auto read = CaptureReader::readBytes(bytes);
    QVERIFY(read);
    QVERIFY(!read->damage);
    QCOMPARE(read->records.size(), events.size());
    for (qsizetype i = 0; i < events.size(); ++i) {
        const RunEvent& back = read->records.at(i).event;
        const RunEvent& sent = events.at(i);
        QCOMPARE(back.seq, sent.seq);
        QCOMPARE(back.type, sent.type);
        QCOMPARE(back.typeName, sent.typeName);
        QCOMPARE(back.shape, sent.shape);
        QCOMPARE(back.payload, sent.payload);
        QCOMPARE(read->records.at(i).tMs, 3);
    }
    // The members of a payload keep their order, as received.
    QVERIFY(read->records.at(0).event.raw.contains(R"({"text":"hé","z":1,"a":2})"));
    QCOMPARE(read->records.at(1).event.raw,
             QByteArray(R"({"seq":2,"text":"flat one","b":1,"a":2})"));
    // A malformed frame's bytes come back exactly, even when they are not UTF-8.
    QCOMPARE(read->records.at(3).event.raw, events.at(3).raw);
    QCOMPARE(read->records.at(2).event.raw, events.at(2).raw);
}

void TestCaptureRunSource::pacedReplayPausesStepsAndStopsAtAPoint()
{
    // A hand-made capture: five deltas 40 ms apart, an answer, then the result.
    QByteArray bytes = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    EventDecoder decoder;
    for (int i = 1; i <= 5; ++i) {
        const RunEvent delta = decoder.decode(
            u"{\"seq\":%1,\"type\":\"assistant_delta\",\"data\":{\"text\":\"w%1 \"}}"_s.arg(i)
                .toUtf8());
        bytes += CaptureWriter::eventLine(delta, i * 40) + '\n';
    }
    bytes += CaptureWriter::toolAnswerLine(
                 QJsonObject{{u"toolUseId"_s, u"tu_1"_s}, {u"result"_s, u"fine"_s}}, 204, 220) +
             '\n';
    bytes += CaptureWriter::eventLine(
                 decoder.decode(
                     R"({"seq":6,"type":"result","data":{"subtype":"success","text":"w1 w2"}})"),
                 240) +
             '\n';
    const QString path = m_dir.filePath(u"paced.mxrun"_s);
    QVERIFY(writeAll(path, bytes));

    // At ×1 the run takes about its recorded 240 ms, not an instant.
    {
        QElapsedTimer clock;
        clock.start();
        const auto played = replay(path, 1.0);
        QVERIFY(waitFinished(*played));
        QVERIFY2(clock.elapsed() >= 200, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(played->timeline()->eventCount(), 6);
        QCOMPARE(played->timeline()->row(0).elapsedMs, 0);
    }
    // Paused at record 2, stepped twice, then let go at ×16.
    {
        auto* source = new CaptureRunSource(path);
        source->setSpeed(1.0);
        source->setPauseAt(2);
        RunController run(m_client.get(), source);
        QSignalSpy paused(source, &CaptureRunSource::pausedChanged);
        run.start();
        QVERIFY(paused.wait(kWaitMs));
        QVERIFY(source->isPaused());
        QCOMPARE(source->recordsHandedOn(), 2);
        QCOMPARE(run.timeline()->eventCount(), 2);
        // The summary says how far the replay has got on the recorded clock, not "unknown".
        QCOMPARE(run.timeline()->summary().timing, RunSummary::Timing::Recorded);
        QCOMPARE(run.timeline()->summary().durationMs, std::optional<qint64>(40));
        QTest::qWait(120); // paused: nothing more arrives
        QCOMPARE(run.timeline()->eventCount(), 2);
        source->step();
        QCOMPARE(run.timeline()->eventCount(), 3);
        QCOMPARE(source->positionMs(), 120);
        source->step();
        source->step();
        QCOMPARE(run.timeline()->eventCount(), 5);
        source->step(); // the answer and the event after it
        QCOMPARE(run.timeline()->eventCount(), 6);
        QVERIFY(run.isFinished());
        QCOMPARE(run.timeline()->summary().status, RunSummary::Status::Succeeded);
    }
    // Out-of-range speeds are clamped.
    CaptureRunSource clamp(path);
    clamp.setSpeed(100);
    QCOMPARE(clamp.speed(), CaptureRunSource::MaxSpeed);
    clamp.setSpeed(0.01);
    QCOMPARE(clamp.speed(), CaptureRunSource::MinSpeed);
    clamp.setSpeed(0);
    QCOMPARE(clamp.speed(), CaptureRunSource::Instant);
}

void TestCaptureRunSource::eventsReadBackHoldNoCopyOfTheirTypeName()
{
    // A capture of a million events holds a million type names: a known type's is the decoder's
    // shared one (no heap of its own), an unknown type's the name as written.
    EventDecoder decoder;
    QByteArray bytes = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    bytes += CaptureWriter::eventLine(
                 decoder.decode(R"({"seq":1,"type":"assistant_delta","data":{"text":"a"}})"), 1) +
             '\n';
    bytes +=
        CaptureWriter::eventLine(decoder.decode(R"({"seq":2,"type":"brand_new","data":{}})"), 2) +
        '\n';
    const auto read = CaptureReader::readBytes(bytes);
    QVERIFY(read);
    QCOMPARE(read->records.size(), 2);
    const RunEvent& known = read->records.at(0).event;
    QCOMPARE(known.typeName, u"assistant_delta"_s);
    QCOMPARE(known.typeName.capacity(), 0); // static data, not an allocation
    QCOMPARE(read->records.at(1).event.typeName, u"brand_new"_s);
}

void TestCaptureRunSource::plainLinesReadAsTheGeneralPathReadsThem()
{
    // The lines CaptureWriter writes for envelope events skip the whole-line JSON parse; the
    // same lines spaced differently take the general path. Both must give the same records, and
    // a plain-looking line that is not valid must still be damage.
    EventDecoder decoder;
    const QList<RunEvent> events{
        decoder.decode(R"({"seq":1,"type":"assistant_delta","data":{"text":"a \"q\" é"}})"),
        decoder.decode(R"({"seq":2,"type":"assistant_delta","data":"not an object"})"),
        decoder.decode(R"({"seq":3,"type":"brand_new","data":{"x":[1,{"data":2}]}})"),
        decoder.decode(R"({"type":"thinking_delta","data":{"text":"no seq"}})"),
        decoder.decode(R"({"seq":5,"type":"result","data":{"ok":true,"text":"done"}})"),
    };
    QByteArray plain = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    QByteArray spaced = plain;
    for (const RunEvent& event : events) {
        const QByteArray line = CaptureWriter::eventLine(event, 7);
        QVERIFY(line.startsWith(R"({"t":7,)"));
        plain += line + '\n';
        spaced += "{ " + line.mid(1) + '\n';
    }
    const auto fast = CaptureReader::readBytes(plain);
    const auto general = CaptureReader::readBytes(spaced);
    QVERIFY(fast && general);
    QVERIFY(!fast->damage && !general->damage);
    QCOMPARE(fast->records.size(), events.size());
    QCOMPARE(general->records.size(), events.size());
    for (qsizetype i = 0; i < events.size(); ++i) {
        const CaptureRecord& a = fast->records.at(i);
        const CaptureRecord& b = general->records.at(i);
        QCOMPARE(a.tMs, b.tMs);
        QCOMPARE(a.line, b.line);
        QCOMPARE(a.event.seq, b.event.seq);
        QCOMPARE(a.event.seq, events.at(i).seq);
        QCOMPARE(a.event.type, b.event.type);
        QCOMPARE(a.event.typeName, b.event.typeName);
        QCOMPARE(a.event.shape, b.event.shape);
        QCOMPARE(a.event.raw, b.event.raw);
        QCOMPARE(a.event.problems, b.event.problems);
        QVERIFY(a.event.payload == b.event.payload);
    }
    // Bad JSON inside the data of a line shaped like a plain one is damage, said as before.
    const QByteArray bad = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n' +
                           R"({"t":1,"seq":1,"type":"assistant_delta","data":{"text":tru}})" + '\n';
    const auto damaged = CaptureReader::readBytes(bad);
    QVERIFY(damaged);
    QVERIFY(damaged->damage);
    QCOMPARE(damaged->damage->line, 2);
    QVERIFY(damaged->records.isEmpty());
}

void TestCaptureRunSource::rowsShowBeforeTheFileIsRead()
{
    // A capture of several slices: its first rows are in the timeline while the rest is still
    // being read, and at the end nothing is missing.
    EventDecoder decoder;
    QByteArray bytes = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    const int count = 60000;
    for (int i = 1; i <= count; ++i) {
        const QByteArray seq = QByteArray::number(i);
        const QByteArray frame = QByteArray(R"({"seq":)") + seq +
                                 R"(,"type":"assistant_delta","data":{"text":"word )" + seq +
                                 R"( "}})";
        bytes += CaptureWriter::eventLine(decoder.decode(frame), i) + '\n';
    }
    QVERIFY(bytes.size() > 3 * CaptureRunSource::SliceBytes);
    const QString path = m_dir.filePath(u"slices.mxrun"_s);
    QVERIFY(writeAll(path, bytes));
    std::unique_ptr<RunController> run = replay(path);
    auto* source = qobject_cast<CaptureRunSource*>(run->source());
    QVERIFY(source);
    int eventsAtFirstRows = -1;
    connect(run->timeline(), &RunTimeline::rowsAppended, run.get(), [&] {
        if (eventsAtFirstRows < 0) {
            eventsAtFirstRows = run->timeline()->eventCount();
            QVERIFY(!source->isFullyRead());
        }
    });
    QVERIFY(waitFinished(*run));
    QVERIFY(eventsAtFirstRows > 0);
    QVERIFY(eventsAtFirstRows < count);
    QCOMPARE(run->timeline()->eventCount(), count);
    QCOMPARE(run->timeline()->eventSeq(count - 1), count);
}

void TestCaptureRunSource::eventsHandedOnOneByOneAsInBatches()
{
    // Played at once with only the controller listening, the events go to it one by one as they
    // are read (no batch list); with another listener, in eventsAppended batches. Both must give
    // the same events, byte for byte, and the same rows, calls and notes, reported in the same
    // steps: every event type, problems, unknown and malformed events, lines the general path
    // reads, recorded answers, several slices and batches, and a cut-off last line.
    const QList<RunEvent> run = timelinetest::fullRun();
    QByteArray bytes = CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n';
    qint64 t = 0;
    int lines = 0;
    while (bytes.size() < 3 * CaptureRunSource::SliceBytes) {
        for (const RunEvent& event : run) {
            const QByteArray line = CaptureWriter::eventLine(event, t += 3);
            // Every seventh line spaced: the general path reads it.
            bytes += (++lines % 7 == 0 ? "{ " + line.mid(1) : line) + '\n';
            if (const auto* call = event.as<LocalToolCallEvent>(); call && lines % 3 == 0) {
                const QJsonObject body{{u"toolUseId"_s, call->toolUseId},
                                       {u"result"_s, QString(u"ok "_s + call->toolUseId)}};
                bytes += CaptureWriter::toolAnswerLine(body, 204, t) + '\n';
            }
        }
    }
    QVERIFY(lines > CaptureRunSource::MaxBatch);
    bytes += R"({"t":1,"seq":99,"type":"assistant_delta","data":{"te)";
    const QString path = m_dir.filePath(u"onebyone.mxrun"_s);
    QVERIFY(writeAll(path, bytes));

    struct Played
    {
        std::unique_ptr<RunController> run;
        QString rowsReported; // the rowsAppended/rowsChanged steps
    };
    const auto play = [&](bool anotherListener) {
        Played played;
        auto* source = new CaptureRunSource(path);
        played.run = std::make_unique<RunController>(m_client.get(), source);
        RunTimeline* timeline = played.run->timeline();
        connect(timeline, &RunTimeline::rowsAppended, this, [&played](int first, int last) {
            played.rowsReported += u"+%1-%2 "_s.arg(first).arg(last);
        });
        connect(timeline, &RunTimeline::rowsChanged, this, [&played](int first, int last) {
            played.rowsReported += u"~%1-%2 "_s.arg(first).arg(last);
        });
        if (anotherListener)
            connect(source, &RunSource::eventsAppended, this, [](const QList<RunEvent>&) {});
        played.run->start();
        return played;
    };
    Played direct = play(false);
    Played batched = play(true);
    QVERIFY(waitFinished(*direct.run));
    QVERIFY(waitFinished(*batched.run));
    const auto* directSource = qobject_cast<CaptureRunSource*>(direct.run->source());
    const auto* batchedSource = qobject_cast<CaptureRunSource*>(batched.run->source());
    QVERIFY(directSource->damage());
    QVERIFY(batchedSource->damage());
    QCOMPARE(directSource->damage()->line, batchedSource->damage()->line);
    QCOMPARE(directSource->recordsHandedOn(), batchedSource->recordsHandedOn());
    QCOMPARE(directSource->positionMs(), batchedSource->positionMs());
    QCOMPARE(batchedSource->eventsHandedOnOneByOne(), 0);

    const RunTimeline& a = *direct.run->timeline();
    const RunTimeline& b = *batched.run->timeline();
    QCOMPARE(a.eventCount(), lines);
    QCOMPARE(b.eventCount(), lines);
    QCOMPARE(directSource->eventsHandedOnOneByOne(), lines);
    for (int i = 0; i < a.eventCount(); ++i) {
        MANTYX_COMPARE_EVENTS(a.eventAt(i), b.eventAt(i));
        QCOMPARE(a.eventElapsedMs(i), b.eventElapsedMs(i));
        QCOMPARE(a.rowForEvent(i), b.rowForEvent(i));
    }
    const unsigned all = TimelineDump::Default | TimelineDump::IncludeTimes;
    QCOMPARE(TimelineDump::dump(a, all), TimelineDump::dump(b, all));
    QCOMPARE(a.callCount(), b.callCount());
    for (int i = 0; i < a.callCount(); ++i) {
        QCOMPARE(a.call(i).state, b.call(i).state);
        QCOMPARE(a.call(i).stateText, b.call(i).stateText);
        QCOMPARE(a.callAnswerJson(i), b.callAnswerJson(i));
    }
    QCOMPARE(direct.run->callIds(), batched.run->callIds());
    QCOMPARE(direct.rowsReported, batched.rowsReported);
    QVERIFY(direct.rowsReported.size() > 10);
}

QTEST_GUILESS_MAIN(TestCaptureRunSource)
#include "tst_capturerunsource.moc"
