// SPDX-License-Identifier: MIT
// LocalHandlersManager against a real Secret Service (gnome-keyring in a private D-Bus session,
// started by the ctest registration): a profile's set saved and read back, its credentials in
// the keychain and never in the settings file, profiles kept apart; the session rebuilt on every
// edit with the handlers that ran started again (under a new name too, their approval following);
// policies in place; and handler tests with their reports.
#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include "localtools/localhandlersmanager.h"
#include "localtools/localtoolsession.h"
#include "secrets/secretstore.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 30000;
using State = LocalToolSession::HandlerState;

QJsonObject card(const QString& url)
{
    return QJsonObject{
        {"name"_L1, u"Card Agent"_s},
        {"version"_L1, u"1.2.0"_s},
        {"supportedInterfaces"_L1, QJsonArray{QJsonObject{{"url"_L1, url},
                                                          {"protocolBinding"_L1, u"JSONRPC"_s},
                                                          {"protocolVersion"_L1, u"1.0"_s}}}},
        {"skills"_L1, QJsonArray{QJsonObject{{"id"_L1, u"s1"_s}, {"name"_L1, u"Summarise"_s}}}}};
}

std::optional<State> stateOf(const LocalHandlersManager& manager, HandlerKind kind,
                             const QString& name)
{
    const auto status = manager.session()->handler(kind, name);
    return status ? std::optional(status->state) : std::nullopt;
}

} // namespace

class TestLocalHandlersManager final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void savedPerProfileAndReadBack();
    void secretsGoToTheKeychainNotTheSettings();
    void noProfileSavesNothing();
    void rebuildRestartsWhatRan();
    void renameKeepsApprovalAndRuns();
    void removeForgetsTheToolsApproval();
    void policyChangesInPlace();
    void commandTestReports();
    void cardFileTestReports();
    void testArguments_data();
    void testArguments();

private:
    QString writeCard(const QString& name);
    LocalHandlerSet sampleSet();
    // The profile's credentials as the keychain holds them (one JSON document).
    QJsonObject keychainSecrets(const QString& profileKey);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_store;
    std::unique_ptr<LocalHandlersManager> m_manager;
    QString m_profile; // unique per test: the keyring outlives one test function
    QString m_secret;
};

void TestLocalHandlersManager::initTestCase()
{
    QCoreApplication::setOrganizationName(u"MantyxTest"_s);
    QCoreApplication::setApplicationName(u"tst_localhandlersmanager"_s);
    QStandardPaths::setTestModeEnabled(true);
    // Never the developer's own keyring: ctest runs this in a private session.
    if (qEnvironmentVariable("MANTYX_TEST_SECRET_SERVICE") != "1"_L1)
        QSKIP("Needs the private Secret Service that ctest starts (dbus-run-session + "
              "gnome-keyring-daemon); run it through ctest.");
}

void TestLocalHandlersManager::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_store = std::make_unique<SecretStore>();
    QVERIFY(!m_store->isPlaintextFallbackEnabled()); // the keychain or nothing
    m_manager = std::make_unique<LocalHandlersManager>(m_settings.get(), m_store.get());
    m_profile = QUuid::createUuid().toString(QUuid::Id128);
    m_secret = u"hush-"_s + QUuid::createUuid().toString(QUuid::Id128);
}

void TestLocalHandlersManager::cleanup()
{
    // Each test has a profile of its own; the private keyring goes with the ctest run.
    m_manager.reset();
    m_store.reset();
    m_settings.reset();
    m_dir.reset();
}

QString TestLocalHandlersManager::writeCard(const QString& name)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write a card");
    file.write(QJsonDocument(card(u"http://127.0.0.1:9/a2a/jsonrpc"_s)).toJson());
    return path;
}

