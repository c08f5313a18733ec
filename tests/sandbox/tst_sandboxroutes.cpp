// SPDX-License-Identifier: MIT
// Tests every route of the sandbox server over real HTTP: success answers and each error status
// of docs/sandbox.md and http-surface.md, sessions, API-key and OAuth credentials, rate limits.
#include <memory>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrlQuery>

#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

const QString kNoDevKey = u"mantyx_nodev_routes"_s;
const QString kNoPlanKey = u"mantyx_noplan_routes"_s;
const QString kSecondKey = u"mantyx_second_key"_s;
const QString kClientId = u"sandbox-inspector"_s;
const QString kClientSecret = u"sandbox-secret"_s;
const QString kRedirect = u"http://127.0.0.1:9/callback"_s;

// `path` of a validation error as text, whether the server sends a string or a segment array.
QString pathText(const QJsonValue& path)
{
    if (path.isString())
        return path.toString();
    QStringList parts;
    for (const QJsonValue& p : path.toArray())
        parts << (p.isDouble() ? QString::number(p.toInteger()) : p.toString());
    return parts.join(u'.');
}

// The run ids listed by a session, whether as strings or as objects with runId.
QStringList runIdsOf(const QJsonArray& runs)
{
    QStringList ids;
    for (const QJsonValue& r : runs)
        ids << (r.isString() ? r.toString() : r.toObject().value("runId"_L1).toString());
    return ids;
}

QJsonObject sessionSpec()
{
    return QJsonObject{{"systemPrompt"_L1, u"You are the sandbox session agent."_s}};
}

} // namespace

class TestSandboxRoutes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void models();
    void createRun();
    void createRunInvalid_data();
    void createRunInvalid();
    void createRunInvalidModel();
    void unknownRun_data();
    void unknownRun();
    void runSnapshot();
    void toolResultsInvalid_data();
    void toolResultsInvalid();
    void toolResultsLifecycle();
    void cancelIdempotent();

    void sessionLifecycle();
    void sessionOverridesApplyToOneRun();
    void sessionAttachmentsWithoutBytes();
    void sessionDeleteCancelsRun();
    void sessionUnknown_data();
    void sessionUnknown();

    void credentialErrors_data();
    void credentialErrors();
    void credentialCheckedBeforeValidation();
    void xApiKeyAccepted();
    void wrongSlug();
    void rateLimit();

    void oauthAuthorize_data();
    void oauthAuthorize();
    void oauthEndToEnd();
    void oauthInsufficientScope();
    void oauthExpiredToken();

private:
    // Starts a run whose single local tool call waits for an answer; returns the open stream
    // once the call has arrived (null and a failed test otherwise).
    std::unique_ptr<SseStream> startWaitingRun(const QJsonObject& spec, QString* runId,
                                               QString* toolUseId);
    // GET /api/oauth/authorize without following the redirect.
    HttpResult authorize(Http& http, const QList<QPair<QString, QString>>& query);
    // authorize → code (empty on failure).
    QString authorizeCode(Http& http, const QString& verifier, const QString& scope = {});
    HttpResult exchangeCode(Http& http, const QString& code, const QString& verifier,
                            const QString& secret = kClientSecret,
                            const QString& redirect = kRedirect);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<Http> m_http;
};

void TestSandboxRoutes::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.apiKeys = {u"mantyx_sandbox_key"_s, kNoDevKey, kNoPlanKey, kSecondKey};
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    QVERIFY(m_server->isListening());
    QCOMPARE(m_server->baseUrl().toString(), u"http://127.0.0.1:%1"_s.arg(m_server->port()));
    m_http = std::make_unique<Http>(m_server->baseUrl());
}

void TestSandboxRoutes::cleanupTestCase()
{
    m_http.reset();
    if (m_server)
        m_server->stop();
    m_server.reset();
}

std::unique_ptr<SseStream> TestSandboxRoutes::startWaitingRun(const QJsonObject& spec,
                                                              QString* runId, QString* toolUseId)
{
    const HttpResult created = m_http->createRun(spec, runId);
    if (created.status != 201) {
        QTest::qFail(created.describe().constData(), __FILE__, __LINE__);
        return {};
    }
    auto stream = std::make_unique<SseStream>(m_http->nam(), m_http->streamRequest(*runId));
    const int at = stream->waitForType(EventType::LocalToolCall);
    if (at < 0) {
        QTest::qFail("no local_tool_call arrived", __FILE__, __LINE__);
        return {};
    }
    *toolUseId = view<LocalToolCallEvent>(stream->events().at(at)).toolUseId;
    return stream;
}

// ------------------------------------------------------------------------------------------------
// Runs

void TestSandboxRoutes::models()
{
    const HttpResult r = m_http->get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QVERIFY2(r.isJsonObject(), r.describe().constData());
    const QJsonObject o = r.json();
    const QJsonArray models = o.value("models"_L1).toArray();
    QVERIFY(!models.isEmpty());
    QStringList ids;
    bool anyPricing = false;
    for (const QJsonValue& v : models) {
        const QJsonObject m = v.toObject();
        const QByteArray where = QJsonDocument(m).toJson(QJsonDocument::Compact);
        for (QLatin1StringView key : {"id"_L1, "label"_L1, "provider"_L1, "vendorModelId"_L1})
            QVERIFY2(m.value(key).isString() && !m.value(key).toString().isEmpty(),
                     where.constData());
        const QString source = m.value("source"_L1).toString();
        QVERIFY2(source == "platform_offering"_L1 || source == "workspace_provider"_L1,
                 where.constData());
        QVERIFY2(isInt(m.value("contextWindowTokens"_L1)) &&
                     m.value("contextWindowTokens"_L1).toInteger() > 0,
                 where.constData());
        QVERIFY2(m.contains("pricing"_L1), where.constData());
        const QJsonValue pricing = m.value("pricing"_L1);
        QVERIFY2(pricing.isNull() || pricing.isObject(), where.constData());
        if (pricing.isObject()) {
            anyPricing = true;
            for (QLatin1StringView key :
                 {"inputPer1MUsd"_L1, "outputPer1MUsd"_L1, "cacheReadPer1MUsd"_L1})
                QVERIFY2(pricing.toObject().value(key).isDouble(), where.constData());
        }
        ids << m.value("id"_L1).toString();
    }
    QVERIFY2(anyPricing, "the catalog carries no pricing");
    const QString defaultId = o.value("defaultModelId"_L1).toString();
    QVERIFY2(ids.contains(defaultId), qPrintable(defaultId));

    // A bare vendor model id selects its catalog entry when it is unambiguous.
    QHash<QString, QStringList> byVendor;
    for (const QJsonValue& v : models)
        byVendor[v.toObject().value("vendorModelId"_L1).toString()]
            << v.toObject().value("id"_L1).toString();
    for (auto it = byVendor.cbegin(); it != byVendor.cend(); ++it) {
        if (it.value().size() != 1)
            continue;
        QJsonObject spec = baseSpec(u"Say hello."_s);
        spec.insert("modelId"_L1, it.key());
        QString runId;
        const HttpResult created = m_http->createRun(spec, &runId);
        QVERIFY2(created.status == 201, created.describe().constData());
        SseStream s(m_http->nam(), m_http->streamRequest(runId));
        QVERIFY(s.waitForFinished());
        const auto* result = s.events().constLast().as<ResultEvent>();
        SB_REQUIRE(result && result->model);
        QCOMPARE(result->model->id, it.value().first());
        QCOMPARE(result->model->vendorModelId, it.key());
        break;
    }

    // A run without modelId uses the workspace default; an explicit catalog id is honoured.
    for (const QString& modelId : {QString(), ids.constLast()}) {
        QJsonObject spec = baseSpec(u"Say hello."_s);
        if (!modelId.isEmpty())
            spec.insert("modelId"_L1, modelId);
        QString runId;
        const HttpResult created = m_http->createRun(spec, &runId);
        QVERIFY2(created.status == 201, created.describe().constData());
        SseStream s(m_http->nam(), m_http->streamRequest(runId));
        QVERIFY(s.waitForFinished());
        QVERIFY(s.sawTerminal());
        const auto* result = s.events().constLast().as<ResultEvent>();
        SB_REQUIRE(result && result->model);
        QCOMPARE(result->model->id, modelId.isEmpty() ? defaultId : modelId);
    }
}

