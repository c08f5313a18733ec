// SPDX-License-Identifier: MIT
// ingest_bench: headless timeline ingest — SSE bytes framed and decoded, the events appended to a
// RunTimeline, rows inserted into a TimelineModel behind the TimelineFilterProxy the view uses —
// in events/s, against framing + decode alone (SseParser + EventDecoder) of the same bytes in the
// same process (docs/performance.md, "Timeline ingest").
//
//   ingest_bench [CORPUS.sse] [--chunk 16384] [--repeat 3]
//
// Without a corpus it uses build/bench-corpus/deltas-64.sse, generating it first with
// ../shared/bench/make-sse-corpus.py (MANTYX_SHARED_DIR overrides ../shared). Each chunk is one
// network read: its events go to the timeline as one batch, as RunStream hands them on. The last
// line is the figure: "BENCH ingest ours=<ev/s> base=<ev/s> ratio=<r> goal=>=0.5 met|missed".

#include <algorithm>
#include <chrono>
#include <cstdio>

#include <QByteArray>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QProcess>

#include "protocol/eventdecoder.h"
#include "run/runtimeline.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "sse/sseparser.h"

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    qint64 events = 0;
    qint64 rows = 0;
    double seconds = 0;
};

double since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Framing + decode only: what every event costs before the timeline sees it.
Run decodeOnly(const QByteArray& bytes, qsizetype chunk)
{
    mantyx::SseParser parser;
    mantyx::EventDecoder decoder;
    Run run;
    quint64 checksum = 0;
    const QByteArrayView all(bytes);
    const auto start = std::chrono::steady_clock::now();
    for (qsizetype offset = 0; offset < all.size(); offset += chunk) {
        parser.feed(all.sliced(offset, std::min(chunk, all.size() - offset)),
                    [&](const mantyx::SseFrameView& frame) {
                        const mantyx::RunEvent event = decoder.decode(
                            frame.data, frame.event, frame.hasId ? frame.id : QByteArrayView());
                        checksum += static_cast<quint64>(event.seq);
                        ++run.events;
                    });
    }
    parser.finish();
    run.seconds = since(start);
    run.rows = static_cast<qint64>(checksum & 1);
    return run;
}

// The same, each chunk's events appended to a timeline shown through model and proxy.
Run ingest(const QByteArray& bytes, qsizetype chunk)
{
    mantyx::SseParser parser;
    mantyx::EventDecoder decoder;
    mantyx::RunTimeline timeline;
    mantyx::TimelineModel model(&timeline);
    mantyx::TimelineFilterProxy proxy;
    proxy.setSourceModel(&model);
    Run run;
    QList<mantyx::RunEvent> batch;
    const QByteArrayView all(bytes);
    const auto start = std::chrono::steady_clock::now();
    for (qsizetype offset = 0; offset < all.size(); offset += chunk) {
        parser.feed(all.sliced(offset, std::min(chunk, all.size() - offset)),
                    [&](const mantyx::SseFrameView& frame) {
                        batch.append(decoder.decode(frame.data, frame.event,
                                                    frame.hasId ? frame.id : QByteArrayView()));
                    });
        if (!batch.isEmpty()) {
            run.events += batch.size();
            timeline.appendEvents(batch);
            batch.clear();
        }
    }
    parser.finish();
    model.flush();
    run.seconds = since(start);
    run.rows = proxy.rowCount();
    return run;
}

QString defaultCorpus(const QString& program)
{
    // build/default/tests/bench/ingest_bench -> the checkout's build/bench-corpus
    const QDir repo(QFileInfo(program).absolutePath() + u"/../../../.."_s);
    const QString corpora = repo.absoluteFilePath(u"build/bench-corpus"_s);
    const QString corpus = corpora + u"/deltas-64.sse"_s;
    if (QFileInfo(corpus).size() > 0)
        return corpus;
    QDir().mkpath(corpora);
    const QString shared = qEnvironmentVariableIsSet("MANTYX_SHARED_DIR")
                               ? qEnvironmentVariable("MANTYX_SHARED_DIR")
                               : repo.absoluteFilePath(u"../shared"_s);
    std::printf("generating %s\n", qPrintable(corpus));
    std::fflush(stdout);
    const int code = QProcess::execute(u"python3"_s, {shared + u"/bench/make-sse-corpus.py"_s,
                                                      corpus, u"--profile"_s, u"deltas"_s,
                                                      u"--mb"_s, u"64"_s, u"--seed"_s, u"7"_s});
    return code == 0 ? corpus : QString();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser cli;
    cli.setApplicationDescription(u"Timeline ingest (decode -> RunTimeline -> model -> proxy) "
                                  u"vs framing + decode of the same bytes."_s);
    cli.addHelpOption();
    cli.addPositionalArgument(u"corpus"_s, u"The .sse file (default: the 64 MB deltas one)."_s);
    const QCommandLineOption chunkOption(u"chunk"_s, u"Bytes per network read."_s, u"bytes"_s,
                                         u"16384"_s);
    const QCommandLineOption repeatOption(u"repeat"_s, u"Timed runs; the best counts."_s, u"n"_s,
                                          u"3"_s);
    cli.addOptions({chunkOption, repeatOption});
    cli.process(app);

    const qsizetype chunk = std::max<qsizetype>(cli.value(chunkOption).toLongLong(), 1);
    const int repeat = std::max(cli.value(repeatOption).toInt(), 1);
    const QString corpus = cli.positionalArguments().isEmpty()
                               ? defaultCorpus(QCoreApplication::applicationFilePath())
                               : cli.positionalArguments().constFirst();
    QFile file(corpus);
    if (corpus.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "ingest_bench: cannot read the corpus %s\n", qPrintable(corpus));
        return 1;
    }
    const QByteArray bytes = file.readAll();

    double bestBase = 0;
    double bestOurs = 0;
    // Interleaved, best of each: a burst of load from another process then hits both sides.
    for (int r = 0; r < repeat; ++r) {
        const Run base = decodeOnly(bytes, chunk);
        const Run ours = ingest(bytes, chunk);
        const double baseRate = static_cast<double>(base.events) / base.seconds;
        const double oursRate = static_cast<double>(ours.events) / ours.seconds;
        std::printf("run %d: %lld events; decode %.2f s (%.0f ev/s), ingest %.2f s (%.0f ev/s), "
                    "%lld rows\n",
                    r + 1, static_cast<long long>(base.events), base.seconds, baseRate,
                    ours.seconds, oursRate, static_cast<long long>(ours.rows));
        std::fflush(stdout);
        bestBase = std::max(bestBase, baseRate);
        bestOurs = std::max(bestOurs, oursRate);
    }
    const double ratio = bestOurs / bestBase;
    std::printf("BENCH ingest ours=%.0fev/s base=%.0fev/s ratio=%.2f goal=>=0.5 %s\n", bestOurs,
                bestBase, ratio, ratio >= 0.5 ? "met" : "missed");
    return 0;
}
