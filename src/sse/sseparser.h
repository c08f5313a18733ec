// SPDX-License-Identifier: MIT
// SseParser: incremental WHATWG event-stream framing for any thread, without per-frame copies.
#pragma once

#include <concepts>
#include <memory>
#include <optional>
#include <type_traits>

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QtGlobal>

namespace mantyx {

// One dispatched event, viewed. The views are valid only during the callback that receives
// them: `data` points into the caller's chunk when the frame's single data line lies wholly
// inside it, otherwise into the parser's own buffers.
struct SseFrameView
{
    QByteArrayView data;  // the data lines joined with '\n'; may be empty (a bare `data` line)
    QByteArrayView event; // the `event` field; empty means the default type "message"
    QByteArrayView id;    // the last event ID at dispatch (WHATWG: it persists across frames)
    bool hasId = false;   // true when this frame itself carried an accepted `id` field
};

// One dispatched event, owning its bytes (for callers that keep frames past the callback).
struct SseFrame
{
    QByteArray data;
    QByteArray event;
    QByteArray id;
    bool hasId = false;

    friend bool operator==(const SseFrame&, const SseFrame&) = default;
};

// Works on bytes: field values are passed through as received (the decoder deals with
// UTF-8), except that a leading UTF-8 BOM is stripped once per stream. Linear time; after the
// first frames it allocates only for lines longer than any seen before. What one frame may hold
// is bounded (maxFrameBytes()): the SSE rules set no limit, and a hostile server must not make
// the parser buffer without end — not even by interleaving comments, which complete no frame.
class SseParser final
{
public:
    // Far above any real event (a tool result is at most 2 MB, files 5 MB as base64), far
    // below what exhausts memory.
    static constexpr qint64 DefaultMaxFrameBytes = 64LL * 1024 * 1024;
    // Receives each dispatched frame; `context` is the pointer given to feedWith().
    using FrameSink = void (*)(void* context, const SseFrameView& frame);

    SseParser();
    Q_DISABLE_COPY_MOVE(SseParser)

    // Hot path: calls onFrame(const SseFrameView&) for every frame completed by `chunk`.
    // The callback must not feed, finish or reset this parser.
    template <class F>
    requires std::invocable<F&, const SseFrameView&>
    void feed(QByteArrayView chunk, F&& onFrame)
    {
        using Fn = std::remove_reference_t<F>;
        feedWith(
            chunk, [](void* c, const SseFrameView& f) { (*static_cast<Fn*>(c))(f); },
            const_cast<void*>(static_cast<const void*>(std::addressof(onFrame))));
    }
    // Owning convenience forms: append to `out`, or return the frames.
    void feed(QByteArrayView chunk, QList<SseFrame>& out);
    [[nodiscard]] QList<SseFrame> feed(QByteArrayView chunk);
    // The non-template core of feed().
    void feedWith(QByteArrayView chunk, FrameSink sink, void* context);

    // The most bytes one frame may hold while it is being read: its data lines, its event and
    // id, and the unfinished line. A frame that grows past it is dropped and the parser stops
    // (frameTooLarge()): the rest of the stream is ignored until finish() or reset().
    [[nodiscard]] qint64 maxFrameBytes() const { return m_maxFrameBytes; }
    void setMaxFrameBytes(qint64 bytes) { m_maxFrameBytes = bytes; }
    [[nodiscard]] bool frameTooLarge() const { return m_frameTooLarge; }
    // Part of a frame (or of a line) has been read and waits for the rest: a caller bounding
    // how long a frame may take starts its clock here. Comments between frames do not count.
    [[nodiscard]] bool frameInProgress() const
    {
        return !m_line.isEmpty() || m_hasData || !m_event.view.isEmpty() || m_idPending;
    }

    // End of stream (connection closed): an unterminated line and an undispatched frame are
    // discarded, as the spec says. The last event ID and retry survive for the reconnect, and
    // the next byte fed starts a new stream (its BOM is stripped again).
    void finish();
    // Back to the freshly constructed state, counters included (maxFrameBytes() is kept).
    void reset();

    // The last event ID string: what to send as Last-Event-ID when reconnecting. Valid until
    // the parser is next fed, finished or reset; copy it (toByteArray()) to keep it.
    [[nodiscard]] QByteArrayView lastEventId() const { return m_lastEventId.view; }
    // The reconnection time from the last valid `retry` field, if any.
    [[nodiscard]] std::optional<quint64> retryMs() const { return m_retryMs; }
    // Liveness counters for stall detection: comments (keep-alives) dispatch nothing.
    [[nodiscard]] quint64 bytesFed() const { return m_bytesFed; }
    [[nodiscard]] quint64 commentsSeen() const { return m_commentsSeen; }
    [[nodiscard]] quint64 framesDispatched() const { return m_framesDispatched; }

private:
    // A field value that views the input while the input lives, and is copied into its own
    // storage only when the chunk ends first: no copy per frame on the hot path.
    struct Held
    {
        QByteArray storage;
        QByteArrayView view;
        bool owned = true; // view points into storage (or is empty), not into the input

        void set(QByteArrayView input);
        void own();
        void clear();
    };

    void processLine(const char* begin, const char* end, FrameSink sink, void* context);
    void processField(const char* name, const char* nameEnd, const char* value,
                      const char* valueEnd);
    void setId(const char* value, const char* valueEnd);
    void setRetry(const char* value, const char* valueEnd);
    void setEvent(QByteArrayView value);
    void appendData(QByteArrayView value);
    void dispatch(FrameSink sink, void* context);
    void detachFromInput();
    void clearFrame();
    [[nodiscard]] qint64 heldFrameBytes() const;
    [[nodiscard]] bool lineTooLong() const;
    void overflow();

    // Bytes of the line that the previous chunk ended in the middle of.
    QByteArray m_line;
    // The data buffer without its final LF; copied into storage when a second line arrives.
    Held m_data;
    Held m_event;
    Held m_pendingId;   // the last event ID buffer, while a frame being read has set it
    Held m_lastEventId; // the last event ID string
    std::optional<quint64> m_retryMs;
    qint64 m_maxFrameBytes = DefaultMaxFrameBytes;
    quint64 m_bytesFed = 0;
    quint64 m_commentsSeen = 0;
    quint64 m_framesDispatched = 0;
    int m_bomMatched = 0;
    bool m_atStreamStart = true;
    bool m_pendingCR = false;
    bool m_hasData = false;
    bool m_idPending = false;
    bool m_frameTooLarge = false;
};

} // namespace mantyx
