// SPDX-License-Identifier: MIT
// Tests the OAuth 2.0 sign-in end to end against the sandbox's authorization server, with the
// test playing the browser (authorize page → 302 → loopback redirect): PKCE and state, tokens and
// the userinfo slug, a forged state rejected, refresh before expiry and after a 401 with the
// refresh token unchanged, revocation on sign-out, insufficient_scope decoded by ApiError, and
// access tokens narrowed to a connection's requested scopes on refresh.
#include <functional>

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

#include "client/connectionprofile.h"
#include "client/oauthcredential.h"
#include "client/oauthflow.h"
#include "protocol/apierror.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestOAuthFlow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void authorizationRequestCarriesPkceAndState();
    void signInEndToEnd();
    void clientSecretIsFormEncoded();
    void wrongStateIsRejected();
    void wrongClientSecretFailsTokenExchange();
    void unfinishedBrowserStepTimesOut();
    void refreshesBeforeExpiry();
    void refreshesOnceAfter401();
    void concurrentRefreshIsOneRequest();
    void signOutRevokes();
    void insufficientScopeIsSurfaced();
    void missingIdentityScopeFailsSignIn();
    void refreshAsksForRequestedScopes();
    void signInTokenWiderThanRequestedIsReplaced();
    void requestBeyondGrantKeepsTheSignIn();
};

namespace {

constexpr int kWaitMs = 20000;

// Every log line of the run (all mantyx.* and Qt Network Authorization categories on), checked
// at the end against every secret the run saw: nothing secret may ever be logged.
QStringList g_logged;
QStringList g_secrets{u"sandbox-secret"_s};
QtMessageHandler g_previousHandler = nullptr;

void rememberHeader(const QByteArray& authorization)
{
    g_secrets << QString::fromUtf8(authorization.mid(int(sizeof("Bearer ")) - 1));
}

void captureMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_logged.append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

struct Response
{
    int status = 0;
    QByteArray body;
    QByteArray location;
    QByteArray wwwAuthenticate;
    QByteArray retryAfter;
    QString errorString;
};

Response finish(QNetworkReply* reply)
{
    Response r;
    QSignalSpy done(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        done.wait(kWaitMs);
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = reply->readAll();
    r.location = reply->rawHeader("Location");
    r.wwwAuthenticate = reply->rawHeader("WWW-Authenticate");
    r.retryAfter = reply->rawHeader("Retry-After");
    r.errorString = reply->errorString();
    reply->deleteLater();
    return r;
}

Response get(QNetworkAccessManager& nam, const QUrl& url, const QByteArray& authorization = {})
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    if (!authorization.isEmpty())
        request.setRawHeader("Authorization", authorization);
    return finish(nam.get(request));
}

Response postJson(QNetworkAccessManager& nam, const QUrl& url, const QJsonObject& body,
                  const QByteArray& authorization)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    request.setRawHeader("Authorization", authorization);
    return finish(nam.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact)));
}

// What the system browser would do with the URL the flow asks it to open: load the authorize
// page (the sandbox auto-consents with a 302), then follow the redirect to the loopback.
struct BrowserVisit
{
    Response authorize;
    QUrl redirect;
    Response callback;
};

BrowserVisit playBrowser(QNetworkAccessManager& nam, const QUrl& authorizeUrl,
                         const std::function<QUrl(QUrl)>& tamper = {})
{
    BrowserVisit visit;
    visit.authorize = get(nam, authorizeUrl);
    visit.redirect = QUrl::fromEncoded(visit.authorize.location, QUrl::StrictMode);
    if (tamper)
        visit.redirect = tamper(visit.redirect);
    if (visit.redirect.isValid())
        visit.callback = get(nam, visit.redirect);
    return visit;
}

ConnectionProfile sandboxProfile(const SandboxServer& server)
{
    ConnectionProfile profile = ConnectionProfile::create(u"Sandbox"_s, server.baseUrl(),
                                                          ConnectionProfile::CredentialKind::OAuth);
    profile.setOAuthClientId(u"sandbox-inspector"_s);
    return profile;
}

OAuthClientConfig sandboxClient(const SandboxServer& server,
                                const QString& secret = u"sandbox-secret"_s)
{
    return OAuthClientConfig::fromProfile(sandboxProfile(server), secret);
}

