// SPDX-License-Identifier: MIT
// One inspector per user and settings folder (app/singleinstance): a later start hands its files
// to the listening one and is told it took them; nobody listening is known at once; a socket
// left by a crash is replaced, a live one is not; a connection that sends nothing opens
// nothing. Then the real thing, two mantyx-inspector processes: the second exits 0 and the
// first opens the capture it was given (it lands in the first one's Recent Captures).
#include <thread>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QLockFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include "singleinstance.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void forwardsFilesToTheListeningInstance();
    void launchTokensAreBounded();
    void nobodyListening();
    void staleSocketIsReplaced();
    void secondListenerIsRefused();
    void forwardOrListen();
    void startingInstanceIsWaitedFor();
    void probeOpensNothing();
    void serverNameFollowsTheSettingsFolder();
    void secondProcessOpensInTheFirst();

private:
    // Runs forwardToRunning() on a thread of its own: it blocks until the listener, on this
    // thread's event loop, answers.
    static bool forwardFromAnotherThread(const QString& name, const QStringList& files,
                                         const QString& runId);

    std::unique_ptr<QTemporaryDir> m_dir;
};

bool TestSingleInstance::forwardFromAnotherThread(const QString& name, const QStringList& files,
                                                  const QString& runId)
{
    bool forwarded = false;
    bool done = false;
    std::thread thread([&] {
        const SingleInstance client(name);
        forwarded = client.forwardToRunning(files, runId, 5000);
        done = true;
    });
    QElapsedTimer timer;
    timer.start();
    while (!done && timer.elapsed() < 10000)
        QTest::qWait(10);
    thread.join();
    return forwarded;
}

void TestSingleInstance::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSingleInstance::forwardsFilesToTheListeningInstance()
{
    const QString name = m_dir->filePath(u"inspector.socket"_s);
    SingleInstance running(name);
    QVERIFY(running.listen());
    QVERIFY(running.isListening());
    QSignalSpy spy(&running, &SingleInstance::activationRequested);

    // Relative paths are made absolute against the later start's folder.
    const QString previous = QDir::currentPath();
    QDir::setCurrent(m_dir->path());
    const auto restore = qScopeGuard([&] { QDir::setCurrent(previous); });
    QVERIFY(forwardFromAnotherThread(name, {u"a.mxrun"_s, m_dir->filePath(u"b c.mxrun"_s)},
                                     u"run_42"_s));
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toStringList(),
             (QStringList{QDir(m_dir->path()).absoluteFilePath(u"a.mxrun"_s),
                          m_dir->filePath(u"b c.mxrun"_s)}));
    QCOMPARE(spy.at(0).at(1).toString(), u"run_42"_s);

    // A start without files only brings the window to the front.
    QVERIFY(forwardFromAnotherThread(name, {}, {}));
    QTRY_COMPARE(spy.count(), 2);
    QVERIFY(spy.at(1).at(0).toStringList().isEmpty());
    QVERIFY(spy.at(1).at(1).toString().isEmpty());
    QVERIFY(spy.at(1).at(2).toString().isEmpty()); // no launch token in this environment

    // A start the desktop launched hands its launch token on (Wayland's before X11's).
    qputenv("DESKTOP_STARTUP_ID", "host+1234-5678+mantyx-inspector_TIME90210");
    const auto unset = qScopeGuard([] {
        qunsetenv("DESKTOP_STARTUP_ID");
        qunsetenv("XDG_ACTIVATION_TOKEN");
    });
    QCOMPARE(SingleInstance::launchToken(), u"host+1234-5678+mantyx-inspector_TIME90210"_s);
    QVERIFY(forwardFromAnotherThread(name, {}, {}));
    QTRY_COMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(2).toString(), u"host+1234-5678+mantyx-inspector_TIME90210"_s);
    qputenv("XDG_ACTIVATION_TOKEN", "wl-token-1");
    QCOMPARE(SingleInstance::launchToken(), u"wl-token-1"_s);
}

