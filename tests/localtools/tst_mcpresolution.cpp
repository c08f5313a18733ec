// SPDX-License-Identifier: MIT
// McpResolution (catalog -> mcp_local ref and the name map back) and McpServerConfig settings.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "localtools/mcpresolution.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/specvalidator.h"
#include "protocol/toolref.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

class TestMcpResolution : public QObject
{
    Q_OBJECT

private slots:
    void catalogIsVerbatimUnderValidNames();
    void defaultNamesArePrefixedWithTheServer();
    void prefixRenameAndOmission();
    void newToolsCanBeLeftOutByDefault();
    void invalidUserNameIsMadeValid();
    void collisionsAreNumbered();
    void longNamesStayWithin64();
    void unnamedAndDuplicateToolsAreSkipped();
    void refPassesSpecValidation();
    void configJsonKeepsSecretsOutUnlessAsked();
    void configProblems();
};

namespace {

QJsonObject mcpTool(const QString& name)
{
    return QJsonObject{
        {"name"_L1, name},
        {"title"_L1, QString(u"Title of "_s + name)},
        {"description"_L1, QString(u"Does "_s + name)},
        {"inputSchema"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"path"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"path"_s}}}},
        {"annotations"_L1, QJsonObject{{"readOnlyHint"_L1, true}}},
        {"execution"_L1, QJsonObject{{"taskSupport"_L1, u"forbidden"_s}}},
        {"x-vendor"_L1, QJsonArray{1, 2, 3}},
    };
}

McpServerConfig config(const QString& name = u"ev"_s)
{
    McpServerConfig c;
    c.name = name;
    c.command = u"node"_s;
    return c;
}

// The server's names as they are: what the tests of renaming, collisions and limits start from.
McpServerConfig bareConfig()
{
    McpServerConfig c = config();
    c.prefixToolNames = false;
    return c;
}

const QJsonObject kServerInfo{{"name"_L1, u"mcp-servers/everything"_s},
                              {"title"_L1, u"Everything Reference Server"_s},
                              {"version"_L1, u"2.0.0"_s}};

} // namespace

void TestMcpResolution::catalogIsVerbatimUnderValidNames()
{
    const QJsonArray tools{mcpTool(u"echo"_s), mcpTool(u"get-tiny-image"_s)};
    const McpResolution r = McpResolution::resolve(bareConfig(), kServerInfo, tools);
    const QJsonObject json = r.json();
    QCOMPARE(json.value("kind"_L1).toString(), u"mcp_local"_s);
    QCOMPARE(json.value("name"_L1).toString(), u"ev"_s);
    QCOMPARE(json.value("serverInfo"_L1).toObject(), kServerInfo);
    const QJsonArray out = json.value("tools"_L1).toArray();
    QCOMPARE(out.size(), 2);
    QCOMPARE(out.at(0).toObject(), tools.at(0).toObject()); // untouched
    QJsonObject renamed = tools.at(1).toObject();
    renamed.insert("name"_L1, u"get_tiny_image"_s);
    QCOMPARE(out.at(1).toObject(), renamed); // only the name differs
    QCOMPARE(r.modelNames(), (QStringList{u"echo"_s, u"get_tiny_image"_s}));
    QCOMPARE(r.serverToolName(u"get_tiny_image"_s), u"get-tiny-image"_s);
    QCOMPARE(r.modelName(u"get-tiny-image"_s), u"get_tiny_image"_s);
    QCOMPARE(r.serverToolName(u"get-tiny-image"_s), QString());
    // The pattern change is reported, against the produced ref.
    QCOMPARE(r.issues().size(), 1);
    QCOMPARE(r.issues().constFirst().rule, u"mcpResolution.name.pattern"_s);
    QCOMPARE(r.issues().constFirst().path, u"tools[1].name"_s);

    const ToolRef ref = r.toolRef();
    QCOMPARE(ref.kind(), ToolKind::McpLocal);
    QCOMPARE(ref.modelFacingNames(), std::optional<QStringList>(r.modelNames()));
    QCOMPARE(ref.toJson(), json);

    const McpResolution bare = McpResolution::resolve(bareConfig(), {}, tools);
    QVERIFY(!bare.json().contains("serverInfo"_L1));
}

