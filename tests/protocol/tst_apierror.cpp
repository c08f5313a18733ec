// SPDX-License-Identifier: MIT
// Tests for ApiError: every documented error body, header parsing, non-JSON bodies, describe().
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "protocol/apierror.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

using Kind = ApiError::Kind;

class TstApiError final : public QObject
{
    Q_OBJECT

private slots:
    void documentedBodies_data();
    void documentedBodies();
    void requiredStringOrArray();
    void wwwAuthenticate();
    void retryAfter_data();
    void retryAfter();
    void nonJsonBodies_data();
    void nonJsonBodies();
    void oddJsonBodies();
    void describeQuotesTheServer();
    void makeClassifiesBack_data();
    void makeClassifiesBack();
    void kindNames();
};

// http-surface.md, "Credential errors" and "General error body": each row's body,
// with the "..." placeholders made concrete.
void TstApiError::documentedBodies_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("wwwAuthenticate");
    QTest::addColumn<Kind>("kind");

    // Credential errors
    QTest::newRow("401 no credential")
        << 401
        << QByteArray(
               R"({"error":"Unauthorized","message":"Missing Authorization header or X-API-Key."})")
        << QByteArray() << Kind::MissingCredential;
    QTest::newRow("401 bad token")
        << 401 << QByteArray(R"({"error":"Invalid API key or OAuth access token"})") << QByteArray()
        << Kind::InvalidCredential;
    QTest::newRow("403 wrong key usage")
        << 403
        << QByteArray(
               R"({"error":"This API key is not for the Developer API","hint":"Create a key with usage \"Developer API\" under Settings → API keys."})")
        << QByteArray() << Kind::WrongKeyUsage;
    QTest::newRow("403 api_keys_plan")
        << 403
        << QByteArray(
               R"({"error":"API keys are not included in your plan.","code":"api_keys_plan"})")
        << QByteArray() << Kind::PlanLacksFeature;
    QTest::newRow("403 oauth_apps_plan")
        << 403
        << QByteArray(
               R"({"error":"OAuth apps are not included in your plan.","code":"oauth_apps_plan"})")
        << QByteArray() << Kind::PlanLacksFeature;
    QTest::newRow("403 insufficient_scope string")
        << 403 << QByteArray(R"({"error":"insufficient_scope","required":"runs:write"})")
        << QByteArray(R"(Bearer error="insufficient_scope", scope="runs:write")")
        << Kind::InsufficientScope;
    QTest::newRow("403 insufficient_scope array")
        << 403
        << QByteArray(R"({"error":"insufficient_scope","required":["runs:read","sessions:read"]})")
        << QByteArray(R"(Bearer error="insufficient_scope", scope="runs:read sessions:read")")
        << Kind::InsufficientScope;
    QTest::newRow("404 workspace mismatch")
        << 404
        << QByteArray(
               R"({"error":"Workspace path does not match this credential","hint":"acme-prod"})")
        << QByteArray() << Kind::WorkspaceMismatch;

    // General error body
    QTest::newRow("unauthorized 401")
        << 401 << QByteArray(R"({"error":"unauthorized","message":"Authentication required."})")
        << QByteArray() << Kind::MissingCredential;
    QTest::newRow("not_found 404")
        << 404 << QByteArray(R"({"error":"not_found","message":"Run run_123 not found."})")
        << QByteArray() << Kind::NotFound;
    QTest::newRow("invalid_request 400")
        << 400
        << QByteArray(
               R"({"error":"invalid_request","message":"prompt and messages are mutually exclusive"})")
        << QByteArray() << Kind::InvalidRequest;
    QTest::newRow("invalid_model 400")
        << 400
        << QByteArray(
               R"({"error":"invalid_model","message":"Model \"gpt-9\" is ambiguous or unknown.","candidates":["openai:gpt-5.5","provider:cmf1:gpt-5.4-mini"]})")
        << QByteArray() << Kind::InvalidModel;
    QTest::newRow("unknown_tool_use 404")
        << 404
        << QByteArray(
               R"({"error":"unknown_tool_use","message":"No pending local tool call tu_x."})")
        << QByteArray() << Kind::UnknownToolUse;
    QTest::newRow("run_terminal 409")
        << 409 << QByteArray(R"({"error":"run_terminal","message":"Run already completed."})")
        << QByteArray() << Kind::RunTerminal;
    QTest::newRow("rate_limited 429")
        << 429 << QByteArray(R"({"error":"rate_limited","message":"Too many requests."})")
        << QByteArray() << Kind::RateLimited;
}

