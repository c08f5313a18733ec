// SPDX-License-Identifier: MIT
// McpClient against real MCP servers (server-everything over stdio and Streamable HTTP,
// server-filesystem over stdio, from tests/peers) and against a small scripted server written
// here for what the real ones never do: paginated tools/list, protocol mismatches, silence,
// endless cursors, JSON (not SSE) HTTP replies, expired sessions and refused shutdowns.
#include <cerrno>
#include <csignal>
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <sys/types.h>

#include "localtools/mcpclient.h"
#include "localtools/mcpstdiotransport.h"
#include "protocol/specvalidator.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

class TestMcpClient : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void everythingOverStdioKilledAndRestarted();
    void everythingOverStreamableHttpKilledAndRestarted();
    void filesystemOverStdio();

    void scriptedServerOverStdio();
    void scriptedServerOverHttpWithJsonReplies();
    void unsupportedProtocolVersionFails();
    void silentServerTimesOutInitialize();
    void endlessPaginationFails();
    void missingCommandFails();
    void stdioShutdownEscalates();

private:
    QString m_node;
    QTemporaryDir m_scratch;
    QString m_fakeScript;
};

namespace {

// A scripted MCP server (stdio, or HTTP with JSON replies) for behaviour the real peers never
// show. Environment switches: FAKE_PAGE_SIZE, FAKE_PROTOCOL_VERSION, FAKE_SILENT,
// FAKE_CURSOR_LOOP, FAKE_IGNORE_EOF, FAKE_IGNORE_TERM, FAKE_TOKEN, PORT.
const char kFakeServer[] = R"JS('use strict';
const mode = process.argv[2] || 'stdio';
const env = process.env;
const pageSize = Number(env.FAKE_PAGE_SIZE || 3);
const tools = [];
for (let i = 1; i <= 5; i++)
  tools.push({ name: 'tool_' + i, description: 'Fake tool ' + i,
               inputSchema: { type: 'object', properties: { n: { type: 'number' } } },
               'x-page-order': i });
for (const name of ['hang', 'slow_progress', 'add_tool', 'rpc_error', 'stats'])
  tools.push({ name, inputSchema: { type: 'object' } });
const state = { methods: [], cancelled: [], clientReplies: [], clientInfo: null,
                requestedVersion: null, capabilities: null, protocolHeaders: [],
                deleted: false, added: 0 };
let sessionKnown = true;
const reply = (id, result) => ({ jsonrpc: '2.0', id, result });
const text = (t) => ({ content: [{ type: 'text', text: t }] });

function handle(msg, out, later) {
  if (msg.method === undefined) { state.clientReplies.push(msg); return; }
  state.methods.push(msg.method);
  const p = msg.params || {};
  switch (msg.method) {
  case 'initialize':
    if (env.FAKE_SILENT) return;
    state.clientInfo = p.clientInfo;
    state.requestedVersion = p.protocolVersion;
    state.capabilities = p.capabilities;
    out({ jsonrpc: '2.0', method: 'notifications/message',
          params: { level: 'info', data: 'hello before reply' } });
    out(reply(msg.id, { protocolVersion: env.FAKE_PROTOCOL_VERSION || p.protocolVersion,
                        capabilities: { tools: { listChanged: true }, logging: {} },
                        serverInfo: { name: 'fake-mcp', version: '9.9.9', 'x-build': 'test' },
                        instructions: 'Fake.' }));
    return;
  case 'notifications/initialized':
    later({ jsonrpc: '2.0', id: 'srv-1', method: 'ping' });
    later({ jsonrpc: '2.0', id: 'srv-2', method: 'roots/list' });
    return;
  case 'notifications/cancelled':
    state.cancelled.push(p.requestId);
    return;
  case 'tools/list': {
    const start = p.cursor ? Number(String(p.cursor).replace('page:', '')) : 0;
    const end = start + pageSize;
    const result = { tools: tools.slice(start, end) };
    if (env.FAKE_CURSOR_LOOP) result.nextCursor = 'page:0';
    else if (end < tools.length) result.nextCursor = 'page:' + end;
    out({ jsonrpc: '2.0', method: 'notifications/message',
          params: { level: 'debug', logger: 'lister', data: { page: start } } });
    out(reply(msg.id, result));
    return;
  }
  case 'tools/call': {
    const args = p.arguments || {};
    const name = p.name;
    if (name.startsWith('tool_') || name.startsWith('added_')) {
      out(reply(msg.id, text(name + ' called with ' + JSON.stringify(args))));
      return;
    }
    if (name === 'hang') return;
    if (name === 'slow_progress') {
      const token = p._meta && p._meta.progressToken;
      const steps = args.steps || 5;
      let i = 0;
      const timer = setInterval(() => {
        i++;
        if (token !== undefined)
          out({ jsonrpc: '2.0', method: 'notifications/progress',
                params: { progressToken: token, progress: i, total: steps } });
        if (i >= steps) { clearInterval(timer); out(reply(msg.id, text('done after ' + steps))); }
      }, args.intervalMs || 100);
      return;
    }
    if (name === 'add_tool') {
      state.added++;
      tools.push({ name: 'added_' + state.added, inputSchema: { type: 'object' } });
      out(reply(msg.id, text('added')));
      later({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
      return;
    }
    if (name === 'rpc_error') {
      out({ jsonrpc: '2.0', id: msg.id,
            error: { code: -32042, message: 'fake failure', data: { why: 'asked' } } });
      return;
    }
    if (name === 'stats') { out(reply(msg.id, text(JSON.stringify(state)))); return; }
    if (name === 'garbage') {
      out(null, 'this is not json');
      out(reply(msg.id, text('after garbage')));
      return;
    }
    if (name === 'exit_now') { process.stderr.write('fatal: asked to exit\n'); process.exit(3); }
    if (name === 'expire_session') { sessionKnown = false; out(reply(msg.id, text('gone'))); return; }
    out(reply(msg.id, Object.assign(text('no tool ' + name), { isError: true })));
    return;
  }
  default:
    if (msg.id !== undefined)
      out({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } });
  }
}

if (mode === 'stdio') {
  const send = (obj, raw) =>
    process.stdout.write((raw !== undefined ? raw : JSON.stringify(obj)) + '\n');
  const rl = require('readline').createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    if (!line.trim()) return;
    let msg;
    try { msg = JSON.parse(line); } catch (e) { process.stderr.write('bad json\n'); return; }
    for (const m of (Array.isArray(msg) ? msg : [msg]))
      handle(m, send, (o) => setImmediate(() => send(o)));
  });
  rl.on('close', () => {
    process.stderr.write('stdin closed\n');
    if (!env.FAKE_IGNORE_EOF) process.exit(0);
  });
  if (env.FAKE_IGNORE_TERM)
    process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\n'));
  if (env.FAKE_IGNORE_EOF) setInterval(() => {}, 1000);
  process.stderr.write('fake MCP server on stdio\n');
} else {
  const http = require('http');
  const json = (res, status, obj, headers) => {
    res.writeHead(status, Object.assign({ 'Content-Type': 'application/json' }, headers || {}));
    res.end(JSON.stringify(obj));
  };
  http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      if (req.url === '/stats') return json(res, 200, state);
      if (req.url !== '/mcp') { res.writeHead(404); return res.end(); }
      if (env.FAKE_TOKEN && req.headers['x-test-token'] !== env.FAKE_TOKEN)
        return json(res, 401, { jsonrpc: '2.0', id: null,
                                error: { code: -32001, message: 'missing token' } });
      if (req.method === 'GET') { res.writeHead(405); return res.end(); }
      if (req.method === 'DELETE') { state.deleted = true; res.writeHead(200); return res.end(); }
      let msg;
      try { msg = JSON.parse(body); } catch (e) { res.writeHead(400); return res.end(); }
      const isInit = msg.method === 'initialize';
      if (!isInit) {
        if (!sessionKnown) { res.writeHead(404); return res.end(); }
        if (req.headers['mcp-session-id'] !== 'fake-session-1')
          return json(res, 400, { jsonrpc: '2.0', id: null,
                                  error: { code: -32000, message: 'No valid session ID' } });
        state.protocolHeaders.push(req.headers['mcp-protocol-version'] || '');
      }
      if (msg.method === undefined || msg.id === undefined) {
        handle(msg, () => {}, () => {});
        res.writeHead(202);
        return res.end();
      }
      handle(msg, (obj) => {
        if (obj && obj.id === msg.id)
          json(res, 200, obj, isInit ? { 'Mcp-Session-Id': 'fake-session-1' } : {});
      }, () => {});
    });
  }).listen(Number(env.PORT), '127.0.0.1', () => process.stderr.write('listening\n'));
}
)JS";

