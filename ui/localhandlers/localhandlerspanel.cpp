// SPDX-License-Identifier: MIT
// LocalHandlersPanel: the handler view with its badges and policy combos over the manager's
// model, the actions on the selection, test output, and log windows.
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
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerdialog.h"
#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/localhandlersmanager.h"
#include "localtools/localhandlersmodel.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "protocol/displaytext.h"
#include "secrets/secretstore.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

using Model = LocalHandlersModel;
using Tone = LocalHandlersModel::Tone;
constexpr int NameColumn = Model::NameColumn;
constexpr int StateColumn = Model::StateColumn;
constexpr int PolicyColumn = Model::PolicyColumn;
constexpr int ColumnCount = Model::ColumnCount;

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

QIcon stateIcon(LocalToolSession::HandlerState state, const QPalette& palette);

// Small rounded labels: the handler's kind before its name, a tool's hints after its name; the
// state's coloured dot, a failure in the danger colour, a left-out tool muted.
class BadgeDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QVariant state = index.data(Model::HandlerStateRole);
        if (state.isValid()) {
            const auto handlerState = LocalToolSession::HandlerState(state.toInt());
            option->icon = stateIcon(handlerState, option->palette);
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->decorationSize =
                option->icon.actualSize(option->decorationSize, QIcon::Normal, QIcon::Off);
            if (handlerState == LocalToolSession::HandlerState::Failed)
                option->palette.setColor(QPalette::Text, toneColor(Tone::Danger, option->palette));
        }
        if (index.data(Model::MutedRole).toBool())
            option->palette.setColor(QPalette::Text,
                                     option->palette.color(QPalette::PlaceholderText));
    }

public:
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        const QString leading = index.data(Model::LeadingBadgeRole).toString();
        const QVariantList badges = index.data(Model::BadgesRole).toList();
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
        const QString leading = index.data(Model::LeadingBadgeRole).toString();
        if (!leading.isEmpty())
            size.rwidth() += fm.horizontalAdvance(leading) + 16;
        for (const QVariant& b : index.data(Model::BadgesRole).toList())
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
    // Painted once per colour: the delegate asks on every paint.
    static QHash<QRgb, QIcon> icons;
    if (const auto it = icons.constFind(colour.rgba()); it != icons.cend())
        return *it;
    QPixmap pixmap(20, 20);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(4, 4, 12, 12));
    painter.end();
    const QIcon icon(pixmap);
    icons.insert(colour.rgba(), icon);
    return icon;
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

    m_tree = new QTreeView(this);
    m_tree->setObjectName(u"handlerTree"_s);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers); // the policy column has combos
    m_tree->setItemDelegate(new BadgeDelegate(m_tree));
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setExpandsOnDoubleClick(false);
    m_tree->header()->setStretchLastSection(true);
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
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid() && index.data(Model::ToolRole).toString().isEmpty())
            editSelected();
    });
    connect(m_testArgsEdit, &QLineEdit::textChanged, this, [this] {
        updateTestArgs();
        updateActions();
    });
    connect(m_defaultPolicyCombo, &QComboBox::activated, this, [this] {
        if (LocalHandlersManager* handlers = m_manager)
            handlers->setDefaultPolicy(
                ApprovalPolicy::Mode(m_defaultPolicyCombo->currentData().toInt()));
    });

    retranslateUi();
    setManager(nullptr);
}

LocalHandlersPanel::~LocalHandlersPanel()
{
    // The log windows are children; the manager and its session go on without this view.
    if (LocalHandlersManager* handlers = m_manager)
        disconnect(handlers, nullptr, this, nullptr);
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
    if (m_model)
        m_model->retranslate(); // the header and the rows' texts
    // The policy combos: their titles, and their tool tips.
    for (QComboBox* combo : m_tree->findChildren<QComboBox*>()) {
        if (!combo->objectName().startsWith(u"policyCombo:"_s))
            continue;
        for (int i = 1; i < combo->count(); ++i)
            combo->setItemText(
                i, ApprovalPolicy::modeTitle(ApprovalPolicy::Mode(combo->itemData(i).toInt())));
        combo->setToolTip(combo->property("readOnlyChoice").toBool()
                              ? tr("Ask: you approve every call. Always: runs without asking. "
                                   "Read-only: runs without asking when the tool says "
                                   "readOnlyHint. Destructive tools and invalid arguments always "
                                   "ask.")
                              : tr("Ask: you approve every call. Always: runs without asking "
                                   "(unless its arguments are invalid)."));
    }
    updatePolicyCombos();
    updateTestArgs();
}

void LocalHandlersPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// ---- The manager

void LocalHandlersPanel::setManager(LocalHandlersManager* manager)
{
    if (LocalHandlersManager* old = m_manager)
        disconnect(old, nullptr, this, nullptr);
    m_manager = manager;
    LocalHandlersModel* oldModel = m_model;
    QItemSelectionModel* oldSelection = m_tree->selectionModel(); // the view's, not deleted by it
    m_model = manager ? new LocalHandlersModel(manager, this) : nullptr;
    m_tree->setModel(m_model);
    if (oldSelection) {
        disconnect(oldSelection, nullptr, this, nullptr);
        oldSelection->deleteLater();
    }
    if (oldModel)
        oldModel->deleteLater();
    if (m_model) {
        m_tree->setColumnWidth(NameColumn, 250);
        m_tree->setColumnWidth(StateColumn, 190);
        m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
        m_tree->header()->setSectionResizeMode(StateColumn, QHeaderView::Interactive);
        m_tree->header()->setSectionResizeMode(PolicyColumn, QHeaderView::ResizeToContents);
        connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
                &LocalHandlersPanel::onModelAboutToBeReset);
        connect(m_model, &QAbstractItemModel::modelReset, this, &LocalHandlersPanel::onModelReset);
        connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                [this](const QModelIndex& parent) {
                    const QModelIndex current = m_tree->currentIndex();
                    if (parent.isValid() && current.parent() == parent) {
                        m_reselectParent = Key{HandlerKind(parent.data(Model::KindRole).toInt()),
                                               parent.data(Model::HandlerRole).toString()};
                        m_reselectTool = current.data(Model::ToolRole).toString();
                    }
                });
        connect(m_model, &QAbstractItemModel::rowsRemoved, this,
                &LocalHandlersPanel::onToolsRemoved);
        connect(m_model, &QAbstractItemModel::rowsInserted, this,
                &LocalHandlersPanel::onToolsInserted);
        connect(m_model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                    if (topLeft.column() <= PolicyColumn && bottomRight.column() >= PolicyColumn)
                        updatePolicyCombos();
                });
        connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
            updateActions();
            updateTestArgs();
        });
        connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
            updateActions();
            updateTestArgs();
        });
    }
    if (manager) {
        connect(manager, &LocalHandlersManager::sessionReplaced, this,
                &LocalHandlersPanel::onSessionReplaced);
        connect(manager, &LocalHandlersManager::handlerSetChanged, this,
                &LocalHandlersPanel::onSetChanged);
        connect(manager, &LocalHandlersManager::handlerStateChanged, this,
                &LocalHandlersPanel::updateActions);
        connect(manager, &LocalHandlersManager::statusChanged, this,
                &LocalHandlersPanel::showStatus);
        connect(manager, &LocalHandlersManager::storageProblem, this,
                &LocalHandlersPanel::storageProblem);
        connect(manager, &LocalHandlersManager::testStarted, this,
                [this](HandlerKind, const QString&, const QString& message) {
                    m_testOutput->setPlainText(message);
                    updateActions();
                });
        connect(manager, &LocalHandlersManager::testFinished, this,
                [this](HandlerKind kind, const QString& name, bool ok, const QString& report) {
                    showTestOutput(report, ok);
                    updateActions();
                    emit testFinished(kind, name, ok, report);
                });
        if (!m_profileKey.isEmpty() && manager->profileKey() != m_profileKey)
            manager->setProfileKey(m_profileKey);
        else
            m_profileKey = manager->profileKey();
    }
    m_addButton->setEnabled(manager != nullptr);
    m_collapsed.clear();
    m_resetSelection.reset();
    onModelReset();
    onSetChanged();
    showStatus();
    emit sessionReplaced(session());
}

