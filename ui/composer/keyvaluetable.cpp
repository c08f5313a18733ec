// SPDX-License-Identifier: MIT
#include "composer/keyvaluetable.h"

#include <algorithm>
#include <cmath>

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include "protocol/specvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kOriginalRole = Qt::UserRole + 1; // the entry's JSON value (QJsonValue)
constexpr int kDefaultMaxCalls = 5;

bool isWholeNumber(const QJsonValue& value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::trunc(d) == d;
}

} // namespace

// Keys: an editable combo box offering the suggestions; maxCalls: a spin box.
class KeyValueTable::Delegate final : public QStyledItemDelegate
{
public:
    explicit Delegate(KeyValueTable* table)
        : QStyledItemDelegate(table)
        , m_owner(table)
    {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override
    {
        if (index.column() == KeyColumn && !m_owner->keySuggestions().isEmpty()) {
            auto* combo = new QComboBox(parent);
            combo->setObjectName(u"keyEditor"_s);
            combo->setEditable(true);
            combo->setInsertPolicy(QComboBox::NoInsert);
            combo->addItems(m_owner->keySuggestions());
            return combo;
        }
        if (index.column() == ValueColumn && m_owner->m_kind == ValueKind::MaxCalls) {
            auto* spin = new QSpinBox(parent);
            spin->setObjectName(u"maxCallsEditor"_s);
            spin->setRange(0, int(SpecValidator::MaxToolBudgetCalls));
            return spin;
        }
        QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
        editor->setObjectName(index.column() == KeyColumn ? u"keyEditor"_s : u"valueEditor"_s);
        return editor;
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        const QString text = index.data(Qt::EditRole).toString();
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            combo->setEditText(text);
            return;
        }
        if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
            spin->setValue(text.toInt());
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, combo->currentText().trimmed(), Qt::EditRole);
            return;
        }
        if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
            spin->interpretText();
            model->setData(index, QString::number(spin->value()), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    KeyValueTable* m_owner;
};

KeyValueTable::KeyValueTable(ValueKind kind, QWidget* parent)
    : QWidget(parent)
    , m_kind(kind)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"table"_s);
    m_table->setItemDelegate(new Delegate(this));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(KeyColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(KeyColumn, 220);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->setMinimumHeight(110);
    m_table->setTabKeyNavigation(false);
    connect(m_table, &QTableWidget::itemChanged, this, &KeyValueTable::onItemChanged);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &KeyValueTable::updateButtons);

    m_addButton = new QPushButton(this);
    m_addButton->setObjectName(u"addButton"_s);
    connect(m_addButton, &QPushButton::clicked, this, &KeyValueTable::addRow);
    m_removeButton = new QPushButton(this);
    m_removeButton->setObjectName(u"removeButton"_s);
    connect(m_removeButton, &QPushButton::clicked, this, &KeyValueTable::removeSelectedRows);

    auto* buttons = new QVBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    setTabOrder(m_table, m_addButton);
    setTabOrder(m_addButton, m_removeButton);
    retranslateUi();
    updateButtons();
}

KeyValueTable::~KeyValueTable() = default;

void KeyValueTable::retranslateUi()
{
    m_addButton->setText(tr("Add"));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove the selected rows"));
    if (m_kind == ValueKind::MaxCalls) {
        setHeaderLabels(tr("Tool"), tr("Max calls"));
        m_addButton->setToolTip(tr("Add a budget for one tool"));
    } else {
        setHeaderLabels(tr("Key"), tr("Value"));
        m_addButton->setToolTip(tr("Add a key/value pair"));
    }
}

void KeyValueTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void KeyValueTable::setHeaderLabels(const QString& key, const QString& value)
{
    m_table->setHorizontalHeaderLabels({key, value});
}

void KeyValueTable::setKeySuggestions(const QStringList& keys)
{
    m_suggestions = keys;
}

