// SPDX-License-Identifier: MIT
// EventEncoder: one writer per view; raw enum strings win so unknown values survive a round trip.
#include "protocol/eventencoder.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

template <class... Fs> struct Overloaded : Fs...
{
    using Fs::operator()...;
};
template <class... Fs> Overloaded(Fs...) -> Overloaded<Fs...>;

void putOpt(QJsonObject& o, QLatin1StringView key, const std::optional<QString>& v)
{
    if (v)
        o.insert(key, *v);
}

void putOpt(QJsonObject& o, QLatin1StringView key, const std::optional<JsonText>& v)
{
    if (v)
        o.insert(key, v->toString());
}

void putOpt(QJsonObject& o, QLatin1StringView key, const std::optional<bool>& v)
{
    if (v)
        o.insert(key, *v);
}

void putNullable(QJsonObject& o, QLatin1StringView key, const std::optional<QString>& v,
                 bool isNull)
{
    if (v)
        o.insert(key, *v);
    else if (isNull)
        o.insert(key, QJsonValue(QJsonValue::Null));
}

// A known enum value is the truth (a caller may set it without touching the
// raw word); Other has no word of its own, so the raw one read off the wire is kept.
QString word(const QString& raw, QLatin1StringView canonical)
{
    return canonical.isEmpty() ? raw : QString(canonical);
}

QLatin1StringView kindWord(LocalToolKind kind)
{
    switch (kind) {
    case LocalToolKind::Local:
        return "local"_L1;
    case LocalToolKind::A2aLocal:
        return "a2a_local"_L1;
    case LocalToolKind::McpLocal:
        return "mcp_local"_L1;
    case LocalToolKind::Other:
        break;
    }
    return {};
}

QLatin1StringView actionWord(SupervisorAction action)
{
    switch (action) {
    case SupervisorAction::OnTrack:
        return "on_track"_L1;
    case SupervisorAction::Redirect:
        return "redirect"_L1;
    case SupervisorAction::Finalize:
        return "finalize"_L1;
    case SupervisorAction::Other:
        break;
    }
    return {};
}

QLatin1StringView phaseWord(SupervisorPhase phase)
{
    switch (phase) {
    case SupervisorPhase::TurnBoundary:
        return "turn_boundary"_L1;
    case SupervisorPhase::Reasoning:
        return "reasoning"_L1;
    case SupervisorPhase::Other:
        break;
    }
    return {};
}

QLatin1StringView statusWord(PlanStepStatus status)
{
    switch (status) {
    case PlanStepStatus::Pending:
        return "pending"_L1;
    case PlanStepStatus::InProgress:
        return "in_progress"_L1;
    case PlanStepStatus::Done:
        return "done"_L1;
    case PlanStepStatus::Other:
        break;
    }
    return {};
}

void putUsage(QJsonObject& o, const std::optional<TokenUsage>& tokens,
              const std::optional<int>& turns, const std::optional<ModelInfo>& model)
{
    if (tokens)
        o.insert("tokens"_L1, EventEncoder::toJson(*tokens));
    if (turns)
        o.insert("turns"_L1, *turns);
    if (model)
        o.insert("model"_L1, EventEncoder::toJson(*model));
}

QJsonObject toolCall(const ToolCallEvent& ev)
{
    QJsonObject o{{"toolUseId"_L1, ev.toolUseId}, {"name"_L1, ev.name}};
    if (!ev.input.isUndefined())
        o.insert("input"_L1, ev.input);
    return o;
}

QJsonObject toolResult(const ToolResultEvent& ev)
{
    QJsonObject o{{"toolUseId"_L1, ev.toolUseId}, {"name"_L1, ev.name}};
    putOpt(o, "result"_L1, ev.result);
    putOpt(o, "ok"_L1, ev.ok);
    putOpt(o, "summary"_L1, ev.summary);
    return o;
}

QJsonObject localToolCall(const LocalToolCallEvent& ev)
{
    QJsonObject o{{"toolUseId"_L1, ev.toolUseId}, {"name"_L1, ev.name}, {"args"_L1, ev.args}};
    if (!ev.kindOmitted)
        o.insert("kind"_L1, word(ev.kindRaw, kindWord(ev.kind)));
    if (ev.agentCard)
        o.insert("agentCard"_L1, *ev.agentCard);
    putOpt(o, "mcpServer"_L1, ev.mcpServer);
    putOpt(o, "mcpToolName"_L1, ev.mcpToolName);
    if (ev.mcpServerInfo)
        o.insert("mcpServerInfo"_L1, *ev.mcpServerInfo);
    return o;
}