void TestSandboxRoutes::createRun()
{
    QString runId;
    QString streamUrl;
    const HttpResult r = m_http->createRun(baseSpec(u"Say hello."_s), &runId, &streamUrl);
    QVERIFY2(r.status == 201, r.describe().constData());
    QVERIFY2(r.header("Content-Type").startsWith("application/json"),
             r.header("Content-Type").constData());
    QVERIFY2(runId.startsWith("run_"_L1), qPrintable(runId));
    QCOMPARE(streamUrl, u"/api/v1/workspaces/sandbox/agent-runs/"_s + runId + u"/stream"_s);
    const QUrl relative(streamUrl);
    QVERIFY(relative.isRelative());
    const QUrl resolved = m_server->baseUrl().resolved(relative);
    QCOMPARE(resolved.port(), int(m_server->port()));
    QCOMPARE(resolved.path(), streamUrl);
    QVERIFY(m_server->runIds().contains(runId));

    // The resolved streamUrl is the stream.
    QNetworkRequest req = m_http->request(resolved);
    req.setRawHeader("Accept", "text/event-stream");
    req.setTransferTimeout(kStreamTransferTimeoutMs);
    SseStream s(m_http->nam(), req);
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));
    QCOMPARE(s.events().constLast().type, EventType::Result);
}

void TestSandboxRoutes::createRunInvalid_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("specError");        // a validation error: path and issues
    QTest::addColumn<QStringList>("pathParts"); // what the path must name

    auto spec = [](const std::function<void(QJsonObject&)>& edit) {
        QJsonObject s = baseSpec(u"Hello"_s);
        edit(s);
        return QJsonDocument(s).toJson(QJsonDocument::Compact);
    };
    const QStringList noPath;

    QTest::newRow("bad tool name") << spec([](QJsonObject& s) {
        s.insert("tools"_L1, QJsonArray{localToolRef(u"bad name!"_s)});
    }) << u"invalid_request"_s << true
                                   << QStringList{u"tools"_s, u"name"_s};
    QTest::newRow("unknown tool kind") << spec([](QJsonObject& s) {
        s.insert("tools"_L1,
                 QJsonArray{QJsonObject{{"kind"_L1, u"teleport"_s}, {"name"_L1, u"beam"_s}}});
    }) << u"invalid_request"_s << true << QStringList{u"tools"_s};
    QTest::newRow("missing systemPrompt")
        << spec([](QJsonObject& s) { s.remove("systemPrompt"_L1); }) << u"invalid_request"_s << true
        << QStringList{u"systemPrompt"_s};
    QTest::newRow("prompt and messages") << spec([](QJsonObject& s) {
        s.insert("messages"_L1,
                 QJsonArray{QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, u"Hi"_s}}});
    }) << u"invalid_request"_s << true << QStringList{};
    QTest::newRow("reasoningLevel out of range")
        << spec([](QJsonObject& s) { s.insert("reasoningLevel"_L1, 101); }) << u"invalid_request"_s
        << true << QStringList{u"reasoningLevel"_s};
    QTest::newRow("loopDetection hard not above soft") << spec([](QJsonObject& s) {
        s.insert("loopDetection"_L1,
                 QJsonObject{{"consecutiveThreshold"_L1, 5}, {"hardCutoffThreshold"_L1, 4}});
    }) << u"invalid_request"_s << true << QStringList{u"loopDetection"_s};
    QTest::newRow("bad metadata key") << spec([](QJsonObject& s) {
        s.insert("metadata"_L1, QJsonObject{{"bad key!"_L1, u"x"_s}});
    }) << u"invalid_request"_s << true << QStringList{u"metadata"_s};
    QTest::newRow("outputSchema array root") << spec([](QJsonObject& s) {
        s.insert("outputSchema"_L1, QJsonObject{{"schema"_L1, QJsonArray{}}});
    }) << u"invalid_request"_s << true << QStringList{u"outputSchema"_s};
    QTest::newRow("last message not from the user") << spec([](QJsonObject& s) {
        s.remove("prompt"_L1);
        s.insert("messages"_L1,
                 QJsonArray{QJsonObject{{"role"_L1, u"user"_s}, {"content"_L1, u"Hi"_s}},
                            QJsonObject{{"role"_L1, u"assistant"_s}, {"content"_L1, u"Hello"_s}}});
    }) << u"invalid_request"_s << true << QStringList{u"messages"_s};
    QTest::newRow("17 metadata entries") << spec([](QJsonObject& s) {
        QJsonObject m;
        for (int i = 0; i < 17; ++i)
            m.insert(u"k%1"_s.arg(i), u"v"_s);
        s.insert("metadata"_L1, m);
    }) << u"invalid_request"_s << true << QStringList{u"metadata"_s};
    QTest::newRow("toolBudgets maxCalls over 1000") << spec([](QJsonObject& s) {
        s.insert("toolBudgets"_L1, QJsonObject{{"recall"_L1, QJsonObject{{"maxCalls"_L1, 1001}}}});
    }) << u"invalid_request"_s << true << QStringList{u"toolBudgets"_s};
    QTest::newRow("supervisor interval 0") << spec([](QJsonObject& s) {
        s.insert("supervisor"_L1, QJsonObject{{"interval"_L1, 0}});
    }) << u"invalid_request"_s << true << QStringList{u"supervisor"_s};
    QTest::newRow("outputSchema bad name") << spec([](QJsonObject& s) {
        s.insert("outputSchema"_L1,
                 QJsonObject{{"name"_L1, u"has spaces"_s},
                             {"schema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}});
    }) << u"invalid_request"_s << true << QStringList{u"outputSchema"_s};
    QTest::newRow("reasoningLevel unknown word")
        << spec([](QJsonObject& s) { s.insert("reasoningLevel"_L1, u"extreme"_s); })
        << u"invalid_request"_s << true << QStringList{u"reasoningLevel"_s};
    QTest::newRow("bad JSON") << "{\"systemPrompt\": \"x\", "_ba << u"invalid_request"_s << false
                              << noPath;
    QTest::newRow("JSON not an object")
        << "[1, 2, 3]"_ba << u"invalid_request"_s << false << noPath;
}

void TestSandboxRoutes::createRunInvalid()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, code);
    QFETCH(QStringList, pathParts);
    QFETCH(bool, specError);
    const int runsBefore = int(m_server->runIds().size());
    const HttpResult r = m_http->postRaw(u"agent-runs"_s, body);
    QVERIFY2(r.status == 400, r.describe().constData());
    QVERIFY2(r.isJsonObject(), r.describe().constData());
    const QJsonObject o = r.json();
    QCOMPARE(o.value("error"_L1).toString(), code);
    QVERIFY2(o.value("message"_L1).isString() && !o.value("message"_L1).toString().isEmpty(),
             r.describe().constData());
    if (specError) {
        QVERIFY2(o.contains("path"_L1), r.describe().constData());
        const QString path = pathText(o.value("path"_L1));
        for (const QString& part : pathParts)
            QVERIFY2(path.contains(part), qPrintable(u"path '"_s + path + u"' lacks "_s + part));
        const QJsonArray issues = o.value("issues"_L1).toArray();
        QVERIFY2(!issues.isEmpty(), r.describe().constData());
        for (const QJsonValue& issue : issues) {
            QVERIFY2(issue.toObject().contains("path"_L1), r.describe().constData());
            QVERIFY2(issue.toObject().value("message"_L1).isString(), r.describe().constData());
        }
        QCOMPARE(pathText(issues.first().toObject().value("path"_L1)), path);
        QCOMPARE(issues.first().toObject().value("message"_L1).toString(),
                 o.value("message"_L1).toString());
    }
    QCOMPARE(int(m_server->runIds().size()), runsBefore); // nothing was created
}

