// SPDX-License-Identifier: MIT
// SessionController against the in-process sandbox: create, message, a second message with
// overrides for that run only, the history as a fresh controller reads it, end, and the server's
// refusals carried verbatim; and against a server answering only in the shape the official SDKs
// read (create with `{id}` or `{sessionId}`, GET with `id` and the defaults under `agentSpec`).
#include <QHash>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/serverrunsource.h"
#include "run/sessioncontroller.h"
#include "runtestutil.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;
using namespace mantyx::runtest;

namespace {

// A loopback server with one canned JSON answer per "METHOD path" (404 for the rest), for the
// answer shapes the sandbox does not give.
class CannedServer final
{
public:
    CannedServer()
    {
        m_http.setMissingHandler([this](const QHttpServerRequest& request,
                                        QHttpServerResponder&& responder) {
            const QString method = request.method() == QHttpServerRequest::Method::Post ? u"POST"_s
                                   : request.method() == QHttpServerRequest::Method::Delete
                                       ? u"DELETE"_s
                                       : u"GET"_s;
            const auto it = m_answers.constFind(method + u' ' + request.url().path());
            if (it == m_answers.cend()) {
                responder.write(QJsonDocument(QJsonObject{{"error"_L1, u"not_found"_s}}),
                                QHttpServerResponder::StatusCode::NotFound);
                return;
            }
            responder.write(QJsonDocument(it->second),
                            static_cast<QHttpServerResponder::StatusCode>(it->first));
        });
        m_tcp.listen(QHostAddress::LocalHost, 0);
        m_http.bind(&m_tcp);
    }
    Q_DISABLE_COPY_MOVE(CannedServer)

    QUrl baseUrl() const { return QUrl(u"http://127.0.0.1:%1"_s.arg(m_tcp.serverPort())); }
    // `path` under the workspace "w", e.g. "agent-sessions".
    void answer(const QString& method, const QString& path, int status, const QJsonObject& body)
    {
        m_answers.insert(method + u" /api/v1/workspaces/w/"_s + path, {status, body});
    }

private:
    QHttpServer m_http;
    QTcpServer m_tcp;
    QHash<QString, std::pair<int, QJsonObject>> m_answers;
};

QJsonObject sdkAgentSpec()
{
    return QJsonObject{{"systemPrompt"_L1, u"You are the SDK-shaped agent."_s},
                       {"modelId"_L1, u"platform:demo"_s},
                       {"reasoningLevel"_L1, u"low"_s},
                       {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                           {"name"_L1, u"web_search"_s}}}},
                       {"metadata"_L1, QJsonObject{{"team"_L1, u"blue"_s}}}};
}

} // namespace

class TestSessionController : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private:
    // Sends `message` and waits for its run to finish; the run, or null.
    RunController* sendAndFinish(SessionController& session, const QJsonObject& message)
    {
        QSignalSpy started(&session, &SessionController::runStarted);
        if (!session.sendMessage(message))
            return nullptr;
        if (!waitUntil([&] { return started.count() == 1; }))
            return nullptr;
        auto* run = started.at(0).at(0).value<RunController*>();
        return run && waitFinished(*run) ? run : nullptr;
    }
    QJsonObject snapshotOf(const QString& runId)
    {
        const ApiResponse response = waitFor(m_client->getRun(runId));
        return response.json();
    }
    bool createSession(SessionController& session, const QJsonObject& spec)
    {
        QSignalSpy created(&session, &SessionController::sessionCreated);
        session.createSession(spec);
        return waitUntil([&] { return created.count() == 1; });
    }

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }

    void conversationWithOverride();
    void messageWithLocalToolOverride();
    void messagesWithAttachment();
    void refusalsAreVerbatim();
    void effectiveSpecMergesOverrides();
    void createAnswerShapes_data();
    void createAnswerShapes();
    void opensSdkShapedSession_data();
    void opensSdkShapedSession();
};

