// SPDX-License-Identifier: MIT
// RunStream: the connection state machine (connect, read, stall, fail, back off, resume) and
// the seq bookkeeping (drop repeats, repair holes, stop at the terminal event).
#include "client/runstream.h"

#include <algorithm>
#include <limits>

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrlQuery>

#include "client/apiclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr qsizetype MaxErrorBodyBytes = 1024 * 1024;
// Added to the stall timeout for Qt's own transfer timeout, which only backs ours up.
constexpr int TransferTimeoutMarginMs = 5000;
// How many seqs back a repeat is compared by content (8 bytes each).
constexpr qsizetype RememberedSeqs = 65536;

size_t contentHash(const RunEvent& event)
{
    const size_t h = qHashMulti(0, QByteArrayView(event.raw), event.typeName);
    return h ? h : 1; // 0 means "not known"
}

bool isEventStreamType(const QByteArray& contentType)
{
    // Some middleboxes drop the header; anything else must be an event stream.
    return contentType.isEmpty() ||
           contentType.trimmed().toLower().startsWith(QByteArrayLiteral("text/event-stream"));
}

} // namespace

RunStream::RunStream(ApiClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_backoff(m_options.backoff)
{
    m_stallTimer.setSingleShot(true);
    m_frameTimer.setSingleShot(true);
    m_headerTimer.setSingleShot(true);
    m_reconnectTimer.setSingleShot(true);
    // A server's Retry-After is a floor: a coarse timer may fire up to 5 % early.
    m_reconnectTimer.setTimerType(Qt::PreciseTimer);
    m_batchTimer.setSingleShot(true);
    connect(&m_stallTimer, &QTimer::timeout, this, &RunStream::onStall);
    connect(&m_frameTimer, &QTimer::timeout, this, &RunStream::onFrameTimeout);
    connect(&m_headerTimer, &QTimer::timeout, this, &RunStream::onHeaderTimeout);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &RunStream::connectNow);
    connect(&m_batchTimer, &QTimer::timeout, this, &RunStream::flush);
}

RunStream::~RunStream()
{
    if (QNetworkReply* reply = m_reply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
    }
}

void RunStream::setOptions(const Options& options)
{
    m_options = options;
    m_backoff.setPolicy(options.backoff);
}

void RunStream::open(const QUrl& streamUrl, std::optional<qint64> afterSeq)
{
    if (m_state != State::Idle && m_state != State::Finished)
        stop();
    // A finished stream can be reused for another run.
    m_url = streamUrl;
    m_lastSeq = std::max<qint64>(0, afterSeq.value_or(0));
    m_resume = afterSeq.has_value();
    m_terminal.reset();
    m_lastError.reset();
    m_endReason.reset();
    m_reconnect.reset();
    m_serverRetryMs.reset();
    m_lastProblem.clear();
    m_stats = Stats{};
    m_pending.clear();
    m_contentHashes.clear();
    m_contentBaseSeq = 0;
    m_gapSeq = -1;
    m_gapRetries = 0;
    m_attemptsWithoutProgress = 0;
    m_refreshTried = false;
    m_backoff.reset();
    connectNow();
}

void RunStream::openRun(const QString& runId, std::optional<qint64> afterSeq)
{
    ApiClient* client = m_client.data();
    open(client ? client->runStreamUrl(runId) : QUrl(), afterSeq);
}

void RunStream::stop()
{
    if (m_state == State::Finished)
        return;
    end(EndReason::Stopped);
}

