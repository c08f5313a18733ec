// SPDX-License-Identifier: MIT
#include "widgets/jsoneditor.h"

#include <algorithm>
#include <utility>

#include <QEvent>
#include <QFontDatabase>
#include <QHash>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>

#include "widgets/jsonhighlighter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QColor blend(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

bool isOpener(char16_t c)
{
    return c == u'{' || c == u'[';
}

char16_t partnerOf(char16_t c)
{
    switch (c) {
    case u'{':
        return u'}';
    case u'}':
        return u'{';
    case u'[':
        return u']';
    case u']':
        return u'[';
    default:
        return 0;
    }
}

QString leadingWhitespace(const QString& line)
{
    qsizetype i = 0;
    while (i < line.size() && (line[i] == u' ' || line[i] == u'\t'))
        ++i;
    return line.left(i);
}

// A circle (error) or a triangle (warning) — two shapes, not only two colours — with a "!".
void paintMarker(QPainter& p, const QRectF& r, Severity severity, const QColor& colour)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    if (severity == Severity::Error) {
        p.drawEllipse(r);
    } else {
        QPainterPath triangle;
        triangle.moveTo(r.center().x(), r.top());
        triangle.lineTo(r.right(), r.bottom());
        triangle.lineTo(r.left(), r.bottom());
        triangle.closeSubpath();
        p.drawPath(triangle);
    }
    const QColor mark = colour.lightness() > 150 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
    const qreal w = std::max<qreal>(1.5, r.width() / 7);
    const qreal cx = r.center().x();
    const qreal top = r.top() + r.height() * (severity == Severity::Error ? 0.2 : 0.32);
    const qreal barBottom = r.top() + r.height() * 0.62;
    p.setBrush(mark);
    p.drawRoundedRect(QRectF(cx - w / 2, top, w, barBottom - top), w / 2, w / 2);
    p.drawEllipse(QPointF(cx, r.top() + r.height() * 0.78), w * 0.6, w * 0.6);
    p.restore();
}

} // namespace

class JsonEditor::Gutter final : public QWidget
{
public:
    explicit Gutter(JsonEditor* editor)
        : QWidget(editor)
        , m_editor(editor)
    {
        setObjectName(u"lineNumberArea"_s);
        setCursor(Qt::PointingHandCursor);
    }

    QSize sizeHint() const override { return {m_editor->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintGutter(event); }

    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            const QString text = m_editor->lineToolTip(m_editor->lineAtGutterY(help->pos().y()));
            if (text.isEmpty()) {
                QToolTip::hideText();
                event->ignore();
            } else {
                QToolTip::showText(help->globalPos(), text, this);
            }
            return true;
        }
        return QWidget::event(event);
    }

    void mousePressEvent(QMouseEvent* event) override
    {
        const int line = m_editor->lineAtGutterY(qRound(event->position().y()));
        const QList<Issue> issues = m_editor->issuesOnLine(line);
        event->accept(); // the gutter's own click, never the text's
        if (issues.isEmpty())
            return;
        m_editor->goToLine(line, issues.constFirst().column);
        emit m_editor->issueMarkerClicked(line);
    }

    void mouseReleaseEvent(QMouseEvent* event) override { event->accept(); }

private:
    JsonEditor* m_editor;
};

JsonEditor::JsonEditor(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setObjectName(u"jsonEditor"_s);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * IndentWidth);
    m_highlighter = new JsonHighlighter(document(), palette());
    m_gutter = new Gutter(this);

    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { updateGutterWidth(); });
    connect(this, &QPlainTextEdit::updateRequest, this, &JsonEditor::onUpdateRequest);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        updateBracketMatch();
        updateExtraSelections();
        m_gutter->update();
    });
    // A highlighted block learns its brackets only now: match again once the text settles.
    // Not from inside contentsChanged: it fires in the middle of QTextDocument::clear() (from
    // setPlainText()), and cursors made there are freed under our feet. Once the change is done.
    m_settleTimer = new QTimer(this);
    m_settleTimer->setSingleShot(true);
    m_settleTimer->setInterval(0);
    connect(m_settleTimer, &QTimer::timeout, this, [this] {
        updateBracketMatch();
        updateExtraSelections();
    });
    connect(document(), &QTextDocument::contentsChanged, m_settleTimer,
            qOverload<>(&QTimer::start));
    updateGutterWidth();
    updateExtraSelections();
    retranslateUi();
}

JsonEditor::~JsonEditor() = default;

