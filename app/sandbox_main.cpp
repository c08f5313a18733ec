// SPDX-License-Identifier: MIT
// mantyx-sandbox: the embedded sandbox server on its own — parses the switches of
// docs/sandbox.md, prints the base URL once it listens, and stops cleanly on SIGINT/SIGTERM.
#include <csignal>
#include <cstdio>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>
#include <QLocale>
#include <QSocketNotifier>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n/translations.h"
#include "sandbox/sandboxconfig.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace {

int s_signalFds[2] = {-1, -1};

// An accepted API key that is not on the command line, where every user could see it.
constexpr char ApiKeyVariable[] = "MANTYX_SANDBOX_API_KEY";

// Async-signal-safe: one byte into the pipe, the event loop does the rest.
void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_signalFds[0], &byte, 1);
}

// The translation context of the program's own texts (help, listening line, errors).
struct SandboxMain
{
    Q_DECLARE_TR_FUNCTIONS(SandboxMain)
};

[[noreturn]] void fail(const QString& message)
{
    std::fputs(qPrintable(message + u'\n'), stderr);
    std::exit(2);
}

int intValue(const QCommandLineParser& parser, const QCommandLineOption& option, int min, int max)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < min || value > max)
        fail(SandboxMain::tr("--%1 needs a whole number from %2 to %3.")
                 .arg(option.names().constFirst())
                 .arg(min)
                 .arg(max));
    return value;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mantyx-sandbox"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    mantyx::installTranslations(app, QLocale::system());

    // Every default shown in --help comes from the one place that defines it.
    const mantyx::SandboxConfig defaults;
    QCommandLineParser parser;
    parser.setApplicationDescription(SandboxMain::tr(
        "A MANTYX-compatible agent-runs server with a deterministic scripted model, for "
        "trying the Run Inspector and SDKs offline."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption listen(
        u"listen"_s,
        SandboxMain::tr("Address to bind (default %1).").arg(defaults.address.toString()),
        SandboxMain::tr("addr"), defaults.address.toString());
    const QCommandLineOption port(
        u"port"_s, SandboxMain::tr("TCP port; 0 picks a free one (default %1).").arg(defaults.port),
        SandboxMain::tr("n"), QString::number(defaults.port));
    const QCommandLineOption dataDir(u"data-dir"_s,
                                     SandboxMain::tr("Persist runs, events and sessions in "
                                                     "<dir>/sandbox.sqlite."),
                                     SandboxMain::tr("dir"));
    const QCommandLineOption ephemeral(
        u"ephemeral"_s, SandboxMain::tr("Keep everything in memory (the default without "
                                        "--data-dir; wins over it)."));
    const QCommandLineOption workspace(
        u"workspace"_s,
        SandboxMain::tr("The workspace slug every route is under (default %1).")
            .arg(defaults.workspaceSlug),
        SandboxMain::tr("slug"), defaults.workspaceSlug);
    const QCommandLineOption apiKey(
        u"api-key"_s,
        SandboxMain::tr("An accepted workspace API key; repeatable (default %1).")
            .arg(defaults.apiKeys.join(u", "_s)),
        SandboxMain::tr("key"));
    const QCommandLineOption apiKeyFile(
        u"api-key-file"_s,
        SandboxMain::tr("Read an accepted API key from the first line of <path>; keeps it out of "
                        "the process list (so does the environment variable %1).")
            .arg(QLatin1StringView(ApiKeyVariable)),
        SandboxMain::tr("path"));
    const QCommandLineOption oauthClient(
        u"oauth-client"_s,
        SandboxMain::tr("A registered OAuth client as ID:SECRET; repeatable (default %1).")
            .arg(defaults.oauthClients.value(0).clientId + u":"_s +
                 defaults.oauthClients.value(0).clientSecret),
        SandboxMain::tr("id:secret"));
    const QCommandLineOption tokenLifetime(
        u"token-lifetime"_s,
        SandboxMain::tr("OAuth access-token lifetime in seconds (default %1).")
            .arg(defaults.tokenLifetimeSec),
        SandboxMain::tr("seconds"), QString::number(defaults.tokenLifetimeSec));
    const QCommandLineOption deltaDelay(
        u"delta-delay"_s,
        SandboxMain::tr("Pause between two streamed events in ms (default %1).")
            .arg(defaults.deltaDelayMs),
        SandboxMain::tr("ms"), QString::number(defaults.deltaDelayMs));
    const QCommandLineOption toolTimeout(
        u"tool-timeout"_s,
        SandboxMain::tr("How long a run waits for a local tool result in ms (default %1).")
            .arg(defaults.toolTimeoutMs),
        SandboxMain::tr("ms"), QString::number(defaults.toolTimeoutMs));
    const QCommandLineOption keepAlive(
        u"keep-alive"_s,
        SandboxMain::tr("Idle time before a keep-alive comment in ms (default %1).")
            .arg(defaults.keepAliveMs),
        SandboxMain::tr("ms"), QString::number(defaults.keepAliveMs));
    const QCommandLineOption headerTimeout(
        u"header-timeout"_s,
        SandboxMain::tr("Time a client has to send a whole request head in ms (default %1).")
            .arg(defaults.headerTimeoutMs),
        SandboxMain::tr("ms"), QString::number(defaults.headerTimeoutMs));
    const QCommandLineOption idleTimeout(
        u"idle-timeout"_s,
        SandboxMain::tr("Time a kept-alive connection may wait for its next request in ms "
                        "(default %1).")
            .arg(defaults.idleTimeoutMs),
        SandboxMain::tr("ms"), QString::number(defaults.idleTimeoutMs));
    const QCommandLineOption maxConnections(
        u"max-connections"_s,
        SandboxMain::tr("Connections open at once; more are refused with 503 (default %1).")
            .arg(defaults.maxConnections),
        SandboxMain::tr("n"), QString::number(defaults.maxConnections));
    const QCommandLineOption legacy(u"legacy"_s,
                                    SandboxMain::tr("Behave like an older MANTYX server."));
    const QCommandLineOption rateLimit(
        u"rate-limit"_s,
        SandboxMain::tr("Requests per credential per minute; 0 is off (default %1).")
            .arg(defaults.rateLimitPerMinute),
        SandboxMain::tr("n"), QString::number(defaults.rateLimitPerMinute));
    const QCommandLineOption fault(u"fault"_s,
                                   SandboxMain::tr("Server-wide fault injection, name=value (e.g. "
                                                   "cutAfterEvents=3); repeatable."),
                                   SandboxMain::tr("spec"));
    const QCommandLineOption eventShape(
        u"event-shape"_s,
        SandboxMain::tr("How stream events carry their payload: envelope, flat or both "
                        "(default both, readable by the official SDKs and envelope readers)."),
        SandboxMain::tr("shape"), u"both"_s);
    parser.addOptions({listen, port, dataDir, ephemeral, workspace, apiKey, apiKeyFile, oauthClient,
                       tokenLifetime, deltaDelay, toolTimeout, keepAlive, headerTimeout,
                       idleTimeout, maxConnections, legacy, rateLimit, fault, eventShape});
    parser.process(app);
    if (!parser.positionalArguments().isEmpty())
        fail(SandboxMain::tr("Unexpected argument: %1")
                 .arg(parser.positionalArguments().constFirst()));

    mantyx::SandboxConfig config;
    if (!config.address.setAddress(parser.value(listen)))
        fail(
            SandboxMain::tr("--listen needs an IP address, not \"%1\".").arg(parser.value(listen)));
    config.port = quint16(intValue(parser, port, 0, 65535));
    if (parser.isSet(dataDir) && !parser.isSet(ephemeral))
        config.dataDir = parser.value(dataDir);
    config.workspaceSlug = parser.value(workspace);
    if (config.workspaceSlug.isEmpty())
        fail(SandboxMain::tr("--workspace needs a slug."));
    // Keys from the command line, the environment and a file all count; any of them replaces
    // the default key.
    QStringList keys = parser.values(apiKey);
    const QString fromEnvironment = qEnvironmentVariable(ApiKeyVariable).trimmed();
    if (!fromEnvironment.isEmpty())
        keys.append(fromEnvironment);
    if (parser.isSet(apiKeyFile)) {
        QString why;
        const QString fromFile = mantyx::readApiKeyFile(parser.value(apiKeyFile), &why);
        if (fromFile.isEmpty())
            fail(SandboxMain::tr("--api-key-file: %1").arg(why));
        keys.append(fromFile);
    }
    if (!keys.isEmpty()) {
        for (const QString& key : std::as_const(keys)) {
            if (!key.startsWith("mantyx_"_L1))
                fail(SandboxMain::tr(
                    "API keys start with mantyx_; one of the keys given does not (it is not "
                    "repeated here, as it may be a secret)."));
        }
        keys.removeDuplicates();
        config.apiKeys = keys;
    }
    if (parser.isSet(oauthClient)) {
        config.oauthClients.clear();
        const QStringList clients = parser.values(oauthClient);
        for (const QString& client : clients) {
            const qsizetype colon = client.indexOf(u':');
            if (colon <= 0 || colon == client.size() - 1)
                fail(SandboxMain::tr("--oauth-client needs ID:SECRET, not \"%1\".").arg(client));
            config.oauthClients.append({client.left(colon), client.mid(colon + 1)});
        }
    }
    config.tokenLifetimeSec = intValue(parser, tokenLifetime, 1, 100000000);
    config.deltaDelayMs = intValue(parser, deltaDelay, 0, 600000);
    config.toolTimeoutMs = intValue(parser, toolTimeout, 1, 86400000);
    config.keepAliveMs = intValue(parser, keepAlive, 1, 86400000);
    config.headerTimeoutMs = intValue(parser, headerTimeout, 1, 86400000);
    config.idleTimeoutMs = intValue(parser, idleTimeout, 1, 86400000);
    config.maxConnections = intValue(parser, maxConnections, 1, 100000);
    config.legacy = parser.isSet(legacy);
    config.rateLimitPerMinute = intValue(parser, rateLimit, 0, 1000000);
    if (parser.isSet(eventShape) && !config.faults.apply(u"shape"_s, parser.value(eventShape)))
        fail(SandboxMain::tr("--event-shape is envelope, flat or both, not \"%1\".")
                 .arg(parser.value(eventShape)));
    const QStringList faults = parser.values(fault);
    for (const QString& spec : faults) {
        // Several faults may share one switch: --fault crlf=1,stripEvent=1.
        const QStringList parts = spec.split(u',', Qt::SkipEmptyParts);
        for (const QString& part : parts) {
            const qsizetype eq = part.indexOf(u'=');
            if (eq <= 0 || !config.faults.apply(part.left(eq).trimmed(), part.mid(eq + 1)))
                fail(SandboxMain::tr("Unknown fault or bad value: \"%1\".").arg(part));
        }
    }

    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, s_signalFds) != 0)
        fail(SandboxMain::tr("Cannot set up signal handling."));
    QSocketNotifier notifier(s_signalFds[1], QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, &app, [&notifier]() {
        notifier.setEnabled(false);
        char byte = 0;
        [[maybe_unused]] const ssize_t got = ::read(s_signalFds[1], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    mantyx::SandboxServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::fputs(qPrintable(SandboxMain::tr("mantyx-sandbox: %1").arg(error) + u'\n'), stderr);
        return 1;
    }
    std::fputs(qPrintable(SandboxMain::tr("mantyx-sandbox listening on %1 (workspace %2)")
                              .arg(server.baseUrl().toString(), config.workspaceSlug) +
                          u'\n'),
               stdout);
    std::fflush(stdout);

    const int code = QCoreApplication::exec();
    server.stop();
    ::close(s_signalFds[0]);
    ::close(s_signalFds[1]);
    return code;
}
