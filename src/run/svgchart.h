// SPDX-License-Identifier: MIT
// SvgChart: a run's charts (RunChartData) as small self-contained SVG documents — bars with
// <title> tooltips, axis labels, every text XML-escaped — for reports that embed them inline and
// must not need Qt Charts, a GUI or a script to be read.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QStringView>

#include "run/runchartdata.h"

namespace mantyx {

struct SvgChart
{
    Q_DECLARE_TR_FUNCTIONS(SvgChart)

public:
    // Each returns one <svg> element (no XML declaration), `width` px wide, its height what the
    // content needs. Titles and labels are translated.
    static QString tokens(const RunChartData& data, int width = 640);
    // At most `maxBars` bars are drawn; a line says how many were left out.
    static QString waterfall(const RunChartData& data, int width = 640, int maxBars = 300);
    static QString eventsPerSecond(const RunChartData& data, int width = 640);
    // The three charts of a run, in the order a report shows them (waterfall, tokens, events/s).
    static QStringList forRun(const RunTimeline& timeline, int width = 640);

    // `text` made safe inside an XML element or attribute: & < > " ' as entities, control and
    // bidi characters written as visible escapes (displaytext::singleLine), and characters XML
    // cannot carry at all (lone surrogates, U+FFFE/U+FFFF) replaced by U+FFFD.
    static QString escape(QStringView text);
    // A tick step (ms) from 1, 2, 5 × 10^n giving at most about `maxTicks` ticks over `spanMs`.
    static qint64 tickStep(qint64 spanMs, int maxTicks = 6);
};

} // namespace mantyx
