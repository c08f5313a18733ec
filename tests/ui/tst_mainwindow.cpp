// SPDX-License-Identifier: MIT
// Tests the main window's chrome (title, menus, status bar) and that the embedded German
// translation is found and applied on a language change.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

#include "client/connectionservice.h"
#include "composer/composerpanel.h"
#include "composer/toollisteditor.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "spec/specdocument.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void chrome();
    void toolsEditorMadeWhenShown();
    void sandboxStarting();
    void menus_data();
    void menus();
    void exportMenu();
    void germanTranslation();
    void unknownLocaleFallsBackToEnglish();
    void screenshots();
};

void TestMainWindow::chrome()
{
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), u"Untitled spec[*] — MANTYX Run Inspector"_s);
    QVERIFY(window.statusBar()->isVisible());
    auto* connection = window.findChild<QLabel*>(u"connectionLabel"_s);
    QVERIFY(connection);
    // No sandbox running: the built-in choice cannot connect, and the window says so.
    QCOMPARE(connection->text(), u"Not connected"_s);
    QCOMPARE(window.statusBar()->currentMessage(), u"The built-in sandbox is not running."_s);
    QVERIFY(!window.findChild<QAction*>(u"actionOpenRun"_s)->isEnabled());
}

void TestMainWindow::sandboxStarting()
{
    TestServices services;
    // app/ starts the sandbox after the window's first paint.
    services.connection().setBuiltInSandboxStarting(true);
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* connection = window.findChild<QLabel*>(u"connectionLabel"_s);
    QVERIFY(connection);
    // Not "not running" while it starts.
    QCOMPARE(connection->text(), u"Starting the built-in sandbox…"_s);
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
    // --run waits for the connection.
    QVERIFY(window.openRun(u"run_waiting"_s));
    QVERIFY(window.statusBar()->currentMessage().isEmpty());

    // It did not start: the connection fails as without a sandbox, and the waiting run id
    // is tried then (and cannot be opened).
    services.connection().setBuiltInSandboxStarting(false);
    QCOMPARE(connection->text(), u"Not connected"_s);
    QCOMPARE(services.connection().failure(), ConnectionService::Failure::NoSandbox);
    QCOMPARE(window.statusBar()->currentMessage(), u"Choose a connection and give a run id."_s);
}

void TestMainWindow::toolsEditorMadeWhenShown()
{
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The General page is shown: the Tools page's editor is not made yet.
    QCOMPARE(window.composer()->currentPage(), int(ComposerPanel::GeneralTab));
    QVERIFY(!window.findChild<ToolListEditor*>());
    // Showing the page (as a click on its tab does) makes it, on the page, with the document.
    window.composer()->setCurrentPage(ComposerPanel::ToolsTab);
    auto* editor = window.findChild<ToolListEditor*>(u"toolListEditor"_s);
    QVERIFY(editor);
    QVERIFY(window.findChild<QWidget*>(u"toolsPage"_s)->isAncestorOf(editor));
    QVERIFY(editor->isVisible());
    QCOMPARE(window.toolsEditor(), editor);
    QCOMPARE(window.composer()->toolsEditor(), editor);
    // A tool's field asked for from the problem list goes to the editor too.
    window.composer()->setCurrentPage(ComposerPanel::GeneralTab);
    QVERIFY(window.composer()->revealField(u"tools[0]"_s));
    QCOMPARE(window.composer()->currentPage(), int(ComposerPanel::ToolsTab));
    QCOMPARE(window.findChildren<ToolListEditor*>().size(), 1);
}

void TestMainWindow::menus_data()
{
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QStringList>("actions");
    QTest::newRow("file") << u"menuFile"_s << u"&File"_s
                          << QStringList{u"actionOpenSpec"_s,    u"actionSaveSpec"_s,
                                         u"actionSaveSpecAs"_s,  u"actionOpenRun"_s,
                                         u"actionOpenCapture"_s, u"actionQuit"_s};
    QTest::newRow("export") << u"menuExport"_s << u"E&xport"_s
                            << QStringList{u"actionExportHtml"_s, u"actionExportMarkdown"_s,
                                           u"actionExportEvents"_s, u"actionExportSpecJson"_s,
                                           u"actionExportSpecCurl"_s};
    QTest::newRow("view") << u"menuView"_s << u"&View"_s
                          << QStringList{u"actionShowStatusBar"_s, u"actionFullScreen"_s};
    QTest::newRow("run") << u"menuRun"_s << u"&Run"_s
                         << QStringList{u"actionRun"_s,        u"actionCancel"_s,
                                        u"actionRerun"_s,      u"actionReplayPlayPause"_s,
                                        u"actionReplayStep"_s, u"actionStartSession"_s,
                                        u"actionOpenSession"_s};
    QTest::newRow("help") << u"menuHelp"_s << u"&Help"_s
                          << QStringList{u"actionAbout"_s, u"actionAboutQt"_s};
}

