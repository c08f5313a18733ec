// SPDX-License-Identifier: MIT
// The sandbox against hostile HTTP clients on raw sockets: unauthenticated bookkeeping, slow and
// silent connections, the connection cap, framing errors that must not turn a body into a second
// request, and a request with two credentials.
// Requests are built by concatenation into test rows and byte views: plain QByteArray results.
#undef QT_USE_QSTRINGBUILDER

#include <memory>

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include "sandbox/sandboxserver.h"

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

constexpr int WaitMs = 10000;
const QByteArray Workspace = "/api/v1/workspaces/sandbox";
const QByteArray Key = "mantyx_sandbox_key";

struct RawResponse
{
    int status = 0;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(QByteArrayView name) const
    {
        for (const auto& [key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Splits what a server wrote into responses (Content-Length framed; one without it takes the
// rest, as an event stream does).
QList<RawResponse> parseResponses(const QByteArray& bytes)
{
    QList<RawResponse> responses;
    qsizetype pos = 0;
    while (pos < bytes.size()) {
        const qsizetype end = bytes.indexOf("\r\n\r\n", pos);
        if (end < 0)
            break;
        const QList<QByteArray> lines = bytes.mid(pos, end - pos).split('\n');
        RawResponse response;
        response.status = lines.value(0).split(' ').value(1).toInt();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            response.headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
        }
        pos = end + 4;
        bool hasLength = false;
        const qsizetype length = response.header("content-length").toLongLong(&hasLength);
        if (hasLength) {
            if (bytes.size() - pos < length)
                break; // not all of it yet
            response.body = bytes.mid(pos, length);
            pos += length;
        } else if (response.status != 204 && response.status != 100) {
            response.body = bytes.mid(pos);
            pos = bytes.size();
        }
        if (response.status != 100)
            responses.append(response);
    }
    return responses;
}

// A client that speaks raw bytes; waits run the event loop, so the in-process server answers.
class RawClient
{
public:
    explicit RawClient(quint16 port)
    {
        QObject::connect(&m_socket, &QTcpSocket::readyRead, &m_socket,
                         [this]() { m_received += m_socket.readAll(); });
        m_socket.connectToHost(u"127.0.0.1"_s, port);
    }

    bool waitConnected()
    {
        return QTest::qWaitFor(
            [this]() { return m_socket.state() == QAbstractSocket::ConnectedState; }, WaitMs);
    }
    void send(const QByteArray& bytes) { m_socket.write(bytes); }
    bool waitClosed(int timeoutMs = WaitMs)
    {
        return QTest::qWaitFor(
            [this]() { return m_socket.state() == QAbstractSocket::UnconnectedState; }, timeoutMs);
    }
    bool waitResponses(int count)
    {
        return QTest::qWaitFor([this, count]() { return responses().size() >= count; }, WaitMs);
    }
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QList<RawResponse> responses() const { return parseResponses(m_received); }
    const QByteArray& received() const { return m_received; }
    QTcpSocket& socket() { return m_socket; }

private:
    QTcpSocket m_socket;
    QByteArray m_received;
};

QByteArray getModels(const QByteArray& extraHeaders = {})
{
    return "GET " + Workspace + "/models HTTP/1.1\r\nHost: sandbox\r\nAuthorization: Bearer " +
           Key + "\r\n" + extraHeaders + "\r\n";
}

QByteArray toolResultPost(const QByteArray& toolUseId, bool withKey)
{
    const QByteArray body =
        QJsonDocument(
            QJsonObject{{"toolUseId"_L1, QString::fromLatin1(toolUseId)}, {"result"_L1, u"x"_s}})
            .toJson(QJsonDocument::Compact);
    return "POST " + Workspace +
           "/agent-runs/run_nothing/tool-results HTTP/1.1\r\nHost: sandbox\r\n" +
           (withKey ? "Authorization: Bearer " + Key + "\r\n" : QByteArray()) +
           "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
           "\r\n\r\n" + body;
}

std::unique_ptr<SandboxServer> startServer(const SandboxConfig& config)
{
    auto server = std::make_unique<SandboxServer>(config);
    QString error;
    if (!server->start(&error))
        qWarning("sandbox did not start: %s", qPrintable(error));
    return server;
}

} // namespace

class TestSandboxHostile final : public QObject
{
    Q_OBJECT

private slots:
    void unauthenticatedToolResultsAreNotRecorded();
    void recordedToolUseIdsAreBounded();
    void framingErrorsCloseTheConnection_data();
    void framingErrorsCloseTheConnection();
    void twoAuthorizationHeadersAreRefused_data();
    void twoAuthorizationHeadersAreRefused();
    void pipelinedRequestsAreAnsweredInOrder();
    void slowHeaderIsCutOff();
    void silentConnectionIsClosed();
    void idleKeepAliveConnectionIsClosed();
    void openStreamIsNotIdle();
    void connectionCapRefusesCleanly();
    void recoversAfterRunningOutOfDescriptors();
    void answersKeepTheirFraming();
    void tlsGreetingIsHungUpOn();
};

void TestSandboxHostile::unauthenticatedToolResultsAreNotRecorded()
{
    auto server = startServer(SandboxConfig());
    QVERIFY(server->isListening());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    const int posts = 8;
    for (int i = 0; i < posts; ++i)
        client.send(toolResultPost("tu_" + QByteArray::number(i) + QByteArray(100000, 'x'), false));
    QVERIFY(client.waitResponses(posts));
    for (const RawResponse& response : client.responses())
        QCOMPARE(response.status, 401);
    QCOMPARE(server->recordedToolUseIds(), 0);

    // With a credential the attempt counts (an unknown run: 404), without one it never did.
    client.send(toolResultPost("tu_counted", true));
    QVERIFY(client.waitResponses(posts + 1));
    QCOMPARE(client.responses().constLast().status, 404);
    QCOMPARE(server->toolResultPosts(u"tu_counted"_s), 1);
    QCOMPARE(server->recordedToolUseIds(), 1);
}

void TestSandboxHostile::recordedToolUseIdsAreBounded()
{
    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    // An id longer than any the sandbox issues is not remembered.
    client.send(toolResultPost("tu_" + QByteArray(5000, 'y'), true));
    QVERIFY(client.waitResponses(1));
    QCOMPARE(server->recordedToolUseIds(), 0);

    const int posts = 4200;
    QByteArray burst;
    for (int i = 0; i < posts; ++i)
        burst += toolResultPost("tu_" + QByteArray::number(i), true);
    client.send(burst);
    QVERIFY(QTest::qWaitFor([&]() { return client.responses().size() >= posts + 1; }, 60000));
    QCOMPARE(server->recordedToolUseIds(), 4096);
    QCOMPARE(server->toolResultPosts(u"tu_0"_s), 1);
}

void TestSandboxHostile::framingErrorsCloseTheConnection_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("status");

    const QByteArray post = "POST " + Workspace + "/agent-runs/run_x/tool-results HTTP/1.1\r\n";
    QByteArray manyHeaders;
    for (int i = 0; i < 120; ++i)
        manyHeaders += "X-H" + QByteArray::number(i) + ": v\r\n";
    QTest::newRow("bad header line") << post + "this line has no colon\r\n" << 400;
    QTest::newRow("120 headers") << post + manyHeaders << 431;
    QTest::newRow("a 1 MB header") << post + "X-Big: " + QByteArray(1024 * 1024, 'b') + "\r\n"
                                   << 431;
    QTest::newRow("obs-fold") << post + "X-A: a\r\n folded\r\n" << 400;
    QTest::newRow("length and chunked") << post + "Transfer-Encoding: chunked\r\n" << 400;
    QTest::newRow("body too large") << post + "Content-Length: 999999999999\r\n" << 413;
}

void TestSandboxHostile::framingErrorsCloseTheConnection()
{
    QFETCH(QByteArray, head);
    QFETCH(int, status);

    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    // The body is a complete request with a key: answering it would be the desync.
    const QByteArray smuggled = getModels();
    QByteArray request = head;
    if (!head.contains("Content-Length"))
        request += "Content-Length: " + QByteArray::number(smuggled.size()) + "\r\n";
    request += "\r\n" + smuggled;
    client.send(request);
    QVERIFY(client.waitClosed());
    const QList<RawResponse> responses = client.responses();
    QCOMPARE(responses.size(), 1);
    QCOMPARE(responses.constFirst().status, status);
    QCOMPARE(responses.constFirst().header("connection"), "close"_ba);
    QVERIFY(!responses.constFirst().json().value("message"_L1).toString().isEmpty());
    QVERIFY(!client.received().contains("\"models\""));
}

void TestSandboxHostile::twoAuthorizationHeadersAreRefused_data()
{
    QTest::addColumn<QByteArray>("headers");
    QTest::newRow("two Authorization") << "Authorization: Bearer mantyx_wrong_key\r\n"_ba;
    QTest::newRow("two X-API-Key")
        << "X-API-Key: mantyx_sandbox_key\r\nx-api-key: mantyx_wrong_key\r\n"_ba;
    QTest::newRow("Authorization and X-API-Key differ") << "X-API-Key: mantyx_wrong_key\r\n"_ba;
}

void TestSandboxHostile::twoAuthorizationHeadersAreRefused()
{
    QFETCH(QByteArray, headers);
    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    client.send(getModels(headers));
    QVERIFY(client.waitResponses(1));
    const RawResponse response = client.responses().constFirst();
    QCOMPARE(response.status, 400);
    QCOMPARE(response.json().value("error"_L1).toString(), u"invalid_request"_s);
    QVERIFY(response.json().value("message"_L1).toString().contains(u"exactly one"_s));
}

void TestSandboxHostile::pipelinedRequestsAreAnsweredInOrder()
{
    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    client.send(getModels() + "GET " + Workspace + "/models HTTP/1.1\r\n\r\n" + getModels());
    QVERIFY(client.waitResponses(3));
    const QList<RawResponse> responses = client.responses();
    QCOMPARE(responses.at(0).status, 200);
    QCOMPARE(responses.at(1).status, 401);
    QCOMPARE(responses.at(2).status, 200);
    QVERIFY(client.isOpen()); // kept alive
}

void TestSandboxHostile::slowHeaderIsCutOff()
{
    SandboxConfig config;
    config.headerTimeoutMs = 400;
    auto server = startServer(config);
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    // One byte every 50 ms: each arrives well within any per-read timeout, the whole head never.
    const QByteArray request = getModels();
    qsizetype next = 0;
    QTimer drip;
    QObject::connect(&drip, &QTimer::timeout, &client.socket(), [&]() {
        if (next < request.size() && client.isOpen())
            client.send(request.mid(next++, 1));
    });
    drip.start(50);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(client.waitClosed());
    QVERIFY(next < request.size());
    QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()).constData());
    const QList<RawResponse> responses = client.responses();
    QCOMPARE(responses.size(), 1);
    QCOMPARE(responses.constFirst().status, 408);
}

