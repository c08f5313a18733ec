// SPDX-License-Identifier: MIT
#include "sessions/sessionpanel.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextCursor>
#include <QUrl>
#include <QVBoxLayout>

#include "run/runcontroller.h"
#include "run/sessioncontroller.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QString escaped(const QString& text)
{
    return text.toHtmlEscaped().replace(u'\n', u"<br/>"_s);
}

QString roleName(const QString& role)
{
    if (role == "user"_L1)
        return SessionPanel::tr("You");
    if (role == "assistant"_L1)
        return SessionPanel::tr("Agent");
    if (role == "system"_L1)
        return SessionPanel::tr("System");
    return role;
}

} // namespace

SessionPanel::SessionPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* top = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(u"sessionTitle"_s);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_title, 1);
    m_startButton = new QPushButton(this);
    m_startButton->setObjectName(u"startSessionButton"_s);
    m_openButton = new QPushButton(this);
    m_openButton->setObjectName(u"openSessionButton"_s);
    m_reloadButton = new QPushButton(this);
    m_reloadButton->setObjectName(u"reloadSessionButton"_s);
    m_endButton = new QPushButton(this);
    m_endButton->setObjectName(u"endSessionButton"_s);
    top->addWidget(m_startButton);
    top->addWidget(m_openButton);
    top->addWidget(m_reloadButton);
    top->addWidget(m_endButton);
    layout->addLayout(top);

    m_conversation = new QTextBrowser(this);
    m_conversation->setObjectName(u"sessionConversation"_s);
    m_conversation->setOpenLinks(false);
    layout->addWidget(m_conversation, 1);

    m_overridesLabel = new QLabel(this);
    m_overridesLabel->setWordWrap(true);
    layout->addWidget(m_overridesLabel);
    auto* boxes = new QGridLayout;
    const QStringList& keys = SessionController::overridableKeys();
    for (int i = 0; i < keys.size(); ++i) {
        auto* box = new QCheckBox(keys.at(i), this);
        box->setObjectName(u"override_"_s + keys.at(i));
        m_overrideBoxes.append(box);
        boxes->addWidget(box, i / 4, i % 4);
    }
    layout->addLayout(boxes);

    auto* inputRow = new QHBoxLayout;
    m_input = new QPlainTextEdit(this);
    m_input->setObjectName(u"sessionMessageInput"_s);
    m_input->setMaximumHeight(90);
    m_input->setTabChangesFocus(true);
    inputRow->addWidget(m_input, 1);
    m_sendButton = new QPushButton(this);
    m_sendButton->setObjectName(u"sendMessageButton"_s);
    inputRow->addWidget(m_sendButton, 0, Qt::AlignBottom);
    layout->addLayout(inputRow);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"sessionProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setStyleSheet(toneStyleSheet(Tone::Failure, palette()));
    m_problem->hide();
    layout->addWidget(m_problem);

    connect(m_startButton, &QPushButton::clicked, this, &SessionPanel::startSessionRequested);
    connect(m_openButton, &QPushButton::clicked, this, &SessionPanel::openSessionRequested);
    connect(m_reloadButton, &QPushButton::clicked, this, [this] {
        if (SessionController* controller = m_controller.data()) {
            const QString id = controller->sessionId();
            if (!id.isEmpty())
                controller->open(id);
        }
    });
    connect(m_endButton, &QPushButton::clicked, this, [this] {
        if (SessionController* controller = m_controller.data())
            controller->end();
    });
    connect(m_sendButton, &QPushButton::clicked, this, &SessionPanel::sendMessage);
    connect(m_input, &QPlainTextEdit::textChanged, this, &SessionPanel::updateState);
    connect(m_conversation, &QTextBrowser::anchorClicked, this, &SessionPanel::onAnchorClicked);
    auto* sendShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_input, nullptr,
                                       nullptr, Qt::WidgetShortcut);
    connect(sendShortcut, &QShortcut::activated, this, &SessionPanel::sendMessage);

    retranslateUi();
    render();
}

