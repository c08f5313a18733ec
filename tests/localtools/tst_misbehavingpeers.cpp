// SPDX-License-Identifier: MIT
// Local peers that misbehave, run for real: tests/peers/misbehaving-mcp.mjs (an MCP stdio server
// that crashes, hangs, floods stdout or stderr, or writes invalid JSON-RPC) and
// tests/peers/misbehaving-a2a.mjs (an A2A peer that is slow, answers HTML, or 500). Each
// misbehaving call must end in a clear error answer — bounded, control characters escaped — in
// bounded time and memory, and the next call must work; in a sandbox run the error is posted
// exactly once and the run goes on to its end.
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "clienttest.h"
#include "localtools/a2aclient.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolregistry.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpserverconfig.h"
#include "localtools/mcpstdiotransport.h"
#include "localtools/peertext.h"
#include "peerprocess.h"
#include "protocol/toolresultvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestMisbehavingPeers final : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void peerTextIsEscapedAndCut();

    void mcpServerMisbehaves_data();
    void mcpServerMisbehaves();
    void mcpServerCrashesAtInitialize();

    void a2aPeerMisbehaves_data();
    void a2aPeerMisbehaves();

    void runGoesOnAfterAMisbehavingCall_data();
    void runGoesOnAfterAMisbehavingCall();
};

namespace {

// What a flood may add to the resident set. Under AddressSanitizer freed blocks wait in its
// quarantine (quarantine_size_mb, 256 MB by default) before they are reused, so the buffers a
// flood passed through still count as resident there; the bound itself is the default build's.
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 MaxFloodGrowthMb = 256 + 256;
#else
constexpr qint64 MaxFloodGrowthMb = 256;
#endif

QString peerScript(const QString& name)
{
    return QStringLiteral(MANTYX_PEERS_DIR) + u'/' + name;
}

McpServerConfig misbehavingServer(const QString& mode, int floodMb = 500)
{
    McpServerConfig config;
    config.name = u"mis"_s;
    config.command = u"node"_s;
    config.arguments = {peerScript(u"misbehaving-mcp.mjs"_s), u"--mode"_s, mode, u"--flood-mb"_s,
                        QString::number(floodMb)};
    config.requestTimeoutMs = 15000; // node starts slowly on two busy cores
    // Short, so that a hung call ends soon; a stderr flood is slow to read, not hung.
    config.callTimeoutMs = mode == u"flood-stderr"_s ? 120000 : 2000;
    config.maxCallMs = std::max(4000, config.callTimeoutMs);
    return config;
}

LocalToolCallEvent mcpCall(const QString& toolUseId, const QString& tool,
                           const QJsonObject& args = {})
{
    LocalToolCallEvent call;
    call.toolUseId = toolUseId;
    call.name = u"mis_"_s + tool;
    call.args = args;
    call.kind = LocalToolKind::McpLocal;
    call.kindRaw = u"mcp_local"_s;
    call.mcpServer = u"mis"_s;
    return call;
}

// This process's resident memory, in KB (Linux); 0 where unknown.
qint64 residentKb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

// Empty when `text` is fit to be an error answer: within the protocol's 8 KB and without a raw
// control character (what the peer wrote is quoted escaped).
QString errorTextProblem(const QString& text)
{
    if (text.isEmpty())
        return u"the error is empty"_s;
    if (text.toUtf8().size() > ToolResultValidator::MaxErrorBytes)
        return u"the error has %1 bytes"_s.arg(text.toUtf8().size());
    for (const QChar c : text) {
        if (c.unicode() < 0x20 && c != u'\n')
            return u"the error holds the raw control character U+%1"_s.arg(int(c.unicode()), 4, 16,
                                                                           QChar(u'0'));
        if (c.unicode() == 0x202E)
            return u"the error holds a raw right-to-left override"_s;
    }
    return {};
}

// Samples resident memory while a call runs: the growth over the start, at its highest.
class MemoryWatch final
{
public:
    MemoryWatch()
        : m_base(residentKb())
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer,
                         [this] { m_peak = std::max(m_peak, residentKb()); });
        m_timer.start();
    }
    qint64 growthMb() const { return std::max<qint64>(0, m_peak - m_base) / 1024; }

