// SPDX-License-Identifier: MIT
// TimelineView: the run's timeline as the user reads it — a card list over a filter proxy over the
// timeline model, with a toolbar to filter by text and kind, follow the tail, jump to a turn and
// step through pending local calls; a context menu on the rows copies them (text, payload, tool
// call, answer), filters to a row's tool and jumps between a call and its answer.
#pragma once

#include <QPointer>
#include <QWidget>

#include "run/timelinefilter.h"

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QModelIndex;
class QSpinBox;
class QTimer;
class QToolBar;
class QToolButton;

namespace mantyx {

class RunTimeline;
class TimelineDelegate;
class TimelineFilterProxy;
class TimelineModel;

class TimelineView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineView)

public:
    explicit TimelineView(QWidget* parent = nullptr);
    ~TimelineView() override;

    // Shows `timeline` (nullptr: nothing). The view makes its own TimelineModel and filter proxy
    // over it; the timeline must outlive them or be detached first. Filters and follow-the-tail
    // are kept across timelines.
    void setTimeline(RunTimeline* timeline);
    RunTimeline* timeline() const;
    TimelineModel* model() const { return m_model; }
    TimelineFilterProxy* proxy() const { return m_proxy; }
    TimelineDelegate* delegate() const { return m_delegate; }
    QListView* listView() const { return m_list; }
    // Over the empty list: what to do when there is no event yet, or that the filter hides all.
    // Hidden while rows are shown.
    QLabel* emptyStateLabel() const { return m_emptyLabel; }

    // The filter the toolbar shows (setting it updates the toolbar).
    void setFilter(const TimelineFilter& filter);
    TimelineFilter filter() const;

    // Follow the tail: new rows scroll into view. Turns itself off when the user scrolls up, and
    // on again at the bottom or on End.
    bool followTail() const { return m_followTail; }
    void setFollowTail(bool on);

    // The selected timeline row, -1 when none.
    int currentTimelineRow() const;
    // Selects and shows `timelineRow`; a filter that hides it is cleared. False when there is no
    // such row.
    bool selectTimelineRow(int timelineRow);
    // Selects the first row of turn `turn` (1-based). False when the run has no such turn.
    bool jumpToTurn(int turn);
    // Selects the next local call still waiting for an answer after the current row, wrapping
    // around (F8, which also focuses the list so that Enter answers it). False when none is
    // pending.
    bool selectNextPendingCall();
    // The toolUseId of the local call on `timelineRow` when it still waits for an answer
    // (pending, or its answer failed to send); empty otherwise.
    QString waitingCallAt(int timelineRow) const;

    // The selected timeline rows, in timeline order (the current row when nothing is selected).
    QList<int> selectedTimelineRows() const;
    // What can be done to the selected rows: the rows' context menu, and the main window's Edit
    // menu. Enabled for what the current row allows; updateRowActions() re-reads it.
    QList<QAction*> rowActions() const;
    QMenu* rowMenu() const { return m_rowMenu; }
    void updateRowActions();

signals:
    // The current row changed (a timeline row index, -1 when none): by the mouse, the keyboard
    // or the focus entering the list.
    void rowSelected(int timelineRow);
    // The user asked to look at a row: clicked it, or pressed Enter on it (not on a waiting
    // call, which is answerRequested).
    void rowActivated(int timelineRow);
    // Enter (or Return) on a local call that waits for an answer.
    void answerRequested(const QString& toolUseId);
    void followTailChanged(bool on);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createToolBar();
    void retranslateUi();
    void applyFilter();
    void syncToolBar();
    void updateRowCount();
    void onCurrentChanged(const QModelIndex& current);
    void onScrollValueChanged(int value);
    void onScrollRangeChanged(int min, int max);
    void scrollToEnd();
    void toggleCurrent();
    void createRowActions();
    void onContextMenuRequested(const QPoint& pos);
    void copyToClipboard(const QString& text);

    QPointer<RunTimeline> m_timeline;
    TimelineModel* m_model = nullptr;
    TimelineFilterProxy* m_proxy = nullptr;
    TimelineDelegate* m_delegate = nullptr;
    QListView* m_list = nullptr;

    QToolBar* m_toolBar = nullptr;
    QLineEdit* m_filterEdit = nullptr;
    QTimer* m_filterTimer = nullptr;
    QToolButton* m_kindButton = nullptr;
    QMenu* m_kindMenu = nullptr;
    QList<QAction*> m_kindActions;
    QAction* m_showAllKindsAction = nullptr;
    QAction* m_onlyPendingAction = nullptr;
    QAction* m_onlyFlaggedAction = nullptr;
    QAction* m_followAction = nullptr;
    QToolButton* m_turnButton = nullptr;
    QMenu* m_turnMenu = nullptr;
    QSpinBox* m_turnSpin = nullptr;
    QAction* m_nextPendingAction = nullptr;
    QLabel* m_rowCountLabel = nullptr;

    QMenu* m_rowMenu = nullptr;
    QAction* m_copyTextAction = nullptr;
    QAction* m_copyPayloadAction = nullptr;
    QAction* m_copyToolCallAction = nullptr;
    QAction* m_copyAnswerAction = nullptr;
    QAction* m_filterToolAction = nullptr;
    QAction* m_jumpCounterpartAction = nullptr;

    TimelineFilter m_filter;
    bool m_followTail = true;
    bool m_followArmed = false; // away from the bottom since follow went off: the bottom re-arms
    bool m_autoScrolling = false;
    bool m_syncing = false;
    QLabel* m_emptyLabel = nullptr;
    void updateEmptyState();
};

} // namespace mantyx
