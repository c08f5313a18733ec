// SPDX-License-Identifier: MIT
// Tests CaptureWriter: the header line and its redaction, event lines carrying `data` byte for
// byte as received, tool-answer lines without file bytes, and lines on disk as soon as written.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "protocol/eventdecoder.h"
#include "run/capturereader.h"
#include "run/capturewriter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestCaptureWriter final : public QObject
{
    Q_OBJECT

private slots:
    void headerLine();
    void redaction();
    void credentialKeys_data();
    void credentialKeys();
    void eventDataVerbatim();
    void malformedEventKeptRaw();
    void otherShapesKeptAsTheyCame();
    void toolAnswerLine();
    void rawMember_data();
    void rawMember();
    void writtenAndFlushedAsItHappens();
    void batchWrittenWhole();
    void unwritablePathReported();
    void byteOrderMarksReadBack();
};

namespace {

QJsonObject parseLine(const QByteArray& line)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s (%s)", line.constData(), qPrintable(error.errorString()));
    return doc.object();
}

} // namespace

void TestCaptureWriter::headerLine()
{
    CaptureWriter::Header h;
    h.createdAt = QDateTime(QDate(2024, 6, 11), QTime(10, 0, 0, 5), Qt::UTC);
    h.baseUrl = QUrl(u"https://user:pw@host.example/mantyx"_s);
    h.workspace = u"acme"_s;
    h.runId = u"run_1"_s;
    h.spec = QJsonObject{{"prompt"_L1, u"hi"_s}};
    const QByteArray line = CaptureWriter::headerLine(h);
    QVERIFY(!line.contains('\n'));
    QVERIFY(line.startsWith("{\"format\":\"mantyx-run-capture\",\"version\":1,"));
    const QJsonObject o = parseLine(line);
    QCOMPARE(o.value("format"_L1).toString(), u"mantyx-run-capture"_s);
    QCOMPARE(o.value("version"_L1).toInt(), 1);
    QCOMPARE(o.value("createdAt"_L1).toString(), u"2024-06-11T10:00:00.005Z"_s);
    QCOMPARE(o.value("baseUrl"_L1).toString(), u"https://host.example/mantyx"_s);
    QCOMPARE(o.value("workspace"_L1).toString(), u"acme"_s);
    QCOMPARE(o.value("runId"_L1).toString(), u"run_1"_s);
    QVERIFY(o.value("sessionId"_L1).isNull());
    QCOMPARE(o.value("spec"_L1).toObject(), h.spec);
    h.sessionId = u"ses_1"_s;
    QCOMPARE(parseLine(CaptureWriter::headerLine(h)).value("sessionId"_L1).toString(), u"ses_1"_s);
}

