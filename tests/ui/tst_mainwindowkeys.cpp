// SPDX-License-Identifier: MIT
// The main window's keyboard paths against the embedded sandbox, offscreen: F8 then Enter answers
// the waiting call, the focus and the arrow keys in the timeline leave the docks as they are, the
// side panels switch with Alt+digit and Ctrl+PgUp/PgDn, no mnemonic is taken twice in one scope,
// Cancel Run has a shortcut, and a run puts the keyboard on its timeline, not in an editor.
#include <map>
#include <memory>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "calls/answerdialog.h"
#include "calls/pendingcallspanel.h"
#include "composer/composerpanel.h"
#include "composer/rawspeceditor.h"
#include "keyboardtestutil.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "sandbox/sandboxserver.h"
#include "testservices.h"
#include "timeline/eventinspector.h"
#include "timeline/timelineview.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using keytest::press;

namespace {

// Shown and in front: a dock behind another tab is moved out of the window, not hidden.
bool shown(const QWidget* w)
{
    if (!w || !w->isVisible())
        return false;
    const QPoint at = w->mapTo(w->window(), QPoint());
    return at.x() >= 0 && at.y() >= 0;
}

} // namespace

class TestMainWindowKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void f8ThenEnterOpensTheAnswerDialog();
    void focusAndArrowsKeepTheDocks();
    void sidePanelsFromTheKeyboard();
    void mnemonicsAreUniquePerScope();
    void cancelRunHasAShortcut();
    void runPutsTheKeyboardOnTheTimeline();

private:
    MainWindow* newWindow();
    // Runs a spec that asks for lookup_order and waits for its card; nullptr on a time-out.
    RunController* runUntilCall(MainWindow* window);

    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<TestServices> m_services;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindowKeys::initTestCase()
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

void TestMainWindowKeys::cleanup()
{
    m_window.reset();
    m_services.reset();
}

void TestMainWindowKeys::cleanupTestCase()
{
    m_sandbox.reset();
}

MainWindow* TestMainWindowKeys::newWindow()
{
    m_services = std::make_unique<TestServices>(m_settings.get());
    m_window = std::make_unique<MainWindow>(m_services->settings(), m_services->connection());
    m_window->setLocalHandlers(&m_services->handlers());
    m_window->setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                                m_sandbox->config().apiKeys.value(0));
    m_window->resize(1360, 860);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return nullptr;
    QApplication::setActiveWindow(m_window.get());
    return m_window.get();
}

RunController* TestMainWindowKeys::runUntilCall(MainWindow* window)
{
    window->composer()->setSpec(keytest::localToolSpec(u"Where is order lookup_order 42?"_s));
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    if (!QTest::qWaitFor([runAction] { return runAction->isEnabled(); }, 10000))
        return nullptr;
    runAction->trigger();
    RunController* run = window->currentRun();
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    if (!run || !QTest::qWaitFor([panel] { return panel->pendingCardCount() == 1; }, 20000))
        return nullptr;
    return run;
}

void TestMainWindowKeys::f8ThenEnterOpensTheAnswerDialog()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    RunController* run = runUntilCall(window);
    QVERIFY(run);
    const QString toolUseId = run->unresolvedCalls().value(0);
    QVERIFY(!toolUseId.isEmpty());

    // From the composer's prompt, as after typing it.
    auto* prompt = window->findChild<QPlainTextEdit*>(u"promptEdit"_s);
    prompt->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(prompt));
    const QString promptText = prompt->toPlainText();

    press(window, Qt::Key_F8);
    TimelineView* timeline = window->timelineView();
    QCOMPARE(timeline->waitingCallAt(timeline->currentTimelineRow()), toolUseId);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(timeline->listView()));

    press(window, Qt::Key_Return);
    AnswerDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window->findChild<AnswerDialog*>()) != nullptr);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->toolUseId(), toolUseId);
    QCOMPARE(prompt->toPlainText(), promptText); // Enter went nowhere else
    auto* pending = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QVERIFY(shown(pending)); // its card stays in sight
    dialog->reject();

    // Enter on a row that is not a waiting call opens nothing.
    QVERIFY(timeline->selectTimelineRow(0));
    QVERIFY(timeline->waitingCallAt(0).isEmpty());
    timeline->listView()->setFocus(Qt::OtherFocusReason);
    press(window, Qt::Key_Enter, Qt::KeypadModifier);
    QTest::qWait(50);
    const QList<AnswerDialog*> dialogs = window->findChildren<AnswerDialog*>();
    for (AnswerDialog* open : dialogs)
        QVERIFY(!open->isVisible());
}

