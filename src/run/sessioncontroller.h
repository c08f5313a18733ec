// SPDX-License-Identifier: MIT
// SessionController: one agent session (wire-protocol §2.2, §8.6) — create it with its defaults
// or open an existing one with its history, send messages (each starts a run, streamed by a
// RunController, with per-message overrides for that run only) and end it — keeping the
// conversation as a simple list of turns for the session view.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "client/runstream.h"
#include "protocol/apierror.h"

namespace mantyx {

class ApiClient;
class ApiReply;
class RunController;

// One message of the conversation.
struct SessionTurn
{
    QString role;      // "user", "assistant" or "system"
    QString text;      // the content's text (text parts joined when it is an array)
    QString runId;     // the run the message belongs to (the run it started, or answered)
    QString status;    // that run's status: running, succeeded, failed, cancelled ("" unknown)
    QString createdAt; // as the server sent it; empty for turns added here
    int attachments = 0;
    QJsonObject raw; // the message as the server returned it (or as sent)

    friend bool operator==(const SessionTurn&, const SessionTurn&) = default;
};

class SessionController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionController)

public:
    enum class State : quint8
    {
        None,     // no session yet
        Creating, // POST agent-sessions is out
        Opening,  // GET agent-sessions/{id} is out
        Active,
        Ending, // DELETE is out
        Ended,
    };
    Q_ENUM(State)

    // `client` is not owned and must outlive the controller. The RunControllers of the
    // session's runs are children of this controller: they live as long as it does.
    explicit SessionController(ApiClient* client, QObject* parent = nullptr);
    ~SessionController() override;

    // POST agent-sessions with `spec` (no prompt/messages): its defaults for every message.
    void createSession(const QJsonObject& spec);
    // GET agent-sessions/{id}: the defaults and the history (historyLoaded). Also refreshes an
    // open session.
    void open(const QString& sessionId);
    // POST agent-sessions/{id}/messages. `message` carries `prompt` or `messages`, and optional
    // overrides for this one run: tools, reasoningLevel, outputSchema, loopDetection,
    // toolBudgets, supervisor, plan (they replace the session's defaults), metadata (merged
    // over the session's, the message's keys win). Sent as it is: the server validates it.
    // False (problemOccurred says why) when there is no active session.
    bool sendMessage(const QJsonObject& message);
    // DELETE agent-sessions/{id}: the session ends; the server cancels its runs in flight.
    void end();

    State state() const { return m_state; }
    QString sessionId() const { return m_sessionId; }
    // The session's defaults (the keys a message may override), as created or as the server
    // returned them.
    QJsonObject defaults() const { return m_defaults; }
    // GET agent-sessions/{id} as the server answered it last.
    QJsonObject sessionJson() const { return m_session; }
    const QList<SessionTurn>& turns() const { return m_turns; }
    // The runs started from this controller, oldest first.
    QList<RunController*> runs() const;
    RunController* currentRun() const;

    // Applied to the runs started afterwards.
    void setStreamOptions(const RunStream::Options& options) { m_streamOptions = options; }
    void setLocalToolTimeoutMs(int ms) { m_localToolTimeoutMs = ms; }

    // The spec a message's run runs with: `defaults` with the message's overrides (§2.2, §8.6).
    static QJsonObject effectiveSpec(const QJsonObject& defaults, const QJsonObject& message);
    // The keys a session keeps as defaults and a message may replace.
    static const QStringList& overridableKeys();
    // The turns of a GET agent-sessions/{id} answer.
    static QList<SessionTurn> turnsFromJson(const QJsonObject& session);
    // The session id of a create or GET answer: `sessionId` (this project's sandbox, older
    // servers) or `id` (the shape the official SDKs read). Empty when it has neither.
    static QString idFromJson(const QJsonObject& answer);
    // The defaults of a GET answer: its `agentSpec` object when there is one (the SDKs' shape),
    // otherwise the overridable keys at the top level (older servers); metadata from the
    // top-level `metadata`, else from `agentSpec`.
    static QJsonObject defaultsFromJson(const QJsonObject& session);

signals:
    void stateChanged(mantyx::SessionController::State state);
    void sessionCreated(const QString& sessionId);
    // open() finished: turns() and defaults() are the server's.
    void historyLoaded();
    void turnAdded(int index);
    // A turn's status changed (its run ended).
    void turnChanged(int index);
    // The server started the message's run; `run` is streaming it (already started).
    void runStarted(mantyx::RunController* run);
    void ended();
    // A request failed: `message` quotes the server's body verbatim.
    void problemOccurred(const QString& message, const std::optional<mantyx::ApiError>& error);

private:
    void setState(State state);
    void onRunFinished(RunController* run);
    void fail(const QString& message, const std::optional<ApiError>& error, State fallback);

    QPointer<ApiClient> m_client;
    QString m_sessionId;
    QJsonObject m_defaults;
    QJsonObject m_session;
    QList<SessionTurn> m_turns;
    QList<QPointer<RunController>> m_runs;
    std::optional<RunStream::Options> m_streamOptions;
    std::optional<int> m_localToolTimeoutMs;
    State m_state = State::None;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::SessionTurn)
