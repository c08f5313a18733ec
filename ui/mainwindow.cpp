// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include <functional>
#include <utility>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include "calls/pendingcallspanel.h"
#include "captures/replaybar.h"
#include "charts/runchartsview.h"
#include "client/apiclient.h"
#include "client/connectionprofile.h"
#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "client/toolresultsender.h"
#include "compare/comparewindow.h"
#include "composer/composerpanel.h"
#include "composer/toollisteditor.h"
#include "connections/connectionchooser.h"
#include "library/runlibrarydock.h"
#include "localhandlers/localhandlerspanel.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolsession.h"
#include "preferences/preferencesdialog.h"
#include "run/bookanswerer.h"
#include "run/capturelibrary.h"
#include "run/capturereader.h"
#include "run/capturerunsource.h"
#include "run/capturewriter.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runexport.h"
#include "run/runlauncher.h"
#include "run/runlibrary.h"
#include "run/runrecorder.h"
#include "run/runtimeline.h"
#include "run/serverrunsource.h"
#include "run/sessioncontroller.h"
#include "run/svgchart.h"
#include "runpanels/protocolnotespanel.h"
#include "runpanels/runsummarypanel.h"
#include "runpanels/taskplanpanel.h"
#include "secrets/secretstore.h"
#include "sessions/sessionpanel.h"
#include "spec/specdocument.h"
#include "timeline/eventinspector.h"
#include "timeline/timelineview.h"
#include "widgets/elidedlabel.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The index N of a problem path "tools[N]…"; -1 for any other path.
int toolIndexOf(const QString& path)
{
    static const QRegularExpression pattern(u"^tools\\[(\\d+)\\]"_s);
    const QRegularExpressionMatch match = pattern.match(path);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The spec's `outputSchema.schema`, for the summary's validation.
std::optional<QJsonObject> outputSchemaOf(const QJsonObject& spec)
{
    const QJsonValue schema = spec.value(u"outputSchema"_s);
    if (!schema.isObject())
        return std::nullopt;
    const QJsonValue inner = schema.toObject().value(u"schema"_s);
    if (!inner.isObject())
        return std::nullopt;
    return inner.toObject();
}

// The layout saved in the settings (group "mainWindow"); saveState() data of another version is
// not restored.
constexpr int LayoutVersion = 1;
const QString kLayoutGroup = u"mainWindow"_s;

// The size of a first start: roomy where the screen allows, never more than its free area (a
// 1280×800 or 1366×768 laptop included).
QSize defaultWindowSize(const QScreen* screen)
{
    const QSize preferred(1360, 860);
    if (!screen)
        return preferred;
    // Room for the window frame and title bar, which are outside the widget's size.
    const QSize available = screen->availableGeometry().size() - QSize(16, 40);
    return preferred.boundedTo(available);
}

// The capture files among dropped URLs.
QStringList captureFilesOf(const QMimeData* mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    const QList<QUrl> urls = mime->urls();
    for (const QUrl& url : urls) {
        if (url.isLocalFile() &&
            url.toLocalFile().endsWith(CaptureLibrary::Suffix, Qt::CaseInsensitive))
            files << url.toLocalFile();
    }
    return files;
}

// The JSON paths ("tools[0].headers.Authorization") of the values a capture redacted.
void collectRedacted(const QJsonValue& value, const QString& path, QStringList& out)
{
    if (value.isString() && value.toString() == CaptureWriter::Redacted) {
        out << path;
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            collectRedacted(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(), out);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectRedacted(array.at(i), path + u'[' + QString::number(i) + u']', out);
    }
}

const QString kReplaySpeedKey = u"captures/replaySpeed"_s;

} // namespace

MainWindow::MainWindow(QSettings& settings, ConnectionService& connection, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(&settings)
    , m_connection(connection)
    , m_recentRuns(settings)
{
    setObjectName(u"mainWindow"_s);
    setAcceptDrops(true);
    // The launcher runs specs on whatever the connection's client points at; it holds no
    // connection state of its own.
    m_launcher = new RunLauncher(m_connection.client(), this);
    m_emptyTimeline = new RunTimeline(this);

    createActions();
    createWidgets();
    createMenus();
    retranslateUi();
    connect(&m_connection, &ConnectionService::modelsChanged, this, &MainWindow::onModelsChanged);
    connect(&m_connection, &ConnectionService::modelsFetchFailed, this,
            [this](const QString& message) {
                showStatus(tr("Could not list the models: %1").arg(message));
            });
    for (auto signal : {&ConnectionService::connectionStarted, &ConnectionService::connected,
                        &ConnectionService::disconnected})
        connect(&m_connection, signal, this, &MainWindow::onConnectionStateChanged);
    connect(&m_connection, &ConnectionService::connectionFailed, this,
            &MainWindow::onConnectionStateChanged);
    connect(&m_connection, &ConnectionService::builtInSandboxChanged, this, [this] {
        if (m_chooser->isSandbox())
            m_connection.connectToSandbox();
    });
    showRun(nullptr);
    restoreLayout();
    // The choice the chooser remembered is the connection at start-up.
    onConnectionChosen(m_chooser->currentChoice());
}

MainWindow::~MainWindow()
{
    // Views point into run timelines owned by the controllers: detach them first.
    showRun(nullptr);
    // QWidget's destructor deletes the children after this one has run: a dock or tab bar that
    // announces its hiding then must not reach a lambda of a MainWindow that is gone.
    const QList<QObject*> children = findChildren<QObject*>();
    for (QObject* child : children)
        QObject::disconnect(child, nullptr, this, nullptr);
}

void MainWindow::createActions()
{
    m_openRunAction = new QAction(this);
    m_openRunAction->setObjectName(u"actionOpenRun"_s);
    m_openRunAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openRunAction, &QAction::triggered, this, &MainWindow::onOpenRunTriggered);

    m_openCaptureAction = new QAction(this);
    m_openCaptureAction->setObjectName(u"actionOpenCapture"_s);
    // Ctrl+O opens a spec.
    m_openCaptureAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    m_openCaptureAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_openCaptureAction, &QAction::triggered, this, &MainWindow::onOpenCaptureTriggered);

    // Space is the timeline's (a card open or closed): the replay keys have modifiers.
    m_playPauseAction = new QAction(this);
    m_playPauseAction->setObjectName(u"actionReplayPlayPause"_s);
    m_playPauseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Space));
    m_playPauseAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_playPauseAction, &QAction::triggered, this, &MainWindow::onPlayPauseTriggered);
    m_stepAction = new QAction(this);
    m_stepAction->setObjectName(u"actionReplayStep"_s);
    m_stepAction->setIcon(QIcon::fromTheme(u"media-skip-forward"_s));
    m_stepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    m_stepAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_stepAction, &QAction::triggered, this, &MainWindow::onStepTriggered);
    m_rerunAction = new QAction(this);
    m_rerunAction->setObjectName(u"actionRerun"_s);
    connect(m_rerunAction, &QAction::triggered, this, [this] { rerun(); });
    m_preferencesAction = new QAction(this);
    m_preferencesAction->setObjectName(u"actionPreferences"_s);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::onPreferencesTriggered);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(u"actionQuit"_s);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_runAction = new QAction(this);
    m_runAction->setObjectName(u"actionRun"_s);
    m_runAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return),
                               QKeySequence(Qt::CTRL | Qt::Key_Enter), QKeySequence(Qt::Key_F5)});
    m_runAction->setShortcutContext(Qt::WindowShortcut);
    m_runAction->setIcon(QIcon::fromTheme(u"media-playback-start"_s));
    connect(m_runAction, &QAction::triggered, this, [this] { startRun(); });

    m_cancelAction = new QAction(this);
    m_cancelAction->setObjectName(u"actionCancel"_s);
    m_cancelAction->setIcon(QIcon::fromTheme(u"process-stop"_s));
    m_cancelAction->setShortcuts(
        {QKeySequence(Qt::SHIFT | Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_Period)});
    m_cancelAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_cancelAction, &QAction::triggered, this, &MainWindow::onCancelTriggered);

    m_startSessionAction = new QAction(this);
    m_startSessionAction->setObjectName(u"actionStartSession"_s);
    connect(m_startSessionAction, &QAction::triggered, this, [this] { startSession(); });
    m_openSessionAction = new QAction(this);
    m_openSessionAction->setObjectName(u"actionOpenSession"_s);
    connect(m_openSessionAction, &QAction::triggered, this, &MainWindow::onOpenSessionTriggered);
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(u"actionCompareRuns"_s);
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::onCompareTriggered);
    m_recordedAnswersAction = new QAction(this);
    m_recordedAnswersAction->setObjectName(u"actionRerunWithRecordedAnswers"_s);
    connect(m_recordedAnswersAction, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Answer the Next Run from a Capture"), QString(),
                                         tr("MANTYX captures (*.mxrun);;All files (*)"));
        if (!path.isEmpty())
            answerNextRunFrom(path);
    });

    m_statusBarAction = new QAction(this);
    m_statusBarAction->setObjectName(u"actionShowStatusBar"_s);
    m_statusBarAction->setCheckable(true);
    m_statusBarAction->setChecked(true);
    connect(m_statusBarAction, &QAction::toggled, statusBar(), &QWidget::setVisible);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setObjectName(u"actionFullScreen"_s);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    connect(m_fullScreenAction, &QAction::toggled, this,
            [this](bool on) { setWindowState(windowState().setFlag(Qt::WindowFullScreen, on)); });

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(u"actionAbout"_s);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::onAbout);

    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setObjectName(u"actionAboutQt"_s);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

