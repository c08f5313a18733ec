// SPDX-License-Identifier: MIT
// ui_stall_bench: the main window, offscreen, while the sandbox streams a run at 20,000 and at
// 50,000 events/s (the sandbox's `stream` scenario; the server on a thread of its own, as a remote
// server would be). A probe timer every 5 ms measures how late the GUI's event loop is (p50, p99,
// max), and every paint of the timeline's list says which event its last shown row holds: the
// painted tail's lag is, for every batch of events the timeline took, the time from taking it to
// the first paint that shows it. Prints
// informational lines for both rates and, last, three lines for 50k events/s:
//   BENCH ui-stall-p99-50k ours=<x>ms base=16ms ratio=<x/16> goal=<=1 met|missed
//   BENCH ui-stall-max-50k ours=<x>ms base=50ms ratio=<x/50> goal=<=1 met|missed
//   BENCH ui-tail-lag-50k ours=<x>ms base=100ms ratio=<x/100> goal=<=1 met|missed
// docs/performance.md ("UI stall while streaming") says what the bases are and why.
//
//   ui_stall_bench [--seconds 4] [--mix deltas|mixed] [--rates 20000,50000]

#include <algorithm>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QJsonObject>
#include <QListView>
#include <QMutex>
#include <QPointer>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QWaitCondition>

#include "composer/composerpanel.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runtimeline.h"
#include "run/timelinetypes.h"
#include "sandbox/sandboxserver.h"
#include "testservices.h"
#include "timeline/timelineview.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

constexpr int kProbeMs = 5;
constexpr double kFrameBudgetMs = 16;
constexpr double kMaxStallMs = 50;
constexpr double kTailLagMs = 100;

// The sandbox on its own thread: its event loop, sockets and SQLite live there.
class SandboxThread final : public QThread
{
public:
    QUrl start(QString* error)
    {
        QThread::start();
        QMutexLocker lock(&m_mutex);
        while (!m_ready)
            m_started.wait(&m_mutex);
        if (error)
            *error = m_error;
        return m_url;
    }

protected:
    void run() override
    {
        SandboxConfig config;
        SandboxServer server(config);
        QString error;
        const bool ok = server.start(&error);
        {
            QMutexLocker lock(&m_mutex);
            m_url = ok ? server.baseUrl() : QUrl();
            m_error = error;
            m_ready = true;
            m_started.wakeAll();
        }
        if (ok)
            exec();
    }

private:
    QMutex m_mutex;
    QWaitCondition m_started;
    bool m_ready = false;
    QUrl m_url;
    QString m_error;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<size_t>(p * double(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

// Event-loop lateness: a single-shot timer re-armed on every shot; how much later than asked
// it fires.
class Probe final : public QObject
{
public:
    explicit Probe(QElapsedTimer& clock)
        : m_clock(clock)
    {
        m_timer.setSingleShot(true);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const double late = double(m_clock.nsecsElapsed() - m_armedNs) / 1e6 - kProbeMs;
            if (m_recording)
                m_samples.push_back(std::max(0.0, late));
            if (onTick)
                onTick();
            arm();
        });
    }
    void start() { arm(); }
    void stop() { m_timer.stop(); }
    void record(bool on) { m_recording = on; }
    std::vector<double> take() { return std::exchange(m_samples, {}); }
    std::function<void()> onTick;

private:
    void arm()
    {
        m_armedNs = m_clock.nsecsElapsed();
        m_timer.start(kProbeMs);
    }
    QElapsedTimer& m_clock;
    QTimer m_timer;
    qint64 m_armedNs = 0;
    bool m_recording = false;
    std::vector<double> m_samples;
};

// Watches the timeline list's paints: which seq the last row on screen holds.
class TailWatcher final : public QObject
{
public:
    TailWatcher(TimelineView* view, QElapsedTimer& clock)
        : m_view(view)
        , m_clock(clock)
    {
        view->listView()->viewport()->installEventFilter(this);
    }

    void reset(RunTimeline* timeline)
    {
        m_timeline = timeline;
        m_received.clear();
        m_nextUnpainted = 0;
        m_paintedSeq = 0;
        m_paints = 0;
        m_lags.clear();
        if (!timeline)
            return;
        // Every batch the timeline takes grows or adds a row: note when each seq arrived.
        connect(timeline, &RunTimeline::rowsAppended, this, [this] { noteReceived(); });
        connect(timeline, &RunTimeline::rowsChanged, this, [this] { noteReceived(); });
    }

    qint64 newestSeq() const { return m_received.empty() ? 0 : m_received.back().first; }
    qint64 paintedSeq() const { return m_paintedSeq; }
    int paints() const { return m_paints; }
    qint64 firstReceivedNs() const { return m_received.empty() ? 0 : m_received.front().second; }
    qint64 lastReceivedNs() const { return m_received.empty() ? 0 : m_received.back().second; }