void TestCaptureWriter::redaction()
{
    const QJsonObject spec{
        {"systemPrompt"_L1, u"Be nice."_s},
        {"budgets"_L1, QJsonObject{{"maxTokens"_L1, 100}, {"maxToolTurns"_L1, 5}}},
        {"tools"_L1,
         QJsonArray{
             QJsonObject{{"kind"_L1, u"mcp"_s},
                         {"name"_L1, u"gh"_s},
                         {"url"_L1, u"https://mcp.example"_s},
                         {"headers"_L1, QJsonObject{{"Authorization"_L1, u"Bearer abc"_s},
                                                    {"X-Trace"_L1, u"plain"_s}}}},
             QJsonObject{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, u"mantyx_tool_abcdefgh1"_s}},
             QJsonObject{{"kind"_L1, u"a2a"_s},
                         {"agentCard"_L1, QJsonObject{{"url"_L1, u"https://peer"_s}}},
                         {"auth"_L1, QJsonObject{{"apiKey"_L1, u"k"_s}}},
                         {"clientSecret"_L1, u"s3cr3t"_s},
                         {"refresh_token"_L1, u"rt"_s}}}},
        {"metadata"_L1, QJsonObject{{"owner"_L1, u"me"_s}, {"leak"_L1, u"mantyx_sandbox_key"_s}}},
    };
    const QJsonObject r = CaptureWriter::redactSpec(spec);
    const QString red = u"<redacted>"_s;
    QCOMPARE(r.value("systemPrompt"_L1).toString(), u"Be nice."_s);
    QCOMPARE(r.value("budgets"_L1).toObject().value("maxTokens"_L1).toInt(), 100);
    const QJsonObject mcp = r.value("tools"_L1).toArray().at(0).toObject();
    QCOMPARE(mcp.value("url"_L1).toString(), u"https://mcp.example"_s);
    // Every header value hidden, the names kept.
    QCOMPARE(mcp.value("headers"_L1).toObject(),
             (QJsonObject{{"Authorization"_L1, red}, {"X-Trace"_L1, red}}));
    QCOMPARE(r.value("tools"_L1).toArray().at(1).toObject().value("kind"_L1).toString(),
             u"mantyx_plugin"_s);
    QCOMPARE(r.value("tools"_L1).toArray().at(1).toObject().value("name"_L1).toString(),
             u"mantyx_tool_abcdefgh1"_s);
    const QJsonObject a2a = r.value("tools"_L1).toArray().at(2).toObject();
    QCOMPARE(a2a.value("agentCard"_L1).toObject().value("url"_L1).toString(), u"https://peer"_s);
    QCOMPARE(a2a.value("auth"_L1).toString(), red);
    QCOMPARE(a2a.value("clientSecret"_L1).toString(), red);
    QCOMPARE(a2a.value("refresh_token"_L1).toString(), red);
    QCOMPARE(r.value("metadata"_L1).toObject().value("owner"_L1).toString(), u"me"_s);
    QCOMPARE(r.value("metadata"_L1).toObject().value("leak"_L1).toString(), red);
    const QByteArray text = QJsonDocument(r).toJson();
    for (const auto secret : {"Bearer abc", "s3cr3t", "\"rt\"", "mantyx_sandbox_key", "\"k\""})
        QVERIFY2(!text.contains(secret), secret);
}

void TestCaptureWriter::credentialKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("credential");
    for (const auto k : {"authorization", "Authorization", "apiKey", "api_key", "X-API-Key",
                         "token", "accessToken", "refresh_token", "bearerToken", "clientSecret",
                         "password", "cookie", "credentials", "privateKey", "auth"})
        QTest::newRow(k) << QString::fromLatin1(k) << true;
    for (const auto k : {"maxTokens", "inputTokens", "name", "description", "url", "kind", "prompt",
                         "tokenizer", "oauthScopes"})
        QTest::newRow(k) << QString::fromLatin1(k) << false;
}

void TestCaptureWriter::credentialKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, credential);
    QCOMPARE(CaptureWriter::isCredentialKey(key), credential);
}

void TestCaptureWriter::eventDataVerbatim()
{
    // Key order, spacing, number spelling and escapes as the server wrote them.
    const QByteArray data = R"({ "z":1.50,"a" : "caf\u00e9 \"q\" {}","n":[1, 2 ,{"x":"}"}] })";
    const QByteArray raw = R"({"seq":7,"type":"assistant_message","data":)" + data + "}";
    EventDecoder decoder;
    const RunEvent e = decoder.decode(raw, "assistant_message", "7");
    const QByteArray line = CaptureWriter::eventLine(e, 1234);
    QCOMPARE(line, R"({"t":1234,"seq":7,"type":"assistant_message","data":)" + data + "}");
    const QJsonObject o = parseLine(line);
    QCOMPARE(o.value("t"_L1).toInt(), 1234);
    QCOMPARE(o.value("seq"_L1).toInt(), 7);
    QCOMPARE(o.value("data"_L1).toObject().value("a"_L1).toString(), u"café \"q\" {}"_s);

    // A multi-line SSE data field (JSON spread over lines) still gives one capture line.
    const RunEvent multi = decoder.decode(
        "{\"seq\":8,\n\"type\":\"assistant_delta\",\n\"data\":{\n\"text\":\"a\"\n}}");
    const QByteArray multiLine = CaptureWriter::eventLine(multi, 5);
    QVERIFY(!multiLine.contains('\n'));
    QCOMPARE(parseLine(multiLine).value("data"_L1).toObject().value("text"_L1).toString(), u"a"_s);
}

