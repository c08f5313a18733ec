// SPDX-License-Identifier: MIT
// TimelineModel: the append-only list model over a RunTimeline that every timeline view, proxy and
// the pending-call queue read through TimelineRole roles; display text is formatted lazily in
// data() through a bounded cache so a run of a million events stays cheap to show.
#pragma once

#include <memory>
#include <vector>

#include <QAbstractListModel>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QVariant>

#include "run/timelinetypes.h"

class QTimer;

namespace mantyx {

class RunTimeline;
struct TimelineRowTexts;

class TimelineModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineModel)

public:
    // `timeline` must outlive the model (or be destroyed with it: the model then empties).
    explicit TimelineModel(RunTimeline* timeline, QObject* parent = nullptr);
    ~TimelineModel() override;

    RunTimeline* timeline() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // Only TimelineRole::Collapsed is settable (any row; thinking rows start collapsed).
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The same data for a timeline row, whether or not the model has inserted it yet (the
    // pending-call model and the filter proxy use this).
    QVariant rowData(int timelineRow, int role) const;
    bool isCollapsed(int timelineRow) const;
    void setCollapsed(int timelineRow, bool collapsed);

    // New rows are inserted with one beginInsertRows per flush. 0 (the default): at once, one
    // block per RunTimeline::appendEvents call. >0: appended rows wait up to `ms` in a
    // single-shot timer so a burst of small batches becomes one insertion, and rows that changed
    // meanwhile get one dataChanged per flush (data() returns the new values at once). The
    // timeline view uses TimelineModel::kViewFlushDelayMs.
    void setFlushDelay(int ms);
    int flushDelay() const;
    // Inserts whatever is queued now and reports the rows that changed.
    void flush();
    // What a view that shows a streaming run waits at most: a frame or two, like Wireshark's
    // packet list, so 50,000 events a second are a few dozen insertions.
    static constexpr int kViewFlushDelayMs = 32;

    // Rows whose formatted texts are cached (least recently formatted are dropped first).
    void setCacheCapacity(int rows);
    int cacheCapacity() const;
    int cachedRows() const;

signals:
    // Rows were inserted (after endInsertRows): views use it to follow the tail.
    void rowsFlushed(int first, int last);

private:
    void onRowsAppended(int first, int last);
    void onRowsChanged(int first, int last);
    void emitRowsChanged(int first, int last);
    void onCleared();
    const TimelineRowTexts& texts(const RunTimeline& timeline, int timelineRow) const;
    void invalidate(int first, int last);
    bool defaultCollapsed(int timelineRow) const;

    QPointer<RunTimeline> m_timeline;
    int m_rowCount = 0; // rows inserted so far (the timeline may hold more, queued)
    int m_flushDelay = 0;
    QTimer* m_flushTimer = nullptr;
    std::vector<int> m_dirtyRows; // inserted rows changed since the last flush
    QSet<int> m_collapsedToggled; // rows whose Collapsed differs from the default
    struct Cache;
    std::unique_ptr<Cache> m_cache;
};

} // namespace mantyx
