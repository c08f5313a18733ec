// SPDX-License-Identifier: MIT
// The whole window against the embedded sandbox, offscreen: write a spec, run it, answer or
// reject its local calls through the pending-call cards, cancel with a call pending, open a
// finished run by id, run a session — and screenshots of finished runs for docs/screenshots.
#include <algorithm>
#include <vector>

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include "calls/answerdialog.h"
#include "calls/pendingcallspanel.h"
#include "charts/runchartsview.h"
#include "client/connectionservice.h"
#include "composer/composerpanel.h"
#include "composer/toollisteditor.h"
#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerspanel.h"
#include "localtools/localhandlerset.h"
#include "localtools/localhandlersmanager.h"
#include "localtools/localtoolsession.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/sessioncontroller.h"
#include "run/timelinedump.h"
#include "run/timelinemodel.h"
#include "run/timelinetypes.h"
#include "runpanels/protocolnotespanel.h"
#include "runpanels/runsummarypanel.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "sessions/sessionpanel.h"
#include "spec/modelcatalogmodel.h"
#include "spec/specdocument.h"
#include "testservices.h"
#include "timeline/timelinedelegate.h"
#include "timeline/timelineview.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestMainWindowRun : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void localToolAnsweredByHand();
    void localToolRejected();
    void mcpAndA2aCallsShowTheirKind();
    void scenarioEndsInTheRightTerminalCard_data();
    void scenarioEndsInTheRightTerminalCard();
    void cancelWithPendingCall();
    void lateAnswerAfterTimeoutShows409();
    void openFinishedRunByIdGivesTheSameTimeline();
    void unknownRunIdKeepsTheShownRun();
    void runIdWaitsForTheStartingSandbox();
    void sessionTwoMessages();
    void approveRunsServerEverythingTool();
    void runThenReviewBeforeSending();
    void composerFormsDriveTheWindow();

private:
    // A window on the sandbox; `settings` defaults to the shared ones (with their handlers).
    std::unique_ptr<MainWindow> newWindow(QSettings* settings = nullptr);
    void saveScreenshot(MainWindow& window, const QString& name);
    static QJsonObject localToolSpec(const QString& prompt,
                                     const QJsonObject& metadata = QJsonObject());
    static bool waitFinished(RunController* run, int timeoutMs = 30000);
    static int countRows(const RunTimeline& timeline, TimelineRowKind kind);
    static LocalHandlerSet everythingHandlers();

    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::vector<std::unique_ptr<TestServices>> m_services; // the windows' of this test
};

void TestMainWindowRun::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestMainWindowRun::cleanup()
{
    m_services.clear(); // the test's windows are gone
}

void TestMainWindowRun::cleanupTestCase()
{
    m_sandbox.reset();
}

std::unique_ptr<MainWindow> TestMainWindowRun::newWindow(QSettings* settings)
{
    auto& services = *m_services.emplace_back(
        std::make_unique<TestServices>(settings ? settings : m_settings.get()));
    auto window = std::make_unique<MainWindow>(services.settings(), services.connection());
    window->setLocalHandlers(&services.handlers());
    window->setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              m_sandbox->config().apiKeys.value(0));
    window->resize(1360, 860);
    window->show();
    return window;
}

void TestMainWindowRun::saveScreenshot(MainWindow& window, const QString& name)
{
    // Screenshots go where the test is told (docs/screenshots when refreshing them).
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(200);
    QVERIFY(window.grab().save(QDir(dir).filePath(name + u".png"_s)));
}

QJsonObject TestMainWindowRun::localToolSpec(const QString& prompt, const QJsonObject& metadata)
{
    QJsonObject spec{
        {u"systemPrompt"_s, u"You help with orders."_s},
        {u"prompt"_s, prompt},
        {u"tools"_s,
         QJsonArray{QJsonObject{
             {u"kind"_s, u"local"_s},
             {u"name"_s, u"lookup_order"_s},
             {u"description"_s, u"Looks an order up by its id."_s},
             {u"parameters"_s,
              QJsonObject{{u"type"_s, u"object"_s},
                          {u"properties"_s,
                           QJsonObject{{u"orderId"_s, QJsonObject{{u"type"_s, u"string"_s}}}}},
                          {u"required"_s, QJsonArray{u"orderId"_s}}}}}}}};
    if (!metadata.isEmpty())
        spec.insert(u"metadata"_s, metadata);
    return spec;
}

bool TestMainWindowRun::waitFinished(RunController* run, int timeoutMs)
{
    return QTest::qWaitFor([run] { return run->isFinished(); }, timeoutMs);
}

int TestMainWindowRun::countRows(const RunTimeline& timeline, TimelineRowKind kind)
{
    int n = 0;
    for (int i = 0; i < timeline.rowCount(); ++i) {
        if (timeline.row(i).kind == kind)
            ++n;
    }
    return n;
}

