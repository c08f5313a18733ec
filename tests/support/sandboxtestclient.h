// SPDX-License-Identifier: MIT
// Black-box HTTP/SSE client shared by the sandbox tests: blocking JSON requests, an SSE
// reader (SseParser + EventDecoder), a resuming reader, and the wire-protocol field checks.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QStringList>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include "protocol/eventdecoder.h"
#include "protocol/runevent.h"
#include "sse/sseparser.h"

namespace mantyx::sbtest {

using namespace Qt::StringLiterals;

// Generous: the suite also runs under ASan on two shared cores.
inline constexpr int kHttpTimeoutMs = 30000;
inline constexpr int kStreamWaitMs = 30000;
// Qt's transfer timeout is an inactivity timeout: a stream that is quiet this long is aborted.
inline constexpr int kStreamTransferTimeoutMs = 20000;

inline QByteArray defaultApiKey()
{
    return "mantyx_sandbox_key"_ba;
}

inline QString eventLabel(const RunEvent& ev)
{
    return u"seq %1 (%2)"_s.arg(ev.seq).arg(ev.typeName);
}

using RawHeaders = QList<QPair<QByteArray, QByteArray>>;

// One finished HTTP exchange.
struct HttpResult
{
    int status = 0; // 0: no HTTP answer (network error or time-out)
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QString errorString;
    QByteArray body;
    RawHeaders headers;
    bool timedOut = false;

