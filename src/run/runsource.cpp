// SPDX-License-Identifier: MIT
// RunSource: status bookkeeping and the translation of a RunStream's signals into the source's
// events, status and protocol notes, shared by every source that reads a server's stream.
#include "run/runsource.h"

#include "client/runstream.h"

using namespace Qt::StringLiterals;

namespace mantyx {

RunSource::RunSource(QObject* parent)
    : QObject(parent)
{}

RunSource::~RunSource() = default;

QString RunSource::statusName(Status status)
{
    switch (status) {
    case Status::Idle:
        return tr("idle");
    case Status::Starting:
        return tr("starting");
    case Status::Streaming:
        return tr("streaming");
    case Status::Reconnecting:
        return tr("reconnecting");
    case Status::Finished:
        return tr("finished");
    case Status::Failed:
        return tr("failed");
    }
    return {};
}

void RunSource::setStatus(Status status)
{
    if (m_status == status)
        return;
    m_status = status;
    emit statusChanged(status);
}

void RunSource::setRunId(const QString& runId)
{
    if (m_runId == runId)
        return;
    m_runId = runId;
    if (!runId.isEmpty())
        emit runIdAssigned(runId);
}

void RunSource::endWith(Status status, const QString& problem)
{
    if (isEnded())
        return;
    m_problem = problem;
    setStatus(status);
    emit finished();
}

void RunSource::failWith(const QString& message, const std::optional<ApiError>& error)
{
    if (isEnded())
        return;
    emit problemOccurred(message, error);
    endWith(Status::Failed, message);
}

void RunSource::handOn(const QList<RunEvent>& events)
{
    for (const RunEvent& event : events) {
        if (event.isTerminal() && !m_terminal)
            m_terminal = event;
    }
    emit eventsAppended(events);
}

RunSource::EventSink* RunSource::oneByOneSink() const
{
    // Anyone else listening to eventsAppended needs the batches.
    if (!m_sink || receivers(SIGNAL(eventsAppended(QList<mantyx::RunEvent>))) != 1 ||
        !m_sink->takesEventsOneByOne())
        return nullptr;
    return m_sink;
}

void RunSource::followStream(RunStream* stream)
{
    m_stream = stream;
    connect(stream, &RunStream::eventsReceived, this, &RunSource::handOn);
    connect(stream, &RunStream::stateChanged, this, [this](RunStream::State state) {
        if (isEnded())
            return;
        switch (state) {
        case RunStream::State::Idle:
        case RunStream::State::Finished:
            break; // Finished is handled with its reason in finished()
        case RunStream::State::Connecting:
            // The counter already includes the connection being made.
            setStatus(m_stream->stats().connections <= 1 ? Status::Starting : Status::Reconnecting);
            break;
        case RunStream::State::Open:
            setStatus(Status::Streaming);
            break;
        case RunStream::State::Waiting:
            setStatus(Status::Reconnecting);
            break;
        }
    });
    connect(stream, &RunStream::reconnected, this, [this](const RunStream::Reconnect& info) {
        ProtocolNote note;
        note.severity = Severity::Info;
        note.category = ProtocolNote::Category::Reconnect;
        note.message = tr("The stream reconnected (connection %1) after: %2")
                           .arg(info.connection)
                           .arg(info.reason);
        const QString resumed =
            info.resumedAfterSeq > 0
                ? tr("Resumed after seq %1 following a %2 ms pause.")
                      .arg(info.resumedAfterSeq)
                      .arg(info.delayMs)
                : tr("Reopened from the start following a %1 ms pause.").arg(info.delayMs);
        const QString replayed =
            info.duplicatesDropped > 0
                ? tr("The server replayed %n event(s) already received; they were dropped as "
                     "duplicates.",
                     nullptr, info.duplicatesDropped)
                : tr("The server replayed no event already received (no duplicates).");
        const QString progress = info.gotNewEvents
                                     ? tr("New events followed.")
                                     : tr("The connection ended before any new event.");
        note.detail = resumed + u' ' + replayed + u' ' + progress;
        note.seq = info.resumedAfterSeq > 0 ? info.resumedAfterSeq : -1;
        note.atMs = elapsedMs();
        emit noteRaised(note);
    });
    connect(stream, &RunStream::seqGapDetected, this,
            [this](qint64 expectedSeq, qint64 receivedSeq, bool reopening) {
                ProtocolNote note;
                note.severity = reopening ? Severity::Warning : Severity::Error;
                note.category = ProtocolNote::Category::SeqGap;
                note.message = tr("Events %1 to %2 did not arrive (seq %3 came next).")
                                   .arg(expectedSeq)
                                   .arg(receivedSeq - 1)
                                   .arg(receivedSeq);
                note.detail = reopening
                                  ? tr("The stream reopened to fetch them from the server's log.")
                                  : tr("They were asked for again without success; the hole "
                                       "stays.");
                note.seq = receivedSeq;
                note.atMs = elapsedMs();
                emit noteRaised(note);
            });
    connect(stream, &RunStream::seqRepeated, this,
            [this](qint64 seq, qint64 highestSeq, RunStream::RepeatContent content) {
                ProtocolNote note;
                note.severity = Severity::Warning;
                note.category = ProtocolNote::Category::SeqRepeat;
                switch (content) {
                case RunStream::RepeatContent::Different:
                    note.message = tr("seq %1 arrived again with different content (after seq "
                                      "%2, seq %3 was expected); it was dropped.")
                                       .arg(seq)
                                       .arg(highestSeq)
                                       .arg(highestSeq + 1);
                    break;
                case RunStream::RepeatContent::Same:
                    note.message = tr("seq %1 arrived again, an exact duplicate, after seq %2 "
                                      "(seq %3 was expected); it was dropped.")
                                       .arg(seq)
                                       .arg(highestSeq)
                                       .arg(highestSeq + 1);
                    break;
                case RunStream::RepeatContent::Unknown:
                    note.message = tr("seq %1 arrived again after seq %2 (seq %3 was expected); "
                                      "it was dropped.")
                                       .arg(seq)
                                       .arg(highestSeq)
                                       .arg(highestSeq + 1);
                    break;
                }
                note.detail = tr("The timeline keeps the event first received with this seq. At "
                                 "most %n such repeats are noted per stream.",
                                 nullptr, RunStream::MaxRepeatReports);
                note.seq = seq;
                note.atMs = elapsedMs();
                emit noteRaised(note);
            });
    connect(stream, &RunStream::finished, this, [this](RunStream::EndReason reason) {
        switch (reason) {
        case RunStream::EndReason::Terminal:
            endWith(Status::Finished);
            break;
        case RunStream::EndReason::Stopped:
            endWith(Status::Finished, tr("The stream was stopped before the run ended."));
            break;
        case RunStream::EndReason::Failed: {
            if (isEnded())
                break; // a subclass already said why, in its own words
            ProtocolNote note;
            note.severity = Severity::Error;
            note.category = ProtocolNote::Category::StreamProblem;
            note.message = tr("The stream failed: %1").arg(m_stream->lastProblem());
            note.seq = m_stream->lastSeq() > 0 ? m_stream->lastSeq() : -1;
            note.atMs = elapsedMs();
            emit noteRaised(note);
            failWith(m_stream->lastProblem(), m_stream->lastError());
            break;
        }
        }
    });
}

} // namespace mantyx