void TestMainWindowRun::localToolAnsweredByHand()
{
    auto window = newWindow();
    window->composer()->setSpec(localToolSpec(u"Where is order lookup_order 42?"_s));
    QTRY_VERIFY(window->composer()->canRun());
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    QVERIFY(runAction);
    QTRY_VERIFY(runAction->isEnabled());
    runAction->trigger();
    RunController* run = window->currentRun();
    QVERIFY(run);

    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QVERIFY(panel);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    const QString toolUseId = run->unresolvedCalls().value(0);
    QVERIFY(!toolUseId.isEmpty());
    QVERIFY(panel->cardFor(toolUseId));
    saveScreenshot(*window, u"pending-call"_s);

    AnswerDialog* dialog = panel->openAnswerDialog(toolUseId);
    QVERIFY(dialog);
    dialog->setMode(AnswerDialog::Mode::Result);
    dialog->setResultText(u"Order 42 ships on Tuesday from Hamburg."_s);
    QVERIFY(dialog->isAnswerValid());
    dialog->accept();

    QVERIFY(waitFinished(run));
    QTRY_COMPARE(run->callState(toolUseId), LocalCallState::Answered);
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"Order 42 ships on Tuesday from Hamburg."_s),
             qPrintable(*summary.finalText));
    QCOMPARE(countRows(*run->timeline(), TimelineRowKind::Result), 1);
    QCOMPARE(countRows(*run->timeline(), TimelineRowKind::LocalToolResultIn), 1);
    QTRY_COMPARE(panel->pendingCardCount(), 0);
    auto* state = window->findChild<QLabel*>(u"runStateLabel"_s);
    QVERIFY(state);
    QVERIFY(!state->text().isEmpty());
    window->timelineView()->selectTimelineRow(run->timeline()->rowCount() - 1);
    saveScreenshot(*window, u"run-local-tool"_s);
    saveScreenshot(*window, u"main-window"_s); // the README's picture

    // The Charts dock, opened from the View menu: the wait for the hand answer is a bar, and a
    // click on it selects the local call's row in the timeline.
    auto* chartsDock = window->findChild<QDockWidget*>(u"chartsDock"_s);
    QVERIFY(chartsDock);
    QVERIFY(chartsDock->isHidden());
    // Made when the dock is first shown, for the run shown then.
    QVERIFY(!window->findChild<RunChartsView*>());
    auto* viewMenu = window->findChild<QMenu*>(u"menuView"_s);
    QVERIFY(viewMenu && viewMenu->actions().contains(chartsDock->toggleViewAction()));
    chartsDock->toggleViewAction()->trigger();
    QVERIFY(chartsDock->isVisible());
    auto* charts = window->findChild<RunChartsView*>(u"runChartsView"_s);
    QVERIFY(charts);
    QCOMPARE(charts->timeline(), run->timeline());
    charts->refreshNow();
    int waitLane = -1;
    for (int lane = 0; lane < charts->laneCount(); ++lane) {
        if (charts->laneBar(lane)->category == WaterfallCategory::Waiting)
            waitLane = lane;
    }
    QVERIFY(waitLane >= 0);
    const int callRow = charts->laneBar(waitLane)->row;
    QCOMPARE(run->timeline()->row(callRow).kind, TimelineRowKind::LocalToolCall);
    window->timelineView()->selectTimelineRow(0);
    QTest::qWait(50);
    QTest::mouseClick(charts->waterfallView()->viewport(), Qt::LeftButton, {},
                      charts->laneCenter(waitLane));
    QCOMPARE(window->timelineView()->currentTimelineRow(), callRow);
    saveScreenshot(*window, u"charts-dock"_s);
}

void TestMainWindowRun::localToolRejected()
{
    auto window = newWindow();
    window->composer()->setSpec(localToolSpec(u"Look up order lookup_order 7."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    const QString toolUseId = run->unresolvedCalls().value(0);

    QInputDialog* reject = panel->openRejectDialog(toolUseId);
    QVERIFY(reject);
    reject->setTextValue(u"Not allowed to read orders today"_s);
    reject->accept();

    QVERIFY(waitFinished(run));
    QTRY_COMPARE(run->callState(toolUseId), LocalCallState::Declined);
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"Not allowed to read orders today"_s),
             qPrintable(*summary.finalText));

    // The call's row says "rejected" in the rejection's colour (not the green of an answer);
    // the 204 that accepted the error answer is in its detail.
    const int callRow = run->timeline()->call(run->timeline()->callIndex(toolUseId)).row;
    TimelineView* view = window->timelineView();
    QVERIFY(view->selectTimelineRow(callRow));
    const QModelIndex index = view->listView()->currentIndex();
    const QString stateText = index.data(TimelineRole::CallStateText).toString();
    QVERIFY2(stateText.contains(u"rejected"_s), qPrintable(stateText));
    QVERIFY2(!stateText.contains(u"answered"_s), qPrintable(stateText));
    QVERIFY2(index.data(TimelineRole::Detail).toString().contains(u"204"_s),
             qPrintable(index.data(TimelineRole::Detail).toString()));
    QCOMPARE(index.data(TimelineRole::HttpStatus).toInt(), 204);
    // The state pill is filled with the state's colour: the card, painted, holds the rejection's
    // colour and not the answer's green.
    const QImage card = view->listView()
                            ->viewport()
                            ->grab(view->listView()->visualRect(index))
                            .toImage()
                            .convertToFormat(QImage::Format_RGB32);
    const auto holds = [&card](const QColor& colour) {
        for (int y = 0; y < card.height(); ++y) {
            for (int x = 0; x < card.width(); ++x) {
                if (card.pixel(x, y) == colour.rgb())
                    return true;
            }
        }
        return false;
    };
    QVERIFY(holds(TimelineDelegate::stateColor(LocalCallState::Declined)));
    QVERIFY(!holds(TimelineDelegate::stateColor(LocalCallState::Answered)));
    // The card among the resolved calls says the same.
    if (QWidget* callCard = panel->cardFor(toolUseId)) {
        auto* label = callCard->findChild<QLabel*>(u"stateLabel"_s);
        QVERIFY(label);
        QVERIFY2(label->text().contains(u"rejected"_s), qPrintable(label->text()));
        QVERIFY2(label->text().contains(u"204"_s), qPrintable(label->text()));
    }
    saveScreenshot(*window, u"rejected-call"_s);
}

