// SPDX-License-Identifier: MIT
#include "run/timelinemodel.h"

#include <algorithm>
#include <deque>
#include <optional>

#include <QByteArrayList>
#include <QTimer>

#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"

namespace mantyx {

namespace {

constexpr int kDefaultCacheRows = 4096;
constexpr int kMaxRawEvents = 1000;

const QList<int>& deltaRowRoles()
{
    static const QList<int> roles{
        Qt::DisplayRole,          Qt::ToolTipRole,           TimelineRole::Headline,
        TimelineRole::Body,       TimelineRole::Detail,      TimelineRole::LastSeq,
        TimelineRole::EventCount, TimelineRole::RawEvents,   TimelineRole::SearchText,
        TimelineRole::Streaming,  TimelineRole::Markdown,    TimelineRole::Flagged,
        TimelineRole::Problems,   TimelineRole::RowSeverity, TimelineRole::CutOff,
        TimelineRole::Badge};
    return roles;
}

const QList<int>& callRowRoles()
{
    static const QList<int> roles{
        Qt::ToolTipRole,           TimelineRole::CallState,  TimelineRole::CallStateText,
        TimelineRole::Answer,      TimelineRole::HttpStatus, TimelineRole::DeadlineMs,
        TimelineRole::RowSeverity, TimelineRole::SearchText};
    return roles;
}

} // namespace

// The formatted texts of recently shown rows; the oldest formatted go first when it is full.
struct TimelineModel::Cache
{
    struct Entry
    {
        TimelineRowTexts texts;
        std::optional<QString> searchText;
        quint64 stamp = 0;
    };
    QHash<int, Entry> entries;
    std::deque<std::pair<int, quint64>> order;
    quint64 nextStamp = 1;
    int capacity = kDefaultCacheRows;

    void trim()
    {
        while (entries.size() > capacity && !order.empty()) {
            const auto [row, stamp] = order.front();
            order.pop_front();
            const auto it = entries.find(row);
            if (it != entries.end() && it->stamp == stamp)
                entries.erase(it);
        }
        // Invalidated rows leave stale entries in `order`; drop them before it grows.
        if (order.size() > size_t(capacity) * 4 + 64) {
            std::deque<std::pair<int, quint64>> live;
            for (const auto& item : order) {
                const auto it = entries.constFind(item.first);
                if (it != entries.constEnd() && it->stamp == item.second)
                    live.push_back(item);
            }
            order.swap(live);
        }
    }
};

TimelineModel::TimelineModel(RunTimeline* timeline, QObject* parent)
    : QAbstractListModel(parent)
    , m_timeline(timeline)
    , m_cache(std::make_unique<Cache>())
{
    m_flushTimer = new QTimer(this);
    m_flushTimer->setSingleShot(true);
    connect(m_flushTimer, &QTimer::timeout, this, &TimelineModel::flush);
    if (!timeline)
        return;
    m_rowCount = timeline->rowCount();
    connect(timeline, &RunTimeline::rowsAppended, this, &TimelineModel::onRowsAppended);
    connect(timeline, &RunTimeline::rowsChanged, this, &TimelineModel::onRowsChanged);
    connect(timeline, &RunTimeline::aboutToClear, this, [this] { beginResetModel(); });
    connect(timeline, &RunTimeline::cleared, this, &TimelineModel::onCleared);
    connect(timeline, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_rowCount = 0;
        m_cache->entries.clear();
        m_cache->order.clear();
        endResetModel();
    });
}

TimelineModel::~TimelineModel() = default;

RunTimeline* TimelineModel::timeline() const
{
    return m_timeline.data();
}

int TimelineModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

Qt::ItemFlags TimelineModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant TimelineModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.column() != 0 || index.row() < 0 ||
        index.row() >= m_rowCount)
        return {};
    return rowData(index.row(), role);
}

