// SPDX-License-Identifier: MIT
// Tests the sandbox under concurrent load: fifty runs streaming at once (each stream through
// its own QNetworkAccessManager, so Qt's six-connections-per-host pool does not serialise them)
// each get exactly their own events and tool answers; and the first delta of a paced run arrives
// long before its end (events are written as they happen).
#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

// Two host names of the same loopback server are two connection pools of one manager. Qt 6.4
// opens at most six HTTP/1.1 connections per host: local-tool streams wait on answers, so the
// answers must never queue behind them.
const QString kStreamHost = u"127.0.0.1"_s;
const QString kPostHost = u"localhost"_s;

struct Slot
{
    int index = 0;
    QString word; // unique to this run; no word is a substring of another
    bool local = false;
    QString runId;
    QNetworkReply* create = nullptr;
    std::unique_ptr<ToolAnswerer> answerer;
    std::unique_ptr<QNetworkAccessManager> nam; // its own connection pool
    std::unique_ptr<SseStream> stream;
};

} // namespace

class TestSandboxConcurrency : public QObject
{
    Q_OBJECT

private slots:
    void fiftyConcurrentRuns();
    void firstDeltaLongBeforeEnd();
};

void TestSandboxConcurrency::fiftyConcurrentRuns()
{
    SandboxConfig cfg;
    // Paced so that every run is still going when the last stream opens.
    cfg.deltaDelayMs = 10;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    Http http(server.baseUrl());
    http.setHost(kPostHost);

    constexpr int kRuns = 50;
    std::vector<Slot> runs(kRuns);
    QElapsedTimer clock;
    clock.start();

    // All creations in flight at once.
    for (int i = 0; i < kRuns; ++i) {
        Slot& s = runs[std::size_t(i)];
        s.index = i;
        s.local = i % 2 == 1;
        s.word = u"qz%1kw"_s.arg(i, 3, 10, QLatin1Char('0'));
        QJsonObject spec = baseSpec(s.local ? u"Look up %1 with lookup_tool."_s.arg(s.word)
                                            : u"Say the word %1."_s.arg(s.word));
        if (s.local)
            spec.insert("tools"_L1, QJsonArray{localToolRef(u"lookup_tool"_s)});
        else // paced at 200 ms an event, so it is still streaming when the last stream opens
            spec.insert("metadata"_L1, QJsonObject{{"sandbox.scenario"_L1, u"slow"_s}});
        QNetworkRequest req = http.request(http.ws(u"agent-runs"_s));
        req.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
        s.create = http.sendAsync("POST", req, QJsonDocument(spec).toJson(QJsonDocument::Compact));
    }
    for (Slot& s : runs) {
        const HttpResult created = finishReply(s.create);
        s.create = nullptr;
        QVERIFY2(created.status == 201, created.describe().constData());
        s.runId = created.json().value("runId"_L1).toString();
        QVERIFY(!s.runId.isEmpty());
    }
    const qint64 createdMs = clock.elapsed();

    // All fifty streams opened at once, each on its own manager; answers posted as calls arrive.
    bool allOpen = false;
    QList<std::pair<ToolAnswerer*, RunEvent>> held;
    for (Slot& s : runs) {
        s.answerer = std::make_unique<ToolAnswerer>(
            http, s.runId, [word = s.word](const LocalToolCallEvent&) {
                return QJsonObject{{"result"_L1, QString(u"answer-"_s + word)}};
            });
        s.answerer->setHost(kPostHost);
        QNetworkRequest req = http.streamRequest(s.runId);
        req.setUrl(withHost(req.url(), s.local ? kStreamHost : kPostHost));
        s.nam = std::make_unique<QNetworkAccessManager>();
        s.stream = std::make_unique<SseStream>(*s.nam, req);
        ToolAnswerer* answerer = s.answerer.get();
        // Local-tool runs wait for their answer, which is held until every stream is open: so
        // all fifty are streaming at the same time, however slow the machine.
        s.stream->onEvent = [answerer, &allOpen, &held](const RunEvent& e) {
            if (allOpen)
                answerer->see(e);
            else
                held.append({answerer, e});
        };
    }
    QVERIFY(SseStream::waitUntil(
        [&] {
            for (const Slot& s : runs) {
                if (s.stream->firstByteMs() < 0)
                    return false;
            }
            return true;
        },
        60000));
    allOpen = true;
    for (const auto& [answerer, e] : std::as_const(held))
        answerer->see(e);
    held.clear();
    const bool allDone = SseStream::waitUntil(
        [&] {
            for (const Slot& s : runs) {
                if (!s.stream->isFinished() || !s.answerer->allFinished())
                    return false;
            }
            return true;
        },
        120000);
    int unfinished = 0;
    for (const Slot& s : runs)
        unfinished += s.stream->isFinished() ? 0 : 1;
    QVERIFY2(allDone, qPrintable(u"%1 streams did not finish"_s.arg(unfinished)));
    // How many streams were receiving at the same time (stream clocks start together).
    int maxOpen = 0;
    for (const Slot& a : runs) {
        int open = 0;
        for (const Slot& b : runs)
            open += b.stream->firstByteMs() <= a.stream->firstByteMs() &&
                            b.stream->finishedMs() >= a.stream->firstByteMs()
                        ? 1
                        : 0;
        maxOpen = std::max(maxOpen, open);
    }
    qDebug("50 runs: created in %lld ms, all streamed in %lld ms, at most %d streams open at once",
           createdMs, clock.elapsed(), maxOpen);
    QVERIFY2(maxOpen >= kRuns * 9 / 10,
             qPrintable(u"only %1 of %2 streams were open at once"_s.arg(maxOpen).arg(kRuns)));

    QSet<QString> toolUseIds;
    for (const Slot& s : runs) {
        const QString where = u"run %1 (%2): "_s.arg(s.index).arg(s.runId);
        const QStringList v = wholeStreamViolations(*s.stream);
        QVERIFY2(v.isEmpty(), qPrintable(where + joined(v)));
        const QList<RunEvent>& ev = s.stream->events();
        const auto* result = ev.constLast().as<ResultEvent>();
        SB_REQUIRE2(result && result->text,
                    qPrintable(where + QString::fromUtf8(ev.constLast().raw)));

        // Its own content, nobody else's.
        QVERIFY2(result->text->contains(s.word), qPrintable(where + *result->text));
        for (const Slot& other : runs) {
            if (other.index != s.index)
                QVERIFY2(!s.stream->bytes().contains(other.word.toLatin1()),
                         qPrintable(where + u"carries "_s + other.word));
        }
        const HttpResult snap = http.snapshot(s.runId);
        QCOMPARE(snap.json().value("finalText"_L1).toString(), *result->text);

        const QList<RunEvent> calls = eventsOf(ev, EventType::LocalToolCall);
        QCOMPARE(calls.size(), s.local ? 1 : 0);
        if (!s.local)
            continue;
        const QString id = view<LocalToolCallEvent>(calls.first()).toolUseId;
        QVERIFY2(!toolUseIds.contains(id), qPrintable(where + u"toolUseId reused: "_s + id));
        toolUseIds.insert(id);
        QVERIFY2(result->text->contains(u"lookup_tool: answer-"_s + s.word),
                 qPrintable(where + *result->text));
        QCOMPARE(s.answerer->statuses().value(id), 204);
        // Exactly one POST per call reached the server.
        QCOMPARE(server.toolResultPosts(id), 1);
        QCOMPARE(server.acceptedToolResults(id), 1);
    }
    QCOMPARE(toolUseIds.size(), kRuns / 2);
}

