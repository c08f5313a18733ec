// SPDX-License-Identifier: MIT
// PreferencesDialog: Edit → Preferences… — where runs are recorded as capture files and on which
// connections (the built-in sandbox and each profile) they are, bound to CaptureLibrary; and the
// language the app speaks from its next start.
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;
class QSettings;

namespace mantyx {

class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    // The list item's data: the connection key ("sandbox", a profile's id).
    static constexpr int ConnectionKeyRole = Qt::UserRole + 1;

    // `settings` is not owned and must outlive the dialog.
    explicit PreferencesDialog(QSettings& settings, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    QLineEdit* folderEdit() const { return m_folder; }
    QListWidget* connectionList() const { return m_connections; }
    // "System default", "English", then each translation by its own name; the item's data is
    // the language code (empty for the system's).
    QComboBox* languageCombo() const { return m_language; }
    // Writes the choices to the settings (OK does it).
    void apply();

private:
    void onBrowse();

    QSettings& m_settings;
    QLineEdit* m_folder = nullptr;
    QListWidget* m_connections = nullptr;
    QComboBox* m_language = nullptr;
};

} // namespace mantyx
