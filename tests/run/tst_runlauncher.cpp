// SPDX-License-Identifier: MIT
// RunLauncher against the in-process sandbox: the local handlers start before the run is
// created, their refs go into the spec, a prepared spec that breaks the server's rules is
// refused, the run's local calls reach the handlers' dispatcher (after a front end had its say)
// and each answer is posted once; a run opened by id goes through a RunController too.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "localtools/approvalpolicy.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/specvalidator.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runlauncher.h"
#include "run/runtimeline.h"
#include "run/serverrunsource.h"
#include "runtestutil.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

namespace {

bool hasLocalRef(const QJsonObject& spec, const QString& name)
{
    for (const QJsonValue& tool : spec.value("tools"_L1).toArray()) {
        const QJsonObject ref = tool.toObject();
        if (ref.value("kind"_L1).toString() == "local"_L1 &&
            ref.value("name"_L1).toString() == name)
            return true;
    }
    return false;
}

// The echo (local_tool_result_in) of `toolUseId` in the run's timeline, as received.
QJsonObject echoOf(const RunController& run, const QString& toolUseId)
{
    const RunTimeline& timeline = *run.timeline();
    for (int i = 0; i < timeline.eventCount(); ++i) {
        const RunEvent event = timeline.eventAt(i); // a value: kept while its payload is read
        if (const auto* echo = event.as<LocalToolResultInEvent>();
            echo && echo->toolUseId == toolUseId)
            return event.data();
    }
    return {};
}

} // namespace

class TestRunLauncher : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    // A command handler for `tool` that appends a line to `counter` each time it runs and
    // answers with the call's args (its stdin).
    static void addCountingCommand(LocalToolSession& tools, const QString& tool,
                                   const QString& counter)
    {
        tools.addCommand(tool, u"/bin/sh"_s,
                         {u"-c"_s, u"echo run >> '"_s + counter + u"'; printf 'cmd got '; cat"_s});
    }
    static int linesIn(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        return int(file.readAll().count('\n'));
    }

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        startSandbox();
    }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void withoutHandlers();
    void handlersFirstThenRunAnsweredOnce();
    void invalidPreparedSpecRefused();
    void failedHandlersRefused();
    void captureThatCannotBeCreatedRefused();
    void openedRunGoesThroughController();
};

void TestRunLauncher::withoutHandlers()
{
    RunLauncher launcher(m_client.get());
    RunLauncher::Options options;
    options.capturePath = m_dir.filePath(u"plain.mxrun"_s);
    launcher.setOptions(options);
    QSignalSpy created(&launcher, &RunLauncher::controllerCreated);
    QSignalSpy handlers(&launcher, &RunLauncher::handlersStartRequested);
    QSignalSpy failed(&launcher, &RunLauncher::launchFailed);
    QVERIFY(launcher.launch(specWith(u"Say hello."_s)));
    // Nothing to wait for: the controller exists (and starts) before launch() returns.
    QCOMPARE(created.size(), 1);
    RunController* run = launcher.run();
    QVERIFY(run);
    QCOMPARE(created.at(0).at(0).value<RunController*>(), run);
    QCOMPARE(run->parent(), &launcher);
    QVERIFY(qobject_cast<LiveRunSource*>(run->source()));
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Succeeded);
    QVERIFY(handlers.isEmpty());
    QVERIFY(failed.isEmpty());
    QCOMPARE(run->captureFile(), options.capturePath);
    QFile capture(options.capturePath);
    QVERIFY(capture.open(QIODevice::ReadOnly));
    const QJsonObject header = QJsonDocument::fromJson(capture.readLine()).object();
    QCOMPARE(header.value("runId"_L1).toString(), run->runId());
}

