// SPDX-License-Identifier: MIT
// LocalHandlerSet: the JSON round trip (credentials as null unless asked), the settings round
// trip through a real SecretStore whose keychain is unreachable on purpose (its plain-text
// fallback in a temporary folder) with the settings file read back to prove no credential is in
// it, and configure(): a session with the right handlers in order, the policy, card files and
// per-handler start / stop.
#include <memory>
#include <optional>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "localtools/a2aclient.h"
#include "localtools/localhandlerset.h"
#include "localtools/localtoolsession.h"
#include "secrets/secretstore.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

// Before QtKeychain first looks for a backend: nothing stored here reaches a real keyring.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-localhandlerset");
    return true;
}();

const QString kHeaderSecret = u"Bearer hdr-7f3a9c"_s;
const QString kEnvSecret = u"env-secret-51d2"_s;
const QString kPeerSecret = u"peer-token-88e1"_s;

QJsonObject v1Card(const QString& url)
{
    return QJsonObject{
        {"name"_L1, u"Card Agent"_s},
        {"version"_L1, u"1.2.0"_s},
        {"supportedInterfaces"_L1, QJsonArray{QJsonObject{{"url"_L1, url},
                                                          {"protocolBinding"_L1, u"JSONRPC"_s},
                                                          {"protocolVersion"_L1, u"1.0"_s}}}},
        {"skills"_L1, QJsonArray{QJsonObject{{"id"_L1, u"s1"_s}, {"name"_L1, u"Summarise"_s}}}},
        {"x-unknown"_L1, u"kept"_s}};
}

LocalHandlerSet sampleSet(const QString& cardFile)
{
    LocalHandlerSet set;
    McpServerConfig stdio;
    stdio.name = u"fs"_s;
    stdio.command = u"/bin/cat"_s;
    stdio.arguments = {u"--flag"_s, u"two words"_s};
    stdio.environment = {{u"PLAIN"_s, u"visible-value"_s}, {u"TOKEN"_s, kEnvSecret}};
    stdio.secretEnvironment = {u"TOKEN"_s};
    stdio.toolPrefix = u"fs_"_s;
    stdio.tools.insert(u"read_file"_s, {true, u"read"_s});
    stdio.tools.insert(u"delete_file"_s, {false, QString()});
    set.mcpServers.append(stdio);

    McpServerConfig http;
    http.name = u"remote"_s;
    http.transport = McpServerConfig::Transport::Http;
    http.url = QUrl(u"http://127.0.0.1:9/mcp"_s);
    http.headers = {{u"Authorization"_s, kHeaderSecret}};
    http.callTimeoutMs = 5000;
    set.mcpServers.append(http);

    LocalHandlerSet::A2aPeer byUrl;
    byUrl.refName = u"hr_agent"_s;
    byUrl.cardUrl = QUrl(u"http://127.0.0.1:9"_s);
    byUrl.headers = {{u"X-Api-Key"_s, kPeerSecret}};
    set.a2aPeers.append(byUrl);
    LocalHandlerSet::A2aPeer byFile;
    byFile.refName = u"card_agent"_s;
    byFile.cardFile = cardFile;
    set.a2aPeers.append(byFile);

    LocalHandlerSet::Command command;
    command.toolName = u"echo_tool"_s;
    command.program = u"/bin/cat"_s;
    command.arguments = {u"-"_s};
    command.timeoutMs = 7000;
    set.commands.append(command);

    set.policy.setDefaultMode(ApprovalPolicy::Mode::ReadOnly);
    set.policy.setToolMode(u"echo_tool"_s, ApprovalPolicy::Mode::Always);
    set.policy.setToolMode(u"fs_write"_s, ApprovalPolicy::Mode::Ask);
    return set;
}

} // namespace

class TestLocalHandlerSet final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void jsonRoundTrip();
    void problems();
    void problemsNameTheirField();
    void settingsRoundTripKeepsSecretsOut();
    void settingsWithoutStoreOrKey();
    void configureBuildsTheSession();
    void perHandlerStartAndStop();

