// SPDX-License-Identifier: MIT
// Tests ModelCatalogModel: rows of a GET /models answer under QAbstractItemModelTester (the
// workspace default entry, roles, the default model marked), selector resolution (catalog id,
// provider:vendor, provider:<id>:<vendor>, bare vendor ids unique or ambiguous, unknown ids) and
// the texts the picker shows.
#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include "spec/modelcatalogmodel.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestModelCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void rowsAndRoles();
    void hideDefaultEntry();
    void resolve_data();
    void resolve();
    void texts();
    void malformedAnswer();
};

namespace {

// The sandbox's catalog plus a second "gpt-5.5" from another provider (an ambiguous vendor id).
QJsonObject answer()
{
    const char* json = R"json({
      "models": [
        {"id": "platform:demo", "label": "Demo", "provider": "openai",
         "vendorModelId": "gpt-5.4-mini", "source": "platform_offering",
         "contextWindowTokens": 400000,
         "pricing": {"inputPer1MUsd": 0.25, "outputPer1MUsd": 2.0, "cacheReadPer1MUsd": 0.025}},
        {"id": "openai:gpt-5.5", "label": "GPT-5.5", "provider": "openai",
         "vendorModelId": "gpt-5.5", "source": "platform_offering",
         "contextWindowTokens": 400000,
         "pricing": {"inputPer1MUsd": 1.25, "outputPer1MUsd": 10.0}},
        {"id": "provider:azure-eu:gpt-5.5", "label": "GPT-5.5 (Azure EU)", "provider": "azure",
         "vendorModelId": "gpt-5.5", "source": "workspace_provider",
         "contextWindowTokens": 272000, "pricing": null},
        {"id": "provider:sandbox-google:gemini-2.5-pro", "label": "Gemini 2.5 Pro",
         "provider": "google", "vendorModelId": "gemini-2.5-pro",
         "source": "workspace_provider", "contextWindowTokens": 1048576, "pricing": null}
      ],
      "defaultModelId": "platform:demo"
})json";
    return QJsonDocument::fromJson(json).object();
}

} // namespace

void TestModelCatalog::rowsAndRoles()
{
    ModelCatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1); // the default entry, even without a catalog
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(model.setCatalogJson(answer()));
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 5);

    const QModelIndex entry = model.index(0);
    QVERIFY(entry.data(ModelCatalogModel::IsDefaultEntryRole).toBool());
    QCOMPARE(entry.data(ModelCatalogModel::IdRole).toString(), QString());
    QCOMPARE(entry.data(Qt::EditRole).toString(), QString());
    QVERIFY(entry.data().toString().contains(u"Demo"_s)); // names what the default is

    const QModelIndex demo = model.index(1);
    QCOMPARE(demo.data(ModelCatalogModel::IdRole).toString(), u"platform:demo"_s);
    QCOMPARE(demo.data(Qt::EditRole).toString(), u"platform:demo"_s);
    QCOMPARE(demo.data(ModelCatalogModel::LabelRole).toString(), u"Demo"_s);
    QCOMPARE(demo.data(ModelCatalogModel::ProviderRole).toString(), u"openai"_s);
    QCOMPARE(demo.data(ModelCatalogModel::ContextWindowRole).toLongLong(), 400000);
    QCOMPARE(demo.data(ModelCatalogModel::InputPriceRole).toDouble(), 0.25);
    QCOMPARE(demo.data(ModelCatalogModel::OutputPriceRole).toDouble(), 2.0);
    QVERIFY(demo.data(ModelCatalogModel::IsDefaultRole).toBool());
    const QString display = demo.data().toString();
    QVERIFY2(display.contains(u"Demo"_s) && display.contains(u"openai"_s) &&
                 display.contains(u"400K tokens"_s) && display.contains(u"$0.25"_s) &&
                 display.contains(u"$2.00"_s) && display.contains(u"(default)"_s),
             qPrintable(display));

    const QModelIndex azure = model.index(3);
    QVERIFY(!azure.data(ModelCatalogModel::IsDefaultRole).toBool());
    QVERIFY(!azure.data(ModelCatalogModel::InputPriceRole).isValid());
    QVERIFY(azure.data().toString().contains(u"no price listed"_s));
    QVERIFY(!azure.data().toString().contains(u"(default)"_s));
    QCOMPARE(model.index(4).data(ModelCatalogModel::ContextWindowRole).toLongLong(), 1048576);

    QCOMPARE(model.rowForId(QString()), 0);
    QCOMPARE(model.rowForId(u"openai:gpt-5.5"_s), 2);
    QCOMPARE(model.rowForId(u"nope"_s), -1);
    QVERIFY(model.roleNames().contains(ModelCatalogModel::IdRole));

    // A new catalog replaces the old one.
    model.setCatalog(QJsonArray{answer().value("models"_L1).toArray().at(1)}, QString());
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(!model.index(1).data(ModelCatalogModel::IsDefaultRole).toBool());
}

