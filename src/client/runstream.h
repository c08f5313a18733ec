// SPDX-License-Identifier: MIT
// RunStream: reads one run's SSE stream to its terminal event over as many connections as it
// takes — resume after the last seq, back-off with jitter, stall detection, de-duplication and
// gap repair — and hands the events on in seq order, in batches, so a timeline never sees a hole,
// a repeat or a signal per delta.
#pragma once

#include <deque>
#include <memory>
#include <optional>

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

#include "client/backoff.h"
#include "protocol/apierror.h"
#include "protocol/eventdecoder.h"
#include "protocol/runevent.h"
#include "sse/sseparser.h"

class QNetworkReply;

namespace mantyx {

class ApiClient;

class RunStream final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunStream)

public:
    enum class State : quint8
    {
        Idle,       // not opened yet
        Connecting, // a request is out, no answer yet
        Open,       // 200 text/event-stream, reading
        Waiting,    // between two connections (back-off)
        Finished,   // terminal event, stop() or given up: nothing more will happen
    };
    Q_ENUM(State)

    enum class EndReason : quint8
    {
        Terminal, // result, error or cancelled arrived
        Stopped,  // stop() was called
        Failed,   // a final HTTP error (lastError(); a redirect is one), a refused address, or
                  // too many failures in a row
    };
    Q_ENUM(EndReason)

    // How an event whose seq was already handed on compares with the one handed on.
    enum class RepeatContent : quint8
    {
        Same,      // the same bytes: an exact duplicate
        Different, // other bytes under the same seq
        Unknown,   // too long ago to compare
    };
    Q_ENUM(RepeatContent)

    // At most this many repeats per stream are reported (seqRepeated); the rest are counted.
    static constexpr int MaxRepeatReports = 20;

    struct Options
    {
        // No byte at all (keep-alive comments count as bytes) for this long: the connection is
        // abandoned and reopened. The sandbox and MANTYX send a keep-alive every 15 s.
        int stallTimeoutMs = 45000;
        // A frame begun must be complete within this long, whatever trickles in meanwhile
        // (keep-alive comments included): otherwise the connection counts as stalled and is
        // reopened after the last event. A real event arrives in one piece.
        int frameTimeoutMs = DefaultFrameTimeoutMs;
        // Events are handed on at most this often; a terminal event is handed on at once.
        int batchIntervalMs = 16;
        int maxBatchSize = 512;
        Backoff::Policy backoff{};
        // Connections in a row that bring no new event before the stream gives up (0: never).
        int maxAttemptsWithoutProgress = 8;
        // How often one hole in the seq numbers is re-requested before it is accepted.
        int maxGapRetries = 3;
        // How the resume point is sent; both by default (http-surface.md "Resume").
        bool resumeWithQuery = true;
        bool resumeWithHeader = true;
        // The SSE rules set no limit on a line; a server we do not trust must not make us buffer
        // without end. Bytes received with no frame or comment completed, before the stream
        // fails (0: no limit).
        qint64 maxBytesWithoutEvent = 256LL * 1024 * 1024;
        // The most one frame may hold (SseParser::maxFrameBytes()); a bigger one fails the
        // stream for good: the same server would send it again on every reconnect.
        qint64 maxFrameBytes = SseParser::DefaultMaxFrameBytes;
    };
    static constexpr int DefaultFrameTimeoutMs = 60000;

    // One reconnect, reported once the new connection has shown what it replays: when its
    // first new event arrives, or when it ends without one.
    struct Reconnect
    {
        int connection = 0;         // 2 for the first reconnect
        QString reason;             // why the previous connection ended (translated)
        qint64 resumedAfterSeq = 0; // the resume point that was sent
        int delayMs = 0;            // the back-off before reconnecting
        int duplicatesDropped = 0;  // events the server replayed that were already handed on
        bool gotNewEvents = false;
    };

    struct Stats
    {
        int connections = 0;
        int reconnects = 0;
        int stalls = 0;
        int gaps = 0;
        qint64 duplicatesDropped = 0;
        qint64 repeatsReported = 0; // of the dropped: the ones seqRepeated reported
        qint64 eventsDelivered = 0;
        qint64 bytesReceived = 0;
        int batches = 0;
    };

    explicit RunStream(ApiClient* client, QObject* parent = nullptr);
    ~RunStream() override;

    void setOptions(const Options& options);
    const Options& options() const { return m_options; }

    // Opens `streamUrl` (absolute, e.g. CreatedRun::streamUrl). With `afterSeq` the server
    // replays after it; without, the whole persisted log from seq 1 (replay of a finished run).
    // Only an address on the client's base URL origin is opened (ApiClient::originProblem);
    // any other fails at once, with nothing sent. A redirect is not followed: it fails too.
    // A stream that is still going is stopped first (finished(Stopped)). Slots connected to this
    // stream's signals may call stop() but must not delete it (deleteLater() is fine).
    void open(const QUrl& streamUrl, std::optional<qint64> afterSeq = std::nullopt);
    void openRun(const QString& runId, std::optional<qint64> afterSeq = std::nullopt);
    // The user is no longer interested: the connection closes, nothing reconnects, the events
    // already received are handed on, then finished(Stopped). Cancelling the run itself is
    // ApiClient::cancelRun; the stream then ends with `cancelled`.
    void stop();

    State state() const { return m_state; }
    QUrl url() const { return m_url; }
    // The highest seq handed on (0 before the first); the resume point of the next connection.
    qint64 lastSeq() const { return m_lastSeq; }
    bool isFinished() const { return m_state == State::Finished; }
    std::optional<EndReason> endReason() const { return m_endReason; }
    // The terminal event, once it arrived.
    const std::optional<RunEvent>& terminalEvent() const { return m_terminal; }
    // The HTTP error that ended the stream (EndReason::Failed), or the last transient one.
    const std::optional<ApiError>& lastError() const { return m_lastError; }
    // Why the stream failed or the last connection ended, translated.
    QString lastProblem() const { return m_lastProblem; }
    const Stats& stats() const { return m_stats; }

