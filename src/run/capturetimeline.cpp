// SPDX-License-Identifier: MIT
#include "run/capturetimeline.h"

#include <QJsonDocument>

#include "run/protocolnote.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The words RunController uses for a replayed answer (its translations serve both).
QString recordedAnswerText(const CaptureAnswer& answer, LocalCallState* state)
{
    const int status = answer.httpStatus;
    if (status >= 200 && status < 300) {
        *state = LocalCallState::Answered;
        return answer.error ? QCoreApplication::translate("mantyx::RunController",
                                                          "answered with an error (%1) — recorded")
                                  .arg(status)
                            : QCoreApplication::translate("mantyx::RunController",
                                                          "answered (%1) — recorded")
                                  .arg(status);
    }
    if (status >= 400) {
        *state = LocalCallState::Rejected;
        return QCoreApplication::translate("mantyx::RunController", "%1 — recorded")
            .arg(RunController::rejectionText(status, {}));
    }
    *state = LocalCallState::Failed;
    return QCoreApplication::translate("mantyx::RunController",
                                       "not delivered — the recorded answer got no HTTP answer");
}

} // namespace

bool CaptureTimeline::load(const QString& path, RunTimeline& timeline, CaptureHeader* header,
                           QString* error)
{
    const std::optional<CaptureReader::File> file = CaptureReader::readFile(path, error);
    if (!file)
        return false;
    if (header)
        *header = file->header;
    fill(*file, timeline);
    return true;
}

void CaptureTimeline::fill(const CaptureReader::File& file, RunTimeline& timeline)
{
    timeline.clear();
    timeline.setReceiveTimesMeaningful(false);
    QList<RunEvent> events;
    QList<qint64> times;
    qint64 lastMs = -1;
    const auto flush = [&] {
        if (events.isEmpty())
            return;
        timeline.appendRecordedEvents(events, times);
        events.clear();
        times.clear();
    };
    for (const CaptureRecord& record : file.records) {
        if (record.tMs >= 0)
            lastMs = record.tMs;
        if (record.kind == CaptureRecord::Kind::Answer) {
            // The call's row must exist before its answer is set.
            flush();
            LocalCallState state = LocalCallState::Answered;
            const QString text = recordedAnswerText(record.answer, &state);
            timeline.updateCall(
                record.answer.toolUseId, state, text, record.answer.httpStatus,
                QString::fromUtf8(
                    QJsonDocument(record.answer.body()).toJson(QJsonDocument::Indented)));
            continue;
        }
        events.append(record.event);
        times.append(record.tMs);
    }
    flush();
    QString problem;
    if (file.damage) {
        ProtocolNote note;
        note.severity = Severity::Warning;
        note.category = ProtocolNote::Category::StreamProblem;
        note.message = tr("The capture file is damaged at line %1 (byte %2); the run is shown up "
                          "to there.")
                           .arg(file.damage->line)
                           .arg(file.damage->byteOffset);
        note.detail = file.damage->reason;
        note.atMs = lastMs;
        timeline.addNote(note);
        problem = note.message + u' ' + file.damage->reason;
    }
    timeline.markSourceEnded(problem);
}

} // namespace mantyx
