// SPDX-License-Identifier: MIT
// TestServices: the services app/main.cpp builds and hands to the main window and its widgets —
// settings, network, secret store, connection service, local handlers — built the same way for a
// widget test.
#pragma once

#include <memory>

#include <QNetworkAccessManager>
#include <QSettings>

#include "client/connectionservice.h"
#include "localtools/localhandlersmanager.h"
#include "secrets/secretstore.h"

namespace mantyx {

class TestServices final
{
    Q_DISABLE_COPY_MOVE(TestServices)

public:
    // `settings` (not owned) or, when null, the application's default QSettings. The secret
    // store takes the plain-text file choice from the settings, as app/main.cpp does.
    explicit TestServices(QSettings* settings = nullptr)
        : m_ownSettings(settings ? nullptr : std::make_unique<QSettings>())
        , m_settings(settings ? *settings : *m_ownSettings)
        , m_connection(m_network, m_secrets)
        , m_handlers(&m_settings, &m_secrets, &m_network)
    {
        m_secrets.applyPlaintextFallbackChoice(m_settings);
    }

    QSettings& settings() { return m_settings; }
    QNetworkAccessManager& network() { return m_network; }
    SecretStore& secrets() { return m_secrets; }
    ConnectionService& connection() { return m_connection; }
    LocalHandlersManager& handlers() { return m_handlers; }

private:
    std::unique_ptr<QSettings> m_ownSettings;
    QSettings& m_settings;
    QNetworkAccessManager m_network;
    SecretStore m_secrets;
    ConnectionService m_connection;
    LocalHandlersManager m_handlers;
};

} // namespace mantyx
