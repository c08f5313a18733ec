// SPDX-License-Identifier: MIT
// Tests ConnectionProfileDialog offscreen against the embedded sandbox, filled through QTest:
// Test connection (ok, 401, a wrong workspace with its one-click fix, the stored key), fields
// validated as they are typed with OK waiting for a valid form, the plain-http warning as the URL
// is typed and the consent asked once per profile before a credential leaves, the OAuth sign-in
// through the system browser (played by the test, as QDesktopServices' http handler) showing who
// signed in, sign-out revoking on the server, and no secret ever in the settings file.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "browserstub.h"
#include "client/connectionservice.h"
#include "connections/connectionprofiledialog.h"
#include "mainwindow.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"
#include "testservices.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

// Before QApplication and before QtKeychain first looks for a backend: no keychain answers,
// so nothing this test stores can reach the developer's real keyring.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS",
            "unix:path=/nonexistent/mantyx-tst-connectionprofiledialog");
    return true;
}();

constexpr int kWaitMs = 30000;

// Answers every message box that shows up with `button` and counts them, until destroyed.
class MessageBoxAnswerer final
{
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button)
    {
        m_timer.setInterval(5);
        answerWith(button);
        m_timer.start();
    }
    void answerWith(QMessageBox::StandardButton button)
    {
        m_timer.disconnect();
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box == m_last)
                return;
            m_last = box;
            ++count;
            text = box->text();
            objectName = box->objectName();
            box->button(button)->click();
        });
    }
    int count = 0;
    QString text;
    QString objectName;

private:
    QTimer m_timer;
    QPointer<QMessageBox> m_last;
};

} // namespace

class TestConnectionProfileDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void testConnectionOk();
    void testConnectionUnauthorized();
    void wrongWorkspaceHasAOneClickFix();
    void fieldsAreValidatedAsTyped();
    void httpWarning_data();
    void httpWarning();
    void plainHttpConsentIsAskedOnce();
    void signInShowsWhoAndSignOutRevokes();
    void plaintextFileIsTheUsersChoice();
    void screenshot();

private:
    ConnectionProfileDialog* newDialog();
    void type(ConnectionProfileDialog* dialog, const QString& objectName, const QString& text);
    void fillKeyProfile(ConnectionProfileDialog* dialog, const QString& name, const QString& url,
                        const QString& slug, const QString& key);
    ConnectionTestOutcome clickTest(ConnectionProfileDialog* dialog);
    QJsonObject plaintextSecrets() const;
    QByteArray settingsFile() const;

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    BrowserStub m_browser;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<ConnectionService> m_connection;
    std::unique_ptr<ConnectionProfileDialog> m_dialog;
};

void TestConnectionProfileDialog::initTestCase()
{
    QVERIFY(kNoSessionBus);
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_nam = std::make_unique<QNetworkAccessManager>();
    QDesktopServices::setUrlHandler(u"http"_s, &m_browser, "openUrl");
    QDesktopServices::setUrlHandler(u"https"_s, &m_browser, "openUrl");
}

void TestConnectionProfileDialog::cleanupTestCase()
{
    QDesktopServices::unsetUrlHandler(u"http"_s);
    QDesktopServices::unsetUrlHandler(u"https"_s);
    m_server.reset();
}

void TestConnectionProfileDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_secrets = std::make_unique<SecretStore>();
    m_secrets->setPlaintextFallbackEnabled(true);
    m_secrets->setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
    m_connection = std::make_unique<ConnectionService>(*m_nam, *m_secrets);
    m_browser.opened.clear();
}

void TestConnectionProfileDialog::cleanup()
{
    m_dialog.reset();
    m_connection.reset();
    m_secrets.reset();
    m_settings.reset();
    m_dir.reset();
}

ConnectionProfileDialog* TestConnectionProfileDialog::newDialog()
{
    m_dialog = std::make_unique<ConnectionProfileDialog>(*m_settings, *m_connection);
    m_dialog->show();
    if (!QTest::qWaitForWindowExposed(m_dialog.get()))
        return nullptr;
    return m_dialog.get();
}

