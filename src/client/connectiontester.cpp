// SPDX-License-Identifier: MIT
// ConnectionTester: GET models, a userinfo follow-up where it tells more, and the outcome in words.
#include "client/connectiontester.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QRegularExpression>

#include "client/apiclient.h"
#include "client/apireply.h"
#include "client/credentialprovider.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

using Kind = ConnectionTestOutcome::Kind;

// A non-JSON body (a proxy's page) in a few words: its <title>, or its start.
QString bodyExcerpt(const QByteArray& body)
{
    QString text = QString::fromUtf8(body.left(4096));
    static const QRegularExpression title(u"<title[^>]*>([^<]*)</title>"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = title.match(text); m.hasMatch())
        text = m.captured(1);
    text = text.simplified();
    if (text.size() > 200)
        text = text.left(199) + u'…';
    return text;
}

// What the server said, verbatim: "error: message" of either documented body form, plus a hint
// that is a sentence (a 404's hint is a slug and is shown as the suggestion instead).
QString serverWords(const ApiResponse& response, bool withHint)
{
    if (!response.error)
        return {};
    const ApiError& e = *response.error;
    if (!e.bodyIsJson)
        return bodyExcerpt(e.body);
    QString said;
    if (!e.error.isEmpty() && !e.message.isEmpty())
        said = e.error + u": "_s + e.message;
    else
        said = e.error.isEmpty() ? e.message : e.error;
    if (withHint && !e.hint.isEmpty())
        said = said.isEmpty() ? e.hint : said + u" — "_s + e.hint;
    return said;
}

Kind kindOf(const ApiResponse& response)
{
    if (!response.hasHttpAnswer()) {
        switch (response.networkError) {
        case QNetworkReply::ConnectionRefusedError:
            return Kind::ConnectionRefused;
        case QNetworkReply::HostNotFoundError:
            return Kind::HostNotFound;
        case QNetworkReply::SslHandshakeFailedError:
            return Kind::TlsError;
        case QNetworkReply::TimeoutError:
            return Kind::Timeout;
        default:
            return Kind::NetworkError;
        }
    }
    if (response.isSuccess())
        return Kind::Ok;
    const ApiError::Kind kind = response.error ? response.error->kind : ApiError::Kind::Other;
    switch (kind) {
    case ApiError::Kind::MissingCredential:
        return Kind::MissingCredential;
    case ApiError::Kind::InvalidCredential:
        return Kind::InvalidCredential;
    case ApiError::Kind::WrongKeyUsage:
        return Kind::WrongKeyUsage;
    case ApiError::Kind::PlanLacksFeature:
        return Kind::PlanLacksFeature;
    case ApiError::Kind::InsufficientScope:
        return Kind::InsufficientScope;
    case ApiError::Kind::WorkspaceMismatch:
        return Kind::WrongWorkspace;
    case ApiError::Kind::RateLimited:
        return Kind::RateLimited;
    case ApiError::Kind::ServerError:
        return Kind::ServerError;
    default:
        break;
    }
    if (response.httpStatus == 401)
        return Kind::InvalidCredential;
    if (response.httpStatus == 404)
        return Kind::NotFound;
    if (response.httpStatus >= 500)
        return Kind::ServerError;
    return Kind::UnexpectedAnswer;
}

QString quoted(const QString& text)
{
    return QCoreApplication::translate("mantyx::ConnectionTester", "“%1”").arg(text);
}

} // namespace

bool ConnectionTestOutcome::isTransient() const
{
    switch (kind) {
    case Kind::RateLimited:
    case Kind::ServerError:
    case Kind::Timeout:
    case Kind::NetworkError:
        return true;
    default:
        return false;
    }
}

ConnectionTester::ConnectionTester(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_network(network)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionTester::onTimeout);
}

ConnectionTester::~ConnectionTester()
{
    reset();
}

