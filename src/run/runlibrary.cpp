// SPDX-License-Identifier: MIT
#include "run/runlibrary.h"

#include <algorithm>
#include <atomic>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include "run/capturereader.h"
#include "run/runtimeline.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

std::atomic<int> connectionCounter{0};

// The columns every read selects, in this order (readRecord() reads them by position).
constexpr QLatin1StringView kColumns{
    "id, run_id, connection, base_url, workspace, session_id, started, duration_ms, status, "
    "model, input_tokens, cached_tokens, reasoning_tokens, output_tokens, cost_usd, turns, "
    "metadata, capture_path, capture_hash, name, recorded_at"};

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

QString sqlProblem(const QSqlError& e)
{
    return e.text().trimmed();
}

bool exec(QSqlQuery& query, QString* error)
{
    if (query.exec())
        return true;
    return fail(error, RunLibrary::tr("The run library could not be read or written: %1")
                           .arg(sqlProblem(query.lastError())));
}

QVariant nullable(const std::optional<qint64>& value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::LongLong));
}

QVariant nullableText(const QString& value)
{
    return value.isNull() ? QVariant(u""_s) : QVariant(value);
}

QString metadataText(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        const auto asInt = static_cast<qint64>(d);
        return static_cast<double>(asInt) == d ? QString::number(asInt)
                                               : QString::number(d, 'g', 15);
    }
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

QString firstLine(const QString& text)
{
    const QStringList lines = text.split(u'\n');
    for (const QString& line : lines) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty())
            return trimmed.left(200);
    }
    return {};
}

// Lower-cased words of everything the text filter looks in, one field per line.
QString searchText(const RunRecord& r)
{
    QStringList parts{r.runId,
                      r.name,
                      r.model,
                      r.connection,
                      r.baseUrl.toDisplayString(),
                      r.workspace,
                      r.sessionId,
                      RunLibrary::statusKey(r.status),
                      QFileInfo(r.capturePath).fileName()};
    for (const auto& [key, value] : r.metadata)
        parts << key + u':' + value;
    return parts.join(u'\n').toLower();
}

QString metadataJson(const QList<std::pair<QString, QString>>& metadata)
{
    QJsonArray pairs;
    for (const auto& [key, value] : metadata)
        pairs.append(QJsonArray{key, value});
    return QString::fromUtf8(QJsonDocument(pairs).toJson(QJsonDocument::Compact));
}

QList<std::pair<QString, QString>> metadataFromJson(const QString& text)
{
    QList<std::pair<QString, QString>> out;
    const QJsonArray pairs = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const QJsonValue& pair : pairs) {
        const QJsonArray kv = pair.toArray();
        if (kv.size() == 2)
            out.append({kv.at(0).toString(), kv.at(1).toString()});
    }
    return out;
}

std::optional<qint64> optionalInt(const QVariant& v)
{
    return v.isNull() ? std::nullopt : std::optional<qint64>(v.toLongLong());
}

RunRecord readRecord(const QSqlQuery& q)
{
    RunRecord r;
    r.id = q.value(0).toLongLong();
    r.runId = q.value(1).toString();
    r.connection = q.value(2).toString();
    r.baseUrl = QUrl(q.value(3).toString());
    r.workspace = q.value(4).toString();
    r.sessionId = q.value(5).toString();
    if (const auto started = optionalInt(q.value(6)))
        r.started = QDateTime::fromMSecsSinceEpoch(*started, Qt::UTC);
    r.durationMs = optionalInt(q.value(7));
    r.status =
        RunLibrary::statusFromKey(q.value(8).toString()).value_or(RunSummary::Status::Incomplete);
    r.model = q.value(9).toString();
    if (!q.value(10).isNull() || !q.value(13).isNull()) {
        TokenUsage t;
        t.inputTokens = q.value(10).toLongLong();
        t.cachedTokens = q.value(11).toLongLong();
        t.reasoningTokens = q.value(12).toLongLong();
        t.outputTokens = q.value(13).toLongLong();
        r.tokens = t;
    }
    if (!q.value(14).isNull())
        r.costUsd = q.value(14).toDouble();
    if (!q.value(15).isNull())
        r.turns = q.value(15).toInt();
    r.metadata = metadataFromJson(q.value(16).toString());
    r.capturePath = q.value(17).toString();
    r.captureHash = q.value(18).toString();
    r.name = q.value(19).toString();
    r.recordedAt = QDateTime::fromMSecsSinceEpoch(q.value(20).toLongLong(), Qt::UTC);
    return r;
}

