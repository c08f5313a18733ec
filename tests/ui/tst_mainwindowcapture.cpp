// SPDX-License-Identifier: MIT
// Captures in the window, offscreen against the embedded sandbox: every run started is recorded
// into the library folder (not when turned off for the connection, and a folder that cannot be
// written does not stop the run); a capture opens through File → Open Capture, Recent Captures,
// a drop and the command line, and shows the timeline the live run had; a file that is not a
// capture keeps the shown run; the replay bar pauses, steps and scrubs to the state of the first
// N records; Re-run loads the spec and names the values a capture redacted. A session's runs are
// captured and put into the run library like the window's own.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "captures/replaybar.h"
#include "composer/composerpanel.h"
#include "inspectorarguments.h"
#include "library/runlibrarydock.h"
#include "mainwindow.h"
#include "preferences/preferencesdialog.h"
#include "protocol/eventdecoder.h"
#include "protocol/toolanswer.h"
#include "run/capturelibrary.h"
#include "run/capturereader.h"
#include "run/capturerunsource.h"
#include "run/capturewriter.h"
#include "run/runcontroller.h"
#include "run/runlibrary.h"
#include "run/runtimeline.h"
#include "run/sessioncontroller.h"
#include "run/timelinedump.h"
#include "sandbox/sandboxserver.h"
#include "sessions/sessionpanel.h"
#include "spec/specdocument.h"
#include "testservices.h"
#include "timeline/timelineview.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// What a replay must reproduce of the live run (times differ between runs).
constexpr unsigned Compared = TimelineDump::ServerVisible | TimelineDump::IncludePostStatus;
// The state at a record: everything but the times.
constexpr unsigned AtAPoint = TimelineDump::Default;

QJsonObject localToolSpec(const QString& prompt)
{
    return QJsonObject{
        {u"systemPrompt"_s, u"You help with orders."_s},
        {u"prompt"_s, prompt},
        {u"tools"_s, QJsonArray{QJsonObject{
                         {u"kind"_s, u"local"_s},
                         {u"name"_s, u"lookup_order"_s},
                         {u"description"_s, u"Looks an order up by its id."_s},
                         {u"parameters"_s,
                          QJsonObject{{u"type"_s, u"object"_s},
                                      {u"properties"_s,
                                       QJsonObject{{u"orderId"_s,
                                                    QJsonObject{{u"type"_s, u"string"_s}}}}}}}}}}};
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// The first line where two dumps differ, for a failure message.
QString firstDifference(const QString& actual, const QString& expected)
{
    const QStringList a = actual.split(u'\n');
    const QStringList b = expected.split(u'\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (a.value(i) != b.value(i))
            return u"line %1:\n  actual:   %2\n  expected: %3"_s.arg(i + 1).arg(a.value(i),
                                                                                b.value(i));
    }
    return {};
}

#define COMPARE_DUMP(actual, expected)                                                             \
    do {                                                                                           \
        const QString a_ = (actual);                                                               \
        const QString e_ = (expected);                                                             \
        QVERIFY2(a_ == e_, qPrintable(firstDifference(a_, e_)));                                   \
    } while (false)

QStringList capturesIn(const QString& folder)
{
    return QDir(folder).entryList({u"*.mxrun"_s}, QDir::Files, QDir::Name);
}

} // namespace

class TestMainWindowCapture : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void runIsCapturedIntoTheLibrary();
    void captureOffForTheConnection();
    void unwritableFolderDoesNotStopTheRun();
    void openCaptureEachWay_data();
    void openCaptureEachWay();
    void notACaptureKeepsTheShownRun();
    void severalCapturesShowTheFirstAndImportTheRest();
    void missingRecentCapturesAreDropped();
    void replayPausesStepsAndScrubs();
    void rerunLoadsTheSpecAndNamesRedactedValues();
    void commandLineHelpNamesTheCapture();
    void fileNamesKeepOnlySafeCharacters();
    void preferencesSetFolderAndConnections();
    void sessionRunsAreCapturedAndRecorded_data();
    void sessionRunsAreCapturedAndRecorded();

