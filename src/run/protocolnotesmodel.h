// SPDX-License-Identifier: MIT
// ProtocolNotesModel: the run's protocol notes (seq gaps, reconnects, unanswered calls, 409s…) as
// a table the notes panel lists and counts, each row carrying the timeline row to jump to.
#pragma once

#include <vector>

#include <QAbstractTableModel>
#include <QPointer>

#include "run/protocolnote.h"

namespace mantyx {

class RunTimeline;

class ProtocolNotesModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProtocolNotesModel)

public:
    enum Column : int
    {
        SeverityColumn,
        CategoryColumn,
        MessageColumn,
        SeqColumn,
        ColumnCount
    };
    enum Role : int
    {
        TimelineRowRole = Qt::UserRole + 1, // int: the timeline row the note concerns, -1 none
        SeverityRole,                       // Severity (as int), any column
        CategoryRole,                       // ProtocolNote::Category (as int), any column
        SeqRole,                            // qint64, -1 none
        ToolUseIdRole,                      // QString
        DetailRole,                         // QString (also the tool tip)
        AtMsRole,                           // qint64
    };

    explicit ProtocolNotesModel(RunTimeline* timeline, QObject* parent = nullptr);
    ~ProtocolNotesModel() override;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Notes per severity (the status bar's "2 warnings, 1 error"), status messages not counted.
    int count(Severity severity) const;
    // The status bar's messages kept as notes (Category::StatusMessage).
    int statusMessageCount() const { return m_statusMessages; }

signals:
    void countsChanged();

private:
    void onNotesAppended(int first, int last);
    void onRowsAppended();
    void onCleared();

    QPointer<RunTimeline> m_timeline;
    int m_rowCount = 0;
    std::vector<int> m_unanchored; // notes whose row is not known yet
    int m_counts[3] = {0, 0, 0};
    int m_statusMessages = 0;
};

} // namespace mantyx
