// SPDX-License-Identifier: MIT
// Tests the sandbox's session answers in the shape the official SDKs read ({sessionId, name,
// createdAt} on create; id, name, status, lastUsedAt, endedAt, agentSpec, messages {role,
// content} on GET) beside its own older fields, for live, ended and older stored sessions.
#include <memory>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include "sandbox/sandboxserver.h"
#include "sandbox/sandboxstore.h"
#include "sandboxtestclient.h"

using namespace Qt::StringLiterals;

namespace mantyx {

using namespace sbtest;

namespace {

QDateTime timeOf(const QJsonValue& value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QStringList sortedKeys(const QJsonObject& object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

// A session spec with a default of each sort: text, a tool, an object, metadata.
QJsonObject fullSessionSpec()
{
    return QJsonObject{{"systemPrompt"_L1, u"You are the sandbox session agent."_s},
                       {"name"_L1, u"support-chat"_s},
                       {"modelId"_L1, u"platform:demo"_s},
                       {"reasoningLevel"_L1, u"low"_s},
                       {"tools"_L1, QJsonArray{QJsonObject{{"kind"_L1, u"mantyx_plugin"_s},
                                                           {"name"_L1, u"session_tool"_s}}}},
                       {"budgets"_L1, QJsonObject{{"maxToolTurns"_L1, 8}}},
                       {"metadata"_L1, QJsonObject{{"team"_L1, u"blue"_s}}}};
}

// Every message has a string role and a string content, as the SDKs decode them.
QStringList messageViolations(const QJsonArray& messages)
{
    QStringList out;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QJsonObject m = messages.at(i).toObject();
        if (!m.value("role"_L1).isString())
            out << u"message %1: role is not a string"_s.arg(i);
        if (!m.value("content"_L1).isString())
            out << u"message %1: content is not a string"_s.arg(i);
    }
    return out;
}

} // namespace

class TestSandboxSessions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void createAnswer_data();
    void createAnswer();
    void getAnswerFollowsMessages();
    void endedSession();
    void olderStoredSession();

private:
    // POST agent-sessions; the answer's object (empty and a failed test otherwise).
    QJsonObject create(const QJsonObject& spec);
    QJsonObject get(const QString& sessionId);
    // Posts a message and waits until its run has finished on the server; the run id.
    QString sendAndFinish(const QString& sessionId, const QJsonObject& message);

    std::unique_ptr<SandboxServer> m_server;
    std::unique_ptr<Http> m_http;
};

void TestSandboxSessions::initTestCase()
{
    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    m_server = std::make_unique<SandboxServer>(cfg);
    QString error;
    QVERIFY2(m_server->start(&error), qPrintable(error));
    m_http = std::make_unique<Http>(m_server->baseUrl());
}

void TestSandboxSessions::cleanupTestCase()
{
    m_http.reset();
    m_server.reset();
}

QJsonObject TestSandboxSessions::create(const QJsonObject& spec)
{
    const HttpResult r = m_http->postJson(u"agent-sessions"_s, spec);
    if (r.status != 201) {
        QTest::qFail(r.describe().constData(), __FILE__, __LINE__);
        return {};
    }
    return r.json();
}

QJsonObject TestSandboxSessions::get(const QString& sessionId)
{
    const HttpResult r = m_http->get(u"agent-sessions/"_s + sessionId);
    if (r.status != 200) {
        QTest::qFail(r.describe().constData(), __FILE__, __LINE__);
        return {};
    }
    return r.json();
}

QString TestSandboxSessions::sendAndFinish(const QString& sessionId, const QJsonObject& message)
{
    QSignalSpy finished(m_server.get(), &SandboxServer::runFinished);
    const HttpResult r =
        m_http->postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s, message);
    if (r.status != 201) {
        QTest::qFail(r.describe().constData(), __FILE__, __LINE__);
        return {};
    }
    const QString runId = r.json().value("runId"_L1).toString();
    const bool done = SseStream::waitUntil(
        [&] {
            for (const QList<QVariant>& args : std::as_const(finished)) {
                if (args.at(0).toString() == runId)
                    return true;
            }
            return false;
        },
        kStreamWaitMs);
    if (!done) {
        QTest::qFail("the session's run did not finish", __FILE__, __LINE__);
        return {};
    }
    return runId;
}

void TestSandboxSessions::createAnswer_data()
{
    QTest::addColumn<QJsonValue>("name"); // undefined: the spec has none

    QTest::newRow("named") << QJsonValue(u"support-chat"_s);
    QTest::newRow("unnamed") << QJsonValue(QJsonValue::Undefined);
}

