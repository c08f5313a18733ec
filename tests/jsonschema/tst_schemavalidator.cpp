// SPDX-License-Identifier: MIT
// SchemaValidator: violations by path for tool args and results, unusable schemas reported instead
// of thrown, and the §7 parse-then-validate check of a final reply.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "jsonschema/schemavalidator.h"
#include "protocol/jsonpath.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const char* text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QJsonValue value(const char* text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + ']').array().at(0);
}

QStringList paths(const QList<SchemaViolation>& violations)
{
    QStringList out;
    for (const SchemaViolation& v : violations)
        out.append(v.path);
    return out;
}

// The §3.1 send_email example.
const char* const kEmailSchema = R"({
    "type": "object",
    "properties": {
        "to": { "type": "string", "format": "email" },
        "subject": { "type": "string" },
        "body": { "type": "string" }
    },
    "required": ["to", "subject", "body"],
    "additionalProperties": false
})";

} // namespace

class TestSchemaValidator : public QObject
{
    Q_OBJECT

private slots:
    void conformingArgsPass();
    void violationsByPath_data();
    void violationsByPath();
    void pathsPointAtTheValue();
    void nestedErrorsAreNotRepeated();
    void emptySchemaAcceptsAnything();
    void unusableSchemas_data();
    void unusableSchemas();
    void patternsInDataAreNotCompiled();
    void draftFromDollarSchema();
    void localRefs();
    void integerBoundaries();
    void formatAppliesToStringsOnly();
    void copiesShareTheCompiledSchema();
    void validateText_data();
    void validateText();
    void describe();
};

void TestSchemaValidator::conformingArgsPass()
{
    const SchemaValidator validator(json(kEmailSchema));
    QVERIFY(validator.isValid());
    QVERIFY(validator.schemaError().isEmpty());
    QCOMPARE(validator.validate(value(R"({"to":"a@b.c","subject":"s","body":"b"})")),
             QList<SchemaViolation>{});
}

void TestSchemaValidator::violationsByPath_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<QStringList>("expectedPaths");
    QTest::addColumn<QString>("messageContains");

    QTest::newRow("missing required")
        << QString::fromUtf8(kEmailSchema) << u"{\"to\":\"a@b.c\",\"subject\":\"s\"}"_s
        << QStringList{u""_s} << u"body"_s;
    QTest::newRow("wrong type of a property")
        << QString::fromUtf8(kEmailSchema) << u"{\"to\":5,\"subject\":\"s\",\"body\":\"b\"}"_s
        << QStringList{u"to"_s} << u"integer"_s;
    QTest::newRow("additional property")
        << QString::fromUtf8(kEmailSchema)
        << u"{\"to\":\"a\",\"subject\":\"s\",\"body\":\"b\",\"cc\":\"x\"}"_s << QStringList{u""_s}
        << u"cc"_s;
    QTest::newRow("not an object")
        << QString::fromUtf8(kEmailSchema) << u"[1]"_s << QStringList{u""_s} << u"array"_s;
    QTest::newRow("array item")
        << u"{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":2}}}}}}"_s
        << u"{\"items\":[{\"name\":\"ab\"},{\"name\":\"cd\"},{\"name\":\"x\"}]}"_s
        << QStringList{u"items[2].name"_s} << u"at least 2 character"_s;
    QTest::newRow("enum") << u"{\"properties\":{\"unit\":{\"enum\":[\"C\",\"F\"]}}}"_s
                          << u"{\"unit\":\"K\"}"_s << QStringList{u"unit"_s} << u""_s;
    QTest::newRow("odd key is quoted")
        << u"{\"properties\":{\"my key\":{\"type\":\"integer\"}}}"_s << u"{\"my key\":1.5}"_s
        << QStringList{u"[\"my key\"]"_s} << u"a number"_s;
    QTest::newRow("numeric object key is a key, not an index")
        << u"{\"properties\":{\"2\":{\"type\":\"string\"}}}"_s << u"{\"2\":true}"_s
        << QStringList{u"[\"2\"]"_s} << u"boolean"_s;
    QTest::newRow("two violations")
        << QString::fromUtf8(kEmailSchema) << u"{\"to\":1,\"subject\":2,\"body\":\"b\"}"_s
        << QStringList{u"subject"_s, u"to"_s} << u""_s;
    QTest::newRow("pattern") << u"{\"properties\":{\"code\":{\"pattern\":\"^[A-Z]{3}$\"}}}"_s
                             << u"{\"code\":\"usd\"}"_s << QStringList{u"code"_s} << u""_s;
    QTest::newRow("maximum") << u"{\"properties\":{\"n\":{\"type\":\"number\",\"maximum\":10}}}"_s
                             << u"{\"n\":11}"_s << QStringList{u"n"_s} << u"at most 10."_s;
    QTest::newRow("format date")
        << u"{\"properties\":{\"day\":{\"type\":\"string\",\"format\":\"date\"}}}"_s
        << u"{\"day\":\"2024-13-01\"}"_s << QStringList{u"day"_s} << u"date"_s;
    QTest::newRow("anyOf") << u"{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"number\"}]}"_s
                           << u"true"_s << QStringList{u""_s} << u"boolean"_s;
    QTest::newRow("const (draft 7)") << u"{\"properties\":{\"v\":{\"const\":1}}}"_s
                                     << u"{\"v\":2}"_s << QStringList{u"v"_s} << u""_s;
}

