// SPDX-License-Identifier: MIT
// TimelineModel and the models beside it (pending calls, protocol notes, task plan): every role
// served for the rows it applies to, signals (one insertion per flush, dataChanged with only the
// changed roles), the bounded text cache, the flush timer, clear(), and QAbstractItemModelTester
// on the model, the filter proxy and the pending-call model while 100k events stream in.
#include <random>

#include <QAbstractItemModelTester>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <malloc.h>

#include "protocol/displaytext.h"
#include "run/pendingcallsmodel.h"
#include "run/protocolnotesmodel.h"
#include "run/runtimeline.h"
#include "run/taskplanmodel.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "run/timelinerowtexts.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

class TestTimelineModel final : public QObject
{
    Q_OBJECT

private slots:
    void everyRoleForEveryKind();
    void streamingThenMarkdown();
    void insertSignals();
    void dataChangedRoles();
    void collapsed();
    void flushDelay();
    void flushDelayCoalescesChanges();
    void boundedCache();
    void clearResets();
    void pendingCalls();
    void protocolNotes();
    void taskPlan();
    void streamUnderTesters();
    void throughput();
    void hostileTextsEscaped();
};

namespace {

QList<RunEvent> everyFixture()
{
    QList<RunEvent> events;
    qint64 seq = 1;
    for (const QString& f : QDir(eventsDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        events << fixture(f.chopped(5), seq++);
    events << ev(seq++, u"brand_new_event") << decode(QByteArrayLiteral("{\"seq\": 1000, oops"));
    return events;
}

bool hasRole(const QList<QVariant>& args, int role)
{
    return args.at(2).value<QList<int>>().contains(role);
}

// A run of 100 000 events, deterministic: turns of thinking and assistant deltas (a few long
// ones), boundaries, server results, local calls and their echoes, plans and supervisor reviews.
QList<RunEvent> makeSyntheticRun(int count, QStringList* callIds)
{
    std::mt19937 rng(42);
    const auto pick = [&rng](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(rng);
    };
    QList<RunEvent> events;
    events.reserve(count);
    qint64 seq = 1;
    int turn = 0;
    int call = 0;
    QString pendingEcho;
    while (events.size() < count) {
        const int thinkingDeltas = pick(0, 30);
        for (int i = 0; i < thinkingDeltas; ++i)
            events << thinking(seq++, u"think %1 "_s.arg(i));
        const int deltas = (turn % 50 == 7) ? 3000 : pick(5, 150);
        for (int i = 0; i < deltas; ++i)
            events << delta(seq++, u"word%1 "_s.arg(i % 97));
        events << turnEnd(seq++, turn, {}, u"tool_use"_s);
        if (!pendingEcho.isEmpty()) {
            events << resultIn(seq++, pendingEcho, u"late answer"_s);
            pendingEcho.clear();
        }
        switch (turn % 4) {
        case 0:
            events << fixture(u"4.2-tool_result"_s, seq++);
            break;
        case 1: {
            const QString id = u"tu_%1"_s.arg(call++);
            if (callIds)
                *callIds << id;
            events << localCall(seq++, id, u"lookup"_s);
            if (call % 3 == 0)
                events << resultIn(seq++, id, u"answer"_s);
            else if (call % 3 == 1)
                pendingEcho = id; // answered a turn later
            break;
        }
        case 2:
            events << fixture(u"4.7-supervisor-on_track"_s, seq++);
            break;
        default:
            events << fixture(u"4.9-task_plan-advance"_s, seq++);
            break;
        }
        ++turn;
    }
    events.resize(count);
    return events;
}

// Built once: both stream tests use the same 100 000 events.
const QList<RunEvent>& syntheticRun(QStringList* callIds = nullptr)
{
    static QStringList ids;
    static const QList<RunEvent> events = makeSyntheticRun(100'000, &ids);
    if (callIds)
        *callIds = ids;
    return events;
}

} // namespace

void TestTimelineModel::everyRoleForEveryKind()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    const QList<RunEvent> events = everyFixture();
    tl.appendEvents(events);
    QCOMPARE(model.rowCount(), tl.rowCount());
    QSet<int> kinds;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row);
        const TimelineRow& r = tl.row(row);
        const auto kind = TimelineRowKind(i.data(TimelineRole::Kind).toInt());
        kinds.insert(int(kind));
        const QByteArray where = "row " + QByteArray::number(row) + ' ' +
                                 QByteArray(TimelineRowTexts::kindId(kind).data());
        QCOMPARE(kind, r.kind);
        QVERIFY2(!i.data(Qt::DisplayRole).toString().isEmpty(), where.constData());
        QCOMPARE(i.data(TimelineRole::Headline), i.data(Qt::DisplayRole));
        QVERIFY2(!i.data(Qt::ToolTipRole).toString().isEmpty(), where.constData());
        QCOMPARE(i.data(TimelineRole::FirstSeq).toLongLong(), tl.eventAt(r.firstEvent).seq);
        QCOMPARE(i.data(TimelineRole::LastSeq).toLongLong(), tl.eventAt(r.lastEvent).seq);
        QCOMPARE(i.data(TimelineRole::EventCount).toInt(), 1);
        QCOMPARE(i.data(TimelineRole::Turn).metaType(), QMetaType::fromType<int>());
        QCOMPARE(i.data(TimelineRole::Streaming).metaType(), QMetaType::fromType<bool>());
        QCOMPARE(i.data(TimelineRole::Markdown).toBool(),
                 kind == TimelineRowKind::AssistantText && !r.streaming);
        QCOMPARE(i.data(TimelineRole::Flagged).toBool(), r.flagged);
        QCOMPARE(i.data(TimelineRole::Terminal).toBool(), kind == TimelineRowKind::Result ||
                                                              kind == TimelineRowKind::Error ||
                                                              kind == TimelineRowKind::Cancelled);
        QVERIFY(i.data(TimelineRole::RowSeverity).toInt() >= 0);
        QCOMPARE(i.data(TimelineRole::ElapsedMs).metaType(), QMetaType::fromType<qint64>());
        const auto raw = i.data(TimelineRole::RawEvents).value<QByteArrayList>();
        QCOMPARE(raw, QByteArrayList{tl.eventAt(r.firstEvent).raw});
        QCOMPARE(i.data(TimelineRole::Collapsed).toBool(), kind == TimelineRowKind::Thinking);
        QCOMPARE(i.data(TimelineRole::Problems).metaType(), QMetaType::fromType<QStringList>());
        QCOMPARE(i.data(TimelineRole::Body).metaType(), QMetaType::fromType<QString>());
        QCOMPARE(i.data(TimelineRole::Detail).metaType(), QMetaType::fromType<QString>());
        QCOMPARE(i.data(TimelineRole::Badge).metaType(), QMetaType::fromType<QString>());
        const QString search = i.data(TimelineRole::SearchText).toString();
        QVERIFY2(search.contains(i.data(Qt::DisplayRole).toString()), where.constData());
        QVERIFY(search.contains(i.data(TimelineRole::Body).toString()));
        if (kind == TimelineRowKind::LocalToolCall) {
            QVERIFY2(i.data(TimelineRole::CallState).isValid(), where.constData());
            QVERIFY(!i.data(TimelineRole::CallStateText).toString().isEmpty());
            QCOMPARE(i.data(TimelineRole::Answer).metaType(), QMetaType::fromType<QString>());
            QCOMPARE(i.data(TimelineRole::HttpStatus).toInt(), 0);
            QCOMPARE(i.data(TimelineRole::DeadlineMs).toLongLong(), 0);
            QVERIFY(!i.data(TimelineRole::Badge).toString().isEmpty());
            QVERIFY(!i.data(TimelineRole::ToolUseId).toString().isEmpty());
            QVERIFY(!i.data(TimelineRole::ToolName).toString().isEmpty());
        } else {
            QVERIFY2(!i.data(TimelineRole::CallState).isValid(), where.constData());
            QVERIFY(!i.data(TimelineRole::HttpStatus).isValid());
        }
        if (kind == TimelineRowKind::ServerToolResult)
            QCOMPARE(i.data(TimelineRole::ToolName).toString(), u"github_search_repos"_s);
    }
    QCOMPARE(kinds.size(), int(TimelineRowKind::Malformed) + 1);
    QVERIFY(model.roleNames().contains(TimelineRole::SearchText));
    QVERIFY(!model.index(model.rowCount()).isValid());
    QVERIFY(!model.data(model.index(0).siblingAtColumn(1), Qt::DisplayRole).isValid());
}

