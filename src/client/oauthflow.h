// SPDX-License-Identifier: MIT
// OAuthFlow: one OAuth 2.0 sign-in — Authorization Code + PKCE (S256) in the system browser with
// a loopback redirect on 127.0.0.1 — ending with tokens and the account's workspace slug.
#pragma once

#include <chrono>
#include <optional>

#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantMap>

#include "client/oauthcredential.h"
#include "protocol/apierror.h"

class QNetworkAccessManager;
class QOAuthHttpServerReplyHandler;

namespace mantyx {

// GET /api/oauth/userinfo.
struct OAuthUserInfo
{
    struct Workspace
    {
        QString slug;
        QString name;
    };
    QString subject;
    QString name;
    QString email;
    QString workspaceSlug;
    QList<Workspace> workspaces;
};

// Why a sign-in ended without signedIn().
struct OAuthFailure
{
    enum class Stage : quint8
    {
        None,
        Setup,         // bad configuration, or no loopback port to listen on
        Authorization, // the server answered the redirect with an error, or without a code
        State,         // the redirect carried another state: rejected (RFC 6749 §10.12)
        TokenExchange, // the token endpoint refused the code or could not be reached
        UserInfo,      // signed in, but /api/oauth/userinfo failed (e.g. a missing scope)
        Timeout,       // nobody finished the browser step in time
    };
    Stage stage = Stage::None;
    QString message;                  // translated, for the user
    QString oauthError;               // RFC 6749 "error" when the server gave one
    std::optional<ApiError> apiError; // the userinfo answer, decoded (insufficient_scope…)
};

// Usage: construct, connect browserAuthorizationRequested to QDesktopServices::openUrl (in
// ui/ — src/ has no QtGui), start(), then wait for signedIn() or signInFailed(). On success
// tokens() and userInfo() hold the result: hand the tokens to an OAuthCredential and the
// refresh token to the SecretStore.
//
// Why not QOAuth2AuthorizationCodeFlow: Qt 6.4's flow (a) has no PKCE (setModifyParametersFunction
// can add it), but — observed with Qt 6.4.2 against the sandbox — (b) a redirect whose state
// does not match gets a "State mismatch" log line and no signal, so the sign-in hangs; (c) a
// token endpoint error (a wrong client secret, an expired code) gets a log line, no
// requestFailed()/error() signal and leaves the status stuck, so it hangs too; and (d) it does
// not form-encode client_secret, so a secret with '+' or '%' is refused. Its error handling sits
// in private code we cannot hook, and Qt 6.4's version also logs token bodies it cannot parse.
// So the exchange is written here against QNetworkAccessManager — a page of code — and Qt
// Network Authorization still provides the part that is fiddly to get right:
// QOAuthHttpServerReplyHandler, the loopback HTTP listener the browser is redirected to.
class OAuthFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthFlow)

public:
    OAuthFlow(OAuthClientConfig client, QNetworkAccessManager* network, QObject* parent = nullptr);
    ~OAuthFlow() override;

    // runs:read runs:write sessions:read sessions:write models:read mantyx.identity:read
    static QStringList defaultScopes();
    QStringList scopes() const { return m_scopes; }
    void setScopes(const QStringList& scopes) { m_scopes = scopes; }
    // How long the browser step may take (default 10 minutes).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    // Listens on 127.0.0.1 (a free port), then emits browserAuthorizationRequested(). Returns
    // false (after signInFailed()) when it cannot start. Starting again abandons a running
    // sign-in.
    bool start();
    // Stops waiting; no signal follows.
    void abort();
    bool isRunning() const { return m_stage != Step::Idle; }

    QUrl authorizationUrl() const { return m_authorizationUrl; }
    QUrl redirectUri() const { return m_redirectUri; }

    OAuthTokens tokens() const { return m_tokens; }
    OAuthUserInfo userInfo() const { return m_userInfo; }
    OAuthFailure failure() const { return m_failure; }

signals:
    // Open this URL in the system browser.
    void browserAuthorizationRequested(const QUrl& url);
    void signedIn();
    void signInFailed(const QString& message);

private:
    enum class Step : quint8
    {
        Idle,
        WaitingForBrowser,
        ExchangingCode,
        ReadingUserInfo,
    };

    void onCallbackReceived(const QVariantMap& values);
    void onTokenReplyFinished();
    void onUserInfoFinished();
    void fail(OAuthFailure::Stage stage, const QString& message, const QString& oauthError = {},
              std::optional<ApiError> apiError = std::nullopt);
    void reset();
    void revokeObtainedGrant();

    OAuthClientConfig m_client;
    QPointer<QNetworkAccessManager> m_network;
    QStringList m_scopes = defaultScopes();
    std::chrono::milliseconds m_timeout = std::chrono::minutes(10);

    Step m_stage = Step::Idle;
    QOAuthHttpServerReplyHandler* m_replyHandler = nullptr;
    QString m_state;
    QString m_codeVerifier;
    QUrl m_authorizationUrl;
    QUrl m_redirectUri;
    QPointer<QNetworkReply> m_reply;
    QTimer m_timeoutTimer;

    OAuthTokens m_tokens;
    OAuthUserInfo m_userInfo;
    OAuthFailure m_failure;
};

} // namespace mantyx
