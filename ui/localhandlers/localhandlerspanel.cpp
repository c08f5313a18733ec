// SPDX-License-Identifier: MIT
// LocalHandlersPanel: the handler tree with its badges and policy combos, the actions on the
// selection, tests, log windows, and keeping the set, the settings and the session in step.
#include "localhandlers/localhandlerspanel.h"

#include <algorithm>
#include <optional>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerdialog.h"
#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "protocol/displaytext.h"
#include "secrets/secretstore.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

enum Column : quint8
{
    NameColumn,
    StateColumn,
    PolicyColumn,
    TargetColumn,
    ColumnCount,
};

enum Role : int
{
    KindRole = Qt::UserRole, // HandlerKind of the handler (on its tools too)
    HandlerRole,             // the handler's name (on its tools too)
    ToolRole,                // a tool row: the model-facing name; empty on handler rows
    LeadingBadgeRole,        // QString drawn before the text
    BadgesRole,              // QVariantList of {text, tone} drawn after the text
};

enum class Tone : quint8
{
    Neutral,
    Good,
    Danger,
    Info,
    Caution,
};

QVariant badge(const QString& text, Tone tone)
{
    return QVariantMap{{u"text"_s, text}, {u"tone"_s, int(tone)}};
}

QColor toneColor(Tone tone, const QPalette& palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    QColor c;
    switch (tone) {
    case Tone::Neutral:
        c = palette.color(QPalette::PlaceholderText);
        break;
    case Tone::Good:
        c = QColor(0x2e, 0x7d, 0x32);
        break;
    case Tone::Danger:
        c = JsonEditor::severityColor(Severity::Error, palette);
        break;
    case Tone::Info:
        c = QColor(0x15, 0x65, 0xc0);
        break;
    case Tone::Caution:
        c = JsonEditor::severityColor(Severity::Warning, palette);
        break;
    }
    return dark && tone != Tone::Neutral ? c.lighter(150) : c;
}

// Small rounded labels: the handler's kind before its name, a tool's hints after its name.
class BadgeDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        const QString leading = index.data(LeadingBadgeRole).toString();
        const QVariantList badges = index.data(BadgesRole).toList();
        if (leading.isEmpty() && badges.isEmpty()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        const QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);

        painter->save();
        painter->setClipRect(rect);
        const QFont badgeFont = this->badgeFont(opt.font);
        int x = rect.left() + 2;
        const bool selected = opt.state & QStyle::State_Selected;
        if (!leading.isEmpty())
            x +=
                drawBadge(painter, x, rect, leading, Tone::Info, badgeFont, opt.palette, selected) +
                6;
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(opt.state & QStyle::State_Enabled ? QPalette::Normal
                                                                            : QPalette::Disabled,
                                          selected ? QPalette::HighlightedText : QPalette::Text));
        const QFontMetrics fm(opt.font);
        const QString shown = fm.elidedText(text, Qt::ElideRight, std::max(0, rect.right() - x));
        painter->drawText(QRect(x, rect.top(), rect.right() - x, rect.height()),
                          Qt::AlignLeft | Qt::AlignVCenter, shown);
        x += fm.horizontalAdvance(shown) + 8;
        for (const QVariant& b : badges) {
            const QVariantMap map = b.toMap();
            if (x >= rect.right())
                break;
            x += drawBadge(painter, x, rect, map.value(u"text"_s).toString(),
                           Tone(map.value(u"tone"_s).toInt()), badgeFont, opt.palette, selected) +
                 4;
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const QFontMetrics fm(badgeFont(option.font));
        const QString leading = index.data(LeadingBadgeRole).toString();
        if (!leading.isEmpty())
            size.rwidth() += fm.horizontalAdvance(leading) + 16;
        for (const QVariant& b : index.data(BadgesRole).toList())
            size.rwidth() += fm.horizontalAdvance(b.toMap().value(u"text"_s).toString()) + 14;
        size.setHeight(std::max(size.height(), fm.height() + 8));
        return size;
    }

private:
    static QFont badgeFont(const QFont& base)
    {
        QFont font = base;
        font.setPointSizeF(std::max(6.0, base.pointSizeF() * 0.82));
        font.setBold(true);
        return font;
    }

    static int drawBadge(QPainter* painter, int x, const QRect& rect, const QString& text,
                         Tone tone, const QFont& font, const QPalette& palette, bool selected)
    {
        const QFontMetrics fm(font);
        const int width = fm.horizontalAdvance(text) + 10;
        const int height = fm.height() + 2;
        const QRectF box(x, rect.center().y() - height / 2.0 + 0.5, width, height);
        // On a selected row the tones would vanish into the highlight: badges take its text colour.
        const QColor colour =
            selected ? palette.color(QPalette::HighlightedText) : toneColor(tone, palette);
        QColor fill = colour;
        fill.setAlpha(38);
        QColor border = colour;
        border.setAlpha(150);
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(border, 1));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 4, 4);
        painter->setFont(font);
        painter->setPen(colour);
        painter->drawText(box, Qt::AlignCenter, text);
        return width;
    }
};

QIcon stateIcon(LocalToolSession::HandlerState state, const QPalette& palette)
{
    QColor colour;
    switch (state) {
    case LocalToolSession::HandlerState::Stopped:
        colour = palette.color(QPalette::PlaceholderText);
        break;
    case LocalToolSession::HandlerState::Starting:
        colour = toneColor(Tone::Caution, palette);
        break;
    case LocalToolSession::HandlerState::Ready:
        colour = toneColor(Tone::Good, palette);
        break;
    case LocalToolSession::HandlerState::Failed:
        colour = toneColor(Tone::Danger, palette);
        break;
    }
    QPixmap pixmap(20, 20);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(4, 4, 12, 12));
    return QIcon(pixmap);
}

QString kindBadge(HandlerKind kind)
{
    switch (kind) {
    case HandlerKind::Mcp:
        return u"MCP"_s;
    case HandlerKind::A2a:
        return u"A2A"_s;
    case HandlerKind::Command:
        return u"CMD"_s;
    case HandlerKind::None:
        break;
    }
    return {};
}

// The JSON of the test arguments field, or nothing when it is not an object.
std::optional<QJsonObject> parseArgs(const QString& text, QString* error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QJsonObject();
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = LocalHandlersPanel::tr("Not JSON: %1 (at character %2).")
                     .arg(parseError.errorString())
                     .arg(parseError.offset);
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = LocalHandlersPanel::tr("The arguments must be a JSON object, e.g. {\"q\": 1}.");
        return std::nullopt;
    }
    return document.object();
}

} // namespace

