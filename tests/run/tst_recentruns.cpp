// SPDX-License-Identifier: MIT
// RecentRuns: newest first, no duplicates, at most 20 per connection, kept apart per connection
// and across QSettings instances.
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "run/recentruns.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

class TestRecentRuns : public QObject
{
    Q_OBJECT

private slots:
    void newestFirstWithoutDuplicates();
    void cappedAndPerConnection();
};

void TestRecentRuns::newestFirstWithoutDuplicates()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"settings.ini"_s);
    {
        QSettings settings(path, QSettings::IniFormat);
        RecentRuns recent(settings);
        QVERIFY(recent.runs(u"sandbox"_s).isEmpty());
        recent.add(u"sandbox"_s, u"run_a"_s);
        recent.add(u"sandbox"_s, u" run_b "_s);
        recent.add(u"sandbox"_s, u"run_a"_s); // moves up, not twice
        recent.add(u"sandbox"_s, u"   "_s);   // ignored
        recent.add(QString(), u"run_c"_s);    // no connection: ignored
        QCOMPARE(recent.runs(u"sandbox"_s), (QStringList{u"run_a"_s, u"run_b"_s}));
        QVERIFY(recent.runs(QString()).isEmpty());
    }
    QSettings again(path, QSettings::IniFormat);
    RecentRuns recent(again);
    QCOMPARE(recent.runs(u"sandbox"_s), (QStringList{u"run_a"_s, u"run_b"_s}));
    recent.remove(u"sandbox"_s, u"run_a"_s);
    QCOMPARE(recent.runs(u"sandbox"_s), QStringList{u"run_b"_s});
    recent.clear(u"sandbox"_s);
    QVERIFY(recent.runs(u"sandbox"_s).isEmpty());
}

void TestRecentRuns::cappedAndPerConnection()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    RecentRuns recent(settings);
    for (int i = 0; i < 25; ++i)
        recent.add(u"prod/eu"_s, u"run_%1"_s.arg(i));
    recent.add(u"sandbox"_s, u"run_local"_s);
    const QStringList runs = recent.runs(u"prod/eu"_s);
    QCOMPARE(runs.size(), RecentRuns::MaxRuns);
    QCOMPARE(runs.first(), u"run_24"_s);
    QCOMPARE(runs.last(), u"run_5"_s);
    QCOMPARE(recent.runs(u"sandbox"_s), QStringList{u"run_local"_s});
    // A key with a slash does not open a sub-group of the settings.
    QVERIFY(!RecentRuns::settingsKey(u"prod/eu"_s).mid(11).contains(u'/'));
}

QTEST_GUILESS_MAIN(TestRecentRuns)
#include "tst_recentruns.moc"