void TestMainWindowRun::mcpAndA2aCallsShowTheirKind()
{
    auto window = newWindow();
    const QJsonObject spec{
        {u"systemPrompt"_s, u"You use tools."_s},
        {u"prompt"_s, u"Use both."_s},
        {u"tools"_s,
         QJsonArray{
             QJsonObject{
                 {u"kind"_s, u"mcp_local"_s},
                 {u"name"_s, u"files"_s},
                 {u"serverInfo"_s,
                  QJsonObject{{u"name"_s, u"fs-server"_s}, {u"version"_s, u"1.0.0"_s}}},
                 {u"tools"_s,
                  QJsonArray{QJsonObject{
                      {u"name"_s, u"read_file"_s},
                      {u"description"_s, u"Reads a file."_s},
                      {u"inputSchema"_s,
                       QJsonObject{
                           {u"type"_s, u"object"_s},
                           {u"properties"_s,
                            QJsonObject{{u"path"_s, QJsonObject{{u"type"_s, u"string"_s}}}}}}}}}}},
             QJsonObject{
                 {u"kind"_s, u"a2a_local"_s},
                 {u"name"_s, u"billing"_s},
                 {u"agentCard"_s, QJsonObject{{u"name"_s, u"Billing agent"_s},
                                              {u"description"_s, u"Answers billing questions."_s},
                                              {u"url"_s, u"http://127.0.0.1:9/a2a"_s},
                                              {u"version"_s, u"1.0.0"_s},
                                              {u"protocolVersion"_s, u"0.3.0"_s},
                                              {u"capabilities"_s, QJsonObject{}},
                                              {u"defaultInputModes"_s, QJsonArray{u"text"_s}},
                                              {u"defaultOutputModes"_s, QJsonArray{u"text"_s}},
                                              {u"skills"_s, QJsonArray{}}}}}}}};
    window->composer()->setSpec(spec);
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QStringList badges;
    for (int answered = 0; answered < 2; ++answered) {
        // One call per turn: wait for this turn's, not the card of the call just answered.
        QTRY_COMPARE_WITH_TIMEOUT(run->callIds().size(), answered + 1, 20000);
        const QString toolUseId = run->callIds().at(answered);
        QTRY_VERIFY(panel->cardFor(toolUseId));
        const RunTimeline* timeline = run->timeline();
        const int call = timeline->callIndex(toolUseId);
        QVERIFY(call >= 0);
        const int row = timeline->call(call).row;
        auto* view = window->timelineView();
        // The call's row reaches the view's model with the next flush.
        QTRY_VERIFY(view->model()->rowCount() > row);
        const QModelIndex index = view->model()->index(row, 0);
        badges << index.data(TimelineRole::Badge).toString();
        QVERIFY(!index.data(TimelineRole::Detail).toString().isEmpty());
        AnswerDialog* dialog = panel->openAnswerDialog(toolUseId);
        QVERIFY(dialog);
        dialog->setResultText(u"answer-%1"_s.arg(answered));
        dialog->accept();
        QTRY_VERIFY(run->callState(toolUseId) == LocalCallState::Answered ||
                    run->callState(toolUseId) == LocalCallState::Sending);
    }
    QVERIFY(waitFinished(run));
    QCOMPARE(badges, (QStringList{u"mcp_local"_s, u"a2a_local"_s}));
    const RunSummary summary = run->timeline()->summary();
    QVERIFY(summary.finalText && summary.finalText->contains(u"answer-0"_s) &&
            summary.finalText->contains(u"answer-1"_s));
    saveScreenshot(*window, u"run-mcp-a2a"_s);
}

