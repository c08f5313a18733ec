// SPDX-License-Identifier: MIT
// LocalHandlersModel: rows from the manager's session, updated per handler as its state changes,
// reset when the session is rebuilt.
#include "localhandlersmodel.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "localtools/a2aclient.h"
#include "localtools/approvalpolicy.h"
#include "localtools/localhandlersmanager.h"
#include "localtools/localtoolsession.h"
#include "localtools/mcpclient.h"
#include "localtools/mcpresolution.h"
#include "protocol/displaytext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr quintptr kTopLevel = 0; // internalId of a handler row; a tool row's is its parent's + 1

QVariant badge(const QString& text, LocalHandlersModel::Tone tone)
{
    return QVariantMap{{u"text"_s, text}, {u"tone"_s, int(tone)}};
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

} // namespace

LocalHandlersModel::LocalHandlersModel(LocalHandlersManager* manager, QObject* parent)
    : QAbstractItemModel(parent)
    , m_manager(manager)
{
    if (m_manager) {
        connect(m_manager, &LocalHandlersManager::sessionReplaced, this,
                &LocalHandlersModel::reset);
        connect(m_manager, &LocalHandlersManager::handlerStateChanged, this,
                [this](HandlerKind kind, const QString& name) {
                    if (const int row = handlerRow(kind, name); row >= 0)
                        refreshHandler(row);
                });
        connect(m_manager, &LocalHandlersManager::policyChanged, this, [this] {
            for (int row = 0; row < m_rows.size(); ++row) {
                const QModelIndex handler = index(row, PolicyColumn);
                emit dataChanged(handler, handler, {Qt::EditRole, PolicyChoicesRole});
                if (const int tools = int(m_rows.at(row).tools.size()); tools > 0)
                    emit dataChanged(index(0, PolicyColumn, index(row, 0)),
                                     index(tools - 1, PolicyColumn, index(row, 0)),
                                     {Qt::EditRole, PolicyChoicesRole});
            }
        });
        connect(m_manager, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows.clear();
            endResetModel();
        });
    }
    reload();
}

LocalHandlersModel::~LocalHandlersModel() = default;

void LocalHandlersModel::reset()
{
    beginResetModel();
    reload();
    endResetModel();
}

void LocalHandlersModel::reload()
{
    m_rows.clear();
    if (LocalToolSession* tools = session()) {
        for (const LocalToolSession::HandlerStatus& status : tools->handlers()) {
            HandlerRow row;
            row.kind = status.kind;
            row.name = status.name;
            row.target = status.target;
            fillHandler(row);
            m_rows.append(row);
        }
    }
}

void LocalHandlersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    for (int row = 0; row < m_rows.size(); ++row)
        refreshHandler(row);
}

