// SPDX-License-Identifier: MIT
// Translations: installs the embedded translation that matches a locale, so every front end
// loads languages the same way.
#pragma once

#include <QLocale>
#include <QStringList>

class QCoreApplication;

namespace mantyx {

// Installs the app's and Qt's own translations (qtbase_<lang>.qm, from qtTranslationDirs())
// for `locale` on `app`, and makes the UI's locale the default QLocale, so numbers are written
// the UI language's way ("1,5" in German). Returns the language of the app translation that
// was loaded, or an empty string when English (the source language) is used; then the default
// locale is English too, unless `locale` is an English one.
QString installTranslations(QCoreApplication& app, const QLocale& locale);

// Where Qt's own translations are looked for, in order: Qt's translations folder
// (QLibraryInfo::TranslationsPath, filled by Debian's qt6-translations-l10n), then
// "translations" beside the executable and ../share/mantyx-inspector/translations.
QStringList qtTranslationDirs();

} // namespace mantyx