void RunStream::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void RunStream::connectNow()
{
    if (m_state == State::Finished && m_endReason)
        return;
    ApiClient* client = m_client.data();
    if (!client || !m_url.isValid()) {
        fail(tr("The stream has no server to connect to."));
        return;
    }
    // The `streamUrl` comes from the server: it gets the credential only on the base URL's
    // origin, and is never a file to read.
    if (const QString problem = client->originProblem(m_url); !problem.isEmpty()) {
        fail(tr("The stream address was refused: %1").arg(problem));
        return;
    }
    QUrl url = m_url;
    if (m_resume && m_options.resumeWithQuery) {
        QUrlQuery query(url);
        query.removeAllQueryItems(u"lastSeq"_s);
        query.addQueryItem(u"lastSeq"_s, QString::number(m_lastSeq));
        url.setQuery(query);
    }
    QNetworkRequest request = client->newRequest(url);
    m_sentAtEpoch = client->credentialEpoch();
    request.setRawHeader("Accept", "text/event-stream");
    request.setRawHeader("Cache-Control", "no-cache");
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    if (m_resume && m_options.resumeWithHeader)
        request.setRawHeader("Last-Event-ID", QByteArray::number(m_lastSeq));
    // Qt's transfer timeout is an idle timeout (it restarts on every byte), and 0 would mean
    // "the manager's default". Our stall timer is the one that acts and says why; this one only
    // backs it up, a little later.
    const qint64 backstop = qint64(std::max(1, m_options.stallTimeoutMs)) + TransferTimeoutMarginMs;
    request.setTransferTimeout(int(std::min<qint64>(backstop, std::numeric_limits<int>::max())));

    m_parser.reset();
    m_parser.setMaxFrameBytes(m_options.maxFrameBytes);
    m_bytesWithoutEvent = 0;
    m_status = 0;
    m_eventStream = false;
    m_errorBody.clear();
    m_sawNewEvent = false;
    ++m_stats.connections;
    QNetworkReply* reply = client->network()->get(request);
    m_reply = reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, &RunStream::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &RunStream::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &RunStream::onReplyFinished);
    m_stallTimer.start(std::max(1, m_options.stallTimeoutMs));
    m_headerTimer.start(std::max(1, client->limits().headerTimeoutMs));
    setState(State::Connecting);
}

void RunStream::onMetaData()
{
    QNetworkReply* reply = m_reply.data();
    if (!reply || m_status != 0)
        return;
    m_status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_status == 0)
        return;
    m_headerTimer.stop();
    if (ApiClient* client = m_client.data()) {
        if (const QString problem = client->headerProblem(*reply); !problem.isEmpty()) {
            fail(problem);
            return;
        }
    }
    m_stallTimer.start(std::max(1, m_options.stallTimeoutMs));
    m_eventStream =
        m_status == 200 &&
        isEventStreamType(reply->header(QNetworkRequest::ContentTypeHeader).toByteArray());
    if (m_eventStream) {
        m_refreshTried = false;
        setState(State::Open);
        emit connectionOpened(m_stats.connections);
    }
}

void RunStream::onReadyRead()
{
    QNetworkReply* reply = m_reply.data();
    if (!reply)
        return;
    if (m_status == 0)
        onMetaData();
    if (m_reply.data() != reply)
        return; // a slot of connectionOpened stopped or restarted the stream, or the headers
                // broke a limit
    m_stallTimer.start(std::max(1, m_options.stallTimeoutMs));
    const QByteArray chunk = reply->readAll();
    if (chunk.isEmpty())
        return;
    m_stats.bytesReceived += chunk.size();
    if (m_eventStream)
        processChunk(chunk);
    else if (m_errorBody.size() < MaxErrorBodyBytes)
        m_errorBody += chunk.left(MaxErrorBodyBytes - m_errorBody.size());
}

