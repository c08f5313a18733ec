// SPDX-License-Identifier: MIT
// Tests AnswerBook: each form of an answers-file entry (a string, {"result": …}, {"error": …},
// any other JSON compacted), lookup by the call's tool name and nothing for a tool it does not
// name, and answers set by hand replacing those read; the book of a capture's recorded answers:
// matched by tool name and canonical arguments (member order and spacing do not matter, a changed
// value does), several calls with the same tool and arguments answered in recorded order, the
// same call given the same answer again, answers the server did not accept left out.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "run/answerbook.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestAnswerBook final : public QObject
{
    Q_OBJECT

private slots:
    void entryForms_data();
    void entryForms();
    void lookupByToolName();
    void emptyBook();
    void setAnswerReplaces();
    void canonicalJson_data();
    void canonicalJson();
    void captureBookMatchesToolAndArgs();
    void captureBookAnswersInRecordedOrder();
    void captureBookSkipsUnacceptedAnswers();
    void recordedAnswersComeBeforeNamedOnes();
};

namespace {

LocalToolCallEvent callOf(const QString& name, const QString& toolUseId = u"tu_1"_s)
{
    LocalToolCallEvent call;
    call.toolUseId = toolUseId;
    call.name = name;
    return call;
}

LocalToolCallEvent callWith(const QString& name, const QByteArray& argsJson,
                            const QString& toolUseId)
{
    LocalToolCallEvent call = callOf(name, toolUseId);
    call.args = QJsonDocument::fromJson(argsJson).object();
    return call;
}

// A capture as CaptureWriter writes one: the header, then `lines` (events and answers).
CaptureReader::File captureOf(const QList<QByteArray>& lines)
{
    QByteArray bytes = R"({"format":"mantyx-run-capture","version":1,)"
                       R"("createdAt":"2026-12-02T13:05:11.402Z","baseUrl":"http://127.0.0.1:1",)"
                       R"("workspace":"sandbox","runId":"run_1","sessionId":null,"spec":{}})"
                       "\n";
    for (const QByteArray& line : lines)
        bytes += line + '\n';
    QString error;
    const std::optional<CaptureReader::File> file = CaptureReader::readBytes(bytes, &error);
    if (!file)
        qFatal("not a capture: %s", qPrintable(error));
    if (file->damage)
        qFatal("damaged: %s", qPrintable(file->damage->reason));
    return *file;
}

QByteArray callLine(int seq, const QByteArray& toolUseId, const QByteArray& name,
                    const QByteArray& args)
{
    return R"({"t":)" + QByteArray::number(seq * 10) + R"(,"seq":)" + QByteArray::number(seq) +
           R"(,"type":"local_tool_call","data":{"toolUseId":")" + toolUseId + R"(","name":")" +
           name + R"(","args":)" + args + R"(,"kind":"local"}})";
}

QByteArray answerLine(const QByteArray& toolUseId, const QByteArray& member, const QByteArray& text,
                      int status = 204)
{
    return R"({"t":1,"toolUseId":")" + toolUseId + R"(",")" + member + R"(":")" + text +
           R"(","status":)" + QByteArray::number(status) + '}';
}

QString resultOf(const std::optional<ToolAnswer>& answer)
{
    if (!answer)
        return u"(none)"_s;
    return answer->error ? u"error: "_s + *answer->error : answer->result.value_or(QString());
}

} // namespace

void TestAnswerBook::entryForms_data()
{
    QTest::addColumn<QByteArray>("entry"); // the JSON value of the entry
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("text");

    QTest::newRow("string") << "\"ALPHA-42\""_ba << false << u"ALPHA-42"_s;
    QTest::newRow("empty string") << "\"\""_ba << false << QString();
    QTest::newRow("result") << "{\"result\": \"done\"}"_ba << false << u"done"_s;
    QTest::newRow("error") << "{\"error\": \"no such thing\"}"_ba << true << u"no such thing"_s;
    QTest::newRow("error wins over result")
        << "{\"result\": \"r\", \"error\": \"e\"}"_ba << true << u"e"_s;
    QTest::newRow("object without either") << "{\"text\": \"x\"}"_ba << false << QString();
    QTest::newRow("number") << "42"_ba << false << u"42"_s;
    QTest::newRow("boolean") << "true"_ba << false << u"true"_s;
    QTest::newRow("null") << "null"_ba << false << u"null"_s;
    QTest::newRow("array") << "[1, \"two\", {\"three\": 3}]"_ba << false
                           << u"[1,\"two\",{\"three\":3}]"_s;
}

