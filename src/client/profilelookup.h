// SPDX-License-Identifier: MIT
// ProfileLookup: finds the saved connection profile a command line means — by name, or by server
// and workspace — so a credential kept for one server is never sent to another.
#pragma once

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

#include "client/connectionprofile.h"

class QSettings;

namespace mantyx {

class ProfileLookup final
{
    Q_DECLARE_TR_FUNCTIONS(ProfileLookup)

public:
    struct Result
    {
        std::optional<ConnectionProfile> profile;
        // Why there is no profile, one translated sentence (names the settings file looked in).
        QString problem;
        // How many profiles fitted server and workspace; above 1 the first by name was taken
        // (a front end says so and how to choose another).
        qsizetype matches = 0;
    };

    // The inspector's own settings file, where its connection profiles are saved, whatever the
    // running program calls itself: $XDG_CONFIG_HOME/MANTYX/mantyx-inspector.conf on Linux.
    static std::unique_ptr<QSettings> inspectorSettings();

    // A server URL as compared: scheme and host in lower case, the port spelled out, no trailing
    // slash, so "https://Example.com/" and "https://example.com:443" are one server.
    static QString normalisedServer(const QUrl& url);
    static bool sameServer(const QUrl& a, const QUrl& b);
    // Workspace slugs compare without regard to case.
    static bool sameWorkspace(const QString& a, const QString& b);
    // "\"Name\" (server, workspace slug)", for messages about a profile.
    static QString describe(const ConnectionProfile& profile);

    // The profile named `name` when given (it must fit `server` and `workspace` when those are
    // given), else the first by name whose server and workspace both match. `profiles` sorted by
    // name (ConnectionProfile::loadAll); `lookedIn` names where they came from, for the problem.
    static Result find(const QList<ConnectionProfile>& profiles, const QString& name,
                       const std::optional<QUrl>& server, const std::optional<QString>& workspace,
                       const QString& lookedIn);
    // The same over the profiles saved in `settings`.
    static Result find(QSettings& settings, const QString& name, const std::optional<QUrl>& server,
                       const std::optional<QString>& workspace);
};

} // namespace mantyx
