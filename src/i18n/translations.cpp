// SPDX-License-Identifier: MIT
#include "i18n/translations.h"

#include <memory>

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace mantyx {

QStringList qtTranslationDirs()
{
    // Qt's own: Debian's qt6-translations-l10n puts qtbase_de.qm there. Then a copy shipped
    // beside the app (a bundle or an installer that brings its own Qt).
    const QString appDir = QCoreApplication::applicationDirPath();
    return {QLibraryInfo::path(QLibraryInfo::TranslationsPath),
            QDir::cleanPath(appDir + u"/translations"_s),
            QDir::cleanPath(appDir + u"/../share/mantyx-inspector/translations"_s)};
}

QString installTranslations(QCoreApplication& app, const QLocale& locale)
{
    // Qt's own strings (the standard buttons "OK"/"Cancel", standard dialogs, About Qt).
    const QStringList dirs = qtTranslationDirs();
    for (const QString& dir : dirs) {
        auto qtTranslator = std::make_unique<QTranslator>();
        if (qtTranslator->load(locale, u"qtbase"_s, u"_"_s, dir)) {
            qtTranslator->setParent(&app);
            QCoreApplication::installTranslator(qtTranslator.release());
            break;
        }
    }

    QString language;
    auto appTranslator = std::make_unique<QTranslator>();
    if (appTranslator->load(locale, u"mantyx"_s, u"_"_s, u":/i18n"_s)) {
        appTranslator->setParent(&app);
        language = appTranslator->language();
        QCoreApplication::installTranslator(appTranslator.release());
    }
    // Numbers, dates and decimals follow the language the UI speaks: German texts write
    // "1,5 s". A language without a translation is shown in English, and so are its numbers.
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    QLocale::setDefault(!language.isEmpty() || english ? locale : QLocale(QLocale::English));
    return language;
}

} // namespace mantyx