void TestMcpResolution::defaultNamesArePrefixedWithTheServer()
{
    // As the official SDKs declare them: <server>_<tool>, so two servers' "echo" stay apart.
    const QJsonArray tools{mcpTool(u"echo"_s), mcpTool(u"get-sum"_s)};
    const McpResolution r = McpResolution::resolve(config(u"calc"_s), kServerInfo, tools);
    QCOMPARE(r.json().value("name"_L1).toString(), u"calc"_s);
    QCOMPARE(r.modelNames(), (QStringList{u"calc_echo"_s, u"calc_get_sum"_s}));
    QCOMPARE(r.serverToolName(u"calc_echo"_s), u"echo"_s);
    QCOMPARE(r.serverToolName(u"calc_get_sum"_s), u"get-sum"_s);
    QCOMPARE(r.modelName(u"get-sum"_s), u"calc_get_sum"_s);
    const QSet<QString> taken(r.modelNames().cbegin(), r.modelNames().cend());
    const McpResolution web =
        McpResolution::resolve(config(u"web"_s), {}, QJsonArray{mcpTool(u"echo"_s)}, taken);
    QCOMPARE(web.modelNames(), QStringList{u"web_echo"_s});
    QVERIFY(web.issues().isEmpty()); // no collision to number

    // The server's name is ours, not a tool name the user chose: made valid without a warning.
    const McpResolution odd =
        McpResolution::resolve(config(u"my-fs.v2"_s), {}, QJsonArray{mcpTool(u"echo"_s)});
    QCOMPARE(odd.modelNames(), QStringList{u"my_fs_v2_echo"_s});
    QVERIFY(odd.issues().isEmpty());

    // A long server name still leaves the tool's own name room within 64 characters.
    const QString longServer(70, u's');
    const McpResolution longer = McpResolution::resolve(
        config(longServer), {}, QJsonArray{mcpTool(u"echo"_s), mcpTool(QString(60, u't'))});
    QCOMPARE(longer.modelNames().size(), 2);
    for (const QString& name : longer.modelNames()) {
        QVERIFY2(name.size() <= 64, qPrintable(name));
        QVERIFY2(McpResolution::isValidModelName(name), qPrintable(name));
        QVERIFY2(name.startsWith(u"sss"_s), qPrintable(name));
    }
    QVERIFY2(longer.modelNames().at(0).endsWith(u"_echo"_s), qPrintable(longer.modelNames().at(0)));
    QVERIFY(longer.modelNames().at(1).contains(u"_ttt"_s));
    QCOMPARE(longer.serverToolName(longer.modelNames().at(1)), QString(60, u't'));

    // A prefix of the user's replaces the default; turned off, the server's names stay bare.
    McpServerConfig c = config(u"calc"_s);
    QCOMPARE(c.effectiveToolPrefix(), u"calc_"_s);
    c.toolPrefix = u"k_"_s;
    QCOMPARE(McpResolution::resolve(c, {}, tools).modelNames(),
             (QStringList{u"k_echo"_s, u"k_get_sum"_s}));
    c.prefixToolNames = false;
    QCOMPARE(c.effectiveToolPrefix(), QString());
    QCOMPARE(McpResolution::resolve(c, {}, tools).modelNames(),
             (QStringList{u"echo"_s, u"get_sum"_s}));
    QCOMPARE(McpServerConfig::defaultToolPrefix(u"  "_s), QString());
}

void TestMcpResolution::prefixRenameAndOmission()
{
    McpServerConfig c = config(u"fs"_s);
    c.toolPrefix = u"fs_"_s;
    c.tools.insert(u"write_file"_s, McpServerConfig::ToolSetting{false, {}});
    c.tools.insert(u"read_text_file"_s, McpServerConfig::ToolSetting{true, u"cat"_s});
    const QJsonArray tools{mcpTool(u"read_text_file"_s), mcpTool(u"write_file"_s),
                           mcpTool(u"list_directory"_s)};
    const McpResolution r = McpResolution::resolve(c, {}, tools);
    QCOMPARE(r.modelNames(), (QStringList{u"cat"_s, u"fs_list_directory"_s}));
    QCOMPARE(r.omittedTools(), QStringList{u"write_file"_s});
    QCOMPARE(r.serverToolName(u"cat"_s), u"read_text_file"_s);
    QCOMPARE(r.serverToolName(u"fs_list_directory"_s), u"list_directory"_s);
    QCOMPARE(r.modelName(u"write_file"_s), QString());
    QCOMPARE(r.nameMap().size(), 2);
    QVERIFY(r.issues().isEmpty());
}

