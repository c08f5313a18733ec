// SPDX-License-Identifier: MIT
#include "run/runtimeline.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QLocale>
#include <QScopeGuard>

#include "jsonschema/schemavalidator.h"
#include "protocol/eventencoder.h"
#include "run/eventtime.h"

namespace mantyx {

using namespace Qt::StringLiterals;

namespace {

QString prettyJson(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)).trimmed();
}

// Older-server shapes, one note each (http-surface.md "SSE stream").
enum OlderShape : unsigned
{
    ShapeStarted = 1U << 0,
    ShapeToolCall = 1U << 1,
    ShapeToolResultOkSummary = 1U << 2,
    ShapeResultInOutput = 1U << 3,
    ShapeKindOmitted = 1U << 4,
    ShapeFailureResult = 1U << 6,
};

constexpr size_t kTextCacheSlots = 4;

bool isTruncationReason(const std::optional<QString>& reason)
{
    return reason && (*reason == "max_tokens"_L1 || *reason == "length"_L1);
}

} // namespace

struct RunTimeline::Batch
{
    int oldRowCount = 0;
    qsizetype oldNoteCount = 0;
    std::vector<int> changedRows;
    std::vector<int> addedCalls;
    std::vector<int> changedCalls;
    bool planChanged = false;
};

RunTimeline::RunTimeline(QObject* parent)
    : QObject(parent)
{}

RunTimeline::~RunTimeline() = default;

void RunTimeline::setOutputSchema(const std::optional<QJsonObject>& schema)
{
    m_outputSchema = schema;
    m_outputOutcome.reset();
    emit summaryChanged();
}

void RunTimeline::setModelCatalog(const QJsonArray& models)
{
    m_pricing.clear();
    for (const QJsonValue& value : models) {
        const QJsonObject model = value.toObject();
        const QString id = model.value("id"_L1).toString();
        const QJsonValue pricing = model.value("pricing"_L1);
        if (id.isEmpty() || !pricing.isObject())
            continue;
        const QJsonObject p = pricing.toObject();
        ModelPricing prices;
        prices.inputPer1MUsd = p.value("inputPer1MUsd"_L1).toDouble();
        prices.outputPer1MUsd = p.value("outputPer1MUsd"_L1).toDouble();
        if (p.value("cacheReadPer1MUsd"_L1).isDouble())
            prices.cacheReadPer1MUsd = p.value("cacheReadPer1MUsd"_L1).toDouble();
        m_pricing.insert(id, prices);
    }
    emit summaryChanged();
}

std::optional<ModelPricing> RunTimeline::pricingFor(const QString& modelId) const
{
    const auto it = m_pricing.constFind(modelId);
    if (it == m_pricing.constEnd())
        return std::nullopt;
    return *it;
}

bool RunTimeline::isCallResolved(LocalCallState state)
{
    return isCallAccepted(state) || state == LocalCallState::Rejected ||
           state == LocalCallState::TimedOut;
}

bool RunTimeline::isCallAccepted(LocalCallState state)
{
    return state == LocalCallState::Answered || state == LocalCallState::Declined;
}

QString RunTimeline::callStateName(LocalCallState state)
{
    switch (state) {
    case LocalCallState::Pending:
        return tr("pending");
    case LocalCallState::Running:
        return tr("running");
    case LocalCallState::Sending:
        return tr("sending");
    case LocalCallState::Answered:
        return tr("answered");
    case LocalCallState::Failed:
        return tr("failed");
    case LocalCallState::Rejected:
        return tr("rejected");
    case LocalCallState::TimedOut:
        return tr("timed out");
    case LocalCallState::Declined:
        return tr("rejected by the user");
    }
    return {};
}

void RunTimeline::appendEvents(const QList<RunEvent>& events, qint64 receivedAtMs)
{
    appendBatch(events, receivedAtMs, nullptr);
}

void RunTimeline::appendRecordedEvents(const QList<RunEvent>& events,
                                       const QList<qint64>& recordedMs)
{
    appendBatch(events, -1, &recordedMs);
}

void RunTimeline::setServerRunTimes(qint64 startedMs, qint64 finishedMs)
{
    if (m_serverStartedMs == startedMs && m_serverFinishedMs == finishedMs)
        return;
    m_serverStartedMs = startedMs;
    m_serverFinishedMs = finishedMs;
    emit summaryChanged();
}

void RunTimeline::appendBatch(const QList<RunEvent>& events, qint64 receivedAtMs,
                              const QList<qint64>* recordedMs)
{
    if (events.isEmpty())
        return;
    Batch batch;
    receivedAtMs = beginBatch(batch, receivedAtMs);
    for (qsizetype i = 0; i < events.size(); ++i) {
        const qint64 recorded = recordedMs && i < recordedMs->size() ? recordedMs->at(i) : -1;
        appendOne(events.at(i), eventTime(events.at(i), receivedAtMs, recorded), batch);
    }
    flushBatch(batch);
}

qint64 RunTimeline::beginBatch(Batch& batch, qint64 receivedAtMs)
{
    if (receivedAtMs < 0)
        receivedAtMs = QDateTime::currentMSecsSinceEpoch();
    if (m_firstReceivedMs < 0)
        m_firstReceivedMs = receivedAtMs;
    m_lastReceivedMs = receivedAtMs;
    m_sourceEnded = false;
    m_endedMs = -1;
    batch.oldRowCount = rowCount();
    batch.oldNoteCount = m_notes.size();
    return receivedAtMs;
}

