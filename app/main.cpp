// SPDX-License-Identifier: MIT
// mantyx-inspector: parses the command line, loads the translation, shows the main window.
#include <cstdio>
#include <memory>

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>

#include "i18n/translations.h"
#include "mainwindow.h"
#include "sandbox/sandboxserver.h"

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
    const QCommandLineOption noSandboxOption(
        QStringList{QStringLiteral("no-sandbox")},
        QCoreApplication::translate("main", "Do not start the embedded sandbox server."));
    parser.addOption(noSandboxOption);
    parser.process(app);

    const QLocale locale =
        parser.isSet(languageOption) ? QLocale(parser.value(languageOption)) : QLocale::system();
    mantyx::installTranslations(app, locale);

    mantyx::MainWindow window;
    // The default connection of a fresh install: the embedded sandbox on a free loopback port.
    std::unique_ptr<mantyx::SandboxServer> sandbox;
    if (!parser.isSet(noSandboxOption)) {
        sandbox = std::make_unique<mantyx::SandboxServer>(mantyx::SandboxConfig{});
        QString error;
        if (sandbox->start(&error)) {
            window.setConnection(QCoreApplication::translate("main", "Sandbox (built-in)"),
                                 sandbox->baseUrl());
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "Embedded sandbox server listening on %1")
                                        .arg(sandbox->baseUrl().toString())));
        } else {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "The embedded sandbox server did not start: %1")
                                        .arg(error)));
        }
    }
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
