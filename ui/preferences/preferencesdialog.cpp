// SPDX-License-Identifier: MIT
#include "preferences/preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "client/connectionprofile.h"
#include "client/connectionservice.h"
#include "i18n/translations.h"
#include "run/capturelibrary.h"

using namespace Qt::StringLiterals;

namespace mantyx {

PreferencesDialog::PreferencesDialog(QSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));
    const CaptureLibrary library(settings);

    auto* group = new QGroupBox(tr("Captures"), this);
    auto* intro = new QLabel(tr("Every run started here is recorded as it happens into a capture "
                                "file (.mxrun) that File → Open Capture… plays again. Nothing "
                                "secret is written."),
                             group);
    intro->setWordWrap(true);
    m_folder = new QLineEdit(QDir::toNativeSeparators(library.folder()), group);
    m_folder->setObjectName(u"captureFolderEdit"_s);
    m_folder->setPlaceholderText(QDir::toNativeSeparators(CaptureLibrary::defaultFolder()));
    auto* browse = new QPushButton(tr("&Browse…"), group);
    browse->setObjectName(u"captureFolderBrowse"_s);
    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::onBrowse);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto* folderLabel = new QLabel(tr("&Folder:"), group);
    folderLabel->setBuddy(m_folder);

    m_connections = new QListWidget(group);
    m_connections->setObjectName(u"captureConnectionList"_s);
    auto* connectionsLabel = new QLabel(tr("&Record runs on:"), group);
    connectionsLabel->setBuddy(m_connections);
    const auto addConnection = [this, &library](const QString& name, const QString& key) {
        auto* item = new QListWidgetItem(name, m_connections);
        item->setData(ConnectionKeyRole, key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(library.isCapturing(key) ? Qt::Checked : Qt::Unchecked);
    };
    addConnection(tr("Sandbox (built-in)"), ConnectionService::sandboxKey());
    const QList<ConnectionProfile> profiles = ConnectionProfile::loadAll(settings);
    for (const ConnectionProfile& profile : profiles)
        addConnection(profile.name(), profile.id());
    m_connections->setCurrentRow(0);

    auto* form = new QFormLayout;
    form->addRow(folderLabel, folderRow);
    form->addRow(connectionsLabel, m_connections);
    auto* groupLayout = new QVBoxLayout(group);
    groupLayout->addWidget(intro);
    groupLayout->addLayout(form);

    // The language: each name in its own language, so a reader finds theirs whatever the UI
    // speaks now. The translators are installed once, at start (main.cpp).
    auto* languageGroup = new QGroupBox(tr("Language"), this);
    m_language = new QComboBox(languageGroup);
    m_language->setObjectName(u"languageCombo"_s);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(nativeLanguageName(u"en"_s), u"en"_s);
    const QStringList languages = translatedLanguages();
    for (const QString& language : languages)
        m_language->addItem(nativeLanguageName(language), language);
    const QString chosen = languageSetting(settings);
    const int chosenIndex = m_language->findData(chosen);
    m_language->setCurrentIndex(chosenIndex >= 0 ? chosenIndex : 0);
    auto* languageLabel = new QLabel(tr("&Language:"), languageGroup);
    languageLabel->setBuddy(m_language);
    auto* languageNote =
        new QLabel(tr("A new language is used the next time the app starts."), languageGroup);
    languageNote->setObjectName(u"languageNote"_s);
    languageNote->setWordWrap(true);
    auto* languageForm = new QFormLayout(languageGroup);
    languageForm->addRow(languageLabel, m_language);
    languageForm->addRow(languageNote);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(group);
    layout->addWidget(languageGroup);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::onBrowse()
{
    const QString chosen = QFileDialog::getExistingDirectory(
        this, tr("Folder for captures"), QDir::fromNativeSeparators(m_folder->text()));
    if (!chosen.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(chosen));
}

void PreferencesDialog::apply()
{
    CaptureLibrary library(m_settings);
    library.setFolder(QDir::fromNativeSeparators(m_folder->text()));
    for (int i = 0; i < m_connections->count(); ++i) {
        const QListWidgetItem* item = m_connections->item(i);
        library.setCapturing(item->data(ConnectionKeyRole).toString(),
                             item->checkState() == Qt::Checked);
    }
    setLanguageSetting(m_settings, m_language->currentData().toString());
}

} // namespace mantyx
