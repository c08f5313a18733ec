// SPDX-License-Identifier: MIT
// SchemaTable: JSON Schema ⇄ property rows, refusing whatever a row could not spell exactly.
#include "spec/schematable.h"

#include <cmath>

#include <QHash>
#include <QJsonValue>
#include <QLocale>
#include <QSet>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr QLatin1StringView kType = "type"_L1;
constexpr QLatin1StringView kProperties = "properties"_L1;
constexpr QLatin1StringView kRequired = "required"_L1;
constexpr QLatin1StringView kAdditional = "additionalProperties"_L1;
constexpr QLatin1StringView kDescription = "description"_L1;
constexpr QLatin1StringView kEnum = "enum"_L1;

QString quoted(const QString& text)
{
    return u'"' + text + u'"';
}

} // namespace

SchemaTable::SchemaTable()
{
    m_root.insert(kType, u"object"_s);
}

QStringList SchemaTable::typeNames()
{
    return {u"string"_s, u"number"_s, u"integer"_s, u"boolean"_s,
            u"array"_s,  u"object"_s, u"null"_s};
}

std::optional<SchemaTable> SchemaTable::fromSchema(const QJsonObject& schema, QString* reason)
{
    const auto refuse = [reason](const QString& why) -> std::optional<SchemaTable> {
        if (reason)
            *reason = why;
        return std::nullopt;
    };

    SchemaTable table;
    table.m_root = schema;

    const QJsonValue type = schema.value(kType);
    if (!type.isUndefined() && type != QJsonValue(u"object"_s))
        return refuse(tr("The schema's type is not \"object\", so it has no property table."));

    const QJsonValue properties = schema.value(kProperties);
    if (!properties.isUndefined() && !properties.isObject())
        return refuse(tr("\"properties\" is not an object."));
    table.m_root.remove(kProperties);
    table.m_keepEmptyProperties = properties.isObject() && properties.toObject().isEmpty();

    const QJsonValue required = schema.value(kRequired);
    QSet<QString> requiredNames;
    if (!required.isUndefined()) {
        if (!required.isArray())
            return refuse(tr("\"required\" is not a list of property names."));
        for (const QJsonValue& name : required.toArray()) {
            if (!name.isString())
                return refuse(tr("\"required\" is not a list of property names."));
            const QString n = name.toString();
            if (!properties.toObject().contains(n))
                return refuse(tr("\"required\" names %1, which is not a property.").arg(quoted(n)));
            if (requiredNames.contains(n))
                return refuse(tr("\"required\" names %1 twice.").arg(quoted(n)));
            requiredNames.insert(n);
            table.m_requiredOrder.append(n);
        }
        table.m_root.remove(kRequired);
        table.m_keepEmptyRequired = table.m_requiredOrder.isEmpty();
    }

    const QJsonValue additional = schema.value(kAdditional);
    if (additional.isBool()) {
        table.m_additional = additional.toBool();
        table.m_root.remove(kAdditional);
    } else {
        table.m_closedEditable = additional.isUndefined();
    }

    const QStringList types = typeNames();
    const QJsonObject props = properties.toObject();
    for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
        if (!it->isObject())
            return refuse(tr("Property %1 is not a schema object.").arg(quoted(it.key())));
        Property p;
        p.name = it.key();
        p.required = requiredNames.contains(p.name);
        p.extras = it->toObject();

        const QJsonValue t = p.extras.take(kType);
        if (!t.isUndefined()) {
            if (!t.isString() || !types.contains(t.toString()))
                return refuse(
                    tr("Property %1 has a type the table cannot show.").arg(quoted(p.name)));
            p.type = t.toString();
        }
        const QJsonValue description = p.extras.take(kDescription);
        if (!description.isUndefined()) {
            // An empty description would vanish on the way back.
            if (!description.isString() || description.toString().isEmpty())
                return refuse(
                    tr("The description of property %1 is not text.").arg(quoted(p.name)));
            p.description = description.toString();
        }
        const QJsonValue values = p.extras.take(kEnum);
        if (!values.isUndefined()) {
            const std::optional<QJsonArray> back =
                values.isArray() ? parseEnum(enumText(values.toArray()), p.type) : std::nullopt;
            if (!back || values.toArray().isEmpty() || *back != values.toArray())
                return refuse(tr("The enum of property %1 cannot be written as a list of "
                                 "comma-separated values.")
                                  .arg(quoted(p.name)));
            p.enumValues = values.toArray();
        }
        table.m_properties.append(p);
    }
    return table;
}