private:
    MainWindow* newWindow();
    // Runs the order spec in the window, answering its local call; the finished run.
    RunController* runLive(MainWindow* window);
    // The timeline of the first `records` records of `path` (a replay outside the window).
    QString dumpOfFirstRecords(const QString& path, qint64 records);
    // Waits until the window shows a capture of `path` that has handed on `records` records
    // and stopped (paused there, or at its end).
    bool waitShownAt(MainWindow* window, const QString& path, qint64 records);

    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
    QString m_library;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<TestServices> m_services;
    std::unique_ptr<MainWindow> m_window;
    QString m_capture;  // recorded by runIsCapturedIntoTheLibrary
    QString m_liveDump; // the live run's timeline
};

void TestMainWindowCapture::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_library = m_dir.filePath(u"library"_s);
    m_settings =
        std::make_unique<QSettings>(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    CaptureLibrary(*m_settings).setFolder(m_library);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestMainWindowCapture::cleanup()
{
    m_window.reset();
    m_services.reset();
}

void TestMainWindowCapture::cleanupTestCase()
{
    m_sandbox.reset();
}

MainWindow* TestMainWindowCapture::newWindow()
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

RunController* TestMainWindowCapture::runLive(MainWindow* window)
{
    window->composer()->setSpec(localToolSpec(u"Where is order lookup_order 42?"_s));
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    if (!QTest::qWaitFor([runAction] { return runAction->isEnabled(); }, 10000))
        return nullptr;
    runAction->trigger();
    RunController* run = window->currentRun();
    if (!run)
        return nullptr;
    connect(run, &RunController::callArrived, run, [run](const QString& id) {
        run->answer(id, ToolAnswer::success(u"Order 42 ships on Tuesday."_s));
    });
    if (!QTest::qWaitFor([run] { return run->isFinished(); }, 30000))
        return nullptr;
    return run;
}

QString TestMainWindowCapture::dumpOfFirstRecords(const QString& path, qint64 records)
{
    // A replay of its own, outside the window, that stops after `records` records.
    auto* source = new CaptureRunSource(path);
    source->setPauseAt(records);
    RunController run(m_window->apiClient(), source);
    run.timeline()->setModelCatalog(m_window->modelCatalog()); // as the window prices its runs
    run.start();
    if (!QTest::qWaitFor([source] { return source->isPaused() || source->isEnded(); }, 10000))
        return u"(not there)"_s;
    if (source->recordsHandedOn() != records)
        return u"(at %1, not %2)"_s.arg(source->recordsHandedOn()).arg(records);
    return TimelineDump::dump(*run.timeline(), AtAPoint);
}

bool TestMainWindowCapture::waitShownAt(MainWindow* window, const QString& path, qint64 records)
{
    return QTest::qWaitFor(
        [&] {
            const CaptureRunSource* capture = window->shownCapture();
            return capture && capture->path() == path && !window->openingRun() &&
                   capture->recordsHandedOn() == records &&
                   (capture->isPaused() || capture->isEnded());
        },
        10000);
}

void TestMainWindowCapture::runIsCapturedIntoTheLibrary()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    QVERIFY(capturesIn(m_library).isEmpty());
    RunController* run = runLive(window);
    QVERIFY(run);
    QCOMPARE(run->callIds().size(), 1);
    QVERIFY(!run->isCaptureIncomplete());
    const QStringList files = capturesIn(m_library);
    QCOMPARE(files.size(), 1);
    // <yyyyMMdd-HHmmss>-<runId>.mxrun
    const QString expected = CaptureLibrary::sanitisedRunId(run->runId());
    QVERIFY(!expected.isEmpty());
    QVERIFY2(QRegularExpression(u"^\\d{8}-\\d{6}-"_s + QRegularExpression::escape(expected) +
                                u"\\.mxrun$"_s)
                 .match(files.first())
                 .hasMatch(),
             qPrintable(files.first()));
    m_capture = QDir(m_library).filePath(files.first());
    QCOMPARE(QFileInfo(run->captureFile()).absoluteFilePath(),
             QFileInfo(m_capture).absoluteFilePath());
    QString error;
    const auto read = CaptureReader::readFile(m_capture, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!read->damage);
    QCOMPARE(read->header.runId, run->runId());
    // The answer that was sent is in the file, in its place.
    bool answered = false;
    for (const CaptureRecord& record : read->records)
        answered = answered || record.kind == CaptureRecord::Kind::Answer;
    QVERIFY(answered);
    m_liveDump = TimelineDump::dump(*run->timeline(), Compared);
}

