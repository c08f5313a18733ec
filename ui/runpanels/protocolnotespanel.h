// SPDX-License-Identifier: MIT
// ProtocolNotesPanel: the run's protocol notes — seq gaps, reconnects, unanswered calls, 409s —
// listed with their severity, counted for the status bar, each one a way back to its timeline row.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QModelIndex;
class QTableView;

namespace mantyx {

class ProtocolNotesModel;
class RunTimeline;

class ProtocolNotesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProtocolNotesPanel)

public:
    explicit ProtocolNotesPanel(QWidget* parent = nullptr);
    ~ProtocolNotesPanel() override;

    // Lists `timeline`'s notes through a ProtocolNotesModel the panel owns (nullptr: none).
    void setTimeline(RunTimeline* timeline);
    ProtocolNotesModel* model() const { return m_model; }
    QTableView* tableView() const { return m_table; }

    int errorCount() const { return m_errors; }
    int warningCount() const { return m_warnings; }
    int infoCount() const { return m_infos; }
    // "2 errors, 1 warning" (translated); "No protocol notes" when all are zero.
    static QString countsText(int errors, int warnings, int infos);

    // A status-bar label that follows the counts; clicking it emits showRequested(). The
    // caller owns it (it is parented to `parent`).
    QLabel* createStatusLabel(QWidget* parent);

signals:
    // The user activated a note (double-click or Enter) that concerns a timeline row.
    void jumpRequested(int timelineRow);
    void countsChanged(int errors, int warnings, int infos);
    // The status label was clicked: show the panel.
    void showRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateCounts();
    void onActivated(const QModelIndex& index);

    QPointer<RunTimeline> m_timeline;
    ProtocolNotesModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_summary = nullptr;
    QList<QPointer<QLabel>> m_statusLabels;
    int m_errors = 0;
    int m_warnings = 0;
    int m_infos = 0;
};

} // namespace mantyx