void TestMainWindow::menus()
{
    QFETCH(QString, menu);
    QFETCH(QString, title);
    QFETCH(QStringList, actions);
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    auto* m = window.findChild<QMenu*>(menu);
    QVERIFY2(m, qPrintable(menu));
    QCOMPARE(m->title(), title);
    QStringList names;
    const auto menuActions = m->actions();
    for (const QAction* a : menuActions) {
        if (a->isSeparator())
            continue;
        QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
        if (!a->objectName().isEmpty()) // dock toggles are named by their docks
            names << a->objectName();
    }
    QCOMPARE(names.mid(0, actions.size()), actions);
}

void TestMainWindow::exportMenu()
{
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* file = window.findChild<QMenu*>(u"menuFile"_s);
    auto* exportMenu = window.findChild<QMenu*>(u"menuExport"_s);
    QVERIFY(file && exportMenu);
    QVERIFY(file->actions().contains(exportMenu->menuAction()));
    file->popup(window.mapToGlobal(QPoint(0, 0)));
    QTRY_VERIFY(file->isVisible());
    exportMenu->popup(file->geometry().topRight());
    QTRY_VERIFY(exportMenu->isVisible());
    // No run is shown: there is nothing to export.
    QCOMPARE(exportMenu->actions().size(), 5);
    for (const QAction* action : exportMenu->actions())
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
    if (const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QVERIFY(file->grab().save(dir + u"/file-menu.png"_s));
        QVERIFY(exportMenu->grab().save(dir + u"/export-menu.png"_s));
    }
    exportMenu->close();
    file->close();
}

void TestMainWindow::germanTranslation()
{
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    QCOMPARE(window.findChild<QMenu*>(u"menuFile"_s)->title(), u"&File"_s);
    const QString language = installTranslations(*qApp, QLocale(QLocale::German));
    QCOMPARE(language.left(2), u"de"_s);
    // Installing a translator posts LanguageChange: the window retranslates itself.
    QTRY_COMPARE(window.findChild<QMenu*>(u"menuFile"_s)->title(), u"&Datei"_s);
    QCOMPARE(window.findChild<QMenu*>(u"menuView"_s)->title(), u"&Ansicht"_s);
    QCOMPARE(window.findChild<QMenu*>(u"menuHelp"_s)->title(), u"&Hilfe"_s);
    QCOMPARE(window.findChild<QLabel*>(u"connectionLabel"_s)->text(), u"Nicht verbunden"_s);

    // Back to English: remove every translator this test installed.
    const auto translators = qApp->findChildren<QTranslator*>();
    for (QTranslator* t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QTRY_COMPARE(window.findChild<QMenu*>(u"menuFile"_s)->title(), u"&File"_s);
}

void TestMainWindow::unknownLocaleFallsBackToEnglish()
{
    QCOMPARE(installTranslations(*qApp, QLocale(QLocale::Swahili)), QString());
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    QCOMPARE(window.windowTitle(), u"Untitled spec[*] — MANTYX Run Inspector"_s);
}

void TestMainWindow::screenshots()
{
    // MANTYX_SCREENSHOT_DIR set: the window at start, on each composer page, with the docks
    // that start tabbed away raised.
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* tabs = window.findChild<QTabWidget*>(u"composerTabs"_s);
    QVERIFY(tabs);
    const auto shoot = [&](const QString& name) {
        QTest::qWait(20);
        const QPixmap shot = window.grab();
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.size(), window.size() * shot.devicePixelRatio());
        if (!dir.isEmpty())
            QVERIFY(shot.save(QDir(dir).filePath(u"main-window-%1.png"_s.arg(name))));
    };
    shoot(u"start"_s);
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        shoot(u"page%1"_s.arg(page));
    }
    auto* leftTabs = window.findChild<QTabWidget*>(u"leftTabs"_s);
    QVERIFY(leftTabs);
    leftTabs->setCurrentIndex(1);
    shoot(u"session"_s);
    leftTabs->setCurrentIndex(0);
    for (const QString& dock : {u"eventInspectorDock"_s, u"taskPlanDock"_s}) {
        auto* widget = window.findChild<QDockWidget*>(dock);
        QVERIFY(widget);
        widget->raise();
        shoot(dock);
    }
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMainWindow)
#include "tst_mainwindow.moc"