void LocalHandlersPanel::setProfileKey(const QString& profileKey)
{
    m_profileKey = profileKey;
    if (LocalHandlersManager* handlers = m_manager)
        handlers->setProfileKey(profileKey);
}

LocalHandlerSet LocalHandlersPanel::handlerSet() const
{
    const LocalHandlersManager* handlers = m_manager;
    return handlers ? handlers->handlerSet() : LocalHandlerSet();
}

void LocalHandlersPanel::setHandlerSet(const LocalHandlerSet& set)
{
    if (LocalHandlersManager* handlers = m_manager)
        handlers->setHandlerSet(set);
}

LocalToolSession* LocalHandlersPanel::session() const
{
    const LocalHandlersManager* handlers = m_manager;
    return handlers ? handlers->session() : nullptr;
}

bool LocalHandlersPanel::ensureStarted()
{
    LocalHandlersManager* handlers = m_manager;
    return handlers && handlers->ensureStarted();
}

void LocalHandlersPanel::onSessionReplaced(LocalToolSession* session)
{
    // Open log windows follow their handler into the new session.
    for (auto it = m_logs.begin(); it != m_logs.end(); ++it) {
        HandlerLogDialog* dialog = it.value();
        if (!dialog)
            continue;
        const Key& key = it.key();
        switch (key.kind) {
        case HandlerKind::Mcp:
            dialog->setMcpClient(session->mcpClient(key.name));
            break;
        case HandlerKind::A2a:
            dialog->setA2aClient(session->a2aClient(key.name));
            break;
        case HandlerKind::Command:
            dialog->setCommandHandler(session->commandHandler(key.name));
            break;
        case HandlerKind::None:
            break;
        }
    }
    emit sessionReplaced(session);
}

void LocalHandlersPanel::onSetChanged()
{
    const LocalHandlerSet set = handlerSet();
    m_emptyLabel->setVisible(set.isEmpty());
    m_defaultPolicyCombo->setCurrentIndex(
        m_defaultPolicyCombo->findData(int(set.policy.defaultMode())));
    updatePolicyCombos();
    updateActions();
    updateTestArgs();
    emit handlerSetChanged();
}

void LocalHandlersPanel::showStatus()
{
    const LocalHandlersManager* handlers = m_manager;
    const LocalHandlersManager::Status status =
        handlers ? handlers->status() : LocalHandlersManager::Status();
    QPalette p = palette();
    if (status.isError)
        p.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, palette()));
    m_statusLabel->setPalette(p);
    m_statusLabel->setText(status.text);
    m_statusLabel->setVisible(!status.text.isEmpty());
}

void LocalHandlersPanel::showTestOutput(const QString& text, bool ok)
{
    QPalette p = m_testOutput->palette();
    p.setColor(QPalette::Text,
               ok ? palette().color(QPalette::Text) : toneColor(Tone::Danger, palette()));
    m_testOutput->setPalette(p);
    m_testOutput->setPlainText(text);
}

// ---- The view

void LocalHandlersPanel::onModelAboutToBeReset()
{
    m_resetSelection = selectedKey();
    m_collapsed.clear();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (!m_tree->isExpanded(index))
            m_collapsed.insert(Key{HandlerKind(index.data(Model::KindRole).toInt()),
                                   index.data(Model::HandlerRole).toString()});
    }
}

