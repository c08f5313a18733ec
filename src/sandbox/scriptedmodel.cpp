// SPDX-License-Identifier: MIT
// ScriptedModel: the deterministic script of docs/sandbox.md, one queue of steps per phase.
#include "sandbox/scriptedmodel.h"

#include <algorithm>
#include <cmath>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QList>
#include <QRegularExpression>

#include "protocol/inputmessage.h"
#include "protocol/loopdetection.h"
#include "protocol/outputschema.h"
#include "protocol/planconfig.h"
#include "protocol/reasoninglevel.h"
#include "protocol/runbudgets.h"
#include "protocol/supervisorconfig.h"
#include "protocol/toolref.h"
#include "sandbox/jsonschemainstance.h"
#include "sandbox/wiretext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

enum class Scenario
{
    None,
    Truncation,
    RateLimit,
    ServerError,
    LocalTimeout,
    Loop,
    Budget,
    SupervisorRedirect,
    SupervisorFinalize,
    SupervisorReasoning,
    Slow,
    Stream,
};

Scenario scenarioFromName(const QString& name)
{
    static const QHash<QString, Scenario> names = {
        {u"truncation"_s, Scenario::Truncation},
        {u"rate_limit"_s, Scenario::RateLimit},
        {u"server_error"_s, Scenario::ServerError},
        {u"local_timeout"_s, Scenario::LocalTimeout},
        {u"loop"_s, Scenario::Loop},
        {u"budget"_s, Scenario::Budget},
        {u"supervisor_redirect"_s, Scenario::SupervisorRedirect},
        {u"supervisor_finalize"_s, Scenario::SupervisorFinalize},
        {u"supervisor_reasoning"_s, Scenario::SupervisorReasoning},
        {u"slow"_s, Scenario::Slow},
        {u"stream"_s, Scenario::Stream},
    };
    return names.value(name, Scenario::None);
}

// The server's default per-tool budgets (wire-protocol.md §8.2), applied when the spec omits
// toolBudgets.
QHash<QString, int> defaultBudgets()
{
    QHash<QString, int> budgets = {
        {u"recall"_s, 4}, {u"traverse"_s, 3}, {u"hive_consult_ontology"_s, 4}};
    for (const auto name : {"deals", "meetings", "companies", "people", "tickets", "conversations",
                            "accounts", "releases", "issues"})
        budgets.insert(u"hive_search_"_s + QLatin1StringView(name), 5);
    return budgets;
}

constexpr int PracticalMaxToolTurns = 100;
constexpr int SlowDelayMs = 200;
constexpr int LocalTimeoutScenarioMs = 2000;
constexpr int UnguardedLoopCalls = 10;
constexpr qint64 DefaultStreamEvents = 10000;
constexpr qint64 kMaxStreamEvents = 10'000'000; // docs/sandbox.md: the `stream` scenario's bounds
constexpr double kMaxStreamRate = 1'000'000;

// Words the stream scenario's deltas are made of: the texts only need to look like prose.
constexpr const char* StreamWords[] = {
    "the",     "stream", "carries", "events", "of",   "a",        "long", "run",
    "model",   "answer", "checks",  "every",  "step", "before",   "it",   "writes",
    "result",  "tool",   "output",  "reads",  "plan", "and",      "then", "turns",
    "context", "tokens", "quickly", "under",  "load", "timeline", "rows", "grow",
};

struct ToolInfo
{
    QString name;
    ToolKind kind = ToolKind::Unknown;
    QJsonObject schema;
    QJsonObject agentCard;
    QString mcpServer;
    std::optional<QJsonObject> serverInfo;
    QString refId;
};

quint64 splitmix64(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

QString compactJson(const QJsonValue& value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isString())
        return value.toString();
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
}

QString elided(const QString& text, qsizetype max)
{
    const QString simplified = text.simplified();
    if (simplified.size() <= max)
        return simplified;
    return simplified.left(max - 1) + u'…';
}

qint64 tokensFor(qsizetype chars)
{
    return (qint64(chars) + 3) / 4;
}

} // namespace

struct ScriptedModel::Private
{
    enum class Phase
    {
        Start,
        ToolLoop,
        Final,
        Stream,
        Done,
    };

    Context ctx;
    Scenario scenario = Scenario::None;
    Phase phase = Phase::Start;
    QList<ScriptStep> queue;

    QList<ToolInfo> tools;
    QList<int> basePlanned; // the calls the prompt asks for
    QList<int> planned;     // what the model will attempt, scenarios included
    int cursor = 0;

    QString systemPrompt;
    QString lastUserText;
    QString hint;
    bool reasoning = false;
    qint64 reasoningValue = 0;
    std::optional<QJsonObject> outputSchema;

    int turn = 0; // 0-based tool-turn index of the next assistant_message
    int toolTurns = 0;
    int llmCalls = 0;
    qint64 inputTokens = 0;
    qint64 cachedTokens = 0;
    qint64 reasoningTokens = 0;
    qint64 outputTokens = 0;
    qint64 contextChars = 0;

    QHash<QString, int> budgets;
    QHash<QString, int> callCounts;
    bool loopEnabled = true;
    int loopSoft = 3;
    int loopHard = 6;
    QString lastSignature;
    int streak = 0;
    std::optional<int> maxToolTurns;
    bool toolsDisabled = false;

    bool supervisorOn = false;
    int interval = 5;
    int reviews = 0;
    bool reasoningReviewDone = false;

    bool planActive = false;
    bool planOnly = false;
    std::optional<QString> planBrief;
    QStringList planTitles;
    int planCurrent = 0;

