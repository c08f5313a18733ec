// SPDX-License-Identifier: MIT
// TimelineView: toolbar, card list, filtering, follow-the-tail and jumps.
#include "timeline/timelineview.h"

#include <algorithm>

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QScrollBar>
#include <QSpinBox>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

#include "protocol/displaytext.h"
#include "run/runtimeline.h"
#include "run/timelinefilterproxy.h"
#include "run/timelinemodel.h"
#include "run/timelinerowtexts.h"
#include "timeline/timelinedelegate.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kFilterDelayMs = 150;

constexpr TimelineRowKind kAllKinds[] = {
    TimelineRowKind::AssistantText,  TimelineRowKind::Thinking,
    TimelineRowKind::ServerToolCall, TimelineRowKind::ServerToolResult,
    TimelineRowKind::LocalToolCall,  TimelineRowKind::LocalToolResultIn,
    TimelineRowKind::LoopDetected,   TimelineRowKind::ToolBudgetExceeded,
    TimelineRowKind::Supervisor,     TimelineRowKind::TaskPlan,
    TimelineRowKind::TurnEnd,        TimelineRowKind::Result,
    TimelineRowKind::Error,          TimelineRowKind::Cancelled,
    TimelineRowKind::Started,        TimelineRowKind::Unknown,
    TimelineRowKind::Malformed,
};

// The card list. QListView lays out every row again on any dataChanged when item sizes are not
// uniform (Qt 6.4), which costs tens of milliseconds per streaming delta on a 100k-row run. The
// delegate re-measures the rows that changed and asks for a layout only when a card's height
// changed, so a change here only needs repainting.
class TimelineListView final : public QListView
{
public:
    using QListView::QListView;

protected:
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                     const QList<int>& roles) override
    {
        QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
    }
};

} // namespace

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"timelineView"_s);

    m_list = new TimelineListView(this);
    m_list->setObjectName(u"timelineList"_s);
    m_list->setUniformItemSizes(false);
    m_list->setLayoutMode(QListView::SinglePass);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->verticalScrollBar()->setSingleStep(24);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Always there, so its appearing does not change the width every card was measured at.
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_list->setWordWrap(true); // re-layout on resize: card heights depend on the width
    m_list->setResizeMode(QListView::Adjust);
    // Several rows may be selected to copy them together; the current row drives the rest.
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QWidget::customContextMenuRequested, this,
            &TimelineView::onContextMenuRequested);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setMouseTracking(true);
    m_list->setSpacing(0);
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->viewport()->setBackgroundRole(QPalette::Window);
    m_list->installEventFilter(this);
    m_emptyLabel = new QLabel(m_list->viewport());
    m_emptyLabel->setObjectName(u"timelineEmptyLabel"_s);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setTextFormat(Qt::PlainText);
    m_emptyLabel->setForegroundRole(QPalette::PlaceholderText);
    m_emptyLabel->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_emptyLabel->setMargin(24);
    m_list->viewport()->installEventFilter(this);

    m_delegate = new TimelineDelegate(m_list);
    m_list->setItemDelegate(m_delegate);
    connect(m_delegate, &TimelineDelegate::expandedChanged, this,
            [this](const QModelIndex& index, bool) {
                // Keep the card's top in sight when it grows or shrinks under the mouse.
                QTimer::singleShot(0, m_list,
                                   [list = m_list, index = QPersistentModelIndex(index)] {
                                       if (index.isValid())
                                           list->scrollTo(index, QAbstractItemView::EnsureVisible);
                                   });
            });

    QScrollBar* bar = m_list->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, &TimelineView::onScrollValueChanged);
    connect(bar, &QScrollBar::rangeChanged, this, &TimelineView::onScrollRangeChanged);

    m_filterTimer = new QTimer(this);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(kFilterDelayMs);
    connect(m_filterTimer, &QTimer::timeout, this, &TimelineView::applyFilter);

    createToolBar();
    createRowActions();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_list, 1);

    retranslateUi();
    syncToolBar();
    updateRowCount();
}

TimelineView::~TimelineView()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
    // The list's delegate and selection model hold the proxy; drop them before the models.
    m_list->setModel(nullptr);
}

