// SPDX-License-Identifier: MIT
// RunBudgets and ToolBudget: the spec's `budgets` {maxToolTurns} and one `toolBudgets` entry
// {maxCalls} (§8.2) — small value types so the composer edits them as plain data.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QString>

namespace mantyx {

struct RunBudgets
{
    std::optional<qint64> maxToolTurns;
    // What happens at the cap; "finalize" is the only value the protocol names (§8.1).
    std::optional<QString> maxToolTurnsExceeded;
    QJsonObject extras;

    static RunBudgets fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const RunBudgets&, const RunBudgets&) = default;
};

struct ToolBudget
{
    std::optional<qint64> maxCalls; // 0 disables the tool for the run
    QJsonObject extras;

    static ToolBudget withMaxCalls(qint64 maxCalls);
    static ToolBudget fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const ToolBudget&, const ToolBudget&) = default;
};

} // namespace mantyx
