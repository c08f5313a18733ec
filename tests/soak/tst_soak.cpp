// SPDX-License-Identifier: MIT
// The soak (docs/reliability.md "Soak"): many runs with local tool calls through the pipeline the
// app uses — LiveRunSource (RunStream) into a RunTimeline, each call answered through
// RunController (ToolResultSender) — against an in-process sandbox that cuts, stalls, fails,
// rate-limits, repeats and re-encodes the streams. Every run's timeline must equal that of its
// fault-free twin (same spec and seed, a second sandbox without faults), every call must be
// posted exactly once, and the resident memory must stay flat.
#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__SANITIZE_ADDRESS__)
// From compiler-rt's <sanitizer/allocator_interface.h>, which GCC 12 does not install; its ASan
// runtime exports the function all the same.
extern "C" size_t __sanitizer_get_current_allocated_bytes();
#define MANTYX_SOAK_ASAN 1
#endif

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QSet>
#include <QTest>
#include <QTimer>

#include "client/apiclient.h"
#include "client/credentialprovider.h"
#include "client/runstream.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinedump.h"
#include "runtestutil.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kDefaultRuns = 1000;
constexpr int kDefaultSlots = 16; // each slot runs a faulted run and its twin at once
constexpr int kEpochRuns = 100;   // runs per pair of sandboxes; the first epoch is the warm-up
// Growth of the resident set allowed between the end of the warm-up and the end, both measured
// with no sandbox alive. A leak of a few KiB per run (one timeline, stream or set of replies)
// over 900 runs would exceed it.
constexpr qint64 kRssGrowthBoundKiB = 32 * 1024;
// Under AddressSanitizer the resident set is no measure of the client: freed blocks wait in
// ASan's quarantine (256 MB by default) and shadow memory follows them, so RSS grew 35-120 MB
// there with a heap that grows under 1 MB in the normal build. The bound then applies to the
// bytes the program holds allocated, as ASan's allocator counts them, which a leak of a few KiB
// per run exceeds just the same.
constexpr qint64 kAsanHeapGrowthBoundKiB = 16 * 1024;
constexpr int kStallTimeoutMs = 300;
// Healthy connections send a keep-alive well within the stall timeout, so only the injected
// stalls are taken for stalls.
constexpr int kKeepAliveMs = 100;

int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

qint64 rssKiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Bytes the program holds allocated: glibc's main arena, or ASan's allocator under ASan. Tells a
// leak from a heap that is only fragmented (the resident set grows, this does not). -1 without
// either.
qint64 heapInUseKiB()
{
#if defined(MANTYX_SOAK_ASAN)
    return qint64(__sanitizer_get_current_allocated_bytes() / 1024);
#elif defined(__GLIBC__)
    return qint64(mallinfo2().uordblks / 1024);
#else
    return -1;
#endif
}

// The faults of run `index`: metadata["sandbox.fault.<name>"] entries and the kinds counted in
// the summary. Each run gets at most one connection fault, at most one request fault, a payload
// shape, and maybe CRLF line ends and no `event:` lines — spread so every combination occurs.
struct RunFaults
{
    QJsonObject metadata;
    QStringList kinds;
    int cutAfterEvents = 0; // the connection faults' N, when they are planted
    int stallAfterEvents = 0;
    bool failFault = false; // the first stream requests are refused
    int dupOnResume = 0;
    bool slowRetryAfter = false; // 429 with Retry-After: 1
};

