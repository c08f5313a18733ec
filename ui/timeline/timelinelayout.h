// SPDX-License-Identifier: MIT
// TimelineLayout: the geometry of one timeline card (stripe, glyph, headline, pills, body, detail,
// expander) as plain maths on sizes and line counts, so heights and clipping are tested without
// painting and the delegate's sizeHint and paint can never disagree.
#pragma once

#include <QRect>

namespace mantyx {

// Pixel sizes the layout works with. The delegate fills the line heights from its fonts; the
// rest are design constants.
struct TimelineCardMetrics
{
    int marginX = 6;          // row edge → card edge, left and right
    int marginY = 3;          // row edge → card edge, top and bottom
    int padding = 8;          // card edge → content
    int terminalPadding = 12; // result / error / cancelled cards stand out
    int stripeWidth = 5;      // the kind's colour, at the card's left edge
    int flagStripeWidth = 5;  // the hatched warning stripe beside it on flagged rows
    int glyphSize = 20;       // the kind's glyph, a filled circle
    int chevronWidth = 14;    // the collapse toggle of collapsible (thinking) rows
    int gap = 6;              // between elements on one line
    int lineGap = 4;          // between the headline, body, detail and expander blocks
    int headlineHeight = 16;
    int pillHeight = 16;
    int bodyLineHeight = 15;
    int detailLineHeight = 14;
    int expanderHeight = 14;
    int minHeadlineWidth = 140; // below this the pills move to a line of their own
    int maxBodyLines = 6;       // a body longer than this is clipped unless expanded
    int maxDetailLines = 2;     // likewise for the detail text
    int maxExpandedLines = 400; // even expanded, a card stops here (the inspector has the rest)
};

// What one card holds, measured by the delegate at TimelineCardLayout::textWidth().
struct TimelineCardContent
{
    int bodyLines = 0;        // wrapped lines of a plain-text body (0: no body)
    int bodyHeight = -1;      // >= 0: a rich-text body's full height in pixels (wins over lines)
    int detailLines = 0;      // wrapped lines of the detail text (0: none)
    int pillsWidth = 0;       // all pills side by side, gaps included (0: none)
    int metaWidth = 0;        // the time/seq text at the headline's right (0: none)
    bool collapsible = false; // has a chevron (thinking rows)
    bool collapsed = false;   // collapsible and folded to one body line
    bool expanded = false;    // the user asked for the whole body
    bool terminal = false;
    bool flagged = false;
};

struct TimelineCardLayout
{
    QRect card;       // the card's outline inside the row
    QRect stripe;     // the kind colour
    QRect flagStripe; // empty unless flagged
    QRect glyph;
    QRect chevron;           // empty unless collapsible
    QRect headline;          // the headline text (elided to this width)
    QRect pills;             // right-aligned on the headline line, or on a line of their own
    QRect meta;              // time and seq, at the headline's right
    QRect body;              // empty when there is no body
    QRect detail;            // empty when there is no detail
    QRect expander;          // "Show more" / "Show less"; empty when nothing is clipped
    int height = 0;          // the row's height (card plus its margins)
    int shownBodyLines = 0;  // plain bodies: lines painted
    int shownBodyHeight = 0; // body height painted (lines × line height, or rich pixels)
    int shownDetailLines = 0;
    bool pillsOwnLine = false;
    bool clipped = false;    // something is cut off now
    bool expandable = false; // the card would be clipped when not expanded (shows the toggle)
    int hiddenBodyLines = 0; // plain bodies: lines cut off now

    // The width text is wrapped to (body and detail) for a row `rowWidth` wide. Same for every
    // content except the flag stripe, which takes room from it.
    static int textWidth(const TimelineCardMetrics& m, int rowWidth, bool terminal, bool flagged);
    // Lays a card out in `row` (its height is ignored: the result says how tall the row must be).
    static TimelineCardLayout compute(const TimelineCardMetrics& m, const QRect& row,
                                      const TimelineCardContent& content);
};

} // namespace mantyx
