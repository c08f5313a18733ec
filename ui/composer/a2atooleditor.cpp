// SPDX-License-Identifier: MIT
// A2aToolEditor: a form over one `a2a` ref.
#include "composer/a2atooleditor.h"

#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "composer/toolheaderseditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

A2aToolEditor::A2aToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    const auto line = [&](QLabel*& label, QLineEdit*& edit, const QString& key) {
        label = new QLabel(this);
        edit = new QLineEdit(this);
        edit->setObjectName(key + u"Edit"_s);
        QLabel* message = makeMessageLabel(key + u"Message"_s);
        addFieldRow(form, label, edit, message);
        registerField(key, edit, message);
        connect(edit, &QLineEdit::textEdited, this,
                [this, key](const QString& text) { writeText(key, text.trimmed()); });
    };
    line(m_nameLabel, m_nameEdit, u"name"_s);
    line(m_urlLabel, m_urlEdit, u"agentCardUrl"_s);

    m_headersLabel = new QLabel(this);
    m_headers = new ToolHeadersEditor(ToolHeadersEditor::Purpose::Headers, this);
    m_headers->setObjectName(u"headersEditor"_s);
    QLabel* headersMessage = makeMessageLabel(u"headersMessage"_s);
    addFieldRow(form, m_headersLabel, m_headers, headersMessage);
    registerField(u"headers"_s, m_headers, headersMessage);
    connect(m_headers, &ToolHeadersEditor::edited, this,
            [this] { writeField(u"headers"_s, stringMapValue(m_headers->values())); });

    line(m_contextLabel, m_contextEdit, u"contextId"_s);
    line(m_descriptionLabel, m_descriptionEdit, u"description"_s);

    layout->addLayout(form);
    layout->addWidget(refMessageLabel());
    layout->addStretch();
    retranslateUi();
}

A2aToolEditor::~A2aToolEditor() = default;

void A2aToolEditor::load(const QJsonObject& ref)
{
    m_nameEdit->setText(ref.value("name"_L1).toString());
    m_urlEdit->setText(ref.value("agentCardUrl"_L1).toString());
    if (m_headers->values() != stringMap(ref.value("headers"_L1)))
        m_headers->setValues(stringMap(ref.value("headers"_L1)));
    m_contextEdit->setText(ref.value("contextId"_L1).toString());
    m_descriptionEdit->setText(ref.value("description"_L1).toString());
}

void A2aToolEditor::retranslateUi()
{
    m_intro->setText(tr("An A2A agent the server reaches itself: it fetches the agent card from "
                        "the URL and sends the model's messages to the agent."));
    m_nameLabel->setText(tr("&Name:"));
    m_nameEdit->setPlaceholderText(tr("hr_agent"));
    m_nameEdit->setToolTip(tr("The tool name the model calls: 1 to 64 letters, digits or "
                              "underscores"));
    m_urlLabel->setText(tr("Agent card &URL:"));
    m_urlEdit->setPlaceholderText(tr("https://agent.example.com/.well-known/agent-card.json"));
    m_headersLabel->setText(tr("&Headers:"));
    m_headers->setToolTip(tr("Sent by the server with the card request and every call"));
    m_contextLabel->setText(tr("&Context id:"));
    m_contextEdit->setPlaceholderText(tr("optional: continue an A2A conversation"));
    m_descriptionLabel->setText(tr("&Description:"));
    m_descriptionEdit->setPlaceholderText(tr("optional: replaces the card's description"));
}

} // namespace mantyx
