// SPDX-License-Identifier: MIT
// TimelineRowTexts: the words of one timeline row — headline, body, detail, badge, call state —
// formatted on demand from the row's events, so rows stay compact and the item model, the filter
// and the text dump all say the same thing.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "protocol/runevent.h"
#include "run/timelinetypes.h"

namespace mantyx {

class RunTimeline;

struct TimelineRowTexts
{
    Q_DECLARE_TR_FUNCTIONS(TimelineRowTexts)

public:
    QString headline;
    QString body;
    QString detail;
    QString badge;
    QString toolTip;
    QString callStateText; // LocalToolCall rows
    QString answer;        // LocalToolCall rows
    QString toolName;
    QString toolUseId;
    QStringList problems;

    // Everything the text filter matches against, one field per line.
    QString searchText() const;

    static TimelineRowTexts format(const RunTimeline& timeline, int row);
    static Severity severity(const RunTimeline& timeline, int row);
    // The tool name / toolUseId of a row without formatting the rest (the filter's tool: token).
    static QString toolNameOf(const RunTimeline& timeline, int row);
    static QString toolUseIdOf(const RunTimeline& timeline, int row);
    // Fixed (untranslated) identifiers for dumps and logs: "assistant_text", "local_tool_call"…
    static QLatin1StringView kindId(TimelineRowKind kind);
    static QLatin1StringView callStateId(LocalCallState state);
    // Translated kind name for filter menus: "Assistant text", "Local tool call"…
    static QString kindName(TimelineRowKind kind);
    // First line of `text`, whitespace simplified, cut at `maxChars` with an ellipsis.
    static QString excerpt(const QString& text, int maxChars = 120);
    static QString modelText(const ModelInfo& model);

    // What a row's Copy actions put on the clipboard (the timeline's context menu, Edit menu).
    // The row's full text: headline, detail, body, call state, answer and problems, one block.
    static QString copyText(const RunTimeline& timeline, int row);
    // The rows' events as received, pretty JSON: one event gives its object, several an array.
    // A payload that is not JSON (a malformed event) is kept as text (as a string in an array).
    static QString payloadJson(const RunTimeline& timeline, const QList<int>& rows);
    // A tool call row as {"name", "args"} (a server tool call: {"name", "input"}), pretty;
    // empty for any other row.
    static QString toolCallJson(const RunTimeline& timeline, int row);
    // The answer the server accepted for a local call row (answered or declined), pretty JSON;
    // empty when the call has none yet.
    static QString acceptedAnswer(const RunTimeline& timeline, int row);
    static QString tokensText(const TokenUsage& tokens);
};

} // namespace mantyx
