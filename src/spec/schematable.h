// SPDX-License-Identifier: MIT
// SchemaTable: an object JSON Schema as the rows of a property table (name, type, description,
// required, enum) and back, for the composer's schema builder. Keywords the table has no column
// for ride along untouched, and a schema the table could not show faithfully is refused (the
// builder then stays in JSON mode) rather than rewritten.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace mantyx {

class SchemaTable final
{
    Q_DECLARE_TR_FUNCTIONS(SchemaTable)

public:
    // One entry of `properties`, with the members of `required` folded in.
    struct Property
    {
        QString name;
        QString type;        // a JSON Schema type literal, or empty for "any" (no `type`)
        QString description; // empty: no `description`
        bool required = false;
        QJsonArray enumValues; // empty: no `enum`
        QJsonObject extras;    // every other keyword of the property (format, items, …)

        friend bool operator==(const Property&, const Property&) = default;
    };

    // A new object schema: `{"type": "object"}` plus what the rows add.
    SchemaTable();

    // The type literals the table offers, in menu order (without the empty "any").
    static QStringList typeNames();

    // The rows of `schema`, or std::nullopt (and a translated reason) when the table cannot
    // represent it: a root type other than "object", a boolean or non-object property schema, a
    // type list, an enum the enum column cannot spell, `required` naming unknown properties…
    static std::optional<SchemaTable> fromSchema(const QJsonObject& schema,
                                                 QString* reason = nullptr);
    // The schema: the root keywords as they were, `properties` from the rows (rows without a
    // name are left out), `required` keeping the original order of the names it had.
    QJsonObject toSchema() const;

    const QList<Property>& properties() const { return m_properties; }
    void setProperties(const QList<Property>& properties) { m_properties = properties; }

    // `additionalProperties: false` ("no other properties"). Not editable when the schema gives
    // additionalProperties as a schema object, which is then kept as it is.
    bool isClosed() const { return m_additional == false; }
    bool isClosedEditable() const { return m_closedEditable; }
    void setClosed(bool closed);

    // Translated problems of the rows that would lose data in toSchema(): two rows with one
    // name, a row with content but no name.
    QStringList problems() const;

    // The enum column: values separated by commas. Strings as they are, numbers in their
    // shortest form, booleans as true/false.
    static QString enumText(const QJsonArray& values);
    // Reads the enum column for a property of `type`: numbers for number/integer, true/false for
    // boolean, strings otherwise. Empty text is no enum. std::nullopt (and a translated error)
    // for an empty value or one that is not of the type.
    static std::optional<QJsonArray> parseEnum(QStringView text, QStringView type,
                                               QString* error = nullptr);

    friend bool operator==(const SchemaTable&, const SchemaTable&) = default;

private:
    QList<Property> m_properties;
    QJsonObject m_root;          // root keywords other than properties/required/bool additional
    QStringList m_requiredOrder; // `required` as the schema listed it
    std::optional<bool> m_additional; // a boolean `additionalProperties`
    bool m_closedEditable = true;
    bool m_keepEmptyProperties = false; // the schema had `properties: {}`
    bool m_keepEmptyRequired = false;   // the schema had `required: []`
};

} // namespace mantyx
