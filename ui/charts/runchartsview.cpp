// SPDX-License-Identifier: MIT
#include "charts/runchartsview.h"

#include <algorithm>
#include <array>

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHash>
#include <QHorizontalStackedBarSeries>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include "protocol/displaytext.h"
#include "run/runsummary.h"
#include "run/runtimeline.h"
#include "run/svgchart.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr std::array<WaterfallCategory, 3> Categories = {
    WaterfallCategory::Model, WaterfallCategory::ServerTool, WaterfallCategory::Waiting};

QColor categoryColour(WaterfallCategory category, int run)
{
    QColor colour;
    switch (category) {
    case WaterfallCategory::Model:
        colour = QColor(0x4e, 0x79, 0xa7);
        break;
    case WaterfallCategory::ServerTool:
        colour = QColor(0xf2, 0x8e, 0x2b);
        break;
    case WaterfallCategory::Waiting:
        colour = QColor(0xe1, 0x57, 0x59);
        break;
    }
    return run == 0 ? colour : colour.lighter(140);
}

QChartView* makeChartView(QWidget* parent, const QString& objectName)
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new QChartView(chart, parent);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    const QList<QAbstractAxis*> axes = chart->axes();
    for (QAbstractAxis* axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
}

} // namespace

RunChartsView::RunChartsView(QWidget* parent)
    : QWidget(parent)
{
    m_note = new QLabel(this);
    m_note->setObjectName(u"chartsNote"_s);
    m_note->setWordWrap(true);
    m_note->hide();

    m_waterfallView = makeChartView(this, u"waterfallChartView"_s);
    m_waterfallView->setFocusPolicy(Qt::StrongFocus);
    m_waterfallView->installEventFilter(this);
    m_waterfallView->chart()->legend()->hide();
    m_waterfallLegend = new QLabel(this);
    m_waterfallLegend->setObjectName(u"waterfallLegend"_s);
    m_waterfallLegend->setTextFormat(Qt::RichText);
    m_waterfallLegend->setWordWrap(true);
    m_waterfallLegend->hide();
    m_waterfallScroll = new QScrollArea(this);
    m_waterfallScroll->setObjectName(u"waterfallScroll"_s);
    m_waterfallScroll->setWidgetResizable(true);
    m_waterfallScroll->setFrameShape(QFrame::NoFrame);
    m_waterfallScroll->setWidget(m_waterfallView);
    m_tokensView = makeChartView(this, u"tokensChartView"_s);
    m_eventsView = makeChartView(this, u"eventsChartView"_s);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"chartTabs"_s);
    auto* waterfallPage = new QWidget(this);
    auto* waterfallLayout = new QVBoxLayout(waterfallPage);
    waterfallLayout->setContentsMargins(0, 0, 0, 0);
    waterfallLayout->addWidget(m_waterfallLegend);
    waterfallLayout->addWidget(m_waterfallScroll, 1);
    m_tabs->addTab(waterfallPage, QString());
    m_tabs->addTab(m_tokensView, QString());
    m_tabs->addTab(m_eventsView, QString());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_note);
    layout->addWidget(m_tabs, 1);

    m_throttle = new QTimer(this);
    m_throttle->setSingleShot(true);
    m_throttle->setInterval(250);
    connect(m_throttle, &QTimer::timeout, this, &RunChartsView::refresh);
    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &RunChartsView::scheduleRefresh);

    retranslateUi();
}

RunChartsView::~RunChartsView() = default;

void RunChartsView::setTimeline(const RunTimeline* timeline)
{
    if (m_timeline && m_timeline != m_comparison)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = timeline;
    watch(timeline);
    m_currentLane = -1;
    scheduleRefresh();
}

QSize RunChartsView::sizeHint() const
{
    // Room for a few lanes when the dock first opens; the waterfall scrolls past that.
    return {640, 360};
}

const RunTimeline* RunChartsView::timeline() const
{
    return m_timeline;
}