private:
    QTimer m_timer;
    qint64 m_base = 0;
    qint64 m_peak = 0;
};

} // namespace

void TestMisbehavingPeers::initTestCase()
{
    if (QStandardPaths::findExecutable(u"node"_s).isEmpty())
        QSKIP("node is not installed");
    startSandbox();
}

void TestMisbehavingPeers::cleanupTestCase()
{
    if (m_server)
        stopSandbox();
}

void TestMisbehavingPeers::peerTextIsEscapedAndCut()
{
    QCOMPARE(PeerText::quote(QByteArray("a\x1b[31mb\x00"
                                        "c\n",
                                        10)),
             u"a\\u001b[31mb\\u0000c\\n"_s);
    QCOMPARE(PeerText::quote(u"tab\there\u202Egotcha"_s), u"tab\\there\\u202egotcha"_s);
    QCOMPARE(PeerText::quote(QByteArray("\xff\xfe ok")), u"\uFFFD\uFFFD ok"_s);
    const QString cut = PeerText::quote(QByteArray(100000, 'x'), 10);
    QCOMPARE(cut, QString(10, u'x') + u'\u2026');
    QCOMPARE(PeerText::quote(u"😀😀😀"_s, 2), u"😀😀\u2026"_s); // surrogate pairs stay whole
}

void TestMisbehavingPeers::mcpServerMisbehaves_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<int>("floodMb");
    QTest::addColumn<bool>("succeeds");
    QTest::addColumn<bool>("timedOut");
    QTest::addColumn<QStringList>("expected"); // in the error answer, or the result

    const QStringList noAnswer{u"did not answer tools/call within"_s};
    QTest::newRow("crash mid-call")
        << u"crash"_s << 0 << false << false
        << QStringList{u"exited with code 3"_s, u"crashing on purpose"_s, u"\\u001b[31m"_s,
                       u"\\u0000"_s};
    QTest::newRow("hang") << u"hang"_s << 0 << false << true << noAnswer;
    QTest::newRow("500 MB of lines that are not JSON")
        << u"flood-lines"_s << 500 << false << false
        << QStringList{u"sent more than 4 MB that is not MCP"_s, u"not JSON"_s,
                       u"the connection was closed"_s};
    QTest::newRow("500 MB without a line break")
        << u"flood-line"_s << 500 << false << false
        << QStringList{u"more than 64 MB to stdout without a line break"_s};
    QTest::newRow("100 MB of stderr, then the answer")
        << u"flood-stderr"_s << 100 << true << false
        << QStringList{u"answered after the stderr flood"_s};
    QTest::newRow("garbage lines")
        << u"garbage"_s << 0 << false << true
        << (noAnswer + QStringList{u"Meanwhile it sent 5 message"_s,
                                   u"could not use; the last: JSON that is not a JSON-RPC "
                                   u"message: {}."_s});
    QTest::newRow("the id as a string") << u"wrong-id"_s << 0 << false << true
                                        << (noAnswer + QStringList{u"not waiting for (id \""_s});
    QTest::newRow("an answer to a request never made")
        << u"unsolicited"_s << 0 << false << true
        << (noAnswer + QStringList{u"not waiting for (id 999999)"_s});
    QTest::newRow("the answer twice")
        << u"duplicate"_s << 0 << true << false << QStringList{u"answered twice"_s};
}