void TestSingleInstance::launchTokensAreBounded()
{
    // What another process hands over reaches the window system only if it looks like a token.
    QCOMPARE(SingleInstance::acceptedLaunchToken(u"abc_TIME1"_s), u"abc_TIME1"_s);
    QCOMPARE(SingleInstance::acceptedLaunchToken(QString(256, u'x')), QString(256, u'x'));
    QVERIFY(SingleInstance::acceptedLaunchToken(QString(257, u'x')).isEmpty());
    QVERIFY(SingleInstance::acceptedLaunchToken(u"two words"_s).isEmpty());
    QVERIFY(SingleInstance::acceptedLaunchToken(u"line\nbreak"_s).isEmpty());
    QVERIFY(SingleInstance::acceptedLaunchToken(u"esc\x1b[2J"_s).isEmpty());
    QVERIFY(SingleInstance::acceptedLaunchToken(u"caf\u00e9"_s).isEmpty());
    QVERIFY(SingleInstance::acceptedLaunchToken({}).isEmpty());

    // Sent raw over the socket, a hostile one arrives empty.
    const QString name = m_dir->filePath(u"bounded.socket"_s);
    SingleInstance running(name);
    QVERIFY(running.listen());
    QSignalSpy spy(&running, &SingleInstance::activationRequested);
    QLocalSocket socket;
    socket.connectToServer(name);
    QVERIFY(socket.waitForConnected(5000));
    socket.write(R"({"files":[],"activation":"x\u001b]0;title\u0007"})"
                 "\n");
    QVERIFY(socket.waitForBytesWritten(5000));
    QTRY_COMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(2).toString().isEmpty());
}

void TestSingleInstance::nobodyListening()
{
    const SingleInstance client(m_dir->filePath(u"nobody.socket"_s));
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!client.forwardToRunning({u"a.mxrun"_s}, {}));
    QVERIFY2(timer.elapsed() < 1000, "no instance must be known at once, not after a timeout");
}

void TestSingleInstance::staleSocketIsReplaced()
{
    // What an instance that crashed leaves behind: a file where the socket goes, and its lock
    // naming a process that is gone.
    const QString name = m_dir->filePath(u"stale.socket"_s);
    QFile stale(name);
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.close();
    QFile lock(name + u".lock"_s);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("4194303\nmantyx-inspector\n" + QSysInfo::machineHostName().toUtf8() + '\n');
    lock.close();
    SingleInstance running(name);
    QString error;
    QVERIFY2(running.listen(&error), qPrintable(error));
    QSignalSpy spy(&running, &SingleInstance::activationRequested);
    QVERIFY(forwardFromAnotherThread(name, {u"/tmp/x.mxrun"_s}, {}));
    QTRY_COMPARE(spy.count(), 1);
}

void TestSingleInstance::secondListenerIsRefused()
{
    const QString name = m_dir->filePath(u"busy.socket"_s);
    SingleInstance first(name);
    QVERIFY(first.listen());
    SingleInstance second(name);
    QString error;
    QVERIFY(!second.listen(&error));
    QVERIFY(!error.isEmpty());
    // The first one still gets what later starts send.
    QSignalSpy spy(&first, &SingleInstance::activationRequested);
    QVERIFY(forwardFromAnotherThread(name, {u"/tmp/y.mxrun"_s}, {}));
    QTRY_COMPARE(spy.count(), 1);
}

void TestSingleInstance::forwardOrListen()
{
    const QString name = m_dir->filePath(u"roles.socket"_s);
    SingleInstance first(name);
    QCOMPARE(first.forwardOrListen({}, {}, 1000), SingleInstance::Role::Listening);
    QSignalSpy spy(&first, &SingleInstance::activationRequested);
    SingleInstance::Role role = SingleInstance::Role::Alone;
    bool done = false;
    std::thread thread([&] {
        SingleInstance second(name);
        role = second.forwardOrListen({u"/tmp/z.mxrun"_s}, {}, 1000);
        done = true;
    });
    QTRY_VERIFY(done);
    thread.join();
    QCOMPARE(role, SingleInstance::Role::Forwarded);
    QCOMPARE(spy.count(), 1);
}

