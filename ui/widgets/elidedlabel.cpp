// SPDX-License-Identifier: MIT
#include "widgets/elidedlabel.h"

#include <QFontMetrics>
#include <QResizeEvent>
#include <QShowEvent>

using namespace Qt::StringLiterals;

namespace mantyx {

ElidedLabel::ElidedLabel(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text, const QString& toolTip)
{
    m_fullText = text;
    m_extraToolTip = toolTip;
    updateGeometry();
    updateShownText();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few characters and the ellipsis: the rest of the window comes first.
    const QFontMetrics metrics(font());
    const QMargins margins = contentsMargins();
    return {metrics.averageCharWidth() * 8 + margins.left() + margins.right(),
            QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics metrics(font());
    const QMargins margins = contentsMargins();
    return {metrics.horizontalAdvance(m_fullText) + 2 * margin() + margins.left() +
                margins.right() + 2,
            QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateShownText();
}

void ElidedLabel::showEvent(QShowEvent* event)
{
    QLabel::showEvent(event);
    updateShownText();
}

void ElidedLabel::updateShownText()
{
    if (!isVisible()) {
        // Not laid out yet: its width means nothing. Showing it resizes it, which elides.
        setText(m_fullText);
        setToolTip(m_extraToolTip);
        return;
    }
    const int room = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideMiddle, qMax(room, 0));
    setText(shown);
    QString tip = shown == m_fullText ? QString() : m_fullText;
    if (!m_extraToolTip.isEmpty())
        tip = tip.isEmpty() ? m_extraToolTip : tip + u'\n' + m_extraToolTip;
    setToolTip(tip);
}

} // namespace mantyx
