// SPDX-License-Identifier: MIT
// RunChartData: what the run's charts show — tokens by kind, a waterfall of where the time went
// (turns, server tools, local calls waiting for their answer) and events per second — computed
// from a RunTimeline as plain values, so the Qt Charts view, the SVG export and the tests all
// draw the same numbers.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QtGlobal>

#include "protocol/runevent.h"

namespace mantyx {

class RunTimeline;

// Where a stretch of the run's time went.
enum class WaterfallCategory : quint8
{
    Model,      // a turn: the model thinking and writing, up to its assistant_message
    ServerTool, // a server-resolved tool: tool_call (or the turn's tool_use) → tool_result
    Waiting,    // a local call: local_tool_call → its answer (waiting for a person or handler)
};

struct WaterfallBar
{
    WaterfallCategory category = WaterfallCategory::Model;
    qint64 startMs = 0; // ms since the run began (the timeline rows' clock)
    qint64 endMs = 0;   // >= startMs
    int row = -1;       // the timeline row the bar stands for (a click selects it)
    int endRow = -1;    // the row that ended it; -1 while open
    int turn = 0;
    QString label;     // "Turn 2", or the tool's name as the server sent it (escape before markup)
    bool open = false; // its end has not been seen: endMs is the latest time the timeline knows
    friend bool operator==(const WaterfallBar&, const WaterfallBar&) = default;
};

struct RunChartData
{
    Q_DECLARE_TR_FUNCTIONS(RunChartData)

public:
    // Tokens by kind. The protocol reports usage only on the terminal result/error event (§4.8.1),
    // for the whole run: there is no per-turn usage on the wire, so this is the run's total.
    std::optional<TokenUsage> tokens;
    int tokensRow = -1; // the terminal row that carried them

    // False when no event has a time (a log replayed without timestamps): no bars, no buckets.
    bool timingKnown = false;
    QList<WaterfallBar> bars; // ordered by start, then by row
    // Bars left out: one of their ends has no time, or was never seen (a tool_result whose call
    // is unknown, a local call never echoed, a server tool with no result when the run ended).
    int skippedBars = 0;
    qint64 spanMs = 0; // the latest time on the chart (the last event, or openUntilMs)

    // Events in each second of the run: eventsPerSecond[i] counts events in [i s, i+1 s).
    QList<int> eventsPerSecond;
    int untimedEvents = 0;

    // `openUntilMs` (ms since the run began; -1: none) is where bars still open end — the
    // run's "now" while it streams; they end at the last event's time otherwise.
    static RunChartData fromTimeline(const RunTimeline& timeline, qint64 openUntilMs = -1);

    // Translated: "Model", "Server tool", "Waiting for an answer".
    static QString categoryName(WaterfallCategory category);
    // One line for a bar's tooltip: what it is, its times, whether it is still open (translated;
    // the label made safe with displaytext::singleLine, not markup-escaped).
    static QString barToolTip(const WaterfallBar& bar);
    // "1.25 s", "850 ms".
    static QString msText(qint64 ms);
};

} // namespace mantyx
