// SPDX-License-Identifier: MIT
#include "run/timelinefilter.h"

#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"

namespace mantyx {

using namespace Qt::StringLiterals;

TimelineFilter::TimelineFilter()
    : m_kinds(allKinds())
{}

quint32 TimelineFilter::allKinds()
{
    return (1U << (static_cast<unsigned>(TimelineRowKind::Malformed) + 1)) - 1;
}

void TimelineFilter::setShownKinds(quint32 mask)
{
    m_kinds = mask & allKinds();
}

void TimelineFilter::setKindShown(TimelineRowKind kind, bool shown)
{
    if (shown)
        m_kinds |= kindBit(kind);
    else
        m_kinds &= ~kindBit(kind);
}

void TimelineFilter::setText(const QString& text)
{
    m_text = text;
    m_phrase.clear();
    m_seq.reset();
    m_tools.clear();
    m_turn.reset();
    m_badToken = false;
    QStringList words;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString w = word.trimmed();
        if (w.isEmpty())
            continue;
        const auto value = [&w](qsizetype prefix) { return w.mid(prefix); };
        if (w.startsWith("seq:"_L1, Qt::CaseInsensitive) && w.size() > 4) {
            bool ok = false;
            const qint64 seq = value(4).toLongLong(&ok);
            if (ok)
                m_seq = seq;
            else
                m_badToken = true;
        } else if (w.startsWith("turn:"_L1, Qt::CaseInsensitive) && w.size() > 5) {
            bool ok = false;
            const int turn = value(5).toInt(&ok);
            if (ok)
                m_turn = turn;
            else
                m_badToken = true;
        } else if (w.startsWith("tool:"_L1, Qt::CaseInsensitive) && w.size() > 5) {
            m_tools << value(5);
        } else {
            words << w;
        }
    }
    m_phrase = words.join(u' ');
}

bool TimelineFilter::isPassThrough() const
{
    return m_kinds == allKinds() && !m_onlyFlagged && !m_onlyPendingCalls && !m_badToken &&
           m_phrase.isEmpty() && !m_seq && !m_turn && m_tools.isEmpty();
}

bool TimelineFilter::acceptsFields(const RunTimeline& timeline, int row) const
{
    if (row < 0 || row >= timeline.rowCount() || m_badToken)
        return false;
    const TimelineRow& r = timeline.row(row);
    if (!isKindShown(r.kind))
        return false;
    if (m_onlyFlagged && !r.flagged)
        return false;
    if (m_onlyPendingCalls) {
        if (r.kind != TimelineRowKind::LocalToolCall || r.callIndex < 0 ||
            timeline.call(r.callIndex).row != row ||
            RunTimeline::isCallResolved(timeline.call(r.callIndex).state))
            return false;
    }
    if (m_turn && r.turn != *m_turn)
        return false;
    if (m_seq) {
        bool found = false;
        for (int i = r.firstEvent; i <= r.lastEvent && !found; ++i)
            found = timeline.eventSeq(i) == *m_seq;
        if (!found)
            return false;
    }
    if (!m_tools.isEmpty()) {
        const QString name = TimelineRowTexts::toolNameOf(timeline, row);
        for (const QString& tool : m_tools) {
            if (!name.contains(tool, Qt::CaseInsensitive))
                return false;
        }
    }
    return true;
}

bool TimelineFilter::accepts(const RunTimeline& timeline, int row) const
{
    if (!acceptsFields(timeline, row))
        return false;
    if (m_phrase.isEmpty())
        return true;
    return TimelineRowTexts::format(timeline, row)
        .searchText()
        .contains(m_phrase, Qt::CaseInsensitive);
}

bool TimelineFilter::accepts(const RunTimeline& timeline, int row, const QString& searchText) const
{
    return acceptsFields(timeline, row) && acceptsSearchText(searchText);
}

bool TimelineFilter::acceptsSearchText(const QString& searchText) const
{
    return m_phrase.isEmpty() || searchText.contains(m_phrase, Qt::CaseInsensitive);
}

} // namespace mantyx
