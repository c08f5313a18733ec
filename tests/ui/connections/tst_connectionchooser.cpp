// SPDX-License-Identifier: MIT
// Tests ConnectionChooser and ConnectionProfileDialog offscreen, against a temporary settings
// file and a SecretStore whose keychain is unreachable on purpose (its session bus points at a
// socket nobody listens on): the sandbox default, choosing and remembering profiles, the form's
// inline problems and plain-http warning, API keys going to the store (its plain-text fallback,
// with the warning) and never to the settings, edits and removals reaching the chooser, and a
// removed profile taking its local handler set and that set's credentials with it.
#include <algorithm>
#include <optional>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include "client/connectionservice.h"
#include "connections/connectionchooser.h"
#include "connections/connectionprofiledialog.h"
#include "localtools/localhandlerset.h"
#include "secrets/secretstore.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

// Before QApplication and before QtKeychain first looks for a backend: no keychain answers,
// so nothing this test stores can reach the developer's real keyring.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-connectionchooser");
    return true;
}();

class PrefixTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* sourceText, const char* = nullptr,
                      int = -1) const override
    {
        return u"[xx] "_s + QString::fromUtf8(sourceText);
    }
};

// Answers the next message box with `button` once it shows up.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start();
}

// Answers every message box that shows up with `button` and counts them, until destroyed.
class MessageBoxAnswerer final
{
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button)
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box == m_last)
                return;
            m_last = box;
            ++count;
            text = box->text();
            box->button(button)->click();
        });
        m_timer.start();
    }
    int count = 0;
    QString text;

private:
    QTimer m_timer;
    QPointer<QMessageBox> m_last;
};

} // namespace

class TestConnectionChooser final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void sandboxIsTheDefault();
    void listsAndChoosesProfiles();
    void remembersTheChoice();
    void forgottenProfileFallsBackToSandbox();
    void formProblems_data();
    void formProblems();
    void insecureUrl_data();
    void insecureUrl();
    void addProfileWithKeyInPlaintextFallback();
    void keyWithoutKeychainOrFallbackFails();
    void editingTheChosenProfileUpdatesTheChoice();
    void removeProfileAndItsKey();
    void removeProfileForgetsItsLocalHandlers();
    void revertNewProfile();
    void closingWithChangesAsks();
    void plainHttpProfileIsChosenOnlyWithConsent();
    void rememberedPlainHttpProfileWithoutConsentIsNotUsed();
    void chosenProfileEditedToPlainHttpAsks();
    void languageChange();
    void screenshot();

private:
    ConnectionProfile saveProfile(const QString& name, const QString& url, const QString& slug);
    ConnectionProfileDialog* openDialog(ConnectionChooser& chooser);
    void fillForm(ConnectionProfileDialog* dialog, const QString& name, const QString& url,
                  const QString& slug, const QString& key = QString());
    QString waitForSecretStatus(ConnectionProfileDialog* dialog, const QString& notThis = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<ConnectionService> m_connection;
};

void TestConnectionChooser::initTestCase()
{
    QVERIFY(kNoSessionBus);
}

void TestConnectionChooser::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_secrets = std::make_unique<SecretStore>();
    m_secrets->setPlaintextFallbackEnabled(true);
    m_secrets->setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
    m_network = std::make_unique<QNetworkAccessManager>();
    m_connection = std::make_unique<ConnectionService>(*m_network, *m_secrets);
}

void TestConnectionChooser::cleanup()
{
    m_connection.reset();
    m_network.reset();
    m_secrets.reset();
    m_settings.reset();
    m_dir.reset();
}

ConnectionProfile TestConnectionChooser::saveProfile(const QString& name, const QString& url,
                                                     const QString& slug)
{
    ConnectionProfile p = ConnectionProfile::create(name, QUrl(url));
    p.setWorkspaceSlug(slug);
    if (!p.save(*m_settings))
        qFatal("could not save a profile");
    return p;
}

