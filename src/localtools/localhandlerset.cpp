// SPDX-License-Identifier: MIT
// LocalHandlerSet: JSON, settings and SecretStore round trips, and building a session.
#include "localtools/localhandlerset.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include "localtools/localtoolsession.h"
#include "localtools/mcpresolution.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kFormatVersion = 1;
constexpr auto kSetKey = "set"_L1;
constexpr auto kHasSecretsKey = "hasSecrets"_L1;

QJsonObject mapToJson(const QMap<QString, QString>& map, bool valuesAreSecret)
{
    QJsonObject out;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        out.insert(it.key(), valuesAreSecret ? QJsonValue(QJsonValue::Null) : QJsonValue(*it));
    return out;
}

QMap<QString, QString> mapFromJson(const QJsonValue& value)
{
    QMap<QString, QString> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        out.insert(it.key(), it->toString());
    return out;
}

QStringList stringList(const QJsonValue& value)
{
    QStringList out;
    for (const QJsonValue& v : value.toArray()) {
        if (v.isString())
            out << v.toString();
    }
    return out;
}

QJsonObject nonEmptyValues(const QMap<QString, QString>& map, const QStringList& keys)
{
    QJsonObject out;
    for (const QString& key : keys) {
        const QString value = map.value(key);
        if (!value.isEmpty())
            out.insert(key, value);
    }
    return out;
}

// Fills the values of `map` that `secrets` has, for keys `map` already names.
void fillValues(QMap<QString, QString>& map, const QJsonObject& secrets)
{
    for (auto it = secrets.constBegin(); it != secrets.constEnd(); ++it) {
        if (map.contains(it.key()) && it->isString())
            map.insert(it.key(), it->toString());
    }
}

bool programFound(const QString& program)
{
    if (program.contains(u'/') || QFileInfo(program).isAbsolute()) {
        const QFileInfo info(program);
        return info.isFile() && info.isExecutable();
    }
    return !QStandardPaths::findExecutable(program).isEmpty();
}

bool isHttpUrl(const QUrl& url)
{
    return url.isValid() && !url.host().isEmpty() &&
           (url.scheme() == "http"_L1 || url.scheme() == "https"_L1);
}

} // namespace

// ---- A2aPeer

QList<LocalHandlerSet::Problem> LocalHandlerSet::A2aPeer::fieldProblems() const
{
    QList<Problem> out;
    if (refName.isEmpty())
        out.append({Field::Name, tr("The A2A peer has no name.")});
    else if (!McpResolution::isValidModelName(refName))
        out.append({Field::Name, tr("The name \"%1\" is not a valid tool name: use 1 to 64 "
                                    "letters, digits and underscores.")
                                     .arg(refName)});
    if (cardFile.isEmpty() && cardUrl.isEmpty())
        out.append(
            {Field::Url,
             tr("The A2A peer \"%1\" has neither an agent URL nor a card file.").arg(refName)});
    else if (cardFile.isEmpty() &&
             (cardUrl.scheme() == "http"_L1 || cardUrl.scheme() == "https"_L1) &&
             cardUrl.host().isEmpty())
        out.append(
            {Field::Url, tr("The agent URL \"%1\" names no host.").arg(cardUrl.toDisplayString())});
    else if (cardFile.isEmpty() && !isHttpUrl(cardUrl))
        out.append({Field::Url, tr("The agent URL \"%1\" is not an http:// or https:// URL.")
                                    .arg(cardUrl.toDisplayString())});
    else if (!cardFile.isEmpty() && !QFileInfo(cardFile).isFile())
        out.append({Field::CardFile,
                    tr("There is no file \"%1\".").arg(QDir::toNativeSeparators(cardFile))});
    return out;
}

QStringList LocalHandlerSet::A2aPeer::problems() const
{
    QStringList out;
    for (const Problem& problem : fieldProblems())
        out.append(problem.message);
    return out;
}

QJsonObject LocalHandlerSet::A2aPeer::toJson(Secrets secrets) const
{
    QJsonObject out{{"name"_L1, refName}};
    if (!cardUrl.isEmpty())
        out.insert("cardUrl"_L1, cardUrl.toString());
    if (!cardFile.isEmpty())
        out.insert("cardFile"_L1, cardFile);
    if (!headers.isEmpty())
        out.insert("headers"_L1, mapToJson(headers, secrets == Secrets::Omit));
    return out;
}

