// SPDX-License-Identifier: MIT
// Tests JsonTextLocator: paths the validator reports map to the right line, column and text
// (nested arrays, quoted and escaped keys, duplicates, missing members → nearest parent), syntax
// errors are placed on the offending token, and the formatter keeps order and spelling.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "protocol/jsontextlocator.h"
#include "protocol/specvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

using Match = JsonTextLocator::Match;

class TestJsonTextLocator final : public QObject
{
    Q_OBJECT

private slots:
    void locate_data();
    void locate();
    void spanLineAndColumn();
    void keyRangeOfMembers();
    void containerMarksKeyOrBracket();
    void partialTextStillLocates();
    void everyValidatorIssueResolves();
    void syntaxError_data();
    void syntaxError();
    void syntaxErrorAgreesWithQt_data();
    void syntaxErrorAgreesWithQt();
    void syntaxErrorUtf8Offsets();
    void deepNesting();
    void formatted_data();
    void formatted();
    void formattedRoundTrips();
};

namespace {

// Text with the quirks the locator has to get right: nested arrays, keys that need quoting,
// escapes in keys and values, a duplicate key (the last wins), non-ASCII text before values.
QString sampleText()
{
    return u"{\n"                                              // 1
           "  \"systemPrompt\": \"You are \\\"nice\\\"\",\n"   // 2
           "  \"prompt\": \"Olá — ☃ 𝄞\", \"n\": -1.5e3,\n"     // 3
           "  \"tools\": [\n"                                  // 4
           "    {\"kind\": \"local\", \"name\": \"a b\"},\n"   // 5
           "    {\n"                                           // 6
           "      \"kind\": \"mcp_local\",\n"                  // 7
           "      \"tools\": [ [1, [2, 3]], {\"x\": null} ]\n" // 8
           "    }\n"                                           // 9
           "  ],\n"                                            // 10
           "  \"metadata\": {\"my key\": \"v1\", \"a\\\"b\": \"v2\","
           " \"tab\\tkey\": \"v3\", \"\\u00e9\": \"v4\"},\n" // 11
           "  \"dup\": 1,\n"                                 // 12
           "  \"dup\": [true, false],\n"                     // 13
           "  \"empty\": {}, \"none\": []\n"                 // 14
           "}\n"_s;
}

} // namespace