void RunStream::processChunk(const QByteArray& chunk)
{
    QList<RunEvent> decoded;
    const quint64 commentsBefore = m_parser.commentsSeen();
    m_parser.feed(chunk, [this, &decoded](const SseFrameView& frame) {
        decoded.append(
            m_decoder.decode(frame.data, frame.event, frame.hasId ? frame.id : QByteArrayView()));
    });
    const bool frameTooLarge = m_parser.frameTooLarge();
    if (!decoded.isEmpty() || m_parser.commentsSeen() != commentsBefore)
        m_bytesWithoutEvent = 0;
    else
        m_bytesWithoutEvent += chunk.size();
    if (!frameTooLarge && m_options.maxBytesWithoutEvent > 0 &&
        m_bytesWithoutEvent > m_options.maxBytesWithoutEvent) {
        fail(tr("The server sent more than %1 bytes without completing an event; the stream "
                "was closed.")
                 .arg(m_options.maxBytesWithoutEvent));
        return;
    }
    // Capped where every server-asked delay is (Backoff), not here.
    if (const std::optional<quint64> retry = m_parser.retryMs())
        m_serverRetryMs =
            qint64(std::min<quint64>(*retry, quint64(std::numeric_limits<qint64>::max())));
    QNetworkReply* reply = m_reply.data();
    for (RunEvent& event : decoded) {
        if (!handleEvent(std::move(event)) || m_reply.data() != reply)
            return;
    }
    if (frameTooLarge) {
        // Final: a reconnect would replay the same event.
        fail(tr("The server sent an event of more than %1 bytes, the limit for one event; the "
                "stream was closed.")
                 .arg(m_parser.maxFrameBytes()));
        return;
    }
    // The frame deadline starts with a frame's first byte and is not extended by anything but
    // the frame's completion: a server dripping bytes (or keep-alives inside a frame) cannot
    // hold the connection open forever.
    if (!m_parser.frameInProgress())
        m_frameTimer.stop();
    else if (!m_frameTimer.isActive())
        m_frameTimer.start(std::max(1, m_options.frameTimeoutMs));
}

bool RunStream::handleEvent(RunEvent&& event)
{
    qint64 seq = event.seq;
    if (seq < 0) {
        bool ok = false;
        const qint64 id = event.sseId.toLongLong(&ok);
        if (ok && id > 0)
            seq = id;
    }
    if (seq < 0) {
        // No usable seq: it cannot be ordered or de-duplicated, but a frame is never dropped.
        const bool terminal = event.isTerminal();
        std::optional<RunEvent> copy;
        if (terminal)
            copy = event;
        queue(std::move(event));
        if (terminal) {
            m_terminal = std::move(copy);
            end(EndReason::Terminal);
            return false;
        }
        return m_state != State::Finished;
    }
    if (seq <= m_lastSeq) {
        ++m_stats.duplicatesDropped;
        if (m_reconnect)
            ++m_reconnect->duplicatesDropped;
        // A resumed connection replays what was already handed on: that is expected as long as
        // it repeats it exactly and comes before anything new.
        const RepeatContent content = compareContent(seq, event);
        if ((content == RepeatContent::Different || m_sawNewEvent) &&
            m_stats.repeatsReported < MaxRepeatReports) {
            ++m_stats.repeatsReported;
            flush();
            emit seqRepeated(seq, m_lastSeq, content);
            return m_state != State::Finished;
        }
        return true;
    }
    if (seq > m_lastSeq + 1) {
        ++m_stats.gaps;
        const qint64 expected = m_lastSeq + 1;
        if (m_gapSeq != expected) {
            m_gapSeq = expected;
            m_gapRetries = 0;
        }
        const bool reopen = m_gapRetries < m_options.maxGapRetries;
        flush();
        emit seqGapDetected(expected, seq, reopen);
        if (m_state == State::Finished)
            return false;
        if (reopen) {
            ++m_gapRetries;
            connectionFailed(tr("Events %1 to %2 did not arrive; reopening after %3.")
                                 .arg(expected)
                                 .arg(seq - 1)
                                 .arg(m_lastSeq),
                             std::nullopt, true);
            return false;
        }
        m_gapSeq = -1; // accepted: the hole stays
    }
    m_lastSeq = seq;
    rememberContent(seq, event);
    if (m_gapSeq >= 0 && seq >= m_gapSeq)
        m_gapSeq = -1;
    if (!m_sawNewEvent) {
        m_sawNewEvent = true;
        m_backoff.reset();
        m_attemptsWithoutProgress = 0;
        if (m_reconnect) {
            m_reconnect->gotNewEvents = true;
            reportReconnect();
            if (m_state == State::Finished)
                return false;
        }
    }
    const bool terminal = event.isTerminal();
    std::optional<RunEvent> copy;
    if (terminal)
        copy = event;
    queue(std::move(event));
    if (terminal) {
        m_terminal = std::move(copy);
        end(EndReason::Terminal);
        return false;
    }
    return m_state != State::Finished;
}

