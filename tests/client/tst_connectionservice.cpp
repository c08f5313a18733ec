// SPDX-License-Identifier: MIT
// Tests ConnectionService: a saved profile's credential read from a real Secret Service
// (gnome-keyring in a private D-Bus session, started by the ctest registration) for API-key and
// OAuth profiles, signed in or not; the words for a missing credential; and the model catalog
// fetched from the in-process sandbox, cleared, refused, and an answer for an older connection
// dropped — each change told once by modelsChanged.
#include <functional>
#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QUuid>

#include "client/apiclient.h"
#include "client/connectionprofile.h"
#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "clienttest.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(mantyx::SecretStore::Result)

namespace mantyx {

using namespace clienttest;
using Kind = SecretStore::Kind;
using Status = SecretStore::Status;

class TestConnectionService final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void apiKeyProfile();
    void apiKeyProfileWithoutKey();
    void oauthProfileSignedIn();
    void oauthPublicClientNotSignedIn();
    void callbackSkippedWhenContextIsGone();
    void problemWords_data();
    void problemWords();

    void catalogFetched();
    void catalogClearedAndOlderAnswerDropped();
    void catalogRefused();
    void catalogWithoutServerOnlyClears();
    void setModelsTellsOnlyChanges();

    void connectToSandbox();
    void connectToSandboxThatIsNotRunning();
    void connectToSandboxWhileItStarts();
    void connectToApiKeyProfile();
    void connectToProfileWithoutKey();
    void connectToDeadPortFails();
    void laterConnectionWinsOverEarlier();
    void oauthProfileNotSignedIn();
    void disconnectForgetsEverything();

private:
    bool store(const QString& id, Kind kind, const QString& secret);
    std::optional<StoredCredential> resolve(const ConnectionProfile& profile);
    std::unique_ptr<ApiClient> client(const QString& key);

    bool m_keychain = false;
    QNetworkAccessManager m_network;
    SecretStore m_secrets;
    ConnectionService m_service{m_network, m_secrets};
    std::unique_ptr<SandboxServer> m_sandbox;
    ApiKeyCredential m_credential{QString()};
};

namespace {

ConnectionProfile profileOf(ConnectionProfile::CredentialKind kind)
{
    ConnectionProfile profile =
        ConnectionProfile::create(u"Service test"_s, QUrl(u"https://mantyx.example.com"_s), kind);
    profile.setWorkspaceSlug(u"acme"_s);
    if (kind == ConnectionProfile::CredentialKind::OAuth)
        profile.setOAuthClientId(u"inspector"_s);
    return profile;
}

QString secretValue(const QString& prefix)
{
    return prefix + QUuid::createUuid().toString(QUuid::Id128);
}

SecretStore::Result resultOf(Status status, const QString& secretOrMessage = {})
{
    SecretStore::Result r;
    r.status = status;
    if (status == Status::Ok)
        r.secret = secretOrMessage;
    else
        r.message = secretOrMessage;
    return r;
}

} // namespace

