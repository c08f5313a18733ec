// SPDX-License-Identifier: MIT
// Tests the mantyx-run executable end to end through QProcess: --answers, --jsonl, --capture
// contents, --open FILE --export OUT (each format, no secret, usage errors), interactive answers
// on stdin, --cancel-after, --replay, and every exit code, against
// its own in-process sandbox and against a sandbox in this test process (--server); and the local
// tool flags: --mcp with the real server-everything under each --auto-approve mode, its tools
// named <server>_<tool> as the official SDKs name them, --command, a call no handler answers
// (its error names the declared tools), and a call whose args break the schema, which is never
// run unasked; redirects and a foreign stream address end the run with exit code 3 and reach
// nobody else; --open plays a capture with the live run's lines (stdout byte for byte, stderr but
// for the lines about the live connection), a damaged capture up to the damage with exit code 5;
// --answers-from answers a re-run from a capture's recorded answers (exit code 0), rejects a call
// it has none for (exit code 6), and refuses a recorded spec with redacted values.
#include <memory>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include "clienttest.h"
#include "fakesseserver.h"
#include "run/capturewriter.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestMantyxRun final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void help();
    void answersJsonlCapture();
    void readableLines();
    void interactiveAnswers();
    void closedInputAnswersWithError();
    void endlessSpecFileRefused();
    void oversizedTypedAnswerPostsAnError();
    void exitCodes_data();
    void exitCodes();
    void againstServerAndReplay();
    void replayFromDataDir();
    void localToolFlagsInHelp();
    void localToolUsageErrors_data();
    void localToolUsageErrors();
    void mcpAutoApprove_data();
    void mcpAutoApprove();
    void commandTool();
    void violatingCallNotAutoRun();
    void httpMcpAndA2aPeers();
    void mcpToolsUnderServerPrefix();
    void credentialStaysOnOrigin_data();
    void credentialStaysOnOrigin();
    void hostileTextIsEscaped_data();
    void hostileTextIsEscaped();
    void hostileErrorBodyAndRedirect_data();
    void hostileErrorBodyAndRedirect();
    void userInfoInServerRefused();
    void captureWriteFailure_data();
    void captureWriteFailure();
    void exportFromCapture();
    void exportUsageErrors_data();
    void exportUsageErrors();
    void openCapturePrintsTheLiveLines_data();
    void openCapturePrintsTheLiveLines();
    void openDamagedCapture();
    void openHostileCaptureIsEscaped();
    void openUsageErrors();
    void answersFromRecordedRun();
    void answersFromMissingAnswer();
    void answersFromRedactedSpecRefused();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        bool finished = false;
        QList<QByteArray> outLines() const
        {
            QList<QByteArray> lines = out.split('\n');
            while (!lines.isEmpty() && lines.constLast().isEmpty())
                lines.removeLast();
            return lines;
        }
        QString runId() const
        {
            const QRegularExpression re(u"# run (run_[0-9a-f]+)"_s);
            return re.match(QString::fromUtf8(err)).captured(1);
        }
        QByteArray describe() const
        {
            return "exit " + QByteArray::number(exitCode) + "\n--- stdout\n" + out.right(1500) +
                   "\n--- stderr\n" + err.right(1500);
        }
    };
    Result run(const QStringList& args, const QByteArray& input = {}, bool closeInput = true,
               const QString& apiKey = {});
    QString writeFile(const QString& name, const QJsonObject& object);
    // The local_tool_result_in echoes of a --jsonl run, by the tool name of their call.
    static QHash<QString, QJsonObject> echoesByTool(const Result& r);

    // A live sandbox run of two local tools answered from an answers file, captured to `capture`.
    Result capturedRun(const QString& capture, bool jsonl);

    QString m_binary;
    QTemporaryDir m_dir;
};

namespace {

// The first character in `bytes` a terminal would act on: a C0 control other than the line
// feed that ends each line, DEL, a C1 control, a bidi control or a line/paragraph separator.
// Empty when there is none.
QByteArray terminalControl(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == u'\n')
            continue;
        if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
            (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
            return "U+" + QByteArray::number(uint(c), 16) +
                   " in: " + text.mid(std::max<qsizetype>(0, i - 40), 80).toUtf8();
    }
    return {};
}

// A hostile run: a tool name that forges an output line, ids and texts with escape sequences,
// bidi overrides, C1 controls and line separators (JSON-escaped and raw UTF-8).
QByteArray hostileStream()
{
    const QByteArray call =
        R"({"toolUseId":"tu_\u001b]0;pwned\u0007\u202e","name":"line1\nline2\r#99 result ok)"
        R"(\u001b[2J","args":{"q":"\u009b31m)"
        "\xe2\x80\xae\x7f"
        R"("},"kind":"local"})";
    const QByteArray text = R"({"text":"a\u2028b\u2029c\u200fd)"
                            "\xe2\x81\xa6"
                            R"(\u0085e"})";
    return FakeSseServer::head() + FakeSseServer::frame(1, "local_tool_call", call) +
           FakeSseServer::frame(2, "assistant_delta", text) +
           FakeSseServer::frame(3, "cancelled", R"({"reason":"x\u001b[5mblink\r\n#4 result ok"})");
}

QJsonObject toolSpec(const QJsonObject& metadata = {})
{
    QJsonObject spec =
        specWith(u"Use alpha_tool and beta_tool."_s,
                 QJsonArray{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s),
                            QJsonObject{{"kind"_L1, u"mcp"_s},
                                        {"name"_L1, u"docs"_s},
                                        {"url"_L1, u"https://mcp.example/sse"_s},
                                        {"headers"_L1,
                                         QJsonObject{{"Authorization"_L1, u"Bearer topsecret"_s},
                                                     {"X-Team"_L1, u"blue"_s}}}}},
                 metadata);
    return spec;
}

} // namespace

void TestMantyxRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_binary = clienttest::mantyxRunBinary();
    QVERIFY2(QFileInfo(m_binary).isExecutable(),
             qPrintable(u"mantyx-run not found at %1: build the mantyx-run target (or set "
                        "MANTYX_RUN_BINARY)"_s.arg(m_binary)));
}

TestMantyxRun::Result TestMantyxRun::run(const QStringList& args, const QByteArray& input,
                                         bool closeInput, const QString& apiKey)
{
    Result r;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"MANTYX_API_KEY"_s);
    // No saved connection profiles of the developer's: a server run without a key finds none.
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    if (!apiKey.isEmpty())
        env.insert(u"MANTYX_API_KEY"_s, apiKey);
    process.setProcessEnvironment(env);
    process.start(m_binary, args);
    if (!process.waitForStarted(10000))
        return r;
    if (!input.isEmpty())
        process.write(input);
    if (closeInput)
        process.closeWriteChannel();
    r.finished = finishProcess(process, r.exitCode, r.out, r.err);
    return r;
}

QString TestMantyxRun::writeFile(const QString& name, const QJsonObject& object)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QJsonDocument(object).toJson());
    return path;
}

