// SPDX-License-Identifier: MIT
// Tests that the main window and every dialog fit a 1280×800 and a 1366×768 screen, in English
// and in German: the window can be made that small, and at that size no visible widget is
// squeezed below its minimum (a clipped "Hinzufüge" button, a cut spin box), and the composer's
// form pages need no horizontal scroll bar. With MANTYX_SCREENSHOT_DIR set it keeps a picture of
// the main window and of the composer's Behaviour page at each size and language
// (docs/screenshots/main-window-1280x800-de.png, …).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTranslator>

#include "calls/answerdialog.h"
#include "composer/behaviourpage.h"
#include "composer/composerpanel.h"
#include "connections/connectionprofiledialog.h"
#include "i18n/translations.h"
#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerdialog.h"
#include "mainwindow.h"
#include "runpanels/protocolnotespanel.h"
#include "sandbox/sandboxserver.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The screens of the issue; the window gets what is left of them once a panel or task bar
// (32 px) and the window's title bar (up to 48 px) have had their share.
constexpr int ReservedHeight = 80;

QString describe(const QWidget* w)
{
    QString name = w->objectName();
    QString text;
    if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    else if (const auto* label = qobject_cast<const QLabel*>(w))
        text = label->text().left(40);
    else if (const auto* combo = qobject_cast<const QComboBox*>(w))
        text = combo->currentText();
    QStringList path;
    for (const QWidget* p = w->parentWidget(); p && path.size() < 3; p = p->parentWidget()) {
        if (!p->objectName().isEmpty())
            path.prepend(p->objectName());
    }
    return u"%1 \"%2\" (%3) in %4"_s.arg(QString::fromLatin1(w->metaObject()->className()), text,
                                         name, path.join(u'/'));
}

// Inside a list, table or text view: cells and editors scroll with the view.
bool insideScrolledView(const QWidget* w, const QWidget* top)
{
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractItemView*>(p) || qobject_cast<const QPlainTextEdit*>(p) ||
            qobject_cast<const QTextEdit*>(p))
            return true;
    }
    return false;
}

// The size a layout may not go below (what QLayout's qSmartMinSize() computes).
QSize smallestAllowed(const QWidget* w)
{
    const QSizePolicy policy = w->sizePolicy();
    const QSize hint = w->sizeHint();
    const QSize minHint = w->minimumSizeHint();
    QSize s(0, 0);
    if (policy.horizontalPolicy() != QSizePolicy::Ignored) {
        s.setWidth((policy.horizontalPolicy() & QSizePolicy::ShrinkFlag)
                       ? minHint.width()
                       : std::max(hint.width(), minHint.width()));
    }
    if (policy.verticalPolicy() != QSizePolicy::Ignored) {
        s.setHeight((policy.verticalPolicy() & QSizePolicy::ShrinkFlag)
                        ? minHint.height()
                        : std::max(hint.height(), minHint.height()));
    }
    s = s.boundedTo(w->maximumSize());
    if (w->minimumWidth() > 0)
        s.setWidth(w->minimumWidth());
    if (w->minimumHeight() > 0)
        s.setHeight(w->minimumHeight());
    return s.expandedTo(QSize(0, 0));
}

