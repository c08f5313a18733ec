// SPDX-License-Identifier: MIT
#include "run/timelinedump.h"

#include <QStringList>

#include "run/runsummary.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"

namespace mantyx {

using namespace Qt::StringLiterals;

namespace {

// One line, whitespace runs folded, at most TimelineDump::excerptLength characters.
QString flat(const QString& text)
{
    const int max = TimelineDump::excerptLength;
    const bool cut = text.size() > max * 4;
    QString s = QStringView(text).left(max * 4).toString().simplified();
    if (s.size() > max || cut) {
        s.truncate(max);
        s += u'…';
    }
    return s;
}

QString seqText(qint64 seq)
{
    return seq < 0 ? u"-"_s : QString::number(seq);
}

QLatin1StringView severityId(Severity s)
{
    switch (s) {
    case Severity::Info:
        return "info"_L1;
    case Severity::Warning:
        return "warning"_L1;
    case Severity::Error:
        return "error"_L1;
    }
    return "?"_L1;
}

QLatin1StringView statusId(RunSummary::Status s)
{
    switch (s) {
    case RunSummary::Status::NotStarted:
        return "not_started"_L1;
    case RunSummary::Status::Running:
        return "running"_L1;
    case RunSummary::Status::Succeeded:
        return "succeeded"_L1;
    case RunSummary::Status::Failed:
        return "failed"_L1;
    case RunSummary::Status::Cancelled:
        return "cancelled"_L1;
    case RunSummary::Status::Incomplete:
        return "incomplete"_L1;
    }
    return "?"_L1;
}

QLatin1StringView categoryId(ProtocolNote::Category c)
{
    using C = ProtocolNote::Category;
    switch (c) {
    case C::SeqGap:
        return "seq_gap"_L1;
    case C::SeqRepeat:
        return "seq_repeat"_L1;
    case C::Reconnect:
        return "reconnect"_L1;
    case C::StreamProblem:
        return "stream_problem"_L1;
    case C::UnansweredCall:
        return "unanswered_call"_L1;
    case C::ToolResultHttp:
        return "tool_result_http"_L1;
    case C::SecondTerminal:
        return "second_terminal"_L1;
    case C::OlderServer:
        return "older_server"_L1;
    case C::Malformed:
        return "malformed"_L1;
    case C::UnknownEvent:
        return "unknown_event"_L1;
    case C::ProtocolProblem:
        return "protocol_problem"_L1;
    case C::Capture:
        return "capture"_L1;
    case C::StatusMessage:
        return "status_message"_L1;
    }
    return "?"_L1;
}

QString optionalText(const std::optional<QString>& value)
{
    return value ? *value : u"-"_s;
}

} // namespace

QString TimelineDump::dump(const RunTimeline& timeline, unsigned options)
{
    QStringList lines;
    lines << u"rows %1 events %2 turns %3 calls %4"_s.arg(timeline.rowCount())
                 .arg(timeline.eventCount())
                 .arg(timeline.turnCount())
                 .arg(timeline.callCount());
    for (int i = 0; i < timeline.rowCount(); ++i) {
        const TimelineRow& r = timeline.row(i);
        const TimelineRowTexts t = TimelineRowTexts::format(timeline, i);
        QString line = u"#%1 %2 seq=%3..%4 turn=%5 n=%6"_s.arg(i)
                           .arg(TimelineRowTexts::kindId(r.kind))
                           .arg(seqText(timeline.eventSeq(r.firstEvent)),
                                seqText(timeline.eventSeq(r.lastEvent)))
                           .arg(r.turn)
                           .arg(r.eventCount);
        QStringList flags;
        if (r.streaming)
            flags << u"streaming"_s;
        if (r.kind == TimelineRowKind::AssistantText && !r.streaming)
            flags << u"markdown"_s;
        if (r.flagged)
            flags << u"flagged"_s;
        if (r.cutOff)
            flags << u"cut_off"_s;
        const Severity severity = TimelineRowTexts::severity(timeline, i);
        if (severity != Severity::Info)
            flags << QString(severityId(severity));
        if (!flags.isEmpty())
            line += u" ["_s + flags.join(u',') + u']';
        if (options & IncludeTimes)
            line += r.elapsedMs >= 0 ? u" t=%1"_s.arg(r.elapsedMs) : u" t=?"_s;
        line += u" | "_s + flat(t.headline) + u" | "_s + flat(t.body) + u" | "_s + flat(t.detail);
        if (!t.badge.isEmpty())
            line += u" | badge="_s + t.badge;
        if (r.kind == TimelineRowKind::LocalToolCall && r.callIndex >= 0) {
            const LocalCall& call = timeline.call(r.callIndex);
            line += u" | call="_s + TimelineRowTexts::callStateId(call.state);
            if (options & IncludePostStatus)
                line += u" http="_s + QString::number(call.httpStatus);
            line += u" answer="_s + flat(timeline.callAnswerJson(r.callIndex));
            if (options & IncludeTimes)
                line += u" deadline=%1"_s.arg(call.deadlineMs);
        }
        if (!t.problems.isEmpty())
            line += u" | problems="_s + flat(t.problems.join(u"; "_s));
        lines << line;
    }

    if (options & IncludePlan) {
        const std::optional<TaskPlan>& plan = timeline.plan();
        if (!plan) {
            lines << u"plan: none"_s;
        } else {
            lines << u"plan: updates=%1 brief=%2"_s.arg(timeline.planUpdates())
                         .arg(flat(plan->brief.value_or(u"-"_s)));
            for (const PlanStep& step : plan->steps)
                lines << u"  step %1 %2"_s.arg(step.statusRaw.isEmpty() ? u"?"_s : step.statusRaw,
                                               flat(step.title));
        }
    }

    if (options & IncludeSummary) {
        const RunSummary s = timeline.summary();
        lines << u"summary: status=%1 turns=%2 boundaries=%3 calls=%4 unanswered=%5 "
                 u"serverResults=%6 truncated=%7"_s.arg(statusId(s.status))
                     .arg(s.turns ? QString::number(*s.turns) : u"-"_s)
                     .arg(s.turnBoundaries)
                     .arg(s.localCalls)
                     .arg(s.localCallsUnanswered)
                     .arg(s.serverToolResults)
                     .arg(s.truncated ? u"yes"_s : u"no"_s);
        if (options & IncludeTimes)
            lines << (s.durationMs ? u"  duration=%1ms"_s.arg(*s.durationMs)
                                   : u"  duration=unknown"_s);
        if (s.tokens)
            lines << u"  tokens in=%1 cached=%2 reasoning=%3 out=%4"_s.arg(s.tokens->inputTokens)
                         .arg(s.tokens->cachedTokens)
                         .arg(s.tokens->reasoningTokens)
                         .arg(s.tokens->outputTokens);
        if (s.model)
            lines << u"  model id=%1 provider=%2 vendor=%3 effort=%4"_s.arg(
                s.model->id, s.model->provider, s.model->vendorModelId,
                optionalText(s.model->reasoningEffort));
        if (s.costUsd)
            lines << u"  cost=$%1"_s.arg(QString::number(*s.costUsd, 'f', 6));
        if (s.finalText)
            lines << u"  final=%1"_s.arg(flat(*s.finalText));
        if (s.status == RunSummary::Status::Failed)
            lines << u"  error=%1 code=%2 class=%3 finish=%4 retryable=%5"_s.arg(
                flat(s.errorMessage), s.errorCode, optionalText(s.errorClass),
                optionalText(s.finishReason),
                s.retryable ? (*s.retryable ? u"yes"_s : u"no"_s) : u"-"_s);
        if (s.partialText)
            lines << u"  partial=%1"_s.arg(flat(*s.partialText));
        if (s.cancelReason)
            lines << u"  cancelled reason=%1"_s.arg(*s.cancelReason);
        if (s.hasOutputSchema)
            lines << u"  output valid=%1 parseError=%2 violations=%3"_s.arg(
                s.outputValid ? u"yes"_s : u"no"_s, flat(s.outputParseError),
                flat(s.outputViolations.join(u"; "_s)));
    }

    if (options & IncludeNotes) {
        for (int i = 0; i < timeline.notes().size(); ++i) {
            const ProtocolNote& n = timeline.notes().at(i);
            if (n.category == ProtocolNote::Category::StatusMessage)
                continue; // the window's, not the run's: a replay of the run has none
            lines << u"note %1 %2 seq=%3 row=%4 call=%5 | %6 | %7"_s.arg(severityId(n.severity))
                         .arg(categoryId(n.category))
                         .arg(seqText(n.seq))
                         .arg(timeline.rowForNote(i))
                         .arg(n.toolUseId.isEmpty() ? u"-"_s : n.toolUseId, flat(n.message),
                              flat(n.detail));
        }
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace mantyx
