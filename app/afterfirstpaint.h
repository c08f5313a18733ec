// SPDX-License-Identifier: MIT
// AfterFirstPaint: runs start-up work that the first window need not wait for (the embedded
// sandbox) once that window has painted for the first time, so a start shows the window sooner.
#pragma once

#include <functional>

#include <QObject>
#include <QPointer>

class QWidget;

namespace mantyx {

class AfterFirstPaint final : public QObject
{
    Q_DISABLE_COPY_MOVE(AfterFirstPaint)

public:
    // A window that is never painted (minimised, not exposed) still gets `work` after this.
    static constexpr int FallbackMs = 1000;

    // Calls `work` once, from the event loop, after the first paint of `window` (or of any of
    // its widgets), or after FallbackMs when nothing has painted by then. Owned by `window`.
    static void schedule(QWidget* window, std::function<void()> work);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    AfterFirstPaint(QWidget* window, std::function<void()> work);
    void run();

    QPointer<QWidget> m_window;
    std::function<void()> m_work;
    bool m_scheduled = false;
};

} // namespace mantyx
