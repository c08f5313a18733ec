// SPDX-License-Identifier: MIT
// ConnectionProfileDialog: add, edit, test and remove the connections to real MANTYX servers —
// name, server, workspace, and an API key or an OAuth sign-in in the system browser. Profiles go
// to QSettings; API keys, client secrets and refresh tokens only to the SecretStore.
#pragma once

#include <functional>

#include <QDialog>
#include <QList>
#include <QPointer>
#include <QString>

#include "client/connectionprofile.h"
#include "client/connectiontester.h"
#include "secrets/secretstore.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSettings;

namespace mantyx {

class ApiKeyCredential;
class ConnectionService;
class CredentialProvider;
class OAuthCredential;
class OAuthFlow;

class ConnectionProfileDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionProfileDialog)

public:
    // Profiles are saved to `settings`; their secrets go to the connection's SecretStore, and
    // tests and sign-ins use its network. Neither is owned; both must outlive the dialog.
    ConnectionProfileDialog(QSettings& settings, ConnectionService& connection,
                            QWidget* parent = nullptr);
    ~ConnectionProfileDialog() override;

    // The saved profiles, sorted by name.
    QList<ConnectionProfile> profiles() const { return m_profiles; }
    // The profile shown in the form; empty while it is a new, unsaved one (or the sandbox).
    QString currentProfileId() const;
    // The built-in sandbox is shown (read-only; only Test works): the list's first row when the
    // ConnectionService knows one. selectProfile(ConnectionService::sandboxKey()) selects it.
    bool isShowingSandbox() const { return m_showingSandbox; }
    bool selectProfile(const QString& id);
    // The form as a profile (what Save would write, without secrets).
    ConnectionProfile formProfile() const;

    // Starts a new, unsaved profile in the form.
    void addProfile();
    // Saves the form (settings; the typed API key or client secret to the SecretStore). False,
    // with the problems shown beside their fields, when the profile is not usable.
    bool saveCurrent();
    // Forgets the form's changes (a new profile disappears, with any sign-in it made).
    void revertCurrent();
    // Removes a saved profile and its secrets, without asking.
    bool removeProfile(const QString& id);

    // Test connection: GET models with the form's server, workspace and credential (the typed
    // key, or the stored one; the sign-in for OAuth). Asks first when the credential would go
    // over plain http to another computer. The outcome shows under the button.
    void testConnection();
    bool isTesting() const;
    ConnectionTestOutcome lastTestOutcome() const { return m_lastOutcome; }
    // OAuth: opens the server's sign-in page in the system browser (QDesktopServices) and
    // waits for it; signedIn()/signInFailed() tell how it ended.
    void signIn();
    bool isSigningIn() const;
    // OAuth: revokes the sign-in on the server and forgets its tokens here.
    void signOut();

    // The form differs from what is saved.
    bool isDirty() const;
    // What keeps the form's profile from being saved, and the warnings about it (plain http).
    QStringList problems() const;
    QString insecureUrlWarning() const;

    // True for an http:// URL whose host is not this machine: a credential would travel in clear.
    static bool isInsecureUrl(const QUrl& url);
    // Asks whether to send `profile`'s credential over plain http (the addresses named); true
    // when the user agreed. Used before testing, signing in and connecting.
    static bool confirmPlainHttp(QWidget* parent, const ConnectionProfile& profile);

public slots:
    void accept() override;
    void reject() override;

signals:
    void profilesChanged();
    void profileSaved(const QString& id);
    void profileRemoved(const QString& id);
    // A SecretStore operation for the form's profile ended; `message` is what the dialog shows.
    void secretStatusChanged(const QString& profileId, const QString& message, bool isWarning);
    void connectionTested(const mantyx::ConnectionTestOutcome& outcome);
    void signedIn(const QString& account);
    void signInFailed(const QString& message);
    void signedOut(bool revokedOnServer);

protected:
    void changeEvent(QEvent* event) override;
    // Never wider or taller than the screen: OK, Save and Close stay reachable.
    void showEvent(QShowEvent* event) override;

