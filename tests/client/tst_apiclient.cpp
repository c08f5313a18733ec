// SPDX-License-Identifier: MIT
// Tests ApiClient against the in-process sandbox over loopback HTTP: every route's success,
// every documented error status with the body kept verbatim and decoded, the one refresh and
// one retry after a 401, how a streamUrl is resolved against the base URL, and that the
// credential never leaves the base URL's origin (no redirect is followed, one Authorization).
#include <memory>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QUrlQuery>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "client/runstream.h"
#include "clienttest.h"
#include "fakesseserver.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestApiClient final : public QObject, protected SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }
    void init() { clearFaults(); }

    void models();
    void createAndGetRun();
    void createRunLegacyAccepted202();
    void cancelRun();
    void toolResults();
    void sessions();

    void errors_data();
    void errors();
    void invalidRequestKeepsIssues();
    void invalidModelHasCandidates();
    void insufficientScope();
    void rateLimitedHasRetryAfter();
    void serverErrorIsTransient();
    void bodyIsVerbatim();
    void noServerIsANetworkError();

    void refreshOnceThenRetry();
    void late401AfterARefreshRetriesWithoutRefreshing();
    void refreshFailsSurfacesThe401();
    void noRefreshWithoutRefreshableCredential();

    void resolveStreamUrl_data();
    void resolveStreamUrl();
    void workspaceUrlEncodesAndKeepsPrefix();

    void redirectNotFollowed_data();
    void redirectNotFollowed();
    void sameOriginRedirectNotFollowed();
    void oneAuthorizationHeader();
    void credentialWithLineBreakNotSent();
    void oauthRefreshRedirectNotFollowed();
    void sameOrigin_data();
    void sameOrigin();

private:
    std::unique_ptr<ApiClient> makeClient(const QString& key,
                                          const QString& workspace = u"sandbox"_s);
    QString waitForLocalCall(const QString& runId, RunStream& stream, QList<RunEvent>& events);
    QString oauthToken(const QString& scope);
};

std::unique_ptr<ApiClient> TestApiClient::makeClient(const QString& key, const QString& workspace)
{
    // The credential lives as long as the client: parent it.
    auto client = std::make_unique<ApiClient>(m_nam.get(), m_server->baseUrl(), workspace, nullptr);
    auto* credential = new ApiKeyCredential(key, client.get());
    client->setCredentials(credential);
    return client;
}

QString TestApiClient::waitForLocalCall(const QString& runId, RunStream& stream,
                                        QList<RunEvent>& events)
{
    QObject::connect(&stream, &RunStream::eventsReceived, &stream,
                     [&events](const QList<RunEvent>& batch) { events.append(batch); });
    stream.openRun(runId);
    QString id;
    waitUntil([&] {
        for (const RunEvent& e : events) {
            if (const auto* call = e.as<LocalToolCallEvent>()) {
                id = call->toolUseId;
                return true;
            }
        }
        return stream.isFinished();
    });
    return id;
}

// ---------------------------------------------------------------------------------------------
// Routes

void TestApiClient::models()
{
    const ApiResponse r = waitFor(m_client->listModels());
    QVERIFY2(r.isSuccess(), describe(r).constData());
    QCOMPARE(r.httpStatus, 200);
    QVERIFY(!r.error);
    const std::optional<ModelCatalog> catalog = ModelCatalog::fromJson(r.json());
    QVERIFY(catalog);
    QVERIFY(!catalog->models.isEmpty());
    QVERIFY(!catalog->defaultModelId.isEmpty());
    bool defaultListed = false;
    for (const CatalogModel& m : catalog->models) {
        QVERIFY(!m.id.isEmpty());
        QVERIFY(!m.provider.isEmpty());
        QVERIFY(m.source == "platform_offering"_L1 || m.source == "workspace_provider"_L1);
        defaultListed = defaultListed || m.id == catalog->defaultModelId;
    }
    QVERIFY(defaultListed);
}

void TestApiClient::createAndGetRun()
{
    std::optional<CreatedRun> created;
    const ApiResponse r = waitFor(m_client->createRun(baseSpec(u"Hello."_s)), &created);
    QVERIFY2(r.isSuccess(), describe(r).constData());
    QVERIFY(r.httpStatus == 201 || r.httpStatus == 202);
    QVERIFY(created);
    QVERIFY(created->runId.startsWith("run_"_L1));
    QCOMPARE(created->streamPath,
             u"/api/v1/workspaces/sandbox/agent-runs/%1/stream"_s.arg(created->runId));
    QCOMPARE(created->streamUrl, m_client->runStreamUrl(created->runId));
    QCOMPARE(created->streamUrl.toString(), m_server->baseUrl().toString() + created->streamPath);

    const ApiResponse got = waitFor(m_client->getRun(created->runId));
    QVERIFY2(got.isSuccess(), describe(got).constData());
    const QJsonObject snapshot = got.json();
    QCOMPARE(snapshot.value("runId"_L1).toString(), created->runId);
    QVERIFY(snapshot.contains("status"_L1));
    for (const auto key : {"tokens"_L1, "turns"_L1, "model"_L1, "finalText"_L1, "error"_L1})
        QVERIFY2(snapshot.contains(key), key.data());
    QCOMPARE(snapshot.value("spec"_L1).toObject().value("prompt"_L1).toString(), u"Hello."_s);
}