QUrl workspaceUrl(const SandboxServer& server, const QString& route)
{
    return server.baseUrl().resolved(QUrl(u"/api/v1/workspaces/sandbox/"_s + route));
}

// A whole sign-in, the browser played by playBrowser(); the caller checks what came out.
struct SignIn
{
    OAuthTokens tokens;
    OAuthUserInfo user;
    OAuthFailure failure;
    bool signedIn = false;
};

SignIn signIn(QNetworkAccessManager& nam, const OAuthClientConfig& client,
              const QStringList& scopes = OAuthFlow::defaultScopes())
{
    SignIn result;
    OAuthFlow flow(client, &nam);
    flow.setScopes(scopes);
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QSignalSpy done(&flow, &OAuthFlow::signedIn);
    QSignalSpy failed(&flow, &OAuthFlow::signInFailed);
    if (!flow.start() || browser.count() != 1)
        return result;
    playBrowser(nam, browser.at(0).at(0).toUrl());
    if (!QTest::qWaitFor([&]() { return done.count() + failed.count() > 0; }, kWaitMs))
        return result;
    result.signedIn = done.count() == 1;
    result.tokens = flow.tokens();
    g_secrets << result.tokens.accessToken << result.tokens.refreshToken;
    result.user = flow.userInfo();
    result.failure = flow.failure();
    return result;
}

} // namespace

void TestOAuthFlow::initTestCase()
{
    QLoggingCategory::setFilterRules(u"mantyx.*=true\nqt.networkauth*=true"_s);
    g_previousHandler = qInstallMessageHandler(captureMessage);
}

void TestOAuthFlow::cleanupTestCase()
{
    qInstallMessageHandler(g_previousHandler);
    g_secrets.removeAll(QString());
    QVERIFY(g_secrets.size() > 10);
    QVERIFY(!g_logged.isEmpty());
    for (const QString& line : std::as_const(g_logged)) {
        for (const QString& secret : std::as_const(g_secrets))
            QVERIFY2(!line.contains(secret), qPrintable(line));
    }
}

void TestOAuthFlow::authorizationRequestCarriesPkceAndState()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    OAuthFlow flow(sandboxClient(server), &nam);
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QVERIFY(flow.start());
    QCOMPARE(browser.count(), 1);
    const QUrl url = browser.at(0).at(0).toUrl();
    QCOMPARE(url, flow.authorizationUrl());
    QCOMPARE(url.path(), u"/api/oauth/authorize"_s);
    QCOMPARE(url.port(), server.baseUrl().port());

    const QUrlQuery query(url);
    const auto value = [&query](const QString& key) {
        return query.queryItemValue(key, QUrl::FullyDecoded);
    };
    QCOMPARE(value(u"response_type"_s), u"code"_s);
    QCOMPARE(value(u"client_id"_s), u"sandbox-inspector"_s);
    QCOMPARE(value(u"code_challenge_method"_s), u"S256"_s);
    QCOMPARE(value(u"code_challenge"_s).size(), 43); // base64url of 32 bytes, no padding
    QVERIFY(value(u"state"_s).size() >= 32);
    QCOMPARE(value(u"scope"_s), u"runs:read runs:write sessions:read sessions:write models:read "
                                u"mantyx.identity:read"_s);
    const QUrl redirect(value(u"redirect_uri"_s));
    QCOMPARE(redirect, flow.redirectUri());
    QCOMPARE(redirect.scheme(), u"http"_s);
    QCOMPARE(redirect.host(), u"127.0.0.1"_s);
    QVERIFY(redirect.port() > 0);
    QVERIFY(redirect.port() != server.baseUrl().port());

    // Another sign-in gets another state, verifier and port.
    OAuthFlow second(sandboxClient(server), &nam);
    QVERIFY(second.start());
    const QUrlQuery other(second.authorizationUrl());
    QVERIFY(other.queryItemValue(u"state"_s) != value(u"state"_s));
    QVERIFY(other.queryItemValue(u"code_challenge"_s) != value(u"code_challenge"_s));
    QVERIFY(second.redirectUri().port() != redirect.port());
}

