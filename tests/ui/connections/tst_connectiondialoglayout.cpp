// SPDX-License-Identifier: MIT
// Tests the connection dialog's everyday use offscreen (issue 15, item 4): an OAuth sign-in
// with no browser keeps the dialog on the screen (its long address in a field of its own, OK
// and Close reachable); a validation message that comes and goes while the user types moves no
// field; the client secret is required like the other required fields; and the built-in
// sandbox is listed and can be tested. Screenshots go to MANTYX_SCREENSHOT_DIR when it is set.
#include <memory>

#include <QApplication>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "client/connectionservice.h"
#include "connections/connectionprofiledialog.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-connectiondialoglayout");
    return true;
}();

constexpr int kWaitMs = 20000;

} // namespace

class TestConnectionDialogLayout final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void noBrowserSignInStaysOnScreen();
    void validationMessagesMoveNoField();
    void clientSecretIsRequired();
    void builtInSandboxCanBeTested();

private:
    ConnectionProfileDialog* newDialog();
    void type(const QString& objectName, const QString& text);
    void chooseOAuth();
    void saveScreenshot(const QString& name);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<ConnectionService> m_connection;
    std::unique_ptr<ConnectionProfileDialog> m_dialog;
    QObject m_noBrowser; // a desktop without a web browser
};

void TestConnectionDialogLayout::initTestCase()
{
    QVERIFY(kNoSessionBus);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(config);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_nam = std::make_unique<QNetworkAccessManager>();
    // No browser: the handler's slot does not exist, so QDesktopServices::openUrl() fails.
    QDesktopServices::setUrlHandler(u"http"_s, &m_noBrowser, "noSuchBrowser");
    QDesktopServices::setUrlHandler(u"https"_s, &m_noBrowser, "noSuchBrowser");
}

void TestConnectionDialogLayout::cleanupTestCase()
{
    QDesktopServices::unsetUrlHandler(u"http"_s);
    QDesktopServices::unsetUrlHandler(u"https"_s);
    m_server.reset();
}

void TestConnectionDialogLayout::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_secrets = std::make_unique<SecretStore>();
    m_secrets->setPlaintextFallbackEnabled(true);
    m_secrets->setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
    m_connection = std::make_unique<ConnectionService>(*m_nam, *m_secrets);
}

void TestConnectionDialogLayout::cleanup()
{
    m_dialog.reset();
    m_connection.reset();
    m_secrets.reset();
    m_settings.reset();
    m_dir.reset();
}

ConnectionProfileDialog* TestConnectionDialogLayout::newDialog()
{
    m_dialog = std::make_unique<ConnectionProfileDialog>(*m_settings, *m_connection);
    m_dialog->resize(860, 600);
    m_dialog->show();
    if (!QTest::qWaitForWindowExposed(m_dialog.get()))
        return nullptr;
    return m_dialog.get();
}

void TestConnectionDialogLayout::type(const QString& objectName, const QString& text)
{
    auto* edit = m_dialog->findChild<QLineEdit*>(objectName);
    QVERIFY2(edit && edit->isVisible() && edit->isEnabled(), qPrintable(objectName));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    QCOMPARE(edit->text(), text);
}

void TestConnectionDialogLayout::chooseOAuth()
{
    auto* kind = m_dialog->findChild<QComboBox*>(u"credentialKindCombo"_s);
    QVERIFY(kind);
    kind->setCurrentIndex(kind->findData(int(ConnectionProfile::CredentialKind::OAuth)));
}

void TestConnectionDialogLayout::saveScreenshot(const QString& name)
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(100);
    QVERIFY(m_dialog->grab().save(QDir(dir).filePath(name + u".png"_s)));
}