void RunTimeline::beginRecordedEvents()
{
    Q_ASSERT(!m_openBatch);
    m_openBatch = std::make_unique<Batch>();
    m_openBatchReceivedMs = beginBatch(*m_openBatch, -1);
}

void RunTimeline::appendRecordedEvent(const RunEvent& event, qint64 recordedMs)
{
    Q_ASSERT(m_openBatch);
    appendOne(event, eventTime(event, m_openBatchReceivedMs, recordedMs), *m_openBatch);
}

void RunTimeline::endRecordedEvents()
{
    Q_ASSERT(m_openBatch);
    const std::unique_ptr<Batch> batch = std::move(m_openBatch);
    flushBatch(*batch);
}

qint64 RunTimeline::eventTime(const RunEvent& event, qint64 receivedAtMs, qint64 recordedMs)
{
    // Only a clock that is not settled yet, or the server's, reads the event's own time.
    const std::optional<qint64> own = m_clock == Clock::Unknown || m_clock == Clock::Server
                                          ? EventTime::ofEvent(event)
                                          : std::nullopt;
    if (m_clock == Clock::Unknown) {
        if (own)
            m_clock = Clock::Server;
        else if (recordedMs >= 0)
            m_clock = Clock::Recorded;
        else if (m_receiveTimesMeaningful)
            m_clock = Clock::Received;
        else
            return -1;
    }
    qint64 at = -1;
    switch (m_clock) {
    case Clock::Server:
        at = own.value_or(-1);
        break;
    case Clock::Recorded:
        at = recordedMs;
        break;
    case Clock::Received:
        at = m_receiveTimesMeaningful ? receivedAtMs : -1;
        break;
    case Clock::Unknown:
        break;
    }
    if (at < 0)
        return -1;
    if (m_baseMs < 0) {
        // Rows count from the run's start when the server said when that was (a run joined
        // while going); from its first timed event otherwise.
        const bool serverClock = m_clock == Clock::Server || m_clock == Clock::Received;
        m_baseMs = serverClock && m_serverStartedMs > 0 && m_serverStartedMs <= at
                       ? m_serverStartedMs
                       : at;
    }
    m_lastEventMs = std::max(m_lastEventMs, at);
    return at;
}

int RunTimeline::startRow(TimelineRowKind kind, int eventIndex, qint64 atMs, Batch& batch)
{
    Q_UNUSED(batch)
    // Rows start from the event being appended: its decoded form is at hand.
    Q_ASSERT(m_appending && eventIndex == eventCount() - 1);
    const RunEvent& e = *m_appending;
    TimelineRow row;
    row.kind = kind;
    row.turn = m_turn;
    row.firstEvent = eventIndex;
    row.lastEvent = eventIndex;
    row.eventCount = 1;
    row.elapsedMs = atMs >= 0 && m_baseMs >= 0 ? std::max<qint64>(0, atMs - m_baseMs) : -1;
    row.flagged = !e.problems.isEmpty() || kind == TimelineRowKind::Unknown ||
                  kind == TimelineRowKind::Malformed;
    m_rows.push_back(row);
    return rowCount() - 1;
}

void RunTimeline::markRowChanged(int row, Batch& batch)
{
    if (row >= 0 && row < batch.oldRowCount)
        batch.changedRows.push_back(row);
}

void RunTimeline::endTurnStreaming(Batch& batch)
{
    for (int row : m_streamingRows) {
        m_rows[static_cast<size_t>(row)].streaming = false;
        markRowChanged(row, batch);
    }
    m_streamingRows.clear();
    m_openRow = -1;
}

void RunTimeline::note(Severity severity, ProtocolNote::Category category, const QString& message,
                       const QString& detail, qint64 seq, const QString& toolUseId, int row,
                       qint64 atMs, Batch* batch)
{
    ProtocolNote n;
    n.severity = severity;
    n.category = category;
    n.message = message;
    n.detail = detail;
    n.seq = seq;
    n.toolUseId = toolUseId;
    n.atMs = (m_baseMs >= 0 && atMs >= 0) ? std::max<qint64>(0, atMs - m_baseMs) : -1;
    m_notes.append(n);
    m_noteRows.push_back(row);
    if (!batch)
        emit notesAppended(int(m_notes.size()) - 1, int(m_notes.size()) - 1);
}

void RunTimeline::olderShape(unsigned bit, const QString& message, qint64 seq, int row, qint64 atMs,
                             Batch& batch)
{
    if (m_olderShapes & bit)
        return;
    m_olderShapes |= bit;
    note(Severity::Info, ProtocolNote::Category::OlderServer, message,
         tr("Noted once per run; later events of this shape are not noted again."), seq, {}, row,
         atMs, &batch);
}

