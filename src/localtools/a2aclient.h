// SPDX-License-Identifier: MIT
// A2aClient: answers `a2a_local` tool calls (wire-protocol §3.2, §4.3.2, §11) by sending the
// call's `args.message` to an A2A peer over JSON-RPC and turning its reply — a message, or a
// task's artifacts / status message — into a tool answer. Speaks both generations in the wild,
// A2A 0.3 (`message/send`) and A2A 1.0 (`SendMessage`), picked from the agent card.
#pragma once

#include <functional>
#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "protocol/toolanswer.h"

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace mantyx {

enum class A2aProtocol : quint8
{
    Unknown, // the card names no JSON-RPC endpoint this client can use
    V0_3,    // card `url` (+ `protocolVersion` 0.x); `message/send`, parts {kind:"text", text}
    V1_0,    // card `supportedInterfaces[]`; header `A2A-Version: 1.0`, `SendMessage`, {text}
};

// Where and how to reach a peer, as read from its card.
struct A2aEndpoint
{
    QUrl url;
    A2aProtocol protocol = A2aProtocol::Unknown;
    QString tenant; // A2A 1.0 `supportedInterfaces[].tenant`, sent as `params.tenant`
    QString error;  // translated, when protocol is Unknown

    bool isValid() const { return protocol != A2aProtocol::Unknown; }
};

struct A2aCardResult
{
    bool ok = false;
    QJsonObject card; // the whole document, unknown fields included (§3.2)
    QUrl url;         // where it was found
    int httpStatus = 0;
    QString error; // translated, when !ok (both attempts when the fallback was tried)
};

// How one send() ended: the answer to post (§5) and what crossed the wire, for display.
struct A2aOutcome
{
    ToolAnswer answer;
    A2aProtocol protocol = A2aProtocol::Unknown;
    QUrl endpoint;
    QJsonObject request;     // the JSON-RPC request as sent
    QByteArray responseBody; // as received (bounded by MaxResponseBytes)
    QJsonValue response;     // parsed; Undefined when the body is not JSON
    int httpStatus = 0;      // 0: no HTTP answer
    QString contentType;     // the answer's media type, without parameters
    QString networkError;
    bool timedOut = false;
    std::optional<int> rpcErrorCode; // a JSON-RPC `error`
    QString rpcErrorMessage;
    QString taskState; // when a task came back: "completed", "failed", … (0.3 spelling)
    QString taskId;
    QString contextId;
    qint64 elapsedMs = 0;
};

// One HTTP exchange with the peer as it crossed the wire. Header values are never logged.
struct A2aTrafficEntry
{
    enum class Direction : quint8
    {
        Sent,
        Received,
    };

    Direction direction = Direction::Sent;
    QDateTime time;
    QString method; // "GET" for the card, the JSON-RPC method for a send
    QUrl url;
    int httpStatus = 0; // Received only; 0 when there was no HTTP answer
    QString text;       // the body, cut to MaxTrafficTextChars
    qsizetype fullLength = 0;
};

class A2aClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(A2aClient)

public:
    using Headers = QMap<QString, QString>;
    using CardCallback = std::function<void(const A2aCardResult&)>;
    using SendCallback = std::function<void(const A2aOutcome&)>;

    static constexpr int DefaultCardTimeoutMs = 15000;
    static constexpr int DefaultSendTimeoutMs = 120000;
    static constexpr qint64 MaxCardBytes = 1024 * 1024;
    static constexpr qint64 MaxResponseBytes = 16 * 1024 * 1024;
    static constexpr qsizetype MaxTrafficEntries = 1000;
    static constexpr qsizetype MaxTrafficChars = 8 * 1024 * 1024;
    static constexpr qsizetype MaxTrafficTextChars = 256 * 1024;
    // Of a body that is not a JSON-RPC answer (an HTML error page, a proxy's message), quoted
    // escaped in the error answer.
    static constexpr qsizetype MaxQuotedBodyChars = 300;

    // `network` is not owned; with a null one the client makes its own.
    explicit A2aClient(QNetworkAccessManager* network = nullptr, QObject* parent = nullptr);
    // Aborts what is in flight; outstanding callbacks are dropped, not called.
    ~A2aClient() override;

    // ---- The card.
    // GETs `<base>/.well-known/agent-card.json`, falling back to the older `agent.json`; a `base`
    // whose path already ends in `.json` is fetched as it is. `headers` go with this and every
    // later request (auth on the local network). Unless `headers` has its own, the fetch asks
    // for A2A 1.0 (`A2A-Version: 1.0`): a server with both generations then shows its 1.0 card
    // and a 0.3-only server ignores the header. On success the card is set as by setCard().
    void fetchCard(const QUrl& base, const Headers& headers, QObject* context,
                   CardCallback callback);
    // A pasted or file-loaded card. False (the card is still kept) when no endpoint is usable.
    bool setCard(const QJsonObject& card);
    // Parses card JSON text; std::nullopt (with `error`, translated) unless it is an object.
    static std::optional<QJsonObject> parseCard(const QByteArray& json, QString* error = nullptr);

    QJsonObject card() const { return m_card; }
    A2aEndpoint endpoint() const { return m_endpoint; }
    A2aProtocol protocolGeneration() const { return m_endpoint.protocol; }
    Headers headers() const { return m_headers; }
    void setHeaders(const Headers& headers) { m_headers = headers; }

    // Which generation and URL a card asks for. A JSON-RPC `supportedInterfaces[]` entry of
    // version 1.x wins (1.0); else the top-level `url` (0.3, when `preferredTransport` is JSON-RPC
    // or absent), a JSON-RPC `additionalInterfaces[]` entry, or a `supportedInterfaces[]` entry
    // of version 0.x. Only the JSON-RPC binding is spoken (not HTTP+JSON or gRPC).
    static A2aEndpoint endpointFor(const QJsonObject& card);
    // The key local peers are looked up by (wire-protocol §11, §13): `agentCard.url`, else the
    // first `supportedInterfaces[].url` (A2A 1.0 cards have no top-level `url`).
    static QString peerKey(const QJsonObject& card);

    // ---- Calls.
    // Always bounded: zero or less restores the default rather than waiting for ever.
    int sendTimeoutMs() const { return m_sendTimeoutMs; }
    void setSendTimeoutMs(int ms) { m_sendTimeoutMs = ms > 0 ? ms : DefaultSendTimeoutMs; }
    int cardTimeoutMs() const { return m_cardTimeoutMs; }
    void setCardTimeoutMs(int ms) { m_cardTimeoutMs = ms > 0 ? ms : DefaultCardTimeoutMs; }

    // Sends `text` as one text part (a blocking send) and calls `callback` once with the
    // outcome, unless `context` is gone by then. Without a usable card the callback still runs
    // (asynchronously) with an error answer.
    void send(const QString& text, QObject* context, SendCallback callback);
    // The same for a `local_tool_call`'s `args`, which for `a2a_local` are always
    // `{ "message": string }` (§4.3.2); anything else is answered with an error, nothing is sent.
    void sendArgs(const QJsonObject& args, QObject* context, SendCallback callback);
    int pendingCount() const { return int(m_pending.size()); }

    // The JSON-RPC request send() would post for `text` (without the id), for previews.
    QJsonObject buildRequest(const QString& text, qint64 id) const;
    // Reads a JSON-RPC response body into the outcome's answer and task fields (exposed for
    // tests and for answering from a pasted response).
    static void interpretResponse(const QJsonValue& response, A2aOutcome& outcome);
    // Reads a finished exchange, as filled into `outcome` (httpStatus, responseBody, timedOut,
    // networkError, endpoint), into its parsed response and its answer; `tooLarge` when the body
    // was cut at MaxResponseBytes, `sendTimeoutMs` for the time-out's message.
    static void readReply(A2aOutcome& outcome, bool tooLarge, int sendTimeoutMs);

    // ---- Traffic, oldest first; trafficDropped() counts evicted entries.
    const QList<A2aTrafficEntry>& trafficLog() const { return m_traffic; }
    qint64 trafficDropped() const { return m_trafficDropped; }
    void clearTraffic();

    static QString protocolName(A2aProtocol protocol);

signals:
    void cardChanged();
    void trafficAppended(const mantyx::A2aTrafficEntry& entry);

private:
    struct Pending
    {
        QPointer<QObject> context;
        SendCallback callback;
        A2aOutcome outcome;
        QTimer* timer = nullptr;
        qint64 startedAt = 0;
    };

    QNetworkReply* get(const QUrl& url, const Headers& headers);
    void answerLater(const A2aOutcome& outcome, QObject* context, SendCallback callback);
    void fetchCardFrom(const QList<QUrl>& urls, qsizetype index, const Headers& headers,
                       QPointer<QObject> context, CardCallback callback, QStringList errors);
    void onSendFinished(QNetworkReply* reply);
    void logTraffic(A2aTrafficEntry::Direction direction, const QString& method, const QUrl& url,
                    int httpStatus, const QByteArray& body);

    QNetworkAccessManager* m_network = nullptr;
    QJsonObject m_card;
    A2aEndpoint m_endpoint;
    Headers m_headers;
    int m_sendTimeoutMs = DefaultSendTimeoutMs;
    int m_cardTimeoutMs = DefaultCardTimeoutMs;
    qint64 m_nextId = 0;
    QHash<QNetworkReply*, Pending> m_pending;
    QList<QPointer<QNetworkReply>> m_cardReplies;
    QList<A2aTrafficEntry> m_traffic;
    qsizetype m_trafficChars = 0;
    qint64 m_trafficDropped = 0;
};

} // namespace mantyx

Q_DECLARE_METATYPE(mantyx::A2aTrafficEntry)
