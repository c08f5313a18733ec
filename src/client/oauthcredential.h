// SPDX-License-Identifier: MIT
// OAuthCredential: an OAuth 2.0 sign-in as a CredentialProvider — the access token in memory,
// refreshed a minute before it expires or once after a 401, and revoked on sign-out.
#pragma once

#include <chrono>

#include <QDateTime>
#include <QDeadlineTimer>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include "client/credentialprovider.h"

class QNetworkAccessManager;
#include <QNetworkReply>

namespace mantyx {

class ConnectionProfile;

// The OAuth app and the server's endpoints. Every MANTYX app is a confidential client, so the
// client secret goes with every token call (http-surface.md); it comes from the SecretStore
// and is held in memory only.
struct OAuthClientConfig
{
    QUrl authorizationUrl;
    QUrl tokenUrl;
    QUrl revokeUrl;
    QUrl userinfoUrl;
    QString clientId;
    QString clientSecret;
    // Sent as `scope=` with every refresh to narrow the access token; empty: the whole grant.
    QStringList requestedScopes;

    static OAuthClientConfig fromProfile(const ConnectionProfile& profile,
                                         const QString& clientSecret);
};

// A token endpoint answer (RFC 6749 §5.1).
struct OAuthTokens
{
    QString accessToken;
    QString refreshToken;
    QString tokenType;
    qint64 expiresInSec = -1; // -1: the server did not say
    QStringList scopes;       // as granted
};

// One call of the token or revocation endpoint: form-encoded POST with client_secret_post
// authentication, no redirects followed (a redirect would carry the secret elsewhere).
struct OAuthEndpointResult
{
    bool ok = false;
    int httpStatus = 0;
    OAuthTokens tokens;        // token calls that succeeded
    QString oauthError;        // RFC 6749 §5.2 "error" ("invalid_grant"), when the server gave one
    QString message;           // translated, for the user
    bool networkError = false; // no HTTP answer at all (worth retrying later)
};

namespace oauth {
QNetworkReply* postForm(QNetworkAccessManager* network, const QUrl& url,
                        const QList<std::pair<QString, QString>>& form);
// application/x-www-form-urlencoded, every byte but the unreserved ones percent-encoded.
QByteArray formEncode(const QList<std::pair<QString, QString>>& form);
OAuthEndpointResult readTokenReply(QNetworkReply* reply);
// Clears `reply`; the request it held is cut off and tells `receiver` nothing more.
void discardReply(QPointer<QNetworkReply>& reply, const QObject* receiver);
// One scope per entry, no blanks, no duplicates, in the order given.
QStringList normalizedScopes(const QStringList& scopes);
} // namespace oauth

class OAuthCredential final : public CredentialProvider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthCredential)

public:
    OAuthCredential(OAuthClientConfig client, QNetworkAccessManager* network,
                    QObject* parent = nullptr);
    ~OAuthCredential() override;

    // After a sign-in (OAuthFlow::tokens()).
    void setTokens(const OAuthTokens& tokens);
    // At start-up, from the keychain: no access token yet; refresh() fetches one.
    void setRefreshToken(const QString& refreshToken);

    // For the SecretStore; the access token is never handed out except as the header.
    QString refreshToken() const { return m_refreshToken; }
    bool hasAccessToken() const { return !m_accessToken.isEmpty(); }
    QDateTime expiresAt() const { return m_expiresAt; }
    // The scopes of the current access token, as the token endpoint answered.
    QStringList grantedScopes() const { return m_scopes; }
    bool isRefreshing() const { return m_refreshReply != nullptr; }
    // When the automatic refresh fires; negative when none is scheduled.
    std::chrono::milliseconds refreshDueIn() const;

    // The scopes to narrow every access token to (from OAuthClientConfig at first). Each
    // refresh asks for them (RFC 6749 §6); the refresh token keeps its whole grant, so clearing
    // them gets the whole grant back with the next refresh. An access token that may carry a
    // scope outside them (setTokens() after a sign-in, or the list just shrank) is revoked at
    // once and a narrowed one fetched.
    QStringList requestedScopes() const { return m_requestedScopes; }
    void setRequestedScopes(const QStringList& scopes);

    QByteArray authorizationHeader() const override;
    bool canRefresh() const override;
    // One refresh at a time: a call while one is running just waits for its outcome.
    void refresh() override;

    // Forgets both tokens at once (authorizationHeader() is empty from here on) and revokes
    // them on the server (RFC 7009); signedOut() tells how that went.
    void signOut();

    // Refresh this long before expiry (default 60 s); for short-lived tokens at half-life.
    void setRefreshMargin(std::chrono::seconds margin);
    // Default on. Off, the token is only refreshed by refresh() (the 401 path).
    void setAutoRefreshEnabled(bool enabled);
    bool isAutoRefreshEnabled() const { return m_autoRefresh; }

signals:
    void signedOut(bool revokedOnServer);

private:
    void onRefreshFinished();
    void scheduleRefresh();
    void applyTokens(const OAuthTokens& tokens);
    // Drops (and revokes) an access token that may have a scope outside requestedScopes();
    // true when it did.
    bool dropWiderAccessToken();

    OAuthClientConfig m_client;
    QPointer<QNetworkAccessManager> m_network;
    QString m_accessToken;
    QString m_refreshToken;
    QStringList m_scopes;
    QStringList m_grantScopes; // the sign-in's, when known: what a bare refresh gets
    QStringList m_requestedScopes;
    QStringList m_askedScopes; // what the refresh in flight asked for
    QDateTime m_expiresAt;
    QDeadlineTimer m_expiry{QDeadlineTimer::Forever};
    QTimer m_refreshTimer;
    std::chrono::seconds m_refreshMargin{60};
    bool m_autoRefresh = true;
    QPointer<QNetworkReply> m_refreshReply;
};

} // namespace mantyx
