// SPDX-License-Identifier: MIT
// Shared fixtures of the client tests: an in-process sandbox with an ApiClient of it, blocking
// waits on ApiReply and on child processes, spec builders, a RunDriver that runs one run through
// ApiClient + RunStream + ToolResultSender, and the ordering checks every stream must pass (no
// loss, no repeat, terminal last).
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QProcess>
#include <QSet>
#include <QStringList>
#include <QTest>
#include <QTimer>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/runstream.h"
#include "client/toolresultsender.h"
#include "protocol/runevent.h"
#include "sandbox/sandboxserver.h"

namespace mantyx::clienttest {

using namespace Qt::StringLiterals;

// Generous: the suite also runs under ASan on two shared cores.
inline constexpr int kWaitMs = 30000;

inline QString sandboxKey()
{
    return u"mantyx_sandbox_key"_s;
}

// Runs the event loop until `done` or the time-out; true when done.
inline bool waitUntil(const std::function<bool()>& done, int timeoutMs = kWaitMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QTest::qWait(2);
    }
    return true;
}

// The built mantyx-run beside the test binaries, or MANTYX_RUN_BINARY.
inline QString mantyxRunBinary()
{
    const QString fromEnvironment = qEnvironmentVariable("MANTYX_RUN_BINARY");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(u"../../app/mantyx-run"_s);
}

