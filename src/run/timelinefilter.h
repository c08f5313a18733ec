// SPDX-License-Identifier: MIT
// TimelineFilter: the predicate the timeline's filter proxy applies — which row kinds show, a text
// query (with seq:N, tool:NAME and turn:N tokens), only flagged rows, only pending calls — as a
// plain value class so it is tested without a model or a view.
#pragma once

#include <optional>

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include "run/timelinetypes.h"

namespace mantyx {

class RunTimeline;

class TimelineFilter final
{
public:
    TimelineFilter(); // everything shown

    // Row kinds, as a bit mask of (1u << int(TimelineRowKind)).
    static quint32 allKinds();
    static quint32 kindBit(TimelineRowKind kind) { return 1U << static_cast<unsigned>(kind); }
    void setShownKinds(quint32 mask);
    quint32 shownKinds() const { return m_kinds; }
    void setKindShown(TimelineRowKind kind, bool shown);
    bool isKindShown(TimelineRowKind kind) const { return (m_kinds & kindBit(kind)) != 0; }

    // Free text: a case-insensitive substring of the row's SearchText. The tokens `seq:N` (the
    // row holds event seq N), `tool:NAME` (tool name contains NAME, case-insensitive) and
    // `turn:N` are taken out of the text and must all hold too. A bad number matches nothing.
    void setText(const QString& text);
    QString text() const { return m_text; }

    void setOnlyFlagged(bool on) { m_onlyFlagged = on; }
    bool onlyFlagged() const { return m_onlyFlagged; }
    // LocalToolCall rows whose call is not resolved yet (pending, running, sending, failed).
    void setOnlyPendingCalls(bool on) { m_onlyPendingCalls = on; }
    bool onlyPendingCalls() const { return m_onlyPendingCalls; }

    // True when nothing is filtered out.
    bool isPassThrough() const;
    // True when the text part needs the row's SearchText (formatting), not just its fields.
    bool needsSearchText() const { return !m_phrase.isEmpty(); }

    bool accepts(const RunTimeline& timeline, int row) const;
    // The same, with the row's SearchText already at hand (the proxy passes the model's cache).
    bool accepts(const RunTimeline& timeline, int row, const QString& searchText) const;

    // The two halves of accepts(): everything but the free text, and the free text alone.
    bool acceptsFields(const RunTimeline& timeline, int row) const;
    bool acceptsSearchText(const QString& searchText) const;

    friend bool operator==(const TimelineFilter&, const TimelineFilter&) = default;

private:
    quint32 m_kinds;
    QString m_text;
    bool m_onlyFlagged = false;
    bool m_onlyPendingCalls = false;
    // Parsed from m_text.
    QString m_phrase;
    std::optional<qint64> m_seq;
    QStringList m_tools;
    std::optional<int> m_turn;
    bool m_badToken = false;
};

} // namespace mantyx
