// SPDX-License-Identifier: MIT
// Tests mantyx-run's credential lookup end to end: a connection profile saved in the inspector's
// QSettings file (under a temporary XDG_CONFIG_HOME) and its API key in a real Secret Service
// (the private one ctest starts), found by --server/--workspace or --profile, with no
// MANTYX_API_KEY in the child's environment; and the exit-3 messages when that fails.
#include <functional>
#include <optional>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "client/connectionprofile.h"
#include "clienttest.h"
#include "sandbox/sandboxserver.h"
#include "secrets/secretstore.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace clienttest;

class TestMantyxRunKeychain final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void keyFromKeychain();
    void pickByProfileName();
    void noProfile();
    void wrongKeyShowsServerRefusal();
    void noKeyStored();
    void keychainUnavailable();
    void environmentWins();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        QByteArray describe() const
        {
            return "exit " + QByteArray::number(exitCode) + "\n--- stdout\n" + out.right(1500) +
                   "\n--- stderr\n" + err.right(1500);
        }
    };
    // A fresh XDG_CONFIG_HOME holding the given profiles in the inspector's settings file.
    QString configHome(const QList<ConnectionProfile>& profiles);
    ConnectionProfile profileWithKey(const QString& name, const QUrl& baseUrl,
                                     const QString& apiKey);
    Result run(const QString& xdgConfigHome, const QStringList& args,
               const std::function<void(QProcessEnvironment&)>& adjust = {});

    QString m_binary;
    QTemporaryDir m_dir;
    SandboxServer* m_server = nullptr;
    QString m_spec;
    QString m_answers;
    QStringList m_storedIds;
    int m_configCount = 0;
    SecretStore m_store;
};

namespace {

std::optional<SecretStore::Result>
waitStore(const std::function<void(QObject*, SecretStore::Callback)>& call)
{
    std::optional<SecretStore::Result> result;
    QObject context;
    call(&context, [&result](const SecretStore::Result& r) { result = r; });
    if (!waitUntil([&result] { return result.has_value(); }))
        return std::nullopt;
    return result;
}

} // namespace

void TestMantyxRunKeychain::initTestCase()
{
    QCoreApplication::setOrganizationName(u"MantyxTest"_s);
    QCoreApplication::setApplicationName(u"tst_mantyxrunkeychain"_s);
    QStandardPaths::setTestModeEnabled(true);
    // Never the developer's own keyring: ctest runs this in a private session.
    if (qEnvironmentVariable("MANTYX_TEST_SECRET_SERVICE") != "1"_L1)
        QSKIP("Needs the private Secret Service that ctest starts (dbus-run-session + "
              "gnome-keyring-daemon); run it through ctest.");
    QVERIFY(m_dir.isValid());
    m_binary = qEnvironmentVariable("MANTYX_RUN_BINARY");
    if (m_binary.isEmpty())
        m_binary = QDir(QCoreApplication::applicationDirPath())
                       .absoluteFilePath(u"../../app/mantyx-run"_s);
    QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary));

    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.workspaceSlug = u"sandbox"_s;
    m_server = new SandboxServer(cfg, this);
    QVERIFY(m_server->start());

    m_spec = m_dir.filePath(u"spec.json"_s);
    m_answers = m_dir.filePath(u"answers.json"_s);
    for (const auto& [path, object] :
         {std::pair{m_spec,
                    specWith(u"Use alpha_tool."_s, QJsonArray{localToolRef(u"alpha_tool"_s)})},
          std::pair{m_answers, QJsonObject{{"alpha_tool"_L1, u"ALPHA-7"_s}}}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(object).toJson());
    }
}

void TestMantyxRunKeychain::cleanupTestCase()
{
    for (const QString& id : std::as_const(m_storedIds)) {
        waitStore([&](QObject* context, SecretStore::Callback done) {
            m_store.remove(id, SecretStore::Kind::ApiKey, context, std::move(done));
        });
    }
}

QString TestMantyxRunKeychain::configHome(const QList<ConnectionProfile>& profiles)
{
    const QString home = m_dir.filePath(u"config-%1"_s.arg(++m_configCount));
    QDir().mkpath(home + u"/MANTYX"_s);
    QSettings settings(home + u"/MANTYX/mantyx-inspector.conf"_s, QSettings::IniFormat);
    for (const ConnectionProfile& profile : profiles)
        ConnectionProfile(profile).save(settings);
    settings.sync();
    return home;
}

ConnectionProfile TestMantyxRunKeychain::profileWithKey(const QString& name, const QUrl& baseUrl,
                                                        const QString& apiKey)
{
    ConnectionProfile profile = ConnectionProfile::create(name, baseUrl);
    profile.setWorkspaceSlug(u"sandbox"_s);
    if (!apiKey.isEmpty()) {
        const std::optional<SecretStore::Result> r =
            waitStore([&](QObject* context, SecretStore::Callback done) {
                m_store.store(profile.id(), SecretStore::Kind::ApiKey, apiKey, context,
                              std::move(done));
            });
        if (r && r->ok())
            m_storedIds << profile.id();
        else
            qWarning() << "storing the key failed:" << (r ? r->message : u"timed out"_s);
    }
    return profile;
}

