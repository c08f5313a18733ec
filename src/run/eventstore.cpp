// SPDX-License-Identifier: MIT
#include "run/eventstore.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstring>
#include <limits>
#include <utility>

#include <QThreadPool>
#include <lz4.h>

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

// Slices a worker may have waiting at most before append() waits for the oldest: bounds the raw
// bytes held when the workers fall behind.
constexpr std::size_t MaxCompressing = 16;
// Sealed slices handed to a worker in one task: a task per 64 KiB slice cost more in waking a
// worker thread (a cross-CPU wake-up on a VM) than a fifth of the compression itself.
constexpr std::size_t SlicesPerTask = 4;

// LZ4-compresses `size` bytes into `out`, a buffer of the compressed size (through scratch space,
// so no slice keeps LZ4_compressBound's slack); leaves `out` empty when that would be no smaller.
void compress(const char* bytes, qsizetype size, std::unique_ptr<char[]>& out, qsizetype& stored)
{
    stored = size;
    if (size > LZ4_MAX_INPUT_SIZE)
        return;
    const int bound = LZ4_compressBound(static_cast<int>(size));
    thread_local std::unique_ptr<char[]> sliceScratch;
    std::unique_ptr<char[]> ownScratch;
    char* scratch = nullptr;
    if (size <= EventStore::SliceBytes) {
        if (!sliceScratch)
            sliceScratch = std::make_unique_for_overwrite<char[]>(
                static_cast<size_t>(LZ4_compressBound(static_cast<int>(EventStore::SliceBytes))));
        scratch = sliceScratch.get();
    } else {
        ownScratch = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(bound));
        scratch = ownScratch.get();
    }
    const int compressed = LZ4_compress_default(bytes, scratch, static_cast<int>(size), bound);
    if (compressed <= 0 || compressed >= size)
        return;
    stored = compressed;
    out = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(compressed));
    std::memcpy(out.get(), scratch, static_cast<size_t>(compressed));
}

} // namespace

// Shared by the store and the worker job: whoever claims it first compresses, so the store can
// do it itself when no worker has started it. The job holds the raw bytes alive, so clearing
// the store never waits for it.
struct EventStore::Compression
{
    std::shared_ptr<char[]> raw;
    qsizetype size = 0;
    std::atomic<bool> claimed{false};
    std::atomic<bool> done{false};
    std::unique_ptr<char[]> out; // written by the claimer before `done`
    qsizetype stored = 0;

    bool run()
    {
        if (claimed.exchange(true, std::memory_order_acq_rel))
            return false;
        compress(raw.get(), size, out, stored);
        raw.reset();
        done.store(true, std::memory_order_release);
        done.notify_all();
        return true;
    }
    void wait()
    {
        if (!run())
            done.wait(false, std::memory_order_acquire);
    }
};

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
    // The decoder's names share static storage: a pointer compare nearly always decides.
    const QString shared = eventTypeNameString(event.type);
    const bool sameTypeName = (event.typeName.constData() == shared.constData() &&
                               event.typeName.size() == name.size()) ||
                              event.typeName == name;
    if (!sameTypeName)
        return false;
    flags = 0;
    if (!event.sseEvent.isEmpty()) {
        const bool sameName =
            (event.sseEvent.constData() == name.data() && event.sseEvent.size() == name.size()) ||
            QByteArrayView(event.sseEvent) == QByteArrayView(name.data(), name.size());
        if (!sameName)
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
    if (const auto* delta = event.as<TextDelta>();
        delta && delta->text.storage().constData() != event.raw.constData())
        bytes += heapOf(delta->text.storage());
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
    record.size = static_cast<quint32>(size);
    if (size > SliceBytes) {
        // A slice of its own, sealed at once: the open slice is sealed first, so slices stay in
        // order.
        if (m_openUsed > 0)
            sealOpen();
        record.slice = static_cast<quint32>(m_slices.size());
        record.offset = 0;
        seal(event.raw.constData(), size);
        m_records.push_back(record);
        return;
    }
    if (m_open && SliceBytes - m_openUsed < size)
        sealOpen();
    if (!m_open)
        m_open = std::shared_ptr<char[]>(new char[static_cast<size_t>(SliceBytes)]);
    std::memcpy(m_open.get() + m_openUsed, event.raw.constData(), static_cast<size_t>(size));
    record.slice = static_cast<quint32>(m_slices.size());
    record.offset = static_cast<quint32>(m_openUsed);
    m_openUsed += size;
    m_records.push_back(record);
}

void EventStore::seal(const char* bytes, qsizetype size)
{
    Slice slice;
    slice.size = size;
    compress(bytes, size, slice.bytes, slice.stored);
    if (!slice.bytes) {
        slice.bytes = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(size));
        std::memcpy(slice.bytes.get(), bytes, static_cast<size_t>(size));
    }
    m_slices.push_back(std::move(slice));
}

