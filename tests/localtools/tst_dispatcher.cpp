// SPDX-License-Identifier: MIT
// Tests the approval policy table, the registry's keying (§13: name, agentCard.url, mcpServer),
// the dispatcher's argument and output checks — a violating call never auto-runs but can still be
// run — cancellation and MCP progress against the real server-everything, and how
// LocalToolSession fits command tools into a spec and offers each call only once.
#include <memory>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "localtools/a2aclient.h"
#include "localtools/approvalpolicy.h"
#include "localtools/commandhandler.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolregistry.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpserverconfig.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using Mode = ApprovalPolicy::Mode;
using Rule = ApprovalDecision::Rule;

class TestDispatcher final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void policyTable_data();
    void policyTable();
    void policyNamesAndJson();
    void registryKeying();
    void registryForgetsDeletedHandlers();
    void argumentViolationsBlockAutoRun();
    void commandRunsWhenAnnounced();
    void argumentSchemasKeptApart();
    void a2aArgumentsAreChecked();
    void noHandlerWaitsForTheUser();
    void outputSchemaCheck_data();
    void outputSchemaCheck();
    void mcpReadOnlyRunsWithProgress();
    void mcpCallCancelled();
    void mcpCallsUnderEitherName();
    void sessionPreparesSpec();
    void sessionRefusesConflicts();
    void sessionOffersEachCallOnce();

private:
    // A /bin/sh command tool: prints "ran <tool> <stdin>" and appends a line to `counter`.
    CommandHandler* shellTool(const QString& script, QObject* parent);
    QString path(const QString& name) const { return m_dir.filePath(name); }
    int linesIn(const QString& file) const;
    McpServerConfig everythingConfig() const;

    QTemporaryDir m_dir;
};

namespace {

LocalToolCallEvent localCall(const QString& id, const QString& name, const QJsonObject& args,
                             bool kindOmitted = false)
{
    LocalToolCallEvent call;
    call.toolUseId = id;
    call.name = name;
    call.args = args;
    call.kind = LocalToolKind::Local;
    call.kindRaw = kindOmitted ? QString() : u"local"_s;
    call.kindOmitted = kindOmitted;
    return call;
}

LocalToolCallEvent mcpCall(const QString& id, const QString& name,
                           const std::optional<QString>& server, const QJsonObject& args = {})
{
    LocalToolCallEvent call;
    call.toolUseId = id;
    call.name = name;
    call.args = args;
    call.kind = LocalToolKind::McpLocal;
    call.kindRaw = u"mcp_local"_s;
    call.mcpServer = server;
    if (server)
        call.mcpToolName = name;
    return call;
}

LocalToolCallEvent a2aCall(const QString& id, const QString& name, const QJsonObject& card,
                           const QJsonObject& args)
{
    LocalToolCallEvent call;
    call.toolUseId = id;
    call.name = name;
    call.args = args;
    call.kind = LocalToolKind::A2aLocal;
    call.kindRaw = u"a2a_local"_s;
    call.agentCard = card;
    return call;
}

QJsonObject card03(const QString& url)
{
    return QJsonObject{{"protocolVersion"_L1, u"0.3.0"_s},
                       {"name"_L1, u"Test peer"_s},
                       {"description"_L1, u"Answers."_s},
                       {"url"_L1, url},
                       {"version"_L1, u"1.0.0"_s},
                       {"capabilities"_L1, QJsonObject{}},
                       {"defaultInputModes"_L1, QJsonArray{u"text/plain"_s}},
                       {"defaultOutputModes"_L1, QJsonArray{u"text/plain"_s}},
                       {"skills"_L1, QJsonArray{}}};
}

// A code of four digits: the sandbox's argument generator knows no `pattern`, the validator does.
QJsonObject codeSchema()
{
    return QJsonObject{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"code"_L1, QJsonObject{{"type"_L1, u"string"_s},
                                                              {"pattern"_L1, u"^[0-9]{4}$"_s}}}}},
        {"required"_L1, QJsonArray{u"code"_s}}};
}

QList<ToolRef> refs(const QJsonArray& tools)
{
    QList<ToolRef> out;
    for (const QJsonValue& t : tools)
        out << ToolRef::fromJson(t.toObject());
    return out;
}

} // namespace

void TestDispatcher::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qRegisterMetaType<DispatchResult>();
    qRegisterMetaType<DispatchAssessment>();
}

CommandHandler* TestDispatcher::shellTool(const QString& script, QObject* parent)
{
    return new CommandHandler(u"/bin/sh"_s, {u"-c"_s, script}, {{u"COUNTER"_s, path(u"count"_s)}},
                              20000, parent);
}

int TestDispatcher::linesIn(const QString& file) const
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return int(f.readAll().count('\n'));
}

McpServerConfig TestDispatcher::everythingConfig() const
{
    McpServerConfig config;
    config.name = u"everything"_s;
    config.command = u"node"_s;
    config.arguments = {
        QStringLiteral(MANTYX_PEERS_DIR) +
            u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s,
        u"stdio"_s};
    return config;
}

