// SPDX-License-Identifier: MIT
// Tests Edit → Preferences' language choice: the list names each language in itself, shows the
// stored choice, and OK stores the new one, which the next start uses (chooseUiLocale).
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "i18n/translations.h"
#include "preferences/preferencesdialog.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestPreferencesDialog : public QObject
{
    Q_OBJECT

private slots:
    void languagesNamedInThemselves();
    void choiceIsStoredAndShown();
};

void TestPreferencesDialog::languagesNamedInThemselves()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"s.ini"_s), QSettings::IniFormat);
    PreferencesDialog dialog(settings);
    const auto* combo = dialog.findChild<QComboBox*>(u"languageCombo"_s);
    QVERIFY(combo);
    QStringList names;
    QStringList codes;
    for (int i = 0; i < combo->count(); ++i) {
        names << combo->itemText(i);
        codes << combo->itemData(i).toString();
    }
    QCOMPARE(names, (QStringList{u"System default"_s, u"English"_s, u"Deutsch"_s, u"Français"_s}));
    QCOMPARE(codes, (QStringList{QString(), u"en"_s, u"de"_s, u"fr"_s}));
    QCOMPARE(combo->currentIndex(), 0);
    // The dialog says when a new language takes effect.
    const auto* note = dialog.findChild<QLabel*>(u"languageNote"_s);
    QVERIFY(note);
    QVERIFY(note->text().contains(u"next time"_s));
}

void TestPreferencesDialog::choiceIsStoredAndShown()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"s.ini"_s), QSettings::IniFormat);
    {
        PreferencesDialog dialog(settings);
        dialog.languageCombo()->setCurrentIndex(dialog.languageCombo()->findData(u"fr"_s));
        dialog.apply();
    }
    QCOMPARE(languageSetting(settings), u"fr"_s);
    QCOMPARE(
        chooseUiLocale(QString(), languageSetting(settings), QLocale(QLocale::German)).language(),
        QLocale::French);
    {
        PreferencesDialog dialog(settings);
        QCOMPARE(dialog.languageCombo()->currentData().toString(), u"fr"_s);
        dialog.languageCombo()->setCurrentIndex(0); // System default
        dialog.apply();
    }
    QCOMPARE(languageSetting(settings), QString());
    QCOMPARE(
        chooseUiLocale(QString(), languageSetting(settings), QLocale(QLocale::German)).language(),
        QLocale::German);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
