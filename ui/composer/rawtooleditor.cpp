// SPDX-License-Identifier: MIT
// RawToolEditor: the whole ref in a JsonEditor; each well-formed object is written back.
#include "composer/rawtooleditor.h"

#include <QJsonDocument>
#include <QLabel>
#include <QVBoxLayout>

#include "composer/tooljsontext.h"
#include "jsoneditor.h"
#include "protocol/jsontextlocator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

RawToolEditor::RawToolEditor(QWidget* parent)
    : ToolEditor(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    m_json = new JsonEditor(this);
    m_json->setObjectName(u"refJsonEditor"_s);
    layout->addWidget(m_json, 1);
    layout->addWidget(refMessageLabel());
    registerField(u"kind"_s, m_json, nullptr);
    connect(m_json, &QPlainTextEdit::textChanged, this, &RawToolEditor::onEdited);
    retranslateUi();
}

RawToolEditor::~RawToolEditor() = default;

void RawToolEditor::load(const QJsonObject& ref)
{
    const QString compact = QString::fromUtf8(QJsonDocument(ref).toJson(QJsonDocument::Compact));
    const QString text = JsonTextLocator::formatted(compact).value_or(compact);
    if (QJsonDocument::fromJson(m_json->toPlainText().toUtf8()).object() != ref ||
        m_json->toPlainText().trimmed().isEmpty()) {
        setJsonEditorText(m_json, text);
    }
}

void RawToolEditor::onEdited()
{
    if (isLoading() || !document() || index() < 0)
        return;
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument parsed = JsonTextLocator::parse(m_json->toPlainText(), &syntax);
    if (syntax || !parsed.isObject()) {
        const QString message = !syntax ? tr("A tool ref is a JSON object ({…}).")
                                : syntax->expected.isEmpty()
                                    ? tr("JSON syntax error: %1.").arg(syntax->message)
                                    : tr("JSON syntax error: expected %1.").arg(syntax->expected);
        const TextSpan span = syntax ? syntax->span : TextSpan{0, 1, 1, 1};
        m_json->setIssues({JsonEditor::Issue{span.line, span.column, int(span.length),
                                             JsonEditor::Severity::Error, message}});
        return;
    }
    m_json->clearIssues();
    // The whole ref: a fixed `kind` makes the list swap in that kind's editor.
    writeRef(parsed.object());
}

void RawToolEditor::retranslateUi()
{
    m_intro->setText(tr("This ref has no kind this app knows (local, a2a_local, mcp_local, "
                        "mantyx, mantyx_plugin, a2a, mcp); edit its JSON. It is sent as it "
                        "is."));
}

} // namespace mantyx