void TestConnectionDialogLayout::noBrowserSignInStaysOnScreen()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(u"nameEdit"_s, u"Sandbox via OAuth"_s);
    type(u"baseUrlEdit"_s, m_server->baseUrl().toString());
    chooseOAuth();
    type(u"clientIdEdit"_s, u"sandbox-inspector"_s);
    type(u"clientSecretEdit"_s, u"sandbox-secret"_s);
    QVERIFY(dialog->saveCurrent());
    saveScreenshot(u"connection-dialog-oauth-form"_s);

    auto* signIn = dialog->findChild<QPushButton*>(u"signInButton"_s);
    QTRY_VERIFY_WITH_TIMEOUT(signIn->isEnabled(), kWaitMs);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u".*noSuchBrowser.*"_s));
    QTest::mouseClick(signIn, Qt::LeftButton);
    auto* account = dialog->findChild<QLabel*>(u"accountLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(account->text().startsWith(u"No web browser could be opened"_s),
                             kWaitMs);
    QVERIFY(dialog->isSigningIn());
    QTest::qWait(100); // the layout settles

    // The dialog stays within the screen, its buttons inside it …
    const QRect screen = dialog->screen()->availableGeometry();
    QVERIFY2(dialog->width() <= screen.width(),
             qPrintable(u"%1 > %2"_s.arg(dialog->width()).arg(screen.width())));
    QVERIFY2(dialog->minimumSizeHint().width() <= screen.width(),
             qPrintable(u"minimum %1"_s.arg(dialog->minimumSizeHint().width())));
    for (const char* name : {"okButton", "closeButton", "saveProfileButton"}) {
        auto* button = dialog->findChild<QPushButton*>(QString::fromLatin1(name));
        QVERIFY(button);
        const QRect where(button->mapTo(dialog, QPoint(0, 0)), button->size());
        QVERIFY2(dialog->rect().contains(where), name);
    }
    // … and the long address is there to copy, whole.
    auto* address = dialog->findChild<QLineEdit*>(u"signInUrlEdit"_s);
    QVERIFY(address);
    QVERIFY(address->isVisible());
    QVERIFY(address->isReadOnly());
    QVERIFY2(address->text().contains(u"/api/oauth/authorize?"_s), qPrintable(address->text()));
    QVERIFY(address->text().contains(u"code_challenge="_s));
    QVERIFY(dialog->findChild<QPushButton*>(u"copySignInUrlButton"_s)->isVisible());
    saveScreenshot(u"connection-dialog-no-browser"_s);

    // Cancelling the sign-in takes the address away.
    QTest::mouseClick(signIn, Qt::LeftButton);
    QVERIFY(!dialog->isSigningIn());
    QVERIFY(!address->isVisible());
}

void TestConnectionDialogLayout::validationMessagesMoveNoField()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(u"nameEdit"_s, u"Staging"_s);
    QTest::qWait(50);
    auto* workspace = dialog->findChild<QLineEdit*>(u"workspaceEdit"_s);
    auto* apiKey = dialog->findChild<QLineEdit*>(u"apiKeyEdit"_s);
    auto* urlMessage = dialog->findChild<QLabel*>(u"baseUrlMessage"_s);
    const auto top = [dialog](QWidget* w) { return w->mapTo(dialog, QPoint(0, 0)).y(); };
    const int workspaceTop = top(workspace);
    const int keyTop = top(apiKey);

    // Typing the address: its message comes, goes, and the plain-http warning comes — the fields
    // below stay where they are.
    auto* url = dialog->findChild<QLineEdit*>(u"baseUrlEdit"_s);
    url->setFocus();
    QTest::keyClicks(url, u"http"_s);
    QTest::qWait(50);
    QVERIFY(urlMessage->isVisible());
    QCOMPARE(top(workspace), workspaceTop);
    QTest::keyClicks(url, u"://staging.example.com"_s);
    QTest::qWait(50);
    QVERIFY(!urlMessage->isVisible());
    QVERIFY(dialog->findChild<QLabel*>(u"insecureUrlLabel"_s)->isVisible());
    QCOMPARE(top(workspace), workspaceTop);
    QCOMPARE(top(apiKey), keyTop);
    // The workspace's message comes and goes below the workspace field.
    auto* workspaceMessage = dialog->findChild<QLabel*>(u"workspaceMessage"_s);
    QVERIFY(workspaceMessage->isVisible());
    type(u"workspaceEdit"_s, u"acme"_s);
    QTest::qWait(50);
    QVERIFY(!workspaceMessage->isVisible());
    QCOMPARE(top(apiKey), keyTop);
    type(u"workspaceEdit"_s, u"ac me"_s);
    QTest::qWait(50);
    QVERIFY(workspaceMessage->text().contains(u"letters, digits"_s));
    QCOMPARE(top(apiKey), keyTop);
}

