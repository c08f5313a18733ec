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

    friend bool operator==(const PlanConfig&, const PlanConfig&) = default;
};

} // namespace mantyx
