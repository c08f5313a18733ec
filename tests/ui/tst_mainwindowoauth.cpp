// SPDX-License-Identifier: MIT
// Tests the main window on an OAuth connection profile against the embedded sandbox, offscreen:
// a real sign-in (the test plays the system browser) leaves the client secret and the refresh
// token in the SecretStore; choosing the profile in the window's connection chooser then gets an
// access token with the refresh token, fills the model picker and runs a spec. Without a refresh
// token the window says the user is not signed in and a run ends with the server's 401 shown.
// Neither the settings file nor any log line ever holds a token or the client secret.
#include <vector>

#include <QAction>
#include <QComboBox>
#include <QDesktopServices>
#include <QFile>
#include <QLabel>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "browserstub.h"
#include "client/apiclient.h"
#include "client/connectionprofile.h"
#include "client/oauthcredential.h"
#include "client/oauthflow.h"
#include "composer/composerpanel.h"
#include "connections/connectionchooser.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runsource.h"
#include "run/runsummary.h"
#include "run/runtimeline.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "spec/modelcatalogmodel.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestMainWindowOAuth final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void signedInProfileRunsWithRefreshedToken();
    void profileWithoutRefreshTokenIsNotSignedIn();

private:
    ConnectionProfile saveProfile(const QString& name, const QString& slug = {});
    void configure(SecretStore& secrets) const;
    bool storeSecret(const QString& profileId, SecretStore::Kind kind, const QString& secret);
    OAuthFlow* signIn(ConnectionProfile& profile);
    std::unique_ptr<MainWindow> newWindow(QStringList* statusMessages);
    bool chooseProfile(MainWindow& window, const ConnectionProfile& profile);
    QByteArray settingsFile() const;
    // The first secret (or token prefix) found in `text`; empty when none.
    QString leakIn(const QString& text) const;
    void verifyNothingLeaked(const QStringList& statusMessages);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    BrowserStub m_browser;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::vector<std::unique_ptr<TestServices>> m_services; // the windows' of this test
    QStringList m_secrets;                                 // every secret this test saw
    qsizetype m_firstLogLine = 0;                          // of this test function
};

namespace {

// Before QApplication and before QtKeychain first looks for a backend: no keychain answers, so
// every secret goes to the plain-text fallback in the test's temporary directory and nothing
// reaches the developer's real keyring.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-mainwindowoauth");
    return true;
}();

constexpr int kWaitMs = 20000;
const QString kClientId = u"sandbox-inspector"_s;
const QString kClientSecret = u"sandbox-secret"_s;

// Every log line of the run, all mantyx.* and Qt Network Authorization categories on.
QStringList g_logged;
QtMessageHandler g_previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_logged.append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

QString bearerToken(const QByteArray& authorization)
{
    const QByteArray prefix = QByteArrayLiteral("Bearer ");
    return authorization.startsWith(prefix) ? QString::fromUtf8(authorization.mid(prefix.size()))
                                            : QString();
}

} // namespace

void TestMainWindowOAuth::initTestCase()
{
    QVERIFY(kNoSessionBus);
    QStandardPaths::setTestModeEnabled(true);
    QLoggingCategory::setFilterRules(u"mantyx.*=true\nqt.networkauth*=true"_s);
    g_previousHandler = qInstallMessageHandler(captureMessage);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_nam = std::make_unique<QNetworkAccessManager>();
    QDesktopServices::setUrlHandler(u"http"_s, &m_browser, "openUrl");
    QDesktopServices::setUrlHandler(u"https"_s, &m_browser, "openUrl");
}

void TestMainWindowOAuth::cleanupTestCase()
{
    QDesktopServices::unsetUrlHandler(u"http"_s);
    QDesktopServices::unsetUrlHandler(u"https"_s);
    m_nam.reset();
    m_server.reset();
    qInstallMessageHandler(g_previousHandler);
    // Everything logged since the start, the windows' teardown included.
    QVERIFY(!g_logged.isEmpty());
    for (const QString& line : std::as_const(g_logged))
        QVERIFY2(leakIn(line).isEmpty(), qPrintable(line));
}

void TestMainWindowOAuth::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_browser.opened.clear();
    m_secrets = QStringList{kClientSecret};
    m_firstLogLine = g_logged.size();
}

void TestMainWindowOAuth::cleanup()
{
    m_services.clear();
    m_settings.reset();
    m_dir.reset();
}

ConnectionProfile TestMainWindowOAuth::saveProfile(const QString& name, const QString& slug)
{
    ConnectionProfile profile = ConnectionProfile::create(name, m_server->baseUrl(),
                                                          ConnectionProfile::CredentialKind::OAuth);
    profile.setOAuthClientId(kClientId);
    profile.setWorkspaceSlug(slug);
    if (!profile.validate().isEmpty() || !profile.save(*m_settings))
        return {};
    m_settings->sync();
    return profile;
}

