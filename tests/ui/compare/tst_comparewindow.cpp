// SPDX-License-Identifier: MIT
// CompareWindow offscreen: two runs differing in one tool call, tokens and the spec's reasoning
// level — the spec tab lists the change with a text marker, the summary marks the differing
// values, the timeline columns stay aligned and selecting a row selects its counterpart. With
// MANTYX_SCREENSHOT_DIR set it keeps a picture of each tab.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "compare/comparewindow.h"
#include "run/capturewriter.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::timelinetest;

class TestCompareWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void specTabMarksChanges();
    void summaryTabMarksDifferingValues();
    void timelineColumnsAreAligned();
    void selectingARowSelectsItsCounterpart();
    void f8GoesThroughTheDifferences();
    void equalSpecsSaySo();
    void opensTwoCaptures();
    void screenshots();

private:
    QJsonObject specWith(const QString& reasoning) const;
    std::unique_ptr<RunTimeline> m_left;
    std::unique_ptr<RunTimeline> m_right;
    std::unique_ptr<CompareWindow> m_window;
};

QJsonObject TestCompareWindow::specWith(const QString& reasoning) const
{
    return QJsonObject{{"modelId"_L1, u"platform:demo"_s},
                       {"prompt"_L1, u"Total the EU orders"_s},
                       {"reasoningLevel"_L1, reasoning},
                       {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"local"_s},
                                                           {"name"_L1, u"compute_total"_s}}}}};
}

void TestCompareWindow::init()
{
    m_left = std::make_unique<RunTimeline>();
    m_right = std::make_unique<RunTimeline>();
    fillRecorded(*m_left, compareRun({}));
    CompareRunShape other;
    other.idPrefix = u"tu_b"_s;
    other.region = u"US"_s;
    other.outputTokens = 2048;
    other.extraLookup = true;
    fillRecorded(*m_right, compareRun(other));
    m_window = std::make_unique<CompareWindow>();
    QJsonObject rightSpec = specWith(u"high"_s);
    QJsonArray tools = rightSpec.value("tools"_L1).toArray();
    tools.append(QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, u"lookup"_s}});
    rightSpec.insert("tools"_L1, tools);
    m_window->setRuns({u"low.mxrun"_s, m_left.get(), specWith(u"low"_s)},
                      {u"high.mxrun"_s, m_right.get(), rightSpec});
    m_window->resize(1100, 640);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestCompareWindow::cleanup()
{
    m_window.reset();
    m_left.reset();
    m_right.reset();
}

void TestCompareWindow::specTabMarksChanges()
{
    auto* tree = m_window->findChild<QTreeWidget*>(u"specDiffTree"_s);
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), 2);
    QTreeWidgetItem* reasoning = tree->topLevelItem(0);
    QCOMPARE(reasoning->text(1), u"reasoningLevel"_s);
    QVERIFY(reasoning->text(0).startsWith(u"~ "_s)); // a marker, not colour alone
    QCOMPARE(reasoning->text(2), u"\"low\""_s);
    QCOMPARE(reasoning->text(3), u"\"high\""_s);
    QTreeWidgetItem* added = tree->topLevelItem(1);
    QCOMPARE(added->text(1), u"tools[1]"_s);
    QVERIFY(added->text(0).startsWith(u"+ "_s));
    QVERIFY(added->text(2).isEmpty());
    QVERIFY(added->text(3).contains(u"lookup"_s));
    QVERIFY(added->background(0).color() != reasoning->background(0).color());
    QVERIFY(!m_window->findChild<QLabel*>(u"specDiffEmpty"_s)->isVisible());
}

void TestCompareWindow::summaryTabMarksDifferingValues()
{
    auto* tree = m_window->findChild<QTreeWidget*>(u"summaryCompareTree"_s);
    QVERIFY(tree);
    QStringList marked;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree->topLevelItem(i);
        const bool differs = !item->text(0).isEmpty();
        QCOMPARE(item->font(1).bold(), differs);
        if (differs)
            marked << item->data(0, Qt::UserRole).toString();
    }
    // Two more events (the lookup call and its echo) make the right run last longer too.
    QCOMPARE(marked,
             QStringList({u"duration"_s, u"tokens.output"_s, u"localCalls"_s, u"tool:lookup"_s}));
}

void TestCompareWindow::timelineColumnsAreAligned()
{
    auto* left = m_window->findChild<QTreeWidget*>(u"leftTimeline"_s);
    auto* right = m_window->findChild<QTreeWidget*>(u"rightTimeline"_s);
    QVERIFY(left && right);
    const RunComparison& comparison = m_window->comparison();
    QCOMPARE(left->topLevelItemCount(), comparison.rows.size());
    QCOMPARE(right->topLevelItemCount(), comparison.rows.size());
    QCOMPARE(comparison.rows.size(), m_right->rowCount()); // the right run only adds rows
    QStringList leftMarks;
    QStringList rightMarks;
    for (int i = 0; i < left->topLevelItemCount(); ++i) {
        leftMarks << left->topLevelItem(i)->text(0);
        rightMarks << right->topLevelItem(i)->text(0);
    }
    // compute_total's arguments changed, lookup was added with its echo, the result's tokens
    // changed.
    const QStringList expected = {u""_s, u""_s,  u""_s,  u""_s, u""_s, u""_s, u"~"_s,
                                  u""_s, u"+"_s, u"+"_s, u""_s, u""_s, u"~"_s};
    QCOMPARE(rightMarks, expected);
    QCOMPARE(left->topLevelItem(8)->text(3), u"(only in the right run)"_s);
    QVERIFY(left->topLevelItem(8)->text(1).isEmpty());
    QCOMPARE(left->topLevelItem(10)->text(1), u"9"_s); // row numbers are each run's own
    QCOMPARE(right->topLevelItem(10)->text(1), u"11"_s);
    QCOMPARE(leftMarks[6], u"~"_s);
}

