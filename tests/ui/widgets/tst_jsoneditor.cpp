// SPDX-License-Identifier: MIT
// Tests JsonEditor and JsonHighlighter offscreen: JSON-aware keys (Enter, Tab, Backtab, closing
// brackets), bracket matching that ignores strings, issue markers that follow edits with their
// tooltips, gutter clicks, readable colours on light and dark palettes, LanguageChange.
#include <cmath>

#include <QApplication>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QLineEdit>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>
#include <QTranslator>
#include <QVBoxLayout>

#include "widgets/jsoneditor.h"
#include "widgets/jsonhighlighter.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

using Severity = Severity;

class TestJsonEditor final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void basics();
    void enterIndents_data();
    void enterIndents();
    void enterIsOneUndoStep();
    void tabAndBacktab_data();
    void tabAndBacktab();
    void closerDedents_data();
    void closerDedents();
    void bracketMatching_data();
    void bracketMatching();
    void issueMarkers();
    void issueAtEndOfLine();
    void issuesFollowEdits();
    void issueToolTips();
    void gutterClickJumps();
    void goToLine();
    void placeCursorKeepsTheFocus();
    void keysThatLeaveTheEditor();
    void highlighterRoles();
    void coloursReadable_data();
    void coloursReadable();
    void severityIcons();
    void languageChange();

private:
    // "{|}" → text "{}" with the cursor where '|' was.
    void setTextWithCursor(const QString& marked);
    QString textWithCursor() const;

    JsonEditor* m_editor = nullptr;
};

namespace {

// Prefixes every translation, so a test sees that a string went through tr() at the right time.
class PrefixTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* sourceText, const char* = nullptr,
                      int = -1) const override
    {
        return u"[xx] "_s + QString::fromUtf8(sourceText);
    }
};

// WCAG contrast ratio of two colours.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a) + 0.05;
    const double lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

QPalette paletteWithBase(const QColor& base, const QColor& text)
{
    QPalette p;
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Window, base);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    return p;
}

QList<QTextEdit::ExtraSelection> waveSelections(const JsonEditor& editor)
{
    QList<QTextEdit::ExtraSelection> out;
    for (const QTextEdit::ExtraSelection& s : editor.extraSelections()) {
        if (s.format.underlineStyle() == QTextCharFormat::WaveUnderline)
            out << s;
    }
    return out;
}

} // namespace

void TestJsonEditor::init()
{
    m_editor = new JsonEditor;
    m_editor->resize(600, 400);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor));
    m_editor->activateWindow();
    m_editor->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(m_editor));
}

void TestJsonEditor::cleanup()
{
    delete m_editor;
    m_editor = nullptr;
}

void TestJsonEditor::setTextWithCursor(const QString& marked)
{
    const qsizetype at = marked.indexOf(u'|');
    QString text = marked;
    text.remove(at, 1);
    m_editor->setPlainText(text);
    QTextCursor c = m_editor->textCursor();
    c.setPosition(int(at));
    m_editor->setTextCursor(c);
}

QString TestJsonEditor::textWithCursor() const
{
    QString text = m_editor->toPlainText();
    text.insert(m_editor->textCursor().position(), u'|');
    return text;
}