void TestSingleInstance::startingInstanceIsWaitedFor()
{
    // An instance that took the lock but does not listen (yet): a later start waits for it,
    // then runs on its own, and says why.
    const QString name = m_dir->filePath(u"starting.socket"_s);
    QLockFile starting(name + u".lock"_s);
    QVERIFY(starting.tryLock(0));
    SingleInstance later(name);
    QElapsedTimer timer;
    timer.start();
    QString error;
    QCOMPARE(later.forwardOrListen({}, {}, 300, &error), SingleInstance::Role::Alone);
    QVERIFY(timer.elapsed() >= 300);
    QVERIFY(!error.isEmpty());
    QVERIFY(!later.isListening());
}

void TestSingleInstance::probeOpensNothing()
{
    const QString name = m_dir->filePath(u"probe.socket"_s);
    SingleInstance running(name);
    QVERIFY(running.listen());
    QSignalSpy spy(&running, &SingleInstance::activationRequested);
    {
        QLocalSocket socket;
        socket.connectToServer(name);
        QVERIFY(socket.waitForConnected(1000));
        socket.write("not json\n");
        QVERIFY(socket.waitForBytesWritten(1000));
        QTRY_COMPARE(socket.state(), QLocalSocket::UnconnectedState);
    }
    {
        QLocalSocket socket;
        socket.connectToServer(name);
        QVERIFY(socket.waitForConnected(1000));
        socket.disconnectFromServer();
    }
    QTest::qWait(100);
    QCOMPARE(spy.count(), 0);
}

void TestSingleInstance::serverNameFollowsTheSettingsFolder()
{
    const QByteArray previous = qgetenv("XDG_CONFIG_HOME");
    const auto restore = qScopeGuard([&] { qputenv("XDG_CONFIG_HOME", previous); });
    qputenv("XDG_CONFIG_HOME", m_dir->filePath(u"one"_s).toLocal8Bit());
    const QString one = SingleInstance::defaultServerName();
    QCOMPARE(SingleInstance::defaultServerName(), one);
    qputenv("XDG_CONFIG_HOME", m_dir->filePath(u"two"_s).toLocal8Bit());
    QVERIFY(SingleInstance::defaultServerName() != one);

    // In the session's runtime folder; without one, a name in the temporary folder.
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    const auto restoreRuntime = qScopeGuard([&] {
        if (runtime.isNull())
            qunsetenv("XDG_RUNTIME_DIR");
        else
            qputenv("XDG_RUNTIME_DIR", runtime);
    });
    qputenv("XDG_RUNTIME_DIR", m_dir->path().toLocal8Bit());
    QVERIFY(SingleInstance::defaultServerName().startsWith(m_dir->path() + u'/'));
    QVERIFY(SingleInstance::defaultServerName().endsWith(u".socket"_s));
    qunsetenv("XDG_RUNTIME_DIR");
    QVERIFY(!SingleInstance::defaultServerName().contains(u'/'));
}

