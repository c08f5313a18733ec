// SPDX-License-Identifier: MIT
// PendingCallsModel: the run's local tool calls as a queue — one row per call, optionally only the
// unresolved ones — serving the same TimelineRole roles as the call's timeline row, so the queue
// panel reuses the timeline's card delegate and jumps to the row.
#pragma once

#include <vector>

#include <QAbstractListModel>
#include <QPointer>

#include "run/timelinetypes.h"

namespace mantyx {

class TimelineModel;

class PendingCallsModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingCallsModel)

public:
    enum Role : int
    {
        TimelineRowRole = 0x0100 + 100, // int: the call's LocalToolCall row in the timeline
        CallIndexRole,                  // int: RunTimeline::call() index
        ResolvedRole,                   // bool
    };

    // Reads rows through `timelineModel` (and its RunTimeline); both must outlive this model.
    explicit PendingCallsModel(TimelineModel* timelineModel, QObject* parent = nullptr);
    ~PendingCallsModel() override;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // true (the default): every call; false: only calls not resolved yet.
    void setShowResolved(bool show);
    bool showResolved() const { return m_showResolved; }

    int unresolvedCount() const;
    int callIndexAt(int row) const;
    int rowForCall(int callIndex) const; // -1 when not shown

    // Answered, Rejected and TimedOut are final; Pending, Running, Sending and Failed are not.
    static bool isResolved(LocalCallState state);

signals:
    void unresolvedCountChanged(int count);

private:
    void onCallAdded(int callIndex);
    void onCallChanged(int callIndex);
    bool shows(int callIndex) const;

    QPointer<TimelineModel> m_model;
    std::vector<int> m_callRows; // call indexes shown, in call order
    bool m_showResolved = true;
    int m_lastUnresolved = 0;
};

} // namespace mantyx