void TestRunLauncher::handlersFirstThenRunAnsweredOnce()
{
    const QString counter = m_dir.filePath(u"extra-runs"_s);
    LocalToolSession tools(m_nam.get());
    addCountingCommand(tools, u"extra_cmd"_s, counter);
    ApprovalPolicy policy;
    policy.setDefaultMode(ApprovalPolicy::Mode::Always);
    tools.setPolicy(policy);

    RunLauncher launcher(m_client.get());
    launcher.setLocalTools(&tools);
    ToolResultSender::Options sender;
    sender.backoff.initialMs = 5;
    RunLauncher::Options options;
    options.sender = sender;
    launcher.setOptions(options);

    // What happened, in order, and how many runs the server had at each step.
    QStringList order;
    const qsizetype runsBefore = m_server->runIds().size();
    qsizetype runsWhenReady = -1;
    connect(&tools, &LocalToolSession::ready, this, [&] {
        order << u"ready"_s;
        runsWhenReady = m_server->runIds().size();
    });
    QJsonObject preparedSpec;
    connect(&launcher, &RunLauncher::handlersStartRequested, this,
            [&] { order << u"handlersStartRequested"_s; });
    connect(&launcher, &RunLauncher::specPrepared, this, [&](const QJsonObject& spec) {
        order << u"specPrepared"_s;
        preparedSpec = spec;
    });
    QList<LocalCallState> extraStates;
    QString lookupId;
    QString extraId;
    connect(&launcher, &RunLauncher::controllerCreated, this, [&](RunController* run) {
        order << u"controllerCreated"_s;
        QVERIFY(run->runId().isEmpty()); // not created on the server yet
        connect(run, &RunController::callStateChanged, this,
                [&](const QString& id, LocalCallState state) {
                    if (id == extraId)
                        extraStates << state;
                });
        // The front end's own answers come first: lookup_order is answered here; extra_cmd is
        // left to its handler.
        connect(run->source(), &RunSource::eventsAppended, this,
                [&, run](const QList<RunEvent>& events) {
                    for (const RunEvent& event : events) {
                        const auto* call = event.as<LocalToolCallEvent>();
                        if (!call)
                            continue;
                        QCOMPARE(run->callState(call->toolUseId), LocalCallState::Pending);
                        if (call->name == "lookup_order"_L1) {
                            lookupId = call->toolUseId;
                            QVERIFY(
                                run->answer(lookupId, ToolAnswer::success(u"by hand"_s)).queued);
                        } else {
                            extraId = call->toolUseId;
                        }
                    }
                });
    });
    QSignalSpy failed(&launcher, &RunLauncher::launchFailed);

    const QJsonObject spec = specWith(u"Use lookup_order, then extra_cmd."_s,
                                      QJsonArray{localToolRef(u"lookup_order"_s)});
    QVERIFY(launcher.launch(spec));
    QVERIFY(launcher.isWaitingForHandlers());
    QVERIFY(!launcher.run());
    QVERIFY(waitUntil([&] { return launcher.run() != nullptr || !failed.isEmpty(); }));
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
    RunController* run = launcher.run();
    QVERIFY(waitFinished(*run));

    QCOMPARE(order, (QStringList{u"handlersStartRequested"_s, u"ready"_s, u"specPrepared"_s,
                                 u"controllerCreated"_s}));
    QCOMPARE(runsWhenReady, runsBefore); // the handlers were up before the run was created
    QVERIFY(m_server->runIds().contains(run->runId()));
    // The command the spec did not declare went in as a plain local tool, and was posted so.
    QVERIFY(!hasLocalRef(spec, u"extra_cmd"_s));
    QVERIFY(hasLocalRef(preparedSpec, u"extra_cmd"_s));
    QCOMPARE(run->source()->spec(), preparedSpec);

    // Both calls arrived; the handler answered its own (and ran once), the front end the other.
    QVERIFY(!lookupId.isEmpty());
    QVERIFY(!extraId.isEmpty());
    QCOMPARE(tools.sender(), run->sender());
    QCOMPARE(linesIn(counter), 1);
    QVERIFY2(extraStates.contains(LocalCallState::Running), "the handler's call never ran");
    QCOMPARE(run->callState(extraId), LocalCallState::Answered);
    QCOMPARE(run->callState(lookupId), LocalCallState::Answered);
    QVERIFY2(echoOf(*run, extraId).value("result"_L1).toString().startsWith(u"cmd got "_s),
             QJsonDocument(echoOf(*run, extraId)).toJson().constData());
    QCOMPARE(echoOf(*run, lookupId).value("result"_L1).toString(), u"by hand"_s);
    QCOMPARE(m_server->toolResultPosts(extraId), 1);
    QCOMPARE(m_server->toolResultPosts(lookupId), 1);
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Succeeded);

    // Launched again with the handlers ready: no waiting, the same refs.
    order.clear();
    QVERIFY(launcher.launch(spec));
    QCOMPARE(order, (QStringList{u"specPrepared"_s, u"controllerCreated"_s}));
    QVERIFY(waitFinished(*launcher.run()));
    QCOMPARE(linesIn(counter), 2);
    tools.stop();
}