void TestTimelineModel::streamingThenMarkdown()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    tl.appendEvents({delta(1, u"**Hello**"_s), delta(2, u" world"_s)});
    const QModelIndex i = model.index(0);
    QVERIFY(i.data(TimelineRole::Streaming).toBool());
    QVERIFY(!i.data(TimelineRole::Markdown).toBool());
    QCOMPARE(i.data(TimelineRole::Body).toString(), u"**Hello** world"_s);
    QCOMPARE(i.data(TimelineRole::EventCount).toInt(), 2);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    tl.appendEvents({turnEnd(3, 0, u"**Hello** world"_s)});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), i);
    QVERIFY(hasRole(changed.at(0), TimelineRole::Markdown));
    QVERIFY(hasRole(changed.at(0), TimelineRole::Streaming));
    QVERIFY(!i.data(TimelineRole::Streaming).toBool());
    QVERIFY(i.data(TimelineRole::Markdown).toBool());
    // Thinking rows are never Markdown.
    tl.appendEvents({thinking(4, u"*x*"_s), result(5, u"ok"_s)});
    QVERIFY(!model.index(2).data(TimelineRole::Markdown).toBool());
    QVERIFY(!model.index(2).data(TimelineRole::Streaming).toBool());
}

void TestTimelineModel::insertSignals()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    QSignalSpy aboutToInsert(&model, &QAbstractItemModel::rowsAboutToBeInserted);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy flushed(&model, &TimelineModel::rowsFlushed);
    tl.appendEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s), delta(3, u"b"_s),
                     fixture(u"4.2-tool_result"_s, 4)});
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(aboutToInsert.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 3);
    QCOMPARE(flushed.size(), 1);
    // Growing only: no insertion.
    tl.appendEvents({fixture(u"4.2-tool_result"_s, 5)});
    tl.appendEvents({delta(6, u"c"_s), delta(7, u"d"_s)});
    QCOMPARE(inserted.size(), 3);
    tl.appendEvents({delta(8, u"e"_s)});
    QCOMPARE(inserted.size(), 3);
    QCOMPARE(model.rowCount(), 6);
}

