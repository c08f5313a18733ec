// SPDX-License-Identifier: MIT
// OAuthCredential: token endpoint calls, the refresh schedule, and revocation on sign-out.
#include "client/oauthcredential.h"

#include <algorithm>
#include <memory>
#include <utility>

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include "client/connectionprofile.h"

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace mantyx {

namespace {

Q_LOGGING_CATEGORY(lcOAuth, "mantyx.client.oauth")

constexpr int kTransferTimeoutMs = 30000;
// After a refresh that got no answer, try again this much later (the 401 path still works).
constexpr auto kRetryAfterNetworkError = 30s;

qint64 expiresInFrom(const QJsonValue& value)
{
    if (value.isDouble())
        return static_cast<qint64>(value.toDouble());
    if (value.isString()) {
        bool ok = false;
        const qint64 seconds = value.toString().toLongLong(&ok);
        if (ok)
            return seconds;
    }
    return -1;
}

} // namespace

OAuthClientConfig OAuthClientConfig::fromProfile(const ConnectionProfile& profile,
                                                 const QString& clientSecret)
{
    OAuthClientConfig config;
    config.authorizationUrl = profile.authorizationUrl();
    config.tokenUrl = profile.tokenUrl();
    config.revokeUrl = profile.revokeUrl();
    config.userinfoUrl = profile.userinfoUrl();
    config.clientId = profile.oauthClientId();
    config.clientSecret = clientSecret;
    config.requestedScopes = profile.oauthRequestedScopes();
    return config;
}

namespace oauth {

QByteArray formEncode(const QList<std::pair<QString, QString>>& form)
{
    QByteArray body;
    for (const auto& [key, value] : form) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

QNetworkReply* postForm(QNetworkAccessManager* network, const QUrl& url,
                        const QList<std::pair<QString, QString>>& form)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setRawHeader(QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(kTransferTimeoutMs);
    return network->post(request, formEncode(form));
}

OAuthEndpointResult readTokenReply(QNetworkReply* reply)
{
    OAuthEndpointResult result;
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    result.httpStatus = status.isValid() ? status.toInt() : 0;
    if (result.httpStatus == 0) {
        result.networkError = true;
        result.message = OAuthCredential::tr("The sign-in server could not be reached: %1")
                             .arg(reply->errorString());
        return result;
    }
    const QByteArray body = reply->readAll();
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    if (result.httpStatus >= 200 && result.httpStatus < 300) {
        OAuthTokens& tokens = result.tokens;
        tokens.accessToken = json.value("access_token"_L1).toString();
        tokens.refreshToken = json.value("refresh_token"_L1).toString();
        tokens.tokenType = json.value("token_type"_L1).toString();
        tokens.expiresInSec = expiresInFrom(json.value("expires_in"_L1));
        tokens.scopes = json.value("scope"_L1).toString().split(u' ', Qt::SkipEmptyParts);
        if (tokens.accessToken.isEmpty()) {
            result.message = OAuthCredential::tr("The sign-in server answered without an "
                                                 "access token.");
            return result;
        }
        if (!tokens.tokenType.isEmpty() &&
            tokens.tokenType.compare("bearer"_L1, Qt::CaseInsensitive) != 0) {
            result.message = OAuthCredential::tr("The sign-in server issued a \"%1\" token; "
                                                 "only bearer tokens are supported.")
                                 .arg(tokens.tokenType);
            return result;
        }
        result.ok = true;
        return result;
    }
    // RFC 6749 §5.2: { "error": "invalid_grant", "error_description": "…" }.
    result.oauthError = json.value("error"_L1).toString();
    const QString description = json.value("error_description"_L1).toString();
    if (!result.oauthError.isEmpty()) {
        result.message = description.isEmpty()
                             ? OAuthCredential::tr("The sign-in server refused: %1 (HTTP %2).")
                                   .arg(result.oauthError)
                                   .arg(result.httpStatus)
                             : OAuthCredential::tr("The sign-in server refused: %1 — %2 (HTTP %3).")
                                   .arg(result.oauthError, description)
                                   .arg(result.httpStatus);
    } else {
        result.message =
            OAuthCredential::tr("The sign-in server answered HTTP %1 %2.")
                .arg(result.httpStatus)
                .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
    }
    return result;
}

void discardReply(QPointer<QNetworkReply>& reply, const QObject* receiver)
{
    QNetworkReply* raw = reply.data();
    reply.clear();
    if (raw == nullptr)
        return;
    raw->disconnect(receiver);
    raw->abort();
    raw->deleteLater();
}

QStringList normalizedScopes(const QStringList& scopes)
{
    // A scope never contains whitespace (RFC 6749 §3.3), so any whitespace separates two.
    QStringList list = scopes.join(u' ').simplified().split(u' ', Qt::SkipEmptyParts);
    list.removeDuplicates();
    return list;
}

} // namespace oauth

OAuthCredential::OAuthCredential(OAuthClientConfig client, QNetworkAccessManager* network,
                                 QObject* parent)
    : CredentialProvider(parent)
    , m_client(std::move(client))
    , m_network(network)
    , m_requestedScopes(oauth::normalizedScopes(m_client.requestedScopes))
{
    m_refreshTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, &OAuthCredential::refresh);
}

OAuthCredential::~OAuthCredential()
{
    oauth::discardReply(m_refreshReply, this);
    // Revocations in flight are left to finish: they delete themselves.
}

void OAuthCredential::setTokens(const OAuthTokens& tokens)
{
    // A sign-in's token carries the whole grant.
    m_grantScopes = tokens.scopes;
    applyTokens(tokens);
    const bool dropped = dropWiderAccessToken();
    emit credentialChanged();
    if (dropped)
        refresh();
}

void OAuthCredential::setRefreshToken(const QString& refreshToken)
{
    m_refreshTimer.stop();
    m_accessToken.clear();
    m_scopes.clear();
    m_grantScopes.clear();
    m_refreshToken = refreshToken;
    m_expiresAt = {};
    m_expiry = QDeadlineTimer(QDeadlineTimer::Forever);
    emit credentialChanged();
}

void OAuthCredential::applyTokens(const OAuthTokens& tokens)
{
    m_accessToken = tokens.accessToken;
    // Refresh tokens never rotate on MANTYX, but a server that does rotate sends the new one.
    if (!tokens.refreshToken.isEmpty())
        m_refreshToken = tokens.refreshToken;
    m_scopes = tokens.scopes;
    if (tokens.expiresInSec > 0) {
        m_expiry = QDeadlineTimer(std::chrono::seconds(tokens.expiresInSec));
        m_expiresAt = QDateTime::currentDateTimeUtc().addSecs(tokens.expiresInSec);
    } else {
        m_expiry = QDeadlineTimer(QDeadlineTimer::Forever);
        m_expiresAt = {};
    }
    scheduleRefresh();
}

void OAuthCredential::setRequestedScopes(const QStringList& scopes)
{
    const QStringList normalized = oauth::normalizedScopes(scopes);
    if (normalized == m_requestedScopes)
        return;
    m_requestedScopes = normalized;
    if (dropWiderAccessToken()) {
        emit credentialChanged();
        refresh();
    }
}

bool OAuthCredential::dropWiderAccessToken()
{
    if (m_requestedScopes.isEmpty() || m_accessToken.isEmpty())
        return false;
    // A token whose scopes are unknown may be the whole grant: it counts as wider.
    const bool wider =
        m_scopes.isEmpty() ||
        std::any_of(m_scopes.cbegin(), m_scopes.cend(),
                    [this](const QString& scope) { return !m_requestedScopes.contains(scope); });
    if (!wider)
        return false;
    // Nobody holds the dropped token any more; revoked, it cannot leak either.
    if (m_network && m_client.revokeUrl.isValid()) {
        QNetworkReply* reply = oauth::postForm(m_network, m_client.revokeUrl,
                                               {{u"token"_s, m_accessToken},
                                                {u"token_type_hint"_s, u"access_token"_s},
                                                {u"client_id"_s, m_client.clientId},
                                                {u"client_secret"_s, m_client.clientSecret}});
        connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
    }
    m_refreshTimer.stop();
    m_accessToken.clear();
    m_scopes.clear();
    m_expiresAt = {};
    m_expiry = QDeadlineTimer(QDeadlineTimer::Forever);
    return true;
}

void OAuthCredential::scheduleRefresh()
{
    m_refreshTimer.stop();
    if (!m_autoRefresh || m_refreshToken.isEmpty() || m_accessToken.isEmpty() ||
        m_expiry.isForever())
        return;
    using std::chrono::milliseconds;
    const milliseconds remaining =
        std::max(std::chrono::duration_cast<milliseconds>(m_expiry.remainingTimeAsDuration()),
                 milliseconds(0));
    // "About a minute before expiry"; a token that lives under two minutes at half-life.
    const milliseconds delay = std::max<milliseconds>(remaining - m_refreshMargin, remaining / 2);
    m_refreshTimer.start(delay);
}

std::chrono::milliseconds OAuthCredential::refreshDueIn() const
{
    if (!m_refreshTimer.isActive())
        return std::chrono::milliseconds(-1);
    return m_refreshTimer.remainingTimeAsDuration();
}

void OAuthCredential::setRefreshMargin(std::chrono::seconds margin)
{
    m_refreshMargin = std::max(margin, std::chrono::seconds(0));
    scheduleRefresh();
}

void OAuthCredential::setAutoRefreshEnabled(bool enabled)
{
    m_autoRefresh = enabled;
    scheduleRefresh();
}

QByteArray OAuthCredential::authorizationHeader() const
{
    if (m_accessToken.isEmpty())
        return {};
    return QByteArrayLiteral("Bearer ") + m_accessToken.toUtf8();
}

bool OAuthCredential::canRefresh() const
{
    return !m_refreshToken.isEmpty() && m_network && m_client.tokenUrl.isValid();
}

void OAuthCredential::refresh()
{
    if (m_refreshReply)
        return;
    if (!canRefresh()) {
        emit refreshFailed(tr("There is no sign-in to renew; sign in again."));
        return;
    }
    m_refreshTimer.stop();
    QList<std::pair<QString, QString>> form = {{u"grant_type"_s, u"refresh_token"_s},
                                               {u"refresh_token"_s, m_refreshToken},
                                               {u"client_id"_s, m_client.clientId},
                                               {u"client_secret"_s, m_client.clientSecret}};
    // RFC 6749 §6: fewer scopes than granted narrow the new access token; none, the whole grant.
    if (!m_requestedScopes.isEmpty())
        form.append({u"scope"_s, m_requestedScopes.join(u' ')});
    m_askedScopes = m_requestedScopes;
    m_refreshReply = oauth::postForm(m_network, m_client.tokenUrl, form);
    connect(m_refreshReply, &QNetworkReply::finished, this, &OAuthCredential::onRefreshFinished);
}

void OAuthCredential::onRefreshFinished()
{
    QNetworkReply* reply = m_refreshReply;
    m_refreshReply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    const QStringList asked = std::exchange(m_askedScopes, {});
    const OAuthEndpointResult result = oauth::readTokenReply(reply);
    if (result.ok) {
        qCDebug(lcOAuth) << "access token refreshed";
        OAuthTokens tokens = result.tokens;
        // RFC 6749 §5.1: an answer without scope has the scope asked for (the grant's if none).
        if (tokens.scopes.isEmpty())
            tokens.scopes = asked.isEmpty() ? m_grantScopes : asked;
        applyTokens(tokens);
        // The scopes asked for changed while this refresh was under way: once more, narrower.
        // (Against the same request a wider answer is kept: asking again would only repeat it.)
        if (asked != m_requestedScopes && dropWiderAccessToken()) {
            refresh();
            return;
        }
        emit credentialChanged();
        emit refreshed();
        return;
    }
    qCInfo(lcOAuth) << "refresh failed: HTTP" << result.httpStatus << result.oauthError;
    if (result.oauthError == "invalid_scope"_L1) {
        // The grant is fine; what this connection asks of it is not. Asking again cannot help.
        emit refreshFailed(tr("The sign-in does not cover the scopes this connection asks for "
                              "(%1): ask for fewer, or sign in again. (%2)")
                               .arg(asked.join(u", "_s), result.message));
        return;
    }
    if (result.oauthError == "invalid_grant"_L1) {
        // The grant is gone (revoked, or issued to another client): only a new sign-in helps.
        m_refreshTimer.stop();
        m_accessToken.clear();
        m_refreshToken.clear();
        m_scopes.clear();
        m_grantScopes.clear();
        m_expiresAt = {};
        m_expiry = QDeadlineTimer(QDeadlineTimer::Forever);
        emit credentialChanged();
        emit refreshFailed(
            tr("The sign-in is no longer valid; sign in again. (%1)").arg(result.message));
        return;
    }
    if ((result.networkError || result.httpStatus >= 500) && m_autoRefresh)
        m_refreshTimer.start(kRetryAfterNetworkError);
    emit refreshFailed(result.message);
}

void OAuthCredential::signOut()
{
    m_refreshTimer.stop();
    oauth::discardReply(m_refreshReply, this);
    QList<std::pair<QString, QString>> toRevoke;
    if (!m_accessToken.isEmpty())
        toRevoke.append({m_accessToken, u"access_token"_s});
    if (!m_refreshToken.isEmpty())
        toRevoke.append({m_refreshToken, u"refresh_token"_s});
    const bool hadCredential = !toRevoke.isEmpty();
    m_accessToken.clear();
    m_refreshToken.clear();
    m_scopes.clear();
    m_grantScopes.clear();
    m_askedScopes.clear();
    m_expiresAt = {};
    m_expiry = QDeadlineTimer(QDeadlineTimer::Forever);
    if (hadCredential)
        emit credentialChanged();

    if (toRevoke.isEmpty() || !m_network || !m_client.revokeUrl.isValid()) {
        const bool revoked = toRevoke.isEmpty();
        QTimer::singleShot(0, this, [this, revoked]() { emit signedOut(revoked); });
        return;
    }
    struct Pending
    {
        int left = 0;
        bool allRevoked = true;
    };
    auto pending = std::make_shared<Pending>();
    pending->left = int(toRevoke.size());
    for (const auto& [token, hint] : std::as_const(toRevoke)) {
        QNetworkReply* reply = oauth::postForm(m_network, m_client.revokeUrl,
                                               {{u"token"_s, token},
                                                {u"token_type_hint"_s, hint},
                                                {u"client_id"_s, m_client.clientId},
                                                {u"client_secret"_s, m_client.clientSecret}});
        connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
        connect(reply, &QNetworkReply::finished, this, [this, reply, pending]() {
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            // RFC 7009 §2.2: 200 whether or not the token was known.
            if (status != 200) {
                pending->allRevoked = false;
                qCInfo(lcOAuth) << "revocation answered HTTP" << status << reply->errorString();
            }
            if (--pending->left == 0)
                emit signedOut(pending->allRevoked);
        });
    }
}

} // namespace mantyx
