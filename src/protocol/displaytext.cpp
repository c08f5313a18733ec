// SPDX-License-Identifier: MIT
#include "protocol/displaytext.h"

#include <algorithm>

namespace mantyx::displaytext {

using namespace Qt::StringLiterals;

namespace {

void appendHex(QString& out, QLatin1StringView prefix, char32_t c, int width)
{
    out += prefix;
    out += QString::number(uint(c), 16).rightJustified(width, u'0');
}

void appendEscaped(QString& out, char32_t c)
{
    switch (c) {
    case U'\n':
        out += "\\n"_L1;
        return;
    case U'\r':
        out += "\\r"_L1;
        return;
    case U'\t':
        out += "\\t"_L1;
        return;
    default:
        break;
    }
    if (c < 0x100)
        appendHex(out, "\\x"_L1, c, 2);
    else
        appendHex(out, "\\u"_L1, c, 4);
}

bool hasUnsafe(QStringView text)
{
    // Only UTF-16 units matter: every unsafe character is in the BMP, none is a surrogate.
    for (const QChar c : text) {
        if (isUnsafe(c.unicode()))
            return true;
    }
    return false;
}

} // namespace

bool isUnsafe(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

QString singleLine(QStringView text)
{
    if (!hasUnsafe(text))
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isUnsafe(c.unicode()))
            appendEscaped(out, c.unicode());
        else
            out += c;
    }
    return out;
}

QString multiLine(QStringView text)
{
    if (!hasUnsafe(text))
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
            continue; // CRLF: the LF is kept
        if (c == u'\n' || c == u'\t' || !isUnsafe(c.unicode()))
            out += c;
        else
            appendEscaped(out, c.unicode());
    }
    return out;
}

QString jsonLine(QStringView json)
{
    if (!hasUnsafe(json))
        return json.toString();
    QString out;
    out.reserve(json.size() + 16);
    for (const QChar c : json) {
        const char16_t u = c.unicode();
        // Raw line breaks and tabs are only valid between tokens, where a space means the same.
        if (u == u'\n' || u == u'\r' || u == u'\t')
            out += u' ';
        else if (isUnsafe(u))
            appendHex(out, "\\u"_L1, u, 4);
        else
            out += c;
    }
    return out;
}

QString elided(QStringView text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return text.toString();
    qsizetype cut = std::max<qsizetype>(0, maxChars - 1);
    if (cut > 0 && text[cut - 1].isHighSurrogate())
        --cut;
    return text.left(cut).toString() + u'…';
}

} // namespace mantyx::displaytext
