// SPDX-License-Identifier: MIT
// Two readers that are not ours, against the sandbox's default framing: one decodes each frame
// as the official TypeScript SDK does ({ seq, type: <event line>, ...payload }, fields read at
// the top level, success only with subtype "success"), one reads only the envelope of
// wire-protocol.md §4 (payload under `data`, success from data.ok). Both complete tool-call
// runs and session messages, posting their tool results with plain HTTP.
#include <functional>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTest>

#include "clienttest.h"

using namespace Qt::StringLiterals;
using namespace mantyx;
using namespace mantyx::clienttest;

namespace {

enum class ReaderKind
{
    TypeScriptSdk,
    EnvelopeOnly,
};

// What a reader made of one frame: its own idea of type, the fields it reads, and the frame.
struct ReadEvent
{
    qint64 seq = -1;
    QString type;
    QJsonObject fields; // where this reader looks for toolUseId, name, args, text, …
};

// A deliberately small SSE reader of its own (not src/sse): split on blank lines, take
// `id:`, `event:` and `data:` lines — what an SDK's few lines of stream code do.
class IndependentReader final : public QObject
{
    Q_DISABLE_COPY_MOVE(IndependentReader)

public:
    IndependentReader(QNetworkAccessManager* nam, QUrl base, ReaderKind kind)
        : m_nam(nam)
        , m_base(std::move(base))
        , m_kind(kind)
    {}

    QNetworkRequest request(const QString& path) const
    {
        QNetworkRequest r(m_base.resolved(QUrl(path)));
        r.setRawHeader("Authorization", "Bearer " + sandboxKey().toUtf8());
        r.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
        return r;
    }

    // POST and wait; the status and the JSON body.
    std::pair<int, QJsonObject> post(const QString& path, const QJsonObject& body)
    {
        QNetworkReply* reply =
            m_nam->post(request(path), QJsonDocument(body).toJson(QJsonDocument::Compact));
        waitUntil([reply] { return reply->isFinished(); });
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject json = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return {status, json};
    }

    // Streams `streamUrl` to its end, answering each local_tool_call with `answer(name, args)`.
    void stream(const QString& streamUrl,
                const std::function<QString(const QString&, const QJsonObject&)>& answer)
    {
        QNetworkRequest r = request(streamUrl);
        r.setRawHeader("Accept", "text/event-stream");
        QNetworkReply* reply = m_nam->get(r);
        connect(reply, &QNetworkReply::readyRead, this, [this, reply, streamUrl, answer] {
            m_buffer += reply->readAll();
            qsizetype end;
            while ((end = m_buffer.indexOf("\n\n")) >= 0) {
                const QByteArray frame = m_buffer.left(end);
                m_buffer.remove(0, end + 2);
                onFrame(frame, streamUrl, answer);
            }
        });
        waitUntil([reply] { return reply->isFinished(); });
        reply->deleteLater();
    }

    QList<ReadEvent> events;
    QStringList postFailures;
    QString runPath; // the run's route, from the stream URL

private:
    void onFrame(const QByteArray& frame, const QString& streamUrl,
                 const std::function<QString(const QString&, const QJsonObject&)>& answer)
    {
        QByteArray id;
        QByteArray name;
        QByteArray data;
        for (const QByteArray& line : frame.split('\n')) {
            if (line.startsWith("id: "))
                id = line.mid(4);
            else if (line.startsWith("event: "))
                name = line.mid(7);
            else if (line.startsWith("data: "))
                data = line.mid(6);
        }
        if (data.isEmpty())
            return; // a comment
        const QJsonObject obj = QJsonDocument::fromJson(data).object();
        ReadEvent ev;
        if (m_kind == ReaderKind::TypeScriptSdk) {
            // const event = { seq: json.seq ?? Number(id), type: eventName, ...json }
            ev.seq = obj.contains("seq"_L1) ? obj.value("seq"_L1).toInteger() : id.toLongLong();
            ev.type = QString::fromUtf8(name);
            ev.fields = obj;
        } else {
            ev.seq = obj.value("seq"_L1).toInteger(-1);
            ev.type = obj.value("type"_L1).toString();
            ev.fields = obj.value("data"_L1).toObject();
        }
        events << ev;
        if (ev.type != "local_tool_call"_L1)
            return;
        const QString toolUseId = ev.fields.value("toolUseId"_L1).toString();
        const QString base = streamUrl.left(streamUrl.lastIndexOf(u'/'));
        const auto [status, body] =
            post(base + u"/tool-results"_s,
                 QJsonObject{{"toolUseId"_L1, toolUseId},
                             {"result"_L1, answer(ev.fields.value("name"_L1).toString(),
                                                  ev.fields.value("args"_L1).toObject())}});
        if (status != 204 && status != 200)
            postFailures << u"%1 for %2: %3"_s.arg(status).arg(toolUseId).arg(
                QString::fromUtf8(QJsonDocument(body).toJson()));
    }

