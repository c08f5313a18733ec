// SPDX-License-Identifier: MIT
// ToolHeadersEditor: a grid of line edits, values in password mode while masked.
#include "composer/toolheaderseditor.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace mantyx {

ToolHeadersEditor::ToolHeadersEditor(Purpose purpose, QWidget* parent)
    : QWidget(parent)
    , m_purpose(purpose)
    , m_masked(purpose == Purpose::Headers)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_grid = new QGridLayout;
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(0, 2);
    m_grid->setColumnStretch(1, 3);
    layout->addLayout(m_grid);

    auto* buttons = new QHBoxLayout;
    m_addButton = new QPushButton(this);
    m_addButton->setObjectName(u"addRowButton"_s);
    m_addButton->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
    buttons->addWidget(m_addButton);
    m_showCheck = new QCheckBox(this);
    m_showCheck->setObjectName(u"showValuesCheck"_s);
    m_showCheck->setChecked(!m_masked);
    buttons->addWidget(m_showCheck);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_addButton, &QPushButton::clicked, this, [this] {
        addRow();
        emit edited();
    });
    connect(m_showCheck, &QCheckBox::toggled, this, [this](bool shown) { setMasked(!shown); });
    retranslateUi();
}

ToolHeadersEditor::~ToolHeadersEditor() = default;

void ToolHeadersEditor::setValues(const QMap<QString, QString>& values)
{
    clearRows();
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        appendRow(it.key(), it.value());
    relayout();
}

QMap<QString, QString> ToolHeadersEditor::values() const
{
    QMap<QString, QString> out;
    for (const Row& row : m_rows) {
        const QString name = row.name->text().trimmed();
        if (!name.isEmpty())
            out.insert(name, row.value->text());
    }
    return out;
}

void ToolHeadersEditor::setMasked(bool masked)
{
    m_masked = masked;
    {
        const QSignalBlocker blocker(m_showCheck);
        m_showCheck->setChecked(!masked);
    }
    for (const Row& row : std::as_const(m_rows))
        row.value->setEchoMode(masked ? QLineEdit::Password : QLineEdit::Normal);
}

QLineEdit* ToolHeadersEditor::nameEdit(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).name : nullptr;
}

QLineEdit* ToolHeadersEditor::valueEdit(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).value : nullptr;
}

void ToolHeadersEditor::addRow()
{
    appendRow(QString(), QString());
    relayout();
    m_rows.constLast().name->setFocus(Qt::OtherFocusReason);
}

void ToolHeadersEditor::removeRow(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    const Row gone = m_rows.takeAt(row);
    for (QWidget* w : {static_cast<QWidget*>(gone.name), static_cast<QWidget*>(gone.value),
                       static_cast<QWidget*>(gone.remove)}) {
        m_grid->removeWidget(w);
        w->setObjectName(QString());
        w->hide();
        w->deleteLater();
    }
    relayout();
}

void ToolHeadersEditor::appendRow(const QString& name, const QString& value)
{
    Row row;
    row.name = new QLineEdit(name, this);
    row.value = new QLineEdit(value, this);
    row.value->setEchoMode(m_masked ? QLineEdit::Password : QLineEdit::Normal);
    row.remove = new QToolButton(this);
    row.remove->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    row.remove->setAutoRaise(true);
    const bool headers = m_purpose == Purpose::Headers;
    row.name->setPlaceholderText(headers ? tr("Header") : tr("Variable"));
    row.value->setPlaceholderText(tr("Value"));
    row.remove->setToolTip(headers ? tr("Remove this header") : tr("Remove this variable"));
    connect(row.name, &QLineEdit::textEdited, this, &ToolHeadersEditor::edited);
    connect(row.value, &QLineEdit::textEdited, this, &ToolHeadersEditor::edited);
    QLineEdit* nameEdit = row.name;
    connect(row.remove, &QToolButton::clicked, this, [this, nameEdit] {
        for (int i = 0; i < m_rows.size(); ++i) {
            if (m_rows.at(i).name == nameEdit) {
                removeRow(i);
                emit edited();
                return;
            }
        }
    });
    m_rows.append(row);
}

void ToolHeadersEditor::clearRows()
{
    while (!m_rows.isEmpty())
        removeRow(int(m_rows.size()) - 1);
}

void ToolHeadersEditor::relayout()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows.at(i);
        const QString index = QString::number(i);
        row.name->setObjectName(u"nameEdit_"_s + index);
        row.value->setObjectName(u"valueEdit_"_s + index);
        row.remove->setObjectName(u"removeRowButton_"_s + index);
        m_grid->addWidget(row.name, i, 0);
        m_grid->addWidget(row.value, i, 1);
        m_grid->addWidget(row.remove, i, 2);
        row.name->show();
        row.value->show();
        row.remove->show();
    }
    // Tab goes along the rows, then to the buttons.
    QWidget* previous = nullptr;
    for (const Row& row : std::as_const(m_rows)) {
        for (QWidget* w : {static_cast<QWidget*>(row.name), static_cast<QWidget*>(row.value),
                           static_cast<QWidget*>(row.remove)}) {
            if (previous)
                setTabOrder(previous, w);
            previous = w;
        }
    }
    if (previous)
        setTabOrder(previous, m_addButton);
    setTabOrder(m_addButton, m_showCheck);
}

void ToolHeadersEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ToolHeadersEditor::retranslateUi()
{
    const bool headers = m_purpose == Purpose::Headers;
    m_addButton->setText(headers ? tr("Add header") : tr("Add variable"));
    m_showCheck->setText(tr("Show values"));
    m_showCheck->setToolTip(headers ? tr("Header values are usually credentials; they are "
                                         "masked unless you show them")
                                    : tr("Show or mask the variables' values"));
    for (const Row& row : std::as_const(m_rows)) {
        row.name->setPlaceholderText(headers ? tr("Header") : tr("Variable"));
        row.value->setPlaceholderText(tr("Value"));
        row.remove->setToolTip(headers ? tr("Remove this header") : tr("Remove this variable"));
    }
}

} // namespace mantyx