void TestJsonEditor::basics()
{
    QCOMPARE(m_editor->objectName(), u"jsonEditor"_s);
    // The editor asks for the system's fixed-width font. Whether the font the machine then
    // picks calls itself fixed pitch (Qt says no for Noto Sans Mono) depends on what is
    // installed, so the request is what is checked.
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QCOMPARE(m_editor->font().family(), fixed.family());
    QCOMPARE(m_editor->font().styleHint(), fixed.styleHint());
    QCOMPARE(m_editor->lineWrapMode(), QPlainTextEdit::NoWrap);
    QWidget* gutter = m_editor->findChild<QWidget*>(u"lineNumberArea"_s);
    QVERIFY(gutter);
    QCOMPARE(gutter, m_editor->lineNumberArea());
    QVERIFY(gutter->isVisible());
    const int narrow = gutter->width();
    QVERIFY(narrow > 0);
    QCOMPARE(m_editor->viewport()->geometry().left() >= narrow, true);
    // Five-digit line numbers need a wider gutter than three-digit ones.
    QStringList lines;
    for (int i = 0; i < 12000; ++i)
        lines << u"1,"_s;
    m_editor->setPlainText(u"["_s + lines.join(u'\n') + u"0]"_s);
    QVERIFY(gutter->width() > narrow);
    QVERIFY(m_editor->highlighter());
    QCOMPARE(m_editor->highlighter()->document(), m_editor->document());
    // The gutter paints (numbers and markers) without trouble.
    m_editor->setIssues({JsonEditor::Issue{2, 1, 1, Severity::Error, u"e"_s}});
    QVERIFY(!gutter->grab().isNull());
}

void TestJsonEditor::enterIndents_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");

    QTest::newRow("between braces") << u"{|}"_s << u"{\n  |\n}"_s;
    QTest::newRow("between brackets") << u"[|]"_s << u"[\n  |\n]"_s;
    QTest::newRow("indented pair") << u"  \"a\": {|}"_s << u"  \"a\": {\n    |\n  }"_s;
    QTest::newRow("after an opener") << u"  \"a\": [|"_s << u"  \"a\": [\n    |"_s;
    QTest::newRow("after an opener with blanks") << u"{  |"_s << u"{\n  |"_s;
    QTest::newRow("keeps the indent") << u"{\n    \"a\": 1,|"_s << u"{\n    \"a\": 1,\n    |"_s;
    QTest::newRow("rest moves without leading blanks")
        << u"  \"a\": 1,|   \"b\": 2"_s << u"  \"a\": 1,\n  |\"b\": 2"_s;
    QTest::newRow("at the start of a line") << u"|{}"_s << u"\n|{}"_s;
    QTest::newRow("inside the indent") << u"  | \"a\""_s << u"  \n  |\"a\""_s;
    QTest::newRow("mismatched pair") << u"{|]"_s << u"{\n  |]"_s;
}

void TestJsonEditor::enterIndents()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    setTextWithCursor(before);
    QTest::keyClick(m_editor, Qt::Key_Return);
    QCOMPARE(textWithCursor(), after);
}

void TestJsonEditor::enterIsOneUndoStep()
{
    setTextWithCursor(u"{|}"_s);
    m_editor->document()->clearUndoRedoStacks();
    QTest::keyClick(m_editor, Qt::Key_Enter);
    QCOMPARE(m_editor->toPlainText(), u"{\n  \n}"_s);
    m_editor->undo();
    QCOMPARE(m_editor->toPlainText(), u"{}"_s);
}

void TestJsonEditor::tabAndBacktab_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("anchor");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("expected");

    QTest::newRow("tab inserts two spaces") << u"ab"_s << 1 << 1 << int(Qt::Key_Tab) << u"a  b"_s;
    QTest::newRow("tab replaces a one-line selection")
        << u"abcd"_s << 1 << 3 << int(Qt::Key_Tab) << u"a  d"_s;
    QTest::newRow("tab indents selected lines")
        << u"a\nb\nc"_s << 0 << 3 << int(Qt::Key_Tab) << u"  a\n  b\nc"_s;
    QTest::newRow("selection ending at a line start skips that line")
        << u"a\nb\nc"_s << 0 << 2 << int(Qt::Key_Tab) << u"  a\nb\nc"_s;
    QTest::newRow("backtab dedents the line")
        << u"    a"_s << 5 << 5 << int(Qt::Key_Backtab) << u"  a"_s;
    QTest::newRow("backtab dedents selected lines")
        << u"  a\n b\nc"_s << 0 << 6 << int(Qt::Key_Backtab) << u"a\nb\nc"_s;
    QTest::newRow("backtab takes a tab") << u"\ta"_s << 0 << 0 << int(Qt::Key_Backtab) << u"a"_s;
}

