// SPDX-License-Identifier: MIT
// CaptureWriter: JSON Lines assembly (raw event data spliced in verbatim) and spec redaction.
#include "run/capturewriter.h"

#include <cstring>

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringDecoder>

#include "protocol/specvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QByteArray jsonString(const QString& text)
{
    // A one-element array is the shortest way to have Qt escape a string for us.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// `bytes` as a JSON string that reads back as exactly these bytes; nothing when there is none and
// they must go as base64. Stateless decoding: a multi-byte sequence cut off at the end is not
// UTF-8 (not one left pending for a chunk that never comes). Read back to be sure: Qt's JSON
// parser drops a U+FEFF inside a string.
std::optional<QByteArray> exactJsonString(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    if (QJsonDocument::fromJson(array).array().at(0).toString().toUtf8() != bytes)
        return std::nullopt;
    return array.mid(1, array.size() - 2);
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Scanner over JSON text; positions are byte offsets. Lenient: it only has to find the end of
// a value in text the decoder already accepted.
struct Scanner
{
    QByteArrayView text;
    qsizetype pos = 0;

    bool atEnd() const { return pos >= text.size(); }
    char peek() const { return atEnd() ? '\0' : text.at(pos); }
    void skipSpace()
    {
        while (!atEnd() && isJsonSpace(text.at(pos)))
            ++pos;
    }
    bool skipString()
    {
        if (peek() != '"')
            return false;
        // From quote to quote (memchr), not byte by byte: a quote after an odd run of
        // backslashes is escaped, as reading `\` as "skip the next byte" would find.
        const char* const begin = text.data() + pos + 1;
        const char* const end = text.data() + text.size();
        const char* p = begin;
        while (p < end) {
            const auto* quote = static_cast<const char*>(std::memchr(p, '"', size_t(end - p)));
            if (!quote)
                break;
            const char* back = quote;
            while (back > begin && back[-1] == '\\')
                --back;
            if ((quote - back) % 2 == 0) {
                pos = quote + 1 - text.data();
                return true;
            }
            p = quote + 1;
        }
        pos = text.size();
        return false;
    }
    bool skipValue()
    {
        const char c = peek();
        if (c == '"')
            return skipString();
        if (c == '{' || c == '[') {
            int depth = 0;
            while (!atEnd()) {
                const char d = peek();
                if (d == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                ++pos;
                if (d == '{' || d == '[')
                    ++depth;
                else if ((d == '}' || d == ']') && --depth == 0)
                    return true;
            }
            return false;
        }
        const qsizetype start = pos;
        while (!atEnd()) {
            const char d = peek();
            if (d == ',' || d == '}' || d == ']' || isJsonSpace(d))
                break;
            ++pos;
        }
        return pos > start;
    }
};

// Credential-looking string values: a MANTYX key or token (`mantyx_` and a long tail, unlike
// the tool kinds `mantyx` and `mantyx_plugin`), a bearer or basic Authorization value.
bool looksLikeCredential(const QString& value)
{
    static const QRegularExpression pattern(
        u"^(mantyx_[A-Za-z0-9_\\-]{8,}|(Bearer|Basic)\\s+\\S+)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(value.trimmed()).hasMatch();
}

QJsonValue redactValue(const QJsonValue& value);

QJsonObject redactObject(const QJsonObject& object)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        if (CaptureWriter::isCredentialKey(key)) {
            out.insert(key, QString(CaptureWriter::Redacted));
        } else if (key.compare("headers"_L1, Qt::CaseInsensitive) == 0 && it.value().isObject()) {
            QJsonObject headers = it.value().toObject();
            for (auto h = headers.begin(); h != headers.end(); ++h)
                h.value() = QString(CaptureWriter::Redacted);
            out.insert(key, headers);
        } else if (key.compare("headers"_L1, Qt::CaseInsensitive) == 0 && it.value().isArray()) {
            // [{name, value}] or [[name, value]] forms: keep names, hide values.
            QJsonArray headers;
            for (const QJsonValue& h : it.value().toArray()) {
                if (h.isObject()) {
                    QJsonObject entry = h.toObject();
                    if (entry.contains("value"_L1))
                        entry.insert("value"_L1, QString(CaptureWriter::Redacted));
                    headers.append(entry);
                } else if (h.isArray() && h.toArray().size() >= 2) {
                    headers.append(QJsonArray{h.toArray().at(0), QString(CaptureWriter::Redacted)});
                } else {
                    headers.append(QString(CaptureWriter::Redacted));
                }
            }
            out.insert(key, headers);
        } else if (key == "kind"_L1 || key == "type"_L1 || key == "name"_L1) {
            out.insert(key, it.value()); // discriminators and names (mantyx_tool_…), not secrets
        } else {
            out.insert(key, redactValue(it.value()));
        }
    }
    return out;
}

QJsonValue redactValue(const QJsonValue& value)
{
    if (value.isObject())
        return redactObject(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(redactValue(v));
        return out;
    }
    if (value.isString() && looksLikeCredential(value.toString()))
        return QString(CaptureWriter::Redacted);
    return value;
}

} // namespace

CaptureWriter::CaptureWriter() = default;

CaptureWriter::~CaptureWriter()
{
    close();
}

bool CaptureWriter::open(const QString& path, QString* error)
{
    close();
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = tr("Cannot write the capture file %1: %2").arg(path, file->errorString());
        return false;
    }
    m_file = std::move(file);
    m_device = m_file.get();
    m_path = path;
    m_clock.start();
    return true;
}

