// SPDX-License-Identifier: MIT
// ApiError::fromResponse on an arbitrary status, Retry-After, WWW-Authenticate and body: no crash,
// the body kept verbatim, describe() and toJson() always work, a decoded error read back from its
// own toJson() is the same error, and every documented body the sandbox makes with make() reads
// back as its kind whatever the message.

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QDateTime>
#include <QJsonDocument>
#include <fuzzer/FuzzedDataProvider.h>

#include "fuzzcheck.h"
#include "protocol/apierror.h"

using mantyx::ApiError;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    FuzzedDataProvider input(bytes, size);
    const int status = input.ConsumeIntegralInRange<int>(0, 999);
    const std::string retryAfter = input.ConsumeRandomLengthString(64);
    const std::string wwwAuthenticate = input.ConsumeRandomLengthString(128);
    const auto kindIndex = input.ConsumeIntegralInRange<int>(0, int(ApiError::Kind::Other));
    const std::string body = input.ConsumeRemainingBytesAsString();
    // A fixed clock: an HTTP-date Retry-After resolves the same way on every run.
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1798761600, Qt::UTC);

    const ApiError e = ApiError::fromResponse(
        status, QByteArrayView(body.data(), qsizetype(body.size())),
        QByteArrayView(retryAfter.data(), qsizetype(retryAfter.size())),
        QByteArrayView(wwwAuthenticate.data(), qsizetype(wwwAuthenticate.size())), now);
    MANTYX_FUZZ_CHECK(e.httpStatus == status);
    MANTYX_FUZZ_CHECK(e.body == QByteArrayView(body.data(), qsizetype(body.size())));
    if (e.retryAfterSeconds)
        MANTYX_FUZZ_CHECK(*e.retryAfterSeconds >= 0);
    MANTYX_FUZZ_CHECK(!e.describe().isEmpty());
    (void)e.isTransient();
    (void)ApiError::kindName(e.kind);
    const QByteArray header = e.wwwAuthenticateHeader();
    const QByteArray json = QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact);

    if (e.bodyIsJson) {
        const ApiError again = ApiError::fromResponse(
            status, json, QByteArrayView(retryAfter.data(), qsizetype(retryAfter.size())),
            QByteArrayView(wwwAuthenticate.data(), qsizetype(wwwAuthenticate.size())), now);
        MANTYX_FUZZ_CHECK(again.kind == e.kind);
        MANTYX_FUZZ_CHECK(again.toJson() == e.toJson());
    }

    // The sandbox's side: a documented body with any message reads back as what it was made as.
    // Not a missing credential's: a 401 whose message speaks of an invalid token is read as an
    // invalid credential on purpose, so only its documented message is sure to read back.
    const auto kind = ApiError::Kind(kindIndex);
    const ApiError made = ApiError::make(kind, kind == ApiError::Kind::MissingCredential
                                                   ? QString()
                                                   : QString::fromUtf8(retryAfter));
    const ApiError read = ApiError::fromResponse(
        made.httpStatus, QJsonDocument(made.toJson()).toJson(QJsonDocument::Compact), {},
        made.wwwAuthenticateHeader(), now);
    MANTYX_FUZZ_CHECK(read.kind == kind);
    return 0;
}