RunFaults faultsFor(int index)
{
    RunFaults f;
    const auto set = [&f](const char* name, int value) {
        f.metadata.insert(u"sandbox.fault."_s + QLatin1StringView(name), QString::number(value));
    };
    const int step = index / 8;
    switch (index % 8) {
    case 1:
        f.cutAfterEvents = 1 + step % 6;
        set("cutAfterEvents", f.cutAfterEvents);
        f.kinds << u"cut-after-events"_s;
        break;
    case 2:
        set("cutEveryBytes", 120 + (index * 53) % 1400);
        f.kinds << u"cut-mid-frame"_s;
        break;
    case 3:
        f.stallAfterEvents = 2 + step % 8;
        set("stallAfterEvents", f.stallAfterEvents);
        f.kinds << u"stall"_s;
        break;
    case 4:
        f.cutAfterEvents = 2 + step % 5;
        set("cutAfterEvents", f.cutAfterEvents);
        f.dupOnResume = 1 + step % 4;
        f.kinds << u"cut-after-events"_s << u"dup-on-resume"_s;
        break;
    case 5:
        set("cutEveryBytes", 200 + (index * 31) % 900);
        f.dupOnResume = 2;
        f.kinds << u"cut-mid-frame"_s << u"dup-on-resume"_s;
        break;
    case 6:
        f.stallAfterEvents = 3 + step % 6;
        set("stallAfterEvents", f.stallAfterEvents);
        f.dupOnResume = 1 + step % 3;
        f.kinds << u"stall"_s << u"dup-on-resume"_s;
        break;
    default:
        break;
    }
    if (f.dupOnResume > 0)
        set("dupOnResume", f.dupOnResume);

    switch ((index / 3) % 6) {
    case 2:
        set("fail", 1 + index % 3);
        set("failStatus", 503);
        f.kinds << u"5xx"_s;
        break;
    case 3:
        set("fail", 1);
        set("failStatus", index % 2 ? 500 : 502);
        f.kinds << u"5xx"_s;
        break;
    case 4:
        set("fail", 1 + index % 2);
        set("failStatus", 429);
        // Retry-After is whole seconds: 0 for most, 1 s for a few, which must be waited out.
        f.slowRetryAfter = (index / 18) % 10 == 0;
        set("retryAfter", f.slowRetryAfter ? 1 : 0);
        f.kinds << (f.slowRetryAfter ? u"429-retry-after-1s"_s : u"429-retry-after-0"_s);
        break;
    default:
        break;
    }
    f.failFault = f.metadata.contains("sandbox.fault.fail"_L1);

    static const char* const shapes[] = {"both", "envelope", "flat"};
    const int shape = (index / 5) % 3;
    f.metadata.insert("sandbox.fault.shape"_L1, QLatin1StringView(shapes[shape]));
    f.kinds << u"shape-"_s + QLatin1StringView(shapes[shape]);
    if (index % 3 == 1) {
        set("crlf", 1);
        f.kinds << u"crlf"_s;
    }
    // A flat frame without its `event:` line names no type at all: that pair is not a fault
    // a client can survive, so it is not planted.
    if (index % 4 == 3 && shape != 2) {
        set("stripEvent", 1);
        f.kinds << u"strip-event"_s;
    }
    return f;
}

QJsonObject localTool(const QString& name)
{
    return clienttest::localToolRef(name);
}

