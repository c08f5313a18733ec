// SPDX-License-Identifier: MIT
// Tests every scripted-model scenario of the sandbox over real HTTP: each tool kind, plans,
// supervisor, reasoning, outputSchema, each forced sandbox.scenario and legacy mode, checking
// that every stream decodes cleanly, is complete and well ordered, and is deterministic.
#include <algorithm>
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

QJsonObject pluginTool(const QString& name)
{
    return QJsonObject{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, name}};
}

QJsonObject hrAgentCard()
{
    return QJsonObject{{"protocolVersion"_L1, u"0.3.0"_s},
                       {"name"_L1, u"Acme HR"_s},
                       {"description"_L1, u"Answers questions about HR policies."_s},
                       {"url"_L1, u"https://hr.intranet.example/a2a"_s},
                       {"version"_L1, u"1.4.0"_s},
                       {"provider"_L1, QJsonObject{{"organization"_L1, u"Acme Co."_s}}},
                       {"skills"_L1, QJsonArray{QJsonObject{{"id"_L1, u"pto_lookup"_s},
                                                            {"name"_L1, u"PTO lookup"_s},
                                                            {"tags"_L1, QJsonArray{u"hr"_s}}}}},
                       {"x-extension"_L1, QJsonObject{{"passThrough"_L1, true}}}};
}

QJsonObject fsServerInfo()
{
    return QJsonObject{{"name"_L1, u"mcp-server-filesystem"_s}, {"version"_L1, u"0.4.1"_s}};
}

QJsonObject fsInputSchema()
{
    return QJsonObject{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"path"_L1, QJsonObject{{"type"_L1, u"string"_s}}},
                                      {"maxBytes"_L1, QJsonObject{{"type"_L1, u"integer"_s}}}}},
        {"required"_L1, QJsonArray{u"path"_s, u"maxBytes"_s}}};
}

QJsonObject mcpLocalTool(bool withServerInfo)
{
    QJsonObject ref{{"kind"_L1, u"mcp_local"_s},
                    {"name"_L1, u"fs"_s},
                    {"tools"_L1, QJsonArray{QJsonObject{
                                     {"name"_L1, u"fs_read_file"_s},
                                     {"description"_L1, u"Read a file."_s},
                                     {"inputSchema"_L1, fsInputSchema()},
                                     {"annotations"_L1, QJsonObject{{"readOnlyHint"_L1, true}}}}}}};
    if (withServerInfo)
        ref.insert("serverInfo"_L1, fsServerInfo());
    return ref;
}

QJsonObject specWith(const QString& prompt, const QJsonArray& tools = {},
                     const QJsonObject& extra = {})
{
    QJsonObject spec = baseSpec(prompt);
    if (!tools.isEmpty())
        spec.insert("tools"_L1, tools);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        spec.insert(it.key(), it.value());
    return spec;
}

QJsonObject scenario(const QString& name, const QJsonObject& more = {})
{
    QJsonObject metadata{{"sandbox.scenario"_L1, name}};
    for (auto it = more.begin(); it != more.end(); ++it)
        metadata.insert(it.key(), it.value());
    return QJsonObject{{"metadata"_L1, metadata}};
}

// Names of the tools the model called, in order, from the assistant messages.
QStringList calledTools(const QList<RunEvent>& events)
{
    QStringList names;
    for (const RunEvent& e : events) {
        const auto* m = e.as<AssistantMessageEvent>();
        if (m && m->toolCalls) {
            for (const AssistantToolCall& c : *m->toolCalls)
                names << c.name;
        }
    }
    return names;
}

int indexOf(const QList<RunEvent>& events, EventType type, int from = 0)
{
    for (int i = from; i < events.size(); ++i) {
        if (events.at(i).type == type)
            return i;
    }
    return -1;
}

const ResultEvent* resultOf(const FinishedRun& run)
{
    return run.events().isEmpty() ? nullptr : run.events().constLast().as<ResultEvent>();
}

const ErrorEvent* errorOf(const FinishedRun& run)
{
    return run.events().isEmpty() ? nullptr : run.events().constLast().as<ErrorEvent>();
}

QList<PlanStepStatus> statusesOf(const TaskPlan& plan)
{
    QList<PlanStepStatus> s;
    for (const PlanStep& step : plan.steps)
        s << step.status;
    return s;
}

QStringList titlesOf(const TaskPlan& plan)
{
    QStringList t;
    for (const PlanStep& step : plan.steps)
        t << step.title;
    return t;
}

// The text content of a run: what must not change between two runs of one spec.
QStringList textsOf(const QList<RunEvent>& events)
{
    QStringList out;
    for (const RunEvent& e : events) {
        QString line = e.typeName;
        if (const auto* d = e.as<TextDelta>())
            line += u' ' + d->text.toString();
        else if (const auto* m = e.as<AssistantMessageEvent>())
            line += u' ' + m->text.toString() + u' ' + m->finishReason.value_or(QString());
        else if (const auto* r = e.as<ResultEvent>())
            line += u' ' + r->text.value_or(QString());
        else if (const auto* c = e.as<LocalToolCallEvent>())
            line += u' ' + c->name + u' ' +
                    QString::fromUtf8(QJsonDocument(c->args).toJson(QJsonDocument::Compact));
        else if (const auto* t = e.as<ToolResultEvent>())
            line += u' ' + t->name + u' ' + t->result.value_or(JsonText()).toString();
        out << line;
    }
    return out;
}

// One SSE frame as the server would write it; id and event can be made to disagree.
QByteArray frame(int seq, const char* type, const char* data, int id = -1,
                 const char* event = nullptr)
{
    return "id: " + QByteArray::number(id < 0 ? seq : id) +
           "\nevent: " + QByteArray(event ? event : type) +
           "\ndata: {\"seq\":" + QByteArray::number(seq) + ",\"type\":\"" + QByteArray(type) +
           "\",\"data\":" + QByteArray(data) + "}\n\n";
}

const char kUsage[] = R"("tokens":{"inputTokens":3,"cachedTokens":0,"reasoningTokens":0,)"
                      R"("outputTokens":2},"turns":1,"model":{"id":"sandbox:demo",)"
                      R"("provider":"sandbox","vendorModelId":"demo-1"})";

QByteArray resultData()
{
    return R"({"ok":true,"text":"Hi",)" + QByteArray(kUsage) + "}";
}

} // namespace

class TestSandboxScenarios : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void plainPrompt();
    void toolKinds_data();
    void toolKinds();
    void toolChosenByPrompt();
    void plan_data();
    void plan();
    void failedPlanRunIsNotClosed();
    void planDeclinedRunsNormally();
    void planOnly_data();
    void planOnly();
    void supervisorOnTrack();
    void reasoning_data();
    void reasoning();
    void outputSchema();

    void scenarioTruncation();
    void scenarioRateLimit();
    void scenarioServerError();
    void scenarioLocalTimeout();
    void scenarioLoop_data();
    void scenarioLoop();
    void scenarioBudget_data();
    void scenarioBudget();
    void scenarioSupervisorRedirect();
    void scenarioSupervisorFinalize();
    void scenarioSupervisorReasoning();
    void scenarioSlow();
    void scenarioStream_data();
    void scenarioStream();
    void streamBounds_data();
    void streamBounds();
    void scenarioStreamRate();
    void scenarioStreamPersists();

    void legacy_data();
    void legacy();

    void determinism();
    void checkerCatchesViolations_data();
    void checkerCatchesViolations();

