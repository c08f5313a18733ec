// SPDX-License-Identifier: MIT
// Tests resuming and replaying sandbox run streams: ?lastSeq and Last-Event-ID at every split
// point, each connection fault survived by the client's resume logic, and replay after a restart.
#include <memory>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

// A run with something of everything a resume has to carry: thinking, a server-resolved tool,
// a local tool answered over HTTP, several turns.
QJsonObject resumeSpec(const QJsonObject& metadata = {})
{
    QJsonObject spec = baseSpec(u"Use beta_tool and then alpha_tool."_s);
    spec.insert("tools"_L1, QJsonArray{localToolRef(u"alpha_tool"_s),
                                       QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                   {"name"_L1, u"beta_tool"_s}}});
    spec.insert("reasoningLevel"_L1, u"low"_s);
    if (!metadata.isEmpty())
        spec.insert("metadata"_L1, metadata);
    return spec;
}

QString framesText(const QList<SseFrame>& frames)
{
    QStringList lines;
    for (const SseFrame& f : frames)
        lines << QString::fromUtf8("id=" + f.id + " event=" + f.event + " " + f.data.left(120));
    return lines.join(u'\n');
}

// The same frames: same id, same event name, same data JSON.
QStringList frameDifferences(const QList<SseFrame>& got, const QList<SseFrame>& want,
                             bool compareEventLines = true)
{
    QStringList out;
    if (got.size() != want.size())
        out << u"%1 frames instead of %2"_s.arg(got.size()).arg(want.size());
    for (int i = 0; i < std::min(got.size(), want.size()); ++i) {
        const SseFrame& g = got.at(i);
        const SseFrame& w = want.at(i);
        if (g.id != w.id)
            out << u"frame %1: id %2 instead of %3"_s.arg(i).arg(QString::fromUtf8(g.id),
                                                                 QString::fromUtf8(w.id));
        if (compareEventLines && g.event != w.event)
            out << u"frame %1: event %2 instead of %3"_s.arg(i).arg(QString::fromUtf8(g.event),
                                                                    QString::fromUtf8(w.event));
        if (QJsonDocument::fromJson(g.data) != QJsonDocument::fromJson(w.data))
            out << u"frame %1: data differs: %2 vs %3"_s.arg(i).arg(QString::fromUtf8(g.data),
                                                                    QString::fromUtf8(w.data));
    }
    return out;
}

QStringList dataDifferences(const QList<RunEvent>& got, const QList<RunEvent>& want)
{
    QStringList out;
    if (got.size() != want.size())
        out << u"%1 events instead of %2"_s.arg(got.size()).arg(want.size());
    for (int i = 0; i < std::min(got.size(), want.size()); ++i) {
        if (got.at(i).typeName != want.at(i).typeName || got.at(i).data() != want.at(i).data())
            out << u"event %1 differs: %2 vs %3"_s.arg(i).arg(QString::fromUtf8(got.at(i).raw),
                                                              QString::fromUtf8(want.at(i).raw));
    }
    return out;
}

} // namespace

class TestSandboxResume : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();

    void resumeAtEverySplit();
    void resumeAfterTerminal();
    void liveResume();
    void faults_data();
    void faults();
    void replayUnderLineFaults_data();
    void replayUnderLineFaults();
    void persistence();
    void keepAliveWhileWaiting();
    void delayFault();
    void dupOnResumeFault();
    void retryAfterFault();

private:
    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<Http> m_http;
};

void TestSandboxResume::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_http = std::make_unique<Http>(m_server->baseUrl());
}

void TestSandboxResume::cleanupTestCase()
{
    m_http.reset();
    m_server.reset();
}

void TestSandboxResume::cleanup()
{
    if (m_server)
        m_server->setFaults(FaultPlan{});
}

