// SPDX-License-Identifier: MIT
#include "protocol/toolref.h"

#include <array>

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {

constexpr auto kKind = "kind"_L1;

struct KindInfo
{
    ToolKind kind;
    QLatin1StringView name;
    bool clientResolved;
};

constexpr std::array kKinds{
    KindInfo{ToolKind::Mantyx, "mantyx"_L1, false},
    KindInfo{ToolKind::MantyxPlugin, "mantyx_plugin"_L1, false},
    KindInfo{ToolKind::Local, "local"_L1, true},
    KindInfo{ToolKind::A2a, "a2a"_L1, false},
    KindInfo{ToolKind::A2aLocal, "a2a_local"_L1, true},
    KindInfo{ToolKind::Mcp, "mcp"_L1, false},
    KindInfo{ToolKind::McpLocal, "mcp_local"_L1, true},
};

} // namespace

QString toolKindName(ToolKind kind)
{
    for (const KindInfo& info : kKinds) {
        if (info.kind == kind)
            return info.name;
    }
    return {};
}

ToolKind toolKindFromName(QStringView name)
{
    for (const KindInfo& info : kKinds) {
        if (name == info.name)
            return info.kind;
    }
    return ToolKind::Unknown;
}

QList<ToolKind> allToolKinds()
{
    QList<ToolKind> kinds;
    for (const KindInfo& info : kKinds)
        kinds.append(info.kind);
    return kinds;
}

bool isClientResolved(ToolKind kind)
{
    for (const KindInfo& info : kKinds) {
        if (info.kind == kind)
            return info.clientResolved;
    }
    return false;
}

ToolRef::ToolRef(ToolKind kind)
{
    setKind(kind);
}

ToolRef ToolRef::mantyx(const QString& id)
{
    ToolRef ref(ToolKind::Mantyx);
    ref.m_id = id;
    return ref;
}

ToolRef ToolRef::mantyxPlugin(const QString& name)
{
    ToolRef ref(ToolKind::MantyxPlugin);
    ref.m_name = name;
    return ref;
}

ToolRef ToolRef::local(const QString& name, const std::optional<QString>& description,
                       const std::optional<QJsonObject>& parameters)
{
    ToolRef ref(ToolKind::Local);
    ref.m_name = name;
    ref.m_description = description;
    ref.m_parameters = parameters;
    return ref;
}

ToolRef ToolRef::a2a(const QString& name, const QString& agentCardUrl)
{
    ToolRef ref(ToolKind::A2a);
    ref.m_name = name;
    ref.m_agentCardUrl = agentCardUrl;
    return ref;
}

ToolRef ToolRef::a2aLocal(const QString& name, const QJsonObject& agentCard)
{
    ToolRef ref(ToolKind::A2aLocal);
    ref.m_name = name;
    ref.m_agentCard = agentCard;
    return ref;
}

ToolRef ToolRef::mcp(const QString& name, const QString& url)
{
    ToolRef ref(ToolKind::Mcp);
    ref.m_name = name;
    ref.m_url = url;
    return ref;
}

ToolRef ToolRef::mcpLocal(const QString& name, const QJsonArray& tools,
                          const std::optional<QJsonObject>& serverInfo)
{
    ToolRef ref(ToolKind::McpLocal);
    ref.m_name = name;
    ref.m_serverInfo = serverInfo;
    ref.m_mcpTools = tools;
    return ref;
}

ToolRef ToolRef::fromJson(const QJsonObject& json)
{
    SpecFieldReader reader(json);
    ToolRef ref;
    ref.m_kindName = reader.takeString(kKind);
    const QList<ToolField> known = fields(ref.kind());
    for (ToolField field : known)
        ref.takeField(field, reader);
    ref.m_extras = reader.rest();
    return ref;
}

QJsonObject ToolRef::toJson() const
{
    QJsonObject out = m_extras;
    specjson::put(out, kKind, m_kindName);
    const QList<ToolField> known = fields(kind());
    for (ToolField field : known)
        putField(field, out);
    return out;
}

ToolKind ToolRef::kind() const
{
    if (!m_kindName)
        return ToolKind::Unknown;
    return toolKindFromName(*m_kindName);
}

void ToolRef::setKind(ToolKind kind)
{
    if (kind == ToolKind::Unknown)
        setKindName(std::nullopt);
    else
        setKindName(toolKindName(kind));
}

void ToolRef::setKindName(const std::optional<QString>& name)
{
    m_kindName = name;
    m_extras.remove(kKind);
    // Fields of the new kind that sat in extras (unknown to the old kind) become typed.
    SpecFieldReader reader(m_extras);
    const QList<ToolField> known = fields(kind());
    for (ToolField field : known) {
        if (!isSet(field))
            takeField(field, reader);
    }
    m_extras = reader.rest();
}

