// SPDX-License-Identifier: MIT
#include "connectionprofiledialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFont>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "client/secretstore.h"
#include "jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QLabel* makeNote(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setVisible(false);
    return label;
}

void setNoteColour(QLabel* label, const QPalette& palette, bool isWarning, bool isError)
{
    QPalette p = palette;
    if (isError)
        p.setColor(QPalette::WindowText,
                   JsonEditor::severityColor(JsonEditor::Severity::Error, palette));
    else if (isWarning)
        p.setColor(QPalette::WindowText,
                   JsonEditor::severityColor(JsonEditor::Severity::Warning, palette));
    label->setPalette(p);
}

} // namespace

ConnectionProfileDialog::ConnectionProfileDialog(QSettings& settings, SecretStore* secrets,
                                                 QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_secrets(secrets)
{
    setObjectName(u"connectionProfileDialog"_s);

    m_list = new QListWidget(this);
    m_list->setObjectName(u"profileList"_s);
    m_list->setMinimumWidth(180);
    m_addButton = new QPushButton(this);
    m_addButton->setObjectName(u"addProfileButton"_s);
    m_addButton->setAutoDefault(false);
    m_removeButton = new QPushButton(this);
    m_removeButton->setObjectName(u"removeProfileButton"_s);
    m_removeButton->setAutoDefault(false);

    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    m_baseUrlEdit = new QLineEdit(this);
    m_baseUrlEdit->setObjectName(u"baseUrlEdit"_s);
    m_baseUrlEdit->setPlaceholderText(u"https://mantyx.example.com"_s);
    m_workspaceEdit = new QLineEdit(this);
    m_workspaceEdit->setObjectName(u"workspaceEdit"_s);
    m_apiKeyEdit = new QLineEdit(this);
    m_apiKeyEdit->setObjectName(u"apiKeyEdit"_s);
    m_apiKeyEdit->setEchoMode(QLineEdit::Password);
    m_apiKeyEdit->setClearButtonEnabled(true);
    m_apiKeyEdit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData |
                                      Qt::ImhNoPredictiveText);

    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_nameEdit);
    m_baseUrlLabel = new QLabel(this);
    m_baseUrlLabel->setBuddy(m_baseUrlEdit);
    m_workspaceLabel = new QLabel(this);
    m_workspaceLabel->setBuddy(m_workspaceEdit);
    m_apiKeyLabel = new QLabel(this);
    m_apiKeyLabel->setBuddy(m_apiKeyEdit);

    m_oauthLabel = makeNote(this, u"oauthNoteLabel"_s);
    m_problemsLabel = makeNote(this, u"problemsLabel"_s);
    m_insecureLabel = makeNote(this, u"insecureUrlLabel"_s);
    m_secretLabel = makeNote(this, u"secretStatusLabel"_s);
    m_emptyLabel = makeNote(this, u"emptyLabel"_s);

    m_saveButton = new QPushButton(this);
    m_saveButton->setObjectName(u"saveProfileButton"_s);
    m_saveButton->setAutoDefault(false);
    m_revertButton = new QPushButton(this);
    m_revertButton->setObjectName(u"revertProfileButton"_s);
    m_revertButton->setAutoDefault(false);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buttons->setObjectName(u"buttonBox"_s);
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(u"closeButton"_s);

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_addButton);
    listButtons->addWidget(m_removeButton);
    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_nameLabel, m_nameEdit);
    form->addRow(m_baseUrlLabel, m_baseUrlEdit);
    form->addRow(m_workspaceLabel, m_workspaceEdit);
    form->addRow(m_apiKeyLabel, m_apiKeyEdit);
    auto* formButtons = new QHBoxLayout;
    formButtons->addStretch(1);
    formButtons->addWidget(m_revertButton);
    formButtons->addWidget(m_saveButton);
    auto* right = new QVBoxLayout;
    right->addWidget(m_emptyLabel);
    right->addLayout(form);
    right->addWidget(m_oauthLabel);
    right->addWidget(m_secretLabel);
    right->addWidget(m_insecureLabel);
    right->addWidget(m_problemsLabel);
    right->addStretch(1);
    right->addLayout(formButtons);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_loadingForm)
            showProfile(row);
    });
    connect(m_addButton, &QPushButton::clicked, this, &ConnectionProfileDialog::addProfile);
    connect(m_removeButton, &QPushButton::clicked, this, &ConnectionProfileDialog::onRemoveClicked);
    connect(m_saveButton, &QPushButton::clicked, this, [this] { saveCurrent(); });
    connect(m_revertButton, &QPushButton::clicked, this, &ConnectionProfileDialog::revertCurrent);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectionProfileDialog::reject);
    for (QLineEdit* edit : {m_nameEdit, m_baseUrlEdit, m_workspaceEdit, m_apiKeyEdit}) {
        connect(edit, &QLineEdit::textChanged, this, [this] {
            if (!m_loadingForm)
                updateState();
        });
    }

    retranslateUi();
    reloadProfiles(QString());
    resize(720, 400);
}

