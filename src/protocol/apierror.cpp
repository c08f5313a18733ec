// SPDX-License-Identifier: MIT
// ApiError: decoding, classification and the user-facing sentence of a failed API call.
#include "protocol/apierror.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The documented credential-error sentences (http-surface.md, "Credential errors").
constexpr auto kUnauthorized = "Unauthorized"_L1;
constexpr auto kInvalidCredential = "Invalid API key or OAuth access token"_L1;
constexpr auto kWrongKeyUsage = "This API key is not for the Developer API"_L1;
constexpr auto kWorkspaceMismatch = "Workspace path does not match this credential"_L1;

QString jsonText(const QJsonValue& v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? u"true"_s : u"false"_s;
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return {};
}

// A model candidate may be an id or a model object; show the id when there is one.
QString candidateText(const QJsonValue& v)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.value("id"_L1).isString())
            return o.value("id"_L1).toString();
    }
    return jsonText(v);
}

std::optional<qint64> parseRetryAfter(const QString& value, const QDateTime& now)
{
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 seconds = value.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? 0 : seconds;
    // The other form is an HTTP date (IMF-fixdate, "Wed, 21 Oct 2015 07:28:00 GMT").
    // Qt's RFC 2822 reader wants a numeric zone; HTTP dates are always GMT.
    QString date = value;
    if (date.endsWith(" GMT"_L1) || date.endsWith(" UTC"_L1))
        date = date.chopped(3) + "+0000"_L1;
    const QDateTime when = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    return std::max<qint64>(0, now.secsTo(when));
}

// auth-params of a challenge: name=token or name="quoted string".
void parseWwwAuthenticate(ApiError& e)
{
    static const QRegularExpression param(
        uR"re(([A-Za-z0-9_\-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]+)))re"_s);
    auto it = param.globalMatch(e.wwwAuthenticate);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString value = m.capturedStart(2) >= 0 ? m.captured(2) : m.captured(3);
        value.replace(QRegularExpression(uR"(\\(.))"_s), u"\\1"_s);
        const QString name = m.captured(1).toLower();
        if (name == "error"_L1)
            e.wwwAuthenticateError = value;
        else if (name == "scope"_L1)
            e.scopes = value.split(u' ', Qt::SkipEmptyParts);
    }
}

// The text of an HTML page: markup, scripts and styles dropped, entities decoded.
QString htmlText(QString text, bool withHead)
{
    static const QRegularExpression dropped(uR"re(<(script|style)\b[^>]*>.*?</\1>|<!--.*?-->)re"_s,
                                            QRegularExpression::CaseInsensitiveOption |
                                                QRegularExpression::DotMatchesEverythingOption);
    // The <title> usually repeats the <h1>; keep it only when the body says nothing.
    static const QRegularExpression head(uR"re(<head\b[^>]*>.*?</head>)re"_s,
                                         QRegularExpression::CaseInsensitiveOption |
                                             QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tag(uR"(<[^>]*>)"_s);
    text.remove(dropped);
    if (!withHead)
        text.remove(head);
    text.replace(tag, u" "_s);
    text.replace("&nbsp;"_L1, " "_L1)
        .replace("&lt;"_L1, "<"_L1)
        .replace("&gt;"_L1, ">"_L1)
        .replace("&quot;"_L1, "\""_L1)
        .replace("&amp;"_L1, "&"_L1);
    return text.simplified();
}

// Enough of a non-JSON body (an HTML error page, a proxy's text) to quote in a sentence.
QString bodyExcerpt(const QByteArray& body)
{
    QString text = QString::fromUtf8(body);
    if (text.contains(u'<')) {
        const QString withoutHead = htmlText(text, false);
        text = withoutHead.isEmpty() ? htmlText(text, true) : withoutHead;
    } else {
        text = text.simplified();
    }
    constexpr qsizetype kMax = 300;
    if (text.size() > kMax)
        text = text.left(kMax) + u'…';
    return text;
}

bool mentionsInvalidToken(const QString& text)
{
    return text.contains("invalid"_L1, Qt::CaseInsensitive) ||
           text.contains("expired"_L1, Qt::CaseInsensitive) ||
           text.contains("revoked"_L1, Qt::CaseInsensitive);
}

} // namespace

