// SPDX-License-Identifier: MIT
// Tests ToolResultValidator: every rule of the tool-result POST body (wire-protocol.md §5) fails
// once with its exact id, path and severity, and every size limit passes at its edge.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "protocol/jsonpath.h"
#include "protocol/toolresultvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

using Severity = Severity;

// Declared before any raw string literal: moc (6.4) does not understand raw strings.
class TestToolResultValidator final : public QObject
{
    Q_OBJECT

private slots:
    void failingCase_data();
    void failingCase();
    void passingEdge_data();
    void passingEdge();
    void everyRuleHasAFailingCase();
    void reportsEveryIssueAtOnce();
    void documentOverloads();
};

namespace {

constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;

QJsonObject object(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("bad test JSON (%s): %s", qPrintable(error.errorString()), json);
    return document.object();
}

QJsonObject result(const QJsonValue& text)
{
    return QJsonObject{{u"toolUseId"_s, u"tu_1"_s}, {u"result"_s, text}};
}

QJsonObject failure(const QJsonValue& text)
{
    return QJsonObject{{u"toolUseId"_s, u"tu_1"_s}, {u"error"_s, text}};
}

QJsonObject withFiles(QJsonObject body, const QJsonValue& files)
{
    body.insert(u"files"_s, files);
    return body;
}

QJsonObject file(qint64 bytes, const QString& mimeType = u"image/png"_s)
{
    return QJsonObject{{u"filename"_s, u"chart.png"_s},
                       {u"mimeType"_s, mimeType},
                       {u"data"_s, QString::fromLatin1(QByteArray(bytes, 'x').toBase64())}};
}

// A result body with one file built from fileJson.
QJsonObject withFile(const char* fileJson)
{
    return withFiles(result(u"ok"_s), QJsonArray{object(fileJson)});
}

QJsonArray files(qsizetype count, qint64 bytesEach)
{
    QJsonArray result;
    for (qsizetype i = 0; i < count; ++i)
        result.append(file(bytesEach));
    return result;
}

QString text(qsizetype n, const QString& unit = u"a"_s)
{
    return unit.repeated(n);
}

QString dump(const QList<SpecIssue>& issues)
{
    QStringList lines;
    for (const SpecIssue& issue : issues) {
        lines.append(u"  %1 %2 at '%3': %4"_s.arg(issue.severity == Severity::Error ? u"error"_s
                                                                                    : u"warning"_s,
                                                  issue.rule, issue.path, issue.message));
    }
    return lines.join(u'\n');
}

struct FailCase
{
    QByteArray tag;
    QJsonObject body;
    QString rule;
    QString path;
    Severity severity = Severity::Error;
    QString mention;
    QByteArray json; // when set, validateJson(json) instead of validate(body)
};

QList<FailCase> failCases()
{
    QList<FailCase> c;
    const auto add = [&c](const char* tag, const QJsonObject& body, const char* rule,
                          const QString& path, Severity severity = Severity::Error,
                          const QString& mention = QString()) {
        c.append(FailCase{tag, body, QString::fromLatin1(rule), path, severity, mention, {}});
    };
    c.append(FailCase{"malformed JSON", {}, u"toolResult.json"_s, QString(), E, QString(), "{"});
    c.append(FailCase{"array body", {}, u"toolResult.type"_s, QString(), E, QString(), "[]"});
    add("unknown field", object(R"({"toolUseId": "tu_1", "result": "ok", "status": "done"})"),
        "toolResult.unknownField", u"status"_s, W);
    add("toolUseId missing", object(R"({"result": "ok"})"), "toolResult.toolUseId.required",
        u"toolUseId"_s);
    add("toolUseId number", object(R"({"toolUseId": 5, "result": "ok"})"),
        "toolResult.toolUseId.required", u"toolUseId"_s);
    add("toolUseId empty", object(R"({"toolUseId": "", "result": "ok"})"),
        "toolResult.toolUseId.required", u"toolUseId"_s);
    add("neither result nor error", object(R"({"toolUseId": "tu_1"})"),
        "toolResult.outcome.required", u"result"_s);
    add("result and error", object(R"({"toolUseId": "tu_1", "result": "ok", "error": "no"})"),
        "toolResult.outcome.exclusive", u"error"_s);
    add("result number", result(5), "toolResult.result.type", u"result"_s);
    add("result null", result(QJsonValue::Null), "toolResult.result.type", u"result"_s);
    add("result object", object(R"({"toolUseId": "tu_1", "result": {"content": []}})"),
        "toolResult.result.type", u"result"_s);
    add("result 2 MB + 1 byte", result(text(2 * 1024 * 1024 + 1)), "toolResult.result.size",
        u"result"_s, E, u"2097152"_s);
    add("result 2 MB + 2 bytes of two-byte characters", result(text(1024 * 1024 + 1, u"\u00e9"_s)),
        "toolResult.result.size", u"result"_s, E, u"2097154"_s);
    add("result 2 MB + 4 bytes of emoji", result(text(512 * 1024 + 1, u"\U0001F600"_s)),
        "toolResult.result.size", u"result"_s, E, u"2097156"_s);
    add("error number", failure(5), "toolResult.error.type", u"error"_s);
    add("error 8 KB + 1 byte", failure(text(8 * 1024 + 1)), "toolResult.error.size", u"error"_s, E,
        u"8192"_s);
    add("error 4097 three-byte characters", failure(text(4097, u"\u20ac"_s)),
        "toolResult.error.size", u"error"_s, E, u"12291"_s);
    add("files with error", withFiles(failure(u"failed"_s), QJsonArray{file(3)}),
        "toolResult.files.ignored", u"files"_s, W, u"ignored"_s);
    add("files object", withFiles(result(u"ok"_s), QJsonObject()), "toolResult.files.type",
        u"files"_s);
    add("21 files", withFiles(result(u"ok"_s), files(21, 3)), "toolResult.files.count", u"files"_s,
        E, u"20"_s);
    add("files 5 MB + 1", withFiles(result(u"ok"_s), QJsonArray{file(5 * 1024 * 1024 + 1)}),
        "toolResult.files.size", u"files[0].data"_s, E, u"5242880"_s);
    add("files over 5 MB combined",
        withFiles(result(u"ok"_s),
                  QJsonArray{file(4 * 1024 * 1024), file(1024 * 1024), file(1), file(1)}),
        "toolResult.files.size", u"files[2].data"_s, E, u"5242882"_s);
    add("file not an object", withFiles(result(u"ok"_s), QJsonArray{u"chart.png"_s}),
        "toolResult.file.object", u"files[0]"_s);
    add("file unknown field",
        withFile(R"({"filename": "a.png", "mimeType": "image/png", "data": "YQ==", "size": 1})"),
        "toolResult.file.unknownField", u"files[0].size"_s, W);
    add("file without filename", withFile(R"({"mimeType": "image/png", "data": "YQ=="})"),
        "toolResult.file.filename.required", u"files[0].filename"_s);
    add("file empty filename",
        withFile(R"({"filename": "", "mimeType": "image/png", "data": "YQ=="})"),
        "toolResult.file.filename.required", u"files[0].filename"_s);
    add("file without mimeType", withFile(R"({"filename": "a.png", "data": "YQ=="})"),
        "toolResult.file.mimeType.required", u"files[0].mimeType"_s);
    add("file unlisted mimeType",
        withFile(R"({"filename": "a.zip", "mimeType": "application/zip", "data": "YQ=="})"),
        "toolResult.file.mimeType.unlisted", u"files[0].mimeType"_s, W, u"may be rejected"_s);
    add("file without data", withFile(R"({"filename": "a.png", "mimeType": "image/png"})"),
        "toolResult.file.data.required", u"files[0].data"_s);
    add("file data number",
        withFile(R"({"filename": "a.png", "mimeType": "image/png", "data": 5})"),
        "toolResult.file.data.required", u"files[0].data"_s);
    add("file data URL", withFile(R"({"filename": "a.png", "mimeType": "image/png",
                     "data": "data:image/png;base64,YQ=="})"),
        "toolResult.file.data.dataUrl", u"files[0].data"_s);
    add("file data not base64",
        withFile(R"({"filename": "a.png", "mimeType": "image/png", "data": "not base64!"})"),
        "toolResult.file.data.base64", u"files[0].data"_s);
    return c;
}