void RunTimeline::appendOne(const RunEvent& event, qint64 atMs, Batch& batch)
{
    const int ei = eventCount();
    m_events.append(event);
    m_eventElapsedMs.push_back(atMs >= 0 && m_baseMs >= 0 ? std::max<qint64>(0, atMs - m_baseMs)
                                                          : -1);
    const RunEvent& e = event;
    m_appending = &event;
    const auto done = qScopeGuard([this] { m_appending = nullptr; });
    const bool afterTerminal = m_terminalEvent >= 0;

    // Delivery order, judged on the input as given.
    enum class SeqIssue
    {
        None,
        Gap,
        Repeat
    } seqIssue = SeqIssue::None;
    const qint64 previousSeq = m_lastSeq;
    if (e.seq >= 0) {
        if (m_lastSeq >= 0 && e.seq > m_lastSeq + 1)
            seqIssue = SeqIssue::Gap;
        else if (m_lastSeq >= 0 && e.seq <= m_lastSeq)
            seqIssue = SeqIssue::Repeat;
        if (seqIssue == SeqIssue::Repeat)
            m_seqMonotonic = false;
        m_lastSeq = std::max(m_lastSeq, e.seq);
    } else {
        m_seqMonotonic = false; // rowForSeq falls back to a scan
    }

    int row = -1;
    if (e.type == EventType::AssistantDelta || e.type == EventType::ThinkingDelta) {
        const TimelineRowKind kind = e.type == EventType::AssistantDelta
                                         ? TimelineRowKind::AssistantText
                                         : TimelineRowKind::Thinking;
        if (m_openRow >= 0 && m_rows[static_cast<size_t>(m_openRow)].kind == kind) {
            row = m_openRow;
            TimelineRow& r = m_rows[static_cast<size_t>(row)];
            r.lastEvent = ei;
            ++r.eventCount;
            r.flagged = r.flagged || !e.problems.isEmpty();
            markRowChanged(row, batch);
        } else {
            if (!m_turnOpen) {
                m_turn = m_turnBoundaries + 1;
                m_turnOpen = true;
            }
            row = startRow(kind, ei, atMs, batch);
            if (!afterTerminal) {
                m_rows[static_cast<size_t>(row)].streaming = true;
                m_streamingRows.push_back(row);
            }
            m_openRow = row;
        }
    } else {
        m_openRow = -1;
        switch (e.type) {
        case EventType::Started:
            row = startRow(TimelineRowKind::Started, ei, atMs, batch);
            olderShape(ShapeStarted, tr("The server sent a `started` event (an older server)."),
                       e.seq, row, atMs, batch);
            break;
        case EventType::ToolCall:
            row = startRow(TimelineRowKind::ServerToolCall, ei, atMs, batch);
            olderShape(ShapeToolCall,
                       tr("The server announced server tool calls with `tool_call` (an older "
                          "server)."),
                       e.seq, row, atMs, batch);
            break;
        case EventType::ToolResult: {
            row = startRow(TimelineRowKind::ServerToolResult, ei, atMs, batch);
            ++m_serverToolResults;
            const auto* r = e.as<ToolResultEvent>();
            if (r && r->legacyShape)
                olderShape(ShapeToolResultOkSummary,
                           tr("Tool results carry `ok`/`summary` instead of `result` (an older "
                              "server)."),
                           e.seq, row, atMs, batch);
            break;
        }
        case EventType::LocalToolCall: {
            row = startRow(TimelineRowKind::LocalToolCall, ei, atMs, batch);
            const auto* c = e.as<LocalToolCallEvent>();
            if (!c)
                break;
            // One hash look-up per call: the slot of a new id is made here holding 0.
            int* const slot = c->toolUseId.isEmpty() ? nullptr : &m_callByToolUseId[c->toolUseId];
            if (slot && *slot > 0) {
                m_rows[static_cast<size_t>(row)].callIndex = *slot - 1;
                m_rows[static_cast<size_t>(row)].flagged = true;
                note(Severity::Warning, ProtocolNote::Category::ProtocolProblem,
                     tr("The local tool call %1 arrived again.").arg(c->toolUseId),
                     tr("It is shown again; the call is answered once."), e.seq, c->toolUseId, row,
                     atMs, &batch);
            } else {
                LocalCall call;
                call.toolUseId = c->toolUseId;
                call.name = c->name;
                call.kind = c->kind;
                call.kindRaw = c->kindOmitted ? u"local"_s : c->kindRaw;
                call.row = row;
                call.event = ei;
                call.state = LocalCallState::Pending;
                call.stateText = callStateName(LocalCallState::Pending);
                m_calls.push_back(call);
                const int index = callCount() - 1;
                if (slot)
                    *slot = index + 1;
                m_rows[static_cast<size_t>(row)].callIndex = index;
                batch.addedCalls.push_back(index);
            }
            if (c->kindOmitted)
                olderShape(ShapeKindOmitted,
                           tr("Local tool calls omit `kind` (an older server; it means "
                              "\"local\")."),
                           e.seq, row, atMs, batch);
            break;
        }
        case EventType::LocalToolResultIn: {
            row = startRow(TimelineRowKind::LocalToolResultIn, ei, atMs, batch);
            const auto* r = e.as<LocalToolResultInEvent>();
            if (!r)
                break;
            if (r->output)
                olderShape(ShapeResultInOutput,
                           tr("Echoed answers carry `output` instead of `result` (an older "
                              "server)."),
                           e.seq, row, atMs, batch);
            const int ci = callIndex(r->toolUseId);
            if (ci < 0) {
                note(Severity::Info, ProtocolNote::Category::ProtocolProblem,
                     tr("An answer was echoed for a call this timeline has not seen (%1).")
                         .arg(r->toolUseId),
                     tr("Normal when the stream was resumed after the call."), e.seq, r->toolUseId,
                     row, atMs, &batch);
                break;
            }
            LocalCall& call = m_calls[static_cast<size_t>(ci)];
            // The echo's text is made when someone reads it (callAnswerJson()): a run with
            // many calls would otherwise format each answer as it streams in, and keep it twice.
            if (!isCallAccepted(call.state)) {
                call.state = LocalCallState::Answered;
                call.stateText = tr("answered (echoed by the server)");
                call.postedAnswerJson.clear();
                call.answerEvent = ei;
                m_echoedAnswerTexts.remove(ci);
            } else if (call.postedAnswerJson.isEmpty() && call.answerEvent < 0) {
                call.answerEvent = ei;
            }
            markRowChanged(call.row, batch);
            batch.changedCalls.push_back(ci);
            break;
        }
        case EventType::LoopDetected:
            row = startRow(TimelineRowKind::LoopDetected, ei, atMs, batch);
            break;
        case EventType::ToolBudgetExceeded:
            row = startRow(TimelineRowKind::ToolBudgetExceeded, ei, atMs, batch);
            break;
        case EventType::Supervisor:
            row = startRow(TimelineRowKind::Supervisor, ei, atMs, batch);
            break;
        case EventType::TaskPlan:
            row = startRow(TimelineRowKind::TaskPlan, ei, atMs, batch);
            if (const auto* plan = e.as<TaskPlan>()) {
                m_plan = *plan;
                ++m_planUpdates;
                batch.planChanged = true;
            }
            break;
        case EventType::AssistantMessage: {
            if (!m_turnOpen)
                m_turn = m_turnBoundaries + 1;
            endTurnStreaming(batch);
            row = startRow(TimelineRowKind::TurnEnd, ei, atMs, batch);
            ++m_turnBoundaries;
            m_turnOpen = false;
            if (const auto* m = e.as<AssistantMessageEvent>())
                m_lastFinishReason = m->finishReason;
            break;
        }
        case EventType::Result:
        case EventType::Error:
        case EventType::Cancelled: {
            // A text still streaming when the run failed or was cancelled was cut off there:
            // its last row says so, or it would read as a finished (if short) reply.
            const auto* result = e.as<ResultEvent>();
            const bool failed = e.type != EventType::Result || (result && !result->isSuccess());
            if (!afterTerminal && failed && !m_streamingRows.empty()) {
                const int last = *std::max_element(m_streamingRows.begin(), m_streamingRows.end());
                m_rows[static_cast<size_t>(last)].cutOff = true;
            }
            endTurnStreaming(batch);
            const TimelineRowKind kind = e.type == EventType::Result  ? TimelineRowKind::Result
                                         : e.type == EventType::Error ? TimelineRowKind::Error
                                                                      : TimelineRowKind::Cancelled;
            row = startRow(kind, ei, atMs, batch);
            if (afterTerminal) {
                m_rows[static_cast<size_t>(row)].flagged = true;
                note(Severity::Warning, ProtocolNote::Category::SecondTerminal,
                     tr("Another terminal event (%1) arrived after the run had ended.")
                         .arg(e.typeName),
                     tr("The summary keeps the first one."), e.seq, {}, row, atMs, &batch);
                break;
            }
            m_terminalEvent = ei;
            m_terminalAtMs = atMs;
            m_outputOutcome.reset();
            if (const auto* r = e.as<ResultEvent>()) {
                if (r->plan) {
                    m_plan = *r->plan;
                    batch.planChanged = true;
                }
                if (!r->isSuccess() && !r->ok && r->subtype)
                    olderShape(ShapeFailureResult,
                               tr("The run failed with a `result` (subtype \"%1\") instead of an "
                                  "`error` event (an older server).")
                                   .arg(*r->subtype),
                               e.seq, row, atMs, batch);
            }
            break;
        }
        case EventType::Unknown:
            row = startRow(TimelineRowKind::Unknown, ei, atMs, batch);
            note(Severity::Info, ProtocolNote::Category::UnknownEvent,
                 tr("An event of unknown type \"%1\" was shown as it came.").arg(e.typeName),
                 QString(), e.seq, {}, row, atMs, &batch);
            break;
        case EventType::Malformed:
        default: {
            row = startRow(TimelineRowKind::Malformed, ei, atMs, batch);
            const auto* m = e.as<MalformedEvent>();
            QString detail = m ? m->error : QString();
            if (m && m->offset >= 0)
                detail = tr("%1 (at byte %2)").arg(detail).arg(m->offset);
            note(Severity::Warning, ProtocolNote::Category::Malformed,
                 tr("An event could not be used."), detail, e.seq, {}, row, atMs, &batch);
            break;
        }
        }
    }

    if (seqIssue == SeqIssue::Gap) {
        const qint64 missing = e.seq - previousSeq - 1;
        note(Severity::Warning, ProtocolNote::Category::SeqGap,
             tr("seq jumped from %1 to %2: %n event(s) missing.", nullptr, int(missing))
                 .arg(previousSeq)
                 .arg(e.seq),
             QString(), e.seq, {}, row, atMs, &batch);
    } else if (seqIssue == SeqIssue::Repeat) {
        note(Severity::Warning, ProtocolNote::Category::SeqRepeat,
             tr("seq %1 arrived again (the highest so far was %2).").arg(e.seq).arg(previousSeq),
             QString(), e.seq, {}, row, atMs, &batch);
    }
    if (afterTerminal && !e.isTerminal() && !m_afterTerminalNoted) {
        m_afterTerminalNoted = true;
        note(Severity::Warning, ProtocolNote::Category::ProtocolProblem,
             tr("Events arrived after the terminal event."), QString(), e.seq, {}, row, atMs,
             &batch);
    }
    if (!e.problems.isEmpty() && e.type != EventType::Malformed) {
        QString toolUseId;
        if (const auto* c = e.as<LocalToolCallEvent>())
            toolUseId = c->toolUseId;
        note(Severity::Warning, ProtocolNote::Category::ProtocolProblem, e.problems.first(),
             e.problems.join(u'\n'), e.seq, toolUseId, row, atMs, &batch);
    }
}

