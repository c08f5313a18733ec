// SPDX-License-Identifier: MIT
// Timeline fixtures of the run and UI tests: events built through the real EventDecoder from JSON
// (the protocol document's example files or inline data), so every test sees what a stream gives;
// single events, a RunBuilder numbering them as a server would, and whole runs (fullRun, demoRun).
#pragma once

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include "protocol/eventdecoder.h"
#include "protocol/eventencoder.h"
#include "protocol/runevent.h"
#include "run/runtimeline.h"

namespace mantyx::timelinetest {

using namespace Qt::StringLiterals;

// Every field of two events, as QCOMPARE reports them. A QCOMPARE in a helper leaves only the
// helper: call it through MANTYX_COMPARE_EVENTS, which leaves the test function too.
inline void compareEvents(const RunEvent& got, const RunEvent& want)
{
    QCOMPARE(got.seq, want.seq);
    QCOMPARE(got.type, want.type);
    QCOMPARE(got.shape, want.shape);
    QCOMPARE(got.typeName, want.typeName);
    QCOMPARE(got.raw, want.raw);
    QCOMPARE(got.sseId, want.sseId);
    QCOMPARE(got.sseEvent, want.sseEvent);
    QCOMPARE(got.problems, want.problems);
    QVERIFY(got.payload == want.payload);
}

#define MANTYX_COMPARE_EVENTS(got, want)                                                           \
    do {                                                                                           \
        mantyx::timelinetest::compareEvents(got, want);                                            \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

inline QString eventsDir()
{
    return QStringLiteral(MANTYX_SOURCE_DIR "/tests/protocol/data/events");
}

inline RunEvent decode(const QByteArray& raw)
{
    static EventDecoder decoder;
    return decoder.decode(raw);
}

inline RunEvent ev(qint64 seq, QStringView type, const QJsonObject& data = {})
{
    return decode(EventEncoder::encodeEnvelope(seq, type, data));
}

inline RunEvent delta(qint64 seq, const QString& text)
{
    return ev(seq, u"assistant_delta", QJsonObject{{"text"_L1, text}});
}

inline RunEvent thinking(qint64 seq, const QString& text)
{
    return ev(seq, u"thinking_delta", QJsonObject{{"text"_L1, text}});
}

inline QJsonObject readFixture(const QString& name)
{
    static QHash<QString, QJsonObject> cache;
    if (const auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    QFile f(eventsDir() + u'/' + name + u".json"_s);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    const QJsonObject envelope = QJsonDocument::fromJson(f.readAll()).object();
    cache.insert(name, envelope);
    return envelope;
}

// A fixture file's event, renumbered to `seq` (-1 keeps the file's own).
inline RunEvent fixture(const QString& name, qint64 seq = -1)
{
    QJsonObject envelope = readFixture(name);
    if (seq >= 0)
        envelope.insert("seq"_L1, seq);
    return decode(QJsonDocument(envelope).toJson(QJsonDocument::Compact));
}

inline RunEvent localCall(qint64 seq, const QString& id, const QString& name = u"lookup"_s)
{
    return ev(seq, u"local_tool_call",
              QJsonObject{{"toolUseId"_L1, id},
                          {"name"_L1, name},
                          {"args"_L1, QJsonObject{{"query"_L1, u"q"_s}}},
                          {"kind"_L1, u"local"_s}});
}

inline RunEvent resultIn(qint64 seq, const QString& id, const QString& text)
{
    return ev(seq, u"local_tool_result_in", QJsonObject{{"toolUseId"_L1, id}, {"result"_L1, text}});
}

inline RunEvent turnEnd(qint64 seq, int turn, const QString& text = {},
                        const QString& finish = u"end_turn"_s)
{
    return ev(seq, u"assistant_message",
              QJsonObject{{"text"_L1, text}, {"turn"_L1, turn}, {"finishReason"_L1, finish}});
}

inline RunEvent result(qint64 seq, const QString& text)
{
    return ev(seq, u"result", QJsonObject{{"ok"_L1, true}, {"text"_L1, text}});
}

// Builds a run event by event with consecutive seqs, as a server would send it.
class RunBuilder
{
public:
    explicit RunBuilder(qint64 firstSeq = 1)
        : m_seq(firstSeq)
    {}

    // A fixture's envelope with the next seq.
    RunBuilder& add(const QString& fixtureName) { return addEnvelope(readFixture(fixtureName)); }
    RunBuilder& add(const QString& type, const QJsonObject& data)
    {
        return addEnvelope(QJsonObject{{"type"_L1, type}, {"data"_L1, data}});
    }
    RunBuilder& delta(const QString& type, const QString& text)
    {
        return add(type, QJsonObject{{"text"_L1, text}});
    }
    RunBuilder& addEnvelope(QJsonObject envelope)
    {
        const qint64 seq = m_seq++;
        envelope.insert("seq"_L1, seq);
        const QByteArray bytes = QJsonDocument(envelope).toJson(QJsonDocument::Compact);
        m_events << m_decoder.decode(bytes, envelope.value("type"_L1).toString().toUtf8(),
                                     QByteArray::number(seq));
        return *this;
    }
    // Bytes as they came, e.g. not JSON at all.
    RunBuilder& addRaw(const QByteArray& bytes, const QByteArray& sseEvent = {})
    {
        const qint64 seq = m_seq++;
        m_events << m_decoder.decode(bytes, sseEvent, QByteArray::number(seq));
        return *this;
    }

    QList<RunEvent> take()
    {
        QList<RunEvent> events;
        events.swap(m_events);
        return events;
    }
    qint64 nextSeq() const { return m_seq; }

private:
    EventDecoder m_decoder;
    QList<RunEvent> m_events;
    qint64 m_seq;
};

// One run through every event type and every row kind; local calls tu_x (local), tu_z
// (mcp_local, answered and echoed) and tu_y (a2a_local) — tu_x and tu_y stay pending.
inline QList<RunEvent> fullRun()
{
    RunBuilder b;
    b.add(u"legacy-started"_s);
    b.add(u"4.9-task_plan-first"_s);
    b.delta(u"thinking_delta"_s, u"The user wants revenue numbers. "_s)
        .delta(u"thinking_delta"_s, u"I should search first, then compute totals."_s);
    b.delta(u"assistant_delta"_s, u"Let me look that up "_s)
        .delta(u"assistant_delta"_s, u"with **search** first."_s);
    b.add(u"4.4-assistant_message"_s);
    b.add(u"legacy-tool_call"_s);
    b.add(u"4.2-tool_result"_s);
    b.add(u"4.3.1-local_tool_call-local"_s);
    b.add(u"4.3.3-local_tool_call-mcp_local"_s);
    b.add(u"5-local_tool_result_in-result"_s);
    b.add(u"4.3.2-local_tool_call-a2a_local"_s);
    b.add(u"4.5-loop_detected-soft"_s);
    b.add(u"4.6-tool_budget_exceeded"_s);
    b.add(u"4.7-supervisor-redirect"_s);
    b.add(u"4.7-supervisor-reasoning"_s);
    b.add(u"4.9-task_plan-advance"_s);
    b.add(u"mystery_event"_s, QJsonObject{{"hint"_L1, u"from a newer server"_s}});
    b.addRaw(QByteArrayLiteral("{\"seq\": 21, \"type\": \"assistant_delta\", \"data\": {"),
             QByteArrayLiteral("assistant_delta"));
    b.delta(u"assistant_delta"_s, u"## Findings\n\n- Q4 revenue grew **12%**\n- Costs fell\n"_s);
    b.add(u"4.4-assistant_message-text_only"_s);
    b.add(u"4.8-result"_s);
    b.add(u"4.8-error"_s);
    b.add(u"4.8-cancelled"_s);
    return b.take();
}

// A batch of events and when it arrived, in ms after the run started.
struct TimedBatch
{
    qint64 atMs = 0;
    QList<RunEvent> events;
};

// A plausible run for screenshots: a plan, thinking, a server tool, a supervisor review, an MCP
// call answered and echoed, then a local call. `finished`: the local call was answered and the run
// ended with a Markdown answer; otherwise the run waits on the local call (tu_total).
inline QList<TimedBatch> demoRun(bool finished)
{
    QList<TimedBatch> batches;
    RunBuilder b;
    const auto batch = [&](qint64 at) { batches.append(TimedBatch{at, b.take()}); };
    const QJsonObject judge{{"id"_L1, u"openai:gpt-5.5"_s},
                            {"provider"_L1, u"openai"_s},
                            {"vendorModelId"_L1, u"gpt-5.5"_s}};
    QJsonObject plan{{"brief"_L1, u"Explain what drove Q4 revenue and total the EU orders."_s}};
    const auto steps = [](const char* a, const char* b2, const char* c) {
        return QJsonArray{
            QJsonObject{{"title"_L1, u"Find the Q4 review"_s}, {"status"_L1, QString::fromUtf8(a)}},
            QJsonObject{{"title"_L1, u"Read the EU order export"_s},
                        {"status"_L1, QString::fromUtf8(b2)}},
            QJsonObject{{"title"_L1, u"Total the EU orders"_s},
                        {"status"_L1, QString::fromUtf8(c)}},
            QJsonObject{{"title"_L1, u"Write the answer"_s}, {"status"_L1, u"pending"_s}}};
    };
    plan.insert("steps"_L1, steps("in_progress", "pending", "pending"));
    b.add(u"task_plan"_s, plan);
    batch(0);
    b.delta(u"thinking_delta"_s, u"The user wants the drivers of Q4 revenue and an EU total. "_s)
        .delta(u"thinking_delta"_s, u"The wiki has the quarterly review; the order export lives "
                                    "on the local file server, and the total must be computed "
                                    "with the finance tool so currencies are converted."_s);
    batch(420);
    b.delta(u"assistant_delta"_s, u"I'll start with the quarterly review on the wiki."_s);
    b.add(u"assistant_message"_s,
          QJsonObject{{"text"_L1, u"I'll start with the quarterly review on the wiki."_s},
                      {"turn"_L1, 1},
                      {"finishReason"_L1, u"tool_use"_s},
                      {"toolCalls"_L1,
                       QJsonArray{QJsonObject{
                           {"id"_L1, u"tu_wiki"_s},
                           {"name"_L1, u"search_wiki"_s},
                           {"input"_L1, QJsonObject{{"query"_L1, u"Q4 revenue review"_s}}}}}}});
    batch(1310);
    b.add(
        u"tool_result"_s,
        QJsonObject{{"toolUseId"_L1, u"tu_wiki"_s},
                    {"name"_L1, u"search_wiki"_s},
                    {"result"_L1, u"finance/q4-review.md — Q4 revenue grew 12% quarter on quarter, "
                                  "led by EU enterprise renewals (+31%). APAC was flat; the US "
                                  "grew 4% on new logos.\nfinance/q3-review.md — Q3 revenue was "
                                  "flat."_s}});
    plan.insert("steps"_L1, steps("done", "in_progress", "pending"));
    b.add(u"task_plan"_s, plan);
    b.add(u"supervisor"_s,
          QJsonObject{{"action"_L1, u"on_track"_s},
                      {"reason"_L1, u"Found the review; reading the order export next is the right "
                                    "step."_s},
                      {"llmCalls"_L1, 2},
                      {"model"_L1, judge}});
    batch(2050);
    b.delta(u"assistant_delta"_s,
            u"The review credits EU renewals. Let me read the order export."_s);
    b.add(u"assistant_message"_s,
          QJsonObject{{"text"_L1, u"…"_s},
                      {"turn"_L1, 2},
                      {"finishReason"_L1, u"tool_use"_s},
                      {"toolCalls"_L1, QJsonArray{QJsonObject{{"id"_L1, u"tu_csv"_s},
                                                              {"name"_L1, u"fs_read_file"_s},
                                                              {"input"_L1, QJsonObject{}}}}}});
    b.add(u"local_tool_call"_s,
          QJsonObject{{"toolUseId"_L1, u"tu_csv"_s},
                      {"name"_L1, u"fs_read_file"_s},
                      {"args"_L1, QJsonObject{{"path"_L1, u"/srv/exports/orders-q4-eu.csv"_s}}},
                      {"kind"_L1, u"mcp_local"_s},
                      {"mcpServer"_L1, u"fs"_s},
                      {"mcpToolName"_L1, u"read_file"_s},
                      {"mcpServerInfo"_L1, QJsonObject{{"name"_L1, u"mcp-server-filesystem"_s},
                                                       {"version"_L1, u"0.4.1"_s}}}});
    batch(2900);
    b.add(
        u"local_tool_result_in"_s,
        QJsonObject{{"toolUseId"_L1, u"tu_csv"_s},
                    {"result"_L1, u"order_id,region,amount,currency\n1001,EU,1200.00,EUR\n1002,EU,"
                                  "860.50,GBP\n1003,EU,2400.00,EUR\n… 1,284 more rows"_s}});
    plan.insert("steps"_L1, steps("done", "done", "in_progress"));
    b.add(u"task_plan"_s, plan);
    b.delta(u"assistant_delta"_s, u"Totalling the orders with the finance tool."_s);
    b.add(u"assistant_message"_s,
          QJsonObject{{"text"_L1, u"…"_s},
                      {"turn"_L1, 3},
                      {"finishReason"_L1, u"tool_use"_s},
                      {"toolCalls"_L1, QJsonArray{QJsonObject{{"id"_L1, u"tu_total"_s},
                                                              {"name"_L1, u"compute_total"_s},
                                                              {"input"_L1, QJsonObject{}}}}}});
    b.add(u"local_tool_call"_s,
          QJsonObject{{"toolUseId"_L1, u"tu_total"_s},
                      {"name"_L1, u"compute_total"_s},
                      {"args"_L1, QJsonObject{{"region"_L1, u"EU"_s},
                                              {"quarter"_L1, u"Q4"_s},
                                              {"currency"_L1, u"EUR"_s},
                                              {"source"_L1, u"/srv/exports/orders-q4-eu.csv"_s}}},
                      {"kind"_L1, u"local"_s}});
    batch(4120);
    if (!finished)
        return batches;
    b.add(u"local_tool_result_in"_s,
          QJsonObject{{"toolUseId"_L1, u"tu_total"_s},
                      {"result"_L1,
                       u"{\"total\": 1482937.40, \"currency\": \"EUR\", \"orders\": 1287}"_s}});
    plan.insert("steps"_L1, steps("done", "done", "done"));
    b.add(u"task_plan"_s, plan);
    b.delta(u"assistant_delta"_s,
            u"## Q4 revenue\n\nQ4 revenue grew **12%** quarter on quarter. "_s)
        .delta(u"assistant_delta"_s,
               u"The growth came from:\n\n- **EU enterprise renewals**, up 31%\n- US new logos, "
               "up 4%\n- APAC, flat\n\nThe EU orders total **€1,482,937.40** over 1,287 orders "
               "(converted with the finance tool)."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"text"_L1, u"## Q4 revenue…"_s},
                                              {"turn"_L1, 4},
                                              {"finishReason"_L1, u"end_turn"_s}});
    b.add(
        u"result"_s,
        QJsonObject{{"ok"_L1, true},
                    {"text"_L1, u"## Q4 revenue\n\nQ4 revenue grew **12%** quarter on quarter…"_s},
                    {"tokens"_L1, QJsonObject{{"inputTokens"_L1, 18342},
                                              {"cachedTokens"_L1, 9216},
                                              {"reasoningTokens"_L1, 640},
                                              {"outputTokens"_L1, 1187}}},
                    {"turns"_L1, 4},
                    {"model"_L1, QJsonObject{{"id"_L1, u"platform:demo"_s},
                                             {"provider"_L1, u"openai"_s},
                                             {"vendorModelId"_L1, u"gpt-5.4-mini"_s},
                                             {"reasoningEffort"_L1, u"medium"_s}}}});
    batch(7480);
    return batches;
}

// The knobs two compared runs differ by (tst_runcompare, tst_comparewindow).
struct CompareRunShape
{
    QString idPrefix = u"tu_a"_s; // the server's toolUseIds differ between any two runs
    QString region = u"EU"_s;     // compute_total's argument
    qint64 outputTokens = 1187;
    bool extraLookup = false; // a second local call (lookup) in turn 2
    QString answer = u"The EU orders total €1,482,937.40."_s;
};

// A run as the sandbox's scripted model sends it: thinking, a server tool (search_wiki), a local
// call (compute_total) answered and echoed, a final answer and the result with usage.
inline QList<RunEvent> compareRun(const CompareRunShape& shape)
{
    RunBuilder b;
    b.delta(u"thinking_delta"_s, u"Search the wiki first."_s);
    b.delta(u"assistant_delta"_s, u"Looking up the review."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 1}, {"finishReason"_L1, u"tool_use"_s}});
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"1"_s)},
                                        {"name"_L1, u"search_wiki"_s},
                                        {"result"_L1, u"finance/q4-review.md"_s}});
    b.delta(u"assistant_delta"_s, u"Totalling the orders."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"turn"_L1, 2}, {"finishReason"_L1, u"tool_use"_s}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"2"_s)},
                                            {"name"_L1, u"compute_total"_s},
                                            {"args"_L1, QJsonObject{{"region"_L1, shape.region}}},
                                            {"kind"_L1, u"local"_s}});
    b.add(u"local_tool_result_in"_s, QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"2"_s)},
                                                 {"result"_L1, u"1482937.40"_s}});
    if (shape.extraLookup) {
        b.add(u"local_tool_call"_s,
              QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"3"_s)},
                          {"name"_L1, u"lookup"_s},
                          {"args"_L1, QJsonObject{{"query"_L1, u"fx rates"_s}}},
                          {"kind"_L1, u"local"_s}});
        b.add(u"local_tool_result_in"_s,
              QJsonObject{{"toolUseId"_L1, QString(shape.idPrefix + u"3"_s)},
                          {"result"_L1, u"1.08"_s}});
    }
    b.delta(u"assistant_delta"_s, shape.answer);
    b.add(
        u"assistant_message"_s,
        QJsonObject{{"turn"_L1, 3}, {"text"_L1, shape.answer}, {"finishReason"_L1, u"end_turn"_s}});
    b.add(u"result"_s,
          QJsonObject{{"ok"_L1, true},
                      {"text"_L1, u"done"_s},
                      {"turns"_L1, 3},
                      {"tokens"_L1, QJsonObject{{"inputTokens"_L1, 18342},
                                                {"cachedTokens"_L1, 9216},
                                                {"reasoningTokens"_L1, 640},
                                                {"outputTokens"_L1, shape.outputTokens}}},
                      {"model"_L1, QJsonObject{{"id"_L1, u"platform:demo"_s},
                                               {"provider"_L1, u"openai"_s},
                                               {"vendorModelId"_L1, u"gpt-5.4-mini"_s}}}});
    return b.take();
}

// Fills `timeline` as a capture is read back: recorded times (100 ms apart), then the end.
inline void fillRecorded(RunTimeline& timeline, const QList<RunEvent>& events)
{
    QList<qint64> times;
    for (qsizetype i = 0; i < events.size(); ++i)
        times << i * 100;
    timeline.appendRecordedEvents(events, times);
    timeline.markSourceEnded();
}

} // namespace mantyx::timelinetest