void TimelineView::createToolBar()
{
    m_toolBar = new QToolBar(this);
    m_toolBar->setObjectName(u"timelineToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setIconSize(QSize(16, 16));

    m_filterEdit = new QLineEdit(m_toolBar);
    m_filterEdit->setObjectName(u"filterEdit"_s);
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setMinimumWidth(120);
    m_filterEdit->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_filterEdit, &QLineEdit::textEdited, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filterEdit, &QLineEdit::returnPressed, this, &TimelineView::applyFilter);
    // The clear button does not count as an edit.
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty() && !m_syncing)
            applyFilter();
    });
    m_toolBar->addWidget(m_filterEdit);

    m_kindMenu = new QMenu(this);
    m_kindMenu->setObjectName(u"kindFilterMenu"_s);
    m_showAllKindsAction = m_kindMenu->addAction(QString());
    m_showAllKindsAction->setObjectName(u"showAllKindsAction"_s);
    connect(m_showAllKindsAction, &QAction::triggered, this, [this] {
        m_filter.setShownKinds(TimelineFilter::allKinds());
        m_filter.setOnlyPendingCalls(false);
        syncToolBar();
        applyFilter();
    });
    m_kindMenu->addSeparator();
    for (const TimelineRowKind kind : kAllKinds) {
        auto* action = m_kindMenu->addAction(QString());
        action->setObjectName(u"kindAction_"_s + TimelineRowTexts::kindId(kind));
        action->setCheckable(true);
        action->setData(static_cast<int>(kind));
        connect(action, &QAction::toggled, this, [this, kind](bool on) {
            if (m_syncing)
                return;
            m_filter.setKindShown(kind, on);
            applyFilter();
        });
        m_kindActions.append(action);
    }
    m_kindMenu->addSeparator();
    m_onlyPendingAction = m_kindMenu->addAction(QString());
    m_onlyPendingAction->setObjectName(u"onlyPendingCallsAction"_s);
    m_onlyPendingAction->setCheckable(true);
    connect(m_onlyPendingAction, &QAction::toggled, this, [this](bool on) {
        if (m_syncing)
            return;
        m_filter.setOnlyPendingCalls(on);
        applyFilter();
    });

    m_kindButton = new QToolButton(m_toolBar);
    m_kindButton->setObjectName(u"kindFilterButton"_s);
    m_kindButton->setMenu(m_kindMenu);
    m_kindButton->setPopupMode(QToolButton::InstantPopup);
    m_toolBar->addWidget(m_kindButton);

    m_onlyFlaggedAction = m_toolBar->addAction(QString());
    m_onlyFlaggedAction->setObjectName(u"onlyFlaggedAction"_s);
    m_onlyFlaggedAction->setCheckable(true);
    m_toolBar->widgetForAction(m_onlyFlaggedAction)->setObjectName(u"onlyFlaggedButton"_s);
    connect(m_onlyFlaggedAction, &QAction::toggled, this, [this](bool on) {
        if (m_syncing)
            return;
        m_filter.setOnlyFlagged(on);
        applyFilter();
    });

    m_toolBar->addSeparator();

    m_followAction = m_toolBar->addAction(QString());
    m_followAction->setObjectName(u"followTailAction"_s);
    m_followAction->setCheckable(true);
    m_followAction->setChecked(m_followTail);
    m_toolBar->widgetForAction(m_followAction)->setObjectName(u"followTailButton"_s);
    connect(m_followAction, &QAction::toggled, this, [this](bool on) {
        if (!m_syncing)
            setFollowTail(on);
    });

    m_turnMenu = new QMenu(this);
    m_turnMenu->setObjectName(u"jumpToTurnMenu"_s);
    auto* turnAction = new QWidgetAction(m_turnMenu);
    auto* turnBox = new QWidget(m_turnMenu);
    auto* turnLayout = new QHBoxLayout(turnBox);
    turnLayout->setContentsMargins(8, 4, 8, 4);
    m_turnSpin = new QSpinBox(turnBox);
    m_turnSpin->setObjectName(u"turnSpin"_s);
    m_turnSpin->setRange(1, 1);
    turnLayout->addWidget(m_turnSpin);
    turnAction->setDefaultWidget(turnBox);
    m_turnMenu->addAction(turnAction);
    connect(m_turnSpin, &QSpinBox::editingFinished, this, [this] {
        if (!m_turnMenu->isVisible())
            return;
        m_turnMenu->close();
        jumpToTurn(m_turnSpin->value());
    });
    connect(m_turnMenu, &QMenu::aboutToShow, this, [this] {
        const int turns = m_timeline ? std::max(1, m_timeline->turnCount()) : 1;
        m_turnSpin->setRange(1, turns);
        QTimer::singleShot(0, m_turnSpin, [spin = m_turnSpin] {
            spin->setFocus();
            spin->selectAll();
        });
    });
    m_turnButton = new QToolButton(m_toolBar);
    m_turnButton->setObjectName(u"jumpToTurnButton"_s);
    m_turnButton->setMenu(m_turnMenu);
    m_turnButton->setPopupMode(QToolButton::InstantPopup);
    m_toolBar->addWidget(m_turnButton);

    m_nextPendingAction = m_toolBar->addAction(QString());
    m_nextPendingAction->setObjectName(u"nextPendingAction"_s);
    m_nextPendingAction->setShortcut(QKeySequence(Qt::Key_F8));
    m_nextPendingAction->setShortcutContext(Qt::WindowShortcut);
    m_toolBar->widgetForAction(m_nextPendingAction)->setObjectName(u"nextPendingButton"_s);
    connect(m_nextPendingAction, &QAction::triggered, this, [this] {
        if (selectNextPendingCall())
            m_list->setFocus(Qt::ShortcutFocusReason); // Enter answers it from here
    });

    m_rowCountLabel = new QLabel(m_toolBar);
    m_rowCountLabel->setObjectName(u"rowCountLabel"_s);
    m_rowCountLabel->setContentsMargins(8, 0, 6, 0);
    m_toolBar->addWidget(m_rowCountLabel);
}

