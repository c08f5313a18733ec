// SPDX-License-Identifier: MIT
// Tests RawSpecEditor offscreen: every template shown without an issue (and accepted by a real
// sandbox), validation after the typing pause with issues listed and marked at their lines,
// syntax errors as issues, errors blocking Run and warnings not, clicking an issue, Format from
// its button and the context menu, modes, LanguageChange; and grabs the screenshots of
// docs/spec-editor.md.
#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>

#include "clienttest.h"
#include "composer/rawspeceditor.h"
#include "protocol/spectemplates.h"
#include "widgets/jsoneditor.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestRawSpecEditor final : public QObject, public clienttest::SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void startsEmpty();
    void everyTemplateHasNoIssue();
    void sandboxAcceptsEveryTemplate_data();
    void sandboxAcceptsEveryTemplate();
    void validationWaitsForTypingPause();
    void hasErrorsBeforeThePause();
    void syntaxErrorIsAnIssue_data();
    void syntaxErrorIsAnIssue();
    void validatorIssuesAtTheirLines_data();
    void validatorIssuesAtTheirLines();
    void warningsDoNotBlock();
    void clickingAnIssueJumps();
    void format();
    void formatInContextMenu();
    void setSpecObject();
    void replaceIsUndoable();
    void validationModes();
    void languageChange();
    void screenshots();

private:
    QTreeView* issueView() const;
    QAbstractItemModel* issueModel() const;
    // (line, rule) of every issue row.
    QList<std::pair<int, QString>> issueRows() const;
    // Shows a template the way the composer does, through setSpecJson.
    void showTemplate(const QString& id);

    RawSpecEditor* m_panel = nullptr;
};

namespace {

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

QByteArray lines(std::initializer_list<const char*> parts)
{
    QByteArray out;
    for (const char* p : parts) {
        out += p;
        out += '\n';
    }
    return out;
}

} // namespace

void TestRawSpecEditor::initTestCase()
{
    startSandbox();
}

void TestRawSpecEditor::cleanupTestCase()
{
    stopSandbox();
}

void TestRawSpecEditor::init()
{
    m_panel = new RawSpecEditor;
    m_panel->resize(900, 640);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
    showTemplate(u"plain-prompt"_s);
    QVERIFY(m_panel->canRun());
}

void TestRawSpecEditor::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
}

QTreeView* TestRawSpecEditor::issueView() const
{
    return m_panel->findChild<QTreeView*>(u"issueView"_s);
}

QAbstractItemModel* TestRawSpecEditor::issueModel() const
{
    return issueView()->model();
}

QList<std::pair<int, QString>> TestRawSpecEditor::issueRows() const
{
    QList<std::pair<int, QString>> rows;
    const QAbstractItemModel* model = issueModel();
    for (int r = 0; r < model->rowCount(); ++r) {
        rows.append(
            {model->index(r, RawSpecEditor::SeverityColumn).data(RawSpecEditor::LineRole).toInt(),
             model->index(r, RawSpecEditor::RuleColumn).data().toString()});
    }
    return rows;
}

void TestRawSpecEditor::showTemplate(const QString& id)
{
    const std::optional<SpecTemplate> t = SpecTemplates::byId(id);
    QVERIFY2(t.has_value(), qPrintable(id));
    m_panel->setSpecJson(t->json);
}

void TestRawSpecEditor::startsEmpty()
{
    RawSpecEditor fresh;
    QVERIFY(fresh.specText().isEmpty());
    QVERIFY(!fresh.canRun());
    QVERIFY(fresh.hasErrors());
    QVERIFY(!fresh.spec().has_value());
    QCOMPARE(fresh.issues().size(), 1);
    QCOMPARE(fresh.issues().constFirst().rule, u"spec.json"_s);
    QCOMPARE(fresh.validationMode(), SpecValidator::Mode::Run);
    auto* summary = fresh.findChild<QLabel*>(u"issueSummary"_s);
    QVERIFY(summary);
    QCOMPARE(summary->text(), u"Errors: 1"_s);

    // The template shown by init(): runnable, no issue.
    QVERIFY(m_panel->canRun());
    QVERIFY(!m_panel->hasErrors());
    QVERIFY(m_panel->issues().isEmpty());
    QCOMPARE(m_panel->spec()->value(u"name"_s).toString(), u"plain-prompt"_s);
    QCOMPARE(issueModel()->rowCount(), 0);
    QCOMPARE(issueModel()->columnCount(), int(RawSpecEditor::ColumnCount));
    QCOMPARE(m_panel->findChild<QLabel*>(u"issueSummary"_s)->text(),
             u"No problems: ready to run."_s);
    // Every interactive child has a name, and Format is on screen.
    for (const char* name : {"specEditor", "formatButton", "actionFormatSpec", "issueView",
                             "issueSummary", "statusLabel", "validationTimer"})
        QVERIFY2(m_panel->findChild<QObject*>(QString::fromLatin1(name)), name);
    auto* formatButton = m_panel->findChild<QToolButton*>(u"formatButton"_s);
    QVERIFY(formatButton->isVisible());
    QCOMPARE(formatButton->defaultAction(), m_panel->formatAction());
    // Files, templates and the mode are the composer's: none of them here.
    for (const char* name :
         {"specToolBar", "templateButton", "templateMenu", "recentMenu", "actionOpenSpec",
          "actionSaveSpec", "actionSaveSpecAs", "validationModeCombo"})
        QVERIFY2(!m_panel->findChild<QObject*>(QString::fromLatin1(name)), name);
}