void TestDispatcher::policyTable_data()
{
    QTest::addColumn<int>("defaultMode");
    QTest::addColumn<int>("toolMode"); // -1: none
    QTest::addColumn<QJsonObject>("annotations");
    QTest::addColumn<bool>("violations");
    QTest::addColumn<bool>("autoRun");
    QTest::addColumn<int>("rule");

    const QJsonObject none;
    const QJsonObject readOnly{{"readOnlyHint"_L1, true}, {"destructiveHint"_L1, false}};
    const QJsonObject writes{{"readOnlyHint"_L1, false}, {"destructiveHint"_L1, false}};
    const QJsonObject destructive{{"readOnlyHint"_L1, false}, {"destructiveHint"_L1, true}};
    const QJsonObject contradictory{{"readOnlyHint"_L1, true}, {"destructiveHint"_L1, true}};
    const QJsonObject stringHint{{"readOnlyHint"_L1, u"true"_s}};
    const auto m = [](Mode mode) { return int(mode); };

    QTest::newRow("ask") << m(Mode::Ask) << -1 << none << false << false << int(Rule::PolicyAsk);
    QTest::newRow("ask, read-only tool")
        << m(Mode::Ask) << -1 << readOnly << false << false << int(Rule::PolicyAsk);
    QTest::newRow("always") << m(Mode::Always) << -1 << none << false << true
                            << int(Rule::PolicyAlways);
    QTest::newRow("always, writes")
        << m(Mode::Always) << -1 << writes << false << true << int(Rule::PolicyAlways);
    QTest::newRow("always, destructive")
        << m(Mode::Always) << -1 << destructive << false << false << int(Rule::Destructive);
    QTest::newRow("always, bad args")
        << m(Mode::Always) << -1 << none << true << false << int(Rule::ArgumentsInvalid);
    QTest::newRow("read-only, read-only tool")
        << m(Mode::ReadOnly) << -1 << readOnly << false << true << int(Rule::ReadOnlyHint);
    QTest::newRow("read-only, writes")
        << m(Mode::ReadOnly) << -1 << writes << false << false << int(Rule::NotReadOnly);
    QTest::newRow("read-only, no annotations")
        << m(Mode::ReadOnly) << -1 << none << false << false << int(Rule::NotReadOnly);
    QTest::newRow("read-only, hint as a string")
        << m(Mode::ReadOnly) << -1 << stringHint << false << false << int(Rule::NotReadOnly);
    QTest::newRow("read-only, says read-only and destructive")
        << m(Mode::ReadOnly) << -1 << contradictory << false << false << int(Rule::Destructive);
    QTest::newRow("read-only, read-only tool, bad args")
        << m(Mode::ReadOnly) << -1 << readOnly << true << false << int(Rule::ArgumentsInvalid);
    QTest::newRow("tool always over default ask")
        << m(Mode::Ask) << m(Mode::Always) << none << false << true << int(Rule::PolicyAlways);
    QTest::newRow("tool ask over default always")
        << m(Mode::Always) << m(Mode::Ask) << readOnly << false << false << int(Rule::PolicyAsk);
    QTest::newRow("tool read-only over default always")
        << m(Mode::Always) << m(Mode::ReadOnly) << writes << false << false
        << int(Rule::NotReadOnly);
    QTest::newRow("tool always, destructive") << m(Mode::Ask) << m(Mode::Always) << destructive
                                              << false << false << int(Rule::Destructive);
}

void TestDispatcher::policyTable()
{
    QFETCH(int, defaultMode);
    QFETCH(int, toolMode);
    QFETCH(QJsonObject, annotations);
    QFETCH(bool, violations);
    QFETCH(bool, autoRun);
    QFETCH(int, rule);

    ApprovalPolicy policy;
    policy.setDefaultMode(Mode(defaultMode));
    if (toolMode >= 0)
        policy.setToolMode(u"the_tool"_s, Mode(toolMode));
    policy.setToolMode(u"other_tool"_s, Mode::Always); // another tool's setting changes nothing
    QList<SchemaViolation> list;
    if (violations)
        list << SchemaViolation{u"code"_s, u"String does not match pattern."_s};
    const ApprovalDecision d =
        policy.decide(localCall(u"tu_1"_s, u"the_tool"_s, {}), annotations, list);
    QCOMPARE(d.autoRun, autoRun);
    QCOMPARE(int(d.rule), rule);
    QVERIFY(!d.reason.isEmpty());
}

void TestDispatcher::policyNamesAndJson()
{
    QCOMPARE(ApprovalPolicy::modeFromName(u"never"), Mode::Ask);
    QCOMPARE(ApprovalPolicy::modeFromName(u"Ask"), Mode::Ask);
    QCOMPARE(ApprovalPolicy::modeFromName(u"read-only"), Mode::ReadOnly);
    QCOMPARE(ApprovalPolicy::modeFromName(u"readonly"), Mode::ReadOnly);
    QCOMPARE(ApprovalPolicy::modeFromName(u"ALWAYS"), Mode::Always);
    QVERIFY(!ApprovalPolicy::modeFromName(u"sometimes"));
    for (const Mode mode : {Mode::Ask, Mode::Always, Mode::ReadOnly})
        QCOMPARE(ApprovalPolicy::modeFromName(ApprovalPolicy::modeName(mode)), mode);

    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::ReadOnly);
    policy.setToolMode(u"a"_s, Mode::Always);
    policy.setToolMode(u"b"_s, Mode::Ask);
    QCOMPARE(ApprovalPolicy::fromJson(policy.toJson()), policy);
    QCOMPARE(policy.modeFor(u"a"_s), Mode::Always);
    QCOMPARE(policy.modeFor(u"c"_s), Mode::ReadOnly);
    policy.clearToolMode(u"a"_s);
    QCOMPARE(policy.modeFor(u"a"_s), Mode::ReadOnly);
    // Unknown words fall back to the safe mode.
    const ApprovalPolicy odd = ApprovalPolicy::fromJson(
        QJsonObject{{"default"_L1, u"yolo"_s}, {"tools"_L1, QJsonObject{{"x"_L1, u"maybe"_s}}}});
    QCOMPARE(odd.defaultMode(), Mode::Ask);
    QCOMPARE(odd.modeFor(u"x"_s), Mode::Ask);
}