void ConnectionTester::reset()
{
    ++m_generation;
    m_timer.stop();
    if (ApiReply* reply = m_reply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
    }
    m_reply = nullptr;
    if (QNetworkReply* reply = m_userInfoReply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
    }
    m_userInfoReply = nullptr;
    if (m_client) {
        m_client->disconnect(this);
        m_client->deleteLater();
        m_client = nullptr;
    }
    m_refreshFailure.clear();
    m_remoteClosedOnHttps = false;
    m_step = Step::Idle;
}

void ConnectionTester::abort()
{
    reset();
}

void ConnectionTester::start(const ConnectionProfile& profile, CredentialProvider* credential)
{
    reset();
    m_profile = profile;
    m_credential = credential;
    m_outcome = ConnectionTestOutcome{};
    m_outcome.workspaceSlug = profile.workspaceSlug();
    m_clock.start();

    const auto refuse = [this](Kind kind) {
        m_outcome.kind = kind;
        finishSoon();
    };
    const QUrl base = profile.baseUrl();
    if (!m_network || !base.isValid() || base.host().isEmpty() ||
        (base.scheme() != "http"_L1 && base.scheme() != "https"_L1))
        return refuse(Kind::NotConfigured);
    if (profile.needsPlainHttpConsent())
        return refuse(Kind::PlainHttpRefused);
    if (!profile.workspaceSlug().isEmpty() &&
        !ConnectionProfile::isValidWorkspaceSlug(profile.workspaceSlug()))
        return refuse(Kind::NotConfigured);

    m_client = new ApiClient(m_network, base, profile.workspaceSlug(), credential, this);
    // The test's own timer decides; Qt's transfer timeout only backs it up.
    m_client->setRequestTimeoutMs(int(m_timeout.count()) + 5000);
    connect(m_client, &ApiClient::credentialRefreshFailed, this,
            [this](const QString& reason) { m_refreshFailure = reason; });
    m_timer.start(m_timeout);

    if (profile.workspaceSlug().isEmpty()) {
        // No slug to test: ask the server whose credential this is, for the fix.
        m_outcome.kind = Kind::NoWorkspace;
        if (!credential)
            return finishSoon();
        lookUpUserInfo();
        return;
    }

    m_step = Step::Models;
    ApiReply* reply = m_client->listModels();
    m_outcome.url = reply->url();
    m_reply = reply;
    connect(reply, &ApiReply::finished, this, &ConnectionTester::onModelsFinished);
}

void ConnectionTester::onModelsFinished()
{
    ApiReply* reply = m_reply.data();
    m_reply = nullptr;
    if (!reply || m_step != Step::Models)
        return;
    const ApiResponse response = reply->response(); // the reply deletes itself
    ConnectionTestOutcome& o = m_outcome;
    o.httpStatus = response.httpStatus;
    o.kind = kindOf(response);
    // A sign-in without a live access token is sent bare, refreshed on the 401 and retried:
    // when the refresh failed, that is what the user needs to hear.
    if ((o.kind == Kind::InvalidCredential || o.kind == Kind::MissingCredential) &&
        !m_refreshFailure.isEmpty())
        o.kind = Kind::RefreshFailed;
    o.serverMessage = serverWords(response, o.kind != Kind::WrongWorkspace);

    if (!response.hasHttpAnswer()) {
        o.serverMessage = response.networkErrorString; // Qt's words, for the summary
        m_remoteClosedOnHttps = response.networkError == QNetworkReply::RemoteHostClosedError &&
                                o.url.scheme() == "https"_L1;
    } else if (o.kind == Kind::Ok) {
        const std::optional<ModelCatalog> catalog = ModelCatalog::fromJson(response.json());
        if (!catalog) {
            o.kind = Kind::UnexpectedAnswer;
            o.serverMessage = bodyExcerpt(response.body);
        } else {
            o.modelCount = int(catalog->models.size());
            o.defaultModelId = catalog->defaultModelId;
            for (const CatalogModel& model : catalog->models) {
                if (model.id == catalog->defaultModelId)
                    o.defaultModelLabel = model.label;
            }
        }
    } else if (o.kind == Kind::InsufficientScope) {
        const ApiError& e = *response.error;
        o.missingScopes = e.required.isEmpty() ? e.scopes : e.required;
    } else if (o.kind == Kind::RateLimited) {
        if (const std::optional<qint64> ms = response.retryAfterMs())
            o.retryAfterSeconds = (*ms + 999) / 1000;
    } else if (o.kind == Kind::WrongWorkspace) {
        const QString hint = response.error ? response.error->hint.trimmed() : QString();
        if (ConnectionProfile::isValidWorkspaceSlug(hint) && hint != m_profile.workspaceSlug())
            o.suggestedWorkspaceSlug = hint;
        else if (!hint.isEmpty())
            o.serverMessage = serverWords(response, true); // a sentence, not a slug
    }

    // The follow-ups: who signed in (OAuth), or which workspace is right when the 404 did
    // not say. A failing follow-up changes nothing.
    const bool oauth = m_profile.credentialKind() == ConnectionProfile::CredentialKind::OAuth;
    if ((o.kind == Kind::Ok && oauth) ||
        (o.kind == Kind::WrongWorkspace && o.suggestedWorkspaceSlug.isEmpty())) {
        lookUpUserInfo();
        return;
    }
    complete();
}

