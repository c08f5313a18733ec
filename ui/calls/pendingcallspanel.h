// SPDX-License-Identifier: MIT
// PendingCallsPanel: the queue of local tool calls the run waits on — one card per call with its
// kind, name, arguments and the time left before the server gives up — where the user answers by
// hand, rejects, re-sends a failed answer, or approves the local handler that can run it.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include "client/toolresultsender.h"

class QInputDialog;
class QLabel;
class QModelIndex;
class QTimer;
class QToolButton;
class QVBoxLayout;

namespace mantyx {

class AnswerDialog;
class PendingCallsModel;
class RunTimeline;
class TimelineModel;

class PendingCallsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingCallsPanel)

public:
    // The server's local-tool timeout when a call carries no deadline (wire-protocol.md §5).
    static constexpr qint64 DefaultLocalToolTimeoutMs = 5 * 60 * 1000;
    // Under this much time left the countdown turns red.
    static constexpr qint64 UrgentMs = 30 * 1000;

    explicit PendingCallsPanel(QWidget* parent = nullptr);
    ~PendingCallsPanel() override;

    // Shows `timeline`'s local calls (through models the panel owns; nullptr: none).
    void setTimeline(RunTimeline* timeline);
    PendingCallsModel* model() const { return m_calls; }

    // What a local handler would do with a call, shown on its card.
    struct HandlerInfo
    {
        bool available = false; // a handler is configured: Approve shows
        QString description;    // translated: "Runs get-sum on MCP server everything"
        QStringList violations; // the arguments against the tool's schema, "path: message"
        QString decision;       // translated: the policy's reason (why it waits, or ran by itself)
        bool hasLog = false;    // the handler keeps a log (MCP, A2A): "Log…" shows
    };
    void setHandlerInfo(const QString& toolUseId, const HandlerInfo& info);
    HandlerInfo handlerInfo(const QString& toolUseId) const { return m_handlers.value(toolUseId); }
    // Shorthand: a handler with only a description.
    void setApproveAvailable(const QString& toolUseId, bool available,
                             const QString& handlerDescription = {});
    // The handler's progress, then its outcome, on the card ("Running… 1.2 s", "Done in 40 ms").
    void setHandlerProgress(const QString& toolUseId, const QString& text, bool failed = false);
    QString handlerProgress(const QString& toolUseId) const;
    // The clock the countdown reads (ms since epoch); tests pin it.
    void setClock(std::function<qint64()> nowMs);
    // The timeout assumed for calls without a deadline (default 5 minutes).
    void setDefaultTimeoutMs(qint64 ms);
    // Shows the section of calls already answered, rejected or timed out.
    void setResolvedShown(bool shown);
    bool resolvedShown() const;

    // The card of a call (objectName "callCard_<toolUseId>"), nullptr when none.
    QWidget* cardFor(const QString& toolUseId) const;
    int pendingCardCount() const;
    int resolvedCardCount() const;

    // Opens the Answer / Reject dialogs of a call (what the card's buttons do). Non-modal to the
    // caller: the signal is emitted when the user confirms. nullptr for an unknown call.
    // `prefill`: an answer to start from (a handler's output to review before it is sent).
    AnswerDialog* openAnswerDialog(const QString& toolUseId,
                                   const std::optional<ToolAnswer>& prefill = std::nullopt);
    QInputDialog* openRejectDialog(const QString& toolUseId);

    // "4:59 left", "0:07 left", "timed out".
    static QString countdownText(qint64 msLeft);
    // 400 / 404 / 409 in words; empty for others.
    static QString httpExplanation(int httpStatus);

signals:
    void answerRequested(const QString& toolUseId, const mantyx::ToolAnswer& answer);
    void rejectRequested(const QString& toolUseId, const QString& reason);
    void resendRequested(const QString& toolUseId);
    // Approve: run the handler and send its answer.
    void approveRequested(const QString& toolUseId);
    // Approve's other choice: run the handler, then let the user edit its answer before sending.
    void reviewRequested(const QString& toolUseId);
    // The handler's log (MCP stderr and JSON-RPC, A2A traffic) behind this call.
    void logRequested(const QString& toolUseId);
    void jumpRequested(int timelineRow);
    void unresolvedCountChanged(int count);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Card;

    void retranslateUi();
    void sync();
    void onCallsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    Card* createCard(const QString& toolUseId);
    void updateCard(Card& card, const QModelIndex& index);
    void retranslateCard(Card& card);
    void updateCountdowns();
    void updateHeader();
    Card* find(const QString& toolUseId) const;
    qint64 now() const;

    QPointer<RunTimeline> m_timeline;
    TimelineModel* m_timelineModel = nullptr;
    PendingCallsModel* m_calls = nullptr;
    std::vector<std::unique_ptr<Card>> m_cards;
    QHash<QString, HandlerInfo> m_handlers;              // by toolUseId
    QHash<QString, std::pair<QString, bool>> m_progress; // toolUseId → text, failed
    std::function<qint64()> m_clock;
    qint64 m_defaultTimeoutMs = DefaultLocalToolTimeoutMs;
    QTimer* m_ticker = nullptr;

    QLabel* m_header = nullptr;
    QLabel* m_placeholder = nullptr;
    QWidget* m_pendingBox = nullptr;
    QVBoxLayout* m_pendingLayout = nullptr;
    QToolButton* m_resolvedToggle = nullptr;
    QWidget* m_resolvedBox = nullptr;
    QVBoxLayout* m_resolvedLayout = nullptr;
};

} // namespace mantyx
