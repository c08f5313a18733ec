// SPDX-License-Identifier: MIT
#include "run/pendingcallsmodel.h"

#include <algorithm>

#include "run/runtimeline.h"
#include "run/timelinemodel.h"

namespace mantyx {

PendingCallsModel::PendingCallsModel(TimelineModel* timelineModel, QObject* parent)
    : QAbstractListModel(parent)
    , m_model(timelineModel)
{
    RunTimeline* timeline = timelineModel ? timelineModel->timeline() : nullptr;
    if (!timeline)
        return;
    connect(timeline, &RunTimeline::callAdded, this, &PendingCallsModel::onCallAdded);
    connect(timeline, &RunTimeline::callChanged, this, &PendingCallsModel::onCallChanged);
    connect(timeline, &RunTimeline::aboutToClear, this, [this] { beginResetModel(); });
    connect(timeline, &RunTimeline::cleared, this, [this] {
        m_callRows.clear();
        endResetModel();
        if (m_lastUnresolved != 0) {
            m_lastUnresolved = 0;
            emit unresolvedCountChanged(0);
        }
    });
    for (int i = 0; i < timeline->callCount(); ++i) {
        if (shows(i))
            m_callRows.push_back(i);
    }
    m_lastUnresolved = unresolvedCount();
}

PendingCallsModel::~PendingCallsModel() = default;

bool PendingCallsModel::isResolved(LocalCallState state)
{
    return RunTimeline::isCallResolved(state);
}

int PendingCallsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_callRows.size());
}

QVariant PendingCallsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !m_model || !m_model->timeline())
        return {};
    const int ci = m_callRows[size_t(index.row())];
    const RunTimeline* timeline = m_model->timeline();
    if (ci < 0 || ci >= timeline->callCount())
        return {};
    const LocalCall& call = timeline->call(ci);
    switch (role) {
    case TimelineRowRole:
        return call.row;
    case CallIndexRole:
        return ci;
    case ResolvedRole:
        return isResolved(call.state);
    default:
        return m_model->rowData(call.row, role);
    }
}

QHash<int, QByteArray> PendingCallsModel::roleNames() const
{
    QHash<int, QByteArray> names = m_model ? m_model->roleNames() : QAbstractListModel::roleNames();
    names.insert(TimelineRowRole, QByteArrayLiteral("timelineRow"));
    names.insert(CallIndexRole, QByteArrayLiteral("callIndex"));
    names.insert(ResolvedRole, QByteArrayLiteral("resolved"));
    return names;
}

void PendingCallsModel::setShowResolved(bool show)
{
    if (show == m_showResolved)
        return;
    beginResetModel();
    m_showResolved = show;
    m_callRows.clear();
    if (m_model && m_model->timeline()) {
        for (int i = 0; i < m_model->timeline()->callCount(); ++i) {
            if (shows(i))
                m_callRows.push_back(i);
        }
    }
    endResetModel();
}

int PendingCallsModel::unresolvedCount() const
{
    const RunTimeline* timeline = m_model ? m_model->timeline() : nullptr;
    if (!timeline)
        return 0;
    int n = 0;
    for (int i = 0; i < timeline->callCount(); ++i)
        n += isResolved(timeline->call(i).state) ? 0 : 1;
    return n;
}

int PendingCallsModel::callIndexAt(int row) const
{
    return row >= 0 && row < int(m_callRows.size()) ? m_callRows[size_t(row)] : -1;
}

int PendingCallsModel::rowForCall(int callIndex) const
{
    const auto it = std::lower_bound(m_callRows.begin(), m_callRows.end(), callIndex);
    return it != m_callRows.end() && *it == callIndex ? int(std::distance(m_callRows.begin(), it))
                                                      : -1;
}

bool PendingCallsModel::shows(int callIndex) const
{
    const RunTimeline* timeline = m_model ? m_model->timeline() : nullptr;
    if (!timeline || callIndex < 0 || callIndex >= timeline->callCount())
        return false;
    return m_showResolved || !isResolved(timeline->call(callIndex).state);
}

void PendingCallsModel::onCallAdded(int callIndex)
{
    onCallChanged(callIndex);
}

void PendingCallsModel::onCallChanged(int callIndex)
{
    const auto it = std::lower_bound(m_callRows.begin(), m_callRows.end(), callIndex);
    const int row = int(std::distance(m_callRows.begin(), it));
    const bool shown = it != m_callRows.end() && *it == callIndex;
    const bool wanted = shows(callIndex);
    if (shown && !wanted) {
        beginRemoveRows(QModelIndex(), row, row);
        m_callRows.erase(it);
        endRemoveRows();
    } else if (!shown && wanted) {
        beginInsertRows(QModelIndex(), row, row);
        m_callRows.insert(it, callIndex);
        endInsertRows();
    } else if (shown) {
        emit dataChanged(index(row), index(row),
                         {Qt::ToolTipRole, TimelineRole::CallState, TimelineRole::CallStateText,
                          TimelineRole::Answer, TimelineRole::HttpStatus, TimelineRole::DeadlineMs,
                          TimelineRole::RowSeverity, TimelineRole::SearchText, ResolvedRole});
    }
    const int unresolved = unresolvedCount();
    if (unresolved != m_lastUnresolved) {
        m_lastUnresolved = unresolved;
        emit unresolvedCountChanged(unresolved);
    }
}

} // namespace mantyx
