// SPDX-License-Identifier: MIT
// mantyx-inspector: parses the command line, loads the translation, shows the main window.
#include <cstdio>
#include <memory>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "client/connectionservice.h"
#include "i18n/translations.h"
#include "localtools/localhandlersmanager.h"
#include "mainwindow.h"
#include "run/runlibrary.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QCoreApplication::setApplicationName(u"mantyx-inspector"_s);
    QGuiApplication::setApplicationDisplayName(u"MANTYX Run Inspector"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    QCoreApplication::setOrganizationName(u"MANTYX"_s);
    QCoreApplication::setOrganizationDomain(u"mantyx.io"_s);
    QGuiApplication::setDesktopFileName(u"mantyx-inspector"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Compose, stream, answer and replay MANTYX agent runs."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption languageOption(
        QStringList{u"lang"_s},
        QCoreApplication::translate("main", "Use the translation for <locale> (e.g. de)."),
        QCoreApplication::translate("main", "locale"));
    parser.addOption(languageOption);
    const QCommandLineOption quitAfterOption(
        QStringList{u"quit-after"_s},
        QCoreApplication::translate("main", "Quit after <ms> milliseconds (smoke tests)."),
        QCoreApplication::translate("main", "ms"));
    parser.addOption(quitAfterOption);
    const QCommandLineOption noSandboxOption(
        QStringList{u"no-sandbox"_s},
        QCoreApplication::translate("main", "Do not start the embedded sandbox server."));
    parser.addOption(noSandboxOption);
    const QCommandLineOption runOption(
        QStringList{u"run"_s},
        QCoreApplication::translate(
            "main", "Open the run <id>: its whole event log, then its live tail if it is running."),
        QCoreApplication::translate("main", "id"));
    parser.addOption(runOption);
    // --help and --version print and exit without a display: a QApplication would abort on a
    // machine with none (a CI job, an ssh session), so they are answered before it exists. The
    // plain core application gives the parser the program name it prints.
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        // Unknown options (Qt's own -platform, -style…) are QApplication's to judge, later.
        parser.parse(arguments);
        if (parser.isSet(helpOption) || parser.isSet(versionOption)) {
            const QCoreApplication core(argc, argv);
            if (parser.isSet(versionOption))
                parser.showVersion(); // exits
            parser.showHelp(0);       // exits
        }
    }

    QApplication app(argc, argv);
    parser.process(app);

    const QLocale locale =
        parser.isSet(languageOption) ? QLocale(parser.value(languageOption)) : QLocale::system();
    mantyx::installTranslations(app, locale);

    // The default connection of a fresh install: the embedded sandbox on a loopback port.
    // Declared before the window so that it outlives the window's runs.
    std::unique_ptr<mantyx::SandboxServer> sandbox;
    // The services the window's widgets share, declared before it so that they outlive it.
    QSettings settings;
    QNetworkAccessManager network;
    mantyx::SecretStore secrets;
    // The user's choice in the connection manager (off unless they allowed it there).
    secrets.applyPlaintextFallbackChoice(settings);
    mantyx::ConnectionService connection(network, secrets);
    // The local handlers of each connection: their settings and (in the keychain) credentials.
    mantyx::LocalHandlersManager handlers(&settings, &secrets, &network);
    if (!parser.isSet(noSandboxOption)) {
        // Persisted, so a run of an earlier session can be opened again (--run, File → Open Run).
        mantyx::SandboxConfig config;
        config.dataDir =
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/sandbox"_s;
        QDir().mkpath(config.dataDir);
        // The same address every launch (the setting `sandbox/port`, 0 for a free one); a free
        // port when that one is taken.
        config.port =
            quint16(settings.value(u"sandbox/port"_s, mantyx::kDefaultSandboxPort).toUInt());
        config.fallbackToFreePort = true;
        sandbox = std::make_unique<mantyx::SandboxServer>(config);
        QString error;
        if (sandbox->start(&error)) {
            const mantyx::SandboxConfig& running = sandbox->config();
            connection.setBuiltInSandbox(sandbox->baseUrl(), running.workspaceSlug,
                                         running.apiKeys.value(0));
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
    // The run library (AppDataLocation/library.sqlite): the runs the window followed and the
    // captures imported. Without it the window works, and its Run Library dock says why.
    mantyx::RunLibrary library;
    QString libraryProblem;
    if (!library.open(mantyx::RunLibrary::defaultPath(), &libraryProblem))
        std::fprintf(stderr, "%s\n", qPrintable(libraryProblem));
    // The window connects to the remembered choice (the sandbox, or a saved profile) at once.
    mantyx::MainWindow window(settings, connection);
    window.setLocalHandlers(&handlers);
    window.setRunLibrary(library.isOpen() ? &library : nullptr, libraryProblem);
    window.show();
    if (parser.isSet(runOption))
        window.openRun(parser.value(runOption));

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
