// SPDX-License-Identifier: MIT
// Tests SpecEditorPanel offscreen: templates from the menu (each one accepted by a real sandbox),
// validation after the typing pause with issues listed and marked at their lines, syntax errors
// as issues, errors blocking Run and warnings not, clicking an issue, files, Format, modes,
// recent files, LanguageChange; and grabs the screenshots of docs/spec-editor.md.
#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>

#include "clienttest.h"
#include "composer/speceditorpanel.h"
#include "protocol/spectemplates.h"
#include "widgets/jsoneditor.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestSpecEditorPanel final : public QObject, public clienttest::SandboxClientFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void startsWithARunnableTemplate();
    void templateMenu();
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
    void saveAndLoad();
    void loadNormalisesText();
    void loadFailures_data();
    void loadFailures();
    void format();
    void setSpecObject();
    void templateIsUndoable();
    void validationModes();
    void recentFiles();
    void languageChange();
    void screenshots();

private:
    QTreeView* issueView() const;
    QAbstractItemModel* issueModel() const;
    // (line, rule) of every issue row.
    QList<std::pair<int, QString>> issueRows() const;

    SpecEditorPanel* m_panel = nullptr;
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

void TestSpecEditorPanel::initTestCase()
{
    startSandbox();
}

void TestSpecEditorPanel::cleanupTestCase()
{
    stopSandbox();
}

void TestSpecEditorPanel::init()
{
    m_panel = new SpecEditorPanel;
    m_panel->resize(900, 640);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void TestSpecEditorPanel::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
}

QTreeView* TestSpecEditorPanel::issueView() const
{
    return m_panel->findChild<QTreeView*>(u"issueView"_s);
}

QAbstractItemModel* TestSpecEditorPanel::issueModel() const
{
    return issueView()->model();
}

QList<std::pair<int, QString>> TestSpecEditorPanel::issueRows() const
{
    QList<std::pair<int, QString>> rows;
    const QAbstractItemModel* model = issueModel();
    for (int r = 0; r < model->rowCount(); ++r) {
        rows.append({model->index(r, SpecEditorPanel::SeverityColumn)
                         .data(SpecEditorPanel::LineRole)
                         .toInt(),
                     model->index(r, SpecEditorPanel::RuleColumn).data().toString()});
    }
    return rows;
}

void TestSpecEditorPanel::startsWithARunnableTemplate()
{
    QVERIFY(m_panel->canRun());
    QVERIFY(!m_panel->hasErrors());
    QVERIFY(m_panel->issues().isEmpty());
    QVERIFY(m_panel->currentFile().isEmpty());
    QVERIFY(!m_panel->isModified());
    QVERIFY(m_panel->spec().has_value());
    QCOMPARE(m_panel->spec()->value(u"name"_s).toString(), u"plain-prompt"_s);
    QCOMPARE(issueModel()->rowCount(), 0);
    QCOMPARE(issueModel()->columnCount(), int(SpecEditorPanel::ColumnCount));
    auto* summary = m_panel->findChild<QLabel*>(u"issueSummary"_s);
    QVERIFY(summary);
    QVERIFY(!summary->text().isEmpty());
    // Every interactive child has a name.
    for (const char* name :
         {"specEditor", "specToolBar", "templateButton", "templateMenu", "actionOpenSpec",
          "actionSaveSpec", "actionSaveSpecAs", "actionFormatSpec", "validationModeCombo",
          "issueView", "recentMenu", "validationTimer"})
        QVERIFY2(m_panel->findChild<QObject*>(QString::fromLatin1(name)), name);
}