ApiError ApiError::fromResponse(int httpStatus, QByteArrayView body, QByteArrayView retryAfter,
                                QByteArrayView wwwAuthenticate, const QDateTime& now)
{
    ApiError e;
    e.httpStatus = httpStatus;
    e.body = body.toByteArray();
    e.retryAfter = QString::fromUtf8(retryAfter).trimmed();
    e.retryAfterSeconds = parseRetryAfter(e.retryAfter, now);
    e.wwwAuthenticate = QString::fromUtf8(wwwAuthenticate).trimmed();
    parseWwwAuthenticate(e);

    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(e.body, &parseError);
    if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
        e.bodyIsJson = true;
        const QJsonObject o = doc.object();
        const QJsonValue error = o.value("error"_L1);
        if (error.isObject()) {
            // Some gateways nest it: { "error": { "code", "message" } }.
            const QJsonObject nested = error.toObject();
            e.error = jsonText(nested.value(nested.contains("code"_L1) ? "code"_L1 : "type"_L1));
            e.message = jsonText(nested.value("message"_L1));
        } else {
            e.error = jsonText(error);
        }
        if (o.contains("message"_L1))
            e.message = jsonText(o.value("message"_L1));
        e.code = jsonText(o.value("code"_L1));
        e.hint = jsonText(o.value("hint"_L1));
        const QJsonValue candidates = o.value("candidates"_L1);
        if (candidates.isArray()) {
            for (const QJsonValue c : candidates.toArray())
                e.candidates.append(candidateText(c));
        } else if (!candidates.isUndefined() && !candidates.isNull()) {
            e.candidates.append(candidateText(candidates));
        }
        const QJsonValue required = o.value("required"_L1);
        if (required.isArray()) {
            e.requiredIsArray = true;
            for (const QJsonValue r : required.toArray())
                e.required.append(jsonText(r));
        } else if (required.isString()) {
            e.required.append(required.toString());
        }
    }
    e.classify();
    return e;
}

void ApiError::classify()
{
    const QString err = error.trimmed();
    const auto is = [&err](QLatin1StringView s) {
        return err.compare(s, Qt::CaseInsensitive) == 0;
    };

    // Codes first: they say more than the status, and proxies rewrite statuses.
    if (code.endsWith("_plan"_L1)) {
        kind = Kind::PlanLacksFeature;
    } else if (is("insufficient_scope"_L1) || wwwAuthenticateError == "insufficient_scope"_L1) {
        kind = Kind::InsufficientScope;
    } else if (is("invalid_model"_L1) || code == "invalid_model"_L1) {
        kind = Kind::InvalidModel;
    } else if (is("invalid_request"_L1) || code == "invalid_request"_L1) {
        kind = Kind::InvalidRequest;
    } else if (is("unknown_tool_use"_L1) || code == "unknown_tool_use"_L1) {
        kind = Kind::UnknownToolUse;
    } else if (is("run_terminal"_L1) || code == "run_terminal"_L1) {
        kind = Kind::RunTerminal;
    } else if (is("rate_limited"_L1) || code == "rate_limited"_L1) {
        kind = Kind::RateLimited;
    } else if (is("not_found"_L1) || code == "not_found"_L1) {
        kind = Kind::NotFound;
    } else if (err.startsWith(kInvalidCredential, Qt::CaseInsensitive) ||
               wwwAuthenticateError == "invalid_token"_L1) {
        kind = Kind::InvalidCredential;
    } else if (err.contains("not for the Developer API"_L1, Qt::CaseInsensitive)) {
        kind = Kind::WrongKeyUsage;
    } else if (err.startsWith(kWorkspaceMismatch, Qt::CaseInsensitive)) {
        kind = Kind::WorkspaceMismatch;
    } else if (httpStatus == 401) {
        // "Unauthorized" (+ message) is the documented no-credential body. Any
        // other 401, or one whose message is about the token, is a bad credential.
        kind = is(kUnauthorized) && !mentionsInvalidToken(message) ? Kind::MissingCredential
                                                                   : Kind::InvalidCredential;
    } else if (httpStatus == 403) {
        kind = !hint.isEmpty() ? Kind::WrongKeyUsage : Kind::Other;
    } else if (httpStatus == 404) {
        kind = !hint.isEmpty() ? Kind::WorkspaceMismatch : Kind::NotFound;
    } else if (httpStatus == 400) {
        kind = candidates.isEmpty() ? Kind::InvalidRequest : Kind::InvalidModel;
    } else if (httpStatus == 429) {
        kind = Kind::RateLimited;
    } else if (httpStatus >= 500 && httpStatus <= 599) {
        kind = Kind::ServerError;
    } else {
        kind = Kind::Other;
    }
}

