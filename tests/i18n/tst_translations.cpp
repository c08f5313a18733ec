// SPDX-License-Identifier: MIT
// Tests the Core-only translation loader the GUI and the command-line tools share: the
// embedded German .qm is found and applied, and an unknown language falls back to English.
#include <QCoreApplication>
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
    void unknownLanguageIsEnglish();
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

void TestTranslations::unknownLanguageIsEnglish()
{
    QCOMPARE(installTranslations(*qApp, QLocale(QLocale::Swahili)), QString());
    QCOMPARE(QCoreApplication::translate("mantyx::ConnectionChooser", "Sandbox (built-in)"),
             u"Sandbox (built-in)"_s);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestTranslations)
#include "tst_translations.moc"
