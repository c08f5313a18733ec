// SPDX-License-Identifier: MIT
// TaskPlanPanel: the run's live task plan as a checklist — brief, steps marked pending / in
// progress / done, and "n of m" progress — so the user sees where the agent is in its own plan.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QListView;
class QProgressBar;

namespace mantyx {

class RunTimeline;
class TaskPlanModel;

class TaskPlanPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskPlanPanel)

public:
    explicit TaskPlanPanel(QWidget* parent = nullptr);
    ~TaskPlanPanel() override;

    // Shows `timeline`'s plan through a TaskPlanModel the panel owns (nullptr: none).
    void setTimeline(RunTimeline* timeline);
    TaskPlanModel* model() const { return m_model; }

    // The mark a step's status is shown with: ☐ pending, ◐ in progress, ☑ done.
    static QString statusMark(int planStepStatus);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    QPointer<RunTimeline> m_timeline;
    TaskPlanModel* m_model = nullptr;
    QLabel* m_placeholder = nullptr;
    QLabel* m_brief = nullptr;
    QProgressBar* m_progress = nullptr;
    QListView* m_list = nullptr;
};

} // namespace mantyx
