// SPDX-License-Identifier: MIT
#include "protocol/spectemplates.h"

#include <QFile>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

struct Entry
{
    const char* id;
    const char* title;
    const char* description;
};

// The order of the menu. The texts are translated in SpecTemplates' context.
constexpr Entry kEntries[] = {
    {"plain-prompt", QT_TRANSLATE_NOOP("SpecTemplates", "Plain prompt"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "A system prompt and a prompt, no tools: the smallest useful run.")},
    {"local-tool", QT_TRANSLATE_NOOP("SpecTemplates", "Local tool (local)"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "One client-resolved tool with a JSON Schema for its arguments and its "
                       "result; you answer its calls.")},
    {"mcp-local", QT_TRANSLATE_NOOP("SpecTemplates", "Local MCP server (mcp_local)"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "The tools/list catalog of an MCP server that runs on your machine.")},
    {"a2a-local", QT_TRANSLATE_NOOP("SpecTemplates", "Local A2A agent (a2a_local)"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "The agent card of an A2A peer that only you can reach; the run delegates "
                       "questions to it.")},
    {"output-schema", QT_TRANSLATE_NOOP("SpecTemplates", "Structured output (outputSchema)"),
     QT_TRANSLATE_NOOP("SpecTemplates", "The final answer must be JSON matching a schema.")},
    {"plan-supervisor", QT_TRANSLATE_NOOP("SpecTemplates", "Plan and supervisor"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "A caller-provided task plan, the run supervisor every 5 model calls and "
                       "explicit loop detection.")},
    {"attachment", QT_TRANSLATE_NOOP("SpecTemplates", "Messages with an attachment"),
     QT_TRANSLATE_NOOP("SpecTemplates",
                       "A messages array whose user turn carries a small inline text file.")},
};

} // namespace

QString SpecTemplates::resourcePath(QStringView id)
{
    return u":/mantyx/templates/"_s + id + u".json"_s;
}

QStringList SpecTemplates::ids()
{
    QStringList out;
    for (const Entry& entry : kEntries)
        out << QString::fromLatin1(entry.id);
    return out;
}

QList<SpecTemplate> SpecTemplates::all()
{
    QList<SpecTemplate> out;
    for (const Entry& entry : kEntries) {
        SpecTemplate t;
        t.id = QString::fromLatin1(entry.id);
        t.title = tr(entry.title);
        t.description = tr(entry.description);
        QFile file(resourcePath(t.id));
        if (file.open(QIODevice::ReadOnly))
            t.json = file.readAll();
        else
            qWarning("SpecTemplates: %s is missing from the resources", entry.id);
        out.append(std::move(t));
    }
    return out;
}

std::optional<SpecTemplate> SpecTemplates::byId(QStringView id)
{
    for (SpecTemplate& t : all()) {
        if (t.id == id)
            return std::move(t);
    }
    return std::nullopt;
}

} // namespace mantyx