void TestCompareWindow::selectingARowSelectsItsCounterpart()
{
    auto* tabs = m_window->findChild<QTabWidget*>(u"compareTabs"_s);
    tabs->setCurrentIndex(2);
    auto* left = m_window->findChild<QTreeWidget*>(u"leftTimeline"_s);
    auto* right = m_window->findChild<QTreeWidget*>(u"rightTimeline"_s);

    // A click on the left row selects the right one beside it.
    const QRect rect = left->visualItemRect(left->topLevelItem(6));
    QTest::mouseClick(left->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(left->selectedItems().size(), 1);
    QCOMPARE(right->selectedItems().size(), 1);
    QCOMPARE(right->indexOfTopLevelItem(right->selectedItems().first()), 6);
    QCOMPARE(m_window->selectedAlignedLine(), 6);

    // And the other way round, with the keyboard.
    right->setFocus();
    QTest::keyClick(right, Qt::Key_Down);
    QTest::keyClick(right, Qt::Key_Down);
    QCOMPARE(right->indexOfTopLevelItem(right->currentItem()), 8);
    QCOMPARE(m_window->selectedAlignedLine(), 8);

    m_window->selectAlignedLine(12);
    QCOMPARE(left->indexOfTopLevelItem(left->selectedItems().first()), 12);
    QCOMPARE(right->indexOfTopLevelItem(right->selectedItems().first()), 12);
}

void TestCompareWindow::f8GoesThroughTheDifferences()
{
    auto* tabs = m_window->findChild<QTabWidget*>(u"compareTabs"_s);
    tabs->setCurrentIndex(0);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    // Differing lines: 6 (compute_total), 8 and 9 (lookup and its echo), 12 (the result).
    QList<int> visited;
    for (int i = 0; i < 5; ++i) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(),
                        Qt::Key_F8);
        visited << m_window->selectedAlignedLine();
    }
    QCOMPARE(visited, QList<int>({6, 8, 9, 12, 6}));
    QCOMPARE(tabs->currentIndex(), 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(m_window->selectedAlignedLine(), 12);
    auto* right = m_window->findChild<QTreeWidget*>(u"rightTimeline"_s);
    QCOMPARE(right->indexOfTopLevelItem(right->selectedItems().value(0)), 12);
}

void TestCompareWindow::equalSpecsSaySo()
{
    CompareWindow window;
    window.setRuns({u"a"_s, m_left.get(), specWith(u"low"_s)},
                   {u"b"_s, m_left.get(), specWith(u"low"_s)});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.findChild<QLabel*>(u"specDiffEmpty"_s)->isVisible());
    QVERIFY(!window.findChild<QTreeWidget*>(u"specDiffTree"_s)->isVisible());
    QCOMPARE(window.comparison().differingRows(), 0);
    QVERIFY(!window.selectNextDifference());
    auto* header = window.findChild<QLabel*>(u"compareHeader"_s);
    QVERIFY2(header->text().contains(u"0 spec difference"_s), qPrintable(header->text()));
    QVERIFY2(header->text().contains(u"0 timeline row"_s), qPrintable(header->text()));
}

void TestCompareWindow::opensTwoCaptures()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&dir](const QString& name, const QList<RunEvent>& events,
                              const QJsonObject& spec) {
        CaptureWriter::Header header;
        header.runId = name;
        header.spec = spec;
        QByteArray bytes = CaptureWriter::headerLine(header) + '\n';
        for (qsizetype i = 0; i < events.size(); ++i)
            bytes += CaptureWriter::eventLine(events[i], i * 100) + '\n';
        QFile file(dir.filePath(name + u".mxrun"_s));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    CompareRunShape other;
    other.outputTokens = 99;
    QVERIFY(write(u"run_a"_s, compareRun({}), specWith(u"low"_s)));
    QVERIFY(write(u"run_b"_s, compareRun(other), specWith(u"medium"_s)));

    CompareWindow window;
    QString error;
    QVERIFY2(
        window.openCaptures(dir.filePath(u"run_a.mxrun"_s), dir.filePath(u"run_b.mxrun"_s), &error),
        qPrintable(error));
    QCOMPARE(window.comparison().spec.size(), 1);
    QCOMPARE(window.comparison().differingRows(), 1); // the result's tokens
    QCOMPARE(window.findChild<QLabel*>(u"leftTimelineTitle"_s)->text(),
             u"Left: run_a.mxrun (run run_a)"_s);

    // A file that is not there: the window says which, and keeps what it showed.
    QVERIFY(!window.openCaptures(dir.filePath(u"run_a.mxrun"_s), dir.filePath(u"nope.mxrun"_s),
                                 &error));
    QVERIFY2(error.startsWith(u"nope.mxrun: "_s), qPrintable(error));
    QCOMPARE(window.comparison().differingRows(), 1);
    QCOMPARE(window.findChild<QTreeWidget*>(u"rightTimeline"_s)->topLevelItemCount(),
             window.comparison().rows.size());
}

void TestCompareWindow::screenshots()
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    auto* tabs = m_window->findChild<QTabWidget*>(u"compareTabs"_s);
    const QStringList names = {u"compare-spec"_s, u"compare-summary"_s, u"compare-timeline"_s};
    m_window->selectAlignedLine(6);
    for (int i = 0; i < names.size(); ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(100);
        QVERIFY(m_window->grab().save(QDir(dir).filePath(names[i] + u".png"_s)));
    }
}

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
