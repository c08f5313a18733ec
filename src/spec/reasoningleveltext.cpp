// SPDX-License-Identifier: MIT
#include "spec/reasoningleveltext.h"

#include "protocol/reasoninglevel.h"

namespace mantyx {

QString ReasoningLevelText::forValue(qint64 value)
{
    const std::optional<ReasoningEffort> effort = ReasoningLevel::effortForValue(value);
    if (!effort)
        return tr("%1 is outside 0–100: the server rejects it.").arg(value);
    switch (*effort) {
    case ReasoningEffort::Off:
        return tr("%1 → off: provider thinking is disabled.").arg(value);
    case ReasoningEffort::Low:
        return tr("%1 → low effort (like \"low\", 30).").arg(value);
    case ReasoningEffort::Medium:
        return tr("%1 → medium effort (like \"medium\", 50).").arg(value);
    case ReasoningEffort::High:
        return tr("%1 → high effort (like \"high\", 80).").arg(value);
    }
    return {};
}

QString ReasoningLevelText::forJson(const QJsonValue& value)
{
    if (value.isUndefined() || value.isNull())
        return tr("Omitted: the model's own default.");
    const std::optional<ReasoningLevel> level = ReasoningLevel::fromJson(value);
    if (!level)
        return tr("Not a level: use a name or a whole number from 0 to 100.");
    if (level->isNamed()) {
        const std::optional<qint64> number = level->value();
        if (!number)
            return tr("\"%1\" is not a level name (off, low, medium, high).").arg(level->name());
        return tr("\"%1\" is %2 on the 0–100 scale.").arg(level->name()).arg(*number);
    }
    return forValue(*level->value());
}

QString ReasoningLevelText::providerNote()
{
    return tr("OpenAI: reasoning.effort; Gemini: thinking level or budget; Anthropic: extended "
              "thinking from about 512 tokens (low) to 8,000 (high); others ignore it.");
}

} // namespace mantyx
