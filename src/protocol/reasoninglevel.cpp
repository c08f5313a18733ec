// SPDX-License-Identifier: MIT
#include "protocol/reasoninglevel.h"

#include <array>

#include <QCoreApplication>

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {

struct NamedLevel
{
    QLatin1StringView name;
    qint64 value;
    ReasoningEffort effort;
};

constexpr std::array kNamedLevels{
    NamedLevel{"off"_L1, 0, ReasoningEffort::Off},
    NamedLevel{"low"_L1, 30, ReasoningEffort::Low},
    NamedLevel{"medium"_L1, 50, ReasoningEffort::Medium},
    NamedLevel{"high"_L1, 80, ReasoningEffort::High},
};

} // namespace

ReasoningLevel ReasoningLevel::fromName(const QString& name)
{
    ReasoningLevel level;
    level.m_named = true;
    level.m_name = name;
    return level;
}

ReasoningLevel ReasoningLevel::fromValue(qint64 value)
{
    ReasoningLevel level;
    level.m_named = false;
    level.m_name.clear();
    level.m_value = value;
    return level;
}

std::optional<ReasoningLevel> ReasoningLevel::fromJson(const QJsonValue& json)
{
    if (json.isString())
        return fromName(json.toString());
    if (const auto number = specjson::toInteger(json))
        return fromValue(*number);
    return std::nullopt;
}

QJsonValue ReasoningLevel::toJson() const
{
    if (m_named)
        return m_name;
    return m_value;
}

std::optional<qint64> ReasoningLevel::value() const
{
    if (m_named)
        return valueForName(m_name);
    return m_value;
}

std::optional<ReasoningEffort> ReasoningLevel::effort() const
{
    const auto v = value();
    if (!v)
        return std::nullopt;
    return effortForValue(*v);
}

std::optional<qint64> ReasoningLevel::valueForName(QStringView name)
{
    for (const NamedLevel& level : kNamedLevels) {
        if (name == level.name)
            return level.value;
    }
    return std::nullopt;
}

std::optional<ReasoningEffort> ReasoningLevel::effortForValue(qint64 value)
{
    if (value < 0 || value > 100)
        return std::nullopt;
    if (value == 0)
        return ReasoningEffort::Off;
    if (value <= 35)
        return ReasoningEffort::Low;
    if (value <= 65)
        return ReasoningEffort::Medium;
    return ReasoningEffort::High;
}

QString ReasoningLevel::effortName(ReasoningEffort effort)
{
    for (const NamedLevel& level : kNamedLevels) {
        if (level.effort == effort)
            return level.name;
    }
    return {};
}

std::optional<ReasoningEffort> ReasoningLevel::effortFromName(QStringView name)
{
    for (const NamedLevel& level : kNamedLevels) {
        if (name == level.name)
            return level.effort;
    }
    return std::nullopt;
}

QString ReasoningLevel::effortDisplayName(QStringView name)
{
    // The wire names stay English ("low"); the user reads them in the UI language.
    switch (effortFromName(name).value_or(ReasoningEffort(-1))) {
    case ReasoningEffort::Off:
        return QCoreApplication::translate("mantyx::ReasoningLevel", "off", "reasoning effort");
    case ReasoningEffort::Low:
        return QCoreApplication::translate("mantyx::ReasoningLevel", "low", "reasoning effort");
    case ReasoningEffort::Medium:
        return QCoreApplication::translate("mantyx::ReasoningLevel", "medium", "reasoning effort");
    case ReasoningEffort::High:
        return QCoreApplication::translate("mantyx::ReasoningLevel", "high", "reasoning effort");
    }
    return name.toString(); // a name this client does not know: as the server wrote it
}

ReasoningLevel ReasoningLevel::fromEffort(ReasoningEffort effort)
{
    return fromName(effortName(effort));
}

} // namespace mantyx
