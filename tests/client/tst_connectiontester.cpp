// SPDX-License-Identifier: MIT
// Tests ConnectionTester against the embedded sandbox, one outcome per test: a working API key and
// OAuth sign-in (workspace, model count, default model, who signed in), every credential refusal
// the sandbox can give (401 none/unknown, a failed refresh, 403 key usage/plan/scope), a wrong
// workspace slug with the right one from the 404's hint, a missing slug found through userinfo,
// rate limit, server error, a time-out, and the network failures (refused, DNS, TLS); plus the
// plain-http consent a profile must carry before a credential leaves for another computer.
#include <QElapsedTimer>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include "client/connectionprofile.h"
#include "client/connectiontester.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "client/oauthflow.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using Kind = ConnectionTestOutcome::Kind;

class TestConnectionTester final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void apiKeyOk();
    void noCredential();
    void unknownKey();
    void keyNotForTheDeveloperApi();
    void planLacksApiAccess();
    void wrongWorkspaceSuggestsTheRightOne();
    void missingWorkspaceFoundThroughUserInfo();
    void wrongAddressIsNotFound();
    void oauthOkTellsWhoSignedIn();
    void oauthMissingScope();
    void oauthRefreshFails();
    void rateLimited();
    void serverError();
    void timeout();
    void connectionRefused();
    void hostNotFound();
    void tlsFailure();
    void notAMantyxServer();
    void notConfigured();
    void plainHttpNeedsConsent_data();
    void plainHttpNeedsConsent();
    void plainHttpIsRefusedWithoutConsent();
    void consentIsKeptInTheSettings();
    void abortAndRestart();

private:
    ConnectionTestOutcome test(const ConnectionProfile& profile, CredentialProvider* credential,
                               std::chrono::milliseconds timeout = std::chrono::seconds(20));
    ConnectionProfile keyProfile(const QString& slug = u"sandbox"_s) const;
    ConnectionProfile oauthProfile() const;
    OAuthTokens signIn(const QStringList& scopes);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
};

namespace {

constexpr int kWaitMs = 30000;

// One HTTP answer to whoever connects: a web server that is not MANTYX.
class OneAnswerServer final : public QTcpServer
{
public:
    explicit OneAnswerServer(QByteArray answer)
        : m_answer(std::move(answer))
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    m_request += socket->readAll();
                    // A whole request, or a TLS ClientHello (record type 0x16): answer.
                    if (m_request.contains("\r\n\r\n") || m_request.startsWith('\x16')) {
                        socket->write(m_answer);
                        socket->disconnectFromHost();
                    }
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QByteArray request() const { return m_request; }

private:
    QByteArray m_answer;
    QByteArray m_request;
};

} // namespace

void TestConnectionTester::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_nam = std::make_unique<QNetworkAccessManager>();
}

void TestConnectionTester::cleanupTestCase()
{
    m_server.reset();
}

void TestConnectionTester::init()
{
    m_server->setFaults(FaultPlan{});
}

ConnectionTestOutcome TestConnectionTester::test(const ConnectionProfile& profile,
                                                 CredentialProvider* credential,
                                                 std::chrono::milliseconds timeout)
{
    ConnectionTester tester(m_nam.get());
    tester.setTimeout(timeout);
    QSignalSpy finished(&tester, &ConnectionTester::finished);
    tester.start(profile, credential);
    // Never before start() returned, and exactly once.
    if (!finished.isEmpty() || !tester.isRunning())
        return {};
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, kWaitMs))
        return {};
    QTest::qWait(20);
    if (finished.count() != 1 || tester.isRunning())
        return {};
    const auto outcome = finished.at(0).at(0).value<ConnectionTestOutcome>();
    if (outcome.summary != tester.outcome().summary)
        return {};
    qInfo().noquote() << "outcome:" << outcome.summary;
    return outcome;
}

ConnectionProfile TestConnectionTester::keyProfile(const QString& slug) const
{
    ConnectionProfile profile = ConnectionProfile::create(u"Key"_s, m_server->baseUrl());
    profile.setWorkspaceSlug(slug);
    return profile;
}