void RunStream::onReplyFinished()
{
    QNetworkReply* reply = m_reply.data();
    if (!reply)
        return;
    if (m_status == 0)
        onMetaData();
    if (m_reply.data() != reply)
        return;
    const QByteArray rest = reply->readAll();
    if (!rest.isEmpty()) {
        m_stats.bytesReceived += rest.size();
        if (m_eventStream)
            processChunk(rest);
        else if (m_errorBody.size() < MaxErrorBodyBytes)
            m_errorBody += rest.left(MaxErrorBodyBytes - m_errorBody.size());
        if (m_reply.data() != reply)
            return; // the terminal event, a hole or a slot ended this connection
    }
    const int status = m_status;
    const QNetworkReply::NetworkError networkError = reply->error();
    const QString errorString = reply->errorString();
    const QByteArray retryAfter = reply->rawHeader("Retry-After");
    const QByteArray wwwAuthenticate = reply->rawHeader("WWW-Authenticate");
    const QUrl redirectedTo =
        ApiClient::redirectTarget(status, reply->url(), reply->rawHeader("Location"));
    dropConnection();

    if (m_eventStream) {
        connectionFailed(networkError == QNetworkReply::NoError
                             ? tr("The server closed the stream before the run ended.")
                             : tr("The stream broke off: %1").arg(errorString),
                         std::nullopt);
        return;
    }
    if (status == 0) {
        connectionFailed(tr("The server could not be reached: %1").arg(errorString), std::nullopt);
        return;
    }
    if (status >= 200 && status < 300) {
        connectionFailed(tr("The server answered HTTP %1 without an event stream.").arg(status),
                         std::nullopt);
        return;
    }
    const ApiError error = ApiError::fromResponse(status, m_errorBody, retryAfter, wwwAuthenticate);
    m_lastError = error;
    if (redirectedTo.isValid()) {
        // Final: the next connection would be redirected the same way.
        fail(ApiClient::describeRedirect(status, redirectedTo));
        return;
    }
    ApiClient* client = m_client.data();
    if (status == 401 && !m_refreshTried && client && client->canRefreshCredential()) {
        m_refreshTried = true;
        setState(State::Waiting);
        client->refreshCredential(
            this,
            [this, error](bool ok) {
                if (m_state == State::Finished)
                    return;
                if (ok)
                    connectionFailed(tr("The credential was refreshed."), std::nullopt, true);
                else
                    fail(error.describe());
            },
            m_sentAtEpoch);
        return;
    }
    if (status == 408 || status == 425 || status == 429 || status >= 500) {
        std::optional<qint64> retryAfterMs;
        if (error.retryAfterSeconds)
            retryAfterMs = *error.retryAfterSeconds * 1000;
        connectionFailed(error.describe(), retryAfterMs);
        return;
    }
    fail(error.describe());
}

void RunStream::onStall()
{
    if (!m_reply)
        return;
    ++m_stats.stalls;
    connectionFailed(
        tr("Nothing arrived for %1 ms; the connection stalled.").arg(m_options.stallTimeoutMs),
        std::nullopt);
}

void RunStream::onFrameTimeout()
{
    if (!m_reply)
        return;
    ++m_stats.stalls;
    connectionFailed(tr("An event was begun but not completed within %1 ms; the connection "
                        "stalled.")
                         .arg(m_options.frameTimeoutMs),
                     std::nullopt);
}

void RunStream::onHeaderTimeout()
{
    if (!m_reply || m_status != 0)
        return;
    ++m_stats.stalls;
    ApiClient* client = m_client.data();
    connectionFailed(client ? client->headerTimeoutProblem() : QString(), std::nullopt);
}

void RunStream::dropConnection()
{
    m_stallTimer.stop();
    m_frameTimer.stop();
    m_headerTimer.stop();
    if (QNetworkReply* reply = m_reply.data()) {
        m_reply = nullptr;
        disconnect(reply, nullptr, this, nullptr);
        if (!reply->isFinished())
            reply->abort();
        reply->deleteLater();
    }
}