QDockWidget* MainWindow::addDock(QWidget* widget, const QString& objectName,
                                 Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createWidgets()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(u"mainToolBar"_s);
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_chooser = new ConnectionChooser(*m_settings, m_connection, m_toolBar);
    m_chooser->setObjectName(u"connectionChooser"_s);
    // As wide as its profiles' names need, not the whole toolbar: the actions come first.
    m_chooser->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_chooser->setMaximumWidth(360);
    m_toolBar->addWidget(m_chooser);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_runAction);
    m_toolBar->addAction(m_cancelAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_startSessionAction);
    m_toolBar->addAction(m_openRunAction);
    connect(m_chooser, &ConnectionChooser::connectionChosen, this, &MainWindow::onConnectionChosen);

    m_composer = new ComposerPanel(*m_settings, m_connection, this);
    m_composer->setObjectName(u"composerPanel"_s);
    m_composer->setToolsEditorFactory([this] {
        auto* editor = new ToolListEditor;
        editor->setObjectName(u"toolListEditor"_s);
        editor->setDocument(m_composer->document());
        // Its splitter as the last session left it (restoreLayout() ran before it existed).
        restoreSplitters(editor);
        return editor;
    });
    connect(m_composer, &ComposerPanel::toolFieldRequested, this, [this](const QString& path) {
        if (ToolListEditor* editor = toolsEditor())
            editor->selectTool(toolIndexOf(path), path);
    });
    connect(m_composer, &ComposerPanel::validityChanged, this, [this] { updateRunState(); });
    connect(m_composer, &ComposerPanel::runRequested, this, [this] { startRun(); });
    connect(m_composer, &ComposerPanel::modificationChanged, this, [this] { updateWindowTitle(); });
    connect(m_composer, &ComposerPanel::fileChanged, this, [this] { updateWindowTitle(); });
    // Ctrl+Enter is the window's Run action; the panel's would make it ambiguous.
    m_composer->setRunShortcutEnabled(false);
    // The composer's Open / Save / Save As are the File menu's, and work from anywhere in the
    // window; they keep their texts up to date themselves.
    m_openSpecAction = m_composer->openAction();
    m_saveSpecAction = m_composer->saveAction();
    m_saveSpecAsAction = m_composer->saveAsAction();
    for (QAction* action : {m_openSpecAction, m_saveSpecAction, m_saveSpecAsAction})
        action->setShortcutContext(Qt::WindowShortcut);

    m_sessionPanel = new SessionPanel(this);
    m_sessionPanel->setObjectName(u"sessionPanel"_s);
    m_sessionPanel->setSpecProvider([this] {
        m_composer->flushPendingEdits();
        return std::optional<QJsonObject>(m_composer->document()->spec());
    });
    connect(m_sessionPanel, &SessionPanel::startSessionRequested, this, [this] { startSession(); });
    connect(m_sessionPanel, &SessionPanel::openSessionRequested, this,
            &MainWindow::onOpenSessionTriggered);
    connect(m_sessionPanel, &SessionPanel::runActivated, this, [this](const QString& runId) {
        if (m_session) {
            const QList<RunController*> runs = m_session->runs();
            for (RunController* run : runs) {
                if (run->runId() == runId) {
                    showRun(run);
                    return;
                }
            }
        }
        openRun(runId);
    });

    m_leftTabs = new QTabWidget(this);
    m_leftTabs->setObjectName(u"leftTabs"_s);
    m_leftTabs->addTab(m_composer, QString());
    m_leftTabs->addTab(m_sessionPanel, QString());

    m_timelineView = new TimelineView(this);
    m_timelineView->setObjectName(u"timelineView"_s);

    // The replay controls sit above the timeline while a capture is shown.
    m_replayBar = new ReplayBar(this);
    m_replayBar->setObjectName(u"replayBar"_s);
    m_replayBar->setActions(m_playPauseAction, m_stepAction);
    m_replayBar->setSpeed(m_settings->value(kReplaySpeedKey, CaptureRunSource::Instant).toDouble());
    m_replayBar->hide();
    connect(m_replayBar, &ReplayBar::speedChosen, this, [this](double speed) {
        m_settings->setValue(kReplaySpeedKey, speed);
        if (CaptureRunSource* capture = shownCapture(); capture && !capture->isPaused())
            capture->setSpeed(speed);
    });
    connect(m_replayBar, &ReplayBar::scrubRequested, this, [this](qint64 records) {
        if (CaptureRunSource* capture = shownCapture();
            capture && records != capture->recordsHandedOn())
            scrubTo(records);
    });
    auto* timelineColumn = new QWidget(this);
    timelineColumn->setObjectName(u"timelineColumn"_s);
    auto* columnLayout = new QVBoxLayout(timelineColumn);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->setSpacing(0);
    columnLayout->addWidget(m_replayBar);
    columnLayout->addWidget(m_timelineView, 1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"centralSplitter"_s);
    splitter->addWidget(m_leftTabs);
    splitter->addWidget(timelineColumn);
    // The composer's forms need about 600 px (German labels included); the timeline takes
    // what a larger screen adds.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 360});
    setCentralWidget(splitter);

    // The inspector is made at once although it starts tabbed behind the pending calls: its size
    // hint sets how the right dock area is shared between the two tab groups.
    m_inspector = new EventInspector(this);
    m_inspector->setObjectName(u"eventInspector"_s);
    m_pendingPanel = new PendingCallsPanel(this);
    m_pendingPanel->setObjectName(u"pendingCallsPanel"_s);
    m_summaryPanel = new RunSummaryPanel(this);
    m_summaryPanel->setObjectName(u"runSummaryPanel"_s);
    m_notesPanel = new ProtocolNotesPanel(this);
    m_notesPanel->setObjectName(u"protocolNotesPanel"_s);

    m_pendingDock = addDock(m_pendingPanel, u"pendingCallsDock"_s, Qt::RightDockWidgetArea);
    m_summaryDock = addDock(m_summaryPanel, u"runSummaryDock"_s, Qt::RightDockWidgetArea);
    // The plan is made when its dock is first shown (ensurePlanPanel()); its size hint is below
    // the run summary's, which it is tabbed with, so the layout does not change.
    m_planDock = addDock(nullptr, u"taskPlanDock"_s, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_summaryDock, m_planDock);
    m_summaryDock->raise();
    m_inspectorDock = addDock(m_inspector, u"eventInspectorDock"_s, Qt::RightDockWidgetArea);
    connect(m_planDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            ensurePlanPanel();
    });
    tabifyDockWidget(m_pendingDock, m_inspectorDock);
    m_pendingDock->raise();
    m_handlersPanel = new LocalHandlersPanel(this);
    m_handlersPanel->setObjectName(u"localHandlersPanel"_s);
    m_handlersDock = addDock(m_handlersPanel, u"localHandlersDock"_s, Qt::RightDockWidgetArea);
    tabifyDockWidget(m_inspectorDock, m_handlersDock);
    m_pendingDock->raise();
    watchHandlers(m_handlersPanel->session());
    connect(m_handlersPanel, &LocalHandlersPanel::sessionReplaced, this,
            &MainWindow::watchHandlers);
    watchLauncher();
    m_handlerTicker = new QTimer(this);
    m_handlerTicker->setInterval(200);
    connect(m_handlerTicker, &QTimer::timeout, this, &MainWindow::updateHandlerProgress);

    m_notesDock = addDock(m_notesPanel, u"protocolNotesDock"_s, Qt::BottomDockWidgetArea);
    resizeDocks({m_notesDock}, {140}, Qt::Vertical);
    // The run library: hidden until asked for (View → Run Library, Ctrl+Shift+L).
    m_libraryDock = new RunLibraryDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_libraryDock);
    m_libraryDock->hide();
    m_recorder = new RunRecorder(nullptr, this);
    connect(m_recorder, &RunRecorder::recordFailed, this,
            [this](const QString& runId, const QString& message) {
                showStatus(tr("Run %1 was not added to the run library: %2").arg(runId, message));
            });
    connect(m_libraryDock, &RunLibraryDock::captureOpenRequested, this,
            [this](const QString& path) { openCapture(path); });
    connect(m_libraryDock, &RunLibraryDock::compareRequested, this, &MainWindow::openCompareWindow);
    connect(
        m_libraryDock, &RunLibraryDock::runOpenRequested, this,
        [this](const QString& runId, const QString& connection, const QUrl& baseUrl) {
            // A run is opened by id on the connection it ran on.
            if (!baseUrl.isEmpty() && m_connection.baseUrl() != baseUrl) {
                showStatus(
                    tr("Run %1 ran on %2; connect to it to open the run.").arg(runId, connection));
                return;
            }
            openRun(runId);
        });
    resizeDocks({m_pendingDock}, {320}, Qt::Horizontal);
    // No room for notes until there are some (updateNotesDock()).
    m_notesDock->hide();
    // The charts are made when the dock is first shown (ensureChartsView()).
    m_chartsDock = addDock(nullptr, u"chartsDock"_s, Qt::BottomDockWidgetArea);
    m_chartsDock->hide(); // opened from the View menu
    connect(m_chartsDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            ensureChartsView();
    });
    connect(m_chartsDock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (shown && m_chartsDock->height() < 300) // a few lanes of the waterfall, at least
            resizeDocks({m_chartsDock}, {300}, Qt::Vertical);
    });
    connect(m_notesPanel, &ProtocolNotesPanel::countsChanged, this,
            [this](int errors, int warnings, int infos) {
                updateNotesDock(errors + warnings + infos);
            });
    connect(m_notesDock->toggleViewAction(), &QAction::triggered, this,
            [this] { m_notesDockUserSet = true; });
    connect(m_notesDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closed with its own button while the window is up: the user's choice for this run.
        if (!visible && !m_settingNotesDock && isVisible() && m_notesDock->isHidden())
            m_notesDockUserSet = true;
    });

    // The inspector follows the current row; it is brought forward only when the user asks to
    // look at a row (a click, Enter), never by the focus or the arrow keys moving, which would
    // hide the pending calls behind it.
    connect(m_timelineView, &TimelineView::rowSelected, m_inspector, &EventInspector::showRow);
    connect(m_timelineView, &TimelineView::rowActivated, this, [this] {
        if (!m_pendingDock->isHidden() && m_inspectorDock->visibleRegion().isEmpty())
            m_inspectorDock->raise();
    });
    connect(m_timelineView, &TimelineView::answerRequested, this,
            &MainWindow::onTimelineAnswerRequested);
    connect(m_notesPanel, &ProtocolNotesPanel::jumpRequested, m_timelineView,
            &TimelineView::selectTimelineRow);
    connect(m_notesPanel, &ProtocolNotesPanel::showRequested, this, [this] {
        m_notesDockUserSet = true;
        m_notesDock->show();
        m_notesDock->raise();
    });
    connect(m_pendingPanel, &PendingCallsPanel::jumpRequested, m_timelineView,
            &TimelineView::selectTimelineRow);
    connect(m_pendingPanel, &PendingCallsPanel::answerRequested, this,
            &MainWindow::onAnswerRequested);
    connect(m_pendingPanel, &PendingCallsPanel::rejectRequested, this,
            &MainWindow::onRejectRequested);
    connect(m_pendingPanel, &PendingCallsPanel::resendRequested, this,
            &MainWindow::onResendRequested);
    connect(m_pendingPanel, &PendingCallsPanel::approveRequested, this,
            &MainWindow::onApproveRequested);
    connect(m_pendingPanel, &PendingCallsPanel::reviewRequested, this,
            &MainWindow::onReviewRequested);
    connect(m_pendingPanel, &PendingCallsPanel::logRequested, this, &MainWindow::onLogRequested);

    m_runStateLabel = new QLabel(this);
    m_runStateLabel->setObjectName(u"runStateLabel"_s);
    statusBar()->addPermanentWidget(m_runStateLabel);
    m_notesLabel = m_notesPanel->createStatusLabel(this);
    m_notesLabel->setObjectName(u"notesCountLabel"_s);
    statusBar()->addPermanentWidget(m_notesLabel);
    m_connectionLabel = new ElidedLabel(this);
    m_connectionLabel->setObjectName(u"connectionLabel"_s);
    statusBar()->addPermanentWidget(m_connectionLabel);
    createPanelShortcuts();
}

