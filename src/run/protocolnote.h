// SPDX-License-Identifier: MIT
// ProtocolNote: one observation about how a run was delivered or answered, in the spirit of
// Wireshark's expert info — a seq gap, a reconnect, an unanswered call, a 409 — anchored to the
// timeline row it concerns so the UI can count them, list them and jump to them.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QtGlobal>

#include "run/timelinetypes.h"

namespace mantyx {

struct ProtocolNote
{
    enum class Category : quint8
    {
        SeqGap,          // seq jumped (events missing)
        SeqRepeat,       // a seq arrived again (or went backwards)
        Reconnect,       // the stream reconnected; `detail` says how many events were replayed
        StreamProblem,   // the stream failed, stalled or ended without a terminal event
        UnansweredCall,  // a local_tool_call never answered before the run ended
        ToolResultHttp,  // a tool-result POST got 404/409/400 or failed for good
        SecondTerminal,  // another terminal event after the first
        OlderServer,     // an older-server event shape (started, tool_call, ok/summary, output…)
        Malformed,       // an event that could not be used
        UnknownEvent,    // an event type this build does not know
        ProtocolProblem, // a field that does not match the protocol (RunEvent::problems)
        Capture,         // the capture file could not be written; recording stopped
        StatusMessage,   // a message the window's status bar showed (its history is kept here)
    };

    Severity severity = Severity::Info;
    Category category = Category::ProtocolProblem;
    QString message;   // translated, one sentence
    QString detail;    // translated, optional
    qint64 seq = -1;   // the event it concerns, -1 when none
    QString toolUseId; // the call it concerns, if any
    qint64 atMs = -1;  // ms since the run's first event (or since the source started)

    static QString categoryName(Category category); // translated
    friend bool operator==(const ProtocolNote&, const ProtocolNote&) = default;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::ProtocolNote)
