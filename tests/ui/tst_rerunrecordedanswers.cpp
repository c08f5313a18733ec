// SPDX-License-Identifier: MIT
// Run → Re-run with Recorded Answers, offscreen against the embedded sandbox: a run recorded to a
// capture, then the window told to answer the next run from it — the call is answered without
// anyone at the keyboard and its card says "Answered from recorded run <file>"; only the next run
// is answered; a call whose arguments the capture has no answer for stays pending and its card
// says so; a file that is not a capture is refused with a message.
#include <memory>
#include <vector>

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "calls/pendingcallspanel.h"
#include "composer/composerpanel.h"
#include "mainwindow.h"
#include "run/bookanswerer.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "sandbox/sandboxserver.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestRerunRecordedAnswers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void actionInTheRunMenu();
    void nextRunAnsweredFromTheCapture();
    void unmatchedCallStaysPending();
    void notACaptureRefused();

private:
    std::unique_ptr<MainWindow> newWindow();
    static QJsonObject orderSpec(const QString& prompt);
    // Runs `spec` on the sandbox outside the window, answering its call with `answer`, recorded
    // to `capture`.
    bool recordRun(MainWindow& window, const QJsonObject& spec, const QString& answer,
                   const QString& capture);
    void saveScreenshot(MainWindow& window, const QString& name);

    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::vector<std::unique_ptr<TestServices>> m_services;
};

void TestRerunRecordedAnswers::initTestCase()
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

void TestRerunRecordedAnswers::cleanupTestCase()
{
    m_sandbox.reset();
}

void TestRerunRecordedAnswers::cleanup()
{
    m_services.clear();
}

std::unique_ptr<MainWindow> TestRerunRecordedAnswers::newWindow()
{
    auto& services = *m_services.emplace_back(std::make_unique<TestServices>(m_settings.get()));
    auto window = std::make_unique<MainWindow>(services.settings(), services.connection());
    window->setLocalHandlers(&services.handlers());
    window->setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              m_sandbox->config().apiKeys.value(0));
    window->resize(1360, 860);
    window->show();
    return window;
}

QJsonObject TestRerunRecordedAnswers::orderSpec(const QString& prompt)
{
    return QJsonObject{
        {u"systemPrompt"_s, u"You help with orders."_s},
        {u"prompt"_s, prompt},
        {u"tools"_s,
         QJsonArray{QJsonObject{
             {u"kind"_s, u"local"_s},
             {u"name"_s, u"lookup_order"_s},
             {u"description"_s,
              u"Looks an order up (the sandbox passes the prompt as the query)."_s},
             {u"parameters"_s,
              QJsonObject{{u"type"_s, u"object"_s},
                          {u"properties"_s,
                           QJsonObject{{u"query"_s, QJsonObject{{u"type"_s, u"string"_s}}}}},
                          {u"required"_s, QJsonArray{u"query"_s}}}}}}}};
}