private:
    void run(const QJsonObject& spec, FinishedRun& out,
             const ToolAnswerer::AnswerFn& answer = defaultAnswer);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<SandboxServer> m_legacyServer;
    std::unique_ptr<Http> m_http;
    std::unique_ptr<Http> m_legacyHttp;
};

void TestSandboxScenarios::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_http = std::make_unique<Http>(m_server->baseUrl());

    cfg.legacy = true;
    m_legacyServer = std::make_unique<SandboxServer>(cfg);
    QVERIFY2(m_legacyServer->start(&error), qPrintable(error));
    m_legacyHttp = std::make_unique<Http>(m_legacyServer->baseUrl());
}

void TestSandboxScenarios::cleanupTestCase()
{
    m_http.reset();
    m_legacyHttp.reset();
    m_server.reset();
    m_legacyServer.reset();
}

// Runs `spec` to its end on the current server and checks the stream's invariants.
void TestSandboxScenarios::run(const QJsonObject& spec, FinishedRun& out,
                               const ToolAnswerer::AnswerFn& answer)
{
    runToEnd(*m_http, spec, out, answer);
    if (QTest::currentTestFailed())
        return;
    SB_VERIFY_NONE(wholeStreamViolations(*out.stream));
}

void TestSandboxScenarios::plainPrompt()
{
    FinishedRun r;
    run(specWith(u"Say hello to the sandbox."_s), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QVERIFY(countOf(ev, EventType::AssistantDelta) > 0);
    QCOMPARE(countOf(ev, EventType::ThinkingDelta), 0);
    QCOMPARE(countOf(ev, EventType::AssistantMessage), 1);
    QCOMPARE(countOf(ev, EventType::ToolResult) + countOf(ev, EventType::LocalToolCall), 0);
    QCOMPARE(ev.constLast().type, EventType::Result);

    // The message is the concatenation of its deltas; the result carries the same text.
    QString deltas;
    for (const RunEvent& e : eventsOf(ev, EventType::AssistantDelta))
        deltas += view<TextDelta>(e).text.toString();
    const auto* message =
        &view<AssistantMessageEvent>(eventsOf(ev, EventType::AssistantMessage).first());
    QCOMPARE(message->text, deltas);
    QCOMPARE(message->turn, 0);
    QCOMPARE(message->finishReason.value_or(QString()), u"end_turn"_s);
    QVERIFY(!message->toolCalls || message->toolCalls->isEmpty());
    const ResultEvent* result = resultOf(r);
    SB_REQUIRE(result);
    QCOMPARE(result->ok, std::optional(true));
    QCOMPARE(result->text.value_or(QString()), message->text);
    QCOMPARE(result->turns.value_or(-1), 1);
    SB_REQUIRE(result->tokens && result->tokens->outputTokens > 0 &&
               result->tokens->inputTokens > 0);
    SB_REQUIRE(result->isSuccess());
}

void TestSandboxScenarios::toolKinds_data()
{
    QTest::addColumn<QJsonObject>("tool");
    QTest::addColumn<QString>("name"); // the model-facing name
    QTest::addColumn<QString>("kind"); // local_tool_call kind; empty: server-resolved
    QTest::addColumn<QJsonObject>("argsSchema");

    const QJsonObject noSchema;
    QTest::newRow("mantyx") << QJsonObject{{"kind"_L1, u"mantyx"_s}, {"id"_L1, u"wx42"_s}}
                            << u"mantyx_tool_wx42"_s << QString() << noSchema;
    QTest::newRow("mantyx_plugin")
        << pluginTool(u"web_search"_s) << u"web_search"_s << QString() << noSchema;
    QTest::newRow("a2a") << QJsonObject{{"kind"_L1, u"a2a"_s},
                                        {"name"_L1, u"peer_agent"_s},
                                        {"agentCardUrl"_L1,
                                         u"https://peer.example/.well-known/agent-card.json"_s}}
                         << u"peer_agent"_s << QString() << noSchema;
    QTest::newRow("mcp") << QJsonObject{{"kind"_L1, u"mcp"_s},
                                        {"name"_L1, u"github"_s},
                                        {"url"_L1, u"https://mcp.example/mcp"_s}}
                         << u"github_search"_s << QString() << noSchema;
    QTest::newRow("local") << localToolRef(u"lookup_order"_s) << u"lookup_order"_s << u"local"_s
                           << localToolRef(u"x"_s).value("parameters"_L1).toObject();
    QTest::newRow("a2a_local")
        << QJsonObject{{"kind"_L1, u"a2a_local"_s},
                       {"name"_L1, u"hr_agent"_s},
                       {"agentCard"_L1, hrAgentCard()}}
        << u"hr_agent"_s << u"a2a_local"_s
        << QJsonObject{{"type"_L1, u"object"_s},
                       {"properties"_L1,
                        QJsonObject{{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
                       {"required"_L1, QJsonArray{u"message"_s}},
                       {"additionalProperties"_L1, false}};
    QTest::newRow("mcp_local with serverInfo")
        << mcpLocalTool(true) << u"fs_read_file"_s << u"mcp_local"_s << fsInputSchema();
    QTest::newRow("mcp_local without serverInfo")
        << mcpLocalTool(false) << u"fs_read_file"_s << u"mcp_local"_s << fsInputSchema();
}

void TestSandboxScenarios::toolKinds()
{
    QFETCH(QJsonObject, tool);
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(QJsonObject, argsSchema);
    FinishedRun r;
    run(specWith(u"Please help me with this."_s, QJsonArray{tool}), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QCOMPARE(ev.constLast().type, EventType::Result);

    // Turn 0 calls the tool, turn 1 answers.
    const QList<RunEvent> messages = eventsOf(ev, EventType::AssistantMessage);
    QCOMPARE(messages.size(), 2);
    const auto* call = &view<AssistantMessageEvent>(messages.at(0));
    QCOMPARE(call->turn, 0);
    QCOMPARE(call->finishReason.value_or(QString()), u"tool_use"_s);
    SB_REQUIRE(call->toolCalls && call->toolCalls->size() == 1);
    const AssistantToolCall toolCall = call->toolCalls->first();
    QCOMPARE(toolCall.name, name);
    const auto* last = &view<AssistantMessageEvent>(messages.at(1));
    QCOMPARE(last->turn, 1);
    QCOMPARE(last->finishReason.value_or(QString()), u"end_turn"_s);

    const ResultEvent* result = resultOf(r);
    SB_REQUIRE(result && result->text);
    QCOMPARE(result->turns.value_or(-1), 2);

    if (kind.isEmpty()) {
        QCOMPARE(countOf(ev, EventType::LocalToolCall), 0);
        const QList<RunEvent> results = eventsOf(ev, EventType::ToolResult);
        QCOMPARE(results.size(), 1);
        const auto* tr = &view<ToolResultEvent>(results.first());
        QCOMPARE(tr->name, name);
        QCOMPARE(tr->toolUseId, toolCall.id);
        SB_REQUIRE(tr->result && !tr->result->isEmpty());
        QVERIFY2(result->text->contains(name + u": "_s + tr->result->toString()),
                 qPrintable(*result->text));
        return;
    }

    QCOMPARE(countOf(ev, EventType::ToolResult), 0);
    const QList<RunEvent> calls = eventsOf(ev, EventType::LocalToolCall);
    QCOMPARE(calls.size(), 1);
    const auto* lc = &view<LocalToolCallEvent>(calls.first());
    QCOMPARE(lc->toolUseId, toolCall.id);
    QCOMPARE(lc->name, name);
    QCOMPARE(lc->kindRaw, kind);
    QCOMPARE(QJsonValue(lc->args), toolCall.input);
    SB_VERIFY_NONE(schemaViolations(lc->args, argsSchema));
    if (kind == "a2a_local"_L1) {
        QCOMPARE(lc->agentCard.value_or(QJsonObject()), hrAgentCard());
    } else {
        QVERIFY(!lc->agentCard);
    }
    if (kind == "mcp_local"_L1) {
        QCOMPARE(lc->mcpServer.value_or(QString()), u"fs"_s);
        QCOMPARE(lc->mcpToolName.value_or(QString()), name);
        if (tool.contains("serverInfo"_L1))
            QCOMPARE(lc->mcpServerInfo.value_or(QJsonObject()), fsServerInfo());
        else
            QVERIFY2(!calls.first().data().contains("mcpServerInfo"_L1),
                     calls.first().raw.constData());
    } else {
        QVERIFY(!lc->mcpServer && !lc->mcpToolName && !lc->mcpServerInfo);
    }

    // The answer went in once, is mirrored, and is quoted in the final text.
    const QString answer = u"answer-"_s + name + u"-7731"_s;
    const QList<RunEvent> mirrors = eventsOf(ev, EventType::LocalToolResultIn);
    QCOMPARE(mirrors.size(), 1);
    QCOMPARE(view<LocalToolResultInEvent>(mirrors.first()).toolUseId, lc->toolUseId);
    QCOMPARE(view<LocalToolResultInEvent>(mirrors.first()).result.value_or(QString()), answer);
    QVERIFY(indexOf(ev, EventType::LocalToolCall) < indexOf(ev, EventType::LocalToolResultIn));
    QVERIFY2(result->text->contains(name + u": "_s + answer), qPrintable(*result->text));
    QCOMPARE(r.answerer->statuses().value(lc->toolUseId), 204);
    QCOMPARE(m_server->toolResultPosts(lc->toolUseId), 1);
    QCOMPARE(m_server->acceptedToolResults(lc->toolUseId), 1);
}

void TestSandboxScenarios::toolChosenByPrompt()
{
    // Named tools are called in order of appearance, once per appearance, whole words only;
    // unnamed ones are not called.
    FinishedRun r;
    run(specWith(u"Ignore the alpha_toolbox. Use beta_tool, then alpha_tool, then beta_tool."_s,
                 QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s),
                            localToolRef(u"gamma_tool"_s)}),
        r);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(calledTools(r.events()),
             (QStringList{u"beta_tool"_s, u"alpha_tool"_s, u"beta_tool"_s}));

    // Nothing named: every tool once, in spec order.
    FinishedRun all;
    run(specWith(u"Do your job."_s,
                 QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s),
                            localToolRef(u"gamma_tool"_s)}),
        all);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(calledTools(all.events()),
             (QStringList{u"alpha_tool"_s, u"beta_tool"_s, u"gamma_tool"_s}));
    const ResultEvent* result = resultOf(all);
    SB_REQUIRE(result && result->text);
    QCOMPARE(result->turns.value_or(-1), 4);
    for (const QString& t : {u"alpha_tool"_s, u"gamma_tool"_s})
        QVERIFY2(result->text->contains(t + u": answer-"_s + t + u"-7731"_s),
                 qPrintable(*result->text));
}

void TestSandboxScenarios::plan_data()
{
    QTest::addColumn<QJsonValue>("plan");
    QTest::addColumn<QStringList>("titles"); // empty: automatic (tool count + 1 steps)
    QTest::addColumn<QString>("brief");
    QTest::newRow("auto") << QJsonValue(true) << QStringList() << QString();
    QTest::newRow("caller steps") << QJsonValue(QJsonObject{
                                         {"brief"_L1, u"Ship the report"_s},
                                         {"steps"_L1, QJsonArray{u"Gather data"_s, u"Decide"_s,
                                                                 u"Write it up"_s}}})
                                  << QStringList{u"Gather data"_s, u"Decide"_s, u"Write it up"_s}
                                  << u"Ship the report"_s;
    // More steps than tool calls: the tracker stops at the third; the success still closes all.
    QTest::newRow("caller steps beyond the calls")
        << QJsonValue(QJsonObject{
               {"steps"_L1, QJsonArray{u"One"_s, u"Two"_s, u"Three"_s, u"Four"_s, u"Five"_s}}})
        << QStringList{u"One"_s, u"Two"_s, u"Three"_s, u"Four"_s, u"Five"_s} << QString();
    // Fewer steps than tool calls: the only step stays in progress until the answer.
    QTest::newRow("one caller step")
        << QJsonValue(QJsonObject{{"steps"_L1, QJsonArray{u"Do it all"_s}}})
        << QStringList{u"Do it all"_s} << QString();
}

void TestSandboxScenarios::plan()
{
    QFETCH(QJsonValue, plan);
    QFETCH(QStringList, titles);
    QFETCH(QString, brief);
    FinishedRun r;
    run(specWith(u"Plan and do it."_s,
                 QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s)},
                 QJsonObject{{"plan"_L1, plan}}),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QCOMPARE(ev.constLast().type, EventType::Result);
    const QList<RunEvent> plans = eventsOf(ev, EventType::TaskPlan);
    QVERIFY(indexOf(ev, EventType::TaskPlan) < indexOf(ev, EventType::AssistantMessage));

    const TaskPlan first = view<TaskPlan>(plans.first());
    if (titles.isEmpty()) {
        QCOMPARE(first.steps.size(), 3);
        QCOMPARE(first.steps.constLast().title, u"Write the answer"_s);
    } else {
        QCOMPARE(titlesOf(first), titles);
        QCOMPARE(first.brief.value_or(QString()), brief);
    }
    const int steps = int(first.steps.size());
    // One after planning, another after each of the two tool calls while a next step is left,
    // and the closing one.
    const int advances = std::min(2, steps - 1);
    QCOMPARE(plans.size(), 1 + advances + 1);
    using S = PlanStepStatus;
    for (int k = 0; k <= advances; ++k) {
        QList<S> expected;
        for (int i = 0; i < steps; ++i)
            expected << (i < k ? S::Done : i == k ? S::InProgress : S::Pending);
        QCOMPARE(statusesOf(view<TaskPlan>(plans.at(k))), expected);
    }
    for (const RunEvent& p : plans)
        QCOMPARE(titlesOf(view<TaskPlan>(p)), titlesOf(first));
    // The last task_plan has every step done, after the answer and right before the result.
    QCOMPARE(statusesOf(view<TaskPlan>(plans.constLast())), QList<S>(steps, S::Done));
    const QList<int> planAt = indicesOf(ev, EventType::TaskPlan);
    QCOMPARE(planAt.constLast(), ev.size() - 2);
    QCOMPARE(indicesOf(ev, EventType::AssistantMessage).constLast(), ev.size() - 3);
    // Each advance follows a tool call.
    if (advances == 2) {
        QVERIFY(planAt.at(1) > indexOf(ev, EventType::LocalToolCall));
        QVERIFY(planAt.at(2) > indexOf(ev, EventType::ToolResult));
    }
    QVERIFY(!resultOf(r)->plan); // executed runs end text-only
}

