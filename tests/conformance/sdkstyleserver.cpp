// SPDX-License-Identifier: MIT
// SdkStyleServer: routes, bearer check, the five scripts and the SSE framing of the official
// SDKs' test servers (`id:`, `event:`, flat `data` starting with `seq`).
#include "sdkstyleserver.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace mantyx {

struct SdkStyleServer::Stream
{
    Responder responder;
    QPointer<QTcpSocket> socket;
};

struct SdkStyleServer::Run
{
    struct Frame
    {
        qint64 seq = 0;
        QString type;
        QByteArray data;

        QByteArray sse() const
        {
            return "id: " + QByteArray::number(seq) + "\nevent: " + type.toUtf8() +
                   "\ndata: " + data + "\n\n";
        }
    };

    QString id;
    QJsonObject spec;
    QString script;
    QList<Frame> published;                     // seq = index + 1
    QList<QPair<QString, QJsonObject>> pending; // not yet published, in order
    QList<std::shared_ptr<Stream>> streams;
    QList<QJsonObject> toolResults;
    QString openCall; // the toolUseId waited for
    QString callName;
    int calls = 0;
    bool pumping = false;
    bool ending = false; // a terminal event is published or queued

    bool isTerminal() const
    {
        return !published.isEmpty() && (published.constLast().type == "result"_L1 ||
                                        published.constLast().type == "error"_L1 ||
                                        published.constLast().type == "cancelled"_L1);
    }
    QString metadata(QLatin1StringView key) const
    {
        return spec.value("metadata"_L1).toObject().value(key).toString();
    }
};

namespace {

constexpr int StepMs = 2; // between two published events, so a client sees a live tail

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray header(const QHttpServerRequest& request, QByteArrayView name)
{
    const auto headers = request.headers();
    for (const auto& [key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

int send(const std::shared_ptr<QHttpServerResponder>& responder, int status,
         const QJsonObject& body = {})
{
    const QByteArray bytes = body.isEmpty() ? QByteArray() : compact(body);
    responder->writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(status));
    if (!bytes.isEmpty())
        responder->writeHeader("Content-Type", "application/json");
    responder->writeHeader("Content-Length", QByteArray::number(bytes.size()));
    responder->writeBody(bytes);
    return status;
}

int sendError(const std::shared_ptr<QHttpServerResponder>& responder, int status,
              const QString& code, const QString& message)
{
    return send(responder, status, QJsonObject{{"error"_L1, code}, {"message"_L1, message}});
}

QJsonObject usage(int turns)
{
    return QJsonObject{{"tokens"_L1, QJsonObject{{"inputTokens"_L1, 120 * turns},
                                                 {"cachedTokens"_L1, 0},
                                                 {"reasoningTokens"_L1, 0},
                                                 {"outputTokens"_L1, 16 * turns}}},
                       {"turns"_L1, turns},
                       {"model"_L1, QJsonObject{{"id"_L1, u"platform:sdk-style"_s},
                                                {"provider"_L1, u"openai"_s},
                                                {"vendorModelId"_L1, u"gpt-sdk-style"_s}}}};
}

QJsonObject withUsage(QJsonObject payload, int turns)
{
    const QJsonObject extra = usage(turns);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        payload.insert(it.key(), it.value());
    return payload;
}

// The first tool ref of `kind` in the spec, empty when there is none.
QJsonObject firstRef(const QJsonObject& spec, QLatin1StringView kind)
{
    for (const QJsonValue& value : spec.value("tools"_L1).toArray()) {
        if (value.toObject().value("kind"_L1).toString() == kind)
            return value.toObject();
    }
    return {};
}

} // namespace

SdkStyleServer::SdkStyleServer(QObject* parent)
    : QObject(parent)
{}

SdkStyleServer::~SdkStyleServer()
{
    // Streams hold responders onto the server's sockets: they go first.
    m_runs.clear();
    delete m_http;
}

QString SdkStyleServer::workspace()
{
    return u"conformance"_s;
}

QString SdkStyleServer::apiKey()
{
    return u"mantyx_conformance_key"_s;
}

QString SdkStyleServer::plainText()
{
    return u"Hello from the SDK-style server."_s;
}

QString SdkStyleServer::errorMessage()
{
    return u"Rate limit reached for the model; try again in 20 s."_s;
}

bool SdkStyleServer::start(QString* error)
{
    m_http = new QHttpServer;
    m_http->setMissingHandler(
        [this](const QHttpServerRequest& request, QHttpServerResponder&& responder) {
            onRequest(request, std::move(responder));
        });
    m_tcp = new QTcpServer(m_http);
    if (!m_tcp->listen(QHostAddress::LocalHost, 0)) {
        if (error)
            *error = m_tcp->errorString();
        return false;
    }
    m_http->bind(m_tcp);
    return true;
}

QUrl SdkStyleServer::baseUrl() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_tcp ? m_tcp->serverPort() : 0));
}

