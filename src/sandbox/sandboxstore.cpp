// SPDX-License-Identifier: MIT
// SandboxStore: Qt SQL over SQLite, one connection per store, prepared statements reused.
#include "sandbox/sandboxstore.h"

#include <atomic>

#include <QDir>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace mantyx {

Q_LOGGING_CATEGORY(lcSandboxStore, "mantyx.sandbox.store")

namespace {

std::atomic<quint64> s_connectionCounter{0};

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<QJsonObject> parseObject(const QByteArray& json)
{
    const QJsonDocument document = QJsonDocument::fromJson(json);
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}

} // namespace

struct SandboxStore::Private
{
    QString connectionName;
    bool persistent = false;
    bool open = false;
    bool inBatch = false; // a transaction of beginBatch() is open
    // Prepared once: an event is written for every streamed delta.
    std::unique_ptr<QSqlQuery> insertEvent;
    std::unique_ptr<QSqlQuery> upsertRun;

    QSqlDatabase db() const { return QSqlDatabase::database(connectionName, false); }

    bool exec(const QString& sql, QString* error = nullptr) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql)) {
            if (error)
                *error = query.lastError().text();
            qCWarning(lcSandboxStore) << "SQL failed:" << sql << query.lastError().text();
            return false;
        }
        return true;
    }
};

SandboxStore::SandboxStore()
    : d(std::make_unique<Private>())
{}

SandboxStore::~SandboxStore()
{
    close();
}

bool SandboxStore::open(const QString& dataDir, QString* error)
{
    close();
    d->connectionName = u"mantyx-sandbox-%1"_s.arg(++s_connectionCounter);
    d->persistent = !dataDir.isEmpty();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, d->connectionName);
        if (d->persistent) {
            if (!QDir().mkpath(dataDir)) {
                if (error)
                    *error = u"cannot create %1"_s.arg(dataDir);
                db = QSqlDatabase();
                QSqlDatabase::removeDatabase(d->connectionName);
                return false;
            }
            db.setDatabaseName(QDir(dataDir).filePath(u"sandbox.sqlite"_s));
        } else {
            db.setDatabaseName(u":memory:"_s);
        }
        if (!db.open()) {
            if (error)
                *error = db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(d->connectionName);
            return false;
        }
    }
    d->open = true;
    // WAL with NORMAL sync: an event insert must not cost an fsync, and a crash may lose at
    // most the last few events of a run that is then marked failed anyway.
    if (d->persistent) {
        d->exec(u"PRAGMA journal_mode=WAL"_s);
        d->exec(u"PRAGMA synchronous=NORMAL"_s);
    }
    const bool ok =
        d->exec(u"CREATE TABLE IF NOT EXISTS runs (id TEXT PRIMARY KEY, status TEXT, "
                "record BLOB NOT NULL)"_s,
                error) &&
        d->exec(u"CREATE TABLE IF NOT EXISTS events (run_id TEXT NOT NULL, seq INTEGER NOT "
                "NULL, type TEXT NOT NULL, line BLOB NOT NULL, PRIMARY KEY (run_id, seq)) "
                "WITHOUT ROWID"_s,
                error) &&
        d->exec(u"CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, record BLOB NOT "
                "NULL)"_s,
                error) &&
        d->exec(u"CREATE TABLE IF NOT EXISTS oauth_tokens (token TEXT PRIMARY KEY, record "
                "BLOB NOT NULL)"_s,
                error);
    if (!ok) {
        close();
        return false;
    }
    d->insertEvent = std::make_unique<QSqlQuery>(d->db());
    d->insertEvent->prepare(
        u"INSERT OR REPLACE INTO events (run_id, seq, type, line) VALUES (?, ?, ?, ?)"_s);
    d->upsertRun = std::make_unique<QSqlQuery>(d->db());
    d->upsertRun->prepare(u"INSERT OR REPLACE INTO runs (id, status, record) VALUES (?, ?, ?)"_s);
    return true;
}

void SandboxStore::close()
{
    if (!d->open)
        return;
    d->insertEvent.reset();
    d->upsertRun.reset();
    {
        QSqlDatabase db = d->db();
        db.close();
    }
    QSqlDatabase::removeDatabase(d->connectionName);
    d->open = false;
    d->inBatch = false;
}

bool SandboxStore::isOpen() const
{
    return d->open;
}

bool SandboxStore::isPersistent() const
{
    return d->persistent;
}

void SandboxStore::saveRun(const QString& runId, const QJsonObject& record)
{
    if (!d->open)
        return;
    d->upsertRun->bindValue(0, runId);
    d->upsertRun->bindValue(1, record.value("status"_L1).toString());
    d->upsertRun->bindValue(2, compact(record));
    if (!d->upsertRun->exec())
        qCWarning(lcSandboxStore) << "saving run" << runId << d->upsertRun->lastError().text();
}

