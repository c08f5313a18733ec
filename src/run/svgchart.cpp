// SPDX-License-Identifier: MIT
#include "run/svgchart.h"

#include <algorithm>
#include <array>

#include "protocol/displaytext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int LabelWidth = 150; // the waterfall's left column of bar labels
constexpr int Margin = 10;
constexpr int TitleHeight = 24;
constexpr int AxisHeight = 24;
constexpr int LaneHeight = 16;

QString num(double value)
{
    return QString::number(value, 'f', 1);
}

QString categoryColour(WaterfallCategory category)
{
    switch (category) {
    case WaterfallCategory::Model:
        return u"#4e79a7"_s;
    case WaterfallCategory::ServerTool:
        return u"#f28e2b"_s;
    case WaterfallCategory::Waiting:
        return u"#e15759"_s;
    }
    return u"#888888"_s;
}

QString openSvg(int width, int height, const QString& title)
{
    const QString t = SvgChart::escape(title);
    return u"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
           "viewBox=\"0 0 %1 %2\" role=\"img\" aria-label=\"%3\" "
           "font-family=\"sans-serif\" font-size=\"11\">"
           "<title>%3</title>"
           "<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>"
           "<text x=\"%4\" y=\"16\" font-size=\"13\" font-weight=\"bold\">%3</text>"_s.arg(width)
               .arg(height)
               .arg(t)
               .arg(Margin);
}

QString text(double x, double y, const QString& content, const QString& anchor = u"start"_s,
             const QString& fill = u"#333333"_s)
{
    return u"<text x=\"%1\" y=\"%2\" text-anchor=\"%3\" fill=\"%4\">%5</text>"_s.arg(
        num(x), num(y), anchor, fill, SvgChart::escape(content));
}

// A message in place of a chart: "timing unknown", "no usage reported".
QString notice(int width, const QString& title, const QString& message)
{
    const int height = TitleHeight + 28;
    return openSvg(width, height, title) + text(Margin, TitleHeight + 16, message) + u"</svg>"_s;
}

QString tickLabel(qint64 ms, qint64 step)
{
    if (step >= 1000 && ms % 1000 == 0)
        return SvgChart::tr("%1 s").arg(ms / 1000);
    if (step >= 100)
        return SvgChart::tr("%1 s").arg(QString::number(static_cast<double>(ms) / 1000.0, 'f', 1));
    return SvgChart::tr("%1 ms").arg(ms);
}

// A time axis from 0 to spanMs along [x0, x0 + w] at y, with grid lines up to gridTop.
QString timeAxis(double x0, double w, double y, double gridTop, qint64 spanMs)
{
    QString out = u"<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#666666\"/>"_s.arg(
        num(x0), num(y), num(x0 + w));
    const qint64 span = std::max<qint64>(1, spanMs);
    const qint64 step = SvgChart::tickStep(span);
    for (qint64 t = 0; t <= span; t += step) {
        const double x = x0 + w * static_cast<double>(t) / static_cast<double>(span);
        out += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#dddddd\"/>"_s.arg(
            num(x), num(gridTop), num(y));
        out += text(x, y + 14, tickLabel(t, step), u"middle"_s);
    }
    return out;
}

} // namespace

QString SvgChart::escape(QStringView in)
{
    const QString safe = displaytext::singleLine(in);
    QString out;
    out.reserve(safe.size() + 16);
    for (qsizetype i = 0; i < safe.size(); ++i) {
        const QChar c = safe.at(i);
        if (c.isHighSurrogate() && i + 1 < safe.size() && safe.at(i + 1).isLowSurrogate()) {
            out += c;
            out += safe.at(++i);
            continue;
        }
        if (c.isSurrogate() || c.unicode() == 0xFFFE || c.unicode() == 0xFFFF) {
            out += QChar(0xFFFD);
            continue;
        }
        switch (c.unicode()) {
        case u'&':
            out += u"&amp;"_s;
            break;
        case u'<':
            out += u"&lt;"_s;
            break;
        case u'>':
            out += u"&gt;"_s;
            break;
        case u'"':
            out += u"&quot;"_s;
            break;
        case u'\'':
            out += u"&apos;"_s;
            break;
        default:
            out += c;
        }
    }
    return out;
}