void TestJsonEditor::tabAndBacktab()
{
    QFETCH(QString, text);
    QFETCH(int, anchor);
    QFETCH(int, position);
    QFETCH(int, key);
    QFETCH(QString, expected);
    m_editor->setPlainText(text);
    QTextCursor c = m_editor->textCursor();
    c.setPosition(anchor);
    c.setPosition(position, QTextCursor::KeepAnchor);
    m_editor->setTextCursor(c);
    QTest::keyClick(m_editor, Qt::Key(key),
                    key == Qt::Key_Backtab ? Qt::ShiftModifier : Qt::NoModifier);
    QCOMPARE(m_editor->toPlainText(), expected);
    QVERIFY(m_editor->hasFocus()); // Tab did not move the focus away
}

void TestJsonEditor::closerDedents_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("after");

    QTest::newRow("closing bracket lines up with its opener")
        << u"{\n  \"a\": [\n    1\n    |"_s << u"]"_s << u"{\n  \"a\": [\n    1\n  ]|"_s;
    QTest::newRow("closing brace lines up with its opener")
        << u"{\n  \"a\": {\n      |"_s << u"}"_s << u"{\n  \"a\": {\n  }|"_s;
    QTest::newRow("skips nested pairs") << u"  [\n    [1],\n    {\"b\": [2]}\n      |"_s << u"]"_s
                                        << u"  [\n    [1],\n    {\"b\": [2]}\n  ]|"_s;
    QTest::newRow("brackets in strings do not count")
        << u"[\n  \"]\",\n    |"_s << u"]"_s << u"[\n  \"]\",\n]|"_s;
    QTest::newRow("no opener: one level less") << u"    |"_s << u"}"_s << u"  }|"_s;
    QTest::newRow("after text: typed as is") << u"  1|"_s << u"]"_s << u"  1]|"_s;
}

void TestJsonEditor::closerDedents()
{
    QFETCH(QString, before);
    QFETCH(QString, typed);
    QFETCH(QString, after);
    setTextWithCursor(before);
    QTest::keyClicks(m_editor, typed);
    QCOMPARE(textWithCursor(), after);
}

void TestJsonEditor::bracketMatching_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<int>("bracket");
    QTest::addColumn<int>("match");

    // Positions in the text without the cursor marker.
    QTest::newRow("after an opener") << u"{|\"a\": [1, 2]}"_s << 0 << 12;
    QTest::newRow("before an opener") << u"{\"a\": |[1, 2]}"_s << 6 << 11;
    QTest::newRow("after a closer wins over before one") << u"{\"a\": [1, 2]|}"_s << 11 << 6;
    QTest::newRow("braces in strings are skipped") << u"{|\"a\": \"}\", \"b\": \"{\"}"_s << 0 << 19;
    QTest::newRow("across lines") << u"[\n  {\n    \"x\": 1\n  }|\n]"_s << 19 << 4;
    QTest::newRow("unmatched") << u"{|\"a\": 1"_s << 0 << -1;
    QTest::newRow("no bracket here") << u"{\"a|\": 1}"_s << -1 << -1;
}

void TestJsonEditor::bracketMatching()
{
    QFETCH(QString, marked);
    QFETCH(int, bracket);
    QFETCH(int, match);
    setTextWithCursor(marked);
    const auto [at, partner] = m_editor->matchedBrackets();
    QCOMPARE(at, bracket);
    QCOMPARE(partner, match);
    // Both brackets are highlighted (one when unmatched).
    int highlighted = 0;
    for (const QTextEdit::ExtraSelection& s : m_editor->extraSelections()) {
        if (s.cursor.hasSelection() && s.cursor.selectedText().size() == 1 &&
            QStringView(u"{}[]").contains(s.cursor.selectedText().front()))
            ++highlighted;
    }
    QCOMPARE(highlighted, bracket < 0 ? 0 : (match < 0 ? 1 : 2));
}

