// SPDX-License-Identifier: MIT
#include "localtools/a2aclient.h"

#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QStringList>
#include <QTimer>
#include <QUuid>

#include "localtools/mcpresult.h"
#include "localtools/peertext.h"
#include "protocol/agentcardview.h"
#include "protocol/toolresultvalidator.h"

namespace mantyx {

using namespace Qt::StringLiterals;

namespace {

constexpr const char* TimedOutProperty = "mantyxTimedOut";
constexpr const char* TooLargeProperty = "mantyxTooLarge";

bool isJsonRpc(const QString& binding)
{
    return binding.compare("JSONRPC"_L1, Qt::CaseInsensitive) == 0 ||
           binding.compare("JSON-RPC"_L1, Qt::CaseInsensitive) == 0;
}

// "1.0", "1", "1.0.0" → 1; "0.3.0" → 0; "" → -1.
int majorVersion(const QString& version)
{
    if (version.trimmed().isEmpty())
        return -1;
    bool ok = false;
    const int major = version.trimmed().section(u'.', 0, 0).toInt(&ok);
    return ok ? major : -1;
}

bool hasHeader(const A2aClient::Headers& headers, QLatin1StringView name)
{
    for (auto it = headers.cbegin(); it != headers.cend(); ++it) {
        if (it.key().compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// "TASK_STATE_INPUT_REQUIRED" (1.0) and "input-required" (0.3) → "input-required".
QString normalisedState(QString state)
{
    state = state.trimmed().toLower();
    if (state.startsWith("task_state_"_L1))
        state = state.mid(11);
    state.replace(u'_', u'-');
    if (state == "cancelled"_L1)
        state = u"canceled"_s;
    return state;
}

bool isAgentRole(const QString& role)
{
    return role == "agent"_L1 || role == "ROLE_AGENT"_L1;
}

struct Content
{
    QStringList texts;
    QList<ToolFile> files;
    qint64 fileBytes = 0;
};

// The server takes at most MaxFiles files of MaxFileBytes together; a file past either limit is
// named in the text instead, so the answer is still one the server accepts (as McpResult does).
void addFile(Content& content, ToolFile file)
{
    QString refusal;
    if (content.files.size() >= ToolResultValidator::MaxFiles)
        refusal =
            A2aClient::tr("an answer carries at most %1 files").arg(ToolResultValidator::MaxFiles);
    else if (content.fileBytes + file.data.size() > ToolResultValidator::MaxFileBytes)
        refusal = A2aClient::tr("the files would exceed %1 MB together")
                      .arg(ToolResultValidator::MaxFileBytes / (1024 * 1024));
    if (!refusal.isEmpty()) {
        content.texts.append(
            A2aClient::tr("[file %1 not attached: %2]").arg(file.filename, refusal));
        return;
    }
    content.fileBytes += file.data.size();
    content.files.append(std::move(file));
}

void collectParts(const QJsonArray& parts, Content& content)
{
    for (const QJsonValue& item : parts) {
        const QJsonObject part = item.toObject();
        const QString kind = part.value("kind"_L1).toString();
        if (part.value("text"_L1).isString()) {
            content.texts.append(part.value("text"_L1).toString());
        } else if (part.contains("data"_L1)) {
            // A structured part: the model reads it as JSON text.
            const QJsonValue data = part.value("data"_L1);
            content.texts.append(
                data.isObject() ? QString::fromUtf8(
                                      QJsonDocument(data.toObject()).toJson(QJsonDocument::Compact))
                : data.isArray() ? QString::fromUtf8(
                                       QJsonDocument(data.toArray()).toJson(QJsonDocument::Compact))
                                 : data.toVariant().toString());
        } else if (kind == "file"_L1 && part.value("file"_L1).isObject()) {
            const QJsonObject file = part.value("file"_L1).toObject();
            const QString name = file.value("name"_L1).toString();
            const QString mimeType = file.value("mimeType"_L1).toString();
            if (file.value("bytes"_L1).isString()) {
                addFile(
                    content,
                    ToolFile{name.isEmpty() ? u"file"_s : name,
                             mimeType.isEmpty() ? u"application/octet-stream"_s : mimeType,
                             QByteArray::fromBase64(file.value("bytes"_L1).toString().toLatin1())});
            } else if (file.value("uri"_L1).isString()) {
                content.texts.append(
                    A2aClient::tr("[file %1: %2]")
                        .arg(name.isEmpty() ? mimeType : name, file.value("uri"_L1).toString()));
            }
        } else if (part.value("raw"_L1).isString()) {
            const QString name = part.value("filename"_L1).toString();
            const QString mimeType = part.value("mediaType"_L1).toString();
            addFile(content,
                    ToolFile{name.isEmpty() ? u"file"_s : name,
                             mimeType.isEmpty() ? u"application/octet-stream"_s : mimeType,
                             QByteArray::fromBase64(part.value("raw"_L1).toString().toLatin1())});
        } else if (part.value("url"_L1).isString()) {
            const QString name = part.value("filename"_L1).toString();
            content.texts.append(
                A2aClient::tr("[file %1: %2]")
                    .arg(name.isEmpty() ? part.value("mediaType"_L1).toString() : name,
                         part.value("url"_L1).toString()));
        }
    }
}

QString textOf(const QJsonObject& message)
{
    Content content;
    collectParts(message.value("parts"_L1).toArray(), content);
    return content.texts.join(u'\n');
}

} // namespace

A2aClient::A2aClient(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent)
    , m_network(network ? network : new QNetworkAccessManager(this))
{
    qRegisterMetaType<mantyx::A2aTrafficEntry>();
}

A2aClient::~A2aClient()
{
    const QList<QNetworkReply*> replies = m_pending.keys();
    m_pending.clear();
    for (QNetworkReply* reply : replies) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    const QList<QPointer<QNetworkReply>> cardReplies = std::exchange(m_cardReplies, {});
    for (const QPointer<QNetworkReply>& pointer : cardReplies) {
        QNetworkReply* reply = pointer.data();
        if (!reply)
            continue;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

QString A2aClient::protocolName(A2aProtocol protocol)
{
    switch (protocol) {
    case A2aProtocol::V0_3:
        return u"A2A 0.3"_s;
    case A2aProtocol::V1_0:
        return u"A2A 1.0"_s;
    case A2aProtocol::Unknown:
        break;
    }
    return tr("unknown");
}

// ---- Card

std::optional<QJsonObject> A2aClient::parseCard(const QByteArray& json, QString* error)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error) {
            *error = tr("The agent card is not valid JSON (%1 at byte %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset);
        }
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = tr("The agent card must be a JSON object.");
        return std::nullopt;
    }
    return document.object();
}

A2aEndpoint A2aClient::endpointFor(const QJsonObject& card)
{
    const AgentCardView view(card);
    A2aEndpoint endpoint;
    const auto use = [&endpoint](const QString& url, A2aProtocol protocol, const QString& tenant) {
        const QUrl parsed(url, QUrl::StrictMode);
        if (!parsed.isValid() || parsed.isRelative())
            return false;
        endpoint.url = parsed;
        endpoint.protocol = protocol;
        endpoint.tenant = tenant;
        return true;
    };

    // 1.0 first: a card that lists a 1.0 JSON-RPC interface is spoken to in 1.0, whatever
    // else it carries (the SDK's compat card for 0.3 clients embeds them too).
    const QList<AgentInterfaceView> supported = view.supportedInterfaces();
    for (const AgentInterfaceView& entry : supported) {
        if (isJsonRpc(entry.protocolBinding()) && majorVersion(entry.protocolVersion()) >= 1 &&
            use(entry.url(), A2aProtocol::V1_0, entry.tenant()))
            return endpoint;
    }
    const QString preferred = view.preferredTransport();
    if (!view.url().isEmpty() && (preferred.isEmpty() || isJsonRpc(preferred)) &&
        majorVersion(view.protocolVersion()) < 1 && use(view.url(), A2aProtocol::V0_3, {}))
        return endpoint;
    for (const AgentInterfaceView& entry : view.additionalInterfaces()) {
        if (isJsonRpc(entry.protocolBinding()) && use(entry.url(), A2aProtocol::V0_3, {}))
            return endpoint;
    }
    for (const AgentInterfaceView& entry : supported) {
        if (isJsonRpc(entry.protocolBinding()) && majorVersion(entry.protocolVersion()) == 0 &&
            use(entry.url(), A2aProtocol::V0_3, entry.tenant()))
            return endpoint;
    }
    // A JSON-RPC interface that does not say its version is taken to be the newest.
    for (const AgentInterfaceView& entry : supported) {
        if (isJsonRpc(entry.protocolBinding()) && majorVersion(entry.protocolVersion()) < 0 &&
            use(entry.url(), A2aProtocol::V1_0, entry.tenant()))
            return endpoint;
    }

    endpoint = {};
    if (view.url().isEmpty() && supported.isEmpty())
        endpoint.error = tr("The agent card has neither `url` nor `supportedInterfaces`.");
    else
        endpoint.error = tr("The agent card names no usable JSON-RPC endpoint (only JSON-RPC is "
                            "supported, not HTTP+JSON or gRPC).");
    return endpoint;
}

QString A2aClient::peerKey(const QJsonObject& card)
{
    return AgentCardView(card).primaryUrl();
}

bool A2aClient::setCard(const QJsonObject& card)
{
    m_card = card;
    m_endpoint = endpointFor(card);
    emit cardChanged();
    return m_endpoint.isValid();
}

QNetworkReply* A2aClient::get(const QUrl& url, const Headers& headers)
{
    QNetworkRequest request(url);
    request.setTransferTimeout(m_cardTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("mantyx-run-inspector/" MANTYX_VERSION));
    request.setRawHeader("Accept", "application/json");
    if (!hasHeader(headers, "A2A-Version"_L1))
        request.setRawHeader("A2A-Version", "1.0");
    for (auto it = headers.cbegin(); it != headers.cend(); ++it)
        request.setRawHeader(it.key().toUtf8(), it.value().toUtf8());
    logTraffic(A2aTrafficEntry::Direction::Sent, u"GET"_s, url, 0, {});
    QNetworkReply* reply = m_network->get(request);
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64) {
        if (received > MaxCardBytes) {
            reply->setProperty(TooLargeProperty, true);
            reply->abort();
        }
    });
    return reply;
}

void A2aClient::fetchCard(const QUrl& base, const Headers& headers, QObject* context,
                          CardCallback callback)
{
    m_headers = headers;
    QList<QUrl> urls;
    if (base.path().endsWith(".json"_L1, Qt::CaseInsensitive)) {
        urls.append(base);
    } else {
        QString path = base.path();
        while (path.endsWith(u'/'))
            path.chop(1);
        for (const auto name : {"agent-card.json"_L1, "agent.json"_L1}) {
            QUrl url = base;
            url.setPath(path + "/.well-known/"_L1 + name);
            url.setQuery(QString());
            url.setFragment(QString());
            urls.append(url);
        }
    }
    fetchCardFrom(urls, 0, headers, context, std::move(callback), {});
}

void A2aClient::fetchCardFrom(const QList<QUrl>& urls, qsizetype index, const Headers& headers,
                              QPointer<QObject> context, CardCallback callback, QStringList errors)
{
    const QUrl url = urls.at(index);
    QNetworkReply* reply = get(url, headers);
    m_cardReplies.append(reply);
    connect(
        reply, &QNetworkReply::finished, this,
        [this, reply, urls, index, headers, context, callback = std::move(callback),
         errors]() mutable {
            m_cardReplies.removeAll(reply);
            reply->deleteLater();
            const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            logTraffic(A2aTrafficEntry::Direction::Received, u"GET"_s, reply->url(), status, body);

            A2aCardResult result;
            result.url = reply->url();
            result.httpStatus = status;
            QString error;
            if (reply->property(TooLargeProperty).toBool()) {
                error = tr("larger than %1 bytes").arg(MaxCardBytes);
            } else if (reply->error() != QNetworkReply::NoError) {
                error = status != 0 ? tr("HTTP %1").arg(status) : reply->errorString();
            } else if (const std::optional<QJsonObject> card = parseCard(body, &error)) {
                result.ok = true;
                result.card = *card;
            }
            if (!result.ok) {
                errors.append(u"%1: %2"_s.arg(urls.at(index).toDisplayString(), error));
                if (index + 1 < urls.size()) {
                    fetchCardFrom(urls, index + 1, headers, context, std::move(callback), errors);
                    return;
                }
                result.error =
                    tr("The agent card could not be fetched.\n%1").arg(errors.join(u'\n'));
            } else {
                setCard(result.card);
            }
            if (callback && context)
                callback(result);
        });
}

// ---- Calls

QJsonObject A2aClient::buildRequest(const QString& text, qint64 id) const
{
    const QString messageId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonObject params;
    QString method;
    if (m_endpoint.protocol == A2aProtocol::V0_3) {
        method = u"message/send"_s;
        params.insert("message"_L1,
                      QJsonObject{{"kind"_L1, u"message"_s},
                                  {"messageId"_L1, messageId},
                                  {"role"_L1, u"user"_s},
                                  {"parts"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"text"_s},
                                                                      {"text"_L1, text}}}}});
        // 0.3 servers may answer at once with a working task unless asked to wait.
        params.insert("configuration"_L1, QJsonObject{{"blocking"_L1, true}});
    } else {
        method = u"SendMessage"_s;
        params.insert("message"_L1,
                      QJsonObject{{"messageId"_L1, messageId},
                                  {"role"_L1, u"ROLE_USER"_s},
                                  {"parts"_L1, QJsonArray{QJsonObject{{"text"_L1, text}}}}});
        if (!m_endpoint.tenant.isEmpty())
            params.insert("tenant"_L1, m_endpoint.tenant);
    }
    return QJsonObject{
        {"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, id}, {"method"_L1, method}, {"params"_L1, params}};
}

void A2aClient::send(const QString& text, QObject* context, SendCallback callback)
{
    A2aOutcome outcome;
    outcome.protocol = m_endpoint.protocol;
    outcome.endpoint = m_endpoint.url;
    if (!m_endpoint.isValid()) {
        outcome.answer = ToolAnswer::failure(
            m_card.isEmpty() ? tr("No agent card is set for this A2A peer.") : m_endpoint.error);
        answerLater(outcome, context, std::move(callback));
        return;
    }

    outcome.request = buildRequest(text, ++m_nextId);
    const QByteArray body = QJsonDocument(outcome.request).toJson(QJsonDocument::Compact);
    QNetworkRequest request(m_endpoint.url);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("mantyx-run-inspector/" MANTYX_VERSION));
    for (auto it = m_headers.cbegin(); it != m_headers.cend(); ++it) {
        // The protocol owns these two.
        if (it.key().compare("A2A-Version"_L1, Qt::CaseInsensitive) == 0 ||
            it.key().compare("Content-Type"_L1, Qt::CaseInsensitive) == 0)
            continue;
        request.setRawHeader(it.key().toUtf8(), it.value().toUtf8());
    }
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    if (m_endpoint.protocol == A2aProtocol::V1_0)
        request.setRawHeader("A2A-Version", "1.0");

    const QString method = outcome.request.value("method"_L1).toString();
    logTraffic(A2aTrafficEntry::Direction::Sent, method, m_endpoint.url, 0, body);
    QNetworkReply* reply = m_network->post(request, body);

    Pending pending;
    pending.context = context;
    pending.callback = std::move(callback);
    pending.outcome = outcome;
    pending.startedAt = QDateTime::currentMSecsSinceEpoch();
    {
        pending.timer = new QTimer(reply);
        pending.timer->setSingleShot(true);
        connect(pending.timer, &QTimer::timeout, reply, [reply] {
            reply->setProperty(TimedOutProperty, true);
            reply->abort();
        });
        pending.timer->start(m_sendTimeoutMs);
    }
    m_pending.insert(reply, std::move(pending));
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64) {
        if (received > MaxResponseBytes) {
            reply->setProperty(TooLargeProperty, true);
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onSendFinished(reply); });
}

