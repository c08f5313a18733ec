// SPDX-License-Identifier: MIT
// RunTimeline: the one store a run's events go into, whatever their source (live stream, the
// server's log, a capture file). It folds events into compact rows (deltas coalesced per turn),
// keeps the plan, the summary, the local calls' states and the protocol notes, and reports
// changes in batches so item models can insert one block of rows per flush.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include "protocol/runevent.h"
#include "run/chunkedvector.h"
#include "run/eventstore.h"
#include "run/protocolnote.h"
#include "run/runsummary.h"
#include "run/timelinetypes.h"

namespace mantyx {

// One timeline row, kept small: indexes into the event store, not copies of text. Display
// strings are built on demand (TimelineModel caches them).
struct TimelineRow
{
    TimelineRowKind kind = TimelineRowKind::Unknown;
    bool streaming = false; // assistant/thinking row still growing
    bool flagged = false;
    bool cutOff = false; // was still streaming when the run failed or was cancelled
    int turn = 0;
    qint32 firstEvent = 0; // index into RunTimeline::eventAt()
    qint32 lastEvent = 0;  // inclusive
    qint32 eventCount = 0;
    qint32 callIndex = -1; // into RunTimeline::call() for LocalToolCall rows
    // ms since the run began when the row's first event happened; -1 when that is not known
    // (a log replayed at once, with no timestamps of its own). RunTimeline::clock() says whose.
    qint64 elapsedMs = -1;
};

// A local tool call as the pending-call queue and the card show it.
struct LocalCall
{
    QString toolUseId;
    QString name;
    LocalToolKind kind = LocalToolKind::Local;
    QString kindRaw;
    int row = -1;   // the LocalToolCall row
    int event = -1; // index of its local_tool_call event
    LocalCallState state = LocalCallState::Pending;
    QString stateText; // translated, e.g. "rejected — the run had already ended (409)"
    // The answer body as posted, pretty JSON; an answer the server echoed is read from its event
    // when asked for (RunTimeline::callAnswerJson()), not kept twice.
    QString postedAnswerJson;
    int answerEvent = -1; // the local_tool_result_in event that echoed the answer, if it counts
    int httpStatus = 0;
    qint64 deadlineMs = 0; // ms since epoch; 0: unknown
};

class RunTimeline final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunTimeline)

