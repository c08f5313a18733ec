// SPDX-License-Identifier: MIT
// Every sandbox scenario and every tool kind, run three times — the sandbox's stream framed as
// the envelope, flat (as the official SDKs' servers frame it) and both at once — through
// RunController and through mantyx-run: the timelines and the printed events are the same.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clienttest.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinedump.h"
#include "runtestutil.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

namespace {

const QStringList& shapes()
{
    static const QStringList names = {u"envelope"_s, u"flat"_s, u"both"_s};
    return names;
}

QJsonObject readSpec(const QString& name)
{
    QFile file(QStringLiteral(MANTYX_SOURCE_DIR "/tests/protocol/data/specs/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The spec of one case in one shape: a fixed seed, so tool-use ids match across the three.
QJsonObject shaped(QJsonObject spec, const QString& shape)
{
    QJsonObject metadata = spec.value("metadata"_L1).toObject();
    metadata.insert("sandbox.seed"_L1, u"20261201"_s);
    metadata.insert("sandbox.fault.shape"_L1, shape);
    spec.insert("metadata"_L1, metadata);
    return spec;
}

// Run ids differ from run to run and the shape is named in the metadata; nothing else may.
QString normalised(QString text, const QString& shape)
{
    static const QRegularExpression runId(u"run_[0-9A-Za-z]+"_s);
    text.replace(runId, u"run_X"_s);
    text.replace(u"\"%1\""_s.arg(shape), u"\"SHAPE\""_s);
    text.replace(u"=%1"_s.arg(shape), u"=SHAPE"_s);
    return text;
}

QString answerFor(const QString& toolName)
{
    return u"answer for %1"_s.arg(toolName);
}

} // namespace

class TestEventShapes : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    struct Outcome
    {
        QString dump;
        RunSummary::Status status = RunSummary::Status::Running;
        int malformed = 0;
    };
    // One run through RunController; local calls answered (unless `answer` is false), and
    // with `cancelAtCall` cancelled while its first call is pending, then answered.
    Outcome runController(const QJsonObject& spec, bool answer, bool cancelAtCall);

    struct CliOutcome
    {
        int exitCode = -100;
        QString out;
        QString err;
    };
    CliOutcome runCli(const QJsonObject& spec, const QString& shape);

    QTemporaryDir m_dir;
    QString m_binary;

private slots:
    void initTestCase();
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void sameTimelineInEveryShape_data();
    void sameTimelineInEveryShape();
    void sameOutputFromMantyxRun_data();
    void sameOutputFromMantyxRun();
    void sandboxFramesAsAsked();
    void serverWideShape();
};

void TestEventShapes::initTestCase()
{
    QVERIFY(m_dir.isValid());
    startSandbox();
    m_binary = clienttest::mantyxRunBinary();
    QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary));
}

TestEventShapes::Outcome TestEventShapes::runController(const QJsonObject& spec, bool answer,
                                                        bool cancelAtCall)
{
    auto* source = new LiveRunSource(m_client.get(), spec);
    RunStream::Options options;
    options.backoff.initialMs = 5;
    options.backoff.maxMs = 50;
    source->setStreamOptions(options);
    RunController run(m_client.get(), source);
    ToolResultSender::Options sender;
    sender.backoff.initialMs = 5;
    run.setSenderOptions(sender);

    bool cancelled = false;
    QStringList waiting; // calls held back until the cancel is accepted
    const auto answerCall = [&run](const QString& id) {
        const LocalCall* call = callOf(*run.timeline(), id);
        run.answer(id, ToolAnswer::success(answerFor(call ? call->name : QString())));
    };
    connect(&run, &RunController::callArrived, this, [&](const QString& id) {
        if (!answer)
            return;
        if (cancelAtCall && !cancelled) {
            cancelled = true;
            waiting << id;
            run.cancel();
            return;
        }
        answerCall(id);
    });
    connect(&run, &RunController::cancelAccepted, this, [&](const QStringList&) {
        for (const QString& id : std::as_const(waiting))
            answerCall(id);
        waiting.clear();
    });
    run.start();
    Outcome outcome;
    if (!waitFinished(run)) {
        outcome.dump = u"(did not finish)\n"_s + TimelineDump::dump(*run.timeline());
        return outcome;
    }
    // The stream may end before the answer's POST has its status (cancelled follows the echo
    // at once): wait for the statuses, which are part of the dump.
    waitUntil([&run] {
        for (const QString& id : run.callIds()) {
            const LocalCall* call = callOf(*run.timeline(), id);
            if (call && call->state == LocalCallState::Answered && call->httpStatus == 0)
                return false;
        }
        return true;
    });
    outcome.dump = TimelineDump::dump(*run.timeline(), TimelineDump::Default);
    outcome.status = run.timeline()->summary().status;
    for (int i = 0; i < run.timeline()->eventCount(); ++i)
        outcome.malformed += run.timeline()->eventAt(i).type == EventType::Malformed ? 1 : 0;
    return outcome;
}

