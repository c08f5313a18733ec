// SPDX-License-Identifier: MIT
// ApiReply: one request of the MANTYX HTTP API in flight, and ApiResponse, its outcome as a value
// (status, headers, the body verbatim and the decoded ApiError), so callers never touch a
// QNetworkReply and every failure reaches the user with what the server actually said.
#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

#include "protocol/apierror.h"

namespace mantyx {

class ApiClient;

struct ApiResponse
{
    using RawHeaders = QList<QPair<QByteArray, QByteArray>>;

    int httpStatus = 0; // 0: no HTTP answer at all (networkError says why)
    QByteArray body;    // verbatim
    RawHeaders headers;
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
    QString networkErrorString;
    std::optional<ApiError> error; // set for every non-2xx answer
    // Where a 3xx answer pointed. Never followed: the request carries the credential.
    QUrl redirectedTo;
    // Set when the request was not sent at all: why (translated). Its URL was off the base URL's
    // origin (ApiClient::originProblem).
    QString refusal;
    // Set when the answer was abandoned while it was read: it broke ApiClient::Limits (headers
    // too slow or too large, a body too large) or its Content-Encoding could not be decoded.
    // Why (translated). Such an answer is no success, whatever its status; `body` is empty.
    QString readProblem;
    bool refreshedCredential = false; // a 401 was answered by one refresh and one retry

    bool isSuccess() const noexcept
    {
        return httpStatus >= 200 && httpStatus < 300 && readProblem.isEmpty();
    }
    bool hasHttpAnswer() const noexcept { return httpStatus > 0; }
    bool wasAborted() const noexcept
    {
        return httpStatus == 0 && networkError == QNetworkReply::OperationCanceledError;
    }
    bool isRedirect() const noexcept { return redirectedTo.isValid(); }
    // No answer, 408, 425, 429 or 5xx: the same request may succeed later.
    bool isTransient() const noexcept;
    // The header's value (case-insensitive name); empty when absent.
    QByteArray header(QByteArrayView name) const;
    // Retry-After in milliseconds (seconds or an HTTP date), if the answer carried one.
    std::optional<qint64> retryAfterMs() const;
    // The body as a JSON object; empty when it is not one.
    QJsonObject json() const;
    // One translated sentence for the user: the refusal, the redirect that was not followed,
    // the ApiError's, or the network failure's.
    QString describe() const;
};

// A run the server created: POST agent-runs and POST agent-sessions/{id}/messages.
struct CreatedRun
{
    QString runId;
    QString streamPath; // `streamUrl` exactly as the server sent it
    QUrl streamUrl;     // resolved against the base URL
};

// One entry of GET models.
struct CatalogModel
{
    QString id;
    QString label;
    QString provider;
    QString vendorModelId;
    QString source; // platform_offering | workspace_provider
    std::optional<qint64> contextWindowTokens;
    struct Pricing
    {
        double inputPer1MUsd = 0;
        double outputPer1MUsd = 0;
        std::optional<double> cacheReadPer1MUsd;
    };
    std::optional<Pricing> pricing; // null on the wire for unpriced models
};

struct ModelCatalog
{
    QList<CatalogModel> models;
    QString defaultModelId;

    static std::optional<ModelCatalog> fromJson(const QJsonObject& json);
};

class ApiReply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiReply)

public:
    ~ApiReply() override;

    bool isFinished() const { return m_finished; }
    const ApiResponse& response() const { return m_response; }
    QByteArray verb() const { return m_verb; }
    QUrl url() const { return m_url; }
    // Set for create-run and session-message answers (2xx with runId and streamUrl). Otherwise
    // `problem` (when given) gets why not, translated: the failure, or what the answer lacks
    // (a runId, or one of sane length: ApiClient::Limits::maxIdLength).
    std::optional<CreatedRun> createdRun(QString* problem = nullptr) const;
    // Ends the request now; finished() follows with OperationCanceledError.
    void abort();
    // By default a reply deletes itself (deleteLater) once finished() has been emitted.
    void setAutoDelete(bool autoDelete) { m_autoDelete = autoDelete; }

signals:
    void finished();

private:
    friend class ApiClient;
    ApiReply(ApiClient* client, QByteArray verb, QUrl url, QByteArray body, QObject* parent);

    void send();
    void onMetaData();
    void onReadyRead();
    void readBody(QNetworkReply* reply);
    void onHeaderTimeout();
    void abandon(QNetworkReply* reply, QNetworkReply::NetworkError error, const QString& problem);
    void onNetworkFinished();
    void finish();

    QPointer<ApiClient> m_client;
    QPointer<QNetworkReply> m_reply;
    QByteArray m_verb;
    QUrl m_url;
    QByteArray m_body;
    QByteArray m_received; // the answer's body so far
    QString m_readProblem; // the current answer was abandoned: why
    QNetworkReply::NetworkError m_readError = QNetworkReply::NoError;
    QTimer* m_headerTimer = nullptr;
    ApiResponse m_response;
    quint64 m_sentAtEpoch = 0; // ApiClient::credentialEpoch() when last sent
    bool m_refreshTried = false;
    bool m_finished = false;
    bool m_autoDelete = true;
    bool m_aborted = false;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::ApiResponse)