void TestJsonEditor::issueMarkers()
{
    m_editor->setPlainText(u"{\n  \"prompt\": 5,\n  \"tools\": \"x\"\n}"_s);
    const QList<JsonEditor::Issue> issues{
        {2, 13, 1, Severity::Error, u"prompt must be a string"_s},
        {3, 3, 7, Severity::Warning, u"tools looks odd"_s},
        {3, 12, 3, Severity::Error, u"tools must be an array"_s},
    };
    m_editor->setIssues(issues);
    QCOMPARE(m_editor->issues().size(), 3);
    const QList<QTextEdit::ExtraSelection> waves = waveSelections(*m_editor);
    QCOMPARE(waves.size(), 3);
    QStringList marked;
    for (const QTextEdit::ExtraSelection& s : waves)
        marked << s.cursor.selectedText();
    marked.sort();
    QCOMPARE(marked, (QStringList{u"\"tools\""_s, u"\"x\""_s, u"5"_s}));
    // Errors are drawn over warnings: the last selections are the errors, in red.
    const QColor red = JsonEditor::severityColor(Severity::Error, m_editor->palette());
    QCOMPARE(waves.last().format.underlineColor(), red);
    QCOMPARE(m_editor->issuesOnLine(2).size(), 1);
    const QList<JsonEditor::Issue> line3 = m_editor->issuesOnLine(3);
    QCOMPARE(line3.size(), 2);
    QCOMPARE(line3.first().severity, Severity::Error); // errors first
    QVERIFY(m_editor->issuesOnLine(1).isEmpty());
    m_editor->clearIssues();
    QVERIFY(waveSelections(*m_editor).isEmpty());
}

void TestJsonEditor::issueAtEndOfLine()
{
    m_editor->setPlainText(u"{\n  \"a\": 1\n"_s);
    // Zero-length at the end of line 2 (where a ',' or '}' is missing): its last character.
    m_editor->setIssues({{2, 9, 0, Severity::Error, u"expected , or }"_s}});
    QList<QTextEdit::ExtraSelection> waves = waveSelections(*m_editor);
    QCOMPARE(waves.size(), 1);
    QCOMPARE(waves.first().cursor.selectedText(), u"1"_s);
    // Past the end of the document: clamped, still on the last line that has text or the end.
    m_editor->setIssues({{40, 1, 0, Severity::Error, u"end"_s}});
    QCOMPARE(m_editor->issues().size(), 1);
    QCOMPARE(m_editor->issueCursors().size(), 1);
    // A zero-length issue in the middle marks one character.
    m_editor->setIssues({{1, 1, 0, Severity::Warning, u"w"_s}});
    waves = waveSelections(*m_editor);
    QCOMPARE(waves.size(), 1);
    QCOMPARE(waves.first().cursor.selectedText(), u"{"_s);
}

void TestJsonEditor::issuesFollowEdits()
{
    m_editor->setPlainText(u"{\n  \"a\": tru\n}"_s);
    m_editor->setIssues({{2, 8, 3, Severity::Error, u"illegal value"_s}});
    // Insert two lines above: the marker moves with its text until the next setIssues.
    QTextCursor c(m_editor->document());
    c.insertText(u"\n\n"_s);
    QVERIFY(m_editor->issuesOnLine(2).isEmpty());
    QCOMPARE(m_editor->issuesOnLine(4).size(), 1);
    const QList<QTextEdit::ExtraSelection> waves = waveSelections(*m_editor);
    QCOMPARE(waves.size(), 1);
    QCOMPARE(waves.first().cursor.selectedText(), u"tru"_s);
}

