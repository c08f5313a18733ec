// SPDX-License-Identifier: MIT
// Dispatcher: takes a local_tool_call from "arrived" to "answer ready" — finds its handler in the
// registry, checks its args against the tool's schema, asks the approval policy, runs the handler
// asynchronously (progress as it comes), checks a `local` result against its outputSchema — and
// hands back a ToolAnswer. It never posts: the caller owns the run's ToolResultSender, so exactly
// one answer per toolUseId stays the sender's promise alone.
#pragma once

#include <map>
#include <optional>

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include "jsonschema/schemavalidator.h"
#include "localtools/a2aclient.h"
#include "localtools/approvalpolicy.h"
#include "localtools/commandhandler.h"
#include "localtools/localtoolregistry.h"
#include "localtools/mcpclient.h"
#include "protocol/runevent.h"
#include "protocol/toolanswer.h"
#include "protocol/toolref.h"

namespace mantyx {

// Everything known about a call before anything runs: what would run it, whether its args fit
// the schema, and what the policy says.
struct DispatchAssessment
{
    LocalToolCallEvent call;
    LocalToolRoute route;
    // The schema the args were checked against: `parameters` (local), the tool's `inputSchema`
    // (mcp_local, from the spec's catalog, else the server's), `{message: string}` (a2a_local).
    std::optional<QJsonObject> argumentSchema; // nothing: no schema, nothing checked
    QList<SchemaViolation> argumentViolations;
    QJsonObject annotations; // mcp_local: the tool's MCP annotations; else empty
    ApprovalDecision decision;

    bool canRun() const { return route.isValid(); }
    bool argumentsValid() const { return argumentViolations.isEmpty(); }
};

// How a handler run ended: the answer to post, and the details behind it.
struct DispatchResult
{
    QString toolUseId;
    QString toolName;
    HandlerKind handler = HandlerKind::None;
    ToolAnswer answer;      // what to post; an error answer when the handler failed
    bool succeeded = false; // the handler produced a result (answer.result is set)
    bool cancelled = false; // Dispatcher::cancel(): nothing should be posted unless the user says
    bool timedOut = false;
    qint64 elapsedMs = 0;
    QString summary; // translated, one sentence
    // `local` tools with an outputSchema, when the handler succeeded: the result checked.
    std::optional<SchemaValidator::TextOutcome> outputCheck;
    bool outputRejected = false; // OutputCheck::Reject turned a non-conforming result into an error
    std::optional<McpCallOutcome> mcp;
    std::optional<A2aOutcome> a2a;
    std::optional<CommandOutcome> command;
};

class Dispatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Dispatcher)

public:
    // What a `local` result that breaks its outputSchema becomes.
    enum class OutputCheck : quint8
    {
        Report, // posted as it is; DispatchResult::outputCheck says what is wrong (default)
        Reject, // posted as an error answer listing the violations
    };
    Q_ENUM(OutputCheck)

    // `registry` is not owned and must outlive the dispatcher.
    explicit Dispatcher(LocalToolRegistry* registry, QObject* parent = nullptr);
    ~Dispatcher() override;

    LocalToolRegistry* registry() const { return m_registry; }

    // The run spec's tool refs: where argument schemas, annotations and output schemas come from.
    void setTools(const QList<ToolRef>& tools);
    const QList<ToolRef>& tools() const { return m_tools; }

    const ApprovalPolicy& policy() const { return m_policy; }
    void setPolicy(const ApprovalPolicy& policy) { m_policy = policy; }

    OutputCheck outputCheck() const { return m_outputCheck; }
    void setOutputCheck(OutputCheck mode) { m_outputCheck = mode; }

    // A call without a handler is decided NoHandler, its reason the route's description and
    // declaredToolsSentence() of the spec's tools, so whoever answers it can say what exists.
    DispatchAssessment assess(const LocalToolCallEvent& call) const;

    // assess(), then run() when the policy allows it. Returns the assessment; when its
    // decision.autoRun is true the handler has started (callFinished() follows), otherwise
    // approvalNeeded() was emitted and nothing runs until run() is called.
    DispatchAssessment dispatch(const LocalToolCallEvent& call);

    // Runs the call's handler whatever the policy says (the user approved it, or wants to run a
    // call whose args are invalid). False when it has no handler or runs already. callFinished()
    // follows, from the event loop or — for a handler that fails at once — before this returns.
    bool run(const LocalToolCallEvent& call);

    // Stops a running handler (MCP notifications/cancelled, the command killed, an A2A reply
    // ignored); callFinished() follows with `cancelled`. False when it is not running.
    bool cancel(const QString& toolUseId);
    void cancelAll();
    bool isRunning(const QString& toolUseId) const { return m_jobs.count(toolUseId) != 0; }
    QStringList running() const;

    // One translated sentence naming the model-facing names of the client-resolved tools in
    // `tools`, grouped by ref: "The declared local tools are fs_read, fs_write (MCP server
    // "fs"); lookup (local)." — at most MaxNamesListed of them — or that there are none.
    static QString declaredToolsSentence(const QList<ToolRef>& tools);
    static constexpr int MaxNamesListed = 40;

    // Checks a result text against a `local` tool's outputSchema; nothing when it has none.
    std::optional<SchemaValidator::TextOutcome> checkOutput(const QString& toolName,
                                                            const QString& resultText) const;

signals:
    void approvalNeeded(const mantyx::DispatchAssessment& assessment);
    void callStarted(const QString& toolUseId, const QString& description);
    // MCP notifications/progress for a running call (`total` 0 when the server gave none).
    void progressReported(const QString& toolUseId, double progress, double total,
                          const QString& message);
    void callFinished(const mantyx::DispatchResult& result);

private:
    struct Job
    {
        LocalToolCallEvent call;
        LocalToolRoute route;
        qint64 startedAt = 0;
        qint64 mcpRequestId = 0;
        quint64 serial = 0; // tells a finished run from a later run of the same toolUseId
    };

    std::optional<ToolRef> specRef(ToolKind kind, const QString& name) const;
    // The compiled validator of `schema`: compiling one costs more than checking a call's
    // arguments with it, and the same few schemas come back call after call.
    SchemaValidator validatorFor(const QJsonObject& schema) const;
    void finish(const QString& toolUseId, quint64 serial, DispatchResult result);
    // Calls the job's MCP tool; a server that died is started again first (once per call), so
    // one crash does not fail every later call of the run.
    void callMcp(const QString& toolUseId, quint64 serial, bool mayRestart);
    void watchProgress(McpClient* client);
    void onMcpNotification(McpClient* client, const QString& method, const QJsonObject& params);

    QPointer<LocalToolRegistry> m_registry;
    QList<ToolRef> m_tools;
    ApprovalPolicy m_policy;
    OutputCheck m_outputCheck = OutputCheck::Report;
    std::map<QString, Job> m_jobs; // by toolUseId
    QSet<McpClient*> m_watched;
    quint64 m_nextSerial = 0;
    static constexpr qsizetype MaxCachedValidators = 32;
    mutable QList<SchemaValidator> m_validators; // the most recently compiled last
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::DispatchAssessment)
Q_DECLARE_METATYPE(mantyx::DispatchResult)
