// SPDX-License-Identifier: MIT
// RunSpec: the typed run-spec document (§2, http-surface "Spec extras") that the composer edits and
// the client posts. fromJson(x).toJson() == x for any object x: unknown fields and known fields of
// the wrong JSON type are kept verbatim (the validator reports them; this type never drops them).
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "protocol/inputmessage.h"
#include "protocol/loopdetection.h"
#include "protocol/outputschema.h"
#include "protocol/planconfig.h"
#include "protocol/reasoninglevel.h"
#include "protocol/runbudgets.h"
#include "protocol/supervisorconfig.h"
#include "protocol/toolref.h"

namespace mantyx {

class RunSpec final
{
public:
    using Metadata = QMap<QString, QString>;
    using ToolBudgets = QMap<QString, ToolBudget>; // model-facing tool name → budget

    // Every field is std::optional: omitted and explicitly empty ("", [], {}) stay distinct. A
    // field whose value this type cannot model (wrong JSON type; for arrays and maps, any element
    // of the wrong shape) is left out of the typed view and kept in extras() instead.
    static RunSpec fromJson(const QJsonObject& json);
    // Parses JSON text; nothing (with a message) when it is not valid JSON or not an object.
    static std::optional<RunSpec> fromJsonText(const QByteArray& text, QString* error = nullptr);
    // extras(), then every set typed field (a typed field wins over an extras entry of its key).
    QJsonObject toJson() const;
    QByteArray toJsonText(QJsonDocument::JsonFormat format = QJsonDocument::Indented) const;

    const std::optional<QString>& modelId() const { return m_modelId; }
    const std::optional<QString>& systemPrompt() const { return m_systemPrompt; }
    const std::optional<QString>& name() const { return m_name; }
    const std::optional<QString>& agentId() const { return m_agentId; }
    // `prompt` and `messages` are exclusive on the wire; both are kept if both are present.
    const std::optional<QString>& prompt() const { return m_prompt; }
    const std::optional<QList<InputMessage>>& messages() const { return m_messages; }
    const std::optional<QList<ToolRef>>& tools() const { return m_tools; }
    const std::optional<ReasoningLevel>& reasoningLevel() const { return m_reasoningLevel; }
    const std::optional<RunBudgets>& budgets() const { return m_budgets; }
    const std::optional<OutputSchema>& outputSchema() const { return m_outputSchema; }
    const std::optional<LoopDetection>& loopDetection() const { return m_loopDetection; }
    const std::optional<ToolBudgets>& toolBudgets() const { return m_toolBudgets; }
    const std::optional<SupervisorConfig>& supervisor() const { return m_supervisor; }
    const std::optional<PlanConfig>& plan() const { return m_plan; }
    const std::optional<Metadata>& metadata() const { return m_metadata; }

    // Setters drop any raw value extras() held under the same key; std::nullopt omits the field.
    void setModelId(const std::optional<QString>& value);
    void setSystemPrompt(const std::optional<QString>& value);
    void setName(const std::optional<QString>& value);
    void setAgentId(const std::optional<QString>& value);
    void setPrompt(const std::optional<QString>& value);
    void setMessages(const std::optional<QList<InputMessage>>& value);
    void setTools(const std::optional<QList<ToolRef>>& value);
    void setReasoningLevel(const std::optional<ReasoningLevel>& value);
    void setBudgets(const std::optional<RunBudgets>& value);
    void setOutputSchema(const std::optional<OutputSchema>& value);
    void setLoopDetection(const std::optional<LoopDetection>& value);
    void setToolBudgets(const std::optional<ToolBudgets>& value);
    void setSupervisor(const std::optional<SupervisorConfig>& value);
    void setPlan(const std::optional<PlanConfig>& value);
    void setMetadata(const std::optional<Metadata>& value);

    // Conveniences for the composer and the client.
    void appendTool(const ToolRef& tool); // creates `tools` when omitted
    // Edits `budgets.maxToolTurns` alone: the rest of `budgets` is kept, and clearing it leaves
    // `budgets` in place (possibly `{}`) once it exists.
    void setMaxToolTurns(const std::optional<qint64>& value);
    std::optional<qint64> maxToolTurns() const;
    bool hasClientResolvedTools() const;
    // Model-facing names of every tool whose names the client can know (ToolRef::modelFacingNames),
    // in tools[] order, duplicates kept so a caller can spot collisions.
    QStringList modelFacingToolNames() const;
    // The tool ref that declares `modelFacingName` (local, a2a_local, mcp_local …), if any.
    std::optional<ToolRef> findToolByModelFacingName(QStringView modelFacingName) const;

    // Unknown top-level fields and known ones with the wrong JSON type.
    const QJsonObject& extras() const { return m_extras; }
    void setExtras(const QJsonObject& extras);

    friend bool operator==(const RunSpec&, const RunSpec&) = default;

private:
    std::optional<QString> m_modelId;
    std::optional<QString> m_systemPrompt;
    std::optional<QString> m_name;
    std::optional<QString> m_agentId;
    std::optional<QString> m_prompt;
    std::optional<QList<InputMessage>> m_messages;
    std::optional<QList<ToolRef>> m_tools;
    std::optional<ReasoningLevel> m_reasoningLevel;
    std::optional<RunBudgets> m_budgets;
    std::optional<OutputSchema> m_outputSchema;
    std::optional<LoopDetection> m_loopDetection;
    std::optional<ToolBudgets> m_toolBudgets;
    std::optional<SupervisorConfig> m_supervisor;
    std::optional<PlanConfig> m_plan;
    std::optional<Metadata> m_metadata;
    QJsonObject m_extras;
};

} // namespace mantyx
