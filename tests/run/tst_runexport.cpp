// SPDX-License-Identifier: MIT
// Tests RunExport: each format from a filled timeline (the HTML parses as XML, Markdown fences
// close, every JSONL line parses and keeps the bytes received), injection through assistant text,
// tool names, tool results, answers and the spec stays text, and no secret reaches any format.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QXmlStreamReader>

#include "run/runexport.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"

using namespace mantyx;
using namespace mantyx::timelinetest;
using namespace Qt::StringLiterals;

class TestRunExport final : public QObject
{
    Q_OBJECT

private slots:
    void htmlReport();
    void markdownReport();
    void eventsJsonl();
    void specJsonAndCurl();
    void curlNeedsServer();
    void injectionStaysText();
    void noSecretInAnyFormat();
    void markdownFenceOutlastsBackticks_data();
    void markdownFenceOutlastsBackticks();
    void markdownEscapes();
    void formatsAndFileNames_data();
    void formatsAndFileNames();
    void writeFile();
};

namespace {

const QByteArray NotUtf8 = QByteArrayLiteral("bad \xff\xfe\xc3 bytes");

// What an XHTML document holds: its element names, attributes and text, or the parse error.
struct ParsedHtml
{
    QString error;
    QStringList elements;
    QList<QPair<QString, QString>> attributes; // name, value
    QString text;
    QSet<QString> ids;
};

ParsedHtml parseHtml(const QString& html)
{
    ParsedHtml p;
    QXmlStreamReader reader(html);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            p.elements << reader.name().toString().toLower();
            for (const QXmlStreamAttribute& a : reader.attributes()) {
                p.attributes.append({a.name().toString().toLower(), a.value().toString()});
                if (a.name() == "id"_L1)
                    p.ids.insert(a.value().toString());
            }
        } else if (reader.isCharacters()) {
            p.text += reader.text();
        }
    }
    if (reader.hasError())
        p.error = u"%1 at line %2"_s.arg(reader.errorString()).arg(reader.lineNumber());
    return p;
}

// The lines of Markdown outside fenced code blocks, and whether every fence closed.
struct MarkdownParts
{
    QStringList outside;
    QStringList inside;
    bool fencesClosed = true;
};

MarkdownParts splitFences(const QString& markdown)
{
    MarkdownParts parts;
    static const QRegularExpression fenceLine(u"^(`{3,})([^`]*)$"_s);
    qsizetype open = 0; // length of the open fence; 0 none
    for (const QString& line : markdown.split(u'\n')) {
        const QRegularExpressionMatch m = fenceLine.match(line);
        if (open == 0) {
            if (m.hasMatch()) {
                open = m.capturedLength(1);
                continue;
            }
            parts.outside << line;
        } else {
            // CommonMark: a closing fence is at least as long and has no info string.
            if (m.hasMatch() && m.capturedLength(1) >= open && m.captured(2).trimmed().isEmpty()) {
                open = 0;
                continue;
            }
            parts.inside << line;
        }
    }
    parts.fencesClosed = open == 0;
    return parts;
}

// Whether `c` occurs in `line` without a backslash before it (an odd run of them escapes it).
bool hasUnescaped(const QString& line, QChar c)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) != c)
            continue;
        qsizetype slashes = 0;
        for (qsizetype j = i - 1; j >= 0 && line.at(j) == u'\\'; --j)
            ++slashes;
        if (slashes % 2 == 0)
            return true;
    }
    return false;
}

bool isUtf8(const QByteArray& bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)decoder.decode(bytes);
    return !decoder.hasError();
}

QJsonObject sampleSpec()
{
    return QJsonObject{
        {"model"_L1, u"openai:gpt-5.5"_s},
        {"prompt"_L1, u"What drove Q4 revenue?"_s},
        {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"local"_s}, {"name"_L1, u"lookup"_s}}}}};
}

RunExport::Info sampleInfo()
{
    RunExport::Info info;
    info.runId = u"run_42"_s;
    info.baseUrl = QUrl(u"https://mantyx.example/base"_s);
    info.workspace = u"acme"_s;
    info.createdAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    info.spec = sampleSpec();
    return info;
}

