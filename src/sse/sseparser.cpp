// SPDX-License-Identifier: MIT
#include "sse/sseparser.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>

#if defined(__SSE2__) && !defined(MANTYX_SSE_PORTABLE_SCAN)
#include <emmintrin.h>
#define MANTYX_SSE_USE_SSE2 1
#endif

namespace mantyx {
namespace {

constexpr char kBom[] = "\xEF\xBB\xBF";

// A bit per byte of one 64-byte block: set where the byte is '\n' or '\r'.
inline std::uint64_t lineEndMask(const char* block)
{
#ifdef MANTYX_SSE_USE_SSE2
    const __m128i lf = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    const auto bits = [&](int i) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(block) + i);
        const int mask =
            _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr)));
        return static_cast<std::uint64_t>(static_cast<unsigned>(mask)) << (16 * i);
    };
    return bits(0) | bits(1) | bits(2) | bits(3);
#else
    // Portable: eight bytes at a time, with an exact "byte is zero" test (no false hits from
    // borrows, unlike the cheaper first-zero trick) and a multiply to gather the flags.
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
    const auto zeroBytes = [](std::uint64_t x) { return ~(((x & kLow7) + kLow7) | x | kLow7); };
    std::uint64_t mask = 0;
    for (int i = 0; i < 8; ++i) {
        std::uint64_t word;
        std::memcpy(&word, block + 8 * i, sizeof word);
        if constexpr (std::endian::native == std::endian::big)
            word = __builtin_bswap64(word);
        const std::uint64_t hits =
            zeroBytes(word ^ (kOnes * '\n')) | zeroBytes(word ^ (kOnes * '\r'));
        // The high bit of byte k moves to bit 56 + k; take those eight bits.
        const std::uint64_t flags = ((hits >> 7) * 0x0102040810204080ULL) >> 56;
        mask |= flags << (8 * i);
    }
    return mask;
#endif
}

// Finds line ends in one chunk. Each 64-byte block is classified once into a bit mask, so
// finding the next line end is usually a shift and a count-trailing-zeros: short lines (the
// `id:` and `event:` of every frame) do not each pay for a fresh vector scan.
class LineEndScanner
{
public:
    LineEndScanner(const char* begin, const char* end)
        : m_begin(begin)
        , m_size(end - begin)
    {
        load();
    }

    // The offset of the first '\n' or '\r' at or after `from`, or -1.
    Q_ALWAYS_INLINE qsizetype next(qsizetype from)
    {
        const qsizetype offset = from - m_block;
        if (offset < 64) {
            const std::uint64_t mask = m_mask & (~std::uint64_t(0) << offset);
            if (mask != 0)
                return m_block + std::countr_zero(mask);
        }
        return nextBlocks(from);
    }

private:
    // Nothing in [from, end of block): go on at the next block, or at `from` if a CRLF took
    // it past that.
    qsizetype nextBlocks(qsizetype from)
    {
        for (int empty = 0; empty < kBlocksBeforeSkip; ++empty) {
            m_block = std::max(m_block + 64, from);
            if (m_block >= m_size)
                return -1;
            load();
            if (m_mask != 0)
                return m_block + std::countr_zero(m_mask);
        }
        return skipLongLine(m_block + 64);
    }

    // A long line (a big tool result): let libc's memchr, vectorised as wide as the CPU
    // allows, find the LF, then check the stretch before it for a CR.
    qsizetype skipLongLine(qsizetype from)
    {
        if (from >= m_size)
            return -1;
        const auto size = [&](qsizetype to) { return std::size_t(to - from); };
        const auto* lf = static_cast<const char*>(std::memchr(m_begin + from, '\n', size(m_size)));
        const qsizetype lfAt = lf == nullptr ? m_size : lf - m_begin;
        const auto* cr = static_cast<const char*>(std::memchr(m_begin + from, '\r', size(lfAt)));
        const qsizetype at = cr != nullptr ? cr - m_begin : lf != nullptr ? lfAt : -1;
        if (at < 0) {
            m_block = m_size;
            return -1;
        }
        m_block = at; // the masks go on from the line end
        load();
        return at;
    }

    static constexpr int kBlocksBeforeSkip = 4;

    void load()
    {
        if (m_size - m_block >= 64) {
            m_mask = lineEndMask(m_begin + m_block);
        } else {
            // The chunk's last partial block: zero padding is never a line end.
            char tail[64] = {};
            std::memcpy(tail, m_begin + m_block, std::size_t(m_size - m_block));
            m_mask = lineEndMask(tail);
        }
    }

    const char* m_begin;
    qsizetype m_size;
    qsizetype m_block = 0;
    std::uint64_t m_mask = 0;
};

// One optional space after the colon is not part of the value.
inline const char* skipSpace(const char* value, const char* end)
{
    return value != end && *value == ' ' ? value + 1 : value;
}

