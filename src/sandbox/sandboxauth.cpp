// SPDX-License-Identifier: MIT
// SandboxAuth: API keys, OAuth codes/tokens/scopes/revocation and the sliding-window rate limit.
#include "sandbox/sandboxauth.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUrl>

#include "sandbox/sandboxstore.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr qint64 CodeLifetimeMs = 60 * 1000;
constexpr qint64 RateWindowMs = 60 * 1000;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QByteArray bearerToken(const QByteArray& authorization)
{
    const QByteArray trimmed = authorization.trimmed();
    if (trimmed.size() > 7 && trimmed.left(7).compare("bearer ", Qt::CaseInsensitive) == 0)
        return trimmed.mid(7).trimmed();
    return {};
}

bool isLoopbackRedirect(const QString& redirectUri)
{
    const QUrl url(redirectUri, QUrl::StrictMode);
    if (!url.isValid() || url.scheme() != "http"_L1 || url.port() <= 0)
        return false;
    const QString host = url.host();
    return host == "127.0.0.1"_L1 || host == "localhost"_L1 || host == "::1"_L1;
}

QString formValue(const QUrlQuery& form, const QString& key)
{
    return form.queryItemValue(key, QUrl::FullyDecoded);
}

} // namespace

SandboxAuth::SandboxAuth(const SandboxConfig& config, SandboxStore* store)
    : m_config(config)
    , m_store(store)
{
    if (!m_store)
        return;
    // OAuth grants survive a restart with --data-dir: refresh tokens never expire (http-surface).
    const auto tokens = m_store->loadTokens();
    for (const auto& [token, record] : tokens) {
        Token t;
        t.clientId = record.value("clientId"_L1).toString();
        const QJsonArray scopes = record.value("scopes"_L1).toArray();
        for (const QJsonValue& s : scopes)
            t.scopes.append(s.toString());
        t.expiresAtMs = record.value("expiresAtMs"_L1).toInteger();
        t.refreshToken = record.value("refreshToken"_L1).toString();
        t.refresh = record.value("refresh"_L1).toBool();
        if (t.refresh || t.expiresAtMs > nowMs())
            m_tokens.insert(token, t);
        else
            m_store->removeToken(token);
    }
}

QStringList SandboxAuth::allScopes()
{
    return {u"runs:read"_s,      u"runs:write"_s,  u"sessions:read"_s,
            u"sessions:write"_s, u"models:read"_s, u"mantyx.identity:read"_s};
}

SandboxAuth::Result SandboxAuth::authenticate(const QByteArray& authorization,
                                              const QByteArray& apiKey) const
{
    Result result;
    QByteArray raw = bearerToken(authorization);
    if (raw.isEmpty())
        raw = apiKey.trimmed();
    if (raw.isEmpty()) {
        result.failure =
            SandboxReply::error(401, u"Unauthorized"_s,
                                tr("Send a workspace API key or an OAuth access token as "
                                   "\"Authorization: Bearer <token>\"."));
        result.failure.withHeader("WWW-Authenticate", "Bearer realm=\"mantyx\"");
        return result;
    }
    const QString token = QString::fromUtf8(raw);
    const auto invalid = [&result]() {
        result.failure = SandboxReply::json(
            401, QJsonObject{{"error"_L1, u"Invalid API key or OAuth access token"_s}});
        result.failure.withHeader("WWW-Authenticate",
                                  "Bearer realm=\"mantyx\", error=\"invalid_token\"");
        return result;
    };

    if (token.startsWith("mantyx_at_"_L1)) {
        const auto it = m_tokens.constFind(token);
        if (it == m_tokens.cend() || it->refresh || it->expiresAtMs <= nowMs())
            return invalid();
        result.credential = Credential{true, token, it->scopes, it->clientId};
        return result;
    }
    if (token.startsWith("mantyx_nodev_"_L1)) {
        result.failure = SandboxReply::json(
            403, QJsonObject{{"error"_L1, u"This API key is not for the Developer API"_s},
                             {"hint"_L1, tr("Create a Developer API key in the workspace "
                                            "settings and use that one.")}});
        return result;
    }
    if (token.startsWith("mantyx_noplan_"_L1)) {
        result.failure = SandboxReply::json(
            403, QJsonObject{{"error"_L1, tr("API keys are not included in this workspace's plan")},
                             {"code"_L1, u"api_keys_plan"_s}});
        return result;
    }
    if (!m_config.apiKeys.contains(token))
        return invalid();
    result.credential = Credential{false, token, {}, {}};
    return result;
}

