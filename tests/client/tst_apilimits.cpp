// SPDX-License-Identifier: MIT
// Tests ApiClient::Limits against a scripted hostile server: answers too large (as sent, or once
// inflated from gzip/deflate), headers that never complete or are absurdly large, a runId of
// unreasonable length, and a compressed body that does not decompress — each a clear error
// message, never a crash, a hang or a gigabyte of memory.
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTest>

#include "client/apiclient.h"
#include "client/apireply.h"
#include "clienttest.h"
#include "fakesseserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

namespace {

quint32 crc32(const QByteArray& bytes)
{
    quint32 crc = 0xFFFFFFFFu;
    for (const char c : bytes) {
        crc ^= quint8(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

void appendLe32(QByteArray& out, quint32 value)
{
    for (int i = 0; i < 4; ++i)
        out.append(char((value >> (8 * i)) & 0xFF));
}

// `plain` as a gzip member (RFC 1952), from zlib's stream without its 2-byte header and
// 4-byte Adler-32 trailer (qCompress adds a 4-byte length in front of that).
QByteArray gzip(const QByteArray& plain)
{
    const QByteArray zlib = qCompress(plain, 9).mid(4);
    QByteArray out = QByteArray::fromHex("1f8b0800000000000003");
    out += zlib.mid(2, zlib.size() - 6);
    appendLe32(out, crc32(plain));
    appendLe32(out, quint32(plain.size()));
    return out;
}

QByteArray answer(int status, const QByteArray& body, const QByteArray& extraHeaders = {},
                  bool withLength = true)
{
    return FakeSseServer::head(status, "application/json",
                               (withLength
                                    ? "Content-Length: " + QByteArray::number(body.size()) + "\r\n"
                                    : QByteArray()) +
                                   extraHeaders) +
           body;
}

} // namespace

class TestApiLimits final : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void bodyTooLarge_data();
    void bodyTooLarge();
    void runIdTooLong();
    void headersThatNeverCompleteTimeOut();
    void headersTooLarge();
    void corruptGzipSaysDecompressionFailed();
    void gzipBombIsBounded_data();
    void gzipBombIsBounded();
    void gzipWithinLimitsIsRead();

private:
    std::unique_ptr<ApiClient> client(const FakeSseServer& server, const ApiClient::Limits& limits)
    {
        auto c = std::make_unique<ApiClient>(&m_nam, server.baseUrl(), u"w"_s, nullptr);
        c->setLimits(limits);
        return c;
    }

    QNetworkAccessManager m_nam;
};

void TestApiLimits::defaults()
{
    const ApiClient::Limits limits;
    QCOMPARE(limits.maxBodyBytes, 16LL * 1024 * 1024);
    QCOMPARE(limits.maxHeaderBytes, 1024LL * 1024);
    QCOMPARE(limits.headerTimeoutMs, 60000);
    QCOMPARE(limits.maxIdLength, 256);
    ApiClient c(&m_nam, QUrl(u"http://127.0.0.1:1"_s), u"w"_s, nullptr);
    QCOMPARE(c.limits().maxBodyBytes, limits.maxBodyBytes);
}

void TestApiLimits::bodyTooLarge_data()
{
    QTest::addColumn<bool>("withLength");
    QTest::newRow("Content-Length says so") << true;
    QTest::newRow("no Content-Length") << false;
}

void TestApiLimits::bodyTooLarge()
{
    QFETCH(bool, withLength);
    const QByteArray body =
        R"({"runId":"run_1","streamUrl":"/s","pad":")" + QByteArray(5000, 'x') + "\"}";
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(201, body, {}, withLength), true);
    });
    ApiClient::Limits limits;
    limits.maxBodyBytes = 1000;
    const auto c = client(server, limits);
    std::optional<CreatedRun> created;
    QString problem;
    ApiReply* reply = c->createRun(QJsonObject{});
    reply->setAutoDelete(false);
    QVERIFY(waitUntil([&] { return reply->isFinished(); }));
    created = reply->createdRun(&problem);
    const ApiResponse r = reply->response();
    delete reply;
    QVERIFY(!created);
    QVERIFY(!r.isSuccess());
    QVERIFY(r.body.isEmpty());
    QVERIFY2(r.readProblem.contains(u"1000"_s), qPrintable(r.readProblem));
    QCOMPARE(problem, r.readProblem);
    QCOMPARE(r.describe(), r.readProblem);
}

