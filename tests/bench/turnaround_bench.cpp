// SPDX-License-Identifier: MIT
// turnaround_bench: how long a local tool call takes the app — from the `local_tool_call` event
// decoded off the run's stream to the server's acknowledgement of the tool-result POST — with an
// auto-approved trivial command handler (/bin/cat: the call's args are its answer), against the
// sandbox (mantyx-sandbox as a child process; --in-process: a SandboxServer on this event loop,
// as the window embeds it), the way RunLauncher runs it for the window and mantyx-run. The baseline
// is a bare HTTP POST round trip on the same QNetworkAccessManager (the same kept-alive loopback
// connection): a tool-result body of the same size for an unknown call, answered 404 at once.
// Several runs of --calls calls each; every call is timed; medians. Prints the split of the
// median call (dispatch, the command, the POST), the floor of the command (the same program
// started, fed and reaped with posix_spawn and pipes, and with a bare QProcess, from this
// process) and a last line
//   BENCH turnaround ours=<ms>ms base=<ms>ms ratio=<r> goal=<=2 met|missed
// (issue 17 item 7).
//
//   turnaround_bench [--runs 4] [--calls 50] [--program /bin/cat]

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QScopeGuard>
#include <QTimer>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/toolresultsender.h"
#include "localtools/approvalpolicy.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolsession.h"
#include "protocol/runevent.h"
#include "run/runcontroller.h"
#include "run/runlauncher.h"
#include "run/runsource.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

constexpr auto kTool = "bench_echo"_L1;

// The spec of one run: the local tool named `calls` times in the prompt, so the scripted model
// calls it that often; no loop guard and no tool budget to stop it.
QJsonObject specFor(int calls)
{
    QStringList words;
    for (int i = 0; i < calls; ++i)
        words << QString(kTool);
    const QJsonObject tool{
        {"kind"_L1, u"local"_s},
        {"name"_L1, QString(kTool)},
        {"description"_L1, u"Echoes its arguments."_s},
        {"parameters"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"query"_s}}}}};
    return QJsonObject{{"systemPrompt"_L1, u"You are the turnaround benchmark."_s},
                       {"prompt"_L1, QString(u"Use "_s + words.join(u' '))},
                       {"tools"_L1, QJsonArray{tool}},
                       {"loopDetection"_L1, QJsonValue(false)},
                       {"toolBudgets"_L1, QJsonObject{}},
                       {"budgets"_L1, QJsonObject{{"maxToolTurns"_L1, QJsonValue(calls)}}}};
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

double msSince(const QElapsedTimer& clock, qint64 startNs)
{
    return double(clock.nsecsElapsed() - startNs) / 1e6;
}