void LocalHandlersPanel::onModelReset()
{
    m_reselectParent.reset();
    m_reselectTool.clear();
    if (m_model) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QModelIndex index = m_model->index(row, 0);
            addPolicyCombo(index.siblingAtColumn(PolicyColumn));
            for (int tool = 0; tool < m_model->rowCount(index); ++tool)
                addPolicyCombo(m_model->index(tool, PolicyColumn, index));
            m_tree->setExpanded(
                index, !m_collapsed.contains(Key{HandlerKind(index.data(Model::KindRole).toInt()),
                                                 index.data(Model::HandlerRole).toString()}));
        }
        if (m_resetSelection)
            selectHandler(m_resetSelection->kind, m_resetSelection->name);
        else if (m_model->rowCount() > 0)
            m_tree->setCurrentIndex(m_model->index(0, 0));
    }
    m_resetSelection.reset();
    updateActions();
    updateTestArgs();
}

void LocalHandlersPanel::onToolsRemoved(const QModelIndex& parent)
{
    // The current tool went with the list: its handler is current until the tool is back.
    if (m_reselectParent && parent.isValid() &&
        parent.data(Model::HandlerRole).toString() == m_reselectParent->name)
        m_tree->setCurrentIndex(parent.siblingAtColumn(0));
}

void LocalHandlersPanel::onToolsInserted(const QModelIndex& parent, int first, int last)
{
    if (!parent.isValid())
        return;
    for (int row = first; row <= last; ++row)
        addPolicyCombo(m_model->index(row, PolicyColumn, parent));
    if (m_reselectParent && parent.data(Model::HandlerRole).toString() == m_reselectParent->name) {
        const QModelIndex tool =
            m_model->toolIndex(m_reselectParent->kind, m_reselectParent->name, m_reselectTool);
        if (tool.isValid())
            m_tree->setCurrentIndex(tool);
    }
    m_reselectParent.reset();
    m_reselectTool.clear();
}

void LocalHandlersPanel::addPolicyCombo(const QModelIndex& index)
{
    const QString toolName = index.data(Model::PolicyToolRole).toString();
    if (toolName.isEmpty())
        return;
    const bool readOnlyChoice = index.parent().isValid(); // an MCP tool: it may say readOnlyHint
    auto* combo = new QComboBox;
    combo->setObjectName(u"policyCombo:"_s + toolName);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    combo->setProperty("readOnlyChoice", readOnlyChoice);
    for (const QVariant& mode : index.data(Model::PolicyChoicesRole).toList()) {
        const int value = mode.toInt();
        combo->addItem(
            value < 0 ? QString() : ApprovalPolicy::modeTitle(ApprovalPolicy::Mode(value)), value);
    }
    combo->setToolTip(readOnlyChoice
                          ? tr("Ask: you approve every call. Always: runs without asking. "
                               "Read-only: runs without asking when the tool says readOnlyHint. "
                               "Destructive tools and invalid arguments always ask.")
                          : tr("Ask: you approve every call. Always: runs without asking "
                               "(unless its arguments are invalid)."));
    const QPersistentModelIndex cell(index);
    connect(combo, &QComboBox::activated, this, [this, combo, cell] {
        if (m_model && cell.isValid())
            m_model->setData(cell, combo->currentData(), Qt::EditRole);
    });
    m_tree->setIndexWidget(index, combo);
    updatePolicyCombos();
}

void LocalHandlersPanel::updatePolicyCombos()
{
    if (!m_model)
        return;
    const QString defaultText =
        tr("Default (%1)").arg(ApprovalPolicy::modeTitle(handlerSet().policy.defaultMode()));
    const auto sync = [&](const QModelIndex& index) {
        auto* combo = qobject_cast<QComboBox*>(m_tree->indexWidget(index));
        if (!combo)
            return;
        combo->setItemText(0, defaultText);
        const int mode = index.data(Qt::EditRole).toInt();
        int at = combo->findData(mode);
        if (at < 0) { // Read-only set on a tool without hints: shown as it is, still honoured
            combo->addItem(ApprovalPolicy::modeTitle(ApprovalPolicy::Mode(mode)), mode);
            at = combo->count() - 1;
        }
        if (combo->currentIndex() != at)
            combo->setCurrentIndex(at);
    };
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex handler = m_model->index(row, 0);
        sync(handler.siblingAtColumn(PolicyColumn));
        for (int tool = 0; tool < m_model->rowCount(handler); ++tool)
            sync(m_model->index(tool, PolicyColumn, handler));
    }
}