void TestDispatcher::registryKeying()
{
    QObject owner;
    LocalToolRegistry registry;
    QSignalSpy changed(&registry, &LocalToolRegistry::changed);

    McpServerConfig fsConfig;
    fsConfig.name = u"fs"_s;
    fsConfig.command = u"true"_s;
    auto* fs = new McpClient(fsConfig, &owner);
    McpServerConfig otherConfig = fsConfig;
    otherConfig.name = u"other"_s;
    auto* other = new McpClient(otherConfig, &owner);
    registry.addMcpServer(u"fs"_s, fs, {{u"fs_read_file"_s, u"read_file"_s}});
    registry.addMcpServer(u"other"_s, other, {{u"other_tool"_s, u"tool"_s}});

    auto* peer = new A2aClient(nullptr, &owner);
    QVERIFY(peer->setCard(card03(u"http://Peer.Example:8080/a2a/"_s)));
    QVERIFY(registry.addA2aPeer(peer));
    auto* command = shellTool(u"cat"_s, &owner);
    registry.addCommand(u"compute_total"_s, command);
    QCOMPARE(changed.count(), 4);
    QCOMPARE(registry.mcpServerNames(), (QStringList{u"fs"_s, u"other"_s}));
    QCOMPARE(registry.commandToolNames(), QStringList{u"compute_total"_s});
    QCOMPARE(registry.a2aPeerKeys(), QStringList{u"http://Peer.Example:8080/a2a/"_s});

    // local: by name, and a missing kind means local.
    for (const bool omitted : {false, true}) {
        const LocalToolRoute r =
            registry.route(localCall(u"tu_1"_s, u"compute_total"_s, {}, omitted));
        QCOMPARE(r.handler, HandlerKind::Command);
        QCOMPARE(r.command.data(), command);
        QVERIFY2(r.description.contains(u"/bin/sh"_s), qPrintable(r.description));
    }
    const LocalToolRoute noCommand = registry.route(localCall(u"tu_2"_s, u"nope"_s, {}));
    QCOMPARE(noCommand.handler, HandlerKind::None);
    QVERIFY(noCommand.description.contains(u"nope"_s));

    // mcp_local: by mcpServer, the model's name mapped back to the server's.
    const LocalToolRoute toFs = registry.route(mcpCall(u"tu_3"_s, u"fs_read_file"_s, u"fs"_s));
    QCOMPARE(toFs.handler, HandlerKind::Mcp);
    QCOMPARE(toFs.mcp.data(), fs);
    QCOMPARE(toFs.mcpServer, u"fs"_s);
    QCOMPARE(toFs.serverToolName, u"read_file"_s);
    QVERIFY(toFs.description.contains(u"read_file"_s));
    QVERIFY(toFs.description.contains(u"\"fs\""_s));
    // The key is the server label, not the tool name: the same tool name under another label
    // goes to that server.
    const LocalToolRoute toOther = registry.route(mcpCall(u"tu_4"_s, u"other_tool"_s, u"other"_s));
    QCOMPARE(toOther.mcp.data(), other);
    QCOMPARE(toOther.serverToolName, u"tool"_s);
    QCOMPARE(registry.route(mcpCall(u"tu_5"_s, u"fs_read_file"_s, u"nobody"_s)).handler,
             HandlerKind::None);
    // Older servers without mcpServer: the one server that knows the name.
    const LocalToolRoute legacy = registry.route(mcpCall(u"tu_6"_s, u"other_tool"_s, std::nullopt));
    QCOMPARE(legacy.mcp.data(), other);
    QCOMPARE(registry.route(mcpCall(u"tu_7"_s, u"unknown"_s, std::nullopt)).handler,
             HandlerKind::None);

    // a2a_local: by agentCard.url, whatever the tool's name; spelling differences in scheme,
    // host case and a trailing slash do not matter.
    const LocalToolRoute toPeer = registry.route(
        a2aCall(u"tu_8"_s, u"any_name"_s, card03(u"http://peer.example:8080/a2a"_s), {}));
    QCOMPARE(toPeer.handler, HandlerKind::A2a);
    QCOMPARE(toPeer.a2a.data(), peer);
    QVERIFY(toPeer.description.contains(u"Test peer"_s));
    QCOMPARE(
        registry
            .route(a2aCall(u"tu_9"_s, u"any_name"_s, card03(u"http://elsewhere.example/a2a"_s), {}))
            .handler,
        HandlerKind::None);
    QCOMPARE(registry.route(a2aCall(u"tu_10"_s, u"any_name"_s, QJsonObject{}, {})).handler,
             HandlerKind::None);

    // A kind this build does not know.
    LocalToolCallEvent odd = localCall(u"tu_11"_s, u"compute_total"_s, {});
    odd.kind = LocalToolKind::Other;
    odd.kindRaw = u"quantum_local"_s;
    const LocalToolRoute unknownKind = registry.route(odd);
    QCOMPARE(unknownKind.handler, HandlerKind::None);
    QVERIFY(unknownKind.description.contains(u"quantum_local"_s));

    registry.removeCommand(u"compute_total"_s);
    QCOMPARE(registry.route(localCall(u"tu_12"_s, u"compute_total"_s, {})).handler,
             HandlerKind::None);
    registry.removeA2aPeer(u"http://peer.example:8080/a2a"_s);
    QVERIFY(registry.a2aPeerKeys().isEmpty());
}

void TestDispatcher::registryForgetsDeletedHandlers()
{
    LocalToolRegistry registry;
    auto* command = shellTool(u"cat"_s, nullptr);
    registry.addCommand(u"t"_s, command);
    const LocalToolRoute before = registry.route(localCall(u"tu_1"_s, u"t"_s, {}));
    QVERIFY(before.isValid());
    delete command;
    QVERIFY(before.command.isNull()); // a route taken earlier sees it go
    QCOMPARE(registry.route(localCall(u"tu_1"_s, u"t"_s, {})).handler, HandlerKind::None);
    QVERIFY(registry.commandToolNames().isEmpty());
}