void TestAnswerBook::entryForms()
{
    QFETCH(QByteArray, entry);
    QFETCH(bool, isError);
    QFETCH(QString, text);

    // As an answers file holds it: wrapped in the object under the tool's name.
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson("{\"alpha_tool\": " + entry + '}', &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    AnswerBook book = AnswerBook::fromJson(doc.object());
    QCOMPARE(book.size(), 1);

    const std::optional<ToolAnswer> answer = book.answerFor(callOf(u"alpha_tool"_s));
    QVERIFY(answer);
    QCOMPARE(answer->error.has_value(), isError);
    QCOMPARE(answer->result.has_value(), !isError);
    QCOMPARE(isError ? *answer->error : *answer->result, text);
    QVERIFY(answer->files.isEmpty());
}

void TestAnswerBook::lookupByToolName()
{
    AnswerBook book = AnswerBook::fromJson(QJsonObject{
        {"alpha_tool"_L1, u"A"_s},
        {"beta_tool"_L1, QJsonObject{{"error"_L1, u"B failed"_s}}},
    });
    QCOMPARE(book.toolNames(), (QStringList{u"alpha_tool"_s, u"beta_tool"_s}));

    // Every call of the tool gets the answer, whatever its id.
    for (const QString& id : {u"tu_1"_s, u"tu_2"_s}) {
        const std::optional<ToolAnswer> alpha = book.answerFor(callOf(u"alpha_tool"_s, id));
        QVERIFY(alpha);
        QCOMPARE(alpha->result, std::optional(u"A"_s));
    }
    const std::optional<ToolAnswer> beta = book.answerFor(callOf(u"beta_tool"_s));
    QVERIFY(beta);
    QCOMPARE(beta->error, std::optional(u"B failed"_s));

    // Names are compared exactly: another tool, another case, or a prefix has no answer.
    QVERIFY(!book.answerFor(callOf(u"gamma_tool"_s)));
    QVERIFY(!book.answerFor(callOf(u"Alpha_tool"_s)));
    QVERIFY(!book.answerFor(callOf(u"alpha"_s)));
    QVERIFY(!book.answerFor(callOf(QString())));
}

void TestAnswerBook::emptyBook()
{
    AnswerBook none;
    QVERIFY(none.isEmpty());
    QVERIFY(!none.answerFor(callOf(u"alpha_tool"_s)));

    AnswerBook fromEmpty = AnswerBook::fromJson({});
    QVERIFY(fromEmpty.isEmpty());
    QVERIFY(fromEmpty.toolNames().isEmpty());
}

void TestAnswerBook::setAnswerReplaces()
{
    AnswerBook book = AnswerBook::fromJson(QJsonObject{{"alpha_tool"_L1, u"old"_s}});
    book.setAnswer(u"alpha_tool"_s, ToolAnswer::failure(u"new"_s));
    book.setAnswer(u"beta_tool"_s, ToolAnswer::success(u"B"_s));
    QCOMPARE(book.size(), 2);

    const std::optional<ToolAnswer> alpha = book.answerFor(callOf(u"alpha_tool"_s));
    QVERIFY(alpha);
    QVERIFY(!alpha->result);
    QCOMPARE(alpha->error, std::optional(u"new"_s));
    const std::optional<ToolAnswer> beta = book.answerFor(callOf(u"beta_tool"_s));
    QVERIFY(beta);
    QCOMPARE(beta->result, std::optional(u"B"_s));
}

void TestAnswerBook::canonicalJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("sorted keys, no spaces")
        << R"({ "b" : 1, "a" : [ 2, { "z": null, "y": true } ], "c": "x y" })"_ba
        << uR"({"a":[2,{"y":true,"z":null}],"b":1,"c":"x y"})"_s;
    QTest::newRow("nested objects sorted at every level")
        << R"({"outer":{"d":{"b":0,"a":0},"c":1}})"_ba
        << uR"({"outer":{"c":1,"d":{"a":0,"b":0}}})"_s;
    QTest::newRow("numbers as JSON spells them")
        << R"({"n":1.0,"m":-0.5,"e":1e3})"_ba << uR"({"e":1000,"m":-0.5,"n":1})"_s;
    QTest::newRow("strings escaped")
        << R"({"s":"a\"b\n\u0001"})"_ba << uR"({"s":"a\"b\n\u0001"})"_s;
    QTest::newRow("empty") << "{}"_ba << u"{}"_s;
}

void TestAnswerBook::canonicalJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, canonical);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(AnswerBook::canonicalJson(doc.object()), canonical);
}