QWidget* JsonEditor::lineNumberArea() const
{
    return m_gutter;
}

void JsonEditor::retranslateUi()
{
    setAccessibleName(tr("JSON editor"));
    m_gutter->setAccessibleName(tr("Line numbers and issue markers"));
}

void JsonEditor::changeEvent(QEvent* event)
{
    if (!m_gutter) { // still in the constructor (setFont)
        QPlainTextEdit::changeEvent(event);
        return;
    }
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange:
    case QEvent::StyleChange:
        applyPalette();
        break;
    case QEvent::FontChange:
        setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * IndentWidth);
        updateGutterWidth();
        break;
    default:
        break;
    }
    QPlainTextEdit::changeEvent(event);
}

void JsonEditor::applyPalette()
{
    m_highlighter->setPalette(palette());
    updateExtraSelections();
    m_gutter->update();
}

QColor JsonEditor::severityColor(Severity severity, const QPalette& palette)
{
    const bool dark = palette.color(QPalette::Active, QPalette::Base).lightness() < 128;
    if (severity == Severity::Error)
        return dark ? QColor(0xf2, 0x6b, 0x68) : QColor(0xc6, 0x28, 0x28);
    return dark ? QColor(0xff, 0xb7, 0x1a) : QColor(0xb8, 0x6e, 0x00);
}

