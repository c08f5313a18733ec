// SPDX-License-Identifier: MIT
// Translations: installs the embedded translation that matches a locale, so every front end
// loads languages the same way.
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;
class QSettings;

namespace mantyx {

// Installs the app's and Qt's own translations (qtbase_<lang>.qm, from qtTranslationDirs())
// for `locale` on `app`, and makes the UI's locale the default QLocale, so numbers are written
// the UI language's way ("1,5" in German). Returns the language of the app translation that
// was loaded, or an empty string when English (the source language) is used; then the default
// locale is English too, unless `locale` is an English one, and the English plural forms
// (mantyx_en.qm: "1 call", "2 calls") are installed.
QString installTranslations(QCoreApplication& app, const QLocale& locale);

// Where Qt's own translations are looked for, in order: Qt's translations folder
// (QLibraryInfo::TranslationsPath, filled by Debian's qt6-translations-l10n), then
// "translations" beside the executable and ../share/mantyx-inspector/translations.
QStringList qtTranslationDirs();

// The languages that have an embedded translation, as codes ("de", "fr"), sorted; English, the
// source language, is not among them.
QStringList translatedLanguages();

// A language's name in that language, starting with a capital ("Deutsch", "Français",
// "English"), for a list where each reader finds their own.
QString nativeLanguageName(const QString& language);

// The language chosen in Edit → Preferences: a code ("en", "de", "fr"), or empty for the
// system's. Read by the GUI at start.
QString languageSetting(const QSettings& settings);
// Stores `language` (empty: follow the system again).
void setLanguageSetting(QSettings& settings, const QString& language);

// The locale the GUI speaks: `commandLine` (--lang) if given, else the language in the settings,
// else `system` (QLocale::system(), which follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG). A
// code QLocale does not know counts as not given.
QLocale chooseUiLocale(const QString& commandLine, const QString& setting, const QLocale& system);

} // namespace mantyx