std::optional<SandboxReply> SandboxAuth::checkWorkspace(const Credential&,
                                                        const QString& slug) const
{
    if (slug == m_config.workspaceSlug)
        return std::nullopt;
    return SandboxReply::json(
        404, QJsonObject{{"error"_L1, u"Workspace path does not match this credential"_s},
                         {"hint"_L1, m_config.workspaceSlug}});
}

std::optional<SandboxReply> SandboxAuth::checkScope(const Credential& credential,
                                                    const QString& scope) const
{
    if (!credential.oauth || scope.isEmpty() || credential.scopes.contains(scope))
        return std::nullopt;
    SandboxReply reply = SandboxReply::json(
        403, QJsonObject{{"error"_L1, u"insufficient_scope"_s}, {"required"_L1, scope}});
    reply.withHeader("WWW-Authenticate",
                     "Bearer error=\"insufficient_scope\", scope=\"" + scope.toUtf8() + '"');
    return reply;
}

std::optional<SandboxReply> SandboxAuth::checkRateLimit(const Credential& credential)
{
    if (m_config.rateLimitPerMinute <= 0)
        return std::nullopt;
    const qint64 now = nowMs();
    std::deque<qint64>& times = m_requestTimes[credential.token];
    while (!times.empty() && times.front() <= now - RateWindowMs)
        times.pop_front();
    if (qsizetype(times.size()) >= m_config.rateLimitPerMinute) {
        const qint64 waitMs = times.front() + RateWindowMs - now;
        const qint64 retryAfter = std::max<qint64>(1, (waitMs + 999) / 1000);
        SandboxReply reply =
            SandboxReply::error(429, u"rate_limited"_s,
                                tr("Too many requests: at most %1 per minute for one credential.")
                                    .arg(m_config.rateLimitPerMinute));
        reply.withHeader("Retry-After", QByteArray::number(retryAfter));
        return reply;
    }
    times.push_back(now);
    return std::nullopt;
}

const OAuthClient* SandboxAuth::findClient(const QString& clientId) const
{
    for (const OAuthClient& client : m_config.oauthClients) {
        if (client.clientId == clientId)
            return &client;
    }
    return nullptr;
}

SandboxReply SandboxAuth::oauthError(int status, const QString& code, const QString& description)
{
    SandboxReply reply = SandboxReply::json(
        status, QJsonObject{{"error"_L1, code}, {"error_description"_L1, description}});
    reply.withHeader("Cache-Control", "no-store");
    return reply;
}

QString SandboxAuth::randomToken(const QString& prefix)
{
    QByteArray bytes(24, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return prefix + QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding |
                                                       QByteArray::OmitTrailingEquals));
}

SandboxReply SandboxAuth::authorize(const QUrlQuery& query)
{
    const QString title = tr("Sign-in failed");
    const QString clientId = formValue(query, u"client_id"_s);
    const QString redirectUri = formValue(query, u"redirect_uri"_s);
    if (formValue(query, u"response_type"_s) != "code"_L1)
        return SandboxReply::html(400, title, tr("response_type must be \"code\"."));
    if (!findClient(clientId))
        return SandboxReply::html(400, title, tr("Unknown OAuth client \"%1\".").arg(clientId));
    if (!isLoopbackRedirect(redirectUri))
        return SandboxReply::html(
            400, title,
            tr("The redirect URI must be http://127.0.0.1:PORT/…, http://localhost:PORT/… or "
               "http://[::1]:PORT/…"));
    const QString challenge = formValue(query, u"code_challenge"_s);
    if (challenge.isEmpty() || formValue(query, u"code_challenge_method"_s) != "S256"_L1)
        return SandboxReply::html(400, title,
                                  tr("A PKCE code_challenge with code_challenge_method=S256 is "
                                     "required."));
    QStringList scopes;
    if (query.hasQueryItem(u"scope"_s)) {
        scopes = formValue(query, u"scope"_s).split(u' ', Qt::SkipEmptyParts);
        for (const QString& scope : std::as_const(scopes)) {
            if (!allScopes().contains(scope))
                return SandboxReply::html(400, title, tr("Unknown scope \"%1\".").arg(scope));
        }
        scopes.removeDuplicates();
    }
    if (scopes.isEmpty())
        scopes = allScopes();

    // Unused codes expire; drop them so an abandoned sign-in leaves nothing behind.
    const qint64 now = nowMs();
    for (auto it = m_codes.begin(); it != m_codes.end();)
        it = it->expiresAtMs <= now ? m_codes.erase(it) : std::next(it);
    const QString code = randomToken(u"mantyx_code_"_s);
    m_codes.insert(code,
                   AuthCode{clientId, redirectUri, challenge, scopes, nowMs() + CodeLifetimeMs});
    QUrl target(redirectUri);
    QUrlQuery targetQuery(target);
    targetQuery.addQueryItem(u"code"_s, code);
    if (query.hasQueryItem(u"state"_s))
        targetQuery.addQueryItem(
            u"state"_s, QString::fromLatin1(QUrl::toPercentEncoding(formValue(query, u"state"_s))));
    target.setQuery(targetQuery);
    SandboxReply reply = SandboxReply::empty(302);
    reply.withHeader("Location", target.toEncoded());
    reply.withHeader("Cache-Control", "no-store");
    return reply;
}