void TimelineView::retranslateUi()
{
    m_filterEdit->setPlaceholderText(tr("Filter: text, tool:name, turn:3, seq:42"));
    m_filterEdit->setToolTip(
        tr("Shows the rows containing the text. Tokens narrow it further: tool:NAME (the tool "
           "name contains NAME), turn:N (rows of turn N), seq:N (the row holding event N)."));
    m_kindButton->setText(tr("Types"));
    m_kindButton->setToolTip(tr("Choose which kinds of rows are shown"));
    m_showAllKindsAction->setText(tr("Show all types"));
    for (QAction* action : std::as_const(m_kindActions))
        action->setText(
            TimelineRowTexts::kindName(static_cast<TimelineRowKind>(action->data().toInt())));
    m_onlyPendingAction->setText(tr("Only unanswered local calls"));
    m_onlyFlaggedAction->setText(tr("Flagged"));
    m_onlyFlaggedAction->setToolTip(tr("Show only malformed, unknown or questionable events"));
    m_followAction->setText(tr("Follow"));
    m_followAction->setToolTip(
        tr("Follow the tail: keep the newest row in view (off when you scroll up, on again at "
           "the bottom or with End)"));
    m_turnButton->setText(tr("Turn…"));
    m_turnButton->setToolTip(tr("Select the first row of a turn"));
    m_turnSpin->setPrefix(tr("Turn "));
    m_nextPendingAction->setText(tr("Next pending"));
    m_nextPendingAction->setToolTip(
        tr("Select the next local tool call waiting for an answer (%1)")
            .arg(QKeySequence(Qt::Key_F8).toString(QKeySequence::NativeText)));
    m_list->setAccessibleName(tr("Run timeline"));
    m_copyTextAction->setText(tr("&Copy Text"));
    m_copyTextAction->setToolTip(tr("Copy the selected rows' full text"));
    m_copyPayloadAction->setText(tr("Copy &Payload JSON"));
    m_copyPayloadAction->setToolTip(tr("Copy the selected rows' events as received, as JSON"));
    m_copyToolCallAction->setText(tr("Copy Tool Call as &JSON"));
    m_copyAnswerAction->setText(tr("Copy &Answer"));
    updateRowActions();
    updateRowCount();
    if (m_emptyLabel)
        updateEmptyState();
}