void TestSessionController::conversationWithOverride()
{
    SessionController session(m_client.get());
    QSignalSpy states(&session, &SessionController::stateChanged);
    QSignalSpy added(&session, &SessionController::turnAdded);
    QSignalSpy changed(&session, &SessionController::turnChanged);
    QJsonObject spec = baseSpec(QString());
    spec.remove("prompt"_L1);
    spec.insert("metadata"_L1, QJsonObject{{"customer"_L1, u"acme"_s}});
    QVERIFY(createSession(session, spec));
    QCOMPARE(session.state(), SessionController::State::Active);
    QVERIFY(session.sessionId().startsWith(u"ses_"_s));
    QCOMPARE(session.defaults().value("systemPrompt"_L1), spec.value("systemPrompt"_L1));
    QVERIFY(session.turns().isEmpty());

    // First message: the session's defaults.
    RunController* first = sendAndFinish(session, QJsonObject{{"prompt"_L1, u"Hello there."_s}});
    QVERIFY(first);
    QCOMPARE(first->sessionId(), session.sessionId());
    QCOMPARE(first->source()->terminalEvent()->type, EventType::Result);
    QCOMPARE(rowsOfKind(*first->timeline(), TimelineRowKind::Thinking), 0);
    QCOMPARE(session.turns().size(), 2);
    QCOMPARE(session.turns().at(0).role, u"user"_s);
    QCOMPARE(session.turns().at(0).text, u"Hello there."_s);
    QCOMPARE(session.turns().at(0).runId, first->runId());
    QCOMPARE(session.turns().at(0).status, u"succeeded"_s);
    QCOMPARE(session.turns().at(1).role, u"assistant"_s);
    QCOMPARE(session.turns().at(1).text, first->timeline()->summary().finalText.value_or(u"?"_s));
    QCOMPARE(added.count(), 2);
    QCOMPARE(changed.count(), 1); // the user turn: running → succeeded

    // Second message: a reasoningLevel and an outputSchema for this run only.
    const QJsonObject schema{
        {"name"_L1, u"reply"_s},
        {"schema"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"answer"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"answer"_s}}}}};
    RunController* second =
        sendAndFinish(session, QJsonObject{{"prompt"_L1, u"And now in detail."_s},
                                           {"reasoningLevel"_L1, u"high"_s},
                                           {"outputSchema"_L1, schema},
                                           {"metadata"_L1, QJsonObject{{"turn"_L1, u"two"_s}}}});
    QVERIFY(second);
    QVERIFY(second != first);
    QCOMPARE(session.runs(), (QList<RunController*>{first, second}));
    QCOMPARE(session.currentRun(), second);
    QVERIFY(rowsOfKind(*second->timeline(), TimelineRowKind::Thinking) >= 1);
    const RunSummary summary = second->timeline()->summary();
    QVERIFY(summary.hasOutputSchema);
    QVERIFY2(summary.outputValid, qPrintable(summary.finalText.value_or(QString())));
    QVERIFY(summary.model);
    QVERIFY(summary.model->reasoningEffort);
    QCOMPARE(second->source()->spec().value("reasoningLevel"_L1).toString(), u"high"_s);
    // The server ran each run with the right spec: the override applied to the second only.
    const QJsonObject firstSpec = snapshotOf(first->runId()).value("spec"_L1).toObject();
    const QJsonObject secondSpec = snapshotOf(second->runId()).value("spec"_L1).toObject();
    QVERIFY(!firstSpec.contains("reasoningLevel"_L1));
    QVERIFY(!firstSpec.contains("outputSchema"_L1));
    QCOMPARE(secondSpec.value("reasoningLevel"_L1).toString(), u"high"_s);
    QCOMPARE(secondSpec.value("outputSchema"_L1).toObject(), schema);
    QCOMPARE(secondSpec.value("metadata"_L1).toObject().value("customer"_L1).toString(), u"acme"_s);
    QCOMPARE(secondSpec.value("metadata"_L1).toObject().value("turn"_L1).toString(), u"two"_s);
    QCOMPARE(session.turns().size(), 4);

    // A fresh controller reads the same history from the server.
    SessionController fresh(m_client.get());
    QSignalSpy loaded(&fresh, &SessionController::historyLoaded);
    fresh.open(session.sessionId());
    QVERIFY(waitUntil([&] { return loaded.count() == 1; }));
    QCOMPARE(fresh.state(), SessionController::State::Active);
    QCOMPARE(fresh.sessionId(), session.sessionId());
    QCOMPARE(fresh.defaults().value("systemPrompt"_L1), spec.value("systemPrompt"_L1));
    QVERIFY(!fresh.defaults().contains("reasoningLevel"_L1)); // overrides are not stored
    const QList<SessionTurn> turns = fresh.turns();
    QCOMPARE(turns.size(), 4);
    const QStringList roles{u"user"_s, u"assistant"_s, u"user"_s, u"assistant"_s};
    for (int i = 0; i < turns.size(); ++i) {
        QCOMPARE(turns.at(i).role, roles.at(i));
        QCOMPARE(turns.at(i).text, session.turns().at(i).text);
        QCOMPARE(turns.at(i).runId, session.turns().at(i).runId);
        QCOMPARE(turns.at(i).status, u"succeeded"_s);
        QVERIFY(!turns.at(i).createdAt.isEmpty());
    }
    QCOMPARE(turns.at(2).text, u"And now in detail."_s);
    QCOMPARE(turns.at(2).runId, second->runId());

    // End: the session is over for both controllers; the server refuses further messages.
    QSignalSpy ended(&session, &SessionController::ended);
    session.end();
    QVERIFY(waitUntil([&] { return ended.count() == 1; }));
    QCOMPARE(session.state(), SessionController::State::Ended);
    QSignalSpy localRefusal(&session, &SessionController::problemOccurred);
    QVERIFY(!session.sendMessage(QJsonObject{{"prompt"_L1, u"Still there?"_s}}));
    QCOMPARE(localRefusal.count(), 1);

    QSignalSpy serverRefusal(&fresh, &SessionController::problemOccurred);
    QVERIFY(fresh.sendMessage(QJsonObject{{"prompt"_L1, u"Still there?"_s}})); // it believes so
    QVERIFY(waitUntil([&] { return serverRefusal.count() == 1; }));
    const auto error = serverRefusal.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 409);
    QCOMPARE(error->error, u"session_ended"_s);
    QVERIFY2(serverRefusal.at(0).at(0).toString().contains(error->message),
             qPrintable(serverRefusal.at(0).at(0).toString()));
    QCOMPARE(fresh.state(), SessionController::State::Ended);
    QVERIFY(fresh.runs().isEmpty());

    SessionController reopened(m_client.get());
    QSignalSpy reloaded(&reopened, &SessionController::historyLoaded);
    reopened.open(session.sessionId());
    QVERIFY(waitUntil([&] { return reloaded.count() == 1; }));
    QCOMPARE(reopened.state(), SessionController::State::Ended);
    QCOMPARE(reopened.turns().size(), 4);
    QVERIFY(states.count() >= 3); // creating, active, ending, ended
}

