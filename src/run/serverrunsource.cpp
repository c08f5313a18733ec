// SPDX-License-Identifier: MIT
// ServerRunSource: GET the snapshot, then stream the whole log (no resume point); without a
// snapshot route, the stream alone.
#include "run/serverrunsource.h"

#include <algorithm>

#include "client/apiclient.h"
#include "run/eventtime.h"

using namespace Qt::StringLiterals;

namespace mantyx {

ServerRunSource::ServerRunSource(ApiClient* client, const QString& runId, QObject* parent)
    : RunSource(parent)
    , m_client(client)
    , m_stream(new RunStream(client, this))
    , m_requestedRunId(runId)
{
    // Connected before followStream(): with no snapshot, liveness must be settled before the
    // controller sees the first batch (it makes its tool-result sender there).
    connect(m_stream, &RunStream::eventsReceived, this, &ServerRunSource::onStreamEvents);
    connect(m_stream, &RunStream::connectionOpened, this, [this] {
        // An event stream for the id: the run exists.
        if (m_streamOnly && !isEnded())
            setRunId(m_requestedRunId);
    });
    // Before followStream()'s handler: an unknown id is said in words of its own.
    connect(m_stream, &RunStream::finished, this, &ServerRunSource::onStreamFinished);
    // Whatever fails before the run was confirmed means it could not be opened.
    connect(this, &RunSource::problemOccurred, this,
            [this](const QString& message, const std::optional<ApiError>& error) {
                if (this->runId().isEmpty())
                    emit openFailed(m_requestedRunId, message, error);
            });
    followStream(m_stream);
}

QString ServerRunSource::noSuchRunText(const QString& runId, const ApiError& error)
{
    constexpr qsizetype MaxQuoted = 1000;
    QString said = QString::fromUtf8(error.body).trimmed();
    if (said.size() > MaxQuoted)
        said = said.left(MaxQuoted) + u'…';
    if (said.isEmpty()) {
        return tr("The server has no run with the id %1 (HTTP %2); it gave no details.")
            .arg(runId)
            .arg(error.httpStatus);
    }
    return tr("The server has no run with the id %1 (HTTP %2). It answered: %3")
        .arg(runId)
        .arg(error.httpStatus)
        .arg(said);
}

void ServerRunSource::onStreamFinished(RunStream::EndReason reason)
{
    if (reason != RunStream::EndReason::Failed || isEnded() || !runId().isEmpty())
        return;
    const std::optional<ApiError>& error = m_stream->lastError();
    // A 404 for the stream of an id never confirmed: there is no such run (a workspace that
    // does not match the credential answers 404 too, and says so in its own words).
    if (error && error->httpStatus == 404 && error->kind != ApiError::Kind::WorkspaceMismatch)
        failWith(noSuchRunText(m_requestedRunId, *error), error);
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
        setServerRunTimes(EventTime::snapshotStarted(m_snapshot).value_or(-1),
                          EventTime::snapshotFinished(m_snapshot).value_or(-1));
        emit snapshotLoaded(m_snapshot);
    } else if (response.httpStatus == 404 || response.httpStatus == 405) {
        // Servers without the snapshot route (the official SDKs' test servers) answer so for
        // every run; the stream alone replays it, and answers 404 itself for a run that does
        // not exist.
        openStreamOnly(response);
        return;
    } else if (response.hasHttpAnswer() && !response.isTransient()) {
        // 401/403, 400…: the stream would answer the same.
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

void ServerRunSource::openStreamOnly(const ApiResponse& response)
{
    m_streamOnly = true;
    ProtocolNote note;
    note.severity = Severity::Info;
    note.category = ProtocolNote::Category::StreamProblem;
    note.message = tr("The server has no snapshot of this run (HTTP %1); it is read from its event "
                      "stream alone.")
                       .arg(response.httpStatus);
    note.detail = response.describe();
    note.atMs = elapsedMs();
    emit noteRaised(note);
    if (isEnded())
        return; // a slot stopped us
    // runId() is set once the stream answers (connectionOpened), isLive() by its first batch.
    m_stream->openRun(m_requestedRunId);
}

void ServerRunSource::onStreamEvents(const QList<RunEvent>& events)
{
    if (m_streamOnly && !m_liveDecided) {
        m_liveDecided = true;
        // The log is replayed from seq 1 before the live tail: a finished run's log arrives
        // whole, its terminal event in the first batch. A first batch without one is a run still
        // going — or a log longer than a batch, whose calls are then offered for answering until
        // its terminal event arrives moments later (answers the server would refuse with 409).
        m_live = std::none_of(events.cbegin(), events.cend(),
                              [](const RunEvent& event) { return event.isTerminal(); });
    }
    // The first batch is the log read back at once: when it arrived says nothing of when its
    // events happened. Later batches of a live run arrive as they happen.
    setReceiveTimesMeaningful(m_live && m_batches > 0);
    ++m_batches;
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