void TestConnectionDialogLayout::clientSecretIsRequired()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(u"nameEdit"_s, u"OAuth"_s);
    type(u"baseUrlEdit"_s, m_server->baseUrl().toString());
    chooseOAuth();
    type(u"clientIdEdit"_s, u"sandbox-inspector"_s);
    auto* message = dialog->findChild<QLabel*>(u"clientSecretMessage"_s);
    auto* ok = dialog->findChild<QPushButton*>(u"okButton"_s);
    auto* save = dialog->findChild<QPushButton*>(u"saveProfileButton"_s);
    auto* signIn = dialog->findChild<QPushButton*>(u"signInButton"_s);
    // Marked like the client id was: a message under the field, OK, Save and Sign In waiting.
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(u"client secret"_s), qPrintable(message->text()));
    QVERIFY(!ok->isEnabled());
    QVERIFY(!save->isEnabled());
    QVERIFY(!signIn->isEnabled());
    QVERIFY(!dialog->saveCurrent());
    type(u"clientSecretEdit"_s, u"sandbox-secret"_s);
    QVERIFY(!message->isVisible());
    QVERIFY(ok->isEnabled());
    QVERIFY(save->isEnabled());
    QVERIFY(signIn->isEnabled());
    QVERIFY(dialog->saveCurrent());
    // Saved with its secret stored: the empty field asks for nothing more.
    QTRY_VERIFY_WITH_TIMEOUT(dialog->findChild<QLabel*>(u"secretStatusLabel"_s)
                                 ->text()
                                 .contains(u"client secret was saved"_s),
                             kWaitMs);
    QVERIFY(!message->isVisible());
    QVERIFY(ok->isEnabled());
}

void TestConnectionDialogLayout::builtInSandboxCanBeTested()
{
    m_connection->setBuiltInSandbox(m_server->baseUrl(), m_server->config().workspaceSlug,
                                    m_server->config().apiKeys.value(0));
    ConnectionProfile other =
        ConnectionProfile::create(u"Production"_s, QUrl(u"https://mantyx.example.com"_s));
    other.setWorkspaceSlug(u"acme"_s);
    QVERIFY(other.save(*m_settings));
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    auto* list = dialog->findChild<QListWidget*>(u"profileList"_s);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), u"Sandbox (built-in)"_s);
    QCOMPARE(list->item(1)->text(), u"Production"_s);
    QCOMPARE(list->currentRow(), 1); // the first saved profile, as before
    QVERIFY(dialog->selectProfile(ConnectionService::sandboxKey()));
    QVERIFY(dialog->isShowingSandbox());
    QVERIFY(dialog->currentProfileId().isEmpty());
    QCOMPARE(dialog->findChild<QLineEdit*>(u"baseUrlEdit"_s)->text(),
             m_server->baseUrl().toString());
    // Read, not edited; never saved or removed.
    QVERIFY(!dialog->findChild<QLineEdit*>(u"nameEdit"_s)->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton*>(u"saveProfileButton"_s)->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton*>(u"removeProfileButton"_s)->isEnabled());
    QVERIFY(!dialog->isDirty());

    QSignalSpy tested(dialog, &ConnectionProfileDialog::connectionTested);
    auto* test = dialog->findChild<QPushButton*>(u"testConnectionButton"_s);
    QVERIFY(test->isEnabled());
    QTest::mouseClick(test, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, kWaitMs);
    const auto outcome = tested.at(0).at(0).value<ConnectionTestOutcome>();
    QCOMPARE(outcome.kind, ConnectionTestOutcome::Kind::Ok);
    QVERIFY(dialog->findChild<QLabel*>(u"testOutcomeLabel"_s)->text().contains(u"sandbox"_s));
    saveScreenshot(u"connection-dialog-sandbox"_s);

    // Nothing about the sandbox went to the settings.
    QCOMPARE(ConnectionProfile::loadAll(*m_settings).size(), 1);
    // OK closes without saving anything.
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"okButton"_s), Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
}

QTEST_MAIN(TestConnectionDialogLayout)
#include "tst_connectiondialoglayout.moc"
