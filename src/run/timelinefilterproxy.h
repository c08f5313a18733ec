// SPDX-License-Identifier: MIT
// TimelineFilterProxy: the timeline as the user filtered it — a QSortFilterProxyModel over a
// TimelineModel that applies a TimelineFilter and keeps arrival order (no sorting).
#pragma once

#include <QSortFilterProxyModel>

#include "run/timelinefilter.h"

namespace mantyx {

class TimelineModel;

class TimelineFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineFilterProxy)

public:
    explicit TimelineFilterProxy(QObject* parent = nullptr);
    ~TimelineFilterProxy() override;

    // The source must be a TimelineModel (others are shown unfiltered).
    void setSourceModel(QAbstractItemModel* model) override;
    TimelineModel* timelineModel() const;

    void setFilter(const TimelineFilter& filter);
    const TimelineFilter& filter() const { return m_filter; }

    // The proxy row showing timeline row `timelineRow`, or -1 when it is filtered out.
    int proxyRowForTimelineRow(int timelineRow) const;
    int timelineRowForProxyRow(int proxyRow) const;

    // Rows stay in arrival order: sorting is ignored.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    TimelineFilter m_filter;
};

} // namespace mantyx