void CaptureWriter::setDevice(QIODevice* device)
{
    close();
    m_device = device;
    m_path.clear();
    m_clock.start();
}

bool CaptureWriter::isOpen() const
{
    return m_device && m_device->isOpen();
}

void CaptureWriter::close()
{
    if (m_file) {
        m_file->flush();
        m_file->close();
        // The test suite collects every capture it writes and scans them for its secrets
        // (tests/secrets/tst_capturesecrets); nothing is copied unless it asks.
        const QString audit = qEnvironmentVariable("MANTYX_CAPTURE_AUDIT_DIR");
        if (!audit.isEmpty() && QDir().mkpath(audit)) {
            static QAtomicInt counter;
            QFile::copy(m_path, QDir(audit).filePath(
                                    u"%1-%2.mxrun"_s.arg(QCoreApplication::applicationPid())
                                        .arg(counter.fetchAndAddRelaxed(1))));
        }
    }
    m_file.reset();
    m_device = nullptr;
}

bool CaptureWriter::writeLine(const QByteArray& line, QString* error)
{
    return writeLines(line, error);
}

bool CaptureWriter::writeLines(const QByteArray& lines, QString* error)
{
    if (!isOpen()) {
        if (error)
            *error = tr("The capture file is not open.");
        return false;
    }
    QByteArray bytes = lines;
    bytes += '\n';
    if (m_device->write(bytes) != bytes.size() || (m_file && !m_file->flush())) {
        if (error)
            *error = m_path.isEmpty()
                         ? tr("Writing the capture file failed: %1").arg(m_device->errorString())
                         : tr("Writing the capture file %1 failed: %2")
                               .arg(m_path, m_device->errorString());
        return false;
    }
    return true;
}

bool CaptureWriter::writeHeader(const Header& header, QString* error)
{
    return writeLine(headerLine(header), error);
}

bool CaptureWriter::writeEvent(const RunEvent& event, QString* error)
{
    return writeLine(eventLine(event, elapsedMs()), error);
}

bool CaptureWriter::writeEvents(const QList<RunEvent>& events, QString* error)
{
    // One write and one flush for the batch (a network read's events): on a crash the file
    // ends after the last whole batch, and a fast stream costs one system call per read, not
    // one per event. Lines are joined in a bounded buffer, so a huge batch is written in parts.
    static constexpr qsizetype kBatchBytes = 1 << 20;
    QByteArray lines;
    const qint64 tMs = elapsedMs();
    for (const RunEvent& event : events) {
        if (!lines.isEmpty())
            lines += '\n';
        lines += eventLine(event, tMs);
        if (lines.size() >= kBatchBytes) {
            if (!writeLines(lines, error))
                return false; // the next line would be written after a gap
            lines.clear();
        }
    }
    return lines.isEmpty() || writeLines(lines, error);
}

bool CaptureWriter::writeToolAnswer(const QJsonObject& body, int httpStatus, QString* error)
{
    return writeLine(toolAnswerLine(body, httpStatus, elapsedMs()), error);
}