void TestJsonTextLocator::locate_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Match>("match");
    QTest::addColumn<QString>("foundPath");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("markText");

    QTest::newRow("root") << QString() << Match::Exact << QString() << 1 << u"{"_s;
    QTest::newRow("string with escapes") << u"systemPrompt"_s << Match::Exact << u"systemPrompt"_s
                                         << 2 << u"\"You are \\\"nice\\\"\""_s;
    QTest::newRow("non-ASCII value")
        << u"prompt"_s << Match::Exact << u"prompt"_s << 3 << u"\"Olá — ☃ 𝄞\""_s;
    QTest::newRow("after surrogates on the line")
        << u"n"_s << Match::Exact << u"n"_s << 3 << u"-1.5e3"_s;
    QTest::newRow("array") << u"tools"_s << Match::Exact << u"tools"_s << 4 << u"\"tools\""_s;
    QTest::newRow("element object")
        << u"tools[0]"_s << Match::Exact << u"tools[0]"_s << 5 << u"{"_s;
    QTest::newRow("member of element")
        << u"tools[0].name"_s << Match::Exact << u"tools[0].name"_s << 5 << u"\"a b\""_s;
    QTest::newRow("second element")
        << u"tools[1].kind"_s << Match::Exact << u"tools[1].kind"_s << 7 << u"\"mcp_local\""_s;
    QTest::newRow("nested arrays") << u"tools[1].tools[0][1][1]"_s << Match::Exact
                                   << u"tools[1].tools[0][1][1]"_s << 8 << u"3"_s;
    QTest::newRow("nested array itself")
        << u"tools[1].tools[0][1]"_s << Match::Exact << u"tools[1].tools[0][1]"_s << 8 << u"["_s;
    QTest::newRow("object in array")
        << u"tools[1].tools[1].x"_s << Match::Exact << u"tools[1].tools[1].x"_s << 8 << u"null"_s;
    QTest::newRow("quoted key") << u"metadata[\"my key\"]"_s << Match::Exact
                                << u"metadata[\"my key\"]"_s << 11 << u"\"v1\""_s;
    QTest::newRow("escaped quote in key") << u"metadata[\"a\\\"b\"]"_s << Match::Exact
                                          << u"metadata[\"a\\\"b\"]"_s << 11 << u"\"v2\""_s;
    QTest::newRow("escaped tab in key") << u"metadata[\"tab\\tkey\"]"_s << Match::Exact
                                        << u"metadata[\"tab\\tkey\"]"_s << 11 << u"\"v3\""_s;
    QTest::newRow("unicode escape in key")
        << u"metadata[\"é\"]"_s << Match::Exact << u"metadata[\"é\"]"_s << 11 << u"\"v4\""_s;
    QTest::newRow("duplicate key: the last wins")
        << u"dup"_s << Match::Exact << u"dup"_s << 13 << u"\"dup\""_s;
    QTest::newRow("into the last duplicate")
        << u"dup[1]"_s << Match::Exact << u"dup[1]"_s << 13 << u"false"_s;
    QTest::newRow("empty object") << u"empty"_s << Match::Exact << u"empty"_s << 14
                                  << u"\"empty\""_s;

    QTest::newRow("missing top-level member → root")
        << u"modelId"_s << Match::Parent << QString() << 1 << u"{"_s;
    QTest::newRow("missing member → its object (element: bracket)")
        << u"tools[0].description"_s << Match::Parent << u"tools[0]"_s << 5 << u"{"_s;
    QTest::newRow("missing member → its object (member: key)")
        << u"metadata.other"_s << Match::Parent << u"metadata"_s << 11 << u"\"metadata\""_s;
    QTest::newRow("index out of range → array")
        << u"tools[7].name"_s << Match::Parent << u"tools"_s << 4 << u"\"tools\""_s;
    QTest::newRow("missing deep inside → deepest ancestor")
        << u"tools[1].tools[1].x.y.z"_s << Match::Parent << u"tools[1].tools[1].x"_s << 8
        << u"null"_s;
    QTest::newRow("key into an array → the array")
        << u"none.key"_s << Match::Parent << u"none"_s << 14 << u"\"none\""_s;
    QTest::newRow("index into an object → the object")
        << u"empty[0]"_s << Match::Parent << u"empty"_s << 14 << u"\"empty\""_s;
    QTest::newRow("index into a scalar → the scalar")
        << u"prompt[0]"_s << Match::Parent << u"prompt"_s << 3 << u"\"Olá — ☃ 𝄞\""_s;
    QTest::newRow("malformed path") << u"tools[x"_s << Match::None << QString() << 0 << QString();
}

void TestJsonTextLocator::locate()
{
    QFETCH(QString, path);
    QFETCH(Match, match);
    QFETCH(QString, foundPath);
    QFETCH(int, line);
    QFETCH(QString, markText);

    const QString text = sampleText();
    const JsonTextLocator locator(text);
    QVERIFY(locator.isWellFormed());
    const JsonTextLocator::Location location = locator.locate(path);
    QCOMPARE(location.match, match);
    QCOMPARE(location.path, foundPath);
    if (match == Match::None) {
        QVERIFY(!location.mark.isValid());
        return;
    }
    QCOMPARE(location.mark.line, line);
    QCOMPARE(text.mid(location.mark.offset, location.mark.length), markText);
    // The line and column agree with the offset.
    const qsizetype lineStart =
        location.mark.offset == 0 ? 0 : text.lastIndexOf(u'\n', location.mark.offset - 1) + 1;
    QCOMPARE(location.mark.column, int(location.mark.offset - lineStart + 1));
    QCOMPARE(int(text.left(location.mark.offset).count(u'\n')) + 1, location.mark.line);
}