void TestSandboxResume::resumeAtEverySplit()
{
    FinishedRun run;
    runToEnd(*m_http, resumeSpec(), run);
    if (QTest::currentTestFailed())
        return;
    SB_VERIFY_NONE(wholeStreamViolations(*run.stream));
    const QList<SseFrame> whole = run.stream->frames();
    const qint64 n = whole.size();
    QVERIFY(n >= 10);
    QVERIFY(countOf(run.events(), EventType::LocalToolResultIn) == 1);

    // A finished run opened with neither replays from seq 1: the same frames.
    {
        SseStream replay(m_http->nam(), m_http->streamRequest(run.runId));
        QVERIFY(replay.waitForFinished());
        SB_VERIFY_NONE(wholeStreamViolations(replay));
        SB_VERIFY_NONE(frameDifferences(replay.frames(), whole));
    }

    for (qint64 k = 0; k < n; ++k) {
        const QList<SseFrame> suffix = whole.mid(k);
        for (const bool header : {false, true}) {
            const QString how =
                (header ? u"Last-Event-ID: "_s : u"?lastSeq="_s) + QString::number(k);
            SseStream s(m_http->nam(),
                        header ? m_http->streamRequest(run.runId, {}, QByteArray::number(k))
                               : m_http->streamRequest(run.runId, k));
            QVERIFY2(s.waitForFinished(), qPrintable(how));
            StreamCheck check;
            check.firstSeq = k + 1;
            const QStringList v = wholeStreamViolations(s, check);
            QVERIFY2(v.isEmpty(), qPrintable(how + u": "_s + joined(v)));
            const QStringList d = frameDifferences(s.frames(), suffix);
            QVERIFY2(d.isEmpty(), qPrintable(how + u": "_s + joined(d)));
            // What a client had before the split plus the resumed piece is the whole run.
            const QList<SseFrame> joinedFrames = whole.mid(0, k) + s.frames();
            QVERIFY2(frameDifferences(joinedFrames, whole).isEmpty(), qPrintable(how));
        }
    }

    // Both given: the query wins.
    SseStream both(m_http->nam(), m_http->streamRequest(run.runId, 2, "5"_ba));
    QVERIFY(both.waitForFinished());
    SB_VERIFY_NONE(frameDifferences(both.frames(), whole.mid(2)));
}

void TestSandboxResume::resumeAfterTerminal()
{
    // Resuming after the terminal event of a finished run: nothing to replay or tail, so the
    // server answers with no event and closes instead of holding the connection.
    FinishedRun run;
    runToEnd(*m_http, baseSpec(u"Hello."_s), run);
    if (QTest::currentTestFailed())
        return;
    const qint64 last = run.events().constLast().seq;
    SseStream s(m_http->nam(), m_http->streamRequest(run.runId, last));
    QVERIFY2(s.waitForFinished(10000), "the stream stayed open after the terminal event");
    QCOMPARE(s.status(), 200);
    QCOMPARE(s.events().size(), 0);
}

void TestSandboxResume::liveResume()
{
    // Drop the connection while the run waits for a tool answer, answer, resume: the pieces
    // make the whole run, as a replay shows it afterwards.
    QString runId;
    const HttpResult created = m_http->createRun(resumeSpec(), &runId);
    QVERIFY2(created.status == 201, created.describe().constData());
    auto first = std::make_unique<SseStream>(m_http->nam(), m_http->streamRequest(runId));
    const int at = first->waitForType(EventType::LocalToolCall);
    QVERIFY(at >= 0);
    const QList<SseFrame> before = first->frames().mid(0, at + 1);
    const LocalToolCallEvent call = view<LocalToolCallEvent>(first->events().at(at));
    first.reset(); // abort the connection

    const HttpResult answered = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, call.toolUseId}, {"result"_L1, u"live-answer"_s}});
    QVERIFY2(answered.status == 204, answered.describe().constData());
    SseStream rest(m_http->nam(), m_http->streamRequest(runId, before.constLast().id.toLongLong()));
    QVERIFY(rest.waitForFinished());
    StreamCheck check;
    check.firstSeq = before.size() + 1;
    SB_VERIFY_NONE(wholeStreamViolations(rest, check));

    SseStream replay(m_http->nam(), m_http->streamRequest(runId));
    QVERIFY(replay.waitForFinished());
    SB_VERIFY_NONE(frameDifferences(before + rest.frames(), replay.frames()));
    const auto* result = replay.events().constLast().as<ResultEvent>();
    SB_REQUIRE(result && result->text);
    QVERIFY2(result->text->contains(u"alpha_tool: live-answer"_s), qPrintable(*result->text));
}