ConnectionProfileDialog::~ConnectionProfileDialog() = default;

void ConnectionProfileDialog::retranslateUi()
{
    setWindowTitle(tr("Connections"));
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add a connection to a MANTYX server"));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove the connection and its stored API key"));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("e.g. Production"));
    m_baseUrlLabel->setText(tr("&Server:"));
    m_baseUrlEdit->setToolTip(tr("The server's base URL; routes are under "
                                 "/api/v1/workspaces/<workspace>/"));
    m_workspaceLabel->setText(tr("&Workspace:"));
    m_workspaceEdit->setPlaceholderText(tr("workspace slug, e.g. acme"));
    m_apiKeyLabel->setText(tr("API &key:"));
    m_apiKeyEdit->setToolTip(tr("Kept in the system keychain, never in the settings file"));
    m_emptyLabel->setText(tr("No connections yet. Add one to send runs to a real MANTYX server; "
                             "the built-in sandbox needs none."));
    m_saveButton->setText(tr("&Save"));
    m_revertButton->setText(tr("&Revert"));
    for (int row = 0; row < m_list->count() && row < m_profiles.size(); ++row)
        m_list->item(row)->setText(m_profiles.at(row).name());
    if (m_isNew && m_list->count() > m_profiles.size())
        m_list->item(m_list->count() - 1)->setText(tr("New connection"));
    if (m_secretKnown || !m_secretMessage.isEmpty())
        loadSecretStatus(currentProfileId()); // the message again, in the new language
    updateState();
}

void ConnectionProfileDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

bool ConnectionProfileDialog::isInsecureUrl(const QUrl& url)
{
    if (url.scheme().compare(u"http"_s, Qt::CaseInsensitive) != 0)
        return false;
    const QString host = url.host().toLower();
    if (host == u"localhost"_s || host.endsWith(u".localhost"_s))
        return false;
    const QHostAddress address(host);
    return address.isNull() || !address.isLoopback();
}

QString ConnectionProfileDialog::currentProfileId() const
{
    return m_isNew ? QString() : m_editing.id();
}

ConnectionProfile ConnectionProfileDialog::formProfile() const
{
    ConnectionProfile profile = m_editing;
    profile.setName(m_nameEdit->text().trimmed());
    const QString url = m_baseUrlEdit->text().trimmed();
    profile.setBaseUrl(url.isEmpty() ? QUrl() : QUrl(url));
    profile.setWorkspaceSlug(m_workspaceEdit->text().trimmed());
    return profile;
}

bool ConnectionProfileDialog::isDirty() const
{
    if (m_isNew)
        return true;
    if (m_editing.id().isEmpty())
        return false; // nothing shown
    return formProfile() != m_editing || !m_apiKeyEdit->text().isEmpty();
}

QStringList ConnectionProfileDialog::problems() const
{
    if (!m_isNew && m_editing.id().isEmpty())
        return {};
    return formProfile().validate();
}

QString ConnectionProfileDialog::insecureUrlWarning() const
{
    if (!isInsecureUrl(formProfile().baseUrl()))
        return {};
    return tr("This server address is plain http:// and not on this computer: the API key and "
              "every run would cross the network unencrypted. Use https:// unless you trust "
              "every network in between.");
}

void ConnectionProfileDialog::reloadProfiles(const QString& selectId)
{
    m_profiles = ConnectionProfile::loadAll(m_settings);
    m_loadingForm = true;
    m_list->clear();
    int select = m_profiles.isEmpty() ? -1 : 0;
    for (int row = 0; row < m_profiles.size(); ++row) {
        const ConnectionProfile& profile = m_profiles.at(row);
        auto* item = new QListWidgetItem(profile.name(), m_list);
        item->setToolTip(profile.baseUrl().toDisplayString());
        item->setData(Qt::UserRole, profile.id());
        if (profile.id() == selectId)
            select = row;
    }
    m_isNew = false;
    m_list->setCurrentRow(select);
    m_loadingForm = false;
    showProfile(select);
}