void TestSpecEditorPanel::templateMenu()
{
    auto* menu = m_panel->findChild<QMenu*>(u"templateMenu"_s);
    QVERIFY(menu);
    const QList<QAction*> actions = menu->actions();
    const QList<SpecTemplate> templates = SpecTemplates::all();
    QCOMPARE(actions.size(), templates.size());
    QSignalSpy validity(m_panel, &SpecEditorPanel::validityChanged);
    QSignalSpy changed(m_panel, &SpecEditorPanel::specChanged);
    for (int i = 0; i < templates.size(); ++i) {
        QAction* action = actions.at(i);
        QCOMPARE(action->objectName(), u"template_"_s + templates.at(i).id);
        QCOMPARE(action->text(), templates.at(i).title);
        QCOMPARE(action->toolTip(), templates.at(i).description);
        action->trigger(); // not modified: no question asked
        QCOMPARE(m_panel->specText().toUtf8(), templates.at(i).json);
        QVERIFY2(m_panel->canRun(), qPrintable(templates.at(i).id));
        QVERIFY(m_panel->issues().isEmpty());
        QVERIFY(!m_panel->isModified());
        QVERIFY(m_panel->currentFile().isEmpty());
    }
    QCOMPARE(validity.count(), 0);                   // runnable all along
    QCOMPARE(changed.count(), templates.size() - 1); // the first is the text already shown
    QVERIFY(!m_panel->newFromTemplate(u"no-such-template"_s));
}

