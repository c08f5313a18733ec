// SPDX-License-Identifier: MIT
// RunChartsView: a run as pictures (Qt Charts) — where the time went (a waterfall of turns, server
// tools and local calls waiting for their answer), tokens by kind, events per second — redrawn
// at most four times a second as the timeline grows. A bar leads back to its timeline row; a
// second run can be drawn beside the first for comparing.
#pragma once

#include <QList>
#include <QPoint>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QWidget>

#include "run/runchartdata.h"

class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QScrollArea;
class QTabWidget;
class QTimer;

namespace mantyx {

class RunTimeline;

class RunChartsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunChartsView)

public:
    explicit RunChartsView(QWidget* parent = nullptr);
    ~RunChartsView() override;

    // Follows `timeline` (nullptr: nothing shown).
    void setTimeline(const RunTimeline* timeline);
    const RunTimeline* timeline() const;
    // A second run drawn beside the first on the same axes (its bars in lighter colours, its
    // lanes after the first run's, its events/s as a second line); nullptr removes it. The labels
    // name the two runs in the legend and the lanes ("A", "B" when empty).
    void setComparisonTimeline(const RunTimeline* timeline, const QString& label = {},
                               const QString& primaryLabel = {});
    const RunTimeline* comparisonTimeline() const;

    // What is drawn now (the first run's, and the second's).
    const RunChartData& chartData() const { return m_data; }
    const RunChartData& comparisonChartData() const { return m_comparisonData; }
    // Recomputes and redraws now instead of at the next throttled tick.
    void refreshNow();
    // The drawn waterfall lanes: the first run's bars, then the comparison run's.
    int laneCount() const { return static_cast<int>(m_lanes.size()); }
    // The bar of a lane and whether it belongs to the comparison run; nullptr when out of range.
    const WaterfallBar* laneBar(int lane, bool* comparison = nullptr) const;
    // The middle of a lane's bar in the waterfall chart view's viewport (where a click lands).
    QPoint laneCenter(int lane) const;
    QChartView* waterfallView() const { return m_waterfallView; }
    int currentLane() const { return m_currentLane; }

    QSize sizeHint() const override;

    // At most this many waterfall bars per run are drawn (a line says how many more there are).
    static constexpr int MaxBars = 200;

signals:
    // A waterfall bar of the first run was clicked (or chosen with the keyboard and Enter).
    void rowActivated(int timelineRow);
    // The same for the comparison run's bars.
    void comparisonRowActivated(int timelineRow);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // One drawn waterfall lane: which run (0 first, 1 comparison) and which of its bars.
    struct Lane
    {
        int run = 0;
        int bar = -1;
    };

    void retranslateUi();
    void watch(const RunTimeline* timeline);
    void scheduleRefresh();
    void refresh();
    void rebuildWaterfall();
    void rebuildTokens();
    void rebuildEvents();
    void activateLane(int lane);
    void setCurrentLane(int lane);
    // Lanes are drawn top-down, bar categories bottom-up: one maps to the other both ways.
    int laneOfBarIndex(int index) const { return laneCount() - 1 - index; }
    // The run's "now" in ms since it began, while it is streaming on a live clock; -1 otherwise.
    static qint64 openUntil(const RunTimeline& timeline);

    QPointer<const RunTimeline> m_timeline;
    QPointer<const RunTimeline> m_comparison;
    QString m_label;
    QString m_comparisonLabel;
    RunChartData m_data;
    RunChartData m_comparisonData;
    QList<Lane> m_lanes;
    QList<QBarSet*> m_laneSets; // the visible (non-offset) sets of the waterfall
    int m_currentLane = -1;
    bool m_dirty = true;

    QTimer* m_throttle = nullptr; // at most one redraw per 250 ms
    QTimer* m_clock = nullptr;    // grows open bars while the run streams
    QTabWidget* m_tabs = nullptr;
    QLabel* m_note = nullptr; // "timing unknown", bars left out
    QLabel* m_waterfallLegend = nullptr;
    QScrollArea* m_waterfallScroll = nullptr;
    QChartView* m_waterfallView = nullptr;
    QChartView* m_tokensView = nullptr;
    QChartView* m_eventsView = nullptr;
};

} // namespace mantyx
