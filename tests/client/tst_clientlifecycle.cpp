// SPDX-License-Identifier: MIT
// Tests whole runs through the client API (ApiClient + RunStream + ToolResultSender) against the
// sandbox: the full lifecycle of every forced scenario of docs/sandbox.md, and a chaos run of
// 200 runs whose streams are cut, cut mid-frame or stalled every few events — with zero lost,
// zero repeated, in-order events and exactly one tool-result POST per call, counted at the server.
#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QTest>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "clienttest.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestClientLifecycle final : public QObject, protected SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }

    void lifecycle_data();
    void lifecycle();
    void sessionLifecycle();
    void chaos();

private:
};

void TestClientLifecycle::lifecycle_data()
{
    QTest::addColumn<QString>("scenario"); // metadata sandbox.scenario; empty: none
    QTest::addColumn<QJsonArray>("tools");
    QTest::addColumn<QJsonObject>("extra");
    QTest::addColumn<bool>("answerCalls");
    QTest::addColumn<QString>("terminal");   // result | error
    QTest::addColumn<QString>("errorClass"); // for error
    QTest::addColumn<QString>("status");     // snapshot status
    QTest::addColumn<int>("mustSee");        // an EventType that must occur (Unknown: none)

    const QJsonArray localAndPlugin{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s)};
    const QJsonArray plugins{pluginTool(u"beta_tool"_s), pluginTool(u"other_tool"_s),
                             pluginTool(u"third_tool"_s)};
    const QJsonObject reasoning{{"reasoningLevel"_L1, u"high"_s}};

    QTest::newRow("default with plan")
        << QString() << localAndPlugin << QJsonObject{{"plan"_L1, true}} << true << u"result"_s
        << QString() << u"succeeded"_s << int(EventType::TaskPlan);
    QTest::newRow("truncation") << u"truncation"_s << QJsonArray() << QJsonObject() << true
                                << u"error"_s << u"truncation"_s << u"failed"_s
                                << int(EventType::AssistantMessage);
    QTest::newRow("rate_limit") << u"rate_limit"_s << QJsonArray{pluginTool(u"beta_tool"_s)}
                                << QJsonObject() << true << u"error"_s << u"rate_limit"_s
                                << u"failed"_s << int(EventType::AssistantMessage);
    QTest::newRow("server_error") << u"server_error"_s << QJsonArray() << QJsonObject() << true
                                  << u"error"_s << u"server"_s << u"failed"_s
                                  << int(EventType::Unknown);
    QTest::newRow("local_timeout")
        << u"local_timeout"_s << QJsonArray{localToolRef(u"alpha_tool"_s)} << QJsonObject() << false
        << u"error"_s << u"local_timeout"_s << u"failed"_s << int(EventType::LocalToolCall);
    QTest::newRow("loop") << u"loop"_s << plugins << QJsonObject() << true << u"result"_s
                          << QString() << u"succeeded"_s << int(EventType::LoopDetected);
    QTest::newRow("budget") << u"budget"_s << QJsonArray{pluginTool(u"beta_tool"_s)}
                            << QJsonObject() << true << u"result"_s << QString() << u"succeeded"_s
                            << int(EventType::ToolBudgetExceeded);
    QTest::newRow("supervisor_redirect")
        << u"supervisor_redirect"_s << localAndPlugin << QJsonObject() << true << u"result"_s
        << QString() << u"succeeded"_s << int(EventType::Supervisor);
    QTest::newRow("supervisor_finalize")
        << u"supervisor_finalize"_s << plugins << QJsonObject() << true << u"result"_s << QString()
        << u"succeeded"_s << int(EventType::Supervisor);
    QTest::newRow("supervisor_reasoning")
        << u"supervisor_reasoning"_s << QJsonArray{pluginTool(u"beta_tool"_s)} << reasoning << true
        << u"result"_s << QString() << u"succeeded"_s << int(EventType::Supervisor);
    QTest::newRow("slow") << u"slow"_s << QJsonArray() << QJsonObject() << true << u"result"_s
                          << QString() << u"succeeded"_s << int(EventType::AssistantDelta);
}