void RunTimeline::flushBatch(Batch& batch)
{
    std::sort(batch.changedRows.begin(), batch.changedRows.end());
    batch.changedRows.erase(std::unique(batch.changedRows.begin(), batch.changedRows.end()),
                            batch.changedRows.end());
    for (size_t i = 0; i < batch.changedRows.size();) {
        size_t j = i;
        while (j + 1 < batch.changedRows.size() &&
               batch.changedRows[j + 1] == batch.changedRows[j] + 1)
            ++j;
        emit rowsChanged(batch.changedRows[i], batch.changedRows[j]);
        i = j + 1;
    }
    if (rowCount() > batch.oldRowCount)
        emit rowsAppended(batch.oldRowCount, rowCount() - 1);
    for (int call : batch.addedCalls)
        emit callAdded(call);
    std::sort(batch.changedCalls.begin(), batch.changedCalls.end());
    batch.changedCalls.erase(std::unique(batch.changedCalls.begin(), batch.changedCalls.end()),
                             batch.changedCalls.end());
    for (int call : batch.changedCalls)
        emit callChanged(call);
    if (m_notes.size() > batch.oldNoteCount)
        emit notesAppended(int(batch.oldNoteCount), int(m_notes.size()) - 1);
    if (batch.planChanged)
        emit planChanged();
    emit summaryChanged();
}

