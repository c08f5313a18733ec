// SPDX-License-Identifier: MIT
// capture_bench: opening a capture as the window does — CaptureRunSource → RunController →
// RunTimeline → TimelineModel → TimelineFilterProxy, headless, on the event loop — on a ~64 MB
// capture and on a 1,000,000-event one: time to the first rows in the proxy, time to fully
// indexed (every record in the model), peak RSS, the bytes each event costs beyond its own bytes,
// and how long the event loop was blocked at most while loading (docs/performance.md,
// "Capture open" and "Memory").
//
//   capture_bench [--corpora DIR] [--only 64mb|1m]   (inputs are regenerated when missing)
//   capture_bench --child FILE.mxrun      (one capture in this process; used by the above)
//
// The captures are written with CaptureWriter from the 180 MB SSE corpus make-sse-corpus.py
// generates (deltas profile, seed 7), so the format is the real one: its first 64 MiB of lines and
// its first 1,000,000 events; they are kept in DIR (default
// build/bench-corpus) and reused. Each capture is opened in a child process of its own so its
// peak RSS (VmHWM) is that capture's. The base for "indexed" is SseParser + EventDecoder over the
// SSE bytes of the same events, measured here. The last lines are the figures, the worse of the
// two captures for each:
//   BENCH capture-first-rows ours=<s>s base=0.2s ratio=.. goal=<=1 met|missed
//   BENCH capture-indexed ours=<s>s base=<s>s ratio=.. goal=<=2 met|missed
//   BENCH memory-ratio ours=<MB>MB base=<MB>MB ratio=.. goal=<=1.5 met|missed
//   BENCH memory-per-event ours=<B>B base=200B ratio=.. goal=<=1 met|missed

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>

#include <QByteArray>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>
#include <QTimer>
#include <QUrl>
#include <malloc.h>

#include "protocol/eventdecoder.h"
#include "run/capturerunsource.h"
#include "run/capturewriter.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "sse/sseparser.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype Chunk = 1 << 20;

double since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A "VmHWM:"/"VmRSS:" line of /proc/self/status, in KiB.
qint64 statusKb(const char* key)
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

// --child: opens one capture as the window does and prints what it measured.
int child(const QString& path)
{
    const qint64 baselineKb = statusKb("VmRSS:");
    const qint64 fileBytes = QFileInfo(path).size();
    double firstRows = -1;
    double indexed = -1;
    qint64 maxLateMs = 0;

    const auto start = std::chrono::steady_clock::now();
    auto* source = new mantyx::CaptureRunSource(path);
    mantyx::RunController run(nullptr, source);
    mantyx::TimelineModel model(run.timeline());
    mantyx::TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    QObject::connect(&proxy, &QAbstractItemModel::rowsInserted, &proxy, [&] {
        if (firstRows < 0)
            firstRows = since(start);
    });
    // How late a 5 ms timer fires while loading: how long the event loop (the UI) was blocked.
    QTimer probe;
    QElapsedTimer probeClock;
    probe.setInterval(5);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        maxLateMs = std::max(maxLateMs, probeClock.elapsed() - 5);
        probeClock.restart();
    });
    QObject::connect(&run, &mantyx::RunController::finished, &run, [&] {
        model.flush();
        indexed = since(start);
        QCoreApplication::quit();
    });
    probeClock.start();
    probe.start();
    run.start();
    QCoreApplication::exec();

    const mantyx::RunTimeline& timeline = *run.timeline();
    qint64 rawBytes = 0;
    for (int i = 0; i < timeline.eventCount(); ++i)
        rawBytes += timeline.eventRawSize(i);
    // What the heap holds once indexed (in use, and kept by malloc unused), beside the peak.
    const struct mallinfo2 heap = mallinfo2();
    std::printf("CHILD file=%lld events=%d raw=%lld rows=%d modelRows=%d proxyRows=%d "
                "first=%.4f indexed=%.3f hwmKb=%lld baselineKb=%lld maxLateMs=%lld rssKb=%lld "
                "heapUsedKb=%lld heapFreeKb=%lld storeKb=%lld\n",
                static_cast<long long>(fileBytes), timeline.eventCount(),
                static_cast<long long>(rawBytes), timeline.rowCount(), model.rowCount(),
                proxy.rowCount(), firstRows, indexed, static_cast<long long>(statusKb("VmHWM:")),
                static_cast<long long>(baselineKb), static_cast<long long>(maxLateMs),
                static_cast<long long>(statusKb("VmRSS:")),
                static_cast<long long>((heap.uordblks + heap.hblkhd) >> 10),
                static_cast<long long>(heap.fordblks >> 10),
                static_cast<long long>(timeline.eventMemoryBytes() >> 10));
    return indexed >= 0 && model.rowCount() == timeline.rowCount() ? 0 : 1;
}