QStringList SdkStyleServer::runIds() const
{
    return m_runOrder;
}

QStringList SdkStyleServer::requestLog() const
{
    return m_requestLog;
}

QList<QJsonObject> SdkStyleServer::toolResults(const QString& runId) const
{
    const auto run = m_runs.value(runId);
    return run ? run->toolResults : QList<QJsonObject>();
}

QList<QJsonObject> SdkStyleServer::events(const QString& runId) const
{
    QList<QJsonObject> out;
    if (const auto run = m_runs.value(runId)) {
        for (const Run::Frame& frame : std::as_const(run->published))
            out << QJsonObject{{"seq"_L1, frame.seq},
                               {"event"_L1, frame.type},
                               {"data"_L1, QJsonDocument::fromJson(frame.data).object()}};
    }
    return out;
}

void SdkStyleServer::onRequest(const QHttpServerRequest& request, QHttpServerResponder&& responder)
{
    // A stream keeps its responder after this returns.
    auto out = std::make_shared<QHttpServerResponder>(std::move(responder));
    const int status = handle(request, out);
    QString method;
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        method = u"GET"_s;
        break;
    case QHttpServerRequest::Method::Post:
        method = u"POST"_s;
        break;
    default:
        method = u"OTHER"_s;
        break;
    }
    m_requestLog << u"%1 %2 %3"_s.arg(method, request.url().path()).arg(status);
}

int SdkStyleServer::handle(const QHttpServerRequest& request, const Responder& responder)
{
    const QString path = request.url().path();
    const QStringList parts = path.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 5 || parts.at(0) != "api"_L1 || parts.at(1) != "v1"_L1 ||
        parts.at(2) != "workspaces"_L1)
        return sendError(responder, 404, u"not_found"_s, u"No route: "_s + path);

    const QByteArray authorization = header(request, "Authorization");
    QByteArray token = header(request, "X-API-Key");
    if (authorization.startsWith("Bearer "))
        token = authorization.mid(7).trimmed();
    if (token.isEmpty())
        return send(responder, 401,
                    QJsonObject{{"error"_L1, u"Unauthorized"_s},
                                {"message"_L1, u"Missing bearer credential."_s}});
    if (QString::fromUtf8(token) != apiKey())
        return send(responder, 401,
                    QJsonObject{{"error"_L1, u"Invalid API key or OAuth access token"_s}});
    if (parts.at(3) != workspace())
        return send(responder, 404,
                    QJsonObject{{"error"_L1, u"Workspace path does not match this credential"_s},
                                {"hint"_L1, workspace()}});

    const bool post = request.method() == QHttpServerRequest::Method::Post;
    const bool get = request.method() == QHttpServerRequest::Method::Get;
    const QStringList rest = parts.mid(4);
    if (rest.size() == 1 && rest.at(0) == "agent-runs"_L1 && post) {
        const QJsonDocument doc = QJsonDocument::fromJson(request.body());
        if (!doc.isObject())
            return sendError(responder, 400, u"invalid_request"_s,
                             u"The body is not a JSON object."_s);
        return createRun(doc.object(), responder);
    }
    // No snapshot route: agent-runs/{id} alone is not served.
    if (rest.size() == 3 && rest.at(0) == "agent-runs"_L1) {
        const std::shared_ptr<Run> run = m_runs.value(rest.at(1));
        const QString& action = rest.at(2);
        const bool known = (action == "stream"_L1 && get) ||
                           (action == "tool-results"_L1 && post) || (action == "cancel"_L1 && post);
        if (known && !run)
            return sendError(responder, 404, u"not_found"_s,
                             u"Run %1 not found."_s.arg(rest.at(1)));
        if (known && action == "stream"_L1)
            return openStream(*run, request, responder);
        if (known && action == "tool-results"_L1)
            return postToolResult(*run, QJsonDocument::fromJson(request.body()).object(),
                                  responder);
        if (known)
            return cancel(*run, responder);
    }
    return sendError(responder, 404, u"not_found"_s, u"No route: "_s + path);
}