// A finished run: a plan, text, a server tool, a local call answered and echoed, the result.
void fillFinished(RunTimeline& timeline)
{
    RunBuilder b;
    b.add(u"4.9-task_plan-first"_s);
    b.delta(u"assistant_delta"_s, u"Looking it up."_s);
    b.add(u"4.4-assistant_message"_s);
    b.add(u"4.2-tool_result"_s);
    b.add(u"4.3.1-local_tool_call-local"_s);
    b.add(u"4.8-result"_s);
    QList<RunEvent> events = b.take();
    const auto* call = events.at(4).as<LocalToolCallEvent>();
    const QString id = call ? call->toolUseId : QString();
    timeline.appendRecordedEvents(events, {0, 100, 200, 300, 400, 900});
    timeline.updateCall(id, LocalCallState::Answered, {}, 204,
                        u"{\n    \"result\": \"42 orders\"\n}"_s);
    timeline.markSourceEnded();
}

} // namespace

void TestRunExport::htmlReport()
{
    RunTimeline timeline;
    fillFinished(timeline);
    const QString svg = u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "
                        "xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect "
                        "id=\"chart-bar\" width=\"4\" height=\"9\"/></svg>"_s;
    const QString html = RunExport::html(timeline, sampleInfo(), {svg});
    const ParsedHtml p = parseHtml(html);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    for (const auto id : {"summary", "charts", "plan", "timeline", "spec"})
        QVERIFY2(p.ids.contains(QString::fromLatin1(id)), id);
    QVERIFY(p.ids.contains(u"chart-bar"_s)); // the SVG went in as markup, its declaration dropped
    QVERIFY(!html.contains("<?xml"_L1));
    QVERIFY(p.elements.contains(u"svg"_s));
    QVERIFY(!p.elements.contains(u"script"_s));
    QVERIFY(!p.elements.contains(u"link"_s));
    for (const auto& [name, value] : p.attributes) {
        QVERIFY2(name != "src"_L1 && name != "href"_L1, qPrintable(name)); // nothing loaded
    }
    QCOMPARE(p.elements.count(u"li"_s) >= timeline.rowCount(), true);
    QVERIFY(p.text.contains(u"run_42"_s));
    QVERIFY(p.text.contains(u"https://mantyx.example/base"_s));
    QVERIFY(p.text.contains(RunSummary::statusName(RunSummary::Status::Succeeded)));
    QVERIFY(p.text.contains(u"42 orders"_s));          // the answer posted
    QVERIFY(p.text.contains(u"\"openai:gpt-5.5\""_s)); // the spec, pretty JSON
    QVERIFY(p.text.contains(u"Input tokens"_s));
    QVERIFY(p.text.contains(u"Reasoning tokens"_s));
    QVERIFY(html.contains(u"Content-Security-Policy"_s));
}

void TestRunExport::markdownReport()
{
    RunTimeline timeline;
    fillFinished(timeline);
    const QString md = RunExport::markdown(timeline, sampleInfo());
    QVERIFY(md.startsWith(u"# MANTYX run run\\_42\n"_s));
    QVERIFY(md.contains(u"\n## Summary\n"_s));
    QVERIFY(md.contains(u"\n## Plan\n"_s));
    QVERIFY(md.contains(u"\n## Timeline\n"_s));
    QVERIFY(md.contains(u"\n## Spec\n"_s));
    QVERIFY(md.contains(u"- [ ] "_s) || md.contains(u"- [x] "_s));
    const MarkdownParts parts = splitFences(md);
    QVERIFY(parts.fencesClosed);
    QVERIFY(parts.inside.join(u'\n').contains(u"\"result\": \"42 orders\""_s));
    QVERIFY(parts.inside.join(u'\n').contains(u"\"model\": \"openai:gpt-5.5\""_s));
    QVERIFY(parts.outside.join(u'\n').contains(u"| Status | succeeded |"_s));
}

