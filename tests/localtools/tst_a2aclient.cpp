// SPDX-License-Identifier: MIT
// A2aClient against a real A2A peer: tests/peers/a2a-agent.mjs, written with @a2a-js/sdk 1.3 and
// started here. Card fetch (with the agent.json fallback and auth headers), replies over A2A 1.0
// (SendMessage) and A2A 0.3 (message/send, the SDK's legacyCompat), tasks with artifacts or a
// status message, failed tasks, JSON-RPC errors, files, time-outs; and the card rules offline.
#include <memory>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include "localtools/a2aclient.h"
#include "peerprocess.h"
#include "protocol/toolresultvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 30000;

QJsonObject json(const char* text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

} // namespace

class TestA2aClient : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // Offline: what the card says decides the generation and the endpoint.
    void endpointFor_data();
    void endpointFor();
    void peerKey();
    void parseCard();
    void interpretResponse_data();
    void interpretResponse();
    void filesPastTheLimitsBecomeNotes();

    // Against the agent.
    void fetchCardV1();
    void compatCardForOldClientsStillSpeaks10();
    void replyOverV1();
    void replyOverV03();
    void behaviours_data();
    void behaviours();
    void fileParts_data();
    void fileParts();
    void fallbackToAgentJsonWithAuthHeaders();
    void missingAuthIsAnError();
    void timeout();
    void unreachableEndpoint();
    void sendWithoutCard();
    void sendArgs();
    void goneContextGetsNoCallback();

private:
    std::optional<A2aCardResult> fetch(A2aClient& client, const QUrl& base,
                                       const A2aClient::Headers& headers = {});
    std::optional<A2aOutcome> send(A2aClient& client, const QString& text);
    QJsonObject v1Card();
    QJsonObject v03Card();

    PeerProcess m_dual;   // A2A 1.0 with legacyCompat: both generations on one endpoint
    PeerProcess m_legacy; // card lists only the 0.3 interface, at agent.json, behind a bearer token
    QJsonObject m_v1Card;
    QJsonObject m_v03Card;
};

std::optional<A2aCardResult> TestA2aClient::fetch(A2aClient& client, const QUrl& base,
                                                  const A2aClient::Headers& headers)
{
    std::optional<A2aCardResult> result;
    client.fetchCard(base, headers, this, [&result](const A2aCardResult& r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, kWaitMs))
        return std::nullopt;
    return result;
}

std::optional<A2aOutcome> TestA2aClient::send(A2aClient& client, const QString& text)
{
    std::optional<A2aOutcome> outcome;
    client.send(text, this, [&outcome](const A2aOutcome& o) { outcome = o; });
    if (!QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs))
        return std::nullopt;
    return outcome;
}

QJsonObject TestA2aClient::v1Card()
{
    return m_v1Card;
}

QJsonObject TestA2aClient::v03Card()
{
    return m_v03Card;
}

void TestA2aClient::initTestCase()
{
    QString error;
    QVERIFY2(m_dual.startA2aAgent({u"--legacy-compat"_s}, &error), qPrintable(error));
    QVERIFY2(m_legacy.startA2aAgent(
                 {u"--only-0.3"_s, u"--token"_s, u"sekrit"_s, u"--card-path"_s, u"agent.json"_s},
                 &error),
             qPrintable(error));

    A2aClient client;
    const auto v1 = fetch(client, m_dual.url());
    QVERIFY(v1 && v1->ok);
    m_v1Card = v1->card;
    // What an A2A 0.3 client is served; without the 1.0 interfaces the SDK embeds, it is a pure
    // 0.3 card — what a pasted card of an old peer looks like.
    const auto old = fetch(client, m_dual.url(), {{u"A2A-Version"_s, u"0.3"_s}});
    QVERIFY(old && old->ok);
    m_v03Card = old->card;
    m_v03Card.remove("supportedInterfaces"_L1);
}

void TestA2aClient::cleanupTestCase()
{
    m_dual.stop();
    m_legacy.stop();
}