void TestClientLifecycle::lifecycle()
{
    QFETCH(QString, scenario);
    QFETCH(QJsonArray, tools);
    QFETCH(QJsonObject, extra);
    QFETCH(bool, answerCalls);
    QFETCH(QString, terminal);
    QFETCH(QString, errorClass);
    QFETCH(QString, status);
    QFETCH(int, mustSee);

    QJsonObject metadata;
    if (!scenario.isEmpty())
        metadata.insert("sandbox.scenario"_L1, scenario);
    if (scenario == "local_timeout"_L1)
        metadata.insert("sandbox.toolTimeoutMs"_L1, u"200"_s);
    RunStream::Options options;
    options.backoff.initialMs = 2;
    RunDriver run(m_client.get(), answerCalls ? RunDriver::echoAnswers() : RunDriver::Answerer(),
                  options);
    const QString prompt = tools.isEmpty() ? u"Go."_s : u"Use the tools."_s;
    QVERIFY2(run.start(specWith(prompt, tools, metadata, extra)),
             describe(run.createResponse).constData());
    QVERIFY(run.waitFinished());
    QCOMPARE(run.endReason, std::optional(RunStream::EndReason::Terminal));
    const QStringList violations = orderViolations(run.events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    const RunEvent& last = run.events.constLast();
    QCOMPARE(last.typeName, terminal);
    if (terminal == "error"_L1) {
        const ErrorEvent* error = last.as<ErrorEvent>();
        QVERIFY(error && error->errorClass);
        QCOMPARE(*error->errorClass, errorClass);
    } else {
        const ResultEvent* result = last.as<ResultEvent>();
        QVERIFY(result && result->isSuccess());
    }
    if (EventType(mustSee) != EventType::Unknown)
        QVERIFY2(countOf(run.events, EventType(mustSee)) > 0, QTest::currentDataTag());

    // Every local call: answered once and acknowledged, or (local_timeout) left unanswered.
    for (const QString& id : std::as_const(run.callIds)) {
        if (answerCalls) {
            QCOMPARE(run.sender->state(id), ToolResultSender::State::Acknowledged);
            QCOMPARE(m_server->toolResultPosts(id), 1);
            QCOMPARE(m_server->acceptedToolResults(id), 1);
        } else {
            QCOMPARE(run.sender->state(id), ToolResultSender::State::Pending);
            QCOMPARE(m_server->toolResultPosts(id), 0);
        }
    }
    const ApiResponse snapshot = waitFor(m_client->getRun(run.runId));
    QVERIFY2(snapshot.isSuccess(), describe(snapshot).constData());
    QCOMPARE(snapshot.json().value("status"_L1).toString(), status);
    if (terminal == "error"_L1)
        QCOMPARE(
            snapshot.json().value("failureReason"_L1).toObject().value("errorClass"_L1).toString(),
            errorClass);
}

void TestClientLifecycle::sessionLifecycle()
{
    const ApiResponse created = waitFor(m_client->createSession(
        QJsonObject{{"systemPrompt"_L1, u"Session agent."_s},
                    {"tools"_L1, QJsonArray{localToolRef(u"alpha_tool"_s)}}}));
    QVERIFY2(created.isSuccess(), describe(created).constData());
    const QString sessionId = created.json().value("sessionId"_L1).toString();
    // Two turns, each a run with its own stream and tool answers; handlers re-bound by name.
    for (int turn = 0; turn < 2; ++turn) {
        std::optional<CreatedRun> run;
        const ApiResponse posted =
            waitFor(m_client->postSessionMessage(sessionId,
                                                 QJsonObject{{"prompt"_L1, u"Use alpha_tool."_s}}),
                    &run);
        QVERIFY2(posted.isSuccess(), describe(posted).constData());
        RunStream stream(m_client.get());
        ToolResultSender sender(m_client.get(), run->runId);
        QList<RunEvent> events;
        connect(&stream, &RunStream::eventsReceived, this, [&](const QList<RunEvent>& batch) {
            events.append(batch);
            sender.observe(batch);
            for (const RunEvent& e : batch) {
                if (const auto* call = e.as<LocalToolCallEvent>())
                    sender.submit(call->toolUseId, ToolAnswer::success(u"turn answer"_s));
            }
        });
        stream.open(run->streamUrl);
        QVERIFY(waitUntil([&] { return stream.isFinished(); }));
        const QStringList violations = orderViolations(events);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        QCOMPARE(events.constLast().type, EventType::Result);
        QCOMPARE(sender.unresolved(), QStringList());
    }
    QVERIFY(waitFor(m_client->deleteSession(sessionId)).isSuccess());
}

void TestClientLifecycle::chaos()
{
    constexpr int Runs = 200;
    constexpr int Concurrency = 10;
    const quint32 seed = qEnvironmentVariableIsSet("MANTYX_CHAOS_SEED")
                             ? quint32(qEnvironmentVariableIntValue("MANTYX_CHAOS_SEED"))
                             : 20240611u;
    QRandomGenerator random(seed);
    qInfo("chaos seed %u (set MANTYX_CHAOS_SEED to repeat another)", seed);

    RunStream::Options options;
    options.stallTimeoutMs = 100;
    options.backoff.initialMs = 1;
    options.backoff.maxMs = 20;
    options.maxAttemptsWithoutProgress = 20;

    const QJsonArray tools{localToolRef(u"alpha_tool"_s), pluginTool(u"beta_tool"_s),
                           localToolRef(u"gamma_tool"_s)};
    std::vector<std::unique_ptr<RunDriver>> runs;
    runs.reserve(Runs);
    QStringList faultsUsed;
    QElapsedTimer clock;
    clock.start();
    int started = 0;
    int finished = 0;
    const auto startOne = [&] {
        QJsonObject metadata;
        switch (random.bounded(4)) {
        case 0:
            metadata.insert("sandbox.fault.cutAfterEvents"_L1,
                            QString::number(random.bounded(1, 6)));
            break;
        case 1:
            metadata.insert("sandbox.fault.cutEveryBytes"_L1,
                            QString::number(random.bounded(120, 700)));
            break;
        case 2:
            metadata.insert("sandbox.fault.stallAfterEvents"_L1,
                            QString::number(random.bounded(4, 12)));
            break;
        default:
            metadata.insert("sandbox.fault.cutAfterEvents"_L1,
                            QString::number(random.bounded(2, 6)));
            metadata.insert("sandbox.fault.stallAfterEvents"_L1,
                            QString::number(random.bounded(3, 7)));
            break;
        }
        faultsUsed.append(
            QString::fromUtf8(QJsonDocument(metadata).toJson(QJsonDocument::Compact)));
        auto run = std::make_unique<RunDriver>(m_client.get(), RunDriver::echoAnswers(), options);
        const QString prompt = random.bounded(2) ? u"Use alpha_tool, beta_tool and gamma_tool."_s
                                                 : u"Use gamma_tool and alpha_tool."_s;
        QJsonObject extra;
        if (random.bounded(2))
            extra.insert("reasoningLevel"_L1, u"low"_s);
        run->start(specWith(prompt, tools, metadata, extra));
        runs.push_back(std::move(run));
        ++started;
    };
    while (finished < Runs) {
        finished = 0;
        int running = 0;
        for (const auto& run : runs) {
            if (run->endReason || run->runId.isEmpty())
                ++finished;
            else
                ++running;
        }
        while (running < Concurrency && started < Runs) {
            startOne();
            ++running;
        }
        if (finished < Runs)
            QTest::qWait(2);
        QVERIFY2(clock.elapsed() < 250000, "chaos did not finish in time");
    }
    const qint64 elapsed = clock.elapsed();

    int reconnects = 0;
    int stalls = 0;
    qint64 events = 0;
    qint64 duplicates = 0;
    int calls = 0;
    for (int i = 0; i < Runs; ++i) {
        const RunDriver& run = *runs.at(i);
        const QByteArray where = "run " + QByteArray::number(i) + ' ' + run.runId.toUtf8() + ' ' +
                                 faultsUsed.at(i).toUtf8();
        const auto msg = [&where](const QByteArray& more) {
            return QByteArray(where + ' ' + more);
        };
        QVERIFY2(!run.runId.isEmpty(), msg(describe(run.createResponse)).constData());
        QVERIFY2(run.endReason == RunStream::EndReason::Terminal,
                 msg(run.stream.lastProblem().toUtf8()).constData());
        const QStringList violations = orderViolations(run.events);
        QVERIFY2(violations.isEmpty(), msg(violations.join(u'\n').toUtf8()).constData());
        QVERIFY2(run.events.constLast().type == EventType::Result, where.constData());
        QVERIFY2(!run.callIds.isEmpty(), where.constData());
        for (const QString& id : run.callIds) {
            QVERIFY2(m_server->toolResultPosts(id) == 1, msg(id.toUtf8()).constData());
            QVERIFY2(m_server->acceptedToolResults(id) == 1, msg(id.toUtf8()).constData());
            QVERIFY2(run.sender->state(id) == ToolResultSender::State::Acknowledged,
                     msg(id.toUtf8()).constData());
        }
        // Each answer made it into the final text exactly as posted.
        const ResultEvent* result = run.events.constLast().as<ResultEvent>();
        QVERIFY2(result && result->text && result->text->contains(u"answer for alpha_tool"_s),
                 where.constData());
        QCOMPARE(countOf(run.events, EventType::LocalToolResultIn), int(run.callIds.size()));
        reconnects += run.stream.stats().reconnects;
        stalls += run.stream.stats().stalls;
        events += run.events.size();
        duplicates += run.stream.stats().duplicatesDropped;
        calls += int(run.callIds.size());
    }
    QVERIFY(reconnects > Runs); // the faults really bit
    qInfo("chaos: %d runs, %lld events, %d local calls, %d reconnects (%d stalls), "
          "%lld duplicates dropped, %lld ms",
          Runs, events, calls, reconnects, stalls, duplicates, elapsed);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestClientLifecycle)
#include "tst_clientlifecycle.moc"
