// SPDX-License-Identifier: MIT
#include "afterfirstpaint.h"

#include <utility>

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace mantyx {

void AfterFirstPaint::schedule(QWidget* window, std::function<void()> work)
{
    auto* self = new AfterFirstPaint(window, std::move(work));
    // The application's filter sees the paint event of whichever widget of the window paints
    // first.
    QCoreApplication::instance()->installEventFilter(self);
    QTimer::singleShot(FallbackMs, self, &AfterFirstPaint::run);
}

AfterFirstPaint::AfterFirstPaint(QWidget* window, std::function<void()> work)
    : QObject(window)
    , m_window(window)
    , m_work(std::move(work))
{}

bool AfterFirstPaint::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_scheduled && event->type() == QEvent::Paint && watched->isWidgetType() && m_window &&
        static_cast<QWidget*>(watched)->window() == m_window) {
        m_scheduled = true;
        // The rest of the window is painted in the same pass; the work comes after it.
        QTimer::singleShot(0, this, &AfterFirstPaint::run);
    }
    return QObject::eventFilter(watched, event);
}

void AfterFirstPaint::run()
{
    if (!m_work)
        return;
    QCoreApplication::instance()->removeEventFilter(this);
    std::exchange(m_work, {})();
}

} // namespace mantyx
