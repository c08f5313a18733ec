// SPDX-License-Identifier: MIT
// Tests the timeline view over a RunTimeline fed with the protocol's event fixtures: every row
// kind paints with a positive height, heights are cached per row and re-measured only for rows
// that changed, text and kind filters narrow the rows, follow-the-tail turns off on scrolling up
// and on again at the bottom or with End, jumps to a turn and to the next pending call select the
// right row, the chevron and the expander change a card's height; plus the inspector, the notes
// and plan panels beside it.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include "calls/answerdialog.h"
#include "calls/pendingcallspanel.h"
#include "protocol/eventdecoder.h"
#include "run/protocolnotesmodel.h"
#include "run/runtimeline.h"
#include "run/taskplanmodel.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "run/timelinerowtexts.h"
#include "runpanels/protocolnotespanel.h"
#include "runpanels/runsummarypanel.h"
#include "runpanels/taskplanpanel.h"
#include "timeline/eventinspector.h"
#include "timeline/timelinedelegate.h"
#include "timeline/timelineview.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestTimelineView : public QObject
{
    Q_OBJECT

private slots:
    void everyRowKindRenders();
    void heightsAreCachedPerRow();
    void emptyStateSaysWhatToDo();
    void textFilterNarrows_data();
    void textFilterNarrows();
    void kindFilterNarrows();
    void onlyFlagged();
    void followTail();
    void jumpToTurn();
    void nextPendingCall();
    void selectingAHiddenRowClearsTheFilter();
    void chevronFoldsThinking();
    void expanderShowsMore();
    void inspectorShowsTheEventAsReceived();
    void inspectorFollowsAGrowingRow();
    void inspectorNamesTheShape();
    void longRunOpensWithEstimatesThenExactHeights();
    void hundredThousandRowsStreamIn();
    void notesPanelCountsAndJumps();
    void taskPlanPanelShowsProgress();
    void languageChangeKeepsWorking();
    void rowContextMenuActsOnTheRow();
    void copyShortcutsCopyWholeRows();
    void screenshots();

private:
    static void settle(QListView* list)
    {
        // The model inserts and reports changes per flush (TimelineModel::kViewFlushDelayMs); the
        // list lays out on a zero-timer. Flush now, then let the list catch up.
        if (const auto* proxy = qobject_cast<TimelineFilterProxy*>(list->model());
            proxy && proxy->timelineModel())
            proxy->timelineModel()->flush();
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        list->doItemsLayout();
        QCoreApplication::processEvents();
    }
    static QStyleOptionViewItem optionFor(QListView* list, const QModelIndex& index)
    {
        QStyleOptionViewItem option;
        option.initFrom(list->viewport());
        option.font = list->font();
        option.widget = list;
        option.rect = list->visualRect(index);
        if (option.rect.isEmpty())
            option.rect = QRect(0, 0, list->viewport()->width(), 200);
        return option;
    }
    static int rowOfKind(const QAbstractItemModel* model, TimelineRowKind kind)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(TimelineRole::Kind).toInt() == int(kind))
                return row;
        }
        return -1;
    }
};

void TestTimelineView::everyRowKindRenders()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.resize(700, 600);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());

    QListView* list = view.listView();
    QAbstractItemModel* model = list->model();
    QCOMPARE(model->rowCount(), timeline.rowCount());

    QSet<int> kinds;
    QImage image(list->viewport()->width(), 2000, QImage::Format_ARGB32_Premultiplied);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        kinds.insert(index.data(TimelineRole::Kind).toInt());
        QStyleOptionViewItem option = optionFor(list, index);
        const QSize hint = view.delegate()->sizeHint(option, index);
        QVERIFY2(hint.height() > 20, qPrintable(u"row %1 too short"_s.arg(row)));
        QVERIFY(hint.height() < 1500);
        // The list gave the row exactly the height the delegate asked for.
        QCOMPARE(list->visualRect(index).height(), hint.height());
        option.rect = QRect(0, 0, list->viewport()->width(), hint.height());
        image.fill(Qt::white);
        QPainter painter(&image);
        view.delegate()->paint(&painter, option, index);
        painter.end();
        // Something was painted: the card's stripe at the left edge is not white.
        QVERIFY(image.pixelColor(8, hint.height() / 2) != QColor(Qt::white));
    }
    // Every kind but ServerToolCall-less forms is in the run; all 17 kinds appear.
    for (int k = int(TimelineRowKind::Started); k <= int(TimelineRowKind::Malformed); ++k)
        QVERIFY2(kinds.contains(k),
                 qPrintable(u"no row of kind "_s +
                            TimelineRowTexts::kindId(static_cast<TimelineRowKind>(k))));

    // Flagged rows get the warning stripe; terminal cards extra padding.
    const int malformed = rowOfKind(model, TimelineRowKind::Malformed);
    const QModelIndex bad = model->index(malformed, 0);
    QVERIFY(bad.data(TimelineRole::Flagged).toBool());
    const TimelineCardLayout badLayout = view.delegate()->cardLayout(optionFor(list, bad), bad);
    QVERIFY(!badLayout.flagStripe.isEmpty());
    const QModelIndex result = model->index(rowOfKind(model, TimelineRowKind::Result), 0);
    const TimelineCardLayout resultLayout =
        view.delegate()->cardLayout(optionFor(list, result), result);
    QVERIFY(resultLayout.flagStripe.isEmpty());
    QVERIFY(resultLayout.glyph.left() - resultLayout.card.left() >
            badLayout.glyph.left() - badLayout.card.left() - TimelineCardMetrics().flagStripeWidth);

    // The whole view grabs without trouble.
    const QImage grab = view.grab().toImage();
    QVERIFY(!grab.isNull());
}

