// SPDX-License-Identifier: MIT
// ApprovalPolicy: the auto-run rules, in the order that makes the safe answer win.
#include "localtools/approvalpolicy.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace mantyx {

QString ApprovalPolicy::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Ask:
        return u"ask"_s;
    case Mode::Always:
        return u"always"_s;
    case Mode::ReadOnly:
        return u"read-only"_s;
    }
    return u"ask"_s;
}

std::optional<ApprovalPolicy::Mode> ApprovalPolicy::modeFromName(QStringView name)
{
    const QString n = name.trimmed().toString().toLower();
    if (n == "ask"_L1 || n == "never"_L1)
        return Mode::Ask;
    if (n == "always"_L1)
        return Mode::Always;
    if (n == "read-only"_L1 || n == "readonly"_L1 || n == "read_only"_L1)
        return Mode::ReadOnly;
    return std::nullopt;
}

QString ApprovalPolicy::modeTitle(Mode mode)
{
    switch (mode) {
    case Mode::Ask:
        return tr("Ask every time");
    case Mode::Always:
        return tr("Always run");
    case Mode::ReadOnly:
        return tr("Run when read-only");
    }
    return {};
}

std::optional<ApprovalPolicy::Mode> ApprovalPolicy::toolMode(const QString& toolName) const
{
    const auto it = m_toolModes.constFind(toolName);
    if (it == m_toolModes.constEnd())
        return std::nullopt;
    return *it;
}

ApprovalPolicy::Mode ApprovalPolicy::modeFor(const QString& toolName) const
{
    return toolMode(toolName).value_or(m_defaultMode);
}

ApprovalDecision ApprovalPolicy::decide(const LocalToolCallEvent& call,
                                        const QJsonObject& toolAnnotations,
                                        const QList<SchemaViolation>& argumentViolations) const
{
    using Rule = ApprovalDecision::Rule;
    if (!argumentViolations.isEmpty()) {
        return {false, Rule::ArgumentsInvalid,
                tr("The arguments do not match the tool's schema (%n problem(s)); such a call "
                   "never runs without approval.",
                   nullptr, int(argumentViolations.size()))};
    }
    // Only a JSON `true` counts: a hint that is missing or of another type claims nothing.
    if (toolAnnotations.value("destructiveHint"_L1) == QJsonValue(true)) {
        return {false, Rule::Destructive,
                tr("The tool \"%1\" says it may be destructive (destructiveHint), so it never "
                   "runs without asking.")
                    .arg(call.name)};
    }
    switch (modeFor(call.name)) {
    case Mode::Ask:
        break;
    case Mode::Always:
        return {true, Rule::PolicyAlways,
                tr("The policy for \"%1\" is to always run it.").arg(call.name)};
    case Mode::ReadOnly:
        if (toolAnnotations.value("readOnlyHint"_L1) == QJsonValue(true)) {
            return {true, Rule::ReadOnlyHint,
                    tr("The tool \"%1\" says it only reads (readOnlyHint), and the policy runs "
                       "read-only tools.")
                        .arg(call.name)};
        }
        return {false, Rule::NotReadOnly,
                tr("The policy runs read-only tools only, and \"%1\" does not say it is "
                   "read-only (readOnlyHint).")
                    .arg(call.name)};
    }
    return {false, Rule::PolicyAsk, tr("The policy for \"%1\" is to ask.").arg(call.name)};
}

QJsonObject ApprovalPolicy::toJson() const
{
    QJsonObject tools;
    for (auto it = m_toolModes.constBegin(); it != m_toolModes.constEnd(); ++it)
        tools.insert(it.key(), modeName(it.value()));
    return QJsonObject{{"default"_L1, modeName(m_defaultMode)}, {"tools"_L1, tools}};
}

ApprovalPolicy ApprovalPolicy::fromJson(const QJsonObject& json)
{
    ApprovalPolicy policy;
    policy.m_defaultMode = modeFromName(json.value("default"_L1).toString()).value_or(Mode::Ask);
    const QJsonObject tools = json.value("tools"_L1).toObject();
    for (auto it = tools.constBegin(); it != tools.constEnd(); ++it)
        policy.m_toolModes.insert(it.key(),
                                  modeFromName(it.value().toString()).value_or(Mode::Ask));
    return policy;
}

} // namespace mantyx
