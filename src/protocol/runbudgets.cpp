// SPDX-License-Identifier: MIT
#include "protocol/runbudgets.h"

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kMaxToolTurns = "maxToolTurns"_L1;
constexpr auto kMaxToolTurnsExceeded = "maxToolTurnsExceeded"_L1;
constexpr auto kMaxCalls = "maxCalls"_L1;
constexpr auto kFinalize = "finalize"_L1;
} // namespace

bool RunBudgets::finalizesAtCap() const
{
    return maxToolTurnsExceeded == kFinalize;
}

void RunBudgets::setMaxToolTurns(std::optional<qint64> value)
{
    maxToolTurns = value;
    extras.remove(kMaxToolTurns);
}

void RunBudgets::setFinalizeAtCap(bool on)
{
    maxToolTurnsExceeded = on ? std::optional<QString>(kFinalize) : std::nullopt;
    extras.remove(kMaxToolTurnsExceeded);
}

QStringList ToolBudget::serverDefaultTools()
{
    return {u"recall"_s, u"traverse"_s, u"hive_consult_ontology"_s};
}

QLatin1StringView ToolBudget::serverDefaultToolPrefix()
{
    return "hive_search_"_L1;
}

RunBudgets RunBudgets::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    RunBudgets b;
    b.maxToolTurns = r.takeInteger(kMaxToolTurns);
    b.maxToolTurnsExceeded = r.takeString(kMaxToolTurnsExceeded);
    b.extras = r.rest();
    return b;
}

QJsonObject RunBudgets::toJson() const
{
    QJsonObject out = extras;
    specjson::put(out, kMaxToolTurns, maxToolTurns);
    specjson::put(out, kMaxToolTurnsExceeded, maxToolTurnsExceeded);
    return out;
}

ToolBudget ToolBudget::withMaxCalls(qint64 calls)
{
    ToolBudget b;
    b.maxCalls = calls;
    return b;
}

ToolBudget ToolBudget::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    ToolBudget b;
    b.maxCalls = r.takeInteger(kMaxCalls);
    b.extras = r.rest();
    return b;
}

QJsonObject ToolBudget::toJson() const
{
    QJsonObject out = extras;
    specjson::put(out, kMaxCalls, maxCalls);
    return out;
}

} // namespace mantyx
