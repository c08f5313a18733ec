// SPDX-License-Identifier: MIT
// HttpRequestParser: request line, header fields, Content-Length and chunked bodies (RFC 9112),
// strict where leniency lets two parsers disagree about where a request ends.
#include "sandbox/httprequestparser.h"

#include <algorithm>
#include <limits>

namespace mantyx {

namespace {

bool isTchar(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if ((u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (char c : text) {
        if (!isTchar(c))
            return false;
    }
    return true;
}

bool isWhitespace(char c)
{
    return c == ' ' || c == '\t';
}

QByteArrayView trimmed(QByteArrayView text)
{
    while (!text.isEmpty() && isWhitespace(text.front()))
        text = text.sliced(1);
    while (!text.isEmpty() && isWhitespace(text.back()))
        text.chop(1);
    return text;
}

bool equalsNoCase(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        char x = a.at(i);
        char y = b.at(i);
        if (x >= 'A' && x <= 'Z')
            x = char(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = char(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

// Comma-separated list members of every value of `name`, trimmed, empty ones dropped.
QList<QByteArrayView> listMembers(const HttpRequestMessage& request, QByteArrayView name)
{
    QList<QByteArrayView> members;
    for (const auto& [key, value] : request.headers) {
        if (!equalsNoCase(key, name))
            continue;
        QByteArrayView rest(value);
        while (!rest.isEmpty()) {
            const qsizetype comma = rest.indexOf(',');
            const QByteArrayView member = trimmed(comma < 0 ? rest : rest.first(comma));
            if (!member.isEmpty())
                members.append(member);
            rest = comma < 0 ? QByteArrayView() : rest.sliced(comma + 1);
        }
    }
    return members;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

} // namespace

QByteArray HttpRequestMessage::header(QByteArrayView name) const
{
    for (const auto& [key, value] : headers) {
        if (equalsNoCase(key, name))
            return value;
    }
    return {};
}

qsizetype HttpRequestMessage::headerCount(QByteArrayView name) const
{
    qsizetype count = 0;
    for (const auto& [key, value] : headers) {
        if (equalsNoCase(key, name))
            ++count;
    }
    return count;
}

bool HttpRequestMessage::keepAlive() const
{
    const QList<QByteArrayView> options = listMembers(*this, "connection");
    const auto has = [&options](QByteArrayView wanted) {
        for (QByteArrayView option : options) {
            if (equalsNoCase(option, wanted))
                return true;
        }
        return false;
    };
    if (has("close"))
        return false;
    return minorVersion >= 1 || has("keep-alive");
}

HttpRequestParser::HttpRequestParser(const Limits& limits)
    : m_limits(limits)
{}

HttpRequestParser::State HttpRequestParser::feed(QByteArrayView bytes)
{
    if (m_state == State::Error)
        return m_state;
    // Parsed bytes are dropped once they are many or all, so a long chunked body does not keep
    // its framing around.
    if (m_pos > 0 && (m_pos == m_buffer.size() || m_pos >= 64 * 1024) && m_phase != Phase::Body) {
        m_buffer.remove(0, m_pos);
        m_scanPos = std::max<qsizetype>(0, m_scanPos - m_pos);
        m_pos = 0;
    }
    m_buffer.append(bytes.data(), bytes.size());
    if (m_state == State::NeedMore)
        parse();
    return m_state;
}

HttpRequestMessage HttpRequestParser::takeRequest()
{
    if (m_state != State::Complete)
        return {};
    HttpRequestMessage request = std::move(m_request);
    m_request = HttpRequestMessage();
    m_buffer.remove(0, m_pos);
    m_pos = 0;
    m_scanPos = 0;
    m_headBytes = 0;
    m_leadingEmptyLines = 0;
    m_trailerCount = 0;
    m_remaining = 0;
    m_expectsContinue = false;
    m_phase = Phase::RequestLine;
    m_state = State::NeedMore;
    return request;
}

bool HttpRequestParser::headComplete() const
{
    return m_phase != Phase::RequestLine && m_phase != Phase::Headers;
}

void HttpRequestParser::fail(int status, const QString& reason)
{
    m_state = State::Error;
    m_errorStatus = status;
    m_errorReason = reason;
    m_request = HttpRequestMessage();
    m_buffer.clear();
    m_pos = 0;
    m_scanPos = 0;
}

void HttpRequestParser::complete()
{
    m_phase = Phase::Done;
    m_state = State::Complete;
}

bool HttpRequestParser::headBytesExceeded(qsizetype pending) const
{
    return m_headBytes + pending > m_limits.headerBlockBytes;
}

HttpRequestParser::LineResult HttpRequestParser::nextLine(qsizetype limit, QByteArrayView* line)
{
    const qsizetype searchFrom = std::max(m_scanPos, m_pos);
    const qsizetype lf = m_buffer.indexOf('\n', searchFrom);
    if (lf < 0) {
        m_scanPos = m_buffer.size();
        // Room for the CR of a CRLF that is still on its way.
        return m_buffer.size() - m_pos > limit + 1 ? LineResult::TooLong : LineResult::NeedMore;
    }
    QByteArrayView text(m_buffer.constData() + m_pos, lf - m_pos);
    if (!text.isEmpty() && text.back() == '\r')
        text.chop(1);
    if (text.size() > limit)
        return LineResult::TooLong;
    *line = text;
    m_pos = lf + 1;
    m_scanPos = m_pos;
    return LineResult::Line;
}

void HttpRequestParser::parse()
{
    while (m_state == State::NeedMore) {
        switch (m_phase) {
        case Phase::RequestLine:
        case Phase::Headers:
        case Phase::Trailers: {
            const bool requestLine = m_phase == Phase::RequestLine;
            // A request starts with a method: anything else (a TLS greeting, binary noise) is
            // refused at its first byte rather than after a line's worth of it.
            if (requestLine && m_pos < m_buffer.size()) {
                const char first = m_buffer.at(m_pos);
                if (first != '\r' && first != '\n' && !isTchar(first)) {
                    fail(400, tr("The request does not start with a method."));
                    return;
                }
            }
            const qsizetype limit =
                requestLine ? m_limits.requestLineBytes : m_limits.headerLineBytes;
            const qsizetype before = m_pos;
            QByteArrayView line;
            const LineResult got = nextLine(limit, &line);
            if (got == LineResult::TooLong) {
                if (requestLine)
                    fail(414, tr("The request line is longer than %1 bytes.").arg(limit));
                else
                    fail(431, tr("A header line is longer than %1 bytes.").arg(limit));
                return;
            }
            if (got == LineResult::NeedMore) {
                if (headBytesExceeded(m_buffer.size() - m_pos))
                    fail(431, tr("The request head is larger than %1 bytes.")
                                  .arg(m_limits.headerBlockBytes));
                return;
            }
            m_headBytes += m_pos - before;
            if (headBytesExceeded(0)) {
                fail(
                    431,
                    tr("The request head is larger than %1 bytes.").arg(m_limits.headerBlockBytes));
                return;
            }
            if (line.contains('\r') || line.contains('\0')) {
                fail(400, tr("The request head holds a bare CR or a NUL byte."));
                return;
            }
            if (requestLine) {
                if (line.isEmpty()) {
                    if (++m_leadingEmptyLines > MaxLeadingEmptyLines)
                        fail(400, tr("Too many empty lines before the request line."));
                    continue;
                }
                if (!parseRequestLine(line))
                    return;
                m_phase = Phase::Headers;
                continue;
            }
            if (line.isEmpty()) {
                if (m_phase == Phase::Trailers) {
                    complete();
                    return;
                }
                if (!startBody())
                    return;
                continue;
            }
            if (!parseHeaderLine(line, m_phase == Phase::Trailers))
                return;
            continue;
        }
        case Phase::Body:
            if (m_buffer.size() - m_pos < m_remaining)
                return;
            m_request.body = m_buffer.mid(m_pos, m_remaining);
            m_pos += m_remaining;
            m_scanPos = m_pos;
            m_remaining = 0;
            complete();
            return;
        case Phase::ChunkSize: {
            QByteArrayView line;
            const LineResult got = nextLine(MaxChunkLineBytes, &line);
            if (got == LineResult::TooLong) {
                fail(400, tr("A chunk-size line is longer than %1 bytes.").arg(MaxChunkLineBytes));
                return;
            }
            if (got == LineResult::NeedMore)
                return;
            if (!parseChunkSize(line))
                return;
            continue;
        }
        case Phase::ChunkData: {
            const qint64 available = std::min<qint64>(m_buffer.size() - m_pos, m_remaining);
            m_request.body.append(m_buffer.constData() + m_pos, available);
            m_pos += available;
            m_scanPos = m_pos;
            m_remaining -= available;
            if (m_remaining > 0)
                return;
            m_phase = Phase::ChunkDataEnd;
            continue;
        }
        case Phase::ChunkDataEnd: {
            const qsizetype available = m_buffer.size() - m_pos;
            if (available < 1)
                return;
            const char first = m_buffer.at(m_pos);
            if (first == '\n') {
                m_pos += 1;
            } else if (first == '\r') {
                if (available < 2)
                    return;
                if (m_buffer.at(m_pos + 1) != '\n') {
                    fail(400, tr("A chunk is not followed by a line end."));
                    return;
                }
                m_pos += 2;
            } else {
                fail(400, tr("A chunk is longer than its size says."));
                return;
            }
            m_scanPos = m_pos;
            m_phase = Phase::ChunkSize;
            continue;
        }
        case Phase::Done:
            complete();
            return;
        }
    }
}

bool HttpRequestParser::parseRequestLine(QByteArrayView line)
{
    const qsizetype firstSpace = line.indexOf(' ');
    const qsizetype lastSpace = line.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace == firstSpace) {
        fail(400, tr("The request line is not \"METHOD target HTTP/1.1\"."));
        return false;
    }
    const QByteArrayView method = line.first(firstSpace);
    const QByteArrayView target = line.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = line.sliced(lastSpace + 1);
    if (!isToken(method)) {
        fail(400, tr("The request method is not a token."));
        return false;
    }
    if (target.isEmpty()) {
        fail(400, tr("The request line is not \"METHOD target HTTP/1.1\"."));
        return false;
    }
    for (char c : target) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u == 0x7f) {
            fail(400, tr("The request target holds whitespace or a control character."));
            return false;
        }
    }
    if (version == "HTTP/1.1") {
        m_request.minorVersion = 1;
    } else if (version == "HTTP/1.0") {
        m_request.minorVersion = 0;
    } else if (version.size() == 8 && version.startsWith("HTTP/") && version.at(5) >= '0' &&
               version.at(5) <= '9' && version.at(6) == '.' && version.at(7) >= '0' &&
               version.at(7) <= '9') {
        fail(505, tr("Only HTTP/1.0 and HTTP/1.1 are spoken here."));
        return false;
    } else {
        fail(400, tr("The request line is not \"METHOD target HTTP/1.1\"."));
        return false;
    }
    m_request.method = method.toByteArray();
    m_request.target = target.toByteArray();
    return true;
}

bool HttpRequestParser::parseHeaderLine(QByteArrayView line, bool trailer)
{
    if (isWhitespace(line.front())) {
        fail(400, tr("A header line is folded (starts with whitespace)."));
        return false;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0 || !isToken(line.first(colon))) {
        fail(400, tr("A header line is not \"Name: value\"."));
        return false;
    }
    const QByteArrayView value = trimmed(line.sliced(colon + 1));
    for (char c : value) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t') || u == 0x7f) {
            fail(400, tr("A header value holds a control character."));
            return false;
        }
    }
    if (trailer) {
        // Trailer fields are read for framing and limits only; nothing here uses them.
        if (++m_trailerCount + m_request.headers.size() > m_limits.headerCount) {
            fail(431, tr("The request has more than %1 header fields.").arg(m_limits.headerCount));
            return false;
        }
        return true;
    }
    if (m_request.headers.size() >= m_limits.headerCount) {
        fail(431, tr("The request has more than %1 header fields.").arg(m_limits.headerCount));
        return false;
    }
    m_request.headers.append({line.first(colon).toByteArray(), value.toByteArray()});
    return true;
}

bool HttpRequestParser::startBody()
{
    if (m_request.headerCount("host") > 1) {
        fail(400, tr("The request has more than one Host header."));
        return false;
    }
    const qsizetype lengths = m_request.headerCount("content-length");
    const QList<QByteArrayView> codings = listMembers(m_request, "transfer-encoding");
    const bool hasCoding = m_request.headerCount("transfer-encoding") > 0;
    if (hasCoding && lengths > 0) {
        fail(400, tr("The request has both Content-Length and Transfer-Encoding."));
        return false;
    }
    const QList<QByteArrayView> expectations = listMembers(m_request, "expect");
    const bool continueWanted =
        std::any_of(expectations.begin(), expectations.end(),
                    [](QByteArrayView member) { return equalsNoCase(member, "100-continue"); });
    if (hasCoding) {
        if (m_request.minorVersion == 0) {
            fail(400, tr("An HTTP/1.0 request cannot use Transfer-Encoding."));
            return false;
        }
        if (codings.isEmpty() || !equalsNoCase(codings.back(), "chunked")) {
            fail(400, tr("The last transfer coding of a request must be chunked."));
            return false;
        }
        if (codings.size() > 1) {
            fail(501, tr("Only the chunked transfer coding is supported."));
            return false;
        }
        m_expectsContinue = continueWanted;
        m_phase = Phase::ChunkSize;
        return true;
    }
    qint64 length = 0;
    if (lengths > 1) {
        fail(400, tr("The request has more than one Content-Length."));
        return false;
    }
    if (lengths == 1) {
        const QByteArray text = m_request.header("content-length");
        if (text.isEmpty()) {
            fail(400, tr("Content-Length is not a number."));
            return false;
        }
        for (char c : text) {
            if (c < '0' || c > '9') {
                fail(400, tr("Content-Length is not a number."));
                return false;
            }
            const int digit = c - '0';
            if (length > (std::numeric_limits<qint64>::max() - digit) / 10) {
                length = std::numeric_limits<qint64>::max();
                break;
            }
            length = length * 10 + digit;
        }
    }
    if (length > m_limits.bodyBytes) {
        fail(413, tr("The body is larger than %1 bytes.").arg(m_limits.bodyBytes));
        return false;
    }
    m_expectsContinue = continueWanted && length > 0;
    m_remaining = length;
    m_phase = Phase::Body;
    return true;
}

bool HttpRequestParser::parseChunkSize(QByteArrayView line)
{
    qsizetype end = 0;
    qint64 size = 0;
    while (end < line.size() && hexValue(line.at(end)) >= 0) {
        if (size > (std::numeric_limits<qint64>::max() >> 4)) {
            fail(413, tr("The body is larger than %1 bytes.").arg(m_limits.bodyBytes));
            return false;
        }
        size = size * 16 + hexValue(line.at(end));
        ++end;
    }
    if (end == 0) {
        fail(400, tr("A chunk size is not a hexadecimal number."));
        return false;
    }
    QByteArrayView rest = line.sliced(end);
    while (!rest.isEmpty() && isWhitespace(rest.front()))
        rest = rest.sliced(1);
    if (!rest.isEmpty() && rest.front() != ';') {
        fail(400, tr("A chunk size is not a hexadecimal number."));
        return false;
    }
    for (char c : rest) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t') || u == 0x7f) {
            fail(400, tr("A chunk extension holds a control character."));
            return false;
        }
    }
    if (size > m_limits.bodyBytes - m_request.body.size()) {
        fail(413, tr("The body is larger than %1 bytes.").arg(m_limits.bodyBytes));
        return false;
    }
    if (size == 0) {
        m_phase = Phase::Trailers;
        return true;
    }
    m_remaining = size;
    m_phase = Phase::ChunkData;
    return true;
}

} // namespace mantyx
