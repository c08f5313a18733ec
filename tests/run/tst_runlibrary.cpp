// SPDX-License-Identifier: MIT
// RunLibrary and RunLibraryModel: the schema (versioned, WAL, a newer one refused), upsert and
// update of a run, each filter alone, sort and pages, text search that takes SQL metacharacters
// literally, capture import with duplicates found by content and by run, delete with the capture,
// the recorder of finished runs, and 10,000 runs inserted in one transaction whose filtered first
// page the model reads without loading the rest.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "run/capturewriter.h"
#include "run/runcontroller.h"
#include "run/runlibrary.h"
#include "run/runlibrarymodel.h"
#include "run/runrecorder.h"
#include "run/runsource.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

const QUrl kServer(u"https://mantyx.example"_s);

RunLibrary::Origin origin(const QString& runId, const QString& connection = u"Prod"_s,
                          const QDateTime& started = QDateTime(QDate(2026, 3, 1), QTime(10, 0),
                                                               Qt::UTC))
{
    RunLibrary::Origin o;
    o.runId = runId;
    o.connection = connection;
    o.baseUrl = kServer;
    o.workspace = u"acme"_s;
    o.started = started;
    return o;
}

RunSummary summary(RunSummary::Status status, const QString& model, qint64 input = 100,
                   qint64 output = 20, std::optional<double> cost = 0.01, int turns = 1)
{
    RunSummary s;
    s.status = status;
    s.durationMs = 1500;
    s.model = ModelInfo{model, u"openai"_s, model, std::nullopt};
    s.tokens = TokenUsage{input, input / 2, output / 4, output};
    s.costUsd = cost;
    s.turns = turns;
    return s;
}

QJsonObject specOf(const QString& prompt, const QJsonObject& metadata = {})
{
    QJsonObject s{{u"modelId"_s, u"openai:gpt-5.5"_s}, {u"prompt"_s, prompt}};
    if (!metadata.isEmpty())
        s.insert(u"metadata"_s, metadata);
    return s;
}

QStringList ids(const std::optional<QList<RunRecord>>& records)
{
    QStringList out;
    if (records) {
        for (const RunRecord& r : *records)
            out << r.runId;
    }
    return out;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// A capture as CaptureWriter writes it: header, a delta, the turn's message, the result.
void writeCapture(const QString& path, const QString& runId, const QString& prompt,
                  const QString& answer = u"Sunny."_s)
{
    using namespace timelinetest;
    CaptureWriter writer;
    QString error;
    QVERIFY2(writer.open(path, &error), qPrintable(error));
    CaptureWriter::Header header;
    header.createdAt = QDateTime(QDate(2026, 4, 2), QTime(9, 30), Qt::UTC);
    header.baseUrl = kServer;
    header.workspace = u"acme"_s;
    header.runId = runId;
    header.spec = specOf(prompt, QJsonObject{{u"team"_s, u"weather"_s}});
    QVERIFY(writer.writeHeader(header, &error));
    RunBuilder b;
    b.delta(u"assistant_delta"_s, answer);
    b.add(u"assistant_message"_s,
          QJsonObject{{u"text"_s, answer}, {u"turn"_s, 1}, {u"finishReason"_s, u"end_turn"_s}});
    b.add(u"4.8-result"_s);
    QVERIFY(writer.writeEvents(b.take(), &error));
    writer.close();
}

// A source that plays a few events and ends, for the recorder.
class ScriptedSource final : public RunSource
{
public:
    explicit ScriptedSource(QList<RunEvent> events)
        : m_events(std::move(events))
    {}
    void start() override
    {
        startClock();
        setSpec(::specOf(u"Recorded by the window"_s, QJsonObject{{u"suite"_s, u"smoke"_s}}));
        setRunId(u"run_recorded"_s);
        setStatus(Status::Streaming);
        emit eventsAppended(m_events);
        endWith(Status::Finished);
    }
    void stop() override { endWith(Status::Finished); }
    bool isLive() const override { return false; }

private:
    QList<RunEvent> m_events;
};

} // namespace

class TestRunLibrary : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void schemaIsVersionedAndWal();
    void newerSchemaAndNonDatabaseAreRefused();
    void upsertInsertsThenUpdates();
    void nameAndMetadataFromTheSpec();
    void filters_data();
    void filters();
    void sortAndPages();
    void textSearchTakesMetacharactersLiterally_data();
    void textSearchTakesMetacharactersLiterally();
    void importAndDuplicates();
    void importAttachesToAKnownRun();
    void importRefusesWhatIsNotACapture();
    void deleteWithAndWithoutCapture();
    void recorderStoresAFinishedRun();
    void tenThousandRunsPagedByTheModel();

