// SPDX-License-Identifier: MIT
// Tests ConnectionProfile: endpoint resolution (configurable authorization path, base URLs with
// a prefix, absolute endpoints), validation, and the QSettings round trip — which writes the
// documented keys and nothing else, so no secret can ride along.
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "client/connectionprofile.h"

Q_DECLARE_METATYPE(mantyx::ConnectionProfile)

using namespace Qt::StringLiterals;

namespace mantyx {

class TestConnectionProfile : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void resolvesEndpoints_data();
    void resolvesEndpoints();
    void validates_data();
    void validates();
    void roundTripsThroughSettings();
    void writesOnlyItsOwnKeys();
    void loadAllAndRemove();
    void refusesUnsafeIds();
};

namespace {

using Kind = ConnectionProfile::CredentialKind;

ConnectionProfile oauthProfile()
{
    ConnectionProfile p = ConnectionProfile::create(
        u"Staging"_s, QUrl(u"https://mantyx.example:8443"_s), Kind::OAuth);
    p.setOAuthClientId(u"inspector-app"_s);
    p.setWorkspaceSlug(u"acme"_s);
    return p;
}

} // namespace

void TestConnectionProfile::defaults()
{
    const ConnectionProfile p =
        ConnectionProfile::create(u"Local"_s, QUrl(u"http://127.0.0.1:7311"_s));
    QVERIFY(ConnectionProfile::isValidId(p.id()));
    QVERIFY(p.id() != ConnectionProfile::create(u"Local"_s, QUrl()).id());
    QCOMPARE(p.credentialKind(), Kind::ApiKey);
    QCOMPARE(p.authorizationPath(), u"/api/oauth/authorize"_s);
    QCOMPARE(p.tokenPath(), u"/api/oauth/token"_s);
    QCOMPARE(ConnectionProfile::defaultAuthorizationPath(), u"/api/oauth/authorize"_s);
    QCOMPARE(ConnectionProfile::defaultTokenPath(), u"/api/oauth/token"_s);
    QVERIFY(p.workspaceSlug().isEmpty());
    QVERIFY(!p.workspaceApiUrl().isValid()); // slug unknown yet
}

void TestConnectionProfile::resolvesEndpoints_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("authorizationPath");
    QTest::addColumn<QString>("tokenPath");
    QTest::addColumn<QString>("authorizationUrl");
    QTest::addColumn<QString>("tokenUrl");
    QTest::addColumn<QString>("revokeUrl");
    QTest::addColumn<QString>("workspaceUrl");

    QTest::newRow("defaults") << u"http://127.0.0.1:7311"_s << u"/api/oauth/authorize"_s
                              << u"/api/oauth/token"_s
                              << u"http://127.0.0.1:7311/api/oauth/authorize"_s
                              << u"http://127.0.0.1:7311/api/oauth/token"_s
                              << u"http://127.0.0.1:7311/api/oauth/revoke"_s
                              << u"http://127.0.0.1:7311/api/v1/workspaces/acme/"_s;
    QTest::newRow("trailing slash")
        << u"https://mantyx.example/"_s << u"/api/oauth/authorize"_s << u"/api/oauth/token"_s
        << u"https://mantyx.example/api/oauth/authorize"_s
        << u"https://mantyx.example/api/oauth/token"_s
        << u"https://mantyx.example/api/oauth/revoke"_s
        << u"https://mantyx.example/api/v1/workspaces/acme/"_s;
    QTest::newRow("path prefix") << u"https://proxy.example/mantyx/"_s << u"oauth/consent"_s
                                 << u"/api/oauth/token"_s
                                 << u"https://proxy.example/mantyx/oauth/consent"_s
                                 << u"https://proxy.example/mantyx/api/oauth/token"_s
                                 << u"https://proxy.example/mantyx/api/oauth/revoke"_s
                                 << u"https://proxy.example/mantyx/api/v1/workspaces/acme/"_s;
    QTest::newRow("absolute page")
        << u"https://api.mantyx.example"_s << u"https://login.mantyx.example/oauth/authorize"_s
        << u"/api/oauth/token"_s << u"https://login.mantyx.example/oauth/authorize"_s
        << u"https://api.mantyx.example/api/oauth/token"_s
        << u"https://api.mantyx.example/api/oauth/revoke"_s
        << u"https://api.mantyx.example/api/v1/workspaces/acme/"_s;
}

void TestConnectionProfile::resolvesEndpoints()
{
    QFETCH(QString, base);
    QFETCH(QString, authorizationPath);
    QFETCH(QString, tokenPath);
    ConnectionProfile p = ConnectionProfile::create(u"x"_s, QUrl(base), Kind::OAuth);
    p.setWorkspaceSlug(u"acme"_s);
    p.setAuthorizationPath(authorizationPath);
    p.setTokenPath(tokenPath);
    QTEST(p.authorizationUrl().toString(), "authorizationUrl");
    QTEST(p.tokenUrl().toString(), "tokenUrl");
    QTEST(p.revokeUrl().toString(), "revokeUrl");
    QTEST(p.workspaceApiUrl().toString(), "workspaceUrl");
    QVERIFY(p.userinfoUrl().toString().endsWith("/api/oauth/userinfo"_L1));
}

