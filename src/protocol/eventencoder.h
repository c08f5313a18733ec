// SPDX-License-Identifier: MIT
// EventEncoder: typed event views back to the documented wire shape, for the sandbox server.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringView>

#include "protocol/runevent.h"

namespace mantyx {

// The inverse of EventDecoder: toJson(decode(x).payload) equals x's data object
// for every documented form, older-server forms included. Absent optionals are
// left out, so what was omitted stays omitted.
class EventEncoder final
{
public:
    EventEncoder() = delete;

    // The `data` object of an event. Unknown, Malformed and Started give {}.
    static QJsonObject toJson(const EventPayload& payload);

    // One envelope as compact JSON, keys in the documented order:
    // {"seq":7,"type":"assistant_delta","data":{...}} — the SSE `data:` line.
    static QByteArray encodeEnvelope(qint64 seq, EventType type, const QJsonObject& data);
    // For names outside the vocabulary (an unknown type, an older form).
    static QByteArray encodeEnvelope(qint64 seq, QStringView typeName, const QJsonObject& data);
    // encodeEnvelope(seq, type, toJson(payload)).
    static QByteArray encode(qint64 seq, EventType type, const EventPayload& payload);

    // The `data:` line in a chosen shape (EventShape): the envelope; flat as the SDKs' own
    // servers send it, {"seq":7,...payload} with the type left to the `event:` line; or both,
    // {"seq":7,"type":"…",...payload,"data":{…payload}}, which either kind of reader reads.
    static QByteArray encodeFrame(qint64 seq, QStringView typeName, const QJsonObject& data,
                                  EventShape shape);
    // An envelope line this encoder wrote, in another shape, spliced without parsing it again.
    // Anything else comes back unchanged.
    static QByteArray reshapeEnvelope(const QByteArray& envelopeLine, EventShape shape);

    // The nested shapes, for the sandbox's run snapshot (GET .../agent-runs/{id}).
    static QJsonObject toJson(const TokenUsage& tokens);
    static QJsonObject toJson(const ModelInfo& model);
    static QJsonObject toJson(const TaskPlan& plan);
};

} // namespace mantyx