void TestModelCatalog::hideDefaultEntry()
{
    ModelCatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setCatalogJson(answer()));
    model.setDefaultEntryShown(false);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(0).data(ModelCatalogModel::IdRole).toString(), u"platform:demo"_s);
    QCOMPARE(model.rowForId(QString()), -1);
    QCOMPARE(model.resolve(u"gemini-2.5-pro"_s).row, 3);
}

void TestModelCatalog::resolve_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("row");
    QTest::addColumn<QStringList>("candidates");
    using Kind = ModelCatalogModel::Resolution::Kind;
    QTest::newRow("empty") << QString() << int(Kind::Default) << 1 << QStringList();
    QTest::newRow("blank") << u"  "_s << int(Kind::Default) << 1 << QStringList();
    QTest::newRow("catalog id") << u"openai:gpt-5.5"_s << int(Kind::Exact) << 2 << QStringList();
    QTest::newRow("provider id form")
        << u"provider:sandbox-google:gemini-2.5-pro"_s << int(Kind::Exact) << 4 << QStringList();
    QTest::newRow("provider:vendor")
        << u"openai:gpt-5.4-mini"_s << int(Kind::Shorthand) << 1 << QStringList();
    QTest::newRow("provider:x:vendor")
        << u"provider:other:gemini-2.5-pro"_s << int(Kind::Shorthand) << 4 << QStringList();
    QTest::newRow("bare vendor") << u"gemini-2.5-pro"_s << int(Kind::Shorthand) << 4
                                 << QStringList();
    QTest::newRow("ambiguous vendor")
        << u"gpt-5.5"_s << int(Kind::Ambiguous) << -1
        << QStringList{u"openai:gpt-5.5"_s, u"provider:azure-eu:gpt-5.5"_s};
    QTest::newRow("unknown") << u"anthropic:claude-9"_s << int(Kind::Unknown) << -1
                             << QStringList();
}

void TestModelCatalog::resolve()
{
    QFETCH(QString, selector);
    QFETCH(int, kind);
    QFETCH(int, row);
    QFETCH(QStringList, candidates);
    ModelCatalogModel model;
    QVERIFY(model.setCatalogJson(answer()));
    const ModelCatalogModel::Resolution resolution = model.resolve(selector);
    QCOMPARE(int(resolution.kind), kind);
    QCOMPARE(resolution.row, row);
    QCOMPARE(resolution.candidates, candidates);
    QVERIFY(!model.describeSelector(selector).isEmpty());
}

void TestModelCatalog::texts()
{
    QCOMPARE(ModelCatalogModel::contextWindowText(400000), u"400K tokens"_s);
    QCOMPARE(ModelCatalogModel::contextWindowText(2000000), u"2M tokens"_s);
    QCOMPARE(ModelCatalogModel::contextWindowText(1048576), u"1M tokens"_s);
    QCOMPARE(ModelCatalogModel::contextWindowText(8192), QLocale().toString(8192) + u" tokens"_s);
    CatalogModel m;
    m.label = u"X"_s;
    m.id = u"x:y"_s;
    QCOMPARE(ModelCatalogModel::priceText(m), u"no price listed"_s);
    m.pricing = CatalogModel::Pricing{15.0, 75.0, std::nullopt};
    QCOMPARE(ModelCatalogModel::priceText(m), u"$15.00 in / $75.00 out per 1M tokens"_s);
    QCOMPARE(ModelCatalogModel::summary(m), u"X — $15.00 in / $75.00 out per 1M tokens"_s);

    ModelCatalogModel model;
    QVERIFY(model.describeSelector(u"anything"_s).contains(u"No model catalog"_s));
    QVERIFY(model.setCatalogJson(answer()));
    QVERIFY(model.describeSelector(QString()).startsWith(u"The workspace default: Demo"_s));
    QVERIFY(model.describeSelector(u"gemini-2.5-pro"_s)
                .contains(u"provider:sandbox-google:gemini-2.5-pro"_s));
    QVERIFY(model.describeSelector(u"gpt-5.5"_s).contains(u"Ambiguous"_s));
    QVERIFY(model.describeSelector(u"nope"_s).contains(u"invalid_model"_s));
}

void TestModelCatalog::malformedAnswer()
{
    ModelCatalogModel model;
    QVERIFY(model.setCatalogJson(answer()));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(!model.setCatalogJson(QJsonObject{{u"models"_s, u"not an array"_s}}));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(model.rowCount(), 5);
}

QTEST_GUILESS_MAIN(TestModelCatalog)
#include "tst_modelcatalog.moc"