void LocalHandlersModel::fillHandler(HandlerRow& row) const
{
    LocalToolSession* tools = session();
    const auto status = tools ? tools->handler(row.kind, row.name)
                              : std::optional<LocalToolSession::HandlerStatus>();
    if (!status)
        return;
    using State = LocalToolSession::HandlerState;
    QString text;
    switch (status->state) {
    case State::Stopped:
        text = row.kind == HandlerKind::A2a ? tr("card not fetched") : tr("stopped");
        break;
    case State::Starting:
        text = row.kind == HandlerKind::A2a ? tr("fetching the card…") : tr("starting…");
        break;
    case State::Ready:
        if (row.kind == HandlerKind::Mcp) {
            text = tr("ready, %n tool(s)", nullptr, status->toolCount);
        } else if (row.kind == HandlerKind::A2a) {
            const A2aClient* client = tools->a2aClient(row.name);
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
    row.state = int(status->state);
    row.stateText = text;
    row.stateTip = status->state == State::Failed ? status->error : text;
    switch (row.kind) {
    case HandlerKind::Mcp:
        row.kindTip =
            tr("MCP server: answers mcp_local calls whose mcpServer is \"%1\"").arg(row.name);
        break;
    case HandlerKind::A2a:
        row.kindTip = tr("A2A peer: answers the a2a_local tool \"%1\"").arg(row.name);
        break;
    case HandlerKind::Command:
        row.kindTip = tr("Command: answers the local tool \"%1\"").arg(row.name);
        break;
    case HandlerKind::None:
        break;
    }
    row.tools = toolRows(row.kind, row.name);
}

QList<LocalHandlersModel::ToolRow> LocalHandlersModel::toolRows(HandlerKind kind,
                                                                const QString& name) const
{
    QList<ToolRow> rows;
    LocalToolSession* tools = session();
    if (!tools)
        return rows;
    if (kind == HandlerKind::Mcp) {
        const McpClient* client = tools->mcpClient(name);
        if (!client)
            return rows;
        const McpResolution resolution = client->resolution();
        for (const QJsonValue& value : client->tools()) {
            const QJsonObject tool = value.toObject();
            const QString serverName = tool.value("name"_L1).toString();
            const QString modelName = resolution.modelName(serverName);
            ToolRow row;
            row.omitted = modelName.isEmpty();
            row.tool = row.omitted ? serverName : modelName;
            row.name = row.tool;
            // The name column says where the name came from; the next one, what the tool claims
            // about itself (what the Read-only policy looks at).
            if (row.omitted)
                row.nameBadges << badge(tr("left out"), Tone::Neutral);
            else if (modelName != serverName)
                row.nameBadges << badge(tr("server: %1").arg(serverName), Tone::Neutral);
            const QJsonObject annotations = tool.value("annotations"_L1).toObject();
            if (annotations.value("readOnlyHint"_L1).toBool())
                row.hintBadges << badge(tr("read-only"), Tone::Good);
            if (annotations.value("destructiveHint"_L1).toBool())
                row.hintBadges << badge(tr("destructive"), Tone::Danger);
            if (annotations.value("idempotentHint"_L1).toBool())
                row.hintBadges << badge(tr("idempotent"), Tone::Neutral);
            if (annotations.value("openWorldHint"_L1).toBool())
                row.hintBadges << badge(tr("open world"), Tone::Caution);
            if (!row.hintBadges.isEmpty())
                row.hintTip = tr("What the tool says about itself (MCP annotations); destructive "
                                 "tools always ask");
            const QString description = tool.value("description"_L1).toString();
            row.target = description.simplified();
            row.targetTip = description;
            QString tip = description;
            if (!annotations.isEmpty())
                tip +=
                    u"\n\n"_s + tr("Annotations: %1")
                                    .arg(QString::fromUtf8(
                                        QJsonDocument(annotations).toJson(QJsonDocument::Compact)));
            row.nameTip = tip.trimmed();
            if (row.omitted)
                row.policyTip = tr(
                    "Left out: the model does not see this tool. Edit the server to include it.");
            rows.append(row);
        }
    } else if (kind == HandlerKind::A2a) {
        const A2aClient* client = tools->a2aClient(name);
        const auto status = tools->handler(kind, name);
        if (!client || !status || status->state != LocalToolSession::HandlerState::Ready)
            return rows;
        for (const QJsonValue& value : client->card().value("skills"_L1).toArray()) {
            const QJsonObject skill = value.toObject();
            ToolRow row;
            row.skill = true;
            const QString skillName =
                skill.value("name"_L1).toString(skill.value("id"_L1).toString());
            // A peer's agent card wrote these: no control or bidi character reaches the view.
            row.name = displaytext::singleLine(skillName);
            row.nameBadges << badge(tr("skill"), Tone::Neutral);
            const QString description = skill.value("description"_L1).toString();
            row.target = displaytext::singleLine(description.simplified());
            row.targetTip = displaytext::multiLine(description);
            rows.append(row);
        }
    }
    return rows;
}

void LocalHandlersModel::refreshHandler(int row)
{
    HandlerRow updated = m_rows.at(row);
    fillHandler(updated);
    HandlerRow& current = m_rows[row];
    const QModelIndex parent = index(row, 0);
    const auto sameTools = [&] {
        if (updated.tools.size() != current.tools.size())
            return false;
        for (qsizetype i = 0; i < updated.tools.size(); ++i) {
            if (updated.tools.at(i).tool != current.tools.at(i).tool ||
                updated.tools.at(i).skill != current.tools.at(i).skill ||
                updated.tools.at(i).omitted != current.tools.at(i).omitted)
                return false;
        }
        return true;
    }();
    if (sameTools) {
        const bool changed = updated.tools != current.tools;
        current = updated;
        if (changed && !current.tools.isEmpty())
            emit dataChanged(index(0, 0, parent),
                             index(int(current.tools.size()) - 1, ColumnCount - 1, parent));
    } else {
        // Another list of tools: its rows go and the new ones come, so that no view keeps an
        // index of a tool that is not there.
        if (!current.tools.isEmpty()) {
            beginRemoveRows(parent, 0, int(current.tools.size()) - 1);
            current.tools.clear();
            endRemoveRows();
        }
        QList<ToolRow> tools = updated.tools;
        updated.tools.clear();
        current = updated;
        if (!tools.isEmpty()) {
            beginInsertRows(parent, 0, int(tools.size()) - 1);
            current.tools = tools;
            endInsertRows();
        }
    }
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

LocalToolSession* LocalHandlersModel::session() const
{
    const LocalHandlersManager* manager = m_manager.data();
    return manager ? manager->session() : nullptr;
}

int LocalHandlersModel::handlerRow(HandlerKind kind, const QString& name) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).kind == kind && m_rows.at(row).name == name)
            return row;
    }
    return -1;
}

