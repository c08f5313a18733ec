// SPDX-License-Identifier: MIT
#include "run/taskplanmodel.h"

#include "run/runtimeline.h"

namespace mantyx {

TaskPlanModel::TaskPlanModel(RunTimeline* timeline, QObject* parent)
    : QAbstractListModel(parent)
    , m_timeline(timeline)
{
    if (!timeline)
        return;
    if (timeline->plan()) {
        m_plan = *timeline->plan();
        m_hasPlan = true;
    }
    connect(timeline, &RunTimeline::planChanged, this, &TaskPlanModel::onPlanChanged);
}

TaskPlanModel::~TaskPlanModel() = default;

int TaskPlanModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_plan.steps.size());
}

QVariant TaskPlanModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PlanStep& step = m_plan.steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return step.title;
    case Qt::ToolTipRole:
    case StatusTextRole:
        return step.status == PlanStepStatus::Other ? step.statusRaw : statusText(step.status);
    case StatusRole:
        return int(step.status);
    case StatusRawRole:
        return step.statusRaw;
    default:
        return {};
    }
}

QHash<int, QByteArray> TaskPlanModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(StatusRole, QByteArrayLiteral("status"));
    names.insert(StatusTextRole, QByteArrayLiteral("statusText"));
    names.insert(StatusRawRole, QByteArrayLiteral("statusRaw"));
    return names;
}

bool TaskPlanModel::hasPlan() const
{
    return m_hasPlan;
}

QString TaskPlanModel::brief() const
{
    return m_plan.brief.value_or(QString());
}

int TaskPlanModel::doneCount() const
{
    int done = 0;
    for (const PlanStep& step : m_plan.steps)
        done += step.status == PlanStepStatus::Done ? 1 : 0;
    return done;
}

int TaskPlanModel::stepCount() const
{
    return int(m_plan.steps.size());
}

QString TaskPlanModel::progressText() const
{
    if (!m_hasPlan)
        return {};
    return tr("%1 of %2 done").arg(doneCount()).arg(stepCount());
}

int TaskPlanModel::updates() const
{
    const RunTimeline* timeline = m_timeline.data();
    return timeline ? timeline->planUpdates() : 0;
}

QString TaskPlanModel::statusText(PlanStepStatus status)
{
    switch (status) {
    case PlanStepStatus::Pending:
        return tr("pending");
    case PlanStepStatus::InProgress:
        return tr("in progress");
    case PlanStepStatus::Done:
        return tr("done");
    case PlanStepStatus::Other:
        return tr("unknown");
    }
    return {};
}

void TaskPlanModel::onPlanChanged()
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline)
        return;
    const std::optional<TaskPlan>& next = timeline->plan();
    const TaskPlan plan = next.value_or(TaskPlan{});
    const bool hasPlan = next.has_value();
    if (hasPlan == m_hasPlan && plan == m_plan)
        return;
    const QList<PlanStep> old = m_plan.steps;
    const int oldCount = int(old.size());
    const int newCount = int(plan.steps.size());
    // Rows that stay keep their identity (a view's selection survives a status advance).
    if (newCount < oldCount) {
        beginRemoveRows(QModelIndex(), newCount, oldCount - 1);
        m_plan.steps.resize(newCount);
        endRemoveRows();
    } else if (newCount > oldCount) {
        beginInsertRows(QModelIndex(), oldCount, newCount - 1);
        m_plan.steps += plan.steps.mid(oldCount);
        endInsertRows();
    }
    int firstChanged = -1;
    int lastChanged = -1;
    for (int i = 0; i < std::min(oldCount, newCount); ++i) {
        if (old.at(i) == plan.steps.at(i))
            continue;
        if (firstChanged < 0)
            firstChanged = i;
        lastChanged = i;
    }
    m_plan = plan;
    m_hasPlan = hasPlan;
    if (firstChanged >= 0)
        emit dataChanged(index(firstChanged), index(lastChanged));
    emit planChanged();
}

} // namespace mantyx
