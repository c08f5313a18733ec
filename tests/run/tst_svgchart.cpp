// SPDX-License-Identifier: MIT
// SvgChart: each chart is well-formed XML (parsed with QXmlStreamReader), bars carry <title>
// tooltips and the row they stand for, a tool name that tries to close the SVG and open a script
// stays text, and unknown timing says so instead of drawing.
#include <QDir>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

#include "i18n/translations.h"
#include "run/runchartdata.h"
#include "run/runtimeline.h"
#include "run/svgchart.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

const QString Injection = u"</svg><script>alert('x')</script>&amp;\"\u0001\u202E\xFFFF"_s;

RunChartData sample()
{
    RunChartData data;
    data.timingKnown = true;
    data.spanMs = 4100;
    data.tokens = TokenUsage{1200, 300, 40, 90};
    data.bars = {
        WaterfallBar{WaterfallCategory::Model, 0, 500, 0, 1, 1, u"Turn 1"_s, false},
        WaterfallBar{WaterfallCategory::ServerTool, 500, 800, 2, 2, 1, Injection, false},
        WaterfallBar{WaterfallCategory::Waiting, 900, 4100, 3, -1, 1, u"lookup"_s, true},
    };
    data.eventsPerSecond = {4, 0, 0, 3, 2};
    return data;
}

struct Parsed
{
    bool ok = false;
    QString error;
    QStringList elements; // local names in document order
    QStringList titles;   // text of every <title>
    QStringList texts;    // text of every <text>
    QStringList dataRows; // data-row attributes
};

Parsed parse(const QString& svg)
{
    Parsed p;
    QXmlStreamReader xml(svg);
    int depth = 0;
    int roots = 0;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (depth == 0)
                ++roots;
            ++depth;
            p.elements << xml.name().toString();
            if (const auto row = xml.attributes().value("data-row"_L1); !row.isNull())
                p.dataRows << row.toString();
            if (xml.name() == "title"_L1)
                p.titles << xml.readElementText();
            else if (xml.name() == "text"_L1)
                p.texts << xml.readElementText();
            else
                continue;
            --depth; // readElementText consumed the end element
        } else if (token == QXmlStreamReader::EndElement) {
            --depth;
        }
    }
    p.ok = !xml.hasError() && roots == 1;
    p.error = xml.errorString();
    return p;
}

} // namespace

class TestSvgChart final : public QObject
{
    Q_OBJECT

private slots:
    // Counts read as English does ("1200 tokens", "1 token"): the English plural forms.
    void initTestCase() { mantyx::installTranslations(*qApp, QLocale(QLocale::English)); }
    void wellFormed_data();
    void wellFormed();
    void injectionStaysText();
    void waterfallBars();
    void unknownTiming();
    void noTokens();
    void cappedBars();
    void tickSteps();
    void demoRun();
};

void TestSvgChart::wellFormed_data()
{
    QTest::addColumn<QString>("svg");
    const RunChartData data = sample();
    QTest::newRow("tokens") << SvgChart::tokens(data);
    QTest::newRow("waterfall") << SvgChart::waterfall(data);
    QTest::newRow("events") << SvgChart::eventsPerSecond(data);
    QTest::newRow("waterfall narrow") << SvgChart::waterfall(data, 50);
    QTest::newRow("empty tokens") << SvgChart::tokens(RunChartData{});
    QTest::newRow("empty waterfall") << SvgChart::waterfall(RunChartData{});
    QTest::newRow("empty events") << SvgChart::eventsPerSecond(RunChartData{});
}

void TestSvgChart::wellFormed()
{
    QFETCH(QString, svg);
    const Parsed p = parse(svg);
    QVERIFY2(p.ok, qPrintable(p.error + u'\n' + svg));
    QCOMPARE(p.elements.value(0), u"svg"_s);
    QVERIFY(svg.startsWith(u"<svg xmlns=\"http://www.w3.org/2000/svg\""_s));
    QVERIFY(svg.endsWith(u"</svg>"_s));
    QVERIFY(!p.titles.isEmpty()); // the chart's own title at least
}

void TestSvgChart::injectionStaysText()
{
    const QString svg = SvgChart::waterfall(sample());
    QCOMPARE(svg.count(u"<svg"_s), 1);
    QCOMPARE(svg.count(u"</svg>"_s), 1);
    QVERIFY(!svg.contains(u"<script"_s));
    QVERIFY(svg.contains(u"&lt;/svg&gt;&lt;script&gt;alert(&apos;x&apos;)"_s));
    QVERIFY(!svg.contains(QChar(0x202E)));
    QVERIFY(!svg.contains(QChar(0x0001)));
    QVERIFY(!svg.contains(QChar(0xFFFF)));
    const Parsed p = parse(svg);
    QVERIFY2(p.ok, qPrintable(p.error));
    QVERIFY(!p.elements.contains(u"script"_s));
    // The name comes back as the text it was (controls shown as escapes), in the tooltip.
    bool found = false;
    for (const QString& title : p.titles)
        found = found || title.contains(u"</svg><script>alert('x')</script>&amp;\""_s);
    QVERIFY(found);

    QCOMPARE(SvgChart::escape(u"a<b>&\"'"_s), u"a&lt;b&gt;&amp;&quot;&apos;"_s);
    QCOMPARE(SvgChart::escape(u"\U0001F600"_s), u"\U0001F600"_s); // a valid pair stays
    QCOMPARE(SvgChart::escape(QString(QChar(0xD800))), QString(QChar(0xFFFD)));
}

