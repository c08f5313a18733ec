// SPDX-License-Identifier: MIT
// RunController: one run from the user's side — a RunSource feeding a RunTimeline, a
// ToolResultSender answering the run's local calls (by hand or from a local handler) with their
// states, deadlines and HTTP outcomes explained in words, cancel, delivery notes and an optional
// capture file — so the window, the session view and mantyx-run drive a run the same way.
#pragma once

#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include "client/toolresultsender.h"
#include "protocol/apierror.h"
#include "protocol/runevent.h"
#include "run/runsource.h"
#include "run/timelinetypes.h"

namespace mantyx {

class ApiClient;
class CaptureWriter;
class RunTimeline;

class RunController final : public QObject, private RunSource::EventSink
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunController)

public:
    // The server's per-call local-tool timeout when the spec does not say (wire-protocol §5).
    static constexpr int DefaultLocalToolTimeoutMs = 300000;

    // Takes ownership of `source` (it becomes a child). `client` is not owned; it posts answers
    // and the cancel, and must outlive the controller. With a `timeline` the controller feeds
    // that one (not owned, must outlive it, should be empty); without, it owns a timeline of its
    // own, so each run (e.g. each session turn) has its own.
    RunController(ApiClient* client, RunSource* source, RunTimeline* timeline = nullptr,
                  QObject* parent = nullptr);
    ~RunController() override;

    RunSource* source() const { return m_source; }
    RunTimeline* timeline() const { return m_timeline; }
    // Answers this run's local calls; null until the run id is known, and for a source that is
    // not live (a replay of a finished run cannot be answered).
    ToolResultSender* sender() const { return m_sender.get(); }
    QString runId() const;
    RunSource::Status status() const;
    bool isReconnecting() const { return status() == RunSource::Status::Reconnecting; }
    bool isFinished() const { return m_finished; }
    // The source is live and its run id known: answer(), reject() and cancel() can work.
    bool canAnswer() const { return m_sender != nullptr; }

    // How long after a local_tool_call arrived (here: when this client received it) the call
    // counts as timed out. Applies to calls that arrive afterwards.
    void setLocalToolTimeoutMs(int ms) { m_localToolTimeoutMs = ms; }
    int localToolTimeoutMs() const { return m_localToolTimeoutMs; }
    // Retry policy of the answers' POSTs; before the first call arrives.
    void setSenderOptions(const ToolResultSender::Options& options);
    // The session the run belongs to, for the capture header (the source may know it too).
    void setSessionId(const QString& sessionId) { m_sessionId = sessionId; }
    QString sessionId() const;

    // Records every event received and every answer POST into a `.mxrun` capture file at
    // `path` (created or truncated). Best called before start(); called later, the events
    // received so far are written first. False (and `error`) when the file cannot be created.
    bool setCaptureFile(const QString& path, QString* error = nullptr);
    QString captureFile() const { return m_capturePath; }
    // Writing the capture file failed at some point: recording stopped, the file is incomplete.
    bool isCaptureIncomplete() const { return m_captureIncomplete; }

    void start();
    // Stops following the run (the run goes on on the server); finished() follows.
    void stop();
    // POST cancel (once the run id is known). As wire-protocol §9 says, the server still waits
    // for the local calls in flight — it ends the run with `cancelled` only once each is
    // answered or has timed out — so keep answering (or rejecting) pendingCallsAtCancel().
    void cancel();
    bool isCancelRequested() const { return m_cancelRequested; }
    // After cancel(): the calls the server still waits for (not answered, rejected or timed out
    // yet) — the UI offers to answer or reject them. Empty before cancel().
    QStringList pendingCallsAtCancel() const;
    // The calls not yet answered for good (Pending, Running, Sending, Failed), in arrival order.
    QStringList unresolvedCalls() const;
    // Every local call seen, in arrival order.
    QStringList callIds() const { return m_callOrder; }
    // An answer is being posted right now. The run can end before the reply to its last answer
    // is read; a front end that quits at the end waits for answersSettled() (briefly) first.
    bool hasAnswersInFlight() const;

    // Posts `answer` exactly once (ToolResultSender); the refusal says why nothing was sent.
    // A call that timed out may still be answered: the server then answers 409 or 404, shown.
    ToolResultSender::SubmitResult answer(const QString& toolUseId, const ToolAnswer& answer);
    // Answers with an `error` carrying the user's reason (the model sees it and can recover).
    ToolResultSender::SubmitResult reject(const QString& toolUseId, const QString& reason);
    // Posts a Failed answer again.
    bool resend(const QString& toolUseId);
    // A local handler started working on the call: Running until it answers. False
    // when the call is unknown or already answered.
    bool markRunning(const QString& toolUseId, bool running = true);

    LocalCallState callState(const QString& toolUseId) const;
    QString callStateText(const QString& toolUseId) const;

    // The words for the outcome of a tool-result POST (404 and 409 explained); translated.
    static QString rejectionText(int httpStatus, const QString& serverMessage);