QJsonObject localToolResultIn(const LocalToolResultInEvent& ev)
{
    QJsonObject o{{"toolUseId"_L1, ev.toolUseId}};
    putOpt(o, "result"_L1, ev.result);
    putOpt(o, "error"_L1, ev.error);
    putOpt(o, "output"_L1, ev.output);
    if (ev.files)
        o.insert("files"_L1, *ev.files);
    return o;
}

QJsonObject supervisor(const SupervisorEvent& ev)
{
    QJsonObject o{{"action"_L1, word(ev.actionRaw, actionWord(ev.action))},
                  {"reason"_L1, ev.reason},
                  {"llmCalls"_L1, ev.llmCalls}};
    putOpt(o, "redirect"_L1, ev.redirect);
    // A phase set by a caller counts even if they left phaseOmitted alone.
    if (!ev.phaseOmitted || ev.phase != SupervisorPhase::TurnBoundary)
        o.insert("phase"_L1, word(ev.phaseRaw, phaseWord(ev.phase)));
    if (ev.model)
        o.insert("model"_L1, EventEncoder::toJson(*ev.model));
    return o;
}

QJsonObject assistantMessage(const AssistantMessageEvent& ev)
{
    QJsonObject o{{"text"_L1, ev.text.toString()}, {"turn"_L1, ev.turn}};
    putNullable(o, "finishReason"_L1, ev.finishReason, ev.finishReasonNull);
    if (ev.toolCalls) {
        QJsonArray calls;
        for (const AssistantToolCall& call : *ev.toolCalls) {
            QJsonObject c{{"id"_L1, call.id}, {"name"_L1, call.name}};
            if (!call.input.isUndefined())
                c.insert("input"_L1, call.input);
            calls.append(c);
        }
        o.insert("toolCalls"_L1, calls);
    }
    return o;
}

QJsonObject result(const ResultEvent& ev)
{
    QJsonObject o;
    putOpt(o, "ok"_L1, ev.ok);
    putOpt(o, "subtype"_L1, ev.subtype);
    putOpt(o, "text"_L1, ev.text);
    putOpt(o, "error"_L1, ev.error);
    if (ev.plan)
        o.insert("plan"_L1, EventEncoder::toJson(*ev.plan));
    putUsage(o, ev.tokens, ev.turns, ev.model);
    return o;
}

QJsonObject error(const ErrorEvent& ev)
{
    QJsonObject o{{"error"_L1, ev.error}, {"code"_L1, ev.code}};
    putOpt(o, "errorClass"_L1, ev.errorClass);
    putNullable(o, "finishReason"_L1, ev.finishReason, ev.finishReasonNull);
    putOpt(o, "partialText"_L1, ev.partialText);
    putOpt(o, "retryable"_L1, ev.retryable);
    putUsage(o, ev.tokens, ev.turns, ev.model);
    return o;
}

QByteArray envelope(qint64 seq, const QString& typeName, const QJsonObject& data)
{
    // QJsonDocument sorts keys; build the envelope by hand to keep the
    // documented order, and let Qt escape the one free-form string.
    QByteArray typeJson = QJsonDocument(QJsonArray{typeName}).toJson(QJsonDocument::Compact);
    typeJson = typeJson.mid(1, typeJson.size() - 2); // strip the array's brackets
    QByteArray out;
    const QByteArray dataJson = QJsonDocument(data).toJson(QJsonDocument::Compact);
    out.reserve(dataJson.size() + typeJson.size() + 40);
    out.append("{\"seq\":").append(QByteArray::number(seq));
    out.append(",\"type\":").append(typeJson);
    out.append(",\"data\":").append(dataJson).append('}');
    return out;
}

} // namespace

QJsonObject EventEncoder::toJson(const TokenUsage& tokens)
{
    return QJsonObject{{"inputTokens"_L1, tokens.inputTokens},
                       {"cachedTokens"_L1, tokens.cachedTokens},
                       {"reasoningTokens"_L1, tokens.reasoningTokens},
                       {"outputTokens"_L1, tokens.outputTokens}};
}

QJsonObject EventEncoder::toJson(const ModelInfo& model)
{
    QJsonObject o{{"id"_L1, model.id},
                  {"provider"_L1, model.provider},
                  {"vendorModelId"_L1, model.vendorModelId}};
    putOpt(o, "reasoningEffort"_L1, model.reasoningEffort);
    return o;
}

QJsonObject EventEncoder::toJson(const TaskPlan& plan)
{
    QJsonObject o;
    putOpt(o, "brief"_L1, plan.brief);
    QJsonArray steps;
    for (const PlanStep& step : plan.steps)
        steps.append(QJsonObject{{"title"_L1, step.title},
                                 {"status"_L1, word(step.statusRaw, statusWord(step.status))}});
    o.insert("steps"_L1, steps);
    return o;
}

