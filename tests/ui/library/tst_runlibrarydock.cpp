// SPDX-License-Identifier: MIT
// RunLibraryDock offscreen: filters typed and chosen with the keyboard narrow the table, Enter
// opens a run (its capture, or by id on its connection), Compare (Ctrl+D) takes exactly two
// captured runs, Delete asks and removes the run with its capture, captures are imported with
// duplicates counted; and in the main window a run that finishes lands in the library,
// Ctrl+Shift+L shows the dock, Enter opens the run again by id, and Compare on two captured rows
// opens the compare window on them.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include "compare/comparewindow.h"
#include "composer/composerpanel.h"
#include "library/runlibrarydock.h"
#include "mainwindow.h"
#include "run/capturewriter.h"
#include "run/runcontroller.h"
#include "run/runlibrary.h"
#include "run/runlibrarymodel.h"
#include "sandbox/sandboxserver.h"
#include "spec/specdocument.h"
#include "testservices.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

const QUrl kServer(u"https://mantyx.example"_s);

RunRecord record(const QString& runId, RunSummary::Status status, const QString& model,
                 const QString& connection, int day, const QString& prompt,
                 const QJsonObject& metadata = {}, const QString& capture = {})
{
    RunLibrary::Origin o;
    o.runId = runId;
    o.connection = connection;
    o.baseUrl = kServer;
    o.workspace = u"acme"_s;
    o.started = QDateTime(QDate(2026, 5, day), QTime(12, 0), Qt::UTC);
    o.capturePath = capture;
    RunSummary s;
    s.status = status;
    s.durationMs = 1000LL * day + 400;
    s.model = ModelInfo{model, u"openai"_s, model, std::nullopt};
    s.tokens = TokenUsage{1000LL * day, 200, 50, 300};
    s.costUsd = 0.0123 * day;
    s.turns = day;
    QJsonObject spec{{u"prompt"_s, prompt}};
    if (!metadata.isEmpty())
        spec.insert(u"metadata"_s, metadata);
    return RunLibrary::recordFrom(o, s, spec);
}

void writeCapture(const QString& path, const QString& runId, const QString& answer = u"Done."_s)
{
    using namespace timelinetest;
    CaptureWriter writer;
    QVERIFY(writer.open(path));
    CaptureWriter::Header header;
    header.baseUrl = kServer;
    header.workspace = u"acme"_s;
    header.runId = runId;
    header.spec = QJsonObject{{u"prompt"_s, u"Imported from a colleague"_s}};
    QVERIFY(writer.writeHeader(header));
    RunBuilder b;
    b.delta(u"assistant_delta"_s, answer);
    b.add(u"4.8-result"_s);
    QVERIFY(writer.writeEvents(b.take()));
    writer.close();
}

// Answers the next modal message box with `button`, leaving its check box as `checked`.
void answerNextBox(QMessageBox::StandardButton button, bool checked)
{
    QTimer::singleShot(0, qApp, [button, checked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        if (box->checkBox())
            box->checkBox()->setChecked(checked);
        box->button(button)->click();
    });
}

QStringList shownRunIds(const RunLibraryModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.record(row)->runId;
    return ids;
}

} // namespace

class TestRunLibraryDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void filtersFromTheKeyboard();
    void enterOpensTheCaptureOrTheRunById();
    void deleteAsksAndRemovesTheCapture();
    void importCountsDuplicates();
    void compareTakesTwoCapturedRuns();
    void windowRecordsTheRunAndOpensItAgain();
    void windowComparesTwoCapturedRuns();

private:
    void saveScreenshot(QWidget& widget, const QString& name);
    // A second captured run, newer than run_cap, whose answer differs; its capture's path.
    QString addSecondCapturedRun();
    // Selects the rows of `runIds` in `dock`'s table (and nothing else).
    static void selectRuns(RunLibraryDock& dock, const QStringList& runIds);
    QTemporaryDir m_dir;
    std::unique_ptr<RunLibrary> m_library;
    std::unique_ptr<RunLibraryDock> m_dock;
    QString m_capturePath;
};