const TimelineRowTexts& TimelineModel::texts(const RunTimeline& timeline, int timelineRow) const
{
    auto it = m_cache->entries.find(timelineRow);
    if (it == m_cache->entries.end()) {
        Cache::Entry entry;
        entry.texts = TimelineRowTexts::format(timeline, timelineRow);
        entry.stamp = m_cache->nextStamp++;
        m_cache->order.emplace_back(timelineRow, entry.stamp);
        m_cache->entries.insert(timelineRow, std::move(entry));
        m_cache->trim();
        it = m_cache->entries.find(timelineRow);
        if (it == m_cache->entries.end()) { // capacity 0: keep the one being asked for
            Cache::Entry again;
            again.texts = TimelineRowTexts::format(timeline, timelineRow);
            it = m_cache->entries.insert(timelineRow, std::move(again));
        }
    }
    return it->texts;
}

QVariant TimelineModel::rowData(int timelineRow, int role) const
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || timelineRow < 0 || timelineRow >= tl->rowCount())
        return {};
    const TimelineRow& r = tl->row(timelineRow);
    const LocalCall* call = (r.kind == TimelineRowKind::LocalToolCall && r.callIndex >= 0)
                                ? &tl->call(r.callIndex)
                                : nullptr;
    switch (role) {
    case TimelineRole::Kind:
        return int(r.kind);
    case TimelineRole::FirstSeq:
        return tl->eventSeq(r.firstEvent);
    case TimelineRole::LastSeq:
        return tl->eventSeq(r.lastEvent);
    case TimelineRole::EventCount:
        return int(r.eventCount);
    case TimelineRole::Turn:
        return r.turn;
    case TimelineRole::Streaming:
        return r.streaming;
    case TimelineRole::Markdown:
        return r.kind == TimelineRowKind::AssistantText && !r.streaming;
    case TimelineRole::Flagged:
        return r.flagged;
    case TimelineRole::CutOff:
        return r.cutOff;
    case TimelineRole::Terminal:
        return r.kind == TimelineRowKind::Result || r.kind == TimelineRowKind::Error ||
               r.kind == TimelineRowKind::Cancelled;
    case TimelineRole::ElapsedMs:
        return r.elapsedMs;
    case TimelineRole::RowSeverity:
        return int(TimelineRowTexts::severity(*tl, timelineRow));
    case TimelineRole::Collapsed:
        return isCollapsed(timelineRow);
    case TimelineRole::CallState:
        return call ? QVariant(int(call->state)) : QVariant();
    case TimelineRole::CallStateText:
        return call ? QVariant(call->stateText.isEmpty() ? RunTimeline::callStateName(call->state)
                                                         : call->stateText)
                    : QVariant();
    case TimelineRole::Answer:
        return call ? QVariant(tl->callAnswerJson(r.callIndex)) : QVariant();
    case TimelineRole::HttpStatus:
        return call ? QVariant(call->httpStatus) : QVariant();
    case TimelineRole::DeadlineMs:
        return call ? QVariant(call->deadlineMs) : QVariant();
    case TimelineRole::RawEvents: {
        QByteArrayList raw;
        const int last = std::min<int>(r.lastEvent, r.firstEvent + kMaxRawEvents - 1);
        raw.reserve(last - r.firstEvent + 1);
        for (int i = r.firstEvent; i <= last; ++i)
            raw << tl->eventRaw(i);
        return QVariant::fromValue(raw);
    }
    case Qt::DisplayRole:
    case TimelineRole::Headline:
        return texts(*tl, timelineRow).headline;
    case Qt::ToolTipRole:
        return texts(*tl, timelineRow).toolTip;
    case TimelineRole::Body:
        return texts(*tl, timelineRow).body;
    case TimelineRole::Detail:
        return texts(*tl, timelineRow).detail;
    case TimelineRole::Badge:
        return texts(*tl, timelineRow).badge;
    case TimelineRole::ToolUseId:
        return texts(*tl, timelineRow).toolUseId;
    case TimelineRole::ToolName:
        return texts(*tl, timelineRow).toolName;
    case TimelineRole::Problems:
        return texts(*tl, timelineRow).problems;
    case TimelineRole::SearchText: {
        const TimelineRowTexts& rowTexts = texts(*tl, timelineRow); // makes the entry
        auto it = m_cache->entries.find(timelineRow);
        if (it == m_cache->entries.end())
            return rowTexts.searchText();
        if (!it->searchText)
            it->searchText = it->texts.searchText();
        return *it->searchText;
    }
    default:
        return {};
    }
}