void TestSandboxHostile::silentConnectionIsClosed()
{
    SandboxConfig config;
    config.headerTimeoutMs = 300;
    auto server = startServer(config);
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    QVERIFY(QTest::qWaitFor([&]() { return server->openConnections() == 1; }, WaitMs));
    QVERIFY(client.waitClosed());
    QVERIFY(client.received().isEmpty()); // nothing was asked, nothing is answered
    QVERIFY(QTest::qWaitFor([&]() { return server->openConnections() == 0; }, WaitMs));
}

void TestSandboxHostile::idleKeepAliveConnectionIsClosed()
{
    SandboxConfig config;
    config.idleTimeoutMs = 300;
    auto server = startServer(config);
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    client.send(getModels());
    QVERIFY(client.waitResponses(1));
    QCOMPARE(client.responses().constFirst().status, 200);
    QVERIFY(client.isOpen());
    QVERIFY(client.waitClosed());
    QCOMPARE(client.responses().size(), 1);
}

void TestSandboxHostile::openStreamIsNotIdle()
{
    SandboxConfig config;
    config.idleTimeoutMs = 150;
    config.headerTimeoutMs = 150;
    config.deltaDelayMs = 400; // gaps between events longer than both timeouts
    auto server = startServer(config);
    RawClient creator(server->port());
    QVERIFY(creator.waitConnected());
    const QByteArray spec = R"({"systemPrompt":"s","prompt":"hello"})";
    creator.send("POST " + Workspace + "/agent-runs HTTP/1.1\r\nAuthorization: Bearer " + Key +
                 "\r\nContent-Type: application/json\r\nContent-Length: " +
                 QByteArray::number(spec.size()) + "\r\n\r\n" + spec);
    QVERIFY(creator.waitResponses(1));
    const QString runId = creator.responses().constFirst().json().value("runId"_L1).toString();
    QVERIFY(!runId.isEmpty());

    RawClient stream(server->port());
    QVERIFY(stream.waitConnected());
    stream.send("GET " + Workspace + "/agent-runs/" + runId.toLatin1() +
                "/stream HTTP/1.1\r\nAccept: text/event-stream\r\nAuthorization: Bearer " + Key +
                "\r\n\r\n");
    // Several events, each after a pause longer than the idle timeout, on the one connection.
    QVERIFY(QTest::qWaitFor([&]() { return stream.received().count("\nid: ") >= 3; }, WaitMs));
    QVERIFY(stream.isOpen());
    const RawResponse head = stream.responses().constFirst();
    QCOMPARE(head.status, 200);
    QCOMPARE(head.header("content-type"), "text/event-stream; charset=utf-8"_ba);
    QCOMPARE(head.header("connection"), "close"_ba);
}

