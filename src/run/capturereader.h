// SPDX-License-Identifier: MIT
// CaptureReader: reads a capture file (`.mxrun`, docs/capture-format.md) back — the header, then
// each event as the run's stream decoded it and each tool answer that was sent, with the
// milliseconds the capture recorded for it. Incremental (bytes in, records out) so a large file
// is read in slices without blocking; a damaged or truncated file is read up to the damage, and
// the damage is described (line, byte offset, why) instead of thrown away.
#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include "protocol/eventdecoder.h"
#include "protocol/runevent.h"

namespace mantyx {

struct CaptureHeader
{
    int version = 0;
    QDateTime createdAt; // invalid when the header did not say
    QUrl baseUrl;
    QString workspace;
    QString runId;
    QString sessionId; // empty: null
    QJsonObject spec;  // redacted as it was written
};

// A tool answer that was posted while the run was recorded.
struct CaptureAnswer
{
    QString toolUseId;
    std::optional<QString> result;
    std::optional<QString> error;
    QJsonArray files;   // {filename, mimeType, size}: the bytes were never written
    int httpStatus = 0; // 0: no HTTP answer (the POST failed)
    // The answer as a tool-result body ({toolUseId, result|error, files?}).
    QJsonObject body() const;
    friend bool operator==(const CaptureAnswer&, const CaptureAnswer&) = default;
};

struct CaptureRecord
{
    enum class Kind : quint8
    {
        Event,
        Answer,
    };
    Kind kind = Kind::Event;
    qint64 tMs = -1;      // ms since the capture started, as recorded; -1 when the line had none
    qint64 line = 0;      // 1-based line number in the file
    RunEvent event;       // Kind::Event
    CaptureAnswer answer; // Kind::Answer
};

// Where and why reading stopped before the end of the file.
struct CaptureDamage
{
    qint64 line = 0;        // 1-based line that could not be read
    qint64 byteOffset = -1; // offset of that line's first byte in the file
    QString reason;         // translated, one sentence
};

class CaptureReader final
{
    Q_DECLARE_TR_FUNCTIONS(CaptureReader)

public:
    // The newest format version this build reads; a newer file is read as far as its lines are
    // understood, and says so (newerVersion()).
    static constexpr int SupportedVersion = 1;
    // A line longer than this is damage, not a reason to hold the whole file in memory.
    static constexpr qsizetype MaxLineBytes = 64 * 1024 * 1024;

    CaptureReader();

    // Takes each record as it is read, instead of takeRecords(): an event is decoded, handed
    // on and freed line by line. `tMs` as CaptureRecord::tMs. A plain line's event comes
    // without the values EventDecoder::decodeForIndex() leaves out: a consumer that keeps
    // the event decodes its bytes again.
    class Consumer
    {
    public:
        // Line 1 was read: header() is set, before any record is handed on.
        virtual void headerRead() = 0;
        virtual void eventRead(const RunEvent& event, qint64 tMs) = 0;
        virtual void answerRead(const CaptureAnswer& answer, qint64 tMs) = 0;

    protected:
        ~Consumer() = default;
    };
    // Records read from now on go to `consumer` (nullptr: kept for takeRecords() again).
    void setConsumer(Consumer* consumer) { m_consumer = consumer; }

    // Reads the complete lines in `bytes` (appended to what is left of earlier calls). Does
    // nothing once damage() is set.
    void append(QByteArrayView bytes);
    // The end of the file: a last line without a newline is read if it is whole JSON (the
    // writer may have been stopped before writing its newline) and is damage otherwise.
    void finish();

    // The header, once line 1 has been read.
    const std::optional<CaptureHeader>& header() const { return m_header; }
    // The records read since the last call, in file order.
    QList<CaptureRecord> takeRecords();
    qsizetype pendingRecords() const { return m_records.size(); }
    // Set when a line could not be read; nothing after it is read.
    const std::optional<CaptureDamage>& damage() const { return m_damage; }
    bool newerVersion() const { return m_header && m_header->version > SupportedVersion; }
    qint64 linesRead() const { return m_line; }
    qint64 bytesRead() const { return m_consumed; }
    bool isFinished() const { return m_finished; }

    // A whole file read at once (tests, mantyx-run, import). False with `error` when the file
    // cannot be opened or is not a capture at all (no header); a damaged capture is read up to
    // the damage and returns true.
    struct File
    {
        CaptureHeader header;
        QList<CaptureRecord> records;
        std::optional<CaptureDamage> damage;
    };
    static std::optional<File> readFile(const QString& path, QString* error = nullptr);
    static std::optional<File> readBytes(QByteArrayView bytes, QString* error = nullptr);

    // One event line (its bytes and their parse) as a RunEvent, the way the live stream decoded
    // the frame it came from. Nothing (and `error`) when the line is not an event line.
    static std::optional<RunEvent> eventFromLine(QByteArrayView lineBytes, const QJsonObject& line,
                                                 EventDecoder& decoder, QString* error = nullptr);

private:
    void readLine(QByteArrayView line, bool last);
    // The common line, an envelope event as CaptureWriter writes it, read without parsing the
    // line as a whole; false (nothing read) for any other line.
    bool readPlainEventLine(QByteArrayView line);
    void damaged(const QString& reason);

    EventDecoder m_decoder;
    Consumer* m_consumer = nullptr;
    std::optional<CaptureHeader> m_header;
    QList<CaptureRecord> m_records;
    std::optional<CaptureDamage> m_damage;
    QByteArray m_envelope; // the envelope of a plain event line, reused line after line
    QByteArray m_pending;  // an incomplete last line
    qint64 m_line = 0;     // lines read so far
    qint64 m_consumed = 0; // bytes of whole lines read so far
    bool m_finished = false;
};

} // namespace mantyx