void TestDispatcher::commandRunsWhenAnnounced()
{
    // callStarted() of a command call comes after its process was started, so that what its
    // listeners do overlaps the program's start instead of delaying it.
    LocalToolRegistry registry;
    auto* command = new CommandHandler(u"/bin/cat"_s, {}, {}, 10000, &registry);
    registry.addCommand(u"echo_tool"_s, command);
    Dispatcher dispatcher(&registry);
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::Always);
    dispatcher.setPolicy(policy);
    QStringList runningWhenAnnounced;
    int started = 0;
    connect(&dispatcher, &Dispatcher::callStarted, this, [&](const QString& toolUseId) {
        ++started;
        QCOMPARE(toolUseId, u"tu_run"_s);
        runningWhenAnnounced = command->running();
    });
    QList<DispatchResult> finished;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&finished](const DispatchResult& r) { finished << r; });

    const DispatchAssessment a =
        dispatcher.dispatch(localCall(u"tu_run"_s, u"echo_tool"_s, QJsonObject{{"q"_L1, u"x"_s}}));
    QVERIFY(a.decision.autoRun);
    QCOMPARE(started, 1);
    QCOMPARE(runningWhenAnnounced, QStringList{u"tu_run"_s});
    QVERIFY(finished.isEmpty()); // a command never answers before dispatch() returns
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.constFirst().answer.result, std::optional<QString>(u"{\"q\":\"x\"}"_s));
}

void TestDispatcher::argumentSchemasKeptApart()
{
    // Compiled schemas are reused across calls; each call is still checked against its own
    // tool's schema, also when the spec's tools change.
    LocalToolRegistry registry;
    Dispatcher dispatcher(&registry);
    const auto schemaOf = [](const QString& type) {
        return QJsonObject{{"type"_L1, u"object"_s},
                           {"properties"_L1, QJsonObject{{"v"_L1, QJsonObject{{"type"_L1, type}}}}},
                           {"required"_L1, QJsonArray{u"v"_s}}};
    };
    const auto toolsWith = [&](const QString& aType, const QString& bType) {
        return refs(QJsonArray{
            QJsonObject{
                {"kind"_L1, u"local"_s}, {"name"_L1, u"a"_s}, {"parameters"_L1, schemaOf(aType)}},
            QJsonObject{
                {"kind"_L1, u"local"_s}, {"name"_L1, u"b"_s}, {"parameters"_L1, schemaOf(bType)}}});
    };
    const QJsonObject text{{"v"_L1, u"x"_s}};
    const QJsonObject number{{"v"_L1, 1}};
    dispatcher.setTools(toolsWith(u"string"_s, u"number"_s));
    for (int round = 0; round < 2; ++round) {
        QVERIFY(dispatcher.assess(localCall(u"tu_1"_s, u"a"_s, text)).argumentsValid());
        QVERIFY(!dispatcher.assess(localCall(u"tu_2"_s, u"a"_s, number)).argumentsValid());
        QVERIFY(dispatcher.assess(localCall(u"tu_3"_s, u"b"_s, number)).argumentsValid());
        QVERIFY(!dispatcher.assess(localCall(u"tu_4"_s, u"b"_s, text)).argumentsValid());
    }
    dispatcher.setTools(toolsWith(u"number"_s, u"string"_s));
    QVERIFY(!dispatcher.assess(localCall(u"tu_5"_s, u"a"_s, text)).argumentsValid());
    QVERIFY(dispatcher.assess(localCall(u"tu_6"_s, u"a"_s, number)).argumentsValid());
    QVERIFY(dispatcher.assess(localCall(u"tu_7"_s, u"b"_s, text)).argumentsValid());
}

void TestDispatcher::argumentViolationsBlockAutoRun()
{
    QFile::remove(path(u"count"_s));
    LocalToolRegistry registry;
    CommandHandler* command = shellTool(
        u"echo x >> \"$COUNTER\"; printf 'ran %s ' \"$MANTYX_TOOL_NAME\"; cat"_s, &registry);
    registry.addCommand(u"lookup_code"_s, command);
    Dispatcher dispatcher(&registry);
    dispatcher.setTools(refs(QJsonArray{QJsonObject{
        {"kind"_L1, u"local"_s}, {"name"_L1, u"lookup_code"_s}, {"parameters"_L1, codeSchema()}}}));
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::Always);
    dispatcher.setPolicy(policy);
    QList<DispatchAssessment> asked;
    QList<DispatchResult> finished;
    connect(&dispatcher, &Dispatcher::approvalNeeded, this,
            [&asked](const DispatchAssessment& a) { asked << a; });
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&finished](const DispatchResult& r) { finished << r; });

    // Bad args: checked against `parameters`, listed by path, and not run.
    const LocalToolCallEvent bad =
        localCall(u"tu_bad"_s, u"lookup_code"_s, QJsonObject{{"code"_L1, u"12ab"_s}});
    const DispatchAssessment a = dispatcher.dispatch(bad);
    QVERIFY(a.argumentSchema.has_value());
    QCOMPARE(a.argumentViolations.size(), 1);
    QCOMPARE(a.argumentViolations.constFirst().path, u"code"_s);
    QVERIFY(!a.decision.autoRun);
    QCOMPARE(a.decision.rule, Rule::ArgumentsInvalid);
    QVERIFY(a.canRun());
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.constFirst().call.toolUseId, u"tu_bad"_s);
    QVERIFY(!dispatcher.isRunning(u"tu_bad"_s));
    QTest::qWait(300);
    QCOMPARE(linesIn(path(u"count"_s)), 0);
    QVERIFY(finished.isEmpty());

    // A missing required member is a violation at the object itself.
    const DispatchAssessment missing =
        dispatcher.assess(localCall(u"tu_missing"_s, u"lookup_code"_s, {}));
    QCOMPARE(missing.argumentViolations.size(), 1);
    QVERIFY(missing.argumentViolations.constFirst().message.contains(u"code"_s));

    // The user can still run it.
    QVERIFY(dispatcher.run(bad));
    QVERIFY(dispatcher.isRunning(u"tu_bad"_s));
    QVERIFY(!dispatcher.run(bad)); // once at a time
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(finished.constFirst().toolUseId, u"tu_bad"_s);
    QCOMPARE(finished.constFirst().handler, HandlerKind::Command);
    QVERIFY(finished.constFirst().succeeded);
    QCOMPARE(finished.constFirst().answer.result.value_or(QString()),
             u"ran lookup_code {\"code\":\"12ab\"}"_s);
    QCOMPARE(linesIn(path(u"count"_s)), 1);

    // Good args: the policy runs it.
    const DispatchAssessment good = dispatcher.dispatch(
        localCall(u"tu_good"_s, u"lookup_code"_s, QJsonObject{{"code"_L1, u"1234"_s}}));
    QVERIFY(good.argumentViolations.isEmpty());
    QVERIFY(good.decision.autoRun);
    QCOMPARE(good.decision.rule, Rule::PolicyAlways);
    QCOMPARE(asked.size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    QCOMPARE(finished.at(1).answer.result.value_or(QString()),
             u"ran lookup_code {\"code\":\"1234\"}"_s);
    QCOMPARE(linesIn(path(u"count"_s)), 2);

    // A tool the spec does not describe has no schema: nothing to check, the policy decides.
    registry.addCommand(u"free_tool"_s, command);
    const DispatchAssessment free =
        dispatcher.assess(localCall(u"tu_free"_s, u"free_tool"_s, QJsonObject{{"x"_L1, 1}}));
    QVERIFY(!free.argumentSchema.has_value());
    QVERIFY(free.decision.autoRun);
}

