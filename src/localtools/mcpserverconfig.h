// SPDX-License-Identifier: MIT
// McpServerConfig: everything that configures one local MCP server — how to reach it (a command
// for stdio, or a URL and headers for Streamable HTTP), how long to wait, and which of its tools
// the model sees under which names — as one value the settings UI edits and saves.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace mantyx {

// A plain value. Header values (and the environment values named in secretEnvironment) are
// credentials: toJson() leaves them out unless asked, so saving settings cannot write them to
// disk by accident; the caller keeps them in the SecretStore and puts them back after fromJson().
struct McpServerConfig
{
    Q_DECLARE_TR_FUNCTIONS(McpServerConfig)

public:
    enum class Transport : quint8
    {
        Stdio, // a child process speaking newline-delimited JSON-RPC on stdin/stdout
        Http,  // Streamable HTTP: JSON-RPC POSTed to one endpoint
    };

    enum class Secrets : quint8
    {
        Omit,    // header values and secret environment values are written as null
        Include, // everything, for an export the user asked for
    };

    // The user's choice for one of the server's tools, keyed by the server's own tool name.
    struct ToolSetting
    {
        bool include = true;
        QString modelName; // empty: the effective prefix plus the server's name, made valid
        friend bool operator==(const ToolSetting&, const ToolSetting&) = default;
    };

    static constexpr int DefaultRequestTimeoutMs = 15000; // initialize, tools/list, ping
    static constexpr int DefaultCallTimeoutMs = 60000;    // tools/call, restarted by progress
    static constexpr int DefaultMaxCallMs = 600000;       // tools/call, whatever the progress

    // The SDK-side label: the mcp_local ref's `name` and local_tool_call's `mcpServer`.
    QString name;
    Transport transport = Transport::Stdio;

    // stdio
    QString command; // program, found on PATH when not absolute
    QStringList arguments;
    QMap<QString, QString> environment; // added to (and overriding) this process's environment
    QStringList secretEnvironment;      // keys of `environment` whose values are credentials
    QString workingDirectory;           // empty: this process's

    // Streamable HTTP
    QUrl url;
    QMap<QString, QString> headers; // sent with every request; values are credentials

    // Model-facing names: effectiveToolPrefix() + server tool name unless a ToolSetting names
    // it; tools not in `tools` are included when `includeNewTools`. The official SDKs declare
    // `<server>_<tool>`, so that is the default: an empty `toolPrefix` means `<name>_`, and
    // `prefixToolNames` false declares the server's names as they are (made valid).
    QString toolPrefix;
    bool prefixToolNames = true;
    QMap<QString, ToolSetting> tools;
    bool includeNewTools = true;

    // Image, audio and resource blocks of results become files (else notes in the text).
    bool allowFiles = true;

    int requestTimeoutMs = DefaultRequestTimeoutMs;
    int callTimeoutMs = DefaultCallTimeoutMs;
    int maxCallMs = DefaultMaxCallMs;
    // Empty: the newest revision this client speaks.
    QString protocolVersion;

    static QString transportName(Transport transport); // "stdio" / "http"
    static std::optional<Transport> transportFromName(QStringView name);

    // The longest server-name part of the default prefix, so that a long server name still
    // leaves room for the tool's own name within the protocol's 64 characters.
    static constexpr int MaxDefaultPrefixName = 31;

    // `<serverName>_` with characters a model-facing name cannot have turned into '_' and the
    // name cut to MaxDefaultPrefixName; empty for an empty name.
    static QString defaultToolPrefix(const QString& serverName);
    // What goes before each server tool name: nothing when !prefixToolNames, else toolPrefix,
    // else defaultToolPrefix(name).
    QString effectiveToolPrefix() const;

    bool isToolIncluded(const QString& serverToolName) const;
    // The name the user gave the tool, else effectiveToolPrefix() + serverToolName (not yet made
    // valid: McpResolution does that, as it also resolves collisions).
    QString requestedModelName(const QString& serverToolName) const;

    // What a problem is about, so that a form shows it at that field.
    enum class Field : quint8
    {
        Name,
        Command,
        Url,
        Timeouts,
    };
    struct Problem
    {
        Field field = Field::Name;
        QString message; // translated
    };
    // Translated problems that stop the server from being started (no name, no command, a URL
    // that is not http(s), a timeout below 1 ms), each with its field; empty when it can be.
    QList<Problem> fieldProblems() const;
    // The same, as texts.
    QStringList problems() const;

    QJsonObject toJson(Secrets secrets = Secrets::Omit) const;
    // Unknown and wrongly typed fields fall back to the defaults; a null secret value reads as
    // an empty string, to be filled from the SecretStore.
    static McpServerConfig fromJson(const QJsonObject& json);

    friend bool operator==(const McpServerConfig&, const McpServerConfig&) = default;
};

} // namespace mantyx