void TstApiError::documentedBodies()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, wwwAuthenticate);
    QFETCH(Kind, kind);

    const ApiError e = ApiError::fromResponse(status, body, {}, wwwAuthenticate);
    QCOMPARE(e.kind, kind);
    QCOMPARE(e.httpStatus, status);
    QCOMPARE(e.body, body); // verbatim
    QVERIFY(e.bodyIsJson);

    const QJsonObject parsed = QJsonDocument::fromJson(body).object();
    QCOMPARE(e.error, parsed.value("error"_L1).toString());
    QCOMPARE(e.message, parsed.value("message"_L1).toString());
    QCOMPARE(e.code, parsed.value("code"_L1).toString());
    QCOMPARE(e.hint, parsed.value("hint"_L1).toString());
    QStringList candidates;
    for (const QJsonValue c : parsed.value("candidates"_L1).toArray())
        candidates.append(c.toString());
    QCOMPARE(e.candidates, candidates);

    // The sandbox writes back exactly what it read.
    QCOMPARE(e.toJson(), parsed);

    // describe() says it in words and quotes the server.
    const QString text = e.describe();
    QVERIFY2(text.contains(e.error), qPrintable(text));
    if (!e.message.isEmpty())
        QVERIFY2(text.contains(e.message), qPrintable(text));
    if (!e.hint.isEmpty())
        QVERIFY2(text.contains(e.hint), qPrintable(text));
    for (const QString& c : std::as_const(e.candidates))
        QVERIFY2(text.contains(c), qPrintable(text));
    for (const QString& r : std::as_const(e.required))
        QVERIFY2(text.contains(r), qPrintable(text));
    QVERIFY2(text.contains(QString::number(status)), qPrintable(text));
    QCOMPARE(e.isTransient(), kind == Kind::RateLimited);
}

void TstApiError::requiredStringOrArray()
{
    const ApiError one =
        ApiError::fromResponse(403, R"({"error":"insufficient_scope","required":"runs:write"})");
    QCOMPARE(one.required, QStringList{u"runs:write"_s});
    QVERIFY(!one.requiredIsArray);
    QVERIFY(one.toJson().value("required"_L1).isString());

    const ApiError many = ApiError::fromResponse(
        403, R"({"error":"insufficient_scope","required":["runs:read","sessions:read"]})");
    QCOMPARE(many.required, (QStringList{u"runs:read"_s, u"sessions:read"_s}));
    QVERIFY(many.requiredIsArray);
    QVERIFY(many.toJson().value("required"_L1).isArray());

    const ApiError arrayOfOne =
        ApiError::fromResponse(403, R"({"error":"insufficient_scope","required":["runs:read"]})");
    QVERIFY(arrayOfOne.toJson().value("required"_L1).isArray());

    // Without a body field, the header's scope still names what is missing.
    const ApiError headerOnly =
        ApiError::fromResponse(403, R"({"error":"insufficient_scope"})", {},
                               R"(Bearer error="insufficient_scope", scope="models:read")");
    QCOMPARE(headerOnly.kind, Kind::InsufficientScope);
    QVERIFY(headerOnly.required.isEmpty());
    QVERIFY(headerOnly.describe().contains(u"models:read"_s));
}

void TstApiError::wwwAuthenticate()
{
    const ApiError e = ApiError::fromResponse(
        403, "", {},
        R"(Bearer realm="mantyx", error="insufficient_scope", error_description="needs \"runs:write\"", scope="runs:write sessions:write")");
    QCOMPARE(e.wwwAuthenticateError, u"insufficient_scope"_s);
    QCOMPARE(e.scopes, (QStringList{u"runs:write"_s, u"sessions:write"_s}));
    QCOMPARE(e.kind, Kind::InsufficientScope); // the header alone is enough
    QVERIFY(e.wwwAuthenticate.startsWith(u"Bearer realm"_s));

    const ApiError token = ApiError::fromResponse(401, "", {}, R"(Bearer error=invalid_token)");
    QCOMPARE(token.wwwAuthenticateError, u"invalid_token"_s);
    QCOMPARE(token.kind, Kind::InvalidCredential);

    ApiError scope = ApiError::make(Kind::InsufficientScope);
    scope.required = {u"runs:write"_s};
    QCOMPARE(scope.wwwAuthenticateHeader(),
             QByteArray(R"(Bearer error="insufficient_scope", scope="runs:write")"));
    QVERIFY(ApiError::make(Kind::NotFound).wwwAuthenticateHeader().isEmpty());
}