bool generateCorpus(const QString& sse, double mb)
{
    if (QFileInfo(sse).size() > 0)
        return true;
    const QDir repo(QFileInfo(QCoreApplication::applicationFilePath()).absolutePath() +
                    u"/../../../.."_s);
    const QString shared = qEnvironmentVariableIsSet("MANTYX_SHARED_DIR")
                               ? qEnvironmentVariable("MANTYX_SHARED_DIR")
                               : repo.absoluteFilePath(u"../shared"_s);
    std::printf("generating %s\n", qPrintable(sse));
    std::fflush(stdout);
    return QProcess::execute(u"python3"_s, {shared + u"/bench/make-sse-corpus.py"_s, sse,
                                            u"--profile"_s, u"deltas"_s, u"--mb"_s,
                                            QString::number(mb), u"--seed"_s, u"7"_s}) == 0;
}

// Events of the capture at `path`: its lines but the header.
qint64 captureEvents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qint64 lines = 0;
    while (!file.atEnd())
        lines += file.read(Chunk).count('\n');
    return lines - 1;
}

// The frames of `sse` as a capture written by CaptureWriter, the events 2 ms apart on the
// recorded clock: `maxEvents` of them, or (-1) as many as fit in `maxBytes`. Returns how many.
qint64 writeCapture(const QByteArray& sse, qint64 maxEvents, qint64 maxBytes, const QString& path)
{
    if (QFileInfo(path).size() > 0)
        return captureEvents(path);
    std::printf("writing %s\n", qPrintable(path));
    std::fflush(stdout);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return -1;
    qint64 written = 0;
    mantyx::CaptureWriter::Header header;
    header.baseUrl = QUrl(u"http://127.0.0.1:48620"_s);
    header.workspace = u"bench"_s;
    header.runId = u"run_capture_bench"_s;
    header.spec = QJsonObject{{u"agent"_s, QJsonObject{{u"model"_s, u"platform:demo"_s}}}};
    const QByteArray headerLine = mantyx::CaptureWriter::headerLine(header) + '\n';
    out.write(headerLine);
    written += headerLine.size();
    mantyx::SseParser parser;
    mantyx::EventDecoder decoder;
    qint64 events = 0;
    QByteArray lines;
    const QByteArrayView all(sse);
    bool full = false;
    for (qsizetype offset = 0; offset < all.size() && !full; offset += Chunk) {
        parser.feed(all.sliced(offset, std::min(Chunk, all.size() - offset)),
                    [&](const mantyx::SseFrameView& frame) {
                        if (full)
                            return;
                        const mantyx::RunEvent event = decoder.decode(
                            frame.data, frame.event, frame.hasId ? frame.id : QByteArrayView());
                        const QByteArray line =
                            mantyx::CaptureWriter::eventLine(event, 2 * events) + '\n';
                        if (maxBytes >= 0 && written + line.size() > maxBytes) {
                            full = true;
                            return;
                        }
                        lines += line;
                        written += line.size();
                        ++events;
                        full = maxEvents >= 0 && events >= maxEvents;
                    });
        out.write(lines);
        lines.clear();
    }
    return out.commit() ? events : -1;
}