void TestJsonTextLocator::spanLineAndColumn()
{
    const QString text = u"{\n  \"a\": \"☃𝄞\", \"b\": 1\n}"_s;
    const JsonTextLocator locator(text);
    QCOMPARE(locator.lineCount(), 3);
    const TextSpan b = locator.locate(u"b").mark;
    // "𝄞" is two UTF-16 code units: columns count code units like QTextBlock positions.
    QCOMPARE(b.line, 2);
    QCOMPARE(b.column, int(text.indexOf(u"1\n"_s) - text.indexOf(u'\n')));
    QCOMPARE(text.mid(b.offset, b.length), u"1"_s);
    QCOMPARE(locator.span(0).line, 1);
    QCOMPARE(locator.span(0).column, 1);
    // Past the end is clamped to the end.
    const TextSpan end = locator.span(10000, 5);
    QCOMPARE(end.offset, text.size());
    QCOMPARE(end.length, 0);
    QCOMPARE(end.line, 3);
    QCOMPARE(end.column, 2);
}

void TestJsonTextLocator::keyRangeOfMembers()
{
    const QString text = u"{\"outer\": {\"inner\": [10, 20]}}"_s;
    const JsonTextLocator locator(text);
    const auto inner = locator.locate(u"outer.inner");
    QCOMPARE(text.mid(inner.key.offset, inner.key.length), u"\"inner\""_s);
    QCOMPARE(text.mid(inner.value.offset, inner.value.length), u"[10, 20]"_s);
    const auto element = locator.locate(u"outer.inner[1]");
    QVERIFY(!element.key.isValid());
    QCOMPARE(text.mid(element.value.offset, element.value.length), u"20"_s);
    const auto root = locator.locate(u"");
    QVERIFY(!root.key.isValid());
    QCOMPARE(root.value.length, text.size());
}

void TestJsonTextLocator::containerMarksKeyOrBracket()
{
    const QString text = u"[ {\"a\": {\"b\": [ ]}} ]"_s;
    const JsonTextLocator locator(text);
    QCOMPARE(text.mid(locator.locate(u"[0]").mark.offset, 1), u"{"_s);
    QCOMPARE(locator.locate(u"[0]").mark.length, 1);
    const auto b = locator.locate(u"[0].a.b");
    QCOMPARE(text.mid(b.mark.offset, b.mark.length), u"\"b\""_s);
    QCOMPARE(text.mid(b.value.offset, b.value.length), u"[ ]"_s);
}

void TestJsonTextLocator::partialTextStillLocates()
{
    // Cut mid-document: what was read before the cut still resolves.
    const QString text = u"{\n  \"prompt\": \"hi\",\n  \"tools\": [{\"name\": \"x\"}, {\"na"_s;
    const JsonTextLocator locator(text);
    QVERIFY(!locator.isWellFormed());
    QCOMPARE(locator.locate(u"prompt").match, Match::Exact);
    QCOMPARE(locator.locate(u"prompt").mark.line, 2);
    QCOMPARE(locator.locate(u"tools[0].name").match, Match::Exact);
    const auto missing = locator.locate(u"tools[1].name");
    QCOMPARE(missing.match, Match::Parent);
    QCOMPARE(missing.path, u"tools[1]"_s);
    QVERIFY(!JsonTextLocator(QString()).locate(u"").mark.isValid());
}