void TestSessionController::messageWithLocalToolOverride()
{
    SessionController session(m_client.get());
    QJsonObject spec = baseSpec(QString());
    spec.remove("prompt"_L1);
    QVERIFY(createSession(session, spec));

    QSignalSpy started(&session, &SessionController::runStarted);
    QVERIFY(session.sendMessage(
        QJsonObject{{"prompt"_L1, u"Use lookup_order please."_s},
                    {"tools"_L1, QJsonArray{localToolRef(u"lookup_order"_s)}}}));
    QVERIFY(waitUntil([&] { return started.count() == 1; }));
    auto* run = started.at(0).at(0).value<RunController*>();
    QVERIFY(run);
    QCOMPARE(session.turns().size(), 1);
    QCOMPARE(session.turns().at(0).status, u"running"_s);
    const QString id = waitFirstCall(*run);
    QVERIFY(!id.isEmpty());
    QVERIFY(run->canAnswer());
    QVERIFY(run->answer(id, ToolAnswer::success(u"order 7 shipped"_s)).queued);
    QVERIFY(waitFinished(*run));
    QCOMPARE(run->callState(id), LocalCallState::Answered);
    QCOMPARE(session.turns().size(), 2);
    QVERIFY(session.turns().at(1).text.contains(u"order 7 shipped"_s));

    // The session itself has no tools: the next run does not ask for one.
    RunController* next = sendAndFinish(session, QJsonObject{{"prompt"_L1, u"Thanks."_s}});
    QVERIFY(next);
    QCOMPARE(next->timeline()->callCount(), 0);
    QCOMPARE(next->source()->terminalEvent()->type, EventType::Result);
}