void TestRunExport::eventsJsonl()
{
    RunTimeline timeline;
    const QList<RunEvent> events = fullRun();
    RunBuilder b(100);
    b.addRaw("{\"seq\":100,\"type\":\"assistant_delta\",\"data\":{\"text\":\"" + NotUtf8 + "\"}}",
             "assistant_delta");
    b.addRaw(QByteArrayLiteral("{\n  \"seq\": 101,\r\n  \"type\": \"assistant_delta\",\n  "
                               "\"data\": {\"text\": \"two\\nlines\"}\n}"));
    b.addRaw(QByteArrayLiteral("not json \x01 at all"));
    timeline.appendEvents(events + b.take());
    const QByteArray jsonl = RunExport::eventsJsonl(timeline);
    QVERIFY(jsonl.endsWith('\n'));
    const QList<QByteArray> lines = jsonl.chopped(1).split('\n');
    QCOMPARE(lines.size(), timeline.eventCount());
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray& line = lines.at(i);
        QVERIFY2(!line.contains('\r'), line.constData());
        QVERIFY2(isUtf8(line), line.constData());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), line.constData());
        const RunEvent& e = timeline.eventAt(i);
        if (!doc.object().value("malformed"_L1).toBool()) {
            QCOMPARE(line, QByteArray(e.raw).replace('\n', ' ').replace('\r', ' ').trimmed());
        } else if (doc.object().contains("rawBase64"_L1)) {
            QCOMPARE(
                QByteArray::fromBase64(doc.object().value("rawBase64"_L1).toString().toLatin1()),
                e.raw);
        } else {
            QCOMPARE(doc.object().value("raw"_L1).toString().toUtf8(), e.raw);
        }
    }
    // The ordinary events are the bytes as received, the pretty one on one line.
    QCOMPARE(lines.first(), events.first().raw);
    const QJsonObject pretty = QJsonDocument::fromJson(lines.at(lines.size() - 2)).object();
    QCOMPARE(pretty.value("seq"_L1).toInt(), 101);
    // The truncated JSON of fullRun() and the bytes that are not text are wrapped.
    const QJsonObject last = QJsonDocument::fromJson(lines.last()).object();
    QVERIFY(last.value("malformed"_L1).toBool());
    QCOMPARE(last.value("raw"_L1).toString(), u"not json \u0001 at all"_s);
    const QJsonObject bad = QJsonDocument::fromJson(lines.at(lines.size() - 3)).object();
    QVERIFY(bad.value("malformed"_L1).toBool());
    QVERIFY(
        QByteArray::fromBase64(bad.value("rawBase64"_L1).toString().toLatin1()).contains(NotUtf8));
    int truncated = 0;
    for (const QByteArray& line : lines)
        truncated += line.contains("\\\"data\\\": {\"}") ? 1 : 0;
    QCOMPARE(truncated, 1);
}

void TestRunExport::specJsonAndCurl()
{
    const RunExport::Info info = sampleInfo();
    const QByteArray json = RunExport::specJson(info.spec);
    QCOMPARE(QJsonDocument::fromJson(json).object(), info.spec);
    QVERIFY(json.contains('\n')); // pretty

    QString error;
    const std::optional<QString> curl = RunExport::specCurl(info, &error);
    QVERIFY2(curl, qPrintable(error));
    QVERIFY(curl->startsWith(u"#!/bin/sh\n"_s));
    QVERIFY(curl->contains(u"\"Authorization: Bearer $MANTYX_API_KEY\""_s));
    QVERIFY(curl->contains(
        u"-X POST https://mantyx.example/base/api/v1/workspaces/acme/agent-runs \\\n"_s));
    QVERIFY(curl->contains(u"\"prompt\": \"What drove Q4 revenue?\""_s));
    QVERIFY(curl->endsWith(u'\n'));
}

void TestRunExport::curlNeedsServer()
{
    RunExport::Info info = sampleInfo();
    info.baseUrl = QUrl();
    QString error;
    QVERIFY(!RunExport::specCurl(info, &error));
    QVERIFY(error.contains(u"server address"_s));
    RunTimeline timeline;
    QVERIFY(!RunExport::render(RunExport::Format::SpecCurl, timeline, info, {}, &error));
    // The other formats need no server.
    QVERIFY(RunExport::render(RunExport::Format::Html, timeline, info));
    QVERIFY(RunExport::render(RunExport::Format::SpecJson, timeline, info));
}

