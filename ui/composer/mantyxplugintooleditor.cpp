// SPDX-License-Identifier: MIT
// MantyxPluginToolEditor: one line edit for the plugin tool's name.
#include "composer/mantyxplugintooleditor.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace mantyx {

MantyxPluginToolEditor::MantyxPluginToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_nameLabel = new QLabel(this);
    m_nameEdit = new QLineEdit(this);
    m_nameEdit->setObjectName(u"nameEdit"_s);
    QLabel* nameMessage = makeMessageLabel(u"nameMessage"_s);
    addFieldRow(form, m_nameLabel, m_nameEdit, nameMessage);
    registerField(u"name"_s, m_nameEdit, nameMessage);
    layout->addLayout(form);
    layout->addWidget(refMessageLabel());
    layout->addStretch();

    connect(m_nameEdit, &QLineEdit::textEdited, this,
            [this](const QString& text) { writeText(u"name"_s, text.trimmed()); });
    retranslateUi();
}

MantyxPluginToolEditor::~MantyxPluginToolEditor() = default;

void MantyxPluginToolEditor::load(const QJsonObject& ref)
{
    m_nameEdit->setText(ref.value("name"_L1).toString());
}

void MantyxPluginToolEditor::retranslateUi()
{
    m_intro->setText(tr("A tool of a platform plugin, run by the server."));
    m_nameLabel->setText(tr("Plugin tool &name:"));
    m_nameEdit->setPlaceholderText(tr("the plugin tool's name"));
}

} // namespace mantyx
