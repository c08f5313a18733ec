// SPDX-License-Identifier: MIT
// TimelineFilter (the predicate, without a model) and TimelineFilterProxy (the predicate over a
// TimelineModel): kinds, free text, seq:/tool:/turn: tokens, only flagged, only pending calls,
// rows that start or stop matching as they change, and the proxy under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "run/runtimeline.h"
#include "run/timelinefilter.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

class TestTimelineFilter final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void passThrough();
    void kinds();
    void text_data();
    void text();
    void onlyFlagged();
    void onlyPendingCalls();
    void proxyFilters();
    void proxyFollowsChanges();
    void proxyMapsRows();

private:
    // Rows: 0 thinking, 1 assistant "Hello World", 2 turn end, 3 local call compute_total
    // (tu_x), 4 server result github_search_repos, 5 local call lookup (tu_2), 6 echo tu_2,
    // 7 unknown (flagged), 8 assistant (turn 2), 9 result.
    void fill(RunTimeline& tl);
    std::unique_ptr<RunTimeline> m_tl;

    QList<int> accepted(const TimelineFilter& f) const
    {
        QList<int> rows;
        for (int r = 0; r < m_tl->rowCount(); ++r) {
            if (f.accepts(*m_tl, r))
                rows << r;
        }
        return rows;
    }
};

void TestTimelineFilter::fill(RunTimeline& tl)
{
    tl.appendEvents({thinking(1, u"pondering"_s), delta(2, u"Hello "_s), delta(3, u"World"_s),
                     turnEnd(4, 0, u"Hello World"_s, u"tool_use"_s),
                     fixture(u"4.3.1-local_tool_call-local"_s, 5), fixture(u"4.2-tool_result"_s, 6),
                     localCall(7, u"tu_2"_s, u"lookup"_s),
                     resultIn(8, u"tu_2"_s, u"the answer is 42"_s), ev(9, u"brand_new_event"),
                     delta(10, u"Bye"_s), result(11, u"Bye"_s)});
}

void TestTimelineFilter::init()
{
    m_tl = std::make_unique<RunTimeline>();
    fill(*m_tl);
    QCOMPARE(m_tl->rowCount(), 10);
}

void TestTimelineFilter::passThrough()
{
    TimelineFilter f;
    QVERIFY(f.isPassThrough());
    QCOMPARE(accepted(f).size(), 10);
    f.setText(u"   "_s);
    QVERIFY(f.isPassThrough());
    f.setText(u"x"_s);
    QVERIFY(!f.isPassThrough());
    QVERIFY(f.needsSearchText());
    f.setText(u"turn:1"_s);
    QVERIFY(!f.isPassThrough());
    QVERIFY(!f.needsSearchText());
    QVERIFY(!f.accepts(*m_tl, -1));
    QVERIFY(!f.accepts(*m_tl, 10));
    QCOMPARE(TimelineFilter(), TimelineFilter());
}

void TestTimelineFilter::kinds()
{
    TimelineFilter f;
    f.setKindShown(TimelineRowKind::Thinking, false);
    f.setKindShown(TimelineRowKind::TurnEnd, false);
    QVERIFY(!f.isKindShown(TimelineRowKind::Thinking));
    QCOMPARE(accepted(f), (QList<int>{1, 3, 4, 5, 6, 7, 8, 9}));
    f.setShownKinds(TimelineFilter::kindBit(TimelineRowKind::LocalToolCall) |
                    TimelineFilter::kindBit(TimelineRowKind::Result));
    QCOMPARE(accepted(f), (QList<int>{3, 5, 9}));
    f.setShownKinds(TimelineFilter::allKinds());
    QVERIFY(f.isPassThrough());
}

void TestTimelineFilter::text_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("rows");
    QTest::newRow("case-insensitive") << u"hello world"_s << QList<int>{1};
    QTest::newRow("headline") << u"TOOL RESULT"_s << QList<int>{4};
    QTest::newRow("args json") << u"\"currency\": \"USD\""_s << QList<int>{3};
    QTest::newRow("tool use id") << u"tu_2"_s << QList<int>{5, 6};
    // The echo's answer is also the call's Answer.
    QTest::newRow("echoed answer") << u"answer is 42"_s << QList<int>{5, 6};
    QTest::newRow("badge") << u"thinking"_s << QList<int>{0};
    QTest::newRow("none") << u"no such words"_s << QList<int>{};
    QTest::newRow("seq in a coalesced row") << u"seq:3"_s << QList<int>{1};
    QTest::newRow("seq of a call") << u"SEQ:7"_s << QList<int>{5};
    QTest::newRow("missing seq") << u"seq:99"_s << QList<int>{};
    QTest::newRow("bad seq") << u"seq:abc"_s << QList<int>{};
    QTest::newRow("tool") << u"tool:comp"_s << QList<int>{3};
    QTest::newRow("tool of an echo") << u"tool:LOOKUP"_s << QList<int>{5, 6};
    QTest::newRow("tool and text") << u"tool:lookup \"query\""_s << QList<int>{5};
    QTest::newRow("turn 1") << u"turn:1"_s << QList<int>{0, 1, 2, 3, 4, 5, 6, 7};
    QTest::newRow("turn 2") << u"turn:2"_s << QList<int>{8, 9};
    QTest::newRow("turn and text") << u"bye turn:2"_s << QList<int>{8, 9};
    QTest::newRow("bad turn") << u"turn:two"_s << QList<int>{};
    QTest::newRow("two tools") << u"tool:look tool:up"_s << QList<int>{5, 6};
}

