// SPDX-License-Identifier: MIT
// SandboxServer: routing, credentials, faults and the run/session bookkeeping of the sandbox.
#include "sandbox/sandboxserver.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include "protocol/specvalidator.h"
#include "protocol/toolresultvalidator.h"
#include "sandbox/httpconnection.h"
#include "sandbox/httplistener.h"
#include "sandbox/sandboxauth.h"
#include "sandbox/sandboxreply.h"
#include "sandbox/sandboxrun.h"
#include "sandbox/sandboxstore.h"
#include "sandbox/scriptedmodel.h"
#include "sandbox/ssestreamwriter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The connection a request came on; gone (null) when the client left before the answer.
using Responder = QPointer<HttpConnection>;

enum class Method
{
    Get,
    Post,
    Delete,
    Other,
};

// How many distinct toolUseIds the POST counters remember, and how long one may be: ids of the
// sandbox's own calls are short, and a client must not grow the server by inventing ids.
constexpr qsizetype MaxRecordedToolUseIds = 4096;
constexpr qsizetype MaxRecordedToolUseIdLength = 256;

// What a handler needs of a request, decoded once; a delayed answer keeps its own copy.
struct HttpRequest
{
    Method method = Method::Other;
    QString path;
    QUrlQuery query;
    HttpRequestMessage message; // as received: headers and body

    const QByteArray& body() const { return message.body; }
    QByteArray header(QByteArrayView name) const { return message.header(name); }
    bool hasHeader(QByteArrayView name) const { return message.headerCount(name) > 0; }
};

enum class RouteKind
{
    None,
    Models,
    CreateRun,
    GetRun,
    Stream,
    ToolResults,
    Cancel,
    CreateSession,
    GetSession,
    DeleteSession,
    SessionMessage,
};

struct Route
{
    RouteKind kind = RouteKind::None;
    QString scope;
    QString id;
    QByteArray allowed; // the methods of a path that exists, for 405
};

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString randomId(const QString& prefix)
{
    QString id = prefix;
    for (int i = 0; i < 3; ++i)
        id +=
            QString::number(QRandomGenerator::global()->generate64(), 16).rightJustified(16, u'0');
    return id.left(prefix.size() + 24);
}

// The keys a session keeps as its defaults, and the ones a message may override (§2.2, §8.6).
const QStringList& sessionDefaultKeys()
{
    static const QStringList keys = {u"name"_s,         u"agentId"_s,      u"modelId"_s,
                                     u"systemPrompt"_s, u"tools"_s,        u"reasoningLevel"_s,
                                     u"budgets"_s,      u"outputSchema"_s, u"loopDetection"_s,
                                     u"toolBudgets"_s,  u"supervisor"_s,   u"plan"_s};
    return keys;
}

// Attachment metadata instead of bytes: what GET session and the run snapshot show.
QJsonArray describeAttachments(const QJsonArray& attachments)
{
    QJsonArray described;
    for (const QJsonValue& value : attachments) {
        QJsonObject attachment = value.toObject();
        if (attachment.contains("data"_L1)) {
            const QByteArray bytes =
                QByteArray::fromBase64(attachment.value("data"_L1).toString().toLatin1());
            attachment.remove("data"_L1);
            attachment.insert("size"_L1, qint64(bytes.size()));
        }
        described.append(attachment);
    }
    return described;
}

QJsonArray describeMessages(const QJsonArray& messages)
{
    QJsonArray described;
    for (const QJsonValue& value : messages) {
        QJsonObject message = value.toObject();
        if (message.value("attachments"_L1).isArray())
            message.insert("attachments"_L1,
                           describeAttachments(message.value("attachments"_L1).toArray()));
        described.append(message);
    }
    return described;
}

// A message's content as the official SDKs read it: a string (text parts joined, anything else
// empty), whatever an older record holds.
QString contentText(const QJsonValue& content)
{
    if (content.isString())
        return content.toString();
    QStringList parts;
    const QJsonArray array = content.toArray();
    for (const QJsonValue& part : array) {
        if (part.isString())
            parts.append(part.toString());
        else if (part.toObject().value("text"_L1).isString())
            parts.append(part.toObject().value("text"_L1).toString());
    }
    return parts.join(u'\n');
}

// GET agent-sessions/{id}: the stored record as it is (sessionId, the defaults as top-level keys,
// messages with runId and createdAt, runs) beside what the official SDKs read (id, name,
// lastUsedAt, agentSpec, messages [{role, content}]). Everything the SDKs need is derived from
// the record, so a session stored by an older sandbox answers the same way.
QJsonObject sessionAnswer(const QJsonObject& record)
{
    QJsonObject answer = record;
    answer.insert("id"_L1, record.value("sessionId"_L1));
    const QJsonValue name = record.value("name"_L1);
    answer.insert("name"_L1, name.isString() ? name : QJsonValue(QJsonValue::Null));
    if (!record.value("status"_L1).isString())
        answer.insert("status"_L1,
                      record.value("endedAt"_L1).isString() ? u"ended"_s : u"active"_s);
    if (!record.value("endedAt"_L1).isString())
        answer.insert("endedAt"_L1, QJsonValue::Null);
    const QJsonObject metadata = record.value("metadata"_L1).toObject();
    answer.insert("metadata"_L1, metadata);

    // Older records have no lastUsedAt: the last message's run started then.
    QJsonValue lastUsedAt = record.value("lastUsedAt"_L1);
    if (!lastUsedAt.isString()) {
        const QJsonArray runs = record.value("runs"_L1).toArray();
        const QJsonValue lastRun =
            runs.isEmpty() ? QJsonValue() : runs.last().toObject().value("createdAt"_L1);
        lastUsedAt = lastRun.isString() ? lastRun : record.value("createdAt"_L1);
    }
    answer.insert("lastUsedAt"_L1,
                  lastUsedAt.isString() ? lastUsedAt : QJsonValue(QJsonValue::Null));

    QJsonObject agentSpec;
    for (const QString& key : sessionDefaultKeys()) {
        const QJsonValue value = record.value(key);
        if (!value.isUndefined() && !value.isNull())
            agentSpec.insert(key, value);
    }
    if (!metadata.isEmpty())
        agentSpec.insert("metadata"_L1, metadata);
    answer.insert("agentSpec"_L1, agentSpec);

    QJsonArray messages;
    const QJsonArray stored = record.value("messages"_L1).toArray();
    for (const QJsonValue& value : stored) {
        QJsonObject message = value.toObject();
        message.insert("role"_L1, message.value("role"_L1).toString());
        message.insert("content"_L1, contentText(message.value("content"_L1)));
        if (message.value("attachments"_L1).isArray())
            message.insert("attachments"_L1,
                           describeAttachments(message.value("attachments"_L1).toArray()));
        messages.append(message);
    }
    answer.insert("messages"_L1, messages);
    return answer;
}