void TestTimelineView::heightsAreCachedPerRow()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.resize(700, 500);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());

    TimelineDelegate* delegate = view.delegate();
    QCOMPARE(delegate->cachedRowCount(), timeline.rowCount());
    const int measured = delegate->measureCount();
    view.listView()->doItemsLayout(); // a full relayout is all cache hits
    QCOMPARE(delegate->measureCount(), measured);

    // A call's state changes: only its row is measured again.
    const int callRow = timeline.call(timeline.callIndex(u"tu_x"_s)).row;
    QSignalSpy changed(view.model(), &QAbstractItemModel::dataChanged);
    timeline.updateCall(u"tu_x"_s, LocalCallState::Failed,
                        u"failed — the server could not be reached"_s, 0,
                        u"{\"result\": \"42 USD\"}"_s);
    QVERIFY(changed.isEmpty()); // reported with the next flush, not per change
    view.model()->flush();
    QVERIFY(!changed.isEmpty());
    QCOMPARE(delegate->measureCount(), measured + 1);
    settle(view.listView());
    QCOMPARE(delegate->measureCount(), measured + 1);
    QCOMPARE(delegate->cachedRowCount(), timeline.rowCount());

    // The card shows the new state and the kept answer (taller: the answer is a detail line).
    const QModelIndex index = view.proxy()->index(view.proxy()->proxyRowForTimelineRow(callRow), 0);
    QCOMPARE(index.data(TimelineRole::CallState).toInt(), int(LocalCallState::Failed));
    QVERIFY(index.data(TimelineRole::Answer).toString().contains(u"42 USD"_s));

    // A new width measures everything again: the visible rows as they paint, the rest in the
    // background; then the list is laid out with the new heights.
    view.resize(500, 500);
    settle(view.listView());
    QTRY_COMPARE(delegate->staleRowCount(), 0);
    QCOMPARE(delegate->measureCount(), measured + 1 + timeline.rowCount());
    QTest::qWait(150); // the relayout that follows the corrections
    for (int row = 0; row < view.proxy()->rowCount(); ++row) {
        const QModelIndex at = view.proxy()->index(row, 0);
        QCOMPARE(view.listView()->visualRect(at).height(),
                 delegate->cardLayout(optionFor(view.listView(), at), at).height);
    }
}

// An empty list says what to do; a filter that hides every row says so instead; rows hide it.
void TestTimelineView::emptyStateSaysWhatToDo()
{
    TimelineView view;
    view.resize(500, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QLabel* empty = view.emptyStateLabel();
    QVERIFY(empty);
    QVERIFY(empty->isVisible());
    QVERIFY2(empty->text().startsWith(u"No events yet."_s), qPrintable(empty->text()));
    QCOMPARE(empty->geometry(), view.listView()->viewport()->rect());

    RunTimeline timeline;
    view.setTimeline(&timeline);
    QVERIFY(empty->isVisible());
    timeline.appendEvents(timelinetest::fullRun());
    QTRY_VERIFY(!empty->isVisible());

    auto* edit = view.findChild<QLineEdit*>(u"filterEdit"_s);
    QTest::keyClicks(edit, u"no-such-text-anywhere-xyz"_s);
    QTRY_COMPARE(view.proxy()->rowCount(), 0);
    QTRY_VERIFY(empty->isVisible());
    QCOMPARE(empty->text(), u"No event matches the filter."_s);
    edit->clear();
    QTRY_VERIFY(!empty->isVisible());

    view.setTimeline(nullptr);
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().startsWith(u"No events yet."_s));
}

void TestTimelineView::textFilterNarrows_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind"); // every row shown is of this kind; -1: any
    QTest::addColumn<int>("atLeast");
    QTest::newRow("tool token") << u"tool:compute"_s << int(TimelineRowKind::LocalToolCall) << 1;
    QTest::newRow("free text") << u"Overthinking"_s << int(TimelineRowKind::Supervisor) << 1;
    QTest::newRow("no match") << u"no such text anywhere"_s << -1 << 0;
}

void TestTimelineView::textFilterNarrows()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(int, atLeast);

    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    view.show();
    auto* edit = view.findChild<QLineEdit*>(u"filterEdit"_s);
    QVERIFY(edit);
    QVERIFY(!edit->placeholderText().isEmpty());
    QVERIFY(edit->placeholderText().contains(u"tool:"_s));
    const int all = view.proxy()->rowCount();

    QTest::keyClicks(edit, text);
    QTRY_VERIFY(view.proxy()->rowCount() < all);
    QVERIFY(view.proxy()->rowCount() >= atLeast);
    if (atLeast == 0)
        QCOMPARE(view.proxy()->rowCount(), 0);
    for (int row = 0; row < view.proxy()->rowCount(); ++row) {
        if (kind >= 0)
            QCOMPARE(view.proxy()->index(row, 0).data(TimelineRole::Kind).toInt(), kind);
    }
    auto* count = view.findChild<QLabel*>(u"rowCountLabel"_s);
    QVERIFY(count);
    QCOMPARE(count->text(), u"%1 of %2 rows"_s.arg(view.proxy()->rowCount()).arg(all));

    // Clearing the text shows everything again.
    edit->clear();
    QTRY_COMPARE(view.proxy()->rowCount(), all);
}

void TestTimelineView::kindFilterNarrows()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    auto* menu = view.findChild<QMenu*>(u"kindFilterMenu"_s);
    QVERIFY(menu);
    int kindActions = 0;
    for (QAction* action : menu->actions()) {
        if (!action->objectName().startsWith(u"kindAction_"_s))
            continue;
        ++kindActions;
        QVERIFY(action->isChecked());
        const bool keep = action->objectName() == u"kindAction_local_tool_call"_s ||
                          action->objectName() == u"kindAction_supervisor"_s;
        if (!keep)
            action->setChecked(false);
    }
    QCOMPARE(kindActions, 17);
    QCOMPARE(view.proxy()->rowCount(), 5); // three local calls, two supervisor reviews
    for (int row = 0; row < view.proxy()->rowCount(); ++row) {
        const int kind = view.proxy()->index(row, 0).data(TimelineRole::Kind).toInt();
        QVERIFY(kind == int(TimelineRowKind::LocalToolCall) ||
                kind == int(TimelineRowKind::Supervisor));
    }
    QVERIFY(!view.filter().isKindShown(TimelineRowKind::AssistantText));

    // "Only unanswered local calls" narrows further: tu_z was answered.
    view.findChild<QAction*>(u"onlyPendingCallsAction"_s)->setChecked(true);
    QCOMPARE(view.proxy()->rowCount(), 2);

    view.findChild<QAction*>(u"showAllKindsAction"_s)->trigger();
    QCOMPARE(view.proxy()->rowCount(), timeline.rowCount());
    QVERIFY(view.findChild<QAction*>(u"kindAction_assistant_text"_s)->isChecked());
}

