// SPDX-License-Identifier: MIT
// ConnectionService: what every front end shares about the connection it talks to — a saved
// profile's credential read from the SecretStore (API key, or OAuth client secret and refresh
// token), and the connected workspace's model catalog (GET /models), held once for all readers.
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QObject>
#include <QString>

#include "client/connectionprofile.h"
#include "secrets/secretstore.h"

class QNetworkAccessManager;

namespace mantyx {

class ApiClient;

// The secrets of one profile as the keychain gave them: for an API-key profile `apiKey`; for an
// OAuth profile `clientSecret` (none for public clients) and `refreshToken` (none: not signed in).
// The results keep the store's status and message, so a front end can say why a secret is
// missing in its own words; problem() says it in general ones.
struct StoredCredential
{
    Q_DECLARE_TR_FUNCTIONS(StoredCredential)

public:
    ConnectionProfile profile;
    SecretStore::Result apiKey;
    SecretStore::Result clientSecret;
    SecretStore::Result refreshToken;

    bool isOAuth() const;
    // An API key, or a refresh token to get access tokens with.
    bool hasCredential() const;
    // The keychain failure behind a missing secret (NotFound is no failure), or null. For OAuth
    // the refresh token's comes first: without it there is no sign-in.
    const SecretStore::Result* failure() const;
    // Why there is no credential, one translated sentence naming the profile and never holding
    // a secret; empty when there is one.
    QString problem() const;
};

class ConnectionService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionService)

public:
    // Neither is owned; both must outlive the service.
    ConnectionService(QNetworkAccessManager& network, SecretStore& secrets,
                      QObject* parent = nullptr);
    ~ConnectionService() override;

    QNetworkAccessManager& network() const { return m_network; }
    SecretStore& secretStore() const { return m_secrets; }

    // ---- Credentials
    // Reads `profile`'s secrets from the store and hands them to `done` (skipped when `context`
    // is gone by then), always asynchronously.
    void resolveCredential(const ConnectionProfile& profile, QObject* context,
                           std::function<void(const StoredCredential&)> done);

    // ---- Model catalog of the connection
    // GET /models through `client`. The previous catalog goes at once, not when (or if) the
    // answer comes; a later fetch or clear makes this answer void. Without a base URL the
    // catalog is only cleared.
    void fetchModels(ApiClient& client);
    // Empties the catalog; an answer still under way is dropped.
    void clearModels();
    // The catalog as known from elsewhere (a GET /models answer the caller holds); a fetch
    // still under way is dropped.
    void setModels(const QJsonArray& models, const QString& defaultModelId = {});
    // The `models` of the last answer, and its `defaultModelId`.
    QJsonArray models() const { return m_models; }
    QString defaultModelId() const { return m_defaultModelId; }
    bool isFetchingModels() const { return m_fetching; }

signals:
    // models() or defaultModelId() changed.
    void modelsChanged();
    // A fetch failed; `message` is the server's or the network's, translated where it is ours.
    void modelsFetchFailed(const QString& message);

private:
    void applyModels(const QJsonArray& models, const QString& defaultModelId);

    QNetworkAccessManager& m_network;
    SecretStore& m_secrets;
    QJsonArray m_models;
    QString m_defaultModelId;
    quint64 m_modelsGeneration = 0; // answers of an older fetch are dropped
    bool m_fetching = false;
};

} // namespace mantyx