QIcon JsonEditor::severityIcon(Severity severity, const QPalette& palette)
{
    QIcon icon;
    for (const int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        const qreal inset = size / 16.0;
        paintMarker(p, QRectF(inset, inset, size - 2 * inset, size - 2 * inset), severity,
                    severityColor(severity, palette));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

int JsonEditor::lineNumberAreaWidth() const
{
    const int digits = std::max(3, int(QString::number(std::max(1, blockCount())).size()));
    const QFontMetrics fm(font());
    const int marker = fm.height();
    return 4 + marker + 4 + fm.horizontalAdvance(u'9') * digits + 8;
}

void JsonEditor::updateGutterWidth()
{
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

void JsonEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

void JsonEditor::onUpdateRequest(const QRect& rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

int JsonEditor::lineAtGutterY(int y) const
{
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid()) {
        const qreal bottom = top + blockBoundingRect(block).height();
        if (block.isVisible() && y >= top && y < bottom)
            return block.blockNumber() + 1;
        if (top > y)
            break;
        block = block.next();
        top = bottom;
    }
    return 0;
}

void JsonEditor::paintGutter(QPaintEvent* event)
{
    QPainter p(m_gutter);
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    p.fillRect(event->rect(), blend(base, text, 0.05));
    p.setPen(blend(base, text, 0.18));
    p.drawLine(m_gutter->width() - 1, event->rect().top(), m_gutter->width() - 1,
               event->rect().bottom());

    // The worst severity of each line with an issue, where its marker is now.
    QHash<int, Severity> worst;
    for (qsizetype i = 0; i < m_issueCursors.size(); ++i) {
        const int blockNumber =
            document()->findBlock(m_issueCursors.at(i).selectionStart()).blockNumber();
        const Severity s = m_issues.at(i).severity;
        const auto it = worst.constFind(blockNumber);
        if (it == worst.constEnd() || s == Severity::Error)
            worst.insert(blockNumber, s);
    }

    const QFontMetrics fm(font());
    const int markerSize = std::max(10, fm.height() - 4);
    const int currentBlock = textCursor().blockNumber();
    const QColor numberColour = blend(text, base, 0.5);
    QFont bold = font();
    bold.setBold(true);

    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    qreal bottom = top + blockBoundingRect(block).height();
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            const bool current = number == currentBlock;
            p.setFont(current ? bold : font());
            p.setPen(current ? text : numberColour);
            const QRectF numberRect(0, top, m_gutter->width() - 8, fm.height());
            p.drawText(numberRect, Qt::AlignRight | Qt::AlignVCenter, QString::number(number + 1));
            const auto it = worst.constFind(number);
            if (it != worst.constEnd()) {
                const QRectF markerRect(4, top + (fm.height() - markerSize) / 2.0, markerSize,
                                        markerSize);
                paintMarker(p, markerRect, it.value(), severityColor(it.value(), pal));
            }
        }
        block = block.next();
        top = bottom;
        bottom = top + blockBoundingRect(block).height();
        ++number;
    }
}

void JsonEditor::setIssues(const QList<Issue>& issues)
{
    m_issues = issues;
    m_issueCursors.clear();
    QTextDocument* doc = document();
    const int lastPosition = doc->characterCount() - 1; // the final paragraph separator
    for (const Issue& issue : std::as_const(m_issues)) {
        QTextBlock block = doc->findBlockByNumber(std::max(0, issue.line - 1));
        if (!block.isValid())
            block = doc->lastBlock();
        const int lineLength = block.length() - 1;
        const int column = std::clamp(issue.column - 1, 0, lineLength);
        int start = block.position() + column;
        int end = start + std::max(1, issue.length);
        if (issue.length <= 0 && column >= lineLength && column > 0) {
            // At the end of the line: mark its last character instead of nothing.
            start -= 1;
            end = start + 1;
        }
        end = std::min(end, lastPosition);
        if (end < start)
            end = start;
        QTextCursor cursor(doc);
        cursor.setPosition(start);
        cursor.setPosition(end, QTextCursor::KeepAnchor);
        m_issueCursors.append(cursor);
    }
    updateExtraSelections();
    m_gutter->update();
}

QList<JsonEditor::Issue> JsonEditor::issuesOnLine(int line) const
{
    QList<Issue> errors;
    QList<Issue> warnings;
    for (qsizetype i = 0; i < m_issueCursors.size(); ++i) {
        const int blockNumber =
            document()->findBlock(m_issueCursors.at(i).selectionStart()).blockNumber();
        if (blockNumber + 1 != line)
            continue;
        (m_issues.at(i).severity == Severity::Error ? errors : warnings).append(m_issues.at(i));
    }
    return errors + warnings;
}

QString JsonEditor::issueText(const QList<Issue>& issues) const
{
    QStringList lines;
    for (const Issue& issue : issues) {
        lines << (issue.severity == Severity::Error ? tr("Error: %1") : tr("Warning: %1"))
                     .arg(issue.message);
    }
    return lines.join(u'\n');
}

QString JsonEditor::issueToolTipAt(int position) const
{
    QList<Issue> errors;
    QList<Issue> warnings;
    for (qsizetype i = 0; i < m_issueCursors.size(); ++i) {
        const QTextCursor& c = m_issueCursors.at(i);
        if (position < c.selectionStart() || position > c.selectionEnd())
            continue;
        (m_issues.at(i).severity == Severity::Error ? errors : warnings).append(m_issues.at(i));
    }
    return issueText(errors + warnings);
}

QString JsonEditor::lineToolTip(int line) const
{
    return issueText(issuesOnLine(line));
}

bool JsonEditor::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QTextCursor at = cursorForPosition(help->pos());
        const QString text = issueToolTipAt(at.position());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void JsonEditor::goToLine(int line, int column)
{
    placeCursor(line, column);
    setFocus(Qt::OtherFocusReason);
}

void JsonEditor::placeCursor(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(
        std::clamp(line - 1, 0, std::max(0, document()->blockCount() - 1)));
    QTextCursor c(block);
    c.setPosition(block.position() + std::clamp(column - 1, 0, block.length() - 1));
    setTextCursor(c);
    centerCursor();
}

int JsonEditor::cursorLine() const
{
    return textCursor().blockNumber() + 1;
}

int JsonEditor::cursorColumn() const
{
    return textCursor().positionInBlock() + 1;
}

int JsonEditor::findMatchingBracket(int position, char16_t bracket) const
{
    const char16_t partner = partnerOf(bracket);
    const bool forward = isOpener(bracket);
    QTextBlock block = document()->findBlock(position);
    int depth = 0;
    bool first = true;
    while (block.isValid()) {
        QList<JsonBracket> list = JsonHighlighter::brackets(block);
        if (!forward)
            std::reverse(list.begin(), list.end());
        for (const JsonBracket& b : std::as_const(list)) {
            const int at = block.position() + b.position;
            if (first && (forward ? at <= position : at >= position))
                continue;
            if (b.character == bracket) {
                ++depth;
            } else if (b.character == partner) {
                if (depth == 0)
                    return at;
                --depth;
            }
        }
        first = false;
        block = forward ? block.next() : block.previous();
    }
    return -1;
}

void JsonEditor::updateBracketMatch()
{
    m_matchedBrackets = {-1, -1};
    const QTextCursor c = textCursor();
    const QTextBlock block = c.block();
    const int column = c.positionInBlock();
    const QList<JsonBracket> list = JsonHighlighter::brackets(block);
    const JsonBracket* found = nullptr;
    for (const JsonBracket& b : list) {
        if (b.position == column - 1)
            found = &b; // the bracket just typed or just passed wins
        else if (b.position == column && !found)
            found = &b;
    }
    if (!found)
        return;
    const int at = block.position() + found->position;
    m_matchedBrackets = {at, findMatchingBracket(at, found->character)};
}

void JsonEditor::updateExtraSelections()
{
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    QList<QTextEdit::ExtraSelection> selections;

    if (!isReadOnly()) {
        QTextEdit::ExtraSelection line;
        line.format.setBackground(blend(base, pal.color(QPalette::Highlight), 0.10));
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        line.cursor = textCursor();
        line.cursor.clearSelection();
        selections.append(line);
    }

    if (m_matchedBrackets.first >= 0) {
        const bool matched = m_matchedBrackets.second >= 0;
        const QColor colour = matched ? blend(base, pal.color(QPalette::Highlight), 0.35)
                                      : blend(base, severityColor(Severity::Error, pal), 0.35);
        for (const int at : {m_matchedBrackets.first, m_matchedBrackets.second}) {
            if (at < 0)
                continue;
            QTextEdit::ExtraSelection bracket;
            bracket.format.setBackground(colour);
            if (matched)
                bracket.format.setFontWeight(QFont::Bold);
            bracket.cursor = QTextCursor(document());
            bracket.cursor.setPosition(at);
            bracket.cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
            selections.append(bracket);
        }
    }

    // Warnings first, so an error on the same text is drawn on top.
    for (const Severity severity : {Severity::Warning, Severity::Error}) {
        for (qsizetype i = 0; i < m_issueCursors.size(); ++i) {
            if (m_issues.at(i).severity != severity || !m_issueCursors.at(i).hasSelection())
                continue;
            QTextEdit::ExtraSelection issue;
            // A tint as well as the wave: a thin wave alone is easy to miss on a busy line.
            const QColor colour = severityColor(severity, pal);
            issue.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            issue.format.setUnderlineColor(colour);
            issue.format.setBackground(blend(base, colour, 0.16));
            issue.cursor = m_issueCursors.at(i);
            selections.append(issue);
        }
    }
    setExtraSelections(selections);
}

bool JsonEditor::insertNewline()
{
    QTextCursor c = textCursor();
    c.beginEditBlock();
    if (c.hasSelection())
        c.removeSelectedText();
    const QString line = c.block().text();
    const int column = c.positionInBlock();
    const QString before = line.left(column);
    QString indent = leadingWhitespace(line);
    if (indent.size() > column)
        indent.truncate(column);
    // Whatever follows the cursor moves to the new line without its leading blanks.
    qsizetype blanks = 0;
    while (column + blanks < line.size() &&
           (line[column + blanks] == u' ' || line[column + blanks] == u'\t'))
        ++blanks;
    if (blanks > 0) {
        c.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, int(blanks));
        c.removeSelectedText();
    }
    const QString trimmedBefore = before.trimmed();
    // Blanks left at the end of the line are dropped (not on a line of blanks only).
    if (!trimmedBefore.isEmpty()) {
        qsizetype trailing = 0;
        while (trailing < before.size() && (before[before.size() - 1 - trailing] == u' ' ||
                                            before[before.size() - 1 - trailing] == u'\t'))
            ++trailing;
        if (trailing > 0) {
            c.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, int(trailing));
            c.removeSelectedText();
        }
    }
    const char16_t last = trimmedBefore.isEmpty() ? 0 : trimmedBefore.back().unicode();
    const char16_t next = column + blanks < line.size() ? line[column + blanks].unicode() : 0;
    const bool opens = isOpener(last);
    const QString inner = opens ? indent + QString(IndentWidth, u' ') : indent;
    c.insertText(u'\n' + inner);
    if (opens && next == partnerOf(last)) {
        // Between a pair of brackets: the closer goes on its own line, the cursor between.
        const int position = c.position();
        c.insertText(u'\n' + indent);
        c.setPosition(position);
    }
    c.endEditBlock();
    setTextCursor(c);
    ensureCursorVisible();
    return true;
}