void TestApiClient::createRunLegacyAccepted202()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.legacy = true;
    SandboxServer legacy(cfg);
    QVERIFY(legacy.start());
    ApiKeyCredential key(sandboxKey());
    ApiClient client(m_nam.get(), legacy.baseUrl(), u"sandbox"_s, &key);
    std::optional<CreatedRun> created;
    const ApiResponse r = waitFor(client.createRun(baseSpec(u"Hello."_s)), &created);
    QCOMPARE(r.httpStatus, 202);
    QVERIFY(r.isSuccess());
    QVERIFY(created);
    QCOMPARE(created->streamUrl, client.runStreamUrl(created->runId));
}

void TestApiClient::cancelRun()
{
    std::optional<CreatedRun> created;
    const QJsonObject spec =
        specWith(u"Go."_s, {}, QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}});
    QVERIFY(waitFor(m_client->createRun(spec), &created).isSuccess());
    QVERIFY(created);
    const ApiResponse first = waitFor(m_client->cancelRun(created->runId));
    QVERIFY2(first.isSuccess(), describe(first).constData());
    QCOMPARE(first.json().value("runId"_L1).toString(), created->runId);
    // Idempotent.
    const ApiResponse second = waitFor(m_client->cancelRun(created->runId));
    QVERIFY2(second.isSuccess(), describe(second).constData());
    QCOMPARE(waitFor(m_client->getRun(created->runId)).json().value("status"_L1).toString(),
             u"cancelled"_s);
}

void TestApiClient::toolResults()
{
    std::optional<CreatedRun> created;
    const QJsonObject spec =
        specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)});
    QVERIFY(waitFor(m_client->createRun(spec), &created).isSuccess());
    RunStream stream(m_client.get());
    QList<RunEvent> events;
    const QString id = waitForLocalCall(created->runId, stream, events);
    QVERIFY(!id.isEmpty());

    const QJsonObject body{{"toolUseId"_L1, id}, {"result"_L1, u"42"_s}};
    const ApiResponse ok = waitFor(m_client->postToolResult(created->runId, body));
    QCOMPARE(ok.httpStatus, 204);
    QVERIFY(ok.isSuccess());
    QVERIFY(ok.body.isEmpty());

    // A second answer: 404 unknown_tool_use, never a second execution.
    const ApiResponse again = waitFor(m_client->postToolResult(created->runId, body));
    QCOMPARE(again.httpStatus, 404);
    QVERIFY(again.error);
    QCOMPARE(again.error->kind, ApiError::Kind::UnknownToolUse);
    QCOMPARE(again.error->error, u"unknown_tool_use"_s);
    QCOMPARE(again.error->body, again.body);

    // Invalid body: 400.
    const ApiResponse bad = waitFor(m_client->postToolResult(
        created->runId,
        QJsonObject{{"toolUseId"_L1, id}, {"result"_L1, u"a"_s}, {"error"_L1, u"b"_s}}));
    QCOMPARE(bad.httpStatus, 400);
    QCOMPARE(bad.error->kind, ApiError::Kind::InvalidRequest);

    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    // After the end: 409 run_terminal.
    const ApiResponse late = waitFor(m_client->postToolResult(created->runId, body));
    QCOMPARE(late.httpStatus, 409);
    QCOMPARE(late.error->kind, ApiError::Kind::RunTerminal);
    QCOMPARE(late.error->error, u"run_terminal"_s);
    QCOMPARE(m_server->acceptedToolResults(id), 1);
}