void TestMcpResolution::newToolsCanBeLeftOutByDefault()
{
    McpServerConfig c = bareConfig();
    c.includeNewTools = false;
    c.tools.insert(u"echo"_s, McpServerConfig::ToolSetting{true, {}});
    const McpResolution r =
        McpResolution::resolve(c, {}, QJsonArray{mcpTool(u"echo"_s), mcpTool(u"surprise"_s)});
    QCOMPARE(r.modelNames(), QStringList{u"echo"_s});
    QCOMPARE(r.omittedTools(), QStringList{u"surprise"_s});
}

void TestMcpResolution::invalidUserNameIsMadeValid()
{
    McpServerConfig c = config();
    c.tools.insert(u"echo"_s, McpServerConfig::ToolSetting{true, u"say it!"_s});
    const McpResolution r = McpResolution::resolve(c, {}, QJsonArray{mcpTool(u"echo"_s)});
    QCOMPARE(r.modelNames(), QStringList{u"say_it_"_s});
    QCOMPARE(r.serverToolName(u"say_it_"_s), u"echo"_s);
    QCOMPARE(r.issues().size(), 1);
    QVERIFY(r.issues().constFirst().message.contains(u"say it!"_s));
    QCOMPARE(r.issues().constFirst().severity, Severity::Warning);

    QVERIFY(McpResolution::isValidModelName(u"a_B_9"_s));
    QVERIFY(!McpResolution::isValidModelName(u""_s));
    QVERIFY(!McpResolution::isValidModelName(u"a.b"_s));
    QCOMPARE(McpResolution::validModelName(u""_s), u"tool"_s);
    QCOMPARE(McpResolution::validModelName(u"héllo wörld"_s), u"h_llo_w_rld"_s);
}

void TestMcpResolution::collisionsAreNumbered()
{
    // "a-b" and "a_b" both want "a_b"; "echo" is taken by another ref of the spec.
    const QJsonArray tools{mcpTool(u"a-b"_s), mcpTool(u"a_b"_s), mcpTool(u"echo"_s)};
    const McpResolution r =
        McpResolution::resolve(bareConfig(), {}, tools, QSet<QString>{u"echo"_s, u"a_b_2"_s});
    QCOMPARE(r.modelNames(), (QStringList{u"a_b"_s, u"a_b_3"_s, u"echo_2"_s}));
    QCOMPARE(r.serverToolName(u"a_b"_s), u"a-b"_s);
    QCOMPARE(r.serverToolName(u"a_b_3"_s), u"a_b"_s);
    QCOMPARE(r.serverToolName(u"echo_2"_s), u"echo"_s);
    int collisions = 0;
    for (const SpecIssue& issue : r.issues())
        collisions += issue.rule == "mcpResolution.name.collision"_L1 ? 1 : 0;
    QCOMPARE(collisions, 2);
}

void TestMcpResolution::longNamesStayWithin64()
{
    const QString longName(80, u'x');
    const McpResolution r = McpResolution::resolve(
        bareConfig(), {}, QJsonArray{mcpTool(longName), mcpTool(longName + u"y"_s)});
    QCOMPARE(r.modelNames().size(), 2);
    for (const QString& name : r.modelNames()) {
        QVERIFY2(name.size() <= 64, qPrintable(name));
        QVERIFY(McpResolution::isValidModelName(name));
    }
    QCOMPARE(r.modelNames().at(0), QString(64, u'x'));
    QCOMPARE(r.modelNames().at(1), QString(62, u'x') + u"_2"_s);
    QCOMPARE(r.serverToolName(r.modelNames().at(1)), longName + u"y"_s);
}

void TestMcpResolution::unnamedAndDuplicateToolsAreSkipped()
{
    const QJsonArray tools{QJsonObject{{"description"_L1, u"no name"_s}}, u"junk"_s,
                           mcpTool(u"echo"_s), mcpTool(u"echo"_s)};
    const McpResolution r = McpResolution::resolve(bareConfig(), {}, tools);
    QCOMPARE(r.modelNames(), QStringList{u"echo"_s});
    QCOMPARE(r.issues().size(), 3);
    QCOMPARE(r.issues().at(0).rule, u"mcpResolution.tool.unnamed"_s);
    QCOMPARE(r.issues().at(2).rule, u"mcpResolution.tool.duplicate"_s);
}

