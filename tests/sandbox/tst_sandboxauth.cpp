// SPDX-License-Identifier: MIT
// Tests the sandbox's OAuth refresh grant over real HTTP: a refresh may ask for fewer scopes than
// the sign-in granted (RFC 6749 §6) and gets a token narrowed to exactly them, enforced per route;
// more than granted or an unknown scope is invalid_scope; the grant itself never narrows, and a
// narrowed token keeps its scopes across a restart with a data directory.
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include "sandbox/sandboxauth.h"
#include "sandbox/sandboxserver.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

const QString kClientId = u"sandbox-inspector"_s;
const QString kClientSecret = u"sandbox-secret"_s;
const QString kRedirect = u"http://127.0.0.1:9/callback"_s;

// A whole sign-in by hand (authorize → 302 → code → token); the token answer, or a failed test.
HttpResult signIn(Http& http, const QString& scope = {})
{
    const QString verifier = pkceVerifier();
    QUrl url = http.root(u"/api/oauth/authorize"_s);
    QUrlQuery query;
    QList<QPair<QString, QString>> items = {{u"response_type"_s, u"code"_s},
                                            {u"client_id"_s, kClientId},
                                            {u"redirect_uri"_s, kRedirect},
                                            {u"state"_s, u"st"_s},
                                            {u"code_challenge"_s, pkceChallenge(verifier)},
                                            {u"code_challenge_method"_s, u"S256"_s}};
    if (!scope.isEmpty())
        items.append({u"scope"_s, scope});
    for (const auto& [name, value] : std::as_const(items))
        query.addQueryItem(name, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    url.setQuery(query);
    const HttpResult authorized = http.send("GET", http.request(url, {}, false));
    if (authorized.status != 302)
        return authorized;
    const QUrl location(QString::fromUtf8(authorized.header("Location")));
    const QString code = QUrlQuery(location).queryItemValue(u"code"_s, QUrl::FullyDecoded);
    return http.postForm(u"/api/oauth/token"_s, {{u"grant_type"_s, u"authorization_code"_s},
                                                 {u"code"_s, code},
                                                 {u"redirect_uri"_s, kRedirect},
                                                 {u"client_id"_s, kClientId},
                                                 {u"client_secret"_s, kClientSecret},
                                                 {u"code_verifier"_s, verifier}});
}

// grant_type=refresh_token; `scope` is left out of the form when it is null.
HttpResult refresh(Http& http, const QString& refreshToken, const QString& scope = QString())
{
    QList<QPair<QString, QString>> form = {{u"grant_type"_s, u"refresh_token"_s},
                                           {u"refresh_token"_s, refreshToken},
                                           {u"client_id"_s, kClientId},
                                           {u"client_secret"_s, kClientSecret}};
    if (!scope.isNull())
        form.append({u"scope"_s, scope});
    return http.postForm(u"/api/oauth/token"_s, form);
}

QStringList scopesOf(const HttpResult& r)
{
    return r.json().value("scope"_L1).toString().split(u' ', Qt::SkipEmptyParts);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// A 403 insufficient_scope naming `required` in the body and in WWW-Authenticate.
QString insufficientScopeProblem(const HttpResult& r, const QString& required)
{
    if (r.status != 403)
        return u"expected 403, got "_s + QString::fromUtf8(r.describe());
    if (r.json().value("error"_L1).toString() != "insufficient_scope"_L1)
        return u"not insufficient_scope: "_s + QString::fromUtf8(r.describe());
    const QJsonValue named = r.json().value("required"_L1);
    if (named != QJsonValue(required) && !named.toArray().contains(QJsonValue(required)))
        return u"required does not name "_s + required + u": "_s + QString::fromUtf8(r.body);
    const QByteArray challenge = r.header("WWW-Authenticate");
    if (!challenge.startsWith("Bearer") || !challenge.contains("error=\"insufficient_scope\"") ||
        !challenge.contains(QByteArray("scope=\"" + required.toLatin1() + '"')))
        return u"WWW-Authenticate is '"_s + QString::fromLatin1(challenge) + u'\'';
    return {};
}

} // namespace

class TestSandboxAuth : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void refreshNarrowsScopes();
    void narrowedTokenIsEnforcedPerRoute();
    void refreshScopeDuplicatesIgnored();
    void refreshScopeWithPlusForSpace();
    void refreshRejectsScopesBeyondGrant_data();
    void refreshRejectsScopesBeyondGrant();
    void refreshWithoutScopeGivesWholeGrant_data();
    void refreshWithoutScopeGivesWholeGrant();
    void narrowedTokenSurvivesRestart();

private:
    std::unique_ptr<SandboxServer> m_server;
};

