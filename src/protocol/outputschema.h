// SPDX-License-Identifier: MIT
// OutputSchema: the spec's `outputSchema` {name?, schema} that constrains the final reply to JSON
// (§7). The schema is an opaque JSON document, carried verbatim.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QString>

namespace mantyx {

struct OutputSchema
{
    std::optional<QString> name;
    std::optional<QJsonObject> schema; // a non-object `schema` stays raw in `extras`
    QJsonObject extras;

    // The name the server uses: `name`, or "output" when omitted.
    QString effectiveName() const;

    static OutputSchema fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const OutputSchema&, const OutputSchema&) = default;
};

} // namespace mantyx