void TestTimelineModel::dataChangedRoles()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    tl.appendEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s), delta(3, u"b"_s)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    tl.appendEvents({delta(4, u"c"_s)});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 2);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 2);
    QVERIFY(hasRole(changed.at(0), TimelineRole::Body));
    QVERIFY(hasRole(changed.at(0), TimelineRole::EventCount));
    QVERIFY(hasRole(changed.at(0), TimelineRole::LastSeq));
    QVERIFY(!hasRole(changed.at(0), TimelineRole::CallState));
    QVERIFY(!hasRole(changed.at(0), TimelineRole::Kind));
    QCOMPARE(model.index(2).data(TimelineRole::Body).toString(), u"bc"_s); // cache refreshed
    QCOMPARE(model.index(2).data(TimelineRole::LastSeq).toLongLong(), 4);

    changed.clear();
    tl.updateCall(u"tu_1"_s, LocalCallState::Answered, u"answered (204)"_s, 204,
                  u"{\"result\":\"x\"}"_s);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
    QVERIFY(hasRole(changed.at(0), TimelineRole::CallState));
    QVERIFY(hasRole(changed.at(0), TimelineRole::CallStateText));
    QVERIFY(hasRole(changed.at(0), TimelineRole::Answer));
    QVERIFY(hasRole(changed.at(0), TimelineRole::HttpStatus));
    QVERIFY(!hasRole(changed.at(0), TimelineRole::Body));
    const QModelIndex call = model.index(1);
    QCOMPARE(call.data(TimelineRole::CallState).toInt(), int(LocalCallState::Answered));
    QCOMPARE(call.data(TimelineRole::CallStateText).toString(), u"answered (204)"_s);
    QCOMPARE(call.data(TimelineRole::HttpStatus).toInt(), 204);
    QCOMPARE(call.data(TimelineRole::Answer).toString(), u"{\"result\":\"x\"}"_s);
    QVERIFY(call.data(TimelineRole::SearchText).toString().contains(u"answered (204)"_s));

    changed.clear();
    tl.setCallDeadline(u"tu_1"_s, 99);
    QCOMPARE(changed.size(), 1);
    QVERIFY(hasRole(changed.at(0), TimelineRole::DeadlineMs));
    QCOMPARE(call.data(TimelineRole::DeadlineMs).toLongLong(), 99);
}

void TestTimelineModel::collapsed()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    tl.appendEvents({thinking(1, u"t"_s), delta(2, u"a"_s)});
    const QModelIndex think = model.index(0);
    QVERIFY(think.data(TimelineRole::Collapsed).toBool());
    QVERIFY(!model.index(1).data(TimelineRole::Collapsed).toBool());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(think, false, TimelineRole::Collapsed));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>{TimelineRole::Collapsed});
    QVERIFY(!think.data(TimelineRole::Collapsed).toBool());
    QVERIFY(model.setData(think, false, TimelineRole::Collapsed)); // no change, no signal
    QCOMPARE(changed.size(), 1);
    QVERIFY(model.setData(model.index(1), true, TimelineRole::Collapsed));
    QVERIFY(model.index(1).data(TimelineRole::Collapsed).toBool());
    QVERIFY(!model.setData(think, u"x"_s, TimelineRole::Body));
    QVERIFY(!model.setData(QModelIndex(), true, TimelineRole::Collapsed));
    // Growing the thinking row does not change what the user chose.
    tl.appendEvents({thinking(3, u"u"_s)});
    QVERIFY(!think.data(TimelineRole::Collapsed).toBool());
}