qint64 SvgChart::tickStep(qint64 spanMs, int maxTicks)
{
    const qint64 span = std::max<qint64>(1, spanMs);
    const int ticks = std::max(1, maxTicks);
    for (qint64 magnitude = 1;; magnitude *= 10) {
        for (const qint64 factor : {1, 2, 5}) {
            const qint64 step = factor * magnitude;
            if (span / step <= ticks)
                return step;
        }
    }
}

QString SvgChart::tokens(const RunChartData& data, int width)
{
    const QString title = tr("Tokens by kind (whole run)");
    if (!data.tokens)
        return notice(width, title, tr("No token usage reported (it comes with the run's end)."));
    const TokenUsage& t = *data.tokens;
    const std::array<std::pair<QString, qint64>, 4> rows = {{
        {tr("Input"), t.inputTokens},
        {tr("Cached input"), t.cachedTokens},
        {tr("Reasoning"), t.reasoningTokens},
        {tr("Output"), t.outputTokens},
    }};
    const std::array<QString, 4> colours = {u"#4e79a7"_s, u"#76b7b2"_s, u"#b07aa1"_s, u"#59a14f"_s};
    qint64 max = 1;
    for (const auto& row : rows)
        max = std::max(max, row.second);
    const int labelWidth = 100;
    const int valueWidth = 70;
    const double plotW = std::max(40, width - 2 * Margin - labelWidth - valueWidth);
    const int barH = 18;
    const int height = TitleHeight + static_cast<int>(rows.size()) * (barH + 6) + 24;
    QString out = openSvg(width, height, title);
    for (size_t i = 0; i < rows.size(); ++i) {
        const double y = TitleHeight + static_cast<double>(i) * (barH + 6);
        const double w = plotW * static_cast<double>(rows[i].second) / static_cast<double>(max);
        const QString value = QString::number(rows[i].second);
        out += text(Margin, y + 13, rows[i].first);
        out +=
            u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\">"
            "<title>%6</title></rect>"_s.arg(num(Margin + labelWidth), num(y), num(w))
                .arg(barH)
                .arg(
                    colours[i],
                    escape(tr("%1: %n token(s)", nullptr, int(rows[i].second)).arg(rows[i].first)));
        out += text(Margin + labelWidth + w + 4, y + 13, value);
    }
    out += text(Margin, height - 8,
                tr("Reasoning is counted within output; cached within input. The protocol "
                   "reports usage per run, not per turn."),
                u"start"_s, u"#666666"_s);
    out += u"</svg>"_s;
    return out;
}

