// SPDX-License-Identifier: MIT
// CommandHandler against real child processes (sh and python3 scripts in a temp dir): args on
// stdin, name and toolUseId in the environment, stdout as the result, and every way a command
// can fail — exit code, signal, time-out, missing program, too much output — as an error answer.
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "localtools/commandhandler.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 20000;

} // namespace

class TestCommandHandler : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void argsOnStdinResultOnStdout();
    void oneTrailingNewlineIsTrimmed();
    void environmentAndArguments();
    void nonZeroExitIsAnErrorWithStderr();
    void crashIsAnError();
    void timeoutStopsTheCommand();
    void timeoutKillsACommandThatIgnoresTerm();
    void missingProgram();
    void stdoutLimit();
    void stderrIsBoundedAndTheErrorFitsTheProtocol();
    void outputSchemaReported();
    void outputSchemaRejecting();
    void concurrentRuns();
    void cancel();
    void goneContextGetsNoCallback();
    void destroyingTheHandlerKillsItsCommands();
    void unicodeRoundTrip();

private:
    QString script(const QString& name, const QString& body);
    std::optional<CommandOutcome> runOnce(CommandHandler& handler, const QJsonObject& args = {},
                                          const QString& toolUseId = u"tu_1"_s);

    QTemporaryDir m_dir;
    QString m_python;
};

QString TestCommandHandler::script(const QString& name, const QString& body)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(body.toUtf8());
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

std::optional<CommandOutcome> TestCommandHandler::runOnce(CommandHandler& handler,
                                                          const QJsonObject& args,
                                                          const QString& toolUseId)
{
    std::optional<CommandOutcome> outcome;
    handler.run(u"my_tool"_s, toolUseId, args, this,
                [&outcome](const CommandOutcome& o) { outcome = o; });
    if (!QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs))
        return std::nullopt;
    return outcome;
}

void TestCommandHandler::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_python = QStandardPaths::findExecutable(u"python3"_s);
    QVERIFY2(!m_python.isEmpty(), "python3 is needed by these tests");
}

void TestCommandHandler::argsOnStdinResultOnStdout()
{
    CommandHandler handler(script(u"cat.sh"_s, u"#!/bin/sh\ncat\n"_s));
    const QJsonObject args{{"amount"_L1, 42}, {"currency"_L1, u"USD"_s}};
    const auto outcome = runOnce(handler, args);
    QVERIFY(outcome);
    QCOMPARE(outcome->exitCode, 0);
    QVERIFY(outcome->answer.result);
    QVERIFY(!outcome->answer.error);
    // cat only ends when stdin is closed; what it echoes is the compact args document.
    QCOMPARE(QJsonDocument::fromJson(outcome->answer.result->toUtf8()).object(), args);
    QCOMPARE(outcome->stdoutBytes, QJsonDocument(args).toJson(QJsonDocument::Compact));
    QVERIFY(!outcome->timedOut && !outcome->crashed && !outcome->failedToStart);
    QVERIFY(!outcome->outputCheck);
}

void TestCommandHandler::oneTrailingNewlineIsTrimmed()
{
    CommandHandler lf(script(u"lf.sh"_s, u"#!/bin/sh\nprintf 'line one\\nline two\\n\\n'\n"_s));
    auto outcome = runOnce(lf);
    QVERIFY(outcome);
    QCOMPARE(*outcome->answer.result, u"line one\nline two\n"_s);

    CommandHandler crlf(script(u"crlf.sh"_s, u"#!/bin/sh\nprintf 'windows\\r\\n'\n"_s));
    outcome = runOnce(crlf);
    QVERIFY(outcome);
    QCOMPARE(*outcome->answer.result, u"windows"_s);

    CommandHandler none(script(u"none.sh"_s, u"#!/bin/sh\nprintf 'bare'\n"_s));
    outcome = runOnce(none);
    QVERIFY(outcome);
    QCOMPARE(*outcome->answer.result, u"bare"_s);

    CommandHandler silent(script(u"silent.sh"_s, u"#!/bin/sh\nexit 0\n"_s));
    outcome = runOnce(silent);
    QVERIFY(outcome);
    QCOMPARE(*outcome->answer.result, QString());
}

