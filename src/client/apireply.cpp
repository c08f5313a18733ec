// SPDX-License-Identifier: MIT
// ApiReply: sends one request, answers a 401 with one credential refresh and one retry, and
// turns what came back into an ApiResponse.
#include "client/apireply.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>

#include "client/apiclient.h"
#include "protocol/displaytext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString translate(const char* text)
{
    return QCoreApplication::translate("ApiResponse", text);
}

// What of a body an error message quotes.
constexpr qsizetype QuotedBodyBytes = 2000;

// A Content-Encoding as a message names it: the server chose it, so short and escaped.
QString encodingText(const QByteArray& encoding)
{
    return displaytext::singleLine(displaytext::elided(QString::fromLatin1(encoding), 40));
}

std::optional<double> optionalDouble(const QJsonValue& v)
{
    if (v.isDouble())
        return v.toDouble();
    return std::nullopt;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// ApiResponse

bool ApiResponse::isTransient() const noexcept
{
    if (httpStatus == 0) {
        switch (networkError) {
        case QNetworkReply::OperationCanceledError:
        case QNetworkReply::SslHandshakeFailedError:
        case QNetworkReply::ProtocolUnknownError:
        case QNetworkReply::ProtocolInvalidOperationError:
            return false;
        default:
            return true;
        }
    }
    return httpStatus == 408 || httpStatus == 425 || httpStatus == 429 || httpStatus >= 500;
}

QByteArray ApiResponse::header(QByteArrayView name) const
{
    for (const auto& [key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

std::optional<qint64> ApiResponse::retryAfterMs() const
{
    if (error && error->retryAfterSeconds)
        return *error->retryAfterSeconds * 1000;
    const QByteArray value = header("retry-after").trimmed();
    if (value.isEmpty())
        return std::nullopt;
    // The decoding (seconds or an HTTP date) lives in ApiError.
    const ApiError decoded = ApiError::fromResponse(httpStatus, {}, value);
    if (decoded.retryAfterSeconds)
        return *decoded.retryAfterSeconds * 1000;
    return std::nullopt;
}

QJsonObject ApiResponse::json() const
{
    return QJsonDocument::fromJson(body).object();
}

QString ApiResponse::describe() const
{
    if (!refusal.isEmpty())
        return refusal;
    if (!readProblem.isEmpty())
        return readProblem;
    if (isRedirect())
        return ApiClient::describeRedirect(httpStatus, redirectedTo);
    if (error)
        return error->describe();
    if (!hasHttpAnswer()) {
        if (networkError == QNetworkReply::OperationCanceledError)
            return translate("The request was cancelled.");
        return translate("The server could not be reached: %1").arg(networkErrorString);
    }
    return translate("The server answered HTTP %1.").arg(httpStatus);
}

// ---------------------------------------------------------------------------------------------
// ModelCatalog

std::optional<ModelCatalog> ModelCatalog::fromJson(const QJsonObject& json)
{
    if (!json.value("models"_L1).isArray())
        return std::nullopt;
    ModelCatalog catalog;
    catalog.defaultModelId = json.value("defaultModelId"_L1).toString();
    const QJsonArray models = json.value("models"_L1).toArray();
    for (const QJsonValue& value : models) {
        const QJsonObject o = value.toObject();
        CatalogModel m;
        m.id = o.value("id"_L1).toString();
        m.label = o.value("label"_L1).toString();
        m.provider = o.value("provider"_L1).toString();
        m.vendorModelId = o.value("vendorModelId"_L1).toString();
        m.source = o.value("source"_L1).toString();
        if (o.value("contextWindowTokens"_L1).isDouble())
            m.contextWindowTokens = qint64(o.value("contextWindowTokens"_L1).toDouble());
        if (o.value("pricing"_L1).isObject()) {
            const QJsonObject p = o.value("pricing"_L1).toObject();
            CatalogModel::Pricing pricing;
            pricing.inputPer1MUsd = p.value("inputPer1MUsd"_L1).toDouble();
            pricing.outputPer1MUsd = p.value("outputPer1MUsd"_L1).toDouble();
            pricing.cacheReadPer1MUsd = optionalDouble(p.value("cacheReadPer1MUsd"_L1));
            m.pricing = pricing;
        }
        catalog.models.append(m);
    }
    return catalog;
}

// ---------------------------------------------------------------------------------------------
// ApiReply

ApiReply::ApiReply(ApiClient* client, QByteArray verb, QUrl url, QByteArray body, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_verb(std::move(verb))
    , m_url(std::move(url))
    , m_body(std::move(body))
{}

ApiReply::~ApiReply()
{
    if (QNetworkReply* reply = m_reply.data()) {
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
    }
}

std::optional<CreatedRun> ApiReply::createdRun(QString* problem) const
{
    const auto refuse = [problem](QString why) -> std::optional<CreatedRun> {
        if (problem)
            *problem = std::move(why);
        return std::nullopt;
    };
    if (!m_response.isSuccess())
        return refuse(m_response.describe());
    const QJsonObject o = m_response.json();
    if (!o.value("runId"_L1).isString()) {
        return refuse(translate("The server accepted the request (HTTP %1) but its answer has no "
                                "runId: %2")
                          .arg(m_response.httpStatus)
                          .arg(QString::fromUtf8(m_response.body.left(QuotedBodyBytes))));
    }
    const ApiClient* client = m_client.data();
    const qsizetype maxIdLength =
        client != nullptr ? client->limits().maxIdLength : ApiClient::Limits{}.maxIdLength;
    CreatedRun run;
    run.runId = o.value("runId"_L1).toString();
    if (run.runId.size() > maxIdLength) {
        return refuse(translate("The server's answer names a runId of %1 characters, more than "
                                "the limit of %2; it was not used.")
                          .arg(run.runId.size())
                          .arg(maxIdLength));
    }
    run.streamPath = o.value("streamUrl"_L1).toString();
    if (run.streamPath.isEmpty())
        run.streamUrl = m_client ? m_client->runStreamUrl(run.runId) : QUrl();
    else
        run.streamUrl = m_client ? m_client->resolveStreamUrl(run.streamPath)
                                 : QUrl(run.streamPath, QUrl::TolerantMode);
    return run;
}

void ApiReply::abort()
{
    if (m_finished)
        return;
    m_aborted = true;
    if (QNetworkReply* reply = m_reply.data()) {
        reply->abort(); // finished() follows synchronously
        return;
    }
    // Waiting for a credential refresh: nothing on the wire.
    m_response = ApiResponse{};
    m_response.networkError = QNetworkReply::OperationCanceledError;
    m_response.networkErrorString = translate("The request was cancelled.");
    finish();
}

void ApiReply::send()
{
    ApiClient* client = m_client.data();
    if (!client) {
        m_response = ApiResponse{};
        m_response.networkError = QNetworkReply::OperationCanceledError;
        m_response.networkErrorString = translate("The client went away.");
        finish();
        return;
    }
    if (QString problem = client->originProblem(m_url); !problem.isEmpty()) {
        // Routes are built from the base URL, so only a base that is no http(s) URL gets here:
        // Qt would read a file:// "route" from the disk.
        m_response = ApiResponse{};
        m_response.networkError = QNetworkReply::ProtocolUnknownError;
        m_response.networkErrorString = problem;
        m_response.refusal = std::move(problem);
        // The caller connects to finished() after the route returned.
        QMetaObject::invokeMethod(this, &ApiReply::finish, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request = client->newRequest(m_url);
    m_sentAtEpoch = client->credentialEpoch();
    if (!m_body.isNull())
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    QNetworkReply* reply = m_body.isNull()
                               ? client->network()->sendCustomRequest(request, m_verb)
                               : client->network()->sendCustomRequest(request, m_verb, m_body);
    m_reply = reply;
    m_received.clear();
    m_readProblem.clear();
    m_readError = QNetworkReply::NoError;
    connect(reply, &QNetworkReply::metaDataChanged, this, &ApiReply::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &ApiReply::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &ApiReply::onNetworkFinished);
    if (!m_headerTimer) {
        m_headerTimer = new QTimer(this);
        m_headerTimer->setSingleShot(true);
        connect(m_headerTimer, &QTimer::timeout, this, &ApiReply::onHeaderTimeout);
    }
    m_headerTimer->start(std::max(1, client->limits().headerTimeoutMs));
}

void ApiReply::onMetaData()
{
    QNetworkReply* reply = m_reply.data();
    if (!reply || reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0)
        return;
    m_headerTimer->stop();
    ApiClient* client = m_client.data();
    if (!client)
        return;
    if (QString problem = client->headerProblem(*reply); !problem.isEmpty()) {
        abandon(reply, QNetworkReply::ProtocolFailure, problem);
        return;
    }
    // Refused before a byte of it is read, when the server says how big it is.
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    const qint64 maxBytes = client->limits().maxBodyBytes;
    if (length.isValid() && length.toLongLong() > maxBytes &&
        reply->rawHeader("Content-Encoding").isEmpty()) {
        abandon(reply, QNetworkReply::ProtocolFailure,
                translate("The server's answer is %1 bytes long, more than the limit of %2 "
                          "bytes; it was not read.")
                    .arg(length.toLongLong())
                    .arg(maxBytes));
    }
}

void ApiReply::onReadyRead()
{
    if (QNetworkReply* reply = m_reply.data())
        readBody(reply);
}

void ApiReply::readBody(QNetworkReply* reply)
{
    if (!m_readProblem.isEmpty())
        return;
    const ApiClient* client = m_client.data();
    const qint64 maxBytes =
        client != nullptr ? client->limits().maxBodyBytes : ApiClient::Limits{}.maxBodyBytes;
    // Qt hands on decompressed bytes: this bounds what a small compressed body inflates to.
    // Only what is there is asked for: QIODevice::read(n) allocates n bytes before it reads, so
    // asking for the whole room would map and unmap 16 MB for every chunk of every answer.
    const qint64 room = maxBytes + 1 - m_received.size();
    const qint64 wanted = std::min(std::max<qint64>(room, 0), reply->bytesAvailable());
    if (wanted > 0)
        m_received += reply->read(wanted);
    if (m_received.size() <= maxBytes)
        return;
    const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed();
    abandon(reply, QNetworkReply::ProtocolFailure,
            !encoding.isEmpty()
                ? translate("The server's answer decompresses (Content-Encoding %1) to more "
                            "than the limit of %2 bytes; it was not read.")
                      .arg(encodingText(encoding))
                      .arg(maxBytes)
                : translate("The server's answer is longer than the limit of %1 bytes; it "
                            "was not read.")
                      .arg(maxBytes));
}

void ApiReply::onHeaderTimeout()
{
    const ApiClient* client = m_client.data();
    abandon(m_reply.data(), QNetworkReply::TimeoutError,
            client != nullptr
                ? client->headerTimeoutProblem()
                : translate("The server did not complete the headers of its answer in time."));
}

void ApiReply::abandon(QNetworkReply* reply, QNetworkReply::NetworkError error,
                       const QString& problem)
{
    if (!reply || !m_readProblem.isEmpty())
        return;
    m_readProblem = problem;
    m_readError = error;
    m_received.clear();
    if (!reply->isFinished())
        reply->abort(); // finished() follows synchronously
}

void ApiReply::onNetworkFinished()
{
    QNetworkReply* reply = m_reply.data();
    if (!reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    if (m_headerTimer)
        m_headerTimer->stop();

    ApiResponse r;
    r.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.headers = reply->rawHeaderPairs();
    r.networkError = reply->error();
    r.networkErrorString = reply->errorString();
    r.refreshedCredential = m_response.refreshedCredential;
    readBody(reply); // what is left; may abandon the answer for its size
    const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed();
    // Qt inflates the body itself; Qt 6.4 reports a body that does not inflate as an
    // UnknownContentError ("Decompression failed: ", without zlib's reason) on a 2xx status,
    // and its safety check as a ProtocolFailure. The body is then empty: not a JSON problem.
    const bool inflateFailed =
        r.networkError == QNetworkReply::ProtocolFailure ||
        (r.networkError == QNetworkReply::UnknownContentError && r.httpStatus < 400);
    if (m_readProblem.isEmpty() && r.hasHttpAnswer() && !encoding.isEmpty() && inflateFailed) {
        QString qtSays = r.networkErrorString.trimmed();
        while (qtSays.endsWith(u':'))
            qtSays.chop(1);
        m_readProblem = translate("The server's answer (Content-Encoding %1) could not be "
                                  "decompressed: its body is not valid %1 (%2).")
                            .arg(encodingText(encoding), qtSays);
        m_readError = r.networkError;
    }
    if (!m_readProblem.isEmpty()) {
        r.readProblem = m_readProblem;
        r.networkError = m_readError;
        r.networkErrorString = m_readProblem;
        if (m_readError == QNetworkReply::TimeoutError)
            r.httpStatus = 0; // no answer: the headers never came
        m_received.clear();
    }
    r.body = std::exchange(m_received, {});
    if (r.hasHttpAnswer() && !r.isSuccess())
        r.error = ApiError::fromResponse(r.httpStatus, r.body, r.header("retry-after"),
                                         r.header("www-authenticate"));
    r.redirectedTo = ApiClient::redirectTarget(r.httpStatus, reply->url(), r.header("location"));
    m_response = std::move(r);

    ApiClient* client = m_client.data();
    if (!m_aborted && m_response.httpStatus == 401 && !m_refreshTried && client &&
        client->canRefreshCredential()) {
        // http-surface.md: refresh once on a 401, then retry the request once.
        m_refreshTried = true;
        client->refreshCredential(
            this,
            [this](bool ok) {
                if (m_finished)
                    return;
                if (ok && !m_aborted) {
                    m_response.refreshedCredential = true;
                    send();
                } else {
                    finish();
                }
            },
            m_sentAtEpoch);
        return;
    }
    finish();
}

void ApiReply::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished();
    if (m_autoDelete)
        deleteLater();
}

} // namespace mantyx