LocalHandlerSet::A2aPeer LocalHandlerSet::A2aPeer::fromJson(const QJsonObject& json)
{
    A2aPeer peer;
    peer.refName = json.value("name"_L1).toString();
    peer.cardUrl = QUrl(json.value("cardUrl"_L1).toString());
    peer.cardFile = json.value("cardFile"_L1).toString();
    peer.headers = mapFromJson(json.value("headers"_L1));
    return peer;
}

// ---- Command

QList<LocalHandlerSet::Problem> LocalHandlerSet::Command::fieldProblems() const
{
    QList<Problem> out;
    if (toolName.isEmpty())
        out.append({Field::Name, tr("The command tool has no name.")});
    else if (!McpResolution::isValidModelName(toolName))
        out.append({Field::Name, tr("The name \"%1\" is not a valid tool name: use 1 to 64 "
                                    "letters, digits and underscores.")
                                     .arg(toolName)});
    if (program.isEmpty())
        out.append(
            {Field::Program, tr("Enter the program the command tool \"%1\" runs.").arg(toolName)});
    else if (const QString problem = programProblem(program); !problem.isEmpty())
        out.append({Field::Program, problem});
    return out;
}

QStringList LocalHandlerSet::Command::problems() const
{
    QStringList out;
    for (const Problem& problem : fieldProblems())
        out.append(problem.message);
    return out;
}

QString LocalHandlerSet::programProblem(const QString& program)
{
    if (programFound(program))
        return {};
    return program.contains(u'/') || QFileInfo(program).isAbsolute()
               ? tr("There is no executable file \"%1\".").arg(program)
               : tr("\"%1\" was not found on PATH.").arg(program);
}

QJsonObject LocalHandlerSet::Command::toJson() const
{
    QJsonObject out{{"name"_L1, toolName}, {"program"_L1, program}};
    if (!arguments.isEmpty())
        out.insert("arguments"_L1, QJsonArray::fromStringList(arguments));
    out.insert("timeoutMs"_L1, timeoutMs);
    return out;
}

LocalHandlerSet::Command LocalHandlerSet::Command::fromJson(const QJsonObject& json)
{
    Command command;
    command.toolName = json.value("name"_L1).toString();
    command.program = json.value("program"_L1).toString();
    command.arguments = stringList(json.value("arguments"_L1));
    const QJsonValue timeout = json.value("timeoutMs"_L1);
    if (timeout.isDouble())
        command.timeoutMs = timeout.toInt(CommandHandler::DefaultTimeoutMs);
    return command;
}

// ---- The set

QString LocalHandlerSet::secretProfileId(const QString& profileKey)
{
    return profileKey + u"/local-handlers"_s;
}

QString LocalHandlerSet::settingsGroup(const QString& profileKey)
{
    return u"localHandlers/"_s + profileKey;
}

bool LocalHandlerSet::isValidProfileKey(const QString& profileKey)
{
    return !profileKey.isEmpty() && !profileKey.contains(u'/') && !profileKey.contains(u'\\');
}

bool LocalHandlerSet::isEmpty() const
{
    return mcpServers.isEmpty() && a2aPeers.isEmpty() && commands.isEmpty();
}

QStringList LocalHandlerSet::problems() const
{
    QStringList out;
    QSet<QString> servers;
    for (const McpServerConfig& config : mcpServers) {
        out << config.problems();
        if (servers.contains(config.name))
            out << tr("The MCP server name \"%1\" is given twice.").arg(config.name);
        servers.insert(config.name);
    }
    QSet<QString> tools;
    for (const A2aPeer& peer : a2aPeers) {
        out << peer.problems();
        if (tools.contains(peer.refName))
            out << tr("The tool name \"%1\" is given twice.").arg(peer.refName);
        tools.insert(peer.refName);
    }
    for (const Command& command : commands) {
        out << command.problems();
        if (tools.contains(command.toolName))
            out << tr("The tool name \"%1\" is given twice.").arg(command.toolName);
        tools.insert(command.toolName);
    }
    return out;
}

const McpServerConfig* LocalHandlerSet::mcpServer(const QString& name) const
{
    for (const McpServerConfig& config : mcpServers) {
        if (config.name == name)
            return &config;
    }
    return nullptr;
}