void TestApiClient::sessions()
{
    const QJsonObject sessionSpec{{"systemPrompt"_L1, u"You are a session agent."_s},
                                  {"metadata"_L1, QJsonObject{{"team"_L1, u"a"_s}}}};
    const ApiResponse created = waitFor(m_client->createSession(sessionSpec));
    QVERIFY2(created.isSuccess(), describe(created).constData());
    QCOMPARE(created.httpStatus, 201);
    const QString sessionId = created.json().value("sessionId"_L1).toString();
    QVERIFY(sessionId.startsWith("ses_"_L1));

    const ApiResponse got = waitFor(m_client->getSession(sessionId));
    QVERIFY2(got.isSuccess(), describe(got).constData());
    QCOMPARE(got.json().value("sessionId"_L1).toString(), sessionId);

    std::optional<CreatedRun> run;
    QJsonObject message{{"prompt"_L1, u"First question."_s}};
    const ApiResponse posted = waitFor(m_client->postSessionMessage(sessionId, message), &run);
    QVERIFY2(posted.isSuccess(), describe(posted).constData());
    QCOMPARE(posted.httpStatus, 201);
    QVERIFY(run);
    QVERIFY(run->runId.startsWith("run_"_L1));
    QCOMPARE(run->streamUrl, m_client->runStreamUrl(run->runId));

    // The run streams to its end through the resolved streamUrl.
    RunStream stream(m_client.get());
    QList<RunEvent> events;
    connect(&stream, &RunStream::eventsReceived, this,
            [&events](const QList<RunEvent>& batch) { events.append(batch); });
    stream.open(run->streamUrl);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    const QStringList violations = orderViolations(events);
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));

    const ApiResponse withMessages = waitFor(m_client->getSession(sessionId));
    QVERIFY(!withMessages.json().value("messages"_L1).toArray().isEmpty());

    const ApiResponse deleted = waitFor(m_client->deleteSession(sessionId));
    QVERIFY2(deleted.isSuccess(), describe(deleted).constData());
    QCOMPARE(deleted.httpStatus, 200);
    const ApiResponse after = waitFor(m_client->postSessionMessage(sessionId, message));
    QCOMPARE(after.httpStatus, 409);
    QVERIFY(after.error);
    QCOMPARE(after.error->body, after.body);

    const ApiResponse unknown = waitFor(m_client->getSession(u"ses_doesnotexist"_s));
    QCOMPARE(unknown.httpStatus, 404);
    QCOMPARE(unknown.error->kind, ApiError::Kind::NotFound);
}

// ---------------------------------------------------------------------------------------------
// Errors

void TestApiClient::errors_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("workspace");
    QTest::addColumn<QString>("route"); // models | getRun
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<QString>("code");

    QTest::newRow("no credential")
        << QString() << u"sandbox"_s << u"models"_s << 401 << int(ApiError::Kind::MissingCredential)
        << QString() << QString();
    QTest::newRow("unknown key") << u"mantyx_not_a_key"_s << u"sandbox"_s << u"models"_s << 401
                                 << int(ApiError::Kind::InvalidCredential) << QString()
                                 << QString();
    QTest::newRow("key not for the API")
        << u"mantyx_nodev_key"_s << u"sandbox"_s << u"models"_s << 403
        << int(ApiError::Kind::WrongKeyUsage) << u"*"_s << QString();
    QTest::newRow("plan lacks API keys")
        << u"mantyx_noplan_key"_s << u"sandbox"_s << u"models"_s << 403
        << int(ApiError::Kind::PlanLacksFeature) << QString() << u"api_keys_plan"_s;
    QTest::newRow("wrong workspace")
        << sandboxKey() << u"elsewhere"_s << u"models"_s << 404
        << int(ApiError::Kind::WorkspaceMismatch) << u"sandbox"_s << QString();
    QTest::newRow("unknown run") << sandboxKey() << u"sandbox"_s << u"getRun"_s << 404
                                 << int(ApiError::Kind::NotFound) << QString() << QString();
}

void TestApiClient::errors()
{
    QFETCH(QString, key);
    QFETCH(QString, workspace);
    QFETCH(QString, route);
    QFETCH(int, status);
    QFETCH(int, kind);
    QFETCH(QString, hint);
    QFETCH(QString, code);

    const std::unique_ptr<ApiClient> client = makeClient(key, workspace);
    const ApiResponse r = waitFor(route == "models"_L1 ? client->listModels()
                                                       : client->getRun(u"run_doesnotexist"_s));
    QCOMPARE(r.httpStatus, status);
    QVERIFY(!r.isSuccess());
    QVERIFY(!r.isTransient());
    QVERIFY(r.error);
    QCOMPARE(int(r.error->kind), kind);
    QCOMPARE(r.error->httpStatus, status);
    QCOMPARE(r.error->body, r.body);
    QVERIFY(r.error->bodyIsJson);
    QVERIFY(!r.error->error.isEmpty());
    if (hint == "*"_L1)
        QVERIFY(!r.error->hint.isEmpty());
    else if (!hint.isEmpty())
        QCOMPARE(r.error->hint, hint);
    if (!code.isEmpty())
        QCOMPARE(r.error->code, code);
    QVERIFY(!r.describe().isEmpty());
}

void TestApiClient::invalidRequestKeepsIssues()
{
    // No systemPrompt, both prompt and messages.
    const QJsonObject spec{
        {"prompt"_L1, u"x"_s},
        {"messages"_L1, QJsonArray{QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, u"y"_s}}}}};
    const ApiResponse r = waitFor(m_client->createRun(spec));
    QCOMPARE(r.httpStatus, 400);
    QCOMPARE(r.error->kind, ApiError::Kind::InvalidRequest);
    QCOMPARE(r.error->error, u"invalid_request"_s);
    QVERIFY(!r.error->message.isEmpty());
    // Everything the server said is still there, verbatim.
    QCOMPARE(r.error->body, r.body);
    QVERIFY(r.json().value("issues"_L1).toArray().size() >= 1);
}