void TestSandboxRoutes::createRunInvalidModel()
{
    QJsonObject spec = baseSpec(u"Hello"_s);
    spec.insert("modelId"_L1, u"nonexistent:model-zzz"_s);
    const HttpResult r = m_http->createRun(spec);
    QVERIFY2(r.status == 400, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_model"_s);
    QVERIFY2(r.json().value("message"_L1).isString(), r.describe().constData());
    QVERIFY2(r.json().value("candidates"_L1).isArray(), r.describe().constData());
}

void TestSandboxRoutes::unknownRun_data()
{
    QTest::addColumn<QByteArray>("verb");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("codes");
    QTest::newRow("snapshot") << "GET"_ba << u"agent-runs/run_doesnotexist"_s
                              << QStringList{u"not_found"_s};
    QTest::newRow("stream") << "GET"_ba << u"agent-runs/run_doesnotexist/stream"_s
                            << QStringList{u"not_found"_s};
    QTest::newRow("cancel") << "POST"_ba << u"agent-runs/run_doesnotexist/cancel"_s
                            << QStringList{u"not_found"_s};
    QTest::newRow("tool-results") << "POST"_ba << u"agent-runs/run_doesnotexist/tool-results"_s
                                  << QStringList{u"not_found"_s, u"unknown_tool_use"_s};
}

void TestSandboxRoutes::unknownRun()
{
    QFETCH(QByteArray, verb);
    QFETCH(QString, path);
    QFETCH(QStringList, codes);
    HttpResult r;
    if (verb == "GET")
        r = m_http->get(path);
    else
        r = m_http->postJson(path, QJsonObject{{"toolUseId"_L1, u"tu_x"_s}, {"result"_L1, u"x"_s}});
    QVERIFY2(r.status == 404, r.describe().constData());
    QVERIFY2(codes.contains(r.json().value("error"_L1).toString()), r.describe().constData());
}

void TestSandboxRoutes::runSnapshot()
{
    const QStringList keys = {u"runId"_s,         u"status"_s, u"finalText"_s, u"error"_s,
                              u"failureReason"_s, u"spec"_s,   u"metadata"_s,  u"tokens"_s,
                              u"turns"_s,         u"model"_s,  u"sessionId"_s, u"createdAt"_s,
                              u"finishedAt"_s};
    QJsonObject spec = baseSpec(u"Check the order with lookup_order."_s);
    spec.insert("tools"_L1, QJsonArray{localToolRef(u"lookup_order"_s)});
    spec.insert("metadata"_L1, QJsonObject{{"customer"_L1, u"acme"_s}});
    QString runId;
    QString toolUseId;
    const std::unique_ptr<SseStream> s = startWaitingRun(spec, &runId, &toolUseId);
    SB_REQUIRE(s);

    HttpResult r = m_http->snapshot(runId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QJsonObject o = r.json();
    for (const QString& key : keys)
        QVERIFY2(o.contains(key), qPrintable(u"running snapshot lacks "_s + key));
    QCOMPARE(o.value("runId"_L1).toString(), runId);
    QCOMPARE(o.value("status"_L1).toString(), u"running"_s);
    QVERIFY2(o.value("tokens"_L1).isNull(), r.describe().constData());
    QVERIFY2(o.value("turns"_L1).isNull(), r.describe().constData());
    QVERIFY2(o.value("model"_L1).isNull(), r.describe().constData());
    QVERIFY2(o.value("finishedAt"_L1).isNull(), r.describe().constData());
    QVERIFY2(o.value("sessionId"_L1).isNull(), r.describe().constData());
    QVERIFY2(!o.value("createdAt"_L1).toString().isEmpty(), r.describe().constData());
    QCOMPARE(o.value("spec"_L1).toObject().value("prompt"_L1).toString(),
             spec.value("prompt"_L1).toString());
    QCOMPARE(o.value("spec"_L1)
                 .toObject()
                 .value("tools"_L1)
                 .toArray()
                 .first()
                 .toObject()
                 .value("name"_L1),
             QJsonValue(u"lookup_order"_s));
    QCOMPARE(o.value("metadata"_L1).toObject().value("customer"_L1).toString(), u"acme"_s);

    const HttpResult answered = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, toolUseId}, {"result"_L1, u"order shipped"_s}});
    QVERIFY2(answered.status == 204, answered.describe().constData());
    QVERIFY(s->waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(*s));
    const QJsonObject result = s->events().constLast().data();
    QCOMPARE(s->events().constLast().type, EventType::Result);

    r = m_http->snapshot(runId);
    QVERIFY2(r.status == 200, r.describe().constData());
    o = r.json();
    for (const QString& key : keys)
        QVERIFY2(o.contains(key), qPrintable(u"finished snapshot lacks "_s + key));
    QCOMPARE(o.value("status"_L1).toString(), u"succeeded"_s);
    QCOMPARE(o.value("finalText"_L1), result.value("text"_L1));
    QCOMPARE(o.value("tokens"_L1), result.value("tokens"_L1));
    QCOMPARE(o.value("turns"_L1), result.value("turns"_L1));
    QCOMPARE(o.value("model"_L1), result.value("model"_L1));
    QVERIFY2(o.value("turns"_L1).toInt() >= 2, r.describe().constData()); // a tool loop is >= 2
    QVERIFY2(!o.value("finishedAt"_L1).toString().isEmpty(), r.describe().constData());
    QVERIFY2(o.value("error"_L1).isNull(), r.describe().constData());
}

void TestSandboxRoutes::toolResultsInvalid_data()
{
    QTest::addColumn<QByteArray>("rawBody"); // sent as is when not empty
    QTest::addColumn<QJsonObject>("body");   // else this, with the pending toolUseId if addId
    QTest::addColumn<bool>("addId");

    QTest::newRow("missing toolUseId")
        << QByteArray() << QJsonObject{{"result"_L1, u"x"_s}} << false;
    QTest::newRow("both result and error")
        << QByteArray() << QJsonObject{{"result"_L1, u"x"_s}, {"error"_L1, u"y"_s}} << true;
    QTest::newRow("neither result nor error") << QByteArray() << QJsonObject{} << true;
    QTest::newRow("result over 2 MB")
        << QByteArray() << QJsonObject{{"result"_L1, QString(2 * 1024 * 1024 + 1, u'a')}} << true;
    QTest::newRow("error over 8 KB")
        << QByteArray() << QJsonObject{{"error"_L1, QString(8 * 1024 + 1, u'e')}} << true;
    QTest::newRow("result not a string") << QByteArray() << QJsonObject{{"result"_L1, 42}} << true;
    QTest::newRow("not JSON") << "toolUseId=x"_ba << QJsonObject{} << false;
}