void TestConnectionService::initTestCase()
{
    QCoreApplication::setOrganizationName(u"MantyxTest"_s);
    QCoreApplication::setApplicationName(u"tst_connectionservice"_s);
    QStandardPaths::setTestModeEnabled(true);
    // Never the developer's own keyring: ctest runs this in a private session.
    m_keychain = qEnvironmentVariable("MANTYX_TEST_SECRET_SERVICE") == "1"_L1;
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestConnectionService::cleanupTestCase()
{
    m_sandbox.reset();
}

bool TestConnectionService::store(const QString& id, Kind kind, const QString& secret)
{
    std::optional<SecretStore::Result> stored;
    QObject context;
    m_secrets.store(id, kind, secret, &context,
                    [&stored](const SecretStore::Result& r) { stored = r; });
    if (!waitUntil([&stored] { return stored.has_value(); }))
        return false;
    // The real keychain, not the plain-text file (it is off).
    return stored->ok() && !stored->plaintext;
}

std::optional<StoredCredential> TestConnectionService::resolve(const ConnectionProfile& profile)
{
    std::optional<StoredCredential> resolved;
    QObject context;
    m_service.resolveCredential(profile, &context,
                                [&resolved](const StoredCredential& c) { resolved = c; });
    // Never synchronously: a caller may still be setting up when the answer comes.
    if (resolved)
        return std::nullopt;
    waitUntil([&resolved] { return resolved.has_value(); });
    return resolved;
}

std::unique_ptr<ApiClient> TestConnectionService::client(const QString& key)
{
    m_credential.setApiKey(key);
    return std::make_unique<ApiClient>(&m_network, m_sandbox->baseUrl(),
                                       m_sandbox->config().workspaceSlug, &m_credential);
}

// ---- Credentials ------------------------------------------------------------------------------

void TestConnectionService::apiKeyProfile()
{
    if (!m_keychain)
        QSKIP("Needs the private Secret Service that ctest starts; run it through ctest.");
    const ConnectionProfile profile = profileOf(ConnectionProfile::CredentialKind::ApiKey);
    const QString key = secretValue(u"mantyx_"_s);
    QVERIFY(store(profile.id(), Kind::ApiKey, key));
    // Secrets of other kinds under the same id are not an API key.
    QVERIFY(store(profile.id(), Kind::RefreshToken, secretValue(u"mantyx_rt_"_s)));

    const std::optional<StoredCredential> resolved = resolve(profile);
    QVERIFY(resolved);
    QCOMPARE(resolved->profile, profile);
    QVERIFY(!resolved->isOAuth());
    QVERIFY(resolved->hasCredential());
    QCOMPARE(resolved->apiKey.status, Status::Ok);
    QCOMPARE(resolved->apiKey.secret, key);
    QVERIFY(resolved->refreshToken.secret.isEmpty()); // not read for an API-key profile
    QVERIFY(!resolved->failure());
    QVERIFY(resolved->problem().isEmpty());
}

void TestConnectionService::apiKeyProfileWithoutKey()
{
    if (!m_keychain)
        QSKIP("Needs the private Secret Service that ctest starts; run it through ctest.");
    const ConnectionProfile profile = profileOf(ConnectionProfile::CredentialKind::ApiKey);
    const std::optional<StoredCredential> resolved = resolve(profile);
    QVERIFY(resolved);
    QCOMPARE(resolved->apiKey.status, Status::NotFound);
    QVERIFY(!resolved->hasCredential());
    QVERIFY(!resolved->failure()); // nothing stored is no keychain failure
    QVERIFY2(resolved->problem().startsWith(u"No API key is stored in the keychain"_s),
             qPrintable(resolved->problem()));
    QVERIFY(resolved->problem().contains(u"\"Service test\""_s));
}

void TestConnectionService::oauthProfileSignedIn()
{
    if (!m_keychain)
        QSKIP("Needs the private Secret Service that ctest starts; run it through ctest.");
    const ConnectionProfile profile = profileOf(ConnectionProfile::CredentialKind::OAuth);
    const QString clientSecret = u"sécret with spaces & = +"_s;
    const QString refresh = secretValue(u"mantyx_rt_"_s);
    QVERIFY(store(profile.id(), Kind::ClientSecret, clientSecret));
    QVERIFY(store(profile.id(), Kind::RefreshToken, refresh));
    QVERIFY(store(profile.id(), Kind::ApiKey, secretValue(u"mantyx_"_s)));

    const std::optional<StoredCredential> resolved = resolve(profile);
    QVERIFY(resolved);
    QVERIFY(resolved->isOAuth());
    QVERIFY(resolved->hasCredential());
    QCOMPARE(resolved->clientSecret.secret, clientSecret);
    QCOMPARE(resolved->refreshToken.secret, refresh);
    QVERIFY(resolved->apiKey.secret.isEmpty()); // an OAuth profile does not use one
    QVERIFY(resolved->problem().isEmpty());
}

void TestConnectionService::oauthPublicClientNotSignedIn()
{
    if (!m_keychain)
        QSKIP("Needs the private Secret Service that ctest starts; run it through ctest.");
    const ConnectionProfile profile = profileOf(ConnectionProfile::CredentialKind::OAuth);
    const std::optional<StoredCredential> resolved = resolve(profile);
    QVERIFY(resolved);
    QCOMPARE(resolved->clientSecret.status, Status::NotFound);
    QCOMPARE(resolved->refreshToken.status, Status::NotFound);
    QVERIFY(!resolved->hasCredential());
    QVERIFY(!resolved->failure());
    QVERIFY2(resolved->problem().contains(u"is not signed in"_s), qPrintable(resolved->problem()));
}

void TestConnectionService::callbackSkippedWhenContextIsGone()
{
    const ConnectionProfile profile = profileOf(ConnectionProfile::CredentialKind::OAuth);
    bool called = false;
    {
        QObject context;
        m_service.resolveCredential(profile, &context,
                                    [&called](const StoredCredential&) { called = true; });
    }
    // Whatever the keychain answers (or that there is none), nobody is told.
    QTest::qWait(500);
    QVERIFY(!called);
}

void TestConnectionService::problemWords_data()
{
    QTest::addColumn<bool>("oauth");
    QTest::addColumn<SecretStore::Result>("first");  // API key, or client secret
    QTest::addColumn<SecretStore::Result>("second"); // refresh token (OAuth)
    QTest::addColumn<QString>("expected");           // in problem(); empty: no problem
    QTest::addColumn<QString>("failure");            // failure()'s message; empty: none

    const SecretStore::Result none;
    QTest::newRow("key ok") << false << resultOf(Status::Ok, u"mantyx_k"_s) << none << QString()
                            << QString();
    QTest::newRow("key empty") << false << resultOf(Status::Ok) << none
                               << u"No API key is stored in the keychain"_s << QString();
    QTest::newRow("key unavailable")
        << false << resultOf(Status::KeychainUnavailable, u"no Secret Service"_s) << none
        << u"The keychain is unavailable, so the API key of the connection profile"_s
        << u"no Secret Service"_s;
    QTest::newRow("key denied") << false << resultOf(Status::AccessDenied, u"locked"_s) << none
                                << u"could not be read from the keychain: locked"_s << u"locked"_s;
    QTest::newRow("oauth signed in, public client")
        << true << resultOf(Status::NotFound, u"nothing"_s) << resultOf(Status::Ok, u"rt"_s)
        << QString() << QString();
    QTest::newRow("oauth refresh token unreadable")
        << true << resultOf(Status::Failed, u"secret broke"_s)
        << resultOf(Status::AccessDenied, u"refresh locked"_s)
        << u"The sign-in of the connection profile"_s << u"refresh locked"_s;
    QTest::newRow("oauth client secret unreadable")
        << true << resultOf(Status::Failed, u"secret broke"_s)
        << resultOf(Status::NotFound, u"nothing"_s) << u"could not be read"_s << u"secret broke"_s;
    QTest::newRow("oauth keychain unavailable")
        << true << resultOf(Status::KeychainUnavailable, u"no bus"_s)
        << resultOf(Status::KeychainUnavailable, u"no bus"_s)
        << u"The keychain is unavailable, so the sign-in"_s << u"no bus"_s;
}

void TestConnectionService::problemWords()
{
    QFETCH(bool, oauth);
    QFETCH(SecretStore::Result, first);
    QFETCH(SecretStore::Result, second);
    QFETCH(QString, expected);
    QFETCH(QString, failure);
    StoredCredential credential;
    credential.profile = profileOf(oauth ? ConnectionProfile::CredentialKind::OAuth
                                         : ConnectionProfile::CredentialKind::ApiKey);
    (oauth ? credential.clientSecret : credential.apiKey) = first;
    credential.refreshToken = second;
    QCOMPARE(credential.hasCredential(), expected.isEmpty());
    const QString problem = credential.problem();
    if (expected.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else {
        QVERIFY2(problem.contains(expected), qPrintable(problem));
        QVERIFY2(
            problem.contains(u"\"Service test\" (https://mantyx.example.com, workspace acme)"_s),
            qPrintable(problem));
    }
    const SecretStore::Result* failed = credential.failure();
    QCOMPARE(failed ? failed->message : QString(), failure);
    // A stored secret is never part of the words.
    QVERIFY(!problem.contains(u"mantyx_k"_s));
}

// ---- Model catalog ----------------------------------------------------------------------------

void TestConnectionService::catalogFetched()
{
    m_service.clearModels();
    QSignalSpy changed(&m_service, &ConnectionService::modelsChanged);
    QSignalSpy failed(&m_service, &ConnectionService::modelsFetchFailed);
    const std::unique_ptr<ApiClient> api = client(sandboxKey());
    m_service.fetchModels(*api);
    QVERIFY(m_service.isFetchingModels());
    QVERIFY(waitUntil([&] { return !m_service.isFetchingModels(); }));
    QCOMPARE(failed.size(), 0);
    QCOMPARE(changed.size(), 1);
    QVERIFY2(m_service.models().size() >= 2,
             QJsonDocument(m_service.models()).toJson().constData());
    for (const QJsonValue& model : m_service.models())
        QVERIFY(!model.toObject().value("id"_L1).toString().isEmpty());
    QVERIFY(!m_service.defaultModelId().isEmpty());

    // The same answer again: the catalog goes at once and comes back, each change told.
    changed.clear();
    m_service.fetchModels(*api);
    QVERIFY(m_service.models().isEmpty());
    QCOMPARE(changed.size(), 1);
    QVERIFY(waitUntil([&] { return changed.size() == 2; }));
    QVERIFY(!m_service.models().isEmpty());
}

void TestConnectionService::catalogClearedAndOlderAnswerDropped()
{
    const std::unique_ptr<ApiClient> api = client(sandboxKey());
    m_service.fetchModels(*api);
    QVERIFY(waitUntil([&] { return !m_service.models().isEmpty(); }));

    QSignalSpy changed(&m_service, &ConnectionService::modelsChanged);
    QSignalSpy failed(&m_service, &ConnectionService::modelsFetchFailed);
    m_service.clearModels();
    QCOMPARE(changed.size(), 1);
    QVERIFY(m_service.models().isEmpty());
    QVERIFY(m_service.defaultModelId().isEmpty());
    m_service.clearModels(); // nothing changes: nothing told
    QCOMPARE(changed.size(), 1);

    // A fetch overtaken by a clear (the user chose another connection): its answer is void.
    m_service.fetchModels(*api);
    m_service.clearModels();
    QVERIFY(!m_service.isFetchingModels());
    QTest::qWait(500);
    QVERIFY(m_service.models().isEmpty());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(failed.size(), 0);
}

void TestConnectionService::catalogRefused()
{
    m_service.setModels(QJsonArray{QJsonObject{{"id"_L1, u"old:model"_s}}}, u"old:model"_s);
    QSignalSpy changed(&m_service, &ConnectionService::modelsChanged);
    QSignalSpy failed(&m_service, &ConnectionService::modelsFetchFailed);
    const std::unique_ptr<ApiClient> api = client(u"mantyx_wrong_key"_s);
    m_service.fetchModels(*api);
    QVERIFY(waitUntil([&] { return !failed.isEmpty(); }));
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
    QVERIFY(!failed.at(0).at(0).toString().contains(u"mantyx_wrong_key"_s));
    // The previous connection's catalog went with the fetch; nothing came instead.
    QCOMPARE(changed.size(), 1);
    QVERIFY(m_service.models().isEmpty());
    QVERIFY(!m_service.isFetchingModels());
}

void TestConnectionService::catalogWithoutServerOnlyClears()
{
    m_service.setModels(QJsonArray{QJsonObject{{"id"_L1, u"old:model"_s}}});
    QSignalSpy changed(&m_service, &ConnectionService::modelsChanged);
    QSignalSpy failed(&m_service, &ConnectionService::modelsFetchFailed);
    ApiClient nowhere(&m_network, QUrl(), QString(), &m_credential);
    m_service.fetchModels(nowhere);
    QVERIFY(!m_service.isFetchingModels());
    QVERIFY(m_service.models().isEmpty());
    QCOMPARE(changed.size(), 1);
    QTest::qWait(100);
    QCOMPARE(failed.size(), 0);
}

void TestConnectionService::setModelsTellsOnlyChanges()
{
    m_service.clearModels();
    QSignalSpy changed(&m_service, &ConnectionService::modelsChanged);
    const QJsonArray models{QJsonObject{{"id"_L1, u"a:one"_s}}, QJsonObject{{"id"_L1, u"b:two"_s}}};
    m_service.setModels(models, u"a:one"_s);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_service.models(), models);
    QCOMPARE(m_service.defaultModelId(), u"a:one"_s);
    m_service.setModels(models, u"a:one"_s);
    QCOMPARE(changed.size(), 1);
    m_service.setModels(models, u"b:two"_s); // only the default moved
    QCOMPARE(changed.size(), 2);
    m_service.clearModels();
    QCOMPARE(changed.size(), 3);
}

// ---- The current connection -------------------------------------------------------------------

namespace {

// The signals of one connection attempt, in order.
struct ConnectionSpy
{
    explicit ConnectionSpy(ConnectionService& service)
        : started(&service, &ConnectionService::connectionStarted)
        , connected(&service, &ConnectionService::connected)
        , failed(&service, &ConnectionService::connectionFailed)
        , disconnected(&service, &ConnectionService::disconnected)
    {}
    bool settled() const { return connected.size() + failed.size() > 0; }

    QSignalSpy started;
    QSignalSpy connected;
    QSignalSpy failed;
    QSignalSpy disconnected;
};

ConnectionProfile sandboxProfile(const QUrl& baseUrl, const QString& slug)
{
    ConnectionProfile profile = ConnectionProfile::create(u"Sandbox profile"_s, baseUrl);
    profile.setWorkspaceSlug(slug);
    return profile;
}

} // namespace

void TestConnectionService::connectToSandbox()
{
    ConnectionService service(m_network, m_secrets);
    ApiClient* client = service.client();
    QVERIFY(client);
    QCOMPARE(service.state(), ConnectionService::State::Disconnected);
    QVERIFY(!service.hasServer());
    QSignalSpy sandboxChanged(&service, &ConnectionService::builtInSandboxChanged);
    service.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              sandboxKey());
    QCOMPARE(sandboxChanged.size(), 1);
    ConnectionSpy spy(service);
    service.connectToSandbox();
    QCOMPARE(spy.started.size(), 1);
    QCOMPARE(service.state(), ConnectionService::State::Connecting);
    QCOMPARE(service.connectionKey(), u"sandbox"_s);
    QCOMPARE(service.connectionName(), u"Sandbox (built-in)"_s);
    QCOMPARE(service.baseUrl(), m_sandbox->baseUrl());
    QVERIFY(service.hasServer());
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QCOMPARE(spy.connected.size(), 1);
    QCOMPARE(spy.failed.size(), 0);
    QCOMPARE(service.state(), ConnectionService::State::Connected);
    QVERIFY(service.problem().isEmpty());
    QVERIFY(!service.models().isEmpty()); // the probe filled the catalog
    QCOMPARE(service.client(), client);   // the same client throughout, re-pointed
    QCOMPARE(client->workspace(), m_sandbox->config().workspaceSlug);
    QCOMPARE(client->credentials()->authorizationHeader(), "Bearer " + sandboxKey().toUtf8());
}

