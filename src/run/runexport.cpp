// SPDX-License-Identifier: MIT
// RunExport: the report's sections are gathered once (summary fields, plan, rows, notes) and
// written as HTML or Markdown; every text from the server, a tool or the spec passes an escape.
#include "run/runexport.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QSaveFile>
#include <QStringDecoder>

#include "protocol/displaytext.h"
#include "run/capturewriter.h"
#include "run/runsummary.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"
#include "spec/curlcommand.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

struct Field
{
    QString label;
    QString value;
};

QString offsetText(qint64 ms)
{
    return ms < 0 ? QString() : u"+"_s + RunSummary::durationText(ms);
}

QLatin1StringView statusId(RunSummary::Status status)
{
    switch (status) {
    case RunSummary::Status::NotStarted:
        return "not-started"_L1;
    case RunSummary::Status::Running:
        return "running"_L1;
    case RunSummary::Status::Succeeded:
        return "succeeded"_L1;
    case RunSummary::Status::Failed:
        return "failed"_L1;
    case RunSummary::Status::Cancelled:
        return "cancelled"_L1;
    case RunSummary::Status::Incomplete:
        return "incomplete"_L1;
    }
    return "unknown"_L1;
}

QLatin1StringView severityId(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info"_L1;
    case Severity::Warning:
        return "warning"_L1;
    case Severity::Error:
        return "error"_L1;
    }
    return "info"_L1;
}

QString planStepStatusText(const PlanStep& step)
{
    switch (step.status) {
    case PlanStepStatus::Pending:
        return RunExport::tr("pending");
    case PlanStepStatus::InProgress:
        return RunExport::tr("in progress");
    case PlanStepStatus::Done:
        return RunExport::tr("done");
    case PlanStepStatus::Other:
        break;
    }
    return step.statusRaw;
}

