// SPDX-License-Identifier: MIT
// NamedToolEditor: one trimmed line field under an intro.
#include "composer/namedtooleditor.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>

namespace mantyx {

NamedToolEditor::NamedToolEditor(const QString& key, const Texts& texts, QWidget* parent)
    : ToolEditor(parent)
    , m_texts(texts)
{
    m_field = addLineField(addForm(), key);
    finishLayout();
    retranslateUi();
}

NamedToolEditor::~NamedToolEditor() = default;

QString NamedToolEditor::translated(const char* text) const
{
    return QCoreApplication::translate(m_texts.context, text);
}

void NamedToolEditor::retranslateUi()
{
    setIntro(translated(m_texts.intro));
    m_field.label->setText(translated(m_texts.label));
    m_field.field->setPlaceholderText(translated(m_texts.placeholder));
}

} // namespace mantyx