QJsonObject catalogEntry(const QString& id, const QString& label, const QString& provider,
                         const QString& vendor, const QString& source, qint64 context,
                         const QJsonValue& pricing)
{
    return QJsonObject{{"id"_L1, id},
                       {"label"_L1, label},
                       {"provider"_L1, provider},
                       {"vendorModelId"_L1, vendor},
                       {"source"_L1, source},
                       {"contextWindowTokens"_L1, context},
                       {"pricing"_L1, pricing}};
}

QJsonObject pricing(double input, double output, double cacheRead)
{
    return QJsonObject{{"inputPer1MUsd"_L1, input},
                       {"outputPer1MUsd"_L1, output},
                       {"cacheReadPer1MUsd"_L1, cacheRead}};
}

const QJsonArray& catalog()
{
    static const QJsonArray models = {
        catalogEntry(u"platform:demo"_s, u"Demo (sandbox)"_s, u"openai"_s, u"gpt-5.4-mini"_s,
                     u"platform_offering"_s, 400000, pricing(0.25, 2.0, 0.025)),
        catalogEntry(u"openai:gpt-5.5"_s, u"GPT-5.5 (sandbox)"_s, u"openai"_s, u"gpt-5.5"_s,
                     u"platform_offering"_s, 400000, pricing(1.25, 10.0, 0.125)),
        catalogEntry(u"anthropic:claude-opus-4-7"_s, u"Claude Opus 4.7 (sandbox)"_s, u"anthropic"_s,
                     u"claude-opus-4-7"_s, u"platform_offering"_s, 200000,
                     pricing(15.0, 75.0, 1.5)),
        catalogEntry(u"provider:sandbox-google:gemini-2.5-pro"_s,
                     u"Gemini 2.5 Pro (workspace key, sandbox)"_s, u"google"_s, u"gemini-2.5-pro"_s,
                     u"workspace_provider"_s, 1048576, QJsonValue(QJsonValue::Null)),
    };
    return models;
}

const QString& defaultModelId()
{
    static const QString id = u"platform:demo"_s;
    return id;
}

// http-surface.md "Models": a catalog id, provider:<id>:<vendor>, <provider>:<vendor>, a bare
// vendor id when unambiguous, or nothing for the workspace default.
std::optional<QJsonObject> resolveModel(const QString& modelId)
{
    const QString wanted = modelId.isEmpty() ? defaultModelId() : modelId;
    QList<QJsonObject> byVendor;
    for (const QJsonValue& value : catalog()) {
        const QJsonObject entry = value.toObject();
        const QString provider = entry.value("provider"_L1).toString();
        const QString vendor = entry.value("vendorModelId"_L1).toString();
        if (entry.value("id"_L1).toString() == wanted || provider + u':' + vendor == wanted)
            return entry;
        if (vendor == wanted)
            byVendor.append(entry);
    }
    if (byVendor.size() == 1)
        return byVendor.first();
    return std::nullopt;
}

QJsonArray catalogIds()
{
    QJsonArray ids;
    for (const QJsonValue& value : catalog())
        ids.append(value.toObject().value("id"_L1));
    return ids;
}

// The one persisted agent of the sandbox workspace (agentId runs).
constexpr auto SandboxAgentId = "agt_sandbox"_L1;

void send(const Responder& responder, const SandboxReply& reply)
{
    if (responder)
        responder->respond(reply);
}

Method methodOf(const QByteArray& method)
{
    if (method == "GET")
        return Method::Get;
    if (method == "POST")
        return Method::Post;
    if (method == "DELETE")
        return Method::Delete;
    return Method::Other;
}

SandboxReply notFound(const QString& message)
{
    return SandboxReply::error(404, u"not_found"_s, message);
}

SandboxReply invalidRequest(const QString& message)
{
    return SandboxReply::error(400, u"invalid_request"_s, message, QJsonObject{{"path"_L1, u""_s}});
}

SandboxReply validationFailure(const QList<SpecIssue>& issues)
{
    QJsonArray list;
    const SpecIssue* first = nullptr;
    for (const SpecIssue& issue : issues) {
        if (issue.severity != Severity::Error)
            continue;
        if (!first)
            first = &issue;
        list.append(QJsonObject{
            {"path"_L1, issue.path}, {"message"_L1, issue.message}, {"rule"_L1, issue.rule}});
    }
    if (!first)
        return invalidRequest(QString());
    return SandboxReply::error(400, u"invalid_request"_s, first->message,
                               QJsonObject{{"path"_L1, first->path}, {"issues"_L1, list}});
}