void TestMainWindowKeys::focusAndArrowsKeepTheDocks()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    QVERIFY(runUntilCall(window));
    auto* pending = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    // The inspector is made when its dock is first shown.
    const auto inspector = [window] {
        return window->findChild<EventInspector*>(u"eventInspector"_s);
    };
    QTRY_VERIFY(shown(pending));
    QVERIFY(!shown(inspector()));

    // Tab into the timeline (from its filter field), then walk the rows.
    TimelineView* timeline = window->timelineView();
    auto* filter = timeline->findChild<QWidget*>(u"filterEdit"_s);
    filter->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), filter);
    for (int i = 0; i < 40 && QApplication::focusWidget() != timeline->listView(); ++i)
        press(window, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(timeline->listView()));
    // Rows reach the list once per flush of the view's model (TimelineModel::kViewFlushDelayMs).
    QTRY_VERIFY(timeline->listView()->model()->rowCount() > 2);
    press(window, Qt::Key_Home);
    press(window, Qt::Key_Down);
    press(window, Qt::Key_Down);
    QVERIFY(timeline->currentTimelineRow() >= 0);
    QTest::qWait(50);
    QVERIFY2(shown(pending), "moving through the timeline hid the pending calls");
    QVERIFY(!shown(inspector()));

    // Asking to look at a row (Enter on it) brings the inspector forward.
    press(window, Qt::Key_Home);
    QVERIFY(timeline->waitingCallAt(timeline->currentTimelineRow()).isEmpty());
    press(window, Qt::Key_Return);
    QTRY_VERIFY(shown(inspector()));
    QCOMPARE(inspector()->currentRow(), timeline->currentTimelineRow());
}

void TestMainWindowKeys::sidePanelsFromTheKeyboard()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    auto* pending = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    auto* handlers = window->findChild<QWidget*>(u"localHandlersPanel"_s);
    auto* summary = window->findChild<QWidget*>(u"runSummaryPanel"_s);
    // The inspector and the plan are made when their dock is first shown.
    const auto inspectorNow = [window] {
        return window->findChild<EventInspector*>(u"eventInspector"_s);
    };
    const auto planNow = [window] { return window->findChild<QWidget*>(u"taskPlanPanel"_s); };
    QVERIFY(!shown(inspectorNow()));
    QVERIFY(!shown(planNow()));
    auto* leftTabs = window->findChild<QTabWidget*>(u"leftTabs"_s);
    const auto focusIn = [](QWidget* area) {
        QWidget* focus = QApplication::focusWidget();
        return focus && (focus == area || area->isAncestorOf(focus));
    };

    // Alt+digit: View → Go To.
    press(window, Qt::Key_5, Qt::AltModifier);
    QTRY_VERIFY(shown(inspectorNow()));
    QVERIFY(!shown(pending));
    QVERIFY(focusIn(inspectorNow()));
    press(window, Qt::Key_4, Qt::AltModifier);
    QTRY_VERIFY(shown(pending));
    QVERIFY(focusIn(pending));
    press(window, Qt::Key_8, Qt::AltModifier);
    QTRY_VERIFY(shown(planNow()));
    QVERIFY(!shown(summary));
    press(window, Qt::Key_3, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(),
                 static_cast<QWidget*>(window->timelineView()->listView()));
    press(window, Qt::Key_2, Qt::AltModifier);
    QTRY_COMPARE(leftTabs->currentIndex(), 1);
    QVERIFY(focusIn(leftTabs->currentWidget()));

    // Ctrl+PgDn / Ctrl+PgUp: the next / previous tab of the group the focus is in.
    press(window, Qt::Key_PageUp, Qt::ControlModifier);
    QTRY_COMPARE(leftTabs->currentIndex(), 0);
    QVERIFY(focusIn(leftTabs->currentWidget()));
    press(window, Qt::Key_4, Qt::AltModifier);
    QTRY_VERIFY(focusIn(pending));
    press(window, Qt::Key_PageDown, Qt::ControlModifier);
    QTRY_VERIFY(shown(inspectorNow()));
    QVERIFY(focusIn(inspectorNow()));
    press(window, Qt::Key_PageDown, Qt::ControlModifier);
    QTRY_VERIFY(shown(handlers));
    QVERIFY(focusIn(handlers));
    press(window, Qt::Key_PageDown, Qt::ControlModifier);
    QTRY_VERIFY(shown(pending));
    press(window, Qt::Key_PageUp, Qt::ControlModifier);
    QTRY_VERIFY(shown(handlers));

    // The dock tab bars take Tab focus; the arrow keys then switch their tabs.
    int bars = 0;
    for (QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        ++bars;
        QVERIFY(bar->focusPolicy() & Qt::TabFocus);
    }
    QVERIFY(bars >= 2);
}