void A2aClient::sendArgs(const QJsonObject& args, QObject* context, SendCallback callback)
{
    const QJsonValue message = args.value("message"_L1);
    if (!message.isString()) {
        A2aOutcome outcome;
        outcome.protocol = m_endpoint.protocol;
        outcome.endpoint = m_endpoint.url;
        outcome.answer = ToolAnswer::failure(
            tr("The call's arguments must be {\"message\": string} for an A2A peer."));
        answerLater(outcome, context, std::move(callback));
        return;
    }
    send(message.toString(), context, std::move(callback));
}

void A2aClient::answerLater(const A2aOutcome& outcome, QObject* context, SendCallback callback)
{
    // Queued: callers expect send() to return before their callback runs.
    QPointer<QObject> guard = context;
    QMetaObject::invokeMethod(
        this,
        [guard, callback = std::move(callback), outcome] {
            if (callback && guard)
                callback(outcome);
        },
        Qt::QueuedConnection);
}

void A2aClient::onSendFinished(QNetworkReply* reply)
{
    reply->deleteLater();
    auto it = m_pending.find(reply);
    if (it == m_pending.end())
        return;
    Pending pending = std::move(it.value());
    m_pending.erase(it);
    if (pending.timer)
        pending.timer->stop();

    A2aOutcome& outcome = pending.outcome;
    outcome.elapsedMs = QDateTime::currentMSecsSinceEpoch() - pending.startedAt;
    outcome.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    outcome.contentType =
        reply->header(QNetworkRequest::ContentTypeHeader).toString().section(u';', 0, 0);
    if (reply->isOpen()) // an aborted reply is closed
        outcome.responseBody = reply->readAll().left(MaxResponseBytes);
    outcome.timedOut = reply->property(TimedOutProperty).toBool();
    const bool tooLarge = reply->property(TooLargeProperty).toBool();
    if (reply->error() != QNetworkReply::NoError)
        outcome.networkError = reply->errorString();
    logTraffic(A2aTrafficEntry::Direction::Received, outcome.request.value("method"_L1).toString(),
               outcome.endpoint, outcome.httpStatus, outcome.responseBody);

    readReply(outcome, tooLarge, m_sendTimeoutMs);

    if (pending.callback && pending.context)
        pending.callback(outcome);
}

