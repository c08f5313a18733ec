// SPDX-License-Identifier: MIT
// JsonSchemaInstance: deterministic instance generation from a JSON Schema.
#include "sandbox/jsonschemainstance.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int MaxDepth = 8;

QString typeOf(const QJsonObject& schema)
{
    const QJsonValue type = schema.value("type"_L1);
    if (type.isString())
        return type.toString();
    if (type.isArray()) {
        // The first non-null type: a nullable field still gets a real value.
        const QJsonArray types = type.toArray();
        for (const QJsonValue& t : types) {
            if (t.isString() && t.toString() != "null"_L1)
                return t.toString();
        }
        return types.isEmpty() ? QString() : types.first().toString();
    }
    if (schema.contains("properties"_L1) || schema.contains("required"_L1))
        return u"object"_s;
    if (schema.contains("items"_L1))
        return u"array"_s;
    if (schema.contains("minimum"_L1) || schema.contains("maximum"_L1))
        return u"number"_s;
    return {};
}

bool looksLikeQuestion(const QString& name)
{
    static const QStringList names = {u"query"_s, u"q"_s,      u"message"_s,
                                      u"text"_s,  u"prompt"_s, u"question"_s,
                                      u"input"_s, u"search"_s, u"task"_s};
    return names.contains(name.toLower());
}

QString stringFor(const QJsonObject& schema, const QString& name,
                  const JsonSchemaInstance::Options& options)
{
    const QString format = schema.value("format"_L1).toString();
    QString value;
    if (format == "email"_L1)
        value =
            options.variant ? u"user%1@example.com"_s.arg(options.variant) : u"user@example.com"_s;
    else if (format == "date"_L1)
        value = u"2026-01-%1"_s.arg(15 + options.variant % 10);
    else if (format == "date-time"_L1)
        value = u"2026-01-%1T09:30:00Z"_s.arg(15 + options.variant % 10);
    else if (format == "time"_L1)
        value = u"09:30:00"_s;
    else if (format == "uri"_L1 || format == "url"_L1 || format == "uri-reference"_L1)
        value = u"https://example.com/sandbox/%1"_s.arg(options.variant);
    else if (format == "uuid"_L1)
        value = u"00000000-0000-4000-8000-%1"_s.arg(options.variant + 1, 12, 10, QLatin1Char('0'));
    else if (format == "ipv4"_L1)
        value = u"192.0.2.%1"_s.arg(1 + options.variant % 250);
    else if (format == "hostname"_L1)
        value = u"sandbox.example.com"_s;
    else if (!options.textHint.isEmpty() && looksLikeQuestion(name))
        value = options.textHint;
    else if (!name.isEmpty())
        value = u"sample %1"_s.arg(name);
    else
        value = u"sample value"_s;
    if (options.variant > 0 && format.isEmpty())
        value += u" #%1"_s.arg(options.variant + 1);

    const qint64 minLength = schema.value("minLength"_L1).toInteger(0);
    const qint64 maxLength = schema.value("maxLength"_L1).toInteger(-1);
    while (value.size() < minLength)
        value += u'x';
    if (maxLength >= 0 && value.size() > maxLength)
        value.truncate(maxLength);
    return value;
}

double numberFor(const QJsonObject& schema, bool integer, int variant)
{
    double low = -1e15;
    double high = 1e15;
    const double step = integer ? 1.0 : 0.5;
    if (schema.contains("minimum"_L1))
        low = schema.value("minimum"_L1).toDouble();
    if (schema.value("exclusiveMinimum"_L1).isDouble())
        low = std::max(low, schema.value("exclusiveMinimum"_L1).toDouble() + step);
    if (schema.contains("maximum"_L1))
        high = schema.value("maximum"_L1).toDouble();
    if (schema.value("exclusiveMaximum"_L1).isDouble())
        high = std::min(high, schema.value("exclusiveMaximum"_L1).toDouble() - step);
    double value = (schema.contains("minimum"_L1) || schema.value("exclusiveMinimum"_L1).isDouble())
                       ? low + variant
                       : (integer ? 1.0 : 1.5) + variant;
    if (integer)
        value = std::ceil(value);
    const double multiple = schema.value("multipleOf"_L1).toDouble(0);
    if (multiple > 0)
        value = std::ceil(value / multiple) * multiple;
    value = std::clamp(value, low, std::max(low, high));
    if (integer)
        value = std::floor(value);
    return value;
}

QJsonValue generateValue(const QJsonObject& schema, const QString& name,
                         const JsonSchemaInstance::Options& options, int depth);

