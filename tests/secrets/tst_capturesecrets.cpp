// SPDX-License-Identifier: MIT
// No capture file written anywhere in the test suite holds a secret the tests used. Every test
// runs with MANTYX_CAPTURE_AUDIT_DIR set, so each capture a CaptureWriter closes (in a test, in
// mantyx-run, in the window) is copied there; this test runs after all the others (the cleanup
// of a CTest fixture) and scans every copy for every secret found in the tests' sources: API
// keys, bearer tokens, OAuth tokens and client secrets, header values.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "run/capturewriter.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The secrets the tests' sources use, harvested from their string literals.
QSet<QString> testSecrets()
{
    const QList<QRegularExpression> patterns{
        // MANTYX API keys and tokens of every test ("mantyx_sandbox_key", "mantyx_from_env"…).
        QRegularExpression(u"\\b(mantyx_[a-z0-9_]*(?:key|secret|token)[a-z0-9_]*)\\b"_s),
        QRegularExpression(u"\\b(mantyx_from_[a-z]+)\\b"_s),
        // Bearer tokens (the whole header value when the token is short).
        QRegularExpression(u"(Bearer [A-Za-z0-9._~+/=-]{3,})"_s),
        // Provider-style keys.
        QRegularExpression(u"\\b(sk-[A-Za-z0-9_-]{6,})"_s),
        // OAuth tokens and client secrets given to the test servers.
        QRegularExpression(
            u"(?:access_token|refresh_token|client_secret|clientSecret)\\W{1,8}u?\"([^\"\\\\]{6,})\""_s),
    };
    QSet<QString> secrets;
    QDirIterator it(QStringLiteral(MANTYX_SOURCE_DIR) + u"/tests"_s,
                    {u"*.cpp"_s, u"*.h"_s, u"*.mjs"_s, u"*.js"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(u"/node_modules/"_s) || path.endsWith(u"tst_capturesecrets.cpp"_s))
            continue;
        const QString text = QString::fromUtf8(readAll(path));
        for (const QRegularExpression& pattern : patterns) {
            for (auto match = pattern.globalMatch(text); match.hasNext();) {
                const QString secret = match.next().captured(1);
                // "Bearer error=…" / "Bearer realm=…" are challenge headers, not tokens.
                if (!secret.startsWith(u"Bearer error"_s) && !secret.startsWith(u"Bearer realm"_s))
                    secrets.insert(secret);
            }
        }
    }
    return secrets;
}

} // namespace

class TestCaptureSecrets : public QObject
{
    Q_OBJECT

private slots:
    void harvestFindsTheKnownSecrets();
    void auditCopiesACaptureWhenItIsClosed();
    void noCaptureOfTheSuiteHoldsASecret();

private:
    QTemporaryDir m_dir;
};

void TestCaptureSecrets::harvestFindsTheKnownSecrets()
{
    const QSet<QString> secrets = testSecrets();
    for (const QString& known : {u"mantyx_sandbox_key"_s, u"mantyx_origin_secret"_s,
                                 u"Bearer s3cret"_s, u"mantyx_from_env"_s})
        QVERIFY2(secrets.contains(known), qPrintable(known));
    QVERIFY(!secrets.contains(u"mantyx_plugin"_s)); // a tool kind, not a secret
}

void TestCaptureSecrets::auditCopiesACaptureWhenItIsClosed()
{
    // This test's own capture, with secrets in the spec's headers and credential members: the
    // scan below sees it (so the audit folder is never empty), redacted.
    const QString audit = qEnvironmentVariable("MANTYX_CAPTURE_AUDIT_DIR");
    QVERIFY2(!audit.isEmpty(), "run through ctest: MANTYX_CAPTURE_AUDIT_DIR is not set");
    const qsizetype before = QDir(audit).entryList({u"*.mxrun"_s}, QDir::Files).size();
    {
        CaptureWriter writer;
        QVERIFY(writer.open(m_dir.filePath(u"own.mxrun"_s)));
        CaptureWriter::Header header;
        header.spec = QJsonObject{
            {u"prompt"_s, u"hi"_s},
            {u"apiKey"_s, u"mantyx_scan_own_key_1234"_s},
            {u"tools"_s,
             QJsonArray{QJsonObject{
                 {u"kind"_s, u"mcp"_s},
                 {u"name"_s, u"remote"_s},
                 {u"url"_s, u"https://mcp.example/mcp"_s},
                 {u"headers"_s, QJsonObject{{u"Authorization"_s, u"Bearer s3cret"_s}}}}}}};
        QVERIFY(writer.writeHeader(header));
    }
    const QStringList after = QDir(audit).entryList({u"*.mxrun"_s}, QDir::Files);
    QCOMPARE(after.size(), before + 1);
}

void TestCaptureSecrets::noCaptureOfTheSuiteHoldsASecret()
{
    const QString audit = qEnvironmentVariable("MANTYX_CAPTURE_AUDIT_DIR");
    QVERIFY(!audit.isEmpty());
    QSet<QString> secrets = testSecrets();
    secrets.insert(u"mantyx_scan_own_key_1234"_s);
    const QStringList files = QDir(audit).entryList({u"*.mxrun"_s}, QDir::Files);
    QVERIFY(!files.isEmpty());
    QStringList leaks;
    for (const QString& name : files) {
        const QByteArray bytes = readAll(QDir(audit).filePath(name));
        for (const QString& secret : std::as_const(secrets)) {
            if (bytes.contains(secret.toUtf8()))
                leaks << u"%1: %2"_s.arg(name, secret);
        }
    }
    qInfo("scanned %lld capture file(s) for %lld secret(s)", static_cast<long long>(files.size()),
          static_cast<long long>(secrets.size()));
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestCaptureSecrets)
#include "tst_capturesecrets.moc"
