// SPDX-License-Identifier: MIT
// ServerRunSource: opens any run by id — one started by this app, by another SDK, or long
// finished — from the server: its snapshot first (status, spec, session), then the persisted
// event log streamed from seq 1, joining the live tail when the run is still going. It is also
// the "replay from the server's log", and works from the stream alone on servers that have no
// snapshot route (the official SDKs' test servers).
#pragma once

#include <optional>

#include <QJsonObject>
#include <QPointer>
#include <QString>

#include "client/apireply.h"
#include "client/runstream.h"
#include "run/runsource.h"

namespace mantyx {

class ApiClient;

class ServerRunSource final : public RunSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerRunSource)

public:
    // `client` is not owned. runId() stays empty (and runIdAssigned is emitted) until the
    // snapshot confirmed the run exists and its log is opened — or, with no snapshot route,
    // until the stream answered with events; requestedRunId() is `runId`.
    ServerRunSource(ApiClient* client, const QString& runId, QObject* parent = nullptr);
    ~ServerRunSource() override;

    // Before start(): how the stream reconnects, batches and detects stalls.
    void setStreamOptions(const RunStream::Options& options);

    void start() override;
    void stop() override;
    // True when the snapshot said the run was still going (its local calls can be answered
    // from here), or when the snapshot failed for a transient reason and the stream is followed
    // anyway. With no snapshot route (404/405), the stream decides: the run is live when the
    // first events it hands on hold no terminal event.
    bool isLive() const override { return m_live; }

    QString requestedRunId() const { return m_requestedRunId; }
    // GET agent-runs/{id} as the server answered it (empty before it came, or when the server
    // has none).
    QJsonObject snapshot() const { return m_snapshot; }
    // The server answered the snapshot request with 404 or 405: the run is read from its
    // stream alone.
    bool streamOnly() const { return m_streamOnly; }
    // The snapshot's `status` ("running", "succeeded", "failed", "cancelled", …).
    QString serverStatus() const
    {
        return m_snapshot.value(QLatin1StringView("status")).toString();
    }
    const RunStream* stream() const { return m_stream; }

    // Whether a snapshot status means the run is over.
    static bool isTerminalStatus(const QString& status);

    // The words for "the server has no run `runId`": the id and the server's answer quoted as
    // it wrote it (the body verbatim, cut after 1000 characters).
    static QString noSuchRunText(const QString& runId, const ApiError& error);

signals:
    void snapshotLoaded(const QJsonObject& snapshot);
    // The run could not be opened: the source failed before the server confirmed the run exists
    // (runIdAssigned was never emitted, no event arrived). `message` is translated; for an
    // unknown id it is noSuchRunText(). Emitted before finished().
    void openFailed(const QString& runId, const QString& message,
                    const std::optional<mantyx::ApiError>& error);

private:
    void onSnapshotFinished(ApiReply* reply);
    void openStreamOnly(const ApiResponse& response);
    void onStreamEvents(const QList<RunEvent>& events);
    void onStreamFinished(RunStream::EndReason reason);

    QPointer<ApiClient> m_client;
    RunStream* m_stream = nullptr; // child
    QPointer<ApiReply> m_snapshotReply;
    QString m_requestedRunId;
    QJsonObject m_snapshot;
    bool m_live = false;
    bool m_started = false;
    bool m_streamOnly = false;
    bool m_liveDecided = false; // stream-only: the first batch has been seen
    int m_batches = 0;          // batches handed on so far
};

} // namespace mantyx
