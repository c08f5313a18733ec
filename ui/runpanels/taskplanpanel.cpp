// SPDX-License-Identifier: MIT
// TaskPlanPanel: brief, progress bar and the checklist of steps.
#include "runpanels/taskplanpanel.h"

#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include "protocol/runevent.h"
#include "run/runtimeline.h"
#include "run/taskplanmodel.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A step as "☐ title": the mark says the status, done steps are dimmed, the current one bold.
class PlanStepDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int status = index.data(TaskPlanModel::StatusRole).toInt();
        option->text = TaskPlanPanel::statusMark(status) + u"  "_s + option->text;
        if (static_cast<PlanStepStatus>(status) == PlanStepStatus::InProgress)
            option->font.setBold(true);
        if (static_cast<PlanStepStatus>(status) == PlanStepStatus::Done) {
            const QColor text = option->palette.color(QPalette::Text);
            const QColor base = option->palette.color(QPalette::Base);
            option->palette.setColor(
                QPalette::Text,
                QColor::fromRgbF(static_cast<float>((text.redF() + base.redF()) / 2),
                                 static_cast<float>((text.greenF() + base.greenF()) / 2),
                                 static_cast<float>((text.blueF() + base.blueF()) / 2)));
        }
    }
};

} // namespace

QString TaskPlanPanel::statusMark(int planStepStatus)
{
    switch (static_cast<PlanStepStatus>(planStepStatus)) {
    case PlanStepStatus::Pending:
        return u"☐"_s;
    case PlanStepStatus::InProgress:
        return u"◐"_s;
    case PlanStepStatus::Done:
        return u"☑"_s;
    case PlanStepStatus::Other:
        break;
    }
    return u"?"_s;
}

TaskPlanPanel::TaskPlanPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"taskPlanPanel"_s);
    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(u"planPlaceholder"_s);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);

    m_brief = new QLabel(this);
    m_brief->setObjectName(u"planBriefLabel"_s);
    m_brief->setWordWrap(true);
    m_brief->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"planProgress"_s);
    m_progress->setTextVisible(true);

    m_list = new QListView(this);
    m_list->setObjectName(u"planList"_s);
    m_list->setItemDelegate(new PlanStepDelegate(m_list));
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setWordWrap(true);
    m_list->setSpacing(2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_brief);
    layout->addWidget(m_progress);
    layout->addWidget(m_list, 1);
    retranslateUi();
    refresh();
}

TaskPlanPanel::~TaskPlanPanel()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
    m_list->setModel(nullptr);
}

void TaskPlanPanel::setTimeline(RunTimeline* timeline)
{
    if (timeline == m_timeline && (m_model || !timeline))
        return;
    m_list->setModel(nullptr);
    delete m_model;
    m_model = nullptr;
    m_timeline = timeline;
    if (timeline) {
        m_model = new TaskPlanModel(timeline, this);
        m_model->setObjectName(u"taskPlanModel"_s);
        m_list->setModel(m_model);
        connect(m_model, &TaskPlanModel::planChanged, this, &TaskPlanPanel::refresh);
    }
    refresh();
}

void TaskPlanPanel::refresh()
{
    const bool hasPlan = m_model && m_model->hasPlan();
    m_placeholder->setVisible(!hasPlan);
    m_brief->setVisible(hasPlan && !m_model->brief().isEmpty());
    m_progress->setVisible(hasPlan);
    m_list->setVisible(hasPlan);
    if (!hasPlan)
        return;
    m_brief->setText(m_model->brief());
    m_progress->setRange(0, std::max(1, m_model->stepCount()));
    m_progress->setValue(m_model->doneCount());
    //: The plan's progress bar: steps done of all steps
    m_progress->setFormat(tr("%1 of %2").arg(m_model->doneCount()).arg(m_model->stepCount()));
    m_progress->setToolTip(m_model->progressText());
}

void TaskPlanPanel::retranslateUi()
{
    m_placeholder->setText(tr("No task plan yet. A run with “plan” set shows its checklist here."));
    m_list->setAccessibleName(tr("Task plan steps"));
    refresh();
}

void TaskPlanPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mantyx