signals:
    void stateChanged(mantyx::RunStream::State state);
    // In seq order, each seq once; batches are never empty.
    void eventsReceived(const QList<mantyx::RunEvent>& events);
    // A connection answered 200 with an event stream.
    void connectionOpened(int connection);
    // A connection ended before the terminal event; the next one starts after `delayMs`.
    void reconnectScheduled(const QString& reason, int delayMs, int attempt);
    void reconnected(const mantyx::RunStream::Reconnect& info);
    // A seq arrived after a hole (expectedSeq missing). With `reopening` the stream reopens
    // after the last contiguous seq; otherwise the hole is accepted and reading goes on.
    void seqGapDetected(qint64 expectedSeq, qint64 receivedSeq, bool reopening);
    // An event with an old seq was dropped (the first one with that seq stays) that is not the
    // replay a resumed connection starts with: it has different content, or it came after new
    // events on this connection, so the seq went backwards. `highestSeq` is the highest seq
    // handed on; highestSeq + 1 was expected. The first MaxRepeatReports per stream only.
    void seqRepeated(qint64 seq, qint64 highestSeq, mantyx::RunStream::RepeatContent content);
    void finished(mantyx::RunStream::EndReason reason);

private:
    void setState(State state);
    void connectNow();
    void onReadyRead();
    void onMetaData();
    void onReplyFinished();
    void onStall();
    void onFrameTimeout();
    void onHeaderTimeout();
    void processChunk(const QByteArray& chunk);
    bool handleEvent(RunEvent&& event); // false: stop processing this connection
    void dropConnection();
    void connectionFailed(const QString& reason, std::optional<qint64> retryAfterMs,
                          bool immediate = false);
    void fail(const QString& problem);
    void end(EndReason reason);
    void queue(RunEvent&& event);
    void flush();
    void reportReconnect();
    void rememberContent(qint64 seq, const RunEvent& event);
    RepeatContent compareContent(qint64 seq, const RunEvent& event) const;

    QPointer<ApiClient> m_client;
    Options m_options;
    QUrl m_url;
    QPointer<QNetworkReply> m_reply;
    SseParser m_parser;
    qint64 m_bytesWithoutEvent = 0; // since the parser last completed a frame or a comment
    EventDecoder m_decoder;
    Backoff m_backoff;
    QTimer m_stallTimer;
    QTimer m_frameTimer;  // runs while a frame is partly read
    QTimer m_headerTimer; // runs until the answer's headers are complete
    QTimer m_reconnectTimer;
    QTimer m_batchTimer;
    QList<RunEvent> m_pending;
    std::optional<RunEvent> m_terminal;
    std::optional<ApiError> m_lastError;
    std::optional<EndReason> m_endReason;
    std::optional<Reconnect> m_reconnect;  // being measured on the current connection
    std::optional<qint64> m_serverRetryMs; // the last `retry:` field, across connections
    QString m_lastProblem;
    QByteArray m_errorBody;
    Stats m_stats;
    qint64 m_lastSeq = 0;
    // Content hashes of the last handed-on seqs (0: none known), the first for m_contentBaseSeq;
    // a repeat within this window is told apart as the same or different content.
    std::deque<size_t> m_contentHashes;
    qint64 m_contentBaseSeq = 0;
    qint64 m_gapSeq = -1; // the missing seq being re-requested
    int m_gapRetries = 0;
    int m_status = 0;
    int m_attemptsWithoutProgress = 0;
    int m_lastDelayMs = 0;
    State m_state = State::Idle;
    bool m_resume = false;       // send a resume point on the next connection
    bool m_sawNewEvent = false;  // on the current connection
    quint64 m_sentAtEpoch = 0;   // ApiClient::credentialEpoch() when the connection was made
    bool m_refreshTried = false; // since the last successful connection
    bool m_eventStream = false;  // the current answer is 200 text/event-stream
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::RunStream::Reconnect)
