// SPDX-License-Identifier: MIT
// KeyValueTable: a two-column editor for a JSON object of string keys — the spec's `metadata`
// (string values) and `toolBudgets` (maxCalls per tool name, names offered from the spec's tools)
// — that keeps what it does not edit (extra fields of an entry, values of the wrong type).
#pragma once

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace mantyx {

class KeyValueTable final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyValueTable)

public:
    enum class ValueKind
    {
        String,   // metadata: the value is the string
        MaxCalls, // toolBudgets: the value is {maxCalls: n}, other members kept
    };
    enum Column
    {
        KeyColumn,
        ValueColumn,
        ColumnCount
    };

    explicit KeyValueTable(ValueKind kind, QWidget* parent = nullptr);
    ~KeyValueTable() override;

    // Shows an object (a no-op when it is what the table shows already).
    void setEntries(const QJsonObject& entries);
    // What the table holds; a later row wins over an earlier one with the same key.
    QJsonObject entries() const;
    // Names offered for the key column (the spec's tool names).
    void setKeySuggestions(const QStringList& keys);
    QStringList keySuggestions() const { return m_suggestions; }
    void setHeaderLabels(const QString& key, const QString& value);

    // Adds a row (first suggestion not yet used as its key) and starts editing the key.
    void addRow();
    void removeSelectedRows();
    // The row of a key; -1 when none.
    int rowOf(const QString& key) const;
    void selectKey(const QString& key);

    QTableWidget* table() const { return m_table; }

signals:
    // The user changed the entries (not emitted by setEntries()).
    void entriesEdited();

protected:
    void changeEvent(QEvent* event) override;

private:
    class Delegate;

    void retranslateUi();
    void appendRow(const QString& key, const QJsonValue& value);
    QString valueText(const QJsonValue& value) const;
    void onItemChanged(QTableWidgetItem* item);
    void updateButtons();

    ValueKind m_kind;
    QTableWidget* m_table = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_removeButton = nullptr;
    QStringList m_suggestions;
    QJsonObject m_shown;
    bool m_loading = false;
};

} // namespace mantyx
