// SPDX-License-Identifier: MIT
// RunCommand: one run of mantyx-run from start to exit code. The launcher creates (or opens) the
// run and feeds its calls to the handlers, or a capture file is played through the same
// RunController (CaptureRunSource); RunCommand prints its events and what happens to its
// stream and answers, leaves the calls to the CallAnswerer, cancels after --cancel-after events,
// and exits with the code the run's end calls for.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include "mantyx-run/callanswerer.h"
#include "protocol/runevent.h"
#include "run/runlauncher.h"

namespace mantyx {
class ApiClient;
class LocalToolSession;
class RunController;
class RunStream;
} // namespace mantyx

namespace mantyx::cli {

struct RunOptions
{
    QJsonObject spec;    // --spec, checked already
    QString replayRunId; // --replay; then `spec` is unused
    QString openPath;    // --open: a capture file played instead of a run; `spec` is unused
    bool jsonl = false;
    QString capturePath;
    int cancelAfter = 0; // events; 0: never
    int stallTimeoutMs = 45000;
    CallAnswerer::Options answering; // --answers, --no-input and the handlers
};

class RunCommand final : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)

public:
    // `client` is not owned and must outlive the command.
    RunCommand(RunOptions options, ApiClient* client, QObject* parent = nullptr);

    // Starts; the application exits with the code when the run is over.
    void start();

private:
    void follow(RunController* run);
    void followStream(const RunStream* stream);
    void onRunIdAssigned(const QString& runId);
    void onEvents(const QList<RunEvent>& events);
    void onFinished();
    void onCaptureFinished();
    void finish(int exitCode);
    bool isReplay() const
    {
        return !m_options.replayRunId.isEmpty() || !m_options.openPath.isEmpty();
    }

    static constexpr int SettleTimeoutMs = 5000;
    static constexpr qsizetype MaxBodyChars = 2000; // of a server's error body, on stderr

    RunOptions m_options;
    ApiClient* m_client = nullptr;
    LocalToolSession* m_localTools = nullptr;
    RunLauncher m_launcher;
    CallAnswerer m_answerer;
    RunController* m_run = nullptr; // a child of m_launcher
    int m_eventCount = 0;
    bool m_cancelSent = false;
    bool m_exited = false;
    bool m_captureFailed = false;
};

} // namespace mantyx::cli
