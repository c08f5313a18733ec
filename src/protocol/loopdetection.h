// SPDX-License-Identifier: MIT
// LoopDetection: the spec's `loopDetection` guard (§8.1) — the literal `false` that disables it, or
// an object of thresholds. Omitting the field (the server defaults) is the caller's std::nullopt.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>

namespace mantyx {

struct LoopDetection
{
    enum class Form
    {
        False,  // `"loopDetection": false`
        Object, // `"loopDetection": { … }`, including `{}`
    };

    // The three ways a spec can state the guard, in the order an editor offers them.
    enum class Mode
    {
        ServerDefault, // omitted: the server's thresholds
        Off,           // `false`
        Custom,        // an object (its omitted thresholds are the defaults)
    };

    static constexpr qint64 DefaultConsecutiveThreshold = 3;
    static constexpr qint64 DefaultHardCutoffThreshold = 6;

    Form form = Form::Object;
    // Object form only; kept while the form is False so an editor can toggle back.
    std::optional<qint64> consecutiveThreshold;
    std::optional<qint64> hardCutoffThreshold;
    QJsonObject extras;

    static LoopDetection disabled();
    bool isEnabled() const { return form == Form::Object; }
    qint64 effectiveConsecutiveThreshold() const;
    qint64 effectiveHardCutoffThreshold() const;

    // `false` or an object; anything else (true, 3, "off") is not a form this type models:
    // nothing, and the spec keeps the value raw.
    static std::optional<LoopDetection> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;
    // The mode of the field's JSON (Undefined when omitted); nothing for a value that is none
    // of the three (true, 3, "off").
    static std::optional<Mode> modeOf(const QJsonValue& json);

    // The setters also drop a wrong-typed value kept raw under the same key in `extras`.
    void setConsecutiveThreshold(std::optional<qint64> value);
    void setHardCutoffThreshold(std::optional<qint64> value);

    friend bool operator==(const LoopDetection&, const LoopDetection&) = default;
};

} // namespace mantyx
