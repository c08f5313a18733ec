// SPDX-License-Identifier: MIT
// RunEvent: event type names and the few non-trivial helpers of the typed views.
#include "protocol/runevent.h"

#include <array>

#include <QJsonDocument>

#include "protocol/jsonparse.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

struct TypeName
{
    EventType type;
    QLatin1StringView name;
};

// Indexed by EventType; Unknown and Malformed have no wire name.
constexpr std::array<TypeName, 17> kTypeNames{{
    {EventType::Unknown, {}},
    {EventType::Malformed, {}},
    {EventType::Started, "started"_L1},
    {EventType::AssistantDelta, "assistant_delta"_L1},
    {EventType::ThinkingDelta, "thinking_delta"_L1},
    {EventType::ToolCall, "tool_call"_L1},
    {EventType::ToolResult, "tool_result"_L1},
    {EventType::LocalToolCall, "local_tool_call"_L1},
    {EventType::LocalToolResultIn, "local_tool_result_in"_L1},
    {EventType::LoopDetected, "loop_detected"_L1},
    {EventType::ToolBudgetExceeded, "tool_budget_exceeded"_L1},
    {EventType::Supervisor, "supervisor"_L1},
    {EventType::TaskPlan, "task_plan"_L1},
    {EventType::AssistantMessage, "assistant_message"_L1},
    {EventType::Result, "result"_L1},
    {EventType::Error, "error"_L1},
    {EventType::Cancelled, "cancelled"_L1},
}};

static_assert(static_cast<std::size_t>(EventType::Cancelled) + 1 == kTypeNames.size());

} // namespace

QLatin1StringView eventTypeName(EventType type) noexcept
{
    const auto index = static_cast<std::size_t>(type);
    return index < kTypeNames.size() ? kTypeNames[index].name : QLatin1StringView();
}

EventType eventTypeFromName(QByteArrayView utf8Name) noexcept
{
    if (utf8Name.isEmpty())
        return EventType::Unknown;
    // Seventeen short names: a linear scan that first compares sizes beats hashing.
    for (const TypeName& entry : kTypeNames) {
        if (entry.name.size() == utf8Name.size() && !entry.name.isEmpty() &&
            QByteArrayView(entry.name.data(), entry.name.size()) == utf8Name)
            return entry.type;
    }
    return EventType::Unknown;
}

EventType eventTypeFromName(QStringView name) noexcept
{
    if (name.isEmpty())
        return EventType::Unknown;
    for (const TypeName& entry : kTypeNames) {
        if (entry.name.size() == name.size() && !entry.name.isEmpty() && entry.name == name)
            return entry.type;
    }
    return EventType::Unknown;
}

bool isTerminal(EventType type) noexcept
{
    return type == EventType::Result || type == EventType::Error || type == EventType::Cancelled;
}

bool ResultEvent::isSuccess() const noexcept
{
    if (ok.has_value() && !*ok)
        return false;
    if (subtype.has_value() && *subtype != "success"_L1)
        return false;
    if (error.has_value() && !ok.value_or(false))
        return false; // an older failure that carried `error` but no subtype
    return true;
}

QJsonObject RunEvent::envelope() const
{
    return parseJson(raw).object();
}

QJsonObject RunEvent::data() const
{
    QJsonObject root = envelope();
    if (shape == EventShape::Flat && type != EventType::Malformed) {
        root.remove("seq"_L1);
        root.remove("type"_L1);
        return root;
    }
    return root.value("data"_L1).toObject();
}

QLatin1StringView eventShapeName(EventShape shape) noexcept
{
    switch (shape) {
    case EventShape::Envelope:
        return "envelope"_L1;
    case EventShape::Flat:
        return "flat"_L1;
    case EventShape::Both:
        return "both"_L1;
    }
    return {};
}

std::optional<EventShape> eventShapeFromName(QStringView name) noexcept
{
    for (const EventShape shape : {EventShape::Envelope, EventShape::Flat, EventShape::Both}) {
        if (name == eventShapeName(shape))
            return shape;
    }
    return std::nullopt;
}

} // namespace mantyx