void ConnectionTester::lookUpUserInfo()
{
    const QUrl url = m_profile.userinfoUrl();
    if (!url.isValid() || !m_network || !m_client) {
        complete();
        return;
    }
    m_step = Step::UserInfo;
    QNetworkRequest request = m_client->newRequest(url);
    // The bearer token goes to this URL only, never to wherever a redirect points.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    m_userInfoReply = m_network->get(request);
    connect(m_userInfoReply, &QNetworkReply::finished, this, &ConnectionTester::onUserInfoFinished);
}

void ConnectionTester::onUserInfoFinished()
{
    QNetworkReply* reply = m_userInfoReply.data();
    m_userInfoReply = nullptr;
    if (!reply || m_step != Step::UserInfo)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QJsonObject json = QJsonDocument::fromJson(reply->readAll()).object();
    if (status >= 200 && status < 300) {
        QString slug = json.value("workspaceSlug"_L1).toString();
        const QJsonArray workspaces = json.value("workspaces"_L1).toArray();
        if (slug.isEmpty() && workspaces.size() == 1)
            slug = workspaces.at(0).toObject().value("slug"_L1).toString();
        const QString tested = m_profile.workspaceSlug();
        for (const QJsonValue& value : workspaces) {
            const QJsonObject ws = value.toObject();
            if (ws.value("slug"_L1).toString() == (tested.isEmpty() ? slug : tested))
                m_outcome.workspaceName = ws.value("name"_L1).toString();
        }
        const QString name = json.value("name"_L1).toString();
        const QString email = json.value("email"_L1).toString();
        if (!name.isEmpty() && !email.isEmpty())
            m_outcome.account = u"%1 <%2>"_s.arg(name, email);
        else
            m_outcome.account = name.isEmpty() ? email : name;
        if (m_outcome.kind != Kind::Ok && ConnectionProfile::isValidWorkspaceSlug(slug) &&
            slug != tested)
            m_outcome.suggestedWorkspaceSlug = slug;
    }
    complete();
}

void ConnectionTester::onTimeout()
{
    if (m_step != Step::Models && m_step != Step::UserInfo)
        return;
    if (m_step == Step::UserInfo && m_outcome.kind != Kind::NoWorkspace) {
        // The models answered; only the follow-up is late: say what is known.
        complete(); // reset() cuts the follow-up off
        return;
    }
    if (ApiReply* reply = m_reply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
    }
    m_reply = nullptr;
    m_outcome.kind = Kind::Timeout;
    m_outcome.httpStatus = 0;
    m_outcome.serverMessage.clear();
    complete();
}