void TestTimelineView::onlyFlagged()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    auto* action = view.findChild<QAction*>(u"onlyFlaggedAction"_s);
    QVERIFY(action);
    QVERIFY(view.findChild<QWidget*>(u"onlyFlaggedButton"_s));
    action->setChecked(true);
    QVERIFY(view.proxy()->rowCount() >= 2); // the unknown and the malformed event at least
    QVERIFY(view.proxy()->rowCount() < timeline.rowCount());
    for (int row = 0; row < view.proxy()->rowCount(); ++row)
        QVERIFY(view.proxy()->index(row, 0).data(TimelineRole::Flagged).toBool());
    action->setChecked(false);
    QCOMPARE(view.proxy()->rowCount(), timeline.rowCount());
}

void TestTimelineView::followTail()
{
    RunTimeline timeline;
    TimelineView view;
    view.resize(600, 400);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy toggled(&view, &TimelineView::followTailChanged);
    QVERIFY(view.followTail());
    auto* followAction = view.findChild<QAction*>(u"followTailAction"_s);
    QVERIFY(followAction && followAction->isChecked());

    QScrollBar* bar = view.listView()->verticalScrollBar();
    timelinetest::RunBuilder builder;
    const auto appendTurn = [&](int n) {
        for (int i = 0; i < n; ++i) {
            builder.delta(u"assistant_delta"_s, u"Some words of turn text. "_s.repeated(12));
            builder.add(u"assistant_message"_s, QJsonObject{{"text"_L1, u"…"_s},
                                                            {"turn"_L1, i + 1},
                                                            {"finishReason"_L1, u"tool_use"_s}});
            builder.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_%1"_s.arg(i)},
                                                      {"name"_L1, u"search"_s},
                                                      {"result"_L1, u"found it\n"_s.repeated(3)}});
        }
        timeline.appendEvents(builder.take());
        settle(view.listView());
    };
    appendTurn(8);
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());

    // More rows while following: still at the bottom.
    appendTurn(4);
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(view.followTail());

    // The user scrolls up: following stops, new rows do not move the view.
    bar->triggerAction(QAbstractSlider::SliderPageStepSub);
    QVERIFY(!view.followTail());
    QVERIFY(!followAction->isChecked());
    QCOMPARE(toggled.count(), 1);
    const int kept = bar->value();
    appendTurn(3);
    QCOMPARE(bar->value(), kept);
    QVERIFY(bar->value() < bar->maximum());

    // Back at the bottom: following again.
    bar->triggerAction(QAbstractSlider::SliderToMaximum);
    QVERIFY(view.followTail());
    QCOMPARE(toggled.count(), 2);
    appendTurn(2);
    QCOMPARE(bar->value(), bar->maximum());

    // A wheel turn up stops it too; End starts it again.
    const QPoint center = view.listView()->viewport()->rect().center();
    QWheelEvent wheel(center, view.listView()->viewport()->mapToGlobal(center), QPoint(),
                      QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.listView()->viewport(), &wheel);
    QVERIFY(bar->value() < bar->maximum());
    QVERIFY(!view.followTail());
    QTest::keyClick(view.listView(), Qt::Key_End);
    QVERIFY(view.followTail());
    QCOMPARE(bar->value(), bar->maximum());

    // Unchecking the button at the bottom stays off until the user leaves the bottom and returns.
    followAction->setChecked(false);
    QVERIFY(!view.followTail());
    appendTurn(1);
    QVERIFY(bar->value() < bar->maximum());
    QVERIFY(!view.followTail());
}

void TestTimelineView::jumpToTurn()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.resize(700, 400);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());
    QSignalSpy selected(&view, &TimelineView::rowSelected);

    QVERIFY(timeline.turnCount() >= 1);
    for (int turn = 1; turn <= timeline.turnCount(); ++turn) {
        const int expected = timeline.rowForTurn(turn);
        if (expected < 0)
            continue;
        QVERIFY(view.jumpToTurn(turn));
        QCOMPARE(view.currentTimelineRow(), expected);
        QCOMPARE(selected.last().at(0).toInt(), expected);
        QCOMPARE(view.listView()->currentIndex().data(TimelineRole::Turn).toInt(), turn);
    }
    QVERIFY(!view.jumpToTurn(999));
    QVERIFY(view.findChild<QWidget*>(u"jumpToTurnButton"_s));
    QVERIFY(view.findChild<QObject*>(u"turnSpin"_s));
}

void TestTimelineView::nextPendingCall()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.resize(700, 400);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());

    const int rowX = timeline.call(timeline.callIndex(u"tu_x"_s)).row;
    const int rowY = timeline.call(timeline.callIndex(u"tu_y"_s)).row;
    const int rowZ = timeline.call(timeline.callIndex(u"tu_z"_s)).row;
    QVERIFY(rowX < rowZ && rowZ < rowY);
    auto* action = view.findChild<QAction*>(u"nextPendingAction"_s);
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F8));

    action->trigger();
    QCOMPARE(view.currentTimelineRow(), rowX);
    action->trigger(); // tu_z is answered: skipped
    QCOMPARE(view.currentTimelineRow(), rowY);
    action->trigger(); // wraps around
    QCOMPARE(view.currentTimelineRow(), rowX);
    QVERIFY(!view.followTail());

    // The key works from the list too.
    view.activateWindow();
    view.listView()->setFocus();
    QTest::keyClick(view.listView(), Qt::Key_F8);
    QTRY_COMPARE(view.currentTimelineRow(), rowY);

    // Once both are answered there is nothing to jump to.
    timeline.updateCall(u"tu_x"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    timeline.updateCall(u"tu_y"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QVERIFY(!view.selectNextPendingCall());
}

void TestTimelineView::selectingAHiddenRowClearsTheFilter()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    TimelineFilter filter;
    filter.setShownKinds(TimelineFilter::kindBit(TimelineRowKind::Supervisor));
    view.setFilter(filter);
    QCOMPARE(view.proxy()->rowCount(), 2);
    const int resultRow = rowOfKind(view.model(), TimelineRowKind::Result);
    QVERIFY(view.selectTimelineRow(resultRow));
    QCOMPARE(view.currentTimelineRow(), resultRow);
    QCOMPARE(view.proxy()->rowCount(), timeline.rowCount());
    QVERIFY(view.findChild<QAction*>(u"kindAction_result"_s)->isChecked());
    QVERIFY(!view.selectTimelineRow(timeline.rowCount()));
}

