// SPDX-License-Identifier: MIT
// SandboxServer: the embedded MANTYX-compatible HTTP server (docs/sandbox.md) — routes,
// credentials, SSE streams, scripted runs — started in-process by the GUI and the tests.
#pragma once

#include <memory>

#include <QObject>
#include <QUrl>

#include "sandbox/sandboxconfig.h"

namespace mantyx {

class SandboxServerPrivate;

class SandboxServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxServer)

public:
    explicit SandboxServer(SandboxConfig config, QObject* parent = nullptr);
    ~SandboxServer() override;

    // Binds and starts listening (on a free port when config().port is taken and
    // fallbackToFreePort is set; port() tells which). On failure returns false and says why in
    // `error`.
    bool start(QString* error = nullptr);
    void stop();
    bool isListening() const;

    quint16 port() const;
    // http://127.0.0.1:PORT (no trailing slash); routes are under
    // baseUrl()/api/v1/workspaces/<slug>/.
    QUrl baseUrl() const;
    const SandboxConfig& config() const;

    // Server-wide faults can be changed while running (tests).
    void setFaults(const FaultPlan& faults);

    // Observability for tests: how many tool-result POSTs arrived for a toolUseId (every
    // POST counted, whatever its answer), and how many of them were accepted (2xx).
    int toolResultPosts(const QString& toolUseId) const;
    int acceptedToolResults(const QString& toolUseId) const;
    // How many distinct toolUseIds the POST counter remembers (it is bounded), and how many
    // client connections are open (refused ones not counted).
    int recordedToolUseIds() const;
    int openConnections() const;
    QStringList runIds() const;

signals:
    void runCreated(const QString& runId);
    void runFinished(const QString& runId, const QString& status);

private:
    std::unique_ptr<SandboxServerPrivate> d;
};

} // namespace mantyx
