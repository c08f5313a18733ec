// SPDX-License-Identifier: MIT
// Tests for what the composer's behaviour page binds to in the run-behaviour types (LoopDetection,
// SupervisorConfig, ReasoningTrigger, PlanConfig, RunBudgets, ToolBudget): the mode each JSON form
// maps to, setters that replace wrong-typed raw values, and unknown members kept on every edit.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "protocol/loopdetection.h"
#include "protocol/planconfig.h"
#include "protocol/runbudgets.h"
#include "protocol/supervisorconfig.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

QJsonValue parse(const char* json)
{
    // Wrapped in an array so that literals (true, 5, "x") parse too.
    return QJsonDocument::fromJson("[" + QByteArray(json) + "]").array().at(0);
}

QJsonObject parseObject(const char* json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

class TestBehaviourFields final : public QObject
{
    Q_OBJECT

private slots:
    void loopDetectionMode_data();
    void loopDetectionMode();
    void loopDetectionSetters();
    void supervisorMode_data();
    void supervisorMode();
    void reasoningTriggerMode_data();
    void reasoningTriggerMode();
    void supervisorSetters();
    void planMode_data();
    void planMode();
    void planStepTexts();
    void planSetters();
    void budgetsFinalizeAtCap();
    void budgetsSetters();
    void serverDefaultTools();
};

void TestBehaviourFields::loopDetectionMode_data()
{
    QTest::addColumn<QJsonValue>("json");
    QTest::addColumn<int>("mode"); // -1: none of the modes
    QTest::newRow("omitted") << QJsonValue(QJsonValue::Undefined)
                             << int(LoopDetection::Mode::ServerDefault);
    QTest::newRow("false") << parse("false") << int(LoopDetection::Mode::Off);
    QTest::newRow("empty object") << parse("{}") << int(LoopDetection::Mode::Custom);
    QTest::newRow("thresholds") << parse(R"({"consecutiveThreshold": 4})")
                                << int(LoopDetection::Mode::Custom);
    QTest::newRow("true") << parse("true") << -1;
    QTest::newRow("number") << parse("3") << -1;
    QTest::newRow("null") << parse("null") << -1;
}

void TestBehaviourFields::loopDetectionMode()
{
    QFETCH(QJsonValue, json);
    QFETCH(int, mode);
    const std::optional<LoopDetection::Mode> got = LoopDetection::modeOf(json);
    QCOMPARE(got ? int(*got) : -1, mode);
}

void TestBehaviourFields::loopDetectionSetters()
{
    std::optional<LoopDetection> loop = LoopDetection::fromJson(
        parse(R"({"consecutiveThreshold": "x", "hardCutoffThreshold": 9, "x-note": 1})"));
    QVERIFY(loop);
    QVERIFY(!loop->consecutiveThreshold);
    QVERIFY(loop->extras.contains("consecutiveThreshold"_L1));

    loop->setConsecutiveThreshold(4);
    QCOMPARE(loop->toJson(),
             parse(R"({"consecutiveThreshold": 4, "hardCutoffThreshold": 9, "x-note": 1})"));
    loop->setHardCutoffThreshold(std::nullopt);
    QCOMPARE(loop->toJson(), parse(R"({"consecutiveThreshold": 4, "x-note": 1})"));

    // Clearing a field also clears a raw value of the wrong type.
    std::optional<LoopDetection> raw =
        LoopDetection::fromJson(parse(R"({"hardCutoffThreshold": "x"})"));
    QVERIFY(raw);
    raw->setHardCutoffThreshold(std::nullopt);
    QCOMPARE(raw->toJson(), parse("{}"));
}

void TestBehaviourFields::supervisorMode_data()
{
    QTest::addColumn<QJsonValue>("json");
    QTest::addColumn<int>("mode");
    QTest::newRow("omitted") << QJsonValue(QJsonValue::Undefined)
                             << int(SupervisorConfig::Mode::Off);
    QTest::newRow("false") << parse("false") << int(SupervisorConfig::Mode::Off);
    QTest::newRow("true") << parse("true") << int(SupervisorConfig::Mode::On);
    QTest::newRow("object") << parse(R"({"interval": 3})") << int(SupervisorConfig::Mode::Custom);
    QTest::newRow("empty object") << parse("{}") << int(SupervisorConfig::Mode::Custom);
    QTest::newRow("number") << parse("5") << -1;
    QTest::newRow("string") << parse(R"("on")") << -1;
}

void TestBehaviourFields::supervisorMode()
{
    QFETCH(QJsonValue, json);
    QFETCH(int, mode);
    const std::optional<SupervisorConfig::Mode> got = SupervisorConfig::modeOf(json);
    QCOMPARE(got ? int(*got) : -1, mode);
}

void TestBehaviourFields::reasoningTriggerMode_data()
{
    QTest::addColumn<QJsonValue>("supervisor");
    QTest::addColumn<int>("mode");
    QTest::newRow("omitted") << parse("{}") << int(ReasoningTrigger::Mode::Default);
    QTest::newRow("false") << parse(R"({"reasoningTrigger": false})")
                           << int(ReasoningTrigger::Mode::Off);
    QTest::newRow("object") << parse(R"({"reasoningTrigger": {"chars": 10}})")
                            << int(ReasoningTrigger::Mode::Custom);
    QTest::newRow("empty object") << parse(R"({"reasoningTrigger": {}})")
                                  << int(ReasoningTrigger::Mode::Custom);
    QTest::newRow("true") << parse(R"({"reasoningTrigger": true})") << -1;
    QTest::newRow("number") << parse(R"({"reasoningTrigger": 5})") << -1;
}

void TestBehaviourFields::reasoningTriggerMode()
{
    QFETCH(QJsonValue, supervisor);
    QFETCH(int, mode);
    const std::optional<SupervisorConfig> config = SupervisorConfig::fromJson(supervisor);
    QVERIFY(config);
    const std::optional<ReasoningTrigger::Mode> got = config->reasoningTriggerMode();
    QCOMPARE(got ? int(*got) : -1, mode);
}

void TestBehaviourFields::supervisorSetters()
{
    std::optional<SupervisorConfig> s = SupervisorConfig::fromJson(
        parse(R"({"interval": "x", "modelId": 5, "reasoningTrigger": 7, "x-judge": "strict"})"));
    QVERIFY(s);
    s->setInterval(3);
    s->setModelId(u"platform:judge"_s);
    s->setReasoningTrigger(ReasoningTrigger::disabled());
    QCOMPARE(s->toJson(), parse(R"({"interval": 3, "modelId": "platform:judge",
                                    "reasoningTrigger": false, "x-judge": "strict"})"));
    QCOMPARE(s->reasoningTriggerMode(), ReasoningTrigger::Mode::Off);

    s->setReasoningTrigger(ReasoningTrigger());
    s->reasoningTrigger->setChars(500);
    s->reasoningTrigger->setMs(std::nullopt);
    s->setModelId(std::nullopt);
    QCOMPARE(s->toJson(), parse(R"({"interval": 3, "reasoningTrigger": {"chars": 500},
                                    "x-judge": "strict"})"));

    // A raw trigger of the wrong type goes with a setter saying "omitted".
    std::optional<SupervisorConfig> raw =
        SupervisorConfig::fromJson(parse(R"({"reasoningTrigger": 5})"));
    QVERIFY(raw);
    raw->setReasoningTrigger(std::nullopt);
    QCOMPARE(raw->toJson(), parse("{}"));
    QCOMPARE(raw->reasoningTriggerMode(), ReasoningTrigger::Mode::Default);

    std::optional<ReasoningTrigger> trigger =
        ReasoningTrigger::fromJson(parse(R"({"chars": "many", "ms": 1.5})"));
    QVERIFY(trigger);
    trigger->setChars(std::nullopt);
    trigger->setMs(2000);
    QCOMPARE(trigger->toJson(), parse(R"({"ms": 2000})"));
}

void TestBehaviourFields::planMode_data()
{
    QTest::addColumn<QJsonValue>("json");
    QTest::addColumn<int>("mode");
    QTest::newRow("omitted") << QJsonValue(QJsonValue::Undefined) << int(PlanConfig::Mode::Off);
    QTest::newRow("false") << parse("false") << int(PlanConfig::Mode::Off);
    QTest::newRow("true") << parse("true") << int(PlanConfig::Mode::Auto);
    QTest::newRow("planOnly") << parse(R"({"planOnly": true})") << int(PlanConfig::Mode::Auto);
    QTest::newRow("steps") << parse(R"({"steps": ["a"]})") << int(PlanConfig::Mode::Steps);
    QTest::newRow("empty steps") << parse(R"({"steps": []})") << int(PlanConfig::Mode::Steps);
    QTest::newRow("raw steps") << parse(R"({"steps": "x"})") << int(PlanConfig::Mode::Steps);
    QTest::newRow("number") << parse("5") << -1;
}

void TestBehaviourFields::planMode()
{
    QFETCH(QJsonValue, json);
    QFETCH(int, mode);
    const std::optional<PlanConfig::Mode> got = PlanConfig::modeOf(json);
    QCOMPARE(got ? int(*got) : -1, mode);
}

void TestBehaviourFields::planStepTexts()
{
    QCOMPARE(PlanConfig::fromJson(parse(R"({"steps": ["Read", "Sum up"]})"))->stepTexts(),
             (QStringList{u"Read"_s, u"Sum up"_s}));
    // Elements of a raw array show as compact JSON, strings as themselves.
    QCOMPARE(
        PlanConfig::fromJson(parse(R"({"steps": ["Read", 5, {"a": true}, null]})"))->stepTexts(),
        (QStringList{u"Read"_s, u"5"_s, uR"({"a":true})"_s, u"null"_s}));
    QVERIFY(PlanConfig::fromJson(parse(R"({"steps": "x"})"))->stepTexts().isEmpty());
    QVERIFY(PlanConfig::enabled().stepTexts().isEmpty());
}

void TestBehaviourFields::planSetters()
{
    std::optional<PlanConfig> plan = PlanConfig::fromJson(
        parse(R"({"steps": [1, 2], "brief": 5, "planOnly": "yes", "x-plan": 1})"));
    QVERIFY(plan);
    plan->setSteps(QStringList{u"one"_s, u"two"_s});
    plan->setBrief(u"Objective"_s);
    plan->setPlanOnly(true);
    QCOMPARE(plan->toJson(), parse(R"({"steps": ["one", "two"], "brief": "Objective",
                                       "planOnly": true, "x-plan": 1})"));

    // Back to the server's classifier: steps and brief go, typed or raw.
    std::optional<PlanConfig> raw =
        PlanConfig::fromJson(parse(R"({"steps": "x", "brief": 5, "planOnly": "yes"})"));
    QVERIFY(raw);
    raw->setSteps(std::nullopt);
    raw->setBrief(std::nullopt);
    raw->setPlanOnly(std::nullopt);
    QCOMPARE(raw->toJson(), parse("{}"));
    QCOMPARE(PlanConfig::modeOf(raw->toJson()), PlanConfig::Mode::Auto);
}

void TestBehaviourFields::budgetsFinalizeAtCap()
{
    QVERIFY(RunBudgets::fromJson(parseObject(R"({"maxToolTurnsExceeded": "finalize"})"))
                .finalizesAtCap());
    QVERIFY(
        !RunBudgets::fromJson(parseObject(R"({"maxToolTurnsExceeded": "stop"})")).finalizesAtCap());
    QVERIFY(!RunBudgets::fromJson(parseObject(R"({"maxToolTurnsExceeded": 1})")).finalizesAtCap());
    QVERIFY(!RunBudgets().finalizesAtCap());
}

void TestBehaviourFields::budgetsSetters()
{
    RunBudgets budgets = RunBudgets::fromJson(
        parseObject(R"({"maxToolTurns": "x", "maxToolTurnsExceeded": 1, "x-b": true})"));
    budgets.setMaxToolTurns(12);
    budgets.setFinalizeAtCap(true);
    QCOMPARE(budgets.toJson(), parseObject(R"({"maxToolTurns": 12,
                                               "maxToolTurnsExceeded": "finalize", "x-b": true})"));
    QVERIFY(budgets.finalizesAtCap());
    budgets.setMaxToolTurns(std::nullopt);
    budgets.setFinalizeAtCap(false);
    QCOMPARE(budgets.toJson(), parseObject(R"({"x-b": true})"));

    RunBudgets raw = RunBudgets::fromJson(parseObject(R"({"maxToolTurnsExceeded": 1})"));
    raw.setFinalizeAtCap(false);
    QVERIFY(raw.toJson().isEmpty());
}

void TestBehaviourFields::serverDefaultTools()
{
    const QStringList tools = ToolBudget::serverDefaultTools();
    QCOMPARE(tools, (QStringList{u"recall"_s, u"traverse"_s, u"hive_consult_ontology"_s}));
    QCOMPARE(ToolBudget::serverDefaultToolPrefix(), "hive_search_"_L1);
}

QTEST_GUILESS_MAIN(TestBehaviourFields)
#include "tst_behaviourfields.moc"