LocalHandlersPanel::LocalHandlersPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"localHandlersPanel"_s);

    m_toolbar = new QToolBar(this);
    m_toolbar->setObjectName(u"localHandlersToolbar"_s);
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolbar->setIconSize(QSize(16, 16));

    m_addMcpAction = new QAction(this);
    m_addMcpAction->setObjectName(u"addMcpAction"_s);
    m_addA2aAction = new QAction(this);
    m_addA2aAction->setObjectName(u"addA2aAction"_s);
    m_addCommandAction = new QAction(this);
    m_addCommandAction->setObjectName(u"addCommandAction"_s);
    auto* addMenu = new QMenu(this);
    addMenu->addAction(m_addMcpAction);
    addMenu->addAction(m_addA2aAction);
    addMenu->addAction(m_addCommandAction);
    m_addButton = new QToolButton(this);
    m_addButton->setObjectName(u"addHandlerButton"_s);
    m_addButton->setMenu(addMenu);
    m_addButton->setPopupMode(QToolButton::InstantPopup);
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolbar->addWidget(m_addButton);

    m_editAction = new QAction(this);
    m_editAction->setObjectName(u"editAction"_s);
    m_removeAction = new QAction(this);
    m_removeAction->setObjectName(u"removeAction"_s);
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_startAction = new QAction(this);
    m_startAction->setObjectName(u"startAction"_s);
    m_stopAction = new QAction(this);
    m_stopAction->setObjectName(u"stopAction"_s);
    m_testAction = new QAction(this);
    m_testAction->setObjectName(u"testAction"_s);
    m_logAction = new QAction(this);
    m_logAction->setObjectName(u"logAction"_s);
    m_toolbar->addAction(m_editAction);
    m_toolbar->addAction(m_removeAction);
    m_toolbar->addSeparator();
    m_toolbar->addAction(m_startAction);
    m_toolbar->addAction(m_stopAction);
    m_toolbar->addAction(m_testAction);
    m_toolbar->addAction(m_logAction);

    m_emptyLabel = new QLabel(this);
    m_emptyLabel->setObjectName(u"emptyLabel"_s);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setMargin(12);
    m_emptyLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    QPalette muted = m_emptyLabel->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_emptyLabel->setPalette(muted);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(u"handlerTree"_s);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setItemDelegate(new BadgeDelegate(m_tree));
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setExpandsOnDoubleClick(false);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(StateColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(PolicyColumn, QHeaderView::ResizeToContents);
    m_tree->setColumnWidth(NameColumn, 250);
    m_tree->setColumnWidth(StateColumn, 190);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (QAction* action :
         {m_editAction, m_removeAction, m_startAction, m_stopAction, m_testAction, m_logAction})
        m_tree->addAction(action);

    m_testLabel = new QLabel(this);
    m_testLabel->setObjectName(u"testLabel"_s);
    m_testArgsEdit = new QLineEdit(this);
    m_testArgsEdit->setObjectName(u"testArgsEdit"_s);
    m_testArgsEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_testArgsEdit->setClearButtonEnabled(true);
    m_testArgsLabel = new QLabel(this);
    m_testArgsLabel->setBuddy(m_testArgsEdit);
    m_testArgsMessage = new QLabel(this);
    m_testArgsMessage->setObjectName(u"testArgsMessage"_s);
    m_testArgsMessage->setWordWrap(true);
    QPalette error = m_testArgsMessage->palette();
    error.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, error));
    m_testArgsMessage->setPalette(error);
    m_testArgsMessage->setVisible(false);
    m_testOutput = new QPlainTextEdit(this);
    m_testOutput->setObjectName(u"testOutput"_s);
    m_testOutput->setReadOnly(true);
    m_testOutput->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_testOutput->setLineWrapMode(QPlainTextEdit::WidgetWidth);

    auto* testBox = new QWidget(this);
    auto* testLayout = new QVBoxLayout(testBox);
    testLayout->setContentsMargins(0, 0, 0, 0);
    testLayout->setSpacing(3);
    testLayout->addWidget(m_testLabel);
    auto* argsRow = new QHBoxLayout;
    argsRow->addWidget(m_testArgsLabel);
    argsRow->addWidget(m_testArgsEdit, 1);
    testLayout->addLayout(argsRow);
    testLayout->addWidget(m_testArgsMessage);
    testLayout->addWidget(m_testOutput, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(u"localHandlersSplitter"_s);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_tree);
    splitter->addWidget(testBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    m_defaultPolicyCombo = new QComboBox(this);
    m_defaultPolicyCombo->setObjectName(u"defaultPolicyCombo"_s);
    for (ApprovalPolicy::Mode mode :
         {ApprovalPolicy::Mode::Ask, ApprovalPolicy::Mode::Always, ApprovalPolicy::Mode::ReadOnly})
        m_defaultPolicyCombo->addItem(QString(), int(mode));
    m_defaultPolicyLabel = new QLabel(this);
    m_defaultPolicyLabel->setBuddy(m_defaultPolicyCombo);
    auto* footer = new QHBoxLayout;
    footer->addWidget(m_defaultPolicyLabel);
    footer->addWidget(m_defaultPolicyCombo);
    footer->addStretch(1);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextFormat(Qt::PlainText);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusLabel->setVisible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_emptyLabel);
    layout->addWidget(splitter, 1);
    layout->addLayout(footer);
    layout->addWidget(m_statusLabel);

    connect(m_addMcpAction, &QAction::triggered, this, [this] { addHandler(HandlerKind::Mcp); });
    connect(m_addA2aAction, &QAction::triggered, this, [this] { addHandler(HandlerKind::A2a); });
    connect(m_addCommandAction, &QAction::triggered, this,
            [this] { addHandler(HandlerKind::Command); });
    connect(m_editAction, &QAction::triggered, this, &LocalHandlersPanel::editSelected);
    connect(m_removeAction, &QAction::triggered, this, &LocalHandlersPanel::removeSelected);
    connect(m_startAction, &QAction::triggered, this, [this] {
        if (const auto key = selectedKey())
            startHandler(key->kind, key->name);
    });
    connect(m_stopAction, &QAction::triggered, this, [this] {
        if (const auto key = selectedKey())
            stopHandler(key->kind, key->name);
    });
    connect(m_testAction, &QAction::triggered, this, [this] {
        if (const auto key = selectedKey())
            testHandler(key->kind, key->name);
    });
    connect(m_logAction, &QAction::triggered, this, [this] {
        if (const auto key = selectedKey())
            openLog(key->kind, key->name);
    });
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, [this] {
        updateActions();
        updateTestArgs();
    });
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        if (item && item->data(0, ToolRole).toString().isEmpty())
            editSelected();
    });
    connect(m_testArgsEdit, &QLineEdit::textChanged, this, [this] {
        updateTestArgs();
        updateActions();
    });
    connect(m_defaultPolicyCombo, &QComboBox::activated, this, [this] {
        m_set.policy.setDefaultMode(
            ApprovalPolicy::Mode(m_defaultPolicyCombo->currentData().toInt()));
        m_session->setPolicy(m_set.policy);
        updatePolicyCombos();
        save();
        emit handlerSetChanged();
    });

    rebuildSession({});
    retranslateUi();
}

