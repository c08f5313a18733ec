// SPDX-License-Identifier: MIT
// LocalHandlersPanel: the dock where the user sets up, per connection, what answers a run's
// local_tool_calls on this machine — MCP servers, A2A peers, command tools — starts, stops and
// tests each one, sees its state and tools, and chooses each tool's approval policy. It shows a
// LocalHandlersManager (which keeps the set, the settings and the session) through a
// LocalHandlersModel; the log windows are its own.
#pragma once

#include <optional>

#include <QHash>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QWidget>

#include "localtools/localhandlerset.h"
#include "localtools/localhandlersmanager.h"
#include "localtools/localtoolregistry.h"
#include "localtools/localtoolsession.h"

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPlainTextEdit;
class QToolBar;
class QToolButton;
class QTreeView;

namespace mantyx {

class HandlerLogDialog;
class LocalHandlersModel;

class LocalHandlersPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalHandlersPanel)

public:
    // Without a manager the panel shows no handlers and offers nothing to add (setManager()).
    explicit LocalHandlersPanel(QWidget* parent = nullptr);
    ~LocalHandlersPanel() override;

    // The manager shown (not owned; it may outlive the panel or go first). A profile key given
    // to the panel before is handed to it; sessionReplaced() tells about its session.
    void setManager(LocalHandlersManager* manager);
    LocalHandlersManager* manager() const { return m_manager.data(); }
    LocalHandlersModel* model() const { return m_model; }

    // Shows (and from now on saves to) that profile's set: LocalHandlersManager::setProfileKey().
    void setProfileKey(const QString& profileKey);
    QString profileKey() const { return m_profileKey; }

    // The manager's set; setting it saves it and rebuilds the session.
    LocalHandlerSet handlerSet() const;
    void setHandlerSet(const LocalHandlerSet& set);

    // The manager's live session (null without a manager), replaced (sessionReplaced()) whenever
    // handlers are added, edited or removed. Policy changes reach it in place.
    LocalToolSession* session() const;
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
    // Saving or loading the set went wrong.
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
    void onSessionReplaced(LocalToolSession* session);
    void onSetChanged();
    void onModelAboutToBeReset();
    void onModelReset();
    void onToolsRemoved(const QModelIndex& parent);
    void onToolsInserted(const QModelIndex& parent, int first, int last);
    void addPolicyCombo(const QModelIndex& index);
    void updatePolicyCombos();
    std::optional<Key> selectedKey() const;
    void updateActions();
    void updateTestArgs();
    void showStatus();
    void showTestOutput(const QString& text, bool ok);

    void addHandler(HandlerKind kind);
    void editSelected();
    void removeSelected();

    QPointer<LocalHandlersManager> m_manager;
    LocalHandlersModel* m_model = nullptr; // a child, one per manager
    QString m_profileKey;
    QHash<Key, QPointer<HandlerLogDialog>> m_logs;
    // Kept across a model reset: the selection, and the handlers the user collapsed.
    std::optional<Key> m_resetSelection;
    QSet<Key> m_collapsed;
    // A tool row that was current when its handler's tools were replaced: selected again.
    std::optional<Key> m_reselectParent;
    QString m_reselectTool;

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
    QTreeView* m_tree = nullptr;
    QLabel* m_defaultPolicyLabel = nullptr;
    QComboBox* m_defaultPolicyCombo = nullptr;
    QLabel* m_testArgsLabel = nullptr;
    QLineEdit* m_testArgsEdit = nullptr;
    QLabel* m_testArgsMessage = nullptr;
    QLabel* m_testLabel = nullptr;
    QPlainTextEdit* m_testOutput = nullptr;
    QLabel* m_statusLabel = nullptr;
};

} // namespace mantyx