ConnectionProfile TestConnectionTester::oauthProfile() const
{
    ConnectionProfile profile = ConnectionProfile::create(u"OAuth"_s, m_server->baseUrl(),
                                                          ConnectionProfile::CredentialKind::OAuth);
    profile.setOAuthClientId(u"sandbox-inspector"_s);
    profile.setWorkspaceSlug(u"sandbox"_s);
    return profile;
}

OAuthTokens TestConnectionTester::signIn(const QStringList& scopes)
{
    OAuthFlow flow(OAuthClientConfig::fromProfile(oauthProfile(), u"sandbox-secret"_s),
                   m_nam.get());
    flow.setScopes(scopes);
    QSignalSpy browser(&flow, &OAuthFlow::browserAuthorizationRequested);
    QSignalSpy done(&flow, &OAuthFlow::signedIn);
    if (!flow.start() || browser.count() != 1)
        return {};
    // The browser: the authorize page answers 302 to the loopback, which is then loaded.
    QNetworkRequest authorize(browser.at(0).at(0).toUrl());
    authorize.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                           QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply* page = m_nam->get(authorize);
    if (!QTest::qWaitFor([page] { return page->isFinished(); }, kWaitMs))
        return {};
    const QUrl redirect = QUrl::fromEncoded(page->rawHeader("Location"), QUrl::StrictMode);
    page->deleteLater();
    QNetworkReply* callback = m_nam->get(QNetworkRequest(redirect));
    connect(callback, &QNetworkReply::finished, callback, &QObject::deleteLater);
    if (!QTest::qWaitFor([&] { return done.count() == 1; }, kWaitMs))
        return {};
    return flow.tokens();
}

void TestConnectionTester::apiKeyOk()
{
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(keyProfile(), &key);
    QCOMPARE(o.kind, Kind::Ok);
    QVERIFY(o.isOk());
    QCOMPARE(o.httpStatus, 200);
    QCOMPARE(o.workspaceSlug, u"sandbox"_s);
    QCOMPARE(o.modelCount, 4);
    QCOMPARE(o.defaultModelId, u"platform:demo"_s);
    QVERIFY(!o.defaultModelLabel.isEmpty());
    QVERIFY(o.account.isEmpty()); // an API key signs nobody in
    QCOMPARE(o.url.path(), u"/api/v1/workspaces/sandbox/models"_s);
    QVERIFY2(o.summary.contains(u"“sandbox”"_s), qPrintable(o.summary));
    QVERIFY2(o.summary.contains(u"Models: 4"_s), qPrintable(o.summary));
    QVERIFY2(o.summary.contains(u"platform:demo"_s), qPrintable(o.summary));
    QVERIFY2(o.summary.contains(o.defaultModelLabel), qPrintable(o.summary));
    QVERIFY(!o.isTransient());
}

void TestConnectionTester::noCredential()
{
    const ConnectionTestOutcome o = test(keyProfile(), nullptr);
    QCOMPARE(o.kind, Kind::MissingCredential);
    QCOMPARE(o.httpStatus, 401);
    // The server's words, verbatim.
    QVERIFY2(o.serverMessage.startsWith(u"Unauthorized: Send a workspace API key"_s),
             qPrintable(o.serverMessage));
    QVERIFY(o.summary.contains(o.serverMessage));
    QVERIFY(o.summary.contains(u"enter the API key"_s));

    ApiKeyCredential empty;
    QCOMPARE(test(keyProfile(), &empty).kind, Kind::MissingCredential);
}

void TestConnectionTester::unknownKey()
{
    ApiKeyCredential key(u"mantyx_not_a_key"_s);
    const ConnectionTestOutcome o = test(keyProfile(), &key);
    QCOMPARE(o.kind, Kind::InvalidCredential);
    QCOMPARE(o.httpStatus, 401);
    QCOMPARE(o.serverMessage, u"Invalid API key or OAuth access token"_s);
    QVERIFY2(o.summary.contains(u"does not accept this API key"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"“Invalid API key or OAuth access token”"_s));
    QVERIFY(!o.summary.contains(u"mantyx_not_a_key"_s)); // the key itself is never repeated
}

