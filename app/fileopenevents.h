// SPDX-License-Identifier: MIT
// FileOpenEvents: the files the platform asks the running application to open with a
// QFileOpenEvent (macOS: a capture double-clicked in Finder or dropped on the Dock icon, which
// never reach argv), gathered per turn of the event loop so a selection of several arrives as one
// list, as a command line's files do.
#pragma once

#include <QObject>
#include <QStringList>

namespace mantyx {

class FileOpenEvents final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileOpenEvents)

public:
    // Filters `application`'s events (a QGuiApplication) from now on.
    explicit FileOpenEvents(QObject* application);

    // The files asked for before the window could take them: handed on by the next
    // filesRequested(), or taken here (then no signal) by whoever opens them first.
    QStringList takePending();

signals:
    // Local files, absolute, in the order asked for; never empty.
    void filesRequested(const QStringList& files);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void deliver();

    QStringList m_pending;
    bool m_scheduled = false;
};

} // namespace mantyx
