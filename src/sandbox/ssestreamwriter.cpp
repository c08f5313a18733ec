// SPDX-License-Identifier: MIT
// SseStreamWriter: frames, keep-alive and per-connection faults for one stream client.
#include "sandbox/ssestreamwriter.h"

#include <algorithm>

#include "protocol/eventencoder.h"
#include "sandbox/httpconnection.h"
#include "sandbox/sandboxrun.h"

using namespace Qt::StringLiterals;

namespace mantyx {

SseStreamWriter::SseStreamWriter(SandboxRun* run, HttpConnection* connection, qint64 afterSeq,
                                 const FaultPlan& faults, int keepAliveMs, QObject* parent)
    : QObject(parent)
    , m_run(run)
    , m_connection(connection)
    , m_lastSeq(afterSeq)
    , m_resumedAfter(afterSeq)
    , m_faults(faults)
{
    if (m_faults.dupOnResume > 0 && afterSeq > 0)
        m_lastSeq = std::max<qint64>(0, afterSeq - m_faults.dupOnResume);
    m_keepAlive.setSingleShot(true);
    m_keepAlive.setInterval(std::max(1, keepAliveMs));
    connect(&m_keepAlive, &QTimer::timeout, this, &SseStreamWriter::onKeepAlive);
    if (m_connection) {
        // A client that goes away takes its connection with it; the writer follows.
        connect(m_connection, &HttpConnection::closed, this, &SseStreamWriter::close);
        connect(m_connection, &QObject::destroyed, this, &SseStreamWriter::close);
    }
    if (m_run) {
        connect(m_run, &SandboxRun::eventAppended, this, &SseStreamWriter::pump);
        connect(m_run, &QObject::destroyed, this, &SseStreamWriter::close);
    }
}

SseStreamWriter::~SseStreamWriter() = default;

void SseStreamWriter::start()
{
    if (!m_connection || !m_connection->canRespond() || !m_run) {
        close();
        return;
    }
    // The head goes out now, so the client sees 200 before the first event; the body ends
    // when the connection does (Connection: close).
    m_connection->beginStream(200, {{"Content-Type", "text/event-stream; charset=utf-8"},
                                    {"Cache-Control", "no-cache"},
                                    {"X-Accel-Buffering", "no"}});
    if (m_faults.stallAfterEvents == 0) {
        m_stalled = true;
        return;
    }
    m_keepAlive.start();
    pump();
}

void SseStreamWriter::pump()
{
    if (m_closed || m_stalled || !m_run || !m_connection)
        return;
    const QList<SandboxEvent>& events = m_run->events();
    // Events are numbered 1..n in list order, so the resume point is an index.
    for (qsizetype i = std::max<qint64>(0, m_lastSeq); i < events.size(); ++i) {
        writeEvent(events.at(i));
        if (m_closed || m_stalled)
            return;
    }
    if (m_run->isTerminal() && m_lastSeq >= events.size())
        close(); // the terminal event is out (or the client resumed after it)
}

void SseStreamWriter::writeEvent(const SandboxEvent& event)
{
    const char* eol = m_faults.crlf ? "\r\n" : "\n";
    // The log keeps envelopes; each connection gets the shape it was asked for.
    const QByteArray data =
        EventEncoder::reshapeEnvelope(event.line, m_faults.shape.value_or(EventShape::Both));
    QByteArray frame;
    frame.reserve(data.size() + event.type.size() + 48);
    frame += "id: " + QByteArray::number(event.seq) + eol;
    if (!m_faults.stripEvent)
        frame += "event: " + event.type.toUtf8() + eol;
    frame += "data: " + data + eol + eol;
    m_lastSeq = event.seq;
    writeBytes(frame);
    if (m_closed)
        return;
    // The cut and stall faults count new events only, so a connection that re-sends frames
    // still carries at least one new event and a resuming client makes progress.
    if (event.seq <= m_resumedAfter)
        return;
    ++m_eventsWritten;
    if (m_faults.cutAfterEvents > 0 && m_eventsWritten >= m_faults.cutAfterEvents) {
        close();
        return;
    }
    if (m_faults.stallAfterEvents > 0 && m_eventsWritten >= m_faults.stallAfterEvents) {
        m_stalled = true;
        m_keepAlive.stop();
    }
}

void SseStreamWriter::writeBytes(const QByteArray& bytes)
{
    if (!m_connection || m_closed)
        return;
    // The cut lands inside the frame that crosses the limit, but never before the connection
    // carried one whole event: otherwise a frame longer than the limit would never get through
    // and a resuming client could not make progress.
    if (m_faults.cutEveryBytes > 0 && m_eventsWritten > 0 &&
        m_bytesWritten + bytes.size() > m_faults.cutEveryBytes) {
        qint64 room = m_faults.cutEveryBytes - m_bytesWritten;
        if (room <= 0 || room >= bytes.size())
            room = bytes.size() / 2;
        m_connection->writeStreamBytes(QByteArrayView(bytes).first(room));
        m_bytesWritten += room;
        close();
        return;
    }
    m_connection->writeStreamBytes(bytes);
    m_bytesWritten += bytes.size();
    m_keepAlive.start();
}

void SseStreamWriter::onKeepAlive()
{
    if (m_closed || m_stalled || !m_connection)
        return;
    writeBytes(m_faults.crlf ? QByteArrayLiteral(": keep-alive\r\n\r\n")
                             : QByteArrayLiteral(": keep-alive\n\n"));
}

void SseStreamWriter::close()
{
    if (m_closed)
        return;
    m_closed = true;
    m_keepAlive.stop();
    if (m_run)
        disconnect(m_run, nullptr, this, nullptr);
    if (HttpConnection* connection = m_connection.data())
        connection->close(); // sends what was written, then closes
    deleteLater();
}

} // namespace mantyx