void TestA2aClient::endpointFor_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("tenant");

    const int v03 = int(A2aProtocol::V0_3);
    const int v10 = int(A2aProtocol::V1_0);
    const int none = int(A2aProtocol::Unknown);
    QTest::newRow("0.3 card (wire-protocol §3.2)")
        << u"{\"protocolVersion\":\"0.3.0\",\"name\":\"Acme HR\",\"url\":\"https://hr.intranet.acme/a2a\"}"_s
        << v03 << u"https://hr.intranet.acme/a2a"_s << QString();
    QTest::newRow("0.2-era card: url, no version")
        << u"{\"name\":\"x\",\"url\":\"http://h/rpc\"}"_s << v03 << u"http://h/rpc"_s << QString();
    QTest::newRow("1.0 card")
        << u"{\"supportedInterfaces\":[{\"url\":\"http://h/v1\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"1.0\",\"tenant\":\"t1\"}]}"_s
        << v10 << u"http://h/v1"_s << u"t1"_s;
    QTest::newRow("1.0 card, REST first, JSON-RPC second")
        << u"{\"supportedInterfaces\":[{\"url\":\"http://h/rest\",\"protocolBinding\":\"HTTP+JSON\",\"protocolVersion\":\"1.0\"},{\"url\":\"http://h/rpc\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"1.0\"}]}"_s
        << v10 << u"http://h/rpc"_s << QString();
    QTest::newRow("compat card with both: 1.0 wins")
        << u"{\"protocolVersion\":\"0.3\",\"url\":\"http://h/old\",\"preferredTransport\":\"JSONRPC\",\"supportedInterfaces\":[{\"url\":\"http://h/old\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"0.3\"},{\"url\":\"http://h/new\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"1.0\"}]}"_s
        << v10 << u"http://h/new"_s << QString();
    QTest::newRow("1.0-shaped card listing only 0.3")
        << u"{\"supportedInterfaces\":[{\"url\":\"http://h/old\",\"protocolBinding\":\"JSONRPC\",\"protocolVersion\":\"0.3\"}]}"_s
        << v03 << u"http://h/old"_s << QString();
    QTest::newRow("0.3 card preferring gRPC, JSON-RPC in additionalInterfaces")
        << u"{\"protocolVersion\":\"0.3.0\",\"url\":\"http://h/grpc\",\"preferredTransport\":\"GRPC\",\"additionalInterfaces\":[{\"url\":\"http://h/rpc\",\"transport\":\"JSONRPC\"}]}"_s
        << v03 << u"http://h/rpc"_s << QString();
    QTest::newRow("interface without a version counts as 1.0")
        << u"{\"supportedInterfaces\":[{\"url\":\"http://h/x\",\"protocolBinding\":\"JSONRPC\"}]}"_s
        << v10 << u"http://h/x"_s << QString();
    QTest::newRow("REST only")
        << u"{\"supportedInterfaces\":[{\"url\":\"http://h/rest\",\"protocolBinding\":\"HTTP+JSON\",\"protocolVersion\":\"1.0\"}]}"_s
        << none << QString() << QString();
    QTest::newRow("no endpoint at all") << u"{\"name\":\"x\"}"_s << none << QString() << QString();
    QTest::newRow("relative url") << u"{\"url\":\"/a2a\"}"_s << none << QString() << QString();
}

void TestA2aClient::endpointFor()
{
    QFETCH(QString, card);
    QFETCH(int, protocol);
    QFETCH(QString, url);
    QFETCH(QString, tenant);

    const A2aEndpoint endpoint = A2aClient::endpointFor(json(card.toUtf8().constData()));
    QCOMPARE(int(endpoint.protocol), protocol);
    QCOMPARE(endpoint.url.toString(), url);
    QCOMPARE(endpoint.tenant, tenant);
    QCOMPARE(endpoint.isValid(), !endpoint.url.isEmpty());
    QCOMPARE(endpoint.error.isEmpty(), endpoint.isValid());
}

