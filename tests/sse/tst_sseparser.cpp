// SPDX-License-Identifier: MIT
// Tests for mantyx::SseParser: the WHATWG event-stream rules case by case under every way of
// cutting the input into chunks, then generated MANTYX corpora parsed whole, byte by byte and
// in random chunkings, checked against the generator's own frame counts.

#include <algorithm>
#include <optional>

#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include "sse/sseparser.h"

using namespace Qt::StringLiterals;
using mantyx::SseFrame;
using mantyx::SseFrameView;
using mantyx::SseParser;

namespace mantyx {
// QCOMPARE on lists of frames prints the differing element with this.
char* toString(const SseFrame& frame)
{
    return qstrdup(QByteArray("SseFrame(data=" + frame.data.toPercentEncoding(" :{}\",") +
                              " event=" + frame.event + " id=" + frame.id.toPercentEncoding() +
                              (frame.hasId ? " hasId" : "") + ")")
                       .constData());
}
} // namespace mantyx

namespace {

// Sanitizer builds run slower by an order of magnitude: give them smaller corpora.
#if defined(__SANITIZE_ADDRESS__)
constexpr double kCorpusMb = 1.0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr double kCorpusMb = 1.0;
#else
constexpr double kCorpusMb = 2.0;
#endif
#else
constexpr double kCorpusMb = 2.0;
#endif

SseFrame frame(const QByteArray& data, const QByteArray& event = {}, const QByteArray& id = {},
               bool hasId = false)
{
    return SseFrame{data, event, id, hasId};
}

struct Outcome
{
    QList<SseFrame> frames;
    QByteArray lastEventId;
    std::optional<quint64> retry;
    quint64 comments = 0;
    quint64 bytes = 0;
};

// Feeds `input` cut at `cuts` (ascending offsets), then finishes the stream.
Outcome parseCut(QByteArrayView input, const QList<qsizetype>& cuts)
{
    SseParser parser;
    Outcome out;
    qsizetype from = 0;
    for (const qsizetype cut : cuts) {
        parser.feed(input.sliced(from, cut - from), out.frames);
        from = cut;
    }
    parser.feed(input.sliced(from), out.frames);
    parser.finish();
    out.lastEventId = parser.lastEventId().toByteArray();
    out.retry = parser.retryMs();
    out.comments = parser.commentsSeen();
    out.bytes = parser.bytesFed();
    return out;
}

Outcome parseWhole(QByteArrayView input)
{
    return parseCut(input, {});
}

Outcome parseBytewise(QByteArrayView input)
{
    SseParser parser;
    Outcome out;
    for (qsizetype i = 0; i < input.size(); ++i)
        parser.feed(input.sliced(i, 1), out.frames);
    parser.finish();
    out.lastEventId = parser.lastEventId().toByteArray();
    out.retry = parser.retryMs();
    out.comments = parser.commentsSeen();
    out.bytes = parser.bytesFed();
    return out;
}

// Chunk sizes a network read could plausibly produce: mostly large, often tiny.
Outcome parseRandomChunks(QByteArrayView input, quint32 seed)
{
    QRandomGenerator rng(seed);
    QList<qsizetype> cuts;
    qsizetype at = 0;
    while (true) {
        const int kind = rng.bounded(10);
        const qsizetype size = kind < 3   ? rng.bounded(1, 9)
                               : kind < 6 ? rng.bounded(1, 400)
                                          : rng.bounded(1, 70000);
        at += size;
        if (at >= input.size())
            break;
        cuts.append(at);
    }
    return parseCut(input, cuts);
}

// First differing frame, for a readable failure on lists of thousands.
QByteArray firstDifference(const QList<SseFrame>& actual, const QList<SseFrame>& expected)
{
    const qsizetype n = std::min(actual.size(), expected.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (actual.at(i) != expected.at(i)) {
            char* a = mantyx::toString(actual.at(i));
            char* e = mantyx::toString(expected.at(i));
            const QByteArray message = "frame " + QByteArray::number(i) +
                                       " differs:\n   actual   " + a + "\n   expected " + e;
            delete[] a;
            delete[] e;
            return message;
        }
    }
    if (actual.size() != expected.size())
        return "frame counts differ: " + QByteArray::number(actual.size()) + " vs " +
               QByteArray::number(expected.size());
    return {};
}

// The event-stream interpretation of the WHATWG HTML spec (9.2.6), transcribed as plainly as
// possible and with no regard for speed: the oracle for randomStreamsMatchReference().
Outcome referenceParse(QByteArray input)
{
    Outcome out;
    out.bytes = quint64(input.size());
    if (input.startsWith("\xEF\xBB\xBF"))
        input.remove(0, 3);
    QByteArray data;
    QByteArray eventType;
    QByteArray idBuffer;
    bool idSet = false;
    QByteArray line;
    const auto processLine = [&] {
        if (line.isEmpty()) {
            out.lastEventId = idBuffer;
            const bool hasId = idSet;
            idSet = false;
            if (data.isEmpty()) {
                eventType.clear();
                return;
            }
            if (data.endsWith('\n'))
                data.chop(1);
            out.frames.append(frame(data, eventType, idBuffer, hasId));
            data.clear();
            eventType.clear();
            return;
        }
        if (line.startsWith(':')) {
            ++out.comments;
            return;
        }
        QByteArray name = line;
        QByteArray value;
        if (const qsizetype colon = line.indexOf(':'); colon >= 0) {
            name = line.left(colon);
            value = line.mid(colon + 1);
            if (value.startsWith(' '))
                value.remove(0, 1);
        }
        if (name == "event") {
            eventType = value;
        } else if (name == "data") {
            data += value + '\n';
        } else if (name == "id") {
            if (!value.contains('\0')) {
                idBuffer = value;
                idSet = true;
            }
        } else if (name == "retry") {
            const bool digits =
                !value.isEmpty() && std::all_of(value.begin(), value.end(),
                                                [](char c) { return c >= '0' && c <= '9'; });
            if (digits)
                out.retry = value.toULongLong(); // short in these streams: no overflow
        }
    };
    for (qsizetype i = 0; i < input.size(); ++i) {
        const char c = input.at(i);
        if (c == '\r' || c == '\n') {
            processLine();
            line.clear();
            if (c == '\r' && i + 1 < input.size() && input.at(i + 1) == '\n')
                ++i;
        } else {
            line += c;
        }
    }
    // End of stream: the unfinished line and frame are discarded; idBuffer was never
    // committed to the last event ID string unless a blank line did it.
    return out;
}

#define COMPARE_FRAMES(actual, expected)                                                           \
    do {                                                                                           \
        const QByteArray difference_ = firstDifference((actual), (expected));                      \
        QVERIFY2(difference_.isEmpty(), difference_.constData());                                  \
    } while (false)

struct Corpus
{
    QByteArray bytes;
    qint64 summaryBytes = -1;
    qint64 summaryFrames = -1;
    QMap<QByteArray, qint64> countPerType;
};

// Turns every LF line end of an LF-only stream into `ending`.
QByteArray withLineEnd(const QByteArray& lfStream, QByteArrayView ending)
{
    QByteArray out = lfStream;
    out.replace('\n', ending);
    return out;
}

// Inserts comment lines before about one frame in `every`, at frame boundaries of an LF stream.
QByteArray withComments(const QByteArray& lfStream, int every, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray out;
    out.reserve(lfStream.size() + lfStream.size() / 8);
    qsizetype from = 0;
    while (from < lfStream.size()) {
        if (rng.bounded(every) == 0)
            out += rng.bounded(2) == 0 ? ": keep-alive\n"_ba : ":\n"_ba;
        const qsizetype end = lfStream.indexOf("\n\n", from);
        const qsizetype next = end < 0 ? lfStream.size() : end + 2;
        out += QByteArrayView(lfStream).sliced(from, next - from);
        from = next;
    }
    return out;
}

} // namespace