void TestJsonTextLocator::everyValidatorIssueResolves()
{
    // A spec with many validator issues: each path resolves to a mark on the line that holds
    // the offending value (or its nearest parent).
    const QString text =
        u"{\n"
        "  \"prompt\": \"hi\",\n"
        "  \"messages\": [],\n"
        "  \"tools\": [\n"
        "    {\"kind\": \"local\", \"name\": \"bad name!\"},\n"
        "    {\"kind\": \"warp\"},\n"
        "    {\"kind\": \"mcp_local\", \"name\": \"m\", \"tools\": [{\"name\": 5}]}\n"
        "  ],\n"
        "  \"reasoningLevel\": \"extreme\",\n"
        "  \"budgets\": {\"maxToolTurns\": -1},\n"
        "  \"metadata\": {\"k k\": 1}\n"
        "}\n"_s;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    QVERIFY(document.isObject());
    const QList<SpecIssue> issues = SpecValidator::validate(document.object());
    QVERIFY2(issues.size() >= 6, QByteArray::number(issues.size()).constData());
    const JsonTextLocator locator(text);
    for (const SpecIssue& issue : issues) {
        const auto location = locator.locate(issue.path);
        QVERIFY2(location.match != Match::None, qPrintable(issue.path));
        QVERIFY(location.mark.isValid());
        if (location.match == Match::Exact) {
            // The value the locator found is the value the path names.
            const QJsonValue expected = JsonPath::valueAt(document.object(), issue.path);
            const QString valueText = text.mid(location.value.offset, location.value.length);
            const QJsonDocument wrapped =
                QJsonDocument::fromJson(u"[%1]"_s.arg(valueText).toUtf8());
            QVERIFY2(wrapped.isArray(), qPrintable(valueText));
            QCOMPARE(wrapped.array().at(0), expected);
        }
        if (issue.path.startsWith(u"tools[0]"))
            QCOMPARE(location.mark.line, 5);
        if (issue.path.startsWith(u"tools[1]"))
            QCOMPARE(location.mark.line, 6);
        if (issue.path.startsWith(u"reasoningLevel"))
            QCOMPARE(location.mark.line, 9);
        if (issue.path.startsWith(u"budgets"))
            QCOMPARE(location.mark.line, 10);
    }
}

void TestJsonTextLocator::syntaxError_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty") << QString() << 1 << 1 << QString() << u"object"_s;
    QTest::newRow("only whitespace") << u"  \n "_s << 2 << 2 << QString() << u"object"_s;
    QTest::newRow("bad literal on its own line")
        << u"{\n  \"a\": tru\n}"_s << 2 << 8 << u"tru"_s << u"value"_s;
    QTest::newRow("missing comma: the next key")
        << u"{\n  \"a\": 1\n  \"b\": 2\n}"_s << 3 << 3 << u"\"b\""_s << u"','"_s;
    QTest::newRow("trailing comma") << u"{\"a\": 1,}"_s << 1 << 9 << u"}"_s << u"key"_s;
    QTest::newRow("missing value") << u"{\"a\": }"_s << 1 << 7 << u"}"_s << u"value"_s;
    QTest::newRow("missing colon") << u"{\"a\" 1}"_s << 1 << 6 << u"1"_s << u"':'"_s;
    QTest::newRow("key not a string") << u"{a: 1}"_s << 1 << 2 << u"a"_s << u"key"_s;
    QTest::newRow("unterminated string: from its quote")
        << u"{\"a\": [\n  \"never closed\n]}"_s << 2 << 3 << u"\"never closed"_s << u"closing"_s;
    QTest::newRow("unterminated array: at the end")
        << u"[1, 2"_s << 1 << 6 << QString() << u"']'"_s;
    QTest::newRow("leading zero") << u"{\"a\": 01}"_s << 1 << 7 << u"01"_s << u"number"_s;
    QTest::newRow("bare minus") << u"{\"a\": -}"_s << 1 << 7 << u"-"_s << u"number"_s;
    QTest::newRow("exponent without digits")
        << u"{\"a\": 1e}"_s << 1 << 7 << u"1e"_s << u"number"_s;
    QTest::newRow("bad unicode escape")
        << u"{\"a\": \"\\u12x4\"}"_s << 1 << 8 << u"\\u12"_s << u"hexadecimal"_s;
    QTest::newRow("garbage after the document")
        << u"{\"a\": 1}\n}"_s << 2 << 1 << u"}"_s << u"end"_s;
    QTest::newRow("top-level scalar") << u"\"spec\""_s << 1 << 1 << u"\"spec\""_s << u"object"_s;
    QTest::newRow("after non-ASCII") << u"{\"é☃𝄞\": x}"_s << 1 << 10 << u"x"_s << u"value"_s;
}

