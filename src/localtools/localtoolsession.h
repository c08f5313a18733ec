// SPDX-License-Identifier: MIT
// LocalToolSession: the local tools of one front end, from configuration to posted answers —
// starts the MCP servers and fetches the agent cards, puts their resolved `mcp_local` /
// `a2a_local` refs into the spec (so a spec file need not carry catalogs), registers every
// handler, and answers a run's local_tool_calls through the Dispatcher and the run's
// ToolResultSender. mantyx-run and the end-to-end test share this one code path.
#pragma once

#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrl>

#include "client/toolresultsender.h"
#include "localtools/approvalpolicy.h"
#include "localtools/commandhandler.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolregistry.h"
#include "localtools/mcpserverconfig.h"
#include "protocol/runevent.h"

class QNetworkAccessManager;

namespace mantyx {

class A2aClient;
class McpClient;

class LocalToolSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalToolSession)

public:
    enum class State : quint8
    {
        Idle,     // configured, not started
        Starting, // servers starting, cards being fetched
        Ready,    // every handler is there
        Failed,   // one did not come up (lastError()); the others were stopped
    };
    Q_ENUM(State)

    // One handler's own state, for a panel that starts, stops and tests them one by one.
    enum class HandlerState : quint8
    {
        Stopped,  // MCP: not running; A2A: no card fetched (or stop()ped)
        Starting, // MCP: initialize and tools/list under way; A2A: fetching or reading the card
        Ready,    // MCP: tools listed; A2A: a card with a usable endpoint; command: program found
        Failed,   // `error` says why
    };
    Q_ENUM(HandlerState)

    struct HandlerStatus
    {
        HandlerKind kind = HandlerKind::None;
        QString name;   // the MCP server's name, the A2A ref's name, the command's tool name
        QString target; // what it runs or reaches: a command line, a URL, a card file, a program
        HandlerState state = HandlerState::Stopped;
        QString error;     // translated, when Failed
        int toolCount = 0; // MCP once Ready: the tools the model sees; A2A and commands: 1
    };

    // What prepareSpec() made of a spec.
    struct PreparedSpec
    {
        QJsonObject spec;
        QStringList notes; // translated: refs added or replaced, names the model sees, warnings
        QString error;     // translated; set when the session's tools do not fit the spec
        bool ok() const { return error.isEmpty(); }
    };

    // `network` (not owned) carries the A2A requests; nullptr: the A2A clients make their own.
    explicit LocalToolSession(QNetworkAccessManager* network = nullptr, QObject* parent = nullptr);
    // Handlers still running are cancelled, MCP servers stopped (stdio children ended).
    ~LocalToolSession() override;

    // ---- Configuration, before start().
    void addMcpServer(const McpServerConfig& config);
    // The card is fetched from `cardUrl` (A2aClient::fetchCard: the well-known paths under it,
    // or the URL itself when it ends in .json); the ref is `{kind: a2a_local, name: refName}`.
    void addA2aPeer(const QString& refName, const QUrl& cardUrl,
                    const QMap<QString, QString>& headers = {});
    // A pasted card, used as it is (A2aClient::setCard); the ref is `{kind: a2a_local, name}`.
    void addA2aPeerCard(const QString& refName, const QJsonObject& card,
                        const QMap<QString, QString>& headers = {});
    // A card file, read (again) each time the peer starts, so edits to it are picked up.
    void addA2aPeerCardFile(const QString& refName, const QString& path,
                            const QMap<QString, QString>& headers = {});
    void addCommand(const QString& toolName, const QString& program,
                    const QStringList& arguments = {},
                    int timeoutMs = CommandHandler::DefaultTimeoutMs);
    bool isEmpty() const;

    // ---- One handler at a time (a settings panel's Start / Stop / Test). The session's own
    // state() only changes when a handler is stopped: a Ready session becomes Idle (start()
    // again before the next prepareSpec()), a Starting one Failed. start() keeps the handlers
    // that are Ready and starts the others.
    // MCP servers, then A2A peers, then commands, each in the order added.
    QList<HandlerStatus> handlers() const;
    std::optional<HandlerStatus> handler(HandlerKind kind, const QString& name) const;
    // MCP: start the server; A2A: fetch (or read) the card. False for an unknown handler, one
    // that is starting or ready already, and commands (which have nothing to start).
    bool startHandler(HandlerKind kind, const QString& name);
    // MCP: stop the server (its calls in flight fail); A2A: forget the fetch in flight and mark
    // the card unfetched. False for an unknown or stopped handler and for commands.
    bool stopHandler(HandlerKind kind, const QString& name);
    // stopHandler() then startHandler(), from any state.
    bool restartHandler(HandlerKind kind, const QString& name);
    static QString handlerStateName(HandlerState state); // translated, lower case

    // The dispatcher's approval policy.
    const ApprovalPolicy& policy() const { return m_dispatcher.policy(); }
    void setPolicy(const ApprovalPolicy& policy) { m_dispatcher.setPolicy(policy); }

    // Starts every MCP server and fetches every card: ready() once all are there, failed() at
    // the first that is not. Without MCP servers and A2A peers, ready() follows at once.
    void start();
    // Cancels running handlers and stops the MCP servers.
    void stop();
    State state() const { return m_state; }
    QString lastError() const { return m_lastError; }

    // The spec with this session's refs: each MCP server as an `mcp_local` ref (replacing a
    // spec ref of the same kind and name), each A2A peer as an `a2a_local` ref (likewise), and
    // a plain `{kind: local, name}` ref for a command tool the spec does not declare. Resolves
    // model-facing names against the names the spec already uses, registers every handler under
    // its key, and gives the dispatcher the final tool list. Call once Ready.
    PreparedSpec prepareSpec(const QJsonObject& spec);

    LocalToolRegistry* registry() { return &m_registry; }
    Dispatcher* dispatcher() { return &m_dispatcher; }
    McpClient* mcpClient(const QString& serverName) const;
    A2aClient* a2aClient(const QString& refName) const;
    // The ref name of the A2A peer whose client answers `peerKey` (a route's key); empty if none.
    QString a2aRefName(const QString& peerKey) const;
    CommandHandler* commandHandler(const QString& toolName) const;

    // ---- Answering a run.
    // The run's sender (not owned); answers go through it only. nullptr detaches.
    void attach(ToolResultSender* sender);
    ToolResultSender* sender() const { return m_sender.data(); }

    // Call after the sender observed the batch: offer() for every local_tool_call in it.
    void handleEvents(const QList<RunEvent>& events);
    // One call: Dispatcher::dispatch(). When the policy allows, the handler runs and its answer
    // is posted; the returned decision.autoRun says so. Otherwise approvalNeeded() is emitted.
    // A call offered before, or whose answer is no longer Pending in the sender, is only
    // assessed: nothing runs twice.
    DispatchAssessment offer(const LocalToolCallEvent& call);
    // The user approved an offered call: run its handler, post the answer. False when it has no
    // handler, runs already, or its answer is no longer Pending.
    bool runApproved(const QString& toolUseId);
    // As runApproved(), but the answer is not posted: callFinished() reports it with `posted`
    // false, for the user to review, edit and send by hand.
    bool runForReview(const QString& toolUseId);
    // The offered call of that id; nullptr when unknown.
    const LocalToolCallEvent* call(const QString& toolUseId) const;

