// SPDX-License-Identifier: MIT
// ConnectionTester: "Test connection" — one GET models with a profile's credential, its outcome
// told in words (which workspace, how many models, or what exactly the server refused and how to
// fix it), so the dialog, mantyx-run and the tests share one reading of the server's answers.
#pragma once

#include <chrono>

#include <QElapsedTimer>
#include <QMetaType>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include "client/connectionprofile.h"

class QNetworkAccessManager;

namespace mantyx {

class ApiClient;
class ApiReply;
class CredentialProvider;

struct ConnectionTestOutcome
{
    enum class Kind : quint8
    {
        Ok,                // models listed
        NotConfigured,     // no usable server address: nothing was sent
        NoWorkspace,       // the profile has no workspace slug (suggestion when one was found)
        PlainHttpRefused,  // plain http to another computer without the user's consent
        MissingCredential, // 401: the server received no credential
        InvalidCredential, // 401: the key or token is unknown, expired or revoked
        RefreshFailed,     // 401 and the sign-in could not be renewed
        WrongKeyUsage,     // 403: not a Developer API key
        PlanLacksFeature,  // 403: the workspace's plan has no API access
        InsufficientScope, // 403: the sign-in lacks a scope (missingScopes)
        WrongWorkspace,    // 404: the slug is not the credential's workspace
        NotFound,          // 404 otherwise: no MANTYX API at this address
        RateLimited,       // 429
        ServerError,       // 5xx
        UnexpectedAnswer,  // another status, or a 2xx that is not a model list
        ConnectionRefused, // nothing listens at host:port
        HostNotFound,      // DNS
        TlsError,          // the TLS handshake failed (certificate, or https to a plain port)
        Timeout,           // no answer in time
        NetworkError,      // any other transport failure
    };

    Kind kind = Kind::NotConfigured;
    // One to three translated sentences for the user: what happened and what to do; the
    // server's own words quoted verbatim when it gave some.
    QString summary;
    QString serverMessage; // what the server said, verbatim ("error: message", or a body excerpt)
    int httpStatus = 0;    // 0: no HTTP answer
    QUrl url;              // the request that was made
    QString workspaceSlug; // the slug that was tested
    qint64 elapsedMs = 0;

    // Ok
    int modelCount = 0;
    QString defaultModelId;
    QString defaultModelLabel;
    QString workspaceName; // from userinfo, when the credential may read it
    QString account;       // "Name <email>", from userinfo (OAuth), when known

    // InsufficientScope
    QStringList missingScopes;
    // WrongWorkspace / NoWorkspace: the credential's workspace, from the 404's hint or from
    // userinfo; empty when neither told it.
    QString suggestedWorkspaceSlug;
    // RateLimited
    qint64 retryAfterSeconds = -1;

    bool isOk() const { return kind == Kind::Ok; }
    // Worth trying again unchanged later (rate limit, server error, timeout, network).
    bool isTransient() const;
};

class ConnectionTester final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionTester)

public:
    static constexpr std::chrono::milliseconds DefaultTimeout{15000};

    // `network` is not owned and must outlive the tester.
    explicit ConnectionTester(QNetworkAccessManager* network, QObject* parent = nullptr);
    ~ConnectionTester() override;

    std::chrono::milliseconds timeout() const { return m_timeout; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    // Tests `profile`'s server and workspace with `credential` (not owned; it must stay alive
    // until finished() or abort(); null sends no credential). A profile that sends the
    // credential over plain http to another computer is refused unless it carries the user's
    // consent (ConnectionProfile::grantPlainHttpConsent). Ends with exactly one finished(),
    // always after start() has returned. Starting again abandons a running test.
    void start(const ConnectionProfile& profile, CredentialProvider* credential);
    // Stops a running test; no signal follows.
    void abort();
    bool isRunning() const { return m_step != Step::Idle; }
    ConnectionTestOutcome outcome() const { return m_outcome; }

signals:
    void finished(const mantyx::ConnectionTestOutcome& outcome);

private:
    enum class Step : quint8
    {
        Idle,
        Models,
        UserInfo,  // after the models: who and which workspace (or which slug is right)
        Finishing, // the outcome is known; finished() is queued
    };

    void onModelsFinished();
    void onUserInfoFinished();
    void onTimeout();
    void lookUpUserInfo();
    void complete();
    void finishSoon();
    void reset();
    QString summarize() const;

    QPointer<QNetworkAccessManager> m_network;
    std::chrono::milliseconds m_timeout = DefaultTimeout;
    ConnectionProfile m_profile;
    QPointer<CredentialProvider> m_credential;
    ApiClient* m_client = nullptr;
    QPointer<ApiReply> m_reply;
    QPointer<QNetworkReply> m_userInfoReply;
    QString m_refreshFailure;
    bool m_remoteClosedOnHttps = false;
    QTimer m_timer;
    QElapsedTimer m_clock;
    quint64 m_generation = 0; // a queued finish of an abandoned test is dropped
    Step m_step = Step::Idle;
    ConnectionTestOutcome m_outcome;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::ConnectionTestOutcome)
