// SPDX-License-Identifier: MIT
// McpTransport: the choice between the two transports.
#include "localtools/mcptransport.h"

#include "localtools/mcphttptransport.h"
#include "localtools/mcpserverconfig.h"
#include "localtools/mcpstdiotransport.h"

namespace mantyx {

McpTransport::McpTransport(QObject* parent)
    : QObject(parent)
{}

McpTransport::~McpTransport() = default;

McpTransport* McpTransport::create(const McpServerConfig& config, QObject* parent)
{
    if (config.transport == McpServerConfig::Transport::Http)
        return new McpHttpTransport(config.url, config.headers, parent);
    return new McpStdioTransport(config.command, config.arguments, config.environment,
                                 config.workingDirectory, parent);
}

} // namespace mantyx
