// SPDX-License-Identifier: MIT
// mantyx-run: the headless front end — starts a run from a spec file (or replays one), prints its
// events as they arrive, answers its local tool calls from a file or the terminal, and can write
// a capture file. The run itself goes through the core the inspector uses (RunLauncher,
// RunController, LiveRunSource / ServerRunSource); this file reads the options and input files
// and wires the parts: RunTarget (server or sandbox, and the key), RunCommand (follows and
// prints the run), CallAnswerer (answers its calls), terminal.h (the lines and exit codes).
// With --mcp / --mcp-http / --a2a / --command, the calls go to real handlers (LocalToolSession)
// under the --auto-approve policy; otherwise they are answered by hand or from a file.
#include <memory>
#include <optional>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkAccessManager>

#include "client/apiclient.h"
#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "i18n/translations.h"
#include "localtools/localhandlerflags.h"
#include "localtools/localhandlerset.h"
#include "localtools/localtoolsession.h"
#include "mantyx-run/exportcommand.h"
#include "mantyx-run/runcommand.h"
#include "mantyx-run/runtarget.h"
#include "mantyx-run/terminal.h"
#include "protocol/specissue.h"
#include "protocol/specvalidator.h"
#include "run/answerbook.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::cli;

namespace {

// What mantyx-run reads from its input files (--spec, --answers): far above any real spec, and
// a file that never ends (/dev/zero, a pipe left open) is refused instead of read to the end.
constexpr qint64 MaxInputFileBytes = 16LL * 1024 * 1024;

std::optional<QJsonObject> readJsonObject(const QString& path, const QString& what)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printErr(
            MantyxRun::tr("Cannot read the %1 file %2: %3").arg(what, path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(MaxInputFileBytes + 1);
    if (bytes.size() > MaxInputFileBytes) {
        printErr(MantyxRun::tr("The %1 file %2 is too large: more than %3 bytes; it was not read.")
                     .arg(what, path)
                     .arg(MaxInputFileBytes));
        return std::nullopt;
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        printErr(MantyxRun::tr("The %1 file %2 is not a JSON object: %3")
                     .arg(what, path,
                          error.error != QJsonParseError::NoError
                              ? u"%1 at offset %2"_s.arg(error.errorString()).arg(error.offset)
                              : MantyxRun::tr("not an object")));
        return std::nullopt;
    }
    return doc.object();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mantyx-run"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    mantyx::installTranslations(app, QLocale::system());

    QCommandLineParser parser;
    parser.setApplicationDescription(MantyxRun::tr(
        "Starts an agent run on a MANTYX server (or on the built-in sandbox when --server is "
        "not given), prints every event as one line, answers the run's local tool calls and "
        "exits when the run ends.\n"
        "\n"
        "Local tool calls are answered from --answers (a JSON object mapping a tool's "
        "model-facing name to the result text, or to {\"error\": \"...\"}); otherwise one "
        "line is read from the terminal per call (a line starting with '!' is an error "
        "answer).\n"
        "\n"
        "Local tools: --mcp, --mcp-http and --a2a start an MCP server or fetch an agent card "
        "before the run and add it to the spec as an mcp_local / a2a_local ref; --command "
        "answers a local tool with an executable (the call's args as JSON on its stdin, its "
        "stdout the result). Their calls run without asking as --auto-approve allows; "
        "otherwise an empty line on the terminal runs the handler (with --no-input the call "
        "gets an error answer). A tool that says destructiveHint, or a call whose args do not "
        "match the tool's schema, never runs without asking. --answers entries come first.\n"
        "\n"
        "Environment:\n"
        "  MANTYX_API_KEY  the workspace API key (mantyx_...) sent as the bearer credential\n"
        "\n"
        "Credential (with --server or --profile): MANTYX_API_KEY when set; otherwise the API "
        "key that MANTYX Run Inspector keeps in the keychain for the saved connection profile "
        "matching --server and --workspace (or named by --profile); otherwise exit code 3.\n"
        "\n"
        "Exit codes:\n"
        "  0  the run ended with a successful result\n"
        "  1  the run ended with an error (an error event, or a result that is not a success)\n"
        "  2  the run was cancelled\n"
        "  3  usage error, unreadable input, or no run: the server could not be reached, "
        "refused the request, or the stream broke off for good\n"
        "  4  the run ended, but the --capture file could not be written in full\n"
        "\n"
        "Export: --open FILE --export OUT writes a capture (.mxrun) as an HTML report (.html), "
        "Markdown (.md), its raw events (.jsonl), its spec (.json) or the spec as a curl "
        "script (.sh), chosen by OUT's extension or --export-format; no server is contacted. "
        "Exit code 0 when the file was written, 3 otherwise."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption serverOption(
        u"server"_s,
        MantyxRun::tr("Base URL of the MANTYX server. Without it an "
                      "in-process sandbox is started."),
        MantyxRun::tr("URL"));
    const QCommandLineOption workspaceOption(u"workspace"_s,
                                             MantyxRun::tr("Workspace slug (default: sandbox)."),
                                             MantyxRun::tr("SLUG"), u"sandbox"_s);
    const QCommandLineOption specOption(u"spec"_s, MantyxRun::tr("The run spec, a JSON file."),
                                        MantyxRun::tr("FILE"));
    const QCommandLineOption replayOption(
        u"replay"_s, MantyxRun::tr("Replay a run's persisted event log instead of starting a run."),
        MantyxRun::tr("RUN_ID"));
    const QCommandLineOption jsonlOption(
        u"jsonl"_s, MantyxRun::tr("Print each event as the JSON line received."));
    const QCommandLineOption captureOption(
        u"capture"_s, MantyxRun::tr("Write a capture file (.mxrun, JSON Lines)."),
        MantyxRun::tr("FILE"));
    const QCommandLineOption answersOption(
        u"answers"_s,
        MantyxRun::tr("Answers to local tool calls: a JSON object tool name -> result text."),
        MantyxRun::tr("FILE"));
    const QCommandLineOption noInputOption(
        u"no-input"_s,
        MantyxRun::tr("Never read answers from the terminal; calls without an answer in "
                      "--answers get an error answer."));
    const QCommandLineOption cancelAfterOption(
        u"cancel-after"_s, MantyxRun::tr("Cancel the run after N events have arrived."),
        MantyxRun::tr("N"));
    const QCommandLineOption stallOption(
        u"stall-timeout"_s,
        MantyxRun::tr(
            "Reconnect when the stream is silent (keep-alives included) this long (default "
            "45000)."),
        MantyxRun::tr("MS"), u"45000"_s);
    const QCommandLineOption sandboxDelayOption(
        u"sandbox-delta-delay"_s,
        MantyxRun::tr("In-process sandbox only: pause between two streamed events (default 15)."),
        MantyxRun::tr("MS"), u"15"_s);
    const QCommandLineOption sandboxDataOption(
        u"sandbox-data-dir"_s,
        MantyxRun::tr("In-process sandbox only: keep runs in DIR, so a later --replay finds them."),
        MantyxRun::tr("DIR"));
    const QCommandLineOption profileOption(
        u"profile"_s,
        MantyxRun::tr(
            "Use the inspector's saved connection profile NAME: its server and workspace when "
            "--server is not given, and its API key from the keychain."),
        MantyxRun::tr("NAME"));
    const QCommandLineOption mcpOption(
        u"mcp"_s,
        MantyxRun::tr(
            "Start the MCP server NAME over stdio (COMMAND is its command line as one argument; "
            "double quotes group words) and add its tools as an mcp_local ref named NAME, each "
            "as NAME_TOOL (as the official SDKs name them). Repeatable."),
        MantyxRun::tr("NAME=COMMAND"));
    const QCommandLineOption mcpHttpOption(
        u"mcp-http"_s,
        MantyxRun::tr(
            "Connect to the MCP server NAME over Streamable HTTP at URL and add its tools as an "
            "mcp_local ref named NAME, each as NAME_TOOL. Repeatable."),
        MantyxRun::tr("NAME=URL"));
    const QCommandLineOption mcpBareNamesOption(
        u"mcp-bare-names"_s,
        MantyxRun::tr("Add the tools of --mcp and --mcp-http servers under the servers' own "
                      "names (made valid) instead of NAME_TOOL. Calls are answered under either "
                      "name."));
    const QCommandLineOption a2aOption(
        u"a2a"_s,
        MantyxRun::tr(
            "Fetch the A2A agent card from URL (its /.well-known/agent-card.json) and add it as "
            "the a2a_local tool NAME. Repeatable."),
        MantyxRun::tr("NAME=URL"));
    const QCommandLineOption commandOption(
        u"command"_s,
        MantyxRun::tr(
            "Answer the local tool TOOL with EXECUTABLE (a command line as one argument, as for "
            "--mcp): the call's args as JSON on stdin, stdout is the result. A tool the spec "
            "does not declare is added without parameters. Repeatable."),
        MantyxRun::tr("TOOL=EXECUTABLE"));
    const QCommandLineOption autoApproveOption(
        u"auto-approve"_s,
        MantyxRun::tr(
            "Which local tool calls run their handler without asking: never (the default), "
            "read-only (MCP tools that say readOnlyHint) or always."),
        MantyxRun::tr("never|read-only|always"), u"never"_s);
    const QCommandLineOption openOption(
        u"open"_s, MantyxRun::tr("A capture file (.mxrun) to read (with --export)."),
        MantyxRun::tr("FILE"));
    const QCommandLineOption exportOption(
        u"export"_s,
        MantyxRun::tr("Write the --open capture to OUT: .html, .md, .jsonl, .json or .sh."),
        MantyxRun::tr("OUT"));
    const QCommandLineOption exportFormatOption(
        u"export-format"_s,
        MantyxRun::tr("The --export format when OUT's extension does not say it."),
        MantyxRun::tr("html|md|jsonl|json|curl"));
    parser.addOptions({serverOption,      workspaceOption,   profileOption,     specOption,
                       replayOption,      jsonlOption,       captureOption,     answersOption,
                       noInputOption,     cancelAfterOption, stallOption,       sandboxDelayOption,
                       sandboxDataOption, mcpOption,         mcpHttpOption,     mcpBareNamesOption,
                       a2aOption,         commandOption,     autoApproveOption, openOption,
                       exportOption,      exportFormatOption});

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(u"help"_s)) {
        printOut(parser.helpText().toUtf8());
        return ExitSucceeded;
    }
    if (parser.isSet(u"version"_s)) {
        printOut(QByteArrayLiteral("mantyx-run " MANTYX_VERSION));
        return ExitSucceeded;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            MantyxRun::tr("Unexpected argument: %1").arg(parser.positionalArguments().first()));
    if (parser.isSet(openOption) || parser.isSet(exportOption) ||
        parser.isSet(exportFormatOption)) {
        if (!parser.isSet(openOption) || !parser.isSet(exportOption))
            return usageError(
                MantyxRun::tr("--export needs --open FILE, and --open needs --export OUT."));
        if (parser.isSet(specOption) || parser.isSet(replayOption))
            return usageError(
                MantyxRun::tr("--open reads a capture; it does not go with --spec or --replay."));
        const QString out = parser.value(exportOption);
        const std::optional<RunExport::Format> format =
            parser.isSet(exportFormatOption)
                ? RunExport::formatFromName(parser.value(exportFormatOption))
                : RunExport::formatForPath(out);
        if (!format) {
            return usageError(
                parser.isSet(exportFormatOption)
                    ? MantyxRun::tr("Unknown --export-format: %1 (html, md, jsonl, json or curl).")
                          .arg(parser.value(exportFormatOption))
                    : MantyxRun::tr("Cannot tell the export format from %1: use .html, .md, "
                                    ".jsonl, .json or .sh, or --export-format.")
                          .arg(out));
        }
        ExportCommand exporter(parser.value(openOption), out, *format);
        exporter.start();
        return QCoreApplication::exec();
    }
    if (parser.isSet(specOption) == parser.isSet(replayOption))
        return usageError(MantyxRun::tr("Give either --spec FILE or --replay RUN_ID."));

    const auto intValue = [&parser](const QCommandLineOption& option, int min, int* out) -> bool {
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < min)
            return false;
        *out = value;
        return true;
    };

    RunOptions options;
    options.jsonl = parser.isSet(jsonlOption);
    options.capturePath = parser.value(captureOption);
    options.answering.interactive = !parser.isSet(noInputOption);
    options.replayRunId = parser.value(replayOption);
    if (parser.isSet(cancelAfterOption) && !intValue(cancelAfterOption, 1, &options.cancelAfter))
        return usageError(
            MantyxRun::tr("--cancel-after needs a whole number of events, at least 1."));
    if (!intValue(stallOption, 100, &options.stallTimeoutMs))
        return usageError(
            MantyxRun::tr("--stall-timeout needs a whole number of milliseconds, at least 100."));
    int sandboxDelayMs = 15;
    if (!intValue(sandboxDelayOption, 0, &sandboxDelayMs))
        return usageError(
            MantyxRun::tr("--sandbox-delta-delay needs a whole number of milliseconds."));

    // Local tools: parsed now (usage errors before anything starts), started after the sandbox.
    LocalHandlerFlags handlerFlags;
    handlerFlags.mcp = parser.values(mcpOption);
    handlerFlags.mcpHttp = parser.values(mcpHttpOption);
    handlerFlags.a2a = parser.values(a2aOption);
    handlerFlags.commands = parser.values(commandOption);
    handlerFlags.bareMcpNames = parser.isSet(mcpBareNamesOption);
    handlerFlags.autoApprove = parser.value(autoApproveOption);
    QString handlerError;
    const std::optional<LocalHandlerSet> handlerSet = handlerFlags.toSet(&handlerError);
    if (!handlerSet)
        return usageError(handlerError);
    const bool haveLocalTools = !handlerFlags.isEmpty();
    if (haveLocalTools && parser.isSet(replayOption))
        return usageError(
            MantyxRun::tr("--mcp, --mcp-http, --a2a and --command answer a live run; a replay "
                          "answers nothing."));

    if (parser.isSet(specOption)) {
        const std::optional<QJsonObject> spec =
            readJsonObject(parser.value(specOption), MantyxRun::tr("spec"));
        if (!spec)
            return ExitNoRun;
        // The server's own rules, checked here first: every problem at once.
        const QList<SpecIssue> issues = SpecValidator::validate(*spec);
        for (const SpecIssue& issue : issues)
            printIssue(issue);
        if (hasErrors(issues))
            return ExitNoRun;
        options.spec = *spec;
    }
    if (parser.isSet(answersOption)) {
        const std::optional<QJsonObject> answers =
            readJsonObject(parser.value(answersOption), MantyxRun::tr("answers"));
        if (!answers)
            return ExitNoRun;
        options.answering.answers = AnswerBook::fromJson(*answers);
    }

    TargetFlags targetFlags;
    if (parser.isSet(serverOption))
        targetFlags.server = parser.value(serverOption);
    targetFlags.workspace = parser.value(workspaceOption);
    targetFlags.workspaceGiven = parser.isSet(workspaceOption);
    if (parser.isSet(profileOption))
        targetFlags.profile = parser.value(profileOption);
    targetFlags.apiKey = qEnvironmentVariable("MANTYX_API_KEY");
    targetFlags.sandboxDeltaDelayMs = sandboxDelayMs;
    targetFlags.sandboxDataDir = parser.value(sandboxDataOption);
    const std::optional<RunTarget> target = RunTarget::choose(targetFlags);
    if (!target)
        return ExitNoRun;

    QNetworkAccessManager network;
    std::unique_ptr<LocalToolSession> localTools;
    if (haveLocalTools) {
        localTools = std::make_unique<LocalToolSession>(&network);
        handlerSet->configure(*localTools);
        options.answering.localTools = localTools.get();
    }
    ApiKeyCredential credential(targetFlags.apiKey);
    ApiClient client(&network, target->baseUrl(), target->workspace(), &credential);
    RunCommand command(options, &client);
    SecretStore secrets;
    ConnectionService connection(network, secrets);
    // With local tools, the launcher starts them before it creates the run.
    target->authorize(credential, connection, &command, [&command] { command.start(); });
    return QCoreApplication::exec();
}
