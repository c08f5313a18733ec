// SPDX-License-Identifier: MIT
// LocalHandlerFlags: the local handlers given on a command line (--mcp NAME=COMMAND,
// --mcp-http NAME=URL, --a2a NAME=URL, --command TOOL=EXECUTABLE, --auto-approve), read into the
// same LocalHandlerSet the inspector saves per connection, so mantyx-run starts its handlers the
// way the window does (LocalHandlerSet::configure).
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "localtools/localhandlerset.h"

namespace mantyx {

class LocalHandlerFlags final
{
    Q_DECLARE_TR_FUNCTIONS(LocalHandlerFlags)

public:
    QStringList mcp;           // NAME=COMMAND (a stdio server, the command line split like a shell)
    QStringList mcpHttp;       // NAME=URL (a Streamable HTTP server)
    QStringList a2a;           // NAME=URL (an A2A peer's agent card)
    QStringList commands;      // TOOL=EXECUTABLE (a command answering the `local` tool TOOL)
    bool bareMcpNames = false; // MCP tools keep their own names (no "server_" prefix)
    QString autoApprove;       // never (also when empty), read-only or always

    bool isEmpty() const;
    // The set the flags describe; nothing, and `error` says which flag is wrong, when a value is
    // not NAME=VALUE, a command line is empty, a URL is not http(s) or the approval is unknown.
    std::optional<LocalHandlerSet> toSet(QString* error) const;
};

} // namespace mantyx