void TestConnectionTester::keyNotForTheDeveloperApi()
{
    ApiKeyCredential key(u"mantyx_nodev_123"_s);
    const ConnectionTestOutcome o = test(keyProfile(), &key);
    QCOMPARE(o.kind, Kind::WrongKeyUsage);
    QCOMPARE(o.httpStatus, 403);
    QVERIFY2(o.serverMessage.contains(u"This API key is not for the Developer API"_s),
             qPrintable(o.serverMessage));
    QVERIFY(o.serverMessage.contains(u"Developer API key in the workspace"_s)); // the hint
    QVERIFY(o.summary.contains(o.serverMessage));
}

void TestConnectionTester::planLacksApiAccess()
{
    ApiKeyCredential key(u"mantyx_noplan_123"_s);
    const ConnectionTestOutcome o = test(keyProfile(), &key);
    QCOMPARE(o.kind, Kind::PlanLacksFeature);
    QCOMPARE(o.httpStatus, 403);
    QVERIFY2(o.serverMessage.contains(u"plan"_s), qPrintable(o.serverMessage));
    QVERIFY(o.summary.contains(u"plan does not include"_s));
}

void TestConnectionTester::wrongWorkspaceSuggestsTheRightOne()
{
    // Another slug than the default, so the suggestion is not a constant.
    SandboxConfig cfg;
    cfg.workspaceSlug = u"acme-labs"_s;
    SandboxServer other(cfg);
    QVERIFY(other.start());
    ConnectionProfile profile = ConnectionProfile::create(u"Other"_s, other.baseUrl());
    profile.setWorkspaceSlug(u"acme"_s);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);

    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::WrongWorkspace);
    QCOMPARE(o.httpStatus, 404);
    QCOMPARE(o.workspaceSlug, u"acme"_s);
    QCOMPARE(o.suggestedWorkspaceSlug, u"acme-labs"_s);
    QCOMPARE(o.serverMessage, u"Workspace path does not match this credential"_s);
    QVERIFY2(o.summary.contains(u"“acme” is not this credential's workspace"_s),
             qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"its workspace is “acme-labs”"_s));

    // The fix works.
    profile.setWorkspaceSlug(o.suggestedWorkspaceSlug);
    QCOMPARE(test(profile, &key).kind, Kind::Ok);
}

void TestConnectionTester::missingWorkspaceFoundThroughUserInfo()
{
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(keyProfile(QString()), &key);
    QCOMPARE(o.kind, Kind::NoWorkspace);
    QCOMPARE(o.suggestedWorkspaceSlug, u"sandbox"_s);
    QVERIFY2(o.summary.contains(u"no workspace slug"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"“sandbox”"_s));
    QCOMPARE(o.url.path(), QString()); // no workspace route was called

    const ConnectionTestOutcome none = test(keyProfile(QString()), nullptr);
    QCOMPARE(none.kind, Kind::NoWorkspace);
    QVERIFY(none.suggestedWorkspaceSlug.isEmpty());
}

void TestConnectionTester::wrongAddressIsNotFound()
{
    QUrl prefixed = m_server->baseUrl();
    prefixed.setPath(u"/mantyx"_s);
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(prefixed);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::NotFound);
    QCOMPARE(o.httpStatus, 404);
    QCOMPARE(o.url.path(), u"/mantyx/api/v1/workspaces/sandbox/models"_s);
    QVERIFY2(o.summary.contains(u"no MANTYX API at"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"/mantyx"_s));
    QVERIFY(o.serverMessage.contains(u"not_found"_s));
}