void TestCaptureWriter::otherShapesKeptAsTheyCame()
{
    EventDecoder decoder;
    // Flat, as the SDKs' servers send it: the frame is the payload, kept whole.
    const QByteArray flat = R"({"seq":6, "toolUseId":"tu_x","name":"read_file","args":{}})";
    const RunEvent f = decoder.decode(flat, "local_tool_call", "6");
    QCOMPARE(f.shape, EventShape::Flat);
    const QByteArray line = CaptureWriter::eventLine(f, 10);
    QCOMPARE(line,
             R"({"t":10,"seq":6,"type":"local_tool_call","data":)" + flat + R"(,"shape":"flat"})");
    QCOMPARE(parseLine(line).value("data"_L1).toObject().value("toolUseId"_L1).toString(),
             u"tu_x"_s);

    // Both: the data member verbatim, the shape named, and the whole frame beside (the members
    // beside "data" cannot be rebuilt from it).
    const QByteArray both = R"({"seq":2,"type":"assistant_delta","text":"a","data":{"text":"a"}})";
    const RunEvent b = decoder.decode(both, "assistant_delta", "2");
    QCOMPARE(b.shape, EventShape::Both);
    QCOMPARE(CaptureWriter::eventLine(b, 3),
             QByteArray(R"({"t":3,"seq":2,"type":"assistant_delta","data":{"text":"a"},)"
                        R"("shape":"both","frame":)" +
                        both + '}'));

    // An envelope exactly as the reader rebuilds it needs no frame; one in another member
    // order, or spaced, keeps it. Read back, each is the frame received, byte for byte.
    // (The envelope is compared in place, without building it: every way it can differ.)
    const QList<QByteArray> envelopes = {
        R"({"seq":3,"type":"assistant_delta","data":{"text":"b"}})",
        R"({"type":"assistant_delta","data":{"text":"b2"}})",
        R"({"type":"assistant_delta","seq":4,"data":{"text":"c"}})",
        R"({ "seq": 5, "type": "assistant_delta", "data": {"text":"d"} })",
        both,
        R"({"seq":6,"type":"assistant_delta","data":{"text":"e"},"x":1})",
        R"({"seq":7,"data":{"text":"z"},"type":"assistant_delta","data":{"text":"f"}})",
        R"({"seq":8,"type":"assistant\u005fdelta","data":{"text":"g"}})",
        R"({"seq":09,"type":"assistant_delta","data":{"text":"h"}})",
        "{\"seq\":10,\"type\":\"assistant_delta\",\"data\":{\"text\":\"i\"}\n}",
        "{\"seq\":11,\"type\":\"assistant_delta\",\"data\":{\"text\":\"j\"}}",
    };
    const QList<bool> frameKept = {false, false, true, true, true, true,
                                   true,  true,  true, true, false};
    for (qsizetype i = 0; i < envelopes.size(); ++i) {
        const RunEvent e = decoder.decode(envelopes.at(i), "assistant_delta");
        if (e.type == EventType::Malformed)
            continue; // 09 is not JSON: kept raw, as malformedEventKeptRaw() shows
        const QByteArray written = CaptureWriter::eventLine(e, 4);
        QVERIFY2(written.contains("\"frame\":") == frameKept.at(i), written.constData());
        EventDecoder readDecoder;
        const std::optional<RunEvent> read =
            CaptureReader::eventFromLine(written, parseLine(written), readDecoder);
        QVERIFY(read);
        // (A line break between tokens comes back as a space: a line holds one line.)
        QCOMPARE(read->raw, QByteArray(envelopes.at(i)).replace('\n', ' '));
        QCOMPARE(read->shape, e.shape);
        QCOMPARE(read->seq, e.seq);
    }
}

