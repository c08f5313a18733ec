// SPDX-License-Identifier: MIT
// ToolListEditor: the tools list, its buttons, and one lazily made editor per ref.
#include "composer/toollisteditor.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include "composer/a2alocaltooleditor.h"
#include "composer/a2atooleditor.h"
#include "composer/localtooleditor.h"
#include "composer/mantyxplugintooleditor.h"
#include "composer/mantyxtooleditor.h"
#include "composer/mcplocaltooleditor.h"
#include "composer/mcptooleditor.h"
#include "composer/rawtooleditor.h"
#include "protocol/jsonpath.h"
#include "protocol/specvalidator.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr QLatin1StringView kTools = "tools"_L1;
constexpr int kMaxTooltipIssues = 6;

QColor kindColor(const QString& kind)
{
    switch (toolKindFromName(kind)) {
    case ToolKind::Local:
        return QColor(0x00, 0x79, 0x6b);
    case ToolKind::A2aLocal:
        return QColor(0x5e, 0x35, 0xb1);
    case ToolKind::McpLocal:
        return QColor(0xd8, 0x43, 0x15);
    case ToolKind::Mantyx:
        return QColor(0x45, 0x5a, 0x64);
    case ToolKind::MantyxPlugin:
        return QColor(0x6d, 0x4c, 0x41);
    case ToolKind::A2a:
        return QColor(0x39, 0x49, 0xab);
    case ToolKind::Mcp:
        return QColor(0xef, 0x6c, 0x00);
    case ToolKind::Unknown:
        break;
    }
    return QColor(0x75, 0x75, 0x75);
}

