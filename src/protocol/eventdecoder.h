// SPDX-License-Identifier: MIT
// EventDecoder: turns one SSE frame's data into a RunEvent; never throws, never drops a frame.
#pragma once

#include <memory>

#include <QByteArrayView>
#include <QJsonObject>
#include <QStringList>

#include "protocol/runevent.h"

namespace mantyx {

// The hot path of a run: tens of millions of small frames in a replay. It owns
// reused JSON parsers and a buffer, so keep one decoder per thread and reuse it.
//
// Rules (wire-protocol.md §4, http-surface.md "SSE stream" and "What the official clients and
// their test servers actually do"):
//  - every shape is read (EventShape): the envelope { seq, type, data }, the flat payload
//    { seq?, type?, ...fields }, and both at once; a data object wins over fields beside it;
//  - the JSON's type is the authority; the SSE event name stands in when it is absent (the
//    SDKs' servers put it only there), a disagreement is a problem;
//  - the JSON's seq is checked against the SSE id, which stands in when it is absent;
//  - bad JSON, a non-object, no type anywhere, or a lone `data` that is not an object is
//    Malformed, with the parser's message and offset;
//  - an unknown type is Unknown, kept whole in raw;
//  - a known type with wrong or missing fields keeps its type, decodes what is valid and
//    names each bad field in problems ("data.text" in an envelope, "text" when flat).
class EventDecoder final
{
public:
    EventDecoder();
    ~EventDecoder();
    EventDecoder(EventDecoder&&) noexcept;
    EventDecoder& operator=(EventDecoder&&) noexcept;
    Q_DISABLE_COPY(EventDecoder)

    RunEvent decode(QByteArrayView data, QByteArrayView sseEvent = {}, QByteArrayView sseId = {});
    // decode() for an event that is folded and dropped (a capture read into a timeline, which
    // decodes it again from its bytes when it is read): a local call's args and a tool result's
    // older `summary` are checked as decode() checks them but not built (left empty); the long
    // texts are shares of the bytes anyway (JsonText). The type, seq, ids, bytes, problems and
    // every other field are what decode() gives.
    RunEvent decodeForIndex(QByteArrayView data);
    // decode() without its fast path: every frame through simdjson's validating DOM parser.
    // decode() must give the same event for any input; tests and the fuzz target check it.
    RunEvent decodeReference(QByteArrayView data, QByteArrayView sseEvent = {},
                             QByteArrayView sseId = {});

    // The slow path, for data already parsed (capture files, the sandbox,
    // tests): the typed view of `data` for `type`. Field problems are appended
    // to `problems` when given.
    static EventPayload decodePayload(EventType type, const QJsonObject& data,
                                      QStringList* problems = nullptr);

private:
    RunEvent decodeWith(QByteArrayView data, QByteArrayView sseEvent, QByteArrayView sseId,
                        bool fast, bool forIndex = false);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mantyx