LocalHandlerSet TestLocalHandlersManager::sampleSet()
{
    LocalHandlerSet set;
    McpServerConfig server;
    server.name = u"fs"_s;
    server.command = u"/bin/cat"_s;
    server.environment = {{u"PLAIN"_s, u"visible-value"_s}, {u"TOKEN"_s, m_secret}};
    server.secretEnvironment = {u"TOKEN"_s};
    set.mcpServers.append(server);
    LocalHandlerSet::A2aPeer peer;
    peer.refName = u"card_agent"_s;
    peer.cardFile = writeCard(u"card.json"_s);
    peer.headers = {{u"X-Api-Key"_s, m_secret + u"-peer"_s}};
    set.a2aPeers.append(peer);
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    set.policy.setToolMode(u"echo_tool"_s, ApprovalPolicy::Mode::Always);
    return set;
}

QJsonObject TestLocalHandlersManager::keychainSecrets(const QString& profileKey)
{
    std::optional<SecretStore::Result> result;
    QObject context;
    m_store->load(LocalHandlerSet::secretProfileId(profileKey), LocalHandlerSet::SecretKind,
                  &context, [&](const SecretStore::Result& r) { result = r; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, kWaitMs) || !result->ok())
        return {};
    return QJsonDocument::fromJson(result->secret.toUtf8()).object();
}

void TestLocalHandlersManager::savedPerProfileAndReadBack()
{
    QSignalSpy changed(m_manager.get(), &LocalHandlersManager::handlerSetChanged);
    m_manager->setProfileKey(m_profile);
    QVERIFY(m_manager->handlerSet().isEmpty());
    const LocalHandlerSet set = sampleSet();
    m_manager->setHandlerSet(set);
    QCOMPARE(m_manager->handlerSet(), set);
    QVERIFY(changed.size() >= 2);
    // The credentials reach the keychain (asynchronously).
    QTRY_VERIFY_WITH_TIMEOUT(!keychainSecrets(m_profile).isEmpty(), kWaitMs);
    QCOMPARE(m_manager->status().text, QString()); // no storage problem, no plain-text note

    // Another profile: empty, and nothing of the first one's.
    m_manager->setProfileKey(m_profile + u"-other"_s);
    QVERIFY(m_manager->handlerSet().isEmpty());
    QVERIFY(m_manager->session()->isEmpty());

    // Back: the set at once without credentials, then complete from the keychain — in the
    // session too.
    m_manager->setProfileKey(m_profile);
    QCOMPARE(m_manager->handlerSet().toJson(), set.toJson());
    QTRY_COMPARE_WITH_TIMEOUT(m_manager->handlerSet(), set, kWaitMs);
    QCOMPARE(m_manager->session()->handlers().size(), 3);
    QCOMPARE(m_manager->session()->policy().toolMode(u"echo_tool"_s), ApprovalPolicy::Mode::Always);

    // A second manager on the same settings and keychain (the next start of the app).
    QSettings reread(m_settings->fileName(), QSettings::IniFormat);
    LocalHandlersManager next(&reread, m_store.get());
    next.setProfileKey(m_profile);
    QTRY_COMPARE_WITH_TIMEOUT(next.handlerSet(), set, kWaitMs);
}

void TestLocalHandlersManager::secretsGoToTheKeychainNotTheSettings()
{
    m_manager->setProfileKey(m_profile);
    m_manager->setHandlerSet(sampleSet());
    QJsonObject secrets;
    QTRY_VERIFY_WITH_TIMEOUT(!(secrets = keychainSecrets(m_profile)).isEmpty(), kWaitMs);
    const QByteArray stored = QJsonDocument(secrets).toJson(QJsonDocument::Compact);
    QVERIFY2(stored.contains(m_secret.toUtf8()), stored.constData());
    QVERIFY2(stored.contains((m_secret + u"-peer"_s).toUtf8()), stored.constData());

    QFile ini(m_settings->fileName());
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray text = ini.readAll();
    QVERIFY(text.contains("TOKEN"));                               // the variable is named …
    QVERIFY(text.contains("visible-value"));                       // … plain ones are kept …
    QVERIFY2(!text.contains(m_secret.toUtf8()), text.constData()); // … secret ones are not
    QVERIFY(!QFile::exists(m_store->plaintextFallbackPath()));

    // Secrets gone from the set: gone from the keychain too.
    LocalHandlerSet without = sampleSet();
    without.mcpServers.first().environment.remove(u"TOKEN"_s);
    without.mcpServers.first().secretEnvironment.clear();
    without.a2aPeers.first().headers.clear();
    m_manager->setHandlerSet(without);
    QTRY_VERIFY_WITH_TIMEOUT(keychainSecrets(m_profile).isEmpty(), kWaitMs);
}

