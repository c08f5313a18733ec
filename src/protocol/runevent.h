// SPDX-License-Identifier: MIT
// RunEvent: one SSE event of an agent run, the bytes as received plus a typed view of its data.
#pragma once

#include <memory>
#include <optional>
#include <type_traits>
#include <variant>

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QtGlobal>

namespace mantyx {

// The event vocabulary of wire-protocol.md §4 plus the older-server forms of
// http-surface.md ("started", "tool_call"). Unknown and Malformed are ours: a
// frame is never dropped, it is classified.
enum class EventType : quint8
{
    Unknown,   // a well-formed envelope whose type we do not know: kept as raw
    Malformed, // not JSON, not an object, or an envelope we cannot use
    Started,   // older servers: first event, empty data
    AssistantDelta,
    ThinkingDelta,
    ToolCall, // older servers: a server-resolved call before its tool_result
    ToolResult,
    LocalToolCall,
    LocalToolResultIn,
    LoopDetected,
    ToolBudgetExceeded,
    Supervisor,
    TaskPlan,
    AssistantMessage,
    Result,
    Error,
    Cancelled,
};

// The wire name ("assistant_delta", ...); empty for Unknown and Malformed,
// which have no name of their own.
QLatin1StringView eventTypeName(EventType type) noexcept;
// The same as a QString on static storage: no allocation, and every copy shares its data, so
// an event's typeName made from it compares by pointer first (EventStore).
QString eventTypeNameString(EventType type);
// Unknown for any name that is not in the vocabulary (including the empty one).
EventType eventTypeFromName(QByteArrayView utf8Name) noexcept;
EventType eventTypeFromName(QStringView name) noexcept;
// result, error and cancelled end a run; the client closes the stream after one.
bool isTerminal(EventType type) noexcept;

// How a frame's JSON carried the payload (http-surface.md "What the official clients and their
// test servers actually do"). Both generations occur on real servers; neither is a fault.
enum class EventShape : quint8
{
    Envelope, // { seq, type, data: {payload} } (wire-protocol.md §4)
    Flat,     // { seq?, type?, ...payload }: the SDKs' own servers; the type from `event:`
    Both,     // the payload's fields beside seq, type and a data object holding the same
};

// "envelope", "flat", "both".
QLatin1StringView eventShapeName(EventShape shape) noexcept;
// std::nullopt for any other name.
std::optional<EventShape> eventShapeFromName(QStringView name) noexcept;

// ---------------------------------------------------------------------------
// Typed views, one per event type. Required fields are plain members (their
// absence is reported in RunEvent::problems); optional fields are std::optional
// so "absent" stays distinguishable from "empty" and re-encoding is faithful.

struct UnknownEvent
{
    // Nothing decoded: RunEvent::raw and RunEvent::envelope() hold everything.
    friend bool operator==(const UnknownEvent&, const UnknownEvent&) = default;
};

struct MalformedEvent
{
    QString error;      // the parser's message, or what is wrong with the envelope
    qint64 offset = -1; // byte offset of a JSON syntax error in raw; -1 when not positional
    friend bool operator==(const MalformedEvent&, const MalformedEvent&) = default;
};

struct StartedEvent
{
    friend bool operator==(const StartedEvent&, const StartedEvent&) = default;
};

// A string value of a frame's JSON as it came. Decoded, it is the UTF-8 of the frame — a share of
// the event's own bytes (RunEvent::raw) where the string had no escape, not a copy — and the
// QString is made when it is read. A timeline shows a delta's text, a tool's result or a message
// when it draws the row, not as they stream in, so most are never converted (Wireshark's
// dissect-on-display). Long texts only: short ones (ids, names) stay QStrings.
class JsonText
{
public:
    JsonText() = default;
    JsonText(const QString& text); // NOLINT(google-explicit-constructor): ev.result = u"Hi"_s
    // `size` bytes at `from` in `bytes`, which the caller has checked to be valid UTF-8; shared,
    // not copied.
    static JsonText fromUtf8(const QByteArray& bytes, qsizetype from, qsizetype size);

    // Made on each call: keep it if it is needed twice.
    QString toString() const;
    // The UTF-8 when the text is held as UTF-8; empty when it holds a text that UTF-8 cannot
    // carry (a lone surrogate: half of a pair cut by a JavaScript server).
    QByteArrayView utf8() const noexcept;
    bool isEmpty() const noexcept { return (m_size & SizeMask) == 0; }
    // The array the text lives in, perhaps shared with the event's bytes: for memory accounting.
    const QByteArray& storage() const noexcept { return m_bytes; }