void EventStore::sealOpen()
{
    auto compression = std::make_shared<Compression>();
    compression->raw = m_open;
    compression->size = m_openUsed;
    Slice slice;
    slice.size = m_openUsed;
    slice.stored = m_openUsed;
    slice.raw = std::move(m_open);
    slice.pending = compression;
    m_compressing.push_back(static_cast<quint32>(m_slices.size()));
    m_slices.push_back(std::move(slice));
    m_openUsed = 0;
    m_unsent.push_back(std::move(compression));
    if (m_unsent.size() >= SlicesPerTask) {
        QThreadPool::globalInstance()->start([batch = std::exchange(m_unsent, {})] {
            for (const std::shared_ptr<Compression>& c : batch)
                c->run();
        });
    }
    while (takeCompressed(m_compressing.size() > MaxCompressing)) {
    }
}

bool EventStore::takeCompressed(bool wait)
{
    if (m_compressing.empty())
        return false;
    Slice& slice = m_slices[m_compressing.front()];
    Compression& compression = *slice.pending;
    if (wait)
        compression.wait();
    else if (!compression.done.load(std::memory_order_acquire))
        return false;
    slice.stored = compression.stored;
    if (compression.out) {
        slice.bytes = std::move(compression.out);
    } else {
        slice.bytes = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(slice.size));
        std::memcpy(slice.bytes.get(), slice.raw.get(), static_cast<size_t>(slice.size));
    }
    slice.pending.reset();
    slice.raw.reset();
    m_compressing.pop_front();
    return true;
}

void EventStore::settle()
{
    while (takeCompressed(true)) {
    }
}

void EventStore::clear()
{
    m_records.clear();
    m_records.shrink_to_fit();
    m_slices.clear();
    m_slices.shrink_to_fit();
    m_open.reset();
    m_openUsed = 0;
    m_compressing.clear();
    m_unsent.clear();
    for (CacheEntry& entry : m_cache)
        entry = CacheEntry();
    m_lastHit = 0;
    m_useClock = 0;
    m_whole.clear();
    m_whole.shrink_to_fit();
    m_wholeBytes = 0;
}

const char* EventStore::sliceBytes(quint32 index) const
{
    if (index == m_slices.size())
        return m_open.get();
    const Slice& slice = m_slices[index];
    if (slice.pending)
        return slice.raw.get();
    if (!slice.compressed())
        return slice.bytes.get();
    CacheEntry* hit = &m_cache[m_lastHit];
    if (hit->lastUse == 0 || hit->slice != index) {
        hit = nullptr;
        CacheEntry* victim = &m_cache[0];
        for (CacheEntry& entry : m_cache) {
            if (entry.lastUse != 0 && entry.slice == index) {
                hit = &entry;
                break;
            }
            if (entry.lastUse < victim->lastUse)
                victim = &entry;
        }
        if (!hit) {
            hit = victim;
            // A buffer of a slice's size, or of one large event's slice while it is read.
            const qsizetype capacity = std::max(SliceBytes, slice.size);
            if (hit->capacity != capacity) {
                hit->bytes.reset();
                hit->bytes = std::make_unique_for_overwrite<char[]>(static_cast<size_t>(capacity));
                hit->capacity = capacity;
            }
            const int got =
                LZ4_decompress_safe(slice.bytes.get(), hit->bytes.get(),
                                    static_cast<int>(slice.stored), static_cast<int>(slice.size));
            Q_ASSERT(got == slice.size);
            Q_UNUSED(got);
            hit->slice = index;
        }
        m_lastHit = static_cast<int>(hit - m_cache);
    }
    hit->lastUse = ++m_useClock;
    return hit->bytes.get();
}

QByteArrayView EventStore::recordBytes(const Record& record) const
{
    return {sliceBytes(record.slice) + record.offset, record.size};
}

QByteArray EventStore::rawAt(int index) const
{
    const Record& record = m_records[static_cast<size_t>(index)];
    if (record.flags & Whole)
        return m_whole[record.slice].raw;
    return recordBytes(record).toByteArray();
}

qsizetype EventStore::rawSizeAt(int index) const
{
    const Record& record = m_records[static_cast<size_t>(index)];
    if (record.flags & Whole)
        return m_whole[record.slice].raw.size();
    return record.size;
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
        recordBytes(record),
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
    // Sealed slices as stored (as written while a worker compresses them); the open one and the
    // cache as allocated.
    qint64 sliceBytes = 0;
    for (const Slice& slice : m_slices)
        sliceBytes += slice.pending ? slice.size : slice.stored;
    // The open buffer's bytes beyond those written are untouched until a slice was sealed.
    if (m_open)
        sliceBytes += m_slices.empty() ? m_openUsed : SliceBytes;
    for (const CacheEntry& entry : m_cache)
        sliceBytes += entry.capacity;
    return static_cast<qint64>(m_records.capacity() * sizeof(Record) +
                               m_whole.capacity() * sizeof(RunEvent) +
                               m_slices.capacity() * sizeof(Slice)) +
           sliceBytes + m_wholeBytes - static_cast<qint64>(m_whole.size() * sizeof(RunEvent));
}

} // namespace mantyx
