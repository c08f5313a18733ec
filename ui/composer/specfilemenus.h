// SPDX-License-Identifier: MIT
// SpecFileMenus: the "New from Template" and "Recent" menus and the status line of the panels
// that edit a spec file (the form composer and the JSON editor), built in one place so both offer
// the same entries, names and behaviour.
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QLabel;
class QMenu;
class QObject;

namespace mantyx {

class SpecFileMenus final
{
    Q_DECLARE_TR_FUNCTIONS(SpecFileMenus)

public:
    SpecFileMenus() = delete;

    // Replaces the entries of `menu` with one action per SpecTemplates entry ("template_<id>",
    // its description as tool and status tip); triggering one calls `chosen(id)`.
    static void fillTemplateMenu(QMenu* menu, QObject* context,
                                 const std::function<void(const QString& id)>& chosen);

    // Replaces the entries of `menu` with the numbered `files` ("recentFile<i>", the full path
    // as tool tip) and, when there are any, "Clear Recent Files" ("actionClearRecentSpecs"),
    // which calls `setFiles({})`. Picking a file calls `open(path, &error)`; when that returns
    // false the file could not be read: `failed(error)` says why and the file leaves the list
    // through `setFiles`.
    static void fillRecentMenu(QMenu* menu, const QStringList& files, QObject* context,
                               const std::function<bool(const QString& path, QString* error)>& open,
                               const std::function<void(const QString& error)>& failed,
                               const std::function<void(const QStringList& files)>& setFiles);

    // The panel's status line: `text` in the error colour when `isError`.
    static void showStatus(QLabel* label, const QString& text, bool isError);
};

} // namespace mantyx
