// SPDX-License-Identifier: MIT
// Tests RunStream: against the sandbox (live, replay, resume, every connection fault, stop,
// unknown run) and against a scripted server for what the sandbox never does on its own (holes
// in seq, replays that ignore the resume point, `retry:`, Retry-After, stalls vs keep-alives,
// redirects and stream addresses off the base URL's origin, which get no request at all).
#include <memory>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include "client/apiclient.h"
#include "client/backoff.h"
#include "client/credentialprovider.h"
#include "client/runstream.h"
#include "clienttest.h"
#include "fakesseserver.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestRunStream final : public QObject, protected SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }

    // Back-off arithmetic.
    void backoffGrowsAndCaps();
    void backoffHonoursServer();

    // Sandbox.
    void liveRunInOrderAndBatched();
    void replayWholeLogMatchesLive();
    void resumeAfterSeq();
    void faults_data();
    void faults();
    void legacyServer();
    void unknownRunFails();
    void stopMidRun();

    // Scripted server.
    void gapIsRepaired();
    void gapAcceptedAfterRetries();
    void duplicatesReportedOnReconnect();
    void repeatsAfterNewEventsReported();
    void retryFieldHonoured();
    void retryAfterHonoured();
    void fatalStatusDoesNotReconnect();
    void stallReconnects();
    void keepAliveIsNotAStall();
    void noReconnectAfterTerminal();
    void malformedAndUnknownFramesKept();
    void stopOnScriptedStream();
    void givesUpWithoutProgress();
    void htmlAnswerIsRetried();
    void manyEventsFewBatches();
    void endlessLineIsBounded();
    void frameSizeIsBoundedDespiteComments();
    void retryFieldIsCapped();
    void drippedFrameStalls();
    void keepAlivesDoNotExtendAFrame();
    void keepAlivesKeepAnIdleStreamAlive();
    void headersThatNeverCompleteReconnect();
    void headersTooLargeFail();

    // The credential never leaves the origin.
    void redirectNotFollowed_data();
    void redirectNotFollowed();
    void foreignStreamUrlRefused_data();
    void foreignStreamUrlRefused();
    void httpsBaseRefusesHttpStream();

private:
    static RunStream::Options fastOptions();
    struct Collected
    {
        QList<RunEvent> events;
        QList<RunStream::Reconnect> reconnects;
        QList<QList<qint64>> gaps; // expected, received, reopening
        QList<int> delays;
        QList<QList<qint64>> repeats; // seq, highest seq, RepeatContent
        int batches = 0;
    };
    static void collect(RunStream& stream, Collected& c);
};

void TestRunStream::endlessLineIsBounded()
{
    // One event, then a data line that never ends: the stream must fail, not buffer forever.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 1) + "data: ");
        const QByteArray filler(64 * 1024, 'x');
        for (int i = 0; i < 40; ++i)
            FakeSseServer::later(s, 5 * i, filler);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.maxBytesWithoutEvent = 1024 * 1024;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY2(stream.lastProblem().contains(u"without completing an event"_s),
             qPrintable(stream.lastProblem()));
    QCOMPARE(c.events.size(), 1);
    QCOMPARE(server.requests().size(), 1); // failed for good, not reconnected
}

void TestRunStream::frameSizeIsBoundedDespiteComments()
{
    // data lines interleaved with comments: no frame completes, yet each comment used to reset
    // the bytes-without-event guard while the data kept piling up.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 1));
        for (int i = 0; i < 200; ++i)
            FakeSseServer::later(s, 2 * i, "data: " + QByteArray(100, 'x') + "\n: keep-alive\n");
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    QCOMPARE(stream.options().maxFrameBytes, 64LL * 1024 * 1024);
    RunStream::Options options = fastOptions();
    options.maxFrameBytes = 4096;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY2(stream.lastProblem().contains(u"4096"_s), qPrintable(stream.lastProblem()));
    QCOMPARE(c.events.size(), 1);
    QCOMPARE(server.requests().size(), 1);
}

void TestRunStream::retryFieldIsCapped()
{
    // `retry:` asks for a day; Retry-After is capped at 5 minutes, and so is this.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::head() + "retry: 86400000\n\n" + FakeSseServer::delta(1), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    QCOMPARE(Backoff::Policy{}.maxServerDelayMs, 300000);
    Collected c;
    collect(stream, c);
    connect(&stream, &RunStream::reconnectScheduled, &stream, [&stream] { stream.stop(); });
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(c.delays.size(), 1);
    QVERIFY2(c.delays.at(0) >= 150000 && c.delays.at(0) <= 300000,
             qPrintable(QString::number(c.delays.at(0))));
}

