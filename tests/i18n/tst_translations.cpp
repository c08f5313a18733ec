// SPDX-License-Identifier: MIT
// Tests the Core-only translation loader the GUI and the command-line tools share: the
// embedded German and French .qm files are found and applied, an unknown language falls back
// to English, and the GUI's language comes from --lang, else the setting, else the system.
#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "i18n/translations.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void german();
    void french();
    void unknownLanguageIsEnglish();
    void englishPlurals();
    void translatedLanguages();
    void nativeNames();
    void chooseUiLocale_data();
    void chooseUiLocale();
    void languageSettingRoundTrip();
};

void TestTranslations::cleanup()
{
    const auto translators = qApp->findChildren<QTranslator*>();
    for (QTranslator* t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

void TestTranslations::german()
{
    QCOMPARE(QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)"),
             u"Sandbox (built-in)"_s);
    const QString language = installTranslations(*qApp, QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(language.left(2), u"de"_s);
    QCOMPARE(QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)"),
             u"Sandbox (eingebaut)"_s);
    QCOMPARE(QCoreApplication::translate("mantyx::MainWindow", "Not connected"),
             u"Nicht verbunden"_s);
}

void TestTranslations::french()
{
    const QString language = installTranslations(*qApp, QLocale(QLocale::French, QLocale::France));
    QCOMPARE(language.left(2), u"fr"_s);
    // Loaded like German: the embedded file, and numbers the French way.
    QCOMPARE(QLocale().language(), QLocale::French);
    QCOMPARE(QLocale().toString(1.5, 'f', 1), u"1,5"_s);
    // The texts German is checked with are translated (lrelease leaves unfinished ones out).
    const QString sandbox =
        QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)");
    QVERIFY2(!sandbox.isEmpty() && sandbox != u"Sandbox (built-in)"_s, qPrintable(sandbox));
    const QString notConnected = QCoreApplication::translate("mantyx::MainWindow", "Not connected");
    QVERIFY2(!notConnected.isEmpty() && notConnected != u"Not connected"_s,
             qPrintable(notConnected));
    QCOMPARE(installTranslations(*qApp, QLocale(QLocale::French, QLocale::Canada)).left(2),
             u"fr"_s);
}

void TestTranslations::unknownLanguageIsEnglish()
{
    QCOMPARE(installTranslations(*qApp, QLocale(QLocale::Swahili)), QString());
    QCOMPARE(QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)"),
             u"Sandbox (built-in)"_s);
}

void TestTranslations::englishPlurals()
{
    const auto calls = [](int n) {
        return QCoreApplication::translate("mantyx::RunSummaryPanel", "%n call(s)", nullptr, n);
    };
    QCOMPARE(calls(1), u"1 call(s)"_s); // no translator: the source text
    QVERIFY(
        installTranslations(*qApp, QLocale(QLocale::English, QLocale::UnitedKingdom)).isEmpty());
    QCOMPARE(calls(1), u"1 call"_s);
    QCOMPARE(calls(2), u"2 calls"_s);
    QCOMPARE(calls(0), u"0 calls"_s);
    cleanup();
    // A language without a translation is English, plurals included.
    QVERIFY(installTranslations(*qApp, QLocale(QLocale::Swahili)).isEmpty());
    QCOMPARE(calls(1), u"1 call"_s);
    // Texts without a count keep their source.
    QCOMPARE(QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)"),
             u"Sandbox (built-in)"_s);
}

void TestTranslations::translatedLanguages()
{
    // Every language of translations/languages.txt is embedded, English is the source.
    QCOMPARE(mantyx::translatedLanguages(), (QStringList{u"de"_s, u"fr"_s}));
}

void TestTranslations::nativeNames()
{
    QCOMPARE(nativeLanguageName(u"en"_s), u"English"_s);
    QCOMPARE(nativeLanguageName(u"de"_s), u"Deutsch"_s);
    QCOMPARE(nativeLanguageName(u"fr"_s), u"Français"_s);
}

void TestTranslations::chooseUiLocale_data()
{
    QTest::addColumn<QString>("commandLine");
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QLocale>("system");
    QTest::addColumn<QString>("expected"); // QLocale::name()

    const QLocale german(QLocale::German, QLocale::Germany);
    const QLocale french(QLocale::French, QLocale::France);
    QTest::newRow("system default follows the system")
        << QString() << QString() << german << u"de_DE"_s;
    QTest::newRow("the setting wins over the system")
        << QString() << u"fr"_s << german << u"fr_FR"_s;
    QTest::newRow("English chosen on a German system")
        << QString() << u"en"_s << german << u"en_US"_s;
    QTest::newRow("--lang wins over the setting") << u"de"_s << u"fr"_s << french << u"de_DE"_s;
    QTest::newRow("--lang C is English") << u"C"_s << u"fr"_s << french << u"C"_s;
    QTest::newRow("an unknown setting is ignored")
        << QString() << u"xx-nonsense"_s << french << u"fr_FR"_s;
    QTest::newRow("an unknown --lang is ignored") << u"zz"_s << u"de"_s << french << u"de_DE"_s;
    QTest::newRow("blank setting") << QString() << u"  "_s << french << u"fr_FR"_s;
}

void TestTranslations::chooseUiLocale()
{
    QFETCH(QString, commandLine);
    QFETCH(QString, setting);
    QFETCH(QLocale, system);
    QFETCH(QString, expected);
    QCOMPARE(mantyx::chooseUiLocale(commandLine, setting, system).name(), expected);
}

void TestTranslations::languageSettingRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    QCOMPARE(languageSetting(settings), QString());
    setLanguageSetting(settings, u"fr"_s);
    QCOMPARE(languageSetting(settings), u"fr"_s);
    // The chosen language is what the GUI starts in, whatever the system speaks.
    const QLocale chosen = mantyx::chooseUiLocale(QString(), languageSetting(settings),
                                                  QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(installTranslations(*qApp, chosen).left(2), u"fr"_s);
    setLanguageSetting(settings, QString());
    QCOMPARE(languageSetting(settings), QString());
    QVERIFY(!settings.contains(u"ui/language"_s));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestTranslations)
#include "tst_translations.moc"
