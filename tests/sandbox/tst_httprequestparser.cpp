// SPDX-License-Identifier: MIT
// HttpRequestParser: requests in any split, every limit just under and over, the framing errors
// that let a body pass for a request, and random input that must never crash it.
// Requests are built by concatenation into test rows and byte views: plain QByteArray results.
#undef QT_USE_QSTRINGBUILDER

#include <QRandomGenerator>
#include <QTest>

#include "sandbox/httprequestparser.h"

using namespace Qt::StringLiterals;
using mantyx::HttpRequestMessage;
using mantyx::HttpRequestParser;
using State = HttpRequestParser::State;

namespace {

// What a request looks like once parsed, in one comparable string.
QByteArray describe(const HttpRequestMessage& request)
{
    QByteArray out = request.method + ' ' + request.target + " 1." +
                     QByteArray::number(request.minorVersion) + '\n';
    for (const auto& [name, value] : request.headers)
        out += name + '=' + value + '\n';
    out += "body[" + QByteArray::number(request.body.size()) + "]=" + request.body;
    return out;
}

struct Outcome
{
    QList<QByteArray> requests;
    State state = State::NeedMore;
    int status = 0;
};

// Feeds `bytes` in pieces cut at `cuts` and collects every complete request.
Outcome run(const QByteArray& bytes, const QList<qsizetype>& cuts,
            const HttpRequestParser::Limits& limits = {})
{
    HttpRequestParser parser(limits);
    Outcome outcome;
    qsizetype from = 0;
    QList<qsizetype> ends = cuts;
    ends.append(bytes.size());
    for (qsizetype end : std::as_const(ends)) {
        State state = parser.feed(QByteArrayView(bytes).sliced(from, end - from));
        from = end;
        while (state == State::Complete) {
            outcome.requests.append(describe(parser.takeRequest()));
            state = parser.feed({});
        }
        if (state == State::Error)
            break;
    }
    outcome.state = parser.state();
    outcome.status = parser.errorStatus();
    return outcome;
}

QByteArray headOfSize(qsizetype total)
{
    QByteArray head = "GET / HTTP/1.1\r\n";
    qsizetype remaining = total - head.size() - 2;
    int n = 0;
    while (remaining > 0) {
        const QByteArray name = "X-Fill-" + QByteArray::number(n++).rightJustified(2, '0') + ": ";
        const qsizetype overhead = name.size() + 2;
        qsizetype value = std::min<qsizetype>(remaining - overhead, 8000);
        if (remaining - overhead - value > 0 && remaining - overhead - value < 20)
            value -= 20; // leave room for one more line
        head += name + QByteArray(value, 'v') + "\r\n";
        remaining -= overhead + value;
    }
    return head + "\r\n";
}

} // namespace

class TestHttpRequestParser final : public QObject
{
    Q_OBJECT

private slots:
    void completeInAnySplit_data();
    void completeInAnySplit();
    void refused_data();
    void refused();
    void limits_data();
    void limits();
    void bodyLimitAtTheDefault();
    void errorIsFinal();
    void pipelinedRequestsStayBuffered();
    void keepAlive_data();
    void keepAlive();
    void expectsContinue();
    void longLineFailsBeforeItEnds();
    void randomInputNeverCrashes();
};

