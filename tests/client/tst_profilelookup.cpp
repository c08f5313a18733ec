// SPDX-License-Identifier: MIT
// Tests ProfileLookup, how mantyx-run picks a saved connection profile: by name (refused when it
// is for another server or workspace than the ones given), by server and workspace (the first
// by name when several fit, and how many did), server URLs compared as one server whatever
// their spelling, and the profiles read from a settings file that the problem names.
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "client/connectionprofile.h"
#include "client/profilelookup.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestProfileLookup final : public QObject
{
    Q_OBJECT

private slots:
    void sameServer_data();
    void sameServer();
    void sameWorkspace();
    void describe();
    void byName();
    void byNameForAnotherServerOrWorkspace();
    void byNameMissing();
    void byServerAndWorkspace();
    void ambiguousTakesTheFirstByName();
    void noMatch();
    void fromSettingsFile();
};

namespace {

ConnectionProfile profile(const QString& name, const QString& url, const QString& slug)
{
    ConnectionProfile p = ConnectionProfile::create(name, QUrl(url));
    p.setWorkspaceSlug(slug);
    return p;
}

// Sorted by name, as ConnectionProfile::loadAll gives them.
QList<ConnectionProfile> savedProfiles()
{
    return {profile(u"Alpha"_s, u"https://mantyx.example.com"_s, u"acme"_s),
            profile(u"Beta"_s, u"https://mantyx.example.com:443/"_s, u"ACME"_s),
            profile(u"Gamma"_s, u"http://127.0.0.1:8080"_s, u"sandbox"_s),
            profile(u"Zeta"_s, u"https://other.example.com"_s, u"acme"_s)};
}

const QString kLookedIn = u"/home/me/.config/MANTYX/mantyx-inspector.conf"_s;

} // namespace

void TestProfileLookup::sameServer_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");
    QTest::newRow("case and default port")
        << u"https://Example.COM/"_s << u"https://example.com:443"_s << true;
    QTest::newRow("http default port")
        << u"http://example.com"_s << u"http://example.com:80/"_s << true;
    QTest::newRow("trailing slashes")
        << u"https://example.com/mantyx//"_s << u"https://example.com/mantyx"_s << true;
    QTest::newRow("scheme differs") << u"http://example.com"_s << u"https://example.com"_s << false;
    QTest::newRow("port differs") << u"https://example.com:8443"_s << u"https://example.com"_s
                                  << false;
    QTest::newRow("path differs") << u"https://example.com/a"_s << u"https://example.com/b"_s
                                  << false;
    QTest::newRow("host differs") << u"https://example.com"_s << u"https://example.org"_s << false;
}

void TestProfileLookup::sameServer()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    QCOMPARE(ProfileLookup::sameServer(QUrl(a), QUrl(b)), same);
    QCOMPARE(ProfileLookup::sameServer(QUrl(b), QUrl(a)), same);
}

void TestProfileLookup::sameWorkspace()
{
    QVERIFY(ProfileLookup::sameWorkspace(u"Acme"_s, u"aCME"_s));
    QVERIFY(!ProfileLookup::sameWorkspace(u"acme"_s, u"acme2"_s));
    QVERIFY(!ProfileLookup::sameWorkspace(u"acme"_s, QString()));
}

void TestProfileLookup::describe()
{
    QCOMPARE(
        ProfileLookup::describe(profile(u"Prod"_s, u"https://mantyx.example.com"_s, u"acme"_s)),
        u"\"Prod\" (https://mantyx.example.com, workspace acme)"_s);
    QCOMPARE(ProfileLookup::describe(profile(u"New"_s, u"https://mantyx.example.com"_s, QString())),
             u"\"New\" (https://mantyx.example.com, workspace unknown)"_s);
}

void TestProfileLookup::byName()
{
    const QList<ConnectionProfile> saved = savedProfiles();
    ProfileLookup::Result r =
        ProfileLookup::find(saved, u"Gamma"_s, std::nullopt, std::nullopt, kLookedIn);
    QVERIFY(r.profile);
    QCOMPARE(r.profile->id(), saved.at(2).id());
    QCOMPARE(r.matches, 1);
    QVERIFY(r.problem.isEmpty());

    // Server and workspace given too: they must fit, in any spelling of the same server.
    r = ProfileLookup::find(saved, u"Beta"_s, QUrl(u"https://MANTYX.example.com/"_s), u"acme"_s,
                            kLookedIn);
    QVERIFY(r.profile);
    QCOMPARE(r.profile->id(), saved.at(1).id());
}

