// SPDX-License-Identifier: MIT
#include "mantyx-run/runtarget.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTimer>

#include "client/apiclient.h"
#include "client/connectionservice.h"
#include "client/credentialprovider.h"
#include "client/profilelookup.h"
#include "mantyx-run/terminal.h"
#include "sandbox/sandboxconfig.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx::cli {

namespace {

// The saved connection profile to use, from the inspector's settings (ProfileLookup::find); when
// several fit, says which one was taken and how to choose another.
std::optional<ConnectionProfile> findProfile(const QString& name, const std::optional<QUrl>& server,
                                             const std::optional<QString>& workspace,
                                             QString* problem)
{
    const ProfileLookup::Result found =
        ProfileLookup::find(*ProfileLookup::inspectorSettings(), name, server, workspace);
    if (!found.profile) {
        *problem = found.problem;
        return std::nullopt;
    }
    if (found.matches > 1)
        note(
            MantyxRun::tr("%1 connection profiles match; using %2 (choose one with --profile NAME)")
                .arg(found.matches)
                .arg(ProfileLookup::describe(*found.profile)));
    return found.profile;
}

} // namespace

RunTarget::RunTarget(RunTarget&&) noexcept = default;
RunTarget& RunTarget::operator=(RunTarget&&) noexcept = default;
RunTarget::~RunTarget() = default;

std::optional<RunTarget> RunTarget::choose(const TargetFlags& flags)
{
    RunTarget target;
    target.m_workspace = flags.workspace;
    target.m_apiKey = flags.apiKey;
    const QString profileName = flags.profile.value_or(QString());
    if (flags.profile && profileName.isEmpty()) {
        (void)usageError(MantyxRun::tr("--profile needs the name of a saved connection profile."));
        return std::nullopt;
    }
    if (flags.server) {
        target.m_baseUrl = QUrl(*flags.server, QUrl::StrictMode);
        const QUrl& url = target.m_baseUrl;
        if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1)) {
            (void)usageError(MantyxRun::tr("--server needs an http:// or https:// URL."));
            return std::nullopt;
        }
        // A password in the URL would show in the process list and shell history, and be sent
        // along; the message does not repeat it.
        if (!url.userInfo().isEmpty()) {
            (void)usageError(MantyxRun::tr(
                "--server must not contain a user name or password (user:password@). Give the "
                "API key in MANTYX_API_KEY, or save it with a connection profile in MANTYX Run "
                "Inspector (see --profile)."));
            return std::nullopt;
        }
        if (!profileName.isEmpty() || flags.apiKey.isEmpty()) {
            QString problem;
            target.m_profile = findProfile(profileName, url, flags.workspace, &problem);
            if (!target.m_profile) {
                printErr(problem);
                printErr(MantyxRun::tr(
                    "No credential: set MANTYX_API_KEY to a workspace API key, or save "
                    "a connection profile with its API key in MANTYX Run Inspector."));
                return std::nullopt;
            }
        }
    } else if (!profileName.isEmpty()) {
        QString problem;
        target.m_profile = findProfile(
            profileName, std::nullopt,
            flags.workspaceGiven ? std::optional(flags.workspace) : std::nullopt, &problem);
        if (!target.m_profile) {
            printErr(problem);
            return std::nullopt;
        }
        target.m_baseUrl = target.m_profile->baseUrl();
        target.m_workspace = target.m_profile->workspaceSlug();
        if (!target.m_baseUrl.isValid() || target.m_workspace.isEmpty()) {
            (void)usageError(MantyxRun::tr("The connection profile %1 has no usable server URL "
                                           "and workspace; give --server and --workspace.")
                                 .arg(ProfileLookup::describe(*target.m_profile)));
            return std::nullopt;
        }
    } else {
        SandboxConfig config;
        config.workspaceSlug = flags.workspace;
        config.deltaDelayMs = flags.sandboxDeltaDelayMs;
        config.dataDir = flags.sandboxDataDir;
        if (!flags.apiKey.isEmpty())
            config.apiKeys.append(flags.apiKey);
        target.m_sandbox = std::make_unique<SandboxServer>(config);
        QString error;
        if (!target.m_sandbox->start(&error)) {
            printErr(MantyxRun::tr("The built-in sandbox did not start: %1").arg(error));
            return std::nullopt;
        }
        target.m_baseUrl = target.m_sandbox->baseUrl();
        note(MantyxRun::tr("using the built-in sandbox at %1")
                 .arg(ApiClient::displayUrl(target.m_baseUrl)));
    }
    return target;
}

void RunTarget::authorize(ApiKeyCredential& credential, ConnectionService& connection,
                          QObject* context, std::function<void()> start) const
{
    if (!m_apiKey.isEmpty() || m_sandbox) {
        if (m_apiKey.isEmpty())
            credential.setApiKey(m_sandbox->config().apiKeys.constFirst());
        QTimer::singleShot(0, context, std::move(start));
        return;
    }
    // MANTYX_API_KEY is not set: the key the inspector keeps in the keychain.
    const ConnectionProfile chosen = *m_profile;
    if (chosen.credentialKind() != ConnectionProfile::CredentialKind::ApiKey) {
        printErr(MantyxRun::tr("The connection profile %1 signs in with OAuth; mantyx-run "
                               "uses API keys only.")
                     .arg(ProfileLookup::describe(chosen)));
        printErr(MantyxRun::tr("No credential: set MANTYX_API_KEY to a workspace API key."));
        QTimer::singleShot(0, context, [] { QCoreApplication::exit(ExitNoRun); });
        return;
    }
    connection.resolveCredential(
        chosen, context, [&credential, start = std::move(start)](const StoredCredential& stored) {
            if (!stored.hasCredential()) {
                printErr(stored.problem());
                printErr(
                    MantyxRun::tr("No credential: set MANTYX_API_KEY to a workspace API key."));
                QCoreApplication::exit(ExitNoRun);
                return;
            }
            note(MantyxRun::tr("using the API key of the connection profile %1 from the keychain")
                     .arg(ProfileLookup::describe(stored.profile)));
            credential.setApiKey(stored.apiKey.secret);
            start();
        });
}

} // namespace mantyx::cli