void TestHttpRequestParser::completeInAnySplit_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<QByteArray>>("expected");

    QTest::newRow("get")
        << "GET /api/v1/x?a=1 HTTP/1.1\r\nHost: h\r\nAuthorization: Bearer k\r\n\r\n"_ba
        << QList<QByteArray>{"GET /api/v1/x?a=1 1.1\nHost=h\nAuthorization=Bearer "
                             "k\nbody[0]="};
    QTest::newRow("bare LF line ends")
        << "GET / HTTP/1.0\nX-A:  spaced value \t\n\n"_ba
        << QList<QByteArray>{"GET / 1.0\nX-A=spaced value\nbody[0]="};
    QTest::newRow("leading empty lines")
        << "\r\n\r\nGET / HTTP/1.1\r\n\r\n"_ba << QList<QByteArray>{"GET / 1.1\nbody[0]="};
    QTest::newRow("content-length body")
        << "POST /p HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"_ba
        << QList<QByteArray>{"POST /p 1.1\nContent-Length=5\nbody[5]=hello"};
    QTest::newRow("chunked with extension and trailer")
        << "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n"
           "6\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n"_ba
        << QList<QByteArray>{"POST /c 1.1\nTransfer-Encoding=chunked\nbody[11]=hello world"};
    QTest::newRow("chunked in upper-case hex")
        << "POST /c HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n"_ba
        << QList<QByteArray>{"POST /c 1.1\nTransfer-Encoding=Chunked\nbody[10]=0123456789"};
    QTest::newRow("two pipelined")
        << "POST /a HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /b HTTP/1.1\r\n\r\n"_ba
        << QList<QByteArray>{"POST /a 1.1\nContent-Length=3\nbody[3]=abc", "GET /b 1.1\nbody[0]="};
    QTest::newRow("body that looks like a request")
        << "POST /t HTTP/1.1\r\nContent-Length: 24\r\n\r\nGET /models HTTP/1.1\r\n\r\n"_ba
        << QList<QByteArray>{
               "POST /t 1.1\nContent-Length=24\nbody[24]=GET /models HTTP/1.1\r\n\r\n"};
}

void TestHttpRequestParser::completeInAnySplit()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QList<QByteArray>, expected);

    const Outcome whole = run(bytes, {});
    QCOMPARE(whole.requests, expected);
    QCOMPARE(whole.state, State::NeedMore);
    for (qsizetype cut = 1; cut < bytes.size(); ++cut) {
        const Outcome split = run(bytes, {cut});
        QVERIFY2(split.requests == expected, QByteArray::number(cut).constData());
    }
    QList<qsizetype> everyByte;
    for (qsizetype cut = 1; cut < bytes.size(); ++cut)
        everyByte.append(cut);
    QCOMPARE(run(bytes, everyByte).requests, expected);
}

void TestHttpRequestParser::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");

    const QByteArray smuggled = "GET /api/v1/workspaces/sandbox/models HTTP/1.1\r\n"
                                "Authorization: Bearer mantyx_sandbox_key\r\n\r\n";
    const QByteArray post =
        "POST /api/v1/workspaces/sandbox/agent-runs/r/tool-results HTTP/1.1\r\n";
    const QByteArray length = "Content-Length: " + QByteArray::number(smuggled.size()) + "\r\n";
    QByteArray manyHeaders;
    for (int i = 0; i < 120; ++i)
        manyHeaders += "X-H" + QByteArray::number(i) + ": v\r\n";

    QTest::newRow("header without colon")
        << post + length + "this is not a header\r\n\r\n" + smuggled << 400;
    QTest::newRow("space before colon") << post + length + "X-A : b\r\n\r\n" + smuggled << 400;
    QTest::newRow("empty header name") << post + length + ": b\r\n\r\n" + smuggled << 400;
    QTest::newRow("obs-fold") << post + length + "X-A: b\r\n  folded\r\n\r\n" + smuggled << 400;
    QTest::newRow("bare CR in a value") << post + length + "X-A: b\rc\r\n\r\n" + smuggled << 400;
    QTest::newRow("NUL in a value")
        << post + length + "X-A: b"_ba + '\0' + "c\r\n\r\n" + smuggled << 400;
    QTest::newRow("too many headers") << post + length + manyHeaders + "\r\n" + smuggled << 431;
    QTest::newRow("a 1 MB header")
        << post + length + "X-Big: " + QByteArray(1024 * 1024, 'x') + "\r\n\r\n" + smuggled << 431;
    QTest::newRow("content-length and chunked")
        << post + length + "Transfer-Encoding: chunked\r\n\r\n" + smuggled << 400;
    QTest::newRow("two content-lengths") << post + length + length + "\r\n" + smuggled << 400;
    QTest::newRow("content-length list") << post + "Content-Length: 3, 3\r\n\r\nabc" << 400;
    QTest::newRow("signed content-length") << post + "Content-Length: +3\r\n\r\nabc" << 400;
    QTest::newRow("empty content-length") << post + "Content-Length:\r\n\r\n" << 400;
    QTest::newRow("huge content-length")
        << post + "Content-Length: 99999999999999999999999999\r\n\r\n"
        << 413;
    QTest::newRow("gzip then chunked") << post + "Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n"
                                       << 501;
    QTest::newRow("chunked not last") << post + "Transfer-Encoding: chunked, gzip\r\n\r\n" << 400;
    QTest::newRow("empty transfer-encoding") << post + "Transfer-Encoding:\r\n\r\n" << 400;
    QTest::newRow("chunked on HTTP/1.0")
        << "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"_ba << 400;
    QTest::newRow("bad chunk size")
        << post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n" + smuggled << 400;
    QTest::newRow("chunk longer than its size")
        << post + "Transfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("chunk size overflow")
        << post + "Transfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\n"
        << 413;
    QTest::newRow("control character in chunk extension")
        << post + "Transfer-Encoding: chunked\r\n\r\n1;a\x01\r\nx\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("two hosts") << "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"_ba << 400;
    QTest::newRow("HTTP/2.0") << "GET / HTTP/2.0\r\n\r\n"_ba << 505;
    QTest::newRow("no version") << "GET /\r\n\r\n"_ba << 400;
    QTest::newRow("lower-case version") << "GET / http/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("two spaces") << "GET  / HTTP/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("method not a token") << "G(T / HTTP/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("TLS greeting") << "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"_ba << 400;
    QTest::newRow("space first") << " GET / HTTP/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("control in target") << "GET /a\x01 HTTP/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("bare CR in request line") << "GET /\r HTTP/1.1\r\n\r\n"_ba << 400;
    QTest::newRow("many empty lines") << QByteArray(20, '\n') + "GET / HTTP/1.1\r\n\r\n" << 400;
    QTest::newRow("long request line") << "GET /" + QByteArray(9000, 'a') + " HTTP/1.1\r\n\r\n"
                                       << 414;
}