void TestMantyxRun::help()
{
    const Result r = run({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"Exit codes"_s), r.out.constData());
    for (const auto line :
         {"0  the run ended with a successful result", "1  the run ended with an error",
          "2  the run was cancelled", "3  usage error"})
        QVERIFY2(text.contains(QLatin1StringView(line)), line);
    for (const auto option : {"--server", "--workspace", "--spec", "--jsonl", "--capture",
                              "--replay", "--cancel-after", "--answers", "MANTYX_API_KEY", "--open",
                              "--answers-from", "5  --open: the capture is damaged",
                              "6  --answers-from: a local tool call had no recorded answer"})
        QVERIFY2(text.contains(QLatin1StringView(option)), option);
    const Result version = run({u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("mantyx-run "));
}

void TestMantyxRun::answersJsonlCapture()
{
    const QString spec = writeFile(u"spec.json"_s, toolSpec());
    const QString answers =
        writeFile(u"answers.json"_s, QJsonObject{{"alpha_tool"_L1, u"ALPHA-42"_s}});
    const QString capture = m_dir.filePath(u"run.mxrun"_s);
    const Result r = run({u"--spec"_s, spec, u"--answers"_s, answers, u"--jsonl"_s, u"--capture"_s,
                          capture, u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QString runId = r.runId();
    QVERIFY(runId.startsWith("run_"_L1));

    // stdout: one envelope per line, as received, seq 1..n, terminal last.
    const QList<QByteArray> lines = r.outLines();
    QVERIFY(lines.size() > 5);
    QList<QJsonObject> envelopes;
    for (int i = 0; i < lines.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines.at(i)).object();
        QVERIFY2(!o.isEmpty(), lines.at(i).constData());
        QCOMPARE(o.value("seq"_L1).toInt(), i + 1);
        envelopes << o;
    }
    QCOMPARE(envelopes.constLast().value("type"_L1).toString(), u"result"_s);
    QVERIFY(envelopes.constLast().value("data"_L1).toObject().value("text"_L1).toString().contains(
        u"ALPHA-42"_s));

    // The capture file: header, one line per event with data byte for byte, the tool answer.
    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> captured = file.readAll().split('\n');
    QVERIFY(captured.constLast().isEmpty());
    captured.removeLast();
    const QJsonObject header = QJsonDocument::fromJson(captured.at(0)).object();
    QCOMPARE(header.value("format"_L1).toString(), u"mantyx-run-capture"_s);
    QCOMPARE(header.value("version"_L1).toInt(), 1);
    QCOMPARE(header.value("runId"_L1).toString(), runId);
    QCOMPARE(header.value("workspace"_L1).toString(), u"sandbox"_s);
    QVERIFY(header.value("sessionId"_L1).isNull());
    QVERIFY(header.value("baseUrl"_L1).toString().startsWith("http://127.0.0.1:"_L1));
    QVERIFY(!header.value("createdAt"_L1).toString().isEmpty());
    const QJsonObject mcp =
        header.value("spec"_L1).toObject().value("tools"_L1).toArray().at(2).toObject();
    QCOMPARE(mcp.value("headers"_L1).toObject(),
             (QJsonObject{{"Authorization"_L1, u"<redacted>"_s}, {"X-Team"_L1, u"<redacted>"_s}}));
    QVERIFY(!captured.at(0).contains("topsecret"));
    QCOMPARE(header.value("spec"_L1).toObject().value("prompt"_L1).toString(),
             u"Use alpha_tool and beta_tool."_s);

    int events = 0;
    int answersSeen = 0;
    qint64 lastT = 0;
    for (int i = 1; i < captured.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(captured.at(i)).object();
        QVERIFY2(!o.isEmpty(), captured.at(i).constData());
        QVERIFY(o.value("t"_L1).toInteger() >= lastT);
        lastT = o.value("t"_L1).toInteger();
        if (o.contains("seq"_L1)) {
            const QByteArray& envelope = lines.at(events);
            QCOMPARE(o.value("seq"_L1).toInt(), events + 1);
            QCOMPARE(o.value("type"_L1).toString(),
                     envelopes.at(events).value("type"_L1).toString());
            // data exactly as received.
            QCOMPARE(CaptureWriter::rawMember(captured.at(i), "data")->toByteArray(),
                     CaptureWriter::rawMember(envelope, "data")->toByteArray());
            ++events;
        } else {
            QVERIFY(o.contains("toolUseId"_L1));
            QCOMPARE(o.value("result"_L1).toString(), u"ALPHA-42"_s);
            QCOMPARE(o.value("status"_L1).toInt(), 204);
            ++answersSeen;
        }
    }
    QCOMPARE(events, lines.size());
    QCOMPARE(answersSeen, 1);
}

void TestMantyxRun::readableLines()
{
    const QString spec = writeFile(u"plan.json"_s, [] {
        QJsonObject s = toolSpec();
        s.insert("plan"_L1, true);
        s.insert("reasoningLevel"_L1, u"low"_s);
        return s;
    }());
    const QString answers =
        writeFile(u"answers2.json"_s,
                  QJsonObject{{"alpha_tool"_L1, QJsonObject{{"error"_L1, u"no such thing"_s}}}});
    const Result r =
        run({u"--spec"_s, spec, u"--answers"_s, answers, u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QList<QByteArray> lines = r.outLines();
    for (int i = 0; i < lines.size(); ++i)
        QVERIFY2(lines.at(i).startsWith(QByteArray('#' + QByteArray::number(i + 1) + ' ')),
                 lines.at(i).constData());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(u" task_plan [>] "_s));
    QVERIFY(text.contains(u" thinking_delta \""_s));
    QVERIFY(text.contains(u" local_tool_call alpha_tool id=tu_"_s));
    QVERIFY(text.contains(u" local_tool_result_in id=tu_"_s));
    QVERIFY(text.contains(u"error=\"no such thing\""_s));
    QVERIFY(text.contains(u" tool_result beta_tool "_s));
    QVERIFY(lines.constLast().contains(" result ok "));
    QVERIFY(lines.constLast().contains("tokens in="));
}

void TestMantyxRun::interactiveAnswers()
{
    const QString spec = writeFile(u"two.json"_s, [] {
        QJsonObject s =
            specWith(u"Use alpha_tool and gamma_tool."_s,
                     QJsonArray{localToolRef(u"alpha_tool"_s), localToolRef(u"gamma_tool"_s)});
        return s;
    }());
    // Both lines are typed ahead; each call takes the next one. The input stays open.
    const Result r = run({u"--spec"_s, spec, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s},
                         "typed answer one\n!typed failure\n", false);
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY(r.err.contains("? alpha_tool (tu_"));
    QVERIFY(r.err.contains("? gamma_tool (tu_"));
    QList<QJsonObject> echoes;
    for (const QByteArray& line : r.outLines()) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value("type"_L1).toString() == "local_tool_result_in"_L1)
            echoes << o.value("data"_L1).toObject();
    }
    QCOMPARE(echoes.size(), 2);
    QCOMPARE(echoes.at(0).value("result"_L1).toString(), u"typed answer one"_s);
    QCOMPARE(echoes.at(1).value("error"_L1).toString(), u"typed failure"_s);
}

void TestMantyxRun::closedInputAnswersWithError()
{
    const QString spec = writeFile(
        u"one.json"_s, specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)}));
    for (const bool noInput : {false, true}) {
        QStringList args{u"--spec"_s, spec, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s};
        if (noInput)
            args << u"--no-input"_s;
        const Result r = run(args, {}, !noInput); // closed stdin, or --no-input with it open
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QVERIFY(r.out.contains("\"type\":\"local_tool_result_in\""));
        QVERIFY(r.out.contains("\"error\":"));
    }
}

void TestMantyxRun::endlessSpecFileRefused()
{
    // A file that never ends is read up to the limit (16 MiB), not until memory runs out.
    const Result r = run({u"--spec"_s, u"/dev/zero"_s, u"--no-input"_s});
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("too large") && r.err.contains("16777216"), r.describe().constData());
    QVERIFY(r.runId().isEmpty());
}

void TestMantyxRun::oversizedTypedAnswerPostsAnError()
{
    // A typed answer over 2 MB cannot be posted as a result: the call gets an error answer
    // saying so, at once, instead of waiting for the local-tool timeout.
    const QString spec = writeFile(
        u"big.json"_s, specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)}));
    const QByteArray line = QByteArray(2 * 1024 * 1024 + 10, 'a') + '\n';
    const Result r =
        run({u"--spec"_s, spec, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s}, line, false);
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QHash<QString, QJsonObject> echoes = echoesByTool(r);
    QVERIFY2(echoes.contains(u"alpha_tool"_s), r.describe().constData());
    const QJsonObject echo = echoes.value(u"alpha_tool"_s);
    QVERIFY(!echo.contains("result"_L1));
    QVERIFY2(echo.value("error"_L1).toString().contains(u"2097162"_s),
             QJsonDocument(echo).toJson().constData());
    QVERIFY(r.err.contains("replaced by an error"));
}

void TestMantyxRun::exitCodes_data()
{
    QTest::addColumn<QStringList>("extraArgs");
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<bool>("closeInput");
    const QJsonObject plain = specWith(u"Hello."_s);
    QTest::newRow("result") << QStringList() << plain << 0 << true;
    QTest::newRow("error event") << QStringList()
                                 << specWith(
                                        u"Go."_s, {},
                                        QJsonObject{{"sandbox.scenario"_L1, u"server_error"_s}})
                                 << 1 << true;
    QTest::newRow("truncation") << QStringList()
                                << specWith(u"Go."_s, {},
                                            QJsonObject{{"sandbox.scenario"_L1, u"truncation"_s}})
                                << 1 << true;
    // Nobody types an answer (stdin stays open): the sandbox times the call out.
    QTest::newRow("local timeout")
        << QStringList()
        << specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)},
                    QJsonObject{{"sandbox.scenario"_L1, u"local_timeout"_s},
                                {"sandbox.toolTimeoutMs"_L1, u"300"_s}})
        << 1 << false;
    QTest::newRow("cancelled") << QStringList{u"--cancel-after"_s, u"2"_s}
                               << specWith(u"Go."_s, {},
                                           QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}})
                               << 2 << true;
    QTest::newRow("invalid spec") << QStringList() << QJsonObject{{"prompt"_L1, 5}} << 3 << true;
    QTest::newRow("unknown option") << QStringList{u"--frobnicate"_s} << plain << 3 << true;
    QTest::newRow("bad cancel-after")
        << QStringList{u"--cancel-after"_s, u"zero"_s} << plain << 3 << true;
    QTest::newRow("spec and replay")
        << QStringList{u"--replay"_s, u"run_x"_s} << plain << 3 << true;
    QTest::newRow("unreachable server")
        << QStringList{u"--server"_s, u"http://127.0.0.1:1"_s} << plain << 3 << true;
    QTest::newRow("no credential for a server")
        << QStringList{u"--server"_s, u"http://127.0.0.1:1"_s, u"--no-key"_s} << plain << 3 << true;
}