void TestRunLibraryDock::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestRunLibraryDock::init()
{
    static int n = 0;
    m_library = std::make_unique<RunLibrary>();
    QString error;
    QVERIFY2(m_library->open(m_dir.filePath(u"library-%1.sqlite"_s.arg(++n)), &error),
             qPrintable(error));
    m_capturePath = m_dir.filePath(u"run_cap-%1.mxrun"_s.arg(n));
    writeCapture(m_capturePath, u"run_cap"_s);
    const QList<RunRecord> records = {
        record(u"run_a"_s, RunSummary::Status::Succeeded, u"openai:gpt-5.5"_s, u"Prod"_s, 1,
               u"Weather in Paris"_s, {{u"team"_s, u"weather"_s}}),
        record(u"run_b"_s, RunSummary::Status::Failed, u"openai:gpt-5.5"_s, u"Prod"_s, 2,
               u"Weather in Rome"_s, {{u"team"_s, u"weather"_s}, {u"env"_s, u"ci"_s}}),
        record(u"run_c"_s, RunSummary::Status::Cancelled, u"anthropic:claude"_s, u"Staging"_s, 3,
               u"Summarise the 100% log"_s, {{u"team"_s, u"ops"_s}}),
        record(u"run_d"_s, RunSummary::Status::Succeeded, u"platform:demo"_s,
               u"Sandbox (built-in)"_s, 4, u"Draft an email to O'Brien"_s, {{u"env"_s, u"ci"_s}}),
        record(u"run_cap"_s, RunSummary::Status::Succeeded, u"platform:demo"_s, u"Prod"_s, 5,
               u"Imported from a colleague"_s, {}, m_capturePath),
    };
    QVERIFY(m_library->upsertAll(records));
    m_dock = std::make_unique<RunLibraryDock>();
    m_dock->setLibrary(m_library.get());
    m_dock->resize(1180, 420);
    m_dock->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
}

void TestRunLibraryDock::cleanup()
{
    m_dock.reset();
    m_library.reset();
}

void TestRunLibraryDock::saveScreenshot(QWidget& widget, const QString& name)
{
    // Where the test is told (docs/screenshots when refreshing them), else beside the build.
    QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        dir = QDir::currentPath() + u"/screenshots"_s;
    QDir().mkpath(dir);
    QTest::qWait(100);
    QVERIFY(widget.grab().save(QDir(dir).filePath(name + u".png"_s)));
}