void TestSandboxRoutes::toolResultsInvalid()
{
    QFETCH(QByteArray, rawBody);
    QFETCH(QJsonObject, body);
    QFETCH(bool, addId);
    QJsonObject spec = baseSpec(u"Use lookup_order."_s);
    spec.insert("tools"_L1, QJsonArray{localToolRef(u"lookup_order"_s)});
    QString runId;
    QString toolUseId;
    const std::unique_ptr<SseStream> s = startWaitingRun(spec, &runId, &toolUseId);
    SB_REQUIRE(s);

    if (addId)
        body.insert("toolUseId"_L1, toolUseId);
    const QString path = u"agent-runs/"_s + runId + u"/tool-results"_s;
    const HttpResult r =
        rawBody.isEmpty() ? m_http->postJson(path, body) : m_http->postRaw(path, rawBody);
    QVERIFY2(r.status == 400, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_request"_s);
    QCOMPARE(m_server->acceptedToolResults(toolUseId), 0);

    // The call is still pending: a valid answer is accepted and the run finishes.
    const HttpResult ok = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, toolUseId}, {"result"_L1, u"fine"_s}});
    QVERIFY2(ok.status == 204, ok.describe().constData());
    QVERIFY(s->waitForFinished());
    QCOMPARE(s->events().constLast().type, EventType::Result);
    QCOMPARE(m_server->acceptedToolResults(toolUseId), 1);
}

void TestSandboxRoutes::toolResultsLifecycle()
{
    QJsonObject spec = baseSpec(u"First use first_tool, then use second_tool."_s);
    spec.insert("tools"_L1,
                QJsonArray{localToolRef(u"first_tool"_s), localToolRef(u"second_tool"_s)});
    QString runId;
    QString first;
    const std::unique_ptr<SseStream> s = startWaitingRun(spec, &runId, &first);
    SB_REQUIRE(s);
    QCOMPARE(
        view<LocalToolCallEvent>(s->events().at(s->waitForType(EventType::LocalToolCall))).name,
        u"first_tool"_s);

    HttpResult r = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, u"tu_not_a_call"_s}, {"result"_L1, u"x"_s}});
    QVERIFY2(r.status == 404, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"unknown_tool_use"_s);

    r = m_http->postToolResult(runId,
                               QJsonObject{{"toolUseId"_L1, first}, {"result"_L1, u"ANSWER-1"_s}});
    QVERIFY2(r.status == 204, r.describe().constData());
    QVERIFY2(r.body.isEmpty(), r.describe().constData());

    const int second = s->waitForEvent([&](const RunEvent& e) {
        const auto* c = e.as<LocalToolCallEvent>();
        return c && c->toolUseId != first;
    });
    QVERIFY(second >= 0);
    const LocalToolCallEvent secondCall = view<LocalToolCallEvent>(s->events().at(second));
    QCOMPARE(secondCall.name, u"second_tool"_s);

    // A second answer to an answered call, while the run still goes on.
    r = m_http->postToolResult(runId,
                               QJsonObject{{"toolUseId"_L1, first}, {"result"_L1, u"again"_s}});
    QVERIFY2(r.status == 404, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"unknown_tool_use"_s);

    r = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, secondCall.toolUseId}, {"error"_L1, u"disk full"_s}});
    QVERIFY2(r.status == 204, r.describe().constData());
    QVERIFY(s->waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(*s));

    // The answers were mirrored, the first one quoted in the final text.
    const QList<RunEvent> mirrors = eventsOf(s->events(), EventType::LocalToolResultIn);
    QCOMPARE(mirrors.size(), 2);
    QCOMPARE(view<LocalToolResultInEvent>(mirrors.at(0)).toolUseId, first);
    QCOMPARE(view<LocalToolResultInEvent>(mirrors.at(0)).result.value_or(QString()), u"ANSWER-1"_s);
    QCOMPARE(view<LocalToolResultInEvent>(mirrors.at(1)).error.value_or(QString()), u"disk full"_s);
    const auto* result = s->events().constLast().as<ResultEvent>();
    SB_REQUIRE(result && result->text);
    QVERIFY2(result->text->contains(u"first_tool: ANSWER-1"_s), qPrintable(*result->text));

    // After the end, any answer is too late.
    r = m_http->postToolResult(
        runId, QJsonObject{{"toolUseId"_L1, secondCall.toolUseId}, {"result"_L1, u"late"_s}});
    QVERIFY2(r.status == 409, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"run_terminal"_s);

    QCOMPARE(m_server->toolResultPosts(first), 2);
    QCOMPARE(m_server->acceptedToolResults(first), 1);
    QCOMPARE(m_server->toolResultPosts(secondCall.toolUseId), 2);
    QCOMPARE(m_server->acceptedToolResults(secondCall.toolUseId), 1);
    QCOMPARE(m_server->toolResultPosts(u"tu_not_a_call"_s), 1);
    QCOMPARE(m_server->acceptedToolResults(u"tu_not_a_call"_s), 0);
}

void TestSandboxRoutes::cancelIdempotent()
{
    QJsonObject spec = baseSpec(u"Tell me a long story."_s);
    spec.insert("metadata"_L1, QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}});
    QString runId;
    const HttpResult created = m_http->createRun(spec, &runId);
    QVERIFY2(created.status == 201, created.describe().constData());
    SseStream s(m_http->nam(), m_http->streamRequest(runId));
    QVERIFY(s.waitForEvent([](const RunEvent&) { return true; }) >= 0);

    for (int i = 0; i < 2; ++i) {
        const HttpResult r = m_http->cancel(runId);
        QVERIFY2(r.status == 200, r.describe().constData());
        QCOMPARE(r.json().value("runId"_L1).toString(), runId);
        QVERIFY2(r.json().value("status"_L1).isString(), r.describe().constData());
    }
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));
    QCOMPARE(s.events().constLast().type, EventType::Cancelled);

    const HttpResult snap = m_http->snapshot(runId);
    QCOMPARE(snap.json().value("status"_L1).toString(), u"cancelled"_s);
    const HttpResult again = m_http->cancel(runId);
    QVERIFY2(again.status == 200, again.describe().constData());
    QCOMPARE(again.json().value("status"_L1).toString(), u"cancelled"_s);
}

// ------------------------------------------------------------------------------------------------
// Sessions

