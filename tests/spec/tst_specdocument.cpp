// SPDX-License-Identifier: MIT
// Tests SpecDocument: field edits by JsonPath (parents made and pruned, arrays, quoted keys,
// paths that do not fit), unknown fields surviving every edit, change/reset/issue signals only
// when something changed, issue lookup by path, validation modes, and the tools' model-facing
// names.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include "spec/specdocument.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QStringList rulesOf(const QList<SpecIssue>& issues)
{
    QStringList rules;
    for (const SpecIssue& issue : issues)
        rules << issue.rule;
    return rules;
}

} // namespace

class TestSpecDocument final : public QObject
{
    Q_OBJECT

private slots:
    void startsEmptyWithErrors();
    void setValueMakesAndPrunesParents();
    void removeKeepsParentsThatWereThere();
    void emptyObjectSetOnPurposeStays();
    void arraysAndQuotedKeys();
    void pathsThatDoNotFit();
    void noSignalWithoutChange();
    void unknownFieldsSurvive();
    void setSpecResets();
    void issuesFollowEdits();
    void issuesAt();
    void modeRevalidates();
    void toolsAndNames();
};

void TestSpecDocument::startsEmptyWithErrors()
{
    SpecDocument doc;
    QVERIFY(doc.spec().isEmpty());
    QVERIFY(doc.hasErrors());
    const QStringList rules = rulesOf(doc.issues());
    QVERIFY(rules.contains(u"systemPrompt.required"_s));
    QVERIFY(rules.contains(u"input.required"_s));
    QCOMPARE(doc.mode(), SpecValidator::Mode::Run);
}

void TestSpecDocument::setValueMakesAndPrunesParents()
{
    SpecDocument doc;
    QSignalSpy changed(&doc, &SpecDocument::changed);
    QVERIFY(doc.setValue(u"budgets.maxToolTurns"_s, 8));
    QCOMPARE(doc.spec(), parse(R"({"budgets": {"maxToolTurns": 8}})"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), u"budgets.maxToolTurns"_s);
    QCOMPARE(doc.value(u"budgets.maxToolTurns"_s).toInt(), 8);
    QVERIFY(doc.contains(u"budgets"_s));

    // Two levels deep, then removed again: both made parents go.
    QVERIFY(doc.setValue(u"supervisor.reasoningTrigger.chars"_s, 4000));
    QCOMPARE(doc.value(u"supervisor"_s).toObject(),
             parse(R"({"reasoningTrigger": {"chars": 4000}})"));
    QVERIFY(doc.remove(u"supervisor.reasoningTrigger.chars"_s));
    QVERIFY(!doc.contains(u"supervisor"_s));
    QVERIFY(doc.remove(u"budgets.maxToolTurns"_s));
    QVERIFY(doc.spec().isEmpty());
    QCOMPARE(changed.size(), 4);
    QCOMPARE(changed.last().at(0).toString(), u"budgets.maxToolTurns"_s);
}

void TestSpecDocument::removeKeepsParentsThatWereThere()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"supervisor": {"interval": 5}, "budgets": {"maxToolTurns": 3}})"));
    QVERIFY(doc.remove(u"supervisor.interval"_s));
    // `supervisor: {}` enables the judge: it must not vanish with its last member.
    QCOMPARE(doc.value(u"supervisor"_s), QJsonValue(QJsonObject()));
    QVERIFY(doc.remove(u"budgets.maxToolTurns"_s));
    QCOMPARE(doc.value(u"budgets"_s), QJsonValue(QJsonObject()));
}

void TestSpecDocument::emptyObjectSetOnPurposeStays()
{
    SpecDocument doc;
    QVERIFY(doc.setValue(u"toolBudgets"_s, QJsonObject()));
    QVERIFY(doc.setValue(u"toolBudgets.recall.maxCalls"_s, 2));
    QVERIFY(doc.remove(u"toolBudgets.recall.maxCalls"_s));
    // recall was made by the edit and goes; toolBudgets was set and stays (a clean slate).
    QCOMPARE(doc.value(u"toolBudgets"_s), QJsonValue(QJsonObject()));
}