// Every visible widget under `top` that got less room than it needs: narrower or lower than
// its minimum, a wrapped text lower than its text at that width, or reaching out of its parent.
QStringList clippedWidgets(QWidget* top)
{
    QStringList problems;
    const auto widgets = top->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(top) || w->isWindow() || insideScrolledView(w, top))
            continue;
        // Scroll bars; the parts a style places itself (a spin box's editor, a dock's title
        // buttons, a tab bar's scroll arrows, PM_TabBarScrollButtonWidth wide); a dock tabbed
        // behind another (placed off the window until its tab is chosen).
        if (qobject_cast<QScrollBar*>(w) || w->objectName() == "qt_spinbox_lineedit"_L1 ||
            qstrcmp(w->metaObject()->className(), "QDockWidgetTitleButton") == 0 ||
            (qobject_cast<QTabBar*>(w->parentWidget()) &&
             w->objectName().startsWith("Scroll"_L1)) ||
            w->visibleRegion().isEmpty())
            continue;
        const QSize need = smallestAllowed(w);
        const QSize got = w->size();
        if (got.width() < need.width() || got.height() < need.height()) {
            problems << u"%1: %2×%3, needs %4×%5"_s.arg(describe(w))
                            .arg(got.width())
                            .arg(got.height())
                            .arg(need.width())
                            .arg(need.height());
            continue;
        }
        // A wrapped text needs its height at the width it got (a container's heightForWidth()
        // is its preferred height, not the least it needs: its children are checked instead).
        if (qobject_cast<QLabel*>(w) && w->hasHeightForWidth() &&
            w->sizePolicy().verticalPolicy() != QSizePolicy::Ignored) {
            const int height = w->heightForWidth(got.width());
            if (height > got.height()) {
                problems << u"%1: %2 high at width %3, its text needs %4"_s.arg(describe(w))
                                .arg(got.height())
                                .arg(got.width())
                                .arg(height);
                continue;
            }
        }
        const QWidget* parent = w->parentWidget();
        // A scroll area's content may be larger than its viewport; a splitter's child may be
        // collapsed on purpose; the rest must be inside their parent.
        if (parent && !qobject_cast<const QSplitter*>(parent) &&
            !(parent->parentWidget() && qobject_cast<QScrollArea*>(parent->parentWidget())) &&
            !parent->rect().contains(w->geometry())) {
            problems << u"%1: at %2,%3 %4×%5, outside its parent (%6×%7)"_s.arg(describe(w))
                            .arg(w->x())
                            .arg(w->y())
                            .arg(w->width())
                            .arg(w->height())
                            .arg(parent->width())
                            .arg(parent->height());
        }
    }
    return problems;
}

// The composer's form pages that show a horizontal scroll bar.
QStringList horizontalScrollBars(QWidget* composerTabs)
{
    QStringList problems;
    const auto areas = composerTabs->findChildren<QScrollArea*>();
    for (const QScrollArea* area : areas) {
        if (area->isVisibleTo(composerTabs) && area->horizontalScrollBar()->isVisible()) {
            problems << u"%1 scrolls sideways: content %2 wide, viewport %3"_s.arg(describe(area))
                            .arg(area->widget() ? area->widget()->minimumSizeHint().width() : -1)
                            .arg(area->viewport()->width());
        }
    }
    return problems;
}

QJsonObject everyBehaviourField()
{
    return QJsonDocument::fromJson(R"json({
      "modelId": "platform:demo",
      "systemPrompt": "You are thorough.",
      "prompt": "What is in the report?",
      "tools": [{"kind": "local", "name": "send_email"}],
      "reasoningLevel": 42,
      "budgets": {"maxToolTurns": 12, "maxToolTurnsExceeded": "finalize"},
      "outputSchema": {"name": "report_summary",
                       "schema": {"type": "object",
                                  "properties": {"summary": {"type": "string"}},
                                  "required": ["summary"]}},
      "loopDetection": {"consecutiveThreshold": 4, "hardCutoffThreshold": 9},
      "toolBudgets": {"recall": {"maxCalls": 2}, "send_email": {"maxCalls": 0}},
      "supervisor": {"interval": 3, "modelId": "platform:demo",
                     "reasoningTrigger": {"chars": 5000, "ms": 20000}},
      "plan": {"brief": "Summarise the report", "steps": ["Read it", "Summarise it"]},
      "metadata": {"customer": "acme", "ticket.id": "T-1"}
    })json")
        .object();
}

QString failureText(const QString& what, const QStringList& problems)
{
    return what + u":\n  "_s + problems.join(u"\n  "_s);
}

} // namespace

class TestScreenFit : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void mainWindow_data();
    void mainWindow();
    void dialogs_data();
    void dialogs();
    void germanUsesQtTranslationsAndDecimalComma();
    void layoutIsRemembered();
    void emptyNotesDockTakesNoRoom();

private:
    void setLanguage(const QString& language);
    void addRows();
    // Shows `dialog` at its natural size within `area` and checks it fits.
    void checkDialog(QDialog& dialog, const QSize& area, const QString& what);
    void saveScreenshot(QWidget* widget, const QString& name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    // The window is connected to a real built-in sandbox, as a fresh install is.
    std::unique_ptr<SandboxServer> m_sandbox;
};

void TestScreenFit::init()
{
    if (!m_sandbox) {
        m_sandbox = std::make_unique<SandboxServer>(SandboxConfig{});
        QString error;
        QVERIFY2(m_sandbox->start(&error), qPrintable(error));
    }
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
}