bool hasError(const QList<SpecIssue>& issues)
{
    return std::any_of(issues.begin(), issues.end(),
                       [](const SpecIssue& issue) { return issue.severity == Severity::Error; });
}

std::optional<QJsonObject> parseObject(const QByteArray& body, SandboxReply* failure)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        *failure = invalidRequest(
            QCoreApplication::translate("mantyx::SandboxServer", "The body is not valid JSON: %1")
                .arg(error.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        *failure = invalidRequest(QCoreApplication::translate("mantyx::SandboxServer",
                                                              "The body must be a JSON object."));
        return std::nullopt;
    }
    return document.object();
}

} // namespace

class SandboxServerPrivate final : public QObject
{
    // User-facing texts share the public class's translation context.
    Q_DECLARE_TR_FUNCTIONS(mantyx::SandboxServer)

public:
    SandboxServerPrivate(SandboxServer* owner, SandboxConfig configuration)
        : q(owner)
        , config(std::move(configuration))
    {}

    void onRequest(HttpConnection* connection, const HttpRequestMessage& message);
    void handle(const HttpRequest& request, const Responder& responder);
    void handleOAuth(const HttpRequest& request, const QString& endpoint,
                     const Responder& responder);
    void handleWorkspace(const HttpRequest& request, const QString& slug, const QStringList& rest,
                         const Responder& responder);
    SandboxReply createRun(const QJsonObject& spec, const QString& sessionId,
                           QString* runIdOut = nullptr);
    SandboxReply toolResults(const HttpRequest& request, const QString& runId);
    SandboxReply createSession(const HttpRequest& request);
    SandboxReply sessionMessage(const HttpRequest& request, const QString& sessionId);
    SandboxReply deleteSession(const QString& sessionId);
    void openStream(const HttpRequest& request, const QString& runId, const Responder& responder);
    void onRunFinished(SandboxRun* run, const QString& status);

    SandboxRun* findRun(const QString& runId);
    QJsonObject* findSession(const QString& sessionId);
    void saveSession(const QString& sessionId);
    static Route route(Method method, const QStringList& rest);
    SandboxReply faultReply(const FaultPlan& faults) const;
    // Counts every tool-result POST with a valid credential by its toolUseId before anything
    // can answer it — faults and validation included — so tests can see each attempt a client
    // made. A bounded set: see MaxRecordedToolUseIds.
    void countToolResultPost(const HttpRequest& request);

    SandboxServer* q;
    SandboxConfig config;
    SandboxStore store;
    std::unique_ptr<SandboxAuth> auth;
    std::unique_ptr<HttpListener> listener;
    std::unique_ptr<QObject> streams; // parent of the live SseStreamWriters
    QHash<QString, SandboxRun*> runs;
    QHash<QString, QJsonObject> sessions;
    QHash<QString, int> toolResultPosts;
    QHash<QString, int> acceptedToolResults;
};

void SandboxServerPrivate::onRequest(HttpConnection* connection, const HttpRequestMessage& message)
{
    auto copy = std::make_shared<HttpRequest>();
    copy->method = methodOf(message.method);
    // An origin-form target is a path: "//x" there is a path too, never an authority.
    const QUrl url = QUrl::fromEncoded(
        message.target.startsWith('/') ? "http://sandbox" + message.target : message.target);
    copy->path = url.path();
    copy->query = QUrlQuery(url);
    copy->message = message;
    const Responder out(connection);

    int delayMs = config.faults.delayMs;
    const QStringList segments = copy->path.split(u'/', Qt::SkipEmptyParts);
    if (segments.size() >= 6 && segments.at(4) == "agent-runs"_L1) {
        if (SandboxRun* run = runs.value(segments.at(5)))
            delayMs = std::max(delayMs, run->faults().delayMs);
    }
    if (delayMs > 0) {
        // The guard tells whether the client (or a stopped server) ended the connection
        // meanwhile.
        QTimer::singleShot(delayMs, this, [this, copy, out]() {
            if (out && out->canRespond())
                handle(*copy, out);
        });
        return;
    }
    handle(*copy, out);
}

SandboxReply SandboxServerPrivate::faultReply(const FaultPlan& faults) const
{
    SandboxReply reply = SandboxReply::error(faults.failStatus, u"injected_fault"_s,
                                             tr("The sandbox answered with an injected failure "
                                                "(fault \"fail\")."));
    if (faults.retryAfter >= 0)
        reply.withHeader("Retry-After", QByteArray::number(faults.retryAfter));
    return reply;
}

void SandboxServerPrivate::countToolResultPost(const HttpRequest& request)
{
    if (request.method != Method::Post || !request.path.endsWith("/tool-results"_L1))
        return;
    // Only a client with a credential is counted: before the check, anybody could fill it.
    if (!auth->authenticate(request.header("authorization"), request.header("x-api-key"))
             .credential)
        return;
    const QString toolUseId =
        QJsonDocument::fromJson(request.body()).object().value("toolUseId"_L1).toString();
    if (toolUseId.isEmpty() || toolUseId.size() > MaxRecordedToolUseIdLength)
        return;
    auto it = toolResultPosts.find(toolUseId);
    if (it != toolResultPosts.end())
        ++it.value();
    else if (toolResultPosts.size() < MaxRecordedToolUseIds)
        toolResultPosts.insert(toolUseId, 1);
}

