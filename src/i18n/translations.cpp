// SPDX-License-Identifier: MIT
#include "i18n/translations.h"

#include <memory>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace mantyx {

QString installTranslations(QCoreApplication& app, const QLocale& locale)
{
    // Qt's own strings (standard dialogs, About Qt) from the system's Qt translations.
    auto qtTranslator = std::make_unique<QTranslator>();
    if (qtTranslator->load(locale, u"qtbase"_s, u"_"_s,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qtTranslator->setParent(&app);
        QCoreApplication::installTranslator(qtTranslator.release());
    }

    auto appTranslator = std::make_unique<QTranslator>();
    if (appTranslator->load(locale, u"mantyx"_s, u"_"_s, u":/i18n"_s)) {
        appTranslator->setParent(&app);
        const QString language = appTranslator->language();
        QCoreApplication::installTranslator(appTranslator.release());
        return language;
    }
    return {};
}

} // namespace mantyx