void TestConnectionProfileDialog::type(ConnectionProfileDialog* dialog, const QString& objectName,
                                       const QString& text)
{
    auto* edit = dialog->findChild<QLineEdit*>(objectName);
    QVERIFY2(edit, qPrintable(objectName));
    QVERIFY2(edit->isVisible() && edit->isEnabled(), qPrintable(objectName));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
    QCOMPARE(edit->text(), text);
}

void TestConnectionProfileDialog::fillKeyProfile(ConnectionProfileDialog* dialog,
                                                 const QString& name, const QString& url,
                                                 const QString& slug, const QString& key)
{
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(dialog, u"nameEdit"_s, name);
    type(dialog, u"baseUrlEdit"_s, url);
    type(dialog, u"workspaceEdit"_s, slug);
    if (!key.isEmpty())
        type(dialog, u"apiKeyEdit"_s, key);
}

ConnectionTestOutcome TestConnectionProfileDialog::clickTest(ConnectionProfileDialog* dialog)
{
    QSignalSpy tested(dialog, &ConnectionProfileDialog::connectionTested);
    auto* button = dialog->findChild<QPushButton*>(u"testConnectionButton"_s);
    if (!button || !button->isEnabled())
        return {};
    QTest::mouseClick(button, Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return !tested.isEmpty(); }, kWaitMs))
        return {};
    return tested.at(0).at(0).value<ConnectionTestOutcome>();
}

