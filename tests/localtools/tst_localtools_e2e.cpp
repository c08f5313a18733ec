// SPDX-License-Identifier: MIT
// End to end through LocalToolSession, the code path mantyx-run uses: a sandbox run whose spec
// gets an `mcp_local` ref resolved from the real server-everything (its tools named
// everything_<tool>, as the official SDKs name them), an `a2a_local` ref resolved
// from the @a2a-js/sdk test agent and a `local` command tool; every local_tool_call is executed by
// its handler (one after the user's approval), posted exactly once — counted at the sandbox, with
// the stream cut and resumed and every batch offered twice — and the final text quotes each answer.
#include <memory>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "clienttest.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpserverconfig.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestLocalToolsE2e final : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyKindAnsweredOnce();

private:
    QTemporaryDir m_dir;
    QProcess m_agent;
    QUrl m_agentUrl;
};

namespace {

QString peersDir()
{
    return QStringLiteral(MANTYX_PEERS_DIR);
}

} // namespace

void TestLocalToolsE2e::initTestCase()
{
    QVERIFY(m_dir.isValid());
    startSandbox();
    // The A2A peer: a real @a2a-js/sdk server on a free port; it ends when its stdin closes.
    m_agent.setProcessChannelMode(QProcess::SeparateChannels);
    m_agent.start(u"node"_s, {peersDir() + u"/a2a-agent.mjs"_s, u"--port"_s, u"0"_s});
    QVERIFY2(m_agent.waitForStarted(10000), qPrintable(m_agent.errorString()));
    QByteArray out;
    QVERIFY(waitUntil(
        [&] {
            out += m_agent.readAllStandardOutput();
            return out.contains('\n') || m_agent.state() == QProcess::NotRunning;
        },
        30000));
    const QRegularExpressionMatch m =
        QRegularExpression(u"listening (\\d+)"_s).match(QString::fromUtf8(out));
    QVERIFY2(m.hasMatch(), out.constData());
    m_agentUrl = QUrl(u"http://127.0.0.1:"_s + m.captured(1));
}

void TestLocalToolsE2e::cleanupTestCase()
{
    if (m_agent.state() != QProcess::NotRunning) {
        m_agent.closeWriteChannel();
        if (!m_agent.waitForFinished(5000)) {
            m_agent.kill();
            m_agent.waitForFinished(5000);
        }
    }
    stopSandbox();
}