void TestMisbehavingPeers::mcpServerMisbehaves()
{
    QFETCH(QString, mode);
    QFETCH(int, floodMb);
    QFETCH(bool, succeeds);
    QFETCH(bool, timedOut);
    QFETCH(QStringList, expected);

    LocalToolRegistry registry;
    Dispatcher dispatcher(&registry);
    McpClient client(misbehavingServer(mode, floodMb));
    registry.addMcpServer(u"mis"_s, &client);
    client.start();
    QVERIFY2(waitUntil([&] { return client.state() != McpClient::State::Starting; }, 30000),
             "the server did not start");
    QCOMPARE(client.state(), McpClient::State::Ready);

    QList<DispatchResult> results;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&](const DispatchResult& r) { results << r; });

    // The call that misbehaves: one clear answer, in bounded time and memory.
    QElapsedTimer clock;
    clock.start();
    std::optional<MemoryWatch> memory(std::in_place);
    QVERIFY(dispatcher.run(mcpCall(u"tu_bad"_s, u"misbehave"_s)));
    QVERIFY2(waitUntil([&] { return !results.isEmpty(); }, 60000), "the call never ended");
    const qint64 elapsed = clock.elapsed();
    const qint64 growth = memory->growthMb();
    memory.reset();
    qInfo("%s: answered after %lld ms, resident memory grew by %lld MB at most", qPrintable(mode),
          elapsed, growth);
    const DispatchResult bad = results.constFirst();
    QCOMPARE(bad.toolUseId, u"tu_bad"_s);
    QCOMPARE(bad.succeeded, succeeds);
    QCOMPARE(bad.timedOut, timedOut);
    const QString text =
        succeeds ? bad.answer.result.value_or(QString()) : bad.answer.error.value_or(QString());
    if (!succeeds) {
        QVERIFY2(!bad.answer.result.has_value(), "a failed call must not carry a result");
        const QString problem = errorTextProblem(text);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + u":\n"_s + text));
        QVERIFY2(bad.summary.size() <= ToolResultValidator::MaxErrorBytes, qPrintable(bad.summary));
    }
    for (const QString& part : std::as_const(expected))
        QVERIFY2(text.contains(part), qPrintable(u"\"%1\" is not in: %2"_s.arg(part, text)));
    // Time-outs are the configured ones (2 s), not the defaults; nothing else waits that long.
    QVERIFY2(elapsed < 30000, qPrintable(QString::number(elapsed)));
    // Bounded: the 64 MB line limit (and a buffer's growth) is the most a flood may cost.
    QVERIFY2(growth < MaxFloodGrowthMb, qPrintable(u"%1 MB"_s.arg(growth)));
    QVERIFY(client.serverLog().size() <= McpClient::MaxLogLines);
    QVERIFY(client.trafficLog().size() <= McpClient::MaxTrafficEntries);
    if (mode == u"flood-lines"_s) {
        // A flood is counted, not logged line by line: the log views see a few dozen entries.
        QVERIFY2(client.trafficLog().size() < 100,
                 qPrintable(QString::number(client.trafficLog().size())));
        QVERIFY2(client.serverLog().size() < 100,
                 qPrintable(QString::number(client.serverLog().size())));
    }

    // The next call works, on a server started again if this one died.
    QVERIFY(dispatcher.run(mcpCall(u"tu_next"_s, u"echo"_s, {{"text"_L1, u"after"_s}})));
    QVERIFY2(waitUntil([&] { return results.size() >= 2; }, 60000), "the next call never ended");
    const DispatchResult next = results.at(1);
    QCOMPARE(next.toolUseId, u"tu_next"_s);
    QVERIFY2(next.succeeded, qPrintable(next.answer.error.value_or(QString())));
    QCOMPARE(next.answer.result.value_or(QString()), u"echo: after"_s);
    QCOMPARE(results.size(), 2); // nothing answered twice
    client.stop();
}