void TestCommandHandler::environmentAndArguments()
{
    const QString path =
        script(u"env.py"_s,
               u"import os, sys\n"
               "print('|'.join([os.environ['MANTYX_TOOL_NAME'], "
               "os.environ['MANTYX_TOOL_USE_ID'], os.environ.get('EXTRA', '-'), "
               "os.environ.get('HOME', '') != '' and 'home' or 'nohome'] + sys.argv[1:]))\n"_s);
    CommandHandler handler(m_python, {path, u"a b"_s, u"c"_s}, {{u"EXTRA"_s, u"x=1"_s}});
    QCOMPARE(handler.program(), m_python);
    const auto outcome = runOnce(handler, {}, u"tu_env"_s);
    QVERIFY(outcome);
    QVERIFY2(outcome->answer.result, qPrintable(outcome->answer.error.value_or(QString())));
    // Arguments are passed without a shell (the space stays inside one argument) and the
    // inherited environment is kept.
    QCOMPARE(*outcome->answer.result, u"my_tool|tu_env|x=1|home|a b|c"_s);
}

void TestCommandHandler::nonZeroExitIsAnErrorWithStderr()
{
    CommandHandler handler(script(
        u"fail.sh"_s, u"#!/bin/sh\necho 'partial output'\necho 'no such account' >&2\nexit 3\n"_s));
    const auto outcome = runOnce(handler);
    QVERIFY(outcome);
    QCOMPARE(outcome->exitCode, 3);
    QVERIFY(!outcome->answer.result);
    QVERIFY(outcome->answer.error);
    QVERIFY2(outcome->answer.error->contains(u"code 3"_s), qPrintable(*outcome->answer.error));
    QVERIFY(outcome->answer.error->contains(u"no such account"_s));
    QCOMPARE(outcome->stdoutBytes, QByteArray("partial output\n"));
    QCOMPARE(outcome->stderrBytes, QByteArray("no such account\n"));
}

void TestCommandHandler::crashIsAnError()
{
    CommandHandler handler(
        script(u"crash.sh"_s, u"#!/bin/sh\necho 'about to crash' >&2\nkill -SEGV $$\n"_s));
    const auto outcome = runOnce(handler);
    QVERIFY(outcome);
    QVERIFY(outcome->crashed);
    QCOMPARE(outcome->exitCode, -1);
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->answer.error->contains(u"crashed"_s));
    QVERIFY(outcome->answer.error->contains(u"about to crash"_s));
}

void TestCommandHandler::timeoutStopsTheCommand()
{
    CommandHandler handler(
        script(u"slow.sh"_s, u"#!/bin/sh\necho 'started' >&2\nexec sleep 30\n"_s), {}, {}, 1000);
    QElapsedTimer timer;
    timer.start();
    const auto outcome = runOnce(handler);
    QVERIFY(outcome);
    QVERIFY(timer.elapsed() < 10000);
    QVERIFY(outcome->timedOut);
    QVERIFY(!outcome->crashed);
    QVERIFY(outcome->elapsedMs >= 950);
    QVERIFY(outcome->elapsedMs < 1900); // SIGTERM was enough: no wait for the SIGKILL grace
    QVERIFY(outcome->answer.error);
    QVERIFY2(outcome->answer.error->contains(u"within 1 s"_s), qPrintable(*outcome->answer.error));
    QVERIFY(outcome->answer.error->contains(u"started"_s));
}

void TestCommandHandler::timeoutKillsACommandThatIgnoresTerm()
{
    // An ignored signal stays ignored across exec: one process that outlives SIGTERM.
    const QString path = script(
        u"stubborn.sh"_s, u"#!/bin/sh\ntrap '' TERM\necho 'ignoring TERM' >&2\nexec sleep 30\n"_s);
    CommandHandler handler(path, {}, {}, 1000);
    QElapsedTimer timer;
    timer.start();
    const auto outcome = runOnce(handler);
    QVERIFY(outcome);
    QVERIFY(outcome->timedOut);
    QVERIFY(timer.elapsed() < 10000); // terminate, then kill after the grace period
    QCOMPARE(outcome->exitCode, -1);
    QVERIFY(outcome->elapsedMs >= 1900); // time-out + the grace period before SIGKILL
    QVERIFY(outcome->answer.error->contains(u"ignoring TERM"_s));
}

void TestCommandHandler::missingProgram()
{
    CommandHandler handler(m_dir.filePath(u"does-not-exist"_s));
    std::optional<CommandOutcome> outcome;
    handler.run(u"my_tool"_s, u"tu_missing"_s, {}, this,
                [&outcome](const CommandOutcome& o) { outcome = o; });
    QVERIFY(!outcome); // never from inside run()
    QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
    QVERIFY(outcome->failedToStart);
    QCOMPARE(outcome->exitCode, -1);
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->answer.error->contains(u"does-not-exist"_s));
    QVERIFY(handler.running().isEmpty());
}