void TestDispatcher::a2aArgumentsAreChecked()
{
    LocalToolRegistry registry;
    A2aClient peer;
    QVERIFY(peer.setCard(card03(u"http://127.0.0.1:9/a2a"_s)));
    QVERIFY(registry.addA2aPeer(&peer));
    Dispatcher dispatcher(&registry);
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::Always);
    dispatcher.setPolicy(policy);
    const QJsonObject card = card03(u"http://127.0.0.1:9/a2a"_s);

    const DispatchAssessment good = dispatcher.assess(
        a2aCall(u"tu_1"_s, u"helper"_s, card, QJsonObject{{"message"_L1, u"hi"_s}}));
    QVERIFY(good.argumentSchema.has_value());
    QVERIFY(good.argumentsValid());
    QVERIFY(good.decision.autoRun);
    QCOMPARE(good.route.handler, HandlerKind::A2a);

    // §4.3.2: always {message: string}.
    const DispatchAssessment bad =
        dispatcher.assess(a2aCall(u"tu_2"_s, u"helper"_s, card, QJsonObject{{"message"_L1, 42}}));
    QCOMPARE(bad.argumentViolations.size(), 1);
    QCOMPARE(bad.argumentViolations.constFirst().path, u"message"_s);
    QCOMPARE(bad.decision.rule, Rule::ArgumentsInvalid);
}

void TestDispatcher::noHandlerWaitsForTheUser()
{
    LocalToolRegistry registry;
    Dispatcher dispatcher(&registry);
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::Always);
    dispatcher.setPolicy(policy);
    QSignalSpy asked(&dispatcher, &Dispatcher::approvalNeeded);
    const LocalToolCallEvent call = mcpCall(u"tu_1"_s, u"fs_read"_s, u"fs"_s);
    const DispatchAssessment a = dispatcher.dispatch(call);
    QVERIFY(!a.canRun());
    QVERIFY(!a.decision.autoRun);
    QCOMPARE(a.decision.rule, Rule::NoHandler);
    QVERIFY(a.decision.reason.startsWith(a.route.description));
    QVERIFY(a.decision.reason.contains(u"\"fs\""_s));

    // The reason also says which tools the spec declares, whoever answers them.
    dispatcher.setTools(refs(QJsonArray{
        QJsonObject{{"kind"_L1, u"mcp_local"_s},
                    {"name"_L1, u"fs"_s},
                    {"tools"_L1, QJsonArray{QJsonObject{{"name"_L1, u"fs_read_file"_s}},
                                            QJsonObject{{"name"_L1, u"fs_write_file"_s}}}}},
        QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, u"lookup"_s}},
        QJsonObject{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, u"web"_s}}}));
    const QString reason = dispatcher.assess(call).decision.reason;
    QVERIFY2(reason.contains(u"fs_read_file, fs_write_file (MCP server \"fs\")"_s) &&
                 reason.contains(u"lookup (local)"_s),
             qPrintable(reason));
    QVERIFY2(!reason.contains(u"web"_s), qPrintable(reason)); // the server runs that one
    QCOMPARE(asked.count(), 1);
    QVERIFY(!dispatcher.run(call));
    QVERIFY(!dispatcher.isRunning(u"tu_1"_s));
}

void TestDispatcher::outputSchemaCheck_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<bool>("reject");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<int>("violations");
    QTest::addColumn<bool>("postedAsError");

    QTest::newRow("conforming") << u"{\"id\":\"m-1\"}"_s << false << true << 0 << false;
    QTest::newRow("conforming, reject mode") << u"{\"id\":\"m-1\"}"_s << true << true << 0 << false;
    QTest::newRow("missing id, reported") << u"{\"other\":1}"_s << false << true << 1 << false;
    QTest::newRow("missing id, rejected") << u"{\"other\":1}"_s << true << true << 1 << true;
    QTest::newRow("not JSON, reported") << u"sent!"_s << false << false << 0 << false;
    QTest::newRow("not JSON, rejected") << u"sent!"_s << true << false << 0 << true;
}