QJsonObject TestConnectionProfileDialog::plaintextSecrets() const
{
    QFile file(m_secrets->plaintextFallbackPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value("secrets"_L1).toObject();
}

QByteArray TestConnectionProfileDialog::settingsFile() const
{
    m_settings->sync();
    QFile file(m_settings->fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestConnectionProfileDialog::testConnectionOk()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    const QString key = u"mantyx_sandbox_key"_s;
    fillKeyProfile(dialog, u"Local sandbox"_s, m_server->baseUrl().toString(), u"sandbox"_s, key);
    auto* outcomeLabel = dialog->findChild<QLabel*>(u"testOutcomeLabel"_s);
    auto* outcomeIcon = dialog->findChild<QLabel*>(u"testOutcomeIcon"_s);
    auto* fix = dialog->findChild<QPushButton*>(u"fixWorkspaceButton"_s);
    QVERIFY(outcomeLabel && outcomeIcon && fix);
    QVERIFY(!outcomeLabel->isVisible());

    const ConnectionTestOutcome o = clickTest(dialog);
    QCOMPARE(o.kind, ConnectionTestOutcome::Kind::Ok);
    QCOMPARE(o.modelCount, 4);
    QVERIFY(outcomeLabel->isVisible());
    QVERIFY2(outcomeLabel->text().startsWith(u"Connected to the workspace “sandbox”. Models: 4"_s),
             qPrintable(outcomeLabel->text()));
    QVERIFY(!outcomeIcon->pixmap().isNull());
    QVERIFY(!fix->isVisible());
    QCOMPARE(dialog->lastTestOutcome().summary, outcomeLabel->text());

    // Saved, the key goes to the store; testing again uses the stored key.
    QVERIFY(dialog->saveCurrent());
    const QString id = dialog->currentProfileId();
    QTRY_VERIFY_WITH_TIMEOUT(
        plaintextSecrets().value(SecretStore::keyFor(id, SecretStore::Kind::ApiKey)) == key,
        kWaitMs);
    QVERIFY(dialog->findChild<QLineEdit*>(u"apiKeyEdit"_s)->text().isEmpty());
    QVERIFY(!outcomeLabel->isVisible()); // the form was shown afresh
    QCOMPARE(clickTest(dialog).kind, ConnectionTestOutcome::Kind::Ok);

    // Editing the server clears the outcome: it was about the old address.
    type(dialog, u"baseUrlEdit"_s, u"https://elsewhere.example.com"_s);
    QVERIFY(!outcomeLabel->isVisible());

    // No secret in the settings file.
    const QByteArray ini = settingsFile();
    QVERIFY(ini.contains("Local sandbox"));
    QVERIFY(!ini.contains(key.toUtf8()));
    dialog->revertCurrent();
}

void TestConnectionProfileDialog::testConnectionUnauthorized()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    fillKeyProfile(dialog, u"Wrong key"_s, m_server->baseUrl().toString(), u"sandbox"_s,
                   u"mantyx_wrong_key"_s);
    const ConnectionTestOutcome o = clickTest(dialog);
    QCOMPARE(o.kind, ConnectionTestOutcome::Kind::InvalidCredential);
    auto* outcomeLabel = dialog->findChild<QLabel*>(u"testOutcomeLabel"_s);
    QVERIFY(outcomeLabel->isVisible());
    const QString text = outcomeLabel->text();
    QVERIFY2(text.contains(u"does not accept this API key (HTTP 401)"_s), qPrintable(text));
    // The server's own words, verbatim.
    QVERIFY2(text.contains(u"“Invalid API key or OAuth access token”"_s), qPrintable(text));
    QVERIFY(!text.contains(u"mantyx_wrong_key"_s));
    QVERIFY(!dialog->findChild<QLabel*>(u"testOutcomeIcon"_s)->pixmap().isNull());
    QVERIFY(!dialog->findChild<QPushButton*>(u"fixWorkspaceButton"_s)->isVisible());

    // No key at all: the server says so too.
    type(dialog, u"apiKeyEdit"_s, QString());
    QCOMPARE(clickTest(dialog).kind, ConnectionTestOutcome::Kind::MissingCredential);
    QVERIFY(outcomeLabel->text().contains(u"enter the API key"_s));
    dialog->revertCurrent();
}

void TestConnectionProfileDialog::wrongWorkspaceHasAOneClickFix()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    fillKeyProfile(dialog, u"Typo"_s, m_server->baseUrl().toString(), u"sandbx"_s,
                   u"mantyx_sandbox_key"_s);
    const ConnectionTestOutcome o = clickTest(dialog);
    QCOMPARE(o.kind, ConnectionTestOutcome::Kind::WrongWorkspace);
    QCOMPARE(o.suggestedWorkspaceSlug, u"sandbox"_s);
    auto* fix = dialog->findChild<QPushButton*>(u"fixWorkspaceButton"_s);
    QVERIFY(fix->isVisible());
    QVERIFY2(fix->text().contains(u"“sandbox”"_s), qPrintable(fix->text()));
    QVERIFY(dialog->findChild<QLabel*>(u"testOutcomeLabel"_s)
                ->text()
                .contains(u"“sandbx” is not this credential's workspace"_s));

    QSignalSpy tested(dialog, &ConnectionProfileDialog::connectionTested);
    QTest::mouseClick(fix, Qt::LeftButton);
    QCOMPARE(dialog->findChild<QLineEdit*>(u"workspaceEdit"_s)->text(), u"sandbox"_s);
    // …and tests again.
    QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, kWaitMs);
    QCOMPARE(tested.at(0).at(0).value<ConnectionTestOutcome>().kind,
             ConnectionTestOutcome::Kind::Ok);
    QVERIFY(!fix->isVisible());
    dialog->revertCurrent();
}