void RunChartsView::setComparisonTimeline(const RunTimeline* timeline, const QString& label,
                                          const QString& primaryLabel)
{
    if (m_comparison && m_comparison != m_timeline)
        disconnect(m_comparison, nullptr, this, nullptr);
    m_comparison = timeline;
    m_comparisonLabel = label;
    m_label = primaryLabel;
    watch(timeline);
    m_currentLane = -1;
    scheduleRefresh();
}

const RunTimeline* RunChartsView::comparisonTimeline() const
{
    return m_comparison;
}

void RunChartsView::watch(const RunTimeline* timeline)
{
    if (!timeline)
        return;
    connect(timeline, &RunTimeline::rowsAppended, this, &RunChartsView::scheduleRefresh,
            Qt::UniqueConnection);
    connect(timeline, &RunTimeline::rowsChanged, this, &RunChartsView::scheduleRefresh,
            Qt::UniqueConnection);
    connect(timeline, &RunTimeline::callChanged, this, &RunChartsView::scheduleRefresh,
            Qt::UniqueConnection);
    connect(timeline, &RunTimeline::summaryChanged, this, &RunChartsView::scheduleRefresh,
            Qt::UniqueConnection);
    connect(timeline, &RunTimeline::cleared, this, &RunChartsView::scheduleRefresh,
            Qt::UniqueConnection);
}

void RunChartsView::scheduleRefresh()
{
    m_dirty = true;
    // A hidden view (its dock closed) costs nothing: it catches up when shown.
    if (isVisible() && !m_throttle->isActive())
        m_throttle->start();
}

void RunChartsView::refreshNow()
{
    m_throttle->stop();
    refresh();
}

void RunChartsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

qint64 RunChartsView::openUntil(const RunTimeline& timeline)
{
    if (timeline.terminalEvent() >= 0 || timeline.sourceEnded() || timeline.eventCount() == 0)
        return -1;
    const RunSummary summary = timeline.summary();
    if (summary.durationMs && (summary.timing == RunSummary::Timing::Received ||
                               summary.timing == RunSummary::Timing::Server))
        return *summary.durationMs;
    return -1;
}

void RunChartsView::refresh()
{
    m_dirty = false;
    m_data = m_timeline ? RunChartData::fromTimeline(*m_timeline, openUntil(*m_timeline))
                        : RunChartData{};
    m_comparisonData = m_comparison
                           ? RunChartData::fromTimeline(*m_comparison, openUntil(*m_comparison))
                           : RunChartData{};
    rebuildWaterfall();
    rebuildTokens();
    rebuildEvents();

    QStringList notes;
    const auto noteFor = [&notes](const RunChartData& chart, const RunTimeline* timeline,
                                  const QString& who) {
        if (!timeline || timeline->eventCount() == 0)
            return;
        QString prefix = who.isEmpty() ? QString() : who + u": "_s;
        if (!chart.timingKnown)
            notes << prefix +
                         tr("Timing unknown: the events carry no times, so there is no waterfall "
                            "and no events per second.");
        else if (chart.skippedBars > 0)
            notes << prefix + tr("%n bar(s) left out: one of their ends has no time or was "
                                 "never seen.",
                                 nullptr, chart.skippedBars);
        if (chart.bars.size() > MaxBars)
            notes << prefix + tr("Only the first %1 of %2 bars are drawn.")
                                  .arg(MaxBars)
                                  .arg(chart.bars.size());
    };
    const bool comparing = m_comparison != nullptr;
    noteFor(m_data, m_timeline, comparing ? (m_label.isEmpty() ? u"A"_s : m_label) : QString());
    noteFor(m_comparisonData, m_comparison,
            m_comparisonLabel.isEmpty() ? u"B"_s : m_comparisonLabel);
    m_note->setText(displaytext::multiLine(notes.join(u'\n')));
    m_note->setVisible(!notes.isEmpty());

    const bool open = std::any_of(m_data.bars.cbegin(), m_data.bars.cend(),
                                  [](const WaterfallBar& bar) { return bar.open; }) ||
                      std::any_of(m_comparisonData.bars.cbegin(), m_comparisonData.bars.cend(),
                                  [](const WaterfallBar& bar) { return bar.open; });
    const bool live = (m_timeline && openUntil(*m_timeline) >= 0) ||
                      (m_comparison && openUntil(*m_comparison) >= 0);
    if (open && live && !m_clock->isActive())
        m_clock->start();
    else if (!(open && live))
        m_clock->stop();
}