void TestRunStream::drippedFrameStalls()
{
    // A frame begun, then one byte at a time with no line end: bytes arrive, nothing completes.
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1) + "data: {");
            for (int i = 1; i <= 200; ++i)
                FakeSseServer::later(s, 20 * i, "x");
        } else {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(2), true);
        }
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    QCOMPARE(stream.options().frameTimeoutMs, 60000);
    RunStream::Options options = fastOptions();
    options.frameTimeoutMs = 300;
    options.stallTimeoutMs = 20000; // bytes keep coming: this is not what ends it
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    QElapsedTimer t;
    t.start();
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QVERIFY2(t.elapsed() < 3000, QByteArray::number(t.elapsed()).constData());
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(stream.stats().stalls, 1);
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(FakeSseServer::headerCount(server.requests().at(1), "Last-Event-ID"), 1);
    QVERIFY(server.requests().at(1).contains("Last-Event-ID: 1"));
    QVERIFY2(c.reconnects.constFirst().reason.contains(u"300 ms"_s),
             qPrintable(c.reconnects.constFirst().reason));
}

void TestRunStream::keepAlivesDoNotExtendAFrame()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1) +
                                       "id: 2\ndata: {\"seq\":2");
            for (int i = 1; i <= 200; ++i)
                FakeSseServer::later(s, 20 * i, "\n: keep-alive\ndata: x");
        } else {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(2), true);
        }
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.frameTimeoutMs = 300;
    options.stallTimeoutMs = 20000; // bytes keep coming: this is not what ends it
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    QElapsedTimer t;
    t.start();
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QVERIFY2(t.elapsed() < 3000, QByteArray::number(t.elapsed()).constData());
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(stream.stats().stalls, 1);
    QCOMPARE(server.requests().size(), 2);
    QVERIFY2(c.reconnects.constFirst().reason.contains(u"300 ms"_s),
             qPrintable(c.reconnects.constFirst().reason));
}

void TestRunStream::keepAlivesKeepAnIdleStreamAlive()
{
    // Between frames, keep-alives (with or without a blank line) are no frame: no deadline.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1));
        for (int i = 1; i <= 16; ++i)
            FakeSseServer::later(s, 50 * i, i % 2 ? ": keep-alive\n\n" : ": keep-alive\n");
        FakeSseServer::later(s, 850, FakeSseServer::result(2), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.stallTimeoutMs = 200;
    options.frameTimeoutMs = 200;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(stream.stats().stalls, 0);
    QCOMPARE(server.requests().size(), 1);
}

void TestRunStream::headersThatNeverCompleteReconnect()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, "HTTP/1.1 200 OK\r\n");
            for (int i = 1; i <= 250; ++i)
                FakeSseServer::later(s, 20 * i, "X-Pad-" + QByteArray::number(i) + ": a\r\n");
        } else {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
        }
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    ApiClient::Limits limits;
    limits.headerTimeoutMs = 300;
    client.setLimits(limits);
    RunStream stream(&client);
    stream.setOptions(fastOptions()); // the stall timeout (3 s) is not what ends it
    Collected c;
    collect(stream, c);
    QElapsedTimer t;
    t.start();
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QVERIFY2(t.elapsed() < 2500, QByteArray::number(t.elapsed()).constData());
    QCOMPARE(server.requests().size(), 2);
    QVERIFY2(c.reconnects.constFirst().reason.contains(u"headers"_s),
             qPrintable(c.reconnects.constFirst().reason));
}