void TestMainWindowCapture::captureOffForTheConnection()
{
    QVERIFY(!m_capture.isEmpty());
    CaptureLibrary(*m_settings).setCapturing(ConnectionService::sandboxKey(), false);
    MainWindow* window = newWindow();
    QVERIFY(window);
    RunController* run = runLive(window);
    QVERIFY(run);
    QCOMPARE(capturesIn(m_library).size(), 1);
    QVERIFY(run->captureFile().isEmpty());
    CaptureLibrary(*m_settings).setCapturing(ConnectionService::sandboxKey(), true);
    QVERIFY(CaptureLibrary(*m_settings).isCapturing(ConnectionService::sandboxKey()));
}

void TestMainWindowCapture::unwritableFolderDoesNotStopTheRun()
{
    // A folder below a plain file cannot be made.
    const QString file = m_dir.filePath(u"plain-file"_s);
    QVERIFY(writeAll(file, "x"));
    CaptureLibrary(*m_settings).setFolder(file + u"/captures"_s);
    MainWindow* window = newWindow();
    QVERIFY(window);
    QStringList messages;
    connect(window->statusBar(), &QStatusBar::messageChanged, window,
            [&messages](const QString& text) { messages << text; });
    RunController* run = runLive(window);
    CaptureLibrary(*m_settings).setFolder(m_library);
    QVERIFY(run);
    QCOMPARE(run->timeline()->summary().status, RunSummary::Status::Succeeded);
    QVERIFY(run->captureFile().isEmpty());
    QVERIFY2(messages.join(u'\n').contains(u"not being recorded"_s),
             qPrintable(messages.join(u'\n')));
}

void TestMainWindowCapture::openCaptureEachWay_data()
{
    QTest::addColumn<QString>("way");
    QTest::newRow("open capture") << u"method"_s;
    QTest::newRow("recent captures") << u"recent"_s;
    QTest::newRow("drop") << u"drop"_s;
    QTest::newRow("command line") << u"command line"_s;
}

void TestMainWindowCapture::openCaptureEachWay()
{
    QFETCH(QString, way);
    QVERIFY(!m_capture.isEmpty());
    MainWindow* window = newWindow();
    QVERIFY(window);
    // The prices the live run was shown with.
    QTRY_VERIFY(!window->modelCatalog().isEmpty());
    if (way == "method"_L1) {
        QVERIFY(window->openCapture(m_capture));
    } else if (way == "recent"_L1) {
        CaptureLibrary(*m_settings).addRecent(m_capture);
        QMenu* menu = window->recentCapturesMenu();
        QVERIFY(QMetaObject::invokeMethod(menu, "aboutToShow"));
        QAction* entry = nullptr;
        const QList<QAction*> actions = menu->actions();
        for (QAction* action : actions) {
            if (action->data().toString() == QFileInfo(m_capture).absoluteFilePath())
                entry = action;
        }
        QVERIFY(entry);
        QCOMPARE(entry->text(), QFileInfo(m_capture).fileName());
        entry->trigger();
    } else if (way == "drop"_L1) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_capture)});
        const QPoint at(window->width() / 2, window->height() / 2);
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window, &drop);
        QVERIFY(drop.isAccepted());
        // Anything else is not taken.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(m_dir.filePath(u"settings.ini"_s))});
        QDragEnterEvent other(at, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        other.setAccepted(false);
        QApplication::sendEvent(window, &other);
        QVERIFY(!other.isAccepted());
    } else {
        InspectorArguments arguments;
        arguments.parse({u"mantyx-inspector"_s, u"--no-sandbox"_s, m_capture});
        QVERIFY(arguments.noSandbox());
        QCOMPARE(arguments.captures(), QStringList{m_capture});
        QVERIFY(window->openCapture(arguments.captures().first()));
    }
    QTRY_VERIFY_WITH_TIMEOUT(window->shownCapture() && window->currentRun()->isFinished(), 10000);
    QCOMPARE(window->shownCapture()->path(), m_capture);
    COMPARE_DUMP(TimelineDump::dump(*window->currentRun()->timeline(), Compared), m_liveDump);
    QVERIFY(window->replayBar()->isVisible());
    QCOMPARE(window->recentCaptures().value(0), QFileInfo(m_capture).absoluteFilePath());
    // The timeline has the keyboard, as after a run.
    QCOMPARE(QApplication::focusWidget(), window->timelineView()->listView());
}