void TestA2aClient::peerKey()
{
    // §11 dispatches by agentCard.url; a 1.0 card has none, so its first interface stands in.
    const QJsonObject old = json(R"({"name":"a","url":"https://hr.intranet.acme/a2a"})");
    const QJsonObject v1 = json(R"({"name":"a","supportedInterfaces":[
        {"url":"http://h/v1","protocolBinding":"JSONRPC","protocolVersion":"1.0"}]})");
    const QJsonObject a = json(R"({"name":"same","url":"http://a/"})");
    const QJsonObject b = json(R"({"name":"same","url":"http://b/"})");
    QCOMPARE(A2aClient::peerKey(old), u"https://hr.intranet.acme/a2a"_s);
    QCOMPARE(A2aClient::peerKey(v1), u"http://h/v1"_s);
    // Two peers with the same name are different peers.
    QVERIFY(A2aClient::peerKey(a) != A2aClient::peerKey(b));
}

void TestA2aClient::parseCard()
{
    QString error;
    const auto card =
        A2aClient::parseCard(R"({"name":"x","url":"http://h/","x-custom":{"k":1}})", &error);
    QVERIFY(card);
    QCOMPARE(card->value("x-custom"_L1).toObject().value("k"_L1).toInt(), 1);
    QVERIFY(!A2aClient::parseCard("[1]", &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!A2aClient::parseCard("{\"name\":", &error));
    QVERIFY(!error.isEmpty());

    A2aClient client;
    QSignalSpy changed(&client, &A2aClient::cardChanged);
    QVERIFY(!client.setCard(json(R"({"name":"no endpoint"})")));
    QCOMPARE(client.card().value("name"_L1).toString(), u"no endpoint"_s); // kept anyway
    QCOMPARE(client.protocolGeneration(), A2aProtocol::Unknown);
    const QJsonObject usable = json(R"({"name":"ok","url":"http://h/rpc"})");
    QVERIFY(client.setCard(usable));
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V0_3);
    QCOMPARE(changed.size(), 2);
}

void TestA2aClient::interpretResponse_data()
{
    QTest::addColumn<QString>("response");
    QTest::addColumn<bool>("success");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("state");

    QTest::newRow("unfinished task")
        << u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"kind\":\"task\",\"id\":\"t\",\"status\":{\"state\":\"working\"}}}"_s
        << false << u"working"_s << u"working"_s;
    QTest::newRow("cancelled (1.0 spelling)")
        << u"{\"result\":{\"task\":{\"id\":\"t\",\"status\":{\"state\":\"TASK_STATE_CANCELED\"}}}}"_s
        << false << u"canceled"_s << u"canceled"_s;
    QTest::newRow("rejected with reason")
        << u"{\"result\":{\"task\":{\"id\":\"t\",\"status\":{\"state\":\"TASK_STATE_REJECTED\",\"message\":{\"role\":\"ROLE_AGENT\",\"parts\":[{\"text\":\"not my job\"}]}}}}}"_s
        << false << u"not my job"_s << u"rejected"_s;
    QTest::newRow("completed, reply only in history")
        << u"{\"result\":{\"kind\":\"task\",\"id\":\"t\",\"status\":{\"state\":\"completed\"},\"history\":[{\"role\":\"user\",\"parts\":[{\"kind\":\"text\",\"text\":\"q\"}]},{\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"from history\"}]}]}}"_s
        << true << u"from history"_s << u"completed"_s;
    QTest::newRow("neither message nor task")
        << u"{\"result\":{\"foo\":1}}"_s << false << u"neither"_s << QString();
    QTest::newRow("error without message")
        << u"{\"error\":{\"code\":-32603}}"_s << false << u"-32603"_s << QString();
}

void TestA2aClient::interpretResponse()
{
    QFETCH(QString, response);
    QFETCH(bool, success);
    QFETCH(QString, text);
    QFETCH(QString, state);

    A2aOutcome outcome;
    A2aClient::interpretResponse(json(response.toUtf8().constData()), outcome);
    QCOMPARE(outcome.answer.result.has_value(), success);
    QCOMPARE(outcome.answer.error.has_value(), !success);
    const QString said = success ? *outcome.answer.result : *outcome.answer.error;
    QVERIFY2(said.contains(text), qPrintable(said));
    QCOMPARE(outcome.taskState, state);
}

void TestA2aClient::filesPastTheLimitsBecomeNotes()
{
    // The server takes at most 20 files of 5 MB together: the rest are named in the text, so
    // the answer is still one it accepts.
    QJsonArray parts{QJsonObject{{"kind"_L1, u"text"_s}, {"text"_L1, u"here"_s}}};
    for (int i = 0; i < ToolResultValidator::MaxFiles + 2; ++i)
        parts.append(QJsonObject{{"raw"_L1, u"AAEC"_s},
                                 {"mediaType"_L1, u"image/png"_s},
                                 {"filename"_L1, u"f%1.png"_s.arg(i)}});
    const QByteArray big(3 * 1024 * 1024, 'x');
    for (int i = 0; i < 2; ++i)
        parts.insert(1 + i,
                     QJsonObject{{"kind"_L1, u"file"_s},
                                 {"file"_L1,
                                  QJsonObject{{"name"_L1, u"big%1.pdf"_s.arg(i)},
                                              {"mimeType"_L1, u"application/pdf"_s},
                                              {"bytes"_L1, QString::fromLatin1(big.toBase64())}}}});
    const QJsonObject response{
        {"result"_L1, QJsonObject{{"kind"_L1, u"message"_s}, {"parts"_L1, parts}}}};
    A2aOutcome outcome;
    A2aClient::interpretResponse(response, outcome);
    QVERIFY(outcome.answer.result);
    QCOMPARE(outcome.answer.files.size(), ToolResultValidator::MaxFiles);
    QCOMPARE(outcome.answer.files.constFirst().filename, u"big0.pdf"_s);
    QVERIFY2(outcome.answer.result->contains(u"big1.pdf"_s), qPrintable(*outcome.answer.result));
    QVERIFY2(outcome.answer.result->contains(u"f19.png"_s), qPrintable(*outcome.answer.result));
    QVERIFY2(outcome.answer.result->contains(u"f20.png"_s), qPrintable(*outcome.answer.result));
    for (const SpecIssue& issue : ToolResultValidator::validate(outcome.answer.toJson(u"tu"_s)))
        QVERIFY2(issue.severity != Severity::Error, qPrintable(issue.message));
}

void TestA2aClient::fetchCardV1()
{
    A2aClient client;
    QSignalSpy changed(&client, &A2aClient::cardChanged);
    QSignalSpy traffic(&client, &A2aClient::trafficAppended);
    const auto result = fetch(client, m_dual.url());
    QVERIFY(result);
    QVERIFY2(result->ok, qPrintable(result->error));
    QCOMPARE(result->httpStatus, 200);
    QCOMPARE(result->url.path(), u"/.well-known/agent-card.json"_s);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V1_0);
    QCOMPARE(client.endpoint().url, m_dual.url(u"/a2a/jsonrpc"_s));
    // The whole card, as served: fields this client never reads are kept for `agentCard`.
    QCOMPARE(client.card(), result->card);
    QCOMPARE(result->card.value("name"_L1).toString(), u"MANTYX test agent"_s);
    QVERIFY(result->card.contains("securityRequirements"_L1));
    QVERIFY(result->card.contains("signatures"_L1));
    QCOMPARE(result->card.value("skills"_L1).toArray().size(), 1);
    QCOMPARE(A2aClient::peerKey(result->card), m_dual.url(u"/a2a/jsonrpc"_s).toString());
    // GET out, card back.
    QCOMPARE(traffic.size(), 2);
    QCOMPARE(client.trafficLog().size(), 2);
    QCOMPARE(client.trafficLog().at(0).direction, A2aTrafficEntry::Direction::Sent);
    QCOMPARE(client.trafficLog().at(0).method, u"GET"_s);
    QCOMPARE(client.trafficLog().at(1).httpStatus, 200);
    QVERIFY(client.trafficLog().at(1).text.contains(u"supportedInterfaces"_s));
}

void TestA2aClient::compatCardForOldClientsStillSpeaks10()
{
    // Asked as a 0.3 client, the SDK serves a 0.3-shaped card (url, protocolVersion) that still
    // lists its 1.0 interface: this client then speaks 1.0.
    A2aClient client;
    const auto result = fetch(client, m_dual.url(), {{u"A2A-Version"_s, u"0.3"_s}});
    QVERIFY(result && result->ok);
    QCOMPARE(result->card.value("protocolVersion"_L1).toString(), u"0.3"_s);
    QCOMPARE(result->card.value("url"_L1).toString(), m_dual.url(u"/a2a/jsonrpc"_s).toString());
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V1_0);
    const auto outcome = send(client, u"whoami"_s);
    QVERIFY(outcome);
    QCOMPARE(outcome->answer.result.value_or(QString()).left(11), u"version=1.0"_s);
}

void TestA2aClient::replyOverV1()
{
    A2aClient client;
    QVERIFY(client.setCard(v1Card()));
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V1_0);
    client.clearTraffic();

    const auto outcome = send(client, u"When does PTO reset?"_s);
    QVERIFY(outcome);
    QVERIFY2(outcome->answer.result, qPrintable(outcome->answer.error.value_or(QString())));
    QCOMPARE(*outcome->answer.result, u"echo: When does PTO reset?"_s);
    QCOMPARE(outcome->protocol, A2aProtocol::V1_0);
    QCOMPARE(outcome->httpStatus, 200);
    QVERIFY(outcome->taskState.isEmpty()); // a direct message, not a task
    QVERIFY(!outcome->contextId.isEmpty());

    // The request as the 1.0 spec shapes it.
    const QJsonObject request = outcome->request;
    QCOMPARE(request.value("jsonrpc"_L1).toString(), u"2.0"_s);
    QCOMPARE(request.value("method"_L1).toString(), u"SendMessage"_s);
    const QJsonObject message =
        request.value("params"_L1).toObject().value("message"_L1).toObject();
    QCOMPARE(message.value("role"_L1).toString(), u"ROLE_USER"_s);
    const QJsonArray expectedParts{QJsonObject{{"text"_L1, u"When does PTO reset?"_s}}};
    QCOMPARE(message.value("parts"_L1).toArray(), expectedParts);
    QVERIFY(!message.value("messageId"_L1).toString().isEmpty());
    // The response is kept for display.
    QVERIFY(outcome->response.toObject().value("result"_L1).toObject().contains("message"_L1));
    QCOMPARE(outcome->response.toObject().value("id"_L1), request.value("id"_L1));

    // The server saw A2A-Version: 1.0.
    const auto who = send(client, u"whoami"_s);
    QVERIFY(who);
    QVERIFY2(who->answer.result.value_or(QString()).startsWith(u"version=1.0 "_s),
             qPrintable(who->answer.result.value_or(QString())));
    QCOMPARE(client.trafficLog().size(), 4);
    QCOMPARE(client.trafficLog().at(2).method, u"SendMessage"_s);
    QVERIFY(client.trafficLog().at(2).text.contains(u"whoami"_s));
    // Distinct JSON-RPC ids.
    QVERIFY(who->request.value("id"_L1) != request.value("id"_L1));
}