QList<ToolField> ToolRef::fields(ToolKind kind)
{
    using F = ToolField;
    switch (kind) {
    case ToolKind::Mantyx:
        return {F::Id};
    case ToolKind::MantyxPlugin:
        return {F::Name};
    case ToolKind::Local:
        return {F::Name, F::Description, F::Parameters, F::OutputSchema, F::LongRunning};
    case ToolKind::A2a:
        return {F::Name, F::AgentCardUrl, F::Headers, F::ContextId, F::Description};
    case ToolKind::A2aLocal:
        return {F::Name, F::Description, F::AgentCard};
    case ToolKind::Mcp:
        return {F::Name, F::Url, F::Headers, F::ToolFilter};
    case ToolKind::McpLocal:
        return {F::Name, F::ServerInfo, F::Tools};
    case ToolKind::Unknown:
        break;
    }
    return {};
}

bool ToolRef::hasField(ToolKind kind, ToolField field)
{
    return fields(kind).contains(field);
}

QLatin1StringView ToolRef::fieldKey(ToolField field)
{
    switch (field) {
    case ToolField::Id:
        return "id"_L1;
    case ToolField::Name:
        return "name"_L1;
    case ToolField::Description:
        return "description"_L1;
    case ToolField::Parameters:
        return "parameters"_L1;
    case ToolField::OutputSchema:
        return "outputSchema"_L1;
    case ToolField::LongRunning:
        return "longRunning"_L1;
    case ToolField::AgentCardUrl:
        return "agentCardUrl"_L1;
    case ToolField::Headers:
        return "headers"_L1;
    case ToolField::ContextId:
        return "contextId"_L1;
    case ToolField::AgentCard:
        return "agentCard"_L1;
    case ToolField::Url:
        return "url"_L1;
    case ToolField::ToolFilter:
        return "toolFilter"_L1;
    case ToolField::ServerInfo:
        return "serverInfo"_L1;
    case ToolField::Tools:
        return "tools"_L1;
    }
    return {};
}

bool ToolRef::isSet(ToolField field) const
{
    switch (field) {
    case ToolField::Id:
        return m_id.has_value();
    case ToolField::Name:
        return m_name.has_value();
    case ToolField::Description:
        return m_description.has_value();
    case ToolField::Parameters:
        return m_parameters.has_value();
    case ToolField::OutputSchema:
        return m_outputSchema.has_value();
    case ToolField::LongRunning:
        return m_longRunning.has_value();
    case ToolField::AgentCardUrl:
        return m_agentCardUrl.has_value();
    case ToolField::Headers:
        return m_headers.has_value();
    case ToolField::ContextId:
        return m_contextId.has_value();
    case ToolField::AgentCard:
        return m_agentCard.has_value();
    case ToolField::Url:
        return m_url.has_value();
    case ToolField::ToolFilter:
        return m_toolFilter.has_value();
    case ToolField::ServerInfo:
        return m_serverInfo.has_value();
    case ToolField::Tools:
        return m_mcpTools.has_value();
    }
    return false;
}

bool ToolRef::takeField(ToolField field, SpecFieldReader& reader)
{
    const QLatin1StringView key = fieldKey(field);
    switch (field) {
    case ToolField::Id:
        m_id = reader.takeString(key);
        return m_id.has_value();
    case ToolField::Name:
        m_name = reader.takeString(key);
        return m_name.has_value();
    case ToolField::Description:
        m_description = reader.takeString(key);
        return m_description.has_value();
    case ToolField::Parameters:
        m_parameters = reader.takeObject(key);
        return m_parameters.has_value();
    case ToolField::OutputSchema:
        m_outputSchema = reader.takeObject(key);
        return m_outputSchema.has_value();
    case ToolField::LongRunning:
        m_longRunning = reader.takeBool(key);
        return m_longRunning.has_value();
    case ToolField::AgentCardUrl:
        m_agentCardUrl = reader.takeString(key);
        return m_agentCardUrl.has_value();
    case ToolField::Headers:
        m_headers = reader.takeStringMap(key);
        return m_headers.has_value();
    case ToolField::ContextId:
        m_contextId = reader.takeString(key);
        return m_contextId.has_value();
    case ToolField::AgentCard:
        m_agentCard = reader.takeObject(key);
        return m_agentCard.has_value();
    case ToolField::Url:
        m_url = reader.takeString(key);
        return m_url.has_value();
    case ToolField::ToolFilter:
        m_toolFilter = reader.takeAny(key);
        return m_toolFilter.has_value();
    case ToolField::ServerInfo:
        m_serverInfo = reader.takeObject(key);
        return m_serverInfo.has_value();
    case ToolField::Tools:
        m_mcpTools = reader.takeArray(key);
        return m_mcpTools.has_value();
    }
    return false;
}