void TestSingleInstance::secondProcessOpensInTheFirst()
{
    // An isolated user: settings, data and runtime folders of its own.
    const QString config = m_dir->filePath(u"config"_s);
    const QString data = m_dir->filePath(u"data"_s);
    const QString runtime = m_dir->filePath(u"runtime"_s);
    for (const QString& folder : {config, data, runtime})
        QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_CONFIG_HOME"_s, config);
    environment.insert(u"XDG_DATA_HOME"_s, data);
    environment.insert(u"XDG_RUNTIME_DIR"_s, runtime);
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);

    // A capture with its header only, as a run cut short at once leaves it.
    const auto writeCapture = [](const QString& path, const QByteArray& runId) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) &&
               file.write(
                   R"({"format":"mantyx-run-capture","version":1,)"
                   R"("createdAt":"2026-12-02T13:05:11.402Z","baseUrl":"http://127.0.0.1:1",)"
                   R"("workspace":"sandbox","runId":")" +
                   runId + R"(","sessionId":null,"spec":{}})" + "\n") > 0;
    };
    const QString capture = m_dir->filePath(u"double-clicked.mxrun"_s);
    QVERIFY(writeCapture(capture, "run_1"));

    QProcess first;
    first.setProcessEnvironment(environment);
    first.setProcessChannelMode(QProcess::ForwardedChannels);
    first.start(QStringLiteral(MANTYX_INSPECTOR),
                {u"--no-sandbox"_s, u"--quit-after"_s, u"60000"_s});
    QVERIFY(first.waitForStarted());
    const auto stopFirst = qScopeGuard([&] {
        first.kill();
        first.waitForFinished();
    });
    // The first one listens on the socket the settings folder names.
    const auto listening = [&runtime] {
        return !QDir(runtime).entryList({u"mantyx-inspector-*.socket"_s}, QDir::System).isEmpty();
    };
    QTRY_VERIFY_WITH_TIMEOUT(listening(), 30000);
    QCOMPARE(first.state(), QProcess::Running);

    // The file manager's start: a relative path from the file's folder.
    QProcess second;
    second.setProcessEnvironment(environment);
    second.setWorkingDirectory(m_dir->path());
    second.setProcessChannelMode(QProcess::ForwardedChannels);
    second.start(QStringLiteral(MANTYX_INSPECTOR), {u"--no-sandbox"_s, u"double-clicked.mxrun"_s});
    QVERIFY(second.waitForFinished(20000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);

    // The first one opened it: it is in its Recent Captures.
    const QString settingsFile = config + u"/MANTYX/mantyx-inspector.conf"_s;
    QTRY_VERIFY_WITH_TIMEOUT(QSettings(settingsFile, QSettings::IniFormat)
                                 .value(u"captures/recent"_s)
                                 .toStringList()
                                 .contains(capture),
                             20000);

    // Two files selected in the file manager: the first is shown, the other goes to the
    // running window's Run Library.
    const QString other = m_dir->filePath(u"selected-too.mxrun"_s);
    QVERIFY(writeCapture(other, "run_2"));
    QVERIFY(QFile::copy(capture, m_dir->filePath(u"selected-first.mxrun"_s)));
    QProcess fourth;
    fourth.setProcessEnvironment(environment);
    fourth.setWorkingDirectory(m_dir->path());
    fourth.setProcessChannelMode(QProcess::ForwardedChannels);
    fourth.start(QStringLiteral(MANTYX_INSPECTOR),
                 {u"--no-sandbox"_s, u"selected-first.mxrun"_s, u"selected-too.mxrun"_s});
    QVERIFY(fourth.waitForFinished(20000));
    QCOMPARE(fourth.exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(QSettings(settingsFile, QSettings::IniFormat)
                                     .value(u"captures/recent"_s)
                                     .toStringList()
                                     .value(0) == m_dir->filePath(u"selected-first.mxrun"_s),
                             20000);
    // The library (AppDataLocation/library.sqlite) names the other capture's file.
    const QString library = data + u"/MANTYX/mantyx-inspector/library.sqlite"_s;
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(library), 20000);
    const auto holds = [&library, &other] {
        // The database file and its write-ahead log, whichever holds the new row now.
        QByteArray bytes;
        for (const QString& path : QStringList{library, library + u"-wal"_s}) {
            QFile db(path);
            if (db.open(QIODevice::ReadOnly))
                bytes += db.readAll();
        }
        return bytes.contains(other.toUtf8());
    };
    QTRY_VERIFY_WITH_TIMEOUT(holds(), 20000);
    QCOMPARE(first.state(), QProcess::Running);

    // A start without files only brings the running one forward, and exits 0 too.
    QProcess third;
    third.setProcessEnvironment(environment);
    third.setProcessChannelMode(QProcess::ForwardedChannels);
    third.start(QStringLiteral(MANTYX_INSPECTOR), {u"--no-sandbox"_s});
    QVERIFY(third.waitForFinished(20000));
    QCOMPARE(third.exitCode(), 0);
    QCOMPARE(first.state(), QProcess::Running);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSingleInstance)
#include "tst_singleinstance.moc"
