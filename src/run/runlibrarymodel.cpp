// SPDX-License-Identifier: MIT
#include "run/runlibrarymodel.h"

#include <algorithm>

#include <QLocale>
#include <QScopedValueRollback>

using namespace Qt::StringLiterals;

namespace mantyx {

RunLibraryModel::RunLibraryModel(RunLibrary* library, QObject* parent)
    : QAbstractTableModel(parent)
{
    setLibrary(library);
}

void RunLibraryModel::setLibrary(RunLibrary* library)
{
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    if (library) {
        connect(library, &RunLibrary::runsChanged, this, &RunLibraryModel::reload);
        connect(library, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows.clear();
            m_total = 0;
            endResetModel();
        });
    }
    load(PageSize);
}

void RunLibraryModel::setQuery(const RunQuery& query)
{
    m_query = query;
    load(PageSize);
}

void RunLibraryModel::reload()
{
    // Whole pages, at least one: the view keeps its place after a row was added or removed.
    const int loaded = static_cast<int>(m_rows.size());
    load(std::max(PageSize, (loaded + PageSize - 1) / PageSize * PageSize));
}

void RunLibraryModel::load(int rows)
{
    // No page is fetched from inside the reset (a view or tester reacting to modelReset): the
    // rows are read here, more follow when asked after it.
    const QScopedValueRollback<bool> resetting(m_resetting, true);
    beginResetModel();
    m_rows.clear();
    m_total = 0;
    if (m_library && m_library->isOpen()) {
        RunQuery page = m_query;
        page.offset = 0;
        page.limit = rows;
        QString error;
        const std::optional<int> total = m_library->count(page, &error);
        const std::optional<QList<RunRecord>> found =
            total ? m_library->runs(page, &error) : std::nullopt;
        if (total && found) {
            m_total = *total;
            m_rows = *found;
        } else {
            endResetModel();
            emit readFailed(error);
            emit reloaded();
            return;
        }
    }
    endResetModel();
    emit reloaded();
}

bool RunLibraryModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && !m_resetting && m_rows.size() < m_total;
}

void RunLibraryModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent) || !m_library)
        return;
    RunQuery page = m_query;
    page.offset = static_cast<int>(m_rows.size());
    page.limit = PageSize;
    QString error;
    const std::optional<QList<RunRecord>> found = m_library->runs(page, &error);
    if (!found) {
        emit readFailed(error);
        return;
    }
    if (found->isEmpty()) {
        // Rows went away under us: stop asking.
        m_total = static_cast<int>(m_rows.size());
        return;
    }
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(found->size()) - 1);
    m_rows.append(*found);
    endInsertRows();
}

void RunLibraryModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_query.sortColumn = queryColumn(column);
    m_query.sortOrder = order;
    load(PageSize);
}

RunQuery::Column RunLibraryModel::queryColumn(int column)
{
    switch (column) {
    case NameColumn:
        return RunQuery::Column::Name;
    case StatusColumn:
        return RunQuery::Column::Status;
    case ModelColumn:
        return RunQuery::Column::Model;
    case ConnectionColumn:
        return RunQuery::Column::Connection;
    case StartedColumn:
        return RunQuery::Column::Started;
    case DurationColumn:
        return RunQuery::Column::Duration;
    case TokensColumn:
        return RunQuery::Column::Tokens;
    case CostColumn:
        return RunQuery::Column::Cost;
    case TurnsColumn:
        return RunQuery::Column::Turns;
    case RunIdColumn:
        return RunQuery::Column::RunId;
    default:
        break;
    }
    return RunQuery::Column::Started;
}

const RunRecord* RunLibraryModel::record(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    return &m_rows.at(row);
}

qint64 RunLibraryModel::rowId(int row) const
{
    const RunRecord* r = record(row);
    return r ? r->id : -1;
}

int RunLibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RunLibraryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunLibraryModel::data(const QModelIndex& index, int role) const
{
    const RunRecord* r = index.isValid() ? record(index.row()) : nullptr;
    if (!r)
        return {};
    switch (role) {
    case RowIdRole:
        return r->id;
    case RunIdRole:
        return r->runId;
    case CapturePathRole:
        return r->capturePath;
    case ConnectionRole:
        return r->connection;
    case BaseUrlRole:
        return r->baseUrl;
    case StatusRole:
        return static_cast<int>(r->status);
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case DurationColumn:
        case TokensColumn:
        case CostColumn:
        case TurnsColumn:
            return (Qt::AlignRight | Qt::AlignVCenter).toInt();
        default:
            return (Qt::AlignLeft | Qt::AlignVCenter).toInt();
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn: {
            QStringList lines{r->name};
            for (const auto& [key, value] : r->metadata)
                lines << key + u": "_s + value;
            if (!r->capturePath.isEmpty())
                lines << tr("Capture: %1").arg(r->capturePath);
            return lines.join(u'\n');
        }
        case TokensColumn:
            if (!r->tokens)
                return {};
            return tr("input %1 (cached %2), output %3 (reasoning %4)")
                .arg(QLocale().toString(r->tokens->inputTokens),
                     QLocale().toString(r->tokens->cachedTokens),
                     QLocale().toString(r->tokens->outputTokens),
                     QLocale().toString(r->tokens->reasoningTokens));
        case ConnectionColumn:
            return r->workspace.isEmpty()
                       ? r->baseUrl.toDisplayString()
                       : tr("%1, workspace %2").arg(r->baseUrl.toDisplayString(), r->workspace);
        default:
            return {};
        }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    const QLocale locale;
    switch (index.column()) {
    case NameColumn:
        return r->name;
    case StatusColumn:
        return RunSummary::statusName(r->status);
    case ModelColumn:
        return r->model;
    case ConnectionColumn:
        return r->connection;
    case StartedColumn:
        return r->started.isValid()
                   ? locale.toString(r->started.toLocalTime(), QLocale::ShortFormat)
                   : QString();
    case DurationColumn:
        return r->durationMs ? RunSummary::durationText(*r->durationMs) : QString();
    case TokensColumn:
        return r->tokens ? locale.toString(r->totalTokens()) : QString();
    case CostColumn:
        return r->costUsd ? RunSummary::costText(*r->costUsd) : QString();
    case TurnsColumn:
        return r->turns ? locale.toString(*r->turns) : QString();
    case RunIdColumn:
        return r->runId;
    default:
        break;
    }
    return {};
}

QVariant RunLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case StatusColumn:
        return tr("Status");
    case ModelColumn:
        return tr("Model");
    case ConnectionColumn:
        return tr("Connection");
    case StartedColumn:
        return tr("Started");
    case DurationColumn:
        return tr("Duration");
    case TokensColumn:
        return tr("Tokens");
    case CostColumn:
        return tr("Cost");
    case TurnsColumn:
        return tr("Turns");
    case RunIdColumn:
        return tr("Run ID");
    default:
        break;
    }
    return {};
}

} // namespace mantyx