void TestRunStream::headersTooLargeFail()
{
    QByteArray headers;
    for (int i = 0; i < 64; ++i)
        headers += "X-Pad-" + QByteArray::number(i) + ": " + QByteArray(100, 'h') + "\r\n";
    FakeSseServer server([&headers](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head(200, "text/event-stream", headers) +
                                   FakeSseServer::result(1));
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    ApiClient::Limits limits;
    limits.maxHeaderBytes = 4096;
    client.setLimits(limits);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY2(stream.lastProblem().contains(u"4096"_s), qPrintable(stream.lastProblem()));
    QVERIFY(c.events.isEmpty());
}

RunStream::Options TestRunStream::fastOptions()
{
    RunStream::Options o;
    o.stallTimeoutMs = 3000;
    o.backoff.initialMs = 2;
    o.backoff.maxMs = 50;
    return o;
}

void TestRunStream::collect(RunStream& stream, Collected& c)
{
    QObject::connect(&stream, &RunStream::eventsReceived, &stream,
                     [&c](const QList<RunEvent>& batch) {
                         QVERIFY(!batch.isEmpty());
                         ++c.batches;
                         c.events.append(batch);
                     });
    QObject::connect(&stream, &RunStream::reconnected, &stream,
                     [&c](const RunStream::Reconnect& info) { c.reconnects.append(info); });
    QObject::connect(&stream, &RunStream::seqGapDetected, &stream,
                     [&c](qint64 expected, qint64 received, bool reopening) {
                         c.gaps.append({expected, received, reopening ? 1 : 0});
                     });
    QObject::connect(&stream, &RunStream::seqRepeated, &stream,
                     [&c](qint64 seq, qint64 highest, RunStream::RepeatContent content) {
                         c.repeats.append({seq, highest, qint64(content)});
                     });
    QObject::connect(&stream, &RunStream::reconnectScheduled, &stream,
                     [&c](const QString&, int delayMs, int) { c.delays.append(delayMs); });
}

// ---------------------------------------------------------------------------------------------

void TestRunStream::backoffGrowsAndCaps()
{
    Backoff b(Backoff::Policy{100, 1000, 2.0, 0.0, 300000});
    QCOMPARE(b.nextDelayMs(), 100);
    QCOMPARE(b.nextDelayMs(), 200);
    QCOMPARE(b.nextDelayMs(), 400);
    QCOMPARE(b.nextDelayMs(), 800);
    QCOMPARE(b.nextDelayMs(), 1000);
    QCOMPARE(b.nextDelayMs(), 1000);
    b.reset();
    QCOMPARE(b.nextDelayMs(), 100);

    Backoff jittered(Backoff::Policy{1000, 30000, 2.0, 0.5, 300000});
    jittered.seed(7);
    QSet<int> seen;
    for (int i = 0; i < 50; ++i) {
        jittered.reset();
        const int d = jittered.nextDelayMs();
        QVERIFY2(d >= 500 && d <= 1000, qPrintable(QString::number(d)));
        seen.insert(d);
    }
    QVERIFY(seen.size() > 10); // spread, not lockstep
}

void TestRunStream::backoffHonoursServer()
{
    Backoff b(Backoff::Policy{100, 1000, 2.0, 0.0, 300000});
    // retry: replaces the initial delay and grows from there.
    QCOMPARE(b.nextDelayMs(250), 250);
    QCOMPARE(b.nextDelayMs(250), 500);
    // A server asking for more than the cap gets it.
    b.reset();
    QCOMPARE(b.nextDelayMs(5000), 5000);
    // Retry-After is a floor.
    b.reset();
    QCOMPARE(b.nextDelayMs(std::nullopt, 3000), 3000);
    b.reset();
    QCOMPARE(b.nextDelayMs(std::nullopt, 10), 100);
    // and clamped.
    b.reset();
    QCOMPARE(b.nextDelayMs(std::nullopt, 10'000'000), 300000);
}

// ---------------------------------------------------------------------------------------------
// Sandbox

void TestRunStream::liveRunInOrderAndBatched()
{
    RunDriver run(m_client.get(), RunDriver::echoAnswers(), fastOptions());
    QJsonObject spec =
        specWith(u"Use beta_tool and alpha_tool."_s,
                 QJsonArray{pluginTool(u"beta_tool"_s), localToolRef(u"alpha_tool"_s)}, {},
                 QJsonObject{{"reasoningLevel"_L1, u"low"_s}});
    QVERIFY(run.start(spec));
    QSignalSpy states(&run.stream, &RunStream::stateChanged);
    QVERIFY(run.waitFinished());
    QCOMPARE(run.endReason, std::optional(RunStream::EndReason::Terminal));
    const QStringList violations = orderViolations(run.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(run.events.constLast().type, EventType::Result);
    QVERIFY(run.stream.terminalEvent());
    QCOMPARE(run.stream.terminalEvent()->seq, run.events.constLast().seq);
    QCOMPARE(run.stream.lastSeq(), run.events.constLast().seq);
    QCOMPARE(run.stream.stats().connections, 1);
    QCOMPARE(run.stream.stats().reconnects, 0);
    QCOMPARE(run.stream.stats().eventsDelivered, qint64(run.events.size()));
    // Batched: fewer signals than events (many deltas arrive within one batch interval).
    QVERIFY2(run.batchSizes.size() < run.events.size(),
             qPrintable(
                 u"%1 batches for %2 events"_s.arg(run.batchSizes.size()).arg(run.events.size())));
    QVERIFY(countOf(run.events, EventType::ThinkingDelta) > 0);
    QCOMPARE(countOf(run.events, EventType::LocalToolCall), 1);
    QCOMPARE(countOf(run.events, EventType::LocalToolResultIn), 1);
    QCOMPARE(run.stream.state(), RunStream::State::Finished);
    QVERIFY(!states.isEmpty());
    QCOMPARE(states.constLast().at(0).value<RunStream::State>(), RunStream::State::Finished);
}

void TestRunStream::replayWholeLogMatchesLive()
{
    RunDriver live(m_client.get(), RunDriver::echoAnswers(), fastOptions());
    QVERIFY(live.start(specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)})));
    QVERIFY(live.waitFinished());
    QCOMPARE(live.endReason, std::optional(RunStream::EndReason::Terminal));

    RunDriver replay(m_client.get(), nullptr, fastOptions());
    replay.replay(live.runId);
    QVERIFY(replay.waitFinished());
    QCOMPARE(replay.endReason, std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(replay.events.size(), live.events.size());
    for (int i = 0; i < live.events.size(); ++i)
        QCOMPARE(replay.events.at(i).raw, live.events.at(i).raw);
}

