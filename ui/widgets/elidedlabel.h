// SPDX-License-Identifier: MIT
// ElidedLabel: a one-line label that gives up width before anything else does — it shows as much
// of its text as fits, ending in "…", and the whole text is its tooltip (a connection's name and
// URL in the status bar, which no screen size may clip).
#pragma once

#include <QLabel>

namespace mantyx {

class ElidedLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ElidedLabel)

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    // The text shown whole when there is room; the tooltip says it whole when there is not,
    // unless `toolTip` (e.g. why a connection failed) is given, which then comes after it.
    void setFullText(const QString& text, const QString& toolTip = {});
    QString fullText() const { return m_fullText; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateShownText();

    QString m_fullText;
    QString m_extraToolTip;
};

} // namespace mantyx
