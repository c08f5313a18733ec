// SPDX-License-Identifier: MIT
// LocalHandlersManager: the local handlers of the connection in use — its LocalHandlerSet kept per
// profile (settings, and credentials in the SecretStore), the live LocalToolSession built from it
// and rebuilt on every edit, starts, stops and tests — so that any front end only shows it.
#pragma once

#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include "localtools/localhandlerset.h"
#include "localtools/localtoolregistry.h"
#include "localtools/localtoolsession.h"

class QNetworkAccessManager;
class QSettings;

namespace mantyx {

class SecretStore;

class LocalHandlersManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalHandlersManager)

public:
    // What the manager has to say: a storage problem, a plain-text fallback note, the session's
    // failure or note. Empty when there is nothing.
    struct Status
    {
        QString text; // translated
        bool isError = false;
        friend bool operator==(const Status&, const Status&) = default;
    };

    // None of the services is owned; each must outlive the manager. Without `settings` nothing
    // is saved or loaded; without `secrets` credentials are not kept; `network` goes to every
    // session (null: the session's own).
    LocalHandlersManager(QSettings* settings, SecretStore* secrets,
                         QNetworkAccessManager* network = nullptr, QObject* parent = nullptr);
    ~LocalHandlersManager() override;

    // Loads (and from now on saves to) that profile's set: its settings at once, its header
    // values and secret variables once the SecretStore answers. An empty key: nothing is saved.
    void setProfileKey(const QString& profileKey);
    QString profileKey() const { return m_profileKey; }

    const LocalHandlerSet& handlerSet() const { return m_set; }
    // Replaces the set: saved (when a profile is set), the session rebuilt, handlers that ran
    // before started again.
    void setHandlerSet(const LocalHandlerSet& set);

    // Edits of one handler, each through setHandlerSet(). A renamed A2A peer or command keeps its
    // tool's approval; a renamed handler that ran is started under its new name. Removing an MCP
    // server forgets the approvals of the tools it listed. False when there is no such handler.
    void addMcpServer(const McpServerConfig& config);
    void addA2aPeer(const LocalHandlerSet::A2aPeer& peer);
    void addCommand(const LocalHandlerSet::Command& command);
    bool replaceMcpServer(const QString& name, const McpServerConfig& config);
    bool replaceA2aPeer(const QString& refName, const LocalHandlerSet::A2aPeer& peer);
    bool replaceCommand(const QString& toolName, const LocalHandlerSet::Command& command);
    bool removeHandler(HandlerKind kind, const QString& name);
    // The names a new (or, with `except` of that kind, an edited) handler may not take: MCP
    // server names, and tool names (A2A peers and command tools share them).
    QStringList takenServerNames(HandlerKind kind = HandlerKind::None,
                                 const QString& except = {}) const;
    QStringList takenToolNames(HandlerKind kind = HandlerKind::None,
                               const QString& except = {}) const;

    // The approval policy, saved and handed to the session in place (no rebuild).
    void setDefaultPolicy(ApprovalPolicy::Mode mode);
    // No mode: the tool follows the default.
    void setToolPolicy(const QString& toolName, std::optional<ApprovalPolicy::Mode> mode);

    // The live session built from the set; owned by the manager and replaced (sessionReplaced())
    // whenever handlers are added, edited or removed, or another profile is loaded.
    LocalToolSession* session() const { return m_session; }
    // True when the session is Ready (prepareSpec() may be called now). Otherwise starts what
    // is configured and not running, and returns false: the session's ready() or failed()
    // follows.
    bool ensureStarted();

    bool startHandler(HandlerKind kind, const QString& name);
    bool stopHandler(HandlerKind kind, const QString& name);
    // MCP: start (if needed) and report serverInfo and the tools; A2A: fetch the card again and
    // report its name, protocol generation and skills; command: run it with `commandArguments`.
    // testStarted() follows at once, testFinished() when it ended. False when there is no such
    // handler or it is being tested.
    bool testHandler(HandlerKind kind, const QString& name,
                     const QJsonObject& commandArguments = {});
    bool isTesting(HandlerKind kind, const QString& name) const;
    // The JSON object a command tool is tested with, from what the user typed ("" is {}); no
    // value, and a translated reason in `error`, when it is not a JSON object.
    static std::optional<QJsonObject> parseTestArguments(const QString& text, QString* error);

    Status status() const { return m_status; }

signals:
    // The set changed (an edit, a policy, another profile, its secrets arriving).
    void handlerSetChanged();
    // The session was rebuilt: the old one is stopped and deleted later.
    void sessionReplaced(mantyx::LocalToolSession* session);
    // A handler of the current session changed its state (or its tools).
    void handlerStateChanged(mantyx::HandlerKind kind, const QString& name);
    // The approval policy changed in place: the session is the same.
    void policyChanged();
    void testStarted(mantyx::HandlerKind kind, const QString& name, const QString& message);
    // A test ended; `report` says what it found, or why it failed.
    void testFinished(mantyx::HandlerKind kind, const QString& name, bool ok,
                      const QString& report);
    // Saving or loading the set went wrong.
    void storageProblem(const QString& message);
    void statusChanged();

private:
    struct Key
    {
        HandlerKind kind = HandlerKind::None;
        QString name;
        friend bool operator==(const Key&, const Key&) = default;
        friend size_t qHash(const Key& key, size_t seed = 0)
        {
            return qHashMulti(seed, int(key.kind), key.name);
        }
    };

    QSet<Key> runningHandlers() const;
    void rebuildSession(const QSet<Key>& restart);
    void applyEdit(HandlerKind kind, const QString& oldName, const QString& newName,
                   const LocalHandlerSet& set);
    void save();
    void setStatus(const QString& text, bool isError, bool fromSession = false);
    void onHandlerStateChanged(HandlerKind kind, const QString& name);
    void finishTest(const Key& key, bool ok, const QString& report);
    QString mcpReport(const QString& name) const;
    QString a2aReport(const QString& name) const;

    QSettings* m_settings = nullptr;
    QPointer<SecretStore> m_secrets;
    QNetworkAccessManager* m_network = nullptr;
    QString m_profileKey;
    quint64 m_loadSerial = 0;
    LocalHandlerSet m_set;
    LocalToolSession* m_session = nullptr; // a child
    QSet<Key> m_testsPending;              // MCP / A2A tests waiting for the handler's state
    quint64 m_testRuns = 0;
    Status m_status;
    bool m_sessionStatus = false; // the status shows the session's failure or note
};

} // namespace mantyx