void TestLocalHandlersManager::noProfileSavesNothing()
{
    m_manager->setHandlerSet(sampleSet());
    QCOMPARE(m_manager->session()->handlers().size(), 3);
    m_settings->sync();
    QVERIFY(m_settings->allKeys().isEmpty());
    m_manager->setProfileKey(u"bad/key"_s); // cannot name a settings group
    QVERIFY(m_manager->handlerSet().isEmpty());
    m_manager->setHandlerSet(sampleSet());
    m_settings->sync();
    QVERIFY(m_settings->allKeys().isEmpty());
}

void TestLocalHandlersManager::rebuildRestartsWhatRan()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    set.a2aPeers.append({u"idle_agent"_s, {}, writeCard(u"b.json"_s), {}});
    m_manager->setHandlerSet(set);
    LocalToolSession* first = m_manager->session();
    QVERIFY(m_manager->startHandler(HandlerKind::A2a, u"card_agent"_s));
    QTRY_COMPARE(stateOf(*m_manager, HandlerKind::A2a, u"card_agent"_s), State::Ready);

    // An edit rebuilds the session: the old one is stopped and goes, the handler that ran runs
    // again in the new one, the one that did not stays stopped.
    QSignalSpy replaced(m_manager.get(), &LocalHandlersManager::sessionReplaced);
    QPointer<LocalToolSession> old = first;
    m_manager->addCommand({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    QCOMPARE(replaced.size(), 1);
    QVERIFY(m_manager->session() != first);
    QCOMPARE(replaced.constFirst().constFirst().value<LocalToolSession*>(), m_manager->session());
    QTRY_VERIFY(old.isNull());
    QTRY_COMPARE(stateOf(*m_manager, HandlerKind::A2a, u"card_agent"_s), State::Ready);
    QCOMPARE(stateOf(*m_manager, HandlerKind::A2a, u"idle_agent"_s), State::Stopped);
    QCOMPARE(stateOf(*m_manager, HandlerKind::Command, u"echo_tool"_s), State::Ready);

    // A stopped handler is not started by the next rebuild.
    QVERIFY(m_manager->stopHandler(HandlerKind::A2a, u"card_agent"_s));
    m_manager->addCommand({u"other_tool"_s, u"/bin/cat"_s, {}, 5000});
    QCOMPARE(replaced.size(), 2);
    QCOMPARE(stateOf(*m_manager, HandlerKind::A2a, u"card_agent"_s), State::Stopped);

    // ensureStarted(): false while it starts what is configured, then true.
    QSignalSpy ready(m_manager->session(), &LocalToolSession::ready);
    QVERIFY(!m_manager->ensureStarted());
    QVERIFY(ready.wait(kWaitMs));
    QVERIFY(m_manager->ensureStarted());
}

void TestLocalHandlersManager::renameKeepsApprovalAndRuns()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    set.policy.setToolMode(u"card_agent"_s, ApprovalPolicy::Mode::Always);
    set.policy.setToolMode(u"echo_tool"_s, ApprovalPolicy::Mode::Always);
    m_manager->setHandlerSet(set);
    QVERIFY(m_manager->startHandler(HandlerKind::A2a, u"card_agent"_s));
    QTRY_COMPARE(stateOf(*m_manager, HandlerKind::A2a, u"card_agent"_s), State::Ready);

    LocalHandlerSet::A2aPeer renamed = set.a2aPeers.first();
    renamed.refName = u"card_helper"_s;
    QVERIFY(m_manager->replaceA2aPeer(u"card_agent"_s, renamed));
    QVERIFY(!m_manager->handlerSet().a2aPeer(u"card_agent"_s));
    QVERIFY(m_manager->handlerSet().a2aPeer(u"card_helper"_s));
    QCOMPARE(m_manager->handlerSet().policy.toolMode(u"card_helper"_s),
             ApprovalPolicy::Mode::Always);
    QVERIFY(!m_manager->handlerSet().policy.toolMode(u"card_agent"_s));
    QTRY_COMPARE(stateOf(*m_manager, HandlerKind::A2a, u"card_helper"_s), State::Ready);

    LocalHandlerSet::Command command = set.commands.first();
    command.toolName = u"shout_tool"_s;
    QVERIFY(m_manager->replaceCommand(u"echo_tool"_s, command));
    QCOMPARE(m_manager->handlerSet().policy.toolMode(u"shout_tool"_s),
             ApprovalPolicy::Mode::Always);
    QVERIFY(!m_manager->replaceCommand(u"echo_tool"_s, command)); // gone
    QVERIFY(!m_manager->replaceMcpServer(u"nobody"_s, McpServerConfig()));

    // Names taken, for a new handler and for an edited one (its own name is free).
    QCOMPARE(m_manager->takenToolNames(), (QStringList{u"card_helper"_s, u"shout_tool"_s}));
    QCOMPARE(m_manager->takenToolNames(HandlerKind::Command, u"shout_tool"_s),
             QStringList{u"card_helper"_s});
    QCOMPARE(m_manager->takenServerNames(), QStringList());
}