void TstApiError::retryAfter_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<qint64>("seconds"); // -1: none

    QTest::newRow("absent") << QByteArray() << qint64(-1);
    QTest::newRow("seconds") << QByteArray("30") << qint64(30);
    QTest::newRow("padded") << QByteArray(" 7 ") << qint64(7);
    QTest::newRow("zero") << QByteArray("0") << qint64(0);
    QTest::newRow("http date") << QByteArray("Wed, 21 Oct 2015 07:28:00 GMT") << qint64(120);
    QTest::newRow("date in the past") << QByteArray("Wed, 21 Oct 2015 07:00:00 GMT") << qint64(0);
    QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
}

void TstApiError::retryAfter()
{
    QFETCH(QByteArray, header);
    QFETCH(qint64, seconds);

    const QDateTime now(QDate(2015, 10, 21), QTime(7, 26, 0), Qt::UTC);
    const ApiError e = ApiError::fromResponse(
        429, R"({"error":"rate_limited","message":"Slow down."})", header, {}, now);
    QCOMPARE(e.kind, Kind::RateLimited);
    QCOMPARE(e.retryAfter, QString::fromUtf8(header).trimmed());
    if (seconds < 0) {
        QVERIFY(!e.retryAfterSeconds);
    } else {
        QCOMPARE(e.retryAfterSeconds, std::optional<qint64>(seconds));
        QVERIFY2(e.describe().contains(QString::number(seconds)), qPrintable(e.describe()));
    }
    QVERIFY(e.describe().contains(u"rate_limited: Slow down."_s));
}

void TstApiError::nonJsonBodies_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("quoted"); // what describe() must quote

    QTest::newRow("nginx 502")
        << 502
        << QByteArray("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center>"
                      "<h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n"
                      "</body>\r\n</html>\r\n")
        << Kind::ServerError << u"502 Bad Gateway"_s;
    QTest::newRow("plain text 503") << 503 << QByteArray("Service Unavailable") << Kind::ServerError
                                    << u"Service Unavailable"_s;
    QTest::newRow("empty 500") << 500 << QByteArray() << Kind::ServerError << QString();
    QTest::newRow("text 400") << 400 << QByteArray("Bad Request: malformed JSON")
                              << Kind::InvalidRequest << u"Bad Request: malformed JSON"_s;
    QTest::newRow("empty 401") << 401 << QByteArray() << Kind::InvalidCredential << QString();
    QTest::newRow("empty 404") << 404 << QByteArray() << Kind::NotFound << QString();
    QTest::newRow("text 429") << 429 << QByteArray("slow down") << Kind::RateLimited
                              << u"slow down"_s;
    QTest::newRow("text 418") << 418 << QByteArray("I'm a teapot") << Kind::Other
                              << u"I'm a teapot"_s;
    QTest::newRow("truncated JSON") << 400 << QByteArray(R"({"error":"invalid_req)")
                                    << Kind::InvalidRequest << u"{\"error\":\"invalid_req"_s;
    QTest::newRow("invalid UTF-8")
        << 502 << QByteArray("bad \xff\xfe gateway") << Kind::ServerError << u"gateway"_s;
}

void TstApiError::nonJsonBodies()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(Kind, kind);
    QFETCH(QString, quoted);

    const ApiError e = ApiError::fromResponse(status, body);
    QCOMPARE(e.kind, kind);
    QCOMPARE(e.body, body);
    QVERIFY(!e.bodyIsJson);
    QVERIFY(e.error.isEmpty());
    const QString text = e.describe();
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QString::number(status)), qPrintable(text));
    if (!quoted.isEmpty())
        QVERIFY2(text.contains(quoted), qPrintable(text));
    QVERIFY2(!text.contains(u"<h1>"_s) && !text.contains(u"<html>"_s), qPrintable(text));
}