void TestMainWindowCapture::severalCapturesShowTheFirstAndImportTheRest()
{
    QVERIFY(!m_capture.isEmpty());
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    // Two more captures of other runs (headers only, as a run cut short at once leaves them).
    QStringList others;
    for (const QString& id : {u"run_other_1"_s, u"run_other_2"_s}) {
        const QString path = folder.filePath(id + u".mxrun"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"mantyx-run-capture","version":1,)"
                   R"("createdAt":"2026-12-02T13:05:11.402Z","baseUrl":"http://127.0.0.1:1",)"
                   R"("workspace":"sandbox","runId":")" +
                   id.toUtf8() + R"(","sessionId":null,"spec":{}})" + "\n");
        others << path;
    }
    RunLibrary library;
    QString error;
    QVERIFY2(library.open(folder.filePath(u"library.sqlite"_s), &error), qPrintable(error));
    MainWindow* window = newWindow();
    QVERIFY(window);
    window->setRunLibrary(&library);
    const auto detach = qScopeGuard([window] { window->setRunLibrary(nullptr); });

    // Three dropped at once: the first is shown, the two others are in the library.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(m_capture), QUrl::fromLocalFile(others.at(0)),
                  QUrl::fromLocalFile(others.at(1))});
    const QPoint at(window->width() / 2, window->height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &drop);
    QTRY_VERIFY_WITH_TIMEOUT(window->shownCapture() && window->currentRun()->isFinished(), 10000);
    QCOMPARE(window->shownCapture()->path(), m_capture);
    for (const QString& id : {u"run_other_1"_s, u"run_other_2"_s}) {
        const auto row = library.findRun(id, QUrl(u"http://127.0.0.1:1"_s), u"sandbox"_s);
        QVERIFY2(row, qPrintable(id));
    }
    QVERIFY(window->runLibraryDock()->isVisible());
    QVERIFY2(window->runLibraryDock()->message().contains(u"2 run"_s),
             qPrintable(window->runLibraryDock()->message()));
    if (const QString shots = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !shots.isEmpty()) {
        QTest::qWait(300); // the timeline's flush and the docks' layout
        QVERIFY(window->grab().save(QDir(shots).filePath(u"several-captures.png"_s)));
    }

    // Without a library the dock names the files that were not opened.
    window->setRunLibrary(nullptr);
    QVERIFY(window->openCaptures({m_capture, others.at(1)}));
    QVERIFY2(window->runLibraryDock()->message().contains(u"run_other_2.mxrun"_s),
             qPrintable(window->runLibraryDock()->message()));
}

