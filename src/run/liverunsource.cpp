// SPDX-License-Identifier: MIT
// LiveRunSource: create (or adopt) a run, then follow its stream.
#include "run/liverunsource.h"

#include "client/apiclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

LiveRunSource::LiveRunSource(ApiClient* client, QJsonObject spec, QObject* parent)
    : RunSource(parent)
    , m_client(client)
    , m_stream(new RunStream(client, this))
{
    setSpec(spec);
    followStream(m_stream);
}

LiveRunSource::LiveRunSource(ApiClient* client, const CreatedRun& run, QJsonObject spec,
                             const QString& sessionId, QObject* parent)
    : LiveRunSource(client, std::move(spec), parent)
{
    m_created = run;
    setSessionId(sessionId);
}

LiveRunSource::~LiveRunSource()
{
    if (ApiReply* reply = m_createReply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
    }
}

void LiveRunSource::setStreamOptions(const RunStream::Options& options)
{
    m_stream->setOptions(options);
}

void LiveRunSource::start()
{
    if (m_started)
        return;
    m_started = true;
    startClock();
    setStatus(Status::Starting);
    if (m_created) {
        setRunId(m_created->runId);
        openStream();
        return;
    }
    ApiClient* client = m_client.data();
    if (!client) {
        failWith(tr("There is no connection to create the run on."), std::nullopt);
        return;
    }
    ApiReply* reply = client->createRun(spec());
    m_createReply = reply;
    connect(reply, &ApiReply::finished, this, [this, reply] { onCreateFinished(reply); });
}

void LiveRunSource::onCreateFinished(ApiReply* reply)
{
    m_createReply = nullptr;
    const ApiResponse& response = reply->response();
    m_createResponse = response;
    if (isEnded())
        return;
    if (!response.isSuccess()) {
        // Not retried: a POST that creates a run is not idempotent.
        failWith(response.describe(), response.error);
        return;
    }
    QString problem;
    m_created = reply->createdRun(&problem);
    if (!m_created) {
        failWith(problem, std::nullopt);
        return;
    }
    setRunId(m_created->runId);
    if (isEnded())
        return; // a slot stopped us
    openStream();
}

void LiveRunSource::openStream()
{
    if (!m_created->streamUrl.isValid()) {
        failWith(
            tr("The server's stream address \"%1\" is not a valid URL.").arg(m_created->streamPath),
            std::nullopt);
        return;
    }
    m_stream->open(m_created->streamUrl);
}

void LiveRunSource::stop()
{
    if (isEnded())
        return;
    if (ApiReply* reply = m_createReply.data()) {
        m_createReply = nullptr;
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        endWith(Status::Finished, tr("Stopped before the server answered the create request."));
        return;
    }
    if (m_stream->state() != RunStream::State::Idle && !m_stream->isFinished()) {
        m_stream->stop(); // finished(Stopped) ends this source
        return;
    }
    endWith(Status::Finished, tr("Stopped before the run started."));
}

} // namespace mantyx
