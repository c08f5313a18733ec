// SPDX-License-Identifier: MIT
// The sandbox's HttpRequestParser on arbitrary bytes cut into arbitrary chunks: it must not
// crash, must give the same requests and the same refusal however the bytes are split, must keep
// every request it hands over within its limits, and must hand over nothing after a refusal.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QList>

#include "fuzzcheck.h"
#include "sandbox/httprequestparser.h"

using mantyx::HttpRequestMessage;
using mantyx::HttpRequestParser;

namespace {

struct Outcome
{
    QList<HttpRequestMessage> requests;
    HttpRequestParser::State state = HttpRequestParser::State::NeedMore;
    int errorStatus = 0;
};

bool sameRequest(const HttpRequestMessage& a, const HttpRequestMessage& b)
{
    return a.method == b.method && a.target == b.target && a.minorVersion == b.minorVersion &&
           a.headers == b.headers && a.body == b.body;
}

bool hasLineBreakOrNul(const QByteArray& bytes)
{
    return bytes.contains('\r') || bytes.contains('\n') || bytes.contains('\0');
}

void checkRequest(const HttpRequestMessage& request, const HttpRequestParser::Limits& limits)
{
    MANTYX_FUZZ_CHECK(!request.method.isEmpty());
    MANTYX_FUZZ_CHECK(!request.target.isEmpty());
    MANTYX_FUZZ_CHECK(!hasLineBreakOrNul(request.method) && !hasLineBreakOrNul(request.target));
    MANTYX_FUZZ_CHECK(request.minorVersion == 0 || request.minorVersion == 1);
    MANTYX_FUZZ_CHECK(request.headers.size() <= limits.headerCount);
    MANTYX_FUZZ_CHECK(request.body.size() <= limits.bodyBytes);
    for (const auto& [name, value] : request.headers) {
        MANTYX_FUZZ_CHECK(!name.isEmpty());
        MANTYX_FUZZ_CHECK(!hasLineBreakOrNul(name) && !hasLineBreakOrNul(value));
        MANTYX_FUZZ_CHECK(name.size() + value.size() <= limits.headerLineBytes);
    }
}

// Takes every request the bytes fed so far complete; after a refusal none may follow.
void drain(HttpRequestParser& parser, Outcome& outcome, const HttpRequestParser::Limits& limits)
{
    while (parser.state() == HttpRequestParser::State::Complete) {
        HttpRequestMessage request = parser.takeRequest();
        checkRequest(request, limits);
        outcome.requests.append(std::move(request));
        parser.feed({});
    }
    outcome.state = parser.state();
    if (outcome.state == HttpRequestParser::State::Error) {
        outcome.errorStatus = parser.errorStatus();
        MANTYX_FUZZ_CHECK(outcome.errorStatus >= 400 && outcome.errorStatus <= 505);
        MANTYX_FUZZ_CHECK(!parser.errorReason().isEmpty());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // Byte 0: low bit picks small limits (so every limit is in reach of short inputs), the rest
    // how many chunk sizes follow (0-15); each next byte is one size (1-256 bytes), used in turn.
    if (size == 0)
        return 0;
    HttpRequestParser::Limits limits;
    if (data[0] & 1) {
        limits.requestLineBytes = 64;
        limits.headerLineBytes = 48;
        limits.headerCount = 4;
        limits.headerBlockBytes = 160;
        limits.bodyBytes = 32;
    }
    const size_t sizeCount = std::min<size_t>((data[0] >> 1) % 16, size - 1);
    QList<qsizetype> chunkSizes;
    for (size_t i = 0; i < sizeCount; ++i)
        chunkSizes.append(qsizetype(data[1 + i]) + 1);
    if (chunkSizes.isEmpty())
        chunkSizes.append(1);
    const QByteArrayView stream(reinterpret_cast<const char*>(data) + 1 + sizeCount,
                                qsizetype(size - 1 - sizeCount));

    Outcome whole;
    {
        HttpRequestParser parser(limits);
        parser.feed(stream);
        drain(parser, whole, limits);
    }

    // Chunked: each chunk is a copy that dies right after feeding (ASan sees a kept view).
    Outcome chunked;
    HttpRequestParser parser(limits);
    qsizetype at = 0;
    for (qsizetype n = 0; at < stream.size(); ++n) {
        const qsizetype length = std::min(chunkSizes.at(n % chunkSizes.size()), stream.size() - at);
        const QByteArray chunk = stream.sliced(at, length).toByteArray();
        at += length;
        parser.feed(QByteArrayView(chunk));
        drain(parser, chunked, limits);
        if (chunked.state == HttpRequestParser::State::Error) {
            // Nothing ever follows a refusal, whatever else arrives.
            parser.feed(stream);
            MANTYX_FUZZ_CHECK(parser.state() == HttpRequestParser::State::Error);
            break;
        }
    }
    MANTYX_FUZZ_CHECK(chunked.state == whole.state);
    MANTYX_FUZZ_CHECK(chunked.errorStatus == whole.errorStatus);
    MANTYX_FUZZ_CHECK(chunked.requests.size() == whole.requests.size());
    for (qsizetype i = 0; i < whole.requests.size(); ++i)
        MANTYX_FUZZ_CHECK(sameRequest(chunked.requests.at(i), whole.requests.at(i)));
    return 0;
}