void TestHttpRequestParser::refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);

    // Whole, and a byte at a time: the same refusal, and never a request before it.
    const Outcome whole = run(bytes, {});
    QCOMPARE(whole.state, State::Error);
    QCOMPARE(whole.status, status);
    QVERIFY(whole.requests.isEmpty());
    if (bytes.size() < 20000) {
        QList<qsizetype> everyByte;
        for (qsizetype cut = 1; cut < bytes.size(); ++cut)
            everyByte.append(cut);
        const Outcome split = run(bytes, everyByte);
        QCOMPARE(split.state, State::Error);
        QCOMPARE(split.status, status);
        QVERIFY(split.requests.isEmpty());
    }
}

void TestHttpRequestParser::limits_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status"); // 0: accepted

    const qsizetype lineLimit = HttpRequestParser::MaxRequestLineBytes;
    const auto requestLine = [](qsizetype length) {
        const QByteArray fixed = "GET / HTTP/1.1";
        return "GET /" + QByteArray(length - fixed.size(), 'a') + " HTTP/1.1\r\n\r\n";
    };
    QTest::newRow("request line at the limit") << requestLine(lineLimit) << 0;
    QTest::newRow("request line over the limit") << requestLine(lineLimit + 1) << 414;

    const qsizetype headerLimit = HttpRequestParser::MaxHeaderLineBytes;
    const auto headerLine = [](qsizetype length) {
        return "GET / HTTP/1.1\r\nX-A: " + QByteArray(length - 5, 'v') + "\r\n\r\n";
    };
    QTest::newRow("header line at the limit") << headerLine(headerLimit) << 0;
    QTest::newRow("header line over the limit") << headerLine(headerLimit + 1) << 431;

    const auto headers = [](int count) {
        QByteArray head = "GET / HTTP/1.1\r\n";
        for (int i = 0; i < count; ++i)
            head += "X-" + QByteArray::number(i) + ": v\r\n";
        return head + "\r\n";
    };
    QTest::newRow("headers at the limit") << headers(HttpRequestParser::MaxHeaderCount) << 0;
    QTest::newRow("headers over the limit")
        << headers(HttpRequestParser::MaxHeaderCount + 1) << 431;

    const qsizetype blockLimit = HttpRequestParser::MaxHeaderBlockBytes;
    QTest::newRow("head at the limit") << headOfSize(blockLimit) << 0;
    QTest::newRow("head over the limit") << headOfSize(blockLimit + 1) << 431;
}