QByteArray CaptureWriter::headerLine(const Header& header)
{
    const QUrl base = header.baseUrl.adjusted(QUrl::RemoveUserInfo);
    QByteArray line =
        "{\"format\":" + jsonString(QString(Format)) +
        ",\"version\":" + QByteArray::number(Version) +
        ",\"createdAt\":" + jsonString(header.createdAt.toUTC().toString(Qt::ISODateWithMs)) +
        ",\"baseUrl\":" + jsonString(base.toString()) +
        ",\"workspace\":" + jsonString(header.workspace) +
        ",\"runId\":" + jsonString(header.runId) + ",\"sessionId\":" +
        (header.sessionId.isEmpty() ? QByteArray("null") : jsonString(header.sessionId)) +
        ",\"spec\":" + compact(redactSpec(header.spec)) + '}';
    return line;
}

QByteArray CaptureWriter::eventLine(const RunEvent& event, qint64 tMs)
{
    const QByteArray seqBytes = event.seq >= 0 ? QByteArray::number(event.seq) : QByteArray();
    const QByteArray typeJson = jsonString(event.typeName);
    QByteArray line;
    line.reserve(event.raw.size() + typeJson.size() + 64);
    line += "{\"t\":" + QByteArray::number(tMs) +
            ",\"seq\":" + (event.seq >= 0 ? seqBytes : QByteArray("null")) +
            ",\"type\":" + typeJson + ",\"data\":";
    // A flat frame's payload is the frame itself: kept as it came, its shape said beside it.
    // Nothing of a malformed frame is spliced in: its bytes need not be JSON, or UTF-8.
    const bool malformed = event.type == EventType::Malformed;
    const bool flat = event.shape == EventShape::Flat && !malformed;
    const std::optional<QByteArrayView> data = malformed ? std::nullopt
                                               : flat    ? std::optional<QByteArrayView>(event.raw)
                                                         : rawMember(event.raw, "data");
    QByteArray frame; // the whole frame, when the reader could not rebuild it from the rest
    if (data) {
        // Whitespace between tokens is the only place a line break can be in valid JSON.
        const bool lineBreaks = event.raw.contains('\n') || event.raw.contains('\r');
        if (!lineBreaks) {
            // The usual frame: spliced as it is, and (an envelope) compared with the envelope
            // the reader rebuilds in place, without building it.
            line += *data;
            if (!flat && !isRebuiltEnvelope(event.raw, *data, seqBytes, typeJson))
                frame = event.raw;
        } else {
            QByteArray bytes = data->toByteArray();
            bytes.replace('\n', ' ').replace('\r', ' ');
            if (!flat) {
                frame = event.raw;
                frame.replace('\n', ' ').replace('\r', ' ');
                if (frame == envelopeBytes(seqBytes, event.typeName, bytes))
                    frame.clear();
            }
            line += bytes;
        }
    } else {
        line += "null";
    }
    if (event.shape != EventShape::Envelope && event.type != EventType::Malformed)
        line += ",\"shape\":" + jsonString(QString(eventShapeName(event.shape)));
    // Other members beside "data" (a "both" frame), another member order or spacing: kept, so
    // the frame read back is the frame received, byte for byte.
    if (!frame.isEmpty())
        line += ",\"frame\":" + frame;
    if (!data) {
        // Every line must parse: bytes that are not UTF-8 are kept as base64.
        if (const std::optional<QByteArray> text = exactJsonString(event.raw))
            line += ",\"raw\":" + *text;
        else
            line += ",\"rawBase64\":\"" + event.raw.toBase64() + '"';
    }
    line += '}';
    return line;
}

bool CaptureWriter::isRebuiltEnvelope(QByteArrayView raw, QByteArrayView data,
                                      QByteArrayView seqBytes, QByteArrayView typeJson)
{
    // envelopeBytes(seqBytes, type, data) == raw, where data is a view into raw: the same
    // length, data where the envelope puts it, and the bytes around it those of the envelope.
    static constexpr QByteArrayView seqKey = "\"seq\":";
    static constexpr QByteArrayView typeKey = "\"type\":";
    static constexpr QByteArrayView dataKey = ",\"data\":";
    const qsizetype seqPart = seqBytes.isEmpty() ? 0 : seqKey.size() + seqBytes.size() + 1;
    const qsizetype prefix = 1 + seqPart + typeKey.size() + typeJson.size() + dataKey.size();
    if (raw.size() != prefix + data.size() + 1 || data.data() != raw.data() + prefix ||
        raw.front() != '{' || raw.back() != '}')
        return false;
    QByteArrayView rest = raw.sliced(1);
    if (!seqBytes.isEmpty()) {
        if (!rest.startsWith(seqKey) || !rest.sliced(seqKey.size()).startsWith(seqBytes) ||
            rest.at(seqKey.size() + seqBytes.size()) != ',')
            return false;
        rest = rest.sliced(seqPart);
    }
    return rest.startsWith(typeKey) && rest.sliced(typeKey.size()).startsWith(typeJson) &&
           rest.sliced(typeKey.size() + typeJson.size()).startsWith(dataKey);
}

