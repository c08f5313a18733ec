// SPDX-License-Identifier: MIT
// Tests the main window's connection against the embedded sandbox, offscreen (issue 15, items 1
// and 5): a saved profile chosen in an earlier session is connected at start-up (Run, Session
// and Open Run usable); the status bar tells the current state only — a cancel or a 404 of an
// earlier run goes when the next run starts, and a profile on a dead port says so instead of
// "Connected to …". Secrets go to a plain-text file in a temporary directory (no keychain).
#include <memory>
#include <optional>
#include <vector>

#include <QAction>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include "calls/pendingcallspanel.h"
#include "client/apiclient.h"
#include "client/connectionprofile.h"
#include "client/connectionservice.h"
#include "composer/composerpanel.h"
#include "connections/connectionchooser.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// Before QApplication and before QtKeychain first looks for a backend: no keychain answers, so
// every secret goes to the plain-text fallback in the test's temporary directory.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-connectionwindow");
    return true;
}();

constexpr int kWaitMs = 20000;

QJsonObject localToolSpec(const QString& prompt)
{
    return QJsonObject{
        {u"systemPrompt"_s, u"You help with orders."_s},
        {u"prompt"_s, prompt},
        {u"tools"_s,
         QJsonArray{QJsonObject{
             {u"kind"_s, u"local"_s},
             {u"name"_s, u"lookup_order"_s},
             {u"description"_s, u"Looks an order up by its id."_s},
             {u"parameters"_s,
              QJsonObject{{u"type"_s, u"object"_s},
                          {u"properties"_s,
                           QJsonObject{{u"orderId"_s, QJsonObject{{u"type"_s, u"string"_s}}}}},
                          {u"required"_s, QJsonArray{u"orderId"_s}}}}}}}};
}

QJsonObject plainSpec(const QString& prompt)
{
    return QJsonObject{{u"systemPrompt"_s, u"You answer briefly."_s}, {u"prompt"_s, prompt}};
}

} // namespace

class TestConnectionWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void rememberedProfileIsConnectedAtStart();
    void cancelMessageGoesWithTheNextRun();
    void notFoundRunMessageGoesWithTheNextRun();
    void deadPortIsNotConnected();

private:
    void configure(SecretStore& secrets) const;
    bool storeKey(const QString& profileId, const QString& key);
    ConnectionProfile saveProfile(const QString& name, const QUrl& baseUrl);
    // A window as the other window tests build it, on the sandbox unless a profile is remembered.
    std::unique_ptr<MainWindow> newWindow();
    bool chooseProfile(MainWindow& window, const ConnectionProfile& profile);

    std::unique_ptr<SandboxServer> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::vector<std::unique_ptr<TestServices>> m_services;
};

void TestConnectionWindow::initTestCase()
{
    QVERIFY(kNoSessionBus);
    QStandardPaths::setTestModeEnabled(true);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_sandbox = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
}

void TestConnectionWindow::cleanupTestCase()
{
    m_sandbox.reset();
}

void TestConnectionWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
}

void TestConnectionWindow::cleanup()
{
    m_services.clear();
    m_settings.reset();
    m_dir.reset();
}

void TestConnectionWindow::configure(SecretStore& secrets) const
{
    secrets.setPlaintextFallbackEnabled(true);
    secrets.setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
}

bool TestConnectionWindow::storeKey(const QString& profileId, const QString& key)
{
    SecretStore secrets;
    configure(secrets);
    std::optional<SecretStore::Result> stored;
    secrets.store(profileId, SecretStore::Kind::ApiKey, key, &secrets,
                  [&stored](const SecretStore::Result& result) { stored = result; });
    if (!QTest::qWaitFor([&stored] { return stored.has_value(); }, kWaitMs))
        return false;
    return stored->ok();
}

ConnectionProfile TestConnectionWindow::saveProfile(const QString& name, const QUrl& baseUrl)
{
    ConnectionProfile profile = ConnectionProfile::create(name, baseUrl);
    profile.setWorkspaceSlug(m_sandbox->config().workspaceSlug);
    if (!profile.save(*m_settings))
        qFatal("could not save a profile");
    m_settings->sync();
    return profile;
}

