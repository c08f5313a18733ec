// SPDX-License-Identifier: MIT
#include "run/eventtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace mantyx::eventtext {

namespace {

// What the one-line form shows of a long text or value before it cuts.
constexpr qsizetype LineMaxChars = 300;

QString cut(QString text, qsizetype maxChars)
{
    if (maxChars >= 0 && text.size() > maxChars)
        text = text.left(maxChars) + u'…';
    return text;
}

} // namespace

QString quoted(QString text, qsizetype maxChars)
{
    text = cut(std::move(text), maxChars);
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

QString compactJson(const QJsonValue& value, qsizetype maxChars)
{
    QByteArray text;
    if (value.isObject())
        text = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    else if (value.isArray())
        text = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    else
        text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
    return cut(QString::fromUtf8(text), maxChars);
}

QString prettyJson(const QJsonValue& value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented))
            .trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented))
            .trimmed();
    if (value.isUndefined())
        return {};
    return compactJson(value);
}

QString stepMark(PlanStepStatus status)
{
    switch (status) {
    case PlanStepStatus::Done:
        return u"[x]"_s;
    case PlanStepStatus::InProgress:
        return u"[>]"_s;
    case PlanStepStatus::Pending:
        return u"[ ]"_s;
    case PlanStepStatus::Other:
        break;
    }
    return u"[?]"_s;
}

QString usageLine(const std::optional<TokenUsage>& tokens, const std::optional<int>& turns,
                  const std::optional<ModelInfo>& model)
{
    QStringList parts;
    if (tokens)
        parts << u"tokens in=%1 out=%2 cached=%3 reasoning=%4"_s.arg(tokens->inputTokens)
                     .arg(tokens->outputTokens)
                     .arg(tokens->cachedTokens)
                     .arg(tokens->reasoningTokens);
    if (turns)
        parts << u"turns=%1"_s.arg(*turns);
    if (model && !model->id.isEmpty())
        parts << u"model=%1"_s.arg(model->id);
    return parts.join(u' ');
}

QString oneLine(const RunEvent& e)
{
    const QString head = (e.seq >= 0 ? u"#%1 "_s.arg(e.seq) : u"#? "_s) +
                         (e.typeName.isEmpty() ? u"(no type)"_s : e.typeName);
    const qsizetype max = LineMaxChars;
    QString detail;
    if (const auto* delta = e.as<TextDelta>()) {
        detail = quoted(delta->text.toString(), max);
    } else if (const auto* call = e.as<LocalToolCallEvent>()) {
        detail = u"%1 id=%2 kind=%3 args=%4"_s.arg(
            call->name, call->toolUseId, call->kindRaw.isEmpty() ? u"local"_s : call->kindRaw,
            compactJson(call->args, max));
        if (call->mcpServer)
            detail += u" mcpServer=%1"_s.arg(*call->mcpServer);
    } else if (const auto* in = e.as<LocalToolResultInEvent>()) {
        detail = u"id=%1 "_s.arg(in->toolUseId);
        if (in->error)
            detail += u"error="_s + quoted(*in->error, max);
        else
            detail +=
                u"result="_s +
                quoted(in->result ? in->result->toString() : in->output.value_or(QString()), max);
    } else if (const auto* tool = e.as<ToolResultEvent>()) {
        detail = u"%1 id=%2 "_s.arg(tool->name, tool->toolUseId);
        if (tool->result)
            detail += quoted(tool->result->toString(), max);
        else
            detail += u"ok=%1 "_s.arg(tool->ok.value_or(false) ? u"true"_s : u"false"_s) +
                      quoted(tool->summary.value_or(QString()), max);
    } else if (const auto* serverCall = e.as<ToolCallEvent>()) {
        detail = u"%1 id=%2 input=%3"_s.arg(serverCall->name, serverCall->toolUseId,
                                            compactJson(serverCall->input, max));
    } else if (const auto* message = e.as<AssistantMessageEvent>()) {
        QStringList calls;
        if (message->toolCalls) {
            for (const AssistantToolCall& c : *message->toolCalls)
                calls << c.name;
        }
        detail = u"turn=%1 finish=%2"_s.arg(message->turn)
                     .arg(message->finishReason.value_or(u"null"_s));
        if (!calls.isEmpty())
            detail += u" calls=[%1]"_s.arg(calls.join(u','));
        detail += u' ' + quoted(message->text.toString(), max);
    } else if (const auto* loop = e.as<LoopDetectedEvent>()) {
        detail = u"%1 count=%2 tools=[%3]"_s.arg(loop->hardCutoff ? u"gave up"_s : u"nudged"_s)
                     .arg(loop->consecutiveCount)
                     .arg(loop->tools.join(u','));
    } else if (const auto* budget = e.as<ToolBudgetExceededEvent>()) {
        detail = u"tool=%1 maxCalls=%2 callIndex=%3"_s.arg(budget->tool)
                     .arg(budget->maxCalls)
                     .arg(budget->callIndex);
    } else if (const auto* review = e.as<SupervisorEvent>()) {
        detail = u"action=%1 llmCalls=%2 reason=%3"_s.arg(review->actionRaw)
                     .arg(review->llmCalls)
                     .arg(quoted(review->reason, max));
        if (review->redirect)
            detail += u" redirect="_s + quoted(*review->redirect, max);
    } else if (const auto* plan = e.as<TaskPlan>()) {
        QStringList steps;
        for (const PlanStep& step : plan->steps)
            steps << stepMark(step.status) + u' ' + step.title;
        detail = steps.join(u"  "_s);
    } else if (const auto* result = e.as<ResultEvent>()) {
        detail = result->isSuccess() ? u"ok"_s
                                     : u"failed subtype=%1"_s.arg(result->subtype.value_or(u"?"_s));
        if (result->error)
            detail += u" error="_s + quoted(*result->error, max);
        if (result->text)
            detail += u" text="_s + quoted(*result->text, max);
        const QString usage = usageLine(result->tokens, result->turns, result->model);
        if (!usage.isEmpty())
            detail += u' ' + usage;
    } else if (const auto* error = e.as<ErrorEvent>()) {
        detail = u"class=%1 code=%2 error=%3"_s.arg(error->errorClass.value_or(u"?"_s), error->code,
                                                    quoted(error->error, max));
        const QString usage = usageLine(error->tokens, error->turns, error->model);
        if (!usage.isEmpty())
            detail += u' ' + usage;
    } else if (const auto* cancelled = e.as<CancelledEvent>()) {
        detail = u"reason=%1"_s.arg(cancelled->reason.value_or(u"?"_s));
    } else if (const auto* malformed = e.as<MalformedEvent>()) {
        detail = u"malformed (%1) "_s.arg(malformed->error) + quoted(QString::fromUtf8(e.raw), max);
    } else if (e.type != EventType::Started) {
        detail = compactJson(e.data(), max); // unknown types are data to show, never a fault
    }
    return detail.isEmpty() ? head : head + u' ' + detail;
}

} // namespace mantyx::eventtext
