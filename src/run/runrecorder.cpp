// SPDX-License-Identifier: MIT
#include "run/runrecorder.h"

#include "run/runcontroller.h"
#include "run/runlibrary.h"
#include "run/runtimeline.h"

namespace mantyx {

RunRecorder::RunRecorder(RunLibrary* library, QObject* parent)
    : QObject(parent)
    , m_library(library)
{}

void RunRecorder::watch(RunController* run, const QString& connection, const QUrl& baseUrl,
                        const QString& workspace)
{
    if (!run)
        return;
    const QDateTime watchedAt = QDateTime::currentDateTimeUtc();
    if (run->isFinished()) {
        record(run, connection, baseUrl, workspace, watchedAt);
        return;
    }
    connect(run, &RunController::finished, this,
            [this, run, connection, baseUrl, workspace, watchedAt] {
                record(run, connection, baseUrl, workspace, watchedAt);
            });
}

void RunRecorder::record(RunController* run, const QString& connection, const QUrl& baseUrl,
                         const QString& workspace, const QDateTime& watchedAt)
{
    if (!m_library || !m_library->isOpen() || run->runId().isEmpty())
        return;
    RunLibrary::Origin origin;
    origin.runId = run->runId();
    origin.connection = connection;
    origin.baseUrl = baseUrl;
    origin.workspace = workspace;
    origin.sessionId = run->sessionId();
    // The server's start when it said (a run opened by id), else the first event received,
    // else when the window began following it.
    const qint64 serverStarted = run->source()->serverStartedMs();
    const qint64 firstReceived = run->timeline()->firstReceivedMs();
    if (serverStarted > 0)
        origin.started = QDateTime::fromMSecsSinceEpoch(serverStarted, Qt::UTC);
    else if (firstReceived > 0)
        origin.started = QDateTime::fromMSecsSinceEpoch(firstReceived, Qt::UTC);
    else
        origin.started = watchedAt;
    // An incomplete capture still opens up to where writing stopped.
    origin.capturePath = run->captureFile();
    QString error;
    const std::optional<qint64> id =
        m_library->upsert(origin, run->timeline()->summary(), run->source()->spec(), &error);
    if (id)
        emit recorded(*id, origin.runId);
    else
        emit recordFailed(origin.runId, error);
}

} // namespace mantyx