Q_DECLARE_METATYPE(mantyx::SseFrame)

class TestSseParser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void whatwg_data();
    void whatwg();
    void crlfSplitAcrossChunks();
    void bomSplitAcrossChunks();
    void lineEndsAtEveryBlockOffset();
    void longLineAcrossManyChunks();
    void viewPointsIntoChunkWhenItCan();
    void finishStartsNewStream();
    void resetForgetsEverything();
    void retrySaturates();
    void randomStreamsMatchReference();
    void frameSizeIsBounded_data();
    void frameSizeIsBounded();
    void commentsDoNotResetTheFrameBound();
    void frameInProgress();

    void corpus_data();
    void corpus();
    void derivedVariantsMatchLf_data();
    void derivedVariantsMatchLf();
    void generatorCrlfMatchesLfPrefix_data();
    void generatorCrlfMatchesLfPrefix();

private:
    const Corpus& corpus(const QString& profile, const QStringList& flags);

    QTemporaryDir m_dir;
    QHash<QString, Corpus> m_corpora;
};

void TestSseParser::initTestCase()
{
    QVERIFY2(m_dir.isValid(), qPrintable(m_dir.errorString()));
}

void TestSseParser::whatwg_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QList<SseFrame>>("frames");
    QTest::addColumn<QByteArray>("lastEventId");
    QTest::addColumn<qint64>("retry"); // -1: none
    QTest::addColumn<int>("comments");

    const QList<SseFrame> none;
    const QList<SseFrame> a{frame("a")};
    auto row = [](const char* name) { return &QTest::newRow(name); };
    *row("empty input") << ""_ba << none << ""_ba << -1LL << 0;
    *row("blank lines only") << "\n\r\n\r\n"_ba << none << ""_ba << -1LL << 0;

    // Line ends
    *row("LF") << "data: a\n\n"_ba << a << ""_ba << -1LL << 0;
    *row("CR") << "data: a\r\r"_ba << a << ""_ba << -1LL << 0;
    *row("CRLF") << "data: a\r\n\r\n"_ba << a << ""_ba << -1LL << 0;
    *row("mixed line ends") << "data: a\rdata: b\ndata: c\r\n\n"_ba << QList{frame("a\nb\nc")}
                            << ""_ba << -1LL << 0;
    *row("CR then CRLF is two line ends") << "data: a\r\r\n"_ba << a << ""_ba << -1LL << 0;
    *row("LF CR is two line ends")
        << "data: a\n\rdata: b\n\n"_ba << QList{frame("a"), frame("b")} << ""_ba << -1LL << 0;
    *row("CR CR LF LF") << "data: a\r\r\n\ndata: b\n\n"_ba << QList{frame("a"), frame("b")} << ""_ba
                        << -1LL << 0;

    // Byte order mark
    *row("BOM") << "\xEF\xBB\xBF"
                   "data: a\n\n"_ba
                << a << ""_ba << -1LL << 0;
    *row("BOM stripped once only") << "\xEF\xBB\xBF\xEF\xBB\xBF"
                                      "data: a\n\n"_ba
                                   << none << ""_ba << -1LL << 0;
    *row("BOM after start is content") << "data: a\n\n\xEF\xBB\xBF"
                                          "data: b\n\n"_ba
                                       << a << ""_ba << -1LL << 0;
    *row("BOM inside a value is content") << "data: \xEF\xBB\xBF"
                                             "a\n\n"_ba
                                          << QList{frame("\xEF\xBB\xBF"
                                                         "a")}
                                          << ""_ba << -1LL << 0;
    *row("partial BOM is content") << "\xEF\xBB"
                                      "data: a\n\ndata: b\n\n"_ba
                                   << QList{frame("b")} << ""_ba << -1LL << 0;
    *row("partial BOM then line end") << "\xEF\ndata: a\n\n"_ba << a << ""_ba << -1LL << 0;

    // Comments
    *row("comment") << ": hello\ndata: a\n\n"_ba << a << ""_ba << -1LL << 1;
    *row("empty comment") << ":\ndata: a\n\n"_ba << a << ""_ba << -1LL << 1;
    *row("keep-alive alone dispatches nothing")
        << ": keep-alive\n\n: keep-alive\n\n"_ba << none << ""_ba << -1LL << 2;
    *row("comment inside a frame")
        << "data: a\n: c\ndata: b\n\n"_ba << QList{frame("a\nb")} << ""_ba << -1LL << 1;
    *row("comment looking like a field") << ":data: a\n\n"_ba << none << ""_ba << -1LL << 1;

    // Field syntax
    *row("data without colon") << "data\n\n"_ba << QList{frame("")} << ""_ba << -1LL << 0;
    *row("data without colon after data")
        << "data: a\ndata\n\n"_ba << QList{frame("a\n")} << ""_ba << -1LL << 0;
    *row("data:x") << "data:x\n\n"_ba << QList{frame("x")} << ""_ba << -1LL << 0;
    *row("data: x") << "data: x\n\n"_ba << QList{frame("x")} << ""_ba << -1LL << 0;
    *row("data:  x keeps one space")
        << "data:  x\n\n"_ba << QList{frame(" x")} << ""_ba << -1LL << 0;
    *row("tab after colon is kept")
        << "data:\tx\n\n"_ba << QList{frame("\tx")} << ""_ba << -1LL << 0;
    *row("trailing space is kept") << "data: x \n\n"_ba << QList{frame("x ")} << ""_ba << -1LL << 0;
    *row("colon in value") << "data: a:b: c\n\n"_ba << QList{frame("a:b: c")} << ""_ba << -1LL << 0;
    *row("empty data value") << "data:\n\n"_ba << QList{frame("")} << ""_ba << -1LL << 0;
    *row("data: with space only") << "data: \n\n"_ba << QList{frame("")} << ""_ba << -1LL << 0;
    *row("multi-line data") << "data: a\ndata: b\ndata: c\n\n"_ba << QList{frame("a\nb\nc")}
                            << ""_ba << -1LL << 0;
    *row("empty data line between")
        << "data: a\ndata:\ndata: b\n\n"_ba << QList{frame("a\n\nb")} << ""_ba << -1LL << 0;
    *row("two trailing empty data lines")
        << "data: a\ndata\ndata\n\n"_ba << QList{frame("a\n\n")} << ""_ba << -1LL << 0;
    *row("unknown field") << "foo: bar\ndata: a\nfoo\n\n"_ba << a << ""_ba << -1LL << 0;
    *row("field names are case-sensitive")
        << "Data: a\nDATA: b\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("space before colon is part of the name")
        << "data : a\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("leading space in the name") << " data: a\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("field names are not prefixes")
        << "datas: a\nid1: 2\nevents: x\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("UTF-8 passes through") << "data: 日本語 🚀\n\n"_ba << QList{frame("日本語 🚀")} << ""_ba
                                 << -1LL << 0;
    *row("NUL in data passes through")
        << "data: a\0b\n\n"_ba << QList{frame("a\0b"_ba)} << ""_ba << -1LL << 0;

    // Event type
    *row("event") << "event: add\ndata: a\n\n"_ba << QList{frame("a", "add")} << ""_ba << -1LL << 0;
    *row("event after data") << "data: a\nevent: add\n\n"_ba << QList{frame("a", "add")} << ""_ba
                             << -1LL << 0;
    *row("last event field wins") << "event: a\nevent: b\ndata: x\n\n"_ba << QList{frame("x", "b")}
                                  << ""_ba << -1LL << 0;
    *row("event type reset after dispatch")
        << "event: add\ndata: a\n\ndata: b\n\n"_ba << QList{frame("a", "add"), frame("b")} << ""_ba
        << -1LL << 0;
    *row("event type reset by a frame without data")
        << "event: add\n\ndata: b\n\n"_ba << QList{frame("b")} << ""_ba << -1LL << 0;
    *row("empty event is the default type") << "event:\ndata: a\n\n"_ba << a << ""_ba << -1LL << 0;

    // Last event ID
    *row("id") << "id: 1\ndata: a\n\n"_ba << QList{frame("a", {}, "1", true)} << "1"_ba << -1LL
               << 0;
    *row("id persists across frames")
        << "id: 1\ndata: a\n\ndata: b\n\n"_ba
        << QList{frame("a", {}, "1", true), frame("b", {}, "1", false)} << "1"_ba << -1LL << 0;
    *row("empty id resets the last event id")
        << "id: 1\ndata: a\n\nid\ndata: b\n\n"_ba
        << QList{frame("a", {}, "1", true), frame("b", {}, "", true)} << ""_ba << -1LL << 0;
    *row("id: empty value resets too")
        << "id: 1\ndata: a\n\nid:\ndata: b\n\n"_ba
        << QList{frame("a", {}, "1", true), frame("b", {}, "", true)} << ""_ba << -1LL << 0;
    *row("id with NUL is ignored")
        << "id: 1\ndata: a\n\nid: 2\0003\ndata: b\n\n"_ba
        << QList{frame("a", {}, "1", true), frame("b", {}, "1", false)} << "1"_ba << -1LL << 0;
    *row("last id field wins") << "id: 1\nid: 2\ndata: a\n\n"_ba << QList{frame("a", {}, "2", true)}
                               << "2"_ba << -1LL << 0;
    *row("id without data still sets the last event id")
        << "id: 7\n\ndata: a\n\n"_ba << QList{frame("a", {}, "7", false)} << "7"_ba << -1LL << 0;
    *row("id keeps spaces after the first")
        << "id:  7 \ndata: a\n\n"_ba << QList{frame("a", {}, " 7 ", true)} << " 7 "_ba << -1LL << 0;
    *row("id of an unfinished frame is not committed")
        << "id: 1\ndata: a\n\nid: 2\ndata: b\n"_ba << QList{frame("a", {}, "1", true)} << "1"_ba
        << -1LL << 0;

    // Retry
    *row("retry") << "retry: 1500\n\n"_ba << none << ""_ba << 1500LL << 0;
    *row("retry without space") << "retry:0\n\n"_ba << none << ""_ba << 0LL << 0;
    *row("retry with unit ignored") << "retry: 1500ms\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("retry negative ignored") << "retry: -1\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("retry fraction ignored") << "retry: 1.5\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("retry second space ignored") << "retry:  15\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("retry empty ignored") << "retry\nretry:\n\n"_ba << none << ""_ba << -1LL << 0;
    *row("retry last valid wins") << "retry: 10\nretry: x\nretry: 20\nretry: 3s\n\n"_ba << none
                                  << ""_ba << 20LL << 0;
    *row("retry applies without a dispatch") << "retry: 10"
                                                "\ndata: a\n"_ba
                                             << none << ""_ba << 10LL << 0;
    *row("retry beside data") << "retry: 5\ndata: a\n\n"_ba << a << ""_ba << 5LL << 0;

    // Dispatch and end of stream
    *row("frame without data is not dispatched")
        << "event: x\nid: 3\n\n"_ba << none << "3"_ba << -1LL << 0;
    *row("several frames") << "data: a\n\ndata: b\n\n\n\ndata: c\n\n"_ba
                           << QList{frame("a"), frame("b"), frame("c")} << ""_ba << -1LL << 0;
    *row("trailing frame without blank line dropped")
        << "data: a\n\ndata: b\n"_ba << a << ""_ba << -1LL << 0;
    *row("trailing line without line end dropped")
        << "data: a\n\ndata: b"_ba << a << ""_ba << -1LL << 0;
    *row("trailing CR ends the line but not the frame")
        << "data: a\r"_ba << none << ""_ba << -1LL << 0;
    *row("blank line without line end is nothing") << "data: a\n"_ba << none << ""_ba << -1LL << 0;
    *row("MANTYX frame") << "id: 12\nevent: assistant_delta\ndata: {\"seq\":12}\n\n"_ba
                         << QList{frame("{\"seq\":12}", "assistant_delta", "12", true)} << "12"_ba
                         << -1LL << 0;
}