QUrl shownBaseUrl(const QUrl& url)
{
    return url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

QString modelOf(const RunSummary& summary, const RunExport::Info& info)
{
    if (!info.model.isEmpty())
        return info.model;
    if (summary.model)
        return TimelineRowTexts::modelText(*summary.model);
    return info.spec.value("model"_L1).toString();
}

QList<Field> summaryFields(const RunSummary& s, const RunExport::Info& info)
{
    QList<Field> fields;
    fields.append({RunExport::tr("Status"), RunSummary::statusName(s.status)});
    const QString model = modelOf(s, info);
    if (!model.isEmpty())
        fields.append({RunExport::tr("Model"), model});
    if (s.turns)
        fields.append({RunExport::tr("Turns"), QString::number(*s.turns)});
    if (s.durationMs)
        fields.append({RunExport::tr("Duration"), RunSummary::durationText(*s.durationMs)});
    if (s.tokens) {
        const QLocale locale;
        fields.append({RunExport::tr("Input tokens"), locale.toString(s.tokens->inputTokens)});
        fields.append(
            {RunExport::tr("Cached input tokens"), locale.toString(s.tokens->cachedTokens)});
        fields.append({RunExport::tr("Output tokens"), locale.toString(s.tokens->outputTokens)});
        fields.append(
            {RunExport::tr("Reasoning tokens"), locale.toString(s.tokens->reasoningTokens)});
    }
    if (s.costUsd) {
        QString cost = RunSummary::costText(*s.costUsd);
        if (!s.costFormula.isEmpty())
            cost += u" ("_s + s.costFormula + u')';
        fields.append({RunExport::tr("Cost"), cost});
    }
    if (s.localCalls > 0) {
        fields.append(
            {RunExport::tr("Local tool calls"),
             RunExport::tr("%1 (%2 unanswered)").arg(s.localCalls).arg(s.localCallsUnanswered)});
    }
    if (s.serverToolResults > 0)
        fields.append({RunExport::tr("Server tool results"), QString::number(s.serverToolResults)});
    if (!s.errorMessage.isEmpty() || !s.errorCode.isEmpty()) {
        QString error = s.errorMessage;
        if (!s.errorCode.isEmpty())
            error += u" ["_s + s.errorCode + u']';
        fields.append({RunExport::tr("Error"), error});
    }
    if (s.finishReason)
        fields.append({RunExport::tr("Finish reason"), *s.finishReason});
    if (s.cancelReason)
        fields.append({RunExport::tr("Cancel reason"), *s.cancelReason});
    if (!info.runId.isEmpty())
        fields.append({RunExport::tr("Run id"), info.runId});
    if (!info.sessionId.isEmpty())
        fields.append({RunExport::tr("Session id"), info.sessionId});
    if (!info.baseUrl.isEmpty())
        fields.append({RunExport::tr("Server"), shownBaseUrl(info.baseUrl).toString()});
    if (!info.workspace.isEmpty())
        fields.append({RunExport::tr("Workspace"), info.workspace});
    if (info.createdAt.isValid())
        fields.append({RunExport::tr("Created at"), info.createdAt.toUTC().toString(Qt::ISODate)});
    return fields;
}

QString prettySpec(const QJsonObject& spec)
{
    QString text = QString::fromUtf8(
        QJsonDocument(CaptureWriter::redactSpec(spec)).toJson(QJsonDocument::Indented));
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text;
}

QString runTitle(const RunExport::Info& info)
{
    return info.runId.isEmpty() ? RunExport::tr("MANTYX run")
                                : RunExport::tr("MANTYX run %1").arg(info.runId);
}

// Characters XML 1.0 does not allow in a document become U+FFFD (lone surrogates, U+FFFE/F, C0
// controls but tab and line breaks), so the report always parses as XML.
QString xmlSafe(QString text)
{
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < n &&
            QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            ++i;
            continue;
        }
        if (QChar::isSurrogate(c) || c == 0xFFFE || c == 0xFFFF ||
            (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r'))
            text[i] = QChar::ReplacementCharacter;
    }
    return text;
}

QString esc(QStringView text)
{
    return RunExport::htmlEscaped(text);
}

// One line (headlines, field values): line breaks shown as escapes.
QString escLine(QStringView text)
{
    return RunExport::htmlEscaped(displaytext::singleLine(text));
}

QString trustedSvg(QString svg)
{
    for (;;) {
        svg = svg.trimmed();
        const bool decl = svg.startsWith("<?xml"_L1);
        const bool doctype = svg.startsWith("<!DOCTYPE"_L1, Qt::CaseInsensitive);
        if (!decl && !doctype)
            return svg;
        const qsizetype end = svg.indexOf(u'>');
        if (end < 0)
            return {};
        svg.remove(0, end + 1);
    }
}

constexpr auto Css = R"(
:root { color-scheme: light dark; --fg: #1d1f23; --muted: #5f6672; --line: #d8dce3;
  --card: #f6f7f9; --ok: #1f7a3a; --bad: #b3261e; --warn: #8a5a00; --accent: #2f5fb3; }
@media (prefers-color-scheme: dark) { :root { --fg: #e4e6ea; --muted: #a2a9b4; --line: #3a3f47;
  --card: #24272c; --ok: #5cc27c; --bad: #f2857d; --warn: #e2b04a; --accent: #8fb1ff; } }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg);
  max-width: 62rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin-bottom: .2rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; border-bottom: 1px solid var(--line); padding-bottom: .2rem;
  margin-top: 2rem; }
pre { background: var(--card); border: 1px solid var(--line); border-radius: 6px;
  padding: .5rem .7rem; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px;
  margin: .3rem 0; }
table.summary { border-collapse: collapse; }
table.summary th { text-align: left; font-weight: 600; padding: .15rem 1.2rem .15rem 0;
  color: var(--muted); vertical-align: top; }
table.summary td { padding: .15rem 0; overflow-wrap: anywhere; }
.status { font-weight: 700; }
.status-succeeded { color: var(--ok); }
.status-failed, .status-incomplete { color: var(--bad); }
.status-cancelled { color: var(--warn); }
ol.rows { list-style: none; padding: 0; }
ol.rows > li { border-left: 3px solid var(--line); padding: .3rem 0 .3rem .7rem; margin: .5rem 0; }
ol.rows > li.sev-warning { border-left-color: var(--warn); }
ol.rows > li.sev-error { border-left-color: var(--bad); }
ol.rows > li.kind-local_tool_call, ol.rows > li.kind-server_tool_call { border-left-color: var(--accent); }
.head { font-weight: 600; overflow-wrap: anywhere; }
.meta, .detail, .n { color: var(--muted); font-weight: 400; font-size: 13px; }
.badge { font-size: 12px; border: 1px solid var(--line); border-radius: 8px; padding: 0 .4rem;
  margin-left: .4rem; font-weight: 400; }
.call { font-size: 13px; }
ul.problems { color: var(--bad); font-size: 13px; margin: .2rem 0; }
ul.plan { list-style: none; padding-left: .2rem; }
ul.plan .done { color: var(--muted); text-decoration: line-through; }
figure { margin: 1rem 0; } figure svg { max-width: 100%; height: auto; }
footer { margin-top: 2.5rem; color: var(--muted); font-size: 12px; }
)";

QString checkMark(PlanStepStatus status)
{
    switch (status) {
    case PlanStepStatus::Done:
        return u"☑"_s;
    case PlanStepStatus::InProgress:
        return u"◐"_s;
    case PlanStepStatus::Pending:
    case PlanStepStatus::Other:
        break;
    }
    return u"☐"_s;
}

QString fileError(const QString& path, const QString& reason)
{
    return RunExport::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace

QString RunExport::htmlEscaped(QStringView text)
{
    QString escaped = xmlSafe(displaytext::multiLine(text)).toHtmlEscaped();
    escaped.replace(u'\'', "&#39;"_L1);
    return escaped;
}

QString RunExport::markdownEscaped(QStringView text)
{
    static constexpr QStringView Meta = u"\\`*_{}[]()<>#+-.!|~&$";
    const QString line = displaytext::singleLine(text);
    QString out;
    out.reserve(line.size() + line.size() / 4);
    for (const QChar c : line) {
        if (Meta.contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

QString RunExport::markdownFence(QStringView text, QLatin1StringView infoString)
{
    const QString body = displaytext::multiLine(text);
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : body) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(std::max<qsizetype>(3, longest + 1), u'`');
    QString out = fence + infoString + u'\n' + body;
    if (!out.endsWith(u'\n'))
        out += u'\n';
    out += fence + u'\n';
    return out;
}

QString RunExport::html(const RunTimeline& timeline, const Info& info, const QStringList& chartSvgs)
{
    const RunSummary s = timeline.summary();
    QString h;
    h.reserve(16384 + timeline.eventCount() * 64);
    const QString lang = QLocale().bcp47Name();
    h += u"<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\""_s +
         esc(lang.isEmpty() ? u"en"_s : lang) + u"\">\n<head>\n<meta charset=\"utf-8\"/>\n"_s;
    // Nothing in the file may load or run anything, even text that slipped an escape.
    h += u"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
         "style-src 'unsafe-inline'; img-src data:\"/>\n"_s;
    h += u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"_s;
    h += u"<meta name=\"generator\" content=\"MANTYX Run Inspector\"/>\n"_s;
    h += u"<title>"_s + escLine(runTitle(info)) + u"</title>\n<style>"_s + QString::fromUtf8(Css) +
         u"</style>\n</head>\n<body>\n"_s;

    h += u"<header>\n<h1>"_s + escLine(runTitle(info)) + u"</h1>\n"_s;
    h += u"<p class=\"meta\"><span class=\"status status-"_s + statusId(s.status) + u"\">"_s +
         esc(RunSummary::statusName(s.status)) + u"</span>"_s;
    const QString model = modelOf(s, info);
    if (!model.isEmpty())
        h += u" · "_s + escLine(model);
    h += u"</p>\n</header>\n"_s;

    h += u"<section id=\"summary\">\n<h2>"_s + esc(tr("Summary")) +
         u"</h2>\n<table class=\"summary\">\n"_s;
    for (const Field& f : summaryFields(s, info)) {
        h += u"<tr><th scope=\"row\">"_s + esc(f.label) + u"</th><td>"_s + escLine(f.value) +
             u"</td></tr>\n"_s;
    }
    h += u"</table>\n"_s;
    if (s.finalText) {
        h += u"<h3>"_s + esc(tr("Final answer")) + u"</h3>\n<pre class=\"final\">"_s +
             esc(*s.finalText) + u"</pre>\n"_s;
    }
    if (s.partialText) {
        h += u"<h3>"_s + esc(tr("Partial text (truncated reply)")) +
             u"</h3>\n<pre class=\"partial\">"_s + esc(*s.partialText) + u"</pre>\n"_s;
    }
    if (!s.outputViolations.isEmpty() || !s.outputParseError.isEmpty()) {
        h += u"<ul class=\"problems\">\n"_s;
        if (!s.outputParseError.isEmpty())
            h += u"<li>"_s + escLine(s.outputParseError) + u"</li>\n"_s;
        for (const QString& v : s.outputViolations)
            h += u"<li>"_s + escLine(v) + u"</li>\n"_s;
        h += u"</ul>\n"_s;
    }
    h += u"</section>\n"_s;

    if (!chartSvgs.isEmpty()) {
        h += u"<section id=\"charts\">\n<h2>"_s + esc(tr("Charts")) + u"</h2>\n"_s;
        for (const QString& svg : chartSvgs)
            h += u"<figure>"_s + trustedSvg(svg) + u"</figure>\n"_s;
        h += u"</section>\n"_s;
    }

    if (const std::optional<TaskPlan>& plan = timeline.plan()) {
        h += u"<section id=\"plan\">\n<h2>"_s + esc(tr("Plan")) + u"</h2>\n"_s;
        if (plan->brief && !plan->brief->isEmpty())
            h += u"<p class=\"brief\">"_s + esc(*plan->brief) + u"</p>\n"_s;
        h += u"<ul class=\"plan\">\n"_s;
        for (const PlanStep& step : plan->steps) {
            const bool done = step.status == PlanStepStatus::Done;
            h += u"<li"_s + (done ? u" class=\"done\""_s : QString()) + u'>' +
                 checkMark(step.status) + u' ' + escLine(step.title) +
                 u" <span class=\"meta\">("_s + escLine(planStepStatusText(step)) +
                 u")</span></li>\n"_s;
        }
        h += u"</ul>\n</section>\n"_s;
    }

    h += u"<section id=\"timeline\">\n<h2>"_s + esc(tr("Timeline")) +
         u"</h2>\n<ol class=\"rows\">\n"_s;
    for (int i = 0; i < timeline.rowCount(); ++i) {
        const TimelineRow& row = timeline.row(i);
        const TimelineRowTexts t = TimelineRowTexts::format(timeline, i);
        h += u"<li id=\"row-"_s + QString::number(i + 1) + u"\" class=\"kind-"_s +
             TimelineRowTexts::kindId(row.kind) + u" sev-"_s +
             severityId(TimelineRowTexts::severity(timeline, i)) + u"\">\n"_s;
        h += u"<div class=\"head\"><span class=\"n\">#"_s + QString::number(i + 1) + u"</span> "_s +
             escLine(t.headline);
        if (!t.badge.isEmpty())
            h += u"<span class=\"badge\">"_s + escLine(t.badge) + u"</span>"_s;
        h += u"</div>\n"_s;
        QStringList meta;
        if (row.turn > 0)
            meta << tr("turn %1").arg(row.turn);
        if (row.elapsedMs >= 0)
            meta << offsetText(row.elapsedMs);
        if (!t.toolUseId.isEmpty())
            meta << t.toolUseId;
        if (!meta.isEmpty())
            h += u"<div class=\"meta\">"_s + escLine(meta.join(u" · "_s)) + u"</div>\n"_s;
        if (!t.detail.isEmpty() && row.kind != TimelineRowKind::AssistantText &&
            row.kind != TimelineRowKind::Thinking)
            h += u"<div class=\"detail\">"_s + escLine(t.detail) + u"</div>\n"_s;
        if (!t.body.isEmpty()) {
            if (row.kind == TimelineRowKind::Thinking) {
                h += u"<details><summary>"_s + esc(tr("Thinking")) +
                     u"</summary><pre class=\"body\">"_s + esc(t.body) + u"</pre></details>\n"_s;
            } else {
                h += u"<pre class=\"body\">"_s + esc(t.body) + u"</pre>\n"_s;
            }
        }
        if (row.kind == TimelineRowKind::LocalToolCall && !t.callStateText.isEmpty()) {
            h += u"<div class=\"call\">"_s + esc(tr("Answer:")) + u' ' + escLine(t.callStateText) +
                 u"</div>\n"_s;
            if (!t.answer.isEmpty())
                h += u"<pre class=\"answer\">"_s + esc(t.answer) + u"</pre>\n"_s;
        }
        if (!t.problems.isEmpty()) {
            h += u"<ul class=\"problems\">\n"_s;
            for (const QString& p : t.problems)
                h += u"<li>"_s + escLine(p) + u"</li>\n"_s;
            h += u"</ul>\n"_s;
        }
        h += u"</li>\n"_s;
    }
    h += u"</ol>\n</section>\n"_s;

    if (!timeline.notes().isEmpty()) {
        h += u"<section id=\"notes\">\n<h2>"_s + esc(tr("Protocol notes")) + u"</h2>\n<ul>\n"_s;
        for (const ProtocolNote& n : timeline.notes()) {
            h += u"<li class=\"sev-"_s + severityId(n.severity) + u"\">"_s + escLine(n.message);
            if (!n.detail.isEmpty())
                h += u" <span class=\"detail\">"_s + escLine(n.detail) + u"</span>"_s;
            h += u"</li>\n"_s;
        }
        h += u"</ul>\n</section>\n"_s;
    }

    h += u"<section id=\"spec\">\n<h2>"_s + esc(tr("Spec")) + u"</h2>\n"_s;
    if (info.spec.isEmpty())
        h += u"<p class=\"meta\">"_s + esc(tr("The spec is not known.")) + u"</p>\n"_s;
    else
        h += u"<pre class=\"spec\">"_s + esc(prettySpec(info.spec)) + u"</pre>\n"_s;
    h += u"</section>\n"_s;

    h += u"<footer>"_s +
         esc(tr("Exported by MANTYX Run Inspector on %1. Credentials and header values are "
                "redacted.")
                 .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))) +
         u"</footer>\n</body>\n</html>\n"_s;
    return h;
}

QString RunExport::markdown(const RunTimeline& timeline, const Info& info)
{
    const RunSummary s = timeline.summary();
    QString m;
    m += u"# "_s + markdownEscaped(runTitle(info)) + u"\n\n"_s;

    m += u"## "_s + markdownEscaped(tr("Summary")) + u"\n\n"_s;
    m += u"| | |\n|---|---|\n"_s;
    for (const Field& f : summaryFields(s, info))
        m += u"| "_s + markdownEscaped(f.label) + u" | "_s + markdownEscaped(f.value) + u" |\n"_s;
    m += u'\n';
    if (s.finalText) {
        m += u"### "_s + markdownEscaped(tr("Final answer")) + u"\n\n"_s +
             markdownFence(*s.finalText, "text"_L1) + u'\n';
    }
    if (s.partialText) {
        m += u"### "_s + markdownEscaped(tr("Partial text (truncated reply)")) + u"\n\n"_s +
             markdownFence(*s.partialText, "text"_L1) + u'\n';
    }
    if (!s.outputParseError.isEmpty())
        m += u"- "_s + markdownEscaped(s.outputParseError) + u'\n';
    for (const QString& v : s.outputViolations)
        m += u"- "_s + markdownEscaped(v) + u'\n';
    if (!s.outputParseError.isEmpty() || !s.outputViolations.isEmpty())
        m += u'\n';

    if (const std::optional<TaskPlan>& plan = timeline.plan()) {
        m += u"## "_s + markdownEscaped(tr("Plan")) + u"\n\n"_s;
        if (plan->brief && !plan->brief->isEmpty())
            m += markdownEscaped(*plan->brief) + u"\n\n"_s;
        for (const PlanStep& step : plan->steps) {
            m += (step.status == PlanStepStatus::Done ? u"- [x] "_s : u"- [ ] "_s) +
                 markdownEscaped(step.title) + u" \\("_s +
                 markdownEscaped(planStepStatusText(step)) + u"\\)\n"_s;
        }
        m += u'\n';
    }

    m += u"## "_s + markdownEscaped(tr("Timeline")) + u"\n\n"_s;
    for (int i = 0; i < timeline.rowCount(); ++i) {
        const TimelineRow& row = timeline.row(i);
        const TimelineRowTexts t = TimelineRowTexts::format(timeline, i);
        m +=
            u"### "_s + QString::number(i + 1) + u" · "_s + markdownEscaped(t.headline) + u"\n\n"_s;
        QStringList meta;
        if (!t.badge.isEmpty())
            meta << t.badge;
        if (row.turn > 0)
            meta << tr("turn %1").arg(row.turn);
        if (row.elapsedMs >= 0)
            meta << offsetText(row.elapsedMs);
        if (!t.toolUseId.isEmpty())
            meta << t.toolUseId;
        if (!meta.isEmpty())
            m += u'*' + markdownEscaped(meta.join(u" · "_s)) + u"*\n\n"_s;
        if (!t.detail.isEmpty() && row.kind != TimelineRowKind::AssistantText &&
            row.kind != TimelineRowKind::Thinking)
            m += markdownEscaped(t.detail) + u"\n\n"_s;
        if (!t.body.isEmpty()) {
            const bool json = row.kind == TimelineRowKind::LocalToolCall ||
                              row.kind == TimelineRowKind::ServerToolCall;
            m += markdownFence(t.body, json ? "json"_L1 : "text"_L1) + u'\n';
        }
        if (row.kind == TimelineRowKind::LocalToolCall && !t.callStateText.isEmpty()) {
            m += u"**"_s + markdownEscaped(tr("Answer:")) + u"** "_s +
                 markdownEscaped(t.callStateText) + u"\n\n"_s;
            if (!t.answer.isEmpty())
                m += markdownFence(t.answer, "json"_L1) + u'\n';
        }
        for (const QString& p : t.problems)
            m += u"- ⚠ "_s + markdownEscaped(p) + u'\n';
        if (!t.problems.isEmpty())
            m += u'\n';
    }

    if (!timeline.notes().isEmpty()) {
        m += u"## "_s + markdownEscaped(tr("Protocol notes")) + u"\n\n"_s;
        for (const ProtocolNote& n : timeline.notes()) {
            m += u"- "_s + markdownEscaped(n.message);
            if (!n.detail.isEmpty())
                m += u" — "_s + markdownEscaped(n.detail);
            m += u'\n';
        }
        m += u'\n';
    }

    m += u"## "_s + markdownEscaped(tr("Spec")) + u"\n\n"_s;
    if (info.spec.isEmpty())
        m += markdownEscaped(tr("The spec is not known.")) + u'\n';
    else
        m += markdownFence(prettySpec(info.spec), "json"_L1);
    return m;
}

namespace {

QByteArray jsonString(const QString& text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// The raw bytes as one JSONL line when they are a UTF-8 JSON object; nothing otherwise. The only
// control bytes valid JSON can hold are whitespace between tokens, so line breaks become spaces.
std::optional<QByteArray> rawObjectLine(const QByteArray& raw)
{
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 && c != '\t' && c != '\n' && c != '\r')
            return std::nullopt;
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(raw);
    if (decoder.hasError() || text.startsWith(QChar::ByteOrderMark))
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(raw, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    QByteArray line = raw.trimmed();
    line.replace('\n', ' ').replace('\r', ' ');
    return line;
}

} // namespace

QByteArray RunExport::eventsJsonl(const RunTimeline& timeline)
{
    QByteArray out;
    for (int i = 0; i < timeline.eventCount(); ++i) {
        const RunEvent& e = timeline.eventAt(i);
        if (const std::optional<QByteArray> line = rawObjectLine(e.raw)) {
            out += *line;
        } else {
            out += "{\"seq\":" + (e.seq >= 0 ? QByteArray::number(e.seq) : QByteArray("null")) +
                   ",\"type\":" + jsonString(e.typeName) + ",\"malformed\":true";
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString text = decoder.decode(e.raw);
            // Qt's JSON writer escapes controls; read back to be sure the text is the bytes.
            if (!decoder.hasError() && text.toUtf8() == e.raw)
                out += ",\"raw\":" + jsonString(text);
            else
                out += ",\"rawBase64\":\"" + e.raw.toBase64() + '"';
            out += '}';
        }
        out += '\n';
    }
    return out;
}

QByteArray RunExport::specJson(const QJsonObject& spec)
{
    return QJsonDocument(CaptureWriter::redactSpec(spec)).toJson(QJsonDocument::Indented);
}

std::optional<QString> RunExport::specCurl(const Info& info, QString* error)
{
    CurlCommand::Request request;
    request.baseUrl = info.baseUrl;
    request.workspace = info.workspace;
    request.body = CaptureWriter::redactSpec(info.spec);
    request.target = CurlCommand::Target::Run;
    request.indentedBody = true;
    const QString command = CurlCommand::build(request);
    if (command.isEmpty()) {
        if (error) {
            *error = tr("The run's server address or workspace is not known, so there is no "
                        "request to write as curl.");
        }
        return std::nullopt;
    }
    return u"#!/bin/sh\n"_s +
           u"# Starts the run again. Set MANTYX_API_KEY first; header values "
           "and credentials in the spec are redacted.\n"_s +
           command + u'\n';
}

std::optional<QByteArray> RunExport::render(Format format, const RunTimeline& timeline,
                                            const Info& info, const QStringList& chartSvgs,
                                            QString* error)
{
    switch (format) {
    case Format::Html:
        return html(timeline, info, chartSvgs).toUtf8();
    case Format::Markdown:
        return markdown(timeline, info).toUtf8();
    case Format::EventsJsonl:
        return eventsJsonl(timeline);
    case Format::SpecJson:
        return specJson(info.spec);
    case Format::SpecCurl:
        if (const std::optional<QString> curl = specCurl(info, error))
            return curl->toUtf8();
        return std::nullopt;
    }
    return std::nullopt;
}

bool RunExport::writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = fileError(path, file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = fileError(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<RunExport::Format> RunExport::formatForPath(QStringView path)
{
    const QString suffix = QFileInfo(path.toString()).suffix().toLower();
    if (suffix == "html"_L1 || suffix == "htm"_L1)
        return Format::Html;
    if (suffix == "md"_L1 || suffix == "markdown"_L1)
        return Format::Markdown;
    if (suffix == "jsonl"_L1)
        return Format::EventsJsonl;
    if (suffix == "json"_L1)
        return Format::SpecJson;
    if (suffix == "sh"_L1 || suffix == "curl"_L1)
        return Format::SpecCurl;
    return std::nullopt;
}

std::optional<RunExport::Format> RunExport::formatFromName(QStringView name)
{
    const QString n = name.toString().toLower();
    if (n == "html"_L1)
        return Format::Html;
    if (n == "md"_L1 || n == "markdown"_L1)
        return Format::Markdown;
    if (n == "jsonl"_L1 || n == "events"_L1)
        return Format::EventsJsonl;
    if (n == "json"_L1 || n == "spec"_L1)
        return Format::SpecJson;
    if (n == "curl"_L1 || n == "sh"_L1)
        return Format::SpecCurl;
    return std::nullopt;
}

QLatin1StringView RunExport::formatName(Format format)
{
    switch (format) {
    case Format::Html:
        return "html"_L1;
    case Format::Markdown:
        return "md"_L1;
    case Format::EventsJsonl:
        return "jsonl"_L1;
    case Format::SpecJson:
        return "json"_L1;
    case Format::SpecCurl:
        return "curl"_L1;
    }
    return {};
}

QString RunExport::safeFileStem(QStringView text)
{
    QString stem;
    stem.reserve(std::min<qsizetype>(text.size(), 80));
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                        (u >= u'0' && u <= u'9') || u == u'-' || u == u'_' || u == u'.';
        const QChar out = ok ? c : QChar(u'_');
        if (out == u'_' && stem.endsWith(u'_'))
            continue;
        stem += out;
        if (stem.size() >= 80)
            break;
    }
    while (stem.startsWith(u'.') || stem.startsWith(u'_') || stem.startsWith(u'-'))
        stem.remove(0, 1);
    while (stem.endsWith(u'.') || stem.endsWith(u'_'))
        stem.chop(1);
    return stem;
}

QString RunExport::suggestedFileName(const QString& runId, Format format)
{
    const QString id = safeFileStem(runId);
    const QString stem = id.isEmpty() ? u"run"_s : u"run-"_s + id;
    switch (format) {
    case Format::Html:
        return stem + u".html"_s;
    case Format::Markdown:
        return stem + u".md"_s;
    case Format::EventsJsonl:
        return stem + u".events.jsonl"_s;
    case Format::SpecJson:
        return stem + u".spec.json"_s;
    case Format::SpecCurl:
        return stem + u".curl.sh"_s;
    }
    return stem;
}

} // namespace mantyx