void TestA2aClient::replyOverV03()
{
    A2aClient client;
    QVERIFY(client.setCard(v03Card()));
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V0_3);

    const auto outcome = send(client, u"hello from 0.3"_s);
    QVERIFY(outcome);
    QVERIFY2(outcome->answer.result, qPrintable(outcome->answer.error.value_or(QString())));
    QCOMPARE(*outcome->answer.result, u"echo: hello from 0.3"_s);
    QCOMPARE(outcome->protocol, A2aProtocol::V0_3);
    const QJsonObject request = outcome->request;
    QCOMPARE(request.value("method"_L1).toString(), u"message/send"_s);
    const QJsonObject message =
        request.value("params"_L1).toObject().value("message"_L1).toObject();
    QCOMPARE(message.value("role"_L1).toString(), u"user"_s);
    QCOMPARE(message.value("kind"_L1).toString(), u"message"_s);
    const QJsonArray expectedParts{
        QJsonObject{{"kind"_L1, u"text"_s}, {"text"_L1, u"hello from 0.3"_s}}};
    QCOMPARE(message.value("parts"_L1).toArray(), expectedParts);
    QCOMPARE(outcome->response.toObject().value("result"_L1).toObject().value("kind"_L1).toString(),
             u"message"_s);

    // The server routed it through its 0.3 compat layer.
    const auto who = send(client, u"whoami"_s);
    QVERIFY(who);
    QVERIFY2(who->answer.result.value_or(QString()).startsWith(u"version=0.3 "_s),
             qPrintable(who->answer.result.value_or(QString())));
}