void TestSessionController::messagesWithAttachment()
{
    SessionController session(m_client.get());
    QJsonObject spec = baseSpec(QString());
    spec.remove("prompt"_L1);
    QVERIFY(createSession(session, spec));
    const QJsonObject attachment{{"type"_L1, u"input_file"_s},
                                 {"mimeType"_L1, u"text/plain"_s},
                                 {"filename"_L1, u"notes.txt"_s},
                                 {"data"_L1, QString::fromLatin1(QByteArray("hello").toBase64())}};
    const QJsonArray messages{QJsonObject{{"role"_L1, u"user"_s},
                                          {"content"_L1, u"Read the notes."_s},
                                          {"attachments"_L1, QJsonArray{attachment}}}};
    RunController* run = sendAndFinish(session, QJsonObject{{"messages"_L1, messages}});
    QVERIFY(run);
    QCOMPARE(run->source()->terminalEvent()->type, EventType::Result);
    QCOMPARE(session.turns().size(), 2);
    const SessionTurn& turn = session.turns().at(0);
    QCOMPARE(turn.text, u"Read the notes."_s);
    QCOMPARE(turn.attachments, 1);
    const QJsonObject kept = turn.raw.value("attachments"_L1).toArray().at(0).toObject();
    QVERIFY(!kept.contains("data"_L1)); // no bytes in the turn list
    QCOMPARE(kept.value("size"_L1).toInt(), 5);

    SessionController fresh(m_client.get());
    QSignalSpy loaded(&fresh, &SessionController::historyLoaded);
    fresh.open(session.sessionId());
    QVERIFY(waitUntil([&] { return loaded.count() == 1; }));
    QCOMPARE(fresh.turns().size(), 2);
    QCOMPARE(fresh.turns().at(0).attachments, 1);
    QCOMPARE(fresh.turns().at(0).text, turn.text);
    QCOMPARE(fresh.turns().at(1).text, session.turns().at(1).text);
}

void TestSessionController::refusalsAreVerbatim()
{
    SessionController session(m_client.get());
    QSignalSpy problems(&session, &SessionController::problemOccurred);

    // A session is created without input (400 invalid_request).
    QJsonObject spec = baseSpec(u"not allowed here"_s);
    session.createSession(spec);
    QVERIFY(waitUntil([&] { return problems.count() == 1; }));
    auto error = problems.at(0).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 400);
    QCOMPARE(error->kind, ApiError::Kind::InvalidRequest);
    QVERIFY(problems.at(0).at(0).toString().contains(error->message));
    QCOMPARE(session.state(), SessionController::State::None);
    QVERIFY(session.sessionId().isEmpty());

    // No session: nothing is sent.
    QVERIFY(!session.sendMessage(QJsonObject{{"prompt"_L1, u"hi"_s}}));
    QCOMPARE(problems.count(), 2);

    // An unknown session (404).
    session.open(u"ses_nosuchsession"_s);
    QVERIFY(waitUntil([&] { return problems.count() == 3; }));
    error = problems.at(2).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 404);
    QCOMPARE(session.state(), SessionController::State::None);

    // A message the server refuses (both prompt and messages): no run, the words verbatim.
    spec.remove("prompt"_L1);
    QVERIFY(createSession(session, spec));
    QSignalSpy started(&session, &SessionController::runStarted);
    QVERIFY(session.sendMessage(QJsonObject{
        {"prompt"_L1, u"a"_s},
        {"messages"_L1, QJsonArray{QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, u"b"_s}}}}}));
    QVERIFY(waitUntil([&] { return problems.count() == 4; }));
    error = problems.at(3).at(1).value<std::optional<ApiError>>();
    QVERIFY(error);
    QCOMPARE(error->httpStatus, 400);
    QVERIFY(problems.at(3).at(0).toString().contains(error->message));
    QCOMPARE(started.count(), 0);
    QVERIFY(session.turns().isEmpty());
    QCOMPARE(session.state(), SessionController::State::Active);
}

