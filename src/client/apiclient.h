// SPDX-License-Identifier: MIT
// ApiClient: every route of the MANTYX agent-runs HTTP surface (http-surface.md) over one
// QNetworkAccessManager, with the Authorization of a CredentialProvider and one refresh-and-retry
// on a 401, so the GUI, the run stream, the tool-result sender and mantyx-run share one client —
// and one place that keeps the credential on the base URL's origin (no redirect is followed).
#pragma once

#include <functional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include "client/apireply.h"
#include "client/credentialprovider.h"

class QNetworkAccessManager;
class QNetworkReply;

namespace mantyx {

class ApiClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiClient)

public:
    static constexpr int DefaultRequestTimeoutMs = 30000;

    // What the client reads from a server it may not trust: every answer is bounded in size and
    // in time, so a hostile or broken server costs an error message, never the process.
    struct Limits
    {
        // A JSON answer of the API (not the event stream): far above any real one.
        qint64 maxBodyBytes = 16LL * 1024 * 1024;
        // The status line and headers must be complete within this long after the request went
        // out. Qt 6.4 bounds neither their size nor their total time (only idle time).
        int headerTimeoutMs = 60000;
        // All response headers together (names and values), checked once Qt has them.
        qint64 maxHeaderBytes = 1024 * 1024;
        // A runId the server assigns; ids are short, so a longer one is refused.
        qsizetype maxIdLength = 256;
    };

    // `network` and `credentials` are not owned and must outlive the client; with a null
    // `network` the client makes its own.
    ApiClient(QNetworkAccessManager* network, QUrl baseUrl, QString workspace,
              CredentialProvider* credentials, QObject* parent = nullptr);
    ~ApiClient() override;

    QUrl baseUrl() const { return m_baseUrl; }
    // User info in the base URL is dropped: it would go out with requests and into messages.
    void setBaseUrl(const QUrl& baseUrl) { m_baseUrl = baseUrl.adjusted(QUrl::RemoveUserInfo); }
    QString workspace() const { return m_workspace; }
    void setWorkspace(const QString& workspace) { m_workspace = workspace; }
    CredentialProvider* credentials() const { return m_credentials; }
    void setCredentials(CredentialProvider* credentials);
    QNetworkAccessManager* network() const { return m_network; }
    // Idle time after which an ordinary request is abandoned (Qt's transfer timeout).
    int requestTimeoutMs() const { return m_requestTimeoutMs; }
    void setRequestTimeoutMs(int ms) { m_requestTimeoutMs = ms; }
    const Limits& limits() const { return m_limits; }
    void setLimits(const Limits& limits) { m_limits = limits; }
    // Why the answer's headers break limits() (translated), or empty. For ApiReply and RunStream.
    QString headerProblem(const QNetworkReply& reply) const;
    // The sentence for an answer whose headers did not arrive within limits().headerTimeoutMs.
    QString headerTimeoutProblem() const;

    // ---- Routes (http-surface.md). Each returns a started reply; see ApiReply.
    ApiReply* listModels();
    ApiReply* createRun(const QJsonObject& spec);
    ApiReply* getRun(const QString& runId);
    ApiReply* cancelRun(const QString& runId);
    // `body` is { toolUseId, result | error, files? }; ToolResultSender adds exactly-once on top.
    ApiReply* postToolResult(const QString& runId, const QJsonObject& body);
    ApiReply* createSession(const QJsonObject& spec);
    ApiReply* getSession(const QString& sessionId);
    ApiReply* postSessionMessage(const QString& sessionId, const QJsonObject& message);
    ApiReply* deleteSession(const QString& sessionId);
    // Any request under the workspace, for routes this build does not know yet.
    ApiReply* send(const QByteArray& verb, const QString& workspacePath,
                   const QJsonObject& body = {}, bool hasBody = false);

    // ---- URLs.
    // {baseUrl}/api/v1/workspaces/{workspace}/{path}; `path` segments are percent-encoded
    // by the caller when they need it (ids never do).
    QUrl workspaceUrl(const QString& path) const;
    QUrl runStreamUrl(const QString& runId) const;
    // A `streamUrl` from the server made absolute: an absolute URL stays as it is; a path is
    // taken relative to the base URL (a base with a path prefix keeps it, once). Whether the
    // credential may go there is originProblem()'s question.
    QUrl resolveStreamUrl(const QString& streamUrl) const;
    static QUrl resolveAgainstBase(const QUrl& baseUrl, const QString& streamUrl);

    // ---- The credential's origin.
    // Whether `url` has the scheme, host and port of `base` (default ports filled in, case
    // ignored). Only http and https have an origin here: anything else is never the same.
    static bool isSameOrigin(const QUrl& base, const QUrl& url);
    // Empty when a request with the credential may go to `url`: the base URL's origin. Otherwise
    // why not, in one translated sentence that names `url` and the origin.
    QString originProblem(const QUrl& url) const;
    // Where a 3xx answer pointed: its Location resolved against the request's URL; empty when
    // the answer is no redirect or names no target.
    static QUrl redirectTarget(int httpStatus, const QUrl& requestUrl, const QByteArray& location);
    // A redirect that was not followed, in one translated sentence naming its target.
    static QString describeRedirect(int httpStatus, const QUrl& target);
    // How a message names an address a server chose: without user info, at most `maxChars`
    // characters, control and bidi characters escaped (displaytext), so a crafted Location
    // or streamUrl can neither drive a terminal nor fill a screen.
    static QString displayUrl(const QUrl& url, qsizetype maxChars = 200);

    // ---- Building blocks for RunStream and the OAuth flow.
    // A request with User-Agent, Accept: application/json, the timeout, redirects not followed
    // and — only when `url` is on the base URL's origin — the one Authorization header.
    QNetworkRequest newRequest(const QUrl& url) const;
    // Refreshes the credential once for every caller that asks while a refresh is running;
    // `done(true)` once the provider has a new credential. Callers retry their request once.
    // `done` is dropped when `context` is destroyed first. `sentAtEpoch` is credentialEpoch()
    // when the refused request was sent: when a refresh has succeeded since (the 401 answered
    // the credential before it), `done(true)` comes at once and nothing is refreshed again.
    void refreshCredential(QObject* context, std::function<void(bool ok)> done,
                           quint64 sentAtEpoch);
    // Counts the credential's successful refreshes: a request notes it when sent.
    quint64 credentialEpoch() const { return m_credentialEpoch; }
    bool canRefreshCredential() const;

signals:
    // A 401 led to a refresh attempt: its outcome, for the UI's sign-in state.
    void credentialRefreshed();
    void credentialRefreshFailed(const QString& reason);

private:
    ApiReply* start(const QByteArray& verb, const QUrl& url, const QByteArray& body);
    void onRefreshDone(bool ok, const QString& reason);

    struct Waiter
    {
        QPointer<QObject> context;
        std::function<void(bool)> done;
    };

    QNetworkAccessManager* m_network = nullptr;
    QUrl m_baseUrl;
    QString m_workspace;
    QPointer<CredentialProvider> m_credentials;
    QList<Waiter> m_refreshWaiters;
    quint64 m_refreshGeneration = 0;
    quint64 m_credentialEpoch = 0;
    int m_requestTimeoutMs = DefaultRequestTimeoutMs;
    Limits m_limits;
    bool m_refreshing = false;
};

} // namespace mantyx