TestEventShapes::CliOutcome TestEventShapes::runCli(const QJsonObject& spec, const QString& shape)
{
    CliOutcome outcome;
    const QString specPath = m_dir.filePath(u"spec-%1.json"_s.arg(shape));
    const QString answersPath = m_dir.filePath(u"answers.json"_s);
    {
        QFile file(specPath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return outcome;
        file.write(QJsonDocument(spec).toJson());
        QJsonObject answers;
        for (const QJsonValue& tool : spec.value("tools"_L1).toArray()) {
            const QJsonObject ref = tool.toObject();
            answers.insert(ref.value("name"_L1).toString(),
                           answerFor(ref.value("name"_L1).toString()));
            for (const QJsonValue& t : ref.value("tools"_L1).toArray())
                answers.insert(t.toObject().value("name"_L1).toString(),
                               answerFor(t.toObject().value("name"_L1).toString()));
        }
        QFile answersFile(answersPath);
        if (!answersFile.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return outcome;
        answersFile.write(QJsonDocument(answers).toJson());
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"MANTYX_API_KEY"_s, sandboxKey());
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    process.setProcessEnvironment(env);
    process.start(m_binary,
                  {u"--server"_s, m_server->baseUrl().toString(), u"--workspace"_s, u"sandbox"_s,
                   u"--spec"_s, specPath, u"--answers"_s, answersPath, u"--no-input"_s});
    if (!process.waitForStarted(10000))
        return outcome;
    process.closeWriteChannel();
    QByteArray out;
    QByteArray err;
    finishProcess(process, outcome.exitCode, out, err);
    outcome.out = normalised(QString::fromUtf8(out), shape);
    outcome.err = normalised(QString::fromUtf8(err), shape);
    return outcome;
}

void TestEventShapes::sameTimelineInEveryShape_data()
{
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<bool>("answer");
    QTest::addColumn<bool>("cancelAtCall");
    QTest::addColumn<int>("status");

    const auto ok = int(RunSummary::Status::Succeeded);
    const auto failed = int(RunSummary::Status::Failed);
    const auto cancelled = int(RunSummary::Status::Cancelled);
    const QJsonArray plugin{pluginTool(u"kb_search"_s)};
    const QJsonArray local{localToolRef(u"lookup_order"_s)};
    const auto scenario = [](const QString& name) {
        return QJsonObject{{"sandbox.scenario"_L1, name}};
    };

    // Every tool kind, the client-resolved ones answered.
    QTest::newRow("all tool kinds")
        << readSpec(u"spec-3-all-tool-kinds.json"_s) << true << false << ok;
    QTest::newRow("local") << specWith(u"Use lookup_order."_s, local) << true << false << ok;
    QTest::newRow("mcp_local") << specWith(u"Use fs_read_file."_s, QJsonArray{mcpLocalTool()})
                               << true << false << ok;
    QTest::newRow("a2a_local") << specWith(u"Ask hr_agent."_s, QJsonArray{a2aLocalTool()}) << true
                               << false << ok;
    QTest::newRow("plain") << specWith(u"Answer the question."_s, plugin) << true << false << ok;
    QTest::newRow("no tools") << specWith(u"Say hello."_s) << true << false << ok;
    QTest::newRow("reasoning") << specWith(u"Think first."_s, plugin, {},
                                           QJsonObject{{"reasoningLevel"_L1, u"high"_s}})
                               << true << false << ok;
    QTest::newRow("plan") << readSpec(u"spec-8.5-plan-true.json"_s) << true << false << ok;
    QTest::newRow("plan only") << readSpec(u"spec-8.5-plan-only-steps.json"_s) << true << false
                               << ok;
    QTest::newRow("supervisor") << readSpec(u"spec-8.4-supervisor-object.json"_s) << true << false
                                << ok;
    QTest::newRow("output schema")
        << readSpec(u"spec-7-output-schema.json"_s) << true << false << ok;
    for (const auto name : {"loop"_L1, "budget"_L1, "supervisor_redirect"_L1,
                            "supervisor_finalize"_L1, "supervisor_reasoning"_L1})
        QTest::newRow(name.data())
            << specWith(u"Answer the question."_s, plugin, scenario(name)) << true << false << ok;
    for (const auto name : {"truncation"_L1, "rate_limit"_L1, "server_error"_L1})
        QTest::newRow(name.data()) << specWith(u"Answer the question."_s, plugin, scenario(name))
                                   << true << false << failed;
    QJsonObject timeout = scenario(u"local_timeout"_s);
    timeout.insert("sandbox.toolTimeoutMs"_L1, u"200"_s);
    QTest::newRow("local_timeout")
        << specWith(u"Use lookup_order."_s, local, timeout) << false << false << failed;
    QTest::newRow("cancelled with a call in flight")
        << specWith(u"Use lookup_order."_s, local) << true << true << cancelled;
}

void TestEventShapes::sameTimelineInEveryShape()
{
    QFETCH(QJsonObject, spec);
    QFETCH(bool, answer);
    QFETCH(bool, cancelAtCall);
    QFETCH(int, status);
    QVERIFY(!spec.isEmpty());

    QString reference;
    for (const QString& shape : shapes()) {
        const Outcome outcome = runController(shaped(spec, shape), answer, cancelAtCall);
        const QString dump = normalised(outcome.dump, shape);
        QVERIFY2(int(outcome.status) == status, qPrintable(shape + u":\n"_s + dump));
        QVERIFY2(outcome.malformed == 0, qPrintable(shape + u":\n"_s + dump));
        if (reference.isEmpty()) {
            reference = dump;
            continue;
        }
        if (dump != reference)
            qWarning().noquote() << "envelope:\n" << reference << "\n" << shape << ":\n" << dump;
        QCOMPARE(dump, reference);
    }
}

void TestEventShapes::sameOutputFromMantyxRun_data()
{
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<int>("exitCode");
    const QJsonArray plugin{pluginTool(u"kb_search"_s)};
    QTest::newRow("all tool kinds") << readSpec(u"spec-3-all-tool-kinds.json"_s) << 0;
    QTest::newRow("plan") << readSpec(u"spec-8.5-plan-true.json"_s) << 0;
    QTest::newRow("supervisor") << readSpec(u"spec-8.4-supervisor-object.json"_s) << 0;
    for (const auto name : {"loop"_L1, "budget"_L1, "supervisor_reasoning"_L1})
        QTest::newRow(name.data()) << specWith(u"Answer the question."_s, plugin,
                                               QJsonObject{{"sandbox.scenario"_L1, QString(name)}})
                                   << 0;
    for (const auto name : {"truncation"_L1, "rate_limit"_L1, "server_error"_L1})
        QTest::newRow(name.data()) << specWith(u"Answer the question."_s, plugin,
                                               QJsonObject{{"sandbox.scenario"_L1, QString(name)}})
                                   << 1;
}

void TestEventShapes::sameOutputFromMantyxRun()
{
    QFETCH(QJsonObject, spec);
    QFETCH(int, exitCode);
    QVERIFY(!spec.isEmpty());
    CliOutcome reference;
    for (const QString& shape : shapes()) {
        const CliOutcome outcome = runCli(shaped(spec, shape), shape);
        QVERIFY2(
            outcome.exitCode == exitCode,
            qPrintable(shape + u": exit %1\n"_s.arg(outcome.exitCode) + outcome.out + outcome.err));
        QVERIFY2(!outcome.out.contains(u"malformed"_s, Qt::CaseInsensitive),
                 qPrintable(outcome.out));
        QVERIFY2(!outcome.err.contains(u"malformed"_s, Qt::CaseInsensitive),
                 qPrintable(outcome.err));
        if (shape == shapes().constFirst()) {
            reference = outcome;
            continue;
        }
        QCOMPARE(outcome.out, reference.out);
        QCOMPARE(outcome.err, reference.err);
    }
}

void TestEventShapes::sandboxFramesAsAsked()
{
    // What each shape puts on the wire, read with the client's own SSE parser and decoder.
    for (const QString& shape : shapes()) {
        RunDriver driver(m_client.get(), RunDriver::echoAnswers());
        QVERIFY(driver.start(shaped(
            specWith(u"Use lookup_order."_s, QJsonArray{localToolRef(u"lookup_order"_s)}), shape)));
        QVERIFY(driver.waitFinished());
        const QStringList violations = orderViolations(driver.events);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        const EventShape expected = *eventShapeFromName(shape);
        for (const RunEvent& e : std::as_const(driver.events)) {
            const QJsonObject root = QJsonDocument::fromJson(e.raw).object();
            const QJsonObject payload = e.data();
            QVERIFY2(e.problems.isEmpty(), qPrintable(e.problems.join(u'\n')));
            QCOMPARE(root.value("seq"_L1).toInteger(), e.seq);
            QCOMPARE(e.sseEvent, e.typeName.toUtf8());
            const bool empty = payload.isEmpty();
            QCOMPARE(e.shape,
                     empty && expected == EventShape::Both ? EventShape::Envelope : expected);
            switch (expected) {
            case EventShape::Envelope:
                QCOMPARE(root.keys(), (QStringList{u"data"_s, u"seq"_s, u"type"_s}));
                break;
            case EventShape::Flat:
                QVERIFY(!root.contains("type"_L1));
                QVERIFY(!root.contains("data"_L1));
                break;
            case EventShape::Both:
                QCOMPARE(root.value("type"_L1).toString(), e.typeName);
                QCOMPARE(root.value("data"_L1).toObject(), payload);
                for (auto it = payload.begin(); it != payload.end(); ++it)
                    QCOMPARE(root.value(it.key()), it.value());
                break;
            }
            if (e.type == EventType::Result) {
                // The SDKs treat a result without subtype "success" as a failed run.
                QCOMPARE(payload.value("subtype"_L1).toString(), u"success"_s);
                QCOMPARE(payload.value("ok"_L1).toBool(), true);
            }
        }
    }
}

void TestEventShapes::serverWideShape()
{
    // The server-wide switch; a run's own metadata still wins.
    FaultPlan plan;
    QVERIFY(plan.apply(u"shape"_s, u"flat"_s));
    QVERIFY(!plan.apply(u"shape"_s, u"sideways"_s)); // refused, and the plan keeps "flat"
    QCOMPARE(plan.shape, std::optional<EventShape>(EventShape::Flat));
    m_server->setFaults(plan);
    RunDriver flat(m_client.get(), RunDriver::echoAnswers());
    QVERIFY(flat.start(specWith(u"Say hello."_s)));
    QVERIFY(flat.waitFinished());
    QVERIFY(!flat.events.isEmpty());
    for (const RunEvent& e : std::as_const(flat.events))
        QCOMPARE(e.shape, EventShape::Flat);

    RunDriver own(m_client.get(), RunDriver::echoAnswers());
    QVERIFY(own.start(shaped(specWith(u"Say hello."_s), u"envelope"_s)));
    QVERIFY(own.waitFinished());
    for (const RunEvent& e : std::as_const(own.events))
        QCOMPARE(e.shape, EventShape::Envelope);
}

QTEST_GUILESS_MAIN(TestEventShapes)
#include "tst_eventshapes.moc"