void TestRawSpecEditor::everyTemplateHasNoIssue()
{
    const QList<SpecTemplate> templates = SpecTemplates::all();
    QVERIFY(!templates.isEmpty());
    QCOMPARE(templates.constFirst().id, u"plain-prompt"_s); // what init() shows
    QSignalSpy validity(m_panel, &RawSpecEditor::validityChanged);
    QSignalSpy changed(m_panel, &RawSpecEditor::specChanged);
    for (const SpecTemplate& t : templates) {
        m_panel->setSpecJson(t.json);
        QCOMPARE(m_panel->specText().toUtf8(), t.json);
        QVERIFY2(m_panel->canRun(), qPrintable(t.id));
        QVERIFY2(m_panel->issues().isEmpty(), qPrintable(t.id));
        QCOMPARE(issueModel()->rowCount(), 0);
        QVERIFY(m_panel->editor()->issues().isEmpty());
    }
    QCOMPARE(validity.count(), 0);                   // runnable all along
    QCOMPARE(changed.count(), templates.size() - 1); // the first is the text already shown
}

void TestRawSpecEditor::sandboxAcceptsEveryTemplate_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : SpecTemplates::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestRawSpecEditor::sandboxAcceptsEveryTemplate()
{
    QFETCH(QString, id);
    showTemplate(id);
    QVERIFY(m_panel->canRun());
    const std::optional<QJsonObject> spec = m_panel->spec();
    QVERIFY(spec.has_value());
    std::optional<CreatedRun> created;
    const ApiResponse response = clienttest::waitFor(m_client->createRun(*spec), &created);
    QVERIFY2(response.httpStatus == 201 || response.httpStatus == 202,
             clienttest::describe(response).constData());
    QVERIFY(created.has_value());
    QVERIFY(!created->runId.isEmpty());
    // The mcp_local / a2a_local runs now wait for a local tool result: nobody will answer.
    clienttest::waitFor(m_client->cancelRun(created->runId));
}

void TestRawSpecEditor::validationWaitsForTypingPause()
{
    auto* timer = m_panel->findChild<QTimer*>(u"validationTimer"_s);
    QVERIFY(timer);
    QCOMPARE(timer->interval(), RawSpecEditor::ValidationDelayMs);
    QSignalSpy validity(m_panel, &RawSpecEditor::validityChanged);
    QSignalSpy changed(m_panel, &RawSpecEditor::specChanged);
    JsonEditor* editor = m_panel->editor();
    editor->moveCursor(QTextCursor::End);
    QElapsedTimer clock;
    clock.start();
    QTest::keyClicks(editor, u"xyz"_s); // garbage after the object
    QVERIFY(timer->isActive());
    QCOMPARE(validity.count(), 0);
    QCOMPARE(changed.count(), 0);
    QVERIFY(validity.wait(5000));
    QVERIFY(clock.elapsed() >= RawSpecEditor::ValidationDelayMs - 20);
    QCOMPARE(validity.count(), 1);
    QCOMPARE(validity.at(0).at(0).toBool(), false);
    QCOMPARE(changed.count(), 1); // once for the three keystrokes
    QCOMPARE(issueRows().size(), 1);
    QCOMPARE(issueRows().first().second, u"spec.json"_s);
    // Undo the typing: runnable again after the pause.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(editor, Qt::Key_Backspace);
    QVERIFY(validity.wait(5000));
    QCOMPARE(validity.last().at(0).toBool(), true);
    QCOMPARE(issueModel()->rowCount(), 0);
}

