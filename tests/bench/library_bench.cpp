// SPDX-License-Identifier: MIT
// library_bench: the run library at 10,000 runs — the time to show a filtered, sorted list (the
// RunLibraryModel the Run Library dock shows: its count and first page, every cell of the rows a
// window shows read once) as a ratio to a plain SQLite query of the same rows through Qt SQL
// (issue 17 item 8, goal ≤ 3×). Prints one line per filter and a last line
//   BENCH library ours=<ms>ms base=<ms>ms ratio=<r> goal=<=3 met|missed
//
//   library_bench [--runs 10000] [--repeat 15]

#include <algorithm>
#include <chrono>
#include <cstdio>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

#include "run/runlibrary.h"
#include "run/runlibrarymodel.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

// Deterministic runs: 4 models, 3 connections, statuses and texts spread evenly.
QList<RunRecord> makeRuns(int count)
{
    const QStringList models{u"anthropic:claude-opus-4-7"_s, u"openai:gpt-5.5"_s,
                             u"google:gemini-2.5-pro"_s, u"platform:demo"_s};
    const QStringList connections{u"sandbox"_s, u"staging"_s, u"production"_s};
    const QStringList words{u"weather"_s, u"invoice"_s, u"travel"_s, u"alpha"_s, u"refund"_s};
    const QDateTime start = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
    QList<RunRecord> runs;
    runs.reserve(count);
    for (int i = 0; i < count; ++i) {
        RunRecord r;
        r.runId = u"run_%1"_s.arg(i, 6, 10, QChar(u'0'));
        r.connection = connections.at(i % connections.size());
        r.baseUrl = QUrl(u"https://%1.example"_s.arg(r.connection));
        r.workspace = u"ws"_s;
        r.started = start.addSecs(qint64(i) * 97);
        r.durationMs = 1000 + (i * 37) % 60000;
        r.status = i % 7 == 0    ? RunSummary::Status::Failed
                   : i % 11 == 0 ? RunSummary::Status::Cancelled
                                 : RunSummary::Status::Succeeded;
        r.model = models.at(i % models.size());
        r.tokens = TokenUsage{1000 + i % 900, i % 300, i % 50, 200 + i % 400};
        r.costUsd = 0.001 * (i % 1000);
        r.turns = 1 + i % 9;
        r.metadata = {{u"team"_s, i % 2 ? u"research"_s : u"support"_s}};
        r.name = u"%1 task %2"_s.arg(words.at(i % words.size())).arg(i);
        runs.append(r);
    }
    return runs;
}

double ms(std::chrono::steady_clock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption runsOption(u"runs"_s, u"Runs in the library."_s, u"N"_s, u"10000"_s);
    const QCommandLineOption repeatOption(u"repeat"_s, u"Timings per figure (median)."_s, u"N"_s,
                                          u"15"_s);
    parser.addOptions({runsOption, repeatOption});
    parser.process(app);
    const int count = parser.value(runsOption).toInt();
    const int repeat = std::max(1, parser.value(repeatOption).toInt());

    QTemporaryDir dir;
    RunLibrary library;
    QString error;
    if (!library.open(dir.filePath(u"library.sqlite"_s), &error)) {
        std::fprintf(stderr, "library_bench: %s\n", qPrintable(error));
        return 1;
    }
    auto t0 = std::chrono::steady_clock::now();
    if (!library.upsertAll(makeRuns(count), &error)) {
        std::fprintf(stderr, "library_bench: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("imported %d runs in %.0f ms\n", count, ms(std::chrono::steady_clock::now() - t0));

    // The same file through a plain Qt SQL connection: the baseline.
    QSqlDatabase plain = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bench-plain"_s);
    plain.setDatabaseName(library.path());
    if (!plain.open()) {
        std::fprintf(stderr, "library_bench: cannot open the baseline connection\n");
        return 1;
    }

    struct Filter
    {
        const char* name;
        RunQuery query;
        QString sql; // the same rows, plainly
    };
    QList<Filter> filters;
    {
        RunQuery q;
        filters.append(
            {"all, newest first", q, u"SELECT * FROM runs ORDER BY started DESC LIMIT 200"_s});
    }
    {
        RunQuery q;
        q.status = RunSummary::Status::Succeeded;
        q.model = u"openai:gpt-5.5"_s;
        filters.append({"status + model", q,
                        u"SELECT * FROM runs WHERE status = 'succeeded' AND model = "
                        "'openai:gpt-5.5' ORDER BY started DESC LIMIT 200"_s});
    }
    {
        RunQuery q;
        q.text = u"alpha"_s;
        q.sortColumn = RunQuery::Column::Cost;
        filters.append({"text, by cost", q,
                        u"SELECT * FROM runs WHERE instr(search_text, 'alpha') > 0 ORDER BY "
                        "cost_usd DESC LIMIT 200"_s});
    }
    {
        RunQuery q;
        q.setMetadataFilter(u"team:research");
        filters.append({"tag", q,
                        u"SELECT * FROM runs WHERE EXISTS (SELECT 1 FROM run_tags t WHERE t.run "
                        "= runs.id AND t.key = 'team' AND t.value = 'research') ORDER BY started "
                        "DESC LIMIT 200"_s});
    }

    double oursTotal = 0;
    double baseTotal = 0;
    for (const Filter& filter : std::as_const(filters)) {
        QList<double> ours;
        QList<double> base;
        int shown = 0;
        int plainRows = 0;
        for (int i = 0; i < repeat; ++i) {
            // Ours: what the dock does — the model over the query, its count and first page,
            // every cell of a screenful (40 rows) read for display.
            t0 = std::chrono::steady_clock::now();
            RunLibraryModel model(&library);
            model.setQuery(filter.query);
            shown = model.rowCount();
            for (int row = 0; row < std::min(shown, 40); ++row) {
                for (int column = 0; column < model.columnCount(); ++column)
                    (void)model.index(row, column).data();
            }
            ours.append(ms(std::chrono::steady_clock::now() - t0));

            // Base: the same page and its count, read plainly.
            t0 = std::chrono::steady_clock::now();
            QSqlQuery query(plain);
            query.setForwardOnly(true); // the fastest way Qt SQL reads rows
            query.exec(filter.sql);
            plainRows = 0;
            while (query.next()) {
                for (int column = 0; column < query.record().count(); ++column)
                    (void)query.value(column);
                ++plainRows;
            }
            QSqlQuery total(plain);
            total.setForwardOnly(true);
            // The count needs no order: "SELECT count(*) FROM runs WHERE …".
            total.exec(QString(filter.sql)
                           .replace(u"SELECT * "_s, u"SELECT count(*) "_s)
                           .remove(QRegularExpression(u" ORDER BY .*$"_s)));
            total.next();
            base.append(ms(std::chrono::steady_clock::now() - t0));
        }
        const double o = median(ours);
        const double b = median(base);
        oursTotal += o;
        baseTotal += b;
        std::printf("%-18s ours %.2f ms (%d rows shown)  plain %.2f ms (%d rows)  ratio %.2f\n",
                    filter.name, o, shown, b, plainRows, b > 0 ? o / b : 0.0);
    }
    const double ratio = baseTotal > 0 ? oursTotal / baseTotal : 0.0;
    std::printf("BENCH library ours=%.2fms base=%.2fms ratio=%.2f goal=<=3 %s\n", oursTotal,
                baseTotal, ratio, ratio <= 3.0 ? "met" : "missed");
    return 0;
}
