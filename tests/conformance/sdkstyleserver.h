// SPDX-License-Identifier: MIT
// SdkStyleServer: a MANTYX stand-in that puts runs on the wire the way the official SDKs' own
// test servers do — flat `data` with `seq` and no `type`, `subtype: "success"`, no snapshot
// route — so the client is tested against what those servers send, not only against our sandbox.
#pragma once

#include <memory>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponder;
class QTcpServer;

namespace mantyx {

// Routes, under /api/v1/workspaces/{workspace()}/ with `Authorization: Bearer {apiKey()}`:
//   POST agent-runs                       201 {runId, streamUrl}
//   GET  agent-runs/{id}/stream           ?lastSeq= or Last-Event-ID resume; closes after the
//                                         terminal event
//   POST agent-runs/{id}/tool-results     204; 400; 404 unknown_tool_use; 409 run_terminal
//   POST agent-runs/{id}/cancel           200; the stream then ends with `cancelled`
// and nothing else: GET agent-runs/{id} (the snapshot) is 404 like any unknown route.
//
// A run follows the script named by metadata "script", else by the prompt's first word before a
// colon ("tool: look it up"), else "plain":
//   plain  two assistant_delta, assistant_message, result
//   tool   one local_tool_call (kind "local") for metadata "tool", else the spec's first local
//          tool, else "lookup"; args metadata "args" (JSON) else {"query": "conformance"}; waits
//          for the answer, which the final text quotes
//   mcp    the same as kind "mcp_local" for `<server>_<tool>`: server metadata "mcpServer", else
//          the spec's first mcp_local ref, else "calc"; tool metadata "tool", else "add"; args
//          metadata "args" else {"a": 2, "b": 40}
//   error  assistant_delta, assistant_message, then `error` with code/errorClass "rate_limit"
//   wait   assistant_delta, then nothing until cancelled
class SdkStyleServer final : public QObject
{
    Q_DISABLE_COPY_MOVE(SdkStyleServer)

public:
    explicit SdkStyleServer(QObject* parent = nullptr);
    ~SdkStyleServer() override;

    // Listens on a free port of 127.0.0.1.
    bool start(QString* error = nullptr);
    QUrl baseUrl() const;
    static QString workspace();
    static QString apiKey();
    // The final text of the plain script, and the message of the error script.
    static QString plainText();
    static QString errorMessage();

    // What happened, for the tests.
    QStringList runIds() const;
    // Every request in order, as "METHOD /path STATUS".
    QStringList requestLog() const;
    // The accepted tool-result bodies of a run, in order.
    QList<QJsonObject> toolResults(const QString& runId) const;
    // The run's events as published: {"seq", "event", "data"} with `data` exactly as sent.
    QList<QJsonObject> events(const QString& runId) const;

private:
    struct Run;
    struct Stream;
    using Responder = std::shared_ptr<QHttpServerResponder>;

    void onRequest(const QHttpServerRequest& request, QHttpServerResponder&& responder);
    int handle(const QHttpServerRequest& request, const Responder& responder);
    int createRun(const QJsonObject& spec, const Responder& responder);
    int openStream(Run& run, const QHttpServerRequest& request, const Responder& responder);
    int postToolResult(Run& run, const QJsonObject& body, const Responder& responder);
    int cancel(Run& run, const Responder& responder);

    void begin(Run& run);
    void answered(Run& run, const QJsonObject& body);
    void enqueue(Run& run, const QString& type, const QJsonObject& payload);
    void publishNext(const QString& runId);

    QHttpServer* m_http = nullptr;
    QTcpServer* m_tcp = nullptr;
    QHash<QString, std::shared_ptr<Run>> m_runs;
    QStringList m_runOrder;
    QStringList m_requestLog;
    int m_nextRun = 1;
};

} // namespace mantyx