private:
    void fillSample();
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<RunLibrary> m_library;
};

void TestRunLibrary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_library = std::make_unique<RunLibrary>();
    QString error;
    QVERIFY2(m_library->open(m_dir->filePath(u"lib/library.sqlite"_s), &error), qPrintable(error));
}

void TestRunLibrary::cleanup()
{
    m_library.reset();
    m_dir.reset();
}

void TestRunLibrary::schemaIsVersionedAndWal()
{
    const QString path = m_library->path();
    QVERIFY(QFile::exists(path));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"inspect"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), RunLibrary::SchemaVersion);
        QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"wal"_s);
        QVERIFY(q.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"_s));
        QStringList tables;
        while (q.next())
            tables << q.value(0).toString();
        QCOMPARE(tables, (QStringList{u"run_tags"_s, u"runs"_s}));
    }
    QSqlDatabase::removeDatabase(u"inspect"_s);

    // Two libraries at once (their own connections), and a reopen keeps the rows.
    QVERIFY(m_library->upsert(origin(u"run_1"_s), summary(RunSummary::Status::Succeeded, u"m"_s),
                              specOf(u"p"_s)));
    RunLibrary second;
    QVERIFY(second.open(path));
    QCOMPARE(second.count({}).value_or(-1), 1);
    m_library->close();
    QVERIFY(!m_library->isOpen());
    QVERIFY(m_library->open(path));
    QCOMPARE(m_library->count({}).value_or(-1), 1);
}

void TestRunLibrary::newerSchemaAndNonDatabaseAreRefused()
{
    const QString path = m_library->path();
    m_library->close();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bump"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA user_version = 99"_s));
    }
    QSqlDatabase::removeDatabase(u"bump"_s);
    QString error;
    QVERIFY(!m_library->open(path, &error));
    QVERIFY2(error.contains(u"newer"_s), qPrintable(error));
    QVERIFY(!m_library->isOpen());

    const QString garbage = m_dir->filePath(u"garbage.sqlite"_s);
    QFile file(garbage);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    error.clear();
    QVERIFY(!m_library->open(garbage, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!m_library->upsert(origin(u"run_1"_s), summary(RunSummary::Status::Failed, u"m"_s),
                               specOf(u"p"_s), &error));
}