void TestTimelineView::chevronFoldsThinking()
{
    RunTimeline timeline;
    timelinetest::RunBuilder b;
    for (int i = 0; i < 12; ++i)
        b.delta(u"thinking_delta"_s, u"A thought that goes on for a while, line %1.\n"_s.arg(i));
    b.delta(u"assistant_delta"_s, u"Done."_s);
    timeline.appendEvents(b.take());
    TimelineView view;
    view.resize(600, 500);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());

    QListView* list = view.listView();
    const QModelIndex thinking = view.proxy()->index(0, 0);
    QCOMPARE(thinking.data(TimelineRole::Kind).toInt(), int(TimelineRowKind::Thinking));
    QVERIFY(thinking.data(TimelineRole::Collapsed).toBool());
    const int folded = list->visualRect(thinking).height();
    const TimelineCardLayout layout =
        view.delegate()->cardLayout(optionFor(list, thinking), thinking);
    QVERIFY(!layout.chevron.isEmpty());
    QCOMPARE(layout.shownBodyLines, 1);

    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, layout.chevron.center());
    QVERIFY(!thinking.data(TimelineRole::Collapsed).toBool());
    settle(list);
    const int open = list->visualRect(thinking).height();
    QVERIFY2(open > folded + 5 * TimelineCardMetrics().bodyLineHeight / 2,
             qPrintable(u"%1 vs %2"_s.arg(open).arg(folded)));

    // Space on the current row folds it again.
    list->setCurrentIndex(thinking);
    QTest::keyClick(list, Qt::Key_Space);
    QVERIFY(thinking.data(TimelineRole::Collapsed).toBool());
    settle(list);
    QCOMPARE(list->visualRect(thinking).height(), folded);
}

void TestTimelineView::expanderShowsMore()
{
    RunTimeline timeline;
    timelinetest::RunBuilder b;
    QString longResult;
    for (int i = 0; i < 30; ++i)
        longResult += u"result line %1\n"_s.arg(i);
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_long"_s},
                                        {"name"_L1, u"dump"_s},
                                        {"result"_L1, longResult}});
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_short"_s},
                                        {"name"_L1, u"dump"_s},
                                        {"result"_L1, u"short"_s}});
    timeline.appendEvents(b.take());
    TimelineView view;
    view.resize(600, 500);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());

    QListView* list = view.listView();
    const QModelIndex index = view.proxy()->index(0, 0);
    TimelineCardLayout layout = view.delegate()->cardLayout(optionFor(list, index), index);
    QVERIFY(layout.clipped);
    QCOMPARE(layout.shownBodyLines, view.delegate()->maxBodyLines());
    QVERIFY(!layout.expander.isEmpty());
    const int before = list->visualRect(index).height();

    QSignalSpy expanded(view.delegate(), &TimelineDelegate::expandedChanged);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, layout.expander.center());
    QCOMPARE(expanded.count(), 1);
    QVERIFY(view.delegate()->isExpanded(index));
    settle(list);
    QVERIFY(list->visualRect(index).height() > before);
    layout = view.delegate()->cardLayout(optionFor(list, index), index);
    QVERIFY(!layout.clipped);
    QVERIFY(layout.shownBodyLines >= 30);

    // The expanded state survives filtering (it is kept by seq, not by proxy row).
    TimelineFilter filter;
    filter.setText(u"tool:dump"_s);
    view.setFilter(filter);
    QVERIFY(view.delegate()->isExpanded(view.proxy()->index(0, 0)));
    QVERIFY(!view.delegate()->isExpanded(view.proxy()->index(1, 0)));
}

void TestTimelineView::inspectorShowsTheEventAsReceived()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    EventInspector inspector;
    inspector.setTimeline(&timeline);
    connect(&view, &TimelineView::rowSelected, &inspector, &EventInspector::showRow);

    // An assistant row folds several deltas: all listed, the first shown.
    const int assistant = rowOfKind(view.model(), TimelineRowKind::AssistantText);
    QVERIFY(view.selectTimelineRow(assistant));
    QCOMPARE(inspector.currentRow(), assistant);
    auto* list = inspector.findChild<QListWidget*>(u"eventList"_s);
    QVERIFY(list);
    QCOMPARE(list->count(), timeline.row(assistant).eventCount);
    QCOMPARE(list->currentRow(), 0);
    const RunEvent& first = timeline.eventAt(timeline.row(assistant).firstEvent);
    QCOMPARE(inspector.rawText().toUtf8(), first.raw);
    QCOMPARE(inspector.findChild<QPlainTextEdit*>(u"rawView"_s)->toPlainText().toUtf8(), first.raw);
    QVERIFY(inspector.prettyText().contains(u"\n"_s));
    QCOMPARE(QJsonDocument::fromJson(inspector.prettyText().toUtf8()),
             QJsonDocument::fromJson(first.raw));

    list->setCurrentRow(1);
    QCOMPARE(inspector.currentEventIndex(), timeline.row(assistant).firstEvent + 1);
    QCOMPARE(inspector.rawText().toUtf8(), timeline.eventAt(inspector.currentEventIndex()).raw);

    // Copy puts the raw bytes on the clipboard.
    inspector.findChild<QPushButton*>(u"copyRawButton"_s)->click();
    QCOMPARE(QApplication::clipboard()->text().toUtf8(),
             timeline.eventAt(inspector.currentEventIndex()).raw);

    // A malformed event: shown as received, its problem listed, never pretty JSON.
    const int malformed = rowOfKind(view.model(), TimelineRowKind::Malformed);
    QVERIFY(view.selectTimelineRow(malformed));
    const RunEvent& bad = timeline.eventAt(timeline.row(malformed).firstEvent);
    QCOMPARE(inspector.rawText().toUtf8(), bad.raw);
    QVERIFY(inspector.prettyText().startsWith(u"// not JSON"_s));
    auto* problems = inspector.findChild<QListWidget*>(u"problemsList"_s);
    QVERIFY(problems && problems->count() >= 1);
    QVERIFY(!problems->isHidden());
    QVERIFY(list->isHidden()); // one event: no list

    inspector.showRow(-1);
    QVERIFY(inspector.rawText().isEmpty());
    QVERIFY(!inspector.findChild<QPushButton*>(u"copyRawButton"_s)->isEnabled());
}