void TestJsonEditor::issueToolTips()
{
    m_editor->setPlainText(u"{\n  \"prompt\": 5\n}"_s);
    m_editor->setIssues({{2, 13, 1, Severity::Error, u"prompt must be a string"_s},
                         {2, 3, 8, Severity::Warning, u"unusual key"_s}});
    const int five = int(m_editor->toPlainText().indexOf(u'5'));
    QCOMPARE(m_editor->issueToolTipAt(five), u"Error: prompt must be a string"_s);
    QCOMPARE(m_editor->issueToolTipAt(0), QString());
    QCOMPARE(m_editor->lineToolTip(2), u"Error: prompt must be a string\nWarning: unusual key"_s);
    QCOMPARE(m_editor->lineToolTip(1), QString());

    // Hovering the text shows the tooltip.
    QTextCursor at(m_editor->document());
    at.setPosition(five);
    const QPoint pos = m_editor->cursorRect(at).center() + QPoint(2, 0);
    QHelpEvent textHelp(QEvent::ToolTip, pos, m_editor->viewport()->mapToGlobal(pos));
    QApplication::sendEvent(m_editor->viewport(), &textHelp);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), u"Error: prompt must be a string"_s);
    QToolTip::hideText();

    // Hovering the gutter of line 2 shows every issue of the line.
    QWidget* gutter = m_editor->lineNumberArea();
    const QPoint gutterPos(5, m_editor->cursorRect(at).center().y());
    QHelpEvent gutterHelp(QEvent::ToolTip, gutterPos, gutter->mapToGlobal(gutterPos));
    QApplication::sendEvent(gutter, &gutterHelp);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), u"Error: prompt must be a string\nWarning: unusual key"_s);
    QToolTip::hideText();
}

void TestJsonEditor::gutterClickJumps()
{
    QStringList lines;
    for (int i = 0; i < 10; ++i)
        lines << u"  %1,"_s.arg(i);
    m_editor->setPlainText(u"[\n"_s + lines.join(u'\n') + u"\n]"_s);
    m_editor->setIssues({{6, 3, 1, Severity::Error, u"bad"_s}});
    QSignalSpy clicked(m_editor, &JsonEditor::issueMarkerClicked);
    const QTextBlock block = m_editor->document()->findBlockByNumber(5);
    QTextCursor c(block);
    const int y = m_editor->cursorRect(c).center().y();
    QTest::mouseClick(m_editor->lineNumberArea(), Qt::LeftButton, {}, QPoint(6, y));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), 6);
    QCOMPARE(m_editor->cursorLine(), 6);
    QCOMPARE(m_editor->cursorColumn(), 3);
    // A line without a marker: nothing.
    const int y2 =
        m_editor->cursorRect(QTextCursor(m_editor->document()->findBlockByNumber(2))).center().y();
    QTest::mouseClick(m_editor->lineNumberArea(), Qt::LeftButton, {}, QPoint(6, y2));
    QCOMPARE(clicked.count(), 1);
}

void TestJsonEditor::goToLine()
{
    QStringList lines;
    for (int i = 0; i < 300; ++i)
        lines << u"  \"k%1\": %1,"_s.arg(i);
    m_editor->setPlainText(u"{\n"_s + lines.join(u'\n') + u"\n}"_s);
    m_editor->goToLine(250, 5);
    QCOMPARE(m_editor->cursorLine(), 250);
    QCOMPARE(m_editor->cursorColumn(), 5);
    // Scrolled into view.
    QVERIFY(m_editor->viewport()->rect().contains(m_editor->cursorRect().center()));
    QVERIFY(m_editor->hasFocus());
    m_editor->goToLine(10000, 1000); // clamped to the last line and its end
    QCOMPARE(m_editor->cursorLine(), 302);
    QCOMPARE(m_editor->cursorColumn(), 2);
    m_editor->goToLine(0, 0);
    QCOMPARE(m_editor->cursorLine(), 1);
    QCOMPARE(m_editor->cursorColumn(), 1);
}

