// SPDX-License-Identifier: MIT
// ServerRunSource: GET the snapshot, then stream the whole log (no resume point).
#include "run/serverrunsource.h"

#include "client/apiclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

ServerRunSource::ServerRunSource(ApiClient* client, const QString& runId, QObject* parent)
    : RunSource(parent)
    , m_client(client)
    , m_stream(new RunStream(client, this))
    , m_requestedRunId(runId)
{
    followStream(m_stream);
}

ServerRunSource::~ServerRunSource()
{
    if (ApiReply* reply = m_snapshotReply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
    }
}

void ServerRunSource::setStreamOptions(const RunStream::Options& options)
{
    m_stream->setOptions(options);
}

bool ServerRunSource::isTerminalStatus(const QString& status)
{
    // The sandbox's and MANTYX's final states, plus the spellings older servers use.
    static const QStringList terminal = {u"succeeded"_s, u"failed"_s,    u"cancelled"_s,
                                         u"canceled"_s,  u"completed"_s, u"error"_s,
                                         u"success"_s,   u"timed_out"_s};
    return terminal.contains(status);
}

void ServerRunSource::start()
{
    if (m_started)
        return;
    m_started = true;
    startClock();
    setStatus(Status::Starting);
    ApiClient* client = m_client.data();
    if (!client) {
        failWith(tr("There is no connection to open the run on."), std::nullopt);
        return;
    }
    if (m_requestedRunId.trimmed().isEmpty()) {
        failWith(tr("No run id was given."), std::nullopt);
        return;
    }
    ApiReply* reply = client->getRun(m_requestedRunId);
    m_snapshotReply = reply;
    connect(reply, &ApiReply::finished, this, [this, reply] { onSnapshotFinished(reply); });
}

void ServerRunSource::onSnapshotFinished(ApiReply* reply)
{
    m_snapshotReply = nullptr;
    if (isEnded())
        return;
    const ApiResponse& response = reply->response();
    if (response.isSuccess()) {
        m_snapshot = response.json();
        setSpec(m_snapshot.value("spec"_L1).toObject());
        setSessionId(m_snapshot.value("sessionId"_L1).toString());
        m_live = !isTerminalStatus(serverStatus());
        emit snapshotLoaded(m_snapshot);
    } else if (response.hasHttpAnswer() && !response.isTransient()) {
        // 404 (no such run), 401/403…: the stream would answer the same.
        failWith(response.describe(), response.error);
        return;
    } else {
        // No snapshot for now (network, 5xx): the log is what matters; follow it, and treat
        // the run as going so its calls can be answered — a finished run answers those 409.
        m_live = true;
        ProtocolNote note;
        note.severity = Severity::Warning;
        note.category = ProtocolNote::Category::StreamProblem;
        note.message = tr("The run's snapshot could not be fetched; its log is read anyway.");
        note.detail = response.describe();
        note.atMs = elapsedMs();
        emit noteRaised(note);
    }
    if (isEnded())
        return; // a slot stopped us
    setRunId(m_requestedRunId);
    if (isEnded())
        return;
    m_stream->openRun(m_requestedRunId); // no resume point: the whole log, then the live tail
}

void ServerRunSource::stop()
{
    if (isEnded())
        return;
    if (ApiReply* reply = m_snapshotReply.data()) {
        m_snapshotReply = nullptr;
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        endWith(Status::Finished, tr("Stopped before the run's snapshot arrived."));
        return;
    }
    if (m_stream->state() != RunStream::State::Idle && !m_stream->isFinished()) {
        m_stream->stop();
        return;
    }
    endWith(Status::Finished, tr("Stopped before the run was opened."));
}

} // namespace mantyx