void TestDispatcher::outputSchemaCheck()
{
    QFETCH(QString, output);
    QFETCH(bool, reject);
    QFETCH(bool, parsed);
    QFETCH(int, violations);
    QFETCH(bool, postedAsError);

    LocalToolRegistry registry;
    const QString script = u"cat > /dev/null; printf '%s' '"_s + output + u"'"_s;
    registry.addCommand(u"send_email"_s, shellTool(script, &registry));
    Dispatcher dispatcher(&registry);
    const QJsonObject outputSchema{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"id"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
        {"required"_L1, QJsonArray{u"id"_s}}};
    dispatcher.setTools(refs(QJsonArray{QJsonObject{{"kind"_L1, u"local"_s},
                                                    {"name"_L1, u"send_email"_s},
                                                    {"outputSchema"_L1, outputSchema}}}));
    dispatcher.setOutputCheck(reject ? Dispatcher::OutputCheck::Reject
                                     : Dispatcher::OutputCheck::Report);
    std::optional<DispatchResult> result;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&result](const DispatchResult& r) { result = r; });
    QVERIFY(dispatcher.run(localCall(u"tu_1"_s, u"send_email"_s, {})));
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 20000);
    QVERIFY(result->outputCheck.has_value());
    QCOMPARE(result->outputCheck->parsed, parsed);
    QCOMPARE(result->outputCheck->violations.size(), violations);
    QCOMPARE(result->outputRejected, postedAsError);
    QCOMPARE(result->answer.error.has_value(), postedAsError);
    QCOMPARE(result->succeeded, !postedAsError);
    if (postedAsError)
        QVERIFY(result->answer.error->contains(u"outputSchema"_s));
    else
        QCOMPARE(result->answer.result.value_or(QString()), output);
}

void TestDispatcher::mcpReadOnlyRunsWithProgress()
{
    McpClient client(everythingConfig());
    QSignalSpy ready(&client, &McpClient::ready);
    client.start();
    QVERIFY2(ready.wait(30000) || ready.count() == 1, qPrintable(client.lastError()));

    LocalToolRegistry registry;
    const McpResolution resolution = client.resolution();
    registry.addMcpServer(&client, resolution);
    Dispatcher dispatcher(&registry); // no spec tools: schemas and hints from the server's catalog
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::ReadOnly);
    dispatcher.setPolicy(policy);
    QList<DispatchResult> finished;
    QList<double> progress;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&finished](const DispatchResult& r) { finished << r; });
    connect(&dispatcher, &Dispatcher::progressReported, this,
            [&progress](const QString& id, double value, double total, const QString&) {
                QCOMPARE(id, u"tu_long"_s);
                QCOMPARE(total, 2.0);
                progress << value;
            });

    // The model knows server-everything's "get-sum" as "everything_get_sum": dispatched under
    // the server's own name, the args checked against its inputSchema.
    QCOMPARE(resolution.serverToolName(u"everything_get_sum"_s), u"get-sum"_s);
    const DispatchAssessment badSum = dispatcher.assess(mcpCall(
        u"tu_bad"_s, u"everything_get_sum"_s, u"everything"_s, QJsonObject{{"a"_L1, u"one"_s}}));
    QVERIFY(!badSum.argumentViolations.isEmpty());
    QVERIFY(!badSum.decision.autoRun);
    const DispatchAssessment sum =
        dispatcher.dispatch(mcpCall(u"tu_sum"_s, u"everything_get_sum"_s, u"everything"_s,
                                    QJsonObject{{"a"_L1, 2}, {"b"_L1, 40}}));
    QCOMPARE(sum.route.serverToolName, u"get-sum"_s);
    QCOMPARE(sum.annotations.value("readOnlyHint"_L1), QJsonValue(true));
    QVERIFY(sum.decision.autoRun);
    QCOMPARE(sum.decision.rule, Rule::ReadOnlyHint);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QVERIFY(finished.constFirst().succeeded);
    QVERIFY2(finished.constFirst().answer.result.value_or(QString()).contains(u"42"_s),
             qPrintable(finished.constFirst().answer.result.value_or(QString())));
    QVERIFY(finished.constFirst().mcp.has_value());

    // A tool that writes is not run by the read-only policy.
    const DispatchAssessment toggle = dispatcher.dispatch(
        mcpCall(u"tu_toggle"_s, u"everything_toggle_simulated_logging"_s, u"everything"_s));
    QCOMPARE(toggle.route.handler, HandlerKind::Mcp);
    QVERIFY(!toggle.decision.autoRun);
    QCOMPARE(toggle.decision.rule, Rule::NotReadOnly);

    // Progress notifications reach the call they belong to.
    const DispatchAssessment longRun = dispatcher.dispatch(
        mcpCall(u"tu_long"_s, u"everything_trigger_long_running_operation"_s, u"everything"_s,
                QJsonObject{{"duration"_L1, 1}, {"steps"_L1, 2}}));
    QVERIFY(longRun.decision.autoRun);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    QCOMPARE(progress, (QList<double>{1.0, 2.0}));
    QVERIFY(finished.at(1).answer.result.value_or(QString()).contains(u"completed"_s));
    client.stop();
}