std::optional<QJsonObject> SandboxStore::loadRun(const QString& runId) const
{
    if (!d->open)
        return std::nullopt;
    QSqlQuery query(d->db());
    query.prepare(u"SELECT record FROM runs WHERE id = ?"_s);
    query.bindValue(0, runId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return parseObject(query.value(0).toByteArray());
}

QStringList SandboxStore::runIds() const
{
    QStringList ids;
    if (!d->open)
        return ids;
    QSqlQuery query(d->db());
    if (query.exec(u"SELECT id FROM runs ORDER BY id"_s)) {
        while (query.next())
            ids.append(query.value(0).toString());
    }
    return ids;
}

QStringList SandboxStore::unfinishedRunIds() const
{
    QStringList ids;
    if (!d->open)
        return ids;
    QSqlQuery query(d->db());
    if (query.exec(u"SELECT id FROM runs WHERE status = 'running'"_s)) {
        while (query.next())
            ids.append(query.value(0).toString());
    }
    return ids;
}

void SandboxStore::appendEvent(const QString& runId, const StoredEvent& event)
{
    if (!d->open)
        return;
    d->insertEvent->bindValue(0, runId);
    d->insertEvent->bindValue(1, event.seq);
    d->insertEvent->bindValue(2, event.type);
    d->insertEvent->bindValue(3, event.line);
    if (!d->insertEvent->exec())
        qCWarning(lcSandboxStore) << "appending event" << runId << event.seq
                                  << d->insertEvent->lastError().text();
}

void SandboxStore::beginBatch()
{
    if (d->open && !d->inBatch)
        d->inBatch = d->db().transaction();
}

void SandboxStore::endBatch()
{
    if (!d->inBatch)
        return;
    d->inBatch = false;
    QSqlDatabase db = d->db();
    if (!db.commit())
        qCWarning(lcSandboxStore) << "committing events" << db.lastError().text();
}

QList<SandboxStore::StoredEvent> SandboxStore::loadEvents(const QString& runId) const
{
    QList<StoredEvent> events;
    if (!d->open)
        return events;
    QSqlQuery query(d->db());
    query.setForwardOnly(true);
    query.prepare(u"SELECT seq, type, line FROM events WHERE run_id = ? ORDER BY seq"_s);
    query.bindValue(0, runId);
    if (!query.exec())
        return events;
    while (query.next())
        events.append(StoredEvent{query.value(0).toLongLong(), query.value(1).toString(),
                                  query.value(2).toByteArray()});
    return events;
}

void SandboxStore::saveSession(const QString& sessionId, const QJsonObject& record)
{
    if (!d->open)
        return;
    QSqlQuery query(d->db());
    query.prepare(u"INSERT OR REPLACE INTO sessions (id, record) VALUES (?, ?)"_s);
    query.bindValue(0, sessionId);
    query.bindValue(1, compact(record));
    if (!query.exec())
        qCWarning(lcSandboxStore) << "saving session" << sessionId << query.lastError().text();
}

std::optional<QJsonObject> SandboxStore::loadSession(const QString& sessionId) const
{
    if (!d->open)
        return std::nullopt;
    QSqlQuery query(d->db());
    query.prepare(u"SELECT record FROM sessions WHERE id = ?"_s);
    query.bindValue(0, sessionId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return parseObject(query.value(0).toByteArray());
}

void SandboxStore::saveToken(const QString& token, const QJsonObject& record)
{
    if (!d->open)
        return;
    QSqlQuery query(d->db());
    query.prepare(u"INSERT OR REPLACE INTO oauth_tokens (token, record) VALUES (?, ?)"_s);
    query.bindValue(0, token);
    query.bindValue(1, compact(record));
    if (!query.exec())
        qCWarning(lcSandboxStore) << "saving token" << query.lastError().text();
}

void SandboxStore::removeToken(const QString& token)
{
    if (!d->open)
        return;
    QSqlQuery query(d->db());
    query.prepare(u"DELETE FROM oauth_tokens WHERE token = ?"_s);
    query.bindValue(0, token);
    query.exec();
}

QList<std::pair<QString, QJsonObject>> SandboxStore::loadTokens() const
{
    QList<std::pair<QString, QJsonObject>> tokens;
    if (!d->open)
        return tokens;
    QSqlQuery query(d->db());
    if (query.exec(u"SELECT token, record FROM oauth_tokens"_s)) {
        while (query.next()) {
            if (auto record = parseObject(query.value(1).toByteArray()))
                tokens.append({query.value(0).toString(), *record});
        }
    }
    return tokens;
}

} // namespace mantyx
