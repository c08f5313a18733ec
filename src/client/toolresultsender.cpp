// SPDX-License-Identifier: MIT
// ToolResultSender: per-toolUseId state machine over ApiClient::postToolResult.
#include "client/toolresultsender.h"

#include <QJsonArray>
#include <QTimer>

#include "client/apiclient.h"
#include "protocol/toolresultvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto UnlistedMimeRule = "toolResult.file.mimeType.unlisted"_L1;
constexpr auto ResultSizeRule = "toolResult.result.size"_L1;

bool isFinalRejection(int status)
{
    // 400: the body is wrong (a new one may be submitted); 404 unknown_tool_use and
    // 409 run_terminal: the call is gone. None of them is retried blindly.
    return status == 400 || status == 404 || status == 409 || status == 410 || status == 422;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// ToolResultSender

ToolResultSender::ToolResultSender(ApiClient* client, QString runId, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_runId(std::move(runId))
{}

ToolResultSender::~ToolResultSender()
{
    for (const QPointer<ApiReply>& pointer : std::as_const(m_inFlight)) {
        if (ApiReply* reply = pointer.data()) {
            disconnect(reply, nullptr, this, nullptr);
            reply->abort();
        }
    }
}

void ToolResultSender::setOptions(const Options& options)
{
    m_options = options;
}

QString ToolResultSender::stateName(State state)
{
    switch (state) {
    case State::Pending:
        return tr("pending");
    case State::Sending:
        return tr("sending");
    case State::Acknowledged:
        return tr("acknowledged");
    case State::Rejected:
        return tr("rejected");
    case State::Failed:
        return tr("failed");
    }
    return {};
}

ToolResultSender::Entry& ToolResultSender::ensure(const QString& toolUseId)
{
    auto [it, inserted] = m_entries.try_emplace(toolUseId);
    if (inserted) {
        it->second.toolUseId = toolUseId;
        m_order.append(toolUseId);
    }
    return it->second;
}

void ToolResultSender::setState(Entry& entry, State state)
{
    if (entry.state == state)
        return;
    entry.state = state;
    emit stateChanged(entry.toolUseId, state);
}

void ToolResultSender::observe(const QList<RunEvent>& events)
{
    for (const RunEvent& event : events)
        observe(event);
}

void ToolResultSender::observe(const RunEvent& event)
{
    if (const auto* call = event.as<LocalToolCallEvent>()) {
        noteCall(call->toolUseId, call->name);
        return;
    }
    const auto* echo = event.as<LocalToolResultInEvent>();
    if (!echo || echo->toolUseId.isEmpty())
        return;
    Entry& entry = ensure(echo->toolUseId);
    entry.echoed = true;
    // The server has an answer for this call. A POST in flight will tell us its own status;
    // otherwise (lost answer, retry waiting, given up, answered elsewhere) this is the ack.
    if (m_inFlight.contains(entry.toolUseId) || entry.state == State::Acknowledged ||
        entry.state == State::Rejected)
        return;
    if (QTimer* timer = m_retryTimers.take(entry.toolUseId))
        timer->deleteLater();
    entry.retryScheduled = false;
    entry.message = entry.body.isEmpty()
                        ? tr("The run received an answer from elsewhere.")
                        : tr("The run confirmed the answer although its POST got no reply.");
    setState(entry, State::Acknowledged);
}

void ToolResultSender::noteCall(const QString& toolUseId, const QString& toolName)
{
    if (toolUseId.isEmpty())
        return;
    const bool known = contains(toolUseId);
    Entry& entry = ensure(toolUseId);
    if (!toolName.isEmpty())
        entry.toolName = toolName;
    if (!known)
        emit stateChanged(toolUseId, entry.state);
}

ToolResultSender::SubmitResult ToolResultSender::submit(const QString& toolUseId,
                                                        const ToolAnswer& answer)
{
    return submitJson(toolUseId, answer.toJson(toolUseId));
}

ToolResultSender::SubmitResult ToolResultSender::submitJson(const QString& toolUseId,
                                                            QJsonObject body)
{
    SubmitResult out;
    if (toolUseId.isEmpty()) {
        out.refusal = tr("The answer has no toolUseId.");
        return out;
    }
    if (const auto it = m_entries.find(toolUseId); it != m_entries.end()) {
        const Entry& existing = it->second;
        switch (existing.state) {
        case State::Pending:
        case State::Failed:
            break;
        case State::Sending:
            out.refusal = tr("An answer to %1 is already being sent.").arg(toolUseId);
            return out;
        case State::Acknowledged:
            out.refusal = tr("%1 has already been answered.").arg(toolUseId);
            return out;
        case State::Rejected:
            if (existing.httpStatus != 400) {
                out.refusal = tr("The server rejected the answer to %1 for good: %2")
                                  .arg(toolUseId, existing.message);
                return out;
            }
            break; // a malformed body may be replaced by a corrected one
        }
    }
    body.insert("toolUseId"_L1, toolUseId);
    out.issues = ToolResultValidator::validate(body);
    for (const SpecIssue& issue : std::as_const(out.issues)) {
        if (issue.rule != ResultSizeRule)
            continue;
        // Whatever else the answer has wrong, it cannot be posted; this can.
        out.replacement = tr("The tool's answer was too large to send: %1").arg(issue.message);
        body = QJsonObject{{"toolUseId"_L1, toolUseId}, {"error"_L1, out.replacement}};
        out.issues = ToolResultValidator::validate(body);
        break;
    }
    for (const SpecIssue& issue : std::as_const(out.issues)) {
        const bool blocking = issue.severity == Severity::Error ||
                              (issue.rule == UnlistedMimeRule && !m_options.allowUnlistedMimeTypes);
        if (blocking) {
            out.refusal =
                issue.path.isEmpty() ? issue.message : issue.path + u": "_s + issue.message;
            return out;
        }
    }
    Entry& entry = ensure(toolUseId);
    entry.body = body;
    entry.attempts = 0;
    entry.httpStatus = 0;
    entry.serverBody.clear();
    entry.error.reset();
    entry.message.clear();
    entry.warnings = out.issues;
    m_backoffs.remove(toolUseId);
    setState(entry, State::Sending);
    out.queued = true;
    post(toolUseId);
    return out;
}

bool ToolResultSender::resend(const QString& toolUseId)
{
    const auto it = m_entries.find(toolUseId);
    if (it == m_entries.end() || it->second.state != State::Failed || it->second.body.isEmpty())
        return false;
    it->second.attempts = 0;
    m_backoffs.remove(toolUseId);
    setState(it->second, State::Sending);
    post(toolUseId);
    return true;
}

ToolResultSender::State ToolResultSender::state(const QString& toolUseId) const
{
    const auto it = m_entries.find(toolUseId);
    return it == m_entries.end() ? State::Pending : it->second.state;
}

std::optional<ToolResultSender::Entry> ToolResultSender::entry(const QString& toolUseId) const
{
    const auto it = m_entries.find(toolUseId);
    if (it == m_entries.end())
        return std::nullopt;
    return it->second;
}

QStringList ToolResultSender::unresolved() const
{
    QStringList out;
    for (const QString& id : m_order) {
        const State s = state(id);
        if (s == State::Pending || s == State::Sending || s == State::Failed)
            out.append(id);
    }
    return out;
}

void ToolResultSender::post(const QString& toolUseId)
{
    Entry& entry = ensure(toolUseId);
    entry.retryScheduled = false;
    ApiClient* client = m_client.data();
    if (!client) {
        entry.message = tr("There is no connection to post the answer on.");
        setState(entry, State::Failed);
        return;
    }
    ++entry.attempts;
    ApiReply* reply = client->postToolResult(m_runId, entry.body);
    m_inFlight.insert(toolUseId, reply);
    connect(reply, &ApiReply::finished, this,
            [this, toolUseId, reply] { onPostFinished(toolUseId, reply); });
}

void ToolResultSender::onPostFinished(const QString& toolUseId, ApiReply* reply)
{
    m_inFlight.remove(toolUseId);
    const ApiResponse& response = reply->response();
    if (response.wasAborted())
        return;
    Entry& entry = ensure(toolUseId);
    const bool earlierUnanswered = entry.attempts > 1 && entry.httpStatus == 0;
    entry.httpStatus = response.httpStatus;
    entry.serverBody = response.body;
    entry.error = response.error;
    entry.message = response.describe();
    emit answerPosted(toolUseId, entry.body, response.httpStatus);

    if (response.isSuccess()) {
        entry.message = tr("Accepted (HTTP %1).").arg(response.httpStatus);
        setState(entry, State::Acknowledged);
        return;
    }
    if (response.hasHttpAnswer() && isFinalRejection(response.httpStatus)) {
        if (response.httpStatus == 404 && (entry.echoed || earlierUnanswered)) {
            // unknown_tool_use after an attempt whose reply was lost: that attempt landed.
            if (entry.echoed) {
                entry.message = tr("The run had already received this answer.");
                setState(entry, State::Acknowledged);
                return;
            }
            entry.message += u' ' + tr("An earlier attempt got no reply and may have arrived.");
        }
        setState(entry, State::Rejected);
        return;
    }
    if (response.isTransient()) {
        if (entry.echoed) {
            entry.message = tr("The run confirmed the answer although its POST failed.");
            setState(entry, State::Acknowledged);
            return;
        }
        if (entry.attempts < std::max(1, m_options.maxAttempts)) {
            scheduleRetry(toolUseId, response.retryAfterMs());
            return;
        }
    }
    setState(entry, State::Failed);
}

void ToolResultSender::scheduleRetry(const QString& toolUseId, std::optional<qint64> retryAfterMs)
{
    Entry& entry = ensure(toolUseId);
    auto backoff = m_backoffs.find(toolUseId);
    if (backoff == m_backoffs.end())
        backoff = m_backoffs.insert(toolUseId, Backoff(m_options.backoff));
    const int delay = backoff->nextDelayMs(std::nullopt, retryAfterMs);
    entry.retryScheduled = true;
    auto* timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer); // a Retry-After is a floor; coarse may be 5 % early
    m_retryTimers.insert(toolUseId, timer);
    connect(timer, &QTimer::timeout, this, [this, toolUseId, timer] {
        timer->deleteLater();
        if (m_retryTimers.value(toolUseId) != timer)
            return;
        m_retryTimers.remove(toolUseId);
        if (state(toolUseId) == State::Sending)
            post(toolUseId);
    });
    timer->start(delay);
}

} // namespace mantyx