void TestMantyxRun::exitCodes()
{
    QFETCH(QStringList, extraArgs);
    QFETCH(QJsonObject, spec);
    QFETCH(int, exitCode);
    QFETCH(bool, closeInput);
    QString apiKey = sandboxKey();
    if (extraArgs.removeAll(u"--no-key"_s) > 0)
        apiKey.clear();
    const QString path = writeFile(u"exit.json"_s, spec);
    const Result r =
        run(QStringList{u"--spec"_s, path, u"--sandbox-delta-delay"_s, u"1"_s} + extraArgs, {},
            closeInput, apiKey);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == exitCode, r.describe().constData());
    if (exitCode == 3)
        QVERIFY(!r.err.isEmpty());
}

void TestMantyxRun::againstServerAndReplay()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.workspaceSlug = u"team"_s;
    cfg.faults.cutAfterEvents = 5; // the CLI's stream resumes like any other client
    SandboxServer server(cfg);
    QVERIFY(server.start());
    const QString spec = writeFile(u"server.json"_s, toolSpec());
    const QString answers = writeFile(u"answers3.json"_s, QJsonObject{{"alpha_tool"_L1, u"A"_s}});
    const QStringList common{u"--server"_s, server.baseUrl().toString(), u"--workspace"_s,
                             u"team"_s, u"--jsonl"_s};
    const Result live = run(common + QStringList{u"--spec"_s, spec, u"--answers"_s, answers}, {},
                            true, sandboxKey());
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    QVERIFY(live.err.contains("# reconnected"));
    const QString runId = live.runId();
    QVERIFY(server.runIds().contains(runId));
    QStringList ids;
    for (const QByteArray& line : live.outLines()) {
        const QJsonObject data = QJsonDocument::fromJson(line).object().value("data"_L1).toObject();
        if (QJsonDocument::fromJson(line).object().value("type"_L1).toString() ==
            "local_tool_call"_L1)
            ids << data.value("toolUseId"_L1).toString();
    }
    QCOMPARE(ids.size(), 1);
    QCOMPARE(server.toolResultPosts(ids.constFirst()), 1);

    const QString capture = m_dir.filePath(u"replay.mxrun"_s);
    const Result replay = run(common + QStringList{u"--replay"_s, runId, u"--capture"_s, capture},
                              {}, true, sandboxKey());
    QVERIFY2(replay.exitCode == 0, replay.describe().constData());
    QCOMPARE(replay.out, live.out);                        // the same log, byte for byte
    QCOMPARE(server.toolResultPosts(ids.constFirst()), 1); // a replay answers nothing
    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject header = QJsonDocument::fromJson(file.readLine()).object();
    QCOMPARE(header.value("runId"_L1).toString(), runId);
    QCOMPARE(header.value("workspace"_L1).toString(), u"team"_s);
    QCOMPARE(header.value("spec"_L1).toObject().value("prompt"_L1).toString(),
             u"Use alpha_tool and beta_tool."_s);

    // A wrong key: 401 before any run, exit 3, the server's words shown.
    const Result denied =
        run(common + QStringList{u"--spec"_s, spec}, {}, true, u"mantyx_wrong_key"_s);
    QCOMPARE(denied.exitCode, 3);
    QVERIFY2(denied.err.contains("Invalid API key or OAuth access token"), denied.err.constData());
    // An unknown run to replay: 404, exit 3.
    const Result missing =
        run(common + QStringList{u"--replay"_s, u"run_nope"_s}, {}, true, sandboxKey());
    QCOMPARE(missing.exitCode, 3);
}

void TestMantyxRun::replayFromDataDir()
{
    // Without --server: the in-process sandbox, persisted, so a second process can replay.
    const QString dataDir = m_dir.filePath(u"sandbox-data"_s);
    QVERIFY(QDir().mkpath(dataDir));
    const QString spec = writeFile(u"persist.json"_s, specWith(u"Hello there."_s));
    const Result live = run({u"--spec"_s, spec, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s,
                             u"--sandbox-data-dir"_s, dataDir});
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    const Result replay =
        run({u"--replay"_s, live.runId(), u"--jsonl"_s, u"--sandbox-data-dir"_s, dataDir});
    QVERIFY2(replay.exitCode == 0, replay.describe().constData());
    QCOMPARE(replay.out, live.out);
}

QHash<QString, QJsonObject> TestMantyxRun::echoesByTool(const Result& r)
{
    QHash<QString, QString> names; // toolUseId -> tool name
    QHash<QString, QJsonObject> out;
    for (const QByteArray& line : r.outLines()) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QJsonObject data = o.value("data"_L1).toObject();
        const QString type = o.value("type"_L1).toString();
        if (type == "local_tool_call"_L1)
            names.insert(data.value("toolUseId"_L1).toString(), data.value("name"_L1).toString());
        else if (type == "local_tool_result_in"_L1)
            out.insert(names.value(data.value("toolUseId"_L1).toString()), data);
    }
    return out;
}

namespace {

QString everythingCommand()
{
    // One shell-quoted argument, as a user types it (QProcess::splitCommand: double quotes).
    return u"node \""_s + QStringLiteral(MANTYX_PEERS_DIR) +
           u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js\" stdio"_s;
}

QJsonObject codeTool(const QString& name)
{
    // A four-digit code: the sandbox's argument generator knows no `pattern`, so its args break
    // the schema and the dispatcher's check must catch it.
    return QJsonObject{
        {"kind"_L1, u"local"_s},
        {"name"_L1, name},
        {"parameters"_L1,
         QJsonObject{{"type"_L1, u"object"_s},
                     {"properties"_L1,
                      QJsonObject{{"code"_L1, QJsonObject{{"type"_L1, u"string"_s},
                                                          {"pattern"_L1, u"^[0-9]{4}$"_s}}}}},
                     {"required"_L1, QJsonArray{u"code"_s}}}}};
}

} // namespace

void TestMantyxRun::localToolFlagsInHelp()
{
    const Result r = run({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    for (const auto option : {"--mcp <NAME=COMMAND>", "--mcp-http <NAME=URL>", "--a2a <NAME=URL>",
                              "--command <TOOL=EXECUTABLE>", "--auto-approve", "read-only"})
        QVERIFY2(text.contains(QLatin1StringView(option)), option);
}

void TestMantyxRun::localToolUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("mcp without =") << QStringList{u"--mcp"_s, u"everything"_s} << u"NAME=COMMAND"_s;
    QTest::newRow("mcp empty command") << QStringList{u"--mcp"_s, u"x= "_s} << u"NAME=COMMAND"_s;
    QTest::newRow("mcp-http not http")
        << QStringList{u"--mcp-http"_s, u"x=ftp://host/mcp"_s} << u"http://"_s;
    QTest::newRow("a2a without URL") << QStringList{u"--a2a"_s, u"peer="_s} << u"NAME=URL"_s;
    QTest::newRow("command without tool")
        << QStringList{u"--command"_s, u"=/bin/cat"_s} << u"TOOL=EXECUTABLE"_s;
    QTest::newRow("unknown approval")
        << QStringList{u"--auto-approve"_s, u"sometimes"_s} << u"--auto-approve"_s;
    // A server that cannot start: no run, exit code 3, its name in the message.
    QTest::newRow("mcp server missing")
        << QStringList{u"--mcp"_s, u"ghost=/nonexistent/mcp-server --stdio"_s} << u"ghost"_s;
}

void TestMantyxRun::localToolUsageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString spec = writeFile(u"usage.json"_s, specWith(u"Hello."_s));
    const Result r = run(QStringList{u"--spec"_s, spec, u"--no-input"_s} + args);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.describe().constData());
    QVERIFY(r.runId().isEmpty()); // nothing was started

    // Local tools answer live runs only.
    const Result replay = run({u"--replay"_s, u"run_x"_s, u"--command"_s, u"t=/bin/cat"_s});
    QCOMPARE(replay.exitCode, 3);
}