private:
    QString writeCard(const QString& name, const QJsonObject& card);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_store;
    QString m_cardFile;
};

void TestLocalHandlerSet::initTestCase()
{
    QVERIFY(kNoSessionBus);
}

void TestLocalHandlerSet::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_store = std::make_unique<SecretStore>();
    m_store->setPlaintextFallbackEnabled(true);
    m_store->setPlaintextFallbackPath(m_dir->filePath(u"secrets/plaintext.json"_s));
    m_cardFile = writeCard(u"card.json"_s, v1Card(u"http://127.0.0.1:9/a2a/jsonrpc"_s));
}

void TestLocalHandlerSet::cleanup()
{
    m_store.reset();
    m_settings.reset();
    m_dir.reset();
}

QString TestLocalHandlerSet::writeCard(const QString& name, const QJsonObject& card)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write a card");
    file.write(QJsonDocument(card).toJson());
    return path;
}

void TestLocalHandlerSet::jsonRoundTrip()
{
    const LocalHandlerSet set = sampleSet(m_cardFile);
    QCOMPARE(LocalHandlerSet::fromJson(set.toJson(LocalHandlerSet::Secrets::Include)), set);

    // Omitted: every credential is null, the rest is there.
    const QJsonObject omitted = set.toJson();
    const QByteArray text = QJsonDocument(omitted).toJson(QJsonDocument::Compact);
    for (const QString& secret : {kHeaderSecret, kEnvSecret, kPeerSecret})
        QVERIFY2(!text.contains(secret.toUtf8()), text.constData());
    QVERIFY(text.contains("visible-value"));
    const QJsonObject peer = omitted.value("a2aPeers"_L1).toArray().at(0).toObject();
    QVERIFY(peer.value("headers"_L1).toObject().value("X-Api-Key"_L1).isNull());

    // Read back: names kept with empty values; the secrets put them back.
    LocalHandlerSet read = LocalHandlerSet::fromJson(omitted);
    QCOMPARE(read.mcpServers.at(1).headers.value(u"Authorization"_s), QString());
    QVERIFY(read.mcpServers.at(1).headers.contains(u"Authorization"_s));
    QCOMPARE(read.mcpServers.at(0).environment.value(u"PLAIN"_s), u"visible-value"_s);
    QVERIFY(read != set);
    const QJsonObject secrets = set.secrets();
    QCOMPARE(secrets.value("mcp"_L1).toObject().value("fs"_L1).toObject().value("environment"_L1),
             QJsonValue(QJsonObject{{"TOKEN"_L1, kEnvSecret}})); // only the secret variable
    read.applySecrets(secrets);
    QCOMPARE(read, set);
    // Secrets never add names the set does not have.
    LocalHandlerSet other = LocalHandlerSet::fromJson(omitted);
    other.applySecrets(QJsonObject{
        {"a2a"_L1, QJsonObject{{"hr_agent"_L1,
                                QJsonObject{{"headers"_L1, QJsonObject{{"Other"_L1, u"x"_s}}}}}}}});
    QVERIFY(!other.a2aPeers.at(0).headers.contains(u"Other"_s));

    // Wrong types fall back to defaults.
    const LocalHandlerSet junk = LocalHandlerSet::fromJson(QJsonObject{
        {"mcpServers"_L1, u"no"_s},
        {"commands"_L1, QJsonArray{QJsonObject{{"name"_L1, u"t"_s}, {"timeoutMs"_L1, u"x"_s}}}}});
    QVERIFY(junk.mcpServers.isEmpty());
    QCOMPARE(junk.commands.size(), 1);
    QCOMPARE(junk.commands.at(0).timeoutMs, CommandHandler::DefaultTimeoutMs);
}

