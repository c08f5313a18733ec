// SPDX-License-Identifier: MIT
// Tests CurlCommand: the routes, shell quoting (single quotes, $, backticks, newlines survive a
// real bash word split byte for byte), the credential left to $MANTYX_API_KEY, and the copied
// command run with the real curl against the in-process sandbox, which creates the run.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include "sandbox/sandboxserver.h"
#include "spec/curlcommand.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestCurlCommand final : public QObject
{
    Q_OBJECT

private slots:
    void routes_data();
    void routes();
    void invalidConnections();
    void shellQuote_data();
    void shellQuote();
    void noSecretInCommand();
    void bashSplitsItBack_data();
    void bashSplitsItBack();
    void runsAgainstTheSandbox();

private:
    // Runs `script` in bash with MANTYX_API_KEY set, spinning the event loop (the sandbox
    // lives in this process); returns stdout, or fails the test.
    static QByteArray runBash(const QString& script, const QString& key, int* exitCode);
};

namespace {

QJsonObject trickyBody()
{
    return QJsonObject{
        {u"systemPrompt"_s, u"You're a shell's worst nightmare: '\"$HOME\"' `id` \\ !"_s},
        {u"prompt"_s, u"Line one\nLine 'two'\n\ttabbed — ünïcödé ✓ $(rm -rf /)"_s},
        {u"metadata"_s, QJsonObject{{u"quote"_s, u"'"_s}, {u"empty"_s, QString()}}},
    };
}

QStringList splitNul(const QByteArray& bytes)
{
    QStringList words;
    for (const QByteArray& part : bytes.split('\0'))
        words << QString::fromUtf8(part);
    if (!words.isEmpty() && words.constLast().isEmpty())
        words.removeLast();
    return words;
}

} // namespace

QByteArray TestCurlCommand::runBash(const QString& script, const QString& key, int* exitCode)
{
    QProcess bash;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString(CurlCommand::CredentialVariable), key);
    bash.setProcessEnvironment(env);
    bash.start(u"bash"_s, {u"-c"_s, script});
    if (!bash.waitForStarted(10000))
        return {};
    QElapsedTimer timer;
    timer.start();
    while (bash.state() != QProcess::NotRunning && timer.elapsed() < 60000)
        QTest::qWait(5);
    if (bash.state() != QProcess::NotRunning) {
        bash.kill();
        bash.waitForFinished(5000);
    }
    *exitCode = bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
    const QByteArray err = bash.readAllStandardError();
    if (!err.isEmpty())
        qInfo("bash stderr: %s", err.constData());
    return bash.readAllStandardOutput();
}

void TestCurlCommand::routes_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("workspace");
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("session");
    QTest::addColumn<QString>("expected");

    QTest::newRow("run") << u"https://api.mantyx.io"_s << u"acme"_s << int(CurlCommand::Target::Run)
                         << QString()
                         << u"https://api.mantyx.io/api/v1/workspaces/acme/agent-runs"_s;
    QTest::newRow("base with path and slash")
        << u"https://gw.example/mantyx/"_s << u"acme"_s << int(CurlCommand::Target::Run)
        << QString() << u"https://gw.example/mantyx/api/v1/workspaces/acme/agent-runs"_s;
    QTest::newRow("session create")
        << u"http://127.0.0.1:8080"_s << u"sandbox"_s << int(CurlCommand::Target::SessionCreate)
        << QString() << u"http://127.0.0.1:8080/api/v1/workspaces/sandbox/agent-sessions"_s;
    QTest::newRow("session message")
        << u"http://127.0.0.1:8080"_s << u"sandbox"_s << int(CurlCommand::Target::SessionMessage)
        << u"ses_1"_s
        << u"http://127.0.0.1:8080/api/v1/workspaces/sandbox/agent-sessions/ses_1/messages"_s;
    QTest::newRow("slug is encoded")
        << u"https://x.example"_s << u"a b/c"_s << int(CurlCommand::Target::Run) << QString()
        << u"https://x.example/api/v1/workspaces/a%20b%2Fc/agent-runs"_s;
    QTest::newRow("user info and query dropped")
        << u"https://user:pw@x.example/?q=1#f"_s << u"w"_s << int(CurlCommand::Target::Run)
        << QString() << u"https://x.example/api/v1/workspaces/w/agent-runs"_s;
}

void TestCurlCommand::routes()
{
    QFETCH(QString, base);
    QFETCH(QString, workspace);
    QFETCH(int, target);
    QFETCH(QString, session);
    QFETCH(QString, expected);
    CurlCommand::Request request;
    request.baseUrl = QUrl(base);
    request.workspace = workspace;
    request.target = CurlCommand::Target(target);
    request.sessionId = session;
    QCOMPARE(CurlCommand::url(request).toString(QUrl::FullyEncoded), expected);
    QVERIFY(CurlCommand::build(request).contains(CurlCommand::shellQuote(expected)));
}

void TestCurlCommand::invalidConnections()
{
    CurlCommand::Request request;
    QVERIFY(CurlCommand::url(request).isEmpty());
    QVERIFY(CurlCommand::build(request).isEmpty());
    request.baseUrl = QUrl(u"https://x.example"_s);
    QVERIFY(CurlCommand::build(request).isEmpty()); // no workspace
    request.workspace = u"w"_s;
    QVERIFY(!CurlCommand::build(request).isEmpty());
    request.baseUrl = QUrl(u"ftp://x.example"_s);
    QVERIFY(CurlCommand::build(request).isEmpty());
    request.baseUrl = QUrl(u"x.example"_s); // relative
    QVERIFY(CurlCommand::build(request).isEmpty());
    request.baseUrl = QUrl(u"https://x.example"_s);
    request.target = CurlCommand::Target::SessionMessage; // no session id
    QVERIFY(CurlCommand::build(request).isEmpty());
}

