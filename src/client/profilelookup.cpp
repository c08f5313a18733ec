// SPDX-License-Identifier: MIT
#include "client/profilelookup.h"

#include <QSettings>

#include "client/apiclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

std::unique_ptr<QSettings> ProfileLookup::inspectorSettings()
{
    return std::make_unique<QSettings>(QSettings::NativeFormat, QSettings::UserScope, u"MANTYX"_s,
                                       u"mantyx-inspector"_s);
}

QString ProfileLookup::normalisedServer(const QUrl& url)
{
    const QString scheme = url.scheme().toLower();
    const int defaultPort = scheme == "https"_L1 ? 443 : 80;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    return u"%1://%2:%3%4"_s.arg(scheme, url.host(QUrl::FullyEncoded).toLower())
        .arg(url.port(defaultPort))
        .arg(path);
}

bool ProfileLookup::sameServer(const QUrl& a, const QUrl& b)
{
    return normalisedServer(a) == normalisedServer(b);
}

bool ProfileLookup::sameWorkspace(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

QString ProfileLookup::describe(const ConnectionProfile& profile)
{
    return tr("\"%1\" (%2, workspace %3)")
        .arg(profile.name(), ApiClient::displayUrl(profile.baseUrl()),
             profile.workspaceSlug().isEmpty() ? tr("unknown") : profile.workspaceSlug());
}

ProfileLookup::Result ProfileLookup::find(const QList<ConnectionProfile>& profiles,
                                          const QString& name, const std::optional<QUrl>& server,
                                          const std::optional<QString>& workspace,
                                          const QString& lookedIn)
{
    Result result;
    if (!name.isEmpty()) {
        for (const ConnectionProfile& profile : profiles) {
            if (profile.name() != name)
                continue;
            result.matches = 1;
            if (server && !sameServer(profile.baseUrl(), *server)) {
                result.problem = tr("The connection profile %1 is for another server than %2.")
                                     .arg(describe(profile), ApiClient::displayUrl(*server));
                return result;
            }
            if (workspace && !sameWorkspace(profile.workspaceSlug(), *workspace)) {
                result.problem = tr("The connection profile %1 is for another workspace than %2.")
                                     .arg(describe(profile), *workspace);
                return result;
            }
            result.profile = profile;
            return result;
        }
        result.problem =
            tr("No saved connection profile is named \"%1\" (looked in %2).").arg(name, lookedIn);
        return result;
    }
    for (const ConnectionProfile& profile : profiles) {
        if (server && sameServer(profile.baseUrl(), *server) && workspace &&
            sameWorkspace(profile.workspaceSlug(), *workspace)) {
            if (!result.profile)
                result.profile = profile;
            ++result.matches;
        }
    }
    if (!result.profile) {
        result.problem =
            tr("No saved connection profile for server %1, workspace %2 (looked in %3).")
                .arg(server ? ApiClient::displayUrl(*server) : QString(),
                     workspace.value_or(QString()), lookedIn);
    }
    return result;
}

ProfileLookup::Result ProfileLookup::find(QSettings& settings, const QString& name,
                                          const std::optional<QUrl>& server,
                                          const std::optional<QString>& workspace)
{
    return find(ConnectionProfile::loadAll(settings), name, server, workspace, settings.fileName());
}

} // namespace mantyx
