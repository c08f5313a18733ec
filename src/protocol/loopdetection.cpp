// SPDX-License-Identifier: MIT
#include "protocol/loopdetection.h"

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kConsecutiveThreshold = "consecutiveThreshold"_L1;
constexpr auto kHardCutoffThreshold = "hardCutoffThreshold"_L1;
} // namespace

LoopDetection LoopDetection::disabled()
{
    LoopDetection l;
    l.form = Form::False;
    return l;
}

qint64 LoopDetection::effectiveConsecutiveThreshold() const
{
    return consecutiveThreshold.value_or(DefaultConsecutiveThreshold);
}

qint64 LoopDetection::effectiveHardCutoffThreshold() const
{
    return hardCutoffThreshold.value_or(DefaultHardCutoffThreshold);
}

std::optional<LoopDetection> LoopDetection::fromJson(const QJsonValue& json)
{
    if (json.isBool() && !json.toBool())
        return disabled();
    if (!json.isObject())
        return std::nullopt;
    SpecFieldReader r(json.toObject());
    LoopDetection l;
    l.consecutiveThreshold = r.takeInteger(kConsecutiveThreshold);
    l.hardCutoffThreshold = r.takeInteger(kHardCutoffThreshold);
    l.extras = r.rest();
    return l;
}

std::optional<LoopDetection::Mode> LoopDetection::modeOf(const QJsonValue& json)
{
    if (json.isUndefined())
        return Mode::ServerDefault;
    if (json.isBool() && !json.toBool())
        return Mode::Off;
    if (json.isObject())
        return Mode::Custom;
    return std::nullopt;
}

void LoopDetection::setConsecutiveThreshold(std::optional<qint64> value)
{
    consecutiveThreshold = value;
    extras.remove(kConsecutiveThreshold);
}

void LoopDetection::setHardCutoffThreshold(std::optional<qint64> value)
{
    hardCutoffThreshold = value;
    extras.remove(kHardCutoffThreshold);
}

QJsonValue LoopDetection::toJson() const
{
    if (form == Form::False)
        return false;
    QJsonObject out = extras;
    specjson::put(out, kConsecutiveThreshold, consecutiveThreshold);
    specjson::put(out, kHardCutoffThreshold, hardCutoffThreshold);
    return out;
}

} // namespace mantyx