LocalHandlersPanel::~LocalHandlersPanel()
{
    // The log windows are children; the session goes with this widget, ending its servers.
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
}

void LocalHandlersPanel::retranslateUi()
{
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add a local handler for this connection"));
    m_addMcpAction->setText(tr("MCP Server…"));
    m_addMcpAction->setToolTip(tr("Add an MCP server (a command or a URL) whose tools answer "
                                  "mcp_local calls"));
    m_addA2aAction->setText(tr("A2A Peer…"));
    m_addA2aAction->setToolTip(tr("Add an A2A agent (its URL or a card file) that answers an "
                                  "a2a_local tool"));
    m_addCommandAction->setText(tr("Command Tool…"));
    m_addCommandAction->setToolTip(tr("Add a program that answers a local tool"));
    m_editAction->setText(tr("Edit…"));
    m_editAction->setToolTip(tr("Change the selected handler"));
    m_removeAction->setText(tr("Remove"));
    m_removeAction->setToolTip(tr("Remove the selected handler (Del)"));
    m_startAction->setText(tr("Start"));
    m_startAction->setToolTip(tr("Start the MCP server, or fetch the A2A peer's card"));
    m_stopAction->setText(tr("Stop"));
    m_stopAction->setToolTip(tr("Stop the MCP server (calls in flight fail), or forget the "
                                "A2A peer's card"));
    m_testAction->setText(tr("Test"));
    m_testAction->setToolTip(tr("MCP: start and list the tools. A2A: fetch the card. Command: "
                                "run it with the test arguments."));
    m_logAction->setText(tr("Log…"));
    m_logAction->setToolTip(tr("The handler's JSON-RPC or HTTP traffic and its stderr, live"));
    m_emptyLabel->setText(tr("No local handlers for this connection yet.\n\nAdd an MCP server, "
                             "an A2A peer or a command tool, and the run's local_tool_calls "
                             "can be answered on this machine."));
    m_tree->setHeaderLabels(
        {tr("Handler / tool"), tr("State / hints"), tr("Approval"), tr("Target / description")});
    m_tree->headerItem()->setToolTip(PolicyColumn,
                                     tr("Whether a call may run without asking: Ask, Always, or "
                                        "Read-only (when the MCP tool says readOnlyHint). A "
                                        "destructive tool or invalid arguments always ask."));
    m_testLabel->setText(tr("Test result"));
    m_testArgsLabel->setText(tr("&Arguments:"));
    m_testArgsEdit->setPlaceholderText(tr("{}", "an empty JSON object"));
    m_testArgsEdit->setToolTip(tr("The JSON object the command gets on stdin when tested"));
    m_testOutput->setPlaceholderText(tr("Select a handler and press Test."));
    m_defaultPolicyLabel->setText(tr("&Default approval:"));
    m_defaultPolicyCombo->setToolTip(tr("For tools without a setting of their own"));
    for (int i = 0; i < m_defaultPolicyCombo->count(); ++i)
        m_defaultPolicyCombo->setItemText(i, ApprovalPolicy::modeTitle(ApprovalPolicy::Mode(
                                                 m_defaultPolicyCombo->itemData(i).toInt())));
    rebuildTree();
    updateTestArgs();
}

void LocalHandlersPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// ---- The set and the session

void LocalHandlersPanel::setSettings(QSettings* settings)
{
    m_settings = settings;
}

void LocalHandlersPanel::setSecretStore(SecretStore* store)
{
    m_secrets = store;
}

void LocalHandlersPanel::setProfileKey(const QString& profileKey)
{
    m_profileKey = profileKey;
    const quint64 serial = ++m_loadSerial;
    showStatus(QString(), false);
    LocalHandlerSet loaded;
    if (m_settings && LocalHandlerSet::isValidProfileKey(profileKey)) {
        loaded = LocalHandlerSet::load(
            *m_settings, profileKey, m_secrets, this,
            [this, serial](const LocalHandlerSet& complete, const SecretStore::Result& result) {
                if (serial != m_loadSerial)
                    return; // another profile meanwhile
                if (!result.ok()) {
                    const QString message = tr("The header values and secret variables of these "
                                               "handlers could not be read: %1")
                                                .arg(result.message);
                    showStatus(message, true);
                    emit storageProblem(message);
                    return;
                }
                // Only into the set as it was read: the user's edits meanwhile win.
                if (complete == m_set || complete.toJson(LocalHandlerSet::Secrets::Omit) !=
                                             m_set.toJson(LocalHandlerSet::Secrets::Omit))
                    return;
                QSet<Key> running;
                for (const auto& status : m_session->handlers()) {
                    if (status.state == LocalToolSession::HandlerState::Ready ||
                        status.state == LocalToolSession::HandlerState::Starting)
                        running.insert(Key{status.kind, status.name});
                }
                m_set = complete;
                rebuildSession(running);
                rebuildTree();
                emit handlerSetChanged();
            });
    }
    m_set = loaded;
    m_testsPending.clear();
    rebuildSession({});
    rebuildTree();
    emit handlerSetChanged();
}

