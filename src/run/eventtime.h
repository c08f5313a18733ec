// SPDX-License-Identifier: MIT
// EventTime: the times a server writes into what it sends — an event's own timestamp, a run
// snapshot's start and end — read into ms since the epoch, so a replayed run keeps its timing
// instead of taking the moment its log was read back.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QJsonValue>
#include <QtGlobal>

#include "protocol/runevent.h"

namespace mantyx::EventTime {

// A time value as servers write it: an ISO 8601 string ("2025-05-01T12:00:03.250Z"), or a
// number (or numeric string) of ms — or of seconds, when it is too small to be ms — since the
// epoch. nullopt for anything else (null, empty, unparsable, before 2001).
std::optional<qint64> fromJson(const QJsonValue& value);

// The event's own timestamp: `ts`, `timestamp` or `createdAt`, at the top level of its JSON or
// in its `data` object. The protocol does not require one; nullopt when there is none.
std::optional<qint64> ofEvent(const RunEvent& event);

// A run snapshot's (GET agent-runs/{id}) start (`startedAt`, else `createdAt`) and end
// (`finishedAt`, `completedAt` or `endedAt`); nullopt when the snapshot has none.
std::optional<qint64> snapshotStarted(const QJsonObject& snapshot);
std::optional<qint64> snapshotFinished(const QJsonObject& snapshot);

} // namespace mantyx::EventTime