void TestConnectionProfileDialog::fieldsAreValidatedAsTyped()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    auto* ok = dialog->findChild<QPushButton*>(u"okButton"_s);
    auto* save = dialog->findChild<QPushButton*>(u"saveProfileButton"_s);
    const auto message = [dialog](const char* name) {
        return dialog->findChild<QLabel*>(QString::fromLatin1(name));
    };
    QVERIFY(ok->isEnabled()); // nothing in the form yet
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    // An untouched new form shows no problems yet, but OK waits.
    QVERIFY(!message("nameMessage")->isVisible());
    QVERIFY(!ok->isEnabled());

    type(dialog, u"nameEdit"_s, u"Staging"_s);
    QVERIFY(!message("nameMessage")->isVisible());
    QVERIFY(message("baseUrlMessage")->isVisible());
    QVERIFY(message("baseUrlMessage")->text().contains(u"http"_s));
    QVERIFY(!ok->isEnabled());

    auto* url = dialog->findChild<QLineEdit*>(u"baseUrlEdit"_s);
    url->setFocus();
    QTest::keyClicks(url, u"https:"_s);
    QVERIFY(message("baseUrlMessage")->isVisible()); // still no host
    QTest::keyClicks(url, u"//staging.example.com"_s);
    QVERIFY(!message("baseUrlMessage")->isVisible());
    QVERIFY(message("workspaceMessage")->isVisible()); // an API key needs the slug
    QVERIFY(!ok->isEnabled());
    QVERIFY(!save->isEnabled());

    type(dialog, u"workspaceEdit"_s, u"ac me"_s);
    QVERIFY(message("workspaceMessage")->text().contains(u"letters, digits"_s));
    type(dialog, u"workspaceEdit"_s, u"acme"_s);
    QVERIFY(!message("workspaceMessage")->isVisible());
    QVERIFY(ok->isEnabled());
    QVERIFY(save->isEnabled());

    // OAuth: the API key row goes, the OAuth rows come, the client id is required.
    auto* kind = dialog->findChild<QComboBox*>(u"credentialKindCombo"_s);
    kind->setCurrentIndex(kind->findData(int(ConnectionProfile::CredentialKind::OAuth)));
    QVERIFY(!dialog->findChild<QLineEdit*>(u"apiKeyEdit"_s)->isVisible());
    QVERIFY(dialog->findChild<QLineEdit*>(u"clientIdEdit"_s)->isVisible());
    QVERIFY(dialog->findChild<QLineEdit*>(u"clientSecretEdit"_s)->isVisible());
    QCOMPARE(dialog->findChild<QLineEdit*>(u"clientSecretEdit"_s)->echoMode(), QLineEdit::Password);
    QVERIFY(message("clientIdMessage")->isVisible());
    QVERIFY(!ok->isEnabled());
    type(dialog, u"clientIdEdit"_s, u"inspector"_s);
    QVERIFY(message("clientSecretMessage")->isVisible()); // required as well
    QVERIFY(!ok->isEnabled());
    type(dialog, u"clientSecretEdit"_s, u"inspector-secret"_s);
    QVERIFY(!message("clientSecretMessage")->isVisible());
    QVERIFY(ok->isEnabled());
    type(dialog, u"workspaceEdit"_s, QString()); // OAuth learns it at sign-in
    QVERIFY(!message("workspaceMessage")->isVisible());
    QVERIFY(ok->isEnabled());
    type(dialog, u"authorizationPathEdit"_s, u"ftp://elsewhere/authorize"_s);
    QVERIFY(message("authorizationPathMessage")->isVisible());
    QVERIFY(!ok->isEnabled());
    type(dialog, u"authorizationPathEdit"_s, u"/oauth/consent"_s);
    QVERIFY(ok->isEnabled());

    // OK saves and closes.
    QTest::mouseClick(ok, Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    const QList<ConnectionProfile> saved = ConnectionProfile::loadAll(*m_settings);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.at(0).credentialKind(), ConnectionProfile::CredentialKind::OAuth);
    QCOMPARE(saved.at(0).oauthClientId(), u"inspector"_s);
    QCOMPARE(saved.at(0).authorizationPath(), u"/oauth/consent"_s);
}

void TestConnectionProfileDialog::httpWarning_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("tokenPath");
    QTest::addColumn<bool>("warned");
    QTest::newRow("http://example.com") << u"http://example.com"_s << QString() << true;
    QTest::newRow("http://127.0.0.1") << u"http://127.0.0.1:8931"_s << QString() << false;
    QTest::newRow("http://localhost") << u"http://localhost:8931"_s << QString() << false;
    QTest::newRow("http://[::1]") << u"http://[::1]:8931"_s << QString() << false;
    QTest::newRow("https://example.com") << u"https://example.com"_s << QString() << false;
    QTest::newRow("OAuth token endpoint on http")
        << u"https://example.com"_s << u"http://login.example.com/token"_s << true;
}