const LocalHandlerSet::A2aPeer* LocalHandlerSet::a2aPeer(const QString& refName) const
{
    for (const A2aPeer& peer : a2aPeers) {
        if (peer.refName == refName)
            return &peer;
    }
    return nullptr;
}

const LocalHandlerSet::Command* LocalHandlerSet::command(const QString& toolName) const
{
    for (const Command& c : commands) {
        if (c.toolName == toolName)
            return &c;
    }
    return nullptr;
}

QJsonObject LocalHandlerSet::toJson(Secrets secrets) const
{
    QJsonArray servers;
    for (const McpServerConfig& config : mcpServers)
        servers.append(config.toJson(secrets));
    QJsonArray peers;
    for (const A2aPeer& peer : a2aPeers)
        peers.append(peer.toJson(secrets));
    QJsonArray tools;
    for (const Command& command : commands)
        tools.append(command.toJson());
    return QJsonObject{{"version"_L1, kFormatVersion},
                       {"mcpServers"_L1, servers},
                       {"a2aPeers"_L1, peers},
                       {"commands"_L1, tools},
                       {"policy"_L1, policy.toJson()}};
}

LocalHandlerSet LocalHandlerSet::fromJson(const QJsonObject& json)
{
    LocalHandlerSet set;
    for (const QJsonValue& v : json.value("mcpServers"_L1).toArray()) {
        if (v.isObject())
            set.mcpServers.append(McpServerConfig::fromJson(v.toObject()));
    }
    for (const QJsonValue& v : json.value("a2aPeers"_L1).toArray()) {
        if (v.isObject())
            set.a2aPeers.append(A2aPeer::fromJson(v.toObject()));
    }
    for (const QJsonValue& v : json.value("commands"_L1).toArray()) {
        if (v.isObject())
            set.commands.append(Command::fromJson(v.toObject()));
    }
    set.policy = ApprovalPolicy::fromJson(json.value("policy"_L1).toObject());
    return set;
}

QJsonObject LocalHandlerSet::secrets() const
{
    QJsonObject mcp;
    for (const McpServerConfig& config : mcpServers) {
        QJsonObject entry;
        const QJsonObject headers = nonEmptyValues(config.headers, config.headers.keys());
        if (!headers.isEmpty())
            entry.insert("headers"_L1, headers);
        const QJsonObject environment =
            nonEmptyValues(config.environment, config.secretEnvironment);
        if (!environment.isEmpty())
            entry.insert("environment"_L1, environment);
        if (!entry.isEmpty())
            mcp.insert(config.name, entry);
    }
    QJsonObject a2a;
    for (const A2aPeer& peer : a2aPeers) {
        const QJsonObject headers = nonEmptyValues(peer.headers, peer.headers.keys());
        if (!headers.isEmpty())
            a2a.insert(peer.refName, QJsonObject{{"headers"_L1, headers}});
    }
    QJsonObject out;
    if (!mcp.isEmpty())
        out.insert("mcp"_L1, mcp);
    if (!a2a.isEmpty())
        out.insert("a2a"_L1, a2a);
    return out;
}

void LocalHandlerSet::applySecrets(const QJsonObject& secrets)
{
    const QJsonObject mcp = secrets.value("mcp"_L1).toObject();
    for (McpServerConfig& config : mcpServers) {
        const QJsonObject entry = mcp.value(config.name).toObject();
        fillValues(config.headers, entry.value("headers"_L1).toObject());
        // Only variables marked secret come from the store.
        const QJsonObject environment = entry.value("environment"_L1).toObject();
        for (const QString& key : std::as_const(config.secretEnvironment)) {
            if (config.environment.contains(key) && environment.value(key).isString())
                config.environment.insert(key, environment.value(key).toString());
        }
    }
    const QJsonObject a2a = secrets.value("a2a"_L1).toObject();
    for (A2aPeer& peer : a2aPeers)
        fillValues(peer.headers, a2a.value(peer.refName).toObject().value("headers"_L1).toObject());
}

namespace {

// Runs `fn` from the event loop, unless `context` (when given) is gone by then.
template <typename Fn> void later(QObject* context, Fn fn)
{
    QTimer::singleShot(0, context ? context : QCoreApplication::instance(), std::move(fn));
}

} // namespace

