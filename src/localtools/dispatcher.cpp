// SPDX-License-Identifier: MIT
// Dispatcher: schema checks, the approval decision and the asynchronous handler runs.
#include "localtools/dispatcher.h"

#include <memory>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include "localtools/mcpresult.h"
#include "localtools/peertext.h"
#include "protocol/mcptoolview.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// §4.3.2: an a2a_local call's args are always `{ "message": string }`.
QJsonObject a2aMessageSchema()
{
    return QJsonObject{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
        {"required"_L1, QJsonArray{u"message"_s}}};
}

std::optional<McpToolView> serverTool(const McpClient& client, const QString& serverToolName)
{
    const QJsonArray tools = client.tools();
    for (const QJsonValue& tool : tools) {
        if (tool.toObject().value("name"_L1).toString() == serverToolName)
            return McpToolView(tool.toObject());
    }
    return std::nullopt;
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

Dispatcher::Dispatcher(LocalToolRegistry* registry, QObject* parent)
    : QObject(parent)
    , m_registry(registry)
{}

Dispatcher::~Dispatcher() = default;

void Dispatcher::setTools(const QList<ToolRef>& tools)
{
    m_tools = tools;
}

std::optional<ToolRef> Dispatcher::specRef(ToolKind kind, const QString& name) const
{
    for (const ToolRef& ref : m_tools) {
        if (ref.kind() == kind && ref.name() == name)
            return ref;
    }
    return std::nullopt;
}

SchemaValidator Dispatcher::validatorFor(const QJsonObject& schema) const
{
    for (const SchemaValidator& validator : std::as_const(m_validators)) {
        if (validator.schema() == schema)
            return validator;
    }
    if (m_validators.size() >= MaxCachedValidators)
        m_validators.removeFirst();
    m_validators.append(SchemaValidator(schema));
    return m_validators.constLast();
}

DispatchAssessment Dispatcher::assess(const LocalToolCallEvent& call) const
{
    DispatchAssessment a;
    a.call = call;
    if (m_registry) {
        a.route = m_registry->route(call);
    } else {
        a.route.description = tr("No handler: no local tools are configured.");
    }

    switch (call.kind) {
    case LocalToolKind::Local:
        if (const std::optional<ToolRef> ref = specRef(ToolKind::Local, call.name);
            ref && ref->parameters())
            a.argumentSchema = *ref->parameters();
        break;
    case LocalToolKind::McpLocal: {
        std::optional<McpToolView> view;
        const QString server = call.mcpServer.value_or(a.route.mcpServer);
        if (const std::optional<ToolRef> ref = specRef(ToolKind::McpLocal, server))
            view = ref->findMcpTool(call.mcpToolName.value_or(call.name));
        if (!view && a.route.mcp)
            view = serverTool(*a.route.mcp, a.route.serverToolName);
        if (view) {
            if (view->hasInputSchema())
                a.argumentSchema = view->inputSchema();
            a.annotations = view->annotations();
        }
        break;
    }
    case LocalToolKind::A2aLocal:
        a.argumentSchema = a2aMessageSchema();
        break;
    case LocalToolKind::Other:
        break;
    }
    if (a.argumentSchema)
        a.argumentViolations = validatorFor(*a.argumentSchema).validate(call.args);

    a.decision = m_policy.decide(call, a.annotations, a.argumentViolations);
    if (!a.route.isValid())
        a.decision = {false, ApprovalDecision::Rule::NoHandler,
                      a.route.description + u' ' + declaredToolsSentence(m_tools)};
    return a;
}

QString Dispatcher::declaredToolsSentence(const QList<ToolRef>& tools)
{
    QStringList groups;
    int listed = 0;
    int more = 0;
    for (const ToolRef& ref : tools) {
        if (!ref.isClientResolved())
            continue;
        const QStringList names = ref.modelFacingNames().value_or(QStringList());
        QStringList shown;
        for (const QString& name : names) {
            if (listed < MaxNamesListed) {
                shown << name;
                ++listed;
            } else {
                ++more;
            }
        }
        if (shown.isEmpty())
            continue;
        const QString list = shown.join(u", "_s);
        switch (ref.kind()) {
        case ToolKind::McpLocal:
            groups << tr("%1 (MCP server \"%2\")").arg(list, ref.name().value_or(QString()));
            break;
        case ToolKind::A2aLocal:
            groups << tr("%1 (A2A peer)").arg(list);
            break;
        default:
            groups << tr("%1 (local)").arg(list);
            break;
        }
    }
    if (groups.isEmpty())
        return tr("The spec declares no local tools.");
    QString all = groups.join(u"; "_s);
    if (more > 0)
        all += u"; "_s + tr("and %n more", nullptr, more);
    return tr("The declared local tools are %1.").arg(all);
}

DispatchAssessment Dispatcher::dispatch(const LocalToolCallEvent& call)
{
    DispatchAssessment a = assess(call);
    if (isRunning(call.toolUseId))
        return a; // seen before: it already runs
    if (a.decision.autoRun) {
        run(call);
        return a;
    }
    emit approvalNeeded(a);
    return a;
}

bool Dispatcher::run(const LocalToolCallEvent& call)
{
    if (!m_registry || isRunning(call.toolUseId))
        return false;
    const LocalToolRoute route = m_registry->route(call);
    if (!route.isValid())
        return false;

    const QString id = call.toolUseId;
    Job job;
    job.call = call;
    job.route = route;
    job.startedAt = nowMs();
    job.serial = ++m_nextSerial;
    const quint64 serial = job.serial;
    m_jobs[id] = job;
    // A command never finishes before run() returns, so its process is started first: the
    // listeners of callStarted() (the window's panels, the run's call state) then do their work
    // while the program loads, not before it is even started.
    if (route.handler != HandlerKind::Command)
        emit callStarted(id, route.description);

    switch (route.handler) {
    case HandlerKind::Mcp:
        callMcp(id, serial, true);
        break;
    case HandlerKind::A2a: {
        const QJsonValue message = call.args.value("message"_L1);
        // A call the user approved despite bad args: the peer still gets readable text.
        const QString text =
            message.isString()
                ? message.toString()
                : QString::fromUtf8(QJsonDocument(call.args).toJson(QJsonDocument::Compact));
        route.a2a->send(text, this, [this, id, serial](const A2aOutcome& o) {
            DispatchResult r;
            r.handler = HandlerKind::A2a;
            r.answer = o.answer;
            r.succeeded = o.answer.result.has_value();
            r.timedOut = o.timedOut;
            r.a2a = o;
            r.summary =
                r.succeeded
                    ? tr("The A2A agent answered (%1).").arg(A2aClient::protocolName(o.protocol))
                    : tr("The A2A exchange failed: %1").arg(o.answer.error.value_or(QString()));
            finish(id, serial, std::move(r));
        });
        break;
    }
    case HandlerKind::Command:
        route.command->run(
            call.name, id, call.args, this, [this, id, serial](const CommandOutcome& o) {
                DispatchResult r;
                r.handler = HandlerKind::Command;
                r.answer = o.answer;
                r.succeeded = o.answer.result.has_value();
                r.cancelled = o.cancelled;
                r.timedOut = o.timedOut;
                r.command = o;
                if (r.succeeded)
                    r.summary = tr("The command answered.");
                else if (o.timedOut)
                    r.summary = tr("The command timed out.");
                else if (o.failedToStart)
                    r.summary = tr("The command did not start.");
                else
                    r.summary = tr("The command failed (exit code %1).").arg(o.exitCode);
                finish(id, serial, std::move(r));
            });
        emit callStarted(id, route.description);
        break;
    case HandlerKind::None:
        break;
    }
    return true;
}

void Dispatcher::callMcp(const QString& toolUseId, quint64 serial, bool mayRestart)
{
    const auto it = m_jobs.find(toolUseId);
    if (it == m_jobs.end() || it->second.serial != serial)
        return; // cancelled while the server was starting
    McpClient* client = it->second.route.mcp.data();
    if (!client) {
        DispatchResult r;
        r.handler = HandlerKind::Mcp;
        r.summary = tr("The MCP server was removed before the call could be made.");
        r.answer = ToolAnswer::failure(r.summary);
        finish(toolUseId, serial, std::move(r));
        return;
    }
    const QString toolName = it->second.route.serverToolName;
    const QJsonObject args = it->second.call.args;
    if (mayRestart && client->state() == McpClient::State::Failed)
        client->restart();
    if (client->state() == McpClient::State::Starting) {
        // Wait for the start to end either way; callTool() then answers "not connected" with
        // the reason when it failed.
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(client, &McpClient::stateChanged, this,
                              [this, toolUseId, serial, connection](McpClient::State state) {
                                  if (state == McpClient::State::Starting)
                                      return;
                                  disconnect(*connection);
                                  callMcp(toolUseId, serial, false);
                              });
        return;
    }

    watchProgress(client);
    const QString id = toolUseId;
    const qint64 requestId = client->callTool(
        toolName, args, this, [this, id, serial, toolName](const McpCallOutcome& o) {
            DispatchResult r;
            r.handler = HandlerKind::Mcp;
            r.answer = o.answer;
            r.succeeded = o.answered() && !o.isToolError() && o.answer.result.has_value();
            r.cancelled = o.cancelled;
            r.timedOut = o.timedOut;
            r.mcp = o;
            switch (o.status) {
            case McpCallOutcome::Status::Answered:
                r.summary = o.isToolError()
                                ? tr("The MCP tool \"%1\" reported an error.").arg(toolName)
                                : tr("The MCP tool \"%1\" answered.").arg(toolName);
                break;
            case McpCallOutcome::Status::RpcError:
                r.summary = tr("The MCP server refused the call: %1 (%2).")
                                .arg(PeerText::quote(o.errorMessage))
                                .arg(o.errorCode);
                break;
            case McpCallOutcome::Status::Failed:
                r.summary = o.failure;
                break;
            }
            finish(id, serial, std::move(r));
        });
    if (const auto job = m_jobs.find(id); job != m_jobs.end() && job->second.serial == serial)
        job->second.mcpRequestId = requestId;
}

bool Dispatcher::cancel(const QString& toolUseId)
{
    const auto it = m_jobs.find(toolUseId);
    if (it == m_jobs.end())
        return false;
    const Job job = it->second;
    // Finish first: whatever the handler reports for this run afterwards no longer matches.
    DispatchResult r;
    r.handler = job.route.handler;
    r.cancelled = true;
    r.answer = ToolAnswer::failure(tr("The call was cancelled before it finished."));
    r.summary = tr("Cancelled.");
    finish(toolUseId, job.serial, std::move(r));
    switch (job.route.handler) {
    case HandlerKind::Mcp:
        if (job.route.mcp && job.mcpRequestId != 0)
            job.route.mcp->cancelCall(job.mcpRequestId);
        break;
    case HandlerKind::Command:
        if (job.route.command)
            job.route.command->cancel(toolUseId);
        break;
    case HandlerKind::A2a: // no way to stop a blocking send: its reply is ignored
    case HandlerKind::None:
        break;
    }
    return true;
}

void Dispatcher::cancelAll()
{
    const QStringList ids = running();
    for (const QString& id : ids)
        cancel(id);
}

QStringList Dispatcher::running() const
{
    QStringList ids;
    for (const auto& [id, job] : m_jobs)
        ids << id;
    return ids;
}

std::optional<SchemaValidator::TextOutcome> Dispatcher::checkOutput(const QString& toolName,
                                                                    const QString& resultText) const
{
    const std::optional<ToolRef> ref = specRef(ToolKind::Local, toolName);
    if (!ref || !ref->outputSchema())
        return std::nullopt;
    return validatorFor(*ref->outputSchema()).validateText(resultText);
}

void Dispatcher::finish(const QString& toolUseId, quint64 serial, DispatchResult result)
{
    const auto it = m_jobs.find(toolUseId);
    if (it == m_jobs.end() || it->second.serial != serial)
        return; // cancelled (or replaced) meanwhile
    const Job job = it->second;
    m_jobs.erase(it);

    result.toolUseId = toolUseId;
    result.toolName = job.call.name;
    result.handler = job.route.handler;
    result.elapsedMs = nowMs() - job.startedAt;
    if (job.call.kind == LocalToolKind::Local && result.answer.result && !result.cancelled) {
        result.outputCheck = checkOutput(job.call.name, *result.answer.result);
        if (result.outputCheck && !result.outputCheck->valid() &&
            m_outputCheck == OutputCheck::Reject) {
            const QString why = result.outputCheck->parsed
                                    ? SchemaValidator::describe(result.outputCheck->violations)
                                    : result.outputCheck->parseError;
            result.answer = ToolAnswer::failure(McpResult::limitErrorText(
                tr("The tool's result does not match its outputSchema:\n%1").arg(why)));
            result.succeeded = false;
            result.outputRejected = true;
        }
    }
    emit callFinished(result);
}

void Dispatcher::watchProgress(McpClient* client)
{
    if (!client || m_watched.contains(client))
        return;
    m_watched.insert(client);
    connect(client, &McpClient::notificationReceived, this,
            [this, client](const QString& method, const QJsonObject& params) {
                onMcpNotification(client, method, params);
            });
    connect(client, &QObject::destroyed, this, [this, client] { m_watched.remove(client); });
}

void Dispatcher::onMcpNotification(McpClient* client, const QString& method,
                                   const QJsonObject& params)
{
    if (method != "notifications/progress"_L1)
        return;
    const qint64 token = params.value("progressToken"_L1).toInteger(-1);
    for (const auto& [id, job] : m_jobs) {
        if (job.route.mcp == client && job.mcpRequestId == token) {
            emit progressReported(id, params.value("progress"_L1).toDouble(),
                                  params.value("total"_L1).toDouble(0),
                                  params.value("message"_L1).toString());
            return;
        }
    }
}

} // namespace mantyx
