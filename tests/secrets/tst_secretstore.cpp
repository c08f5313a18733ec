// SPDX-License-Identifier: MIT
// Tests SecretStore against a real Secret Service (gnome-keyring in a private D-Bus session,
// started by the ctest registration): store/load/remove per profile and kind, the entries seen
// by secret-tool, nothing secret in QSettings files; and, in a child process whose D-Bus is
// unreachable, the clear "no keychain" error and the opt-in 0600 plain-text fallback.
#include <functional>
#include <optional>

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include "client/connectionprofile.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestSecretStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void storeLoadRemove_data();
    void storeLoadRemove();
    void entryIsInTheSecretService();
    void overwriteReplaces();
    void profilesAndKindsAreSeparate();
    void callbackSkippedWhenContextIsGone();
    void fallbackUnusedWhileKeychainWorks();
    void nothingSecretInSettingsFiles();
    void noKeychain();
};

// The "no keychain" half, run only as a child process of noKeychain() (see there): a test
// class of its own, so the parent run never lists a test it cannot run.
class TestSecretStoreNoKeychain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void noKeychainChild();
};

namespace {

using Kind = SecretStore::Kind;
using Status = SecretStore::Status;

constexpr int kWaitMs = 30000;
constexpr auto kChildEnv = "MANTYX_SECRETSTORE_CHILD";

QString uniqueId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString secretValue(const QString& prefix)
{
    return prefix + QUuid::createUuid().toString(QUuid::Id128);
}

// Runs one asynchronous store call to its end.
SecretStore::Result wait(const std::function<void(QObject*, SecretStore::Callback)>& call)
{
    std::optional<SecretStore::Result> result;
    QObject context; // gone on return: a late answer does not write into a dead frame
    call(&context, [&result](const SecretStore::Result& r) { result = r; });
    if (!QTest::qWaitFor([&result]() { return result.has_value(); }, kWaitMs)) {
        SecretStore::Result timedOut;
        timedOut.status = Status::Failed;
        timedOut.message = u"timed out"_s;
        return timedOut;
    }
    return *result;
}

SecretStore::Result storeSecret(SecretStore& store, const QString& id, Kind kind,
                                const QString& secret)
{
    return wait([&](QObject* context, SecretStore::Callback done) {
        store.store(id, kind, secret, context, std::move(done));
    });
}

SecretStore::Result loadSecret(SecretStore& store, const QString& id, Kind kind)
{
    return wait([&](QObject* context, SecretStore::Callback done) {
        store.load(id, kind, context, std::move(done));
    });
}

SecretStore::Result removeSecret(SecretStore& store, const QString& id, Kind kind)
{
    return wait([&](QObject* context, SecretStore::Callback done) {
        store.remove(id, kind, context, std::move(done));
    });
}

const char* describe(const SecretStore::Result& r)
{
    static QByteArray text;
    text = QByteArray::number(int(r.status)) + ' ' + r.message.toUtf8();
    return text.constData();
}

// secret-tool reads the Secret Service directly: proof that QtKeychain wrote there.
std::optional<QString> secretToolLookup(const QString& key)
{
    const QString tool = QStandardPaths::findExecutable(u"secret-tool"_s);
    if (tool.isEmpty())
        return std::nullopt;
    QProcess process;
    process.start(tool, {u"lookup"_s, u"user"_s, key, u"server"_s, SecretStore::serviceName()});
    if (!process.waitForFinished(kWaitMs))
        return std::nullopt;
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

void TestSecretStore::initTestCase()
{
    QCoreApplication::setOrganizationName(u"MantyxTest"_s);
    QCoreApplication::setApplicationName(u"tst_secretstore"_s);
    QStandardPaths::setTestModeEnabled(true);
    if (qEnvironmentVariableIsSet(kChildEnv))
        return;
    // Never the developer's own keyring: ctest runs this in a private session.
    if (qEnvironmentVariable("MANTYX_TEST_SECRET_SERVICE") != "1"_L1)
        QSKIP("Needs the private Secret Service that ctest starts (dbus-run-session + "
              "gnome-keyring-daemon); run it through ctest.");
}

void TestSecretStore::storeLoadRemove_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("secret");
    QTest::newRow("api key") << Kind::ApiKey << secretValue(u"mantyx_"_s);
    QTest::newRow("refresh token") << Kind::RefreshToken << secretValue(u"mantyx_rt_"_s);
    QTest::newRow("client secret") << Kind::ClientSecret << u"sécret with spaces & = +"_s;
}

void TestSecretStore::storeLoadRemove()
{
    QFETCH(Kind, kind);
    QFETCH(QString, secret);
    SecretStore store;
    const QString id = uniqueId();
    QSignalSpy stored(&store, &SecretStore::secretStored);
    QSignalSpy loaded(&store, &SecretStore::secretLoaded);
    QSignalSpy removed(&store, &SecretStore::secretRemoved);
    QSignalSpy failed(&store, &SecretStore::operationFailed);

    SecretStore::Result r = storeSecret(store, id, kind, secret);
    QVERIFY2(r.ok(), describe(r));
    QVERIFY(!r.plaintext);
    QCOMPARE(stored.count(), 1);
    QCOMPARE(stored.at(0).at(0).toString(), id);
    QCOMPARE(stored.at(0).at(1).value<Kind>(), kind);
    QCOMPARE(stored.at(0).at(2).toBool(), false);

    r = loadSecret(store, id, kind);
    QVERIFY2(r.ok(), describe(r));
    QCOMPARE(r.secret, secret);
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(loaded.at(0).at(2).toString(), secret);

    r = removeSecret(store, id, kind);
    QVERIFY2(r.ok(), describe(r));
    QCOMPARE(removed.count(), 1);

    r = loadSecret(store, id, kind);
    QCOMPARE(r.status, Status::NotFound);
    QVERIFY(!r.message.isEmpty());
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(2).value<Status>(), Status::NotFound);