void TimelineView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// ---------------------------------------------------------------------------------------------
// Models

void TimelineView::setTimeline(RunTimeline* timeline)
{
    if (timeline == m_timeline && (m_model || !timeline))
        return;
    m_list->setModel(nullptr);
    delete m_proxy;
    delete m_model;
    m_proxy = nullptr;
    m_model = nullptr;
    m_timeline = timeline;
    m_delegate->collapseAll();
    m_delegate->clearCache();
    if (timeline) {
        m_model = new TimelineModel(timeline, this);
        m_model->setObjectName(u"timelineModel"_s);
        // A streaming run reaches the list a few dozen times a second, not per network read.
        m_model->setFlushDelay(TimelineModel::kViewFlushDelayMs);
        m_proxy = new TimelineFilterProxy(this);
        m_proxy->setObjectName(u"timelineProxy"_s);
        m_proxy->setSourceModel(m_model);
        m_proxy->setFilter(m_filter);
        m_list->setModel(m_proxy);
        connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
                [this](const QModelIndex& current) { onCurrentChanged(current); });
        connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &TimelineView::updateRowActions);
        connect(m_list, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
            if (index.isValid() && m_proxy)
                emit rowActivated(m_proxy->timelineRowForProxyRow(index.row()));
        });
        connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TimelineView::updateRowCount);
        connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &TimelineView::updateRowCount);
        connect(m_proxy, &QAbstractItemModel::modelReset, this, &TimelineView::updateRowCount);
        connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &TimelineView::updateRowCount);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, &TimelineView::updateRowCount);
    }
    updateRowCount();
    if (m_followTail)
        scrollToEnd();
    updateRowActions();
    emit rowSelected(-1);
}

RunTimeline* TimelineView::timeline() const
{
    return m_timeline;
}

// ---------------------------------------------------------------------------------------------
// Filtering

void TimelineView::setFilter(const TimelineFilter& filter)
{
    m_filter = filter;
    syncToolBar();
    applyFilter();
}

TimelineFilter TimelineView::filter() const
{
    TimelineFilter f = m_filter;
    f.setText(m_filterEdit->text());
    return f;
}

void TimelineView::applyFilter()
{
    m_filterTimer->stop();
    m_filter.setText(m_filterEdit->text());
    if (!m_proxy || m_proxy->filter() == m_filter)
        return;
    const int current = currentTimelineRow();
    m_proxy->setFilter(m_filter);
    // Keep the selected row selected (and in view) when it survives the filter.
    if (current >= 0) {
        const int proxyRow = m_proxy->proxyRowForTimelineRow(current);
        if (proxyRow >= 0) {
            const QModelIndex index = m_proxy->index(proxyRow, 0);
            m_list->setCurrentIndex(index);
            if (!m_followTail)
                m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
        }
    }
    if (m_followTail)
        scrollToEnd();
    updateRowCount();
}

void TimelineView::syncToolBar()
{
    m_syncing = true;
    if (m_filterEdit->text() != m_filter.text())
        m_filterEdit->setText(m_filter.text());
    for (QAction* action : std::as_const(m_kindActions))
        action->setChecked(
            m_filter.isKindShown(static_cast<TimelineRowKind>(action->data().toInt())));
    m_onlyPendingAction->setChecked(m_filter.onlyPendingCalls());
    m_onlyFlaggedAction->setChecked(m_filter.onlyFlagged());
    m_followAction->setChecked(m_followTail);
    m_syncing = false;
    // The Types button says when some kinds are hidden.
    QFont font = m_kindButton->font();
    font.setBold(m_filter.shownKinds() != TimelineFilter::allKinds() ||
                 m_filter.onlyPendingCalls());
    m_kindButton->setFont(font);
}

void TimelineView::updateRowCount()
{
    const int total = m_model ? m_model->rowCount() : 0;
    const int shown = m_proxy ? m_proxy->rowCount() : 0;
    if (shown == total)
        m_rowCountLabel->setText(tr("%n row(s)", nullptr, total));
    else
        m_rowCountLabel->setText(tr("%1 of %2 rows").arg(shown).arg(total));
    updateEmptyState();
}