void TestConnectionProfileDialog::httpWarning()
{
    QFETCH(QString, url);
    QFETCH(QString, tokenPath);
    QFETCH(bool, warned);
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(dialog, u"nameEdit"_s, u"Name"_s);
    auto* warning = dialog->findChild<QLabel*>(u"insecureUrlLabel"_s);
    QVERIFY(warning);
    // Shown while the URL is typed: the moment it reads as plain http to another computer.
    auto* edit = dialog->findChild<QLineEdit*>(u"baseUrlEdit"_s);
    edit->setFocus();
    for (const QChar c : url) {
        QTest::keyClicks(edit, QString(c));
        const QString sofar = edit->text();
        QCOMPARE(warning->isVisible(),
                 tokenPath.isEmpty() && ConnectionProfile::isPlainHttpToRemote(QUrl(sofar)));
    }
    if (!tokenPath.isEmpty()) {
        auto* kind = dialog->findChild<QComboBox*>(u"credentialKindCombo"_s);
        kind->setCurrentIndex(kind->findData(int(ConnectionProfile::CredentialKind::OAuth)));
        type(dialog, u"tokenPathEdit"_s, tokenPath);
    }
    QCOMPARE(warning->isVisible(), warned);
    QCOMPARE(dialog->insecureUrlWarning().isEmpty(), !warned);
    if (warned)
        QVERIFY(warning->text().contains(u"unencrypted"_s));
    dialog->revertCurrent();
}

void TestConnectionProfileDialog::plainHttpConsentIsAskedOnce()
{
    // Plain http to a host that is not this computer (.invalid never resolves: nothing leaves).
    ConnectionProfile profile =
        ConnectionProfile::create(u"Office"_s, QUrl(u"http://mantyx-office.invalid:8080"_s));
    profile.setWorkspaceSlug(u"team"_s);
    QVERIFY(profile.save(*m_settings));
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->selectProfile(profile.id()));
    type(dialog, u"apiKeyEdit"_s, u"mantyx_office"_s);
    QVERIFY(dialog->findChild<QLabel*>(u"insecureUrlLabel"_s)->isVisible());
    QSignalSpy tested(dialog, &ConnectionProfileDialog::connectionTested);
    auto* test = dialog->findChild<QPushButton*>(u"testConnectionButton"_s);
    auto* outcome = dialog->findChild<QLabel*>(u"testOutcomeLabel"_s);

    {
        // Declined: nothing is tested, nothing remembered.
        MessageBoxAnswerer answer(QMessageBox::Cancel);
        QTest::mouseClick(test, Qt::LeftButton);
        QCOMPARE(answer.count, 1);
        QCOMPARE(answer.objectName, u"plainHttpConfirmation"_s);
        QVERIFY2(answer.text.contains(u"http://mantyx-office.invalid:8080"_s),
                 qPrintable(answer.text));
        QVERIFY(outcome->isVisible());
        QVERIFY2(outcome->text().contains(u"Nothing was sent"_s), qPrintable(outcome->text()));
        QTest::qWait(50);
        QCOMPARE(tested.count(), 0);
        QVERIFY(ConnectionProfile::load(*m_settings, profile.id())->needsPlainHttpConsent());
    }
    {
        // Agreed: tested, and the consent is kept with the saved profile.
        MessageBoxAnswerer answer(QMessageBox::Yes);
        QTest::mouseClick(test, Qt::LeftButton);
        QCOMPARE(answer.count, 1);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, kWaitMs);
        QCOMPARE(tested.at(0).at(0).value<ConnectionTestOutcome>().kind,
                 ConnectionTestOutcome::Kind::HostNotFound);
        QVERIFY(!ConnectionProfile::load(*m_settings, profile.id())->needsPlainHttpConsent());
        QVERIFY(settingsFile().contains("plainHttpConsent"));
    }
    {
        // Asked once: the next test goes ahead, in a dialog opened afresh too.
        MessageBoxAnswerer answer(QMessageBox::Cancel);
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, kWaitMs);
        dialog->revertCurrent(); // drops the typed key
        dialog = newDialog();
        QVERIFY(dialog->selectProfile(profile.id()));
        QSignalSpy again(dialog, &ConnectionProfileDialog::connectionTested);
        QTest::mouseClick(dialog->findChild<QPushButton*>(u"testConnectionButton"_s),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(again.count(), 1, kWaitMs);
        QCOMPARE(answer.count, 0);

        // Another address is asked about again.
        type(dialog, u"baseUrlEdit"_s, u"http://mantyx-other.invalid"_s);
        answer.answerWith(QMessageBox::Cancel);
        QTest::mouseClick(dialog->findChild<QPushButton*>(u"testConnectionButton"_s),
                          Qt::LeftButton);
        QCOMPARE(answer.count, 1);
        dialog->revertCurrent();
    }
}

