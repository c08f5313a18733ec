// SPDX-License-Identifier: MIT
#include "protocol/runspec.h"

#include <QJsonArray>
#include <QJsonParseError>

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {

constexpr auto kModelId = "modelId"_L1;
constexpr auto kSystemPrompt = "systemPrompt"_L1;
constexpr auto kName = "name"_L1;
constexpr auto kAgentId = "agentId"_L1;
constexpr auto kPrompt = "prompt"_L1;
constexpr auto kMessages = "messages"_L1;
constexpr auto kTools = "tools"_L1;
constexpr auto kReasoningLevel = "reasoningLevel"_L1;
constexpr auto kBudgets = "budgets"_L1;
constexpr auto kOutputSchema = "outputSchema"_L1;
constexpr auto kLoopDetection = "loopDetection"_L1;
constexpr auto kToolBudgets = "toolBudgets"_L1;
constexpr auto kSupervisor = "supervisor"_L1;
constexpr auto kPlan = "plan"_L1;
constexpr auto kMetadata = "metadata"_L1;

// An array of objects, each parsed with T::fromJson. One element of another shape keeps the whole
// array raw, so positions and the odd element survive untouched.
template <typename T> std::optional<QList<T>> objectListFrom(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    const QJsonArray array = value.toArray();
    QList<T> list;
    list.reserve(array.size());
    for (const QJsonValue& item : array) {
        if (!item.isObject())
            return std::nullopt;
        list.append(T::fromJson(item.toObject()));
    }
    return list;
}

template <typename T> QJsonArray objectListTo(const QList<T>& list)
{
    QJsonArray array;
    for (const T& item : list)
        array.append(item.toJson());
    return array;
}

template <typename T> std::optional<T> objectFrom(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    return T::fromJson(value.toObject());
}

std::optional<RunSpec::ToolBudgets> toolBudgetsFrom(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject object = value.toObject();
    RunSpec::ToolBudgets budgets;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!it.value().isObject())
            return std::nullopt;
        budgets.insert(it.key(), ToolBudget::fromJson(it.value().toObject()));
    }
    return budgets;
}

QJsonObject toolBudgetsTo(const RunSpec::ToolBudgets& budgets)
{
    QJsonObject object;
    for (auto it = budgets.constBegin(); it != budgets.constEnd(); ++it)
        object.insert(it.key(), it.value().toJson());
    return object;
}

} // namespace

RunSpec RunSpec::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    RunSpec spec;
    spec.m_modelId = r.takeString(kModelId);
    spec.m_systemPrompt = r.takeString(kSystemPrompt);
    spec.m_name = r.takeString(kName);
    spec.m_agentId = r.takeString(kAgentId);
    spec.m_prompt = r.takeString(kPrompt);
    spec.m_messages = r.takeWith(kMessages, objectListFrom<InputMessage>);
    spec.m_tools = r.takeWith(kTools, objectListFrom<ToolRef>);
    spec.m_reasoningLevel = r.takeWith(kReasoningLevel, ReasoningLevel::fromJson);
    spec.m_budgets = r.takeWith(kBudgets, objectFrom<RunBudgets>);
    spec.m_outputSchema = r.takeWith(kOutputSchema, objectFrom<OutputSchema>);
    spec.m_loopDetection = r.takeWith(kLoopDetection, LoopDetection::fromJson);
    spec.m_toolBudgets = r.takeWith(kToolBudgets, toolBudgetsFrom);
    spec.m_supervisor = r.takeWith(kSupervisor, SupervisorConfig::fromJson);
    spec.m_plan = r.takeWith(kPlan, PlanConfig::fromJson);
    spec.m_metadata = r.takeStringMap(kMetadata);
    spec.m_extras = r.rest();
    return spec;
}

std::optional<RunSpec> RunSpec::fromJsonText(const QByteArray& text, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error =
                parseError.errorString() + u" at offset "_s + QString::number(parseError.offset);
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = u"a run spec must be a JSON object"_s;
        return std::nullopt;
    }
    return fromJson(document.object());
}

QJsonObject RunSpec::toJson() const
{
    QJsonObject out = m_extras;
    specjson::put(out, kModelId, m_modelId);
    specjson::put(out, kSystemPrompt, m_systemPrompt);
    specjson::put(out, kName, m_name);
    specjson::put(out, kAgentId, m_agentId);
    specjson::put(out, kPrompt, m_prompt);
    if (m_messages)
        out.insert(kMessages, objectListTo(*m_messages));
    if (m_tools)
        out.insert(kTools, objectListTo(*m_tools));
    if (m_reasoningLevel)
        out.insert(kReasoningLevel, m_reasoningLevel->toJson());
    if (m_budgets)
        out.insert(kBudgets, m_budgets->toJson());
    if (m_outputSchema)
        out.insert(kOutputSchema, m_outputSchema->toJson());
    if (m_loopDetection)
        out.insert(kLoopDetection, m_loopDetection->toJson());
    if (m_toolBudgets)
        out.insert(kToolBudgets, toolBudgetsTo(*m_toolBudgets));
    if (m_supervisor)
        out.insert(kSupervisor, m_supervisor->toJson());
    if (m_plan)
        out.insert(kPlan, m_plan->toJson());
    specjson::put(out, kMetadata, m_metadata);
    return out;
}