void TestOAuthFlow::signInEndToEnd()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;

    OAuthFlow flow(sandboxClient(server), &nam);
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QSignalSpy done(&flow, &OAuthFlow::signedIn);
    QSignalSpy failed(&flow, &OAuthFlow::signInFailed);
    QVERIFY(flow.start());
    QVERIFY(flow.isRunning());

    const BrowserVisit visit = playBrowser(nam, browser.at(0).at(0).toUrl());
    QCOMPARE(visit.authorize.status, 302);
    QCOMPARE(visit.redirect.host(), u"127.0.0.1"_s);
    QCOMPARE(visit.redirect.port(), flow.redirectUri().port());
    QVERIFY(QUrlQuery(visit.redirect).hasQueryItem(u"code"_s));
    // The loopback listener answered the browser with a page.
    QCOMPARE(visit.callback.status, 200);
    QVERIFY(visit.callback.body.contains("close this page"));

    QTRY_COMPARE_WITH_TIMEOUT(done.count() + failed.count(), 1, kWaitMs);
    QVERIFY2(failed.isEmpty(), qPrintable(flow.failure().message));
    QVERIFY(!flow.isRunning());

    const OAuthTokens tokens = flow.tokens();
    g_secrets << tokens.accessToken << tokens.refreshToken;
    QVERIFY(tokens.accessToken.startsWith("mantyx_at_"_L1));
    QVERIFY(!tokens.refreshToken.isEmpty());
    QCOMPARE(tokens.tokenType, u"Bearer"_s);
    QCOMPARE(tokens.expiresInSec, qint64(3600));
    QCOMPARE(tokens.scopes, OAuthFlow::defaultScopes());
    QCOMPARE(flow.userInfo().workspaceSlug, u"sandbox"_s);
    QCOMPARE(flow.userInfo().workspaces.size(), 1);

    // The tokens work as a credential on a workspace route.
    OAuthCredential credential(sandboxClient(server), &nam);
    QSignalSpy changed(&credential, &CredentialProvider::credentialChanged);
    credential.setTokens(tokens);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(credential.authorizationHeader(), "Bearer "_ba + tokens.accessToken.toUtf8());
    QVERIFY(credential.canRefresh());
    QVERIFY(credential.expiresAt().isValid());
    // An hour-long token is renewed about a minute before it expires (timers this long are
    // kept to the second).
    using std::chrono::seconds;
    QVERIFY(credential.refreshDueIn() > seconds(3530));
    QVERIFY(credential.refreshDueIn() <= seconds(3541));
    credential.setAutoRefreshEnabled(false);
    QVERIFY(credential.refreshDueIn() < seconds(0));
    credential.setAutoRefreshEnabled(true);
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), credential.authorizationHeader()).status,
             200);

    // The listener is closed once the answer arrived: a replayed redirect reaches nobody.
    const Response replay = get(nam, visit.redirect);
    QCOMPARE(replay.status, 0);
    QCOMPARE(done.count(), 1);
}

void TestOAuthFlow::clientSecretIsFormEncoded()
{
    // Qt 6.4's own flow sends client_secret without form-encoding; ours must survive any bytes.
    SandboxConfig cfg;
    const QString secret = u"s3cr+t&x=y %/é"_s;
    g_secrets << secret;
    cfg.oauthClients.append({u"odd-client"_s, secret});
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    OAuthClientConfig client = sandboxClient(server, secret);
    client.clientId = u"odd-client"_s;
    const SignIn result = signIn(nam, client);
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    OAuthCredential credential(client, &nam);
    credential.setTokens(result.tokens);
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    credential.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
}

void TestOAuthFlow::wrongStateIsRejected()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    OAuthFlow flow(sandboxClient(server), &nam);
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QSignalSpy done(&flow, &OAuthFlow::signedIn);
    QSignalSpy failed(&flow, &OAuthFlow::signInFailed);
    QVERIFY(flow.start());

    QUrl genuine;
    const BrowserVisit visit =
        playBrowser(nam, browser.at(0).at(0).toUrl(), [&genuine](QUrl redirect) {
            genuine = redirect;
            QUrlQuery query(redirect);
            query.removeAllQueryItems(u"state"_s);
            query.addQueryItem(u"state"_s, u"forged-state"_s);
            redirect.setQuery(query);
            return redirect;
        });
    QCOMPARE(visit.authorize.status, 302);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
    QCOMPARE(flow.failure().stage, OAuthFailure::Stage::State);
    QVERIFY(!flow.failure().message.isEmpty());
    QVERIFY(flow.tokens().accessToken.isEmpty());
    QVERIFY(!flow.isRunning());

    // The genuine redirect arriving afterwards does not revive the sign-in.
    get(nam, genuine);
    QTest::qWait(200);
    QCOMPARE(done.count(), 0);
    QCOMPARE(failed.count(), 1);
}