std::optional<LocalHandlersPanel::Key> LocalHandlersPanel::selectedKey() const
{
    const QModelIndex current = m_tree->currentIndex();
    if (!current.isValid() || !m_tree->selectionModel() ||
        !m_tree->selectionModel()->isSelected(current))
        return std::nullopt;
    return Key{HandlerKind(current.data(Model::KindRole).toInt()),
               current.data(Model::HandlerRole).toString()};
}

bool LocalHandlersPanel::selectHandler(HandlerKind kind, const QString& name)
{
    const QModelIndex index = m_model ? m_model->handlerIndex(kind, name) : QModelIndex();
    if (!index.isValid())
        return false;
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    return true;
}

void LocalHandlersPanel::updateActions()
{
    const std::optional<Key> key = selectedKey();
    LocalToolSession* tools = session();
    const auto status = key && tools ? tools->handler(key->kind, key->name) : std::nullopt;
    using State = LocalToolSession::HandlerState;
    const bool startable = status && status->kind != HandlerKind::Command;
    const bool running =
        status && (status->state == State::Ready || status->state == State::Starting);
    const LocalHandlersManager* handlers = m_manager;
    const bool testing = key && handlers && handlers->isTesting(key->kind, key->name);
    m_editAction->setEnabled(status.has_value());
    m_removeAction->setEnabled(status.has_value());
    m_startAction->setEnabled(startable && !running);
    m_stopAction->setEnabled(startable && running);
    m_logAction->setEnabled(status.has_value());
    bool canTest = status.has_value() && !testing;
    if (canTest && status->kind == HandlerKind::Command) {
        canTest = status->state == State::Ready &&
                  LocalHandlersManager::parseTestArguments(m_testArgsEdit->text(), nullptr);
    } else if (canTest) {
        canTest = status->state != State::Starting;
    }
    m_testAction->setEnabled(canTest);
    m_tree->parentWidget()->setVisible(!handlerSet().isEmpty()); // the splitter: tree and test box
}

void LocalHandlersPanel::updateTestArgs()
{
    const std::optional<Key> key = selectedKey();
    const bool command = key && key->kind == HandlerKind::Command;
    m_testArgsLabel->setVisible(command);
    m_testArgsEdit->setVisible(command);
    QString error;
    const bool bad =
        command && !LocalHandlersManager::parseTestArguments(m_testArgsEdit->text(), &error);
    m_testArgsMessage->setText(bad ? error : QString());
    m_testArgsMessage->setVisible(bad);
}

// ---- Actions