void TestSandboxResume::faults_data()
{
    QTest::addColumn<QString>("fault");   // name=value[,name=value]
    QTest::addColumn<bool>("serverWide"); // else per run, as metadata
    QTest::addColumn<bool>("useHeader");  // resume with Last-Event-ID instead of ?lastSeq
    QTest::addColumn<int>("transferTimeoutMs");
    QTest::addColumn<bool>("reconnects"); // the fault forces more than one connection

    QTest::newRow("cutAfterEvents=3") << u"cutAfterEvents=3"_s << false << false << 20000 << true;
    QTest::newRow("cutAfterEvents=1 server-wide, Last-Event-ID")
        << u"cutAfterEvents=1"_s << true << true << 20000 << true;
    QTest::newRow("cutEveryBytes=97") << u"cutEveryBytes=97"_s << false << false << 20000 << true;
    QTest::newRow("cutEveryBytes=300 server-wide")
        << u"cutEveryBytes=300"_s << true << true << 20000 << true;
    QTest::newRow("stallAfterEvents=5") << u"stallAfterEvents=5"_s << false << false << 800 << true;
    QTest::newRow("crlf") << u"crlf=1"_s << false << false << 20000 << false;
    QTest::newRow("stripEvent") << u"stripEvent=1"_s << false << false << 20000 << false;
    QTest::newRow("crlf + stripEvent + cutAfterEvents=4")
        << u"crlf=1,stripEvent=1,cutAfterEvents=4"_s << false << true << 20000 << true;
    QTest::newRow("fail=2") << u"fail=2"_s << true << false << 20000 << true;
    QTest::newRow("fail=1 failStatus=502")
        << u"fail=1,failStatus=502"_s << true << false << 20000 << true;
}

void TestSandboxResume::faults()
{
    QFETCH(QString, fault);
    QFETCH(bool, serverWide);
    QFETCH(bool, useHeader);
    QFETCH(int, transferTimeoutMs);
    QFETCH(bool, reconnects);

    QHash<QString, QString> settings;
    for (const QString& part : fault.split(u',')) {
        const QStringList kv = part.split(u'=');
        settings.insert(kv.at(0), kv.at(1));
    }

    // The twin: the same seed, no fault.
    const QString seed = u"resume-"_s + QString::fromLatin1(QTest::currentDataTag());
    FinishedRun twin;
    runToEnd(*m_http, resumeSpec(QJsonObject{{"sandbox.seed"_L1, seed}}), twin);
    if (QTest::currentTestFailed())
        return;
    SB_VERIFY_NONE(wholeStreamViolations(*twin.stream));

    QJsonObject metadata{{"sandbox.seed"_L1, seed}};
    FaultPlan plan;
    for (auto it = settings.cbegin(); it != settings.cend(); ++it) {
        if (serverWide)
            QVERIFY(plan.apply(it.key(), it.value()));
        else
            metadata.insert(u"sandbox.fault."_s + it.key(), it.value());
    }
    QString runId;
    const HttpResult created = m_http->createRun(resumeSpec(metadata), &runId);
    QVERIFY2(created.status == 201, created.describe().constData());
    if (serverWide)
        m_server->setFaults(plan);

    ResumingReader::Options options;
    options.useLastEventIdHeader = useHeader;
    options.transferTimeoutMs = transferTimeoutMs;
    ResumingReader reader(*m_http, runId, options);
    ToolAnswerer answerer(*m_http, runId, defaultAnswer);
    reader.onEvent = [&answerer](const RunEvent& e) { answerer.see(e); };
    reader.start();
    QVERIFY2(reader.waitForDone(60000),
             qPrintable(u"connections: "_s + QString::number(reader.connections())));
    QVERIFY2(!reader.gaveUp(), qPrintable(QString::number(reader.connections())));
    m_server->setFaults(FaultPlan{});
    qDebug("%s: %d connection(s)", QTest::currentDataTag(), reader.connections());

    // The whole run, once, in order, decoded cleanly.
    StreamCheck check;
    check.expectEventLines = !settings.contains(u"stripEvent"_s);
    SB_VERIFY_NONE(streamViolations(reader.frames(), reader.events(), check));
    SB_VERIFY_NONE(dataDifferences(reader.events(), twin.events()));
    const auto* result = reader.events().constLast().as<ResultEvent>();
    SB_REQUIRE(result && result->text);
    QVERIFY2(result->text->contains(u"alpha_tool: answer-alpha_tool-7731"_s),
             qPrintable(*result->text));
    QVERIFY(SseStream::waitUntil([&] { return answerer.allFinished(); }, kHttpTimeoutMs));
    QCOMPARE(answerer.answeredIds().size(), 1);
    // One POST per call (the twin, with the same seed and so the same toolUseId, made one too).
    QCOMPARE(m_server->toolResultPosts(answerer.answeredIds().first()), 2);
    QCOMPARE(m_server->acceptedToolResults(answerer.answeredIds().first()), 2);
    if (reconnects)
        QVERIFY2(reader.connections() > 1, "the fault did not cut anything");
    else
        QCOMPARE(reader.connections(), 1);

    const QByteArray& bytes = reader.allBytes();
    if (settings.contains(u"crlf"_s)) {
        QVERIFY(bytes.contains("\r\n"));
        // Every line ends with CRLF: no bare LF.
        for (qsizetype i = bytes.indexOf('\n'); i >= 0; i = bytes.indexOf('\n', i + 1))
            QVERIFY2(i > 0 && bytes.at(i - 1) == '\r', "a bare LF in a crlf stream");
    }
    if (settings.contains(u"stripEvent"_s)) {
        QVERIFY(!bytes.contains("\nevent:") && !bytes.startsWith("event:"));
        for (const SseFrame& f : reader.frames())
            QVERIFY(f.event.isEmpty());
    }
    if (settings.contains(u"cutEveryBytes"_s)) {
        const int limit = settings.value(u"cutEveryBytes"_s).toInt();
        bool midFrame = false;
        for (const QByteArray& c : reader.connectionBytes()) {
            QVERIFY2(c.size() <= limit + 2048, "a cut connection carried far more than N bytes");
            midFrame |= !c.endsWith("\n\n") && !c.endsWith("\r\n\r\n");
        }
        QVERIFY2(midFrame, "no connection was cut in the middle of a frame");
    }
    if (settings.contains(u"stallAfterEvents"_s)) {
        const QList<QNetworkReply::NetworkError>& errors = reader.connectionErrors();
        QVERIFY(errors.contains(QNetworkReply::OperationCanceledError) ||
                errors.contains(QNetworkReply::TimeoutError));
    }
    if (settings.contains(u"fail"_s)) {
        const int failed = settings.value(u"fail"_s).toInt();
        const int status = settings.value(u"failStatus"_s, u"503"_s).toInt();
        QVERIFY(reader.statuses().size() > failed);
        for (int i = 0; i < failed; ++i) {
            QCOMPARE(reader.statuses().at(i), status);
            const QJsonDocument body = QJsonDocument::fromJson(reader.errorBodies().at(i));
            QVERIFY2(body.isObject() && body.object().value("error"_L1).isString(),
                     reader.errorBodies().at(i).constData());
        }
        QCOMPARE(reader.statuses().at(failed), 200);
    }
}