void RunTimeline::updateCall(const QString& toolUseId, LocalCallState state,
                             const QString& stateText, int httpStatus, const QString& answerJson)
{
    const int ci = callIndex(toolUseId);
    if (ci < 0)
        return;
    LocalCall& call = m_calls[static_cast<size_t>(ci)];
    // The server accepted (or echoed) an answer: only another accepted state may still refine it.
    if (isCallAccepted(call.state) && !isCallAccepted(state))
        return;
    call.state = state;
    call.stateText = stateText.isEmpty() ? callStateName(state) : stateText;
    if (httpStatus != 0)
        call.httpStatus = httpStatus;
    if (!answerJson.isEmpty()) {
        call.postedAnswerJson = answerJson;
        call.answerEvent = -1;
        m_echoedAnswerTexts.remove(ci);
    }
    emit rowsChanged(call.row, call.row);
    emit callChanged(ci);
    emit summaryChanged();
}

void RunTimeline::setCallDeadline(const QString& toolUseId, qint64 deadlineMs)
{
    const int ci = callIndex(toolUseId);
    if (ci < 0)
        return;
    LocalCall& call = m_calls[static_cast<size_t>(ci)];
    if (call.deadlineMs == deadlineMs)
        return;
    call.deadlineMs = deadlineMs;
    emit rowsChanged(call.row, call.row);
    emit callChanged(ci);
}

void RunTimeline::markSourceEnded(const QString& problem)
{
    const qint64 endedAt = QDateTime::currentMSecsSinceEpoch();
    m_sourceEnded = true;
    m_endedMs = endedAt;
    // Notes made now have a time only when the rows' clock is this client's.
    const qint64 now = m_clock == Clock::Received && m_receiveTimesMeaningful ? endedAt : -1;
    Batch batch;
    batch.oldRowCount = rowCount();
    batch.oldNoteCount = m_notes.size();
    // Nothing grows any more.
    endTurnStreaming(batch);
    for (const LocalCall& call : m_calls) {
        if (isCallResolved(call.state) || m_unansweredNoted.contains(call.toolUseId))
            continue;
        m_unansweredNoted.insert(call.toolUseId);
        const qint64 seq = call.event >= 0 ? m_events.seqAt(call.event) : -1;
        note(Severity::Warning, ProtocolNote::Category::UnansweredCall,
             tr("The local tool call %1 (%2) was never answered.").arg(call.name, call.toolUseId),
             tr("Its state when the source ended: %1.").arg(call.stateText), seq, call.toolUseId,
             call.row, now, &batch);
    }
    if (m_terminalEvent < 0 && !m_noTerminalNoted && m_events.isEmpty() && !problem.isEmpty()) {
        // Nothing arrived at all (an unknown run id, a refused request): the problem is the
        // whole story.
        m_noTerminalNoted = true;
        note(Severity::Error, ProtocolNote::Category::StreamProblem, problem, QString(), -1, {}, -1,
             now, &batch);
    } else if (m_terminalEvent < 0 && !m_noTerminalNoted) {
        m_noTerminalNoted = true;
        note(Severity::Error, ProtocolNote::Category::StreamProblem,
             tr("The source ended without a terminal event."), problem, -1, {},
             rowCount() > 0 ? rowCount() - 1 : -1, now, &batch);
    } else if (!problem.isEmpty()) {
        note(Severity::Warning, ProtocolNote::Category::StreamProblem, problem, QString(), -1, {},
             -1, now, &batch);
    }
    std::sort(batch.changedRows.begin(), batch.changedRows.end());
    for (int row : batch.changedRows)
        emit rowsChanged(row, row);
    if (m_notes.size() > batch.oldNoteCount)
        emit notesAppended(int(batch.oldNoteCount), int(m_notes.size()) - 1);
    emit summaryChanged();
}

void RunTimeline::addNote(const ProtocolNote& note)
{
    int row = -1;
    if (note.seq >= 0)
        row = rowForSeq(note.seq);
    if (row < 0 && !note.toolUseId.isEmpty()) {
        const int ci = callIndex(note.toolUseId);
        row = ci >= 0 ? m_calls[static_cast<size_t>(ci)].row : -1;
    }
    m_notes.append(note);
    m_noteRows.push_back(row);
    emit notesAppended(int(m_notes.size()) - 1, int(m_notes.size()) - 1);
}