void LocalHandlersPanel::addHandler(HandlerKind kind)
{
    const LocalHandlersManager* current = m_manager;
    if (!current)
        return;
    auto* dialog = new LocalHandlerDialog(kind, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTakenNames(current->takenServerNames(), current->takenToolNames());
    connect(dialog, &QDialog::accepted, this, [this, dialog, kind] {
        LocalHandlersManager* handlers = m_manager;
        if (!handlers)
            return;
        QString name;
        switch (kind) {
        case HandlerKind::Mcp:
            name = dialog->mcpServer().name;
            handlers->addMcpServer(dialog->mcpServer());
            break;
        case HandlerKind::A2a:
            name = dialog->a2aPeer().refName;
            handlers->addA2aPeer(dialog->a2aPeer());
            break;
        case HandlerKind::Command:
        case HandlerKind::None:
            name = dialog->command().toolName;
            handlers->addCommand(dialog->command());
            break;
        }
        selectHandler(kind == HandlerKind::None ? HandlerKind::Command : kind, name);
    });
    dialog->open();
}

void LocalHandlersPanel::editSelected()
{
    const std::optional<Key> key = selectedKey();
    const LocalHandlersManager* current = m_manager;
    if (!key || !current)
        return;
    auto* dialog = new LocalHandlerDialog(key->kind, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setTakenNames(current->takenServerNames(key->kind, key->name),
                          current->takenToolNames(key->kind, key->name));
    const LocalHandlerSet& set = current->handlerSet();
    switch (key->kind) {
    case HandlerKind::Mcp:
        if (const McpServerConfig* config = set.mcpServer(key->name))
            dialog->setMcpServer(*config);
        if (const McpClient* client = current->session()->mcpClient(key->name))
            dialog->setKnownTools(client->tools());
        break;
    case HandlerKind::A2a:
        if (const auto* peer = set.a2aPeer(key->name))
            dialog->setA2aPeer(*peer);
        break;
    case HandlerKind::Command:
    case HandlerKind::None:
        if (const auto* command = set.command(key->name))
            dialog->setCommand(*command);
        break;
    }
    const Key edited = *key;
    connect(dialog, &QDialog::accepted, this, [this, dialog, edited] {
        LocalHandlersManager* handlers = m_manager;
        if (!handlers)
            return;
        QString name = edited.name;
        switch (edited.kind) {
        case HandlerKind::Mcp:
            name = dialog->mcpServer().name;
            handlers->replaceMcpServer(edited.name, dialog->mcpServer());
            break;
        case HandlerKind::A2a:
            name = dialog->a2aPeer().refName;
            handlers->replaceA2aPeer(edited.name, dialog->a2aPeer());
            break;
        case HandlerKind::Command:
        case HandlerKind::None:
            name = dialog->command().toolName;
            handlers->replaceCommand(edited.name, dialog->command());
            break;
        }
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
        LocalHandlersManager* handlers = m_manager;
        if (box->clickedButton() != remove || !handlers)
            return;
        if (HandlerLogDialog* log = m_logs.take(removed))
            log->detach();
        handlers->removeHandler(removed.kind, removed.name);
    });
    box->open();
}

bool LocalHandlersPanel::startHandler(HandlerKind kind, const QString& name)
{
    LocalHandlersManager* handlers = m_manager;
    const bool started = handlers && handlers->startHandler(kind, name);
    updateActions();
    return started;
}

bool LocalHandlersPanel::stopHandler(HandlerKind kind, const QString& name)
{
    LocalHandlersManager* handlers = m_manager;
    const bool stopped = handlers && handlers->stopHandler(kind, name);
    updateActions();
    return stopped;
}

bool LocalHandlersPanel::testHandler(HandlerKind kind, const QString& name)
{
    LocalHandlersManager* handlers = m_manager;
    if (!handlers)
        return false;
    QJsonObject arguments;
    if (kind == HandlerKind::Command) {
        QString error;
        const std::optional<QJsonObject> parsed =
            LocalHandlersManager::parseTestArguments(m_testArgsEdit->text(), &error);
        if (!parsed) {
            m_testOutput->setPlainText(error);
            return false;
        }
        arguments = *parsed;
    }
    const bool started = handlers->testHandler(kind, name, arguments);
    updateActions();
    return started;
}

// ---- Logs

HandlerLogDialog* LocalHandlersPanel::openLog(const QString& handlerName)
{
    LocalToolSession* tools = session();
    for (HandlerKind kind : {HandlerKind::Mcp, HandlerKind::A2a, HandlerKind::Command}) {
        if (tools && tools->handler(kind, handlerName))
            return openLog(kind, handlerName);
    }
    return nullptr;
}

HandlerLogDialog* LocalHandlersPanel::openLog(HandlerKind kind, const QString& name)
{
    LocalToolSession* tools = session();
    if (!tools || !tools->handler(kind, name))
        return nullptr;
    const Key key{kind, name};
    HandlerLogDialog* dialog = m_logs.value(key);
    if (!dialog) {
        dialog = new HandlerLogDialog(this);
        dialog->setObjectName(u"handlerLogDialog:"_s + name);
        m_logs.insert(key, dialog);
        switch (kind) {
        case HandlerKind::Mcp:
            dialog->setMcpClient(tools->mcpClient(name));
            break;
        case HandlerKind::A2a:
            dialog->setA2aClient(tools->a2aClient(name));
            break;
        case HandlerKind::Command:
            dialog->setCommandHandler(tools->commandHandler(name));
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