namespace {

// "&Run" → "R"; empty without a mnemonic.
QString mnemonicOf(const QString& text)
{
    return QKeySequence::mnemonic(text).toString();
}

// The mnemonics the user can press now in `window`: visible buttons, labels with a buddy,
// group boxes, tabs, the menu bar's titles. Each with what carries it.
std::multimap<QString, QString> windowMnemonics(QWidget* window)
{
    std::multimap<QString, QString> found;
    const auto add = [&found](const QString& text, const QString& where) {
        const QString key = mnemonicOf(text);
        if (!key.isEmpty())
            found.emplace(key, where + u" \""_s + text + u'"');
    };
    for (QWidget* w : window->findChildren<QWidget*>()) {
        // Docks behind another tab are moved away, not hidden; they are not counted here.
        if (w->window() != window || !shown(w))
            continue;
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(button->text(), u"button"_s);
        else if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
            add(label->text(), u"label"_s);
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            add(group->title(), u"group"_s);
        else if (auto* bar = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < bar->count(); ++i) {
                if (bar->isTabVisible(i))
                    add(bar->tabText(i), u"tab"_s);
            }
        } else if (auto* menuBar = qobject_cast<QMenuBar*>(w)) {
            for (QAction* action : menuBar->actions())
                add(action->text(), u"menu"_s);
        }
    }
    return found;
}

QStringList duplicates(const std::multimap<QString, QString>& mnemonics)
{
    QStringList out;
    for (auto it = mnemonics.begin(); it != mnemonics.end();) {
        const auto range = mnemonics.equal_range(it->first);
        if (std::distance(range.first, range.second) > 1) {
            QStringList owners;
            for (auto o = range.first; o != range.second; ++o)
                owners << o->second;
            out << it->first + u": "_s + owners.join(u", "_s);
        }
        it = range.second;
    }
    return out;
}

// Each menu is a scope of its own: its actions' mnemonics, then its submenus'.
void checkMenu(QMenu* menu, QStringList* problems)
{
    std::multimap<QString, QString> found;
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString key = mnemonicOf(action->text());
        if (!key.isEmpty())
            found.emplace(key, u"\""_s + action->text() + u'"');
        if (action->menu())
            checkMenu(action->menu(), problems);
    }
    for (const QString& problem : duplicates(found))
        *problems << menu->title() + u" — "_s + problem;
}

} // namespace