void TestSpecEditorPanel::sandboxAcceptsEveryTemplate_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : SpecTemplates::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestSpecEditorPanel::sandboxAcceptsEveryTemplate()
{
    QFETCH(QString, id);
    QVERIFY(m_panel->newFromTemplate(id));
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

void TestSpecEditorPanel::validationWaitsForTypingPause()
{
    auto* timer = m_panel->findChild<QTimer*>(u"validationTimer"_s);
    QVERIFY(timer);
    QCOMPARE(timer->interval(), SpecEditorPanel::ValidationDelayMs);
    QSignalSpy validity(m_panel, &SpecEditorPanel::validityChanged);
    QSignalSpy changed(m_panel, &SpecEditorPanel::specChanged);
    JsonEditor* editor = m_panel->editor();
    editor->moveCursor(QTextCursor::End);
    QElapsedTimer clock;
    clock.start();
    QTest::keyClicks(editor, u"xyz"_s); // garbage after the object
    QVERIFY(timer->isActive());
    QCOMPARE(validity.count(), 0);
    QCOMPARE(changed.count(), 0);
    QVERIFY(validity.wait(5000));
    QVERIFY(clock.elapsed() >= SpecEditorPanel::ValidationDelayMs - 20);
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

void TestSpecEditorPanel::hasErrorsBeforeThePause()
{
    QVERIFY(!m_panel->hasErrors());
    m_panel->editor()->moveCursor(QTextCursor::Start);
    QTest::keyClicks(m_panel->editor(), u"["_s);
    QVERIFY(m_panel->hasErrors()); // the current text, not the last validation
    QVERIFY(!m_panel->spec().has_value());
    QTest::keyClick(m_panel->editor(), Qt::Key_Backspace);
    QVERIFY(!m_panel->hasErrors());
}

void TestSpecEditorPanel::syntaxErrorIsAnIssue_data()
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

void TestSpecEditorPanel::syntaxErrorIsAnIssue()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    QSignalSpy validity(m_panel, &SpecEditorPanel::validityChanged);
    m_panel->setSpecJson(json); // validated at once
    QCOMPARE(validity.count(), 1);
    QCOMPARE(validity.at(0).at(0).toBool(), false);
    QVERIFY(m_panel->hasErrors());
    QVERIFY(!m_panel->canRun());
    QVERIFY(!m_panel->spec().has_value());
    QCOMPARE(m_panel->issues().size(), 1);
    QCOMPARE(m_panel->issues().first().rule, u"spec.json"_s);
    QVERIFY(!m_panel->issues().first().message.isEmpty());
    const QModelIndex first = issueModel()->index(0, SpecEditorPanel::SeverityColumn);
    QCOMPARE(first.data(SpecEditorPanel::LineRole).toInt(), line);
    QCOMPARE(first.data(SpecEditorPanel::ColumnRole).toInt(), column);
    QCOMPARE(first.data(SpecEditorPanel::SeverityRole).toInt(), int(Severity::Error));
    QVERIFY(!first.data(Qt::DecorationRole).value<QIcon>().isNull());
    // Marked in the editor too.
    QCOMPARE(m_panel->editor()->issues().size(), 1);
    QCOMPARE(m_panel->editor()->issues().first().line, line);
    QCOMPARE(m_panel->editor()->issuesOnLine(line).size(), 1);
}

void TestSpecEditorPanel::validatorIssuesAtTheirLines_data()
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

void TestSpecEditorPanel::validatorIssuesAtTheirLines()
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
            issueModel()->index(r, SpecEditorPanel::PathColumn).data().toString();
        QCOMPARE(shownPath.isEmpty(), false);
        if (!issue.path.isEmpty())
            QCOMPARE(shownPath, issue.path);
        QCOMPARE(issueModel()->index(r, SpecEditorPanel::MessageColumn).data().toString(),
                 issue.message);
        QCOMPARE(issueModel()->index(r, SpecEditorPanel::RuleColumn).data().toString(), issue.rule);
        const int line = issueModel()
                             ->index(r, SpecEditorPanel::SeverityColumn)
                             .data(SpecEditorPanel::LineRole)
                             .toInt();
        QCOMPARE(issueModel()->index(r, SpecEditorPanel::LineColumn).data().toString(),
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

void TestSpecEditorPanel::warningsDoNotBlock()
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

void TestSpecEditorPanel::clickingAnIssueJumps()
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
        if (issueModel()->index(r, SpecEditorPanel::PathColumn).data().toString() ==
            u"budgets.maxToolTurns"_s)
            budgetRow = r;
    }
    QVERIFY(budgetRow >= 0);
    QCOMPARE(rows.at(budgetRow).first, 64);
    m_panel->editor()->moveCursor(QTextCursor::Start);
    QTreeView* view = issueView();
    view->scrollTo(issueModel()->index(budgetRow, SpecEditorPanel::MessageColumn));
    const QRect rect =
        view->visualRect(issueModel()->index(budgetRow, SpecEditorPanel::MessageColumn));
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

void TestSpecEditorPanel::saveAndLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSignalSpy file(m_panel, &SpecEditorPanel::fileChanged);
    QSignalSpy modified(m_panel, &SpecEditorPanel::modificationChanged);
    QSignalSpy recent(m_panel, &SpecEditorPanel::recentFilesChanged);

    m_panel->editor()->moveCursor(QTextCursor::End);
    QTest::keyClicks(m_panel->editor(), u" "_s);
    QVERIFY(m_panel->isModified());
    QCOMPARE(modified.count(), 1);

    const QString path = dir.filePath(u"a.json"_s);
    QString error;
    QVERIFY2(m_panel->saveFile(path, &error), qPrintable(error));
    QVERIFY(!m_panel->isModified());
    QCOMPARE(modified.count(), 2);
    QCOMPARE(m_panel->currentFile(), path);
    QCOMPARE(file.count(), 1);
    QCOMPARE(file.at(0).at(0).toString(), path);
    QCOMPARE(m_panel->recentFiles(), QStringList{path});
    QCOMPARE(recent.count(), 1);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), m_panel->specText());

    // Another file with an error, loaded: the issues are those of the new text.
    const QString other = dir.filePath(u"b.json"_s);
    QFile b(other);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("{\n  \"prompt\": \"x\"\n}\n");
    b.close();
    QVERIFY(m_panel->loadFile(other, &error));
    QCOMPARE(m_panel->currentFile(), other);
    QVERIFY(!m_panel->isModified());
    QVERIFY(m_panel->hasErrors()); // no systemPrompt
    QCOMPARE(m_panel->recentFiles(), (QStringList{other, path}));
    // Its undo history starts at the loaded text.
    QVERIFY(!m_panel->editor()->document()->isUndoAvailable());

    // Saving to a folder that does not exist fails and says why.
    QVERIFY(!m_panel->saveFile(dir.filePath(u"no/such/dir/c.json"_s), &error));
    QVERIFY(error.contains(u"c.json"_s));
    QCOMPARE(m_panel->currentFile(), other);
}

