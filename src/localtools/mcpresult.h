// SPDX-License-Identifier: MIT
// McpResult: turns an MCP `tools/call` result into the answer a run is sent (wire-protocol.md
// §4.3.3/§5): text blocks joined with "\n", `isError` as an error, media and embedded resources as
// files when allowed (else a readable note), structuredContent kept as JSON text when no text block
// carries it — so every MCP server's reply reaches the model in a shape the server accepts.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "protocol/toolanswer.h"

namespace mantyx {

// What flattening produced, beyond the answer itself, so the UI can say what was changed.
struct McpFlattened
{
    ToolAnswer answer;
    bool isError = false;                 // the result said `isError: true`
    bool hasStructuredContent = false;    // the result carried a `structuredContent` object
    bool structuredContentInText = false; // kept as the answer's text (no text block had it)
    int textBlocks = 0;                   // `text` content blocks joined into the answer
    QStringList notes;                    // the readable notes written in place of content blocks
};

class McpResult final
{
    Q_DECLARE_TR_FUNCTIONS(McpResult)

public:
    struct Options
    {
        // Image, audio and embedded-resource blocks become `files`; off: a note in the text.
        bool allowFiles = true;
        // As ToolResultSender::Options: a MIME type outside SpecValidator's list would make the
        // sender refuse the whole answer, so such a block becomes a note unless this is on.
        bool allowUnlistedMimeTypes = false;
    };

    McpResult() = delete;

    // `result` is the JSON-RPC `result` of tools/call, verbatim.
    static McpFlattened flatten(const QJsonObject& result, const Options& options);
    static McpFlattened flatten(const QJsonObject& result) { return flatten(result, Options{}); }

    // An error message cut to the protocol's 8 KB (UTF-8 bytes) with a marker saying so.
    static QString limitErrorText(const QString& message);
};

} // namespace mantyx