void TestConnectionProfileDialog::signInShowsWhoAndSignOutRevokes()
{
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    type(dialog, u"nameEdit"_s, u"Sandbox via OAuth"_s);
    type(dialog, u"baseUrlEdit"_s, m_server->baseUrl().toString());
    auto* kind = dialog->findChild<QComboBox*>(u"credentialKindCombo"_s);
    kind->setCurrentIndex(kind->findData(int(ConnectionProfile::CredentialKind::OAuth)));
    type(dialog, u"clientIdEdit"_s, u"sandbox-inspector"_s);
    type(dialog, u"clientSecretEdit"_s, u"sandbox-secret"_s);
    QVERIFY(dialog->saveCurrent());
    const QString id = dialog->currentProfileId();
    QTRY_VERIFY_WITH_TIMEOUT(plaintextSecrets().value(SecretStore::keyFor(
                                 id, SecretStore::Kind::ClientSecret)) == u"sandbox-secret"_s,
                             kWaitMs);
    auto* account = dialog->findChild<QLabel*>(u"accountLabel"_s);
    auto* signInButton = dialog->findChild<QPushButton*>(u"signInButton"_s);
    auto* signOutButton = dialog->findChild<QPushButton*>(u"signOutButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(account->text(), u"Not signed in."_s, kWaitMs);
    QVERIFY(signInButton->isVisible() && signInButton->isEnabled());
    QVERIFY(!signOutButton->isEnabled());

    // Sign in: the browser is asked to open the server's authorization page.
    QSignalSpy signedIn(dialog, &ConnectionProfileDialog::signedIn);
    QTest::mouseClick(signInButton, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.opened.size(), 1, kWaitMs);
    const QUrl authorize = m_browser.opened.at(0);
    QCOMPARE(authorize.path(), u"/api/oauth/authorize"_s);
    QCOMPARE(authorize.port(), m_server->baseUrl().port());
    QVERIFY(dialog->isSigningIn());
    QVERIFY(account->text().contains(u"browser"_s));
    QVERIFY(followAuthorizePage(*m_nam, authorize, kWaitMs));
    QTRY_COMPARE_WITH_TIMEOUT(signedIn.count(), 1, kWaitMs);
    QCOMPARE(signedIn.at(0).at(0).toString(), u"Sandbox User <sandbox@example.invalid>"_s);
    QVERIFY2(account->text().startsWith(u"Signed in as Sandbox User <sandbox@example.invalid>."_s),
             qPrintable(account->text()));
    // The workspace comes with the sign-in.
    QCOMPARE(dialog->findChild<QLineEdit*>(u"workspaceEdit"_s)->text(), u"sandbox"_s);
    const QString refreshKey = SecretStore::keyFor(id, SecretStore::Kind::RefreshToken);
    QTRY_VERIFY_WITH_TIMEOUT(!plaintextSecrets().value(refreshKey).toString().isEmpty(), kWaitMs);
    const QString refreshToken = plaintextSecrets().value(refreshKey).toString();
    QVERIFY(signOutButton->isEnabled());

    // Test connection with the sign-in.
    const ConnectionTestOutcome o = clickTest(dialog);
    QCOMPARE(o.kind, ConnectionTestOutcome::Kind::Ok);
    QVERIFY2(dialog->findChild<QLabel*>(u"testOutcomeLabel"_s)
                 ->text()
                 .contains(u"Signed in as Sandbox User"_s),
             qPrintable(o.summary));
    QVERIFY(dialog->saveCurrent()); // the slug
    if (const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QVERIFY(clickTest(dialog).isOk());
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(dir + u"/connection-dialog-oauth.png"_s));
    }

    // No secret in the settings file; all of them in the store.
    const QByteArray ini = settingsFile();
    QVERIFY(ini.contains("sandbox-inspector"));
    QVERIFY(!ini.contains("sandbox-secret"));
    QVERIFY(!ini.contains(refreshToken.toUtf8()));
    QVERIFY(!ini.contains("mantyx_at_"));

    // A dialog opened afresh knows the stored sign-in, and tests with it (a refresh first).
    dialog = newDialog();
    QVERIFY(dialog->selectProfile(id));
    account = dialog->findChild<QLabel*>(u"accountLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(account->text().startsWith(u"Signed in"_s), kWaitMs);
    QCOMPARE(clickTest(dialog).kind, ConnectionTestOutcome::Kind::Ok);

    // Sign out: revoked on the server, forgotten here.
    QSignalSpy signedOut(dialog, &ConnectionProfileDialog::signedOut);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"signOutButton"_s), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(signedOut.count(), 1, kWaitMs);
    QCOMPARE(signedOut.at(0).at(0).toBool(), true);
    QVERIFY2(account->text().contains(u"revoked"_s), qPrintable(account->text()));
    QTRY_VERIFY_WITH_TIMEOUT(!plaintextSecrets().contains(refreshKey), kWaitMs);
    QVERIFY(!dialog->findChild<QPushButton*>(u"signOutButton"_s)->isEnabled());
    QNetworkRequest token(m_server->baseUrl().resolved(QUrl(u"/api/oauth/token"_s)));
    token.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded"_ba);
    QNetworkReply* refresh = m_nam->post(
        token, "grant_type=refresh_token&client_id=sandbox-inspector&client_secret=sandbox-secret"
               "&refresh_token=" +
                   QUrl::toPercentEncoding(refreshToken));
    QVERIFY(QTest::qWaitFor([refresh] { return refresh->isFinished(); }, kWaitMs));
    QCOMPARE(refresh->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 400);
    QVERIFY(refresh->readAll().contains("invalid_grant"));
    refresh->deleteLater();
    // Not signed in any more: Test connection says so.
    const ConnectionTestOutcome after = clickTest(dialog);
    QCOMPARE(after.kind, ConnectionTestOutcome::Kind::MissingCredential);
    QVERIFY(after.summary.contains(u"sign in first"_s));
}