void TestSandboxHostile::connectionCapRefusesCleanly()
{
    SandboxConfig config;
    config.maxConnections = 3;
    auto server = startServer(config);
    std::vector<std::unique_ptr<RawClient>> held;
    for (int i = 0; i < 3; ++i) {
        held.push_back(std::make_unique<RawClient>(server->port()));
        QVERIFY(held.back()->waitConnected());
    }
    QVERIFY(QTest::qWaitFor([&]() { return server->openConnections() == 3; }, WaitMs));

    RawClient refused(server->port());
    QVERIFY(refused.waitConnected());
    refused.send(getModels());
    QVERIFY(refused.waitClosed());
    const QList<RawResponse> responses = refused.responses();
    QCOMPARE(responses.size(), 1);
    QCOMPARE(responses.constFirst().status, 503);
    QCOMPARE(responses.constFirst().header("connection"), "close"_ba);
    QCOMPARE(responses.constFirst().json().value("error"_L1).toString(), u"too_many_connections"_s);
    QCOMPARE(server->openConnections(), 3);

    // One goes, and the next client is served.
    held.front()->socket().disconnectFromHost();
    QVERIFY(QTest::qWaitFor([&]() { return server->openConnections() == 2; }, WaitMs));
    RawClient served(server->port());
    QVERIFY(served.waitConnected());
    served.send(getModels());
    QVERIFY(served.waitResponses(1));
    QCOMPARE(served.responses().constFirst().status, 200);
}