SessionPanel::~SessionPanel() = default;

void SessionPanel::setController(SessionController* controller)
{
    for (const QMetaObject::Connection& connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_controller = controller;
    m_problem->hide();
    if (controller) {
        m_connections << connect(controller, &SessionController::stateChanged, this,
                                 [this] { render(); });
        m_connections << connect(controller, &SessionController::historyLoaded, this,
                                 [this] { render(); });
        m_connections << connect(controller, &SessionController::turnAdded, this,
                                 [this] { render(); });
        m_connections << connect(controller, &SessionController::turnChanged, this,
                                 [this] { render(); });
        m_connections << connect(controller, &SessionController::problemOccurred, this,
                                 [this](const QString& message) {
                                     m_problem->setText(message);
                                     m_problem->show();
                                 });
        m_connections << connect(controller, &QObject::destroyed, this,
                                 [this] { setController(nullptr); });
    }
    render();
}

QStringList SessionPanel::checkedOverrides() const
{
    QStringList keys;
    const QStringList& all = SessionController::overridableKeys();
    for (int i = 0; i < m_overrideBoxes.size() && i < all.size(); ++i) {
        if (m_overrideBoxes.at(i)->isChecked())
            keys << all.at(i);
    }
    return keys;
}

void SessionPanel::setOverrideChecked(const QString& key, bool checked)
{
    const qsizetype index = SessionController::overridableKeys().indexOf(key);
    if (index >= 0 && index < m_overrideBoxes.size())
        m_overrideBoxes.at(index)->setChecked(checked);
}

void SessionPanel::setMessageText(const QString& text)
{
    m_input->setPlainText(text);
}

QJsonObject SessionPanel::composeMessage() const
{
    const QString text = m_input->toPlainText().trimmed();
    if (text.isEmpty())
        return {};
    QJsonObject message{{u"prompt"_s, text}};
    const QStringList keys = checkedOverrides();
    if (!keys.isEmpty() && m_specProvider) {
        const std::optional<QJsonObject> spec = m_specProvider();
        if (spec) {
            for (const QString& key : keys) {
                if (spec->contains(key))
                    message.insert(key, spec->value(key));
            }
        }
    }
    return message;
}

bool SessionPanel::sendMessage()
{
    SessionController* controller = m_controller.data();
    if (!controller || controller->state() != SessionController::State::Active)
        return false;
    const QJsonObject message = composeMessage();
    if (message.isEmpty())
        return false;
    m_problem->hide();
    if (!controller->sendMessage(message))
        return false;
    m_input->clear();
    return true;
}

void SessionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange && m_problem && m_conversation) {
        m_problem->setStyleSheet(toneStyleSheet(Tone::Failure, palette()));
        render();
    }
    QWidget::changeEvent(event);
}

void SessionPanel::retranslateUi()
{
    m_startButton->setText(tr("&Start session"));
    m_startButton->setToolTip(tr("Create a session with the composer's spec as its defaults"));
    m_openButton->setText(tr("&Open…"));
    m_openButton->setToolTip(tr("Open an existing session by its id and load its history"));
    m_reloadButton->setText(tr("&Reload"));
    m_reloadButton->setToolTip(tr("Load the session's history from the server again"));
    m_endButton->setText(tr("&End session"));
    m_sendButton->setText(tr("Sen&d"));
    m_sendButton->setToolTip(tr("Send the message (Ctrl+Enter); it starts one run"));
    m_input->setPlaceholderText(tr("Message to the agent…"));
    m_overridesLabel->setText(
        tr("For this message only, take from the composer's spec (replaces the session's "
           "defaults; metadata is merged):"));
    render();
}