void TestSpecDocument::arraysAndQuotedKeys()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"messages": [{"role": "user", "content": "a"},
                                       {"role": "assistant", "content": "b"},
                                       {"role": "user", "content": "c"}]})"));
    QVERIFY(doc.setValue(u"messages[1].content"_s, u"B"_s));
    QCOMPARE(doc.value(u"messages[1].content"_s).toString(), u"B"_s);
    QVERIFY(doc.setValue(u"messages[2]"_s, QJsonObject{{u"role"_s, u"user"_s}}));
    QCOMPARE(doc.value(u"messages[2]"_s).toObject().size(), 1);
    QVERIFY(doc.remove(u"messages[0]"_s));
    QCOMPARE(doc.value(u"messages"_s).toArray().size(), 2);
    QCOMPARE(doc.value(u"messages[0].content"_s).toString(), u"B"_s);

    QVERIFY(doc.setValue(u"metadata[\"odd key\"]"_s, u"v"_s));
    QCOMPARE(doc.value(u"metadata"_s).toObject(), parse(R"({"odd key": "v"})"));
    QVERIFY(doc.setValue(u"metadata.plain"_s, u"w"_s));
    QCOMPARE(doc.value(u"metadata[\"plain\"]"_s).toString(), u"w"_s);
}

void TestSpecDocument::pathsThatDoNotFit()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"loopDetection": false, "tools": [{"kind": "local", "name": "a"}]})"));
    const QJsonObject before = doc.spec();
    QSignalSpy changed(&doc, &SpecDocument::changed);
    QVERIFY(!doc.setValue(u"loopDetection.consecutiveThreshold"_s, 3)); // parent is `false`
    QVERIFY(!doc.setValue(u"tools[1].name"_s, u"b"_s));                 // index out of range
    QVERIFY(!doc.setValue(u"tools.name"_s, u"b"_s));                    // an array, not object
    QVERIFY(!doc.setValue(u"tools[0"_s, 1));                            // malformed path
    QVERIFY(!doc.setValue(QString(), 1));                               // the root is an object
    QCOMPARE(doc.spec(), before);
    QCOMPARE(changed.size(), 0);
    // Removing what is not there is fine and changes nothing.
    QVERIFY(doc.remove(u"plan.steps"_s));
    QCOMPARE(changed.size(), 0);
    QVERIFY(!doc.contains(u"plan"_s));
}

void TestSpecDocument::noSignalWithoutChange()
{
    SpecDocument doc;
    QVERIFY(doc.setValue(u"name"_s, u"x"_s));
    QSignalSpy changed(&doc, &SpecDocument::changed);
    QSignalSpy issues(&doc, &SpecDocument::issuesChanged);
    QVERIFY(doc.setValue(u"name"_s, u"x"_s));
    QCOMPARE(changed.size(), 0);
    QCOMPARE(issues.size(), 0);
    // A change that leaves the issues as they were emits changed() but not issuesChanged().
    QVERIFY(doc.setValue(u"name"_s, u"y"_s));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(issues.size(), 0);
}

void TestSpecDocument::unknownFieldsSurvive()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"systemPrompt": "s", "prompt": "p",
                          "x-custom": {"nested": [1, 2]},
                          "supervisor": {"interval": 4, "x-judge": "keep"}})"));
    QVERIFY(doc.setValue(u"supervisor.interval"_s, 7));
    QVERIFY(doc.setValue(u"prompt"_s, u"q"_s));
    QVERIFY(doc.remove(u"supervisor.interval"_s));
    QCOMPARE(doc.value(u"[\"x-custom\"]"_s).toObject(), parse(R"({"nested": [1, 2]})"));
    QCOMPARE(doc.value(u"supervisor"_s).toObject(), parse(R"({"x-judge": "keep"})"));
    // Reported as warnings, never dropped.
    QVERIFY(!doc.hasErrors());
    QCOMPARE(rulesOf(doc.issuesAt(u"[\"x-custom\"]"_s)), QStringList{u"spec.unknownField"_s});
    QCOMPARE(rulesOf(doc.issuesAt(u"supervisor[\"x-judge\"]"_s)),
             QStringList{u"supervisor.unknownField"_s});
}

void TestSpecDocument::setSpecResets()
{
    SpecDocument doc;
    QSignalSpy reset(&doc, &SpecDocument::reset);
    QSignalSpy changed(&doc, &SpecDocument::changed);
    QSignalSpy issues(&doc, &SpecDocument::issuesChanged);
    const QJsonObject spec = parse(R"({"systemPrompt": "s", "prompt": "p"})");
    doc.setSpec(spec);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(issues.size(), 1);
    QCOMPARE(doc.spec(), spec);
    QVERIFY(doc.issues().isEmpty());
    QVERIFY(!doc.hasErrors());
    // The whole document through setValue("") replaces it too.
    QVERIFY(doc.setValue(QString(), QJsonObject{{u"prompt"_s, u"only"_s}}));
    QCOMPARE(reset.size(), 2);
    QVERIFY(doc.hasErrors());
}