void TestTimelineView::inspectorNamesTheShape()
{
    // A flat frame (the official SDKs' servers) is shown as it came, its shape named.
    EventDecoder decoder;
    RunTimeline timeline;
    const QByteArray flat = R"({"seq":1,"text":"Hello"})";
    timeline.appendEvents({decoder.decode(flat, "assistant_delta", "1")});
    EventInspector inspector;
    inspector.setTimeline(&timeline);
    inspector.showRow(0);
    QCOMPARE(inspector.rawText().toUtf8(), flat);
    auto* fields = inspector.findChild<QLabel*>(u"eventFieldsLabel"_s);
    QVERIFY(fields);
    QVERIFY2(fields->text().contains(u"flat payload"_s), qPrintable(fields->text()));
    QVERIFY(inspector.findChild<QListWidget*>(u"problemsList"_s)->isHidden());
}

void TestTimelineView::inspectorFollowsAGrowingRow()
{
    RunTimeline timeline;
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"one "_s).delta(u"assistant_delta"_s, u"two "_s);
    timeline.appendEvents(b.take());
    EventInspector inspector;
    inspector.setTimeline(&timeline);
    inspector.showRow(0);
    inspector.selectEvent(1);
    auto* list = inspector.findChild<QListWidget*>(u"eventList"_s);
    QCOMPARE(list->count(), 2);
    const int shown = inspector.currentEventIndex();
    b.delta(u"assistant_delta"_s, u"three "_s).delta(u"assistant_delta"_s, u"four"_s);
    timeline.appendEvents(b.take());
    QCOMPARE(timeline.rowCount(), 1);
    QCOMPARE(list->count(), 4);
    QCOMPARE(inspector.currentEventIndex(), shown);
    QCOMPARE(list->currentRow(), 1);
    QVERIFY(inspector.findChild<QLabel*>(u"inspectorTitle"_s)->text().contains(u"4"_s));
}

void TestTimelineView::longRunOpensWithEstimatesThenExactHeights()
{
    // More rows than the delegate measures in one pass: the rest start with their kind's typical
    // height and are measured in the background; the list ends up with exact heights.
    RunTimeline timeline;
    timelinetest::RunBuilder b;
    for (int i = 0; i < 500; ++i) {
        b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_%1"_s.arg(i)},
                                            {"name"_L1, u"search"_s},
                                            {"result"_L1, u"line\n"_s.repeated(1 + i % 9)}});
    }
    timeline.appendEvents(b.take());
    TimelineView view;
    view.resize(600, 500);
    view.setTimeline(&timeline);
    view.show();
    view.listView()->doItemsLayout(); // one pass: a few hundred measured, the rest estimated
    QVERIFY(view.delegate()->staleRowCount() > 0);
    QVERIFY(view.delegate()->measureCount() < timeline.rowCount());
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_COMPARE(view.delegate()->staleRowCount(), 0);
    QTest::qWait(150); // the relayout after the last corrections
    settle(view.listView());
    QListView* list = view.listView();
    for (int row = 0; row < view.proxy()->rowCount(); row += 7) {
        const QModelIndex at = view.proxy()->index(row, 0);
        QCOMPARE(view.delegate()->sizeHint(optionFor(list, at), at).height(),
                 view.delegate()->cardLayout(optionFor(list, at), at).height);
    }
    // Following the tail, the view still ends at the last row.
    QCOMPARE(list->verticalScrollBar()->value(), list->verticalScrollBar()->maximum());
}

void TestTimelineView::hundredThousandRowsStreamIn()
{
    // 100,000 rows arriving in 2,000 network reads of 50, from the event loop as a stream brings
    // them: the list gets one insertion per flush delay, not one per read, and following the tail
    // it ends on the last row.
    constexpr int kReads = 2000;
    constexpr int kPerRead = 50;
    QList<QList<RunEvent>> reads;
    timelinetest::RunBuilder b;
    for (int r = 0; r < kReads; ++r) {
        for (int i = 0; i < kPerRead; ++i) {
            const int n = r * kPerRead + i;
            b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_%1"_s.arg(n)},
                                                {"name"_L1, u"search"_s},
                                                {"result"_L1, u"line\n"_s.repeated(1 + n % 5)}});
        }
        reads.append(b.take());
    }
    RunTimeline timeline;
    TimelineView view;
    view.resize(700, 500);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QListView* list = view.listView();

    QElapsedTimer clock;
    clock.start();
    QList<qint64> insertedAt;
    connect(view.model(), &QAbstractItemModel::rowsInserted, &view,
            [&] { insertedAt.append(clock.elapsed()); });
    int next = 0;
    QTimer feeder;
    feeder.setInterval(0);
    connect(&feeder, &QTimer::timeout, &view, [&] {
        if (next < reads.size())
            timeline.appendEvents(reads.at(next++));
        else
            feeder.stop();
    });
    feeder.start();
    QTRY_VERIFY_WITH_TIMEOUT(next == reads.size(), 120000);
    QTRY_COMPARE(view.model()->rowCount(), kReads * kPerRead);
    QCOMPARE(timeline.rowCount(), kReads * kPerRead);

    // Insertions are a flush delay apart (a coarse timer may fire up to 5% early).
    QVERIFY(insertedAt.size() >= 1);
    QVERIFY2(insertedAt.size() < kReads, qPrintable(QString::number(insertedAt.size())));
    for (qsizetype i = 1; i < insertedAt.size(); ++i) {
        QVERIFY2(insertedAt.at(i) - insertedAt.at(i - 1) >=
                     TimelineModel::kViewFlushDelayMs * 9 / 10,
                 qPrintable(u"insertions %1 and %2 at %3 and %4 ms"_s.arg(i - 1)
                                .arg(i)
                                .arg(insertedAt.at(i - 1))
                                .arg(insertedAt.at(i))));
    }
    qDebug("100k rows: %lld insertions in %lld ms", qint64(insertedAt.size()), clock.elapsed());

    // The last row is reachable: following the tail, the list ends on it.
    QVERIFY(view.followTail());
    settle(list);
    QScrollBar* bar = list->verticalScrollBar();
    QTRY_COMPARE(bar->value(), bar->maximum());
    const QModelIndex last = view.proxy()->index(view.proxy()->rowCount() - 1, 0);
    const QRect rect = list->visualRect(last);
    QVERIFY2(list->viewport()->rect().contains(rect),
             qPrintable(u"last row at %1,%2 %3x%4"_s.arg(rect.x())
                            .arg(rect.y())
                            .arg(rect.width())
                            .arg(rect.height())));
    QCOMPARE(list->indexAt(rect.center()), last);
    QVERIFY(view.selectTimelineRow(timeline.rowCount() - 1));
    QCOMPARE(view.currentTimelineRow(), timeline.rowCount() - 1);
}