constexpr int kWaitMs = 20000;

bool waitUntil(const std::function<bool()>& done, int timeoutMs = kWaitMs)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QTest::qWait(5);
    }
    return true;
}

QString peerScript(const QString& package)
{
    return QStringLiteral(MANTYX_PEERS_DIR) + u"/node_modules/@modelcontextprotocol/"_s + package +
           u"/dist/index.js"_s;
}

quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

bool waitForPort(quint16 port, int timeoutMs = kWaitMs)
{
    return waitUntil(
        [port] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            return socket.waitForConnected(200);
        },
        timeoutMs);
}

// An HTTP MCP server in a child process, killed when the test is done with it.
class ServerProcess
{
public:
    ~ServerProcess() { kill(); }
    bool start(const QString& node, const QStringList& arguments,
               const QMap<QString, QString>& environment, quint16 port)
    {
        m_process = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (auto it = environment.cbegin(); it != environment.cend(); ++it)
            env.insert(it.key(), it.value());
        m_process->setProcessEnvironment(env);
        m_process->setStandardOutputFile(QProcess::nullDevice());
        m_process->setStandardErrorFile(QProcess::nullDevice());
        m_process->start(node, arguments);
        return m_process->waitForStarted(kWaitMs) && waitForPort(port);
    }
    void kill()
    {
        if (m_process && m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished(5000);
        }
    }

private:
    std::unique_ptr<QProcess> m_process;
};

McpServerConfig stdioConfig(const QString& name, const QString& node, const QStringList& args,
                            const QMap<QString, QString>& env = {})
{
    McpServerConfig c;
    c.name = name;
    c.transport = McpServerConfig::Transport::Stdio;
    c.command = node;
    c.arguments = args;
    c.environment = env;
    c.requestTimeoutMs = 15000;
    c.callTimeoutMs = 15000;
    return c;
}

McpServerConfig httpConfig(const QString& name, quint16 port,
                           const QMap<QString, QString>& headers = {})
{
    McpServerConfig c;
    c.name = name;
    c.transport = McpServerConfig::Transport::Http;
    c.url = QUrl(u"http://127.0.0.1:"_s + QString::number(port) + u"/mcp"_s);
    c.headers = headers;
    c.requestTimeoutMs = 15000;
    c.callTimeoutMs = 15000;
    return c;
}