void TestCommandHandler::stdoutLimit()
{
    const QString path =
        script(u"big.py"_s, u"import sys\nsys.stdout.write('x' * int(sys.argv[1]))\n"_s);
    CommandHandler exact(m_python, {path, u"1000"_s});
    exact.setLimits({1000, 64 * 1024});
    auto outcome = runOnce(exact);
    QVERIFY(outcome);
    QVERIFY(outcome->answer.result);
    QCOMPARE(outcome->answer.result->size(), 1000);
    QVERIFY(!outcome->stdoutTruncated);

    CommandHandler over(m_python, {path, u"500000"_s});
    over.setLimits({1000, 64 * 1024});
    outcome = runOnce(over);
    QVERIFY(outcome);
    QVERIFY(outcome->stdoutTruncated);
    QCOMPARE(outcome->stdoutBytes.size(), 1000);
    QVERIFY(!outcome->answer.result);
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->answer.error->contains(u"1000"_s));
}

void TestCommandHandler::stderrIsBoundedAndTheErrorFitsTheProtocol()
{
    const QString path =
        script(u"noisy.py"_s, u"import sys\n"
                              "for i in range(20000): sys.stderr.write('line %05d é\\n' % i)\n"
                              "sys.stderr.write('the real reason\\n')\n"
                              "sys.exit(1)\n"_s);
    CommandHandler handler(m_python, {path});
    const auto outcome = runOnce(handler);
    QVERIFY(outcome);
    QCOMPARE(outcome->exitCode, 1);
    QVERIFY(outcome->stderrTruncated);
    QCOMPARE(outcome->stderrBytes.size(), handler.limits().maxStderrBytes);
    QVERIFY(outcome->stderrBytes.endsWith("the real reason\n"));
    QVERIFY(outcome->answer.error);
    // §5: `error` is at most 8 KB; the tail (where the reason is) is what is quoted.
    QVERIFY(outcome->answer.error->toUtf8().size() <= 8 * 1024);
    QVERIFY(outcome->answer.error->endsWith(u"the real reason"_s));
    QVERIFY(outcome->answer.error->contains(u"code 1"_s));
    QVERIFY(!outcome->answer.error->contains(QChar::ReplacementCharacter));
}

void TestCommandHandler::outputSchemaReported()
{
    const QString path = script(u"emit.py"_s, u"import sys\nprint(sys.argv[1])\n"_s);
    const QJsonObject schema{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"id"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}},
        {"required"_L1, QJsonArray{u"id"_s}}};

    CommandHandler good(m_python, {path, u"{\"id\":\"msg_1\"}"_s});
    good.setOutputSchema(schema);
    auto outcome = runOnce(good);
    QVERIFY(outcome);
    QVERIFY(outcome->outputCheck);
    QVERIFY(outcome->outputCheck->valid());
    QCOMPARE(*outcome->answer.result, u"{\"id\":\"msg_1\"}"_s);

    CommandHandler bad(m_python, {path, u"{\"id\":7}"_s});
    bad.setOutputSchema(schema);
    outcome = runOnce(bad);
    QVERIFY(outcome);
    QVERIFY(outcome->outputCheck);
    QVERIFY(outcome->outputCheck->parsed);
    QCOMPARE(outcome->outputCheck->violations.size(), 1);
    QCOMPARE(outcome->outputCheck->violations.constFirst().path, u"id"_s);
    QVERIFY(outcome->answer.result); // reported, not rejected
}

void TestCommandHandler::outputSchemaRejecting()
{
    const QString path = script(u"emit2.py"_s, u"import sys\nprint(sys.argv[1])\n"_s);
    const QJsonObject schema{{"type"_L1, u"object"_s}, {"required"_L1, QJsonArray{u"id"_s}}};

    CommandHandler notJson(m_python, {path, u"sent!"_s});
    notJson.setOutputSchema(schema, true);
    auto outcome = runOnce(notJson);
    QVERIFY(outcome);
    QVERIFY(!outcome->outputCheck->parsed);
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->answer.error->contains(u"outputSchema"_s));

    CommandHandler violating(m_python, {path, u"{}"_s});
    violating.setOutputSchema(schema, true);
    outcome = runOnce(violating);
    QVERIFY(outcome);
    QVERIFY(outcome->answer.error);
    QVERIFY2(outcome->answer.error->contains(u"'id'"_s), qPrintable(*outcome->answer.error));

    violating.clearOutputSchema();
    outcome = runOnce(violating);
    QVERIFY(outcome);
    QVERIFY(!outcome->outputCheck);
    QCOMPARE(*outcome->answer.result, u"{}"_s);
}

