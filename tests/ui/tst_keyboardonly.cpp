// SPDX-License-Identifier: MIT
// A whole session of the main window without a mouse, against the embedded sandbox, offscreen:
// type the prompt, run it, answer its local call (F8, Enter, type, Ctrl+Enter), run again and
// cancel, open the first run by its id — only key events, and no mouse event reaches any widget.
#include <memory>

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "calls/answerdialog.h"
#include "calls/pendingcallspanel.h"
#include "composer/composerpanel.h"
#include "keyboardtestutil.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "sandbox/sandboxserver.h"
#include "spec/specdocument.h"
#include "testservices.h"
#include "timeline/timelineview.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using keytest::press;
using keytest::type;

class TestKeyboardOnly : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void composeRunAnswerCancelOpen();

private:
    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
};

void TestKeyboardOnly::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestKeyboardOnly::cleanupTestCase()
{
    m_sandbox.reset();
}

void TestKeyboardOnly::composeRunAnswerCancelOpen()
{
    const keytest::MouseEventCounter mouse;
    QSettings settings(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    TestServices services(&settings);
    MainWindow window(services.settings(), services.connection());
    window.setLocalHandlers(&services.handlers());
    window.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                             m_sandbox->config().apiKeys.value(0));
    window.resize(1360, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    QTRY_VERIFY(QApplication::activeWindow() == &window);
    auto* panel = window.findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    auto* runAction = window.findChild<QAction*>(u"actionRun"_s);
    // The spec's tool is set up front; everything the user does from here is a key.
    window.composer()->setSpec(keytest::localToolSpec(u"placeholder"_s));

    // Compose: the Spec tab (Alt+1), its General page (Alt+G), Tab to the prompt, type it.
    press(&window, Qt::Key_1, Qt::AltModifier);
    press(&window, Qt::Key_G, Qt::AltModifier);
    QTRY_COMPARE(window.composer()->currentPage(), int(ComposerPanel::GeneralTab));
    auto* prompt = window.findChild<QPlainTextEdit*>(u"promptEdit"_s);
    QVERIFY(prompt);
    for (int i = 0; i < 40 && QApplication::focusWidget() != prompt; ++i)
        press(&window, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(prompt));
    press(&window, Qt::Key_A, Qt::ControlModifier);
    type(&window, u"Where is order lookup_order 42?"_s);
    QTRY_VERIFY(runAction->isEnabled());
    QCOMPARE(window.composer()->document()->spec().value(u"prompt"_s).toString(),
             u"Where is order lookup_order 42?"_s);

    // Run (F5); the keyboard lands on the timeline.
    press(&window, Qt::Key_F5);
    RunController* first = window.currentRun();
    QVERIFY(first);
    QTRY_COMPARE(QApplication::focusWidget(),
                 static_cast<QWidget*>(window.timelineView()->listView()));
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, 20000);
    const QString toolUseId = first->unresolvedCalls().value(0);
    QVERIFY(!toolUseId.isEmpty());

    // Answer: F8 selects the waiting call, Enter opens its dialog, type, Ctrl+Enter sends.
    press(&window, Qt::Key_F8);
    press(&window, Qt::Key_Return);
    AnswerDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<AnswerDialog*>()) != nullptr && dialog->isVisible());
    QApplication::setActiveWindow(dialog); // the platform would; offscreen it is asked for
    QTRY_VERIFY(QApplication::focusWidget() &&
                QApplication::focusWidget()->objectName() == "resultEdit"_L1);
    type(&window, u"Order 42 ships on Tuesday."_s);
    press(&window, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(first->isFinished(), 20000);
    QCOMPARE(first->callState(toolUseId), LocalCallState::Answered);
    const RunSummary summary = first->timeline()->summary();
    QCOMPARE(summary.status, RunSummary::Status::Succeeded);
    QVERIFY(summary.finalText && summary.finalText->contains(u"Tuesday"_s));
    const QString firstRunId = first->runId();
    QVERIFY(!firstRunId.isEmpty());
    const int firstRows = first->timeline()->rowCount(); // the next run lets this one go
    QApplication::setActiveWindow(&window);
    QTRY_VERIFY(QApplication::activeWindow() == &window);

    // Run again and cancel it (Shift+F5); Enter rejects the waiting call and cancels.
    press(&window, Qt::Key_F5);
    RunController* second = window.currentRun();
    QVERIFY(second && second != first);
    QTRY_VERIFY_WITH_TIMEOUT(!second->unresolvedCalls().isEmpty(), 20000);
    QTimer::singleShot(100, this, [] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        QApplication::setActiveWindow(box);
        QTest::keyClick(keytest::keyTarget(box), Qt::Key_Return);
    });
    press(&window, Qt::Key_F5, Qt::ShiftModifier);
    QTRY_VERIFY_WITH_TIMEOUT(second->isFinished(), 20000);
    QCOMPARE(second->timeline()->summary().status, RunSummary::Status::Cancelled);
    QApplication::setActiveWindow(&window);
    QTRY_VERIFY(QApplication::activeWindow() == &window);

    // Open the first run by its id: Ctrl+Shift+O, type it, Enter.
    QTimer::singleShot(100, this, [firstRunId] {
        auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        if (!input)
            return;
        QApplication::setActiveWindow(input);
        QTest::keyClicks(keytest::keyTarget(input), firstRunId);
        QTest::keyClick(keytest::keyTarget(input), Qt::Key_Return);
    });
    press(&window, Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    // The opened run is shown once the server confirmed it exists.
    QTRY_VERIFY_WITH_TIMEOUT(window.currentRun() && window.currentRun() != second, 20000);
    RunController* opened = window.currentRun();
    QTRY_COMPARE(opened->runId(), firstRunId);
    QTRY_VERIFY_WITH_TIMEOUT(opened->isFinished(), 20000);
    QCOMPARE(opened->timeline()->summary().status, RunSummary::Status::Succeeded);
    QCOMPARE(opened->timeline()->rowCount(), firstRows);

    QCOMPARE(mouse.presses(), 0);
    QCOMPARE(mouse.others(), 0);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestKeyboardOnly)
#include "tst_keyboardonly.moc"
