// SPDX-License-Identifier: MIT
// LocalHandlersPanel: the dock where the user sets up, per connection, what answers a run's
// local_tool_calls on this machine — MCP servers, A2A peers, command tools — starts, stops and
// tests each one, sees its state and tools, and chooses each tool's approval policy. It owns the
// LocalToolSession built from that set, which the main window hands each run.
#pragma once

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QWidget>

#include "localtools/localhandlerset.h"
#include "localtools/localtoolregistry.h"
#include "localtools/localtoolsession.h"

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSettings;
class QToolBar;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace mantyx {

class HandlerLogDialog;
class SecretStore;

class LocalHandlersPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalHandlersPanel)

public:
    explicit LocalHandlersPanel(QWidget* parent = nullptr);
    ~LocalHandlersPanel() override;

    // Where sets are kept (not owned). Set both before setProfileKey().
    void setSettings(QSettings* settings);
    void setSecretStore(SecretStore* store);
    // Shows (and from now on saves to) that profile's set: its settings at once, its header
    // values and secret variables once the SecretStore answers. An empty key: nothing is saved.
    void setProfileKey(const QString& profileKey);
    QString profileKey() const { return m_profileKey; }

    LocalHandlerSet handlerSet() const { return m_set; }
    // Replaces the set: saved (when a profile is set), the session rebuilt, handlers that ran
    // before started again.
    void setHandlerSet(const LocalHandlerSet& set);

    // The live session built from the set; owned by the panel and replaced (sessionReplaced())
    // whenever handlers are added, edited or removed. Policy changes reach it in place.
    LocalToolSession* session() const { return m_session; }
    // True when the session is Ready (prepareSpec() may be called now). Otherwise starts what
    // is configured and not running, and returns false: the session's ready() or failed()
    // follows.
    bool ensureStarted();

    // What the toolbar does for the selected handler, by kind and name. False when there is
    // no such handler or the action does not apply to it.
    bool startHandler(HandlerKind kind, const QString& name);
    bool stopHandler(HandlerKind kind, const QString& name);
    // MCP: start (if needed) and report serverInfo and the tools; A2A: fetch the card again and
    // report its name, protocol generation and skills; command: run it with the arguments in
    // the test field ({} when empty). The report goes to the test output; testFinished() follows.
    bool testHandler(HandlerKind kind, const QString& name);
    bool selectHandler(HandlerKind kind, const QString& name);

    // Opens (or raises) the log window of that handler: an MCP server's name first, else an A2A
    // peer's or a command tool's. Returns it, or nullptr when there is no such handler.
    HandlerLogDialog* openLog(const QString& handlerName);
    HandlerLogDialog* openLog(HandlerKind kind, const QString& name);

signals:
    void handlerSetChanged();
    void sessionReplaced(mantyx::LocalToolSession* session);
    // A test ended; `report` is what the test output shows.
    void testFinished(mantyx::HandlerKind kind, const QString& name, bool ok,
                      const QString& report);
    // Saving or loading the set went wrong, or the secrets went to a plain-text file.
    void storageProblem(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

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

    void retranslateUi();
    void rebuildSession(const QSet<Key>& restart);
    void rebuildTree();
    void updateHandlerItem(HandlerKind kind, const QString& name);
    void fillToolChildren(QTreeWidgetItem* item, HandlerKind kind, const QString& name);
    QTreeWidgetItem* handlerItem(HandlerKind kind, const QString& name) const;
    std::optional<Key> selectedKey() const;
    QComboBox* makePolicyCombo(const QString& toolName, bool readOnlyChoice);
    void setToolPolicy(const QString& toolName, int mode); // -1: default
    void updatePolicyCombos();
    void updateActions();
    void updateTestArgs();
    void save();
    void showStatus(const QString& message, bool isError);

    void addHandler(HandlerKind kind);
    void editSelected();
    void removeSelected();
    void onHandlerStateChanged(HandlerKind kind, const QString& name);
    void finishTest(const Key& key, bool ok, const QString& report);
    QString mcpReport(const QString& name) const;
    QString a2aReport(const QString& name) const;

    QSettings* m_settings = nullptr;
    QPointer<SecretStore> m_secrets;
    QString m_profileKey;
    quint64 m_loadSerial = 0;
    LocalHandlerSet m_set;
    LocalToolSession* m_session = nullptr;
    QSet<Key> m_testsPending; // MCP / A2A tests waiting for the handler's state
    quint64 m_testRuns = 0;
    QHash<Key, QPointer<HandlerLogDialog>> m_logs;

    QToolBar* m_toolbar = nullptr;
    QToolButton* m_addButton = nullptr;
    QAction* m_addMcpAction = nullptr;
    QAction* m_addA2aAction = nullptr;
    QAction* m_addCommandAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_removeAction = nullptr;
    QAction* m_startAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_testAction = nullptr;
    QAction* m_logAction = nullptr;
    QLabel* m_emptyLabel = nullptr;
    QTreeWidget* m_tree = nullptr;
    QLabel* m_defaultPolicyLabel = nullptr;
    QComboBox* m_defaultPolicyCombo = nullptr;
    QLabel* m_testArgsLabel = nullptr;
    QLineEdit* m_testArgsEdit = nullptr;
    QLabel* m_testArgsMessage = nullptr;
    QLabel* m_testLabel = nullptr;
    QPlainTextEdit* m_testOutput = nullptr;
    QLabel* m_statusLabel = nullptr;
    bool m_sessionStatus = false; // the status shows the session's failure or note
};

} // namespace mantyx