void TestMantyxRun::mcpAutoApprove_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("echoRuns");
    QTest::addColumn<bool>("toggleRuns");
    QTest::newRow("never") << u"never"_s << false << false;
    QTest::newRow("read-only") << u"read-only"_s << true << false;
    QTest::newRow("always") << u"always"_s << true << true;
}

void TestMantyxRun::mcpAutoApprove()
{
    QFETCH(QString, mode);
    QFETCH(bool, echoRuns);
    QFETCH(bool, toggleRuns);
    // The spec file has no tools at all: --mcp resolves server-everything and adds its catalog.
    const QString spec =
        writeFile(u"mcp.json"_s, specWith(u"Use everything_echo and then "
                                          u"everything_toggle_simulated_logging."_s));
    const QString capture = m_dir.filePath(u"mcp-%1.mxrun"_s.arg(mode));
    const Result r = run({u"--spec"_s, spec, u"--jsonl"_s, u"--no-input"_s,
                          u"--sandbox-delta-delay"_s, u"0"_s, u"--capture"_s, capture, u"--mcp"_s,
                          u"everything="_s + everythingCommand(), u"--auto-approve"_s, mode});
    QVERIFY2(r.exitCode == 0, r.describe().constData());

    // The spec the run was started with carries the resolved catalog under the model's names.
    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject header = QJsonDocument::fromJson(file.readLine()).object();
    const QJsonArray tools = header.value("spec"_L1).toObject().value("tools"_L1).toArray();
    QCOMPARE(tools.size(), 1);
    const QJsonObject ref = tools.at(0).toObject();
    QCOMPARE(ref.value("kind"_L1).toString(), u"mcp_local"_s);
    QCOMPARE(ref.value("name"_L1).toString(), u"everything"_s);
    QStringList names;
    for (const QJsonValue& tool : ref.value("tools"_L1).toArray())
        names << tool.toObject().value("name"_L1).toString();
    QVERIFY2(names.contains(u"everything_echo"_s) &&
                 names.contains(u"everything_toggle_simulated_logging"_s),
             qPrintable(names.join(u", "_s)));

    const QHash<QString, QJsonObject> echoes = echoesByTool(r);
    QCOMPARE(echoes.size(), 2);
    const QJsonObject echo = echoes.value(u"everything_echo"_s);
    const QJsonObject toggle = echoes.value(u"everything_toggle_simulated_logging"_s);
    if (echoRuns) {
        QVERIFY2(echo.value("result"_L1).toString().startsWith(u"Echo: "_s),
                 r.describe().constData());
    } else {
        QVERIFY2(echo.value("error"_L1).toString().contains(u"without approval"_s),
                 r.describe().constData());
    }
    if (toggleRuns) {
        QVERIFY2(toggle.value("result"_L1).toString().contains(u"logging"_s),
                 r.describe().constData());
    } else {
        // Not read-only (readOnlyHint false): --auto-approve read-only does not run it either.
        QVERIFY2(toggle.value("error"_L1).toString().contains(u"without approval"_s),
                 r.describe().constData());
    }
    QVERIFY(r.err.contains("added the MCP server \"everything\""));
}

void TestMantyxRun::commandTool()
{
    // --command answers a tool the spec declares (args as JSON on stdin) and one it does not
    // (added as a plain local tool); an empty line approves, a typed line still answers by hand.
    const QString spec = writeFile(u"command.json"_s,
                                   specWith(u"Use alpha_tool, then extra_tool, then alpha_tool."_s,
                                            QJsonArray{localToolRef(u"alpha_tool"_s)}));
    const QString script = m_dir.filePath(u"tool.sh"_s);
    {
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("printf '%s got ' \"$MANTYX_TOOL_NAME\"; cat\n");
    }
    const Result r = run({u"--spec"_s, spec, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s,
                          u"--command"_s, u"alpha_tool=sh \""_s + script + u"\""_s, u"--command"_s,
                          u"extra_tool=/bin/sh "_s + script},
                         "\n\ntyped by hand\n", false);
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY(r.err.contains("an empty line runs the handler"));
    QVERIFY(r.err.contains("added the local tool \"extra_tool\""));
    QList<QJsonObject> echoes;
    for (const QByteArray& line : r.outLines()) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value("type"_L1).toString() == "local_tool_result_in"_L1)
            echoes << o.value("data"_L1).toObject();
    }
    QCOMPARE(echoes.size(), 3);
    const QString first = echoes.at(0).value("result"_L1).toString();
    QVERIFY2(first.startsWith(u"alpha_tool got {\"query\":"_s), qPrintable(first));
    QCOMPARE(echoes.at(1).value("result"_L1).toString(), u"extra_tool got {}"_s);
    QCOMPARE(echoes.at(2).value("result"_L1).toString(), u"typed by hand"_s);
}

void TestMantyxRun::violatingCallNotAutoRun()
{
    const QString marker = m_dir.filePath(u"violating-ran"_s);
    const QString spec =
        writeFile(u"violating.json"_s,
                  specWith(u"Use lookup_code."_s, QJsonArray{codeTool(u"lookup_code"_s)}));
    const QString command = u"lookup_code=sh -c \"echo ran >> '"_s + marker + u"'; cat\""_s;
    const QStringList common{u"--spec"_s, spec,           u"--jsonl"_s, u"--sandbox-delta-delay"_s,
                             u"0"_s,      u"--command"_s, command,      u"--auto-approve"_s,
                             u"always"_s};

    // --auto-approve always, yet the args break the schema: not run, and the error says why.
    const Result refused = run(common + QStringList{u"--no-input"_s});
    QVERIFY2(refused.exitCode == 0, refused.describe().constData());
    const QJsonObject echo = echoesByTool(refused).value(u"lookup_code"_s);
    const QString error = echo.value("error"_L1).toString();
    QVERIFY2(error.contains(u"schema"_s) && error.contains(u"code: "_s), qPrintable(error));
    QVERIFY(!QFile::exists(marker));

    // At the terminal the user can still run it: an empty line.
    const Result approved = run(common, "\n", false);
    QVERIFY2(approved.exitCode == 0, approved.describe().constData());
    QVERIFY(approved.err.contains("code: "));
    QVERIFY2(echoesByTool(approved)
                 .value(u"lookup_code"_s)
                 .value("result"_L1)
                 .toString()
                 .contains(u"\"code\""_s),
             approved.describe().constData());
    QFile file(marker);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("ran\n"));
}