void TestRunLibrary::upsertInsertsThenUpdates()
{
    QSignalSpy changed(m_library.get(), &RunLibrary::runsChanged);
    RunLibrary::Origin o = origin(u"run_1"_s);
    o.capturePath = m_dir->filePath(u"run_1.mxrun"_s);
    const auto id = m_library->upsert(o, summary(RunSummary::Status::Running, u"openai:gpt-5.5"_s),
                                      specOf(u"What is the weather?\nIn Paris."_s));
    QVERIFY(id);
    QCOMPARE(changed.count(), 1);
    auto stored = m_library->run(*id);
    QVERIFY(stored);
    QCOMPARE(stored->runId, u"run_1"_s);
    QCOMPARE(stored->connection, u"Prod"_s);
    QCOMPARE(stored->baseUrl, kServer);
    QCOMPARE(stored->workspace, u"acme"_s);
    QCOMPARE(stored->status, RunSummary::Status::Running);
    QCOMPARE(stored->model, u"openai:gpt-5.5"_s);
    QCOMPARE(stored->name, u"What is the weather?"_s);
    QCOMPARE(stored->started, QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC));
    QCOMPARE(stored->durationMs, std::optional<qint64>(1500));
    QVERIFY(stored->tokens);
    QCOMPARE(*stored->tokens, (TokenUsage{100, 50, 5, 20}));
    QCOMPARE(stored->totalTokens(), 120);
    QCOMPARE(stored->costUsd, std::optional<double>(0.01));
    QCOMPARE(stored->turns, std::optional<int>(1));
    QCOMPARE(stored->capturePath, o.capturePath);

    // The same run again (finished now): the same row, the capture kept when not named.
    o.capturePath.clear();
    RunSummary done = summary(RunSummary::Status::Succeeded, u"openai:gpt-5.5"_s, 300, 40, 0.05, 2);
    const auto again = m_library->upsert(o, done, specOf(u"What is the weather?"_s));
    QCOMPARE(again, id);
    QCOMPARE(m_library->count({}).value_or(-1), 1);
    stored = m_library->run(*id);
    QCOMPARE(stored->status, RunSummary::Status::Succeeded);
    QCOMPARE(stored->turns, std::optional<int>(2));
    QCOMPARE(stored->capturePath, m_dir->filePath(u"run_1.mxrun"_s));

    // Another server's run_1 is another run; no tokens/cost/turns stays unknown.
    RunLibrary::Origin other = origin(u"run_1"_s);
    other.baseUrl = QUrl(u"http://127.0.0.1:8787"_s);
    RunSummary bare;
    bare.status = RunSummary::Status::Failed;
    const auto otherId = m_library->upsert(other, bare, {});
    QVERIFY(otherId && *otherId != *id);
    QCOMPARE(m_library->count({}).value_or(-1), 2);
    stored = m_library->run(*otherId);
    QVERIFY(!stored->tokens);
    QVERIFY(!stored->costUsd);
    QVERIFY(!stored->turns);
    QVERIFY(!stored->durationMs);

    // A run without an id is refused.
    QString error;
    QVERIFY(!m_library->upsert(origin(u"  "_s), bare, {}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(m_library->count({}).value_or(-1), 2);
}

void TestRunLibrary::nameAndMetadataFromTheSpec()
{
    QCOMPARE(RunLibrary::specName(
                 QJsonObject{{u"name"_s, u"Weekly report"_s}, {u"prompt"_s, u"ignored"_s}}),
             u"Weekly report"_s);
    QCOMPARE(RunLibrary::specName(QJsonObject{{u"prompt"_s, u"\n\n  First line  \nsecond"_s}}),
             u"First line"_s);
    const QJsonArray messages{
        QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, u"older question"_s}},
        QJsonObject{{u"role"_s, u"assistant"_s}, {u"content"_s, u"answer"_s}},
        QJsonObject{{u"role"_s, u"user"_s},
                    {u"content"_s, QJsonArray{QJsonObject{{u"type"_s, u"text"_s},
                                                          {u"text"_s, u"latest question"_s}}}}}};
    QCOMPARE(RunLibrary::specName(QJsonObject{{u"messages"_s, messages}}), u"latest question"_s);
    QCOMPARE(RunLibrary::specName({}), QString());

    const QJsonObject metadata{{u"team"_s, u"weather"_s},
                               {u"priority"_s, 2},
                               {u"ratio"_s, 0.5},
                               {u"beta"_s, true},
                               {u"labels"_s, QJsonArray{u"a"_s, u"b"_s}},
                               {u"gone"_s, QJsonValue::Null}};
    const RunRecord r =
        RunLibrary::recordFrom(origin(u"run_m"_s), summary(RunSummary::Status::Succeeded, u"m"_s),
                               specOf(u"p"_s, metadata));
    const QList<std::pair<QString, QString>> expected = {{u"beta"_s, u"true"_s},
                                                         {u"labels"_s, u"[\"a\",\"b\"]"_s},
                                                         {u"priority"_s, u"2"_s},
                                                         {u"ratio"_s, u"0.5"_s},
                                                         {u"team"_s, u"weather"_s}};
    QCOMPARE(r.metadata, expected);
    const auto id = m_library->upsert(r);
    QVERIFY(id);
    QCOMPARE(m_library->run(*id)->metadata, expected);
}

// Eight runs that differ in one thing each filter looks at.
void TestRunLibrary::fillSample()
{
    const auto day = [](int d, int h = 12) {
        return QDateTime(QDate(2026, 5, d), QTime(h, 0), Qt::UTC);
    };
    const struct
    {
        const char* id;
        RunSummary::Status status;
        const char* model;
        const char* connection;
        int day;
        const char* prompt;
        QJsonObject metadata;
    } runs[] = {
        {"run_a",
         RunSummary::Status::Succeeded,
         "openai:gpt-5.5",
         "Prod",
         1,
         "Weather in Paris",
         {{u"team"_s, u"weather"_s}}},
        {"run_b",
         RunSummary::Status::Failed,
         "openai:gpt-5.5",
         "Prod",
         2,
         "Weather in Rome",
         {{u"team"_s, u"weather"_s}, {u"env"_s, u"ci"_s}}},
        {"run_c",
         RunSummary::Status::Cancelled,
         "anthropic:claude",
         "Prod",
         3,
         "Summarise the log",
         {{u"team"_s, u"ops"_s}}},
        {"run_d",
         RunSummary::Status::Succeeded,
         "anthropic:claude",
         "Sandbox",
         4,
         "Draft an email",
         {}},
        {"run_e",
         RunSummary::Status::Incomplete,
         "platform:demo",
         "Sandbox",
         5,
         "Plan a trip",
         {{u"env"_s, u"ci"_s}}},
        {"run_f",
         RunSummary::Status::Succeeded,
         "platform:demo",
         "Staging",
         6,
         "Count orders",
         {{u"team"_s, u"sales"_s}}},
        {"run_g",
         RunSummary::Status::Failed,
         "openai:gpt-5.5",
         "Staging",
         7,
         "Weather alerts",
         {{u"team"_s, u"weather"_s}}},
        {"run_h",
         RunSummary::Status::Succeeded,
         "openai:gpt-5.5",
         "Prod",
         8,
         "Translate a page",
         {}},
    };
    QList<RunRecord> records;
    int i = 0;
    for (const auto& r : runs) {
        ++i;
        records << RunLibrary::recordFrom(
            origin(QString::fromLatin1(r.id), QString::fromLatin1(r.connection), day(r.day)),
            summary(r.status, QString::fromLatin1(r.model), 100 * i, 10 * i, 0.001 * i, i),
            specOf(QString::fromLatin1(r.prompt), r.metadata));
    }
    QString error;
    QVERIFY2(m_library->upsertAll(records, &error), qPrintable(error));
}