void TestRunLauncher::invalidPreparedSpecRefused()
{
    // A command for a tool whose name the server refuses: added as a ref, the spec is invalid.
    LocalToolSession tools(m_nam.get());
    const QString counter = m_dir.filePath(u"bad-runs"_s);
    addCountingCommand(tools, u"bad name!"_s, counter);
    RunLauncher launcher(m_client.get());
    launcher.setLocalTools(&tools);
    QSignalSpy prepared(&launcher, &RunLauncher::specPrepared);
    QSignalSpy failed(&launcher, &RunLauncher::launchFailed);
    QSignalSpy created(&launcher, &RunLauncher::controllerCreated);
    const qsizetype runsBefore = m_server->runIds().size();
    const QJsonObject spec = specWith(u"Say hello."_s);
    QVERIFY(SpecValidator::validate(spec).isEmpty());
    QVERIFY(launcher.launch(spec)); // waits for the handlers
    QVERIFY(waitUntil([&] { return !failed.isEmpty(); }));
    QCOMPARE(failed.at(0).at(0).value<RunLauncher::Failure>(), RunLauncher::Failure::SpecInvalid);
    const auto issues = failed.at(0).at(2).value<QList<SpecIssue>>();
    QVERIFY(hasErrors(issues));
    QVERIFY2(issues.constFirst().path.startsWith(u"tools[0]"_s), qPrintable(issues.first().path));
    QVERIFY2(failed.at(0).at(1).toString().startsWith(u"tools[0]"_s),
             qPrintable(failed.at(0).at(1).toString()));
    QCOMPARE(prepared.size(), 1); // the refs were put in, then the spec was checked
    QCOMPARE(prepared.at(0).at(2).value<QList<SpecIssue>>(), issues);
    QVERIFY(created.isEmpty());
    QVERIFY(!launcher.run());
    QCOMPARE(m_server->runIds().size(), runsBefore);

    // With the handlers ready the refusal is immediate.
    QVERIFY(!launcher.launch(spec));
    QCOMPARE(failed.size(), 2);
    QVERIFY(created.isEmpty());
    tools.stop();
}

void TestRunLauncher::failedHandlersRefused()
{
    LocalToolSession tools(m_nam.get());
    McpServerConfig config;
    config.name = u"ghost"_s;
    config.transport = McpServerConfig::Transport::Stdio;
    config.command = m_dir.filePath(u"no-such-mcp-server"_s);
    tools.addMcpServer(config);
    RunLauncher launcher(m_client.get());
    launcher.setLocalTools(&tools);
    QSignalSpy failed(&launcher, &RunLauncher::launchFailed);
    QSignalSpy created(&launcher, &RunLauncher::controllerCreated);
    const qsizetype runsBefore = m_server->runIds().size();
    launcher.launch(specWith(u"Say hello."_s));
    QVERIFY(waitUntil([&] { return !failed.isEmpty(); }));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.at(0).at(0).value<RunLauncher::Failure>(),
             RunLauncher::Failure::HandlersFailed);
    QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    QVERIFY(!launcher.isWaitingForHandlers());
    QVERIFY(created.isEmpty());
    QCOMPARE(m_server->runIds().size(), runsBefore);
}

void TestRunLauncher::captureThatCannotBeCreatedRefused()
{
    RunLauncher launcher(m_client.get());
    RunLauncher::Options options;
    options.capturePath = m_dir.path(); // a directory
    launcher.setOptions(options);
    QSignalSpy failed(&launcher, &RunLauncher::launchFailed);
    QSignalSpy created(&launcher, &RunLauncher::controllerCreated);
    const qsizetype runsBefore = m_server->runIds().size();
    QVERIFY(!launcher.launch(specWith(u"Say hello."_s)));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.at(0).at(0).value<RunLauncher::Failure>(), RunLauncher::Failure::CaptureFailed);
    QVERIFY2(failed.at(0).at(1).toString().contains(m_dir.path()),
             qPrintable(failed.at(0).at(1).toString()));
    QVERIFY(created.isEmpty());
    QVERIFY(!launcher.open(u"run_x"_s));
    QCOMPARE(failed.size(), 2);
    QTest::qWait(50);
    QCOMPARE(m_server->runIds().size(), runsBefore);
}

void TestRunLauncher::openedRunGoesThroughController()
{
    RunLauncher launcher(m_client.get());
    QVERIFY(launcher.launch(
        specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)})));
    RunController* live = launcher.run();
    const QString id = waitFirstCall(*live);
    QVERIFY(!id.isEmpty());
    QVERIFY(live->answer(id, ToolAnswer::success(u"once"_s)).queued);
    QVERIFY(waitFinished(*live));

    // The finished run opened by id: a replay, nothing to answer.
    QVERIFY(launcher.open(live->runId()));
    RunController* opened = launcher.run();
    QVERIFY(opened && opened != live);
    QVERIFY(qobject_cast<ServerRunSource*>(opened->source()));
    QVERIFY(waitFinished(*opened));
    QCOMPARE(opened->runId(), live->runId());
    QVERIFY(!opened->canAnswer());
    QCOMPARE(opened->timeline()->eventCount(), live->timeline()->eventCount());
    QCOMPARE(opened->timeline()->summary().status, RunSummary::Status::Succeeded);
    QCOMPARE(m_server->toolResultPosts(id), 1);
}

QTEST_GUILESS_MAIN(TestRunLauncher)
#include "tst_runlauncher.moc"