void TimelineView::updateEmptyState()
{
    const int total = m_model ? m_model->rowCount() : 0;
    const int shown = m_proxy ? m_proxy->rowCount() : 0;
    if (shown > 0) {
        m_emptyLabel->hide();
        return;
    }
    m_emptyLabel->setText(total > 0 ? tr("No event matches the filter.")
                                    : tr("No events yet.\nCompose a spec and press Run, or open "
                                         "a run by its id."));
    m_emptyLabel->setGeometry(m_list->viewport()->rect());
    m_emptyLabel->show();
}

// ---------------------------------------------------------------------------------------------
// Selection and jumps

int TimelineView::currentTimelineRow() const
{
    if (!m_proxy)
        return -1;
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? m_proxy->timelineRowForProxyRow(current.row()) : -1;
}

void TimelineView::onCurrentChanged(const QModelIndex& current)
{
    updateRowActions();
    emit rowSelected(current.isValid() && m_proxy ? m_proxy->timelineRowForProxyRow(current.row())
                                                  : -1);
}

bool TimelineView::selectTimelineRow(int timelineRow)
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline || !m_proxy || timelineRow < 0 || timelineRow >= timeline->rowCount())
        return false;
    if (timelineRow >= m_model->rowCount())
        m_model->flush();
    int proxyRow = m_proxy->proxyRowForTimelineRow(timelineRow);
    if (proxyRow < 0) {
        // A jump must land: show everything rather than select nothing.
        m_filter = TimelineFilter();
        syncToolBar();
        applyFilter();
        proxyRow = m_proxy->proxyRowForTimelineRow(timelineRow);
        if (proxyRow < 0)
            return false;
    }
    const QModelIndex index = m_proxy->index(proxyRow, 0);
    m_list->setCurrentIndex(index);
    m_list->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
    // Landing above the bottom ends following; landing on the last row keeps it.
    if (proxyRow < m_proxy->rowCount() - 1 && m_followTail)
        setFollowTail(false);
    m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

QString TimelineView::waitingCallAt(int timelineRow) const
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline || timelineRow < 0 || timelineRow >= timeline->rowCount())
        return {};
    const TimelineRow& row = timeline->row(timelineRow);
    if (row.kind != TimelineRowKind::LocalToolCall || row.callIndex < 0 ||
        row.callIndex >= timeline->callCount())
        return {};
    const LocalCall& call = timeline->call(row.callIndex);
    const bool waiting =
        call.state == LocalCallState::Pending || call.state == LocalCallState::Failed;
    return waiting ? call.toolUseId : QString();
}

bool TimelineView::jumpToTurn(int turn)
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline)
        return false;
    const int row = timeline->rowForTurn(turn);
    return row >= 0 && selectTimelineRow(row);
}

bool TimelineView::selectNextPendingCall()
{
    const RunTimeline* timeline = m_timeline.data();
    if (!timeline)
        return false;
    int row = timeline->nextPendingCallRow(currentTimelineRow());
    if (row < 0)
        row = timeline->nextPendingCallRow(-1);
    return row >= 0 && selectTimelineRow(row);
}

// ---------------------------------------------------------------------------------------------
// Follow the tail

void TimelineView::setFollowTail(bool on)
{
    const bool changed = on != m_followTail;
    m_followTail = on;
    m_followArmed = false;
    m_syncing = true;
    m_followAction->setChecked(on);
    m_syncing = false;
    if (on)
        scrollToEnd();
    if (changed)
        emit followTailChanged(on);
}

void TimelineView::scrollToEnd()
{
    QScrollBar* bar = m_list->verticalScrollBar();
    m_autoScrolling = true;
    bar->setValue(bar->maximum());
    m_autoScrolling = false;
}

void TimelineView::onScrollRangeChanged(int, int)
{
    if (m_followTail)
        scrollToEnd();
}

void TimelineView::onScrollValueChanged(int value)
{
    if (m_autoScrolling)
        return;
    const QScrollBar* bar = m_list->verticalScrollBar();
    const bool atBottom = value >= bar->maximum();
    if (!atBottom) {
        if (m_followTail)
            setFollowTail(false);
        m_followArmed = true;
    } else if (m_followArmed && !m_followTail) {
        setFollowTail(true);
    }
}

