// SPDX-License-Identifier: MIT
// SessionController: the session routes, the turn list, one RunController per message.
#include "run/sessioncontroller.h"

#include <QJsonArray>

#include "client/apiclient.h"
#include "client/apireply.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString contentText(const QJsonValue& content)
{
    if (content.isString())
        return content.toString();
    if (!content.isArray())
        return {};
    // Content parts: the text ones, joined.
    QStringList parts;
    const QJsonArray array = content.toArray();
    for (const QJsonValue& value : array) {
        if (value.isString()) {
            parts.append(value.toString());
            continue;
        }
        const QJsonObject part = value.toObject();
        if (part.value("text"_L1).isString())
            parts.append(part.value("text"_L1).toString());
    }
    return parts.join(u'\n');
}

// Attachment bytes are not kept in the turn list (the server keeps only their metadata too).
QJsonObject withoutAttachmentBytes(QJsonObject message)
{
    if (!message.value("attachments"_L1).isArray())
        return message;
    QJsonArray attachments;
    const QJsonArray given = message.value("attachments"_L1).toArray();
    for (const QJsonValue& value : given) {
        QJsonObject attachment = value.toObject();
        if (attachment.contains("data"_L1)) {
            const QByteArray bytes =
                QByteArray::fromBase64(attachment.value("data"_L1).toString().toLatin1());
            attachment.remove("data"_L1);
            attachment.insert("size"_L1, qint64(bytes.size()));
        }
        attachments.append(attachment);
    }
    message.insert("attachments"_L1, attachments);
    return message;
}

SessionTurn turnFromMessage(const QJsonObject& message)
{
    SessionTurn turn;
    turn.role = message.value("role"_L1).toString();
    turn.text = contentText(message.value("content"_L1));
    turn.runId = message.value("runId"_L1).toString();
    turn.createdAt = message.value("createdAt"_L1).toString();
    turn.attachments = int(message.value("attachments"_L1).toArray().size());
    turn.raw = message;
    return turn;
}

QString statusOf(const RunEvent& terminal)
{
    if (terminal.type == EventType::Cancelled)
        return u"cancelled"_s;
    if (const auto* result = terminal.as<ResultEvent>())
        return result->isSuccess() ? u"succeeded"_s : u"failed"_s;
    return u"failed"_s;
}

} // namespace