int SdkStyleServer::createRun(const QJsonObject& spec, const Responder& responder)
{
    if (!spec.value("prompt"_L1).isString() && !spec.value("messages"_L1).isArray())
        return sendError(responder, 400, u"invalid_request"_s, u"Give a prompt or messages."_s);
    auto run = std::make_shared<Run>();
    run->id = u"run_sdk%1"_s.arg(m_nextRun++, 4, 10, QLatin1Char('0'));
    run->spec = spec;
    run->script = run->metadata("script"_L1);
    if (run->script.isEmpty()) {
        const QString prompt = spec.value("prompt"_L1).toString();
        const qsizetype colon = prompt.indexOf(u':');
        run->script = colon > 0 ? prompt.left(colon).trimmed() : u"plain"_s;
    }
    static const QStringList scripts = {u"plain"_s, u"tool"_s, u"mcp"_s, u"error"_s, u"wait"_s};
    if (!scripts.contains(run->script))
        return sendError(responder, 400, u"invalid_request"_s,
                         u"Unknown script \"%1\"."_s.arg(run->script));
    m_runs.insert(run->id, run);
    m_runOrder << run->id;
    begin(*run);
    return send(responder, 201,
                QJsonObject{{"runId"_L1, run->id},
                            {"streamUrl"_L1, u"/api/v1/workspaces/%1/agent-runs/%2/stream"_s.arg(
                                                 workspace(), run->id)}});
}

void SdkStyleServer::begin(Run& run)
{
    if (run.script == "plain"_L1) {
        enqueue(run, u"assistant_delta"_s, {{"text"_L1, u"Hello from "_s}});
        enqueue(run, u"assistant_delta"_s, {{"text"_L1, u"the SDK-style server."_s}});
        enqueue(run, u"assistant_message"_s,
                {{"text"_L1, plainText()}, {"turn"_L1, 0}, {"finishReason"_L1, u"end_turn"_s}});
        enqueue(run, u"result"_s,
                withUsage({{"subtype"_L1, u"success"_s}, {"ok"_L1, true}, {"text"_L1, plainText()}},
                          1));
    } else if (run.script == "error"_L1) {
        enqueue(run, u"assistant_delta"_s, {{"text"_L1, u"Let me see"_s}});
        enqueue(run, u"assistant_message"_s, {{"text"_L1, u"Let me see"_s}, {"turn"_L1, 0}});
        enqueue(run, u"error"_s,
                withUsage({{"error"_L1, errorMessage()},
                           {"code"_L1, u"rate_limit"_s},
                           {"errorClass"_L1, u"rate_limit"_s},
                           {"retryable"_L1, true}},
                          1));
    } else if (run.script == "wait"_L1) {
        enqueue(run, u"assistant_delta"_s, {{"text"_L1, u"Working on it"_s}});
    } else {
        const bool mcp = run.script == "mcp"_L1;
        QJsonObject args = QJsonDocument::fromJson(run.metadata("args"_L1).toUtf8()).object();
        QJsonObject call{{"toolUseId"_L1, u"tu_%1_%2"_s.arg(run.id).arg(++run.calls)},
                         {"kind"_L1, mcp ? u"mcp_local"_s : u"local"_s}};
        if (mcp) {
            const QJsonObject ref = firstRef(run.spec, "mcp_local"_L1);
            QString server = run.metadata("mcpServer"_L1);
            if (server.isEmpty())
                server = ref.value("name"_L1).toString(u"calc"_s);
            QString tool = run.metadata("tool"_L1);
            run.callName = server + u'_' + (tool.isEmpty() ? u"add"_s : tool);
            call.insert("mcpServer"_L1, server);
            call.insert("mcpToolName"_L1, run.callName);
            if (ref.value("serverInfo"_L1).isObject())
                call.insert("mcpServerInfo"_L1, ref.value("serverInfo"_L1));
            if (args.isEmpty())
                args = QJsonObject{{"a"_L1, 2}, {"b"_L1, 40}};
        } else {
            run.callName = run.metadata("tool"_L1);
            if (run.callName.isEmpty())
                run.callName =
                    firstRef(run.spec, "local"_L1).value("name"_L1).toString(u"lookup"_s);
            if (args.isEmpty())
                args = QJsonObject{{"query"_L1, u"conformance"_s}};
        }
        call.insert("name"_L1, run.callName);
        call.insert("args"_L1, args);
        run.openCall = call.value("toolUseId"_L1).toString();
        enqueue(run, u"assistant_message"_s,
                {{"text"_L1, u""_s},
                 {"turn"_L1, 0},
                 {"finishReason"_L1, u"tool_use"_s},
                 {"toolCalls"_L1,
                  QJsonArray{QJsonObject{
                      {"id"_L1, run.openCall}, {"name"_L1, run.callName}, {"input"_L1, args}}}}});
        enqueue(run, u"local_tool_call"_s, call);
    }
}

void SdkStyleServer::answered(Run& run, const QJsonObject& body)
{
    QJsonObject echo{{"toolUseId"_L1, run.openCall}};
    QString text;
    if (body.contains("error"_L1)) {
        echo.insert("error"_L1, body.value("error"_L1));
        text = u"The tool %1 failed: %2"_s.arg(run.callName, body.value("error"_L1).toString());
    } else {
        echo.insert("result"_L1, body.value("result"_L1));
        text = u"The tool %1 answered: %2"_s.arg(run.callName, body.value("result"_L1).toString());
    }
    run.openCall.clear();
    enqueue(run, u"local_tool_result_in"_s, echo);
    enqueue(run, u"assistant_delta"_s, {{"text"_L1, text}});
    enqueue(run, u"assistant_message"_s,
            {{"text"_L1, text}, {"turn"_L1, 1}, {"finishReason"_L1, u"end_turn"_s}});
    enqueue(run, u"result"_s,
            withUsage({{"subtype"_L1, u"success"_s}, {"ok"_L1, true}, {"text"_L1, text}}, 2));
}