std::unique_ptr<MainWindow> TestConnectionWindow::newWindow()
{
    auto& services = *m_services.emplace_back(std::make_unique<TestServices>(m_settings.get()));
    configure(services.secrets());
    auto window = std::make_unique<MainWindow>(services.settings(), services.connection());
    window->setLocalHandlers(&services.handlers());
    window->setBuiltInSandbox(m_sandbox->baseUrl(), m_sandbox->config().workspaceSlug,
                              m_sandbox->config().apiKeys.value(0));
    window->resize(1360, 860);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

bool TestConnectionWindow::chooseProfile(MainWindow& window, const ConnectionProfile& profile)
{
    auto* chooser = window.findChild<ConnectionChooser*>(u"connectionChooser"_s);
    auto* combo = chooser ? chooser->findChild<QComboBox*>(u"connectionCombo"_s) : nullptr;
    if (!combo)
        return false;
    const int index = combo->findData(profile.id());
    if (index <= 0)
        return false;
    combo->setCurrentIndex(index);
    return chooser->currentChoice().profile.id() == profile.id();
}

void TestConnectionWindow::rememberedProfileIsConnectedAtStart()
{
    // An earlier session: the profile was added, chosen, and the app quit.
    const ConnectionProfile profile = saveProfile(u"Staging"_s, m_sandbox->baseUrl());
    QVERIFY(storeKey(profile.id(), m_sandbox->config().apiKeys.value(0)));
    {
        std::unique_ptr<MainWindow> first = newWindow();
        QVERIFY(first);
        QVERIFY(chooseProfile(*first, profile));
    }
    QCOMPARE(m_settings->value(ConnectionChooser::currentChoiceKey()).toString(), profile.id());
    m_services.clear();

    // Started again: the chooser shows the profile, and the window is connected to it.
    std::unique_ptr<MainWindow> window = newWindow();
    QVERIFY(window);
    auto* chooser = window->findChild<ConnectionChooser*>(u"connectionChooser"_s);
    QVERIFY(!chooser->isSandbox());
    QCOMPARE(chooser->currentChoice().profile.id(), profile.id());
    auto* label = window->findChild<QLabel*>(u"connectionLabel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(
        label->text(), u"Connected to Staging at %1"_s.arg(m_sandbox->baseUrl().toDisplayString()),
        kWaitMs);
    QCOMPARE(window->apiClient()->baseUrl(), m_sandbox->baseUrl());
    QVERIFY(window->findChild<QAction*>(u"actionOpenRun"_s)->isEnabled());
    QVERIFY(window->findChild<QAction*>(u"actionOpenSession"_s)->isEnabled());

    window->composer()->setSpec(plainSpec(u"Say hello."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QTRY_VERIFY(window->findChild<QAction*>(u"actionRun"_s)->isEnabled());
    QVERIFY(window->findChild<QAction*>(u"actionStartSession"_s)->isEnabled());
    QVERIFY(window->startRun());
    QVERIFY(window->statusBar()->currentMessage() != u"Choose a connection first."_s);
    RunController* run = window->currentRun();
    QTRY_VERIFY_WITH_TIMEOUT(run && run->isFinished(), kWaitMs);
    QVERIFY(!run->runId().isEmpty());
}

void TestConnectionWindow::cancelMessageGoesWithTheNextRun()
{
    std::unique_ptr<MainWindow> window = newWindow();
    QVERIFY(window);
    window->composer()->setSpec(localToolSpec(u"Look up order lookup_order 9."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QTRY_VERIFY_WITH_TIMEOUT(window->findChild<QAction*>(u"actionRun"_s)->isEnabled(), kWaitMs);
    QVERIFY(window->startRun());
    RunController* run = window->currentRun();
    QVERIFY(run);
    auto* panel = window->findChild<PendingCallsPanel*>(u"pendingCallsPanel"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel->pendingCardCount(), 1, kWaitMs);
    window->cancelRun(false); // "Cancel, I will answer them"
    QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith(u"Cancel accepted"_s),
                             kWaitMs);

    // The next run: the message was about the one before.
    window->composer()->setSpec(plainSpec(u"Say hello."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    QVERIFY(window->currentRun() != run);
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun()->isFinished(), kWaitMs);
    QVERIFY2(!window->statusBar()->currentMessage().contains(u"Cancel accepted"_s),
             qPrintable(window->statusBar()->currentMessage()));
}

void TestConnectionWindow::notFoundRunMessageGoesWithTheNextRun()
{
    std::unique_ptr<MainWindow> window = newWindow();
    QVERIFY(window);
    QTRY_VERIFY_WITH_TIMEOUT(window->findChild<QAction*>(u"actionOpenRun"_s)->isEnabled(), kWaitMs);
    QVERIFY(window->openRun(u"run_mistyped"_s));
    // "Opening run …" first; then what the server answered.
    QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().contains(u"404"_s), kWaitMs);
    const QString notFound = window->statusBar()->currentMessage();
    QVERIFY2(notFound.contains(u"404"_s) || notFound.contains(u"not found"_s, Qt::CaseInsensitive),
             qPrintable(notFound));

    window->composer()->setSpec(plainSpec(u"Say hello."_s));
    QTRY_VERIFY(window->composer()->canRun());
    QVERIFY(window->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(window->currentRun()->isFinished(), kWaitMs);
    QVERIFY2(window->statusBar()->currentMessage() != notFound,
             qPrintable(window->statusBar()->currentMessage()));
}

void TestConnectionWindow::deadPortIsNotConnected()
{
    quint16 deadPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        deadPort = probe.serverPort();
    }
    const QUrl dead(u"http://127.0.0.1:%1"_s.arg(deadPort));
    const ConnectionProfile profile = saveProfile(u"Gone"_s, dead);
    QVERIFY(storeKey(profile.id(), m_sandbox->config().apiKeys.value(0)));
    std::unique_ptr<MainWindow> window = newWindow();
    QVERIFY(window);
    auto* label = window->findChild<QLabel*>(u"connectionLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(label->text().startsWith(u"Connected to Sandbox (built-in)"_s),
                             kWaitMs);

    QVERIFY(chooseProfile(*window, profile));
    QTRY_VERIFY_WITH_TIMEOUT(
        window->statusBar()->currentMessage().contains(u"refused"_s, Qt::CaseInsensitive), kWaitMs);
    // What the label says agrees with the status bar.
    QVERIFY2(!label->text().startsWith(u"Connected"_s), qPrintable(label->text()));
    QCOMPARE(label->text(), u"Not connected to Gone at %1"_s.arg(dead.toDisplayString()));
    QVERIFY(label->toolTip().contains(u"refused"_s, Qt::CaseInsensitive));

    // Back to the sandbox: connected, and the refusal is gone from the status bar.
    auto* combo = window->findChild<QComboBox*>(u"connectionCombo"_s);
    combo->setCurrentIndex(0);
    QTRY_VERIFY_WITH_TIMEOUT(label->text().startsWith(u"Connected to Sandbox (built-in)"_s),
                             kWaitMs);
    QVERIFY2(!window->statusBar()->currentMessage().contains(u"refused"_s, Qt::CaseInsensitive),
             qPrintable(window->statusBar()->currentMessage()));
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestConnectionWindow)
#include "tst_connectionwindow.moc"
