// SPDX-License-Identifier: MIT
#include "run/capturereader.h"

#include <algorithm>
#include <cstring>

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

#include "protocol/jsonparse.h"
#include "run/capturewriter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// Slices of this size are read from a file by readFile().
constexpr qint64 ReadSlice = 1 << 20;

QByteArray sseIdFor(const QJsonValue& seq)
{
    return seq.isDouble() ? QByteArray::number(seq.toInteger()) : QByteArray();
}

// A JSON integer as CaptureWriter writes `t` and `seq`: digits, no leading zero, few enough to be
// exact. Its length in `in` from `pos`, 0 when there is none.
qsizetype plainInteger(QByteArrayView in, qsizetype pos)
{
    qsizetype end = pos;
    while (end < in.size() && in[end] >= '0' && in[end] <= '9')
        ++end;
    const qsizetype length = end - pos;
    if (length == 0 || length > 15 || (length > 1 && in[pos] == '0'))
        return 0;
    return length;
}

// The value of an integer plainInteger() measured.
qint64 plainIntegerValue(QByteArrayView digits)
{
    qint64 value = 0;
    for (const char c : digits)
        value = value * 10 + (c - '0');
    return value;
}

bool takePrefix(QByteArrayView in, qsizetype& pos, QByteArrayView prefix)
{
    if (!in.sliced(pos).startsWith(prefix))
        return false;
    pos += prefix.size();
    return true;
}

} // namespace

QJsonObject CaptureAnswer::body() const
{
    QJsonObject body{{"toolUseId"_L1, toolUseId}};
    if (result)
        body.insert("result"_L1, *result);
    if (error)
        body.insert("error"_L1, *error);
    if (!files.isEmpty())
        body.insert("files"_L1, files);
    return body;
}

CaptureReader::CaptureReader() = default;

void CaptureReader::append(QByteArrayView bytes)
{
    if (m_damage || m_finished || bytes.isEmpty())
        return;
    // Lines are cut out of the pending bytes plus the new ones without copying whole lines
    // twice: only the incomplete tail is kept for the next call.
    qsizetype from = 0;
    // A record is large (a decoded event): growing the list line by line would move each one
    // several times. Room for as many lines as the lines so far say these bytes hold.
    const qint64 averageLine = m_line > 0 ? std::max<qint64>(m_consumed / m_line, 16) : 128;
    if (!m_consumer)
        m_records.reserve(m_records.size() + bytes.size() / averageLine + 16);
    if (!m_pending.isEmpty()) {
        const qsizetype newline = bytes.indexOf('\n');
        if (newline < 0) {
            m_pending.append(bytes);
            if (m_pending.size() > MaxLineBytes)
                damaged(
                    tr("Line %1 is longer than %2 MB.").arg(m_line + 1).arg(MaxLineBytes >> 20));
            return;
        }
        m_pending.append(bytes.first(newline));
        const QByteArray line = std::exchange(m_pending, {});
        readLine(line, false);
        m_consumed += line.size() + 1;
        from = newline + 1;
    }
    while (!m_damage && from < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', from);
        if (newline < 0) {
            m_pending = bytes.sliced(from).toByteArray();
            if (m_pending.size() > MaxLineBytes)
                damaged(
                    tr("Line %1 is longer than %2 MB.").arg(m_line + 1).arg(MaxLineBytes >> 20));
            return;
        }
        readLine(bytes.sliced(from, newline - from), false);
        m_consumed += newline - from + 1;
        from = newline + 1;
    }
}

void CaptureReader::finish()
{
    if (m_finished)
        return;
    if (!m_damage && !m_pending.isEmpty()) {
        const QByteArray line = std::exchange(m_pending, {});
        readLine(line, true);
        if (!m_damage)
            m_consumed += line.size();
    }
    if (!m_damage && !m_header)
        damaged(tr("The file is empty: it has no capture header."));
    m_finished = true;
}

QList<CaptureRecord> CaptureReader::takeRecords()
{
    return std::exchange(m_records, {});
}

void CaptureReader::damaged(const QString& reason)
{
    if (m_damage)
        return;
    m_damage = CaptureDamage{m_line + 1, m_consumed, reason};
    m_pending.clear();
}

