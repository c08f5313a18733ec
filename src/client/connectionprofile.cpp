// SPDX-License-Identifier: MIT
// ConnectionProfile: endpoint resolution, validation and the secret-free QSettings layout.
#include "client/connectionprofile.h"

#include <algorithm>

#include <QHostAddress>
#include <QRegularExpression>
#include <QSettings>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto kGroup = "connectionProfiles"_L1;
constexpr auto kName = "name"_L1;
constexpr auto kBaseUrl = "baseUrl"_L1;
constexpr auto kWorkspaceSlug = "workspaceSlug"_L1;
constexpr auto kCredentialKind = "credentialKind"_L1;
constexpr auto kOAuthClientId = "oauthClientId"_L1;
constexpr auto kAuthorizationPath = "authorizationPath"_L1;
constexpr auto kTokenPath = "tokenPath"_L1;
constexpr auto kPlainHttpConsent = "plainHttpConsent"_L1;
constexpr auto kOAuthRequestedScopes = "oauthRequestedScopes"_L1;
constexpr auto kKindApiKey = "apiKey"_L1;
constexpr auto kKindOAuth = "oauth"_L1;

QString groupFor(const QString& id)
{
    return kGroup + u'/' + id;
}

bool isHttpUrl(const QUrl& url)
{
    return url.isValid() && !url.host().isEmpty() &&
           (url.scheme() == "http"_L1 || url.scheme() == "https"_L1);
}

} // namespace

ConnectionProfile ConnectionProfile::create(const QString& name, const QUrl& baseUrl,
                                            CredentialKind kind)
{
    ConnectionProfile profile;
    profile.m_id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    profile.m_name = name;
    profile.m_baseUrl = baseUrl;
    profile.m_credentialKind = kind;
    return profile;
}

QString ConnectionProfile::defaultAuthorizationPath()
{
    return u"/api/oauth/authorize"_s;
}

QString ConnectionProfile::defaultTokenPath()
{
    return u"/api/oauth/token"_s;
}

void ConnectionProfile::setOAuthRequestedScopes(const QStringList& scopes)
{
    // One scope per entry, whatever the caller split on (a scope never contains a space).
    QStringList list = scopes.join(u' ').simplified().split(u' ', Qt::SkipEmptyParts);
    list.removeDuplicates();
    m_oauthRequestedScopes = list;
}