    // Removing what is not there is fine.
    r = removeSecret(store, id, kind);
    QVERIFY2(r.ok(), describe(r));
}

void TestSecretStore::entryIsInTheSecretService()
{
    if (QStandardPaths::findExecutable(u"secret-tool"_s).isEmpty())
        QSKIP("secret-tool (libsecret-tools) is not installed");
    SecretStore store;
    const QString id = uniqueId();
    const QString secret = secretValue(u"mantyx_rt_"_s);
    QVERIFY(storeSecret(store, id, Kind::RefreshToken, secret).ok());
    const QString key = SecretStore::keyFor(id, Kind::RefreshToken);
    QCOMPARE(key, id + u"/refresh-token"_s);
    QCOMPARE(secretToolLookup(key), std::optional<QString>(secret));
    QVERIFY(removeSecret(store, id, Kind::RefreshToken).ok());
    QCOMPARE(secretToolLookup(key), std::optional<QString>(QString()));
}

void TestSecretStore::overwriteReplaces()
{
    SecretStore store;
    const QString id = uniqueId();
    QVERIFY(storeSecret(store, id, Kind::ApiKey, u"mantyx_first"_s).ok());
    QVERIFY(storeSecret(store, id, Kind::ApiKey, u"mantyx_second"_s).ok());
    QCOMPARE(loadSecret(store, id, Kind::ApiKey).secret, u"mantyx_second"_s);
    QVERIFY(removeSecret(store, id, Kind::ApiKey).ok());
}

void TestSecretStore::profilesAndKindsAreSeparate()
{
    SecretStore store;
    const QString a = uniqueId();
    const QString b = uniqueId();
    QVERIFY(storeSecret(store, a, Kind::ApiKey, u"key-a"_s).ok());
    QVERIFY(storeSecret(store, a, Kind::ClientSecret, u"secret-a"_s).ok());
    QVERIFY(storeSecret(store, b, Kind::ApiKey, u"key-b"_s).ok());
    QCOMPARE(loadSecret(store, a, Kind::ApiKey).secret, u"key-a"_s);
    QCOMPARE(loadSecret(store, a, Kind::ClientSecret).secret, u"secret-a"_s);
    QCOMPARE(loadSecret(store, b, Kind::ApiKey).secret, u"key-b"_s);
    QCOMPARE(loadSecret(store, b, Kind::ClientSecret).status, Status::NotFound);
    QVERIFY(removeSecret(store, a, Kind::ApiKey).ok());
    QCOMPARE(loadSecret(store, a, Kind::ClientSecret).secret, u"secret-a"_s);
    QCOMPARE(loadSecret(store, b, Kind::ApiKey).secret, u"key-b"_s);
    QVERIFY(removeSecret(store, a, Kind::ClientSecret).ok());
    QVERIFY(removeSecret(store, b, Kind::ApiKey).ok());
}

void TestSecretStore::callbackSkippedWhenContextIsGone()
{
    SecretStore store;
    const QString id = uniqueId();
    bool called = false;
    auto* context = new QObject;
    QSignalSpy failed(&store, &SecretStore::operationFailed);
    store.load(id, Kind::ApiKey, context, [&called](const SecretStore::Result&) { called = true; });
    delete context;
    QVERIFY(failed.wait(kWaitMs)); // NotFound, still signalled
    QVERIFY(!called);

    // Without a context the callback always runs.
    bool plainCalled = false;
    store.load(id, Kind::ApiKey, nullptr,
               [&plainCalled](const SecretStore::Result&) { plainCalled = true; });
    QTRY_VERIFY_WITH_TIMEOUT(plainCalled, kWaitMs);
}