void TestSandboxAuth::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
}

void TestSandboxAuth::cleanupTestCase()
{
    if (m_server)
        m_server->stop();
    m_server.reset();
}

void TestSandboxAuth::refreshNarrowsScopes()
{
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(sorted(scopesOf(r)), sorted(SandboxAuth::allScopes()));
    const QString refreshToken = r.json().value("refresh_token"_L1).toString();

    r = refresh(http, refreshToken, u"models:read"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), QStringList{u"models:read"_s});
    QCOMPARE(r.json().value("refresh_token"_L1).toString(), refreshToken); // never rotates
    QCOMPARE(r.header("Cache-Control"), "no-store"_ba);
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());

    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    r = http.createRun(baseSpec(u"Not with this token"_s));
    const QString problem = insufficientScopeProblem(r, u"runs:write"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // The refresh token kept its whole grant: the full set again, and runs work with it.
    r = refresh(http, refreshToken, SandboxAuth::allScopes().join(u' '));
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(sorted(scopesOf(r)), sorted(SandboxAuth::allScopes()));
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());
    r = http.createRun(baseSpec(u"With the whole grant"_s));
    QVERIFY2(r.status == 201, r.describe().constData());
}

void TestSandboxAuth::narrowedTokenIsEnforcedPerRoute()
{
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http);
    QVERIFY2(r.status == 200, r.describe().constData());
    r = refresh(http, r.json().value("refresh_token"_L1).toString(), u"runs:read sessions:write"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), (QStringList{u"runs:read"_s, u"sessions:write"_s}));
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());

    r = http.postJson(u"agent-sessions"_s,
                      QJsonObject{{"systemPrompt"_L1, u"You are the scoped agent."_s}});
    QVERIFY2(r.status == 201, r.describe().constData());
    const QString sessionId = r.json().value("sessionId"_L1).toString();

    struct Case
    {
        QString path;
        QString required;
    };
    for (const Case& c : {Case{u"models"_s, u"models:read"_s},
                          Case{u"agent-sessions/"_s + sessionId, u"sessions:read"_s}}) {
        r = http.get(c.path);
        const QString problem = insufficientScopeProblem(r, c.required);
        QVERIFY2(problem.isEmpty(), qPrintable(c.path + u": "_s + problem));
    }
    r = http.send("GET", http.request(http.root(u"/api/oauth/userinfo"_s)));
    const QString problem = insufficientScopeProblem(r, u"mantyx.identity:read"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestSandboxAuth::refreshScopeDuplicatesIgnored()
{
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http);
    QVERIFY2(r.status == 200, r.describe().constData());
    r = refresh(http, r.json().value("refresh_token"_L1).toString(),
                u"  models:read runs:read  models:read "_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), (QStringList{u"models:read"_s, u"runs:read"_s}));
}

void TestSandboxAuth::refreshScopeWithPlusForSpace()
{
    // What URLSearchParams (the TypeScript SDK) sends: form encoding with '+' for a space.
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http);
    QVERIFY2(r.status == 200, r.describe().constData());
    const QByteArray body = "grant_type=refresh_token&refresh_token=" +
                            QUrl::toPercentEncoding(r.json().value("refresh_token"_L1).toString()) +
                            "&client_id=" + kClientId.toLatin1() +
                            "&client_secret=" + kClientSecret.toLatin1() +
                            "&scope=models%3Aread+runs%3Aread";
    QNetworkRequest req = http.request(http.root(u"/api/oauth/token"_s), {}, false);
    req.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded"_ba);
    r = http.send("POST", req, body);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), (QStringList{u"models:read"_s, u"runs:read"_s}));
}

void TestSandboxAuth::refreshRejectsScopesBeyondGrant_data()
{
    QTest::addColumn<QString>("granted"); // empty: the whole set
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("named"); // the scope the description has to name
    QTest::newRow("one more than granted")
        << u"runs:read models:read"_s << u"runs:write"_s << u"runs:write"_s;
    QTest::newRow("granted plus one more")
        << u"runs:read models:read"_s << u"models:read runs:write"_s << u"runs:write"_s;
    QTest::newRow("unknown scope") << QString() << u"admin:all"_s << u"admin:all"_s;
    QTest::newRow("unknown among known")
        << QString() << u"models:read runs:delete"_s << u"runs:delete"_s;
    QTest::newRow("comma instead of space")
        << QString() << u"models:read,runs:read"_s << u"models:read,runs:read"_s;
}

