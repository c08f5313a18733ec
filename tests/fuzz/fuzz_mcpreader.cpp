// SPDX-License-Identifier: MIT
// What an MCP server sends, as the client reads it: stdout split into lines (McpLineBuffer), a
// Streamable HTTP event-stream body (McpHttpTransport::takeMessages) or a plain JSON body, in
// arbitrary chunks; then each JSON-RPC message's tools/call result flattened into a tool answer
// (McpResult) and a tools/list result resolved into an mcp_local ref (McpResolution). No crash,
// the same messages however the bytes were split, every answer one the server accepts, and every
// resolved ref free of validation errors.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <fuzzer/FuzzedDataProvider.h>

#include "fuzzcheck.h"
#include "localtools/mcphttptransport.h"
#include "localtools/mcplinebuffer.h"
#include "localtools/mcpresolution.h"
#include "localtools/mcpresult.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/specissue.h"
#include "protocol/specvalidator.h"
#include "protocol/toolresultvalidator.h"
#include "sse/sseparser.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

enum class Framing : quint8
{
    Stdio,
    EventStream,
    JsonBody,
};

// The messages `stream` carries, read `chunkSize` bytes at a time as the transports read them.
QList<QByteArray> messagesOf(Framing framing, QByteArrayView stream, qsizetype chunkSize)
{
    QList<QByteArray> messages;
    McpLineBuffer lines;
    SseParser sse;
    for (qsizetype at = 0; at < stream.size(); at += chunkSize) {
        const QByteArray chunk =
            stream.sliced(at, std::min(chunkSize, stream.size() - at)).toByteArray();
        if (framing == Framing::Stdio) {
            lines.append(chunk);
            while (const std::optional<QByteArray> line = lines.takeLine()) {
                MANTYX_FUZZ_CHECK(!line->contains('\n'));
                if (!line->trimmed().isEmpty())
                    messages.append(*line);
            }
        } else if (framing == Framing::EventStream) {
            messages.append(McpHttpTransport::takeMessages(sse, chunk));
        }
    }
    if (framing == Framing::JsonBody && !stream.trimmed().isEmpty())
        messages.append(stream.toByteArray());
    if (framing == Framing::Stdio)
        MANTYX_FUZZ_CHECK(lines.pendingBytes() <= stream.size());
    return messages;
}

void checkAnswer(const McpFlattened& flattened)
{
    const ToolAnswer& answer = flattened.answer;
    MANTYX_FUZZ_CHECK(answer.result.has_value() != answer.error.has_value());
    for (const SpecIssue& issue : ToolResultValidator::validate(answer.toJson(u"tu_fuzz"_s))) {
        if (issue.severity == Severity::Error)
            std::fprintf(stderr, "%s: %s\n", qPrintable(issue.rule), qPrintable(issue.message));
        MANTYX_FUZZ_CHECK(issue.severity != Severity::Error);
    }
}

void readMessage(const QJsonObject& message, const McpServerConfig& config)
{
    const QJsonValue result = message.value("result"_L1);
    if (!result.isObject())
        return;
    const QJsonObject object = result.toObject();
    for (const bool allowFiles : {true, false}) {
        McpResult::Options options;
        options.allowFiles = allowFiles;
        checkAnswer(McpResult::flatten(object, options));
    }
    if (object.value("tools"_L1).isArray()) {
        const McpResolution resolution =
            McpResolution::resolve(config, object.value("serverInfo"_L1).toObject(),
                                   object.value("tools"_L1).toArray(), {u"taken_tool"_s});
        const QJsonObject spec{{"systemPrompt"_L1, u"s"_s},
                               {"prompt"_L1, u"p"_s},
                               {"tools"_L1, QJsonArray{resolution.json()}}};
        for (const SpecIssue& issue : SpecValidator::validate(spec)) {
            if (issue.severity == Severity::Error)
                std::fprintf(stderr, "%s: %s\n", qPrintable(issue.rule), qPrintable(issue.message));
            MANTYX_FUZZ_CHECK(issue.severity != Severity::Error);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    FuzzedDataProvider input(bytes, size);
    const auto framing = Framing(input.ConsumeIntegralInRange<int>(0, 2));
    const auto chunkSize = qsizetype(input.ConsumeIntegralInRange<int>(1, 64));
    const auto flags = input.ConsumeIntegral<uint8_t>();
    const std::string streamText = input.ConsumeRemainingBytesAsString();
    const QByteArrayView stream(streamText.data(), qsizetype(streamText.size()));

    const QList<QByteArray> messages = messagesOf(framing, stream, chunkSize);
    MANTYX_FUZZ_CHECK(messages == messagesOf(framing, stream, stream.size() + 1));

    McpServerConfig config;
    config.name = u"fs"_s;
    config.prefixToolNames = (flags & 1) != 0;
    config.includeNewTools = (flags & 2) != 0;
    for (const QByteArray& json : messages) {
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(json, &error);
        if (error.error != QJsonParseError::NoError)
            continue;
        if (document.isArray()) {
            for (const QJsonValue& v : document.array())
                readMessage(v.toObject(), config);
        } else {
            readMessage(document.object(), config);
        }
    }
    return 0;
}