void TestRunExport::injectionStaysText()
{
    const QString script = u"<script>alert(1)</script>"_s;
    const QString pre = u"</pre><img src=x onerror=alert(2)>"_s;
    const QString attr = u"\" onload=\"alert(3)\" x='"_s;
    const QString link = u"[click](javascript:alert(4))"_s;
    const QString ticks = u"```\n# not a heading\n```"_s;
    const QString all = script + pre + attr + link + ticks + u"\u202e\U0001F600"_s;

    RunBuilder b;
    b.delta(u"assistant_delta"_s, all);
    b.add(u"assistant_message"_s, QJsonObject{{"text"_L1, all}, {"turn"_L1, 1}});
    b.add(u"tool_result"_s,
          QJsonObject{{"toolUseId"_L1, u"tu_s"_s}, {"name"_L1, all}, {"result"_L1, all}});
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_l"_s},
                                            {"name"_L1, all},
                                            {"args"_L1, QJsonObject{{all, all}}},
                                            {"kind"_L1, u"local"_s}});
    b.add(
        u"task_plan"_s,
        QJsonObject{{"brief"_L1, all},
                    {"steps"_L1, QJsonArray{QJsonObject{{"title"_L1, all}, {"status"_L1, all}}}}});
    // Bytes that are not UTF-8 in a tool name, a text and a result.
    b.addRaw(
        "{\"seq\":6,\"type\":\"local_tool_call\",\"data\":{\"toolUseId\":\"tu_b\",\"name\":\"" +
            NotUtf8 + "\",\"args\":{},\"kind\":\"local\"}}",
        "local_tool_call");
    b.addRaw("{\"seq\":7,\"type\":\"assistant_delta\",\"data\":{\"text\":\"" + NotUtf8 + "\"}}",
             "assistant_delta");
    b.addRaw(NotUtf8 + "<script>", "tool_result");
    b.add(u"error"_s, QJsonObject{{"error"_L1, all}, {"code"_L1, all}, {"partialText"_L1, all}});
    RunTimeline timeline;
    timeline.appendEvents(b.take());
    timeline.updateCall(u"tu_l"_s, LocalCallState::Answered, all, 204,
                        QString::fromUtf8(QJsonDocument(QJsonObject{{"result"_L1, all}}).toJson()));
    timeline.markSourceEnded();

    RunExport::Info info = sampleInfo();
    info.runId = all;
    info.model = all;
    info.workspace = all;
    info.sessionId = all;
    info.spec = QJsonObject{{all, all},
                            {u"prompt"_s, QString(all + QChar(0xD800) + u"\u0001\uffff"_s)},
                            {u"name"_s, QString::fromUtf8(NotUtf8)}};

    // HTML: parses as XML; no element or attribute came from the texts; they are all there as
    // text.
    const QString html = RunExport::html(timeline, info);
    QVERIFY(isUtf8(html.toUtf8()));
    const ParsedHtml p = parseHtml(html);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    for (const QString& e : p.elements) {
        QVERIFY2(e != "script"_L1 && e != "img"_L1 && e != "a"_L1, qPrintable(e));
    }
    for (const auto& [name, value] : p.attributes) {
        QVERIFY2(!name.startsWith("on"_L1), qPrintable(name));
        QVERIFY2(!value.contains("alert"_L1), qPrintable(value));
        QVERIFY2(!value.contains("javascript"_L1), qPrintable(value));
    }
    for (const QString& piece : {script, pre, attr, link})
        QVERIFY2(p.text.contains(piece), qPrintable(piece));
    QVERIFY(p.text.contains(u"\\u202E"_s, Qt::CaseInsensitive)); // bidi override shown, not obeyed
    QVERIFY(!p.text.contains(QChar(0x202E)));
    QVERIFY(p.text.contains(u"\U0001F600"_s));
    // The markup the document has is its own: only a fixed set of elements.
    static const QSet<QString> allowed{
        u"html"_s, u"head"_s,    u"meta"_s,    u"title"_s, u"style"_s, u"body"_s,    u"header"_s,
        u"h1"_s,   u"h2"_s,      u"h3"_s,      u"p"_s,     u"span"_s,  u"section"_s, u"table"_s,
        u"tr"_s,   u"th"_s,      u"td"_s,      u"pre"_s,   u"ul"_s,    u"ol"_s,      u"li"_s,
        u"div"_s,  u"details"_s, u"summary"_s, u"footer"_s};
    for (const QString& e : p.elements)
        QVERIFY2(allowed.contains(e), qPrintable(e));

    // Markdown: fences all close; outside them no HTML, backtick or link syntax is live.
    const QString md = RunExport::markdown(timeline, info);
    QVERIFY(isUtf8(md.toUtf8()));
    const MarkdownParts parts = splitFences(md);
    QVERIFY(parts.fencesClosed);
    for (const QString& line : parts.outside) {
        QVERIFY2(!hasUnescaped(line, u'<'), qPrintable(line));
        QVERIFY2(!hasUnescaped(line, u'`'), qPrintable(line));
        QVERIFY2(!line.contains("](javascript"_L1), qPrintable(line));
        QVERIFY2(!line.contains(QChar(0x202E)), qPrintable(line));
    }
    // The backtick payload stayed inside its block: its lines are fenced content.
    QVERIFY(parts.inside.contains(u"# not a heading"_s));
    QVERIFY(!parts.outside.contains(u"# not a heading"_s));
    // Rendered by a real Markdown parser (md4c, in QTextDocument): no link, no image and no
    // heading came from the texts, which all read back as text.
    QTextDocument rendered;
    rendered.setMarkdown(md);
    for (QTextBlock block = rendered.begin(); block.isValid(); block = block.next()) {
        // (The report's own headings may quote the texts, escaped, e.g. the run id.)
        if (block.blockFormat().headingLevel() > 0)
            QVERIFY2(!block.text().startsWith(u"not a heading"_s), qPrintable(block.text()));
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            QVERIFY2(!format.isAnchor(), qPrintable(format.anchorHref()));
            QVERIFY2(!format.isImageFormat(), qPrintable(it.fragment().text()));
        }
    }
    const QString renderedText = rendered.toPlainText();
    for (const QString& piece : {script, pre, u"[click](javascript:alert(4))"_s})
        QVERIFY2(renderedText.contains(piece), qPrintable(piece));

    // JSONL: every line parses.
    const QByteArray jsonl = RunExport::eventsJsonl(timeline);
    QVERIFY(isUtf8(jsonl));
    for (const QByteArray& line : jsonl.chopped(1).split('\n')) {
        QJsonParseError error{};
        QJsonDocument::fromJson(line, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
    }
    // The spec's JSON is valid UTF-8 JSON.
    const QByteArray spec = RunExport::specJson(info.spec);
    QVERIFY(isUtf8(spec));
    QVERIFY(QJsonDocument::fromJson(spec).isObject());
}