void TestDispatcher::mcpCallCancelled()
{
    McpClient client(everythingConfig());
    QSignalSpy ready(&client, &McpClient::ready);
    client.start();
    QVERIFY2(ready.wait(30000) || ready.count() == 1, qPrintable(client.lastError()));
    LocalToolRegistry registry;
    registry.addMcpServer(&client, client.resolution());
    Dispatcher dispatcher(&registry);
    QList<DispatchResult> finished;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&finished](const DispatchResult& r) { finished << r; });
    const LocalToolCallEvent call =
        mcpCall(u"tu_long"_s, u"trigger_long_running_operation"_s, u"everything"_s,
                QJsonObject{{"duration"_L1, 30}, {"steps"_L1, 30}});
    QVERIFY(dispatcher.run(call));
    QTest::qWait(200);
    QVERIFY(dispatcher.isRunning(u"tu_long"_s));
    QCOMPARE(dispatcher.running(), QStringList{u"tu_long"_s});
    QVERIFY(dispatcher.cancel(u"tu_long"_s));
    QCOMPARE(finished.size(), 1);
    QVERIFY(finished.constFirst().cancelled);
    QVERIFY(finished.constFirst().answer.error.has_value());
    QVERIFY(!dispatcher.isRunning(u"tu_long"_s));
    QVERIFY(!dispatcher.cancel(u"tu_long"_s));
    // The server's late word on the cancelled request changes nothing; the client still works.
    QTest::qWait(300);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(client.pendingRequestCount(), 0);
    QVERIFY(dispatcher.run(mcpCall(u"tu_echo"_s, u"echo"_s, u"everything"_s,
                                   QJsonObject{{"message"_L1, u"still here"_s}})));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    QCOMPARE(finished.at(1).answer.result.value_or(QString()), u"Echo: still here"_s);
    client.stop();
}

void TestDispatcher::mcpCallsUnderEitherName()
{
    McpClient client(everythingConfig());
    QSignalSpy ready(&client, &McpClient::ready);
    client.start();
    QVERIFY2(ready.wait(30000) || ready.count() == 1, qPrintable(client.lastError()));

    // Declared as the official SDKs declare them: <server>_<tool>.
    const McpResolution resolution = client.resolution();
    QVERIFY2(resolution.modelNames().contains(u"everything_get_sum"_s) &&
                 resolution.modelNames().contains(u"everything_echo"_s),
             qPrintable(resolution.modelNames().join(u", "_s)));
    LocalToolRegistry registry;
    registry.addMcpServer(&client, resolution);
    Dispatcher dispatcher(&registry);
    dispatcher.setTools({resolution.toolRef()});
    QList<DispatchResult> finished;
    connect(&dispatcher, &Dispatcher::callFinished, this,
            [&finished](const DispatchResult& r) { finished << r; });

    // The declared name, the bare one the SDKs strip it to (made valid, or as the server spells
    // it), with and without mcpServer (older servers): each reaches the server's get-sum, its
    // args checked against the tool's schema.
    const QList<std::pair<QString, std::optional<QString>>> calls{
        {u"everything_get_sum"_s, u"everything"_s},
        {u"get_sum"_s, u"everything"_s},
        {u"get-sum"_s, u"everything"_s},
        {u"everything_get_sum"_s, std::nullopt},
        {u"get_sum"_s, std::nullopt}};
    int n = 0;
    for (const auto& [name, server] : calls) {
        ++n;
        const LocalToolCallEvent call =
            mcpCall(u"tu_%1"_s.arg(n), name, server, QJsonObject{{"a"_L1, 2}, {"b"_L1, 10 * n}});
        const DispatchAssessment a = dispatcher.assess(call);
        QVERIFY2(a.canRun(), qPrintable(name + u": "_s + a.route.description));
        QCOMPARE(a.route.serverToolName, u"get-sum"_s);
        QVERIFY(a.argumentSchema.has_value());
        QVERIFY(a.argumentViolations.isEmpty());
        QCOMPARE(a.annotations.value("readOnlyHint"_L1), QJsonValue(true));
        QVERIFY(dispatcher.run(call));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), n, 20000);
        const QString result = finished.constLast().answer.result.value_or(QString());
        QVERIFY2(result.endsWith(u"is %1."_s.arg(2 + 10 * n)), qPrintable(name + u": "_s + result));
    }

    // Declared bare (mantyx-run --mcp-bare-names), called as the SDKs name it: the server's
    // prefix is stripped.
    McpServerConfig bareConfig = everythingConfig();
    bareConfig.prefixToolNames = false;
    const McpResolution bare =
        McpResolution::resolve(bareConfig, client.serverInfo(), client.tools());
    QVERIFY(bare.modelNames().contains(u"echo"_s));
    LocalToolRegistry bareRegistry;
    bareRegistry.addMcpServer(&client, bare);
    QCOMPARE(bareRegistry.route(mcpCall(u"tu_b1"_s, u"everything_echo"_s, u"everything"_s))
                 .serverToolName,
             u"echo"_s);
    QCOMPARE(bareRegistry.route(mcpCall(u"tu_b2"_s, u"everything_get_sum"_s, std::nullopt))
                 .serverToolName,
             u"get-sum"_s);
    QCOMPARE(bareRegistry.mcpServerTool(u"everything"_s, u"echo"_s), u"echo"_s);
    QCOMPARE(bareRegistry.mcpServerTool(u"everything"_s, u"everything_nope"_s), QString());
    QCOMPARE(bareRegistry.mcpServerTool(u"nobody"_s, u"echo"_s), QString());

    // A call the server has no tool for: nothing runs, and the reason names what is declared.
    const DispatchAssessment missing =
        dispatcher.assess(mcpCall(u"tu_x"_s, u"everything_no_such_tool"_s, u"everything"_s));
    QVERIFY(!missing.canRun());
    QCOMPARE(missing.decision.rule, Rule::NoHandler);
    const QString reason = missing.decision.reason;
    QVERIFY2(reason.contains(u"everything_no_such_tool"_s), qPrintable(reason));
    QVERIFY2(reason.contains(u"everything_echo"_s) && reason.contains(u"everything_get_sum"_s),
             qPrintable(reason));
    QVERIFY2(reason.contains(u"\"everything\""_s), qPrintable(reason));
    client.stop();
}