void ConnectionTester::complete()
{
    m_timer.stop();
    m_outcome.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_outcome.summary = summarize();
    const ConnectionTestOutcome outcome = m_outcome;
    reset();
    emit finished(outcome);
}

void ConnectionTester::finishSoon()
{
    m_step = Step::Finishing;
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            if (generation == m_generation && m_step == Step::Finishing)
                complete();
        },
        Qt::QueuedConnection);
}

QString ConnectionTester::summarize() const
{
    const ConnectionTestOutcome& o = m_outcome;
    const bool apiKey = m_profile.credentialKind() == ConnectionProfile::CredentialKind::ApiKey;
    const QString host = o.url.isValid() ? o.url.host() : m_profile.baseUrl().host();
    const QString base = m_profile.baseUrl().toDisplayString();
    QString what;
    bool quoteServer = true;
    switch (o.kind) {
    case Kind::Ok: {
        const QString workspace = o.workspaceName.isEmpty()
                                      ? quoted(o.workspaceSlug)
                                      : tr("%1 (%2)").arg(quoted(o.workspaceSlug), o.workspaceName);
        if (o.defaultModelId.isEmpty()) {
            what = tr("Connected to the workspace %1. Models: %2; no default model is set.")
                       .arg(workspace)
                       .arg(o.modelCount);
        } else {
            const QString model =
                o.defaultModelLabel.isEmpty() || o.defaultModelLabel == o.defaultModelId
                    ? o.defaultModelId
                    : tr("%1 (%2)").arg(quoted(o.defaultModelLabel), o.defaultModelId);
            what = tr("Connected to the workspace %1. Models: %2; the default is %3.")
                       .arg(workspace)
                       .arg(o.modelCount)
                       .arg(model);
        }
        if (!o.account.isEmpty())
            what += u' ' + tr("Signed in as %1.").arg(o.account);
        quoteServer = false;
        break;
    }
    case Kind::NotConfigured: {
        const QStringList problems = m_profile.validate();
        what = !m_network ? tr("Nothing to test with: no network access is set up.")
               : problems.isEmpty()
                   ? tr("The server address must be an http:// or https:// URL with a host name.")
                   : problems.join(u' ');
        quoteServer = false;
        break;
    }
    case Kind::NoWorkspace:
        what = o.suggestedWorkspaceSlug.isEmpty()
                   ? tr("The connection has no workspace slug: enter the one of the workspace "
                        "you want to use.")
                   : tr("The connection has no workspace slug; this credential's workspace is "
                        "%1.")
                         .arg(quoted(o.suggestedWorkspaceSlug));
        quoteServer = false;
        break;
    case Kind::PlainHttpRefused: {
        QStringList urls;
        const QList<QUrl> plain = m_profile.plainHttpUrls();
        for (const QUrl& url : plain)
            urls << url.toDisplayString();
        what = tr("Not tested: %1 is plain http:// to another computer, so the credential would "
                  "cross the network unencrypted. Confirm that you accept this, or use https://.")
                   .arg(urls.join(u", "_s));
        quoteServer = false;
        break;
    }
    case Kind::MissingCredential:
        what = apiKey ? tr("The server received no credential (HTTP 401): enter the API key.")
                      : tr("The server received no credential (HTTP 401): sign in first.");
        break;
    case Kind::InvalidCredential:
        what = apiKey ? tr("The server does not accept this API key (HTTP 401): it is unknown, "
                           "expired or revoked.")
                      : tr("The server does not accept the sign-in's access token (HTTP 401): "
                           "sign in again.");
        break;
    case Kind::RefreshFailed:
        what = tr("The server does not accept the sign-in (HTTP 401), and it could not be "
                  "renewed: %1 Sign in again.")
                   .arg(m_refreshFailure);
        break;
    case Kind::WrongKeyUsage:
        what = tr("This API key is not a Developer API key (HTTP 403): create a Developer API key "
                  "in the workspace settings and use that one.");
        break;
    case Kind::PlanLacksFeature:
        what = tr("The workspace's plan does not include access through the API (HTTP 403).");
        break;
    case Kind::InsufficientScope:
        what = o.missingScopes.isEmpty()
                   ? tr("The sign-in lacks a scope that listing models needs (HTTP 403): sign in "
                        "again and grant it.")
                   : tr("The sign-in lacks the scope %1 that listing models needs (HTTP 403): "
                        "sign in again and grant it.",
                        nullptr, int(o.missingScopes.size()))
                         .arg(o.missingScopes.join(u", "_s));
        break;
    case Kind::WrongWorkspace:
        what = o.suggestedWorkspaceSlug.isEmpty()
                   ? tr("%1 is not this credential's workspace (HTTP 404), and the server did not "
                        "say which one is: check the workspace slug.")
                         .arg(quoted(o.workspaceSlug))
                   : tr("%1 is not this credential's workspace (HTTP 404); its workspace is %2.")
                         .arg(quoted(o.workspaceSlug), quoted(o.suggestedWorkspaceSlug));
        break;
    case Kind::NotFound:
        what = tr("There is no MANTYX API at %1 (HTTP 404): check the server address, including "
                  "any path prefix.")
                   .arg(base);
        break;
    case Kind::RateLimited:
        what = o.retryAfterSeconds >= 0
                   ? tr("The server is limiting the requests of this credential (HTTP 429): try "
                        "again in %n second(s).",
                        nullptr, int(qMin<qint64>(o.retryAfterSeconds, 1 << 30)))
                   : tr("The server is limiting the requests of this credential (HTTP 429): try "
                        "again later.");
        break;
    case Kind::ServerError:
        what = tr("The server failed (HTTP %1): try again later, or tell its operator.")
                   .arg(o.httpStatus);
        break;
    case Kind::UnexpectedAnswer:
        what = o.httpStatus >= 200 && o.httpStatus < 300
                   ? tr("%1 answered (HTTP %2), but not with a list of models: is it a MANTYX "
                        "server?")
                         .arg(base)
                         .arg(o.httpStatus)
                   : tr("The server answered HTTP %1, which a MANTYX server does not send for a "
                        "model list: is %2 the right address?")
                         .arg(o.httpStatus)
                         .arg(base);
        break;
    case Kind::ConnectionRefused: {
        const int port = o.url.port(o.url.scheme() == "https"_L1 ? 443 : 80);
        what = tr("Nothing is listening at %1 port %2 (connection refused): check the address "
                  "and the port, and that the server is running.")
                   .arg(host)
                   .arg(port);
        quoteServer = false;
        break;
    }
    case Kind::HostNotFound:
        what =
            tr("The host name %1 was not found (DNS): check the server address.").arg(quoted(host));
        quoteServer = false;
        break;
    case Kind::TlsError:
        what = tr("The secure (TLS) connection to %1 failed: %2. Check the address (https:// or "
                  "http://) and the server's certificate.")
                   .arg(host, o.serverMessage);
        quoteServer = false;
        break;
    case Kind::Timeout:
        what = tr("The server did not answer within %n second(s).", nullptr,
                  int((m_timeout.count() + 999) / 1000));
        quoteServer = false;
        break;
    case Kind::NetworkError:
        what = tr("The server could not be reached: %1.").arg(o.serverMessage);
        // A plain-http server hangs up on a TLS greeting.
        if (m_remoteClosedOnHttps)
            what += u' ' + tr("If the server speaks plain http, the address must start with "
                              "http://, not https://.");
        quoteServer = false;
        break;
    }
    if (quoteServer && !o.serverMessage.isEmpty())
        what += u' ' + tr("The server said: %1").arg(quoted(o.serverMessage));
    return what;
}

} // namespace mantyx