void TestSandboxRoutes::sessionLifecycle()
{
    QJsonObject body = sessionSpec();
    body.insert("metadata"_L1, QJsonObject{{"team"_L1, u"blue"_s}});
    HttpResult r = m_http->postJson(u"agent-sessions"_s, body);
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString sessionId = r.json().value("sessionId"_L1).toString();
    QVERIFY2(sessionId.startsWith("ses_"_L1), r.describe().constData());

    r = m_http->get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QJsonObject session = r.json();
    QVERIFY2(!session.value("status"_L1).toString().isEmpty(), r.describe().constData());
    QVERIFY2(session.value("status"_L1).toString() != "ended"_L1, r.describe().constData());
    QCOMPARE(session.value("metadata"_L1).toObject().value("team"_L1).toString(), u"blue"_s);
    QVERIFY2(session.value("messages"_L1).isArray(), r.describe().constData());
    QVERIFY2(session.value("runs"_L1).toArray().isEmpty(), r.describe().constData());

    QStringList runIds;
    for (const QString& prompt : {u"First question"_s, u"Second question"_s}) {
        r = m_http->postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s,
                             QJsonObject{{"prompt"_L1, prompt}});
        QVERIFY2(r.status == 201, r.describe().constData());
        const QString runId = r.json().value("runId"_L1).toString();
        QVERIFY2(runId.startsWith("run_"_L1), r.describe().constData());
        QCOMPARE(r.json().value("streamUrl"_L1).toString(),
                 u"/api/v1/workspaces/sandbox/agent-runs/"_s + runId + u"/stream"_s);
        SseStream s(m_http->nam(), m_http->streamRequest(runId));
        QVERIFY(s.waitForFinished());
        SB_VERIFY_NONE(wholeStreamViolations(s));
        QCOMPARE(s.events().constLast().type, EventType::Result);
        const HttpResult snap = m_http->snapshot(runId);
        QCOMPARE(snap.json().value("sessionId"_L1).toString(), sessionId);
        runIds << runId;
    }

    r = m_http->get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    session = r.json();
    QCOMPARE(runIdsOf(session.value("runs"_L1).toArray()), runIds);
    QStringList userTurns;
    for (const QJsonValue& m : session.value("messages"_L1).toArray()) {
        if (m.toObject().value("role"_L1).toString() == "user"_L1)
            userTurns << m.toObject().value("content"_L1).toString();
    }
    QCOMPARE(userTurns, (QStringList{u"First question"_s, u"Second question"_s}));
}

void TestSandboxRoutes::sessionOverridesApplyToOneRun()
{
    QJsonObject body = sessionSpec();
    body.insert("metadata"_L1,
                QJsonObject{{"team"_L1, u"blue"_s}, {"shared"_L1, u"from-session"_s}});
    body.insert("tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                   {"name"_L1, u"session_tool"_s}}});
    HttpResult r = m_http->postJson(u"agent-sessions"_s, body);
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString sessionId = r.json().value("sessionId"_L1).toString();

    struct Turn
    {
        QJsonObject message;
        QJsonObject expectedMetadata;
        bool thinking;
        QString tool; // the one tool the run calls
    };
    const QList<Turn> turns = {
        {QJsonObject{
             {"prompt"_L1, u"Think hard about this."_s},
             {"reasoningLevel"_L1, u"high"_s},
             {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                 {"name"_L1, u"message_tool"_s}}}},
             {"metadata"_L1, QJsonObject{{"shared"_L1, u"from-message"_s}, {"extra"_L1, u"x"_s}}}},
         QJsonObject{
             {"team"_L1, u"blue"_s}, {"shared"_L1, u"from-message"_s}, {"extra"_L1, u"x"_s}},
         true, u"message_tool"_s},
        {QJsonObject{{"prompt"_L1, u"And now without overrides."_s}},
         QJsonObject{{"team"_L1, u"blue"_s}, {"shared"_L1, u"from-session"_s}}, false,
         u"session_tool"_s},
    };
    for (const Turn& turn : turns) {
        r = m_http->postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s, turn.message);
        QVERIFY2(r.status == 201, r.describe().constData());
        const QString runId = r.json().value("runId"_L1).toString();
        SseStream s(m_http->nam(), m_http->streamRequest(runId));
        QVERIFY(s.waitForFinished());
        SB_VERIFY_NONE(wholeStreamViolations(s));
        QCOMPARE(countOf(s.events(), EventType::ThinkingDelta) > 0, turn.thinking);
        const QList<RunEvent> toolResults = eventsOf(s.events(), EventType::ToolResult);
        QCOMPARE(toolResults.size(), 1);
        QCOMPARE(view<ToolResultEvent>(toolResults.first()).name, turn.tool);
        const auto* result = s.events().constLast().as<ResultEvent>();
        SB_REQUIRE(result && result->model);
        QCOMPARE(result->model->reasoningEffort.value_or(QString()),
                 turn.thinking ? u"high"_s : QString());

        const HttpResult snap = m_http->snapshot(runId);
        QVERIFY2(snap.status == 200, snap.describe().constData());
        QCOMPARE(snap.json().value("metadata"_L1).toObject(), turn.expectedMetadata);
        const QJsonValue level = snap.json().value("spec"_L1).toObject().value("reasoningLevel"_L1);
        if (turn.thinking)
            QVERIFY2(level == QJsonValue(u"high"_s) || level == QJsonValue(80),
                     snap.describe().constData());
        else
            QVERIFY2(level.isUndefined() || level.isNull() || level == QJsonValue(0) ||
                         level == QJsonValue(u"off"_s),
                     snap.describe().constData());
    }

    // The per-message override did not change the session's stored defaults.
    r = m_http->get(u"agent-sessions/"_s + sessionId);
    const QJsonObject session = r.json();
    QCOMPARE(session.value("metadata"_L1).toObject(),
             (QJsonObject{{"team"_L1, u"blue"_s}, {"shared"_L1, u"from-session"_s}}));
    QVERIFY2(!r.body.contains("\"reasoningLevel\":\"high\""), r.describe().constData());
    // It still holds its own tool definitions (clients re-bind handlers by name), not the
    // message's (the transcript aside, which quotes the tools that ran).
    QJsonObject defaults = session;
    defaults.remove("messages"_L1);
    const QByteArray stored = QJsonDocument(defaults).toJson(QJsonDocument::Compact);
    QVERIFY2(stored.contains("session_tool"), stored.constData());
    QVERIFY2(!stored.contains("message_tool"), stored.constData());
}

void TestSandboxRoutes::sessionAttachmentsWithoutBytes()
{
    HttpResult r = m_http->postJson(u"agent-sessions"_s, sessionSpec());
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString sessionId = r.json().value("sessionId"_L1).toString();

    const QByteArray pdf = "%PDF-1.4\n% mantyx sandbox attachment probe 8c1f27\n%%EOF\n"_ba;
    const QString base64 = QString::fromLatin1(pdf.toBase64());
    const QJsonObject attachment{{"type"_L1, u"input_file"_s},
                                 {"mimeType"_L1, u"application/pdf"_s},
                                 {"filename"_L1, u"report.pdf"_s},
                                 {"data"_L1, base64}};
    const QJsonObject message{
        {"messages"_L1, QJsonArray{QJsonObject{{"role"_L1, u"user"_s},
                                               {"content"_L1, u"Summarize the attached report."_s},
                                               {"attachments"_L1, QJsonArray{attachment}}}}}};
    r = m_http->postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s, message);
    QVERIFY2(r.status == 201, r.describe().constData());
    SseStream s(m_http->nam(), m_http->streamRequest(r.json().value("runId"_L1).toString()));
    QVERIFY(s.waitForFinished());
    QCOMPARE(s.events().constLast().type, EventType::Result);

    r = m_http->get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QVERIFY2(!r.body.contains(base64.toLatin1()), "GET session carries the attachment bytes");
    QJsonObject found;
    for (const QJsonValue& m : r.json().value("messages"_L1).toArray()) {
        const QJsonArray attachments = m.toObject().value("attachments"_L1).toArray();
        if (m.toObject().value("role"_L1).toString() == "user"_L1 && !attachments.isEmpty())
            found = attachments.first().toObject();
    }
    QVERIFY2(!found.isEmpty(), r.describe().constData());
    QCOMPARE(found.value("type"_L1).toString(), u"input_file"_s);
    QCOMPARE(found.value("filename"_L1).toString(), u"report.pdf"_s);
    QCOMPARE(found.value("mimeType"_L1).toString(), u"application/pdf"_s);
    QCOMPARE(found.value("size"_L1).toInteger(), qint64(pdf.size()));
    QVERIFY2(!found.contains("data"_L1), r.describe().constData());
}