// The SQL of a sort column: a fixed list, never text from outside.
QLatin1StringView orderExpression(RunQuery::Column column)
{
    switch (column) {
    case RunQuery::Column::Started:
        return "started"_L1;
    case RunQuery::Column::Name:
        return "name COLLATE NOCASE"_L1;
    case RunQuery::Column::Status:
        return "status"_L1;
    case RunQuery::Column::Model:
        return "model COLLATE NOCASE"_L1;
    case RunQuery::Column::Connection:
        return "connection COLLATE NOCASE"_L1;
    case RunQuery::Column::Duration:
        return "duration_ms"_L1;
    case RunQuery::Column::Tokens:
        return "total_tokens"_L1;
    case RunQuery::Column::Cost:
        return "cost_usd"_L1;
    case RunQuery::Column::Turns:
        return "turns"_L1;
    case RunQuery::Column::RunId:
        return "run_id"_L1;
    case RunQuery::Column::Workspace:
        return "workspace COLLATE NOCASE"_L1;
    }
    return "started"_L1;
}

// The WHERE clause of a query's filters (placeholders only) and the values to bind, in order.
struct Filter
{
    QString where;
    QVariantList values;
};

Filter filterOf(const RunQuery& q)
{
    QStringList terms;
    Filter f;
    if (q.status) {
        terms << u"status = ?"_s;
        f.values << RunLibrary::statusKey(*q.status);
    }
    if (!q.model.isEmpty()) {
        terms << u"model = ?"_s;
        f.values << q.model;
    }
    if (!q.connection.isEmpty()) {
        terms << u"connection = ?"_s;
        f.values << q.connection;
    }
    if (q.from.isValid()) {
        terms << u"started >= ?"_s;
        f.values << q.from.toMSecsSinceEpoch();
    }
    if (q.to.isValid()) {
        terms << u"started < ?"_s;
        f.values << q.to.toMSecsSinceEpoch();
    }
    // instr(), not LIKE: the user's words are matched literally, '%' and '_' included.
    const QStringList words = q.text.toLower().split(u' ', Qt::SkipEmptyParts);
    for (const QString& word : words) {
        const QString w = word.trimmed();
        if (w.isEmpty())
            continue;
        terms << u"instr(search_text, ?) > 0"_s;
        f.values << w;
    }
    if (!q.metadataKey.isEmpty()) {
        if (q.metadataValue.isEmpty()) {
            terms << u"EXISTS (SELECT 1 FROM run_tags t WHERE t.run = runs.id AND t.key = ?)"_s;
            f.values << q.metadataKey;
        } else {
            terms << u"EXISTS (SELECT 1 FROM run_tags t WHERE t.run = runs.id AND t.key = ? "
                     "AND t.value = ?)"_s;
            f.values << q.metadataKey << q.metadataValue;
        }
    }
    if (!terms.isEmpty())
        f.where = u" WHERE "_s + terms.join(u" AND "_s);
    return f;
}

void bindAll(QSqlQuery& query, const QVariantList& values)
{
    for (const QVariant& v : values)
        query.addBindValue(v);
}

} // namespace

qint64 RunRecord::totalTokens() const
{
    if (!tokens)
        return 0;
    // Cached tokens are part of the input, reasoning tokens part of the output.
    return tokens->inputTokens + tokens->outputTokens;
}

void RunQuery::setMetadataFilter(QStringView keyValue)
{
    const QStringView trimmed = keyValue.trimmed();
    const qsizetype colon = trimmed.indexOf(u':');
    if (colon < 0) {
        metadataKey = trimmed.toString();
        metadataValue.clear();
        return;
    }
    metadataKey = trimmed.left(colon).trimmed().toString();
    metadataValue = trimmed.mid(colon + 1).trimmed().toString();
}

QString RunLibrary::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/library.sqlite"_s;
}

RunLibrary::RunLibrary(QObject* parent)
    : QObject(parent)
    , m_connectionName(u"mantyx-runlibrary-%1"_s.arg(++connectionCounter))
{}

RunLibrary::~RunLibrary()
{
    close();
}

QSqlDatabase RunLibrary::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool RunLibrary::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && database().isOpen();
}

void RunLibrary::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = database();
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_path.clear();
}