void TestRunLibrary::filters_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("none") << u""_s << u""_s
                          << QStringList{u"run_a"_s, u"run_b"_s, u"run_c"_s, u"run_d"_s,
                                         u"run_e"_s, u"run_f"_s, u"run_g"_s, u"run_h"_s};
    QTest::newRow("status") << u"status"_s << u"failed"_s << QStringList{u"run_b"_s, u"run_g"_s};
    QTest::newRow("status incomplete") << u"status"_s << u"incomplete"_s << QStringList{u"run_e"_s};
    QTest::newRow("model") << u"model"_s << u"anthropic:claude"_s
                           << QStringList{u"run_c"_s, u"run_d"_s};
    QTest::newRow("model unknown") << u"model"_s << u"openai"_s << QStringList{};
    QTest::newRow("connection") << u"connection"_s << u"Staging"_s
                                << QStringList{u"run_f"_s, u"run_g"_s};
    QTest::newRow("from") << u"from"_s << u"2026-05-07"_s << QStringList{u"run_g"_s, u"run_h"_s};
    QTest::newRow("to") << u"to"_s << u"2026-05-03"_s << QStringList{u"run_a"_s, u"run_b"_s};
    QTest::newRow("range") << u"range"_s << u"2026-05-03/2026-05-05"_s
                           << QStringList{u"run_c"_s, u"run_d"_s};
    QTest::newRow("text word") << u"text"_s << u"weather"_s
                               << QStringList{u"run_a"_s, u"run_b"_s, u"run_g"_s};
    QTest::newRow("text two words") << u"text"_s << u"WEATHER  rome"_s << QStringList{u"run_b"_s};
    QTest::newRow("text run id") << u"text"_s << u"run_d"_s << QStringList{u"run_d"_s};
    QTest::newRow("text model") << u"text"_s << u"claude"_s << QStringList{u"run_c"_s, u"run_d"_s};
    QTest::newRow("metadata key:value")
        << u"metadata"_s << u"team:weather"_s << QStringList{u"run_a"_s, u"run_b"_s, u"run_g"_s};
    QTest::newRow("metadata spaced")
        << u"metadata"_s << u" env : ci "_s << QStringList{u"run_b"_s, u"run_e"_s};
    QTest::newRow("metadata key only")
        << u"metadata"_s << u"env"_s << QStringList{u"run_b"_s, u"run_e"_s};
    QTest::newRow("metadata value differs") << u"metadata"_s << u"team:Weather"_s << QStringList{};
    QTest::newRow("combined") << u"combined"_s << u""_s << QStringList{u"run_h"_s};
}

void TestRunLibrary::filters()
{
    QFETCH(QString, what);
    QFETCH(QString, value);
    QFETCH(QStringList, expected);
    fillSample();
    RunQuery q;
    const auto date = [](const QString& text) {
        return QDateTime(QDate::fromString(text, Qt::ISODate), QTime(0, 0), Qt::UTC);
    };
    if (what == u"status"_s)
        q.status = RunLibrary::statusFromKey(value);
    else if (what == u"model"_s)
        q.model = value;
    else if (what == u"connection"_s)
        q.connection = value;
    else if (what == u"from"_s)
        q.from = date(value);
    else if (what == u"to"_s)
        q.to = date(value);
    else if (what == u"range"_s) {
        q.from = date(value.section(u'/', 0, 0));
        q.to = date(value.section(u'/', 1, 1));
    } else if (what == u"text"_s)
        q.text = value;
    else if (what == u"metadata"_s)
        q.setMetadataFilter(value);
    else if (what == u"combined"_s) {
        q.status = RunSummary::Status::Succeeded;
        q.model = u"openai:gpt-5.5"_s;
        q.connection = u"Prod"_s;
        q.from = date(u"2026-05-02"_s);
    }
    QString error;
    const auto found = m_library->runs(q, &error);
    QVERIFY2(found, qPrintable(error));
    QCOMPARE(sorted(ids(found)), expected);
    QCOMPARE(m_library->count(q).value_or(-1), expected.size());
}

