// SPDX-License-Identifier: MIT
#include "client/connectionservice.h"

#include <utility>

#include <QJsonObject>

#include "client/apiclient.h"
#include "client/apireply.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "client/profilelookup.h"

using namespace Qt::StringLiterals;

namespace mantyx {

// ---- StoredCredential ---------------------------------------------------------------------

bool StoredCredential::isOAuth() const
{
    return profile.credentialKind() == ConnectionProfile::CredentialKind::OAuth;
}

bool StoredCredential::hasCredential() const
{
    const SecretStore::Result& secret = isOAuth() ? refreshToken : apiKey;
    return secret.ok() && !secret.secret.isEmpty();
}

const SecretStore::Result* StoredCredential::failure() const
{
    const auto failed = [](const SecretStore::Result& r) {
        return !r.ok() && r.status != SecretStore::Status::NotFound;
    };
    if (!isOAuth())
        return failed(apiKey) ? &apiKey : nullptr;
    if (failed(refreshToken))
        return &refreshToken;
    return failed(clientSecret) ? &clientSecret : nullptr;
}

QString StoredCredential::problem() const
{
    if (hasCredential())
        return {};
    const QString who = ProfileLookup::describe(profile);
    const SecretStore::Result* failed = failure();
    if (!isOAuth()) {
        if (!failed)
            return tr("No API key is stored in the keychain for the connection profile %1.")
                .arg(who);
        if (failed->status == SecretStore::Status::KeychainUnavailable)
            return tr("The keychain is unavailable, so the API key of the connection profile %1 "
                      "could not be read: %2")
                .arg(who, failed->message);
        return tr("The API key of the connection profile %1 could not be read from the "
                  "keychain: %2")
            .arg(who, failed->message);
    }
    if (!failed)
        return tr("The connection profile %1 is not signed in: no refresh token is stored in the "
                  "keychain.")
            .arg(who);
    if (failed->status == SecretStore::Status::KeychainUnavailable)
        return tr("The keychain is unavailable, so the sign-in of the connection profile %1 could "
                  "not be read: %2")
            .arg(who, failed->message);
    return tr("The sign-in of the connection profile %1 could not be read from the keychain: %2")
        .arg(who, failed->message);
}

// ---- ConnectionService --------------------------------------------------------------------

ConnectionService::ConnectionService(QNetworkAccessManager& network, SecretStore& secrets,
                                     QObject* parent)
    : QObject(parent)
    , m_network(network)
    , m_secrets(secrets)
{
    m_apiKey = std::make_unique<ApiKeyCredential>(QString());
    m_client = std::make_unique<ApiClient>(&m_network, QUrl(), QString(), m_apiKey.get());
}

ConnectionService::~ConnectionService() = default;

QString ConnectionService::sandboxKey()
{
    return u"sandbox"_s;
}

// ---- The current connection ---------------------------------------------------------------

void ConnectionService::setBuiltInSandbox(const QUrl& baseUrl, const QString& workspace,
                                          const QString& apiKey)
{
    const bool wasStarting = std::exchange(m_sandboxStarting, false);
    if (baseUrl == m_sandboxUrl && workspace == m_sandboxWorkspace && apiKey == m_sandboxKey &&
        !wasStarting)
        return;
    m_sandboxUrl = baseUrl;
    m_sandboxWorkspace = workspace;
    m_sandboxKey = apiKey;
    emit builtInSandboxChanged();
}

void ConnectionService::setBuiltInSandboxStarting(bool starting)
{
    if (starting == m_sandboxStarting)
        return;
    m_sandboxStarting = starting;
    if (!starting)
        emit builtInSandboxChanged();
}

QUrl ConnectionService::baseUrl() const
{
    return m_client->baseUrl();
}

QString ConnectionService::workspace() const
{
    return m_client->workspace();
}

bool ConnectionService::hasServer() const
{
    return !m_client->baseUrl().isEmpty();
}

void ConnectionService::beginConnection(const QString& key, const QString& name)
{
    ++m_connectionGeneration;
    m_key = key;
    m_name = name;
    m_state = State::Connecting;
    m_failure = Failure::None;
    m_problem.clear();
    clearModels();
    emit connectionStarted();
}

void ConnectionService::useApiKey(const QUrl& baseUrl, const QString& workspace,
                                  const QString& apiKey)
{
    m_apiKey->setApiKey(apiKey);
    m_client->setCredentials(m_apiKey.get());
    m_oauth.reset();
    m_client->setBaseUrl(baseUrl);
    m_client->setWorkspace(workspace);
}

void ConnectionService::useOAuth(const StoredCredential& stored)
{
    // The access token is fetched with the refresh token on the first request and kept in
    // memory only.
    auto oauth = std::make_unique<OAuthCredential>(
        OAuthClientConfig::fromProfile(
            stored.profile, stored.clientSecret.ok() ? stored.clientSecret.secret : QString()),
        &m_network);
    if (stored.hasCredential())
        oauth->setRefreshToken(stored.refreshToken.secret);
    m_client->setCredentials(oauth.get());
    m_oauth = std::move(oauth);
    m_apiKey->setApiKey(QString());
    m_client->setBaseUrl(stored.profile.baseUrl());
    m_client->setWorkspace(stored.profile.workspaceSlug());
}

void ConnectionService::fail(Failure failure, const QString& reason)
{
    m_state = State::Failed;
    m_failure = failure;
    m_problem = reason;
    emit connectionFailed(failure, reason);
}

void ConnectionService::connectToSandbox()
{
    beginConnection(sandboxKey(), tr("Sandbox (built-in)"));
    if (m_sandboxUrl.isEmpty()) {
        useApiKey(QUrl(), QString(), QString());
        if (m_sandboxStarting)
            return; // Connecting until the sandbox listens (builtInSandboxChanged)
        fail(Failure::NoSandbox, tr("The built-in sandbox is not running."));
        return;
    }
    useApiKey(m_sandboxUrl, m_sandboxWorkspace, m_sandboxKey);
    probe();
}

void ConnectionService::connectTo(const ConnectionProfile& profile)
{
    beginConnection(profile.id(), profile.name());
    // Until the credential is read, nothing goes to the previous server with it.
    useApiKey(QUrl(), QString(), QString());
    const quint64 generation = m_connectionGeneration;
    resolveCredential(profile, this, [this, generation](const StoredCredential& stored) {
        if (generation != m_connectionGeneration)
            return; // another connection was chosen meanwhile
        if (stored.isOAuth())
            useOAuth(stored);
        else
            useApiKey(stored.profile.baseUrl(), stored.profile.workspaceSlug(),
                      stored.apiKey.ok() ? stored.apiKey.secret : QString());
        if (!stored.hasCredential()) {
            // Asking without a credential only earns a 401: the reason is told instead.
            const bool notSignedIn = stored.isOAuth() && !stored.failure();
            fail(notSignedIn ? Failure::NotSignedIn : Failure::NoCredential, stored.problem());
            return;
        }
        probe();
    });
}

void ConnectionService::reconnect()
{
    if (m_state == State::Disconnected || !hasServer())
        return;
    ++m_connectionGeneration;
    m_state = State::Connecting;
    m_failure = Failure::None;
    m_problem.clear();
    emit connectionStarted();
    probe();
}

void ConnectionService::disconnectFromServer()
{
    ++m_connectionGeneration;
    useApiKey(QUrl(), QString(), QString());
    m_key.clear();
    m_name.clear();
    m_problem.clear();
    m_failure = Failure::None;
    clearModels();
    if (m_state == State::Disconnected)
        return;
    m_state = State::Disconnected;
    emit disconnected();
}

void ConnectionService::probe()
{
    clearModels();
    startFetch(*m_client, m_connectionGeneration);
}

void ConnectionService::resolveCredential(const ConnectionProfile& profile, QObject* context,
                                          std::function<void(const StoredCredential&)> done)
{
    StoredCredential credential;
    credential.profile = profile;
    if (!credential.isOAuth()) {
        m_secrets.load(profile.id(), SecretStore::Kind::ApiKey, context,
                       [credential, done](const SecretStore::Result& result) mutable {
                           credential.apiKey = result;
                           done(credential);
                       });
        return;
    }
    // The client secret (confidential clients) first, then the refresh token; the access token
    // is fetched with the refresh token on the first request and kept in memory only.
    m_secrets.load(profile.id(), SecretStore::Kind::ClientSecret, context,
                   [this, credential, context, done](const SecretStore::Result& secret) mutable {
                       credential.clientSecret = secret;
                       m_secrets.load(
                           credential.profile.id(), SecretStore::Kind::RefreshToken, context,
                           [credential, done](const SecretStore::Result& refresh) mutable {
                               credential.refreshToken = refresh;
                               done(credential);
                           });
                   });
}

void ConnectionService::fetchModels(ApiClient& client)
{
    clearModels();
    startFetch(client, 0);
}

void ConnectionService::startFetch(ApiClient& client, quint64 connection)
{
    if (client.baseUrl().isEmpty())
        return;
    m_fetching = true;
    ApiReply* reply = client.listModels();
    connect(reply, &ApiReply::finished, this,
            [this, reply, connection, generation = m_modelsGeneration] {
                // The probe of the current connection decides its state even when a later
                // fetch took over the catalog.
                const bool decides = connection != 0 && connection == m_connectionGeneration &&
                                     m_state == State::Connecting;
                const bool current = generation == m_modelsGeneration;
                if (!decides && !current)
                    return;
                if (current)
                    m_fetching = false;
                const ApiResponse& response = reply->response();
                if (!response.isSuccess()) {
                    // The server's own message first; a credential error has its sentence
                    // elsewhere.
                    QString why = response.error ? response.error->message : QString();
                    if (why.isEmpty() && response.error)
                        why = response.error->describe();
                    if (why.isEmpty())
                        why = response.readProblem.isEmpty() ? response.networkErrorString
                                                             : response.readProblem;
                    if (decides) {
                        fail(response.httpStatus > 0 ? Failure::ServerRefused
                                                     : Failure::Unreachable,
                             why);
                    } else {
                        emit modelsFetchFailed(why);
                    }
                    return;
                }
                if (current) {
                    const QJsonObject json = response.json();
                    applyModels(json.value("models"_L1).toArray(),
                                json.value("defaultModelId"_L1).toString());
                }
                if (decides) {
                    m_state = State::Connected;
                    emit connected();
                }
            });
}

void ConnectionService::clearModels()
{
    setModels(QJsonArray(), QString());
}

void ConnectionService::setModels(const QJsonArray& models, const QString& defaultModelId)
{
    ++m_modelsGeneration; // an answer still under way is for the previous connection
    m_fetching = false;
    applyModels(models, defaultModelId);
}

void ConnectionService::applyModels(const QJsonArray& models, const QString& defaultModelId)
{
    if (models == m_models && defaultModelId == m_defaultModelId)
        return;
    m_models = models;
    m_defaultModelId = defaultModelId;
    emit modelsChanged();
}

} // namespace mantyx