void SandboxAuth::storeToken(const QString& token, const Token& record)
{
    m_tokens.insert(token, record);
    if (m_store && m_store->isPersistent()) {
        m_store->saveToken(token,
                           QJsonObject{{"clientId"_L1, record.clientId},
                                       {"scopes"_L1, QJsonArray::fromStringList(record.scopes)},
                                       {"expiresAtMs"_L1, record.expiresAtMs},
                                       {"refreshToken"_L1, record.refreshToken},
                                       {"refresh"_L1, record.refresh}});
    }
}

SandboxReply SandboxAuth::issueAccessToken(const QString& refreshToken, const Token& grant,
                                           const QStringList& scopes)
{
    const qint64 now = nowMs();
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        if (!it->refresh && it->expiresAtMs <= now) {
            if (m_store)
                m_store->removeToken(it.key());
            it = m_tokens.erase(it);
        } else {
            ++it;
        }
    }
    Token access;
    access.clientId = grant.clientId;
    access.scopes = scopes;
    access.expiresAtMs = now + qint64(m_config.tokenLifetimeSec) * 1000;
    access.refreshToken = refreshToken;
    const QString accessToken = randomToken(u"mantyx_at_"_s);
    storeToken(accessToken, access);
    SandboxReply reply =
        SandboxReply::json(200, QJsonObject{{"access_token"_L1, accessToken},
                                            {"token_type"_L1, u"Bearer"_s},
                                            {"expires_in"_L1, m_config.tokenLifetimeSec},
                                            {"refresh_token"_L1, refreshToken},
                                            {"scope"_L1, scopes.join(u' ')}});
    reply.withHeader("Cache-Control", "no-store");
    reply.withHeader("Pragma", "no-cache");
    return reply;
}