void RunTimeline::clear()
{
    emit aboutToClear();
    m_events.clear();
    m_eventElapsedMs.clear();
    m_eventElapsedMs.shrink_to_fit();
    m_rows.clear();
    m_rows.shrink_to_fit();
    m_calls.clear();
    m_callByToolUseId.clear();
    m_echoedAnswerTexts.clear();
    m_notes.clear();
    m_noteRows.clear();
    m_plan.reset();
    m_planUpdates = 0;
    m_openRow = -1;
    m_streamingRows.clear();
    m_turn = 0;
    m_turnOpen = false;
    m_turnBoundaries = 0;
    m_lastSeq = -1;
    m_seqMonotonic = true;
    m_terminalEvent = -1;
    m_afterTerminalNoted = false;
    m_olderShapes = 0;
    m_serverToolResults = 0;
    m_noTerminalNoted = false;
    m_lastFinishReason.reset();
    m_firstReceivedMs = -1;
    m_lastReceivedMs = -1;
    m_endedMs = -1;
    m_clock = Clock::Unknown;
    m_baseMs = -1;
    m_lastEventMs = -1;
    m_terminalAtMs = -1;
    m_serverStartedMs = -1;
    m_serverFinishedMs = -1;
    m_receiveTimesMeaningful = true;
    m_sourceEnded = false;
    m_unansweredNoted.clear();
    m_outputSchema.reset();
    m_textCache.clear();
    m_textCacheNext = 0;
    m_outputOutcome.reset();
    emit cleared();
    emit planChanged();
    emit summaryChanged();
}

QString RunTimeline::rowText(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const TimelineRow& r = m_rows[static_cast<size_t>(row)];
    if (r.kind != TimelineRowKind::AssistantText && r.kind != TimelineRowKind::Thinking)
        return {};
    const auto append = [this](QString& text, int from, int to) {
        for (int i = from; i <= to; ++i) {
            const RunEvent event = m_events.at(i);
            if (const auto* d = event.as<TextDelta>())
                text += d->text.toString();
        }
    };
    for (TextCache& entry : m_textCache) {
        if (entry.row != row)
            continue;
        if (entry.upToEvent < r.lastEvent) {
            append(entry.text, entry.upToEvent + 1, r.lastEvent);
            entry.upToEvent = r.lastEvent;
        }
        return entry.text;
    }
    TextCache entry;
    entry.row = row;
    append(entry.text, r.firstEvent, r.lastEvent);
    entry.upToEvent = r.lastEvent;
    if (m_textCache.size() < kTextCacheSlots) {
        m_textCache.push_back(entry);
    } else {
        m_textCache[m_textCacheNext] = entry;
        m_textCacheNext = (m_textCacheNext + 1) % kTextCacheSlots;
    }
    return entry.text;
}

int RunTimeline::rowForEvent(int eventIndex) const
{
    if (eventIndex < 0 || eventIndex >= eventCount() || m_rows.empty())
        return -1;
    const auto it =
        std::upper_bound(m_rows.begin(), m_rows.end(), eventIndex,
                         [](int index, const TimelineRow& row) { return index < row.firstEvent; });
    if (it == m_rows.begin())
        return -1;
    return static_cast<int>(std::distance(m_rows.begin(), it)) - 1;
}

int RunTimeline::rowForSeq(qint64 seq) const
{
    if (seq < 0)
        return -1;
    if (m_seqMonotonic) {
        int low = 0;
        int high = eventCount();
        while (low < high) {
            const int mid = low + (high - low) / 2;
            if (m_events.seqAt(mid) < seq)
                low = mid + 1;
            else
                high = mid;
        }
        if (low == eventCount() || m_events.seqAt(low) != seq)
            return -1;
        return rowForEvent(low);
    }
    for (int i = 0; i < eventCount(); ++i) {
        if (m_events.seqAt(i) == seq)
            return rowForEvent(i);
    }
    return -1;
}

int RunTimeline::rowForTurn(int turn) const
{
    if (turn <= 0)
        return -1;
    const auto it =
        std::lower_bound(m_rows.begin(), m_rows.end(), turn,
                         [](const TimelineRow& row, int value) { return row.turn < value; });
    if (it == m_rows.end() || it->turn != turn)
        return -1;
    return static_cast<int>(std::distance(m_rows.begin(), it));
}

int RunTimeline::turnCount() const
{
    return std::max(m_turnBoundaries, m_turn);
}

QString RunTimeline::callAnswerJson(int index) const
{
    if (index < 0 || index >= callCount())
        return {};
    const LocalCall& c = m_calls[static_cast<size_t>(index)];
    if (!c.postedAnswerJson.isEmpty() || c.answerEvent < 0)
        return c.postedAnswerJson;
    // Formatted once when first read (a call's card reads it at every paint), then kept.
    auto it = m_echoedAnswerTexts.constFind(index);
    if (it == m_echoedAnswerTexts.constEnd())
        it = m_echoedAnswerTexts.insert(
            index, prettyJson(EventEncoder::toJson(m_events.at(c.answerEvent).payload)));
    return *it;
}

int RunTimeline::callIndex(const QString& toolUseId) const
{
    return m_callByToolUseId.value(toolUseId, 0) - 1;
}

