// SPDX-License-Identifier: MIT
#include "client/connectionservice.h"

#include <QJsonObject>

#include "client/apiclient.h"
#include "client/apireply.h"
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
{}

ConnectionService::~ConnectionService() = default;

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
    if (client.baseUrl().isEmpty())
        return;
    m_fetching = true;
    ApiReply* reply = client.listModels();
    connect(reply, &ApiReply::finished, this, [this, reply, generation = m_modelsGeneration] {
        if (generation != m_modelsGeneration)
            return;
        m_fetching = false;
        const ApiResponse& response = reply->response();
        if (!response.isSuccess()) {
            // The server's own message first; a credential error has its sentence elsewhere.
            QString why = response.error ? response.error->message : QString();
            if (why.isEmpty() && response.error)
                why = response.error->describe();
            if (why.isEmpty())
                why = response.readProblem.isEmpty() ? response.networkErrorString
                                                     : response.readProblem;
            emit modelsFetchFailed(why);
            return;
        }
        const QJsonObject json = response.json();
        applyModels(json.value("models"_L1).toArray(), json.value("defaultModelId"_L1).toString());
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
