// SPDX-License-Identifier: MIT
// RunSource: the one abstract source of a run's events the controller and the UI talk to
// (STYLE.md item 3) — a live run, a run opened by id from the server's log, a capture file —
// reporting events in batches, its status, delivery notes and problems the same way for all.
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include "protocol/apierror.h"
#include "protocol/runevent.h"
#include "run/protocolnote.h"

namespace mantyx {

class RunStream;

class RunSource : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSource)

public:
    enum class Status : quint8
    {
        Idle,         // start() not called yet
        Starting,     // creating the run / fetching its snapshot / first connection
        Streaming,    // events are arriving
        Reconnecting, // the connection ended before the run did; the stream is resuming
        Finished,     // terminal event arrived, or stop() was called
        Failed,       // the run could not be created or opened, or the stream gave up
    };
    Q_ENUM(Status)

    explicit RunSource(QObject* parent = nullptr);
    ~RunSource() override;

    // Starts fetching events. Once; a second call does nothing.
    virtual void start() = 0;
    // The user is no longer interested: nothing more arrives, finished() follows (status
    // Finished unless already ended). It does not cancel the run on the server.
    virtual void stop() = 0;
    // True when this source follows a run as it happens on a server, so its local calls can be
    // answered through that server. A replay of a finished run is not live.
    virtual bool isLive() const = 0;
    // False for a source that is never live (a capture file): nothing will ever answer its calls.
    virtual bool mayBeLive() const { return true; }

    Status status() const { return m_status; }
    bool isEnded() const { return m_status == Status::Finished || m_status == Status::Failed; }
    // Empty until the server assigned it (runIdAssigned).
    QString runId() const { return m_runId; }
    // The spec as far as it is known: the one posted, or the one in the server's snapshot.
    QJsonObject spec() const { return m_spec; }
    QString sessionId() const { return m_sessionId; }
    // The terminal event, once it arrived.
    const std::optional<RunEvent>& terminalEvent() const { return m_terminal; }
    // Why the source failed or stopped early (translated); empty after a terminal event.
    QString problem() const { return m_problem; }
    // Whether the moment a batch is received says when its events happened: true for a live
    // stream, false for a log read back at once (a finished run opened by id). Read it when a
    // batch arrives: a source may change it between batches.
    bool receiveTimesMeaningful() const { return m_receiveTimesMeaningful; }
    // The times a capture recorded for the events of the batch being handed on (ms since the
    // capture started, one per event); empty when the batch has none (every source but a
    // capture). Read it when a batch arrives.
    const QList<qint64>& batchRecordedMs() const { return m_batchRecordedMs; }
    // When the run began and ended on the server (ms since epoch; -1: not known), as a snapshot
    // said.
    qint64 serverStartedMs() const { return m_serverStartedMs; }
    qint64 serverFinishedMs() const { return m_serverFinishedMs; }

    static QString statusName(Status status); // translated

    // The consumer that folds a replay's events (RunController) may take them one at a time, as
    // a source reads them, instead of in eventsAppended batches: no list of decoded events is
    // built and freed again. A source does so only while that consumer is the one receiver of
    // eventsAppended and says it takes them; each run of events between eventsBegin() and
    // eventsEnd() is what would have been one batch. An event taken may lack the values
    // EventDecoder::decodeForIndex() leaves out (the sink keeps its bytes, not it).
    class EventSink
    {
    public:
        virtual bool takesEventsOneByOne() const = 0;
        virtual void eventsBegin() = 0;
        // `recordedMs`: the time a capture recorded for the event (-1: none).
        virtual void eventTaken(const RunEvent& event, qint64 recordedMs) = 0;
        virtual void eventsEnd() = 0;

    protected:
        ~EventSink() = default;
    };
    // `sink` must be the receiver connected first to eventsAppended, and outlive the source's
    // use of it (nullptr: none).
    void setEventSink(EventSink* sink) { m_sink = sink; }

signals:
    // In seq order, each event once; batches are never empty.
    void eventsAppended(const QList<mantyx::RunEvent>& events);
    void statusChanged(mantyx::RunSource::Status status);
    // Something about the delivery (a reconnect, a seq gap, a stream failure).
    void noteRaised(const mantyx::ProtocolNote& note);
    void runIdAssigned(const QString& runId);
    // An answer to a local call that was sent when the run was recorded (a capture replayed):
    // the tool-result body and the HTTP status it got (0: none). In its place among the events.
    void answerRecorded(const QString& toolUseId, const QJsonObject& body, int httpStatus);
    // A request failed: `message` is translated and quotes the server's body verbatim; `error`
    // is the decoded body when the server answered at all.
    void problemOccurred(const QString& message, const std::optional<mantyx::ApiError>& error);
    // Once, after the last eventsAppended: status is Finished or Failed.
    void finished();

protected:
    void setStatus(Status status);
    void setRunId(const QString& runId); // emits runIdAssigned when it changes to non-empty
    void setSpec(const QJsonObject& spec) { m_spec = spec; }
    void setSessionId(const QString& sessionId) { m_sessionId = sessionId; }
    void setReceiveTimesMeaningful(bool meaningful) { m_receiveTimesMeaningful = meaningful; }
    void setBatchRecordedMs(QList<qint64> recordedMs) { m_batchRecordedMs = std::move(recordedMs); }
    void setServerRunTimes(qint64 startedMs, qint64 finishedMs)
    {
        m_serverStartedMs = startedMs;
        m_serverFinishedMs = finishedMs;
    }
    // Milliseconds since start(), for notes raised before any event has a time of its own.
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : -1; }
    void startClock() { m_clock.start(); }

    // Hands `events` on (eventsAppended), noting the first terminal event among them.
    void handOn(const QList<RunEvent>& events);
    // The sink to hand events to one by one, when it may be used now (see EventSink); nullptr
    // when the events must go as eventsAppended batches.
    EventSink* oneByOneSink() const;
    // For events handed to the sink: notes the first terminal event, as handOn() does.
    void noteHandedOn(const RunEvent& event)
    {
        if (event.isTerminal() && !m_terminal)
            m_terminal = event;
    }
    // Forwards a RunStream's events, states, reconnects, gaps and end as this source's.
    // Call once per stream before opening it.
    void followStream(RunStream* stream);
    // Ends the source: status, problem, finished(). Does nothing when already ended.
    void endWith(Status status, const QString& problem = {});
    // A request failed: problemOccurred, then endWith(Failed).
    void failWith(const QString& message, const std::optional<ApiError>& error);

private:
    RunStream* m_stream = nullptr; // the followed stream (owned by the subclass)
    EventSink* m_sink = nullptr;
    QString m_runId;
    QJsonObject m_spec;
    QString m_sessionId;
    QString m_problem;
    std::optional<RunEvent> m_terminal;
    QElapsedTimer m_clock;
    QList<qint64> m_batchRecordedMs;
    qint64 m_serverStartedMs = -1;
    qint64 m_serverFinishedMs = -1;
    Status m_status = Status::Idle;
    bool m_receiveTimesMeaningful = true;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::RunSource::Status)
