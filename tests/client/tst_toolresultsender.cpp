// SPDX-License-Identifier: MIT
// Tests ToolResultSender against the sandbox: one accepted POST per toolUseId (counted at the
// server), retries of the same body through 503s, 404/409 as final outcomes, re-sending a failed
// answer, files (base64, MIME list, caps enforced before anything is sent), the echo path, and a
// redirected POST, which is not followed (the answer would carry the credential elsewhere).
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "clienttest.h"
#include "fakesseserver.h"
#include "protocol/eventdecoder.h"
#include "protocol/toolresultvalidator.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestToolResultSender final : public QObject, protected SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void acknowledgedOnceAndNeverAgain();
    void legacyServerAnswers200();
    void lateAnswerAfterLocalTimeoutIs409();
    void retriedAfter503PostsAgainAndSucceedsOnce();
    void failedAnswerCanBeResent();
    void cancelMidRunWithPendingCall();
    void answerWithError();
    void oversizedResultBecomesAnError();
    void filesAreSent();
    void filesRefusedBeforeSending_data();
    void filesRefusedBeforeSending();
    void unlistedMimeAllowedOnRequest();
    void echoConfirmsAnswer();
    void stateSignalsAndUnresolved();
    void redirectedPostNotFollowed();

private:
    // Starts a run with one local tool and waits for its local_tool_call; the call stays open.
    struct OpenCall
    {
        std::unique_ptr<RunDriver> run;
        QString toolUseId;
    };
    OpenCall openCall(const QJsonObject& metadata = {});
};

TestToolResultSender::OpenCall TestToolResultSender::openCall(const QJsonObject& metadata)
{
    OpenCall out;
    RunStream::Options options;
    options.backoff.initialMs = 2;
    out.run = std::make_unique<RunDriver>(m_client.get(), nullptr, options);
    if (!out.run->start(
            specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)}, metadata)))
        return out;
    waitUntil([&] { return !out.run->callIds.isEmpty() || out.run->endReason.has_value(); });
    if (!out.run->callIds.isEmpty())
        out.toolUseId = out.run->callIds.constFirst();
    return out;
}

void TestToolResultSender::acknowledgedOnceAndNeverAgain()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Pending);
    QCOMPARE(sender.entry(call.toolUseId)->toolName, u"alpha_tool"_s);
    QSignalSpy posted(&sender, &ToolResultSender::answerPosted);

    const ToolResultSender::SubmitResult first =
        sender.submit(call.toolUseId, ToolAnswer::success(u"forty-two"_s));
    QVERIFY2(first.queued, qPrintable(first.refusal));
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Sending);
    // While it is being sent, and after: refused locally, nothing posted.
    QVERIFY(!sender.submit(call.toolUseId, ToolAnswer::success(u"other"_s)).queued);
    QVERIFY(waitUntil(
        [&] { return sender.state(call.toolUseId) == ToolResultSender::State::Acknowledged; }));
    const ToolResultSender::Entry entry = *sender.entry(call.toolUseId);
    QCOMPARE(entry.httpStatus, 204);
    QCOMPARE(entry.attempts, 1);
    QVERIFY(!entry.error);
    QCOMPARE(entry.body.value("result"_L1).toString(), u"forty-two"_s);
    const ToolResultSender::SubmitResult again =
        sender.submit(call.toolUseId, ToolAnswer::success(u"again"_s));
    QVERIFY(!again.queued);
    QVERIFY(!again.refusal.isEmpty());
    QVERIFY(!sender.resend(call.toolUseId));
    QCOMPARE(posted.size(), 1);
    QCOMPARE(posted.at(0).at(2).toInt(), 204);

    QVERIFY(call.run->waitFinished());
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 1);
    QCOMPARE(m_server->acceptedToolResults(call.toolUseId), 1);
    const ResultEvent* result = call.run->events.constLast().as<ResultEvent>();
    QVERIFY(result && result->text && result->text->contains(u"forty-two"_s));

    // A second answer forced past the sender (another client): 404 unknown_tool_use, verbatim.
    const ApiResponse second = waitFor(m_client->postToolResult(
        call.run->runId, QJsonObject{{"toolUseId"_L1, call.toolUseId}, {"result"_L1, u"x"_s}}));
    QVERIFY(second.httpStatus == 404 || second.httpStatus == 409);
    // The run is over by now, so the sandbox may answer either; ask a live run for the 404.
    OpenCall live = openCall();
    QVERIFY(!live.toolUseId.isEmpty());
    live.run->sender->submit(live.toolUseId, ToolAnswer::success(u"one"_s));
    QVERIFY(waitUntil([&] {
        return live.run->sender->state(live.toolUseId) == ToolResultSender::State::Acknowledged;
    }));
    const ApiResponse dup = waitFor(m_client->postToolResult(
        live.run->runId, QJsonObject{{"toolUseId"_L1, live.toolUseId}, {"result"_L1, u"two"_s}}));
    if (dup.httpStatus == 404) {
        QCOMPARE(dup.error->kind, ApiError::Kind::UnknownToolUse);
        QCOMPARE(dup.error->body, dup.body);
    } else {
        QCOMPARE(dup.httpStatus, 409); // the run finished in between
    }
    QVERIFY(live.run->waitFinished());
    QCOMPARE(m_server->acceptedToolResults(live.toolUseId), 1);
}