void TestMainWindowCapture::notACaptureKeepsTheShownRun()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    QVERIFY(window->openCapture(m_capture));
    QTRY_VERIFY(window->shownCapture() && window->currentRun()->isFinished());
    RunController* shown = window->currentRun();

    const QString notes = m_dir.filePath(u"notes.mxrun"_s);
    QVERIFY(writeAll(notes, "just some text\n"));
    QVERIFY(window->openCapture(notes));
    QTRY_VERIFY(!window->openingRun());
    QCOMPARE(window->currentRun(), shown);
    QVERIFY2(window->statusBar()->currentMessage().contains(u"not a capture"_s),
             qPrintable(window->statusBar()->currentMessage()));
    QVERIFY(window->statusBar()->currentMessage().contains(u"notes.mxrun"_s));
    QVERIFY(!window->recentCaptures().contains(QFileInfo(notes).absoluteFilePath()));

    // A missing file: the same.
    QVERIFY(window->openCapture(m_dir.filePath(u"gone.mxrun"_s)));
    QTRY_VERIFY(!window->openingRun());
    QCOMPARE(window->currentRun(), shown);
    QVERIFY2(window->statusBar()->currentMessage().contains(u"gone.mxrun"_s),
             qPrintable(window->statusBar()->currentMessage()));
}

void TestMainWindowCapture::missingRecentCapturesAreDropped()
{
    const QString gone = m_dir.filePath(u"moved-away.mxrun"_s);
    QVERIFY(writeAll(gone, readAll(m_capture)));
    CaptureLibrary library(*m_settings);
    library.addRecent(m_capture);
    library.addRecent(gone);
    QVERIFY(QFile::remove(gone));
    MainWindow* window = newWindow();
    QVERIFY(window);
    QCOMPARE(window->recentCaptures().size(), 2);
    QVERIFY(QMetaObject::invokeMethod(window->recentCapturesMenu(), "aboutToShow"));
    QCOMPARE(window->recentCaptures(), QStringList{QFileInfo(m_capture).absoluteFilePath()});
    QVERIFY2(window->statusBar()->currentMessage().contains(u"moved-away.mxrun"_s),
             qPrintable(window->statusBar()->currentMessage()));
    // No more than ten are kept.
    for (int i = 0; i < 12; ++i)
        library.addRecent(m_dir.filePath(u"c%1.mxrun"_s.arg(i)));
    QCOMPARE(library.recentCaptures().size(), CaptureLibrary::MaxRecent);
    QCOMPARE(library.recentCaptures().first(),
             QFileInfo(m_dir.filePath(u"c11.mxrun"_s)).absoluteFilePath());
}

