// SPDX-License-Identifier: MIT
// RunChartsView offscreen: a click on a waterfall bar (and the keyboard: arrows, Enter) emits
// rowActivated with that bar's timeline row; redraws are throttled as the timeline grows; unknown
// timing draws no bars and says so; a comparison run's bars come after the first run's and
// report through comparisonRowActivated. Screenshots when MANTYX_SCREENSHOT_DIR is set.
#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include "charts/runchartsview.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 Base = 1'700'000'000'000;

void fillDemo(RunTimeline& timeline, bool finished = true)
{
    for (const TimedBatch& batch : demoRun(finished))
        timeline.appendEvents(batch.events, Base + batch.atMs);
    if (finished)
        timeline.markSourceEnded();
}

void saveShot(QWidget& widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(widget.grab().save(QDir(dir).filePath(name)));
}

} // namespace

class TestRunChartsView final : public QObject
{
    Q_OBJECT

private slots:
    void clickSelectsRow_data();
    void clickSelectsRow();
    void keyboardSelectsRow();
    void throttledUpdates();
    void hiddenViewCatchesUpWhenShown();
    void unknownTimingDrawsNoBars();
    void comparisonBesideFirstRun();
    void screenshots();
};

void TestRunChartsView::clickSelectsRow_data()
{
    QTest::addColumn<int>("lane");
    QTest::addColumn<int>("expectedRow");
    QTest::addColumn<int>("expectedKind");
    // demoRun's rows: 1 thinking (turn 1), 4 tool_result search_wiki, 9 local_tool_call
    // fs_read_file, 14 local_tool_call compute_total, 17 the last turn's text.
    QTest::newRow("turn 1") << 0 << 1 << int(TimelineRowKind::Thinking);
    QTest::newRow("server tool") << 1 << 4 << int(TimelineRowKind::ServerToolResult);
    QTest::newRow("local call") << 3 << 9 << int(TimelineRowKind::LocalToolCall);
    QTest::newRow("long wait") << 5 << 14 << int(TimelineRowKind::LocalToolCall);
    QTest::newRow("turn 4 (zero length)") << 6 << 17 << int(TimelineRowKind::AssistantText);
}

void TestRunChartsView::clickSelectsRow()
{
    QFETCH(int, lane);
    QFETCH(int, expectedRow);
    QFETCH(int, expectedKind);
    RunTimeline timeline;
    fillDemo(timeline);
    RunChartsView view;
    view.resize(900, 520);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QCOMPARE(view.laneCount(), 7);
    QCOMPARE(int(timeline.row(expectedRow).kind), expectedKind);

    QSignalSpy activated(&view, &RunChartsView::rowActivated);
    const QPoint at = view.laneCenter(lane);
    QVERIFY(view.waterfallView()->viewport()->rect().contains(at));
    QTest::mouseClick(view.waterfallView()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), expectedRow);
    QCOMPARE(view.currentLane(), lane);

    // Between bars (the transparent run-up to a bar) nothing is activated.
    const QPoint left(view.waterfallView()
                              ->mapFromScene(view.waterfallView()->chart()->mapToScene(
                                  view.waterfallView()->chart()->plotArea().topLeft()))
                              .x() +
                          2,
                      view.laneCenter(6).y());
    QTest::mouseClick(view.waterfallView()->viewport(), Qt::LeftButton, {}, left);
    QCOMPARE(activated.size(), 1);
}

void TestRunChartsView::keyboardSelectsRow()
{
    RunTimeline timeline;
    fillDemo(timeline);
    RunChartsView view;
    view.resize(900, 520);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QSignalSpy activated(&view, &RunChartsView::rowActivated);
    view.waterfallView()->setFocus();
    QTest::keyClick(view.waterfallView(), Qt::Key_Down); // lane 0
    QTest::keyClick(view.waterfallView(), Qt::Key_Down); // lane 1
    QTest::keyClick(view.waterfallView(), Qt::Key_Down); // lane 2
    QTest::keyClick(view.waterfallView(), Qt::Key_Up);   // lane 1
    QCOMPARE(view.currentLane(), 1);
    QTest::keyClick(view.waterfallView(), Qt::Key_Return);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), 4); // search_wiki's tool_result
    QTest::keyClick(view.waterfallView(), Qt::Key_End);
    QTest::keyClick(view.waterfallView(), Qt::Key_Enter);
    QCOMPARE(activated.size(), 2);
    QCOMPARE(activated.at(1).at(0).toInt(), 17);
    // The current bar is shown selected.
    int selected = 0;
    const auto* series =
        qobject_cast<QAbstractBarSeries*>(view.waterfallView()->chart()->series().value(0));
    QVERIFY(series);
    for (const QBarSet* set : series->barSets())
        selected += static_cast<int>(set->selectedBars().size());
    QCOMPARE(selected, 1);
}

void TestRunChartsView::throttledUpdates()
{
    RunTimeline timeline;
    RunChartsView view;
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QCOMPARE(view.laneCount(), 0);
    // A stream of batches: the view does not redraw per batch, but it does catch up.
    const QList<TimedBatch> batches = demoRun(true);
    for (const TimedBatch& batch : batches)
        timeline.appendEvents(batch.events, Base + batch.atMs);
    QCOMPARE(view.laneCount(), 0); // not yet: at most one redraw per 250 ms
    QTRY_COMPARE_WITH_TIMEOUT(view.laneCount(), 7, 2000);
    QCOMPARE(view.chartData().eventsPerSecond.size(), 8);
    QVERIFY(view.chartData().tokens);
}

