// SPDX-License-Identifier: MIT
// mantyx-inspector: parses the command line, loads the translation, shows the main window.
#include <cstdio>
#include <memory>

#include <QApplication>
#include <QDir>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "afterfirstpaint.h"
#include "applicationicon.h"
#include "client/connectionservice.h"
#include "fileopenevents.h"
#include "firstpaintprobe.h"
#include "i18n/translations.h"
#include "inspectorarguments.h"
#include "launchactivation.h"
#include "localtools/localhandlersmanager.h"
#include "mainwindow.h"
#include "run/runlibrary.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "singleinstance.h"

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QCoreApplication::setApplicationName(u"mantyx-inspector"_s);
    QGuiApplication::setApplicationDisplayName(u"MANTYX Run Inspector"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    QCoreApplication::setOrganizationName(u"MANTYX"_s);
    QCoreApplication::setOrganizationDomain(u"mantyx.io"_s);
    QGuiApplication::setDesktopFileName(u"mantyx-inspector"_s);

    mantyx::InspectorArguments arguments;
    // --help and --version print and exit without a display: a QApplication would abort on a
    // machine with none (a CI job, an ssh session), so they are answered before it exists. The
    // plain core application gives the parser the program name it prints.
    {
        QStringList argv8;
        for (int i = 0; i < argc; ++i)
            argv8 << QString::fromLocal8Bit(argv[i]);
        arguments.parse(argv8);
        if (arguments.helpRequested() || arguments.versionRequested()) {
            const QCoreApplication core(argc, argv);
            if (arguments.versionRequested())
                arguments.parser().showVersion(); // exits
            arguments.parser().showHelp(0);       // exits
        }
    }

    QApplication app(argc, argv);
    arguments.parser().process(app);
    // macOS hands files double-clicked in Finder to a running app as events, not arguments:
    // gathered from now on, opened once the window is there.
    mantyx::FileOpenEvents fileOpenEvents(&app);

    // The services the window's widgets share, declared before it so that they outlive it.
    QSettings settings;
    // --lang, else the language chosen in Edit → Preferences, else the system's.
    mantyx::installTranslations(app, mantyx::chooseUiLocale(arguments.language(),
                                                            mantyx::languageSetting(settings),
                                                            QLocale::system()));
    QApplication::setWindowIcon(mantyx::applicationIcon());

    // One inspector per user and settings folder: a second start (a capture double-clicked in
    // the file manager) hands its files to the running one, which opens them and comes to the
    // front, and exits. --new-instance starts a window of its own.
    mantyx::SingleInstance instance(
        arguments.newInstance() ? QString() : mantyx::SingleInstance::defaultServerName());
    if (!arguments.newInstance()) {
        QString error;
        switch (instance.forwardOrListen(arguments.captures(), arguments.runId(), 5000, &error)) {
        case mantyx::SingleInstance::Role::Forwarded:
            return 0;
        case mantyx::SingleInstance::Role::Listening:
            break;
        case mantyx::SingleInstance::Role::Alone:
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "The running inspector did not answer; this is "
                                                "a new one (%1)")
                                        .arg(error)));
            break;
        }
    }

    // The default connection of a fresh install: the embedded sandbox on a loopback port.
    // Declared before the window so that it outlives the window's runs.
    std::unique_ptr<mantyx::SandboxServer> sandbox;
    QNetworkAccessManager network;
    mantyx::SecretStore secrets;
    // The user's choice in the connection manager (off unless they allowed it there).
    secrets.applyPlaintextFallbackChoice(settings);
    mantyx::ConnectionService connection(network, secrets);
    // The local handlers of each connection: their settings and (in the keychain) credentials.
    mantyx::LocalHandlersManager handlers(&settings, &secrets, &network);
    if (!arguments.noSandbox()) {
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
        // Started once the window has painted (below); until then a connection to it waits.
        connection.setBuiltInSandboxStarting(true);
    }
    const auto startSandbox = [&sandbox, &connection] {
        if (!sandbox)
            return;
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
            connection.setBuiltInSandboxStarting(false);
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "The embedded sandbox server did not start: %1")
                                        .arg(error)));
        }
    };
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
    // The sandbox starts after the first paint: the window shows "Starting the built-in
    // sandbox…" meanwhile, and --run (below) waits for the connection to it.
    mantyx::AfterFirstPaint::schedule(&window, startSandbox);
    // MANTYX_STARTUP_PROBE set: say when the window first painted, then quit (startup_bench).
    mantyx::FirstPaintProbe::installIfRequested(&window);
    window.show();
    if (!arguments.runId().isEmpty())
        window.openRun(arguments.runId());
    // Captures given on the command line (`mantyx-inspector run.mxrun`), or asked for by the
    // platform while the window was being made: the first is shown, the others go to the Run
    // Library.
    QStringList captures;
    for (const QString& capture : arguments.captures())
        captures << QDir::current().absoluteFilePath(capture);
    captures << fileOpenEvents.takePending();
    if (!captures.isEmpty())
        window.openCaptures(captures);
    QObject::connect(&fileOpenEvents, &mantyx::FileOpenEvents::filesRequested, &window,
                     &mantyx::MainWindow::openCaptures);

    // Files and runs from later starts go the way File → Open Capture and File → Open Run go.
    // The later start's launch token lets the desktop give this window the focus.
    QObject::connect(
        &instance, &mantyx::SingleInstance::activationRequested, &window,
        [&window](const QStringList& files, const QString& runId, const QString& launchToken) {
            mantyx::launchactivation::activate(&window, launchToken);
            if (!runId.isEmpty())
                window.openRun(runId);
            if (!files.isEmpty())
                window.openCaptures(files);
        });

    if (arguments.hasQuitAfter()) {
        bool ok = false;
        const int ms = arguments.quitAfter().toInt(&ok);
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