void TestScreenFit::cleanup()
{
    const auto translators = qApp->findChildren<QTranslator*>();
    for (QTranslator* t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_settings.reset();
    m_dir.reset();
}

void TestScreenFit::setLanguage(const QString& language)
{
    cleanup();
    init();
    if (language == "de"_L1) {
        QCOMPARE(installTranslations(*qApp, QLocale(QLocale::German, QLocale::Germany)).left(2),
                 u"de"_s);
    } else if (language == "fr"_L1) {
        QCOMPARE(installTranslations(*qApp, QLocale(QLocale::French, QLocale::France)).left(2),
                 u"fr"_s);
    } else {
        QVERIFY(
            installTranslations(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)).isEmpty());
    }
    QCoreApplication::processEvents();
}

void TestScreenFit::addRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    for (const QString& language : {u"en"_s, u"de"_s, u"fr"_s}) {
        for (const QSize& screen : {QSize(1280, 800), QSize(1366, 768)}) {
            QTest::addRow("%dx%d-%s", screen.width(), screen.height(), qPrintable(language))
                << language << screen;
        }
    }
}

void TestScreenFit::saveScreenshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(100);
    QVERIFY(widget->grab().save(QDir(dir).filePath(name + u".png"_s)));
}

void TestScreenFit::mainWindow_data()
{
    addRows();
}

void TestScreenFit::mainWindow()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    setLanguage(language);
    const QSize area(screen.width(), screen.height() - ReservedHeight);

    TestServices services(m_settings.get());
    services.connection().setModels(
        QJsonDocument::fromJson(R"json([{"id": "platform:demo", "label": "Demo (sandbox)",
            "provider": "openai", "vendorModelId": "gpt-5.4-mini",
            "source": "platform_offering", "contextWindowTokens": 400000,
            "pricing": {"inputPer1MUsd": 0.25, "outputPer1MUsd": 2.0}}])json")
            .array(),
        u"platform:demo"_s);
    MainWindow window(services.settings(), services.connection());
    window.setLocalHandlers(&services.handlers());
    window.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                             m_sandbox->config().apiKeys.value(0));
    window.composer()->setSpec(everyBehaviourField());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The window can be made as small as the screen leaves room for…
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(minimum.width() <= area.width() && minimum.height() <= area.height(),
             qPrintable(u"the main window needs at least %1×%2; the screen leaves %3×%4"_s
                            .arg(minimum.width())
                            .arg(minimum.height())
                            .arg(area.width())
                            .arg(area.height())));
    // …and then shows everything: the status bar too.
    window.resize(area);
    QTRY_COMPARE(window.size(), area);
    QCoreApplication::processEvents();
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(window.rect().contains(window.statusBar()->geometry()));

    // The tabs of tabbed docks show their whole titles ("Pending Calls", not "Pending C…"); when
    // they do not all fit, the bar scrolls.
    const auto dockTabBars = window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly);
    QVERIFY(!dockTabBars.isEmpty());
    for (const QTabBar* bar : dockTabBars) {
        for (int i = 0; i < bar->count(); ++i) {
            const int needed = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            QVERIFY2(bar->tabRect(i).width() >= needed,
                     qPrintable(
                         u"dock tab \"%1\" is %2 px wide, its title needs %3"_s.arg(bar->tabText(i))
                             .arg(bar->tabRect(i).width())
                             .arg(needed)));
        }
    }

    auto* tabs = window.findChild<QTabWidget*>(u"composerTabs"_s);
    QVERIFY(tabs);
    const QString size = u"%1x%2-%3"_s.arg(screen.width()).arg(screen.height()).arg(language);
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        QCoreApplication::processEvents();
        const QString what =
            u"main window %1, composer page %2 (%3)"_s.arg(size).arg(page).arg(tabs->tabText(page));
        const QStringList clipped = clippedWidgets(&window);
        QVERIFY2(clipped.isEmpty(), qPrintable(failureText(what, clipped)));
        const QStringList sideways = horizontalScrollBars(tabs);
        QVERIFY2(sideways.isEmpty(), qPrintable(failureText(what, sideways)));
        if (page == ComposerPanel::GeneralTab)
            saveScreenshot(&window, u"main-window-"_s + size);
        if (page == ComposerPanel::BehaviourTab)
            saveScreenshot(&window, u"composer-behaviour-"_s + size);
    }
}

