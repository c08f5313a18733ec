// SPDX-License-Identifier: MIT
#include "run/timelinefilterproxy.h"

#include "run/runtimeline.h"
#include "run/timelinemodel.h"

namespace mantyx {

TimelineFilterProxy::TimelineFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    // Rows are re-judged when they change (a growing row may start to match).
    setDynamicSortFilter(true);
}

TimelineFilterProxy::~TimelineFilterProxy() = default;

void TimelineFilterProxy::setSourceModel(QAbstractItemModel* model)
{
    QSortFilterProxyModel::setSourceModel(model);
}

TimelineModel* TimelineFilterProxy::timelineModel() const
{
    return qobject_cast<TimelineModel*>(sourceModel());
}

void TimelineFilterProxy::setFilter(const TimelineFilter& filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateFilter();
    emit filterChanged();
}

int TimelineFilterProxy::proxyRowForTimelineRow(int timelineRow) const
{
    QAbstractItemModel* source = sourceModel();
    if (!source || timelineRow < 0 || timelineRow >= source->rowCount())
        return -1;
    return mapFromSource(source->index(timelineRow, 0)).row();
}

int TimelineFilterProxy::timelineRowForProxyRow(int proxyRow) const
{
    if (proxyRow < 0 || proxyRow >= rowCount())
        return -1;
    return mapToSource(index(proxyRow, 0)).row();
}

void TimelineFilterProxy::sort(int column, Qt::SortOrder order)
{
    Q_UNUSED(column)
    Q_UNUSED(order)
}

bool TimelineFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid() || m_filter.isPassThrough())
        return true;
    const TimelineModel* model = timelineModel();
    const RunTimeline* timeline = model ? model->timeline() : nullptr;
    if (!timeline)
        return true;
    if (!m_filter.acceptsFields(*timeline, sourceRow))
        return false;
    // The model's cached SearchText: the row is formatted once for the view and the filter.
    return !m_filter.needsSearchText() ||
           m_filter.acceptsSearchText(
               model->rowData(sourceRow, TimelineRole::SearchText).toString());
}

bool TimelineFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    return left.row() < right.row(); // arrival order, should anything ask
}

} // namespace mantyx