bool RunLibrary::open(const QString& path, QString* error)
{
    close();
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        return fail(error, tr("The run library's folder %1 could not be created.")
                               .arg(QDir::toNativeSeparators(info.absolutePath())));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
        db.setDatabaseName(path);
        if (!db.open()) {
            const QString why = sqlProblem(db.lastError());
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
            return fail(error, tr("The run library %1 could not be opened: %2")
                                   .arg(QDir::toNativeSeparators(path), why));
        }
    }
    m_path = path;
    if (!createSchema(error)) {
        close();
        return false;
    }
    return true;
}

bool RunLibrary::createSchema(QString* error)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    for (const auto pragma : {"PRAGMA journal_mode = WAL"_L1, "PRAGMA synchronous = NORMAL"_L1,
                              "PRAGMA foreign_keys = ON"_L1}) {
        if (!q.exec(pragma)) {
            return fail(
                error,
                tr("The run library could not be set up: %1").arg(sqlProblem(q.lastError())));
        }
    }
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return fail(error,
                    tr("The run library could not be read: %1").arg(sqlProblem(q.lastError())));
    const int version = q.value(0).toInt();
    q.finish();
    if (version == SchemaVersion)
        return true;
    if (version > SchemaVersion) {
        return fail(error, tr("The run library %1 was written by a newer version of this "
                              "application (schema %2; this one reads up to %3).")
                               .arg(QDir::toNativeSeparators(m_path))
                               .arg(version)
                               .arg(SchemaVersion));
    }
    // version 0: a new file.
    const QStringList statements = {
        u"CREATE TABLE runs ("
        " id INTEGER PRIMARY KEY,"
        " run_id TEXT NOT NULL,"
        " connection TEXT NOT NULL DEFAULT '',"
        " base_url TEXT NOT NULL DEFAULT '',"
        " workspace TEXT NOT NULL DEFAULT '',"
        " session_id TEXT NOT NULL DEFAULT '',"
        " started INTEGER,"
        " duration_ms INTEGER,"
        " status TEXT NOT NULL,"
        " model TEXT NOT NULL DEFAULT '',"
        " input_tokens INTEGER, cached_tokens INTEGER, reasoning_tokens INTEGER,"
        " output_tokens INTEGER, total_tokens INTEGER,"
        " cost_usd REAL,"
        " turns INTEGER,"
        " metadata TEXT NOT NULL DEFAULT '[]',"
        " capture_path TEXT NOT NULL DEFAULT '',"
        " capture_hash TEXT NOT NULL DEFAULT '',"
        " name TEXT NOT NULL DEFAULT '',"
        " search_text TEXT NOT NULL DEFAULT '',"
        " recorded_at INTEGER NOT NULL)"_s,
        // One row per run; captures of runs that never got an id are told apart by content.
        // Partial indexes: a query uses them only when it repeats their WHERE term.
        u"CREATE UNIQUE INDEX runs_identity ON runs(run_id, base_url, workspace) "
        "WHERE run_id <> ''"_s,
        u"CREATE INDEX runs_started ON runs(started)"_s,
        u"CREATE INDEX runs_status ON runs(status, started)"_s,
        u"CREATE INDEX runs_model ON runs(model)"_s,
        u"CREATE INDEX runs_connection ON runs(connection)"_s,
        u"CREATE INDEX runs_capture_hash ON runs(capture_hash) WHERE capture_hash <> ''"_s,
        u"CREATE TABLE run_tags ("
        " run INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
        " key TEXT NOT NULL,"
        " value TEXT NOT NULL)"_s,
        u"CREATE INDEX run_tags_run ON run_tags(run)"_s,
        u"CREATE INDEX run_tags_key_value ON run_tags(key, value)"_s,
        u"PRAGMA user_version = %1"_s.arg(SchemaVersion),
    };
    if (!db.transaction())
        return fail(error,
                    tr("The run library could not be set up: %1").arg(sqlProblem(db.lastError())));
    for (const QString& statement : statements) {
        if (!q.exec(statement)) {
            const QString why = sqlProblem(q.lastError());
            db.rollback();
            return fail(error, tr("The run library could not be set up: %1").arg(why));
        }
    }
    if (!db.commit())
        return fail(error,
                    tr("The run library could not be set up: %1").arg(sqlProblem(db.lastError())));
    return true;
}