void TestConnectionService::connectToSandboxThatIsNotRunning()
{
    ConnectionService service(m_network, m_secrets);
    ConnectionSpy spy(service);
    service.connectToSandbox();
    QCOMPARE(spy.failed.size(), 1);
    QCOMPARE(spy.failed.at(0).at(0).value<ConnectionService::Failure>(),
             ConnectionService::Failure::NoSandbox);
    QCOMPARE(service.state(), ConnectionService::State::Failed);
    QVERIFY(!service.hasServer());
    QVERIFY(service.problem().contains(u"not running"_s));
}

void TestConnectionService::connectToSandboxWhileItStarts()
{
    ConnectionService service(m_network, m_secrets);
    QSignalSpy sandboxChanged(&service, &ConnectionService::builtInSandboxChanged);
    service.setBuiltInSandboxStarting(true);
    QVERIFY(service.isBuiltInSandboxStarting());
    ConnectionSpy spy(service);
    service.connectToSandbox();
    // Waits for the sandbox instead of failing.
    QCOMPARE(spy.started.size(), 1);
    QCOMPARE(spy.failed.size(), 0);
    QCOMPARE(service.state(), ConnectionService::State::Connecting);
    QCOMPARE(service.connectionKey(), u"sandbox"_s);
    QVERIFY(!service.hasServer());
    QVERIFY(service.problem().isEmpty());

    // It listens: the change is told, and a connection to it works.
    service.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              sandboxKey());
    QVERIFY(!service.isBuiltInSandboxStarting());
    QCOMPARE(sandboxChanged.size(), 1);
    service.connectToSandbox();
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QCOMPARE(spy.connected.size(), 1);
    QCOMPARE(service.state(), ConnectionService::State::Connected);

    // A sandbox that did not start: the change is told, and a connection fails as before.
    ConnectionService failing(m_network, m_secrets);
    QSignalSpy failingChanged(&failing, &ConnectionService::builtInSandboxChanged);
    failing.setBuiltInSandboxStarting(true);
    ConnectionSpy failingSpy(failing);
    failing.connectToSandbox();
    QCOMPARE(failingSpy.failed.size(), 0);
    failing.setBuiltInSandboxStarting(false);
    QCOMPARE(failingChanged.size(), 1);
    failing.connectToSandbox();
    QCOMPARE(failingSpy.failed.size(), 1);
    QCOMPARE(failing.failure(), ConnectionService::Failure::NoSandbox);
}