void LocalHandlersPanel::setHandlerSet(const LocalHandlerSet& set)
{
    QSet<Key> running;
    for (const auto& status : m_session->handlers()) {
        if (status.state == LocalToolSession::HandlerState::Ready ||
            status.state == LocalToolSession::HandlerState::Starting)
            running.insert(Key{status.kind, status.name});
    }
    m_set = set;
    ++m_loadSerial; // secrets still on their way belong to the old set
    save();
    rebuildSession(running);
    rebuildTree();
    emit handlerSetChanged();
}

void LocalHandlersPanel::save()
{
    if (!m_settings || !LocalHandlerSet::isValidProfileKey(m_profileKey))
        return;
    const bool saved = m_set.save(
        *m_settings, m_profileKey, m_secrets, this, [this](const SecretStore::Result& result) {
            if (!result.ok()) {
                const QString message =
                    tr("The header values and secret variables were not saved: %1")
                        .arg(result.message);
                showStatus(message, true);
                emit storageProblem(message);
            } else if (result.plaintext)
                showStatus(tr("No system keychain is available: the header values and secret "
                              "variables were saved in a plain-text file."),
                           false);
        });
    m_settings->sync();
    if (!saved || m_settings->status() != QSettings::NoError) {
        const QString message =
            tr("The local handlers could not be saved to %1.").arg(m_settings->fileName());
        showStatus(message, true);
        emit storageProblem(message);
    }
}

void LocalHandlersPanel::showStatus(const QString& message, bool isError)
{
    QPalette p = palette();
    if (isError)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    m_statusLabel->setPalette(p);
    m_statusLabel->setText(message);
    m_statusLabel->setVisible(!message.isEmpty());
    m_sessionStatus = false;
}

void LocalHandlersPanel::rebuildSession(const QSet<Key>& restart)
{
    LocalToolSession* old = m_session;
    m_session = new LocalToolSession(nullptr, this);
    m_set.configure(*m_session);
    connect(m_session, &LocalToolSession::handlerStateChanged, this,
            &LocalHandlersPanel::onHandlerStateChanged);
    // The session's own words stay until it is ready again; storage messages are not its to clear.
    connect(m_session, &LocalToolSession::failed, this, [this](const QString& reason) {
        showStatus(reason, true);
        m_sessionStatus = true;
    });
    connect(m_session, &LocalToolSession::ready, this, [this] {
        if (m_sessionStatus)
            showStatus(QString(), false);
    });
    connect(m_session, &LocalToolSession::noteRaised, this, [this](const QString& text) {
        showStatus(text, false);
        m_sessionStatus = true;
    });

    for (auto it = m_logs.begin(); it != m_logs.end(); ++it) {
        HandlerLogDialog* dialog = it.value();
        if (!dialog)
            continue;
        const Key& key = it.key();
        switch (key.kind) {
        case HandlerKind::Mcp:
            dialog->setMcpClient(m_session->mcpClient(key.name));
            break;
        case HandlerKind::A2a:
            dialog->setA2aClient(m_session->a2aClient(key.name));
            break;
        case HandlerKind::Command:
            dialog->setCommandHandler(m_session->commandHandler(key.name));
            break;
        case HandlerKind::None:
            break;
        }
    }
    if (old) {
        disconnect(old, nullptr, this, nullptr);
        old->stop();
        old->deleteLater();
        emit sessionReplaced(m_session);
    }

    QSet<Key> pending;
    for (const Key& key : restart) {
        if (m_session->handler(key.kind, key.name)) {
            m_session->startHandler(key.kind, key.name);
            if (m_testsPending.contains(key))
                pending.insert(key);
        }
    }
    m_testsPending = pending;
}

bool LocalHandlersPanel::ensureStarted()
{
    if (m_session->state() == LocalToolSession::State::Ready)
        return true;
    if (m_session->state() != LocalToolSession::State::Starting)
        m_session->start();
    return false;
}

// ---- The tree

void LocalHandlersPanel::rebuildTree()
{
    const std::optional<Key> selected = selectedKey();
    QSet<Key> collapsed;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (!item->isExpanded())
            collapsed.insert(Key{HandlerKind(item->data(0, KindRole).toInt()),
                                 item->data(0, HandlerRole).toString()});
    }
    m_tree->clear();
    for (const LocalToolSession::HandlerStatus& status : m_session->handlers()) {
        auto* item = new QTreeWidgetItem(m_tree);
        item->setData(0, KindRole, int(status.kind));
        item->setData(0, HandlerRole, status.name);
        item->setText(NameColumn, status.name);
        item->setData(NameColumn, LeadingBadgeRole, kindBadge(status.kind));
        item->setText(TargetColumn, status.target);
        item->setToolTip(TargetColumn, status.target);
        if (status.kind != HandlerKind::Mcp)
            m_tree->setItemWidget(item, PolicyColumn,
                                  makePolicyCombo(status.name, /*readOnlyChoice=*/false));
        updateHandlerItem(status.kind, status.name);
        item->setExpanded(!collapsed.contains(Key{status.kind, status.name}));
    }
    const bool empty = m_set.isEmpty();
    m_emptyLabel->setVisible(empty);
    m_defaultPolicyCombo->setCurrentIndex(
        m_defaultPolicyCombo->findData(int(m_set.policy.defaultMode())));
    if (selected)
        selectHandler(selected->kind, selected->name);
    else if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
    updateActions();
    updateTestArgs();
}

QTreeWidgetItem* LocalHandlersPanel::handlerItem(HandlerKind kind, const QString& name) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (HandlerKind(item->data(0, KindRole).toInt()) == kind &&
            item->data(0, HandlerRole).toString() == name)
            return item;
    }
    return nullptr;
}