    QList<std::pair<QString, QString>> answers;
    quint64 callCounter = 0;
    QString pendingId;
    int pendingTool = -1;
    bool firstLocalCall = true;
    std::optional<ScriptOutcome> outcome;

    // The stream scenario: `events` in all (the terminal result included), `rate` per second.
    struct StreamPlan
    {
        qint64 events = DefaultStreamEvents;
        double rate = 0;
        bool mixed = false;
        qint64 queued = 0; // events produced so far
        quint64 rng = 0;
    } stream;

    // ---- setup --------------------------------------------------------------------------

    void readSpec()
    {
        const QJsonObject& spec = ctx.spec;
        const QJsonObject metadata = spec.value("metadata"_L1).toObject();
        scenario = scenarioFromName(metadata.value("sandbox.scenario"_L1).toString());
        if (scenario == Scenario::Stream)
            readStream(metadata);
        systemPrompt = spec.value("systemPrompt"_L1).toString();

        if (spec.value("prompt"_L1).isString()) {
            lastUserText = spec.value("prompt"_L1).toString();
            contextChars += lastUserText.size();
        }
        const QJsonArray messages = spec.value("messages"_L1).toArray();
        for (const QJsonValue& value : messages) {
            const InputMessage message = InputMessage::fromJson(value.toObject());
            const QString content = message.content.value_or(QString());
            contextChars += content.size();
            if (message.roleKind() == InputMessage::Role::User)
                lastUserText = content;
        }
        hint = elided(lastUserText, 200);

        if (const auto level = ReasoningLevel::fromJson(spec.value("reasoningLevel"_L1))) {
            reasoningValue = level->value().value_or(0);
            reasoning = reasoningValue > 0;
        }
        if (spec.value("outputSchema"_L1).isObject()) {
            const OutputSchema schema =
                OutputSchema::fromJson(spec.value("outputSchema"_L1).toObject());
            if (schema.schema)
                outputSchema = *schema.schema;
        }

        readTools();
        planCalls();
        readGuards();
        readSupervisor();
        readPlan();
    }

    void addTool(ToolInfo info)
    {
        if (info.name.isEmpty())
            return;
        for (const ToolInfo& existing : std::as_const(tools)) {
            if (existing.name == info.name)
                return; // the first declaration wins, as for the provider
        }
        tools.append(std::move(info));
    }

    // metadata values are strings on the wire; numbers are taken too.
    static std::optional<double> metadataNumber(const QJsonObject& metadata, QLatin1StringView key)
    {
        const QJsonValue value = metadata.value(key);
        if (value.isDouble())
            return value.toDouble();
        bool ok = false;
        const double number = value.toString().trimmed().toDouble(&ok);
        return ok ? std::optional<double>(number) : std::nullopt;
    }

    void readStream(const QJsonObject& metadata)
    {
        // Bounded: a number that is not finite keeps the default, and a run holds at most
        // kMaxStreamEvents events (each one is persisted) at most kMaxStreamRate a second.
        if (const auto events = metadataNumber(metadata, "sandbox.stream.events"_L1);
            events && std::isfinite(*events))
            stream.events = qint64(std::clamp(*events, 1.0, double(kMaxStreamEvents)));
        if (const auto rate = metadataNumber(metadata, "sandbox.stream.rate"_L1);
            rate && std::isfinite(*rate))
            stream.rate = std::clamp(*rate, 0.0, kMaxStreamRate);
        stream.mixed = metadata.value("sandbox.stream.mix"_L1).toString() == "mixed"_L1;
        stream.rng = splitmix64(ctx.seed ^ 0x5354524541ULL);
    }