ConnectionProfileDialog* TestConnectionChooser::openDialog(ConnectionChooser& chooser)
{
    auto* button = chooser.findChild<QPushButton*>(u"manageConnectionsButton"_s);
    if (!button)
        return nullptr;
    QTest::mouseClick(button, Qt::LeftButton);
    // A dialog closed before is deleted later: take the one on screen.
    ConnectionProfileDialog* dialog = nullptr;
    for (auto* d : chooser.findChildren<ConnectionProfileDialog*>()) {
        if (d->isVisible())
            dialog = d;
    }
    if (dialog && !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

void TestConnectionChooser::fillForm(ConnectionProfileDialog* dialog, const QString& name,
                                     const QString& url, const QString& slug, const QString& key)
{
    const auto type = [&](const char* objectName, const QString& text) {
        auto* edit = dialog->findChild<QLineEdit*>(QString::fromLatin1(objectName));
        QVERIFY2(edit, objectName);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, text);
    };
    type("nameEdit", name);
    type("baseUrlEdit", url);
    type("workspaceEdit", slug);
    type("apiKeyEdit", key);
}

QString TestConnectionChooser::waitForSecretStatus(ConnectionProfileDialog* dialog,
                                                   const QString& notThis)
{
    auto* label = dialog->findChild<QLabel*>(u"secretStatusLabel"_s);
    const bool done = QTest::qWaitFor(
        [&] { return !label->text().isEmpty() && label->text() != notThis; }, 30000);
    return done ? label->text() : QString();
}

void TestConnectionChooser::sandboxIsTheDefault()
{
    ConnectionChooser chooser(*m_settings, *m_connection);
    auto* combo = chooser.findChild<QComboBox*>(u"connectionCombo"_s);
    QVERIFY(combo);
    QCOMPARE(combo->count(), 1);
    QCOMPARE(combo->currentText(), u"Sandbox (built-in)"_s);
    QVERIFY(chooser.isSandbox());
    QVERIFY(chooser.currentChoice().isSandbox);
    QVERIFY(chooser.findChild<QPushButton*>(u"manageConnectionsButton"_s));
}

void TestConnectionChooser::listsAndChoosesProfiles()
{
    const ConnectionProfile zeta = saveProfile(u"Zeta"_s, u"https://z.example"_s, u"z"_s);
    const ConnectionProfile alpha = saveProfile(u"Alpha"_s, u"https://a.example"_s, u"a"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    auto* combo = chooser.findChild<QComboBox*>(u"connectionCombo"_s);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemText(0), u"Sandbox (built-in)"_s); // first, whatever the names
    QCOMPARE(combo->itemText(1), u"Alpha"_s);
    QCOMPARE(combo->itemText(2), u"Zeta"_s);
    QVERIFY(combo->itemData(2, Qt::ToolTipRole).toString().contains(u"z.example"_s));

    QSignalSpy chosen(&chooser, &ConnectionChooser::connectionChosen);
    combo->setCurrentIndex(2);
    QCOMPARE(chosen.count(), 1);
    const auto choice = chosen.at(0).at(0).value<ConnectionChoice>();
    QVERIFY(!choice.isSandbox);
    QCOMPARE(choice.profile, zeta);
    QCOMPARE(chooser.currentChoice().profile.id(), zeta.id());

    QVERIFY(chooser.selectProfile(alpha.id()));
    QCOMPARE(chosen.count(), 2);
    QCOMPARE(chosen.at(1).at(0).value<ConnectionChoice>().profile, alpha);
    QVERIFY(!chooser.selectProfile(u"unknown"_s));
    QCOMPARE(chosen.count(), 2);

    chooser.selectSandbox();
    QCOMPARE(chosen.count(), 3);
    QVERIFY(chosen.at(2).at(0).value<ConnectionChoice>().isSandbox);
    chooser.selectSandbox(); // no change, no signal
    QCOMPARE(chosen.count(), 3);
}

void TestConnectionChooser::remembersTheChoice()
{
    const ConnectionProfile p = saveProfile(u"Prod"_s, u"https://p.example"_s, u"p"_s);
    {
        ConnectionChooser chooser(*m_settings, *m_connection);
        QVERIFY(chooser.selectProfile(p.id()));
    }
    QCOMPARE(m_settings->value(ConnectionChooser::currentChoiceKey()).toString(), p.id());
    ConnectionChooser again(*m_settings, *m_connection);
    QVERIFY(!again.isSandbox());
    QCOMPARE(again.currentChoice().profile, p);
    QCOMPARE(again.findChild<QComboBox*>(u"connectionCombo"_s)->currentText(), u"Prod"_s);
    again.selectSandbox();
    QCOMPARE(m_settings->value(ConnectionChooser::currentChoiceKey()).toString(), QString());
}

void TestConnectionChooser::forgottenProfileFallsBackToSandbox()
{
    m_settings->setValue(ConnectionChooser::currentChoiceKey(), u"gone"_s);
    saveProfile(u"Other"_s, u"https://o.example"_s, u"o"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    QVERIFY(chooser.isSandbox());
}

void TestConnectionChooser::formProblems_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("slug");
    QTest::addColumn<bool>("canSave");
    QTest::addColumn<QString>("messageLabel"); // the problem shows beside its field
    QTest::addColumn<QString>("problemWord");

    QTest::newRow("complete") << u"Prod"_s << u"https://mantyx.example.com"_s << u"acme"_s << true
                              << QString() << QString();
    QTest::newRow("no name") << QString() << u"https://mantyx.example.com"_s << u"acme"_s << false
                             << u"nameMessage"_s << u"name"_s;
    QTest::newRow("no scheme") << u"P"_s << u"mantyx.example.com"_s << u"acme"_s << false
                               << u"baseUrlMessage"_s << u"http"_s;
    QTest::newRow("not http") << u"P"_s << u"ftp://mantyx.example.com"_s << u"acme"_s << false
                              << u"baseUrlMessage"_s << u"http"_s;
    QTest::newRow("no workspace") << u"P"_s << u"https://mantyx.example.com"_s << QString() << false
                                  << u"workspaceMessage"_s << u"workspace"_s;
    QTest::newRow("bad workspace") << u"P"_s << u"https://mantyx.example.com"_s << u"a/b"_s << false
                                   << u"workspaceMessage"_s << u"workspace"_s;
}

void TestConnectionChooser::formProblems()
{
    QFETCH(QString, name);
    QFETCH(QString, url);
    QFETCH(QString, slug);
    QFETCH(bool, canSave);
    QFETCH(QString, messageLabel);
    QFETCH(QString, problemWord);

    ConnectionChooser chooser(*m_settings, *m_connection);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    fillForm(dialog, name, url, slug);
    auto* save = dialog->findChild<QPushButton*>(u"saveProfileButton"_s);
    auto* ok = dialog->findChild<QPushButton*>(u"okButton"_s);
    QVERIFY(save && ok);
    QCOMPARE(save->isEnabled(), canSave);
    QCOMPARE(ok->isEnabled(), canSave); // OK waits for a valid form
    QCOMPARE(dialog->problems().isEmpty(), canSave);
    const QStringList labels{u"nameMessage"_s, u"baseUrlMessage"_s, u"workspaceMessage"_s};
    for (const QString& label : labels) {
        auto* message = dialog->findChild<QLabel*>(label);
        QVERIFY2(message, qPrintable(label));
        QCOMPARE(message->isVisible(), label == messageLabel);
        if (label == messageLabel)
            QVERIFY2(message->text().contains(problemWord, Qt::CaseInsensitive),
                     qPrintable(message->text()));
    }
    if (!canSave) {
        QVERIFY(!dialog->saveCurrent());
        QVERIFY(ConnectionProfile::loadAll(*m_settings).isEmpty());
    }
    // While the form has changes, the list waits.
    QVERIFY(!dialog->findChild<QListWidget*>(u"profileList"_s)->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton*>(u"addProfileButton"_s)->isEnabled());
    dialog->revertCurrent();
    dialog->close();
}

void TestConnectionChooser::insecureUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("insecure");
    QTest::newRow("https") << u"https://mantyx.example.com"_s << false;
    QTest::newRow("http remote") << u"http://mantyx.example.com"_s << true;
    QTest::newRow("http LAN address") << u"http://192.168.1.20:8080"_s << true;
    QTest::newRow("http 127.0.0.1") << u"http://127.0.0.1:8931"_s << false;
    QTest::newRow("http 127.1.2.3") << u"http://127.1.2.3"_s << false;
    QTest::newRow("http localhost") << u"http://localhost:3000"_s << false;
    QTest::newRow("http LOCALHOST") << u"http://LOCALHOST:3000"_s << false;
    QTest::newRow("http *.localhost") << u"http://api.localhost"_s << false;
    QTest::newRow("http [::1]") << u"http://[::1]:8080"_s << false;
    QTest::newRow("http [::2]") << u"http://[::2]:8080"_s << true;
}