void TestToolResultSender::legacyServerAnswers200()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.legacy = true;
    SandboxServer legacy(cfg);
    QVERIFY(legacy.start());
    ApiKeyCredential key(sandboxKey());
    ApiClient client(m_nam.get(), legacy.baseUrl(), u"sandbox"_s, &key);
    RunDriver run(&client, RunDriver::echoAnswers());
    QVERIFY(run.start(specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)})));
    QVERIFY(run.waitFinished());
    QCOMPARE(run.callIds.size(), 1);
    const ToolResultSender::Entry entry = *run.sender->entry(run.callIds.constFirst());
    QCOMPARE(entry.state, ToolResultSender::State::Acknowledged);
    QCOMPARE(entry.httpStatus, 200);
    QCOMPARE(legacy.acceptedToolResults(run.callIds.constFirst()), 1);
}

void TestToolResultSender::lateAnswerAfterLocalTimeoutIs409()
{
    OpenCall call = openCall(QJsonObject{{"sandbox.scenario"_L1, u"local_timeout"_s},
                                         {"sandbox.toolTimeoutMs"_L1, u"200"_s}});
    QVERIFY(!call.toolUseId.isEmpty());
    QVERIFY(call.run->waitFinished());
    const ErrorEvent* error = call.run->events.constLast().as<ErrorEvent>();
    QVERIFY(error);
    QCOMPARE(error->errorClass.value_or(QString()), u"local_timeout"_s);

    ToolResultSender& sender = *call.run->sender;
    QVERIFY(sender.submit(call.toolUseId, ToolAnswer::success(u"too late"_s)).queued);
    QVERIFY(waitUntil(
        [&] { return sender.state(call.toolUseId) == ToolResultSender::State::Rejected; }));
    const ToolResultSender::Entry entry = *sender.entry(call.toolUseId);
    QCOMPARE(entry.httpStatus, 409);
    QVERIFY(entry.error);
    QCOMPARE(entry.error->kind, ApiError::Kind::RunTerminal);
    QCOMPARE(entry.serverBody, entry.error->body);
    QCOMPARE(QJsonDocument::fromJson(entry.serverBody).object().value("error"_L1).toString(),
             u"run_terminal"_s);
    QVERIFY(!entry.message.isEmpty());
    QCOMPARE(entry.attempts, 1); // final: not retried
    // Final for good: neither re-sent nor replaced.
    QVERIFY(!sender.resend(call.toolUseId));
    QVERIFY(!sender.submit(call.toolUseId, ToolAnswer::success(u"x"_s)).queued);
    QTest::qWait(50);
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 1);
    QCOMPARE(m_server->acceptedToolResults(call.toolUseId), 0);
}

void TestToolResultSender::retriedAfter503PostsAgainAndSucceedsOnce()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    FaultPlan faults;
    faults.fail = 1; // the next request: this POST
    faults.failStatus = 503;
    m_server->setFaults(faults);
    ToolResultSender& sender = *call.run->sender;
    QSignalSpy posted(&sender, &ToolResultSender::answerPosted);
    QVERIFY(sender.submit(call.toolUseId, ToolAnswer::success(u"after a 503"_s)).queued);
    QVERIFY(waitUntil(
        [&] { return sender.state(call.toolUseId) == ToolResultSender::State::Acknowledged; }));
    QCOMPARE(sender.entry(call.toolUseId)->attempts, 2);
    QCOMPARE(posted.size(), 2);
    QCOMPARE(posted.at(0).at(2).toInt(), 503);
    QCOMPARE(posted.at(1).at(2).toInt(), 204);
    // The same body both times.
    QCOMPARE(posted.at(0).at(1).toJsonObject(), posted.at(1).at(1).toJsonObject());
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 2);
    QCOMPARE(m_server->acceptedToolResults(call.toolUseId), 1);
    QVERIFY(call.run->waitFinished());
    QCOMPARE(call.run->events.constLast().type, EventType::Result);
}