void TestMainWindowRun::scenarioEndsInTheRightTerminalCard_data()
{
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<int>("terminalKind");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("extraKind"); // a row kind the scenario must show; -1 none
    const QJsonArray serverTool{QJsonObject{{u"kind"_s, u"mantyx"_s}, {u"id"_s, u"web_search"_s}}};
    auto scenario = [&](const QString& name, bool withPlan = false, bool withSupervisor = false) {
        QJsonObject spec{{u"systemPrompt"_s, u"You research."_s},
                         {u"prompt"_s, u"Research the weather in Kyiv."_s},
                         {u"tools"_s, serverTool},
                         {u"metadata"_s, QJsonObject{{u"sandbox.scenario"_s, name}}}};
        if (withPlan)
            spec.insert(u"plan"_s, true);
        if (withSupervisor)
            spec.insert(u"supervisor"_s, QJsonObject{{u"interval"_s, 1}}); // review every call
        return spec;
    };
    const auto result = static_cast<int>(TimelineRowKind::Result);
    const auto error = static_cast<int>(TimelineRowKind::Error);
    const auto ok = static_cast<int>(RunSummary::Status::Succeeded);
    const auto failed = static_cast<int>(RunSummary::Status::Failed);
    QTest::newRow("plain") << scenario(u"none"_s) << result << ok
                           << static_cast<int>(TimelineRowKind::ServerToolResult);
    QTest::newRow("plan") << scenario(u"none"_s, true) << result << ok
                          << static_cast<int>(TimelineRowKind::TaskPlan);
    QTest::newRow("supervisor") << scenario(u"none"_s, false, true) << result << ok
                                << static_cast<int>(TimelineRowKind::Supervisor);
    QTest::newRow("supervisor_redirect") << scenario(u"supervisor_redirect"_s) << result << ok
                                         << static_cast<int>(TimelineRowKind::Supervisor);
    QTest::newRow("loop") << scenario(u"loop"_s) << result << ok
                          << static_cast<int>(TimelineRowKind::LoopDetected);
    QTest::newRow("budget") << scenario(u"budget"_s) << result << ok
                            << static_cast<int>(TimelineRowKind::ToolBudgetExceeded);
    QTest::newRow("truncation") << scenario(u"truncation"_s) << error << failed << -1;
    QTest::newRow("rate_limit") << scenario(u"rate_limit"_s) << error << failed << -1;
    QTest::newRow("server_error") << scenario(u"server_error"_s) << error << failed << -1;
}

void TestMainWindowRun::scenarioEndsInTheRightTerminalCard()
{
    QFETCH(QJsonObject, spec);
    QFETCH(int, terminalKind);
    QFETCH(int, status);
    QFETCH(int, extraKind);
    auto window = newWindow();
    window->composer()->setSpec(spec);
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    QVERIFY(waitFinished(run));
    const RunTimeline& timeline = *run->timeline();
    QVERIFY(timeline.rowCount() > 0);
    QCOMPARE(static_cast<int>(timeline.row(timeline.rowCount() - 1).kind), terminalKind);
    const RunSummary summary = timeline.summary();
    QCOMPARE(static_cast<int>(summary.status), status);
    if (extraKind >= 0)
        QVERIFY(countRows(timeline, static_cast<TimelineRowKind>(extraKind)) > 0);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    if (tag == u"truncation"_s) {
        QVERIFY(summary.truncated);
        QVERIFY(summary.partialText);
        QVERIFY(!summary.finalText);
    }
    if (tag == u"plan"_s) {
        QVERIFY(timeline.planUpdates() > 1); // the checklist advanced
        QVERIFY(timeline.plan());
    }
    if (summary.status == RunSummary::Status::Succeeded) {
        QVERIFY(summary.tokens);
        QVERIFY(summary.model);
    }
    window->timelineView()->selectTimelineRow(timeline.rowCount() - 1);
    if (tag == u"plan"_s) { // the checklist beside the run
        auto* planDock = window->findChild<QDockWidget*>(u"taskPlanDock"_s);
        QVERIFY(planDock);
        planDock->raise();
    }
    saveScreenshot(*window, u"run-"_s + tag);
}