void TestSandboxResume::replayUnderLineFaults_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("crlf") << u"crlf"_s;
    QTest::newRow("stripEvent") << u"stripEvent"_s;
}

void TestSandboxResume::replayUnderLineFaults()
{
    // The same finished run replayed with and without the fault: the parser yields the same
    // frames (bar the event lines when stripped) and the decoder the same events.
    QFETCH(QString, name);
    FinishedRun run;
    runToEnd(*m_http, resumeSpec(), run);
    if (QTest::currentTestFailed())
        return;
    FaultPlan plan;
    QVERIFY(plan.apply(name, u"1"_s));
    m_server->setFaults(plan);
    SseStream faulted(m_http->nam(), m_http->streamRequest(run.runId));
    QVERIFY(faulted.waitForFinished());
    m_server->setFaults(FaultPlan{});

    const bool strip = name == "stripEvent"_L1;
    StreamCheck check;
    check.expectEventLines = !strip;
    SB_VERIFY_NONE(wholeStreamViolations(faulted, check));
    SB_VERIFY_NONE(frameDifferences(faulted.frames(), run.stream->frames(), !strip));
    QCOMPARE(typesOf(faulted.events()), typesOf(run.events()));
    if (strip)
        QVERIFY(!faulted.bytes().contains("event:"));
    else
        QVERIFY(faulted.bytes().contains("\r\n") && !run.stream->bytes().contains("\r\n"));
    QVERIFY2(faulted.bytes() != run.stream->bytes(), "the fault changed nothing");
}

