// SPDX-License-Identifier: MIT
#include "firstpaintprobe.h"

#include <cstdio>

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace mantyx {

void FirstPaintProbe::installIfRequested(QWidget* window)
{
    if (qEnvironmentVariableIsEmpty("MANTYX_STARTUP_PROBE"))
        return;
    // The application's filter sees the paint event of whichever widget of the window paints
    // first, whatever the style paints itself.
    QCoreApplication::instance()->installEventFilter(new FirstPaintProbe(window));
}

FirstPaintProbe::FirstPaintProbe(QWidget* window)
    : QObject(QCoreApplication::instance())
    , m_window(window)
{}

bool FirstPaintProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_painted && event->type() == QEvent::Paint && watched->isWidgetType() && m_window &&
        static_cast<QWidget*>(watched)->window() == m_window) {
        m_painted = true;
        // The rest of the window is painted (and flushed) in the same pass; report after it.
        QTimer::singleShot(0, this, [] {
            std::fputs("first-paint\n", stdout);
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mantyx