void TestOAuthFlow::wrongClientSecretFailsTokenExchange()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server, u"not-the-secret"_s));
    QVERIFY(!result.signedIn);
    QCOMPARE(result.failure.stage, OAuthFailure::Stage::TokenExchange);
    QCOMPARE(result.failure.oauthError, u"invalid_client"_s);
    QVERIFY(result.failure.message.contains("invalid_client"_L1));
    QVERIFY(!result.failure.message.contains("not-the-secret"_L1));
}

void TestOAuthFlow::unfinishedBrowserStepTimesOut()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    OAuthClientConfig client = sandboxClient(server);
    client.clientId = u"unknown-client"_s; // the authorize page answers 400: no redirect
    OAuthFlow flow(client, &nam);
    flow.setTimeout(std::chrono::milliseconds(500));
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QSignalSpy failed(&flow, &OAuthFlow::signInFailed);
    QVERIFY(flow.start());
    const BrowserVisit visit = playBrowser(nam, browser.at(0).at(0).toUrl());
    QCOMPARE(visit.authorize.status, 400);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
    QCOMPARE(flow.failure().stage, OAuthFailure::Stage::Timeout);
}

void TestOAuthFlow::refreshesBeforeExpiry()
{
    SandboxConfig cfg;
    cfg.tokenLifetimeSec = 3;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));
    QCOMPARE(result.tokens.expiresInSec, qint64(3));

    OAuthCredential credential(sandboxClient(server), &nam);
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    QSignalSpy refreshFailed(&credential, &CredentialProvider::refreshFailed);
    credential.setTokens(result.tokens);
    const QByteArray first = credential.authorizationHeader();

    // A three-second token is renewed at half-life (a one-hour one a minute before expiry),
    // without anybody asking.
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() >= 1, kWaitMs);
    QVERIFY(refreshFailed.isEmpty());
    QVERIFY(credential.authorizationHeader() != first);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(credential.refreshToken(), result.tokens.refreshToken); // never rotates

    // Well past the first token's life, requests still carry a live token.
    QTest::qWait(3500);
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), credential.authorizationHeader()).status,
             200);
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), first).status, 401);
    QCOMPARE(credential.refreshToken(), result.tokens.refreshToken);
    QVERIFY(refreshFailed.isEmpty());
}

void TestOAuthFlow::refreshesOnceAfter401()
{
    SandboxConfig cfg;
    cfg.tokenLifetimeSec = 1;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setAutoRefreshEnabled(false);
    credential.setTokens(result.tokens);
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    QTest::qWait(1500);
    QCOMPARE(refreshed.count(), 0);

    // What every client does with a 401: refresh once, retry once.
    const QUrl models = workspaceUrl(server, u"models"_s);
    const Response expired = get(nam, models, credential.authorizationHeader());
    QCOMPARE(expired.status, 401);
    QCOMPARE(ApiError::fromResponse(expired.status, expired.body).kind,
             ApiError::Kind::InvalidCredential);
    QVERIFY(credential.canRefresh());
    credential.refresh();
    QVERIFY(credential.isRefreshing());
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(get(nam, models, credential.authorizationHeader()).status, 200);
    QCOMPARE(credential.refreshToken(), result.tokens.refreshToken);
    QCOMPARE(credential.grantedScopes(), OAuthFlow::defaultScopes());
}

void TestOAuthFlow::concurrentRefreshIsOneRequest()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    // At start-up only the refresh token is known (from the keychain).
    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setRefreshToken(result.tokens.refreshToken);
    QVERIFY(credential.authorizationHeader().isEmpty());
    QVERIFY(credential.canRefresh());
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    credential.refresh();
    credential.refresh(); // a second 401 meanwhile: same refresh
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
    QTest::qWait(200);
    QCOMPARE(refreshed.count(), 1);
    QVERIFY(credential.hasAccessToken());
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), credential.authorizationHeader()).status,
             200);
}