void TestDispatcher::sessionPreparesSpec()
{
    LocalToolSession session;
    session.addCommand(u"declared_tool"_s, u"/bin/cat"_s);
    session.addCommand(u"new_tool"_s, u"/bin/cat"_s);
    QSignalSpy ready(&session, &LocalToolSession::ready);
    session.start();
    QVERIFY(ready.wait(5000));
    QCOMPARE(session.state(), LocalToolSession::State::Ready);

    const QJsonObject declared{
        {"kind"_L1, u"local"_s}, {"name"_L1, u"declared_tool"_s}, {"parameters"_L1, codeSchema()}};
    const QJsonObject plugin{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, u"web"_s}};
    const QJsonObject spec{{"prompt"_L1, u"Go."_s}, {"tools"_L1, QJsonArray{declared, plugin}}};
    const LocalToolSession::PreparedSpec prepared = session.prepareSpec(spec);
    QVERIFY2(prepared.ok(), qPrintable(prepared.error));
    const QJsonArray tools = prepared.spec.value("tools"_L1).toArray();
    QCOMPARE(tools.size(), 3);
    QCOMPARE(tools.at(0).toObject(), declared); // the spec's own ref is kept, schema and all
    QCOMPARE(tools.at(1).toObject(), plugin);
    QCOMPARE(tools.at(2).toObject(),
             (QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, u"new_tool"_s}}));
    QCOMPARE(prepared.notes.size(), 1);
    QVERIFY(prepared.notes.constFirst().contains(u"new_tool"_s));
    QCOMPARE(prepared.spec.value("prompt"_L1).toString(), u"Go."_s);
    QCOMPARE(session.registry()->commandToolNames(),
             (QStringList{u"declared_tool"_s, u"new_tool"_s}));
    // The dispatcher got the final tool list: the declared schema is what args are checked by.
    const DispatchAssessment a = session.dispatcher()->assess(
        localCall(u"tu_1"_s, u"declared_tool"_s, QJsonObject{{"code"_L1, u"x"_s}}));
    QCOMPARE(a.argumentViolations.size(), 1);
}

void TestDispatcher::sessionRefusesConflicts()
{
    // A command for a tool the spec declares with another kind.
    {
        LocalToolSession session;
        session.addCommand(u"web"_s, u"/bin/cat"_s);
        QSignalSpy ready(&session, &LocalToolSession::ready);
        session.start();
        QVERIFY(ready.wait(5000));
        const LocalToolSession::PreparedSpec p = session.prepareSpec(QJsonObject{
            {"prompt"_L1, u"Go."_s},
            {"tools"_L1,
             QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, u"web"_s}}}}});
        QVERIFY(!p.ok());
        QVERIFY(p.error.contains(u"web"_s));
    }
    // The same tool twice.
    {
        LocalToolSession session;
        session.addCommand(u"twice"_s, u"/bin/cat"_s);
        session.addCommand(u"twice"_s, u"/bin/cat"_s);
        QSignalSpy ready(&session, &LocalToolSession::ready);
        session.start();
        QVERIFY(ready.wait(5000));
        QVERIFY(!session.prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}}).ok());
    }
    // An MCP server that cannot start fails the session with its name in the reason.
    {
        LocalToolSession session;
        McpServerConfig config;
        config.name = u"ghost"_s;
        config.command = path(u"no-such-server"_s);
        session.addMcpServer(config);
        QSignalSpy failed(&session, &LocalToolSession::failed);
        session.start();
        QVERIFY(failed.wait(20000));
        QCOMPARE(session.state(), LocalToolSession::State::Failed);
        QVERIFY2(failed.constFirst().constFirst().toString().contains(u"ghost"_s),
                 qPrintable(failed.constFirst().constFirst().toString()));
        QVERIFY(!session.prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}}).ok());
    }
}

void TestDispatcher::sessionOffersEachCallOnce()
{
    QFile::remove(path(u"count"_s));
    LocalToolSession session;
    session.addCommand(u"counted"_s, u"/bin/sh"_s,
                       {u"-c"_s, u"echo x >> '"_s + path(u"count"_s) + u"'; echo done"_s});
    QSignalSpy ready(&session, &LocalToolSession::ready);
    session.start();
    QVERIFY(ready.wait(5000));
    QVERIFY(session.prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}}).ok());
    ApprovalPolicy policy;
    policy.setDefaultMode(Mode::Always);
    session.dispatcher()->setPolicy(policy);
    int finished = 0;
    bool posted = true;
    connect(&session, &LocalToolSession::callFinished, this,
            [&](const DispatchResult& r, bool wasPosted, const QString& why) {
                ++finished;
                posted = wasPosted;
                QCOMPARE(r.answer.result.value_or(QString()), u"done"_s);
                QVERIFY(!why.isEmpty()); // no sender attached: says so
            });

    const LocalToolCallEvent call = localCall(u"tu_once"_s, u"counted"_s, {});
    RunEvent event;
    event.type = EventType::LocalToolCall;
    event.payload = call;
    // Seen again while running and after finishing (a replayed batch): runs once.
    session.handleEvents({event, event});
    QVERIFY(session.dispatcher()->isRunning(u"tu_once"_s));
    QVERIFY(!session.offer(call).decision.autoRun);
    QTRY_COMPARE_WITH_TIMEOUT(finished, 1, 20000);
    QVERIFY(!posted);
    session.handleEvents({event});
    QTest::qWait(300);
    QCOMPARE(finished, 1);
    QCOMPARE(linesIn(path(u"count"_s)), 1);
    QVERIFY(session.call(u"tu_once"_s) != nullptr);
    QVERIFY(session.call(u"tu_other"_s) == nullptr);
    // The user may still run an offered call again on purpose (e.g. after a failure).
    QVERIFY(session.runApproved(u"tu_once"_s));
    QTRY_COMPARE_WITH_TIMEOUT(finished, 2, 20000);
    QCOMPARE(linesIn(path(u"count"_s)), 2);
    QVERIFY(!session.runApproved(u"tu_unknown"_s));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestDispatcher)
#include "tst_dispatcher.moc"
