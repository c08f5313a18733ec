// SPDX-License-Identifier: MIT
#include "mantyx-run/exportcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include "mantyx-run/terminal.h"
#include "run/capturerunsource.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"

using namespace Qt::StringLiterals;

namespace mantyx::cli {

ExportCommand::ExportCommand(const QString& capturePath, const QString& outputPath,
                             RunExport::Format format, QObject* parent)
    : QObject(parent)
    , m_capturePath(capturePath)
    , m_outputPath(outputPath)
    , m_format(format)
{
    m_source = new CaptureRunSource(capturePath);
    m_source->setSpeed(CaptureRunSource::Instant);
    // No client: a capture's calls were answered when it was recorded; nothing is sent now.
    m_run = new RunController(nullptr, m_source, nullptr, this);
    connect(m_run, &RunController::finished, this, &ExportCommand::onFinished);
}

ExportCommand::~ExportCommand() = default;

void ExportCommand::start()
{
    m_run->start();
}

void ExportCommand::onFinished()
{
    const auto quit = [](int code) {
        QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
    };
    const std::optional<CaptureHeader>& header = m_source->header();
    if (!header) {
        // The source said why (not found, not a capture) through problemOccurred and its note.
        printErr(m_source->problem().isEmpty() ? MantyxRun::tr("%1 is not a capture file.")
                                                     .arg(QDir::toNativeSeparators(m_capturePath))
                                               : m_source->problem());
        quit(ExitNoRun);
        return;
    }
    if (const std::optional<CaptureDamage>& damage = m_source->damage()) {
        note(MantyxRun::tr("The capture is damaged at line %1 (%2); exporting what comes before.")
                 .arg(damage->line)
                 .arg(damage->reason));
    }
    RunExport::Info info;
    info.runId = header->runId;
    info.baseUrl = header->baseUrl;
    info.workspace = header->workspace;
    info.sessionId = header->sessionId;
    info.createdAt = header->createdAt;
    info.spec = header->spec;
    QString error;
    const std::optional<QByteArray> bytes =
        RunExport::render(m_format, *m_run->timeline(), info, {}, &error);
    if (!bytes || !RunExport::writeFile(m_outputPath, *bytes, &error)) {
        printErr(error);
        quit(ExitNoRun);
        return;
    }
    note(MantyxRun::tr("Exported %1 to %2")
             .arg(QDir::toNativeSeparators(m_capturePath), QDir::toNativeSeparators(m_outputPath)));
    quit(ExitSucceeded);
}

} // namespace mantyx::cli