QJsonObject EventEncoder::toJson(const EventPayload& payload)
{
    return std::visit(
        Overloaded{
            [](const UnknownEvent&) { return QJsonObject(); },
            [](const MalformedEvent&) { return QJsonObject(); },
            [](const StartedEvent&) { return QJsonObject(); },
            [](const TextDelta& ev) {
                return QJsonObject{{"text"_L1, ev.text.toString()}};
            },
            [](const CancelledEvent& ev) {
                QJsonObject o;
                putOpt(o, "reason"_L1, ev.reason);
                return o;
            },
            [](const LoopDetectedEvent& ev) {
                return QJsonObject{{"consecutiveCount"_L1, ev.consecutiveCount},
                                   {"hardCutoff"_L1, ev.hardCutoff},
                                   {"tools"_L1, QJsonArray::fromStringList(ev.tools)}};
            },
            [](const ToolBudgetExceededEvent& ev) {
                return QJsonObject{{"tool"_L1, ev.tool},
                                   {"maxCalls"_L1, ev.maxCalls},
                                   {"callIndex"_L1, ev.callIndex}};
            },
            [](const Boxed<ToolCallEvent>& ev) { return toolCall(*ev); },
            [](const Boxed<ToolResultEvent>& ev) { return toolResult(*ev); },
            [](const Boxed<LocalToolCallEvent>& ev) { return localToolCall(*ev); },
            [](const Boxed<LocalToolResultInEvent>& ev) { return localToolResultIn(*ev); },
            [](const Boxed<SupervisorEvent>& ev) { return supervisor(*ev); },
            [](const Boxed<TaskPlan>& ev) { return toJson(*ev); },
            [](const Boxed<AssistantMessageEvent>& ev) { return assistantMessage(*ev); },
            [](const Boxed<ResultEvent>& ev) { return result(*ev); },
            [](const Boxed<ErrorEvent>& ev) { return error(*ev); },
        },
        payload);
}

QByteArray EventEncoder::encodeEnvelope(qint64 seq, EventType type, const QJsonObject& data)
{
    return envelope(seq, QString(eventTypeName(type)), data);
}

QByteArray EventEncoder::encodeEnvelope(qint64 seq, QStringView typeName, const QJsonObject& data)
{
    return envelope(seq, typeName.toString(), data);
}

QByteArray EventEncoder::encode(qint64 seq, EventType type, const EventPayload& payload)
{
    return encodeEnvelope(seq, type, toJson(payload));
}

QByteArray EventEncoder::encodeFrame(qint64 seq, QStringView typeName, const QJsonObject& data,
                                     EventShape shape)
{
    return reshapeEnvelope(envelope(seq, typeName.toString(), data), shape);
}

QByteArray EventEncoder::reshapeEnvelope(const QByteArray& envelopeLine, EventShape shape)
{
    if (shape == EventShape::Envelope)
        return envelopeLine;
    // envelope() writes {"seq":N,"type":"…","data":{…}} in this order. A quote inside the type
    // string is escaped, so the first unescaped ,"data": is the data member's.
    static constexpr QByteArrayView seqKey = "{\"seq\":";
    static constexpr QByteArrayView typeKey = ",\"type\":";
    static constexpr QByteArrayView dataKey = ",\"data\":{";
    const qsizetype typeAt = envelopeLine.indexOf(typeKey);
    const qsizetype dataAt = envelopeLine.indexOf(dataKey);
    if (!envelopeLine.startsWith(seqKey) || typeAt < 0 || dataAt < typeAt ||
        !envelopeLine.endsWith("}}"))
        return envelopeLine;
    const QByteArrayView line(envelopeLine);
    const QByteArrayView head = line.first(dataAt);    // {"seq":N,"type":"…"
    const QByteArrayView seqPart = line.first(typeAt); // {"seq":N
    const QByteArrayView data = line.sliced(dataAt + dataKey.size() - 1).chopped(1); // {…}
    const QByteArrayView fields = data.sliced(1).chopped(1); // the payload's members, or nothing
    QByteArray out;
    if (shape == EventShape::Flat) {
        out.reserve(seqPart.size() + data.size() + 1);
        out.append(seqPart);
        if (!fields.isEmpty())
            out.append(',').append(fields);
        out.append('}');
        return out;
    }
    out.reserve(head.size() + fields.size() + data.size() + 12);
    out.append(head);
    if (!fields.isEmpty())
        out.append(',').append(fields);
    out.append(",\"data\":").append(data).append('}');
    return out;
}

} // namespace mantyx
