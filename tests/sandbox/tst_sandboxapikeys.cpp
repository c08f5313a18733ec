// SPDX-License-Identifier: MIT
// mantyx-sandbox takes API keys from its command line, the environment and a key file: the file
// rule on its own, and the program started with all three.
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "sandbox/sandboxconfig.h"

using namespace Qt::StringLiterals;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return path;
}

int statusWithKey(QNetworkAccessManager& network, const QUrl& base, const QByteArray& key)
{
    QNetworkRequest request(base.resolved(QUrl(u"/api/v1/workspaces/sandbox/models"_s)));
    request.setRawHeader("Authorization", "Bearer " + key);
    QNetworkReply* reply = network.get(request);
    if (!QTest::qWaitFor([reply]() { return reply->isFinished(); }, 30000))
        return 0;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    reply->deleteLater();
    return status;
}

} // namespace

class TestSandboxApiKeys final : public QObject
{
    Q_OBJECT

private slots:
    void keyFileFirstLineTrimmed();
    void keyFileProblems();
    void programTakesKeysFromEverySource();
};

void TestSandboxApiKeys::keyFileFirstLineTrimmed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = writeFile(dir, u"key"_s, "  mantyx_from_file \t\r\nsecond line\n");
    QString error;
    QCOMPARE(mantyx::readApiKeyFile(path, &error), u"mantyx_from_file"_s);
    QVERIFY(error.isEmpty());
    // No line end at all is one line too.
    QCOMPARE(mantyx::readApiKeyFile(writeFile(dir, u"bare"_s, "mantyx_bare"), &error),
             u"mantyx_bare"_s);
}

void TestSandboxApiKeys::keyFileProblems()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY(mantyx::readApiKeyFile(dir.filePath(u"missing"_s), &error).isEmpty());
    QVERIFY(error.contains(u"missing"_s));
    error.clear();
    QVERIFY(
        mantyx::readApiKeyFile(writeFile(dir, u"empty"_s, "\nmantyx_second\n"), &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestSandboxApiKeys::programTakesKeysFromEverySource()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString keyFile = writeFile(dir, u"key"_s, "mantyx_from_file\n");
    QProcess sandbox;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"MANTYX_SANDBOX_API_KEY"_s, u"mantyx_from_env"_s);
    sandbox.setProcessEnvironment(environment);
    sandbox.start(QStringLiteral(MANTYX_SANDBOX_EXE),
                  {u"--api-key"_s, u"mantyx_from_args"_s, u"--api-key-file"_s, keyFile});
    QVERIFY(sandbox.waitForStarted(30000));
    QVERIFY(QTest::qWaitFor([&sandbox]() { return sandbox.canReadLine(); }, 30000));
    const QString line = QString::fromUtf8(sandbox.readLine()).trimmed();
    const qsizetype at = line.indexOf(u"http://"_s);
    QVERIFY2(at >= 0, qPrintable(line));
    const QUrl base(line.mid(at).section(u' ', 0, 0));

    QNetworkAccessManager network;
    QCOMPARE(statusWithKey(network, base, "mantyx_from_args"), 200);
    QCOMPARE(statusWithKey(network, base, "mantyx_from_env"), 200);
    QCOMPARE(statusWithKey(network, base, "mantyx_from_file"), 200);
    QCOMPARE(statusWithKey(network, base, "mantyx_sandbox_key"), 401); // the default is replaced

    sandbox.terminate();
    QVERIFY(sandbox.waitForFinished(30000));

    // A key file that cannot be read ends the program with exit code 2.
    QProcess broken;
    broken.start(QStringLiteral(MANTYX_SANDBOX_EXE),
                 {u"--api-key-file"_s, dir.filePath(u"missing"_s)});
    QVERIFY(broken.waitForFinished(30000));
    QCOMPARE(broken.exitCode(), 2);

    // A key that is refused is not repeated on stderr: it may be a secret pasted in error.
    QProcess refused;
    QProcessEnvironment secretEnvironment = QProcessEnvironment::systemEnvironment();
    secretEnvironment.insert(u"MANTYX_SANDBOX_API_KEY"_s, u"sk-secret-from-elsewhere"_s);
    refused.setProcessEnvironment(secretEnvironment);
    refused.start(QStringLiteral(MANTYX_SANDBOX_EXE), {});
    QVERIFY(refused.waitForFinished(30000));
    QCOMPARE(refused.exitCode(), 2);
    const QByteArray said = refused.readAllStandardError() + refused.readAllStandardOutput();
    QVERIFY2(said.contains("mantyx_"), said.constData());
    QVERIFY2(!said.contains("sk-secret-from-elsewhere"), said.constData());
}

QTEST_GUILESS_MAIN(TestSandboxApiKeys)
#include "tst_sandboxapikeys.moc"