void TestSessionController::effectiveSpecMergesOverrides()
{
    const QJsonObject defaults{{"systemPrompt"_L1, u"sys"_s},
                               {"reasoningLevel"_L1, u"low"_s},
                               {"plan"_L1, true},
                               {"metadata"_L1, QJsonObject{{"a"_L1, u"1"_s}, {"b"_L1, u"2"_s}}}};
    const QJsonObject message{{"prompt"_L1, u"hi"_s},
                              {"reasoningLevel"_L1, u"high"_s},
                              {"metadata"_L1, QJsonObject{{"b"_L1, u"3"_s}}}};
    const QJsonObject spec = SessionController::effectiveSpec(defaults, message);
    QCOMPARE(spec.value("systemPrompt"_L1).toString(), u"sys"_s);
    QCOMPARE(spec.value("reasoningLevel"_L1).toString(), u"high"_s);
    QCOMPARE(spec.value("plan"_L1).toBool(), true);
    QCOMPARE(spec.value("prompt"_L1).toString(), u"hi"_s);
    QCOMPARE(spec.value("metadata"_L1).toObject(),
             (QJsonObject{{"a"_L1, u"1"_s}, {"b"_L1, u"3"_s}}));

    const QJsonObject history{
        {"messages"_L1,
         QJsonArray{
             QJsonObject{{"role"_L1, u"user"_s},
                         {"content"_L1, u"q"_s},
                         {"runId"_L1, u"run_1"_s},
                         {"attachments"_L1, QJsonArray{QJsonObject{{"size"_L1, 3}}}}},
             QJsonObject{{"role"_L1, u"assistant"_s},
                         {"content"_L1,
                          QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, u"a1"_s}},
                                     QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, u"a2"_s}}}},
                         {"runId"_L1, u"run_1"_s}}}},
        {"runs"_L1, QJsonArray{QJsonObject{{"runId"_L1, u"run_1"_s}, {"status"_L1, u"failed"_s}}}}};
    const QList<SessionTurn> turns = SessionController::turnsFromJson(history);
    QCOMPARE(turns.size(), 2);
    QCOMPARE(turns.at(0).attachments, 1);
    QCOMPARE(turns.at(0).status, u"failed"_s);
    QCOMPARE(turns.at(1).text, u"a1\na2"_s);
}

void TestSessionController::createAnswerShapes_data()
{
    QTest::addColumn<QJsonObject>("answer");

    QTest::newRow("sessionId only") << QJsonObject{{"sessionId"_L1, u"ses_sdk1"_s}};
    QTest::newRow("sessionId, name, createdAt")
        << QJsonObject{{"sessionId"_L1, u"ses_sdk1"_s},
                       {"name"_L1, u"ephemeral"_s},
                       {"createdAt"_L1, u"2026-03-04T05:06:07.890Z"_s}};
    QTest::newRow("id only") << QJsonObject{{"id"_L1, u"ses_sdk1"_s}};
    QTest::newRow("id, name null, createdAt")
        << QJsonObject{{"id"_L1, u"ses_sdk1"_s},
                       {"name"_L1, QJsonValue::Null},
                       {"createdAt"_L1, u"2026-03-04T05:06:07.890Z"_s}};
}

void TestSessionController::createAnswerShapes()
{
    QFETCH(QJsonObject, answer);
    CannedServer server;
    server.answer(u"POST"_s, u"agent-sessions"_s, 201, answer);
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, m_key.get());
    SessionController session(&client);
    QSignalSpy created(&session, &SessionController::sessionCreated);
    QSignalSpy problems(&session, &SessionController::problemOccurred);

    QJsonObject spec = sdkAgentSpec();
    spec.insert("name"_L1, u"support-chat"_s);
    session.createSession(spec);
    QVERIFY(waitUntil([&] { return created.count() + problems.count() > 0; }));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(0).toString()));
    QCOMPARE(created.at(0).at(0).toString(), u"ses_sdk1"_s);
    QCOMPARE(session.sessionId(), u"ses_sdk1"_s);
    QCOMPARE(session.state(), SessionController::State::Active);
    QCOMPARE(session.defaults(), spec);
}

