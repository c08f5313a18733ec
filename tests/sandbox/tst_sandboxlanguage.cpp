// SPDX-License-Identifier: MIT
// Tests that the sandbox is a server, not a part of the UI: the same spec streams the same
// events (texts included) whatever language the app around it speaks. The scripted model once
// wrote its plan steps, tool answers and error messages through tr(), so a German GUI got
// German model output ("Die Antwort schreiben") from the very same spec.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

#include "i18n/translations.h"
#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

class TestSandboxLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void sameEventsInEveryLanguage_data();
    void sameEventsInEveryLanguage();

private:
    // The events' data of `spec` run to its end, ids fixed by sandbox.seed.
    QList<QByteArray> eventsOf(const QJsonObject& spec);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<Http> m_http;
};

void TestSandboxLanguage::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_http = std::make_unique<Http>(m_server->baseUrl());
}

void TestSandboxLanguage::cleanupTestCase()
{
    m_http.reset();
    m_server.reset();
}

void TestSandboxLanguage::cleanup()
{
    const auto translators = qApp->findChildren<QTranslator*>();
    for (QTranslator* t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
}

QList<QByteArray> TestSandboxLanguage::eventsOf(const QJsonObject& spec)
{
    FinishedRun run;
    runToEnd(*m_http, spec, run);
    QList<QByteArray> data;
    if (QTest::currentTestFailed())
        return data;
    for (const RunEvent& e : run.events()) {
        QJsonObject o = e.data();
        o.insert("type"_L1, e.typeName);
        data.append(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return data;
}

void TestSandboxLanguage::sameEventsInEveryLanguage_data()
{
    QTest::addColumn<QJsonObject>("spec");
    const QJsonObject seed{{"sandbox.seed"_L1, u"language-1"_s}};
    auto with = [&](QJsonObject spec, const QJsonObject& metadata) {
        QJsonObject m = seed;
        for (auto it = metadata.begin(); it != metadata.end(); ++it)
            m.insert(it.key(), it.value());
        spec.insert("metadata"_L1, m);
        return spec;
    };
    QJsonObject tools = baseSpec(u"Look it up twice."_s);
    tools.insert("tools"_L1, QJsonArray{localToolRef(u"alpha_tool"_s),
                                        QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                    {"name"_L1, u"beta_tool"_s}}});
    tools.insert("reasoningLevel"_L1, u"medium"_s);
    tools.insert("plan"_L1, true);
    tools.insert("supervisor"_L1, QJsonObject{{"interval"_L1, 2}});
    QTest::newRow("plain") << with(baseSpec(u"Say hello."_s), {});
    QTest::newRow("tools, plan, supervisor, reasoning") << with(tools, {});
    QTest::newRow("truncation") << with(baseSpec(u"Go."_s),
                                        {{"sandbox.scenario"_L1, u"truncation"_s}});
    QTest::newRow("supervisor redirect")
        << with(tools, {{"sandbox.scenario"_L1, u"supervisor_redirect"_s}});
}

void TestSandboxLanguage::sameEventsInEveryLanguage()
{
    QFETCH(QJsonObject, spec);
    QVERIFY(installTranslations(*qApp, QLocale(QLocale::English)).isEmpty());
    const QList<QByteArray> english = eventsOf(spec);
    if (QTest::currentTestFailed())
        return;
    cleanup();
    // The German translation really is there (else the comparison proves nothing).
    QCOMPARE(installTranslations(*qApp, QLocale(QLocale::German, QLocale::Germany)).left(2),
             u"de"_s);
    QVERIFY(QCoreApplication::translate("mantyx::MainWindow", "Not connected") !=
            u"Not connected"_s);
    const QList<QByteArray> german = eventsOf(spec);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(german.size(), english.size());
    for (int i = 0; i < english.size(); ++i)
        QCOMPARE(german.at(i), english.at(i));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxLanguage)
#include "tst_sandboxlanguage.moc"
