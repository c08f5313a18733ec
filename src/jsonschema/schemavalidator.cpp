// SPDX-License-Identifier: MIT

// GCC 12 with the sanitizers reports libstdc++'s own std::regex internals (used here and by
// valijson) as maybe-uninitialized (GCC bug 105562). The pragma has to precede every include: the
// warning is placed in <functional>, which the first Qt header pulls in.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "jsonschema/schemavalidator.h"

// valijson aborts the process on a bad schema unless it may throw; it must throw here.
#ifndef VALIJSON_USE_EXCEPTIONS
#define VALIJSON_USE_EXCEPTIONS 1
#endif

#include <exception>
#include <regex>
#include <string>
#include <vector>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include "jsonschema/valijsonadapter_p.h"
#include "protocol/jsonpath.h"

namespace mantyx {

using namespace Qt::StringLiterals;

struct SchemaValidator::Compiled
{
    QJsonObject source;
    valijson::Schema schema;
    QString error; // empty: usable
};

namespace {

valijson::SchemaParser::Version draftOf(const QJsonObject& schema)
{
    const QString id = schema.value("$schema"_L1).toString();
    if (id.contains("draft-03"_L1))
        return valijson::SchemaParser::kDraft3;
    if (id.contains("draft-04"_L1))
        return valijson::SchemaParser::kDraft4;
    return valijson::SchemaParser::kDraft7;
}

// valijson compiles `pattern` / `patternProperties` lazily, while validating, where a bad one
// would surface as a violation of every instance. Try them up front so the schema is reported
// as unusable instead. Values under keywords that hold data, not schemas, are not looked at.
void collectPatternErrors(const QJsonValue& node, QStringList& errors, bool namesMap = false)
{
    static const QSet<QString> dataKeywords{u"enum"_s, u"const"_s, u"default"_s, u"examples"_s};
    // Under these keywords the keys are names (a property may be called "default").
    static const QSet<QString> mapKeywords{u"properties"_s, u"patternProperties"_s,
                                           u"definitions"_s, u"$defs"_s, u"dependencies"_s};
    const auto tryCompile = [&errors](const QString& pattern) {
        try {
            const std::regex compiled(pattern.toStdString());
            Q_UNUSED(compiled);
        } catch (const std::exception&) {
            errors.append(pattern);
        }
    };
    if (node.isArray()) {
        for (const QJsonValue& item : node.toArray())
            collectPatternErrors(item, errors);
        return;
    }
    if (!node.isObject())
        return;
    const QJsonObject object = node.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (namesMap) {
            collectPatternErrors(it.value(), errors);
            continue;
        }
        if (dataKeywords.contains(it.key()))
            continue;
        if (it.key() == "pattern"_L1 && it.value().isString())
            tryCompile(it.value().toString());
        if (it.key() == "patternProperties"_L1 && it.value().isObject()) {
            const QJsonObject patterns = it.value().toObject();
            for (auto p = patterns.begin(); p != patterns.end(); ++p)
                tryCompile(p.key());
        }
        collectPatternErrors(it.value(), errors, mapKeywords.contains(it.key()));
    }
}

// valijson's context is {"<root>", "[key]", "[3]", …}: brackets around object keys and array
// indexes alike. Walking the instance tells which one each step is.
QString pathOf(const std::vector<std::string>& context, const QJsonValue& instance)
{
    QString path;
    QJsonValue at = instance;
    for (std::size_t i = 1; i < context.size(); ++i) {
        QString step = QString::fromStdString(context[i]);
        if (step.size() >= 2 && step.startsWith(u'[') && step.endsWith(u']'))
            step = step.mid(1, step.size() - 2);
        bool isIndex = false;
        const qsizetype index = step.toLongLong(&isIndex);
        if (at.isArray() && isIndex && index >= 0) {
            path = JsonPath::index(path, index);
            at = at.toArray().at(index);
        } else {
            path = JsonPath::key(path, QStringView(step));
            at = at.isObject() ? at.toObject().value(step) : QJsonValue(QJsonValue::Undefined);
        }
    }
    return path;
}

// The summaries valijson adds on the way back up ("Failed to validate against schema
// associated with property name 'x'.") repeat what the violation below them says.
bool isSummary(const std::string& description)
{
    static const char* const prefixes[] = {
        "Failed to validate against schema associated with property name",
        "Failed to validate item #",
        "Failed to validate against schema associated with pattern",
        "Failed to validate against additional properties schema",
        "Failed to validate against child schema", // allOf: the failing branch says why
    };
    for (const char* prefix : prefixes) {
        if (description.rfind(prefix, 0) == 0)
            return true;
    }
    return false;
}

bool isStrictPrefix(const std::vector<std::string>& shorter, const std::vector<std::string>& longer)
{
    if (shorter.size() >= longer.size())
        return false;
    for (std::size_t i = 0; i < shorter.size(); ++i) {
        if (shorter[i] != longer[i])
            return false;
    }
    return true;
}

QString kindOf(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return SchemaValidator::tr("null");
    case QJsonValue::Bool:
        return SchemaValidator::tr("a boolean");
    case QJsonValue::Double:
        return value.toDouble() == double(value.toInteger()) ? SchemaValidator::tr("an integer")
                                                             : SchemaValidator::tr("a number");
    case QJsonValue::String:
        return SchemaValidator::tr("a string");
    case QJsonValue::Array:
        return SchemaValidator::tr("an array");
    case QJsonValue::Object:
        return SchemaValidator::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return SchemaValidator::tr("nothing");
}

// valijson prints limits with std::to_string (10 → "10.000000").
QString number(const QString& printed)
{
    bool ok = false;
    const double value = printed.toDouble(&ok);
    return ok ? QString::number(value, 'g', 15) : printed;
}

// valijson's English, made shorter and translatable for the wordings users meet most; anything
// else is passed through as valijson wrote it. `value` is the offending value. Empty: not a
// violation after all (valijson applies `format` to numbers and booleans too, printed as text;
// JSON Schema applies it to strings only).
QString readable(const QString& description, const QJsonValue& value)
{
    struct Rule
    {
        const char* pattern;
        QString (*make)(const QRegularExpressionMatch& m, const QJsonValue& value);
    };
    using M = QRegularExpressionMatch;
    using V = QJsonValue;
    static const Rule rules[] = {
        {R"(^Value type not permitted by 'type' constraint\.$)",
         [](const M&, const V& v) {
             return SchemaValidator::tr("Wrong type: %1 is not allowed here.").arg(kindOf(v));
         }},
        {R"(^Missing required property '(.*)'\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Missing required property '%1'.").arg(m.captured(1));
         }},
        {R"(^Object contains a property that could not be validated using 'properties' or 'additionalProperties' constraints: '(.*)'\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Property '%1' is not allowed here.").arg(m.captured(1));
         }},
        {R"(^Missing dependency '(.*)'\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Property '%1' is required alongside this one.")
                 .arg(m.captured(1));
         }},
        {R"(^Failed to match against any enum values\.$)",
         [](const M&, const V&) { return SchemaValidator::tr("Not one of the allowed values."); }},
        {R"(^Failed to match expected value set by 'const' constraint\.$)",
         [](const M&, const V&) { return SchemaValidator::tr("Not the one allowed value."); }},
        {R"(^Failed to match regex specified by 'pattern' constraint\.$)",
         [](const M&, const V&) {
             return SchemaValidator::tr("Does not match the required pattern.");
         }},
        {R"(^Expected number less than or equal to (\S+)$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be at most %1.").arg(number(m.captured(1)));
         }},
        {R"(^Expected number less than (\S+)$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be less than %1.").arg(number(m.captured(1)));
         }},
        {R"(^Expected number greater than or equal to (\S+)$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be at least %1.").arg(number(m.captured(1)));
         }},
        {R"(^Expected number greater than (\S+)$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be greater than %1.").arg(number(m.captured(1)));
         }},
        {R"(^Value should be a multiple of (\S+)$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be a multiple of %1.").arg(number(m.captured(1)));
         }},
        {R"(^String should be no more than (\d+) characters in length\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be at most %n character(s) long.", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^String should be no fewer than (\d+) characters in length\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must be at least %n character(s) long.", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^Array should contain no more than (\d+) elements\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must have at most %n item(s).", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^Array should contain no fewer than (\d+) elements\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must have at least %n item(s).", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^Object should have no more than (\d+) properties\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must have at most %n propert(y/ies).", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^Object should have no fewer than (\d+) properties\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Must have at least %n propert(y/ies).", nullptr,
                                        m.captured(1).toInt());
         }},
        {R"(^Elements at indexes #(\d+) and #(\d+) violate uniqueness constraint\.$)",
         [](const M& m, const V&) {
             return SchemaValidator::tr("Items %1 and %2 are equal; the items must be unique.")
                 .arg(m.captured(1), m.captured(2));
         }},
        {R"(^String should be a valid date$)",
         [](const M&, const V& v) {
             return v.isString() ? SchemaValidator::tr("Must be a date (YYYY-MM-DD).") : QString();
         }},
        {R"(^String should be a valid time$)",
         [](const M&, const V& v) {
             return v.isString() ? SchemaValidator::tr("Must be a time (hh:mm:ss with a zone).")
                                 : QString();
         }},
        {R"(^String should be a valid date-time$)",
         [](const M&, const V& v) {
             return v.isString() ? SchemaValidator::tr("Must be a date-time (RFC 3339).")
                                 : QString();
         }},
        {R"(^Failed to validate against any schemas allowed by anyOf constraint\.$)",
         [](const M&, const V&) {
             return SchemaValidator::tr("Matches none of the alternatives (anyOf).");
         }},
        {R"(^Failed to validate against any child schemas allowed by oneOf constraint\.$)",
         [](const M&, const V&) {
             return SchemaValidator::tr("Matches none of the alternatives (oneOf).");
         }},
        {R"(^Failed to validate against exactly one child schema\.$)",
         [](const M&, const V&) {
             return SchemaValidator::tr("Matches more than one alternative (oneOf).");
         }},
        {R"(^Target should not validate against schema specified in 'not' constraint\.$)",
         [](const M&, const V&) {
             return SchemaValidator::tr("Must not match the schema under 'not'.");
         }},
    };
    static const std::vector<QRegularExpression> expressions = [] {
        std::vector<QRegularExpression> out;
        for (const Rule& rule : rules)
            out.emplace_back(QString::fromUtf8(rule.pattern));
        return out;
    }();
    for (std::size_t i = 0; i < expressions.size(); ++i) {
        const QRegularExpressionMatch match = expressions[i].match(description);
        if (match.hasMatch())
            return rules[i].make(match, value);
    }
    return description;
}

} // namespace

