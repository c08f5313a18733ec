// SPDX-License-Identifier: MIT
// SpecDiff: two specs compared by JSON path — nested objects, arrays by index and by identity,
// reordered tools, a value changing its type, keys that need quoting; equal specs give nothing.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "run/specdiff.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

QJsonObject json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// "changed tools[1].name \"b\" → \"c\"" per entry: the whole diff in one comparable list.
QStringList lines(const QList<SpecDiffEntry>& entries)
{
    QStringList out;
    for (const SpecDiffEntry& e : entries) {
        QString line = SpecDiff::changeId(e.change) + u' ' + e.path;
        if (e.change == SpecDiffEntry::Change::Moved)
            line += u" %1→%2"_s.arg(e.oldIndex).arg(e.newIndex);
        if (!e.oldValue.isUndefined())
            line += u' ' + SpecDiff::valueText(e.oldValue);
        if (!e.newValue.isUndefined())
            line += u" → "_s + SpecDiff::valueText(e.newValue);
        out << line;
    }
    return out;
}

const char* kSpec = R"({
  "modelId": "openai:gpt-5.5",
  "prompt": "Total the EU orders",
  "reasoningLevel": "medium",
  "metadata": {"team": "finance", "ticket": "FIN-12"},
  "tools": [
    {"kind": "local", "name": "compute_total", "description": "Totals orders",
     "parameters": {"type": "object", "properties": {"region": {"type": "string"}}}},
    {"kind": "mcp_local", "name": "fs", "tools": [{"name": "read_file"}, {"name": "list_dir"}]},
    {"kind": "mantyx", "id": "tool_42"}
  ],
  "budgets": {"maxToolTurns": 8}
})";

} // namespace

class TestSpecDiff : public QObject
{
    Q_OBJECT

private slots:
    void equalSpecsGiveNothing();
    void nestedObjects();
    void typeChange();
    void arraysByIndex();
    void toolsByIdentity();
    void toolReorder();
    void duplicateNamesFallBackToIndex();
    void quotedKeys();
    void stableOrder();
};

void TestSpecDiff::equalSpecsGiveNothing()
{
    QVERIFY(SpecDiff::compare(json(kSpec), json(kSpec)).isEmpty());
    QVERIFY(SpecDiff::compare({}, {}).isEmpty());
}

void TestSpecDiff::nestedObjects()
{
    QJsonObject right = json(kSpec);
    QJsonObject metadata = right.value("metadata"_L1).toObject();
    metadata.insert("team"_L1, u"sales"_s);
    metadata.remove("ticket"_L1);
    metadata.insert("owner"_L1, u"kim"_s);
    right.insert("metadata"_L1, metadata);
    right.insert("budgets"_L1, QJsonObject{{"maxToolTurns"_L1, 8}, {"maxTokens"_L1, 1000}});
    right.remove("reasoningLevel"_L1);

    QCOMPARE(lines(SpecDiff::compare(json(kSpec), right)),
             QStringList({u"added budgets.maxTokens → 1000"_s, u"added metadata.owner → \"kim\""_s,
                          u"changed metadata.team \"finance\" → \"sales\""_s,
                          u"removed metadata.ticket \"FIN-12\""_s,
                          u"removed reasoningLevel \"medium\""_s}));
}

void TestSpecDiff::typeChange()
{
    const QJsonObject left = json(R"({"a": 1, "b": {"x": 1}, "c": [1], "d": null, "e": "1"})");
    const QJsonObject right = json(R"({"a": "1", "b": [1], "c": {"x": 1}, "d": false, "e": "1"})");
    const QList<SpecDiffEntry> diff = SpecDiff::compare(left, right);
    QCOMPARE(lines(diff),
             QStringList({u"changed a 1 → \"1\""_s, u"changed b {\"x\":1} → [1]"_s,
                          u"changed c [1] → {\"x\":1}"_s, u"changed d null → false"_s}));
    // A type change is reported at its own path, with both whole values, not descended into.
    QCOMPARE(diff[1].oldValue, QJsonValue(QJsonObject{{"x"_L1, 1}}));
    QCOMPARE(diff[1].newValue, QJsonValue(QJsonArray{1}));
}

void TestSpecDiff::arraysByIndex()
{
    const QJsonObject left = json(R"({"messages": [{"role": "user", "content": "hi"},
                                                   {"role": "assistant", "content": "yo"}],
                                      "stop": ["a", "b", "c"]})");
    const QJsonObject right = json(R"({"messages": [{"role": "user", "content": "hello"}],
                                       "stop": ["a", "x", "c", "d"]})");
    QCOMPARE(lines(SpecDiff::compare(left, right)),
             QStringList({u"changed messages[0].content \"hi\" → \"hello\""_s,
                          u"removed messages[1] {\"content\":\"yo\",\"role\":\"assistant\"}"_s,
                          u"changed stop[1] \"b\" → \"x\""_s, u"added stop[3] → \"d\""_s}));
}