void TestRunLibrary::sortAndPages()
{
    fillSample();
    RunQuery q;
    // Newest first by default.
    QCOMPARE(ids(m_library->runs(q)),
             (QStringList{u"run_h"_s, u"run_g"_s, u"run_f"_s, u"run_e"_s, u"run_d"_s, u"run_c"_s,
                          u"run_b"_s, u"run_a"_s}));
    q.sortColumn = RunQuery::Column::Name;
    q.sortOrder = Qt::AscendingOrder;
    QCOMPARE(ids(m_library->runs(q)).first(), u"run_f"_s); // "Count orders"
    QCOMPARE(ids(m_library->runs(q)).last(), u"run_b"_s);  // "Weather in Rome"
    q.sortColumn = RunQuery::Column::Cost;
    q.sortOrder = Qt::DescendingOrder;
    QCOMPARE(ids(m_library->runs(q)).first(), u"run_h"_s);
    q.sortColumn = RunQuery::Column::Tokens;
    q.sortOrder = Qt::AscendingOrder;
    QCOMPARE(ids(m_library->runs(q)).first(), u"run_a"_s);
    q.sortColumn = RunQuery::Column::Model;
    const QStringList byModel = ids(m_library->runs(q));
    QCOMPARE(byModel.mid(0, 2), (QStringList{u"run_c"_s, u"run_d"_s})); // anthropic, ties by id
    // Pages.
    q.sortColumn = RunQuery::Column::Started;
    q.offset = 3;
    q.limit = 2;
    QCOMPARE(ids(m_library->runs(q)), (QStringList{u"run_d"_s, u"run_e"_s}));
    QCOMPARE(m_library->count(q).value_or(-1), 8); // the page does not count
    q.offset = 7;
    QCOMPARE(ids(m_library->runs(q)), (QStringList{u"run_h"_s}));

    // The filter lists.
    QCOMPARE(m_library->models(),
             (QStringList{u"anthropic:claude"_s, u"openai:gpt-5.5"_s, u"platform:demo"_s}));
    QCOMPARE(m_library->connections(), (QStringList{u"Prod"_s, u"Sandbox"_s, u"Staging"_s}));
}

void TestRunLibrary::textSearchTakesMetacharactersLiterally_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("percent") << u"%"_s << QStringList{u"run_pct"_s};
    QTest::newRow("percent word") << u"100%"_s << QStringList{u"run_pct"_s};
    QTest::newRow("underscore") << u"a_b"_s << QStringList{u"run_us"_s};
    QTest::newRow("quote") << u"o'brien"_s << QStringList{u"run_q"_s};
    QTest::newRow("lone quote") << u"'"_s << QStringList{u"run_q"_s};
    QTest::newRow("injection") << u"' OR 1=1 --"_s << QStringList{};
    QTest::newRow("backslash") << u"c:\\temp"_s << QStringList{u"run_bs"_s};
    QTest::newRow("star and question") << u"*?"_s << QStringList{};
}

void TestRunLibrary::textSearchTakesMetacharactersLiterally()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const auto add = [this](const QString& id, const QString& prompt) {
        QVERIFY(m_library->upsert(origin(id), summary(RunSummary::Status::Succeeded, u"m"_s),
                                  specOf(prompt)));
    };
    add(u"run_pct"_s, u"Done 100% of it"_s);
    add(u"run_us"_s, u"Rename a_b to c"_s);
    add(u"run_ab"_s, u"Rename axb to c"_s); // '_' as LIKE's wildcard would match this
    add(u"run_q"_s, u"Write to O'Brien"_s);
    add(u"run_bs"_s, u"Clean C:\\Temp now"_s);
    add(u"run_plain"_s, u"Nothing special"_s);
    RunQuery q;
    q.text = text;
    QCOMPARE(sorted(ids(m_library->runs(q))), expected);

    // A metadata filter with the same characters is a bound value too.
    QVERIFY(m_library->upsert(origin(u"run_tag"_s), summary(RunSummary::Status::Succeeded, u"m"_s),
                              specOf(u"t"_s, QJsonObject{{u"owner"_s, u"O'Brien 100%"_s}})));
    RunQuery tag;
    tag.setMetadataFilter(u"owner:O'Brien 100%");
    QCOMPARE(ids(m_library->runs(tag)), QStringList{u"run_tag"_s});
    tag.setMetadataFilter(u"owner:O'Brien%");
    QCOMPARE(ids(m_library->runs(tag)), QStringList{});
    // The table is still whole.
    QCOMPARE(m_library->count({}).value_or(-1), 7);
}

