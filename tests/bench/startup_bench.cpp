// SPDX-License-Identifier: MIT
// startup_bench: process start to the first painted main window, offscreen — mantyx-inspector
// with its default connection (the embedded sandbox) against startup_minimal (a QMainWindow with
// a label), both started the same way: a child process with MANTYX_STARTUP_PROBE set, which
// prints "first-paint" once its window has painted and quits (app/firstpaintprobe.h). The time
// is taken here, from QProcess::start() to that line. Both run in one isolated home
// (XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME, XDG_STATE_HOME in a temporary directory), one
// unmeasured start each first (the first-ever start creates the settings and databases), then
// interleaved. Prints each start and a last line
//   BENCH startup ours=<ms>ms base=<ms>ms ratio=<r> goal=<=2 met|missed
// (medians; issue 17 item 6).
//
//   startup_bench [--runs 15] [--inspector PATH] [--minimal PATH] [-- inspector arguments]

#include <algorithm>
#include <cstdio>
#include <optional>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

namespace {

// Milliseconds from start() to the child's "first-paint" line; nothing when it did not print one
// within 30 s or crashed.
std::optional<double> timeStart(const QString& program, const QStringList& arguments,
                                const QProcessEnvironment& environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    std::optional<double> elapsed;
    QByteArray out;
    while (!elapsed && clock.elapsed() < 30000) {
        if (!process.waitForReadyRead(int(30000 - clock.elapsed())))
            break;
        out += process.readAllStandardOutput();
        if (out.contains("first-paint\n"))
            elapsed = double(clock.nsecsElapsed()) / 1e6;
    }
    if (!process.waitForFinished(15000)) {
        process.kill();
        process.waitForFinished();
    }
    if (elapsed && (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)) {
        std::fprintf(stderr, "startup_bench: %s exited with %d after its first paint\n",
                     qPrintable(program), process.exitCode());
        return std::nullopt;
    }
    return elapsed;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Start-up to the first painted window, ours vs minimal."_s);
    parser.addHelpOption();
    const QCommandLineOption runsOption(u"runs"_s, u"Measured starts of each program."_s, u"n"_s,
                                        u"15"_s);
    const QString buildDir = QDir(QCoreApplication::applicationDirPath() + u"/../.."_s).path();
    const QCommandLineOption inspectorOption(u"inspector"_s, u"The inspector to start."_s,
                                             u"path"_s, buildDir + u"/app/mantyx-inspector"_s);
    const QCommandLineOption minimalOption(u"minimal"_s, u"The baseline program."_s, u"path"_s,
                                           QCoreApplication::applicationDirPath() +
                                               u"/startup_minimal"_s);
    parser.addOptions({runsOption, inspectorOption, minimalOption});
    parser.addPositionalArgument(u"arguments"_s, u"More arguments for the inspector."_s);
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const QString inspector = parser.value(inspectorOption);
    const QString minimal = parser.value(minimalOption);
    for (const QString& program : {inspector, minimal}) {
        if (!QFileInfo(program).isExecutable()) {
            std::fprintf(stderr, "startup_bench: %s is not built\n", qPrintable(program));
            return 1;
        }
    }

    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"MANTYX_STARTUP_PROBE"_s, u"1"_s);
    for (const char* name :
         {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.filePath(QString::fromLatin1(name).toLower());
        QDir().mkpath(dir);
        environment.insert(QString::fromLatin1(name), dir);
    }
    const QStringList inspectorArguments = parser.positionalArguments();

    // The first start of each creates the settings, the sandbox's and the library's databases.
    if (!timeStart(inspector, inspectorArguments, environment) ||
        !timeStart(minimal, {}, environment)) {
        std::fprintf(stderr, "startup_bench: a program did not report its first paint\n");
        return 1;
    }
    QList<double> ours;
    QList<double> base;
    for (int i = 0; i < runs; ++i) {
        const std::optional<double> a = timeStart(inspector, inspectorArguments, environment);
        const std::optional<double> b = timeStart(minimal, {}, environment);
        if (!a || !b) {
            std::fprintf(stderr, "startup_bench: a program did not report its first paint\n");
            return 1;
        }
        ours << *a;
        base << *b;
        std::printf("start %2d: mantyx-inspector %7.1f ms  startup_minimal %6.1f ms\n", i + 1, *a,
                    *b);
        std::fflush(stdout);
    }
    const double oursMs = median(ours);
    const double baseMs = median(base);
    const double ratio = oursMs / baseMs;
    std::printf("BENCH startup ours=%.1fms base=%.1fms ratio=%.2f goal=<=2 %s\n", oursMs, baseMs,
                ratio, ratio <= 2.0 ? "met" : "missed");
    return 0;
}