void ToolRef::putField(ToolField field, QJsonObject& out) const
{
    const QLatin1StringView key = fieldKey(field);
    switch (field) {
    case ToolField::Id:
        specjson::put(out, key, m_id);
        break;
    case ToolField::Name:
        specjson::put(out, key, m_name);
        break;
    case ToolField::Description:
        specjson::put(out, key, m_description);
        break;
    case ToolField::Parameters:
        specjson::put(out, key, m_parameters);
        break;
    case ToolField::OutputSchema:
        specjson::put(out, key, m_outputSchema);
        break;
    case ToolField::LongRunning:
        specjson::put(out, key, m_longRunning);
        break;
    case ToolField::AgentCardUrl:
        specjson::put(out, key, m_agentCardUrl);
        break;
    case ToolField::Headers:
        specjson::put(out, key, m_headers);
        break;
    case ToolField::ContextId:
        specjson::put(out, key, m_contextId);
        break;
    case ToolField::AgentCard:
        specjson::put(out, key, m_agentCard);
        break;
    case ToolField::Url:
        specjson::put(out, key, m_url);
        break;
    case ToolField::ToolFilter:
        specjson::put(out, key, m_toolFilter);
        break;
    case ToolField::ServerInfo:
        specjson::put(out, key, m_serverInfo);
        break;
    case ToolField::Tools:
        specjson::put(out, key, m_mcpTools);
        break;
    }
}

void ToolRef::setId(const std::optional<QString>& value)
{
    m_id = value;
    m_extras.remove(fieldKey(ToolField::Id));
}

void ToolRef::setName(const std::optional<QString>& value)
{
    m_name = value;
    m_extras.remove(fieldKey(ToolField::Name));
}

void ToolRef::setDescription(const std::optional<QString>& value)
{
    m_description = value;
    m_extras.remove(fieldKey(ToolField::Description));
}

void ToolRef::setParameters(const std::optional<QJsonObject>& value)
{
    m_parameters = value;
    m_extras.remove(fieldKey(ToolField::Parameters));
}

void ToolRef::setOutputSchema(const std::optional<QJsonObject>& value)
{
    m_outputSchema = value;
    m_extras.remove(fieldKey(ToolField::OutputSchema));
}

void ToolRef::setLongRunning(const std::optional<bool>& value)
{
    m_longRunning = value;
    m_extras.remove(fieldKey(ToolField::LongRunning));
}

void ToolRef::setAgentCardUrl(const std::optional<QString>& value)
{
    m_agentCardUrl = value;
    m_extras.remove(fieldKey(ToolField::AgentCardUrl));
}

void ToolRef::setHeaders(const std::optional<Headers>& value)
{
    m_headers = value;
    m_extras.remove(fieldKey(ToolField::Headers));
}

void ToolRef::setContextId(const std::optional<QString>& value)
{
    m_contextId = value;
    m_extras.remove(fieldKey(ToolField::ContextId));
}

void ToolRef::setAgentCard(const std::optional<QJsonObject>& value)
{
    m_agentCard = value;
    m_extras.remove(fieldKey(ToolField::AgentCard));
}

void ToolRef::setUrl(const std::optional<QString>& value)
{
    m_url = value;
    m_extras.remove(fieldKey(ToolField::Url));
}

void ToolRef::setToolFilter(const std::optional<QJsonValue>& value)
{
    m_toolFilter = value;
    m_extras.remove(fieldKey(ToolField::ToolFilter));
}

void ToolRef::setServerInfo(const std::optional<QJsonObject>& value)
{
    m_serverInfo = value;
    m_extras.remove(fieldKey(ToolField::ServerInfo));
}

void ToolRef::setMcpTools(const std::optional<QJsonArray>& value)
{
    m_mcpTools = value;
    m_extras.remove(fieldKey(ToolField::Tools));
}

std::optional<QStringList> ToolRef::modelFacingNames() const
{
    switch (kind()) {
    case ToolKind::Local:
    case ToolKind::A2a:
    case ToolKind::A2aLocal:
    case ToolKind::MantyxPlugin:
        if (!m_name)
            return std::nullopt;
        return QStringList{*m_name};
    case ToolKind::McpLocal: {
        if (!m_mcpTools)
            return std::nullopt;
        QStringList names;
        for (const QJsonValue& tool : *m_mcpTools) {
            const QJsonValue toolName = tool.toObject().value(fieldKey(ToolField::Name));
            if (toolName.isString())
                names.append(toolName.toString());
        }
        return names;
    }
    case ToolKind::Mantyx:
    case ToolKind::Mcp:
    case ToolKind::Unknown:
        break;
    }
    return std::nullopt;
}

std::optional<AgentCardView> ToolRef::agentCardView() const
{
    if (!m_agentCard)
        return std::nullopt;
    return AgentCardView(*m_agentCard);
}

QList<McpToolView> ToolRef::mcpToolViews() const
{
    QList<McpToolView> views;
    if (!m_mcpTools)
        return views;
    views.reserve(m_mcpTools->size());
    for (const QJsonValue& tool : *m_mcpTools) {
        if (tool.isObject())
            views.append(McpToolView(tool.toObject()));
    }
    return views;
}

std::optional<McpToolView> ToolRef::findMcpTool(QStringView toolName) const
{
    const QList<McpToolView> views = mcpToolViews();
    for (const McpToolView& view : views) {
        if (view.name() == toolName)
            return view;
    }
    return std::nullopt;
}

void ToolRef::setExtras(const QJsonObject& extras)
{
    m_extras = extras;
}

} // namespace mantyx
