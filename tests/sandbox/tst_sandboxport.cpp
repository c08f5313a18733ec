// SPDX-License-Identifier: MIT
// Tests the sandbox's port choice: the port asked for when it is free, a free port instead when
// it is taken and fallbackToFreePort is set (the GUI's sandbox, so that a second instance or
// another program on kDefaultSandboxPort does not cost the user the built-in connection), and a
// plain failure naming the port without the fallback (mantyx-sandbox --port).
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QTcpServer>
#include <QTest>

#include "sandbox/sandboxconfig.h"
#include "sandbox/sandboxserver.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestSandboxPort final : public QObject
{
    Q_OBJECT

private slots:
    void defaultPortIsFixed();
    void freePortIsUsed();
    void takenPortFallsBackToAFreeOne();
    void takenPortWithoutFallbackFails();

private:
    static quint16 freePort();
};

quint16 TestSandboxPort::freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost))
        return 0;
    return probe.serverPort(); // free again once `probe` is gone
}

void TestSandboxPort::defaultPortIsFixed()
{
    // The GUI asks for the same port every launch; 0 would be a new one each time.
    QVERIFY(kDefaultSandboxPort > 1024);
    QCOMPARE(SandboxConfig().port, quint16(0)); // the library's default stays "any free port"
    QVERIFY(!SandboxConfig().fallbackToFreePort);
}

void TestSandboxPort::freePortIsUsed()
{
    const quint16 port = freePort();
    QVERIFY(port != 0);
    SandboxConfig config;
    config.port = port;
    config.fallbackToFreePort = true;
    SandboxServer server(config);
    QString error;
    QVERIFY2(server.start(&error), qPrintable(error));
    QCOMPARE(server.port(), port);
    QCOMPARE(server.baseUrl(), QUrl(u"http://127.0.0.1:%1"_s.arg(port)));
}

void TestSandboxPort::takenPortFallsBackToAFreeOne()
{
    QTcpServer other; // another program (or another instance) holds the port
    QVERIFY(other.listen(QHostAddress::LocalHost));
    SandboxConfig config;
    config.port = other.serverPort();
    config.fallbackToFreePort = true;
    SandboxServer server(config);
    QString error;
    QVERIFY2(server.start(&error), qPrintable(error));
    QVERIFY(server.isListening());
    QVERIFY(server.port() != 0);
    QVERIFY(server.port() != other.serverPort());
    QCOMPARE(server.baseUrl().port(), int(server.port()));
}

void TestSandboxPort::takenPortWithoutFallbackFails()
{
    QTcpServer other;
    QVERIFY(other.listen(QHostAddress::LocalHost));
    SandboxConfig config;
    config.port = other.serverPort();
    SandboxServer server(config);
    QString error;
    QVERIFY(!server.start(&error));
    QVERIFY(!server.isListening());
    QVERIFY2(error.contains(QString::number(other.serverPort())), qPrintable(error));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxPort)
#include "tst_sandboxport.moc"