void TestRunExport::noSecretInAnyFormat()
{
    const QStringList secrets{
        u"Bearer sk-live-SECRET1"_s, u"sk-live-SECRET1"_s, u"hunter2-SECRET2"_s,
        u"mantyx_SECRET3abcdefgh"_s, u"pw-SECRET4"_s,      u"cs-SECRET5"_s};
    RunExport::Info info = sampleInfo();
    info.baseUrl = QUrl(u"https://user:pw-SECRET4@mantyx.example/base"_s);
    QJsonObject spec = sampleSpec();
    spec.insert(
        "tools"_L1,
        QJsonArray{QJsonObject{
                       {"kind"_L1, u"mcp"_s},
                       {"name"_L1, u"gh"_s},
                       {"url"_L1, u"https://mcp.example"_s},
                       {"headers"_L1, QJsonObject{{"Authorization"_L1, u"Bearer sk-live-SECRET1"_s},
                                                  {"X-Custom"_L1, u"hunter2-SECRET2"_s}}}},
                   QJsonObject{{"kind"_L1, u"a2a"_s},
                               {"name"_L1, u"peer"_s},
                               {"agentCardUrl"_L1, u"https://peer.example"_s},
                               {"clientSecret"_L1, u"cs-SECRET5"_s}}});
    spec.insert("metadata"_L1, QJsonObject{{"note"_L1, u"mantyx_SECRET3abcdefgh"_s}});
    info.spec = spec;

    RunTimeline timeline;
    fillFinished(timeline);
    for (const RunExport::Format format :
         {RunExport::Format::Html, RunExport::Format::Markdown, RunExport::Format::EventsJsonl,
          RunExport::Format::SpecJson, RunExport::Format::SpecCurl}) {
        QString error;
        const std::optional<QByteArray> bytes =
            RunExport::render(format, timeline, info, {}, &error);
        QVERIFY2(bytes, qPrintable(error));
        QVERIFY(!bytes->isEmpty());
        for (const QString& secret : secrets) {
            QVERIFY2(!bytes->contains(secret.toUtf8()),
                     qPrintable(RunExport::formatName(format) + u": "_s + secret));
        }
        if (format != RunExport::Format::EventsJsonl) {
            // The header names are still there, their values not.
            QVERIFY2(bytes->contains("X-Custom"), RunExport::formatName(format).data());
        }
    }
    const QString curl = *RunExport::specCurl(info);
    QVERIFY(curl.contains(u"$MANTYX_API_KEY"_s));
}

