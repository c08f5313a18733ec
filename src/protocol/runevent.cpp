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

JsonText::JsonText(const QString& text)
{
    if (QStringView(text).isValidUtf16()) {
        m_bytes = text.toUtf8();
        m_size = static_cast<quint32>(m_bytes.size());
    } else {
        // UTF-8 cannot carry a lone surrogate: keep the code units themselves.
        m_bytes = QByteArray(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        m_size = static_cast<quint32>(m_bytes.size()) | Utf16Flag;
    }
    Q_ASSERT((m_size & SizeMask) == static_cast<quint32>(m_bytes.size()));
}

JsonText JsonText::fromUtf8(const QByteArray& bytes, qsizetype from, qsizetype size)
{
    Q_ASSERT(from >= 0 && size >= 0 && from + size <= bytes.size());
    JsonText delta;
    // Frames are far below 2 GiB (RunStream bounds them); a text that is not gets its own copy.
    if (from + size <= static_cast<qsizetype>(SizeMask)) {
        delta.m_bytes = bytes;
        delta.m_from = static_cast<quint32>(from);
    } else {
        delta.m_bytes = bytes.sliced(from, size);
    }
    delta.m_size = static_cast<quint32>(size);
    return delta;
}

QString JsonText::toString() const
{
    const qsizetype size = m_size & SizeMask;
    if (m_size & Utf16Flag)
        return QString(reinterpret_cast<const QChar*>(m_bytes.constData()), size / 2);
    return jsonStringFromUtf8(QByteArrayView(m_bytes.constData() + m_from, size));
}

QByteArrayView JsonText::utf8() const noexcept
{
    if (m_size & Utf16Flag)
        return {};
    return QByteArrayView(m_bytes.constData() + m_from, m_size);
}

bool operator==(const JsonText& a, const JsonText& b)
{
    if (!(a.m_size & JsonText::Utf16Flag) && !(b.m_size & JsonText::Utf16Flag))
        return a.utf8() == b.utf8();
    return a.toString() == b.toString();
}

QLatin1StringView eventTypeName(EventType type) noexcept
{
    const auto index = static_cast<std::size_t>(type);
    return index < kTypeNames.size() ? kTypeNames[index].name : QLatin1StringView();
}

QString eventTypeNameString(EventType type)
{
    switch (type) {
    case EventType::Unknown:
    case EventType::Malformed:
        return {};
    case EventType::Started:
        return u"started"_s;
    case EventType::AssistantDelta:
        return u"assistant_delta"_s;
    case EventType::ThinkingDelta:
        return u"thinking_delta"_s;
    case EventType::ToolCall:
        return u"tool_call"_s;
    case EventType::ToolResult:
        return u"tool_result"_s;
    case EventType::LocalToolCall:
        return u"local_tool_call"_s;
    case EventType::LocalToolResultIn:
        return u"local_tool_result_in"_s;
    case EventType::LoopDetected:
        return u"loop_detected"_s;
    case EventType::ToolBudgetExceeded:
        return u"tool_budget_exceeded"_s;
    case EventType::Supervisor:
        return u"supervisor"_s;
    case EventType::TaskPlan:
        return u"task_plan"_s;
    case EventType::AssistantMessage:
        return u"assistant_message"_s;
    case EventType::Result:
        return u"result"_s;
    case EventType::Error:
        return u"error"_s;
    case EventType::Cancelled:
        return u"cancelled"_s;
    }
    return {};
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
