// SPDX-License-Identifier: MIT
// HandlerTrafficClassifier: MCP JSON-RPC lines (requests with their tool, notifications, results
// paired with the method they answer, errors, the server's own requests and our replies,
// batches, cut and non-JSON lines), A2A HTTP exchanges (card, send, error, non-JSON body), command
// runs as rows and stderr lines, and the bound on remembered requests.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "localtools/handlertrafficclassifier.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

using Exchange = HandlerTrafficRow::Exchange;

McpTrafficEntry mcp(bool sent, const QString& text, qsizetype fullLength = -1)
{
    McpTrafficEntry entry;
    entry.direction =
        sent ? McpTrafficEntry::Direction::Sent : McpTrafficEntry::Direction::Received;
    entry.time = QDateTime::fromMSecsSinceEpoch(1700000000000);
    entry.text = text;
    entry.fullLength = fullLength < 0 ? text.size() : fullLength;
    return entry;
}

A2aTrafficEntry a2a(bool sent, const QString& method, const QString& text, int status = 0)
{
    A2aTrafficEntry entry;
    entry.direction =
        sent ? A2aTrafficEntry::Direction::Sent : A2aTrafficEntry::Direction::Received;
    entry.time = QDateTime::fromMSecsSinceEpoch(1700000000000);
    entry.method = method;
    entry.url = QUrl(u"http://127.0.0.1:4000/a2a"_s);
    entry.httpStatus = status;
    entry.text = text;
    entry.fullLength = text.size();
    return entry;
}

} // namespace

class TestHandlerTrafficClassifier final : public QObject
{
    Q_OBJECT

private slots:
    void mcpLines_data();
    void mcpLines();
    void responsesNameTheirRequest();
    void a2aExchanges();
    void commandRuns();
    void rememberedRequestsAreBounded();
    void prettyText();
};

void TestHandlerTrafficClassifier::mcpLines_data()
{
    QTest::addColumn<bool>("sent");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qsizetype>("fullLength");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<int>("exchange");
    QTest::addColumn<qint64>("id");

    const int other = int(Exchange::Other);
    QTest::newRow("request")
        << true << u"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}"_s
        << qsizetype(-1) << u"initialize #1"_s << int(Exchange::Request) << qint64(1);
    QTest::newRow("tools/call names its tool")
        << true
        << u"{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\"}}"_s
        << qsizetype(-1) << u"tools/call #7  echo"_s << int(Exchange::Request) << qint64(7);
    QTest::newRow("string id: shown, not paired")
        << true << u"{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}"_s << qsizetype(-1)
        << u"ping #\"a\""_s << other << qint64(-1);
    QTest::newRow("notification")
        << true << u"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"_s
        << qsizetype(-1) << u"notifications/initialized"_s << other << qint64(-1);
    QTest::newRow("server asks") << false
                                 << u"{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"roots/list\"}"_s
                                 << qsizetype(-1) << u"roots/list #3 (asked by the server)"_s
                                 << other << qint64(-1);
    QTest::newRow("our reply to the server")
        << true << u"{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}"_s << qsizetype(-1)
        << u"reply #3 to the server"_s << other << qint64(-1);
    QTest::newRow("error") << false
                           << u"{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32601,"
                              "\"message\":\"Method not found\"}}"_s
                           << qsizetype(-1) << u"error #4: -32601 Method not found"_s
                           << int(Exchange::Response) << qint64(4);
    QTest::newRow("tool error result")
        << false << u"{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"isError\":true}}"_s
        << qsizetype(-1) << u"result #5 (isError)"_s << int(Exchange::Response) << qint64(5);
    QTest::newRow("tools listed")
        << false << u"{\"jsonrpc\":\"2.0\",\"id\":6,\"result\":{\"tools\":[{},{}]}}"_s
        << qsizetype(-1) << u"result #6 (2 tool(s))"_s << int(Exchange::Response) << qint64(6);
    QTest::newRow("batch") << false << u"[{\"jsonrpc\":\"2.0\"},{\"jsonrpc\":\"2.0\"}]"_s
                           << qsizetype(-1) << u"batch of 2 message(s)"_s << other << qint64(-1);
    QTest::newRow("not JSON") << false << u"Starting server…"_s << qsizetype(-1) << u"(not JSON)"_s
                              << other << qint64(-1);
    QTest::newRow("cut") << false << u"{\"jsonrpc\":\"2.0\",\"id\":9,\"res"_s << qsizetype(5000000)
                         << u"(cut to "_s << other << qint64(-1);
    QTest::newRow("neither") << false << u"{\"jsonrpc\":\"2.0\"}"_s << qsizetype(-1)
                             << u"(neither request, notification nor response)"_s << other
                             << qint64(-1);
}

void TestHandlerTrafficClassifier::mcpLines()
{
    QFETCH(bool, sent);
    QFETCH(QString, text);
    QFETCH(qsizetype, fullLength);
    QFETCH(QString, summary);
    QFETCH(int, exchange);
    QFETCH(qint64, id);
    HandlerTrafficClassifier classifier;
    const HandlerTrafficRow row = classifier.classify(mcp(sent, text, fullLength));
    QVERIFY2(row.summary.startsWith(summary), qPrintable(row.summary));
    QCOMPARE(int(row.exchange), exchange);
    QCOMPARE(row.id, id);
    QCOMPARE(row.sent, sent);
    QCOMPARE(row.text, text);
    QCOMPARE(row.fullLength, fullLength < 0 ? text.size() : fullLength);
    QCOMPARE(row.time, QDateTime::fromMSecsSinceEpoch(1700000000000));
}