// Starts the client and waits for Ready (true) or Failed / the time-out (false).
bool startAndWait(McpClient& client, int timeoutMs = kWaitMs)
{
    client.start();
    waitUntil(
        [&] {
            return client.state() == McpClient::State::Ready ||
                   client.state() == McpClient::State::Failed;
        },
        timeoutMs);
    if (client.state() != McpClient::State::Ready)
        qWarning() << "client not ready:" << client.state() << client.lastError();
    return client.state() == McpClient::State::Ready;
}

std::optional<McpCallOutcome> call(McpClient& client, const QString& tool,
                                   const QJsonObject& args = {}, int timeoutMs = kWaitMs,
                                   qint64* requestId = nullptr)
{
    std::optional<McpCallOutcome> got;
    QObject context; // a late callback after a time-out is dropped with it
    const qint64 id =
        client.callTool(tool, args, &context, [&got](const McpCallOutcome& o) { got = o; });
    if (requestId)
        *requestId = id;
    waitUntil([&] { return got.has_value(); }, timeoutMs);
    return got;
}

QString resultText(const std::optional<McpCallOutcome>& o)
{
    return o && o->answer.result ? *o->answer.result : QString();
}

// JSON-RPC methods the client sent, in order, from its traffic log.
QStringList sentMethods(const McpClient& client)
{
    QStringList out;
    for (const McpTrafficEntry& e : client.trafficLog()) {
        if (e.direction != McpTrafficEntry::Direction::Sent)
            continue;
        out.append(QJsonDocument::fromJson(e.text.toUtf8()).object().value("method"_L1).toString());
    }
    return out;
}

int receivedCount(const McpClient& client, const QString& method)
{
    int n = 0;
    for (const McpTrafficEntry& e : client.trafficLog()) {
        if (e.direction == McpTrafficEntry::Direction::Received &&
            QJsonDocument::fromJson(e.text.toUtf8()).object().value("method"_L1).toString() ==
                method)
            ++n;
    }
    return n;
}

bool receivedMethod(const McpClient& client, const QString& method)
{
    return receivedCount(client, method) > 0;
}

bool logContains(const McpClient& client, const QString& needle)
{
    for (const McpLogLine& line : client.serverLog()) {
        if (line.text.contains(needle))
            return true;
    }
    return false;
}

QStringList toolNames(const QJsonArray& tools)
{
    QStringList out;
    for (const QJsonValue& t : tools)
        out.append(t.toObject().value("name"_L1).toString());
    return out;
}

// The scripted server's state, through its `stats` tool.
QJsonObject stdioStats(McpClient& client)
{
    return QJsonDocument::fromJson(resultText(call(client, u"stats"_s)).toUtf8()).object();
}

QJsonObject httpStats(quint16 port)
{
    QNetworkAccessManager network;
    QNetworkReply* reply = network.get(
        QNetworkRequest(QUrl(u"http://127.0.0.1:"_s + QString::number(port) + u"/stats"_s)));
    waitUntil([reply] { return reply->isFinished(); });
    const QJsonObject stats = QJsonDocument::fromJson(reply->readAll()).object();
    delete reply;
    return stats;
}

bool processGone(qint64 pid)
{
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}

} // namespace

void TestMcpClient::initTestCase()
{
    m_node = QStandardPaths::findExecutable(u"node"_s);
    QVERIFY2(!m_node.isEmpty(), "node is needed to run the MCP peers");
    QVERIFY2(QFileInfo::exists(peerScript(u"server-everything"_s)),
             "tests/peers/node_modules is missing: run scripts/install-peers.sh");
    QVERIFY(QFileInfo::exists(peerScript(u"server-filesystem"_s)));
    QVERIFY(m_scratch.isValid());
    m_fakeScript = m_scratch.filePath(u"fake-mcp-server.cjs"_s);
    QFile script(m_fakeScript);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(kFakeServer);
}

// ---------------------------------------------------------------------------------------------
// Real peers