void TestConnectionChooser::insecureUrl()
{
    QFETCH(QString, url);
    QFETCH(bool, insecure);
    QCOMPARE(ConnectionProfileDialog::isInsecureUrl(QUrl(url)), insecure);

    ConnectionProfileDialog dialog(*m_settings, *m_connection);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.addProfile();
    fillForm(&dialog, u"Name"_s, url, u"ws"_s);
    auto* warning = dialog.findChild<QLabel*>(u"insecureUrlLabel"_s);
    QVERIFY(warning);
    QCOMPARE(warning->isVisible(), insecure);
    QCOMPARE(dialog.insecureUrlWarning().isEmpty(), !insecure);
    // A warning, not a problem: it can still be saved.
    QVERIFY(dialog.findChild<QPushButton*>(u"saveProfileButton"_s)->isEnabled());
}

void TestConnectionChooser::addProfileWithKeyInPlaintextFallback()
{
    ConnectionChooser chooser(*m_settings, *m_connection);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    QSignalSpy saved(dialog, &ConnectionProfileDialog::profileSaved);
    QSignalSpy stored(m_secrets.get(), &SecretStore::secretStored);
    QSignalSpy plaintext(m_secrets.get(), &SecretStore::secretStoredInPlaintext);
    const QString key = u"mantyx_test_key_4f1c9e"_s;

    QTest::mouseClick(dialog->findChild<QPushButton*>(u"addProfileButton"_s), Qt::LeftButton);
    fillForm(dialog, u"Staging"_s, u"https://staging.example.com"_s, u"acme"_s, key);
    auto* keyEdit = dialog->findChild<QLineEdit*>(u"apiKeyEdit"_s);
    QCOMPARE(keyEdit->echoMode(), QLineEdit::Password);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"saveProfileButton"_s), Qt::LeftButton);
    QCOMPARE(saved.count(), 1);
    const QString id = saved.at(0).at(0).toString();
    QVERIFY(ConnectionProfile::isValidId(id));

    // The key went to the store — the plain-text fallback, as no keychain answers — and the
    // dialog says so visibly.
    const QString status = waitForSecretStatus(dialog, dialog->tr("Saving the API key…"));
    QVERIFY2(status.contains(u"plain text"_s), qPrintable(status));
    QVERIFY(dialog->findChild<QLabel*>(u"secretStatusLabel"_s)->isVisible());
    QCOMPARE(stored.count(), 1);
    QCOMPARE(stored.at(0).at(0).toString(), id);
    QCOMPARE(stored.at(0).at(2).toBool(), true);
    QCOMPARE(plaintext.count(), 1);
    QVERIFY(keyEdit->text().isEmpty()); // not kept in the form

    QFile secretsFile(m_secrets->plaintextFallbackPath());
    QVERIFY(secretsFile.open(QIODevice::ReadOnly));
    QVERIFY(secretsFile.readAll().contains(key.toUtf8()));
    // …and never into the settings.
    m_settings->sync();
    QFile settingsFile(m_settings->fileName());
    QVERIFY(settingsFile.open(QIODevice::ReadOnly));
    const QByteArray ini = settingsFile.readAll();
    QVERIFY(ini.contains("Staging"));
    QVERIFY(!ini.contains(key.toUtf8()));

    // The chooser lists it at once.
    auto* combo = chooser.findChild<QComboBox*>(u"connectionCombo"_s);
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->itemText(1), u"Staging"_s);
    QVERIFY(chooser.isSandbox()); // adding does not switch

    // Showing the profile again reports the stored key without revealing it.
    dialog->close();
    dialog = openDialog(chooser);
    QVERIFY(dialog);
    QVERIFY(dialog->selectProfile(id));
    const QString again = waitForSecretStatus(dialog);
    QVERIFY2(again.contains(u"plain text"_s), qPrintable(again));
    QVERIFY(!again.contains(key));
    QVERIFY(dialog->findChild<QLineEdit*>(u"apiKeyEdit"_s)->text().isEmpty());
    QVERIFY(!dialog->isDirty());
    dialog->close();
}