QString RunLibrary::statusKey(RunSummary::Status status)
{
    switch (status) {
    case RunSummary::Status::NotStarted:
        return u"not-started"_s;
    case RunSummary::Status::Running:
        return u"running"_s;
    case RunSummary::Status::Succeeded:
        return u"succeeded"_s;
    case RunSummary::Status::Failed:
        return u"failed"_s;
    case RunSummary::Status::Cancelled:
        return u"cancelled"_s;
    case RunSummary::Status::Incomplete:
        return u"incomplete"_s;
    }
    return u"incomplete"_s;
}

std::optional<RunSummary::Status> RunLibrary::statusFromKey(QStringView key)
{
    for (const auto status : {RunSummary::Status::NotStarted, RunSummary::Status::Running,
                              RunSummary::Status::Succeeded, RunSummary::Status::Failed,
                              RunSummary::Status::Cancelled, RunSummary::Status::Incomplete}) {
        if (key == statusKey(status))
            return status;
    }
    return std::nullopt;
}

QString RunLibrary::specName(const QJsonObject& spec)
{
    const QString name = firstLine(spec.value(u"name"_s).toString());
    if (!name.isEmpty())
        return name;
    const QString prompt = firstLine(spec.value(u"prompt"_s).toString());
    if (!prompt.isEmpty())
        return prompt;
    const QJsonArray messages = spec.value(u"messages"_s).toArray();
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject message = messages.at(i).toObject();
        if (message.value(u"role"_s).toString() != "user"_L1)
            continue;
        const QJsonValue content = message.value(u"content"_s);
        if (content.isString())
            return firstLine(content.toString());
        // Content parts: the first text part.
        const QJsonArray parts = content.toArray();
        for (const QJsonValue& part : parts) {
            const QString text = firstLine(part.toObject().value(u"text"_s).toString());
            if (!text.isEmpty())
                return text;
        }
        break;
    }
    return {};
}

RunRecord RunLibrary::recordFrom(const Origin& origin, const RunSummary& summary,
                                 const QJsonObject& spec)
{
    RunRecord r;
    r.runId = origin.runId.trimmed();
    r.connection = origin.connection;
    r.baseUrl = origin.baseUrl;
    r.workspace = origin.workspace;
    r.sessionId = origin.sessionId;
    r.started = origin.started.isValid() ? origin.started.toUTC() : QDateTime();
    r.durationMs = summary.durationMs;
    r.status = summary.status;
    if (summary.model)
        r.model = summary.model->id;
    if (r.model.isEmpty())
        r.model = spec.value(u"modelId"_s).toString();
    r.tokens = summary.tokens;
    r.costUsd = summary.costUsd;
    r.turns = summary.turns;
    const QJsonObject metadata = spec.value(u"metadata"_s).toObject();
    for (auto it = metadata.begin(); it != metadata.end(); ++it) {
        if (it.value().isNull() || it.value().isUndefined())
            continue;
        r.metadata.append({it.key(), metadataText(it.value())});
    }
    std::sort(r.metadata.begin(), r.metadata.end());
    r.capturePath = origin.capturePath;
    r.name = specName(spec);
    return r;
}

std::optional<qint64> RunLibrary::upsert(const Origin& origin, const RunSummary& summary,
                                         const QJsonObject& spec, QString* error)
{
    return upsert(recordFrom(origin, summary, spec), error);
}

std::optional<qint64> RunLibrary::upsert(const RunRecord& record, QString* error)
{
    if (!isOpen()) {
        fail(error, tr("The run library is not open."));
        return std::nullopt;
    }
    QSqlDatabase db = database();
    if (!db.transaction()) {
        fail(error, tr("The run library could not be written: %1").arg(sqlProblem(db.lastError())));
        return std::nullopt;
    }
    const std::optional<qint64> id = store(record, error);
    if (!id || !db.commit()) {
        if (id)
            fail(error,
                 tr("The run library could not be written: %1").arg(sqlProblem(db.lastError())));
        db.rollback();
        return std::nullopt;
    }
    emit runsChanged();
    return id;
}

