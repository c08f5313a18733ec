// SPDX-License-Identifier: MIT
// FieldMarker: the composer's per-field validation marker — a red (error) or yellow (warning)
// frame drawn over a form control and the validator's messages in its tooltip — as an overlay, so
// any control gets it without a style sheet that would change how the control looks.
#pragma once

#include <QStringList>
#include <QWidget>

#include "protocol/specissue.h"

namespace mantyx {

class FieldMarker final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FieldMarker)

public:
    // The dynamic property a marked control carries: "error", "warning", or nothing.
    static constexpr const char* SeverityProperty = "issueSeverity";

    // Marks `target` (replacing an earlier mark): the frame in the severity's colour and the
    // messages, one a line, in front of the control's own tooltip.
    static void mark(QWidget* target, Severity severity, const QStringList& messages);
    static void clear(QWidget* target);
    // The marker on `target`, or null.
    static FieldMarker* of(const QWidget* target);
    static bool isMarked(const QWidget* target) { return of(target) != nullptr; }

    Severity severity() const { return m_severity; }
    QStringList messages() const { return m_messages; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit FieldMarker(QWidget* target);
    void followTarget();

    Severity m_severity = Severity::Error;
    QStringList m_messages;
    QString m_ownToolTip; // the target's tooltip before it was marked
};

} // namespace mantyx
