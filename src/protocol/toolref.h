// SPDX-License-Identifier: MIT
// ToolRef: one entry of the spec's `tools[]`, any of the seven kinds (§3), with the kind-specific
// fields typed and everything else kept verbatim so a round trip never changes the document.
// Flat (one class, a kind plus every kind's fields) rather than a std::variant: the composer's
// per-kind editors and its kind switcher work on one value type, and fields survive a kind toggle.
#pragma once

#include <optional>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "protocol/agentcardview.h"
#include "protocol/mcptoolview.h"

namespace mantyx {

class SpecFieldReader;

enum class ToolKind
{
    Mantyx,       // "mantyx"        server: {id}
    MantyxPlugin, // "mantyx_plugin" server: {name}
    Local,        // "local"         client: {name, description?, parameters?, outputSchema?, …}
    A2a,          // "a2a"           server: {name, agentCardUrl, headers?, contextId?, …}
    A2aLocal,     // "a2a_local"     client: {name, description?, agentCard}
    Mcp,          // "mcp"           server: {name, url, headers?, toolFilter?}
    McpLocal,     // "mcp_local"     client: {name, serverInfo?, tools[]}
    Unknown,      // missing, non-string or unrecognised `kind`
};

// The ref fields, each belonging to one or more kinds (see ToolRef::fields()).
enum class ToolField
{
    Id,
    Name,
    Description,
    Parameters,
    OutputSchema,
    LongRunning,
    AgentCardUrl,
    Headers,
    ContextId,
    AgentCard,
    Url,
    ToolFilter,
    ServerInfo,
    Tools,
};

QString toolKindName(ToolKind kind); // the wire literal; empty for Unknown
ToolKind toolKindFromName(QStringView name);
QList<ToolKind> allToolKinds(); // the seven known kinds in §3 order
// Client-resolved kinds (local, a2a_local, mcp_local) are answered by us via local_tool_call.
bool isClientResolved(ToolKind kind);

class ToolRef final
{
public:
    using Headers = QMap<QString, QString>;

    ToolRef() = default; // no `kind` yet
    explicit ToolRef(ToolKind kind);

    static ToolRef mantyx(const QString& id);
    static ToolRef mantyxPlugin(const QString& name);
    static ToolRef local(const QString& name,
                         const std::optional<QString>& description = std::nullopt,
                         const std::optional<QJsonObject>& parameters = std::nullopt);
    static ToolRef a2a(const QString& name, const QString& agentCardUrl);
    static ToolRef a2aLocal(const QString& name, const QJsonObject& agentCard);
    static ToolRef mcp(const QString& name, const QString& url);
    static ToolRef mcpLocal(const QString& name, const QJsonArray& tools,
                            const std::optional<QJsonObject>& serverInfo = std::nullopt);

    // Only the fields of the ref's kind are typed (when their JSON type is right); the rest, and
    // every field of an unknown kind, stay in extras().
    static ToolRef fromJson(const QJsonObject& json);
    // extras(), then `kind`, then the set fields of the current kind (a typed field wins over an
    // extras entry of the same key). Fields of other kinds are kept in memory, not written.
    QJsonObject toJson() const;

    ToolKind kind() const;
    // The `kind` string as written, even when unrecognised; nothing when missing or not a string.
    const std::optional<QString>& kindName() const { return m_kindName; }
    // Changing the kind adopts matching well-typed fields of the new kind from extras().
    void setKind(ToolKind kind); // Unknown removes `kind`
    void setKindName(const std::optional<QString>& name);
    bool isClientResolved() const { return ::mantyx::isClientResolved(kind()); }

    static QList<ToolField> fields(ToolKind kind); // in the order §3 lists them
    static bool hasField(ToolKind kind, ToolField field);
    static QLatin1StringView fieldKey(ToolField field);
    bool isSet(ToolField field) const;

    const std::optional<QString>& id() const { return m_id; }
    const std::optional<QString>& name() const { return m_name; }
    const std::optional<QString>& description() const { return m_description; }
    const std::optional<QJsonObject>& parameters() const { return m_parameters; }
    const std::optional<QJsonObject>& outputSchema() const { return m_outputSchema; }
    const std::optional<bool>& longRunning() const { return m_longRunning; }
    const std::optional<QString>& agentCardUrl() const { return m_agentCardUrl; }
    const std::optional<Headers>& headers() const { return m_headers; }
    const std::optional<QString>& contextId() const { return m_contextId; }
    const std::optional<QJsonObject>& agentCard() const { return m_agentCard; }
    const std::optional<QString>& url() const { return m_url; }
    // Shape not pinned by the protocol documents: any JSON, verbatim.
    const std::optional<QJsonValue>& toolFilter() const { return m_toolFilter; }
    const std::optional<QJsonObject>& serverInfo() const { return m_serverInfo; }
    // mcp_local `tools[]`: the MCP tools/list output, verbatim (see mcpToolViews()).
    const std::optional<QJsonArray>& mcpTools() const { return m_mcpTools; }

    // Setters drop any raw value extras() held under the same key; std::nullopt omits the field.
    void setId(const std::optional<QString>& value);
    void setName(const std::optional<QString>& value);
    void setDescription(const std::optional<QString>& value);
    void setParameters(const std::optional<QJsonObject>& value);
    void setOutputSchema(const std::optional<QJsonObject>& value);
    void setLongRunning(const std::optional<bool>& value);
    void setAgentCardUrl(const std::optional<QString>& value);
    void setHeaders(const std::optional<Headers>& value);
    void setContextId(const std::optional<QString>& value);
    void setAgentCard(const std::optional<QJsonObject>& value);
    void setUrl(const std::optional<QString>& value);
    void setToolFilter(const std::optional<QJsonValue>& value);
    void setServerInfo(const std::optional<QJsonObject>& value);
    void setMcpTools(const std::optional<QJsonArray>& value);

    // The tool names the model will see, when the client can know them: the ref name for local,
    // a2a, a2a_local and mantyx_plugin; every `tools[].name` for mcp_local. Nothing for mantyx
    // (the name lives in the workspace), mcp (the server lists and prefixes the catalog), unknown
    // kinds, or when the field the names come from is missing.
    std::optional<QStringList> modelFacingNames() const;
    std::optional<AgentCardView> agentCardView() const;
    QList<McpToolView> mcpToolViews() const; // object elements of `tools[]`
    std::optional<McpToolView> findMcpTool(QStringView toolName) const;

    // Unknown fields, fields of other kinds, and known fields with the wrong JSON type.
    const QJsonObject& extras() const { return m_extras; }
    void setExtras(const QJsonObject& extras);

    friend bool operator==(const ToolRef&, const ToolRef&) = default;

private:
    bool takeField(ToolField field, SpecFieldReader& reader);
    void putField(ToolField field, QJsonObject& out) const;

    std::optional<QString> m_kindName;
    std::optional<QString> m_id;
    std::optional<QString> m_name;
    std::optional<QString> m_description;
    std::optional<QJsonObject> m_parameters;
    std::optional<QJsonObject> m_outputSchema;
    std::optional<bool> m_longRunning;
    std::optional<QString> m_agentCardUrl;
    std::optional<Headers> m_headers;
    std::optional<QString> m_contextId;
    std::optional<QJsonObject> m_agentCard;
    std::optional<QString> m_url;
    std::optional<QJsonValue> m_toolFilter;
    std::optional<QJsonObject> m_serverInfo;
    std::optional<QJsonArray> m_mcpTools;
    QJsonObject m_extras;
};

} // namespace mantyx
