// SPDX-License-Identifier: MIT
// McpResolution: one MCP server's catalog resolved into an `mcp_local` tool ref (wire-protocol.md
// §3.3) — serverInfo and the tools/list entries verbatim, less the tools the user left out, under
// the names the model may see — and the map from those names back to the ones the server knows,
// so a local_tool_call is always dispatched under the server's own tool name.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include "protocol/specissue.h"
#include "protocol/toolref.h"

namespace mantyx {

struct McpServerConfig;

class McpResolution final
{
    Q_DECLARE_TR_FUNCTIONS(McpResolution)

public:
    McpResolution() = default;

    // `tools` is the tools/list output and `serverInfo` the initialize `serverInfo`, both as the
    // server sent them. `takenNames` are model-facing names other refs of the spec already use:
    // a collision with one gets a numbered suffix, as does one inside this catalog. Problems
    // (a tool without a name, a name made valid or renumbered) are reported as warnings with
    // JSON paths into the produced ref.
    static McpResolution resolve(const McpServerConfig& config, const QJsonObject& serverInfo,
                                 const QJsonArray& tools, const QSet<QString>& takenNames = {});

    // `{kind: "mcp_local", name, serverInfo?, tools: [...]}`.
    const QJsonObject& json() const { return m_json; }
    ToolRef toolRef() const { return ToolRef::fromJson(m_json); }

    // The server's own name of a model-facing tool name; empty when this ref has no such tool.
    QString serverToolName(const QString& modelName) const { return m_toServer.value(modelName); }
    // The model-facing name of a server tool; empty when left out (or unknown).
    QString modelName(const QString& serverToolName) const
    {
        return m_toModel.value(serverToolName);
    }
    const QHash<QString, QString>& nameMap() const { return m_toServer; } // model -> server
    QStringList modelNames() const { return m_modelNames; }               // in catalog order
    QStringList omittedTools() const { return m_omitted; } // server names the user left out
    const QList<SpecIssue>& issues() const { return m_issues; }

    // Replaces characters outside [A-Za-z0-9_] with '_' and cuts to 64 characters: the
    // protocol's model-facing name pattern ^[a-zA-Z0-9_]{1,64}$. Empty input gives "tool".
    static QString validModelName(const QString& name);
    static bool isValidModelName(const QString& name);

private:
    QJsonObject m_json;
    QHash<QString, QString> m_toServer;
    QHash<QString, QString> m_toModel;
    QStringList m_modelNames;
    QStringList m_omitted;
    QList<SpecIssue> m_issues;
};

} // namespace mantyx
