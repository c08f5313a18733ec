// SPDX-License-Identifier: MIT
// Tests the timeline card geometry without painting: heights add up, blocks stack without
// overlapping, long bodies clip to a few lines unless expanded, thinking rows fold to one line,
// pills move under the headline when the card is narrow, flagged and terminal cards take room.
#include <QTest>

#include "timeline/timelinelayout.h"

namespace mantyx {

class TestTimelineLayout : public QObject
{
    Q_OBJECT

private slots:
    void stacking_data();
    void stacking();
    void clipsLongBodies();
    void expandedShowsAllUpToTheCap();
    void thinkingFoldsToOneLine();
    void richBodiesClipByPixels();
    void longDetailIsExpandable();
    void pillsMoveToTheirOwnLine();
    void flagStripeTakesTextWidth();
    void terminalCardsArePadded();
    void tinyWidthsStayValid();
    void rowOffsetMovesEverything();
};

namespace {

TimelineCardMetrics metrics()
{
    TimelineCardMetrics m;
    m.maxBodyLines = 6;
    return m;
}

bool inside(const QRect& inner, const QRect& outer)
{
    return inner.isEmpty() || outer.contains(inner);
}

} // namespace

void TestTimelineLayout::stacking_data()
{
    QTest::addColumn<int>("bodyLines");
    QTest::addColumn<int>("detailLines");
    QTest::addColumn<int>("pillsWidth");
    QTest::addColumn<bool>("flagged");
    QTest::addColumn<bool>("terminal");
    QTest::addColumn<int>("width");
    QTest::newRow("headline only") << 0 << 0 << 0 << false << false << 600;
    QTest::newRow("body") << 3 << 0 << 0 << false << false << 600;
    QTest::newRow("body detail pills") << 4 << 1 << 120 << false << false << 600;
    QTest::newRow("clipped flagged") << 30 << 5 << 200 << true << false << 500;
    QTest::newRow("terminal") << 2 << 2 << 60 << false << true << 800;
    QTest::newRow("narrow") << 10 << 3 << 300 << true << true << 260;
}

void TestTimelineLayout::stacking()
{
    QFETCH(int, bodyLines);
    QFETCH(int, detailLines);
    QFETCH(int, pillsWidth);
    QFETCH(bool, flagged);
    QFETCH(bool, terminal);
    QFETCH(int, width);

    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = bodyLines;
    c.detailLines = detailLines;
    c.pillsWidth = pillsWidth;
    c.metaWidth = 70;
    c.flagged = flagged;
    c.terminal = terminal;
    const QRect row(0, 0, width, 0);
    const TimelineCardLayout l = TimelineCardLayout::compute(m, row, c);

    QCOMPARE(l.height, l.card.height() + 2 * m.marginY);
    QCOMPARE(l.card.left(), m.marginX);
    QCOMPARE(l.card.width(), width - 2 * m.marginX);
    QCOMPARE(l.stripe.height(), l.card.height());
    QCOMPARE(l.flagStripe.isEmpty(), !flagged);
    for (const QRect& r : {l.stripe, l.flagStripe, l.glyph, l.headline, l.pills, l.meta, l.body,
                           l.detail, l.expander})
        QVERIFY2(inside(r, l.card), "a part sticks out of its card");

    // The headline line never overlaps its pills or the meta text.
    QVERIFY(!l.headline.intersects(l.meta));
    if (!l.pillsOwnLine && !l.pills.isEmpty()) {
        QVERIFY(!l.headline.intersects(l.pills));
        QVERIFY(!l.pills.intersects(l.meta));
    }
    // Blocks stack top to bottom: headline, (pills), body, detail, expander.
    int y = std::max(l.headline.bottom(), l.glyph.top() + 1);
    if (l.pillsOwnLine) {
        QVERIFY(l.pills.top() > l.headline.bottom());
        y = l.pills.bottom();
    }
    for (const QRect& r : {l.body, l.detail, l.expander}) {
        if (r.isEmpty())
            continue;
        QVERIFY2(r.top() > y, "blocks overlap");
        y = r.bottom();
    }
    QVERIFY(l.card.bottom() >= y);
    QCOMPARE(l.body.isEmpty(), bodyLines == 0);
    QCOMPARE(l.detail.isEmpty(), detailLines == 0);
    QCOMPARE(l.body.height(), l.shownBodyLines * m.bodyLineHeight);
    QCOMPARE(l.detail.height(), l.shownDetailLines * m.detailLineHeight);
    if (bodyLines > 0)
        QCOMPARE(l.body.width(), TimelineCardLayout::textWidth(m, width, terminal, flagged));
}

void TestTimelineLayout::clipsLongBodies()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 20;
    const TimelineCardLayout l = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(l.shownBodyLines, 6);
    QCOMPARE(l.hiddenBodyLines, 14);
    QVERIFY(l.clipped);
    QVERIFY(l.expandable);
    QVERIFY(!l.expander.isEmpty());

    c.bodyLines = 6; // exactly the limit: nothing to expand
    const TimelineCardLayout fits = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(fits.shownBodyLines, 6);
    QVERIFY(!fits.clipped);
    QVERIFY(!fits.expandable);
    QVERIFY(fits.expander.isEmpty());
    QVERIFY(fits.height < l.height);
}