void TestRunStream::resumeAfterSeq()
{
    RunDriver live(m_client.get(), RunDriver::echoAnswers(), fastOptions());
    QVERIFY(live.start(specWith(u"Use beta_tool."_s, QJsonArray{pluginTool(u"beta_tool"_s)}, {},
                                QJsonObject{{"reasoningLevel"_L1, u"low"_s}})));
    QVERIFY(live.waitFinished());
    QVERIFY2(live.events.size() > 6, qPrintable(QString::number(live.events.size())));

    RunStream stream(m_client.get());
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.openRun(live.runId, 5);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    const QStringList violations = orderViolations(c.events, 6);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(c.events.size(), live.events.size() - 5);
}

void TestRunStream::faults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("expectReconnects");
    QTest::newRow("cutAfterEvents=3") << u"cutAfterEvents"_s << u"3"_s << true;
    QTest::newRow("cutAfterEvents=1") << u"cutAfterEvents"_s << u"1"_s << true;
    QTest::newRow("cutEveryBytes=300") << u"cutEveryBytes"_s << u"300"_s << true;
    QTest::newRow("stallAfterEvents=4") << u"stallAfterEvents"_s << u"4"_s << true;
    QTest::newRow("fail=2 (503 on open)") << u"fail"_s << u"2"_s << true;
    QTest::newRow("crlf") << u"crlf"_s << u"1"_s << false;
    QTest::newRow("stripEvent") << u"stripEvent"_s << u"1"_s << false;
    QTest::newRow("delayMs=50") << u"delayMs"_s << u"50"_s << false;
}

