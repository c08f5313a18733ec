// SPDX-License-Identifier: MIT
// PendingCallsPanel: one card per local call, countdowns, the answer and reject dialogs.
#include "calls/pendingcallspanel.h"

#include <algorithm>
#include <cmath>

#include <QAbstractTextDocumentLayout>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QTextEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "calls/answerdialog.h"
#include "protocol/displaytext.h"
#include "run/pendingcallsmodel.h"
#include "run/runtimeline.h"
#include "run/timelinemodel.h"
#include "run/timelinerowtexts.h"
#include "timeline/timelinedelegate.h"
#include "widgets/jsonhighlighter.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kArgsMaxHeight = 150;

QString pillStyle(const QColor& color)
{
    return u"QLabel { background: %1; color: white; border-radius: 7px; padding: 1px "
           "7px; font-weight: bold; }"_s.arg(color.name());
}

} // namespace

struct PendingCallsPanel::Card
{
    QString toolUseId;
    QFrame* frame = nullptr;
    QLabel* badge = nullptr;
    QLabel* name = nullptr;
    QLabel* countdown = nullptr;
    QToolButton* jump = nullptr;
    QToolButton* argsToggle = nullptr;
    QTextEdit* args = nullptr;
    QLabel* state = nullptr;
    QLabel* explanation = nullptr;
    QLabel* answer = nullptr;
    QPushButton* answerButton = nullptr;
    QPushButton* rejectButton = nullptr;
    QToolButton* approveButton = nullptr;
    QAction* reviewAction = nullptr;
    QPushButton* resendButton = nullptr;
    QLabel* handler = nullptr;  // which handler runs it, violations, the policy's reason
    QLabel* progress = nullptr; // the handler's progress and outcome
    QToolButton* logButton = nullptr;
    qint64 firstSeenMs = 0;
    qint64 deadlineMs = 0;
    int timelineRow = -1;
    LocalCallState callState = LocalCallState::Pending;
    bool resolved = false;
    bool placed = false;
    QString toolName;
    QString argsText;
    QString answerJson;
};

PendingCallsPanel::PendingCallsPanel(QWidget* parent)
    : QWidget(parent)
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    setObjectName(u"pendingCallsPanel"_s);

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(u"pendingScrollArea"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Cards follow the panel's width; long arguments wrap instead.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    content->setObjectName(u"pendingContent"_s);
    scroll->setWidget(content);

    m_header = new QLabel(content);
    m_header->setObjectName(u"pendingCountLabel"_s);
    QFont headerFont = m_header->font();
    headerFont.setBold(true);
    m_header->setFont(headerFont);

    m_placeholder = new QLabel(content);
    m_placeholder->setObjectName(u"pendingPlaceholder"_s);
    m_placeholder->setWordWrap(true);
    m_placeholder->setEnabled(false);

    m_pendingBox = new QWidget(content);
    m_pendingBox->setObjectName(u"pendingCalls"_s);
    m_pendingLayout = new QVBoxLayout(m_pendingBox);
    m_pendingLayout->setContentsMargins(0, 0, 0, 0);

    m_resolvedToggle = new QToolButton(content);
    m_resolvedToggle->setObjectName(u"resolvedToggle"_s);
    m_resolvedToggle->setCheckable(true);
    m_resolvedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_resolvedToggle->setAutoRaise(true);
    m_resolvedToggle->setArrowType(Qt::RightArrow);
    connect(m_resolvedToggle, &QToolButton::toggled, this, &PendingCallsPanel::setResolvedShown);

    m_resolvedBox = new QWidget(content);
    m_resolvedBox->setObjectName(u"resolvedCalls"_s);
    m_resolvedLayout = new QVBoxLayout(m_resolvedBox);
    m_resolvedLayout->setContentsMargins(0, 0, 0, 0);
    m_resolvedBox->hide();

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_header);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_pendingBox);
    layout->addWidget(m_resolvedToggle);
    layout->addWidget(m_resolvedBox);
    layout->addStretch(1);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    m_ticker = new QTimer(this);
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &PendingCallsPanel::updateCountdowns);

    retranslateUi();
    sync();
}

