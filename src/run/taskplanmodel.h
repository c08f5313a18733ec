// SPDX-License-Identifier: MIT
// TaskPlanModel: the run's latest task plan (§8) as a checklist — one row per step with its
// status — plus the brief and "n of m done", for the plan panel.
#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QString>

#include "protocol/runevent.h"

namespace mantyx {

class RunTimeline;

class TaskPlanModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskPlanModel)
    Q_PROPERTY(QString brief READ brief NOTIFY planChanged)
    Q_PROPERTY(QString progressText READ progressText NOTIFY planChanged)
    Q_PROPERTY(int doneCount READ doneCount NOTIFY planChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY planChanged)
    Q_PROPERTY(bool hasPlan READ hasPlan NOTIFY planChanged)

public:
    enum Role : int
    {
        StatusRole = Qt::UserRole + 1, // PlanStepStatus (as int)
        StatusTextRole,                // QString: translated ("pending", "in progress", "done")
        StatusRawRole,                 // QString: as on the wire
    };

    explicit TaskPlanModel(RunTimeline* timeline, QObject* parent = nullptr);
    ~TaskPlanModel() override;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool hasPlan() const;
    QString brief() const;
    int doneCount() const;
    int stepCount() const;
    QString progressText() const; // "2 of 5 done" (translated); empty without a plan
    int updates() const;          // task_plan events seen

    static QString statusText(PlanStepStatus status); // translated

signals:
    void planChanged();

private:
    void onPlanChanged();

    QPointer<RunTimeline> m_timeline;
    TaskPlan m_plan; // the copy the rows show
    bool m_hasPlan = false;
};

} // namespace mantyx
