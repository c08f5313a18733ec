// SPDX-License-Identifier: MIT
// The main window while a local MCP server misbehaves (tests/peers/misbehaving-mcp.mjs): it floods
// stderr (50 MB), then stdout with lines that are not JSON. The event loop must keep servicing a 10
// ms timer throughout (its largest gap is measured and printed), with the handler's log window
// open; the call's card must show the clear error, and the run must go on to answer the next call.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include "calls/pendingcallspanel.h"
#include "composer/composerpanel.h"
#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerspanel.h"
#include "localtools/localhandlerset.h"
#include "localtools/localhandlersmanager.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestMisbehavingPeerWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void floodingServerLeavesTheWindowResponsive();

private:
    std::unique_ptr<SandboxServer> m_sandbox;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
};

void TestMisbehavingPeerWindow::initTestCase()
{
    if (QStandardPaths::findExecutable(u"node"_s).isEmpty())
        QSKIP("node is not installed");
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestMisbehavingPeerWindow::cleanupTestCase()
{
    m_sandbox.reset();
}

void TestMisbehavingPeerWindow::floodingServerLeavesTheWindowResponsive()
{
    TestServices services(m_settings.get());
    MainWindow window(services.settings(), services.connection());
    window.setLocalHandlers(&services.handlers());
    window.setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                             m_sandbox->config().apiKeys.value(0));
    window.resize(1360, 860);
    window.show();

    McpServerConfig server;
    server.name = u"mis"_s;
    server.command = u"node"_s;
    server.arguments = {QStringLiteral(MANTYX_PEERS_DIR) + u"/misbehaving-mcp.mjs"_s, u"--mode"_s,
                        u"flood-all"_s, u"--flood-mb"_s, u"50"_s};
    server.requestTimeoutMs = 15000;
    server.callTimeoutMs = 120000; // the flood is slow to read on a busy machine, not hung
    LocalHandlerSet set;
    set.mcpServers << server;
    set.policy.setDefaultMode(ApprovalPolicy::Mode::Always);
    window.localHandlers()->setHandlerSet(set);
    window.composer()->setSpec(QJsonObject{{u"systemPrompt"_s, u"You use tools."_s},
                                           {u"prompt"_s, u"Use mis_misbehave, then mis_echo."_s}});
    QTRY_VERIFY(window.composer()->canRun());
    QVERIFY(window.startRun());
    QTRY_VERIFY_WITH_TIMEOUT(window.currentRun() != nullptr, 30000);
    RunController* run = window.currentRun();
    auto* panel = window.findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(!run->callIds().isEmpty(), 30000);
    const QString toolUseId = run->callIds().at(0);

    // From the moment the flood starts: a 10 ms timer, and the largest gap between its ticks.
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 maxGap = 0;
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        maxGap = std::max(maxGap, now - last);
        last = now;
        ++ticks;
    });
    ticker.start();

    // The log window, open while the flood runs, is the costliest listener.
    QWidget* card = panel->cardFor(toolUseId);
    QVERIFY(card);
    auto* log = card->findChild<QToolButton*>(u"logButton"_s);
    QTRY_VERIFY(log && log->isVisible());
    log->click();
    auto* dialog = window.localHandlers()->findChild<HandlerLogDialog*>();
    QVERIFY(dialog);

    QTRY_VERIFY_WITH_TIMEOUT(run->isFinished(), 120000);
    ticker.stop();
    qInfo("flood of 50 MB on stderr, then stdout: %d ticks in %lld ms, largest gap %lld ms", ticks,
          clock.elapsed(), maxGap);
    QVERIFY2(maxGap < 250, qPrintable(u"the event loop stalled for %1 ms"_s.arg(maxGap)));

    // The card says what happened, in a sentence; the run went on and answered the echo.
    const QString shown = panel->handlerProgress(toolUseId);
    QVERIFY2(shown.contains(u"sent more than 4 MB that is not MCP"_s), qPrintable(shown));
    panel->setResolvedShown(true); // answered calls are folded away by default
    auto* label = card->findChild<QLabel*>(u"handlerProgressLabel"_s);
    QTRY_VERIFY(label && label->isVisible());
    QCOMPARE(label->text(), shown);
    QCOMPARE(run->callIds().size(), 2);
    QCOMPARE(run->callState(toolUseId), LocalCallState::Answered);
    QCOMPARE(run->callState(run->callIds().at(1)), LocalCallState::Answered);
    QVERIFY2(panel->handlerProgress(run->callIds().at(1)).contains(u"answered"_s),
             qPrintable(panel->handlerProgress(run->callIds().at(1))));

    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        dialog->close();
        QDir().mkpath(dir);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QDir(dir).filePath(u"misbehaving-peer-card.png"_s)));
        QVERIFY(card->grab().save(QDir(dir).filePath(u"misbehaving-peer-card-detail.png"_s)));
    }
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMisbehavingPeerWindow)
#include "tst_misbehavingpeerwindow.moc"