void TestCommandHandler::concurrentRuns()
{
    CommandHandler handler(
        script(u"who.sh"_s, u"#!/bin/sh\nsleep 0.3\nprintf '%s' \"$MANTYX_TOOL_USE_ID\"\n"_s));
    QSignalSpy started(&handler, &CommandHandler::commandStarted);
    QSignalSpy finished(&handler, &CommandHandler::commandFinished);
    QMap<QString, QString> results;
    for (const QString& id : {u"tu_a"_s, u"tu_b"_s, u"tu_c"_s}) {
        handler.run(u"who"_s, id, {}, this, [&results, id](const CommandOutcome& o) {
            results.insert(id, o.answer.result.value_or(u"<error>"_s));
        });
    }
    QCOMPARE(started.size(), 3);
    QCOMPARE(handler.running().size(), 3);
    QVERIFY(QTest::qWaitFor([&] { return results.size() == 3; }, kWaitMs));
    QCOMPARE(results.value(u"tu_a"_s), u"tu_a"_s);
    QCOMPARE(results.value(u"tu_b"_s), u"tu_b"_s);
    QCOMPARE(results.value(u"tu_c"_s), u"tu_c"_s);
    QCOMPARE(finished.size(), 3);
    QVERIFY(handler.running().isEmpty());
}

void TestCommandHandler::cancel()
{
    CommandHandler handler(script(u"long.sh"_s, u"#!/bin/sh\nexec sleep 30\n"_s));
    std::optional<CommandOutcome> outcome;
    handler.run(u"long"_s, u"tu_long"_s, {}, this,
                [&outcome](const CommandOutcome& o) { outcome = o; });
    QCOMPARE(handler.running(), QStringList{u"tu_long"_s});
    QVERIFY(!handler.cancel(u"tu_other"_s));
    QVERIFY(handler.cancel(u"tu_long"_s));
    QVERIFY(QTest::qWaitFor([&] { return outcome.has_value(); }, kWaitMs));
    QVERIFY(outcome->cancelled);
    QVERIFY(!outcome->timedOut);
    QVERIFY(!outcome->crashed);
    QVERIFY(outcome->answer.error);
    QVERIFY(outcome->answer.error->contains(u"cancelled"_s));
}

void TestCommandHandler::goneContextGetsNoCallback()
{
    CommandHandler handler(script(u"short.sh"_s, u"#!/bin/sh\nsleep 0.2\necho done\n"_s));
    QSignalSpy finished(&handler, &CommandHandler::commandFinished);
    bool called = false;
    auto context = std::make_unique<QObject>();
    handler.run(u"t"_s, u"tu_ctx"_s, {}, context.get(),
                [&called](const CommandOutcome&) { called = true; });
    context.reset();
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!called);
    const auto outcome = finished.constFirst().at(1).value<CommandOutcome>();
    QCOMPARE(*outcome.answer.result, u"done"_s);
}

void TestCommandHandler::destroyingTheHandlerKillsItsCommands()
{
    const QString pidFile = m_dir.filePath(u"pid"_s);
    bool called = false;
    {
        CommandHandler handler(
            script(u"pid.sh"_s, u"#!/bin/sh\necho $$ > \"$1\"\nexec sleep 30\n"_s), {pidFile});
        handler.setTimeoutMs(0); // no time-out: only the destructor ends it
        handler.run(u"t"_s, u"tu_pid"_s, {}, this,
                    [&called](const CommandOutcome&) { called = true; });
        QVERIFY(QTest::qWaitFor([&] { return QFile::exists(pidFile) && QFile(pidFile).size() > 0; },
                                kWaitMs));
    }
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pid = file.readAll().trimmed();
    QVERIFY(!pid.isEmpty());
    QTest::qWait(50);
    QVERIFY(!called);
    // The process is gone (reaped by QProcess), so /proc has no entry for it.
    QVERIFY(QTest::qWaitFor([&] { return !QFile::exists(u"/proc/"_s + QString::fromLatin1(pid)); },
                            5000));
}

void TestCommandHandler::unicodeRoundTrip()
{
    CommandHandler handler(script(u"cat2.sh"_s, u"#!/bin/sh\ncat\n"_s));
    const QJsonObject args{{"text"_L1, u"Grüße ✓ 日本"_s}};
    const auto outcome = runOnce(handler, args);
    QVERIFY(outcome);
    QCOMPARE(QJsonDocument::fromJson(outcome->answer.result->toUtf8()).object(), args);
    QVERIFY(outcome->answer.result->contains(u"Grüße ✓ 日本"_s));
}

QTEST_GUILESS_MAIN(TestCommandHandler)
#include "tst_commandhandler.moc"