void TestToolResultSender::failedAnswerCanBeResent()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    ToolResultSender::Options options = sender.options();
    options.maxAttempts = 2;
    sender.setOptions(options);
    FaultPlan faults;
    faults.fail = 2;
    faults.failStatus = 502;
    m_server->setFaults(faults);
    QVERIFY(sender.submit(call.toolUseId, ToolAnswer::success(u"kept"_s)).queued);
    QVERIFY(
        waitUntil([&] { return sender.state(call.toolUseId) == ToolResultSender::State::Failed; }));
    ToolResultSender::Entry entry = *sender.entry(call.toolUseId);
    QCOMPARE(entry.httpStatus, 502);
    QCOMPARE(entry.attempts, 2);
    QVERIFY(entry.error);
    QCOMPARE(entry.serverBody, entry.error->body);
    QCOMPARE(entry.error->kind, ApiError::Kind::ServerError);
    QCOMPARE(entry.body.value("result"_L1).toString(), u"kept"_s); // kept for the UI
    QCOMPARE(sender.unresolved(), QStringList{call.toolUseId});

    // The user presses "send again".
    QVERIFY(sender.resend(call.toolUseId));
    QVERIFY(waitUntil(
        [&] { return sender.state(call.toolUseId) == ToolResultSender::State::Acknowledged; }));
    QCOMPARE(sender.entry(call.toolUseId)->attempts, 1); // since the resend
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 3);
    QCOMPARE(m_server->acceptedToolResults(call.toolUseId), 1);
    QVERIFY(sender.unresolved().isEmpty());
    QVERIFY(call.run->waitFinished());
}

void TestToolResultSender::cancelMidRunWithPendingCall()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Pending);
    const ApiResponse cancelled = waitFor(m_client->cancelRun(call.run->runId));
    QVERIFY2(cancelled.isSuccess(), describe(cancelled).constData());
    // wire-protocol §9: in-flight local tool calls are still fulfilled (or time out) before the
    // terminal event lands — the run waits for the answer, which is accepted and mirrored.
    QTest::qWait(200);
    QVERIFY(!call.run->endReason.has_value());
    QCOMPARE(sender.unresolved(), QStringList{call.toolUseId});
    QVERIFY(sender.submit(call.toolUseId, ToolAnswer::success(u"late"_s)).queued);
    QVERIFY(waitUntil(
        [&] { return sender.state(call.toolUseId) == ToolResultSender::State::Acknowledged; }));
    QCOMPARE(sender.entry(call.toolUseId)->httpStatus, 204);
    QVERIFY(call.run->waitFinished());
    QCOMPARE(call.run->endReason, std::optional(RunStream::EndReason::Terminal));
    const QList<RunEvent>& events = call.run->events;
    QCOMPARE(events.constLast().type, EventType::Cancelled);
    QCOMPARE(events.at(events.size() - 2).type, EventType::LocalToolResultIn);
    const auto* echo = events.at(events.size() - 2).as<LocalToolResultInEvent>();
    QVERIFY(echo);
    QCOMPARE(echo->result.value_or(QString()), u"late"_s);
    const QStringList violations = orderViolations(events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 1);
}

void TestToolResultSender::answerWithError()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    QVERIFY(sender.submit(call.toolUseId, ToolAnswer::failure(u"disk on fire"_s)).queued);
    QVERIFY(call.run->waitFinished());
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Acknowledged);
    const QList<RunEvent> echoes = eventsOf(call.run->events, EventType::LocalToolResultIn);
    QCOMPARE(echoes.size(), 1);
    const LocalToolResultInEvent* echo = echoes.at(0).as<LocalToolResultInEvent>();
    QVERIFY(echo && echo->error);
    QCOMPARE(*echo->error, u"disk on fire"_s);
}