void TestTimelineView::notesPanelCountsAndJumps()
{
    RunTimeline timeline;
    ProtocolNotesPanel panel;
    QSignalSpy counts(&panel, &ProtocolNotesPanel::countsChanged);
    panel.setTimeline(&timeline);
    QLabel* status = panel.createStatusLabel(&panel);
    QCOMPARE(status->objectName(), u"notesCountLabel"_s);
    QVERIFY(status->text().contains(u"No protocol notes"_s));

    // A seq gap, an unknown and a malformed event make notes.
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Hi"_s);
    timeline.appendEvents(b.take());
    timelinetest::RunBuilder later(10);
    later.add(u"mystery_event"_s, QJsonObject{});
    later.addRaw(QByteArrayLiteral("not json"), QByteArrayLiteral("assistant_delta"));
    timeline.appendEvents(later.take());
    panel.model()->rowCount(); // the model inserted the notes
    QVERIFY(panel.model()->rowCount() >= 2);
    QVERIFY(!counts.isEmpty());
    const int total = panel.errorCount() + panel.warningCount() + panel.infoCount();
    QCOMPARE(total, panel.model()->rowCount());
    QCOMPARE(counts.last().at(0).toInt() + counts.last().at(1).toInt() +
                 counts.last().at(2).toInt(),
             total);
    QVERIFY(!status->text().contains(u"No protocol notes"_s));

    // Enter on a note that has a row asks to jump there.
    QSignalSpy jump(&panel, &ProtocolNotesPanel::jumpRequested);
    QTableView* table = panel.tableView();
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    int noteWithRow = -1;
    for (int r = 0; r < panel.model()->rowCount(); ++r) {
        if (panel.model()->index(r, 0).data(ProtocolNotesModel::TimelineRowRole).toInt() >= 0) {
            noteWithRow = r;
            break;
        }
    }
    QVERIFY(noteWithRow >= 0);
    table->setFocus();
    table->setCurrentIndex(panel.model()->index(noteWithRow, ProtocolNotesModel::MessageColumn));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(jump.count(), 1);
    QCOMPARE(
        jump.first().at(0).toInt(),
        panel.model()->index(noteWithRow, 0).data(ProtocolNotesModel::TimelineRowRole).toInt());
}

void TestTimelineView::taskPlanPanelShowsProgress()
{
    RunTimeline timeline;
    TaskPlanPanel panel;
    panel.setTimeline(&timeline);
    auto* placeholder = panel.findChild<QLabel*>(u"planPlaceholder"_s);
    auto* progress = panel.findChild<QProgressBar*>(u"planProgress"_s);
    auto* brief = panel.findChild<QLabel*>(u"planBriefLabel"_s);
    QVERIFY(placeholder && progress && brief);
    QVERIFY(!placeholder->isHidden());
    QVERIFY(progress->isHidden());

    timelinetest::RunBuilder b;
    b.add(u"4.9-task_plan-first"_s);
    timeline.appendEvents(b.take());
    QVERIFY(placeholder->isHidden());
    QCOMPARE(progress->text(), u"0 of 3"_s);
    QCOMPARE(brief->text(), u"Compare Q3 vs Q4 revenue and summarize drivers."_s);
    b.add(u"4.9-task_plan-advance"_s);
    timeline.appendEvents(b.take());
    QCOMPARE(progress->value(), 1);
    QCOMPARE(progress->text(), u"1 of 3"_s);
    QCOMPARE(TaskPlanPanel::statusMark(int(PlanStepStatus::Done)), u"☑"_s);
    QCOMPARE(TaskPlanPanel::statusMark(int(PlanStepStatus::InProgress)), u"◐"_s);
    QCOMPARE(TaskPlanPanel::statusMark(int(PlanStepStatus::Pending)), u"☐"_s);
    QCOMPARE(panel.model()->rowCount(), 3);
}

void TestTimelineView::languageChangeKeepsWorking()
{
    RunTimeline timeline;
    timeline.appendEvents(timelinetest::fullRun());
    TimelineView view;
    view.setTimeline(&timeline);
    EventInspector inspector;
    inspector.setTimeline(&timeline);
    inspector.showRow(2);
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&view, &change);
    QApplication::sendEvent(&inspector, &change);
    QVERIFY(!view.findChild<QLineEdit*>(u"filterEdit"_s)->placeholderText().isEmpty());
    QCOMPARE(view.findChild<QAction*>(u"kindAction_result"_s)->text(), u"Result"_s);
    QCOMPARE(inspector.currentRow(), 2);
    QVERIFY(!inspector.rawText().isEmpty());
}

// The timeline with the inspector and the side panels at 1280×800, as docs/screenshots shows them.
// The PNGs are written when MANTYX_SCREENSHOT_DIR names a folder.
// A run with an answered, echoed local call, a second call still pending and a server tool call
// with its result: the rows the context menu acts on.
static QList<RunEvent> callsRun()
{
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Looking it up."_s);
    b.add(u"assistant_message"_s, QJsonObject{{"text"_L1, u"Looking it up."_s}, {"turn"_L1, 1}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_1"_s},
                                            {"name"_L1, u"lookup_order"_s},
                                            {"args"_L1, QJsonObject{{"order"_L1, 42}}},
                                            {"kind"_L1, u"local"_s}});
    b.add(u"tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_s"_s},
                                      {"name"_L1, u"search"_s},
                                      {"input"_L1, QJsonObject{{"q"_L1, u"weather"_s}}}});
    b.add(u"tool_result"_s, QJsonObject{{"toolUseId"_L1, u"tu_s"_s},
                                        {"name"_L1, u"search"_s},
                                        {"result"_L1, u"sunny"_s}});
    b.add(u"local_tool_result_in"_s,
          QJsonObject{{"toolUseId"_L1, u"tu_1"_s}, {"result"_L1, u"ships Tuesday"_s}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_2"_s},
                                            {"name"_L1, u"lookup_order"_s},
                                            {"args"_L1, QJsonObject{{"order"_L1, 7}}},
                                            {"kind"_L1, u"local"_s}});
    return b.take();
}