void TestSpecEditorPanel::loadNormalisesText()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"crlf.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "\xEF\xBB\xBF{\r\n  \"systemPrompt\": \"s\",\r\n  \"prompt\": \"caf\xC3\xA9\"\r\n}\r\n");
    f.close();
    QString error;
    QVERIFY2(m_panel->loadFile(path, &error), qPrintable(error));
    QCOMPARE(m_panel->specText(), u"{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"café\"\n}\n"_s);
    QVERIFY(m_panel->canRun());
    QCOMPARE(m_panel->spec()->value(u"prompt"_s).toString(), u"café"_s);
}

void TestSpecEditorPanel::loadFailures_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("create");
    QTest::newRow("missing file") << QByteArray() << false;
    QTest::newRow("not UTF-8") << QByteArray("{\"prompt\": \"caf\xE9\"}") << true;
}

void TestSpecEditorPanel::loadFailures()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, create);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"x.json"_s);
    if (create) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const QString before = m_panel->specText();
    QString error;
    QVERIFY(!m_panel->loadFile(path, &error));
    QVERIFY(error.contains(u"x.json"_s));
    QCOMPARE(m_panel->specText(), before); // untouched
    QVERIFY(m_panel->currentFile().isEmpty());
}

void TestSpecEditorPanel::format()
{
    m_panel->setSpecJson(R"({"systemPrompt":"s","prompt":"p","tools":[{"kind":"local",)"
                         R"("name":"t","parameters":{"type":"object","required":["a"]}}]})");
    QVERIFY(m_panel->canRun());
    auto* action = m_panel->findChild<QAction*>(u"actionFormatSpec"_s);
    QVERIFY(action);
    action->trigger();
    QCOMPARE(m_panel->specText(),
             u"{\n  \"systemPrompt\": \"s\",\n  \"prompt\": \"p\",\n  \"tools\": [\n    {\n"
             "      \"kind\": \"local\",\n      \"name\": \"t\",\n"
             "      \"parameters\": {\n        \"type\": \"object\",\n"
             "        \"required\": [\"a\"]\n      }\n    }\n  ]\n}\n"_s);
    QVERIFY(m_panel->canRun());
    // Undo brings the compact text back in one step.
    m_panel->editor()->undo();
    QVERIFY(m_panel->specText().startsWith(u"{\"systemPrompt\":\"s\""_s));
    // Invalid JSON cannot be formatted; the panel says so.
    m_panel->setSpecJson("{\"a\": ");
    QVERIFY(!m_panel->formatSpec());
    action->trigger();
    auto* status = m_panel->findChild<QLabel*>(u"statusLabel"_s);
    QVERIFY(status);
    QVERIFY(!status->text().isEmpty());
    QCOMPARE(m_panel->specText(), u"{\"a\": "_s);
}

void TestSpecEditorPanel::setSpecObject()
{
    m_panel->setSpec(QJsonObject{{u"systemPrompt"_s, u"s"_s},
                                 {u"prompt"_s, u"p"_s},
                                 {u"metadata"_s, QJsonObject{{u"k"_s, u"v"_s}}}});
    QCOMPARE(
        m_panel->specText(),
        u"{\n  \"metadata\": {\"k\": \"v\"},\n  \"prompt\": \"p\",\n  \"systemPrompt\": \"s\"\n}\n"_s);
    QVERIFY(m_panel->canRun());
    QVERIFY(m_panel->isModified()); // an edit of the untitled template
}

void TestSpecEditorPanel::templateIsUndoable()
{
    const QString first = m_panel->specText();
    QVERIFY(m_panel->newFromTemplate(u"mcp-local"_s));
    QVERIFY(m_panel->specText() != first);
    m_panel->editor()->undo();
    QCOMPARE(m_panel->specText(), first);
}