void CaptureReader::readLine(QByteArrayView line, bool last)
{
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.trimmed().isEmpty()) {
        ++m_line; // an empty line (a blank last line, an editor's trailing newline) is nothing
        return;
    }
    if (m_header && readPlainEventLine(line))
        return;
    QJsonParseError parseError{};
    const QJsonDocument document = parseJson(line.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        damaged(last ? tr("The last line is cut off (the recording stopped while writing it).")
                : parseError.error != QJsonParseError::NoError
                    ? tr("Line %1 is not JSON: %2 at byte %3.")
                          .arg(m_line + 1)
                          .arg(parseError.errorString())
                          .arg(parseError.offset)
                    : tr("Line %1 is not a JSON object.").arg(m_line + 1));
        return;
    }
    const QJsonObject object = document.object();
    if (!m_header) {
        if (object.value("format"_L1).toString() != CaptureWriter::Format) {
            damaged(tr("Line 1 is not a capture header (no \"format\": \"%1\").")
                        .arg(CaptureWriter::Format));
            return;
        }
        CaptureHeader header;
        header.version = object.value("version"_L1).toInt();
        header.createdAt =
            QDateTime::fromString(object.value("createdAt"_L1).toString(), Qt::ISODateWithMs);
        header.baseUrl = QUrl(object.value("baseUrl"_L1).toString());
        header.workspace = object.value("workspace"_L1).toString();
        header.runId = object.value("runId"_L1).toString();
        header.sessionId = object.value("sessionId"_L1).toString();
        header.spec = object.value("spec"_L1).toObject();
        m_header = std::move(header);
        ++m_line;
        if (m_consumer)
            m_consumer->headerRead();
        return;
    }

    CaptureRecord record;
    record.line = m_line + 1;
    const QJsonValue t = object.value("t"_L1);
    record.tMs = t.isDouble() ? t.toInteger(-1) : -1;
    if (object.contains("type"_L1)) {
        QString error;
        std::optional<RunEvent> event = eventFromLine(line, object, m_decoder, &error);
        if (!event) {
            damaged(tr("Line %1: %2").arg(m_line + 1).arg(error));
            return;
        }
        record.kind = CaptureRecord::Kind::Event;
        record.event = std::move(*event);
    } else if (object.contains("toolUseId"_L1)) {
        record.kind = CaptureRecord::Kind::Answer;
        record.answer.toolUseId = object.value("toolUseId"_L1).toString();
        if (object.value("result"_L1).isString())
            record.answer.result = object.value("result"_L1).toString();
        if (object.value("error"_L1).isString())
            record.answer.error = object.value("error"_L1).toString();
        record.answer.files = object.value("files"_L1).toArray();
        record.answer.httpStatus = object.value("status"_L1).toInt();
    } else if (m_header->version > SupportedVersion) {
        ++m_line; // a kind of line a newer writer added: skipped, the header says why
        return;
    } else {
        damaged(tr("Line %1 is neither an event nor a tool answer.").arg(m_line + 1));
        return;
    }
    ++m_line;
    if (!m_consumer)
        m_records.append(std::move(record));
    else if (record.kind == CaptureRecord::Kind::Event)
        m_consumer->eventRead(record.event, record.tMs);
    else
        m_consumer->answerRead(record.answer, record.tMs);
}