QModelIndex LocalHandlersModel::handlerIndex(HandlerKind kind, const QString& name) const
{
    const int row = handlerRow(kind, name);
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex LocalHandlersModel::toolIndex(HandlerKind kind, const QString& handler,
                                          const QString& tool) const
{
    const int row = handlerRow(kind, handler);
    if (row < 0)
        return {};
    const QList<ToolRow>& tools = m_rows.at(row).tools;
    for (int i = 0; i < tools.size(); ++i) {
        if (!tools.at(i).skill && tools.at(i).tool == tool)
            return index(i, 0, index(row, 0));
    }
    return {};
}

QString LocalHandlersModel::policyTool(const QModelIndex& index) const
{
    if (index.internalId() == kTopLevel) {
        const HandlerRow& row = m_rows.at(index.row());
        return row.kind == HandlerKind::Mcp ? QString() : row.name;
    }
    const HandlerRow& handler = m_rows.at(int(index.internalId() - 1));
    const ToolRow& tool = handler.tools.at(index.row());
    return tool.omitted || tool.skill ? QString() : tool.tool;
}

QModelIndex LocalHandlersModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, kTopLevel) : QModelIndex();
    if (parent.internalId() != kTopLevel || parent.row() >= m_rows.size())
        return {};
    if (row >= m_rows.at(parent.row()).tools.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex LocalHandlersModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kTopLevel);
}

int LocalHandlersModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.internalId() != kTopLevel || parent.column() != 0)
        return 0;
    return int(m_rows.at(parent.row()).tools.size());
}

