// SPDX-License-Identifier: MIT
// HttpRequestParser: an incremental HTTP/1.1 request parser with hard limits and no socket, so the
// sandbox decides what a malformed or oversized request gets, and a fuzzer can drive it alone.
#pragma once

#include <utility>

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace mantyx {

// One complete request as it came off the wire: names as sent, values without surrounding
// whitespace, the body already de-chunked.
struct HttpRequestMessage
{
    QByteArray method;
    QByteArray target;
    int minorVersion = 1; // HTTP/1.<minorVersion>
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    // The first value of a header (names compare without case), empty when absent.
    QByteArray header(QByteArrayView name) const;
    qsizetype headerCount(QByteArrayView name) const;
    // Whether the client wants the connection kept after this request (RFC 9112 §9.3).
    bool keepAlive() const;
};

class HttpRequestParser final
{
    Q_DECLARE_TR_FUNCTIONS(mantyx::HttpRequestParser)

public:
    static constexpr qsizetype MaxRequestLineBytes = 8 * 1024;
    static constexpr qsizetype MaxHeaderLineBytes = 8 * 1024;
    static constexpr int MaxHeaderCount = 100;
    static constexpr qsizetype MaxHeaderBlockBytes = 64 * 1024;
    static constexpr qint64 MaxBodyBytes = qint64(64) * 1024 * 1024;
    // A chunk-size line: hex digits and an extension nobody needs to be long.
    static constexpr qsizetype MaxChunkLineBytes = 1024;
    // Empty lines tolerated before a request line (RFC 9112 §2.2).
    static constexpr int MaxLeadingEmptyLines = 8;

    struct Limits
    {
        qsizetype requestLineBytes = MaxRequestLineBytes;
        qsizetype headerLineBytes = MaxHeaderLineBytes;
        int headerCount = MaxHeaderCount;
        qsizetype headerBlockBytes = MaxHeaderBlockBytes;
        qint64 bodyBytes = MaxBodyBytes;
    };

    enum class State
    {
        NeedMore,
        Complete, // takeRequest() hands it over
        Error,    // errorStatus()/errorReason(); the connection cannot be trusted any more
    };

    HttpRequestParser() = default;
    explicit HttpRequestParser(const Limits& limits);

    // Appends `bytes` and parses as far as they go. After Complete nothing more is parsed until
    // takeRequest(); after Error nothing ever is.
    State feed(QByteArrayView bytes);
    State state() const { return m_state; }

    // The complete request; bytes after it stay buffered, and the next feed() (empty is fine)
    // parses them as the next request.
    HttpRequestMessage takeRequest();

    int errorStatus() const { return m_errorStatus; }
    QString errorReason() const { return m_errorReason; }

    // The head of the current request is in: what is missing is body.
    bool headComplete() const;
    // The client waits for "100 Continue" before it sends the body it announced.
    bool expectsContinue() const { return m_expectsContinue && headComplete(); }
    // Bytes received and not yet handed over in a request (a partial or pipelined one).
    qsizetype bufferedBytes() const { return m_buffer.size() - m_pos; }

private:
    enum class Phase
    {
        RequestLine,
        Headers,
        Body,
        ChunkSize,
        ChunkData,
        ChunkDataEnd,
        Trailers,
        Done,
    };
    enum class LineResult
    {
        Line,
        NeedMore,
        TooLong,
    };

    void parse();
    LineResult nextLine(qsizetype limit, QByteArrayView* line);
    bool parseRequestLine(QByteArrayView line);
    bool parseHeaderLine(QByteArrayView line, bool trailer);
    bool startBody();
    bool parseChunkSize(QByteArrayView line);
    bool headBytesExceeded(qsizetype pending) const;
    void fail(int status, const QString& reason);
    void complete();

    Limits m_limits;
    State m_state = State::NeedMore;
    Phase m_phase = Phase::RequestLine;
    QByteArray m_buffer;
    qsizetype m_pos = 0;     // start of what is not parsed yet
    qsizetype m_scanPos = 0; // where the search for the next line end resumes
    qsizetype m_headBytes = 0;
    int m_leadingEmptyLines = 0;
    int m_trailerCount = 0;
    qint64 m_remaining = 0; // body bytes (or bytes of the current chunk) still to come
    bool m_expectsContinue = false;
    HttpRequestMessage m_request;
    int m_errorStatus = 0;
    QString m_errorReason;
};

} // namespace mantyx