signals:
    void statusChanged(mantyx::RunSource::Status status);
    void runIdAssigned(const QString& runId);
    // A local call arrived that this client can answer (for desktop notifications).
    void callArrived(const QString& toolUseId);
    void callStateChanged(const QString& toolUseId, mantyx::LocalCallState state);
    // The server accepted the cancel; `pendingCalls` are the calls it still waits for.
    void cancelAccepted(const QStringList& pendingCalls);
    // The server refused the cancel or could not be reached (problemOccurred() says so too); it
    // may be asked again.
    void cancelFailed(const QString& message, const std::optional<mantyx::ApiError>& error);
    // The answers being posted are all through (acknowledged, rejected or failed for good).
    void answersSettled();
    // Writing the capture file failed: `message` names the file and the OS error; recording
    // stopped (problemOccurred() says so too). Once per run.
    void captureWriteFailed(const QString& message);
    // A request failed (create, stream, cancel, an answer for good) or the capture file could
    // not be written; `message` quotes the server verbatim.
    void problemOccurred(const QString& message, const std::optional<mantyx::ApiError>& error);
    // Once, after the timeline got its last events and markSourceEnded.
    void finished();

private:
    struct CallTrack
    {
        qint64 seq = -1;
        qint64 deadlineMs = 0; // ms since epoch; 0: none
        LocalCallState state = LocalCallState::Pending;
        QString stateText;
        bool running = false;
        bool timedOut = false;
        bool echoed = false;   // local_tool_result_in seen
        bool declined = false; // the answer being sent is the user's rejection
    };
    ToolResultSender::SubmitResult submit(const QString& toolUseId, const ToolAnswer& answer,
                                          bool declined);

    void onEvents(const QList<RunEvent>& events);
    // What a batch of events needs before the timeline takes it.
    void prepareTimeline();
    // Notes a local call, its echo or a terminal that ended the calls; a call that arrived is
    // added to `arrived` when given.
    void trackCalls(const RunEvent& event, QStringList* arrived);
    // RunSource::EventSink: a replay's events one by one (no capture written, nothing to answer).
    bool takesEventsOneByOne() const override;
    void eventsBegin() override;
    void eventTaken(const RunEvent& event, qint64 recordedMs) override;
    void eventsEnd() override;
    void onRunIdAssigned(const QString& runId);
    void onSourceFinished();
    void onSenderStateChanged(const QString& toolUseId, ToolResultSender::State state);
    void onAnswerPosted(const QString& toolUseId, const QJsonObject& body, int httpStatus);
    void onAnswerRecorded(const QString& toolUseId, const QJsonObject& body, int httpStatus);
    void onDeadline();
    void ensureSender();
    void refreshCall(const QString& toolUseId);
    void armDeadlineTimer();
    bool isAccepted(const QString& toolUseId) const;
    void sendCancel();
    void ensureCaptureHeader();
    void captureFailed(const QString& error);
    void addNote(Severity severity, const QString& message, const QString& detail,
                 const QString& toolUseId);

    QPointer<ApiClient> m_client;
    RunSource* m_source = nullptr;     // child
    RunTimeline* m_timeline = nullptr; // child or the caller's
    std::unique_ptr<ToolResultSender> m_sender;
    std::optional<ToolResultSender::Options> m_senderOptions;
    std::unique_ptr<CaptureWriter> m_capture;
    QString m_capturePath;
    QString m_sessionId;
    QHash<QString, CallTrack> m_calls;
    QStringList m_callOrder;
    QTimer m_deadlineTimer;
    QElapsedTimer m_clock;
    int m_localToolTimeoutMs = DefaultLocalToolTimeoutMs;
    int m_firstTimelineEvent = 0; // events of the timeline before this run's
    bool m_specApplied = false;
    bool m_captureHeaderWritten = false;
    bool m_captureIncomplete = false;
    bool m_answersInFlight = false; // as of the last answer state change
    bool m_cancelRequested = false;
    bool m_cancelSent = false;
    bool m_serverTimedOut = false; // the run ended with a local-tool timeout
    bool m_finished = false;
};

} // namespace mantyx