void SandboxServerPrivate::handle(const HttpRequest& request, const Responder& responder)
{
    if (!responder || !responder->canRespond())
        return;
    // Two credentials on one request: answering with either would guess which one was meant.
    for (const QByteArrayView name :
         {QByteArrayView("authorization"), QByteArrayView("x-api-key")}) {
        const qsizetype count = request.message.headerCount(name);
        if (count > 1) {
            send(responder,
                 invalidRequest(tr("The request has %1 %2 headers; send exactly one.")
                                    .arg(count)
                                    .arg(QString::fromLatin1(
                                        name == "authorization" ? "Authorization" : "X-API-Key"))));
            return;
        }
    }
    // Both kinds naming different keys is the same guess in another form.
    const QByteArray bearer = request.header("authorization");
    const QByteArray apiKey = request.header("x-api-key");
    if (!bearer.isEmpty() && !apiKey.isEmpty() &&
        !(bearer.left(7).compare("Bearer ", Qt::CaseInsensitive) == 0 &&
          bearer.mid(7).trimmed() == apiKey.trimmed())) {
        send(responder, invalidRequest(tr("The request has both an Authorization and an "
                                          "X-API-Key header naming different credentials; send "
                                          "exactly one.")));
        return;
    }
    countToolResultPost(request);
    if (config.faults.fail > 0) {
        --config.faults.fail;
        send(responder, faultReply(config.faults));
        return;
    }
    const QStringList segments = request.path.split(u'/', Qt::SkipEmptyParts);
    if (segments.size() == 3 && segments.at(0) == "api"_L1 && segments.at(1) == "oauth"_L1) {
        handleOAuth(request, segments.at(2), responder);
        return;
    }
    if (segments.size() >= 5 && segments.at(0) == "api"_L1 && segments.at(1) == "v1"_L1 &&
        segments.at(2) == "workspaces"_L1) {
        handleWorkspace(request, segments.at(3), segments.mid(4), responder);
        return;
    }
    send(responder, notFound(tr("No such route: %1").arg(request.path)));
}

void SandboxServerPrivate::handleOAuth(const HttpRequest& request, const QString& endpoint,
                                       const Responder& responder)
{
    const auto form = [&request]() {
        // application/x-www-form-urlencoded: '+' is a space, which QUrlQuery does not know.
        QByteArray body = request.body();
        body.replace('+', "%20");
        return QUrlQuery(QString::fromLatin1(body));
    };
    if (endpoint == "authorize"_L1 && request.method == Method::Get) {
        send(responder, auth->authorize(request.query));
        return;
    }
    if (endpoint == "token"_L1 && request.method == Method::Post) {
        send(responder, auth->token(form(), request.header("authorization")));
        return;
    }
    if (endpoint == "revoke"_L1 && request.method == Method::Post) {
        send(responder, auth->revoke(form()));
        return;
    }
    if (endpoint == "userinfo"_L1 && request.method == Method::Get) {
        const SandboxAuth::Result result =
            auth->authenticate(request.header("authorization"), request.header("x-api-key"));
        if (!result.credential) {
            send(responder, result.failure);
            return;
        }
        if (auto limited = auth->checkRateLimit(*result.credential)) {
            send(responder, *limited);
            return;
        }
        if (auto denied = auth->checkScope(*result.credential, u"mantyx.identity:read"_s)) {
            send(responder, *denied);
            return;
        }
        send(responder, auth->userinfo(*result.credential));
        return;
    }
    send(responder, notFound(tr("No such route: %1").arg(request.path)));
}

Route SandboxServerPrivate::route(Method method, const QStringList& rest)
{
    Route r;
    const auto pick = [&](Method wanted, RouteKind kind, const char* scope, QByteArray allowed) {
        r.allowed = allowed;
        if (method == wanted) {
            r.kind = kind;
            r.scope = QString::fromLatin1(scope);
        }
    };
    const QString head = rest.value(0);
    if (rest.size() == 1 && head == "models"_L1) {
        pick(Method::Get, RouteKind::Models, "models:read", "GET");
    } else if (head == "agent-runs"_L1) {
        if (rest.size() == 1) {
            pick(Method::Post, RouteKind::CreateRun, "runs:write", "POST");
        } else if (rest.size() == 2) {
            pick(Method::Get, RouteKind::GetRun, "runs:read", "GET");
        } else if (rest.size() == 3 && rest.at(2) == "stream"_L1) {
            pick(Method::Get, RouteKind::Stream, "runs:read", "GET");
        } else if (rest.size() == 3 && rest.at(2) == "tool-results"_L1) {
            pick(Method::Post, RouteKind::ToolResults, "runs:write", "POST");
        } else if (rest.size() == 3 && rest.at(2) == "cancel"_L1) {
            pick(Method::Post, RouteKind::Cancel, "runs:write", "POST");
        }
    } else if (head == "agent-sessions"_L1) {
        if (rest.size() == 1) {
            pick(Method::Post, RouteKind::CreateSession, "sessions:write", "POST");
        } else if (rest.size() == 2) {
            r.allowed = "GET, DELETE";
            if (method == Method::Get) {
                r.kind = RouteKind::GetSession;
                r.scope = u"sessions:read"_s;
            } else if (method == Method::Delete) {
                r.kind = RouteKind::DeleteSession;
                r.scope = u"sessions:write"_s;
            }
        } else if (rest.size() == 3 && rest.at(2) == "messages"_L1) {
            pick(Method::Post, RouteKind::SessionMessage, "sessions:write", "POST");
        }
    }
    r.id = rest.value(1);
    return r;
}