void TestSpecEditorPanel::validationModes()
{
    auto* combo = m_panel->findChild<QComboBox*>(u"validationModeCombo"_s);
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(m_panel->validationMode(), SpecValidator::Mode::Run);
    QVERIFY(m_panel->canRun());
    QSignalSpy validity(m_panel, &SpecEditorPanel::validityChanged);
    // A new session takes no prompt: the plain-prompt template is not a session spec.
    combo->setCurrentIndex(combo->findData(int(SpecValidator::Mode::SessionCreate)));
    QCOMPARE(m_panel->validationMode(), SpecValidator::Mode::SessionCreate);
    QVERIFY(!m_panel->canRun());
    QCOMPARE(validity.count(), 1);
    QVERIFY(m_panel->issues().constFirst().path == u"prompt"_s);
    m_panel->setValidationMode(SpecValidator::Mode::SessionMessage);
    QCOMPARE(combo->currentData().toInt(), int(SpecValidator::Mode::SessionMessage));
    QVERIFY(m_panel->canRun());
    m_panel->setValidationMode(SpecValidator::Mode::Run);
    QVERIFY(m_panel->canRun());
}

void TestSpecEditorPanel::recentFiles()
{
    QTemporaryDir dir;
    QStringList files;
    for (int i = 0; i < 10; ++i) {
        const QString path = dir.filePath(u"r%1.json"_s.arg(i));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"systemPrompt\": \"s\", \"prompt\": \"" + QByteArray::number(i) + "\"}");
        files << path;
    }
    QSignalSpy recent(m_panel, &SpecEditorPanel::recentFilesChanged);
    m_panel->setRecentFiles(files + QStringList{files.first()});
    QCOMPARE(m_panel->recentFiles().size(), SpecEditorPanel::MaxRecentFiles); // capped, deduped
    QCOMPARE(recent.count(), 1);
    auto* menu = m_panel->findChild<QMenu*>(u"recentMenu"_s);
    QVERIFY(menu);
    auto* third = menu->findChild<QAction*>(u"recentFile2"_s);
    QVERIFY(third);
    third->trigger();
    QCOMPARE(m_panel->currentFile(), files.at(2));
    QCOMPARE(m_panel->spec()->value(u"prompt"_s).toString(), u"2"_s);
    QCOMPARE(m_panel->recentFiles().first(), files.at(2)); // moved to the front
    // A recent file that has gone away is dropped from the list when chosen.
    QFile::remove(files.at(0));
    auto* gone = menu->findChild<QAction*>(u"recentFile1"_s); // files[0] is second now
    QVERIFY(gone);
    QCOMPARE(gone->data().toString(), files.at(0));
    gone->trigger();
    QVERIFY(!m_panel->recentFiles().contains(files.at(0)));
    QCOMPARE(m_panel->currentFile(), files.at(2));
    auto* clear = menu->findChild<QAction*>(u"actionClearRecentSpecs"_s);
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(m_panel->recentFiles().isEmpty());
}

void TestSpecEditorPanel::languageChange()
{
    auto* button = m_panel->findChild<QToolButton*>(u"templateButton"_s);
    const QString before = button->text();
    m_panel->setSpecJson("{\"prompt\": \"p\"}"); // an error message from the validator
    const QString message = m_panel->issues().constFirst().message;
    PrefixTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(button->text(), u"[xx] "_s + before);
    auto* menu = m_panel->findChild<QMenu*>(u"templateMenu"_s);
    QVERIFY(menu->actions().constFirst()->text().startsWith(u"[xx] "_s));
    QVERIFY(issueModel()->headerData(0, Qt::Horizontal).toString().startsWith(u"[xx] "_s));
    // The issues were re-validated in the new language.
    QVERIFY(m_panel->issues().constFirst().message.startsWith(u"[xx] "_s));
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(button->text(), before);
    QCOMPARE(m_panel->issues().constFirst().message, message);
}

void TestSpecEditorPanel::screenshots()
{
    // Set MANTYX_SCREENSHOT_DIR to keep the pictures (docs/screenshots/spec-editor.png).
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    m_panel->resize(960, 620);
    QVERIFY(m_panel->newFromTemplate(u"local-tool"_s));
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
    QTest::qWait(50);
    const QPixmap syntax = m_panel->grab();
    if (!dir.isEmpty()) {
        QVERIFY(clean.save(dir + u"/speced-template.png"_s));
        QVERIFY(withError.save(dir + u"/speced-error.png"_s));
        QVERIFY(syntax.save(dir + u"/speced-syntax.png"_s));
    }
}

QTEST_MAIN(TestSpecEditorPanel)
#include "tst_speceditorpanel.moc"