void LocalHandlersPanel::updateHandlerItem(HandlerKind kind, const QString& name)
{
    QTreeWidgetItem* item = handlerItem(kind, name);
    const auto status = m_session->handler(kind, name);
    if (!item || !status)
        return;
    using State = LocalToolSession::HandlerState;
    QString text;
    switch (status->state) {
    case State::Stopped:
        text = kind == HandlerKind::A2a ? tr("card not fetched") : tr("stopped");
        break;
    case State::Starting:
        text = kind == HandlerKind::A2a ? tr("fetching the card…") : tr("starting…");
        break;
    case State::Ready:
        if (kind == HandlerKind::Mcp) {
            text = tr("ready, %n tool(s)", nullptr, status->toolCount);
        } else if (kind == HandlerKind::A2a) {
            const A2aClient* client = m_session->a2aClient(name);
            text = tr("ready, %1")
                       .arg(A2aClient::protocolName(client ? client->protocolGeneration()
                                                           : A2aProtocol::Unknown));
        } else {
            text = tr("ready");
        }
        break;
    case State::Failed:
        text = tr("failed: %1").arg(status->error);
        break;
    }
    item->setText(StateColumn, text);
    item->setIcon(StateColumn, stateIcon(status->state, palette()));
    item->setToolTip(StateColumn, status->state == State::Failed ? status->error : text);
    item->setForeground(StateColumn, status->state == State::Failed
                                         ? QBrush(toneColor(Tone::Danger, palette()))
                                         : QBrush());
    QString kindText;
    switch (kind) {
    case HandlerKind::Mcp:
        kindText = tr("MCP server: answers mcp_local calls whose mcpServer is \"%1\"").arg(name);
        break;
    case HandlerKind::A2a:
        kindText = tr("A2A peer: answers the a2a_local tool \"%1\"").arg(name);
        break;
    case HandlerKind::Command:
        kindText = tr("Command: answers the local tool \"%1\"").arg(name);
        break;
    case HandlerKind::None:
        break;
    }
    item->setToolTip(NameColumn, kindText);
    fillToolChildren(item, kind, name);
    if (m_tree->currentItem() &&
        (m_tree->currentItem() == item || m_tree->currentItem()->parent() == item))
        updateActions();
}

void LocalHandlersPanel::fillToolChildren(QTreeWidgetItem* item, HandlerKind kind,
                                          const QString& name)
{
    const bool hadCurrent = m_tree->currentItem() && m_tree->currentItem()->parent() == item;
    const QString currentTool =
        hadCurrent ? m_tree->currentItem()->data(0, ToolRole).toString() : QString();
    qDeleteAll(item->takeChildren());
    QTreeWidgetItem* reselect = nullptr;

    if (kind == HandlerKind::Mcp) {
        const McpClient* client = m_session->mcpClient(name);
        if (!client)
            return;
        const McpResolution resolution = client->resolution();
        for (const QJsonValue& value : client->tools()) {
            const QJsonObject tool = value.toObject();
            const QString serverName = tool.value("name"_L1).toString();
            const QString modelName = resolution.modelName(serverName);
            const bool omitted = modelName.isEmpty();
            auto* child = new QTreeWidgetItem(item);
            child->setData(0, KindRole, int(kind));
            child->setData(0, HandlerRole, name);
            child->setData(0, ToolRole, omitted ? serverName : modelName);
            child->setText(NameColumn, omitted ? serverName : modelName);
            // The name column says where the name came from; the next one, what the tool claims
            // about itself (what the Read-only policy looks at).
            QVariantList nameBadges;
            if (omitted)
                nameBadges << badge(tr("left out"), Tone::Neutral);
            else if (modelName != serverName)
                nameBadges << badge(tr("server: %1").arg(serverName), Tone::Neutral);
            QVariantList badges;
            const QJsonObject annotations = tool.value("annotations"_L1).toObject();
            if (annotations.value("readOnlyHint"_L1).toBool())
                badges << badge(tr("read-only"), Tone::Good);
            if (annotations.value("destructiveHint"_L1).toBool())
                badges << badge(tr("destructive"), Tone::Danger);
            if (annotations.value("idempotentHint"_L1).toBool())
                badges << badge(tr("idempotent"), Tone::Neutral);
            if (annotations.value("openWorldHint"_L1).toBool())
                badges << badge(tr("open world"), Tone::Caution);
            child->setData(NameColumn, BadgesRole, nameBadges);
            child->setData(StateColumn, BadgesRole, badges);
            if (!badges.isEmpty())
                child->setToolTip(StateColumn, tr("What the tool says about itself (MCP "
                                                  "annotations); destructive tools always ask"));
            const QString description = tool.value("description"_L1).toString();
            child->setText(TargetColumn, description.simplified());
            QString tip = description;
            if (!annotations.isEmpty())
                tip +=
                    u"\n\n"_s + tr("Annotations: %1")
                                    .arg(QString::fromUtf8(
                                        QJsonDocument(annotations).toJson(QJsonDocument::Compact)));
            child->setToolTip(NameColumn, tip.trimmed());
            child->setToolTip(TargetColumn, description);
            if (omitted) {
                const QBrush muted(palette().color(QPalette::PlaceholderText));
                for (int c = 0; c < ColumnCount; ++c)
                    child->setForeground(c, muted);
                child->setToolTip(PolicyColumn, tr("Left out: the model does not see this tool. "
                                                   "Edit the server to include it."));
            } else {
                m_tree->setItemWidget(child, PolicyColumn,
                                      makePolicyCombo(modelName, /*readOnlyChoice=*/true));
            }
            if (hadCurrent && child->data(0, ToolRole).toString() == currentTool)
                reselect = child;
        }
    } else if (kind == HandlerKind::A2a) {
        const A2aClient* client = m_session->a2aClient(name);
        const auto status = m_session->handler(kind, name);
        if (!client || !status || status->state != LocalToolSession::HandlerState::Ready)
            return;
        for (const QJsonValue& value : client->card().value("skills"_L1).toArray()) {
            const QJsonObject skill = value.toObject();
            auto* child = new QTreeWidgetItem(item);
            child->setData(0, KindRole, int(kind));
            child->setData(0, HandlerRole, name);
            const QString skillName =
                skill.value("name"_L1).toString(skill.value("id"_L1).toString());
            // A peer's agent card wrote these: no control or bidi character reaches the view.
            child->setText(NameColumn, displaytext::singleLine(skillName));
            child->setData(NameColumn, BadgesRole, QVariantList{badge(tr("skill"), Tone::Neutral)});
            const QString description = skill.value("description"_L1).toString();
            child->setText(TargetColumn, displaytext::singleLine(description.simplified()));
            child->setToolTip(TargetColumn, displaytext::multiLine(description));
            child->setFlags(child->flags() & ~Qt::ItemIsSelectable);
        }
    }
    if (reselect)
        m_tree->setCurrentItem(reselect);
    else if (hadCurrent)
        m_tree->setCurrentItem(item);
}

