// SPDX-License-Identifier: MIT
#include "run/protocolnotesmodel.h"

#include "protocol/displaytext.h"
#include "run/runtimeline.h"

namespace mantyx {

namespace {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return ProtocolNotesModel::tr("info");
    case Severity::Warning:
        return ProtocolNotesModel::tr("warning");
    case Severity::Error:
        return ProtocolNotesModel::tr("error");
    }
    return {};
}

} // namespace

ProtocolNotesModel::ProtocolNotesModel(RunTimeline* timeline, QObject* parent)
    : QAbstractTableModel(parent)
    , m_timeline(timeline)
{
    if (!timeline)
        return;
    onNotesAppended(0, int(timeline->notes().size()) - 1);
    connect(timeline, &RunTimeline::notesAppended, this, &ProtocolNotesModel::onNotesAppended);
    connect(timeline, &RunTimeline::aboutToClear, this, [this] { beginResetModel(); });
    connect(timeline, &RunTimeline::cleared, this, &ProtocolNotesModel::onCleared);
    // Rows a note points at may appear after the note (a note about a seq still to come).
    connect(timeline, &RunTimeline::rowsAppended, this, &ProtocolNotesModel::onRowsAppended);
}

ProtocolNotesModel::~ProtocolNotesModel() = default;

int ProtocolNotesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int ProtocolNotesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProtocolNotesModel::data(const QModelIndex& index, int role) const
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        index.row() >= timeline->notes().size())
        return {};
    const ProtocolNote& note = timeline->notes().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityName(note.severity);
        case CategoryColumn:
            return ProtocolNote::categoryName(note.category);
        case MessageColumn: // quotes ids and names the server chose
            return displaytext::singleLine(note.message);
        case SeqColumn:
            return note.seq >= 0 ? QVariant(note.seq) : QVariant();
        default:
            return {};
        }
    case Qt::ToolTipRole:
    case DetailRole:
        return displaytext::multiLine(note.detail);
    case TimelineRowRole:
        return timeline->rowForNote(index.row());
    case SeverityRole:
        return int(note.severity);
    case CategoryRole:
        return int(note.category);
    case SeqRole:
        return note.seq;
    case ToolUseIdRole:
        return note.toolUseId;
    case AtMsRole:
        return note.atMs;
    default:
        return {};
    }
}

QVariant ProtocolNotesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case CategoryColumn:
        return tr("Category");
    case MessageColumn:
        return tr("Message");
    case SeqColumn:
        return tr("seq");
    default:
        return {};
    }
}

QHash<int, QByteArray> ProtocolNotesModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(TimelineRowRole, QByteArrayLiteral("timelineRow"));
    names.insert(SeverityRole, QByteArrayLiteral("severity"));
    names.insert(CategoryRole, QByteArrayLiteral("category"));
    names.insert(SeqRole, QByteArrayLiteral("seq"));
    names.insert(ToolUseIdRole, QByteArrayLiteral("toolUseId"));
    names.insert(DetailRole, QByteArrayLiteral("detail"));
    names.insert(AtMsRole, QByteArrayLiteral("atMs"));
    return names;
}

int ProtocolNotesModel::count(Severity severity) const
{
    const int i = int(severity);
    return i >= 0 && i < 3 ? m_counts[i] : 0;
}

void ProtocolNotesModel::onNotesAppended(int first, int last)
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline || last < first)
        return;
    const int total = int(timeline->notes().size());
    if (total <= m_rowCount)
        return;
    beginInsertRows(QModelIndex(), m_rowCount, total - 1);
    for (int i = m_rowCount; i < total; ++i) {
        const ProtocolNote& note = timeline->notes().at(i);
        if (note.category == ProtocolNote::Category::StatusMessage)
            ++m_statusMessages; // history, not a finding: not counted as one
        else
            ++m_counts[int(note.severity)];
        if (timeline->rowForNote(i) < 0)
            m_unanchored.push_back(i);
    }
    m_rowCount = total;
    endInsertRows();
    emit countsChanged();
}

void ProtocolNotesModel::onRowsAppended()
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline || m_unanchored.empty())
        return;
    std::vector<int> still;
    for (int note : m_unanchored) {
        if (timeline->rowForNote(note) < 0) {
            still.push_back(note);
            continue;
        }
        emit dataChanged(index(note, 0), index(note, ColumnCount - 1), {TimelineRowRole});
    }
    m_unanchored.swap(still);
}

void ProtocolNotesModel::onCleared()
{
    m_rowCount = 0;
    m_unanchored.clear();
    m_counts[0] = m_counts[1] = m_counts[2] = 0;
    m_statusMessages = 0;
    endResetModel();
    emit countsChanged();
}

} // namespace mantyx