void TestMcpClient::everythingOverStdioKilledAndRestarted()
{
    McpClient client(
        stdioConfig(u"everything"_s, m_node, {peerScript(u"server-everything"_s), u"stdio"_s}));
    QSignalSpy ready(&client, &McpClient::ready);
    QSignalSpy toolsChanged(&client, &McpClient::toolsChanged);
    QSignalSpy notifications(&client, &McpClient::notificationReceived);
    QVERIFY(startAndWait(client));
    QCOMPARE(ready.size(), 1);
    QVERIFY(toolsChanged.size() >= 1);

    QCOMPARE(client.protocolVersion(), u"2025-06-18"_s);
    QCOMPARE(client.serverInfo().value("name"_L1).toString(), u"mcp-servers/everything"_s);
    QCOMPARE(client.serverInfo().value("title"_L1).toString(), u"Everything Reference Server"_s);
    QVERIFY(client.serverCapabilities().contains("tools"_L1));
    QVERIFY(!client.instructions().isEmpty());
    QVERIFY(client.processId() > 0);

    const QStringList names = toolNames(client.tools());
    for (const QString& expected :
         {u"echo"_s, u"get-tiny-image"_s, u"get-structured-content"_s, u"get-resource-reference"_s,
          u"trigger-long-running-operation"_s})
        QVERIFY2(names.contains(expected), qPrintable(names.join(u", ")));
    // Verbatim: fields this client knows nothing about are still there.
    for (const QJsonValue& tool : client.tools()) {
        const QJsonObject t = tool.toObject();
        QVERIFY(t.value("inputSchema"_L1).isObject());
        if (t.value("name"_L1).toString() == "echo"_L1) {
            QCOMPARE(t.value("title"_L1).toString(), u"Echo Tool"_s);
            QVERIFY(t.value("execution"_L1).isObject());
            QCOMPARE(t.value("annotations"_L1).toObject().value("readOnlyHint"_L1),
                     QJsonValue(true));
        }
    }

    // The server announces list_changed once initialized; the client lists again for it and
    // never takes the notification for a reply.
    QVERIFY(waitUntil([&] {
        return receivedMethod(client, u"notifications/tools/list_changed"_s) &&
               sentMethods(client).count(u"tools/list"_s) >= 2 && !client.pendingRequestCount();
    }));
    QVERIFY(notifications.size() >= 1);
    const QStringList sent = sentMethods(client);
    QCOMPARE(sent.at(0), u"initialize"_s);
    QCOMPARE(sent.at(1), u"notifications/initialized"_s);
    QCOMPARE(sent.at(2), u"tools/list"_s);
    QVERIFY(logContains(client, u"Starting default (STDIO) server"_s));

    auto echo = call(client, u"echo"_s, QJsonObject{{"message"_L1, u"hi there"_s}});
    QVERIFY(echo && echo->answered());
    QCOMPARE(resultText(echo), u"Echo: hi there"_s);
    QVERIFY(!echo->isToolError());

    auto invalid = call(client, u"echo"_s, {});
    QVERIFY(invalid && invalid->isToolError());
    QVERIFY(invalid->answer.error.has_value());
    QVERIFY2(invalid->answer.error->contains(u"message"_s), qPrintable(*invalid->answer.error));

    auto unknown = call(client, u"no-such-tool"_s, {});
    QVERIFY(unknown && unknown->isToolError());
    QVERIFY(unknown->answer.error->contains(u"no-such-tool"_s));

    auto image = call(client, u"get-tiny-image"_s, {});
    QVERIFY(image && image->answered());
    QCOMPARE(resultText(image),
             u"Here's the image you requested:\nThe image above is the MCP logo."_s);
    QCOMPARE(image->answer.files.size(), 1);
    QCOMPARE(image->answer.files.constFirst().mimeType, u"image/png"_s);
    QVERIFY(image->answer.files.constFirst().data.startsWith("\x89PNG\r\n"));
    McpResult::Options noFiles;
    noFiles.allowFiles = false;
    const McpFlattened noted = McpResult::flatten(image->result, noFiles);
    QVERIFY(noted.answer.files.isEmpty());
    QCOMPARE(noted.notes.size(), 1);

    auto structured =
        call(client, u"get-structured-content"_s, QJsonObject{{"location"_L1, u"Chicago"_s}});
    QVERIFY(structured && structured->answered());
    QVERIFY(structured->flattened.hasStructuredContent);
    QCOMPARE(QJsonDocument::fromJson(resultText(structured).toUtf8()).object(),
             structured->result.value("structuredContent"_L1).toObject());

    auto blob = call(client, u"get-resource-reference"_s,
                     QJsonObject{{"resourceType"_L1, u"Blob"_s}, {"resourceId"_L1, 2}});
    QVERIFY(blob && blob->answered());
    QCOMPARE(blob->answer.files.size(), 1);
    QCOMPARE(blob->answer.files.constFirst().mimeType, u"text/plain"_s);
    QVERIFY(blob->answer.files.constFirst().data.startsWith("Resource 2"));

    // The mcp_local ref: valid model-facing names (<server>_<tool>), each mapping back to the
    // server's.
    const McpResolution resolution = client.resolution();
    const QJsonObject spec{{"modelId"_L1, u"platform:demo"_s},
                           {"systemPrompt"_L1, u"You test."_s},
                           {"prompt"_L1, u"hi"_s},
                           {"tools"_L1, QJsonArray{resolution.json()}}};
    QVERIFY(!hasErrors(SpecValidator::validate(spec)));
    QCOMPARE(resolution.json().value("serverInfo"_L1).toObject(), client.serverInfo());
    QCOMPARE(resolution.serverToolName(u"everything_get_tiny_image"_s), u"get-tiny-image"_s);
    auto viaMap = call(client, resolution.serverToolName(u"everything_echo"_s),
                       QJsonObject{{"message"_L1, u"mapped"_s}});
    QCOMPARE(resultText(viaMap), u"Echo: mapped"_s);

    // Killed mid-call: a clear error for the call, Failed, and restart() brings it back.
    QSignalSpy failed(&client, &McpClient::failed);
    const qint64 killedPid = client.processId();
    std::optional<McpCallOutcome> outcome;
    QObject context;
    client.callTool(u"trigger-long-running-operation"_s,
                    QJsonObject{{"duration"_L1, 30}, {"steps"_L1, 150}}, &context,
                    [&](const McpCallOutcome& o) { outcome = o; });
    // Kill it once the call is under way (its first progress notification arrived).
    QVERIFY(waitUntil([&] { return receivedCount(client, u"notifications/progress"_s) > 0; }));
    QVERIFY(!outcome.has_value());
    ::kill(pid_t(killedPid), SIGKILL);

    QVERIFY(waitUntil([&] { return outcome.has_value(); }, 10000));
    QCOMPARE(outcome->status, McpCallOutcome::Status::Failed);
    QVERIFY2(outcome->failure.contains(u"crashed or was killed"_s), qPrintable(outcome->failure));
    QVERIFY(outcome->answer.error.has_value());
    QCOMPARE(client.state(), McpClient::State::Failed);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(client.lastError(), outcome->failure);

    // Calls while failed say why, without waiting.
    auto refused = call(client, u"echo"_s, QJsonObject{{"message"_L1, u"x"_s}}, 2000);
    QVERIFY(refused && refused->status == McpCallOutcome::Status::Failed);
    QVERIFY(refused->failure.contains(u"crashed or was killed"_s));

    client.restart();
    QVERIFY(waitUntil([&] { return client.state() == McpClient::State::Ready; }));
    QVERIFY(client.processId() > 0);
    QVERIFY(client.processId() != killedPid);
    QCOMPARE(resultText(call(client, u"echo"_s, QJsonObject{{"message"_L1, u"back"_s}})),
             u"Echo: back"_s);

    // Clean stop: stdin closed, the process ends, the client says so.
    const qint64 pid = client.processId();
    QSignalSpy disconnected(&client, &McpClient::disconnected);
    client.stop();
    QCOMPARE(client.state(), McpClient::State::Stopped);
    QVERIFY(disconnected.wait(10000));
    QVERIFY(processGone(pid));
    QVERIFY(client.trafficLog().size() > 10);
    QCOMPARE(client.trafficDropped(), 0);
}