void MainWindow::showStatus(const QString& message, int timeoutMs)
{
    // The status bar says what is true now; what it said before is kept in the Protocol Notes.
    statusBar()->showMessage(message, timeoutMs);
    if (message.isEmpty() || message == m_lastStatusMessage)
        return;
    m_lastStatusMessage = message;
    ProtocolNote note;
    note.severity = Severity::Info;
    note.category = ProtocolNote::Category::StatusMessage;
    note.message = message;
    note.detail = QDateTime::currentDateTime().toString(Qt::ISODate);
    (m_run ? m_run->timeline() : m_emptyTimeline)->addNote(note);
}

void MainWindow::createPanelShortcuts()
{
    m_dockOrder = {m_pendingDock, m_inspectorDock, m_handlersDock,
                   m_summaryDock, m_planDock,      m_notesDock};
    const QStringList names = {
        u"actionGoToSpec"_s,         u"actionGoToSession"_s,        u"actionGoToTimeline"_s,
        u"actionGoToPendingCalls"_s, u"actionGoToEventInspector"_s, u"actionGoToLocalHandlers"_s,
        u"actionGoToRunSummary"_s,   u"actionGoToTaskPlan"_s,       u"actionGoToProtocolNotes"_s};
    for (int i = 0; i < names.size(); ++i) {
        auto* action = new QAction(this);
        action->setObjectName(names.at(i));
        action->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, i] { goToPanel(i); });
        addAction(action);
        m_goToActions << action;
    }
    const auto cycleKeys = [](QWidget* scope, const std::function<void(int)>& cycle) {
        for (const auto& [key, step] : {std::pair{Qt::Key_PageDown, 1}, {Qt::Key_PageUp, -1}}) {
            auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | key), scope);
            shortcut->setContext(Qt::WidgetWithChildrenShortcut);
            connect(shortcut, &QShortcut::activated, scope, [cycle, step] { cycle(step); });
        }
    };
    cycleKeys(m_leftTabs, [this](int step) {
        const int count = m_leftTabs->count();
        m_leftTabs->setCurrentIndex((m_leftTabs->currentIndex() + step + count) % count);
        focusInto(m_leftTabs->currentWidget());
    });
    for (QDockWidget* dock : std::as_const(m_dockOrder))
        cycleKeys(dock, [this, dock](int step) { cycleDockTab(dock, step); });
}

