// SPDX-License-Identifier: MIT
// MainWindow: the application's top-level window — the connection, the spec editor and the
// session view on the left, the run timeline in the middle, the inspector, pending calls, plan,
// summary and protocol notes in docks — wiring the widgets of ui/ to a run controller of src/.
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include "run/bookanswerer.h"
#include "run/recentruns.h"
#include "run/runcontroller.h"

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;
class QSplitter;
class QSystemTrayIcon;
class QTabWidget;
class QTimer;
class QDragEnterEvent;
class QDropEvent;
class QToolBar;

namespace mantyx {

class ApiClient;
class CaptureRunSource;
class ConnectionProfile;
class ConnectionService;
class ConnectionChooser;
class ElidedLabel;
class EventInspector;
class LocalHandlersManager;
class LocalHandlersPanel;
class LocalToolSession;
class PendingCallsPanel;
class ProtocolNotesPanel;
class RunChartsView;
class RunController;
class RunLauncher;
class ReplayBar;
class RunLibrary;
class RunLibraryDock;
class RunRecorder;
class RunSummaryPanel;
class RunTimeline;
class SessionController;
class SessionPanel;
class ComposerPanel;
class ToolListEditor;
class TaskPlanPanel;
class TimelineView;
struct ConnectionChoice;
struct DispatchAssessment;
struct DispatchResult;
struct ToolAnswer;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // The services app/ builds: `settings` (profiles, recent files, local handlers) and
    // `connection` (its network, secret store and model catalog). Not owned; they must outlive
    // the window.
    MainWindow(QSettings& settings, ConnectionService& connection, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The embedded sandbox server (app/ starts it): the "Sandbox (built-in)" connection. Hands
    // it to the ConnectionService (ConnectionService::setBuiltInSandbox() does the same).
    void setBuiltInSandbox(const QUrl& baseUrl, const QString& workspace, const QString& apiKey);

    // The current connection's client (the ConnectionService's).
    ApiClient* apiClient() const;
    RunController* currentRun() const { return m_run; }
    SessionController* session() const { return m_session; }
    ComposerPanel* composer() const { return m_composer; }
    // The composer's tools editor; made on first use (the Tools page shown, this call).
    ToolListEditor* toolsEditor() const;
    TimelineView* timelineView() const { return m_timelineView; }
    // The local handlers of the connection: MCP servers, A2A peers and command tools that run
    // local_tool_calls when the user approves them (or by policy).
    LocalHandlersPanel* localHandlers() const { return m_handlersPanel; }
    // The local handlers shown and used for runs (not owned; app/ makes it). Without one the
    // window runs without local handlers.
    void setLocalHandlers(LocalHandlersManager* handlers);
    // The models catalog of the connection (GET /models `models`), for cost.
    QJsonArray modelCatalog() const;

    // Runs the spec in the editor. False (and a message in the status bar) when there is no
    // connection or the spec has errors. With local handlers configured, they are started
    // first and their refs put into the spec; the run then starts once they are ready.
    bool startRun();
    // Opens a run by its id: the snapshot and the server's log from seq 1, joining the live tail
    // when the run is still going. While the remembered connection's credential is still being
    // read (start-up), the run is opened once it is.
    // Nothing is replaced until the server confirmed the run exists: an unknown id leaves the
    // run shown as it was and says so in the status bar.
    bool openRun(const QString& runId);
    // Re-run with Recorded Answers: the local calls of the next run started here are answered
    // from the answers `capturePath` recorded (by tool and arguments), each card saying so;
    // calls it has no answer for wait for the user. False (and why, in the status bar) when the
    // file cannot be read, is not a capture or recorded no answer.
    bool answerNextRunFrom(const QString& capturePath);
    // The book waiting for the next run; null when none.
    BookAnswerer* armedAnswers() const { return m_armedAnswers; }
    // A run being opened whose existence the server has not confirmed yet; null when none.
    RunController* openingRun() const { return m_openingRun; }
    // The run ids last opened or started on the current connection, newest first.
    QStringList recentRuns() const;
    QMenu* recentRunsMenu() const { return m_recentRunsMenu; }
    // Opens a capture file (`.mxrun`) and plays it at the replay bar's speed. It replaces the
    // shown run once its header was read; a file that is not a capture (or is missing) keeps
    // what was shown and says why in the status bar.
    bool openCapture(const QString& path);
    // Several captures at once (a drop, the command line, a file manager's selection): the
    // first is shown as openCapture() shows it; one run is shown at a time, so the others are
    // imported into the Run Library, whose dock comes forward and says what it took (without
    // a library, which files were not opened).
    bool openCaptures(const QStringList& paths);
    // The capture files last opened, newest first (File → Recent Captures).
    QStringList recentCaptures() const;
    QMenu* recentCapturesMenu() const { return m_recentCapturesMenu; }
    // The capture shown (null: the shown run is not a capture).
    CaptureRunSource* shownCapture() const;
    ReplayBar* replayBar() const { return m_replayBar; }
    // Re-plays the shown capture into a fresh timeline, paused once `records` records were
    // handed on: the timeline and the panels show the run at that point.
    bool scrubTo(qint64 records);
    // Run → Re-run: the shown run's spec into the composer. Values a capture redacted
    // ("<redacted>") are named in the status bar, and the first of them is shown.
    bool rerun();
    // Cancels the current run; with `rejectPending` every unanswered local call is rejected too
    // (the server waits for them before it ends the run, wire-protocol §9).
    void cancelRun(bool rejectPending);
    // Writes the window's size and place, its docks and toolbars, the splitters' positions and
    // the current tabs to the settings (group "mainWindow"); closeEvent() does it on quit.
    void saveLayout();
    // Reads them back (the constructor does it). Without saved ones, the window gets a default
    // size that fits the available screen area.
    void restoreLayout();
    void restoreSplitters(QWidget* root);
    // The Charts dock's view, made the first time the dock is shown.
    RunChartsView* ensureChartsView();
    // The Task Plan's panel, made the first time its dock is shown (it starts tabbed behind the
    // run summary), for the run shown then.
    TaskPlanPanel* ensurePlanPanel();
    // A dock's widget, made now if the dock makes it when first shown.
    QWidget* dockContent(QDockWidget* dock);
    // Creates a session with the spec in the editor (without prompt/messages) as its defaults.
    bool startSession();
    bool openSession(const QString& sessionId);
    // The run library (not owned; app/ opens it): shown in the Run Library dock, and every run
    // the window follows is recorded into it when it finishes. Null: no library, `problem` says
    // why in the dock.
    void setRunLibrary(RunLibrary* library, const QString& problem = {});
    RunLibraryDock* runLibraryDock() const { return m_libraryDock; }

protected:
    bool event(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void retranslateUi();
    void onAbout();
    void onConnectionChosen(const ConnectionChoice& choice);
    // The connection label, the run actions and the status bar after a change of the
    // ConnectionService's state.
    void onConnectionStateChanged();
    void updateConnectionLabel();
    // The status bar says what is true now: a message of an earlier run or connection goes.
    void clearStaleStatus();
    // Shows `message` in the status bar and keeps it as a note of the run shown (the status
    // bar's history is in the Protocol Notes).
    void showStatus(const QString& message, int timeoutMs = 0);
    void onModelsChanged();
    void showRun(RunController* run);
    void adoptRun(RunController* run);
    void updateRunState();
    void onCancelTriggered();
    void onOpenRunTriggered();
    // Run → Compare Runs…: two capture files, compared in a CompareWindow.
    void onCompareTriggered();
    // A CompareWindow on two capture files (left, right); a message box when one is unreadable.
    void openCompareWindow(const QString& left, const QString& right);
    void rememberRun(const QString& runId);
    void fillRecentRunsMenu();
    void onOpenSessionTriggered();
    // File → Export: the shown run in the format the action carries (RunExport::Format).
    void onExportTriggered(QAction* action);
    void onOpenCaptureTriggered();
    // With `dropMissing`, captures whose files are gone are dropped, and the status bar says so.
    void fillRecentCapturesMenu(bool dropMissing = false);
    void onCaptureOpened(RunController* run, bool scrub);
    void updateReplayActions();
    void onPlayPauseTriggered();
    void onStepTriggered();
    void onPreferencesTriggered();
    // The launcher's capture folder for the next run on the current connection.
    void applyCaptureOptions();
    // A new SessionController (the old one deleted) shown in the session panel.
    void replaceSession();
    void onAnswerRequested(const QString& toolUseId, const ToolAnswer& answer);
    void onRejectRequested(const QString& toolUseId, const QString& reason);
    void onResendRequested(const QString& toolUseId);
    void onCallArrived(const QString& toolUseId);
    // Local handlers and the launcher that starts runs with them.
    void watchLauncher();
    void watchHandlers(LocalToolSession* tools);
    void onApprovalNeeded(const DispatchAssessment& assessment);
    void onHandlerStarted(const QString& toolUseId, const QString& description);
    void onHandlerFinished(const DispatchResult& result, bool posted, const QString& why);
    void onApproveRequested(const QString& toolUseId);
    void onReviewRequested(const QString& toolUseId);
    void onLogRequested(const QString& toolUseId);
    void updateHandlerProgress();
    void onRunProblem(const QString& message);
    void updateWindowTitle();
    QDockWidget* addDock(QWidget* widget, const QString& objectName, Qt::DockWidgetArea area);
    // The Protocol Notes dock takes no room while the shown run has no notes: it opens when
    // the first note arrives and closes again for a run without any (unless the user opened it).
    void updateNotesDock(int notes);
    // Keyboard ways to the side panels: View → Go To (Alt+1…9) and Ctrl+PgUp/PgDn through the
    // tabs of the left panel and of each group of tabbed docks.
    void createPanelShortcuts();
    void goToPanel(int index);
    void cycleDockTab(QDockWidget* dock, int step);
    // The focus to the first control of `area` that Tab reaches (`area` itself when none).
    static void focusInto(QWidget* area);
    void onTimelineAnswerRequested(const QString& toolUseId);

    QSettings* m_settings = nullptr;
    ConnectionService& m_connection;
    RunController* m_run = nullptr;       // shown; cleared when destroyed
    QPointer<RunController> m_openingRun; // opened by id, not confirmed yet: not shown
    RecentRuns m_recentRuns;
    RunLauncher* m_launcher = nullptr; // child
    LocalHandlersPanel* m_handlersPanel = nullptr;
    QDockWidget* m_handlersDock = nullptr;
    QHash<QString, qint64> m_handlerRunning; // toolUseId → when its handler started (ms)
    QTimer* m_handlerTicker = nullptr;
    QSet<QString> m_reviewCalls;            // run, then reviewed before sending
    SessionController* m_session = nullptr; // child
    RunTimeline* m_emptyTimeline = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_runMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_recentRunsMenu = nullptr;
    QMenu* m_recentCapturesMenu = nullptr;
    QMenu* m_goToMenu = nullptr;
    QList<QAction*> m_goToActions; // Spec, Session, Timeline, then the docks of m_dockOrder
    QList<QDockWidget*> m_dockOrder;
    QToolBar* m_toolBar = nullptr;
    QAction* m_openSpecAction = nullptr;
    QAction* m_saveSpecAction = nullptr;
    QAction* m_saveSpecAsAction = nullptr;
    QAction* m_openRunAction = nullptr;
    QMenu* m_exportMenu = nullptr; // its actions carry a RunExport::Format
    QAction* m_quitAction = nullptr;
    QAction* m_openCaptureAction = nullptr;
    QAction* m_playPauseAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_rerunAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    ReplayBar* m_replayBar = nullptr;
    bool m_scrubbing = false; // the capture being opened is a scrub of the shown one
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_startSessionAction = nullptr;
    QAction* m_openSessionAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_recordedAnswersAction = nullptr;
    QPointer<BookAnswerer> m_armedAnswers; // for the next run; it then becomes the run's child
    QAction* m_statusBarAction = nullptr;
    QAction* m_fullScreenAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;

    ConnectionChooser* m_chooser = nullptr;
    QTabWidget* m_leftTabs = nullptr;
    ComposerPanel* m_composer = nullptr;
    SessionPanel* m_sessionPanel = nullptr;
    TimelineView* m_timelineView = nullptr;
    EventInspector* m_inspector = nullptr;
    PendingCallsPanel* m_pendingPanel = nullptr;
    TaskPlanPanel* m_planPanel = nullptr;
    RunSummaryPanel* m_summaryPanel = nullptr;
    ProtocolNotesPanel* m_notesPanel = nullptr;
    RunChartsView* m_chartsView = nullptr;
    QDockWidget* m_inspectorDock = nullptr;
    QDockWidget* m_pendingDock = nullptr;
    QDockWidget* m_planDock = nullptr;
    QDockWidget* m_summaryDock = nullptr;
    QDockWidget* m_notesDock = nullptr;
    QDockWidget* m_chartsDock = nullptr;
    RunLibraryDock* m_libraryDock = nullptr;
    RunRecorder* m_recorder = nullptr; // child
    QSystemTrayIcon* m_tray = nullptr;
    bool m_notesDockAutoShown = false; // opened by updateNotesDock(), not by the user
    bool m_notesDockUserSet = false;   // the user opened or closed it for the shown run
    bool m_settingNotesDock = false;   // updateNotesDock() is showing or hiding it

    QString m_lastStatusMessage; // the last one kept in the notes
    QLabel* m_runStateLabel = nullptr;
    QLabel* m_notesLabel = nullptr;
    ElidedLabel* m_connectionLabel = nullptr;
    QString m_launchNotes;  // the launcher's notes about the run being started
    QString m_pendingRunId; // openRun() while the connection's credential is being read
};

} // namespace mantyx