void SandboxServerPrivate::handleWorkspace(const HttpRequest& request, const QString& slug,
                                           const QStringList& rest, const Responder& responder)
{
    const SandboxAuth::Result result =
        auth->authenticate(request.header("authorization"), request.header("x-api-key"));
    if (!result.credential) {
        send(responder, result.failure);
        return;
    }
    if (auto limited = auth->checkRateLimit(*result.credential)) {
        send(responder, *limited);
        return;
    }
    if (auto mismatch = auth->checkWorkspace(*result.credential, slug)) {
        send(responder, *mismatch);
        return;
    }
    const Route r = route(request.method, rest);
    if (r.kind == RouteKind::None) {
        if (r.allowed.isEmpty()) {
            send(responder, notFound(tr("No such route: %1").arg(request.path)));
        } else {
            SandboxReply reply =
                SandboxReply::error(405, u"method_not_allowed"_s,
                                    tr("Allowed: %1").arg(QString::fromLatin1(r.allowed)));
            reply.withHeader("Allow", r.allowed);
            send(responder, reply);
        }
        return;
    }
    if (auto denied = auth->checkScope(*result.credential, r.scope)) {
        send(responder, *denied);
        return;
    }

    const bool runRoute = r.kind == RouteKind::GetRun || r.kind == RouteKind::Stream ||
                          r.kind == RouteKind::ToolResults || r.kind == RouteKind::Cancel;
    SandboxRun* run = runRoute ? findRun(r.id) : nullptr;
    if (run && run->faults().fail > 0) {
        --run->faults().fail;
        send(responder, faultReply(run->faults()));
        return;
    }

    switch (r.kind) {
    case RouteKind::Models:
        send(responder,
             SandboxReply::json(200, QJsonObject{{"models"_L1, catalog()},
                                                 {"defaultModelId"_L1, defaultModelId()}}));
        return;
    case RouteKind::CreateRun: {
        SandboxReply failure;
        const std::optional<QJsonObject> spec = parseObject(request.body(), &failure);
        if (!spec) {
            send(responder, failure);
            return;
        }
        const QList<SpecIssue> issues = SpecValidator::validate(*spec, SpecValidator::Mode::Run);
        if (hasError(issues)) {
            send(responder, validationFailure(issues));
            return;
        }
        send(responder, createRun(*spec, QString()));
        return;
    }
    case RouteKind::GetRun:
        send(responder, run ? SandboxReply::json(200, run->snapshot())
                            : notFound(tr("No run %1 in this workspace.").arg(r.id)));
        return;
    case RouteKind::Stream:
        openStream(request, r.id, responder);
        return;
    case RouteKind::ToolResults:
        send(responder, toolResults(request, r.id));
        return;
    case RouteKind::Cancel:
        if (!run) {
            send(responder, notFound(tr("No run %1 in this workspace.").arg(r.id)));
            return;
        }
        run->cancel();
        send(responder, SandboxReply::json(200, QJsonObject{{"runId"_L1, run->id()},
                                                            {"status"_L1, run->status()}}));
        return;
    case RouteKind::CreateSession:
        send(responder, createSession(request));
        return;
    case RouteKind::GetSession: {
        const QJsonObject* session = findSession(r.id);
        send(responder, session ? SandboxReply::json(200, sessionAnswer(*session))
                                : notFound(tr("No session %1 in this workspace.").arg(r.id)));
        return;
    }
    case RouteKind::DeleteSession:
        send(responder, deleteSession(r.id));
        return;
    case RouteKind::SessionMessage:
        send(responder, sessionMessage(request, r.id));
        return;
    case RouteKind::None:
        break;
    }
}

SandboxReply SandboxServerPrivate::createRun(const QJsonObject& specIn, const QString& sessionId,
                                             QString* runIdOut)
{
    QJsonObject spec = specIn;
    if (spec.contains("agentId"_L1)) {
        if (spec.value("agentId"_L1).toString() != SandboxAgentId)
            return SandboxReply::error(
                403, u"forbidden"_s,
                tr("Unknown agent \"%1\".").arg(spec.value("agentId"_L1).toString()));
        if (!spec.contains("systemPrompt"_L1))
            spec.insert("systemPrompt"_L1, u"You are the MANTYX sandbox agent."_s);
    }
    const QString modelId = spec.value("modelId"_L1).toString();
    const std::optional<QJsonObject> model = resolveModel(modelId);
    if (!model)
        return SandboxReply::error(400, u"invalid_model"_s,
                                   tr("Unknown model \"%1\".").arg(modelId),
                                   QJsonObject{{"candidates"_L1, catalogIds()}});
    QJsonObject supervisorModel;
    const QJsonValue supervisor = spec.value("supervisor"_L1);
    if (supervisor.isObject() && supervisor.toObject().contains("modelId"_L1)) {
        const QString judge = supervisor.toObject().value("modelId"_L1).toString();
        const std::optional<QJsonObject> resolved = resolveModel(judge);
        if (!resolved)
            return SandboxReply::error(400, u"invalid_model"_s,
                                       tr("Unknown supervisor model \"%1\".").arg(judge),
                                       QJsonObject{{"candidates"_L1, catalogIds()}});
        supervisorModel = *resolved;
    }

    const QString runId = randomId(u"run_"_s);
    QJsonObject recordSpec = spec;
    if (recordSpec.value("messages"_L1).isArray())
        recordSpec.insert("messages"_L1,
                          describeMessages(recordSpec.value("messages"_L1).toArray()));
    const QJsonObject metadata = spec.value("metadata"_L1).toObject();
    QJsonObject record{{"runId"_L1, runId},
                       {"status"_L1, u"running"_s},
                       {"spec"_L1, recordSpec},
                       {"metadata"_L1, metadata},
                       {"sessionId"_L1,
                        sessionId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(sessionId)},
                       {"createdAt"_L1, nowIso()},
                       {"_model"_L1, *model}};

    ScriptedModel::Context context;
    context.spec = spec;
    context.legacy = config.legacy;
    context.seed = ScriptedModel::seedFor(runId, metadata);
    context.model = *model;
    context.supervisorModel = supervisorModel;
    context.toolTimeoutMs = config.toolTimeoutMs;
    context.deltaDelayMs = config.deltaDelayMs;
    auto* run =
        new SandboxRun(record, std::make_unique<ScriptedModel>(std::move(context)), &store, this);
    connect(run, &SandboxRun::finished, this,
            [this, run](const QString& status) { onRunFinished(run, status); });
    runs.insert(runId, run);
    if (runIdOut)
        *runIdOut = runId;
    emit q->runCreated(runId);
    run->start();

    return SandboxReply::json(
        config.legacy ? 202 : 201,
        QJsonObject{{"runId"_L1, runId},
                    {"streamUrl"_L1, u"/api/v1/workspaces/%1/agent-runs/%2/stream"_s.arg(
                                         config.workspaceSlug, runId)}});
}