QString KeyValueTable::valueText(const QJsonValue& value) const
{
    QJsonValue shown = value;
    if (m_kind == ValueKind::MaxCalls)
        shown = value.isObject() ? value.toObject().value("maxCalls"_L1) : value;
    if (shown.isString())
        return shown.toString();
    if (isWholeNumber(shown))
        return QString::number(qint64(shown.toDouble()));
    if (shown.isUndefined())
        return QString();
    // Anything else as the JSON it is (true, 2.5, {…}).
    return QString::fromUtf8(QJsonDocument(QJsonArray{shown}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

void KeyValueTable::appendRow(const QString& key, const QJsonValue& value)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* keyItem = new QTableWidgetItem(key);
    keyItem->setData(kOriginalRole, QVariant::fromValue(value));
    auto* valueItem = new QTableWidgetItem(valueText(value));
    if (m_kind == ValueKind::MaxCalls)
        valueItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setItem(row, KeyColumn, keyItem);
    m_table->setItem(row, ValueColumn, valueItem);
}

void KeyValueTable::setEntries(const QJsonObject& entries)
{
    if (entries == m_shown && m_table->rowCount() >= entries.size())
        return;
    m_loading = true;
    const int current = m_table->currentRow();
    m_table->setRowCount(0);
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it)
        appendRow(it.key(), it.value());
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, KeyColumn);
    m_shown = entries;
    m_loading = false;
    updateButtons();
}

QJsonObject KeyValueTable::entries() const
{
    QJsonObject object;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* keyItem = m_table->item(row, KeyColumn);
        if (!keyItem || keyItem->text().isEmpty())
            continue; // a row still being filled in
        object.insert(keyItem->text(), keyItem->data(kOriginalRole).value<QJsonValue>());
    }
    return object;
}

void KeyValueTable::onItemChanged(QTableWidgetItem* item)
{
    if (m_loading)
        return;
    const int row = item->row();
    QTableWidgetItem* keyItem = m_table->item(row, KeyColumn);
    if (!keyItem)
        return;
    if (item->column() == ValueColumn) {
        const QString text = item->text();
        QJsonValue value;
        if (m_kind == ValueKind::String) {
            value = text;
        } else {
            const QJsonValue original = keyItem->data(kOriginalRole).value<QJsonValue>();
            QJsonObject budget = original.isObject() ? original.toObject() : QJsonObject();
            bool ok = false;
            const qint64 calls = text.trimmed().toLongLong(&ok);
            budget.insert("maxCalls"_L1, ok ? QJsonValue(calls) : QJsonValue(text));
            value = budget;
        }
        m_loading = true;
        keyItem->setData(kOriginalRole, QVariant::fromValue(value));
        m_loading = false;
    }
    m_shown = entries();
    emit entriesEdited();
}

void KeyValueTable::addRow()
{
    QString key;
    const QJsonObject current = entries();
    for (const QString& suggestion : std::as_const(m_suggestions)) {
        if (!current.contains(suggestion)) {
            key = suggestion;
            break;
        }
    }
    const QJsonValue value = m_kind == ValueKind::MaxCalls
                                 ? QJsonValue(QJsonObject{{u"maxCalls"_s, kDefaultMaxCalls}})
                                 : QJsonValue(QString());
    m_loading = true;
    appendRow(key, value);
    m_loading = false;
    const int row = m_table->rowCount() - 1;
    m_table->setCurrentCell(row, key.isEmpty() ? KeyColumn : ValueColumn);
    if (!key.isEmpty()) {
        m_shown = entries();
        emit entriesEdited();
    }
    m_table->setFocus(Qt::OtherFocusReason);
    m_table->editItem(m_table->item(row, key.isEmpty() ? KeyColumn : ValueColumn));
}

void KeyValueTable::removeSelectedRows()
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty() && m_table->currentRow() >= 0)
        rows << m_table->currentRow();
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end(), std::greater<>());
    m_loading = true;
    for (int row : std::as_const(rows))
        m_table->removeRow(row);
    m_loading = false;
    m_shown = entries();
    updateButtons();
    emit entriesEdited();
}

int KeyValueTable::rowOf(const QString& key) const
{
    for (int row = m_table->rowCount() - 1; row >= 0; --row) {
        if (m_table->item(row, KeyColumn) && m_table->item(row, KeyColumn)->text() == key)
            return row;
    }
    return -1;
}

void KeyValueTable::selectKey(const QString& key)
{
    const int row = rowOf(key);
    if (row >= 0)
        m_table->setCurrentCell(row, KeyColumn);
}

void KeyValueTable::updateButtons()
{
    m_removeButton->setEnabled(m_table->currentRow() >= 0 ||
                               !m_table->selectionModel()->selectedRows().isEmpty());
}

} // namespace mantyx
