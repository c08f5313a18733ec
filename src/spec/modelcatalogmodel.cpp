// SPDX-License-Identifier: MIT
#include "spec/modelcatalogmodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace mantyx {

ModelCatalogModel::ModelCatalogModel(QObject* parent)
    : QAbstractListModel(parent)
{}

ModelCatalogModel::~ModelCatalogModel() = default;

void ModelCatalogModel::setDefaultEntryShown(bool shown)
{
    if (shown == m_defaultEntryShown)
        return;
    beginResetModel();
    m_defaultEntryShown = shown;
    endResetModel();
}

void ModelCatalogModel::setCatalog(const ModelCatalog& catalog)
{
    beginResetModel();
    m_catalog = catalog;
    endResetModel();
}

void ModelCatalogModel::setCatalog(const QJsonArray& models, const QString& defaultModelId)
{
    const std::optional<ModelCatalog> catalog = ModelCatalog::fromJson(
        QJsonObject{{u"models"_s, models}, {u"defaultModelId"_s, defaultModelId}});
    setCatalog(catalog.value_or(ModelCatalog{}));
}

bool ModelCatalogModel::setCatalogJson(const QJsonObject& response)
{
    const std::optional<ModelCatalog> catalog = ModelCatalog::fromJson(response);
    if (!catalog)
        return false;
    setCatalog(*catalog);
    return true;
}

int ModelCatalogModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return int(m_catalog.models.size()) + catalogOffset();
}

const CatalogModel* ModelCatalogModel::modelAt(int row) const
{
    const int i = row - catalogOffset();
    if (i < 0 || i >= m_catalog.models.size())
        return nullptr;
    return &m_catalog.models.at(i);
}

const CatalogModel* ModelCatalogModel::defaultModel() const
{
    for (const CatalogModel& model : m_catalog.models) {
        if (model.id == m_catalog.defaultModelId)
            return &model;
    }
    return nullptr;
}

QVariant ModelCatalogModel::data(const QModelIndex& index, int role) const
{
    // Views (a combo box being reset) ask about invalid indexes; that is no error here.
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const bool isDefaultEntry = m_defaultEntryShown && index.row() == 0;
    if (isDefaultEntry) {
        const CatalogModel* fallback = defaultModel();
        switch (role) {
        case Qt::DisplayRole:
            return fallback ? tr("Workspace default — %1").arg(summary(*fallback))
                            : tr("Workspace default (modelId omitted)");
        case Qt::ToolTipRole:
            return tr("Leave modelId out: the server runs the workspace's default model.");
        case Qt::EditRole:
        case IdRole:
            return QString();
        case IsDefaultEntryRole:
            return true;
        case IsDefaultRole:
            return false;
        default:
            return {};
        }
    }
    const CatalogModel* model = modelAt(index.row());
    if (!model)
        return {};
    const bool isDefault = !model->id.isEmpty() && model->id == m_catalog.defaultModelId;
    switch (role) {
    case Qt::DisplayRole:
        return isDefault ? tr("%1 (default)").arg(summary(*model)) : summary(*model);
    case Qt::ToolTipRole:
        return tr("%1\nid: %2\nvendor model: %3\nsource: %4")
            .arg(summary(*model), model->id, model->vendorModelId, model->source);
    case Qt::EditRole:
    case IdRole:
        return model->id;
    case LabelRole:
        return model->label;
    case ProviderRole:
        return model->provider;
    case VendorModelIdRole:
        return model->vendorModelId;
    case SourceRole:
        return model->source;
    case ContextWindowRole:
        return model->contextWindowTokens ? QVariant(*model->contextWindowTokens) : QVariant();
    case InputPriceRole:
        return model->pricing ? QVariant(model->pricing->inputPer1MUsd) : QVariant();
    case OutputPriceRole:
        return model->pricing ? QVariant(model->pricing->outputPer1MUsd) : QVariant();
    case IsDefaultRole:
        return isDefault;
    case IsDefaultEntryRole:
        return false;
    default:
        return {};
    }
}

QHash<int, QByteArray> ModelCatalogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "modelId");
    names.insert(LabelRole, "label");
    names.insert(ProviderRole, "provider");
    names.insert(VendorModelIdRole, "vendorModelId");
    names.insert(SourceRole, "source");
    names.insert(ContextWindowRole, "contextWindowTokens");
    names.insert(InputPriceRole, "inputPer1MUsd");
    names.insert(OutputPriceRole, "outputPer1MUsd");
    names.insert(IsDefaultRole, "isDefault");
    names.insert(IsDefaultEntryRole, "isDefaultEntry");
    return names;
}