void TestConnectionService::connectToApiKeyProfile()
{
    if (!m_keychain)
        QSKIP("Needs the private Secret Service that ctest starts; run it through ctest.");
    const ConnectionProfile profile =
        sandboxProfile(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug);
    QVERIFY(store(profile.id(), Kind::ApiKey, sandboxKey()));
    ConnectionService service(m_network, m_secrets);
    ConnectionSpy spy(service);
    service.connectTo(profile);
    QCOMPARE(service.state(), ConnectionService::State::Connecting);
    QCOMPARE(service.connectionKey(), profile.id());
    QCOMPARE(service.connectionName(), profile.name());
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QVERIFY2(spy.failed.isEmpty(), qPrintable(service.problem()));
    QCOMPARE(service.state(), ConnectionService::State::Connected);
    QCOMPARE(service.baseUrl(), m_sandbox->baseUrl());
    QCOMPARE(service.client()->credentials()->authorizationHeader(),
             "Bearer " + sandboxKey().toUtf8());
    QVERIFY(!service.models().isEmpty());
}

void TestConnectionService::connectToProfileWithoutKey()
{
    // Whatever the keychain (none, or the private one without this key): no credential.
    const ConnectionProfile profile =
        sandboxProfile(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug);
    ConnectionService service(m_network, m_secrets);
    ConnectionSpy spy(service);
    QSignalSpy answered(&m_network, &QNetworkAccessManager::finished);
    service.connectTo(profile);
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QCOMPARE(spy.failed.size(), 1);
    QCOMPARE(service.failure(), ConnectionService::Failure::NoCredential);
    QCOMPARE(service.state(), ConnectionService::State::Failed);
    QVERIFY(service.problem().contains(u"\"Sandbox profile\""_s));
    // The client points at the server (a run there earns its 401), but nothing was asked.
    QVERIFY(service.hasServer());
    QTest::qWait(200);
    QCOMPARE(answered.size(), 0);
}