void JsonEditor::indentSelection(bool indent)
{
    QTextCursor c = textCursor();
    const int anchor = c.anchor();
    const int position = c.position();
    QTextBlock first = document()->findBlock(std::min(anchor, position));
    QTextBlock last = document()->findBlock(std::max(anchor, position));
    // A selection ending at the start of a line does not include that line.
    if (last != first && std::max(anchor, position) == last.position())
        last = last.previous();
    c.beginEditBlock();
    for (QTextBlock b = first; b.isValid(); b = b.next()) {
        QTextCursor line(b);
        if (indent) {
            line.insertText(QString(IndentWidth, u' '));
        } else {
            const QString text = b.text();
            int remove = 0;
            while (remove < IndentWidth && remove < text.size() && text[remove] == u' ')
                ++remove;
            if (remove == 0 && !text.isEmpty() && text[0] == u'\t')
                remove = 1;
            line.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, remove);
            line.removeSelectedText();
        }
        if (b == last)
            break;
    }
    c.endEditBlock();
}

bool JsonEditor::dedentBeforeCloser(QChar closer)
{
    QTextCursor c = textCursor();
    if (c.hasSelection())
        return false;
    const QString before = c.block().text().left(c.positionInBlock());
    if (before.isEmpty() || !before.trimmed().isEmpty())
        return false;
    // Line the closer up with the line of the bracket it closes.
    const char16_t opener = partnerOf(closer.unicode());
    QString indent;
    int depth = 0;
    int found = -1;
    for (QTextBlock b = c.block().previous(); b.isValid() && found < 0; b = b.previous()) {
        QList<JsonBracket> list = JsonHighlighter::brackets(b);
        std::reverse(list.begin(), list.end());
        for (const JsonBracket& bracket : std::as_const(list)) {
            if (bracket.character == closer.unicode()) {
                ++depth;
            } else if (bracket.character == opener) {
                if (depth == 0) {
                    found = b.blockNumber();
                    indent = leadingWhitespace(b.text());
                    break;
                }
                --depth;
            }
        }
    }
    if (found < 0)
        indent = before.left(std::max<qsizetype>(0, before.size() - IndentWidth));
    c.beginEditBlock();
    c.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
    c.insertText(indent + closer);
    c.endEditBlock();
    setTextCursor(c);
    return true;
}

