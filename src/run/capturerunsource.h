// SPDX-License-Identifier: MIT
// CaptureRunSource: a capture file (`.mxrun`) played as a run source — the same pipeline as a
// live run or the server's log (RunController → RunTimeline), at the recorded pace times a speed
// factor or at once, with pause, single steps and a point to pause at (scrubbing re-plays up to
// there). The file is read in slices from the event loop, so opening a large capture shows its
// first rows at once and keeps the window responsive; a damaged file plays up to the damage and
// says where and why in a protocol note.
#pragma once

#include <optional>

#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QString>
#include <QTimer>

#include "run/capturereader.h"
#include "run/runsource.h"

namespace mantyx {

class CaptureRunSource final : public RunSource, private CaptureReader::Consumer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CaptureRunSource)

public:
    static constexpr double Instant = 0.0;
    static constexpr double MinSpeed = 0.25;
    static constexpr double MaxSpeed = 16.0;
    // Bytes read per event-loop turn.
    static constexpr qint64 SliceBytes = 1 << 20;
    // Events handed on per batch at most (the timeline flushes a batch at once).
    static constexpr int MaxBatch = 4096;

    explicit CaptureRunSource(const QString& path, QObject* parent = nullptr);
    ~CaptureRunSource() override;

    // Instant (0) plays everything as soon as it is read; otherwise the recorded pace times
    // `factor`, clamped to [MinSpeed, MaxSpeed]. May change while playing.
    void setSpeed(double factor);
    double speed() const { return m_speed; }
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // While paused: hands on the next record (an answer and the event after it together).
    void step();
    // Pauses once `records` records have been handed on (-1: never). A scrub to a point is a
    // fresh source with this set and the speed Instant.
    void setPauseAt(qint64 records) { m_pauseAt = records; }

    void start() override;
    void stop() override;
    bool isLive() const override { return false; }
    bool mayBeLive() const override { return false; }

    QString path() const { return m_path; }
    const std::optional<CaptureHeader>& header() const { return m_reader.header(); }
    // The damage reading stopped at, if any.
    const std::optional<CaptureDamage>& damage() const { return m_reader.damage(); }
    bool isFullyRead() const { return m_reader.isFinished(); }
    qint64 bytesRead() const { return m_bytesRead; }
    qint64 bytesTotal() const { return m_bytesTotal; }
    qint64 recordsRead() const { return m_recordsRead; }
    qint64 recordsHandedOn() const { return m_handedOn; }
    // Of those, the events handed to the controller one by one as they were read (played at
    // once with nothing but the controller listening), not as eventsAppended batches.
    qint64 eventsHandedOnOneByOne() const { return m_oneByOne; }
    // The recorded time of the last record handed on (-1 before any), and of the last read.
    qint64 positionMs() const { return m_positionMs; }
    qint64 lastRecordedMs() const { return m_lastReadMs; }

signals:
    // After each slice read: how far the file has been read.
    void progressed(qint64 bytesRead, qint64 bytesTotal);
    // After records were handed on.
    void positionChanged(qint64 recordsHandedOn, qint64 positionMs);
    void pausedChanged(bool paused);

private:
    void readSlice();
    void play();
    // Hands on the next `count` records (or while `due` says so), events batched, answers in
    // their place; returns how many were handed on.
    qint64 handOnRecords(qint64 count, qint64 dueUpToMs);
    void finishIfDone();
    // Once the header is read: the spec, run id and status it gives.
    void applyHeader();
    // CaptureReader::Consumer: while a slice is read straight into m_sink.
    void headerRead() override { applyHeader(); }
    void eventRead(const RunEvent& event, qint64 tMs) override;
    void answerRead(const CaptureAnswer& answer, qint64 tMs) override;
    // Ends the run of events handed to m_sink, if one is open.
    void endSinkBatch();
    qint64 playbackPositionMs() const;
    void restartPlayClock();

    QString m_path;
    QFile m_file;
    CaptureReader m_reader;
    QList<CaptureRecord> m_queue; // read, not handed on yet (from m_queueHead)
    qsizetype m_queueHead = 0;
    QTimer m_readTimer;
    QTimer m_playTimer;
    QElapsedTimer m_playClock; // runs while playing at a pace
    qint64 m_playBaseMs = 0;   // the recorded time m_playClock counts from
    double m_speed = Instant;
    qint64 m_pauseAt = -1;
    qint64 m_bytesRead = 0;
    qint64 m_bytesTotal = 0;
    qint64 m_recordsRead = 0;
    qint64 m_handedOn = 0;
    qint64 m_positionMs = -1;
    qint64 m_lastReadMs = -1;
    EventSink* m_sink = nullptr; // while a slice is read straight into it
    int m_sinkBatch = 0;         // events handed to it since its eventsBegin()
    qint64 m_oneByOne = 0;
    bool m_started = false;
    bool m_paused = false;
    bool m_headerSeen = false;
};

} // namespace mantyx