void TestApiClient::invalidModelHasCandidates()
{
    QJsonObject spec = baseSpec(u"x"_s);
    spec.insert("modelId"_L1, u"no-such-model"_s);
    const ApiResponse r = waitFor(m_client->createRun(spec));
    QCOMPARE(r.httpStatus, 400);
    QCOMPARE(r.error->kind, ApiError::Kind::InvalidModel);
    QVERIFY(!r.error->candidates.isEmpty());
}

QString TestApiClient::oauthToken(const QString& scope)
{
    // Authorization Code + PKCE against the sandbox by hand (the OAuth flow itself is tested
    // with its own class).
    const QByteArray verifier = QByteArray(64, 'v');
    const QString challenge = QString::fromLatin1(
        QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    QUrl authorize = m_server->baseUrl().resolved(QUrl(u"/api/oauth/authorize"_s));
    QUrlQuery q;
    q.addQueryItem(u"response_type"_s, u"code"_s);
    q.addQueryItem(u"client_id"_s, u"sandbox-inspector"_s);
    q.addQueryItem(u"redirect_uri"_s, u"http://127.0.0.1:9/callback"_s);
    q.addQueryItem(u"state"_s, u"s"_s);
    q.addQueryItem(u"scope"_s, scope);
    q.addQueryItem(u"code_challenge"_s, challenge);
    q.addQueryItem(u"code_challenge_method"_s, u"S256"_s);
    authorize.setQuery(q);
    QNetworkRequest req(authorize);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply* reply = m_nam->get(req);
    if (!waitUntil([reply] { return reply->isFinished(); }))
        return {};
    const QUrl location = QUrl(QString::fromUtf8(reply->rawHeader("Location")));
    reply->deleteLater();
    const QString code = QUrlQuery(location).queryItemValue(u"code"_s);
    if (code.isEmpty())
        return {};
    QUrlQuery form;
    form.addQueryItem(u"grant_type"_s, u"authorization_code"_s);
    form.addQueryItem(u"code"_s, code);
    form.addQueryItem(u"redirect_uri"_s, u"http://127.0.0.1:9/callback"_s);
    form.addQueryItem(u"client_id"_s, u"sandbox-inspector"_s);
    form.addQueryItem(u"client_secret"_s, u"sandbox-secret"_s);
    form.addQueryItem(u"code_verifier"_s, QString::fromLatin1(verifier));
    QNetworkRequest tokenReq(m_server->baseUrl().resolved(QUrl(u"/api/oauth/token"_s)));
    tokenReq.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded"_ba);
    QNetworkReply* token = m_nam->post(tokenReq, form.toString(QUrl::FullyEncoded).toUtf8());
    if (!waitUntil([token] { return token->isFinished(); }))
        return {};
    token->deleteLater();
    return QJsonDocument::fromJson(token->readAll()).object().value("access_token"_L1).toString();
}

void TestApiClient::insufficientScope()
{
    const QString token = oauthToken(u"runs:read"_s);
    QVERIFY(token.startsWith("mantyx_at_"_L1));
    const std::unique_ptr<ApiClient> client = makeClient(token);
    const ApiResponse r = waitFor(client->createRun(baseSpec(u"x"_s)));
    QCOMPARE(r.httpStatus, 403);
    QCOMPARE(r.error->kind, ApiError::Kind::InsufficientScope);
    QCOMPARE(r.error->required, QStringList{u"runs:write"_s});
    QCOMPARE(r.error->wwwAuthenticateError, u"insufficient_scope"_s);
    QCOMPARE(r.error->scopes, QStringList{u"runs:write"_s});
    // The scope it has works.
    QCOMPARE(waitFor(client->getRun(u"run_doesnotexist"_s)).httpStatus, 404);
}

void TestApiClient::rateLimitedHasRetryAfter()
{
    SandboxConfig cfg;
    cfg.rateLimitPerMinute = 2;
    SandboxServer limited(cfg);
    QVERIFY(limited.start());
    ApiKeyCredential key(sandboxKey());
    ApiClient client(m_nam.get(), limited.baseUrl(), u"sandbox"_s, &key);
    QVERIFY(waitFor(client.listModels()).isSuccess());
    QVERIFY(waitFor(client.listModels()).isSuccess());
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(r.httpStatus, 429);
    QCOMPARE(r.error->kind, ApiError::Kind::RateLimited);
    QVERIFY(r.error->retryAfterSeconds);
    QVERIFY(*r.error->retryAfterSeconds >= 1);
    QVERIFY(r.retryAfterMs());
    QCOMPARE(*r.retryAfterMs(), *r.error->retryAfterSeconds * 1000);
    QVERIFY(r.isTransient());
}

void TestApiClient::serverErrorIsTransient()
{
    FaultPlan faults;
    faults.fail = 1;
    faults.failStatus = 503;
    m_server->setFaults(faults);
    const ApiResponse r = waitFor(m_client->listModels());
    QCOMPARE(r.httpStatus, 503);
    QCOMPARE(r.error->kind, ApiError::Kind::ServerError);
    QVERIFY(r.isTransient());
    QCOMPARE(r.error->body, r.body);
    // The next one passes.
    QVERIFY(waitFor(m_client->listModels()).isSuccess());
}

void TestApiClient::bodyIsVerbatim()
{
    // The same request made by hand: the client's error keeps the very same bytes.
    const std::unique_ptr<ApiClient> client = makeClient(sandboxKey(), u"elsewhere"_s);
    const ApiResponse r = waitFor(client->listModels());
    QNetworkRequest raw(client->workspaceUrl(u"models"_s));
    raw.setRawHeader("Authorization", "Bearer " + sandboxKey().toUtf8());
    QNetworkReply* reply = m_nam->get(raw);
    QVERIFY(waitUntil([reply] { return reply->isFinished(); }));
    const QByteArray bytes = reply->readAll();
    reply->deleteLater();
    QCOMPARE(r.body, bytes);
    QCOMPARE(r.error->body, bytes);
    QVERIFY(r.error->describe().contains(u"sandbox"_s));
}

void TestApiClient::noServerIsANetworkError()
{
    // A port nobody listens on.
    SandboxServer gone{SandboxConfig{}};
    QVERIFY(gone.start());
    const QUrl base = gone.baseUrl();
    gone.stop();
    ApiKeyCredential key(sandboxKey());
    ApiClient client(m_nam.get(), base, u"sandbox"_s, &key);
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(r.httpStatus, 0);
    QVERIFY(!r.hasHttpAnswer());
    QVERIFY(!r.error);
    QVERIFY(r.networkError != QNetworkReply::NoError);
    QVERIFY(r.isTransient());
    QVERIFY(!r.describe().isEmpty());
}

// ---------------------------------------------------------------------------------------------
// Refresh

void TestApiClient::refreshOnceThenRetry()
{
    ApiClient client(m_nam.get(), m_server->baseUrl(), u"sandbox"_s, nullptr);
    RefreshingCredential credential(u"mantyx_expired_token"_s, sandboxKey(), true);
    client.setCredentials(&credential);
    // Three requests at once share one refresh.
    ApiReply* a = client.listModels();
    ApiReply* b = client.getRun(u"run_doesnotexist"_s);
    ApiReply* c = client.createRun(baseSpec(u"x"_s));
    b->setAutoDelete(false);
    c->setAutoDelete(false);
    const ApiResponse ra = waitFor(a);
    const ApiResponse rb = waitFor(b);
    const ApiResponse rc = waitFor(c);
    QVERIFY2(ra.isSuccess(), describe(ra).constData());
    QVERIFY(ra.refreshedCredential);
    QCOMPARE(rb.httpStatus, 404);
    QCOMPARE(rc.httpStatus, 201);
    QCOMPARE(credential.refreshCalls, 1);
    // The stream refreshes the same way.
    RefreshingCredential streamCredential(u"mantyx_expired_token"_s, sandboxKey(), true);
    client.setCredentials(&streamCredential);
    std::optional<CreatedRun> run;
    QVERIFY(waitFor(client.createRun(baseSpec(u"x"_s)), &run).isSuccess());
    QCOMPARE(streamCredential.refreshCalls, 1);
    RefreshingCredential late(u"mantyx_expired_token"_s, sandboxKey(), true);
    client.setCredentials(&late);
    RunStream stream(&client);
    stream.open(run->streamUrl);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(late.refreshCalls, 1);
    client.setCredentials(nullptr);
}

void TestApiClient::late401AfterARefreshRetriesWithoutRefreshing()
{
    // Requests in flight together get their 401s one by one; on a slow machine (ASan) one can
    // arrive after the refresh the first one started has finished. It was sent with the old
    // credential: it is retried with the new one, not refreshed again.
    ApiClient client(m_nam.get(), m_server->baseUrl(), u"sandbox"_s, nullptr);
    RefreshingCredential credential(u"mantyx_expired_token"_s, sandboxKey(), true);
    client.setCredentials(&credential);
    const quint64 sentBefore = client.credentialEpoch();
    std::optional<bool> first;
    client.refreshCredential(
        this, [&first](bool ok) { first = ok; }, sentBefore);
    QVERIFY(waitUntil([&] { return first.has_value(); }));
    QVERIFY(*first);
    QCOMPARE(credential.refreshCalls, 1);
    QVERIFY(client.credentialEpoch() > sentBefore);
    std::optional<bool> late;
    client.refreshCredential(
        this, [&late](bool ok) { late = ok; }, sentBefore);
    QCOMPARE(late, std::optional<bool>(true)); // at once
    QCOMPARE(credential.refreshCalls, 1);
    // A 401 for a request sent with the new credential does refresh.
    std::optional<bool> fresh;
    client.refreshCredential(
        this, [&fresh](bool ok) { fresh = ok; }, client.credentialEpoch());
    QVERIFY(waitUntil([&] { return fresh.has_value(); }));
    QCOMPARE(credential.refreshCalls, 2);
    client.setCredentials(nullptr);
}

void TestApiClient::refreshFailsSurfacesThe401()
{
    ApiClient client(m_nam.get(), m_server->baseUrl(), u"sandbox"_s, nullptr);
    // The refresh "works" but yields another bad token: exactly one retry, then the 401.
    RefreshingCredential credential(u"mantyx_expired_token"_s, u"mantyx_still_bad"_s, true);
    client.setCredentials(&credential);
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(r.httpStatus, 401);
    QCOMPARE(r.error->kind, ApiError::Kind::InvalidCredential);
    QCOMPARE(credential.refreshCalls, 1);
    QVERIFY(r.refreshedCredential);

    RefreshingCredential refused(u"mantyx_expired_token"_s, sandboxKey(), false);
    client.setCredentials(&refused);
    const ApiResponse r2 = waitFor(client.listModels());
    QCOMPARE(r2.httpStatus, 401);
    QCOMPARE(refused.refreshCalls, 1);
    QVERIFY(!r2.refreshedCredential);

    // The stream gives up the same way: one refresh, then Failed with the 401.
    RefreshingCredential streamRefused(u"mantyx_expired_token"_s, sandboxKey(), false);
    client.setCredentials(&streamRefused);
    RunStream stream(&client);
    stream.openRun(u"run_whatever"_s);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Failed));
    QVERIFY(stream.lastError());
    QCOMPARE(stream.lastError()->httpStatus, 401);
    QCOMPARE(streamRefused.refreshCalls, 1);
    client.setCredentials(nullptr);
}