void JsonEditor::focusOutEvent(QFocusEvent* event)
{
    m_tabLeaves = false;
    QPlainTextEdit::focusOutEvent(event);
}

void JsonEditor::keyPressEvent(QKeyEvent* event)
{
    if (isReadOnly()) {
        QPlainTextEdit::keyPressEvent(event);
        return;
    }
    const Qt::KeyboardModifiers modifiers =
        event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    // Tab indents here, so the keyboard needs other ways out: Esc then Tab (or Shift+Tab)
    // moves the focus on, Ctrl+Tab / Ctrl+Shift+Tab go on to the enclosing tab widget (the
    // next or previous page). Esc still reaches the dialog the editor is in.
    // Shift (for Shift+Tab) pressed on its own keeps the way out armed.
    const bool modifierKey = event->key() == Qt::Key_Shift || event->key() == Qt::Key_Control ||
                             event->key() == Qt::Key_Alt || event->key() == Qt::Key_Meta;
    const bool tabLeaves = modifierKey ? m_tabLeaves : std::exchange(m_tabLeaves, false);
    const bool isTab = event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab;
    if (isTab && tabLeaves && modifiers == Qt::NoModifier) {
        const bool next = event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier);
        // QPlainTextEdit keeps Tab for itself; the scroll area moves the focus.
        QAbstractScrollArea::focusNextPrevChild(next);
        return;
    }
    if (isTab && modifiers != Qt::NoModifier) {
        event->ignore(); // Ctrl+Tab: neither indent nor dedent
        return;
    }
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        m_tabLeaves = true;
        QPlainTextEdit::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (modifiers == Qt::NoModifier && !(event->modifiers() & Qt::ShiftModifier) &&
            insertNewline())
            return;
        break;
    case Qt::Key_Tab:
        if (modifiers == Qt::NoModifier) {
            const QTextCursor c = textCursor();
            if (c.hasSelection() &&
                document()->findBlock(c.anchor()) != document()->findBlock(c.position()))
                indentSelection(true);
            else
                insertPlainText(QString(IndentWidth, u' '));
            return;
        }
        break;
    case Qt::Key_Backtab:
        indentSelection(false);
        return;
    case Qt::Key_BraceRight:
    case Qt::Key_BracketRight:
        if (modifiers == Qt::NoModifier && !event->text().isEmpty() &&
            dedentBeforeCloser(event->text().front()))
            return;
        break;
    default:
        break;
    }
    QPlainTextEdit::keyPressEvent(event);
}

} // namespace mantyx
