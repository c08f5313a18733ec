// SPDX-License-Identifier: MIT
// SandboxRun: drives a ScriptedModel from the event loop and keeps the run's log and snapshot.
#include "sandbox/sandboxrun.h"

#include <limits>

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLoggingCategory>

#include "protocol/eventdecoder.h"
#include "protocol/eventencoder.h"
#include "protocol/runevent.h"
#include "sandbox/sandboxstore.h"
#include "sandbox/scriptedmodel.h"
#include "sandbox/wiretext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

Q_LOGGING_CATEGORY(lcSandboxRun, "mantyx.sandbox.run")

namespace {

// The stream scenario is paced by one timer for many events: every tick appends what the rate
// says should exist by now. A tick works at most kStreamSliceMs so other requests (a snapshot, a
// second stream) are still answered while a run goes as fast as it can.
constexpr int kStreamTickMs = 4;
constexpr qint64 kStreamSliceMs = 20;

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QJsonValue optionalString(const std::optional<QString>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace

SandboxRun::SandboxRun(const QJsonObject& record, std::unique_ptr<ScriptedModel> model,
                       SandboxStore* store, QObject* parent)
    : QObject(parent)
    , m_record(record)
    , m_model(std::move(model))
    , m_store(store)
{
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &SandboxRun::step);
    const QJsonObject metadata = m_record.value("metadata"_L1).toObject();
    for (auto it = metadata.begin(); it != metadata.end(); ++it) {
        if (it.key().startsWith("sandbox.fault."_L1))
            m_faults.apply(it.key().mid(14), it.value().toString());
    }
    m_record.insert("status"_L1, u"running"_s);
    if (m_store)
        m_store->saveRun(id(), m_record);
}

SandboxRun::SandboxRun(const QJsonObject& record, QList<SandboxEvent> events, QObject* parent)
    : QObject(parent)
    , m_record(record)
    , m_events(std::move(events))
    , m_terminal(true)
{}

SandboxRun::~SandboxRun() = default;

void SandboxRun::start()
{
    if (m_model && !m_terminal)
        m_stepTimer.start(0);
}

QString SandboxRun::id() const
{
    return m_record.value("runId"_L1).toString();
}

QString SandboxRun::status() const
{
    return m_record.value("status"_L1).toString();
}

bool SandboxRun::isTerminal() const
{
    return m_terminal;
}

QString SandboxRun::sessionId() const
{
    return m_record.value("sessionId"_L1).toString();
}

bool SandboxRun::isPlanOnly() const
{
    return m_record.value("spec"_L1)
        .toObject()
        .value("plan"_L1)
        .toObject()
        .value("planOnly"_L1)
        .toBool();
}

QJsonObject SandboxRun::snapshot() const
{
    // http-surface.md: these keys are always present, null until the run is terminal.
    QJsonObject snapshot = m_record;
    for (const QString& key : m_record.keys()) {
        if (key.startsWith(PrivateKeyPrefix))
            snapshot.remove(key);
    }
    for (const auto key : {"finalText"_L1, "error"_L1, "failureReason"_L1, "tokens"_L1, "turns"_L1,
                           "model"_L1, "sessionId"_L1, "finishedAt"_L1}) {
        if (!snapshot.contains(key))
            snapshot.insert(key, QJsonValue::Null);
    }
    return snapshot;
}

const QList<SandboxEvent>& SandboxRun::events() const
{
    return m_events;
}

FaultPlan& SandboxRun::faults()
{
    return m_faults;
}

QByteArray SandboxRun::encodeLine(qint64 seq, const QString& type, const QJsonObject& data)
{
    // The protocol library's encoder: {"seq","type","data"} in the documented order.
    return EventEncoder::encodeEnvelope(seq, QStringView(type), data);
}

void SandboxRun::streamStep()
{
    const double rate = m_model->streamRate().value_or(0);
    if (!m_streamClock.isValid()) {
        m_streamClock.start();
        m_streamStartEvents = m_events.size();
        m_stepTimer.setTimerType(Qt::PreciseTimer);
    }
    const qint64 due =
        rate > 0 ? m_streamStartEvents + qint64(rate * double(m_streamClock.nsecsElapsed()) / 1e9)
                 : std::numeric_limits<qint64>::max();
    QElapsedTimer slice;
    slice.start();
    const qsizetype before = m_events.size();
    // One signal and one transaction per tick, not per event.
    m_batching = true;
    if (m_store)
        m_store->beginBatch();
    bool ended = false;
    for (int n = 0; m_events.size() < due; ++n) {
        if ((n & 63) == 63 && slice.elapsed() >= kStreamSliceMs)
            break;
        const std::optional<ScriptStep> next = m_model->next();
        if (!next) {
            ended = true;
            break;
        }
        if (mantyx::isTerminal(eventTypeFromName(next->type))) {
            m_batching = false;
            if (m_store)
                m_store->endBatch();
            if (m_events.size() > before)
                emit eventAppended(m_events.constLast().seq);
            finish(next->type, next->data);
            return;
        }
        append(next->type, next->data);
    }
    m_batching = false;
    if (m_store)
        m_store->endBatch();
    if (m_events.size() > before)
        emit eventAppended(m_events.constLast().seq);
    if (!ended)
        m_stepTimer.start(rate > 0 ? kStreamTickMs : 0);
}

void SandboxRun::append(const QString& type, const QJsonObject& data)
{
    SandboxEvent event;
    event.seq = m_events.size() + 1;
    event.type = type;
    event.line = encodeLine(event.seq, type, data);
#ifndef NDEBUG
    // Debug builds check every event against the client's own decoder and encoder: the sandbox
    // must never send a shape the protocol library calls a problem or would write differently.
    QStringList problems;
    const EventType eventType = eventTypeFromName(type);
    const EventPayload payload = EventDecoder::decodePayload(eventType, data, &problems);
    if (!problems.isEmpty())
        qCWarning(lcSandboxRun) << "event" << type << "has problems:" << problems;
    else if (eventType != EventType::Unknown && EventEncoder::toJson(payload) != data)
        qCWarning(lcSandboxRun) << "event" << type << "does not round-trip:" << data;
#endif
    m_events.append(event);
    if (m_store)
        m_store->appendEvent(id(), SandboxStore::StoredEvent{event.seq, event.type, event.line});
    if (!m_batching)
        emit eventAppended(event.seq);
}

void SandboxRun::step()
{
    if (m_terminal || !m_model || m_cancelling)
        return;
    if (m_model->streamRate()) {
        streamStep();
        return;
    }
    const std::optional<ScriptStep> next = m_model->next();
    if (!next)
        return; // waiting for a tool result, or nothing left
    if (next->kind == ScriptStep::Kind::WaitForTool) {
        auto* timer = new QTimer(this);
        timer->setSingleShot(true);
        const QString toolUseId = next->toolUseId;
        connect(timer, &QTimer::timeout, this, [this, toolUseId]() { onToolTimeout(toolUseId); });
        timer->start(next->timeoutMs);
        m_pending.insert(toolUseId, timer);
        append(next->type, next->data);
        return;
    }
    if (mantyx::isTerminal(eventTypeFromName(next->type))) {
        finish(next->type, next->data);
        return;
    }
    append(next->type, next->data);
    m_stepTimer.start(m_model->eventDelayMs());
}

void SandboxRun::finish(const QString& type, const QJsonObject& data)
{
    m_terminal = true;
    m_stepTimer.stop();
    for (QTimer* timer : std::as_const(m_pending))
        timer->deleteLater();
    m_pending.clear();

    if (type == "cancelled"_L1) {
        m_record.insert("status"_L1, u"cancelled"_s);
    } else {
        const ScriptOutcome outcome = m_model->outcome();
        m_record.insert("status"_L1, outcome.status);
        m_record.insert("finalText"_L1, optionalString(outcome.finalText));
        m_record.insert("error"_L1, optionalString(outcome.error));
        if (outcome.errorClass) {
            m_record.insert("failureReason"_L1,
                            QJsonObject{{"errorClass"_L1, *outcome.errorClass},
                                        {"finishReason"_L1, optionalString(outcome.finishReason)}});
        }
    }
    m_record.insert("tokens"_L1, m_model->tokens());
    m_record.insert("turns"_L1, m_model->turns());
    m_record.insert("model"_L1, m_model->modelInfo());
    m_record.insert("finishedAt"_L1, nowIso());
    if (m_store)
        m_store->saveRun(id(), m_record);
    // The log gets the terminal event only after the snapshot is final, so a client that reads
    // the snapshot right after the terminal event sees the finished run.
    append(type, data);
    emit finished(status());
}

SandboxRun::ToolResultOutcome SandboxRun::deliverToolResult(const QString& toolUseId,
                                                            const QJsonObject& body)
{
    if (m_terminal)
        return ToolResultOutcome::RunTerminal;
    QTimer* timer = m_pending.take(toolUseId);
    if (!timer)
        return ToolResultOutcome::UnknownToolUse;
    timer->stop();
    timer->deleteLater();
    m_model->toolAnswered(toolUseId, body);
    if (m_cancelling) {
        // The answer is still mirrored for late viewers; then the run may end.
        const std::optional<ScriptStep> echo = m_model->next();
        if (echo && echo->type == "local_tool_result_in"_L1)
            append(echo->type, echo->data);
        finishCancelWhenSettled();
        return ToolResultOutcome::Accepted;
    }
    m_stepTimer.start(m_model->eventDelayMs());
    return ToolResultOutcome::Accepted;
}

void SandboxRun::onToolTimeout(const QString& toolUseId)
{
    QTimer* timer = m_pending.take(toolUseId);
    if (!timer || m_terminal)
        return;
    timer->deleteLater();
    if (m_cancelling) {
        finishCancelWhenSettled();
        return;
    }
    m_model->toolTimedOut(toolUseId);
    step();
}

void SandboxRun::cancel(const QString& reason)
{
    if (m_terminal || !m_model || m_cancelling)
        return;
    m_cancelling = true;
    m_cancelReason = reason;
    m_stepTimer.stop();
    // wire-protocol §9: the runner stops between turns, but in-flight local tool calls are
    // still fulfilled (or time out) before the terminal `cancelled` lands.
    finishCancelWhenSettled();
}

void SandboxRun::finishCancelWhenSettled()
{
    if (m_cancelling && !m_terminal && m_pending.isEmpty())
        finish(u"cancelled"_s, QJsonObject{{"reason"_L1, m_cancelReason}});
}

void SandboxRun::markInterrupted(SandboxStore* store, const QString& runId, bool legacy)
{
    std::optional<QJsonObject> record = store->loadRun(runId);
    if (!record)
        return;
    const QList<SandboxStore::StoredEvent> events = store->loadEvents(runId);
    const qint64 seq = events.isEmpty() ? 1 : events.last().seq + 1;
    const QString message = wireText("The sandbox server stopped while the run was going.");
    // The usage of the lost part is unknown: zero, with the model the run was resolved to.
    const QJsonObject tokens{{"inputTokens"_L1, 0},
                             {"cachedTokens"_L1, 0},
                             {"reasoningTokens"_L1, 0},
                             {"outputTokens"_L1, 0}};
    const QJsonObject entry = record->value("_model"_L1).toObject();
    const QJsonObject model{{"id"_L1, entry.value("id"_L1)},
                            {"provider"_L1, entry.value("provider"_L1)},
                            {"vendorModelId"_L1, entry.value("vendorModelId"_L1)}};
    QJsonObject data{
        {"error"_L1, message}, {"tokens"_L1, tokens}, {"turns"_L1, 0}, {"model"_L1, model}};
    QString type = u"error"_s;
    if (legacy) {
        type = u"result"_s;
        data.insert("subtype"_L1, u"error_during_execution"_s);
    } else {
        data.insert("code"_L1, u"server"_s);
        data.insert("errorClass"_L1, u"server"_s);
        data.insert("retryable"_L1, true);
    }
    record->insert("status"_L1, u"failed"_s);
    record->insert("error"_L1, message);
    record->insert("failureReason"_L1, QJsonObject{{"errorClass"_L1, u"server"_s},
                                                   {"finishReason"_L1, QJsonValue::Null}});
    record->insert("tokens"_L1, tokens);
    record->insert("turns"_L1, 0);
    record->insert("model"_L1, model);
    record->insert("finishedAt"_L1, nowIso());
    store->appendEvent(runId, SandboxStore::StoredEvent{seq, type, encodeLine(seq, type, data)});
    store->saveRun(runId, *record);
}

} // namespace mantyx