void TestConnectionService::connectToDeadPortFails()
{
    // A port nobody listens on (taken, then freed).
    quint16 deadPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        deadPort = probe.serverPort();
    }
    ConnectionService service(m_network, m_secrets);
    service.setBuiltInSandbox(QUrl(u"http://127.0.0.1:%1"_s.arg(deadPort)), u"sandbox"_s,
                              sandboxKey());
    ConnectionSpy spy(service);
    service.connectToSandbox();
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QCOMPARE(spy.connected.size(), 0);
    QCOMPARE(spy.failed.size(), 1);
    QCOMPARE(service.failure(), ConnectionService::Failure::Unreachable);
    QCOMPARE(service.state(), ConnectionService::State::Failed);
    QVERIFY2(service.problem().contains(u"refused"_s, Qt::CaseInsensitive),
             qPrintable(service.problem()));

    // The sandbox moves to a live port: connected again.
    service.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              sandboxKey());
    service.reconnect(); // the same connection asked again still has the old address
    QVERIFY(waitUntil([&] { return spy.failed.size() == 2; }));
    service.connectToSandbox();
    QVERIFY(waitUntil([&] { return spy.connected.size() == 1; }));
    QCOMPARE(service.state(), ConnectionService::State::Connected);
    QVERIFY(service.problem().isEmpty());
}