void TestMcpClient::everythingOverStreamableHttpKilledAndRestarted()
{
    const quint16 port = freePort();
    QVERIFY(port != 0);
    const QStringList args{peerScript(u"server-everything"_s), u"streamableHttp"_s};
    const QMap<QString, QString> env{{u"PORT"_s, QString::number(port)}};
    auto server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(m_node, args, env, port));

    McpClient client(httpConfig(u"everything"_s, port, {{u"X-Custom"_s, u"yes"_s}}));
    QVERIFY(startAndWait(client));
    QCOMPARE(client.protocolVersion(), u"2025-06-18"_s);
    QCOMPARE(client.serverInfo().value("name"_L1).toString(), u"mcp-servers/everything"_s);
    const QString session = client.sessionId();
    QVERIFY(!session.isEmpty());
    QVERIFY(toolNames(client.tools()).contains(u"get-tiny-image"_s));
    QCOMPARE(client.processId(), 0);

    // Replies arrive as SSE streams.
    QCOMPARE(resultText(call(client, u"echo"_s, QJsonObject{{"message"_L1, u"over http"_s}})),
             u"Echo: over http"_s);
    auto invalid = call(client, u"echo"_s, {});
    QVERIFY(invalid && invalid->isToolError());
    auto image = call(client, u"get-tiny-image"_s, {});
    QVERIFY(image && image->answered());
    QCOMPARE(image->answer.files.size(), 1);
    QVERIFY(image->answer.files.constFirst().data.startsWith("\x89PNG"));
    // Progress notifications ride the same stream as the reply.
    auto progressed = call(client, u"trigger-long-running-operation"_s,
                           QJsonObject{{"duration"_L1, 0.4}, {"steps"_L1, 2}});
    QVERIFY(progressed && progressed->answered());
    QVERIFY(receivedMethod(client, u"notifications/progress"_s));

    // Server killed mid-call: a clear error, Failed; back once it runs again.
    std::optional<McpCallOutcome> outcome;
    QObject context;
    const int progressBefore = receivedCount(client, u"notifications/progress"_s);
    client.callTool(u"trigger-long-running-operation"_s,
                    QJsonObject{{"duration"_L1, 30}, {"steps"_L1, 150}}, &context,
                    [&](const McpCallOutcome& o) { outcome = o; });
    QVERIFY(waitUntil(
        [&] { return receivedCount(client, u"notifications/progress"_s) > progressBefore; }));
    QVERIFY(!outcome.has_value());
    server->kill();
    QVERIFY(waitUntil([&] { return outcome.has_value(); }, 10000));
    QCOMPARE(outcome->status, McpCallOutcome::Status::Failed);
    QVERIFY2(outcome->failure.contains(u"127.0.0.1"_s), qPrintable(outcome->failure));
    QCOMPARE(client.state(), McpClient::State::Failed);

    server = std::make_unique<ServerProcess>();
    QVERIFY(server->start(m_node, args, env, port));
    client.restart();
    QVERIFY(waitUntil([&] { return client.state() == McpClient::State::Ready; }));
    QVERIFY(!client.sessionId().isEmpty());
    QVERIFY(client.sessionId() != session);
    QCOMPARE(resultText(call(client, u"echo"_s, QJsonObject{{"message"_L1, u"again"_s}})),
             u"Echo: again"_s);
    QSignalSpy disconnected(&client, &McpClient::disconnected);
    client.stop();
    QVERIFY(disconnected.wait(10000)); // after the session DELETE
}