void MainWindow::goToPanel(int index)
{
    if (index == 0 || index == 1) {
        m_leftTabs->setCurrentIndex(index);
        focusInto(m_leftTabs->currentWidget());
        return;
    }
    if (index == 2) {
        m_timelineView->listView()->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    QDockWidget* dock = m_dockOrder.value(index - 3);
    if (!dock)
        return;
    dock->show();
    dock->raise();
    focusInto(dockContent(dock));
}

void MainWindow::cycleDockTab(QDockWidget* dock, int step)
{
    // The dock and those tabbed with it, in the window's order of docks.
    QList<QDockWidget*> group;
    const QList<QDockWidget*> tabbed = tabifiedDockWidgets(dock);
    for (QDockWidget* candidate : std::as_const(m_dockOrder)) {
        if ((candidate == dock || tabbed.contains(candidate)) && !candidate->isHidden())
            group << candidate;
    }
    if (group.size() < 2)
        return;
    const int at = static_cast<int>(group.indexOf(dock));
    const int count = static_cast<int>(group.size());
    QDockWidget* next = group.at((at + step + count) % count);
    next->raise();
    focusInto(dockContent(next));
}

void MainWindow::focusInto(QWidget* area)
{
    if (!area)
        return;
    QWidget* target = area;
    if (!(area->focusPolicy() & Qt::TabFocus)) {
        for (QWidget* w = area->nextInFocusChain(); w && w != area; w = w->nextInFocusChain()) {
            if (area->isAncestorOf(w) && w->isVisible() && w->isEnabled() &&
                (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy()) {
                target = w;
                break;
            }
        }
    }
    target->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::onTimelineAnswerRequested(const QString& toolUseId)
{
    if (!m_run || !m_run->canAnswer()) {
        showStatus(tr("This run cannot be answered from here."));
        return;
    }
    // The card stays in sight behind the dialog: its countdown and the other calls.
    m_pendingDock->show();
    m_pendingDock->raise();
    m_pendingPanel->openAnswerDialog(toolUseId);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(u"menuFile"_s);
    for (QAction* action : {m_openSpecAction, m_saveSpecAction, m_saveSpecAsAction}) {
        if (action)
            m_fileMenu->addAction(action);
    }
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_openRunAction);
    m_recentRunsMenu = m_fileMenu->addMenu(QString());
    m_recentRunsMenu->setObjectName(u"menuRecentRuns"_s);
    connect(m_recentRunsMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentRunsMenu);
    fillRecentRunsMenu();
    m_fileMenu->addAction(m_openCaptureAction);
    m_recentCapturesMenu = m_fileMenu->addMenu(QString());
    m_recentCapturesMenu->setObjectName(u"menuRecentCaptures"_s);
    connect(m_recentCapturesMenu, &QMenu::aboutToShow, this,
            [this] { fillRecentCapturesMenu(true); });
    fillRecentCapturesMenu();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(u"menuExport"_s);
    for (const auto& [name, format] :
         {std::pair{"actionExportHtml", RunExport::Format::Html},
          std::pair{"actionExportMarkdown", RunExport::Format::Markdown},
          std::pair{"actionExportEvents", RunExport::Format::EventsJsonl},
          std::pair{"actionExportSpecJson", RunExport::Format::SpecJson},
          std::pair{"actionExportSpecCurl", RunExport::Format::SpecCurl}}) {
        QAction* action = m_exportMenu->addAction(QString());
        action->setObjectName(QLatin1StringView(name));
        action->setData(int(format));
    }
    connect(m_exportMenu, &QMenu::aboutToShow, this, [this] {
        for (QAction* action : m_exportMenu->actions())
            action->setEnabled(m_run != nullptr);
    });
    connect(m_exportMenu, &QMenu::triggered, this, &MainWindow::onExportTriggered);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    // The timeline's row actions (also its rows' context menu): they act on the selected rows.
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(u"menuEdit"_s);
    const QList<QAction*> rowActions = m_timelineView->rowActions();
    for (int i = 0; i < rowActions.size(); ++i) {
        if (i == 4) // after the Copy actions
            m_editMenu->addSeparator();
        m_editMenu->addAction(rowActions[i]);
    }
    connect(m_editMenu, &QMenu::aboutToShow, m_timelineView, &TimelineView::updateRowActions);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);

    m_runMenu = menuBar()->addMenu(QString());
    m_runMenu->setObjectName(u"menuRun"_s);
    m_runMenu->addAction(m_runAction);
    m_runMenu->addAction(m_cancelAction);
    m_runMenu->addAction(m_rerunAction);
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_playPauseAction);
    m_runMenu->addAction(m_stepAction);
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_startSessionAction);
    m_runMenu->addAction(m_openSessionAction);
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_compareAction);
    m_runMenu->addAction(m_recordedAnswersAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(u"menuView"_s);
    m_viewMenu->addAction(m_statusBarAction);
    m_viewMenu->addAction(m_fullScreenAction);
    m_goToMenu = m_viewMenu->addMenu(QString());
    m_goToMenu->setObjectName(u"menuGoTo"_s);
    m_goToMenu->addActions(m_goToActions);
    m_viewMenu->addSeparator();
    for (QDockWidget* dock : {m_pendingDock, m_inspectorDock, m_summaryDock, m_planDock,
                              m_handlersDock, m_notesDock, m_chartsDock}) {
        m_viewMenu->addAction(dock->toggleViewAction());
    }
    m_viewMenu->addSeparator();
    QAction* showLibrary = m_libraryDock->toggleViewAction();
    showLibrary->setObjectName(u"actionShowRunLibrary"_s);
    showLibrary->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(showLibrary, &QAction::triggered, this, [this](bool shown) {
        if (!shown)
            return;
        m_libraryDock->raise();
        m_libraryDock->searchField()->setFocus(Qt::ShortcutFocusReason);
    });
    m_viewMenu->addAction(showLibrary);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(u"menuHelp"_s);
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    updateWindowTitle();
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    m_openRunAction->setText(tr("Open R&un…"));
    m_openRunAction->setToolTip(
        tr("Open a run by its id: its whole event log, then the live tail if it is running"));
    m_recentRunsMenu->setTitle(tr("Re&cent Runs"));
    fillRecentRunsMenu();
    m_exportMenu->setTitle(tr("E&xport"));
    const QStringList exportTexts = {tr("&HTML Report…"), tr("&Markdown…"),
                                     tr("Raw &Events (JSONL)…"), tr("&Spec (JSON)…"),
                                     tr("Spec as &curl…")};
    for (int i = 0; i < m_exportMenu->actions().size(); ++i)
        m_exportMenu->actions().at(i)->setText(exportTexts.value(i));
    m_quitAction->setText(tr("&Quit"));
    m_openCaptureAction->setText(tr("Open Cap&ture…"));
    m_openCaptureAction->setToolTip(tr("Open a capture file (.mxrun) and replay it"));
    m_recentCapturesMenu->setTitle(tr("Recent Captu&res"));
    fillRecentCapturesMenu();
    m_stepAction->setText(tr("S&tep Replay"));
    m_stepAction->setToolTip(tr("Hand on the next record of the capture (%1)")
                                 .arg(m_stepAction->shortcut().toString(QKeySequence::NativeText)));
    m_rerunAction->setText(tr("Re-ru&n"));
    m_rerunAction->setToolTip(tr("Load the shown run's spec into the editor, to change it and "
                                 "run it again"));
    m_preferencesAction->setText(tr("Prefe&rences…"));
    updateReplayActions();
    m_runAction->setText(tr("&Run"));
    m_runAction->setToolTip(tr("Run the spec in the editor (%1)")
                                .arg(m_runAction->shortcut().toString(QKeySequence::NativeText)));
    m_cancelAction->setText(tr("&Cancel Run"));
    m_cancelAction->setToolTip(
        tr("Ask the server to cancel the run (%1)")
            .arg(m_cancelAction->shortcut().toString(QKeySequence::NativeText)));
    m_goToMenu->setTitle(tr("&Go To"));
    const QStringList goToTexts = {
        tr("&Spec"),          tr("S&ession"),         tr("&Timeline"),
        tr("&Pending Calls"), tr("Event &Inspector"), tr("&Local Handlers"),
        tr("Run S&ummary"),   tr("Task Pl&an"),       tr("Protocol &Notes")};
    for (int i = 0; i < m_goToActions.size(); ++i)
        m_goToActions.at(i)->setText(goToTexts.value(i));
    m_startSessionAction->setText(tr("Start &Session"));
    m_startSessionAction->setToolTip(
        tr("Create a session with the spec in the editor as its defaults"));
    m_openSessionAction->setText(tr("Open S&ession…"));
    m_compareAction->setText(tr("Co&mpare Runs…"));
    m_compareAction->setToolTip(tr("Compare two captured runs: specs, summaries and timelines"));
    m_recordedAnswersAction->setText(tr("Re-run with Recorded &Answers…"));
    m_recordedAnswersAction->setToolTip(
        tr("Answer the local tool calls of the next run with the answers a capture recorded, "
           "where the tool and arguments match"));
    m_statusBarAction->setText(tr("Show &Status Bar"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_aboutAction->setText(tr("&About MANTYX Run Inspector"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_leftTabs->setTabText(0, tr("Spec"));
    m_leftTabs->setTabText(1, tr("Session"));
    m_pendingDock->setWindowTitle(tr("Pending Calls"));
    m_inspectorDock->setWindowTitle(tr("Event Inspector"));
    m_summaryDock->setWindowTitle(tr("Run Summary"));
    m_planDock->setWindowTitle(tr("Task Plan"));
    m_notesDock->setWindowTitle(tr("Protocol Notes"));
    m_handlersDock->setWindowTitle(tr("Local Handlers"));
    m_chartsDock->setWindowTitle(tr("Charts"));
    updateConnectionLabel();
    updateRunState();
}

void MainWindow::updateWindowTitle()
{
    // "[*]" shows the composer's unsaved changes.
    const QString file = m_composer ? m_composer->currentFile() : QString();
    const QString spec = file.isEmpty() ? tr("Untitled spec") : QFileInfo(file).fileName();
    if (m_run && !m_run->runId().isEmpty())
        setWindowTitle(tr("%1 — %2[*] — MANTYX Run Inspector").arg(m_run->runId(), spec));
    else
        setWindowTitle(tr("%1[*] — MANTYX Run Inspector").arg(spec));
    setWindowModified(m_composer && m_composer->isModified());
}

void MainWindow::setBuiltInSandbox(const QUrl& baseUrl, const QString& workspace,
                                   const QString& apiKey)
{
    m_connection.setBuiltInSandbox(baseUrl, workspace, apiKey);
}

void MainWindow::setRunLibrary(RunLibrary* library, const QString& problem)
{
    m_recorder->setLibrary(library);
    m_libraryDock->setLibrary(library, problem);
}

ApiClient* MainWindow::apiClient() const
{
    return m_connection.client();
}

void MainWindow::onConnectionChosen(const ConnectionChoice& choice)
{
    // The chooser has already asked about plain http.
    if (choice.isSandbox)
        m_connection.connectToSandbox();
    else
        m_connection.connectTo(choice.profile);
}

void MainWindow::updateConnectionLabel()
{
    const QString name = m_connection.connectionName();
    const QString url = m_connection.baseUrl().toDisplayString();
    QString text;
    QString style;
    switch (m_connection.state()) {
    case ConnectionService::State::Disconnected:
        text = tr("Not connected");
        break;
    case ConnectionService::State::Connecting:
        if (url.isEmpty() && m_connection.connectionKey() == ConnectionService::sandboxKey() &&
            m_connection.isBuiltInSandboxStarting())
            text = tr("Starting the built-in sandbox…");
        else
            text = url.isEmpty() ? tr("Connecting to %1…").arg(name)
                                 : tr("Connecting to %1 at %2…").arg(name, url);
        break;
    case ConnectionService::State::Connected:
        text = tr("Connected to %1 at %2").arg(name, url);
        style = toneStyleSheet(Tone::Success, palette());
        break;
    case ConnectionService::State::Failed:
        text = url.isEmpty() ? tr("Not connected") : tr("Not connected to %1 at %2").arg(name, url);
        style = toneStyleSheet(Tone::Failure, palette());
        break;
    }
    m_connectionLabel->setFullText(text, m_connection.problem());
    m_connectionLabel->setStyleSheet(style);
}

void MainWindow::onConnectionStateChanged()
{
    updateConnectionLabel();
    const QString name = m_connection.connectionName();
    switch (m_connection.state()) {
    case ConnectionService::State::Disconnected:
    case ConnectionService::State::Connecting:
    case ConnectionService::State::Connected:
        // What the status bar said was about the connection before, or a run on it.
        clearStaleStatus();
        break;
    case ConnectionService::State::Failed:
        switch (m_connection.failure()) {
        case ConnectionService::Failure::NotSignedIn:
            showStatus(tr("Not signed in to %1: open Manage… and Sign in.").arg(name));
            break;
        case ConnectionService::Failure::NoSandbox:
        case ConnectionService::Failure::NoCredential:
            showStatus(m_connection.problem());
            break;
        case ConnectionService::Failure::ServerRefused:
        case ConnectionService::Failure::Unreachable:
        case ConnectionService::Failure::None:
            showStatus(tr("Could not connect to %1: %2").arg(name, m_connection.problem()));
            break;
        }
        break;
    }
    // Local handlers are configured per connection ("sandbox", or the profile's id).
    if (m_connection.state() == ConnectionService::State::Connecting)
        m_handlersPanel->setProfileKey(m_connection.connectionKey());
    fillRecentRunsMenu(); // recent runs are kept per connection too
    m_composer->setConnection(m_connection.baseUrl(), m_connection.workspace());
    updateRunState();
    if (!m_pendingRunId.isEmpty() && m_connection.state() != ConnectionService::State::Connecting)
        openRun(m_pendingRunId);
}

void MainWindow::clearStaleStatus()
{
    statusBar()->clearMessage();
}

QJsonArray MainWindow::modelCatalog() const
{
    return m_connection.models();
}

void MainWindow::onModelsChanged()
{
    // A run keeps the prices it was shown with when the connection goes away or changes.
    if (m_connection.models().isEmpty())
        return;
    if (RunLibrary* library = m_recorder->library())
        library->setModelCatalog(m_connection.models()); // the cost of imported captures
    if (m_run)
        m_run->timeline()->setModelCatalog(m_connection.models());
    if (m_openingRun)
        m_openingRun->timeline()->setModelCatalog(m_connection.models());
}

bool MainWindow::startRun()
{
    if (!m_connection.hasServer()) {
        showStatus(tr("Choose a connection first."));
        return false;
    }
    // A message about an earlier run (a cancel, a 404) is not about this one.
    clearStaleStatus();
    m_launchNotes.clear();
    m_composer->flushPendingEdits();
    if (!m_composer->canRun()) {
        showStatus(tr("The spec has errors; fix them before running."));
        return false;
    }
    applyCaptureOptions();
    // With local handlers, the launcher starts them first and puts their refs into the spec.
    return m_launcher->launch(m_composer->document()->spec());
}

bool MainWindow::openRun(const QString& runId)
{
    const QString id = runId.trimmed();
    if (!id.isEmpty() && !m_connection.hasServer() &&
        m_connection.state() == ConnectionService::State::Connecting) {
        // The remembered profile's credential is still being read (--run at start-up).
        m_pendingRunId = id;
        return true;
    }
    m_pendingRunId.clear();
    if (id.isEmpty() || !m_connection.hasServer()) {
        showStatus(tr("Choose a connection and give a run id."));
        return false;
    }
    clearStaleStatus();
    m_launchNotes.clear();
    if (!m_launcher->open(id))
        return false;
    if (m_openingRun)
        showStatus(tr("Opening run %1…").arg(id));
    return true;
}

bool MainWindow::answerNextRunFrom(const QString& capturePath)
{
    QString error;
    const std::optional<CaptureReader::File> capture = CaptureReader::readFile(capturePath, &error);
    const QString file = QFileInfo(capturePath).fileName();
    if (!capture) {
        showStatus(tr("%1 cannot be used for answers: %2").arg(file, error));
        return false;
    }
    AnswerBook book = AnswerBook::fromCapture(*capture);
    if (book.recordedCount() == 0) {
        showStatus(tr("%1 recorded no answers to local tool calls.").arg(file));
        return false;
    }
    const int count = static_cast<int>(book.recordedCount());
    if (BookAnswerer* previous = m_armedAnswers.data())
        previous->deleteLater();
    m_armedAnswers = new BookAnswerer(std::move(book), file, this);
    showStatus(
        tr("The local tool calls of the next run are answered from %1 (%n recorded answer(s)) "
           "where the tool and arguments match.",
           nullptr, count)
            .arg(file));
    return true;
}

QStringList MainWindow::recentRuns() const
{
    return m_recentRuns.runs(m_connection.connectionKey());
}

void MainWindow::rememberRun(const QString& runId)
{
    m_recentRuns.add(m_connection.connectionKey(), runId);
    fillRecentRunsMenu();
}

void MainWindow::onExportTriggered(QAction* action)
{
    if (!m_run)
        return;
    const auto format = static_cast<RunExport::Format>(action->data().toInt());
    RunExport::Info info;
    info.runId = m_run->runId();
    info.sessionId = m_run->sessionId();
    info.spec = m_run->source()->spec();
    const auto* capture = qobject_cast<const CaptureRunSource*>(m_run->source());
    if (capture && capture->header()) {
        // A capture says where it was recorded: not the connection this window has now.
        info.baseUrl = capture->header()->baseUrl;
        info.workspace = capture->header()->workspace;
        info.createdAt = capture->header()->createdAt;
    } else if (const ApiClient* client = m_connection.client()) {
        info.baseUrl = client->baseUrl();
        info.workspace = client->workspace();
    }
    if (const qint64 first = m_run->timeline()->firstReceivedMs();
        !info.createdAt.isValid() && first >= 0)
        info.createdAt = QDateTime::fromMSecsSinceEpoch(first, Qt::UTC);
    QString error;
    const std::optional<QByteArray> bytes = RunExport::render(
        format, *m_run->timeline(), info, SvgChart::forRun(*m_run->timeline()), &error);
    if (!bytes) {
        QMessageBox::warning(this, tr("Export"), error);
        return;
    }
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(RunExport::suggestedFileName(info.runId, format));
    const QString path = QFileDialog::getSaveFileName(this, action->text().remove(u'&'), suggested);
    if (path.isEmpty())
        return;
    if (!RunExport::writeFile(path, *bytes, &error)) {
        QMessageBox::warning(this, tr("Export"), error);
        return;
    }
    showStatus(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::fillRecentRunsMenu()
{
    if (!m_recentRunsMenu)
        return;
    m_recentRunsMenu->clear();
    const QStringList runs = recentRuns();
    const bool connected = m_connection.hasServer();
    for (const QString& runId : runs) {
        QAction* action = m_recentRunsMenu->addAction(runId);
        action->setData(runId);
        action->setEnabled(connected);
        connect(action, &QAction::triggered, this, [this, runId] { openRun(runId); });
    }
    if (runs.isEmpty()) {
        QAction* none = m_recentRunsMenu->addAction(tr("No recent runs on this connection"));
        none->setEnabled(false);
        return;
    }
    m_recentRunsMenu->addSeparator();
    QAction* clear = m_recentRunsMenu->addAction(tr("Clear Recent Runs"));
    clear->setObjectName(u"actionClearRecentRuns"_s);
    connect(clear, &QAction::triggered, this, [this] {
        m_recentRuns.clear(m_connection.connectionKey());
        fillRecentRunsMenu();
    });
}

void MainWindow::watchLauncher()
{
    connect(m_launcher, &RunLauncher::handlersStartRequested, this,
            [this] { showStatus(tr("Starting the local handlers…")); });
    connect(m_launcher, &RunLauncher::specPrepared, this,
            [this](const QJsonObject&, const QStringList& notes) {
                m_launchNotes = notes.join(u' ');
                if (!notes.isEmpty())
                    showStatus(m_launchNotes, 10000);
            });
    connect(
        m_launcher, &RunLauncher::launchFailed, this,
        [this](RunLauncher::Failure failure, const QString& reason) {
            switch (failure) {
            case RunLauncher::Failure::HandlersFailed:
                showStatus(tr("The run was not started: a local handler failed: %1").arg(reason));
                break;
            case RunLauncher::Failure::SpecDoesNotFit:
                showStatus(tr("The local handlers do not fit the spec: %1").arg(reason));
                break;
            case RunLauncher::Failure::SpecInvalid:
                showStatus(tr("The run was not started: with the local handlers' tools the spec "
                              "has an error: %1")
                               .arg(reason));
                break;
            case RunLauncher::Failure::CaptureFailed:
                showStatus(reason);
                break;
            }
        });
    connect(m_launcher, &RunLauncher::controllerCreated, this, [this](RunController* run) {
        // "Starting the local handlers…" is over; the launch's notes still hold.
        if (m_launchNotes.isEmpty())
            clearStaleStatus();
        run->setParent(this);
        if (qobject_cast<LiveRunSource*>(run->source()))
            run->timeline()->setOutputSchema(outputSchemaOf(run->source()->spec()));
        run->timeline()->setModelCatalog(m_connection.models());
        if (qobject_cast<CaptureRunSource*>(run->source())) {
            onCaptureOpened(run, std::exchange(m_scrubbing, false));
            return;
        }
        if (!qobject_cast<ServerRunSource*>(run->source())) {
            adoptRun(run);
            showRun(run);
            // The run is what the user looks at now: the keyboard goes to its timeline, not to
            // the editor the spec was last typed in.
            m_timelineView->listView()->setFocus(Qt::OtherFocusReason);
            return;
        }
        // A run opened by id replaces the one shown only once the server confirmed it exists
        // (its snapshot, or its stream answering): a mistyped id keeps what was shown.
        if (RunController* previous = m_openingRun.data()) {
            previous->stop();
            previous->deleteLater();
        }
        m_openingRun = run;
        connect(run, &RunController::runIdAssigned, this, [this, run] {
            if (run != m_openingRun)
                return;
            m_openingRun = nullptr;
            statusBar()->clearMessage();
            adoptRun(run);
            showRun(run);
            // The run is what the user looks at now: the keyboard goes to its timeline, not to
            // the editor the spec was last typed in.
            m_timelineView->listView()->setFocus(Qt::OtherFocusReason);
        });
    });
    connect(
        m_launcher, &RunLauncher::openFailed, this,
        [this](const QString& runId, const QString& message, const std::optional<ApiError>& error) {
            if (RunController* run = m_openingRun.data()) {
                m_openingRun = nullptr;
                run->deleteLater();
            }
            // An id the server does not know is not worth offering again.
            if (error && error->httpStatus == 404) {
                m_recentRuns.remove(m_connection.connectionKey(), runId);
                fillRecentRunsMenu();
            }
            showStatus(tr("Run %1 was not opened: %2").arg(runId, message));
        });
    connect(m_launcher, &RunLauncher::controllerCreated, this, [this](RunController* run) {
        // Re-run with Recorded Answers: the book answers before any local handler is offered
        // the calls, and lives as long as the run.
        BookAnswerer* answers = m_armedAnswers.data();
        if (!answers || !qobject_cast<LiveRunSource*>(run->source()))
            return;
        m_armedAnswers = nullptr;
        answers->setParent(run);
        answers->attach(run);
        const QString file = answers->source();
        connect(answers, &BookAnswerer::callAnswered, this, [this, file](const QString& id) {
            m_pendingPanel->setHandlerProgress(id, tr("Answered from recorded run %1").arg(file));
        });
        connect(answers, &BookAnswerer::callUnmatched, this, [this, file](const QString& id) {
            m_pendingPanel->setHandlerProgress(
                id, tr("%1 recorded no answer for this tool with these arguments: answer it "
                       "yourself.")
                        .arg(file));
        });
    });
    connect(m_launcher, &RunLauncher::captureNotStarted, this,
            [this](RunController*, const QString&, const QString& reason) {
                showStatus(tr("The run is not being recorded: %1").arg(reason), 15000);
            });
    connect(m_launcher, &RunLauncher::callsLeftUnhandled, this, [this] {
        // Handlers configured but not running (a run opened by id): hand answers only, say so.
        showStatus(tr("A local tool call arrived; start the local handlers to run it with them."),
                   10000);
    });
}

void MainWindow::adoptRun(RunController* run)
{
    // One run is followed at a time outside a session; the previous one is let go (the run
    // itself goes on on the server).
    if (m_run && m_run->parent() == this) {
        RunController* old = m_run;
        if (!old->isFinished())
            old->stop();
        old->deleteLater();
    }
    connect(run, &RunController::statusChanged, this, [this, run] {
        if (run == m_run)
            updateRunState();
    });
    // A capture's run may be of another server: it is offered under Recent Captures instead.
    const bool remember = qobject_cast<CaptureRunSource*>(run->source()) == nullptr;
    connect(run, &RunController::runIdAssigned, this, [this, run, remember](const QString& runId) {
        if (remember)
            rememberRun(runId);
        if (run == m_run) {
            updateWindowTitle();
            m_summaryPanel->setRunId(runId);
        }
    });
    if (remember && !run->runId().isEmpty())
        rememberRun(run->runId());
    // Into the run library once it finishes, under the connection it runs on now.
    m_recorder->watch(run, m_connection.connectionName(), m_connection.baseUrl(),
                      m_connection.workspace());
    connect(run, &RunController::finished, this, [this, run] {
        if (run != m_run)
            return;
        updateRunState();
        // A control that went away with the run (Cancel) leaves the keyboard on the timeline.
        const QWidget* focus = focusWidget();
        if (!focus || !focus->isVisible() || !focus->isEnabled())
            m_timelineView->listView()->setFocus(Qt::OtherFocusReason);
    });
    connect(run, &RunController::callArrived, this, &MainWindow::onCallArrived);
    connect(run, &RunController::callArrived, this, [this, run] {
        // The card is where the user acts on the call: bring it forward.
        if (run == m_run && !m_pendingDock->isHidden())
            m_pendingDock->raise();
    });
    connect(run, &RunController::problemOccurred, this, [this, run](const QString& message) {
        if (run == m_run)
            onRunProblem(message);
    });
    connect(run, &RunController::cancelAccepted, this, [this, run](const QStringList& pending) {
        if (run != m_run || pending.isEmpty())
            return;
        showStatus(tr("Cancel accepted; the server waits for %n pending call(s) — answer or "
                      "reject them.",
                      nullptr, static_cast<int>(pending.size())));
        m_pendingDock->show();
        m_pendingDock->raise();
    });
}

void MainWindow::updateNotesDock(int notes)
{
    if (!m_notesDock || m_notesDockUserSet)
        return;
    const QScopedValueRollback<bool> setting(m_settingNotesDock, true);
    if (notes > 0 && m_notesDock->isHidden()) {
        m_notesDock->show();
        m_notesDockAutoShown = true;
    } else if (notes == 0 && m_notesDockAutoShown) {
        m_notesDock->hide();
        m_notesDockAutoShown = false;
    }
}

void MainWindow::saveLayout()
{
    m_settings->beginGroup(kLayoutGroup);
    m_settings->setValue(u"geometry"_s, saveGeometry());
    m_settings->setValue(u"state"_s, saveState(LayoutVersion));
    // Every named splitter and tab widget of the window (the composer's, the inspector's, …).
    const auto splitters = findChildren<QSplitter*>();
    for (const QSplitter* splitter : splitters) {
        if (!splitter->objectName().isEmpty())
            m_settings->setValue(u"splitters/"_s + splitter->objectName(), splitter->saveState());
    }
    const auto tabWidgets = findChildren<QTabWidget*>();
    for (const QTabWidget* tabs : tabWidgets) {
        if (!tabs->objectName().isEmpty())
            m_settings->setValue(u"tabs/"_s + tabs->objectName(), tabs->currentIndex());
    }
    m_settings->endGroup();
}

ToolListEditor* MainWindow::toolsEditor() const
{
    return qobject_cast<ToolListEditor*>(m_composer->toolsEditor());
}

void MainWindow::restoreSplitters(QWidget* root)
{
    // Every named splitter under root; the ones of a page made later are restored when it is.
    const auto splitters = root->findChildren<QSplitter*>();
    for (QSplitter* splitter : splitters) {
        const QString key = kLayoutGroup + u"/splitters/"_s + splitter->objectName();
        if (!splitter->objectName().isEmpty() && m_settings->contains(key))
            splitter->restoreState(m_settings->value(key).toByteArray());
    }
}

void MainWindow::restoreLayout()
{
    m_settings->beginGroup(kLayoutGroup);
    const QByteArray geometry = m_settings->value(u"geometry"_s).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(defaultWindowSize(screen()));
    restoreState(m_settings->value(u"state"_s).toByteArray(), LayoutVersion);
    m_settings->endGroup();
    restoreSplitters(this);
    // Outside the group: a page shown here may be made now and restore its own splitters.
    const auto tabWidgets = findChildren<QTabWidget*>();
    for (QTabWidget* tabs : tabWidgets) {
        const QString key = kLayoutGroup + u"/tabs/"_s + tabs->objectName();
        if (tabs->objectName().isEmpty() || !m_settings->contains(key))
            continue;
        bool ok = false;
        const int index = m_settings->value(key).toInt(&ok);
        if (ok && index >= 0 && index < tabs->count())
            tabs->setCurrentIndex(index);
    }
    // The notes dock opens with the first note of a run, whatever it was at the last quit.
    if (m_notesPanel->errorCount() + m_notesPanel->warningCount() + m_notesPanel->infoCount() == 0)
        m_notesDock->hide();
    m_notesDockAutoShown = false;
}

TaskPlanPanel* MainWindow::ensurePlanPanel()
{
    if (m_planPanel)
        return m_planPanel;
    m_planPanel = new TaskPlanPanel(m_planDock);
    m_planPanel->setObjectName(u"taskPlanPanel"_s);
    m_planPanel->setTimeline(m_run ? m_run->timeline() : m_emptyTimeline);
    m_planDock->setWidget(m_planPanel);
    return m_planPanel;
}

QWidget* MainWindow::dockContent(QDockWidget* dock)
{
    if (dock == m_planDock)
        return ensurePlanPanel();
    if (dock == m_chartsDock)
        return ensureChartsView();
    return dock->widget();
}

RunChartsView* MainWindow::ensureChartsView()
{
    if (m_chartsView)
        return m_chartsView;
    m_chartsView = new RunChartsView(m_chartsDock);
    m_chartsView->setObjectName(u"runChartsView"_s);
    connect(m_chartsView, &RunChartsView::rowActivated, m_timelineView,
            &TimelineView::selectTimelineRow);
    m_chartsView->setTimeline(m_run ? m_run->timeline() : m_emptyTimeline);
    m_chartsDock->setWidget(m_chartsView);
    return m_chartsView;
}

void MainWindow::showRun(RunController* run)
{
    if (m_run)
        disconnect(m_run, &QObject::destroyed, this, nullptr);
    if (run != m_run)
        m_notesDockUserSet = false; // a new run: its notes decide again
    m_run = run;
    if (run) {
        connect(run, &QObject::destroyed, this, [this](QObject* gone) {
            if (gone == m_run) {
                m_run = nullptr;
                showRun(nullptr);
            }
        });
    }
    RunTimeline* timeline = run ? run->timeline() : m_emptyTimeline;
    m_timelineView->setTimeline(timeline);
    m_inspector->setTimeline(timeline);
    m_pendingPanel->setTimeline(timeline);
    if (m_planPanel)
        m_planPanel->setTimeline(timeline);
    m_summaryPanel->setTimeline(timeline);
    m_summaryPanel->setRunId(run ? run->runId() : QString());
    m_notesPanel->setTimeline(timeline);
    if (m_chartsView)
        m_chartsView->setTimeline(timeline);
    updateNotesDock(m_notesPanel->errorCount() + m_notesPanel->warningCount() +
                    m_notesPanel->infoCount());
    CaptureRunSource* capture = shownCapture();
    m_replayBar->setSource(capture);
    m_replayBar->setVisible(capture != nullptr);
    if (capture) {
        connect(capture, &CaptureRunSource::pausedChanged, this, &MainWindow::updateReplayActions,
                Qt::UniqueConnection);
        connect(capture, &RunSource::finished, this, &MainWindow::updateReplayActions,
                Qt::UniqueConnection);
    }
    updateReplayActions();
    updateWindowTitle();
    updateRunState();
}

void MainWindow::updateRunState()
{
    if (!m_runAction)
        return;
    const bool connected = m_connection.hasServer();
    m_runAction->setEnabled(connected && m_composer && m_composer->canRun());
    m_openRunAction->setEnabled(connected);
    if (m_recentRunsMenu) {
        const QList<QAction*> recent = m_recentRunsMenu->actions();
        for (QAction* action : recent) {
            if (action->data().isValid())
                action->setEnabled(connected);
        }
    }
    m_startSessionAction->setEnabled(connected && m_composer && m_composer->canRun());
    m_openSessionAction->setEnabled(connected);
    const bool cancellable =
        m_run && m_run->canAnswer() && !m_run->isFinished() && !m_run->isCancelRequested();
    m_cancelAction->setEnabled(cancellable);
    m_rerunAction->setEnabled(m_run && !m_run->source()->spec().isEmpty());
    if (!m_runStateLabel)
        return;
    if (!m_run) {
        m_runStateLabel->setText(tr("No run"));
        m_runStateLabel->setStyleSheet(QString());
        return;
    }
    const RunSource::Status status = m_run->status();
    QString text = RunSource::statusName(status);
    QString style;
    if (status == RunSource::Status::Reconnecting) {
        text = tr("Reconnecting…");
        style = toneStyleSheet(Tone::Warning, palette(), true);
    } else if (status == RunSource::Status::Streaming) {
        style = toneStyleSheet(Tone::Success, palette());
    } else if (status == RunSource::Status::Failed) {
        style = toneStyleSheet(Tone::Failure, palette());
    }
    if (m_run->isCancelRequested() && !m_run->isFinished())
        text = tr("Cancelling…");
    if (const CaptureRunSource* capture = shownCapture();
        capture && capture->isPaused() && !capture->isEnded()) {
        text = tr("Replay paused");
        style.clear();
    }
    m_runStateLabel->setText(text);
    m_runStateLabel->setStyleSheet(style);
}

void MainWindow::onCancelTriggered()
{
    if (!m_run)
        return;
    const QStringList unresolved = m_run->unresolvedCalls();
    if (unresolved.isEmpty()) {
        cancelRun(false);
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Cancel run"),
                    tr("The run waits for %n local call(s). The server ends a cancelled run only "
                       "once each is answered or has timed out.",
                       nullptr, static_cast<int>(unresolved.size())),
                    QMessageBox::NoButton, this);
    QPushButton* reject = box.addButton(tr("Reject them and cancel"), QMessageBox::AcceptRole);
    QAbstractButton* later =
        box.addButton(tr("Cancel, I will answer them"), QMessageBox::ActionRole);
    box.addButton(tr("Keep running"), QMessageBox::RejectRole);
    // Enter does what the user asked for (Cancel Run); Esc keeps the run going.
    box.setDefaultButton(reject);
    box.exec();
    if (box.clickedButton() == reject)
        cancelRun(true);
    else if (box.clickedButton() == later)
        cancelRun(false);
}

void MainWindow::cancelRun(bool rejectPending)
{
    if (!m_run)
        return;
    m_run->cancel();
    if (rejectPending) {
        const QStringList unresolved = m_run->unresolvedCalls();
        for (const QString& toolUseId : unresolved)
            m_run->reject(toolUseId, tr("The user cancelled the run."));
    }
    updateRunState();
}

void MainWindow::onOpenRunTriggered()
{
    // An editable list: type an id, or pick one of the connection's recent runs.
    QInputDialog dialog(this);
    dialog.setObjectName(u"openRunDialog"_s);
    dialog.setWindowTitle(tr("Open run"));
    dialog.setLabelText(
        tr("Run id (its event log is read from seq 1; a running run is then followed live):"));
    dialog.setComboBoxEditable(true);
    dialog.setComboBoxItems(recentRuns());
    dialog.setTextValue(QString());
    if (dialog.exec() == QDialog::Accepted)
        openRun(dialog.textValue());
}

void MainWindow::onCompareTriggered()
{
    const QString filter = tr("Run captures (*.mxrun);;All files (*)");
    const QString left =
        QFileDialog::getOpenFileName(this, tr("Compare Runs — the first run"), QString(), filter);
    if (left.isEmpty())
        return;
    const QString right = QFileDialog::getOpenFileName(this, tr("Compare Runs — the second run"),
                                                       QFileInfo(left).absolutePath(), filter);
    if (right.isEmpty())
        return;
    openCompareWindow(left, right);
}

void MainWindow::openCompareWindow(const QString& left, const QString& right)
{
    auto* window = new CompareWindow(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    QString error;
    if (!window->openCaptures(left, right, &error)) {
        delete window;
        QMessageBox box(QMessageBox::Warning, tr("Compare Runs"),
                        tr("The runs could not be compared.\n%1").arg(error), QMessageBox::Ok,
                        this);
        box.setTextFormat(Qt::PlainText); // file names and reasons are not markup
        box.exec();
        return;
    }
    window->show();
}

bool MainWindow::startSession()
{
    if (!m_connection.hasServer()) {
        showStatus(tr("Choose a connection first."));
        return false;
    }
    m_composer->flushPendingEdits();
    if (!m_composer->canRun()) {
        showStatus(tr("The spec has errors; fix them before starting a session."));
        return false;
    }
    std::optional<QJsonObject> spec = m_composer->document()->spec();
    // A session is created from the spec's defaults; its first message is sent separately.
    spec->remove(u"prompt"_s);
    spec->remove(u"messages"_s);
    clearStaleStatus();
    replaceSession();
    m_session->createSession(*spec);
    return true;
}

void MainWindow::replaceSession()
{
    if (m_session) {
        showRun(nullptr);
        m_sessionPanel->setController(nullptr);
        delete m_session;
    }
    m_session = new SessionController(m_connection.client(), this);
    connect(m_session, &SessionController::runStarted, this, [this](RunController* run) {
        clearStaleStatus(); // a message about the session's previous run
        // Captured and put into the run library (adoptRun) like the runs the window starts.
        applyCaptureOptions();
        m_launcher->recordIntoFolder(run);
        adoptRun(run);
        run->timeline()->setModelCatalog(m_connection.models());
        showRun(run);
    });
    m_sessionPanel->setController(m_session);
    m_leftTabs->setCurrentWidget(m_sessionPanel);
}

bool MainWindow::openSession(const QString& sessionId)
{
    if (!m_connection.hasServer() || sessionId.trimmed().isEmpty())
        return false;
    replaceSession();
    m_session->open(sessionId.trimmed());
    return true;
}

void MainWindow::onOpenSessionTriggered()
{
    bool ok = false;
    const QString id = QInputDialog::getText(this, tr("Open session"), tr("Session id:"),
                                             QLineEdit::Normal, QString(), &ok);
    if (ok)
        openSession(id);
}

void MainWindow::onAnswerRequested(const QString& toolUseId, const ToolAnswer& answer)
{
    if (!m_run || !m_run->canAnswer()) {
        showStatus(tr("This run cannot be answered from here."));
        return;
    }
    const ToolResultSender::SubmitResult result = m_run->answer(toolUseId, answer);
    if (!result.queued)
        showStatus(tr("The answer was not sent: %1").arg(result.refusal));
    else if (!result.replacement.isEmpty())
        showStatus(result.replacement);
}

void MainWindow::onRejectRequested(const QString& toolUseId, const QString& reason)
{
    if (!m_run || !m_run->canAnswer())
        return;
    const ToolResultSender::SubmitResult result = m_run->reject(toolUseId, reason);
    if (!result.queued)
        showStatus(tr("The rejection was not sent: %1").arg(result.refusal));
}

void MainWindow::onResendRequested(const QString& toolUseId)
{
    if (m_run && !m_run->resend(toolUseId))
        showStatus(tr("There is nothing to send again for %1.").arg(toolUseId));
}

void MainWindow::onCallArrived(const QString& toolUseId)
{
    Q_UNUSED(toolUseId)
    if (isActiveWindow())
        return;
    QApplication::alert(this);
    if (QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(windowIcon(), this);
            m_tray->setObjectName(u"trayIcon"_s);
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
                showNormal();
                raise();
                activateWindow();
                if (m_timelineView->selectNextPendingCall())
                    m_timelineView->listView()->setFocus(Qt::OtherFocusReason);
            });
            m_tray->show();
        }
        m_tray->showMessage(tr("A tool call waits for you"),
                            tr("The run asks for a local tool call to be answered."),
                            QSystemTrayIcon::Information, 10000);
    }
    showStatus(tr("A local tool call waits for an answer."));
}

// ---------------------------------------------------------------------------------------------
// Local handlers

void MainWindow::setLocalHandlers(LocalHandlersManager* handlers)
{
    m_handlersPanel->setManager(handlers); // sessionReplaced(): watchHandlers()
}

void MainWindow::watchHandlers(LocalToolSession* tools)
{
    if (!tools) {
        m_launcher->setLocalTools(nullptr);
        return;
    }
    connect(tools, &LocalToolSession::approvalNeeded, this, &MainWindow::onApprovalNeeded,
            Qt::UniqueConnection);
    connect(tools, &LocalToolSession::callStarted, this, &MainWindow::onHandlerStarted,
            Qt::UniqueConnection);
    connect(tools, &LocalToolSession::callFinished, this, &MainWindow::onHandlerFinished,
            Qt::UniqueConnection);
    connect(tools, &LocalToolSession::noteRaised, this,
            [this](const QString& text) { showStatus(text, 10000); });
    // After the window's own slots: a handler's card is updated before its call turns Running.
    m_launcher->setLocalTools(tools);
}

void MainWindow::onApprovalNeeded(const DispatchAssessment& assessment)
{
    PendingCallsPanel::HandlerInfo info;
    info.available = assessment.canRun();
    info.description = assessment.route.description;
    for (const SchemaViolation& violation : assessment.argumentViolations)
        info.violations << (violation.path.isEmpty()
                                ? violation.message
                                : tr("%1: %2").arg(violation.path, violation.message));
    info.decision = assessment.decision.reason;
    info.hasLog = assessment.route.handler == HandlerKind::Mcp ||
                  assessment.route.handler == HandlerKind::A2a;
    m_pendingPanel->setHandlerInfo(assessment.call.toolUseId, info);
}

void MainWindow::onHandlerStarted(const QString& toolUseId, const QString& description)
{
    PendingCallsPanel::HandlerInfo info = m_pendingPanel->handlerInfo(toolUseId);
    if (info.description.isEmpty())
        info.description = description;
    if (LocalToolSession* tools = m_handlersPanel->session()) {
        if (const LocalToolCallEvent* call = tools->call(toolUseId)) {
            const DispatchAssessment assessment = tools->dispatcher()->assess(*call);
            info.available = assessment.canRun();
            info.decision = assessment.decision.reason;
            info.hasLog = assessment.route.handler == HandlerKind::Mcp ||
                          assessment.route.handler == HandlerKind::A2a;
        }
    }
    m_pendingPanel->setHandlerInfo(toolUseId, info);
    m_handlerRunning.insert(toolUseId, QDateTime::currentMSecsSinceEpoch());
    updateHandlerProgress();
    m_handlerTicker->start();
}

void MainWindow::updateHandlerProgress()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (auto it = m_handlerRunning.cbegin(); it != m_handlerRunning.cend(); ++it) {
        m_pendingPanel->setHandlerProgress(
            it.key(),
            tr("Running… %1 s")
                .arg(QLocale().toString(static_cast<double>(now - it.value()) / 1000.0, 'f', 1)));
    }
    if (m_handlerRunning.isEmpty())
        m_handlerTicker->stop();
}

void MainWindow::onHandlerFinished(const DispatchResult& result, bool posted, const QString& why)
{
    m_handlerRunning.remove(result.toolUseId);
    QString text = result.summary;
    if (!posted && !why.isEmpty())
        text = tr("%1 Not sent: %2").arg(text, why);
    m_pendingPanel->setHandlerProgress(result.toolUseId, text, !result.succeeded);
    if (m_reviewCalls.remove(result.toolUseId) > 0 && !result.cancelled) {
        // Run, then review: the user edits the handler's answer and sends it.
        m_pendingPanel->openAnswerDialog(result.toolUseId, result.answer);
    }
}

void MainWindow::onApproveRequested(const QString& toolUseId)
{
    LocalToolSession* tools = m_handlersPanel->session();
    if (!tools || !tools->runApproved(toolUseId)) {
        showStatus(tr("The handler of %1 cannot run it now (not configured, already running or "
                      "answered).")
                       .arg(toolUseId));
    }
}

void MainWindow::onReviewRequested(const QString& toolUseId)
{
    LocalToolSession* tools = m_handlersPanel->session();
    if (!tools || !tools->runForReview(toolUseId)) {
        showStatus(tr("The handler of %1 cannot run it now (not configured, already running or "
                      "answered).")
                       .arg(toolUseId));
        return;
    }
    m_reviewCalls.insert(toolUseId);
}

void MainWindow::onLogRequested(const QString& toolUseId)
{
    LocalToolSession* tools = m_handlersPanel->session();
    const LocalToolCallEvent* call = tools ? tools->call(toolUseId) : nullptr;
    if (!call)
        return;
    const LocalToolRoute route = tools->dispatcher()->assess(*call).route;
    m_handlersDock->show();
    m_handlersDock->raise();
    if (route.handler == HandlerKind::Mcp)
        m_handlersPanel->openLog(route.mcpServer);
    else if (route.handler == HandlerKind::A2a)
        m_handlersPanel->openLog(tools->a2aRefName(route.peerKey));
}

void MainWindow::onRunProblem(const QString& message)
{
    showStatus(message);
}

// ---------------------------------------------------------------------------------------------
// Captures: open, replay, re-run

void MainWindow::applyCaptureOptions()
{
    const CaptureLibrary library(*m_settings);
    RunLauncher::Options options = m_launcher->options();
    options.captureFolder =
        library.isCapturing(m_connection.connectionKey()) ? library.folder() : QString();
    m_launcher->setOptions(options);
}

bool MainWindow::openCapture(const QString& path)
{
    if (path.isEmpty())
        return false;
    clearStaleStatus();
    m_launchNotes.clear();
    m_scrubbing = false;
    if (!m_launcher->openCapture(path, m_replayBar->speed()))
        return false;
    if (m_openingRun)
        showStatus(tr("Opening capture %1…").arg(QFileInfo(path).fileName()));
    return true;
}

bool MainWindow::openCaptures(const QStringList& paths)
{
    if (paths.isEmpty())
        return false;
    const bool opened = openCapture(paths.first());
    const QStringList others = paths.mid(1);
    if (others.isEmpty())
        return opened;
    // The dock says what it took, or (without a library) which files were not opened.
    m_libraryDock->show();
    m_libraryDock->raise();
    m_libraryDock->importFiles(others);
    return opened;
}

bool MainWindow::scrubTo(qint64 records)
{
    CaptureRunSource* capture = shownCapture();
    if (!capture)
        return false;
    m_scrubbing = true;
    const bool opened = m_launcher->openCapture(capture->path(), CaptureRunSource::Instant,
                                                std::max<qint64>(records, 0));
    m_scrubbing = false;
    return opened;
}

void MainWindow::onCaptureOpened(RunController* run, bool scrub)
{
    // Like a run opened by id, a capture replaces the run shown only once its header was read:
    // a file that is not a capture keeps what was shown.
    if (RunController* previous = m_openingRun.data()) {
        previous->stop();
        previous->deleteLater();
    }
    m_openingRun = run;
    auto* capture = qobject_cast<CaptureRunSource*>(run->source());
    const auto settle = [this, run, capture, scrub] {
        if (run != m_openingRun)
            return;
        const RunSource::Status status = capture->status();
        if (status == RunSource::Status::Failed) {
            m_openingRun = nullptr;
            const QString path = capture->path();
            QString message = tr("The capture %1 was not opened: %2")
                                  .arg(QFileInfo(path).fileName(), capture->problem());
            if (!QFileInfo::exists(path) && recentCaptures().contains(path)) {
                CaptureLibrary(*m_settings).removeRecent(path);
                fillRecentCapturesMenu();
                message += u' ' + tr("It was removed from Recent Captures.");
            }
            showStatus(message);
            run->deleteLater();
            return;
        }
        if (!capture->header())
            return; // Starting: its header has not been read yet
        m_openingRun = nullptr;
        if (!scrub) {
            statusBar()->clearMessage();
            CaptureLibrary(*m_settings).addRecent(capture->path());
            fillRecentCapturesMenu();
        }
        adoptRun(run);
        showRun(run);
        if (capture->damage())
            showStatus(capture->problem());
        // A scrub keeps the keyboard where it is (the slider); an opened capture gives it to
        // the timeline, as a run does.
        if (!scrub)
            m_timelineView->listView()->setFocus(Qt::OtherFocusReason);
    };
    connect(run, &RunController::statusChanged, this, settle);
    settle(); // a file that cannot be opened fails in start(), after this
}

CaptureRunSource* MainWindow::shownCapture() const
{
    return m_run ? qobject_cast<CaptureRunSource*>(m_run->source()) : nullptr;
}

QStringList MainWindow::recentCaptures() const
{
    return CaptureLibrary(*m_settings).recentCaptures();
}

void MainWindow::onOpenCaptureTriggered()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open capture"), CaptureLibrary(*m_settings).folder(),
                                     tr("MANTYX captures (*.mxrun);;All files (*)"));
    if (!path.isEmpty())
        openCapture(path);
}

void MainWindow::fillRecentCapturesMenu(bool dropMissing)
{
    if (!m_recentCapturesMenu)
        return;
    m_recentCapturesMenu->clear();
    CaptureLibrary library(*m_settings);
    if (dropMissing) {
        // Files moved or deleted since: not offered again, and the user is told.
        const QStringList dropped = library.dropMissingRecent();
        if (!dropped.isEmpty()) {
            QStringList names;
            for (const QString& path : dropped)
                names << QFileInfo(path).fileName();
            showStatus(tr("%n capture(s) no longer exist and were removed from Recent Captures: %1",
                          nullptr, static_cast<int>(dropped.size()))
                           .arg(names.join(u", "_s)));
        }
    }
    const QStringList captures = library.recentCaptures();
    for (const QString& path : captures) {
        QAction* action =
            m_recentCapturesMenu->addAction(QFileInfo(path).fileName().replace(u'&', u"&&"_s));
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openCapture(path); });
    }
    if (captures.isEmpty()) {
        QAction* none = m_recentCapturesMenu->addAction(tr("No recent captures"));
        none->setEnabled(false);
        return;
    }
    m_recentCapturesMenu->addSeparator();
    QAction* clear = m_recentCapturesMenu->addAction(tr("Clear Recent Captures"));
    clear->setObjectName(u"actionClearRecentCaptures"_s);
    connect(clear, &QAction::triggered, this, [this] {
        CaptureLibrary(*m_settings).clearRecent();
        fillRecentCapturesMenu();
    });
}

