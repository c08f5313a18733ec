// SPDX-License-Identifier: MIT
// EventStore: a run's events kept compactly — each event's bytes once, in an append-only arena,
// with a small record (seq, type, shape, where its bytes are) — and decoded again from those
// bytes when asked, as Wireshark re-dissects a packet. A million-event run then costs its bytes
// plus a few dozen bytes per event instead of a decoded RunEvent (struct, payload, copies) each.
// A full slice is sealed: LZ4-compressed on a worker thread (off the path that appends events)
// into a buffer of its compressed size (a run's JSON is repetitive: a third or less of its
// bytes), and decompressed again on access into a small cache of recently read slices, so
// reading events near each other costs one decompression per slice. Only the store's own thread
// reads and writes it: reads share that cache (and the decoder); a worker touches only the
// sealed bytes it compresses and the buffer it hands back.
#pragma once

#include <deque>
#include <memory>
#include <vector>

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>

#include "protocol/eventdecoder.h"
#include "protocol/runevent.h"
#include "run/chunkedvector.h"

namespace mantyx {

class EventStore final
{
public:
    EventStore();
    ~EventStore();
    Q_DISABLE_COPY_MOVE(EventStore)

    // Bytes of one arena slice; an event larger than this gets a slice of its own. LZ4 looks
    // back 64 KiB at most, so a larger slice would compress no better, only cost more to
    // decompress for one event.
    static constexpr qsizetype SliceBytes = 64 << 10;
    // How many decompressed slices reads keep.
    static constexpr int CachedSlices = 8;

    void append(const RunEvent& event);
    void clear();
    // Waits until every sealed slice is compressed (for measurements and tests: appending takes
    // in finished compressions as it goes).
    void settle();

    int size() const { return static_cast<int>(m_records.size()); }
    bool isEmpty() const { return m_records.empty(); }
    // The event as it was appended: decoded again from its bytes unless it was kept whole (an
    // event the decoder would not rebuild from its bytes alone: no bytes, an unknown type, a
    // name or SSE fields of its own).
    RunEvent at(int index) const;
    // Cheap: from the record, nothing decoded.
    qint64 seqAt(int index) const { return m_records[static_cast<size_t>(index)].seq; }
    EventType typeAt(int index) const { return m_records[static_cast<size_t>(index)].type; }
    // Whether the event came with problems (RunEvent::problems not empty): only those need
    // decoding again to read them.
    bool hasProblemsAt(int index) const;
    // The event's bytes as received (RunEvent::raw): a copy, as a sealed slice's bytes live
    // only in the read cache.
    QByteArray rawAt(int index) const;
    // The size of rawAt(index), without reading the bytes.
    qsizetype rawSizeAt(int index) const;

    // What the store holds on the heap: records, arena slices (sealed ones compressed), the read
    // cache, whole events (their struct and the bytes they own).
    qint64 memoryBytes() const;
    // How many events are kept whole rather than as bytes to decode again.
    int wholeEvents() const { return static_cast<int>(m_whole.size()); }
    // How many times at() decoded an event again since the store was made (for the tests: a
    // reader that decodes a whole row on every read shows here).
    qint64 decodeCount() const { return m_decodes; }

private:
    struct Record
    {
        qint64 seq = -1;
        quint32 slice = 0;  // arena slice, or the index into m_whole for a whole event
        quint32 offset = 0; // in the slice
        quint32 size = 0;
        EventType type = EventType::Malformed;
        EventShape shape = EventShape::Envelope;
        quint8 flags = 0;
    };
    // One sealed slice being compressed on a worker thread.
    struct Compression;
    // A sealed slice: its bytes LZ4-compressed (or as they were, when that was no smaller), or,
    // while a worker compresses them, as written.
    struct Slice
    {
        std::unique_ptr<char[]> bytes;
        std::shared_ptr<char[]> raw; // while being compressed
        std::shared_ptr<Compression> pending;
        qsizetype size = 0;   // decompressed
        qsizetype stored = 0; // in `bytes`
        bool compressed() const { return !pending && stored != size; }
    };
    struct CacheEntry
    {
        std::unique_ptr<char[]> bytes;
        qsizetype capacity = 0;
        quint32 slice = 0;
        quint64 lastUse = 0; // 0: empty
    };
    // Whether at() would give `event` back from its bytes; sets the record's flags if so.
    static bool rebuildable(const RunEvent& event, quint8& flags);
    static qint64 ownedBytes(const RunEvent& event);
    // Hands the open slice to a worker to compress, and takes in the compressions that are done.
    void sealOpen();
    // Compresses `size` bytes into a new sealed slice, here.
    void seal(const char* bytes, qsizetype size);
    // Takes the finished compression of the oldest slice being compressed, waiting for it (or
    // compressing it here if no worker has started it) when `wait`; false when none was taken.
    bool takeCompressed(bool wait);
    // The bytes of slice `slice` (the open one, a stored one, or a decompressed one in the cache):
    // valid until the next read or append.
    const char* sliceBytes(quint32 slice) const;
    // The bytes of a record that is not whole; valid as sliceBytes().
    QByteArrayView recordBytes(const Record& record) const;

    ChunkedVector<Record> m_records;
    std::vector<Slice> m_slices; // sealed; the open slice's index is m_slices.size()
    std::shared_ptr<char[]> m_open;
    qsizetype m_openUsed = 0;
    std::deque<quint32> m_compressing; // slices a worker compresses, oldest first
    // Of those, the ones not handed to a worker yet (a task takes SlicesPerTask at once; the
    // store compresses one itself when it has to wait for it).
    std::vector<std::shared_ptr<Compression>> m_unsent;
    mutable CacheEntry m_cache[CachedSlices];
    mutable int m_lastHit = 0;
    mutable quint64 m_useClock = 0;
    std::vector<RunEvent> m_whole;
    qint64 m_wholeBytes = 0; // ownedBytes() of m_whole
    mutable EventDecoder m_decoder;
    mutable qint64 m_decodes = 0;
};

} // namespace mantyx