void TestSandboxScenarios::failedPlanRunIsNotClosed()
{
    // A run that fails does not claim its steps are done.
    FinishedRun r;
    QJsonObject extra = scenario(u"truncation"_s);
    extra.insert("plan"_L1, true);
    run(specWith(u"Plan and do it."_s, QJsonArray{pluginTool(u"beta_tool"_s)}, extra), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QCOMPARE(ev.constLast().type, EventType::Error);
    const QList<RunEvent> plans = eventsOf(ev, EventType::TaskPlan);
    QCOMPARE(plans.size(), 2); // planned, advanced after the one call
    using S = PlanStepStatus;
    QCOMPARE(statusesOf(view<TaskPlan>(plans.constLast())), (QList<S>{S::Done, S::InProgress}));
}

void TestSandboxScenarios::planDeclinedRunsNormally()
{
    FinishedRun r;
    run(specWith(u"Just say hi."_s, {}, QJsonObject{{"plan"_L1, true}}), r);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(countOf(r.events(), EventType::TaskPlan), 0);
    QCOMPARE(r.events().constLast().type, EventType::Result);
    QVERIFY(countOf(r.events(), EventType::AssistantMessage) == 1);
}

void TestSandboxScenarios::planOnly_data()
{
    QTest::addColumn<QJsonObject>("plan");
    QTest::addColumn<bool>("withTools");
    QTest::addColumn<QStringList>("titles"); // expected step titles; "*" entries: any title
    QTest::newRow("caller steps") << QJsonObject{{"planOnly"_L1, true},
                                                 {"steps"_L1, QJsonArray{u"One"_s, u"Two"_s}}}
                                  << true << QStringList{u"One"_s, u"Two"_s};
    QTest::newRow("auto") << QJsonObject{{"planOnly"_L1, true}} << true
                          << QStringList{u"*"_s, u"*"_s, u"Write the answer"_s};
    QTest::newRow("declined") << QJsonObject{{"planOnly"_L1, true}} << false << QStringList();
}

void TestSandboxScenarios::planOnly()
{
    QFETCH(QJsonObject, plan);
    QFETCH(bool, withTools);
    QFETCH(QStringList, titles);
    const QJsonArray tools =
        withTools ? QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s)}
                  : QJsonArray{};
    FinishedRun r;
    run(specWith(u"Only plan this."_s, tools, QJsonObject{{"plan"_L1, plan}}), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    // Nothing executed: no model turn, no tool call.
    for (EventType t : {EventType::AssistantDelta, EventType::AssistantMessage,
                        EventType::LocalToolCall, EventType::ToolResult, EventType::ThinkingDelta})
        QCOMPARE(countOf(ev, t), 0);
    const ResultEvent* result = resultOf(r);
    SB_REQUIRE(result);
    SB_REQUIRE(result->isSuccess());
    SB_REQUIRE(result->text && !result->text->isEmpty());
    SB_REQUIRE2(result->plan, r.events().constLast().raw.constData());
    QCOMPARE(result->turns.value_or(-1), 0);
    const TokenUsage zero;
    SB_REQUIRE2(result->tokens, r.events().constLast().raw.constData());
    QCOMPARE(*result->tokens, zero);
    const QStringList got = titlesOf(*result->plan);
    QCOMPARE(got.size(), titles.size());
    for (int i = 0; i < titles.size(); ++i) {
        if (titles.at(i) != "*"_L1)
            QCOMPARE(got.at(i), titles.at(i));
    }
    if (!titles.isEmpty()) {
        QVERIFY(countOf(ev, EventType::TaskPlan) >= 1);
        QCOMPARE(titlesOf(view<TaskPlan>(eventsOf(ev, EventType::TaskPlan).constLast())), got);
    }
}