void RunStream::connectionFailed(const QString& reason, std::optional<qint64> retryAfterMs,
                                 bool immediate)
{
    if (m_state == State::Finished)
        return;
    dropConnection();
    m_lastProblem = reason;
    flush();
    if (m_reconnect) {
        reportReconnect(); // that connection ended without a new event
        if (m_state == State::Finished)
            return;
    }
    if (!m_sawNewEvent && !immediate)
        ++m_attemptsWithoutProgress;
    if (m_options.maxAttemptsWithoutProgress > 0 &&
        m_attemptsWithoutProgress >= m_options.maxAttemptsWithoutProgress) {
        fail(tr("Gave up after %n connection(s) in a row without a new event. Last problem: %1",
                nullptr, int(m_attemptsWithoutProgress))
                 .arg(reason));
        return;
    }
    const int delay = immediate ? 0 : m_backoff.nextDelayMs(m_serverRetryMs, retryAfterMs);
    m_resume = m_resume || m_lastSeq > 0;
    ++m_stats.reconnects;
    Reconnect info;
    info.connection = m_stats.connections + 1;
    info.reason = reason;
    info.resumedAfterSeq = m_resume ? m_lastSeq : 0;
    info.delayMs = delay;
    m_reconnect = info;
    m_sawNewEvent = false;
    setState(State::Waiting);
    emit reconnectScheduled(reason, delay, info.connection);
    if (m_state != State::Waiting)
        return; // a slot stopped the stream
    m_reconnectTimer.start(delay);
}

void RunStream::fail(const QString& problem)
{
    m_lastProblem = problem;
    end(EndReason::Failed);
}

void RunStream::end(EndReason reason)
{
    if (m_state == State::Finished)
        return;
    m_endReason = reason;
    m_reconnectTimer.stop();
    dropConnection();
    if (reason != EndReason::Terminal)
        m_reconnect.reset(); // nothing more to measure
    setState(State::Finished);
    flush();
    emit finished(reason);
}

void RunStream::queue(RunEvent&& event)
{
    m_pending.append(std::move(event));
    if (m_pending.size() >= std::max(1, m_options.maxBatchSize)) {
        flush();
        return;
    }
    if (!m_batchTimer.isActive())
        m_batchTimer.start(std::max(0, m_options.batchIntervalMs));
}

void RunStream::flush()
{
    m_batchTimer.stop();
    if (m_pending.isEmpty())
        return;
    const QList<RunEvent> batch = std::exchange(m_pending, {});
    m_stats.eventsDelivered += batch.size();
    ++m_stats.batches;
    emit eventsReceived(batch);
}

void RunStream::reportReconnect()
{
    if (!m_reconnect)
        return;
    const Reconnect info = *m_reconnect;
    m_reconnect.reset();
    flush();
    emit reconnected(info);
}

void RunStream::rememberContent(qint64 seq, const RunEvent& event)
{
    const qint64 end = m_contentBaseSeq + qint64(m_contentHashes.size());
    if (m_contentHashes.empty() || seq < end || seq - end >= RememberedSeqs) {
        m_contentHashes.clear();
        m_contentBaseSeq = seq;
    } else {
        m_contentHashes.insert(m_contentHashes.end(), size_t(seq - end), 0); // a hole
    }
    m_contentHashes.push_back(contentHash(event));
    while (qsizetype(m_contentHashes.size()) > RememberedSeqs) {
        m_contentHashes.pop_front();
        ++m_contentBaseSeq;
    }
}

RunStream::RepeatContent RunStream::compareContent(qint64 seq, const RunEvent& event) const
{
    const qint64 index = seq - m_contentBaseSeq;
    if (index < 0 || index >= qint64(m_contentHashes.size()) || m_contentHashes[size_t(index)] == 0)
        return RepeatContent::Unknown;
    return m_contentHashes[size_t(index)] == contentHash(event) ? RepeatContent::Same
                                                                : RepeatContent::Different;
}

} // namespace mantyx
