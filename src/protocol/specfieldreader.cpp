// SPDX-License-Identifier: MIT
#include "protocol/specfieldreader.h"

#include <QCborValue>

namespace mantyx {

SpecFieldReader::SpecFieldReader(QJsonObject object)
    : m_rest(std::move(object))
{}

std::optional<QString> SpecFieldReader::takeString(QLatin1StringView key)
{
    return takeWith(key, [](const QJsonValue& v) -> std::optional<QString> {
        if (!v.isString())
            return std::nullopt;
        return v.toString();
    });
}

std::optional<bool> SpecFieldReader::takeBool(QLatin1StringView key)
{
    return takeWith(key, [](const QJsonValue& v) -> std::optional<bool> {
        if (!v.isBool())
            return std::nullopt;
        return v.toBool();
    });
}

std::optional<qint64> SpecFieldReader::takeInteger(QLatin1StringView key)
{
    return takeWith(key, specjson::toInteger);
}

std::optional<QJsonObject> SpecFieldReader::takeObject(QLatin1StringView key)
{
    return takeWith(key, [](const QJsonValue& v) -> std::optional<QJsonObject> {
        if (!v.isObject())
            return std::nullopt;
        return v.toObject();
    });
}

std::optional<QJsonArray> SpecFieldReader::takeArray(QLatin1StringView key)
{
    return takeWith(key, [](const QJsonValue& v) -> std::optional<QJsonArray> {
        if (!v.isArray())
            return std::nullopt;
        return v.toArray();
    });
}

std::optional<QJsonValue> SpecFieldReader::takeAny(QLatin1StringView key)
{
    return takeWith(key, [](const QJsonValue& v) -> std::optional<QJsonValue> { return v; });
}

std::optional<QStringList> SpecFieldReader::takeStringList(QLatin1StringView key)
{
    return takeWith(key, specjson::toStringList);
}

std::optional<QMap<QString, QString>> SpecFieldReader::takeStringMap(QLatin1StringView key)
{
    return takeWith(key, specjson::toStringMap);
}

namespace specjson {

std::optional<qint64> toInteger(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const QCborValue cbor = QCborValue::fromJsonValue(value);
    if (!cbor.isInteger())
        return std::nullopt;
    return cbor.toInteger();
}

std::optional<QStringList> toStringList(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    const QJsonArray array = value.toArray();
    QStringList list;
    list.reserve(array.size());
    for (const QJsonValue& item : array) {
        if (!item.isString())
            return std::nullopt;
        list.append(item.toString());
    }
    return list;
}

std::optional<QMap<QString, QString>> toStringMap(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject object = value.toObject();
    QMap<QString, QString> map;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!it.value().isString())
            return std::nullopt;
        map.insert(it.key(), it.value().toString());
    }
    return map;
}

QJsonArray fromStringList(const QStringList& list)
{
    QJsonArray array;
    for (const QString& item : list)
        array.append(item);
    return array;
}

QJsonObject fromStringMap(const QMap<QString, QString>& map)
{
    QJsonObject object;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

} // namespace specjson
} // namespace mantyx