bool TestRerunRecordedAnswers::recordRun(MainWindow& window, const QJsonObject& spec,
                                         const QString& answer, const QString& capture)
{
    ApiClient* client = window.apiClient();
    if (!QTest::qWaitFor([&window] { return window.composer()->canRun(); }, 10000))
        return false;
    RunController run(client, new LiveRunSource(client, spec));
    QString error;
    if (!run.setCaptureFile(capture, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    connect(&run, &RunController::callArrived, &run,
            [&run, answer](const QString& id) { run.answer(id, ToolAnswer::success(answer)); });
    run.start();
    return QTest::qWaitFor([&run] { return run.isFinished() && !run.hasAnswersInFlight(); }, 30000);
}

void TestRerunRecordedAnswers::saveScreenshot(MainWindow& window, const QString& name)
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(200);
    QVERIFY(window.grab().save(QDir(dir).filePath(name + u".png"_s)));
}

void TestRerunRecordedAnswers::actionInTheRunMenu()
{
    auto window = newWindow();
    auto* action = window->findChild<QAction*>(u"actionRerunWithRecordedAnswers"_s);
    QVERIFY(action);
    QCOMPARE(action->text(), u"Re-run with Recorded &Answers…"_s);
    QVERIFY(!action->toolTip().isEmpty());
    auto* runMenu = window->findChild<QMenu*>(u"menuRun"_s);
    QVERIFY(runMenu);
    QVERIFY(runMenu->actions().contains(action));
}

void TestRerunRecordedAnswers::nextRunAnsweredFromTheCapture()
{
    auto window = newWindow();
    const QJsonObject spec = orderSpec(u"Where is order lookup_order 42?"_s);
    window->composer()->setSpec(spec);
    const QString capture = m_dir.filePath(u"orders.mxrun"_s);
    QVERIFY(recordRun(*window, spec, u"Order 42 left Hamburg on Monday."_s, capture));

    QVERIFY(window->answerNextRunFrom(capture));
    QVERIFY(window->armedAnswers());
    QCOMPARE(window->armedAnswers()->book().recordedCount(), 1);
    const QString armedMessage = window->statusBar()->currentMessage();
    QVERIFY2(armedMessage.contains(u"answered from orders.mxrun (1 recorded answer"_s),
             qPrintable(armedMessage));

    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    QVERIFY(run);
    QVERIFY(!window->armedAnswers()); // for this run only
    QVERIFY(QTest::qWaitFor([run] { return run->isFinished(); }, 30000));
    const QStringList calls = run->callIds();
    QCOMPARE(calls.size(), 1);
    const QString toolUseId = calls.first();
    QTRY_COMPARE(run->callState(toolUseId), LocalCallState::Answered);
    const RunSummary summary = run->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText);
    QVERIFY2(summary.finalText->contains(u"Order 42 left Hamburg on Monday."_s),
             qPrintable(*summary.finalText));

    // The card says where the answer came from.
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QVERIFY(panel);
    QCOMPARE(panel->handlerProgress(toolUseId), u"Answered from recorded run orders.mxrun"_s);
    panel->setResolvedShown(true);
    QWidget* card = panel->cardFor(toolUseId);
    QVERIFY(card);
    auto* label = card->findChild<QLabel*>(u"handlerProgressLabel"_s);
    QVERIFY(label);
    QTRY_VERIFY(label->isVisible());
    QCOMPARE(label->text(), u"Answered from recorded run orders.mxrun"_s);
    saveScreenshot(*window, u"rerun-recorded-answers"_s);

    // The run after it is not answered from the capture: its call waits for the user.
    QVERIFY(window->startRun());
    RunController* next = window->currentRun();
    QVERIFY(next != run);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    const QString nextId = next->unresolvedCalls().value(0);
    QVERIFY(!nextId.isEmpty());
    QVERIFY(panel->handlerProgress(nextId).isEmpty());
    QCOMPARE(next->callState(nextId), LocalCallState::Pending);
    next->reject(nextId, u"done"_s);
    QVERIFY(QTest::qWaitFor([next] { return next->isFinished(); }, 30000));
}

void TestRerunRecordedAnswers::unmatchedCallStaysPending()
{
    auto window = newWindow();
    const QJsonObject spec = orderSpec(u"Where is order lookup_order 7?"_s);
    window->composer()->setSpec(spec);
    const QString capture = m_dir.filePath(u"order7.mxrun"_s);
    QVERIFY(recordRun(*window, spec, u"Order 7 is late."_s, capture));

    // Another order: other arguments, no recorded answer.
    window->composer()->setSpec(orderSpec(u"Where is order lookup_order 8?"_s));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->answerNextRunFrom(capture));
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    const QString toolUseId = run->unresolvedCalls().value(0);
    QVERIFY(!toolUseId.isEmpty());
    QTRY_VERIFY(!panel->handlerProgress(toolUseId).isEmpty());
    QVERIFY2(panel->handlerProgress(toolUseId).startsWith(
                 u"order7.mxrun recorded no answer for this tool with these arguments"_s),
             qPrintable(panel->handlerProgress(toolUseId)));
    QTest::qWait(300);
    QCOMPARE(run->callState(toolUseId), LocalCallState::Pending);
    saveScreenshot(*window, u"rerun-recorded-answers-unmatched"_s);
    run->answer(toolUseId, ToolAnswer::success(u"Order 8 is on time."_s));
    QVERIFY(QTest::qWaitFor([run] { return run->isFinished(); }, 30000));
}

void TestRerunRecordedAnswers::notACaptureRefused()
{
    auto window = newWindow();
    const QString path = m_dir.filePath(u"notes.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("just notes\n");
    file.close();
    QVERIFY(!window->answerNextRunFrom(path));
    QVERIFY(!window->armedAnswers());
    QVERIFY2(
        window->statusBar()->currentMessage().startsWith(u"notes.txt cannot be used for answers"_s),
        qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(!window->answerNextRunFrom(m_dir.filePath(u"missing.mxrun"_s)));
    QVERIFY(!window->armedAnswers());
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestRerunRecordedAnswers)
#include "tst_rerunrecordedanswers.moc"