void TestMantyxRun::httpMcpAndA2aPeers()
{
    // server-everything over Streamable HTTP on a free port, and the A2A test agent.
    quint16 mcpPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        mcpPort = probe.serverPort();
    }
    QProcess mcp;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PORT"_s, QString::number(mcpPort));
    mcp.setProcessEnvironment(env);
    mcp.start(u"node"_s,
              {QStringLiteral(MANTYX_PEERS_DIR) +
                   u"/node_modules/@modelcontextprotocol/server-everything/dist/index.js"_s,
               u"streamableHttp"_s});
    QProcess agent;
    agent.start(u"node"_s,
                {QStringLiteral(MANTYX_PEERS_DIR) + u"/a2a-agent.mjs"_s, u"--port"_s, u"0"_s});
    const auto stopPeers = qScopeGuard([&] {
        agent.closeWriteChannel();
        mcp.terminate();
        for (QProcess* p : {&agent, &mcp}) {
            if (!p->waitForFinished(5000)) {
                p->kill();
                p->waitForFinished(5000);
            }
        }
    });
    QByteArray mcpLog;
    QByteArray agentOut;
    QVERIFY(waitUntil([&] {
        mcpLog += mcp.readAllStandardError();
        agentOut += agent.readAllStandardOutput();
        return (mcpLog.contains("listening on port") && agentOut.contains('\n')) ||
               mcp.state() == QProcess::NotRunning || agent.state() == QProcess::NotRunning;
    }));
    QVERIFY2(mcpLog.contains("listening on port"), mcpLog.constData());
    const QRegularExpressionMatch m =
        QRegularExpression(u"listening (\\d+)"_s).match(QString::fromUtf8(agentOut));
    QVERIFY2(m.hasMatch(), agentOut.constData());

    const QString spec =
        writeFile(u"peers.json"_s, specWith(u"Use web_echo and then helper_agent."_s));
    const QString capture = m_dir.filePath(u"peers.mxrun"_s);
    const Result r = run({u"--spec"_s, spec, u"--jsonl"_s, u"--no-input"_s,
                          u"--sandbox-delta-delay"_s, u"0"_s, u"--capture"_s, capture,
                          u"--mcp-http"_s, u"web=http://127.0.0.1:%1/mcp"_s.arg(mcpPort),
                          u"--a2a"_s, u"helper_agent=http://127.0.0.1:"_s + m.captured(1),
                          u"--auto-approve"_s, u"always"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QHash<QString, QJsonObject> echoes = echoesByTool(r);
    QCOMPARE(echoes.size(), 2);
    QVERIFY2(echoes.value(u"web_echo"_s).value("result"_L1).toString().startsWith(u"Echo: "_s),
             r.describe().constData());
    QVERIFY2(echoes.value(u"helper_agent"_s).value("result"_L1).toString().startsWith(u"echo: "_s),
             r.describe().constData());

    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray tools = QJsonDocument::fromJson(file.readLine())
                                 .object()
                                 .value("spec"_L1)
                                 .toObject()
                                 .value("tools"_L1)
                                 .toArray();
    QCOMPARE(tools.size(), 2);
    QCOMPARE(tools.at(0).toObject().value("kind"_L1).toString(), u"mcp_local"_s);
    QCOMPARE(tools.at(0).toObject().value("name"_L1).toString(), u"web"_s);
    QCOMPARE(tools.at(1).toObject().value("kind"_L1).toString(), u"a2a_local"_s);
    QCOMPARE(tools.at(1).toObject().value("agentCard"_L1).toObject().value("name"_L1).toString(),
             u"MANTYX test agent"_s);
}

void TestMantyxRun::mcpToolsUnderServerPrefix()
{
    // --mcp calc=…: its tools are calc_<tool>, the name the model calls them by; a second
    // mcp_local ref the spec declares has no server here, so its call gets an error that says
    // which tools are declared.
    const QJsonObject ghost{
        {"kind"_L1, u"mcp_local"_s},
        {"name"_L1, u"ghost"_s},
        {"tools"_L1,
         QJsonArray{QJsonObject{{"name"_L1, u"ghost_lookup"_s},
                                {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}}}}};
    const QString spec = writeFile(
        u"calc.json"_s,
        specWith(u"Use calc_get_sum, then calc_echo, then ghost_lookup."_s, QJsonArray{ghost}));
    const Result r =
        run({u"--spec"_s, spec, u"--jsonl"_s, u"--no-input"_s, u"--sandbox-delta-delay"_s, u"0"_s,
             u"--mcp"_s, u"calc="_s + everythingCommand(), u"--auto-approve"_s, u"read-only"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    const QHash<QString, QJsonObject> echoes = echoesByTool(r);
    QVERIFY2(
        echoes.value(u"calc_get_sum"_s).value("result"_L1).toString().startsWith(u"The sum of "_s),
        r.describe().constData());
    QVERIFY2(echoes.value(u"calc_echo"_s).value("result"_L1).toString().startsWith(u"Echo: "_s),
             r.describe().constData());
    const QString error = echoes.value(u"ghost_lookup"_s).value("error"_L1).toString();
    QVERIFY2(error.startsWith(u"mantyx-run has no answer for ghost_lookup: "_s),
             r.describe().constData());
    QVERIFY2(error.contains(u"ghost"_s) && error.contains(u"calc_echo"_s) &&
                 error.contains(u"calc_get_sum"_s),
             qPrintable(error));
    // The same on stderr, for whoever watches the run.
    QVERIFY2(QString::fromUtf8(r.err).contains(error), r.describe().constData());
}

void TestMantyxRun::credentialStaysOnOrigin_data()
{
    QTest::addColumn<QByteArray>("trap"); // what the server does with the credential
    QTest::newRow("create redirected") << "create 307"_ba;
    QTest::newRow("stream redirected") << "stream 302"_ba;
    QTest::newRow("stream elsewhere") << "streamUrl"_ba;
}

void TestMantyxRun::credentialStaysOnOrigin()
{
    QFETCH(QByteArray, trap);
    // The other server would run the whole thing.
    FakeSseServer other([](int, const QByteArray& head, QTcpSocket* s) {
        FakeSseServer::send(
            s,
            head.startsWith("POST ")
                ? FakeSseServer::json(
                      201,
                      R"({"runId":"run_1","streamUrl":"/api/v1/workspaces/w/agent-runs/run_1/stream"})")
                : FakeSseServer::head() + FakeSseServer::result(1),
            true);
    });
    const QUrl target = trap == "create 307"
                            ? other.baseUrl().resolved(QUrl(u"/api/v1/workspaces/w/agent-runs"_s))
                            : other.streamUrl();
    FakeSseServer api([trap, target](int, const QByteArray& head, QTcpSocket* s) {
        if (head.startsWith("POST ") && trap == "create 307")
            FakeSseServer::send(s, FakeSseServer::redirect(307, target), true);
        else if (head.startsWith("POST "))
            FakeSseServer::send(
                s,
                FakeSseServer::json(201,
                                    R"({"runId":"run_1","streamUrl":")" +
                                        (trap == "streamUrl"
                                             ? target.toEncoded()
                                             : "/api/v1/workspaces/w/agent-runs/run_1/stream"_ba) +
                                        "\"}"),
                true);
        else
            FakeSseServer::send(s, FakeSseServer::redirect(302, target), true);
    });
    const QString spec = writeFile(u"origin.json"_s, specWith(u"Hello."_s));
    const Result r =
        run({u"--server"_s, api.baseUrl().toString(), u"--workspace"_s, u"w"_s, u"--spec"_s, spec},
            {}, true, u"mantyx_origin_secret"_s);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QVERIFY2(r.err.contains(target.toEncoded()), r.describe().constData());
}

void TestMantyxRun::hostileTextIsEscaped_data()
{
    QTest::addColumn<bool>("jsonl");
    QTest::newRow("readable") << false;
    QTest::newRow("jsonl") << true;
}

void TestMantyxRun::hostileTextIsEscaped()
{
    QFETCH(bool, jsonl);
    FakeSseServer api([](int, const QByteArray& head, QTcpSocket* s) {
        if (head.startsWith("POST ") && head.contains("/tool-results"))
            FakeSseServer::send(s, FakeSseServer::head(204, "text/plain"), true);
        else if (head.startsWith("POST "))
            FakeSseServer::send(
                s,
                FakeSseServer::json(
                    201,
                    R"({"runId":"run_1","streamUrl":"/api/v1/workspaces/w/agent-runs/run_1/stream"})"),
                true);
        else
            FakeSseServer::send(s, hostileStream(), true);
    });
    const QString spec = writeFile(u"hostile.json"_s, specWith(u"Hello."_s));
    QStringList args{u"--server"_s, api.baseUrl().toString(), u"--workspace"_s, u"w"_s, u"--spec"_s,
                     spec,          u"--no-input"_s};
    if (jsonl)
        args << u"--jsonl"_s;
    const Result r = run(args, {}, true, u"mantyx_hostile_key"_s);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 2, r.describe().constData());
    QVERIFY2(terminalControl(r.out).isEmpty(), terminalControl(r.out).constData());
    QVERIFY2(terminalControl(r.err).isEmpty(), terminalControl(r.err).constData());
    const QList<QByteArray> lines = r.outLines();
    QCOMPARE(lines.size(), 3);
    if (jsonl) {
        // Still JSON, with the same values: only the way they are written changed.
        QJsonParseError error{};
        const QJsonObject call = QJsonDocument::fromJson(lines.at(0), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, lines.at(0).constData());
        const QJsonObject data = call.value("data"_L1).toObject();
        QCOMPARE(data.value("name"_L1).toString(), u"line1\nline2\r#99 result ok\u001b[2J"_s);
        QCOMPARE(data.value("args"_L1).toObject().value("q"_L1).toString(),
                 u"\u009b31m\u202e\u007f"_s);
        QVERIFY(lines.at(0).contains(R"(\u202e)"));
        const QJsonObject delta = QJsonDocument::fromJson(lines.at(1), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, lines.at(1).constData());
        QCOMPARE(delta.value("data"_L1).toObject().value("text"_L1).toString(),
                 u"a\u2028b\u2029c\u200fd\u2066\u0085e"_s);
    } else {
        for (const QByteArray& line : lines)
            QVERIFY2(line.startsWith('#') && !line.startsWith("#99"), line.constData());
        QVERIFY2(lines.at(0).contains(R"(line1\nline2\r#99 result ok\x1b[2J)"),
                 lines.at(0).constData());
        QVERIFY2(lines.at(0).contains(R"(id=tu_\x1b]0;pwned\x07\u202e)"), lines.at(0).constData());
    }
    // The notes about the unanswered call quote the name escaped as well.
    QVERIFY2(r.err.contains(R"(line1\nline2\r#99 result ok)"), r.describe().constData());
}

void TestMantyxRun::hostileErrorBodyAndRedirect_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QByteArray>("secret"); // must not reach stderr
    QTest::newRow("error body")
        << FakeSseServer::head(400, "application/json") +
               "{\"error\":\"bad\x1b[2J\r\n# run run_forged on \xe2\x80\xae\x9b\"}\n\x07more"_ba
        << QByteArray();
    QByteArray location =
        "http://user:pa55word@elsewhere.example/" + QByteArray(3000, 'a') + "/%1B[2J%E2%80%AE";
    QTest::newRow("redirect") << FakeSseServer::head(307, "text/plain",
                                                     "Location: " + location + "\r\n") +
                                     "moved"
                              << "pa55word"_ba;
}