// Paints a row: a kind badge, the name (bold) over a detail line, and the problem marker.
class ToolItemDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const override
    {
        const QFontMetrics fm(option.font);
        return QSize(200, fm.height() * 2 + 12);
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        opt.icon = QIcon();
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : nullptr;
        if (style)
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QRect r = option.rect.adjusted(6, 4, -6, -4);
        const QString kind = index.data(ToolListEditor::KindRole).toString();

        QFont badgeFont = option.font;
        badgeFont.setPointSizeF(std::max(6.0, badgeFont.pointSizeF() * 0.8));
        const QFontMetrics bfm(badgeFont);
        const int badgeWidth = bfm.horizontalAdvance(u"mantyx_plugin"_s) + 10;
        const QRect badge(r.left(), r.top() + (r.height() - bfm.height() - 4) / 2, badgeWidth,
                          bfm.height() + 4);
        QPainterPath path;
        path.addRoundedRect(badge, 4, 4);
        painter->fillPath(path, kindColor(kind));
        painter->setPen(Qt::white);
        painter->setFont(badgeFont);
        painter->drawText(badge, Qt::AlignCenter, kind.isEmpty() ? u"?"_s : kind);

        const int severity = index.data(ToolListEditor::SeverityRole).toInt();
        const int markerSize = severity > 0 ? 16 : 0;
        const QRect text(badge.right() + 8, r.top(), r.right() - badge.right() - 8 - markerSize - 4,
                         r.height());
        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorGroup group =
            option.state & QStyle::State_Active ? QPalette::Active : QPalette::Inactive;
        QFont nameFont = option.font;
        nameFont.setBold(true);
        const QFontMetrics nfm(nameFont);
        painter->setFont(nameFont);
        painter->setPen(
            option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        const QString name = index.data(Qt::DisplayRole).toString();
        painter->drawText(QRect(text.left(), text.top(), text.width(), nfm.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          nfm.elidedText(name, Qt::ElideRight, text.width()));
        const QString detail = index.data(ToolListEditor::DetailRole).toString();
        if (!detail.isEmpty()) {
            painter->setFont(option.font);
            QColor dim = painter->pen().color();
            dim.setAlphaF(0.65f);
            painter->setPen(dim);
            const QFontMetrics fm(option.font);
            painter->drawText(
                QRect(text.left(), text.top() + nfm.height() + 2, text.width(), fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter,
                fm.elidedText(detail, Qt::ElideRight, text.width()));
        }
        if (severity > 0) {
            const QIcon icon = JsonEditor::severityIcon(
                severity == 2 ? Severity::Error : Severity::Warning, option.palette);
            icon.paint(painter, QRect(r.right() - markerSize, r.top() + (r.height() - 16) / 2,
                                      markerSize, 16));
        }
        painter->restore();
    }
};

QString detailOf(const QJsonObject& ref)
{
    switch (toolKindFromName(ref.value("kind"_L1).toString())) {
    case ToolKind::Local: {
        const int count =
            int(ref.value("parameters"_L1).toObject().value("properties"_L1).toObject().size());
        return ToolListEditor::tr("%n parameter(s)", nullptr, count);
    }
    case ToolKind::A2aLocal: {
        const QString card = ref.value("agentCard"_L1).toObject().value("name"_L1).toString();
        return card.isEmpty() ? ToolListEditor::tr("no agent card yet")
                              : ToolListEditor::tr("card: %1").arg(card);
    }
    case ToolKind::McpLocal: {
        const QJsonValue tools = ref.value(kTools);
        if (!tools.isArray())
            return ToolListEditor::tr("not connected yet");
        return ToolListEditor::tr("%n tool(s)", nullptr, int(tools.toArray().size()));
    }
    case ToolKind::A2a:
        return ref.value("agentCardUrl"_L1).toString();
    case ToolKind::Mcp:
        return ref.value("url"_L1).toString();
    case ToolKind::Mantyx:
        return ToolListEditor::tr("workspace tool");
    case ToolKind::MantyxPlugin:
        return ToolListEditor::tr("plugin tool");
    case ToolKind::Unknown:
        break;
    }
    return ToolListEditor::tr("unknown kind");
}

QString kindMenuText(ToolKind kind)
{
    switch (kind) {
    case ToolKind::Local:
        return ToolListEditor::tr("&Local tool, answered here");
    case ToolKind::A2aLocal:
        return ToolListEditor::tr("&A2A agent, called from here");
    case ToolKind::McpLocal:
        return ToolListEditor::tr("&MCP server, run here");
    case ToolKind::Mantyx:
        return ToolListEditor::tr("&Workspace tool");
    case ToolKind::MantyxPlugin:
        return ToolListEditor::tr("&Plugin tool");
    case ToolKind::A2a:
        return ToolListEditor::tr("A2A agent, called by the se&rver");
    case ToolKind::Mcp:
        return ToolListEditor::tr("MCP server, reached by the ser&ver");
    case ToolKind::Unknown:
        break;
    }
    return {};
}

} // namespace

ToolListEditor::ToolListEditor(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    // Named: the main window remembers the split between the list and the editor.
    m_splitter->setObjectName(u"toolsSplitter"_s);
    layout->addWidget(m_splitter);

    auto* left = new QWidget(m_splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(u"toolList"_s);
    m_list->setItemDelegate(new ToolItemDelegate(m_list));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_list->setMinimumWidth(160);
    leftLayout->addWidget(m_list, 1);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    const auto makeButton = [&](QToolButton*& button, const QString& name,
                                QStyle::StandardPixmap icon) {
        button = new QToolButton(left);
        button->setObjectName(name);
        button->setIcon(style()->standardIcon(icon));
        button->setAutoRaise(true);
        buttons->addWidget(button);
    };
    m_addButton = new QToolButton(left);
    m_addButton->setObjectName(u"addToolButton"_s);
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_addButton->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
    m_addButton->setPopupMode(QToolButton::InstantPopup);
    m_addMenu = new QMenu(m_addButton);
    m_addMenu->setObjectName(u"addToolMenu"_s);
    const QList<ToolKind> kinds = allToolKinds();
    for (ToolKind kind : kinds) {
        auto* action = new QAction(m_addMenu);
        action->setObjectName(u"addTool_"_s + toolKindName(kind));
        connect(action, &QAction::triggered, this, [this, kind] { addTool(kind); });
        m_addActions.append(action);
    }
    // Client-resolved kinds first: they are what this app is for.
    for (ToolKind kind : {ToolKind::Local, ToolKind::McpLocal, ToolKind::A2aLocal})
        m_addMenu->addAction(addAction(kind));
    m_addMenu->addSeparator();
    for (ToolKind kind : {ToolKind::Mantyx, ToolKind::MantyxPlugin, ToolKind::Mcp, ToolKind::A2a})
        m_addMenu->addAction(addAction(kind));
    m_addButton->setMenu(m_addMenu);
    buttons->addWidget(m_addButton);
    buttons->addStretch();
    makeButton(m_upButton, u"moveUpButton"_s, QStyle::SP_ArrowUp);
    makeButton(m_downButton, u"moveDownButton"_s, QStyle::SP_ArrowDown);
    makeButton(m_duplicateButton, u"duplicateToolButton"_s, QStyle::SP_FileDialogContentsView);
    makeButton(m_removeButton, u"removeToolButton"_s, QStyle::SP_TrashIcon);
    leftLayout->addLayout(buttons);

    m_stack = new QStackedWidget(m_splitter);
    m_stack->setObjectName(u"toolEditorStack"_s);
    m_placeholder = new QLabel(m_stack);
    m_placeholder->setObjectName(u"toolPlaceholder"_s);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_stack->addWidget(m_placeholder);
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_stack);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({200, 800});

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (!m_listUpdating)
            showCurrent();
    });
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, &ToolListEditor::onRowsMoved);
    connect(m_removeButton, &QToolButton::clicked, this, [this] { removeTool(currentIndex()); });
    connect(m_upButton, &QToolButton::clicked, this,
            [this] { moveTool(currentIndex(), currentIndex() - 1); });
    connect(m_downButton, &QToolButton::clicked, this,
            [this] { moveTool(currentIndex(), currentIndex() + 1); });
    connect(m_duplicateButton, &QToolButton::clicked, this,
            [this] { duplicateTool(currentIndex()); });

    retranslateUi();
    updateButtons();
}

