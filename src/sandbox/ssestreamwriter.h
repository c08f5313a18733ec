// SPDX-License-Identifier: MIT
// SseStreamWriter: one SSE connection to one run — replays the log after the resume point, tails
// live events frame by frame, sends keep-alives, applies the connection faults, closes at the end.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include "sandbox/sandboxconfig.h"

namespace mantyx {

class HttpConnection;
class SandboxRun;
struct SandboxEvent;

class SseStreamWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SseStreamWriter)

public:
    // Writes the response head at once; deletes itself when the connection ends.
    SseStreamWriter(SandboxRun* run, HttpConnection* connection, qint64 afterSeq,
                    const FaultPlan& faults, int keepAliveMs, QObject* parent = nullptr);
    ~SseStreamWriter() override;

    void start();

private:
    void pump();
    void writeEvent(const SandboxEvent& event);
    void writeBytes(const QByteArray& bytes);
    void onKeepAlive();
    void close();

    QPointer<SandboxRun> m_run;
    QPointer<HttpConnection> m_connection;
    qint64 m_lastSeq = 0;
    qint64 m_resumedAfter = 0; // the client's resume point; frames up to it are re-sent ones
    FaultPlan m_faults;
    QTimer m_keepAlive;
    int m_eventsWritten = 0; // new to the client: re-sent frames do not count
    qint64 m_bytesWritten = 0;
    bool m_stalled = false;
    bool m_closed = false;
};

} // namespace mantyx