inline bool startsWith(const char* begin, const char* end, const char* prefix, std::size_t size)
{
    return static_cast<std::size_t>(end - begin) >= size && std::memcmp(begin, prefix, size) == 0;
}

inline bool equals(const char* begin, const char* end, const char* name, std::size_t size)
{
    return static_cast<std::size_t>(end - begin) == size && std::memcmp(begin, name, size) == 0;
}

} // namespace

SseParser::SseParser()
{
    // Frames that straddle a chunk or carry several data lines reuse these buffers: after
    // the first few frames the parser stops allocating.
    m_line.reserve(4096);
    m_data.storage.reserve(4096);
    m_event.storage.reserve(64);
    m_pendingId.storage.reserve(32);
    m_lastEventId.storage.reserve(32);
}

inline void SseParser::Held::set(QByteArrayView input)
{
    view = input;
    owned = false;
}

inline void SseParser::Held::own()
{
    if (owned)
        return;
    storage.resize(0);
    storage.append(view.data(), view.size());
    view = QByteArrayView(storage);
    owned = true;
}

inline void SseParser::Held::clear()
{
    view = {};
    owned = true;
}

void SseParser::feed(QByteArrayView chunk, QList<SseFrame>& out)
{
    feed(chunk, [&out](const SseFrameView& frame) {
        out.append(SseFrame{frame.data.toByteArray(), frame.event.toByteArray(),
                            frame.id.toByteArray(), frame.hasId});
    });
}

QList<SseFrame> SseParser::feed(QByteArrayView chunk)
{
    QList<SseFrame> frames;
    feed(chunk, frames);
    return frames;
}

void SseParser::feedWith(QByteArrayView chunk, FrameSink sink, void* context)
{
    const char* p = chunk.data();
    const char* const end = p + chunk.size();
    m_bytesFed += static_cast<quint64>(chunk.size());
    if (p == end || m_frameTooLarge)
        return;

    if (m_atStreamStart) {
        while (p != end && m_bomMatched < 3 && *p == kBom[m_bomMatched]) {
            ++p;
            ++m_bomMatched;
        }
        if (m_bomMatched < 3 && p == end)
            return;           // so far a prefix of a BOM: the next chunk decides
        if (m_bomMatched < 3) // not a BOM after all: the held-back bytes start the first line
            m_line.append(kBom, m_bomMatched);
        m_atStreamStart = false;
        if (p == end)
            return;
    }

    if (m_pendingCR) {
        // The previous chunk ended in CR: an LF here completes that CRLF, not a new line.
        m_pendingCR = false;
        if (*p == '\n' && ++p == end)
            return;
    }

    LineEndScanner scanner(p, end);
    // Ends the line at eol and returns where the next one starts.
    const auto skipLineEnd = [this, end](const char* eol) {
        const char* next = eol + 1;
        if (*eol == '\r') {
            if (next == end)
                m_pendingCR = true;
            else if (*next == '\n')
                ++next;
        }
        return next;
    };

    const char* const base = p;
    if (!m_line.isEmpty()) {
        const qsizetype eol = scanner.next(0);
        if (eol < 0) {
            m_line.append(p, end - p);
            if (lineTooLong())
                overflow();
            return;
        }
        m_line.append(p, eol);
        // m_line is left alone until the end of this call, so views into it stay valid.
        processLine(m_line.constData(), m_line.constData() + m_line.size(), sink, context);
        if (m_frameTooLarge)
            return;
        p = skipLineEnd(base + eol);
    }

    while (p != end) {
        const qsizetype eol = scanner.next(p - base);
        if (eol < 0)
            break;
        processLine(p, base + eol, sink, context);
        if (m_frameTooLarge)
            return;
        p = skipLineEnd(base + eol);
    }

    detachFromInput();
    m_line.resize(0);
    if (p != end) {
        m_line.append(p, end - p);
        if (lineTooLong())
            overflow();
    }
}

Q_ALWAYS_INLINE void SseParser::processLine(const char* begin, const char* end, FrameSink sink,
                                            void* context)
{
    if (begin == end) {
        dispatch(sink, context);
        return;
    }
    if (*begin == ':') {
        ++m_commentsSeen;
        return;
    }
    // The fields a MANTYX stream is made of, without looking for the colon.
    if (startsWith(begin, end, "data:", 5)) {
        appendData(QByteArrayView(skipSpace(begin + 5, end), end));
        return;
    }
    if (startsWith(begin, end, "id:", 3)) {
        setId(skipSpace(begin + 3, end), end);
        return;
    }
    if (startsWith(begin, end, "event:", 6)) {
        setEvent(QByteArrayView(skipSpace(begin + 6, end), end));
        return;
    }
    const auto* colon = static_cast<const char*>(std::memchr(begin, ':', std::size_t(end - begin)));
    if (colon == nullptr)
        processField(begin, end, end, end); // a field name alone: its value is empty
    else
        processField(begin, colon, skipSpace(colon + 1, end), end);
}