void TestConnectionChooser::keyWithoutKeychainOrFallbackFails()
{
    m_secrets->setPlaintextFallbackEnabled(false);
    ConnectionProfileDialog dialog(*m_settings, *m_connection);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy failed(m_secrets.get(), &SecretStore::operationFailed);
    QSignalSpy stored(m_secrets.get(), &SecretStore::secretStored);
    dialog.addProfile();
    fillForm(&dialog, u"Prod"_s, u"https://prod.example.com"_s, u"acme"_s, u"mantyx_k"_s);
    QVERIFY(dialog.saveCurrent());
    const QString status = waitForSecretStatus(&dialog, dialog.tr("Saving the API key…"));
    QVERIFY2(status.contains(u"not saved"_s), qPrintable(status));
    QVERIFY2(status.contains(u"keychain"_s), qPrintable(status));
    QVERIFY(failed.count() >= 1); // the store (and the read of the saved profile's key)
    QCOMPARE(failed.last().at(3).toString().isEmpty(), false);
    QCOMPARE(stored.count(), 0);
    QVERIFY(!QFile::exists(m_secrets->plaintextFallbackPath()));
    // The profile itself is saved.
    QCOMPARE(ConnectionProfile::loadAll(*m_settings).size(), 1);
}

void TestConnectionChooser::editingTheChosenProfileUpdatesTheChoice()
{
    const ConnectionProfile p = saveProfile(u"Prod"_s, u"https://prod.example.com"_s, u"acme"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    QVERIFY(chooser.selectProfile(p.id()));
    QSignalSpy chosen(&chooser, &ConnectionChooser::connectionChosen);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    QCOMPARE(dialog->currentProfileId(), p.id()); // opens on the chosen profile
    auto* name = dialog->findChild<QLineEdit*>(u"nameEdit"_s);
    QCOMPARE(name->text(), u"Prod"_s);
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, u"Production"_s);
    QVERIFY(dialog->isDirty());
    QVERIFY(!dialog->findChild<QListWidget*>(u"profileList"_s)->isEnabled());
    QVERIFY(dialog->saveCurrent());
    QVERIFY(!dialog->isDirty());
    QCOMPARE(chosen.count(), 1);
    const auto choice = chosen.at(0).at(0).value<ConnectionChoice>();
    QCOMPARE(choice.profile.id(), p.id());
    QCOMPARE(choice.profile.name(), u"Production"_s);
    QCOMPARE(chooser.findChild<QComboBox*>(u"connectionCombo"_s)->currentText(), u"Production"_s);
    dialog->close();
}