void TestLocalHandlerSet::problems()
{
    LocalHandlerSet set = sampleSet(m_cardFile);
    QVERIFY2(set.problems().isEmpty(), qPrintable(set.problems().join(u'\n')));
    set.commands.append(set.commands.at(0));
    set.a2aPeers[0].cardUrl = QUrl(u"ftp://example.com"_s);
    set.commands[0].program = m_dir->filePath(u"missing-program"_s);
    LocalHandlerSet::Command badName;
    badName.toolName = u"has space"_s;
    badName.program = u"/bin/cat"_s;
    set.commands.append(badName);
    const QString all = set.problems().join(u'\n');
    QVERIFY2(all.contains(u"\"echo_tool\" is given twice"_s), qPrintable(all));
    QVERIFY2(all.contains(u"ftp://example.com"_s), qPrintable(all));
    QVERIFY2(all.contains(u"missing-program"_s), qPrintable(all));
    QVERIFY2(all.contains(u"\"has space\" is not a valid tool name"_s), qPrintable(all));
}

void TestLocalHandlerSet::problemsNameTheirField()
{
    // The rules a form shows at its fields are the core's (LocalHandlerDialog uses these).
    using Field = LocalHandlerSet::Field;
    const auto fields = [](const QList<LocalHandlerSet::Problem>& problems) {
        QList<Field> out;
        for (const LocalHandlerSet::Problem& p : problems)
            out << p.field;
        return out;
    };
    LocalHandlerSet::A2aPeer peer{u"bad name"_s, QUrl(u"http://"_s), {}, {}};
    QCOMPARE(fields(peer.fieldProblems()), (QList<Field>{Field::Name, Field::Url}));
    QVERIFY(peer.fieldProblems().at(1).message.contains(u"names no host"_s));
    peer = {u"good_name"_s, {}, m_dir->filePath(u"missing.json"_s), {}};
    QCOMPARE(fields(peer.fieldProblems()), QList<Field>{Field::CardFile});
    QVERIFY(peer.fieldProblems().at(0).message.contains(u"There is no file"_s));
    peer.cardFile = m_cardFile;
    QVERIFY(peer.fieldProblems().isEmpty());

    LocalHandlerSet::Command command{u"tool"_s, QString(), {}, 1000};
    QCOMPARE(fields(command.fieldProblems()), QList<Field>{Field::Program});
    QVERIFY(command.fieldProblems().at(0).message.contains(u"Enter the program"_s));
    command.program = u"no-such-program-xyz"_s;
    QVERIFY(command.fieldProblems().at(0).message.contains(u"not found on PATH"_s));
    command.program = m_dir->filePath(u"missing"_s);
    QVERIFY(command.fieldProblems().at(0).message.contains(u"no executable file"_s));
    QVERIFY(LocalHandlerSet::programProblem(u"/bin/cat"_s).isEmpty());
    QCOMPARE(command.problems(), QStringList{command.fieldProblems().at(0).message});

    McpServerConfig server;
    server.transport = McpServerConfig::Transport::Http;
    server.url = QUrl(u"ftp://example.com/mcp"_s);
    server.callTimeoutMs = 0;
    QList<McpServerConfig::Field> serverFields;
    for (const McpServerConfig::Problem& p : server.fieldProblems())
        serverFields << p.field;
    QCOMPARE(serverFields, (QList<McpServerConfig::Field>{McpServerConfig::Field::Name,
                                                          McpServerConfig::Field::Url,
                                                          McpServerConfig::Field::Timeouts}));
    QCOMPARE(server.problems().size(), 3);
}