ToolListEditor::~ToolListEditor() = default;

void ToolListEditor::setDocument(SpecDocument* document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    for (Slot& slot : m_slots)
        dropSlot(slot);
    m_slots.clear();
    m_document = document;
    if (m_document) {
        connect(m_document, &SpecDocument::changed, this, &ToolListEditor::onChanged);
        connect(m_document, &SpecDocument::reset, this, &ToolListEditor::resync);
        connect(m_document, &SpecDocument::issuesChanged, this, [this] {
            if (!m_structural)
                refreshMarkers();
        });
        connect(m_document, &QObject::destroyed, this, [this] {
            for (Slot& slot : m_slots)
                dropSlot(slot);
            m_slots.clear();
            rebuildList(-1);
        });
    }
    resync();
}

int ToolListEditor::currentIndex() const
{
    return m_list->currentRow();
}

ToolEditor* ToolListEditor::currentEditor() const
{
    const int row = currentIndex();
    return row >= 0 && row < m_slots.size() ? m_slots.at(row).editor.data() : nullptr;
}

QAction* ToolListEditor::addAction(ToolKind kind) const
{
    const qsizetype i = allToolKinds().indexOf(kind);
    return i >= 0 ? m_addActions.value(i) : nullptr;
}

void ToolListEditor::selectTool(int index, const QString& fieldPath)
{
    if (index < 0 || index >= m_slots.size()) {
        m_list->setCurrentRow(-1);
        return;
    }
    m_list->setCurrentRow(index);
    showCurrent();
    ToolEditor* editor = currentEditor();
    if (!editor)
        return;
    QString relative = fieldPath;
    if (const auto parts = JsonPath::split(fieldPath);
        parts && parts->size() >= 2 && parts->at(0).kind == JsonPath::Component::Kind::Key &&
        parts->at(0).key == kTools && parts->at(1).kind == JsonPath::Component::Kind::Index)
        relative = JsonPath::join(parts->mid(2));
    editor->focusField(relative);
    if (QScrollArea* page = m_slots.at(index).page;
        page && QApplication::focusWidget() && page->isAncestorOf(QApplication::focusWidget()))
        page->ensureWidgetVisible(QApplication::focusWidget());
}

ToolEditor* ToolListEditor::editorAt(int index)
{
    if (index < 0 || index >= m_slots.size() || !m_document)
        return nullptr;
    Slot& slot = m_slots[index];
    if (!slot.editor) {
        auto* page = new QScrollArea(m_stack);
        page->setWidgetResizable(true);
        page->setFrameShape(QFrame::NoFrame);
        ToolEditor* editor = createEditor(toolKindFromName(slot.kind), page);
        editor->setObjectName(u"toolEditor"_s);
        page->setWidget(editor);
        m_stack->addWidget(page);
        slot.page = page;
        slot.editor = editor;
        editor->attach(m_document, index);
    }
    return slot.editor;
}

ToolEditor* ToolListEditor::createEditor(ToolKind kind, QWidget* parent)
{
    switch (kind) {
    case ToolKind::Local:
        return new LocalToolEditor(parent);
    case ToolKind::A2aLocal:
        return new A2aLocalToolEditor(parent);
    case ToolKind::McpLocal:
        return new McpLocalToolEditor(parent);
    case ToolKind::Mantyx:
        return new MantyxToolEditor(parent);
    case ToolKind::MantyxPlugin:
        return new MantyxPluginToolEditor(parent);
    case ToolKind::A2a:
        return new A2aToolEditor(parent);
    case ToolKind::Mcp:
        return new McpToolEditor(parent);
    case ToolKind::Unknown:
        break;
    }
    return new RawToolEditor(parent);
}