void TestMainWindowKeys::mnemonicsAreUniquePerScope()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    // Every page with its controls: a local tool in the tools editor.
    window->composer()->setSpec(keytest::localToolSpec(u"Where is order 5?"_s));
    auto* leftTabs = window->findChild<QTabWidget*>(u"leftTabs"_s);
    QStringList problems;
    const auto check = [&](const QString& state) {
        QTest::qWait(20);
        for (const QString& problem : duplicates(windowMnemonics(window)))
            problems << state + u": "_s + problem;
    };
    int checked = 0;
    for (int page = 0; page < ComposerPanel::PageCount; ++page) {
        leftTabs->setCurrentIndex(0);
        window->composer()->setCurrentPage(page);
        if (page == ComposerPanel::BehaviourTab) {
            // More labelled fields than letters (and every label must have a mnemonic,
            // tst_composerpanel::mnemonicsHaveBuddies): two of its fields may share a letter
            // (Alt+letter then cycles between them), but none takes a menu's or a tab's.
            for (const QString& problem : duplicates(windowMnemonics(window))) {
                if (problem.contains(u"menu \""_s) || problem.contains(u"tab \""_s))
                    problems << u"behaviour page: "_s + problem;
                else
                    qWarning("Behaviour page: %s", qPrintable(problem));
            }
            continue;
        }
        check(u"composer page %1"_s.arg(page));
        ++checked;
    }
    leftTabs->setCurrentIndex(1);
    check(u"session tab"_s);
    for (QAction* action : window->menuBar()->actions()) {
        if (action->menu())
            checkMenu(action->menu(), &problems);
    }
    // The answer dialog is a window of its own.
    RunController* run = runUntilCall(window);
    QVERIFY(run);
    auto* pending = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    AnswerDialog* dialog = pending->openAnswerDialog(run->unresolvedCalls().value(0));
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    for (const QString& problem : duplicates(windowMnemonics(dialog)))
        problems << u"answer dialog: "_s + problem;
    dialog->reject();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
    QCOMPARE(checked, int(ComposerPanel::PageCount) - 1);
}

void TestMainWindowKeys::cancelRunHasAShortcut()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    auto* cancel = window->findChild<QAction*>(u"actionCancel"_s);
    QVERIFY(!cancel->shortcut().isEmpty());
    // None of the window's shortcuts is taken twice.
    QMap<QKeySequence, QString> taken;
    for (QAction* action : window->findChildren<QAction*>()) {
        for (const QKeySequence& keys : action->shortcuts()) {
            QVERIFY2(!taken.contains(keys),
                     qPrintable(keys.toString() + u" is both "_s + taken.value(keys) + u" and "_s +
                                action->objectName()));
            taken.insert(keys, action->objectName());
        }
    }

    RunController* run = runUntilCall(window);
    QVERIFY(run);
    QTRY_VERIFY(cancel->isEnabled());
    // A call waits: the window asks first; Enter takes "Reject them and cancel".
    bool asked = false;
    QTimer::singleShot(100, this, [&asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        asked = box != nullptr;
        if (box)
            QTest::keyClick(keytest::keyTarget(box), Qt::Key_Return);
    });
    press(window, Qt::Key_F5, Qt::ShiftModifier);
    QVERIFY(asked);
    QTRY_VERIFY_WITH_TIMEOUT(run->isFinished(), 20000);
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Cancelled);
    QVERIFY(!cancel->isEnabled());
}

void TestMainWindowKeys::runPutsTheKeyboardOnTheTimeline()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    ComposerPanel* composer = window->composer();
    composer->setCurrentPage(ComposerPanel::RawTab);
    JsonEditor* raw = composer->rawPanel()->editor();
    raw->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(raw));
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    QTRY_VERIFY(runAction->isEnabled());
    press(window, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(window->currentRun());
    QListView* list = window->timelineView()->listView();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(list));
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun()->isFinished(), 20000);
    QTest::qWait(50);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(list));

    // A refresh of the preview keeps its reader's place without taking the keyboard.
    composer->setCurrentPage(ComposerPanel::PreviewTab);
    list->setFocus(Qt::OtherFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(list));
    composer->setSpec(keytest::localToolSpec(u"Another prompt"_s));
    QTest::qWait(50);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(list));
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMainWindowKeys)
#include "tst_mainwindowkeys.moc"