SandboxReply SandboxAuth::token(const QUrlQuery& form, const QByteArray& authorization)
{
    QString clientId = formValue(form, u"client_id"_s);
    QString clientSecret = formValue(form, u"client_secret"_s);
    // client_secret_basic is as good as client_secret_post for a confidential client.
    const QByteArray trimmed = authorization.trimmed();
    if (trimmed.size() > 6 && trimmed.left(6).compare("basic ", Qt::CaseInsensitive) == 0) {
        const QByteArray decoded = QByteArray::fromBase64(trimmed.mid(6).trimmed());
        const qsizetype colon = decoded.indexOf(':');
        if (colon > 0) {
            clientId = QUrl::fromPercentEncoding(decoded.left(colon));
            clientSecret = QUrl::fromPercentEncoding(decoded.mid(colon + 1));
        }
    }
    const QString grantType = formValue(form, u"grant_type"_s);
    if (grantType.isEmpty())
        return oauthError(400, u"invalid_request"_s, tr("grant_type is missing."));
    const OAuthClient* client = findClient(clientId);
    if (!client || client->clientSecret != clientSecret) {
        SandboxReply reply =
            oauthError(401, u"invalid_client"_s, tr("Unknown client or wrong client secret."));
        reply.withHeader("WWW-Authenticate", "Basic realm=\"mantyx\"");
        return reply;
    }

    if (grantType == "authorization_code"_L1) {
        const QString code = formValue(form, u"code"_s);
        const QString verifier = formValue(form, u"code_verifier"_s);
        if (code.isEmpty())
            return oauthError(400, u"invalid_request"_s, tr("code is missing."));
        if (verifier.isEmpty())
            return oauthError(400, u"invalid_request"_s, tr("code_verifier is missing."));
        // A code works once, whatever the outcome of this attempt.
        const auto it = m_codes.constFind(code);
        if (it == m_codes.cend())
            return oauthError(400, u"invalid_grant"_s,
                              tr("The authorization code is unknown or was already used."));
        const AuthCode grant = *it;
        m_codes.erase(it);
        if (grant.expiresAtMs <= nowMs())
            return oauthError(400, u"invalid_grant"_s, tr("The authorization code expired."));
        if (grant.clientId != clientId)
            return oauthError(400, u"invalid_grant"_s,
                              tr("The authorization code was issued to another client."));
        if (grant.redirectUri != formValue(form, u"redirect_uri"_s))
            return oauthError(400, u"invalid_grant"_s,
                              tr("redirect_uri does not match the authorization request."));
        const QByteArray computed =
            QCryptographicHash::hash(verifier.toUtf8(), QCryptographicHash::Sha256)
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        if (QString::fromLatin1(computed) != grant.challenge)
            return oauthError(400, u"invalid_grant"_s,
                              tr("code_verifier does not match the code_challenge (S256)."));
        Token refresh;
        refresh.clientId = clientId;
        refresh.scopes = grant.scopes;
        refresh.refresh = true;
        const QString refreshToken = randomToken(u"mantyx_rt_"_s);
        storeToken(refreshToken, refresh);
        return issueAccessToken(refreshToken, refresh, refresh.scopes);
    }
    if (grantType == "refresh_token"_L1) {
        const QString refreshToken = formValue(form, u"refresh_token"_s);
        if (refreshToken.isEmpty())
            return oauthError(400, u"invalid_request"_s, tr("refresh_token is missing."));
        const auto it = m_tokens.constFind(refreshToken);
        if (it == m_tokens.cend() || !it->refresh)
            return oauthError(400, u"invalid_grant"_s,
                              tr("The refresh token is unknown or was revoked."));
        if (it->clientId != clientId)
            return oauthError(400, u"invalid_grant"_s,
                              tr("The refresh token was issued to another client."));
        // RFC 6749 §6: a refresh may narrow the access token to some of the granted scopes,
        // never widen it; the refresh token keeps its whole grant, so a later refresh may ask
        // for all of it again. No scope (or a blank one) means the whole grant.
        const Token grant = *it;
        QStringList scopes = formValue(form, u"scope"_s).split(u' ', Qt::SkipEmptyParts);
        scopes.removeDuplicates();
        for (const QString& scope : std::as_const(scopes)) {
            if (!allScopes().contains(scope))
                return oauthError(400, u"invalid_scope"_s, tr("Unknown scope \"%1\".").arg(scope));
            if (!grant.scopes.contains(scope))
                return oauthError(
                    400, u"invalid_scope"_s,
                    tr("The scope \"%1\" was not granted to this refresh token.").arg(scope));
        }
        if (scopes.isEmpty())
            scopes = grant.scopes;
        // Refresh tokens never rotate: the answer carries the same one.
        return issueAccessToken(refreshToken, grant, scopes);
    }
    return oauthError(400, u"unsupported_grant_type"_s,
                      tr("grant_type \"%1\" is not supported.").arg(grantType));
}

SandboxReply SandboxAuth::revoke(const QUrlQuery& form)
{
    const QString token = formValue(form, u"token"_s);
    const auto it = m_tokens.constFind(token);
    if (it != m_tokens.cend()) {
        const bool refresh = it->refresh;
        m_tokens.erase(it);
        if (m_store)
            m_store->removeToken(token);
        if (refresh) {
            // RFC 7009 §2.1: revoking the grant takes its access tokens with it.
            for (auto t = m_tokens.begin(); t != m_tokens.end();) {
                if (t->refreshToken == token) {
                    if (m_store)
                        m_store->removeToken(t.key());
                    t = m_tokens.erase(t);
                } else {
                    ++t;
                }
            }
        }
    }
    SandboxReply reply = SandboxReply::empty(200);
    reply.withHeader("Cache-Control", "no-store");
    return reply;
}

SandboxReply SandboxAuth::userinfo(const Credential& credential) const
{
    const QString slug = m_config.workspaceSlug;
    return SandboxReply::json(
        200, QJsonObject{{"sub"_L1, credential.oauth ? u"user_sandbox"_s : u"apikey_sandbox"_s},
                         {"name"_L1, u"Sandbox User"_s},
                         {"email"_L1, u"sandbox@example.invalid"_s},
                         {"workspaceSlug"_L1, slug},
                         {"workspaces"_L1,
                          QJsonArray{QJsonObject{{"slug"_L1, slug}, {"name"_L1, u"Sandbox"_s}}}}});
}

} // namespace mantyx