QJsonObject mergedAllOf(const QJsonObject& schema)
{
    QJsonObject merged = schema;
    merged.remove("allOf"_L1);
    QJsonObject properties = merged.value("properties"_L1).toObject();
    QJsonArray required = merged.value("required"_L1).toArray();
    const QJsonArray parts = schema.value("allOf"_L1).toArray();
    for (const QJsonValue& part : parts) {
        const QJsonObject p = part.toObject();
        for (auto it = p.begin(); it != p.end(); ++it) {
            if (it.key() == "properties"_L1) {
                const QJsonObject props = it.value().toObject();
                for (auto pit = props.begin(); pit != props.end(); ++pit)
                    properties.insert(pit.key(), pit.value());
            } else if (it.key() == "required"_L1) {
                const QJsonArray req = it.value().toArray();
                for (const QJsonValue& r : req)
                    required.append(r);
            } else if (!merged.contains(it.key())) {
                merged.insert(it.key(), it.value());
            }
        }
    }
    if (!properties.isEmpty())
        merged.insert("properties"_L1, properties);
    if (!required.isEmpty())
        merged.insert("required"_L1, required);
    return merged;
}

QJsonObject objectFor(const QJsonObject& schema, const JsonSchemaInstance::Options& options,
                      int depth)
{
    QJsonObject out;
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    // Every declared property, not only the required ones: a reply that shows the whole shape
    // is the more useful example, and it is still valid.
    for (auto it = properties.begin(); it != properties.end(); ++it)
        out.insert(it.key(), generateValue(it.value().toObject(), it.key(), options, depth + 1));
    const QJsonArray required = schema.value("required"_L1).toArray();
    for (const QJsonValue& r : required) {
        const QString key = r.toString();
        if (!key.isEmpty() && !out.contains(key))
            out.insert(key, stringFor({}, key, options));
    }
    return out;
}

QJsonArray arrayFor(const QJsonObject& schema, const JsonSchemaInstance::Options& options,
                    int depth)
{
    QJsonArray out;
    const QJsonValue items = schema.value("items"_L1);
    const qint64 minItems = schema.value("minItems"_L1).toInteger(0);
    const qint64 maxItems = schema.value("maxItems"_L1).toInteger(-1);
    if (items.isArray()) {
        // Tuple form: one value per position.
        const QJsonArray tuple = items.toArray();
        for (const QJsonValue& item : tuple)
            out.append(generateValue(item.toObject(), {}, options, depth + 1));
    } else {
        qint64 count = std::max<qint64>(minItems, 1);
        if (maxItems >= 0)
            count = std::min(count, maxItems);
        const QJsonObject itemSchema = items.toObject();
        for (qint64 i = 0; i < count; ++i) {
            // Distinct items, so uniqueItems holds.
            JsonSchemaInstance::Options itemOptions = options;
            itemOptions.variant = options.variant + int(i);
            out.append(generateValue(itemSchema, {}, itemOptions, depth + 1));
        }
    }
    return out;
}

QJsonValue generateValue(const QJsonObject& schemaIn, const QString& name,
                         const JsonSchemaInstance::Options& options, int depth)
{
    if (depth > MaxDepth)
        return QJsonValue();
    QJsonObject schema = schemaIn.contains("allOf"_L1) ? mergedAllOf(schemaIn) : schemaIn;
    if (schema.contains("const"_L1))
        return schema.value("const"_L1);
    const QJsonArray enumValues = schema.value("enum"_L1).toArray();
    if (!enumValues.isEmpty())
        return enumValues.at(options.variant % enumValues.size());
    for (const auto key : {"anyOf"_L1, "oneOf"_L1}) {
        const QJsonArray choices = schema.value(key).toArray();
        if (!choices.isEmpty()) {
            QJsonObject first = choices.first().toObject();
            // Sibling keywords apply to every branch.
            for (auto it = schema.begin(); it != schema.end(); ++it) {
                if (it.key() != key && !first.contains(it.key()))
                    first.insert(it.key(), it.value());
            }
            return generateValue(first, name, options, depth + 1);
        }
    }

    const QString type = typeOf(schema);
    if (type == "object"_L1)
        return objectFor(schema, options, depth);
    if (type == "array"_L1)
        return arrayFor(schema, options, depth);
    if (type == "integer"_L1)
        return QJsonValue(qint64(numberFor(schema, true, options.variant)));
    if (type == "number"_L1)
        return numberFor(schema, false, options.variant);
    if (type == "boolean"_L1)
        return true;
    if (type == "null"_L1)
        return QJsonValue::Null;
    return stringFor(schema, name, options);
}

} // namespace

QJsonValue JsonSchemaInstance::generate(const QJsonObject& schema, const Options& options)
{
    if (schema.isEmpty())
        return QJsonObject();
    return generateValue(schema, {}, options, 0);
}

QJsonObject JsonSchemaInstance::generateObject(const QJsonObject& schema, const Options& options)
{
    const QJsonValue value = generate(schema, options);
    return value.isObject() ? value.toObject() : QJsonObject();
}

} // namespace mantyx