QComboBox* LocalHandlersPanel::makePolicyCombo(const QString& toolName, bool readOnlyChoice)
{
    auto* combo = new QComboBox;
    combo->setObjectName(u"policyCombo:"_s + toolName);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->addItem(QString(), -1);
    combo->addItem(ApprovalPolicy::modeTitle(ApprovalPolicy::Mode::Ask),
                   int(ApprovalPolicy::Mode::Ask));
    combo->addItem(ApprovalPolicy::modeTitle(ApprovalPolicy::Mode::Always),
                   int(ApprovalPolicy::Mode::Always));
    if (readOnlyChoice)
        combo->addItem(ApprovalPolicy::modeTitle(ApprovalPolicy::Mode::ReadOnly),
                       int(ApprovalPolicy::Mode::ReadOnly));
    combo->setProperty("toolName", toolName);
    combo->setToolTip(readOnlyChoice
                          ? tr("Ask: you approve every call. Always: runs without asking. "
                               "Read-only: runs without asking when the tool says readOnlyHint. "
                               "Destructive tools and invalid arguments always ask.")
                          : tr("Ask: you approve every call. Always: runs without asking "
                               "(unless its arguments are invalid)."));
    const std::optional<ApprovalPolicy::Mode> mode = m_set.policy.toolMode(toolName);
    int index = mode ? combo->findData(int(*mode)) : 0;
    if (index < 0) // Read-only set on a tool without hints: shown as it is, still honoured
    {
        combo->addItem(ApprovalPolicy::modeTitle(*mode), int(*mode));
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
    combo->setItemText(
        0, tr("Default (%1)").arg(ApprovalPolicy::modeTitle(m_set.policy.defaultMode())));
    connect(combo, &QComboBox::activated, this,
            [this, combo, toolName] { setToolPolicy(toolName, combo->currentData().toInt()); });
    return combo;
}

void LocalHandlersPanel::setToolPolicy(const QString& toolName, int mode)
{
    if (mode < 0)
        m_set.policy.clearToolMode(toolName);
    else
        m_set.policy.setToolMode(toolName, ApprovalPolicy::Mode(mode));
    m_session->setPolicy(m_set.policy);
    save();
    emit handlerSetChanged();
}

void LocalHandlersPanel::updatePolicyCombos()
{
    const QString defaultText =
        tr("Default (%1)").arg(ApprovalPolicy::modeTitle(m_set.policy.defaultMode()));
    for (QComboBox* combo : m_tree->findChildren<QComboBox*>()) {
        if (combo->objectName().startsWith(u"policyCombo:"_s))
            combo->setItemText(0, defaultText);
    }
}

std::optional<LocalHandlersPanel::Key> LocalHandlersPanel::selectedKey() const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item || !item->isSelected())
        return std::nullopt;
    return Key{HandlerKind(item->data(0, KindRole).toInt()), item->data(0, HandlerRole).toString()};
}

bool LocalHandlersPanel::selectHandler(HandlerKind kind, const QString& name)
{
    QTreeWidgetItem* item = handlerItem(kind, name);
    if (!item)
        return false;
    m_tree->setCurrentItem(item);
    item->setSelected(true);
    return true;
}

void LocalHandlersPanel::updateActions()
{
    const std::optional<Key> key = selectedKey();
    const auto status = key ? m_session->handler(key->kind, key->name) : std::nullopt;
    using State = LocalToolSession::HandlerState;
    const bool startable = status && status->kind != HandlerKind::Command;
    const bool running =
        status && (status->state == State::Ready || status->state == State::Starting);
    const bool testing = key && m_testsPending.contains(*key);
    m_editAction->setEnabled(status.has_value());
    m_removeAction->setEnabled(status.has_value());
    m_startAction->setEnabled(startable && !running);
    m_stopAction->setEnabled(startable && running);
    m_logAction->setEnabled(status.has_value());
    bool canTest = status.has_value() && !testing;
    if (canTest && status->kind == HandlerKind::Command) {
        QString error;
        canTest = status->state == State::Ready && parseArgs(m_testArgsEdit->text(), &error);
    } else if (canTest) {
        canTest = status->state != State::Starting;
    }
    m_testAction->setEnabled(canTest);
    m_tree->parentWidget()->setVisible(!m_set.isEmpty()); // the splitter: tree and test box
}

void LocalHandlersPanel::updateTestArgs()
{
    const std::optional<Key> key = selectedKey();
    const bool command = key && key->kind == HandlerKind::Command;
    m_testArgsLabel->setVisible(command);
    m_testArgsEdit->setVisible(command);
    QString error;
    const bool bad = command && !parseArgs(m_testArgsEdit->text(), &error);
    m_testArgsMessage->setText(bad ? error : QString());
    m_testArgsMessage->setVisible(bad);
}

// ---- Actions

