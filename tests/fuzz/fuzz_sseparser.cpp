// SPDX-License-Identifier: MIT
// SseParser on arbitrary bytes cut into arbitrary chunks: it must not crash, and the frames, the
// last event ID, the retry time and the counters must not depend on where the chunks end.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QList>

#include "fuzzcheck.h"
#include "sse/sseparser.h"

using mantyx::SseFrame;
using mantyx::SseFrameView;
using mantyx::SseParser;

namespace {

struct Outcome
{
    QList<SseFrame> frames;
    QByteArray lastEventId;
    std::optional<quint64> retryMs;
    quint64 bytesFed = 0;
    quint64 commentsSeen = 0;
    quint64 framesDispatched = 0;

    friend bool operator==(const Outcome&, const Outcome&) = default;
};

void takeState(const SseParser& parser, Outcome& outcome)
{
    outcome.lastEventId = parser.lastEventId().toByteArray();
    outcome.retryMs = parser.retryMs();
    outcome.bytesFed = parser.bytesFed();
    outcome.commentsSeen = parser.commentsSeen();
    outcome.framesDispatched = parser.framesDispatched();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // Byte 0: how many chunk sizes follow (0-15); each next byte is one size (1-256 bytes),
    // used in turn; the rest is the stream.
    if (size == 0)
        return 0;
    const size_t sizeCount = std::min<size_t>(data[0] % 16, size - 1);
    QList<qsizetype> chunkSizes;
    for (size_t i = 0; i < sizeCount; ++i)
        chunkSizes.append(qsizetype(data[1 + i]) + 1);
    if (chunkSizes.isEmpty())
        chunkSizes.append(1);
    const QByteArrayView stream(reinterpret_cast<const char*>(data) + 1 + sizeCount,
                                qsizetype(size - 1 - sizeCount));

    // In one piece, through the owning form.
    Outcome whole;
    {
        SseParser parser;
        parser.feed(stream, whole.frames);
        takeState(parser, whole);
        MANTYX_FUZZ_CHECK(whole.framesDispatched == quint64(whole.frames.size()));
        MANTYX_FUZZ_CHECK(whole.bytesFed == quint64(stream.size()));
    }

    // Chunked, through the view form the hot path uses; each chunk is a copy that dies right
    // after feeding, so a view kept past its chunk would read freed memory (ASan).
    Outcome chunked;
    SseParser parser;
    qsizetype at = 0;
    for (qsizetype n = 0; at < stream.size(); ++n) {
        const qsizetype length = std::min(chunkSizes.at(n % chunkSizes.size()), stream.size() - at);
        const QByteArray chunk = stream.sliced(at, length).toByteArray();
        at += length;
        parser.feed(QByteArrayView(chunk), [&chunked](const SseFrameView& frame) {
            chunked.frames.append(SseFrame{frame.data.toByteArray(), frame.event.toByteArray(),
                                           frame.id.toByteArray(), frame.hasId});
        });
    }
    takeState(parser, chunked);
    MANTYX_FUZZ_CHECK(chunked == whole);

    // End of stream, then the same bytes again as a new stream: the same frames once more
    // (the last event ID carries over, so only the frames are compared).
    parser.finish();
    QList<SseFrame> again;
    parser.feed(stream, again);
    MANTYX_FUZZ_CHECK(again.size() == whole.frames.size());
    for (qsizetype i = 0; i < again.size(); ++i) {
        MANTYX_FUZZ_CHECK(again.at(i).data == whole.frames.at(i).data);
        MANTYX_FUZZ_CHECK(again.at(i).event == whole.frames.at(i).event);
        MANTYX_FUZZ_CHECK(again.at(i).hasId == whole.frames.at(i).hasId);
    }

    // reset() is the freshly constructed state.
    parser.reset();
    Outcome afterReset;
    parser.feed(stream, afterReset.frames);
    takeState(parser, afterReset);
    MANTYX_FUZZ_CHECK(afterReset == whole);
    return 0;
}
