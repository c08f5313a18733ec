// SPDX-License-Identifier: MIT
#include "tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightness() < 128;
}

QColor toneColour(Tone tone, const QPalette& palette)
{
    // Contrast ≥ 4.5:1 (WCAG AA) on the window colour: on Fusion's light #efefef, on a dark
    // theme's #353535 and darker (tests/ui/tst_darkpalette).
    const bool dark = isDarkPalette(palette);
    switch (tone) {
    case Tone::Success:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x17, 0x6c, 0x2f);
    case Tone::Failure:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case Tone::Warning:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0x9a, 0x5b, 0x00);
    case Tone::Info:
        return dark ? QColor(0x64, 0xb5, 0xf6) : QColor(0x15, 0x65, 0xc0);
    }
    return palette.color(QPalette::WindowText);
}

QString toneStyleSheet(Tone tone, const QPalette& palette, bool bold)
{
    return u"color: %1;%2"_s.arg(toneColour(tone, palette).name(),
                                 bold ? u" font-weight: bold;"_s : QString());
}

QColor mixColours(const QColor& a, const QColor& b, double amount)
{
    const auto mix = [amount](double x, double y) { return x + (y - x) * amount; };
    return QColor::fromRgbF(float(mix(a.redF(), b.redF())), float(mix(a.greenF(), b.greenF())),
                            float(mix(a.blueF(), b.blueF())));
}

} // namespace mantyx