void TestCaptureWriter::malformedEventKeptRaw()
{
    EventDecoder decoder;
    const RunEvent e = decoder.decode("not json at all", {}, "3");
    const QJsonObject o = parseLine(CaptureWriter::eventLine(e, 9));
    QVERIFY(o.value("data"_L1).isNull());
    QCOMPARE(o.value("raw"_L1).toString(), u"not json at all"_s);

    // Hostile bytes: each line still parses and gives the bytes back exactly.
    const QList<QByteArray> hostile = {
        QByteArray(R"({"seq":4,"type":"assistant_delta","data":{"a":1,,}})"),
        QByteArray(
            "{\"seq\":5,\"type\":\"assistant_delta\",\"data\":{\"text\":\"\x1b[31mred\x07\"}}"),
        QByteArray("{\"seq\":6,\"type\":\"assistant_delta\",\"data\":{\"text\":\"ab\xff\xfe\"}}"),
        QByteArray("\xc0\xaf\x1b\n\r"),
        // A multi-byte sequence cut off at the very end is not UTF-8 either.
        QByteArray("\n\xdc"),
        QByteArray("{\"seq\":7,\"type\":\"assistant_delta\",\"data\":{\"text\":\"\xe2\x82"),
        // A byte order mark is part of the bytes too (Qt's JSON parser drops one in a string).
        QByteArray("\xef\xbb\xbf}"),
        QByteArray("{\"text\":\"a\xef\xbb\xbf"),
    };
    for (const QByteArray& raw : hostile) {
        const RunEvent bad = decoder.decode(raw, "assistant_delta", "4");
        QCOMPARE(bad.type, EventType::Malformed);
        const QByteArray line = CaptureWriter::eventLine(bad, 1);
        QVERIFY2(!line.contains('\n') && !line.contains('\x1b'), line.constData());
        QJsonParseError error{};
        const QJsonObject back = QJsonDocument::fromJson(line, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(back.value("data"_L1).isNull());
        const QByteArray kept =
            back.contains("rawBase64"_L1)
                ? QByteArray::fromBase64(back.value("rawBase64"_L1).toString().toLatin1())
                : back.value("raw"_L1).toString().toUtf8();
        QCOMPARE(kept, raw);
    }
}

void TestCaptureWriter::toolAnswerLine()
{
    const QJsonObject body{
        {"toolUseId"_L1, u"tu_1"_s},
        {"result"_L1, u"ok"_s},
        {"files"_L1, QJsonArray{QJsonObject{
                         {"filename"_L1, u"a.png"_s},
                         {"mimeType"_L1, u"image/png"_s},
                         {"data"_L1, QString::fromLatin1(QByteArray(10, 'x').toBase64())}}}}};
    const QByteArray line = CaptureWriter::toolAnswerLine(body, 204, 77);
    const QJsonObject o = parseLine(line);
    QCOMPARE(o.value("t"_L1).toInt(), 77);
    QCOMPARE(o.value("toolUseId"_L1).toString(), u"tu_1"_s);
    QCOMPARE(o.value("result"_L1).toString(), u"ok"_s);
    QCOMPARE(o.value("status"_L1).toInt(), 204);
    QVERIFY(!o.contains("error"_L1));
    const QJsonObject file = o.value("files"_L1).toArray().at(0).toObject();
    QCOMPARE(file.value("size"_L1).toInt(), 10);
    QVERIFY(!file.contains("data"_L1));
    QVERIFY(!line.contains(QByteArray(10, 'x').toBase64()));

    const QJsonObject error = parseLine(CaptureWriter::toolAnswerLine(
        QJsonObject{{"toolUseId"_L1, u"tu_2"_s}, {"error"_L1, u"boom"_s}}, 0, 1));
    QCOMPARE(error.value("error"_L1).toString(), u"boom"_s);
    QCOMPARE(error.value("status"_L1).toInt(), 0);
    QVERIFY(!error.contains("result"_L1));
}

void TestCaptureWriter::rawMember_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("expected"); // "<none>" for no member
    QTest::newRow("simple") << R"({"data":{"a":1}})"_ba
                            << R"({"a":1})"_ba;
    QTest::newRow("last of several") << R"({"seq":1,"type":"x","data":[1,2]})"_ba
                                     << "[1,2]"_ba;
    QTest::newRow("first") << R"({"data":"s","seq":1})"_ba
                           << R"("s")"_ba;
    QTest::newRow("braces in strings") << R"({"x":"}{","data":{"k":"]}\"{"}})"_ba
                                       << R"({"k":"]}\"{"})"_ba;
    QTest::newRow("nested key named data") << R"({"a":{"data":1},"data":2})"_ba
                                           << "2"_ba;
    QTest::newRow("scalar") << R"({"data":null})"_ba
                            << "null"_ba;
    QTest::newRow("spaces") << "{ \"data\" :\t{ } }"_ba
                            << "{ }"_ba;
    QTest::newRow("absent") << R"({"seq":1})"_ba
                            << "<none>"_ba;
    QTest::newRow("not an object") << "[1]"_ba
                                   << "<none>"_ba;
    QTest::newRow("truncated") << R"({"data":{"a":)"_ba
                               << "<none>"_ba;
    // A repeated key is the last one, as QJsonDocument (and so RunEvent::data()) reads it.
    QTest::newRow("repeated") << R"({"seq":5,"data":"s","type":"x","data":{"a":1}})"_ba
                              << R"({"a":1})"_ba;
    // Backslash runs before a quote: an even run ends the string, an odd one escapes the quote.
    QTest::newRow("even backslashes") << R"({"data":"a\\","x":1})"_ba
                                      << R"("a\\")"_ba;
    QTest::newRow("odd backslashes") << R"({"data":"a\\\"b","x":1})"_ba
                                     << R"("a\\\"b")"_ba;
    QTest::newRow("escaped quote at the end") << R"({"data":"a\"})"_ba
                                              << "<none>"_ba;
}

