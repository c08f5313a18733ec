// SPDX-License-Identifier: MIT
// ConnectionProfileDialog: add, edit and remove the connections to real MANTYX servers (name,
// base URL, workspace, API key). Profiles go to QSettings; the API key goes only to the
// SecretStore, and the dialog says plainly when that store is a plain-text file or failed.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include "client/connectionprofile.h"

QT_BEGIN_NAMESPACE
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSettings;
QT_END_NAMESPACE

namespace mantyx {

class SecretStore;

class ConnectionProfileDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionProfileDialog)

public:
    ConnectionProfileDialog(QSettings& settings, SecretStore* secrets, QWidget* parent = nullptr);
    ~ConnectionProfileDialog() override;

    // The saved profiles, sorted by name.
    QList<ConnectionProfile> profiles() const { return m_profiles; }
    // The profile shown in the form; empty while it is a new, unsaved one.
    QString currentProfileId() const;
    bool selectProfile(const QString& id);

    // Starts a new, unsaved profile in the form.
    void addProfile();
    // Saves the form (settings, and the API key when one was typed). False, with the problems
    // shown, when the profile is not usable.
    bool saveCurrent();
    // Forgets the form's changes (a new profile disappears).
    void revertCurrent();
    // Removes a saved profile and its secrets, without asking.
    bool removeProfile(const QString& id);

    // The form differs from what is saved.
    bool isDirty() const;
    // What keeps the form's profile from being saved, and the warnings about it (plain http).
    QStringList problems() const;
    QString insecureUrlWarning() const;

    // True for an http:// URL whose host is not this machine: an API key would travel in clear.
    static bool isInsecureUrl(const QUrl& url);

public slots:
    void reject() override;

signals:
    void profilesChanged();
    void profileSaved(const QString& id);
    void profileRemoved(const QString& id);
    // A SecretStore operation for the form's profile ended; `message` is what the dialog shows.
    void secretStatusChanged(const QString& profileId, const QString& message, bool isWarning);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void reloadProfiles(const QString& selectId);
    void showProfile(int row);
    ConnectionProfile formProfile() const;
    void updateState();
    void loadSecretStatus(const QString& id);
    void setSecretStatus(const QString& message, bool isWarning);
    void onRemoveClicked();

    QSettings& m_settings;
    SecretStore* m_secrets = nullptr;
    QList<ConnectionProfile> m_profiles;
    ConnectionProfile m_editing; // what the form started from
    bool m_isNew = false;
    bool m_loadingForm = false;

    QListWidget* m_list = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_baseUrlLabel = nullptr;
    QLineEdit* m_baseUrlEdit = nullptr;
    QLabel* m_workspaceLabel = nullptr;
    QLineEdit* m_workspaceEdit = nullptr;
    QLabel* m_apiKeyLabel = nullptr;
    QLineEdit* m_apiKeyEdit = nullptr;
    QLabel* m_oauthLabel = nullptr;
    QLabel* m_problemsLabel = nullptr;
    QLabel* m_insecureLabel = nullptr;
    QLabel* m_secretLabel = nullptr;
    QLabel* m_emptyLabel = nullptr;
    QPushButton* m_saveButton = nullptr;
    QPushButton* m_revertButton = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_secretMessage;
    bool m_secretWarning = false;
    bool m_secretKnown = false;  // a key is stored for the form's profile
    quint64 m_secretRequest = 0; // only the latest store/load request may set the status
};

} // namespace mantyx
