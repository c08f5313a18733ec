// SPDX-License-Identifier: MIT
// OAuthFlow: PKCE and state, the loopback listener, the code exchange and the userinfo call.
#include "client/oauthflow.h"

#include <memory>

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QOAuthHttpServerReplyHandler>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

Q_LOGGING_CATEGORY(lcOAuthFlow, "mantyx.client.oauth.flow")

constexpr auto kCallbackPath = "/callback"_L1;

QString randomUrlSafe(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(raw.begin(), raw.end());
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// RFC 7636 §4.2: BASE64URL(SHA256(ASCII(code_verifier))).
QString s256Challenge(const QString& verifier)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(verifier.toLatin1(), QCryptographicHash::Sha256)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// The reply handler hands over query values as QUrlQuery left them (pretty-decoded).
QString callbackValue(const QVariantMap& values, const QString& key)
{
    QByteArray raw = values.value(key).toString().toUtf8();
    raw.replace('+', ' ');
    return QUrl::fromPercentEncoding(raw);
}

} // namespace

OAuthFlow::OAuthFlow(OAuthClientConfig client, QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_client(std::move(client))
    , m_network(network)
{
    m_timeoutTimer.setSingleShot(true);
    connect(&m_timeoutTimer, &QTimer::timeout, this, [this]() {
        fail(OAuthFailure::Stage::Timeout,
             tr("The sign-in was not completed in the browser in time. Start it again."));
    });
}

OAuthFlow::~OAuthFlow()
{
    oauth::discardReply(m_reply, this);
}

QStringList OAuthFlow::defaultScopes()
{
    return {u"runs:read"_s,      u"runs:write"_s,  u"sessions:read"_s,
            u"sessions:write"_s, u"models:read"_s, u"mantyx.identity:read"_s};
}

void OAuthFlow::reset()
{
    m_timeoutTimer.stop();
    oauth::discardReply(m_reply, this);
    if (m_replyHandler) {
        // Closing stops new connections; the browser's own connection is a child of the
        // handler and still gets its page, so the handler itself goes a little later.
        m_replyHandler->close();
        m_replyHandler->disconnect(this);
        QTimer::singleShot(std::chrono::seconds(5), m_replyHandler, &QObject::deleteLater);
        m_replyHandler = nullptr;
    }
    m_stage = Step::Idle;
    m_state.clear();
    m_codeVerifier.clear();
}

void OAuthFlow::abort()
{
    reset();
}

bool OAuthFlow::start()
{
    reset();
    m_tokens = {};
    m_userInfo = {};
    m_failure = {};
    m_authorizationUrl.clear();
    m_redirectUri.clear();

    if (!m_network || m_client.clientId.isEmpty() || !m_client.authorizationUrl.isValid() ||
        !m_client.tokenUrl.isValid() || !m_client.userinfoUrl.isValid()) {
        fail(OAuthFailure::Stage::Setup,
             tr("The connection is missing its OAuth client id or server address."));
        return false;
    }
    if (m_client.clientSecret.isEmpty()) {
        fail(OAuthFailure::Stage::Setup,
             tr("The OAuth client secret is missing; enter it in the connection settings."));
        return false;
    }

    // Loopback only, a port of the system's choosing (RFC 8252 §7.3).
    auto handler =
        std::make_unique<QOAuthHttpServerReplyHandler>(QHostAddress(QHostAddress::LocalHost), 0);
    if (!handler->isListening()) {
        fail(OAuthFailure::Stage::Setup,
             tr("Could not listen on 127.0.0.1 for the browser's answer."));
        return false;
    }
    handler->setParent(this);
    m_replyHandler = handler.release();
    m_replyHandler->setCallbackPath(kCallbackPath);
    m_replyHandler->setCallbackText(
        tr("MANTYX Run Inspector received the answer of the sign-in page. You can close this "
           "page and return to the app."));
    connect(m_replyHandler, &QAbstractOAuthReplyHandler::callbackReceived, this,
            &OAuthFlow::onCallbackReceived);

    m_redirectUri.setScheme(u"http"_s);
    m_redirectUri.setHost(u"127.0.0.1"_s);
    m_redirectUri.setPort(m_replyHandler->port());
    m_redirectUri.setPath(kCallbackPath);

    m_state = randomUrlSafe(32);
    m_codeVerifier = randomUrlSafe(48); // 64 characters, RFC 7636 allows 43..128
    m_authorizationUrl = m_client.authorizationUrl;
    m_authorizationUrl.setQuery(QString::fromLatin1(oauth::formEncode({
                                    {u"response_type"_s, u"code"_s},
                                    {u"client_id"_s, m_client.clientId},
                                    {u"redirect_uri"_s, m_redirectUri.toString(QUrl::FullyEncoded)},
                                    {u"scope"_s, m_scopes.join(u' ')},
                                    {u"state"_s, m_state},
                                    {u"code_challenge"_s, s256Challenge(m_codeVerifier)},
                                    {u"code_challenge_method"_s, u"S256"_s},
                                })),
                                QUrl::StrictMode);

    m_stage = Step::WaitingForBrowser;
    m_timeoutTimer.start(m_timeout);
    emit browserAuthorizationRequested(m_authorizationUrl);
    return true;
}

void OAuthFlow::onCallbackReceived(const QVariantMap& values)
{
    if (m_stage != Step::WaitingForBrowser)
        return;
    const QString state = callbackValue(values, u"state"_s);
    const QString code = callbackValue(values, u"code"_s);
    const QString error = callbackValue(values, u"error"_s);
    // A browser also asks the loopback server for things like /favicon.ico: not an answer.
    if (state.isEmpty() && code.isEmpty() && error.isEmpty())
        return;
    if (state != m_state) {
        qCWarning(lcOAuthFlow) << "rejected a redirect whose state does not match";
        fail(OAuthFailure::Stage::State,
             tr("The browser came back with an answer that does not belong to this sign-in "
                "(its state does not match), so it was rejected. Start the sign-in again."));
        return;
    }
    if (!error.isEmpty()) {
        const QString description = callbackValue(values, u"error_description"_s);
        fail(OAuthFailure::Stage::Authorization,
             description.isEmpty()
                 ? tr("The server did not authorize the app: %1.").arg(error)
                 : tr("The server did not authorize the app: %1 — %2").arg(error, description),
             error);
        return;
    }
    if (code.isEmpty()) {
        fail(OAuthFailure::Stage::Authorization,
             tr("The server's answer carried no authorization code."));
        return;
    }

    m_timeoutTimer.stop();
    m_replyHandler->close();
    m_stage = Step::ExchangingCode;
    m_reply = oauth::postForm(m_network, m_client.tokenUrl,
                              {{u"grant_type"_s, u"authorization_code"_s},
                               {u"code"_s, code},
                               {u"redirect_uri"_s, m_redirectUri.toString(QUrl::FullyEncoded)},
                               {u"client_id"_s, m_client.clientId},
                               {u"client_secret"_s, m_client.clientSecret},
                               {u"code_verifier"_s, m_codeVerifier}});
    connect(m_reply, &QNetworkReply::finished, this, &OAuthFlow::onTokenReplyFinished);
}

void OAuthFlow::onTokenReplyFinished()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    if (!reply || m_stage != Step::ExchangingCode)
        return;
    reply->deleteLater();
    const OAuthEndpointResult result = oauth::readTokenReply(reply);
    if (!result.ok) {
        fail(OAuthFailure::Stage::TokenExchange, result.message, result.oauthError);
        return;
    }
    m_tokens = result.tokens;
    // RFC 6749 §5.1: no scope in the answer means the scope that was asked for.
    if (m_tokens.scopes.isEmpty())
        m_tokens.scopes = m_scopes;

    m_stage = Step::ReadingUserInfo;
    QNetworkRequest request(m_client.userinfoUrl);
    request.setRawHeader(QByteArrayLiteral("Authorization"),
                         QByteArrayLiteral("Bearer ") + m_tokens.accessToken.toUtf8());
    request.setRawHeader(QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(30000);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::finished, this, &OAuthFlow::onUserInfoFinished);
}