struct PassCase
{
    QByteArray tag;
    QJsonObject body;
};

QList<PassCase> passCases()
{
    return {
        {"result", result(u"42"_s)},
        {"empty result", result(QString())},
        {"error", failure(u"Timed out"_s)},
        {"result exactly 2 MB", result(text(2 * 1024 * 1024))},
        {"result 2 MB of two-byte characters", result(text(1024 * 1024, u"\u00e9"_s))},
        {"result 2 MB of emoji", result(text(512 * 1024, u"\U0001F600"_s))},
        {"error exactly 8 KB", failure(text(8 * 1024))},
        {"error 8 KB of two-byte characters", failure(text(4096, u"\u00e9"_s))},
        {"no files", withFiles(result(u"ok"_s), QJsonArray())},
        {"20 files", withFiles(result(u"ok"_s), files(20, 3))},
        {"files exactly 5 MB",
         withFiles(result(u"ok"_s), QJsonArray{file(4 * 1024 * 1024), file(1024 * 1024)})},
        {"allowed MIME types",
         withFiles(result(u"ok"_s),
                   QJsonArray{file(1, u"application/pdf"_s), file(1, u"text/csv"_s),
                              file(1, u"Image/JPEG"_s), file(1, u"text/plain; charset=utf-8"_s),
                              file(0, u"application/json"_s)})},
    };
}