void TestLocalHandlersManager::removeForgetsTheToolsApproval()
{
    LocalHandlerSet set;
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    set.commands.append({u"keep_tool"_s, u"/bin/cat"_s, {}, 5000});
    set.policy.setToolMode(u"echo_tool"_s, ApprovalPolicy::Mode::Always);
    set.policy.setToolMode(u"keep_tool"_s, ApprovalPolicy::Mode::Always);
    m_manager->setProfileKey(m_profile);
    m_manager->setHandlerSet(set);
    QVERIFY(!m_manager->removeHandler(HandlerKind::A2a, u"echo_tool"_s)); // not an A2A peer
    QVERIFY(m_manager->removeHandler(HandlerKind::Command, u"echo_tool"_s));
    QCOMPARE(m_manager->handlerSet().commands.size(), 1);
    QVERIFY(!m_manager->handlerSet().policy.toolMode(u"echo_tool"_s));
    QCOMPARE(m_manager->session()->handlers().size(), 1);
    QSettings reread(m_settings->fileName(), QSettings::IniFormat);
    QCOMPARE(LocalHandlerSet::load(reread, m_profile, nullptr).commands.size(), 1);
}

void TestLocalHandlersManager::policyChangesInPlace()
{
    m_manager->setProfileKey(m_profile);
    m_manager->setHandlerSet(sampleSet());
    LocalToolSession* session = m_manager->session();
    QSignalSpy policy(m_manager.get(), &LocalHandlersManager::policyChanged);
    QSignalSpy replaced(m_manager.get(), &LocalHandlersManager::sessionReplaced);
    m_manager->setToolPolicy(u"fs_read"_s, ApprovalPolicy::Mode::ReadOnly);
    m_manager->setDefaultPolicy(ApprovalPolicy::Mode::Always);
    m_manager->setToolPolicy(u"echo_tool"_s, std::nullopt);
    QCOMPARE(policy.size(), 3);
    QCOMPARE(replaced.size(), 0);
    QCOMPARE(m_manager->session(), session);
    QCOMPARE(session->policy().toolMode(u"fs_read"_s), ApprovalPolicy::Mode::ReadOnly);
    QCOMPARE(session->policy().defaultMode(), ApprovalPolicy::Mode::Always);
    QVERIFY(!session->policy().toolMode(u"echo_tool"_s));
    QSettings reread(m_settings->fileName(), QSettings::IniFormat);
    QCOMPARE(LocalHandlerSet::load(reread, m_profile, nullptr).policy, session->policy());
}

