// SPDX-License-Identifier: MIT
// mantyx-run, the built binary, against SdkStyleServer — a server that frames runs as the
// official SDKs' test servers do (flat `data`, `subtype: "success"`, no snapshot route): a plain
// answer, a local tool answered by --command, an `error` event, a cancel, an mcp_local call named
// `<server>_<tool>` answered by the real server-everything, and --replay of a finished run from
// its stream alone (with a note), or of a run that does not exist (the stream's 404).
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clienttest.h"
#include "peerprocess.h"
#include "sdkstyleserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestSdkStyleServer final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void plainRun();
    void localToolByCommand();
    void errorEvent();
    void cancel();
    void mcpPrefixedCall();
    void replayWithoutSnapshot();
    void replayUnknownRun();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        bool finished = false;
        QByteArray describe() const
        {
            return "exit " + QByteArray::number(exitCode) + "\n--- stdout\n" + out.right(2500) +
                   "\n--- stderr\n" + err.right(2500);
        }
    };
    // mantyx-run --server <SdkStyleServer> --workspace conformance <args>, with its key.
    Result run(const QStringList& args);
    // A spec file with `prompt`, optional tools and metadata.
    QString specFile(const QString& prompt, const QJsonArray& tools = {},
                     const QJsonObject& metadata = {});

    SdkStyleServer m_server;
    QString m_binary;
    QTemporaryDir m_dir;
    int m_files = 0;
};

namespace {

// Generous: two shared cores, perhaps ASan, and a node MCP server to start.
constexpr int ProcessTimeoutMs = 90000;

QJsonObject lookupTool()
{
    return QJsonObject{
        {"kind"_L1, u"local"_s},
        {"name"_L1, u"lookup_order"_s},
        {"description"_L1, u"Looks an order up."_s},
        {"parameters"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"query"_s}}}}};
}

// The `text` of the terminal event as mantyx-run printed it (readable form: text="...").
bool printedFinalText(const QByteArray& out, const QString& text)
{
    const QByteArray quoted =
        QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    return out.contains(QByteArray("text=" + quoted));
}

} // namespace

void TestSdkStyleServer::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_binary = mantyx::clienttest::mantyxRunBinary();
    QVERIFY2(QFileInfo(m_binary).isExecutable(),
             qPrintable(u"mantyx-run not found at %1: build the mantyx-run target (or set "
                        "MANTYX_RUN_BINARY)"_s.arg(m_binary)));
    QString error;
    QVERIFY2(m_server.start(&error), qPrintable(error));
}

TestSdkStyleServer::Result TestSdkStyleServer::run(const QStringList& args)
{
    Result r;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"MANTYX_API_KEY"_s, SdkStyleServer::apiKey());
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    process.setProcessEnvironment(env);
    process.start(m_binary, QStringList{u"--server"_s, m_server.baseUrl().toString(),
                                        u"--workspace"_s, SdkStyleServer::workspace()} +
                                args);
    if (!process.waitForStarted(10000))
        return r;
    process.closeWriteChannel();
    // The event loop keeps running: the server lives in this process.
    QElapsedTimer timer;
    timer.start();
    while (process.state() != QProcess::NotRunning && timer.elapsed() < ProcessTimeoutMs)
        QTest::qWait(5);
    r.finished = process.state() == QProcess::NotRunning;
    if (!r.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

QString TestSdkStyleServer::specFile(const QString& prompt, const QJsonArray& tools,
                                     const QJsonObject& metadata)
{
    QJsonObject spec{{"systemPrompt"_L1, u"You are the conformance test agent."_s},
                     {"prompt"_L1, prompt}};
    if (!tools.isEmpty())
        spec.insert("tools"_L1, tools);
    if (!metadata.isEmpty())
        spec.insert("metadata"_L1, metadata);
    const QString path = m_dir.filePath(u"spec%1.json"_s.arg(++m_files));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QJsonDocument(spec).toJson());
    return path;
}

