// SPDX-License-Identifier: MIT
// McpServerConfig: settings (de)serialisation and the checks a form shows before starting.
#include "localtools/mcpserverconfig.h"

#include <QJsonArray>

#include "localtools/mcpresolution.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QJsonObject stringMap(const QMap<QString, QString>& map, const QStringList& secretKeys,
                      bool allSecret, McpServerConfig::Secrets secrets)
{
    QJsonObject out;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        const bool secret = allSecret || secretKeys.contains(it.key());
        if (secret && secrets == McpServerConfig::Secrets::Omit)
            out.insert(it.key(), QJsonValue::Null);
        else
            out.insert(it.key(), it.value());
    }
    return out;
}

QMap<QString, QString> readStringMap(const QJsonValue& value)
{
    QMap<QString, QString> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isString() || it.value().isNull())
            out.insert(it.key(), it.value().toString());
    }
    return out;
}

QStringList readStringList(const QJsonValue& value)
{
    QStringList out;
    const QJsonArray array = value.toArray();
    for (const QJsonValue& v : array) {
        if (v.isString())
            out.append(v.toString());
    }
    return out;
}

int readTimeout(const QJsonObject& json, QLatin1StringView key, int fallback)
{
    const QJsonValue v = json.value(key);
    return v.isDouble() && v.toDouble() >= 1 && v.toDouble() <= 24.0 * 3600 * 1000
               ? v.toInt(fallback)
               : fallback;
}

} // namespace

QString McpServerConfig::transportName(Transport transport)
{
    return transport == Transport::Http ? u"http"_s : u"stdio"_s;
}

std::optional<McpServerConfig::Transport> McpServerConfig::transportFromName(QStringView name)
{
    if (name == u"stdio")
        return Transport::Stdio;
    if (name == u"http")
        return Transport::Http;
    return std::nullopt;
}

QString McpServerConfig::defaultToolPrefix(const QString& serverName)
{
    const QString name = serverName.trimmed();
    if (name.isEmpty())
        return {};
    return McpResolution::validModelName(name.left(MaxDefaultPrefixName)) + u'_';
}

QString McpServerConfig::effectiveToolPrefix() const
{
    if (!prefixToolNames)
        return {};
    return toolPrefix.isEmpty() ? defaultToolPrefix(name) : toolPrefix;
}

bool McpServerConfig::isToolIncluded(const QString& serverToolName) const
{
    const auto it = tools.constFind(serverToolName);
    return it == tools.constEnd() ? includeNewTools : it->include;
}

QString McpServerConfig::requestedModelName(const QString& serverToolName) const
{
    const auto it = tools.constFind(serverToolName);
    if (it != tools.constEnd() && !it->modelName.isEmpty())
        return it->modelName;
    return effectiveToolPrefix() + serverToolName;
}

QList<McpServerConfig::Problem> McpServerConfig::fieldProblems() const
{
    QList<Problem> out;
    if (name.trimmed().isEmpty())
        out.append({Field::Name, tr("Enter a name: it is the mcp_local ref's name and the "
                                    "mcpServer of its calls.")});
    if (transport == Transport::Stdio) {
        if (command.trimmed().isEmpty())
            out.append({Field::Command, tr("The MCP server needs a command to start.")});
    } else {
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || url.host().isEmpty() || (scheme != "http"_L1 && scheme != "https"_L1))
            out.append({Field::Url,
                        tr("The MCP server URL must be an http:// or https:// address; got \"%1\".")
                            .arg(url.toString())});
    }
    if (requestTimeoutMs < 1 || callTimeoutMs < 1 || maxCallMs < 1)
        out.append({Field::Timeouts, tr("Time-outs must be at least 1 ms.")});
    return out;
}

QStringList McpServerConfig::problems() const
{
    QStringList out;
    for (const Problem& problem : fieldProblems())
        out.append(problem.message);
    return out;
}

