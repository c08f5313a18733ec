// SPDX-License-Identifier: MIT
// RunLibraryModel: the run library's rows for a table view, a page at a time (fetchMore) from the
// filtered, sorted SQL query, so a library of 10,000 runs is never loaded whole; sorting is the
// query's ORDER BY.
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "run/runlibrary.h"

namespace mantyx {

class RunLibraryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunLibraryModel)

public:
    static constexpr int PageSize = 200;

    enum Column : quint8
    {
        NameColumn,
        StatusColumn,
        ModelColumn,
        ConnectionColumn,
        StartedColumn,
        DurationColumn,
        TokensColumn,
        CostColumn,
        TurnsColumn,
        RunIdColumn,
        ColumnCount,
    };

    enum Role : int
    {
        RowIdRole = Qt::UserRole + 1, // qint64, the library's row id
        RunIdRole,
        CapturePathRole,
        ConnectionRole,
        BaseUrlRole, // QUrl
        StatusRole,  // int (RunSummary::Status)
    };

    // `library` is not owned and must outlive the model (or be destroyed with it: the model
    // then shows nothing).
    explicit RunLibraryModel(RunLibrary* library, QObject* parent = nullptr);

    void setLibrary(RunLibrary* library);
    RunLibrary* library() const { return m_library; }

    // The filters and order to show; offset and limit are the model's own (pages).
    void setQuery(const RunQuery& query);
    const RunQuery& query() const { return m_query; }
    // Rows the filters select, loaded or not.
    int totalCount() const { return m_total; }
    // The run of a loaded row; nullptr out of range.
    const RunRecord* record(int row) const;
    // The library's row id of a loaded row; -1 out of range.
    qint64 rowId(int row) const;
    // Reads the rows again (as many as were loaded), e.g. after the library changed.
    void reload();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static RunQuery::Column queryColumn(int column);

signals:
    // The rows were read again: totalCount() may have changed.
    void reloaded();
    // Reading the library failed (the model shows what it had).
    void readFailed(const QString& message);

private:
    void load(int rows);

    QPointer<RunLibrary> m_library;
    RunQuery m_query;
    QList<RunRecord> m_rows;
    int m_total = 0;
    bool m_resetting = false;
};

} // namespace mantyx