void TestSandboxRoutes::sessionDeleteCancelsRun()
{
    HttpResult r = m_http->postJson(u"agent-sessions"_s, sessionSpec());
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString sessionId = r.json().value("sessionId"_L1).toString();
    r = m_http->postJson(
        u"agent-sessions/"_s + sessionId + u"/messages"_s,
        QJsonObject{{"prompt"_L1, u"A long answer, please."_s},
                    {"metadata"_L1, QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}}}});
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString runId = r.json().value("runId"_L1).toString();
    SseStream s(m_http->nam(), m_http->streamRequest(runId));
    QVERIFY(s.waitForEvent([](const RunEvent&) { return true; }) >= 0);

    r = m_http->del(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));
    QCOMPARE(s.events().constLast().type, EventType::Cancelled);
    QCOMPARE(m_http->snapshot(runId).json().value("status"_L1).toString(), u"cancelled"_s);

    r = m_http->get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(r.json().value("status"_L1).toString(), u"ended"_s);

    r = m_http->postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s,
                         QJsonObject{{"prompt"_L1, u"Still there?"_s}});
    QVERIFY2(r.status == 409, r.describe().constData());
    QVERIFY2(r.json().value("error"_L1).isString(), r.describe().constData());
}

void TestSandboxRoutes::sessionUnknown_data()
{
    QTest::addColumn<QByteArray>("verb");
    QTest::addColumn<QString>("path");
    QTest::newRow("get") << "GET"_ba << u"agent-sessions/ses_doesnotexist"_s;
    QTest::newRow("message") << "POST"_ba << u"agent-sessions/ses_doesnotexist/messages"_s;
    QTest::newRow("delete") << "DELETE"_ba << u"agent-sessions/ses_doesnotexist"_s;
}

void TestSandboxRoutes::sessionUnknown()
{
    QFETCH(QByteArray, verb);
    QFETCH(QString, path);
    HttpResult r;
    if (verb == "GET")
        r = m_http->get(path);
    else if (verb == "DELETE")
        r = m_http->del(path);
    else
        r = m_http->postJson(path, QJsonObject{{"prompt"_L1, u"hi"_s}});
    QVERIFY2(r.status == 404, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"not_found"_s);
}

// ------------------------------------------------------------------------------------------------
// Credentials

void TestSandboxRoutes::credentialErrors_data()
{
    QTest::addColumn<QByteArray>("headerName"); // empty: no credential header at all
    QTest::addColumn<QByteArray>("headerValue");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("extraKey");   // a further key the body must carry
    QTest::addColumn<QString>("extraValue"); // its value; empty: any non-empty string

    QTest::newRow("no header") << QByteArray() << QByteArray() << 401 << u"Unauthorized"_s
                               << u"message"_s << QString();
    QTest::newRow("unknown key") << "Authorization"_ba
                                 << "Bearer mantyx_unknown_key"_ba << 401
                                 << u"Invalid API key or OAuth access token"_s << QString()
                                 << QString();
    QTest::newRow("unknown X-API-Key")
        << "X-API-Key"_ba
        << "mantyx_unknown_key"_ba << 401 << u"Invalid API key or OAuth access token"_s << QString()
        << QString();
    QTest::newRow("unknown OAuth token")
        << "Authorization"_ba
        << "Bearer mantyx_at_forged"_ba << 401 << u"Invalid API key or OAuth access token"_s
        << QString() << QString();
    QTest::newRow("nodev key") << "Authorization"_ba << QByteArray("Bearer " + kNoDevKey.toLatin1())
                               << 403 << u"This API key is not for the Developer API"_s << u"hint"_s
                               << QString();
    QTest::newRow("noplan key") << "Authorization"_ba
                                << QByteArray("Bearer " + kNoPlanKey.toLatin1()) << 403 << QString()
                                << u"code"_s << u"api_keys_plan"_s;
}

void TestSandboxRoutes::credentialErrors()
{
    QFETCH(QByteArray, headerName);
    QFETCH(QByteArray, headerValue);
    QFETCH(int, status);
    QFETCH(QString, error);
    QFETCH(QString, extraKey);
    QFETCH(QString, extraValue);
    RawHeaders headers;
    if (!headerName.isEmpty())
        headers.append({headerName, headerValue});
    for (const QString& path : {u"models"_s, u"agent-runs/run_whatever"_s}) {
        const HttpResult r = m_http->get(path, headers, false);
        QVERIFY2(r.status == status, r.describe().constData());
        QVERIFY2(r.isJsonObject(), r.describe().constData());
        const QJsonObject o = r.json();
        if (error.isEmpty())
            QVERIFY2(!o.value("error"_L1).toString().isEmpty(), r.describe().constData());
        else
            QCOMPARE(o.value("error"_L1).toString(), error);
        if (!extraKey.isEmpty()) {
            QVERIFY2(!o.value(extraKey).toString().isEmpty(), r.describe().constData());
            if (!extraValue.isEmpty())
                QCOMPARE(o.value(extraKey).toString(), extraValue);
        }
    }
}

void TestSandboxRoutes::credentialCheckedBeforeValidation()
{
    // No credential and an invalid body: the credential error wins, nothing is created.
    const HttpResult r =
        m_http->postRaw(u"agent-runs"_s, "{not json"_ba, "application/json"_ba, {}, false);
    QVERIFY2(r.status == 401, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"Unauthorized"_s);
}

void TestSandboxRoutes::xApiKeyAccepted()
{
    const HttpResult r =
        m_http->get(u"models"_s, {{"X-API-Key"_ba, "mantyx_sandbox_key"_ba}}, false);
    QVERIFY2(r.status == 200, r.describe().constData());
    QVERIFY(!r.json().value("models"_L1).toArray().isEmpty());

    QNetworkRequest req = m_http->request(m_http->ws(u"agent-runs"_s),
                                          {{"X-API-Key"_ba, "mantyx_sandbox_key"_ba}}, false);
    req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    const HttpResult created =
        m_http->send("POST", req, QJsonDocument(baseSpec(u"Hi"_s)).toJson(QJsonDocument::Compact));
    QVERIFY2(created.status == 201, created.describe().constData());
}

void TestSandboxRoutes::wrongSlug()
{
    Http other(m_server->baseUrl(), u"someone-else"_s);
    for (const QString& path : {u"models"_s, u"agent-runs/run_x"_s}) {
        const HttpResult r = other.get(path);
        QVERIFY2(r.status == 404, r.describe().constData());
        QCOMPARE(r.json().value("error"_L1).toString(),
                 u"Workspace path does not match this credential"_s);
        QCOMPARE(r.json().value("hint"_L1).toString(), u"sandbox"_s);
    }
}