void SandboxServerPrivate::openStream(const HttpRequest& request, const QString& runId,
                                      const Responder& responder)
{
    SandboxRun* run = findRun(runId);
    if (!run) {
        send(responder, notFound(tr("No run %1 in this workspace.").arg(runId)));
        return;
    }
    // ?lastSeq wins over Last-Event-ID (docs/sandbox.md "The stream").
    qint64 lastSeq = 0;
    if (request.query.hasQueryItem(u"lastSeq"_s)) {
        bool ok = false;
        lastSeq = request.query.queryItemValue(u"lastSeq"_s).trimmed().toLongLong(&ok);
        if (!ok || lastSeq < 0) {
            send(responder, invalidRequest(tr("lastSeq must be a non-negative integer.")));
            return;
        }
    } else if (request.hasHeader("last-event-id")) {
        bool ok = false;
        lastSeq = request.header("last-event-id").trimmed().toLongLong(&ok);
        if (!ok || lastSeq < 0) {
            send(responder, invalidRequest(tr("Last-Event-ID must be a non-negative integer.")));
            return;
        }
    }
    // Server-wide connection faults, each overridden by the run's own when it sets one.
    FaultPlan faults = config.faults;
    const FaultPlan& own = run->faults();
    if (own.cutAfterEvents > 0)
        faults.cutAfterEvents = own.cutAfterEvents;
    if (own.cutEveryBytes > 0)
        faults.cutEveryBytes = own.cutEveryBytes;
    if (own.stallAfterEvents >= 0)
        faults.stallAfterEvents = own.stallAfterEvents;
    faults.crlf = faults.crlf || own.crlf;
    faults.stripEvent = faults.stripEvent || own.stripEvent;
    if (own.shape)
        faults.shape = own.shape;
    if (own.dupOnResume > 0)
        faults.dupOnResume = own.dupOnResume;
    auto* writer = new SseStreamWriter(run, responder.data(), lastSeq, faults, config.keepAliveMs,
                                       streams.get());
    writer->start();
}

SandboxReply SandboxServerPrivate::toolResults(const HttpRequest& request, const QString& runId)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(request.body(), &parseError);
    const QString toolUseId = document.object().value("toolUseId"_L1).toString();
    SandboxRun* run = findRun(runId);
    if (!run)
        return notFound(tr("No run %1 in this workspace.").arg(runId));
    if (parseError.error != QJsonParseError::NoError)
        return invalidRequest(tr("The body is not valid JSON: %1").arg(parseError.errorString()));
    const QList<SpecIssue> issues = ToolResultValidator::validate(document);
    if (hasError(issues))
        return validationFailure(issues);
    switch (run->deliverToolResult(toolUseId, document.object())) {
    case SandboxRun::ToolResultOutcome::RunTerminal:
        return SandboxReply::error(
            409, u"run_terminal"_s,
            tr("The run is over (%1); the result was dropped.").arg(run->status()));
    case SandboxRun::ToolResultOutcome::UnknownToolUse:
        return SandboxReply::error(
            404, u"unknown_tool_use"_s,
            tr("No pending tool call %1: unknown or already answered.").arg(toolUseId));
    case SandboxRun::ToolResultOutcome::Accepted:
        break;
    }
    ++acceptedToolResults[toolUseId];
    return config.legacy ? SandboxReply::empty(200) : SandboxReply::empty(204);
}

SandboxReply SandboxServerPrivate::createSession(const HttpRequest& request)
{
    SandboxReply failure;
    const std::optional<QJsonObject> body = parseObject(request.body(), &failure);
    if (!body)
        return failure;
    const QList<SpecIssue> issues =
        SpecValidator::validate(*body, SpecValidator::Mode::SessionCreate);
    if (hasError(issues))
        return validationFailure(issues);
    const QString modelId = body->value("modelId"_L1).toString();
    if (!modelId.isEmpty() && !resolveModel(modelId))
        return SandboxReply::error(400, u"invalid_model"_s,
                                   tr("Unknown model \"%1\".").arg(modelId),
                                   QJsonObject{{"candidates"_L1, catalogIds()}});
    if (body->contains("agentId"_L1) && body->value("agentId"_L1).toString() != SandboxAgentId)
        return SandboxReply::error(
            403, u"forbidden"_s,
            tr("Unknown agent \"%1\".").arg(body->value("agentId"_L1).toString()));

    const QString sessionId = randomId(u"ses_"_s);
    const QString createdAt = nowIso();
    QJsonObject session{
        {"sessionId"_L1, sessionId},      {"status"_L1, u"active"_s},
        {"createdAt"_L1, createdAt},      {"lastUsedAt"_L1, createdAt},
        {"endedAt"_L1, QJsonValue::Null}, {"metadata"_L1, body->value("metadata"_L1).toObject()},
        {"messages"_L1, QJsonArray()},    {"runs"_L1, QJsonArray()}};
    for (const QString& key : sessionDefaultKeys()) {
        if (body->contains(key))
            session.insert(key, body->value(key));
    }
    sessions.insert(sessionId, session);
    saveSession(sessionId);
    // An unnamed session stays unnamed (null) rather than getting a made-up label.
    const QJsonValue name = body->value("name"_L1);
    return SandboxReply::json(
        201, QJsonObject{{"sessionId"_L1, sessionId},
                         {"name"_L1, name.isString() ? name : QJsonValue(QJsonValue::Null)},
                         {"createdAt"_L1, createdAt}});
}