void TestJsonTextLocator::syntaxError()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, token);
    QFETCH(QString, expected);

    std::optional<JsonTextLocator::SyntaxError> error;
    const QJsonDocument document = JsonTextLocator::parse(text, &error);
    QVERIFY(document.isNull());
    QVERIFY(error.has_value());
    QVERIFY(error->error != QJsonParseError::NoError);
    QVERIFY(!error->message.isEmpty());
    QCOMPARE(error->span.line, line);
    QCOMPARE(error->span.column, column);
    QCOMPARE(text.mid(error->span.offset, error->span.length), token);
    QVERIFY2(error->expected.contains(expected), qPrintable(error->expected));
    QVERIFY(!JsonTextLocator(text).isWellFormed());
    QVERIFY(!JsonTextLocator::formatted(text).has_value());
}

void TestJsonTextLocator::syntaxErrorAgreesWithQt_data()
{
    QTest::addColumn<QString>("text");
    // QJsonDocument is lenient in places; the locator must not call these malformed, or its
    // error position would disagree with a document that parsed.
    QTest::newRow("raw newline in a string") << u"{\"a\": \"x\ny\"}"_s;
    QTest::newRow("raw tab in a string") << u"{\"a\": \"x\ty\"}"_s;
    QTest::newRow("unknown escape") << u"{\"a\": \"\\x\"}"_s;
    QTest::newRow("number ending in a dot") << u"{\"a\": 1.}"_s;
    QTest::newRow("lone surrogate escape") << u"{\"a\": \"\\ud800\"}"_s;
    QTest::newRow("whitespace everywhere") << u" \r\n\t[ 1 ,\r\n 2 ] \n"_s;
    QTest::newRow("every literal") << u"[true,false,null,-0,0.5,1E+2,1e-2,\"\"]"_s;
}

