// SPDX-License-Identifier: MIT
// SandboxStore: the sandbox's SQLite persistence (runs, their event logs, sessions, OAuth tokens)
// so a finished run replays from seq 1 after a restart; in memory when there is no data folder.
#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace mantyx {

class SandboxStore final
{
    Q_DISABLE_COPY_MOVE(SandboxStore)

public:
    struct StoredEvent
    {
        qint64 seq = 0;
        QString type;
        QByteArray line; // the envelope as sent on the wire: one compact JSON line
    };

    SandboxStore();
    ~SandboxStore();

    // An empty dataDir keeps everything in an in-memory database of its own (several servers may
    // share a process, so every store has a unique connection name).
    bool open(const QString& dataDir, QString* error = nullptr);
    void close();
    bool isOpen() const;
    bool isPersistent() const;

    void saveRun(const QString& runId, const QJsonObject& record);
    std::optional<QJsonObject> loadRun(const QString& runId) const;
    QStringList runIds() const;
    // Runs whose record still says "running": the server stopped while they were going.
    QStringList unfinishedRunIds() const;

    void appendEvent(const QString& runId, const StoredEvent& event);
    // Appends between these two share one transaction (a streamed run writes thousands of events
    // a second). Not nested.
    void beginBatch();
    void endBatch();
    QList<StoredEvent> loadEvents(const QString& runId) const;

    void saveSession(const QString& sessionId, const QJsonObject& record);
    std::optional<QJsonObject> loadSession(const QString& sessionId) const;

    void saveToken(const QString& token, const QJsonObject& record);
    void removeToken(const QString& token);
    QList<std::pair<QString, QJsonObject>> loadTokens() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mantyx
