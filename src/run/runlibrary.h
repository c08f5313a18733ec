// SPDX-License-Identifier: MIT
// RunLibrary: the local index of every run seen, opened or imported — one SQLite file through Qt
// SQL — so the library dock filters, sorts and pages thousands of runs by querying the index
// instead of loading them, and captures made elsewhere can be imported without duplicates.
#pragma once

#include <optional>
#include <utility>

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "run/runsummary.h"

class QSqlDatabase;

namespace mantyx {

// One run as the library keeps it.
struct RunRecord
{
    qint64 id = -1;     // the library's row id; -1 before it is stored
    QString runId;      // empty for a capture of a run that never got one
    QString connection; // the profile's name; the base URL's host when no profile is known
    QUrl baseUrl;
    QString workspace;
    QString sessionId;
    QDateTime started; // UTC; invalid when unknown
    std::optional<qint64> durationMs;
    RunSummary::Status status = RunSummary::Status::NotStarted;
    QString model;
    std::optional<TokenUsage> tokens;
    std::optional<double> costUsd;
    std::optional<int> turns;
    // The spec's `metadata` object as text pairs, sorted by key (non-string values as JSON).
    QList<std::pair<QString, QString>> metadata;
    QString capturePath;  // the run's .mxrun file; empty when none
    QString captureHash;  // hex SHA-256 of the capture's bytes when known
    QString name;         // the spec's name, else the first line of its prompt
    QDateTime recordedAt; // when the library last wrote the row (UTC)

    qint64 totalTokens() const;
};

// What to list: filters (all optional, combined with AND), the order and a page.
struct RunQuery
{
    enum class Column : quint8
    {
        Started,
        Name,
        Status,
        Model,
        Connection,
        Duration,
        Tokens,
        Cost,
        Turns,
        RunId,
        Workspace,
    };

    std::optional<RunSummary::Status> status;
    QString model;      // exact; empty: any
    QString connection; // exact; empty: any
    QDateTime from;     // started at or after; invalid: no bound
    QDateTime to;       // started before; invalid: no bound
    // Words (split at white space) that must each occur, case-insensitively and literally, in
    // the run id, name, model, connection, base URL, workspace, session, tags or capture file.
    QString text;
    QString metadataKey;   // a tag with this key …
    QString metadataValue; // … and this value; empty: any value
    Column sortColumn = Column::Started;
    Qt::SortOrder sortOrder = Qt::DescendingOrder;
    int offset = 0;
    int limit = -1; // -1: no limit

    // "key:value", "key:" or "key" (trimmed; the first ':' separates) into metadataKey and
    // metadataValue; an empty text clears them.
    void setMetadataFilter(QStringView keyValue);
};

class RunLibrary final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunLibrary)

public:
    static constexpr int SchemaVersion = 1;

    // Where the application keeps its library: AppDataLocation/library.sqlite.
    static QString defaultPath();

    explicit RunLibrary(QObject* parent = nullptr);
    ~RunLibrary() override;

    // Opens (creating it and its folder when needed) the library file at `path`: WAL journal,
    // the schema created or checked. False with `error` when the file cannot be opened or was
    // written by a newer version of the schema. Closes a library opened before.
    bool open(const QString& path, QString* error = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }

    // Pricing for the cost of imported captures (GET /models `models`).
    void setModelCatalog(const QJsonArray& models) { m_models = models; }

    // Header fields of a run: who ran it where, when, and its capture file.
    struct Origin
    {
        QString runId;
        QString connection;
        QUrl baseUrl;
        QString workspace;
        QString sessionId;
        QDateTime started;
        QString capturePath;
    };
    // The record a run's summary and spec make (not stored).
    static RunRecord recordFrom(const Origin& origin, const RunSummary& summary,
                                const QJsonObject& spec);
    // The spec's name, else the first non-empty line of its prompt (or of its last user
    // message), trimmed to one line.
    static QString specName(const QJsonObject& spec);

    // Stores the run: a new row, or the row of the same run (run id, base URL, workspace)
    // updated. An update keeps the stored capture (and its hash) when the record names none.
    // Returns the row id. A record without a run id is refused.
    std::optional<qint64> upsert(const Origin& origin, const RunSummary& summary,
                                 const QJsonObject& spec, QString* error = nullptr);
    std::optional<qint64> upsert(const RunRecord& record, QString* error = nullptr);
    // Many records in one transaction (all or none); runsChanged() once.
    bool upsertAll(const QList<RunRecord>& records, QString* error = nullptr);

    enum class CaptureFile : quint8
    {
        Keep,
        Delete,
    };
    // Removes the row (and its tags). With CaptureFile::Delete its capture file goes first; a
    // file that exists and cannot be deleted keeps the row and says why. A file already gone is
    // no error.
    bool remove(qint64 id, CaptureFile capture, QString* error = nullptr);

    struct ImportResult
    {
        enum class Outcome : quint8
        {
            Added,     // a new row
            Attached,  // the run was known without a (readable) capture: it now has this one
            Duplicate, // the same bytes, or the same run with a capture already: nothing added
        };
        Outcome outcome = Outcome::Added;
        qint64 id = -1; // the row added, attached to, or already holding the run
        QString runId;
        QString damage; // the capture is damaged: where and why (read up to there)
    };
    // Indexes a capture file made elsewhere: its header and a summary of its events (read with
    // CaptureReader into a RunTimeline). Duplicates are found by the file's content hash and by
    // its run (id, base URL, workspace). False with `error` when the file cannot be read or is
    // not a capture.
    std::optional<ImportResult> importCapture(const QString& path, QString* error = nullptr);

    std::optional<RunRecord> run(qint64 id) const;
    std::optional<RunRecord> findRun(const QString& runId, const QUrl& baseUrl,
                                     const QString& workspace) const;
    // The rows `query` selects, in its order, its page only.
    std::optional<QList<RunRecord>> runs(const RunQuery& query, QString* error = nullptr) const;
    // How many rows `query` selects (its page ignored).
    std::optional<int> count(const RunQuery& query, QString* error = nullptr) const;
    // The distinct non-empty values, sorted, for the filter lists.
    QStringList models() const;
    QStringList connections() const;

    // The stable text a status is stored as ("succeeded", …) and back.
    static QString statusKey(RunSummary::Status status);
    static std::optional<RunSummary::Status> statusFromKey(QStringView key);
    // Hex SHA-256 of a file's bytes.
    static std::optional<QString> hashFile(const QString& path, QString* error = nullptr);

signals:
    // Rows were added, changed or removed.
    void runsChanged();

private:
    QSqlDatabase database() const;
    bool createSchema(QString* error);
    std::optional<qint64> store(const RunRecord& record, QString* error);
    QString connectionFor(const QUrl& baseUrl) const;
    QStringList distinct(QLatin1StringView column) const;

    QString m_connectionName; // the QSqlDatabase connection of this instance
    QString m_path;
    QJsonArray m_models;
};

} // namespace mantyx