QList<SpecIssue> run(const FailCase& c)
{
    return c.json.isEmpty() ? ToolResultValidator::validate(c.body)
                            : ToolResultValidator::validateJson(c.json);
}

} // namespace

void TestToolResultValidator::failingCase_data()
{
    QTest::addColumn<int>("index");
    const QList<FailCase> cases = failCases();
    for (int i = 0; i < cases.size(); ++i)
        QTest::newRow(cases.at(i).tag.constData()) << i;
}

void TestToolResultValidator::failingCase()
{
    QFETCH(int, index);
    static const QList<FailCase> cases = failCases();
    const FailCase& c = cases.at(index);
    const QList<SpecIssue> issues = run(c);
    if (issues.size() != 1) {
        QFAIL(qPrintable(u"expected exactly one issue (%1 at '%2'), got %3:\n%4"_s.arg(
            c.rule, c.path, QString::number(issues.size()), dump(issues))));
    }
    const SpecIssue& issue = issues.first();
    QCOMPARE(issue.rule, c.rule);
    QCOMPARE(issue.path, c.path);
    QCOMPARE(issue.severity, c.severity);
    QCOMPARE(hasErrors(issues), c.severity == Severity::Error);
    QVERIFY(!issue.message.isEmpty());
    if (!c.mention.isEmpty()) {
        QVERIFY2(issue.message.contains(c.mention),
                 qPrintable(u"message '%1' does not mention '%2'"_s.arg(issue.message, c.mention)));
    }
    QVERIFY(JsonPath::split(issue.path).has_value());
}

void TestToolResultValidator::passingEdge_data()
{
    QTest::addColumn<int>("index");
    const QList<PassCase> cases = passCases();
    for (int i = 0; i < cases.size(); ++i)
        QTest::newRow(cases.at(i).tag.constData()) << i;
}

void TestToolResultValidator::passingEdge()
{
    QFETCH(int, index);
    static const QList<PassCase> cases = passCases();
    const QList<SpecIssue> issues = ToolResultValidator::validate(cases.at(index).body);
    QVERIFY2(issues.isEmpty(), qPrintable(u"unexpected issues:\n"_s + dump(issues)));
}

void TestToolResultValidator::everyRuleHasAFailingCase()
{
    QSet<QString> covered;
    for (const FailCase& c : failCases())
        covered.insert(c.rule);
    const QStringList ids = ToolResultValidator::ruleIds();
    QStringList missing;
    for (const QString& id : ids) {
        if (!covered.contains(id))
            missing.append(id);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"rules without a failing case: "_s + missing.join(u", "_s)));
    const QSet<QString> listed(ids.cbegin(), ids.cend());
    QCOMPARE(listed.size(), ids.size());
    for (const QString& rule : std::as_const(covered))
        QVERIFY2(listed.contains(rule), qPrintable(rule));
}

void TestToolResultValidator::reportsEveryIssueAtOnce()
{
    const QJsonObject body = object(R"({
        "toolUseId": "",
        "result": 5,
        "error": "both",
        "files": [{"filename": "a.png", "mimeType": "image/png", "data": "???"}, 3],
        "extra": true
    })");
    QList<std::pair<QString, QString>> actual;
    for (const SpecIssue& issue : ToolResultValidator::validate(body))
        actual.append({issue.rule, issue.path});
    const QList<std::pair<QString, QString>> expected = {
        {u"toolResult.unknownField"_s, u"extra"_s},
        {u"toolResult.toolUseId.required"_s, u"toolUseId"_s},
        {u"toolResult.outcome.exclusive"_s, u"error"_s},
        {u"toolResult.result.type"_s, u"result"_s},
        {u"toolResult.file.data.base64"_s, u"files[0].data"_s},
        {u"toolResult.file.object"_s, u"files[1]"_s},
    };
    QCOMPARE(actual, expected);
}

void TestToolResultValidator::documentOverloads()
{
    QCOMPARE(ToolResultValidator::validate(QJsonDocument(result(u"ok"_s))).size(), 0);
    QCOMPARE(ToolResultValidator::validate(QJsonDocument()).first().rule, u"toolResult.type"_s);
    QCOMPARE(ToolResultValidator::validateJson(R"({"toolUseId": "t", "error": "x"})").size(), 0);
    const QList<SpecIssue> broken = ToolResultValidator::validateJson("{\"toolUseId\": }");
    QCOMPARE(broken.size(), 1);
    QCOMPARE(broken.first().rule, u"toolResult.json"_s);
    QCOMPARE(broken.first().path, QString());
}

QTEST_GUILESS_MAIN(TestToolResultValidator)
#include "tst_toolresultvalidator.moc"