void TestToolResultSender::oversizedResultBecomesAnError()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    QSignalSpy posted(&sender, &ToolResultSender::answerPosted);
    const qint64 size = ToolResultValidator::MaxResultBytes + 1;
    const ToolResultSender::SubmitResult r =
        sender.submit(call.toolUseId, ToolAnswer::success(QString(size, u'a')));
    QVERIFY2(r.queued, qPrintable(r.refusal));
    QVERIFY(!r.replacement.isEmpty());
    QVERIFY(call.run->waitFinished());
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Acknowledged);
    QCOMPARE(m_server->toolResultPosts(call.toolUseId), 1);
    QCOMPARE(posted.size(), 1);
    const QList<RunEvent> echoes = eventsOf(call.run->events, EventType::LocalToolResultIn);
    QCOMPARE(echoes.size(), 1);
    const LocalToolResultInEvent* echo = echoes.at(0).as<LocalToolResultInEvent>();
    QVERIFY(echo && echo->error && !echo->result);
    // The message names the size and the limit (formatted with group separators).
    const QString digits = QString(*echo->error).remove(QRegularExpression(u"[^0-9 ]"_s));
    QVERIFY2(digits.contains(u"2097152"_s) && digits.contains(u"2097153"_s),
             qPrintable(*echo->error));
    QCOMPARE(*echo->error, r.replacement);
}

void TestToolResultSender::filesAreSent()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    const QByteArray png =
        QByteArray::fromHex("89504e470d0a1a0a0000000d49484452") + QByteArray(64, 'x');
    const ToolAnswer answer = ToolAnswer::success(
        u"a chart"_s, {ToolFile{u"chart.png"_s, u"image/png"_s, png},
                       ToolFile{u"notes.txt"_s, u"text/plain; charset=utf-8"_s, "hello"_ba}});
    const QJsonObject body = answer.toJson(call.toolUseId);
    QCOMPARE(body.value("files"_L1).toArray().at(0).toObject().value("data"_L1).toString(),
             QString::fromLatin1(png.toBase64()));
    const ToolResultSender::SubmitResult r = sender.submit(call.toolUseId, answer);
    QVERIFY2(r.queued, qPrintable(r.refusal));
    QVERIFY(call.run->waitFinished());
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Acknowledged);
    QCOMPARE(m_server->acceptedToolResults(call.toolUseId), 1);
}

void TestToolResultSender::filesRefusedBeforeSending_data()
{
    QTest::addColumn<QJsonObject>("body");
    const auto file = [](const QString& mime, qsizetype bytes) {
        return QJsonObject{{"filename"_L1, u"f"_s},
                           {"mimeType"_L1, mime},
                           {"data"_L1, QString::fromLatin1(QByteArray(bytes, 'a').toBase64())}};
    };
    QJsonArray many;
    for (int i = 0; i < 21; ++i)
        many.append(file(u"text/plain"_s, 4));
    QTest::newRow("21 files") << QJsonObject{{"result"_L1, u"x"_s}, {"files"_L1, many}};
    QTest::newRow("over 5 MB") << QJsonObject{
        {"result"_L1, u"x"_s},
        {"files"_L1,
         QJsonArray{file(u"image/png"_s, 3 * 1024 * 1024), file(u"image/png"_s, 3 * 1024 * 1024)}}};
    QTest::newRow("unlisted MIME") << QJsonObject{
        {"result"_L1, u"x"_s}, {"files"_L1, QJsonArray{file(u"application/x-msdownload"_s, 4)}}};
    QTest::newRow("not base64") << QJsonObject{
        {"result"_L1, u"x"_s},
        {"files"_L1, QJsonArray{QJsonObject{{"filename"_L1, u"f"_s},
                                            {"mimeType"_L1, u"text/plain"_s},
                                            {"data"_L1, u"data:text/plain;base64,aGk="_s}}}}};
    QTest::newRow("result and error") << QJsonObject{{"result"_L1, u"x"_s}, {"error"_L1, u"y"_s}};
    QTest::newRow("neither") << QJsonObject{};
    QTest::newRow("error too long") << QJsonObject{{"error"_L1, QString(9000, u'e')}};
}

void TestToolResultSender::filesRefusedBeforeSending()
{
    QFETCH(QJsonObject, body);
    ToolResultSender sender(m_client.get(), u"run_not_contacted"_s);
    QSignalSpy posted(&sender, &ToolResultSender::answerPosted);
    const ToolResultSender::SubmitResult r = sender.submitJson(u"tu_refused"_s, body);
    QVERIFY(!r.queued);
    QVERIFY(!r.refusal.isEmpty());
    QVERIFY(!r.issues.isEmpty());
    QTest::qWait(20);
    QCOMPARE(posted.size(), 0);
    QCOMPARE(m_server->toolResultPosts(u"tu_refused"_s), 0);
    QVERIFY(!sender.contains(u"tu_refused"_s) ||
            sender.state(u"tu_refused"_s) == ToolResultSender::State::Pending);
}