void TestSdkStyleServer::plainRun()
{
    const Result r = run({u"--spec"_s, specFile(u"plain: say hello"_s), u"--no-input"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY2(!r.out.contains("malformed"), r.describe().constData());
    QVERIFY2(printedFinalText(r.out, SdkStyleServer::plainText()), r.describe().constData());
    QVERIFY2(r.out.contains("assistant_delta"), r.describe().constData());
    QVERIFY2(r.err.contains("# finished: result (exit code 0)"), r.describe().constData());
}

void TestSdkStyleServer::localToolByCommand()
{
    const QString script = m_dir.filePath(u"lookup.sh"_s);
    {
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("printf 'order %s for ' \"$MANTYX_TOOL_USE_ID\"; cat\n");
    }
    const Result r =
        run({u"--spec"_s, specFile(u"tool: look the order up"_s, {lookupTool()}), u"--no-input"_s,
             u"--command"_s, u"lookup_order=sh \""_s + script + u"\""_s, u"--auto-approve"_s,
             u"always"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY2(!r.out.contains("malformed"), r.describe().constData());

    // Exactly one answer reached the server, under the call's toolUseId, with the command's
    // output — and the run's final text quotes it.
    const QString runId = m_server.runIds().constLast();
    const QList<QJsonObject> answers = m_server.toolResults(runId);
    QCOMPARE(answers.size(), 1);
    const QString toolUseId = u"tu_%1_1"_s.arg(runId);
    QCOMPARE(answers.at(0).value("toolUseId"_L1).toString(), toolUseId);
    const QString answer = answers.at(0).value("result"_L1).toString();
    QCOMPARE(answer, u"order %1 for {\"query\":\"conformance\"}"_s.arg(toolUseId));
    QVERIFY2(printedFinalText(r.out, u"The tool lookup_order answered: "_s + answer),
             r.describe().constData());
}

void TestSdkStyleServer::errorEvent()
{
    const Result r = run({u"--spec"_s, specFile(u"error: hit the rate limit"_s), u"--no-input"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 1, r.describe().constData());
    const QByteArray message = SdkStyleServer::errorMessage().toUtf8();
    QVERIFY2(
        r.out.contains(QByteArray("class=rate_limit code=rate_limit error=\"" + message + '"')),
        r.describe().constData());
    QVERIFY2(r.err.contains("# finished: error (exit code 1)"), r.describe().constData());
}

void TestSdkStyleServer::cancel()
{
    const Result r = run({u"--spec"_s, specFile(u"wait: until cancelled"_s), u"--no-input"_s,
                          u"--cancel-after"_s, u"1"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 2, r.describe().constData());
    QVERIFY2(r.out.contains("cancelled reason=user"), r.describe().constData());
    const QString runId = m_server.runIds().constLast();
    QVERIFY(m_server.requestLog().contains(
        u"POST /api/v1/workspaces/conformance/agent-runs/%1/cancel 200"_s.arg(runId)));
}

void TestSdkStyleServer::mcpPrefixedCall()
{
    QVERIFY2(PeerProcess::missingPeers().isEmpty(), qPrintable(PeerProcess::missingPeers()));
    // server-everything has no `add`; its get-sum is the adding tool. The server calls it as an
    // SDK declares it: `calc_get_sum`, mcpServer "calc", mcpToolName "calc_get_sum".
    const QString command =
        u"calc=\"%1\" \"%2\" stdio"_s.arg(PeerProcess::node(), PeerProcess::everythingScript());
    const QString spec = specFile(u"Add two and forty."_s, {},
                                  QJsonObject{{"script"_L1, u"mcp"_s}, {"tool"_L1, u"get_sum"_s}});
    const Result r = run({u"--spec"_s, spec, u"--no-input"_s, u"--mcp"_s, command,
                          u"--auto-approve"_s, u"always"_s});
    QVERIFY2(r.finished, r.describe().constData());
    const QString runId = m_server.runIds().constLast();
    const QList<QJsonObject> events = m_server.events(runId);
    QVERIFY(events.size() >= 2);
    const QJsonObject call = events.at(1).value("data"_L1).toObject();
    QCOMPARE(call.value("name"_L1).toString(), u"calc_get_sum"_s);
    QCOMPARE(call.value("mcpServer"_L1).toString(), u"calc"_s);
    QCOMPARE(call.value("mcpToolName"_L1).toString(), u"calc_get_sum"_s);

    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QList<QJsonObject> answers = m_server.toolResults(runId);
    QCOMPARE(answers.size(), 1);
    QVERIFY2(!answers.at(0).contains("error"_L1), r.describe().constData());
    QCOMPARE(answers.at(0).value("result"_L1).toString(), u"The sum of 2 and 40 is 42."_s);
    QVERIFY2(
        printedFinalText(r.out, u"The tool calc_get_sum answered: The sum of 2 and 40 is 42."_s),
        r.describe().constData());
}

void TestSdkStyleServer::replayWithoutSnapshot()
{
    const Result live =
        run({u"--spec"_s, specFile(u"plain: once more"_s), u"--jsonl"_s, u"--no-input"_s});
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    const QString runId = m_server.runIds().constLast();
    const QString capture = m_dir.filePath(u"replay.mxrun"_s);

    const Result replay = run({u"--replay"_s, runId, u"--jsonl"_s, u"--capture"_s, capture});
    QVERIFY2(replay.finished, replay.describe().constData());
    QVERIFY2(replay.exitCode == 0, replay.describe().constData());
    // The same events, byte for byte, from the stream alone.
    QCOMPARE(replay.out, live.out);
    QVERIFY2(replay.err.contains("The server has no snapshot of this run (HTTP 404)"),
             replay.describe().constData());
    QVERIFY2(replay.err.contains(QByteArray("replaying run " + runId.toUtf8() + " (no snapshot)")),
             replay.describe().constData());
    const QString runs = u"/api/v1/workspaces/conformance/agent-runs/"_s;
    const QStringList log = m_server.requestLog();
    QVERIFY(log.contains(u"GET %1%2 404"_s.arg(runs, runId)));
    QVERIFY(log.contains(u"GET %1%2/stream 200"_s.arg(runs, runId)));

    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject header = QJsonDocument::fromJson(file.readLine()).object();
    QCOMPARE(header.value("runId"_L1).toString(), runId);
}

void TestSdkStyleServer::replayUnknownRun()
{
    const Result r = run({u"--replay"_s, u"run_nowhere"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    // The stream's own 404, as the server wrote it — not the missing snapshot route's.
    QVERIFY2(r.err.contains("Cannot replay run_nowhere: "), r.describe().constData());
    const QByteArray last = r.err.trimmed().split('\n').constLast();
    QVERIFY2(last.contains("Run run_nowhere not found."), r.describe().constData());
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSdkStyleServer)
#include "tst_sdkstyleserver.moc"