void TestSandboxRoutes::rateLimit()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.rateLimitPerMinute = 3;
    cfg.apiKeys = {u"mantyx_sandbox_key"_s, kSecondKey};
    SandboxServer server(cfg);
    QVERIFY(server.start());
    Http http(server.baseUrl());
    for (int i = 0; i < 3; ++i) {
        const HttpResult r = http.get(u"models"_s);
        QVERIFY2(r.status == 200, r.describe().constData());
    }
    const HttpResult limited = http.get(u"models"_s);
    QVERIFY2(limited.status == 429, limited.describe().constData());
    QCOMPARE(limited.json().value("error"_L1).toString(), u"rate_limited"_s);
    bool ok = false;
    const int retryAfter = limited.header("Retry-After").trimmed().toInt(&ok);
    QVERIFY2(ok && retryAfter >= 1 && retryAfter <= 60, limited.header("Retry-After").constData());

    // Per credential: another key still gets through.
    http.setToken(kSecondKey.toLatin1());
    const HttpResult other = http.get(u"models"_s);
    QVERIFY2(other.status == 200, other.describe().constData());
}

// ------------------------------------------------------------------------------------------------
// OAuth

HttpResult TestSandboxRoutes::authorize(Http& http, const QList<QPair<QString, QString>>& query)
{
    QUrl url = http.root(u"/api/oauth/authorize"_s);
    QUrlQuery q;
    for (const auto& [name, value] : query)
        q.addQueryItem(QString::fromLatin1(QUrl::toPercentEncoding(name)),
                       QString::fromLatin1(QUrl::toPercentEncoding(value)));
    url.setQuery(q);
    return http.send("GET", http.request(url, {}, false));
}

QString TestSandboxRoutes::authorizeCode(Http& http, const QString& verifier, const QString& scope)
{
    QList<QPair<QString, QString>> query = {{u"response_type"_s, u"code"_s},
                                            {u"client_id"_s, kClientId},
                                            {u"redirect_uri"_s, kRedirect},
                                            {u"state"_s, u"st-42"_s},
                                            {u"code_challenge"_s, pkceChallenge(verifier)},
                                            {u"code_challenge_method"_s, u"S256"_s}};
    if (!scope.isEmpty())
        query.append({u"scope"_s, scope});
    const HttpResult r = authorize(http, query);
    if (r.status != 302)
        return {};
    const QUrl location(QString::fromUtf8(r.header("Location")));
    return QUrlQuery(location).queryItemValue(u"code"_s, QUrl::FullyDecoded);
}

HttpResult TestSandboxRoutes::exchangeCode(Http& http, const QString& code, const QString& verifier,
                                           const QString& secret, const QString& redirect)
{
    return http.postForm(u"/api/oauth/token"_s, {{u"grant_type"_s, u"authorization_code"_s},
                                                 {u"code"_s, code},
                                                 {u"redirect_uri"_s, redirect},
                                                 {u"client_id"_s, kClientId},
                                                 {u"client_secret"_s, secret},
                                                 {u"code_verifier"_s, verifier}});
}

void TestSandboxRoutes::oauthAuthorize_data()
{
    QTest::addColumn<QString>("clientId");
    QTest::addColumn<QString>("redirect");
    QTest::addColumn<QString>("method"); // empty: no code_challenge at all
    QTest::addColumn<int>("status");
    QTest::newRow("127.0.0.1 redirect") << kClientId << kRedirect << u"S256"_s << 302;
    QTest::newRow("localhost redirect")
        << kClientId << u"http://localhost:8123/cb"_s << u"S256"_s << 302;
    QTest::newRow("[::1] redirect") << kClientId << u"http://[::1]:8123/cb"_s << u"S256"_s << 302;
    QTest::newRow("https foreign redirect")
        << kClientId << u"https://evil.example/cb"_s << u"S256"_s << 400;
    QTest::newRow("http non-loopback redirect")
        << kClientId << u"http://example.com:8123/cb"_s << u"S256"_s << 400;
    QTest::newRow("unknown client") << u"no-such-client"_s << kRedirect << u"S256"_s << 400;
    QTest::newRow("plain PKCE") << kClientId << kRedirect << u"plain"_s << 400;
    QTest::newRow("no PKCE") << kClientId << kRedirect << QString() << 400;
}

void TestSandboxRoutes::oauthAuthorize()
{
    QFETCH(QString, clientId);
    QFETCH(QString, redirect);
    QFETCH(QString, method);
    QFETCH(int, status);
    const QString verifier = pkceVerifier();
    QList<QPair<QString, QString>> query = {{u"response_type"_s, u"code"_s},
                                            {u"client_id"_s, clientId},
                                            {u"redirect_uri"_s, redirect},
                                            {u"state"_s, u"xyz 1/2"_s}};
    if (!method.isEmpty()) {
        query.append(
            {u"code_challenge"_s, method == "plain"_L1 ? verifier : pkceChallenge(verifier)});
        query.append({u"code_challenge_method"_s, method});
    }
    const HttpResult r = authorize(*m_http, query);
    QVERIFY2(r.status == status, r.describe().constData());
    if (status != 302) {
        QVERIFY2(!r.hasHeader("Location"), r.header("Location").constData());
        return;
    }
    const QUrl location(QString::fromUtf8(r.header("Location")));
    const QUrl expected(redirect);
    QCOMPARE(location.scheme(), expected.scheme());
    QCOMPARE(location.host(), expected.host());
    QCOMPARE(location.port(), expected.port());
    QCOMPARE(location.path(), expected.path());
    const QUrlQuery q(location);
    QVERIFY2(!q.queryItemValue(u"code"_s).isEmpty(), r.header("Location").constData());
    QCOMPARE(q.queryItemValue(u"state"_s, QUrl::FullyDecoded), u"xyz 1/2"_s);
}

