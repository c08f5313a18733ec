// SPDX-License-Identifier: MIT
// SchemaTable: JSON Schema ⇄ property rows — exact round trips of what the table can show (with
// keywords it has no column for), refusals for what it cannot, edits through the rows, and the
// enum column's spelling.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "spec/schematable.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestSchemaTable final : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void refused_data();
    void refused();
    void readsRows();
    void editsRows();
    void newSchema();
    void closed();
    void problems();
    void enumText();
    void parseEnum_data();
    void parseEnum();
};

namespace {

QJsonObject json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

} // namespace

void TestSchemaTable::roundTrip_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::newRow("empty") << QByteArray("{}");
    QTest::newRow("object only") << QByteArray(R"({"type":"object"})");
    QTest::newRow("empty properties and required")
        << QByteArray(R"({"type":"object","properties":{},"required":[]})");
    QTest::newRow("protocol example") << QByteArray(R"({"type":"object","properties":{
        "to":{"type":"string","format":"email"},"subject":{"type":"string"},
        "body":{"type":"string"}},"required":["to","subject","body"],
        "additionalProperties":false})");
    QTest::newRow("required order kept")
        << QByteArray(R"({"type":"object","properties":{"a":{},"b":{},"c":{}},
                         "required":["c","a"]})");
    QTest::newRow("nested and extra keywords")
        << QByteArray(R"({"$schema":"https://json-schema.org/draft/2020-12/schema",
        "title":"Args","type":"object","properties":{
        "tags":{"type":"array","items":{"type":"string"},"minItems":1},
        "where":{"type":"object","properties":{"lat":{"type":"number"}}},
        "n":{"type":"integer","minimum":0,"default":3,"description":"How many"}},
        "additionalProperties":{"type":"string"}})");
    QTest::newRow("enums") << QByteArray(R"({"type":"object","properties":{
        "unit":{"type":"string","enum":["c","f","kelvin scale"]},
        "n":{"type":"integer","enum":[1,2,3]},
        "x":{"type":"number","enum":[0.5,1e-7,2]},
        "flag":{"type":"boolean","enum":[true]}}})");
    QTest::newRow("untyped property") << QByteArray(R"({"properties":{"any":{}}})");
    QTest::newRow("additionalProperties true")
        << QByteArray(R"({"type":"object","additionalProperties":true})");
}

void TestSchemaTable::roundTrip()
{
    QFETCH(QByteArray, schema);
    const QJsonObject original = QJsonDocument::fromJson(schema).object();
    QVERIFY(!original.isEmpty() || schema == "{}");
    QString reason;
    const std::optional<SchemaTable> table = SchemaTable::fromSchema(original, &reason);
    QVERIFY2(table, qPrintable(reason));
    QCOMPARE(table->toSchema(), original);
}

void TestSchemaTable::refused_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("reasonContains");
    QTest::newRow("array root") << QByteArray(R"({"type":"array"})") << u"type"_s;
    QTest::newRow("type list root") << QByteArray(R"({"type":["object","null"]})") << u"type"_s;
    QTest::newRow("properties not object") << QByteArray(R"({"properties":[]})") << u"properties"_s;
    QTest::newRow("boolean property schema")
        << QByteArray(R"({"properties":{"a":true}})") << u"\"a\""_s;
    QTest::newRow("type list property")
        << QByteArray(R"({"properties":{"a":{"type":["string","null"]}}})") << u"\"a\""_s;
    QTest::newRow("unknown type literal")
        << QByteArray(R"({"properties":{"a":{"type":"date"}}})") << u"\"a\""_s;
    QTest::newRow("required names unknown property")
        << QByteArray(R"({"properties":{"a":{}},"required":["b"]})") << u"\"b\""_s;
    QTest::newRow("required twice")
        << QByteArray(R"({"properties":{"a":{}},"required":["a","a"]})") << u"twice"_s;
    QTest::newRow("required not strings")
        << QByteArray(R"({"properties":{"a":{}},"required":[1]})") << u"required"_s;
    QTest::newRow("description not text")
        << QByteArray(R"({"properties":{"a":{"description":5}}})") << u"\"a\""_s;
    QTest::newRow("empty description")
        << QByteArray(R"({"properties":{"a":{"description":""}}})") << u"\"a\""_s;
    QTest::newRow("enum with comma")
        << QByteArray(R"({"properties":{"a":{"type":"string","enum":["x,y"]}}})") << u"enum"_s;
    QTest::newRow("enum with padding")
        << QByteArray(R"({"properties":{"a":{"type":"string","enum":[" x"]}}})") << u"enum"_s;
    QTest::newRow("enum numbers on untyped")
        << QByteArray(R"({"properties":{"a":{"enum":[1,2]}}})") << u"enum"_s;
    QTest::newRow("enum with null")
        << QByteArray(R"({"properties":{"a":{"type":"string","enum":["x",null]}}})") << u"enum"_s;
    QTest::newRow("empty enum") << QByteArray(R"({"properties":{"a":{"type":"string","enum":[]}}})")
                                << u"enum"_s;
    QTest::newRow("enum not array")
        << QByteArray(R"({"properties":{"a":{"type":"string","enum":"x"}}})") << u"enum"_s;
}

