// SPDX-License-Identifier: MIT
// LocalHandlerFlags: mantyx-run's handler flags read into the LocalHandlerSet the window uses.
#include <QTest>

#include "localtools/approvalpolicy.h"
#include "localtools/localhandlerflags.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestLocalHandlerFlags final : public QObject
{
    Q_OBJECT

private slots:
    void everyKindIntoOneSet();
    void bareNames();
    void refused_data();
    void refused();
};

void TestLocalHandlerFlags::everyKindIntoOneSet()
{
    LocalHandlerFlags flags;
    flags.mcp = {u"files = npx -y \"server one\" --root /tmp"_s};
    flags.mcpHttp = {u"web=https://mcp.example/mcp"_s};
    flags.a2a = {u"helper=http://127.0.0.1:9/.well-known/agent-card.json"_s};
    flags.commands = {u"lookup=/bin/echo hello"_s};
    flags.autoApprove = u"always"_s;
    QVERIFY(!flags.isEmpty());
    QString error;
    const std::optional<LocalHandlerSet> set = flags.toSet(&error);
    QVERIFY2(set, qPrintable(error));
    QCOMPARE(set->mcpServers.size(), 2);
    const McpServerConfig& stdio = set->mcpServers.at(0);
    QCOMPARE(stdio.name, u"files"_s);
    QCOMPARE(stdio.transport, McpServerConfig::Transport::Stdio);
    QCOMPARE(stdio.command, u"npx"_s);
    QCOMPARE(stdio.arguments, (QStringList{u"-y"_s, u"server one"_s, u"--root"_s, u"/tmp"_s}));
    QVERIFY(stdio.prefixToolNames);
    QCOMPARE(set->mcpServers.at(1).transport, McpServerConfig::Transport::Http);
    QCOMPARE(set->mcpServers.at(1).url, QUrl(u"https://mcp.example/mcp"_s));
    QCOMPARE(set->a2aPeers.size(), 1);
    QCOMPARE(set->a2aPeers.at(0).refName, u"helper"_s);
    QCOMPARE(set->a2aPeers.at(0).cardUrl.port(), 9);
    QCOMPARE(set->commands.size(), 1);
    QCOMPARE(set->commands.at(0).toolName, u"lookup"_s);
    QCOMPARE(set->commands.at(0).program, u"/bin/echo"_s);
    QCOMPARE(set->commands.at(0).arguments, QStringList{u"hello"_s});
    QCOMPARE(set->policy.defaultMode(), ApprovalPolicy::Mode::Always);
    QVERIFY(set->problems().isEmpty());
}

void TestLocalHandlerFlags::bareNames()
{
    LocalHandlerFlags flags;
    flags.mcp = {u"files=server"_s};
    flags.bareMcpNames = true;
    QString error;
    const std::optional<LocalHandlerSet> set = flags.toSet(&error);
    QVERIFY(set);
    QVERIFY(!set->mcpServers.at(0).prefixToolNames);
    // No --auto-approve: nothing runs without the user.
    QCOMPARE(set->policy.defaultMode(), ApprovalPolicy::Mode::Ask);
    QVERIFY(LocalHandlerFlags().isEmpty());
}

void TestLocalHandlerFlags::refused_data()
{
    QTest::addColumn<QStringList>("mcp");
    QTest::addColumn<QStringList>("mcpHttp");
    QTest::addColumn<QStringList>("a2a");
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<QString>("approve");
    QTest::addColumn<QString>("message");
    const QStringList none;
    QTest::newRow("mcp without =") << QStringList{u"server"_s} << none << none << none << QString()
                                   << u"--mcp needs NAME=COMMAND, not \"server\"."_s;
    QTest::newRow("mcp empty command") << QStringList{u"files=\"\""_s} << none << none << none
                                       << QString() << u"--mcp files: the command line is empty."_s;
    QTest::newRow("mcp-http ftp") << none << QStringList{u"web=ftp://x/"_s} << none << none
                                  << QString()
                                  << u"--mcp-http web needs an http:// or https:// URL."_s;
    QTest::newRow("a2a no name") << none << none << QStringList{u"=http://x/"_s} << none
                                 << QString() << u"--a2a needs NAME=URL, not \"=http://x/\"."_s;
    QTest::newRow("a2a file url") << none << none << QStringList{u"p=file:///etc/passwd"_s} << none
                                  << QString() << u"--a2a p needs an http:// or https:// URL."_s;
    QTest::newRow("command no value")
        << none << none << none << QStringList{u"lookup="_s} << QString()
        << u"--command needs TOOL=EXECUTABLE, not \"lookup=\"."_s;
    QTest::newRow("approval unknown") << none << none << none << none << u"sometimes"_s
                                      << u"--auto-approve needs never, read-only or always."_s;
}

void TestLocalHandlerFlags::refused()
{
    QFETCH(QStringList, mcp);
    QFETCH(QStringList, mcpHttp);
    QFETCH(QStringList, a2a);
    QFETCH(QStringList, commands);
    QFETCH(QString, approve);
    QFETCH(QString, message);
    LocalHandlerFlags flags;
    flags.mcp = mcp;
    flags.mcpHttp = mcpHttp;
    flags.a2a = a2a;
    flags.commands = commands;
    flags.autoApprove = approve;
    QString error;
    QVERIFY(!flags.toSet(&error));
    QCOMPARE(error, message);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestLocalHandlerFlags)
#include "tst_localhandlerflags.moc"