void TestApiClient::noRefreshWithoutRefreshableCredential()
{
    const std::unique_ptr<ApiClient> client = makeClient(u"mantyx_wrong"_s);
    QVERIFY(!client->canRefreshCredential());
    const ApiResponse r = waitFor(client->listModels());
    QCOMPARE(r.httpStatus, 401);
    QVERIFY(!r.refreshedCredential);
}

// ---------------------------------------------------------------------------------------------
// URLs

void TestApiClient::resolveStreamUrl_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("streamUrl");
    QTest::addColumn<QString>("expected");
    QTest::newRow("path") << u"http://127.0.0.1:8931"_s
                          << u"/api/v1/workspaces/w/agent-runs/run_1/stream"_s
                          << u"http://127.0.0.1:8931/api/v1/workspaces/w/agent-runs/run_1/stream"_s;
    QTest::newRow("base with slash")
        << u"https://mantyx.example/"_s << u"/api/v1/workspaces/w/agent-runs/r/stream"_s
        << u"https://mantyx.example/api/v1/workspaces/w/agent-runs/r/stream"_s;
    QTest::newRow("base with prefix")
        << u"https://host.example/mantyx"_s << u"/api/v1/workspaces/w/agent-runs/r/stream"_s
        << u"https://host.example/mantyx/api/v1/workspaces/w/agent-runs/r/stream"_s;
    QTest::newRow("prefix already there")
        << u"https://host.example/mantyx/"_s << u"/mantyx/api/v1/workspaces/w/agent-runs/r/stream"_s
        << u"https://host.example/mantyx/api/v1/workspaces/w/agent-runs/r/stream"_s;
    QTest::newRow("absolute") << u"https://host.example"_s << u"https://stream.example/s/r?x=1"_s
                              << u"https://stream.example/s/r?x=1"_s;
    QTest::newRow("query kept") << u"http://h:1"_s << u"/a/stream?token=abc"_s
                                << u"http://h:1/a/stream?token=abc"_s;
    QTest::newRow("relative") << u"https://host.example/mantyx"_s << u"api/v1/x/stream"_s
                              << u"https://host.example/mantyx/api/v1/x/stream"_s;
}

