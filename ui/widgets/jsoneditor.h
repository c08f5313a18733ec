// SPDX-License-Identifier: MIT
// JsonEditor: the plain-text JSON editor of the composer (its raw JSON tab, preview and schemas) —
// line numbers, current line, bracket matching, JSON-aware indenting, and issue markers with
// wavy underlines and tooltips set from validator results.
#pragma once

#include <QIcon>
#include <QList>
#include <QPlainTextEdit>
#include <QTextCursor>

#include "protocol/severity.h"

class QTimer;

namespace mantyx {

class JsonHighlighter;

class JsonEditor final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonEditor)

public:
    // A problem at a place in the text: 1-based line and column (UTF-16 code units, like
    // QTextBlock positions), `length` characters long (0: one character is marked, or the
    // previous one at the end of a line).
    struct Issue
    {
        int line = 1;
        int column = 1;
        int length = 0;
        Severity severity = Severity::Error;
        QString message;
    };

    static constexpr int IndentWidth = 2;

    explicit JsonEditor(QWidget* parent = nullptr);
    ~JsonEditor() override;

    // Replaces the markers. They follow later edits of the text until the next call.
    void setIssues(const QList<Issue>& issues);
    void clearIssues() { setIssues({}); }
    const QList<Issue>& issues() const { return m_issues; }
    // The marked stretch of each issue now (after edits), as selections of the document.
    QList<QTextCursor> issueCursors() const { return m_issueCursors; }
    // The issues on a 1-based line, errors first (what its gutter marker stands for).
    QList<Issue> issuesOnLine(int line) const;
    // What the tooltip says over a document position / a line's gutter; empty when nothing.
    QString issueToolTipAt(int position) const;
    QString lineToolTip(int line) const;

    // Moves the cursor to a 1-based line and column (clamped), scrolls it into view, focuses:
    // the user asked to go there (an issue, a gutter marker).
    void goToLine(int line, int column = 1);
    // The same without taking the focus: a refresh that keeps the reader's place.
    void placeCursor(int line, int column = 1);

    // The 1-based line and column of the cursor.
    int cursorLine() const;
    int cursorColumn() const;

    // The positions of the bracket at or before the cursor and its match (-1 when none), as
    // highlighted now.
    std::pair<int, int> matchedBrackets() const { return m_matchedBrackets; }

    JsonHighlighter* highlighter() const { return m_highlighter; }
    QWidget* lineNumberArea() const;
    int lineNumberAreaWidth() const;

    // Marker colour and icon of a severity on a palette (shared with the issue list).
    static QColor severityColor(Severity severity, const QPalette& palette);
    static QIcon severityIcon(Severity severity, const QPalette& palette);

signals:
    // The user clicked the gutter marker of a 1-based line.
    void issueMarkerClicked(int line);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    class Gutter;

    void retranslateUi();
    void applyPalette();
    void updateGutterWidth();
    void onUpdateRequest(const QRect& rect, int dy);
    void updateExtraSelections();
    void updateBracketMatch();
    int findMatchingBracket(int position, char16_t bracket) const;
    void paintGutter(QPaintEvent* event);
    int lineAtGutterY(int y) const;
    bool insertNewline();
    void indentSelection(bool indent);
    bool dedentBeforeCloser(QChar closer);
    QString issueText(const QList<Issue>& issues) const;

    JsonHighlighter* m_highlighter = nullptr;
    Gutter* m_gutter = nullptr;
    QTimer* m_settleTimer = nullptr; // brackets and selections after an edit settles
    QList<Issue> m_issues;
    QList<QTextCursor> m_issueCursors; // parallel to m_issues
    std::pair<int, int> m_matchedBrackets{-1, -1};
    // Esc was the last key: the next Tab / Shift+Tab moves the focus instead of indenting.
    bool m_tabLeaves = false;
};

} // namespace mantyx
