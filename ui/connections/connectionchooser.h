// SPDX-License-Identifier: MIT
// ConnectionChooser: the compact "which server" control of the main window — the built-in
// sandbox (the default, no account needed) or a saved connection profile — with a Manage…
// button for the profiles; remembers the choice in the settings it is given.
#pragma once

#include <QPointer>
#include <QString>
#include <QWidget>

#include "client/connectionprofile.h"

class QComboBox;
class QPushButton;
class QSettings;

namespace mantyx {

class ConnectionProfileDialog;
class ConnectionService;

// What the main window needs to build an ApiClient: the sandbox (it starts one), or a profile
// (its credential is in the SecretStore under profile.id(); ConnectionService reads it).
struct ConnectionChoice
{
    bool isSandbox = true;
    ConnectionProfile profile; // when !isSandbox

    friend bool operator==(const ConnectionChoice&, const ConnectionChoice&) = default;
};

class ConnectionChooser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionChooser)

public:
    // Settings key of the remembered choice: a profile id, or empty for the sandbox.
    static QString currentChoiceKey(); // "connectionChooser/current"

    // `settings` holds the profiles (ConnectionProfile's layout) and the remembered choice;
    // `connection` is handed to the Manage… dialog. Both must outlive the chooser.
    ConnectionChooser(QSettings& settings, ConnectionService& connection,
                      QWidget* parent = nullptr);
    ~ConnectionChooser() override;

    ConnectionChoice currentChoice() const { return m_choice; }
    bool isSandbox() const { return m_choice.isSandbox; }

    // Re-reads the profiles; keeps the choice while its profile exists (falls back to the
    // sandbox otherwise) and emits connectionChosen when what it means changed.
    void reload();
    bool selectProfile(const QString& id);
    void selectSandbox();

    // Opens the profile dialog (window-modal, not blocking) and returns it; it deletes itself
    // when closed, and the chooser reloads whenever a profile is saved or removed. A removed
    // profile's local handler set (LocalHandlerSet, with its credentials) is removed as well.
    ConnectionProfileDialog* openManager();

signals:
    // The connection to use changed (by the user, or because its profile was edited/removed).
    // A profile that would send its credential over plain http to another computer is only
    // chosen once the user agreed (asked here, remembered with the profile).
    void connectionChosen(const mantyx::ConnectionChoice& choice);
    // The user would not send the profile's credential over plain http; the choice went back.
    void plainHttpDeclined(const QString& profileId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillCombo(const QString& selectId);
    void onIndexChanged(int index);
    void apply(const ConnectionChoice& choice);

    QSettings& m_settings;
    ConnectionService& m_connection;
    QComboBox* m_combo = nullptr;
    QPushButton* m_manageButton = nullptr;
    QPointer<ConnectionProfileDialog> m_dialog;
    QList<ConnectionProfile> m_profiles;
    ConnectionChoice m_choice;
    bool m_filling = false;
};

} // namespace mantyx
