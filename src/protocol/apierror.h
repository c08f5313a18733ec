// SPDX-License-Identifier: MIT
// ApiError: a non-2xx answer of the MANTYX HTTP API, kept verbatim and decoded for the user.
#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

namespace mantyx {

// Built from what the client has in hand after a failed request (status, body,
// two headers) and classified along http-surface.md's "Credential errors" and
// "General error body" tables, so the UI can say what happened and what to do.
// Whatever the body is — JSON of either form, an HTML page from a proxy,
// nothing — it is kept as received and quoted by describe().
// The sandbox server builds the same bodies with make() and toJson().
struct ApiError
{
    enum class Kind : quint8
    {
        MissingCredential, // 401 { "error": "Unauthorized", "message" }
        InvalidCredential, // 401 unknown, expired or revoked token
        WrongKeyUsage,     // 403 key not for the Developer API (+ hint)
        PlanLacksFeature,  // 403 code api_keys_plan / oauth_apps_plan
        InsufficientScope, // 403 insufficient_scope + required + WWW-Authenticate
        WorkspaceMismatch, // 404 the slug is not the credential's workspace (+ hint)
        NotFound,          // 404 not_found
        InvalidRequest,    // 400 invalid_request
        InvalidModel,      // 400 invalid_model (+ candidates)
        UnknownToolUse,    // 404 unknown_tool_use
        RunTerminal,       // 409 run_terminal
        RateLimited,       // 429 rate_limited (+ Retry-After)
        ServerError,       // 5xx
        Other,
    };

    int httpStatus = 0;
    Kind kind = Kind::Other;
    QByteArray body;         // verbatim
    bool bodyIsJson = false; // the body parsed as a JSON object
    QString error;           // a code ("invalid_model") or, for credential errors, a sentence
    QString message;
    QString code; // e.g. "api_keys_plan"
    QStringList candidates;
    QString hint;
    QStringList required;         // scopes; the wire has a string or an array
    bool requiredIsArray = false; // so toJson() writes back the form that was read
    QString retryAfter;           // the header as received
    std::optional<qint64> retryAfterSeconds;
    QString wwwAuthenticate;      // the header as received
    QString wwwAuthenticateError; // its error="..." parameter
    QStringList scopes;           // its scope="..." parameter, split on spaces

    // `now` resolves a Retry-After given as an HTTP date.
    static ApiError fromResponse(int httpStatus, QByteArrayView body,
                                 QByteArrayView retryAfter = {},
                                 QByteArrayView wwwAuthenticate = {},
                                 const QDateTime& now = QDateTime::currentDateTimeUtc());

    // The documented body of `kind` with its status; set further fields
    // (required, hint, candidates, retryAfterSeconds...) before toJson().
    static ApiError make(Kind kind, const QString& message = {});
    static int defaultStatus(Kind kind) noexcept;
    static QLatin1StringView kindName(Kind kind) noexcept;

    // One or two human sentences, translated ("ApiError" context), that say
    // what went wrong and quote exactly what the server said.
    QString describe() const;
    // The JSON body; only the fields that are set.
    QJsonObject toJson() const;
    // The WWW-Authenticate value this error calls for, empty if none.
    QByteArray wwwAuthenticateHeader() const;
    // RateLimited and ServerError: worth retrying later, unchanged.
    bool isTransient() const noexcept;

    // Classification alone, from what fromResponse() decoded.
    void classify();
};

} // namespace mantyx