void TestHttpRequestParser::limits()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);

    const Outcome outcome = run(bytes, {});
    if (status == 0) {
        QCOMPARE(outcome.state, State::NeedMore);
        QCOMPARE(outcome.requests.size(), 1);
    } else {
        QCOMPARE(outcome.state, State::Error);
        QCOMPARE(outcome.status, status);
    }
}

void TestHttpRequestParser::bodyLimitAtTheDefault()
{
    const qint64 limit = HttpRequestParser::MaxBodyBytes;
    {
        HttpRequestParser parser;
        const QByteArray head =
            "POST / HTTP/1.1\r\nContent-Length: " + QByteArray::number(limit) + "\r\n\r\n";
        QCOMPARE(parser.feed(head), State::NeedMore); // waits for the body
        QVERIFY(parser.headComplete());
    }
    {
        HttpRequestParser parser;
        const QByteArray head =
            "POST / HTTP/1.1\r\nContent-Length: " + QByteArray::number(limit + 1) + "\r\n\r\n";
        QCOMPARE(parser.feed(head), State::Error); // refused before a byte of it is sent
        QCOMPARE(parser.errorStatus(), 413);
    }

    // A small limit, for both framings.
    HttpRequestParser::Limits small;
    small.bodyBytes = 10;
    QCOMPARE(
        run("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789", {}, small).requests.size(),
        1);
    QCOMPARE(run("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", {}, small).status, 413);
    const QByteArray chunkedHead = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
    QCOMPARE(run(chunkedHead + "5\r\n01234\r\n5\r\n56789\r\n0\r\n\r\n", {}, small).requests.size(),
             1);
    const Outcome over = run(chunkedHead + "5\r\n01234\r\n6\r\n", {}, small);
    QCOMPARE(over.state, State::Error);
    QCOMPARE(over.status, 413);
}

void TestHttpRequestParser::errorIsFinal()
{
    HttpRequestParser parser;
    QCOMPARE(parser.feed("POST / HTTP/1.1\r\nContent-Length: 4\r\nbroken\r\n\r\n"), State::Error);
    QCOMPARE(parser.errorStatus(), 400);
    QVERIFY(!parser.errorReason().isEmpty());
    QCOMPARE(parser.bufferedBytes(), 0);
    // Nothing after an error is ever a request.
    QCOMPARE(parser.feed("GET / HTTP/1.1\r\n\r\n"), State::Error);
    QCOMPARE(parser.takeRequest().method, QByteArray());
}

void TestHttpRequestParser::pipelinedRequestsStayBuffered()
{
    HttpRequestParser parser;
    const QByteArray second = "GET /second HTTP/1.1\r\n";
    QCOMPARE(parser.feed("GET /first HTTP/1.1\r\n\r\n" + second), State::Complete);
    // Until the first is taken, nothing more is parsed.
    QCOMPARE(parser.feed("\r\n"), State::Complete);
    QCOMPARE(parser.takeRequest().target, "/first"_ba);
    QCOMPARE(parser.bufferedBytes(), second.size() + 2);
    QCOMPARE(parser.feed({}), State::Complete);
    QCOMPARE(parser.takeRequest().target, "/second"_ba);
    QCOMPARE(parser.bufferedBytes(), 0);
    QCOMPARE(parser.feed({}), State::NeedMore);
}

void TestHttpRequestParser::keepAlive_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("keepAlive");
    QTest::newRow("1.1") << "GET / HTTP/1.1\r\n\r\n"_ba << true;
    QTest::newRow("1.1 close") << "GET / HTTP/1.1\r\nConnection: Close\r\n\r\n"_ba << false;
    QTest::newRow("1.1 close in a list")
        << "GET / HTTP/1.1\r\nConnection: upgrade, close\r\n\r\n"_ba << false;
    QTest::newRow("1.0") << "GET / HTTP/1.0\r\n\r\n"_ba << false;
    QTest::newRow("1.0 keep-alive")
        << "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"_ba << true;
}

