// SPDX-License-Identifier: MIT
// RunCompare: two runs side by side — their specs as a structural diff, their summaries line by
// line, and their timelines aligned row by row (by turn and tool call, through dtl) — as plain
// values a compare window shows and a test asserts on, computed from two filled RunTimelines.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include "run/specdiff.h"

namespace mantyx {

class RunTimeline;

// One line of the side-by-side summary.
struct SummaryLine
{
    QString id;    // fixed: "status", "tokens.input", "tool:search_wiki"…
    QString label; // translated
    QString left;  // display text; empty when that run has no such value
    QString right;
    bool differs = false;
};

// One line of the aligned timelines: a left row, a right row, or both.
struct AlignedRow
{
    enum class Change : quint8
    {
        Same,    // both, alike
        Changed, // both, the same kind of row for the same tool, with other content
        Added,   // only in the right run
        Removed, // only in the left run
    };
    int left = -1; // row of the left timeline; -1 for an added row
    int right = -1;
    Change change = Change::Same;
    // Both rows carry text (assistant, thinking, a turn's or result's text) and it differs.
    bool textDiffers = false;
};

struct RunComparison
{
    QList<SpecDiffEntry> spec;
    QList<SummaryLine> summary;
    QList<AlignedRow> rows;

    // The aligned line holding a row of the left (right) timeline; -1 when none.
    int lineOfLeftRow(int row) const;
    int lineOfRightRow(int row) const;
    // Aligned lines whose change is not Same.
    int differingRows() const;
};

class RunCompare final
{
    Q_DECLARE_TR_FUNCTIONS(RunCompare)

public:
    static RunComparison compare(const RunTimeline& left, const QJsonObject& leftSpec,
                                 const RunTimeline& right, const QJsonObject& rightSpec);

    // The timelines aligned by dtl on each row's key (see rowKey): common rows are Same or
    // Changed, the rest Removed (left only) or Added (right only), in timeline order.
    static QList<AlignedRow> alignTimelines(const RunTimeline& left, const RunTimeline& right);
    // What a row is matched by: its kind, its tool's name, and how many rows of that kind and
    // tool came before it in its turn ("local_tool_call|search|0"). Text is not part of it.
    static QStringList rowKeys(const RunTimeline& timeline);
    // Status, model, duration, turns, tokens by kind, cost, calls, then one line per tool name
    // with the number of calls to it in each run.
    static QList<SummaryLine> summaryLines(const RunTimeline& left, const RunTimeline& right);
    // Calls per tool name: local tool calls and server tool results (one per server call).
    static QMap<QString, int> toolCallCounts(const RunTimeline& timeline);

    static QLatin1StringView changeId(AlignedRow::Change change);
    static QString changeName(AlignedRow::Change change); // translated
};

} // namespace mantyx
