// SPDX-License-Identifier: MIT
// MantyxToolEditor: one line edit for the workspace tool id.
#include "composer/mantyxtooleditor.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace mantyx {

MantyxToolEditor::MantyxToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_idLabel = new QLabel(this);
    m_idEdit = new QLineEdit(this);
    m_idEdit->setObjectName(u"idEdit"_s);
    QLabel* idMessage = makeMessageLabel(u"idMessage"_s);
    addFieldRow(form, m_idLabel, m_idEdit, idMessage);
    registerField(u"id"_s, m_idEdit, idMessage);
    layout->addLayout(form);
    layout->addWidget(refMessageLabel());
    layout->addStretch();

    connect(m_idEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeText(u"id"_s, text.trimmed()); });
    retranslateUi();
}

MantyxToolEditor::~MantyxToolEditor() = default;

void MantyxToolEditor::load(const QJsonObject& ref)
{
    m_idEdit->setText(ref.value("id"_L1).toString());
}

void MantyxToolEditor::retranslateUi()
{
    m_intro->setText(tr("A tool of the workspace, run by the server. The run only names it; its "
                        "name, description and parameters live in the workspace."));
    m_idLabel->setText(tr("Tool &id:"));
    m_idEdit->setPlaceholderText(tr("the workspace tool's id"));
}

} // namespace mantyx