void TestSandboxHostile::recoversAfterRunningOutOfDescriptors()
{
#ifndef Q_OS_LINUX
    QSKIP("Counts descriptors through /proc and lowers RLIMIT_NOFILE");
#else
    SandboxConfig config;
    config.maxConnections = 100000; // the process limit is hit first
    auto server = startServer(config);
    QVERIFY(server->isListening());
    rlimit original{};
    QVERIFY(getrlimit(RLIMIT_NOFILE, &original) == 0);
    const auto openDescriptors = []() {
        return rlim_t(QDir(u"/proc/self/fd"_s).entryList(QDir::Files | QDir::System).size());
    };
    rlimit low = original;
    low.rlim_cur = openDescriptors() + 30;
    QVERIFY(setrlimit(RLIMIT_NOFILE, &low) == 0);
    std::vector<std::unique_ptr<RawClient>> clients;
    for (int i = 0; i < 40; ++i)
        clients.push_back(std::make_unique<RawClient>(server->port()));
    // Each connection costs two descriptors here (client and server side): the server runs out.
    QTest::qWait(300);
    rusage before{};
    getrusage(RUSAGE_SELF, &before);
    QTest::qWait(500);
    rusage after{};
    getrusage(RUSAGE_SELF, &after);
    const auto cpuMs = [](const rusage& usage) {
        return qint64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
    };
    const qint64 spent = cpuMs(after) - cpuMs(before);
    const int accepted = server->openConnections();
    clients.clear();
    QVERIFY(setrlimit(RLIMIT_NOFILE, &original) == 0);
    QVERIFY2(accepted < 40, "the descriptor limit was never reached");
    QVERIFY2(spent < 250, qPrintable(u"%1 ms of CPU in 500 ms out of descriptors"_s.arg(spent)));

    // Descriptors are back: the server accepts again.
    RawClient served(server->port());
    QVERIFY(served.waitConnected());
    served.send(getModels());
    QVERIFY(served.waitResponses(1));
    QCOMPARE(served.responses().constFirst().status, 200);
#endif
}

