// SPDX-License-Identifier: MIT
#include "composer/fieldmarker.h"

#include <QEvent>
#include <QPainter>

#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto kMarkerName = "fieldMarker"_L1;

} // namespace

FieldMarker::FieldMarker(QWidget* target)
    : QWidget(target)
{
    setObjectName(QString(kMarkerName));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    m_ownToolTip = target->toolTip();
    target->installEventFilter(this);
    followTarget();
}

FieldMarker* FieldMarker::of(const QWidget* target)
{
    if (!target)
        return nullptr;
    return target->findChild<FieldMarker*>(QString(kMarkerName), Qt::FindDirectChildrenOnly);
}

void FieldMarker::mark(QWidget* target, Severity severity, const QStringList& messages)
{
    if (!target)
        return;
    FieldMarker* marker = of(target);
    if (!marker)
        marker = new FieldMarker(target);
    marker->m_severity = severity;
    marker->m_messages = messages;
    QString tip = messages.join(u'\n');
    if (!marker->m_ownToolTip.isEmpty())
        tip += u"\n\n"_s + marker->m_ownToolTip;
    target->setToolTip(tip);
    target->setProperty(SeverityProperty, severity == Severity::Error ? u"error"_s : u"warning"_s);
    marker->followTarget();
    marker->show();
    marker->raise();
    marker->update();
}

void FieldMarker::clear(QWidget* target)
{
    FieldMarker* marker = of(target);
    if (!marker)
        return;
    target->removeEventFilter(marker);
    target->setToolTip(marker->m_ownToolTip);
    target->setProperty(SeverityProperty, QVariant());
    marker->setParent(nullptr);
    delete marker;
}

void FieldMarker::followTarget()
{
    if (const QWidget* target = parentWidget())
        setGeometry(target->rect());
    raise();
}

bool FieldMarker::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget()) {
        switch (event->type()) {
        case QEvent::Resize:
            followTarget();
            break;
        case QEvent::ChildAdded:
            // A child added later (a viewport, a line edit) would paint over the frame.
            raise();
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FieldMarker::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QColor color = JsonEditor::severityColor(m_severity, palette());
    QPen pen(color);
    pen.setWidth(2);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect().adjusted(1, 1, -1, -1));
}

} // namespace mantyx
