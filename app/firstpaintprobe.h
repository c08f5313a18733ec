// SPDX-License-Identifier: MIT
// FirstPaintProbe: for start-up measurements (tests/bench/startup_bench), prints "first-paint"
// on stdout once a window has painted for the first time and quits the application. Installed
// only when MANTYX_STARTUP_PROBE is set in the environment, so it costs nothing otherwise; the
// minimal Qt Widgets program the bench compares with uses the same probe.
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace mantyx {

class FirstPaintProbe final : public QObject
{
    Q_DISABLE_COPY_MOVE(FirstPaintProbe)

public:
    // Watches `window` (and its children) when MANTYX_STARTUP_PROBE is set; nothing otherwise.
    static void installIfRequested(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit FirstPaintProbe(QWidget* window);

    QPointer<QWidget> m_window;
    bool m_painted = false;
};

} // namespace mantyx
