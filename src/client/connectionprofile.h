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

class QSettings;

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

    // The form fields validate() speaks about, so a form can show each message beside its field.
    enum class Field : quint8
    {
        Name,
        BaseUrl,
        WorkspaceSlug,
        OAuthClientId,
        AuthorizationPath,
        TokenPath,
    };
    struct Problem
    {
        Field field = Field::Name;
        QString message; // one translated sentence
        friend bool operator==(const Problem&, const Problem&) = default;
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
    // The OAuth scopes every access token of this connection is narrowed to: asked for with
    // each refresh (RFC 6749 §6) while the sign-in itself keeps its whole grant. Empty: the
    // whole grant. Stored without blanks or duplicates, in the order given.
    QStringList oauthRequestedScopes() const { return m_oauthRequestedScopes; }
    void setOAuthRequestedScopes(const QStringList& scopes);

    // Resolved endpoints; invalid when baseUrl() is.
    QUrl authorizationUrl() const;
    QUrl tokenUrl() const;
    QUrl revokeUrl() const;   // {base}/api/oauth/revoke
    QUrl userinfoUrl() const; // {base}/api/oauth/userinfo
    // {base}/api/v1/workspaces/{slug}/ — invalid while the slug is unknown.
    QUrl workspaceApiUrl() const;

    // What keeps this profile from being used, one translated sentence each; empty when usable.
    QStringList validate() const;
    // The same, each with the field it is about (in form order).
    QList<Problem> problems() const;
    // The workspace slug's syntax, for a value that comes from elsewhere (a server's hint).
    static bool isValidWorkspaceSlug(const QString& slug);

    // ---- Plain http. A credential sent over http:// to anything but this computer (127.0.0.0/8,
    // ::1, localhost) crosses the network readable by everyone in between, so it is only sent
    // after the user agreed once for exactly these addresses; the consent is kept with the
    // profile (it is not a secret) and lapses when an address changes.
    static bool isPlainHttpToRemote(const QUrl& url);
    // Where this profile would send a credential in clear: the base URL, and for OAuth the
    // token endpoint (it receives the client secret). Empty for https or loopback.
    QList<QUrl> plainHttpUrls() const;
    bool needsPlainHttpConsent() const;
    void grantPlainHttpConsent();
    // The addresses consented to ("" when none), as stored.
    QString plainHttpConsent() const { return m_plainHttpConsent; }
    void setPlainHttpConsent(const QString& consent) { m_plainHttpConsent = consent; }
    // Writes just the consent of a saved profile (leaves every other field as saved); false
    // when no profile with that id is saved.
    static bool savePlainHttpConsent(QSettings& settings, const ConnectionProfile& profile);

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
    QString plainHttpFingerprint() const;

    QString m_id;
    QString m_name;
    QUrl m_baseUrl;
    QString m_workspaceSlug;
    CredentialKind m_credentialKind = CredentialKind::ApiKey;
    QString m_oauthClientId;
    QString m_authorizationPath = defaultAuthorizationPath();
    QString m_tokenPath = defaultTokenPath();
    QStringList m_oauthRequestedScopes;
    QString m_plainHttpConsent;
};

} // namespace mantyx
