// SPDX-License-Identifier: MIT
// TimelineCardLayout: a card's rectangles from its metrics and measured content.
#include "timeline/timelinelayout.h"

#include <algorithm>

namespace mantyx {

namespace {

int paddingOf(const TimelineCardMetrics& m, bool terminal)
{
    return terminal ? m.terminalPadding : m.padding;
}

// Left edge of the text column (headline, body, detail), relative to the card's left edge.
int textIndent(const TimelineCardMetrics& m, bool terminal, bool flagged)
{
    return m.stripeWidth + (flagged ? m.flagStripeWidth : 0) + paddingOf(m, terminal) +
           m.glyphSize + m.gap;
}

} // namespace

int TimelineCardLayout::textWidth(const TimelineCardMetrics& m, int rowWidth, bool terminal,
                                  bool flagged)
{
    const int cardWidth = rowWidth - 2 * m.marginX;
    return std::max(1, cardWidth - textIndent(m, terminal, flagged) - paddingOf(m, terminal));
}

TimelineCardLayout TimelineCardLayout::compute(const TimelineCardMetrics& m, const QRect& row,
                                               const TimelineCardContent& c)
{
    TimelineCardLayout l;
    const int pad = paddingOf(m, c.terminal);
    const int cardLeft = row.left() + m.marginX;
    const int cardTop = row.top() + m.marginY;
    const int cardWidth = std::max(1, row.width() - 2 * m.marginX);
    const int textLeft = cardLeft + textIndent(m, c.terminal, c.flagged);
    const int textW = textWidth(m, row.width(), c.terminal, c.flagged);
    const int textRight = textLeft + textW; // exclusive

    // Headline line: [chevron] headline … pills meta.
    int y = cardTop + pad;
    const int lineH = std::max({m.headlineHeight, m.pillHeight, m.glyphSize});
    l.glyph = QRect(cardLeft + m.stripeWidth + (c.flagged ? m.flagStripeWidth : 0) + pad, y,
                    m.glyphSize, m.glyphSize);
    int headLeft = textLeft;
    if (c.collapsible) {
        l.chevron =
            QRect(headLeft, y + (lineH - m.headlineHeight) / 2, m.chevronWidth, m.headlineHeight);
        headLeft += m.chevronWidth + m.gap / 2;
    }
    int headRight = textRight;
    if (c.metaWidth > 0) {
        const int metaW = std::min(c.metaWidth, std::max(0, headRight - headLeft));
        l.meta =
            QRect(headRight - metaW, y + (lineH - m.headlineHeight) / 2, metaW, m.headlineHeight);
        headRight -= metaW + m.gap;
    }
    if (c.pillsWidth > 0) {
        if (headRight - headLeft - c.pillsWidth - m.gap >= m.minHeadlineWidth) {
            l.pills = QRect(headRight - c.pillsWidth, y + (lineH - m.pillHeight) / 2, c.pillsWidth,
                            m.pillHeight);
            headRight -= c.pillsWidth + m.gap;
        } else {
            l.pillsOwnLine = true;
        }
    }
    l.headline = QRect(headLeft, y + (lineH - m.headlineHeight) / 2,
                       std::max(0, headRight - headLeft), m.headlineHeight);
    y += lineH;
    if (l.pillsOwnLine) {
        y += m.lineGap;
        l.pills = QRect(textLeft, y, std::min(c.pillsWidth, textW), m.pillHeight);
        y += m.pillHeight;
    }

    // Body: plain lines or a rich-text height, clipped unless expanded.
    const bool rich = c.bodyHeight >= 0;
    const int fullBody = rich ? c.bodyHeight : c.bodyLines * m.bodyLineHeight;
    if (fullBody > 0) {
        // A collapsible row's chevron folds it to one line or opens it whole; other rows show
        // a few lines until expanded.
        int limitLines = m.maxBodyLines;
        if (c.collapsible)
            limitLines = c.collapsed ? 1 : m.maxExpandedLines;
        else if (c.expanded)
            limitLines = m.maxExpandedLines;
        const int foldedLines = c.collapsible ? 1 : m.maxBodyLines;
        if (rich) {
            l.shownBodyHeight = std::min(c.bodyHeight, limitLines * m.bodyLineHeight);
            l.clipped = c.bodyHeight > l.shownBodyHeight;
            l.expandable = c.bodyHeight > foldedLines * m.bodyLineHeight;
        } else {
            l.shownBodyLines = std::min(c.bodyLines, limitLines);
            l.hiddenBodyLines = c.bodyLines - l.shownBodyLines;
            l.shownBodyHeight = l.shownBodyLines * m.bodyLineHeight;
            l.clipped = l.hiddenBodyLines > 0;
            l.expandable = c.bodyLines > foldedLines;
        }
        y += m.lineGap;
        l.body = QRect(textLeft, y, textW, l.shownBodyHeight);
        y += l.shownBodyHeight;
    }

    // Detail: a few dimmed lines under the body.
    if (c.detailLines > 0) {
        const bool folded = c.collapsible ? c.collapsed : !c.expanded;
        const int limit = folded ? m.maxDetailLines : m.maxExpandedLines;
        l.shownDetailLines = std::min(c.detailLines, limit);
        l.clipped = l.clipped || c.detailLines > l.shownDetailLines;
        l.expandable = l.expandable || (!c.collapsible && c.detailLines > m.maxDetailLines);
        y += m.lineGap;
        l.detail = QRect(textLeft, y, textW, l.shownDetailLines * m.detailLineHeight);
        y += l.detail.height();
    }

    // The expander toggles the expanded state; collapsible rows use their chevron instead.
    if (c.collapsible)
        l.expandable = false;
    if (l.expandable) {
        y += m.lineGap;
        l.expander = QRect(textLeft, y, textW, m.expanderHeight);
        y += m.expanderHeight;
    }

    y += pad;
    const int glyphBottom = l.glyph.bottom() + 1 + pad;
    y = std::max(y, glyphBottom);
    l.card = QRect(cardLeft, cardTop, cardWidth, y - cardTop);
    l.stripe = QRect(cardLeft, cardTop, m.stripeWidth, l.card.height());
    if (c.flagged)
        l.flagStripe = QRect(cardLeft + m.stripeWidth, cardTop, m.flagStripeWidth, l.card.height());
    l.height = l.card.height() + 2 * m.marginY;
    return l;
}

} // namespace mantyx
