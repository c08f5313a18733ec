// SPDX-License-Identifier: MIT
#include "run/eventtime.h"

#include <array>
#include <cmath>
#include <cstring>

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace mantyx::EventTime {

namespace {

// 2001-09-09 in ms: a smaller number is taken for seconds; a smaller result for no time at all.
constexpr qint64 MinPlausibleMs = 1'000'000'000'000;
constexpr double MinPlausibleSeconds = 1'000'000'000.0;

std::optional<qint64> fromNumber(double number)
{
    if (!std::isfinite(number) || number <= 0)
        return std::nullopt;
    if (number >= double(MinPlausibleMs))
        return number < 1e15 ? std::optional<qint64>(qint64(number)) : std::nullopt;
    if (number >= MinPlausibleSeconds)
        return qint64(std::llround(number * 1000.0));
    return std::nullopt;
}

constexpr std::array<QLatin1StringView, 3> EventKeys = {"ts"_L1, "timestamp"_L1, "createdAt"_L1};

std::optional<qint64> firstOf(const QJsonObject& object)
{
    for (const QLatin1StringView key : EventKeys) {
        const auto it = object.constFind(key);
        if (it == object.constEnd())
            continue;
        if (const std::optional<qint64> ms = fromJson(*it))
            return ms;
    }
    return std::nullopt;
}

// Whether `raw` has one of EventKeys as a quoted string anywhere: one pass from quote to quote
// (an event has a few), instead of a substring search per key over every byte.
bool mayHoldTimeKey(QByteArrayView raw)
{
    const char* p = raw.data();
    const char* const end = p + raw.size();
    while (p < end) {
        const auto* quote = static_cast<const char*>(std::memchr(p, '"', size_t(end - p)));
        if (!quote)
            return false;
        const QByteArrayView rest(quote + 1, end - quote - 1);
        for (const QLatin1StringView key : EventKeys) {
            if (rest.size() > key.size() && rest[key.size()] == '"' &&
                rest.startsWith(QByteArrayView(key.data(), key.size())))
                return true;
        }
        p = quote + 1;
    }
    return false;
}

} // namespace

std::optional<qint64> fromJson(const QJsonValue& value)
{
    if (value.isDouble())
        return fromNumber(value.toDouble());
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const double number = text.toDouble(&isNumber);
    if (isNumber)
        return fromNumber(number);
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        time = QDateTime::fromString(text, Qt::RFC2822Date);
    if (!time.isValid())
        return std::nullopt;
    const qint64 ms = time.toMSecsSinceEpoch();
    return ms >= MinPlausibleMs ? std::optional<qint64>(ms) : std::nullopt;
}

std::optional<qint64> ofEvent(const RunEvent& event)
{
    // Most events carry no timestamp: look at the bytes before parsing them again.
    if (!mayHoldTimeKey(event.raw))
        return std::nullopt;
    const QJsonObject envelope = event.envelope();
    if (const std::optional<qint64> top = firstOf(envelope))
        return top;
    const QJsonValue data = envelope.value("data"_L1);
    return data.isObject() ? firstOf(data.toObject()) : std::nullopt;
}

std::optional<qint64> snapshotStarted(const QJsonObject& snapshot)
{
    for (const auto key : {"startedAt"_L1, "createdAt"_L1}) {
        if (const std::optional<qint64> ms = fromJson(snapshot.value(key)))
            return ms;
    }
    return std::nullopt;
}

std::optional<qint64> snapshotFinished(const QJsonObject& snapshot)
{
    for (const auto key : {"finishedAt"_L1, "completedAt"_L1, "endedAt"_L1}) {
        if (const std::optional<qint64> ms = fromJson(snapshot.value(key)))
            return ms;
    }
    return std::nullopt;
}

} // namespace mantyx::EventTime
