// SPDX-License-Identifier: MIT
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace mantyx {

QString installTranslations(QCoreApplication& app, const QLocale& locale)
{
    // Qt's own strings (standard dialogs, About Qt) from the system's Qt translations.
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
    } else {
        delete qtTranslator;
    }

    auto* appTranslator = new QTranslator(&app);
    if (appTranslator->load(locale, QStringLiteral("mantyx"), QStringLiteral("_"),
                            QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(appTranslator);
        return appTranslator->language();
    }
    delete appTranslator;
    return {};
}

} // namespace mantyx
