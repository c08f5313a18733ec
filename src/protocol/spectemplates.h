// SPDX-License-Identifier: MIT
// SpecTemplates: ready-to-run spec bodies built from the protocol document's examples, so a new
// user starts from a valid spec of each shape (tools of every client-resolved kind, output
// schema, plan + supervisor, attachments) instead of a blank page.
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

namespace mantyx {

struct SpecTemplate
{
    QString id;          // stable, e.g. "mcp-local"; also the resource file's base name
    QString title;       // translated, for a menu
    QString description; // translated, one sentence for a tooltip
    QByteArray json; // the spec body, UTF-8, 2-space indented, valid in SpecValidator's Run mode
};

class SpecTemplates final
{
    Q_DECLARE_TR_FUNCTIONS(SpecTemplates)

public:
    SpecTemplates() = delete;

    // Every template in menu order. Titles and descriptions are translated at the time of the
    // call, so a menu rebuilt on LanguageChange picks up the new language.
    static QList<SpecTemplate> all();
    static std::optional<SpecTemplate> byId(QStringView id);
    // The template ids in menu order (no resource access).
    static QStringList ids();
    // Where the bodies live in the resource system: ":/mantyx/templates/<id>.json".
    static QString resourcePath(QStringView id);
};

} // namespace mantyx