void TestJsonEditor::placeCursorKeepsTheFocus()
{
    // A refresh that keeps the reader's place (the preview, Format) must not pull the keyboard
    // into the editor.
    QLineEdit other;
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    QApplication::setActiveWindow(&other);
    other.setFocus();
    QTRY_VERIFY(other.hasFocus());
    m_editor->setPlainText(u"{\n  \"a\": 1,\n  \"b\": 2\n}"_s);
    m_editor->placeCursor(3, 3);
    QCOMPARE(m_editor->cursorLine(), 3);
    QCOMPARE(m_editor->cursorColumn(), 3);
    QVERIFY(other.hasFocus());
    QVERIFY(!m_editor->hasFocus());
}

void TestJsonEditor::keysThatLeaveTheEditor()
{
    // Tab indents; Esc then Tab (or Shift+Tab) moves on; Ctrl+Shift+Tab does not dedent.
    QWidget window;
    auto* before = new QLineEdit(&window);
    before->setObjectName(u"before"_s);
    auto* editor = new JsonEditor(&window);
    auto* after = new QLineEdit(&window);
    after->setObjectName(u"after"_s);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(before);
    layout->addWidget(editor);
    layout->addWidget(after);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    editor->setPlainText(u"  a"_s);
    editor->moveCursor(QTextCursor::End);

    QTest::keyClick(editor, Qt::Key_Tab);
    QCOMPARE(editor->toPlainText(), u"  a  "_s);
    QVERIFY(editor->hasFocus());

    QTest::keyClick(editor, Qt::Key_Tab, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(editor, Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(editor->toPlainText(), u"  a  "_s); // neither indented nor dedented

    // Esc arms the way out for one key: a letter typed after it disarms it.
    QTest::keyClick(editor, Qt::Key_Escape);
    QTest::keyClick(editor, Qt::Key_X);
    QTest::keyClick(editor, Qt::Key_Tab);
    QCOMPARE(editor->toPlainText(), u"  a  x  "_s);
    QVERIFY(editor->hasFocus());

    QTest::keyClick(editor, Qt::Key_Escape);
    QTest::keyClick(editor, Qt::Key_Tab);
    QTRY_VERIFY(after->hasFocus());
    QCOMPARE(editor->toPlainText(), u"  a  x  "_s);

    editor->setFocus();
    QTRY_VERIFY(editor->hasFocus());
    QTest::keyClick(editor, Qt::Key_Escape);
    QTest::keyClick(editor, Qt::Key_Backtab, Qt::ShiftModifier);
    QTRY_VERIFY(before->hasFocus());
    QCOMPARE(editor->toPlainText(), u"  a  x  "_s);
}

void TestJsonEditor::highlighterRoles()
{
    m_editor->setPlainText(u"{\"key\": \"v{]\", \"n\": -1.5e3, \"t\": true, \"z\": null, x}"_s);
    JsonHighlighter* h = m_editor->highlighter();
    h->rehighlight();
    const QTextBlock block = m_editor->document()->firstBlock();
    const QList<QTextLayout::FormatRange> ranges = block.layout()->formats();
    const QString text = block.text();
    const auto roleAt = [&](const QString& token) -> QTextCharFormat {
        const int at = int(text.indexOf(token));
        for (const QTextLayout::FormatRange& r : ranges) {
            if (r.start == at && r.length == token.size())
                return r.format;
        }
        return {};
    };
    QCOMPARE(roleAt(u"\"key\""_s).foreground(), h->format(JsonHighlighter::Role::Key).foreground());
    QCOMPARE(roleAt(u"\"v{]\""_s).foreground(),
             h->format(JsonHighlighter::Role::String).foreground());
    QCOMPARE(roleAt(u"-1.5e3"_s).foreground(),
             h->format(JsonHighlighter::Role::Number).foreground());
    QCOMPARE(roleAt(u"true"_s).foreground(),
             h->format(JsonHighlighter::Role::Keyword).foreground());
    QCOMPARE(roleAt(u"null"_s).foreground(),
             h->format(JsonHighlighter::Role::Keyword).foreground());
    QCOMPARE(roleAt(u"x"_s).underlineStyle(), QTextCharFormat::DotLine);
    // Every role looks different.
    QSet<QRgb> colours;
    for (const auto role :
         {JsonHighlighter::Role::Key, JsonHighlighter::Role::String, JsonHighlighter::Role::Number,
          JsonHighlighter::Role::Keyword, JsonHighlighter::Role::Punctuation})
        colours.insert(h->format(role).foreground().color().rgba());
    QCOMPARE(colours.size(), 5);
    // Brackets: only the real ones, not the ones in "v{]".
    const QList<JsonBracket> brackets = JsonHighlighter::brackets(block);
    QCOMPARE(brackets.size(), 2);
    QCOMPARE(brackets.first().position, 0);
    QCOMPARE(brackets.last().position, int(text.size() - 1));
    QCOMPARE(JsonHighlighter::scanBrackets(text).size(), 2);
}

void TestJsonEditor::coloursReadable_data()
{
    QTest::addColumn<QColor>("base");
    QTest::addColumn<QColor>("text");
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << QColor(Qt::white) << QColor(Qt::black) << false;
    QTest::newRow("light grey") << QColor(0xf3, 0xf3, 0xf3) << QColor(0x20, 0x20, 0x20) << false;
    QTest::newRow("dark") << QColor(0x1e, 0x1e, 0x1e) << QColor(0xdd, 0xdd, 0xdd) << true;
    QTest::newRow("dark blue-grey") << QColor(0x2b, 0x30, 0x3b) << QColor(0xe0, 0xe0, 0xe0) << true;
}

void TestJsonEditor::coloursReadable()
{
    QFETCH(QColor, base);
    QFETCH(QColor, text);
    QFETCH(bool, dark);
    m_editor->setPalette(paletteWithBase(base, text));
    JsonHighlighter* h = m_editor->highlighter();
    QCOMPARE(h->isDarkPalette(), dark);
    for (const auto role : {JsonHighlighter::Role::Key, JsonHighlighter::Role::String,
                            JsonHighlighter::Role::Number, JsonHighlighter::Role::Keyword}) {
        const QColor c = h->format(role).foreground().color();
        QVERIFY2(contrast(c, base) >= 4.0, qPrintable(u"role %1: %2 on %3 = %4"_s.arg(int(role))
                                                          .arg(c.name(), base.name())
                                                          .arg(contrast(c, base))));
    }
    for (const Severity s : {Severity::Error, Severity::Warning}) {
        const QColor c = JsonEditor::severityColor(s, m_editor->palette());
        QVERIFY2(contrast(c, base) >= 3.0, qPrintable(c.name() + u" on "_s + base.name()));
    }
}

void TestJsonEditor::severityIcons()
{
    const QIcon error = JsonEditor::severityIcon(Severity::Error, m_editor->palette());
    const QIcon warning = JsonEditor::severityIcon(Severity::Warning, m_editor->palette());
    QVERIFY(!error.isNull());
    QVERIFY(!warning.isNull());
    const QImage e = error.pixmap(16, 16).toImage();
    const QImage w = warning.pixmap(16, 16).toImage();
    QVERIFY(e != w);
    // The centre of the error marker is its colour or its mark, never transparent.
    QVERIFY(qAlpha(e.pixel(8, 4)) > 0);
}

void TestJsonEditor::languageChange()
{
    const QString before = m_editor->accessibleName();
    m_editor->setPlainText(u"{\n  \"a\": 1\n}"_s);
    m_editor->setIssues({{2, 8, 1, Severity::Warning, u"w"_s}});
    PrefixTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(m_editor->accessibleName(), u"[xx] "_s + before);
    QVERIFY(m_editor->lineNumberArea()->accessibleName().startsWith(u"[xx] "_s));
    QCOMPARE(m_editor->lineToolTip(2), u"[xx] Warning: w"_s);
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(m_editor->accessibleName(), before);
    QCOMPARE(m_editor->lineToolTip(2), u"Warning: w"_s);
}

QTEST_MAIN(TestJsonEditor)
#include "tst_jsoneditor.moc"
