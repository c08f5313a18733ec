// SPDX-License-Identifier: MIT
// PeerText: escaping and cutting text a peer wrote before it is quoted.
#include "localtools/peertext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// Characters that would change how the rest of a line reads (bidirectional embeddings,
// overrides and isolates), or break it (line and paragraph separators).
bool isFormatting(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 ||
           c == 0x2029 || c == 0x200E || c == 0x200F || c == 0xFEFF;
}

QString escaped(char16_t c)
{
    switch (c) {
    case u'\n':
        return u"\\n"_s;
    case u'\r':
        return u"\\r"_s;
    case u'\t':
        return u"\\t"_s;
    default:
        return u"\\u"_s + QString::number(c, 16).rightJustified(4, u'0');
    }
}

} // namespace

QString PeerText::quote(const QByteArray& bytes, qsizetype maxChars)
{
    // Decoding more than can be shown is wasted work on a flood; a character takes at most 4
    // bytes, and the cut below still marks what was left out.
    const qsizetype take = std::min<qsizetype>(bytes.size(), std::max<qsizetype>(0, maxChars) * 4);
    QString text = QString::fromUtf8(bytes.left(take));
    if (take < bytes.size())
        text += u'\u2026';
    return quote(text, maxChars);
}

QString PeerText::quote(const QString& text, qsizetype maxChars)
{
    QString out;
    out.reserve(std::min(text.size(), maxChars) + 8);
    qsizetype shown = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (shown >= maxChars) {
            if (!out.endsWith(u'\u2026'))
                out += u'\u2026';
            break;
        }
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || isFormatting(u)) {
            out += escaped(u);
        } else if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += c;
            out += text.at(++i);
        } else if (c.isSurrogate()) {
            out += QChar(QChar::ReplacementCharacter);
        } else {
            out += c;
        }
        ++shown;
    }
    return out;
}

} // namespace mantyx
