// SPDX-License-Identifier: MIT
#include "widgets/jsonhighlighter.h"

#include <QColor>
#include <QFont>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// One pass over a line: what each stretch is. Strings end at their closing quote or the end of
// the line (JSON strings hold no raw line breaks worth colouring across).
template <typename Emit> void tokenize(const QString& text, Emit&& onToken)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const char16_t c = text[i].unicode();
        if (c == u' ' || c == u'\t' || c == u'\r') {
            ++i;
            continue;
        }
        if (c == u'"') {
            qsizetype end = i + 1;
            while (end < n && text[end] != u'"') {
                if (text[end] == u'\\')
                    ++end;
                ++end;
            }
            end = std::min(end + 1, n);
            qsizetype next = end;
            while (next < n && (text[next] == u' ' || text[next] == u'\t'))
                ++next;
            const bool isKey = next < n && text[next] == u':';
            onToken(i, end - i, isKey ? JsonHighlighter::Role::Key : JsonHighlighter::Role::String);
            i = end;
            continue;
        }
        if (c == u'-' || (c >= u'0' && c <= u'9')) {
            qsizetype end = i + 1;
            while (end < n) {
                const char16_t d = text[end].unicode();
                if (!((d >= u'0' && d <= u'9') || d == u'.' || d == u'e' || d == u'E' ||
                      d == u'+' || d == u'-'))
                    break;
                ++end;
            }
            onToken(i, end - i, JsonHighlighter::Role::Number);
            i = end;
            continue;
        }
        if (QChar::isLetter(c) || c == u'_') {
            qsizetype end = i + 1;
            while (end < n && (text[end].isLetterOrNumber() || text[end] == u'_'))
                ++end;
            const QStringView word = QStringView(text).sliced(i, end - i);
            const bool keyword = word == u"true" || word == u"false" || word == u"null";
            onToken(i, end - i,
                    keyword ? JsonHighlighter::Role::Keyword : JsonHighlighter::Role::Invalid);
            i = end;
            continue;
        }
        if (c == u'{' || c == u'}' || c == u'[' || c == u']' || c == u',' || c == u':') {
            onToken(i, 1, JsonHighlighter::Role::Punctuation);
            ++i;
            continue;
        }
        onToken(i, 1, JsonHighlighter::Role::Invalid);
        ++i;
    }
}

bool isBracket(char16_t c)
{
    return c == u'{' || c == u'}' || c == u'[' || c == u']';
}

} // namespace

JsonHighlighter::JsonHighlighter(QTextDocument* document, const QPalette& palette)
    : QSyntaxHighlighter(document)
{
    setObjectName(u"jsonHighlighter"_s);
    setPalette(palette);
}

JsonHighlighter::~JsonHighlighter() = default;

void JsonHighlighter::setPalette(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor text = palette.color(QPalette::Active, QPalette::Text);
    m_dark = base.lightness() < 128;
    // Same hues on both palettes; lightness flips so each stays readable on Base.
    const int lightness = m_dark ? 178 : 82;
    const auto colour = [&](int hue, int saturation) {
        return QColor::fromHsl(hue, saturation, lightness);
    };
    const auto make = [](const QColor& c, bool bold = false) {
        QTextCharFormat f;
        f.setForeground(c);
        if (bold)
            f.setFontWeight(QFont::DemiBold);
        return f;
    };
    QColor punctuation = text;
    punctuation.setAlphaF(0.7f);
    m_formats[int(Role::Key)] = make(colour(212, 170));
    m_formats[int(Role::String)] = make(colour(120, m_dark ? 110 : 160));
    m_formats[int(Role::Number)] = make(colour(28, 200));
    m_formats[int(Role::Keyword)] = make(colour(290, 130), true);
    m_formats[int(Role::Punctuation)] = make(punctuation);
    QTextCharFormat invalid = make(text);
    invalid.setUnderlineStyle(QTextCharFormat::DotLine);
    invalid.setUnderlineColor(QColor::fromHsl(0, 200, lightness));
    m_formats[int(Role::Invalid)] = invalid;
    rehighlight();
}

QTextCharFormat JsonHighlighter::format(Role role) const
{
    return m_formats[int(role)];
}

void JsonHighlighter::highlightBlock(const QString& text)
{
    auto* data = new JsonBlockData;
    tokenize(text, [&](qsizetype start, qsizetype length, Role role) {
        setFormat(int(start), int(length), m_formats[int(role)]);
        if (role == Role::Punctuation && isBracket(text[start].unicode()))
            data->brackets.append(JsonBracket{int(start), text[start].unicode()});
    });
    setCurrentBlockUserData(data);
}

QList<JsonBracket> JsonHighlighter::scanBrackets(const QString& line)
{
    QList<JsonBracket> out;
    tokenize(line, [&](qsizetype start, qsizetype, Role role) {
        if (role == Role::Punctuation && isBracket(line[start].unicode()))
            out.append(JsonBracket{int(start), line[start].unicode()});
    });
    return out;
}

QList<JsonBracket> JsonHighlighter::brackets(const QTextBlock& block)
{
    if (const auto* data = dynamic_cast<const JsonBlockData*>(block.userData()))
        return data->brackets;
    return scanBrackets(block.text());
}

} // namespace mantyx
