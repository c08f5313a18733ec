// SPDX-License-Identifier: MIT
// SupervisorConfig: the spec's `supervisor` run judge (§8.4) — literal `true`, literal `false`, or
// a config object — kept in the form written, since `true`, `{}` and omission mean different things
// to a reader even where the server treats them alike.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace mantyx {

// `supervisor.reasoningTrigger`: `false` (review at tool-round boundaries only) or {chars?, ms?}.
struct ReasoningTrigger
{
    enum class Form
    {
        False,
        Object,
    };

    static constexpr qint64 DefaultChars = 3000;
    static constexpr qint64 DefaultMs = 30000;

    Form form = Form::Object;
    std::optional<qint64> chars;
    std::optional<qint64> ms;
    QJsonObject extras;

    static ReasoningTrigger disabled();
    bool isEnabled() const { return form == Form::Object; }
    qint64 effectiveChars() const;
    qint64 effectiveMs() const;

    // `false` or an object; anything else: nothing (kept raw by the owner).
    static std::optional<ReasoningTrigger> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;

    friend bool operator==(const ReasoningTrigger&, const ReasoningTrigger&) = default;
};

struct SupervisorConfig
{
    enum class Form
    {
        True,   // `"supervisor": true` — platform defaults
        False,  // `"supervisor": false` — explicitly off
        Object, // `"supervisor": { … }`, including `{}`
    };

    static constexpr qint64 DefaultInterval = 5;

    Form form = Form::Object;
    // Object form only; kept while the form is a literal so an editor can toggle back.
    std::optional<qint64> interval;
    std::optional<QString> modelId;
    std::optional<ReasoningTrigger> reasoningTrigger;
    QJsonObject extras;

    static SupervisorConfig enabled();  // literal true
    static SupervisorConfig disabled(); // literal false
    bool isEnabled() const { return form != Form::False; }
    qint64 effectiveInterval() const;

    // `true`, `false` or an object; anything else: nothing (kept raw by the spec).
    static std::optional<SupervisorConfig> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;

    friend bool operator==(const SupervisorConfig&, const SupervisorConfig&) = default;
};

} // namespace mantyx
