// SPDX-License-Identifier: MIT
// Tests that the run's texts for the user speak the UI's language: numbers are written with the
// UI locale (German "0,4", not "0.4"), and wire values get a translated name (the reasoning
// effort "low") while the wire keeps its own.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTest>
#include <QTranslator>

#include "protocol/reasoninglevel.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace timelinetest;

namespace {

// A stand-in for a German translation that knows the effort names.
class EffortTranslator final : public QTranslator
{
public:
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (qstrcmp(context, "mantyx::ReasoningLevel") != 0)
            return {};
        if (qstrcmp(sourceText, "low") == 0)
            return u"niedrig"_s;
        if (qstrcmp(sourceText, "high") == 0)
            return u"hoch"_s;
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestUiLanguageTexts : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void effortNamesAreTranslated();
    void costFormulaUsesTheUiLocale();
};

void TestUiLanguageTexts::cleanup()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiLanguageTexts::effortNamesAreTranslated()
{
    QCOMPARE(ReasoningLevel::effortDisplayName(u"low"), u"low"_s);
    EffortTranslator german;
    QCoreApplication::installTranslator(&german);
    QCOMPARE(ReasoningLevel::effortDisplayName(u"low"), u"niedrig"_s);
    QCOMPARE(ReasoningLevel::effortDisplayName(u"high"), u"hoch"_s);
    // A name this client does not know is shown as the server wrote it.
    QCOMPARE(ReasoningLevel::effortDisplayName(u"extreme"), u"extreme"_s);
    ModelInfo model;
    model.id = u"platform:demo"_s;
    model.reasoningEffort = u"low"_s;
    const QString text = TimelineRowTexts::modelText(model);
    QVERIFY2(text.contains(u"niedrig"_s) && !text.contains(u"low"_s), qPrintable(text));
    // The wire value is untouched.
    QCOMPARE(ReasoningLevel::effortFromName(u"low"), ReasoningEffort::Low);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(ReasoningLevel::effortDisplayName(u"low"), u"low"_s);
}

void TestUiLanguageTexts::costFormulaUsesTheUiLocale()
{
    const QJsonObject pricing{
        {"inputPer1MUsd"_L1, 0.4}, {"outputPer1MUsd"_L1, 1.6}, {"cacheReadPer1MUsd"_L1, 0.04}};
    const QJsonArray catalog{QJsonObject{{"id"_L1, u"platform:demo"_s}, {"pricing"_L1, pricing}}};
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    RunTimeline tl;
    tl.setModelCatalog(catalog);
    tl.appendEvents({fixture(u"4.8-result"_s)});
    const QString german = tl.summary().costFormula;
    QVERIFY2(german.contains(u"$0,4/M"_s) && german.contains(u"$1,6/M"_s) &&
                 german.contains(u"= $0,00"_s) && !german.contains(u"0.4"_s),
             qPrintable(german));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    RunTimeline english;
    english.setModelCatalog(catalog);
    english.appendEvents({fixture(u"4.8-result"_s)});
    const QString formula = english.summary().costFormula;
    QVERIFY2(formula.contains(u"$0.4/M"_s) && formula.contains(u"= $0.00"_s), qPrintable(formula));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestUiLanguageTexts)
#include "tst_uilanguagetexts.moc"