QJsonObject McpServerConfig::toJson(Secrets secrets) const
{
    QJsonObject json{
        {"name"_L1, name},
        {"transport"_L1, transportName(transport)},
        {"toolPrefix"_L1, toolPrefix},
        {"prefixToolNames"_L1, prefixToolNames},
        {"includeNewTools"_L1, includeNewTools},
        {"allowFiles"_L1, allowFiles},
        {"requestTimeoutMs"_L1, requestTimeoutMs},
        {"callTimeoutMs"_L1, callTimeoutMs},
        {"maxCallMs"_L1, maxCallMs},
    };
    if (!protocolVersion.isEmpty())
        json.insert("protocolVersion"_L1, protocolVersion);
    // Both transports' fields are kept, so switching the kind in a form loses nothing.
    if (!command.isEmpty())
        json.insert("command"_L1, command);
    if (!arguments.isEmpty())
        json.insert("arguments"_L1, QJsonArray::fromStringList(arguments));
    if (!environment.isEmpty())
        json.insert("environment"_L1, stringMap(environment, secretEnvironment, false, secrets));
    if (!secretEnvironment.isEmpty())
        json.insert("secretEnvironment"_L1, QJsonArray::fromStringList(secretEnvironment));
    if (!workingDirectory.isEmpty())
        json.insert("workingDirectory"_L1, workingDirectory);
    if (!url.isEmpty())
        json.insert("url"_L1, url.toString(QUrl::FullyEncoded));
    if (!headers.isEmpty())
        json.insert("headers"_L1, stringMap(headers, {}, true, secrets));
    if (!tools.isEmpty()) {
        QJsonObject toolsJson;
        for (auto it = tools.cbegin(); it != tools.cend(); ++it) {
            QJsonObject setting{{"include"_L1, it->include}};
            if (!it->modelName.isEmpty())
                setting.insert("modelName"_L1, it->modelName);
            toolsJson.insert(it.key(), setting);
        }
        json.insert("tools"_L1, toolsJson);
    }
    return json;
}

McpServerConfig McpServerConfig::fromJson(const QJsonObject& json)
{
    McpServerConfig c;
    c.name = json.value("name"_L1).toString();
    c.transport =
        transportFromName(json.value("transport"_L1).toString()).value_or(Transport::Stdio);
    c.command = json.value("command"_L1).toString();
    c.arguments = readStringList(json.value("arguments"_L1));
    c.environment = readStringMap(json.value("environment"_L1));
    c.secretEnvironment = readStringList(json.value("secretEnvironment"_L1));
    c.workingDirectory = json.value("workingDirectory"_L1).toString();
    if (const QString url = json.value("url"_L1).toString(); !url.isEmpty())
        c.url = QUrl(url, QUrl::StrictMode);
    c.headers = readStringMap(json.value("headers"_L1));
    c.toolPrefix = json.value("toolPrefix"_L1).toString();
    c.prefixToolNames = json.value("prefixToolNames"_L1).toBool(true);
    c.includeNewTools = json.value("includeNewTools"_L1).toBool(true);
    c.allowFiles = json.value("allowFiles"_L1).toBool(true);
    c.requestTimeoutMs = readTimeout(json, "requestTimeoutMs"_L1, DefaultRequestTimeoutMs);
    c.callTimeoutMs = readTimeout(json, "callTimeoutMs"_L1, DefaultCallTimeoutMs);
    c.maxCallMs = readTimeout(json, "maxCallMs"_L1, DefaultMaxCallMs);
    c.protocolVersion = json.value("protocolVersion"_L1).toString();
    const QJsonObject toolsJson = json.value("tools"_L1).toObject();
    for (auto it = toolsJson.begin(); it != toolsJson.end(); ++it) {
        const QJsonObject setting = it.value().toObject();
        c.tools.insert(it.key(), ToolSetting{setting.value("include"_L1).toBool(true),
                                             setting.value("modelName"_L1).toString()});
    }
    return c;
}

} // namespace mantyx