const WaterfallBar* RunChartsView::laneBar(int lane, bool* comparison) const
{
    if (lane < 0 || lane >= m_lanes.size())
        return nullptr;
    const Lane& l = m_lanes.at(lane);
    if (comparison)
        *comparison = l.run != 0;
    const RunChartData& chart = l.run == 0 ? m_data : m_comparisonData;
    return l.bar >= 0 && l.bar < chart.bars.size() ? &chart.bars.at(l.bar) : nullptr;
}

QPoint RunChartsView::laneCenter(int lane) const
{
    const WaterfallBar* bar = laneBar(lane);
    QChart* chart = m_waterfallView->chart();
    const QList<QAbstractSeries*> series = chart->series();
    if (!bar || series.isEmpty())
        return {};
    const double span = static_cast<double>(std::max(m_data.spanMs, m_comparisonData.spanMs));
    // A bar at least as wide as rebuildWaterfall() draws it.
    const double length = std::max(static_cast<double>(bar->endMs - bar->startMs), span * 0.004);
    const QPointF value((static_cast<double>(bar->startMs) + length / 2) / 1000.0,
                        laneOfBarIndex(lane));
    const QPointF inChart = chart->mapToPosition(value, series.first());
    return m_waterfallView->mapFromScene(chart->mapToScene(inChart));
}

