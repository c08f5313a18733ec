// SPDX-License-Identifier: MIT
// LocalHandlersModel: the handlers of a LocalHandlersManager as a tree for a view — one row per
// MCP server, A2A peer or command tool with its state and target, an MCP server's tools and an
// A2A peer's skills beneath it — and the per-tool approval as an editable column.
#pragma once

#include <QAbstractItemModel>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QString>
#include <QVariantList>

#include "localtools/localtoolregistry.h"

namespace mantyx {

class LocalHandlersManager;
class LocalToolSession;

class LocalHandlersModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalHandlersModel)

public:
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
        LeadingBadgeRole,        // QString drawn before the text ("MCP", "A2A", "CMD")
        BadgesRole,              // QVariantList of {text, tone (Tone)} drawn after the text
        HandlerStateRole,        // handler rows: LocalToolSession::HandlerState as int
        MutedRole,               // bool: a tool the model does not see (left out)
        // The policy column, on rows that have an approval of their own: the tool it is for,
        // and the modes offered (ints of ApprovalPolicy::Mode, -1 first for "the default").
        // Qt::EditRole there is the tool's mode, or -1 when it follows the default.
        PolicyToolRole,
        PolicyChoicesRole,
    };

    // How a badge is coloured; the view picks the colours.
    enum class Tone : quint8
    {
        Neutral,
        Good,
        Danger,
        Info,
        Caution,
    };

    explicit LocalHandlersModel(LocalHandlersManager* manager, QObject* parent = nullptr);
    ~LocalHandlersModel() override;

    LocalHandlersManager* manager() const { return m_manager; }

    // The index of a handler's row (column 0), or of one of its tools; invalid when there is none.
    QModelIndex handlerIndex(HandlerKind kind, const QString& name) const;
    QModelIndex toolIndex(HandlerKind kind, const QString& handler, const QString& tool) const;

    // The translated texts again, in the language now installed (LanguageChange).
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // What one row shows, formatted when the handler's state changes.
    struct ToolRow
    {
        QString tool; // the model-facing name; the server's name when left out; a skill's name
        QString name; // shown
        QString nameTip;
        QVariantList nameBadges;
        QVariantList hintBadges;
        QString hintTip;
        QString target;
        QString targetTip;
        QString policyTip;
        bool omitted = false;
        bool skill = false;
        friend bool operator==(const ToolRow&, const ToolRow&) = default;
    };

    struct HandlerRow
    {
        HandlerKind kind = HandlerKind::None;
        QString name;
        QString target;
        int state = 0; // LocalToolSession::HandlerState
        QString stateText;
        QString stateTip;
        QString kindTip;
        QList<ToolRow> tools;
    };

    LocalToolSession* session() const; // the manager's, or null
    void reset();
    void reload(); // m_rows from the session, without telling views
    void refreshHandler(int row);
    void fillHandler(HandlerRow& row) const;
    QList<ToolRow> toolRows(HandlerKind kind, const QString& name) const;
    int handlerRow(HandlerKind kind, const QString& name) const;
    QString policyTool(const QModelIndex& index) const;

    QPointer<LocalHandlersManager> m_manager;
    QList<HandlerRow> m_rows;
};

} // namespace mantyx
