// SPDX-License-Identifier: MIT
#include "connections/connectionchooser.h"

#include <algorithm>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QSettings>

#include "client/connectionservice.h"
#include "connections/connectionprofiledialog.h"
#include "localtools/localhandlerset.h"

using namespace Qt::StringLiterals;

namespace mantyx {

QString ConnectionChooser::currentChoiceKey()
{
    return u"connectionChooser/current"_s;
}

ConnectionChooser::ConnectionChooser(QSettings& settings, ConnectionService& connection,
                                     QWidget* parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_connection(connection)
{
    setObjectName(u"connectionChooser"_s);
    m_combo = new QComboBox(this);
    m_combo->setObjectName(u"connectionCombo"_s);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setMinimumContentsLength(16);
    m_manageButton = new QPushButton(this);
    m_manageButton->setObjectName(u"manageConnectionsButton"_s);
    m_manageButton->setAutoDefault(false);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo, 1);
    layout->addWidget(m_manageButton);

    connect(m_combo, &QComboBox::currentIndexChanged, this, &ConnectionChooser::onIndexChanged);
    connect(m_manageButton, &QPushButton::clicked, this, [this] { openManager(); });

    m_profiles = ConnectionProfile::loadAll(m_settings);
    QString remembered = m_settings.value(currentChoiceKey()).toString();
    // Nobody is asked at start-up: a profile that needs the plain-http consent it lacks is
    // not used until it is chosen (and agreed to) again.
    for (const ConnectionProfile& profile : std::as_const(m_profiles)) {
        if (profile.id() == remembered && profile.needsPlainHttpConsent())
            remembered.clear();
    }
    fillCombo(remembered);
    const int index = m_combo->currentIndex();
    if (index > 0) {
        m_choice.isSandbox = false;
        m_choice.profile = m_profiles.at(index - 1);
    }
    retranslateUi();
}

ConnectionChooser::~ConnectionChooser() = default;

void ConnectionChooser::retranslateUi()
{
    m_combo->setItemText(0, tr("Sandbox (built-in)"));
    m_combo->setItemData(0, tr("The embedded server on this computer: no account needed"),
                         Qt::ToolTipRole);
    m_combo->setToolTip(tr("The server runs are sent to"));
    m_combo->setAccessibleName(tr("Connection"));
    m_manageButton->setText(tr("Manage…"));
    m_manageButton->setToolTip(tr("Add, edit or remove connections to MANTYX servers"));
}

void ConnectionChooser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ConnectionChooser::fillCombo(const QString& selectId)
{
    m_filling = true;
    m_combo->clear();
    m_combo->addItem(QString(), QString());
    int select = 0;
    for (const ConnectionProfile& profile : std::as_const(m_profiles)) {
        m_combo->addItem(profile.name(), profile.id());
        const int row = m_combo->count() - 1;
        const QString where =
            profile.baseUrl().toDisplayString() +
            (profile.workspaceSlug().isEmpty() ? QString() : u" · "_s + profile.workspaceSlug());
        m_combo->setItemData(row, where, Qt::ToolTipRole);
        if (!selectId.isEmpty() && profile.id() == selectId)
            select = row;
    }
    m_combo->setCurrentIndex(select);
    retranslateUi();
    m_filling = false;
}

void ConnectionChooser::apply(const ConnectionChoice& choice)
{
    m_settings.setValue(currentChoiceKey(), choice.isSandbox ? QString() : choice.profile.id());
    if (choice == m_choice)
        return;
    m_choice = choice;
    emit connectionChosen(m_choice);
}

void ConnectionChooser::onIndexChanged(int index)
{
    if (m_filling || index < 0)
        return;
    ConnectionChoice choice;
    if (index > 0 && index - 1 < m_profiles.size()) {
        choice.isSandbox = false;
        choice.profile = m_profiles.at(index - 1);
    }
    if (!choice.isSandbox && choice.profile.needsPlainHttpConsent()) {
        if (!ConnectionProfileDialog::confirmPlainHttp(window(), choice.profile)) {
            // Back to what was in use — unless that is this very profile (edited to plain
            // http): then the sandbox.
            int back = 0;
            if (!m_choice.isSandbox && m_choice.profile.id() != choice.profile.id())
                back = std::max(0, m_combo->findData(m_choice.profile.id()));
            m_filling = true;
            m_combo->setCurrentIndex(back);
            m_filling = false;
            ConnectionChoice fallback;
            if (back > 0) {
                fallback.isSandbox = false;
                fallback.profile = m_profiles.at(back - 1);
            }
            emit plainHttpDeclined(choice.profile.id());
            apply(fallback);
            return;
        }
        choice.profile.grantPlainHttpConsent();
        ConnectionProfile::savePlainHttpConsent(m_settings, choice.profile);
        m_settings.sync();
        m_profiles[index - 1] = choice.profile;
    }
    apply(choice);
}

void ConnectionChooser::reload()
{
    m_profiles = ConnectionProfile::loadAll(m_settings);
    fillCombo(m_choice.isSandbox ? QString() : m_choice.profile.id());
    onIndexChanged(m_combo->currentIndex());
}

bool ConnectionChooser::selectProfile(const QString& id)
{
    const int index = m_combo->findData(id);
    if (id.isEmpty() || index < 0)
        return false;
    m_combo->setCurrentIndex(index);
    return true;
}

void ConnectionChooser::selectSandbox()
{
    m_combo->setCurrentIndex(0);
}

ConnectionProfileDialog* ConnectionChooser::openManager()
{
    if (ConnectionProfileDialog* existing = m_dialog.data(); existing && existing->isVisible()) {
        existing->raise();
        existing->activateWindow();
        return existing;
    }
    auto* dialog = new ConnectionProfileDialog(m_settings, m_connection, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->selectProfile(m_choice.isSandbox ? ConnectionService::sandboxKey()
                                             : m_choice.profile.id());
    // A removed profile's local handlers (kept under its id) and their credentials go with it;
    // before profilesChanged, so nothing reloads them first.
    connect(dialog, &ConnectionProfileDialog::profileRemoved, this, [this](const QString& id) {
        LocalHandlerSet::remove(m_settings, id, &m_connection.secretStore());
    });
    connect(dialog, &ConnectionProfileDialog::profilesChanged, this, &ConnectionChooser::reload);
    m_dialog = dialog;
    dialog->open();
    return dialog;
}

} // namespace mantyx
