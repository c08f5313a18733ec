// SPDX-License-Identifier: MIT
// RunLauncher: the one way a front end starts a run with its local handlers — start the handlers,
// put their refs into the spec and check it against the server's rules again, create the run
// through a RunController (LiveRunSource), attach the run's tool-result sender to the handlers
// and feed them the run's local_tool_calls — and opens a run by id (ServerRunSource) the same
// way, so the window and mantyx-run share the sequence instead of writing it twice.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "protocol/apierror.h"
#include "protocol/runevent.h"
#include "protocol/specissue.h"

namespace mantyx {

class ApiClient;
class LocalToolSession;
class RunController;

class RunLauncher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunLauncher)

public:
    // Why a launch did not lead to a run.
    enum class Failure : quint8
    {
        HandlersFailed, // a local handler did not start
        SpecDoesNotFit, // the handlers' tools do not fit the spec (LocalToolSession::prepareSpec)
        SpecInvalid,    // the spec with the handlers' refs breaks the server's rules
        CaptureFailed,  // the capture file could not be created
    };
    Q_ENUM(Failure)

    struct Options
    {
        std::optional<RunStream::Options> stream;        // how the run's stream reconnects
        std::optional<ToolResultSender::Options> sender; // how the answers are posted
        QString capturePath; // a `.mxrun` capture file to record the run into; empty: none
        // A folder to record each launched run into, once the server assigned its id, as
        // CaptureLibrary::fileName(); empty: none. A file that cannot be created there does not
        // stop the run (captureNotStarted()).
        QString captureFolder;
    };

    // `client` is not owned and must outlive the launcher.
    explicit RunLauncher(ApiClient* client, QObject* parent = nullptr);
    ~RunLauncher() override;

    // The local handlers that answer the runs' calls (not owned; nullptr or an empty session:
    // none). Replacing them drops a launch that waits for the old ones.
    void setLocalTools(LocalToolSession* tools);
    LocalToolSession* localTools() const;
    void setOptions(const Options& options) { m_options = options; }
    const Options& options() const { return m_options; }

    // Starts a run of `spec`. With local handlers, they are started first (unless they are
    // ready) and their refs put into the spec, which is validated again; the run is created once
    // that passed. True when the run was created or waits for the handlers; false when it was
    // refused at once (launchFailed() has been emitted then). A launch still waiting is dropped.
    bool launch(const QJsonObject& spec);
    // Opens a run by id: its snapshot and the server's log from seq 1, then the live tail when
    // the run is still going (its calls go to the handlers when they are ready). False when the
    // capture file cannot be created.
    bool open(const QString& runId);
    // Opens a capture file (`.mxrun`): the same controller over a CaptureRunSource, played at
    // `speed` (CaptureRunSource::Instant, or ×0.25…×16) and paused once `pauseAt` records were
    // handed on (-1: never). Not recorded again. The controller's source status tells whether
    // the file is a capture (Streaming once its header was read) or not (Failed).
    bool openCapture(const QString& path, double speed = 0.0, qint64 pauseAt = -1);
    // Records `run`, started elsewhere (a session's message), into Options::captureFolder the
    // way a launched run is: as CaptureLibrary::fileName() once the server named it, with
    // captureNotStarted() when the file cannot be created. Nothing when the option is empty or
    // the run is recorded already.
    void recordIntoFolder(RunController* run);
    // Drops a launch that waits for the handlers; nothing is emitted.
    void abandon();
    bool isWaitingForHandlers() const { return m_waiting; }

    // The run launched or opened last; null before. Runs are children of the launcher unless
    // a receiver of controllerCreated() gives them another parent.
    RunController* run() const;

signals:
    // The handlers were asked to start; specPrepared() or launchFailed() follows.
    void handlersStartRequested();
    // The handlers' refs were put into the spec, which is checked next. `notes` say what was
    // added or replaced; `addedIssues` are the problems the prepared spec has and the given one
    // did not (with an error among them, launchFailed(SpecInvalid) follows).
    void specPrepared(const QJsonObject& spec, const QStringList& notes,
                      const QList<mantyx::SpecIssue>& addedIssues);
    void launchFailed(mantyx::RunLauncher::Failure failure, const QString& reason,
                      const QList<mantyx::SpecIssue>& issues);
    // The run's controller exists and starts when this returns. Slots connected here to
    // run->source() see each batch of events before the handlers are offered it, so an answer
    // given there (an answers file) wins: a call no longer pending is not run by a handler.
    void controllerCreated(mantyx::RunController* run);
    // open() did not lead to a run: the server has no run with that id (`message` says so and
    // quotes its answer), or refused or could not be asked. Emitted before any event of the run
    // and before its controller's finished(); a front end keeps showing what it showed.
    void openFailed(const QString& runId, const QString& message,
                    const std::optional<mantyx::ApiError>& error);
    // A launched run (or one given to recordIntoFolder()) is not being recorded into
    // Options::captureFolder: `path` could not be created (`reason` names the file and the OS
    // error). The run goes on.
    void captureNotStarted(mantyx::RunController* run, const QString& path, const QString& reason);
    // Local calls arrived while the handlers are configured but not running: they wait for an
    // answer by hand.
    void callsLeftUnhandled(mantyx::RunController* run);

private:
    bool prepareAndCreate(const QJsonObject& spec);
    bool create(const QJsonObject& spec);
    bool adopt(RunController* run, bool record = true);
    void createCaptureFile(RunController* run, const QString& fileName);
    void onHandlersReady();
    void onHandlersFailed(const QString& reason);
    void attachHandlers(RunController* run);
    void feedHandlers(RunController* run, const QList<RunEvent>& events);

    QPointer<ApiClient> m_client;
    QPointer<LocalToolSession> m_tools;
    QPointer<RunController> m_run;
    QPointer<RunController> m_answeredRun; // the run the handlers' answers go to
    Options m_options;
    QJsonObject m_waitingSpec;
    QList<QMetaObject::Connection> m_waitConnections;
    bool m_waiting = false;
};

} // namespace mantyx