void TestConnectionChooser::removeProfileAndItsKey()
{
    const ConnectionProfile keep = saveProfile(u"Keep"_s, u"https://k.example"_s, u"k"_s);
    const ConnectionProfile drop = saveProfile(u"Drop"_s, u"https://d.example"_s, u"d"_s);
    bool storedOk = false;
    m_secrets->store(drop.id(), SecretStore::Kind::ApiKey, u"mantyx_drop"_s, this,
                     [&](const SecretStore::Result& r) { storedOk = r.ok(); });
    QTRY_VERIFY_WITH_TIMEOUT(storedOk, 30000);

    ConnectionChooser chooser(*m_settings, *m_connection);
    QVERIFY(chooser.selectProfile(drop.id()));
    QSignalSpy chosen(&chooser, &ConnectionChooser::connectionChosen);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    QCOMPARE(dialog->currentProfileId(), drop.id());
    QSignalSpy removed(dialog, &ConnectionProfileDialog::profileRemoved);
    QSignalSpy secretRemoved(m_secrets.get(), &SecretStore::secretRemoved);
    answerNextMessageBox(QMessageBox::Yes);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"removeProfileButton"_s), Qt::LeftButton);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(0).toString(), drop.id());
    QVERIFY(!ConnectionProfile::load(*m_settings, drop.id()).has_value());
    QVERIFY(ConnectionProfile::load(*m_settings, keep.id()).has_value());
    // Its secrets are removed too (all three kinds are asked for).
    QTRY_COMPARE_WITH_TIMEOUT(secretRemoved.count(), 3, 30000);
    QFile secretsFile(m_secrets->plaintextFallbackPath());
    QVERIFY(!secretsFile.open(QIODevice::ReadOnly) || !secretsFile.readAll().contains("mantyx_"));
    // The chooser falls back to the sandbox and says so.
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.at(0).at(0).value<ConnectionChoice>().isSandbox);
    QCOMPARE(chooser.findChild<QComboBox*>(u"connectionCombo"_s)->count(), 2);
    dialog->close();

    // Cancelling the question removes nothing.
    dialog = openDialog(chooser);
    QVERIFY(dialog->selectProfile(keep.id()));
    answerNextMessageBox(QMessageBox::Cancel);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"removeProfileButton"_s), Qt::LeftButton);
    QVERIFY(ConnectionProfile::load(*m_settings, keep.id()).has_value());
    dialog->close();
}