void TestMainWindowCapture::replayPausesStepsAndScrubs()
{
    MainWindow* window = newWindow();
    QVERIFY(window);
    QTRY_VERIFY(!window->modelCatalog().isEmpty());
    QVERIFY(window->openCapture(m_capture));
    QTRY_VERIFY(window->shownCapture() && window->currentRun()->isFinished());
    ReplayBar* bar = window->replayBar();
    const qint64 total = window->shownCapture()->recordsRead();
    QVERIFY(total > 6);
    QCOMPARE(bar->recordCount(), total);
    QCOMPARE(bar->slider()->maximum(), int(total));
    QCOMPARE(bar->slider()->value(), int(total));
    QVERIFY2(bar->positionLabel()->text().startsWith(u"t = "_s),
             qPrintable(bar->positionLabel()->text()));

    // Scrubs to several points: the state of the first N records.
    for (const qint64 n : {qint64(0), qint64(1), total / 2, total - 1, total}) {
        QVERIFY(window->scrubTo(n));
        QVERIFY2(waitShownAt(window, m_capture, n), qPrintable(QString::number(n)));
        COMPARE_DUMP(TimelineDump::dump(*window->currentRun()->timeline(), AtAPoint),
                     dumpOfFirstRecords(m_capture, n));
        QCOMPARE(bar->slider()->value(), int(n));
    }
    // At the end: the run as it was live.
    COMPARE_DUMP(TimelineDump::dump(*window->currentRun()->timeline(), Compared), m_liveDump);

    // Step from the middle: one record (an answer together with the event after it).
    QVERIFY(window->scrubTo(total / 2));
    QVERIFY(waitShownAt(window, m_capture, total / 2));
    auto* step = window->findChild<QAction*>(u"actionReplayStep"_s);
    QVERIFY(step && step->isEnabled());
    window->timelineView()->listView()->setFocus();
    QTest::keyClick(window->timelineView()->listView(), Qt::Key_Right, Qt::ControlModifier);
    const qint64 afterStep = window->shownCapture()->recordsHandedOn();
    QVERIFY(afterStep == total / 2 + 1 || afterStep == total / 2 + 2);
    COMPARE_DUMP(TimelineDump::dump(*window->currentRun()->timeline(), AtAPoint),
                 dumpOfFirstRecords(m_capture, afterStep));
    QTRY_COMPARE(bar->slider()->value(), int(afterStep));

    // The screenshot: the replay bar mid-run.
    const QString shots = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        QTest::qWait(200);
        QVERIFY(window->grab().save(QDir(shots).filePath(u"replay-controls.png"_s)));
    }

    // Play at a pace, then pause: nothing more arrives while paused.
    bar->setSpeed(0.25);
    QCOMPARE(bar->speed(), 0.25);
    auto* playPause = window->findChild<QAction*>(u"actionReplayPlayPause"_s);
    QVERIFY(playPause && playPause->isEnabled());
    QTest::keyClick(window->timelineView()->listView(), Qt::Key_Space,
                    Qt::ControlModifier | Qt::ShiftModifier);
    CaptureRunSource* capture = window->shownCapture();
    QVERIFY(!capture->isPaused());
    QCOMPARE(capture->speed(), 0.25);
    QVERIFY(playPause->text().contains(u"Pause"_s));
    playPause->trigger();
    QVERIFY(capture->isPaused() || capture->isEnded());
    const qint64 pausedAt = capture->recordsHandedOn();
    QTest::qWait(150);
    QCOMPARE(capture->recordsHandedOn(), pausedAt);
    COMPARE_DUMP(TimelineDump::dump(*window->currentRun()->timeline(), AtAPoint),
                 dumpOfFirstRecords(m_capture, pausedAt));

    // The slider from the keyboard scrubs too, and keeps the keyboard.
    bar->slider()->setFocus();
    QTest::keyClick(bar->slider(), Qt::Key_Home);
    QVERIFY(waitShownAt(window, m_capture, 0));
    QCOMPARE(window->currentRun()->timeline()->eventCount(), 0);
    QCOMPARE(QApplication::focusWidget(), bar->slider());
}

void TestMainWindowCapture::rerunLoadsTheSpecAndNamesRedactedValues()
{
    // A capture whose spec had a secret header: it was written redacted.
    CaptureWriter::Header header;
    header.runId = u"run_redacted"_s;
    QJsonObject spec = localToolSpec(u"Look it up."_s);
    QJsonArray tools = spec.value(u"tools"_s).toArray();
    tools.append(
        QJsonObject{{u"kind"_s, u"mcp"_s},
                    {u"name"_s, u"orders"_s},
                    {u"url"_s, u"https://mcp.example.com/mcp"_s},
                    {u"headers"_s, QJsonObject{{u"Authorization"_s, u"Bearer s3cr3t"_s}}}});
    spec.insert(u"tools"_s, tools);
    header.spec = spec;
    QByteArray bytes = CaptureWriter::headerLine(header) + '\n';
    QVERIFY(!bytes.contains("s3cr3t"));
    EventDecoder decoder;
    bytes += CaptureWriter::eventLine(
                 decoder.decode(
                     R"({"seq":1,"type":"result","data":{"subtype":"success","text":"done"}})"),
                 5) +
             '\n';
    const QString path = m_dir.filePath(u"redacted.mxrun"_s);
    QVERIFY(writeAll(path, bytes));

    MainWindow* window = newWindow();
    QVERIFY(window);
    auto* rerun = window->findChild<QAction*>(u"actionRerun"_s);
    QVERIFY(rerun);
    QVERIFY(!rerun->isEnabled()); // nothing shown yet
    QVERIFY(window->openCapture(path));
    QTRY_VERIFY(window->shownCapture() && window->currentRun()->isFinished());
    QVERIFY(rerun->isEnabled());
    rerun->trigger();
    const QJsonObject loaded = window->composer()->document()->spec();
    QCOMPARE(loaded.value(u"prompt"_s).toString(), u"Look it up."_s);
    const QJsonObject mcp = loaded.value(u"tools"_s).toArray().at(1).toObject();
    QCOMPARE(mcp.value(u"headers"_s).toObject().value(u"Authorization"_s).toString(),
             u"<redacted>"_s);
    const QString message = window->statusBar()->currentMessage();
    QVERIFY2(message.contains(u"redacted"_s) &&
                 message.contains(u"tools[1].headers.Authorization"_s),
             qPrintable(message));

    // A run without redacted values: no such warning.
    QVERIFY(window->openCapture(m_capture));
    QTRY_VERIFY(window->shownCapture() && window->shownCapture()->path() == m_capture &&
                window->currentRun()->isFinished());
    QVERIFY(window->rerun());
    QVERIFY(!window->statusBar()->currentMessage().contains(u"redacted"_s));
    QCOMPARE(window->composer()->document()->spec().value(u"prompt"_s).toString(),
             u"Where is order lookup_order 42?"_s);
}