void TestSchemaTable::refused()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, reasonContains);
    QString reason;
    QVERIFY(!SchemaTable::fromSchema(QJsonDocument::fromJson(schema).object(), &reason));
    QVERIFY2(reason.contains(reasonContains), qPrintable(reason));
}

void TestSchemaTable::readsRows()
{
    const std::optional<SchemaTable> table = SchemaTable::fromSchema(json(R"({
        "type":"object","properties":{
        "to":{"type":"string","format":"email","description":"Recipient"},
        "n":{"type":"integer","enum":[1,2]}},"required":["to"]})"));
    QVERIFY(table);
    const QList<SchemaTable::Property>& rows = table->properties();
    QCOMPARE(rows.size(), 2);
    // QJsonObject keeps keys sorted.
    QCOMPARE(rows.at(0).name, u"n"_s);
    QCOMPARE(rows.at(0).type, u"integer"_s);
    QVERIFY(!rows.at(0).required);
    QCOMPARE(rows.at(0).enumValues, (QJsonArray{1, 2}));
    QCOMPARE(rows.at(1).name, u"to"_s);
    QCOMPARE(rows.at(1).type, u"string"_s);
    QCOMPARE(rows.at(1).description, u"Recipient"_s);
    QVERIFY(rows.at(1).required);
    QCOMPARE(rows.at(1).extras, json(R"({"format":"email"})"));
    QVERIFY(!table->isClosed());
    QVERIFY(table->isClosedEditable());
}

void TestSchemaTable::editsRows()
{
    std::optional<SchemaTable> table = SchemaTable::fromSchema(json(R"({
        "title":"T","type":"object","properties":{
        "a":{"type":"string","format":"uri"},"b":{"type":"number"},"c":{"type":"string"}},
        "required":["c","a"]})"));
    QVERIFY(table);
    QList<SchemaTable::Property> rows = table->properties();
    // Rename a (its format rides along, its required place goes to the end), drop b, make c
    // optional, add d.
    rows[0].name = u"link"_s;
    rows.removeAt(1);
    rows[1].required = false;
    SchemaTable::Property d;
    d.name = u"d"_s;
    d.type = u"boolean"_s;
    d.description = u"Dry run"_s;
    d.required = true;
    rows.append(d);
    SchemaTable::Property unnamed; // a fresh row: left out
    unnamed.type = u"string"_s;
    rows.append(unnamed);
    table->setProperties(rows);
    QCOMPARE(table->toSchema(), json(R"({"title":"T","type":"object","properties":{
        "link":{"type":"string","format":"uri"},"c":{"type":"string"},
        "d":{"type":"boolean","description":"Dry run"}},"required":["link","d"]})"));
    QVERIFY(table->problems().isEmpty());
}

void TestSchemaTable::newSchema()
{
    SchemaTable table;
    QCOMPARE(table.toSchema(), json(R"({"type":"object"})"));
    SchemaTable::Property p;
    p.name = u"city"_s;
    p.type = u"string"_s;
    p.required = true;
    p.enumValues = QJsonArray{u"Paris"_s, u"Oslo"_s};
    table.setProperties({p});
    QCOMPARE(table.toSchema(), json(R"({"type":"object","properties":{
        "city":{"type":"string","enum":["Paris","Oslo"]}},"required":["city"]})"));
}