void TestA2aClient::behaviours_data()
{
    QTest::addColumn<bool>("v1");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("success");
    QTest::addColumn<QString>("answer"); // the result, or a part of the error
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("rpcError"); // 0: none

    for (const bool v1 : {true, false}) {
        const char* g = v1 ? "1.0" : "0.3";
        QTest::addRow("%s failed task", g)
            << v1 << u"fail"_s << false << u"the agent could not do it"_s << u"failed"_s << 0;
        QTest::addRow("%s executor threw", g)
            << v1 << u"throw"_s << false << u"the executor threw on purpose"_s << u"failed"_s << 0;
        QTest::addRow("%s JSON-RPC error", g)
            << v1 << u"jsonrpc-error"_s << false << u"the test agent refuses this on purpose"_s
            << QString() << -32004;
        QTest::addRow("%s artifacts", g) << v1 << u"artifact:the answer"_s << true
                                         << u"the answer\n(second)"_s << u"completed"_s << 0;
        QTest::addRow("%s status message", g)
            << v1 << u"status:all done"_s << true << u"all done"_s << u"completed"_s << 0;
        QTest::addRow("%s input required", g)
            << v1 << u"input-required"_s << false << u"which year do you mean?"_s
            << u"input-required"_s << 0;
        QTest::addRow("%s data part", g)
            << v1 << u"data"_s << true << u"here is data\n{\"answer\":42}"_s << QString() << 0;
    }
}