bool TimelineModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != TimelineRole::Collapsed || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const bool collapsed = value.toBool();
    if (collapsed == isCollapsed(index.row()))
        return true;
    setCollapsed(index.row(), collapsed);
    return true;
}

bool TimelineModel::defaultCollapsed(int timelineRow) const
{
    const RunTimeline* tl = m_timeline.data();
    return tl && timelineRow >= 0 && timelineRow < tl->rowCount() &&
           tl->row(timelineRow).kind == TimelineRowKind::Thinking;
}

bool TimelineModel::isCollapsed(int timelineRow) const
{
    return defaultCollapsed(timelineRow) != m_collapsedToggled.contains(timelineRow);
}

void TimelineModel::setCollapsed(int timelineRow, bool collapsed)
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || timelineRow < 0 || timelineRow >= tl->rowCount() ||
        collapsed == isCollapsed(timelineRow))
        return;
    if (collapsed == defaultCollapsed(timelineRow))
        m_collapsedToggled.remove(timelineRow);
    else
        m_collapsedToggled.insert(timelineRow);
    if (timelineRow < m_rowCount) {
        const QModelIndex i = index(timelineRow);
        emit dataChanged(i, i, {TimelineRole::Collapsed});
    }
}

QHash<int, QByteArray> TimelineModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(TimelineRole::Kind, QByteArrayLiteral("kind"));
    names.insert(TimelineRole::FirstSeq, QByteArrayLiteral("firstSeq"));
    names.insert(TimelineRole::LastSeq, QByteArrayLiteral("lastSeq"));
    names.insert(TimelineRole::EventCount, QByteArrayLiteral("eventCount"));
    names.insert(TimelineRole::Headline, QByteArrayLiteral("headline"));
    names.insert(TimelineRole::Body, QByteArrayLiteral("body"));
    names.insert(TimelineRole::Detail, QByteArrayLiteral("detail"));
    names.insert(TimelineRole::Badge, QByteArrayLiteral("badge"));
    names.insert(TimelineRole::CallState, QByteArrayLiteral("callState"));
    names.insert(TimelineRole::CallStateText, QByteArrayLiteral("callStateText"));
    names.insert(TimelineRole::Answer, QByteArrayLiteral("answer"));
    names.insert(TimelineRole::HttpStatus, QByteArrayLiteral("httpStatus"));
    names.insert(TimelineRole::DeadlineMs, QByteArrayLiteral("deadlineMs"));
    names.insert(TimelineRole::ToolUseId, QByteArrayLiteral("toolUseId"));
    names.insert(TimelineRole::ToolName, QByteArrayLiteral("toolName"));
    names.insert(TimelineRole::Turn, QByteArrayLiteral("turn"));
    names.insert(TimelineRole::Streaming, QByteArrayLiteral("streaming"));
    names.insert(TimelineRole::Markdown, QByteArrayLiteral("markdown"));
    names.insert(TimelineRole::Flagged, QByteArrayLiteral("flagged"));
    names.insert(TimelineRole::Problems, QByteArrayLiteral("problems"));
    names.insert(TimelineRole::RowSeverity, QByteArrayLiteral("severity"));
    names.insert(TimelineRole::Terminal, QByteArrayLiteral("terminal"));
    names.insert(TimelineRole::ElapsedMs, QByteArrayLiteral("elapsedMs"));
    names.insert(TimelineRole::RawEvents, QByteArrayLiteral("rawEvents"));
    names.insert(TimelineRole::Collapsed, QByteArrayLiteral("collapsed"));
    names.insert(TimelineRole::SearchText, QByteArrayLiteral("searchText"));
    names.insert(TimelineRole::CutOff, QByteArrayLiteral("cutOff"));
    return names;
}