void TestMainWindowRun::cancelWithPendingCall()
{
    auto window = newWindow();
    window->composer()->setSpec(localToolSpec(u"Look up order lookup_order 9."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    auto* cancel = window->findChild<QAction*>(u"actionCancel"_s);
    QVERIFY(cancel && cancel->isEnabled());
    window->cancelRun(true); // what "Reject them and cancel" does
    QVERIFY(waitFinished(run));
    const RunTimeline& timeline = *run->timeline();
    QCOMPARE(timeline.row(timeline.rowCount() - 1).kind, TimelineRowKind::Cancelled);
    QCOMPARE(timeline.summary().status, RunSummary::Status::Cancelled);
    QVERIFY(!cancel->isEnabled());
    saveScreenshot(*window, u"run-cancelled"_s);
}

void TestMainWindowRun::lateAnswerAfterTimeoutShows409()
{
    auto window = newWindow();
    window->composer()->setSpec(localToolSpec(
        u"Look up order lookup_order 5."_s, QJsonObject{{u"sandbox.scenario"_s, u"local_timeout"_s},
                                                        {u"sandbox.toolTimeoutMs"_s, u"300"_s}}));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    QVERIFY(waitFinished(run));
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Failed);
    const QString toolUseId = run->callIds().value(0);
    QVERIFY(!toolUseId.isEmpty());
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    panel->setResolvedShown(true);
    AnswerDialog* dialog = panel->openAnswerDialog(toolUseId);
    QVERIFY(dialog);
    dialog->setResultText(u"too late"_s);
    dialog->accept();
    QTRY_COMPARE(run->callState(toolUseId), LocalCallState::Rejected);
    const int call = run->timeline()->callIndex(toolUseId);
    QCOMPARE(run->timeline()->call(call).httpStatus, 409);
    QVERIFY2(run->callStateText(toolUseId).contains(u"ended"_s),
             qPrintable(run->callStateText(toolUseId)));
    bool noted = false;
    for (const ProtocolNote& note : run->timeline()->notes())
        noted = noted || (note.category == ProtocolNote::Category::ToolResultHttp);
    QVERIFY(noted);
}

void TestMainWindowRun::openFinishedRunByIdGivesTheSameTimeline()
{
    auto window = newWindow();
    QJsonObject spec = localToolSpec(u"Look up order lookup_order 11."_s);
    spec.insert(u"plan"_s, true);
    window->composer()->setSpec(spec);
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* live = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    emit panel->answerRequested(live->unresolvedCalls().value(0),
                                ToolAnswer::success(u"order 11: delivered"_s));
    QVERIFY(waitFinished(live));
    const QString runId = live->runId();
    // The POST's HTTP status is this window's own knowledge; the rest comes from the server.
    const QString liveDump = TimelineDump::dump(*live->timeline(), TimelineDump::ServerVisible);

    auto second = newWindow();
    QVERIFY(second->openRun(runId));
    // Shown once the server confirmed the run exists.
    QTRY_VERIFY_WITH_TIMEOUT(second->currentRun() != nullptr, 10000);
    RunController* replay = second->currentRun();
    QVERIFY(waitFinished(replay));
    const QString replayDump = TimelineDump::dump(*replay->timeline(), TimelineDump::ServerVisible);
    QCOMPARE(replayDump, liveDump);
    QVERIFY(second->windowTitle().contains(runId));
}

void TestMainWindowRun::runIdWaitsForTheStartingSandbox()
{
    auto window = newWindow();
    window->composer()->setSpec(
        QJsonObject{{u"systemPrompt"_s, u"You greet."_s}, {u"prompt"_s, u"Say hello."_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* finished = window->currentRun();
    QVERIFY(finished);
    QVERIFY(waitFinished(finished));
    const QString runId = finished->runId();

    // As app/ starts it: the sandbox starts after the window's first paint, and --run is given
    // before that.
    auto& services = *m_services.emplace_back(std::make_unique<TestServices>(m_settings.get()));
    services.connection().setBuiltInSandboxStarting(true);
    auto second = std::make_unique<MainWindow>(services.settings(), services.connection());
    second->setLocalHandlers(&services.handlers());
    second->show();
    QVERIFY(second->openRun(runId));
    QVERIFY(!second->currentRun());
    second->setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              m_sandbox->config().apiKeys.value(0));
    QTRY_VERIFY_WITH_TIMEOUT(second->currentRun() != nullptr, 10000);
    QCOMPARE(second->currentRun()->runId(), runId);
    QVERIFY(waitFinished(second->currentRun()));
    QVERIFY(second->windowTitle().contains(runId));
}

void TestMainWindowRun::unknownRunIdKeepsTheShownRun()
{
    auto window = newWindow();
    window->composer()->setSpec(
        QJsonObject{{u"systemPrompt"_s, u"You greet."_s}, {u"prompt"_s, u"Say hello."_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    RunController* shown = window->currentRun();
    QVERIFY(shown);
    QVERIFY(waitFinished(shown));
    const QString runId = shown->runId();
    const int rows = shown->timeline()->rowCount();
    QVERIFY(rows > 0);

    // The run id is shown where it can be selected, and copied with a click.
    auto* summary = window->findChild<RunSummaryPanel*>(u"runSummaryPanel"_s);
    auto* idLabel = summary->findChild<QLabel*>(u"runIdLabel"_s);
    QCOMPARE(idLabel->text(), runId);
    QVERIFY(idLabel->textInteractionFlags().testFlag(Qt::TextSelectableByMouse));
    QApplication::clipboard()->clear();
    summary->findChild<QToolButton*>(u"copyRunIdButton"_s)->click();
    QCOMPARE(QApplication::clipboard()->text(), runId);
    // The run started is remembered for this connection.
    QCOMPARE(window->recentRuns().value(0), runId);

    // A mistyped id: the server says it has no such run; the run shown stays.
    const QPointer<RunController> guard(shown);
    QVERIFY(window->openRun(u"run_mistyped"_s));
    QTRY_VERIFY_WITH_TIMEOUT(
        window->statusBar()->currentMessage().contains(u"no run with the id run_mistyped"_s),
        10000);
    QVERIFY2(
        window->statusBar()->currentMessage().contains(u"No run run_mistyped in this workspace."_s),
        qPrintable(window->statusBar()->currentMessage()));
    QVERIFY2(guard, "the run shown was let go");
    QVERIFY(window->currentRun() == shown);
    QCOMPARE(shown->timeline()->rowCount(), rows);
    QCOMPARE(summary->timeline(), shown->timeline());
    QCOMPARE(idLabel->text(), runId);
    QTRY_VERIFY(window->openingRun() == nullptr);
    QVERIFY(!window->recentRuns().contains(u"run_mistyped"_s));
    QVERIFY(window->windowTitle().contains(runId));
    saveScreenshot(*window, u"open-run-unknown-id"_s);
    // The message is kept in the Protocol Notes (the status bar's history), as history: not
    // counted as a finding, and no reason to open the notes dock.
    const QString said = window->statusBar()->currentMessage();
    const auto kept = std::count_if(
        shown->timeline()->notes().cbegin(), shown->timeline()->notes().cend(),
        [&](const ProtocolNote& note) {
            return note.category == ProtocolNote::Category::StatusMessage && note.message == said;
        });
    QCOMPARE(kept, 1);
    auto* notesPanel = window->findChild<ProtocolNotesPanel*>();
    QVERIFY(notesPanel);
    QCOMPARE(notesPanel->errorCount() + notesPanel->warningCount() + notesPanel->infoCount(), 0);
    QVERIFY(!TimelineDump::dump(*shown->timeline()).contains(said));

    // File → Recent Runs offers the run again; choosing it opens it.
    QMenu* recent = window->recentRunsMenu();
    QVERIFY(recent);
    emit recent->aboutToShow();
    QAction* entry = nullptr;
    for (QAction* action : recent->actions()) {
        if (action->data().toString() == runId)
            entry = action;
    }
    QVERIFY(entry);
    QVERIFY(entry->isEnabled());
    entry->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun() != shown && window->currentRun() != nullptr,
                             10000);
    QCOMPARE(window->currentRun()->runId(), runId);
    QVERIFY(waitFinished(window->currentRun()));
    QCOMPARE(window->currentRun()->timeline()->rowCount(), rows);
    // A replayed log without timestamps: its duration is the server snapshot's, and says so.
    auto* duration = summary->findChild<QLabel*>(u"durationLabel"_s);
    QVERIFY2(duration->toolTip().contains(u"snapshot"_s), qPrintable(duration->toolTip()));
    QCOMPARE(window->recentRuns().count(runId), 1);
    saveScreenshot(*window, u"open-run-replayed"_s);
}

void TestMainWindowRun::sessionTwoMessages()
{
    auto window = newWindow();
    window->composer()->setSpec(
        QJsonObject{{u"systemPrompt"_s, u"You chat."_s}, {u"prompt"_s, u"unused"_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startSession());
    SessionController* session = window->session();
    QVERIFY(session);
    QTRY_COMPARE(session->state(), SessionController::State::Active);
    auto* panel = window->findChild<SessionPanel*>(u"sessionPanel"_s);
    QVERIFY(panel);
    panel->setMessageText(u"Hello there"_s);
    QVERIFY(panel->sendMessage());
    QTRY_VERIFY(window->currentRun() && window->currentRun()->isFinished());
    RunController* first = window->currentRun();

    // The second message overrides reasoningLevel from the composer's spec, for that run only.
    window->composer()->setSpec(QJsonObject{{u"systemPrompt"_s, u"You chat."_s},
                                            {u"prompt"_s, u"unused"_s},
                                            {u"reasoningLevel"_s, u"high"_s}});
    QTRY_VERIFY(window->composer()->canRun());
    panel->setMessageText(u"And again"_s);
    QVERIFY(!panel->composeMessage().contains(u"reasoningLevel"_s)); // not overridden yet
    panel->setOverrideChecked(u"reasoningLevel"_s, true);
    QCOMPARE(panel->composeMessage().value(u"reasoningLevel"_s).toString(), u"high"_s);
    QVERIFY(panel->sendMessage());
    QTRY_VERIFY(window->currentRun() != first && window->currentRun() &&
                window->currentRun()->isFinished());
    const RunSummary summary = window->currentRun()->timeline()->summary();
    QVERIFY(summary.model && summary.model->reasoningEffort);
    QVERIFY(countRows(*window->currentRun()->timeline(), TimelineRowKind::Thinking) > 0);
    QCOMPARE(countRows(*first->timeline(), TimelineRowKind::Thinking), 0);
    saveScreenshot(*window, u"session"_s);

    // Reopened in another window, the history has both user turns.
    const QString sessionId = session->sessionId();
    auto second = newWindow();
    QVERIFY(second->openSession(sessionId));
    QTRY_COMPARE(second->session()->state(), SessionController::State::Active);
    int userTurns = 0;
    for (const SessionTurn& turn : second->session()->turns())
        userTurns += turn.role == u"user"_s ? 1 : 0;
    QCOMPARE(userTurns, 2);

    auto* end = window->findChild<QPushButton*>(u"endSessionButton"_s);
    QVERIFY(end && end->isEnabled());
    end->click();
    QTRY_COMPARE(session->state(), SessionController::State::Ended);
}

LocalHandlerSet TestMainWindowRun::everythingHandlers()
{
    McpServerConfig everything;
    everything.name = u"everything"_s;
    everything.command = u"node"_s;
    everything.arguments = {
        QStringLiteral(MANTYX_PEERS_DIR) +
            u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s,
        u"stdio"_s};
    LocalHandlerSet set;
    set.mcpServers << everything;
    return set; // policy: ask for every call
}

void TestMainWindowRun::approveRunsServerEverythingTool()
{
    // The real server-everything as a local handler: the run's spec gets its mcp_local ref when
    // the run starts, the call waits on its card, Approve runs `echo` (everything_echo to the
    // model) and the run completes with
    // the server's output.
    auto window = newWindow();
    LocalHandlersPanel* handlers = window->localHandlers();
    QVERIFY(handlers);
    handlers->setHandlerSet(everythingHandlers());
    window->composer()->setSpec(QJsonObject{{u"systemPrompt"_s, u"You use tools."_s},
                                            {u"prompt"_s, u"Use everything_echo, please."_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun()); // starts the handlers first, then the run
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun() != nullptr, 30000);
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(run->callIds().size(), 1, 30000);
    const QString toolUseId = run->callIds().at(0);
    const int call = run->timeline()->callIndex(toolUseId);
    // The call's row reaches the view's model with the next flush.
    QTRY_VERIFY(window->timelineView()->model()->rowCount() > run->timeline()->call(call).row);
    QCOMPARE(window->timelineView()
                 ->model()
                 ->index(run->timeline()->call(call).row, 0)
                 .data(TimelineRole::Badge)
                 .toString(),
             u"mcp_local"_s);

    // The card says what will run and offers Approve; nothing ran by itself (policy: ask).
    QTRY_VERIFY(panel->handlerInfo(toolUseId).available);
    QVERIFY(panel->handlerInfo(toolUseId).description.contains(u"everything"_s));
    QVERIFY(panel->handlerInfo(toolUseId).hasLog);
    QCOMPARE(run->callState(toolUseId), LocalCallState::Pending);
    QWidget* card = panel->cardFor(toolUseId);
    QVERIFY(card);
    auto* approve = card->findChild<QToolButton*>(u"approveButton"_s);
    QVERIFY(approve && approve->isVisible() && approve->isEnabled());
    saveScreenshot(*window, u"approve-pending"_s);
    approve->click();

    QVERIFY(waitFinished(run));
    QCOMPARE(run->callState(toolUseId), LocalCallState::Answered);
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"Echo: "_s), qPrintable(*summary.finalText));
    QTRY_VERIFY(!panel->handlerProgress(toolUseId).isEmpty());

    // The exchange behind the call is one click away.
    auto* log = card->findChild<QToolButton*>(u"logButton"_s);
    QVERIFY(log);
    panel->setResolvedShown(true);
    log->click();
    auto* dialog = handlers->findChild<HandlerLogDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    window->timelineView()->selectTimelineRow(run->timeline()->rowCount() - 1);
    saveScreenshot(*window, u"run-approved-mcp"_s);
}

void TestMainWindowRun::runThenReviewBeforeSending()
{
    auto window = newWindow();
    window->localHandlers()->setHandlerSet(everythingHandlers());
    window->composer()->setSpec(QJsonObject{{u"systemPrompt"_s, u"You use tools."_s},
                                            {u"prompt"_s, u"Use everything_echo."_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun() != nullptr, 30000);
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(run->callIds().size(), 1, 30000);
    const QString toolUseId = run->callIds().at(0);
    QTRY_VERIFY(panel->handlerInfo(toolUseId).available);

    // "Run, then review": the handler runs, nothing is posted, the answer dialog opens with the
    // server's output; the user edits it and sends.
    emit panel->reviewRequested(toolUseId);
    AnswerDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = panel->findChild<AnswerDialog*>()) != nullptr, 20000);
    QVERIFY2(dialog->resultText().contains(u"Echo: "_s), qPrintable(dialog->resultText()));
    QCOMPARE(run->callState(toolUseId), LocalCallState::Pending); // not sent yet
    dialog->setResultText(dialog->resultText() + u" (checked by a human)"_s);
    dialog->accept();
    QVERIFY(waitFinished(run));
    const RunSummary summary = run->timeline()->summary();
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"(checked by a human)"_s),
             qPrintable(*summary.finalText));
}

// The composer is the window's spec: the models of the connection reach its picker, typing in a
// form marks the window modified, Ctrl+Enter from a form field runs what the forms say, a
// problem on a tool jumps to that tool's editor and disables Run, and Save names the window.
void TestMainWindowRun::composerFormsDriveTheWindow()
{
    // Settings of its own: no local handlers from the tests before (they would add tools).
    QSettings settings(m_dir.filePath(u"composer-settings.ini"_s), QSettings::IniFormat);
    auto window = newWindow(&settings);
    // Shortcuts go to the active window only.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    ComposerPanel* composer = window->composer();
    QVERIFY(composer);
    auto* leftTabs = window->findChild<QTabWidget*>(u"leftTabs"_s);
    QVERIFY(leftTabs);
    QCOMPARE(leftTabs->currentWidget(), composer);
    QCOMPARE(composer->toolsEditor(), window->toolsEditor());
    // GET /models of the sandbox fills the picker (more than the "workspace default" row).
    QTRY_VERIFY(composer->modelCatalog()->rowCount() > 1);
    QVERIFY(!composer->curlCommand().isEmpty());
    QVERIFY(
        composer->curlCommand().contains(m_sandbox->baseUrl().toString(QUrl::StripTrailingSlash)));
    QVERIFY(!window->isWindowModified());
    QVERIFY2(window->windowTitle().startsWith(u"Untitled spec"_s),
             qPrintable(window->windowTitle()));

    // Type a prompt into the form and run it with Ctrl+Enter from the field.
    composer->setCurrentPage(ComposerPanel::GeneralTab);
    auto* prompt = composer->findChild<QPlainTextEdit*>(u"promptEdit"_s);
    QVERIFY(prompt);
    prompt->setFocus();
    prompt->selectAll();
    QTest::keyClicks(prompt, u"Say hello to the composer."_s);
    QTRY_VERIFY(window->isWindowModified());
    QTRY_COMPARE(composer->document()->spec().value(u"prompt"_s).toString(),
                 u"Say hello to the composer."_s);
    QVERIFY(window->currentRun() == nullptr);
    QTest::keyClick(prompt, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(window->currentRun() != nullptr);
    RunController* run = window->currentRun();
    QVERIFY(waitFinished(run));
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Succeeded);
    // The sandbox quotes the prompt it was sent.
    const RunSummary summary = run->timeline()->summary();
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"Say hello to the composer."_s),
             qPrintable(*summary.finalText));

    // A local tool with a bad name: Run is disabled, and the problem jumps to the tool's field.
    QJsonObject spec = localToolSpec(u"Look up order 5."_s);
    QJsonArray tools = spec.value(u"tools"_s).toArray();
    QJsonObject first = tools.at(0).toObject();
    first.insert(u"name"_s, u"lookup order!"_s);
    tools.replace(0, first);
    tools.append(QJsonObject{{u"kind"_s, u"mantyx_plugin"_s}, {u"name"_s, u"web"_s}});
    spec.insert(u"tools"_s, tools);
    // The broken ref second, so the jump has to pick the right row.
    spec.insert(u"tools"_s, QJsonArray{tools.at(1), tools.at(0)});
    composer->setSpec(spec);
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    QTRY_VERIFY(!composer->canRun());
    QVERIFY(!runAction->isEnabled());
    QTreeWidgetItem* problem = nullptr;
    QTreeWidget* problems = composer->problemList();
    for (int i = 0; i < problems->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = problems->topLevelItem(i);
        if (item->data(ComposerPanel::SeverityColumn, ComposerPanel::PathRole).toString() ==
            u"tools[1].name"_s)
            problem = item;
    }
    QVERIFY(problem);
    emit problems->itemActivated(problem, ComposerPanel::MessageColumn);
    QTRY_COMPARE(composer->currentPage(), int(ComposerPanel::ToolsTab));
    QTRY_COMPARE(window->toolsEditor()->currentIndex(), 1);
    auto* nameEdit = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(nameEdit);
    QCOMPARE(nameEdit->text(), u"lookup order!"_s);
    // Fixing it in the form enables Run again.
    nameEdit->selectAll();
    QTest::keyClicks(nameEdit, u"lookup_order"_s);
    QTRY_VERIFY(composer->canRun());
    QTRY_VERIFY(runAction->isEnabled());
    QCOMPARE(
        composer->document()->spec().value(u"tools"_s).toArray().at(1).toObject().value(u"name"_s),
        QJsonValue(u"lookup_order"_s));

    // Save names the window and clears the modified mark; the File menu's actions are the
    // composer's, window-wide.
    QCOMPARE(composer->saveAction()->shortcutContext(), Qt::WindowShortcut);
    const QString path = m_dir.filePath(u"order-lookup.json"_s);
    QString error;
    QVERIFY2(composer->saveFile(path, &error), qPrintable(error));
    QTRY_VERIFY(!window->isWindowModified());
    QVERIFY2(window->windowTitle().contains(u"order-lookup.json"_s),
             qPrintable(window->windowTitle()));
    saveScreenshot(*window, u"main-window-composer"_s);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMainWindowRun)
#include "tst_mainwindowrun.moc"
