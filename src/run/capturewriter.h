// SPDX-License-Identifier: MIT
// CaptureWriter: writes a run as it happens into a capture file (`.mxrun`, ARCHITECTURE.md
// "Capture file"): a redacted header, then one JSON line per event received (data exactly as
// received) or tool answer sent, flushed line by line so a crash loses at most one line.
#pragma once

#include <memory>
#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include "protocol/runevent.h"

class QIODevice;
class QFile;

namespace mantyx {

class CaptureWriter final
{
    Q_DECLARE_TR_FUNCTIONS(CaptureWriter)

public:
    static constexpr QLatin1StringView Format{"mantyx-run-capture"};
    static constexpr int Version = 1;
    static constexpr QLatin1StringView Redacted{"<redacted>"};

    struct Header
    {
        QDateTime createdAt = QDateTime::currentDateTimeUtc();
        QUrl baseUrl;
        QString workspace;
        QString runId;
        QString sessionId; // empty: null
        QJsonObject spec;  // redacted when written
    };

    CaptureWriter();
    ~CaptureWriter();
    Q_DISABLE_COPY_MOVE(CaptureWriter)

    // Creates (truncates) `path`. The clock for `t` starts here. Each call that can fail says
    // why through `error` (the file's name and the OS error).
    bool open(const QString& path, QString* error = nullptr);
    // Writes to a device the caller owns and has opened for writing.
    void setDevice(QIODevice* device);
    bool isOpen() const;
    void close();

    // Restarts the clock `t` counts from (e.g. when the run is created).
    void restartClock() { m_clock.restart(); }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }

    bool writeHeader(const Header& header, QString* error = nullptr);
    bool writeEvent(const RunEvent& event, QString* error = nullptr);
    bool writeEvents(const QList<RunEvent>& events, QString* error = nullptr);
    // A tool answer that was posted: its body ({toolUseId, result|error, files?}; file bytes
    // are not written, only their names, types and sizes) and the HTTP status (0: none).
    bool writeToolAnswer(const QJsonObject& body, int httpStatus, QString* error = nullptr);

    // The lines, for tests and for other writers.
    static QByteArray headerLine(const Header& header);
    static QByteArray eventLine(const RunEvent& event, qint64 tMs);
    static QByteArray toolAnswerLine(const QJsonObject& body, int httpStatus, qint64 tMs);

    // The spec with header values under every `headers` object and every credential-like
    // member (authorization, api keys, tokens, secrets, passwords, cookies; any string that
    // looks like a MANTYX credential or a bearer token) replaced by "<redacted>".
    static QJsonObject redactSpec(const QJsonObject& spec);
    static bool isCredentialKey(QStringView key);
    // The bytes of a top-level member's value in a JSON object text, exactly as they are
    // there (the last one when the key repeats, as QJsonDocument reads it); nothing when the
    // text is not an object or has no such member.
    static std::optional<QByteArrayView> rawMember(QByteArrayView jsonObject, QByteArrayView key);
    // Where the JSON value starting at `from` ends (one past its last byte), found as
    // rawMember() finds a member's value; -1 when it does not end.
    static qsizetype rawValueEnd(QByteArrayView json, qsizetype from);
    // The envelope frame a reader rebuilds from an event line: {"seq":S,"type":T,"data":D}
    // (without "seq" when `seqBytes` is empty). A frame that was not exactly this is kept whole
    // in the line's "frame" member too.
    static QByteArray envelopeBytes(QByteArrayView seqBytes, const QString& typeName,
                                    QByteArrayView dataBytes);
    // Whether `raw` (no line breaks) is byte for byte the envelope envelopeBytes() would build
    // around `data`, a view into it; seq's digits (empty: none) and the type as a JSON string.
    static bool isRebuiltEnvelope(QByteArrayView raw, QByteArrayView data, QByteArrayView seqBytes,
                                  QByteArrayView typeJson);

private:
    bool writeLine(const QByteArray& line, QString* error);
    // Writes `lines` (joined by newlines, without the last one) and flushes: one system call.
    bool writeLines(const QByteArray& lines, QString* error);

    std::unique_ptr<QFile> m_file;
    QIODevice* m_device = nullptr;
    QString m_path; // of the file open() opened, for messages
    QElapsedTimer m_clock;
};

} // namespace mantyx