void TestOAuthFlow::signOutRevokes()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setTokens(result.tokens);
    const QByteArray header = credential.authorizationHeader();
    const QUrl models = workspaceUrl(server, u"models"_s);
    QCOMPARE(get(nam, models, header).status, 200);

    QSignalSpy signedOut(&credential, &OAuthCredential::signedOut);
    QSignalSpy changed(&credential, &CredentialProvider::credentialChanged);
    credential.signOut();
    QCOMPARE(changed.count(), 1);
    QVERIFY(credential.authorizationHeader().isEmpty());
    QVERIFY(!credential.canRefresh());
    QTRY_COMPARE_WITH_TIMEOUT(signedOut.count(), 1, kWaitMs);
    QCOMPARE(signedOut.at(0).at(0).toBool(), true);

    // Revoked on the server: neither token works any more.
    const Response after = get(nam, models, header);
    QCOMPARE(after.status, 401);
    QCOMPARE(ApiError::fromResponse(after.status, after.body).kind,
             ApiError::Kind::InvalidCredential);
    OAuthCredential revived(sandboxClient(server), &nam);
    revived.setRefreshToken(result.tokens.refreshToken);
    QSignalSpy refreshFailed(&revived, &CredentialProvider::refreshFailed);
    revived.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshFailed.count(), 1, kWaitMs);
    QVERIFY(refreshFailed.at(0).at(0).toString().contains("invalid_grant"_L1));
    QVERIFY(!revived.canRefresh()); // a dead grant is dropped: only a new sign-in helps
}

void TestOAuthFlow::insufficientScopeIsSurfaced()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const QStringList fewer{u"runs:read"_s, u"models:read"_s, u"mantyx.identity:read"_s};
    const SignIn result = signIn(nam, sandboxClient(server), fewer);
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));
    QCOMPARE(result.tokens.scopes, fewer);

    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setTokens(result.tokens);
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), credential.authorizationHeader()).status,
             200);
    const Response denied =
        postJson(nam, workspaceUrl(server, u"agent-runs"_s),
                 QJsonObject{{"systemPrompt"_L1, u"You help."_s}, {"prompt"_L1, u"Hello"_s}},
                 credential.authorizationHeader());
    QCOMPARE(denied.status, 403);
    const ApiError error = ApiError::fromResponse(denied.status, denied.body, denied.retryAfter,
                                                  denied.wwwAuthenticate);
    QCOMPARE(error.kind, ApiError::Kind::InsufficientScope);
    QCOMPARE(error.required, QStringList{u"runs:write"_s});
    QCOMPARE(error.wwwAuthenticateError, u"insufficient_scope"_s);
    QCOMPARE(error.scopes, QStringList{u"runs:write"_s});
    QVERIFY(error.describe().contains("runs:write"_L1));
}

void TestOAuthFlow::missingIdentityScopeFailsSignIn()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server), {u"runs:read"_s});
    QVERIFY(!result.signedIn);
    QCOMPARE(result.failure.stage, OAuthFailure::Stage::UserInfo);
    QVERIFY(result.failure.apiError.has_value());
    QCOMPARE(result.failure.apiError->kind, ApiError::Kind::InsufficientScope);
    QCOMPARE(result.failure.apiError->required, QStringList{u"mantyx.identity:read"_s});
    QVERIFY(result.failure.message.contains("mantyx.identity:read"_L1));
    QVERIFY(result.tokens.accessToken.isEmpty()); // dropped (and revoked) with the failure
}