PendingCallsPanel::~PendingCallsPanel()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void PendingCallsPanel::setTimeline(RunTimeline* timeline)
{
    if (timeline == m_timeline && (m_calls || !timeline))
        return;
    delete m_calls;
    delete m_timelineModel;
    m_calls = nullptr;
    m_timelineModel = nullptr;
    m_timeline = timeline;
    for (auto& card : m_cards)
        delete card->frame;
    m_cards.clear();
    if (timeline) {
        m_timelineModel = new TimelineModel(timeline, this);
        m_timelineModel->setObjectName(u"pendingTimelineModel"_s);
        m_calls = new PendingCallsModel(m_timelineModel, this);
        m_calls->setObjectName(u"pendingCallsModel"_s);
        connect(m_calls, &QAbstractItemModel::rowsInserted, this, &PendingCallsPanel::sync);
        connect(m_calls, &QAbstractItemModel::rowsRemoved, this, &PendingCallsPanel::sync);
        connect(m_calls, &QAbstractItemModel::modelReset, this, &PendingCallsPanel::sync);
        connect(m_calls, &QAbstractItemModel::layoutChanged, this, &PendingCallsPanel::sync);
        connect(m_calls, &QAbstractItemModel::dataChanged, this,
                &PendingCallsPanel::onCallsChanged);
        connect(m_calls, &PendingCallsModel::unresolvedCountChanged, this,
                &PendingCallsPanel::unresolvedCountChanged);
    }
    sync();
}

void PendingCallsPanel::setHandlerInfo(const QString& toolUseId, const HandlerInfo& info)
{
    m_handlers.insert(toolUseId, info);
    sync();
}

void PendingCallsPanel::setApproveAvailable(const QString& toolUseId, bool available,
                                            const QString& handlerDescription)
{
    HandlerInfo info = m_handlers.value(toolUseId);
    info.available = available;
    info.description = handlerDescription;
    setHandlerInfo(toolUseId, info);
}

void PendingCallsPanel::setHandlerProgress(const QString& toolUseId, const QString& text,
                                           bool failed)
{
    m_progress.insert(toolUseId, {text, failed});
    sync();
}

QString PendingCallsPanel::handlerProgress(const QString& toolUseId) const
{
    return m_progress.value(toolUseId).first;
}

void PendingCallsPanel::setClock(std::function<qint64()> nowMs)
{
    m_clock = std::move(nowMs);
    updateCountdowns();
}

void PendingCallsPanel::setDefaultTimeoutMs(qint64 ms)
{
    m_defaultTimeoutMs = std::max<qint64>(0, ms);
    updateCountdowns();
}

qint64 PendingCallsPanel::now() const
{
    return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
}

void PendingCallsPanel::setResolvedShown(bool shown)
{
    m_resolvedBox->setVisible(shown);
    m_resolvedToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    if (m_resolvedToggle->isChecked() != shown)
        m_resolvedToggle->setChecked(shown);
}

bool PendingCallsPanel::resolvedShown() const
{
    return m_resolvedToggle->isChecked();
}

QWidget* PendingCallsPanel::cardFor(const QString& toolUseId) const
{
    const Card* card = find(toolUseId);
    return card ? card->frame : nullptr;
}

PendingCallsPanel::Card* PendingCallsPanel::find(const QString& toolUseId) const
{
    for (const auto& card : m_cards) {
        if (card->toolUseId == toolUseId)
            return card.get();
    }
    return nullptr;
}

int PendingCallsPanel::pendingCardCount() const
{
    return static_cast<int>(
        std::count_if(m_cards.begin(), m_cards.end(), [](const auto& c) { return !c->resolved; }));
}

int PendingCallsPanel::resolvedCardCount() const
{
    return static_cast<int>(m_cards.size()) - pendingCardCount();
}