void TestSecretStore::fallbackUnusedWhileKeychainWorks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SecretStore store;
    store.setPlaintextFallbackEnabled(true);
    store.setPlaintextFallbackPath(dir.filePath(u"plaintext.json"_s));
    QSignalSpy warnings(&store, &SecretStore::secretStoredInPlaintext);
    const QString id = uniqueId();
    const SecretStore::Result r = storeSecret(store, id, Kind::ApiKey, u"mantyx_kept_safe"_s);
    QVERIFY2(r.ok(), describe(r));
    QVERIFY(!r.plaintext);
    QCOMPARE(warnings.count(), 0);
    QVERIFY(!QFile::exists(store.plaintextFallbackPath()));
    QVERIFY(removeSecret(store, id, Kind::ApiKey).ok());
}

void TestSecretStore::nothingSecretInSettingsFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString apiKey = secretValue(u"mantyx_"_s);
    const QString clientSecret = secretValue(u"client-secret-"_s);
    const QString refreshToken = secretValue(u"mantyx_rt_"_s);

    ConnectionProfile oauth = ConnectionProfile::create(
        u"Staging"_s, QUrl(u"https://mantyx.example"_s), ConnectionProfile::CredentialKind::OAuth);
    oauth.setOAuthClientId(u"inspector-app"_s);
    ConnectionProfile keyed = ConnectionProfile::create(u"Keyed"_s, QUrl(u"http://127.0.0.1:9"_s));
    keyed.setWorkspaceSlug(u"acme"_s);

    SecretStore store;
    store.setPlaintextFallbackEnabled(true); // on, yet unused: the keychain works
    store.setPlaintextFallbackPath(dir.filePath(u"fallback/plaintext.json"_s));
    QVERIFY(storeSecret(store, keyed.id(), Kind::ApiKey, apiKey).ok());
    QVERIFY(storeSecret(store, oauth.id(), Kind::ClientSecret, clientSecret).ok());
    QVERIFY(storeSecret(store, oauth.id(), Kind::RefreshToken, refreshToken).ok());

    // The two ways the app reaches QSettings: an explicit file and the default location
    // (redirected by QStandardPaths' test mode).
    QSettings file(dir.filePath(u"inspector.conf"_s), QSettings::IniFormat);
    QSettings appDefault;
    for (QSettings* settings : {&file, &appDefault}) {
        QVERIFY(oauth.save(*settings));
        QVERIFY(keyed.save(*settings));
        settings->sync();
        QCOMPARE(settings->status(), QSettings::NoError);
    }

    QStringList roots{dir.path()};
    for (auto location : {QStandardPaths::ConfigLocation, QStandardPaths::GenericConfigLocation,
                          QStandardPaths::AppConfigLocation, QStandardPaths::AppDataLocation,
                          QStandardPaths::AppLocalDataLocation})
        roots << QStandardPaths::writableLocation(location);
    int scanned = 0;
    bool sawProfiles = false;
    for (const QString& root : std::as_const(roots)) {
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            const QByteArray bytes = f.readAll();
            ++scanned;
            sawProfiles = sawProfiles || bytes.contains("inspector-app");
            for (const QString& secret : {apiKey, clientSecret, refreshToken})
                QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(f.fileName()));
        }
    }
    QVERIFY(scanned >= 2);
    QVERIFY(sawProfiles); // the scan did cover the settings files
    QVERIFY(!QFile::exists(store.plaintextFallbackPath()));

    // The secrets are where they belong.
    QCOMPARE(loadSecret(store, oauth.id(), Kind::RefreshToken).secret, refreshToken);
    appDefault.clear();
    appDefault.sync();
    QVERIFY(removeSecret(store, keyed.id(), Kind::ApiKey).ok());
    QVERIFY(removeSecret(store, oauth.id(), Kind::ClientSecret).ok());
    QVERIFY(removeSecret(store, oauth.id(), Kind::RefreshToken).ok());
}

void TestSecretStore::noKeychain()
{
    // QtKeychain settles on its backend once per process, so the "no keychain" case runs in a
    // child of this binary whose session bus address points at a socket nobody listens on.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + dir.filePath(u"no-bus"_s));
    env.insert(QString::fromLatin1(kChildEnv), dir.path());
    QProcess child;
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(), {u"noKeychainChild"_s});
    QVERIFY(child.waitForStarted(kWaitMs));
    QVERIFY(child.waitForFinished(120000));
    const QByteArray output = child.readAll();
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
             output.constData());
    QVERIFY2(output.contains("Totals: 3 passed, 0 failed, 0 skipped"), output.constData());
}