SchemaValidator::SchemaValidator(const QJsonObject& schema)
{
    auto compiled = std::make_shared<Compiled>();
    compiled->source = schema;
    try {
        valijson::SchemaParser parser(draftOf(schema));
        const schemaadapter::Adapter adapter{QJsonValue(schema)};
        parser.populateSchema(adapter, compiled->schema);
        QStringList badPatterns;
        collectPatternErrors(schema, badPatterns);
        if (!badPatterns.isEmpty()) {
            compiled->error = tr("The schema has a regular expression that cannot be used: %1")
                                  .arg(badPatterns.constFirst());
        }
    } catch (const std::exception& e) {
        compiled->error = tr("The schema cannot be used: %1").arg(QString::fromUtf8(e.what()));
    } catch (...) {
        compiled->error = tr("The schema cannot be used.");
    }
    m_compiled = std::move(compiled);
}

SchemaValidator::~SchemaValidator() = default;
SchemaValidator::SchemaValidator(const SchemaValidator&) = default;
SchemaValidator& SchemaValidator::operator=(const SchemaValidator&) = default;
SchemaValidator::SchemaValidator(SchemaValidator&&) noexcept = default;
SchemaValidator& SchemaValidator::operator=(SchemaValidator&&) noexcept = default;

bool SchemaValidator::isValid() const
{
    return m_compiled && m_compiled->error.isEmpty();
}