void TestA2aClient::behaviours()
{
    QFETCH(bool, v1);
    QFETCH(QString, text);
    QFETCH(bool, success);
    QFETCH(QString, answer);
    QFETCH(QString, state);
    QFETCH(int, rpcError);

    A2aClient client;
    QVERIFY(client.setCard(v1 ? v1Card() : v03Card()));
    QCOMPARE(client.protocolGeneration(), v1 ? A2aProtocol::V1_0 : A2aProtocol::V0_3);
    const auto outcome = send(client, text);
    QVERIFY(outcome);
    QCOMPARE(outcome->answer.result.has_value(), success);
    QCOMPARE(outcome->answer.error.has_value(), !success);
    if (success) {
        QCOMPARE(*outcome->answer.result, answer);
    } else {
        QVERIFY2(outcome->answer.error->contains(answer), qPrintable(*outcome->answer.error));
        QVERIFY(outcome->answer.files.isEmpty());
    }
    QCOMPARE(outcome->taskState, state);
    if (!state.isEmpty())
        QVERIFY(!outcome->taskId.isEmpty());
    QCOMPARE(outcome->rpcErrorCode.value_or(0), rpcError);
    if (rpcError != 0)
        QCOMPARE(outcome->rpcErrorMessage, answer);
}

void TestA2aClient::fileParts_data()
{
    QTest::addColumn<bool>("v1");
    QTest::newRow("1.0 raw part") << true;
    QTest::newRow("0.3 file part") << false;
}