void TestRunLibrary::importAndDuplicates()
{
    const QString path = m_dir->filePath(u"elsewhere/weather.mxrun"_s);
    QDir().mkpath(QFileInfo(path).absolutePath());
    writeCapture(path, u"run_cap"_s, u"Weather for Lyon"_s);
    QString error;
    auto result = m_library->importCapture(path, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Added);
    QCOMPARE(result->runId, u"run_cap"_s);
    QVERIFY(result->damage.isEmpty());
    const auto stored = m_library->run(result->id);
    QVERIFY(stored);
    QCOMPARE(stored->status, RunSummary::Status::Succeeded);
    QCOMPARE(stored->model, u"platform:demo"_s); // the result event's model
    QVERIFY(stored->tokens);
    QCOMPARE(*stored->tokens, (TokenUsage{1283, 512, 96, 240}));
    QCOMPARE(stored->turns, std::optional<int>(3));
    QCOMPARE(stored->name, u"Weather for Lyon"_s);
    QCOMPARE(stored->started, QDateTime(QDate(2026, 4, 2), QTime(9, 30), Qt::UTC));
    QCOMPARE(stored->capturePath, QFileInfo(path).absoluteFilePath());
    QCOMPARE(stored->captureHash, RunLibrary::hashFile(path).value_or(QString()));
    QCOMPARE(stored->connection, u"mantyx.example"_s); // no profile known for that server
    QCOMPARE(stored->metadata, (QList<std::pair<QString, QString>>{{u"team"_s, u"weather"_s}}));

    // The same file again, and a copy of it under another name: nothing added.
    result = m_library->importCapture(path, &error);
    QVERIFY(result);
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Duplicate);
    const QString copy = m_dir->filePath(u"copy-of-weather.mxrun"_s);
    QVERIFY(QFile::copy(path, copy));
    result = m_library->importCapture(copy, &error);
    QVERIFY(result);
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Duplicate);
    QCOMPARE(result->id, stored->id);
    // Another recording of the same run (other bytes): the run is there with a capture already.
    const QString other = m_dir->filePath(u"weather-again.mxrun"_s);
    writeCapture(other, u"run_cap"_s, u"Weather for Lyon"_s, u"Cloudy."_s);
    QVERIFY(RunLibrary::hashFile(other) != RunLibrary::hashFile(path));
    result = m_library->importCapture(other, &error);
    QVERIFY(result);
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Duplicate);
    QCOMPARE(m_library->count({}).value_or(-1), 1);

    // A different run is added, under the profile name the library knows for that server.
    QVERIFY(m_library->upsert(origin(u"run_live"_s, u"Prod"_s),
                              summary(RunSummary::Status::Succeeded, u"m"_s), specOf(u"p"_s)));
    const QString second = m_dir->filePath(u"second.mxrun"_s);
    writeCapture(second, u"run_cap2"_s, u"Weather for Nice"_s);
    result = m_library->importCapture(second, &error);
    QVERIFY(result);
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Added);
    QCOMPARE(m_library->run(result->id)->connection, u"Prod"_s);
    QCOMPARE(m_library->count({}).value_or(-1), 3);

    // A truncated capture imports up to the damage and says where.
    QFile full(second);
    QVERIFY(full.open(QIODevice::ReadOnly));
    QByteArray bytes = full.readAll();
    full.close();
    const QString cut = m_dir->filePath(u"cut.mxrun"_s);
    QFile cutFile(cut);
    QVERIFY(cutFile.open(QIODevice::WriteOnly));
    bytes =
        bytes.left(bytes.lastIndexOf('\n', bytes.size() - 2) + 20); // mid-way into the last line
    bytes.replace(QByteArrayLiteral("run_cap2"), QByteArrayLiteral("run_cut1"));
    cutFile.write(bytes);
    cutFile.close();
    result = m_library->importCapture(cut, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Added);
    QVERIFY(!result->damage.isEmpty());
    QCOMPARE(m_library->run(result->id)->status, RunSummary::Status::Incomplete);
}