void TestSandboxSessions::createAnswer()
{
    QFETCH(QJsonValue, name);
    QJsonObject spec{{"systemPrompt"_L1, u"You are the sandbox session agent."_s}};
    if (!name.isUndefined())
        spec.insert("name"_L1, name);
    const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
    const QJsonObject answer = create(spec);
    if (QTest::currentTestFailed())
        return;

    QCOMPARE(sortedKeys(answer), (QStringList{u"createdAt"_s, u"name"_s, u"sessionId"_s}));
    QVERIFY(answer.value("sessionId"_L1).toString().startsWith("ses_"_L1));
    if (name.isUndefined())
        QVERIFY(answer.value("name"_L1).isNull());
    else
        QCOMPARE(answer.value("name"_L1), name);
    const QDateTime createdAt = timeOf(answer.value("createdAt"_L1));
    QVERIFY2(createdAt.isValid(), qPrintable(answer.value("createdAt"_L1).toString()));
    QCOMPARE(createdAt.timeSpec(), Qt::UTC);
    QVERIFY(createdAt >= before);
    QVERIFY(createdAt <= QDateTime::currentDateTimeUtc());
}

void TestSandboxSessions::getAnswerFollowsMessages()
{
    const QJsonObject spec = fullSessionSpec();
    const QJsonObject created = create(spec);
    if (QTest::currentTestFailed())
        return;
    const QString sessionId = created.value("sessionId"_L1).toString();

    QJsonObject session = get(sessionId);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(session.value("id"_L1).toString(), sessionId);
    QCOMPARE(session.value("sessionId"_L1).toString(), sessionId);
    QCOMPARE(session.value("name"_L1).toString(), u"support-chat"_s);
    QCOMPARE(session.value("status"_L1).toString(), u"active"_s);
    QCOMPARE(session.value("createdAt"_L1), created.value("createdAt"_L1));
    QCOMPARE(session.value("lastUsedAt"_L1), created.value("createdAt"_L1));
    QVERIFY(session.contains("endedAt"_L1));
    QVERIFY(session.value("endedAt"_L1).isNull());
    QCOMPARE(session.value("agentSpec"_L1).toObject(), spec);
    QCOMPARE(session.value("metadata"_L1).toObject(), spec.value("metadata"_L1).toObject());
    QVERIFY(session.value("messages"_L1).isArray());
    QVERIFY(session.value("messages"_L1).toArray().isEmpty());
    // What it answered before is all still there.
    QVERIFY(session.value("runs"_L1).toArray().isEmpty());
    for (const QString& key :
         {u"systemPrompt"_s, u"modelId"_s, u"reasoningLevel"_s, u"tools"_s, u"budgets"_s})
        QCOMPARE(session.value(key), spec.value(key));

    // A message a millisecond later moves lastUsedAt to when its run started.
    const QDateTime createdAt = timeOf(created.value("createdAt"_L1));
    QTRY_VERIFY(QDateTime::currentDateTimeUtc() > createdAt);
    const QString firstRun =
        sendAndFinish(sessionId, QJsonObject{{"prompt"_L1, u"What changed today?"_s},
                                             {"reasoningLevel"_L1, u"high"_s}});
    if (QTest::currentTestFailed())
        return;
    session = get(sessionId);
    const QJsonArray runs = session.value("runs"_L1).toArray();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.at(0).toObject().value("runId"_L1).toString(), firstRun);
    QCOMPARE(session.value("lastUsedAt"_L1), runs.at(0).toObject().value("createdAt"_L1));
    QVERIFY(timeOf(session.value("lastUsedAt"_L1)) > createdAt);
    QCOMPARE(session.value("createdAt"_L1), created.value("createdAt"_L1));
    // A message's override is not the session's: agentSpec is still what it was created with.
    QCOMPARE(session.value("agentSpec"_L1).toObject(), spec);

    QJsonArray messages = session.value("messages"_L1).toArray();
    SB_VERIFY_NONE(messageViolations(messages));
    QCOMPARE(messages.size(), 2);
    const QJsonObject question = messages.at(0).toObject();
    QCOMPARE(question.value("role"_L1).toString(), u"user"_s);
    QCOMPARE(question.value("content"_L1).toString(), u"What changed today?"_s);
    QCOMPARE(question.value("runId"_L1).toString(), firstRun);
    QVERIFY(timeOf(question.value("createdAt"_L1)).isValid());
    const QJsonObject answer = messages.at(1).toObject();
    QCOMPARE(answer.value("role"_L1).toString(), u"assistant"_s);
    QVERIFY(!answer.value("content"_L1).toString().isEmpty());
    QCOMPARE(answer.value("runId"_L1).toString(), firstRun);

    // Messages given as such, one with an attachment: content stays a string, the attachment's
    // metadata is kept and its bytes are not.
    const QString lastUsed = session.value("lastUsedAt"_L1).toString();
    QTRY_VERIFY(QDateTime::currentDateTimeUtc() > timeOf(lastUsed));
    const QByteArray bytes = "sandbox sessions attachment probe 51e0"_ba;
    const QString base64 = QString::fromLatin1(bytes.toBase64());
    const QJsonObject attachment{{"type"_L1, u"input_file"_s},
                                 {"mimeType"_L1, u"text/plain"_s},
                                 {"filename"_L1, u"notes.txt"_s},
                                 {"data"_L1, base64}};
    const QString secondRun = sendAndFinish(
        sessionId,
        QJsonObject{
            {"messages"_L1, QJsonArray{QJsonObject{{"role"_L1, u"user"_s},
                                                   {"content"_L1, u"Read the notes."_s},
                                                   {"attachments"_L1, QJsonArray{attachment}}}}}});
    if (QTest::currentTestFailed())
        return;
    const HttpResult raw = m_http->get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(!raw.body.contains(base64.toLatin1()), "GET session carries the attachment bytes");
    session = raw.json();
    QVERIFY(timeOf(session.value("lastUsedAt"_L1)) > timeOf(lastUsed));
    QCOMPARE(session.value("lastUsedAt"_L1),
             session.value("runs"_L1).toArray().last().toObject().value("createdAt"_L1));
    messages = session.value("messages"_L1).toArray();
    SB_VERIFY_NONE(messageViolations(messages));
    QCOMPARE(messages.size(), 4);
    const QJsonObject withFile = messages.at(2).toObject();
    QCOMPARE(withFile.value("content"_L1).toString(), u"Read the notes."_s);
    QCOMPARE(withFile.value("runId"_L1).toString(), secondRun);
    const QJsonObject kept = withFile.value("attachments"_L1).toArray().at(0).toObject();
    QCOMPARE(kept.value("filename"_L1).toString(), u"notes.txt"_s);
    QCOMPARE(kept.value("size"_L1).toInteger(), qint64(bytes.size()));
    QVERIFY(!kept.contains("data"_L1));
    const QByteArray agentSpec =
        QJsonDocument(session.value("agentSpec"_L1).toObject()).toJson(QJsonDocument::Compact);
    QVERIFY2(!agentSpec.contains("notes.txt") && !agentSpec.contains("messages"),
             agentSpec.constData());
}