// Framing + decode of the first `maxEvents` frames of `sse` (all: -1): the base. Best of 2.
double decodeSeconds(const QByteArray& sse, qint64 maxEvents)
{
    double best = 0;
    for (int r = 0; r < 2; ++r) {
        mantyx::SseParser parser;
        mantyx::EventDecoder decoder;
        qint64 events = 0;
        quint64 checksum = 0;
        const QByteArrayView all(sse);
        const auto start = std::chrono::steady_clock::now();
        for (qsizetype offset = 0; offset < all.size() && (maxEvents < 0 || events < maxEvents);
             offset += Chunk) {
            parser.feed(all.sliced(offset, std::min(Chunk, all.size() - offset)),
                        [&](const mantyx::SseFrameView& frame) {
                            if (maxEvents >= 0 && events >= maxEvents)
                                return;
                            checksum += static_cast<quint64>(
                                decoder
                                    .decode(frame.data, frame.event,
                                            frame.hasId ? frame.id : QByteArrayView())
                                    .seq);
                            ++events;
                        });
        }
        const double seconds = since(start);
        best = r == 0 ? seconds : std::min(best, seconds);
        if (checksum == 0)
            std::printf("(no events)\n");
    }
    return best;
}

struct Figures
{
    QString name;
    qint64 fileBytes = 0;
    qint64 events = 0;
    qint64 rawBytes = 0;
    double firstRows = 0;
    double indexed = 0;
    double decode = 0;
    double hwmMb = 0;
    double perEventOverhead = 0;
    qint64 maxLateMs = 0;
};

std::optional<Figures> measure(const QString& name, const QString& capture, double decode)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QCoreApplication::applicationFilePath(), {u"--child"_s, capture});
    if (!process.waitForFinished(600000) || process.exitCode() != 0) {
        std::fprintf(stderr, "capture_bench: the child for %s failed\n", qPrintable(capture));
        return std::nullopt;
    }
    const QByteArray out = process.readAllStandardOutput().trimmed();
    const QByteArray line = out.mid(out.lastIndexOf('\n') + 1);
    std::printf("  %s\n", line.constData());
    QHash<QByteArray, QByteArray> values;
    for (const QByteArray& pair : line.split(' ')) {
        const qsizetype eq = pair.indexOf('=');
        if (eq > 0)
            values.insert(pair.left(eq), pair.mid(eq + 1));
    }
    Figures f;
    f.name = name;
    f.fileBytes = values.value("file").toLongLong();
    f.events = values.value("events").toLongLong();
    f.rawBytes = values.value("raw").toLongLong();
    f.firstRows = values.value("first").toDouble();
    f.indexed = values.value("indexed").toDouble();
    f.decode = decode;
    const qint64 hwmKb = values.value("hwmKb").toLongLong();
    const qint64 baselineKb = values.value("baselineKb").toLongLong();
    f.hwmMb = static_cast<double>(hwmKb) / 1024.0;
    f.perEventOverhead =
        f.events > 0
            ? (static_cast<double>(hwmKb - baselineKb) * 1024.0 - static_cast<double>(f.rawBytes)) /
                  static_cast<double>(f.events)
            : 0;
    f.maxLateMs = values.value("maxLateMs").toLongLong();
    std::printf("  %s: %lld events, file %.1f MB, events' own bytes %.1f MB; first rows %.3f s, "
                "indexed %.2f s (decode %.2f s); peak RSS %.1f MB (%.2fx the file), %.0f B per "
                "event beyond its bytes; event loop blocked %lld ms at most\n",
                qPrintable(name), static_cast<long long>(f.events),
                static_cast<double>(f.fileBytes) / 1048576.0,
                static_cast<double>(f.rawBytes) / 1048576.0, f.firstRows, f.indexed, f.decode,
                f.hwmMb, f.hwmMb * 1048576.0 / static_cast<double>(f.fileBytes), f.perEventOverhead,
                static_cast<long long>(f.maxLateMs));
    std::fflush(stdout);
    return f;
}