SandboxReply SandboxServerPrivate::sessionMessage(const HttpRequest& request,
                                                  const QString& sessionId)
{
    QJsonObject* session = findSession(sessionId);
    if (!session)
        return notFound(tr("No session %1 in this workspace.").arg(sessionId));
    if (session->value("status"_L1).toString() == "ended"_L1)
        return SandboxReply::error(409, u"session_ended"_s,
                                   tr("The session has ended; start a new one."));
    SandboxReply failure;
    const std::optional<QJsonObject> body = parseObject(request.body(), &failure);
    if (!body)
        return failure;
    const QList<SpecIssue> issues =
        SpecValidator::validate(*body, SpecValidator::Mode::SessionMessage);
    if (hasError(issues))
        return validationFailure(issues);

    // The session's defaults; a message's fields replace them for this run only.
    QJsonObject spec;
    for (const QString& key : sessionDefaultKeys()) {
        if (body->contains(key))
            spec.insert(key, body->value(key));
        else if (session->contains(key))
            spec.insert(key, session->value(key));
    }
    QJsonObject metadata = session->value("metadata"_L1).toObject();
    const QJsonObject override = body->value("metadata"_L1).toObject();
    for (auto it = override.begin(); it != override.end(); ++it)
        metadata.insert(it.key(), it.value()); // message keys win
    if (!metadata.isEmpty())
        spec.insert("metadata"_L1, metadata);

    QJsonArray newMessages;
    if (body->value("prompt"_L1).isString())
        newMessages.append(
            QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, body->value("prompt"_L1)}});
    else
        newMessages = body->value("messages"_L1).toArray();
    // The history goes to the model as text; earlier attachments stay out (no bytes are kept).
    QJsonArray conversation;
    const QJsonArray history = session->value("messages"_L1).toArray();
    for (const QJsonValue& value : history) {
        const QJsonObject message = value.toObject();
        conversation.append(QJsonObject{{"role"_L1, message.value("role"_L1)},
                                        {"content"_L1, message.value("content"_L1)}});
    }
    for (const QJsonValue& value : std::as_const(newMessages))
        conversation.append(value);
    spec.insert("messages"_L1, conversation);

    QString runId;
    const SandboxReply reply = createRun(spec, sessionId, &runId);
    if (runId.isEmpty())
        return reply;
    // createRun may have run signal handlers; look the session up again.
    session = findSession(sessionId);
    QJsonArray messages = session->value("messages"_L1).toArray();
    const QString now = nowIso();
    for (const QJsonValue& value : describeMessages(newMessages)) {
        QJsonObject message = value.toObject();
        message.insert("runId"_L1, runId);
        message.insert("createdAt"_L1, now);
        messages.append(message);
    }
    session->insert("messages"_L1, messages);
    QJsonArray sessionRuns = session->value("runs"_L1).toArray();
    sessionRuns.append(
        QJsonObject{{"runId"_L1, runId}, {"status"_L1, u"running"_s}, {"createdAt"_L1, now}});
    session->insert("runs"_L1, sessionRuns);
    session->insert("lastUsedAt"_L1, now);
    saveSession(sessionId);
    return reply;
}

SandboxReply SandboxServerPrivate::deleteSession(const QString& sessionId)
{
    QJsonObject* session = findSession(sessionId);
    if (!session)
        return notFound(tr("No session %1 in this workspace.").arg(sessionId));
    if (session->value("status"_L1).toString() != "ended"_L1) {
        session->insert("status"_L1, u"ended"_s);
        session->insert("endedAt"_L1, nowIso());
        saveSession(sessionId);
        const QJsonArray sessionRuns = session->value("runs"_L1).toArray();
        for (const QJsonValue& value : sessionRuns) {
            if (SandboxRun* run = findRun(value.toObject().value("runId"_L1).toString()))
                run->cancel();
        }
    }
    return SandboxReply::json(200,
                              QJsonObject{{"sessionId"_L1, sessionId}, {"status"_L1, u"ended"_s}});
}

void SandboxServerPrivate::onRunFinished(SandboxRun* run, const QString& status)
{
    const QString sessionId = run->sessionId();
    if (QJsonObject* session = sessionId.isEmpty() ? nullptr : findSession(sessionId)) {
        QJsonArray sessionRuns = session->value("runs"_L1).toArray();
        for (qsizetype i = 0; i < sessionRuns.size(); ++i) {
            QJsonObject entry = sessionRuns.at(i).toObject();
            if (entry.value("runId"_L1).toString() == run->id()) {
                entry.insert("status"_L1, status);
                sessionRuns.replace(i, entry);
            }
        }
        session->insert("runs"_L1, sessionRuns);
        // The answer joins the conversation; a plan is not an answer (§8.5).
        const QJsonObject snapshot = run->snapshot();
        if (status == "succeeded"_L1 && !run->isPlanOnly()) {
            QJsonArray messages = session->value("messages"_L1).toArray();
            messages.append(QJsonObject{{"role"_L1, u"assistant"_s},
                                        {"content"_L1, snapshot.value("finalText"_L1).toString()},
                                        {"runId"_L1, run->id()},
                                        {"createdAt"_L1, nowIso()}});
            session->insert("messages"_L1, messages);
        }
        saveSession(sessionId);
    }
    emit q->runFinished(run->id(), status);
}