void TestSandboxConcurrency::firstDeltaLongBeforeEnd()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 20;
    SandboxServer server(cfg);
    QVERIFY(server.start());
    Http http(server.baseUrl());

    QJsonObject spec = baseSpec(u"Use beta_tool, then tell me about it."_s);
    spec.insert("tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                   {"name"_L1, u"beta_tool"_s}}});
    QElapsedTimer clock;
    clock.start();
    QString runId;
    const HttpResult created = http.createRun(spec, &runId);
    QVERIFY2(created.status == 201, created.describe().constData());
    SseStream s(http.nam(), http.streamRequest(runId));
    qint64 firstDelta = -1;
    qint64 terminal = -1;
    s.onEvent = [&](const RunEvent& e) {
        if (e.type == EventType::AssistantDelta && firstDelta < 0)
            firstDelta = clock.elapsed();
        if (e.isTerminal())
            terminal = clock.elapsed();
    };
    QVERIFY(s.waitForFinished());
    SB_VERIFY_NONE(wholeStreamViolations(s));
    QVERIFY(firstDelta >= 0 && terminal >= 0);
    qDebug("deltaDelayMs=20, %lld events: first assistant_delta after %lld ms, terminal after "
           "%lld ms",
           qint64(s.events().size()), firstDelta, terminal);
    QVERIFY2(firstDelta < terminal / 2,
             qPrintable(u"first delta %1 ms, end %2 ms"_s.arg(firstDelta).arg(terminal)));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxConcurrency)
#include "tst_sandboxconcurrency.moc"
