// SPDX-License-Identifier: MIT
// Tests AnswerBook: each form of an answers-file entry (a string, {"result": …}, {"error": …},
// any other JSON compacted), lookup by the call's tool name and nothing for a tool it does not
// name, and answers set by hand replacing those read.
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
};

namespace {

LocalToolCallEvent callOf(const QString& name, const QString& toolUseId = u"tu_1"_s)
{
    LocalToolCallEvent call;
    call.toolUseId = toolUseId;
    call.name = name;
    return call;
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
    const AnswerBook book = AnswerBook::fromJson(doc.object());
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
    const AnswerBook book = AnswerBook::fromJson(QJsonObject{
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
    const AnswerBook none;
    QVERIFY(none.isEmpty());
    QVERIFY(!none.answerFor(callOf(u"alpha_tool"_s)));

    const AnswerBook fromEmpty = AnswerBook::fromJson({});
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

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestAnswerBook)
#include "tst_answerbook.moc"