signals:
    void ready();
    void failed(const QString& reason);
    void approvalNeeded(const mantyx::DispatchAssessment& assessment);
    void callStarted(const QString& toolUseId, const QString& description);
    // A handler ended. `posted`: its answer was queued in the sender; otherwise `why` says why
    // not (cancelled, answered meanwhile, refused by the sender — then an error answer saying
    // so was queued instead, and `posted` is true for that one). A result too large to post is
    // replaced by an error answer too: `posted` is true and `why` says so.
    void callFinished(const mantyx::DispatchResult& result, bool posted, const QString& why);
    // Something the user should know that is not tied to a call (a server that died later).
    void noteRaised(const QString& text);
    // A handler was added.
    void handlersChanged();
    // A handler's state, error or tool count may have changed (see handler()).
    void handlerStateChanged(mantyx::HandlerKind kind, const QString& name);

private:
    struct A2aPeer
    {
        QString refName;
        QUrl cardUrl;     // fetched from here when set, else
        QString cardFile; // read from here when set, else
        QJsonObject card; // used as it is
        QMap<QString, QString> headers;
        A2aClient* client = nullptr; // a child, from the peer's addition on
        HandlerState state = HandlerState::Stopped;
        QString error;
        quint64 serial = 0; // tells the current fetch from a forgotten one
    };

    void addPeer(A2aPeer peer);
    void addMcpClient(const McpServerConfig& config);
    void startPeer(qsizetype index);
    void finishPeer(qsizetype index, quint64 serial, const QString& error);
    void handlerStopped(const QString& name);
    HandlerStatus mcpStatus(qsizetype index) const;
    HandlerStatus peerStatus(qsizetype index) const;
    HandlerStatus commandStatus(qsizetype index) const;
    void checkReady();
    void fail(const QString& reason);
    void onCallFinished(const DispatchResult& result);

    QNetworkAccessManager* m_network = nullptr;
    LocalToolRegistry m_registry;
    Dispatcher m_dispatcher;
    QList<McpServerConfig> m_mcpConfigs;
    QList<McpClient*> m_mcpClients; // children, in m_mcpConfigs order
    QList<A2aPeer> m_peers;
    struct Command
    {
        QString toolName;
        CommandHandler* handler = nullptr; // a child
    };

    QList<Command> m_commands;
    State m_state = State::Idle;
    QString m_lastError;
    QPointer<ToolResultSender> m_sender;
    QHash<QString, LocalToolCallEvent> m_calls; // offered, by toolUseId
    QSet<QString> m_review;                     // running for review: not posted
};

} // namespace mantyx