void TestA2aClient::fileParts()
{
    QFETCH(bool, v1);
    A2aClient client;
    QVERIFY(client.setCard(v1 ? v1Card() : v03Card()));
    const auto outcome = send(client, u"file"_s);
    QVERIFY(outcome);
    QVERIFY(outcome->answer.result);
    QCOMPARE(*outcome->answer.result, u"here is a file"_s);
    QCOMPARE(outcome->answer.files.size(), 1);
    QCOMPARE(outcome->answer.files.at(0).filename, u"hello.txt"_s);
    QCOMPARE(outcome->answer.files.at(0).mimeType, u"text/plain"_s);
    QCOMPARE(outcome->answer.files.at(0).data, QByteArray("hello file"));
    // …and it is a §5 body with files.
    const QJsonObject body = outcome->answer.toJson(u"tu_y"_s);
    QCOMPARE(body.value("files"_L1).toArray().at(0).toObject().value("data"_L1).toString(),
             QString::fromLatin1(QByteArray("hello file").toBase64()));
}

void TestA2aClient::fallbackToAgentJsonWithAuthHeaders()
{
    const A2aClient::Headers auth{{u"Authorization"_s, u"Bearer sekrit"_s},
                                  {u"X-Mantyx-Test"_s, u"abc"_s}};
    A2aClient client;
    const auto result = fetch(client, m_legacy.url(), auth);
    QVERIFY(result);
    QVERIFY2(result->ok, qPrintable(result->error));
    QCOMPARE(result->url.path(), u"/.well-known/agent.json"_s); // agent-card.json was a 404
    QCOMPARE(client.trafficLog().size(), 4);
    QCOMPARE(client.trafficLog().at(1).httpStatus, 404);
    // Its card lists only a 0.3 interface.
    QCOMPARE(client.protocolGeneration(), A2aProtocol::V0_3);
    QCOMPARE(client.endpoint().url, m_legacy.url(u"/a2a/jsonrpc"_s));

    // The headers go with the JSON-RPC calls too.
    const auto outcome = send(client, u"whoami"_s);
    QVERIFY(outcome);
    QVERIFY2(outcome->answer.result, qPrintable(outcome->answer.error.value_or(QString())));
    QCOMPARE(*outcome->answer.result, u"version=0.3 x-mantyx-test=abc"_s);
    QCOMPARE(outcome->request.value("method"_L1).toString(), u"message/send"_s);
    // Header values are never logged.
    for (const A2aTrafficEntry& entry : client.trafficLog())
        QVERIFY(!entry.text.contains(u"sekrit"_s));
}

void TestA2aClient::missingAuthIsAnError()
{
    A2aClient client;
    const auto result = fetch(client, m_legacy.url());
    QVERIFY(result);
    QVERIFY(!result->ok);
    QCOMPARE(result->httpStatus, 401);
    // Both places were tried and both are named.
    QVERIFY2(result->error.contains(u"agent-card.json"_s), qPrintable(result->error));
    QVERIFY(result->error.contains(u"agent.json"_s));
    QVERIFY(result->error.contains(u"401"_s));
    QVERIFY(client.card().isEmpty());

    // A card obtained elsewhere, but calls without the token: the HTTP error is the answer.
    QJsonObject card{{"url"_L1, m_legacy.url(u"/a2a/jsonrpc"_s).toString()},
                     {"protocolVersion"_L1, u"0.3.0"_s}};
    QVERIFY(client.setCard(card));
    const auto outcome = send(client, u"hello"_s);
    QVERIFY(outcome);
    QVERIFY(outcome->answer.error);
    QCOMPARE(outcome->httpStatus, 401);
    QVERIFY2(outcome->answer.error->contains(u"401"_s), qPrintable(*outcome->answer.error));
}

void TestA2aClient::timeout()
{
    A2aClient client;
    QVERIFY(client.setCard(v1Card()));
    client.setSendTimeoutMs(300);
    const auto outcome = send(client, u"slow:5000"_s);
    QVERIFY(outcome);
    QVERIFY(outcome->timedOut);
    QVERIFY(outcome->answer.error);
    QVERIFY2(outcome->answer.error->contains(u"0.3 s"_s), qPrintable(*outcome->answer.error));
    QVERIFY(outcome->elapsedMs < 5000);
    QCOMPARE(client.pendingCount(), 0);

    client.setSendTimeoutMs(20000);
    const auto slow = send(client, u"slow:200"_s);
    QVERIFY(slow);
    QCOMPARE(slow->answer.result.value_or(QString()), u"echo: slow:200"_s);
}