void SessionPanel::render()
{
    const SessionController* controller = m_controller.data();
    const QString sessionId = controller ? controller->sessionId() : QString();
    QString html;
    // The message boxes are tints of the palette's base colour (the user's towards the
    // highlight), so the palette's text stays readable on them, light theme or dark.
    const QPalette& pal = palette(); // the conversation's too, which it may not have yet
    const QString userBackground =
        mixColours(pal.color(QPalette::Base), pal.color(QPalette::Highlight), 0.14).name();
    const QString otherBackground =
        mixColours(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.06).name();
    const QString quiet = pal.color(QPalette::PlaceholderText).name();
    if (!controller || sessionId.isEmpty()) {
        m_title->setText(tr("No session"));
        html = u"<p style='color:"_s + quiet + u"'>"_s +
               escaped(tr("Start a session from the composer's spec, or open one by its id. "
                          "Each message you send starts one run; the session keeps the "
                          "conversation.")) +
               u"</p>"_s;
    } else {
        QString stateText;
        switch (controller->state()) {
        case SessionController::State::None:
        case SessionController::State::Active:
            stateText = tr("active");
            break;
        case SessionController::State::Creating:
            stateText = tr("creating…");
            break;
        case SessionController::State::Opening:
            stateText = tr("loading history…");
            break;
        case SessionController::State::Ending:
            stateText = tr("ending…");
            break;
        case SessionController::State::Ended:
            stateText = tr("ended");
            break;
        }
        m_title->setText(tr("Session %1 — %2").arg(sessionId, stateText));
        const QList<SessionTurn>& turns = controller->turns();
        if (turns.isEmpty()) {
            html = u"<p style='color:"_s + quiet + u"'>"_s + escaped(tr("No messages yet.")) +
                   u"</p>"_s;
        }
        for (const SessionTurn& turn : turns) {
            const bool user = turn.role == "user"_L1;
            html += u"<table width='100%' cellpadding='6' style='margin-bottom:6px;"
                    "background-color:"_s +
                    (user ? userBackground : otherBackground) + u"'><tr><td><b>"_s +
                    escaped(roleName(turn.role)) + u"</b>"_s;
            if (!turn.runId.isEmpty()) {
                html += u" &nbsp;<a href='run:"_s + turn.runId.toHtmlEscaped() + u"'>"_s +
                        escaped(turn.runId) + u"</a>"_s;
            }
            if (!turn.status.isEmpty())
                html += u" <i>"_s + escaped(turn.status) + u"</i>"_s;
            if (turn.attachments > 0)
                html += u" · "_s + escaped(tr("%n attachment(s)", nullptr, turn.attachments));
            html += u"<br/>"_s + escaped(turn.text) + u"</td></tr></table>"_s;
        }
    }
    m_conversation->setHtml(html);
    m_conversation->moveCursor(QTextCursor::End);
    updateState();
}

void SessionPanel::updateState()
{
    bool hasSession = false;
    SessionController::State state = SessionController::State::None;
    if (const SessionController* controller = m_controller.data()) {
        hasSession = !controller->sessionId().isEmpty();
        state = controller->state();
    }
    const bool active = hasSession && state == SessionController::State::Active;
    const bool ended = hasSession && state == SessionController::State::Ended;
    m_startButton->setVisible(!hasSession || ended);
    m_openButton->setVisible(!hasSession || ended);
    m_reloadButton->setVisible(hasSession);
    m_endButton->setVisible(hasSession && !ended);
    m_endButton->setEnabled(active);
    m_reloadButton->setEnabled(active || ended);
    m_input->setEnabled(active);
    for (QCheckBox* box : std::as_const(m_overrideBoxes))
        box->setEnabled(active);
    m_sendButton->setEnabled(active && !m_input->toPlainText().trimmed().isEmpty());
}

void SessionPanel::onAnchorClicked(const QUrl& url)
{
    if (url.scheme() == "run"_L1)
        emit runActivated(url.path());
}

} // namespace mantyx
