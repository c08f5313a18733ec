// SPDX-License-Identifier: MIT
// SandboxConfig: every switch of the embedded sandbox server (docs/sandbox.md), one value
// type shared by the in-process server, the mantyx-sandbox executable and the tests.
#pragma once

#include <optional>

#include <QHostAddress>
#include <QList>
#include <QString>
#include <QStringList>

#include "protocol/runevent.h"

namespace mantyx {

// Fault injection (docs/sandbox.md "Fault injection"). Zero / false means off.
struct FaultPlan
{
    int cutAfterEvents = 0;    // close a stream connection after it wrote N events
    int cutEveryBytes = 0;     // close a stream connection after N bytes (mid-frame)
    int stallAfterEvents = -1; // after N events on a connection, write nothing more
    int delayMs = 0;           // wait before answering any request
    bool crlf = false;         // CRLF line ends on the stream
    bool stripEvent = false;   // leave out `event:` lines
    int fail = 0;              // answer the next N requests with failStatus
    int failStatus = 503;
    int retryAfter = -1; // Retry-After seconds on those answers; negative: no header
    // A resumed connection first writes again the N frames before its resume point, as a
    // server that replays from a coarser checkpoint would.
    int dupOnResume = 0;
    // How the stream's data lines carry the payload; unset means EventShape::Both, which the
    // official SDKs and envelope readers alike understand.
    std::optional<EventShape> shape;

    bool isEmpty() const;
    // Parses "name=value" (the --fault switch and metadata["sandbox.fault.<name>"]).
    bool apply(const QString& name, const QString& value);
};

struct OAuthClient
{
    QString clientId;
    QString clientSecret;
};

// The port the GUI's embedded sandbox asks for first (the setting `sandbox/port` overrides it),
// so that its address stays the same from one launch to the next: a profile, a curl command or
// a bookmark naming it keeps working. Taken, the sandbox falls back to a free port.
inline constexpr quint16 kDefaultSandboxPort = 48620;

struct SandboxConfig
{
    QHostAddress address = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0; // 0: a free port
    // When `port` is taken (or not allowed): listen on a free port instead of failing.
    bool fallbackToFreePort = false;
    QString dataDir; // empty: memory only
    QString workspaceSlug = QStringLiteral("sandbox");
    QStringList apiKeys = {QStringLiteral("mantyx_sandbox_key")};
    QList<OAuthClient> oauthClients = {
        {QStringLiteral("sandbox-inspector"), QStringLiteral("sandbox-secret")}};
    int tokenLifetimeSec = 3600;
    int deltaDelayMs = 15;
    int toolTimeoutMs = 300000;
    int keepAliveMs = 15000;
    bool legacy = false;
    int rateLimitPerMinute = 0; // 0: off
    // Hostile or broken clients (docs/sandbox.md "Limits"): the request head must arrive within
    // headerTimeoutMs, a kept-alive connection with no request is closed after idleTimeoutMs,
    // and at most maxConnections are open at once (more are refused with 503).
    int headerTimeoutMs = 10000;
    int idleTimeoutMs = 60000;
    int maxConnections = 256;
    FaultPlan faults;
};

// The key in an API key file (mantyx-sandbox --api-key-file): its first line, trimmed, so the
// key stays out of the process list. Empty, with the reason in `error`, when the file cannot be
// read or that line is empty.
QString readApiKeyFile(const QString& path, QString* error = nullptr);

} // namespace mantyx