void TestAnswerBook::captureBookMatchesToolAndArgs()
{
    AnswerBook book = AnswerBook::fromCapture(captureOf({
        callLine(1, "tu_a", "alpha_tool", R"({"city":"Kyiv","units":{"t":"C","w":"m/s"}})"),
        answerLine("tu_a", "result", "22 C"),
        callLine(2, "tu_b", "beta_tool", R"({"q":"x"})"),
        answerLine("tu_b", "error", "beta broke"),
    }));
    QCOMPARE(book.recordedCount(), 2);
    QVERIFY(book.toolNames().isEmpty()); // nothing answered by name alone

    // Same tool, same arguments in another member order and spacing: the recorded answer.
    const std::optional<AnswerBook::Found> alpha = book.lookup(callWith(
        u"alpha_tool"_s, R"({ "units": {"w": "m/s", "t": "C"}, "city": "Kyiv" })", u"new_1"_s));
    QVERIFY(alpha);
    QVERIFY(alpha->recorded);
    QCOMPARE(alpha->recordedToolUseId, u"tu_a"_s);
    QCOMPARE(resultOf(alpha->answer), u"22 C"_s);
    // An error answer stays an error answer.
    QCOMPARE(resultOf(book.answerFor(callWith(u"beta_tool"_s, R"({"q":"x"})", u"new_2"_s))),
             u"error: beta broke"_s);

    // A changed argument, a missing one, an extra one, another tool: no recorded answer.
    QVERIFY(!book.answerFor(
        callWith(u"alpha_tool"_s, R"({"city":"Lviv","units":{"t":"C","w":"m/s"}})", u"n3"_s)));
    QVERIFY(!book.answerFor(callWith(u"alpha_tool"_s, R"({"city":"Kyiv"})", u"n4"_s)));
    QVERIFY(!book.answerFor(callWith(
        u"alpha_tool"_s, R"({"city":"Kyiv","units":{"t":"C","w":"m/s"},"x":1})", u"n5"_s)));
    QVERIFY(!book.answerFor(callWith(u"gamma_tool"_s, R"({"q":"x"})", u"n6"_s)));
    // A number is not its string.
    QVERIFY(!book.answerFor(callWith(u"beta_tool"_s, R"({"q":1})", u"n7"_s)));
}

void TestAnswerBook::captureBookAnswersInRecordedOrder()
{
    // Three calls with the same tool and arguments, answered in arrival order (the answers were
    // posted in another order); one with other arguments in between.
    AnswerBook book = AnswerBook::fromCapture(captureOf({
        callLine(1, "tu_1", "roll", R"({"sides":6})"),
        callLine(2, "tu_2", "roll", R"({"sides":6})"),
        callLine(3, "tu_x", "roll", R"({"sides":20})"),
        answerLine("tu_2", "result", "second"),
        answerLine("tu_x", "result", "twenty"),
        answerLine("tu_1", "result", "first"),
        callLine(4, "tu_3", "roll", R"({"sides":6})"),
        answerLine("tu_3", "result", "third"),
    }));
    QCOMPARE(book.recordedCount(), 4);
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"a"_s))), u"first"_s);
    // The same call asked about again keeps its answer; it does not use up the next one.
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"a"_s))), u"first"_s);
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":20})", u"b"_s))), u"twenty"_s);
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"c"_s))), u"second"_s);
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"d"_s))), u"third"_s);
    // One call more than were recorded: none left for it.
    QVERIFY(!book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"e"_s)));
    QVERIFY(!book.answerFor(callWith(u"roll"_s, R"({"sides":20})", u"f"_s)));
    // Earlier calls still get theirs.
    QCOMPARE(resultOf(book.answerFor(callWith(u"roll"_s, R"({"sides":6})", u"d"_s))), u"third"_s);
}

void TestAnswerBook::captureBookSkipsUnacceptedAnswers()
{
    AnswerBook book = AnswerBook::fromCapture(captureOf({
        // Posted first without an HTTP answer, then accepted: the accepted one counts.
        callLine(1, "tu_retry", "alpha_tool", "{}"),
        answerLine("tu_retry", "result", "lost", 0),
        answerLine("tu_retry", "result", "accepted", 200),
        // Too late: the server said 409. The old run's model never saw it.
        callLine(2, "tu_late", "beta_tool", "{}"),
        answerLine("tu_late", "result", "too late", 409),
        // Never answered at all.
        callLine(3, "tu_none", "gamma_tool", "{}"),
        // An answer to a call the capture does not hold.
        answerLine("tu_ghost", "result", "ghost"),
    }));
    QCOMPARE(book.recordedCount(), 1);
    QCOMPARE(resultOf(book.answerFor(callWith(u"alpha_tool"_s, "{}", u"n1"_s))), u"accepted"_s);
    QVERIFY(!book.answerFor(callWith(u"beta_tool"_s, "{}", u"n2"_s)));
    QVERIFY(!book.answerFor(callWith(u"gamma_tool"_s, "{}", u"n3"_s)));
}

void TestAnswerBook::recordedAnswersComeBeforeNamedOnes()
{
    AnswerBook book = AnswerBook::fromCapture(captureOf({
        callLine(1, "tu_1", "alpha_tool", R"({"n":1})"),
        answerLine("tu_1", "result", "recorded"),
    }));
    book.setAnswer(u"alpha_tool"_s, ToolAnswer::success(u"by name"_s));
    QCOMPARE(book.size(), 2);
    const std::optional<AnswerBook::Found> first =
        book.lookup(callWith(u"alpha_tool"_s, R"({"n":1})", u"a"_s));
    QVERIFY(first && first->recorded);
    QCOMPARE(resultOf(first->answer), u"recorded"_s);
    const std::optional<AnswerBook::Found> second =
        book.lookup(callWith(u"alpha_tool"_s, R"({"n":1})", u"b"_s));
    QVERIFY(second && !second->recorded);
    QCOMPARE(resultOf(second->answer), u"by name"_s);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestAnswerBook)
#include "tst_answerbook.moc"