void TestMantyxRun::hostileErrorBodyAndRedirect()
{
    QFETCH(QByteArray, answer);
    QFETCH(QByteArray, secret);
    FakeSseServer api(
        [answer](int, const QByteArray&, QTcpSocket* s) { FakeSseServer::send(s, answer, true); });
    const QString spec = writeFile(u"hostile2.json"_s, specWith(u"Hello."_s));
    const Result r =
        run({u"--server"_s, api.baseUrl().toString(), u"--workspace"_s, u"w"_s, u"--spec"_s, spec},
            {}, true, u"mantyx_hostile_key"_s);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(terminalControl(r.err).isEmpty(), terminalControl(r.err).constData());
    for (const QByteArray& line : r.err.split('\n'))
        QVERIFY2(!line.startsWith("# run "), r.describe().constData());
    if (!secret.isEmpty()) {
        QVERIFY2(!r.err.contains(secret), r.describe().constData());
        QVERIFY2(r.err.contains("elsewhere.example"), r.describe().constData());
        QVERIFY2(r.err.size() < 1500, r.describe().constData()); // elided, not 3000 a's
    }
}

void TestMantyxRun::userInfoInServerRefused()
{
    // A server that would run it: the run's notes would name the server URL.
    FakeSseServer api([](int, const QByteArray& head, QTcpSocket* s) {
        FakeSseServer::send(
            s,
            head.startsWith("POST ")
                ? FakeSseServer::json(
                      201,
                      R"({"runId":"run_1","streamUrl":"/api/v1/workspaces/w/agent-runs/run_1/stream"})")
                : FakeSseServer::head() + FakeSseServer::result(1),
            true);
    });
    QUrl server = api.baseUrl();
    server.setUserName(u"me"_s);
    server.setPassword(u"mantyx_url_secret"_s);
    const QString spec = writeFile(u"userinfo.json"_s, specWith(u"Hello."_s));
    const Result r =
        run({u"--server"_s, server.toString(), u"--workspace"_s, u"w"_s, u"--spec"_s, spec}, {},
            true, u"mantyx_env_key"_s);
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(!r.err.contains("mantyx_url_secret") && !r.out.contains("mantyx_url_secret"),
             r.describe().constData());
    QVERIFY2(r.err.contains("--server"), r.describe().constData());
    QVERIFY2(api.requests().isEmpty(), api.requests().value(0).constData());
}

void TestMantyxRun::captureWriteFailure_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("osError");
    // Opens, but every write fails: the run goes on, the exit code says the capture is bad.
    if (QFileInfo::exists(u"/dev/full"_s))
        QTest::newRow("full device") << u"/dev/full"_s << 4 << u"No space left on device"_s;
    // Cannot even be opened: nothing starts.
    QTest::newRow("a directory") << m_dir.path() << 3 << QString();
}

void TestMantyxRun::captureWriteFailure()
{
    QFETCH(QString, path);
    QFETCH(int, exitCode);
    QFETCH(QString, osError);
    const QString spec = writeFile(u"capture-fail.json"_s, specWith(u"Hello."_s));
    const Result r =
        run({u"--spec"_s, spec, u"--capture"_s, path, u"--sandbox-delta-delay"_s, u"0"_s}, {}, true,
            sandboxKey());
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == exitCode, r.describe().constData());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(path), r.describe().constData());
    if (!osError.isEmpty()) {
        QVERIFY2(err.contains(osError), r.describe().constData());
        QCOMPARE(err.count(osError), 1); // said once, not per event
        QVERIFY2(!r.outLines().isEmpty() && r.outLines().constLast().contains(" result ok"),
                 r.describe().constData()); // the run itself went on to its end
    }
}

void TestMantyxRun::exportFromCapture()
{
    const QString spec = writeFile(u"export-spec.json"_s, toolSpec());
    const QString answers = writeFile(u"export-answers.json"_s,
                                      QJsonObject{{"alpha_tool"_L1, u"ALPHA </pre><script>"_s}});
    const QString capture = m_dir.filePath(u"export.mxrun"_s);
    const Result live = run({u"--spec"_s, spec, u"--answers"_s, answers, u"--capture"_s, capture,
                             u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    const QString runId = live.runId();
    QFile captureFile(capture);
    QVERIFY(captureFile.open(QIODevice::ReadOnly));
    qsizetype eventLines = 0; // a line may hold "seq" twice: in its data and its whole frame
    for (const QByteArray& line : captureFile.readAll().split('\n'))
        eventLines += line.startsWith("{\"t\":") && line.contains("\"seq\":") ? 1 : 0;

    const auto exported = [this, &capture](const QString& name,
                                           const QStringList& extra = {}) -> QByteArray {
        const QString out = m_dir.filePath(name);
        const Result r = run(QStringList{u"--open"_s, capture, u"--export"_s, out} + extra);
        if (r.exitCode != 0) {
            qWarning("%s", r.describe().constData());
            return {};
        }
        QFile file(out);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray html = exported(u"report.html"_s);
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.contains(runId.toUtf8()));
    QVERIFY(html.contains("ALPHA &lt;/pre&gt;&lt;script&gt;"));
    QVERIFY(!html.contains("<script>"));
    QVERIFY(html.contains("answered (204)"));
    // The run's charts are in the report, inline: the waterfall, the tokens, events per second.
    QCOMPARE(html.count("<svg"), 3);
    const QByteArray md = exported(u"report.md"_s);
    QVERIFY(md.startsWith("# MANTYX run "));
    const QByteArray jsonl = exported(u"events.jsonl"_s);
    QCOMPARE(jsonl.count('\n'), eventLines);
    for (const QByteArray& line : jsonl.trimmed().split('\n'))
        QVERIFY2(QJsonDocument::fromJson(line).isObject(), line.constData());
    const QByteArray json = exported(u"spec.json"_s);
    QCOMPARE(QJsonDocument::fromJson(json).object().value("prompt"_L1).toString(),
             u"Use alpha_tool and beta_tool."_s);
    const QByteArray curl = exported(u"again.sh"_s);
    QVERIFY(curl.contains("Bearer $MANTYX_API_KEY"));
    QVERIFY(curl.contains("/api/v1/workspaces/sandbox/agent-runs"));
    const QByteArray byName = exported(u"report.txt"_s, {u"--export-format"_s, u"markdown"_s});
    QCOMPARE(byName, md);
    for (const QByteArray* bytes : {&html, &md, &jsonl, &json, &curl})
        QVERIFY(!bytes->contains("topsecret"));
}

void TestMantyxRun::exportUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString capture = m_dir.filePath(u"none.mxrun"_s);
    QTest::newRow("export without open")
        << QStringList{u"--export"_s, u"x.html"_s} << u"--export OUT needs --open FILE"_s;
    QTest::newRow("format without export")
        << QStringList{u"--open"_s, capture, u"--export-format"_s, u"html"_s}
        << u"--export-format needs --export OUT"_s;
    QTest::newRow("unknown extension")
        << QStringList{u"--open"_s, capture, u"--export"_s, u"x.txt"_s}
        << u"Cannot tell the export format"_s;
    QTest::newRow("unknown format")
        << QStringList{u"--open"_s,          capture, u"--export"_s, u"x.html"_s,
                       u"--export-format"_s, u"pdf"_s}
        << u"Unknown --export-format: pdf"_s;
    QTest::newRow("with --spec") << QStringList{u"--open"_s, capture,     u"--export"_s,
                                                u"x.html"_s, u"--spec"_s, u"s.json"_s}
                                 << u"does not go with --spec"_s;
    QTest::newRow("no such capture")
        << QStringList{u"--open"_s, capture, u"--export"_s, m_dir.filePath(u"never.html"_s)}
        << u"Cannot open the capture file"_s;
    QTest::newRow("not a capture")
        << QStringList{u"--open"_s, MANTYX_SOURCE_DIR "/CMakeLists.txt"_L1, u"--export"_s,
                       m_dir.filePath(u"never.html"_s)}
        << u"is not a capture file"_s;
}

void TestMantyxRun::exportUsageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = run(args);
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.describe().constData());
    QVERIFY(!QFile::exists(m_dir.filePath(u"never.html"_s)));
}