void TestCaptureWriter::rawMember()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, expected);
    const std::optional<QByteArrayView> got = CaptureWriter::rawMember(json, "data");
    if (expected == "<none>")
        QVERIFY(!got);
    else
        QCOMPARE(got.value_or(QByteArrayView("<none>")).toByteArray(), expected);
    // The value read from where it starts ends where rawMember() says.
    if (got)
        QCOMPARE(CaptureWriter::rawValueEnd(json, got->data() - json.constData()),
                 got->data() - json.constData() + got->size());
    else if (const qsizetype start = json.indexOf(R"("data":)"); start >= 0 && !json.endsWith('}'))
        QCOMPARE(CaptureWriter::rawValueEnd(json, start + 7), qsizetype(-1));
}

namespace {
// A capture file opened at `path` with the header of a sandbox run `runId`.
void openWithHeader(CaptureWriter& writer, const QString& path, const QString& runId)
{
    QString error;
    QVERIFY2(writer.open(path, &error), qPrintable(error));
    CaptureWriter::Header h;
    h.baseUrl = QUrl(u"http://127.0.0.1:1"_s);
    h.workspace = u"sandbox"_s;
    h.runId = runId;
    QVERIFY(writer.writeHeader(h));
}
} // namespace

void TestCaptureWriter::writtenAndFlushedAsItHappens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"run.mxrun"_s);
    CaptureWriter writer;
    openWithHeader(writer, path, u"run_1"_s);
    if (QTest::currentTestFailed())
        return;
    EventDecoder decoder;
    QVERIFY(writer.writeEvent(
        decoder.decode(R"({"seq":1,"type":"assistant_delta","data":{"text":"a"}})")));
    QVERIFY(
        writer.writeToolAnswer(QJsonObject{{"toolUseId"_L1, u"tu"_s}, {"result"_L1, u"r"_s}}, 204));
    // Still open: everything is already on disk.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 4); // three lines and the empty rest after the last '\n'
    QVERIFY(lines.at(3).isEmpty());
    QCOMPARE(parseLine(lines.at(0)).value("format"_L1).toString(), u"mantyx-run-capture"_s);
    QCOMPARE(parseLine(lines.at(1)).value("type"_L1).toString(), u"assistant_delta"_s);
    QCOMPARE(parseLine(lines.at(2)).value("status"_L1).toInt(), 204);
    QVERIFY(parseLine(lines.at(2)).value("t"_L1).toInt() >=
            parseLine(lines.at(1)).value("t"_L1).toInt());
}