void TestLocalToolsE2e::everyKindAnsweredOnce()
{
    // ---- The session, configured as mantyx-run configures it from its flags.
    LocalToolSession session(m_nam.get());
    McpServerConfig everything;
    everything.name = u"everything"_s;
    everything.command = u"node"_s;
    everything.arguments = {
        peersDir() + u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s,
        u"stdio"_s};
    session.addMcpServer(everything);
    session.addA2aPeer(u"helper_agent"_s, m_agentUrl);
    const QString counter = m_dir.filePath(u"command-runs"_s);
    session.addCommand(u"lookup_cmd"_s, u"/bin/sh"_s,
                       {u"-c"_s, u"echo run >> '"_s + counter +
                                     u"'; printf 'cmd-result for %s: ' \"$MANTYX_TOOL_NAME\"; "
                                     u"tr -d '\\n'"_s});
    QSignalSpy ready(&session, &LocalToolSession::ready);
    QSignalSpy failed(&session, &LocalToolSession::failed);
    session.start();
    QVERIFY(waitUntil([&] { return ready.count() + failed.count() > 0; }));
    QVERIFY2(failed.isEmpty(), qPrintable(session.lastError()));

    ApprovalPolicy policy;
    policy.setDefaultMode(ApprovalPolicy::Mode::ReadOnly); // echo says readOnlyHint
    policy.setToolMode(u"helper_agent"_s, ApprovalPolicy::Mode::Always);
    policy.setToolMode(u"lookup_cmd"_s, ApprovalPolicy::Mode::Always);
    session.dispatcher()->setPolicy(policy);

    // The spec file carries no catalog and no card: the session adds them. The stream is cut
    // after every few events, so the run is resumed (and its events de-duplicated) on the way.
    const QJsonObject lookup{
        {"kind"_L1, u"local"_s},
        {"name"_L1, u"lookup_cmd"_s},
        {"description"_L1, u"Looks a thing up with a command."_s},
        {"parameters"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"query"_s}}}}};
    const QJsonObject fileSpec =
        specWith(u"Use everything_echo, everything_toggle_simulated_logging, helper_agent and "
                 u"lookup_cmd."_s,
                 QJsonArray{lookup}, QJsonObject{{"sandbox.fault.cutAfterEvents"_L1, u"7"_s}});
    const LocalToolSession::PreparedSpec prepared = session.prepareSpec(fileSpec);
    QVERIFY2(prepared.ok(), qPrintable(prepared.error));
    const QJsonArray tools = prepared.spec.value("tools"_L1).toArray();
    QCOMPARE(tools.size(), 3);
    QCOMPARE(tools.at(0).toObject(), lookup);
    const QJsonObject mcpRef = tools.at(1).toObject();
    QCOMPARE(mcpRef.value("kind"_L1).toString(), u"mcp_local"_s);
    QCOMPARE(mcpRef.value("name"_L1).toString(), u"everything"_s);
    QVERIFY(mcpRef.value("serverInfo"_L1).toObject().contains("name"_L1));
    QVERIFY(mcpRef.value("tools"_L1).toArray().size() >= 10);
    for (const QJsonValue& tool : mcpRef.value("tools"_L1).toArray()) {
        const QString name = tool.toObject().value("name"_L1).toString();
        QVERIFY2(name.startsWith(u"everything_"_s), qPrintable(name));
    }
    const QJsonObject a2aRef = tools.at(2).toObject();
    QCOMPARE(a2aRef.value("kind"_L1).toString(), u"a2a_local"_s);
    QCOMPARE(a2aRef.value("agentCard"_L1).toObject().value("name"_L1).toString(),
             u"MANTYX test agent"_s);

    // ---- The run, answered as mantyx-run answers: the sender observes each batch first, then
    // the session is offered the calls (here twice, as a replayed batch would).
    std::optional<CreatedRun> created;
    const ApiResponse response = waitFor(m_client->createRun(prepared.spec), &created);
    QVERIFY2(created.has_value(), describe(response).constData());
    ToolResultSender sender(m_client.get(), created->runId);
    session.attach(&sender);
    RunStream stream(m_client.get());
    QList<RunEvent> events;
    std::optional<RunStream::EndReason> end;
    QList<DispatchAssessment> asked;
    QList<DispatchResult> results;
    int posted = 0;
    connect(&stream, &RunStream::eventsReceived, this, [&](const QList<RunEvent>& batch) {
        events.append(batch);
        sender.observe(batch);
        session.handleEvents(batch);
        session.handleEvents(batch);
    });
    connect(&stream, &RunStream::finished, this,
            [&](RunStream::EndReason reason) { end = reason; });
    connect(&session, &LocalToolSession::approvalNeeded, this, [&](const DispatchAssessment& a) {
        asked << a;
        // The user looks at what would run and approves it.
        QTimer::singleShot(50, &session,
                           [&session, id = a.call.toolUseId] { session.runApproved(id); });
    });
    connect(&session, &LocalToolSession::callFinished, this,
            [&](const DispatchResult& r, bool wasPosted, const QString& why) {
                results << r;
                QVERIFY2(wasPosted, qPrintable(why));
                posted += wasPosted ? 1 : 0;
            });
    stream.open(created->streamUrl);
    QVERIFY(waitUntil([&] { return end.has_value(); }, 60000));
    QCOMPARE(*end, RunStream::EndReason::Terminal);
    QVERIFY2(stream.stats().reconnects > 0, "the stream was never cut");
    const QStringList violations = orderViolations(events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));

    // ---- Every call went to its handler and was posted once, counted by the server.
    const QList<RunEvent> calls = eventsOf(events, EventType::LocalToolCall);
    QCOMPARE(calls.size(), 4);
    QCOMPARE(results.size(), 4);
    QCOMPARE(posted, 4);
    QHash<QString, HandlerKind> handlerOf;
    for (const DispatchResult& r : std::as_const(results)) {
        QVERIFY2(r.succeeded,
                 qPrintable(r.toolName + u": "_s + r.answer.error.value_or(QString())));
        handlerOf.insert(r.toolName, r.handler);
    }
    QCOMPARE(handlerOf.value(u"everything_echo"_s), HandlerKind::Mcp);
    QCOMPARE(handlerOf.value(u"everything_toggle_simulated_logging"_s), HandlerKind::Mcp);
    QCOMPARE(handlerOf.value(u"helper_agent"_s), HandlerKind::A2a);
    QCOMPARE(handlerOf.value(u"lookup_cmd"_s), HandlerKind::Command);
    for (const RunEvent& e : calls) {
        const QString id = e.as<LocalToolCallEvent>()->toolUseId;
        QCOMPARE(m_server->toolResultPosts(id), 1);
        QCOMPARE(m_server->acceptedToolResults(id), 1);
        QCOMPARE(sender.state(id), ToolResultSender::State::Acknowledged);
    }
    QCOMPARE(countOf(events, EventType::LocalToolResultIn), 4);
    QFile runs(counter);
    QVERIFY(runs.open(QIODevice::ReadOnly));
    QCOMPARE(runs.readAll().count('\n'), 1); // the command ran once

    // Only the tool that writes waited for the user; the policy ran the others.
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.constFirst().call.name, u"everything_toggle_simulated_logging"_s);
    QCOMPARE(asked.constFirst().decision.rule, ApprovalDecision::Rule::NotReadOnly);
    QCOMPARE(asked.constFirst().route.serverToolName, u"toggle-simulated-logging"_s);

    // ---- The final text quotes what each tool returned.
    const RunEvent terminal = events.constLast();
    const auto* result = terminal.as<ResultEvent>();
    QVERIFY(result && result->isSuccess());
    const QString text = result->text.value_or(QString());
    for (const DispatchResult& r : std::as_const(results)) {
        const QString answer = r.answer.result.value_or(QString());
        QVERIFY(!answer.isEmpty());
        QVERIFY2(text.contains(answer),
                 qPrintable(u"%1's answer \"%2\" is not in the final text:\n%3"_s.arg(
                     r.toolName, answer, text)));
    }
    QVERIFY2(text.contains(u"Echo: "_s), qPrintable(text)); // server-everything
    QVERIFY2(text.contains(u"echo: "_s), qPrintable(text)); // the A2A agent
    QVERIFY2(text.contains(u"cmd-result for lookup_cmd: {"_s), qPrintable(text)); // the command
    session.stop();
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestLocalToolsE2e)
#include "tst_localtools_e2e.moc"