void TestJsonTextLocator::syntaxErrorAgreesWithQt()
{
    QFETCH(QString, text);
    QJsonParseError parseError;
    QJsonDocument::fromJson(text.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(JsonTextLocator(text).isWellFormed());
    std::optional<JsonTextLocator::SyntaxError> error;
    QVERIFY(!JsonTextLocator::parse(text, &error).isNull());
    QVERIFY(!error.has_value());
}

void TestJsonTextLocator::syntaxErrorUtf8Offsets()
{
    // When Qt reports an error the locator's scan did not see, Qt's byte offset is converted to
    // a UTF-16 position (the error is built by hand: no text makes Qt alone fail on purpose).
    const QString text = u"{\"é☃𝄞\": 1, \"b\": 2}"_s;
    const JsonTextLocator locator(text);
    QVERIFY(locator.isWellFormed());
    QJsonParseError qtError;
    qtError.error = QJsonParseError::IllegalValue;
    // Bytes: { " é(2) ☃(3) 𝄞(4) " : space 1 → '1' is at byte 14, UTF-16 index 9.
    qtError.offset = 14;
    const JsonTextLocator::SyntaxError error = locator.syntaxError(qtError);
    QCOMPARE(error.span.offset, 9);
    QCOMPARE(text.mid(error.span.offset, error.span.length), u"1"_s);
    QCOMPARE(error.span.column, 10);
    QCOMPARE(error.message, qtError.errorString());
    QVERIFY(error.expected.isEmpty()); // only Qt saw it
    // Past the end: the last character.
    qtError.offset = 1000;
    QCOMPARE(locator.syntaxError(qtError).span.offset, text.size() - 1);
}

void TestJsonTextLocator::deepNesting()
{
    // 800 levels: as deep as QJsonDocument goes (its limit is 1024).
    QString deep;
    for (int i = 0; i < 400; ++i)
        deep += u"{\"a\": ["_s;
    deep += u"42"_s;
    for (int i = 0; i < 400; ++i)
        deep += u"]}"_s;
    QVERIFY(QJsonDocument::fromJson(deep.toUtf8()).isObject());
    const JsonTextLocator locator(deep);
    QVERIFY(locator.isWellFormed());
    QString path;
    for (int i = 0; i < 400; ++i)
        path = JsonPath::index(JsonPath::key(path, u"a"_s), 0);
    const auto location = locator.locate(path);
    QCOMPARE(location.match, Match::Exact);
    QCOMPARE(deep.mid(location.mark.offset, location.mark.length), u"42"_s);

    // Beyond any sane depth the scan stops with an error instead of overflowing the stack.
    const QString tooDeep = QString(5000, u'[') + QString(5000, u']');
    QVERIFY(!JsonTextLocator(tooDeep).isWellFormed());
}

void TestJsonTextLocator::formatted_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("indent");
    QTest::addColumn<QString>("expected");

    QTest::newRow("keeps key order and spelling")
        << u"{\"z\":1.50,\"a\":\"\\u00e9\\n\",\"m\":1e3}"_s << 2
        << u"{\n  \"z\": 1.50,\n  \"a\": \"\\u00e9\\n\",\n  \"m\": 1e3\n}\n"_s;
    QTest::newRow("empty containers")
        << u"{ \"o\" : { } , \"a\" : [ ] }"_s << 2 << u"{\n  \"o\": {},\n  \"a\": []\n}\n"_s;
    QTest::newRow("short scalar array on one line")
        << u"{\"required\":[\"a\",\"b\",3,true,null]}"_s << 2
        << u"{\n  \"required\": [\"a\", \"b\", 3, true, null]\n}\n"_s;
    QTest::newRow("array of objects")
        << u"[{\"a\":1},{\"b\":{\"c\":2}},{}]"_s << 2
        << u"[\n  {\"a\": 1},\n  {\n    \"b\": {\"c\": 2}\n  },\n  {}\n]\n"_s;
    QTest::newRow("the document itself never on one line")
        << u"{\"a\":1}"_s << 2 << u"{\n  \"a\": 1\n}\n"_s;
    QTest::newRow("four spaces") << u"{\"a\":[[1]]}"_s << 4
                                 << u"{\n    \"a\": [\n        [1]\n    ]\n}\n"_s;
    const QString longItem = QString(40, u'x');
    QTest::newRow("long object breaks")
        << u"[{\"k\":\"%1\",\"l\":\"%1\"}]"_s.arg(longItem) << 2
        << u"[\n  {\n    \"k\": \"%1\",\n    \"l\": \"%1\"\n  }\n]\n"_s.arg(longItem);
    QTest::newRow("long scalar array breaks") << u"[\"%1\",\"%1\"]"_s.arg(longItem) << 2
                                              << u"[\n  \"%1\",\n  \"%1\"\n]\n"_s.arg(longItem);
}

void TestJsonTextLocator::formatted()
{
    QFETCH(QString, input);
    QFETCH(int, indent);
    QFETCH(QString, expected);
    const std::optional<QString> out = JsonTextLocator::formatted(input, indent);
    QVERIFY(out.has_value());
    QCOMPARE(*out, expected);
    // Formatting is idempotent.
    QCOMPARE(*JsonTextLocator::formatted(*out, indent), expected);
}

void TestJsonTextLocator::formattedRoundTrips()
{
    const QString text = sampleText();
    const std::optional<QString> out = JsonTextLocator::formatted(text);
    QVERIFY(out.has_value());
    QCOMPARE(QJsonDocument::fromJson(out->toUtf8()), QJsonDocument::fromJson(text.toUtf8()));
    // Paths still resolve after formatting (the key spellings were kept).
    const JsonTextLocator locator(*out);
    QCOMPARE(locator.locate(u"metadata[\"a\\\"b\"]").match, Match::Exact);
    QCOMPARE(locator.locate(u"tools[1].tools[0][1][1]").match, Match::Exact);
}

QTEST_GUILESS_MAIN(TestJsonTextLocator)
#include "tst_jsontextlocator.moc"
