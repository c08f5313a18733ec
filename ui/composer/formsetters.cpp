// SPDX-License-Identifier: MIT
#include "composer/formsetters.h"

#include <algorithm>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTextCursor>
#include <QTextDocument>

namespace mantyx::forms {

void setText(QLineEdit* edit, const QString& text)
{
    if (edit->text() == text)
        return;
    const QSignalBlocker blocker(edit);
    edit->setText(text);
}

void setText(QPlainTextEdit* edit, const QString& text)
{
    if (edit->toPlainText() == text)
        return;
    const QSignalBlocker blocker(edit);
    replaceText(edit, text);
}

void replaceText(QPlainTextEdit* edit, const QString& text)
{
    if (edit->toPlainText() == text)
        return;
    QTextCursor cursor(edit->document());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
    cursor.endEditBlock();
}

void setChecked(QAbstractButton* button, bool checked)
{
    if (button->isChecked() == checked)
        return;
    const QSignalBlocker blocker(button);
    button->setChecked(checked);
}

void setValue(QSpinBox* spin, int value)
{
    if (spin->value() == value)
        return;
    const QSignalBlocker blocker(spin);
    spin->setValue(value);
}

void setValue(QSlider* slider, int value)
{
    if (slider->value() == value)
        return;
    const QSignalBlocker blocker(slider);
    slider->setValue(value);
}

void setCurrentIndex(QComboBox* combo, int index)
{
    if (combo->currentIndex() == index)
        return;
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(index);
}

void setEditText(QComboBox* combo, const QString& text, int role)
{
    const QSignalBlocker blocker(combo);
    const int row = combo->findData(text, role, Qt::MatchExactly);
    if (row >= 0 && combo->currentIndex() != row)
        combo->setCurrentIndex(row);
    if (combo->isEditable() && combo->currentText() != text)
        combo->setEditText(text);
}

void setOptionalValue(QSpinBox* spin, std::optional<qint64> value)
{
    const qint64 wanted =
        value ? std::clamp<qint64>(*value, spin->minimum() + 1, spin->maximum()) : spin->minimum();
    setValue(spin, int(wanted));
}

std::optional<int> optionalValue(const QSpinBox* spin)
{
    if (spin->value() == spin->minimum())
        return std::nullopt;
    return spin->value();
}

void fitPopupToEntries(QComboBox* combo)
{
    const auto fit = [combo] {
        QAbstractItemView* view = combo->view();
        const int entries = view->sizeHintForColumn(0);
        if (entries <= 0)
            return;
        const int scrollBar = view->verticalScrollBar()->sizeHint().width();
        view->setMinimumWidth(entries + scrollBar + 2 * view->frameWidth());
    };
    QAbstractItemModel* model = combo->model();
    QObject::connect(model, &QAbstractItemModel::modelReset, combo, fit);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, combo, fit);
    QObject::connect(model, &QAbstractItemModel::dataChanged, combo, fit);
    fit();
}

} // namespace mantyx::forms