void A2aClient::readReply(A2aOutcome& outcome, bool tooLarge, int sendTimeoutMs)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(outcome.responseBody, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        outcome.response =
            document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());

    const QJsonObject response = outcome.response.toObject();
    if (outcome.timedOut) {
        outcome.answer = ToolAnswer::failure(
            tr("The agent did not answer within %1 s.").arg(sendTimeoutMs / 1000.0));
    } else if (tooLarge) {
        outcome.answer = ToolAnswer::failure(
            tr("The agent's answer is larger than %1 bytes.").arg(MaxResponseBytes));
    } else if (response.contains("result"_L1) || response.value("error"_L1).isObject()) {
        // A JSON-RPC answer, even with an HTTP error status: it says more than the status.
        interpretResponse(outcome.response, outcome);
    } else if (outcome.httpStatus == 0) {
        outcome.answer =
            ToolAnswer::failure(tr("Could not reach the agent at %1: %2")
                                    .arg(outcome.endpoint.toDisplayString(), outcome.networkError));
    } else {
        const QString& contentType = outcome.contentType;
        QString what =
            contentType.isEmpty()
                ? tr("The agent answered HTTP %1 without a JSON-RPC response.")
                      .arg(outcome.httpStatus)
                : tr("The agent answered HTTP %1 with %2 instead of a JSON-RPC response.")
                      .arg(outcome.httpStatus)
                      .arg(PeerText::quote(contentType, 80));
        const QByteArray body = outcome.responseBody.trimmed();
        if (!body.isEmpty()) {
            what += u' ' + tr("It begins: %1 (%n byte(s))", nullptr, int(body.size()))
                               .arg(PeerText::quote(body, MaxQuotedBodyChars));
        }
        outcome.answer = ToolAnswer::failure(what);
    }
}

