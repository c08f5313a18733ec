// SPDX-License-Identifier: MIT
// ModelCatalogModel: the workspace's `GET /models` catalog as a list model for the composer's
// model picker — label, provider, context window and price per row, the workspace default marked,
// and shorthand selectors (provider:vendor, a bare vendor id) resolved the way the server does.
#pragma once

#include <optional>

#include <QAbstractListModel>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "client/apireply.h"

namespace mantyx {

class ModelCatalogModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelCatalogModel)

public:
    enum Role
    {
        // The selector the spec gets (`modelId`); empty for the workspace default row. Also the
        // EditRole, so an editable combo box shows the id, not the description.
        IdRole = Qt::UserRole + 1,
        LabelRole,
        ProviderRole,
        VendorModelIdRole,
        SourceRole,
        ContextWindowRole, // qint64 tokens; invalid when unknown
        InputPriceRole,    // double USD per 1M input tokens; invalid when unpriced
        OutputPriceRole,   // double USD per 1M output tokens; invalid when unpriced
        IsDefaultRole,     // bool: the workspace default model
        IsDefaultEntryRole // bool: the "workspace default" row (omit modelId)
    };

    // How a `modelId` selector lands on the catalog (http-surface.md "Models").
    struct Resolution
    {
        enum class Kind
        {
            Default,   // empty: the workspace default model
            Exact,     // a catalog id
            Shorthand, // provider:vendor, provider:<id>:<vendor> or an unambiguous vendor id
            Ambiguous, // a bare vendor id several entries share
            Unknown,   // not in this catalog (the server may still know it)
        };
        Kind kind = Kind::Unknown;
        int row = -1;           // the resolved row (Default: the default model's row, if listed)
        QStringList candidates; // Ambiguous: the ids it could mean
    };

    explicit ModelCatalogModel(QObject* parent = nullptr);
    ~ModelCatalogModel() override;

    // Row 0 is the "workspace default" entry (id "") when shown (the default).
    void setDefaultEntryShown(bool shown);
    bool isDefaultEntryShown() const { return m_defaultEntryShown; }

    void setCatalog(const ModelCatalog& catalog);
    // The `models` array of GET /models and its `defaultModelId`.
    void setCatalog(const QJsonArray& models, const QString& defaultModelId = {});
    // A whole GET /models answer; false (and nothing changes) when it has no `models` array.
    bool setCatalogJson(const QJsonObject& response);
    const ModelCatalog& catalog() const { return m_catalog; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row whose id is exactly `id` ("" is the default entry); -1 when none.
    int rowForId(const QString& id) const;
    Resolution resolve(const QString& selector) const;
    // One translated line about a selector for under the picker: what it resolves to, with
    // provider, context window and price, or why it does not.
    QString describeSelector(const QString& selector) const;

    // "400K tokens", "1M tokens", "8,192 tokens".
    static QString contextWindowText(qint64 tokens);
    // "$0.25 in / $2.00 out per 1M tokens"; "no price listed" when unpriced.
    static QString priceText(const CatalogModel& model);
    // "Label — provider · 400K tokens · $0.25 in / $2.00 out per 1M tokens".
    static QString summary(const CatalogModel& model);

private:
    int catalogOffset() const { return m_defaultEntryShown ? 1 : 0; }
    const CatalogModel* modelAt(int row) const;
    const CatalogModel* defaultModel() const;

    ModelCatalog m_catalog;
    bool m_defaultEntryShown = true;
};

} // namespace mantyx