int LocalHandlersModel::columnCount(const QModelIndex& parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

QVariant LocalHandlersModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const bool top = index.internalId() == kTopLevel;
    const HandlerRow& handler = m_rows.at(top ? index.row() : int(index.internalId() - 1));
    switch (role) {
    case KindRole:
        return int(handler.kind);
    case HandlerRole:
        return handler.name;
    case ToolRole:
        return top ? QString() : handler.tools.at(index.row()).tool;
    default:
        break;
    }
    if (index.column() == PolicyColumn) {
        const QString tool = policyTool(index);
        if (role == Qt::ToolTipRole && !top)
            return handler.tools.at(index.row()).policyTip;
        const LocalHandlersManager* manager = m_manager.data();
        if (tool.isEmpty() || !manager)
            return {};
        const ApprovalPolicy& policy = manager->handlerSet().policy;
        const std::optional<ApprovalPolicy::Mode> mode = policy.toolMode(tool);
        switch (role) {
        case PolicyToolRole:
            return tool;
        case Qt::EditRole:
            return mode ? int(*mode) : -1;
        case PolicyChoicesRole: {
            // Read-only means something for an MCP tool only (its readOnlyHint).
            QVariantList choices{-1, int(ApprovalPolicy::Mode::Ask),
                                 int(ApprovalPolicy::Mode::Always)};
            if (!top)
                choices << int(ApprovalPolicy::Mode::ReadOnly);
            // Read-only set on a tool without hints: shown as it is, still honoured.
            if (mode && !choices.contains(int(*mode)))
                choices << int(*mode);
            return choices;
        }
        default:
            return {};
        }
    }
    if (top) {
        switch (index.column()) {
        case NameColumn:
            if (role == Qt::DisplayRole)
                return handler.name;
            if (role == Qt::ToolTipRole)
                return handler.kindTip;
            if (role == LeadingBadgeRole)
                return kindBadge(handler.kind);
            break;
        case StateColumn:
            if (role == Qt::DisplayRole)
                return handler.stateText;
            if (role == Qt::ToolTipRole)
                return handler.stateTip;
            if (role == HandlerStateRole)
                return handler.state;
            break;
        case TargetColumn:
            if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
                return handler.target;
            break;
        default:
            break;
        }
        return {};
    }
    const ToolRow& tool = handler.tools.at(index.row());
    if (role == MutedRole)
        return tool.omitted;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return tool.name;
        if (role == Qt::ToolTipRole && !tool.nameTip.isEmpty())
            return tool.nameTip;
        if (role == BadgesRole)
            return tool.nameBadges;
        break;
    case StateColumn:
        if (role == BadgesRole)
            return tool.hintBadges;
        if (role == Qt::ToolTipRole && !tool.hintTip.isEmpty())
            return tool.hintTip;
        break;
    case TargetColumn:
        if (role == Qt::DisplayRole)
            return tool.target;
        if (role == Qt::ToolTipRole && !tool.targetTip.isEmpty())
            return tool.targetTip;
        break;
    default:
        break;
    }
    return {};
}

bool LocalHandlersModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    LocalHandlersManager* manager = m_manager.data();
    if (!index.isValid() || !checkIndex(index) || role != Qt::EditRole ||
        index.column() != PolicyColumn || !manager)
        return false;
    const QString tool = policyTool(index);
    bool ok = false;
    const int mode = value.toInt(&ok);
    if (tool.isEmpty() || !ok || mode > int(ApprovalPolicy::Mode::ReadOnly))
        return false;
    // The manager's policyChanged() tells every view (dataChanged of the policy column).
    manager->setToolPolicy(tool,
                           mode < 0 ? std::nullopt : std::optional(ApprovalPolicy::Mode(mode)));
    return true;
}

Qt::ItemFlags LocalHandlersModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    if (index.internalId() != kTopLevel &&
        m_rows.at(int(index.internalId() - 1)).tools.at(index.row()).skill)
        return Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != kTopLevel)
        flags |= Qt::ItemNeverHasChildren;
    if (index.column() == PolicyColumn && !policyTool(index).isEmpty())
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant LocalHandlersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case NameColumn:
            return tr("Handler / tool");
        case StateColumn:
            return tr("State / hints");
        case PolicyColumn:
            return tr("Approval");
        case TargetColumn:
            return tr("Target / description");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole && section == PolicyColumn)
        return tr("Whether a call may run without asking: Ask, Always, or Read-only (when the MCP "
                  "tool says readOnlyHint). A destructive tool or invalid arguments always ask.");
    return {};
}

} // namespace mantyx
