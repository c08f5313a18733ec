// SPDX-License-Identifier: MIT
#include "run/capturerunsource.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A paced replay never sleeps longer than this at once, so a speed change or a pause is taken
// up promptly even across a long recorded silence.
constexpr qint64 MaxWaitMs = 250;

} // namespace

CaptureRunSource::CaptureRunSource(const QString& path, QObject* parent)
    : RunSource(parent)
    , m_path(path)
    , m_file(path)
{
    m_readTimer.setSingleShot(true);
    m_readTimer.setInterval(0);
    connect(&m_readTimer, &QTimer::timeout, this, &CaptureRunSource::readSlice);
    m_playTimer.setSingleShot(true);
    connect(&m_playTimer, &QTimer::timeout, this, &CaptureRunSource::play);
    // The times that matter are the ones the capture recorded, handed on with each batch.
    setReceiveTimesMeaningful(false);
}

CaptureRunSource::~CaptureRunSource() = default;

void CaptureRunSource::setSpeed(double factor)
{
    const double speed = factor <= 0.0 ? Instant : std::clamp(factor, MinSpeed, MaxSpeed);
    if (speed == m_speed)
        return;
    m_playBaseMs = playbackPositionMs();
    m_speed = speed;
    restartPlayClock();
    if (m_started && !isEnded())
        play();
}

void CaptureRunSource::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    if (paused)
        m_playBaseMs = playbackPositionMs();
    m_paused = paused;
    if (paused) {
        m_playTimer.stop();
    } else {
        m_playBaseMs = std::max<qint64>(m_positionMs, 0);
        restartPlayClock();
    }
    emit pausedChanged(paused);
    if (!paused && m_started && !isEnded())
        play();
}

void CaptureRunSource::step()
{
    if (!m_started || isEnded() || !m_paused)
        return;
    handOnRecords(1, -1);
    m_playBaseMs = std::max<qint64>(m_positionMs, 0);
    finishIfDone();
}

void CaptureRunSource::start()
{
    if (m_started)
        return;
    m_started = true;
    startClock();
    setStatus(Status::Starting);
    if (!m_file.open(QIODevice::ReadOnly)) {
        failWith(tr("Cannot open the capture file %1: %2").arg(m_path, m_file.errorString()),
                 std::nullopt);
        return;
    }
    m_bytesTotal = m_file.size();
    restartPlayClock();
    m_readTimer.start();
}

void CaptureRunSource::stop()
{
    m_readTimer.stop();
    m_playTimer.stop();
    m_file.close();
    endWith(Status::Finished);
}

void CaptureRunSource::readSlice()
{
    if (isEnded())
        return;
    const QByteArray slice = m_file.read(SliceBytes);
    if (slice.isEmpty() && !m_file.atEnd()) {
        failWith(tr("Cannot read the capture file %1: %2").arg(m_path, m_file.errorString()),
                 std::nullopt);
        return;
    }
    m_bytesRead += slice.size();
    // Played at once, with nothing queued and only the controller listening: each event goes to
    // it as it is read, without a record or a batch list.
    const qint64 handedBefore = m_handedOn;
    m_sink = m_speed == Instant && !m_paused && m_pauseAt < 0 && m_queueHead == m_queue.size()
                 ? oneByOneSink()
                 : nullptr;
    m_reader.setConsumer(m_sink ? this : nullptr);
    m_reader.append(slice);
    if (m_file.atEnd() || m_reader.damage())
        m_reader.finish();
    if (m_sink) {
        endSinkBatch();
        m_reader.setConsumer(nullptr);
        m_sink = nullptr;
    }
    applyHeader();
    if (!m_reader.header() && m_reader.isFinished()) {
        // Not a capture at all: nothing to show.
        failWith(tr("%1 is not a capture file: %2")
                     .arg(m_path, m_reader.damage() ? m_reader.damage()->reason : QString()),
                 std::nullopt);
        return;
    }
    QList<CaptureRecord> records = m_reader.takeRecords();
    m_recordsRead += records.size();
    if (!records.isEmpty()) {
        for (const CaptureRecord& record : std::as_const(records)) {
            if (record.tMs >= 0)
                m_lastReadMs = std::max(m_lastReadMs, record.tMs);
        }
        if (m_queueHead == m_queue.size()) {
            // All handed on (always, when played at once): the records become the queue.
            m_queue = std::move(records);
            m_queueHead = 0;
        } else {
            if (m_queueHead > 0 && m_queueHead * 2 >= m_queue.size()) {
                m_queue.remove(0, m_queueHead);
                m_queueHead = 0;
            }
            m_queue.append(std::move(records));
        }
    }
    emit progressed(m_bytesRead, m_bytesTotal);
    if (m_handedOn > handedBefore)
        emit positionChanged(m_handedOn, m_positionMs);
    play();
    if (!m_reader.isFinished())
        m_readTimer.start();
    else
        finishIfDone();
}

qint64 CaptureRunSource::playbackPositionMs() const
{
    if (m_speed == Instant || m_paused || !m_playClock.isValid())
        return std::max<qint64>(m_positionMs, 0);
    return m_playBaseMs + static_cast<qint64>(static_cast<double>(m_playClock.elapsed()) * m_speed);
}

void CaptureRunSource::restartPlayClock()
{
    m_playClock.restart();
}

