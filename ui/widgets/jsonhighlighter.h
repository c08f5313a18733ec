// SPDX-License-Identifier: MIT
// JsonHighlighter: JSON syntax colours for a QTextDocument (keys, strings, numbers, literals,
// punctuation) derived from the widget palette, plus the bracket positions of each line that the
// editor's bracket matching needs (brackets inside strings are not brackets).
#pragma once

#include <QList>
#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextBlockUserData>
#include <QTextCharFormat>

class QTextDocument;

namespace mantyx {

struct JsonBracket
{
    int position = 0; // within the block
    char16_t character = u'{';
};

// Attached to every highlighted block.
class JsonBlockData final : public QTextBlockUserData
{
public:
    QList<JsonBracket> brackets;
};

class JsonHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonHighlighter)

public:
    enum class Role : quint8
    {
        Key,
        String,
        Number,
        Keyword, // true, false, null
        Punctuation,
        Invalid, // a bare word that is not JSON
    };

    explicit JsonHighlighter(QTextDocument* document, const QPalette& palette = QPalette());
    ~JsonHighlighter() override;

    // Derives the colours from `palette` (light or dark Base) and rehighlights.
    void setPalette(const QPalette& palette);
    QTextCharFormat format(Role role) const;
    bool isDarkPalette() const { return m_dark; }

    // The brackets of one line outside strings, from the block's data when it was highlighted,
    // else scanned now.
    static QList<JsonBracket> brackets(const QTextBlock& block);
    static QList<JsonBracket> scanBrackets(const QString& line);

protected:
    void highlightBlock(const QString& text) override;

private:
    QTextCharFormat m_formats[6];
    bool m_dark = false;
};

} // namespace mantyx