void TestMcpClient::filesystemOverStdio()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QFileInfo(dir.path()).canonicalFilePath();
    const QByteArray png = QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAA"
                                                  "C0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=");
    {
        QFile text(root + u"/notes.txt"_s);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("hello from mantyx\n");
        QFile image(root + u"/dot.png"_s);
        QVERIFY(image.open(QIODevice::WriteOnly));
        image.write(png);
    }

    McpClient client(stdioConfig(u"fs"_s, m_node, {peerScript(u"server-filesystem"_s), root}));
    QVERIFY(startAndWait(client));
    QCOMPARE(client.serverInfo().value("name"_L1).toString(), u"secure-filesystem-server"_s);
    const QStringList names = toolNames(client.tools());
    QVERIFY2(names.contains(u"read_text_file"_s) && names.contains(u"read_media_file"_s) &&
                 names.contains(u"list_directory"_s),
             qPrintable(names.join(u", ")));
    for (const QJsonValue& t : client.tools()) {
        if (t.toObject().value("name"_L1).toString() == "read_text_file"_L1) {
            QCOMPARE(t.toObject().value("inputSchema"_L1).toObject().value("required"_L1).toArray(),
                     QJsonArray{u"path"_s});
        }
    }
    QVERIFY(logContains(client, u"Secure MCP Filesystem Server running on stdio"_s));

    auto read = call(client, u"read_text_file"_s,
                     QJsonObject{{"path"_L1, QString(root + u"/notes.txt"_s)}});
    QVERIFY(read && read->answered());
    QCOMPARE(resultText(read), u"hello from mantyx\n"_s);
    QVERIFY(read->flattened.hasStructuredContent);
    QVERIFY(!read->flattened.structuredContentInText);

    auto denied = call(client, u"read_text_file"_s, QJsonObject{{"path"_L1, u"/etc/passwd"_s}});
    QVERIFY(denied && denied->isToolError());
    QVERIFY2(denied->answer.error->contains(u"Access denied"_s), qPrintable(*denied->answer.error));

    auto media =
        call(client, u"read_media_file"_s, QJsonObject{{"path"_L1, QString(root + u"/dot.png"_s)}});
    QVERIFY(media && media->answered());
    QCOMPARE(media->answer.files.size(), 1);
    QCOMPARE(media->answer.files.constFirst().mimeType, u"image/png"_s);
    QCOMPARE(media->answer.files.constFirst().data, png);

    auto listing = call(client, u"list_directory"_s, QJsonObject{{"path"_L1, root}});
    QVERIFY(resultText(listing).contains(u"[FILE] notes.txt"_s));
    QVERIFY(resultText(listing).contains(u"[FILE] dot.png"_s));

    const qint64 pid = client.processId();
    QSignalSpy disconnected(&client, &McpClient::disconnected);
    client.stop();
    QVERIFY(disconnected.wait(10000));
    QVERIFY(processGone(pid));
}

// ---------------------------------------------------------------------------------------------
// The scripted server