void TestSseParser::whatwg()
{
    QFETCH(QByteArray, input);
    QFETCH(QList<SseFrame>, frames);
    QFETCH(QByteArray, lastEventId);
    QFETCH(qint64, retry);
    QFETCH(int, comments);

    const auto check = [&](const Outcome& out, const QByteArray& how) {
        const QByteArray difference = firstDifference(out.frames, frames);
        QVERIFY2(difference.isEmpty(), QByteArray(how + ": " + difference).constData());
        QVERIFY2(out.lastEventId == lastEventId,
                 QByteArray(how + ": lastEventId " + out.lastEventId).constData());
        QVERIFY2(out.retry == (retry < 0 ? std::nullopt : std::optional<quint64>(quint64(retry))),
                 how.constData());
        QVERIFY2(out.comments == quint64(comments), how.constData());
        QVERIFY2(out.bytes == quint64(input.size()), how.constData());
    };

    check(parseWhole(input), "whole");
    if (QTest::currentTestFailed())
        return;
    check(parseBytewise(input), "byte by byte");
    if (QTest::currentTestFailed())
        return;
    // Every place one chunk boundary, then two, can fall: this is where incremental parsers
    // go wrong (a CRLF, a BOM, a field name or a value cut in two).
    for (qsizetype i = 0; i <= input.size(); ++i) {
        check(parseCut(input, {i}), "cut at " + QByteArray::number(i));
        if (QTest::currentTestFailed())
            return;
        for (qsizetype j = i; j <= input.size(); ++j) {
            check(parseCut(input, {i, j}),
                  "cut at " + QByteArray::number(i) + " and " + QByteArray::number(j));
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestSseParser::crlfSplitAcrossChunks()
{
    SseParser parser;
    QList<SseFrame> frames;
    parser.feed("data: a\r", frames);
    parser.feed("\ndata: b\r", frames); // the LF completes the CRLF: not a blank line
    QVERIFY(frames.isEmpty());
    parser.feed("\n\r", frames);
    QCOMPARE(frames, QList{frame("a\nb")});
    parser.feed("\n", frames); // the CR already ended a line; its LF is not another one
    parser.feed("data: c\r", frames);
    parser.feed("", frames); // an empty read keeps the pending CR
    parser.feed("\n\r\n", frames);
    QCOMPARE(frames, (QList{frame("a\nb"), frame("c")}));
}

void TestSseParser::bomSplitAcrossChunks()
{
    for (qsizetype split = 1; split < 3; ++split) {
        const QByteArray bom = "\xEF\xBB\xBF"_ba;
        SseParser parser;
        QList<SseFrame> frames;
        parser.feed(QByteArrayView(bom).first(split), frames);
        parser.feed("", frames);
        parser.feed(QByteArrayView(bom).sliced(split), frames);
        parser.feed("data: a\n\n", frames);
        QCOMPARE(frames, QList{frame("a")});
        QCOMPARE(parser.bytesFed(), quint64(3 + 9));
    }
    // One byte at a time, and a BOM at the start of a later chunk is content.
    SseParser parser;
    QList<SseFrame> frames;
    for (const char c : "\xEF\xBB\xBF"_ba)
        parser.feed(QByteArrayView(&c, 1), frames);
    parser.feed("data: a\n\n", frames);
    parser.feed("\xEF\xBB\xBF"
                "data: b\n\n",
                frames);
    QCOMPARE(frames, QList{frame("a")});
}

void TestSseParser::lineEndsAtEveryBlockOffset()
{
    // Lines of every length up to several 64-byte blocks, with every kind of line end, so that
    // the scan finds its line end at every offset inside and across blocks, by the block masks
    // and by the long-line skip.
    const QByteArray endings[] = {"\n"_ba, "\r"_ba, "\r\n"_ba};
    QByteArray input;
    QList<SseFrame> expected;
    int n = 0;
    for (int length = 0; length < 700; ++length) {
        for (const QByteArray& end : endings) {
            const QByteArray value(length, char('a' + n % 26));
            input += "data:" + value + end + ":c" + end + end;
            expected.append(frame(value));
            ++n;
        }
    }
    COMPARE_FRAMES(parseWhole(input).frames, expected);
    // And at every alignment of the input itself.
    for (int shift = 1; shift < 17; ++shift) {
        const QByteArray shifted = QByteArray(shift, '\n') + input;
        COMPARE_FRAMES(parseWhole(shifted).frames, expected);
        COMPARE_FRAMES(parseRandomChunks(shifted, quint32(shift)).frames, expected);
    }
}

void TestSseParser::longLineAcrossManyChunks()
{
    QByteArray value;
    for (int i = 0; value.size() < (1 << 20); ++i)
        value += QByteArray::number(i) + ' ';
    const QByteArray input = "id: 9\r\ndata: " + value + "\r\ndata: " + value + "\r\n\r\n";
    const QList expected{frame(value + '\n' + value, {}, "9", true)};
    COMPARE_FRAMES(parseWhole(input).frames, expected);
    QList<qsizetype> cuts;
    for (qsizetype at = 1000; at < input.size(); at += 1000)
        cuts.append(at);
    COMPARE_FRAMES(parseCut(input, cuts).frames, expected);
    COMPARE_FRAMES(parseRandomChunks(input, 3).frames, expected);
}

void TestSseParser::viewPointsIntoChunkWhenItCan()
{
    SseParser parser;
    const QByteArray chunk = "id: 1\nevent: e\ndata: single\n\ndata: one\ndata: two\n\n"_ba;
    QList<QByteArray> data;
    QList<bool> inChunk;
    parser.feed(chunk, [&](const SseFrameView& f) {
        data.append(f.data.toByteArray());
        inChunk.append(f.data.data() >= chunk.constData() &&
                       f.data.data() + f.data.size() <= chunk.constData() + chunk.size());
        QCOMPARE(f.event, f.hasId ? QByteArrayView("e") : QByteArrayView());
    });
    QCOMPARE(data, (QList{"single"_ba, "one\ntwo"_ba}));
    QCOMPARE(inChunk, (QList{true, false})); // a single data line is not copied

    // A frame still open when its chunk ends is copied out before the chunk goes away.
    QByteArray first = "event: late\ndata: kept"_ba;
    QVERIFY(parser.feed(first).isEmpty());
    first.fill('x');
    data.clear();
    parser.feed("\n\n", [&](const SseFrameView& f) {
        QCOMPARE(f.event, QByteArrayView("late"));
        data.append(f.data.toByteArray());
    });
    QCOMPARE(data, QList{"kept"_ba});
}

void TestSseParser::finishStartsNewStream()
{
    SseParser parser;
    QList<SseFrame> frames;
    parser.feed("retry: 300\nid: 4\ndata: a\n\nid: 5\ndata: lost\r", frames);
    parser.finish();
    QCOMPARE(frames, QList{frame("a", {}, "4", true)});
    QCOMPARE(parser.lastEventId().toByteArray(), "4"_ba); // the unfinished frame's id was discarded
    QCOMPARE(parser.retryMs(), std::optional<quint64>(300));

    // The reconnected stream: its BOM is stripped again, the old CR does not eat its LF, and
    // the last event ID carries on.
    frames.clear();
    parser.feed("\xEF\xBB\xBF\ndata: b\n\n", frames);
    QCOMPARE(frames, QList{frame("b", {}, "4", false)});
    QCOMPARE(parser.framesDispatched(), quint64(2));
}

void TestSseParser::resetForgetsEverything()
{
    SseParser parser;
    QList<SseFrame> frames;
    parser.feed(": hi\nretry: 1\nid: 4\ndata: a\n\ndata: open", frames);
    parser.reset();
    QVERIFY(parser.lastEventId().isEmpty());
    QCOMPARE(parser.retryMs(), std::nullopt);
    QCOMPARE(parser.bytesFed(), quint64(0));
    QCOMPARE(parser.commentsSeen(), quint64(0));
    QCOMPARE(parser.framesDispatched(), quint64(0));
    frames.clear();
    parser.feed("\xEF\xBB\xBF"
                "data: b\n\n",
                frames);
    QCOMPARE(frames, QList{frame("b")});
}

void TestSseParser::retrySaturates()
{
    SseParser parser;
    const QList<SseFrame> frames = parser.feed("retry: 99999999999999999999999999\n\n");
    QVERIFY(frames.isEmpty());
    QCOMPARE(parser.retryMs(), std::optional<quint64>(std::numeric_limits<quint64>::max()));
}

void TestSseParser::frameSizeIsBounded_data()
{
    QTest::addColumn<QByteArray>("tooLarge");
    QTest::addColumn<int>("chunk");
    // The limit is 64 bytes below; each input holds a frame that grows past it.
    const QByteArray line40 = "data: " + QByteArray(40, 'x') + '\n';
    for (const int chunk : {1, 7, 1000}) {
        const QByteArray tag = "chunk " + QByteArray::number(chunk);
        const auto row = [&tag](const char* what) -> QTestData& {
            return QTest::newRow(QByteArray(tag + ", " + what).constData());
        };
        row("many data lines") << QByteArray(line40 + line40 + line40) << chunk;
        row("one long data line") << QByteArray("data: " + QByteArray(100, 'x') + '\n') << chunk;
        row("a line without end") << QByteArray("data: " + QByteArray(100, 'x')) << chunk;
        row("a long event name") << QByteArray("event: " + QByteArray(100, 'e') + '\n') << chunk;
        row("a long id") << QByteArray("id: " + QByteArray(100, 'i') + '\n') << chunk;
    }
}

void TestSseParser::frameSizeIsBounded()
{
    QFETCH(QByteArray, tooLarge);
    QFETCH(int, chunk);
    SseParser parser;
    QCOMPARE(parser.maxFrameBytes(), SseParser::DefaultMaxFrameBytes);
    QCOMPARE(SseParser::DefaultMaxFrameBytes, 64LL * 1024 * 1024);
    parser.setMaxFrameBytes(64);
    // A frame of exactly the limit passes, before and after.
    const QByteArray fits = "data: " + QByteArray(64, 'a') + "\n\n";
    const QByteArray input = fits + tooLarge + "\n\ndata: after\n\n";
    QList<SseFrame> frames;
    for (qsizetype at = 0; at < input.size(); at += chunk)
        parser.feed(QByteArrayView(input).sliced(at, std::min<qsizetype>(chunk, input.size() - at)),
                    frames);
    QVERIFY(parser.frameTooLarge());
    QCOMPARE(frames, QList<SseFrame>{frame(QByteArray(64, 'a'))}); // the rest is ignored
    QCOMPARE(parser.bytesFed(), quint64(input.size()));
    // A new stream (the next connection) starts afresh, with the same limit.
    parser.finish();
    QVERIFY(!parser.frameTooLarge());
    QCOMPARE(parser.feed(fits), QList<SseFrame>{frame(QByteArray(64, 'a'))});
    parser.reset();
    QCOMPARE(parser.maxFrameBytes(), 64);
}

void TestSseParser::commentsDoNotResetTheFrameBound()
{
    // data lines interleaved with comments never complete a frame: the frame still has a bound.
    SseParser parser;
    parser.setMaxFrameBytes(1000);
    QList<SseFrame> frames;
    int fed = 0;
    while (!parser.frameTooLarge() && fed < 1000) {
        parser.feed(QByteArray("data: " + QByteArray(50, 'x') + "\n: keep-alive\n"), frames);
        ++fed;
    }
    QVERIFY(parser.frameTooLarge());
    QVERIFY2(fed <= 20, QByteArray::number(fed).constData());
    QVERIFY(frames.isEmpty());
    QVERIFY(parser.commentsSeen() > 0);
}

void TestSseParser::frameInProgress()
{
    SseParser parser;
    QVERIFY(!parser.frameInProgress());
    QList<SseFrame> frames;
    parser.feed(": keep-alive\n\n", frames);
    QVERIFY(!parser.frameInProgress()); // comments between frames are not a frame
    parser.feed("dat", frames);
    QVERIFY(parser.frameInProgress()); // a line begun
    parser.feed("a: x\n", frames);
    QVERIFY(parser.frameInProgress()); // a data line waiting for its blank line
    parser.feed(": keep-alive\n", frames);
    QVERIFY(parser.frameInProgress()); // a comment inside the frame does not end it
    parser.feed("\n", frames);
    QVERIFY(!parser.frameInProgress());
    QCOMPARE(frames.size(), 1);
    parser.feed("id: 7\n", frames);
    QVERIFY(parser.frameInProgress());
    parser.feed("\n", frames);
    QVERIFY(!parser.frameInProgress());
}

void TestSseParser::randomStreamsMatchReference()
{
    // Streams of the tokens that matter to the grammar, in random order: every rule meets every
    // other, and every chunk boundary meets every token.
    static const QByteArray tokens[] = {
        "data"_ba,   "data:"_ba,   "data: "_ba, "id"_ba,      "id:"_ba,      "id: "_ba,
        "event:"_ba, "event: "_ba, "retry:"_ba, "retry: "_ba, "foo:"_ba,     ":"_ba,
        " "_ba,      "x"_ba,       "yz"_ba,     "1"_ba,       "42"_ba,       "\0"_ba,
        "\r"_ba,     "\n"_ba,      "\r\n"_ba,   "\n\n"_ba,    "\r\n\r\n"_ba, "\xEF\xBB\xBF"_ba,
        "\xEF"_ba,   "\xC3\xA9"_ba};
    // A long run, so that lines also reach past several 64-byte blocks (the long-line skip).
    const QByteArray longRun(150, 'L');
    QRandomGenerator rng(20261129);
    for (int round = 0; round < 4000; ++round) {
        QByteArray input;
        if (rng.bounded(4) == 0)
            input += "\xEF\xBB\xBF";
        const int count = rng.bounded(80);
        for (int i = 0; i < count; ++i) {
            const int pick = rng.bounded(int(std::size(tokens)) + 1);
            input += pick < int(std::size(tokens)) ? tokens[pick] : longRun;
        }
        const Outcome expected = referenceParse(input);
        const Outcome whole = parseWhole(input);
        const Outcome chunked = parseRandomChunks(input, rng.generate());
        const Outcome bytewise = parseBytewise(input);
        for (const Outcome* actual : {&whole, &chunked, &bytewise}) {
            const QByteArray difference = firstDifference(actual->frames, expected.frames);
            QVERIFY2(
                difference.isEmpty(),
                QByteArray(difference + "\n   input " + input.toPercentEncoding()).constData());
            QCOMPARE(actual->lastEventId, expected.lastEventId);
            QCOMPARE(actual->retry, expected.retry);
            QCOMPARE(actual->comments, expected.comments);
        }
    }
}

// --- Generated corpora ------------------------------------------------------------------------

const Corpus& TestSseParser::corpus(const QString& profile, const QStringList& flags)
{
    const QString key = profile + u' ' + flags.join(u' ');
    const auto found = m_corpora.constFind(key);
    if (found != m_corpora.constEnd())
        return *found;

    Corpus& c = m_corpora[key];
    const QString script = QStringLiteral(MANTYX_SHARED_DIR "/bench/make-sse-corpus.py");
    if (!QFileInfo::exists(script)) {
        qWarning("corpus generator missing: %s", qPrintable(script));
        return c;
    }
    const QString out = m_dir.filePath(QString(key).replace(u' ', u'_') + u".sse"_s);
    QProcess python;
    python.start(u"python3"_s, QStringList{script, out, u"--mb"_s, QString::number(kCorpusMb),
                                           u"--profile"_s, profile} +
                                   flags);
    if (!python.waitForFinished(120000) || python.exitStatus() != QProcess::NormalExit ||
        python.exitCode() != 0) {
        qWarning("make-sse-corpus.py failed: %s %s", qPrintable(python.errorString()),
                 python.readAllStandardError().constData());
        return c;
    }
    // The last line: "bytes=N frames=N type=N type=N ..."
    const QList<QByteArray> lines = python.readAllStandardOutput().trimmed().split('\n');
    for (const QByteArray& item : lines.constLast().split(' ')) {
        const qsizetype eq = item.indexOf('=');
        const QByteArray name = item.left(eq);
        const qint64 value = item.mid(eq + 1).toLongLong();
        if (name == "bytes")
            c.summaryBytes = value;
        else if (name == "frames")
            c.summaryFrames = value;
        else
            c.countPerType.insert(name, value);
    }
    QFile file(out);
    if (file.open(QIODevice::ReadOnly))
        c.bytes = file.readAll();
    return c;
}

void TestSseParser::corpus_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("deltas") << u"deltas"_s << QStringList{};
    QTest::newRow("deltas crlf") << u"deltas"_s << QStringList{u"--crlf"_s};
    QTest::newRow("deltas comments") << u"deltas"_s << QStringList{u"--comments"_s};
    QTest::newRow("mixed") << u"mixed"_s << QStringList{};
    QTest::newRow("mixed crlf comments") << u"mixed"_s << QStringList{u"--crlf"_s, u"--comments"_s};
}

void TestSseParser::corpus()
{
    QFETCH(QString, profile);
    QFETCH(QStringList, flags);
    const Corpus& c = corpus(profile, flags);
    QVERIFY2(!c.bytes.isEmpty(), "could not generate the corpus (python3, make-sse-corpus.py)");
    QCOMPARE(c.bytes.size(), c.summaryBytes);

    const Outcome whole = parseWhole(c.bytes);
    QCOMPARE(whole.frames.size(), c.summaryFrames);
    QMap<QByteArray, qint64> perType;
    for (qsizetype i = 0; i < whole.frames.size(); ++i) {
        const SseFrame& f = whole.frames.at(i);
        ++perType[f.event];
        // Every frame carries its own id, equal to data.seq, and its type in both places.
        const QByteArray seq = QByteArray::number(i + 1);
        QVERIFY(f.hasId);
        QCOMPARE(f.id, seq);
        QVERIFY2(
            f.data.startsWith(QByteArray("{\"seq\":" + seq + ",\"type\":\"" + f.event + "\",")),
            f.data.left(80).constData());
    }
    QCOMPARE(perType, c.countPerType);
    QCOMPARE(whole.lastEventId, QByteArray::number(c.summaryFrames));
    QCOMPARE(whole.comments, quint64(c.bytes.count(": keep-alive")));
    if (!flags.contains(u"--comments"_s))
        QCOMPARE(whole.comments, quint64(0));

    COMPARE_FRAMES(parseBytewise(c.bytes).frames, whole.frames);
    for (quint32 seed = 1; seed <= 5; ++seed)
        COMPARE_FRAMES(parseRandomChunks(c.bytes, seed).frames, whole.frames);
    // The network's chunk size, as the benchmark feeds it.
    QList<qsizetype> cuts;
    for (qsizetype at = 16384; at < c.bytes.size(); at += 16384)
        cuts.append(at);
    COMPARE_FRAMES(parseCut(c.bytes, cuts).frames, whole.frames);
}

void TestSseParser::derivedVariantsMatchLf_data()
{
    QTest::addColumn<QString>("profile");
    QTest::newRow("deltas") << u"deltas"_s;
    QTest::newRow("mixed") << u"mixed"_s;
}

void TestSseParser::derivedVariantsMatchLf()
{
    // The generator's --crlf and --comments change its random sequence and size accounting,
    // so their frames differ from the LF run. These variants are the LF corpus itself with
    // other line ends and keep-alives, so they must parse to exactly its frames.
    QFETCH(QString, profile);
    const Corpus& c = corpus(profile, {});
    QVERIFY(!c.bytes.isEmpty());
    const QList<SseFrame> lf = parseWhole(c.bytes).frames;
    QCOMPARE(lf.size(), c.summaryFrames);

    const QByteArray commented = withComments(c.bytes, 20, 11);
    const struct
    {
        const char* name;
        QByteArray bytes;
    } variants[] = {
        {"CRLF", withLineEnd(c.bytes, "\r\n")},
        {"CR", withLineEnd(c.bytes, "\r")},
        {"comments", commented},
        {"CRLF and comments", withLineEnd(commented, "\r\n")},
        {"BOM", "\xEF\xBB\xBF"_ba + c.bytes},
    };
    for (const auto& variant : variants) {
        const QByteArray whole = firstDifference(parseWhole(variant.bytes).frames, lf);
        QVERIFY2(whole.isEmpty(), QByteArray(variant.name + ": "_ba + whole).constData());
        const QByteArray chunked = firstDifference(parseRandomChunks(variant.bytes, 42).frames, lf);
        QVERIFY2(chunked.isEmpty(), QByteArray(variant.name + ": "_ba + chunked).constData());
    }
    QVERIFY(parseWhole(commented).comments > 0);
}

void TestSseParser::generatorCrlfMatchesLfPrefix_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QStringList>("flags");
    QTest::newRow("deltas") << u"deltas"_s << QStringList{};
    QTest::newRow("deltas comments") << u"deltas"_s << QStringList{u"--comments"_s};
    QTest::newRow("mixed") << u"mixed"_s << QStringList{};
}

void TestSseParser::generatorCrlfMatchesLfPrefix()
{
    // Same seed and profile with --crlf added: the generator emits the same frames, but stops
    // earlier (CRLF bytes count towards --mb) and so closes with different final
    // assistant_message and result frames. Everything before those two must be identical.
    QFETCH(QString, profile);
    QFETCH(QStringList, flags);
    const QList<SseFrame> lf = parseWhole(corpus(profile, flags).bytes).frames;
    const QList<SseFrame> crlf =
        parseWhole(corpus(profile, flags + QStringList{u"--crlf"_s}).bytes).frames;
    QVERIFY(crlf.size() > 2);
    QVERIFY(crlf.size() <= lf.size());
    COMPARE_FRAMES(crlf.first(crlf.size() - 2), lf.first(crlf.size() - 2));
    QCOMPARE(crlf.constLast().event, "result"_ba);
}

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
