// SPDX-License-Identifier: MIT
// ReasoningLevelText: what a `reasoningLevel` means in words for the composer's slider — the
// effort a number lands on and what the providers do with it (wire-protocol.md §6).
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace mantyx {

class ReasoningLevelText final
{
    Q_DECLARE_TR_FUNCTIONS(ReasoningLevelText)

public:
    ReasoningLevelText() = delete;

    // "50 → medium effort"; for 0 "0 → off: provider thinking disabled"; out of range: why not.
    static QString forValue(qint64 value);
    // The same for the spec's value: a name ("medium" is 50), a number, or nothing (omitted).
    static QString forJson(const QJsonValue& value);
    // One sentence on the providers (OpenAI effort, Gemini thinking, Anthropic budget).
    static QString providerNote();
};

} // namespace mantyx