void TestSandboxScenarios::supervisorOnTrack()
{
    FinishedRun r;
    run(specWith(u"Work with supervision."_s,
                 QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s)},
                 QJsonObject{{"supervisor"_L1, QJsonObject{{"interval"_L1, 1}}}}),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent> reviews = eventsOf(r.events(), EventType::Supervisor);
    QVERIFY(!reviews.isEmpty());
    int lastCalls = 0;
    for (const RunEvent& e : reviews) {
        const auto* s = &view<SupervisorEvent>(e);
        QCOMPARE(s->action, SupervisorAction::OnTrack);
        QVERIFY(!s->reason.isEmpty());
        QVERIFY(!s->redirect);
        QVERIFY2(s->llmCalls > lastCalls, e.raw.constData());
        lastCalls = s->llmCalls;
        SB_REQUIRE2(s->model && !s->model->id.isEmpty() && !s->model->provider.isEmpty(),
                    e.raw.constData());
    }
    QCOMPARE(r.events().constLast().type, EventType::Result);

    // No supervisor field: no reviews.
    FinishedRun plain;
    run(specWith(u"Work without supervision."_s, QJsonArray{pluginTool(u"beta_tool"_s)}), plain);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(countOf(plain.events(), EventType::Supervisor), 0);
}

void TestSandboxScenarios::reasoning_data()
{
    QTest::addColumn<QJsonValue>("level"); // undefined: omitted
    QTest::addColumn<bool>("thinking");
    QTest::addColumn<QString>("effort"); // empty: absent
    QTest::newRow("high") << QJsonValue(u"high"_s) << true << u"high"_s;
    QTest::newRow("50") << QJsonValue(50) << true << u"medium"_s;
    QTest::newRow("low") << QJsonValue(u"low"_s) << true << u"low"_s;
    QTest::newRow("0") << QJsonValue(0) << false << u"off"_s;
    QTest::newRow("omitted") << QJsonValue(QJsonValue::Undefined) << false << QString();
}