void TestRunChartsView::hiddenViewCatchesUpWhenShown()
{
    RunTimeline timeline;
    RunChartsView view;
    view.setTimeline(&timeline);
    fillDemo(timeline);
    QTest::qWait(400);
    QCOMPARE(view.laneCount(), 0); // hidden: nothing computed
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.laneCount(), 7);
}

void TestRunChartsView::unknownTimingDrawsNoBars()
{
    RunTimeline timeline;
    timeline.setReceiveTimesMeaningful(false);
    for (const TimedBatch& batch : demoRun(true))
        timeline.appendEvents(batch.events, Base + batch.atMs);
    timeline.markSourceEnded();
    RunChartsView view;
    view.resize(700, 400);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QCOMPARE(view.laneCount(), 0);
    QVERIFY(view.waterfallView()->chart()->series().isEmpty());
    auto* events = view.findChild<QChartView*>(u"eventsChartView"_s);
    QVERIFY(events);
    QVERIFY(events->chart()->series().isEmpty());
    auto* note = view.findChild<QLabel*>(u"chartsNote"_s);
    QVERIFY(note);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(u"Timing unknown"_s), qPrintable(note->text()));
    // Usage needs no clock.
    auto* tokens = view.findChild<QChartView*>(u"tokensChartView"_s);
    QVERIFY(tokens);
    QCOMPARE(tokens->chart()->series().size(), 1);
}

void TestRunChartsView::comparisonBesideFirstRun()
{
    RunTimeline first;
    fillDemo(first);
    RunTimeline second;
    RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Quick answer."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"text"_L1, u"Quick answer."_s}, {"turn"_L1, 0}});
    b.add(u"result"_s, QJsonObject{{"ok"_L1, true}, {"text"_L1, u"Quick answer."_s}});
    const QList<RunEvent> events = b.take();
    second.appendEvents({events.at(0)}, Base);
    second.appendEvents({events.at(1), events.at(2)}, Base + 900);

    RunChartsView view;
    view.resize(900, 600);
    view.setTimeline(&first);
    view.setComparisonTimeline(&second, u"gpt-5.5 <low>"_s, u"gpt-5.4-mini"_s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QCOMPARE(view.laneCount(), 8);
    bool comparison = false;
    QVERIFY(view.laneBar(6, &comparison));
    QVERIFY(!comparison);
    const WaterfallBar* quick = view.laneBar(7, &comparison);
    QVERIFY(quick);
    QVERIFY(comparison);
    QCOMPARE(quick->startMs, 0);
    QCOMPARE(quick->endMs, 900);

    QSignalSpy primary(&view, &RunChartsView::rowActivated);
    QSignalSpy other(&view, &RunChartsView::comparisonRowActivated);
    QTest::mouseClick(view.waterfallView()->viewport(), Qt::LeftButton, {}, view.laneCenter(7));
    QCOMPARE(other.size(), 1);
    QCOMPARE(other.at(0).at(0).toInt(), 0);
    QCOMPARE(primary.size(), 0);
    // The run names are text, not markup, in the legend and on the lanes.
    auto* legend = view.findChild<QLabel*>(u"waterfallLegend"_s);
    QVERIFY(legend);
    QVERIFY2(legend->text().contains(u"gpt-5.5 &lt;low&gt; · Model"_s), qPrintable(legend->text()));
    // Qt Charts draws axis labels as markup: the lane names reach it escaped.
    QStringList categories;
    for (QAbstractAxis* axis : view.waterfallView()->chart()->axes(Qt::Vertical)) {
        if (auto* lanes = qobject_cast<QBarCategoryAxis*>(axis))
            categories = lanes->categories();
    }
    QCOMPARE(categories.size(), 8);
    QCOMPARE(categories.first(), u"gpt-5.5 &lt;low&gt; · Turn 1"_s); // the bottom lane
    QCOMPARE(categories.last(), u"gpt-5.4-mini · Turn 1"_s);
    QTest::qWait(50);
    saveShot(view, u"charts-compare.png"_s);

    view.setComparisonTimeline(nullptr);
    view.refreshNow();
    QCOMPARE(view.laneCount(), 7);
}

void TestRunChartsView::screenshots()
{
    RunTimeline timeline;
    fillDemo(timeline);
    RunChartsView view;
    view.resize(900, 460);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.refreshNow();
    QTest::qWait(50); // Qt Charts lays out its labels and legend from the event loop
    const QImage image = view.grab().toImage();
    QVERIFY(!image.isNull());
    // The bars are drawn in their colours (model blue, waiting red) where the chart says.
    const QPoint model = view.waterfallView()->mapTo(&view, view.laneCenter(0));
    const QPoint waiting = view.waterfallView()->mapTo(&view, view.laneCenter(5));
    QCOMPARE(image.pixelColor(model).name(), u"#4e79a7"_s);
    QCOMPARE(image.pixelColor(waiting).name(), u"#e15759"_s);
    saveShot(view, u"charts-waterfall.png"_s);
    auto* tabs = view.findChild<QTabWidget*>(u"chartTabs"_s);
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QTest::qWait(50);
    saveShot(view, u"charts-tokens.png"_s);
    tabs->setCurrentIndex(2);
    QTest::qWait(50);
    saveShot(view, u"charts-events.png"_s);
}

QTEST_MAIN(TestRunChartsView)
#include "tst_runchartsview.moc"