QByteArray RunSpec::toJsonText(QJsonDocument::JsonFormat format) const
{
    return QJsonDocument(toJson()).toJson(format);
}

void RunSpec::setModelId(const std::optional<QString>& value)
{
    m_modelId = value;
    m_extras.remove(kModelId);
}

void RunSpec::setSystemPrompt(const std::optional<QString>& value)
{
    m_systemPrompt = value;
    m_extras.remove(kSystemPrompt);
}

void RunSpec::setName(const std::optional<QString>& value)
{
    m_name = value;
    m_extras.remove(kName);
}

void RunSpec::setAgentId(const std::optional<QString>& value)
{
    m_agentId = value;
    m_extras.remove(kAgentId);
}

void RunSpec::setPrompt(const std::optional<QString>& value)
{
    m_prompt = value;
    m_extras.remove(kPrompt);
}

void RunSpec::setMessages(const std::optional<QList<InputMessage>>& value)
{
    m_messages = value;
    m_extras.remove(kMessages);
}

void RunSpec::setTools(const std::optional<QList<ToolRef>>& value)
{
    m_tools = value;
    m_extras.remove(kTools);
}

void RunSpec::setReasoningLevel(const std::optional<ReasoningLevel>& value)
{
    m_reasoningLevel = value;
    m_extras.remove(kReasoningLevel);
}

void RunSpec::setBudgets(const std::optional<RunBudgets>& value)
{
    m_budgets = value;
    m_extras.remove(kBudgets);
}

void RunSpec::setOutputSchema(const std::optional<OutputSchema>& value)
{
    m_outputSchema = value;
    m_extras.remove(kOutputSchema);
}

void RunSpec::setLoopDetection(const std::optional<LoopDetection>& value)
{
    m_loopDetection = value;
    m_extras.remove(kLoopDetection);
}

void RunSpec::setToolBudgets(const std::optional<ToolBudgets>& value)
{
    m_toolBudgets = value;
    m_extras.remove(kToolBudgets);
}

void RunSpec::setSupervisor(const std::optional<SupervisorConfig>& value)
{
    m_supervisor = value;
    m_extras.remove(kSupervisor);
}

void RunSpec::setPlan(const std::optional<PlanConfig>& value)
{
    m_plan = value;
    m_extras.remove(kPlan);
}

void RunSpec::setMetadata(const std::optional<Metadata>& value)
{
    m_metadata = value;
    m_extras.remove(kMetadata);
}

void RunSpec::appendTool(const ToolRef& tool)
{
    if (!m_tools)
        setTools(QList<ToolRef>{});
    m_tools->append(tool);
}

void RunSpec::setMaxToolTurns(const std::optional<qint64>& value)
{
    if (!value && !m_budgets)
        return;
    RunBudgets budgets = m_budgets.value_or(RunBudgets{});
    budgets.maxToolTurns = value;
    budgets.extras.remove("maxToolTurns"_L1);
    setBudgets(budgets);
}

std::optional<qint64> RunSpec::maxToolTurns() const
{
    if (!m_budgets)
        return std::nullopt;
    return m_budgets->maxToolTurns;
}

bool RunSpec::hasClientResolvedTools() const
{
    if (!m_tools)
        return false;
    for (const ToolRef& tool : *m_tools) {
        if (tool.isClientResolved())
            return true;
    }
    return false;
}

QStringList RunSpec::modelFacingToolNames() const
{
    QStringList names;
    if (!m_tools)
        return names;
    for (const ToolRef& tool : *m_tools) {
        if (const auto toolNames = tool.modelFacingNames())
            names += *toolNames;
    }
    return names;
}

std::optional<ToolRef> RunSpec::findToolByModelFacingName(QStringView modelFacingName) const
{
    if (!m_tools)
        return std::nullopt;
    for (const ToolRef& tool : *m_tools) {
        const auto toolNames = tool.modelFacingNames();
        if (toolNames && toolNames->contains(modelFacingName))
            return tool;
    }
    return std::nullopt;
}

void RunSpec::setExtras(const QJsonObject& extras)
{
    m_extras = extras;
}

} // namespace mantyx