    void readTools()
    {
        const QJsonObject queryArgs{
            {"type"_L1, u"object"_s},
            {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
            {"required"_L1, QJsonArray{u"query"_s}}};
        const QJsonObject messageArgs{
            {"type"_L1, u"object"_s},
            {"properties"_L1, QJsonObject{{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
            {"required"_L1, QJsonArray{u"message"_s}}};

        const QJsonArray refs = ctx.spec.value("tools"_L1).toArray();
        for (const QJsonValue& value : refs) {
            const ToolRef ref = ToolRef::fromJson(value.toObject());
            const QString name = ref.name().value_or(QString());
            ToolInfo info;
            info.kind = ref.kind();
            switch (ref.kind()) {
            case ToolKind::Mantyx:
                info.refId = ref.id().value_or(QString());
                info.name = info.refId.isEmpty() ? QString() : u"mantyx_tool_"_s + info.refId;
                info.schema = queryArgs;
                addTool(info);
                break;
            case ToolKind::MantyxPlugin:
                info.name = name;
                info.schema = queryArgs;
                addTool(info);
                break;
            case ToolKind::Local:
                info.name = name;
                info.schema = ref.parameters().value_or(QJsonObject());
                addTool(info);
                break;
            case ToolKind::A2a:
                info.name = name;
                info.schema = messageArgs;
                addTool(info);
                break;
            case ToolKind::A2aLocal:
                info.name = name;
                info.schema = messageArgs;
                info.agentCard = ref.agentCard().value_or(QJsonObject());
                addTool(info);
                break;
            case ToolKind::Mcp:
                info.name = name.isEmpty() ? QString() : name + u"_search"_s;
                info.schema = queryArgs;
                addTool(info);
                break;
            case ToolKind::McpLocal: {
                const QList<McpToolView> mcpTools = ref.mcpToolViews();
                for (const McpToolView& tool : mcpTools) {
                    ToolInfo entry = info;
                    entry.name = tool.name();
                    entry.schema = tool.inputSchema();
                    entry.mcpServer = name;
                    entry.serverInfo = ref.serverInfo();
                    addTool(entry);
                }
                break;
            }
            case ToolKind::Unknown:
                break;
            }
        }
    }

    void planCalls()
    {
        // Whole-word mentions in the last user message, in order of appearance.
        QList<std::pair<qsizetype, int>> mentions;
        for (int i = 0; i < tools.size(); ++i) {
            const QRegularExpression word(u"(?<![A-Za-z0-9_])"_s +
                                          QRegularExpression::escape(tools.at(i).name) +
                                          u"(?![A-Za-z0-9_])"_s);
            auto it = word.globalMatch(lastUserText);
            while (it.hasNext())
                mentions.append({it.next().capturedStart(), i});
        }
        std::sort(mentions.begin(), mentions.end());
        for (const auto& mention : std::as_const(mentions))
            basePlanned.append(mention.second);
        if (basePlanned.isEmpty()) {
            for (int i = 0; i < tools.size(); ++i)
                basePlanned.append(i);
        }
        if (basePlanned.size() > PracticalMaxToolTurns)
            basePlanned.resize(PracticalMaxToolTurns);
        planned = basePlanned;
    }

    void readGuards()
    {
        const QJsonObject& spec = ctx.spec;
        if (spec.contains("toolBudgets"_L1)) {
            const QJsonObject given = spec.value("toolBudgets"_L1).toObject();
            // `{}` is a clean slate; entries are layered on the defaults (§8.2, §13).
            if (!given.isEmpty())
                budgets = defaultBudgets();
            for (auto it = given.begin(); it != given.end(); ++it) {
                const ToolBudget budget = ToolBudget::fromJson(it.value().toObject());
                if (budget.maxCalls)
                    budgets.insert(it.key(), int(*budget.maxCalls));
            }
        } else {
            budgets = defaultBudgets();
        }

        if (const auto loop = LoopDetection::fromJson(spec.value("loopDetection"_L1))) {
            loopEnabled = loop->isEnabled();
            loopSoft = int(loop->effectiveConsecutiveThreshold());
            loopHard = int(loop->effectiveHardCutoffThreshold());
        }
        if (spec.value("budgets"_L1).isObject()) {
            const RunBudgets runBudgets = RunBudgets::fromJson(spec.value("budgets"_L1).toObject());
            if (runBudgets.maxToolTurns)
                maxToolTurns =
                    int(std::clamp<qint64>(*runBudgets.maxToolTurns, 0, PracticalMaxToolTurns));
        }

        if (tools.isEmpty())
            return;
        const int first = basePlanned.isEmpty() ? 0 : basePlanned.first();
        const QString firstName = tools.at(first).name;
        if (scenario == Scenario::Loop) {
            const int calls =
                loopEnabled ? std::min(loopHard, PracticalMaxToolTurns) : UnguardedLoopCalls;
            planned = QList<int>(calls, first);
        } else if (scenario == Scenario::Budget) {
            if (!budgets.contains(firstName))
                budgets.insert(firstName, 2);
            const int calls = std::min(budgets.value(firstName) + 1, PracticalMaxToolTurns);
            planned = QList<int>(calls, first);
        }
    }

    void readSupervisor()
    {
        if (const auto config = SupervisorConfig::fromJson(ctx.spec.value("supervisor"_L1))) {
            supervisorOn = config->isEnabled();
            interval = int(std::max<qint64>(1, config->effectiveInterval()));
        }
        if (scenario == Scenario::SupervisorRedirect || scenario == Scenario::SupervisorFinalize) {
            supervisorOn = true;
            interval = 1;
        }
        if (scenario == Scenario::SupervisorReasoning)
            supervisorOn = true;
    }

    void readPlan()
    {
        const auto config = PlanConfig::fromJson(ctx.spec.value("plan"_L1));
        if (!config || !config->isEnabled())
            return;
        if (config->hasCallerSteps()) {
            planTitles = *config->steps;
            planBrief = config->brief;
        } else {
            // The sandbox's "classifier": a plan when there is at least one tool call to make.
            for (const int index : std::as_const(basePlanned))
                planTitles.append(wireText("Use %1").arg(tools.at(index).name));
            if (!planTitles.isEmpty())
                planTitles.append(wireText("Write the answer"));
            planBrief = config->brief ? config->brief : std::optional<QString>(elided(hint, 120));
        }
        planOnly = config->isPlanOnly();
        planActive = !planOnly;
    }

    // ---- emission helpers ---------------------------------------------------------------

    void emitEvent(const QString& type, const QJsonObject& data)
    {
        ScriptStep step;
        step.kind = ScriptStep::Kind::Emit;
        step.type = type;
        step.data = data;
        queue.append(std::move(step));
    }

    void emitText(const QString& type, const QString& text)
    {
        if (text.isEmpty())
            return;
        // Word-sized chunks, at most ~48 of them: long tool answers must not become thousands
        // of events.
        const qsizetype target = std::max<qsizetype>(12, (text.size() + 47) / 48);
        qsizetype pos = 0;
        while (pos < text.size()) {
            qsizetype end = std::min(text.size(), pos + target);
            const qsizetype limit = std::min(text.size(), end + 16);
            while (end < limit && !text.at(end - 1).isSpace())
                ++end;
            if (end < text.size() && text.at(end - 1).isHighSurrogate())
                ++end;
            emitEvent(type, QJsonObject{{"text"_L1, text.mid(pos, end - pos)}});
            pos = end;
        }
    }

    QString nextToolUseId()
    {
        const quint64 value = splitmix64(ctx.seed ^ splitmix64(++callCounter));
        return u"tu_"_s + QString::number(value, 16).rightJustified(16, u'0');
    }

    QJsonObject tokensJson() const
    {
        return QJsonObject{{"inputTokens"_L1, inputTokens},
                           {"cachedTokens"_L1, cachedTokens},
                           {"reasoningTokens"_L1, reasoningTokens},
                           {"outputTokens"_L1, outputTokens}};
    }

    QJsonObject modelJson() const
    {
        QJsonObject model{{"id"_L1, ctx.model.value("id"_L1)},
                          {"provider"_L1, ctx.model.value("provider"_L1)},
                          {"vendorModelId"_L1, ctx.model.value("vendorModelId"_L1)}};
        if (ctx.spec.contains("reasoningLevel"_L1)) {
            if (const auto effort = ReasoningLevel::effortForValue(reasoningValue))
                model.insert("reasoningEffort"_L1, ReasoningLevel::effortName(*effort));
        }
        return model;
    }

    QJsonObject supervisorModelJson() const
    {
        const QJsonObject& m = ctx.supervisorModel.isEmpty() ? ctx.model : ctx.supervisorModel;
        return QJsonObject{{"id"_L1, m.value("id"_L1)},
                           {"provider"_L1, m.value("provider"_L1)},
                           {"vendorModelId"_L1, m.value("vendorModelId"_L1)}};
    }

    // One model invocation: usage grows from the text lengths (docs/sandbox.md, "The scripted
    // model").
    void countCall(const QString& text, const QString& thinking)
    {
        inputTokens += tokensFor(systemPrompt.size() + contextChars);
        if (llmCalls > 0)
            cachedTokens += tokensFor(systemPrompt.size()) / 2;
        outputTokens += tokensFor(text.size() + thinking.size());
        reasoningTokens += tokensFor(thinking.size());
        contextChars += text.size();
        ++llmCalls;
    }

    QString thinkingText(const QString& about) const
    {
        QString text = wireText("The request is: \"%1\". ").arg(elided(hint, 80)) + about;
        // Higher reasoning levels think longer.
        const int extra = int(reasoningValue / 40);
        for (int i = 0; i < extra; ++i)
            text += u' ' + wireText("Double-checking that this is the right next step.");
        return text;
    }

    QJsonObject planJson(bool executing) const
    {
        QJsonArray steps;
        for (int i = 0; i < planTitles.size(); ++i) {
            QString status = u"pending"_s;
            if (executing)
                status = i < planCurrent    ? u"done"_s
                         : i == planCurrent ? u"in_progress"_s
                                            : u"pending"_s;
            steps.append(QJsonObject{{"title"_L1, planTitles.at(i)}, {"status"_L1, status}});
        }
        QJsonObject plan{{"steps"_L1, steps}};
        if (planBrief && !planBrief->isEmpty())
            plan.insert("brief"_L1, *planBrief);
        return plan;
    }

    void fail(const QString& errorClass, const QString& message, bool retryable,
              const std::optional<QString>& finishReason = std::nullopt,
              const std::optional<QString>& partialText = std::nullopt)
    {
        if (ctx.legacy) {
            static const QHash<QString, QString> subtypes = {
                {u"truncation"_s, u"error_max_tokens"_s},
                {u"rate_limit"_s, u"error_rate_limit"_s},
                {u"server"_s, u"error_during_execution"_s},
                {u"local_timeout"_s, u"error_local_tool_timeout"_s},
            };
            emitEvent(u"result"_s,
                      QJsonObject{{"subtype"_L1, subtypes.value(errorClass, u"error"_s)},
                                  {"error"_L1, message}});
        } else {
            QJsonObject data{{"error"_L1, message},         {"code"_L1, errorClass},
                             {"errorClass"_L1, errorClass}, {"retryable"_L1, retryable},
                             {"tokens"_L1, tokensJson()},   {"turns"_L1, llmCalls},
                             {"model"_L1, modelJson()}};
            if (finishReason)
                data.insert("finishReason"_L1, *finishReason);
            if (partialText)
                data.insert("partialText"_L1, *partialText);
            emitEvent(u"error"_s, data);
        }
        outcome = ScriptOutcome{u"failed"_s, partialText, message, errorClass, finishReason};
        phase = Phase::Done;
    }

    void succeed(const QString& text)
    {
        // The tracker's last advance: the answer is written, so every step is done (§4.9).
        if (planActive && planCurrent < planTitles.size()) {
            planCurrent = static_cast<int>(planTitles.size());
            emitEvent(u"task_plan"_s, planJson(true));
        }
        QJsonObject data{{"text"_L1, text}};
        if (ctx.legacy) {
            // Older servers: a subtype instead of ok, and no usage fields (§4.8.1).
            data.insert("subtype"_L1, u"success"_s);
        } else {
            // The official SDKs take a result without subtype "success" for a failed run.
            data.insert("ok"_L1, true);
            data.insert("subtype"_L1, u"success"_s);
            data.insert("tokens"_L1, tokensJson());
            data.insert("turns"_L1, llmCalls);
            data.insert("model"_L1, modelJson());
        }
        emitEvent(u"result"_s, data);
        outcome = ScriptOutcome{u"succeeded"_s, text, std::nullopt, std::nullopt, std::nullopt};
        phase = Phase::Done;
    }

    // ---- phases -------------------------------------------------------------------------

    void generateStart()
    {
        if (ctx.legacy)
            emitEvent(u"started"_s, QJsonObject());
        if (scenario == Scenario::Stream) {
            // The spec's tools, plan and supervisor play no part: the stream's own plan is a
            // checklist that advances every third turn (mix "mixed").
            stream.queued = queue.size();
            planActive = false;
            planTitles = {wireText("Gather sources"), wireText("Read the results"),
                          wireText("Compare the findings"), wireText("Draft the answer"),
                          wireText("Check the answer")};
            planBrief.reset();
            planCurrent = 0;
            phase = Phase::Stream;
            return;
        }
        if (planOnly) {
            QString text;
            if (planTitles.isEmpty()) {
                text = wireText("No multi-step plan was warranted for this request.");
            } else {
                emitEvent(u"task_plan"_s, planJson(false));
                if (planBrief && !planBrief->isEmpty())
                    text = *planBrief + u"\n\n"_s;
                for (int i = 0; i < planTitles.size(); ++i)
                    text += u"%1. %2\n"_s.arg(i + 1).arg(planTitles.at(i));
                text.chop(1);
            }
            // Plan-only: zeroed usage and no turns (§8.5).
            const QJsonObject zero{{"inputTokens"_L1, 0},
                                   {"cachedTokens"_L1, 0},
                                   {"reasoningTokens"_L1, 0},
                                   {"outputTokens"_L1, 0}};
            emitEvent(u"result"_s, QJsonObject{{"ok"_L1, true},
                                               {"subtype"_L1, u"success"_s},
                                               {"text"_L1, text},
                                               {"plan"_L1, planJson(false)},
                                               {"tokens"_L1, zero},
                                               {"turns"_L1, 0},
                                               {"model"_L1, modelJson()}});
            outcome = ScriptOutcome{u"succeeded"_s, text, std::nullopt, std::nullopt, std::nullopt};
            phase = Phase::Done;
            return;
        }
        if (planActive && !planTitles.isEmpty())
            emitEvent(u"task_plan"_s, planJson(true));
        else
            planActive = false;
        phase = Phase::ToolLoop;
    }

    // supervisor_reasoning: a mid-thinking review that aborts the first turn (§8.4).
    void maybeReasoningReview()
    {
        if (scenario != Scenario::SupervisorReasoning || reasoningReviewDone)
            return;
        reasoningReviewDone = true;
        const QString thinking =
            thinkingText(wireText("Let me weigh every edge case before doing anything at all."));
        emitText(u"thinking_delta"_s, thinking);
        emitEvent(
            u"supervisor"_s,
            QJsonObject{{"action"_L1, u"redirect"_s},
                        {"phase"_L1, u"reasoning"_s},
                        {"reason"_L1, wireText("Overthinking; looping on the same edge case.")},
                        {"redirect"_L1, wireText("Commit to the straightforward approach and "
                                                 "answer.")},
                        {"llmCalls"_L1, llmCalls},
                        {"model"_L1, supervisorModelJson()}});
        countCall(QString(), thinking); // the aborted turn still cost a model call
    }

    QJsonObject argsFor(const ToolInfo& tool, int variant) const
    {
        JsonSchemaInstance::Options options;
        options.textHint = hint.isEmpty() ? wireText("sandbox request") : hint;
        options.variant = variant;
        if (tool.kind == ToolKind::A2aLocal || tool.kind == ToolKind::A2a)
            return QJsonObject{{"message"_L1, options.textHint}};
        return JsonSchemaInstance::generateObject(tool.schema, options);
    }

    QString serverAnswer(const ToolInfo& tool, const QJsonObject& args) const
    {
        return wireText("Sandbox result from %1 for %2: 3 items found.")
            .arg(tool.name, elided(compactJson(args), 160));
    }

    void emitToolResult(const QString& id, const QString& name, const QJsonObject& args,
                        const QString& text, bool ok)
    {
        if (ctx.legacy) {
            emitEvent(u"tool_call"_s,
                      QJsonObject{{"toolUseId"_L1, id}, {"name"_L1, name}, {"input"_L1, args}});
            emitEvent(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, id},
                                                    {"name"_L1, name},
                                                    {"ok"_L1, ok},
                                                    {"summary"_L1, text}});
        } else {
            emitEvent(u"tool_result"_s,
                      QJsonObject{{"toolUseId"_L1, id}, {"name"_L1, name}, {"result"_L1, text}});
        }
    }

    void generateToolTurn()
    {
        if (toolsDisabled || cursor >= planned.size() ||
            (maxToolTurns && toolTurns >= *maxToolTurns)) {
            phase = Phase::Final;
            return;
        }
        const int index = planned.at(cursor++);
        const ToolInfo& tool = tools.at(index);
        const int variant = scenario == Scenario::Budget ? cursor - 1 : 0;
        const QJsonObject args = argsFor(tool, variant);
        const QString id = nextToolUseId();
        const QString text = wireText("I'll use `%1`.").arg(tool.name);

        maybeReasoningReview();
        if (scenario == Scenario::ServerError && llmCalls == 0) {
            emitText(u"assistant_delta"_s, text.left(text.size() / 2));
            ++llmCalls;
            fail(u"server"_s, wireText("The model provider answered with an internal error."),
                 true);
            return;
        }
        const QString thinking =
            reasoning
                ? thinkingText(wireText("The %1 tool can help; I will call it.").arg(tool.name))
                : QString();
        emitText(u"thinking_delta"_s, thinking);
        emitText(u"assistant_delta"_s, text);
        emitEvent(u"assistant_message"_s,
                  QJsonObject{{"text"_L1, text},
                              {"turn"_L1, turn},
                              {"finishReason"_L1, u"tool_use"_s},
                              {"toolCalls"_L1,
                               QJsonArray{QJsonObject{
                                   {"id"_L1, id}, {"name"_L1, tool.name}, {"input"_L1, args}}}}});
        countCall(text, thinking);
        if (scenario == Scenario::RateLimit && llmCalls == 1) {
            ++llmCalls; // the call that was refused counts (§4.8.1)
            fail(u"rate_limit"_s, wireText("The model provider rate-limited the request."), true);
            return;
        }

        // Guards: the budget intercepts before execution; intercepted calls are not a loop.
        const int callIndex = ++callCounts[tool.name];
        if (budgets.contains(tool.name) && callIndex > budgets.value(tool.name)) {
            const int maxCalls = budgets.value(tool.name);
            emitToolResult(id, tool.name, args,
                           wireText("Tool budget exceeded for %1 (maxCalls %2): pivot or finalize.")
                               .arg(tool.name)
                               .arg(maxCalls),
                           false);
            emitEvent(u"tool_budget_exceeded"_s, QJsonObject{{"tool"_L1, tool.name},
                                                             {"maxCalls"_L1, maxCalls},
                                                             {"callIndex"_L1, callIndex}});
            afterTool();
            return;
        }
        if (loopEnabled) {
            const QString signature = tool.name + u'\n' + compactJson(args);
            streak = signature == lastSignature ? streak + 1 : 1;
            lastSignature = signature;
            if (streak >= loopSoft || streak >= loopHard) {
                const bool hard = streak >= loopHard;
                emitToolResult(
                    id, tool.name, args,
                    wireText("Skipped: you've made this exact call before (%1 times in a "
                             "row). Either deliver a final answer or change strategy.")
                        .arg(streak),
                    false);
                if (hard || streak == loopSoft)
                    emitEvent(u"loop_detected"_s, QJsonObject{{"consecutiveCount"_L1, streak},
                                                              {"hardCutoff"_L1, hard},
                                                              {"tools"_L1, QJsonArray{tool.name}}});
                if (hard)
                    toolsDisabled = true;
                afterTool();
                return;
            }
        }

        if (!isClientResolved(tool.kind)) {
            const QString answer = serverAnswer(tool, args);
            emitToolResult(id, tool.name, args, answer, true);
            answers.append({tool.name, answer});
            contextChars += answer.size();
            afterTool();
            return;
        }

        QJsonObject call{{"toolUseId"_L1, id},
                         {"name"_L1, tool.name},
                         {"args"_L1, args},
                         {"kind"_L1, toolKindName(tool.kind)}};
        if (tool.kind == ToolKind::A2aLocal)
            call.insert("agentCard"_L1, tool.agentCard);
        if (tool.kind == ToolKind::McpLocal) {
            call.insert("mcpServer"_L1, tool.mcpServer);
            call.insert("mcpToolName"_L1, tool.name);
            if (tool.serverInfo)
                call.insert("mcpServerInfo"_L1, *tool.serverInfo);
        }
        // One step: the call is pending from the moment its event exists, so a client that
        // answers the instant it reads the event is never told "unknown_tool_use".
        ScriptStep wait;
        wait.kind = ScriptStep::Kind::WaitForTool;
        wait.type = u"local_tool_call"_s;
        wait.data = call;
        wait.toolUseId = id;
        wait.timeoutMs = toolTimeoutMs();
        queue.append(wait);
        pendingTool = index; // pendingId is set once the wait step is reached
        firstLocalCall = false;
    }

    int toolTimeoutMs() const
    {
        const QJsonObject metadata = ctx.spec.value("metadata"_L1).toObject();
        bool ok = false;
        const int fromMetadata = metadata.value("sandbox.toolTimeoutMs"_L1).toString().toInt(&ok);
        if (ok && fromMetadata > 0)
            return fromMetadata;
        if (scenario == Scenario::LocalTimeout && firstLocalCall)
            return LocalTimeoutScenarioMs;
        return ctx.toolTimeoutMs;
    }

    // The bottom of a tool round: plan tracker, supervisor cadence, the tool-turn cap.
    void afterTool()
    {
        ++turn;
        ++toolTurns;
        if (planActive && planCurrent + 1 < planTitles.size()) {
            ++planCurrent;
            emitEvent(u"task_plan"_s, planJson(true));
        }
        if (supervisorOn && llmCalls % interval == 0)
            review();
        if (maxToolTurns && toolTurns >= *maxToolTurns)
            toolsDisabled = true;
    }

    void review()
    {
        ++reviews;
        QJsonObject data{{"llmCalls"_L1, llmCalls}, {"model"_L1, supervisorModelJson()}};
        if (reviews == 1 && scenario == Scenario::SupervisorRedirect) {
            data.insert("action"_L1, u"redirect"_s);
            data.insert("reason"_L1, wireText("Repeating the same kind of lookup."));
            data.insert("redirect"_L1, wireText("Stop re-querying; synthesize an answer from the "
                                                "results you already have."));
        } else if (reviews == 1 && scenario == Scenario::SupervisorFinalize) {
            data.insert("action"_L1, u"finalize"_s);
            data.insert(
                "reason"_L1,
                wireText("Enough evidence to answer; further tool use is unlikely to help."));
            toolsDisabled = true;
        } else {
            data.insert("action"_L1, u"on_track"_s);
            data.insert("reason"_L1, wireText("The agent is using its tools as the request asks."));
        }
        emitEvent(u"supervisor"_s, data);
    }

    QString finalText() const
    {
        if (outputSchema) {
            JsonSchemaInstance::Options options;
            options.textHint = hint;
            const QJsonValue value = JsonSchemaInstance::generate(*outputSchema, options);
            if (value.isObject())
                return QString::fromUtf8(QJsonDocument(value.toObject()).toJson());
            if (value.isArray())
                return QString::fromUtf8(QJsonDocument(value.toArray()).toJson());
            return compactJson(value);
        }
        if (answers.isEmpty())
            return wireText("Hello from the MANTYX sandbox. You asked: \"%1\"").arg(hint);
        QString text = wireText("Here is what the tools returned:");
        for (const auto& [name, answer] : answers)
            text += u'\n' + name + u": "_s + answer;
        return text;
    }

    void generateFinal()
    {
        maybeReasoningReview();
        const QString text = finalText();
        if (scenario == Scenario::ServerError && llmCalls == 0) {
            emitText(u"assistant_delta"_s, text.left(std::max<qsizetype>(1, text.size() / 3)));
            ++llmCalls;
            fail(u"server"_s, wireText("The model provider answered with an internal error."),
                 true);
            return;
        }
        const QString thinking =
            reasoning ? thinkingText(wireText("I have what I need; writing the answer."))
                      : QString();
        emitText(u"thinking_delta"_s, thinking);
        if (scenario == Scenario::Truncation) {
            const QString partial = text.left(std::max<qsizetype>(1, text.size() / 2));
            emitText(u"assistant_delta"_s, partial);
            emitEvent(u"assistant_message"_s, QJsonObject{{"text"_L1, partial},
                                                          {"turn"_L1, turn},
                                                          {"finishReason"_L1, u"max_tokens"_s}});
            countCall(partial, thinking);
            fail(u"truncation"_s, wireText("Model output was truncated (stop_reason=max_tokens)."),
                 false, u"max_tokens"_s, partial);
            return;
        }
        emitText(u"assistant_delta"_s, text);
        emitEvent(
            u"assistant_message"_s,
            QJsonObject{{"text"_L1, text}, {"turn"_L1, turn}, {"finishReason"_L1, u"end_turn"_s}});
        countCall(text, thinking);
        if (scenario == Scenario::RateLimit && llmCalls == 1) {
            ++llmCalls;
            fail(u"rate_limit"_s, wireText("The model provider rate-limited the request."), true);
            return;
        }
        succeed(text);
    }

    // ---- the stream scenario ---------------------------------------------------------------

    quint64 streamRandom() { return stream.rng = splitmix64(stream.rng); }
    int streamBetween(int low, int high)
    {
        return low + int(streamRandom() % quint64(high - low + 1));
    }

    QString streamWords(int count)
    {
        QString text;
        for (int i = 0; i < count; ++i) {
            text += QLatin1StringView(StreamWords[streamRandom() % std::size(StreamWords)]);
            text += u' ';
        }
        return text;
    }

    // A tool's output of about `bytes` characters: numbered lines, like a file or a query result.
    QString streamOutput(int bytes)
    {
        QString text;
        text.reserve(bytes + 80);
        for (int line = 1; text.size() < bytes; ++line)
            text += u"%1: "_s.arg(line) + streamWords(8) + u'\n';
        return text;
    }

    void streamDeltas(const QString& type, int count, QString* text)
    {
        for (int i = 0; i < count; ++i) {
            const QString delta = streamWords(streamBetween(1, 3));
            emitEvent(type, QJsonObject{{"text"_L1, delta}});
            *text += delta;
        }
    }

    // One turn of the stream (thinking, text, the message; with `mixed` its tool calls, their
    // results and now and then the plan's progress); the last turn and the result get exactly the
    // events that are left, so the run has `events` in all.
    void generateStreamTurn()
    {
        const qint64 left = stream.events - stream.queued; // the terminal result included
        const qsizetype before = queue.size();
        QString thinking;
        QString text;
        if (left > 1) {
            streamDeltas(u"thinking_delta"_s,
                         stream.mixed ? streamBetween(2, 8) : streamBetween(2, 12), &thinking);
            streamDeltas(u"assistant_delta"_s,
                         stream.mixed ? streamBetween(3, 12) : streamBetween(6, 40), &text);
            QJsonArray calls;
            QList<std::pair<QString, QString>> results; // (toolUseId, name)
            const int callCount = stream.mixed ? streamBetween(1, 3) : 1;
            static const QString names[] = {u"search_docs"_s, u"read_file"_s, u"run_query"_s};
            for (int i = 0; i < callCount; ++i) {
                const QString id = nextToolUseId();
                const QString& name = names[streamRandom() % std::size(names)];
                calls.append(QJsonObject{{"id"_L1, id},
                                         {"name"_L1, name},
                                         {"input"_L1, QJsonObject{{"query"_L1, streamWords(4)}}}});
                results.append({id, name});
            }
            emitEvent(u"assistant_message"_s, QJsonObject{{"text"_L1, text},
                                                          {"turn"_L1, turn},
                                                          {"finishReason"_L1, u"tool_use"_s},
                                                          {"toolCalls"_L1, calls}});
            for (const auto& [id, name] : std::as_const(results)) {
                // deltas: a short answer; mixed: mostly a few KB, one in ten up to 64 KB.
                const int bytes = !stream.mixed              ? 80
                                  : streamRandom() % 10 == 0 ? streamBetween(16384, 65536)
                                                             : streamBetween(512, 4096);
                emitToolResult(id, name, QJsonObject(), streamOutput(bytes), true);
            }
            if (stream.mixed && turn % 3 == 2) {
                planCurrent = (planCurrent + 1) % int(planTitles.size());
                emitEvent(u"task_plan"_s, planJson(true));
            }
        }
        if (left > 1 && stream.queued + (queue.size() - before) <= stream.events - 1) {
            stream.queued += queue.size() - before;
            countCall(text, thinking);
            ++turn;
            return;
        }
        // Not room for a whole turn: the last one has what is left before the result.
        queue.resize(before);
        const qint64 room = left - 1;
        QString finalText;
        if (room > 0) {
            streamDeltas(u"assistant_delta"_s, int(room - 1), &finalText);
            emitEvent(u"assistant_message"_s, QJsonObject{{"text"_L1, finalText},
                                                          {"turn"_L1, turn},
                                                          {"finishReason"_L1, u"end_turn"_s}});
            countCall(finalText, QString());
        }
        succeed(finalText);
        stream.queued += queue.size() - before;
    }

    void generate()
    {
        // Some phases produce nothing (a tool loop with no tools): loop until a step exists.
        while (queue.isEmpty() && phase != Phase::Done) {
            switch (phase) {
            case Phase::Start:
                generateStart();
                break;
            case Phase::ToolLoop:
                generateToolTurn();
                break;
            case Phase::Final:
                generateFinal();
                break;
            case Phase::Stream:
                generateStreamTurn();
                break;
            case Phase::Done:
                break;
            }
        }
    }
};

ScriptedModel::ScriptedModel(Context context)
    : d(std::make_unique<Private>())
{
    d->ctx = std::move(context);
    d->readSpec();
}

ScriptedModel::~ScriptedModel() = default;

std::optional<ScriptStep> ScriptedModel::next()
{
    if (!d->pendingId.isEmpty())
        return std::nullopt; // waiting for the client
    if (d->queue.isEmpty())
        d->generate();
    if (d->queue.isEmpty())
        return std::nullopt;
    ScriptStep step = d->queue.takeFirst();
    if (step.kind == ScriptStep::Kind::WaitForTool)
        d->pendingId = step.toolUseId;
    return step;
}

void ScriptedModel::toolAnswered(const QString& toolUseId, const QJsonObject& body)
{
    if (toolUseId != d->pendingId || d->pendingTool < 0)
        return;
    const QString name = d->tools.at(d->pendingTool).name;
    d->pendingId.clear();
    d->pendingTool = -1;

    QJsonObject data{{"toolUseId"_L1, toolUseId}};
    QString answer;
    if (body.contains("error"_L1)) {
        answer = body.value("error"_L1).toString();
        data.insert("error"_L1, answer);
        answer = wireText("error: %1").arg(answer);
    } else {
        answer = body.value("result"_L1).toString();
        data.insert(d->ctx.legacy ? "output"_L1 : "result"_L1, answer);
        // Files are mirrored by metadata only; their bytes stay with the server.
        const QJsonArray files = body.value("files"_L1).toArray();
        if (!files.isEmpty()) {
            QJsonArray described;
            for (const QJsonValue& file : files) {
                const QJsonObject f = file.toObject();
                described.append(QJsonObject{
                    {"filename"_L1, f.value("filename"_L1)},
                    {"mimeType"_L1, f.value("mimeType"_L1)},
                    {"size"_L1,
                     qint64(QByteArray::fromBase64(f.value("data"_L1).toString().toLatin1())
                                .size())}});
            }
            data.insert("files"_L1, described);
        }
    }
    d->emitEvent(u"local_tool_result_in"_s, data);
    d->answers.append({name, answer});
    d->contextChars += answer.size();
    d->afterTool();
}

void ScriptedModel::toolTimedOut(const QString& toolUseId)
{
    if (toolUseId != d->pendingId || d->pendingTool < 0)
        return;
    const QString name = d->tools.at(d->pendingTool).name;
    d->pendingId.clear();
    d->pendingTool = -1;
    d->queue.clear();
    d->fail(u"local_timeout"_s, wireText("Timed out waiting for local tool result (%1).").arg(name),
            false);
}

std::optional<double> ScriptedModel::streamRate() const
{
    if (d->scenario != Scenario::Stream)
        return std::nullopt;
    return d->stream.rate;
}

int ScriptedModel::eventDelayMs() const
{
    return d->scenario == Scenario::Slow ? SlowDelayMs : d->ctx.deltaDelayMs;
}

bool ScriptedModel::isFinished() const
{
    return d->phase == Private::Phase::Done && d->queue.isEmpty();
}

ScriptOutcome ScriptedModel::outcome() const
{
    return d->outcome.value_or(ScriptOutcome{});
}

QJsonObject ScriptedModel::tokens() const
{
    return d->tokensJson();
}

int ScriptedModel::turns() const
{
    return d->llmCalls;
}

QJsonObject ScriptedModel::modelInfo() const
{
    return d->modelJson();
}

quint64 ScriptedModel::hash64(QStringView text)
{
    // FNV-1a over UTF-16 code units: stable across machines and Qt builds, unlike qHash.
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

quint64 ScriptedModel::seedFor(const QString& runId, const QJsonObject& metadata)
{
    const QString seed = metadata.value("sandbox.seed"_L1).toString();
    if (seed.isEmpty())
        return hash64(runId);
    bool ok = false;
    const quint64 number = seed.toULongLong(&ok);
    return ok ? number : hash64(seed);
}

} // namespace mantyx
