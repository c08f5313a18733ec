// SPDX-License-Identifier: MIT
#include "i18n/translations.h"

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
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

namespace {

constexpr auto kLanguageKey = "ui/language";

// A language code as QLocale reads it, or nothing for an empty or unknown one.
std::optional<QLocale> localeFor(const QString& language)
{
    const QString trimmed = language.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    const QLocale locale(trimmed);
    const bool c = trimmed.compare(u"C"_s, Qt::CaseInsensitive) == 0 || trimmed == u"POSIX"_s;
    if (locale.language() == QLocale::C && !c)
        return std::nullopt;
    return locale;
}

} // namespace

QStringList translatedLanguages()
{
    QStringList languages;
    const QStringList files =
        QDir(u":/i18n"_s).entryList({u"mantyx_*.qm"_s}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString language = file.mid(7, file.size() - 7 - 3);
        if (language != u"en"_s) // English's plural forms
            languages << language;
    }
    return languages;
}

QString nativeLanguageName(const QString& language)
{
    const QLocale locale(language);
    // "American English" is the en_US locale's own name; the choice is the language.
    QString name =
        locale.language() == QLocale::English ? u"English"_s : locale.nativeLanguageName();
    if (name.isEmpty())
        return language;
    // CLDR writes "français" and "español" in lower case, as in running text.
    return locale.toUpper(name.left(1)) + name.mid(1);
}

QString languageSetting(const QSettings& settings)
{
    return settings.value(QLatin1StringView(kLanguageKey)).toString();
}

void setLanguageSetting(QSettings& settings, const QString& language)
{
    if (language.isEmpty())
        settings.remove(QLatin1StringView(kLanguageKey));
    else
        settings.setValue(QLatin1StringView(kLanguageKey), language);
}

QLocale chooseUiLocale(const QString& commandLine, const QString& setting, const QLocale& system)
{
    if (const auto locale = localeFor(commandLine))
        return *locale;
    if (const auto locale = localeFor(setting))
        return *locale;
    return system;
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
    bool loaded = appTranslator->load(locale, u"mantyx"_s, u"_"_s, u":/i18n"_s);
    if (loaded)
        language = appTranslator->language();
    // English, asked for or the fallback: the source texts, with the plural forms of
    // mantyx_en.qm ("1 call", "2 calls" for "%n call(s)").
    if (!loaded || language.startsWith(u"en"_s)) {
        language.clear();
        loaded = appTranslator->load(u":/i18n/mantyx_en.qm"_s);
    }
    if (loaded) {
        appTranslator->setParent(&app);
        QCoreApplication::installTranslator(appTranslator.release());
    }
    // Numbers, dates and decimals follow the language the UI speaks: German texts write
    // "1,5 s". A language without a translation is shown in English, and so are its numbers.
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    QLocale::setDefault(!language.isEmpty() || english ? locale : QLocale(QLocale::English));
    return language;
}

} // namespace mantyx
