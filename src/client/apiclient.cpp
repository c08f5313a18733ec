// SPDX-License-Identifier: MIT
// ApiClient: route URLs, request headers and the shared credential refresh.
#include "client/apiclient.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include "client/credentialprovider.h"
#include "protocol/displaytext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString segment(const QString& id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

QString trimmedBasePath(const QUrl& base)
{
    QString path = base.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

QByteArray compact(const QJsonObject& body)
{
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

bool isHttpScheme(const QString& scheme)
{
    return scheme.compare("http"_L1, Qt::CaseInsensitive) == 0 ||
           scheme.compare("https"_L1, Qt::CaseInsensitive) == 0;
}

int portOf(const QUrl& url)
{
    return url.port(url.scheme().compare("https"_L1, Qt::CaseInsensitive) == 0 ? 443 : 80);
}

// scheme://host[:port], as a user would type it.
QString originText(const QUrl& url)
{
    QUrl origin;
    origin.setScheme(url.scheme().toLower());
    origin.setHost(url.host());
    origin.setPort(url.port());
    return displaytext::singleLine(origin.toDisplayString());
}

// An HTTP field value may not hold CR, LF or other control characters: Qt sends raw header
// values as they are, so a credential with a line break would become header lines of its own
// (a second Authorization among them).
bool isSafeHeaderValue(QByteArrayView value)
{
    for (const char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte < 0x20 && byte != '\t') || byte == 0x7f)
            return false;
    }
    return true;
}

} // namespace

ApiClient::ApiClient(QNetworkAccessManager* network, QUrl baseUrl, QString workspace,
                     CredentialProvider* credentials, QObject* parent)
    : QObject(parent)
    , m_network(network ? network : new QNetworkAccessManager(this))
    , m_baseUrl(baseUrl.adjusted(QUrl::RemoveUserInfo))
    , m_workspace(std::move(workspace))
{
    setCredentials(credentials);
}

ApiClient::~ApiClient() = default;

void ApiClient::setCredentials(CredentialProvider* credentials)
{
    if (CredentialProvider* old = m_credentials.data())
        disconnect(old, nullptr, this, nullptr);
    m_credentials = credentials;
    ++m_credentialEpoch; // requests sent with the old credential retry with the new one
    if (m_refreshing)
        onRefreshDone(false, tr("The credential was replaced during a refresh."));
    if (!credentials)
        return;
    connect(credentials, &CredentialProvider::refreshed, this, [this] { onRefreshDone(true, {}); });
    connect(credentials, &CredentialProvider::refreshFailed, this,
            [this](const QString& reason) { onRefreshDone(false, reason); });
}

// ---- Routes

ApiReply* ApiClient::listModels()
{
    return start("GET", workspaceUrl(u"models"_s), {});
}

ApiReply* ApiClient::createRun(const QJsonObject& spec)
{
    return start("POST", workspaceUrl(u"agent-runs"_s), compact(spec));
}

ApiReply* ApiClient::getRun(const QString& runId)
{
    return start("GET", workspaceUrl(u"agent-runs/"_s + segment(runId)), {});
}

ApiReply* ApiClient::cancelRun(const QString& runId)
{
    return start("POST", workspaceUrl(u"agent-runs/"_s + segment(runId) + u"/cancel"_s),
                 compact({}));
}

ApiReply* ApiClient::postToolResult(const QString& runId, const QJsonObject& body)
{
    return start("POST", workspaceUrl(u"agent-runs/"_s + segment(runId) + u"/tool-results"_s),
                 compact(body));
}

ApiReply* ApiClient::createSession(const QJsonObject& spec)
{
    return start("POST", workspaceUrl(u"agent-sessions"_s), compact(spec));
}

ApiReply* ApiClient::getSession(const QString& sessionId)
{
    return start("GET", workspaceUrl(u"agent-sessions/"_s + segment(sessionId)), {});
}

ApiReply* ApiClient::postSessionMessage(const QString& sessionId, const QJsonObject& message)
{
    return start("POST", workspaceUrl(u"agent-sessions/"_s + segment(sessionId) + u"/messages"_s),
                 compact(message));
}