void MainWindow::updateReplayActions()
{
    if (!m_playPauseAction)
        return;
    updateRunState();
    CaptureRunSource* capture = shownCapture();
    const bool playing = capture && !capture->isEnded() && !capture->isPaused();
    m_playPauseAction->setEnabled(capture != nullptr);
    m_playPauseAction->setText(playing ? tr("&Pause Replay") : tr("&Play Replay"));
    m_playPauseAction->setIcon(
        QIcon::fromTheme(playing ? u"media-playback-pause"_s : u"media-playback-start"_s));
    m_playPauseAction->setToolTip(
        (playing ? tr("Pause the replay (%1)") : tr("Play the capture at the chosen speed (%1)"))
            .arg(m_playPauseAction->shortcut().toString(QKeySequence::NativeText)));
    m_stepAction->setEnabled(capture && !capture->isEnded());
}

void MainWindow::onPlayPauseTriggered()
{
    CaptureRunSource* capture = shownCapture();
    if (!capture)
        return;
    if (capture->isEnded()) {
        // At the end: from the start again, at the chosen speed.
        m_scrubbing = true;
        m_launcher->openCapture(capture->path(), m_replayBar->speed());
        m_scrubbing = false;
        return;
    }
    if (capture->isPaused()) {
        capture->setSpeed(m_replayBar->speed());
        capture->setPaused(false);
    } else {
        capture->setPaused(true);
    }
    updateReplayActions();
}

