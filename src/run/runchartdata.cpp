// SPDX-License-Identifier: MIT
#include "run/runchartdata.h"

#include <algorithm>
#include <vector>

#include "protocol/displaytext.h"
#include "run/runtimeline.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString toolNameOfRow(const RunTimeline& timeline, int row)
{
    const RunEvent& e = timeline.eventAt(timeline.row(row).firstEvent);
    if (const auto* r = e.as<ToolResultEvent>())
        return r->name;
    if (const auto* c = e.as<ToolCallEvent>())
        return c->name;
    return {};
}

} // namespace

RunChartData RunChartData::fromTimeline(const RunTimeline& timeline, qint64 openUntilMs)
{
    RunChartData data;

    if (const int terminal = timeline.terminalEvent(); terminal >= 0) {
        const RunEvent& e = timeline.eventAt(terminal);
        if (const auto* result = e.as<ResultEvent>())
            data.tokens = result->tokens;
        else if (const auto* error = e.as<ErrorEvent>())
            data.tokens = error->tokens;
        if (data.tokens)
            data.tokensRow = timeline.rowForEvent(terminal);
    }

    // The latest time the timeline knows, and events per second.
    qint64 latest = -1;
    const int events = timeline.eventCount();
    for (int i = 0; i < events; ++i)
        latest = std::max(latest, timeline.eventElapsedMs(i));
    data.timingKnown = latest >= 0;
    const bool ended = timeline.terminalEvent() >= 0 || timeline.sourceEnded();
    if (data.timingKnown && !ended && openUntilMs > latest)
        data.spanMs = openUntilMs;
    else
        data.spanMs = std::max<qint64>(0, latest);
    if (data.timingKnown) {
        data.eventsPerSecond.fill(0, static_cast<qsizetype>(data.spanMs / 1000 + 1));
        for (int i = 0; i < events; ++i) {
            const qint64 at = timeline.eventElapsedMs(i);
            if (at >= 0)
                ++data.eventsPerSecond[static_cast<qsizetype>(at / 1000)];
            else
                ++data.untimedEvents;
        }
    } else {
        data.untimedEvents = events;
    }

    const auto add = [&data](WaterfallBar bar) {
        if (bar.startMs < 0 || bar.endMs < 0) {
            ++data.skippedBars;
            return;
        }
        bar.endMs = std::max(bar.endMs, bar.startMs);
        data.bars.append(bar);
    };
    const int terminalRow =
        timeline.terminalEvent() >= 0 ? timeline.rowForEvent(timeline.terminalEvent()) : -1;
    const qint64 openEnd = data.spanMs;

    // Turns: from what the model was waiting for (the event before the turn's first one) to the
    // turn's assistant_message.
    const int rows = timeline.rowCount();
    std::vector<int> firstRowOfTurn;
    std::vector<int> endRowOfTurn;
    std::vector<int> lastRowOfTurn;
    for (int r = 0; r < rows; ++r) {
        const TimelineRow& row = timeline.row(r);
        if (row.turn <= 0)
            continue;
        const auto turn = static_cast<size_t>(row.turn);
        if (firstRowOfTurn.size() <= turn) {
            firstRowOfTurn.resize(turn + 1, -1);
            endRowOfTurn.resize(turn + 1, -1);
            lastRowOfTurn.resize(turn + 1, -1);
        }
        if (firstRowOfTurn[turn] < 0)
            firstRowOfTurn[turn] = r;
        if (row.kind == TimelineRowKind::TurnEnd && endRowOfTurn[turn] < 0)
            endRowOfTurn[turn] = r;
        if (!(row.kind == TimelineRowKind::Result || row.kind == TimelineRowKind::Error ||
              row.kind == TimelineRowKind::Cancelled))
            lastRowOfTurn[turn] = r;
    }
    for (size_t turn = 1; turn < firstRowOfTurn.size(); ++turn) {
        const int first = firstRowOfTurn[turn];
        if (first < 0)
            continue;
        WaterfallBar bar;
        bar.category = WaterfallCategory::Model;
        bar.row = first;
        bar.turn = static_cast<int>(turn);
        bar.label = tr("Turn %1").arg(turn);
        const int firstEvent = timeline.row(first).firstEvent;
        bar.startMs = firstEvent > 0 ? timeline.eventElapsedMs(firstEvent - 1)
                                     : timeline.eventElapsedMs(firstEvent);
        if (bar.startMs < 0)
            bar.startMs = timeline.row(first).elapsedMs;
        if (const int end = endRowOfTurn[turn]; end >= 0) {
            bar.endRow = end;
            bar.endMs = timeline.row(end).elapsedMs;
        } else if (terminalRow >= 0) {
            // Cut off by the terminal event.
            bar.endRow = terminalRow;
            bar.endMs = timeline.row(terminalRow).elapsedMs;
        } else if (ended) {
            // The source stopped mid-turn: the turn's last event is all that is known.
            const int last = lastRowOfTurn[turn];
            bar.endMs = last >= 0 ? timeline.eventElapsedMs(timeline.row(last).lastEvent) : -1;
        } else {
            bar.open = true;
            bar.endMs = openEnd;
        }
        add(bar);
    }

    // Server tools: the tool_call row (older servers) or the assistant_message listing the
    // tool_use, to the tool_result.
    for (int r = 0; r < rows; ++r) {
        const TimelineRow& row = timeline.row(r);
        if (row.kind == TimelineRowKind::ServerToolResult) {
            const int start = timeline.counterpartRow(r);
            if (start < 0) {
                ++data.skippedBars; // its start was never seen
                continue;
            }
            WaterfallBar bar;
            bar.category = WaterfallCategory::ServerTool;
            bar.row = timeline.row(start).kind == TimelineRowKind::ServerToolCall ? start : r;
            bar.endRow = r;
            bar.turn = row.turn;
            bar.label = toolNameOfRow(timeline, r);
            bar.startMs = timeline.row(start).elapsedMs;
            bar.endMs = row.elapsedMs;
            add(bar);
        } else if (row.kind == TimelineRowKind::ServerToolCall && timeline.counterpartRow(r) < 0) {
            if (ended) {
                ++data.skippedBars; // the run ended with no result for it
                continue;
            }
            WaterfallBar bar;
            bar.category = WaterfallCategory::ServerTool;
            bar.row = r;
            bar.turn = row.turn;
            bar.label = toolNameOfRow(timeline, r);
            bar.startMs = row.elapsedMs;
            bar.endMs = openEnd;
            bar.open = true;
            add(bar);
        }
    }

    // Local calls: local_tool_call to the server's echo of the answer.
    for (int i = 0; i < timeline.callCount(); ++i) {
        const LocalCall& call = timeline.call(i);
        if (call.row < 0)
            continue;
        WaterfallBar bar;
        bar.category = WaterfallCategory::Waiting;
        bar.row = call.row;
        bar.turn = timeline.row(call.row).turn;
        bar.label = call.name;
        bar.startMs = timeline.row(call.row).elapsedMs;
        if (const int echo = timeline.counterpartRow(call.row); echo >= 0) {
            bar.endRow = echo;
            bar.endMs = timeline.row(echo).elapsedMs;
        } else if (!ended) {
            bar.open = true;
            bar.endMs = openEnd;
        } else {
            ++data.skippedBars; // never echoed: when the answer landed is not known
            continue;
        }
        add(bar);
    }

    std::stable_sort(data.bars.begin(), data.bars.end(),
                     [](const WaterfallBar& a, const WaterfallBar& b) {
                         if (a.startMs != b.startMs)
                             return a.startMs < b.startMs;
                         return a.row < b.row;
                     });
    return data;
}

QString RunChartData::categoryName(WaterfallCategory category)
{
    switch (category) {
    case WaterfallCategory::Model:
        return tr("Model");
    case WaterfallCategory::ServerTool:
        return tr("Server tool");
    case WaterfallCategory::Waiting:
        return tr("Waiting for an answer");
    }
    return {};
}

QString RunChartData::msText(qint64 ms)
{
    if (ms < 1000)
        return tr("%1 ms").arg(ms);
    return tr("%1 s").arg(QString::number(static_cast<double>(ms) / 1000.0, 'f', 2));
}

QString RunChartData::barToolTip(const WaterfallBar& bar)
{
    const QString what = categoryName(bar.category) + u" · "_s +
                         displaytext::elided(displaytext::singleLine(bar.label), 80);
    if (bar.open)
        return tr("%1 — from %2, no end yet (%3 so far)")
            .arg(what, msText(bar.startMs), msText(bar.endMs - bar.startMs));
    return tr("%1 — %2 to %3 (%4)")
        .arg(what, msText(bar.startMs), msText(bar.endMs), msText(bar.endMs - bar.startMs));
}

} // namespace mantyx