    friend bool operator==(const JsonText& a, const JsonText& b);

private:
    static constexpr quint32 Utf16Flag = 0x8000'0000U; // m_bytes holds UTF-16 code units
    static constexpr quint32 SizeMask = ~Utf16Flag;    // the size in bytes
    QByteArray m_bytes;
    quint32 m_from = 0;
    quint32 m_size = 0;
};

// assistant_delta and thinking_delta (RunEvent::type tells which).
struct TextDelta
{
    JsonText text;
    friend bool operator==(const TextDelta&, const TextDelta&) = default;
};

// Older servers: tool_call { toolUseId, name, input }.
struct ToolCallEvent
{
    QString toolUseId;
    QString name;
    QJsonValue input = QJsonValue(QJsonValue::Undefined); // Undefined when absent
    friend bool operator==(const ToolCallEvent&, const ToolCallEvent&) = default;
};

// tool_result: newer { toolUseId, name, result }, older { toolUseId, name, ok, summary }.
struct ToolResultEvent
{
    QString toolUseId;
    QString name;
    std::optional<JsonText> result; // newer servers; display text, never parsed
    std::optional<bool> ok;         // older servers
    std::optional<QString> summary; // older servers
    bool legacyShape = false;       // true when the older fields carried the result
    friend bool operator==(const ToolResultEvent&, const ToolResultEvent&) = default;
};

enum class LocalToolKind : quint8
{
    Local,
    A2aLocal,
    McpLocal,
    Other, // a kind this build does not know; LocalToolCallEvent::kindRaw has it
};

struct LocalToolCallEvent
{
    QString toolUseId;
    QString name;
    QJsonObject args;
    LocalToolKind kind = LocalToolKind::Local;
    QString kindRaw;                          // as on the wire; empty when omitted
    bool kindOmitted = false;                 // older servers omit it, which means "local"
    std::optional<QJsonObject> agentCard;     // a2a_local: the card echoed from the spec
    std::optional<QString> mcpServer;         // mcp_local: the ref's name, the client key
    std::optional<QString> mcpToolName;       // mcp_local: the tool to call on that server
    std::optional<QJsonObject> mcpServerInfo; // mcp_local: iff the spec carried serverInfo
    friend bool operator==(const LocalToolCallEvent&, const LocalToolCallEvent&) = default;
};

// local_tool_result_in mirrors the tool-result POST: { toolUseId, result | error, files? };
// older servers send `output` instead of `result`.
struct LocalToolResultInEvent
{
    QString toolUseId;
    std::optional<JsonText> result;
    std::optional<QString> error;
    std::optional<QString> output; // older servers
    std::optional<QJsonArray> files;
    friend bool operator==(const LocalToolResultInEvent&, const LocalToolResultInEvent&) = default;
};

struct LoopDetectedEvent
{
    int consecutiveCount = 0;
    bool hardCutoff = false;
    QStringList tools;
    friend bool operator==(const LoopDetectedEvent&, const LoopDetectedEvent&) = default;
};

struct ToolBudgetExceededEvent
{
    QString tool;
    int maxCalls = 0;
    int callIndex = 0;
    friend bool operator==(const ToolBudgetExceededEvent&,
                           const ToolBudgetExceededEvent&) = default;
};

// §4.8.1 tokens. All four are billed totals/breakdowns, never null on the wire.
struct TokenUsage
{
    qint64 inputTokens = 0;
    qint64 cachedTokens = 0;
    qint64 reasoningTokens = 0;
    qint64 outputTokens = 0;
    friend bool operator==(const TokenUsage&, const TokenUsage&) = default;
};

// §4.8.1 model. An empty provider means "older server, no usage data".
struct ModelInfo
{
    QString id;
    QString provider;
    QString vendorModelId;
    std::optional<QString> reasoningEffort;
    friend bool operator==(const ModelInfo&, const ModelInfo&) = default;
};

enum class SupervisorAction : quint8
{
    OnTrack,
    Redirect,
    Finalize,
    Other,
};

enum class SupervisorPhase : quint8
{
    TurnBoundary,
    Reasoning,
    Other,
};

struct SupervisorEvent
{
    SupervisorAction action = SupervisorAction::Other;
    QString actionRaw;
    QString reason;
    std::optional<QString> redirect;
    int llmCalls = 0;
    SupervisorPhase phase = SupervisorPhase::TurnBoundary; // absent means turn_boundary
    QString phaseRaw;                                      // empty when absent
    bool phaseOmitted = true;
    std::optional<ModelInfo> model;
    friend bool operator==(const SupervisorEvent&, const SupervisorEvent&) = default;
};

enum class PlanStepStatus : quint8
{
    Pending,
    InProgress,
    Done,
    Other,
};

struct PlanStep
{
    QString title;
    PlanStepStatus status = PlanStepStatus::Pending;
    QString statusRaw;
    friend bool operator==(const PlanStep&, const PlanStep&) = default;
};

// task_plan data, and result.data.plan of a plan-only run (§8.5).
struct TaskPlan
{
    std::optional<QString> brief;
    QList<PlanStep> steps;
    friend bool operator==(const TaskPlan&, const TaskPlan&) = default;
};

struct AssistantToolCall
{
    QString id;
    QString name;
    QJsonValue input = QJsonValue(QJsonValue::Undefined); // Undefined when absent
    friend bool operator==(const AssistantToolCall&, const AssistantToolCall&) = default;
};

struct AssistantMessageEvent
{
    JsonText text;
    int turn = 0;
    std::optional<QString> finishReason;
    bool finishReasonNull = false; // `"finishReason": null` (the provider reported none)
    std::optional<QList<AssistantToolCall>> toolCalls;
    friend bool operator==(const AssistantMessageEvent&, const AssistantMessageEvent&) = default;
};

struct ResultEvent
{
    std::optional<bool> ok;      // may be absent on older servers
    std::optional<QString> text; // absent on some older failure results
    std::optional<TokenUsage> tokens;
    std::optional<int> turns;
    std::optional<ModelInfo> model;
    std::optional<TaskPlan> plan;   // plan-only runs (§8.5)
    std::optional<QString> subtype; // older servers: "success" or the failure's kind
    std::optional<QString> error;   // older servers: the failure's message
    // False for ok == false and for an older server's non-"success" subtype.
    bool isSuccess() const noexcept;
    friend bool operator==(const ResultEvent&, const ResultEvent&) = default;
};

struct ErrorEvent
{
    QString error;
    QString code;
    std::optional<QString> errorClass;
    std::optional<QString> finishReason;
    bool finishReasonNull = false;
    std::optional<QString> partialText;
    std::optional<bool> retryable;
    std::optional<TokenUsage> tokens;
    std::optional<int> turns;
    std::optional<ModelInfo> model;
    friend bool operator==(const ErrorEvent&, const ErrorEvent&) = default;
};

struct CancelledEvent
{
    std::optional<QString> reason;
    friend bool operator==(const CancelledEvent&, const CancelledEvent&) = default;
};

// An immutable, shared, heap-held payload. The big, rare views live behind one
// pointer so a RunEvent stays small: a timeline holds up to a million of them
// and nearly all are deltas. Copies share; nothing is ever mutated in place.
template <class T> class Boxed
{
public:
    Boxed(T value) // NOLINT(google-explicit-constructor): lets EventPayload p = ResultEvent{...}
        : m_value(std::make_shared<const T>(std::move(value)))
    {}
    const T& operator*() const noexcept { return *m_value; }
    const T* operator->() const noexcept { return m_value.get(); }
    const T* get() const noexcept { return m_value.get(); }
    friend bool operator==(const Boxed& a, const Boxed& b) { return *a.m_value == *b.m_value; }

private:
    std::shared_ptr<const T> m_value;
};

// Small views inline, large ones boxed. Read it through RunEvent::as<T>(),
// which hides the difference; build it by assigning the plain view.
using EventPayload =
    std::variant<UnknownEvent, MalformedEvent, StartedEvent, TextDelta, CancelledEvent,
                 LoopDetectedEvent, ToolBudgetExceededEvent, Boxed<ToolCallEvent>,
                 Boxed<ToolResultEvent>, Boxed<LocalToolCallEvent>, Boxed<LocalToolResultInEvent>,
                 Boxed<SupervisorEvent>, Boxed<TaskPlan>, Boxed<AssistantMessageEvent>,
                 Boxed<ResultEvent>, Boxed<ErrorEvent>>;

namespace detail {
template <class T, class Variant> struct VariantHolds;
template <class T, class... Ts>
struct VariantHolds<T, std::variant<Ts...>> : std::bool_constant<(std::is_same_v<T, Ts> || ...)>
{
};
} // namespace detail

// The view of `payload`, whether inline or boxed; nullptr if it holds another type.
template <class T> const T* payloadAs(const EventPayload& payload) noexcept
{
    if constexpr (detail::VariantHolds<T, EventPayload>::value) {
        return std::get_if<T>(&payload);
    } else {
        static_assert(detail::VariantHolds<Boxed<T>, EventPayload>::value,
                      "not an event view type");
        const auto* boxed = std::get_if<Boxed<T>>(&payload);
        return boxed ? boxed->get() : nullptr;
    }
}

struct RunEvent
{
    qint64 seq = -1; // the JSON's seq, else the SSE id; -1 when neither was usable
    EventType type = EventType::Malformed;
    EventShape shape = EventShape::Envelope; // meaningless for Malformed
    QString typeName;     // as on the wire (the JSON's type, else the SSE event name)
    QByteArray raw;       // the SSE data exactly as received
    QByteArray sseId;     // the SSE `id:` field, if any
    QByteArray sseEvent;  // the SSE `event:` field, if any
    QStringList problems; // what did not match the protocol, one sentence each, field named
    EventPayload payload;

    template <class T> const T* as() const& noexcept { return payloadAs<T>(payload); }
    // Not on a temporary (RunTimeline::eventAt() returns a value): the pointer would dangle at
    // the end of the statement. Keep the event in a variable first.
    template <class T> const T* as() const&& = delete;
    bool isTerminal() const noexcept { return mantyx::isTerminal(type); }
    // The whole JSON object parsed from raw on each call: for the inspector, not the hot path.
    QJsonObject envelope() const;
    // The payload whatever the shape: envelope()["data"], or for a flat frame the object
    // without seq and type; an empty object when there is none.
    QJsonObject data() const;
};

} // namespace mantyx