ApiError ApiError::make(Kind kind, const QString& message)
{
    ApiError e;
    e.kind = kind;
    e.httpStatus = defaultStatus(kind);
    e.bodyIsJson = true;
    e.message = message;
    switch (kind) {
    case Kind::MissingCredential:
        e.error = kUnauthorized;
        if (e.message.isEmpty())
            e.message = u"Send Authorization: Bearer <token> or X-API-Key: <token>."_s;
        break;
    case Kind::InvalidCredential:
        e.error = kInvalidCredential;
        break;
    case Kind::WrongKeyUsage:
        e.error = kWrongKeyUsage;
        e.hint = u"Create a Developer API key in the workspace settings."_s;
        break;
    case Kind::PlanLacksFeature:
        e.error = message.isEmpty() ? u"Your plan does not include API keys."_s : message;
        e.message.clear();
        e.code = u"api_keys_plan"_s;
        break;
    case Kind::InsufficientScope:
        e.error = u"insufficient_scope"_s;
        break;
    case Kind::WorkspaceMismatch:
        e.error = kWorkspaceMismatch;
        break;
    case Kind::NotFound:
        e.error = u"not_found"_s;
        break;
    case Kind::InvalidRequest:
        e.error = u"invalid_request"_s;
        break;
    case Kind::InvalidModel:
        e.error = u"invalid_model"_s;
        break;
    case Kind::UnknownToolUse:
        e.error = u"unknown_tool_use"_s;
        break;
    case Kind::RunTerminal:
        e.error = u"run_terminal"_s;
        break;
    case Kind::RateLimited:
        e.error = u"rate_limited"_s;
        break;
    case Kind::ServerError:
        e.error = u"internal_error"_s;
        break;
    case Kind::Other:
        e.error = u"forbidden"_s;
        break;
    }
    return e;
}

int ApiError::defaultStatus(Kind kind) noexcept
{
    switch (kind) {
    case Kind::MissingCredential:
    case Kind::InvalidCredential:
        return 401;
    case Kind::WrongKeyUsage:
    case Kind::PlanLacksFeature:
    case Kind::InsufficientScope:
        return 403;
    case Kind::WorkspaceMismatch:
    case Kind::NotFound:
    case Kind::UnknownToolUse:
        return 404;
    case Kind::InvalidRequest:
    case Kind::InvalidModel:
        return 400;
    case Kind::RunTerminal:
        return 409;
    case Kind::RateLimited:
        return 429;
    case Kind::ServerError:
        return 500;
    case Kind::Other:
        break;
    }
    // Other: what the documented tables leave unnamed, e.g. an agent the key may not run.
    return 403;
}

QLatin1StringView ApiError::kindName(Kind kind) noexcept
{
    switch (kind) {
    case Kind::MissingCredential:
        return "missing_credential"_L1;
    case Kind::InvalidCredential:
        return "invalid_credential"_L1;
    case Kind::WrongKeyUsage:
        return "wrong_key_usage"_L1;
    case Kind::PlanLacksFeature:
        return "plan_lacks_feature"_L1;
    case Kind::InsufficientScope:
        return "insufficient_scope"_L1;
    case Kind::WorkspaceMismatch:
        return "workspace_mismatch"_L1;
    case Kind::NotFound:
        return "not_found"_L1;
    case Kind::InvalidRequest:
        return "invalid_request"_L1;
    case Kind::InvalidModel:
        return "invalid_model"_L1;
    case Kind::UnknownToolUse:
        return "unknown_tool_use"_L1;
    case Kind::RunTerminal:
        return "run_terminal"_L1;
    case Kind::RateLimited:
        return "rate_limited"_L1;
    case Kind::ServerError:
        return "server_error"_L1;
    case Kind::Other:
        break;
    }
    return "other"_L1;
}

