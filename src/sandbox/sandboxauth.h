// SPDX-License-Identifier: MIT
// SandboxAuth: the sandbox's credentials — workspace API keys, the OAuth 2.0 Authorization Code +
// PKCE flow with scoped, expiring, revocable tokens, and the per-credential rate limit — so
// clients exercise every credential answer of http-surface.md against a server they own.
#pragma once

#include <deque>
#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include "sandbox/sandboxconfig.h"
#include "sandbox/sandboxreply.h"

namespace mantyx {

class SandboxStore;

class SandboxAuth final
{
    Q_DECLARE_TR_FUNCTIONS(SandboxAuth)
    Q_DISABLE_COPY_MOVE(SandboxAuth)

public:
    struct Credential
    {
        bool oauth = false;
        QString token;
        QStringList scopes; // OAuth only; API keys carry no scopes and pass every scope check
        QString clientId;
    };

    struct Result
    {
        std::optional<Credential> credential;
        SandboxReply failure; // when credential is empty
    };

    SandboxAuth(const SandboxConfig& config, SandboxStore* store);

    static QStringList allScopes();

    // From the Authorization (Bearer) or X-API-Key header value.
    Result authenticate(const QByteArray& authorization, const QByteArray& apiKey) const;
    std::optional<SandboxReply> checkWorkspace(const Credential& credential,
                                               const QString& slug) const;
    std::optional<SandboxReply> checkScope(const Credential& credential,
                                           const QString& scope) const;
    // Counts this request; a 429 with Retry-After once the credential is over the limit.
    std::optional<SandboxReply> checkRateLimit(const Credential& credential);

    SandboxReply authorize(const QUrlQuery& query);
    SandboxReply token(const QUrlQuery& form, const QByteArray& authorization);
    SandboxReply revoke(const QUrlQuery& form);
    SandboxReply userinfo(const Credential& credential) const;

private:
    struct AuthCode
    {
        QString clientId;
        QString redirectUri;
        QString challenge;
        QStringList scopes;
        qint64 expiresAtMs = 0;
    };
    struct Token
    {
        QString clientId;
        QStringList scopes;
        qint64 expiresAtMs = 0; // 0: never (refresh tokens)
        QString refreshToken;   // access tokens: the grant they came from
        bool refresh = false;
    };

    const OAuthClient* findClient(const QString& clientId) const;
    // `scopes`: what the new access token carries, the grant's or a subset of them.
    SandboxReply issueAccessToken(const QString& refreshToken, const Token& grant,
                                  const QStringList& scopes);
    void storeToken(const QString& token, const Token& record);
    static SandboxReply oauthError(int status, const QString& code, const QString& description);
    static QString randomToken(const QString& prefix);

    const SandboxConfig& m_config;
    SandboxStore* m_store;
    QHash<QString, AuthCode> m_codes;
    QHash<QString, Token> m_tokens;
    QHash<QString, std::deque<qint64>> m_requestTimes;
};

} // namespace mantyx
