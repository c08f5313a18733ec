// SPDX-License-Identifier: MIT
#include "run/eventstore.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

namespace mantyx {

namespace {

enum RecordFlag : quint8
{
    Whole = 1U << 0,          // kept as a RunEvent in m_whole
    SseIdIsSeq = 1U << 1,     // the SSE id was the seq's digits
    SseEventIsType = 1U << 2, // the SSE event name was the type's wire name
    HasProblems = 1U << 3,    // the event came with RunEvent::problems
};

// Heap bytes an implicitly shared container owns (0 for static or raw data), with its header.
template <class T> qint64 heapOf(const T& value)
{
    return value.capacity() > 0 ? 16 + static_cast<qint64>(value.capacity()) *
                                           static_cast<qint64>(sizeof(typename T::value_type))
                                : 0;
}

} // namespace

EventStore::EventStore() = default;
EventStore::~EventStore() = default;

bool EventStore::rebuildable(const RunEvent& event, quint8& flags)
{
    // The decoder gives the same event back from the same bytes, SSE name and id; what it would
    // not rebuild (no bytes, a type without a name of ours, fields set by hand) is kept whole.
    if (event.raw.isEmpty() || event.type == EventType::Unknown ||
        event.type == EventType::Malformed)
        return false;
    const QLatin1StringView name = eventTypeName(event.type);
    if (event.typeName != name)
        return false;
    flags = 0;
    if (!event.sseEvent.isEmpty()) {
        if (QByteArrayView(event.sseEvent) != QByteArrayView(name.data(), name.size()))
            return false;
        flags |= SseEventIsType;
    }
    if (!event.sseId.isEmpty()) {
        if (event.seq < 0)
            return false;
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, event.seq).ptr;
        if (QByteArrayView(event.sseId) != QByteArrayView(digits, end - digits))
            return false;
        flags |= SseIdIsSeq;
    }
    return true;
}

qint64 EventStore::ownedBytes(const RunEvent& event)
{
    qint64 bytes = static_cast<qint64>(sizeof(RunEvent)) + heapOf(event.raw) + heapOf(event.sseId) +
                   heapOf(event.sseEvent) + heapOf(event.typeName);
    for (const QString& problem : event.problems)
        bytes += heapOf(problem);
    if (const auto* delta = event.as<TextDelta>())
        bytes += heapOf(delta->text);
    return bytes;
}

void EventStore::append(const RunEvent& event)
{
    Record record;
    record.seq = event.seq;
    record.type = event.type;
    record.shape = event.shape;
    quint8 flags = 0;
    const quint8 problems = event.problems.isEmpty() ? 0 : HasProblems;
    if (!rebuildable(event, flags) || event.raw.size() > std::numeric_limits<quint32>::max()) {
        record.flags = Whole | problems;
        record.slice = static_cast<quint32>(m_whole.size());
        m_whole.push_back(event);
        m_wholeBytes += ownedBytes(event);
        m_records.push_back(record);
        return;
    }
    record.flags = flags | problems;
    const qsizetype size = event.raw.size();
    if (m_slices.empty() || m_slices.back().capacity - m_slices.back().used < size) {
        // The last slice's unused tail was never touched, so it costs no memory.
        Slice slice;
        slice.capacity = std::max(SliceBytes, size);
        slice.bytes = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(slice.capacity));
        m_slices.push_back(std::move(slice));
    }
    Slice& slice = m_slices.back();
    std::memcpy(slice.bytes.get() + slice.used, event.raw.constData(), static_cast<size_t>(size));
    record.slice = static_cast<quint32>(m_slices.size() - 1);
    record.offset = static_cast<quint32>(slice.used);
    record.size = static_cast<quint32>(size);
    slice.used += size;
    m_records.push_back(record);
}

void EventStore::clear()
{
    m_records.clear();
    m_records.shrink_to_fit();
    m_slices.clear();
    m_slices.shrink_to_fit();
    m_whole.clear();
    m_whole.shrink_to_fit();
    m_wholeBytes = 0;
}

QByteArrayView EventStore::rawAt(int index) const
{
    const Record& record = m_records[static_cast<size_t>(index)];
    if (record.flags & Whole)
        return m_whole[record.slice].raw;
    return {m_slices[record.slice].bytes.get() + record.offset, record.size};
}

bool EventStore::hasProblemsAt(int index) const
{
    return (m_records[static_cast<size_t>(index)].flags & HasProblems) != 0;
}

RunEvent EventStore::at(int index) const
{
    const Record& record = m_records[static_cast<size_t>(index)];
    if (record.flags & Whole)
        return m_whole[record.slice];
    ++m_decodes;
    const QLatin1StringView name = eventTypeName(record.type);
    char digits[24];
    QByteArrayView sseId;
    if (record.flags & SseIdIsSeq)
        sseId = QByteArrayView(
            digits, std::to_chars(digits, digits + sizeof digits, record.seq).ptr - digits);
    RunEvent event = m_decoder.decode(
        rawAt(index),
        record.flags & SseEventIsType ? QByteArrayView(name.data(), name.size()) : QByteArrayView(),
        sseId);
    Q_ASSERT(event.type == record.type);
    // What a reader set beside the bytes (a capture's line says the seq and the shape).
    event.seq = record.seq;
    event.shape = record.shape;
    return event;
}

qint64 EventStore::memoryBytes() const
{
    // Of the slices, the bytes written: the rest of the last one was never touched.
    qint64 sliceBytes = 0;
    for (const Slice& slice : m_slices)
        sliceBytes += slice.used;
    return static_cast<qint64>(m_records.capacity() * sizeof(Record) +
                               m_whole.capacity() * sizeof(RunEvent)) +
           sliceBytes + m_wholeBytes - static_cast<qint64>(m_whole.size() * sizeof(RunEvent));
}

} // namespace mantyx