void TestConnectionTester::oauthOkTellsWhoSignedIn()
{
    const OAuthTokens tokens = signIn(OAuthFlow::defaultScopes());
    QVERIFY(!tokens.accessToken.isEmpty());
    OAuthCredential credential(OAuthClientConfig::fromProfile(oauthProfile(), u"sandbox-secret"_s),
                               m_nam.get());
    credential.setTokens(tokens);
    const ConnectionTestOutcome o = test(oauthProfile(), &credential);
    QCOMPARE(o.kind, Kind::Ok);
    QCOMPARE(o.modelCount, 4);
    QCOMPARE(o.account, u"Sandbox User <sandbox@example.invalid>"_s);
    QCOMPARE(o.workspaceName, u"Sandbox"_s);
    QVERIFY2(o.summary.contains(u"Signed in as Sandbox User"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"(Sandbox)"_s));

    // Only the refresh token at hand (as after a restart): refreshed on the 401, then fine.
    OAuthCredential restored(OAuthClientConfig::fromProfile(oauthProfile(), u"sandbox-secret"_s),
                             m_nam.get());
    restored.setRefreshToken(tokens.refreshToken);
    QVERIFY(!restored.hasAccessToken());
    QCOMPARE(test(oauthProfile(), &restored).kind, Kind::Ok);
    QVERIFY(restored.hasAccessToken());
}

void TestConnectionTester::oauthMissingScope()
{
    const OAuthTokens tokens = signIn({u"runs:read"_s, u"mantyx.identity:read"_s});
    QVERIFY(!tokens.accessToken.isEmpty());
    OAuthCredential credential(OAuthClientConfig::fromProfile(oauthProfile(), u"sandbox-secret"_s),
                               m_nam.get());
    credential.setTokens(tokens);
    const ConnectionTestOutcome o = test(oauthProfile(), &credential);
    QCOMPARE(o.kind, Kind::InsufficientScope);
    QCOMPARE(o.httpStatus, 403);
    QCOMPARE(o.missingScopes, QStringList{u"models:read"_s});
    QVERIFY2(o.summary.contains(u"lacks the scope models:read"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"“insufficient_scope”"_s));
}

void TestConnectionTester::oauthRefreshFails()
{
    OAuthCredential credential(OAuthClientConfig::fromProfile(oauthProfile(), u"sandbox-secret"_s),
                               m_nam.get());
    credential.setRefreshToken(u"mantyx_rt_revoked_or_never_issued"_s);
    const ConnectionTestOutcome o = test(oauthProfile(), &credential);
    QCOMPARE(o.kind, Kind::RefreshFailed);
    QCOMPARE(o.httpStatus, 401);
    QVERIFY2(o.summary.contains(u"could not be renewed"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"Sign in again"_s));
}

void TestConnectionTester::rateLimited()
{
    SandboxConfig cfg;
    cfg.rateLimitPerMinute = 1;
    SandboxServer limited(cfg);
    QVERIFY(limited.start());
    ConnectionProfile profile = ConnectionProfile::create(u"Limited"_s, limited.baseUrl());
    profile.setWorkspaceSlug(u"sandbox"_s);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    QCOMPARE(test(profile, &key).kind, Kind::Ok);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::RateLimited);
    QCOMPARE(o.httpStatus, 429);
    QVERIFY(o.retryAfterSeconds >= 1 && o.retryAfterSeconds <= 60);
    QVERIFY2(o.summary.contains(u"try again in"_s), qPrintable(o.summary));
    QVERIFY(o.isTransient());
}

void TestConnectionTester::serverError()
{
    FaultPlan faults;
    QVERIFY(faults.apply(u"fail"_s, u"1"_s));
    QVERIFY(faults.apply(u"failStatus"_s, u"500"_s));
    m_server->setFaults(faults);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(keyProfile(), &key);
    QCOMPARE(o.kind, Kind::ServerError);
    QCOMPARE(o.httpStatus, 500);
    QVERIFY2(o.serverMessage.startsWith(u"injected_fault"_s), qPrintable(o.serverMessage));
    QVERIFY(o.summary.contains(u"HTTP 500"_s));
    QVERIFY(o.isTransient());
    // The next request is fine again.
    QCOMPARE(test(keyProfile(), &key).kind, Kind::Ok);
}