void TestRunLibraryDock::filtersFromTheKeyboard()
{
    RunLibraryModel* model = m_dock->model();
    QCOMPARE(model->rowCount(), 5);
    // Newest first.
    QCOMPARE(shownRunIds(*model),
             (QStringList{u"run_cap"_s, u"run_d"_s, u"run_c"_s, u"run_b"_s, u"run_a"_s}));
    saveScreenshot(*m_dock, u"run-library"_s);

    // Ctrl+F from the table goes to the search field; words narrow as they are typed.
    m_dock->table()->setFocus();
    QTest::keyClick(m_dock->table(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(m_dock->searchField()->hasFocus());
    QTest::keyClicks(m_dock->searchField(), u"weather"_s);
    QTRY_COMPARE(shownRunIds(*model), (QStringList{u"run_b"_s, u"run_a"_s}));
    QTest::keyClicks(m_dock->searchField(), u" rome"_s);
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_b"_s});
    // SQL's wildcards and quotes are plain characters.
    m_dock->searchField()->selectAll();
    QTest::keyClicks(m_dock->searchField(), u"100%"_s);
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_c"_s});
    m_dock->searchField()->selectAll();
    QTest::keyClicks(m_dock->searchField(), u"o'brien"_s);
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_d"_s});
    QTest::keyClick(m_dock->searchField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(m_dock->searchField(), Qt::Key_Backspace);
    QTRY_COMPARE(model->rowCount(), 5);

    // Tab to the tag field: key:value.
    QTest::keyClick(m_dock->searchField(), Qt::Key_Tab);
    auto* tag = m_dock->findChild<QLineEdit*>(u"libraryTagFilter"_s);
    QVERIFY(tag && tag->hasFocus());
    QTest::keyClicks(tag, u"env:ci"_s);
    QTRY_COMPARE(shownRunIds(*model), (QStringList{u"run_d"_s, u"run_b"_s}));

    // Tab to the status list; Down picks "succeeded".
    QTest::keyClick(tag, Qt::Key_Tab);
    auto* status = m_dock->findChild<QComboBox*>(u"libraryStatusFilter"_s);
    QVERIFY(status && status->hasFocus());
    QTest::keyClick(status, Qt::Key_Down);
    QCOMPARE(status->currentData().toString(), u"succeeded"_s);
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_d"_s});
    QTest::keyClick(status, Qt::Key_Up);
    QTest::keyClick(tag, Qt::Key_A, Qt::ControlModifier);
    tag->clear();
    QTRY_COMPARE(model->rowCount(), 5);

    // The model and connection lists hold what the library has.
    auto* models = m_dock->findChild<QComboBox*>(u"libraryModelFilter"_s);
    QCOMPARE(models->count(), 4); // all + three models
    models->setFocus();
    QTest::keyClick(models, Qt::Key_Down); // anthropic:claude
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_c"_s});
    QTest::keyClick(models, Qt::Key_Up);
    auto* connections = m_dock->findChild<QComboBox*>(u"libraryConnectionFilter"_s);
    QCOMPARE(connections->findData(u"Sandbox (built-in)"_s) > 0, true);
    connections->setCurrentIndex(connections->findData(u"Staging"_s));
    QTRY_COMPARE(shownRunIds(*model), QStringList{u"run_c"_s});
    connections->setCurrentIndex(0);

    // The date range: from the 3rd to the 4th (inclusive).
    auto* from = m_dock->findChild<QDateEdit*>(u"libraryFromDate"_s);
    auto* to = m_dock->findChild<QDateEdit*>(u"libraryToDate"_s);
    QVERIFY(from && to);
    from->setDate(QDateTime(QDate(2026, 5, 3), QTime(12, 0), Qt::UTC).toLocalTime().date());
    to->setDate(QDateTime(QDate(2026, 5, 4), QTime(12, 0), Qt::UTC).toLocalTime().date());
    QTRY_COMPARE(shownRunIds(*model), (QStringList{u"run_d"_s, u"run_c"_s}));

    // Sorting is the header's: by cost, cheapest first.
    from->setDate(from->minimumDate());
    to->setDate(to->minimumDate());
    QTRY_COMPARE(model->rowCount(), 5);
    m_dock->table()->sortByColumn(RunLibraryModel::CostColumn, Qt::AscendingOrder);
    QCOMPARE(shownRunIds(*model).first(), u"run_a"_s);
    auto* count = m_dock->findChild<QLabel*>(u"libraryCountLabel"_s);
    QVERIFY(count->text().contains(u"5"_s));
}

void TestRunLibraryDock::enterOpensTheCaptureOrTheRunById()
{
    QSignalSpy captures(m_dock.get(), &RunLibraryDock::captureOpenRequested);
    QSignalSpy byId(m_dock.get(), &RunLibraryDock::runOpenRequested);
    QTableView* table = m_dock->table();
    table->setFocus();
    // Row 0 is the newest: the run with a capture.
    table->setCurrentIndex(m_dock->model()->index(0, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(captures.count(), 1);
    QCOMPARE(captures.first().at(0).toString(), m_capturePath);
    QCOMPARE(byId.count(), 0);
    // Down, Enter: run_d has no capture — opened by id on its connection.
    QTest::keyClick(table, Qt::Key_Down);
    QTest::keyClick(table, Qt::Key_Enter);
    QCOMPARE(byId.count(), 1);
    QCOMPARE(byId.first().at(0).toString(), u"run_d"_s);
    QCOMPARE(byId.first().at(1).toString(), u"Sandbox (built-in)"_s);
    QCOMPARE(byId.first().at(2).toUrl(), kServer);
    // Double-click opens too.
    const QRect cell = table->visualRect(m_dock->model()->index(2, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(byId.count(), 2);
    QCOMPARE(byId.last().at(0).toString(), u"run_c"_s);
    // The captured run from the server instead.
    table->setCurrentIndex(m_dock->model()->index(0, 0));
    auto* fromServer = m_dock->findChild<QAction*>(u"actionLibraryOpenFromServer"_s);
    QVERIFY(fromServer && fromServer->isEnabled());
    fromServer->trigger();
    QCOMPARE(byId.last().at(0).toString(), u"run_cap"_s);
    QVERIFY(m_dock->revealAction()->isEnabled());
    table->setCurrentIndex(m_dock->model()->index(1, 0));
    QVERIFY(!m_dock->revealAction()->isEnabled()); // no capture to reveal
}

void TestRunLibraryDock::deleteAsksAndRemovesTheCapture()
{
    QTableView* table = m_dock->table();
    table->setFocus();
    table->selectRow(0); // run_cap, with its capture
    // Cancel keeps everything.
    answerNextBox(QMessageBox::Cancel, true);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(m_dock->model()->rowCount(), 5);
    QVERIFY(QFile::exists(m_capturePath));
    // Delete with the capture ticked (the keyboard back in the table after the box).
    QApplication::setActiveWindow(m_dock.get());
    table->setFocus();
    QTRY_VERIFY(table->hasFocus());
    answerNextBox(QMessageBox::Ok, true);
    QTest::keyClick(table, Qt::Key_Delete);
    QTRY_COMPARE(m_dock->model()->rowCount(), 4);
    QVERIFY(!QFile::exists(m_capturePath));
    QVERIFY(!shownRunIds(*m_dock->model()).contains(u"run_cap"_s));
    QVERIFY(m_dock->message().contains(u"1"_s));
    // Two rows at once, no captures: the box has no check box.
    table->selectRow(0);
    table->selectionModel()->select(m_dock->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    answerNextBox(QMessageBox::Ok, false);
    m_dock->deleteAction()->trigger();
    QTRY_COMPARE(m_dock->model()->rowCount(), 2);
    QCOMPARE(m_library->count({}).value_or(-1), 2);
}

void TestRunLibraryDock::importCountsDuplicates()
{
    const QString fresh = m_dir.filePath(u"fresh.mxrun"_s);
    writeCapture(fresh, u"run_new"_s);
    const QString copy = m_dir.filePath(u"fresh-copy.mxrun"_s);
    QVERIFY(QFile::copy(fresh, copy));
    const QString junk = m_dir.filePath(u"junk.mxrun"_s);
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<html>not a capture</html>\n");
    file.close();
    const auto summary = m_dock->importFiles({fresh, copy, junk});
    QCOMPARE(summary.added, 1);
    QCOMPARE(summary.duplicates, 1);
    QCOMPARE(summary.failures.size(), 1);
    QVERIFY(summary.failures.first().startsWith(u"junk.mxrun"_s));
    QTRY_COMPARE(m_dock->model()->rowCount(), 6);
    QVERIFY(shownRunIds(*m_dock->model()).contains(u"run_new"_s));
    QVERIFY2(m_dock->message().contains(u"junk.mxrun"_s), qPrintable(m_dock->message()));
    saveScreenshot(*m_dock, u"run-library-import"_s);
}

QString TestRunLibraryDock::addSecondCapturedRun()
{
    const QString path =
        m_dir.filePath(u"run_cap2-%1.mxrun"_s.arg(m_library->count({}).value_or(0)));
    writeCapture(path, u"run_cap2"_s, u"Done, and differently."_s);
    m_library->upsert(record(u"run_cap2"_s, RunSummary::Status::Succeeded, u"openai:gpt-5.5"_s,
                             u"Prod"_s, 6, u"Imported from a colleague"_s, {}, path));
    return path;
}

void TestRunLibraryDock::selectRuns(RunLibraryDock& dock, const QStringList& runIds)
{
    QTableView* table = dock.table();
    table->clearSelection();
    for (int row = 0; row < dock.model()->rowCount(); ++row) {
        if (!runIds.contains(dock.model()->record(row)->runId))
            continue;
        table->selectionModel()->setCurrentIndex(
            dock.model()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
}

void TestRunLibraryDock::compareTakesTwoCapturedRuns()
{
    const QString second = addSecondCapturedRun();
    QTRY_COMPARE(m_dock->model()->rowCount(), 6);
    QSignalSpy compares(m_dock.get(), &RunLibraryDock::compareRequested);
    QAction* compare = m_dock->compareAction();
    QVERIFY(compare);
    // In the table's context menu, and a button.
    QVERIFY(m_dock->table()->actions().contains(compare));
    auto* button = m_dock->findChild<QToolButton*>(u"libraryCompareButton"_s);
    QVERIFY(button && button->defaultAction() == compare);

    // One run: not yet, and the tool tip says what is missing.
    selectRuns(*m_dock, {u"run_cap"_s});
    QVERIFY(!compare->isEnabled());
    QVERIFY2(compare->toolTip().contains(u"two runs"_s), qPrintable(compare->toolTip()));
    // A run without a capture: disabled, and the tool tip names it.
    selectRuns(*m_dock, {u"run_cap"_s, u"run_a"_s});
    QVERIFY(!compare->isEnabled());
    QVERIFY2(compare->toolTip().contains(u"run_a"_s) &&
                 compare->toolTip().contains(u"no capture"_s),
             qPrintable(compare->toolTip()));
    QCOMPARE(button->toolTip(), compare->toolTip());
    // Three runs: not either.
    selectRuns(*m_dock, {u"run_cap"_s, u"run_cap2"_s, u"run_a"_s});
    QVERIFY(!compare->isEnabled());
    compare->trigger();
    QCOMPARE(compares.count(), 0);

    // The two captured runs: Ctrl+D in the table; the older run on the left.
    selectRuns(*m_dock, {u"run_cap2"_s, u"run_cap"_s});
    QVERIFY(compare->isEnabled());
    QVERIFY2(compare->toolTip().contains(u"Ctrl+D"_s), qPrintable(compare->toolTip()));
    QApplication::setActiveWindow(m_dock.get());
    m_dock->table()->setFocus();
    QTRY_VERIFY(m_dock->table()->hasFocus());
    QTest::keyClick(m_dock->table(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(compares.count(), 1);
    QCOMPARE(compares.first().at(0).toString(), m_capturePath);
    QCOMPARE(compares.first().at(1).toString(), second);

    // A capture that went away since: disabled, the tool tip says so.
    QVERIFY(QFile::remove(second));
    selectRuns(*m_dock, {u"run_cap"_s});
    selectRuns(*m_dock, {u"run_cap"_s, u"run_cap2"_s});
    QVERIFY(!compare->isEnabled());
    QVERIFY2(compare->toolTip().contains(u"gone"_s), qPrintable(compare->toolTip()));
}

void TestRunLibraryDock::windowComparesTwoCapturedRuns()
{
    m_dock.reset();
    addSecondCapturedRun();
    QSettings settings(m_dir.filePath(u"settings-compare.ini"_s), QSettings::IniFormat);
    TestServices services(&settings);
    MainWindow window(services.settings(), services.connection());
    window.setRunLibrary(m_library.get());
    window.resize(1360, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunLibraryDock* dock = window.runLibraryDock();
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(dock->isVisible());
    QTRY_COMPARE(dock->model()->rowCount(), 6);
    window.resizeDocks({dock}, {300}, Qt::Vertical); // every row in the picture
    selectRuns(*dock, {u"run_cap"_s, u"run_cap2"_s});
    QVERIFY(dock->compareAction()->isEnabled());
    saveScreenshot(*dock, u"run-library-compare"_s);

    QVERIFY(!window.findChild<CompareWindow*>());
    dock->compareAction()->trigger();
    auto* compare = window.findChild<CompareWindow*>();
    QVERIFY(compare);
    QTRY_VERIFY(compare->isVisible());
    QVERIFY(!compare->comparison().rows.isEmpty());
    // The answers differ, the rest lines up.
    QVERIFY(compare->comparison().differingRows() > 0);
    QVERIFY(compare->comparison().differingRows() < compare->comparison().rows.size());
    const QString left = compare->findChild<QLabel*>(u"leftTimelineTitle"_s)->text();
    const QString right = compare->findChild<QLabel*>(u"rightTimelineTitle"_s)->text();
    QVERIFY2(left.contains(u"run_cap"_s) && !left.contains(u"run_cap2"_s), qPrintable(left));
    QVERIFY2(right.contains(u"run_cap2"_s), qPrintable(right));
    compare->close();
}

void TestRunLibraryDock::windowRecordsTheRunAndOpensItAgain()
{
    m_dock.reset();
    SandboxConfig config;
    config.deltaDelayMs = 1;
    SandboxServer sandbox(config);
    QString error;
    QVERIFY2(sandbox.start(&error), qPrintable(error));
    QSettings settings(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    TestServices services(&settings);
    MainWindow window(services.settings(), services.connection());
    window.setLocalHandlers(&services.handlers());
    window.setBuiltInSandbox(sandbox.baseUrl(), sandbox.config().workspaceSlug,
                             sandbox.config().apiKeys.value(0));
    window.setRunLibrary(m_library.get());
    window.resize(1360, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunLibraryDock* dock = window.runLibraryDock();
    QVERIFY(dock);
    QVERIFY(dock->isHidden()); // until asked for

    const QJsonObject spec{
        {u"systemPrompt"_s, u"You research."_s},
        {u"prompt"_s, u"Research the weather in Kyiv."_s},
        {u"tools"_s, QJsonArray{QJsonObject{{u"kind"_s, u"mantyx"_s}, {u"id"_s, u"web_search"_s}}}},
        {u"metadata"_s,
         QJsonObject{{u"sandbox.scenario"_s, u"none"_s}, {u"suite"_s, u"library"_s}}}};
    window.composer()->setSpec(spec);
    if (!QTest::qWaitFor([&] { return window.composer()->canRun(); }, 20000)) {
        for (const SpecIssue& issue : window.composer()->document()->issuesAt(QString(), true))
            qWarning() << issue.path << issue.message;
        QFAIL("the spec does not run");
    }
    QVERIFY(window.startRun());
    RunController* run = window.currentRun();
    QVERIFY(run);
    QVERIFY(QTest::qWaitFor([run] { return run->isFinished(); }, 30000));
    const QString runId = run->runId();
    const auto stored =
        m_library->findRun(runId, sandbox.baseUrl(), sandbox.config().workspaceSlug);
    QVERIFY(stored);
    QCOMPARE(stored->status, RunSummary::Status::Succeeded);
    QCOMPARE(stored->name, u"Research the weather in Kyiv."_s);
    QVERIFY(stored->tokens);
    QVERIFY(!stored->connection.isEmpty());

    // Ctrl+Shift+L shows the dock with the keyboard in its search field.
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(dock->isVisible());
    QTRY_VERIFY(dock->searchField()->hasFocus());
    QTest::keyClicks(dock->searchField(), u"suite:library"_s);
    QTRY_COMPARE(dock->model()->rowCount(), 1);
    QCOMPARE(dock->model()->record(0)->runId, runId);
    saveScreenshot(window, u"run-library-window"_s);

    // Tab to the table, Enter: the window opens the run by id (its connection is the current).
    dock->table()->setFocus();
    dock->table()->setCurrentIndex(dock->model()->index(0, 0));
    QTest::keyClick(dock->table(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(window.currentRun() && window.currentRun() != run, 10000);
    QCOMPARE(window.currentRun()->runId(), runId);

    // A run on another server is not opened on this one.
    QVERIFY(m_library->upsert(record(u"run_elsewhere"_s, RunSummary::Status::Succeeded, u"m"_s,
                                     u"Prod"_s, 9, u"Elsewhere"_s)));
    dock->searchField()->clear();
    QTRY_COMPARE(dock->model()->rowCount(), 7);
    for (int row = 0; row < dock->model()->rowCount(); ++row) {
        if (dock->model()->record(row)->runId == u"run_elsewhere"_s)
            dock->table()->setCurrentIndex(dock->model()->index(row, 0));
    }
    RunController* shown = window.currentRun();
    dock->openAction()->trigger();
    QTest::qWait(100);
    QCOMPARE(window.currentRun(), shown);
    QVERIFY(window.openingRun() == nullptr);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestRunLibraryDock)
#include "tst_runlibrarydock.moc"
