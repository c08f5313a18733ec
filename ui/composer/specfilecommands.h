// SPDX-License-Identifier: MIT
// SpecFileCommands: Open…, Save, Save As…, the "New from Template" and "Recent" menus and the
// "save the changes first?" question of the panel that edits a spec file (the form composer).
// The panel says how to read, write and tell modified; this class asks the user, builds the
// menus' entries and reports on the panel's status line.
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QMenu;

namespace mantyx {

class SpecFileCommands final
{
    Q_DECLARE_TR_FUNCTIONS(SpecFileCommands)

public:
    struct Hooks
    {
        std::function<QString()> currentFile;
        std::function<bool()> isModified;
        // Load or save `path`; false with the reason in `error`.
        std::function<bool(const QString& path, QString* error)> load;
        std::function<bool(const QString& path, QString* error)> save;
        // The panel's status line; `isError` shows it in the error colour.
        std::function<void(const QString& text, bool isError)> showStatus;
    };

    SpecFileCommands(QWidget* parent, Hooks hooks);

    // True when nothing is unsaved, or the user saved or discarded it; false when cancelled.
    bool confirmDiscard();
    // Asks for a file (after confirmDiscard) and loads it; a failure goes to the status line.
    void open();
    // Saves to the current file, or asks for one when there is none.
    bool save();
    bool saveAs();

    // Replaces the entries of `menu` with one action per SpecTemplates entry ("template_<id>",
    // its description as tool and status tip); a pick calls `newFromTemplate(id)` after
    // confirmDiscard().
    void fillTemplateMenu(QMenu* menu,
                          const std::function<void(const QString& id)>& newFromTemplate);
    // Replaces the entries of `menu` with the numbered `files` ("recentFile<i>", the full path
    // as tool tip) and, when there are any, "Clear Recent Files" ("actionClearRecentSpecs"),
    // which calls `setFiles({})`. A pick loads after confirmDiscard(); a file that cannot be
    // read is reported on the status line and leaves the list through `setFiles`.
    void fillRecentMenu(QMenu* menu, const QStringList& files,
                        const std::function<void(const QStringList& files)>& setFiles);

    // The panel's status line: `text` in the error colour when `isError`.
    static void showStatus(QLabel* label, const QString& text, bool isError);

    // A recent-files list without empties or repeats, at most `max` long.
    static QStringList cleanedRecentFiles(const QStringList& files, int max);
    // `files` with `path` (made absolute) moved or added to the front.
    static QStringList withRecentFile(const QStringList& files, const QString& path);

private:
    QString askSavePath() const;
    bool saveTo(const QString& path);

    QPointer<QWidget> m_parent;
    Hooks m_hooks;
};

} // namespace mantyx