void TestMisbehavingPeers::mcpServerCrashesAtInitialize()
{
    LocalToolRegistry registry;
    Dispatcher dispatcher(&registry);
    McpClient client(misbehavingServer(u"crash-init"_s));
    registry.addMcpServer(u"mis"_s, &client);
    QSignalSpy failed(&client, &McpClient::failed);
    client.start();
    QVERIFY(waitUntil([&] { return !failed.isEmpty(); }, 30000));
    const QString reason = client.lastError();
    QVERIFY2(reason.contains(u"exited with code 2"_s), qPrintable(reason));
    QVERIFY2(reason.contains(u"\\u001b[31mcrashing on purpose"_s), qPrintable(reason));
    QVERIFY2(errorTextProblem(reason).isEmpty(), qPrintable(reason));

    // Each call tries the server once more and fails with the reason, promptly.
    QList<DispatchResult> results;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&](const DispatchResult& r) { results << r; });
    for (const QString& id : {u"tu_1"_s, u"tu_2"_s}) {
        QVERIFY(dispatcher.run(mcpCall(id, u"echo"_s)));
        QVERIFY2(
            waitUntil([&] { return !results.isEmpty() && results.constLast().toolUseId == id; },
                      30000),
            qPrintable(id));
        const QString error = results.constLast().answer.error.value_or(QString());
        QVERIFY2(error.contains(u"is not connected"_s) && error.contains(u"exited with code 2"_s),
                 qPrintable(error));
        QVERIFY2(errorTextProblem(error).isEmpty(), qPrintable(error));
    }
    QCOMPARE(results.size(), 2);
    QCOMPARE(failed.size(), 3); // the start and one retry per call
}

void TestMisbehavingPeers::a2aPeerMisbehaves_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("timedOut");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("slow") << u"slow:4000"_s << true
                          << QStringList{u"The agent did not answer within 0.5 s."_s};
    QTest::newRow("HTML") << u"html"_s << false
                          << QStringList{
                                 u"HTTP 200 with text/html instead of a JSON-RPC response"_s,
                                 u"<!DOCTYPE html>\\n<html>"_s, u"\\u202egotcha"_s};
    QTest::newRow("500") << u"500"_s << false
                         << QStringList{u"HTTP 500 with text/plain"_s,
                                        u"Internal error\\u001b[31m in handler\\u0000\\n"_s};
}

void TestMisbehavingPeers::a2aPeerMisbehaves()
{
    QFETCH(QString, message);
    QFETCH(bool, timedOut);
    QFETCH(QStringList, expected);

    PeerProcess peer;
    QString error;
    QVERIFY2(peer.start(peerScript(u"misbehaving-a2a.mjs"_s), {u"--port"_s, u"0"_s}, &error),
             qPrintable(error));
    QNetworkAccessManager network;
    A2aClient client(&network);
    client.setSendTimeoutMs(0); // "none" is not on offer: an unanswered call must end
    QCOMPARE(client.sendTimeoutMs(), A2aClient::DefaultSendTimeoutMs);
    client.setSendTimeoutMs(500);
    std::optional<A2aCardResult> card;
    client.fetchCard(peer.url(), {}, this, [&](const A2aCardResult& r) { card = r; });
    QVERIFY(waitUntil([&] { return card.has_value(); }, 30000));
    QVERIFY2(card->ok, qPrintable(card->error));

    std::optional<A2aOutcome> outcome;
    QElapsedTimer clock;
    clock.start();
    client.send(message, this, [&](const A2aOutcome& o) { outcome = o; });
    QVERIFY(waitUntil([&] { return outcome.has_value(); }, 30000));
    QCOMPARE(outcome->timedOut, timedOut);
    QVERIFY(!outcome->answer.result.has_value());
    const QString text = outcome->answer.error.value_or(QString());
    const QString problem = errorTextProblem(text);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + u":\n"_s + text));
    QVERIFY2(text.size() < 1000, qPrintable(text)); // a 100 KB page is quoted, not pasted
    for (const QString& part : std::as_const(expected))
        QVERIFY2(text.contains(part), qPrintable(u"\"%1\" is not in: %2"_s.arg(part, text)));
    if (timedOut)
        QVERIFY2(clock.elapsed() < 3500, qPrintable(QString::number(clock.elapsed())));

    // The next call works.
    outcome.reset();
    client.send(u"hello"_s, this, [&](const A2aOutcome& o) { outcome = o; });
    QVERIFY(waitUntil([&] { return outcome.has_value(); }, 30000));
    QCOMPARE(outcome->answer.result.value_or(outcome->answer.error.value_or(QString())),
             u"echo: hello"_s);
}

