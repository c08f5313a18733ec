// SPDX-License-Identifier: MIT
// ConnectionProfileDialog: the form, its per-field validation, the secrets' status, Test
// connection, the OAuth sign-in in the system browser and the plain-http consent.
#include "connections/connectionprofiledialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFont>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QVBoxLayout>

#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "client/oauthcredential.h"
#include "client/oauthflow.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

using Kind = ConnectionProfile::CredentialKind;
using Field = ConnectionProfile::Field;

QLabel* makeNote(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setVisible(false);
    // A long word (an address, a token) wraps nowhere: it must not widen the dialog beyond the
    // screen. The label may be narrower than it and cuts it instead.
    label->setMinimumWidth(1);
    return label;
}

// A field's problem, right under the field, on one line that is always reserved: a message that
// comes and goes while the user types moves nothing. Too long for the line, it ends in "…"; the
// whole text is the tooltip (and text()).
class FieldMessage final : public QLabel
{
public:
    explicit FieldMessage(QWidget* parent)
        : QLabel(parent)
    {
        setTextFormat(Qt::PlainText);
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        policy.setRetainSizeWhenHidden(true);
        setSizePolicy(policy);
        setVisible(false);
    }
    QSize sizeHint() const override { return {1, fontMetrics().height()}; }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setPen(palette().color(QPalette::WindowText));
        const QRect area = contentsRect();
        painter.drawText(
            area, Qt::AlignLeft | Qt::AlignVCenter,
            fontMetrics().elidedText(text().simplified(), Qt::ElideRight, area.width()));
    }
};

void setNoteColour(QLabel* label, const QPalette& palette, bool isWarning, bool isError)
{
    QPalette p = palette;
    if (isError)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette));
    else if (isWarning)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Warning, palette));
    label->setPalette(p);
}

void setSecretEdit(QLineEdit* edit)
{
    edit->setEchoMode(QLineEdit::Password);
    edit->setClearButtonEnabled(true);
    edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
}

bool isFailure(ConnectionTestOutcome::Kind kind)
{
    using K = ConnectionTestOutcome::Kind;
    return kind != K::Ok && kind != K::NoWorkspace && kind != K::PlainHttpRefused &&
           kind != K::RateLimited && kind != K::Timeout;
}

} // namespace

ConnectionProfileDialog::ConnectionProfileDialog(QSettings& settings, ConnectionService& connection,
                                                 QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_connection(connection)
    , m_secrets(&connection.secretStore())
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

    m_name = makeField(u"name"_s);
    m_baseUrl = makeField(u"baseUrl"_s);
    // Under the form, not under the field: appearing while the address is typed, it would push
    // the fields below it away from the pointer.
    m_insecureLabel = makeNote(this, u"insecureUrlLabel"_s);
    m_workspace = makeField(u"workspace"_s);
    m_kindLabel = new QLabel(this);
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(u"credentialKindCombo"_s);
    m_kindCombo->addItem(QString(), int(Kind::ApiKey));
    m_kindCombo->addItem(QString(), int(Kind::OAuth));
    m_kindLabel->setBuddy(m_kindCombo);
    m_apiKey = makeField(u"apiKey"_s);
    setSecretEdit(m_apiKey.edit);
    m_clientId = makeField(u"clientId"_s);
    m_clientSecret = makeField(u"clientSecret"_s);
    setSecretEdit(m_clientSecret.edit);
    m_authorizationPath = makeField(u"authorizationPath"_s);
    m_tokenPath = makeField(u"tokenPath"_s);

    m_signInLabel = new QLabel(this);
    m_signInRow = new QWidget(this);
    m_signInButton = new QPushButton(m_signInRow);
    m_signInButton->setObjectName(u"signInButton"_s);
    m_signInButton->setAutoDefault(false);
    m_signOutButton = new QPushButton(m_signInRow);
    m_signOutButton->setObjectName(u"signOutButton"_s);
    m_signOutButton->setAutoDefault(false);
    m_accountLabel = makeNote(m_signInRow, u"accountLabel"_s);
    m_accountLabel->setVisible(true);
    // Without a browser: the sign-in page's (long) address to copy, in a field of its own.
    m_signInUrlRow = new QWidget(m_signInRow);
    m_signInUrlEdit = new QLineEdit(m_signInUrlRow);
    m_signInUrlEdit->setObjectName(u"signInUrlEdit"_s);
    m_signInUrlEdit->setReadOnly(true);
    m_copyUrlButton = new QPushButton(m_signInUrlRow);
    m_copyUrlButton->setObjectName(u"copySignInUrlButton"_s);
    m_copyUrlButton->setAutoDefault(false);
    auto* urlLayout = new QHBoxLayout(m_signInUrlRow);
    urlLayout->setContentsMargins(0, 0, 0, 0);
    urlLayout->addWidget(m_signInUrlEdit, 1);
    urlLayout->addWidget(m_copyUrlButton);
    m_signInUrlRow->setVisible(false);
    auto* signInLayout = new QVBoxLayout(m_signInRow);
    signInLayout->setContentsMargins(0, 0, 0, 0);
    auto* signInButtons = new QHBoxLayout;
    signInButtons->addWidget(m_signInButton);
    signInButtons->addWidget(m_signOutButton);
    signInButtons->addStretch(1);
    signInLayout->addLayout(signInButtons);
    signInLayout->addWidget(m_accountLabel);
    signInLayout->addWidget(m_signInUrlRow);

    m_secretLabel = makeNote(this, u"secretStatusLabel"_s);
    m_emptyLabel = makeNote(this, u"emptyLabel"_s);

    m_testButton = new QPushButton(this);
    m_testButton->setObjectName(u"testConnectionButton"_s);
    m_testButton->setAutoDefault(false);
    m_outcomeRow = new QWidget(this);
    m_outcomeRow->setObjectName(u"testOutcome"_s);
    m_outcomeIcon = new QLabel(m_outcomeRow);
    m_outcomeIcon->setObjectName(u"testOutcomeIcon"_s);
    m_outcomeIcon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_outcomeLabel = makeNote(m_outcomeRow, u"testOutcomeLabel"_s);
    m_outcomeLabel->setVisible(true);
    m_fixButton = new QPushButton(m_outcomeRow);
    m_fixButton->setObjectName(u"fixWorkspaceButton"_s);
    m_fixButton->setAutoDefault(false);
    m_fixButton->setVisible(false);
    auto* outcomeLayout = new QHBoxLayout(m_outcomeRow);
    outcomeLayout->setContentsMargins(0, 0, 0, 0);
    outcomeLayout->addWidget(m_outcomeIcon, 0, Qt::AlignTop);
    outcomeLayout->addWidget(m_outcomeLabel, 1);
    outcomeLayout->addWidget(m_fixButton, 0, Qt::AlignTop);
    m_outcomeRow->setVisible(false);

    m_saveButton = new QPushButton(this);
    m_saveButton->setObjectName(u"saveProfileButton"_s);
    m_saveButton->setAutoDefault(false);
    m_revertButton = new QPushButton(this);
    m_revertButton->setObjectName(u"revertProfileButton"_s);
    m_revertButton->setAutoDefault(false);
    m_plaintextCheck = new QCheckBox(this);
    m_plaintextCheck->setObjectName(u"plaintextSecretsCheck"_s);
    m_plaintextCheck->setChecked(m_secrets && m_secrets->isPlaintextFallbackEnabled());
    m_plaintextCheck->setEnabled(m_secrets != nullptr);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Close, this);
    m_buttons->setObjectName(u"buttonBox"_s);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(u"okButton"_s);
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(u"closeButton"_s);

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_addButton);
    listButtons->addWidget(m_removeButton);
    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(m_name.label, m_name.cell);
    m_form->addRow(m_baseUrl.label, m_baseUrl.cell);
    m_form->addRow(m_workspace.label, m_workspace.cell);
    m_form->addRow(m_kindLabel, m_kindCombo);
    m_form->addRow(m_apiKey.label, m_apiKey.cell);
    m_form->addRow(m_clientId.label, m_clientId.cell);
    m_form->addRow(m_clientSecret.label, m_clientSecret.cell);
    m_form->addRow(m_authorizationPath.label, m_authorizationPath.cell);
    m_form->addRow(m_tokenPath.label, m_tokenPath.cell);
    m_form->addRow(m_signInLabel, m_signInRow);

    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton);
    testRow->addStretch(1);
    auto* formButtons = new QHBoxLayout;
    formButtons->addStretch(1);
    formButtons->addWidget(m_revertButton);
    formButtons->addWidget(m_saveButton);
    auto* right = new QVBoxLayout;
    right->addWidget(m_emptyLabel);
    right->addLayout(m_form);
    right->addWidget(m_insecureLabel);
    right->addWidget(m_secretLabel);
    right->addSpacing(6);
    right->addLayout(testRow);
    right->addWidget(m_outcomeRow);
    right->addStretch(1);
    right->addLayout(formButtons);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_plaintextCheck);
    layout->addWidget(m_buttons);

    m_tester = new ConnectionTester(nullptr, this);
    m_apiKeyCredential = new ApiKeyCredential(QString(), this);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_loadingForm)
            showProfile(row);
    });
    connect(m_addButton, &QPushButton::clicked, this, &ConnectionProfileDialog::addProfile);
    connect(m_removeButton, &QPushButton::clicked, this, &ConnectionProfileDialog::onRemoveClicked);
    connect(m_saveButton, &QPushButton::clicked, this, [this] { saveCurrent(); });
    connect(m_revertButton, &QPushButton::clicked, this, &ConnectionProfileDialog::revertCurrent);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectionProfileDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectionProfileDialog::reject);
    connect(m_testButton, &QPushButton::clicked, this, &ConnectionProfileDialog::testConnection);
    connect(m_plaintextCheck, &QCheckBox::toggled, this,
            &ConnectionProfileDialog::onPlaintextToggled);
    connect(m_fixButton, &QPushButton::clicked, this,
            &ConnectionProfileDialog::applySuggestedWorkspace);
    connect(m_signInButton, &QPushButton::clicked, this, &ConnectionProfileDialog::signIn);
    connect(m_signOutButton, &QPushButton::clicked, this, &ConnectionProfileDialog::signOut);
    connect(m_copyUrlButton, &QPushButton::clicked, this, [this] {
        if (QClipboard* clipboard = QGuiApplication::clipboard())
            clipboard->setText(m_signInUrlEdit->text());
    });
    connect(m_kindCombo, &QComboBox::currentIndexChanged, this,
            &ConnectionProfileDialog::onCredentialKindChanged);
    connect(m_name.edit, &QLineEdit::textChanged, this, [this] { onFormEdited(false); });
    for (QLineEdit* edit : {m_baseUrl.edit, m_workspace.edit, m_apiKey.edit, m_clientId.edit,
                            m_clientSecret.edit, m_authorizationPath.edit, m_tokenPath.edit}) {
        connect(edit, &QLineEdit::textChanged, this, [this] { onFormEdited(true); });
    }
    connect(m_tester, &ConnectionTester::finished, this, &ConnectionProfileDialog::onTestFinished);

    retranslateUi();
    reloadProfiles(QString());
    resize(860, 600);
}