void TestSandboxSessions::endedSession()
{
    const QJsonObject created =
        create(QJsonObject{{"systemPrompt"_L1, u"You are the sandbox session agent."_s}});
    if (QTest::currentTestFailed())
        return;
    const QString sessionId = created.value("sessionId"_L1).toString();
    const HttpResult deleted = m_http->del(u"agent-sessions/"_s + sessionId);
    QVERIFY2(deleted.status == 200, deleted.describe().constData());

    const QJsonObject session = get(sessionId);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(session.value("id"_L1).toString(), sessionId);
    QCOMPARE(session.value("status"_L1).toString(), u"ended"_s);
    const QDateTime endedAt = timeOf(session.value("endedAt"_L1));
    QVERIFY2(endedAt.isValid(), qPrintable(session.value("endedAt"_L1).toString()));
    QVERIFY(endedAt >= timeOf(created.value("createdAt"_L1)));
    QVERIFY(endedAt <= QDateTime::currentDateTimeUtc());
    QVERIFY(session.value("name"_L1).isNull());
    QCOMPARE(session.value("lastUsedAt"_L1), created.value("createdAt"_L1)); // never messaged
    QCOMPARE(session.value("agentSpec"_L1).toObject(),
             (QJsonObject{{"systemPrompt"_L1, u"You are the sandbox session agent."_s}}));
}

