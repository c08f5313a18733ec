// SPDX-License-Identifier: MIT
// EventStore: a run's events kept compactly — each event's bytes once, in an append-only arena,
// with a small record (seq, type, shape, where its bytes are) — and decoded again from those
// bytes when asked, as Wireshark re-dissects a packet. A million-event run then costs its bytes
// plus a few dozen bytes per event instead of a decoded RunEvent (struct, payload, copies) each.
#pragma once

#include <memory>
#include <vector>

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

    // Bytes of one arena slice; an event larger than this gets a slice of its own.
    static constexpr qsizetype SliceBytes = 1 << 20;

    void append(const RunEvent& event);
    void clear();

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
    // The event's bytes as received (RunEvent::raw); valid until the store is cleared.
    QByteArrayView rawAt(int index) const;

    // What the store holds on the heap: records, arena slices, whole events (their struct and
    // the bytes they own).
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
    struct Slice
    {
        std::unique_ptr<char[]> bytes;
        qsizetype capacity = 0;
        qsizetype used = 0;
    };
    // Whether at() would give `event` back from its bytes; sets the record's flags if so.
    static bool rebuildable(const RunEvent& event, quint8& flags);
    static qint64 ownedBytes(const RunEvent& event);

    ChunkedVector<Record> m_records;
    std::vector<Slice> m_slices;
    std::vector<RunEvent> m_whole;
    qint64 m_wholeBytes = 0; // ownedBytes() of m_whole
    mutable EventDecoder m_decoder;
    mutable qint64 m_decodes = 0;
};

} // namespace mantyx