public:
    explicit RunTimeline(QObject* parent = nullptr);
    ~RunTimeline() override;

    // Context the summary needs: the spec's outputSchema (validated against the final text)
    // and GET /models' `models` array (pricing per model id).
    void setOutputSchema(const std::optional<QJsonObject>& schema);
    void setModelCatalog(const QJsonArray& models);

    // Whose clock the rows' times and the run's duration are read from. Settled by the first
    // event that has a time: its own timestamp (Server), a capture's `t` (Recorded), or the
    // moment it was received when receive times are meaningful (Received).
    enum class Clock : quint8
    {
        Unknown,  // no event had a time yet (or none will: a log replayed without timestamps)
        Received, // when this client received each batch
        Server,   // the events' own timestamps (EventTime::ofEvent)
        Recorded, // the receive times a capture file recorded
    };
    Q_ENUM(Clock)

    // Events in arrival order (normally seq order: the stream repairs holes). Rows are appended
    // or grown; rowsAppended/rowsChanged are emitted once per call, not per event. `receivedAtMs`
    // (ms since epoch) stamps the batch; -1 means now. An event's own timestamp wins over it.
    void appendEvents(const QList<RunEvent>& events, qint64 receivedAtMs = -1);
    // Events replayed from a capture file with the times it recorded for them (`t`: ms since the
    // capture started), one per event; the rows take those times unless the events carry their
    // own timestamps.
    void appendRecordedEvents(const QList<RunEvent>& events, const QList<qint64>& recordedMs);
    // The same, one event at a time: what is appended between begin and end is one batch (its
    // rows reported at end), as appendRecordedEvents() of those events would make it. For a
    // reader that decodes events one by one and need not keep them.
    void beginRecordedEvents();
    void appendRecordedEvent(const RunEvent& event, qint64 recordedMs);
    void endRecordedEvents();
    // Whether the receive time of the batches appended from now on says when their events
    // happened (a live stream: yes; a server's log read back at once: no — its events then have
    // no time unless they carry their own). True by default.
    void setReceiveTimesMeaningful(bool meaningful) { m_receiveTimesMeaningful = meaningful; }
    bool receiveTimesMeaningful() const { return m_receiveTimesMeaningful; }
    // The run's start and end as the server's snapshot says (ms since epoch; -1: unknown): the
    // duration when the events have no time of their own, and the start rows count from.
    void setServerRunTimes(qint64 startedMs, qint64 finishedMs);
    Clock clock() const { return m_clock; }

    // What happened to a local call's answer (from ToolResultSender, a handler, a timer).
    void updateCall(const QString& toolUseId, LocalCallState state, const QString& stateText,
                    int httpStatus = 0, const QString& answerJson = {});
    void setCallDeadline(const QString& toolUseId, qint64 deadlineMs);
    // The source ended (terminal, stopped, failed): unanswered calls and a missing terminal
    // event become notes; the summary stops its clock.
    void markSourceEnded(const QString& problem = {});
    void addNote(const ProtocolNote& note);
    void clear();

    int rowCount() const { return static_cast<int>(m_rows.size()); }
    const TimelineRow& row(int index) const { return m_rows[static_cast<size_t>(index)]; }
    int eventCount() const { return m_events.size(); }
    // Event `index` as it was appended, decoded again from its bytes (EventStore): a value, not
    // a reference into the timeline. Where only its seq, type or bytes matter, ask for those.
    RunEvent eventAt(int index) const { return m_events.at(index); }
    qint64 eventSeq(int index) const { return m_events.seqAt(index); }
    EventType eventType(int index) const { return m_events.typeAt(index); }
    // Whether eventAt(index).problems is not empty, without decoding it.
    bool eventHasProblems(int index) const { return m_events.hasProblemsAt(index); }
    // How many times an event was decoded again from its bytes (EventStore::decodeCount()).
    qint64 eventDecodeCount() const { return m_events.decodeCount(); }
    // The event's bytes as received (a copy: the store keeps them compressed).
    QByteArray eventRaw(int index) const { return m_events.rawAt(index); }
    qsizetype eventRawSize(int index) const { return m_events.rawSizeAt(index); }
    // Heap bytes the timeline's events take (their bytes once, a small record each).
    qint64 eventMemoryBytes() const { return m_events.memoryBytes(); }
    // ms since the run began when event `index` happened (on the same clock as the rows'
    // elapsedMs); -1 when that is not known.
    qint64 eventElapsedMs(int index) const { return m_eventElapsedMs[static_cast<size_t>(index)]; }
    // The text of an assistant/thinking row, concatenated from its deltas.
    QString rowText(int row) const;
    // The row a seq landed in; -1 when none.
    int rowForSeq(qint64 seq) const;
    // The first row of turn `turn` (1-based); -1 when there is none.
    int rowForTurn(int turn) const;
    int turnCount() const;

    int callCount() const { return static_cast<int>(m_calls.size()); }
    const LocalCall& call(int index) const { return m_calls[static_cast<size_t>(index)]; }
    // The call's answer as pretty JSON: as posted, or as the server echoed it; empty for none.
    QString callAnswerJson(int index) const;
    int callIndex(const QString& toolUseId) const;
    // The other half of a tool call: a call's answer or result row, or a result's (or echoed
    // answer's) call row (for a server tool, the tool_call row or else the turn end listing the
    // call). -1 when the row is neither or its other half has not arrived.
    int counterpartRow(int row) const;
    // The LocalToolCall row of the next call, after `afterRow`, that is still pending; -1 none.
    int nextPendingCallRow(int afterRow = -1) const;

    const QList<ProtocolNote>& notes() const { return m_notes; }
    // The row a note points at; -1 when none.
    int rowForNote(int noteIndex) const;

    const std::optional<TaskPlan>& plan() const { return m_plan; }
    int planUpdates() const { return m_planUpdates; }
    RunSummary summary() const;

signals:
    void rowsAppended(int first, int last);
    // Rows whose content changed (a growing delta row, a call's state): contiguous ranges.
    void rowsChanged(int first, int last);
    void callChanged(int callIndex);
    void callAdded(int callIndex);
    void notesAppended(int first, int last);
    void planChanged();
    void summaryChanged();
    // Emitted by clear() before anything is dropped (item models begin their reset here).
    void aboutToClear();
    void cleared();

public:
    // Index of the row holding event `eventIndex`; -1 when out of range.
    int rowForEvent(int eventIndex) const;
    // The first terminal event's index; -1 while there is none.
    int terminalEvent() const { return m_terminalEvent; }
    bool sourceEnded() const { return m_sourceEnded; }
    // ms since epoch of the first event received; -1 before it.
    qint64 firstReceivedMs() const { return m_firstReceivedMs; }
    const std::optional<QJsonObject>& outputSchema() const { return m_outputSchema; }
    // The /models pricing of `modelId`; nullopt when unknown or `pricing: null`.
    std::optional<ModelPricing> pricingFor(const QString& modelId) const;
    // Whether a local call is settled for good (answered, rejected, timed out).
    static bool isCallResolved(LocalCallState state);
    // Whether the server accepted an answer to the call (answered, or declined by the user).
    static bool isCallAccepted(LocalCallState state);
    // The default CallStateText for a state (translated).
    static QString callStateName(LocalCallState state);