SessionController::SessionController(ApiClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
{}

SessionController::~SessionController() = default;

const QStringList& SessionController::overridableKeys()
{
    // wire-protocol §2.2 and §8.6, and the spec fields a session keeps (http-surface.md).
    static const QStringList keys = {u"name"_s,         u"agentId"_s,      u"modelId"_s,
                                     u"systemPrompt"_s, u"tools"_s,        u"reasoningLevel"_s,
                                     u"budgets"_s,      u"outputSchema"_s, u"loopDetection"_s,
                                     u"toolBudgets"_s,  u"supervisor"_s,   u"plan"_s};
    return keys;
}

QJsonObject SessionController::effectiveSpec(const QJsonObject& defaults,
                                             const QJsonObject& message)
{
    QJsonObject spec;
    for (const QString& key : overridableKeys()) {
        if (message.contains(key))
            spec.insert(key, message.value(key));
        else if (defaults.contains(key))
            spec.insert(key, defaults.value(key));
    }
    QJsonObject metadata = defaults.value("metadata"_L1).toObject();
    const QJsonObject override = message.value("metadata"_L1).toObject();
    for (auto it = override.begin(); it != override.end(); ++it)
        metadata.insert(it.key(), it.value());
    if (!metadata.isEmpty())
        spec.insert("metadata"_L1, metadata);
    for (const auto key : {"prompt"_L1, "messages"_L1}) {
        if (message.contains(key))
            spec.insert(key, message.value(key));
    }
    return spec;
}

QList<SessionTurn> SessionController::turnsFromJson(const QJsonObject& session)
{
    QHash<QString, QString> statuses;
    const QJsonArray runs = session.value("runs"_L1).toArray();
    for (const QJsonValue& value : runs) {
        const QJsonObject run = value.toObject();
        statuses.insert(run.value("runId"_L1).toString(), run.value("status"_L1).toString());
    }
    QList<SessionTurn> turns;
    const QJsonArray messages = session.value("messages"_L1).toArray();
    for (const QJsonValue& value : messages) {
        SessionTurn turn = turnFromMessage(value.toObject());
        turn.status = statuses.value(turn.runId);
        turns.append(turn);
    }
    return turns;
}

QString SessionController::idFromJson(const QJsonObject& answer)
{
    for (const auto key : {"sessionId"_L1, "id"_L1}) {
        const QString id = answer.value(key).toString();
        if (!id.isEmpty())
            return id;
    }
    return {};
}

QJsonObject SessionController::defaultsFromJson(const QJsonObject& session)
{
    // In the SDKs' shape the top-level `name` is the session's label, not a default: with an
    // agentSpec, only the agentSpec says what the defaults are.
    const QJsonValue agentSpec = session.value("agentSpec"_L1);
    const QJsonObject source = agentSpec.isObject() ? agentSpec.toObject() : session;
    QJsonObject defaults;
    for (const QString& key : overridableKeys()) {
        const QJsonValue value = source.value(key);
        if (!value.isUndefined() && !value.isNull())
            defaults.insert(key, value);
    }
    const QJsonValue metadata = session.value("metadata"_L1).isObject()
                                    ? session.value("metadata"_L1)
                                    : agentSpec.toObject().value("metadata"_L1);
    if (metadata.isObject())
        defaults.insert("metadata"_L1, metadata);
    return defaults;
}

void SessionController::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void SessionController::fail(const QString& message, const std::optional<ApiError>& error,
                             State fallback)
{
    setState(fallback);
    emit problemOccurred(message, error);
}

QList<RunController*> SessionController::runs() const
{
    QList<RunController*> out;
    for (const QPointer<RunController>& run : m_runs) {
        if (run)
            out.append(run.data());
    }
    return out;
}

RunController* SessionController::currentRun() const
{
    const QList<RunController*> all = runs();
    return all.isEmpty() ? nullptr : all.last();
}

void SessionController::createSession(const QJsonObject& spec)
{
    ApiClient* client = m_client.data();
    if (!client) {
        emit problemOccurred(tr("There is no connection to create the session on."), std::nullopt);
        return;
    }
    const State before = m_state;
    setState(State::Creating);
    ApiReply* reply = client->createSession(spec);
    connect(reply, &ApiReply::finished, this, [this, reply, spec, before] {
        const ApiResponse& response = reply->response();
        const QString id = idFromJson(response.json());
        if (!response.isSuccess() || id.isEmpty()) {
            fail(response.isSuccess()
                     ? tr("The server created a session (HTTP %1) but its answer has no "
                          "sessionId or id: %2")
                           .arg(response.httpStatus)
                           .arg(QString::fromUtf8(response.body.left(2000)))
                     : response.describe(),
                 response.error, before);
            return;
        }
        m_sessionId = id;
        m_session = {};
        m_defaults = {};
        for (const QString& key : overridableKeys()) {
            if (spec.contains(key))
                m_defaults.insert(key, spec.value(key));
        }
        if (spec.value("metadata"_L1).isObject())
            m_defaults.insert("metadata"_L1, spec.value("metadata"_L1));
        m_turns.clear();
        setState(State::Active);
        emit sessionCreated(id);
    });
}

void SessionController::open(const QString& sessionId)
{
    ApiClient* client = m_client.data();
    if (!client) {
        emit problemOccurred(tr("There is no connection to open the session on."), std::nullopt);
        return;
    }
    if (sessionId.trimmed().isEmpty()) {
        emit problemOccurred(tr("No session id was given."), std::nullopt);
        return;
    }
    const State before = m_state;
    setState(State::Opening);
    ApiReply* reply = client->getSession(sessionId);
    connect(reply, &ApiReply::finished, this, [this, reply, sessionId, before] {
        const ApiResponse& response = reply->response();
        if (!response.isSuccess()) {
            fail(response.describe(), response.error, before);
            return;
        }
        m_sessionId = sessionId;
        m_session = response.json();
        m_defaults = defaultsFromJson(m_session);
        m_turns = turnsFromJson(m_session);
        // A server that leaves out status still says when the session ended.
        const QJsonValue status = m_session.value("status"_L1);
        const bool ended = status.isString() ? status.toString() == "ended"_L1
                                             : !m_session.value("endedAt"_L1).toString().isEmpty();
        setState(ended ? State::Ended : State::Active);
        emit historyLoaded();
    });
}

bool SessionController::sendMessage(const QJsonObject& message)
{
    ApiClient* client = m_client.data();
    if (!client || m_sessionId.isEmpty() || m_state != State::Active) {
        emit problemOccurred(m_state == State::Ended
                                 ? tr("The session has ended; start a new one.")
                                 : tr("There is no active session to send the message to."),
                             std::nullopt);
        return false;
    }
    const QString sessionId = m_sessionId;
    ApiReply* reply = client->postSessionMessage(sessionId, message);
    connect(reply, &ApiReply::finished, this, [this, reply, message, sessionId] {
        const ApiResponse& response = reply->response();
        QString problem;
        const std::optional<CreatedRun> created = reply->createdRun(&problem);
        if (!created) {
            emit problemOccurred(problem, response.error);
            if (response.httpStatus == 409 && response.error &&
                response.error->error == "session_ended"_L1)
                setState(State::Ended);
            return;
        }
        // The new turns, as the server records them (§2.2: prompt, or the messages given).
        QList<QJsonObject> sent;
        if (message.value("prompt"_L1).isString()) {
            sent.append(
                QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, message.value("prompt"_L1)}});
        } else {
            const QJsonArray messages = message.value("messages"_L1).toArray();
            for (const QJsonValue& value : messages)
                sent.append(value.toObject());
        }
        for (const QJsonObject& given : std::as_const(sent)) {
            QJsonObject raw = withoutAttachmentBytes(given);
            raw.insert("runId"_L1, created->runId);
            SessionTurn turn = turnFromMessage(raw);
            turn.status = u"running"_s;
            m_turns.append(turn);
            emit turnAdded(int(m_turns.size()) - 1);
        }

        auto* source = new LiveRunSource(m_client.data(), *created,
                                         effectiveSpec(m_defaults, message), sessionId);
        if (m_streamOptions)
            source->setStreamOptions(*m_streamOptions);
        auto* run = new RunController(m_client.data(), source, nullptr, this);
        run->setSessionId(sessionId);
        if (m_localToolTimeoutMs)
            run->setLocalToolTimeoutMs(*m_localToolTimeoutMs);
        m_runs.append(run);
        connect(run, &RunController::finished, this, [this, run] { onRunFinished(run); });
        run->start();
        emit runStarted(run);
    });
    return true;
}