void TestRunStream::faults()
{
    QFETCH(QString, fault);
    QFETCH(QString, value);
    QFETCH(bool, expectReconnects);
    RunStream::Options options = fastOptions();
    options.stallTimeoutMs = 200;
    RunDriver run(m_client.get(), RunDriver::echoAnswers(), options);
    const QJsonObject spec =
        specWith(u"Use beta_tool and alpha_tool."_s,
                 QJsonArray{pluginTool(u"beta_tool"_s), localToolRef(u"alpha_tool"_s)},
                 QJsonObject{{u"sandbox.fault."_s + fault, value}},
                 QJsonObject{{"reasoningLevel"_L1, u"low"_s}});
    QVERIFY2(run.start(spec), describe(run.createResponse).constData());
    QVERIFY(run.waitFinished());
    QCOMPARE(run.endReason, std::optional(RunStream::EndReason::Terminal));
    const QStringList violations = orderViolations(run.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    for (const RunEvent& e : std::as_const(run.events))
        QVERIFY2(e.type != EventType::Unknown, e.raw.constData());
    if (expectReconnects) {
        QVERIFY(run.stream.stats().reconnects > 0);
        QVERIFY(!run.reconnects.isEmpty());
        for (const RunStream::Reconnect& r : std::as_const(run.reconnects)) {
            QCOMPARE(r.duplicatesDropped, 0); // the sandbox honours the resume point
            QVERIFY(!r.reason.isEmpty());
        }
    } else {
        QCOMPARE(run.stream.stats().reconnects, 0);
    }
    if (fault == "stallAfterEvents"_L1)
        QVERIFY(run.stream.stats().stalls > 0);
    // The local call was answered exactly once.
    QCOMPARE(run.callIds.size(), 1);
    QCOMPARE(m_server->toolResultPosts(run.callIds.constFirst()), 1);
    QCOMPARE(m_server->acceptedToolResults(run.callIds.constFirst()), 1);
    // And the result is the same as a fault-free run of the same spec would give.
    const ResultEvent* result = run.events.constLast().as<ResultEvent>();
    QVERIFY(result);
    QVERIFY(result->text && result->text->contains(u"answer for alpha_tool"_s));
}

void TestRunStream::legacyServer()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.legacy = true;
    cfg.faults.cutAfterEvents = 4;
    SandboxServer legacy(cfg);
    QVERIFY(legacy.start());
    ApiKeyCredential key(sandboxKey());
    ApiClient client(m_nam.get(), legacy.baseUrl(), u"sandbox"_s, &key);
    RunDriver run(&client, RunDriver::echoAnswers(), fastOptions());
    QVERIFY(
        run.start(specWith(u"Use beta_tool and alpha_tool."_s,
                           QJsonArray{pluginTool(u"beta_tool"_s), localToolRef(u"alpha_tool"_s)})));
    QVERIFY(run.waitFinished());
    const QStringList violations = orderViolations(run.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(run.events.constFirst().type, EventType::Started);
    QCOMPARE(countOf(run.events, EventType::ToolCall), 1);
    QCOMPARE(run.sender->state(run.callIds.constFirst()), ToolResultSender::State::Acknowledged);
    QCOMPARE(run.sender->entry(run.callIds.constFirst())->httpStatus, 200);
}

void TestRunStream::unknownRunFails()
{
    RunStream stream(m_client.get());
    stream.setOptions(fastOptions());
    QSignalSpy finished(&stream, &RunStream::finished);
    stream.openRun(u"run_doesnotexist"_s);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY(stream.lastError());
    QCOMPARE(stream.lastError()->httpStatus, 404);
    QCOMPARE(stream.lastError()->kind, ApiError::Kind::NotFound);
    QVERIFY(!stream.lastProblem().isEmpty());
    QCOMPARE(stream.stats().connections, 1);
}

void TestRunStream::stopMidRun()
{
    std::optional<CreatedRun> created;
    const QJsonObject spec =
        specWith(u"Go."_s, {}, QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}});
    QVERIFY(waitFor(m_client->createRun(spec), &created).isSuccess());
    RunStream stream(m_client.get());
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    QSignalSpy finished(&stream, &RunStream::finished);
    stream.open(created->streamUrl);
    QVERIFY(waitUntil([&] { return c.events.size() >= 2; }));
    stream.stop();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).value<RunStream::EndReason>(), RunStream::EndReason::Stopped);
    const qsizetype seen = c.events.size();
    QTest::qWait(500); // slow scenario: more events are produced meanwhile
    QCOMPARE(c.events.size(), seen);
    QCOMPARE(stream.stats().connections, 1);
    QVERIFY(!stream.terminalEvent());
    stream.stop(); // idempotent
    QCOMPARE(finished.size(), 1);
    QVERIFY(waitFor(m_client->cancelRun(created->runId)).isSuccess());
}

// ---------------------------------------------------------------------------------------------
// Scripted server