QUrl ConnectionProfile::resolve(const QString& pathOrUrl) const
{
    const QUrl given(pathOrUrl, QUrl::StrictMode);
    if (!given.isRelative())
        return isHttpUrl(given) ? given : QUrl();
    if (!isHttpUrl(m_baseUrl) || pathOrUrl.isEmpty())
        return {};
    // The base may carry a path prefix (a reverse proxy's "/mantyx"); keep it.
    QUrl url = m_baseUrl;
    QString prefix = url.path();
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    const QString path = pathOrUrl.startsWith(u'/') ? pathOrUrl : u'/' + pathOrUrl;
    url.setPath(prefix + path);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QUrl ConnectionProfile::authorizationUrl() const
{
    return resolve(m_authorizationPath);
}

QUrl ConnectionProfile::tokenUrl() const
{
    return resolve(m_tokenPath);
}

QUrl ConnectionProfile::revokeUrl() const
{
    return resolve(u"/api/oauth/revoke"_s);
}

QUrl ConnectionProfile::userinfoUrl() const
{
    return resolve(u"/api/oauth/userinfo"_s);
}

QUrl ConnectionProfile::workspaceApiUrl() const
{
    if (m_workspaceSlug.isEmpty())
        return {};
    return resolve(u"/api/v1/workspaces/"_s +
                   QString::fromLatin1(QUrl::toPercentEncoding(m_workspaceSlug)) + u'/');
}

bool ConnectionProfile::isValidWorkspaceSlug(const QString& slug)
{
    static const QRegularExpression slugPattern(u"^[A-Za-z0-9._-]+$"_s);
    return slugPattern.match(slug).hasMatch();
}

QList<ConnectionProfile::Problem> ConnectionProfile::problems() const
{
    QList<Problem> problems;
    if (m_name.trimmed().isEmpty())
        problems.append({Field::Name, tr("Give the connection a name.")});
    if (!isHttpUrl(m_baseUrl))
        problems.append(
            {Field::BaseUrl,
             tr("The server address must be an http:// or https:// URL with a host name.")});
    if (!m_workspaceSlug.isEmpty() && !isValidWorkspaceSlug(m_workspaceSlug))
        problems.append(
            {Field::WorkspaceSlug,
             tr("The workspace slug may contain only letters, digits, '.', '_' and '-'.")});
    if (m_credentialKind == CredentialKind::ApiKey && m_workspaceSlug.isEmpty())
        problems.append(
            {Field::WorkspaceSlug, tr("An API key connection needs the workspace slug.")});
    if (m_credentialKind == CredentialKind::OAuth) {
        if (m_oauthClientId.trimmed().isEmpty())
            problems.append(
                {Field::OAuthClientId, tr("OAuth sign-in needs the OAuth app's client id.")});
        if (isHttpUrl(m_baseUrl) && !authorizationUrl().isValid())
            problems.append({Field::AuthorizationPath,
                             tr("The authorization page must be a path (\"/api/oauth/authorize\") "
                                "or an http(s) URL.")});
        if (isHttpUrl(m_baseUrl) && !tokenUrl().isValid())
            problems.append({Field::TokenPath,
                             tr("The token endpoint must be a path (\"/api/oauth/token\") or an "
                                "http(s) URL.")});
    }
    return problems;
}

QStringList ConnectionProfile::validate() const
{
    QStringList messages;
    const QList<Problem> all = problems();
    for (const Problem& problem : all)
        messages << problem.message;
    return messages;
}

bool ConnectionProfile::isPlainHttpToRemote(const QUrl& url)
{
    if (url.scheme().compare("http"_L1, Qt::CaseInsensitive) != 0 || url.host().isEmpty())
        return false;
    const QString host = url.host().toLower();
    // RFC 6761 §6.3: localhost and its subdomains are this computer.
    if (host == "localhost"_L1 || host.endsWith(".localhost"_L1))
        return false;
    const QHostAddress address(host);
    return address.isNull() || !address.isLoopback();
}

QList<QUrl> ConnectionProfile::plainHttpUrls() const
{
    QList<QUrl> urls;
    if (isPlainHttpToRemote(m_baseUrl))
        urls.append(m_baseUrl);
    if (m_credentialKind == CredentialKind::OAuth) {
        const QUrl token = tokenUrl();
        if (isPlainHttpToRemote(token) &&
            !(isPlainHttpToRemote(m_baseUrl) &&
              token.host().compare(m_baseUrl.host(), Qt::CaseInsensitive) == 0 &&
              token.port() == m_baseUrl.port()))
            urls.append(token);
    }
    return urls;
}

QString ConnectionProfile::plainHttpFingerprint() const
{
    QStringList parts;
    const QList<QUrl> urls = plainHttpUrls();
    for (const QUrl& url : urls)
        parts << url.toString(QUrl::FullyEncoded);
    return parts.join(u' ');
}

bool ConnectionProfile::needsPlainHttpConsent() const
{
    const QString fingerprint = plainHttpFingerprint();
    return !fingerprint.isEmpty() && fingerprint != m_plainHttpConsent;
}

void ConnectionProfile::grantPlainHttpConsent()
{
    m_plainHttpConsent = plainHttpFingerprint();
}

bool ConnectionProfile::savePlainHttpConsent(QSettings& settings, const ConnectionProfile& profile)
{
    if (!isValidId(profile.id()))
        return false;
    settings.beginGroup(groupFor(profile.id()));
    const bool exists = settings.contains(kName) || settings.contains(kBaseUrl);
    if (exists)
        settings.setValue(kPlainHttpConsent, profile.m_plainHttpConsent);
    settings.endGroup();
    return exists && settings.status() == QSettings::NoError;
}

bool ConnectionProfile::isValidId(const QString& id)
{
    // Becomes a QSettings group and a keychain key: no '/', no '\\', nothing odd.
    static const QRegularExpression idPattern(u"^[A-Za-z0-9_-]{1,64}$"_s);
    return idPattern.match(id).hasMatch();
}

bool ConnectionProfile::save(QSettings& settings) const
{
    if (!isValidId(m_id))
        return false;
    settings.remove(groupFor(m_id));
    settings.beginGroup(groupFor(m_id));
    settings.setValue(kName, m_name);
    settings.setValue(kBaseUrl, m_baseUrl.toString(QUrl::FullyEncoded));
    settings.setValue(kWorkspaceSlug, m_workspaceSlug);
    settings.setValue(kCredentialKind,
                      m_credentialKind == CredentialKind::OAuth ? kKindOAuth : kKindApiKey);
    settings.setValue(kOAuthClientId, m_oauthClientId);
    settings.setValue(kAuthorizationPath, m_authorizationPath);
    settings.setValue(kTokenPath, m_tokenPath);
    if (!m_plainHttpConsent.isEmpty())
        settings.setValue(kPlainHttpConsent, m_plainHttpConsent);
    if (!m_oauthRequestedScopes.isEmpty())
        settings.setValue(kOAuthRequestedScopes, m_oauthRequestedScopes.join(u' '));
    settings.endGroup();
    return settings.status() == QSettings::NoError;
}

std::optional<ConnectionProfile> ConnectionProfile::load(QSettings& settings, const QString& id)
{
    if (!isValidId(id))
        return std::nullopt;
    settings.beginGroup(groupFor(id));
    const bool exists = settings.contains(kName) || settings.contains(kBaseUrl);
    ConnectionProfile profile;
    if (exists) {
        profile.m_id = id;
        profile.m_name = settings.value(kName).toString();
        profile.m_baseUrl =
            QUrl::fromEncoded(settings.value(kBaseUrl).toString().toUtf8(), QUrl::StrictMode);
        profile.m_workspaceSlug = settings.value(kWorkspaceSlug).toString();
        profile.m_credentialKind = settings.value(kCredentialKind).toString() == kKindOAuth
                                       ? CredentialKind::OAuth
                                       : CredentialKind::ApiKey;
        profile.m_oauthClientId = settings.value(kOAuthClientId).toString();
        profile.m_authorizationPath =
            settings.value(kAuthorizationPath, defaultAuthorizationPath()).toString();
        profile.m_tokenPath = settings.value(kTokenPath, defaultTokenPath()).toString();
        profile.m_plainHttpConsent = settings.value(kPlainHttpConsent).toString();
        profile.setOAuthRequestedScopes(
            settings.value(kOAuthRequestedScopes).toString().split(u' ', Qt::SkipEmptyParts));
    }
    settings.endGroup();
    if (!exists)
        return std::nullopt;
    return profile;
}

QList<ConnectionProfile> ConnectionProfile::loadAll(QSettings& settings)
{
    settings.beginGroup(kGroup);
    const QStringList ids = settings.childGroups();
    settings.endGroup();
    QList<ConnectionProfile> profiles;
    for (const QString& id : ids) {
        if (auto profile = load(settings, id))
            profiles.append(*profile);
    }
    std::stable_sort(profiles.begin(), profiles.end(),
                     [](const ConnectionProfile& a, const ConnectionProfile& b) {
                         return a.name().localeAwareCompare(b.name()) < 0;
                     });
    return profiles;
}

void ConnectionProfile::remove(QSettings& settings, const QString& id)
{
    if (isValidId(id))
        settings.remove(groupFor(id));
}

} // namespace mantyx
