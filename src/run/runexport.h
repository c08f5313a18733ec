// SPDX-License-Identifier: MIT
// RunExport: a run written out for people and tools elsewhere — a self-contained HTML report,
// Markdown, the raw events as JSON Lines, the spec as JSON and as curl — from the one filled
// RunTimeline, with every text the server or a tool sent escaped and nothing secret in it.
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QUrl>

namespace mantyx {

class RunTimeline;

class RunExport final
{
    Q_DECLARE_TR_FUNCTIONS(RunExport)

public:
    enum class Format : quint8
    {
        Html,        // the report: one file, inline CSS, no scripts, no external resources
        Markdown,    // the report as Markdown
        EventsJsonl, // one line per event, its SSE data as received
        SpecJson,    // the spec, redacted, pretty JSON
        SpecCurl,    // the POST that would start the run again, as a shell script
    };

    // What the report says about the run besides its timeline.
    struct Info
    {
        QString runId;
        QUrl baseUrl; // shown without user info, query or fragment
        QString workspace;
        QString sessionId;
        QString model;       // empty: the summary's model, else the spec's `model`
        QDateTime createdAt; // invalid: not shown
        QJsonObject spec;    // redacted (CaptureWriter::redactSpec) in every format
    };

    RunExport() = delete;

    // `chartSvgs` are whole <svg> elements made by this application (trusted): embedded as they
    // are, each in a figure, after the summary. A leading XML declaration or DOCTYPE is dropped.
    // The document is well-formed XML (XHTML served as HTML), so it can be checked by parsing.
    static QString html(const RunTimeline& timeline, const Info& info,
                        const QStringList& chartSvgs = {});
    static QString markdown(const RunTimeline& timeline, const Info& info);
    // Each event's SSE data exactly as received when it is a UTF-8 JSON object (line breaks
    // between its tokens written as spaces); otherwise {"seq","type","malformed":true,"raw"} or,
    // for bytes that are not UTF-8, "rawBase64" — so every line parses.
    static QByteArray eventsJsonl(const RunTimeline& timeline);
    static QByteArray specJson(const QJsonObject& spec);
    // CurlCommand for the redacted spec, the key left to the shell as $MANTYX_API_KEY. Nothing
    // (and `error`) without an http(s) server address and a workspace.
    static std::optional<QString> specCurl(const Info& info, QString* error = nullptr);

    // `format` as the bytes of a file (UTF-8).
    static std::optional<QByteArray> render(Format format, const RunTimeline& timeline,
                                            const Info& info, const QStringList& chartSvgs = {},
                                            QString* error = nullptr);
    // Written whole or not at all (QSaveFile); `error` names the file and the OS error.
    static bool writeFile(const QString& path, const QByteArray& bytes, QString* error = nullptr);

    // From a file name's extension: .html/.htm, .md/.markdown, .jsonl, .json, .sh/.curl.
    static std::optional<Format> formatForPath(QStringView path);
    // From a name as --export-format takes it: html, md|markdown, jsonl|events, json|spec,
    // curl|sh.
    static std::optional<Format> formatFromName(QStringView name);
    static QLatin1StringView formatName(Format format);
    // "run-<id>.html", "run-<id>.events.jsonl", "run-<id>.spec.json", "run-<id>.curl.sh"…: the
    // run id reduced to characters safe in a file name on every platform.
    static QString suggestedFileName(const QString& runId, Format format);
    static QString safeFileStem(QStringView text);

    // The escapes the formats use, public for tests.
    // Text for HTML element content and double- or single-quoted attribute values; unsafe
    // characters (controls, bidi) shown as escapes, characters XML does not allow replaced.
    static QString htmlEscaped(QStringView text);
    // One line of Markdown text: line breaks shown as \n, every Markdown metacharacter
    // backslash-escaped, so it renders as the text it is (no link, no HTML, no emphasis).
    static QString markdownEscaped(QStringView text);
    // `text` in a fenced code block whose fence is longer than any backtick run in it.
    static QString markdownFence(QStringView text, QLatin1StringView infoString = {});
};

} // namespace mantyx
