// SPDX-License-Identifier: MIT
// RunBudgets and ToolBudget: the spec's `budgets` {maxToolTurns} and one `toolBudgets` entry
// {maxCalls} (§8.2) — small value types so the composer edits them as plain data.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

namespace mantyx {

struct RunBudgets
{
    std::optional<qint64> maxToolTurns;
    // What happens at the cap; "finalize" is the only value the protocol names (§8.1).
    std::optional<QString> maxToolTurnsExceeded;
    QJsonObject extras;

    static RunBudgets fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    // maxToolTurnsExceeded is "finalize": the run writes its final answer at the cap.
    bool finalizesAtCap() const;

    // The setters also drop a wrong-typed value kept raw under the same key in `extras`.
    void setMaxToolTurns(std::optional<qint64> value);
    void setFinalizeAtCap(bool on); // "finalize", or the field omitted

    friend bool operator==(const RunBudgets&, const RunBudgets&) = default;
};

struct ToolBudget
{
    std::optional<qint64> maxCalls; // 0 disables the tool for the run
    QJsonObject extras;

    // Tools the server budgets when the spec has no `toolBudgets` (§8.2); a `toolBudgets` key
    // may name them even when the spec's tools do not.
    static QStringList serverDefaultTools();
    // Prefix of the server's search tools ("hive_search_<ontology>"), budgeted by default too.
    static QLatin1StringView serverDefaultToolPrefix();

    static ToolBudget withMaxCalls(qint64 maxCalls);
    static ToolBudget fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const ToolBudget&, const ToolBudget&) = default;
};

} // namespace mantyx