void TestSandboxResume::persistence()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.dataDir = dir.path();

    FinishedRun finished;
    QString interruptedId;
    QString sessionId;
    {
        SandboxServer first(cfg);
        QVERIFY(first.start());
        Http http(first.baseUrl());
        runToEnd(http, resumeSpec(), finished);
        if (QTest::currentTestFailed())
            return;
        SB_VERIFY_NONE(wholeStreamViolations(*finished.stream));

        // A run left waiting for its tool when the server stops.
        const HttpResult created = http.createRun(resumeSpec(), &interruptedId);
        QVERIFY2(created.status == 201, created.describe().constData());
        SseStream s(http.nam(), http.streamRequest(interruptedId));
        QVERIFY(s.waitForType(EventType::LocalToolCall) >= 0);

        const HttpResult session = http.postJson(
            u"agent-sessions"_s, QJsonObject{{"systemPrompt"_L1, u"Persist me."_s},
                                             {"metadata"_L1, QJsonObject{{"kept"_L1, u"yes"_s}}}});
        QVERIFY2(session.status == 201, session.describe().constData());
        sessionId = session.json().value("sessionId"_L1).toString();

        first.stop();
        QVERIFY(!first.isListening());
        QVERIFY(s.waitForFinished());
    }
    QVERIFY(QFile::exists(dir.filePath(u"sandbox.sqlite"_s)));

    SandboxServer second(cfg);
    QVERIFY(second.start());
    Http http(second.baseUrl());
    QVERIFY(second.runIds().contains(finished.runId));

    // The finished run replays from seq 1 with the same events.
    SseStream replay(http.nam(), http.streamRequest(finished.runId));
    QVERIFY(replay.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(replay));
    const QStringList d = frameDifferences(replay.frames(), finished.stream->frames());
    QVERIFY2(d.isEmpty(),
             qPrintable(joined(d) + u"\n--- replay:\n"_s + framesText(replay.frames())));
    HttpResult snap = http.snapshot(finished.runId);
    QVERIFY2(snap.status == 200, snap.describe().constData());
    QCOMPARE(snap.json().value("status"_L1).toString(), u"succeeded"_s);
    QCOMPARE(snap.json().value("finalText"_L1).toString(),
             view<ResultEvent>(finished.events().constLast()).text.value_or(QString()));

    // Resume works on the restored log too.
    SseStream resumed(http.nam(), http.streamRequest(finished.runId, 4));
    QVERIFY(resumed.waitForFinished());
    SB_VERIFY_NONE(frameDifferences(resumed.frames(), finished.stream->frames().mid(4)));

    // The interrupted run is failed with errorClass server, and its stream ends.
    snap = http.snapshot(interruptedId);
    QVERIFY2(snap.status == 200, snap.describe().constData());
    QCOMPARE(snap.json().value("status"_L1).toString(), u"failed"_s);
    QCOMPARE(snap.json().value("failureReason"_L1).toObject().value("errorClass"_L1).toString(),
             u"server"_s);
    SseStream interrupted(http.nam(), http.streamRequest(interruptedId));
    QVERIFY2(interrupted.waitForFinished(10000), "the interrupted run's stream never ends");
    SB_VERIFY_NONE(wholeStreamViolations(interrupted));

    // Sessions survive as well.
    const HttpResult session = http.get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(session.status == 200, session.describe().constData());
    QCOMPARE(session.json().value("metadata"_L1).toObject().value("kept"_L1).toString(), u"yes"_s);
}

void TestSandboxResume::keepAliveWhileWaiting()
{
    // A run waiting for its tool is silent: the stream carries `: keep-alive` comments, which
    // the parser counts and never dispatches, and the run still completes afterwards.
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.keepAliveMs = 100;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    Http http(server.baseUrl());
    QString runId;
    const HttpResult created = http.createRun(resumeSpec(), &runId);
    QVERIFY2(created.status == 201, created.describe().constData());
    SseStream s(http.nam(), http.streamRequest(runId));
    const int at = s.waitForType(EventType::LocalToolCall);
    QVERIFY(at >= 0);
    QTRY_VERIFY_WITH_TIMEOUT(s.parser().commentsSeen() >= 2, 10000);
    QVERIFY(s.bytes().contains(": keep-alive"));
    const qsizetype frames = s.frames().size();
    const HttpResult answered = http.postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, view<LocalToolCallEvent>(s.events().at(at)).toolUseId},
                           {"result"_L1, u"after keep-alives"_s}});
    QVERIFY2(answered.status == 204, answered.describe().constData());
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));
    QVERIFY(s.frames().size() > frames);
}

void TestSandboxResume::delayFault()
{
    FaultPlan plan;
    QVERIFY(plan.apply(u"delayMs"_s, u"300"_s));
    m_server->setFaults(plan);
    QElapsedTimer clock;
    clock.start();
    const HttpResult r = m_http->get(u"models"_s);
    const qint64 took = clock.elapsed();
    m_server->setFaults(FaultPlan{});
    QVERIFY2(r.status == 200, r.describe().constData());
    QVERIFY2(took >= 280, qPrintable(QString::number(took)));
}