void TestToolResultSender::unlistedMimeAllowedOnRequest()
{
    OpenCall call = openCall();
    QVERIFY(!call.toolUseId.isEmpty());
    ToolResultSender& sender = *call.run->sender;
    const ToolAnswer answer =
        ToolAnswer::success(u"x"_s, {ToolFile{u"a.bin"_s, u"application/x-custom"_s, "abc"_ba}});
    QVERIFY(!sender.submit(call.toolUseId, answer).queued);
    ToolResultSender::Options options = sender.options();
    options.allowUnlistedMimeTypes = true;
    sender.setOptions(options);
    const ToolResultSender::SubmitResult r = sender.submit(call.toolUseId, answer);
    QVERIFY2(r.queued, qPrintable(r.refusal));
    QVERIFY(!r.issues.isEmpty()); // the warning is still reported
    QVERIFY(call.run->waitFinished());
    QCOMPARE(sender.state(call.toolUseId), ToolResultSender::State::Acknowledged);
}

void TestToolResultSender::echoConfirmsAnswer()
{
    // A POST whose outcome never came back (all attempts without an HTTP answer), then the run
    // echoes the answer: acknowledged, and no further POST.
    ApiKeyCredential key(sandboxKey());
    ApiClient nowhere(m_nam.get(), QUrl(u"http://127.0.0.1:1"_s), u"sandbox"_s, &key);
    ToolResultSender sender(&nowhere, u"run_x"_s);
    ToolResultSender::Options options;
    options.maxAttempts = 1;
    sender.setOptions(options);
    QVERIFY(sender.submit(u"tu_1"_s, ToolAnswer::success(u"r"_s)).queued);
    QVERIFY(waitUntil([&] { return sender.state(u"tu_1"_s) == ToolResultSender::State::Failed; }));
    QCOMPARE(sender.entry(u"tu_1"_s)->httpStatus, 0);
    EventDecoder decoder;
    sender.observe(decoder.decode(
        R"({"seq":9,"type":"local_tool_result_in","data":{"toolUseId":"tu_1","result":"r"}})"));
    QCOMPARE(sender.state(u"tu_1"_s), ToolResultSender::State::Acknowledged);
    QVERIFY(sender.entry(u"tu_1"_s)->echoed);
    QVERIFY(!sender.resend(u"tu_1"_s));
}

void TestToolResultSender::stateSignalsAndUnresolved()
{
    ToolResultSender sender(m_client.get(), u"run_x"_s);
    QSignalSpy changed(&sender, &ToolResultSender::stateChanged);
    EventDecoder decoder;
    sender.observe(decoder.decode(
        R"({"seq":3,"type":"local_tool_call","data":{"toolUseId":"tu_a","name":"alpha","args":{},"kind":"local"}})"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), u"tu_a"_s);
    QCOMPARE(sender.state(u"tu_a"_s), ToolResultSender::State::Pending);
    QCOMPARE(sender.unresolved(), QStringList{u"tu_a"_s});
    QCOMPARE(sender.toolUseIds(), QStringList{u"tu_a"_s});
    QCOMPARE(sender.entry(u"tu_a"_s)->toolName, u"alpha"_s);
    QVERIFY(!ToolResultSender::stateName(ToolResultSender::State::Rejected).isEmpty());
}

void TestToolResultSender::redirectedPostNotFollowed()
{
    // The other server would acknowledge anything.
    FakeSseServer other([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::head(204, "text/plain"), true);
    });
    const QUrl target =
        other.baseUrl().resolved(QUrl(u"/api/v1/workspaces/w/agent-runs/run_1/tool-results"_s));
    FakeSseServer api([target](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::redirect(307, target), true);
    });
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    ToolResultSender sender(&client, u"run_1"_s);
    ToolResultSender::Options options;
    options.backoff.initialMs = 2;
    sender.setOptions(options);
    sender.noteCall(u"tu_1"_s, u"alpha_tool"_s);
    QVERIFY(sender.submit(u"tu_1"_s, ToolAnswer::success(u"42"_s)).queued);
    QVERIFY(waitUntil([&] { return sender.state(u"tu_1"_s) != ToolResultSender::State::Sending; }));

    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QCOMPARE(api.requests().size(), 1);
    const std::optional<ToolResultSender::Entry> entry = sender.entry(u"tu_1"_s);
    QVERIFY(entry);
    QCOMPARE(entry->state, ToolResultSender::State::Failed); // kept for resend(), not retried
    QCOMPARE(entry->httpStatus, 307);
    QCOMPARE(entry->attempts, 1);
    QVERIFY2(entry->message.contains(target.toString()), qPrintable(entry->message));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestToolResultSender)
#include "tst_toolresultsender.moc"
