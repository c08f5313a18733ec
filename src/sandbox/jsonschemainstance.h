// SPDX-License-Identifier: MIT
// JsonSchemaInstance: makes a JSON value that satisfies a JSON Schema, so the scripted model can
// send tool arguments and outputSchema replies that a client's validator accepts.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace mantyx {

class JsonSchemaInstance final
{
public:
    struct Options
    {
        // Text for free-form string fields that look like a question (query, message, …).
        QString textHint;
        // Varies strings, numbers and enum picks so repeated calls can differ on purpose.
        int variant = 0;
    };

    JsonSchemaInstance() = delete;

    // Covers the common vocabulary: type (and type lists), const, enum, properties, required,
    // items (single and tuple), min/max (length, items, value), format, anyOf/oneOf/allOf.
    // An empty schema yields an empty object, the no-argument tool.
    static QJsonValue generate(const QJsonObject& schema, const Options& options);
    static QJsonObject generateObject(const QJsonObject& schema, const Options& options);
};

} // namespace mantyx
