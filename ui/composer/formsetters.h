// SPDX-License-Identifier: MIT
// Form setters: load a value into a control only when it differs and without emitting the
// control's change signals, so reloading a form after each edit keeps the cursor, the selection
// and the focus of the control being typed in.
#pragma once

#include <optional>

#include <QString>

class QAbstractButton;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSlider;
class QSpinBox;

namespace mantyx::forms {

void setText(QLineEdit* edit, const QString& text);
void setText(QPlainTextEdit* edit, const QString& text);
// Replaces the whole text as one edit, without QTextDocument::clear(): a JsonEditor renews its
// selection cursors from the document's change signals, and renewing them inside clear() (what
// setPlainText() does) frees cursors the document still holds. Emits the usual signals.
void replaceText(QPlainTextEdit* edit, const QString& text);
void setChecked(QAbstractButton* button, bool checked);
void setValue(QSpinBox* spin, int value);
void setValue(QSlider* slider, int value);
void setCurrentIndex(QComboBox* combo, int index);
// An editable combo box: the row whose `role` data is `text`, else the text itself.
void setEditText(QComboBox* combo, const QString& text, int role);
// A spin box whose minimum stands for "not set" (specialValueText): the value or the minimum.
void setOptionalValue(QSpinBox* spin, std::optional<qint64> value);
// The spin box's value, or nothing at its minimum.
std::optional<int> optionalValue(const QSpinBox* spin);
// Keeps the combo box's open list at least as wide as its widest entry, whatever the box's own
// width and the style: long entries (a model's name, provider and price) show whole, never
// elided. Follows the model's resets and insertions.
void fitPopupToEntries(QComboBox* combo);

} // namespace mantyx::forms