int RunTimeline::counterpartRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    const TimelineRow& r = m_rows[static_cast<size_t>(row)];
    const RunEvent e = m_events.at(r.firstEvent);
    const auto findRow = [this](TimelineRowKind kind, const QString& toolUseId, int from, int to,
                                int step) {
        for (int k = from; k != to; k += step) {
            const TimelineRow& other = m_rows[static_cast<size_t>(k)];
            if (other.kind != kind)
                continue;
            const RunEvent oe = m_events.at(other.firstEvent);
            if (const auto* a = oe.as<LocalToolResultInEvent>(); a && a->toolUseId == toolUseId)
                return k;
            if (const auto* t = oe.as<ToolResultEvent>(); t && t->toolUseId == toolUseId)
                return k;
            if (const auto* c = oe.as<ToolCallEvent>(); c && c->toolUseId == toolUseId)
                return k;
            if (const auto* m = oe.as<AssistantMessageEvent>(); m && m->toolCalls) {
                for (const AssistantToolCall& call : *m->toolCalls) {
                    if (call.id == toolUseId)
                        return k;
                }
            }
        }
        return -1;
    };
    switch (r.kind) {
    case TimelineRowKind::LocalToolCall:
        if (const auto* c = e.as<LocalToolCallEvent>())
            return findRow(TimelineRowKind::LocalToolResultIn, c->toolUseId, row + 1, rowCount(),
                           1);
        break;
    case TimelineRowKind::LocalToolResultIn:
        if (const auto* a = e.as<LocalToolResultInEvent>()) {
            const int ci = callIndex(a->toolUseId);
            return ci >= 0 ? m_calls[static_cast<size_t>(ci)].row : -1;
        }
        break;
    case TimelineRowKind::ServerToolCall:
        if (const auto* c = e.as<ToolCallEvent>())
            return findRow(TimelineRowKind::ServerToolResult, c->toolUseId, row + 1, rowCount(), 1);
        break;
    case TimelineRowKind::ServerToolResult:
        if (const auto* t = e.as<ToolResultEvent>()) {
            const int call =
                findRow(TimelineRowKind::ServerToolCall, t->toolUseId, row - 1, -1, -1);
            return call >= 0 ? call
                             : findRow(TimelineRowKind::TurnEnd, t->toolUseId, row - 1, -1, -1);
        }
        break;
    default:
        break;
    }
    return -1;
}

int RunTimeline::nextPendingCallRow(int afterRow) const
{
    for (const LocalCall& call : m_calls) {
        if (call.row > afterRow && call.state == LocalCallState::Pending)
            return call.row;
    }
    return -1;
}

int RunTimeline::rowForNote(int noteIndex) const
{
    if (noteIndex < 0 || noteIndex >= m_notes.size())
        return -1;
    const int stored = m_noteRows[static_cast<size_t>(noteIndex)];
    if (stored >= 0)
        return stored;
    const ProtocolNote& n = m_notes.at(noteIndex);
    int row = n.seq >= 0 ? rowForSeq(n.seq) : -1;
    if (row < 0 && !n.toolUseId.isEmpty()) {
        const int ci = callIndex(n.toolUseId);
        row = ci >= 0 ? m_calls[static_cast<size_t>(ci)].row : -1;
    }
    return row;
}

void RunTimeline::computeOutputOutcome(const QString& finalText) const
{
    OutputOutcome outcome;
    QJsonObject schema = *m_outputSchema;
    // The spec's `outputSchema` is { name?, schema }; a bare JSON Schema is accepted too.
    if (schema.value("schema"_L1).isObject())
        schema = schema.value("schema"_L1).toObject();
    const SchemaValidator validator(schema);
    const SchemaValidator::TextOutcome checked = validator.validateText(finalText);
    outcome.json = checked.value;
    outcome.parseError = checked.parsed ? QString() : checked.parseError;
    for (const SchemaViolation& v : checked.violations)
        outcome.violations << (v.path.isEmpty() ? v.message : v.path + u": "_s + v.message);
    outcome.valid = checked.valid();
    m_outputOutcome = outcome;
}

void RunTimeline::fillDuration(RunSummary& s, qint64 now) const
{
    const auto timingOf = [](Clock clock) {
        switch (clock) {
        case Clock::Received:
            return RunSummary::Timing::Received;
        case Clock::Server:
            return RunSummary::Timing::Server;
        case Clock::Recorded:
            return RunSummary::Timing::Recorded;
        case Clock::Unknown:
            break;
        }
        return RunSummary::Timing::Unknown;
    };
    const bool timed = m_baseMs >= 0;
    if (m_terminalEvent >= 0 && timed && m_terminalAtMs >= 0) {
        s.durationMs = m_terminalAtMs - m_baseMs;
        s.timing = timingOf(m_clock);
    } else if (m_terminalEvent < 0 && m_sourceEnded && timed) {
        // Stopped or failed before the end: to when it ended here, or to the last timed event.
        s.durationMs = m_clock == Clock::Received ? m_endedMs - m_baseMs : m_lastEventMs - m_baseMs;
        s.timing = timingOf(m_clock);
    } else if (m_terminalEvent < 0 && !m_sourceEnded && timed &&
               (m_clock == Clock::Received || m_clock == Clock::Server)) {
        s.durationMs = now - m_baseMs;
        s.timing = timingOf(m_clock);
    } else if (m_terminalEvent < 0 && !m_sourceEnded && timed && m_clock == Clock::Recorded) {
        // A capture being replayed (or paused): as far as the replay has got.
        s.durationMs = m_lastEventMs - m_baseMs;
        s.timing = timingOf(m_clock);
    } else if (m_serverStartedMs > 0 && m_serverFinishedMs >= m_serverStartedMs &&
               (m_terminalEvent >= 0 || m_sourceEnded)) {
        // A log without timestamps: the snapshot still says when the run began and ended.
        s.durationMs = m_serverFinishedMs - m_serverStartedMs;
        s.timing = RunSummary::Timing::Snapshot;
    } else if (m_serverStartedMs > 0 && m_terminalEvent < 0 && !m_sourceEnded) {
        // Joined while going, nothing timed yet: the run has been going since its start.
        s.durationMs = now - m_serverStartedMs;
        s.timing = RunSummary::Timing::Snapshot;
    }
    if (s.durationMs)
        s.durationMs = std::max<qint64>(0, *s.durationMs);
}