void TestSandboxHostile::answersKeepTheirFraming()
{
    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    client.send(getModels("Connection: close\r\n"));
    QVERIFY(client.waitClosed());
    const QList<RawResponse> responses = client.responses();
    QCOMPARE(responses.size(), 1);
    const RawResponse& response = responses.constFirst();
    QCOMPARE(response.status, 200);
    QCOMPARE(response.header("content-type"), "application/json"_ba);
    QCOMPARE(response.header("content-length").toInt(), response.body.size());
    QCOMPARE(response.header("connection"), "close"_ba);
    QVERIFY(response.json().contains("models"_L1));

    // HTTP/1.0 without keep-alive: answered, then closed.
    RawClient old(server->port());
    QVERIFY(old.waitConnected());
    old.send("GET " + Workspace + "/models HTTP/1.0\r\nAuthorization: Bearer " + Key + "\r\n\r\n");
    QVERIFY(old.waitClosed());
    QCOMPARE(old.responses().size(), 1);
    QCOMPARE(old.responses().constFirst().status, 200);

    // HTTP/1.0 with keep-alive: told so, and kept.
    RawClient kept(server->port());
    QVERIFY(kept.waitConnected());
    kept.send("GET " + Workspace +
              "/models HTTP/1.0\r\nConnection: keep-alive\r\n"
              "Authorization: Bearer " +
              Key + "\r\n\r\n");
    QVERIFY(kept.waitResponses(1));
    QCOMPARE(kept.responses().constFirst().header("connection"), "keep-alive"_ba);
    QVERIFY(kept.isOpen());
}

void TestSandboxHostile::tlsGreetingIsHungUpOn()
{
    // https:// to the plain port: no plain-text answer, so the client's TLS layer reports a
    // closed connection and the client can point at the scheme.
    auto server = startServer(SandboxConfig());
    RawClient client(server->port());
    QVERIFY(client.waitConnected());
    client.send("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"_ba + QByteArray(500, '\x11'));
    QVERIFY(client.waitClosed());
    QVERIFY(client.received().isEmpty());
}

QTEST_GUILESS_MAIN(TestSandboxHostile)
#include "tst_sandboxhostile.moc"
