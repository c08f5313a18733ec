// SPDX-License-Identifier: MIT
// ReasoningLevel: the spec's `reasoningLevel` (a name or an integer 0–100), kept in the form the
// user chose because the server, not the client, owns the mapping to provider knobs (§6, §13).
#pragma once

#include <optional>

#include <QJsonValue>
#include <QString>

namespace mantyx {

// The coarse effort a level lands on (`model.reasoningEffort` on terminal events, §4.8.1).
enum class ReasoningEffort
{
    Off,
    Low,
    Medium,
    High,
};

class ReasoningLevel final
{
public:
    ReasoningLevel() = default; // the name "off"
    static ReasoningLevel fromName(const QString& name);
    static ReasoningLevel fromValue(qint64 value);
    // A string or an integer; any other JSON (true, 2.5, []) is not a level: nothing.
    static std::optional<ReasoningLevel> fromJson(const QJsonValue& json);
    QJsonValue toJson() const;

    bool isNamed() const { return m_named; }
    bool isNumeric() const { return !m_named; }
    // The name as written (may be unknown, e.g. "extreme"); empty for the numeric form.
    const QString& name() const { return m_name; }
    // 0–100: the number as written, or the name snapped (off 0, low 30, medium 50, high 80);
    // nothing for an unknown name. Out-of-range numbers are returned as written.
    std::optional<qint64> value() const;
    // The effort the level maps to; nothing for an unknown name or a number outside 0–100.
    std::optional<ReasoningEffort> effort() const;

    static std::optional<qint64> valueForName(QStringView name);
    // 0 → off, 1–35 → low, 36–65 → medium, 66–100 → high; nothing outside 0–100.
    static std::optional<ReasoningEffort> effortForValue(qint64 value);
    static QString effortName(ReasoningEffort effort);
    static std::optional<ReasoningEffort> effortFromName(QStringView name);
    // The name of an effort for the user, translated ("low" → "niedrig" in German); the wire
    // name stays "low". A name this client does not know is returned as written.
    static QString effortDisplayName(QStringView name);
    // The named level for an effort (Medium → "medium", whose value() is 50).
    static ReasoningLevel fromEffort(ReasoningEffort effort);

    friend bool operator==(const ReasoningLevel&, const ReasoningLevel&) = default;

private:
    bool m_named = true;
    QString m_name = QStringLiteral("off");
    qint64 m_value = 0;
};

} // namespace mantyx