void TestSandboxAuth::refreshRejectsScopesBeyondGrant()
{
    QFETCH(QString, granted);
    QFETCH(QString, asked);
    QFETCH(QString, named);
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http, granted);
    QVERIFY2(r.status == 200, r.describe().constData());
    const QStringList grant = scopesOf(r);
    const QString refreshToken = r.json().value("refresh_token"_L1).toString();

    r = refresh(http, refreshToken, asked);
    QVERIFY2(r.status == 400, r.describe().constData());
    QVERIFY2(r.isJsonObject(), r.describe().constData());
    QCOMPARE(r.json().value("error"_L1).toString(), u"invalid_scope"_s);
    const QString description = r.json().value("error_description"_L1).toString();
    QVERIFY2(description.contains(named), qPrintable(description));
    QVERIFY2(!r.json().contains("access_token"_L1), r.describe().constData());

    // A refused narrowing costs the grant nothing.
    r = refresh(http, refreshToken);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(sorted(scopesOf(r)), sorted(grant));
}

void TestSandboxAuth::refreshWithoutScopeGivesWholeGrant_data()
{
    QTest::addColumn<QString>("granted");
    QTest::addColumn<QString>("asked"); // null: no scope field at all
    QTest::newRow("whole set, scope omitted") << QString() << QString();
    QTest::newRow("whole set, scope empty") << QString() << u""_s;
    QTest::newRow("whole set, scope blank") << QString() << u"   "_s;
    QTest::newRow("partial grant, scope omitted") << u"runs:read models:read"_s << QString();
    QTest::newRow("partial grant, scope empty") << u"runs:read models:read"_s << u""_s;
}

void TestSandboxAuth::refreshWithoutScopeGivesWholeGrant()
{
    QFETCH(QString, granted);
    QFETCH(QString, asked);
    Http http(m_server->baseUrl(), u"sandbox"_s, QByteArray());
    HttpResult r = signIn(http, granted);
    QVERIFY2(r.status == 200, r.describe().constData());
    const QStringList grant = scopesOf(r);
    const QString refreshToken = r.json().value("refresh_token"_L1).toString();

    // Narrowed first, so that a whole grant afterwards is not just the last answer repeated.
    r = refresh(http, refreshToken, u"models:read"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), QStringList{u"models:read"_s});

    r = refresh(http, refreshToken, asked);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(sorted(scopesOf(r)), sorted(grant));
    http.setToken(r.json().value("access_token"_L1).toString().toLatin1());
    r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    r = http.get(u"agent-runs/run_unknown"_s);
    QVERIFY2(r.status == 404, r.describe().constData()); // runs:read is in every grant here
}

void TestSandboxAuth::narrowedTokenSurvivesRestart()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.dataDir = dir.path();

    QString refreshToken;
    QByteArray narrowed;
    {
        SandboxServer first(cfg);
        QVERIFY(first.start());
        Http http(first.baseUrl(), u"sandbox"_s, QByteArray());
        HttpResult r = signIn(http);
        QVERIFY2(r.status == 200, r.describe().constData());
        refreshToken = r.json().value("refresh_token"_L1).toString();
        r = refresh(http, refreshToken, u"models:read"_s);
        QVERIFY2(r.status == 200, r.describe().constData());
        narrowed = r.json().value("access_token"_L1).toString().toLatin1();
        first.stop();
    }

    SandboxServer second(cfg);
    QVERIFY(second.start());
    Http http(second.baseUrl(), u"sandbox"_s, narrowed);
    HttpResult r = http.get(u"models"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    r = http.createRun(baseSpec(u"Still not with this token"_s));
    const QString problem = insufficientScopeProblem(r, u"runs:write"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // The grant behind it is whole after the restart too.
    r = refresh(http, refreshToken);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(sorted(scopesOf(r)), sorted(SandboxAuth::allScopes()));
    r = refresh(http, refreshToken, u"runs:write"_s);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(scopesOf(r), QStringList{u"runs:write"_s});
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxAuth)
#include "tst_sandboxauth.moc"