QString SchemaValidator::schemaError() const
{
    return m_compiled ? m_compiled->error : tr("The schema cannot be used.");
}

QJsonObject SchemaValidator::schema() const
{
    return m_compiled ? m_compiled->source : QJsonObject{};
}

QList<SchemaViolation> SchemaValidator::validate(const QJsonValue& instance) const
{
    if (!isValid())
        return {SchemaViolation{QString(), schemaError()}};

    valijson::ValidationResults results;
    try {
        // One validator per call: it caches regular expressions, so it is not const-safe to share.
        valijson::Validator validator;
        const schemaadapter::Adapter adapter{instance};
        if (validator.validate(m_compiled->schema, adapter, &results))
            return {};
    } catch (const std::exception& e) {
        return {SchemaViolation{
            QString(), tr("The value could not be checked: %1").arg(QString::fromUtf8(e.what()))}};
    }

    std::vector<valijson::ValidationResults::Error> errors(results.begin(), results.end());
    QList<SchemaViolation> violations;
    for (std::size_t i = 0; i < errors.size(); ++i) {
        const auto& error = errors[i];
        if (isSummary(error.description)) {
            bool explained = false;
            for (std::size_t j = 0; j < errors.size() && !explained; ++j) {
                explained = j != i && !isSummary(errors[j].description) &&
                            (errors[j].context == error.context ||
                             isStrictPrefix(error.context, errors[j].context));
            }
            if (explained)
                continue;
        }
        const QString path = pathOf(error.context, instance);
        const QString message =
            readable(QString::fromStdString(error.description), JsonPath::valueAt(instance, path));
        if (message.isEmpty())
            continue;
        const SchemaViolation violation{path, message};
        if (!violations.contains(violation))
            violations.append(violation);
    }
    return violations;
}

SchemaValidator::TextOutcome SchemaValidator::validateText(const QString& text) const
{
    TextOutcome outcome;
    // QJsonDocument only parses objects and arrays; a one-element array takes any JSON value.
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson('[' + utf8 + "\n]", &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() ||
        document.array().size() != 1) {
        if (error.error == QJsonParseError::NoError) {
            outcome.parseError = document.array().isEmpty()
                                     ? tr("The reply is empty, not JSON.")
                                     : tr("The reply holds more than one JSON value.");
        } else {
            const int offset = qBound(0, error.offset - 1, int(utf8.size()));
            outcome.parseError = tr("The reply is not valid JSON (%1 at byte %2).")
                                     .arg(error.errorString())
                                     .arg(offset);
        }
        return outcome;
    }
    outcome.parsed = true;
    outcome.value = document.array().at(0);
    outcome.violations = validate(*outcome.value);
    return outcome;
}

QString SchemaValidator::describe(const QList<SchemaViolation>& violations, int limit)
{
    QStringList lines;
    for (const SchemaViolation& violation : violations) {
        if (lines.size() >= limit) {
            lines.append(tr("… and %n more", nullptr, int(violations.size()) - limit));
            break;
        }
        lines.append(violation.path.isEmpty() ? violation.message
                                              : u"%1: %2"_s.arg(violation.path, violation.message));
    }
    return lines.join(u'\n');
}

} // namespace mantyx