void TestApiClient::resolveStreamUrl()
{
    QFETCH(QString, base);
    QFETCH(QString, streamUrl);
    QFETCH(QString, expected);
    QCOMPARE(ApiClient::resolveAgainstBase(QUrl(base), streamUrl).toString(), expected);
}

void TestApiClient::workspaceUrlEncodesAndKeepsPrefix()
{
    ApiClient client(m_nam.get(), QUrl(u"https://host.example/mantyx/"_s), u"my space"_s, nullptr);
    QCOMPARE(client.workspaceUrl(u"models"_s).toString(QUrl::FullyEncoded),
             u"https://host.example/mantyx/api/v1/workspaces/my%20space/models"_s);
    QCOMPARE(client.runStreamUrl(u"run_1"_s).toString(),
             u"https://host.example/mantyx/api/v1/workspaces/my space/agent-runs/run_1/stream"_s);
}

// ---------------------------------------------------------------------------------------------
// The credential never leaves the origin

void TestApiClient::redirectNotFollowed_data()
{
    QTest::addColumn<QByteArray>("route");
    QTest::addColumn<int>("status");
    for (const int status : {301, 302, 303, 307, 308})
        QTest::addRow("create %d", status) << "create"_ba << status;
    QTest::newRow("models 302") << "models"_ba << 302;
    QTest::newRow("cancel 307") << "cancel"_ba << 307;
}