void TestRawSpecEditor::hasErrorsBeforeThePause()
{
    QVERIFY(!m_panel->hasErrors());
    m_panel->editor()->moveCursor(QTextCursor::Start);
    QTest::keyClicks(m_panel->editor(), u"["_s);
    QVERIFY(m_panel->hasErrors()); // the current text, not the last validation
    QVERIFY(!m_panel->spec().has_value());
    QTest::keyClick(m_panel->editor(), Qt::Key_Backspace);
    QVERIFY(!m_panel->hasErrors());
}

void TestRawSpecEditor::syntaxErrorIsAnIssue_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("missing comma")
        << lines({"{", R"(  "systemPrompt": "s",)", R"(  "prompt": "p")", R"(  "name": "n")", "}"})
        << 4 << 3;
    QTest::newRow("bad literal") << lines({"{", R"(  "prompt": tru)", "}"}) << 2 << 13;
    QTest::newRow("unterminated") << lines({"{", R"(  "prompt": "p",)"}) << 3 << 1;
    QTest::newRow("empty") << QByteArray() << 1 << 1;
    QTest::newRow("not an object") << QByteArray("\"just a string\"") << 1 << 1;
}

void TestRawSpecEditor::syntaxErrorIsAnIssue()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    QSignalSpy validity(m_panel, &RawSpecEditor::validityChanged);
    m_panel->setSpecJson(json); // validated at once
    QCOMPARE(validity.count(), 1);
    QCOMPARE(validity.at(0).at(0).toBool(), false);
    QVERIFY(m_panel->hasErrors());
    QVERIFY(!m_panel->canRun());
    QVERIFY(!m_panel->spec().has_value());
    QCOMPARE(m_panel->issues().size(), 1);
    QCOMPARE(m_panel->issues().first().rule, u"spec.json"_s);
    QVERIFY(!m_panel->issues().first().message.isEmpty());
    const QModelIndex first = issueModel()->index(0, RawSpecEditor::SeverityColumn);
    QCOMPARE(first.data(RawSpecEditor::LineRole).toInt(), line);
    QCOMPARE(first.data(RawSpecEditor::ColumnRole).toInt(), column);
    QCOMPARE(first.data(RawSpecEditor::SeverityRole).toInt(), int(Severity::Error));
    QVERIFY(!first.data(Qt::DecorationRole).value<QIcon>().isNull());
    // Marked in the editor too.
    QCOMPARE(m_panel->editor()->issues().size(), 1);
    QCOMPARE(m_panel->editor()->issues().first().line, line);
    QCOMPARE(m_panel->editor()->issuesOnLine(line).size(), 1);
}

void TestRawSpecEditor::validatorIssuesAtTheirLines_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QList<int>>("issueLines");
    QTest::addColumn<QStringList>("paths");

    QTest::newRow("bad tool name")
        << lines({"{", R"(  "systemPrompt": "s",)", R"(  "prompt": "p",)", R"(  "tools": [)",
                  R"(    {"kind": "local", "name": "ok_name"},)",
                  R"(    {"kind": "local", "name": "bad name!"})", "  ]", "}"})
        << QList<int>{6} << QStringList{u"tools[1].name"_s};
    QTest::newRow("missing system prompt → the object")
        << lines({"{", R"(  "prompt": "p")", "}"}) << QList<int>{1}
        << QStringList{u"systemPrompt"_s};
    QTest::newRow("prompt and messages")
        << lines({"{", R"(  "systemPrompt": "s",)", R"(  "prompt": "p",)",
                  R"(  "messages": [{"role": "user", "content": "c"}])", "}"})
        << QList<int>{} << QStringList{};
    QTest::newRow("deep in an attachment")
        << lines({"{", R"(  "systemPrompt": "s",)", R"(  "messages": [)", "    {",
                  R"(      "role": "user", "content": "c",)", R"(      "attachments": [)",
                  R"(        {"type": "input_file", "mimeType": "text/plain",)",
                  R"(         "filename": "a.txt", "data": "not base64!"})", "      ]", "    }",
                  "  ]", "}"})
        << QList<int>{8} << QStringList{u"messages[0].attachments[0].data"_s};
}

