// SPDX-License-Identifier: MIT
// DisplayText: text that came from a server, a tool or a file, made safe to show — on a terminal
// or in a label — with control characters, bidi controls and line separators written as escapes,
// so a crafted name cannot drive a terminal, reorder what follows it or forge a line of output.
#pragma once

#include <QString>
#include <QStringView>

namespace mantyx::displaytext {

// True for what is never shown as itself: C0 controls, DEL, C1 controls, the bidi controls
// (U+061C, U+200E/F, U+202A-U+202E, U+2066-U+2069) and the line/paragraph separators.
bool isUnsafe(char32_t c);

// One line: every unsafe character as an escape — \n, \r, \t; \xHH for the other C0, DEL and
// C1 controls; \uHHHH for the rest — everything else unchanged.
QString singleLine(QStringView text);

// Several lines (an assistant's text, a result, pretty-printed JSON): newlines and tabs stay,
// CRLF becomes a newline, every other unsafe character is escaped as by singleLine().
QString multiLine(QStringView text);

// A JSON text as one line whose bytes cannot drive a terminal either: unsafe characters as
// \uHHHH (the same JSON value when they are inside a string), line breaks between tokens as
// spaces. Text without such characters is returned unchanged.
QString jsonLine(QStringView json);

// `text` cut to `maxChars` characters with an ellipsis at the end.
QString elided(QStringView text, qsizetype maxChars);

} // namespace mantyx::displaytext