void TestScreenFit::checkDialog(QDialog& dialog, const QSize& area, const QString& what)
{
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QSize minimum = dialog.minimumSizeHint().expandedTo(dialog.minimumSize());
    QVERIFY2(minimum.width() <= area.width() && minimum.height() <= area.height(),
             qPrintable(u"%1 needs at least %2×%3; the screen leaves %4×%5"_s.arg(what)
                            .arg(minimum.width())
                            .arg(minimum.height())
                            .arg(area.width())
                            .arg(area.height())));
    // The size it opens with: its size hint, bounded by the screen.
    const QSize natural = dialog.sizeHint().boundedTo(area).expandedTo(minimum);
    for (const QSize& size : {natural}) {
        dialog.resize(size);
        QCoreApplication::processEvents();
        const QStringList clipped = clippedWidgets(&dialog);
        QVERIFY2(
            clipped.isEmpty(),
            qPrintable(failureText(
                u"%1 at %2×%3"_s.arg(what).arg(dialog.width()).arg(dialog.height()), clipped)));
    }
    // To look at (MANTYX_SCREENSHOT_DIR): one file per dialog, screen and language.
    QString name = what;
    name.replace(QRegularExpression(u"[^A-Za-z0-9-]+"_s), u"-"_s);
    saveScreenshot(&dialog, u"dialog-"_s + name);
    dialog.hide();
}

void TestScreenFit::dialogs_data()
{
    addRows();
}

void TestScreenFit::dialogs()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    setLanguage(language);
    const QSize area(screen.width(), screen.height() - ReservedHeight);
    const QString size = u"%1x%2-%3"_s.arg(screen.width()).arg(screen.height()).arg(language);
    TestServices services(m_settings.get());

    {
        AnswerDialog dialog;
        dialog.setCall(u"lookup_order"_s, u"toolu_01"_s, uR"({"orderId": "A-1001"})"_s);
        checkDialog(dialog, area, u"answer dialog "_s + size);
    }
    {
        AnswerDialog dialog;
        dialog.setCall(u"lookup_order"_s, u"toolu_01"_s, uR"({"orderId": "A-1001"})"_s);
        dialog.setMode(AnswerDialog::Mode::Error);
        checkDialog(dialog, area, u"answer dialog (error) "_s + size);
    }
    {
        ConnectionProfileDialog dialog(services.settings(), services.connection());
        checkDialog(dialog, area, u"connection profile dialog "_s + size);
    }
    for (HandlerKind kind : {HandlerKind::Mcp, HandlerKind::A2a, HandlerKind::Command}) {
        LocalHandlerDialog dialog(kind);
        checkDialog(dialog, area, u"local handler dialog %1 "_s.arg(int(kind)) + size);
    }
    {
        HandlerLogDialog dialog;
        checkDialog(dialog, area, u"handler log dialog "_s + size);
    }
    {
        // Help → About, built the way QMessageBox::about() builds it.
        QMessageBox about(
            QMessageBox::Information,
            QCoreApplication::translate("mantyx::MainWindow", "About MANTYX Run Inspector"),
            QCoreApplication::translate(
                "mantyx::MainWindow", "<h3>MANTYX Run Inspector %1</h3>"
                                      "<p>Compose, stream, answer and replay MANTYX agent runs.</p>"
                                      "<p>Built with Qt %2.</p>")
                .arg(u"1.0"_s, QString::fromLatin1(qVersion())),
            QMessageBox::Ok);
        checkDialog(about, area, u"about box "_s + size);
    }
    {
        // File → Open Run and Run → Open Session.
        QInputDialog open;
        open.setWindowTitle(QCoreApplication::translate("mantyx::MainWindow", "Open run"));
        open.setLabelText(QCoreApplication::translate(
            "mantyx::MainWindow",
            "Run id (its event log is read from seq 1; a running run is then followed live):"));
        checkDialog(open, area, u"open run dialog "_s + size);
    }
    {
        // The question asked when a run with waiting calls is cancelled.
        QMessageBox box(QMessageBox::Question,
                        QCoreApplication::translate("mantyx::MainWindow", "Cancel run"),
                        QCoreApplication::translate(
                            "mantyx::MainWindow",
                            "The run waits for %n local call(s). The server ends a cancelled run "
                            "only once each is answered or has timed out.",
                            nullptr, 2),
                        QMessageBox::NoButton);
        box.addButton(QCoreApplication::translate("mantyx::MainWindow", "Reject them and cancel"),
                      QMessageBox::AcceptRole);
        box.addButton(
            QCoreApplication::translate("mantyx::MainWindow", "Cancel, I will answer them"),
            QMessageBox::ActionRole);
        box.addButton(QCoreApplication::translate("mantyx::MainWindow", "Keep running"),
                      QMessageBox::RejectRole);
        checkDialog(box, area, u"cancel run question "_s + size);
    }
}

