// SPDX-License-Identifier: MIT
#include "protocol/planconfig.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kSteps = "steps"_L1;
constexpr auto kBrief = "brief"_L1;
constexpr auto kPlanOnly = "planOnly"_L1;
} // namespace

PlanConfig PlanConfig::enabled()
{
    PlanConfig p;
    p.form = Form::True;
    return p;
}

PlanConfig PlanConfig::disabled()
{
    PlanConfig p;
    p.form = Form::False;
    return p;
}

PlanConfig PlanConfig::checklist(const QStringList& stepTitles, const std::optional<QString>& text)
{
    PlanConfig p;
    p.steps = stepTitles;
    p.brief = text;
    return p;
}

std::optional<PlanConfig> PlanConfig::fromJson(const QJsonValue& json)
{
    if (json.isBool())
        return json.toBool() ? enabled() : disabled();
    if (!json.isObject())
        return std::nullopt;
    SpecFieldReader r(json.toObject());
    PlanConfig p;
    p.steps = r.takeStringList(kSteps);
    p.brief = r.takeString(kBrief);
    p.planOnly = r.takeBool(kPlanOnly);
    p.extras = r.rest();
    return p;
}

std::optional<PlanConfig::Mode> PlanConfig::modeOf(const QJsonValue& json)
{
    if (json.isUndefined())
        return Mode::Off;
    if (json.isBool())
        return json.toBool() ? Mode::Auto : Mode::Off;
    if (json.isObject())
        return json.toObject().contains(kSteps) ? Mode::Steps : Mode::Auto;
    return std::nullopt;
}

QStringList PlanConfig::stepTexts() const
{
    if (steps)
        return *steps;
    QStringList texts;
    const QJsonArray raw = extras.value(kSteps).toArray();
    for (const QJsonValue& step : raw) {
        texts << (step.isString()
                      ? step.toString()
                      : QString::fromUtf8(
                            QJsonDocument(QJsonArray{step}).toJson(QJsonDocument::Compact))
                            .mid(1)
                            .chopped(1));
    }
    return texts;
}

void PlanConfig::setSteps(const std::optional<QStringList>& value)
{
    steps = value;
    extras.remove(kSteps);
}

void PlanConfig::setBrief(const std::optional<QString>& value)
{
    brief = value;
    extras.remove(kBrief);
}

void PlanConfig::setPlanOnly(std::optional<bool> value)
{
    planOnly = value;
    extras.remove(kPlanOnly);
}

QJsonValue PlanConfig::toJson() const
{
    if (const std::optional<QJsonValue> bare = specjson::bareForm(form))
        return *bare;
    QJsonObject out = extras;
    specjson::put(out, kSteps, steps);
    specjson::put(out, kBrief, brief);
    specjson::put(out, kPlanOnly, planOnly);
    return out;
}

} // namespace mantyx