void TestMainWindowOAuth::configure(SecretStore& secrets) const
{
    secrets.setPlaintextFallbackEnabled(true);
    secrets.setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
}

bool TestMainWindowOAuth::storeSecret(const QString& profileId, SecretStore::Kind kind,
                                      const QString& secret)
{
    SecretStore secrets;
    configure(secrets);
    std::optional<SecretStore::Result> stored;
    secrets.store(profileId, kind, secret, &secrets,
                  [&stored](const SecretStore::Result& result) { stored = result; });
    if (!QTest::qWaitFor([&stored] { return stored.has_value(); }, kWaitMs))
        return false;
    // No keychain here: the fallback file it is.
    return stored->ok() && stored->plaintext;
}

// The sign-in the connection dialog runs: the flow asks the system browser (the stub) to open
// the authorization page, the test plays the page, the flow exchanges the code and reads the
// user info. The workspace slug learnt from it is saved with the profile, as the dialog does.
OAuthFlow* TestMainWindowOAuth::signIn(ConnectionProfile& profile)
{
    auto* flow =
        new OAuthFlow(OAuthClientConfig::fromProfile(profile, kClientSecret), m_nam.get(), this);
    connect(flow, &OAuthFlow::browserAuthorizationRequested, this,
            [](const QUrl& url) { QDesktopServices::openUrl(url); });
    QSignalSpy signedIn(flow, &OAuthFlow::signedIn);
    QSignalSpy failed(flow, &OAuthFlow::signInFailed);
    if (!flow->start() || m_browser.opened.size() != 1 ||
        !followAuthorizePage(*m_nam, m_browser.opened.at(0), kWaitMs))
        return flow;
    if (!QTest::qWaitFor([&] { return signedIn.count() + failed.count() > 0; }, kWaitMs))
        return flow;
    m_secrets << flow->tokens().accessToken << flow->tokens().refreshToken;
    if (signedIn.count() == 1) {
        profile.setWorkspaceSlug(flow->userInfo().workspaceSlug);
        profile.save(*m_settings);
        m_settings->sync();
    }
    return flow;
}

