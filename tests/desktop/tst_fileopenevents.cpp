// SPDX-License-Identifier: MIT
// FileOpenEvents: the QFileOpenEvents macOS sends for files opened from Finder, gathered into
// one list per turn of the event loop, made absolute; other URLs left alone.
#include <QDir>
#include <QFileOpenEvent>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include "fileopenevents.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestFileOpenEvents : public QObject
{
    Q_OBJECT

private slots:
    void selectionArrivesAsOneList();
    void pendingFilesAreTakenOnce();
    void otherEventsAndUrlsAreLeftAlone();
};

namespace {
bool sendOpen(const QString& file)
{
    QFileOpenEvent event(file);
    return QCoreApplication::sendEvent(qApp, &event);
}
bool sendOpen(const QUrl& url)
{
    QFileOpenEvent event(url);
    return QCoreApplication::sendEvent(qApp, &event);
}
} // namespace

void TestFileOpenEvents::selectionArrivesAsOneList()
{
    FileOpenEvents events(qApp);
    QSignalSpy spy(&events, &FileOpenEvents::filesRequested);
    // Three files selected in Finder: three events in a row, one of them twice.
    QVERIFY(sendOpen(u"/tmp/one.mxrun"_s));
    QVERIFY(sendOpen(QUrl::fromLocalFile(u"/tmp/two words.mxrun"_s)));
    QVERIFY(sendOpen(u"/tmp/one.mxrun"_s));
    QCOMPARE(spy.count(), 0); // not before the event loop turns
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toStringList(),
             (QStringList{u"/tmp/one.mxrun"_s, u"/tmp/two words.mxrun"_s}));
    // A relative name is made absolute against the current folder.
    QVERIFY(sendOpen(u"relative.mxrun"_s));
    QTRY_COMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toStringList(),
             QStringList{QDir::current().absoluteFilePath(u"relative.mxrun"_s)});
}

void TestFileOpenEvents::pendingFilesAreTakenOnce()
{
    // Files asked for before the window existed: main() takes them for the window's first
    // open, and no signal repeats them.
    FileOpenEvents events(qApp);
    QSignalSpy spy(&events, &FileOpenEvents::filesRequested);
    QVERIFY(sendOpen(u"/tmp/early.mxrun"_s));
    QCOMPARE(events.takePending(), QStringList{u"/tmp/early.mxrun"_s});
    QVERIFY(events.takePending().isEmpty());
    QTest::qWait(50);
    QCOMPARE(spy.count(), 0);
}

void TestFileOpenEvents::otherEventsAndUrlsAreLeftAlone()
{
    FileOpenEvents events(qApp);
    QSignalSpy spy(&events, &FileOpenEvents::filesRequested);
    // A web address handed to the app is not a file to open: the event is not taken.
    QFileOpenEvent web(QUrl(u"https://example.com/run.mxrun"_s));
    QVERIFY(!QCoreApplication::sendEvent(qApp, &web));
    QTest::qWait(50);
    QCOMPARE(spy.count(), 0);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestFileOpenEvents)
#include "tst_fileopenevents.moc"
