// SPDX-License-Identifier: MIT
// LocalHandlerFlags: command-line values read into a LocalHandlerSet.
#include "localtools/localhandlerflags.h"

#include <QProcess>
#include <QUrl>

#include "localtools/approvalpolicy.h"
#include "localtools/mcpserverconfig.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// "NAME=VALUE" with both sides non-empty after trimming.
bool splitAssignment(const QString& value, QString* name, QString* rest)
{
    const qsizetype eq = value.indexOf(u'=');
    if (eq <= 0 || eq == value.size() - 1)
        return false;
    *name = value.left(eq).trimmed();
    *rest = value.mid(eq + 1).trimmed();
    return !name->isEmpty() && !rest->isEmpty();
}

bool isWebUrl(const QUrl& url)
{
    return url.isValid() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1);
}

} // namespace

bool LocalHandlerFlags::isEmpty() const
{
    return mcp.isEmpty() && mcpHttp.isEmpty() && a2a.isEmpty() && commands.isEmpty();
}

std::optional<LocalHandlerSet> LocalHandlerFlags::toSet(QString* error) const
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    LocalHandlerSet set;
    for (const QString& value : mcp) {
        McpServerConfig config;
        QString commandText;
        if (!splitAssignment(value, &config.name, &commandText))
            return fail(tr("--mcp needs NAME=COMMAND, not \"%1\".").arg(value));
        const QStringList parts = QProcess::splitCommand(commandText);
        if (parts.isEmpty())
            return fail(tr("--mcp %1: the command line is empty.").arg(config.name));
        config.transport = McpServerConfig::Transport::Stdio;
        config.command = parts.constFirst();
        config.arguments = parts.mid(1);
        config.prefixToolNames = !bareMcpNames;
        set.mcpServers << config;
    }
    for (const QString& value : mcpHttp) {
        McpServerConfig config;
        QString urlText;
        if (!splitAssignment(value, &config.name, &urlText))
            return fail(tr("--mcp-http needs NAME=URL, not \"%1\".").arg(value));
        config.transport = McpServerConfig::Transport::Http;
        config.url = QUrl(urlText, QUrl::StrictMode);
        if (!isWebUrl(config.url))
            return fail(tr("--mcp-http %1 needs an http:// or https:// URL.").arg(config.name));
        config.prefixToolNames = !bareMcpNames;
        set.mcpServers << config;
    }
    for (const QString& value : a2a) {
        LocalHandlerSet::A2aPeer peer;
        QString urlText;
        if (!splitAssignment(value, &peer.refName, &urlText))
            return fail(tr("--a2a needs NAME=URL, not \"%1\".").arg(value));
        peer.cardUrl = QUrl(urlText, QUrl::StrictMode);
        if (!isWebUrl(peer.cardUrl))
            return fail(tr("--a2a %1 needs an http:// or https:// URL.").arg(peer.refName));
        set.a2aPeers << peer;
    }
    for (const QString& value : commands) {
        LocalHandlerSet::Command command;
        QString commandText;
        if (!splitAssignment(value, &command.toolName, &commandText))
            return fail(tr("--command needs TOOL=EXECUTABLE, not \"%1\".").arg(value));
        const QStringList commandLine = QProcess::splitCommand(commandText);
        if (commandLine.isEmpty())
            return fail(tr("--command %1: the command line is empty.").arg(command.toolName));
        command.program = commandLine.constFirst();
        command.arguments = commandLine.mid(1);
        set.commands << command;
    }
    const std::optional<ApprovalPolicy::Mode> mode =
        ApprovalPolicy::modeFromName(autoApprove.isEmpty() ? u"never"_s : autoApprove);
    if (!mode)
        return fail(tr("--auto-approve needs never, read-only or always."));
    set.policy.setDefaultMode(*mode);
    return set;
}

} // namespace mantyx