void TestMisbehavingPeers::runGoesOnAfterAMisbehavingCall_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("expected");
    QTest::newRow("crash") << u"crash"_s << u"exited with code 3"_s;
    QTest::newRow("hang") << u"hang"_s << u"did not answer tools/call within"_s;
    QTest::newRow("flood") << u"flood-lines"_s << u"sent more than 4 MB that is not MCP"_s;
    QTest::newRow("garbage") << u"garbage"_s << u"could not use"_s;
}

void TestMisbehavingPeers::runGoesOnAfterAMisbehavingCall()
{
    QFETCH(QString, mode);
    QFETCH(QString, expected);

    LocalToolSession session(m_nam.get());
    session.addMcpServer(misbehavingServer(mode));
    QSignalSpy ready(&session, &LocalToolSession::ready);
    QSignalSpy failed(&session, &LocalToolSession::failed);
    session.start();
    QVERIFY(waitUntil([&] { return ready.count() + failed.count() > 0; }, 30000));
    QVERIFY2(failed.isEmpty(), qPrintable(session.lastError()));
    ApprovalPolicy policy;
    policy.setDefaultMode(ApprovalPolicy::Mode::Always);
    session.dispatcher()->setPolicy(policy);

    const LocalToolSession::PreparedSpec prepared =
        session.prepareSpec(specWith(u"Use mis_misbehave, then mis_echo."_s));
    QVERIFY2(prepared.ok(), qPrintable(prepared.error));
    std::optional<CreatedRun> created;
    const ApiResponse response = waitFor(m_client->createRun(prepared.spec), &created);
    QVERIFY2(created.has_value(), describe(response).constData());
    ToolResultSender sender(m_client.get(), created->runId);
    session.attach(&sender);
    RunStream stream(m_client.get());
    QList<RunEvent> events;
    std::optional<RunStream::EndReason> end;
    QList<DispatchResult> results;
    connect(&stream, &RunStream::eventsReceived, this, [&](const QList<RunEvent>& batch) {
        events.append(batch);
        sender.observe(batch);
        session.handleEvents(batch);
    });
    connect(&stream, &RunStream::finished, this,
            [&](RunStream::EndReason reason) { end = reason; });
    connect(&session, &LocalToolSession::callFinished, this,
            [&](const DispatchResult& r, bool posted, const QString& why) {
                QVERIFY2(posted, qPrintable(why));
                results << r;
            });
    stream.open(created->streamUrl);
    QVERIFY(waitUntil([&] { return end.has_value(); }, 90000));
    QCOMPARE(*end, RunStream::EndReason::Terminal);

    // Both calls answered, each posted exactly once (counted by the server): the error first,
    // then the echo from a working server.
    const QList<RunEvent> calls = eventsOf(events, EventType::LocalToolCall);
    QCOMPARE(calls.size(), 2);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(0).toolName, u"mis_misbehave"_s);
    QVERIFY(!results.at(0).succeeded);
    const QString error = results.at(0).answer.error.value_or(QString());
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(results.at(1).toolName, u"mis_echo"_s);
    QVERIFY2(results.at(1).succeeded, qPrintable(results.at(1).answer.error.value_or(QString())));
    for (const RunEvent& e : calls) {
        const QString id = e.as<LocalToolCallEvent>()->toolUseId;
        QCOMPARE(m_server->toolResultPosts(id), 1);
        QCOMPARE(m_server->acceptedToolResults(id), 1);
    }
    const auto* result = events.constLast().as<ResultEvent>();
    QVERIFY(result && result->isSuccess());
    session.stop();
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestMisbehavingPeers)
#include "tst_misbehavingpeers.moc"