ApiReply* ApiClient::deleteSession(const QString& sessionId)
{
    return start("DELETE", workspaceUrl(u"agent-sessions/"_s + segment(sessionId)), {});
}

ApiReply* ApiClient::send(const QByteArray& verb, const QString& workspacePath,
                          const QJsonObject& body, bool hasBody)
{
    return start(verb, workspaceUrl(workspacePath), hasBody ? compact(body) : QByteArray());
}

ApiReply* ApiClient::start(const QByteArray& verb, const QUrl& url, const QByteArray& body)
{
    auto* reply = new ApiReply(this, verb, url, body, this);
    reply->send();
    return reply;
}

// ---- URLs

QUrl ApiClient::workspaceUrl(const QString& path) const
{
    QUrl url = m_baseUrl;
    url.setPath(trimmedBasePath(m_baseUrl) + u"/api/v1/workspaces/"_s + segment(m_workspace) +
                    u'/' + path,
                QUrl::TolerantMode);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QUrl ApiClient::runStreamUrl(const QString& runId) const
{
    return workspaceUrl(u"agent-runs/"_s + segment(runId) + u"/stream"_s);
}

QUrl ApiClient::resolveStreamUrl(const QString& streamUrl) const
{
    return resolveAgainstBase(m_baseUrl, streamUrl);
}

QUrl ApiClient::resolveAgainstBase(const QUrl& baseUrl, const QString& streamUrl)
{
    const QUrl given(streamUrl, QUrl::TolerantMode);
    if (!given.isRelative() || streamUrl.startsWith("//"_L1))
        return baseUrl.resolved(given);
    const QString basePath = trimmedBasePath(baseUrl);
    if (streamUrl.startsWith(u'/')) {
        // http-surface.md: streamUrl is relative to baseUrl. A base with a path prefix keeps
        // it, unless the server already put it in front.
        QString path = given.path(QUrl::FullyEncoded);
        if (!basePath.isEmpty() && path != basePath && !path.startsWith(basePath + u'/'))
            path = basePath + path;
        QUrl url = baseUrl;
        url.setPath(path, QUrl::TolerantMode);
        url.setQuery(given.query(QUrl::FullyEncoded), QUrl::TolerantMode);
        url.setFragment(QString());
        return url;
    }
    QUrl directory = baseUrl;
    directory.setPath(basePath + u'/', QUrl::TolerantMode);
    return directory.resolved(given);
}

// ---- The credential's origin

bool ApiClient::isSameOrigin(const QUrl& base, const QUrl& url)
{
    if (!base.isValid() || !url.isValid() || url.isRelative() || url.host().isEmpty())
        return false;
    if (!isHttpScheme(url.scheme()) ||
        url.scheme().compare(base.scheme(), Qt::CaseInsensitive) != 0)
        return false;
    return url.host().compare(base.host(), Qt::CaseInsensitive) == 0 && portOf(url) == portOf(base);
}

QString ApiClient::originProblem(const QUrl& url) const
{
    if (isSameOrigin(m_baseUrl, url))
        return {};
    const QString origin = originText(m_baseUrl);
    const QString address = displayUrl(url);
    if (!isHttpScheme(m_baseUrl.scheme()) || m_baseUrl.host().isEmpty())
        return tr("The base URL %1 is not an http or https address; the credential is sent "
                  "nowhere.")
            .arg(displayUrl(m_baseUrl));
    if (!url.isValid() || url.isRelative() || !isHttpScheme(url.scheme()))
        return tr("%1 is not an http or https address on the connection's origin %2; it was "
                  "not opened.")
            .arg(address.isEmpty() ? tr("(an empty address)") : address, origin);
    if (m_baseUrl.scheme().compare("https"_L1, Qt::CaseInsensitive) == 0 &&
        url.scheme().compare("http"_L1, Qt::CaseInsensitive) == 0)
        return tr("%1 is plain http, but the connection is %2; it was not contacted, because "
                  "the credential would travel unencrypted.")
            .arg(address, origin);
    return tr("%1 is not on the connection's origin %2 (scheme, host and port); it was not "
              "contacted, because the request would carry the credential.")
        .arg(address, origin);
}

QUrl ApiClient::redirectTarget(int httpStatus, const QUrl& requestUrl, const QByteArray& location)
{
    if (httpStatus < 300 || httpStatus >= 400 || location.trimmed().isEmpty())
        return {};
    return requestUrl.resolved(QUrl::fromEncoded(location.trimmed(), QUrl::TolerantMode));
}

QString ApiClient::describeRedirect(int httpStatus, const QUrl& target)
{
    return tr("The server answered HTTP %1, a redirect to %2. It was not followed, because the "
              "request carries the credential: if the server has moved, correct the base URL of "
              "the connection.")
        .arg(httpStatus)
        .arg(displayUrl(target));
}

QString ApiClient::displayUrl(const QUrl& url, qsizetype maxChars)
{
    return displaytext::singleLine(
        displaytext::elided(url.toDisplayString(QUrl::RemoveUserInfo), maxChars));
}

// ---- Building blocks

QNetworkRequest ApiClient::newRequest(const QUrl& url) const
{
    QNetworkRequest request(url);
    request.setTransferTimeout(m_requestTimeoutMs);
    // Qt would send the credential on to wherever a redirect points (another host, plain http):
    // the 3xx is the answer instead, and says where it pointed.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("mantyx-run-inspector/" MANTYX_VERSION));
    const CredentialProvider* credentials = m_credentials.data();
    if (credentials && isSameOrigin(m_baseUrl, url)) {
        // A pasted key's trailing newline is harmless once trimmed; one inside is not.
        const QByteArray authorization = credentials->authorizationHeader().trimmed();
        if (!authorization.isEmpty() && isSafeHeaderValue(authorization))
            request.setRawHeader("Authorization", authorization);
    }
    return request;
}

QString ApiClient::headerProblem(const QNetworkReply& reply) const
{
    qint64 bytes = 0;
    const QList<QNetworkReply::RawHeaderPair>& pairs = reply.rawHeaderPairs();
    for (const QNetworkReply::RawHeaderPair& pair : pairs)
        bytes += pair.first.size() + pair.second.size();
    if (bytes <= m_limits.maxHeaderBytes)
        return {};
    return tr("The server's answer has %1 bytes of headers, more than the limit of %2; it was "
              "not read.")
        .arg(bytes)
        .arg(m_limits.maxHeaderBytes);
}

QString ApiClient::headerTimeoutProblem() const
{
    return tr("The server did not complete the headers of its answer within %1 ms; the request "
              "was abandoned.")
        .arg(m_limits.headerTimeoutMs);
}

bool ApiClient::canRefreshCredential() const
{
    const CredentialProvider* credentials = m_credentials.data();
    return credentials && credentials->canRefresh();
}

void ApiClient::refreshCredential(QObject* context, std::function<void(bool)> done,
                                  quint64 sentAtEpoch)
{
    CredentialProvider* credentials = m_credentials.data();
    if (!credentials || !credentials->canRefresh()) {
        done(false);
        return;
    }
    if (sentAtEpoch < m_credentialEpoch && !m_refreshing) {
        // Sent with the credential a refresh has already replaced (requests in flight together
        // get their 401s one by one): retry with the new one, do not refresh it again.
        done(true);
        return;
    }
    m_refreshWaiters.append(Waiter{context, std::move(done)});
    if (m_refreshing)
        return;
    m_refreshing = true;
    const quint64 generation = ++m_refreshGeneration;
    // A provider that never answers must not hold every request forever.
    QTimer::singleShot(std::max(1000, m_requestTimeoutMs), this, [this, generation] {
        if (m_refreshing && m_refreshGeneration == generation)
            onRefreshDone(false, tr("The credential refresh did not finish in time."));
    });
    credentials->refresh(); // may answer synchronously
}

void ApiClient::onRefreshDone(bool ok, const QString& reason)
{
    if (!m_refreshing)
        return; // the provider refreshed on its own (e.g. before expiry): nobody waits
    m_refreshing = false;
    const QList<Waiter> waiters = std::exchange(m_refreshWaiters, {});
    if (ok) {
        ++m_credentialEpoch;
        emit credentialRefreshed();
    } else
        emit credentialRefreshFailed(reason);
    for (const Waiter& waiter : waiters) {
        if (waiter.context)
            waiter.done(ok);
    }
}

} // namespace mantyx