bool LocalHandlerSet::save(QSettings& settings, const QString& profileKey, SecretStore* store,
                           QObject* context, SaveCallback done) const
{
    if (!isValidProfileKey(profileKey))
        return false;
    const QJsonObject credentials = secrets();
    const QString group = settingsGroup(profileKey);
    const bool hadSecrets = settings.value(group + u'/' + kHasSecretsKey, false).toBool();

    settings.beginGroup(group);
    settings.setValue(
        kSetKey,
        QString::fromUtf8(QJsonDocument(toJson(Secrets::Omit)).toJson(QJsonDocument::Compact)));
    settings.setValue(kHasSecretsKey, !credentials.isEmpty() && store != nullptr);
    settings.endGroup();

    const QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    auto finish = [done, guard, hasContext](const SecretStore::Result& result) {
        if (done && (!hasContext || guard))
            done(result);
    };
    if (!credentials.isEmpty() && !store) {
        SecretStore::Result result;
        result.status = SecretStore::Status::Failed;
        result.message = tr("No secret store is available, so the header values and secret "
                            "variables of the local handlers were not saved.");
        later(context, [finish, result] { finish(result); });
        return true;
    }
    if (!credentials.isEmpty()) {
        store->store(secretProfileId(profileKey), SecretKind,
                     QString::fromUtf8(QJsonDocument(credentials).toJson(QJsonDocument::Compact)),
                     context, std::move(done));
        return true;
    }
    if (hadSecrets && store) {
        store->remove(secretProfileId(profileKey), SecretKind, context, std::move(done));
        return true;
    }
    later(context, [finish] { finish(SecretStore::Result{}); });
    return true;
}

LocalHandlerSet LocalHandlerSet::load(QSettings& settings, const QString& profileKey,
                                      SecretStore* store, QObject* context, LoadCallback done)
{
    LocalHandlerSet set;
    bool hasSecrets = false;
    if (isValidProfileKey(profileKey)) {
        settings.beginGroup(settingsGroup(profileKey));
        const QJsonDocument document =
            QJsonDocument::fromJson(settings.value(kSetKey).toString().toUtf8());
        hasSecrets = settings.value(kHasSecretsKey, false).toBool();
        settings.endGroup();
        if (document.isObject())
            set = fromJson(document.object());
    }

    const QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    if (!done)
        return set; // nobody to hand the credentials to
    if (!hasSecrets || !store) {
        later(context, [done, guard, hasContext, set] {
            if (!hasContext || guard)
                done(set, SecretStore::Result{});
        });
        return set;
    }
    store->load(secretProfileId(profileKey), SecretKind, context,
                [done, set](const SecretStore::Result& result) {
                    if (!result.ok()) {
                        done(set, result);
                        return;
                    }
                    LocalHandlerSet complete = set;
                    QJsonParseError error{};
                    const QJsonDocument document =
                        QJsonDocument::fromJson(result.secret.toUtf8(), &error);
                    if (!document.isObject()) {
                        SecretStore::Result bad;
                        bad.status = SecretStore::Status::Failed;
                        bad.message = tr("The stored secrets of the local handlers are not "
                                         "readable (%1).")
                                          .arg(error.errorString());
                        done(set, bad);
                        return;
                    }
                    complete.applySecrets(document.object());
                    done(complete, result);
                });
    return set;
}

void LocalHandlerSet::remove(QSettings& settings, const QString& profileKey, SecretStore* store)
{
    if (!isValidProfileKey(profileKey))
        return;
    const QString group = settingsGroup(profileKey);
    const bool hadSecrets = settings.value(group + u'/' + kHasSecretsKey, false).toBool();
    settings.remove(group);
    if (hadSecrets && store)
        store->remove(secretProfileId(profileKey), SecretKind);
}

void LocalHandlerSet::configure(LocalToolSession& session) const
{
    for (const McpServerConfig& config : mcpServers)
        session.addMcpServer(config);
    for (const A2aPeer& peer : a2aPeers) {
        if (!peer.cardFile.isEmpty())
            session.addA2aPeerCardFile(peer.refName, peer.cardFile, peer.headers);
        else
            session.addA2aPeer(peer.refName, peer.cardUrl, peer.headers);
    }
    for (const Command& command : commands)
        session.addCommand(command.toolName, command.program, command.arguments, command.timeoutMs);
    session.setPolicy(policy);
}

} // namespace mantyx