void TstApiError::oddJsonBodies()
{
    // A gateway's nested error object.
    const ApiError nested = ApiError::fromResponse(
        429, R"({"error":{"code":"rate_limited","message":"Quota exceeded for this key."}})");
    QCOMPARE(nested.kind, Kind::RateLimited);
    QCOMPARE(nested.error, u"rate_limited"_s);
    QCOMPARE(nested.message, u"Quota exceeded for this key."_s);
    QVERIFY(nested.describe().contains(u"Quota exceeded for this key."_s));

    // JSON that is not an object is kept as text.
    const ApiError array = ApiError::fromResponse(500, R"(["oops"])");
    QVERIFY(!array.bodyIsJson);
    QCOMPARE(array.kind, Kind::ServerError);
    QVERIFY(array.describe().contains(u"oops"_s));

    // Wrong field types do not throw anything away.
    const ApiError weird = ApiError::fromResponse(
        400,
        R"({"error":"invalid_model","message":7,"candidates":[{"id":"openai:gpt-5.5","label":"GPT"},"x",3]})");
    QCOMPARE(weird.kind, Kind::InvalidModel);
    QCOMPARE(weird.message, u"7"_s);
    QCOMPARE(weird.candidates, (QStringList{u"openai:gpt-5.5"_s, u"x"_s, u"3"_s}));

    // The code beats a proxy-rewritten status.
    const ApiError rewritten = ApiError::fromResponse(500, R"({"error":"run_terminal"})");
    QCOMPARE(rewritten.kind, Kind::RunTerminal);

    // A 400 with candidates but no code is still about the model.
    const ApiError candidatesOnly =
        ApiError::fromResponse(400, R"({"error":"Unknown model","candidates":["a","b"]})");
    QCOMPARE(candidatesOnly.kind, Kind::InvalidModel);

    // 401 "Unauthorized" whose message talks about the token: a bad one, not a missing one.
    const ApiError expired = ApiError::fromResponse(
        401, R"({"error":"Unauthorized","message":"The access token expired."})");
    QCOMPARE(expired.kind, Kind::InvalidCredential);

    // 403 without anything recognisable (e.g. an agent the key may not run).
    const ApiError forbidden =
        ApiError::fromResponse(403, R"({"error":"forbidden","message":"Agent not accessible."})");
    QCOMPARE(forbidden.kind, Kind::Other);
    QVERIFY(forbidden.describe().contains(u"forbidden: Agent not accessible."_s));
}

void TstApiError::describeQuotesTheServer()
{
    const ApiError e = ApiError::fromResponse(
        400,
        R"({"error":"invalid_request","message":"tools[2].name: must match ^[a-zA-Z0-9_]{1,64}$"})");
    const QString text = e.describe();
    QVERIFY2(text.contains(u"“invalid_request: tools[2].name: must match ^[a-zA-Z0-9_]{1,64}$”"_s),
             qPrintable(text));

    QString longPage = u"<html><body><p>"_s + QString(5000, u'x') + u"</p></body></html>"_s;
    const ApiError big = ApiError::fromResponse(502, longPage.toUtf8());
    QVERIFY(big.describe().size() < 600); // an excerpt, not the whole page
    QCOMPARE(big.body.size(), longPage.toUtf8().size());

    const ApiError script = ApiError::fromResponse(
        503, "<html><head><style>body{color:red}</style><script>var a=1;</script></head>"
             "<body>Down &amp; out</body></html>");
    QVERIFY2(script.describe().contains(u"“Down & out”"_s), qPrintable(script.describe()));
    QVERIFY(!script.describe().contains(u"color"_s));
}

void TstApiError::makeClassifiesBack_data()
{
    QTest::addColumn<Kind>("kind");
    for (int i = 0; i <= static_cast<int>(Kind::Other); ++i) {
        const auto kind = static_cast<Kind>(i);
        QTest::newRow(ApiError::kindName(kind).data()) << kind;
    }
}

void TstApiError::makeClassifiesBack()
{
    // What the sandbox sends, the client reads back as the same kind.
    QFETCH(Kind, kind);
    ApiError made = ApiError::make(kind, u"Details for the user."_s);
    if (kind == Kind::InsufficientScope)
        made.required = {u"runs:write"_s};
    if (kind == Kind::WorkspaceMismatch)
        made.hint = u"acme"_s;
    if (kind == Kind::InvalidModel)
        made.candidates = {u"openai:gpt-5.5"_s};
    QCOMPARE(made.kind, kind);
    QVERIFY(made.httpStatus >= 400);
    QCOMPARE(made.httpStatus, ApiError::defaultStatus(kind));

    const QByteArray body = QJsonDocument(made.toJson()).toJson(QJsonDocument::Compact);
    const ApiError read = ApiError::fromResponse(
        made.httpStatus, body, kind == Kind::RateLimited ? "5" : "", made.wwwAuthenticateHeader());
    QCOMPARE(read.kind, kind);
    QCOMPARE(read.toJson(), made.toJson());
    QVERIFY(!read.describe().isEmpty());
}

void TstApiError::kindNames()
{
    QStringList seen;
    for (int i = 0; i <= static_cast<int>(Kind::Other); ++i) {
        const QString name = ApiError::kindName(static_cast<Kind>(i));
        QVERIFY(!name.isEmpty());
        QVERIFY(!seen.contains(name));
        seen.append(name);
    }
}

QTEST_GUILESS_MAIN(TstApiError)
#include "tst_apierror.moc"