SandboxRun* SandboxServerPrivate::findRun(const QString& runId)
{
    if (runId.isEmpty())
        return nullptr;
    if (SandboxRun* run = runs.value(runId))
        return run;
    // A run of an earlier server life: replay only.
    const std::optional<QJsonObject> record = store.loadRun(runId);
    if (!record)
        return nullptr;
    QList<SandboxEvent> events;
    const QList<SandboxStore::StoredEvent> stored = store.loadEvents(runId);
    events.reserve(stored.size());
    for (const SandboxStore::StoredEvent& event : stored)
        events.append(SandboxEvent{event.seq, event.type, event.line});
    auto* run = new SandboxRun(*record, std::move(events), this);
    runs.insert(runId, run);
    return run;
}

QJsonObject* SandboxServerPrivate::findSession(const QString& sessionId)
{
    auto it = sessions.find(sessionId);
    if (it != sessions.end())
        return &it.value();
    const std::optional<QJsonObject> stored = store.loadSession(sessionId);
    if (!stored)
        return nullptr;
    return &sessions.insert(sessionId, *stored).value();
}

void SandboxServerPrivate::saveSession(const QString& sessionId)
{
    const auto it = sessions.constFind(sessionId);
    if (it != sessions.cend())
        store.saveSession(sessionId, *it);
}

// ------------------------------------------------------------------------------------------------

SandboxServer::SandboxServer(SandboxConfig config, QObject* parent)
    : QObject(parent)
    , d(std::make_unique<SandboxServerPrivate>(this, std::move(config)))
{}

SandboxServer::~SandboxServer()
{
    stop();
}

bool SandboxServer::start(QString* error)
{
    if (isListening())
        return true;
    QString why;
    if (!d->store.open(d->config.dataDir, &why)) {
        if (error)
            *error = tr("Cannot open the sandbox database: %1").arg(why);
        return false;
    }
    // Runs that were going when the previous server stopped end as failed, replayable.
    const QStringList interrupted = d->store.unfinishedRunIds();
    for (const QString& runId : interrupted)
        SandboxRun::markInterrupted(&d->store, runId, d->config.legacy);
    d->auth = std::make_unique<SandboxAuth>(d->config, &d->store);

    HttpConnection::Options options;
    options.headerTimeoutMs = d->config.headerTimeoutMs;
    options.idleTimeoutMs = d->config.idleTimeoutMs;
    d->listener = std::make_unique<HttpListener>(options, d->config.maxConnections);
    connect(d->listener.get(), &HttpListener::requestReceived, d.get(),
            [this](HttpConnection* connection, const HttpRequestMessage& message) {
                d->onRequest(connection, message);
            });
    QString listenError;
    bool listening = d->listener->listen(d->config.address, d->config.port, &listenError);
    if (!listening && d->config.port != 0 && d->config.fallbackToFreePort) {
        // The usual port is taken (another instance, another program): any free one will do.
        QString fallbackError;
        listening = d->listener->listen(d->config.address, 0, &fallbackError);
        if (!listening)
            listenError = fallbackError;
    }
    if (!listening) {
        if (error)
            *error = tr("Cannot listen on %1:%2: %3")
                         .arg(d->config.address.toString())
                         .arg(d->config.port)
                         .arg(listenError);
        d->listener.reset();
        d->auth.reset();
        d->store.close();
        return false;
    }
    d->streams = std::make_unique<QObject>();
    return true;
}

void SandboxServer::stop()
{
    if (!d->listener)
        return;
    // Streams first (they write onto connections), then the connections, then the runs.
    d->streams.reset();
    d->listener.reset();
    qDeleteAll(d->runs);
    d->runs.clear();
    d->sessions.clear();
    d->auth.reset();
    d->store.close();
}

bool SandboxServer::isListening() const
{
    return d->listener && d->listener->isListening();
}

quint16 SandboxServer::port() const
{
    return d->listener ? d->listener->serverPort() : 0;
}

QUrl SandboxServer::baseUrl() const
{
    QHostAddress address = d->listener ? d->listener->serverAddress() : d->config.address;
    QString host;
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ||
        address == QHostAddress::LocalHost)
        host = u"127.0.0.1"_s;
    else if (address == QHostAddress::AnyIPv6 || address == QHostAddress::LocalHostIPv6)
        host = u"[::1]"_s;
    else if (address.protocol() == QAbstractSocket::IPv6Protocol)
        host = u'[' + address.toString() + u']';
    else
        host = address.toString();
    return QUrl(u"http://%1:%2"_s.arg(host).arg(port()));
}

const SandboxConfig& SandboxServer::config() const
{
    return d->config;
}

void SandboxServer::setFaults(const FaultPlan& faults)
{
    d->config.faults = faults;
}

int SandboxServer::toolResultPosts(const QString& toolUseId) const
{
    return d->toolResultPosts.value(toolUseId);
}

int SandboxServer::acceptedToolResults(const QString& toolUseId) const
{
    return d->acceptedToolResults.value(toolUseId);
}

int SandboxServer::recordedToolUseIds() const
{
    return int(d->toolResultPosts.size());
}

int SandboxServer::openConnections() const
{
    return d->listener ? d->listener->connectionCount() : 0;
}

QStringList SandboxServer::runIds() const
{
    QStringList ids = d->runs.keys();
    if (d->store.isPersistent()) {
        const QStringList stored = d->store.runIds();
        for (const QString& id : stored) {
            if (!d->runs.contains(id))
                ids.append(id);
        }
    }
    ids.sort();
    return ids;
}

} // namespace mantyx