void TimelineModel::setFlushDelay(int ms)
{
    m_flushDelay = std::max(0, ms);
    if (m_flushDelay == 0)
        flush();
}

int TimelineModel::flushDelay() const
{
    return m_flushDelay;
}

void TimelineModel::flush()
{
    m_flushTimer->stop();
    const RunTimeline* tl = m_timeline.data();
    if (!tl) {
        m_dirtyRows.clear();
        return;
    }
    const int target = tl->rowCount();
    if (target > m_rowCount) {
        const int first = m_rowCount;
        beginInsertRows(QModelIndex(), first, target - 1);
        m_rowCount = target;
        endInsertRows();
        emit rowsFlushed(first, target - 1);
    }
    // Rows that changed while they waited: a growing text is one dataChanged per flush.
    if (!m_dirtyRows.empty()) {
        std::vector<int> rows;
        rows.swap(m_dirtyRows);
        std::sort(rows.begin(), rows.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
        for (size_t i = 0; i < rows.size();) {
            size_t end = i;
            while (end + 1 < rows.size() && rows[end + 1] == rows[end] + 1)
                ++end;
            emitRowsChanged(rows[i], rows[end]);
            i = end + 1;
        }
    }
}

void TimelineModel::setCacheCapacity(int rows)
{
    m_cache->capacity = std::max(0, rows);
    m_cache->trim();
}

int TimelineModel::cacheCapacity() const
{
    return m_cache->capacity;
}

int TimelineModel::cachedRows() const
{
    return int(m_cache->entries.size());
}

void TimelineModel::onRowsAppended(int first, int last)
{
    Q_UNUSED(first)
    Q_UNUSED(last)
    if (m_flushDelay == 0)
        flush();
    else if (!m_flushTimer->isActive())
        m_flushTimer->start(m_flushDelay);
}

void TimelineModel::invalidate(int first, int last)
{
    for (int row = first; row <= last; ++row)
        m_cache->entries.remove(row);
}

void TimelineModel::onRowsChanged(int first, int last)
{
    // The texts are re-formatted on the next data() at once; views hear of it per flush.
    invalidate(first, last);
    if (m_flushDelay == 0) {
        emitRowsChanged(first, last);
        return;
    }
    // Rows not inserted yet need no dataChanged: they come with their insertion.
    last = std::min(last, m_rowCount - 1);
    for (int row = first; row <= last; ++row)
        m_dirtyRows.push_back(row);
    if (first <= last && !m_flushTimer->isActive())
        m_flushTimer->start(m_flushDelay);
}

void TimelineModel::emitRowsChanged(int first, int last)
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl)
        return;
    last = std::min(last, m_rowCount - 1);
    const auto rolesFor = [tl](int row) -> const QList<int>* {
        switch (tl->row(row).kind) {
        case TimelineRowKind::AssistantText:
        case TimelineRowKind::Thinking:
            return &deltaRowRoles();
        case TimelineRowKind::LocalToolCall:
            return &callRowRoles();
        default:
            return nullptr; // all roles
        }
    };
    for (int row = first; row <= last;) {
        const QList<int>* roles = rolesFor(row);
        int end = row;
        while (end + 1 <= last && rolesFor(end + 1) == roles)
            ++end;
        emit dataChanged(index(row), index(end), roles ? *roles : QList<int>());
        row = end + 1;
    }
}

void TimelineModel::onCleared()
{
    m_flushTimer->stop();
    m_dirtyRows.clear();
    m_rowCount = 0;
    m_cache->entries.clear();
    m_cache->order.clear();
    m_collapsedToggled.clear();
    endResetModel();
}

} // namespace mantyx