QString ToolListEditor::kindOf(const QJsonObject& ref)
{
    const QJsonValue kind = ref.value("kind"_L1);
    return kind.isString() ? kind.toString() : QString();
}

ToolListEditor::Slot ToolListEditor::makeSlot(const QString& kind)
{
    Slot slot;
    slot.id = m_nextSlotId++;
    slot.kind = kind;
    return slot;
}

void ToolListEditor::dropSlot(Slot& slot)
{
    if (QScrollArea* page = slot.page.data()) {
        m_stack->removeWidget(page);
        page->deleteLater(); // it may be the sender of what brought us here
    }
    slot.page.clear();
    slot.editor.clear();
}

QStringList ToolListEditor::takenNames() const
{
    QStringList names;
    if (!m_document)
        return names;
    names = m_document->toolNames();
    for (const QJsonValue& tool : m_document->tools()) {
        const QString name = tool.toObject().value("name"_L1).toString();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

QString ToolListEditor::uniqueName(const QString& base, const QStringList& taken)
{
    const QString start = base.isEmpty() ? u"tool"_s : base;
    if (!taken.contains(start))
        return start;
    for (int n = 2;; ++n) {
        const QString suffix = u'_' + QString::number(n);
        const QString candidate =
            start.left(SpecValidator::MaxToolNameLength - suffix.size()) + suffix;
        if (!taken.contains(candidate))
            return candidate;
    }
}

QJsonObject ToolListEditor::newRef(ToolKind kind, const QStringList& takenNames)
{
    QJsonObject ref;
    ref.insert("kind"_L1, toolKindName(kind));
    // Kinds whose name the form starts with; the rest show their "required" marker at once.
    switch (kind) {
    case ToolKind::Local:
        ref.insert("name"_L1, uniqueName(u"tool"_s, takenNames));
        break;
    case ToolKind::A2aLocal:
    case ToolKind::A2a:
        ref.insert("name"_L1, uniqueName(u"agent"_s, takenNames));
        break;
    case ToolKind::McpLocal:
        ref.insert("name"_L1, uniqueName(u"server"_s, takenNames));
        break;
    case ToolKind::Mcp:
        ref.insert("name"_L1, uniqueName(u"mcp"_s, takenNames));
        break;
    case ToolKind::Mantyx:
    case ToolKind::MantyxPlugin:
    case ToolKind::Unknown:
        break;
    }
    return ref;
}

void ToolListEditor::commit(const QJsonArray& tools, int selectRow)
{
    m_structural = true;
    m_document->setTools(tools);
    m_structural = false;
    reindexEditors();
    rebuildList(selectRow);
    refreshMarkers();
    showCurrent();
}

int ToolListEditor::addTool(ToolKind kind)
{
    if (!m_document)
        return -1;
    QJsonArray tools = m_document->tools();
    const QJsonObject ref = newRef(kind, takenNames());
    tools.append(ref);
    m_slots.append(makeSlot(kindOf(ref)));
    const int index = int(tools.size()) - 1;
    commit(tools, index);
    if (ToolEditor* editor = currentEditor())
        editor->focusField(QString());
    return index;
}

void ToolListEditor::removeTool(int index)
{
    if (!m_document || index < 0 || index >= m_slots.size())
        return;
    QJsonArray tools = m_document->tools();
    if (index >= tools.size())
        return;
    tools.removeAt(index);
    dropSlot(m_slots[index]);
    m_slots.removeAt(index);
    commit(tools, std::min(index, int(tools.size()) - 1));
}

void ToolListEditor::moveTool(int from, int to)
{
    if (!m_document || from < 0 || to < 0 || from >= m_slots.size() || to >= m_slots.size() ||
        from == to)
        return;
    QJsonArray tools = m_document->tools();
    const QJsonValue moved = tools.takeAt(from);
    tools.insert(to, moved);
    m_slots.move(from, to);
    commit(tools, to);
}

int ToolListEditor::duplicateTool(int index)
{
    if (!m_document || index < 0 || index >= m_slots.size())
        return -1;
    QJsonArray tools = m_document->tools();
    QJsonObject copy = tools.at(index).toObject();
    if (copy.value("name"_L1).isString()) {
        // A copy of "c_2" is "c_3", not "c_2_2".
        QString base = copy.value("name"_L1).toString();
        static const QRegularExpression numbered(u"^(.+)_\\d+$"_s);
        if (const QRegularExpressionMatch m = numbered.match(base); m.hasMatch())
            base = m.captured(1);
        copy.insert("name"_L1, uniqueName(base, takenNames()));
    }
    tools.insert(index + 1, copy);
    m_slots.insert(index + 1, makeSlot(kindOf(copy)));
    commit(tools, index + 1);
    return index + 1;
}

void ToolListEditor::resync()
{
    const int previous = currentIndex();
    const QJsonArray tools = m_document ? m_document->tools() : QJsonArray();
    // Keep an editor (and what it holds beyond the spec, like an MCP connection) while its ref
    // keeps its place and kind.
    while (m_slots.size() > tools.size()) {
        dropSlot(m_slots.last());
        m_slots.removeLast();
    }
    for (int i = 0; i < tools.size(); ++i) {
        const QString kind = kindOf(tools.at(i).toObject());
        if (i < m_slots.size()) {
            if (m_slots.at(i).kind != kind) {
                dropSlot(m_slots[i]);
                m_slots[i] = makeSlot(kind);
            } else if (ToolEditor* editor = m_slots.at(i).editor.data()) {
                editor->attach(m_document, i);
            }
        } else {
            m_slots.append(makeSlot(kind));
        }
    }
    rebuildList(tools.isEmpty() ? -1 : std::clamp(previous, 0, int(tools.size()) - 1));
    refreshMarkers();
    showCurrent();
}

void ToolListEditor::rebuildList(int selectRow)
{
    m_listUpdating = true;
    m_list->clear();
    for (int i = 0; i < m_slots.size(); ++i) {
        auto* item = new QListWidgetItem(m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        item->setData(SlotRole, m_slots.at(i).id);
        updateRow(i);
    }
    m_list->setCurrentRow(selectRow);
    m_listUpdating = false;
    updateButtons();
}

void ToolListEditor::updateRow(int row)
{
    QListWidgetItem* item = m_list->item(row);
    if (!item || !m_document)
        return;
    const QJsonObject ref = m_document->tools().at(row).toObject();
    const QString kind = kindOf(ref);
    QString name = toolKindFromName(kind) == ToolKind::Mantyx ? ref.value("id"_L1).toString()
                                                              : ref.value("name"_L1).toString();
    if (name.isEmpty())
        name = toolKindFromName(kind) == ToolKind::Mantyx ? tr("(no id)") : tr("(no name)");
    item->setText(name);
    item->setData(KindRole, kind);
    item->setData(DetailRole, detailOf(ref));
}

void ToolListEditor::refreshMarkers()
{
    if (!m_document)
        return;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const QList<SpecIssue> issues =
            m_document->issuesAt(JsonPath::index(QString(kTools), row), true);
        int severity = 0;
        QStringList lines;
        for (const SpecIssue& issue : issues) {
            const bool error = issue.severity == Severity::Error;
            severity = std::max(severity, error ? 2 : 1);
            if (error)
                lines.prepend(issue.message);
            else
                lines.append(issue.message);
        }
        if (lines.size() > kMaxTooltipIssues) {
            const qsizetype more = lines.size() - kMaxTooltipIssues;
            lines = lines.mid(0, kMaxTooltipIssues);
            lines.append(tr("… and %n more", nullptr, int(more)));
        }
        item->setData(SeverityRole, severity);
        item->setToolTip(lines.join(u'\n'));
        updateRow(row);
    }
    for (const Slot& slot : std::as_const(m_slots)) {
        if (ToolEditor* editor = slot.editor.data())
            editor->updateIssues();
    }
}

void ToolListEditor::reindexEditors()
{
    for (int i = 0; i < m_slots.size(); ++i) {
        if (ToolEditor* editor = m_slots.at(i).editor.data())
            editor->setIndex(i);
    }
}

void ToolListEditor::showCurrent()
{
    const int row = currentIndex();
    ToolEditor* editor = editorAt(row);
    if (editor && m_slots.at(row).page)
        m_stack->setCurrentWidget(m_slots.at(row).page);
    else
        m_stack->setCurrentWidget(m_placeholder);
    updateButtons();
    emit currentToolChanged(row);
}

void ToolListEditor::updateButtons()
{
    const int row = currentIndex();
    const bool has = row >= 0 && row < m_slots.size();
    m_addButton->setEnabled(!m_document.isNull());
    m_removeButton->setEnabled(has);
    m_duplicateButton->setEnabled(has);
    m_upButton->setEnabled(has && row > 0);
    m_downButton->setEnabled(has && row + 1 < m_slots.size());
}

void ToolListEditor::replaceEditor(int index)
{
    if (index < 0 || index >= m_slots.size() || !m_document)
        return;
    const QString kind = kindOf(m_document->tools().at(index).toObject());
    if (m_slots.at(index).kind == kind)
        return;
    dropSlot(m_slots[index]);
    m_slots[index] = makeSlot(kind);
    if (QListWidgetItem* item = m_list->item(index))
        item->setData(SlotRole, m_slots.at(index).id);
    updateRow(index);
    if (index == currentIndex())
        showCurrent();
}

void ToolListEditor::onChanged(const QString& path)
{
    if (m_structural || !m_document)
        return;
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(path);
    if (!parts || parts->isEmpty()) {
        resync();
        return;
    }
    if (parts->at(0).kind != JsonPath::Component::Kind::Key || parts->at(0).key != kTools)
        return;
    if (parts->size() == 1 || parts->at(1).kind != JsonPath::Component::Kind::Index) {
        resync();
        return;
    }
    const int index = int(parts->at(1).index);
    const QJsonArray tools = m_document->tools();
    if (index >= m_slots.size() || tools.size() != m_slots.size()) {
        resync();
        return;
    }
    Slot& slot = m_slots[index];
    if (slot.kind != kindOf(tools.at(index).toObject())) {
        // Not now: the editor that wrote this may be on the stack below us.
        QMetaObject::invokeMethod(
            this, [this, index] { replaceEditor(index); }, Qt::QueuedConnection);
    } else if (ToolEditor* editor = slot.editor.data(); editor && !editor->isWriting()) {
        editor->reload();
    }
    updateRow(index);
}

void ToolListEditor::onRowsMoved()
{
    if (m_listUpdating || !m_document)
        return;
    // A drag moved a row of the list: put tools[] (and the editors) in the list's new order.
    const QJsonArray tools = m_document->tools();
    if (tools.size() != m_slots.size() || m_list->count() != m_slots.size())
        return;
    QList<Slot> ordered;
    QJsonArray reordered;
    for (int row = 0; row < m_list->count(); ++row) {
        const quint64 id = m_list->item(row)->data(SlotRole).toULongLong();
        for (int i = 0; i < m_slots.size(); ++i) {
            if (m_slots.at(i).id == id) {
                ordered.append(m_slots.at(i));
                reordered.append(tools.at(i));
                break;
            }
        }
    }
    if (ordered.size() != m_slots.size())
        return;
    const quint64 currentId =
        m_list->currentItem() ? m_list->currentItem()->data(SlotRole).toULongLong() : 0;
    m_slots = ordered;
    int select = 0;
    for (int i = 0; i < m_slots.size(); ++i) {
        if (m_slots.at(i).id == currentId)
            select = i;
    }
    // Rebuilding the list inside the model's own move signal is not safe; do it after.
    QMetaObject::invokeMethod(
        this, [this, reordered, select] { commit(reordered, select); }, Qt::QueuedConnection);
}

void ToolListEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ToolListEditor::retranslateUi()
{
    m_addButton->setText(tr("&Add"));
    m_addButton->setToolTip(tr("Add a tool of one of the seven kinds"));
    m_removeButton->setToolTip(tr("Remove the selected tool"));
    m_upButton->setToolTip(tr("Move the selected tool up"));
    m_downButton->setToolTip(tr("Move the selected tool down"));
    m_duplicateButton->setToolTip(tr("Duplicate the selected tool"));
    const QList<ToolKind> kinds = allToolKinds();
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        m_addActions.at(i)->setText(kindMenuText(kinds.at(i)) + u"  ("_s +
                                    toolKindName(kinds.at(i)) + u')');
        m_addActions.at(i)->setToolTip(isClientResolved(kinds.at(i)) ? tr("Answered by this app")
                                                                     : tr("Run by the server"));
    }
    m_list->setToolTip(tr("Drag to reorder"));
    m_placeholder->setText(tr("No tool selected.\nAdd one with \"Add\" below the list."));
    for (int row = 0; row < m_list->count(); ++row)
        updateRow(row);
}

} // namespace mantyx