// Spins the event loop (not waitForFinished: a sandbox in this process must keep answering)
// until `process` ends; kills it after `timeoutMs`. Fills in its exit code (-1 after a crash)
// and output; true when it ended by itself.
inline bool finishProcess(QProcess& process, int& exitCode, QByteArray& out, QByteArray& err,
                          int timeoutMs = 120000)
{
    const bool finished =
        waitUntil([&] { return process.state() == QProcess::NotRunning; }, timeoutMs);
    if (!finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    out = process.readAllStandardOutput();
    err = process.readAllStandardError();
    return finished;
}

// Waits for a reply and returns its response, then deletes the reply. A reply that may finish
// while the test waits for another one needs setAutoDelete(false) right after it was made.
inline ApiResponse waitFor(ApiReply* reply, std::optional<CreatedRun>* created = nullptr,
                           int timeoutMs = kWaitMs)
{
    ApiResponse response;
    reply->setAutoDelete(false);
    const auto take = [&] {
        response = reply->response();
        if (created)
            *created = reply->createdRun();
    };
    if (!reply->isFinished()) {
        bool done = false;
        QObject::connect(reply, &ApiReply::finished, reply, [&done] { done = true; });
        if (!waitUntil([&] { return done; }, timeoutMs)) {
            reply->abort();
            take();
            response.networkErrorString = u"test time-out"_s;
            reply->deleteLater();
            return response;
        }
    }
    take();
    reply->deleteLater();
    return response;
}

inline QByteArray describe(const ApiResponse& r)
{
    return "HTTP " + QByteArray::number(r.httpStatus) + ' ' + r.networkErrorString.toUtf8() + ' ' +
           r.body.left(600);
}

inline QJsonObject baseSpec(const QString& prompt)
{
    return QJsonObject{{"systemPrompt"_L1, u"You are the client test agent."_s},
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
             {"properties"_L1, QJsonObject{{"query"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
             {"required"_L1, QJsonArray{u"query"_s}}}}};
}

inline QJsonObject pluginTool(const QString& name)
{
    return QJsonObject{{"kind"_L1, u"mantyx_plugin"_s}, {"name"_L1, name}};
}

inline QJsonObject specWith(const QString& prompt, const QJsonArray& tools = {},
                            const QJsonObject& metadata = {}, const QJsonObject& extra = {})
{
    QJsonObject spec = baseSpec(prompt);
    if (!tools.isEmpty())
        spec.insert("tools"_L1, tools);
    if (!metadata.isEmpty())
        spec.insert("metadata"_L1, metadata);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        spec.insert(it.key(), it.value());
    return spec;
}

// Everything an ordered stream must satisfy: seq 1..n without a hole or a repeat, exactly one
// terminal event and it is the last.
inline QStringList orderViolations(const QList<RunEvent>& events, qint64 firstSeq = 1)
{
    QStringList out;
    int terminals = 0;
    for (int i = 0; i < events.size(); ++i) {
        const RunEvent& e = events.at(i);
        if (e.seq != firstSeq + i)
            out << u"event %1 has seq %2, expected %3 (%4)"_s.arg(i)
                       .arg(e.seq)
                       .arg(firstSeq + i)
                       .arg(e.typeName);
        if (e.isTerminal()) {
            ++terminals;
            if (i != events.size() - 1)
                out << u"terminal event at %1 is not the last"_s.arg(i);
        }
        if (e.type == EventType::Malformed)
            out << u"malformed event: "_s + QString::fromUtf8(e.raw.left(200));
    }
    if (terminals != 1)
        out << u"expected one terminal event, got %1"_s.arg(terminals);
    return out;
}

inline int countOf(const QList<RunEvent>& events, EventType type)
{
    int n = 0;
    for (const RunEvent& e : events)
        n += e.type == type ? 1 : 0;
    return n;
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

// The fixture of the tests that talk to an in-process sandbox through ApiClient: the sandbox
// (1 ms between deltas), a QNetworkAccessManager, the sandbox's API key and a client of the
// "sandbox" workspace. A test class derives from it after QObject, calls startSandbox() in
// initTestCase(), stopSandbox() in cleanupTestCase() and, where it plants faults, clearFaults()
// in init().
class SandboxClientFixture
{
protected:
    SandboxClientFixture() = default;
    ~SandboxClientFixture() = default;
    Q_DISABLE_COPY_MOVE(SandboxClientFixture)

    // Starts the sandbox and builds the client; fails the calling test (initTestCase: the whole
    // test) when the sandbox does not start.
    void startSandbox()
    {
        SandboxConfig cfg;
        cfg.deltaDelayMs = 1;
        m_server = std::make_unique<SandboxServer>(cfg);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        m_nam = std::make_unique<QNetworkAccessManager>();
        m_key = std::make_unique<ApiKeyCredential>(sandboxKey());
        m_client = std::make_unique<ApiClient>(m_nam.get(), m_server->baseUrl(), u"sandbox"_s,
                                               m_key.get());
    }
    void stopSandbox()
    {
        m_client.reset();
        m_server.reset();
    }
    // No faults planned: each test function starts from a well-behaved sandbox.
    void clearFaults() { m_server->setFaults(FaultPlan{}); }

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<ApiKeyCredential> m_key;
    std::unique_ptr<ApiClient> m_client;
};

// A credential that starts out wrong and becomes right on refresh() — or never does.
// (No Q_OBJECT: test headers are not run through moc, and nothing here needs it.)
class RefreshingCredential final : public CredentialProvider
{
    Q_DISABLE_COPY_MOVE(RefreshingCredential)

public:
    RefreshingCredential(QString token, QString refreshedToken, bool refreshWorks,
                         QObject* parent = nullptr)
        : CredentialProvider(parent)
        , m_token(std::move(token))
        , m_refreshedToken(std::move(refreshedToken))
        , m_refreshWorks(refreshWorks)
    {}
    QByteArray authorizationHeader() const override
    {
        return m_token.isEmpty() ? QByteArray() : "Bearer " + m_token.toUtf8();
    }
    bool canRefresh() const override { return true; }
    void refresh() override
    {
        ++refreshCalls;
        // Asynchronously, as a real token endpoint would.
        QTimer::singleShot(5, this, [this] {
            if (m_refreshWorks) {
                m_token = m_refreshedToken;
                emit refreshed();
            } else {
                emit refreshFailed(u"refresh refused"_s);
            }
        });
    }
    int refreshCalls = 0;

private:
    QString m_token;
    QString m_refreshedToken;
    bool m_refreshWorks = true;
};

// One run through the client API: create (or replay), stream to the end, answer local calls.
class RunDriver final : public QObject
{
    Q_DISABLE_COPY_MOVE(RunDriver)

public:
    // Returns the answer to a call, or nothing to leave it unanswered.
    using Answerer = std::function<std::optional<ToolAnswer>(const LocalToolCallEvent&)>;

    RunDriver(ApiClient* client, Answerer answerer, const RunStream::Options& options = {},
              QObject* parent = nullptr)
        : QObject(parent)
        , stream(client)
        , m_client(client)
        , m_answerer(std::move(answerer))
    {
        stream.setOptions(options);
        connect(&stream, &RunStream::eventsReceived, this, &RunDriver::onEvents);
        connect(&stream, &RunStream::reconnected, this,
                [this](const RunStream::Reconnect& info) { reconnects.append(info); });
        connect(&stream, &RunStream::seqGapDetected, this,
                [this](qint64 expected, qint64, bool) { gaps.append(expected); });
        connect(&stream, &RunStream::finished, this,
                [this](RunStream::EndReason reason) { endReason = reason; });
    }

    static Answerer echoAnswers()
    {
        return [](const LocalToolCallEvent& call) -> std::optional<ToolAnswer> {
            return ToolAnswer::success(u"answer for "_s + call.name);
        };
    }

    // Creates the run; false (with the response in `created`) when the server refused.
    bool start(const QJsonObject& spec)
    {
        std::optional<CreatedRun> run;
        createResponse = waitFor(m_client->createRun(spec), &run);
        if (!run)
            return false;
        runId = run->runId;
        makeSender();
        stream.open(run->streamUrl);
        return true;
    }
    // Replays a run's whole log (no resume point), answering nothing.
    void replay(const QString& id)
    {
        runId = id;
        m_answerer = nullptr;
        stream.openRun(id);
    }
    bool waitFinished(int timeoutMs = kWaitMs)
    {
        return waitUntil([this] { return endReason.has_value(); }, timeoutMs);
    }

    RunStream stream;
    std::unique_ptr<ToolResultSender> sender;
    ApiResponse createResponse;
    QString runId;
    QList<RunEvent> events;
    QList<int> batchSizes;
    QList<RunStream::Reconnect> reconnects;
    QList<qint64> gaps;
    QStringList callIds;
    std::optional<RunStream::EndReason> endReason;

private:
    void makeSender()
    {
        sender = std::make_unique<ToolResultSender>(m_client, runId);
        ToolResultSender::Options options;
        options.backoff.initialMs = 5;
        sender->setOptions(options);
    }
    void onEvents(const QList<RunEvent>& batch)
    {
        batchSizes.append(int(batch.size()));
        events.append(batch);
        if (sender)
            sender->observe(batch);
        for (const RunEvent& e : batch) {
            const auto* call = e.as<LocalToolCallEvent>();
            if (!call)
                continue;
            callIds.append(call->toolUseId);
            if (!m_answerer || !sender)
                continue;
            if (const std::optional<ToolAnswer> answer = m_answerer(*call))
                sender->submit(call->toolUseId, *answer);
        }
    }

    ApiClient* m_client = nullptr;
    Answerer m_answerer;
};

} // namespace mantyx::clienttest