void TestApiClient::redirectNotFollowed()
{
    QFETCH(QByteArray, route);
    QFETCH(int, status);
    // The other server accepts anything: a followed redirect would succeed there, credential and
    // all.
    FakeSseServer other([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::json(201, R"({"runId":"run_elsewhere","streamUrl":"/s"})"), true);
    });
    const QUrl target = other.baseUrl().resolved(QUrl(u"/api/v1/workspaces/w/agent-runs"_s));
    FakeSseServer api([status, target](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::redirect(status, target), true);
    });
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    ApiReply* reply = route == "create"   ? client.createRun(baseSpec(u"Hi."_s))
                      : route == "models" ? client.listModels()
                                          : client.cancelRun(u"run_1"_s);
    std::optional<CreatedRun> created;
    const ApiResponse r = waitFor(reply, &created);

    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QCOMPARE(api.requests().size(), 1);
    QCOMPARE(FakeSseServer::headerCount(api.requests().constFirst(), "authorization"), 1);
    QCOMPARE(r.httpStatus, status);
    QVERIFY(!r.isSuccess());
    QVERIFY(!r.isTransient());
    QVERIFY(!created);
    const QString text = r.describe();
    QVERIFY2(text.contains(target.toString()), qPrintable(text));
    QVERIFY2(text.contains(u"not followed"_s), qPrintable(text));
}

void TestApiClient::sameOriginRedirectNotFollowed()
{
    QUrl target;
    FakeSseServer api([&target](int index, const QByteArray&, QTcpSocket* s) {
        if (index == 0)
            FakeSseServer::send(s, FakeSseServer::redirect(307, target), true);
        else
            FakeSseServer::send(s, FakeSseServer::json(200, R"({"models":[]})"), true);
    });
    target = api.baseUrl().resolved(QUrl(u"/moved/api/v1/workspaces/w/models"_s));
    ApiKeyCredential key(u"mantyx_origin_secret"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(api.requests().size(), 1);
    QCOMPARE(r.httpStatus, 307);
    QVERIFY2(r.describe().contains(target.toString()), qPrintable(r.describe()));
}

void TestApiClient::oneAuthorizationHeader()
{
    // Every request of the client, including the retry after a refresh, carries the credential
    // once, as Authorization and never also as X-API-Key.
    FakeSseServer api([](int index, const QByteArray& head, QTcpSocket* s) {
        if (index == 0) {
            FakeSseServer::send(s, FakeSseServer::json(401, R"({"error":"unauthorized"})"), true);
        } else if (head.startsWith("GET ") && head.contains("/stream")) {
            FakeSseServer::send(s, FakeSseServer::head() + FakeSseServer::result(1), true);
        } else if (head.contains("/tool-results")) {
            FakeSseServer::send(s, FakeSseServer::head(204, "text/plain"), true);
        } else {
            FakeSseServer::send(
                s,
                FakeSseServer::json(
                    201,
                    R"({"runId":"run_1","streamUrl":"/api/v1/workspaces/w/agent-runs/run_1/stream"})"),
                true);
        }
    });
    RefreshingCredential credential(u"mantyx_at_old"_s, u"mantyx_at_new"_s, true);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &credential);
    std::optional<CreatedRun> created;
    const ApiResponse r = waitFor(client.createRun(baseSpec(u"Hi."_s)), &created);
    QVERIFY2(created, describe(r).constData());
    QVERIFY(r.refreshedCredential);
    QCOMPARE(waitFor(client.postToolResult(u"run_1"_s,
                                           {{"toolUseId"_L1, u"tu_1"_s}, {"result"_L1, u"ok"_s}}))
                 .httpStatus,
             204);
    RunStream stream(&client);
    stream.open(created->streamUrl);
    QVERIFY(waitUntil([&] { return stream.isFinished(); }));
    QCOMPARE(stream.endReason(), std::optional(RunStream::EndReason::Terminal));
    QCOMPARE(api.requests().size(), 4);
    for (const QByteArray& head : api.requests()) {
        QVERIFY2(FakeSseServer::headerCount(head, "authorization") == 1, head.constData());
        QVERIFY2(FakeSseServer::headerCount(head, "x-api-key") == 0, head.constData());
    }
    QVERIFY(api.requests().at(0).contains("Bearer mantyx_at_old"));
    QVERIFY(api.requests().at(3).contains("Bearer mantyx_at_new"));
}

