// SPDX-License-Identifier: MIT
#include "composer/specfilecommands.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>

#include "protocol/spectemplates.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

SpecFileCommands::SpecFileCommands(QWidget* parent, Hooks hooks)
    : m_parent(parent)
    , m_hooks(std::move(hooks))
{}

bool SpecFileCommands::confirmDiscard()
{
    if (!m_hooks.isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        m_parent, tr("Unsaved Spec"),
        tr("The spec has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void SpecFileCommands::open()
{
    if (!confirmDiscard())
        return;
    const QString current = m_hooks.currentFile();
    const QString dir = current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_parent, tr("Open Spec"), dir,
                                                      tr("JSON files (*.json);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !m_hooks.load(path, &error))
        m_hooks.showStatus(error, true);
}

bool SpecFileCommands::save()
{
    const QString current = m_hooks.currentFile();
    return saveTo(current.isEmpty() ? askSavePath() : current);
}

bool SpecFileCommands::saveAs()
{
    return saveTo(askSavePath());
}

QString SpecFileCommands::askSavePath() const
{
    const QString current = m_hooks.currentFile();
    const QString suggestion = current.isEmpty() ? QDir::home().filePath(u"spec.json"_s) : current;
    QString path = QFileDialog::getSaveFileName(m_parent, tr("Save Spec As"), suggestion,
                                                tr("JSON files (*.json);;All files (*)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u".json"_s;
    return path;
}

bool SpecFileCommands::saveTo(const QString& path)
{
    if (path.isEmpty())
        return false;
    QString error;
    const bool saved = m_hooks.save(path, &error);
    m_hooks.showStatus(saved ? tr("Saved %1.").arg(QFileInfo(path).fileName()) : error, !saved);
    return saved;
}

void SpecFileCommands::fillTemplateMenu(
    QMenu* menu, const std::function<void(const QString& id)>& newFromTemplate)
{
    menu->clear();
    for (const SpecTemplate& t : SpecTemplates::all()) {
        QAction* action = menu->addAction(t.title);
        action->setObjectName(u"template_"_s + t.id);
        action->setToolTip(t.description);
        action->setStatusTip(t.description);
        action->setData(t.id);
        QObject::connect(action, &QAction::triggered, m_parent.data(),
                         [this, newFromTemplate, id = t.id] {
                             if (confirmDiscard())
                                 newFromTemplate(id);
                         });
    }
}

void SpecFileCommands::fillRecentMenu(QMenu* menu, const QStringList& files,
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
        QObject::connect(action, &QAction::triggered, m_parent.data(),
                         [this, setFiles, files, path] {
                             // A declined discard counts as opened: the file stays in the list.
                             if (!confirmDiscard())
                                 return;
                             QString error;
                             if (m_hooks.load(path, &error))
                                 return;
                             m_hooks.showStatus(error, true);
                             QStringList rest = files;
                             rest.removeAll(path);
                             setFiles(rest);
                         });
    }
    if (!files.isEmpty()) {
        menu->addSeparator();
        QAction* clear = menu->addAction(tr("Clear Recent Files"));
        clear->setObjectName(u"actionClearRecentSpecs"_s);
        QObject::connect(clear, &QAction::triggered, m_parent.data(), [setFiles] { setFiles({}); });
    }
}

void SpecFileCommands::showStatus(QLabel* label, const QString& text, bool isError)
{
    label->setText(text);
    label->setToolTip(text);
    QPalette pal = label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    if (isError)
        pal.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, pal));
    label->setPalette(pal);
}

QStringList SpecFileCommands::cleanedRecentFiles(const QStringList& files, int max)
{
    QStringList cleaned;
    for (const QString& file : files) {
        if (!file.isEmpty() && !cleaned.contains(file))
            cleaned << file;
        if (cleaned.size() == max)
            break;
    }
    return cleaned;
}

QStringList SpecFileCommands::withRecentFile(const QStringList& files, const QString& path)
{
    QStringList result = files;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    result.removeAll(absolute);
    result.prepend(absolute);
    return result;
}

} // namespace mantyx