void TestSpecDiff::toolsByIdentity()
{
    // The first tool is removed: by index every later tool would "change"; by identity only
    // the removal shows, and the changes inside the MCP server's tool list are by name too.
    QJsonObject right = json(kSpec);
    QJsonArray tools = right.value("tools"_L1).toArray();
    tools.removeAt(0);
    QJsonObject fs = tools[0].toObject();
    fs.insert("tools"_L1, QJsonArray{QJsonObject{{"name"_L1, u"list_dir"_s}},
                                     QJsonObject{{"name"_L1, u"write_file"_s}}});
    tools[0] = fs;
    tools.append(QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, u"send_mail"_s}});
    right.insert("tools"_L1, tools);

    QCOMPARE(lines(SpecDiff::compare(json(kSpec), right)),
             QStringList({u"added tools[0].tools[1] → {\"name\":\"write_file\"}"_s,
                          u"removed tools[0].tools[0] {\"name\":\"read_file\"}"_s,
                          u"added tools[2] → {\"kind\":\"local\",\"name\":\"send_mail\"}"_s,
                          u"removed tools[0] {\"description\":\"Totals orders\",\"kind\":\"local\","
                          "\"name\":\"compute_total\",\"parameters\":{\"properties\":{\"region\":"
                          "{\"type\":\"string\"}},\"type\":\"object\"}}"_s}));
}

void TestSpecDiff::toolReorder()
{
    QJsonObject right = json(kSpec);
    QJsonArray tools = right.value("tools"_L1).toArray();
    // compute_total moves to the end; its description changes too.
    QJsonObject first = tools.takeAt(0).toObject();
    first.insert("description"_L1, u"Totals orders in EUR"_s);
    tools.append(first);
    right.insert("tools"_L1, tools);

    const QList<SpecDiffEntry> diff = SpecDiff::compare(json(kSpec), right);
    QCOMPARE(lines(diff),
             QStringList({u"moved tools[2] 0→2"_s,
                          u"changed tools[2].description \"Totals orders\" → \"Totals orders "
                          "in EUR\""_s}));

    // Only the order changed: one Moved entry, nothing else.
    QJsonObject reordered = json(kSpec);
    QJsonArray swapped = reordered.value("tools"_L1).toArray();
    const QJsonValue last = swapped.takeAt(2);
    swapped.insert(0, last);
    reordered.insert("tools"_L1, swapped);
    QCOMPARE(lines(SpecDiff::compare(json(kSpec), reordered)),
             QStringList({u"moved tools[0] 2→0"_s}));
}

void TestSpecDiff::duplicateNamesFallBackToIndex()
{
    const QJsonObject left = json(R"({"tools": [{"kind": "local", "name": "a"},
                                                {"kind": "local", "name": "a", "x": 1}]})");
    const QJsonObject right = json(R"({"tools": [{"kind": "local", "name": "a", "x": 2},
                                                 {"kind": "local", "name": "a"}]})");
    QCOMPARE(lines(SpecDiff::compare(left, right)),
             QStringList({u"added tools[0].x → 2"_s, u"removed tools[1].x 1"_s}));
}

void TestSpecDiff::quotedKeys()
{
    const QJsonObject left = json(R"({"metadata": {"cost center": "7", "2nd": "a", "q\"k": 1}})");
    const QJsonObject right = json(R"({"metadata": {"cost center": "8", "2nd": "b", "q\"k": 2}})");
    QCOMPARE(lines(SpecDiff::compare(left, right)),
             QStringList({u"changed metadata[\"2nd\"] \"a\" → \"b\""_s,
                          u"changed metadata[\"cost center\"] \"7\" → \"8\""_s,
                          u"changed metadata[\"q\\\"k\"] 1 → 2"_s}));
    QCOMPARE(SpecDiff::memberPath(QString(), u"team"_s), u"team"_s);
    QCOMPARE(SpecDiff::elementPath(u"tools"_s, 2), u"tools[2]"_s);
}

void TestSpecDiff::stableOrder()
{
    QJsonObject right = json(kSpec);
    right.insert("modelId"_L1, u"anthropic:claude"_s);
    right.insert("prompt"_L1, u"Total the US orders"_s);
    const QList<SpecDiffEntry> first = SpecDiff::compare(json(kSpec), right);
    QCOMPARE(first.size(), 2);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(SpecDiff::compare(json(kSpec), right), first);
    QCOMPARE(first[0].path, u"modelId"_s);
    QCOMPARE(first[1].path, u"prompt"_s);
}

QTEST_GUILESS_MAIN(TestSpecDiff)
#include "tst_specdiff.moc"