void TestSchemaTable::closed()
{
    SchemaTable table;
    table.setClosed(true);
    QVERIFY(table.isClosed());
    QCOMPARE(table.toSchema(), json(R"({"type":"object","additionalProperties":false})"));
    table.setClosed(false);
    QCOMPARE(table.toSchema(), json(R"({"type":"object"})"));

    std::optional<SchemaTable> open =
        SchemaTable::fromSchema(json(R"({"type":"object","additionalProperties":true})"));
    QVERIFY(open && !open->isClosed());
    open->setClosed(true);
    QCOMPARE(open->toSchema(), json(R"({"type":"object","additionalProperties":false})"));

    // A schema for additional properties is kept and not editable from the table.
    std::optional<SchemaTable> typed = SchemaTable::fromSchema(
        json(R"({"type":"object","additionalProperties":{"type":"string"}})"));
    QVERIFY(typed);
    QVERIFY(!typed->isClosedEditable());
    QVERIFY(!typed->isClosed());
    typed->setClosed(true);
    QCOMPARE(typed->toSchema(),
             json(R"({"type":"object","additionalProperties":{"type":"string"}})"));
}

void TestSchemaTable::problems()
{
    SchemaTable table;
    SchemaTable::Property a;
    a.name = u"a"_s;
    a.type = u"string"_s;
    SchemaTable::Property a2 = a;
    a2.type = u"number"_s;
    SchemaTable::Property nameless;
    nameless.description = u"forgot the name"_s;
    SchemaTable::Property blank; // an untouched new row is no problem
    blank.type = u"string"_s;
    table.setProperties({a, a2, nameless, blank});
    const QStringList problems = table.problems();
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.at(0).contains(u"\"a\""_s), qPrintable(problems.at(0)));
    QVERIFY(problems.at(1).contains(u"name"_s));
    // The last row of a name wins.
    QCOMPARE(table.toSchema().value("properties"_L1).toObject().value("a"_L1).toObject(),
             json(R"({"type":"number"})"));
}

void TestSchemaTable::enumText()
{
    QCOMPARE(SchemaTable::enumText(QJsonArray{u"a"_s, u"b c"_s}), u"a, b c"_s);
    QCOMPARE(SchemaTable::enumText(QJsonArray{1, 2.5, 1e-7}), u"1, 2.5, 1e-07"_s);
    QCOMPARE(SchemaTable::enumText(QJsonArray{true, false}), u"true, false"_s);
    QCOMPARE(SchemaTable::enumText(QJsonArray{}), QString());
}

void TestSchemaTable::parseEnum_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QJsonArray>("values");
    QTest::newRow("empty") << u"  "_s << u"string"_s << true << QJsonArray{};
    QTest::newRow("strings") << u"a, b ,c"_s << u"string"_s << true
                             << QJsonArray{u"a"_s, u"b"_s, u"c"_s};
    QTest::newRow("untyped are strings")
        << u"1, x"_s << QString() << true << QJsonArray{u"1"_s, u"x"_s};
    QTest::newRow("numbers") << u"1, 2.5, -3e2"_s << u"number"_s << true
                             << QJsonArray{1, 2.5, -300};
    QTest::newRow("integers") << u"1,2"_s << u"integer"_s << true << QJsonArray{1, 2};
    QTest::newRow("integer with fraction") << u"1.5"_s << u"integer"_s << false << QJsonArray{};
    QTest::newRow("not a number") << u"1, two"_s << u"number"_s << false << QJsonArray{};
    QTest::newRow("booleans") << u"true,false"_s << u"boolean"_s << true << QJsonArray{true, false};
    QTest::newRow("not a boolean") << u"yes"_s << u"boolean"_s << false << QJsonArray{};
    QTest::newRow("empty value") << u"a,,b"_s << u"string"_s << false << QJsonArray{};
    QTest::newRow("trailing comma") << u"a,"_s << u"string"_s << false << QJsonArray{};
}

void TestSchemaTable::parseEnum()
{
    QFETCH(QString, text);
    QFETCH(QString, type);
    QFETCH(bool, ok);
    QFETCH(QJsonArray, values);
    QString error;
    const std::optional<QJsonArray> parsed = SchemaTable::parseEnum(text, type, &error);
    QCOMPARE(parsed.has_value(), ok);
    if (ok)
        QCOMPARE(*parsed, values);
    else
        QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestSchemaTable)
#include "tst_schematable.moc"