void TestSvgChart::waterfallBars()
{
    const Parsed p = parse(SvgChart::waterfall(sample()));
    QVERIFY(p.ok);
    QCOMPARE(p.dataRows, (QStringList{u"0"_s, u"2"_s, u"3"_s}));
    // A tooltip per bar: category, times; the open one says so.
    QVERIFY(p.titles.filter(u"Model · Turn 1 — 0 ms to 500 ms (500 ms)"_s).size() == 1);
    QVERIFY(p.titles.filter(u"no end yet"_s).size() == 1);
    // Axis labels and the legend.
    QVERIFY(p.texts.contains(u"0 s"_s));
    QVERIFY(p.texts.contains(u"4 s"_s));
    QVERIFY(p.texts.contains(u"Server tool"_s));
    QVERIFY(p.texts.contains(u"Waiting for an answer"_s));

    const Parsed events = parse(SvgChart::eventsPerSecond(sample()));
    QVERIFY(events.ok);
    QVERIFY(events.elements.contains(u"polyline"_s));
    QVERIFY(events.titles.contains(u"3–4 s: 3 events"_s));
    QVERIFY(events.texts.contains(u"4"_s)); // the peak on the y axis

    const Parsed tokens = parse(SvgChart::tokens(sample()));
    QVERIFY(tokens.ok);
    QVERIFY(tokens.titles.contains(u"Input: 1200 tokens"_s));
    QVERIFY(tokens.titles.contains(u"Output: 90 tokens"_s));
}

void TestSvgChart::unknownTiming()
{
    RunChartData data = sample();
    data.timingKnown = false;
    data.bars.clear();
    data.eventsPerSecond.clear();
    for (const QString& svg : {SvgChart::waterfall(data), SvgChart::eventsPerSecond(data)}) {
        const Parsed p = parse(svg);
        QVERIFY(p.ok);
        QVERIFY2(!p.texts.filter(u"Timing unknown"_s).isEmpty(), qPrintable(svg));
        QVERIFY(!p.elements.contains(u"polyline"_s));
        QVERIFY(p.dataRows.isEmpty());
    }
}

void TestSvgChart::noTokens()
{
    const Parsed p = parse(SvgChart::tokens(RunChartData{}));
    QVERIFY(p.ok);
    QVERIFY(!p.texts.filter(u"No token usage"_s).isEmpty());
}

void TestSvgChart::cappedBars()
{
    RunChartData data = sample();
    for (int i = 0; i < 20; ++i)
        data.bars.append(WaterfallBar{WaterfallCategory::Model, i * 100, i * 100 + 50, 10 + i, -1,
                                      2, u"Turn 2"_s, false});
    const Parsed p = parse(SvgChart::waterfall(data, 640, 5));
    QVERIFY(p.ok);
    QCOMPARE(p.dataRows.size(), 5);
    QVERIFY(p.texts.contains(u"18 more bars not drawn."_s));
}

void TestSvgChart::tickSteps()
{
    QCOMPARE(SvgChart::tickStep(4100), 1000);
    QCOMPARE(SvgChart::tickStep(600), 100);
    QCOMPARE(SvgChart::tickStep(60'000), 10'000);
    QCOMPARE(SvgChart::tickStep(3'600'000), 1'000'000);
    QCOMPARE(SvgChart::tickStep(0), 1);
}

// The demo run's charts; written to $MANTYX_CHART_SVG_DIR when it is set, to be looked at.
void TestSvgChart::demoRun()
{
    RunTimeline tl;
    for (const timelinetest::TimedBatch& batch : timelinetest::demoRun(true))
        tl.appendEvents(batch.events, 1'700'000'000'000 + batch.atMs);
    const RunChartData data = RunChartData::fromTimeline(tl);
    const QList<std::pair<QString, QString>> charts = {
        {u"tokens"_s, SvgChart::tokens(data)},
        {u"waterfall"_s, SvgChart::waterfall(data)},
        {u"events"_s, SvgChart::eventsPerSecond(data)}};
    const QString dir = qEnvironmentVariable("MANTYX_CHART_SVG_DIR");
    for (const auto& [name, svg] : charts) {
        const Parsed p = parse(svg);
        QVERIFY2(p.ok, qPrintable(name + u": "_s + p.error));
        if (!dir.isEmpty()) {
            QFile f(QDir(dir).filePath(name + u".svg"_s));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(svg.toUtf8());
        }
    }
    QCOMPARE(parse(charts.at(1).second).dataRows.size(), data.bars.size());
}

QTEST_GUILESS_MAIN(TestSvgChart)
#include "tst_svgchart.moc"