void TestConnectionTester::timeout()
{
    FaultPlan faults;
    QVERIFY(faults.apply(u"delayMs"_s, u"4000"_s));
    m_server->setFaults(faults);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    QElapsedTimer clock;
    clock.start();
    const ConnectionTestOutcome o = test(keyProfile(), &key, std::chrono::milliseconds(300));
    QCOMPARE(o.kind, Kind::Timeout);
    QCOMPARE(o.httpStatus, 0);
    QVERIFY(clock.elapsed() < 3000);
    QVERIFY(o.elapsedMs >= 250);
    QVERIFY2(o.summary.contains(u"did not answer within 1 second"_s), qPrintable(o.summary));
    QVERIFY(o.isTransient());
}

void TestConnectionTester::connectionRefused()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::ConnectionRefused);
    QCOMPARE(o.httpStatus, 0);
    QVERIFY2(o.summary.contains(u"Nothing is listening at 127.0.0.1 port %1"_s.arg(port)),
             qPrintable(o.summary));
}

void TestConnectionTester::hostNotFound()
{
    // RFC 6761: .invalid never resolves.
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"https://mantyx-connection-test.invalid"_s));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::HostNotFound);
    QVERIFY2(o.summary.contains(u"“mantyx-connection-test.invalid” was not found"_s),
             qPrintable(o.summary));
}

void TestConnectionTester::tlsFailure()
{
    // https:// to a server that answers in plain HTTP: the TLS handshake fails.
    OneAnswerServer plain(
        "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    QVERIFY(plain.listen(QHostAddress::LocalHost));
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"https://127.0.0.1:%1"_s.arg(plain.serverPort())));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::TlsError);
    QCOMPARE(o.httpStatus, 0);
    QVERIFY2(o.summary.contains(u"secure (TLS) connection to 127.0.0.1 failed"_s),
             qPrintable(o.summary));

    // The sandbox hangs up on a TLS greeting instead: the summary points at the scheme.
    QUrl url = m_server->baseUrl();
    url.setScheme(u"https"_s);
    profile.setBaseUrl(url);
    const ConnectionTestOutcome closed = test(profile, &key);
    QCOMPARE(closed.kind, Kind::NetworkError);
    QVERIFY2(closed.summary.contains(u"must start with http://, not https://"_s),
             qPrintable(closed.summary));
}

void TestConnectionTester::notAMantyxServer()
{
    OneAnswerServer web("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 58\r\n"
                        "Connection: close\r\n\r\n"
                        "<html><head><title>It works!</title></head><body></body>");
    QVERIFY(web.listen(QHostAddress::LocalHost));
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"http://127.0.0.1:%1"_s.arg(web.serverPort())));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::UnexpectedAnswer);
    QCOMPARE(o.httpStatus, 200);
    QCOMPARE(o.serverMessage, u"It works!"_s);
    QVERIFY2(o.summary.contains(u"not with a list of models"_s), qPrintable(o.summary));
    QVERIFY(web.request().startsWith("GET /api/v1/workspaces/sandbox/models "));
}

void TestConnectionTester::notConfigured()
{
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"mantyx.example.com"_s));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::NotConfigured);
    QVERIFY2(o.summary.contains(u"http://"_s), qPrintable(o.summary));

    profile = keyProfile(u"a/b"_s);
    const ConnectionTestOutcome slug = test(profile, &key);
    QCOMPARE(slug.kind, Kind::NotConfigured);
    QVERIFY2(slug.summary.contains(u"workspace slug"_s), qPrintable(slug.summary));
}

void TestConnectionTester::plainHttpNeedsConsent_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("remote");
    QTest::newRow("https") << u"https://mantyx.example.com"_s << false;
    QTest::newRow("http remote") << u"http://example.com"_s << true;
    QTest::newRow("HTTP remote") << u"HTTP://example.com"_s << true;
    QTest::newRow("http LAN") << u"http://192.168.1.20:8080"_s << true;
    QTest::newRow("http 127.0.0.1") << u"http://127.0.0.1:8931"_s << false;
    QTest::newRow("http 127.200.0.9") << u"http://127.200.0.9"_s << false;
    QTest::newRow("http 128.0.0.1") << u"http://128.0.0.1"_s << true;
    QTest::newRow("http localhost") << u"http://localhost:3000"_s << false;
    QTest::newRow("http [::1]") << u"http://[::1]:8080"_s << false;
    QTest::newRow("http [::2]") << u"http://[::2]"_s << true;
    QTest::newRow("http localhost.example.com") << u"http://localhost.example.com"_s << true;
}