void TestScreenFit::germanUsesQtTranslationsAndDecimalComma()
{
    // Qt's own buttons speak the UI's language (qtbase_de.qm from Qt's translations), and
    // numbers are written its way.
    setLanguage(u"de"_s);
    QMessageBox box(QMessageBox::Question, u"t"_s, u"t"_s, QMessageBox::Yes | QMessageBox::Cancel);
    QCOMPARE(box.button(QMessageBox::Cancel)->text(), u"Abbrechen"_s);
    QCOMPARE(box.button(QMessageBox::Yes)->text(), u"&Ja"_s);
    QCOMPARE(QLocale().toString(1.5, 'f', 1), u"1,5"_s);
    setLanguage(u"en"_s);
    QMessageBox english(QMessageBox::Question, u"t"_s, u"t"_s, QMessageBox::Cancel);
    QCOMPARE(english.button(QMessageBox::Cancel)->text(), u"Cancel"_s);
    QCOMPARE(QLocale().toString(1.5, 'f', 1), u"1.5"_s);
}

void TestScreenFit::layoutIsRemembered()
{
    // Size, docks, splitters and the current tabs come back at the next start.
    TestServices services(m_settings.get());
    QList<int> sizes;
    {
        MainWindow window(services.settings(), services.connection());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(1111, 666);
        QTRY_COMPARE(window.size(), QSize(1111, 666));
        auto* splitter = window.findChild<QSplitter*>(u"centralSplitter"_s);
        splitter->setSizes({300, 700});
        QCoreApplication::processEvents();
        sizes = splitter->sizes();
        window.findChild<QTabWidget*>(u"leftTabs"_s)->setCurrentIndex(1);
        window.findChild<QTabWidget*>(u"composerTabs"_s)->setCurrentIndex(2);
        window.findChild<QDockWidget*>(u"runSummaryDock"_s)->hide();
        QVERIFY(window.close());
    }
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1111, 666));
    QCOMPARE(window.findChild<QSplitter*>(u"centralSplitter"_s)->sizes(), sizes);
    QCOMPARE(window.findChild<QTabWidget*>(u"leftTabs"_s)->currentIndex(), 1);
    QCOMPARE(window.findChild<QTabWidget*>(u"composerTabs"_s)->currentIndex(), 2);
    QVERIFY(window.findChild<QDockWidget*>(u"runSummaryDock"_s)->isHidden());
    QVERIFY(!window.findChild<QDockWidget*>(u"pendingCallsDock"_s)->isHidden());
}

void TestScreenFit::emptyNotesDockTakesNoRoom()
{
    TestServices services(m_settings.get());
    MainWindow window(services.settings(), services.connection());
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.findChild<QDockWidget*>(u"protocolNotesDock"_s);
    auto* panel = window.findChild<ProtocolNotesPanel*>(u"protocolNotesPanel"_s);
    QVERIFY(dock && panel);
    // No run, no notes: no band at the bottom.
    QVERIFY(dock->isHidden());
    // The first note opens it; a run without notes closes it again.
    emit panel->countsChanged(0, 1, 0);
    QVERIFY(!dock->isHidden());
    QVERIFY(dock->height() > 40);
    emit panel->countsChanged(0, 0, 0);
    QVERIFY(dock->isHidden());
    // The status bar's count opens it on demand, and then it stays.
    emit panel->showRequested();
    QVERIFY(!dock->isHidden());
    emit panel->countsChanged(0, 0, 0);
    QVERIFY(!dock->isHidden());
}

} // namespace mantyx

// A virtual screen larger than the sizes under test (offscreen's own is 800×600, and Qt fits
// restored or shown windows into the screen), so the sizes the test sets are the ones it gets.
int main(int argc, char* argv[])
{
    QTemporaryDir configDir;
    const QString config = configDir.filePath(u"screen.json"_s);
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(R"({"screens": [{"name": "screenfit", "x": 0, "y": 0, "width": 1920,
                       "height": 1200, "logicalDpi": 96}]})") < 0)
        return 3;
    file.close();
    if (qEnvironmentVariable("QT_QPA_PLATFORM").startsWith(u"offscreen"_s))
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    mantyx::TestScreenFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screenfit.moc"