void TestLocalHandlerSet::settingsRoundTripKeepsSecretsOut()
{
    const LocalHandlerSet set = sampleSet(m_cardFile);
    std::optional<SecretStore::Result> saved;
    QObject context;
    QVERIFY(set.save(*m_settings, u"profile-1"_s, m_store.get(), &context,
                     [&](const SecretStore::Result& r) { saved = r; }));
    QTRY_VERIFY_WITH_TIMEOUT(saved.has_value(), 10000);
    QVERIFY2(saved->ok(), qPrintable(saved->message));
    QVERIFY(saved->plaintext); // no keychain here: the opt-in fallback file took them
    m_settings->sync();

    // The settings file itself: the set is there, no credential is.
    QFile file(m_settings->fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray ini = file.readAll();
    QVERIFY2(ini.contains("localHandlers"), ini.constData());
    QVERIFY2(ini.contains("hr_agent"), ini.constData());
    QVERIFY2(ini.contains("Authorization"), ini.constData());
    QVERIFY2(ini.contains("visible-value"), ini.constData());
    for (const QString& secret : {kHeaderSecret, kEnvSecret, kPeerSecret})
        QVERIFY2(!ini.contains(secret.toUtf8()), ini.constData());
    // They are in the store's file instead.
    QFile plaintext(m_store->plaintextFallbackPath());
    QVERIFY(plaintext.open(QIODevice::ReadOnly));
    QVERIFY(plaintext.readAll().contains("hdr-7f3a9c"));

    // Read back: at once without credentials, then complete.
    QSettings reread(m_settings->fileName(), QSettings::IniFormat);
    std::optional<LocalHandlerSet> complete;
    const LocalHandlerSet immediate =
        LocalHandlerSet::load(reread, u"profile-1"_s, m_store.get(), &context,
                              [&](const LocalHandlerSet& s, const SecretStore::Result& r) {
                                  QVERIFY2(r.ok(), qPrintable(r.message));
                                  complete = s;
                              });
    QCOMPARE(immediate.toJson(), set.toJson());
    QVERIFY(immediate.mcpServers.at(1).headers.value(u"Authorization"_s).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(complete.has_value(), 10000);
    QCOMPARE(*complete, set);
    QCOMPARE(complete->policy.toolMode(u"echo_tool"_s), ApprovalPolicy::Mode::Always);

    // Another profile is separate and empty.
    bool otherDone = false;
    const LocalHandlerSet other =
        LocalHandlerSet::load(reread, u"profile-2"_s, m_store.get(), &context,
                              [&](const LocalHandlerSet& s, const SecretStore::Result& r) {
                                  QVERIFY(r.ok());
                                  QVERIFY(s.isEmpty());
                                  otherDone = true;
                              });
    QVERIFY(other.isEmpty());
    QTRY_VERIFY(otherDone);

    // Saved again without credentials: the stored ones are removed.
    LocalHandlerSet plain;
    plain.commands = set.commands;
    saved.reset();
    QVERIFY(plain.save(*m_settings, u"profile-1"_s, m_store.get(), &context,
                       [&](const SecretStore::Result& r) { saved = r; }));
    QTRY_VERIFY_WITH_TIMEOUT(saved.has_value(), 10000);
    // (The store deletes its file once it holds nothing.)
    QFile plaintextAfter(m_store->plaintextFallbackPath());
    QVERIFY(!plaintextAfter.open(QIODevice::ReadOnly) ||
            !plaintextAfter.readAll().contains("hdr-7f3a9c"));
    std::optional<LocalHandlerSet> plainRead;
    LocalHandlerSet::load(
        *m_settings, u"profile-1"_s, m_store.get(), &context,
        [&](const LocalHandlerSet& s, const SecretStore::Result&) { plainRead = s; });
    QTRY_VERIFY(plainRead.has_value());
    QCOMPARE(*plainRead, plain);

    LocalHandlerSet::remove(*m_settings, u"profile-1"_s, m_store.get());
    QVERIFY(LocalHandlerSet::load(*m_settings, u"profile-1"_s, nullptr).isEmpty());
}

void TestLocalHandlerSet::settingsWithoutStoreOrKey()
{
    const LocalHandlerSet set = sampleSet(m_cardFile);
    QObject context;
    // A key that would nest settings groups is refused; nothing is written.
    QVERIFY(!set.save(*m_settings, u"a/b"_s, m_store.get()));
    QVERIFY(!set.save(*m_settings, QString(), m_store.get()));
    QVERIFY(m_settings->allKeys().isEmpty());

    // No store: the set is saved, its credentials are dropped, and `done` says so.
    std::optional<SecretStore::Result> saved;
    QVERIFY(set.save(*m_settings, u"p"_s, nullptr, &context,
                     [&](const SecretStore::Result& r) { saved = r; }));
    QTRY_VERIFY(saved.has_value());
    QVERIFY(!saved->ok());
    QVERIFY(!saved->message.isEmpty());
    m_settings->sync();
    QFile file(m_settings->fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("hdr-7f3a9c"));
    const LocalHandlerSet read = LocalHandlerSet::load(*m_settings, u"p"_s, m_store.get());
    QCOMPARE(read.toJson(), set.toJson());
}

void TestLocalHandlerSet::configureBuildsTheSession()
{
    LocalHandlerSet set = sampleSet(m_cardFile);
    set.commands.append(
        LocalHandlerSet::Command{u"ghost_tool"_s, m_dir->filePath(u"nope"_s), {}, 1000});
    LocalToolSession session;
    QSignalSpy changed(&session, &LocalToolSession::handlersChanged);
    set.configure(session);
    QCOMPARE(changed.size(), 6);
    QCOMPARE(session.policy(), set.policy);
    QCOMPARE(session.dispatcher()->policy(), set.policy);

    const QList<LocalToolSession::HandlerStatus> handlers = session.handlers();
    QCOMPARE(handlers.size(), 6);
    const QList<std::pair<HandlerKind, QString>> expected{{HandlerKind::Mcp, u"fs"_s},
                                                          {HandlerKind::Mcp, u"remote"_s},
                                                          {HandlerKind::A2a, u"hr_agent"_s},
                                                          {HandlerKind::A2a, u"card_agent"_s},
                                                          {HandlerKind::Command, u"echo_tool"_s},
                                                          {HandlerKind::Command, u"ghost_tool"_s}};
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(handlers.at(i).kind, expected.at(i).first);
        QCOMPARE(handlers.at(i).name, expected.at(i).second);
    }
    QCOMPARE(handlers.at(0).target, u"/bin/cat --flag \"two words\""_s);
    QCOMPARE(handlers.at(1).target, u"http://127.0.0.1:9/mcp"_s);
    QCOMPARE(handlers.at(2).target, u"http://127.0.0.1:9"_s);
    QCOMPARE(handlers.at(3).target, m_cardFile);
    QCOMPARE(handlers.at(0).state, LocalToolSession::HandlerState::Stopped);
    QCOMPARE(handlers.at(2).state, LocalToolSession::HandlerState::Stopped);
    QCOMPARE(handlers.at(4).state, LocalToolSession::HandlerState::Ready);
    QCOMPARE(handlers.at(5).state, LocalToolSession::HandlerState::Failed);
    QVERIFY(handlers.at(5).error.contains(u"nope"_s));

    // The handlers' own objects carry the configuration.
    QCOMPARE(session.mcpClient(u"remote"_s)->config(), set.mcpServers.at(1));
    QCOMPARE(session.mcpClient(u"fs"_s)->config().environment.value(u"TOKEN"_s), kEnvSecret);
    QCOMPARE(session.a2aClient(u"hr_agent"_s)->headers().value(u"X-Api-Key"_s), kPeerSecret);
    QCOMPARE(session.commandHandler(u"echo_tool"_s)->timeoutMs(), 7000);
    QCOMPARE(session.commandHandler(u"echo_tool"_s)->arguments(), QStringList{u"-"_s});
    QVERIFY(!session.handler(HandlerKind::Command, u"fs"_s));
}

void TestLocalHandlerSet::perHandlerStartAndStop()
{
    // Card files and commands only: no network, no servers.
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, QUrl(), m_cardFile, {}});
    const QString broken = writeCard(u"broken.json"_s, QJsonObject{{"name"_L1, u"x"_s}});
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    LocalToolSession session;
    set.configure(session);
    QSignalSpy states(&session, &LocalToolSession::handlerStateChanged);

    QVERIFY(session.startHandler(HandlerKind::A2a, u"card_agent"_s));
    QVERIFY(!session.startHandler(HandlerKind::A2a, u"card_agent"_s)); // starting already
    QVERIFY(!session.startHandler(HandlerKind::Command, u"echo_tool"_s));
    QVERIFY(!session.startHandler(HandlerKind::A2a, u"nobody"_s));
    QTRY_COMPARE(session.handler(HandlerKind::A2a, u"card_agent"_s)->state,
                 LocalToolSession::HandlerState::Ready);
    QVERIFY(states.size() >= 2);
    QCOMPARE(states.constLast().at(1).toString(), u"card_agent"_s);
    QCOMPARE(session.a2aClient(u"card_agent"_s)->card().value("x-unknown"_L1).toString(),
             u"kept"_s);
    QCOMPARE(session.a2aClient(u"card_agent"_s)->protocolGeneration(), A2aProtocol::V1_0);
    QCOMPARE(session.state(), LocalToolSession::State::Idle); // only start() makes it Ready

    // start() keeps what is ready and makes the session Ready; the spec gets the card.
    QSignalSpy ready(&session, &LocalToolSession::ready);
    session.start();
    QVERIFY(ready.wait(5000));
    const LocalToolSession::PreparedSpec prepared =
        session.prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}});
    QVERIFY2(prepared.ok(), qPrintable(prepared.error));
    const QJsonArray tools = prepared.spec.value("tools"_L1).toArray();
    QCOMPARE(tools.size(), 2);
    QCOMPARE(tools.at(1).toObject().value("kind"_L1).toString(), u"a2a_local"_s);
    QCOMPARE(tools.at(1).toObject().value("agentCard"_L1).toObject(),
             v1Card(u"http://127.0.0.1:9/a2a/jsonrpc"_s));

    // Stopping one handler makes a Ready session Idle: start() again before the next spec.
    QVERIFY(session.stopHandler(HandlerKind::A2a, u"card_agent"_s));
    QVERIFY(!session.stopHandler(HandlerKind::A2a, u"card_agent"_s));
    QCOMPARE(session.handler(HandlerKind::A2a, u"card_agent"_s)->state,
             LocalToolSession::HandlerState::Stopped);
    QCOMPARE(session.state(), LocalToolSession::State::Idle);
    QVERIFY(!session.prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}}).ok());
    session.start();
    QVERIFY(ready.wait(5000));

    // A card that names no usable endpoint fails with that reason; restart reads it again.
    LocalToolSession second;
    second.addA2aPeerCardFile(u"bad"_s, broken);
    second.addA2aPeerCard(u"given"_s, v1Card(u"http://127.0.0.1:9/x"_s));
    QVERIFY(second.startHandler(HandlerKind::A2a, u"bad"_s));
    QVERIFY(second.startHandler(HandlerKind::A2a, u"given"_s));
    QTRY_COMPARE(second.handler(HandlerKind::A2a, u"bad"_s)->state,
                 LocalToolSession::HandlerState::Failed);
    QVERIFY2(second.handler(HandlerKind::A2a, u"bad"_s)->error.contains(u"\"bad\""_s),
             qPrintable(second.handler(HandlerKind::A2a, u"bad"_s)->error));
    QTRY_COMPARE(second.handler(HandlerKind::A2a, u"given"_s)->state,
                 LocalToolSession::HandlerState::Ready);
    writeCard(u"broken.json"_s, v1Card(u"http://127.0.0.1:9/fixed"_s));
    QVERIFY(second.restartHandler(HandlerKind::A2a, u"bad"_s));
    QTRY_COMPARE(second.handler(HandlerKind::A2a, u"bad"_s)->state,
                 LocalToolSession::HandlerState::Ready);
    QCOMPARE(A2aClient::peerKey(second.a2aClient(u"bad"_s)->card()), u"http://127.0.0.1:9/fixed"_s);

    // A session waiting for a handler that the user stops fails with words, not silence.
    LocalToolSession third;
    third.addA2aPeer(u"slow"_s, QUrl(u"http://127.0.0.1:9"_s));
    QSignalSpy failed(&third, &LocalToolSession::failed);
    third.start();
    QCOMPARE(third.state(), LocalToolSession::State::Starting);
    QVERIFY(third.stopHandler(HandlerKind::A2a, u"slow"_s));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.constFirst().constFirst().toString().contains(u"slow"_s));
    QCOMPARE(third.state(), LocalToolSession::State::Failed);
}

QTEST_GUILESS_MAIN(TestLocalHandlerSet)
#include "tst_localhandlerset.moc"