void TestRunStream::gapIsRepaired()
{
    FakeSseServer server([](int index, const QByteArray& head, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 2) +
                                       FakeSseServer::delta(4));
            return; // left open: the client must notice the hole itself
        }
        const bool resumed = head.contains("lastSeq=2") && head.contains("Last-Event-ID: 2");
        FakeSseServer::send(s,
                            resumed ? FakeSseServer::head() + FakeSseServer::deltas(3, 4) +
                                          FakeSseServer::result(5)
                                    : FakeSseServer::head(400, "application/json"),
                            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    const QStringList violations = orderViolations(c.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(c.events.size(), 5);
    QCOMPARE(c.gaps.size(), 1);
    QCOMPARE(c.gaps.at(0), (QList<qint64>{3, 4, 1}));
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(c.reconnects.size(), 1);
    QCOMPARE(c.reconnects.at(0).resumedAfterSeq, 2);
    QVERIFY(!server.requests().at(0).contains("lastSeq"));
    QVERIFY(!server.requests().at(0).contains("Last-Event-ID"));
    QVERIFY(server.requests().at(0).contains("Accept: text/event-stream"));
}

void TestRunStream::gapAcceptedAfterRetries()
{
    // A server whose log really has a hole, and which replays from 1 every time.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s,
                            FakeSseServer::head() + FakeSseServer::deltas(1, 2) +
                                FakeSseServer::delta(4) + FakeSseServer::result(5),
                            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.maxGapRetries = 2;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QList<qint64> seqs;
    for (const RunEvent& e : std::as_const(c.events))
        seqs << e.seq;
    QCOMPARE(seqs, (QList<qint64>{1, 2, 4, 5}));
    QCOMPARE(c.gaps.size(), 3);
    QCOMPARE(c.gaps.at(0).at(2), 1);
    QCOMPARE(c.gaps.at(1).at(2), 1);
    QCOMPARE(c.gaps.at(2).at(2), 0); // accepted
    // Two reopenings for the hole. A loaded machine (ASan under ctest -j) may add a reconnect
    // for another reason (a stall); that one is no gap retry and must not count as one.
    int gapReopenings = 0;
    for (const RunStream::Reconnect& r : std::as_const(c.reconnects)) {
        // Every reconnect replays 1 and 2 from the start; both are dropped as duplicates.
        QCOMPARE(r.duplicatesDropped, 2);
        if (r.reason.contains(u"did not arrive"_s))
            ++gapReopenings;
    }
    QCOMPARE(gapReopenings, 2);
    QCOMPARE(server.requests().size(), stream.stats().connections);
    QCOMPARE(c.reconnects.size(), stream.stats().connections - 1);
    QCOMPARE(stream.stats().duplicatesDropped, 2 * qint64(c.reconnects.size()));
}

void TestRunStream::duplicatesReportedOnReconnect()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 3), true);
        else // ignores the resume point: the whole log again
            FakeSseServer::send(
                s, FakeSseServer::head() + FakeSseServer::deltas(1, 5) + FakeSseServer::result(6),
                true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    const QStringList violations = orderViolations(c.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(c.events.size(), 6);
    QCOMPARE(c.reconnects.size(), 1);
    const RunStream::Reconnect& r = c.reconnects.constFirst();
    QCOMPARE(r.connection, 2);
    QCOMPARE(r.resumedAfterSeq, 3);
    QCOMPARE(r.duplicatesDropped, 3);
    QVERIFY(r.gotNewEvents);
    QVERIFY(!r.reason.isEmpty());
    QVERIFY(server.requests().at(1).contains("lastSeq=3"));
    QVERIFY(server.requests().at(1).contains("Last-Event-ID: 3"));
    QVERIFY(c.repeats.isEmpty()); // the replay of a resumed connection is expected
}

void TestRunStream::repeatsAfterNewEventsReported()
{
    // One connection: 1..3, then 2 again exactly, 3 again with other text, 1 again exactly.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s,
                            FakeSseServer::head() + FakeSseServer::deltas(1, 3) +
                                FakeSseServer::delta(2) +
                                FakeSseServer::frame(3, "assistant_delta", R"({"text":"other"})") +
                                FakeSseServer::delta(1) + FakeSseServer::result(4),
                            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QList<qint64> seqs;
    for (const RunEvent& e : std::as_const(c.events))
        seqs << e.seq;
    QCOMPARE(seqs, (QList<qint64>{1, 2, 3, 4})); // still dropped: the first of each seq stays
    QCOMPARE(c.events.at(2).as<TextDelta>()->text.toString(), u"t3"_s);
    const auto same = qint64(RunStream::RepeatContent::Same);
    const auto different = qint64(RunStream::RepeatContent::Different);
    QCOMPARE(c.repeats, (QList<QList<qint64>>{{2, 3, same}, {3, 3, different}, {1, 3, same}}));
    QCOMPARE(stream.stats().duplicatesDropped, 3);
    QCOMPARE(stream.stats().repeatsReported, 3);
}

void TestRunStream::retryFieldHonoured()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(
                s, FakeSseServer::head() + "retry: 400\n\n" + FakeSseServer::delta(1), true);
        else
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(2), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions()); // 2 ms initial: the 400 must come from `retry:`
    Collected c;
    collect(stream, c);
    QElapsedTimer t;
    t.start();
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(c.delays.size(), 1);
    QVERIFY2(c.delays.at(0) >= 200 && c.delays.at(0) <= 400,
             qPrintable(QString::number(c.delays.at(0))));
    QVERIFY(t.elapsed() >= 200);
}

void TestRunStream::retryAfterHonoured()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(s,
                                FakeSseServer::head(503, "application/json",
                                                    "Retry-After: 1\r\nContent-Length: 42\r\n") +
                                    "{\"error\":\"overloaded\",\"message\":\"later\"}",
                                true);
        else
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    QElapsedTimer t;
    t.start();
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.delays.size(), 1);
    QVERIFY2(c.delays.at(0) >= 1000 && c.delays.at(0) <= 1100,
             qPrintable(QString::number(c.delays.at(0))));
    QVERIFY(t.elapsed() >= 1000);
    QVERIFY(stream.lastError());
    QCOMPARE(stream.lastError()->httpStatus, 503);
    QCOMPARE(stream.lastError()->body, "{\"error\":\"overloaded\",\"message\":\"later\"}"_ba);
}

