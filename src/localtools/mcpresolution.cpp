// SPDX-License-Identifier: MIT
// McpResolution: filtering, renaming and collision handling over a verbatim MCP catalog.
#include "localtools/mcpresolution.h"

#include "localtools/mcpserverconfig.h"
#include "protocol/jsonpath.h"
#include "protocol/specvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

SpecIssue warningAt(const QString& path, const char* rule, const QString& message)
{
    return SpecIssue{Severity::Warning, path, message, QString::fromLatin1(rule)};
}

} // namespace

QString McpResolution::validModelName(const QString& name)
{
    QString out;
    out.reserve(std::min<qsizetype>(name.size(), SpecValidator::MaxToolNameLength));
    for (const QChar c : name) {
        if (out.size() == SpecValidator::MaxToolNameLength)
            break;
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                        (u >= u'0' && u <= u'9') || u == u'_';
        out.append(ok ? c : QChar(u'_'));
    }
    return out.isEmpty() ? u"tool"_s : out;
}

bool McpResolution::isValidModelName(const QString& name)
{
    return !name.isEmpty() && validModelName(name) == name;
}

McpResolution McpResolution::resolve(const McpServerConfig& config, const QJsonObject& serverInfo,
                                     const QJsonArray& tools, const QSet<QString>& takenNames)
{
    McpResolution r;
    QSet<QString> used = takenNames;
    QSet<QString> seenServerNames;
    QJsonArray out;

    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QString sourcePath = u"tools/list"_s + u'[' + QString::number(i) + u']';
        if (!tools.at(i).isObject() || !tools.at(i).toObject().value("name"_L1).isString()) {
            r.m_issues.append(warningAt(
                sourcePath, "mcpResolution.tool.unnamed",
                tr("%1 is not an MCP Tool with a name; it is left out.").arg(sourcePath)));
            continue;
        }
        QJsonObject tool = tools.at(i).toObject();
        const QString serverName = tool.value("name"_L1).toString();
        if (seenServerNames.contains(serverName)) {
            r.m_issues.append(
                warningAt(sourcePath, "mcpResolution.tool.duplicate",
                          tr("The server lists the tool \"%1\" twice; the second one is left out.")
                              .arg(serverName)));
            continue;
        }
        seenServerNames.insert(serverName);
        if (!config.isToolIncluded(serverName)) {
            r.m_omitted.append(serverName);
            continue;
        }

        const QString outPath = JsonPath::key(JsonPath::index(u"tools"_s, out.size()), "name"_L1);
        const QString requested = config.requestedModelName(serverName);
        QString name = validModelName(requested);
        if (name != requested) {
            r.m_issues.append(warningAt(
                outPath, "mcpResolution.name.pattern",
                tr("\"%1\" is not a valid model-facing tool name (^[a-zA-Z0-9_]{1,64}$); the "
                   "model sees \"%2\".")
                    .arg(requested, name)));
        }
        if (used.contains(name)) {
            const QString base = name;
            for (int n = 2;; ++n) {
                const QString suffix = u'_' + QString::number(n);
                const QString candidate =
                    base.left(SpecValidator::MaxToolNameLength - suffix.size()) + suffix;
                if (!used.contains(candidate)) {
                    name = candidate;
                    break;
                }
            }
            r.m_issues.append(
                warningAt(outPath, "mcpResolution.name.collision",
                          tr("The tool name \"%1\" is already taken; the model sees \"%2\" for the "
                             "server's \"%3\".")
                              .arg(base, name, serverName)));
        }
        used.insert(name);
        r.m_toServer.insert(name, serverName);
        r.m_toModel.insert(serverName, name);
        r.m_modelNames.append(name);
        tool.insert("name"_L1, name); // every other field verbatim
        out.append(tool);
    }

    r.m_json.insert("kind"_L1, u"mcp_local"_s);
    r.m_json.insert("name"_L1, config.name);
    if (!serverInfo.isEmpty())
        r.m_json.insert("serverInfo"_L1, serverInfo);
    r.m_json.insert("tools"_L1, out);
    return r;
}

} // namespace mantyx