void SessionController::onRunFinished(RunController* run)
{
    const std::optional<RunEvent>& terminal = run->source()->terminalEvent();
    if (!terminal)
        return; // stopped or failed here: the run's status is the server's to say (open())
    const QString status = statusOf(*terminal);
    const QString runId = run->runId();
    for (int i = 0; i < m_turns.size(); ++i) {
        if (m_turns.at(i).runId == runId && m_turns.at(i).status != status) {
            m_turns[i].status = status;
            emit turnChanged(i);
        }
    }
    // As the server does: a successful run's answer joins the conversation; a plan does not.
    const auto* result = terminal->as<ResultEvent>();
    if (status == "succeeded"_L1 && result && !result->plan) {
        const QString text = result->text.value_or(QString());
        SessionTurn turn;
        turn.role = u"assistant"_s;
        turn.text = text;
        turn.runId = runId;
        turn.status = status;
        turn.raw = QJsonObject{{"role"_L1, turn.role}, {"content"_L1, text}, {"runId"_L1, runId}};
        m_turns.append(turn);
        emit turnAdded(int(m_turns.size()) - 1);
    }
}

void SessionController::end()
{
    ApiClient* client = m_client.data();
    if (!client || m_sessionId.isEmpty()) {
        emit problemOccurred(tr("There is no session to end."), std::nullopt);
        return;
    }
    if (m_state == State::Ending || m_state == State::Ended)
        return;
    const State before = m_state;
    setState(State::Ending);
    ApiReply* reply = client->deleteSession(m_sessionId);
    connect(reply, &ApiReply::finished, this, [this, reply, before] {
        const ApiResponse& response = reply->response();
        if (!response.isSuccess()) {
            fail(response.describe(), response.error, before);
            return;
        }
        setState(State::Ended);
        emit ended();
    });
}

} // namespace mantyx
