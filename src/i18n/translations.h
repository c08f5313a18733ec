// SPDX-License-Identifier: MIT
// Translations: installs the embedded translation that matches a locale, so every front end
// loads languages the same way.
#pragma once

#include <QLocale>

class QCoreApplication;

namespace mantyx {

// Installs the app's and Qt's own translations for `locale` on `app`. Returns the language
// of the app translation that was loaded, or an empty string when English (the source
// language) is used.
QString installTranslations(QCoreApplication& app, const QLocale& locale);

} // namespace mantyx