namespace {

QJsonObject twoToolSpec(const QString& prompt)
{
    return specWith(prompt,
                    QJsonArray{localToolRef(u"alpha_tool"_s), localToolRef(u"gamma_tool"_s)});
}

// stderr's lines, sorted (a note about an answer's POST may come before or after the next event's).
QStringList sortedLines(const QByteArray& bytes)
{
    QStringList lines = QString::fromUtf8(bytes).split(u'\n', Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}

} // namespace

TestMantyxRun::Result TestMantyxRun::capturedRun(const QString& capture, bool jsonl)
{
    const QString spec =
        writeFile(u"captured-spec.json"_s, twoToolSpec(u"Use alpha_tool and gamma_tool."_s));
    const QString answers =
        writeFile(u"captured-answers.json"_s,
                  QJsonObject{{"alpha_tool"_L1, u"ALPHA-42"_s},
                              {"gamma_tool"_L1, QJsonObject{{"error"_L1, u"gamma is down"_s}}}});
    QStringList args{u"--spec"_s,
                     spec,
                     u"--answers"_s,
                     answers,
                     u"--capture"_s,
                     capture,
                     u"--sandbox-delta-delay"_s,
                     u"0"_s};
    if (jsonl)
        args << u"--jsonl"_s;
    return run(args);
}

void TestMantyxRun::openCapturePrintsTheLiveLines_data()
{
    QTest::addColumn<bool>("jsonl");
    QTest::newRow("jsonl") << true;
    QTest::newRow("readable") << false;
}

void TestMantyxRun::openCapturePrintsTheLiveLines()
{
    QFETCH(bool, jsonl);
    const QString capture =
        m_dir.filePath(jsonl ? u"open-jsonl.mxrun"_s : u"open-readable.mxrun"_s);
    const Result live = capturedRun(capture, jsonl);
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    QStringList args{u"--open"_s, capture};
    if (jsonl)
        args << u"--jsonl"_s;
    const Result opened = run(args);
    QVERIFY2(opened.exitCode == 0, opened.describe().constData());

    // stdout: the same lines, byte for byte (the sandbox's frames carry members beside "data";
    // the capture keeps such a frame whole).
    QVERIFY(live.outLines().size() > 8);
    QCOMPARE(opened.out, live.out);

    // stderr: the same notes, except those about the live connection, which a capture has none
    // of: "# using the built-in sandbox at URL" (the in-process server started for the run) and
    // "# run ID on URL (workspace W)" (the run the server created) become one "# playing capture
    // FILE: run ID recorded on URL (workspace W) at TIME"; "# answer to ID posted: HTTP N" (a POST
    // made now) is "# answer to ID posted: HTTP N (recorded)" (the POST the recorded run made).
    QStringList liveErr;
    for (const QString& line : sortedLines(live.err)) {
        if (!line.startsWith(u"# using the built-in sandbox at "_s) &&
            !line.startsWith(u"# run run_"_s))
            liveErr << line;
    }
    QStringList openedErr;
    int playing = 0;
    int recorded = 0;
    for (QString line : sortedLines(opened.err)) {
        if (line.startsWith(u"# playing capture "_s)) {
            ++playing;
            QVERIFY2(
                line.contains(u": run "_s + live.runId() + u" recorded on http://127.0.0.1:"_s),
                qPrintable(line));
            QVERIFY2(line.contains(u"(workspace sandbox)"_s), qPrintable(line));
            continue;
        }
        if (line.endsWith(u" (recorded)"_s)) {
            ++recorded;
            line.chop(QStringView(u" (recorded)").size());
        }
        openedErr << line;
    }
    QCOMPARE(playing, 1);
    QCOMPARE(recorded, 2);
    QCOMPARE(openedErr, liveErr);
    QVERIFY(openedErr.contains(u"# finished: result (exit code 0)"_s));
}

void TestMantyxRun::openDamagedCapture()
{
    const QString capture = m_dir.filePath(u"damaged-source.mxrun"_s);
    const Result live = capturedRun(capture, true);
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    QFile file(capture);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    QVERIFY(lines.size() > 8);

    // Cut in the middle of line 6: the events before it are printed, then the damage note.
    QByteArray cut;
    for (int i = 0; i < 5; ++i)
        cut += lines.at(i) + '\n';
    int eventsBefore = 0;
    for (int i = 1; i < 5; ++i)
        eventsBefore += lines.at(i).contains("\"seq\":") ? 1 : 0;
    cut += lines.at(5).left(lines.at(5).size() / 2);
    const QString damaged = m_dir.filePath(u"damaged.mxrun"_s);
    QFile out(damaged);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(cut);
    out.close();
    const Result r = run({u"--open"_s, damaged, u"--jsonl"_s});
    QVERIFY2(r.exitCode == 5, r.describe().constData());
    QCOMPARE(r.outLines(), live.outLines().mid(0, eventsBefore));
    QVERIFY2(
        r.err.contains(QByteArray("# The capture file is damaged at line 6 (byte " +
                                  QByteArray::number(cut.size() - lines.at(5).size() / 2) + ")")),
        r.describe().constData());
    QVERIFY2(r.err.contains("before the run's end (exit code 5)"), r.describe().constData());

    // A line that is not JSON after the terminal event: every event printed, still exit code 5.
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    for (const QByteArray& line : lines) {
        if (!line.isEmpty())
            out.write(line + '\n');
    }
    out.write("{not json\n");
    out.close();
    const Result after = run({u"--open"_s, damaged, u"--jsonl"_s});
    QVERIFY2(after.exitCode == 5, after.describe().constData());
    QCOMPARE(after.out, live.out);
    QVERIFY2(after.err.contains("# finished: result (exit code 5 instead of 0"),
             after.describe().constData());

    // Whole lines, but the recording stopped before the run ended: exit code 5 as well.
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    for (int i = 0; i < 5; ++i)
        out.write(lines.at(i) + '\n');
    out.close();
    const Result unfinished = run({u"--open"_s, damaged});
    QVERIFY2(unfinished.exitCode == 5, unfinished.describe().constData());
    QVERIFY2(unfinished.err.contains("ends without a terminal event"),
             unfinished.describe().constData());

    // Not a capture at all, or no file: nothing played, exit code 3.
    const QString notCapture = writeFile(u"not-a-capture.mxrun"_s, QJsonObject{{"x"_L1, 1}});
    const Result refused = run({u"--open"_s, notCapture});
    QVERIFY2(refused.exitCode == 3, refused.describe().constData());
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.contains("is not a capture file"), refused.describe().constData());
    const Result missing = run({u"--open"_s, m_dir.filePath(u"nowhere.mxrun"_s)});
    QVERIFY2(missing.exitCode == 3, missing.describe().constData());
    QVERIFY2(missing.err.contains("Cannot play"), missing.describe().constData());
}