void TestConnectionChooser::removeProfileForgetsItsLocalHandlers()
{
    const ConnectionProfile keep = saveProfile(u"Keep"_s, u"https://k.example"_s, u"k"_s);
    const ConnectionProfile drop = saveProfile(u"Drop"_s, u"https://d.example"_s, u"d"_s);
    const auto handlersWith = [](const QString& headerValue) {
        LocalHandlerSet set;
        set.a2aPeers.append({u"helper"_s,
                             QUrl(u"https://peer.example"_s),
                             {},
                             {{u"Authorization"_s, headerValue}}});
        return set;
    };
    const QString keepSecret = u"Bearer keep-5c1e"_s;
    const QString dropSecret = u"Bearer drop-93ab"_s;
    int saved = 0;
    const auto countSaved = [&saved](const SecretStore::Result& r) { saved += r.ok() ? 1 : 0; };
    QVERIFY(
        handlersWith(keepSecret).save(*m_settings, keep.id(), m_secrets.get(), this, countSaved));
    QVERIFY(
        handlersWith(dropSecret).save(*m_settings, drop.id(), m_secrets.get(), this, countSaved));
    QTRY_COMPARE_WITH_TIMEOUT(saved, 2, 30000);
    const auto groups = [this] {
        m_settings->beginGroup(u"localHandlers"_s);
        const QStringList out = m_settings->childGroups();
        m_settings->endGroup();
        return out;
    };
    QCOMPARE(groups().size(), 2);
    const auto secretsFileText = [this] {
        QFile file(m_secrets->plaintextFallbackPath());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QVERIFY(secretsFileText().contains(dropSecret.toUtf8()));

    ConnectionChooser chooser(*m_settings, *m_connection);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    QVERIFY(dialog->selectProfile(drop.id()));
    QSignalSpy secretRemoved(m_secrets.get(), &SecretStore::secretRemoved);
    answerNextMessageBox(QMessageBox::Yes);
    QTest::mouseClick(dialog->findChild<QPushButton*>(u"removeProfileButton"_s), Qt::LeftButton);
    QVERIFY(!ConnectionProfile::load(*m_settings, drop.id()).has_value());

    // The set is gone from the settings (read back from the file too), the other one stays.
    QCOMPARE(groups(), QStringList{keep.id()});
    m_settings->sync();
    QSettings onDisk(m_settings->fileName(), QSettings::IniFormat);
    onDisk.beginGroup(u"localHandlers"_s);
    QCOMPARE(onDisk.childGroups(), QStringList{keep.id()});
    // Its credentials are gone from the store; the kept profile's are still there.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(secretRemoved.cbegin(), secretRemoved.cend(),
                                         [&](const QList<QVariant>& args) {
                                             return args.at(0).toString() ==
                                                    LocalHandlerSet::secretProfileId(drop.id());
                                         }),
                             30000);
    QVERIFY(!secretsFileText().contains(dropSecret.toUtf8()));
    QVERIFY(secretsFileText().contains(keepSecret.toUtf8()));
    std::optional<LocalHandlerSet> kept;
    LocalHandlerSet::load(*m_settings, keep.id(), m_secrets.get(), this,
                          [&kept](const LocalHandlerSet& set, const SecretStore::Result& r) {
                              if (r.ok())
                                  kept = set;
                          });
    QTRY_VERIFY_WITH_TIMEOUT(kept.has_value(), 30000);
    QCOMPARE(*kept, handlersWith(keepSecret));
    dialog->close();
}

