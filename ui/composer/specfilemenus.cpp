// SPDX-License-Identifier: MIT
// SpecFileMenus: actions for the templates and the recent spec files.
#include "composer/specfilemenus.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>

#include "protocol/spectemplates.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

void SpecFileMenus::fillTemplateMenu(QMenu* menu, QObject* context,
                                     const std::function<void(const QString& id)>& chosen)
{
    menu->clear();
    for (const SpecTemplate& t : SpecTemplates::all()) {
        QAction* action = menu->addAction(t.title);
        action->setObjectName(u"template_"_s + t.id);
        action->setToolTip(t.description);
        action->setStatusTip(t.description);
        action->setData(t.id);
        QObject::connect(action, &QAction::triggered, context, [chosen, id = t.id] { chosen(id); });
    }
}

void SpecFileMenus::fillRecentMenu(
    QMenu* menu, const QStringList& files, QObject* context,
    const std::function<bool(const QString& path, QString* error)>& open,
    const std::function<void(const QString& error)>& failed,
    const std::function<void(const QStringList& files)>& setFiles)
{
    menu->clear();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction* action = menu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName().replace(u'&', u"&&"_s)));
        action->setObjectName(u"recentFile%1"_s.arg(i));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setData(path);
        QObject::connect(action, &QAction::triggered, context,
                         [open, failed, setFiles, files, path] {
                             QString error;
                             if (open(path, &error))
                                 return;
                             failed(error);
                             QStringList rest = files;
                             rest.removeAll(path);
                             setFiles(rest);
                         });
    }
    if (!files.isEmpty()) {
        menu->addSeparator();
        QAction* clear = menu->addAction(tr("Clear Recent Files"));
        clear->setObjectName(u"actionClearRecentSpecs"_s);
        QObject::connect(clear, &QAction::triggered, context, [setFiles] { setFiles({}); });
    }
}

void SpecFileMenus::showStatus(QLabel* label, const QString& text, bool isError)
{
    label->setText(text);
    label->setToolTip(text);
    QPalette pal = label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    if (isError)
        pal.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, pal));
    label->setPalette(pal);
}

} // namespace mantyx