void TestRunLibrary::importAttachesToAKnownRun()
{
    // Recorded live without a capture; its capture arrives later from elsewhere.
    const auto id = m_library->upsert(
        origin(u"run_cap"_s), summary(RunSummary::Status::Succeeded, u"m"_s), specOf(u"p"_s));
    QVERIFY(id);
    const QString path = m_dir->filePath(u"run_cap.mxrun"_s);
    writeCapture(path, u"run_cap"_s, u"Weather for Lyon"_s);
    QString error;
    const auto result = m_library->importCapture(path, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->outcome, RunLibrary::ImportResult::Outcome::Attached);
    QCOMPARE(result->id, *id);
    QCOMPARE(m_library->count({}).value_or(-1), 1);
    QCOMPARE(m_library->run(*id)->capturePath, QFileInfo(path).absoluteFilePath());
    QCOMPARE(m_library->run(*id)->connection, u"Prod"_s);

    // A live capture (path recorded, never hashed): importing a copy of it adds nothing.
    const QString live = m_dir->filePath(u"live.mxrun"_s);
    writeCapture(live, u"run_live"_s, u"Live one"_s);
    RunLibrary::Origin o = origin(u"run_live"_s);
    o.capturePath = live;
    QVERIFY(m_library->upsert(o, summary(RunSummary::Status::Succeeded, u"m"_s), specOf(u"p"_s)));
    const QString copy = m_dir->filePath(u"live-copy.mxrun"_s);
    QVERIFY(QFile::copy(live, copy));
    const auto again = m_library->importCapture(copy, &error);
    QVERIFY(again);
    QCOMPARE(again->outcome, RunLibrary::ImportResult::Outcome::Duplicate);
    QCOMPARE(m_library->count({}).value_or(-1), 2);
}

