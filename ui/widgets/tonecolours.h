// SPDX-License-Identifier: MIT
// Tone colours: the text colours for "it worked", "it failed", "attention" and "information"
// derived from the widget's palette, so status texts stay readable on a dark system theme as on
// a light one (a fixed dark green on a dark status bar is not). Widgets call these again on
// QEvent::PaletteChange.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace mantyx {

enum class Tone
{
    Success,
    Failure,
    Warning,
    Info,
};

// True when the palette's window colour is dark (a dark system theme).
bool isDarkPalette(const QPalette& palette);

// The text colour of `tone` on `palette`'s window and base colours.
QColor toneColour(Tone tone, const QPalette& palette);

// "color: #rrggbb;" (and bold when asked), for a label's style sheet.
QString toneStyleSheet(Tone tone, const QPalette& palette, bool bold = false);

// `a` mixed with `b`: 0 is `a`, 1 is `b`.
QColor mixColours(const QColor& a, const QColor& b, double amount);

} // namespace mantyx
