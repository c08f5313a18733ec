// SPDX-License-Identifier: MIT
#include "protocol/outputschema.h"

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kName = "name"_L1;
constexpr auto kSchema = "schema"_L1;
} // namespace

QString OutputSchema::effectiveName() const
{
    return name.value_or(u"output"_s);
}

OutputSchema OutputSchema::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    OutputSchema s;
    s.name = r.takeString(kName);
    s.schema = r.takeObject(kSchema);
    s.extras = r.rest();
    return s;
}

QJsonObject OutputSchema::toJson() const
{
    QJsonObject out = extras;
    specjson::put(out, kName, name);
    specjson::put(out, kSchema, schema);
    return out;
}

} // namespace mantyx