void TestConnectionService::laterConnectionWinsOverEarlier()
{
    const ConnectionProfile profile =
        sandboxProfile(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug);
    ConnectionService service(m_network, m_secrets);
    service.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              sandboxKey());
    ConnectionSpy spy(service);
    // The profile's credential is still being read when the sandbox is chosen: the profile's
    // answer is void.
    service.connectTo(profile);
    service.connectToSandbox();
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QTest::qWait(300);
    QCOMPARE(spy.failed.size(), 0);
    QCOMPARE(spy.connected.size(), 1);
    QCOMPARE(service.connectionKey(), u"sandbox"_s);
    QCOMPARE(service.state(), ConnectionService::State::Connected);
    QCOMPARE(service.client()->credentials()->authorizationHeader(),
             "Bearer " + sandboxKey().toUtf8());
}

void TestConnectionService::oauthProfileNotSignedIn()
{
    ConnectionProfile profile =
        sandboxProfile(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug);
    profile.setCredentialKind(ConnectionProfile::CredentialKind::OAuth);
    profile.setOAuthClientId(u"sandbox-inspector"_s);
    ConnectionService service(m_network, m_secrets);
    ConnectionSpy spy(service);
    service.connectTo(profile);
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QCOMPARE(service.state(), ConnectionService::State::Failed);
    // No refresh token: not signed in (or, without any keychain, the keychain's failure).
    QVERIFY(service.failure() == ConnectionService::Failure::NotSignedIn ||
            service.failure() == ConnectionService::Failure::NoCredential);
    auto* oauth = qobject_cast<OAuthCredential*>(service.client()->credentials());
    QVERIFY(oauth); // the client signs in with OAuth from here on
    QVERIFY(!oauth->canRefresh());
    QVERIFY(oauth->authorizationHeader().isEmpty());
}

void TestConnectionService::disconnectForgetsEverything()
{
    ConnectionService service(m_network, m_secrets);
    service.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              sandboxKey());
    ConnectionSpy spy(service);
    service.connectToSandbox();
    QVERIFY(waitUntil([&] { return spy.settled(); }));
    QVERIFY(!service.models().isEmpty());
    service.disconnectFromServer();
    QCOMPARE(spy.disconnected.size(), 1);
    QCOMPARE(service.state(), ConnectionService::State::Disconnected);
    QVERIFY(!service.hasServer());
    QVERIFY(service.connectionKey().isEmpty());
    QVERIFY(service.models().isEmpty());
    QVERIFY(service.client()->credentials()->authorizationHeader().isEmpty());
    service.disconnectFromServer(); // nothing more to tell
    QCOMPARE(spy.disconnected.size(), 1);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestConnectionService)
#include "tst_connectionservice.moc"