void TestTimelineLayout::expandedShowsAllUpToTheCap()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 20;
    c.expanded = true;
    const TimelineCardLayout l = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(l.shownBodyLines, 20);
    QVERIFY(!l.clipped);
    QVERIFY(l.expandable); // "Show less" stays
    QVERIFY(!l.expander.isEmpty());

    c.bodyLines = m.maxExpandedLines + 50;
    const TimelineCardLayout capped = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(capped.shownBodyLines, m.maxExpandedLines);
    QVERIFY(capped.clipped);
}

void TestTimelineLayout::thinkingFoldsToOneLine()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 12;
    c.detailLines = 1;
    c.collapsible = true;
    c.collapsed = true;
    const TimelineCardLayout folded = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(folded.shownBodyLines, 1);
    QVERIFY(!folded.chevron.isEmpty());
    QVERIFY(folded.expander.isEmpty()); // the chevron is the toggle
    QVERIFY(folded.headline.left() > folded.chevron.right());

    c.collapsed = false;
    const TimelineCardLayout open = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(open.shownBodyLines, 12);
    QVERIFY(open.expander.isEmpty());
    QCOMPARE(open.height - folded.height, 11 * m.bodyLineHeight);
}

void TestTimelineLayout::richBodiesClipByPixels()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyHeight = 40;
    const TimelineCardLayout small = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(small.shownBodyHeight, 40);
    QCOMPARE(small.body.height(), 40);
    QVERIFY(!small.expandable);

    c.bodyHeight = 900;
    const TimelineCardLayout tall = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(tall.shownBodyHeight, m.maxBodyLines * m.bodyLineHeight);
    QVERIFY(tall.clipped);
    QVERIFY(tall.expandable);
    c.expanded = true;
    const TimelineCardLayout expanded = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(expanded.shownBodyHeight, 900);
}

void TestTimelineLayout::longDetailIsExpandable()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.detailLines = 5;
    const TimelineCardLayout l = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(l.shownDetailLines, m.maxDetailLines);
    QVERIFY(l.expandable);
    c.expanded = true;
    const TimelineCardLayout open = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(open.shownDetailLines, 5);
}

void TestTimelineLayout::pillsMoveToTheirOwnLine()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.pillsWidth = 180;
    c.metaWidth = 80;
    const TimelineCardLayout wide = TimelineCardLayout::compute(m, QRect(0, 0, 800, 0), c);
    QVERIFY(!wide.pillsOwnLine);
    QCOMPARE(wide.pills.width(), 180);
    QVERIFY(wide.headline.width() >= m.minHeadlineWidth);
    QCOMPARE(wide.pills.right() + 1 + m.gap, wide.meta.left());

    const TimelineCardLayout narrow = TimelineCardLayout::compute(m, QRect(0, 0, 380, 0), c);
    QVERIFY(narrow.pillsOwnLine);
    QVERIFY(narrow.pills.top() > narrow.headline.bottom());
    QCOMPARE(narrow.height - wide.height, m.lineGap + m.pillHeight);
}

void TestTimelineLayout::flagStripeTakesTextWidth()
{
    const TimelineCardMetrics m = metrics();
    QCOMPARE(TimelineCardLayout::textWidth(m, 600, false, false) -
                 TimelineCardLayout::textWidth(m, 600, false, true),
             m.flagStripeWidth);
    TimelineCardContent c;
    c.flagged = true;
    c.bodyLines = 1;
    const TimelineCardLayout l = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    QCOMPARE(l.flagStripe.left(), l.stripe.right() + 1);
    QVERIFY(l.glyph.left() > l.flagStripe.right());
}

void TestTimelineLayout::terminalCardsArePadded()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 2;
    const int plain = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c).height;
    c.terminal = true;
    const int terminal = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c).height;
    QCOMPARE(terminal - plain, 2 * (m.terminalPadding - m.padding));
}

void TestTimelineLayout::tinyWidthsStayValid()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 3;
    c.detailLines = 2;
    c.pillsWidth = 400;
    c.metaWidth = 300;
    c.flagged = true;
    for (int width : {0, 10, 40, 90}) {
        const TimelineCardLayout l = TimelineCardLayout::compute(m, QRect(0, 0, width, 0), c);
        QVERIFY(l.height > 0);
        QVERIFY(l.headline.width() >= 0);
        QVERIFY(l.body.width() >= 1);
        QVERIFY(TimelineCardLayout::textWidth(m, width, true, true) >= 1);
    }
}

void TestTimelineLayout::rowOffsetMovesEverything()
{
    const TimelineCardMetrics m = metrics();
    TimelineCardContent c;
    c.bodyLines = 2;
    c.detailLines = 1;
    c.pillsWidth = 50;
    const TimelineCardLayout a = TimelineCardLayout::compute(m, QRect(0, 0, 600, 0), c);
    const TimelineCardLayout b = TimelineCardLayout::compute(m, QRect(10, 300, 600, 999), c);
    QCOMPARE(b.height, a.height);
    QCOMPARE(b.card, a.card.translated(10, 300));
    QCOMPARE(b.body, a.body.translated(10, 300));
    QCOMPARE(b.pills, a.pills.translated(10, 300));
}

} // namespace mantyx

QTEST_APPLESS_MAIN(mantyx::TestTimelineLayout)
#include "tst_timelinelayout.moc"