void TestSecretStoreNoKeychain::initTestCase()
{
    QCoreApplication::setOrganizationName(u"MantyxTest"_s);
    QCoreApplication::setApplicationName(u"tst_secretstore"_s);
    QStandardPaths::setTestModeEnabled(true);
}

void TestSecretStoreNoKeychain::noKeychainChild()
{
    const QString dir = qEnvironmentVariable(kChildEnv);
    QVERIFY(!dir.isEmpty());

    SecretStore store;
    const QString path = dir + u"/fallback/plaintext-secrets.json"_s;
    store.setPlaintextFallbackPath(path);
    QSignalSpy warnings(&store, &SecretStore::secretStoredInPlaintext);
    QSignalSpy failed(&store, &SecretStore::operationFailed);
    const QString id = uniqueId();
    const QString apiKey = secretValue(u"mantyx_"_s);
    const QString refreshToken = secretValue(u"mantyx_rt_"_s);

    // Off (the default): the user is told, and nothing is written anywhere.
    QVERIFY(!store.isPlaintextFallbackEnabled());
    SecretStore::Result r = storeSecret(store, id, Kind::ApiKey, apiKey);
    QCOMPARE(r.status, Status::KeychainUnavailable);
    QVERIFY2(r.message.contains("keychain"_L1), qPrintable(r.message));
    QVERIFY2(r.message.contains("plain-text"_L1), qPrintable(r.message));
    QVERIFY(!r.message.contains(apiKey));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(2).value<Status>(), Status::KeychainUnavailable);
    QCOMPARE(loadSecret(store, id, Kind::ApiKey).status, Status::KeychainUnavailable);
    QCOMPARE(removeSecret(store, id, Kind::ApiKey).status, Status::KeychainUnavailable);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(warnings.count(), 0);

    // On: writes land in an owner-only file, and every one of them warns.
    store.setPlaintextFallbackEnabled(true);
    r = storeSecret(store, id, Kind::ApiKey, apiKey);
    QVERIFY2(r.ok(), describe(r));
    QVERIFY(r.plaintext);
    QCOMPARE(warnings.count(), 1);
    QCOMPARE(warnings.at(0).at(0).toString(), id);
    const QString warning = warnings.at(0).at(2).toString();
    QVERIFY2(warning.contains("plain text"_L1), qPrintable(warning));
    QVERIFY(warning.contains(path));
    QVERIFY(!warning.contains(apiKey));
    r = storeSecret(store, id, Kind::RefreshToken, refreshToken);
    QVERIFY2(r.ok(), describe(r));
    QCOMPARE(warnings.count(), 2);
    r = storeSecret(store, id, Kind::ApiKey, apiKey); // an overwrite warns again
    QVERIFY(r.ok());
    QCOMPARE(warnings.count(), 3);

    const QFileDevice::Permissions perms = QFileInfo(path).permissions();
    QVERIFY(perms.testFlag(QFileDevice::ReadOwner));
    QVERIFY(perms.testFlag(QFileDevice::WriteOwner));
    const QFileDevice::Permissions others = QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                            QFileDevice::WriteGroup | QFileDevice::ExeGroup |
                                            QFileDevice::ReadOther | QFileDevice::WriteOther |
                                            QFileDevice::ExeOther;
    QVERIFY2(!(perms & others), QByteArray::number(perms.toInt(), 16).constData());

    r = loadSecret(store, id, Kind::ApiKey);
    QVERIFY2(r.ok(), describe(r));
    QVERIFY(r.plaintext);
    QCOMPARE(r.secret, apiKey);
    QCOMPARE(loadSecret(store, id, Kind::RefreshToken).secret, refreshToken);
    QCOMPARE(loadSecret(store, id, Kind::ClientSecret).status, Status::NotFound);

    // Off again: the file is not even read.
    store.setPlaintextFallbackEnabled(false);
    QCOMPARE(loadSecret(store, id, Kind::ApiKey).status, Status::KeychainUnavailable);

    // Deleting works whatever the switch, and the last secret out takes the file with it.
    QVERIFY(removeSecret(store, id, Kind::ApiKey).ok());
    QVERIFY(QFile::exists(path));
    QVERIFY(removeSecret(store, id, Kind::RefreshToken).ok());
    QVERIFY(!QFile::exists(path));
}

} // namespace mantyx

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    if (qEnvironmentVariableIsSet(mantyx::kChildEnv)) {
        mantyx::TestSecretStoreNoKeychain child;
        return QTest::qExec(&child, argc, argv);
    }
    mantyx::TestSecretStore test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_secretstore.moc"
