// SPDX-License-Identifier: MIT
// setJsonEditorText: replaces a JsonEditor's whole text through a cursor. The tool editors use it
// instead of setPlainText(): JsonEditor redoes its extra selections on contentsChanged, and
// doing that inside QTextDocument::clear() (which setPlainText() runs) corrupts the heap in
// Qt 6.4 — the document keeps cursors the new selections have just freed.
#pragma once

#include <QString>

namespace mantyx {

class JsonEditor;

// Replaces the text (one undo step) and clears the issue markers; no-op when it is the same.
void setJsonEditorText(JsonEditor* editor, const QString& text);

} // namespace mantyx