// Without a keychain, secrets go to the plain-text file only once the user allowed it in the
// dialog (after a warning); the choice is a setting every window's store starts from.
void TestConnectionProfileDialog::plaintextFileIsTheUsersChoice()
{
    m_secrets->setPlaintextFallbackEnabled(false);
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    auto* allow = dialog->findChild<QCheckBox*>(u"plaintextSecretsCheck"_s);
    QVERIFY(allow);
    QVERIFY(allow->isEnabled());
    QVERIFY(!allow->isChecked());
    QVERIFY(
        allow->toolTip().contains(QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())));

    // No keychain, no consent: the key is not kept anywhere, and the dialog says why.
    fillKeyProfile(dialog, u"No keychain"_s, m_server->baseUrl().toString(), u"sandbox"_s,
                   u"mantyx_key_one"_s);
    QVERIFY(dialog->saveCurrent());
    const QString id = dialog->currentProfileId();
    auto* status = dialog->findChild<QLabel*>(u"secretStatusLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(u"The API key was not saved:"_s), kWaitMs);
    QVERIFY2(status->text().contains(u"Manage…"_s), qPrintable(status->text()));
    QVERIFY(plaintextSecrets().isEmpty());
    QVERIFY(!settingsFile().contains("mantyx_key_one"));

    // Declining the warning leaves it off.
    {
        MessageBoxAnswerer answer(QMessageBox::No);
        allow->click();
        QTRY_COMPARE(answer.count, 1);
        QVERIFY2(answer.text.contains(QDir::toNativeSeparators(m_secrets->plaintextFallbackPath())),
                 qPrintable(answer.text));
    }
    QVERIFY(!allow->isChecked());
    QVERIFY(!m_secrets->isPlaintextFallbackEnabled());
    QVERIFY(!m_settings->contains(SecretStore::plaintextFallbackSettingsKey()));

    // Agreeing turns it on for this store and, through the setting, for the next window.
    {
        MessageBoxAnswerer answer(QMessageBox::Yes);
        allow->click();
        QTRY_COMPARE(answer.count, 1);
    }
    QVERIFY(allow->isChecked());
    QVERIFY(m_secrets->isPlaintextFallbackEnabled());
    QCOMPARE(m_settings->value(SecretStore::plaintextFallbackSettingsKey()).toBool(), true);
    type(dialog, u"apiKeyEdit"_s, u"mantyx_key_two"_s);
    QVERIFY(dialog->saveCurrent());
    QTRY_COMPARE_WITH_TIMEOUT(
        plaintextSecrets().value(SecretStore::keyFor(id, SecretStore::Kind::ApiKey)).toString(),
        u"mantyx_key_two"_s, kWaitMs);
    QTRY_VERIFY(status->text().contains(u"plain text"_s));
    QVERIFY(!settingsFile().contains("mantyx_key_two"));
    {
        // What the app gives its window at the next start.
        TestServices services(m_settings.get());
        QVERIFY(services.secrets().isPlaintextFallbackEnabled());
    }

    // Turning it off asks nothing.
    {
        MessageBoxAnswerer answer(QMessageBox::No);
        allow->click();
        QTest::qWait(50);
        QCOMPARE(answer.count, 0);
    }
    QVERIFY(!m_secrets->isPlaintextFallbackEnabled());
    QCOMPARE(m_settings->value(SecretStore::plaintextFallbackSettingsKey()).toBool(), false);
    TestServices services(m_settings.get());
    QVERIFY(!services.secrets().isPlaintextFallbackEnabled());
}