void TestTimelineModel::flushDelay()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFlushDelay(30);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    tl.appendEvents({delta(1, u"a"_s)});
    tl.appendEvents({delta(2, u"b"_s), localCall(3, u"tu_1"_s)});
    tl.appendEvents({delta(4, u"c"_s)});
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(changed.size(), 0); // changes to rows not inserted yet are not reported
    QTRY_COMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);
    QCOMPARE(model.index(0).data(TimelineRole::Body).toString(), u"ab"_s);
    // flush() inserts at once.
    tl.appendEvents({result(5, u"abc"_s)});
    QCOMPARE(model.rowCount(), 3);
    model.flush();
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(inserted.size(), 2);
    // Back to immediate insertion.
    model.setFlushDelay(0);
    tl.appendEvents({delta(6, u"late"_s)});
    QCOMPARE(model.rowCount(), 5);
}

void TestTimelineModel::flushDelayCoalescesChanges()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFlushDelay(30);
    tl.appendEvents({delta(1, u"a"_s)});
    model.flush();
    QCOMPARE(model.rowCount(), 1);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    // A streaming text grown by a hundred network reads within one flush delay.
    for (int i = 0; i < 100; ++i)
        tl.appendEvents({delta(2 + i, u"b"_s)});
    QCOMPARE(changed.size(), 0);
    // What the model serves is current at once; only the notification waits.
    QCOMPARE(model.index(0).data(TimelineRole::Body).toString().size(), 101);
    QTRY_COMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 0);
    QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(TimelineRole::Body));
    QCOMPARE(inserted.size(), 0);
    // A new row and a change to an old one in the same flush: one insertion, one change.
    tl.appendEvents({delta(102, u"c"_s)});
    tl.appendEvents({localCall(103, u"tu_9"_s)});
    QCOMPARE(changed.size(), 1);
    QTRY_COMPARE(inserted.size(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.at(1).at(0).toModelIndex().row(), 0);
    QTest::qWait(60);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(inserted.size(), 1);
}

void TestTimelineModel::boundedCache()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    model.setCacheCapacity(50);
    QList<RunEvent> events;
    for (int i = 0; i < 500; ++i)
        events << fixture(u"4.2-tool_result"_s, i + 1);
    tl.appendEvents(events);
    for (int pass = 0; pass < 2; ++pass) {
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!model.index(row).data(TimelineRole::Body).toString().isEmpty());
    }
    QVERIFY2(model.cachedRows() <= 50, qPrintable(QString::number(model.cachedRows())));
    QVERIFY(model.cachedRows() > 0);
    QCOMPARE(model.index(0).data(Qt::DisplayRole).toString(),
             u"Tool result · github_search_repos"_s);
    model.setCacheCapacity(5);
    QVERIFY(model.cachedRows() <= 5);
    model.setCacheCapacity(0);
    QCOMPARE(model.index(7).data(TimelineRole::Body).toString(), u"..."_s);
}

void TestTimelineModel::clearResets()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    ProtocolNotesModel notes(&tl);
    TaskPlanModel plan(&tl);
    PendingCallsModel calls(&model);
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&notes, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&plan, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&calls, QAbstractItemModelTester::FailureReportingMode::QtTest);
    tl.appendEvents({fixture(u"4.9-task_plan-first"_s, 1), thinking(2, u"t"_s),
                     localCall(3, u"tu_1"_s), delta(7, u"gap"_s)});
    model.setData(model.index(1), false, TimelineRole::Collapsed);
    QCOMPARE(notes.rowCount(), 1);
    QCOMPARE(plan.rowCount(), 3);
    QCOMPARE(calls.rowCount(), 1);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy notesReset(&notes, &QAbstractItemModel::modelReset);
    QSignalSpy planChanged(&plan, &TaskPlanModel::planChanged);
    tl.clear();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(notesReset.size(), 1);
    QCOMPARE(planChanged.size(), 1);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(notes.rowCount(), 0);
    QCOMPARE(plan.rowCount(), 0);
    QVERIFY(!plan.hasPlan());
    QCOMPARE(calls.rowCount(), 0);
    QCOMPARE(model.cachedRows(), 0);
    tl.appendEvents({thinking(1, u"t"_s)});
    QVERIFY(model.index(0).data(TimelineRole::Collapsed).toBool()); // the old choice is gone
}