void TestHandlerTrafficClassifier::responsesNameTheirRequest()
{
    HandlerTrafficClassifier classifier;
    classifier.classify(mcp(true, u"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"_s));
    HandlerTrafficRow row =
        classifier.classify(mcp(false, u"{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{}}"_s));
    QCOMPARE(row.summary, u"result #2  ← tools/list"_s);
    QCOMPARE(row.exchange, Exchange::Response);
    // Forgotten with the source.
    classifier.clear();
    row = classifier.classify(mcp(false, u"{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{}}"_s));
    QCOMPARE(row.summary, u"result #2"_s);
}

void TestHandlerTrafficClassifier::a2aExchanges()
{
    HandlerTrafficClassifier classifier;
    HandlerTrafficRow row = classifier.classify(a2a(true, u"GET"_s, QString()));
    QCOMPARE(row.summary, u"GET  http://127.0.0.1:4000/a2a"_s);
    QCOMPARE(row.exchange, Exchange::Other);
    row = classifier.classify(a2a(false, u"GET"_s, u"{\"name\":\"Helper\",\"skills\":[]}"_s, 200));
    QCOMPARE(row.summary, u"HTTP 200  agent card \"Helper\""_s);

    row = classifier.classify(a2a(
        true, u"message/send"_s, u"{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"message/send\"}"_s));
    QCOMPARE(row.summary, u"message/send #11  http://127.0.0.1:4000/a2a"_s);
    QCOMPARE(row.exchange, Exchange::Request);
    QCOMPARE(row.id, 11);
    row = classifier.classify(
        a2a(false, u"message/send"_s, u"{\"jsonrpc\":\"2.0\",\"id\":11,\"result\":{}}"_s, 200));
    QCOMPARE(row.summary, u"HTTP 200  result #11  ← message/send"_s);
    QCOMPARE(row.exchange, Exchange::Response);
    QCOMPARE(row.id, 11);
    row = classifier.classify(a2a(false, u"message/send"_s,
                                  u"{\"jsonrpc\":\"2.0\",\"id\":12,\"error\":{\"code\":-32000,"
                                  "\"message\":\"busy\"}}"_s,
                                  200));
    QCOMPARE(row.summary, u"HTTP 200  error #12: -32000 busy"_s);
    row = classifier.classify(a2a(false, u"message/send"_s, u"<html>Bad   gateway</html>"_s, 502));
    QCOMPARE(row.summary, u"HTTP 502  <html>Bad gateway</html>"_s);
    QCOMPARE(row.exchange, Exchange::Other);
    row = classifier.classify(a2a(false, u"message/send"_s, QString()));
    QCOMPARE(row.summary, u"no HTTP answer"_s);
}

void TestHandlerTrafficClassifier::commandRuns()
{
    CommandOutcome outcome;
    outcome.exitCode = 3;
    outcome.elapsedMs = 42;
    outcome.stdoutBytes = "out";
    outcome.stderrBytes = "first\n\n  \nsecond\n";
    outcome.answer.error = u"exit code 3"_s;
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(1700000000000);
    const HandlerTrafficRow row = HandlerTrafficClassifier::classify(u"call-1"_s, outcome, time);
    QCOMPARE(row.summary, u"exit 3  42 ms  call-1"_s);
    QVERIFY(!row.sent);
    QCOMPARE(row.time, time);
    const QJsonObject record = QJsonDocument::fromJson(row.text.toUtf8()).object();
    QCOMPARE(record.value("toolUseId"_L1).toString(), u"call-1"_s);
    QCOMPARE(record.value("exitCode"_L1).toInt(), 3);
    QCOMPARE(record.value("stdout"_L1).toString(), u"out"_s);
    QCOMPARE(record.value("error"_L1).toString(), u"exit code 3"_s);
    QCOMPARE(row.fullLength, row.text.size());

    const QList<McpLogLine> lines =
        HandlerTrafficClassifier::stderrLines(u"call-1"_s, outcome, time);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0).text, u"call-1: first"_s);
    QCOMPARE(lines.at(1).text, u"call-1: second"_s);

    outcome.timedOut = true;
    QVERIFY(HandlerTrafficClassifier::classify(u"call-2"_s, outcome, time)
                .summary.startsWith(u"timed out"_s));
    outcome.failedToStart = true;
    QVERIFY(HandlerTrafficClassifier::classify(u"call-3"_s, outcome, time)
                .summary.startsWith(u"did not start"_s));
}

void TestHandlerTrafficClassifier::rememberedRequestsAreBounded()
{
    HandlerTrafficClassifier classifier(2);
    for (int id = 1; id <= 4; ++id)
        classifier.classify(
            mcp(true, u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"method\":\"m%1\"}"_s.arg(id)));
    // Past the bound the old ones were forgotten; the latest is still known.
    QCOMPARE(
        classifier.classify(mcp(false, u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"_s)).summary,
        u"result #1"_s);
    QCOMPARE(
        classifier.classify(mcp(false, u"{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{}}"_s)).summary,
        u"result #4  ← m4"_s);
}

void TestHandlerTrafficClassifier::prettyText()
{
    QCOMPARE(HandlerTrafficClassifier::prettyText(u"{\"a\":1}"_s), u"{\n    \"a\": 1\n}"_s);
    QCOMPARE(HandlerTrafficClassifier::prettyText(u"not json"_s), u"not json"_s);
    QVERIFY(!HandlerTrafficClassifier::sizeText(2048).isEmpty());
}

QTEST_GUILESS_MAIN(TestHandlerTrafficClassifier)
#include "tst_handlertrafficclassifier.moc"