private:
    struct Batch;
    // Starts a batch received at `receivedAtMs` (-1: now); returns that time.
    qint64 beginBatch(Batch& batch, qint64 receivedAtMs);
    void appendBatch(const QList<RunEvent>& events, qint64 receivedAtMs,
                     const QList<qint64>* recordedMs);
    // The time of `event` on the timeline's clock (settling the clock on the first event that
    // has one); -1 when it has none.
    qint64 eventTime(const RunEvent& event, qint64 receivedAtMs, qint64 recordedMs);
    // `atMs` is the event's time on the timeline's clock; -1: unknown.
    void appendOne(const RunEvent& event, qint64 atMs, Batch& batch);
    int startRow(TimelineRowKind kind, int eventIndex, qint64 atMs, Batch& batch);
    void endTurnStreaming(Batch& batch);
    void note(Severity severity, ProtocolNote::Category category, const QString& message,
              const QString& detail, qint64 seq, const QString& toolUseId, int row, qint64 atMs,
              Batch* batch);
    void olderShape(unsigned bit, const QString& message, qint64 seq, int row, qint64 atMs,
                    Batch& batch);
    void flushBatch(Batch& batch);
    void markRowChanged(int row, Batch& batch);
    void computeOutputOutcome(const QString& finalText) const;
    void fillDuration(RunSummary& summary, qint64 now) const;

    EventStore m_events;
    std::unique_ptr<Batch> m_openBatch; // between beginRecordedEvents() and its end
    qint64 m_openBatchReceivedMs = -1;
    const RunEvent* m_appending = nullptr;  // the event appendOne() is folding in
    ChunkedVector<qint64> m_eventElapsedMs; // per event, as TimelineRow::elapsedMs
    ChunkedVector<TimelineRow> m_rows;
    ChunkedVector<LocalCall, 512> m_calls;
    QHash<QString, int> m_callByToolUseId; // index + 1 into m_calls (0: a slot being filled)
    // callAnswerJson() of the calls answered by an echo whose text was read, by call index.
    mutable QHash<int, QString> m_echoedAnswerTexts;
    QList<ProtocolNote> m_notes;
    std::optional<TaskPlan> m_plan;
    int m_planUpdates = 0;

    std::vector<int> m_noteRows;      // per note: its row, -1 when resolved lazily
    int m_openRow = -1;               // the assistant/thinking row deltas still grow
    std::vector<int> m_streamingRows; // rows with streaming == true (the current turn's)
    int m_turn = 0;                   // turn of the rows being appended (0: none began)
    bool m_turnOpen = false;
    int m_turnBoundaries = 0;
    qint64 m_lastSeq = -1;
    bool m_seqMonotonic = true;
    int m_terminalEvent = -1;
    bool m_afterTerminalNoted = false;
    unsigned m_olderShapes = 0; // bits of older-server shapes already noted
    int m_serverToolResults = 0;
    bool m_noTerminalNoted = false;
    std::optional<QString> m_lastFinishReason; // of the last assistant_message
    qint64 m_firstReceivedMs = -1;
    qint64 m_lastReceivedMs = -1;
    qint64 m_endedMs = -1;
    // Times on m_clock: where rows count from, the last event's, the terminal event's.
    Clock m_clock = Clock::Unknown;
    qint64 m_baseMs = -1;
    qint64 m_lastEventMs = -1;
    qint64 m_terminalAtMs = -1;
    qint64 m_serverStartedMs = -1;
    qint64 m_serverFinishedMs = -1;
    bool m_receiveTimesMeaningful = true;
    bool m_sourceEnded = false;
    QSet<QString> m_unansweredNoted;
    std::optional<QJsonObject> m_outputSchema;
    QHash<QString, ModelPricing> m_pricing;

    // The concatenated text of a few assistant/thinking rows, grown incrementally.
    struct TextCache
    {
        int row = -1;
        int upToEvent = -1; // last event folded into text
        QString text;
    };
    mutable std::vector<TextCache> m_textCache;
    mutable size_t m_textCacheNext = 0;

    // The structured-output check, computed once per terminal / schema change.
    struct OutputOutcome
    {
        std::optional<QJsonValue> json;
        QString parseError;
        QStringList violations;
        bool valid = false;
    };
    mutable std::optional<OutputOutcome> m_outputOutcome;
};

} // namespace mantyx