void ConnectionProfileDialog::showProfile(int row)
{
    if (m_isNew && row == m_list->count() - 1)
        return; // the new profile is already in the form
    m_isNew = false;
    m_editing = row >= 0 && row < m_profiles.size() ? m_profiles.at(row) : ConnectionProfile();
    m_loadingForm = true;
    m_nameEdit->setText(m_editing.name());
    m_baseUrlEdit->setText(m_editing.baseUrl().toString());
    m_workspaceEdit->setText(m_editing.workspaceSlug());
    m_apiKeyEdit->clear();
    m_loadingForm = false;
    m_secretKnown = false;
    m_secretMessage.clear();
    ++m_secretRequest;
    loadSecretStatus(m_editing.id());
    updateState();
}

bool ConnectionProfileDialog::selectProfile(const QString& id)
{
    if (isDirty())
        return false;
    for (int row = 0; row < m_profiles.size(); ++row) {
        if (m_profiles.at(row).id() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void ConnectionProfileDialog::addProfile()
{
    if (isDirty())
        return;
    m_isNew = true;
    m_editing = ConnectionProfile::create(QString(), QUrl());
    m_loadingForm = true;
    auto* item = new QListWidgetItem(tr("New connection"), m_list);
    QFont italic = item->font();
    italic.setItalic(true);
    item->setFont(italic);
    m_list->setCurrentItem(item);
    m_nameEdit->clear();
    m_baseUrlEdit->clear();
    m_workspaceEdit->clear();
    m_apiKeyEdit->clear();
    m_loadingForm = false;
    m_secretKnown = false;
    m_secretMessage.clear();
    ++m_secretRequest;
    setSecretStatus(QString(), false);
    updateState();
    m_nameEdit->setFocus(Qt::OtherFocusReason);
}

void ConnectionProfileDialog::updateState()
{
    const bool hasForm = m_isNew || !m_editing.id().isEmpty();
    const bool dirty = isDirty();
    const QStringList issues = problems();
    const bool apiKeyKind = m_editing.credentialKind() == ConnectionProfile::CredentialKind::ApiKey;

    m_emptyLabel->setVisible(!hasForm);
    for (QWidget* w : {static_cast<QWidget*>(m_nameEdit), static_cast<QWidget*>(m_baseUrlEdit),
                       static_cast<QWidget*>(m_workspaceEdit)})
        w->setEnabled(hasForm);
    m_apiKeyEdit->setEnabled(hasForm && apiKeyKind && m_secrets);
    m_apiKeyEdit->setPlaceholderText(m_secretKnown ? tr("stored — type a new key to replace it")
                                                   : tr("mantyx_…"));

    m_oauthLabel->setVisible(hasForm && !apiKeyKind);
    if (!apiKeyKind) {
        m_oauthLabel->setText(tr("This connection signs in with OAuth (client id %1); its "
                                 "sign-in is managed elsewhere and is kept as it is.")
                                  .arg(m_editing.oauthClientId()));
    }

    // Problems are shown once the user has typed something, not on an untouched new form.
    const bool touched = !m_isNew || !m_nameEdit->text().isEmpty() ||
                         !m_baseUrlEdit->text().isEmpty() || !m_workspaceEdit->text().isEmpty();
    QStringList bullets;
    for (const QString& issue : issues)
        bullets << u"• "_s + issue;
    m_problemsLabel->setText(bullets.join(u'\n'));
    m_problemsLabel->setVisible(hasForm && touched && !issues.isEmpty());
    setNoteColour(m_problemsLabel, palette(), false, true);

    const QString insecure = hasForm ? insecureUrlWarning() : QString();
    m_insecureLabel->setText(insecure);
    m_insecureLabel->setVisible(!insecure.isEmpty());
    setNoteColour(m_insecureLabel, palette(), true, false);

    m_saveButton->setEnabled(hasForm && dirty && issues.isEmpty());
    m_revertButton->setEnabled(dirty);
    // One profile at a time: switching, adding and removing wait until the form is saved or
    // reverted, so no edit is lost silently.
    m_list->setEnabled(!dirty);
    m_addButton->setEnabled(!dirty);
    m_removeButton->setEnabled(!dirty && !m_isNew && !m_editing.id().isEmpty());
    const QString wait = dirty ? tr("Save or revert the changes first") : QString();
    m_list->setToolTip(wait);
    m_addButton->setToolTip(dirty ? wait : tr("Add a connection to a MANTYX server"));
}

void ConnectionProfileDialog::setSecretStatus(const QString& message, bool isWarning)
{
    m_secretMessage = message;
    m_secretWarning = isWarning;
    m_secretLabel->setText(message);
    m_secretLabel->setVisible(!message.isEmpty());
    setNoteColour(m_secretLabel, palette(), isWarning, false);
    emit secretStatusChanged(currentProfileId(), message, isWarning);
}

void ConnectionProfileDialog::loadSecretStatus(const QString& id)
{
    if (id.isEmpty() || m_editing.credentialKind() != ConnectionProfile::CredentialKind::ApiKey) {
        setSecretStatus(QString(), false);
        return;
    }
    if (!m_secrets) {
        setSecretStatus(tr("No secret store is available: API keys cannot be kept."), true);
        return;
    }
    const quint64 request = ++m_secretRequest;
    m_secrets->load(
        id, SecretStore::Kind::ApiKey, this, [this, id, request](const SecretStore::Result& r) {
            if (request != m_secretRequest || id != currentProfileId())
                return; // the form moved on
            m_secretKnown = r.ok();
            if (r.ok() && r.plaintext) {
                setSecretStatus(
                    tr("The API key is stored in plain text in %1, because no system "
                       "keychain is available. Anyone who can read that file can use it.")
                        .arg(QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())),
                    true);
            } else if (r.ok()) {
                setSecretStatus(tr("An API key is stored in the system keychain."), false);
            } else if (r.status == SecretStore::Status::NotFound) {
                setSecretStatus(tr("No API key is stored for this connection yet."), false);
            } else {
                setSecretStatus(r.message, true);
            }
            updateState();
        });
}

bool ConnectionProfileDialog::saveCurrent()
{
    if (!m_isNew && m_editing.id().isEmpty())
        return false;
    const ConnectionProfile profile = formProfile();
    if (!profile.validate().isEmpty()) {
        updateState();
        return false;
    }
    if (!profile.save(m_settings)) {
        setSecretStatus(tr("The connection could not be saved to the settings."), true);
        return false;
    }
    m_settings.sync();
    const QString key = m_apiKeyEdit->text().trimmed();
    const QString id = profile.id();
    m_isNew = false;
    m_editing = profile;
    reloadProfiles(id);
    emit profileSaved(id);
    emit profilesChanged();

    if (!key.isEmpty() && profile.credentialKind() == ConnectionProfile::CredentialKind::ApiKey &&
        m_secrets) {
        setSecretStatus(tr("Saving the API key…"), false);
        const quint64 request = ++m_secretRequest;
        m_secrets->store(
            id, SecretStore::Kind::ApiKey, key, this,
            [this, id, request](const SecretStore::Result& r) {
                if (request != m_secretRequest || id != currentProfileId())
                    return;
                m_secretKnown = r.ok();
                if (r.ok() && r.plaintext) {
                    setSecretStatus(
                        tr("The API key was saved in plain text in %1, because no system "
                           "keychain is available. Anyone who can read that file can use it.")
                            .arg(QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())),
                        true);
                } else if (r.ok()) {
                    setSecretStatus(tr("The API key was saved in the system keychain."), false);
                } else {
                    setSecretStatus(tr("The API key was not saved: %1").arg(r.message), true);
                }
                updateState();
            });
    }
    return true;
}

void ConnectionProfileDialog::revertCurrent()
{
    if (m_isNew) {
        m_isNew = false;
        m_editing = ConnectionProfile();
        reloadProfiles(QString());
        return;
    }
    showProfile(m_list->currentRow());
}

bool ConnectionProfileDialog::removeProfile(const QString& id)
{
    const bool exists = std::any_of(m_profiles.cbegin(), m_profiles.cend(),
                                    [&](const ConnectionProfile& p) { return p.id() == id; });
    if (!exists)
        return false;
    ConnectionProfile::remove(m_settings, id);
    m_settings.sync();
    if (m_secrets) {
        for (const SecretStore::Kind kind :
             {SecretStore::Kind::ApiKey, SecretStore::Kind::RefreshToken,
              SecretStore::Kind::ClientSecret})
            m_secrets->remove(id, kind);
    }
    if (m_editing.id() == id) {
        m_editing = ConnectionProfile();
        m_apiKeyEdit->clear();
    }
    reloadProfiles(QString());
    emit profileRemoved(id);
    emit profilesChanged();
    return true;
}

void ConnectionProfileDialog::onRemoveClicked()
{
    const QString id = currentProfileId();
    if (id.isEmpty())
        return;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        this, tr("Remove Connection"),
        tr("Remove the connection \"%1\" and its stored API key?").arg(m_editing.name()),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        removeProfile(id);
}

void ConnectionProfileDialog::reject()
{
    if (isDirty()) {
        const QMessageBox::StandardButton answer = QMessageBox::question(
            this, tr("Unsaved Connection"),
            tr("The connection has changes that are not saved. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return;
        if (answer == QMessageBox::Save && !saveCurrent())
            return;
        if (answer == QMessageBox::Discard)
            revertCurrent();
    }
    QDialog::reject();
}

} // namespace mantyx