// The spec of run `index` without faults: five kinds of run, each with local calls.
QJsonObject specFor(int index)
{
    QJsonObject metadata{{"sandbox.seed"_L1, QString::number(700000 + index)}};
    QJsonObject spec{{"systemPrompt"_L1, u"You are the soak test agent."_s}};
    switch ((index + index / 8) % 5) {
    case 0:
        spec.insert("prompt"_L1, u"Use search_docs and then lookup."_s);
        spec.insert("tools"_L1,
                    QJsonArray{localTool(u"lookup"_s), clienttest::pluginTool(u"search_docs"_s)});
        spec.insert("reasoningLevel"_L1, u"low"_s);
        break;
    case 1:
        spec.insert("prompt"_L1, u"Read the notes with fs_read_file."_s);
        spec.insert("tools"_L1, QJsonArray{runtest::mcpLocalTool()});
        spec.insert("plan"_L1, true);
        break;
    case 2:
        spec.insert("prompt"_L1, u"Ask hr_agent, then lookup, then lookup again."_s);
        spec.insert("tools"_L1, QJsonArray{runtest::a2aLocalTool(), localTool(u"lookup"_s)});
        spec.insert("supervisor"_L1, QJsonObject{{"interval"_L1, 2}});
        break;
    case 3:
        spec.insert("prompt"_L1, u"Use lookup."_s);
        spec.insert("tools"_L1, QJsonArray{localTool(u"lookup"_s)});
        metadata.insert("sandbox.scenario"_L1, u"budget"_s);
        break;
    default:
        spec.insert("prompt"_L1, u"Use lookup, then report."_s);
        spec.insert("tools"_L1, QJsonArray{localTool(u"lookup"_s)});
        spec.insert(
            "outputSchema"_L1,
            QJsonObject{
                {"name"_L1, u"report"_s},
                {"schema"_L1,
                 QJsonObject{{"type"_L1, u"object"_s},
                             {"properties"_L1,
                              QJsonObject{{"summary"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
                             {"required"_L1, QJsonArray{u"summary"_s}}}}});
        break;
    }
    spec.insert("metadata"_L1, metadata);
    return spec;
}

QJsonObject withFaults(QJsonObject spec, const RunFaults& faults)
{
    QJsonObject metadata = spec.value("metadata"_L1).toObject();
    for (auto it = faults.metadata.begin(); it != faults.metadata.end(); ++it)
        metadata.insert(it.key(), it.value());
    spec.insert("metadata"_L1, metadata);
    return spec;
}

// One line per event the timeline holds: seq, type and the payload whatever its wire shape.
QStringList eventLines(const RunTimeline& timeline)
{
    QStringList out;
    out.reserve(timeline.eventCount());
    for (int i = 0; i < timeline.eventCount(); ++i) {
        const RunEvent& e = timeline.eventAt(i);
        out << u"%1 %2 %3"_s.arg(e.seq).arg(
            e.typeName, QString::fromUtf8(QJsonDocument(e.data()).toJson(QJsonDocument::Compact)));
    }
    return out;
}

// The notes about the run itself; the ones about its delivery (reconnects) differ by design.
QStringList runNotes(const RunTimeline& timeline)
{
    QStringList out;
    for (const ProtocolNote& n : timeline.notes()) {
        if (n.category == ProtocolNote::Category::Reconnect)
            continue;
        out << u"%1 %2 %3 %4"_s.arg(int(n.category)).arg(n.seq).arg(n.message, n.detail);
    }
    return out;
}

QString firstDifference(const QStringList& got, const QStringList& want)
{
    for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i) {
        if (got.value(i) != want.value(i))
            return u"line %1: got \"%2\", want \"%3\""_s.arg(i).arg(got.value(i).left(300),
                                                                    want.value(i).left(300));
    }
    return {};
}

// One run on one server: source, controller, and the answers to its calls.
struct Side
{
    RunController* controller = nullptr; // deleted once compared
    LiveRunSource* source = nullptr;     // the controller's child
    std::shared_ptr<QList<int>> retryAfterDelays = std::make_shared<QList<int>>();
    std::shared_ptr<QList<RunStream::Reconnect>> reconnects =
        std::make_shared<QList<RunStream::Reconnect>>();
};

struct Job
{
    int index = -1;
    RunFaults faults;
    Side faulty;
    Side twin;
};

struct Slot
{
    std::unique_ptr<QNetworkAccessManager> nam;
    std::unique_ptr<ApiClient> faultyClient;
    std::unique_ptr<ApiClient> twinClient;
    std::unique_ptr<Job> job;
};

struct Totals
{
    int runs = 0;
    std::map<QString, int> faultRuns; // runs per fault kind
    qint64 eventsCompared = 0;
    qint64 lost = 0;
    qint64 duplicates = 0;
    qint64 calls = 0;
    qint64 posts = 0;
    qint64 accepted = 0;
    qint64 connections = 0;
    qint64 stalls = 0;
    qint64 gaps = 0;
    qint64 duplicatesDropped = 0;
    int retryAfterWaits = 0; // reconnects after a 429 with Retry-After: 1
    QStringList failures;
};

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void soak();

private:
    std::unique_ptr<SandboxServer> startServer(quint16& port);
    bool startServers();
    void stopServers();
    void startJob(Slot& slot, int index);
    Side startSide(ApiClient* client, const QJsonObject& spec);
    bool settled(const Side& side) const;
    void evaluate(const Job& job);
    void fail(const Job& job, const QString& what);

    std::unique_ptr<SandboxServer> m_faultyServer;
    std::unique_ptr<SandboxServer> m_twinServer;
    std::unique_ptr<ApiKeyCredential> m_key;
    quint16 m_faultyPort = 0;
    quint16 m_twinPort = 0;
    Totals m_totals;
    QStringList m_answerProblems;
};

void TestSoak::initTestCase()
{
    m_key = std::make_unique<ApiKeyCredential>(clienttest::sandboxKey());
}

void TestSoak::cleanupTestCase()
{
    stopServers();
}

std::unique_ptr<SandboxServer> TestSoak::startServer(quint16& port)
{
    SandboxConfig config;
    config.deltaDelayMs = 1;
    config.keepAliveMs = kKeepAliveMs;
    // The port of the previous epoch's server: the clients' connection pools stay the same
    // ones, as after a server restart. Should the system have handed it out meanwhile, any.
    for (const quint16 wanted : {port, quint16(0)}) {
        config.port = wanted;
        auto server = std::make_unique<SandboxServer>(config);
        QString error;
        if (server->start(&error)) {
            port = server->port();
            return server;
        }
        if (wanted == 0)
            m_answerProblems << u"the sandbox did not start: "_s + error;
    }
    return nullptr;
}

bool TestSoak::startServers()
{
    m_faultyServer = startServer(m_faultyPort);
    m_twinServer = startServer(m_twinPort);
    return m_faultyServer && m_twinServer;
}

void TestSoak::stopServers()
{
    m_faultyServer.reset();
    m_twinServer.reset();
}

Side TestSoak::startSide(ApiClient* client, const QJsonObject& spec)
{
    Side side;
    side.source = new LiveRunSource(client, spec);
    RunStream::Options options;
    options.stallTimeoutMs = kStallTimeoutMs;
    options.backoff.initialMs = 10;
    options.backoff.maxMs = 200;
    side.source->setStreamOptions(options);
    side.controller = new RunController(client, side.source);
    ToolResultSender::Options senderOptions;
    senderOptions.backoff.initialMs = 10;
    side.controller->setSenderOptions(senderOptions);
    RunController* controller = side.controller;
    // Each call answered as the app answers it: through the controller, once it arrived.
    connect(controller, &RunController::callArrived, controller,
            [this, controller](const QString& toolUseId) {
                const RunTimeline* timeline = controller->timeline();
                const int index = timeline->callIndex(toolUseId);
                const LocalCall* call = index >= 0 ? &timeline->call(index) : nullptr;
                // eventAt() gives a value: keep it while its payload is read.
                const RunEvent callEvent = call ? timeline->eventAt(call->event) : RunEvent();
                const auto* event = callEvent.as<LocalToolCallEvent>();
                if (!event) {
                    m_answerProblems << u"call %1 is not in the timeline"_s.arg(toolUseId);
                    return;
                }
                const QString args =
                    QString::fromUtf8(QJsonDocument(event->args).toJson(QJsonDocument::Compact));
                const ToolResultSender::SubmitResult submitted = controller->answer(
                    toolUseId, ToolAnswer::success(u"soak "_s + call->name + u' ' + args));
                if (!submitted.queued)
                    m_answerProblems << u"call %1 refused: %2"_s.arg(toolUseId, submitted.refusal);
            });
    controller->start();
    return side;
}

void TestSoak::startJob(Slot& slot, int index)
{
    auto job = std::make_unique<Job>();
    job->index = index;
    job->faults = faultsFor(index);
    const QJsonObject spec = specFor(index);
    job->twin = startSide(slot.twinClient.get(), spec);
    job->faulty = startSide(slot.faultyClient.get(), withFaults(spec, job->faults));
    // The delays the faulted stream waited after each 429 it was answered (Retry-After must be
    // honoured). On a loaded machine a request can also time out before its answer arrives:
    // that reconnect is not one after a 429.
    const std::shared_ptr<QList<int>> delays = job->faulty.retryAfterDelays;
    const RunStream* stream = job->faulty.source->stream();
    connect(stream, &RunStream::reconnectScheduled, job->faulty.controller,
            [delays, stream](const QString& reason, int delayMs, int) {
                const std::optional<ApiError>& error = stream->lastError();
                if (error && error->httpStatus == 429 && reason == error->describe())
                    delays->append(delayMs);
            });
    const std::shared_ptr<QList<RunStream::Reconnect>> reconnects = job->faulty.reconnects;
    connect(stream, &RunStream::reconnected, job->faulty.controller,
            [reconnects](const RunStream::Reconnect& info) { reconnects->append(info); });
    slot.job = std::move(job);
}

bool TestSoak::settled(const Side& side) const
{
    if (!side.controller->isFinished())
        return false;
    // The terminal event can overtake the 204 of the last answer: wait for its outcome.
    const ToolResultSender* sender = side.controller->sender();
    if (!sender)
        return true;
    const QStringList ids = sender->toolUseIds();
    return std::none_of(ids.begin(), ids.end(), [sender](const QString& id) {
        return sender->state(id) == ToolResultSender::State::Sending;
    });
}

void TestSoak::fail(const Job& job, const QString& what)
{
    if (m_totals.failures.size() < 20)
        m_totals.failures << u"run %1 (%2): %3"_s.arg(job.index).arg(job.faults.kinds.join(u','),
                                                                     what);
}

void TestSoak::evaluate(const Job& job)
{
    ++m_totals.runs;
    for (const QString& kind : job.faults.kinds)
        ++m_totals.faultRuns[kind];

    const RunController& faulty = *job.faulty.controller;
    const RunController& twin = *job.twin.controller;
    if (!twin.source()->terminalEvent())
        fail(job, u"the twin did not finish: "_s + twin.source()->problem());
    if (!faulty.source()->terminalEvent() ||
        faulty.source()->status() != RunSource::Status::Finished)
        fail(job, u"no terminal event: "_s + faulty.source()->problem());

    // Events: every seq of the twin once, with the same type and payload.
    const QStringList want = eventLines(*twin.timeline());
    const QStringList got = eventLines(*faulty.timeline());
    m_totals.eventsCompared += want.size();
    QSet<qint64> seen;
    qint64 duplicates = 0;
    for (int i = 0; i < faulty.timeline()->eventCount(); ++i) {
        const qint64 seq = faulty.timeline()->eventAt(i).seq;
        duplicates += seen.contains(seq) ? 1 : 0;
        seen.insert(seq);
    }
    qint64 lost = 0;
    for (int i = 0; i < twin.timeline()->eventCount(); ++i)
        lost += seen.contains(twin.timeline()->eventAt(i).seq) ? 0 : 1;
    m_totals.lost += lost;
    m_totals.duplicates += duplicates;
    if (got != want)
        fail(job, u"events differ, "_s + firstDifference(got, want));

    // The timeline as the user sees it (rows, calls and their answers, plan, summary).
    constexpr unsigned options =
        TimelineDump::IncludeSummary | TimelineDump::IncludePlan | TimelineDump::IncludePostStatus;
    const QStringList gotDump = TimelineDump::dump(*faulty.timeline(), options).split(u'\n');
    const QStringList wantDump = TimelineDump::dump(*twin.timeline(), options).split(u'\n');
    if (gotDump != wantDump)
        fail(job, u"timeline differs, "_s + firstDifference(gotDump, wantDump));
    const QStringList gotNotes = runNotes(*faulty.timeline());
    const QStringList wantNotes = runNotes(*twin.timeline());
    if (gotNotes != wantNotes)
        fail(job, u"notes differ, "_s + firstDifference(gotNotes, wantNotes));

    // Exactly one POST per call, on each server, every one accepted.
    const QStringList calls = faulty.callIds();
    if (calls.isEmpty())
        fail(job, u"no local call"_s);
    if (calls != twin.callIds())
        fail(job, u"calls %1, the twin's %2"_s.arg(calls.join(u','), twin.callIds().join(u',')));
    for (const QString& id : calls) {
        const int posts = m_faultyServer->toolResultPosts(id);
        const int accepted = m_faultyServer->acceptedToolResults(id);
        m_totals.posts += posts;
        m_totals.accepted += accepted;
        if (posts != 1 || accepted != 1)
            fail(job, u"call %1: %2 POSTs, %3 accepted"_s.arg(id).arg(posts).arg(accepted));
        if (m_twinServer->toolResultPosts(id) != 1)
            fail(job,
                 u"the twin's call %1: %2 POSTs"_s.arg(id).arg(m_twinServer->toolResultPosts(id)));
    }
    m_totals.calls += calls.size();

    // The faults did happen, and were survived the intended way.
    const RunStream::Stats& stats = job.faulty.source->stream()->stats();
    m_totals.connections += stats.connections;
    m_totals.stalls += stats.stalls;
    m_totals.gaps += stats.gaps;
    m_totals.duplicatesDropped += stats.duplicatesDropped;
    if (stats.gaps != 0)
        fail(job, u"%1 seq gap(s)"_s.arg(stats.gaps));
    // A cut or a stall after N events happens when the run has more than N.
    const int events = twin.timeline()->eventCount();
    const bool stalls = job.faults.stallAfterEvents > 0 && events > job.faults.stallAfterEvents;
    const bool mustReconnect =
        job.faults.failFault || stalls ||
        (job.faults.cutAfterEvents > 0 && events > job.faults.cutAfterEvents);
    if (mustReconnect && stats.connections < 2)
        fail(job, u"the fault forced no reconnect"_s);
    if (stalls && stats.stalls == 0)
        fail(job, u"no stall was detected"_s);
    // Each connection resumed after seq S re-sends min(N, S) frames first, all of them dropped.
    for (const RunStream::Reconnect& r : std::as_const(*job.faulty.reconnects)) {
        const qint64 repeated = std::min<qint64>(job.faults.dupOnResume, r.resumedAfterSeq);
        if (r.gotNewEvents && r.duplicatesDropped != repeated)
            fail(job, u"connection %1 resumed after %2: %3 repeats dropped, expected %4"_s
                          .arg(r.connection)
                          .arg(r.resumedAfterSeq)
                          .arg(r.duplicatesDropped)
                          .arg(repeated));
    }
    if (job.faults.slowRetryAfter) {
        for (const int delay : std::as_const(*job.faulty.retryAfterDelays)) {
            if (delay < 1000)
                fail(job, u"Retry-After: 1 not honoured: reconnected after %1 ms"_s.arg(delay));
        }
        m_totals.retryAfterWaits += job.faulty.retryAfterDelays->size();
    }
}

void TestSoak::soak()
{
    const int runs = envInt("MANTYX_SOAK_RUNS", kDefaultRuns);
    const int slotCount = std::min(runs, envInt("MANTYX_SOAK_PARALLEL", kDefaultSlots));
    // The warm-up is the first epoch.
    const int warmup = std::min(kEpochRuns, runs);

    std::vector<Slot> lanes(static_cast<size_t>(slotCount));
    for (Slot& slot : lanes) {
        // A client per slot: Qt opens at most six connections per host and client, and each
        // stream holds one for the whole run.
        slot.nam = std::make_unique<QNetworkAccessManager>();
    }
    const auto connectClients = [&] {
        for (Slot& slot : lanes) {
            slot.faultyClient = std::make_unique<ApiClient>(
                slot.nam.get(), m_faultyServer->baseUrl(), u"sandbox"_s, m_key.get());
            slot.twinClient = std::make_unique<ApiClient>(slot.nam.get(), m_twinServer->baseUrl(),
                                                          u"sandbox"_s, m_key.get());
        }
    };
    QVERIFY(startServers());
    connectClients();

    QElapsedTimer clock;
    clock.start();
    int next = 0;
    int done = 0;
    int epochEnd = std::min(runs, kEpochRuns);
    qint64 rssWarm = -1;
    qint64 heapWarm = -1;
    qint64 rssWarmMs = 0;
    bool serversFailed = false;
    const auto pump = [&] {
        for (Slot& slot : lanes) {
            if (slot.job && settled(slot.job->faulty) && settled(slot.job->twin)) {
                evaluate(*slot.job);
                slot.job->faulty.controller->deleteLater();
                slot.job->twin.controller->deleteLater();
                slot.job.reset();
                ++done;
            }
        }
        if (done == epochEnd) {
            // A server keeps every run's log, as a real one does: both sandboxes are restarted
            // after each epoch so that what stays resident is the client's alone.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            for (Slot& slot : lanes) {
                slot.faultyClient.reset();
                slot.twinClient.reset();
            }
            stopServers();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            if (done == warmup) {
                rssWarm = rssKiB();
                heapWarm = heapInUseKiB();
                rssWarmMs = clock.elapsed();
            }
            if (done == runs)
                return true;
            if (!startServers()) {
                serversFailed = true;
                return true;
            }
            connectClients();
            epochEnd = std::min(runs, epochEnd + kEpochRuns);
        }
        for (Slot& slot : lanes) {
            if (!slot.job && next < epochEnd)
                startJob(slot, next++);
        }
        return false;
    };
    // Generous, yet inside Qt Test's own watchdog (QTEST_FUNCTION_TIMEOUT, 5 minutes by default).
    const int watchdogMs = envInt("QTEST_FUNCTION_TIMEOUT", 300000);
    const int limitMs = std::max(10000, std::min(watchdogMs - 20000, 60000 + runs * 400));
    const bool finished = clienttest::waitUntil(pump, limitMs);
    if (!finished) {
        QStringList stuck;
        for (const Slot& slot : lanes) {
            if (!slot.job)
                continue;
            const Side& f = slot.job->faulty;
            stuck << u"run %1 (%2): %3 / twin %4"_s.arg(slot.job->index)
                         .arg(slot.job->faults.kinds.join(u','),
                              RunSource::statusName(f.controller->status()),
                              RunSource::statusName(slot.job->twin.controller->status()));
        }
        QFAIL(qPrintable(u"%1 of %2 runs done after %3 ms; unfinished: %4"_s.arg(done)
                             .arg(runs)
                             .arg(limitMs)
                             .arg(stuck.join(u"; "_s))));
    }
    QVERIFY2(!serversFailed, qPrintable(m_answerProblems.join(u'\n')));
    const qint64 elapsedMs = clock.elapsed();
    const qint64 rssEnd = rssKiB();
    const qint64 heapEnd = heapInUseKiB();

    QStringList kinds;
    for (const auto& [kind, count] : m_totals.faultRuns)
        kinds << u"%1=%2"_s.arg(kind).arg(count);
    const double postsPerCall =
        m_totals.calls > 0 ? double(m_totals.posts) / double(m_totals.calls) : 0.0;
    const QString summary =
        u"soak: runs=%1 in %2 s (%3 at once); faults: %4; connections=%5 stalls=%6 "
        u"duplicatesDropped=%7 gaps=%8 waitsAfter429RetryAfter1s=%24; events compared=%9 lost=%10 "
        u"duplicates=%11; calls=%12 "
        u"POSTs=%13 accepted=%14 POSTs/call=%15; RSS after %16 runs=%17 KiB (at %18 s), "
        u"end=%19 KiB, growth=%20 KiB (bound %21 KiB); heap in use %22 -> %23 KiB"_s
            .arg(m_totals.runs)
            .arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
            .arg(slotCount * 2)
            .arg(kinds.join(u' '))
            .arg(m_totals.connections)
            .arg(m_totals.stalls)
            .arg(m_totals.duplicatesDropped)
            .arg(m_totals.gaps)
            .arg(m_totals.eventsCompared)
            .arg(m_totals.lost)
            .arg(m_totals.duplicates)
            .arg(m_totals.calls)
            .arg(m_totals.posts)
            .arg(m_totals.accepted)
            .arg(postsPerCall, 0, 'f', 3)
            .arg(warmup)
            .arg(rssWarm)
            .arg(double(rssWarmMs) / 1000.0, 0, 'f', 1)
            .arg(rssEnd)
            .arg(rssEnd - rssWarm)
            .arg(kRssGrowthBoundKiB)
            .arg(heapWarm)
            .arg(heapEnd)
            .arg(m_totals.retryAfterWaits);
    qInfo("%s", qPrintable(summary));

    QVERIFY2(m_answerProblems.isEmpty(), qPrintable(m_answerProblems.mid(0, 20).join(u'\n')));
    QVERIFY2(m_totals.failures.isEmpty(), qPrintable(m_totals.failures.join(u'\n')));
    QCOMPARE(m_totals.runs, runs);
    QCOMPARE(m_totals.lost, qint64(0));
    QCOMPARE(m_totals.duplicates, qint64(0));
    QCOMPARE(m_totals.posts, m_totals.calls);
    QCOMPARE(m_totals.accepted, m_totals.calls);
    // The faults were there to survive: streams were cut, stalled and repeated themselves.
    QVERIFY(m_totals.stalls > 0);
    QVERIFY(m_totals.duplicatesDropped > 0);
    QVERIFY(m_totals.retryAfterWaits > 0);
    QVERIFY(m_totals.connections > 2 * qint64(runs));
    QVERIFY(rssWarm > 0 && rssEnd > 0);
#if defined(MANTYX_SOAK_ASAN)
    QVERIFY(heapWarm > 0 && heapEnd > 0);
    QVERIFY2(heapEnd - heapWarm < kAsanHeapGrowthBoundKiB,
             qPrintable(u"allocated bytes grew by %1 KiB under ASan"_s.arg(heapEnd - heapWarm)));
#else
    QVERIFY2(rssEnd - rssWarm < kRssGrowthBoundKiB,
             qPrintable(u"RSS grew by %1 KiB"_s.arg(rssEnd - rssWarm)));
#endif
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSoak)
#include "tst_soak.moc"