QString SvgChart::waterfall(const RunChartData& data, int width, int maxBars)
{
    const QString title = tr("Where the time went");
    if (!data.timingKnown)
        return notice(width, title, tr("Timing unknown: the events carry no times."));
    if (data.bars.isEmpty())
        return notice(width, title, tr("Nothing to show yet."));
    const qsizetype shown = std::min<qsizetype>(data.bars.size(), std::max(1, maxBars));
    const double x0 = Margin + LabelWidth;
    const double plotW = std::max(40, width - Margin - static_cast<int>(x0));
    const double top = TitleHeight + 18; // room for the legend
    const double axisY = top + static_cast<double>(shown) * LaneHeight + 4;
    const bool cut = shown < data.bars.size();
    const int height = static_cast<int>(axisY) + AxisHeight + (cut ? 16 : 0) + 4;
    const qint64 span = std::max<qint64>(1, data.spanMs);

    QString out = openSvg(width, height, title);
    double legendX = Margin;
    for (const WaterfallCategory category :
         {WaterfallCategory::Model, WaterfallCategory::ServerTool, WaterfallCategory::Waiting}) {
        const QString name = RunChartData::categoryName(category);
        out += u"<rect x=\"%1\" y=\"%2\" width=\"10\" height=\"10\" fill=\"%3\"/>"_s.arg(
            num(legendX), num(TitleHeight + 2), categoryColour(category));
        out += text(legendX + 14, TitleHeight + 11, name);
        legendX += 24 + 6.5 * static_cast<double>(name.size());
    }
    out += timeAxis(x0, plotW, axisY, top, span);
    for (qsizetype i = 0; i < shown; ++i) {
        const WaterfallBar& bar = data.bars.at(i);
        const double y = top + static_cast<double>(i) * LaneHeight;
        const double x = x0 + plotW * static_cast<double>(bar.startMs) / static_cast<double>(span);
        const double w = std::max(1.5, plotW * static_cast<double>(bar.endMs - bar.startMs) /
                                           static_cast<double>(span));
        out += text(Margin, y + 11, displaytext::elided(bar.label, 24));
        out += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"%6 "
               "data-row=\"%7\"><title>%8</title></rect>"_s.arg(num(x), num(y + 2), num(w))
                   .arg(LaneHeight - 4)
                   .arg(categoryColour(bar.category),
                        bar.open ? u" fill-opacity=\"0.5\""_s : QString())
                   .arg(bar.row)
                   .arg(escape(RunChartData::barToolTip(bar)));
    }
    if (cut) {
        out += text(
            Margin, axisY + AxisHeight + 10,
            tr("%n more bar(s) not drawn.", nullptr, static_cast<int>(data.bars.size() - shown)),
            u"start"_s, u"#666666"_s);
    }
    out += u"</svg>"_s;
    return out;
}

QString SvgChart::eventsPerSecond(const RunChartData& data, int width)
{
    const QString title = tr("Events per second");
    if (!data.timingKnown || data.eventsPerSecond.isEmpty())
        return notice(width, title, tr("Timing unknown: the events carry no times."));
    const int peak =
        std::max(1, *std::max_element(data.eventsPerSecond.cbegin(), data.eventsPerSecond.cend()));
    const double x0 = Margin + 40;
    const double plotW = std::max(40.0, width - Margin - x0);
    const double plotH = 100;
    const double top = TitleHeight + 6;
    const double axisY = top + plotH;
    const int height = static_cast<int>(axisY) + AxisHeight + 4;
    const qsizetype buckets = data.eventsPerSecond.size();
    const qint64 span = std::max<qint64>(1000, buckets * 1000);

    QString out = openSvg(width, height, title);
    out += timeAxis(x0, plotW, axisY, top, span);
    out += u"<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#666666\"/>"_s.arg(
        num(x0), num(top), num(axisY));
    out += text(x0 - 4, top + 8, QString::number(peak), u"end"_s);
    out += text(x0 - 4, axisY, u"0"_s, u"end"_s);
    QString points;
    for (qsizetype i = 0; i < buckets; ++i) {
        const double x =
            x0 + plotW * (static_cast<double>(i) + 0.5) * 1000.0 / static_cast<double>(span);
        const double y = axisY - plotH * data.eventsPerSecond.at(i) / peak;
        points += num(x) + u',' + num(y) + u' ';
    }
    out += u"<polyline points=\"%1\" fill=\"none\" stroke=\"#4e79a7\" stroke-width=\"1.5\"/>"_s.arg(
        points.trimmed());
    // Each second as an invisible column with its count as a tooltip.
    const double colW = plotW * 1000.0 / static_cast<double>(span);
    if (buckets <= 600) {
        for (qsizetype i = 0; i < buckets; ++i) {
            const double x = x0 + colW * static_cast<double>(i);
            out += u"<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"transparent\">"
                   "<title>%5</title></rect>"_s.arg(
                       num(x), num(top), num(colW), num(plotH),
                       escape(tr("%1–%2 s: %n event(s)", nullptr, data.eventsPerSecond.at(i))
                                  .arg(i)
                                  .arg(i + 1)));
        }
    }
    out += u"</svg>"_s;
    return out;
}

QStringList SvgChart::forRun(const RunTimeline& timeline, int width)
{
    const RunChartData data = RunChartData::fromTimeline(timeline);
    return {waterfall(data, width), tokens(data, width), eventsPerSecond(data, width)};
}

} // namespace mantyx