void RunChartsView::rebuildWaterfall()
{
    QChart* chart = m_waterfallView->chart();
    clearChart(chart);
    m_lanes.clear();
    m_laneSets.clear();
    chart->setTitle(tr("Where the time went"));

    const bool comparing = m_comparison != nullptr;
    const std::array<const RunChartData*, 2> runs = {&m_data, &m_comparisonData};
    const std::array<QString, 2> runNames = {
        m_label.isEmpty() ? u"A"_s : displaytext::singleLine(m_label),
        m_comparisonLabel.isEmpty() ? u"B"_s : displaytext::singleLine(m_comparisonLabel)};
    qint64 span = 0;
    for (int run = 0; run < (comparing ? 2 : 1); ++run) {
        const RunChartData& runData = *runs[static_cast<size_t>(run)];
        const auto shown = std::min<qsizetype>(runData.bars.size(), MaxBars);
        for (qsizetype i = 0; i < shown; ++i)
            m_lanes << Lane{run, static_cast<int>(i)};
        span = std::max(span, runData.spanMs);
    }
    m_waterfallView->setMinimumHeight(std::max(180, static_cast<int>(m_lanes.size()) * 20 + 110));
    if (m_lanes.isEmpty()) {
        m_currentLane = -1;
        m_waterfallLegend->hide();
        return;
    }

    // Qt Charts' legend would list the invisible offset set too: the legend is a label of ours.
    QStringList legend;
    for (int run = 0; run < (comparing ? 2 : 1); ++run) {
        for (const WaterfallCategory category : Categories) {
            QString name = RunChartData::categoryName(category);
            if (comparing)
                name = runNames[static_cast<size_t>(run)] + u" · "_s + name;
            legend << u"<span style=\"color:%1\">&#9632;</span>&nbsp;%2"_s.arg(
                categoryColour(category, run).name(), name.toHtmlEscaped());
        }
    }
    m_waterfallLegend->setText(legend.join(u"&nbsp;&nbsp;&nbsp; "_s));
    m_waterfallLegend->show();

    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.7);
    auto* offset = new QBarSet(QString());
    offset->setColor(Qt::transparent);
    offset->setBorderColor(Qt::transparent);
    series->append(offset);
    // One set per category and run; a lane has a value in exactly one of them.
    for (int run = 0; run < (comparing ? 2 : 1); ++run) {
        for (const WaterfallCategory category : Categories) {
            QString name = RunChartData::categoryName(category);
            if (comparing)
                name = runNames[static_cast<size_t>(run)] + u" · "_s + name;
            auto* set = new QBarSet(name.toHtmlEscaped()); // Qt Charts draws markup
            set->setColor(categoryColour(category, run));
            set->setBorderColor(categoryColour(category, run).darker(120));
            set->setSelectedColor(categoryColour(category, run).darker(170)); // the current bar
            series->append(set);
            m_laneSets << set;
        }
    }
    const double spanS = std::max(0.001, static_cast<double>(span) / 1000.0);
    const double minWidth = spanS * 0.004; // a zero-length bar stays visible and clickable
    // Bar categories run bottom-up: lane 0 (the first bar) is the last category, on top.
    QStringList labels;
    QHash<QString, int> seen;
    for (const Lane& lane : std::as_const(m_lanes)) {
        const WaterfallBar& bar = (lane.run == 0 ? m_data : m_comparisonData).bars.at(lane.bar);
        QString label = displaytext::elided(displaytext::singleLine(bar.label), 28);
        if (bar.open)
            label += u" …"_s;
        if (comparing)
            label = runNames[static_cast<size_t>(lane.run)] + u" · "_s + label;
        // The category axis needs distinct names.
        const int count = ++seen[label];
        if (count > 1)
            label += u" (%1)"_s.arg(count);
        labels.prepend(label.toHtmlEscaped()); // the axis draws markup
    }
    for (int index = 0; index < laneCount(); ++index) {
        const Lane& lane = m_lanes.at(laneOfBarIndex(index));
        const WaterfallBar& bar = (lane.run == 0 ? m_data : m_comparisonData).bars.at(lane.bar);
        const double start = static_cast<double>(bar.startMs) / 1000.0;
        const double length =
            std::max(minWidth, static_cast<double>(bar.endMs - bar.startMs) / 1000.0);
        offset->append(start);
        for (qsizetype s = 0; s < m_laneSets.size(); ++s) {
            const int run = static_cast<int>(s) / 3;
            const WaterfallCategory category = Categories[static_cast<size_t>(s % 3)];
            m_laneSets.at(s)->append(run == lane.run && category == bar.category ? length : 0.0);
        }
    }
    chart->addSeries(series);

    auto* lanes = new QBarCategoryAxis;
    lanes->append(labels);
    chart->addAxis(lanes, Qt::AlignLeft);
    series->attachAxis(lanes);
    auto* time = new QValueAxis;
    // Room past the end for the last bar's minimum width.
    time->setRange(0, spanS + 2 * minWidth);
    const double step = static_cast<double>(SvgChart::tickStep(span)) / 1000.0;
    time->setTickType(QValueAxis::TicksDynamic);
    time->setTickAnchor(0);
    time->setTickInterval(step);
    time->setLabelFormat(step < 1 ? u"%.1f"_s : u"%.0f"_s);
    time->setTitleText(tr("Seconds since the run began"));
    chart->addAxis(time, Qt::AlignBottom);
    series->attachAxis(time);

    for (QBarSet* set : std::as_const(m_laneSets)) {
        connect(set, &QBarSet::clicked, this, [this](int index) {
            setCurrentLane(laneOfBarIndex(index));
            activateLane(laneOfBarIndex(index));
        });
        connect(set, &QBarSet::hovered, this, [this](bool on, int index) {
            const WaterfallBar* bar = laneBar(laneOfBarIndex(index));
            if (on && bar)
                QToolTip::showText(QCursor::pos(),
                                   Qt::convertFromPlainText(RunChartData::barToolTip(*bar)),
                                   m_waterfallView);
            else
                QToolTip::hideText();
        });
    }
    if (m_currentLane >= m_lanes.size())
        m_currentLane = -1;
    setCurrentLane(m_currentLane);
}