void TestRunExport::markdownFenceOutlastsBackticks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fence");
    QTest::newRow("none") << u"plain"_s << u"```"_s;
    QTest::newRow("one") << u"a `b` c"_s << u"```"_s;
    QTest::newRow("three") << u"```\ncode\n```"_s << u"````"_s;
    QTest::newRow("five inline") << u"x ````` y"_s << u"``````"_s;
    QTest::newRow("at the end") << u"ends with ````"_s << u"`````"_s;
}

void TestRunExport::markdownFenceOutlastsBackticks()
{
    QFETCH(QString, text);
    QFETCH(QString, fence);
    const QString block = RunExport::markdownFence(text, "text"_L1);
    QVERIFY(block.startsWith(fence + u"text\n"_s));
    QVERIFY(block.endsWith(u'\n' + fence + u'\n'));
    QVERIFY(!block.startsWith(fence + u'`'));
    const MarkdownParts parts = splitFences(block + u"after"_s);
    QVERIFY(parts.fencesClosed);
    QCOMPARE(parts.outside, QStringList{u"after"_s});
    QCOMPARE(parts.inside.join(u'\n'), text);
}

void TestRunExport::markdownEscapes()
{
    QCOMPARE(RunExport::markdownEscaped(u"[x](javascript:alert(1))"_s),
             u"\\[x\\]\\(javascript:alert\\(1\\)\\)"_s);
    QCOMPARE(RunExport::markdownEscaped(u"<b>*hi*</b>"_s), u"\\<b\\>\\*hi\\*\\</b\\>"_s);
    QCOMPARE(RunExport::markdownEscaped(u"a\nb|c"_s), u"a\\\\nb\\|c"_s);
    QCOMPARE(RunExport::markdownEscaped(u"# 1. `x`"_s), u"\\# 1\\. \\`x\\`"_s);
    QCOMPARE(RunExport::htmlEscaped(u"<a href=\"x\" title='y'>&"_s),
             u"&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;"_s);
}

void TestRunExport::formatsAndFileNames_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("suggested");
    QTest::newRow("html") << u"/tmp/report.HTML"_s << int(RunExport::Format::Html)
                          << u"run-run_42.html"_s;
    QTest::newRow("md") << u"r.md"_s << int(RunExport::Format::Markdown) << u"run-run_42.md"_s;
    QTest::newRow("jsonl") << u"r.jsonl"_s << int(RunExport::Format::EventsJsonl)
                           << u"run-run_42.events.jsonl"_s;
    QTest::newRow("json") << u"r.spec.json"_s << int(RunExport::Format::SpecJson)
                          << u"run-run_42.spec.json"_s;
    QTest::newRow("sh") << u"r.sh"_s << int(RunExport::Format::SpecCurl) << u"run-run_42.curl.sh"_s;
    QTest::newRow("unknown") << u"r.txt"_s << -1 << QString();
}

void TestRunExport::formatsAndFileNames()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    QFETCH(QString, suggested);
    const std::optional<RunExport::Format> f = RunExport::formatForPath(path);
    QCOMPARE(f ? int(*f) : -1, format);
    if (!f)
        return;
    QCOMPARE(RunExport::suggestedFileName(u"run_42"_s, *f), suggested);
    QCOMPARE(RunExport::formatFromName(QString(RunExport::formatName(*f))), f);

    // Run ids from a server are made safe for a file name.
    const QString name = RunExport::suggestedFileName(u"../../etc/pass wd\u202e:*?\"<>|\\"_s, *f);
    QVERIFY2(!name.contains(u'/') && !name.contains(u'\\') && !name.contains(u':') &&
                 !name.contains(u"..") && !name.contains(QChar(0x202E)) && !name.contains(u' '),
             qPrintable(name));
    QVERIFY(name.startsWith(u"run-etc_pass_wd"_s));
    QVERIFY(RunExport::suggestedFileName(QString(), *f).startsWith(u"run."_s));
    QVERIFY(RunExport::suggestedFileName(QString(300, u'a'), *f).size() < 100);
}

void TestRunExport::writeFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"out.html"_s);
    QString error;
    QVERIFY2(RunExport::writeFile(path, "hello", &error), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("hello"));
    QVERIFY(!RunExport::writeFile(dir.filePath(u"missing/dir/x.html"_s), "x", &error));
    QVERIFY(error.contains(u"x.html"_s));
}

QTEST_MAIN(TestRunExport)
#include "tst_runexport.moc"
