// SPDX-License-Identifier: MIT
// ExportCommand: `mantyx-run --open FILE --export OUT` — a capture file played at once through the
// one RunController/RunTimeline pipeline (CaptureRunSource), then written as RunExport says, with
// no window and no server.
#pragma once

#include <QObject>
#include <QString>

#include "run/runexport.h"

namespace mantyx {
class CaptureRunSource;
class RunController;
} // namespace mantyx

namespace mantyx::cli {

class ExportCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportCommand)

public:
    ExportCommand(const QString& capturePath, const QString& outputPath, RunExport::Format format,
                  QObject* parent = nullptr);
    ~ExportCommand() override;

    // Plays the capture; when it has ended, writes the file and quits the event loop with the
    // exit code (ExitSucceeded, or ExitNoRun when the capture cannot be read or the file cannot
    // be written).
    void start();

private:
    void onFinished();

    QString m_capturePath;
    QString m_outputPath;
    RunExport::Format m_format;
    CaptureRunSource* m_source = nullptr; // the controller's child
    RunController* m_run = nullptr;       // child
};

} // namespace mantyx::cli