void TestRunLibrary::importRefusesWhatIsNotACapture()
{
    const QString path = m_dir->filePath(u"notes.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("just some notes\n");
    file.close();
    QString error;
    QVERIFY(!m_library->importCapture(path, &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!m_library->importCapture(m_dir->filePath(u"missing.mxrun"_s), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(m_library->count({}).value_or(-1), 0);
}

void TestRunLibrary::deleteWithAndWithoutCapture()
{
    const auto withFile = [this](const QString& runId) {
        const QString path = m_dir->filePath(runId + u".mxrun"_s);
        writeCapture(path, runId, u"p"_s);
        RunLibrary::Origin o = origin(runId);
        o.capturePath = path;
        const auto id = m_library->upsert(o, summary(RunSummary::Status::Succeeded, u"m"_s),
                                          specOf(u"p"_s, QJsonObject{{u"k"_s, u"v"_s}}));
        return std::pair{id.value_or(-1), path};
    };
    const auto [keepId, keepPath] = withFile(u"run_keep"_s);
    const auto [dropId, dropPath] = withFile(u"run_drop"_s);
    QVERIFY(keepId > 0 && dropId > 0);
    QSignalSpy changed(m_library.get(), &RunLibrary::runsChanged);
    QString error;
    QVERIFY2(m_library->remove(keepId, RunLibrary::CaptureFile::Keep, &error), qPrintable(error));
    QVERIFY(QFile::exists(keepPath));
    QVERIFY(!m_library->run(keepId));
    QVERIFY2(m_library->remove(dropId, RunLibrary::CaptureFile::Delete, &error), qPrintable(error));
    QVERIFY(!QFile::exists(dropPath));
    QVERIFY(!m_library->run(dropId));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m_library->count({}).value_or(-1), 0);
    RunQuery tag;
    tag.setMetadataFilter(u"k:v");
    QCOMPARE(m_library->count(tag).value_or(-1), 0);
    // Unknown row; a capture that is already gone is no error.
    QVERIFY(!m_library->remove(dropId, RunLibrary::CaptureFile::Delete, &error));
    const auto [goneId, gonePath] = withFile(u"run_gone"_s);
    QVERIFY(QFile::remove(gonePath));
    QVERIFY(m_library->remove(goneId, RunLibrary::CaptureFile::Delete, &error));
}

void TestRunLibrary::recorderStoresAFinishedRun()
{
    using namespace timelinetest;
    RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Hi"_s);
    b.add(u"4.8-result"_s);
    auto* source = new ScriptedSource(b.take());
    RunController run(nullptr, source);
    RunRecorder recorder(m_library.get());
    QSignalSpy recorded(&recorder, &RunRecorder::recorded);
    recorder.watch(&run, u"Sandbox (built-in)"_s, kServer, u"acme"_s);
    run.start();
    QTRY_VERIFY(run.isFinished());
    QCOMPARE(recorded.count(), 1);
    const auto stored = m_library->findRun(u"run_recorded"_s, kServer, u"acme"_s);
    QVERIFY(stored);
    QCOMPARE(stored->id, recorded.first().at(0).toLongLong());
    QCOMPARE(stored->connection, u"Sandbox (built-in)"_s);
    QCOMPARE(stored->status, RunSummary::Status::Succeeded);
    QCOMPARE(stored->model, u"platform:demo"_s);
    QCOMPARE(stored->name, u"Recorded by the window"_s);
    QCOMPARE(stored->metadata, (QList<std::pair<QString, QString>>{{u"suite"_s, u"smoke"_s}}));
    QVERIFY(stored->started.isValid());
    QVERIFY(qAbs(stored->started.secsTo(QDateTime::currentDateTimeUtc())) < 60);

    // Without a library nothing is recorded, and nothing breaks.
    RunRecorder none(nullptr);
    QSignalSpy noneRecorded(&none, &RunRecorder::recorded);
    none.watch(&run, u"x"_s, kServer, u"acme"_s); // already finished: recorded at once, or not
    QCOMPARE(noneRecorded.count(), 0);
}

void TestRunLibrary::tenThousandRunsPagedByTheModel()
{
    constexpr int N = 10000;
    const QStringList models = {u"openai:gpt-5.5"_s, u"anthropic:claude"_s, u"platform:demo"_s,
                                u"openai:gpt-5.4-mini"_s};
    const QStringList connections = {u"Prod"_s, u"Staging"_s, u"Sandbox (built-in)"_s};
    const RunSummary::Status statuses[] = {
        RunSummary::Status::Succeeded, RunSummary::Status::Failed, RunSummary::Status::Cancelled};
    const QDateTime start(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
    QList<RunRecord> records;
    records.reserve(N);
    int expected = 0;
    for (int i = 0; i < N; ++i) {
        const RunSummary::Status status = statuses[i % 3];
        const QString& model = models.at(i % 4);
        const QJsonObject metadata{{u"batch"_s, QString::number(i % 10)}};
        records << RunLibrary::recordFrom(origin(u"run_%1"_s.arg(i, 5, 10, QLatin1Char('0')),
                                                 connections.at(i % 3), start.addSecs(60LL * i)),
                                          summary(status, model, i, i / 10, 0.0001 * i, 1 + i % 7),
                                          specOf(u"Bulk prompt %1"_s.arg(i), metadata));
        if (status == RunSummary::Status::Succeeded && i % 10 == 4)
            ++expected;
    }
    QString error;
    QSignalSpy changed(m_library.get(), &RunLibrary::runsChanged);
    QVERIFY2(m_library->upsertAll(records, &error), qPrintable(error));
    QCOMPARE(changed.count(), 1); // one transaction, one notice
    QCOMPARE(m_library->count({}).value_or(-1), N);

    RunLibraryModel model(m_library.get());
    // A twin fed the same changes under the tester (which fetches more pages as it checks).
    RunLibraryModel checked(m_library.get());
    QAbstractItemModelTester tester(&checked,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.totalCount(), N);
    QCOMPARE(model.rowCount(), RunLibraryModel::PageSize); // a page, not the table
    QVERIFY(model.canFetchMore({}));

    RunQuery q;
    q.status = RunSummary::Status::Succeeded;
    q.setMetadataFilter(u"batch:4");
    model.setQuery(q);
    checked.setQuery(q);
    QVERIFY(expected > RunLibraryModel::PageSize);
    QCOMPARE(model.totalCount(), expected);
    QCOMPARE(model.rowCount(), RunLibraryModel::PageSize);
    // Newest first: the last matching index comes first.
    const RunRecord* first = model.record(0);
    QVERIFY(first);
    QCOMPARE(first->status, RunSummary::Status::Succeeded);
    QCOMPARE(first->runId, u"run_09984"_s); // the newest i with i % 3 == 0 and i % 10 == 4
    for (int row = 1; row < model.rowCount(); ++row)
        QVERIFY(model.record(row - 1)->started > model.record(row)->started);
    while (model.canFetchMore({}))
        model.fetchMore({});
    QCOMPARE(model.rowCount(), expected);

    // Sorting is the query's: by cost ascending the cheapest matching run comes first.
    model.sort(RunLibraryModel::CostColumn, Qt::AscendingOrder);
    checked.sort(RunLibraryModel::CostColumn, Qt::AscendingOrder);
    QCOMPARE(model.rowCount(), RunLibraryModel::PageSize);
    for (int row = 1; row < model.rowCount(); ++row)
        QVERIFY(*model.record(row - 1)->costUsd <= *model.record(row)->costUsd);
    QCOMPARE(model.data(model.index(0, RunLibraryModel::StatusColumn)).toString(),
             RunSummary::statusName(RunSummary::Status::Succeeded));
    QCOMPARE(model.record(0)->runId, u"run_00024"_s);
    QCOMPARE(model.data(model.index(0, RunLibraryModel::RunIdColumn), RunLibraryModel::RunIdRole),
             QVariant(model.record(0)->runId));

    // A change in the library is read again, in place.
    QVERIFY(m_library->remove(model.record(0)->id, RunLibrary::CaptureFile::Keep));
    QCOMPARE(model.totalCount(), expected - 1);
    QCOMPARE(model.rowCount(), RunLibraryModel::PageSize);
    QCOMPARE(checked.totalCount(), expected - 1);
    QVERIFY(checked.rowCount() < expected);
}

QTEST_GUILESS_MAIN(TestRunLibrary)
#include "tst_runlibrary.moc"