void TestMcpClient::scriptedServerOverStdio()
{
    McpServerConfig config =
        stdioConfig(u"fake"_s, m_node, {m_fakeScript, u"stdio"_s}, {{u"FAKE_PAGE_SIZE"_s, u"3"_s}});
    config.callTimeoutMs = 400;
    McpClient client(config);
    QSignalSpy notifications(&client, &McpClient::notificationReceived);
    QSignalSpy toolsChanged(&client, &McpClient::toolsChanged);
    QVERIFY(startAndWait(client));

    // Ten tools in pages of three: four tools/list requests, the cursors followed in order.
    QCOMPARE(
        toolNames(client.tools()),
        (QStringList{u"tool_1"_s, u"tool_2"_s, u"tool_3"_s, u"tool_4"_s, u"tool_5"_s, u"hang"_s,
                     u"slow_progress"_s, u"add_tool"_s, u"rpc_error"_s, u"stats"_s}));
    QCOMPARE(client.tools().at(3).toObject().value("x-page-order"_L1).toInt(), 4);
    QCOMPARE(sentMethods(client).count(u"tools/list"_s), 4);
    QStringList cursors;
    for (const McpTrafficEntry& e : client.trafficLog()) {
        const QJsonObject m = QJsonDocument::fromJson(e.text.toUtf8()).object();
        if (m.value("method"_L1).toString() == "tools/list"_L1)
            cursors.append(m.value("params"_L1).toObject().value("cursor"_L1).toString());
    }
    QCOMPARE(cursors, (QStringList{QString(), u"page:3"_s, u"page:6"_s, u"page:9"_s}));
    QCOMPARE(client.serverInfo(), (QJsonObject{{"name"_L1, u"fake-mcp"_s},
                                               {"version"_L1, u"9.9.9"_s},
                                               {"x-build"_L1, u"test"_s}}));
    QCOMPARE(client.instructions(), u"Fake."_s);
    // A notification before the initialize reply, and one before each page, were not replies.
    QVERIFY(logContains(client, u"[info] hello before reply"_s));
    QVERIFY(logContains(client, u"[debug lister] {\"page\":9}"_s));
    QVERIFY(notifications.size() >= 5);

    // rpc error, hidden garbage line, time-out with cancellation, progress keeping a call alive.
    auto rpc = call(client, u"rpc_error"_s);
    QVERIFY(rpc.has_value());
    QCOMPARE(rpc->status, McpCallOutcome::Status::RpcError);
    QCOMPARE(rpc->errorCode, -32042);
    QCOMPARE(rpc->errorMessage, u"fake failure"_s);
    QCOMPARE(rpc->errorData.toObject().value("why"_L1).toString(), u"asked"_s);
    QVERIFY(rpc->answer.error->contains(u"fake failure"_s));

    QCOMPARE(resultText(call(client, u"garbage"_s)), u"after garbage"_s);
    QVERIFY(logContains(client, u"not JSON"_s));

    qint64 hungId = 0;
    auto hung = call(client, u"hang"_s, {}, kWaitMs, &hungId);
    QVERIFY(hung.has_value());
    QVERIFY(hung->timedOut);
    QCOMPARE(hung->status, McpCallOutcome::Status::Failed);
    QVERIFY2(hung->failure.contains(u"did not answer tools/call"_s), qPrintable(hung->failure));
    QCOMPARE(client.state(), McpClient::State::Ready);

    auto slow = call(client, u"slow_progress"_s,
                     QJsonObject{{"steps"_L1, 6}, {"intervalMs"_L1, 150}}); // 900 ms > 400 ms
    QVERIFY(slow && slow->answered());
    QCOMPARE(resultText(slow), u"done after 6"_s);

    std::optional<McpCallOutcome> cancelled;
    QObject context;
    const qint64 cancelledId =
        client.callTool(u"hang"_s, {}, &context, [&](const McpCallOutcome& o) { cancelled = o; });
    QVERIFY(client.cancelCall(cancelledId));
    QVERIFY(!client.cancelCall(cancelledId));
    QVERIFY(cancelled && cancelled->cancelled);

    // list_changed from the server: the catalog is listed again.
    toolsChanged.clear();
    QCOMPARE(resultText(call(client, u"add_tool"_s)), u"added"_s);
    QVERIFY(waitUntil([&] { return toolNames(client.tools()).contains(u"added_1"_s); }));
    QCOMPARE(toolsChanged.size(), 1);
    QCOMPARE(resultText(call(client, u"added_1"_s, QJsonObject{{"n"_L1, 1}})),
             u"added_1 called with {\"n\":1}"_s);

    const QJsonObject stats = stdioStats(client);
    QCOMPARE(stats.value("requestedVersion"_L1).toString(), u"2025-06-18"_s);
    QCOMPARE(stats.value("clientInfo"_L1).toObject().value("name"_L1).toString(),
             u"mantyx-inspector"_s);
    QCOMPARE(stats.value("capabilities"_L1).toObject(), QJsonObject{});
    const QJsonArray cancelledIds = stats.value("cancelled"_L1).toArray();
    QVERIFY(cancelledIds.contains(QJsonValue(hungId)));
    QVERIFY(cancelledIds.contains(QJsonValue(cancelledId)));
    // The server's own requests were answered: ping with {}, roots/list as not offered.
    QJsonObject pingReply, rootsReply;
    for (const QJsonValue& r : stats.value("clientReplies"_L1).toArray()) {
        if (r.toObject().value("id"_L1).toString() == "srv-1"_L1)
            pingReply = r.toObject();
        if (r.toObject().value("id"_L1).toString() == "srv-2"_L1)
            rootsReply = r.toObject();
    }
    QCOMPARE(pingReply.value("result"_L1).toObject(), QJsonObject{});
    QCOMPARE(rootsReply.value("error"_L1).toObject().value("code"_L1).toInt(), -32601);

    // The server dies by itself: its exit code and last stderr words are in the error.
    QSignalSpy failed(&client, &McpClient::failed);
    auto died = call(client, u"exit_now"_s);
    QVERIFY(died.has_value());
    QCOMPARE(client.state(), McpClient::State::Failed);
    QCOMPARE(failed.size(), 1);
    QVERIFY2(died->failure.contains(u"exited with code 3"_s), qPrintable(died->failure));
    QVERIFY2(died->failure.contains(u"fatal: asked to exit"_s), qPrintable(died->failure));
    QVERIFY(logContains(client, u"fatal: asked to exit"_s));

    // Restarted with a roomier call time-out for a burst of calls (sanitizer builds are slow).
    config.callTimeoutMs = 30000;
    client.setConfig(config);
    client.restart();
    QVERIFY(waitUntil([&] { return client.state() == McpClient::State::Ready; }));
    QCOMPARE(resultText(call(client, u"tool_1"_s)), u"tool_1 called with {}"_s);

    // Many calls at once: all answered, matched by id; the traffic log stays bounded.
    QSignalSpy appended(&client, &McpClient::trafficAppended);
    int answered = 0;
    for (int i = 0; i < 1100; ++i) {
        client.callTool(u"tool_2"_s, QJsonObject{{"n"_L1, i}}, &context,
                        [&answered, i](const McpCallOutcome& o) {
                            if (resultText(o) == QString(u"tool_2 called with {\"n\":"_s +
                                                         QString::number(i) + u'}'))
                                ++answered;
                        });
    }
    QVERIFY(waitUntil([&] { return answered == 1100; }));
    QCOMPARE(client.trafficLog().size(), McpClient::MaxTrafficEntries);
    QVERIFY(client.trafficDropped() > 0);
    QCOMPARE(appended.size(), 2200);
}

