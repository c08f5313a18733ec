// SPDX-License-Identifier: MIT
#include <algorithm>
#include <numeric>
#include <vector>

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>
#include <QTest>

#include "protocol/eventdecoder.h"
#include "run/eventstore.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestEventStore final : public QObject
{
    Q_OBJECT

private slots:
    void readsBackAcrossSlicesInAnyOrder();
    void keepsAnEventLargerThanASlice();
    void clears();
    void compressesSealedSlices();
    void countsTheReadCache();
};

namespace {

// Delta events like a model's stream: short texts of common words, as the benchmarks' corpus.
QList<RunEvent> deltas(int count, quint32 seed = 7)
{
    static const char* const words[] = {"the",    "plan",   "step",    "stream", "model",  "file",
                                        "read",   "write",  "search",  "value",  "reason", "client",
                                        "server", "schema", "données", "日本語"};
    QRandomGenerator random(seed);
    EventDecoder decoder;
    QList<RunEvent> events;
    events.reserve(count);
    for (int i = 1; i <= count; ++i) {
        QByteArray text;
        const int n = 1 + static_cast<int>(random.bounded(6));
        for (int w = 0; w < n; ++w)
            text += QByteArray(words[random.bounded(int(std::size(words)))]) + ' ';
        const QByteArray seq = QByteArray::number(i);
        const char* type = i % 7 == 0 ? "thinking_delta" : "assistant_delta";
        const QByteArray frame =
            R"({"seq":)" + seq + R"(,"type":")" + type + R"(","data":{"text":")" + text + R"("}})";
        events << decoder.decode(frame, type, seq);
    }
    return events;
}

// Appends every event; the bytes they came with, in all.
qint64 appendAll(EventStore& store, const QList<RunEvent>& events)
{
    qint64 raw = 0;
    for (const RunEvent& event : events) {
        store.append(event);
        raw += event.raw.size();
    }
    return raw;
}

} // namespace

void TestEventStore::readsBackAcrossSlicesInAnyOrder()
{
    const QList<RunEvent> events = deltas(60000);
    EventStore store;
    const qint64 raw = appendAll(store, events);
    QCOMPARE(store.size(), events.size());
    QCOMPARE(store.wholeEvents(), 0);
    QVERIFY2(raw > 10 * EventStore::SliceBytes, "the events fill many slices");

    // In order, as a row formatting its deltas or an export reads them.
    for (int i = 0; i < store.size(); ++i) {
        QCOMPARE(store.rawAt(i), events.at(i).raw);
        QCOMPARE(store.rawSizeAt(i), events.at(i).raw.size());
    }
    // Backwards and at random: each read evicts and decompresses slices again.
    for (int i = store.size() - 1; i >= 0; i -= 7)
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    QRandomGenerator random(11);
    for (int n = 0; n < 5000; ++n) {
        const int i = static_cast<int>(random.bounded(store.size()));
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    }
    // at() decodes from the same bytes, once per call of an event not kept whole.
    const qint64 decodes = store.decodeCount();
    for (int n = 0; n < 2000; ++n) {
        const int i = static_cast<int>(random.bounded(store.size()));
        MANTYX_COMPARE_EVENTS(store.at(i), events.at(i));
    }
    for (int i = 0; i < 3000; ++i)
        MANTYX_COMPARE_EVENTS(store.at(i), events.at(i));
    QCOMPARE(store.decodeCount(), decodes + 5000);
    QCOMPARE(store.seqAt(12345), events.at(12345).seq);
    QCOMPARE(store.typeAt(6), EventType::ThinkingDelta);
}