void TestConnectionChooser::revertNewProfile()
{
    saveProfile(u"Only"_s, u"https://o.example"_s, u"o"_s);
    ConnectionProfileDialog dialog(*m_settings, *m_connection);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* list = dialog.findChild<QListWidget*>(u"profileList"_s);
    QCOMPARE(list->count(), 1);
    dialog.addProfile();
    QCOMPARE(list->count(), 2);
    QVERIFY(dialog.currentProfileId().isEmpty());
    fillForm(&dialog, u"Half"_s, u"https://h"_s, QString());
    QTest::mouseClick(dialog.findChild<QPushButton*>(u"revertProfileButton"_s), Qt::LeftButton);
    QCOMPARE(list->count(), 1);
    QVERIFY(!dialog.isDirty());
    QVERIFY(list->isEnabled());
    QCOMPARE(dialog.profiles().size(), 1);
}

void TestConnectionChooser::closingWithChangesAsks()
{
    const ConnectionProfile p = saveProfile(u"P"_s, u"https://p.example"_s, u"p"_s);
    ConnectionProfileDialog dialog(*m_settings, *m_connection);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.selectProfile(p.id()));
    auto* name = dialog.findChild<QLineEdit*>(u"nameEdit"_s);
    name->setFocus();
    name->end(false);
    QTest::keyClicks(name, u"2"_s);
    // Cancel keeps the dialog open with the edit.
    answerNextMessageBox(QMessageBox::Cancel);
    dialog.reject();
    QVERIFY(dialog.isVisible());
    QCOMPARE(name->text(), u"P2"_s);
    // Save saves and closes.
    answerNextMessageBox(QMessageBox::Save);
    QTest::mouseClick(
        dialog.findChild<QDialogButtonBox*>(u"buttonBox"_s)->button(QDialogButtonBox::Close),
        Qt::LeftButton);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(ConnectionProfile::load(*m_settings, p.id())->name(), u"P2"_s);
}

void TestConnectionChooser::plainHttpProfileIsChosenOnlyWithConsent()
{
    const ConnectionProfile safe = saveProfile(u"Cloud"_s, u"https://c.example"_s, u"c"_s);
    const ConnectionProfile plain = saveProfile(u"Office"_s, u"http://10.0.0.7:8080"_s, u"o"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    chooser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chooser));
    QVERIFY(chooser.selectProfile(safe.id()));
    auto* combo = chooser.findChild<QComboBox*>(u"connectionCombo"_s);
    QSignalSpy chosen(&chooser, &ConnectionChooser::connectionChosen);
    QSignalSpy declined(&chooser, &ConnectionChooser::plainHttpDeclined);
    {
        // Declined: back to the profile in use, nothing emitted but the refusal.
        MessageBoxAnswerer answer(QMessageBox::Cancel);
        combo->setCurrentIndex(combo->findData(plain.id()));
        QCOMPARE(answer.count, 1);
        QVERIFY2(answer.text.contains(u"http://10.0.0.7:8080"_s), qPrintable(answer.text));
    }
    QCOMPARE(declined.count(), 1);
    QCOMPARE(declined.at(0).at(0).toString(), plain.id());
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(combo->currentText(), u"Cloud"_s);
    QCOMPARE(chooser.currentChoice().profile.id(), safe.id());
    QVERIFY(ConnectionProfile::load(*m_settings, plain.id())->needsPlainHttpConsent());
    {
        MessageBoxAnswerer answer(QMessageBox::Yes);
        QVERIFY(chooser.selectProfile(plain.id()));
        QCOMPARE(answer.count, 1);
    }
    QCOMPARE(chosen.count(), 1);
    const auto choice = chosen.at(0).at(0).value<ConnectionChoice>();
    QCOMPARE(choice.profile.id(), plain.id());
    QVERIFY(!choice.profile.needsPlainHttpConsent());
    // Remembered with the profile: no question next time, nor in a new chooser.
    QVERIFY(!ConnectionProfile::load(*m_settings, plain.id())->needsPlainHttpConsent());
    {
        MessageBoxAnswerer answer(QMessageBox::Cancel);
        chooser.selectSandbox();
        QVERIFY(chooser.selectProfile(plain.id()));
        ConnectionChooser again(*m_settings, *m_connection);
        QCOMPARE(again.currentChoice().profile.id(), plain.id());
        QTest::qWait(30);
        QCOMPARE(answer.count, 0);
    }
    QCOMPARE(chosen.count(), 3);
}