int ModelCatalogModel::rowForId(const QString& id) const
{
    if (id.isEmpty())
        return m_defaultEntryShown ? 0 : -1;
    for (qsizetype i = 0; i < m_catalog.models.size(); ++i) {
        if (m_catalog.models.at(i).id == id)
            return int(i) + catalogOffset();
    }
    return -1;
}

ModelCatalogModel::Resolution ModelCatalogModel::resolve(const QString& selector) const
{
    Resolution resolution;
    const QString wanted = selector.trimmed();
    if (wanted.isEmpty()) {
        resolution.kind = Resolution::Kind::Default;
        resolution.row = rowForId(m_catalog.defaultModelId);
        return resolution;
    }
    const int exact = rowForId(wanted);
    if (exact >= 0) {
        resolution.kind = Resolution::Kind::Exact;
        resolution.row = exact;
        return resolution;
    }
    QList<int> byVendor;
    for (qsizetype i = 0; i < m_catalog.models.size(); ++i) {
        const CatalogModel& model = m_catalog.models.at(i);
        const int row = int(i) + catalogOffset();
        const QString providerVendor = model.provider + u':' + model.vendorModelId;
        const bool providerForm = wanted.startsWith("provider:"_L1) &&
                                  wanted.endsWith(u':' + model.vendorModelId) &&
                                  !model.vendorModelId.isEmpty();
        if ((!model.provider.isEmpty() && providerVendor == wanted) || providerForm) {
            resolution.kind = Resolution::Kind::Shorthand;
            resolution.row = row;
            return resolution;
        }
        if (!model.vendorModelId.isEmpty() && model.vendorModelId == wanted)
            byVendor << row;
    }
    if (byVendor.size() == 1) {
        resolution.kind = Resolution::Kind::Shorthand;
        resolution.row = byVendor.constFirst();
    } else if (byVendor.size() > 1) {
        resolution.kind = Resolution::Kind::Ambiguous;
        for (int row : std::as_const(byVendor))
            resolution.candidates << modelAt(row)->id;
    }
    return resolution;
}

QString ModelCatalogModel::describeSelector(const QString& selector) const
{
    const Resolution resolution = resolve(selector);
    const CatalogModel* model = modelAt(resolution.row);
    switch (resolution.kind) {
    case Resolution::Kind::Default:
        if (model)
            return tr("The workspace default: %1.").arg(summary(*model));
        return m_catalog.models.isEmpty() ? tr("The workspace default model (no catalog loaded).")
                                          : tr("The workspace default model.");
    case Resolution::Kind::Exact:
        return model ? summary(*model) + u'.' : QString();
    case Resolution::Kind::Shorthand:
        return model ? tr("Shorthand for %1: %2.").arg(model->id, summary(*model)) : QString();
    case Resolution::Kind::Ambiguous:
        return tr("Ambiguous: %1 matches %2; use a full id.")
            .arg(selector.trimmed(), resolution.candidates.join(u", "_s));
    case Resolution::Kind::Unknown:
        break;
    }
    return m_catalog.models.isEmpty()
               ? tr("No model catalog loaded: the server checks this id when the run starts.")
               : tr("Not in this workspace's catalog: the server may reject it (400 "
                    "invalid_model).");
}

QString ModelCatalogModel::contextWindowText(qint64 tokens)
{
    const QLocale locale;
    if (tokens >= 1000000 && tokens % 1000000 == 0)
        return tr("%1M tokens").arg(locale.toString(tokens / 1000000));
    if (tokens >= 1000 && tokens % 1000 == 0)
        return tr("%1K tokens").arg(locale.toString(tokens / 1000));
    if (tokens >= 1024 * 1024 && tokens % (1024 * 1024) == 0)
        return tr("%1M tokens").arg(locale.toString(tokens / (1024 * 1024)));
    return tr("%1 tokens").arg(locale.toString(tokens));
}

QString ModelCatalogModel::priceText(const CatalogModel& model)
{
    if (!model.pricing)
        return tr("no price listed");
    const QLocale locale;
    return tr("$%1 in / $%2 out per 1M tokens")
        .arg(locale.toString(model.pricing->inputPer1MUsd, 'f', 2),
             locale.toString(model.pricing->outputPer1MUsd, 'f', 2));
}

QString ModelCatalogModel::summary(const CatalogModel& model)
{
    QStringList parts;
    if (!model.provider.isEmpty())
        parts << model.provider;
    if (model.contextWindowTokens)
        parts << contextWindowText(*model.contextWindowTokens);
    parts << priceText(model);
    const QString name = model.label.isEmpty() ? model.id : model.label;
    return tr("%1 — %2").arg(name, parts.join(u" · "_s));
}

} // namespace mantyx