void OAuthFlow::onUserInfoFinished()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    if (!reply || m_stage != Step::ReadingUserInfo)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (status == 0) {
        fail(OAuthFailure::Stage::UserInfo,
             tr("Signed in, but the account details could not be fetched: %1")
                 .arg(reply->errorString()));
        return;
    }
    if (status < 200 || status >= 300) {
        const ApiError error = ApiError::fromResponse(status, body, reply->rawHeader("Retry-After"),
                                                      reply->rawHeader("WWW-Authenticate"));
        fail(OAuthFailure::Stage::UserInfo,
             tr("Signed in, but the account details could not be read: %1").arg(error.describe()),
             {}, error);
        return;
    }
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    OAuthUserInfo info;
    info.subject = json.value("sub"_L1).toString();
    info.name = json.value("name"_L1).toString();
    info.email = json.value("email"_L1).toString();
    info.workspaceSlug = json.value("workspaceSlug"_L1).toString();
    const QJsonArray workspaces = json.value("workspaces"_L1).toArray();
    for (const QJsonValue& value : workspaces) {
        const QJsonObject ws = value.toObject();
        info.workspaces.append({ws.value("slug"_L1).toString(), ws.value("name"_L1).toString()});
    }
    if (info.workspaceSlug.isEmpty() && info.workspaces.size() == 1)
        info.workspaceSlug = info.workspaces.constFirst().slug;
    if (info.workspaceSlug.isEmpty()) {
        fail(OAuthFailure::Stage::UserInfo,
             tr("Signed in, but the server did not say which workspace the sign-in is for."));
        return;
    }
    m_userInfo = info;
    reset();
    emit signedIn();
}

void OAuthFlow::revokeObtainedGrant()
{
    // A sign-in that fails after the code exchange leaves no live grant behind.
    if (!m_network || !m_client.revokeUrl.isValid() || m_tokens.refreshToken.isEmpty())
        return;
    QNetworkReply* reply = oauth::postForm(m_network, m_client.revokeUrl,
                                           {{u"token"_s, m_tokens.refreshToken},
                                            {u"token_type_hint"_s, u"refresh_token"_s},
                                            {u"client_id"_s, m_client.clientId},
                                            {u"client_secret"_s, m_client.clientSecret}});
    connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
}

void OAuthFlow::fail(OAuthFailure::Stage stage, const QString& message, const QString& oauthError,
                     std::optional<ApiError> apiError)
{
    qCInfo(lcOAuthFlow) << "sign-in failed at stage" << int(stage) << oauthError;
    revokeObtainedGrant();
    reset();
    m_tokens = {};
    m_failure = OAuthFailure{stage, message, oauthError, std::move(apiError)};
    emit signInFailed(message);
}

} // namespace mantyx