void TestConnectionChooser::rememberedPlainHttpProfileWithoutConsentIsNotUsed()
{
    const ConnectionProfile plain = saveProfile(u"Office"_s, u"http://10.0.0.7"_s, u"o"_s);
    m_settings->setValue(ConnectionChooser::currentChoiceKey(), plain.id());
    ConnectionChooser chooser(*m_settings, *m_connection);
    QVERIFY(chooser.isSandbox());
}

void TestConnectionChooser::chosenProfileEditedToPlainHttpAsks()
{
    const ConnectionProfile p = saveProfile(u"Prod"_s, u"https://prod.example.com"_s, u"acme"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    QVERIFY(chooser.selectProfile(p.id()));
    QSignalSpy chosen(&chooser, &ConnectionChooser::connectionChosen);
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    auto* url = dialog->findChild<QLineEdit*>(u"baseUrlEdit"_s);
    url->setFocus();
    url->selectAll();
    QTest::keyClicks(url, u"http://prod.example.com"_s);
    {
        MessageBoxAnswerer answer(QMessageBox::Cancel);
        QVERIFY(dialog->saveCurrent());
        QCOMPARE(answer.count, 1);
    }
    // Not agreed: the sandbox is used instead.
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.at(0).at(0).value<ConnectionChoice>().isSandbox);
    QVERIFY(chooser.isSandbox());
    dialog->close();
}

void TestConnectionChooser::languageChange()
{
    ConnectionChooser chooser(*m_settings, *m_connection);
    chooser.show();
    auto* combo = chooser.findChild<QComboBox*>(u"connectionCombo"_s);
    auto* manage = chooser.findChild<QPushButton*>(u"manageConnectionsButton"_s);
    const QString manageText = manage->text();
    PrefixTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(combo->itemText(0), u"[xx] Sandbox (built-in)"_s);
    QCOMPARE(manage->text(), u"[xx] "_s + manageText);
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(combo->itemText(0), u"Sandbox (built-in)"_s);
}

void TestConnectionChooser::screenshot()
{
    // Set MANTYX_SCREENSHOT_DIR to keep the picture.
    saveProfile(u"Production"_s, u"https://mantyx.example.com"_s, u"acme"_s);
    ConnectionChooser chooser(*m_settings, *m_connection);
    chooser.resize(320, chooser.sizeHint().height());
    chooser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chooser));
    ConnectionProfileDialog* dialog = openDialog(chooser);
    QVERIFY(dialog);
    dialog->addProfile();
    fillForm(dialog, u"Office server"_s, u"http://10.0.0.7:8080"_s, u"team"_s, u"mantyx_k"_s);
    QVERIFY(dialog->saveCurrent());
    QVERIFY(!waitForSecretStatus(dialog, dialog->tr("Saving the API key…")).isEmpty());
    QTest::qWait(50);
    const QPixmap saved = dialog->grab();
    QVERIFY(!saved.isNull());
    dialog->addProfile();
    fillForm(dialog, u"Half done"_s, u"https://"_s, QString());
    QTest::qWait(50);
    const QPixmap picture = dialog->grab();
    QVERIFY(!picture.isNull());
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(saved.save(dir + u"/speced-connections.png"_s));
        QVERIFY(picture.save(dir + u"/speced-connections-new.png"_s));
        QVERIFY(chooser.grab().save(dir + u"/speced-chooser.png"_s));
    }
    dialog->revertCurrent();
    dialog->close();
}

QTEST_MAIN(TestConnectionChooser)
#include "tst_connectionchooser.moc"