private:
    struct FieldRow
    {
        QLabel* label = nullptr;
        QLineEdit* edit = nullptr;
        QLabel* message = nullptr; // the field's problem, right under it
        QWidget* cell = nullptr;
    };

    FieldRow makeField(const QString& name);
    void retranslateUi();
    // The "plain-text file for secrets" check box: asks before allowing, then stores the choice
    // in the settings (SecretStore::plaintextFallbackSettingsKey()) and in the store.
    void onPlaintextToggled(bool allow);
    void reloadProfiles(const QString& selectId);
    void showProfile(int row);
    void showSandbox();
    // The list's row of profile `index` (the sandbox's row comes first when listed).
    int rowOfProfile(int index) const { return index + (m_sandboxListed ? 1 : 0); }
    // OAuth: no client secret typed and none stored (a new profile has none).
    bool isClientSecretMissing() const;
    void updateState();
    void updateFieldMessages(const QList<ConnectionProfile::Problem>& problems, bool show);
    void loadSecretStatus(const QString& id);
    void setSecretStatus(const QString& message, bool isWarning);
    void setAccountStatus(const QString& message, bool isWarning);
    void onRemoveClicked();
    void onCredentialKindChanged();
    void onFormEdited(bool affectsConnection);
    void onTestFinished(const ConnectionTestOutcome& outcome);
    void onSignedIn();
    void onSignInFailed(const QString& message);
    void showOutcome(const ConnectionTestOutcome& outcome);
    void clearOutcome();
    void applySuggestedWorkspace();
    // The form's profile, with the user's consent to plain http asked for when needed; false
    // when the user declined (the form then says so).
    bool ensurePlainHttpConsent(ConnectionProfile* profile);
    // Hands `done` the credential for the form's profile, loading secrets as needed; it gets
    // null when the dialog moved on meanwhile.
    void withCredential(const ConnectionProfile& profile,
                        const std::function<void(CredentialProvider*)>& done);
    void withClientSecret(const QString& id, const std::function<void(QString)>& done);
    OAuthCredential* makeOAuthCredential(const ConnectionProfile& profile,
                                         const QString& clientSecret);
    void dropOAuthCredential();
    void forgetSecrets(const QString& id, const QList<SecretStore::Kind>& kinds);
    // What the status line says after a store or load of `kind`.
    QString describeStored(SecretStore::Kind kind, const SecretStore::Result& result,
                           bool justSaved) const;

    QSettings& m_settings;
    ConnectionService& m_connection;
    SecretStore* m_secrets = nullptr; // the connection's
    QList<ConnectionProfile> m_profiles;
    ConnectionProfile m_editing; // what the form started from
    bool m_isNew = false;
    bool m_loadingForm = false;
    bool m_newProfileSignedIn = false; // a sign-in to forget when the new profile is dropped
    bool m_sandboxListed = false;      // the list's first row is the built-in sandbox
    bool m_showingSandbox = false;     // and it is in the form
    QString m_signInUrl;               // the sign-in page, when no browser could open it

    ConnectionTester* m_tester = nullptr;
    ConnectionTestOutcome m_lastOutcome;
    bool m_hasOutcome = false;
    bool m_testPending = false; // secrets are loading for a test
    QString m_suggestedSlug;
    OAuthFlow* m_flow = nullptr;
    ConnectionProfile m_flowProfile; // what the running sign-in is for
    QString m_flowSecret;
    QPointer<OAuthCredential> m_oauth; // the form profile's sign-in, live in memory
    QString m_oauthProfileId;
    ApiKeyCredential* m_apiKeyCredential = nullptr; // the key of the latest test
    quint64 m_formGeneration = 0;                   // async answers about an older form are dropped
    quint64 m_secretRequest = 0;  // only the latest store/load request may set the status
    quint64 m_accountRequest = 0; // the same for the sign-in line

    QListWidget* m_list = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QFormLayout* m_form = nullptr;
    FieldRow m_name;
    FieldRow m_baseUrl;
    FieldRow m_workspace;
    QLabel* m_kindLabel = nullptr;
    QComboBox* m_kindCombo = nullptr;
    FieldRow m_apiKey;
    FieldRow m_clientId;
    FieldRow m_clientSecret;
    FieldRow m_authorizationPath;
    FieldRow m_tokenPath;
    QLabel* m_signInLabel = nullptr;
    QWidget* m_signInRow = nullptr;
    QPushButton* m_signInButton = nullptr;
    QPushButton* m_signOutButton = nullptr;
    QLabel* m_accountLabel = nullptr;
    QWidget* m_signInUrlRow = nullptr;
    QLineEdit* m_signInUrlEdit = nullptr;
    QPushButton* m_copyUrlButton = nullptr;
    QLabel* m_insecureLabel = nullptr;
    QLabel* m_secretLabel = nullptr;
    QLabel* m_emptyLabel = nullptr;
    QPushButton* m_testButton = nullptr;
    QLabel* m_outcomeIcon = nullptr;
    QLabel* m_outcomeLabel = nullptr;
    QPushButton* m_fixButton = nullptr;
    QWidget* m_outcomeRow = nullptr;
    QPushButton* m_saveButton = nullptr;
    QCheckBox* m_plaintextCheck = nullptr;
    QPushButton* m_revertButton = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_secretMessage;
    bool m_secretWarning = false;
    bool m_secretKnown = false;  // an API key (or a client secret, for OAuth) is stored
    bool m_secretLoaded = false; // whether one is stored is known
    bool m_signInKnown = false;  // a refresh token is stored
    QString m_account;           // who signed in during this session
    QString m_accountMessage;    // what the account line says otherwise
    bool m_accountWarning = false;
};

} // namespace mantyx
