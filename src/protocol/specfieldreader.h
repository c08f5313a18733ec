// SPDX-License-Identifier: MIT
// SpecFieldReader: splits a spec JSON object into the fields a typed spec class knows (taken only
// when their JSON type is right) and the rest, which the class keeps verbatim so that a round trip
// through the typed classes never loses or reshapes anything.
#pragma once

#include <optional>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QMap>
#include <QString>
#include <QStringList>

namespace mantyx {

class SpecFieldReader final
{
public:
    explicit SpecFieldReader(QJsonObject object);

    // Each take* returns the field and removes it from the rest when present with the right JSON
    // type; otherwise it returns nothing and leaves a present value in the rest (kept raw).
    std::optional<QString> takeString(QLatin1StringView key);
    std::optional<bool> takeBool(QLatin1StringView key);
    std::optional<qint64> takeInteger(QLatin1StringView key);
    std::optional<QJsonObject> takeObject(QLatin1StringView key);
    std::optional<QJsonArray> takeArray(QLatin1StringView key);
    std::optional<QJsonValue> takeAny(QLatin1StringView key);
    std::optional<QStringList> takeStringList(QLatin1StringView key);
    std::optional<QMap<QString, QString>> takeStringMap(QLatin1StringView key);

    // Takes the field when `parse` (QJsonValue -> std::optional<T>) accepts its value.
    template <typename Parse>
    auto takeWith(QLatin1StringView key, Parse&& parse) -> decltype(parse(QJsonValue{}))
    {
        const auto it = m_rest.constFind(key);
        if (it == m_rest.constEnd())
            return std::nullopt;
        auto parsed = parse(it.value());
        if (parsed)
            m_rest.remove(key);
        return parsed;
    }

    // What was not taken: unknown fields and known fields with the wrong JSON type.
    const QJsonObject& rest() const { return m_rest; }

private:
    QJsonObject m_rest;
};

// Value conversions shared by the spec classes. The parsers return nothing for a value of the
// wrong shape, which the caller then keeps raw.
namespace specjson {

// Only a JSON number stored as an integer counts (2.5, 1e300 are kept raw), so that integers are
// written back as integers.
std::optional<qint64> toInteger(const QJsonValue& value);
std::optional<QStringList> toStringList(const QJsonValue& value);
std::optional<QMap<QString, QString>> toStringMap(const QJsonValue& value);
QJsonArray fromStringList(const QStringList& list);
QJsonObject fromStringMap(const QMap<QString, QString>& map);

inline QJsonValue toValue(const QString& v)
{
    return v;
}
inline QJsonValue toValue(bool v)
{
    return v;
}
inline QJsonValue toValue(qint64 v)
{
    return v;
}
inline QJsonValue toValue(const QJsonObject& v)
{
    return v;
}
inline QJsonValue toValue(const QJsonArray& v)
{
    return v;
}
inline QJsonValue toValue(const QJsonValue& v)
{
    return v;
}
inline QJsonValue toValue(const QStringList& v)
{
    return fromStringList(v);
}
inline QJsonValue toValue(const QMap<QString, QString>& v)
{
    return fromStringMap(v);
}

// Writes `value` under `key` when it is set; an unset optional leaves `object` alone.
template <typename T>
void put(QJsonObject& object, QLatin1StringView key, const std::optional<T>& value)
{
    if (value)
        object.insert(key, toValue(*value));
}

// The JSON of a `true | false | { … }` field in its bare forms (Form::True, Form::False);
// nothing for Form::Object, whose object the caller writes.
template <typename Form> std::optional<QJsonValue> bareForm(Form form)
{
    switch (form) {
    case Form::True:
        return QJsonValue(true);
    case Form::False:
        return QJsonValue(false);
    case Form::Object:
        break;
    }
    return std::nullopt;
}

} // namespace specjson
} // namespace mantyx
