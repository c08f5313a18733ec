// SPDX-License-Identifier: MIT
// ApprovalPolicy: whether a local tool call may run its handler without asking the user — per tool
// Ask / Always / ReadOnly (MCP readOnlyHint) over a global default — with the two rules no setting
// overrides: a tool that says it is destructive, or a call whose arguments failed validation, is
// never run unasked.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringView>

#include "jsonschema/schemavalidator.h"
#include "protocol/runevent.h"

namespace mantyx {

struct ApprovalDecision
{
    // Which rule decided; the UI and the tests act on this, the user reads `reason`.
    enum class Rule : quint8
    {
        PolicyAsk,        // the tool's mode is Ask
        PolicyAlways,     // the tool's mode is Always
        ReadOnlyHint,     // mode ReadOnly and the tool says `readOnlyHint: true`
        NotReadOnly,      // mode ReadOnly and the tool does not say it is read-only
        Destructive,      // the tool says `destructiveHint: true`
        ArgumentsInvalid, // the call's arguments violate the tool's schema
        NoHandler,        // nothing is configured to run it (set by the Dispatcher)
    };

    bool autoRun = false;
    Rule rule = Rule::PolicyAsk;
    QString reason; // translated, one sentence: why it runs, or why it waits for the user

    friend bool operator==(const ApprovalDecision&, const ApprovalDecision&) = default;
};

// A plain value: the settings UI edits it, the Dispatcher consults it.
class ApprovalPolicy final
{
    Q_DECLARE_TR_FUNCTIONS(ApprovalPolicy)

public:
    enum class Mode : quint8
    {
        Ask,      // the user approves every call (the default)
        Always,   // run without asking
        ReadOnly, // run without asking when the MCP tool says `readOnlyHint: true`
    };

    // "ask", "always", "read-only": the names settings files and mantyx-run use.
    static QString modeName(Mode mode);
    // The names above, plus "never" (mantyx-run's word for Ask) and "readonly"; case-insensitive.
    static std::optional<Mode> modeFromName(QStringView name);
    static QString modeTitle(Mode mode); // translated, for menus

    Mode defaultMode() const { return m_defaultMode; }
    void setDefaultMode(Mode mode) { m_defaultMode = mode; }

    // Per tool, by the model-facing name a local_tool_call carries in `name`.
    void setToolMode(const QString& toolName, Mode mode) { m_toolModes.insert(toolName, mode); }
    void clearToolMode(const QString& toolName) { m_toolModes.remove(toolName); }
    std::optional<Mode> toolMode(const QString& toolName) const;
    Mode modeFor(const QString& toolName) const;
    const QMap<QString, Mode>& toolModes() const { return m_toolModes; }

    // `toolAnnotations` are the MCP tool's `annotations` (empty for local and a2a_local tools).
    // In order: violations → ArgumentsInvalid; `destructiveHint: true` → Destructive (the hint
    // as given: MCP's default of "destructive unless read-only" is not applied, so Always still
    // means always for a tool that makes no claim); then the tool's mode.
    ApprovalDecision decide(const LocalToolCallEvent& call, const QJsonObject& toolAnnotations,
                            const QList<SchemaViolation>& argumentViolations) const;

    // {"default": "ask", "tools": {"name": "always", …}}; unknown names read as Ask.
    QJsonObject toJson() const;
    static ApprovalPolicy fromJson(const QJsonObject& json);

    friend bool operator==(const ApprovalPolicy&, const ApprovalPolicy&) = default;

private:
    Mode m_defaultMode = Mode::Ask;
    QMap<QString, Mode> m_toolModes;
};

} // namespace mantyx
