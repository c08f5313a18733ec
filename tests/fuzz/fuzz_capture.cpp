// SPDX-License-Identifier: MIT
// Capture files (`.mxrun`) for any frame a server may send: the frame decoded as RunStream does,
// written as CaptureWriter writes it, and read back as a replay reads a line. No crash; every line
// is one line of JSON that parses; the seq, the type and the payload read back as received; and a
// malformed frame's bytes come back exactly (raw, or rawBase64 when they are not UTF-8).

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <fuzzer/FuzzedDataProvider.h>

#include "fuzzcheck.h"
#include "protocol/eventdecoder.h"
#include "protocol/jsonparse.h"
#include "protocol/runevent.h"
#include "run/capturewriter.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

QJsonObject readLine(const QByteArray& line)
{
    MANTYX_FUZZ_CHECK(!line.contains('\n') && !line.contains('\r'));
    QJsonParseError error{};
    // Read as the app reads JSON text: a leading U+FEFF of a string kept (protocol/jsonparse.h).
    const QJsonDocument document = parseJson(line, &error);
    if (error.error != QJsonParseError::NoError)
        std::fprintf(stderr, "capture line does not parse (%s): %s\n",
                     qPrintable(error.errorString()), line.constData());
    MANTYX_FUZZ_CHECK(error.error == QJsonParseError::NoError && document.isObject());
    return document.object();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    FuzzedDataProvider input(bytes, size);
    const auto flags = input.ConsumeIntegral<uint8_t>();
    const std::string eventText = input.ConsumeRandomLengthString(32);
    const std::string idText = input.ConsumeRandomLengthString(24);
    const std::string dataText = input.ConsumeRemainingBytesAsString();
    const QByteArray data(dataText.data(), qsizetype(dataText.size()));
    const QByteArray event =
        (flags & 1) ? QByteArray(eventText.data(), qsizetype(eventText.size())) : QByteArray();
    const QByteArrayView id =
        (flags & 2) ? QByteArrayView(idText.data(), qsizetype(idText.size())) : QByteArrayView();

    static EventDecoder decoder;
    const RunEvent e = decoder.decode(data, event, id);
    const QJsonObject line = readLine(CaptureWriter::eventLine(e, 1234));
    MANTYX_FUZZ_CHECK(line.value("t"_L1).toInteger() == 1234);
    MANTYX_FUZZ_CHECK(line.value("type"_L1).toString() == e.typeName);
    if (e.seq >= 0)
        MANTYX_FUZZ_CHECK(line.value("seq"_L1).toInteger(-1) == e.seq);
    else
        MANTYX_FUZZ_CHECK(line.value("seq"_L1).isNull());

    const bool keptRaw = line.contains("raw"_L1) || line.contains("rawBase64"_L1);
    if (keptRaw) {
        // Nothing of the frame could be spliced in as JSON: its bytes are kept instead.
        MANTYX_FUZZ_CHECK(line.value("data"_L1).isNull());
        const QByteArray back =
            line.contains("rawBase64"_L1)
                ? QByteArray::fromBase64(line.value("rawBase64"_L1).toString().toLatin1())
                : line.value("raw"_L1).toString().toUtf8();
        MANTYX_FUZZ_CHECK(back == e.raw);
    } else if (e.shape == EventShape::Flat) {
        MANTYX_FUZZ_CHECK(line.value("shape"_L1).toString() == "flat"_L1);
        MANTYX_FUZZ_CHECK(line.value("data"_L1).toObject() == e.envelope());
    } else {
        MANTYX_FUZZ_CHECK(line.value("data"_L1) == e.envelope().value("data"_L1));
    }
    MANTYX_FUZZ_CHECK(keptRaw || e.type != EventType::Malformed);

    // A tool answer and a header built from what the server sent also make one parsable line.
    const QJsonObject object = QJsonDocument::fromJson(data).object();
    (void)readLine(CaptureWriter::toolAnswerLine(object, int(flags), 99));
    CaptureWriter::Header header;
    header.runId = QString::fromUtf8(event);
    header.workspace = QString::fromUtf8(id);
    header.spec = object;
    const QJsonObject head = readLine(CaptureWriter::headerLine(header));
    MANTYX_FUZZ_CHECK(head.value("format"_L1).toString() == CaptureWriter::Format);
    return 0;
}