void A2aClient::interpretResponse(const QJsonValue& value, A2aOutcome& outcome)
{
    const QJsonObject response = value.toObject();
    if (response.value("error"_L1).isObject()) {
        const QJsonObject error = response.value("error"_L1).toObject();
        outcome.rpcErrorCode = error.value("code"_L1).toInt();
        outcome.rpcErrorMessage = error.value("message"_L1).toString();
        outcome.answer = ToolAnswer::failure(McpResult::limitErrorText(
            tr("The agent answered with JSON-RPC error %1: %2")
                .arg(*outcome.rpcErrorCode)
                .arg(outcome.rpcErrorMessage.isEmpty() ? tr("(no message)")
                                                       : outcome.rpcErrorMessage)));
        return;
    }
    const QJsonObject result = response.value("result"_L1).toObject();
    QJsonObject message;
    QJsonObject task;
    if (result.value("message"_L1).isObject()) // 1.0: SendMessageResponse {message} | {task}
        message = result.value("message"_L1).toObject();
    else if (result.value("task"_L1).isObject())
        task = result.value("task"_L1).toObject();
    else if (result.value("kind"_L1).toString() == "message"_L1 || result.contains("parts"_L1))
        message = result; // 0.3: the Message itself
    else if (result.value("kind"_L1).toString() == "task"_L1 || result.contains("status"_L1))
        task = result;

    if (!message.isEmpty()) {
        Content content;
        collectParts(message.value("parts"_L1).toArray(), content);
        outcome.contextId = message.value("contextId"_L1).toString();
        outcome.taskId = message.value("taskId"_L1).toString();
        outcome.answer = ToolAnswer::success(content.texts.join(u'\n'), content.files);
        return;
    }
    if (task.isEmpty()) {
        outcome.answer =
            ToolAnswer::failure(tr("The agent's answer holds neither a message nor a task."));
        return;
    }

    outcome.taskId = task.value("id"_L1).toString();
    outcome.contextId = task.value("contextId"_L1).toString();
    const QJsonObject status = task.value("status"_L1).toObject();
    outcome.taskState = normalisedState(status.value("state"_L1).toString());
    const QString statusText = textOf(status.value("message"_L1).toObject());

    if (outcome.taskState == "completed"_L1) {
        Content content;
        for (const QJsonValue& artifact : task.value("artifacts"_L1).toArray())
            collectParts(artifact.toObject().value("parts"_L1).toArray(), content);
        if (content.texts.isEmpty() && content.files.isEmpty() && !statusText.isEmpty())
            content.texts.append(statusText);
        if (content.texts.isEmpty() && content.files.isEmpty()) {
            const QJsonArray history = task.value("history"_L1).toArray();
            for (qsizetype i = history.size() - 1; i >= 0; --i) {
                const QJsonObject entry = history.at(i).toObject();
                if (isAgentRole(entry.value("role"_L1).toString())) {
                    collectParts(entry.value("parts"_L1).toArray(), content);
                    break;
                }
            }
        }
        outcome.answer = ToolAnswer::success(content.texts.join(u'\n'), content.files);
        return;
    }

    const QString stateText = outcome.taskState.isEmpty() ? tr("(no state)") : outcome.taskState;
    QString what;
    if (outcome.taskState == "failed"_L1 || outcome.taskState == "rejected"_L1 ||
        outcome.taskState == "canceled"_L1) {
        what = tr("The agent's task ended as %1.").arg(stateText);
    } else if (outcome.taskState == "input-required"_L1 ||
               outcome.taskState == "auth-required"_L1) {
        what = tr("The agent's task stopped as %1; this client cannot continue it.").arg(stateText);
    } else {
        what = tr("The agent returned the task unfinished (%1); this client does not poll for it.")
                   .arg(stateText);
    }
    outcome.answer = ToolAnswer::failure(
        McpResult::limitErrorText(statusText.isEmpty() ? what : u"%1\n%2"_s.arg(what, statusText)));
}

// ---- Traffic

void A2aClient::logTraffic(A2aTrafficEntry::Direction direction, const QString& method,
                           const QUrl& url, int httpStatus, const QByteArray& body)
{
    A2aTrafficEntry entry;
    entry.direction = direction;
    entry.time = QDateTime::currentDateTimeUtc();
    entry.method = method;
    entry.url = url;
    entry.httpStatus = httpStatus;
    entry.text = QString::fromUtf8(body);
    entry.fullLength = entry.text.size();
    if (entry.text.size() > MaxTrafficTextChars)
        entry.text.truncate(MaxTrafficTextChars);
    m_traffic.append(entry);
    m_trafficChars += entry.text.size();
    while (m_traffic.size() > MaxTrafficEntries ||
           (m_trafficChars > MaxTrafficChars && m_traffic.size() > 1)) {
        m_trafficChars -= m_traffic.constFirst().text.size();
        m_traffic.removeFirst();
        ++m_trafficDropped;
    }
    emit trafficAppended(entry);
}

void A2aClient::clearTraffic()
{
    m_trafficDropped += m_traffic.size();
    m_traffic.clear();
    m_trafficChars = 0;
}

} // namespace mantyx
