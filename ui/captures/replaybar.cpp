// SPDX-License-Identifier: MIT
#include "captures/replaybar.h"

#include <algorithm>
#include <climits>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScopedValueRollback>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "run/capturerunsource.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A key held on the slider asks for one scrub, not one per step.
constexpr int ScrubSettleMs = 200;

QString seconds(qint64 ms)
{
    return QLocale().toString(static_cast<double>(std::max<qint64>(ms, 0)) / 1000.0, 'f', 1);
}

} // namespace

QList<double> ReplayBar::speeds()
{
    return {CaptureRunSource::Instant, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0};
}

ReplayBar::ReplayBar(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    m_playButton = new QToolButton(this);
    m_playButton->setObjectName(u"replayPlayButton"_s);
    m_playButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_stepButton = new QToolButton(this);
    m_stepButton->setObjectName(u"replayStepButton"_s);
    m_stepButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(u"replaySpeedCombo"_s);
    m_speedLabel->setBuddy(m_speed);
    for (double speed : speeds())
        m_speed->addItem(QString(), speed);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(u"replaySlider"_s);
    m_slider->setRange(0, 0);
    m_slider->setPageStep(10);
    m_position = new QLabel(this);
    m_position->setObjectName(u"replayPositionLabel"_s);
    m_position->setTextFormat(Qt::PlainText);
    // Two rows: the timeline column is narrow beside the composer, and the slider needs length.
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_playButton);
    controls->addWidget(m_stepButton);
    controls->addSpacing(8);
    controls->addWidget(m_speedLabel);
    controls->addWidget(m_speed);
    controls->addStretch(1);
    controls->addWidget(m_position);
    layout->addLayout(controls);
    layout->addWidget(m_slider);

    m_scrubTimer = new QTimer(this);
    m_scrubTimer->setSingleShot(true);
    m_scrubTimer->setInterval(ScrubSettleMs);
    connect(m_scrubTimer, &QTimer::timeout, this,
            [this] { emit scrubRequested(m_slider->value()); });
    connect(m_slider, &QSlider::valueChanged, this, [this] {
        if (!m_updating && !m_slider->isSliderDown())
            m_scrubTimer->start();
        if (!m_updating)
            onSliderMoved();
    });
    connect(m_slider, &QSlider::sliderReleased, this, [this] {
        m_scrubTimer->stop();
        emit scrubRequested(m_slider->value());
    });
    connect(m_speed, &QComboBox::activated, this, [this] { emit speedChosen(speed()); });
    retranslateUi();
}

ReplayBar::~ReplayBar() = default;

void ReplayBar::setActions(QAction* playPause, QAction* step)
{
    m_playButton->setDefaultAction(playPause);
    m_stepButton->setDefaultAction(step);
}

void ReplayBar::setSource(CaptureRunSource* source)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_scrubTimer->stop();
    m_source = source;
    if (source) {
        connect(source, &CaptureRunSource::positionChanged, this, &ReplayBar::updatePosition);
        connect(source, &CaptureRunSource::progressed, this, &ReplayBar::updatePosition);
        connect(source, &RunSource::finished, this, &ReplayBar::updatePosition);
    }
    updatePosition();
}

double ReplayBar::speed() const
{
    return m_speed->currentData().toDouble();
}

void ReplayBar::setSpeed(double speed)
{
    const QList<double> all = speeds();
    for (int i = 0; i < all.size(); ++i) {
        if (qFuzzyCompare(all.at(i) + 1.0, speed + 1.0))
            m_speed->setCurrentIndex(i);
    }
}

qint64 ReplayBar::recordCount() const
{
    const CaptureRunSource* source = m_source.data();
    return source ? source->recordsRead() : 0;
}

void ReplayBar::updatePosition()
{
    if (m_slider->isSliderDown() || m_scrubTimer->isActive())
        return; // the user is choosing a point
    const QScopedValueRollback<bool> updating(m_updating, true);
    qint64 total = 0;
    qint64 at = 0;
    qint64 position = 0;
    qint64 end = 0;
    if (const CaptureRunSource* source = m_source.data()) {
        total = source->recordsRead();
        at = source->recordsHandedOn();
        position = source->positionMs();
        end = source->lastRecordedMs();
    }
    m_slider->setRange(0, static_cast<int>(std::min<qint64>(total, INT_MAX)));
    m_slider->setValue(static_cast<int>(std::min<qint64>(at, INT_MAX)));
    // Never disabled while shown: a scrub swaps the source, and the keyboard stays here.
    m_slider->setEnabled(m_source != nullptr);
    m_position->setText(tr("t = %1 s / %2 s").arg(seconds(position), seconds(end)));
    m_slider->setToolTip(tr("Record %1 of %2").arg(at).arg(total));
}

void ReplayBar::onSliderMoved()
{
    // While choosing, the label says which record the slider is at.
    m_position->setText(tr("Record %1 of %2").arg(m_slider->value()).arg(recordCount()));
}

void ReplayBar::retranslateUi()
{
    m_speedLabel->setText(tr("Speed:"));
    const QList<double> all = speeds();
    for (int i = 0; i < all.size(); ++i) {
        const double speed = all.at(i);
        m_speed->setItemText(i, speed == CaptureRunSource::Instant
                                    ? tr("Instant")
                                    : tr("×%1").arg(QLocale().toString(speed)));
    }
    m_speed->setToolTip(tr("Replay speed: instant, or the recorded pace times a factor"));
    m_slider->setAccessibleName(tr("Replay position"));
    updatePosition();
}

void ReplayBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mantyx
