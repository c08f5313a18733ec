// SPDX-License-Identifier: MIT
#include "run/timelinerowtexts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include "protocol/displaytext.h"
#include "protocol/eventencoder.h"
#include "protocol/jsonparse.h"
#include "protocol/reasoninglevel.h"
#include "run/eventtext.h"
#include "run/runtimeline.h"

namespace mantyx {

using namespace Qt::StringLiterals;

namespace {

using eventtext::prettyJson;

// A tool call's input on one line; nothing when the call had none.
QString compactJson(const QJsonValue& value)
{
    return value.isUndefined() ? QString() : eventtext::compactJson(value);
}

} // namespace

QString TimelineRowTexts::searchText() const
{
    QString s;
    s.reserve(headline.size() + body.size() + detail.size() + badge.size() + toolName.size() +
              toolUseId.size() + callStateText.size() + answer.size() + 8);
    for (const QString* part :
         {&headline, &body, &detail, &badge, &toolName, &toolUseId, &callStateText, &answer}) {
        if (part->isEmpty())
            continue;
        if (!s.isEmpty())
            s += u'\n';
        s += *part;
    }
    for (const QString& p : problems) {
        s += u'\n';
        s += p;
    }
    return s;
}

QString TimelineRowTexts::excerpt(const QString& text, int maxChars)
{
    QStringView view(text);
    view = view.trimmed();
    const qsizetype newline = view.indexOf(u'\n');
    const bool moreLines = newline >= 0;
    if (moreLines)
        view = view.left(newline);
    // Only look at what can be shown: a 2 MB result is not simplified whole.
    const bool cut = view.size() > maxChars;
    QString line = view.left(maxChars).toString().simplified();
    if (cut || moreLines)
        line += u'…';
    return line;
}

QString TimelineRowTexts::modelText(const ModelInfo& model)
{
    QString s = model.id.isEmpty() ? model.vendorModelId : model.id;
    QStringList extra;
    if (!model.provider.isEmpty())
        extra << model.provider;
    if (!model.vendorModelId.isEmpty() && model.vendorModelId != s)
        extra << model.vendorModelId;
    if (model.reasoningEffort)
        extra << tr("reasoning %1").arg(ReasoningLevel::effortDisplayName(*model.reasoningEffort));
    if (!extra.isEmpty())
        s += u" ("_s + extra.join(u' ') + u')';
    return s;
}

QString TimelineRowTexts::copyText(const RunTimeline& timeline, int row)
{
    if (row < 0 || row >= timeline.rowCount())
        return {};
    const TimelineRowTexts t = format(timeline, row);
    QStringList parts{t.headline};
    if (!t.detail.isEmpty())
        parts << t.detail;
    if (!t.body.isEmpty())
        parts << t.body;
    if (!t.callStateText.isEmpty())
        parts << tr("State: %1").arg(t.callStateText);
    if (!t.answer.isEmpty())
        parts << tr("Answer: %1").arg(t.answer);
    for (const QString& problem : t.problems)
        parts << tr("Problem: %1").arg(problem);
    return parts.join(u'\n');
}

QString TimelineRowTexts::payloadJson(const RunTimeline& timeline, const QList<int>& rows)
{
    QJsonArray events;
    QString single; // the text of the only event, when there is one
    int count = 0;
    for (const int row : rows) {
        if (row < 0 || row >= timeline.rowCount())
            continue;
        const TimelineRow& r = timeline.row(row);
        for (int i = r.firstEvent; i <= r.lastEvent; ++i) {
            const QByteArray raw = timeline.eventRaw(i);
            QJsonParseError error{};
            const QJsonDocument doc = parseJson(raw, &error);
            ++count;
            if (error.error == QJsonParseError::NoError && doc.isObject()) {
                events.append(doc.object());
                single = QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
            } else if (error.error == QJsonParseError::NoError && doc.isArray()) {
                events.append(doc.array());
                single = QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
            } else {
                events.append(QString::fromUtf8(raw));
                single = QString::fromUtf8(raw);
            }
        }
    }
    if (count == 0)
        return {};
    if (count == 1)
        return single;
    return QString::fromUtf8(QJsonDocument(events).toJson(QJsonDocument::Indented)).trimmed();
}

QString TimelineRowTexts::toolCallJson(const RunTimeline& timeline, int row)
{
    if (row < 0 || row >= timeline.rowCount())
        return {};
    const RunEvent& e = timeline.eventAt(timeline.row(row).firstEvent);
    QJsonObject call;
    if (const auto* local = e.as<LocalToolCallEvent>()) {
        call.insert("name"_L1, local->name);
        call.insert("args"_L1, local->args);
    } else if (const auto* server = e.as<ToolCallEvent>()) {
        call.insert("name"_L1, server->name);
        if (!server->input.isUndefined())
            call.insert("input"_L1, server->input);
    } else {
        return {};
    }
    return QString::fromUtf8(QJsonDocument(call).toJson(QJsonDocument::Indented)).trimmed();
}

QString TimelineRowTexts::acceptedAnswer(const RunTimeline& timeline, int row)
{
    if (row < 0 || row >= timeline.rowCount())
        return {};
    const TimelineRow& r = timeline.row(row);
    if (r.kind != TimelineRowKind::LocalToolCall || r.callIndex < 0)
        return {};
    const LocalCall& call = timeline.call(r.callIndex);
    if (call.state != LocalCallState::Answered && call.state != LocalCallState::Declined)
        return {};
    return timeline.callAnswerJson(r.callIndex);
}

QString TimelineRowTexts::tokensText(const TokenUsage& t)
{
    return tr("%1 in (%2 cached) · %3 out (%4 reasoning)")
        .arg(t.inputTokens)
        .arg(t.cachedTokens)
        .arg(t.outputTokens)
        .arg(t.reasoningTokens);
}

QLatin1StringView TimelineRowTexts::kindId(TimelineRowKind kind)
{
    switch (kind) {
    case TimelineRowKind::Started:
        return "started"_L1;
    case TimelineRowKind::AssistantText:
        return "assistant_text"_L1;
    case TimelineRowKind::Thinking:
        return "thinking"_L1;
    case TimelineRowKind::ServerToolCall:
        return "server_tool_call"_L1;
    case TimelineRowKind::ServerToolResult:
        return "server_tool_result"_L1;
    case TimelineRowKind::LocalToolCall:
        return "local_tool_call"_L1;
    case TimelineRowKind::LocalToolResultIn:
        return "local_tool_result_in"_L1;
    case TimelineRowKind::LoopDetected:
        return "loop_detected"_L1;
    case TimelineRowKind::ToolBudgetExceeded:
        return "tool_budget_exceeded"_L1;
    case TimelineRowKind::Supervisor:
        return "supervisor"_L1;
    case TimelineRowKind::TaskPlan:
        return "task_plan"_L1;
    case TimelineRowKind::TurnEnd:
        return "turn_end"_L1;
    case TimelineRowKind::Result:
        return "result"_L1;
    case TimelineRowKind::Error:
        return "error"_L1;
    case TimelineRowKind::Cancelled:
        return "cancelled"_L1;
    case TimelineRowKind::Unknown:
        return "unknown"_L1;
    case TimelineRowKind::Malformed:
        return "malformed"_L1;
    }
    return "?"_L1;
}

QLatin1StringView TimelineRowTexts::callStateId(LocalCallState state)
{
    switch (state) {
    case LocalCallState::Pending:
        return "pending"_L1;
    case LocalCallState::Running:
        return "running"_L1;
    case LocalCallState::Sending:
        return "sending"_L1;
    case LocalCallState::Answered:
        return "answered"_L1;
    case LocalCallState::Failed:
        return "failed"_L1;
    case LocalCallState::Rejected:
        return "rejected"_L1;
    case LocalCallState::TimedOut:
        return "timed_out"_L1;
    case LocalCallState::Declined:
        return "declined"_L1;
    }
    return "?"_L1;
}

QString TimelineRowTexts::kindName(TimelineRowKind kind)
{
    switch (kind) {
    case TimelineRowKind::Started:
        return tr("Run started");
    case TimelineRowKind::AssistantText:
        return tr("Assistant text");
    case TimelineRowKind::Thinking:
        return tr("Thinking");
    case TimelineRowKind::ServerToolCall:
        return tr("Server tool call");
    case TimelineRowKind::ServerToolResult:
        return tr("Server tool result");
    case TimelineRowKind::LocalToolCall:
        return tr("Local tool call");
    case TimelineRowKind::LocalToolResultIn:
        return tr("Echoed answer");
    case TimelineRowKind::LoopDetected:
        return tr("Loop detected");
    case TimelineRowKind::ToolBudgetExceeded:
        return tr("Tool budget exceeded");
    case TimelineRowKind::Supervisor:
        return tr("Supervisor");
    case TimelineRowKind::TaskPlan:
        return tr("Task plan");
    case TimelineRowKind::TurnEnd:
        return tr("Turn end");
    case TimelineRowKind::Result:
        return tr("Result");
    case TimelineRowKind::Error:
        return tr("Error");
    case TimelineRowKind::Cancelled:
        return tr("Cancelled");
    case TimelineRowKind::Unknown:
        return tr("Unknown event");
    case TimelineRowKind::Malformed:
        return tr("Malformed event");
    }
    return {};
}

QString TimelineRowTexts::toolNameOf(const RunTimeline& timeline, int row)
{
    const TimelineRow& r = timeline.row(row);
    const RunEvent& e = timeline.eventAt(r.firstEvent);
    switch (r.kind) {
    case TimelineRowKind::ServerToolCall:
        if (const auto* c = e.as<ToolCallEvent>())
            return c->name;
        break;
    case TimelineRowKind::ServerToolResult:
        if (const auto* t = e.as<ToolResultEvent>())
            return t->name;
        break;
    case TimelineRowKind::LocalToolCall:
        if (const auto* c = e.as<LocalToolCallEvent>())
            return c->name;
        break;
    case TimelineRowKind::LocalToolResultIn:
        if (const auto* t = e.as<LocalToolResultInEvent>()) {
            const int ci = timeline.callIndex(t->toolUseId);
            return ci >= 0 ? timeline.call(ci).name : QString();
        }
        break;
    case TimelineRowKind::ToolBudgetExceeded:
        if (const auto* b = e.as<ToolBudgetExceededEvent>())
            return b->tool;
        break;
    case TimelineRowKind::LoopDetected:
        if (const auto* l = e.as<LoopDetectedEvent>())
            return l->tools.join(u", "_s);
        break;
    default:
        break;
    }
    return {};
}

QString TimelineRowTexts::toolUseIdOf(const RunTimeline& timeline, int row)
{
    const TimelineRow& r = timeline.row(row);
    const RunEvent& e = timeline.eventAt(r.firstEvent);
    if (const auto* c = e.as<ToolCallEvent>())
        return c->toolUseId;
    if (const auto* t = e.as<ToolResultEvent>())
        return t->toolUseId;
    if (const auto* c = e.as<LocalToolCallEvent>())
        return c->toolUseId;
    if (const auto* t = e.as<LocalToolResultInEvent>())
        return t->toolUseId;
    return {};
}

Severity TimelineRowTexts::severity(const RunTimeline& timeline, int row)
{
    const TimelineRow& r = timeline.row(row);
    const RunEvent& e = timeline.eventAt(r.firstEvent);
    Severity s = r.flagged ? Severity::Warning : Severity::Info;
    const auto raise = [&s](Severity to) {
        if (int(to) > int(s))
            s = to;
    };
    switch (r.kind) {
    case TimelineRowKind::Malformed:
    case TimelineRowKind::Error:
        raise(Severity::Error);
        break;
    case TimelineRowKind::AssistantText:
    case TimelineRowKind::Thinking:
        if (r.cutOff)
            raise(Severity::Warning);
        break;
    case TimelineRowKind::Result:
        if (const auto* res = e.as<ResultEvent>(); res && !res->isSuccess())
            raise(Severity::Error);
        break;
    case TimelineRowKind::LoopDetected:
        if (const auto* l = e.as<LoopDetectedEvent>())
            raise(l->hardCutoff ? Severity::Error : Severity::Warning);
        break;
    case TimelineRowKind::ToolBudgetExceeded:
    case TimelineRowKind::Cancelled:
        raise(Severity::Warning);
        break;
    case TimelineRowKind::Supervisor:
        if (const auto* sv = e.as<SupervisorEvent>(); sv && sv->action != SupervisorAction::OnTrack)
            raise(Severity::Warning);
        break;
    case TimelineRowKind::TurnEnd:
        if (const auto* m = e.as<AssistantMessageEvent>();
            m && m->finishReason &&
            (*m->finishReason == "max_tokens"_L1 || *m->finishReason == "length"_L1 ||
             *m->finishReason == "refusal"_L1 || *m->finishReason == "malformed_function_call"_L1))
            raise(Severity::Warning);
        break;
    case TimelineRowKind::ServerToolResult:
        if (const auto* t = e.as<ToolResultEvent>(); t && t->ok && !*t->ok)
            raise(Severity::Warning);
        break;
    case TimelineRowKind::LocalToolResultIn:
        if (const auto* t = e.as<LocalToolResultInEvent>(); t && t->error)
            raise(Severity::Warning);
        break;
    case TimelineRowKind::LocalToolCall:
        if (r.callIndex >= 0) {
            const LocalCallState st = timeline.call(r.callIndex).state;
            if (st == LocalCallState::Rejected || st == LocalCallState::TimedOut)
                raise(Severity::Error);
            else if (st == LocalCallState::Failed || st == LocalCallState::Declined)
                raise(Severity::Warning);
        }
        break;
    default:
        break;
    }
    return s;
}

TimelineRowTexts TimelineRowTexts::format(const RunTimeline& timeline, int row)
{
    TimelineRowTexts t;
    const TimelineRow& r = timeline.row(row);
    const RunEvent& e = timeline.eventAt(r.firstEvent);
    t.toolName = toolNameOf(timeline, row);
    t.toolUseId = toolUseIdOf(timeline, row);
    // Only the events that came with problems are decoded again (a long delta row has
    // thousands of events, and is formatted again on every flush while it streams).
    for (int i = r.firstEvent; i <= r.lastEvent; ++i) {
        if (!timeline.eventHasProblems(i))
            continue;
        const RunEvent event = timeline.eventAt(i);
        for (const QString& p : event.problems) {
            if (!t.problems.contains(p))
                t.problems << p;
        }
    }

    switch (r.kind) {
    case TimelineRowKind::Started:
        t.headline = tr("Run started");
        t.detail = tr("an older server's `started` event");
        break;
    case TimelineRowKind::AssistantText:
    case TimelineRowKind::Thinking: {
        const bool thinking = r.kind == TimelineRowKind::Thinking;
        t.body = timeline.rowText(row);
        if (thinking)
            t.headline = r.streaming ? tr("Thinking…") : tr("Thinking");
        else
            t.headline = r.streaming ? tr("Assistant (streaming)") : tr("Assistant");
        t.detail = excerpt(t.body);
        t.badge = thinking ? tr("thinking") : QString();
        if (r.cutOff) {
            t.headline += u" · "_s + tr("cut off");
            t.badge = tr("cut off");
            t.detail =
                tr("unfinished: the run ended while this was streaming") + u" · "_s + t.detail;
        }
        break;
    }
    case TimelineRowKind::ServerToolCall: {
        const auto* c = e.as<ToolCallEvent>();
        t.headline = tr("Server tool call · %1").arg(t.toolName);
        t.badge = tr("server");
        if (c)
            t.body = prettyJson(c->input);
        t.detail = t.toolUseId;
        break;
    }
    case TimelineRowKind::ServerToolResult: {
        const auto* res = e.as<ToolResultEvent>();
        t.headline = tr("Tool result · %1").arg(t.toolName);
        t.badge = tr("server");
        if (res && res->result) {
            t.body = res->result->toString();
            t.detail = excerpt(t.body);
        } else if (res) {
            t.body = res->summary.value_or(QString());
            const QString okText = !res->ok ? QString() : *res->ok ? tr("ok") : tr("failed");
            t.detail = okText.isEmpty() ? excerpt(t.body) : okText + u" · "_s + excerpt(t.body);
        }
        break;
    }
    case TimelineRowKind::LocalToolCall: {
        const auto* c = e.as<LocalToolCallEvent>();
        const LocalCall* call = r.callIndex >= 0 ? &timeline.call(r.callIndex) : nullptr;
        if (c) {
            t.body = prettyJson(c->args);
            switch (c->kind) {
            case LocalToolKind::McpLocal: {
                t.headline = tr("MCP tool call · %1").arg(c->name);
                QString d =
                    tr("server %1 · tool %2")
                        .arg(c->mcpServer.value_or(u"?"_s), c->mcpToolName.value_or(c->name));
                if (c->mcpServerInfo) {
                    const QString info =
                        QString(c->mcpServerInfo->value("name"_L1).toString() + u' ' +
                                c->mcpServerInfo->value("version"_L1).toString())
                            .trimmed();
                    if (!info.isEmpty())
                        d += u" ("_s + info + u')';
                }
                t.detail = d;
                break;
            }
            case LocalToolKind::A2aLocal: {
                t.headline = tr("Agent call · %1").arg(c->name);
                if (c->agentCard) {
                    t.detail = tr("agent %1 · %2")
                                   .arg(c->agentCard->value("name"_L1).toString(),
                                        c->agentCard->value("url"_L1).toString());
                }
                break;
            }
            case LocalToolKind::Local:
            case LocalToolKind::Other:
                t.headline = tr("Local tool call · %1").arg(c->name);
                t.detail = c->toolUseId;
                break;
            }
            t.badge = c->kindOmitted ? u"local"_s : c->kindRaw;
            if (t.badge.isEmpty())
                t.badge = u"local"_s;
        }
        if (call) {
            t.callStateText = call->stateText.isEmpty() ? RunTimeline::callStateName(call->state)
                                                        : call->stateText;
            t.answer = timeline.callAnswerJson(r.callIndex);
            if (call->row != row)
                t.detail = tr("repeated call event") + u" · "_s + t.detail;
            if (call->state == LocalCallState::Declined) {
                const QString accepted =
                    call->httpStatus > 0 ? tr("rejected by the user: error answer accepted (%1)")
                                               .arg(call->httpStatus)
                                         : tr("rejected by the user: error answer accepted");
                t.detail = t.detail.isEmpty() ? accepted : accepted + u" · "_s + t.detail;
            }
        }
        break;
    }
    case TimelineRowKind::LocalToolResultIn: {
        const auto* res = e.as<LocalToolResultInEvent>();
        t.headline = t.toolName.isEmpty() ? tr("Answer echoed · %1").arg(t.toolUseId)
                                          : tr("Answer echoed · %1").arg(t.toolName);
        if (res) {
            if (res->error) {
                t.body = *res->error;
                t.badge = tr("error");
                t.detail = tr("error answer for %1").arg(res->toolUseId);
            } else {
                t.body = res->result ? res->result->toString() : res->output.value_or(QString());
                t.detail = tr("result for %1").arg(res->toolUseId);
            }
            if (res->files && !res->files->isEmpty())
                t.detail += u" · "_s + tr("%n file(s)", nullptr, int(res->files->size()));
        }
        break;
    }
    case TimelineRowKind::LoopDetected: {
        const auto* l = e.as<LoopDetectedEvent>();
        const bool hard = l && l->hardCutoff;
        t.headline = hard ? tr("looping — gave up") : tr("looping — nudged");
        if (l) {
            t.detail = tr("%n identical tool batch(es) in a row: %1", nullptr, l->consecutiveCount)
                           .arg(l->tools.join(u", "_s));
            t.body = hard ? tr("The server forced a final turn without tools.")
                          : tr("The server skipped the repeated batch and nudged the model to "
                               "answer or change strategy.");
        }
        break;
    }
    case TimelineRowKind::ToolBudgetExceeded: {
        const auto* b = e.as<ToolBudgetExceededEvent>();
        t.headline = tr("Tool budget exceeded · %1").arg(t.toolName);
        if (b) {
            t.detail = tr("call %1 of max %2").arg(b->callIndex).arg(b->maxCalls);
            t.body = tr("The call was not run; the model was told to pivot or finalize.");
        }
        break;
    }
    case TimelineRowKind::Supervisor: {
        const auto* s = e.as<SupervisorEvent>();
        if (!s)
            break;
        switch (s->action) {
        case SupervisorAction::OnTrack:
            t.headline = tr("Supervisor: on track");
            break;
        case SupervisorAction::Redirect:
            t.headline = tr("Supervisor: redirect");
            break;
        case SupervisorAction::Finalize:
            t.headline = tr("Supervisor: finalize");
            break;
        case SupervisorAction::Other:
            t.headline = tr("Supervisor: %1").arg(s->actionRaw);
            break;
        }
        t.body = s->reason;
        if (s->redirect)
            t.body += u"\n\n"_s + tr("Injected message: %1").arg(*s->redirect);
        if (s->phase == SupervisorPhase::Reasoning)
            t.badge = u"reasoning"_s;
        else if (s->phase == SupervisorPhase::Other)
            t.badge = s->phaseRaw;
        QStringList d;
        if (s->model)
            d << tr("judge %1").arg(modelText(*s->model));
        d << tr("after %n LLM call(s)", nullptr, s->llmCalls);
        t.detail = d.join(u" · "_s);
        break;
    }
    case TimelineRowKind::TaskPlan: {
        const auto* p = e.as<TaskPlan>();
        if (!p)
            break;
        int done = 0;
        QStringList lines;
        for (const PlanStep& step : p->steps) {
            done += step.status == PlanStepStatus::Done ? 1 : 0;
            lines << eventtext::stepMark(step.status) + u' ' + step.title;
        }
        t.headline = tr("Plan: %1 of %2 done").arg(done).arg(p->steps.size());
        t.body = lines.join(u'\n');
        t.detail = p->brief.value_or(QString());
        break;
    }
    case TimelineRowKind::TurnEnd: {
        const auto* m = e.as<AssistantMessageEvent>();
        t.headline = tr("Turn %1 ended").arg(r.turn);
        if (!m)
            break;
        QStringList d;
        if (m->finishReason)
            t.headline += u" · "_s + *m->finishReason;
        if (m->finishReason)
            d << tr("finish reason %1").arg(*m->finishReason);
        else
            d << tr("no finish reason");
        const qsizetype calls = m->toolCalls ? m->toolCalls->size() : 0;
        QStringList names;
        QStringList lines;
        if (m->toolCalls) {
            for (const AssistantToolCall& call : *m->toolCalls) {
                names << call.name;
                lines << call.name + u' ' + compactJson(call.input);
            }
        }
        d << (calls > 0 ? tr("%n tool call(s): %1", nullptr, int(calls)).arg(names.join(u", "_s))
                        : tr("no tool calls"));
        t.detail = d.join(u" · "_s);
        // The turn's text is on its assistant row; say it here only when no delta carried it.
        bool hadText = false;
        for (int k = row - 1; k >= 0 && !hadText; --k) {
            const TimelineRow& before = timeline.row(k);
            if (before.turn != r.turn || before.kind == TimelineRowKind::TurnEnd)
                break;
            hadText = before.kind == TimelineRowKind::AssistantText;
        }
        QString body = hadText ? QString() : m->text.toString();
        if (!lines.isEmpty())
            body += (body.isEmpty() ? QString() : u"\n\n"_s) + lines.join(u'\n');
        t.body = body;
        break;
    }
    case TimelineRowKind::Result: {
        const auto* res = e.as<ResultEvent>();
        if (!res)
            break;
        QStringList d;
        if (res->isSuccess()) {
            t.headline = tr("Result");
            t.body = res->text.value_or(QString());
        } else {
            t.headline = tr("Result · failed (%1)").arg(res->subtype.value_or(u"ok: false"_s));
            t.body = res->error.value_or(res->text.value_or(QString()));
        }
        if (res->plan)
            d << tr("plan of %n step(s)", nullptr, int(res->plan->steps.size()));
        if (res->turns)
            d << tr("%n turn(s)", nullptr, *res->turns);
        if (res->tokens)
            d << tokensText(*res->tokens);
        if (res->model)
            d << modelText(*res->model);
        t.detail = d.join(u" · "_s);
        break;
    }
    case TimelineRowKind::Error: {
        const auto* err = e.as<ErrorEvent>();
        if (!err)
            break;
        t.headline = tr("Error · %1").arg(err->errorClass.value_or(err->code));
        t.badge = err->code;
        QString body = err->error;
        // Only a run that was to answer in JSON (an outputSchema) has JSON to be incomplete.
        const bool json = timeline.outputSchema().has_value();
        const QString truncated = json ? tr("truncated reply — JSON likely incomplete")
                                       : tr("truncated reply — cut off before it was finished");
        if (err->partialText)
            body += u"\n\n"_s + truncated + u":\n"_s + *err->partialText;
        t.body = body;
        QStringList d;
        d << tr("code %1").arg(err->code);
        if (err->errorClass)
            d << tr("class %1").arg(*err->errorClass);
        if (err->finishReason)
            d << tr("finish reason %1").arg(*err->finishReason);
        if (err->retryable)
            d << (*err->retryable ? tr("retryable") : tr("not retryable"));
        if (err->partialText)
            d << truncated;
        if (err->turns)
            d << tr("%n turn(s)", nullptr, *err->turns);
        if (err->tokens)
            d << tokensText(*err->tokens);
        if (err->model)
            d << modelText(*err->model);
        t.detail = d.join(u" · "_s);
        break;
    }
    case TimelineRowKind::Cancelled: {
        const auto* c = e.as<CancelledEvent>();
        t.headline = tr("Cancelled");
        if (c && c->reason)
            t.detail = tr("reason: %1").arg(*c->reason);
        break;
    }
    case TimelineRowKind::Unknown:
        t.headline = tr("Unknown event · %1").arg(e.typeName);
        t.body = QString::fromUtf8(e.raw);
        t.detail = tr("an event type this version does not know; shown as received");
        break;
    case TimelineRowKind::Malformed: {
        const auto* m = e.as<MalformedEvent>();
        t.headline = tr("Malformed event");
        t.body = QString::fromUtf8(e.raw);
        if (m) {
            t.detail = m->offset >= 0 ? tr("%1 at byte %2").arg(m->error).arg(m->offset) : m->error;
        }
        break;
    }
    }

    // One line for the tool tip: where the row came from.
    QString seqs;
    const qint64 first = e.seq;
    const qint64 last = timeline.eventSeq(r.lastEvent);
    if (first < 0)
        seqs = tr("no seq");
    else if (first == last)
        seqs = tr("seq %1").arg(first);
    else
        seqs = tr("seq %1–%2").arg(first).arg(last);
    t.toolTip = tr("%1 · %2 · %n event(s) · turn %3", nullptr, r.eventCount)
                    .arg(kindName(r.kind), seqs)
                    .arg(r.turn);
    if (!t.problems.isEmpty())
        t.toolTip += u" · "_s + t.problems.first();

    // What is shown comes from the server (names, ids, texts, errors): control and bidi
    // characters escaped, so none can break a label or reorder it. A body keeps its line
    // breaks. toolName and toolUseId stay as received: they are keys, escaped where shown.
    t.headline = displaytext::singleLine(t.headline);
    t.detail = displaytext::singleLine(t.detail);
    t.badge = displaytext::singleLine(t.badge);
    t.toolTip = displaytext::singleLine(t.toolTip);
    t.callStateText = displaytext::singleLine(t.callStateText);
    t.body = displaytext::multiLine(t.body);
    t.answer = displaytext::multiLine(t.answer);
    for (QString& problem : t.problems)
        problem = displaytext::singleLine(problem);
    return t;
}

} // namespace mantyx
