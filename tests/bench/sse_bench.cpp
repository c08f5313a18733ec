// SPDX-License-Identifier: MIT
// sse_bench: SseParser throughput over an SSE corpus file, fed in fixed-size chunks as a
// network read delivers them, to compare with the peer baseline run in the same session.
//
//   sse_bench CORPUS.sse [--chunk 16384] [--repeat 3] [--qjson | --decode | --memchr]
//
// Framing only by default. --qjson also runs QJsonDocument::fromJson on every frame's data
// (Qt's own parser, for reference); --decode turns every frame into a typed RunEvent with
// mantyx::EventDecoder (what the client really does); --memchr only counts '\n' with memchr
// over the same chunks: the practical ceiling of any line-oriented parser on this machine. Prints
// one line per repeat and a last summary line "<name>: X MB/s Y frames/s" in the peer's format
// (docs/performance.md).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

#include <QByteArray>
#include <QByteArrayView>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include "protocol/eventdecoder.h"
#include "sse/sseparser.h"

using namespace Qt::StringLiterals;

namespace {

enum class Mode
{
    Framing,
    QJson,
    Decode,
    Memchr,
};

struct Run
{
    quint64 frames = 0;
    quint64 checksum = 0; // keeps the work observable, like the peer's checksum
    double seconds = 0;
};

// Feeds `bytes` in `chunk`-sized pieces; onFrame sees every frame. Only the feeding is timed.
template <class F> Run timeFeeding(const QByteArray& bytes, qsizetype chunk, F&& onFrame)
{
    mantyx::SseParser parser;
    Run run;
    const QByteArrayView all(bytes);
    const auto start = std::chrono::steady_clock::now();
    for (qsizetype offset = 0; offset < all.size(); offset += chunk) {
        parser.feed(all.sliced(offset, std::min(chunk, all.size() - offset)),
                    [&](const mantyx::SseFrameView& frame) {
                        ++run.frames;
                        run.checksum += onFrame(frame);
                    });
    }
    parser.finish();
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return run;
}

// The ceiling: find every '\n' and do nothing else ("frames" counts lines here).
Run timeMemchr(const QByteArray& bytes, qsizetype chunk)
{
    Run run;
    const auto start = std::chrono::steady_clock::now();
    for (qsizetype offset = 0; offset < bytes.size(); offset += chunk) {
        const char* p = bytes.constData() + offset;
        const char* const end = p + std::min(chunk, bytes.size() - offset);
        while ((p = static_cast<const char*>(std::memchr(p, '\n', std::size_t(end - p))))) {
            ++run.frames;
            ++p;
        }
    }
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.checksum = run.frames;
    return run;
}

Run runOnce(const QByteArray& bytes, qsizetype chunk, Mode mode, mantyx::EventDecoder& decoder)
{
    switch (mode) {
    case Mode::Memchr:
        return timeMemchr(bytes, chunk);
    case Mode::Framing:
        return timeFeeding(bytes, chunk, [](const mantyx::SseFrameView& frame) {
            return static_cast<quint64>(frame.data.size());
        });
    case Mode::QJson:
        return timeFeeding(bytes, chunk, [](const mantyx::SseFrameView& frame) {
            // fromRawData: no copy of the frame, so only Qt's parser is measured.
            const QJsonDocument doc = QJsonDocument::fromJson(
                QByteArray::fromRawData(frame.data.data(), frame.data.size()));
            return static_cast<quint64>(doc.object().value("seq"_L1).toInteger());
        });
    case Mode::Decode:
        return timeFeeding(bytes, chunk, [&decoder](const mantyx::SseFrameView& frame) {
            const mantyx::RunEvent event =
                decoder.decode(frame.data, frame.event, frame.hasId ? frame.id : QByteArrayView());
            return static_cast<quint64>(event.seq);
        });
    }
    return {};
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.setApplicationDescription(u"SseParser throughput over an SSE corpus file."_s);
    cli.addHelpOption();
    cli.addPositionalArgument(u"corpus"_s, u"The .sse file (make-sse-corpus.py)."_s);
    const QCommandLineOption chunkOption(u"chunk"_s, u"Bytes per feed() call."_s, u"bytes"_s,
                                         u"16384"_s);
    const QCommandLineOption repeatOption(u"repeat"_s, u"Timed runs; the best counts."_s, u"n"_s,
                                          u"3"_s);
    const QCommandLineOption qjsonOption(u"qjson"_s,
                                         u"Also QJsonDocument::fromJson every frame's data."_s);
    const QCommandLineOption decodeOption(
        u"decode"_s, u"Also decode every frame into a typed RunEvent (EventDecoder)."_s);
    const QCommandLineOption memchrOption(
        u"memchr"_s, u"Only find each newline with memchr: the ceiling for a line parser."_s);
    cli.addOptions({chunkOption, repeatOption, qjsonOption, decodeOption, memchrOption});
    cli.process(app);

    const QStringList positional = cli.positionalArguments();
    bool chunkOk = false;
    bool repeatOk = false;
    const qsizetype chunk = cli.value(chunkOption).toLongLong(&chunkOk);
    const int repeat = cli.value(repeatOption).toInt(&repeatOk);
    if (positional.size() != 1 || !chunkOk || chunk <= 0 || !repeatOk || repeat <= 0 ||
        int(cli.isSet(qjsonOption)) + int(cli.isSet(decodeOption)) + int(cli.isSet(memchrOption)) >
            1) {
        std::fputs(qPrintable(cli.helpText()), stderr);
        return 2;
    }
    const Mode mode = cli.isSet(decodeOption)   ? Mode::Decode
                      : cli.isSet(qjsonOption)  ? Mode::QJson
                      : cli.isSet(memchrOption) ? Mode::Memchr
                                                : Mode::Framing;

    QFile file(positional.constFirst());
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "sse_bench: %s: %s\n", qPrintable(file.fileName()),
                     qPrintable(file.errorString()));
        return 1;
    }
    const QByteArray bytes = file.readAll();
    const double megabytes = static_cast<double>(bytes.size()) / 1048576.0;

    mantyx::EventDecoder decoder; // reused across frames and runs, as the client does
    double bestMbps = 0;
    double bestFps = 0;
    for (int r = 0; r < repeat; ++r) {
        const Run run = runOnce(bytes, chunk, mode, decoder);
        const double mbps = megabytes / run.seconds;
        const double fps = static_cast<double>(run.frames) / run.seconds;
        std::printf("run %d: %llu frames %.1f MB/s %.0f frames/s checksum=%llu\n", r + 1,
                    static_cast<unsigned long long>(run.frames), mbps, fps,
                    static_cast<unsigned long long>(run.checksum));
        if (mbps > bestMbps) {
            bestMbps = mbps;
            bestFps = fps;
        }
    }
    const char* name = mode == Mode::Decode   ? "mantyx SseParser+EventDecoder"
                       : mode == Mode::QJson  ? "mantyx SseParser+QJsonDocument"
                       : mode == Mode::Memchr ? "memchr newline scan"
                                              : "mantyx SseParser";
    std::printf("%s: %.1f MB/s %.0f frames/s\n", name, bestMbps, bestFps);
    return 0;
}