QByteArray CaptureWriter::toolAnswerLine(const QJsonObject& body, int httpStatus, qint64 tMs)
{
    QByteArray line = "{\"t\":" + QByteArray::number(tMs) +
                      ",\"toolUseId\":" + jsonString(body.value("toolUseId"_L1).toString());
    if (body.contains("result"_L1))
        line += ",\"result\":" + jsonString(body.value("result"_L1).toString());
    if (body.contains("error"_L1))
        line += ",\"error\":" + jsonString(body.value("error"_L1).toString());
    if (body.value("files"_L1).isArray()) {
        QJsonArray files;
        for (const QJsonValue& v : body.value("files"_L1).toArray()) {
            const QJsonObject file = v.toObject();
            QJsonObject summary{{"filename"_L1, file.value("filename"_L1)},
                                {"mimeType"_L1, file.value("mimeType"_L1)}};
            if (const std::optional<qint64> size =
                    SpecValidator::decodedBase64Size(file.value("data"_L1).toString()))
                summary.insert("size"_L1, double(*size));
            files.append(summary);
        }
        line += ",\"files\":" + QJsonDocument(files).toJson(QJsonDocument::Compact);
    }
    line += ",\"status\":" + QByteArray::number(httpStatus) + '}';
    return line;
}

bool CaptureWriter::isCredentialKey(QStringView key)
{
    QString k = key.toString().toLower();
    k.remove(u'-').remove(u'_').remove(u'.');
    if (k == "token"_L1 || k == "auth"_L1 || k.endsWith("token"_L1))
        return true; // accessToken, refresh_token, bearerToken; never "maxTokens"
    for (const auto word : {"authorization"_L1, "apikey"_L1, "secret"_L1, "password"_L1,
                            "passwd"_L1, "cookie"_L1, "credential"_L1, "privatekey"_L1}) {
        if (k.contains(word))
            return true;
    }
    return false;
}

QJsonObject CaptureWriter::redactSpec(const QJsonObject& spec)
{
    return redactObject(spec);
}

QByteArray CaptureWriter::envelopeBytes(QByteArrayView seqBytes, const QString& typeName,
                                        QByteArrayView dataBytes)
{
    return '{' + (seqBytes.isEmpty() ? QByteArray() : "\"seq\":" + seqBytes.toByteArray() + ',') +
           "\"type\":" + jsonString(typeName) + ",\"data\":" + dataBytes.toByteArray() + '}';
}

qsizetype CaptureWriter::rawValueEnd(QByteArrayView json, qsizetype from)
{
    Scanner s{json, from};
    return s.skipValue() ? s.pos : -1;
}

std::optional<QByteArrayView> CaptureWriter::rawMember(QByteArrayView jsonObject,
                                                       QByteArrayView key)
{
    Scanner s{jsonObject};
    s.skipSpace();
    if (s.peek() != '{')
        return std::nullopt;
    ++s.pos;
    // A repeated key is read as its last occurrence, as QJsonDocument reads it.
    std::optional<QByteArrayView> found;
    for (;;) {
        s.skipSpace();
        if (s.peek() == '}')
            return found;
        if (s.atEnd())
            return std::nullopt;
        const qsizetype keyStart = s.pos + 1;
        if (!s.skipString())
            return std::nullopt;
        const QByteArrayView name = jsonObject.sliced(keyStart, s.pos - 1 - keyStart);
        s.skipSpace();
        if (s.peek() != ':')
            return std::nullopt;
        ++s.pos;
        s.skipSpace();
        const qsizetype valueStart = s.pos;
        if (!s.skipValue())
            return std::nullopt;
        if (name == key)
            found = jsonObject.sliced(valueStart, s.pos - valueStart);
        s.skipSpace();
        if (s.peek() == ',')
            ++s.pos;
        else if (s.peek() == '}')
            return found;
        else
            return std::nullopt;
    }
}

} // namespace mantyx