ConnectionProfileDialog::~ConnectionProfileDialog()
{
    // Nothing may answer into a half-destroyed dialog.
    m_tester->abort();
    if (m_flow)
        m_flow->abort();
}

ConnectionProfileDialog::FieldRow ConnectionProfileDialog::makeField(const QString& name)
{
    FieldRow row;
    row.cell = new QWidget(this);
    row.edit = new QLineEdit(row.cell);
    row.edit->setObjectName(name + u"Edit"_s);
    row.message = new FieldMessage(row.cell);
    row.message->setObjectName(name + u"Message"_s);
    auto* layout = new QVBoxLayout(row.cell);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(row.edit);
    layout->addWidget(row.message);
    row.label = new QLabel(this);
    row.label->setBuddy(row.edit);
    return row;
}

void ConnectionProfileDialog::retranslateUi()
{
    setWindowTitle(tr("Connections"));
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add a connection to a MANTYX server"));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove the connection and its stored secrets"));
    m_plaintextCheck->setText(
        tr("&Allow a plain-text file for secrets when no system keychain is available"));
    m_plaintextCheck->setToolTip(
        tr("Off: without a keychain, API keys, client secrets and sign-ins are not kept. On: "
           "they go to %1, readable by anyone who can read that file.")
            .arg(m_secrets ? QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())
                           : QString()));
    m_name.label->setText(tr("&Name:"));
    m_name.edit->setPlaceholderText(tr("e.g. Production"));
    m_baseUrl.label->setText(tr("&Server:"));
    m_baseUrl.edit->setPlaceholderText(tr("https://mantyx.example.com"));
    m_baseUrl.edit->setToolTip(tr("The server's base URL; routes are under "
                                  "/api/v1/workspaces/<workspace>/"));
    m_workspace.label->setText(tr("&Workspace:"));
    m_workspace.edit->setPlaceholderText(tr("workspace slug, e.g. acme"));
    m_kindLabel->setText(tr("Sign-in &method:"));
    m_kindCombo->setItemText(0, tr("Workspace API key"));
    m_kindCombo->setItemText(1, tr("OAuth sign-in in the browser"));
    m_apiKey.label->setText(tr("API &key:"));
    m_apiKey.edit->setToolTip(tr("Kept in the system keychain, never in the settings file"));
    m_clientId.label->setText(tr("&Client ID:"));
    m_clientId.edit->setPlaceholderText(tr("the OAuth app's client id"));
    m_clientSecret.label->setText(tr("Client s&ecret:"));
    m_clientSecret.edit->setToolTip(
        tr("Needed by confidential OAuth apps (every MANTYX app is one); kept in the system "
           "keychain, never in the settings file"));
    m_authorizationPath.label->setText(tr("Authori&zation page:"));
    m_authorizationPath.edit->setPlaceholderText(ConnectionProfile::defaultAuthorizationPath());
    m_authorizationPath.edit->setToolTip(
        tr("The server's sign-in page: a path under the server address, or a whole URL"));
    m_tokenPath.label->setText(tr("To&ken endpoint:"));
    m_tokenPath.edit->setPlaceholderText(ConnectionProfile::defaultTokenPath());
    m_tokenPath.edit->setToolTip(
        tr("Where the app exchanges the sign-in for tokens: a path or a whole URL"));
    m_signInLabel->setText(tr("Account:"));
    m_signOutButton->setText(tr("Sign &Out"));
    m_copyUrlButton->setText(tr("&Copy Address"));
    m_copyUrlButton->setToolTip(tr("Copy the sign-in page's address, to open it in a browser"));
    m_signOutButton->setToolTip(tr("Revoke the sign-in on the server and forget it here"));
    m_testButton->setText(tr("&Test Connection"));
    m_testButton->setToolTip(tr("Ask the server for its models with this connection's "
                                "credential, and say what it answered"));
    m_emptyLabel->setText(tr("No connections yet. Add one to send runs to a real MANTYX server; "
                             "the built-in sandbox needs none."));
    m_saveButton->setText(tr("Sa&ve"));
    m_revertButton->setText(tr("&Revert"));
    if (m_sandboxListed && m_list->count() > 0)
        m_list->item(0)->setText(tr("Sandbox (built-in)"));
    for (int index = 0; index < m_profiles.size() && rowOfProfile(index) < m_list->count(); ++index)
        m_list->item(rowOfProfile(index))->setText(m_profiles.at(index).name());
    if (m_isNew && m_list->count() > rowOfProfile(int(m_profiles.size())))
        m_list->item(m_list->count() - 1)->setText(tr("New connection"));
    if (m_secretKnown || m_signInKnown || !m_secretMessage.isEmpty())
        loadSecretStatus(currentProfileId()); // the messages again, in the new language
    updateState();
}

void ConnectionProfileDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ConnectionProfileDialog::showEvent(QShowEvent* event)
{
    if (const QScreen* where = screen()) {
        const QSize available = where->availableGeometry().size();
        setMaximumSize(available);
        resize(size().boundedTo(available));
    }
    QDialog::showEvent(event);
}

bool ConnectionProfileDialog::isInsecureUrl(const QUrl& url)
{
    return ConnectionProfile::isPlainHttpToRemote(url);
}

bool ConnectionProfileDialog::confirmPlainHttp(QWidget* parent, const ConnectionProfile& profile)
{
    QStringList urls;
    const QList<QUrl> plain = profile.plainHttpUrls();
    for (const QUrl& url : plain)
        urls << url.toDisplayString();
    QMessageBox box(QMessageBox::Warning, tr("Unencrypted Connection"),
                    tr("The credential of “%1” would be sent over plain http:// to %2, readable "
                       "by anyone on the networks in between.")
                        .arg(profile.name(), urls.join(u", "_s)),
                    QMessageBox::Yes | QMessageBox::Cancel, parent);
    box.setObjectName(u"plainHttpConfirmation"_s);
    box.setInformativeText(tr("Use https:// unless you trust every network between this "
                              "computer and the server. Your answer is remembered for this "
                              "connection and these addresses."));
    box.button(QMessageBox::Yes)->setText(tr("Send Anyway"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.setWindowModality(Qt::WindowModal);
    return box.exec() == QMessageBox::Yes;
}

QString ConnectionProfileDialog::currentProfileId() const
{
    return m_isNew || m_showingSandbox ? QString() : m_editing.id();
}

bool ConnectionProfileDialog::isClientSecretMissing() const
{
    const bool hasForm = m_isNew || !m_editing.id().isEmpty();
    if (!hasForm || m_showingSandbox || formProfile().credentialKind() != Kind::OAuth)
        return false;
    if (!m_clientSecret.edit->text().trimmed().isEmpty())
        return false;
    // A saved profile may have one stored: missing once the store said it has none.
    return m_isNew || (m_secretLoaded && !m_secretKnown);
}

ConnectionProfile ConnectionProfileDialog::formProfile() const
{
    ConnectionProfile profile = m_editing;
    profile.setName(m_name.edit->text().trimmed());
    const QString url = m_baseUrl.edit->text().trimmed();
    profile.setBaseUrl(url.isEmpty() ? QUrl() : QUrl(url));
    profile.setWorkspaceSlug(m_workspace.edit->text().trimmed());
    profile.setCredentialKind(Kind(m_kindCombo->currentData().toInt()));
    profile.setOAuthClientId(m_clientId.edit->text().trimmed());
    profile.setAuthorizationPath(m_authorizationPath.edit->text().trimmed());
    profile.setTokenPath(m_tokenPath.edit->text().trimmed());
    return profile;
}

bool ConnectionProfileDialog::isDirty() const
{
    if (m_isNew)
        return true;
    if (m_editing.id().isEmpty() || m_showingSandbox)
        return false; // nothing shown, or nothing to edit
    return formProfile() != m_editing || !m_apiKey.edit->text().isEmpty() ||
           !m_clientSecret.edit->text().isEmpty();
}

QStringList ConnectionProfileDialog::problems() const
{
    if (!m_isNew && m_editing.id().isEmpty())
        return {};
    return formProfile().validate();
}

QString ConnectionProfileDialog::insecureUrlWarning() const
{
    const QList<QUrl> plain = formProfile().plainHttpUrls();
    if (plain.isEmpty())
        return {};
    const bool apiKey = formProfile().credentialKind() == Kind::ApiKey;
    return apiKey ? tr("This server address is plain http:// and not on this computer: the API "
                       "key and every run would cross the network unencrypted. Use https:// "
                       "unless you trust every network in between.")
                  : tr("Plain http:// to another computer: the sign-in's tokens and client "
                       "secret, and every run, would cross the network unencrypted. Use "
                       "https:// unless you trust every network in between.");
}

void ConnectionProfileDialog::reloadProfiles(const QString& selectId)
{
    m_profiles = ConnectionProfile::loadAll(m_settings);
    m_loadingForm = true;
    m_list->clear();
    m_sandboxListed = m_connection.hasBuiltInSandbox();
    if (m_sandboxListed) {
        auto* item = new QListWidgetItem(tr("Sandbox (built-in)"), m_list);
        QFont italic = item->font();
        italic.setItalic(true);
        item->setFont(italic);
        item->setToolTip(m_connection.builtInSandboxUrl().toDisplayString());
        item->setData(Qt::UserRole, ConnectionService::sandboxKey());
    }
    int select = m_profiles.isEmpty() ? (m_sandboxListed ? 0 : -1) : rowOfProfile(0);
    if (m_sandboxListed && selectId == ConnectionService::sandboxKey())
        select = 0;
    for (int index = 0; index < m_profiles.size(); ++index) {
        const ConnectionProfile& profile = m_profiles.at(index);
        auto* item = new QListWidgetItem(profile.name(), m_list);
        item->setToolTip(profile.baseUrl().toDisplayString());
        item->setData(Qt::UserRole, profile.id());
        if (profile.id() == selectId)
            select = rowOfProfile(index);
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
    if (m_sandboxListed && row == 0) {
        showSandbox();
        return;
    }
    m_isNew = false;
    m_showingSandbox = false;
    m_newProfileSignedIn = false;
    const int index = row - rowOfProfile(0);
    m_editing =
        index >= 0 && index < m_profiles.size() ? m_profiles.at(index) : ConnectionProfile();
    m_loadingForm = true;
    m_name.edit->setText(m_editing.name());
    m_baseUrl.edit->setText(m_editing.baseUrl().toString());
    m_workspace.edit->setText(m_editing.workspaceSlug());
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(int(m_editing.credentialKind())));
    m_apiKey.edit->clear();
    m_clientId.edit->setText(m_editing.oauthClientId());
    m_clientSecret.edit->clear();
    m_authorizationPath.edit->setText(m_editing.authorizationPath());
    m_tokenPath.edit->setText(m_editing.tokenPath());
    m_loadingForm = false;
    ++m_formGeneration;
    m_tester->abort();
    m_testPending = false;
    clearOutcome();
    // Shown afresh after a save, the same profile keeps its sign-in (and one under way).
    const bool sameProfile = !m_editing.id().isEmpty() && m_flowProfile.id() == m_editing.id();
    if (m_flow && !sameProfile) {
        m_flow->abort();
        m_flow->deleteLater();
        m_flow = nullptr;
    }
    if (m_oauthProfileId != m_editing.id() || m_editing.id().isEmpty()) {
        dropOAuthCredential();
        m_account.clear();
    }
    loadSecretStatus(m_editing.id());
    updateState();
}

void ConnectionProfileDialog::showSandbox()
{
    // The built-in sandbox as a profile that is never saved: its fields to read, Test to try it.
    m_isNew = false;
    m_showingSandbox = true;
    m_newProfileSignedIn = false;
    m_editing = ConnectionProfile::create(tr("Sandbox (built-in)"),
                                          m_connection.builtInSandboxUrl(), Kind::ApiKey);
    m_editing.setWorkspaceSlug(m_connection.builtInSandboxWorkspace());
    m_loadingForm = true;
    m_name.edit->setText(m_editing.name());
    m_baseUrl.edit->setText(m_editing.baseUrl().toString());
    m_workspace.edit->setText(m_editing.workspaceSlug());
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(int(Kind::ApiKey)));
    m_apiKey.edit->clear();
    m_clientId.edit->clear();
    m_clientSecret.edit->clear();
    m_authorizationPath.edit->setText(m_editing.authorizationPath());
    m_tokenPath.edit->setText(m_editing.tokenPath());
    m_loadingForm = false;
    ++m_formGeneration;
    m_tester->abort();
    m_testPending = false;
    clearOutcome();
    if (m_flow) {
        m_flow->abort();
        m_flow->deleteLater();
        m_flow = nullptr;
    }
    dropOAuthCredential();
    m_account.clear();
    loadSecretStatus(QString());
    setSecretStatus(tr("The built-in sandbox runs on this computer; its API key is built in. "
                       "Test Connection tries it."),
                    false);
    updateState();
}

bool ConnectionProfileDialog::selectProfile(const QString& id)
{
    if (isDirty())
        return false;
    if (m_sandboxListed && id == ConnectionService::sandboxKey()) {
        m_list->setCurrentRow(0);
        return true;
    }
    for (int index = 0; index < m_profiles.size(); ++index) {
        if (m_profiles.at(index).id() == id) {
            m_list->setCurrentRow(rowOfProfile(index));
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
    m_showingSandbox = false;
    m_newProfileSignedIn = false;
    m_editing = ConnectionProfile::create(QString(), QUrl());
    m_loadingForm = true;
    auto* item = new QListWidgetItem(tr("New connection"), m_list);
    QFont italic = item->font();
    italic.setItalic(true);
    item->setFont(italic);
    m_list->setCurrentItem(item);
    m_name.edit->clear();
    m_baseUrl.edit->clear();
    m_workspace.edit->clear();
    m_kindCombo->setCurrentIndex(m_kindCombo->findData(int(Kind::ApiKey)));
    m_apiKey.edit->clear();
    m_clientId.edit->clear();
    m_clientSecret.edit->clear();
    m_authorizationPath.edit->setText(m_editing.authorizationPath());
    m_tokenPath.edit->setText(m_editing.tokenPath());
    m_loadingForm = false;
    ++m_formGeneration;
    m_tester->abort();
    m_testPending = false;
    clearOutcome();
    dropOAuthCredential();
    m_account.clear();
    m_secretKnown = false;
    m_signInKnown = false;
    ++m_secretRequest;
    setSecretStatus(QString(), false);
    setAccountStatus(QString(), false);
    updateState();
    m_name.edit->setFocus(Qt::OtherFocusReason);
}

void ConnectionProfileDialog::onCredentialKindChanged()
{
    if (m_loadingForm)
        return;
    // What is stored depends on the kind: read it again for the new one.
    loadSecretStatus(m_isNew ? QString() : m_editing.id());
    onFormEdited(true);
}

void ConnectionProfileDialog::onFormEdited(bool affectsConnection)
{
    if (m_loadingForm)
        return;
    if (affectsConnection && (m_hasOutcome || isTesting())) {
        // The outcome was about the form as it was.
        ++m_formGeneration;
        m_tester->abort();
        m_testPending = false;
        clearOutcome();
    }
    updateState();
}

void ConnectionProfileDialog::updateFieldMessages(const QList<ConnectionProfile::Problem>& problems,
                                                  bool show)
{
    const std::pair<Field, FieldRow*> rows[] = {
        {Field::Name, &m_name},
        {Field::BaseUrl, &m_baseUrl},
        {Field::WorkspaceSlug, &m_workspace},
        {Field::OAuthClientId, &m_clientId},
        {Field::AuthorizationPath, &m_authorizationPath},
        {Field::TokenPath, &m_tokenPath},
    };
    for (const auto& [field, row] : rows) {
        QStringList messages;
        for (const ConnectionProfile::Problem& problem : problems) {
            if (problem.field == field)
                messages << problem.message;
        }
        row->message->setText(messages.join(u'\n'));
        row->message->setVisible(show && !messages.isEmpty());
        setNoteColour(row->message, palette(), false, true);
        row->edit->setToolTip(messages.isEmpty() ? QString() : messages.join(u'\n'));
        row->message->setToolTip(messages.join(u'\n'));
    }
    // Not part of the profile (it lives in the SecretStore), but required all the same.
    const QString secret = isClientSecretMissing()
                               ? tr("OAuth sign-in needs the OAuth app's client secret.")
                               : QString();
    m_clientSecret.message->setText(secret);
    m_clientSecret.message->setToolTip(secret);
    m_clientSecret.message->setVisible(show && !secret.isEmpty());
    setNoteColour(m_clientSecret.message, palette(), false, true);
}

void ConnectionProfileDialog::updateState()
{
    const bool hasForm = m_isNew || !m_editing.id().isEmpty();
    const bool dirty = isDirty();
    const ConnectionProfile profile = formProfile();
    const QList<ConnectionProfile::Problem> issues =
        hasForm ? profile.problems() : QList<ConnectionProfile::Problem>();
    const bool oauth = profile.credentialKind() == Kind::OAuth;
    const auto hasIssue = [&issues](std::initializer_list<Field> fields) {
        return std::any_of(issues.cbegin(), issues.cend(), [&](const auto& p) {
            return std::find(fields.begin(), fields.end(), p.field) != fields.end();
        });
    };

    const bool secretMissing = isClientSecretMissing();
    m_emptyLabel->setVisible(!hasForm || (m_showingSandbox && m_profiles.isEmpty()));
    // The built-in sandbox is read, not edited.
    const bool editable = hasForm && !m_showingSandbox;
    for (QWidget* w : std::initializer_list<QWidget*>{m_name.edit, m_baseUrl.edit, m_workspace.edit,
                                                      m_kindCombo, m_clientId.edit,
                                                      m_authorizationPath.edit, m_tokenPath.edit})
        w->setEnabled(editable);
    m_apiKey.edit->setEnabled(editable && m_secrets);
    m_clientSecret.edit->setEnabled(editable && m_secrets);
    m_apiKey.edit->setPlaceholderText(m_showingSandbox ? tr("built in")
                                      : m_secretKnown && !oauth
                                          ? tr("stored — type a new key to replace it")
                                          : tr("mantyx_…"));
    m_clientSecret.edit->setPlaceholderText(m_secretKnown && oauth
                                                ? tr("stored — type a new secret to replace it")
                                                : tr("required: from the OAuth app's settings"));

    m_form->setRowVisible(m_apiKey.cell, !oauth);
    for (QWidget* w : {m_clientId.cell, m_clientSecret.cell, m_authorizationPath.cell,
                       m_tokenPath.cell, m_signInRow})
        m_form->setRowVisible(w, oauth);

    // Problems are shown once the user has typed something, not on an untouched new form.
    const bool touched = !m_isNew || !m_name.edit->text().isEmpty() ||
                         !m_baseUrl.edit->text().isEmpty() || !m_workspace.edit->text().isEmpty();
    updateFieldMessages(issues, hasForm && touched);

    const QString insecure = hasForm ? insecureUrlWarning() : QString();
    m_insecureLabel->setText(insecure);
    m_insecureLabel->setVisible(!insecure.isEmpty());
    setNoteColour(m_insecureLabel, palette(), true, false);

    const bool testing = isTesting();
    const bool signingIn = isSigningIn();
    m_testButton->setEnabled(hasForm && !testing && !signingIn && !hasIssue({Field::BaseUrl}));
    m_signInButton->setText(signingIn ? tr("Cancel Sign-&in") : tr("Sign &In…"));
    m_signInButton->setToolTip(signingIn
                                   ? tr("Stop waiting for the browser")
                                   : tr("Open the server's sign-in page in your web browser"));
    m_signInButton->setEnabled(
        hasForm && oauth && !testing &&
        (signingIn || (!secretMissing && !hasIssue({Field::BaseUrl, Field::OAuthClientId,
                                                    Field::AuthorizationPath, Field::TokenPath}))));
    if (m_signInUrlEdit->text() != m_signInUrl) {
        m_signInUrlEdit->setText(m_signInUrl);
        m_signInUrlEdit->setCursorPosition(0); // the start says where it goes
    }
    m_signInUrlRow->setVisible(signingIn && !m_signInUrl.isEmpty());
    m_signOutButton->setEnabled(hasForm && oauth && !signingIn && !testing &&
                                (m_oauth || m_signInKnown));

    m_saveButton->setEnabled(editable && dirty && issues.isEmpty() && !secretMissing);
    m_revertButton->setEnabled(dirty);
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!hasForm || m_showingSandbox || (issues.isEmpty() && !secretMissing));
    // One profile at a time: switching, adding and removing wait until the form is saved or
    // reverted, so no edit is lost silently.
    m_list->setEnabled(!dirty);
    m_addButton->setEnabled(!dirty);
    m_removeButton->setEnabled(!dirty && !m_isNew && !m_showingSandbox &&
                               !m_editing.id().isEmpty());
    const QString wait = dirty ? tr("Save or revert the changes first") : QString();
    m_list->setToolTip(wait);
    m_addButton->setToolTip(dirty ? wait : tr("Add a connection to a MANTYX server"));
}

void ConnectionProfileDialog::onPlaintextToggled(bool allow)
{
    if (!m_secrets)
        return;
    if (allow && !m_secrets->isPlaintextFallbackEnabled()) {
        const auto answer = QMessageBox::warning(
            this, tr("Allow a plain-text file for secrets?"),
            tr("When no system keychain answers, API keys, OAuth client secrets and sign-ins "
               "will be written to\n%1\nThe file can be read only by your user account, but "
               "anyone or anything running as you can use what is in it. Use this only on a "
               "machine without a keychain service.")
                .arg(QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            const QSignalBlocker blocker(m_plaintextCheck);
            m_plaintextCheck->setChecked(false);
            return;
        }
    }
    m_secrets->setPlaintextFallbackEnabled(allow);
    m_settings.setValue(SecretStore::plaintextFallbackSettingsKey(), allow);
    m_settings.sync();
}

QString ConnectionProfileDialog::describeStored(SecretStore::Kind kind,
                                                const SecretStore::Result& r, bool justSaved) const
{
    const QString where =
        m_secrets ? QDir::toNativeSeparators(m_secrets->plaintextFallbackPath()) : QString();
    switch (kind) {
    case SecretStore::Kind::ApiKey:
        if (justSaved) {
            if (r.ok() && r.plaintext)
                return tr("The API key was saved in plain text in %1, because no system "
                          "keychain is available. Anyone who can read that file can use it.")
                    .arg(where);
            if (r.ok())
                return tr("The API key was saved in the system keychain.");
            return tr("The API key was not saved: %1").arg(r.message);
        }
        if (r.ok() && r.plaintext)
            return tr("The API key is stored in plain text in %1, because no system "
                      "keychain is available. Anyone who can read that file can use it.")
                .arg(where);
        if (r.ok())
            return tr("An API key is stored in the system keychain.");
        if (r.status == SecretStore::Status::NotFound)
            return tr("No API key is stored for this connection yet.");
        return r.message;
    case SecretStore::Kind::ClientSecret:
        if (justSaved) {
            if (r.ok() && r.plaintext)
                return tr("The client secret was saved in plain text in %1, because no system "
                          "keychain is available. Anyone who can read that file can use it.")
                    .arg(where);
            if (r.ok())
                return tr("The client secret was saved in the system keychain.");
            return tr("The client secret was not saved: %1").arg(r.message);
        }
        if (r.ok() && r.plaintext)
            return tr("The client secret is stored in plain text in %1, because no system "
                      "keychain is available.")
                .arg(where);
        if (r.ok())
            return tr("A client secret is stored in the system keychain.");
        if (r.status == SecretStore::Status::NotFound)
            return tr("No client secret is stored for this connection.");
        return r.message;
    case SecretStore::Kind::RefreshToken:
        if (r.ok() && r.plaintext)
            return tr("Signed in. The sign-in is kept in plain text in %1, because no system "
                      "keychain is available.")
                .arg(where);
        if (r.ok())
            return tr("Signed in (the sign-in is kept in the system keychain).");
        if (r.status == SecretStore::Status::NotFound)
            return tr("Not signed in.");
        return r.message;
    }
    return r.message;
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

void ConnectionProfileDialog::setAccountStatus(const QString& message, bool isWarning)
{
    m_accountMessage = message;
    m_accountWarning = isWarning;
    m_accountLabel->setText(message.isEmpty() ? tr("Not signed in.") : message);
    setNoteColour(m_accountLabel, palette(), isWarning, false);
}

void ConnectionProfileDialog::loadSecretStatus(const QString& id)
{
    const quint64 request = ++m_secretRequest;
    m_secretKnown = false;
    m_secretLoaded = false;
    m_signInKnown = false;
    const bool oauth = formProfile().credentialKind() == Kind::OAuth;
    if (isSigningIn())
        setAccountStatus(tr("Finish the sign-in in your web browser…"), false);
    else if (!m_account.isEmpty())
        setAccountStatus(tr("Signed in as %1.").arg(m_account), false);
    else
        setAccountStatus(QString(), false);
    if (id.isEmpty()) {
        setSecretStatus(QString(), false);
        return;
    }
    if (!m_secrets) {
        setSecretStatus(tr("No secret store is available: secrets cannot be kept."), true);
        return;
    }
    const SecretStore::Kind kind =
        oauth ? SecretStore::Kind::ClientSecret : SecretStore::Kind::ApiKey;
    m_secrets->load(id, kind, this, [this, id, request, kind](const SecretStore::Result& r) {
        if (request != m_secretRequest || id != m_editing.id())
            return; // the form moved on
        m_secretKnown = r.ok();
        m_secretLoaded = r.ok() || r.status == SecretStore::Status::NotFound;
        const bool problem = !r.ok() && r.status != SecretStore::Status::NotFound;
        setSecretStatus(describeStored(kind, r, false), problem || (r.ok() && r.plaintext));
        updateState();
    });
    if (!oauth)
        return;
    const quint64 accountRequest = ++m_accountRequest;
    m_secrets->load(
        id, SecretStore::Kind::RefreshToken, this,
        [this, id, accountRequest](const SecretStore::Result& r) {
            if (accountRequest != m_accountRequest || id != m_editing.id())
                return;
            m_signInKnown = r.ok();
            if (m_account.isEmpty() && !isSigningIn()) {
                const bool problem = !r.ok() && r.status != SecretStore::Status::NotFound;
                setAccountStatus(describeStored(SecretStore::Kind::RefreshToken, r, false),
                                 problem || (r.ok() && r.plaintext));
            }
            updateState();
        });
}

void ConnectionProfileDialog::forgetSecrets(const QString& id,
                                            const QList<SecretStore::Kind>& kinds)
{
    if (!m_secrets || !ConnectionProfile::isValidId(id))
        return;
    for (const SecretStore::Kind kind : kinds)
        m_secrets->remove(id, kind);
}

bool ConnectionProfileDialog::saveCurrent()
{
    if (!m_isNew && m_editing.id().isEmpty())
        return false;
    if (m_showingSandbox)
        return false;
    const ConnectionProfile profile = formProfile();
    if (!profile.validate().isEmpty() || isClientSecretMissing()) {
        updateState();
        return false;
    }
    if (!profile.save(m_settings)) {
        setSecretStatus(tr("The connection could not be saved to the settings."), true);
        return false;
    }
    m_settings.sync();
    const bool wasNew = m_isNew;
    const Kind previousKind = m_editing.credentialKind();
    const bool oauth = profile.credentialKind() == Kind::OAuth;
    const QString secret = (oauth ? m_clientSecret.edit->text() : m_apiKey.edit->text()).trimmed();
    const QString id = profile.id();
    m_isNew = false;
    m_newProfileSignedIn = false;
    m_editing = profile;
    m_oauthProfileId = m_oauth ? id : QString(); // a sign-in made in the form stays
    reloadProfiles(id);
    emit profileSaved(id);
    emit profilesChanged();

    // The other kind's secrets are of no use any more.
    if (!wasNew && previousKind != profile.credentialKind()) {
        if (oauth)
            forgetSecrets(id, {SecretStore::Kind::ApiKey});
        else
            forgetSecrets(id, {SecretStore::Kind::RefreshToken, SecretStore::Kind::ClientSecret});
    }

    if (!secret.isEmpty() && m_secrets) {
        const SecretStore::Kind kind =
            oauth ? SecretStore::Kind::ClientSecret : SecretStore::Kind::ApiKey;
        setSecretStatus(oauth ? tr("Saving the client secret…") : tr("Saving the API key…"), false);
        const quint64 request = ++m_secretRequest;
        m_secrets->store(id, kind, secret, this,
                         [this, id, request, kind](const SecretStore::Result& r) {
                             if (request != m_secretRequest || id != currentProfileId())
                                 return;
                             m_secretKnown = r.ok();
                             setSecretStatus(describeStored(kind, r, true), !r.ok() || r.plaintext);
                             updateState();
                         });
    }
    return true;
}

void ConnectionProfileDialog::revertCurrent()
{
    if (m_isNew) {
        // A sign-in made for a profile that is dropped is revoked and forgotten.
        const QString id = m_editing.id();
        if (m_newProfileSignedIn) {
            if (OAuthCredential* credential = m_oauth.data()) {
                m_oauth = nullptr;
                connect(credential, &OAuthCredential::signedOut, credential, &QObject::deleteLater);
                credential->signOut();
            }
            forgetSecrets(id, {SecretStore::Kind::RefreshToken});
        }
        m_isNew = false;
        m_newProfileSignedIn = false;
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
    if (m_oauthProfileId == id && m_oauth) {
        OAuthCredential* credential = m_oauth.data();
        m_oauth = nullptr;
        connect(credential, &OAuthCredential::signedOut, credential, &QObject::deleteLater);
        credential->signOut();
    }
    forgetSecrets(id, {SecretStore::Kind::ApiKey, SecretStore::Kind::RefreshToken,
                       SecretStore::Kind::ClientSecret});
    if (m_editing.id() == id) {
        m_editing = ConnectionProfile();
        m_apiKey.edit->clear();
        m_clientSecret.edit->clear();
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
        tr("Remove the connection \"%1\" and its stored secrets?").arg(m_editing.name()),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        removeProfile(id);
}

// ---- Plain http ---------------------------------------------------------------------------

bool ConnectionProfileDialog::ensurePlainHttpConsent(ConnectionProfile* profile)
{
    if (!profile->needsPlainHttpConsent())
        return true;
    if (!confirmPlainHttp(this, *profile)) {
        ConnectionTestOutcome refused;
        refused.kind = ConnectionTestOutcome::Kind::PlainHttpRefused;
        refused.summary = tr("Nothing was sent: the credential stays off plain http.");
        showOutcome(refused);
        return false;
    }
    profile->grantPlainHttpConsent();
    // Kept with the form, and at once with the saved profile (the form may be saved later).
    m_editing.setPlainHttpConsent(profile->plainHttpConsent());
    if (!m_isNew && ConnectionProfile::savePlainHttpConsent(m_settings, *profile)) {
        m_settings.sync();
        for (ConnectionProfile& saved : m_profiles) {
            if (saved.id() == profile->id())
                saved.setPlainHttpConsent(profile->plainHttpConsent());
        }
        emit profilesChanged();
    }
    return true;
}

// ---- Credentials --------------------------------------------------------------------------

OAuthCredential* ConnectionProfileDialog::makeOAuthCredential(const ConnectionProfile& profile,
                                                              const QString& clientSecret)
{
    dropOAuthCredential();
    m_oauth = new OAuthCredential(OAuthClientConfig::fromProfile(profile, clientSecret),
                                  &m_connection.network(), this);
    m_oauthProfileId = profile.id();
    return m_oauth;
}

void ConnectionProfileDialog::dropOAuthCredential()
{
    // Forgotten here only: the sign-in stays valid (its refresh token is in the SecretStore).
    if (OAuthCredential* credential = m_oauth.data())
        credential->deleteLater();
    m_oauth = nullptr;
    m_oauthProfileId.clear();
}

void ConnectionProfileDialog::withClientSecret(const QString& id,
                                               const std::function<void(QString)>& done)
{
    const QString typed = m_clientSecret.edit->text().trimmed();
    if (!typed.isEmpty() || !m_secrets || m_isNew) {
        done(typed);
        return;
    }
    m_secrets->load(id, SecretStore::Kind::ClientSecret, this,
                    [done](const SecretStore::Result& r) { done(r.ok() ? r.secret : QString()); });
}

void ConnectionProfileDialog::withCredential(const ConnectionProfile& profile,
                                             const std::function<void(CredentialProvider*)>& done)
{
    const quint64 generation = m_formGeneration;
    const QString id = profile.id();
    if (m_showingSandbox) {
        m_apiKeyCredential->setApiKey(m_connection.builtInSandboxApiKey());
        done(m_apiKeyCredential);
        return;
    }
    if (profile.credentialKind() == Kind::ApiKey) {
        const QString typed = m_apiKey.edit->text().trimmed();
        if (!typed.isEmpty() || !m_secrets || m_isNew) {
            m_apiKeyCredential->setApiKey(typed);
            done(m_apiKeyCredential);
            return;
        }
        m_connection.resolveCredential(
            profile, this, [this, done, generation](const StoredCredential& stored) {
                if (generation != m_formGeneration)
                    return;
                m_apiKeyCredential->setApiKey(stored.apiKey.ok() ? stored.apiKey.secret
                                                                 : QString());
                done(m_apiKeyCredential);
            });
        return;
    }
    if (m_oauth && m_oauthProfileId == id) {
        done(m_oauth);
        return;
    }
    if (!m_secrets) {
        done(nullptr);
        return;
    }
    // A client secret typed into the form wins over the stored one (a new profile has none).
    const QString typedSecret = m_clientSecret.edit->text().trimmed();
    const bool useStoredSecret = typedSecret.isEmpty() && !m_isNew;
    m_connection.resolveCredential(
        profile, this,
        [this, typedSecret, useStoredSecret, done, generation](const StoredCredential& stored) {
            if (generation != m_formGeneration)
                return;
            if (!stored.refreshToken.ok()) {
                done(nullptr); // not signed in: the server will say so
                return;
            }
            const QString secret = !useStoredSecret           ? typedSecret
                                   : stored.clientSecret.ok() ? stored.clientSecret.secret
                                                              : QString();
            OAuthCredential* credential = makeOAuthCredential(stored.profile, secret);
            credential->setRefreshToken(stored.refreshToken.secret);
            done(credential);
        });
}

// ---- Test connection ----------------------------------------------------------------------

bool ConnectionProfileDialog::isTesting() const
{
    return m_testPending || m_tester->isRunning();
}

void ConnectionProfileDialog::testConnection()
{
    const bool hasForm = m_isNew || !m_editing.id().isEmpty();
    if (!hasForm || isTesting())
        return;
    ConnectionProfile profile = formProfile();
    if (!ensurePlainHttpConsent(&profile)) {
        updateState();
        return;
    }
    clearOutcome();
    m_testPending = true;
    m_outcomeRow->setVisible(true);
    m_outcomeIcon->clear();
    m_outcomeLabel->setText(tr("Testing the connection…"));
    setNoteColour(m_outcomeLabel, palette(), false, false);
    updateState();
    const quint64 generation = m_formGeneration;
    withCredential(profile, [this, profile, generation](CredentialProvider* credential) {
        if (generation != m_formGeneration)
            return;
        m_testPending = false;
        // A tester for the network the dialog uses by now.
        m_tester->abort();
        m_tester->disconnect(this);
        m_tester->deleteLater();
        m_tester = new ConnectionTester(&m_connection.network(), this);
        connect(m_tester, &ConnectionTester::finished, this,
                &ConnectionProfileDialog::onTestFinished);
        m_tester->start(profile, credential);
        updateState();
    });
}

void ConnectionProfileDialog::onTestFinished(const ConnectionTestOutcome& outcome)
{
    m_lastOutcome = outcome;
    showOutcome(outcome);
    updateState();
    emit connectionTested(outcome);
}

void ConnectionProfileDialog::clearOutcome()
{
    m_hasOutcome = false;
    m_suggestedSlug.clear();
    m_outcomeRow->setVisible(false);
    m_outcomeLabel->clear();
    m_outcomeIcon->clear();
    m_fixButton->setVisible(false);
}

void ConnectionProfileDialog::showOutcome(const ConnectionTestOutcome& outcome)
{
    m_hasOutcome = true;
    const QStyle::StandardPixmap icon = outcome.isOk()            ? QStyle::SP_DialogApplyButton
                                        : isFailure(outcome.kind) ? QStyle::SP_MessageBoxCritical
                                                                  : QStyle::SP_MessageBoxWarning;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_outcomeIcon->setPixmap(style()->standardIcon(icon, nullptr, this).pixmap(size, size));
    m_outcomeIcon->setFixedSize(size, size);
    m_outcomeIcon->setAccessibleName(outcome.isOk() ? tr("Success") : tr("Problem"));
    m_outcomeLabel->setText(outcome.summary);
    setNoteColour(m_outcomeLabel, palette(), false, isFailure(outcome.kind));
    m_suggestedSlug = outcome.suggestedWorkspaceSlug;
    m_fixButton->setText(tr("&Use “%1”").arg(m_suggestedSlug));
    m_fixButton->setToolTip(tr("Put this workspace slug into the form and test again"));
    m_fixButton->setVisible(!m_suggestedSlug.isEmpty());
    m_outcomeRow->setVisible(true);
}

void ConnectionProfileDialog::applySuggestedWorkspace()
{
    if (m_suggestedSlug.isEmpty())
        return;
    const QString slug = m_suggestedSlug;
    m_workspace.edit->setText(slug); // clears the outcome
    testConnection();
}

// ---- OAuth sign-in ------------------------------------------------------------------------

bool ConnectionProfileDialog::isSigningIn() const
{
    return m_flow && m_flow->isRunning();
}

void ConnectionProfileDialog::signIn()
{
    if (isSigningIn()) {
        m_flow->abort();
        m_flow->deleteLater();
        m_flow = nullptr;
        setAccountStatus(tr("Sign-in cancelled."), false);
        updateState();
        return;
    }
    const bool hasForm = m_isNew || !m_editing.id().isEmpty();
    ConnectionProfile profile = formProfile();
    if (!hasForm || profile.credentialKind() != Kind::OAuth)
        return;
    if (!ensurePlainHttpConsent(&profile)) {
        updateState();
        return;
    }
    const quint64 generation = m_formGeneration;
    withClientSecret(profile.id(), [this, profile, generation](const QString& secret) {
        if (generation != m_formGeneration)
            return;
        if (m_flow) {
            m_flow->disconnect(this);
            m_flow->abort();
            m_flow->deleteLater();
        }
        m_flowProfile = profile;
        m_flowSecret = secret;
        m_signInUrl.clear();
        m_flow = new OAuthFlow(OAuthClientConfig::fromProfile(profile, secret),
                               &m_connection.network(), this);
        connect(m_flow, &OAuthFlow::browserAuthorizationRequested, this, [this](const QUrl& url) {
            if (!QDesktopServices::openUrl(url)) {
                // The address is long: it goes into a field of its own, to copy.
                m_signInUrl = url.toString(QUrl::FullyEncoded);
                setAccountStatus(tr("No web browser could be opened. Open this address in one "
                                    "to sign in:"),
                                 true);
                updateState();
            }
        });
        connect(m_flow, &OAuthFlow::signedIn, this, &ConnectionProfileDialog::onSignedIn);
        connect(m_flow, &OAuthFlow::signInFailed, this, &ConnectionProfileDialog::onSignInFailed);
        setAccountStatus(tr("Finish the sign-in in your web browser…"), false);
        m_flow->start(); // a failure to start is reported through signInFailed
        updateState();
    });
}

void ConnectionProfileDialog::onSignedIn()
{
    OAuthFlow* flow = m_flow;
    m_flow = nullptr;
    if (!flow)
        return;
    flow->deleteLater();
    const OAuthTokens tokens = flow->tokens();
    const OAuthUserInfo user = flow->userInfo();
    const QString id = m_flowProfile.id();

    OAuthCredential* credential = makeOAuthCredential(m_flowProfile, m_flowSecret);
    credential->setTokens(tokens);
    m_newProfileSignedIn = m_isNew;
    if (!user.name.isEmpty() && !user.email.isEmpty())
        m_account = u"%1 <%2>"_s.arg(user.name, user.email);
    else
        m_account = !user.name.isEmpty()    ? user.name
                    : !user.email.isEmpty() ? user.email
                                            : user.subject;
    setAccountStatus(tr("Signed in as %1.").arg(m_account), false);

    // The workspace comes with the sign-in.
    const QString slug = m_workspace.edit->text().trimmed();
    if (slug.isEmpty()) {
        m_workspace.edit->setText(user.workspaceSlug);
    } else if (slug != user.workspaceSlug && !user.workspaceSlug.isEmpty()) {
        ConnectionTestOutcome other;
        other.kind = ConnectionTestOutcome::Kind::WrongWorkspace;
        other.suggestedWorkspaceSlug = user.workspaceSlug;
        other.summary =
            tr("The sign-in is for the workspace “%1”, not “%2”.").arg(user.workspaceSlug, slug);
        showOutcome(other);
    }

    if (m_secrets && !tokens.refreshToken.isEmpty()) {
        const QString account = m_account;
        const quint64 accountRequest = ++m_accountRequest;
        m_secrets->store(
            id, SecretStore::Kind::RefreshToken, tokens.refreshToken, this,
            [this, id, account, accountRequest](const SecretStore::Result& r) {
                if (accountRequest != m_accountRequest || id != m_editing.id())
                    return;
                m_signInKnown = r.ok();
                if (!r.ok()) {
                    setAccountStatus(tr("Signed in as %1, but the sign-in could not be kept: "
                                        "%2 It lasts until the app is closed.")
                                         .arg(account, r.message),
                                     true);
                } else if (r.plaintext) {
                    setAccountStatus(tr("Signed in as %1. The sign-in is kept in plain text in "
                                        "%2, because no system keychain is available.")
                                         .arg(account, QDir::toNativeSeparators(
                                                           m_secrets->plaintextFallbackPath())),
                                     true);
                }
                updateState();
            });
    }
    updateState();
    emit signedIn(m_account);
}

void ConnectionProfileDialog::onSignInFailed(const QString& message)
{
    if (m_flow) {
        m_flow->deleteLater();
        m_flow = nullptr;
    }
    setAccountStatus(tr("The sign-in failed: %1").arg(message), true);
    updateState();
    emit signInFailed(message);
}

void ConnectionProfileDialog::signOut()
{
    const QString id = m_editing.id();
    if (id.isEmpty() || isSigningIn())
        return;
    const quint64 generation = m_formGeneration;
    const auto finish = [this, id, generation](bool revoked) {
        ++m_accountRequest; // a load still under way would say "signed in"
        forgetSecrets(id, {SecretStore::Kind::RefreshToken});
        if (generation != m_formGeneration)
            return;
        m_account.clear();
        m_signInKnown = false;
        m_newProfileSignedIn = false;
        setAccountStatus(revoked ? tr("Signed out; the server revoked the sign-in.")
                                 : tr("Signed out here. The server could not be told, so the "
                                      "sign-in may stay valid there until it is revoked in the "
                                      "workspace settings."),
                         !revoked);
        updateState();
        emit signedOut(revoked);
    };
    const auto revoke = [this, finish](OAuthCredential* credential) {
        if (m_oauth == credential)
            m_oauth = nullptr;
        m_oauthProfileId.clear();
        connect(credential, &OAuthCredential::signedOut, this, [credential, finish](bool ok) {
            credential->deleteLater();
            finish(ok);
        });
        credential->signOut();
    };
    setAccountStatus(tr("Signing out…"), false);
    if (m_oauth && m_oauthProfileId == id) {
        revoke(m_oauth.data());
        updateState();
        return;
    }
    withCredential(formProfile(), [this, id, revoke](CredentialProvider* credential) {
        if (auto* oauth = qobject_cast<OAuthCredential*>(credential)) {
            revoke(oauth);
            return;
        }
        // Nothing to revoke: no sign-in is stored.
        forgetSecrets(id, {SecretStore::Kind::RefreshToken});
        m_signInKnown = false;
        setAccountStatus(QString(), false);
        updateState();
    });
}

// ---- Closing ------------------------------------------------------------------------------

void ConnectionProfileDialog::accept()
{
    if (isDirty() && !saveCurrent())
        return;
    QDialog::accept();
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