bool TimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::Resize)
        m_emptyLabel->setGeometry(m_list->viewport()->rect());
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_End) {
            setFollowTail(true);
            if (m_proxy && m_proxy->rowCount() > 0)
                m_list->setCurrentIndex(m_proxy->index(m_proxy->rowCount() - 1, 0));
            scrollToEnd();
            return true;
        }
        // The list's own Copy would copy the headline only.
        if (key->matches(QKeySequence::Copy)) {
            m_copyTextAction->trigger();
            return true;
        }
        if (QKeySequence(key->keyCombination()) == m_copyPayloadAction->shortcut()) {
            m_copyPayloadAction->trigger();
            return true;
        }
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            toggleCurrent();
            return true;
        }
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            const int row = currentTimelineRow();
            if (row < 0)
                return false;
            const QString toolUseId = waitingCallAt(row);
            if (!toolUseId.isEmpty())
                emit answerRequested(toolUseId);
            else
                emit rowActivated(row);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineView::toggleCurrent()
{
    const QModelIndex index = m_list->currentIndex();
    if (!index.isValid())
        return;
    if (static_cast<TimelineRowKind>(index.data(TimelineRole::Kind).toInt()) ==
        TimelineRowKind::Thinking) {
        m_proxy->setData(index, !index.data(TimelineRole::Collapsed).toBool(),
                         TimelineRole::Collapsed);
    } else {
        m_delegate->setExpanded(index, !m_delegate->isExpanded(index));
    }
}

// ---------------------------------------------------------------------------------------------
// Row actions

void TimelineView::createRowActions()
{
    const auto make = [this](const QString& name) {
        auto* action = new QAction(this);
        action->setObjectName(name);
        // Active while the list has the focus; the Edit menu triggers them from anywhere.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_list->addAction(action);
        return action;
    };
    m_copyTextAction = make(u"copyRowTextAction"_s);
    m_copyTextAction->setShortcut(QKeySequence::Copy);
    m_copyPayloadAction = make(u"copyPayloadJsonAction"_s);
    m_copyPayloadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyToolCallAction = make(u"copyToolCallAction"_s);
    m_copyAnswerAction = make(u"copyAnswerAction"_s);
    m_filterToolAction = make(u"filterToToolAction"_s);
    m_jumpCounterpartAction = make(u"jumpToCounterpartAction"_s);

    connect(m_copyTextAction, &QAction::triggered, this, [this] {
        const RunTimeline* timeline = m_timeline.data();
        if (!timeline)
            return;
        QStringList texts;
        for (const int row : selectedTimelineRows())
            texts << TimelineRowTexts::copyText(*timeline, row);
        if (!texts.isEmpty())
            copyToClipboard(texts.join(u"\n\n"_s));
    });
    connect(m_copyPayloadAction, &QAction::triggered, this, [this] {
        if (const RunTimeline* timeline = m_timeline.data()) {
            const QList<int> rows = selectedTimelineRows();
            if (!rows.isEmpty())
                copyToClipboard(TimelineRowTexts::payloadJson(*timeline, rows));
        }
    });
    connect(m_copyToolCallAction, &QAction::triggered, this, [this] {
        if (const RunTimeline* timeline = m_timeline.data()) {
            const QString json = TimelineRowTexts::toolCallJson(*timeline, currentTimelineRow());
            if (!json.isEmpty())
                copyToClipboard(json);
        }
    });
    connect(m_copyAnswerAction, &QAction::triggered, this, [this] {
        if (const RunTimeline* timeline = m_timeline.data()) {
            const QString answer =
                TimelineRowTexts::acceptedAnswer(*timeline, currentTimelineRow());
            if (!answer.isEmpty())
                copyToClipboard(answer);
        }
    });
    connect(m_filterToolAction, &QAction::triggered, this, [this] {
        const QString tool = m_filterToolAction->data().toString();
        if (tool.isEmpty())
            return;
        TimelineFilter filter = m_filter;
        filter.setText(u"tool:"_s + tool);
        setFilter(filter);
    });
    connect(m_jumpCounterpartAction, &QAction::triggered, this, [this] {
        if (const RunTimeline* timeline = m_timeline.data()) {
            const int other = timeline->counterpartRow(currentTimelineRow());
            if (other >= 0)
                selectTimelineRow(other);
        }
    });

    m_rowMenu = new QMenu(this);
    m_rowMenu->setObjectName(u"timelineRowMenu"_s);
    m_rowMenu->addAction(m_copyTextAction);
    m_rowMenu->addAction(m_copyPayloadAction);
    m_rowMenu->addAction(m_copyToolCallAction);
    m_rowMenu->addAction(m_copyAnswerAction);
    m_rowMenu->addSeparator();
    m_rowMenu->addAction(m_filterToolAction);
    m_rowMenu->addAction(m_jumpCounterpartAction);
    connect(m_rowMenu, &QMenu::aboutToShow, this, &TimelineView::updateRowActions);
}