void TestRawSpecEditor::validatorIssuesAtTheirLines()
{
    QFETCH(QByteArray, json);
    QFETCH(QList<int>, issueLines);
    QFETCH(QStringList, paths);
    m_panel->setSpecJson(json);
    QVERIFY(m_panel->hasErrors());
    QVERIFY(!m_panel->canRun());
    QVERIFY(m_panel->spec().has_value()); // valid JSON, invalid spec
    const QList<SpecIssue> issues = m_panel->issues();
    QVERIFY(!issues.isEmpty());
    QCOMPARE(issueModel()->rowCount(), issues.size());
    // Each row: the issue's path, message and rule, and the line the locator found.
    for (int r = 0; r < issues.size(); ++r) {
        const SpecIssue& issue = issues.at(r);
        const QString shownPath =
            issueModel()->index(r, RawSpecEditor::PathColumn).data().toString();
        QCOMPARE(shownPath.isEmpty(), false);
        if (!issue.path.isEmpty())
            QCOMPARE(shownPath, issue.path);
        QCOMPARE(issueModel()->index(r, RawSpecEditor::MessageColumn).data().toString(),
                 issue.message);
        QCOMPARE(issueModel()->index(r, RawSpecEditor::RuleColumn).data().toString(), issue.rule);
        const int line = issueModel()
                             ->index(r, RawSpecEditor::SeverityColumn)
                             .data(RawSpecEditor::LineRole)
                             .toInt();
        QCOMPARE(issueModel()->index(r, RawSpecEditor::LineColumn).data().toString(),
                 QString::number(line));
        const qsizetype expected = paths.indexOf(issue.path);
        if (expected >= 0)
            QCOMPARE(line, issueLines.at(expected));
    }
    for (const QString& path : paths) {
        QVERIFY2(std::any_of(issues.cbegin(), issues.cend(),
                             [&](const SpecIssue& i) { return i.path == path; }),
                 qPrintable(path));
    }
    QCOMPARE(m_panel->editor()->issues().size(), issues.size());
}

void TestRawSpecEditor::warningsDoNotBlock()
{
    // An attachment type outside the known list is a warning, not an error.
    m_panel->setSpecJson(
        lines({"{", R"(  "systemPrompt": "s",)", R"(  "messages": [)",
               R"(    {"role": "user", "content": "c", "attachments": [)",
               R"(      {"type": "input_file", "mimeType": "application/zip",)",
               R"(       "filename": "a.zip", "data": "UEsFBg=="})", "    ]}", "  ]", "}"}));
    QVERIFY(!m_panel->issues().isEmpty());
    for (const SpecIssue& issue : m_panel->issues())
        QCOMPARE(issue.severity, Severity::Warning);
    QVERIFY(!m_panel->hasErrors());
    QVERIFY(m_panel->canRun());
    auto* summary = m_panel->findChild<QLabel*>(u"issueSummary"_s);
    QVERIFY2(summary->text().contains(u"Warnings: %1"_s.arg(m_panel->issues().size())),
             qPrintable(summary->text()));
    QVERIFY(!summary->text().contains(u"Error"_s));
    QCOMPARE(m_panel->editor()->issues().first().severity, Severity::Warning);
}

