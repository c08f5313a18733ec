// SPDX-License-Identifier: MIT
// What an A2A peer answers, as A2aClient reads it: a send's reply (any HTTP status, any body,
// time-out, size cut, network error) through A2aClient::readReply, and an agent card through
// parseCard, endpointFor and peerKey. No crash, and every reply becomes exactly one answer (a
// result or an error) that the server accepts as a tool-result body.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QUrl>
#include <fuzzer/FuzzedDataProvider.h>

#include "fuzzcheck.h"
#include "localtools/a2aclient.h"
#include "protocol/specissue.h"
#include "protocol/toolresultvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    FuzzedDataProvider input(bytes, size);
    const auto flags = input.ConsumeIntegral<uint8_t>();
    const int status = input.ConsumeIntegralInRange<int>(0, 599);
    const std::string bodyText = input.ConsumeRemainingBytesAsString();
    const QByteArray body(bodyText.data(), qsizetype(bodyText.size()));

    A2aOutcome outcome;
    outcome.endpoint = QUrl(u"http://127.0.0.1:9/a2a"_s);
    outcome.httpStatus = status;
    outcome.responseBody = body;
    outcome.timedOut = (flags & 1) != 0;
    if (flags & 2)
        outcome.networkError = u"Connection refused"_s;
    if (flags & 8)
        outcome.contentType = (flags & 16) ? u"text/html"_s : u"application/json\x1b[2J"_s;
    A2aClient::readReply(outcome, (flags & 4) != 0, A2aClient::DefaultSendTimeoutMs);
    const ToolAnswer& answer = outcome.answer;
    MANTYX_FUZZ_CHECK(answer.result.has_value() != answer.error.has_value());
    for (const SpecIssue& issue : ToolResultValidator::validate(answer.toJson(u"tu_fuzz"_s))) {
        if (issue.severity == Severity::Error)
            std::fprintf(stderr, "%s: %s\n", qPrintable(issue.rule), qPrintable(issue.message));
        MANTYX_FUZZ_CHECK(issue.severity != Severity::Error);
    }

    if (const std::optional<QJsonObject> card = A2aClient::parseCard(body)) {
        const A2aEndpoint endpoint = A2aClient::endpointFor(*card);
        MANTYX_FUZZ_CHECK(endpoint.isValid() == endpoint.error.isEmpty());
        if (endpoint.isValid())
            MANTYX_FUZZ_CHECK(endpoint.url.isValid());
        (void)A2aClient::peerKey(*card);
    }
    return 0;
}
