// SPDX-License-Identifier: MIT
// RunTarget: where mantyx-run sends its run and with which key (docs/mantyx-run.md,
// Credentials) — the server of --server, or of the saved profile --profile names, or the
// in-process sandbox when neither is given; the key MANTYX_API_KEY when set, otherwise the one
// the inspector keeps in the keychain for the matching profile (through ConnectionService). The
// order and the sandbox are mantyx-run's own: the window chooses its connection in its chooser.
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QString>
#include <QUrl>

#include "client/connectionprofile.h"

class QObject;

namespace mantyx {
class ApiKeyCredential;
class ConnectionService;
class SandboxServer;
} // namespace mantyx

namespace mantyx::cli {

// The command line's words about the target.
struct TargetFlags
{
    std::optional<QString> server; // --server URL
    QString workspace;             // --workspace, or its default
    bool workspaceGiven = false;
    std::optional<QString> profile; // --profile NAME
    QString apiKey;                 // MANTYX_API_KEY; empty when unset
    int sandboxDeltaDelayMs = 15;   // --sandbox-delta-delay
    QString sandboxDataDir;         // --sandbox-data-dir
};

class RunTarget final
{
public:
    // The server and workspace the flags name, with the saved profile whose key is to be used
    // when MANTYX_API_KEY is not set; or the in-process sandbox, started. Nothing when there is
    // no target: why has been printed, and the exit code is ExitNoRun.
    static std::optional<RunTarget> choose(const TargetFlags& flags);

    RunTarget(RunTarget&&) noexcept;
    RunTarget& operator=(RunTarget&&) noexcept;
    ~RunTarget();

    QUrl baseUrl() const { return m_baseUrl; }
    QString workspace() const { return m_workspace; }

    // Gives `credential` the key and calls `start` from the event loop (skipped when `context`
    // is gone by then); the keychain is read through `connection` when MANTYX_API_KEY is not
    // set. Without a key it says why and exits the application with ExitNoRun instead.
    void authorize(ApiKeyCredential& credential, ConnectionService& connection, QObject* context,
                   std::function<void()> start) const;

private:
    RunTarget() = default;

    QUrl m_baseUrl;
    QString m_workspace;
    QString m_apiKey;                           // MANTYX_API_KEY
    std::optional<ConnectionProfile> m_profile; // whose keychain key to use
    std::unique_ptr<SandboxServer> m_sandbox;   // the in-process one, when there is no server
};

} // namespace mantyx::cli