void TestSchemaValidator::violationsByPath()
{
    QFETCH(QString, schema);
    QFETCH(QString, instance);
    QFETCH(QStringList, expectedPaths);
    QFETCH(QString, messageContains);

    const SchemaValidator validator(json(schema.toUtf8().constData()));
    QVERIFY2(validator.isValid(), qPrintable(validator.schemaError()));
    const QList<SchemaViolation> violations =
        validator.validate(value(instance.toUtf8().constData()));
    QStringList got = paths(violations);
    got.removeDuplicates();
    got.sort();
    QVERIFY2(got == expectedPaths, qPrintable(SchemaValidator::describe(violations)));
    for (const SchemaViolation& v : violations)
        QVERIFY(!v.message.isEmpty());
    if (!messageContains.isEmpty()) {
        QVERIFY2(violations.constFirst().message.contains(messageContains, Qt::CaseInsensitive),
                 qPrintable(violations.constFirst().message));
    }
}

void TestSchemaValidator::pathsPointAtTheValue()
{
    const SchemaValidator validator(json(R"({"type":"object","properties":{"rows":{"type":"array",
        "items":{"type":"array","items":{"type":"integer"}}}}})"));
    const QJsonValue instance = value(R"({"rows":[[1,2],[3,"four"]]})");
    const QList<SchemaViolation> violations = validator.validate(instance);
    QCOMPARE(violations.size(), 1);
    QCOMPARE(violations.constFirst().path, u"rows[1][1]"_s);
    QCOMPARE(JsonPath::valueAt(instance, violations.constFirst().path), QJsonValue(u"four"_s));
}

void TestSchemaValidator::nestedErrorsAreNotRepeated()
{
    // valijson adds "Failed to validate against schema associated with property name …" on the
    // way up; only the precise leaf violation is kept.
    const SchemaValidator validator(json(R"({"properties":{"a":{"properties":{"b":{"properties":
        {"c":{"type":"string"}}}}}}})"));
    const QList<SchemaViolation> violations = validator.validate(value(R"({"a":{"b":{"c":1}}})"));
    QCOMPARE(violations.size(), 1);
    QCOMPARE(violations.constFirst().path, u"a.b.c"_s);
    QVERIFY(!violations.constFirst().message.startsWith(u"Failed to validate"_s));
}

void TestSchemaValidator::emptySchemaAcceptsAnything()
{
    const SchemaValidator validator{QJsonObject{}};
    QVERIFY(validator.isValid());
    for (const char* v : {"1", "\"x\"", "null", "[1,2]", "{\"a\":{}}"})
        QVERIFY2(validator.validate(value(v)).isEmpty(), v);
}

void TestSchemaValidator::unusableSchemas_data()
{
    QTest::addColumn<QString>("schema");
    QTest::newRow("type is a number") << u"{\"type\":5}"_s;
    QTest::newRow("minLength negative") << u"{\"minLength\":-1}"_s;
    QTest::newRow("required not a list of strings") << u"{\"required\":[1]}"_s;
    QTest::newRow("remote $ref") << u"{\"$ref\":\"https://example.invalid/s.json\"}"_s;
    QTest::newRow("anyOf not an array") << u"{\"anyOf\":\"x\"}"_s;
    QTest::newRow("bad regular expression") << u"{\"properties\":{\"a\":{\"pattern\":\"([a-\"}}}"_s;
    QTest::newRow("bad patternProperties key") << u"{\"patternProperties\":{\"(\":{}}}"_s;
    QTest::newRow("bad pattern in a property called default")
        << u"{\"properties\":{\"default\":{\"pattern\":\"((\"}}}"_s;
}