void TestTimelineModel::pendingCalls()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    PendingCallsModel all(&model);
    PendingCallsModel open(&model);
    open.setShowResolved(false);
    QAbstractItemModelTester t1(&all, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&open, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy count(&open, &PendingCallsModel::unresolvedCountChanged);
    tl.appendEvents({delta(1, u"a"_s), localCall(2, u"tu_1"_s),
                     fixture(u"4.3.3-local_tool_call-mcp_local"_s, 3), localCall(4, u"tu_3"_s),
                     resultIn(5, u"tu_3"_s, u"fast"_s)});
    QCOMPARE(all.rowCount(), 3);
    QCOMPARE(open.rowCount(), 2);
    QCOMPARE(open.unresolvedCount(), 2);
    QCOMPARE(count.last().at(0).toInt(), 2);
    QCOMPARE(all.index(1).data(PendingCallsModel::TimelineRowRole).toInt(), 2);
    QCOMPARE(all.index(1).data(PendingCallsModel::CallIndexRole).toInt(), 1);
    QCOMPARE(all.index(2).data(PendingCallsModel::ResolvedRole).toBool(), true);
    // The same roles as the call's timeline row.
    for (int role : {int(Qt::DisplayRole), int(TimelineRole::Kind), int(TimelineRole::Body),
                     int(TimelineRole::Detail), int(TimelineRole::Badge),
                     int(TimelineRole::CallState), int(TimelineRole::CallStateText),
                     int(TimelineRole::ToolUseId), int(TimelineRole::FirstSeq)})
        QCOMPARE(all.index(1).data(role), model.index(2).data(role));
    QCOMPARE(all.index(1).data(TimelineRole::Badge).toString(), u"mcp_local"_s);

    QSignalSpy removed(&open, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changedAll(&all, &QAbstractItemModel::dataChanged);
    tl.updateCall(u"tu_1"_s, LocalCallState::Sending, {});
    QCOMPARE(open.rowCount(), 2);
    QCOMPARE(changedAll.size(), 1);
    QVERIFY(hasRole(changedAll.at(0), TimelineRole::CallState));
    QCOMPARE(all.index(0).data(TimelineRole::CallState).toInt(), int(LocalCallState::Sending));
    tl.updateCall(u"tu_1"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(open.rowCount(), 1);
    QCOMPARE(open.callIndexAt(0), 1);
    QCOMPARE(open.rowForCall(0), -1);
    QCOMPARE(count.last().at(0).toInt(), 1);
    // A call that comes back to an open state (a TimedOut answer is final; Failed is not).
    tl.updateCall(u"tu_z"_s, LocalCallState::Failed, u"failed — 503"_s, 503);
    QCOMPARE(open.rowCount(), 1);
    tl.appendEvents({localCall(6, u"tu_4"_s)});
    QCOMPARE(open.rowCount(), 2);
    QCOMPARE(all.rowCount(), 4);
    open.setShowResolved(true);
    QCOMPARE(open.rowCount(), 4);
}

void TestTimelineModel::protocolNotes()
{
    RunTimeline tl;
    tl.appendEvents({delta(1, u"a"_s)});
    ProtocolNotesModel notes(&tl);
    QAbstractItemModelTester tester(&notes, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&notes, &QAbstractItemModel::rowsInserted);
    QSignalSpy counts(&notes, &ProtocolNotesModel::countsChanged);
    tl.appendEvents({delta(4, u"b"_s), ev(5, u"brand_new_event"), localCall(6, u"tu_1"_s)});
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(notes.rowCount(), 2);
    QCOMPARE(notes.columnCount(), int(ProtocolNotesModel::ColumnCount));
    QCOMPARE(notes.count(Severity::Warning), 1);
    QCOMPARE(notes.count(Severity::Info), 1);
    QCOMPARE(counts.size(), 1);
    const QModelIndex gap = notes.index(0, ProtocolNotesModel::MessageColumn);
    QVERIFY(gap.data().toString().contains(u"from 1 to 4"_s));
    QCOMPARE(notes.index(0, ProtocolNotesModel::SeqColumn).data().toLongLong(), 4);
    QCOMPARE(notes.index(0, ProtocolNotesModel::CategoryColumn).data().toString(), u"seq gap"_s);
    QCOMPARE(notes.index(0, ProtocolNotesModel::SeverityColumn).data().toString(), u"warning"_s);
    QCOMPARE(gap.data(ProtocolNotesModel::TimelineRowRole).toInt(), 0); // delta 4 grew row 0
    QCOMPARE(notes.index(1, 0).data(ProtocolNotesModel::TimelineRowRole).toInt(), 1);
    QCOMPARE(notes.index(1, 0).data(ProtocolNotesModel::CategoryRole).toInt(),
             int(ProtocolNote::Category::UnknownEvent));
    QCOMPARE(notes.headerData(ProtocolNotesModel::MessageColumn, Qt::Horizontal).toString(),
             u"Message"_s);

    // A note about something still to come is re-anchored when it arrives.
    ProtocolNote future;
    future.category = ProtocolNote::Category::Reconnect;
    future.message = u"reconnected; 3 events replayed"_s;
    future.seq = 7;
    tl.addNote(future);
    QCOMPARE(notes.rowCount(), 3);
    QCOMPARE(notes.index(2, 0).data(ProtocolNotesModel::TimelineRowRole).toInt(), -1);
    QSignalSpy changed(&notes, &QAbstractItemModel::dataChanged);
    tl.appendEvents({delta(7, u"c"_s)});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 2);
    QCOMPARE(notes.index(2, 0).data(ProtocolNotesModel::TimelineRowRole).toInt(), 3);

    tl.markSourceEnded();
    QCOMPARE(notes.count(Severity::Error), 1); // no terminal event
    QCOMPARE(notes.rowCount(), 5);             // + the unanswered call
}

void TestTimelineModel::taskPlan()
{
    RunTimeline tl;
    TaskPlanModel plan(&tl);
    QAbstractItemModelTester tester(&plan, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changedPlan(&plan, &TaskPlanModel::planChanged);
    QSignalSpy inserted(&plan, &QAbstractItemModel::rowsInserted);
    QVERIFY(!plan.hasPlan());
    QVERIFY(plan.progressText().isEmpty());
    tl.appendEvents({fixture(u"4.9-task_plan-first"_s, 1)});
    QCOMPARE(changedPlan.size(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(plan.rowCount(), 3);
    QVERIFY(plan.hasPlan());
    QCOMPARE(plan.brief(), u"Compare Q3 vs Q4 revenue and summarize drivers."_s);
    QCOMPARE(plan.progressText(), u"0 of 3 done"_s);
    QCOMPARE(plan.index(0).data().toString(), u"Pull Q3 and Q4 revenue"_s);
    QCOMPARE(plan.index(0).data(TaskPlanModel::StatusRole).toInt(),
             int(PlanStepStatus::InProgress));
    QCOMPARE(plan.index(0).data(TaskPlanModel::StatusTextRole).toString(), u"in progress"_s);
    QCOMPARE(plan.property("progressText").toString(), u"0 of 3 done"_s);

    QSignalSpy changed(&plan, &QAbstractItemModel::dataChanged);
    tl.appendEvents({fixture(u"4.9-task_plan-advance"_s, 2)});
    QCOMPARE(changedPlan.size(), 2);
    QCOMPARE(inserted.size(), 1); // same steps: updated in place
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);
    QCOMPARE(plan.progressText(), u"1 of 3 done"_s);
    QCOMPARE(plan.doneCount(), 1);
    QCOMPARE(plan.updates(), 2);
    // The same plan again: nothing changes.
    tl.appendEvents({fixture(u"4.9-task_plan-advance"_s, 3)});
    QCOMPARE(changedPlan.size(), 2);

    // A plan-only run's result carries a longer plan.
    tl.appendEvents({fixture(u"8.5-result-plan_only"_s, 4)});
    QCOMPARE(plan.rowCount(), 4);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(plan.progressText(), u"0 of 4 done"_s);
    QCOMPARE(plan.index(3).data().toString(), u"Verify counts"_s);
}

void TestTimelineModel::streamUnderTesters()
{
    // 100k events in batches of varying size, deltas growing rows, calls answered late and
    // through updateCall, with the tester checking every signal of the model, the proxy and the
    // pending-call queue.
    QStringList callIds;
    const QList<RunEvent>& events = syntheticRun(&callIds);
    RunTimeline tl;
    TimelineModel model(&tl);
    TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    TimelineFilter filter;
    filter.setKindShown(TimelineRowKind::Thinking, false);
    filter.setText(u"word9"_s); // grows into matching as deltas arrive
    proxy.setFilter(filter);
    TimelineFilterProxy pendingOnly;
    pendingOnly.setSourceModel(&model);
    TimelineFilter pendingFilter;
    pendingFilter.setOnlyPendingCalls(true);
    pendingOnly.setFilter(pendingFilter);
    PendingCallsModel calls(&model);
    calls.setShowResolved(false);
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&pendingOnly,
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&calls, QAbstractItemModelTester::FailureReportingMode::QtTest);

    std::mt19937 rng(7);
    QElapsedTimer timer;
    timer.start();
    int batches = 0;
    int answered = 0;
    for (qsizetype i = 0; i < events.size();) {
        // Mostly up to 1200 events, every fifth batch up to 4000 (a replay's burst).
        const int n = std::uniform_int_distribution<int>(1, batches % 5 == 0 ? 4000 : 1200)(rng);
        tl.appendEvents(events.mid(i, n));
        i += n;
        ++batches;
        // Now and then a call is answered by "us" (ToolResultSender's outcome).
        if (batches % 7 == 0 && answered < callIds.size()) {
            const QString id = callIds.at(answered++);
            tl.updateCall(id, LocalCallState::Sending, {});
            tl.updateCall(id, LocalCallState::Answered, u"answered (204)"_s, 204, u"{}"_s);
        }
        if (QTest::currentTestFailed())
            return;
    }
    const qint64 ms = timer.elapsed();
    qInfo("under 4 testers: %d events in %d batches -> %d rows in %lld ms", int(events.size()),
          batches, tl.rowCount(), ms);
    QCOMPARE(model.rowCount(), tl.rowCount());
    int expected = 0;
    int expectedPending = 0;
    for (int row = 0; row < tl.rowCount(); ++row) {
        expected += filter.accepts(tl, row) ? 1 : 0;
        expectedPending += pendingFilter.accepts(tl, row) ? 1 : 0;
    }
    QVERIFY(expected > 0);
    QCOMPARE(proxy.rowCount(), expected);
    QCOMPARE(pendingOnly.rowCount(), expectedPending);
    QCOMPARE(calls.rowCount(), calls.unresolvedCount());
    QCOMPARE(calls.rowCount(), expectedPending);
    QVERIFY(tl.rowCount() > 1000);
    // A 3000-delta row was built incrementally and reads back whole.
    bool sawLong = false;
    for (int row = 0; row < tl.rowCount() && !sawLong; ++row)
        sawLong = tl.row(row).eventCount == 3000;
    QVERIFY(sawLong);
}

void TestTimelineModel::throughput()
{
    // What a live run costs: events through appendEvents and the model (with a proxy) in
    // batches like a stream's, and the memory an event and a row take.
    const auto feed = [](const QList<RunEvent>& events, int* rows) {
        RunTimeline tl;
        TimelineModel model(&tl);
        TimelineFilterProxy proxy;
        proxy.setSourceModel(&model);
        TimelineFilter filter;
        filter.setKindShown(TimelineRowKind::Thinking, false);
        proxy.setFilter(filter);
        QElapsedTimer timer;
        timer.start();
        for (qsizetype i = 0; i < events.size(); i += 64) {
            tl.appendEvents(events.mid(i, 64));
            // A view reads the rows it shows: the last few.
            for (int row = std::max(0, model.rowCount() - 3); row < model.rowCount(); ++row)
                model.index(row).data(TimelineRole::Body);
        }
        *rows = model.rowCount();
        return std::max<qint64>(1, timer.nsecsElapsed());
    };
    // A realistic mix (long delta rows) and a row per event (the worst case for the model).
    int mixedRows = 0;
    const qint64 mixedNs = feed(syntheticRun(), &mixedRows);
    QList<RunEvent> rowEach;
    const RunEvent toolResult = fixture(u"4.2-tool_result"_s);
    const RunEvent token = delta(1, u"x"_s);
    for (int i = 0; i < 100'000; ++i) {
        rowEach << (i % 2 ? toolResult : token);
        rowEach.last().seq = i + 1;
    }
    int eachRows = 0;
    const qint64 eachNs = feed(rowEach, &eachRows);
    QCOMPARE(eachRows, 100'000);
    const double mixedEventsPerSecond = 1e5 * 1e9 / double(mixedNs);
    const double eachRowsPerSecond = double(eachRows) * 1e9 / double(eachNs);
    qInfo("mixed run: 100000 events -> %d rows in %.1f ms: %.0f events/s", mixedRows,
          double(mixedNs) / 1e6, mixedEventsPerSecond);
    qInfo("a row per event: 100000 rows in %.1f ms: %.0f rows/s", double(eachNs) / 1e6,
          eachRowsPerSecond);
    qInfo("sizeof(TimelineRow) %d, sizeof(RunEvent) %d, sizeof(LocalCall) %d",
          int(sizeof(TimelineRow)), int(sizeof(RunEvent)), int(sizeof(LocalCall)));

    // Memory: frames decoded inside the window, so the timeline owns every byte it keeps.
    QByteArrayList frames;
    for (int i = 0; i < 50'000; ++i)
        frames << EventEncoder::encodeEnvelope(i + 1,
                                               i % 2 ? u"assistant_delta"_s : u"tool_result"_s,
                                               i % 2 ? QJsonObject{{"text"_L1, u"token "_s}}
                                                     : QJsonObject{{"toolUseId"_L1, u"tu_1"_s},
                                                                   {"name"_L1, u"search"_s},
                                                                   {"result"_L1, u"a result"_s}});
    qsizetype rawBytes = 0;
    for (const QByteArray& f : frames)
        rawBytes += f.size();
#if !defined(__SANITIZE_ADDRESS__)
    const size_t heapBefore = mallinfo2().uordblks;
#endif
    auto tl = std::make_unique<RunTimeline>();
    {
        TimelineModel model(tl.get());
        EventDecoder decoder;
        for (qsizetype i = 0; i < frames.size(); i += 64) {
            QList<RunEvent> batch;
            for (qsizetype k = i; k < std::min(frames.size(), i + 64); ++k)
                batch << decoder.decode(frames.at(k));
            tl->appendEvents(batch);
        }
        QCOMPARE(model.rowCount(), 50'000);
    }
#if !defined(__SANITIZE_ADDRESS__)
    const size_t heapAfter = mallinfo2().uordblks;
    const double perRow = double(heapAfter - heapBefore) / double(tl->rowCount());
    qInfo("memory: %.0f bytes per row of one event each (%.0f of them the raw SSE data kept for "
          "the inspector)",
          perRow, double(rawBytes) / double(frames.size()));
    QVERIFY2(perRow < 1024, qPrintable(QString::number(perRow)));
    QVERIFY2(mixedEventsPerSecond > 100'000, qPrintable(QString::number(mixedEventsPerSecond)));
#else
    Q_UNUSED(rawBytes)
    QVERIFY2(mixedEventsPerSecond > 10'000, qPrintable(QString::number(mixedEventsPerSecond)));
#endif
}

void TestTimelineModel::hostileTextsEscaped()
{
    RunTimeline tl;
    TimelineModel model(&tl);
    ProtocolNotesModel notes(&tl);
    const QString name = u"line1\nline2\r#99 \x1b[31mok\u202e"_s;
    const QString id = u"tu_\u2066x\u0085"_s;
    tl.appendEvents(
        {localCall(1, id, name), delta(2, u"one\r\ntwo\x1b[2J\u2028three"_s),
         ev(3, u"error",
            QJsonObject{{"error"_L1, u"bad\x07\nthing\u200f"_s}, {"code"_L1, u"E\u202e1"_s}}),
         localCall(4, id, name)});
    const auto isUnsafe = [](const QString& text, bool multiLine) {
        for (const QChar c : text) {
            if (multiLine && (c == u'\n' || c == u'\t'))
                continue;
            if (displaytext::isUnsafe(c.unicode()))
                return true;
        }
        return false;
    };
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row);
        for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole),
                               int(TimelineRole::Headline), int(TimelineRole::Detail),
                               int(TimelineRole::Badge), int(TimelineRole::CallStateText)})
            QVERIFY2(!isUnsafe(i.data(role).toString(), false),
                     qPrintable(
                         u"row %1 role %2: %3"_s.arg(row).arg(role).arg(i.data(role).toString())));
        QVERIFY2(!isUnsafe(i.data(TimelineRole::Body).toString(), true),
                 qPrintable(i.data(TimelineRole::Body).toString()));
        for (const QString& problem : i.data(TimelineRole::Problems).toStringList())
            QVERIFY(!isUnsafe(problem, false));
    }
    const QModelIndex call = model.index(0);
    QVERIFY2(call.data(TimelineRole::Headline)
                 .toString()
                 .endsWith(uR"(line1\nline2\r#99 \x1b[31mok\u202e)"_s),
             qPrintable(call.data(TimelineRole::Headline).toString()));
    // The keys stay as received: the pending-calls panel finds its call by them.
    QCOMPARE(call.data(TimelineRole::ToolName).toString(), name);
    QCOMPARE(call.data(TimelineRole::ToolUseId).toString(), id);
    // A text keeps its lines; nothing else.
    QCOMPARE(model.index(1).data(TimelineRole::Body).toString(), u"one\ntwo\\x1b[2J\\u2028three"_s);
    // Notes quote the id (the repeated call): escaped too.
    QVERIFY(notes.rowCount() > 0);
    for (int row = 0; row < notes.rowCount(); ++row) {
        const QModelIndex n = notes.index(row, ProtocolNotesModel::MessageColumn);
        QVERIFY2(!isUnsafe(n.data().toString(), false), qPrintable(n.data().toString()));
        QVERIFY(!isUnsafe(n.data(ProtocolNotesModel::DetailRole).toString(), true));
    }
}

QTEST_GUILESS_MAIN(TestTimelineModel)
#include "tst_timelinemodel.moc"
