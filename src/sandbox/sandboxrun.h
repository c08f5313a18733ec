// SPDX-License-Identifier: MIT
// SandboxRun: one run of the sandbox — its persisted event log, the scripted model driving it on
// timers, pending local tool calls with their timeouts, cancellation — observed by stream writers.
#pragma once

#include <memory>

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include "sandbox/sandboxconfig.h"

namespace mantyx {

class ScriptedModel;
class SandboxStore;

struct SandboxEvent
{
    qint64 seq = 0;
    QString type;
    QByteArray line; // the envelope {seq, type, data} as one compact JSON line
};

class SandboxRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxRun)

public:
    enum class ToolResultOutcome
    {
        Accepted,
        UnknownToolUse, // not pending: unknown or already answered
        RunTerminal,
    };

    // A live run; `record` is the initial snapshot (runId, spec, metadata, sessionId, …).
    SandboxRun(const QJsonObject& record, std::unique_ptr<ScriptedModel> model, SandboxStore* store,
               QObject* parent = nullptr);
    // A run read back from the store: finished, replay only.
    SandboxRun(const QJsonObject& record, QList<SandboxEvent> events, QObject* parent = nullptr);
    ~SandboxRun() override;

    void start();

    QString id() const;
    QString status() const;
    bool isTerminal() const;
    QString sessionId() const;
    bool isPlanOnly() const;
    QJsonObject snapshot() const;
    const QList<SandboxEvent>& events() const;

    // Faults from metadata["sandbox.fault.<name>"]; `fail` counts down as requests consume it.
    FaultPlan& faults();

    ToolResultOutcome deliverToolResult(const QString& toolUseId, const QJsonObject& body);
    void cancel(const QString& reason = QStringLiteral("user"));

    static QByteArray encodeLine(qint64 seq, const QString& type, const QJsonObject& data);
    // A run the server left "running" when it stopped: append a terminal server error (a
    // failed `result` in legacy mode).
    static void markInterrupted(SandboxStore* store, const QString& runId, bool legacy);
    // Record keys that are bookkeeping, never shown in the snapshot, start with this.
    static constexpr QLatin1StringView PrivateKeyPrefix{"_"};

signals:
    void eventAppended(qint64 seq);
    void finished(const QString& status);

private:
    void step();
    // The stream scenario: many events per timer tick, as many as its rate says are due.
    void streamStep();
    void append(const QString& type, const QJsonObject& data);
    void finish(const QString& type, const QJsonObject& data);
    void finishCancelWhenSettled();
    void onToolTimeout(const QString& toolUseId);

    QJsonObject m_record;
    QList<SandboxEvent> m_events;
    std::unique_ptr<ScriptedModel> m_model;
    SandboxStore* m_store = nullptr;
    FaultPlan m_faults;
    QTimer m_stepTimer;
    QElapsedTimer m_streamClock; // since the stream scenario's first tick
    qsizetype m_streamStartEvents = 0;
    bool m_batching = false; // append() leaves eventAppended to the end of the tick
    QHash<QString, QTimer*> m_pending;
    bool m_terminal = false;
    // A cancel that waits for in-flight local tool calls (wire-protocol §9).
    bool m_cancelling = false;
    QString m_cancelReason;
};

} // namespace mantyx