void TestRunStream::fatalStatusDoesNotReconnect()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        const QByteArray body = "{\"error\":\"not_found\",\"message\":\"No run run_fake.\"}";
        FakeSseServer::send(
            s,
            FakeSseServer::head(404, "application/json",
                                "Content-Length: " + QByteArray::number(body.size()) + "\r\n") +
                body,
            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QCOMPARE(stream.lastError()->kind, ApiError::Kind::NotFound);
    QCOMPARE(stream.lastError()->message, u"No run run_fake."_s);
    QTest::qWait(100);
    QCOMPARE(server.requests().size(), 1);
}

void TestRunStream::stallReconnects()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1)); // then silence
        else
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(2), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.stallTimeoutMs = 150;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(stream.stats().stalls, 1);
    QCOMPARE(server.requests().size(), 2);
    QVERIFY(c.reconnects.constFirst().reason.contains(u"150"_s));
}

void TestRunStream::keepAliveIsNotAStall()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1));
        for (int i = 1; i <= 8; ++i)
            FakeSseServer::later(s, 50 * i, ": keep-alive\n\n");
        FakeSseServer::later(s, 450, FakeSseServer::result(2), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.stallTimeoutMs = 150;
    stream.setOptions(options);
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(stream.stats().stalls, 0);
    QCOMPARE(server.requests().size(), 1);
}

void TestRunStream::noReconnectAfterTerminal()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        // A terminal event, and then a (bogus) event on a connection that stays open.
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::delta(1) +
                                   FakeSseServer::result(2));
        FakeSseServer::later(s, 30, FakeSseServer::delta(3));
        FakeSseServer::later(s, 60, QByteArray(), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    QSignalSpy finished(&stream, &RunStream::finished);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QTest::qWait(200);
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(stream.stats().reconnects, 0);
}

void TestRunStream::malformedAndUnknownFramesKept()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s,
            FakeSseServer::head() + FakeSseServer::delta(1) + "id: 2\ndata: this is not json\n\n" +
                FakeSseServer::frame(3, "future_event", "{\"x\":1}") +
                // no event: line (stripped by middleware); data.type rules
                "id: 4\ndata: "
                "{\"seq\":4,\"type\":\"assistant_delta\",\"data\":{\"text\":\"y\"}}\n\n" +
                FakeSseServer::result(5),
            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.events.size(), 5);
    QCOMPARE(c.events.at(1).type, EventType::Malformed);
    QCOMPARE(c.events.at(1).raw, "this is not json"_ba);
    QCOMPARE(c.events.at(2).type, EventType::Unknown);
    QCOMPARE(c.events.at(2).typeName, u"future_event"_s);
    QCOMPARE(c.events.at(3).type, EventType::AssistantDelta);
    QCOMPARE(stream.stats().reconnects, 0);
}

void TestRunStream::stopOnScriptedStream()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::deltas(1, 2));
        FakeSseServer::later(s, 300, FakeSseServer::delta(3) + FakeSseServer::result(4), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    // Stop from inside the slot that receives the events.
    connect(&stream, &RunStream::eventsReceived, this,
            [&stream](const QList<RunEvent>&) { stream.stop(); });
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Stopped));
    QTest::qWait(400);
    QCOMPARE(c.events.size(), 2);
    QCOMPARE(server.requests().size(), 1);
}

void TestRunStream::givesUpWithoutProgress()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::head(503, "application/json", "Content-Length: 2\r\n") + "{}", true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    RunStream::Options options = fastOptions();
    options.maxAttemptsWithoutProgress = 3;
    stream.setOptions(options);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QCOMPARE(server.requests().size(), 3);
    QCOMPARE(stream.lastError()->httpStatus, 503);
    QVERIFY(stream.lastProblem().contains(u"3"_s));
}

void TestRunStream::htmlAnswerIsRetried()
{
    FakeSseServer server([](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(s,
                                FakeSseServer::head(200, "text/html", "Content-Length: 13\r\n") +
                                    "<html></html>",
                                true);
        else
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(c.events.size(), 1);
    QCOMPARE(server.requests().size(), 2);
}

void TestRunStream::manyEventsFewBatches()
{
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::head() + FakeSseServer::deltas(1, 2000) + FakeSseServer::result(2001),
            true);
    });
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, nullptr);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(server.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(c.events.size(), 2001);
    const QStringList violations = orderViolations(c.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    // At most maxBatchSize (512) per signal, and far fewer signals than events.
    QVERIFY2(c.batches <= 40, qPrintable(QString::number(c.batches)));
    QCOMPARE(stream.stats().batches, c.batches);
}

// ---------------------------------------------------------------------------------------------
// The credential never leaves the origin

void TestRunStream::redirectNotFollowed_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("sameOrigin");
    QTest::newRow("302 elsewhere") << 302 << false;
    QTest::newRow("307 elsewhere") << 307 << false;
    QTest::newRow("301 elsewhere") << 301 << false;
    QTest::newRow("302 same origin") << 302 << true;
}