void TestSandboxRoutes::oauthEndToEnd()
{
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());

    // authorize → 302 to the redirect URI, followed by hand.
    const QString verifier = pkceVerifier();
    const QString code = authorizeCode(http, verifier);
    QVERIFY(!code.isEmpty());

    // Wrong verifier, wrong secret, wrong redirect: each on a fresh code of its own.
    {
        const QString v = pkceVerifier();
        const QString c = authorizeCode(http, v);
        const HttpResult r = exchangeCode(http, c, pkceVerifier());
        QVERIFY2(r.status == 400, r.describe().constData());
        QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_grant"_s);
    }
    {
        const QString v = pkceVerifier();
        const QString c = authorizeCode(http, v);
        const HttpResult r = exchangeCode(http, c, v, u"not-the-secret"_s);
        QVERIFY2(r.status == 400 || r.status == 401, r.describe().constData());
        QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_client"_s);
    }
    {
        const QString v = pkceVerifier();
        const QString c = authorizeCode(http, v);
        const HttpResult r = exchangeCode(http, c, v, kClientSecret, u"http://127.0.0.1:9/other"_s);
        QVERIFY2(r.status == 400, r.describe().constData());
        QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_grant"_s);
    }

    // The right exchange.
    HttpResult r = exchangeCode(http, code, verifier);
    QVERIFY2(r.status == 200, r.describe().constData());
    QJsonObject token = r.json();
    const QString access = token.value("access_token"_L1).toString();
    const QString refresh = token.value("refresh_token"_L1).toString();
    QVERIFY2(access.startsWith("mantyx_at_"_L1), r.describe().constData());
    QCOMPARE(token.value("token_type"_L1).toString(), u"Bearer"_s);
    QCOMPARE(token.value("expires_in"_L1).toInt(), 3600);
    QVERIFY2(!refresh.isEmpty(), r.describe().constData());
    const QStringList scopes = token.value("scope"_L1).toString().split(u' ');
    for (const QString& s : {u"runs:read"_s, u"runs:write"_s, u"sessions:read"_s,
                             u"sessions:write"_s, u"models:read"_s, u"mantyx.identity:read"_s})
        QVERIFY2(scopes.contains(s), r.describe().constData());

    // A code works once.
    r = exchangeCode(http, code, verifier);
    QVERIFY2(r.status == 400, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_grant"_s);

    // userinfo tells the workspace slug.
    http.setToken(access.toLatin1());
    r = http.send("GET", http.request(http.root(u"/api/oauth/userinfo"_s)));
    QVERIFY2(r.status == 200, r.describe().constData());
    const QJsonObject info = r.json();
    QCOMPARE(info.value("workspaceSlug"_L1).toString(), u"sandbox"_s);
    for (QLatin1StringView key : {"sub"_L1, "name"_L1, "email"_L1})
        QVERIFY2(info.value(key).isString(), r.describe().constData());
    bool listed = false;
    for (const QJsonValue& w : info.value("workspaces"_L1).toArray())
        listed |= w.toObject().value("slug"_L1).toString() == "sandbox"_L1 &&
                  w.toObject().value("name"_L1).isString();
    QVERIFY2(listed, r.describe().constData());

    // The access token runs things.
    QString runId;
    r = http.createRun(baseSpec(u"Hello via OAuth"_s), &runId);
    QVERIFY2(r.status == 201, r.describe().constData());
    SseStream s(http.nam(), http.streamRequest(runId));
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));

    // Refresh: the same refresh token back, a new access token that works.
    const QList<QPair<QString, QString>> refreshForm = {{u"grant_type"_s, u"refresh_token"_s},
                                                        {u"refresh_token"_s, refresh},
                                                        {u"client_id"_s, kClientId},
                                                        {u"client_secret"_s, kClientSecret}};
    r = http.postForm(u"/api/oauth/token"_s, refreshForm);
    QVERIFY2(r.status == 200, r.describe().constData());
    token = r.json();
    const QString access2 = token.value("access_token"_L1).toString();
    QCOMPARE(token.value("refresh_token"_L1).toString(), refresh);
    QVERIFY2(access2.startsWith("mantyx_at_"_L1), r.describe().constData());
    QVERIFY(access2 != access);
    QCOMPARE(token.value("token_type"_L1).toString(), u"Bearer"_s);
    QVERIFY2(token.value("expires_in"_L1).toInt() > 0, r.describe().constData());
    http.setToken(access2.toLatin1());
    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());

    // A refresh with the wrong secret is refused.
    QList<QPair<QString, QString>> badRefresh = refreshForm;
    badRefresh[3].second = u"nope"_s;
    r = http.postForm(u"/api/oauth/token"_s, badRefresh);
    QVERIFY2(r.status == 400 || r.status == 401, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_client"_s);

    // Revoke the access token: it is dead.
    r = http.postForm(
        u"/api/oauth/revoke"_s,
        {{u"token"_s, access2}, {u"client_id"_s, kClientId}, {u"client_secret"_s, kClientSecret}});
    QVERIFY2(r.status == 200, r.describe().constData());
    r = http.get(u"models"_s);
    QVERIFY2(r.status == 401, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"Invalid API key or OAuth access token"_s);

    // Revoking an unknown token is still 200 (RFC 7009).
    r = http.postForm(u"/api/oauth/revoke"_s, {{u"token"_s, u"mantyx_at_unknown"_s},
                                               {u"client_id"_s, kClientId},
                                               {u"client_secret"_s, kClientSecret}});
    QVERIFY2(r.status == 200, r.describe().constData());

    // Revoke the refresh token: no more refreshes.
    r = http.postForm(
        u"/api/oauth/revoke"_s,
        {{u"token"_s, refresh}, {u"client_id"_s, kClientId}, {u"client_secret"_s, kClientSecret}});
    QVERIFY2(r.status == 200, r.describe().constData());
    r = http.postForm(u"/api/oauth/token"_s, refreshForm);
    QVERIFY2(r.status == 400, r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_grant"_s);
}

void TestSandboxRoutes::oauthInsufficientScope()
{
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    const QString verifier = pkceVerifier();
    const QString code = authorizeCode(http, verifier, u"runs:read models:read"_s);
    QVERIFY(!code.isEmpty());
    HttpResult r = exchangeCode(http, code, verifier);
    QVERIFY2(r.status == 200, r.describe().constData());
    const QStringList granted = r.json().value("scope"_L1).toString().split(u' ');
    QVERIFY2(!granted.contains(u"runs:write"_s), r.describe().constData());
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());

    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());

    struct Case
    {
        QByteArray verb;
        QUrl url;
        QString required;
    };
    const QList<Case> cases = {
        {"POST", http.ws(u"agent-runs"_s), u"runs:write"_s},
        {"POST", http.ws(u"agent-sessions"_s), u"sessions:write"_s},
        {"GET", http.ws(u"agent-sessions/ses_x"_s), u"sessions:read"_s},
        {"GET", http.root(u"/api/oauth/userinfo"_s), u"mantyx.identity:read"_s},
    };
    for (const Case& c : cases) {
        QNetworkRequest req = http.request(c.url);
        req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
        r = http.send(c.verb, req,
                      c.verb == "POST"
                          ? QJsonDocument(baseSpec(u"Hi"_s)).toJson(QJsonDocument::Compact)
                          : QByteArray());
        QVERIFY2(r.status == 403, r.describe().constData());
        QCOMPARE(r.json().value("error"_L1).toString(), u"insufficient_scope"_s);
        const QJsonValue required = r.json().value("required"_L1);
        QVERIFY2(required == QJsonValue(c.required) ||
                     required.toArray().contains(QJsonValue(c.required)),
                 r.describe().constData());
        const QByteArray challenge = r.header("WWW-Authenticate");
        QVERIFY2(challenge.startsWith("Bearer"), challenge.constData());
        QVERIFY2(challenge.contains("error=\"insufficient_scope\""), challenge.constData());
        QVERIFY2(challenge.contains(QByteArray("scope=\"" + c.required.toLatin1() + '"')),
                 challenge.constData());
    }
}

void TestSandboxRoutes::oauthExpiredToken()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.tokenLifetimeSec = 1;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    Http http(server.baseUrl(), u"sandbox"_s, QByteArray());
    const QString verifier = pkceVerifier();
    const QString code = authorizeCode(http, verifier);
    QVERIFY(!code.isEmpty());
    HttpResult r = exchangeCode(http, code, verifier);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(r.json().value("expires_in"_L1).toInt(), 1);
    const QString refresh = r.json().value("refresh_token"_L1).toString();
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());

    // Valid now (asked right away), refused once its second is over.
    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QTRY_VERIFY_WITH_TIMEOUT((r = http.get(u"models"_s)).status == 401, 10000);
    QCOMPARE(r.json().value("error"_L1).toString(), u"Invalid API key or OAuth access token"_s);

    // The refresh token outlives it.
    r = http.postForm(u"/api/oauth/token"_s, {{u"grant_type"_s, u"refresh_token"_s},
                                              {u"refresh_token"_s, refresh},
                                              {u"client_id"_s, kClientId},
                                              {u"client_secret"_s, kClientSecret}});
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(r.json().value("refresh_token"_L1).toString(), refresh);
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());
    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200 || r.status == 401,
             r.describe().constData()); // may expire again at once
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxRoutes)
#include "tst_sandboxroutes.moc"