void SdkStyleServer::enqueue(Run& run, const QString& type, const QJsonObject& payload)
{
    if (type == "result"_L1 || type == "error"_L1 || type == "cancelled"_L1)
        run.ending = true;
    run.pending.append({type, payload});
    if (run.pumping)
        return;
    run.pumping = true;
    QTimer::singleShot(StepMs, this, [this, id = run.id] { publishNext(id); });
}

void SdkStyleServer::publishNext(const QString& runId)
{
    const std::shared_ptr<Run> run = m_runs.value(runId);
    if (!run)
        return;
    if (run->pending.isEmpty()) {
        run->pumping = false;
        return;
    }
    const auto [type, payload] = run->pending.takeFirst();
    Run::Frame frame;
    frame.seq = run->published.size() + 1;
    frame.type = type;
    // The payload flat, `seq` first and no `type`: `{"seq":6,"toolUseId":…}`.
    const QByteArray rest = compact(payload).mid(1);
    frame.data = "{\"seq\":" + QByteArray::number(frame.seq) + (rest == "}" ? "" : ",") + rest;
    run->published.append(frame);
    const QByteArray bytes = frame.sse();
    for (const std::shared_ptr<Stream>& stream : std::as_const(run->streams)) {
        const QTcpSocket* socket = stream->socket.data();
        if (socket && socket->state() == QAbstractSocket::ConnectedState)
            stream->responder->writeBody(bytes);
    }
    QTimer::singleShot(StepMs, this, [this, runId] { publishNext(runId); });
    if (!run->isTerminal())
        return;
    // The connection closes right after the terminal event.
    for (const std::shared_ptr<Stream>& stream : std::as_const(run->streams)) {
        if (QTcpSocket* socket = stream->socket.data())
            socket->disconnectFromHost();
    }
    run->streams.clear();
}

int SdkStyleServer::openStream(Run& run, const QHttpServerRequest& request,
                               const Responder& responder)
{
    qint64 after = 0;
    const QUrlQuery query(request.url());
    bool ok = false;
    if (query.hasQueryItem(u"lastSeq"_s))
        after = query.queryItemValue(u"lastSeq"_s).toLongLong(&ok);
    else if (const QByteArray lastId = header(request, "Last-Event-ID"); !lastId.isEmpty())
        after = lastId.toLongLong(&ok);
    if (!ok)
        after = 0;

    responder->writeStatusLine(QHttpServerResponder::StatusCode::Ok);
    responder->writeHeader("Content-Type", "text/event-stream");
    responder->writeHeader("Cache-Control", "no-cache");
    responder->writeHeader("Connection", "close");
    responder->writeBody(QByteArray()); // the head goes out before the first event
    auto stream = std::make_shared<Stream>();
    stream->responder = responder;
    stream->socket = responder->socket();
    QByteArray replay;
    for (const Run::Frame& frame : std::as_const(run.published)) {
        if (frame.seq > after)
            replay += frame.sse();
    }
    if (!replay.isEmpty())
        responder->writeBody(replay);
    if (run.isTerminal()) {
        if (stream->socket)
            stream->socket->disconnectFromHost();
    } else {
        run.streams << stream;
    }
    return 200;
}

int SdkStyleServer::postToolResult(Run& run, const QJsonObject& body, const Responder& responder)
{
    const QString toolUseId = body.value("toolUseId"_L1).toString();
    if (toolUseId.isEmpty() || body.contains("result"_L1) == body.contains("error"_L1))
        return sendError(responder, 400, u"invalid_request"_s,
                         u"Give toolUseId and exactly one of result and error."_s);
    if (run.ending)
        return sendError(responder, 409, u"run_terminal"_s,
                         u"Run %1 has already finished."_s.arg(run.id));
    if (toolUseId != run.openCall)
        return sendError(responder, 404, u"unknown_tool_use"_s,
                         u"No pending tool call %1 in run %2."_s.arg(toolUseId, run.id));
    run.toolResults << body;
    answered(run, body);
    return send(responder, 204);
}

int SdkStyleServer::cancel(Run& run, const Responder& responder)
{
    if (!run.ending) {
        run.openCall.clear();
        enqueue(run, u"cancelled"_s, {{"reason"_L1, u"user"_s}});
    }
    return send(responder, 200, QJsonObject{{"ok"_L1, true}});
}

} // namespace mantyx