void RunChartsView::rebuildTokens()
{
    QChart* chart = m_tokensView->chart();
    clearChart(chart);
    chart->setTitle(tr("Tokens by kind — whole run (the protocol reports no per-turn usage)"));
    const bool comparing = m_comparison != nullptr;
    if (!m_data.tokens && !(comparing && m_comparisonData.tokens)) {
        chart->setTitle(chart->title() + u'\n' +
                        tr("No token usage reported yet: it comes with the run's end."));
        return;
    }
    const std::array<QString, 4> kinds = {tr("Input"), tr("Cached input"), tr("Reasoning"),
                                          tr("Output")};
    const std::array<QColor, 4> colours = {QColor(0x4e, 0x79, 0xa7), QColor(0x76, 0xb7, 0xb2),
                                           QColor(0xb0, 0x7a, 0xa1), QColor(0x59, 0xa1, 0x4f)};
    auto* series = new QBarSeries;
    std::array<QBarSet*, 4> sets = {};
    for (size_t k = 0; k < kinds.size(); ++k) {
        sets[k] = new QBarSet(kinds[k]);
        sets[k]->setColor(colours[k]);
        series->append(sets[k]);
    }
    QStringList categories;
    qint64 max = 1;
    const auto addRun = [&](const RunChartData& runData, const QString& name) {
        const TokenUsage t = runData.tokens.value_or(TokenUsage{});
        const std::array<qint64, 4> values = {t.inputTokens, t.cachedTokens, t.reasoningTokens,
                                              t.outputTokens};
        for (size_t k = 0; k < values.size(); ++k) {
            sets[k]->append(static_cast<double>(values[k]));
            max = std::max(max, values[k]);
        }
        categories << name;
    };
    addRun(m_data, comparing ? (m_label.isEmpty() ? u"A"_s : displaytext::singleLine(m_label))
                             : tr("This run"));
    if (comparing)
        addRun(m_comparisonData,
               m_comparisonLabel.isEmpty() ? u"B"_s : displaytext::singleLine(m_comparisonLabel));
    // The numbers: in the legend for one run, in each bar's tooltip always.
    if (!comparing) {
        for (size_t k = 0; k < kinds.size(); ++k)
            sets[k]->setLabel(tr("%1: %2").arg(kinds[k]).arg(sets[k]->at(0), 0, 'f', 0));
    }
    for (size_t k = 0; k < kinds.size(); ++k) {
        connect(sets[k], &QBarSet::hovered, this,
                [this, set = sets[k], kind = kinds[k], categories](bool on, int index) {
                    if (on)
                        QToolTip::showText(
                            QCursor::pos(),
                            Qt::convertFromPlainText(
                                tr("%1 · %2: %n token(s)", nullptr, qRound(set->at(index)))
                                    .arg(categories.value(index), kind)),
                            m_tokensView);
                    else
                        QToolTip::hideText();
                });
    }
    chart->addSeries(series);
    auto* axisX = new QBarCategoryAxis;
    for (const QString& category : std::as_const(categories))
        axisX->append(category.toHtmlEscaped()); // the axis draws markup
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    auto* axisY = new QValueAxis;
    axisY->setRange(0, static_cast<double>(max) * 1.05);
    axisY->applyNiceNumbers();
    axisY->setLabelFormat(u"%d"_s);
    axisY->setTitleText(tr("Tokens"));
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
}

