// SPDX-License-Identifier: MIT
// Tests SpecTemplates: every template is in the resources, parses, validates in Run mode with no
// issue at all, and has the shape its title promises (tool kinds, output schema, plan and
// supervisor, an attachment). That the sandbox accepts each one is tested in
// tests/ui/composer/tst_rawspeceditor (this area does not link the sandbox).
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "protocol/jsontextlocator.h"
#include "protocol/runspec.h"
#include "protocol/spectemplates.h"
#include "protocol/specvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestSpecTemplates final : public QObject
{
    Q_OBJECT

private slots:
    void listIsComplete();
    void byId();
    void validates_data();
    void validates();
    void shapeMatchesTitle_data();
    void shapeMatchesTitle();
};

void TestSpecTemplates::listIsComplete()
{
    const QList<SpecTemplate> templates = SpecTemplates::all();
    QCOMPARE(templates.size(), 7);
    QStringList ids;
    QSet<QString> titles;
    for (const SpecTemplate& t : templates) {
        ids << t.id;
        QVERIFY2(!t.title.isEmpty(), qPrintable(t.id));
        QVERIFY2(!t.description.isEmpty(), qPrintable(t.id));
        QVERIFY2(!t.json.isEmpty(), qPrintable(t.id));
        titles.insert(t.title);
    }
    QCOMPARE(ids, SpecTemplates::ids());
    QCOMPARE(titles.size(), templates.size());
    // Exactly one resource file per template, nothing stray.
    QStringList files = QDir(u":/mantyx/templates"_s).entryList(QDir::Files, QDir::Name);
    QStringList expected;
    for (const QString& id : ids)
        expected << id + u".json"_s;
    expected.sort();
    QCOMPARE(files, expected);
    // And the same files are in the source tree (the resource list is a glob of this folder).
    QStringList sources = QDir(QStringLiteral(MANTYX_SOURCE_DIR "/resources/templates"))
                              .entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    QCOMPARE(sources, expected);
}

void TestSpecTemplates::byId()
{
    const std::optional<SpecTemplate> t = SpecTemplates::byId(u"mcp-local");
    QVERIFY(t.has_value());
    QCOMPARE(t->id, u"mcp-local"_s);
    QVERIFY(!SpecTemplates::byId(u"nope").has_value());
    QCOMPARE(SpecTemplates::resourcePath(u"x"), u":/mantyx/templates/x.json"_s);
}

void TestSpecTemplates::validates_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : SpecTemplates::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestSpecTemplates::validates()
{
    QFETCH(QString, id);
    const std::optional<SpecTemplate> t = SpecTemplates::byId(id);
    QVERIFY(t.has_value());
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(t->json, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(document.isObject());
    const QList<SpecIssue> issues = SpecValidator::validate(document.object());
    for (const SpecIssue& issue : issues)
        qWarning() << issue;
    QVERIFY(issues.isEmpty()); // no error, and no warning either
    // Written the way the editor's Format writes it, so formatting a fresh template is a no-op.
    const QString text = QString::fromUtf8(t->json);
    QCOMPARE(JsonTextLocator::formatted(text).value_or(QString()), text);
    // The typed view reads every field (nothing left over as an unknown extra).
    const RunSpec spec = RunSpec::fromJson(document.object());
    QVERIFY2(spec.extras().isEmpty(),
             QJsonDocument(spec.extras()).toJson(QJsonDocument::Compact).constData());
    QCOMPARE(spec.name().value_or(QString()), id);
}

void TestSpecTemplates::shapeMatchesTitle_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("toolKinds");
    QTest::addColumn<bool>("outputSchema");
    QTest::addColumn<bool>("planAndSupervisor");
    QTest::addColumn<bool>("attachment");

    QTest::newRow("plain-prompt") << u"plain-prompt"_s << QStringList() << false << false << false;
    QTest::newRow("local-tool") << u"local-tool"_s << QStringList{u"local"_s} << false << false
                                << false;
    QTest::newRow("mcp-local") << u"mcp-local"_s << QStringList{u"mcp_local"_s} << false << false
                               << false;
    QTest::newRow("a2a-local") << u"a2a-local"_s << QStringList{u"a2a_local"_s} << false << false
                               << false;
    QTest::newRow("output-schema") << u"output-schema"_s << QStringList() << true << false << false;
    QTest::newRow("plan-supervisor")
        << u"plan-supervisor"_s << QStringList() << false << true << false;
    QTest::newRow("attachment") << u"attachment"_s << QStringList() << false << false << true;
}

void TestSpecTemplates::shapeMatchesTitle()
{
    QFETCH(QString, id);
    QFETCH(QStringList, toolKinds);
    QFETCH(bool, outputSchema);
    QFETCH(bool, planAndSupervisor);
    QFETCH(bool, attachment);

    const std::optional<SpecTemplate> t = SpecTemplates::byId(id);
    QVERIFY(t.has_value());
    const RunSpec spec = RunSpec::fromJson(QJsonDocument::fromJson(t->json).object());

    QStringList kinds;
    for (const ToolRef& tool : spec.tools().value_or(QList<ToolRef>{}))
        kinds << toolKindName(tool.kind());
    QCOMPARE(kinds, toolKinds);
    // A tool template names its wire kind in its title.
    for (const QString& kind : kinds)
        QVERIFY2(t->title.contains(kind), qPrintable(t->title));
    // Client-resolved tools: the sandbox will ask us for their results.
    QCOMPARE(spec.hasClientResolvedTools(), !kinds.isEmpty());
    if (id == u"mcp-local") {
        const ToolRef& ref = spec.tools()->constFirst();
        QCOMPARE(ref.modelFacingNames().value_or(QStringList()), QStringList{u"fs_read_file"_s});
    }
    if (id == u"a2a-local") {
        const QJsonObject card =
            QJsonDocument::fromJson(t->json).object()[u"tools"_s][0][u"agentCard"_s].toObject();
        QCOMPARE(card[u"url"_s].toString(), u"https://hr.intranet.acme/a2a"_s);
        QVERIFY(!card[u"skills"_s].toArray().isEmpty());
    }

    QCOMPARE(spec.outputSchema().has_value(), outputSchema);
    QCOMPARE(spec.plan().has_value(), planAndSupervisor);
    QCOMPARE(spec.supervisor().has_value(), planAndSupervisor);
    if (planAndSupervisor)
        QVERIFY(t->title.contains(u"lan"_s) && t->title.contains(u"upervisor"_s));

    bool hasAttachment = false;
    for (const InputMessage& message : spec.messages().value_or(QList<InputMessage>{})) {
        const QJsonArray attachments = message.toJson()[u"attachments"_s].toArray();
        for (const QJsonValue& a : attachments) {
            hasAttachment = true;
            const QString data = a[u"data"_s].toString();
            const std::optional<qint64> size = SpecValidator::decodedBase64Size(data);
            QVERIFY(size.has_value());
            QVERIFY(*size > 0 && *size < 1024); // small, inline
            QVERIFY(SpecValidator::isAllowedAttachmentMimeType(a[u"mimeType"_s].toString()));
        }
    }
    QCOMPARE(hasAttachment, attachment);
    QCOMPARE(spec.prompt().has_value(), !attachment);
}

QTEST_GUILESS_MAIN(TestSpecTemplates)
#include "tst_spectemplates.moc"