void TestEventStore::keepsAnEventLargerThanASlice()
{
    EventDecoder decoder;
    // One that compresses, and one that does not (random letters): each a slice of its own.
    const QByteArray repetitive = QByteArray("word ").repeated(4 * EventStore::SliceBytes);
    QByteArray noise(EventStore::SliceBytes + 100, Qt::Uninitialized);
    QRandomGenerator random(3);
    for (char& c : noise)
        c = static_cast<char>('a' + random.bounded(26));
    QList<RunEvent> events = deltas(100);
    const QByteArray big =
        R"({"seq":101,"type":"assistant_delta","data":{"text":")" + repetitive + R"("}})";
    events << decoder.decode(big);
    events << deltas(100, 9);
    const QByteArray noisy =
        R"({"seq":202,"type":"tool_result","data":{"toolUseId":"t1","result":")" + noise + R"("}})";
    events << decoder.decode(noisy);
    events << deltas(30000, 13);
    QCOMPARE(events.at(100).type, EventType::AssistantDelta);
    QCOMPARE(events.at(201).type, EventType::ToolResult);

    EventStore store;
    for (const RunEvent& event : events)
        store.append(event);
    QCOMPARE(store.wholeEvents(), 0);
    store.settle();
    // The repetitive one is held compressed, the noise as it was, the deltas compressed.
    qint64 deltaBytes = 0;
    for (const RunEvent& event : events)
        deltaBytes += event.raw.size();
    deltaBytes -= events.at(100).raw.size() + events.at(201).raw.size();
    const qint64 held = events.at(201).raw.size() + events.at(100).raw.size() / 4 + deltaBytes / 3 +
                        32 * static_cast<qint64>(store.size());
    QVERIFY2(store.memoryBytes() < held + 3 * EventStore::SliceBytes,
             qPrintable(QString::number(store.memoryBytes())));
    for (int i = 0; i < store.size(); ++i)
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    for (int i : {201, 100, 0, 150, 201, store.size() - 1, 100})
        MANTYX_COMPARE_EVENTS(store.at(i), events.at(i));
    // A large slice read leaves no large buffer behind once normal slices are read again.
    for (int i = 0; i < store.size(); ++i)
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    QVERIFY2(store.memoryBytes() < held + (EventStore::CachedSlices + 3) * EventStore::SliceBytes,
             qPrintable(QString::number(store.memoryBytes())));
}

void TestEventStore::clears()
{
    const QList<RunEvent> events = deltas(20000);
    EventStore store;
    for (const RunEvent& event : events)
        store.append(event);
    for (int i = 0; i < store.size(); i += 100)
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    store.clear();
    QCOMPARE(store.size(), 0);
    QVERIFY(store.isEmpty());
    QCOMPARE(store.memoryBytes(), 0);

    const QList<RunEvent> again = deltas(20000, 21);
    for (const RunEvent& event : again)
        store.append(event);
    QCOMPARE(store.size(), again.size());
    for (int i = 0; i < store.size(); ++i)
        QCOMPARE(store.rawAt(i), again.at(i).raw);
    MANTYX_COMPARE_EVENTS(store.at(0), again.at(0));
}

void TestEventStore::compressesSealedSlices()
{
    // Uncompressed, the store holds the bytes plus a record (24 bytes) each; sealed slices
    // compressed, a typical stream of deltas takes a third of its bytes or less.
    const QList<RunEvent> events = deltas(100000);
    EventStore store;
    const qint64 raw = appendAll(store, events);
    store.settle();
    const qint64 records = 32 * static_cast<qint64>(store.size());
    QVERIFY2(
        store.memoryBytes() < raw / 3 + records + 4 * EventStore::SliceBytes,
        qPrintable(u"%1 bytes held for %2 bytes of events"_s.arg(store.memoryBytes()).arg(raw)));
}

void TestEventStore::countsTheReadCache()
{
    const QList<RunEvent> events = deltas(60000);
    EventStore store;
    for (const RunEvent& event : events)
        store.append(event);
    store.settle();
    const qint64 before = store.memoryBytes();
    for (int i = 0; i < store.size(); ++i)
        QCOMPARE(store.rawSizeAt(i), events.at(i).raw.size());
    QCOMPARE(store.memoryBytes(), before); // sizes are read from the records
    for (int i = 0; i < store.size(); ++i)
        QCOMPARE(store.rawAt(i), events.at(i).raw);
    const qint64 after = store.memoryBytes();
    QVERIFY(after > before);
    QVERIFY(after <= before + EventStore::CachedSlices * EventStore::SliceBytes);
}

QTEST_GUILESS_MAIN(TestEventStore)
#include "tst_eventstore.moc"
