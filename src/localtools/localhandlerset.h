// SPDX-License-Identifier: MIT
// LocalHandlerSet: the local handlers one connection profile uses for its local_tool_calls — MCP
// servers, A2A peers, command tools and the approval policy — as one value the panel edits,
// settings keep (their credentials in the SecretStore only) and a LocalToolSession is built from.
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "localtools/approvalpolicy.h"
#include "localtools/commandhandler.h"
#include "localtools/mcpserverconfig.h"
#include "secrets/secretstore.h"

class QObject;
class QSettings;

namespace mantyx {

class LocalToolSession;

// A plain value. Header values (MCP and A2A) and the MCP environment values named secret are
// credentials: toJson() writes them as null unless asked, save() puts them in the SecretStore.
struct LocalHandlerSet
{
    Q_DECLARE_TR_FUNCTIONS(LocalHandlerSet)

public:
    using Secrets = McpServerConfig::Secrets;

    // What a problem of an A2A peer or a command tool is about, so that a form shows it there.
    enum class Field : quint8
    {
        Name,
        Url,
        CardFile,
        Program,
    };
    struct Problem
    {
        Field field = Field::Name;
        QString message; // translated
    };

    // Translated, empty when `program` (a path, or a name found on PATH) is an executable file.
    static QString programProblem(const QString& program);

    // An A2A peer answering the `a2a_local` tool `refName`, its card fetched from `cardUrl`
    // (A2aClient::fetchCard) or read from `cardFile` (which wins when both are set).
    struct A2aPeer
    {
        QString refName;
        QUrl cardUrl;
        QString cardFile;
        QMap<QString, QString> headers; // sent with the card request and every call
        QList<Problem> fieldProblems() const;
        QStringList problems() const; // fieldProblems() as texts
        QJsonObject toJson(Secrets secrets = Secrets::Omit) const;
        static A2aPeer fromJson(const QJsonObject& json);
        friend bool operator==(const A2aPeer&, const A2aPeer&) = default;
    };

    // An executable answering the `local` tool `toolName` (CommandHandler).
    struct Command
    {
        QString toolName;
        QString program; // found on PATH when not a path
        QStringList arguments;
        int timeoutMs = CommandHandler::DefaultTimeoutMs; // <= 0: none
        QList<Problem> fieldProblems() const;
        QStringList problems() const; // fieldProblems() as texts
        QJsonObject toJson() const;
        static Command fromJson(const QJsonObject& json);
        friend bool operator==(const Command&, const Command&) = default;
    };

    // Called once the SecretStore answered (unless the context object is gone by then).
    using SaveCallback = std::function<void(const SecretStore::Result& result)>;
    using LoadCallback =
        std::function<void(const LocalHandlerSet& set, const SecretStore::Result& result)>;

    // Where the secrets of a profile's set are filed in the SecretStore: one JSON document under
    // the store's profile id "<profileKey>/local-handlers".
    static constexpr SecretStore::Kind SecretKind = SecretStore::Kind::ApiKey;
    static QString secretProfileId(const QString& profileKey);
    // The QSettings group of a profile's set: "localHandlers/<profileKey>".
    static QString settingsGroup(const QString& profileKey);
    // A key that can name a settings group: not empty, no '/' or '\'.
    static bool isValidProfileKey(const QString& profileKey);

    QList<McpServerConfig> mcpServers;
    QList<A2aPeer> a2aPeers;
    QList<Command> commands;
    ApprovalPolicy policy;

    bool isEmpty() const;
    // Translated problems of the whole set: each handler's, and names given twice (MCP server
    // names among themselves; A2A and command tool names among themselves, being tool names).
    QStringList problems() const;

    // The lists, by name; nullptr when there is none of that name.
    const McpServerConfig* mcpServer(const QString& name) const;
    const A2aPeer* a2aPeer(const QString& refName) const;
    const Command* command(const QString& toolName) const;

    // {"version": 1, "mcpServers": [...], "a2aPeers": [...], "commands": [...], "policy": {...}}
    QJsonObject toJson(Secrets secrets = Secrets::Omit) const;
    // Unknown and wrongly typed fields fall back to defaults; a null secret reads as "".
    static LocalHandlerSet fromJson(const QJsonObject& json);

    // The credentials alone: {"mcp": {name: {"headers": {}, "environment": {}}}, "a2a": {name:
    // {"headers": {}}}}; empty values left out. applySecrets() puts them back by name (and
    // never adds a header or variable the set does not name).
    QJsonObject secrets() const;
    bool hasSecrets() const { return !secrets().isEmpty(); }
    void applySecrets(const QJsonObject& secrets);

    // Writes the set (without credentials) to the profile's settings group, and its
    // credentials to `store` (or removes them there when the set has none any more). False,
    // with nothing written, for an invalid profile key. `done` runs once the store answered, or
    // from the event loop when there was nothing to do; credentials with a null store are
    // dropped, and `done` says so.
    bool save(QSettings& settings, const QString& profileKey, SecretStore* store,
              QObject* context = nullptr, SaveCallback done = {}) const;
    // Reads the profile's set from settings (credentials empty) and returns it. When it was
    // saved with credentials and `store` is given, fetches them: `done` then runs with the
    // complete set, or with the set as read and the store's failure. Otherwise `done` runs
    // from the event loop with the set as read and an Ok result.
    static LocalHandlerSet load(QSettings& settings, const QString& profileKey, SecretStore* store,
                                QObject* context = nullptr, LoadCallback done = {});
    // Removes the profile's set and its credentials.
    static void remove(QSettings& settings, const QString& profileKey, SecretStore* store);

    // Adds every handler to `session` (which should be empty and Idle) and gives its
    // dispatcher the policy.
    void configure(LocalToolSession& session) const;

    friend bool operator==(const LocalHandlerSet&, const LocalHandlerSet&) = default;
};

} // namespace mantyx