std::unique_ptr<MainWindow> TestMainWindowOAuth::newWindow(QStringList* statusMessages)
{
    // The window's store set up like the one the secrets were stored with.
    auto& services = *m_services.emplace_back(std::make_unique<TestServices>(m_settings.get()));
    configure(services.secrets());
    auto window = std::make_unique<MainWindow>(services.settings(), services.connection());
    connect(window->statusBar(), &QStatusBar::messageChanged, this,
            [statusMessages](const QString& message) {
                if (!message.isEmpty())
                    statusMessages->append(message);
            });
    window->resize(1360, 860);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// As a user does: focus the connection combo and step down to the profile with the keyboard.
bool TestMainWindowOAuth::chooseProfile(MainWindow& window, const ConnectionProfile& profile)
{
    auto* chooser = window.findChild<ConnectionChooser*>(u"connectionChooser"_s);
    auto* combo = chooser ? chooser->findChild<QComboBox*>(u"connectionCombo"_s) : nullptr;
    if (!combo || !combo->isVisible() || !combo->isEnabled())
        return false;
    const int index = combo->findData(profile.id());
    if (index <= 0 || combo->itemText(index) != profile.name())
        return false;
    combo->setFocus();
    for (int step = 0; step < combo->count() && combo->currentIndex() < index; ++step)
        QTest::keyClick(combo, Qt::Key_Down);
    return combo->currentIndex() == index && !chooser->isSandbox() &&
           chooser->currentChoice().profile.id() == profile.id();
}

QByteArray TestMainWindowOAuth::settingsFile() const
{
    m_settings->sync();
    QFile file(m_settings->fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString TestMainWindowOAuth::leakIn(const QString& text) const
{
    // The sandbox's token prefixes catch a token this test never got to see.
    for (const QString& secret : m_secrets + QStringList{u"mantyx_at_"_s, u"mantyx_rt_"_s}) {
        if (!secret.isEmpty() && text.contains(secret))
            return secret;
    }
    return {};
}

void TestMainWindowOAuth::verifyNothingLeaked(const QStringList& statusMessages)
{
    const QByteArray ini = settingsFile();
    QVERIFY(ini.contains(kClientId.toUtf8())); // the profile is in this file
    QVERIFY2(leakIn(QString::fromUtf8(ini)).isEmpty(), ini.constData());
    for (const QString& message : statusMessages)
        QVERIFY2(leakIn(message).isEmpty(), qPrintable(message));
    for (const QString& line : g_logged.mid(m_firstLogLine))
        QVERIFY2(leakIn(line).isEmpty(), qPrintable(line));
}

void TestMainWindowOAuth::signedInProfileRunsWithRefreshedToken()
{
    ConnectionProfile profile = saveProfile(u"Sandbox via OAuth"_s);
    QVERIFY(!profile.id().isEmpty());
    QVERIFY(profile.workspaceSlug().isEmpty());
    OAuthFlow* flow = signIn(profile);
    QVERIFY2(flow->failure().stage == OAuthFailure::Stage::None,
             qPrintable(flow->failure().message));
    const OAuthTokens signedIn = flow->tokens();
    QVERIFY(signedIn.accessToken.startsWith(u"mantyx_at_"_s));
    QVERIFY(signedIn.refreshToken.startsWith(u"mantyx_rt_"_s));
    QCOMPARE(profile.workspaceSlug(), m_server->config().workspaceSlug);
    QVERIFY(storeSecret(profile.id(), SecretStore::Kind::ClientSecret, kClientSecret));
    QVERIFY(storeSecret(profile.id(), SecretStore::Kind::RefreshToken, signedIn.refreshToken));
    delete flow;

    QStringList statusMessages;
    std::unique_ptr<MainWindow> window = newWindow(&statusMessages);
    QVERIFY(window);
    auto* connection = window->findChild<QLabel*>(u"connectionLabel"_s);
    QVERIFY(connection);
    QCOMPARE(connection->text(), u"Not connected"_s);
    QVERIFY(chooseProfile(*window, profile));

    // The label names the profile once the secrets are loaded.
    const QString connected =
        u"Connected to %1 at %2"_s.arg(profile.name(), m_server->baseUrl().toDisplayString());
    QTRY_COMPARE_WITH_TIMEOUT(connection->text(), connected, kWaitMs);
    // GET /models went out with no access token (none yet), got 401, refreshed with the stored
    // refresh token and was retried: the picker fills.
    QTRY_VERIFY_WITH_TIMEOUT(window->composer()->modelCatalog()->rowCount() > 1, kWaitMs);
    QVERIFY(window->modelCatalog().size() >= 2);
    // The connection service owns the connection's credential; the client signs in with it.
    auto* oauth = qobject_cast<OAuthCredential*>(window->apiClient()->credentials());
    QVERIFY(oauth);
    QVERIFY(oauth->hasAccessToken());
    const QString accessToken = bearerToken(oauth->authorizationHeader());
    m_secrets << accessToken;
    QVERIFY(accessToken.startsWith(u"mantyx_at_"_s));
    QVERIFY(accessToken != signedIn.accessToken); // a new one, from the refresh
    QCOMPARE(oauth->refreshToken(), signedIn.refreshToken);
    QVERIFY(oauth->expiresAt().isValid());
    QVERIFY(oauth->refreshDueIn().count() > 0); // renewed before it expires
    QVERIFY(g_logged.mid(m_firstLogLine).contains(u"access token refreshed"_s));
    for (const QString& message : std::as_const(statusMessages))
        QVERIFY2(!message.startsWith(u"Not signed in"_s), qPrintable(message));

    // Copy as curl points at the profile's server and workspace, and holds no credential.
    const QString curl = window->composer()->curlCommand();
    const QString runsUrl =
        m_server->baseUrl()
            .resolved(QUrl(u"/api/v1/workspaces/%1/agent-runs"_s.arg(profile.workspaceSlug())))
            .toString();
    QVERIFY2(curl.contains(runsUrl), qPrintable(curl));
    QVERIFY2(curl.contains(u"Authorization: Bearer $"_s), qPrintable(curl));
    QVERIFY2(leakIn(curl).isEmpty(), qPrintable(curl));

    // Run the composer's plain-prompt spec with the window's Run action.
    QVERIFY(window->composer()->canRun());
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    QVERIFY(runAction);
    QTRY_VERIFY(runAction->isEnabled());
    runAction->trigger();
    RunController* run = window->currentRun();
    QVERIFY(run);
    QVERIFY(QTest::qWaitFor([run] { return run->isFinished(); }, kWaitMs));
    QCOMPARE(run->status(), RunSource::Status::Finished);
    QVERIFY(!run->runId().isEmpty());
    const RunSummary summary = run->timeline()->summary();
    QVERIFY2(summary.status == RunSummary::Status::Succeeded, qPrintable(summary.errorMessage));
    QVERIFY(summary.finalText && !summary.finalText->isEmpty());
    // The same access token served the run: no second refresh was needed.
    QCOMPARE(bearerToken(oauth->authorizationHeader()), accessToken);
    QVERIFY(window->windowTitle().contains(run->runId()));

    window.reset();
    verifyNothingLeaked(statusMessages);
    const QByteArray ini = settingsFile();
    QVERIFY(ini.contains(profile.id().toUtf8())); // the remembered choice and the profile
    QVERIFY(!ini.contains(kClientSecret.toUtf8()));
    QVERIFY(!ini.contains(signedIn.refreshToken.toUtf8()));
    QVERIFY(!ini.contains(accessToken.toUtf8()));
}

void TestMainWindowOAuth::profileWithoutRefreshTokenIsNotSignedIn()
{
    // Signed in once (the slug is known), since signed out: the client secret is stored, the
    // refresh token is not.
    const ConnectionProfile profile =
        saveProfile(u"Signed-out OAuth"_s, m_server->config().workspaceSlug);
    QVERIFY(!profile.id().isEmpty());
    QVERIFY(storeSecret(profile.id(), SecretStore::Kind::ClientSecret, kClientSecret));

    QStringList statusMessages;
    std::unique_ptr<MainWindow> window = newWindow(&statusMessages);
    QVERIFY(window);
    // The network the window was given (TestServices, as app/main.cpp gives it).
    QVERIFY(!m_services.empty());
    QNetworkAccessManager* network = &m_services.back()->network();
    QSignalSpy answered(network, &QNetworkAccessManager::finished);
    QVERIFY(chooseProfile(*window, profile));
    const QString notSignedIn =
        u"Not signed in to %1: open Manage… and Sign in."_s.arg(profile.name());
    QTRY_VERIFY_WITH_TIMEOUT(statusMessages.contains(notSignedIn), kWaitMs);
    auto* connection = window->findChild<QLabel*>(u"connectionLabel"_s);
    // Not "Connected": without a sign-in the server was never asked.
    QCOMPARE(connection->text(), u"Not connected to %1 at %2"_s.arg(
                                     profile.name(), m_server->baseUrl().toDisplayString()));
    auto* oauth = qobject_cast<OAuthCredential*>(window->apiClient()->credentials());
    QVERIFY(oauth);
    QVERIFY(!oauth->hasAccessToken());
    QVERIFY(!oauth->canRefresh());
    QVERIFY(oauth->authorizationHeader().isEmpty());
    // Without a sign-in the window asks the server nothing (GET /models could only earn a 401
    // that would replace the hint), and the hint stays.
    const bool askedServer = QTest::qWaitFor([&answered] { return !answered.isEmpty(); }, 1500);
    QVERIFY(!askedServer);
    QVERIFY(window->modelCatalog().isEmpty());
    QVERIFY(window->composer()->modelCatalog()->rowCount() <= 1);
    QVERIFY2(window->statusBar()->currentMessage() == notSignedIn,
             qPrintable(u"%1 (the window asked the server: %2)"_s.arg(
                 window->statusBar()->currentMessage(), askedServer ? u"yes"_s : u"no"_s)));

    // A run attempt: the create request gets the server's 401, shown in the status bar, and the
    // run ends as failed without a run id. The window is still usable afterwards.
    auto* runAction = window->findChild<QAction*>(u"actionRun"_s);
    QTRY_VERIFY(runAction->isEnabled());
    runAction->trigger();
    RunController* run = window->currentRun();
    QVERIFY(run);
    QVERIFY(QTest::qWaitFor([run] { return run->isFinished(); }, kWaitMs));
    QCOMPARE(run->status(), RunSource::Status::Failed);
    QVERIFY(run->runId().isEmpty());
    const QString problem = run->source()->problem();
    // The window's words for the 401, then the server's own, quoted.
    QVERIFY2(problem.startsWith(
                 u"The server received no credential (HTTP 401): add an API key or sign in."_s),
             qPrintable(problem));
    QVERIFY2(problem.contains(u"The server said: “Unauthorized"_s), qPrintable(problem));
    QCOMPARE(window->statusBar()->currentMessage(), problem);
    auto* state = window->findChild<QLabel*>(u"runStateLabel"_s);
    QVERIFY(state);
    QCOMPARE(state->text(), RunSource::statusName(RunSource::Status::Failed));
    const RunSummary summary = run->timeline()->summary();
    // Nothing arrived from the server: no terminal event, so the summary calls it incomplete.
    QCOMPARE(summary.status, RunSummary::Status::Incomplete);
    QCOMPARE(run->timeline()->rowCount(), 0);
    QVERIFY(runAction->isEnabled());

    window.reset();
    verifyNothingLeaked(statusMessages);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestMainWindowOAuth)
#include "tst_mainwindowoauth.moc"