void TestMcpResolution::refPassesSpecValidation()
{
    McpServerConfig c = config();
    c.toolPrefix = u"ev."_s; // invalid on purpose: made valid
    const QJsonArray tools{mcpTool(u"echo"_s), mcpTool(u"get-tiny-image"_s),
                           mcpTool(u"trigger-long-running-operation"_s)};
    const McpResolution r = McpResolution::resolve(c, kServerInfo, tools);
    const QJsonObject spec{{"modelId"_L1, u"platform:demo"_s},
                           {"systemPrompt"_L1, u"You test."_s},
                           {"prompt"_L1, u"hi"_s},
                           {"tools"_L1, QJsonArray{r.json()}}};
    const QList<SpecIssue> issues = SpecValidator::validate(spec);
    QVERIFY2(!hasErrors(issues), qPrintable(issues.isEmpty() ? QString() : issues.first().message));
    for (const SpecIssue& issue : issues)
        QVERIFY2(!issue.path.startsWith(u"tools"_s), qPrintable(issue.message));
}

void TestMcpResolution::configJsonKeepsSecretsOutUnlessAsked()
{
    McpServerConfig c;
    c.name = u"remote"_s;
    c.transport = McpServerConfig::Transport::Http;
    c.url = QUrl(u"https://mcp.example.test/mcp"_s);
    c.headers.insert(u"Authorization"_s, u"Bearer s3cret"_s);
    c.command = u"npx"_s; // kept for a switch back to stdio
    c.arguments = {u"-y"_s, u"server"_s};
    c.environment.insert(u"LOG_LEVEL"_s, u"debug"_s);
    c.environment.insert(u"API_TOKEN"_s, u"t0ken"_s);
    c.secretEnvironment = {u"API_TOKEN"_s};
    c.workingDirectory = u"/tmp"_s;
    c.toolPrefix = u"r_"_s;
    c.prefixToolNames = false;
    c.tools.insert(u"echo"_s, McpServerConfig::ToolSetting{false, u"say"_s});
    c.includeNewTools = false;
    c.allowFiles = false;
    c.requestTimeoutMs = 1234;
    c.callTimeoutMs = 5678;
    c.maxCallMs = 9999;
    c.protocolVersion = u"2025-03-26"_s;

    const QJsonObject omitted = c.toJson();
    const QByteArray text = QJsonDocument(omitted).toJson(QJsonDocument::Compact);
    QVERIFY2(!text.contains("s3cret"), text.constData());
    QVERIFY2(!text.contains("t0ken"), text.constData());
    QVERIFY(omitted.value("headers"_L1).toObject().value("Authorization"_L1).isNull());
    QCOMPARE(omitted.value("environment"_L1).toObject().value("LOG_LEVEL"_L1).toString(),
             u"debug"_s);

    McpServerConfig back = McpServerConfig::fromJson(omitted);
    QCOMPARE(back.headers.value(u"Authorization"_s), QString());
    QVERIFY(back.headers.contains(u"Authorization"_s)); // the name survives, to be refilled
    QCOMPARE(back.environment.value(u"API_TOKEN"_s), QString());
    back.headers.insert(u"Authorization"_s, u"Bearer s3cret"_s);
    back.environment.insert(u"API_TOKEN"_s, u"t0ken"_s);
    QCOMPARE(back, c);

    const McpServerConfig full =
        McpServerConfig::fromJson(c.toJson(McpServerConfig::Secrets::Include));
    QCOMPARE(full, c);

    // Defaults for what is missing or wrongly typed.
    const McpServerConfig junk = McpServerConfig::fromJson(
        QJsonObject{{"transport"_L1, u"carrier-pigeon"_s}, {"callTimeoutMs"_L1, u"soon"_s}});
    QCOMPARE(junk.transport, McpServerConfig::Transport::Stdio);
    QCOMPARE(junk.callTimeoutMs, McpServerConfig::DefaultCallTimeoutMs);
    QVERIFY(junk.includeNewTools);
    QVERIFY(junk.prefixToolNames); // settings from before the choice existed: the SDKs' naming
    QVERIFY(junk.toolPrefix.isEmpty());
}

void TestMcpResolution::configProblems()
{
    QVERIFY(config().problems().isEmpty());
    QCOMPARE(McpServerConfig{}.problems().size(), 2); // no name, no command
    McpServerConfig http = config();
    http.transport = McpServerConfig::Transport::Http;
    http.url = QUrl(u"ftp://example.test/mcp"_s);
    QCOMPARE(http.problems().size(), 1);
    http.url = QUrl(u"http://127.0.0.1:3001/mcp"_s);
    QVERIFY(http.problems().isEmpty());
    http.callTimeoutMs = 0;
    QCOMPARE(http.problems().size(), 1);
}

QTEST_GUILESS_MAIN(TestMcpResolution)
#include "tst_mcpresolution.moc"