void TestSpecDocument::issuesFollowEdits()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"systemPrompt": "s", "prompt": "p"})"));
    QSignalSpy issues(&doc, &SpecDocument::issuesChanged);
    QVERIFY(doc.setValue(u"reasoningLevel"_s, 101));
    QCOMPARE(issues.size(), 1);
    QVERIFY(doc.hasErrors());
    QCOMPARE(rulesOf(doc.issues()), QStringList{u"reasoningLevel.range"_s});
    QVERIFY(doc.setValue(u"reasoningLevel"_s, 80));
    QCOMPARE(issues.size(), 2);
    QVERIFY(doc.issues().isEmpty());
    // A warning alone does not make errors.
    QVERIFY(doc.setValue(u"budgets.maxToolTurns"_s, 500));
    QCOMPARE(rulesOf(doc.issues()), QStringList{u"budgets.maxToolTurns.high"_s});
    QVERIFY(!doc.hasErrors());
}

void TestSpecDocument::issuesAt()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"systemPrompt": "s", "prompt": "p",
        "tools": [{"kind": "local", "name": "ok"}, {"kind": "local", "name": "bad name"}],
        "metadata": {"bad key!": "v"}})"));
    QCOMPARE(rulesOf(doc.issuesAt(u"tools[1].name"_s)), QStringList{u"tool.name.pattern"_s});
    QVERIFY(doc.issuesAt(u"tools[1]"_s).isEmpty());
    QCOMPARE(rulesOf(doc.issuesAt(u"tools[1]"_s, true)), QStringList{u"tool.name.pattern"_s});
    QCOMPARE(doc.issuesAt(u"tools"_s, true).size(), 1);
    QVERIFY(doc.issuesAt(u"tools[0]"_s, true).isEmpty());
    // "tools[1]" is not a prefix match of "tools[10]"-like paths, nor "metadata" of "metadataX".
    QCOMPARE(rulesOf(doc.issuesAt(u"metadata"_s, true)), QStringList{u"metadata.key.pattern"_s});
    QVERIFY(doc.issuesAt(u"meta"_s, true).isEmpty());
    QCOMPARE(doc.issuesAt(QString(), true).size(), doc.issues().size());
}

void TestSpecDocument::modeRevalidates()
{
    SpecDocument doc;
    doc.setSpec(parse(R"({"systemPrompt": "s", "prompt": "p"})"));
    QVERIFY(!doc.hasErrors());
    QSignalSpy issues(&doc, &SpecDocument::issuesChanged);
    doc.setMode(SpecValidator::Mode::SessionCreate);
    QCOMPARE(doc.mode(), SpecValidator::Mode::SessionCreate);
    QCOMPARE(issues.size(), 1);
    QCOMPARE(rulesOf(doc.issues()), QStringList{u"input.forbidden"_s});
    doc.setMode(SpecValidator::Mode::SessionCreate);
    QCOMPARE(issues.size(), 1);
    QVERIFY(doc.remove(u"prompt"_s));
    QVERIFY(!doc.hasErrors());
    doc.setMode(SpecValidator::Mode::SessionMessage);
    QCOMPARE(rulesOf(doc.issues()), QStringList{u"input.required"_s});
}

void TestSpecDocument::toolsAndNames()
{
    SpecDocument doc;
    QSignalSpy changed(&doc, &SpecDocument::changed);
    const QJsonArray tools = parse(R"({"t": [
        {"kind": "local", "name": "send_email"},
        {"kind": "a2a_local", "name": "hr", "agentCard": {}},
        {"kind": "a2a", "name": "remote_agent", "agentCardUrl": "https://a.example/card"},
        {"kind": "mcp_local", "name": "fs", "tools": [{"name": "fs_read"}, {"name": "fs_write"}]},
        {"kind": "mcp", "name": "gh", "url": "https://mcp.example/"},
        {"kind": "mantyx", "id": "tool_123"},
        {"kind": "mantyx_plugin", "name": "web_search"},
        {"kind": "local", "name": "send_email"}
    ]})")
                                 .value("t"_L1)
                                 .toArray();
    doc.setTools(tools);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), u"tools"_s);
    QCOMPARE(doc.tools(), tools);
    QCOMPARE(doc.toolNames(),
             (QStringList{u"send_email"_s, u"hr"_s, u"remote_agent"_s, u"fs_read"_s, u"fs_write"_s,
                          u"tool_123"_s, u"web_search"_s}));
    doc.setTools({});
    QVERIFY(!doc.contains(u"tools"_s));
    QVERIFY(doc.toolNames().isEmpty());
}

QTEST_GUILESS_MAIN(TestSpecDocument)
#include "tst_specdocument.moc"