    QByteArray header(QByteArrayView name) const
    {
        for (const auto& [key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    bool hasHeader(QByteArrayView name) const
    {
        for (const auto& [key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    bool isJsonObject() const
    {
        QJsonParseError e{};
        const QJsonDocument doc = QJsonDocument::fromJson(body, &e);
        return e.error == QJsonParseError::NoError && doc.isObject();
    }
    // For failure messages: "HTTP 400 <body>".
    QByteArray describe() const
    {
        QByteArray text = "HTTP " + QByteArray::number(status);
        if (timedOut)
            text += " (timed out)";
        if (status == 0)
            text += " network error " + errorString.toUtf8();
        text += ' ' + body.left(600);
        return text;
    }
};

inline QUrl withHost(QUrl url, const QString& host)
{
    url.setHost(host);
    return url;
}

// Waits for `reply` (running the event loop, so the in-process server works meanwhile) and
// takes it: the reply is deleted before returning.
inline HttpResult finishReply(QNetworkReply* reply, int timeoutMs = kHttpTimeoutMs)
{
    std::unique_ptr<QNetworkReply> owned(reply);
    HttpResult r;
    if (!reply->isFinished()) {
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (!reply->isFinished()) {
        r.timedOut = true;
        reply->abort();
    }
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.error = reply->error();
    r.errorString = reply->errorString();
    r.body = reply->readAll();
    r.headers = reply->rawHeaderPairs();
    return r;
}

// Blocking requests against one sandbox, each with the current credential.
class Http final
{
public:
    explicit Http(QUrl baseUrl, QString slug = u"sandbox"_s, QByteArray token = defaultApiKey())
        : m_base(std::move(baseUrl))
        , m_slug(std::move(slug))
        , m_token(std::move(token))
    {}
    Q_DISABLE_COPY_MOVE(Http)

    QNetworkAccessManager& nam() { return m_nam; }
    const QUrl& base() const { return m_base; }
    const QString& slug() const { return m_slug; }
    void setSlug(const QString& slug) { m_slug = slug; }
    const QByteArray& token() const { return m_token; }
    void setToken(const QByteArray& token) { m_token = token; }
    // Requests go to this host name instead of the base URL's (a second connection pool).
    void setHost(const QString& host) { m_host = host; }

    // baseUrl + absPath ("/api/oauth/token").
    QUrl root(const QString& absPath) const
    {
        QUrl url = m_base.resolved(QUrl(absPath));
        if (!m_host.isEmpty())
            url.setHost(m_host);
        return url;
    }
    // baseUrl/api/v1/workspaces/<slug>/<path>.
    QUrl ws(const QString& path) const
    {
        return root(u"/api/v1/workspaces/"_s + m_slug + u'/' + path);
    }

    QNetworkRequest request(const QUrl& url, const RawHeaders& extra = {},
                            bool withAuth = true) const
    {
        QNetworkRequest req(url);
        req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
        req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
        req.setTransferTimeout(kHttpTimeoutMs);
        if (withAuth && !m_token.isEmpty())
            req.setRawHeader("Authorization", "Bearer " + m_token);
        for (const auto& [name, value] : extra)
            req.setRawHeader(name, value);
        return req;
    }

    HttpResult send(const QByteArray& verb, const QNetworkRequest& req, const QByteArray& body = {})
    {
        return finishReply(sendAsync(verb, req, body));
    }
    QNetworkReply* sendAsync(const QByteArray& verb, const QNetworkRequest& req,
                             const QByteArray& body = {})
    {
        return m_nam.sendCustomRequest(req, verb, body);
    }

    HttpResult get(const QString& path, const RawHeaders& extra = {}, bool withAuth = true)
    {
        return send("GET", request(ws(path), extra, withAuth));
    }
    HttpResult del(const QString& path) { return send("DELETE", request(ws(path))); }
    HttpResult postRaw(const QString& path, const QByteArray& body,
                       const QByteArray& contentType = "application/json"_ba,
                       const RawHeaders& extra = {}, bool withAuth = true)
    {
        QNetworkRequest req = request(ws(path), extra, withAuth);
        req.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
        return send("POST", req, body);
    }
    HttpResult postJson(const QString& path, const QJsonObject& body, const RawHeaders& extra = {},
                        bool withAuth = true)
    {
        return postRaw(path, QJsonDocument(body).toJson(QJsonDocument::Compact),
                       "application/json"_ba, extra, withAuth);
    }
    // application/x-www-form-urlencoded POST to an absolute path (the OAuth endpoints).
    HttpResult postForm(const QString& absPath, const QList<QPair<QString, QString>>& fields)
    {
        QByteArray body;
        for (const auto& [name, value] : fields) {
            if (!body.isEmpty())
                body += '&';
            body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
        }
        QNetworkRequest req = request(root(absPath), {}, false);
        req.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded"_ba);
        return send("POST", req, body);
    }

    // POST agent-runs; on 201/202 runId and streamUrl are filled.
    HttpResult createRun(const QJsonObject& spec, QString* runId = nullptr,
                         QString* streamUrl = nullptr)
    {
        HttpResult r = postJson(u"agent-runs"_s, spec);
        const QJsonObject o = r.json();
        if (runId)
            *runId = o.value("runId"_L1).toString();
        if (streamUrl)
            *streamUrl = o.value("streamUrl"_L1).toString();
        return r;
    }
    HttpResult postToolResult(const QString& runId, const QJsonObject& body)
    {
        return postJson(u"agent-runs/"_s + runId + u"/tool-results"_s, body);
    }
    HttpResult snapshot(const QString& runId) { return get(u"agent-runs/"_s + runId); }
    HttpResult cancel(const QString& runId)
    {
        return postJson(u"agent-runs/"_s + runId + u"/cancel"_s, {});
    }

    // The stream request of a run: ?lastSeq and/or Last-Event-ID when given.
    QNetworkRequest streamRequest(const QString& runId, std::optional<qint64> lastSeq = {},
                                  std::optional<QByteArray> lastEventId = {},
                                  int transferTimeoutMs = kStreamTransferTimeoutMs) const
    {
        QUrl url = ws(u"agent-runs/"_s + runId + u"/stream"_s);
        if (lastSeq) {
            QUrlQuery q;
            q.addQueryItem(u"lastSeq"_s, QString::number(*lastSeq));
            url.setQuery(q);
        }
        QNetworkRequest req = request(url);
        req.setRawHeader("Accept", "text/event-stream");
        if (lastEventId)
            req.setRawHeader("Last-Event-ID", *lastEventId);
        req.setTransferTimeout(transferTimeoutMs);
        return req;
    }

private:
    QNetworkAccessManager m_nam;
    QUrl m_base;
    QString m_slug;
    QByteArray m_token;
    QString m_host;
};

// One SSE connection, read as it arrives: frames through the project's SseParser, each frame
// decoded with the project's EventDecoder. Not copyable; the reply dies with it.
class SseStream final
{
public:
    SseStream(QNetworkAccessManager& nam, const QNetworkRequest& req)
    {
        m_clock.start();
        m_reply = nam.get(req);
        QObject::connect(m_reply, &QNetworkReply::readyRead, m_reply, [this] { onReadyRead(); });
        QObject::connect(m_reply, &QNetworkReply::finished, m_reply, [this] { onFinished(); });
    }
    ~SseStream()
    {
        if (QNetworkReply* reply = m_reply.data()) {
            // No callbacks into a half-destroyed owner.
            QObject::disconnect(reply, nullptr, nullptr, nullptr);
            if (!reply->isFinished())
                reply->abort();
            delete reply;
        }
    }
    Q_DISABLE_COPY_MOVE(SseStream)

    // Called for each decoded event, in order (may post requests; must not delete this).
    std::function<void(const RunEvent&)> onEvent;
    std::function<void()> onDone;

    bool isFinished() const { return m_finished; }
    int status() const { return m_status; }
    QNetworkReply::NetworkError error() const { return m_error; }
    const QString& errorString() const { return m_errorString; }
    QByteArray contentType() const { return m_contentType; }
    // A response header (once finished).
    QByteArray header(QByteArrayView name) const
    {
        for (const auto& [key, value] : m_headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    const QByteArray& bytes() const { return m_bytes; }
    const QList<SseFrame>& frames() const { return m_frames; }
    const QList<RunEvent>& events() const { return m_events; }
    // Milliseconds since the stream was opened at which each event arrived.
    const QList<qint64>& arrivalMs() const { return m_arrivalMs; }
    // Milliseconds since opening at which the first byte came and the reply finished (-1: not yet).
    qint64 firstByteMs() const { return m_firstByteMs; }
    qint64 finishedMs() const { return m_finishedMs; }
    // Index of the first terminal event, -1 if none.
    int terminalIndex() const { return m_terminalIndex; }
    bool sawTerminal() const { return m_terminalIndex >= 0; }
    // Bytes that arrived after the terminal frame had been dispatched.
    qint64 bytesAfterTerminal() const { return m_bytesAfterTerminal; }
    const SseParser& parser() const { return m_parser; }
    qint64 lastSeq() const { return m_events.isEmpty() ? -1 : m_events.constLast().seq; }
    void abort()
    {
        if (m_reply && !m_reply->isFinished())
            m_reply->abort();
    }

    bool waitForFinished(int timeoutMs = kStreamWaitMs)
    {
        return waitUntil([this] { return m_finished; }, timeoutMs);
    }
    // Waits until an event satisfying `pred` has arrived; returns its index or -1.
    int waitForEvent(const std::function<bool(const RunEvent&)>& pred,
                     int timeoutMs = kStreamWaitMs)
    {
        int found = -1;
        waitUntil(
            [&] {
                for (int i = 0; i < m_events.size(); ++i) {
                    if (pred(m_events.at(i))) {
                        found = i;
                        return true;
                    }
                }
                return m_finished;
            },
            timeoutMs);
        return found;
    }
    int waitForType(EventType type, int timeoutMs = kStreamWaitMs)
    {
        return waitForEvent([type](const RunEvent& e) { return e.type == type; }, timeoutMs);
    }

    static bool waitUntil(const std::function<bool()>& done, int timeoutMs)
    {
        QElapsedTimer t;
        t.start();
        while (!done()) {
            if (t.elapsed() > timeoutMs)
                return false;
            QTest::qWait(5);
        }
        return true;
    }

private:
    void onReadyRead()
    {
        if (!m_reply->isOpen()) // aborted (e.g. by the transfer timeout): nothing to read
            return;
        const QByteArray chunk = m_reply->readAll();
        if (chunk.isEmpty())
            return;
        if (m_status == 0) {
            m_status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            m_contentType = m_reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        }
        if (m_firstByteMs < 0)
            m_firstByteMs = m_clock.elapsed();
        m_bytes += chunk;
        if (m_terminalIndex >= 0)
            m_bytesAfterTerminal += chunk.size();
        QList<SseFrame> fresh;
        m_parser.feed(chunk, fresh);
        for (SseFrame& frame : fresh) {
            RunEvent ev = m_decoder.decode(frame.data, frame.event, frame.id);
            m_frames.append(std::move(frame));
            m_arrivalMs.append(m_clock.elapsed());
            m_events.append(std::move(ev));
            const RunEvent& stored = m_events.constLast();
            if (m_terminalIndex < 0 && stored.isTerminal())
                m_terminalIndex = int(m_events.size()) - 1;
            if (onEvent)
                onEvent(stored);
        }
    }
    void onFinished()
    {
        if (m_finished)
            return;
        onReadyRead();
        m_status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        m_contentType = m_reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        m_error = m_reply->error();
        m_errorString = m_reply->errorString();
        m_headers = m_reply->rawHeaderPairs();
        m_parser.finish();
        m_finishedMs = m_clock.elapsed();
        m_finished = true;
        if (onDone)
            onDone();
    }

    QPointer<QNetworkReply> m_reply;
    SseParser m_parser;
    EventDecoder m_decoder;
    QElapsedTimer m_clock;
    QByteArray m_bytes;
    QByteArray m_contentType;
    RawHeaders m_headers;
    QList<SseFrame> m_frames;
    QList<RunEvent> m_events;
    QList<qint64> m_arrivalMs;
    QString m_errorString;
    QNetworkReply::NetworkError m_error = QNetworkReply::NoError;
    qint64 m_bytesAfterTerminal = 0;
    qint64 m_firstByteMs = -1;
    qint64 m_finishedMs = -1;
    int m_status = 0;
    int m_terminalIndex = -1;
    bool m_finished = false;
};

// Answers every local_tool_call it is shown exactly once (asynchronously, through `http`),
// with the body `answer` makes for it (`{result}` or `{error}`; toolUseId is added; an empty
// object leaves the call unanswered).
class ToolAnswerer final
{
public:
    using AnswerFn = std::function<QJsonObject(const LocalToolCallEvent&)>;

    ToolAnswerer(Http& http, QString runId, AnswerFn answer)
        : m_http(http)
        , m_runId(std::move(runId))
        , m_answer(std::move(answer))
    {}
    ~ToolAnswerer()
    {
        const QList<QPointer<QNetworkReply>> pending = std::exchange(m_pending, {});
        for (const QPointer<QNetworkReply>& r : pending) {
            if (QNetworkReply* reply = r.data()) {
                QObject::disconnect(reply, nullptr, nullptr, nullptr);
                reply->abort();
                delete reply;
            }
        }
    }
    Q_DISABLE_COPY_MOVE(ToolAnswerer)

    void see(const RunEvent& ev)
    {
        const auto* call = ev.as<LocalToolCallEvent>();
        if (!call || m_seen.contains(call->toolUseId))
            return;
        m_seen.insert(call->toolUseId);
        QJsonObject body = m_answer(*call);
        if (body.isEmpty()) // leave this call unanswered
            return;
        m_answered.insert(call->toolUseId);
        m_order.append(call->toolUseId);
        body.insert("toolUseId"_L1, call->toolUseId);
        QUrl url = m_http.ws(u"agent-runs/"_s + m_runId + u"/tool-results"_s);
        if (!m_host.isEmpty())
            url.setHost(m_host);
        QNetworkRequest req = m_http.request(url);
        req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
        req.setPriority(QNetworkRequest::HighPriority);
        QNetworkReply* reply =
            m_http.sendAsync("POST", req, QJsonDocument(body).toJson(QJsonDocument::Compact));
        m_pending.append(reply);
        const QString id = call->toolUseId;
        QObject::connect(reply, &QNetworkReply::finished, reply, [this, reply, id] {
            m_statuses.insert(id,
                              reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt());
            m_pending.removeAll(reply);
            reply->deleteLater();
        });
    }
    // Posts to this host name instead (another connection pool of the same manager).
    void setHost(const QString& host) { m_host = host; }
    // toolUseId → HTTP status of its POST (once finished).
    const QHash<QString, int>& statuses() const { return m_statuses; }
    const QStringList& answeredIds() const { return m_order; }
    // "id=status, ..." for failure messages.
    QString describeStatuses() const
    {
        QStringList parts;
        for (const QString& id : m_order)
            parts << id + u'=' + QString::number(m_statuses.value(id, 0));
        return parts.join(u", "_s);
    }
    bool allFinished() const { return m_statuses.size() == m_answered.size(); }

private:
    Http& m_http;
    QString m_runId;
    QString m_host;
    AnswerFn m_answer;
    QSet<QString> m_seen;
    QSet<QString> m_answered;
    QStringList m_order;
    QHash<QString, int> m_statuses;
    QList<QPointer<QNetworkReply>> m_pending;
};

// The client-side resume logic: reads a run to its terminal event over as many connections as
// it takes. A connection that ends (closed, cut, stalled past the transfer timeout, or refused)
// before a terminal event is reopened after the last seq received.
class ResumingReader final
{
public:
    struct Options
    {
        bool useLastEventIdHeader = false; // else ?lastSeq=
        int transferTimeoutMs = kStreamTransferTimeoutMs;
        int maxConnections = 200;
        int retryDelayMs = 5;
    };

    ResumingReader(Http& http, QString runId, Options options)
        : m_http(http)
        , m_runId(std::move(runId))
        , m_options(options)
    {}
    Q_DISABLE_COPY_MOVE(ResumingReader)
    ~ResumingReader() { m_stream.reset(); }

    std::function<void(const RunEvent&)> onEvent;

    void start() { open(); }
    bool isDone() const { return m_done; }
    bool gaveUp() const { return m_gaveUp; }
    int connections() const { return m_connections; }
    const QList<int>& statuses() const { return m_statuses; }
    const QList<QByteArray>& errorBodies() const { return m_errorBodies; }
    const QList<RunEvent>& events() const { return m_events; }
    const QList<SseFrame>& frames() const { return m_frames; }
    // Every byte received, and the bytes of each connection (for raw checks like CRLF).
    const QByteArray& allBytes() const { return m_allBytes; }
    const QList<QByteArray>& connectionBytes() const { return m_connectionBytes; }
    // The network error each connection ended with.
    const QList<QNetworkReply::NetworkError>& connectionErrors() const { return m_errors; }
    qint64 lastSeq() const { return m_events.isEmpty() ? 0 : m_events.constLast().seq; }

    bool waitForDone(int timeoutMs = kStreamWaitMs)
    {
        return SseStream::waitUntil([this] { return m_done; }, timeoutMs);
    }

private:
    void open()
    {
        if (m_connections >= m_options.maxConnections) {
            m_gaveUp = true;
            m_done = true;
            return;
        }
        ++m_connections;
        std::optional<qint64> query;
        std::optional<QByteArray> header;
        if (!m_events.isEmpty()) {
            if (m_options.useLastEventIdHeader)
                header = QByteArray::number(lastSeq());
            else
                query = lastSeq();
        }
        m_stream = std::make_unique<SseStream>(
            m_http.nam(),
            m_http.streamRequest(m_runId, query, header, m_options.transferTimeoutMs));
        SseStream* s = m_stream.get();
        s->onEvent = [this](const RunEvent& ev) {
            m_events.append(ev);
            m_frames.append(m_stream->frames().constLast());
            if (onEvent)
                onEvent(ev);
        };
        s->onDone = [this, s] {
            m_statuses.append(s->status());
            m_errors.append(s->error());
            m_allBytes += s->bytes();
            m_connectionBytes.append(s->bytes());
            if (s->status() != 200)
                m_errorBodies.append(s->bytes());
            if (s->sawTerminal()) {
                m_done = true;
                return;
            }
            // Reopen from the event loop, not from inside the finished signal.
            QTimer::singleShot(m_options.retryDelayMs, &m_guard, [this] { open(); });
        };
    }

    Http& m_http;
    QString m_runId;
    Options m_options;
    QObject m_guard;
    std::unique_ptr<SseStream> m_stream;
    QList<RunEvent> m_events;
    QList<SseFrame> m_frames;
    QList<int> m_statuses;
    QList<QByteArray> m_errorBodies;
    QList<QByteArray> m_connectionBytes;
    QList<QNetworkReply::NetworkError> m_errors;
    QByteArray m_allBytes;
    int m_connections = 0;
    bool m_done = false;
    bool m_gaveUp = false;
};

// Runs a spec to its end: create (expecting `createStatus`), stream, answer every local tool
// call through a ToolAnswerer. Uses QVERIFY: check QTest::currentTestFailed() after it.
struct FinishedRun
{
    QString runId;
    std::unique_ptr<ToolAnswerer> answerer;
    std::unique_ptr<SseStream> stream;
    const QList<RunEvent>& events() const { return stream->events(); }
};

inline QJsonObject defaultAnswer(const LocalToolCallEvent& call)
{
    return QJsonObject{{"result"_L1, QString(u"answer-"_s + call.name + u"-7731"_s)}};
}

inline void runToEnd(Http& http, const QJsonObject& spec, FinishedRun& out,
                     const ToolAnswerer::AnswerFn& answer = defaultAnswer, int createStatus = 201)
{
    const HttpResult created = http.createRun(spec, &out.runId);
    QVERIFY2(created.status == createStatus, created.describe().constData());
    out.answerer = std::make_unique<ToolAnswerer>(http, out.runId, answer);
    out.stream = std::make_unique<SseStream>(http.nam(), http.streamRequest(out.runId));
    ToolAnswerer* answerer = out.answerer.get();
    out.stream->onEvent = [answerer](const RunEvent& e) { answerer->see(e); };
    if (!out.stream->waitForFinished()) {
        QStringList seen;
        for (const RunEvent& e : out.stream->events())
            seen << eventLabel(e);
        const QString why = u"the stream of "_s + out.runId + u" did not end (HTTP "_s +
                            QString::number(out.stream->status()) + u"); events: "_s +
                            seen.join(u", "_s) + u"; tool-result POSTs: "_s +
                            answerer->describeStatuses() + u"; snapshot: "_s +
                            QString::fromUtf8(http.snapshot(out.runId).body.left(300));
        QFAIL(qPrintable(why));
    }
    QVERIFY2(SseStream::waitUntil([answerer] { return answerer->allFinished(); }, kHttpTimeoutMs),
             "a tool-result POST did not finish");
}

// ---------------------------------------------------------------------------------------------
// Spec builders.

inline QJsonObject baseSpec(const QString& prompt)
{
    return QJsonObject{{"systemPrompt"_L1, u"You are the sandbox test agent."_s},
                       {"prompt"_L1, prompt}};
}

inline QJsonObject localToolRef(const QString& name)
{
    return QJsonObject{
        {"kind"_L1, u"local"_s},
        {"name"_L1, name},
        {"description"_L1, u"Looks something up."_s},
        {"parameters"_L1,
         QJsonObject{
             {"type"_L1, u"object"_s},
             {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}},
                                           {"count"_L1, QJsonObject{{"type"_L1, u"integer"_s}}}}},
             {"required"_L1, QJsonArray{u"query"_s, u"count"_s}}}}};
}

// ---------------------------------------------------------------------------------------------
// Checks. Each returns the list of violations (empty when all is well), so a test can report
// every problem of a stream at once.

inline bool isInt(const QJsonValue& v)
{
    return v.isDouble() && v.toDouble() == double(v.toInteger());
}

inline void requireString(const QJsonObject& o, QLatin1StringView key, const QString& where,
                          QStringList& out)
{
    if (!o.value(key).isString())
        out << where + u": "_s + key + u" missing or not a string"_s;
}

inline void requireInt(const QJsonObject& o, QLatin1StringView key, const QString& where,
                       QStringList& out)
{
    if (!isInt(o.value(key)))
        out << where + u": "_s + key + u" missing or not an integer"_s;
}

inline void checkUsage(const QJsonObject& data, const QString& where, QStringList& out)
{
    const QJsonValue tokens = data.value("tokens"_L1);
    if (!tokens.isObject()) {
        out << where + u": tokens missing"_s;
    } else {
        for (QLatin1StringView k :
             {"inputTokens"_L1, "cachedTokens"_L1, "reasoningTokens"_L1, "outputTokens"_L1}) {
            const QJsonValue v = tokens.toObject().value(k);
            if (!isInt(v) || v.toInteger() < 0)
                out << where + u": tokens."_s + k + u" missing or negative"_s;
        }
    }
    requireInt(data, "turns"_L1, where, out);
    const QJsonValue model = data.value("model"_L1);
    if (!model.isObject()) {
        out << where + u": model missing"_s;
    } else {
        const QJsonObject m = model.toObject();
        requireString(m, "id"_L1, where + u".model"_s, out);
        requireString(m, "provider"_L1, where + u".model"_s, out);
        requireString(m, "vendorModelId"_L1, where + u".model"_s, out);
        if (m.value("provider"_L1).toString().isEmpty())
            out << where + u": model.provider empty"_s;
    }
}

// The fields wire-protocol.md (and http-surface.md for the older forms) mark as present,
// checked on the raw JSON `data`, independently of the decoder.
inline QStringList requiredFieldViolations(const RunEvent& ev, bool legacy)
{
    QStringList out;
    const QString where = eventLabel(ev);
    const QJsonObject env = ev.envelope();
    if (!isInt(env.value("seq"_L1)))
        out << where + u": envelope seq missing"_s;
    if (!env.value("type"_L1).isString())
        out << where + u": envelope type missing"_s;
    if (!env.value("data"_L1).isObject()) {
        out << where + u": envelope data is not an object"_s;
        return out;
    }
    const QJsonObject d = env.value("data"_L1).toObject();
    switch (ev.type) {
    case EventType::Started:
        if (!legacy)
            out << where + u": started outside legacy mode"_s;
        break;
    case EventType::AssistantDelta:
    case EventType::ThinkingDelta:
        requireString(d, "text"_L1, where, out);
        break;
    case EventType::ToolCall:
        if (!legacy)
            out << where + u": tool_call outside legacy mode"_s;
        requireString(d, "toolUseId"_L1, where, out);
        requireString(d, "name"_L1, where, out);
        if (!d.contains("input"_L1))
            out << where + u": input missing"_s;
        break;
    case EventType::ToolResult:
        requireString(d, "toolUseId"_L1, where, out);
        requireString(d, "name"_L1, where, out);
        if (legacy) {
            if (!d.value("ok"_L1).isBool())
                out << where + u": legacy ok missing"_s;
            requireString(d, "summary"_L1, where, out);
        } else {
            requireString(d, "result"_L1, where, out);
        }
        break;
    case EventType::LocalToolCall: {
        requireString(d, "toolUseId"_L1, where, out);
        requireString(d, "name"_L1, where, out);
        if (!d.value("args"_L1).isObject())
            out << where + u": args missing or not an object"_s;
        const QString kind = d.value("kind"_L1).toString();
        if (kind != "local"_L1 && kind != "a2a_local"_L1 && kind != "mcp_local"_L1)
            out << where + u": kind missing or unknown: "_s + kind;
        if (kind == "a2a_local"_L1) {
            if (!d.value("agentCard"_L1).isObject())
                out << where + u": a2a_local without agentCard"_s;
            if (!d.value("args"_L1).toObject().value("message"_L1).isString())
                out << where + u": a2a_local args.message missing"_s;
        }
        if (kind == "mcp_local"_L1) {
            requireString(d, "mcpServer"_L1, where, out);
            requireString(d, "mcpToolName"_L1, where, out);
            if (d.value("mcpToolName"_L1) != d.value("name"_L1))
                out << where + u": mcpToolName differs from name"_s;
        }
        break;
    }
    case EventType::LocalToolResultIn: {
        requireString(d, "toolUseId"_L1, where, out);
        const QLatin1StringView ok = legacy ? "output"_L1 : "result"_L1;
        const int answers = int(d.contains(ok)) + int(d.contains("error"_L1));
        if (answers != 1)
            out << where + u": needs exactly one of "_s + ok + u"/error"_s;
        break;
    }
    case EventType::LoopDetected:
        requireInt(d, "consecutiveCount"_L1, where, out);
        if (!d.value("hardCutoff"_L1).isBool())
            out << where + u": hardCutoff missing"_s;
        if (!d.value("tools"_L1).isArray())
            out << where + u": tools missing"_s;
        break;
    case EventType::ToolBudgetExceeded:
        requireString(d, "tool"_L1, where, out);
        requireInt(d, "maxCalls"_L1, where, out);
        requireInt(d, "callIndex"_L1, where, out);
        if (d.value("callIndex"_L1).toInteger() <= d.value("maxCalls"_L1).toInteger())
            out << where + u": callIndex not greater than maxCalls"_s;
        break;
    case EventType::Supervisor: {
        const QString action = d.value("action"_L1).toString();
        if (action != "on_track"_L1 && action != "redirect"_L1 && action != "finalize"_L1)
            out << where + u": action missing or unknown: "_s + action;
        requireString(d, "reason"_L1, where, out);
        requireInt(d, "llmCalls"_L1, where, out);
        if ((action == "redirect"_L1) != d.value("redirect"_L1).isString())
            out << where + u": redirect must be present iff action is redirect"_s;
        break;
    }
    case EventType::TaskPlan: {
        if (!d.value("steps"_L1).isArray())
            out << where + u": steps missing"_s;
        for (const QJsonValue& s : d.value("steps"_L1).toArray()) {
            const QJsonObject step = s.toObject();
            const QString status = step.value("status"_L1).toString();
            if (!step.value("title"_L1).isString() ||
                (status != "pending"_L1 && status != "in_progress"_L1 && status != "done"_L1))
                out << where + u": bad step "_s +
                           QString::fromUtf8(QJsonDocument(step).toJson(QJsonDocument::Compact));
        }
        break;
    }
    case EventType::AssistantMessage:
        requireString(d, "text"_L1, where, out);
        requireInt(d, "turn"_L1, where, out);
        if (d.contains("toolCalls"_L1)) {
            for (const QJsonValue& c : d.value("toolCalls"_L1).toArray()) {
                const QJsonObject call = c.toObject();
                if (!call.value("id"_L1).isString() || !call.value("name"_L1).isString() ||
                    !call.contains("input"_L1))
                    out << where + u": toolCalls entry lacks id/name/input"_s;
            }
        }
        break;
    case EventType::Result:
        if (legacy) {
            // Older servers: subtype, and error on failures; usage still carried by the sandbox.
            if (d.contains("subtype"_L1) && d.value("subtype"_L1).toString() != "success"_L1)
                requireString(d, "error"_L1, where, out);
        } else {
            if (d.value("ok"_L1) != QJsonValue(true))
                out << where + u": ok is not true"_s;
        }
        if (!d.contains("subtype"_L1) || d.value("subtype"_L1).toString() == "success"_L1)
            requireString(d, "text"_L1, where, out);
        if (!legacy) // older servers omit the usage fields entirely (wire-protocol.md 4.8.1)
            checkUsage(d, where, out);
        break;
    case EventType::Error:
        requireString(d, "error"_L1, where, out);
        requireString(d, "code"_L1, where, out);
        if (d.contains("errorClass"_L1) && d.value("code"_L1) != d.value("errorClass"_L1))
            out << where + u": code does not mirror errorClass"_s;
        checkUsage(d, where, out);
        break;
    case EventType::Cancelled:
        break;
    case EventType::Unknown:
    case EventType::Malformed:
        out << where + u": not a known event"_s;
        break;
    }
    return out;
}

// A small JSON Schema check (type, properties, required, additionalProperties:false, items,
// enum) — enough for the schemas the tests send.
inline void schemaViolations(const QJsonValue& value, const QJsonObject& schema,
                             const QString& path, QStringList& out)
{
    const QString type = schema.value("type"_L1).toString();
    bool typeOk = true;
    if (type == "object"_L1)
        typeOk = value.isObject();
    else if (type == "array"_L1)
        typeOk = value.isArray();
    else if (type == "string"_L1)
        typeOk = value.isString();
    else if (type == "integer"_L1)
        typeOk = isInt(value);
    else if (type == "number"_L1)
        typeOk = value.isDouble();
    else if (type == "boolean"_L1)
        typeOk = value.isBool();
    if (!typeOk) {
        out << path + u": not of type "_s + type;
        return;
    }
    if (schema.contains("enum"_L1) && !schema.value("enum"_L1).toArray().contains(value))
        out << path + u": not one of the enum values"_s;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        const QJsonObject props = schema.value("properties"_L1).toObject();
        for (const QJsonValue& r : schema.value("required"_L1).toArray()) {
            if (!o.contains(r.toString()))
                out << path + u": required property "_s + r.toString() + u" missing"_s;
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (props.contains(it.key()))
                schemaViolations(it.value(), props.value(it.key()).toObject(),
                                 path + u'.' + it.key(), out);
            else if (schema.value("additionalProperties"_L1) == QJsonValue(false))
                out << path + u": additional property "_s + it.key();
        }
    }
    if (value.isArray() && schema.value("items"_L1).isObject()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i)
            schemaViolations(a.at(i), schema.value("items"_L1).toObject(),
                             path + u'[' + QString::number(i) + u']', out);
    }
}

inline QStringList schemaViolations(const QJsonValue& value, const QJsonObject& schema)
{
    QStringList out;
    schemaViolations(value, schema, u"$"_s, out);
    return out;
}

struct StreamCheck
{
    bool legacy = false;
    bool expectEventLines = true; // false with the stripEvent fault
    qint64 firstSeq = 1;          // resumed streams start later
    bool requireTerminal = true;
};

// Everything a stream must satisfy whatever the scenario: each frame decodes cleanly, ids equal
// data.seq, seq contiguous from firstSeq, exactly one terminal event and it is last.
inline QStringList streamViolations(const QList<SseFrame>& frames, const QList<RunEvent>& events,
                                    const StreamCheck& check = {})
{
    QStringList out;
    if (frames.size() != events.size())
        out << u"frames and events differ in number"_s;
    int terminals = 0;
    for (int i = 0; i < events.size(); ++i) {
        const RunEvent& ev = events.at(i);
        const QString where = eventLabel(ev);
        if (ev.type == EventType::Malformed || ev.type == EventType::Unknown)
            out << where + u": decoded as "_s +
                       (ev.type == EventType::Malformed ? u"Malformed: "_s : u"Unknown: "_s) +
                       QString::fromUtf8(ev.raw.left(200));
        if (!ev.problems.isEmpty())
            out << where + u": decoder problems: "_s + ev.problems.join(u"; "_s);
        if (ev.seq != check.firstSeq + i)
            out << where + u": expected seq "_s + QString::number(check.firstSeq + i);
        if (i < frames.size()) {
            const SseFrame& f = frames.at(i);
            if (!f.hasId || f.id != QByteArray::number(ev.seq))
                out << where + u": id: line '"_s + QString::fromUtf8(f.id) +
                           u"' does not equal data.seq"_s;
            if (check.expectEventLines && f.event != ev.typeName.toUtf8())
                out << where + u": event: line '"_s + QString::fromUtf8(f.event) +
                           u"' does not equal data.type"_s;
            if (!check.expectEventLines && !f.event.isEmpty())
                out << where + u": has an event: line despite stripEvent"_s;
        }
        out << requiredFieldViolations(ev, check.legacy);
        if (ev.isTerminal()) {
            ++terminals;
            if (i != events.size() - 1)
                out << where + u": terminal event is not the last"_s;
        }
    }
    if (check.requireTerminal && terminals != 1)
        out << u"expected exactly one terminal event, got "_s + QString::number(terminals);
    return out;
}

// The full check of one whole stream connection, including that the server closed it right after
// the terminal event.
inline QStringList wholeStreamViolations(const SseStream& s, const StreamCheck& check = {})
{
    QStringList out;
    if (s.status() != 200)
        out << u"stream answered HTTP "_s + QString::number(s.status());
    if (!s.contentType().startsWith("text/event-stream"))
        out << u"stream content type is '"_s + QString::fromUtf8(s.contentType()) + u'\'';
    if (!s.isFinished())
        out << u"the connection was not closed after the terminal event"_s;
    else if (s.error() != QNetworkReply::NoError)
        out << u"stream ended with a network error: "_s + s.errorString();
    if (s.isFinished() && s.header("Connection").compare("close", Qt::CaseInsensitive) != 0)
        out << u"stream response without Connection: close"_s;
    if (s.bytesAfterTerminal() != 0)
        out << QString::number(s.bytesAfterTerminal()) + u" bytes after the terminal event"_s;
    out << streamViolations(s.frames(), s.events(), check);
    return out;
}

inline QList<EventType> typesOf(const QList<RunEvent>& events)
{
    QList<EventType> t;
    for (const RunEvent& e : events)
        t << e.type;
    return t;
}

inline QStringList typeNamesOf(const QList<RunEvent>& events)
{
    QStringList t;
    for (const RunEvent& e : events)
        t << e.typeName;
    return t;
}

inline int countOf(const QList<RunEvent>& events, EventType type)
{
    int n = 0;
    for (const RunEvent& e : events)
        n += e.type == type ? 1 : 0;
    return n;
}

// The typed view of an event already known to be of that type (a default one otherwise, so a
// wrong type fails the comparisons instead of crashing the test).
template <class T> const T& view(const RunEvent& e)
{
    static const T empty{};
    const T* p = e.as<T>();
    return p ? *p : empty;
}

inline QList<int> indicesOf(const QList<RunEvent>& events, EventType type)
{
    QList<int> out;
    for (int i = 0; i < events.size(); ++i) {
        if (events.at(i).type == type)
            out << i;
    }
    return out;
}

inline QList<RunEvent> eventsOf(const QList<RunEvent>& events, EventType type)
{
    QList<RunEvent> out;
    for (const RunEvent& e : events) {
        if (e.type == type)
            out << e;
    }
    return out;
}

inline QString joined(const QStringList& violations)
{
    return violations.join(u'\n');
}

// PKCE (RFC 7636): a verifier and its S256 challenge.
inline QString pkceVerifier()
{
    static const char alphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    QString v;
    for (int i = 0; i < 64; ++i)
        v += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(66)]);
    return v;
}

inline QString pkceChallenge(const QString& verifier)
{
    const QByteArray digest =
        QCryptographicHash::hash(verifier.toLatin1(), QCryptographicHash::Sha256);
    return QString::fromLatin1(
        digest.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace mantyx::sbtest

// QVERIFY2 with a list of violations.
#define SB_VERIFY_NONE(violations)                                                                 \
    do {                                                                                           \
        const QStringList sbViolations_ = (violations);                                            \
        QVERIFY2(sbViolations_.isEmpty(), qPrintable(sbViolations_.join(u'\n')));                  \
    } while (false)

// QVERIFY that certainly returns on failure, so the compiler knows a checked pointer is set.
#define SB_REQUIRE2(condition, message)                                                            \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            QTest::qFail(message, __FILE__, __LINE__);                                             \
            return;                                                                                \
        }                                                                                          \
    } while (false)
#define SB_REQUIRE(condition) SB_REQUIRE2(condition, "Required: " #condition)