QList<QAction*> TimelineView::rowActions() const
{
    return {m_copyTextAction,   m_copyPayloadAction, m_copyToolCallAction,
            m_copyAnswerAction, m_filterToolAction,  m_jumpCounterpartAction};
}

QList<int> TimelineView::selectedTimelineRows() const
{
    QList<int> rows;
    if (!m_proxy)
        return rows;
    const QModelIndexList selected = m_list->selectionModel()->selectedRows();
    for (const QModelIndex& index : selected) {
        const int row = m_proxy->timelineRowForProxyRow(index.row());
        if (row >= 0)
            rows << row;
    }
    if (rows.isEmpty() && currentTimelineRow() >= 0)
        rows << currentTimelineRow();
    std::sort(rows.begin(), rows.end());
    return rows;
}

void TimelineView::updateRowActions()
{
    if (!m_copyTextAction)
        return;
    const RunTimeline* timeline = m_timeline.data();
    const int row = timeline ? currentTimelineRow() : -1;
    const bool any = timeline && !selectedTimelineRows().isEmpty();
    m_copyTextAction->setEnabled(any);
    m_copyPayloadAction->setEnabled(any);
    m_copyToolCallAction->setEnabled(row >= 0 &&
                                     !TimelineRowTexts::toolCallJson(*timeline, row).isEmpty());
    m_copyAnswerAction->setEnabled(row >= 0 &&
                                   !TimelineRowTexts::acceptedAnswer(*timeline, row).isEmpty());

    // A tool name with a space cannot be one tool: token (a loop's "a, b" list).
    const QString tool = row >= 0 ? TimelineRowTexts::toolNameOf(*timeline, row) : QString();
    const bool filterable = !tool.isEmpty() && !tool.contains(u' ');
    m_filterToolAction->setData(filterable ? tool : QString());
    m_filterToolAction->setEnabled(filterable);
    m_filterToolAction->setText(filterable
                                    ? tr("&Filter to Tool “%1”").arg(displaytext::singleLine(tool))
                                    : tr("&Filter to This Tool"));

    const TimelineRowKind kind = row >= 0 ? timeline->row(row).kind : TimelineRowKind::Unknown;
    const bool isCall =
        kind == TimelineRowKind::LocalToolCall || kind == TimelineRowKind::ServerToolCall;
    const bool isAnswer =
        kind == TimelineRowKind::LocalToolResultIn || kind == TimelineRowKind::ServerToolResult;
    m_jumpCounterpartAction->setText(isAnswer ? tr("&Back to the Call")
                                              : tr("J&ump to the Call’s Answer"));
    m_jumpCounterpartAction->setEnabled((isCall || isAnswer) && timeline->counterpartRow(row) >= 0);
}

void TimelineView::onContextMenuRequested(const QPoint& pos)
{
    const QModelIndex index = m_list->indexAt(pos);
    if (!index.isValid())
        return;
    // Like a file manager: a right click outside the selection selects that row alone.
    if (!m_list->selectionModel()->isSelected(index)) {
        m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    } else if (m_list->currentIndex() != index) {
        m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    }
    updateRowActions();
    m_rowMenu->popup(m_list->viewport()->mapToGlobal(pos));
}

void TimelineView::copyToClipboard(const QString& text)
{
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
}

} // namespace mantyx