void TestCurlCommand::shellQuote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"https://x.example/a-b_c.d"_s << u"https://x.example/a-b_c.d"_s;
    QTest::newRow("empty") << QString() << u"''"_s;
    QTest::newRow("space") << u"a b"_s << u"'a b'"_s;
    QTest::newRow("single quote") << u"it's"_s << u"'it'\\''s'"_s;
    QTest::newRow("only quote") << u"'"_s << u"''\\'''"_s;
    QTest::newRow("dollar") << u"$HOME"_s << u"'$HOME'"_s;
    QTest::newRow("json") << u"{\"a\":1}"_s << u"'{\"a\":1}'"_s;
}

void TestCurlCommand::shellQuote()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(CurlCommand::shellQuote(text), expected);
}

void TestCurlCommand::noSecretInCommand()
{
    CurlCommand::Request request;
    request.baseUrl = QUrl(u"https://api.example"_s);
    request.workspace = u"acme"_s;
    request.body = trickyBody();
    const QString command = CurlCommand::build(request);
    QVERIFY(command.startsWith(u"curl "_s));
    QVERIFY(command.contains(u"\"Authorization: Bearer $MANTYX_API_KEY\""_s));
    QVERIFY(command.contains(u"'Content-Type: application/json'"_s));
    QVERIFY(command.contains(u"-X POST"_s));
    QVERIFY(!command.contains(u"mantyx_"_s));
    // One option a line, joined by backslash-newline.
    QCOMPARE(command.count(u" \\\n"_s), 4);
}

void TestCurlCommand::bashSplitsItBack_data()
{
    QTest::addColumn<bool>("indented");
    QTest::newRow("compact") << false;
    QTest::newRow("indented") << true;
}

void TestCurlCommand::bashSplitsItBack()
{
    QFETCH(bool, indented);
    CurlCommand::Request request;
    request.baseUrl = QUrl(u"https://api.example"_s);
    request.workspace = u"acme"_s;
    request.body = trickyBody();
    request.indentedBody = indented;
    const QString command = CurlCommand::build(request);
    // A stand-in curl that prints each argument NUL-terminated.
    const QString script =
        u"curl() { for a in \"$@\"; do printf '%s\\0' \"$a\"; done; }\n"_s + command + u'\n';
    int exitCode = -1;
    const QByteArray out = runBash(script, u"s3cret"_s, &exitCode);
    QCOMPARE(exitCode, 0);
    const QStringList words = splitNul(out);
    QCOMPARE(words.size(), 12);
    QCOMPARE(words.mid(0, 4),
             (QStringList{u"-sS"_s, u"-X"_s, u"POST"_s,
                          u"https://api.example/api/v1/workspaces/acme/agent-runs"_s}));
    QCOMPARE(words.at(5), u"Authorization: Bearer s3cret"_s);
    QCOMPARE(words.at(7), u"Content-Type: application/json"_s);
    QCOMPARE(words.at(10), u"--data-raw"_s);
    QJsonParseError error;
    const QJsonDocument body = QJsonDocument::fromJson(words.at(11).toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(body.object(), trickyBody());
    QCOMPARE(words.at(11).contains(u'\n'), indented);
}

void TestCurlCommand::runsAgainstTheSandbox()
{
    const QString curl = QStandardPaths::findExecutable(u"curl"_s);
    QVERIFY2(!curl.isEmpty(), "curl is needed to run the copied command");
    SandboxConfig config;
    config.deltaDelayMs = 1;
    SandboxServer server(config);
    QString error;
    QVERIFY2(server.start(&error), qPrintable(error));

    CurlCommand::Request request;
    request.baseUrl = server.baseUrl();
    request.workspace = config.workspaceSlug;
    request.body = QJsonObject{{u"systemPrompt"_s, u"You're terse; don't ramble."_s},
                               {u"prompt"_s, u"Say 'hi' to O'Brien."_s}};
    const QString command = CurlCommand::build(request) + u" -w '\\n%{http_code}'"_s;
    int exitCode = -1;
    const QByteArray out = runBash(command, config.apiKeys.constFirst(), &exitCode);
    QCOMPARE(exitCode, 0);
    const QList<QByteArray> lines = out.trimmed().split('\n');
    QVERIFY2(lines.size() >= 2, out.constData());
    const int status = lines.constLast().toInt();
    QVERIFY2(status == 201 || status == 202, out.constData());
    const QJsonObject created = QJsonDocument::fromJson(lines.constFirst()).object();
    QVERIFY2(created.value("runId"_L1).toString().startsWith(u"run_"_s), out.constData());
    QVERIFY(server.runIds().contains(created.value("runId"_L1).toString()));

    // Without the variable the server refuses: the command really carries no credential.
    const QByteArray refused = runBash(command, QString(), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(refused.trimmed().split('\n').constLast(), QByteArray("401"));
}

QTEST_GUILESS_MAIN(TestCurlCommand)
#include "tst_curlcommand.moc"