void TestSandboxScenarios::reasoning()
{
    QFETCH(QJsonValue, level);
    QFETCH(bool, thinking);
    QFETCH(QString, effort);
    QJsonObject extra;
    if (!level.isUndefined())
        extra.insert("reasoningLevel"_L1, level);
    FinishedRun r;
    run(specWith(u"Think it through."_s, QJsonArray{pluginTool(u"beta_tool"_s)}, extra), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QCOMPARE(countOf(ev, EventType::ThinkingDelta) > 0, thinking);
    if (thinking) {
        // Thinking opens each of the two turns, before its visible text.
        QVERIFY(indexOf(ev, EventType::ThinkingDelta) < indexOf(ev, EventType::AssistantDelta));
        const int secondTurn = indexOf(ev, EventType::ToolResult);
        QVERIFY(indexOf(ev, EventType::ThinkingDelta, secondTurn) > secondTurn);
    }
    const ResultEvent* result = resultOf(r);
    SB_REQUIRE(result && result->model);
    QCOMPARE(result->model->reasoningEffort.value_or(QString()), effort);
    if (effort.isEmpty())
        QVERIFY2(!ev.constLast().data().value("model"_L1).toObject().contains("reasoningEffort"_L1),
                 ev.constLast().raw.constData());
}

void TestSandboxScenarios::outputSchema()
{
    const QJsonObject schema{
        {"type"_L1, u"object"_s},
        {"properties"_L1,
         QJsonObject{{"summary"_L1, QJsonObject{{"type"_L1, u"string"_s}}},
                     {"score"_L1, QJsonObject{{"type"_L1, u"integer"_s}}},
                     {"level"_L1, QJsonObject{{"type"_L1, u"string"_s},
                                              {"enum"_L1, QJsonArray{u"low"_s, u"high"_s}}}},
                     {"tags"_L1, QJsonObject{{"type"_L1, u"array"_s},
                                             {"items"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
                     {"details"_L1,
                      QJsonObject{{"type"_L1, u"object"_s},
                                  {"properties"_L1,
                                   QJsonObject{{"ok"_L1, QJsonObject{{"type"_L1, u"boolean"_s}}}}},
                                  {"required"_L1, QJsonArray{u"ok"_s}}}}}},
        {"required"_L1, QJsonArray{u"summary"_s, u"score"_s, u"level"_s, u"tags"_s, u"details"_s}}};
    for (const QJsonArray& tools : {QJsonArray{}, QJsonArray{localToolRef(u"alpha_tool"_s)}}) {
        FinishedRun r;
        run(specWith(u"Report as JSON."_s, tools,
                     QJsonObject{{"outputSchema"_L1,
                                  QJsonObject{{"name"_L1, u"report"_s}, {"schema"_L1, schema}}}}),
            r);
        if (QTest::currentTestFailed())
            return;
        const ResultEvent* result = resultOf(r);
        SB_REQUIRE(result && result->text);
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(result->text->toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(),
                 qPrintable(*result->text));
        SB_VERIFY_NONE(schemaViolations(doc.object(), schema));
        // The final assistant message carries the same document.
        QCOMPARE(eventsOf(r.events(), EventType::AssistantMessage)
                     .constLast()
                     .as<AssistantMessageEvent>()
                     ->text,
                 *result->text);
    }
}

// ------------------------------------------------------------------------------------------------
// Forced scenarios

void TestSandboxScenarios::scenarioTruncation()
{
    FinishedRun r;
    run(specWith(u"Write a very long essay."_s, {}, scenario(u"truncation"_s)), r);
    if (QTest::currentTestFailed())
        return;
    const ErrorEvent* error = errorOf(r);
    SB_REQUIRE2(error, r.events().constLast().raw.constData());
    const auto* last =
        &view<AssistantMessageEvent>(eventsOf(r.events(), EventType::AssistantMessage).constLast());
    QCOMPARE(last->finishReason.value_or(QString()), u"max_tokens"_s);
    QCOMPARE(error->errorClass.value_or(QString()), u"truncation"_s);
    QCOMPARE(error->code, u"truncation"_s);
    QCOMPARE(error->finishReason.value_or(QString()), u"max_tokens"_s);
    QCOMPARE(error->partialText.value_or(QString()), last->text);
    QCOMPARE(error->retryable, std::optional(false));

    const HttpResult snap = m_http->snapshot(r.runId);
    const QJsonObject o = snap.json();
    QCOMPARE(o.value("status"_L1).toString(), u"failed"_s);
    QCOMPARE(o.value("finalText"_L1).toString(), last->text);
    QCOMPARE(o.value("error"_L1).toString(), error->error);
    QCOMPARE(
        o.value("failureReason"_L1).toObject(),
        (QJsonObject{{"errorClass"_L1, u"truncation"_s}, {"finishReason"_L1, u"max_tokens"_s}}));
    QCOMPARE(o.value("turns"_L1).toInt(), error->turns.value_or(-1));
}

void TestSandboxScenarios::scenarioRateLimit()
{
    FinishedRun r;
    run(specWith(u"Go."_s, QJsonArray{pluginTool(u"beta_tool"_s)}, scenario(u"rate_limit"_s)), r);
    if (QTest::currentTestFailed())
        return;
    const ErrorEvent* error = errorOf(r);
    SB_REQUIRE2(error, r.events().constLast().raw.constData());
    QCOMPARE(error->errorClass.value_or(QString()), u"rate_limit"_s);
    QCOMPARE(error->retryable, std::optional(true));
    QVERIFY(countOf(r.events(), EventType::AssistantMessage) >= 1); // after the first turn
    const QJsonObject o = m_http->snapshot(r.runId).json();
    QCOMPARE(o.value("status"_L1).toString(), u"failed"_s);
    QCOMPARE(o.value("failureReason"_L1).toObject().value("errorClass"_L1).toString(),
             u"rate_limit"_s);
}

void TestSandboxScenarios::scenarioServerError()
{
    FinishedRun r;
    run(specWith(u"Go."_s, {}, scenario(u"server_error"_s)), r);
    if (QTest::currentTestFailed())
        return;
    const ErrorEvent* error = errorOf(r);
    SB_REQUIRE2(error, r.events().constLast().raw.constData());
    QCOMPARE(error->errorClass.value_or(QString()), u"server"_s);
    QCOMPARE(error->code, u"server"_s);
    QCOMPARE(error->retryable, std::optional(true));
    QCOMPARE(m_http->snapshot(r.runId).json().value("status"_L1).toString(), u"failed"_s);
}

void TestSandboxScenarios::scenarioLocalTimeout()
{
    // Nobody answers: the call times out after sandbox.toolTimeoutMs.
    FinishedRun r;
    run(specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)},
                 scenario(u"local_timeout"_s, QJsonObject{{"sandbox.toolTimeoutMs"_L1, u"300"_s}})),
        r, [](const LocalToolCallEvent&) { return QJsonObject(); });
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    QCOMPARE(countOf(ev, EventType::LocalToolCall), 1);
    QCOMPARE(countOf(ev, EventType::LocalToolResultIn), 0);
    const ErrorEvent* error = errorOf(r);
    SB_REQUIRE2(error, ev.constLast().raw.constData());
    QCOMPARE(error->errorClass.value_or(QString()), u"local_timeout"_s);

    // The late answer: 409 run_terminal.
    const QString id =
        view<LocalToolCallEvent>(eventsOf(ev, EventType::LocalToolCall).first()).toolUseId;
    const HttpResult late = m_http->postToolResult(
        r.runId, QJsonObject{{"toolUseId"_L1, id}, {"result"_L1, u"late"_s}});
    QVERIFY2(late.status == 409, late.describe().constData());
    QCOMPARE(late.json().value("error"_L1).toString(), u"run_terminal"_s);
    QCOMPARE(m_server->acceptedToolResults(id), 0);
}

void TestSandboxScenarios::scenarioLoop_data()
{
    QTest::addColumn<QJsonValue>("loopDetection"); // undefined: the defaults 3 / 6
    QTest::addColumn<int>("soft");
    QTest::addColumn<int>("hard");
    QTest::newRow("defaults") << QJsonValue(QJsonValue::Undefined) << 3 << 6;
    QTest::newRow("2 and 3") << QJsonValue(QJsonObject{{"consecutiveThreshold"_L1, 2},
                                                       {"hardCutoffThreshold"_L1, 3}})
                             << 2 << 3;
}

void TestSandboxScenarios::scenarioLoop()
{
    QFETCH(QJsonValue, loopDetection);
    QFETCH(int, soft);
    QFETCH(int, hard);
    QJsonObject extra = scenario(u"loop"_s);
    if (!loopDetection.isUndefined())
        extra.insert("loopDetection"_L1, loopDetection);
    FinishedRun r;
    run(specWith(u"Search until done."_s,
                 QJsonArray{pluginTool(u"beta_tool"_s), pluginTool(u"other_tool"_s)}, extra),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    const QList<RunEvent> loops = eventsOf(ev, EventType::LoopDetected);
    QCOMPARE(loops.size(), 2);
    const auto* s = &view<LoopDetectedEvent>(loops.at(0));
    const auto* h = &view<LoopDetectedEvent>(loops.at(1));
    QCOMPARE(s->hardCutoff, false);
    QCOMPARE(s->consecutiveCount, soft);
    QCOMPARE(s->tools, QStringList{u"beta_tool"_s});
    QCOMPARE(h->hardCutoff, true);
    QCOMPARE(h->consecutiveCount, hard);
    QCOMPARE(h->tools, QStringList{u"beta_tool"_s});
    // The first tool again and again; after the hard cutoff a tools-disabled final turn.
    const QStringList called = calledTools(ev);
    QVERIFY(!called.isEmpty());
    QCOMPARE(called, QStringList(called.size(), u"beta_tool"_s));
    const int hardAt = indicesOf(ev, EventType::LoopDetected).at(1);
    for (int i = hardAt + 1; i < ev.size(); ++i) {
        QVERIFY2(ev.at(i).type != EventType::ToolResult &&
                     ev.at(i).type != EventType::LocalToolCall,
                 qPrintable(eventLabel(ev.at(i))));
        if (const auto* m = ev.at(i).as<AssistantMessageEvent>())
            QVERIFY(!m->toolCalls || m->toolCalls->isEmpty());
    }
    QCOMPARE(ev.constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioBudget_data()
{
    QTest::addColumn<QJsonValue>("toolBudgets"); // undefined: none given
    QTest::addColumn<int>("maxCalls");
    QTest::newRow("no budget given") << QJsonValue(QJsonValue::Undefined) << 2;
    QTest::newRow("maxCalls 1") << QJsonValue(QJsonObject{
                                       {"beta_tool"_L1, QJsonObject{{"maxCalls"_L1, 1}}}})
                                << 1;
}

void TestSandboxScenarios::scenarioBudget()
{
    QFETCH(QJsonValue, toolBudgets);
    QFETCH(int, maxCalls);
    QJsonObject extra = scenario(u"budget"_s);
    if (!toolBudgets.isUndefined())
        extra.insert("toolBudgets"_L1, toolBudgets);
    FinishedRun r;
    run(specWith(u"Search a lot."_s, QJsonArray{pluginTool(u"beta_tool"_s)}, extra), r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    const QList<RunEvent> exceeded = eventsOf(ev, EventType::ToolBudgetExceeded);
    QVERIFY(!exceeded.isEmpty());
    const auto* b = &view<ToolBudgetExceededEvent>(exceeded.first());
    QCOMPARE(b->tool, u"beta_tool"_s);
    QCOMPARE(b->maxCalls, maxCalls);
    QCOMPARE(b->callIndex, maxCalls + 1);
    // The synthetic tool_result for the intercepted call lands before the event.
    const int at = indicesOf(ev, EventType::ToolBudgetExceeded).first();
    QVERIFY(at > 0);
    QCOMPARE(ev.at(at - 1).type, EventType::ToolResult);
    QCOMPARE(view<ToolResultEvent>(ev.at(at - 1)).name, u"beta_tool"_s);
    // Exactly maxCalls real executions before it.
    int executed = 0;
    for (int i = 0; i < at - 1; ++i)
        executed += ev.at(i).type == EventType::ToolResult ? 1 : 0;
    QCOMPARE(executed, maxCalls);
    QCOMPARE(ev.constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioSupervisorRedirect()
{
    FinishedRun r;
    run(specWith(u"Go."_s, QJsonArray{pluginTool(u"beta_tool"_s), pluginTool(u"other_tool"_s)},
                 scenario(u"supervisor_redirect"_s)),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent> reviews = eventsOf(r.events(), EventType::Supervisor);
    QVERIFY(!reviews.isEmpty());
    const auto* first = &view<SupervisorEvent>(reviews.first());
    QCOMPARE(first->action, SupervisorAction::Redirect);
    QVERIFY(first->redirect && !first->redirect->isEmpty());
    QVERIFY(!first->reason.isEmpty());
    QCOMPARE(r.events().constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioSupervisorFinalize()
{
    FinishedRun r;
    run(specWith(u"Go."_s,
                 QJsonArray{pluginTool(u"beta_tool"_s), pluginTool(u"other_tool"_s),
                            pluginTool(u"third_tool"_s)},
                 scenario(u"supervisor_finalize"_s)),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    const QList<RunEvent> reviews = eventsOf(ev, EventType::Supervisor);
    QVERIFY(!reviews.isEmpty());
    QCOMPARE(view<SupervisorEvent>(reviews.first()).action, SupervisorAction::Finalize);
    QVERIFY(!view<SupervisorEvent>(reviews.first()).redirect);
    // Tools-disabled from there on.
    const int at = indicesOf(ev, EventType::Supervisor).first();
    for (int i = at + 1; i < ev.size(); ++i) {
        QVERIFY2(ev.at(i).type != EventType::ToolResult, qPrintable(eventLabel(ev.at(i))));
        if (const auto* m = ev.at(i).as<AssistantMessageEvent>())
            QVERIFY(!m->toolCalls || m->toolCalls->isEmpty());
    }
    QVERIFY(indexOf(ev, EventType::AssistantMessage, at + 1) > at);
    QVERIFY(calledTools(ev).size() < 3);
    QCOMPARE(ev.constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioSupervisorReasoning()
{
    FinishedRun r;
    run(specWith(u"Think carefully."_s, QJsonArray{pluginTool(u"beta_tool"_s)},
                 [] {
                     QJsonObject e = scenario(u"supervisor_reasoning"_s);
                     e.insert("reasoningLevel"_L1, u"high"_s);
                     return e;
                 }()),
        r);
    if (QTest::currentTestFailed())
        return;
    const QList<RunEvent>& ev = r.events();
    int at = -1;
    for (int i = 0; i < ev.size(); ++i) {
        const auto* s = ev.at(i).as<SupervisorEvent>();
        if (s && s->phase == SupervisorPhase::Reasoning) {
            at = i;
            QCOMPARE(s->action, SupervisorAction::Redirect);
            QVERIFY(s->redirect && !s->redirect->isEmpty());
            QCOMPARE(s->phaseRaw, u"reasoning"_s);
            break;
        }
    }
    QVERIFY2(at >= 0, "no phase:reasoning review");
    // During the first thinking span: after thinking began, before the first turn closed.
    QVERIFY(indexOf(ev, EventType::ThinkingDelta) < at);
    QVERIFY(indexOf(ev, EventType::AssistantMessage) > at);
    QCOMPARE(ev.constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioSlow()
{
    FinishedRun r;
    run(specWith(u"Slowly."_s, {}, scenario(u"slow"_s)), r);
    if (QTest::currentTestFailed())
        return;
    const QList<qint64>& at = r.stream->arrivalMs();
    QVERIFY(at.size() >= 3);
    const double meanGap = double(at.constLast() - at.constFirst()) / double(at.size() - 1);
    qDebug("slow scenario: %lld events, mean gap %.0f ms", qint64(at.size()), meanGap);
    QVERIFY2(meanGap >= 150.0, qPrintable(QString::number(meanGap)));
}

void TestSandboxScenarios::scenarioStream_data()
{
    QTest::addColumn<QString>("mix");
    QTest::addColumn<int>("events");
    QTest::addColumn<bool>("legacy");

    QTest::newRow("deltas") << u"deltas"_s << 3000 << false;
    QTest::newRow("mixed") << u"mixed"_s << 3000 << false;
    QTest::newRow("one event") << u"deltas"_s << 1 << false;
    QTest::newRow("two events") << u"mixed"_s << 2 << false;
    QTest::newRow("legacy mixed") << u"mixed"_s << 777 << true;
}

void TestSandboxScenarios::streamBounds_data()
{
    QTest::addColumn<QString>("events");
    QTest::addColumn<QString>("rate");
    QTest::addColumn<int>("expected");
    // Metadata values are strings: whatever number they spell is bounded, and one that is not
    // a finite number leaves the default (10000 events, as fast as the server can).
    QTest::newRow("zero") << u"0"_s << u"0"_s << 1;
    QTest::newRow("negative") << u"-5"_s << u"-3"_s << 1;
    QTest::newRow("fraction") << u"2.9"_s << u"0"_s << 2;
    QTest::newRow("nan") << u"nan"_s << u"nan"_s << 10000;
    QTest::newRow("infinite") << u"inf"_s << u"inf"_s << 10000;
    QTest::newRow("huge rate") << u"40"_s << u"1e300"_s << 40;
}

void TestSandboxScenarios::streamBounds()
{
    QFETCH(QString, events);
    QFETCH(QString, rate);
    QFETCH(int, expected);
    const QJsonObject spec =
        specWith(u"Stream."_s, {},
                 scenario(u"stream"_s, QJsonObject{{"sandbox.stream.events"_L1, events},
                                                   {"sandbox.stream.rate"_L1, rate}}));
    FinishedRun r;
    runToEnd(*m_http, spec, r, defaultAnswer, 201);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(r.events().size(), expected);
    QCOMPARE(r.events().constLast().type, EventType::Result);
}

void TestSandboxScenarios::scenarioStream()
{
    QFETCH(QString, mix);
    QFETCH(int, events);
    QFETCH(bool, legacy);
    const QJsonObject spec = specWith(
        u"Stream."_s, {},
        scenario(u"stream"_s, QJsonObject{{"sandbox.stream.events"_L1, QString::number(events)},
                                          {"sandbox.stream.rate"_L1, u"0"_s},
                                          {"sandbox.stream.mix"_L1, mix}}));
    FinishedRun r;
    runToEnd(legacy ? *m_legacyHttp : *m_http, spec, r, defaultAnswer, legacy ? 202 : 201);
    if (QTest::currentTestFailed())
        return;
    StreamCheck check;
    check.legacy = legacy;
    SB_VERIFY_NONE(wholeStreamViolations(*r.stream, check));
    const QList<RunEvent>& ev = r.events();
    // Exactly the events asked for, the last of them the one terminal result, a success.
    QCOMPARE(ev.size(), events);
    QCOMPARE(ev.constLast().type, EventType::Result);
    QCOMPARE(r.stream->terminalIndex(), events - 1);
    const ResultEvent* result = resultOf(r);
    SB_REQUIRE(result);
    QVERIFY(result->isSuccess());
    for (int i = 0; i < ev.size(); ++i)
        QCOMPARE(ev.at(i).seq, qint64(i + 1));
    if (events < 100)
        return;

    const int deltas =
        countOf(ev, EventType::AssistantDelta) + countOf(ev, EventType::ThinkingDelta);
    QVERIFY(countOf(ev, EventType::AssistantMessage) > 10); // turn boundaries
    QCOMPARE(countOf(ev, EventType::Unknown), 0);
    if (mix == "deltas"_L1) {
        QVERIFY2(deltas * 10 >= events * 8, qPrintable(QString::number(deltas)));
        QCOMPARE(countOf(ev, EventType::TaskPlan), 0);
    } else {
        QVERIFY(countOf(ev, EventType::TaskPlan) > 0);
        // Tool results with big outputs.
        qsizetype biggest = 0;
        for (const RunEvent& e : eventsOf(ev, EventType::ToolResult)) {
            const auto& t = view<ToolResultEvent>(e);
            biggest = std::max(biggest, legacy ? t.summary.value_or(QString()).size()
                                               : t.result.value_or(JsonText()).toString().size());
        }
        QVERIFY2(biggest >= 16384, qPrintable(QString::number(biggest)));
    }
    // Each turn's message is the concatenation of its assistant deltas.
    QString text;
    for (const RunEvent& e : ev) {
        if (const auto* d = e.as<TextDelta>(); d && e.type == EventType::AssistantDelta)
            text += d->text.toString();
        if (const auto* m = e.as<AssistantMessageEvent>()) {
            QCOMPARE(m->text, text);
            text.clear();
        }
    }
}

void TestSandboxScenarios::scenarioStreamRate()
{
    // 3000 events at 6000/s: about half a second. Only roughly: the machine is shared.
    const QJsonObject spec =
        specWith(u"Stream."_s, {},
                 scenario(u"stream"_s, QJsonObject{{"sandbox.stream.events"_L1, u"3000"_s},
                                                   {"sandbox.stream.rate"_L1, u"6000"_s}}));
    FinishedRun r;
    run(spec, r);
    if (QTest::currentTestFailed())
        return;
    const QList<qint64>& at = r.stream->arrivalMs();
    QCOMPARE(at.size(), 3000);
    const qint64 span = at.constLast() - at.constFirst();
    qDebug("stream at 6000/s: 3000 events in %lld ms", span);
    QVERIFY2(span >= 350, qPrintable(QString::number(span))); // not all at once
    QVERIFY2(span <= 5000, qPrintable(QString::number(span)));
    // Spread over the time, not in a few bursts: every tenth of the run brings events.
    const qint64 first = at.constFirst();
    for (int part = 0; part < 10; ++part) {
        const qint64 from = first + span * part / 10;
        const qint64 to = first + span * (part + 1) / 10;
        const auto n =
            std::count_if(at.begin(), at.end(), [&](qint64 t) { return t >= from && t <= to; });
        QVERIFY2(n > 0, qPrintable(u"no event in part %1"_s.arg(part)));
    }
}

void TestSandboxScenarios::scenarioStreamPersists()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxConfig cfg;
    cfg.dataDir = dir.path();
    const QJsonObject spec =
        specWith(u"Stream."_s, {},
                 scenario(u"stream"_s, QJsonObject{{"sandbox.stream.events"_L1, u"5000"_s},
                                                   {"sandbox.stream.mix"_L1, u"mixed"_s}}));
    FinishedRun first;
    {
        SandboxServer server(cfg);
        QVERIFY(server.start());
        Http http(server.baseUrl());
        runToEnd(http, spec, first);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(first.events().size(), 5000);
    }
    SandboxServer again(cfg);
    QVERIFY(again.start());
    Http http(again.baseUrl());
    SseStream replay(http.nam(), http.streamRequest(first.runId));
    QVERIFY(replay.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(replay));
    QCOMPARE(replay.frames().size(), first.stream->frames().size());
    for (int i = 0; i < replay.frames().size(); ++i)
        QCOMPARE(replay.frames().at(i).data, first.stream->frames().at(i).data);
}

// ------------------------------------------------------------------------------------------------
// Legacy mode

void TestSandboxScenarios::legacy_data()
{
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<bool>("answer");
    QTest::addColumn<QString>("subtype"); // of the terminal result; empty: success

    QTest::newRow("plain") << specWith(u"Hello."_s) << true << QString();
    QTest::newRow("server tool") << specWith(u"Go."_s, QJsonArray{pluginTool(u"beta_tool"_s)})
                                 << true << QString();
    QTest::newRow("local tool") << specWith(u"Go."_s, QJsonArray{localToolRef(u"alpha_tool"_s)})
                                << true << QString();
    QTest::newRow("local tool error answer")
        << specWith(u"Go."_s, QJsonArray{localToolRef(u"alpha_tool"_s)}) << false << QString();
    QTest::newRow("server_error") << specWith(u"Go."_s, {}, scenario(u"server_error"_s)) << true
                                  << u"*"_s;
    QTest::newRow("truncation") << specWith(u"Go."_s, {}, scenario(u"truncation"_s)) << true
                                << u"error_max_tokens"_s;
    QTest::newRow("local_timeout")
        << specWith(
               u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)},
               scenario(u"local_timeout"_s, QJsonObject{{"sandbox.toolTimeoutMs"_L1, u"300"_s}}))
        << true << u"error_local_tool_timeout"_s;
}

void TestSandboxScenarios::legacy()
{
    QFETCH(QJsonObject, spec);
    QFETCH(bool, answer);
    QFETCH(QString, subtype);
    const bool timeout = subtype == "error_local_tool_timeout"_L1;
    FinishedRun r;
    runToEnd(
        *m_legacyHttp, spec, r,
        [answer, timeout](const LocalToolCallEvent& call) {
            if (timeout) // leave it unanswered (an empty body is refused)
                return QJsonObject();
            return answer ? defaultAnswer(call) : QJsonObject{{"error"_L1, u"tool exploded"_s}};
        },
        202);
    if (QTest::currentTestFailed())
        return;
    StreamCheck check;
    check.legacy = true;
    SB_VERIFY_NONE(wholeStreamViolations(*r.stream, check));
    const QList<RunEvent>& ev = r.events();

    QCOMPARE(ev.first().type, EventType::Started);
    QCOMPARE(ev.first().data(), QJsonObject());
    QCOMPARE(countOf(ev, EventType::Started), 1);
    QCOMPARE(countOf(ev, EventType::Error), 0);

    // tool_call right before each server-resolved tool_result, with the older payload.
    for (int i = 0; i < ev.size(); ++i) {
        const auto* tr = ev.at(i).as<ToolResultEvent>();
        if (!tr)
            continue;
        QVERIFY2(tr->legacyShape && tr->ok && tr->summary, ev.at(i).raw.constData());
        QVERIFY2(!ev.at(i).data().contains("result"_L1), ev.at(i).raw.constData());
        QVERIFY(i > 0);
        const auto* tc = ev.at(i - 1).as<ToolCallEvent>();
        SB_REQUIRE2(tc, qPrintable(eventLabel(ev.at(i - 1))));
        QCOMPARE(tc->toolUseId, tr->toolUseId);
        QCOMPARE(tc->name, tr->name);
    }
    QCOMPARE(countOf(ev, EventType::ToolCall), countOf(ev, EventType::ToolResult));

    for (const RunEvent& e : eventsOf(ev, EventType::LocalToolResultIn)) {
        const auto* in = &view<LocalToolResultInEvent>(e);
        QVERIFY2(!in->result, e.raw.constData());
        if (answer)
            QCOMPARE(in->output.value_or(QString()), u"answer-alpha_tool-7731"_s);
        else
            QCOMPARE(in->error.value_or(QString()), u"tool exploded"_s);
    }
    for (const int status : r.answerer->statuses()) {
        if (!timeout)
            QCOMPARE(status, 200);
    }

    const ResultEvent* result = resultOf(r);
    SB_REQUIRE2(result, ev.constLast().raw.constData());
    if (subtype.isEmpty()) {
        SB_REQUIRE(result->isSuccess());
        SB_REQUIRE(result->text);
    } else {
        QVERIFY(!result->isSuccess());
        SB_REQUIRE(result->subtype && *result->subtype != "success"_L1);
        if (subtype != "*"_L1)
            QCOMPARE(*result->subtype, subtype);
        SB_REQUIRE(result->error && !result->error->isEmpty());
    }
}

// ------------------------------------------------------------------------------------------------

void TestSandboxScenarios::determinism()
{
    const QJsonArray tools{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s),
                           mcpLocalTool(true)};
    const QJsonObject extra{{"reasoningLevel"_L1, u"medium"_s},
                            {"plan"_L1, true},
                            {"supervisor"_L1, QJsonObject{{"interval"_L1, 2}}}};
    const QJsonObject spec = specWith(u"Do everything once."_s, tools, extra);

    // The same spec twice: the same event types and texts.
    FinishedRun a;
    FinishedRun b;
    run(spec, a);
    run(spec, b);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(a.runId != b.runId);
    QCOMPARE(typeNamesOf(a.events()), typeNamesOf(b.events()));
    QCOMPARE(textsOf(a.events()), textsOf(b.events()));

    // With a fixed sandbox.seed, the same data byte for byte, ids included.
    QJsonObject seeded = spec;
    seeded.insert("metadata"_L1, QJsonObject{{"sandbox.seed"_L1, u"seed-1234"_s}});
    FinishedRun c;
    FinishedRun d;
    run(seeded, c);
    run(seeded, d);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(c.events().size(), d.events().size());
    for (int i = 0; i < c.events().size(); ++i)
        QCOMPARE(c.events().at(i).data(), d.events().at(i).data());
    QCOMPARE(textsOf(c.events()), textsOf(a.events()));
}

void TestSandboxScenarios::checkerCatchesViolations_data()
{
    // The stream checks themselves must be able to fail: each row breaks one rule.
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("violation"); // empty: a clean stream

    const QByteArray delta = frame(1, "assistant_delta", R"({"text":"Hi"})");
    const QByteArray message =
        frame(2, "assistant_message", R"({"text":"Hi","turn":0,"finishReason":"end_turn"})");
    const QByteArray result = frame(3, "result", resultData().constData());
    QTest::newRow("clean") << delta + message + result << QString();
    QTest::newRow("seq gap") << delta + frame(3, "assistant_message", R"({"text":"Hi","turn":0})") +
                                    frame(4, "result", resultData().constData())
                             << u"expected seq 2"_s;
    QTest::newRow("id differs") << delta +
                                       frame(2, "assistant_message", R"({"text":"Hi","turn":0})",
                                             7) +
                                       result
                                << u"does not equal data.seq"_s;
    QTest::newRow("event line differs")
        << delta + frame(2, "assistant_message", R"({"text":"Hi","turn":0})", -1, "message") +
               result
        << u"does not equal data.type"_s;
    QTest::newRow("no terminal") << delta + message << u"exactly one terminal"_s;
    QTest::newRow("terminal not last") << delta + frame(2, "result", resultData().constData()) +
                                              frame(3, "assistant_delta", R"({"text":"late"})")
                                       << u"terminal event is not the last"_s;
    QTest::newRow("two terminals")
        << delta + message + result + frame(4, "cancelled", R"({"reason":"user"})") << u"got 2"_s;
    QTest::newRow("result without usage")
        << delta + message + frame(3, "result", R"({"ok":true,"text":"Hi"})") << u"tokens"_s;
    QTest::newRow("message without turn")
        << delta + frame(2, "assistant_message", R"({"text":"Hi"})") + result << u"turn"_s;
    QTest::newRow("local_tool_call without kind")
        << delta + frame(2, "local_tool_call", R"({"toolUseId":"tu_1","name":"x","args":{}})") +
               result
        << u"kind"_s;
    QTest::newRow("mcp_local without mcpServer")
        << delta +
               frame(
                   2, "local_tool_call",
                   R"({"toolUseId":"tu_1","name":"x","args":{},"kind":"mcp_local","mcpToolName":"x"})") +
               result
        << u"mcpServer"_s;
    QTest::newRow("supervisor redirect without text")
        << delta + frame(2, "supervisor", R"({"action":"redirect","reason":"r","llmCalls":1})") +
               result
        << u"redirect"_s;
    QTest::newRow("unknown type") << delta + frame(2, "mystery", R"({})") + result << u"Unknown"_s;
    QTest::newRow("malformed JSON")
        << delta + "id: 2\nevent: assistant_message\ndata: {\"seq\":2,\n\n"_ba + result
        << u"Malformed"_s;
}

void TestSandboxScenarios::checkerCatchesViolations()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, violation);
    SseParser parser;
    EventDecoder decoder;
    const QList<SseFrame> frames = parser.feed(bytes);
    QList<RunEvent> events;
    for (const SseFrame& f : frames)
        events << decoder.decode(f.data, f.event, f.id);
    const QStringList v = streamViolations(frames, events);
    if (violation.isEmpty()) {
        SB_VERIFY_NONE(v);
    } else {
        QVERIFY2(!v.isEmpty(), "the checker accepted a broken stream");
        QVERIFY2(joined(v).contains(violation), qPrintable(joined(v)));
    }
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxScenarios)
#include "tst_sandboxscenarios.moc"
