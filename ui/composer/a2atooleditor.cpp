// SPDX-License-Identifier: MIT
// A2aToolEditor: a form over one `a2a` ref.
#include "composer/a2atooleditor.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

#include "composer/toolheaderseditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

A2aToolEditor::A2aToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    QFormLayout* form = addForm();
    m_name = addLineField(form, u"name"_s);
    m_url = addLineField(form, u"agentCardUrl"_s);
    m_headers = addHeadersField(form, u"headers"_s);
    m_context = addLineField(form, u"contextId"_s);
    m_description = addLineField(form, u"description"_s);
    finishLayout();
    retranslateUi();
}

A2aToolEditor::~A2aToolEditor() = default;

void A2aToolEditor::retranslateUi()
{
    setIntro(tr("An A2A agent the server reaches itself: it fetches the agent card from the URL "
                "and sends the model's messages to the agent."));
    m_name.label->setText(tr("&Name:"));
    m_name.field->setPlaceholderText(tr("hr_agent"));
    m_name.field->setToolTip(tr("The tool name the model calls: 1 to 64 letters, digits or "
                                "underscores"));
    m_url.label->setText(tr("Agent card &URL:"));
    m_url.field->setPlaceholderText(tr("https://agent.example.com/.well-known/agent-card.json"));
    m_headers.label->setText(tr("&Headers:"));
    m_headers.field->setToolTip(tr("Sent by the server with the card request and every call"));
    m_context.label->setText(tr("&Context id:"));
    m_context.field->setPlaceholderText(tr("optional: continue an A2A conversation"));
    m_description.label->setText(tr("&Description:"));
    m_description.field->setPlaceholderText(tr("optional: replaces the card's description"));
}

} // namespace mantyx