void RunChartsView::rebuildEvents()
{
    QChart* chart = m_eventsView->chart();
    clearChart(chart);
    chart->setTitle(tr("Events per second"));
    const bool comparing = m_comparison != nullptr;
    const std::array<const RunChartData*, 2> runs = {&m_data, &m_comparisonData};
    QList<QLineSeries*> lines;
    double spanS = 1;
    int peak = 1;
    for (int run = 0; run < (comparing ? 2 : 1); ++run) {
        const RunChartData& runData = *runs[static_cast<size_t>(run)];
        if (!runData.timingKnown || runData.eventsPerSecond.isEmpty())
            continue;
        auto* line = new QLineSeries;
        QString name = tr("Events per second");
        if (comparing)
            name = (run == 0 ? (m_label.isEmpty() ? u"A"_s : displaytext::singleLine(m_label))
                             : (m_comparisonLabel.isEmpty()
                                    ? u"B"_s
                                    : displaytext::singleLine(m_comparisonLabel))) +
                   u" · "_s + name;
        line->setName(name.toHtmlEscaped()); // the legend draws markup
        line->setColor(categoryColour(WaterfallCategory::Model, run));
        for (qsizetype i = 0; i < runData.eventsPerSecond.size(); ++i) {
            line->append(static_cast<double>(i), runData.eventsPerSecond.at(i));
            peak = std::max(peak, runData.eventsPerSecond.at(i));
        }
        spanS = std::max(spanS, static_cast<double>(runData.eventsPerSecond.size()));
        lines << line;
    }
    if (lines.isEmpty())
        return;
    auto* axisX = new QValueAxis;
    axisX->setRange(0, spanS);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    axisX->setTickInterval(
        static_cast<double>(SvgChart::tickStep(static_cast<qint64>(spanS * 1000))) / 1000.0);
    axisX->setLabelFormat(u"%.0f"_s);
    axisX->setTitleText(tr("Seconds since the run began"));
    auto* axisY = new QValueAxis;
    axisY->setRange(0, peak * 1.1);
    axisY->setTickType(QValueAxis::TicksDynamic);
    axisY->setTickAnchor(0);
    axisY->setTickInterval(static_cast<double>(std::max<qint64>(1, SvgChart::tickStep(peak, 5))));
    axisY->setLabelFormat(u"%.0f"_s);
    axisY->setTitleText(tr("Events"));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    for (QLineSeries* line : std::as_const(lines)) {
        chart->addSeries(line);
        line->attachAxis(axisX);
        line->attachAxis(axisY);
    }
    chart->legend()->setVisible(comparing);
}

void RunChartsView::setCurrentLane(int lane)
{
    for (QBarSet* set : std::as_const(m_laneSets))
        set->deselectAllBars();
    m_currentLane = lane >= 0 && lane < m_lanes.size() ? lane : -1;
    const WaterfallBar* bar = laneBar(m_currentLane);
    if (!bar)
        return;
    const int run = m_lanes.at(m_currentLane).run;
    const auto category = static_cast<int>(
        std::find(Categories.cbegin(), Categories.cend(), bar->category) - Categories.cbegin());
    if (QBarSet* set = m_laneSets.value(run * 3 + category))
        set->selectBar(laneOfBarIndex(m_currentLane));
    m_waterfallView->setAccessibleDescription(RunChartData::barToolTip(*bar));
}

void RunChartsView::activateLane(int lane)
{
    const WaterfallBar* bar = laneBar(lane);
    if (!bar)
        return;
    if (m_lanes.at(lane).run == 0)
        emit rowActivated(bar->row);
    else
        emit comparisonRowActivated(bar->row);
}

bool RunChartsView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_waterfallView && event->type() == QEvent::KeyPress && !m_lanes.isEmpty()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const int last = static_cast<int>(m_lanes.size()) - 1;
        switch (key->key()) {
        case Qt::Key_Down:
            setCurrentLane(m_currentLane < 0 ? 0 : std::min(last, m_currentLane + 1));
            return true;
        case Qt::Key_Up:
            setCurrentLane(m_currentLane < 0 ? 0 : std::max(0, m_currentLane - 1));
            return true;
        case Qt::Key_Home:
            setCurrentLane(0);
            return true;
        case Qt::Key_End:
            setCurrentLane(last);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            activateLane(m_currentLane);
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RunChartsView::retranslateUi()
{
    m_tabs->setTabText(0, tr("Waterfall"));
    m_tabs->setTabText(1, tr("Tokens"));
    m_tabs->setTabText(2, tr("Events/s"));
    m_tabs->setTabToolTip(0, tr("Where the run's time went: turns, server tools, and local calls "
                                "waiting for their answer. Click a bar (or pick one with the "
                                "arrow keys and press Enter) to select its timeline row."));
    m_tabs->setTabToolTip(1, tr("Tokens by kind, as the run's end reported them"));
    m_tabs->setTabToolTip(2, tr("Events received in each second of the run"));
    scheduleRefresh();
}

void RunChartsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mantyx