void SseParser::processField(const char* name, const char* nameEnd, const char* value,
                             const char* valueEnd)
{
    if (equals(name, nameEnd, "data", 4))
        appendData(QByteArrayView(value, valueEnd));
    else if (equals(name, nameEnd, "event", 5))
        setEvent(QByteArrayView(value, valueEnd));
    else if (equals(name, nameEnd, "id", 2))
        setId(value, valueEnd);
    else if (equals(name, nameEnd, "retry", 5))
        setRetry(value, valueEnd);
    // Any other field is ignored.
}

inline void SseParser::setId(const char* value, const char* valueEnd)
{
    // An id with NUL is ignored, so it can never reach a Last-Event-ID header. Ids are short:
    // a plain loop beats a call to memchr.
    if (std::find(value, valueEnd, '\0') != valueEnd)
        return;
    m_pendingId.set(QByteArrayView(value, valueEnd));
    m_idPending = true;
    if (heldFrameBytes() > m_maxFrameBytes)
        overflow();
}

void SseParser::setEvent(QByteArrayView value)
{
    m_event.set(value);
    if (heldFrameBytes() > m_maxFrameBytes)
        overflow();
}

void SseParser::setRetry(const char* value, const char* valueEnd)
{
    if (value == valueEnd)
        return;
    constexpr quint64 kMax = std::numeric_limits<quint64>::max();
    quint64 ms = 0;
    for (const char* c = value; c != valueEnd; ++c) {
        if (*c < '0' || *c > '9')
            return; // only all-digit values count
        const auto digit = quint64(*c - '0');
        ms = ms > (kMax - digit) / 10 ? kMax : ms * 10 + digit;
    }
    m_retryMs = ms;
}

inline void SseParser::appendData(QByteArrayView value)
{
    if (!m_hasData) {
        m_hasData = true;
        m_data.set(value);
    } else {
        // Checked before growing: the buffer never holds more than the limit.
        if (m_data.view.size() + 1 + value.size() > m_maxFrameBytes) {
            overflow();
            return;
        }
        m_data.own();
        m_data.storage.append('\n');
        m_data.storage.append(value.data(), value.size());
        m_data.view = QByteArrayView(m_data.storage);
    }
    if (heldFrameBytes() > m_maxFrameBytes)
        overflow();
}

bool SseParser::lineTooLong() const
{
    // The unfinished line still holds its field name ("event: " is the longest that counts):
    // a value of exactly the limit is not refused for being split across chunks.
    constexpr qint64 fieldName = 7;
    return heldFrameBytes() + m_line.size() > m_maxFrameBytes + fieldName;
}

qint64 SseParser::heldFrameBytes() const
{
    return (m_hasData ? m_data.view.size() : 0) + m_event.view.size() +
           (m_idPending ? m_pendingId.view.size() : 0);
}

void SseParser::overflow()
{
    m_frameTooLarge = true;
    clearFrame();
    m_idPending = false;
    m_pendingId.clear();
    // Give the memory back: these may have grown to the limit.
    m_data.storage = QByteArray();
    m_line = QByteArray();
}

Q_ALWAYS_INLINE void SseParser::dispatch(FrameSink sink, void* context)
{
    // WHATWG: the last event ID string takes the buffer's value even if nothing dispatches.
    const bool hasId = m_idPending;
    if (m_idPending) {
        if (m_pendingId.owned) {
            // The bytes are in the pending storage: hand the storage over, the view stays valid.
            m_lastEventId.storage.swap(m_pendingId.storage);
            m_lastEventId.view = m_pendingId.view;
            m_lastEventId.owned = true;
        } else {
            m_lastEventId.set(m_pendingId.view);
        }
        m_pendingId.clear();
        m_idPending = false;
    }
    if (m_hasData) {
        ++m_framesDispatched;
        sink(context, SseFrameView{m_data.view, m_event.view, m_lastEventId.view, hasId});
    }
    clearFrame();
}

void SseParser::detachFromInput()
{
    // The chunk (and m_line) are about to go away: copy what still views them.
    if (m_hasData)
        m_data.own();
    m_event.own();
    if (m_idPending)
        m_pendingId.own();
    m_lastEventId.own();
}

inline void SseParser::clearFrame()
{
    m_hasData = false;
    m_data.clear();
    m_event.clear();
}

void SseParser::finish()
{
    m_frameTooLarge = false;
    clearFrame();
    m_idPending = false;
    m_pendingId.clear();
    m_line.resize(0);
    m_pendingCR = false;
    m_atStreamStart = true;
    m_bomMatched = 0;
}

void SseParser::reset()
{
    finish();
    m_lastEventId.clear();
    m_retryMs.reset();
    m_bytesFed = 0;
    m_commentsSeen = 0;
    m_framesDispatched = 0;
}

} // namespace mantyx
