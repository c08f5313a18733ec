// SPDX-License-Identifier: MIT
// mantyx-inspector: parses the command line, loads the translation, shows the main window.
#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>

#include "mainwindow.h"
#include "translations.h"

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("mantyx-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("MANTYX Run Inspector"));
    QApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    QApplication::setOrganizationName(QStringLiteral("MANTYX"));
    QApplication::setOrganizationDomain(QStringLiteral("mantyx.io"));
    QApplication::setDesktopFileName(QStringLiteral("mantyx-inspector"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Compose, stream, answer and replay MANTYX agent runs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption languageOption(
        QStringList{QStringLiteral("lang")},
        QCoreApplication::translate("main", "Use the translation for <locale> (e.g. de)."),
        QCoreApplication::translate("main", "locale"));
    parser.addOption(languageOption);
    const QCommandLineOption quitAfterOption(
        QStringList{QStringLiteral("quit-after")},
        QCoreApplication::translate("main", "Quit after <ms> milliseconds (smoke tests)."),
        QCoreApplication::translate("main", "ms"));
    parser.addOption(quitAfterOption);
    parser.process(app);

    const QLocale locale =
        parser.isSet(languageOption) ? QLocale(parser.value(languageOption)) : QLocale::system();
    mantyx::installTranslations(app, locale);

    mantyx::MainWindow window;
    window.show();

    if (parser.isSet(quitAfterOption)) {
        bool ok = false;
        const int ms = parser.value(quitAfterOption).toInt(&ok);
        if (!ok || ms < 0) {
            std::fputs(qPrintable(QCoreApplication::translate(
                           "main", "--quit-after needs a number of milliseconds.\n")),
                       stderr);
            return 2;
        }
        QTimer::singleShot(ms, &app, &QCoreApplication::quit);
    }
    return QApplication::exec();
}