void TestSandboxResume::dupOnResumeFault()
{
    FinishedRun run;
    runToEnd(*m_http,
             resumeSpec(QJsonObject{{"sandbox.seed"_L1, u"dup-on-resume"_s},
                                    {"sandbox.fault.dupOnResume"_L1, u"2"_s}}),
             run);
    if (QTest::currentTestFailed())
        return;
    const QList<SseFrame> all = run.stream->frames();
    QVERIFY(all.size() > 6);
    // Without a resume point nothing is repeated: the fault is about resuming.
    for (int i = 0; i < all.size(); ++i)
        QCOMPARE(all.at(i).id, QByteArray::number(i + 1));

    // Resumed after seq 5: seqs 4 and 5 again, then the rest.
    SseStream resumed(m_http->nam(), m_http->streamRequest(run.runId, 5));
    QVERIFY(resumed.waitForFinished());
    SB_VERIFY_NONE(frameDifferences(resumed.frames(), all.mid(3)));

    // Resumed after seq 1: only what there is before it.
    SseStream early(m_http->nam(), m_http->streamRequest(run.runId, 1));
    QVERIFY(early.waitForFinished());
    SB_VERIFY_NONE(frameDifferences(early.frames(), all));

    // A cut counts new events only: every resumed connection carries one more.
    const QString seed = u"dup-on-resume-cut"_s;
    FinishedRun cut;
    runToEnd(*m_http,
             resumeSpec(QJsonObject{{"sandbox.seed"_L1, seed},
                                    {"sandbox.fault.dupOnResume"_L1, u"3"_s},
                                    {"sandbox.fault.cutAfterEvents"_L1, u"1"_s}}),
             cut);
    if (QTest::currentTestFailed())
        return;
    SseStream piece(m_http->nam(), m_http->streamRequest(cut.runId, 5));
    QVERIFY(piece.waitForFinished());
    QStringList ids;
    for (const SseFrame& f : piece.frames())
        ids << QString::fromLatin1(f.id);
    QCOMPARE(ids.join(u','), u"3,4,5,6"_s);
}

void TestSandboxResume::retryAfterFault()
{
    // Per run: fail=1 with 429 and Retry-After, then the stream as usual.
    QString limitedId;
    const HttpResult limited =
        m_http->createRun(resumeSpec(QJsonObject{{"sandbox.fault.fail"_L1, u"1"_s},
                                                 {"sandbox.fault.failStatus"_L1, u"429"_s},
                                                 {"sandbox.fault.retryAfter"_L1, u"0"_s}}),
                          &limitedId);
    QVERIFY2(limited.status == 201, limited.describe().constData());
    SseStream refused(m_http->nam(), m_http->streamRequest(limitedId));
    QVERIFY(refused.waitForFinished());
    QCOMPARE(refused.status(), 429);
    QCOMPARE(refused.header("Retry-After"), QByteArray("0"));
    SseStream open(m_http->nam(), m_http->streamRequest(limitedId, {}, {}, 2000));
    QVERIFY(open.waitForType(EventType::AssistantMessage) >= 0);
    QCOMPARE(open.status(), 200);

    // Server-wide, and without retryAfter no header.
    FaultPlan plan;
    QVERIFY(plan.apply(u"fail"_s, u"2"_s));
    QVERIFY(plan.apply(u"failStatus"_s, u"429"_s));
    QVERIFY(plan.apply(u"retryAfter"_s, u"7"_s));
    QVERIFY(!plan.isEmpty());
    m_server->setFaults(plan);
    const HttpResult first = m_http->get(u"models"_s);
    QCOMPARE(first.status, 429);
    QCOMPARE(first.header("Retry-After"), QByteArray("7"));
    m_server->setFaults(FaultPlan{});
    QVERIFY(plan.apply(u"retryAfter"_s, u"x"_s) == false);
    FaultPlan plain;
    QVERIFY(plain.apply(u"fail"_s, u"1"_s));
    m_server->setFaults(plain);
    const HttpResult second = m_http->get(u"models"_s);
    QCOMPARE(second.status, 503);
    QVERIFY(second.header("Retry-After").isEmpty());
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxResume)
#include "tst_sandboxresume.moc"