void TestTimelineFilter::text()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, rows);
    TimelineFilter f;
    f.setText(text);
    QCOMPARE(f.text(), text);
    QCOMPARE(accepted(f), rows);
}

void TestTimelineFilter::onlyFlagged()
{
    TimelineFilter f;
    f.setOnlyFlagged(true);
    QCOMPARE(accepted(f), QList<int>{7});
    m_tl->appendEvents({ev(12, u"tool_budget_exceeded", QJsonObject{{"tool"_L1, 3}})});
    QCOMPARE(accepted(f), (QList<int>{7, 10}));
}

void TestTimelineFilter::onlyPendingCalls()
{
    TimelineFilter f;
    f.setOnlyPendingCalls(true);
    QCOMPARE(accepted(f), QList<int>{3}); // tu_2 was echoed
    m_tl->updateCall(u"tu_x"_s, LocalCallState::Failed, {}, 503);
    QCOMPARE(accepted(f), QList<int>{3}); // failed for now, still owed
    m_tl->updateCall(u"tu_x"_s, LocalCallState::TimedOut, {});
    QCOMPARE(accepted(f), QList<int>{});
    // A repeated call event is not a second pending call.
    m_tl->appendEvents({localCall(12, u"tu_9"_s), localCall(13, u"tu_9"_s)});
    QCOMPARE(accepted(f), QList<int>{10});
    f.setKindShown(TimelineRowKind::LocalToolCall, false);
    QCOMPARE(accepted(f), QList<int>{});
}

void TestTimelineFilter::proxyFilters()
{
    TimelineModel model(m_tl.get());
    TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(proxy.timelineModel(), &model);
    QCOMPARE(proxy.rowCount(), 10);
    QSignalSpy filterChanged(&proxy, &TimelineFilterProxy::filterChanged);
    TimelineFilter f;
    f.setText(u"tool:lookup"_s);
    proxy.setFilter(f);
    QCOMPARE(filterChanged.size(), 1);
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(proxy.index(0, 0).data(TimelineRole::ToolUseId).toString(), u"tu_2"_s);
    proxy.setFilter(f); // the same filter: nothing to do
    QCOMPARE(filterChanged.size(), 1);
    QCOMPARE(proxy.filter(), f);
    // Arrival order, whatever sort() is asked.
    proxy.setFilter(TimelineFilter());
    proxy.sort(0, Qt::DescendingOrder);
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(proxy.timelineRowForProxyRow(r), r);
}

void TestTimelineFilter::proxyFollowsChanges()
{
    TimelineModel model(m_tl.get());
    TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    TimelineFilter f;
    f.setText(u"needle"_s);
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 0);
    QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
    // A streaming row that grows into a match shows up.
    m_tl->appendEvents({delta(12, u"hay "_s)});
    QCOMPARE(proxy.rowCount(), 0);
    m_tl->appendEvents({delta(13, u"nee"_s)});
    QCOMPARE(proxy.rowCount(), 0);
    m_tl->appendEvents({delta(14, u"dle"_s)});
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(proxy.index(0, 0).data(TimelineRole::Body).toString(), u"hay needle"_s);
    // The pending-calls view: a call leaves when it is answered.
    TimelineFilter pending;
    pending.setOnlyPendingCalls(true);
    proxy.setFilter(pending);
    QCOMPARE(proxy.rowCount(), 1);
    QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
    m_tl->updateCall(u"tu_x"_s, LocalCallState::Sending, {});
    QCOMPARE(proxy.rowCount(), 1);
    m_tl->updateCall(u"tu_x"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QCOMPARE(proxy.rowCount(), 0);
    QCOMPARE(removed.size(), 1);
    m_tl->appendEvents({localCall(15, u"tu_new"_s)});
    QCOMPARE(proxy.rowCount(), 1);
    // clear() empties the proxy too.
    m_tl->clear();
    QCOMPARE(proxy.rowCount(), 0);
}

void TestTimelineFilter::proxyMapsRows()
{
    TimelineModel model(m_tl.get());
    TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    TimelineFilter f;
    f.setShownKinds(TimelineFilter::kindBit(TimelineRowKind::LocalToolCall) |
                    TimelineFilter::kindBit(TimelineRowKind::Result));
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 3);
    QCOMPARE(proxy.proxyRowForTimelineRow(3), 0);
    QCOMPARE(proxy.proxyRowForTimelineRow(5), 1);
    QCOMPARE(proxy.proxyRowForTimelineRow(9), 2);
    QCOMPARE(proxy.proxyRowForTimelineRow(4), -1);
    QCOMPARE(proxy.proxyRowForTimelineRow(100), -1);
    QCOMPARE(proxy.timelineRowForProxyRow(1), 5);
    QCOMPARE(proxy.timelineRowForProxyRow(3), -1);
    // The proxy serves the model's roles unchanged.
    QCOMPARE(proxy.index(1, 0).data(TimelineRole::Badge).toString(), u"local"_s);
    QCOMPARE(proxy.index(2, 0).data(TimelineRole::Terminal).toBool(), true);
}

QTEST_GUILESS_MAIN(TestTimelineFilter)
#include "tst_timelinefilter.moc"