void TestRawSpecEditor::clickingAnIssueJumps()
{
    QByteArray json = "{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"p\",\n";
    for (int i = 0; i < 60; ++i)
        json += "  \"pad" + QByteArray::number(i) + "\": \"x\",\n";
    json += "  \"budgets\": {\"maxToolTurns\": -3}\n}\n";
    m_panel->setSpecJson(json);
    QList<std::pair<int, QString>> rows = issueRows();
    // Unknown top-level keys are warnings; the negative budget is an error on line 64.
    int budgetRow = -1;
    for (int r = 0; r < rows.size(); ++r) {
        if (issueModel()->index(r, RawSpecEditor::PathColumn).data().toString() ==
            u"budgets.maxToolTurns"_s)
            budgetRow = r;
    }
    QVERIFY(budgetRow >= 0);
    QCOMPARE(rows.at(budgetRow).first, 64);
    m_panel->editor()->moveCursor(QTextCursor::Start);
    QTreeView* view = issueView();
    view->scrollTo(issueModel()->index(budgetRow, RawSpecEditor::MessageColumn));
    const QRect rect =
        view->visualRect(issueModel()->index(budgetRow, RawSpecEditor::MessageColumn));
    QVERIFY(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(m_panel->editor()->cursorLine(), 64);
    QCOMPARE(m_panel->editor()->textCursor().block().text().mid(
                 m_panel->editor()->cursorColumn() - 1, 2),
             u"-3"_s);
    // And the line is on screen.
    QVERIFY(
        m_panel->editor()->viewport()->rect().contains(m_panel->editor()->cursorRect().center()));
}

void TestRawSpecEditor::format()
{
    const QByteArray compact = R"({"systemPrompt":"s","prompt":"p","tools":[{"kind":"local",)"
                               R"("name":"t","parameters":{"type":"object","required":["a"]}}]})";
    const QString formatted =
        u"{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"p\",\n  \"tools\": [\n    {\n"
        "      \"kind\": \"local\",\n      \"name\": \"t\",\n"
        "      \"parameters\": {\n        \"type\": \"object\",\n"
        "        \"required\": [\"a\"]\n      }\n    }\n  ]\n}\n"_s;
    m_panel->setSpecJson(compact);
    QVERIFY(m_panel->canRun());
    // The button in the tab.
    auto* button = m_panel->findChild<QToolButton*>(u"formatButton"_s);
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(m_panel->specText(), formatted);
    QVERIFY(m_panel->canRun());
    // Undo brings the compact text back in one step.
    m_panel->editor()->undo();
    QCOMPARE(m_panel->specText().toUtf8(), compact);
    // Ctrl+Shift+F in the editor.
    QApplication::setActiveWindow(m_panel);
    m_panel->editor()->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(m_panel->editor()->hasFocus());
    QTest::keyClick(m_panel->editor(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(m_panel->specText(), formatted);
    // Invalid JSON cannot be formatted; the tab says so until the text changes.
    m_panel->setSpecJson("{\"a\": ");
    QVERIFY(!m_panel->formatSpec());
    auto* action = m_panel->findChild<QAction*>(u"actionFormatSpec"_s);
    QVERIFY(action);
    action->trigger();
    auto* status = m_panel->findChild<QLabel*>(u"statusLabel"_s);
    QVERIFY(status);
    QVERIFY(!status->text().isEmpty());
    QVERIFY(status->isVisible());
    QCOMPARE(m_panel->specText(), u"{\"a\": "_s);
    m_panel->editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(m_panel->editor(), u"1}"_s);
    QVERIFY(status->text().isEmpty());
}

void TestRawSpecEditor::formatInContextMenu()
{
    m_panel->setSpecJson(R"({"systemPrompt":"s","prompt":"p"})");
    bool shown = false;
    bool hadFormat = false;
    qsizetype entries = 0;
    // The menu runs its own event loop: look at it, choose Format, from inside that loop.
    QTimer poll;
    poll.setInterval(10);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto* menu = m_panel->findChild<QMenu*>(u"editorContextMenu"_s);
        if (!menu || !menu->isVisible())
            return;
        poll.stop();
        shown = true;
        hadFormat = menu->actions().contains(m_panel->formatAction());
        entries = menu->actions().size();
        m_panel->formatAction()->trigger();
        menu->close();
    });
    poll.start();
    JsonEditor* editor = m_panel->editor();
    emit editor->customContextMenuRequested(editor->viewport()->rect().center());
    QVERIFY(shown);
    QVERIFY(hadFormat);
    QVERIFY(entries > 2); // the editor's own entries (Undo, Copy, …) stay
    QCOMPARE(m_panel->specText(), u"{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"p\"\n}\n"_s);
}

void TestRawSpecEditor::setSpecObject()
{
    m_panel->setSpec(QJsonObject{{u"systemPrompt"_s, u"s"_s},
                                 {u"prompt"_s, u"p"_s},
                                 {u"metadata"_s, QJsonObject{{u"k"_s, u"v"_s}}}});
    QCOMPARE(
        m_panel->specText(),
        u"{\n  \"metadata\": {\"k\": \"v\"},\n  \"prompt\": \"p\",\n  \"systemPrompt\": \"s\"\n}\n"_s);
    QVERIFY(m_panel->canRun());
    QVERIFY(m_panel->editor()->document()->isUndoAvailable()); // an edit, not a new document
}

void TestRawSpecEditor::replaceIsUndoable()
{
    const QString first = m_panel->specText();
    showTemplate(u"mcp-local"_s);
    QVERIFY(m_panel->specText() != first);
    m_panel->editor()->undo();
    QCOMPARE(m_panel->specText(), first);
    // Replacing the text with itself adds no empty undo step.
    m_panel->setSpecJson(first.toUtf8());
    m_panel->editor()->undo();
    QVERIFY(m_panel->specText() != first);
}

void TestRawSpecEditor::validationModes()
{
    QCOMPARE(m_panel->validationMode(), SpecValidator::Mode::Run);
    QVERIFY(m_panel->canRun());
    QSignalSpy validity(m_panel, &RawSpecEditor::validityChanged);
    // A new session takes no prompt: the plain-prompt template is not a session spec.
    m_panel->setValidationMode(SpecValidator::Mode::SessionCreate);
    QCOMPARE(m_panel->validationMode(), SpecValidator::Mode::SessionCreate);
    QVERIFY(!m_panel->canRun());
    QCOMPARE(validity.count(), 1);
    QVERIFY(m_panel->issues().constFirst().path == u"prompt"_s);
    QCOMPARE(issueModel()->index(0, RawSpecEditor::PathColumn).data().toString(), u"prompt"_s);
    m_panel->setValidationMode(SpecValidator::Mode::SessionMessage);
    QCOMPARE(m_panel->validationMode(), SpecValidator::Mode::SessionMessage);
    QVERIFY(m_panel->canRun());
    QCOMPARE(validity.count(), 2);
    m_panel->setValidationMode(SpecValidator::Mode::Run);
    QVERIFY(m_panel->canRun());
    QVERIFY(m_panel->issues().isEmpty());
}

void TestRawSpecEditor::languageChange()
{
    auto* button = m_panel->findChild<QToolButton*>(u"formatButton"_s);
    const QString before = button->text();
    QVERIFY(!before.isEmpty());
    m_panel->setSpecJson("{\"prompt\": \"p\"}"); // an error message from the validator
    const QString message = m_panel->issues().constFirst().message;
    auto* summary = m_panel->findChild<QLabel*>(u"issueSummary"_s);
    const QString summaryBefore = summary->text();
    PrefixTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(button->text(), u"[xx] "_s + before);
    QVERIFY(issueModel()->headerData(0, Qt::Horizontal).toString().startsWith(u"[xx] "_s));
    QVERIFY(summary->text().startsWith(u"[xx] "_s));
    // The issues were re-validated in the new language.
    QVERIFY(m_panel->issues().constFirst().message.startsWith(u"[xx] "_s));
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(button->text(), before);
    QCOMPARE(m_panel->issues().constFirst().message, message);
    QCOMPARE(summary->text(), summaryBefore);
}

void TestRawSpecEditor::screenshots()
{
    // Set MANTYX_SCREENSHOT_DIR to keep the pictures (docs/screenshots/spec-editor.png).
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    m_panel->resize(960, 620);
    QApplication::setActiveWindow(m_panel);
    m_panel->editor()->setFocus(Qt::OtherFocusReason); // where the user types
    // The pointer over the text, not over Format (it would be drawn hovered).
    QTest::mouseMove(m_panel->windowHandle(), m_panel->rect().center());
    showTemplate(u"local-tool"_s);
    QTest::qWait(50);
    const QPixmap clean = m_panel->grab();
    QVERIFY(!clean.isNull());

    // The same template with an error (a bad tool name) and a warning (an unknown field).
    QString text = m_panel->specText();
    text.replace(u"\"name\": \"send_email\""_s, u"\"name\": \"send email!\""_s);
    text.replace(u"\"name\": \"local-tool\",\n"_s,
                 u"\"name\": \"local-tool\",\n  \"temperature\": 0.2,\n"_s);
    m_panel->setSpecJson(text.toUtf8());
    m_panel->editor()->goToLine(m_panel->editor()->issues().constFirst().line);
    QTest::qWait(50);
    const QPixmap withError = m_panel->grab();
    QVERIFY(!withError.isNull());
    QVERIFY(clean.toImage() != withError.toImage());
    QVERIFY(m_panel->hasErrors());
    QCOMPARE(m_panel->issues().size(), 2);

    m_panel->setSpecJson(
        "{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"p\"\n  \"name\": \"x\"\n}\n");
    m_panel->formatAction()->trigger(); // refused: the status line says why
    QVERIFY(!m_panel->findChild<QLabel*>(u"statusLabel"_s)->text().isEmpty());
    QTest::qWait(50);
    const QPixmap syntax = m_panel->grab();
    if (!dir.isEmpty()) {
        QVERIFY(clean.save(dir + u"/speced-template.png"_s));
        QVERIFY(withError.save(dir + u"/speced-error.png"_s));
        QVERIFY(syntax.save(dir + u"/speced-syntax.png"_s));
    }
}

QTEST_MAIN(TestRawSpecEditor)
#include "tst_rawspeceditor.moc"