QString PendingCallsPanel::countdownText(qint64 msLeft)
{
    if (msLeft <= 0)
        return tr("timed out");
    const qint64 seconds = (msLeft + 999) / 1000;
    return tr("%1:%2 left").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString PendingCallsPanel::httpExplanation(int httpStatus)
{
    switch (httpStatus) {
    case 400:
        return tr("The server refused the answer as malformed (400). Fix it and answer again.");
    case 404:
        return tr("The server no longer waits for this call (404): it was answered already, or "
                  "it never was pending.");
    case 409:
        return tr("The run had already ended (409): the answer came too late and was dropped.");
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------------------------
// Cards

PendingCallsPanel::Card* PendingCallsPanel::createCard(const QString& toolUseId)
{
    auto card = std::make_unique<Card>();
    card->toolUseId = toolUseId;
    card->firstSeenMs = now();

    auto* frame = new QFrame(m_pendingBox);
    frame->setObjectName(u"callCard_"_s + toolUseId);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::Base);
    card->frame = frame;

    card->badge = new QLabel(frame);
    card->badge->setObjectName(u"kindBadge"_s);
    card->name = new QLabel(frame);
    card->name->setObjectName(u"callName"_s);
    card->name->setTextFormat(Qt::PlainText);
    QFont nameFont = card->name->font();
    nameFont.setBold(true);
    card->name->setFont(nameFont);
    card->name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    card->countdown = new QLabel(frame);
    card->countdown->setObjectName(u"countdownLabel"_s);
    card->jump = new QToolButton(frame);
    card->jump->setObjectName(u"jumpButton"_s);
    card->jump->setAutoRaise(true);
    connect(card->jump, &QToolButton::clicked, this, [this, c = card.get()] {
        if (c->timelineRow >= 0)
            emit jumpRequested(c->timelineRow);
    });
    auto* top = new QHBoxLayout;
    top->addWidget(card->badge);
    top->addWidget(card->name, 1);
    top->addWidget(card->countdown);

    card->argsToggle = new QToolButton(frame);
    card->argsToggle->setObjectName(u"argsToggle"_s);
    card->argsToggle->setCheckable(true);
    card->argsToggle->setChecked(true);
    card->argsToggle->setAutoRaise(true);
    card->argsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    card->argsToggle->setArrowType(Qt::DownArrow);
    card->args = new QTextEdit(frame);
    card->args->setObjectName(u"argsView"_s);
    card->args->setReadOnly(true);
    card->args->setAcceptRichText(false);
    card->args->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    card->args->setMinimumWidth(60);
    card->args->setLineWrapMode(QTextEdit::WidgetWidth);
    card->args->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    card->args->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    new JsonHighlighter(card->args->document(), card->args->palette());
    // As tall as the arguments once wrapped (up to a limit), not a fixed box. A scroll bar only
    // at the limit: one appearing earlier would narrow the text and change the height again.
    connect(
        card->args->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
        card->args, [args = card->args](const QSizeF& size) {
            const int height = static_cast<int>(std::ceil(size.height())) + 2 * args->frameWidth();
            args->setVerticalScrollBarPolicy(height > kArgsMaxHeight ? Qt::ScrollBarAsNeeded
                                                                     : Qt::ScrollBarAlwaysOff);
            args->setFixedHeight(std::min(height, kArgsMaxHeight));
        });
    connect(card->argsToggle, &QToolButton::toggled, this, [c = card.get()](bool on) {
        c->args->setVisible(on);
        c->argsToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });

    card->state = new QLabel(frame);
    card->state->setObjectName(u"stateLabel"_s);
    card->state->setWordWrap(true);
    card->explanation = new QLabel(frame);
    card->explanation->setObjectName(u"httpExplanationLabel"_s);
    card->explanation->setWordWrap(true);
    card->answer = new QLabel(frame);
    card->answer->setObjectName(u"answerLabel"_s);
    card->answer->setWordWrap(true);
    card->answer->setTextFormat(Qt::PlainText);
    card->answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    card->answerButton = new QPushButton(frame);
    card->answerButton->setObjectName(u"answerButton"_s);
    connect(card->answerButton, &QPushButton::clicked, this,
            [this, id = toolUseId] { openAnswerDialog(id); });
    card->rejectButton = new QPushButton(frame);
    card->rejectButton->setObjectName(u"rejectButton"_s);
    connect(card->rejectButton, &QPushButton::clicked, this,
            [this, id = toolUseId] { openRejectDialog(id); });
    card->approveButton = new QToolButton(frame);
    card->approveButton->setObjectName(u"approveButton"_s);
    card->approveButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    card->approveButton->setPopupMode(QToolButton::MenuButtonPopup);
    card->approveButton->hide();
    connect(card->approveButton, &QToolButton::clicked, this,
            [this, id = toolUseId] { emit approveRequested(id); });
    auto* approveMenu = new QMenu(card->approveButton);
    card->reviewAction = approveMenu->addAction(QString());
    card->reviewAction->setObjectName(u"reviewAction"_s);
    connect(card->reviewAction, &QAction::triggered, this,
            [this, id = toolUseId] { emit reviewRequested(id); });
    card->approveButton->setMenu(approveMenu);
    card->handler = new QLabel(frame);
    card->handler->setObjectName(u"handlerLabel"_s);
    card->handler->setWordWrap(true);
    card->handler->setTextFormat(Qt::RichText);
    card->handler->hide();
    card->progress = new QLabel(frame);
    card->progress->setObjectName(u"handlerProgressLabel"_s);
    card->progress->setWordWrap(true);
    card->progress->setTextFormat(Qt::PlainText);
    card->progress->setTextInteractionFlags(Qt::TextSelectableByMouse);
    card->progress->hide();
    card->logButton = new QToolButton(frame);
    card->logButton->setObjectName(u"logButton"_s);
    card->logButton->setAutoRaise(true);
    card->logButton->hide();
    connect(card->logButton, &QToolButton::clicked, this,
            [this, id = toolUseId] { emit logRequested(id); });
    card->resendButton = new QPushButton(frame);
    card->resendButton->setObjectName(u"resendButton"_s);
    card->resendButton->hide();
    connect(card->resendButton, &QPushButton::clicked, this,
            [this, id = toolUseId] { emit resendRequested(id); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(card->approveButton);
    buttons->addWidget(card->answerButton);
    buttons->addWidget(card->rejectButton);
    buttons->addWidget(card->resendButton);
    buttons->addStretch(1);
    // The links on their own line: the card stays as narrow as the dock.
    auto* links = new QHBoxLayout;
    links->addStretch(1);
    links->addWidget(card->logButton);
    links->addWidget(card->jump);

    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(card->argsToggle);
    layout->addWidget(card->args);
    layout->addWidget(card->handler);
    layout->addWidget(card->state);
    layout->addWidget(card->progress);
    layout->addWidget(card->explanation);
    layout->addWidget(card->answer);
    layout->addLayout(buttons);
    layout->addLayout(links);

    retranslateCard(*card);
    m_cards.push_back(std::move(card));
    return m_cards.back().get();
}

void PendingCallsPanel::retranslateCard(Card& card)
{
    card.jump->setText(tr("Show in timeline"));
    card.jump->setToolTip(tr("Select this call's row in the timeline"));
    card.argsToggle->setText(tr("Arguments"));
    card.answerButton->setText(tr("Answer…"));
    card.answerButton->setToolTip(tr("Answer by hand: a result (text or JSON, with files) or an "
                                     "error"));
    card.rejectButton->setText(tr("Reject…"));
    card.rejectButton->setToolTip(tr("Send an error with your reason: the model learns the call "
                                     "was refused"));
    card.approveButton->setText(tr("Approve"));
    card.reviewAction->setText(tr("Run, then review the answer before sending"));
    card.logButton->setText(tr("Log…"));
    card.logButton->setToolTip(
        tr("The handler's log behind this call: the MCP server's stderr and JSON-RPC exchange, "
           "or the A2A requests and replies"));
    card.resendButton->setText(tr("Send again"));
    card.resendButton->setToolTip(tr("Post the kept answer again"));
}

void PendingCallsPanel::updateCard(Card& card, const QModelIndex& index)
{
    if (!index.isValid())
        return;
    card.timelineRow = index.data(PendingCallsModel::TimelineRowRole).toInt();
    card.callState = static_cast<LocalCallState>(index.data(TimelineRole::CallState).toInt());
    card.deadlineMs = index.data(TimelineRole::DeadlineMs).toLongLong();
    const bool resolved = index.data(PendingCallsModel::ResolvedRole).toBool();
    card.toolName = index.data(TimelineRole::ToolName).toString();
    card.argsText = index.data(TimelineRole::Body).toString();
    card.answerJson = index.data(TimelineRole::Answer).toString();

    QString badge = index.data(TimelineRole::Badge).toString();
    if (badge.isEmpty())
        badge = u"local"_s;
    card.badge->setText(badge);
    card.badge->setStyleSheet(
        pillStyle(TimelineDelegate::kindColor(TimelineRowKind::LocalToolCall)));
    // The name and id are the server's: escaped like every other label of the row.
    card.name->setText(displaytext::singleLine(card.toolName));
    card.name->setToolTip(index.data(TimelineRole::Headline).toString() + u"\n"_s +
                          displaytext::singleLine(card.toolUseId));
    if (card.args->toPlainText() != card.argsText)
        card.args->setPlainText(card.argsText);

    const int http = index.data(TimelineRole::HttpStatus).toInt();
    QString state = index.data(TimelineRole::CallStateText).toString();
    if (http > 0 && !state.contains(QString::number(http)))
        state = tr("%1 · HTTP %2").arg(state).arg(http);
    card.state->setText(tr("State: %1").arg(state));
    card.state->setStyleSheet(u"QLabel { color: "_s +
                              TimelineDelegate::stateColor(card.callState).name() + u"; }"_s);
    const QString explanation = httpExplanation(http);
    card.explanation->setText(explanation);
    card.explanation->setVisible(!explanation.isEmpty() &&
                                 !RunTimeline::isCallAccepted(card.callState));
    card.answer->setText(card.answerJson.isEmpty() ? QString()
                                                   : tr("Answer: %1").arg(card.answerJson));
    card.answer->setVisible(!card.answerJson.isEmpty());

    const bool canAnswer =
        card.callState == LocalCallState::Pending || card.callState == LocalCallState::Failed;
    card.answerButton->setVisible(!resolved);
    card.rejectButton->setVisible(!resolved);
    card.answerButton->setEnabled(canAnswer);
    card.rejectButton->setEnabled(canAnswer);
    card.resendButton->setVisible(card.callState == LocalCallState::Failed);
    const HandlerInfo handler = m_handlers.value(card.toolUseId);
    const bool idle = card.callState == LocalCallState::Pending;
    card.approveButton->setVisible(handler.available && !resolved);
    card.approveButton->setEnabled(handler.available && idle);
    card.approveButton->setToolTip(handler.description);
    card.reviewAction->setEnabled(handler.available && idle);
    QStringList lines;
    if (!handler.description.isEmpty())
        lines << handler.description.toHtmlEscaped();
    if (!handler.violations.isEmpty()) {
        lines << u"<span style='color:%1'>"_s.arg(
                     TimelineDelegate::stateColor(LocalCallState::Failed).name()) +
                     tr("The arguments do not fit the tool's schema, so it is not run by "
                        "itself:")
                         .toHtmlEscaped() +
                     u"<br>&nbsp;&nbsp;"_s +
                     handler.violations.join(u"\n"_s).toHtmlEscaped().replace(
                         u"\n"_s, u"<br>&nbsp;&nbsp;"_s) +
                     u"</span>"_s;
    }
    if (!handler.decision.isEmpty() && !resolved)
        lines << u"<span style='color:gray'>"_s + handler.decision.toHtmlEscaped() + u"</span>"_s;
    card.handler->setText(lines.join(u"<br>"_s));
    card.handler->setVisible(!lines.isEmpty());
    const auto progress = m_progress.value(card.toolUseId);
    card.progress->setText(progress.first);
    card.progress->setStyleSheet(
        progress.second ? u"QLabel { color: "_s +
                              TimelineDelegate::stateColor(LocalCallState::Failed).name() + u"; }"_s
                        : QString());
    card.progress->setVisible(!progress.first.isEmpty());
    card.logButton->setVisible(handler.hasLog);

    if (resolved != card.resolved || !card.placed) {
        card.resolved = resolved;
        card.placed = true;
        QVBoxLayout* target = resolved ? m_resolvedLayout : m_pendingLayout;
        card.frame->setParent(resolved ? m_resolvedBox : m_pendingBox);
        target->addWidget(card.frame);
        card.frame->show();
        // Resolved calls fold their arguments: the queue is about what still needs doing.
        card.argsToggle->setChecked(!resolved);
    }
}

void PendingCallsPanel::sync()
{
    QSet<QString> seen;
    const int rows = m_calls ? m_calls->rowCount() : 0;
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_calls->index(row);
        const QString id = index.data(TimelineRole::ToolUseId).toString();
        if (id.isEmpty() || seen.contains(id))
            continue;
        seen.insert(id);
        Card* card = find(id);
        if (!card)
            card = createCard(id);
        updateCard(*card, index);
    }
    for (auto it = m_cards.begin(); it != m_cards.end();) {
        if (!seen.contains((*it)->toolUseId)) {
            delete (*it)->frame;
            it = m_cards.erase(it);
        } else {
            ++it;
        }
    }
    // Keep the cards in call order within each section.
    for (const auto& card : m_cards) {
        QVBoxLayout* layout = card->resolved ? m_resolvedLayout : m_pendingLayout;
        layout->removeWidget(card->frame);
        layout->addWidget(card->frame);
    }
    updateHeader();
    updateCountdowns();
}

void PendingCallsPanel::onCallsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    // Only the changed calls' cards are updated; the cards are re-ordered only when one moved
    // between the waiting and the closed section.
    if (!m_calls || !topLeft.isValid() || !bottomRight.isValid()) {
        sync();
        return;
    }
    bool moved = false;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QModelIndex index = m_calls->index(row);
        Card* card = find(index.data(TimelineRole::ToolUseId).toString());
        if (!card) {
            sync();
            return;
        }
        const bool wasResolved = card->resolved;
        updateCard(*card, index);
        moved = moved || card->resolved != wasResolved;
    }
    if (moved) {
        for (const auto& card : m_cards) {
            QVBoxLayout* layout = card->resolved ? m_resolvedLayout : m_pendingLayout;
            layout->removeWidget(card->frame);
            layout->addWidget(card->frame);
        }
    }
    updateHeader();
    updateCountdowns();
}

void PendingCallsPanel::updateHeader()
{
    const int pending = pendingCardCount();
    const int resolved = resolvedCardCount();
    m_header->setText(pending > 0 ? tr("%n call(s) waiting for an answer", nullptr, pending)
                                  : tr("No call waiting"));
    m_placeholder->setVisible(pending == 0);
    m_resolvedToggle->setText(tr("Answered and closed (%1)").arg(resolved));
    m_resolvedToggle->setVisible(resolved > 0);
}

void PendingCallsPanel::updateCountdowns()
{
    const qint64 t = now();
    bool ticking = false;
    for (const auto& card : m_cards) {
        if (card->resolved) {
            card->countdown->setVisible(card->callState == LocalCallState::TimedOut);
            card->countdown->setText(countdownText(0));
            card->countdown->setStyleSheet(toneStyleSheet(Tone::Failure, palette()));
            continue;
        }
        // Without a deadline from the run, assume the default timeout from when the call showed.
        const bool known = card->deadlineMs > 0;
        const qint64 deadline = known ? card->deadlineMs : card->firstSeenMs + m_defaultTimeoutMs;
        const qint64 left = deadline - t;
        QString text = countdownText(left);
        if (!known && left > 0)
            text = u"≈ "_s + text;
        card->countdown->setVisible(true);
        card->countdown->setText(text);
        card->countdown->setToolTip(
            known ? tr("The server gives up on this call at %1")
                        .arg(QDateTime::fromMSecsSinceEpoch(deadline).toString(u"HH:mm:ss"_s))
                  : tr("Estimated from the default local-tool timeout (%1 min): the run did not "
                       "say")
                        .arg(m_defaultTimeoutMs / 60000));
        const bool urgent = left < UrgentMs;
        card->countdown->setStyleSheet(urgent ? toneStyleSheet(Tone::Failure, palette(), true)
                                              : QString());
        ticking = ticking || left > 0;
    }
    if (ticking && !m_ticker->isActive())
        m_ticker->start();
    else if (!ticking)
        m_ticker->stop();
}

// ---------------------------------------------------------------------------------------------
// Dialogs

AnswerDialog* PendingCallsPanel::openAnswerDialog(const QString& toolUseId,
                                                  const std::optional<ToolAnswer>& prefill)
{
    const Card* card = find(toolUseId);
    if (!card)
        return nullptr;
    auto* dialog = new AnswerDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCall(card->toolName, toolUseId, card->argsText);
    // A failed answer is kept: offer it again for editing.
    const QJsonObject kept = QJsonDocument::fromJson(card->answerJson.toUtf8()).object();
    if (kept.contains("error"_L1)) {
        dialog->setMode(AnswerDialog::Mode::Error);
        dialog->setErrorMessage(kept.value("error"_L1).toString());
    } else if (kept.contains("result"_L1)) {
        dialog->setResultText(kept.value("result"_L1).toString());
    }
    if (prefill) {
        if (prefill->error) {
            dialog->setMode(AnswerDialog::Mode::Error);
            dialog->setErrorMessage(*prefill->error);
        } else {
            dialog->setMode(AnswerDialog::Mode::Result);
            dialog->setResultText(prefill->result.value_or(QString()));
            for (const ToolFile& file : prefill->files)
                dialog->addFile(file);
        }
    }
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, toolUseId] { emit answerRequested(toolUseId, dialog->answer()); });
    dialog->open();
    return dialog;
}

