// SPDX-License-Identifier: MIT
// ReplayBar: the controls of a capture being replayed, above the timeline — play/pause and step
// (the window's Run menu actions), the speed, and a position slider over the capture's records
// with the recorded time ("t = 12.3 s / 17.0 s"). Moving the slider asks for a scrub; the window
// re-plays the capture paused at that record.
#pragma once

#include <QPointer>
#include <QWidget>

#include "run/capturerunsource.h"

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace mantyx {

class ReplayBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayBar)

public:
    // The speeds offered, in the combo's order: Instant (0), then ×0.25 … ×16.
    static QList<double> speeds();

    explicit ReplayBar(QWidget* parent = nullptr);
    ~ReplayBar() override;

    // The window's Play/Pause and Step actions, shown as the bar's first buttons.
    void setActions(QAction* playPause, QAction* step);
    // The capture shown (null: none). The bar follows its position, reading progress and pause.
    void setSource(CaptureRunSource* source);
    CaptureRunSource* source() const { return m_source; }

    double speed() const;
    void setSpeed(double speed);

    QComboBox* speedCombo() const { return m_speed; }
    QSlider* slider() const { return m_slider; }
    QLabel* positionLabel() const { return m_position; }
    // The records the slider covers: all of the capture once it is read.
    qint64 recordCount() const;

signals:
    void speedChosen(double speed);
    // The user moved the slider to `records` records (settled: once released, or a moment after
    // the last key press).
    void scrubRequested(qint64 records);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updatePosition();
    void onSliderMoved();

    QPointer<CaptureRunSource> m_source;
    QToolButton* m_playButton = nullptr;
    QToolButton* m_stepButton = nullptr;
    QLabel* m_speedLabel = nullptr;
    QComboBox* m_speed = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_position = nullptr;
    QTimer* m_scrubTimer = nullptr;
    bool m_updating = false; // the slider is being set from the source
};

} // namespace mantyx