    // How long the oldest event not painted yet has been waiting (0: the screen is current).
    double lagNowMs() const
    {
        if (m_received.empty() || m_paintedSeq >= newestSeq())
            return 0;
        const auto it = std::lower_bound(
            m_received.begin(), m_received.end(), m_paintedSeq + 1,
            [](const std::pair<qint64, qint64>& entry, qint64 seq) { return entry.first < seq; });
        return double(m_clock.nsecsElapsed() - it->second) / 1e6;
    }
    void sampleLag(bool on)
    {
        if (on)
            m_lags.push_back(lagNowMs());
    }
    std::vector<double> takeLags() { return std::exchange(m_lags, {}); }
    bool recording = false;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && m_timeline) {
            // The paint happens right after this filter, from the model as it is now.
            QListView* list = m_view->listView();
            const QAbstractItemModel* model = list->model();
            QModelIndex bottom = list->indexAt(QPoint(8, list->viewport()->height() - 2));
            if (!bottom.isValid() && model && model->rowCount() > 0) {
                const QModelIndex last = model->index(model->rowCount() - 1, 0);
                if (list->visualRect(last).intersects(list->viewport()->rect()))
                    bottom = last;
            }
            if (bottom.isValid()) {
                m_paintedSeq =
                    std::max(m_paintedSeq, bottom.data(TimelineRole::LastSeq).toLongLong());
                ++m_paints;
                // Every batch this paint shows for the first time: how long it waited.
                const qint64 now = m_clock.nsecsElapsed();
                while (m_nextUnpainted < m_received.size() &&
                       m_received[m_nextUnpainted].first <= m_paintedSeq) {
                    if (recording)
                        m_lags.push_back(double(now - m_received[m_nextUnpainted].second) / 1e6);
                    ++m_nextUnpainted;
                }
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void noteReceived()
    {
        const RunTimeline* timeline = m_timeline.data();
        if (!timeline || timeline->eventCount() == 0)
            return;
        const qint64 seq = timeline->eventAt(timeline->eventCount() - 1).seq;
        if (m_received.empty() || seq > m_received.back().first)
            m_received.emplace_back(seq, m_clock.nsecsElapsed());
    }

    TimelineView* m_view;
    QElapsedTimer& m_clock;
    QPointer<RunTimeline> m_timeline;
    std::vector<std::pair<qint64, qint64>> m_received; // (newest seq, ns) per batch
    size_t m_nextUnpainted = 0; // first entry of m_received no paint has shown yet
    qint64 m_paintedSeq = 0;
    int m_paints = 0;
    std::vector<double> m_lags;
};

struct Figures
{
    int rate = 0;
    qint64 events = 0;
    double achievedRate = 0;
    double p50 = 0;
    double p99 = 0;
    double max = 0;
    double lagP50 = 0;
    double lagP99 = 0;
    double lagMax = 0;
    double catchUpMs = 0; // terminal received → painted
    int rows = 0;
    int paints = 0;
    bool complete = false;
};

void spin(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

bool spinUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

QJsonObject streamSpec(qint64 events, int rate, const QString& mix)
{
    return QJsonObject{
        {u"systemPrompt"_s, u"You stream."_s},
        {u"prompt"_s, u"Stream for the UI stall benchmark."_s},
        {u"metadata"_s, QJsonObject{{u"sandbox.scenario"_s, u"stream"_s},
                                    {u"sandbox.stream.events"_s, QString::number(events)},
                                    {u"sandbox.stream.rate"_s, QString::number(rate)},
                                    {u"sandbox.stream.mix"_s, mix},
                                    {u"sandbox.seed"_s, u"17"_s}}}};
}

Figures measure(MainWindow& window, Probe& probe, TailWatcher& tail, QElapsedTimer& clock, int rate,
                double seconds, const QString& mix)
{
    Figures f;
    f.rate = rate;
    f.events = qint64(double(rate) * seconds);
    window.composer()->setSpec(streamSpec(f.events, rate, mix));
    if (!spinUntil([&] { return window.composer()->canRun(); }, 10000)) {
        std::fprintf(stderr, "ui_stall_bench: the composer does not accept the spec\n");
        return f;
    }
    if (!window.startRun() || !window.currentRun()) {
        std::fprintf(stderr, "ui_stall_bench: the run did not start\n");
        return f;
    }
    RunController* run = window.currentRun();
    tail.reset(run->timeline());
    // Record from the first event received to the terminal one.
    spinUntil([&] { return tail.newestSeq() > 0 || run->isFinished(); }, 20000);
    probe.take();
    tail.takeLags();
    probe.record(true);
    tail.recording = true;
    const int timeoutMs = int(seconds * 1000) * 6 + 30000;
    spinUntil([&] { return tail.newestSeq() >= f.events || run->isFinished(); }, timeoutMs);
    probe.record(false);
    tail.recording = false;
    const qint64 terminalNs = clock.nsecsElapsed();
    f.complete = tail.newestSeq() >= f.events;
    spinUntil([&] { return tail.paintedSeq() >= tail.newestSeq(); }, 5000);
    f.catchUpMs = double(clock.nsecsElapsed() - terminalNs) / 1e6;
    spinUntil([&] { return run->isFinished(); }, 5000);

    const std::vector<double> late = probe.take();
    f.p50 = percentile(late, 0.50);
    f.p99 = percentile(late, 0.99);
    f.max = late.empty() ? 0 : *std::max_element(late.begin(), late.end());
    const std::vector<double> lags = tail.takeLags();
    f.lagP50 = percentile(lags, 0.50);
    f.lagP99 = percentile(lags, 0.99);
    f.lagMax = lags.empty() ? 0 : *std::max_element(lags.begin(), lags.end());
    const double spanS = double(tail.lastReceivedNs() - tail.firstReceivedNs()) / 1e9;
    f.achievedRate = spanS > 0 ? double(tail.newestSeq()) / spanS : 0;
    f.rows = run->timeline()->rowCount();
    f.paints = tail.paints();
    return f;
}

void printBench(const char* name, double ours, double base)
{
    const double ratio = ours / base;
    std::printf("BENCH %s ours=%.1fms base=%.0fms ratio=%.2f goal=<=1 %s\n", name, ours, base,
                ratio, ratio <= 1.0 ? "met" : "missed");
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption secondsOption(u"seconds"_s, u"Length of each streamed run."_s, u"S"_s,
                                           u"4"_s);
    const QCommandLineOption mixOption(u"mix"_s, u"Event mix: deltas or mixed."_s, u"MIX"_s,
                                       u"deltas"_s);
    const QCommandLineOption ratesOption(u"rates"_s, u"Events per second, comma-separated."_s,
                                         u"LIST"_s, u"20000,50000"_s);
    parser.addOptions({secondsOption, mixOption, ratesOption});
    parser.process(app);
    const double seconds = std::max(0.5, parser.value(secondsOption).toDouble());
    const QString mix = parser.value(mixOption);
    QList<int> rates;
    for (const QString& r : parser.value(ratesOption).split(u',', Qt::SkipEmptyParts))
        rates.append(r.toInt());

    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);

    SandboxThread sandbox;
    QString error;
    const QUrl url = sandbox.start(&error);
    if (url.isEmpty()) {
        std::fprintf(stderr, "ui_stall_bench: the sandbox did not start: %s\n", qPrintable(error));
        return 1;
    }

    int status = 0;
    {
        TestServices services(&settings);
        MainWindow window(services.settings(), services.connection());
        window.setLocalHandlers(&services.handlers());
        window.setBuiltInSandbox(url, u"sandbox"_s, u"mantyx_sandbox_key"_s);
        window.resize(1360, 860);
        window.show();

        QElapsedTimer clock;
        clock.start();
        Probe probe(clock);
        TailWatcher tail(window.timelineView(), clock);
        probe.start();

        // The idle loop: what the probe reads with nothing to do (timer resolution, the machine).
        spin(300);
        probe.take();
        probe.record(true);
        spin(1000);
        probe.record(false);
        const std::vector<double> idle = probe.take();
        std::printf("idle probe: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%zu samples)\n",
                    percentile(idle, 0.5), percentile(idle, 0.99),
                    idle.empty() ? 0.0 : *std::max_element(idle.begin(), idle.end()), idle.size());

        std::vector<Figures> all;
        for (const int rate : rates) {
            const Figures f = measure(window, probe, tail, clock, rate, seconds, mix);
            all.push_back(f);
            std::printf("stream %dk ev/s (%s, %lld events, %d rows): received at %.0f ev/s; "
                        "lateness p50 %.1f ms, p99 %.1f ms, max %.1f ms; painted tail lag p50 "
                        "%.1f ms, p99 %.1f ms, max %.1f ms; %d paints; last event painted %.0f "
                        "ms after it arrived%s\n",
                        rate / 1000, qPrintable(mix), f.events, f.rows, f.achievedRate, f.p50,
                        f.p99, f.max, f.lagP50, f.lagP99, f.lagMax, f.paints, f.catchUpMs,
                        f.complete ? "" : " (INCOMPLETE)");
            std::fflush(stdout);
            if (!f.complete)
                status = 1;
        }
        probe.stop();
        const auto at50 =
            std::find_if(all.begin(), all.end(), [](const Figures& f) { return f.rate == 50000; });
        if (at50 != all.end()) {
            printBench("ui-stall-p99-50k", at50->p99, kFrameBudgetMs);
            printBench("ui-stall-max-50k", at50->max, kMaxStallMs);
            printBench("ui-tail-lag-50k", at50->lagMax, kTailLagMs);
        }
    }
    sandbox.quit();
    sandbox.wait();
    return status;
}