void TestRunStream::redirectNotFollowed()
{
    QFETCH(int, status);
    QFETCH(bool, sameOrigin);
    // The other server has the whole run: a followed redirect would read it there.
    const auto wholeRun = [](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::head() + FakeSseServer::deltas(1, 2) + FakeSseServer::result(3),
            true);
    };
    FakeSseServer other(wholeRun);
    QUrl target = other.streamUrl();
    FakeSseServer api(
        [&target, status, wholeRun](int index, const QByteArray& head, QTcpSocket* s) {
            if (index == 0)
                FakeSseServer::send(s, FakeSseServer::redirect(status, target), true);
            else
                wholeRun(index, head, s);
        });
    if (sameOrigin)
        target = api.baseUrl().resolved(QUrl(u"/moved/stream"_s));
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(api.streamUrl());
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));

    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QCOMPARE(api.requests().size(), 1); // refused for good: not retried, not followed
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY(c.events.isEmpty());
    QVERIFY(c.reconnects.isEmpty());
    const QString problem = stream.lastProblem();
    QVERIFY2(problem.contains(target.toString()), qPrintable(problem));
    QVERIFY2(problem.contains(u"not followed"_s), qPrintable(problem));
}

void TestRunStream::foreignStreamUrlRefused_data()
{
    // %1 is the other server's port.
    QTest::addColumn<QString>("streamUrl");
    QTest::newRow("other origin")
        << u"http://127.0.0.1:%1/api/v1/workspaces/w/agent-runs/run_1/stream"_s;
    QTest::newRow("scheme-relative") << u"//127.0.0.1:%1/api/v1/workspaces/w/agent-runs/r/stream"_s;
    QTest::newRow("local file") << u"file:///etc/passwd"_s;
    QTest::newRow("local file, host") << u"file://localhost/etc/hostname"_s;
    QTest::newRow("ftp") << u"ftp://127.0.0.1:%1/stream"_s;
}

void TestRunStream::foreignStreamUrlRefused()
{
    QFETCH(QString, streamUrl);
    FakeSseServer other([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
    });
    if (streamUrl.contains(u"%1"_s))
        streamUrl = streamUrl.arg(other.baseUrl().port());
    // The server that creates the run names a stream somewhere else.
    FakeSseServer api([streamUrl](int, const QByteArray& head, QTcpSocket* s) {
        if (head.startsWith("POST "))
            FakeSseServer::send(s,
                                FakeSseServer::json(201, R"({"runId":"run_1","streamUrl":")" +
                                                             streamUrl.toUtf8() + "\"}"),
                                true);
        else
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
    });
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    std::optional<CreatedRun> created;
    const ApiResponse r = waitFor(client.createRun(baseSpec(u"Hi."_s)), &created);
    QVERIFY2(created, describe(r).constData());
    QCOMPARE(created->streamPath, streamUrl);

    RunStream stream(&client);
    stream.setOptions(fastOptions());
    Collected c;
    collect(stream, c);
    stream.open(created->streamUrl);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QCOMPARE(api.requests().size(), 1); // the create only
    QCOMPARE(stream.stats().connections, 0);
    QCOMPARE(stream.stats().bytesReceived, 0); // no file was read either
    QVERIFY(c.events.isEmpty());
    const QString problem = stream.lastProblem();
    QVERIFY2(problem.contains(created->streamUrl.toString()), qPrintable(problem));
    QVERIFY2(problem.contains(api.baseUrl().toString()), qPrintable(problem));
}

void TestRunStream::httpsBaseRefusesHttpStream()
{
    // No TLS server is needed: the plain-http address is refused before anything connects.
    FakeSseServer plain([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
    });
    QUrl base = plain.baseUrl();
    base.setScheme(u"https"_s);
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), base, u"w"_s, &key);
    const QUrl downgraded = client.resolveStreamUrl(plain.streamUrl().toString());
    QCOMPARE(downgraded, plain.streamUrl());
    RunStream stream(&client);
    stream.setOptions(fastOptions());
    stream.open(downgraded);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY2(plain.requests().isEmpty(), plain.requests().value(0).constData());
    QCOMPARE(stream.stats().connections, 0);
    const QString problem = stream.lastProblem();
    QVERIFY2(problem.contains(downgraded.toString()), qPrintable(problem));
    QVERIFY2(problem.contains(u"https"_s), qPrintable(problem));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestRunStream)
#include "tst_runstream.moc"
