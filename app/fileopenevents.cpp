// SPDX-License-Identifier: MIT
#include "fileopenevents.h"

#include <QFileInfo>
#include <QFileOpenEvent>
#include <QTimer>

namespace mantyx {

FileOpenEvents::FileOpenEvents(QObject* application)
    : QObject(application)
{
    application->installEventFilter(this);
}

QStringList FileOpenEvents::takePending()
{
    return std::exchange(m_pending, {});
}

bool FileOpenEvents::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::FileOpen)
        return QObject::eventFilter(watched, event);
    const auto* open = static_cast<QFileOpenEvent*>(event);
    // A URL that is not a local file (a web address handed to the app) is not ours to open.
    const QString file = open->url().isLocalFile() ? open->url().toLocalFile() : open->file();
    if (file.isEmpty())
        return false;
    const QString absolute = QFileInfo(file).absoluteFilePath();
    if (!m_pending.contains(absolute))
        m_pending << absolute;
    if (!m_scheduled) {
        m_scheduled = true;
        QTimer::singleShot(0, this, &FileOpenEvents::deliver);
    }
    return true;
}

void FileOpenEvents::deliver()
{
    m_scheduled = false;
    const QStringList files = takePending();
    if (!files.isEmpty())
        emit filesRequested(files);
}

} // namespace mantyx