void TestMainWindowCapture::commandLineHelpNamesTheCapture()
{
    InspectorArguments arguments;
    arguments.parse({u"mantyx-inspector"_s});
    QVERIFY(arguments.captures().isEmpty());
    const QString help = arguments.helpText();
    QVERIFY2(help.contains(u"capture.mxrun"_s), qPrintable(help));
    QVERIFY2(help.contains(u"A capture file (.mxrun)"_s), qPrintable(help));
    arguments.parse({u"mantyx-inspector"_s, u"--run"_s, u"run_1"_s});
    QCOMPARE(arguments.runId(), u"run_1"_s);
}

void TestMainWindowCapture::fileNamesKeepOnlySafeCharacters()
{
    const QDateTime at(QDate(2026, 12, 2), QTime(13, 5, 11));
    QCOMPARE(CaptureLibrary::fileName(at, u"run_8f3"_s), u"20261202-130511-run_8f3.mxrun"_s);
    QCOMPARE(CaptureLibrary::fileName(at, u"../../etc/passwd"_s),
             u"20261202-130511-....etcpasswd.mxrun"_s);
    QCOMPARE(CaptureLibrary::fileName(at, u"a b\\c:d*é\n"_s), u"20261202-130511-abcd.mxrun"_s);
    QCOMPARE(CaptureLibrary::fileName(at, u".."_s), u"20261202-130511-run.mxrun"_s);
    QCOMPARE(CaptureLibrary::fileName(at, QString()), u"20261202-130511-run.mxrun"_s);
    QCOMPARE(CaptureLibrary::sanitisedRunId(QString(200, u'x')).size(), 80);
}

void TestMainWindowCapture::preferencesSetFolderAndConnections()
{
    QSettings settings(m_dir.filePath(u"prefs.ini"_s), QSettings::IniFormat);
    {
        PreferencesDialog dialog(settings);
        QCOMPARE(QDir::fromNativeSeparators(dialog.folderEdit()->text()),
                 CaptureLibrary::defaultFolder());
        QListWidget* list = dialog.connectionList();
        QCOMPARE(list->count(), 1); // the sandbox; no profiles saved
        QCOMPARE(list->item(0)->data(PreferencesDialog::ConnectionKeyRole).toString(),
                 ConnectionService::sandboxKey());
        QCOMPARE(list->item(0)->checkState(), Qt::Checked);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString shots = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            QVERIFY(dialog.grab().save(QDir(shots).filePath(u"preferences.png"_s)));
        list->item(0)->setCheckState(Qt::Unchecked);
        dialog.folderEdit()->setText(QDir::toNativeSeparators(m_dir.filePath(u"elsewhere"_s)));
        dialog.apply();
    }
    CaptureLibrary library(settings);
    QVERIFY(!library.isCapturing(ConnectionService::sandboxKey()));
    QVERIFY(library.isCapturing(u"some-profile"_s));
    QCOMPARE(library.folder(), m_dir.filePath(u"elsewhere"_s));
    // Back on, and the default folder again when the field is emptied.
    PreferencesDialog dialog(settings);
    QCOMPARE(dialog.connectionList()->item(0)->checkState(), Qt::Unchecked);
    dialog.connectionList()->item(0)->setCheckState(Qt::Checked);
    dialog.folderEdit()->clear();
    dialog.apply();
    QVERIFY(library.isCapturing(ConnectionService::sandboxKey()));
    QCOMPARE(library.folder(), CaptureLibrary::defaultFolder());
    QVERIFY(!settings.contains(u"captures/folder"_s));
}