void TestTimelineView::rowContextMenuActsOnTheRow()
{
    RunTimeline timeline;
    timeline.appendEvents(callsRun());
    const QString answer = u"{\n    \"result\": \"ships Tuesday\"\n}"_s;
    timeline.updateCall(u"tu_1"_s, LocalCallState::Answered, u"answered (204)"_s, 204, answer);
    const int callRow = timeline.call(timeline.callIndex(u"tu_1"_s)).row;
    const int pendingRow = timeline.call(timeline.callIndex(u"tu_2"_s)).row;
    int echoRow = -1;
    int serverCallRow = -1;
    int serverResultRow = -1;
    for (int row = 0; row < timeline.rowCount(); ++row) {
        const TimelineRowKind kind = timeline.row(row).kind;
        if (kind == TimelineRowKind::LocalToolResultIn)
            echoRow = row;
        else if (kind == TimelineRowKind::ServerToolCall)
            serverCallRow = row;
        else if (kind == TimelineRowKind::ServerToolResult)
            serverResultRow = row;
    }
    QVERIFY(echoRow > callRow && serverCallRow >= 0 && serverResultRow > serverCallRow);

    TimelineView view;
    view.resize(700, 600);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());
    QListView* list = view.listView();

    auto* copyText = view.findChild<QAction*>(u"copyRowTextAction"_s);
    auto* copyPayload = view.findChild<QAction*>(u"copyPayloadJsonAction"_s);
    auto* copyCall = view.findChild<QAction*>(u"copyToolCallAction"_s);
    auto* copyAnswer = view.findChild<QAction*>(u"copyAnswerAction"_s);
    auto* filterTool = view.findChild<QAction*>(u"filterToToolAction"_s);
    auto* jump = view.findChild<QAction*>(u"jumpToCounterpartAction"_s);
    QVERIFY(copyText && copyPayload && copyCall && copyAnswer && filterTool && jump);
    QCOMPARE(view.rowActions().size(), 6);

    // A right click on the answered call's card selects it and opens the menu there.
    const auto rightClick = [&](int timelineRow) {
        const QModelIndex index =
            view.proxy()->index(view.proxy()->proxyRowForTimelineRow(timelineRow), 0);
        list->scrollTo(index);
        settle(list);
        const QPoint pos = list->visualRect(index).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, list->viewport()->mapToGlobal(pos));
        QCoreApplication::sendEvent(list->viewport(), &event);
        return view.rowMenu()->isVisible();
    };
    QVERIFY(rightClick(callRow));
    QCOMPARE(view.currentTimelineRow(), callRow);
    QCOMPARE(view.rowMenu()->actions().count(copyText), 1);
    QVERIFY(view.rowMenu()->actions().contains(jump));
    for (QAction* action : {copyText, copyPayload, copyCall, copyAnswer, filterTool, jump})
        QVERIFY2(action->isEnabled(), qPrintable(action->objectName()));
    view.rowMenu()->close();

    QClipboard* clipboard = QGuiApplication::clipboard();
    // Copy text: the whole card, not only its headline.
    copyText->trigger();
    QString copied = clipboard->text();
    QVERIFY2(copied.contains(u"lookup_order"_s), qPrintable(copied));
    QVERIFY2(copied.contains(u"\"order\": 42"_s), qPrintable(copied));
    QVERIFY2(copied.contains(u"answered (204)"_s), qPrintable(copied));
    QVERIFY2(copied.contains(u"ships Tuesday"_s), qPrintable(copied));
    // Copy payload: the event as received, pretty.
    copyPayload->trigger();
    QJsonParseError error{};
    const QJsonObject event = QJsonDocument::fromJson(clipboard->text().toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(event.value("type"_L1).toString(), u"local_tool_call"_s);
    QCOMPARE(event.value("data"_L1).toObject().value("toolUseId"_L1).toString(), u"tu_1"_s);
    QVERIFY(clipboard->text().contains(u'\n')); // indented
    // Copy tool call: name and args.
    copyCall->trigger();
    QCOMPARE(
        QJsonDocument::fromJson(clipboard->text().toUtf8()).object(),
        (QJsonObject{{"name"_L1, u"lookup_order"_s}, {"args"_L1, QJsonObject{{"order"_L1, 42}}}}));
    // Copy answer.
    copyAnswer->trigger();
    QCOMPARE(clipboard->text(), answer);

    // Jump to the answer's echo, and back.
    QVERIFY(jump->text().contains(u"Answer"_s));
    jump->trigger();
    QCOMPARE(view.currentTimelineRow(), echoRow);
    QVERIFY(rightClick(echoRow));
    QVERIFY(jump->isEnabled());
    QVERIFY(jump->text().contains(u"Back"_s));
    QVERIFY(!copyCall->isEnabled());
    QVERIFY(!copyAnswer->isEnabled());
    view.rowMenu()->close();
    jump->trigger();
    QCOMPARE(view.currentTimelineRow(), callRow);
    // A server tool's call and result pair up the same way.
    QVERIFY(view.selectTimelineRow(serverResultRow));
    view.updateRowActions();
    jump->trigger();
    QCOMPARE(view.currentTimelineRow(), serverCallRow);
    view.updateRowActions();
    copyCall->trigger();
    QCOMPARE(
        QJsonDocument::fromJson(clipboard->text().toUtf8()).object(),
        (QJsonObject{{"name"_L1, u"search"_s}, {"input"_L1, QJsonObject{{"q"_L1, u"weather"_s}}}}));

    // The pending call: nothing to copy as an answer, no answer to jump to.
    QVERIFY(rightClick(pendingRow));
    QVERIFY(copyCall->isEnabled());
    QVERIFY(!copyAnswer->isEnabled());
    QVERIFY(!jump->isEnabled());
    view.rowMenu()->close();

    // Filter to this tool: the filter's tool: token, both calls of that tool stay (and the echo,
    // whose tool name comes from its call).
    QVERIFY(rightClick(callRow));
    QVERIFY(filterTool->text().contains(u"lookup_order"_s));
    view.rowMenu()->close();
    filterTool->trigger();
    QCOMPARE(view.filter().text(), u"tool:lookup_order"_s);
    QCOMPARE(view.proxy()->rowCount(), 3);
    QCOMPARE(view.currentTimelineRow(), callRow);

    // An assistant row: no tool, no call.
    view.setFilter(TimelineFilter());
    QVERIFY(rightClick(0));
    QVERIFY(copyText->isEnabled() && copyPayload->isEnabled());
    QVERIFY(!copyCall->isEnabled() && !copyAnswer->isEnabled());
    QVERIFY(!filterTool->isEnabled() && !jump->isEnabled());
    view.rowMenu()->close();

    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(rightClick(callRow));
        settle(list);
        QVERIFY(view.rowMenu()->grab().save(dir + u"/timeline-row-menu.png"_s));
        // The view with the menu drawn where it opened.
        QImage shot = view.grab().toImage();
        QPainter painter(&shot);
        painter.drawPixmap(view.mapFromGlobal(view.rowMenu()->pos()), view.rowMenu()->grab());
        painter.end();
        QVERIFY(shot.save(dir + u"/timeline-row-menu-in-view.png"_s));
        view.rowMenu()->close();
    }
}