void TestSandboxSessions::olderStoredSession()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A session exactly as an older sandbox stored it: no lastUsedAt, no name, no agentSpec.
    const QString sessionId = u"ses_olderrecord000000000001"_s;
    const QJsonObject record{
        {"sessionId"_L1, sessionId},
        {"status"_L1, u"active"_s},
        {"createdAt"_L1, u"2026-01-02T03:04:05.678Z"_s},
        {"endedAt"_L1, QJsonValue::Null},
        {"metadata"_L1, QJsonObject{{"kept"_L1, u"yes"_s}}},
        {"systemPrompt"_L1, u"Old prompt."_s},
        {"modelId"_L1, u"platform:demo"_s},
        {"messages"_L1, QJsonArray{QJsonObject{{"role"_L1, u"user"_s},
                                               {"content"_L1, u"Old question"_s},
                                               {"runId"_L1, u"run_old1"_s},
                                               {"createdAt"_L1, u"2026-01-02T03:05:00.000Z"_s}},
                                   QJsonObject{{"role"_L1, u"assistant"_s},
                                               {"content"_L1, u"Old answer"_s},
                                               {"runId"_L1, u"run_old1"_s},
                                               {"createdAt"_L1, u"2026-01-02T03:05:01.000Z"_s}}}},
        {"runs"_L1, QJsonArray{QJsonObject{{"runId"_L1, u"run_old1"_s},
                                           {"status"_L1, u"succeeded"_s},
                                           {"createdAt"_L1, u"2026-01-02T03:05:00.000Z"_s}}}}};
    {
        SandboxStore store;
        QString error;
        QVERIFY2(store.open(dir.path(), &error), qPrintable(error));
        store.saveSession(sessionId, record);
    }

    SandboxConfig cfg;
    cfg.deltaDelayMs = 1;
    cfg.dataDir = dir.path();
    QString lastUsedAt;
    {
        SandboxServer server(cfg);
        QVERIFY(server.start());
        Http http(server.baseUrl());
        HttpResult r = http.get(u"agent-sessions/"_s + sessionId);
        QVERIFY2(r.status == 200, r.describe().constData());
        QJsonObject session = r.json();
        QCOMPARE(session.value("id"_L1).toString(), sessionId);
        QCOMPARE(session.value("sessionId"_L1).toString(), sessionId);
        QVERIFY(session.contains("name"_L1));
        QVERIFY(session.value("name"_L1).isNull());
        QCOMPARE(session.value("status"_L1).toString(), u"active"_s);
        QCOMPARE(session.value("createdAt"_L1).toString(), u"2026-01-02T03:04:05.678Z"_s);
        QCOMPARE(session.value("lastUsedAt"_L1).toString(), u"2026-01-02T03:05:00.000Z"_s);
        QVERIFY(session.value("endedAt"_L1).isNull());
        QCOMPARE(session.value("agentSpec"_L1).toObject(),
                 (QJsonObject{{"systemPrompt"_L1, u"Old prompt."_s},
                              {"modelId"_L1, u"platform:demo"_s},
                              {"metadata"_L1, QJsonObject{{"kept"_L1, u"yes"_s}}}}));
        QCOMPARE(session.value("systemPrompt"_L1).toString(), u"Old prompt."_s);
        QCOMPARE(session.value("runs"_L1), record.value("runs"_L1));
        QCOMPARE(session.value("messages"_L1), record.value("messages"_L1));

        // It takes messages as before, and lastUsedAt follows them.
        QSignalSpy finished(&server, &SandboxServer::runFinished);
        r = http.postJson(u"agent-sessions/"_s + sessionId + u"/messages"_s,
                          QJsonObject{{"prompt"_L1, u"New question"_s}});
        QVERIFY2(r.status == 201, r.describe().constData());
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kStreamWaitMs);
        session = http.get(u"agent-sessions/"_s + sessionId).json();
        lastUsedAt = session.value("lastUsedAt"_L1).toString();
        QVERIFY(timeOf(lastUsedAt) > timeOf(u"2026-01-02T03:05:00.000Z"_s));
        QCOMPARE(session.value("runs"_L1).toArray().size(), 2);
        const QJsonArray messages = session.value("messages"_L1).toArray();
        SB_VERIFY_NONE(messageViolations(messages));
        QCOMPARE(messages.size(), 4);
        QCOMPARE(messages.at(2).toObject().value("content"_L1).toString(), u"New question"_s);
        server.stop();
    }

    // What the newer sandbox stored answers the same after a restart.
    SandboxServer again(cfg);
    QVERIFY(again.start());
    Http http(again.baseUrl());
    const HttpResult r = http.get(u"agent-sessions/"_s + sessionId);
    QVERIFY2(r.status == 200, r.describe().constData());
    QCOMPARE(r.json().value("lastUsedAt"_L1).toString(), lastUsedAt);
    QCOMPARE(r.json().value("messages"_L1).toArray().size(), 4);
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSandboxSessions)
#include "tst_sandboxsessions.moc"
