// SPDX-License-Identifier: MIT
#include "protocol/supervisorconfig.h"

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kChars = "chars"_L1;
constexpr auto kMs = "ms"_L1;
constexpr auto kInterval = "interval"_L1;
constexpr auto kModelId = "modelId"_L1;
constexpr auto kReasoningTrigger = "reasoningTrigger"_L1;
} // namespace

ReasoningTrigger ReasoningTrigger::disabled()
{
    ReasoningTrigger t;
    t.form = Form::False;
    return t;
}

qint64 ReasoningTrigger::effectiveChars() const
{
    return chars.value_or(DefaultChars);
}

qint64 ReasoningTrigger::effectiveMs() const
{
    return ms.value_or(DefaultMs);
}

std::optional<ReasoningTrigger> ReasoningTrigger::fromJson(const QJsonValue& json)
{
    if (json.isBool() && !json.toBool())
        return disabled();
    if (!json.isObject())
        return std::nullopt;
    SpecFieldReader r(json.toObject());
    ReasoningTrigger t;
    t.chars = r.takeInteger(kChars);
    t.ms = r.takeInteger(kMs);
    t.extras = r.rest();
    return t;
}

QJsonValue ReasoningTrigger::toJson() const
{
    if (form == Form::False)
        return false;
    QJsonObject out = extras;
    specjson::put(out, kChars, chars);
    specjson::put(out, kMs, ms);
    return out;
}

void ReasoningTrigger::setChars(std::optional<qint64> value)
{
    chars = value;
    extras.remove(kChars);
}

void ReasoningTrigger::setMs(std::optional<qint64> value)
{
    ms = value;
    extras.remove(kMs);
}

SupervisorConfig SupervisorConfig::enabled()
{
    SupervisorConfig s;
    s.form = Form::True;
    return s;
}

SupervisorConfig SupervisorConfig::disabled()
{
    SupervisorConfig s;
    s.form = Form::False;
    return s;
}

qint64 SupervisorConfig::effectiveInterval() const
{
    return interval.value_or(DefaultInterval);
}

std::optional<SupervisorConfig> SupervisorConfig::fromJson(const QJsonValue& json)
{
    if (json.isBool())
        return json.toBool() ? enabled() : disabled();
    if (!json.isObject())
        return std::nullopt;
    SpecFieldReader r(json.toObject());
    SupervisorConfig s;
    s.interval = r.takeInteger(kInterval);
    s.modelId = r.takeString(kModelId);
    s.reasoningTrigger = r.takeWith(kReasoningTrigger, ReasoningTrigger::fromJson);
    s.extras = r.rest();
    return s;
}

std::optional<SupervisorConfig::Mode> SupervisorConfig::modeOf(const QJsonValue& json)
{
    if (json.isUndefined())
        return Mode::Off;
    if (json.isBool())
        return json.toBool() ? Mode::On : Mode::Off;
    if (json.isObject())
        return Mode::Custom;
    return std::nullopt;
}

std::optional<ReasoningTrigger::Mode> SupervisorConfig::reasoningTriggerMode() const
{
    if (reasoningTrigger)
        return reasoningTrigger->isEnabled() ? ReasoningTrigger::Mode::Custom
                                             : ReasoningTrigger::Mode::Off;
    if (extras.contains(kReasoningTrigger))
        return std::nullopt;
    return ReasoningTrigger::Mode::Default;
}

void SupervisorConfig::setInterval(std::optional<qint64> value)
{
    interval = value;
    extras.remove(kInterval);
}

void SupervisorConfig::setModelId(const std::optional<QString>& value)
{
    modelId = value;
    extras.remove(kModelId);
}

void SupervisorConfig::setReasoningTrigger(const std::optional<ReasoningTrigger>& value)
{
    reasoningTrigger = value;
    extras.remove(kReasoningTrigger);
}

QJsonValue SupervisorConfig::toJson() const
{
    if (const std::optional<QJsonValue> bare = specjson::bareForm(form))
        return *bare;
    QJsonObject out = extras;
    specjson::put(out, kInterval, interval);
    specjson::put(out, kModelId, modelId);
    if (reasoningTrigger)
        out.insert(kReasoningTrigger, reasoningTrigger->toJson());
    return out;
}

} // namespace mantyx
