// SPDX-License-Identifier: MIT
// EventDecoder on an arbitrary frame (data, SSE event name, SSE id), given directly and through
// SseParser's frame type as RunStream does: no crash, the same event both ways, from a fresh
// decoder and from its validating reference path (decodeReference), the bytes kept verbatim, and
// every cleanly decoded known event read back the same from EventEncoder's output in each of the
// three shapes (envelope, flat, both).

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QList>
#include <fuzzer/FuzzedDataProvider.h>

#include "fuzzcheck.h"
#include "protocol/eventdecoder.h"
#include "protocol/eventencoder.h"
#include "protocol/runevent.h"
#include "sse/sseparser.h"

using namespace mantyx;

namespace {

bool sameEvent(const RunEvent& a, const RunEvent& b)
{
    return a.seq == b.seq && a.type == b.type && a.typeName == b.typeName &&
           a.problems == b.problems && a.payload == b.payload && a.raw == b.raw &&
           (a.type == EventType::Malformed || a.shape == b.shape);
}

// A frame SseParser gives back unchanged: the data split into `data:` lines at LF, the fields
// only when they fit on one line.
bool frameable(const QByteArray& data, const QByteArray& event, const QByteArray& id)
{
    return !data.contains('\r') && !event.contains('\r') && !event.contains('\n') &&
           !id.contains('\r') && !id.contains('\n') && !id.contains('\0');
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    FuzzedDataProvider input(bytes, size);
    const auto flags = input.ConsumeIntegral<uint8_t>();
    const std::string eventText = input.ConsumeRandomLengthString(48);
    const std::string idText = input.ConsumeRandomLengthString(24);
    const std::string dataText = input.ConsumeRemainingBytesAsString();
    const QByteArray data(dataText.data(), qsizetype(dataText.size()));
    const QByteArray event =
        (flags & 1) ? QByteArray(eventText.data(), qsizetype(eventText.size())) : QByteArray();
    const QByteArray id =
        (flags & 2) ? QByteArray(idText.data(), qsizetype(idText.size())) : QByteArray();
    const bool hasId = (flags & 2) != 0;

    // One decoder for the whole run, as RunStream keeps one: its reused buffers see every input.
    static EventDecoder decoder;
    const RunEvent direct =
        decoder.decode(data, event, hasId ? QByteArrayView(id) : QByteArrayView());
    MANTYX_FUZZ_CHECK(direct.raw == data);
    MANTYX_FUZZ_CHECK(direct.sseEvent == event);
    if (direct.type != EventType::Malformed && direct.type != EventType::Unknown)
        MANTYX_FUZZ_CHECK(eventTypeFromName(QStringView(direct.typeName)) == direct.type);
    (void)direct.envelope();
    (void)direct.data();

    EventDecoder fresh;
    MANTYX_FUZZ_CHECK(sameEvent(
        fresh.decode(data, event, hasId ? QByteArrayView(id) : QByteArrayView()), direct));
    // The On-Demand fast path and the validating DOM path agree on every input.
    MANTYX_FUZZ_CHECK(sameEvent(
        fresh.decodeReference(data, event, hasId ? QByteArrayView(id) : QByteArrayView()), direct));

    if (frameable(data, event, id)) {
        QByteArray stream;
        if (!event.isEmpty())
            stream += "event: " + event + '\n';
        if (hasId)
            stream += "id: " + id + '\n';
        for (const QByteArray& line : data.split('\n'))
            stream += "data: " + line + '\n';
        stream += '\n';
        SseParser parser;
        QList<RunEvent> viaSse;
        parser.feed(stream, [&viaSse](const SseFrameView& frame) {
            viaSse.append(
                decoder.decode(frame.data, frame.event, frame.hasId ? frame.id : QByteArrayView()));
        });
        MANTYX_FUZZ_CHECK(viaSse.size() == 1);
        MANTYX_FUZZ_CHECK(sameEvent(viaSse.constFirst(), direct));
    }

    // What the sandbox would send for this event, in each shape, reads back as this event.
    if (direct.type != EventType::Malformed && direct.type != EventType::Unknown &&
        direct.problems.isEmpty() && direct.seq >= 0) {
        const QJsonObject payload = EventEncoder::toJson(direct.payload);
        for (const EventShape shape : {EventShape::Envelope, EventShape::Flat, EventShape::Both}) {
            const QByteArray line =
                EventEncoder::encodeFrame(direct.seq, direct.typeName, payload, shape);
            const RunEvent back = decoder.decode(
                line, shape == EventShape::Flat ? direct.typeName.toUtf8() : QByteArray());
            MANTYX_FUZZ_CHECK(back.type == direct.type);
            MANTYX_FUZZ_CHECK(back.seq == direct.seq);
            // With no payload fields, "both" is the envelope itself.
            MANTYX_FUZZ_CHECK(back.shape == shape ||
                              (shape == EventShape::Both && payload.isEmpty() &&
                               back.shape == EventShape::Envelope));
            MANTYX_FUZZ_CHECK(back.problems.isEmpty());
            MANTYX_FUZZ_CHECK(back.payload == direct.payload);
        }
    }
    return 0;
}