void TestMantyxRun::openHostileCaptureIsEscaped()
{
    // A capture whose events carry escape sequences, bidi overrides and a forged line, JSON
    // escaped and raw.
    QByteArray bytes =
        R"({"format":"mantyx-run-capture","version":1,"createdAt":"2026-12-02T13:05:11.402Z",)"
        R"("baseUrl":"http://127.0.0.1:1","workspace":"w\u001b[2Jx","runId":"run_\u202eevil",)"
        R"("sessionId":null,"spec":{}})"
        "\n";
    bytes +=
        R"({"t":1,"seq":1,"type":"local_tool_call","data":{"toolUseId":"tu_\u001b]0;pwned\u0007",)"
        R"("name":"line1\nline2\r#99 result ok\u001b[2J","args":{"q":"\u009b31m)"
        "\xe2\x80\xae"
        R"("},"kind":"local"}})"
        "\n";
    bytes += R"({"t":2,"toolUseId":"tu_\u001b]0;pwned\u0007","result":"x","status":204})"
             "\n";
    bytes += R"({"t":3,"seq":2,"type":"assistant_delta","data":{"text":"a\u2028b)"
             "\xe2\x81\xa6"
             R"("}})"
             "\n";
    bytes +=
        R"({"t":4,"seq":3,"type":"cancelled","data":{"reason":"x\u001b[5mblink\r\n#4 result ok"}})"
        "\n";
    const QString path = m_dir.filePath(u"hostile.mxrun"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    for (const bool jsonl : {false, true}) {
        QStringList args{u"--open"_s, path};
        if (jsonl)
            args << u"--jsonl"_s;
        const Result r = run(args);
        QVERIFY2(r.exitCode == 2, r.describe().constData());
        QCOMPARE(r.outLines().size(), 3);
        QVERIFY2(terminalControl(r.out).isEmpty(), terminalControl(r.out).constData());
        QVERIFY2(terminalControl(r.err).isEmpty(), terminalControl(r.err).constData());
        if (!jsonl)
            QVERIFY2(r.out.contains(R"(line1\nline2\r#99 result ok\x1b[2J)"), r.out.constData());
    }
}

void TestMantyxRun::openUsageErrors()
{
    const QString capture = writeFile(u"usage.mxrun"_s, QJsonObject{});
    const QString spec = writeFile(u"usage-spec.json"_s, specWith(u"Hello."_s));
    const QList<QStringList> cases = {
        {u"--spec"_s, spec},
        {u"--replay"_s, u"run_1"_s},
        {u"--answers-from"_s, capture},
        {u"--capture"_s, m_dir.filePath(u"again.mxrun"_s)},
        {u"--server"_s, u"http://127.0.0.1:1"_s},
        {u"--cancel-after"_s, u"2"_s},
        {u"--command"_s, u"alpha_tool=cat"_s},
    };
    for (const QStringList& extra : cases) {
        const Result r = run(QStringList{u"--open"_s, capture} + extra);
        QVERIFY2(r.exitCode == 3, r.describe().constData());
        QVERIFY2(r.err.contains(QByteArray("--open plays a capture file; " +
                                           extra.first().toUtf8() + " cannot go with it.")),
                 r.describe().constData());
    }
    const Result withReplay = run({u"--answers-from"_s, capture, u"--replay"_s, u"run_1"_s});
    QVERIFY2(withReplay.exitCode == 3, withReplay.describe().constData());
    QVERIFY2(withReplay.err.contains("--replay cannot go with it"),
             withReplay.describe().constData());
}

void TestMantyxRun::answersFromRecordedRun()
{
    const QString capture = m_dir.filePath(u"recorded.mxrun"_s);
    const Result live = capturedRun(capture, true);
    QVERIFY2(live.exitCode == 0, live.describe().constData());

    // No --spec: the capture's own spec runs again, every call answered from the record.
    const Result rerun =
        run({u"--answers-from"_s, capture, u"--jsonl"_s, u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(rerun.exitCode == 0, rerun.describe().constData());
    QVERIFY(rerun.runId() != live.runId());
    QVERIFY2(rerun.err.contains(QByteArray("# 2 recorded answers in " + capture.toUtf8())),
             rerun.describe().constData());
    const QByteArray answered = " answered from " + capture.toUtf8() + " (recorded)";
    QVERIFY2(rerun.err.contains("# alpha_tool (tu_"), rerun.describe().constData());
    QCOMPARE(rerun.err.count(answered), 2);
    for (const QByteArray& line : rerun.err.split('\n')) {
        if (line.contains(answered))
            QVERIFY2(line.startsWith("# alpha_tool (tu_") || line.startsWith("# gamma_tool (tu_"),
                     line.constData());
    }
    // The same answers as the recorded run gave.
    const QHash<QString, QJsonObject> before = echoesByTool(live);
    const QHash<QString, QJsonObject> after = echoesByTool(rerun);
    QCOMPARE(after.value(u"alpha_tool"_s).value("result"_L1).toString(), u"ALPHA-42"_s);
    QCOMPARE(after.value(u"gamma_tool"_s).value("error"_L1).toString(), u"gamma is down"_s);
    QCOMPARE(after.value(u"alpha_tool"_s).value("result"_L1),
             before.value(u"alpha_tool"_s).value("result"_L1));
    QCOMPARE(after.value(u"gamma_tool"_s).value("error"_L1),
             before.value(u"gamma_tool"_s).value("error"_L1));
    QVERIFY(!rerun.err.contains("No recorded answer"));

    // With a --spec of the same tools and prompt: answered the same way.
    const QString spec =
        writeFile(u"same-spec.json"_s, twoToolSpec(u"Use alpha_tool and gamma_tool."_s));
    const Result withSpec =
        run({u"--answers-from"_s, capture, u"--spec"_s, spec, u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(withSpec.exitCode == 0, withSpec.describe().constData());
    QCOMPARE(withSpec.err.count(answered), 2);
}

void TestMantyxRun::answersFromMissingAnswer()
{
    const QString capture = m_dir.filePath(u"recorded-miss.mxrun"_s);
    const Result live = capturedRun(capture, true);
    QVERIFY2(live.exitCode == 0, live.describe().constData());

    // A changed prompt changes the calls' arguments (the sandbox passes it on): no recorded
    // answer matches. Each call gets an error answer; the run goes on; exit code 6.
    const QString spec =
        writeFile(u"changed-spec.json"_s, twoToolSpec(u"Use alpha_tool and gamma_tool, please."_s));
    const Result r = run({u"--answers-from"_s, capture, u"--spec"_s, spec, u"--jsonl"_s,
                          u"--sandbox-delta-delay"_s, u"0"_s},
                         {}, false); // stdin open: nobody is asked all the same
    QVERIFY2(r.finished, r.describe().constData());
    QVERIFY2(r.exitCode == 6, r.describe().constData());
    QVERIFY2(r.err.contains(
                 QByteArray("No recorded answer in " + capture.toUtf8() + " for alpha_tool (tu_")),
             r.describe().constData());
    QVERIFY2(
        r.err.contains(
            R"(with args {"query":"Use alpha_tool and gamma_tool, please."}; it gets an error answer.)"),
        r.describe().constData());
    QVERIFY2(r.err.contains(
                 QByteArray("No recorded answer in " + capture.toUtf8() + " for gamma_tool (tu_")),
             r.describe().constData());
    QVERIFY2(
        r.err.contains(QByteArray("# exit code 6 instead of 0: 2 calls had no recorded answer in " +
                                  capture.toUtf8())),
        r.describe().constData());
    QVERIFY(!r.err.contains("(recorded)"));
    QVERIFY(!r.err.contains("? alpha_tool"));
    const QHash<QString, QJsonObject> echoes = echoesByTool(r);
    QVERIFY2(echoes.value(u"alpha_tool"_s)
                 .value("error"_L1)
                 .toString()
                 .contains(u"has no recorded answer for alpha_tool"_s),
             r.describe().constData());
    QVERIFY(r.outLines().constLast().contains("\"type\":\"result\""));
}

void TestMantyxRun::answersFromRedactedSpecRefused()
{
    // The recorded spec has an MCP server's headers: the capture holds them redacted.
    const QString spec = writeFile(u"redacted-spec.json"_s, toolSpec());
    const QString answers =
        writeFile(u"redacted-answers.json"_s, QJsonObject{{"alpha_tool"_L1, u"A"_s}});
    const QString capture = m_dir.filePath(u"redacted.mxrun"_s);
    const Result live = run({u"--spec"_s, spec, u"--answers"_s, answers, u"--capture"_s, capture,
                             u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(live.exitCode == 0, live.describe().constData());
    const Result r = run({u"--answers-from"_s, capture});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY(r.runId().isEmpty());
    QVERIFY2(r.err.contains(
                 "has redacted values (tools[2].headers.Authorization, tools[2].headers.X-Team)"),
             r.describe().constData());
    QVERIFY2(r.err.contains("Give the spec with --spec FILE."), r.describe().constData());
    QVERIFY(!r.err.contains("topsecret"));
    // Given the spec, the same capture answers the run.
    const Result withSpec =
        run({u"--answers-from"_s, capture, u"--spec"_s, spec, u"--sandbox-delta-delay"_s, u"0"_s});
    QVERIFY2(withSpec.exitCode == 0, withSpec.describe().constData());
    QVERIFY2(withSpec.err.contains("# alpha_tool (tu_"), withSpec.describe().constData());
    QVERIFY2(
        withSpec.err.contains(QByteArray(" answered from " + capture.toUtf8() + " (recorded)")),
        withSpec.describe().constData());
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestMantyxRun)
#include "tst_mantyxrun.moc"
