// SPDX-License-Identifier: MIT
// ConnectionProfile: where and how to reach one MANTYX workspace (server, slug, credential kind,
// OAuth endpoints), kept in QSettings without any secret — secrets live only in the SecretStore.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

QT_BEGIN_NAMESPACE
class QSettings;
QT_END_NAMESPACE

namespace mantyx {

// A plain value: copy it, compare it, edit it in a form. It deliberately has no field for an
// API key, a client secret or a token, so saving a profile cannot write one to disk; the
// SecretStore keys those by id(), which stays the same when the profile is renamed.
class ConnectionProfile final
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfile)

public:
    enum class CredentialKind : quint8
    {
        ApiKey, // a workspace API key, `Authorization: Bearer mantyx_…`
        OAuth,  // Authorization Code + PKCE sign-in in the system browser
    };

    ConnectionProfile() = default;
    // A new profile with a fresh id.
    static ConnectionProfile create(const QString& name, const QUrl& baseUrl,
                                    CredentialKind kind = CredentialKind::ApiKey);

    // The real server's browser page is not documented (http-surface.md), hence configurable.
    static QString defaultAuthorizationPath(); // "/api/oauth/authorize"
    static QString defaultTokenPath();         // "/api/oauth/token"

    QString id() const { return m_id; }
    void setId(const QString& id) { m_id = id; }
    QString name() const { return m_name; }
    void setName(const QString& name) { m_name = name; }
    QUrl baseUrl() const { return m_baseUrl; }
    void setBaseUrl(const QUrl& baseUrl) { m_baseUrl = baseUrl; }
    // Empty until known: an OAuth sign-in learns it from /api/oauth/userinfo.
    QString workspaceSlug() const { return m_workspaceSlug; }
    void setWorkspaceSlug(const QString& slug) { m_workspaceSlug = slug; }
    CredentialKind credentialKind() const { return m_credentialKind; }
    void setCredentialKind(CredentialKind kind) { m_credentialKind = kind; }
    QString oauthClientId() const { return m_oauthClientId; }
    void setOAuthClientId(const QString& clientId) { m_oauthClientId = clientId; }
    // A path under baseUrl() ("/api/oauth/authorize") or an absolute http(s) URL.
    QString authorizationPath() const { return m_authorizationPath; }
    void setAuthorizationPath(const QString& path) { m_authorizationPath = path; }
    QString tokenPath() const { return m_tokenPath; }
    void setTokenPath(const QString& path) { m_tokenPath = path; }

    // Resolved endpoints; invalid when baseUrl() is.
    QUrl authorizationUrl() const;
    QUrl tokenUrl() const;
    QUrl revokeUrl() const;   // {base}/api/oauth/revoke
    QUrl userinfoUrl() const; // {base}/api/oauth/userinfo
    // {base}/api/v1/workspaces/{slug}/ — invalid while the slug is unknown.
    QUrl workspaceApiUrl() const;

    // What keeps this profile from being used, one translated sentence each; empty when usable.
    QStringList validate() const;

    // QSettings layout: group "connectionProfiles/<id>", one key per field. save() refuses a
    // profile without a usable id (it would collide or nest groups).
    bool save(QSettings& settings) const;
    static std::optional<ConnectionProfile> load(QSettings& settings, const QString& id);
    static QList<ConnectionProfile> loadAll(QSettings& settings); // sorted by name
    static void remove(QSettings& settings, const QString& id);
    static bool isValidId(const QString& id);

    friend bool operator==(const ConnectionProfile&, const ConnectionProfile&) = default;

private:
    QUrl resolve(const QString& pathOrUrl) const;

    QString m_id;
    QString m_name;
    QUrl m_baseUrl;
    QString m_workspaceSlug;
    CredentialKind m_credentialKind = CredentialKind::ApiKey;
    QString m_oauthClientId;
    QString m_authorizationPath = defaultAuthorizationPath();
    QString m_tokenPath = defaultTokenPath();
};

} // namespace mantyx