QJsonObject SchemaTable::toSchema() const
{
    QJsonObject out = m_root;
    QJsonObject properties;
    QStringList requiredInRows;
    for (const Property& p : m_properties) {
        if (p.name.isEmpty())
            continue;
        QJsonObject schema = p.extras;
        if (!p.type.isEmpty())
            schema.insert(kType, p.type);
        if (!p.description.isEmpty())
            schema.insert(kDescription, p.description);
        if (!p.enumValues.isEmpty())
            schema.insert(kEnum, p.enumValues);
        properties.insert(p.name, schema);
        if (p.required && !requiredInRows.contains(p.name))
            requiredInRows.append(p.name);
    }
    if (!properties.isEmpty() || m_keepEmptyProperties)
        out.insert(kProperties, properties);

    QJsonArray required;
    for (const QString& name : m_requiredOrder) {
        if (requiredInRows.contains(name))
            required.append(name);
    }
    for (const QString& name : std::as_const(requiredInRows)) {
        if (!m_requiredOrder.contains(name))
            required.append(name);
    }
    if (!required.isEmpty() || m_keepEmptyRequired)
        out.insert(kRequired, required);
    if (m_additional)
        out.insert(kAdditional, *m_additional);
    return out;
}

void SchemaTable::setClosed(bool closed)
{
    if (!m_closedEditable)
        return;
    if (closed)
        m_additional = false;
    else if (m_additional == false)
        m_additional.reset();
}

QStringList SchemaTable::problems() const
{
    QStringList out;
    QHash<QString, int> seen;
    for (const Property& p : m_properties) {
        if (p.name.isEmpty()) {
            if (!p.description.isEmpty() || !p.enumValues.isEmpty() || p.required ||
                !p.extras.isEmpty())
                out.append(tr("A property without a name is left out; give it a name."));
            continue;
        }
        if (++seen[p.name] == 2)
            out.append(
                tr("Two properties are named %1; only the last one is kept.").arg(quoted(p.name)));
    }
    return out;
}

QString SchemaTable::enumText(const QJsonArray& values)
{
    QStringList parts;
    for (const QJsonValue& v : values) {
        if (v.isString())
            parts.append(v.toString());
        else if (v.isBool())
            parts.append(v.toBool() ? u"true"_s : u"false"_s);
        else if (v.isDouble())
            parts.append(QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest));
        else
            parts.append(u"?"_s); // null, arrays, objects: parseEnum() never gives them back
    }
    return parts.join(u", "_s);
}

std::optional<QJsonArray> SchemaTable::parseEnum(QStringView text, QStringView type, QString* error)
{
    const auto fail = [error](const QString& why) -> std::optional<QJsonArray> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonArray out;
    if (text.trimmed().isEmpty())
        return out;
    for (QStringView part : text.split(u',')) {
        const QString value = part.trimmed().toString();
        if (value.isEmpty())
            return fail(tr("The enum has an empty value."));
        if (type == u"number" || type == u"integer") {
            bool ok = false;
            const double d = value.toDouble(&ok);
            if (!ok || !std::isfinite(d))
                return fail(tr("%1 is not a number.").arg(quoted(value)));
            if (type == u"integer") {
                if (d != std::floor(d) || std::fabs(d) > 9007199254740992.0)
                    return fail(tr("%1 is not an integer.").arg(quoted(value)));
                out.append(qint64(d));
            } else {
                out.append(d);
            }
        } else if (type == u"boolean") {
            if (value == u"true")
                out.append(true);
            else if (value == u"false")
                out.append(false);
            else
                return fail(tr("%1 is not true or false.").arg(quoted(value)));
        } else {
            out.append(value);
        }
    }
    return out;
}

} // namespace mantyx