void TestSessionController::opensSdkShapedSession_data()
{
    QTest::addColumn<QString>("status"); // empty: the answer has no status
    QTest::addColumn<QJsonValue>("endedAt");
    QTest::addColumn<SessionController::State>("state");

    QTest::newRow("active") << u"active"_s << QJsonValue(QJsonValue::Null)
                            << SessionController::State::Active;
    QTest::newRow("ended") << u"ended"_s << QJsonValue(u"2026-03-04T06:00:00.000Z"_s)
                           << SessionController::State::Ended;
    QTest::newRow("no status, ended") << QString() << QJsonValue(u"2026-03-04T06:00:00.000Z"_s)
                                      << SessionController::State::Ended;
    QTest::newRow("no status, endedAt empty")
        << QString() << QJsonValue(u""_s) << SessionController::State::Active;
}

void TestSessionController::opensSdkShapedSession()
{
    QFETCH(QString, status);
    QFETCH(QJsonValue, endedAt);
    QFETCH(SessionController::State, state);

    // Only the SDKs' fields: no sessionId, no runs, no runId or createdAt on the messages, the
    // defaults only under agentSpec, and a top-level name that labels the session.
    QJsonObject answer{
        {"id"_L1, u"ses_sdk2"_s},
        {"name"_L1, u"ephemeral"_s},
        {"createdAt"_L1, u"2026-03-04T05:06:07.890Z"_s},
        {"lastUsedAt"_L1, u"2026-03-04T05:10:00.000Z"_s},
        {"endedAt"_L1, endedAt},
        {"agentSpec"_L1, sdkAgentSpec()},
        {"messages"_L1,
         QJsonArray{
             QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, u"Any news?"_s}},
             QJsonObject{{"role"_L1, u"assistant"_s}, {"content"_L1, u"Nothing yet."_s}},
             QJsonObject{{"role"_L1, u"user"_s},
                         {"content"_L1, u"See the file."_s},
                         {"attachments"_L1, QJsonArray{QJsonObject{{"type"_L1, u"input_file"_s},
                                                                   {"filename"_L1, u"a.txt"_s},
                                                                   {"size"_L1, 3}}}}}}},
        {"metadata"_L1, QJsonObject{{"team"_L1, u"blue"_s}}}};
    if (!status.isEmpty())
        answer.insert("status"_L1, status);
    CannedServer server;
    server.answer(u"GET"_s, u"agent-sessions/ses_sdk2"_s, 200, answer);
    ApiClient client(m_nam.get(), server.baseUrl(), u"w"_s, m_key.get());
    SessionController session(&client);
    QSignalSpy loaded(&session, &SessionController::historyLoaded);
    QSignalSpy problems(&session, &SessionController::problemOccurred);

    session.open(u"ses_sdk2"_s);
    QVERIFY(waitUntil([&] { return loaded.count() + problems.count() > 0; }));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).value(0).toString()));
    QCOMPARE(session.sessionId(), u"ses_sdk2"_s);
    QCOMPARE(session.state(), state);
    QCOMPARE(session.sessionJson(), answer);
    // The defaults are the agentSpec's, without the session's label.
    QCOMPARE(session.defaults(), sdkAgentSpec());
    const QJsonObject spec =
        SessionController::effectiveSpec(session.defaults(), QJsonObject{{"prompt"_L1, u"hi"_s}});
    QCOMPARE(spec.value("systemPrompt"_L1).toString(), u"You are the SDK-shaped agent."_s);
    QVERIFY(!spec.contains("name"_L1));

    const QList<SessionTurn>& turns = session.turns();
    QCOMPARE(turns.size(), 3);
    const QStringList roles{u"user"_s, u"assistant"_s, u"user"_s};
    const QStringList texts{u"Any news?"_s, u"Nothing yet."_s, u"See the file."_s};
    for (int i = 0; i < turns.size(); ++i) {
        QCOMPARE(turns.at(i).role, roles.at(i));
        QCOMPARE(turns.at(i).text, texts.at(i));
        QVERIFY(turns.at(i).runId.isEmpty());
        QVERIFY(turns.at(i).status.isEmpty());
    }
    QCOMPARE(turns.at(2).attachments, 1);
}

QTEST_GUILESS_MAIN(TestSessionController)
#include "tst_sessioncontroller.moc"