QString ApiError::describe() const
{
    const QString status = QString::number(httpStatus);
    QString what;
    switch (kind) {
    case Kind::MissingCredential:
        what = QCoreApplication::translate(
                   "ApiError",
                   "The server received no credential (HTTP %1): add an API key or sign in.")
                   .arg(status);
        break;
    case Kind::InvalidCredential:
        what = QCoreApplication::translate(
                   "ApiError",
                   "The API key or access token was refused as unknown, expired or revoked "
                   "(HTTP %1).")
                   .arg(status);
        break;
    case Kind::WrongKeyUsage:
        what = QCoreApplication::translate(
                   "ApiError", "This API key is not meant for the Developer API (HTTP %1).")
                   .arg(status);
        break;
    case Kind::PlanLacksFeature:
        what = QCoreApplication::translate(
                   "ApiError", "The workspace's plan does not include this feature (%1, HTTP %2).")
                   .arg(code, status);
        break;
    case Kind::InsufficientScope: {
        const QStringList missing = required.isEmpty() ? scopes : required;
        what = missing.isEmpty()
                   ? QCoreApplication::translate(
                         "ApiError", "The access token lacks a scope this request needs (HTTP %1).")
                         .arg(status)
                   : QCoreApplication::translate(
                         "ApiError",
                         "The access token lacks the scope(s) %1 (HTTP %2): sign in again and "
                         "grant access.",
                         nullptr, static_cast<int>(missing.size()))
                         .arg(missing.join(", "_L1), status);
        break;
    }
    case Kind::WorkspaceMismatch:
        what =
            QCoreApplication::translate(
                "ApiError", "The workspace in the URL is not the credential's workspace (HTTP %1).")
                .arg(status);
        break;
    case Kind::NotFound:
        what = QCoreApplication::translate("ApiError", "The server has no such resource (HTTP %1).")
                   .arg(status);
        break;
    case Kind::InvalidRequest:
        what = QCoreApplication::translate("ApiError",
                                           "The server rejected the request as invalid (HTTP %1).")
                   .arg(status);
        break;
    case Kind::InvalidModel:
        what =
            candidates.isEmpty()
                ? QCoreApplication::translate("ApiError",
                                              "The server does not know this model (HTTP %1).")
                      .arg(status)
                : QCoreApplication::translate(
                      "ApiError", "The server does not know this model (HTTP %1); it offers: %2.")
                      .arg(status, candidates.join(", "_L1));
        break;
    case Kind::UnknownToolUse:
        what = QCoreApplication::translate(
                   "ApiError",
                   "The server has no pending tool call with this id: it was already answered "
                   "or never existed (HTTP %1).")
                   .arg(status);
        break;
    case Kind::RunTerminal:
        what =
            QCoreApplication::translate(
                "ApiError", "The run has already finished, so the server dropped this (HTTP %1).")
                .arg(status);
        break;
    case Kind::RateLimited:
        what = retryAfterSeconds
                   ? QCoreApplication::translate(
                         "ApiError", "Too many requests (HTTP %1): retry in %n second(s).", nullptr,
                         static_cast<int>(qMin<qint64>(*retryAfterSeconds, 1 << 30)))
                         .arg(status)
                   : QCoreApplication::translate("ApiError",
                                                 "Too many requests (HTTP %1): retry later.")
                         .arg(status);
        break;
    case Kind::ServerError:
        what = QCoreApplication::translate("ApiError", "The server failed (HTTP %1).").arg(status);
        break;
    case Kind::Other:
        what = QCoreApplication::translate("ApiError", "The request failed (HTTP %1).").arg(status);
        break;
    }

    // What the server said, verbatim: its own words are the most useful part.
    QString said;
    if (!error.isEmpty() && !message.isEmpty())
        said = error + u": "_s + message;
    else if (!error.isEmpty())
        said = error;
    else if (!message.isEmpty())
        said = message;
    else if (!bodyIsJson && !body.trimmed().isEmpty())
        said = bodyExcerpt(body);

    QString out = what;
    if (!said.isEmpty()) {
        // No second full stop after a quote that already ends a sentence.
        const QChar last = said.back();
        const bool ended = last == u'.' || last == u'!' || last == u'?' || last == u'…';
        out += u' ' + (ended ? QCoreApplication::translate("ApiError", "The server said: “%1”")
                             : QCoreApplication::translate("ApiError", "The server said: “%1”."))
                          .arg(said);
    }
    if (!hint.isEmpty())
        out += u' ' + QCoreApplication::translate("ApiError", "Hint: %1").arg(hint);
    return out;
}

QJsonObject ApiError::toJson() const
{
    QJsonObject o;
    o.insert("error"_L1, error);
    if (!message.isEmpty())
        o.insert("message"_L1, message);
    if (!code.isEmpty())
        o.insert("code"_L1, code);
    if (!candidates.isEmpty())
        o.insert("candidates"_L1, QJsonArray::fromStringList(candidates));
    if (!hint.isEmpty())
        o.insert("hint"_L1, hint);
    if (!required.isEmpty()) {
        if (required.size() == 1 && !requiredIsArray)
            o.insert("required"_L1, required.constFirst());
        else
            o.insert("required"_L1, QJsonArray::fromStringList(required));
    }
    return o;
}

QByteArray ApiError::wwwAuthenticateHeader() const
{
    switch (kind) {
    case Kind::MissingCredential:
        return "Bearer";
    case Kind::InvalidCredential:
        return R"(Bearer error="invalid_token")";
    case Kind::InsufficientScope: {
        const QStringList list = required.isEmpty() ? scopes : required;
        return R"(Bearer error="insufficient_scope", scope=")" + list.join(u' ').toUtf8() + '"';
    }
    default:
        return {};
    }
}

bool ApiError::isTransient() const noexcept
{
    return kind == Kind::RateLimited || kind == Kind::ServerError;
}

} // namespace mantyx
