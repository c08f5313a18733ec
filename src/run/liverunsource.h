// SPDX-License-Identifier: MIT
// LiveRunSource: a run as it happens — POST the spec, take {runId, streamUrl}, follow the stream
// to its terminal event — or the stream of a run the server already created for a session
// message. Refusals (400 validation, 401/403, invalid_model…) reach the user verbatim.
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

class LiveRunSource final : public RunSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveRunSource)

public:
    // start() creates the run: POST agent-runs with `spec`. `client` is not owned.
    LiveRunSource(ApiClient* client, QJsonObject spec, QObject* parent = nullptr);
    // A run the server created already (POST agent-sessions/{id}/messages answered it): start()
    // opens its stream. `spec` is what the run runs with as far as the caller knows (the
    // session's defaults with the message's overrides), for the timeline and capture files.
    LiveRunSource(ApiClient* client, const CreatedRun& run, QJsonObject spec,
                  const QString& sessionId = {}, QObject* parent = nullptr);
    ~LiveRunSource() override;

    // Before start(): how the stream reconnects, batches and detects stalls.
    void setStreamOptions(const RunStream::Options& options);

    void start() override;
    // While the create request is out, it is abandoned — the server may still have created the
    // run (runId() stays empty then). While streaming, the stream closes.
    void stop() override;
    bool isLive() const override { return true; }

    // The answer to POST agent-runs, once it came: status, body verbatim, decoded error.
    const std::optional<ApiResponse>& createResponse() const { return m_createResponse; }
    const std::optional<CreatedRun>& createdRun() const { return m_created; }
    const RunStream* stream() const { return m_stream; }

private:
    void onCreateFinished(ApiReply* reply);
    void openStream();

    QPointer<ApiClient> m_client;
    RunStream* m_stream = nullptr; // child
    QPointer<ApiReply> m_createReply;
    std::optional<CreatedRun> m_created;
    std::optional<ApiResponse> m_createResponse;
    bool m_started = false;
};

} // namespace mantyx