void TestConnectionProfileDialog::screenshot()
{
    // Set MANTYX_SCREENSHOT_DIR to keep the picture.
    ConnectionProfile other =
        ConnectionProfile::create(u"Production"_s, QUrl(u"https://mantyx.example.com"_s));
    other.setWorkspaceSlug(u"acme"_s);
    QVERIFY(other.save(*m_settings));
    ConnectionProfileDialog* dialog = newDialog();
    QVERIFY(dialog);
    dialog->resize(860, 560);
    fillKeyProfile(dialog, u"Local sandbox"_s, m_server->baseUrl().toString(), u"sandbox"_s,
                   u"mantyx_sandbox_key"_s);
    QVERIFY(dialog->saveCurrent());
    QTRY_VERIFY_WITH_TIMEOUT(
        !dialog->findChild<QLabel*>(u"secretStatusLabel"_s)->text().contains(u"Saving"_s), kWaitMs);
    QCOMPARE(clickTest(dialog).kind, ConnectionTestOutcome::Kind::Ok);
    QTest::qWait(50);
    const QPixmap picture = dialog->grab();
    QVERIFY(!picture.isNull());
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(picture.save(dir + u"/connection-dialog.png"_s));
}

QTEST_MAIN(TestConnectionProfileDialog)
#include "tst_connectionprofiledialog.moc"