// Runs the event loop until `done` or `timeoutMs`.
template <typename Done> bool waitFor(Done done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

// One start of `program` as the command handler's floor: posix_spawn (vfork semantics) with
// stdin and stdout on pipes, `input` written and closed, stdout read to its end, the child reaped.
// Milliseconds; negative when it could not be started.
double spawnOnce(const QByteArray& program, const QByteArray& input)
{
    int in[2];
    int out[2];
    if (pipe2(in, O_CLOEXEC) != 0)
        return -1;
    if (pipe2(out, O_CLOEXEC) != 0) {
        close(in[0]);
        close(in[1]);
        return -1;
    }
    QElapsedTimer clock;
    clock.start();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    QByteArray path = program;
    char* argv[] = {path.data(), nullptr};
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, path.constData(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    if (spawned == 0 && write(in[1], input.constData(), size_t(input.size())) < 0)
        std::perror("turnaround_bench: write");
    close(in[1]);
    char buffer[4096];
    while (read(out[0], buffer, sizeof buffer) > 0) {
    }
    close(out[0]);
    if (spawned != 0)
        return -1;
    int status = 0;
    waitpid(pid, &status, 0);
    return double(clock.nsecsElapsed()) / 1e6;
}

// The same with a QProcess and nothing else of the app: started, `input` written and the write
// channel closed, stdout read as it comes, finished() awaited on the event loop.
double qprocessOnce(const QString& program, const QByteArray& input)
{
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    process.setProgram(program);
    QEventLoop loop;
    QByteArray output;
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &loop,
                     [&] { output += process.readAllStandardOutput(); });
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    process.start(QIODevice::ReadWrite);
    process.write(input);
    process.closeWriteChannel();
    loop.exec();
    return double(clock.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption runsOption(u"runs"_s, u"Runs."_s, u"n"_s, u"4"_s);
    const QCommandLineOption callsOption(u"calls"_s, u"Local calls per run (at most 100)."_s,
                                         u"n"_s, u"50"_s);
    const QCommandLineOption programOption(u"program"_s, u"The command handler."_s, u"path"_s,
                                           u"/bin/cat"_s);
    const QCommandLineOption sandboxOption(
        u"sandbox"_s, u"The mantyx-sandbox to start."_s, u"path"_s,
        QCoreApplication::applicationDirPath() + u"/../../app/mantyx-sandbox"_s);
    const QCommandLineOption inProcessOption(u"in-process"_s,
                                             u"Run the sandbox in this process instead."_s);
    parser.addOptions({runsOption, callsOption, programOption, sandboxOption, inProcessOption});
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const int calls = std::clamp(parser.value(callsOption).toInt(), 1, 100);

    // The sandbox: mantyx-sandbox in a process of its own (the default), so that only the
    // client's work is on this event loop, as with any server; or in this process.
    std::unique_ptr<SandboxServer> inProcess;
    QProcess child;
    QUrl baseUrl;
    const QString workspace = SandboxConfig().workspaceSlug;
    const QString apiKey = SandboxConfig().apiKeys.value(0);
    if (parser.isSet(inProcessOption)) {
        SandboxConfig config;
        config.deltaDelayMs = 0;
        inProcess = std::make_unique<SandboxServer>(config);
        QString error;
        if (!inProcess->start(&error)) {
            std::fprintf(stderr, "turnaround_bench: the sandbox did not start: %s\n",
                         qPrintable(error));
            return 1;
        }
        baseUrl = inProcess->baseUrl();
    } else {
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(parser.value(sandboxOption), {u"--port"_s, u"0"_s, u"--delta-delay"_s, u"0"_s});
        QByteArray out;
        // "mantyx-sandbox listening on http://127.0.0.1:PORT (workspace sandbox)"
        while (!out.contains('\n') && child.waitForReadyRead(15000))
            out += child.readAllStandardOutput();
        const qsizetype at = out.indexOf("http");
        if (at < 0) {
            std::fprintf(stderr, "turnaround_bench: %s did not start\n",
                         qPrintable(parser.value(sandboxOption)));
            return 1;
        }
        baseUrl = QUrl(QString::fromUtf8(out.mid(at, out.indexOf(' ', at) - at)));
    }
    const auto stopChild = qScopeGuard([&] {
        if (child.state() != QProcess::NotRunning) {
            child.terminate();
            if (!child.waitForFinished(5000))
                child.kill();
        }
    });
    QNetworkAccessManager network;
    ApiKeyCredential key(apiKey);
    ApiClient client(&network, baseUrl, workspace, &key);

    LocalToolSession tools(&network);
    tools.addCommand(QString(kTool), parser.value(programOption));
    ApprovalPolicy policy;
    policy.setDefaultMode(ApprovalPolicy::Mode::Always);
    tools.setPolicy(policy);
    RunLauncher launcher(&client);
    launcher.setLocalTools(&tools);

    QElapsedTimer clock;
    clock.start();
    struct Call
    {
        qint64 received = -1;
        qint64 started = -1;  // the handler was started
        qint64 finished = -1; // the handler's answer is there (the POST starts)
        qint64 acknowledged = -1;
    };
    std::map<QString, Call> timings;
    QString lastRunId;
    int acknowledged = 0;
    int rejected = 0;
    QObject::connect(&tools, &LocalToolSession::callStarted, &app, [&](const QString& toolUseId) {
        timings[toolUseId].started = clock.nsecsElapsed();
    });
    QObject::connect(&tools, &LocalToolSession::callFinished, &app,
                     [&](const DispatchResult& result) {
                         timings[result.toolUseId].finished = clock.nsecsElapsed();
                     });
    QObject::connect(&launcher, &RunLauncher::controllerCreated, &app, [&](RunController* run) {
        // Connected before the launcher hands the events to the handlers.
        QObject::connect(run->source(), &RunSource::eventsAppended, &app,
                         [&](const QList<RunEvent>& events) {
                             for (const RunEvent& event : events) {
                                 if (const auto* call = event.as<LocalToolCallEvent>())
                                     timings[call->toolUseId].received = clock.nsecsElapsed();
                             }
                         });
        QObject::connect(run, &RunController::runIdAssigned, &app, [&, run] {
            lastRunId = run->runId();
            QObject::connect(run->sender(), &ToolResultSender::stateChanged, &app,
                             [&](const QString& toolUseId, ToolResultSender::State state) {
                                 if (state == ToolResultSender::State::Acknowledged) {
                                     timings[toolUseId].acknowledged = clock.nsecsElapsed();
                                     ++acknowledged;
                                 } else if (state == ToolResultSender::State::Rejected ||
                                            state == ToolResultSender::State::Failed) {
                                     ++rejected;
                                 }
                             });
        });
    });
    QObject::connect(&launcher, &RunLauncher::launchFailed, &app,
                     [](RunLauncher::Failure, const QString& reason) {
                         std::fprintf(stderr, "turnaround_bench: launch failed: %s\n",
                                      qPrintable(reason));
                         std::exit(1);
                     });

    // The command's floor: the same program started as cheaply as this machine can, as often as
    // the handler starts it, after each run (so under the same load as the calls).
    const QByteArray input =
        QJsonDocument(QJsonObject{{"query"_L1, u"bench"_s}}).toJson(QJsonDocument::Compact);
    QList<double> spawned;
    QList<double> qprocess;
    for (int r = 0; r < runs; ++r) {
        const int before = acknowledged;
        if (!launcher.launch(specFor(calls)))
            return 1;
        bool finished = false;
        if (!waitFor([&] { return launcher.run() != nullptr; }, 30000))
            return 1;
        RunController* run = launcher.run();
        QObject::connect(run, &RunController::finished, &app, [&] { finished = true; });
        if (!waitFor([&] { return finished; }, 120000) || acknowledged - before != calls ||
            rejected) {
            std::fprintf(stderr, "turnaround_bench: run %d: %d of %d calls acknowledged\n", r + 1,
                         acknowledged - before, calls);
            return 1;
        }
        for (int i = 0; i < calls; ++i) {
            spawned << spawnOnce(QFile::encodeName(parser.value(programOption)), input);
            qprocess << qprocessOnce(parser.value(programOption), input);
        }
    }

    QList<double> turnaround;
    QList<double> dispatch;
    QList<double> command;
    QList<double> post;
    for (const auto& [id, call] : timings) {
        if (call.received < 0 || call.acknowledged < 0)
            continue;
        turnaround << double(call.acknowledged - call.received) / 1e6;
        if (call.started >= 0 && call.finished >= 0) {
            dispatch << double(call.started - call.received) / 1e6;
            command << double(call.finished - call.started) / 1e6;
            post << double(call.acknowledged - call.finished) / 1e6;
        }
    }

    // The bare POST: a tool result of the same size for a call the run never made (404), on the
    // same network manager, so on the same kept-alive connection to the sandbox.
    QNetworkRequest request(client.workspaceUrl(u"agent-runs/"_s + lastRunId + u"/tool-results"_s));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    request.setRawHeader("Authorization", key.authorizationHeader());
    const QByteArray body = QJsonDocument(QJsonObject{{"toolUseId"_L1, u"tu_0000000000000000"_s},
                                                      {"result"_L1, u"{\"query\":\"bench\"}"_s}})
                                .toJson(QJsonDocument::Compact);
    QList<double> bare;
    int status = 0;
    for (int i = 0; i < std::max(runs * calls, 50); ++i) {
        const qint64 start = clock.nsecsElapsed();
        QNetworkReply* reply = network.post(request, body);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        bare << msSince(clock, start);
        status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        reply->deleteLater();
    }

    const double ours = median(turnaround);
    const double base = median(bare);
    std::printf("calls: %lld timed (%d runs of %d), bare POSTs: %lld (HTTP %d)\n",
                static_cast<long long>(turnaround.size()), runs, calls,
                static_cast<long long>(bare.size()), status);
    std::printf("median split: received -> handler started %.2f ms, command %.2f ms, answer -> "
                "acknowledged %.2f ms\n",
                median(dispatch), median(command), median(post));
    std::printf("floor of the command: posix_spawn + pipes %.2f ms, bare QProcess %.2f ms; "
                "floor of the turnaround (posix_spawn + bare POST) %.2f ms, ratio %.2f\n",
                median(spawned), median(qprocess), median(spawned) + base,
                (median(spawned) + base) / base);
    const double ratio = ours / base;
    std::printf("BENCH turnaround ours=%.2fms base=%.2fms ratio=%.2f goal=<=2 %s\n", ours, base,
                ratio, ratio <= 2.0 ? "met" : "missed");
    return 0;
}