const char* verdict(bool met)
{
    return met ? "met" : "missed";
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.setApplicationDescription(u"Capture open: first rows, fully indexed, peak RSS."_s);
    cli.addHelpOption();
    const QCommandLineOption childOption(u"child"_s, u"Open one capture and report."_s, u"file"_s);
    const QCommandLineOption corporaOption(u"corpora"_s, u"Where inputs are kept."_s, u"dir"_s);
    const QCommandLineOption onlyOption(u"only"_s, u"64mb or 1m."_s, u"which"_s);
    cli.addOptions({childOption, corporaOption, onlyOption});
    cli.process(app);
    if (cli.isSet(childOption))
        return child(cli.value(childOption));

    const QDir repo(QFileInfo(QCoreApplication::applicationFilePath()).absolutePath() +
                    u"/../../../.."_s);
    const QString corpora = cli.isSet(corporaOption)
                                ? cli.value(corporaOption)
                                : repo.absoluteFilePath(u"build/bench-corpus"_s);
    QDir().mkpath(corpora);

    struct Input
    {
        QString name;
        QString sse;
        qint64 maxEvents;
        qint64 maxBytes;
        QString capture;
    };
    // 180 MB of SSE (deltas) hold 1,049,614 events: the first 64 MiB of capture lines
    // (~450,000 events), and the first 1,000,000 events (~143 MB of capture).
    const QString corpus = corpora + u"/deltas-180.sse"_s;
    const QList<Input> inputs{
        {u"64mb"_s, corpus, -1, 64 << 20, corpora + u"/capture-64mb.mxrun"_s},
        {u"1m"_s, corpus, 1000000, -1, corpora + u"/capture-1m.mxrun"_s},
    };
    QList<Figures> all;
    for (const Input& input : inputs) {
        if (cli.isSet(onlyOption) && cli.value(onlyOption) != input.name)
            continue;
        if (!generateCorpus(input.sse, 180))
            return 1;
        QFile file(input.sse);
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const QByteArray sse = file.readAll();
        const qint64 events = writeCapture(sse, input.maxEvents, input.maxBytes, input.capture);
        if (events <= 0)
            return 1;
        const double decode = decodeSeconds(sse, events);
        std::printf("== capture %s\n", qPrintable(input.name));
        const std::optional<Figures> f = measure(input.name, input.capture, decode);
        if (!f)
            return 1;
        all.append(*f);
    }
    if (all.isEmpty())
        return 2;
    const auto worst = [&](auto key) {
        return *std::max_element(all.cbegin(), all.cend(), [&](const Figures& a, const Figures& b) {
            return key(a) < key(b);
        });
    };
    const Figures first = worst([](const Figures& f) { return f.firstRows; });
    const Figures indexed = worst([](const Figures& f) { return f.indexed / f.decode; });
    const Figures ratio = worst(
        [](const Figures& f) { return f.hwmMb * 1048576.0 / static_cast<double>(f.fileBytes); });
    const Figures perEvent = worst([](const Figures& f) { return f.perEventOverhead; });
    std::printf("(each figure: the worse capture; first rows %s, indexed %s, memory ratio %s, "
                "per event %s)\n",
                qPrintable(first.name), qPrintable(indexed.name), qPrintable(ratio.name),
                qPrintable(perEvent.name));
    std::printf("BENCH capture-first-rows ours=%.3fs base=0.2s ratio=%.2f goal=<=1 %s\n",
                first.firstRows, first.firstRows / 0.2,
                verdict(first.firstRows >= 0 && first.firstRows / 0.2 <= 1));
    const double indexedRatio = indexed.indexed / indexed.decode;
    std::printf("BENCH capture-indexed ours=%.2fs base=%.2fs ratio=%.2f goal=<=2 %s\n",
                indexed.indexed, indexed.decode, indexedRatio,
                verdict(indexed.indexed >= 0 && indexedRatio <= 2));
    const double fileMb = static_cast<double>(ratio.fileBytes) / 1048576.0;
    std::printf("BENCH memory-ratio ours=%.1fMB base=%.1fMB ratio=%.2f goal=<=1.5 %s\n",
                ratio.hwmMb, fileMb, ratio.hwmMb / fileMb, verdict(ratio.hwmMb / fileMb <= 1.5));
    std::printf("BENCH memory-per-event ours=%.0fB base=200B ratio=%.2f goal=<=1 %s\n",
                perEvent.perEventOverhead, perEvent.perEventOverhead / 200.0,
                verdict(perEvent.perEventOverhead / 200.0 <= 1));
    return 0;
}