void TestConnectionProfile::validates_data()
{
    QTest::addColumn<ConnectionProfile>("profile");
    QTest::addColumn<int>("problems");

    QTest::newRow("oauth ok") << oauthProfile() << 0;
    ConnectionProfile p = oauthProfile();
    p.setWorkspaceSlug({});
    QTest::newRow("oauth learns its slug") << p << 0;
    p = oauthProfile();
    p.setOAuthClientId({});
    QTest::newRow("oauth without client id") << p << 1;
    p = oauthProfile();
    p.setAuthorizationPath(u"ftp://elsewhere/x"_s);
    QTest::newRow("non-http authorization page") << p << 1;
    p = ConnectionProfile::create(u"Key"_s, QUrl(u"http://127.0.0.1:1"_s));
    QTest::newRow("api key without slug") << p << 1;
    p.setWorkspaceSlug(u"acme"_s);
    QTest::newRow("api key ok") << p << 0;
    p.setWorkspaceSlug(u"ac/me"_s);
    QTest::newRow("bad slug") << p << 1;
    p = ConnectionProfile::create(u" "_s, QUrl(u"mailto:x@example.invalid"_s));
    p.setWorkspaceSlug(u"acme"_s);
    QTest::newRow("no name, no http") << p << 2;
}

void TestConnectionProfile::validates()
{
    QFETCH(ConnectionProfile, profile);
    const QStringList problems = profile.validate();
    QTEST(int(problems.size()), "problems");
    for (const QString& problem : problems)
        QVERIFY(problem.endsWith(u'.'));
}

void TestConnectionProfile::roundTripsThroughSettings()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ConnectionProfile p = oauthProfile();
    p.setAuthorizationPath(u"/oauth/consent"_s);
    p.setTokenPath(u"https://login.mantyx.example/token"_s);
    p.setOAuthRequestedScopes({u"models:read"_s, u" runs:read\tmodels:read "_s});
    QCOMPARE(p.oauthRequestedScopes(), (QStringList{u"models:read"_s, u"runs:read"_s}));
    {
        QSettings settings(dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
        QVERIFY(p.save(settings));
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    QSettings settings(dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    const std::optional<ConnectionProfile> loaded = ConnectionProfile::load(settings, p.id());
    QVERIFY(loaded.has_value());
    QCOMPARE(*loaded, p);
    QCOMPARE(settings.value(u"connectionProfiles/"_s + p.id() + u"/oauthRequestedScopes"_s),
             QVariant(u"models:read runs:read"_s));
    QVERIFY(!ConnectionProfile::load(settings, u"no-such-profile"_s).has_value());

    // Renaming keeps the id, so the keychain entries keyed by it stay attached.
    ConnectionProfile renamed = *loaded;
    renamed.setName(u"Production"_s);
    QVERIFY(renamed.save(settings));
    QCOMPARE(ConnectionProfile::load(settings, p.id())->name(), u"Production"_s);
    QCOMPARE(ConnectionProfile::loadAll(settings).size(), 1);
}

void TestConnectionProfile::writesOnlyItsOwnKeys()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    const ConnectionProfile p = oauthProfile();
    QVERIFY(p.save(settings));
    const QString prefix = u"connectionProfiles/"_s + p.id() + u'/';
    QSet<QString> expected;
    for (const char* key : {"name", "baseUrl", "workspaceSlug", "credentialKind", "oauthClientId",
                            "authorizationPath", "tokenPath"})
        expected.insert(prefix + QLatin1StringView(key));
    const QStringList keys = settings.allKeys();
    QCOMPARE(QSet<QString>(keys.cbegin(), keys.cend()), expected);
    QCOMPARE(settings.value(prefix + u"credentialKind"_s).toString(), u"oauth"_s);
}

void TestConnectionProfile::loadAllAndRemove()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    ConnectionProfile a = oauthProfile();
    ConnectionProfile b = ConnectionProfile::create(u"Sandbox"_s, QUrl(u"http://127.0.0.1:1"_s));
    b.setWorkspaceSlug(u"sandbox"_s);
    QVERIFY(a.save(settings));
    QVERIFY(b.save(settings));
    settings.setValue(u"unrelated/key"_s, 1);

    QList<ConnectionProfile> all = ConnectionProfile::loadAll(settings);
    QCOMPARE(all.size(), 2);
    QVERIFY(all.contains(a));
    QVERIFY(all.contains(b));

    ConnectionProfile::remove(settings, a.id());
    all = ConnectionProfile::loadAll(settings);
    QCOMPARE(all, QList<ConnectionProfile>{b});
    QCOMPARE(settings.value(u"unrelated/key"_s).toInt(), 1);
}

void TestConnectionProfile::refusesUnsafeIds()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    ConnectionProfile p = oauthProfile();
    for (const QString& id : {QString(), u"a/b"_s, u"..\\x"_s, QString(65, u'a')}) {
        p.setId(id);
        QVERIFY2(!p.save(settings), qPrintable(id));
        QVERIFY(!ConnectionProfile::load(settings, id).has_value());
    }
    QVERIFY(settings.allKeys().isEmpty());
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestConnectionProfile)
#include "tst_connectionprofile.moc"