    QNetworkAccessManager* m_nam;
    QUrl m_base;
    ReaderKind m_kind;
    QByteArray m_buffer;
};

// Success as each reader decides it.
bool succeeded(const ReadEvent& last, ReaderKind kind)
{
    if (last.type != "result"_L1)
        return false;
    return kind == ReaderKind::TypeScriptSdk ? last.fields.value("subtype"_L1) == "success"_L1
                                             : last.fields.value("ok"_L1).toBool();
}

QString assistantText(const QList<ReadEvent>& events)
{
    QString text;
    for (const ReadEvent& e : events) {
        if (e.type == "assistant_delta"_L1)
            text += e.fields.value("text"_L1).toString();
    }
    return text;
}

} // namespace

class TestSdkReaders : public QObject, public SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startSandbox(); }
    void cleanupTestCase() { stopSandbox(); }

    void toolCallRun_data();
    void toolCallRun();
    void sessionMessages_data();
    void sessionMessages();
};

void TestSdkReaders::toolCallRun_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("TypeScript SDK") << int(ReaderKind::TypeScriptSdk);
    QTest::newRow("envelope only") << int(ReaderKind::EnvelopeOnly);
}

void TestSdkReaders::toolCallRun()
{
    QFETCH(int, kind);
    const auto readerKind = ReaderKind(kind);
    IndependentReader reader(m_nam.get(), m_server->baseUrl(), readerKind);
    const QString ws = u"/api/v1/workspaces/sandbox"_s;
    const QJsonObject spec = specWith(
        u"Use lookup_order, then fs_read_file."_s,
        QJsonArray{localToolRef(u"lookup_order"_s),
                   QJsonObject{{"kind"_L1, u"mcp_local"_s},
                               {"name"_L1, u"fs"_s},
                               {"tools"_L1,
                                QJsonArray{QJsonObject{
                                    {"name"_L1, u"fs_read_file"_s},
                                    {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}}}}}});
    const auto [status, created] = reader.post(ws + u"/agent-runs"_s, spec);
    QVERIFY2(status == 201 || status == 202, qPrintable(QString::number(status)));
    const QString streamUrl = created.value("streamUrl"_L1).toString();
    QVERIFY(!streamUrl.isEmpty());

    QStringList asked;
    reader.stream(streamUrl, [&asked](const QString& name, const QJsonObject&) {
        asked << name;
        return u"ANSWER-%1"_s.arg(name);
    });
    QVERIFY2(reader.postFailures.isEmpty(), qPrintable(reader.postFailures.join(u'\n')));
    QCOMPARE(asked, (QStringList{u"lookup_order"_s, u"fs_read_file"_s}));
    QVERIFY(!reader.events.isEmpty());
    const ReadEvent& last = reader.events.constLast();
    QVERIFY2(succeeded(last, readerKind), qPrintable(last.type));
    const QString text = last.fields.value("text"_L1).toString();
    QVERIFY2(text.contains(u"ANSWER-lookup_order"_s), qPrintable(text));
    QVERIFY(!assistantText(reader.events).isEmpty());
    for (qsizetype i = 0; i < reader.events.size(); ++i)
        QCOMPARE(reader.events.at(i).seq, i + 1);
    // Every call was echoed with the toolUseId the reader read.
    int echoed = 0;
    for (const ReadEvent& e : std::as_const(reader.events))
        echoed += e.type == "local_tool_result_in"_L1 ? 1 : 0;
    QCOMPARE(echoed, 2);
}

void TestSdkReaders::sessionMessages_data()
{
    toolCallRun_data();
}

void TestSdkReaders::sessionMessages()
{
    QFETCH(int, kind);
    const auto readerKind = ReaderKind(kind);
    IndependentReader reader(m_nam.get(), m_server->baseUrl(), readerKind);
    const QString ws = u"/api/v1/workspaces/sandbox"_s;
    const QJsonObject spec{{"systemPrompt"_L1, u"You are the session test agent."_s},
                           {"tools"_L1, QJsonArray{localToolRef(u"lookup_order"_s)}}};
    const auto [status, created] = reader.post(ws + u"/agent-sessions"_s, spec);
    QCOMPARE(status, 201);
    const QString sessionId = created.value("sessionId"_L1).toString();
    QVERIFY(sessionId.startsWith(u"ses_"_s));

    for (int turn = 1; turn <= 2; ++turn) {
        reader.events.clear();
        const auto [messageStatus, run] =
            reader.post(ws + u"/agent-sessions/%1/messages"_s.arg(sessionId),
                        QJsonObject{{"prompt"_L1, u"Turn %1: use lookup_order."_s.arg(turn)}});
        QCOMPARE(messageStatus, 201);
        reader.stream(
            run.value("streamUrl"_L1).toString(),
            [turn](const QString&, const QJsonObject&) { return u"TURN-%1-ANSWER"_s.arg(turn); });
        QVERIFY2(reader.postFailures.isEmpty(), qPrintable(reader.postFailures.join(u'\n')));
        QVERIFY(!reader.events.isEmpty());
        const ReadEvent& last = reader.events.constLast();
        QVERIFY2(succeeded(last, readerKind), qPrintable(last.type));
        QVERIFY2(last.fields.value("text"_L1).toString().contains(u"TURN-%1-ANSWER"_s.arg(turn)),
                 qPrintable(last.fields.value("text"_L1).toString()));
    }
}

QTEST_GUILESS_MAIN(TestSdkReaders)
#include "tst_sdkreaders.moc"