void TestCaptureWriter::batchWrittenWhole()
{
    // A network read's events go out in one write: every line as eventLine() makes it, in
    // order, and a batch past the write buffer's size in parts that join up.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"batch.mxrun"_s);
    CaptureWriter writer;
    openWithHeader(writer, path, u"run_b"_s);
    if (QTest::currentTestFailed())
        return;
    EventDecoder decoder;
    QList<RunEvent> batch;
    const QString big(300'000, u'x');
    for (int i = 1; i <= 12; ++i) {
        const QByteArray text = (i % 4 == 0 ? big : QString::number(i)).toUtf8();
        const QByteArray frame = R"({"seq":)" + QByteArray::number(i) +
                                 R"(,"type":"assistant_delta","data":{"text":")" + text + "\"}}";
        batch << decoder.decode(frame);
    }
    QString error;
    QVERIFY2(writer.writeEvents(batch, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + batch.size() + 1);
    QVERIFY(lines.last().isEmpty());
    for (qsizetype i = 0; i < batch.size(); ++i) {
        const QJsonObject line = parseLine(lines.at(i + 1));
        QCOMPARE(line.value("seq"_L1).toInteger(), i + 1);
        QCOMPARE(lines.at(i + 1),
                 CaptureWriter::eventLine(batch.at(i), line.value("t"_L1).toInteger()));
    }
}

void TestCaptureWriter::unwritablePathReported()
{
    CaptureWriter writer;
    QString error;
    QVERIFY(!writer.open(u"/nonexistent-dir/x/run.mxrun"_s, &error));
    QVERIFY2(error.contains(u"/nonexistent-dir/x/run.mxrun"_s), qPrintable(error));
    QString notOpen;
    QVERIFY(!writer.writeHeader({}, &notOpen));
    QVERIFY(!notOpen.isEmpty());
}

void TestCaptureWriter::byteOrderMarksReadBack()
{
    // A type name and a string that start with U+FEFF (raw EF BB BF) come back from the file
    // with it, on the plain line's path and on the general one (a line the fast path declines,
    // parsed with Qt's parser, which would drop it: found by the fuzz target).
    const QByteArray bom = "\xEF\xBB\xBF";
    EventDecoder decoder;
    const QByteArray frame =
        R"({"seq":3,"type":")" + bom + R"(odd","data":{"text":")" + bom + R"(hi"}})";
    const RunEvent e = decoder.decode(frame, {});
    QCOMPARE(e.typeName, QString(QChar(0xFEFF)) + u"odd"_s);
    const QByteArray plain = CaptureWriter::eventLine(e, 4);
    QByteArray general = plain;
    general.replace("{\"t\":4,", "{ \"t\": 4, "); // not as the writer writes: the general path
    QVERIFY(general != plain);
    for (const QByteArray& line : {plain, general}) {
        CaptureReader reader;
        const QByteArray file =
            CaptureWriter::headerLine(CaptureWriter::Header{}) + '\n' + line + '\n';
        reader.append(file);
        reader.finish();
        QVERIFY2(!reader.damage(),
                 qPrintable(reader.damage() ? reader.damage()->reason : QString()));
        const QList<CaptureRecord> records = reader.takeRecords();
        QCOMPARE(records.size(), 1);
        const RunEvent& read = records.constFirst().event;
        QCOMPARE(read.typeName, e.typeName);
        QCOMPARE(read.data().value(u"text"_s).toString(), QString(QChar(0xFEFF)) + u"hi"_s);
    }
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestCaptureWriter)
#include "tst_capturewriter.moc"