void TestMainWindowCapture::sessionRunsAreCapturedAndRecorded_data()
{
    QTest::addColumn<bool>("capturing");
    QTest::newRow("recording on") << true;
    QTest::newRow("off for the connection") << false;
}

void TestMainWindowCapture::sessionRunsAreCapturedAndRecorded()
{
    QFETCH(bool, capturing);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    CaptureLibrary(*m_settings).setFolder(folder.path());
    CaptureLibrary(*m_settings).setCapturing(ConnectionService::sandboxKey(), capturing);
    const auto restore = qScopeGuard([this] {
        CaptureLibrary(*m_settings).setFolder(m_library);
        CaptureLibrary(*m_settings).setCapturing(ConnectionService::sandboxKey(), true);
    });
    RunLibrary library;
    QString error;
    QVERIFY2(library.open(folder.filePath(u"library.sqlite"_s), &error), qPrintable(error));
    MainWindow* window = newWindow();
    QVERIFY(window);
    window->setRunLibrary(&library);
    const auto detach = qScopeGuard([window] { window->setRunLibrary(nullptr); });

    window->composer()->setSpec(
        QJsonObject{{u"systemPrompt"_s, u"You chat."_s}, {u"prompt"_s, u"unused"_s}});
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startSession());
    SessionController* session = window->session();
    QVERIFY(session);
    QTRY_COMPARE(session->state(), SessionController::State::Active);
    auto* panel = window->findChild<SessionPanel*>(u"sessionPanel"_s);
    QVERIFY(panel);
    for (const QString& text : {u"Hello there"_s, u"And again"_s}) {
        RunController* before = window->currentRun();
        panel->setMessageText(text);
        QVERIFY(panel->sendMessage());
        QTRY_VERIFY_WITH_TIMEOUT(window->currentRun() != before && window->currentRun() &&
                                     window->currentRun()->isFinished(),
                                 30000);
    }
    const QList<RunController*> runs = session->runs();
    QCOMPARE(runs.size(), 2);

    // One capture per message, named and headed like a launched run's, or none at all.
    const QStringList files = capturesIn(folder.path());
    QCOMPARE(files.size(), capturing ? 2 : 0);
    for (RunController* run : runs) {
        const auto row =
            library.findRun(run->runId(), m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug);
        QVERIFY2(row, qPrintable(run->runId()));
        QCOMPARE(row->sessionId, session->sessionId());
        QCOMPARE(row->status, RunSummary::Status::Succeeded);
        if (!capturing) {
            QVERIFY(run->captureFile().isEmpty());
            QVERIFY(row->capturePath.isEmpty());
            continue;
        }
        const QString name = CaptureLibrary::sanitisedRunId(run->runId());
        QVERIFY2(QRegularExpression(u"^\\d{8}-\\d{6}-"_s + QRegularExpression::escape(name) +
                                    u"\\.mxrun$"_s)
                     .match(QFileInfo(run->captureFile()).fileName())
                     .hasMatch(),
                 qPrintable(run->captureFile()));
        QCOMPARE(QFileInfo(row->capturePath).absoluteFilePath(),
                 QFileInfo(run->captureFile()).absoluteFilePath());
        QVERIFY(!run->isCaptureIncomplete());
        const auto read = CaptureReader::readFile(row->capturePath, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(!read->damage);
        QCOMPARE(read->header.runId, run->runId());
        QCOMPARE(read->header.sessionId, session->sessionId());
        // The whole run is in it: read back, it ends as the live run did.
        QCOMPARE(read->records.size(), run->timeline()->eventCount());
    }
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMainWindowCapture)
#include "tst_mainwindowcapture.moc"
