// SPDX-License-Identifier: MIT
// The vocabulary shared by the timeline store, its item models and the views that draw them:
// what kind of row a timeline row is, the state of a local tool call, and the item-data roles.
// Views (ui/) only ever read rows through these roles; they hold no protocol knowledge.
#pragma once

#include <QMetaType>
#include <QtGlobal>

#include "protocol/severity.h"

namespace mantyx {

// One row per thing that happened. Consecutive assistant_delta events of a
// turn grow one AssistantText row; consecutive thinking_delta events grow one Thinking row.
enum class TimelineRowKind : quint8
{
    Started,          // older servers' `started`
    AssistantText,    // assistant_delta* (plain while streaming, Markdown once the turn ends)
    Thinking,         // thinking_delta* (collapsible, dimmed)
    ServerToolCall,   // tool_call (older servers) — a server-side tool started
    ServerToolResult, // tool_result — name, result excerpt, expandable
    LocalToolCall,    // local_tool_call — kind badge, arguments, call state, answer, HTTP outcome
    LocalToolResultIn, // local_tool_result_in — the server's echo of an answer
    LoopDetected,      // "looping — nudged" / "looping — gave up"
    ToolBudgetExceeded,
    Supervisor, // on track / redirect / finalize, reasoning-phase reviews marked
    TaskPlan,   // a task_plan update
    TurnEnd,    // assistant_message: the turn boundary
    Result,     // terminal
    Error,      // terminal
    Cancelled,  // terminal
    Unknown,    // a well-formed event of a type this build does not know
    Malformed,  // bytes that are not a usable event: shown, flagged, never dropped
};

// Where a local tool call stands, as the card shows it.
enum class LocalCallState : quint8
{
    Pending,  // asked for, no answer yet
    Running,  // a local handler is working on it (approved)
    Sending,  // an answer is being posted (or waits for its next retry)
    Answered, // the server accepted the answer (204/200) or echoed it
    Failed,   // the POST failed for good (network/5xx exhausted); the answer is kept for resend
    Rejected, // 400/404/409: final, explained in words
    TimedOut, // the server's local-tool timeout passed with no accepted answer
    Declined, // the user rejected the call: the server accepted the error answer saying so
};

namespace TimelineRole {
// Item-data roles of TimelineModel (and every proxy over it). Qt::DisplayRole is the headline,
// Qt::ToolTipRole a one-line explanation. All strings are translated.
enum : int
{
    Kind = 0x0100 + 1, // TimelineRowKind (as int)
    FirstSeq,          // qint64: seq of the first event of the row (-1 when it had none)
    LastSeq,           // qint64: seq of the last event folded into the row
    EventCount,        // int: events folded into the row
    Headline,          // QString: e.g. "Tool call · search" (same as DisplayRole)
    Body,              // QString: the main text (assistant text, args JSON, result excerpt…)
    Detail,            // QString: secondary text (reason, redirect message, stderr…)
    Badge,             // QString: e.g. "local", "mcp_local", "a2a_local", "reasoning"
    CallState,         // LocalCallState (as int), LocalToolCall rows only
    CallStateText, // QString: "pending", "answered (204)", "rejected — 409 run already ended",
                   // "rejected by the user" (Declined: the 204 is in HttpStatus and Detail)
    Answer,        // QString: the answer posted for a LocalToolCall row (JSON text)
    HttpStatus,    // int: status of the last tool-result POST (0: none yet)
    DeadlineMs,    // qint64: ms since epoch when the server's local-tool timeout passes; 0 none
    ToolUseId,     // QString
    ToolName,      // QString
    Turn,          // int: the turn the row belongs to (1-based; 0 before the first turn began)
    Streaming,     // bool: the row is still growing (assistant/thinking)
    Markdown,      // bool: Body is Markdown (an assistant row whose turn ended)
    Flagged,       // bool: malformed, unknown, or has protocol problems
    Problems,      // QStringList: what did not match the protocol
    RowSeverity,   // Severity (as int): colour hint
    Terminal,      // bool: result / error / cancelled
    ElapsedMs,     // qint64: ms since the run's first event when the row began
    RawEvents,     // QByteArrayList: each folded event's SSE data exactly as received
                   // (at most 1000; EventCount says how many there were)
    Collapsed,     // bool: thinking rows start collapsed (settable through setData)
    SearchText,    // QString: everything the text filter matches against
    CutOff,        // bool: an assistant/thinking row still streaming when the run failed or
                   // was cancelled (its text is unfinished)
};
} // namespace TimelineRole

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::TimelineRowKind)
Q_DECLARE_METATYPE(mantyx::LocalCallState)
