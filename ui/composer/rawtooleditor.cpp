// SPDX-License-Identifier: MIT
// RawToolEditor: the whole ref in a JsonEditor; each well-formed object is written back.
#include "composer/rawtooleditor.h"

#include <QJsonDocument>
#include <QLabel>
#include <QVBoxLayout>

#include "composer/tooljsontext.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

RawToolEditor::RawToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    m_json = new JsonEditor(this);
    m_json->setObjectName(u"refJsonEditor"_s);
    editorLayout()->addWidget(m_json, 1);
    editorLayout()->addWidget(refMessageLabel());
    registerField(u"kind"_s, m_json, nullptr);
    connect(m_json, &QPlainTextEdit::textChanged, this, &RawToolEditor::onEdited);
    retranslateUi();
}

RawToolEditor::~RawToolEditor() = default;

void RawToolEditor::load(const QJsonObject& ref)
{
    if (QJsonDocument::fromJson(m_json->toPlainText().toUtf8()).object() != ref ||
        m_json->toPlainText().trimmed().isEmpty()) {
        setJsonEditorText(m_json, indentedJson(ref));
    }
}

void RawToolEditor::onEdited()
{
    if (isLoading() || !document() || index() < 0)
        return;
    const std::optional<QJsonDocument> parsed =
        parseEditorJson(m_json, tr("A tool ref is a JSON object ({…})."));
    if (!parsed)
        return;
    // The whole ref: a fixed `kind` makes the list swap in that kind's editor.
    writeRef(parsed->object());
}

void RawToolEditor::retranslateUi()
{
    setIntro(tr("This ref has no kind this app knows (local, a2a_local, mcp_local, mantyx, "
                "mantyx_plugin, a2a, mcp); edit its JSON. It is sent as it is."));
}

} // namespace mantyx