void TestApiLimits::runIdTooLong()
{
    const QByteArray id = "run_" + QByteArray(296, 'a');
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(201, R"({"runId":")" + id + R"(","streamUrl":"/s"})"), true);
    });
    const auto c = client(server, {});
    ApiReply* reply = c->createRun(QJsonObject{});
    reply->setAutoDelete(false);
    QVERIFY(waitUntil([&] { return reply->isFinished(); }));
    QString problem;
    const std::optional<CreatedRun> created = reply->createdRun(&problem);
    delete reply;
    QVERIFY(!created);
    QVERIFY2(problem.contains(u"300"_s) && problem.contains(u"256"_s), qPrintable(problem));
    QVERIFY(!problem.contains(u"aaaaaaaa"_s)); // the id is not echoed
}

void TestApiLimits::headersThatNeverCompleteTimeOut()
{
    // A status line, then a header line every 20 ms, without end: Qt's idle timeout never fires.
    FakeSseServer server([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, "HTTP/1.1 200 OK\r\n");
        for (int i = 1; i <= 250; ++i)
            FakeSseServer::later(s, 20 * i, "X-Pad-" + QByteArray::number(i) + ": aaaa\r\n");
    });
    ApiClient::Limits limits;
    limits.headerTimeoutMs = 300;
    const auto c = client(server, limits);
    QElapsedTimer t;
    t.start();
    const ApiResponse r = waitFor(c->listModels(), nullptr, 20000);
    QVERIFY2(t.elapsed() < 3000, QByteArray::number(t.elapsed()).constData());
    QCOMPARE(r.httpStatus, 0);
    QCOMPARE(r.networkError, QNetworkReply::TimeoutError);
    QVERIFY(r.isTransient());
    QVERIFY2(r.describe().contains(u"headers"_s) && r.describe().contains(u"300"_s),
             qPrintable(r.describe()));
}

void TestApiLimits::headersTooLarge()
{
    QByteArray headers;
    for (int i = 0; i < 64; ++i)
        headers += "X-Pad-" + QByteArray::number(i) + ": " + QByteArray(100, 'h') + "\r\n";
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(200, R"({"models":[]})", headers), true);
    });
    ApiClient::Limits limits;
    limits.maxHeaderBytes = 4096;
    const auto c = client(server, limits);
    const ApiResponse r = waitFor(c->listModels());
    QVERIFY(!r.isSuccess());
    QVERIFY2(r.describe().contains(u"headers"_s) && r.describe().contains(u"4096"_s),
             qPrintable(r.describe()));
}

void TestApiLimits::corruptGzipSaysDecompressionFailed()
{
    QByteArray body = gzip(R"({"models":[]})");
    body.replace(12, 6, "garbag"); // inside the deflate data
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(200, body, "Content-Encoding: gzip\r\n"), true);
    });
    const auto c = client(server, {});
    const ApiResponse r = waitFor(c->listModels());
    QVERIFY(!r.isSuccess());
    QVERIFY2(r.describe().contains(u"decompress"_s) && r.describe().contains(u"gzip"_s),
             qPrintable(r.describe()));
    QVERIFY(r.body.isEmpty());
}

void TestApiLimits::gzipBombIsBounded_data()
{
    QTest::addColumn<QByteArray>("encoding");
    QTest::newRow("gzip") << "gzip"_ba;
    QTest::newRow("deflate") << "deflate"_ba;
}

void TestApiLimits::gzipBombIsBounded()
{
    QFETCH(QByteArray, encoding);
    // 8 MiB of zeros in some kilobytes; the limit is 1 MiB.
    const QByteArray plain(8 * 1024 * 1024, ' ');
    const QByteArray body = encoding == "gzip" ? gzip(plain) : qCompress(plain, 9).mid(4);
    QVERIFY(body.size() < 64 * 1024);
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(200, body, "Content-Encoding: " + encoding + "\r\n"), true);
    });
    ApiClient::Limits limits;
    limits.maxBodyBytes = 1024 * 1024;
    const auto c = client(server, limits);
    const ApiResponse r = waitFor(c->listModels());
    QVERIFY(!r.isSuccess());
    QVERIFY(r.body.isEmpty());
    QVERIFY2(r.describe().contains(QString::fromLatin1(encoding)) &&
                 r.describe().contains(u"1048576"_s),
             qPrintable(r.describe()));
}

void TestApiLimits::gzipWithinLimitsIsRead()
{
    const QByteArray json = R"({"models":[],"defaultModelId":"m"})";
    FakeSseServer server([&](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, answer(200, gzip(json), "Content-Encoding: gzip\r\n"), true);
    });
    const auto c = client(server, {});
    const ApiResponse r = waitFor(c->listModels());
    QVERIFY2(r.isSuccess(), qPrintable(r.describe()));
    QCOMPARE(r.body, json);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestApiLimits)
#include "tst_apilimits.moc"
