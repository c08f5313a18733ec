// SPDX-License-Identifier: MIT
// ConnectionService: what every front end shares about the connection it talks to — the
// current connection itself (its ApiClient and credential, owned here: the built-in sandbox or a
// saved profile), a saved profile's credential read from the SecretStore (API key, or OAuth
// client secret and refresh token), and the connected workspace's model catalog (GET /models),
// held once for all readers.
#pragma once

#include <functional>
#include <memory>

#include <QCoreApplication>
#include <QJsonArray>
#include <QObject>
#include <QString>

#include "client/connectionprofile.h"
#include "secrets/secretstore.h"

class QNetworkAccessManager;

namespace mantyx {

class ApiClient;
class ApiKeyCredential;
class OAuthCredential;

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
    // Where the current connection stands.
    enum class State : quint8
    {
        Disconnected, // no server chosen: client() has no base URL
        Connecting,   // the credential is being read, or GET /models is under way
        Connected,    // the server answered GET /models with this credential
        Failed,       // no credential, or the server refused or could not be reached
    };
    Q_ENUM(State)

    // Why the connection failed (State::Failed).
    enum class Failure : quint8
    {
        None,
        NoSandbox,     // the built-in sandbox is not running
        NoCredential,  // no API key is stored (or the keychain could not be read)
        NotSignedIn,   // OAuth: no refresh token is stored
        ServerRefused, // the server answered GET /models with an error (401, 403, 404, …)
        Unreachable,   // no answer at all (refused, DNS, TLS, time-out)
    };
    Q_ENUM(Failure)

    // The key local handlers and remembered choices use for the built-in sandbox.
    static QString sandboxKey(); // "sandbox"

    // Neither is owned; both must outlive the service.
    ConnectionService(QNetworkAccessManager& network, SecretStore& secrets,
                      QObject* parent = nullptr);
    ~ConnectionService() override;

    QNetworkAccessManager& network() const { return m_network; }
    SecretStore& secretStore() const { return m_secrets; }

    // ---- The current connection
    // The built-in sandbox (app/ starts it): its base URL, workspace and API key. An empty URL:
    // none is running. builtInSandboxChanged() tells a change.
    void setBuiltInSandbox(const QUrl& baseUrl, const QString& workspace, const QString& apiKey);
    bool hasBuiltInSandbox() const { return !m_sandboxUrl.isEmpty(); }
    // The built-in sandbox is being started (the GUI starts it after its window first
    // painted): until setBuiltInSandbox() or setBuiltInSandboxStarting(false), connectToSandbox()
    // stays Connecting instead of failing with NoSandbox. Turning it off without a sandbox
    // emits builtInSandboxChanged(), so that a waiting connection is tried again (and fails).
    void setBuiltInSandboxStarting(bool starting);
    bool isBuiltInSandboxStarting() const { return m_sandboxStarting; }
    QUrl builtInSandboxUrl() const { return m_sandboxUrl; }
    QString builtInSandboxWorkspace() const { return m_sandboxWorkspace; }
    QString builtInSandboxApiKey() const { return m_sandboxKey; }

    // The client of the current connection, owned by the service and never null: its base URL
    // is empty while disconnected. Its credential changes with every connectTo…().
    ApiClient* client() const { return m_client.get(); }
    State state() const { return m_state; }
    Failure failure() const { return m_failure; }
    // "sandbox", or the profile's id; empty while disconnected.
    QString connectionKey() const { return m_key; }
    // The connection's display name ("Sandbox (built-in)", or the profile's name).
    QString connectionName() const { return m_name; }
    QUrl baseUrl() const;
    QString workspace() const;
    // Why the connection failed, one translated sentence without any secret; empty otherwise.
    QString problem() const { return m_problem; }
    // A server is chosen (the client has a base URL), whatever its state.
    bool hasServer() const;

    // Connects to the built-in sandbox: connectionStarted(), then connected() once it answered
    // GET /models, or connectionFailed() (Failure::NoSandbox when none is running).
    void connectToSandbox();
    // Connects to a saved profile: reads its credential from the SecretStore (asynchronously),
    // builds the ApiKeyCredential or OAuthCredential, points the client at the profile's server
    // and asks it for its models; connected() or connectionFailed() tell how it went. Without
    // a credential the client still points at the server (a run there earns the server's 401),
    // but nothing is asked. A later connectTo…() or disconnectFromServer() voids this one.
    void connectTo(const ConnectionProfile& profile);
    // Asks the current connection's server again (after a failure); nothing while disconnected.
    void reconnect();
    // Forgets the current connection: no base URL, no credential, no models; disconnected().
    void disconnectFromServer();

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
    // The built-in sandbox came, went or moved.
    void builtInSandboxChanged();
    // A connection attempt began (state() is Connecting; connectionName() and baseUrl() are the
    // new connection's).
    void connectionStarted();
    void connected();
    // `reason` is problem().
    void connectionFailed(mantyx::ConnectionService::Failure failure, const QString& reason);
    void disconnected();
    // models() or defaultModelId() changed.
    void modelsChanged();
    // A fetch failed; `message` is the server's or the network's, translated where it is ours.
    void modelsFetchFailed(const QString& message);

private:
    void beginConnection(const QString& key, const QString& name);
    void useApiKey(const QUrl& baseUrl, const QString& workspace, const QString& apiKey);
    void useOAuth(const StoredCredential& stored);
    void fail(Failure failure, const QString& reason);
    // GET /models for the current connection; its answer decides Connected or Failed.
    void probe();
    void startFetch(ApiClient& client, quint64 connection);
    void applyModels(const QJsonArray& models, const QString& defaultModelId);

    QNetworkAccessManager& m_network;
    SecretStore& m_secrets;
    // The client is declared last, so it goes before the credentials it points at.
    std::unique_ptr<ApiKeyCredential> m_apiKey; // the client's for API-key connections
    std::unique_ptr<OAuthCredential> m_oauth;   // the client's for OAuth connections
    std::unique_ptr<ApiClient> m_client;
    QUrl m_sandboxUrl;
    QString m_sandboxWorkspace;
    QString m_sandboxKey;
    bool m_sandboxStarting = false;
    State m_state = State::Disconnected;
    Failure m_failure = Failure::None;
    QString m_key;
    QString m_name;
    QString m_problem;
    quint64 m_connectionGeneration = 0; // answers for an older connection are dropped
    QJsonArray m_models;
    QString m_defaultModelId;
    quint64 m_modelsGeneration = 0; // answers of an older fetch are dropped
    bool m_fetching = false;
};

} // namespace mantyx