bool RunLibrary::upsertAll(const QList<RunRecord>& records, QString* error)
{
    if (!isOpen())
        return fail(error, tr("The run library is not open."));
    QSqlDatabase db = database();
    if (!db.transaction())
        return fail(error,
                    tr("The run library could not be written: %1").arg(sqlProblem(db.lastError())));
    for (const RunRecord& record : records) {
        if (!store(record, error)) {
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        const QString why = sqlProblem(db.lastError());
        db.rollback();
        return fail(error, tr("The run library could not be written: %1").arg(why));
    }
    emit runsChanged();
    return true;
}

std::optional<qint64> RunLibrary::store(const RunRecord& record, QString* error)
{
    // A run without an id can only come from a capture (importCapture stores it by content).
    if (record.runId.trimmed().isEmpty() && record.captureHash.isEmpty()) {
        fail(error, tr("A run without a run id cannot be added to the library."));
        return std::nullopt;
    }
    QSqlDatabase db = database();
    std::optional<qint64> existing;
    QString existingCapture;
    QString existingHash;
    if (!record.runId.isEmpty()) {
        QSqlQuery find(db);
        find.prepare(u"SELECT id, capture_path, capture_hash FROM runs "
                     "WHERE run_id = ? AND base_url = ? AND workspace = ? AND run_id <> ''"_s);
        find.addBindValue(record.runId);
        find.addBindValue(record.baseUrl.toString());
        find.addBindValue(nullableText(record.workspace));
        if (!exec(find, error))
            return std::nullopt;
        if (find.next()) {
            existing = find.value(0).toLongLong();
            existingCapture = find.value(1).toString();
            existingHash = find.value(2).toString();
        }
    }
    RunRecord r = record;
    if (existing && r.capturePath.isEmpty()) {
        r.capturePath = existingCapture;
        r.captureHash = existingHash;
    }
    r.recordedAt = QDateTime::currentDateTimeUtc();

    QSqlQuery q(db);
    if (existing) {
        q.prepare(
            u"UPDATE runs SET connection = ?, session_id = ?, started = ?, duration_ms = ?, "
            "status = ?, model = ?, input_tokens = ?, cached_tokens = ?, reasoning_tokens = ?, "
            "output_tokens = ?, total_tokens = ?, cost_usd = ?, turns = ?, metadata = ?, "
            "capture_path = ?, capture_hash = ?, name = ?, search_text = ?, recorded_at = ? "
            "WHERE id = ?"_s);
    } else {
        q.prepare(u"INSERT INTO runs (connection, session_id, started, duration_ms, status, model, "
                  "input_tokens, cached_tokens, reasoning_tokens, output_tokens, total_tokens, "
                  "cost_usd, turns, metadata, capture_path, capture_hash, name, search_text, "
                  "recorded_at, run_id, base_url, workspace) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    }
    const QVariant nullInt(QMetaType(QMetaType::LongLong));
    q.addBindValue(nullableText(r.connection));
    q.addBindValue(nullableText(r.sessionId));
    q.addBindValue(r.started.isValid() ? QVariant(r.started.toMSecsSinceEpoch()) : nullInt);
    q.addBindValue(nullable(r.durationMs));
    q.addBindValue(statusKey(r.status));
    q.addBindValue(nullableText(r.model));
    q.addBindValue(r.tokens ? QVariant(r.tokens->inputTokens) : nullInt);
    q.addBindValue(r.tokens ? QVariant(r.tokens->cachedTokens) : nullInt);
    q.addBindValue(r.tokens ? QVariant(r.tokens->reasoningTokens) : nullInt);
    q.addBindValue(r.tokens ? QVariant(r.tokens->outputTokens) : nullInt);
    q.addBindValue(r.tokens ? QVariant(r.totalTokens()) : nullInt);
    q.addBindValue(r.costUsd ? QVariant(*r.costUsd) : QVariant(QMetaType(QMetaType::Double)));
    q.addBindValue(r.turns ? QVariant(*r.turns) : nullInt);
    q.addBindValue(metadataJson(r.metadata));
    q.addBindValue(nullableText(r.capturePath));
    q.addBindValue(nullableText(r.captureHash));
    q.addBindValue(nullableText(r.name));
    q.addBindValue(searchText(r));
    q.addBindValue(r.recordedAt.toMSecsSinceEpoch());
    if (existing) {
        q.addBindValue(*existing);
    } else {
        q.addBindValue(nullableText(r.runId));
        q.addBindValue(r.baseUrl.toString());
        q.addBindValue(nullableText(r.workspace));
    }
    if (!exec(q, error))
        return std::nullopt;
    const qint64 id = existing ? *existing : q.lastInsertId().toLongLong();

    QSqlQuery tags(db);
    tags.prepare(u"DELETE FROM run_tags WHERE run = ?"_s);
    tags.addBindValue(id);
    if (!exec(tags, error))
        return std::nullopt;
    if (!r.metadata.isEmpty()) {
        tags.prepare(u"INSERT INTO run_tags (run, key, value) VALUES (?, ?, ?)"_s);
        for (const auto& [key, value] : std::as_const(r.metadata)) {
            tags.addBindValue(id);
            tags.addBindValue(nullableText(key));
            tags.addBindValue(nullableText(value));
            if (!exec(tags, error))
                return std::nullopt;
        }
    }
    return id;
}

bool RunLibrary::remove(qint64 id, CaptureFile capture, QString* error)
{
    const std::optional<RunRecord> record = run(id);
    if (!record)
        return fail(error, tr("The run is not in the library."));
    if (capture == CaptureFile::Delete && !record->capturePath.isEmpty()) {
        QFile file(record->capturePath);
        if (file.exists() && !file.remove()) {
            return fail(
                error, tr("The capture file %1 could not be deleted: %2")
                           .arg(QDir::toNativeSeparators(record->capturePath), file.errorString()));
        }
    }
    QSqlQuery q(database());
    q.prepare(u"DELETE FROM runs WHERE id = ?"_s);
    q.addBindValue(id);
    if (!exec(q, error))
        return false;
    emit runsChanged();
    return true;
}

std::optional<QString> RunLibrary::hashFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(
            error,
            tr("%1 could not be read: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return std::nullopt;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) {
        fail(
            error,
            tr("%1 could not be read: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return std::nullopt;
    }
    return QString::fromLatin1(hash.result().toHex());
}

QString RunLibrary::connectionFor(const QUrl& baseUrl) const
{
    // A profile this library already saw at that address names it; else its host (and port).
    QSqlQuery q(database());
    q.prepare(u"SELECT connection FROM runs WHERE base_url = ? AND connection <> '' "
              "ORDER BY recorded_at DESC LIMIT 1"_s);
    q.addBindValue(baseUrl.toString());
    if (q.exec() && q.next())
        return q.value(0).toString();
    if (baseUrl.host().isEmpty())
        return baseUrl.toDisplayString();
    return baseUrl.port() > 0 ? u"%1:%2"_s.arg(baseUrl.host()).arg(baseUrl.port()) : baseUrl.host();
}

std::optional<RunLibrary::ImportResult> RunLibrary::importCapture(const QString& path,
                                                                  QString* error)
{
    if (!isOpen()) {
        fail(error, tr("The run library is not open."));
        return std::nullopt;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const std::optional<QString> hash = hashFile(absolute, error);
    if (!hash)
        return std::nullopt;

    ImportResult result;
    // The same bytes (this file again, or a copy of it) are already in the library.
    {
        QSqlQuery q(database());
        q.prepare(u"SELECT id, run_id FROM runs WHERE capture_hash = ? AND capture_hash <> '' "
                  "LIMIT 1"_s);
        q.addBindValue(*hash);
        if (!exec(q, error))
            return std::nullopt;
        if (q.next()) {
            result.outcome = ImportResult::Outcome::Duplicate;
            result.id = q.value(0).toLongLong();
            result.runId = q.value(1).toString();
            return result;
        }
    }

    const std::optional<CaptureReader::File> file = CaptureReader::readFile(absolute, error);
    if (!file)
        return std::nullopt;
    const CaptureHeader& header = file->header;
    result.runId = header.runId;
    if (file->damage) {
        result.damage = tr("line %1: %2").arg(file->damage->line).arg(file->damage->reason);
    }

    std::optional<RunRecord> known;
    if (!header.runId.isEmpty())
        known = findRun(header.runId, header.baseUrl, header.workspace);
    if (known && !known->capturePath.isEmpty() && QFileInfo::exists(known->capturePath)) {
        // The run is here with a capture of its own: the same bytes (recorded live and never
        // hashed) or another recording of the same run — either way nothing is added.
        QString knownHash = known->captureHash;
        if (knownHash.isEmpty()) {
            if (const auto h = hashFile(known->capturePath))
                knownHash = *h;
        }
        if (knownHash == *hash && known->captureHash.isEmpty()) {
            QSqlQuery q(database());
            q.prepare(u"UPDATE runs SET capture_hash = ? WHERE id = ?"_s);
            q.addBindValue(knownHash);
            q.addBindValue(known->id);
            q.exec();
        }
        result.outcome = ImportResult::Outcome::Duplicate;
        result.id = known->id;
        return result;
    }

    // What the run came to, as the live timeline would have shown it.
    RunTimeline timeline;
    timeline.setModelCatalog(m_models);
    QList<RunEvent> events;
    QList<qint64> times;
    for (const CaptureRecord& record : file->records) {
        if (record.kind != CaptureRecord::Kind::Event)
            continue;
        events << record.event;
        times << record.tMs;
    }
    timeline.appendRecordedEvents(events, times);
    timeline.markSourceEnded(file->damage ? file->damage->reason : QString());

    Origin origin;
    origin.runId = header.runId;
    origin.connection = known ? known->connection : connectionFor(header.baseUrl);
    origin.baseUrl = header.baseUrl;
    origin.workspace = header.workspace;
    origin.sessionId = header.sessionId;
    origin.started = header.createdAt;
    origin.capturePath = absolute;
    RunRecord record = recordFrom(origin, timeline.summary(), header.spec);
    record.captureHash = *hash;
    const std::optional<qint64> id = upsert(record, error);
    if (!id)
        return std::nullopt;
    result.outcome = known ? ImportResult::Outcome::Attached : ImportResult::Outcome::Added;
    result.id = *id;
    return result;
}

std::optional<RunRecord> RunLibrary::run(qint64 id) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(database());
    q.prepare(u"SELECT "_s + kColumns + u" FROM runs WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return readRecord(q);
}

std::optional<RunRecord> RunLibrary::findRun(const QString& runId, const QUrl& baseUrl,
                                             const QString& workspace) const
{
    if (!isOpen() || runId.isEmpty())
        return std::nullopt;
    QSqlQuery q(database());
    q.prepare(u"SELECT "_s + kColumns +
              u" FROM runs WHERE run_id = ? AND base_url = ? AND workspace = ? "
              "AND run_id <> ''"_s);
    q.addBindValue(runId);
    q.addBindValue(baseUrl.toString());
    q.addBindValue(nullableText(workspace));
    if (!q.exec() || !q.next())
        return std::nullopt;
    return readRecord(q);
}

std::optional<QList<RunRecord>> RunLibrary::runs(const RunQuery& query, QString* error) const
{
    if (!isOpen()) {
        fail(error, tr("The run library is not open."));
        return std::nullopt;
    }
    const Filter filter = filterOf(query);
    const QLatin1StringView direction =
        query.sortOrder == Qt::AscendingOrder ? " ASC"_L1 : " DESC"_L1;
    QString sql = u"SELECT "_s + kColumns + u" FROM runs"_s + filter.where + u" ORDER BY "_s +
                  orderExpression(query.sortColumn) + direction + u", id"_s + direction +
                  u" LIMIT ? OFFSET ?"_s;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!q.prepare(sql)) {
        fail(error, tr("The run library could not be read: %1").arg(sqlProblem(q.lastError())));
        return std::nullopt;
    }
    bindAll(q, filter.values);
    q.addBindValue(query.limit < 0 ? qint64(-1) : qint64(query.limit));
    q.addBindValue(qint64(std::max(0, query.offset)));
    if (!exec(q, error))
        return std::nullopt;
    QList<RunRecord> out;
    if (query.limit > 0)
        out.reserve(query.limit);
    while (q.next())
        out << readRecord(q);
    return out;
}

std::optional<int> RunLibrary::count(const RunQuery& query, QString* error) const
{
    if (!isOpen()) {
        fail(error, tr("The run library is not open."));
        return std::nullopt;
    }
    const Filter filter = filterOf(query);
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT COUNT(*) FROM runs"_s + filter.where)) {
        fail(error, tr("The run library could not be read: %1").arg(sqlProblem(q.lastError())));
        return std::nullopt;
    }
    bindAll(q, filter.values);
    if (!exec(q, error) || !q.next())
        return std::nullopt;
    return q.value(0).toInt();
}

QStringList RunLibrary::distinct(QLatin1StringView column) const
{
    QStringList out;
    if (!isOpen())
        return out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    // `column` is one of ours (models(), connections()), never text from outside.
    if (!q.exec(u"SELECT DISTINCT "_s + column + u" FROM runs WHERE "_s + column +
                u" <> '' ORDER BY "_s + column + u" COLLATE NOCASE"_s))
        return out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

QStringList RunLibrary::models() const
{
    return distinct("model"_L1);
}

QStringList RunLibrary::connections() const
{
    return distinct("connection"_L1);
}

} // namespace mantyx