void MainWindow::onStepTriggered()
{
    CaptureRunSource* capture = shownCapture();
    if (!capture || capture->isEnded())
        return;
    capture->setPaused(true);
    capture->step();
    updateReplayActions();
}

bool MainWindow::rerun()
{
    if (!m_run || m_run->source()->spec().isEmpty()) {
        showStatus(tr("There is no run whose spec could be loaded."));
        return false;
    }
    if (m_composer->isModified()) {
        const auto choice = QMessageBox::question(
            this, tr("Re-run"),
            tr("The spec in the editor has unsaved changes. Replace it with the run's spec?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (choice != QMessageBox::Yes)
            return false;
    }
    const QJsonObject spec = m_run->source()->spec();
    m_composer->setSpec(spec);
    m_leftTabs->setCurrentWidget(m_composer);
    QStringList redacted;
    collectRedacted(spec, QString(), redacted);
    if (redacted.isEmpty()) {
        showStatus(tr("The run's spec is in the editor: change it and run it again."));
        focusInto(m_composer);
        return true;
    }
    // The capture kept no secret: those values have to be given again.
    showStatus(tr("The run's spec is in the editor. %n value(s) were redacted when it was recorded "
                  "(“%1”): fill them in again before running: %2",
                  nullptr, static_cast<int>(redacted.size()))
                   .arg(CaptureWriter::Redacted, redacted.join(u", "_s)));
    m_composer->revealField(redacted.first());
    return true;
}

void MainWindow::onPreferencesTriggered()
{
    PreferencesDialog dialog(*m_settings, this);
    dialog.exec();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!captureFilesOf(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList files = captureFilesOf(event->mimeData());
    if (files.isEmpty()) {
        QMainWindow::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    // One run is shown at a time: the first capture dropped; the others go to the library.
    openCaptures(files);
}

bool MainWindow::event(QEvent* event)
{
    // The tab bars of tabbed docks are made by the window's layout, and again after docks move:
    // each one takes Tab focus, so the arrow keys can switch its tabs, and shows whole titles
    // (a narrow dock column scrolls its tabs rather than cutting "Pending Calls" to "Pending C…").
    if (event->type() == QEvent::ChildPolished) {
        if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child())) {
            bar->setFocusPolicy(Qt::TabFocus);
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    }
    return QMainWindow::event(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    // The system switched between light and dark: the status texts' colours follow.
    if (event->type() == QEvent::PaletteChange && m_connectionLabel && m_runStateLabel) {
        updateConnectionLabel();
        updateRunState();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_composer->isModified()) {
        const auto choice = QMessageBox::question(
            this, tr("Unsaved spec"), tr("The spec has unsaved changes. Quit anyway?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (choice != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    saveLayout();
    event->accept();
}

void MainWindow::onAbout()
{
    QMessageBox::about(
        this, tr("About MANTYX Run Inspector"),
        tr("<h3>MANTYX Run Inspector %1</h3>"
           "<p>Compose, stream, answer and replay MANTYX agent runs.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace mantyx