void TestA2aClient::unreachableEndpoint()
{
    A2aClient client;
    const QJsonObject card = json(R"({"protocolVersion":"0.3.0","url":"http://127.0.0.1:1/a2a"})");
    QVERIFY(client.setCard(card));
    const auto outcome = send(client, u"hello"_s);
    QVERIFY(outcome);
    QVERIFY(outcome->answer.error);
    QCOMPARE(outcome->httpStatus, 0);
    QVERIFY(!outcome->networkError.isEmpty());
    QVERIFY2(outcome->answer.error->contains(u"127.0.0.1:1"_s), qPrintable(*outcome->answer.error));

    const auto fetched = fetch(client, QUrl(u"http://127.0.0.1:1"_s));
    QVERIFY(fetched);
    QVERIFY(!fetched->ok);
    QCOMPARE(fetched->httpStatus, 0);
}

void TestA2aClient::sendWithoutCard()
{
    A2aClient client;
    std::optional<A2aOutcome> outcome;
    client.send(u"hello"_s, this, [&outcome](const A2aOutcome& o) { outcome = o; });
    QVERIFY(!outcome); // never from inside send()
    QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->request.isEmpty());

    const QJsonObject grpcOnly =
        json(R"({"supportedInterfaces":[{"url":"http://h/","protocolBinding":"GRPC"}]})");
    QVERIFY(!client.setCard(grpcOnly));
    outcome.reset();
    client.send(u"hello"_s, this, [&outcome](const A2aOutcome& o) { outcome = o; });
    QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
    QVERIFY2(outcome->answer.error->contains(u"JSON-RPC"_s), qPrintable(*outcome->answer.error));
}

void TestA2aClient::sendArgs()
{
    A2aClient client;
    QVERIFY(client.setCard(v1Card()));
    std::optional<A2aOutcome> outcome;
    const auto keep = [&outcome](const A2aOutcome& o) { outcome = o; };

    client.sendArgs(QJsonObject{{"message"_L1, u"via args"_s}}, this, keep);
    QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
    QCOMPARE(outcome->answer.result.value_or(QString()), u"echo: via args"_s);

    for (const QJsonObject& args : {QJsonObject{}, QJsonObject{{"message"_L1, 5}},
                                    QJsonObject{{"text"_L1, u"wrong key"_s}}}) {
        outcome.reset();
        client.clearTraffic();
        client.sendArgs(args, this, keep);
        QVERIFY(!outcome);
        QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
        QVERIFY(outcome->answer.error);
        QVERIFY(outcome->answer.error->contains(u"message"_s));
        QVERIFY(client.trafficLog().isEmpty()); // nothing was sent
    }
}

void TestA2aClient::goneContextGetsNoCallback()
{
    A2aClient client;
    QVERIFY(client.setCard(v1Card()));
    bool called = false;
    auto context = std::make_unique<QObject>();
    client.send(u"slow:300"_s, context.get(), [&called](const A2aOutcome&) { called = true; });
    QCOMPARE(client.pendingCount(), 1);
    context.reset();
    QVERIFY(QTest::qWaitFor([&] { return client.pendingCount() == 0; }, kWaitMs));
    QVERIFY(!called);
    QCOMPARE(client.trafficLog().constLast().direction, A2aTrafficEntry::Direction::Received);

    // Destroying the client with a call in flight drops the callback as well.
    auto doomed = std::make_unique<A2aClient>();
    QVERIFY(doomed->setCard(v1Card()));
    doomed->send(u"slow:300"_s, this, [&called](const A2aOutcome&) { called = true; });
    doomed.reset();
    QTest::qWait(500);
    QVERIFY(!called);
}

QTEST_GUILESS_MAIN(TestA2aClient)
#include "tst_a2aclient.moc"
