// SPDX-License-Identifier: MIT
// PlanConfig: the spec's `plan` (§8.5) — literal `true` (auto-classify), literal `false`, or
// {steps?, brief?, planOnly?} — kept in the form written.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace mantyx {

struct PlanConfig
{
    enum class Form
    {
        True,   // `"plan": true`
        False,  // `"plan": false`
        Object, // `"plan": { … }`, including `{}`
    };

    // The ways a spec can state a plan, in the order an editor offers them. Omission and `false`
    // are both Off; `true` and an object without `steps` both leave the plan to the server.
    enum class Mode
    {
        Off,   // omitted or `false`
        Auto,  // `true`, or an object without `steps`: the server's classifier decides
        Steps, // an object with `steps` (of any type): the caller's checklist
    };

    Form form = Form::Object;
    // Object form only; kept while the form is a literal so an editor can toggle back.
    std::optional<QStringList> steps; // a non-array or non-string element: raw in `extras`
    std::optional<QString> brief;
    std::optional<bool> planOnly;
    QJsonObject extras;

    static PlanConfig enabled();  // literal true
    static PlanConfig disabled(); // literal false
    static PlanConfig checklist(const QStringList& steps,
                                const std::optional<QString>& brief = std::nullopt);
    bool isEnabled() const { return form != Form::False; }
    bool isPlanOnly() const { return form == Form::Object && planOnly.value_or(false); }
    // A caller-provided checklist skips the server's classifier; empty/omitted steps do not.
    bool hasCallerSteps() const { return form == Form::Object && steps && !steps->isEmpty(); }

    // `true`, `false` or an object; anything else: nothing (kept raw by the spec).
    static std::optional<PlanConfig> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;
    // The mode of the field's JSON (Undefined when omitted); nothing for any other value.
    static std::optional<Mode> modeOf(const QJsonValue& json);

    // The checklist as an editor lists it: the typed steps, or else the elements of a raw
    // `steps` array, non-strings written as compact JSON (5 shows as "5").
    QStringList stepTexts() const;

    // The setters also drop a wrong-typed value kept raw under the same key in `extras`.
    void setSteps(const std::optional<QStringList>& value);
    void setBrief(const std::optional<QString>& value);
    void setPlanOnly(std::optional<bool> value);

    friend bool operator==(const PlanConfig&, const PlanConfig&) = default;
};

} // namespace mantyx