void TestConnectionTester::plainHttpNeedsConsent()
{
    QFETCH(QString, url);
    QFETCH(bool, remote);
    QCOMPARE(ConnectionProfile::isPlainHttpToRemote(QUrl(url)), remote);
    ConnectionProfile profile = ConnectionProfile::create(u"P"_s, QUrl(url));
    QCOMPARE(profile.needsPlainHttpConsent(), remote);
    QCOMPARE(profile.plainHttpUrls().size(), remote ? 1 : 0);
    profile.grantPlainHttpConsent();
    QVERIFY(!profile.needsPlainHttpConsent());
    // The consent is for these addresses only.
    profile.setBaseUrl(QUrl(url + u"/other"_s));
    QCOMPARE(profile.needsPlainHttpConsent(), remote);
}

void TestConnectionTester::plainHttpIsRefusedWithoutConsent()
{
    // The token endpoint of an https server on plain http elsewhere: the client secret would
    // travel in clear.
    ConnectionProfile oauth = oauthProfile();
    oauth.setBaseUrl(QUrl(u"https://mantyx.example.com"_s));
    oauth.setTokenPath(u"http://login.example.com/token"_s);
    QCOMPARE(oauth.plainHttpUrls(), QList<QUrl>{QUrl(u"http://login.example.com/token"_s)});
    QVERIFY(oauth.needsPlainHttpConsent());

    // No request leaves: the refusal comes back at once, without a URL.
    ConnectionProfile profile = keyProfile();
    profile.setBaseUrl(QUrl(u"http://example.com"_s));
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = test(profile, &key);
    QCOMPARE(o.kind, Kind::PlainHttpRefused);
    QVERIFY(!o.url.isValid());
    QVERIFY(o.elapsedMs < 1000);
    QVERIFY2(o.summary.contains(u"http://example.com"_s), qPrintable(o.summary));
    QVERIFY(o.summary.contains(u"unencrypted"_s));
}

void TestConnectionTester::consentIsKeptInTheSettings()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"s.ini"_s), QSettings::IniFormat);
    ConnectionProfile profile = ConnectionProfile::create(u"Office"_s, QUrl(u"http://10.0.0.7"_s));
    profile.setWorkspaceSlug(u"team"_s);
    QVERIFY(!ConnectionProfile::savePlainHttpConsent(settings, profile)); // not saved yet
    QVERIFY(profile.save(settings));
    QVERIFY(ConnectionProfile::load(settings, profile.id())->needsPlainHttpConsent());
    profile.grantPlainHttpConsent();
    QVERIFY(ConnectionProfile::savePlainHttpConsent(settings, profile));
    const ConnectionProfile loaded = *ConnectionProfile::load(settings, profile.id());
    QVERIFY(!loaded.needsPlainHttpConsent());
    QCOMPARE(loaded, profile);
}

void TestConnectionTester::abortAndRestart()
{
    FaultPlan faults;
    QVERIFY(faults.apply(u"delayMs"_s, u"300"_s));
    m_server->setFaults(faults);
    ApiKeyCredential key(u"mantyx_sandbox_key"_s);
    ConnectionTester tester(m_nam.get());
    QSignalSpy finished(&tester, &ConnectionTester::finished);
    tester.start(keyProfile(), &key);
    QVERIFY(tester.isRunning());
    tester.abort();
    QVERIFY(!tester.isRunning());
    // A refusal queued before a restart is dropped too.
    ConnectionProfile bad = keyProfile();
    bad.setBaseUrl(QUrl());
    tester.start(bad, &key);
    tester.start(keyProfile(u"elsewhere"_s), &key);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kWaitMs);
    QTest::qWait(500);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).value<ConnectionTestOutcome>().kind, Kind::WrongWorkspace);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestConnectionTester)
#include "tst_connectiontester.moc"