void TestMcpClient::scriptedServerOverHttpWithJsonReplies()
{
    const quint16 port = freePort();
    ServerProcess server;
    QVERIFY(server.start(m_node, {m_fakeScript, u"http"_s},
                         {{u"PORT"_s, QString::number(port)}, {u"FAKE_TOKEN"_s, u"abc"_s}}, port));

    McpServerConfig config = httpConfig(u"fake"_s, port, {{u"X-Test-Token"_s, u"abc"_s}});
    config.callTimeoutMs = 400;
    McpClient client(config);
    QVERIFY(startAndWait(client));
    QCOMPARE(client.sessionId(), u"fake-session-1"_s);
    QCOMPARE(client.tools().size(), 10); // four pages of JSON replies
    QCOMPARE(resultText(call(client, u"tool_1"_s, QJsonObject{{"n"_L1, 7}})),
             u"tool_1 called with {\"n\":7}"_s);
    auto rpc = call(client, u"rpc_error"_s);
    QVERIFY(rpc && rpc->status == McpCallOutcome::Status::RpcError);
    auto hung = call(client, u"hang"_s);
    QVERIFY(hung && hung->timedOut);

    const QJsonObject stats = httpStats(port);
    // initialized reached the server before tools/list (sent after it, over another connection).
    const QJsonArray methods = stats.value("methods"_L1).toArray();
    QVERIFY(methods.size() >= 3);
    QCOMPARE(methods.at(0).toString(), u"initialize"_s);
    QCOMPARE(methods.at(1).toString(), u"notifications/initialized"_s);
    QCOMPARE(methods.at(2).toString(), u"tools/list"_s);
    // Every request after initialize carried the negotiated revision.
    const QJsonArray headers = stats.value("protocolHeaders"_L1).toArray();
    QVERIFY(!headers.isEmpty());
    for (const QJsonValue& h : headers)
        QCOMPARE(h.toString(), u"2025-06-18"_s);
    // notifications/cancelled is posted when the call times out; it may still be on its way.
    QTRY_VERIFY(httpStats(port).value("cancelled"_L1).toArray().size() >= 1);

    QSignalSpy disconnected(&client, &McpClient::disconnected);
    client.stop();
    QVERIFY(disconnected.wait(10000));
    QVERIFY(httpStats(port).value("deleted"_L1).toBool());

    // Without the header the server wants: initialize fails, and says how.
    McpClient rejected(httpConfig(u"fake"_s, port));
    QVERIFY(!startAndWait(rejected));
    QVERIFY2(rejected.lastError().contains(u"401"_s), qPrintable(rejected.lastError()));

    // A session the server forgot: 404, Failed, restart opens a new one.
    McpClient expiring(config);
    QVERIFY(startAndWait(expiring));
    QCOMPARE(resultText(call(expiring, u"expire_session"_s)), u"gone"_s);
    auto lost = call(expiring, u"tool_1"_s);
    QVERIFY(lost && lost->status == McpCallOutcome::Status::Failed);
    QVERIFY2(lost->failure.contains(u"404"_s), qPrintable(lost->failure));
    QCOMPARE(expiring.state(), McpClient::State::Failed);
}

void TestMcpClient::unsupportedProtocolVersionFails()
{
    McpClient client(stdioConfig(u"fake"_s, m_node, {m_fakeScript, u"stdio"_s},
                                 {{u"FAKE_PROTOCOL_VERSION"_s, u"1999-01-01"_s}}));
    QSignalSpy failed(&client, &McpClient::failed);
    QVERIFY(!startAndWait(client));
    QCOMPARE(failed.size(), 1);
    QVERIFY2(client.lastError().contains(u"1999-01-01"_s), qPrintable(client.lastError()));
    QVERIFY(client.lastError().contains(u"2025-06-18"_s));
    QVERIFY(!sentMethods(client).contains(u"notifications/initialized"_s));
}

void TestMcpClient::silentServerTimesOutInitialize()
{
    McpServerConfig config =
        stdioConfig(u"fake"_s, m_node, {m_fakeScript, u"stdio"_s}, {{u"FAKE_SILENT"_s, u"1"_s}});
    config.requestTimeoutMs = 500;
    McpClient client(config);
    QVERIFY(!startAndWait(client));
    QVERIFY2(client.lastError().contains(u"did not answer initialize"_s),
             qPrintable(client.lastError()));
    // initialize is never cancelled (MCP forbids it).
    QCOMPARE(sentMethods(client), QStringList{u"initialize"_s});
}

void TestMcpClient::endlessPaginationFails()
{
    McpClient client(stdioConfig(u"fake"_s, m_node, {m_fakeScript, u"stdio"_s},
                                 {{u"FAKE_CURSOR_LOOP"_s, u"1"_s}}));
    QVERIFY(!startAndWait(client));
    QVERIFY2(client.lastError().contains(u"do not end"_s), qPrintable(client.lastError()));
}

void TestMcpClient::missingCommandFails()
{
    McpClient client(stdioConfig(u"ghost"_s, u"/nonexistent/mcp-server"_s, {}));
    QVERIFY(!startAndWait(client));
    QVERIFY2(client.lastError().contains(u"Could not start"_s), qPrintable(client.lastError()));

    McpClient unnamed(McpServerConfig{});
    QVERIFY(!startAndWait(unnamed));
    QVERIFY(!unnamed.lastError().isEmpty());
}

void TestMcpClient::stdioShutdownEscalates()
{
    struct Case
    {
        QMap<QString, QString> env;
        McpStdioTransport::Ending expected;
    };
    const QList<Case> cases{
        {{}, McpStdioTransport::Ending::Exited},
        {{{u"FAKE_IGNORE_EOF"_s, u"1"_s}}, McpStdioTransport::Ending::Terminated},
        {{{u"FAKE_IGNORE_EOF"_s, u"1"_s}, {u"FAKE_IGNORE_TERM"_s, u"1"_s}},
         McpStdioTransport::Ending::Killed},
    };
    for (const Case& c : cases) {
        McpStdioTransport transport(m_node, {m_fakeScript, u"stdio"_s}, c.env, {});
        transport.setShutdownGrace(300, 300);
        QSignalSpy opened(&transport, &McpTransport::opened);
        QSignalSpy lines(&transport, &McpTransport::stderrLinesReceived);
        QSignalSpy closed(&transport, &McpTransport::closed);
        QSignalSpy failed(&transport, &McpTransport::failed);
        transport.open();
        QVERIFY(opened.wait(kWaitMs));
        // Wait until its handlers are installed (it says so on stderr).
        QVERIFY(waitUntil([&] { return lines.size() > 0; }));
        const qint64 pid = transport.processId();
        transport.close();
        QVERIFY(closed.wait(kWaitMs));
        QCOMPARE(transport.ending(), c.expected);
        QCOMPARE(failed.size(), 0);
        QVERIFY(processGone(pid));
    }
}

QTEST_GUILESS_MAIN(TestMcpClient)
#include "tst_mcpclient.moc"