bool CaptureReader::readPlainEventLine(QByteArrayView line)
{
    // Nearly every line is an envelope event exactly as CaptureWriter writes it:
    // {"t":T,"seq":S,"type":"NAME","data":DATA}. Those skip the generic JSON parse of the line;
    // the decoder parses DATA (inside the envelope it rebuilds) and a line it finds malformed,
    // or any other line, takes the general path, which says what is wrong with it.
    qsizetype pos = 0;
    if (!takePrefix(line, pos, R"({"t":)"))
        return false;
    const qsizetype tLength = plainInteger(line, pos);
    if (tLength == 0)
        return false;
    const QByteArrayView tBytes = line.sliced(pos, tLength);
    pos += tLength;
    // The envelope the decoder reads is the line without "t" (and without a null "seq", which
    // the envelope leaves out): the comma before the member it starts with becomes its brace.
    qsizetype envelopeFrom = pos;
    if (!takePrefix(line, pos, R"(,"seq":)"))
        return false;
    QByteArrayView seqBytes;
    if (const qsizetype seqLength = plainInteger(line, pos)) {
        seqBytes = line.sliced(pos, seqLength);
        pos += seqLength;
    } else if (takePrefix(line, pos, "null")) {
        envelopeFrom = pos;
    } else {
        return false;
    }
    if (!takePrefix(line, pos, R"(,"type":")"))
        return false;
    const qsizetype nameStart = pos;
    while (pos < line.size() && line[pos] != '"') {
        const auto c = static_cast<unsigned char>(line[pos]);
        if (c == '\\' || c < 0x20 || c >= 0x80)
            return false; // escapes and non-ASCII names: the general path reads them
        ++pos;
    }
    const QByteArrayView name = line.sliced(nameStart, pos - nameStart);
    if (!takePrefix(line, pos, R"(","data":)"))
        return false;
    // DATA must be the last member, ending right before the line's closing brace.
    if (CaptureWriter::rawValueEnd(line, pos) != line.size() - 1 || !line.endsWith('}'))
        return false;

    // Built in a buffer kept across lines: the decoder copies it into the event's bytes once.
    const qsizetype envelopeSize = line.size() - envelopeFrom;
    m_envelope.resize(envelopeSize);
    m_envelope[0] = '{';
    std::memcpy(m_envelope.data() + 1, line.data() + envelopeFrom + 1,
                static_cast<size_t>(envelopeSize - 1));
    const auto fill = [&](RunEvent& event) {
        if (event.type == EventType::Malformed)
            return false;
        event.shape = EventShape::Envelope;
        if (!seqBytes.isEmpty())
            event.seq = plainIntegerValue(seqBytes);
        // The decoder names a known type with a shared string; a copy only for another name.
        if (event.typeName != QLatin1StringView(name))
            event.typeName = QString::fromLatin1(name);
        return true;
    };
    if (m_consumer) {
        // Handed on and freed line by line: nothing decoded is kept, so the texts that only a
        // reader of the event needs are not built (the timeline decodes it again when read).
        RunEvent event = m_decoder.decodeForIndex(m_envelope);
        if (!fill(event))
            return false;
        ++m_line;
        m_consumer->eventRead(event, plainIntegerValue(tBytes));
        return true;
    }
    // Decoded in its place in the list: a record is large, moving it in costs as much as the
    // fold of a delta.
    CaptureRecord& record = m_records.emplaceBack();
    record.event = m_decoder.decode(m_envelope);
    if (!fill(record.event)) {
        m_records.removeLast();
        return false;
    }
    record.kind = CaptureRecord::Kind::Event;
    record.line = m_line + 1;
    record.tMs = plainIntegerValue(tBytes);
    ++m_line;
    return true;
}

std::optional<RunEvent> CaptureReader::eventFromLine(QByteArrayView lineBytes,
                                                     const QJsonObject& line, EventDecoder& decoder,
                                                     QString* error)
{
    const QJsonValue type = line.value("type"_L1);
    if (!type.isString()) {
        if (error)
            *error = tr("\"type\" is not a string.");
        return std::nullopt;
    }
    const QString typeName = type.toString();
    const QJsonValue seq = line.value("seq"_L1);
    const QByteArray sseId = sseIdFor(seq);
    const QString shapeName = line.value("shape"_L1).toString();
    const std::optional<EventShape> shape = shapeName.isEmpty()
                                                ? std::optional<EventShape>(EventShape::Envelope)
                                                : eventShapeFromName(shapeName);
    if (!shape) {
        if (error)
            *error = tr("unknown event shape \"%1\".").arg(shapeName);
        return std::nullopt;
    }

    RunEvent event;
    if (line.contains("raw"_L1) || line.contains("rawBase64"_L1)) {
        // A frame that could not be used when it arrived: its bytes, decoded again.
        const QByteArray raw =
            line.contains("rawBase64"_L1)
                ? QByteArray::fromBase64(line.value("rawBase64"_L1).toString().toLatin1())
                : line.value("raw"_L1).toString().toUtf8();
        event = decoder.decode(raw, typeName.toUtf8(), sseId);
    } else if (const std::optional<QByteArrayView> frame =
                   CaptureWriter::rawMember(lineBytes, "frame");
               frame && *shape != EventShape::Flat) {
        // The whole frame, kept because it was not the envelope the rest rebuilds.
        event = decoder.decode(*frame, typeName.toUtf8(), sseId);
    } else {
        // The data exactly as it was received (a QJsonObject would reorder its members).
        const std::optional<QByteArrayView> data = CaptureWriter::rawMember(lineBytes, "data");
        const QByteArray dataBytes = data ? data->toByteArray() : QByteArray("null");
        if (*shape == EventShape::Flat) {
            event = decoder.decode(dataBytes, typeName.toUtf8(), sseId);
        } else {
            event = decoder.decode(CaptureWriter::envelopeBytes(sseId, typeName, dataBytes));
            event.shape = *shape;
        }
    }
    if (seq.isDouble())
        event.seq = seq.toInteger();
    // The decoder names a known type with a string that shares static data; the line's copy
    // would cost an allocation per event, held as long as the timeline holds the event.
    if (event.typeName != typeName)
        event.typeName = typeName;
    return event;
}

std::optional<CaptureReader::File> CaptureReader::readBytes(QByteArrayView bytes, QString* error)
{
    CaptureReader reader;
    reader.append(bytes);
    reader.finish();
    if (!reader.header()) {
        if (error)
            *error = reader.damage() ? reader.damage()->reason
                                     : tr("The file is not a capture: it has no header.");
        return std::nullopt;
    }
    return File{*reader.header(), reader.takeRecords(), reader.damage()};
}

std::optional<CaptureReader::File> CaptureReader::readFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open the capture file %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    CaptureReader reader;
    QList<CaptureRecord> records;
    while (!file.atEnd() && !reader.damage()) {
        const QByteArray slice = file.read(ReadSlice);
        if (slice.isEmpty() && file.error() != QFileDevice::NoError) {
            if (error)
                *error = tr("Cannot read the capture file %1: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        reader.append(slice);
        records.append(reader.takeRecords());
    }
    reader.finish();
    records.append(reader.takeRecords());
    if (!reader.header()) {
        if (error)
            *error = tr("%1 is not a capture file: %2")
                         .arg(path, reader.damage() ? reader.damage()->reason : QString());
        return std::nullopt;
    }
    return File{*reader.header(), std::move(records), reader.damage()};
}

} // namespace mantyx