void TestTimelineView::copyShortcutsCopyWholeRows()
{
    RunTimeline timeline;
    timeline.appendEvents(callsRun());
    TimelineView view;
    view.resize(700, 600);
    view.setTimeline(&timeline);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    settle(view.listView());
    QListView* list = view.listView();
    list->setFocus();
    QClipboard* clipboard = QGuiApplication::clipboard();

    // Two rows selected (the two local calls): Ctrl+C copies both rows' full text.
    const int first = timeline.call(0).row;
    const int second = timeline.call(1).row;
    QVERIFY(view.selectTimelineRow(first));
    const QModelIndex other = view.proxy()->index(view.proxy()->proxyRowForTimelineRow(second), 0);
    list->selectionModel()->select(other, QItemSelectionModel::Select);
    QCOMPARE(view.selectedTimelineRows(), (QList<int>{first, second}));
    clipboard->clear();
    QTest::keySequence(list, QKeySequence::Copy);
    const QString text = clipboard->text();
    QVERIFY2(text.contains(u"\"order\": 42"_s) && text.contains(u"\"order\": 7"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"tu_1"_s) && text.contains(u"tu_2"_s), qPrintable(text));

    // Ctrl+Shift+C: the two events as a JSON array.
    clipboard->clear();
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QJsonArray events = QJsonDocument::fromJson(clipboard->text().toUtf8()).array();
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(0).toObject().value("type"_L1).toString(), u"local_tool_call"_s);
    QCOMPARE(events.at(1).toObject().value("data"_L1).toObject().value("toolUseId"_L1).toString(),
             u"tu_2"_s);
}

void TestTimelineView::screenshots()
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    for (const bool finished : {true, false}) {
        RunTimeline timeline;
        timeline.setModelCatalog(
            QJsonArray{QJsonObject{{"id"_L1, u"platform:demo"_s},
                                   {"pricing"_L1, QJsonObject{{"inputPer1MUsd"_L1, 0.25},
                                                              {"outputPer1MUsd"_L1, 2.0},
                                                              {"cacheReadPer1MUsd"_L1, 0.025}}}}});
        const qint64 start = QDateTime::currentMSecsSinceEpoch() - 8000;
        for (const timelinetest::TimedBatch& batch : timelinetest::demoRun(finished))
            timeline.appendEvents(batch.events, start + batch.atMs);
        if (finished)
            timeline.markSourceEnded();
        else
            timeline.setCallDeadline(u"tu_total"_s, QDateTime::currentMSecsSinceEpoch() + 252'400);

        QWidget window;
        window.setObjectName(u"screenshotWindow"_s);
        auto* layout = new QHBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        auto* splitter = new QSplitter(&window);
        layout->addWidget(splitter);
        auto* view = new TimelineView(splitter);
        view->setTimeline(&timeline);
        auto* inspector = new EventInspector(splitter);
        inspector->setTimeline(&timeline);
        connect(view, &TimelineView::rowSelected, inspector, &EventInspector::showRow);
        auto* tabs = new QTabWidget(splitter);
        auto* pending = new PendingCallsPanel(tabs);
        pending->setTimeline(&timeline);
        auto* plan = new TaskPlanPanel(tabs);
        plan->setTimeline(&timeline);
        auto* summary = new RunSummaryPanel(tabs);
        summary->setTimeline(&timeline);
        auto* notes = new ProtocolNotesPanel(tabs);
        notes->setTimeline(&timeline);
        tabs->addTab(summary, u"Summary"_s);
        tabs->addTab(pending, u"Pending calls"_s);
        tabs->addTab(plan, u"Plan"_s);
        tabs->addTab(notes, u"Notes"_s);
        splitter->setSizes({640, 320, 320});
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        settle(view->listView());

        if (finished) {
            // The final answer's row, selected, the inspector on its first delta.
            const int answer = timeline.rowCount() - 3;
            QVERIFY(view->selectTimelineRow(answer));
            tabs->setCurrentWidget(summary);
        } else {
            QVERIFY(view->selectNextPendingCall());
            tabs->setCurrentWidget(pending);
            QVERIFY(pending->cardFor(u"tu_total"_s));
        }
        settle(view->listView());
        const QImage image = window.grab().toImage();
        QCOMPARE(image.size(), QSize(1280, 800) * image.devicePixelRatio());
        // Not a blank window: many distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY(colours.size() > 50);
        if (!dir.isEmpty()) {
            const QString name = finished ? u"timeline.png"_s : u"pending-call.png"_s;
            QVERIFY(image.save(dir + u'/' + name));
            // The same in a dark palette, to check the colours hold up.
            QPalette dark;
            dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
            dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
            dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
            dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
            dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
            dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
            dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
            window.setPalette(dark);
            settle(view->listView());
            QVERIFY(window.grab().save(dir + u"/dark-"_s + name));
            if (!finished) {
                AnswerDialog* dialog = pending->openAnswerDialog(u"tu_total"_s);
                QVERIFY(dialog);
                dialog->setJsonMode(true);
                dialog->setResultText(u"{\"total\": 1482937.40, \"currency\": \"EUR\""_s);
                QVERIFY(QTest::qWaitForWindowExposed(dialog));
                QVERIFY(dialog->grab().save(dir + u"/answer-dialog.png"_s));
                dialog->reject();
            }
        }
    }
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestTimelineView)
#include "tst_timelineview.moc"