void LocalHandlersPanel::addHandler(HandlerKind kind)
{
    auto* dialog = new LocalHandlerDialog(kind, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QStringList servers;
    for (const McpServerConfig& c : std::as_const(m_set.mcpServers))
        servers << c.name;
    QStringList tools;
    for (const auto& p : std::as_const(m_set.a2aPeers))
        tools << p.refName;
    for (const auto& c : std::as_const(m_set.commands))
        tools << c.toolName;
    dialog->setTakenNames(servers, tools);
    connect(dialog, &QDialog::accepted, this, [this, dialog, kind] {
        LocalHandlerSet set = m_set;
        QString name;
        switch (kind) {
        case HandlerKind::Mcp:
            set.mcpServers.append(dialog->mcpServer());
            name = set.mcpServers.constLast().name;
            break;
        case HandlerKind::A2a:
            set.a2aPeers.append(dialog->a2aPeer());
            name = set.a2aPeers.constLast().refName;
            break;
        case HandlerKind::Command:
        case HandlerKind::None:
            set.commands.append(dialog->command());
            name = set.commands.constLast().toolName;
            break;
        }
        setHandlerSet(set);
        selectHandler(kind == HandlerKind::None ? HandlerKind::Command : kind, name);
    });
    dialog->open();
}

void LocalHandlersPanel::editSelected()
{
    const std::optional<Key> key = selectedKey();
    if (!key)
        return;
    auto* dialog = new LocalHandlerDialog(key->kind, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QStringList servers;
    for (const McpServerConfig& c : std::as_const(m_set.mcpServers)) {
        if (!(key->kind == HandlerKind::Mcp && c.name == key->name))
            servers << c.name;
    }
    QStringList tools;
    for (const auto& p : std::as_const(m_set.a2aPeers)) {
        if (!(key->kind == HandlerKind::A2a && p.refName == key->name))
            tools << p.refName;
    }
    for (const auto& c : std::as_const(m_set.commands)) {
        if (!(key->kind == HandlerKind::Command && c.toolName == key->name))
            tools << c.toolName;
    }
    dialog->setTakenNames(servers, tools);
    switch (key->kind) {
    case HandlerKind::Mcp:
        if (const McpServerConfig* config = m_set.mcpServer(key->name))
            dialog->setMcpServer(*config);
        if (const McpClient* client = m_session->mcpClient(key->name))
            dialog->setKnownTools(client->tools());
        break;
    case HandlerKind::A2a:
        if (const auto* peer = m_set.a2aPeer(key->name))
            dialog->setA2aPeer(*peer);
        break;
    case HandlerKind::Command:
    case HandlerKind::None:
        if (const auto* command = m_set.command(key->name))
            dialog->setCommand(*command);
        break;
    }
    const Key edited = *key;
    connect(dialog, &QDialog::accepted, this, [this, dialog, edited] {
        LocalHandlerSet set = m_set;
        QString name = edited.name;
        switch (edited.kind) {
        case HandlerKind::Mcp:
            for (McpServerConfig& c : set.mcpServers) {
                if (c.name == edited.name) {
                    c = dialog->mcpServer();
                    name = c.name;
                }
            }
            break;
        case HandlerKind::A2a:
            for (auto& p : set.a2aPeers) {
                if (p.refName == edited.name) {
                    p = dialog->a2aPeer();
                    name = p.refName;
                }
            }
            break;
        case HandlerKind::Command:
        case HandlerKind::None:
            for (auto& c : set.commands) {
                if (c.toolName == edited.name) {
                    c = dialog->command();
                    name = c.toolName;
                }
            }
            break;
        }
        // The tool's approval follows a renamed A2A peer or command.
        if (edited.kind != HandlerKind::Mcp && name != edited.name) {
            if (const auto mode = set.policy.toolMode(edited.name)) {
                set.policy.clearToolMode(edited.name);
                set.policy.setToolMode(name, *mode);
            }
        }
        // A renamed handler that ran is started under its new name.
        const auto status = m_session->handler(edited.kind, edited.name);
        setHandlerSet(set);
        if (name != edited.name && status &&
            (status->state == LocalToolSession::HandlerState::Ready ||
             status->state == LocalToolSession::HandlerState::Starting))
            m_session->startHandler(edited.kind, name);
        selectHandler(edited.kind, name);
    });
    dialog->open();
}

void LocalHandlersPanel::removeSelected()
{
    const std::optional<Key> key = selectedKey();
    if (!key)
        return;
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Remove Handler"),
                        tr("Remove \"%1\" from this connection's local handlers?").arg(key->name),
                        QMessageBox::Cancel, this);
    box->setObjectName(u"removeHandlerBox"_s);
    box->setInformativeText(key->kind == HandlerKind::Mcp
                                ? tr("The server is stopped; its settings and stored header "
                                     "values are forgotten.")
                                : tr("Its settings and stored header values are forgotten."));
    QPushButton* remove = box->addButton(tr("Remove"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    const Key removed = *key;
    connect(box, &QMessageBox::finished, this, [this, box, remove, removed] {
        if (box->clickedButton() != remove)
            return;
        LocalHandlerSet set = m_set;
        switch (removed.kind) {
        case HandlerKind::Mcp:
            if (const McpClient* client = m_session->mcpClient(removed.name)) {
                for (const QString& tool : client->resolution().modelNames())
                    set.policy.clearToolMode(tool);
            }
            set.mcpServers.removeIf(
                [&](const McpServerConfig& c) { return c.name == removed.name; });
            break;
        case HandlerKind::A2a:
            set.a2aPeers.removeIf(
                [&](const LocalHandlerSet::A2aPeer& p) { return p.refName == removed.name; });
            set.policy.clearToolMode(removed.name);
            break;
        case HandlerKind::Command:
        case HandlerKind::None:
            set.commands.removeIf(
                [&](const LocalHandlerSet::Command& c) { return c.toolName == removed.name; });
            set.policy.clearToolMode(removed.name);
            break;
        }
        if (HandlerLogDialog* log = m_logs.take(removed))
            log->detach();
        setHandlerSet(set);
    });
    box->open();
}

bool LocalHandlersPanel::startHandler(HandlerKind kind, const QString& name)
{
    const bool started = m_session->startHandler(kind, name);
    updateActions();
    return started;
}

bool LocalHandlersPanel::stopHandler(HandlerKind kind, const QString& name)
{
    m_testsPending.remove(Key{kind, name});
    const bool stopped = m_session->stopHandler(kind, name);
    updateActions();
    return stopped;
}

bool LocalHandlersPanel::testHandler(HandlerKind kind, const QString& name)
{
    const auto status = m_session->handler(kind, name);
    const Key key{kind, name};
    if (!status || m_testsPending.contains(key))
        return false;
    using State = LocalToolSession::HandlerState;
    switch (kind) {
    case HandlerKind::Mcp:
        m_testOutput->setPlainText(tr("Starting the MCP server \"%1\"…").arg(name));
        if (status->state == State::Ready) {
            finishTest(key, true, mcpReport(name));
            return true;
        }
        m_testsPending.insert(key);
        if (status->state != State::Starting)
            m_session->startHandler(kind, name);
        break;
    case HandlerKind::A2a:
        m_testOutput->setPlainText(tr("Fetching the agent card of \"%1\"…").arg(name));
        m_testsPending.insert(key);
        m_session->restartHandler(kind, name);
        break;
    case HandlerKind::Command: {
        CommandHandler* handler = m_session->commandHandler(name);
        QString error;
        const std::optional<QJsonObject> args = parseArgs(m_testArgsEdit->text(), &error);
        if (!handler || !args) {
            m_testOutput->setPlainText(error);
            return false;
        }
        m_testsPending.insert(key);
        const QString toolUseId = u"test-"_s + QString::number(++m_testRuns);
        m_testOutput->setPlainText(
            tr("Running %1 with %2…")
                .arg(handler->program(),
                     QString::fromUtf8(QJsonDocument(*args).toJson(QJsonDocument::Compact))));
        handler->run(name, toolUseId, *args, this, [this, key](const CommandOutcome& outcome) {
            QString state;
            if (outcome.failedToStart)
                state = tr("did not start");
            else if (outcome.timedOut)
                state = tr("timed out after %1 ms").arg(outcome.elapsedMs);
            else if (outcome.crashed)
                state = tr("crashed after %1 ms").arg(outcome.elapsedMs);
            else
                state = tr("exit code %1 after %2 ms").arg(outcome.exitCode).arg(outcome.elapsedMs);
            QStringList lines{tr("Command \"%1\": %2").arg(key.name, state)};
            lines << QString() << tr("stdout:")
                  << (outcome.stdoutBytes.isEmpty() ? tr("(nothing)")
                                                    : QString::fromUtf8(outcome.stdoutBytes));
            lines << QString() << tr("stderr:")
                  << (outcome.stderrBytes.isEmpty() ? tr("(nothing)")
                                                    : QString::fromUtf8(outcome.stderrBytes));
            const bool ok = !outcome.answer.error.has_value();
            lines << QString()
                  << (ok ? tr("A call would be answered with this result.")
                         : tr("A call would be answered with an error: %1")
                               .arg(outcome.answer.error.value_or(QString())));
            finishTest(key, ok, lines.join(u'\n'));
        });
        break;
    }
    case HandlerKind::None:
        return false;
    }
    updateActions();
    return true;
}

QString LocalHandlersPanel::mcpReport(const QString& name) const
{
    const McpClient* client = m_session->mcpClient(name);
    if (!client)
        return {};
    const QJsonObject info = client->serverInfo();
    QStringList lines;
    lines << tr("MCP server \"%1\" is ready.").arg(name);
    lines << tr("Server: %1 %2 (protocol %3)")
                 .arg(info.value("title"_L1).toString(info.value("name"_L1).toString()),
                      info.value("version"_L1).toString(), client->protocolVersion());
    const McpResolution resolution = client->resolution();
    QStringList tools;
    for (const QString& model : resolution.modelNames()) {
        const QString server = resolution.serverToolName(model);
        tools << (server == model ? model : tr("%1 (%2)").arg(model, server));
    }
    lines << tr("%n tool(s): %1", nullptr, int(tools.size())).arg(tools.join(u", "_s));
    if (!resolution.omittedTools().isEmpty())
        lines << tr("Left out: %1").arg(resolution.omittedTools().join(u", "_s));
    if (!client->instructions().isEmpty())
        lines << QString() << tr("Instructions: %1").arg(client->instructions());
    return lines.join(u'\n');
}

QString LocalHandlersPanel::a2aReport(const QString& name) const
{
    const A2aClient* client = m_session->a2aClient(name);
    if (!client)
        return {};
    const QJsonObject card = client->card();
    const A2aEndpoint endpoint = client->endpoint();
    QStringList lines;
    lines << tr("Agent card of \"%1\": %2 %3")
                 .arg(name, card.value("name"_L1).toString(), card.value("version"_L1).toString())
                 .trimmed();
    if (const QString description = card.value("description"_L1).toString(); !description.isEmpty())
        lines << description;
    lines << tr("Speaks %1 at %2")
                 .arg(A2aClient::protocolName(endpoint.protocol), endpoint.url.toDisplayString());
    lines << tr("Calls are routed by %1").arg(A2aClient::peerKey(card));
    const QJsonArray skills = card.value("skills"_L1).toArray();
    lines << tr("%n skill(s):", nullptr, int(skills.size()));
    for (const QJsonValue& value : skills) {
        const QJsonObject skill = value.toObject();
        const QString description = skill.value("description"_L1).toString();
        lines << u"  • "_s + skill.value("name"_L1).toString(skill.value("id"_L1).toString()) +
                     (description.isEmpty() ? QString() : u" — "_s + description);
    }
    return lines.join(u'\n');
}

void LocalHandlersPanel::onHandlerStateChanged(HandlerKind kind, const QString& name)
{
    updateHandlerItem(kind, name);
    const Key key{kind, name};
    if (!m_testsPending.contains(key))
        return;
    const auto status = m_session->handler(kind, name);
    if (!status)
        return;
    using State = LocalToolSession::HandlerState;
    if (status->state == State::Ready)
        finishTest(key, true, kind == HandlerKind::Mcp ? mcpReport(name) : a2aReport(name));
    else if (status->state == State::Failed)
        finishTest(key, false, tr("\"%1\" failed: %2").arg(name, status->error));
}

void LocalHandlersPanel::finishTest(const Key& key, bool ok, const QString& report)
{
    m_testsPending.remove(key);
    QPalette p = m_testOutput->palette();
    p.setColor(QPalette::Text,
               ok ? palette().color(QPalette::Text) : toneColor(Tone::Danger, palette()));
    m_testOutput->setPalette(p);
    m_testOutput->setPlainText(report);
    updateActions();
    emit testFinished(key.kind, key.name, ok, report);
}

// ---- Logs

HandlerLogDialog* LocalHandlersPanel::openLog(const QString& handlerName)
{
    for (HandlerKind kind : {HandlerKind::Mcp, HandlerKind::A2a, HandlerKind::Command}) {
        if (m_session->handler(kind, handlerName))
            return openLog(kind, handlerName);
    }
    return nullptr;
}

HandlerLogDialog* LocalHandlersPanel::openLog(HandlerKind kind, const QString& name)
{
    if (!m_session->handler(kind, name))
        return nullptr;
    const Key key{kind, name};
    HandlerLogDialog* dialog = m_logs.value(key);
    if (!dialog) {
        dialog = new HandlerLogDialog(this);
        dialog->setObjectName(u"handlerLogDialog:"_s + name);
        m_logs.insert(key, dialog);
        switch (kind) {
        case HandlerKind::Mcp:
            dialog->setMcpClient(m_session->mcpClient(name));
            break;
        case HandlerKind::A2a:
            dialog->setA2aClient(m_session->a2aClient(name));
            break;
        case HandlerKind::Command:
            dialog->setCommandHandler(m_session->commandHandler(name));
            break;
        case HandlerKind::None:
            break;
        }
    }
    QString kindText;
    switch (kind) {
    case HandlerKind::Mcp:
        kindText = tr("MCP server \"%1\"").arg(name);
        break;
    case HandlerKind::A2a:
        kindText = tr("A2A peer \"%1\"").arg(name);
        break;
    case HandlerKind::Command:
    case HandlerKind::None:
        kindText = tr("command tool \"%1\"").arg(name);
        break;
    }
    dialog->setHandlerName(kindText);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

} // namespace mantyx