void TestLocalHandlersManager::commandTestReports()
{
    LocalHandlerSet set;
    set.commands.append({u"shout"_s, u"/bin/sh"_s, {u"-c"_s, u"cat; echo oops >&2"_s}, 5000});
    set.commands.append({u"fails"_s, u"/bin/sh"_s, {u"-c"_s, u"echo broken >&2; exit 3"_s}, 5000});
    m_manager->setHandlerSet(set);
    QSignalSpy started(m_manager.get(), &LocalHandlersManager::testStarted);
    QSignalSpy finished(m_manager.get(), &LocalHandlersManager::testFinished);
    QVERIFY(m_manager->testHandler(HandlerKind::Command, u"shout"_s, {{"x"_L1, 1}}));
    QVERIFY(m_manager->isTesting(HandlerKind::Command, u"shout"_s));
    QVERIFY(!m_manager->testHandler(HandlerKind::Command, u"shout"_s)); // one at a time
    QCOMPARE(started.size(), 1);
    QVERIFY(started.constFirst().at(2).toString().contains(u"{\"x\":1}"_s));
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!m_manager->isTesting(HandlerKind::Command, u"shout"_s));
    QVERIFY(finished.constFirst().at(2).toBool());
    QString report = finished.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"exit code 0"_s), qPrintable(report));
    QVERIFY2(report.contains(u"{\"x\":1}"_s), qPrintable(report));
    QVERIFY2(report.contains(u"oops"_s), qPrintable(report));

    finished.clear();
    QVERIFY(m_manager->testHandler(HandlerKind::Command, u"fails"_s));
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!finished.constFirst().at(2).toBool());
    report = finished.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"exit code 3"_s), qPrintable(report));
    QVERIFY(report.contains(u"broken"_s));
    QVERIFY(!m_manager->testHandler(HandlerKind::Command, u"nobody"_s));
}

void TestLocalHandlersManager::cardFileTestReports()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    set.a2aPeers.append({u"missing_agent"_s, {}, m_dir->filePath(u"missing.json"_s), {}});
    m_manager->setHandlerSet(set);
    QSignalSpy finished(m_manager.get(), &LocalHandlersManager::testFinished);
    QVERIFY(m_manager->testHandler(HandlerKind::A2a, u"card_agent"_s));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWaitMs);
    QCOMPARE(finished.constFirst().at(0).value<HandlerKind>(), HandlerKind::A2a);
    QVERIFY(finished.constFirst().at(2).toBool());
    const QString report = finished.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"Card Agent 1.2.0"_s), qPrintable(report));
    QVERIFY2(report.contains(u"Summarise"_s), qPrintable(report));

    finished.clear();
    QVERIFY(m_manager->testHandler(HandlerKind::A2a, u"missing_agent"_s));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWaitMs);
    QVERIFY(!finished.constFirst().at(2).toBool());
    QVERIFY2(finished.constFirst().at(3).toString().contains(u"failed"_s),
             qPrintable(finished.constFirst().at(3).toString()));
    QCOMPARE(stateOf(*m_manager, HandlerKind::A2a, u"missing_agent"_s), State::Failed);
}

void TestLocalHandlersManager::testArguments_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QString() << true << QString();
    QTest::newRow("blank") << u"  "_s << true << QString();
    QTest::newRow("object") << u"{\"q\": 1}"_s << true << QString();
    QTest::newRow("array") << u"[1]"_s << false << u"JSON object"_s;
    QTest::newRow("broken") << u"{\"q\": "_s << false << u"Not JSON"_s;
}

void TestLocalHandlersManager::testArguments()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, error);
    QString message;
    const std::optional<QJsonObject> parsed =
        LocalHandlersManager::parseTestArguments(text, &message);
    QCOMPARE(parsed.has_value(), ok);
    QVERIFY2(message.contains(error), qPrintable(message));
    if (ok && !text.trimmed().isEmpty())
        QCOMPARE(parsed->value("q"_L1).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestLocalHandlersManager)
#include "tst_localhandlersmanager.moc"