void TestHttpRequestParser::keepAlive()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, keepAlive);
    HttpRequestParser parser;
    QCOMPARE(parser.feed(bytes), State::Complete);
    QCOMPARE(parser.takeRequest().keepAlive(), keepAlive);
}

void TestHttpRequestParser::expectsContinue()
{
    HttpRequestParser parser;
    QCOMPARE(parser.feed("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n"),
             State::NeedMore);
    QVERIFY(!parser.expectsContinue()); // the head is not complete yet
    QCOMPARE(parser.feed("\r\n"), State::NeedMore);
    QVERIFY(parser.expectsContinue());
    QCOMPARE(parser.feed("abc"), State::Complete);
    QCOMPARE(parser.takeRequest().body, "abc"_ba);
    QVERIFY(!parser.expectsContinue());

    // Without a body there is nothing to wait for.
    QCOMPARE(parser.feed("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n"),
             State::Complete);
    QVERIFY(!parser.expectsContinue());
}

void TestHttpRequestParser::longLineFailsBeforeItEnds()
{
    // A header that never ends is refused once it is over the limit, not when (if) it ends.
    HttpRequestParser parser;
    QCOMPARE(parser.feed("GET / HTTP/1.1\r\nX-Big: "), State::NeedMore);
    State state = State::NeedMore;
    qsizetype fed = 0;
    while (state == State::NeedMore && fed < 1024 * 1024) {
        state = parser.feed(QByteArray(512, 'x'));
        fed += 512;
    }
    QCOMPARE(state, State::Error);
    QCOMPARE(parser.errorStatus(), 431);
    QVERIFY(fed <= HttpRequestParser::MaxHeaderLineBytes + 512);

    HttpRequestParser slow;
    state = slow.feed("GET /");
    fed = 0;
    while (state == State::NeedMore && fed < 1024 * 1024) {
        state = slow.feed("a");
        ++fed;
    }
    QCOMPARE(state, State::Error);
    QCOMPARE(slow.errorStatus(), 414);
}

void TestHttpRequestParser::randomInputNeverCrashes()
{
    QRandomGenerator random(20261215);
    const QList<QByteArray> pieces = {"GET ",
                                      "POST ",
                                      "/",
                                      " HTTP/1.1",
                                      "\r\n",
                                      "\n",
                                      "\r",
                                      ": ",
                                      "Content-Length: ",
                                      "Transfer-Encoding: chunked",
                                      "0",
                                      "5",
                                      "ffff",
                                      ";x",
                                      "Host: h",
                                      " ",
                                      "\t",
                                      QByteArray(1, '\0'),
                                      "abc"};
    for (int round = 0; round < 2000; ++round) {
        HttpRequestParser::Limits limits;
        limits.bodyBytes = 64;
        HttpRequestParser parser(limits);
        for (int step = 0; step < 40; ++step) {
            QByteArray chunk;
            const int parts = int(random.bounded(4)) + 1;
            for (int i = 0; i < parts; ++i) {
                if (random.bounded(5) == 0) {
                    QByteArray noise(int(random.bounded(8)) + 1, '\0');
                    for (char& c : noise)
                        c = char(random.bounded(256));
                    chunk += noise;
                } else {
                    chunk += pieces.at(random.bounded(int(pieces.size())));
                }
            }
            State state = parser.feed(chunk);
            while (state == State::Complete) {
                const HttpRequestMessage request = parser.takeRequest();
                QVERIFY(!request.method.isEmpty());
                QVERIFY(request.body.size() <= limits.bodyBytes);
                state = parser.feed({});
            }
            if (state == State::Error) {
                QVERIFY(parser.errorStatus() >= 400 && parser.errorStatus() <= 505);
                break;
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestHttpRequestParser)
#include "tst_httprequestparser.moc"