void TestProfileLookup::byNameForAnotherServerOrWorkspace()
{
    const QList<ConnectionProfile> saved = savedProfiles();
    ProfileLookup::Result r = ProfileLookup::find(
        saved, u"Gamma"_s, QUrl(u"https://mantyx.example.com"_s), std::nullopt, kLookedIn);
    QVERIFY(!r.profile);
    QCOMPARE(r.problem, u"The connection profile \"Gamma\" (http://127.0.0.1:8080, workspace "
                        u"sandbox) is for another server than https://mantyx.example.com."_s);

    r = ProfileLookup::find(saved, u"Alpha"_s, std::nullopt, u"other"_s, kLookedIn);
    QVERIFY(!r.profile);
    QVERIFY2(r.problem.contains(u"is for another workspace than other."_s), qPrintable(r.problem));
}

void TestProfileLookup::byNameMissing()
{
    // Names compare exactly: "alpha" is not "Alpha".
    const ProfileLookup::Result r =
        ProfileLookup::find(savedProfiles(), u"alpha"_s, std::nullopt, std::nullopt, kLookedIn);
    QVERIFY(!r.profile);
    QCOMPARE(r.matches, 0);
    QCOMPARE(r.problem,
             u"No saved connection profile is named \"alpha\" (looked in %1)."_s.arg(kLookedIn));
}

void TestProfileLookup::byServerAndWorkspace()
{
    const QList<ConnectionProfile> saved = savedProfiles();
    const ProfileLookup::Result r = ProfileLookup::find(
        saved, QString(), QUrl(u"http://127.0.0.1:8080/"_s), u"Sandbox"_s, kLookedIn);
    QVERIFY(r.profile);
    QCOMPARE(r.profile->name(), u"Gamma"_s);
    QCOMPARE(r.matches, 1);
}

void TestProfileLookup::ambiguousTakesTheFirstByName()
{
    // Alpha and Beta are both https://mantyx.example.com, workspace acme (spelled otherwise).
    const ProfileLookup::Result r = ProfileLookup::find(
        savedProfiles(), QString(), QUrl(u"https://mantyx.example.com"_s), u"acme"_s, kLookedIn);
    QVERIFY(r.profile);
    QCOMPARE(r.profile->name(), u"Alpha"_s);
    QCOMPARE(r.matches, 2);
    QVERIFY(r.problem.isEmpty());
}

void TestProfileLookup::noMatch()
{
    const QList<ConnectionProfile> saved = savedProfiles();
    // Both server and workspace have to fit; either alone is not enough.
    ProfileLookup::Result r = ProfileLookup::find(
        saved, QString(), QUrl(u"https://mantyx.example.com"_s), u"nobody"_s, kLookedIn);
    QVERIFY(!r.profile);
    QCOMPARE(r.matches, 0);
    QCOMPARE(r.problem, u"No saved connection profile for server https://mantyx.example.com, "
                        u"workspace nobody (looked in %1)."_s.arg(kLookedIn));
    r = ProfileLookup::find(saved, QString(), QUrl(u"https://mantyx.example.com"_s), std::nullopt,
                            kLookedIn);
    QVERIFY(!r.profile);
    r = ProfileLookup::find({}, QString(), QUrl(u"https://mantyx.example.com"_s), u"acme"_s,
                            kLookedIn);
    QVERIFY(!r.profile);
}

void TestProfileLookup::fromSettingsFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(u"inspector.conf"_s), QSettings::IniFormat);
    // Saved out of order; found in name order.
    const QList<ConnectionProfile> saved = savedProfiles();
    for (qsizetype i = saved.size() - 1; i >= 0; --i)
        QVERIFY(saved.at(i).save(settings));
    settings.sync();

    ProfileLookup::Result r =
        ProfileLookup::find(settings, QString(), QUrl(u"https://mantyx.example.com"_s), u"acme"_s);
    QVERIFY(r.profile);
    QCOMPARE(*r.profile, saved.at(0));
    QCOMPARE(r.matches, 2);

    r = ProfileLookup::find(settings, u"Missing"_s, std::nullopt, std::nullopt);
    QVERIFY(!r.profile);
    QVERIFY2(r.problem.contains(settings.fileName()), qPrintable(r.problem));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestProfileLookup)
#include "tst_profilelookup.moc"
