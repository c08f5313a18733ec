// SPDX-License-Identifier: MIT
// SessionPanel: the chat-like view of an agent session — its turns, a message box with per-message
// overrides taken from the composer's spec, reload and end — over a SessionController from src/.
#pragma once

#include <functional>
#include <optional>

#include <QJsonObject>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include "run/sessioncontroller.h"

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QUrl;

namespace mantyx {

class SessionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionPanel)

public:
    // Returns the composer's spec when it parses; the overrides a message carries come from it.
    using SpecProvider = std::function<std::optional<QJsonObject>()>;

    explicit SessionPanel(QWidget* parent = nullptr);
    ~SessionPanel() override;

    // The session shown; null shows "no session" with Start / Open buttons.
    void setController(SessionController* controller);
    SessionController* controller() const { return m_controller; }
    void setSpecProvider(SpecProvider provider) { m_specProvider = std::move(provider); }

    // The message the Send button would post: the text as `prompt` plus the ticked overrides,
    // taken from the composer's spec. Empty when there is no text.
    QJsonObject composeMessage() const;
    // The override keys ticked, in the order of SessionController::overridableKeys().
    QStringList checkedOverrides() const;
    void setOverrideChecked(const QString& key, bool checked);
    void setMessageText(const QString& text);
    // Posts composeMessage(); false when nothing was sent.
    bool sendMessage();

signals:
    void startSessionRequested();
    void openSessionRequested();
    // A run link in the conversation was clicked: show that run.
    void runActivated(const QString& runId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void render();
    void updateState();
    void onAnchorClicked(const QUrl& url);

    QPointer<SessionController> m_controller;
    SpecProvider m_specProvider;
    QLabel* m_title = nullptr;
    QPushButton* m_startButton = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_reloadButton = nullptr;
    QPushButton* m_endButton = nullptr;
    QTextBrowser* m_conversation = nullptr;
    QLabel* m_overridesLabel = nullptr;
    QList<QCheckBox*> m_overrideBoxes;
    QPlainTextEdit* m_input = nullptr;
    QPushButton* m_sendButton = nullptr;
    QLabel* m_problem = nullptr;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace mantyx
