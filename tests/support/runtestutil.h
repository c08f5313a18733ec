// SPDX-License-Identifier: MIT
// Shared fixtures of the run-controller tests: tool refs of the three client-resolved kinds,
// waits on a RunController, and counts over a RunTimeline's rows and notes.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "clienttest.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"

namespace mantyx::runtest {

using namespace Qt::StringLiterals;
using clienttest::kWaitMs;
using clienttest::waitUntil;

inline QJsonObject hrAgentCard()
{
    return QJsonObject{{"protocolVersion"_L1, u"0.3.0"_s},
                       {"name"_L1, u"Acme HR"_s},
                       {"description"_L1, u"Answers questions about HR policies."_s},
                       {"url"_L1, u"https://hr.intranet.example/a2a"_s},
                       {"version"_L1, u"1.4.0"_s},
                       {"skills"_L1, QJsonArray{QJsonObject{{"id"_L1, u"pto_lookup"_s},
                                                            {"name"_L1, u"PTO lookup"_s}}}}};
}

inline QJsonObject a2aLocalTool()
{
    return QJsonObject{
        {"kind"_L1, u"a2a_local"_s}, {"name"_L1, u"hr_agent"_s}, {"agentCard"_L1, hrAgentCard()}};
}

inline QJsonObject mcpLocalTool()
{
    const QJsonObject schema{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"path"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
        {"required"_L1, QJsonArray{u"path"_s}}};
    return QJsonObject{{"kind"_L1, u"mcp_local"_s},
                       {"name"_L1, u"fs"_s},
                       {"serverInfo"_L1, QJsonObject{{"name"_L1, u"mcp-server-filesystem"_s},
                                                     {"version"_L1, u"0.4.1"_s}}},
                       {"tools"_L1, QJsonArray{QJsonObject{{"name"_L1, u"fs_read_file"_s},
                                                           {"description"_L1, u"Read a file."_s},
                                                           {"inputSchema"_L1, schema}}}}};
}

inline bool waitFinished(const RunController& run, int timeoutMs = kWaitMs)
{
    return waitUntil([&] { return run.isFinished(); }, timeoutMs);
}

// The first local call the run asked for; empty after the time-out.
inline QString waitFirstCall(const RunController& run, int timeoutMs = kWaitMs)
{
    waitUntil([&] { return !run.callIds().isEmpty() || run.isFinished(); }, timeoutMs);
    return run.callIds().value(0);
}

inline bool waitCallState(const RunController& run, const QString& toolUseId, LocalCallState state,
                          int timeoutMs = kWaitMs)
{
    return waitUntil([&] { return run.callState(toolUseId) == state; }, timeoutMs);
}

inline int rowsOfKind(const RunTimeline& timeline, TimelineRowKind kind)
{
    int n = 0;
    for (int i = 0; i < timeline.rowCount(); ++i)
        n += timeline.row(i).kind == kind ? 1 : 0;
    return n;
}

inline int notesOf(const RunTimeline& timeline, ProtocolNote::Category category)
{
    int n = 0;
    for (const ProtocolNote& note : timeline.notes())
        n += note.category == category ? 1 : 0;
    return n;
}

inline const LocalCall* callOf(const RunTimeline& timeline, const QString& toolUseId)
{
    const int index = timeline.callIndex(toolUseId);
    return index < 0 ? nullptr : &timeline.call(index);
}

// The call's answer text as the window shows it (posted or echoed).
inline QString answerOf(const RunTimeline& timeline, const QString& toolUseId)
{
    return timeline.callAnswerJson(timeline.callIndex(toolUseId));
}

// "kind first..last" per row: what two timelines of the same run must share whatever the
// formatting of their texts.
inline QStringList rowShapes(const RunTimeline& timeline)
{
    QStringList out;
    for (int i = 0; i < timeline.rowCount(); ++i) {
        const TimelineRow& row = timeline.row(i);
        out << u"%1 %2..%3"_s.arg(int(row.kind))
                   .arg(timeline.eventAt(row.firstEvent).seq)
                   .arg(timeline.eventAt(row.lastEvent).seq);
    }
    return out;
}

} // namespace mantyx::runtest
