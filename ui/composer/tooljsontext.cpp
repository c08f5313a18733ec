// SPDX-License-Identifier: MIT
// setJsonEditorText: select-all-and-insert instead of setPlainText().
#include "composer/tooljsontext.h"

#include <QTextCursor>
#include <QTextDocument>

#include "widgets/jsoneditor.h"

namespace mantyx {

void setJsonEditorText(JsonEditor* editor, const QString& text)
{
    if (editor->toPlainText() != text) {
        QTextCursor cursor(editor->document());
        cursor.beginEditBlock();
        cursor.select(QTextCursor::Document);
        cursor.insertText(text);
        cursor.endEditBlock();
        editor->moveCursor(QTextCursor::Start);
    }
    editor->clearIssues();
}

} // namespace mantyx
