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

    // The three ways the field can be stated, in the order an editor offers them.
    enum class Mode
    {
        Default, // omitted: the default chars/ms thresholds
        Off,     // `false`: review at tool rounds only
        Custom,  // an object
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
    // The setters also drop a wrong-typed value kept raw under the same key in `extras`.
    void setChars(std::optional<qint64> value);
    void setMs(std::optional<qint64> value);

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

    // The ways a spec can state the judge, in the order an editor offers them. Omission and
    // `false` are both Off; the form written is kept in `form`.
    enum class Mode
    {
        Off,    // omitted or `false`
        On,     // `true`: platform defaults
        Custom, // an object
    };

    static constexpr qint64 DefaultInterval = 5;

    Form form = Form::Object;
    // Object form only; kept while the form is a literal so an editor can toggle back.
    std::optional<qint64> interval;
    std::optional<QString> modelId;
    std::optional<ReasoningTrigger> reasoningTrigger;
    QJsonObject extras;

    // reasoningTrigger's mode: Default when omitted; nothing for a raw value of another type.
    std::optional<ReasoningTrigger::Mode> reasoningTriggerMode() const;

    static SupervisorConfig enabled();  // literal true
    static SupervisorConfig disabled(); // literal false
    bool isEnabled() const { return form != Form::False; }
    qint64 effectiveInterval() const;

    // `true`, `false` or an object; anything else: nothing (kept raw by the spec).
    static std::optional<SupervisorConfig> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;
    // The mode of the field's JSON (Undefined when omitted); nothing for any other value.
    static std::optional<Mode> modeOf(const QJsonValue& json);

    // The setters also drop a wrong-typed value kept raw under the same key in `extras`.
    void setInterval(std::optional<qint64> value);
    void setModelId(const std::optional<QString>& value);
    void setReasoningTrigger(const std::optional<ReasoningTrigger>& value);

    friend bool operator==(const SupervisorConfig&, const SupervisorConfig&) = default;
};

} // namespace mantyx