RunSummary RunTimeline::summary() const
{
    RunSummary s;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    s.turnBoundaries = m_turnBoundaries;
    s.localCalls = callCount();
    for (const LocalCall& call : m_calls)
        s.localCallsUnanswered += isCallAccepted(call.state) ? 0 : 1;
    s.serverToolResults = m_serverToolResults;
    s.hasOutputSchema = m_outputSchema.has_value();
    s.truncated = isTruncationReason(m_lastFinishReason);

    if (m_events.isEmpty()) {
        s.status = m_sourceEnded ? RunSummary::Status::Incomplete : RunSummary::Status::NotStarted;
        return s;
    }
    if (m_terminalEvent < 0)
        s.status = m_sourceEnded ? RunSummary::Status::Incomplete : RunSummary::Status::Running;
    fillDuration(s, now);

    if (m_terminalEvent >= 0) {
        const RunEvent e = m_events.at(m_terminalEvent);
        if (const auto* r = e.as<ResultEvent>()) {
            s.tokens = r->tokens;
            s.turns = r->turns;
            s.model = r->model;
            if (r->isSuccess()) {
                s.status = RunSummary::Status::Succeeded;
                s.finalText = r->text.value_or(QString());
            } else {
                s.status = RunSummary::Status::Failed;
                s.errorMessage = r->error.value_or(r->text.value_or(QString()));
                s.errorCode = r->subtype.value_or(QString());
            }
        } else if (const auto* err = e.as<ErrorEvent>()) {
            s.status = RunSummary::Status::Failed;
            s.tokens = err->tokens;
            s.turns = err->turns;
            s.model = err->model;
            s.errorMessage = err->error;
            s.errorCode = err->code;
            s.errorClass = err->errorClass;
            s.finishReason = err->finishReason;
            s.retryable = err->retryable;
            s.partialText = err->partialText;
            s.truncated = s.truncated || isTruncationReason(err->finishReason) ||
                          (err->errorClass && *err->errorClass == "truncation"_L1);
        } else if (const auto* c = e.as<CancelledEvent>()) {
            s.status = RunSummary::Status::Cancelled;
            s.cancelReason = c->reason;
        } else {
            s.status = e.type == EventType::Result      ? RunSummary::Status::Succeeded
                       : e.type == EventType::Cancelled ? RunSummary::Status::Cancelled
                                                        : RunSummary::Status::Failed;
        }
    }

    // Cost (§4.8.1): inputTokens already includes the cached slice and outputTokens already
    // includes reasoning, so neither breakdown is added on top.
    if (s.tokens && s.model && !s.model->provider.isEmpty()) {
        if (const std::optional<ModelPricing> p = pricingFor(s.model->id)) {
            const TokenUsage& t = *s.tokens;
            const qint64 cached = std::clamp<qint64>(t.cachedTokens, 0, t.inputTokens);
            const qint64 uncached = t.inputTokens - cached;
            const double cachedPrice = p->cacheReadPer1MUsd.value_or(p->inputPer1MUsd);
            const double cost =
                (double(uncached) * p->inputPer1MUsd + double(cached) * cachedPrice +
                 double(t.outputTokens) * p->outputPer1MUsd) /
                1e6;
            s.costUsd = cost;
            const QLocale locale; // the UI's: "0,0042" in German
            s.costFormula =
                tr("(%1 input − %2 cached) × $%3/M + %2 cached × $%4/M%5 + %6 output (incl. %7 "
                   "reasoning) × $%8/M = $%9")
                    .arg(t.inputTokens)
                    .arg(cached)
                    .arg(locale.toString(p->inputPer1MUsd, 'g', QLocale::FloatingPointShortest))
                    .arg(locale.toString(cachedPrice, 'g', QLocale::FloatingPointShortest))
                    .arg(p->cacheReadPer1MUsd ? QString()
                                              : tr(" (no cache-read price: input price)"))
                    .arg(t.outputTokens)
                    .arg(t.reasoningTokens)
                    .arg(locale.toString(p->outputPer1MUsd, 'g', QLocale::FloatingPointShortest))
                    .arg(locale.toString(cost, 'f', 6));
        } else {
            s.costFormula = tr("No price for model \"%1\" in GET /models.").arg(s.model->id);
        }
    } else if (m_terminalEvent >= 0) {
        s.costFormula = tr("No usage data (an older server, or the run reported none).");
    }

    if (s.hasOutputSchema && m_terminalEvent >= 0) {
        if (s.finalText) {
            if (!m_outputOutcome)
                computeOutputOutcome(*s.finalText);
            s.outputJson = m_outputOutcome->json;
            s.outputParseError = m_outputOutcome->parseError;
            s.outputViolations = m_outputOutcome->violations;
            s.outputValid = m_outputOutcome->valid;
        } else if (s.partialText) {
            s.outputParseError = tr("truncated reply — JSON likely incomplete");
        } else {
            s.outputParseError = tr("The run produced no final reply.");
        }
    }
    return s;
}

} // namespace mantyx