void CaptureRunSource::play()
{
    if (isEnded() || m_paused)
        return;
    if (m_speed == Instant) {
        handOnRecords(m_queue.size() - m_queueHead, -1);
    } else {
        handOnRecords(m_queue.size() - m_queueHead, playbackPositionMs());
        if (m_queueHead < m_queue.size() && !m_paused) {
            const qint64 next = m_queue.at(m_queueHead).tMs;
            const qint64 wait = static_cast<qint64>(
                static_cast<double>(std::max<qint64>(next - playbackPositionMs(), 0)) / m_speed);
            m_playTimer.start(static_cast<int>(std::min(wait, MaxWaitMs)));
        }
    }
    finishIfDone();
}

qint64 CaptureRunSource::handOnRecords(qint64 count, qint64 dueUpToMs)
{
    QList<RunEvent> events;
    QList<qint64> times;
    // Played at once, the batches are known to be full: reserved, not grown event by event.
    const auto reserve = [&](qint64 left) {
        if (dueUpToMs >= 0)
            return;
        const qint64 batch = std::min<qint64>({left, m_queue.size() - m_queueHead, MaxBatch});
        events.reserve(batch);
        times.reserve(batch);
    };
    reserve(count);
    qint64 handed = 0;
    const auto flush = [&](bool more) {
        if (events.isEmpty())
            return;
        setBatchRecordedMs(std::exchange(times, {}));
        handOn(std::exchange(events, {}));
        setBatchRecordedMs({});
        if (more)
            reserve(count - handed);
    };
    bool stepTookEvent = false;
    while (m_queueHead < m_queue.size() && handed < count) {
        if (m_pauseAt >= 0 && m_handedOn >= m_pauseAt)
            break;
        CaptureRecord& record = m_queue[m_queueHead];
        if (dueUpToMs >= 0 && record.tMs > dueUpToMs)
            break;
        ++m_queueHead;
        ++handed;
        ++m_handedOn;
        if (record.tMs >= 0)
            m_positionMs = record.tMs;
        if (record.kind == CaptureRecord::Kind::Answer) {
            flush(true);
            emit answerRecorded(record.answer.toolUseId, record.answer.body(),
                                record.answer.httpStatus);
            if (count == 1 && dueUpToMs < 0 && !stepTookEvent)
                ++count; // a step hands on the event after an answer too
            continue;
        }
        stepTookEvent = true;
        events.append(std::move(record.event));
        times.append(record.tMs);
        if (events.size() >= MaxBatch)
            flush(true);
    }
    flush(false);
    if (handed > 0)
        emit positionChanged(m_handedOn, m_positionMs);
    if (m_pauseAt >= 0 && m_handedOn >= m_pauseAt && !m_paused) {
        m_pauseAt = -1;
        setPaused(true);
    }
    return handed;
}

void CaptureRunSource::applyHeader()
{
    if (m_headerSeen || !m_reader.header())
        return;
    m_headerSeen = true;
    const CaptureHeader& header = *m_reader.header();
    setSpec(header.spec);
    setSessionId(header.sessionId);
    if (!header.runId.isEmpty())
        setRunId(header.runId);
    if (m_reader.newerVersion()) {
        ProtocolNote note;
        note.severity = Severity::Warning;
        note.category = ProtocolNote::Category::StreamProblem;
        note.message = tr("The capture file was written by a newer version (format %1); "
                          "lines this version does not know are skipped.")
                           .arg(header.version);
        note.atMs = elapsedMs();
        emit noteRaised(note);
    }
    setStatus(Status::Streaming);
}

void CaptureRunSource::eventRead(const RunEvent& event, qint64 tMs)
{
    ++m_recordsRead;
    if (isEnded())
        return; // stopped while the slice was read: nothing more is handed on
    ++m_handedOn;
    ++m_oneByOne;
    if (tMs >= 0) {
        m_lastReadMs = std::max(m_lastReadMs, tMs);
        m_positionMs = tMs;
    }
    noteHandedOn(event);
    if (m_sinkBatch == 0)
        m_sink->eventsBegin();
    m_sink->eventTaken(event, tMs);
    if (++m_sinkBatch >= MaxBatch)
        endSinkBatch();
}

void CaptureRunSource::answerRead(const CaptureAnswer& answer, qint64 tMs)
{
    ++m_recordsRead;
    if (isEnded())
        return;
    ++m_handedOn;
    if (tMs >= 0) {
        m_lastReadMs = std::max(m_lastReadMs, tMs);
        m_positionMs = tMs;
    }
    endSinkBatch();
    emit answerRecorded(answer.toolUseId, answer.body(), answer.httpStatus);
}

void CaptureRunSource::endSinkBatch()
{
    if (m_sinkBatch == 0)
        return;
    m_sinkBatch = 0;
    m_sink->eventsEnd();
}

void CaptureRunSource::finishIfDone()
{
    if (isEnded() || !m_reader.isFinished() || m_queueHead < m_queue.size())
        return;
    m_readTimer.stop();
    m_playTimer.stop();
    m_file.close();
    QString problem;
    if (const std::optional<CaptureDamage>& damage = m_reader.damage()) {
        ProtocolNote note;
        note.severity = Severity::Warning;
        note.category = ProtocolNote::Category::StreamProblem;
        note.message = tr("The capture file is damaged at line %1 (byte %2); the run is shown "
                          "up to there.")
                           .arg(damage->line)
                           .arg(damage->byteOffset);
        note.detail = damage->reason;
        note.atMs = m_positionMs;
        emit noteRaised(note);
        problem = note.message + u' ' + damage->reason;
    }
    endWith(Status::Finished, problem);
}

} // namespace mantyx