void TestSchemaValidator::unusableSchemas()
{
    QFETCH(QString, schema);
    const SchemaValidator validator(json(schema.toUtf8().constData()));
    QVERIFY(!validator.isValid());
    QVERIFY(!validator.schemaError().isEmpty());
    // Checking against it does not throw either: one violation carrying the reason.
    const QList<SchemaViolation> violations = validator.validate(value("{\"a\":\"x\"}"));
    QCOMPARE(violations.size(), 1);
    QCOMPARE(violations.constFirst().message, validator.schemaError());
    QVERIFY(!validator.validateText(u"{}"_s).valid());
}

void TestSchemaValidator::patternsInDataAreNotCompiled()
{
    // An enum value that happens to look like a schema is data: its "pattern" is not a regex.
    const SchemaValidator validator(json(R"({"enum":[{"pattern":"(("}],
        "default":{"pattern":"(("}})"));
    QVERIFY2(validator.isValid(), qPrintable(validator.schemaError()));
    QVERIFY(validator.validate(value(R"({"pattern":"(("})")).isEmpty());
    QCOMPARE(validator.validate(value(R"({"pattern":"x"})")).size(), 1);
}

void TestSchemaValidator::draftFromDollarSchema()
{
    // Draft 4: exclusiveMaximum is a boolean modifier of maximum; in draft 7 it is a number.
    const SchemaValidator draft4(json(R"({"$schema":"http://json-schema.org/draft-04/schema#",
        "type":"number","maximum":10,"exclusiveMaximum":true})"));
    QVERIFY2(draft4.isValid(), qPrintable(draft4.schemaError()));
    QCOMPARE(draft4.validate(QJsonValue(10)).size(), 1);
    QVERIFY(draft4.validate(QJsonValue(9)).isEmpty());

    const SchemaValidator draft7(json(R"({"type":"number","exclusiveMaximum":10})"));
    QVERIFY2(draft7.isValid(), qPrintable(draft7.schemaError()));
    QCOMPARE(draft7.validate(QJsonValue(10)).size(), 1);
    QVERIFY(draft7.validate(QJsonValue(9.5)).isEmpty());

    // The same draft-4 boolean under draft 7 is a malformed schema, reported, not thrown.
    QVERIFY(!SchemaValidator(json(R"({"maximum":10,"exclusiveMaximum":true})")).isValid());
}

void TestSchemaValidator::localRefs()
{
    const SchemaValidator validator(json(R"({"type":"object","properties":{
        "home":{"$ref":"#/definitions/address"},"work":{"$ref":"#/$defs/address"}},
        "definitions":{"address":{"type":"object","required":["city"]}},
        "$defs":{"address":{"type":"object","required":["zip"]}}})"));
    QVERIFY2(validator.isValid(), qPrintable(validator.schemaError()));
    QVERIFY(validator.validate(value(R"({"home":{"city":"x"},"work":{"zip":"1"}})")).isEmpty());
    const QList<SchemaViolation> violations =
        validator.validate(value(R"({"home":{},"work":{"zip":"1"}})"));
    QCOMPARE(paths(violations), QStringList{u"home"_s});
}

void TestSchemaValidator::integerBoundaries()
{
    const SchemaValidator validator(json(R"({"type":"integer"})"));
    QVERIFY(validator.validate(QJsonValue(42)).isEmpty());
    QVERIFY(validator.validate(QJsonValue(-7)).isEmpty());
    QCOMPARE(validator.validate(QJsonValue(4.5)).size(), 1);
    QCOMPARE(validator.validate(QJsonValue(u"42"_s)).size(), 1);
    // Beyond int32 (valijson's own Qt adapter reads integers through toInt()): epoch ms, sizes.
    QVERIFY(validator.validate(QJsonValue(qint64(1732924800123))).isEmpty());
    QVERIFY(validator.validate(QJsonValue(-5000000000.0)).isEmpty());
    QVERIFY(validator.validate(value("9007199254740991")).isEmpty());
    QCOMPARE(validator.validate(QJsonValue(5000000000.5)).size(), 1);
    QCOMPARE(validator.validate(value("1e300")).size(), 1); // whole, but no int64 holds it

    const SchemaValidator bounded(json(R"({"type":"integer","minimum":3000000000,
        "maximum":4000000000,"multipleOf":1000})"));
    QVERIFY(bounded.validate(QJsonValue(qint64(3500000000))).isEmpty());
    QCOMPARE(bounded.validate(QJsonValue(qint64(4500000000))).size(), 1);
    QCOMPARE(bounded.validate(QJsonValue(qint64(3500000001))).size(), 1);
    const SchemaValidator enumerated(json(R"({"enum":[3000000000, "x"]})"));
    QVERIFY(enumerated.validate(QJsonValue(qint64(3000000000))).isEmpty());
    QCOMPARE(enumerated.validate(QJsonValue(qint64(3000000001))).size(), 1);
}

void TestSchemaValidator::formatAppliesToStringsOnly()
{
    const SchemaValidator validator(json(R"({"properties":{"d":{"format":"date"},
        "t":{"format":"date-time"}}})"));
    QVERIFY(validator.validate(value(R"({"d":20240101,"t":true})")).isEmpty());
    QVERIFY(
        validator.validate(value(R"({"d":"2024-02-29","t":"2024-02-29T10:00:00Z"})")).isEmpty());
    QCOMPARE(paths(validator.validate(value(R"({"d":"yesterday","t":"2024-02-29T10:00:00Z"})"))),
             QStringList{u"d"_s});
}

void TestSchemaValidator::copiesShareTheCompiledSchema()
{
    SchemaValidator copy{QJsonObject{}};
    {
        const SchemaValidator original(json(kEmailSchema));
        copy = original;
    }
    QCOMPARE(copy.schema(), json(kEmailSchema));
    QCOMPARE(copy.validate(value("{}")).size(), 3); // to, subject, body
    const SchemaValidator moved(std::move(copy));
    QCOMPARE(moved.validate(value("{\"to\":\"a\",\"subject\":\"s\",\"body\":\"b\"}")).size(), 0);
}

void TestSchemaValidator::validateText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("violations");

    QTest::newRow("conforming object") << u"{\"city\":\"Oslo\",\"tempC\":3}"_s << true << true << 0;
    QTest::newRow("surrounding whitespace")
        << u"\n  {\"city\":\"Oslo\",\"tempC\":3}  \n"_s << true << true << 0;
    QTest::newRow("violating object") << u"{\"city\":\"Oslo\"}"_s << true << false << 1;
    QTest::newRow("scalar parses, violates type") << u"42"_s << true << false << 1;
    QTest::newRow("truncated (max_tokens)") << u"{\"city\":\"Os"_s << false << false << 0;
    QTest::newRow("refusal prose")
        << u"I'm sorry, I can't help with that."_s << false << false << 0;
    QTest::newRow("empty") << u""_s << false << false << 0;
    QTest::newRow("two values") << u"{} {}"_s << false << false << 0;
    QTest::newRow("two values, comma") << u"{},{}"_s << false << false << 0;
    QTest::newRow("bracket injection") << u"{}],[{}"_s << false << false << 0;
    QTest::newRow("unicode") << u"{\"city\":\"Zürich ✓\",\"tempC\":-1.5}"_s << true << true << 0;
}

void TestSchemaValidator::validateText()
{
    QFETCH(QString, text);
    QFETCH(bool, parsed);
    QFETCH(bool, valid);
    QFETCH(int, violations);

    const SchemaValidator validator(json(R"({"type":"object","properties":{
        "city":{"type":"string"},"tempC":{"type":"number"}},"required":["city","tempC"],
        "additionalProperties":false})"));
    const SchemaValidator::TextOutcome outcome = validator.validateText(text);
    QCOMPARE(outcome.parsed, parsed);
    QCOMPARE(outcome.valid(), valid);
    QCOMPARE(outcome.violations.size(), violations);
    QCOMPARE(outcome.value.has_value(), parsed);
    QCOMPARE(outcome.parseError.isEmpty(), parsed);
    if (parsed && valid)
        QCOMPARE(outcome.value->toObject().value("city"_L1).toString().isEmpty(), false);
}

void TestSchemaValidator::describe()
{
    const QList<SchemaViolation> violations{{u""_s, u"Missing required property 'to'."_s},
                                            {u"a.b"_s, u"Value type not permitted."_s},
                                            {u"c"_s, u"third"_s}};
    QCOMPARE(SchemaValidator::describe(violations),
             u"Missing required property 'to'.\na.b: Value type not permitted.\nc: third"_s);
    const QString limited = SchemaValidator::describe(violations, 1);
    QCOMPARE(limited.count(u'\n'), 1);
    QVERIFY(limited.endsWith(u"2 more"_s));
}

QTEST_GUILESS_MAIN(TestSchemaValidator)
#include "tst_schemavalidator.moc"