QInputDialog* PendingCallsPanel::openRejectDialog(const QString& toolUseId)
{
    const Card* card = find(toolUseId);
    if (!card)
        return nullptr;
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(u"rejectDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setInputMode(QInputDialog::TextInput);
    dialog->setWindowTitle(tr("Reject tool call"));
    dialog->setLabelText(
        tr("Reject %1? The model reads your reason as the tool's error.").arg(card->toolName));
    dialog->setTextValue(tr("Rejected by the user"));
    dialog->setOkButtonText(tr("Reject"));
    connect(dialog, &QInputDialog::textValueSelected, this, [this, toolUseId](const QString& text) {
        const QString reason = text.trimmed();
        emit rejectRequested(toolUseId, reason.isEmpty() ? tr("Rejected by the user") : reason);
    });
    dialog->open();
    return dialog;
}

// ---------------------------------------------------------------------------------------------

void PendingCallsPanel::retranslateUi()
{
    m_placeholder->setText(tr("Local tool calls the run asks for show up here, to answer by "
                              "hand or reject."));
    m_resolvedToggle->setToolTip(tr("Show the calls already answered, rejected or timed out"));
    for (const auto& card : m_cards)
        retranslateCard(*card);
    sync();
}

void PendingCallsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange) {
        for (const auto& card : m_cards) {
            if (auto* highlighter = card->args->document()->findChild<JsonHighlighter*>())
                highlighter->setPalette(palette());
        }
        if (m_ticker)
            updateCountdowns();
    }
    QWidget::changeEvent(event);
}

} // namespace mantyx