void TestApiClient::credentialWithLineBreakNotSent()
{
    // A pasted key with a line break must not become a second header line of its own.
    FakeSseServer api([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(s, FakeSseServer::json(401, R"({"error":"unauthorized"})"), true);
    });
    ApiKeyCredential key(u"mantyx_a\r\nAuthorization: Bearer mantyx_injected"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &key);
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(r.httpStatus, 401);
    QCOMPARE(api.requests().size(), 1);
    const QByteArray head = api.requests().constFirst();
    QVERIFY2(!head.contains("mantyx_injected"), head.constData());
    QVERIFY2(FakeSseServer::headerCount(head, "authorization") <= 1, head.constData());
}

void TestApiClient::oauthRefreshRedirectNotFollowed()
{
    // The refresh after a 401 carries the client secret and the refresh token: a redirect of
    // the token endpoint takes neither anywhere.
    FakeSseServer other([](int, const QByteArray&, QTcpSocket* s) {
        FakeSseServer::send(
            s, FakeSseServer::json(200, R"({"access_token":"mantyx_at_x","token_type":"Bearer"})"),
            true);
    });
    const QUrl target = other.baseUrl().resolved(QUrl(u"/api/oauth/token"_s));
    FakeSseServer api([target](int, const QByteArray& head, QTcpSocket* s) {
        if (head.startsWith("POST /api/oauth/token"))
            FakeSseServer::send(s, FakeSseServer::redirect(307, target), true);
        else
            FakeSseServer::send(s, FakeSseServer::json(401, R"({"error":"unauthorized"})"), true);
    });
    OAuthClientConfig config;
    config.tokenUrl = api.baseUrl().resolved(QUrl(u"/api/oauth/token"_s));
    config.clientId = u"app"_s;
    config.clientSecret = u"client_secret_value"_s;
    OAuthCredential credential(config, m_nam.get());
    credential.setRefreshToken(u"mantyx_rt_value"_s);
    ApiClient client(m_nam.get(), api.baseUrl(), u"w"_s, &credential);
    const ApiResponse r = waitFor(client.listModels());
    QCOMPARE(r.httpStatus, 401);
    QVERIFY(!r.refreshedCredential);
    QVERIFY2(other.requests().isEmpty(), other.requests().value(0).constData());
    QCOMPARE(api.requests().size(), 2); // the models call and the token call, nothing more
}

void TestApiClient::sameOrigin_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("same");
    QTest::newRow("same") << u"http://127.0.0.1:8931"_s << u"http://127.0.0.1:8931/a/b?c=1"_s
                          << true;
    QTest::newRow("http default port")
        << u"http://h.example"_s << u"http://h.example:80/x"_s << true;
    QTest::newRow("https default port")
        << u"https://h.example:443/prefix"_s << u"https://h.example/prefix/x"_s << true;
    QTest::newRow("host case") << u"https://H.Example"_s << u"https://h.example/x"_s << true;
    QTest::newRow("scheme case") << u"HTTPS://h.example"_s << u"https://h.example/x"_s << true;
    QTest::newRow("other port") << u"http://127.0.0.1:8931"_s << u"http://127.0.0.1:8932/x"_s
                                << false;
    QTest::newRow("other host") << u"https://h.example"_s << u"https://evil.example/x"_s << false;
    QTest::newRow("subdomain") << u"https://h.example"_s << u"https://a.h.example/x"_s << false;
    QTest::newRow("https to http") << u"https://h.example"_s << u"http://h.example/x"_s << false;
    QTest::newRow("https to http, port 443")
        << u"https://h.example"_s << u"http://h.example:443/x"_s << false;
    QTest::newRow("http to https") << u"http://h.example"_s << u"https://h.example/x"_s << false;
    QTest::newRow("file") << u"http://127.0.0.1:8931"_s << u"file:///etc/passwd"_s << false;
    QTest::newRow("file base") << u"file:///tmp"_s << u"file:///etc/passwd"_s << false;
    QTest::newRow("ftp") << u"http://h.example"_s << u"ftp://h.example/x"_s << false;
    QTest::newRow("ipv6 vs ipv4") << u"http://127.0.0.1:1"_s << u"http://[::1]:1/x"_s << false;
    QTest::newRow("relative") << u"http://h.example"_s << u"/x"_s << false;
    QTest::newRow("empty") << u"http://h.example"_s << QString() << false;
}

void TestApiClient::sameOrigin()
{
    QFETCH(QString, base);
    QFETCH(QString, url);
    QFETCH(bool, same);
    QCOMPARE(ApiClient::isSameOrigin(QUrl(base), QUrl(url)), same);
    ApiClient client(m_nam.get(), QUrl(base), u"w"_s, nullptr);
    QCOMPARE(client.originProblem(QUrl(url)).isEmpty(), same);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestApiClient)
#include "tst_apiclient.moc"