TestMantyxRunKeychain::Result
TestMantyxRunKeychain::run(const QString& xdgConfigHome, const QStringList& args,
                           const std::function<void(QProcessEnvironment&)>& adjust)
{
    Result r;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"MANTYX_API_KEY"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, xdgConfigHome);
    if (adjust)
        adjust(env);
    process.setProcessEnvironment(env);
    process.start(m_binary, args + QStringList{u"--spec"_s, m_spec, u"--answers"_s, m_answers,
                                               u"--no-input"_s});
    if (!process.waitForStarted(10000))
        return r;
    process.closeWriteChannel();
    finishProcess(process, r.exitCode, r.out, r.err);
    return r;
}

void TestMantyxRunKeychain::keyFromKeychain()
{
    // Saved with a trailing slash; asked for without one: the same server.
    const QUrl saved(m_server->baseUrl().toString() + u"/"_s);
    const QString home = configHome({profileWithKey(u"Local sandbox"_s, saved, sandboxKey())});
    const Result r =
        run(home, {u"--server"_s, m_server->baseUrl().toString(), u"--workspace"_s, u"sandbox"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY2(r.err.contains("Local sandbox"), r.err.constData());
    QVERIFY(r.out.contains("ALPHA-7"));
    QVERIFY(!r.out.contains(sandboxKey().toUtf8()));
    QVERIFY(!r.err.contains(sandboxKey().toUtf8()));
}

void TestMantyxRunKeychain::pickByProfileName()
{
    const QString home =
        configHome({profileWithKey(u"a wrong one"_s, m_server->baseUrl(), u"mantyx_nope"_s),
                    profileWithKey(u"right"_s, m_server->baseUrl(), sandboxKey())});
    // By name alone: server and workspace come from the profile.
    Result r = run(home, {u"--profile"_s, u"right"_s});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    // By name, checked against --server.
    r = run(home, {u"--profile"_s, u"right"_s, u"--server"_s, m_server->baseUrl().toString()});
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    r = run(home, {u"--profile"_s, u"right"_s, u"--server"_s, u"http://127.0.0.1:1"_s});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("another server"), r.err.constData());
    r = run(home, {u"--profile"_s, u"missing"_s});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("\"missing\""), r.err.constData());
}

void TestMantyxRunKeychain::noProfile()
{
    const QString home = configHome({});
    const QString server = m_server->baseUrl().toString();
    const Result r = run(home, {u"--server"_s, server, u"--workspace"_s, u"sandbox"_s});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains(server.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("MANTYX_API_KEY"), r.err.constData());
}

void TestMantyxRunKeychain::wrongKeyShowsServerRefusal()
{
    const QString home =
        configHome({profileWithKey(u"stale"_s, m_server->baseUrl(), u"mantyx_wrong_key"_s)});
    const Result r = run(home, {u"--server"_s, m_server->baseUrl().toString()});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("Invalid API key or OAuth access token"), r.err.constData());
    QVERIFY(!r.err.contains("mantyx_wrong_key"));
}

void TestMantyxRunKeychain::noKeyStored()
{
    const QString home = configHome({profileWithKey(u"keyless"_s, m_server->baseUrl(), {})});
    const Result r = run(home, {u"--server"_s, m_server->baseUrl().toString()});
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("No API key is stored"), r.err.constData());
    QVERIFY2(r.err.contains("keyless"), r.err.constData());
}

void TestMantyxRunKeychain::keychainUnavailable()
{
    const QString home =
        configHome({profileWithKey(u"unreachable"_s, m_server->baseUrl(), sandboxKey())});
    const QString noBus = m_dir.filePath(u"no-bus"_s);
    const Result r = run(home, {u"--server"_s, m_server->baseUrl().toString()},
                         [&noBus](QProcessEnvironment& env) {
                             env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + noBus);
                         });
    QVERIFY2(r.exitCode == 3, r.describe().constData());
    QVERIFY2(r.err.contains("keychain is unavailable"), r.err.constData());
    QVERIFY2(r.err.contains("unreachable"), r.err.constData());
}

void TestMantyxRunKeychain::environmentWins()
{
    // A stale key in the keychain does not matter when MANTYX_API_KEY is set.
    const QString home =
        configHome({profileWithKey(u"stale"_s, m_server->baseUrl(), u"mantyx_wrong_key"_s)});
    const Result r =
        run(home, {u"--server"_s, m_server->baseUrl().toString()},
            [](QProcessEnvironment& env) { env.insert(u"MANTYX_API_KEY"_s, sandboxKey()); });
    QVERIFY2(r.exitCode == 0, r.describe().constData());
    QVERIFY(!r.err.contains("from the keychain"));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestMantyxRunKeychain)
#include "tst_mantyxrunkeychain.moc"