void TestOAuthFlow::refreshAsksForRequestedScopes()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));
    QCOMPARE(result.tokens.scopes, OAuthFlow::defaultScopes());

    // A read-only connection: the profile says so, the credential made from it asks for it.
    ConnectionProfile profile = sandboxProfile(server);
    profile.setOAuthRequestedScopes({u"models:read"_s, u"runs:read"_s});
    OAuthCredential credential(OAuthClientConfig::fromProfile(profile, u"sandbox-secret"_s), &nam);
    QCOMPARE(credential.requestedScopes(), (QStringList{u"models:read"_s, u"runs:read"_s}));
    credential.setRefreshToken(result.tokens.refreshToken); // as at start-up, from the keychain
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    credential.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(credential.grantedScopes(), (QStringList{u"models:read"_s, u"runs:read"_s}));
    QCOMPARE(credential.refreshToken(), result.tokens.refreshToken);

    const QJsonObject spec{{"systemPrompt"_L1, u"You help."_s}, {"prompt"_L1, u"Hello"_s}};
    QCOMPARE(get(nam, workspaceUrl(server, u"models"_s), credential.authorizationHeader()).status,
             200);
    const Response denied = postJson(nam, workspaceUrl(server, u"agent-runs"_s), spec,
                                     credential.authorizationHeader());
    QCOMPARE(denied.status, 403);
    const ApiError error = ApiError::fromResponse(denied.status, denied.body, denied.retryAfter,
                                                  denied.wwwAuthenticate);
    QCOMPARE(error.kind, ApiError::Kind::InsufficientScope);
    QCOMPARE(error.required, QStringList{u"runs:write"_s});

    // The sign-in kept its whole grant: asking for nothing in particular gets all of it back.
    credential.setRequestedScopes({});
    QVERIFY(credential.hasAccessToken()); // narrower than needed is not wider than asked
    credential.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 2, kWaitMs);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(credential.grantedScopes(), OAuthFlow::defaultScopes());
    QCOMPARE(
        postJson(nam, workspaceUrl(server, u"agent-runs"_s), spec, credential.authorizationHeader())
            .status,
        201);
}

void TestOAuthFlow::signInTokenWiderThanRequestedIsReplaced()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const SignIn result = signIn(nam, sandboxClient(server));
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setRequestedScopes({u"models:read"_s});
    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    // The sign-in's own token carries every scope: never handed out, replaced at once.
    credential.setTokens(result.tokens);
    QVERIFY(credential.authorizationHeader().isEmpty());
    QVERIFY(credential.isRefreshing());
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(credential.grantedScopes(), QStringList{u"models:read"_s});
    QCOMPARE(credential.refreshToken(), result.tokens.refreshToken);
    const QUrl models = workspaceUrl(server, u"models"_s);
    QCOMPARE(get(nam, models, credential.authorizationHeader()).status, 200);
    QCOMPARE(postJson(nam, workspaceUrl(server, u"agent-runs"_s),
                      QJsonObject{{"systemPrompt"_L1, u"You help."_s}, {"prompt"_L1, u"Hi"_s}},
                      credential.authorizationHeader())
                 .status,
             403);
    // And the wide one was revoked, not just forgotten.
    const QByteArray wide = "Bearer " + result.tokens.accessToken.toUtf8();
    QTRY_COMPARE_WITH_TIMEOUT(get(nam, models, wide).status, 401, kWaitMs);
}

void TestOAuthFlow::requestBeyondGrantKeepsTheSignIn()
{
    SandboxConfig cfg;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    QNetworkAccessManager nam;
    const QStringList fewer{u"runs:read"_s, u"models:read"_s, u"mantyx.identity:read"_s};
    const SignIn result = signIn(nam, sandboxClient(server), fewer);
    QVERIFY2(result.signedIn, qPrintable(result.failure.message));

    OAuthCredential credential(sandboxClient(server), &nam);
    credential.setRequestedScopes({u"models:read runs:write"_s}); // any whitespace separates
    QCOMPARE(credential.requestedScopes(), (QStringList{u"models:read"_s, u"runs:write"_s}));
    credential.setRefreshToken(result.tokens.refreshToken);
    QSignalSpy refreshFailed(&credential, &CredentialProvider::refreshFailed);
    credential.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshFailed.count(), 1, kWaitMs);
    const QString reason = refreshFailed.at(0).at(0).toString();
    QVERIFY2(reason.contains("invalid_scope"_L1) && reason.contains("runs:write"_L1),
             qPrintable(reason));
    QVERIFY(!credential.hasAccessToken());
    QVERIFY(credential.canRefresh()); // the grant is fine, only the request was not

    QSignalSpy refreshed(&credential, &CredentialProvider::refreshed);
    credential.setRequestedScopes({u"models:read"_s});
    credential.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 1, kWaitMs);
    rememberHeader(credential.authorizationHeader());
    QCOMPARE(credential.grantedScopes(), QStringList{u"models:read"_s});
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestOAuthFlow)
#include "tst_oauthflow.moc"
