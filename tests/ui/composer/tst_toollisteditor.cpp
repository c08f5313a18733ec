// SPDX-License-Identifier: MIT
// ToolListEditor offscreen: each of the seven kinds built through the forms (QTest clicks and
// typing) gives the ref the protocol expects; add / remove / reorder (buttons and drag) /
// duplicate; unknown fields survive edits; live name markers; headers masked; the schema
// builder's table and JSON modes; an mcp_local ref resolved from a real server-everything
// process; an a2a_local card fetched from the real A2A test agent; and the screenshots.
#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include "composer/a2alocaltooleditor.h"
#include "composer/a2atooleditor.h"
#include "composer/localtooleditor.h"
#include "composer/mcplocaltooleditor.h"
#include "composer/mcptooleditor.h"
#include "composer/rawtooleditor.h"
#include "composer/schemabuilder.h"
#include "composer/toolheaderseditor.h"
#include "composer/toollisteditor.h"
#include "peerprocess.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestToolListEditor final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void buildLocalTool();
    void buildServerKinds_data();
    void buildServerKinds();
    void addMenuHasSevenKinds();
    void newRefsShowRequiredMarkers();
    void reorderRemoveDuplicate();
    void dragReorders();
    void unknownFieldsSurvive();
    void unknownKindIsEditedAsJson();
    void nameMarkerIsLive();
    void headersMasked();
    void toolFilterModes();
    void externalEditsReload();
    void selectToolFocusesField();
    void schemaBuilderModes();
    void schemaBuilderBarFitsANarrowPanel();
    void schemaBuilderColumnsFitTheTable_data();
    void schemaBuilderColumnsFitTheTable();
    void schemaBuilderTableEdits();
    void a2aLocalCardFromFileAndPaste();
    void a2aLocalFetchCard();
    void mcpLocalFromServerEverything();
    void languageChange();

private:
    QWidget* find(const QString& name) const;
    template <typename T> T* field(const QString& name) const
    {
        return m_list->currentEditor() ? m_list->currentEditor()->findChild<T*>(name) : nullptr;
    }
    QJsonObject ref(int index) const { return m_doc->tools().at(index).toObject(); }
    void saveShot(const QString& fileName);

    SpecDocument* m_doc = nullptr;
    ToolListEditor* m_list = nullptr;
    QString m_node;
};

namespace {

constexpr int kWaitMs = 20000;

QJsonObject json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

// Replaces a line edit's text the way a user does: select all, type.
void retype(QWidget* edit, const QString& text)
{
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Delete);
    else
        QTest::keyClicks(edit, text);
}

void click(QAbstractButton* button)
{
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center());
}

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

QStringList toolNamesOf(const QJsonArray& tools)
{
    QStringList names;
    for (const QJsonValue& t : tools)
        names.append(t.toObject().value("name"_L1).toString());
    return names;
}

QJsonObject findTool(const QJsonArray& tools, const QString& name)
{
    for (const QJsonValue& t : tools) {
        if (t.toObject().value("name"_L1).toString() == name)
            return t.toObject();
    }
    return {};
}

} // namespace

void TestToolListEditor::initTestCase()
{
    QVERIFY2(PeerProcess::missingPeers().isEmpty(), qPrintable(PeerProcess::missingPeers()));
    m_node = PeerProcess::node();
}

void TestToolListEditor::init()
{
    m_doc = new SpecDocument;
    m_doc->setSpec(json(R"({"modelId":"sandbox:scripted","systemPrompt":"s","prompt":"p"})"));
    m_list = new ToolListEditor;
    m_list->setDocument(m_doc);
    m_list->resize(1100, 780);
    m_list->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_list));
}

void TestToolListEditor::cleanup()
{
    delete m_list;
    m_list = nullptr;
    delete m_doc;
    m_doc = nullptr;
}

QWidget* TestToolListEditor::find(const QString& name) const
{
    return m_list->findChild<QWidget*>(name);
}

void TestToolListEditor::saveShot(const QString& fileName)
{
    QTest::qWait(50); // layout requests travel up one parent per event-loop pass
    const QPixmap picture = m_list->grab();
    QVERIFY(!picture.isNull());
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(picture.save(dir + u'/' + fileName));
}

void TestToolListEditor::buildLocalTool()
{
    QAction* add = m_list->addAction(ToolKind::Local);
    QVERIFY(add);
    add->trigger();
    QCOMPARE(m_list->currentIndex(), 0);
    QCOMPARE(ref(0), json(R"({"kind":"local","name":"tool"})"));
    auto* editor = qobject_cast<LocalToolEditor*>(m_list->currentEditor());
    QVERIFY(editor);

    retype(field<QLineEdit>(u"nameEdit"_s), u"send_email"_s);
    QTest::keyClicks(field<QPlainTextEdit>(u"descriptionEdit"_s), u"Send a transactional email."_s);

    // parameters: two rows through the table.
    SchemaBuilder* params = editor->parametersBuilder();
    QCOMPARE(params->mode(), SchemaBuilder::Mode::Table);
    click(params->findChild<QToolButton*>(u"addPropertyButton"_s));
    QCOMPARE(params->propertyCount(), 1);
    QVERIFY(!ref(0).contains("parameters"_L1)); // a row without a name adds nothing
    QTest::keyClicks(params->nameEdit(0), u"to"_s);
    QTest::keyClicks(params->descriptionEdit(0), u"Recipient"_s);
    click(params->requiredCheck(0));
    click(params->findChild<QToolButton*>(u"addPropertyButton"_s));
    QTest::keyClicks(params->nameEdit(1), u"priority"_s);
    QTest::keyClick(params->typeCombo(1), Qt::Key_I); // keyboard search: "integer"
    QCOMPARE(params->typeCombo(1)->currentData().toString(), u"integer"_s);
    QTest::keyClicks(params->enumEdit(1), u"1, 2, 3"_s);
    click(params->findChild<QCheckBox*>(u"closedCheck"_s));

    // outputSchema: typed as JSON.
    SchemaBuilder* output = editor->outputSchemaBuilder();
    click(output->findChild<QToolButton*>(u"jsonModeButton"_s));
    QCOMPARE(output->mode(), SchemaBuilder::Mode::Json);
    QTest::keyClicks(output->jsonEditor(),
                     uR"({"type": "object", "properties": {"id": {"type": "string"}}, )"
                     uR"("required": ["id"]})"_s);
    QVERIFY2(output->message().isEmpty(), qPrintable(output->message()));

    click(field<QCheckBox>(u"longRunningCheck"_s));

    QCOMPARE(ref(0), json(R"({"kind":"local","name":"send_email",
        "description":"Send a transactional email.",
        "parameters":{"type":"object","properties":{
            "to":{"type":"string","description":"Recipient"},
            "priority":{"type":"integer","enum":[1,2,3]}},
            "required":["to"],"additionalProperties":false},
        "outputSchema":{"type":"object","properties":{"id":{"type":"string"}},
            "required":["id"]},
        "longRunning":true})"));
    QVERIFY2(m_doc->issuesAt(u"tools[0]"_s, true).isEmpty(),
             qPrintable(m_doc->issuesAt(u"tools[0]"_s, true).value(0).message));
    QCOMPARE(m_list->listWidget()->item(0)->text(), u"send_email"_s);
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::KindRole).toString(), u"local"_s);

    // Unticking longRunning drops the field (false is the default).
    click(field<QCheckBox>(u"longRunningCheck"_s));
    QVERIFY(!ref(0).contains("longRunning"_L1));
    click(field<QCheckBox>(u"longRunningCheck"_s));
    // Table and back: the JSON comes back formatted, the schema unchanged.
    const QJsonValue outputBefore = ref(0).value("outputSchema"_L1);
    click(output->findChild<QToolButton*>(u"tableModeButton"_s));
    QCOMPARE(output->propertyCount(), 1);
    click(output->findChild<QToolButton*>(u"jsonModeButton"_s));
    QVERIFY(output->jsonEditor()->toPlainText().contains(u'\n'));
    QCOMPARE(ref(0).value("outputSchema"_L1), outputBefore);
    saveShot(u"composer-tools-local.png"_s);
}

void TestToolListEditor::buildServerKinds_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("typing"); // objectName=text, in order
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("mantyx") << int(ToolKind::Mantyx) << QStringList{u"idEdit=tool_123"_s}
                            << QByteArray(R"({"kind":"mantyx","id":"tool_123"})");
    QTest::newRow("mantyx_plugin")
        << int(ToolKind::MantyxPlugin) << QStringList{u"nameEdit=web_search"_s}
        << QByteArray(R"({"kind":"mantyx_plugin","name":"web_search"})");
    QTest::newRow("a2a") << int(ToolKind::A2a)
                         << QStringList{u"nameEdit=hr_agent"_s,
                                        u"agentCardUrlEdit=https://hr.example.com/card.json"_s,
                                        u"contextIdEdit=ctx-1"_s, u"descriptionEdit=HR questions"_s}
                         << QByteArray(R"({"kind":"a2a","name":"hr_agent",
                                "agentCardUrl":"https://hr.example.com/card.json",
                                "contextId":"ctx-1","description":"HR questions"})");
    QTest::newRow("mcp") << int(ToolKind::Mcp)
                         << QStringList{u"nameEdit=github"_s,
                                        u"urlEdit=https://mcp.example.com/mcp"_s}
                         << QByteArray(R"({"kind":"mcp","name":"github",
                                "url":"https://mcp.example.com/mcp"})");
}

void TestToolListEditor::buildServerKinds()
{
    QFETCH(int, kind);
    QFETCH(QStringList, typing);
    QFETCH(QByteArray, expected);
    const int index = m_list->addTool(ToolKind(kind));
    QCOMPARE(index, 0);
    for (const QString& step : std::as_const(typing)) {
        const qsizetype eq = step.indexOf(u'=');
        auto* edit = field<QLineEdit>(step.left(eq));
        QVERIFY2(edit, qPrintable(step));
        retype(edit, step.mid(eq + 1));
    }
    // Headers, for the kinds that have them: one row through the form.
    if (auto* headers = field<ToolHeadersEditor>(u"headersEditor"_s)) {
        click(headers->findChild<QPushButton*>(u"addRowButton"_s));
        QTest::keyClicks(headers->nameEdit(0), u"Authorization"_s);
        QTest::keyClicks(headers->valueEdit(0), u"Bearer s3cret"_s);
    }
    QJsonObject want = QJsonDocument::fromJson(expected).object();
    if (ToolKind(kind) == ToolKind::A2a || ToolKind(kind) == ToolKind::Mcp)
        want.insert("headers"_L1, json(R"({"Authorization":"Bearer s3cret"})"));
    QCOMPARE(ref(0), want);
    QVERIFY2(m_doc->issuesAt(u"tools[0]"_s, true).isEmpty(),
             qPrintable(m_doc->issuesAt(u"tools[0]"_s, true).value(0).message));
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::SeverityRole).toInt(), 0);
}

void TestToolListEditor::addMenuHasSevenKinds()
{
    QMenu* menu = m_list->addMenu();
    QStringList kinds;
    for (QAction* action : menu->actions()) {
        if (!action->isSeparator())
            kinds.append(action->objectName().mid(QStringView(u"addTool_").size()));
    }
    QCOMPARE(kinds, (QStringList{u"local"_s, u"mcp_local"_s, u"a2a_local"_s, u"mantyx"_s,
                                 u"mantyx_plugin"_s, u"mcp"_s, u"a2a"_s}));
    for (ToolKind kind : allToolKinds())
        m_list->addAction(kind)->trigger();
    QCOMPARE(m_doc->tools().size(), 7);
    QCOMPARE(m_list->listWidget()->count(), 7);
    QCOMPARE(m_list->currentIndex(), 6);
    const QStringList editors{u"mantyx::MantyxToolEditor"_s,   u"mantyx::MantyxPluginToolEditor"_s,
                              u"mantyx::LocalToolEditor"_s,    u"mantyx::A2aToolEditor"_s,
                              u"mantyx::A2aLocalToolEditor"_s, u"mantyx::McpToolEditor"_s,
                              u"mantyx::McpLocalToolEditor"_s};
    for (int i = 0; i < 7; ++i) {
        QCOMPARE(ref(i).value("kind"_L1).toString(), toolKindName(allToolKinds().at(i)));
        m_list->selectTool(i);
        QVERIFY(m_list->currentEditor());
        QCOMPARE(m_list->currentEditor()->index(), i);
        QCOMPARE(QString::fromLatin1(m_list->currentEditor()->metaObject()->className()),
                 editors.at(i));
    }
}

void TestToolListEditor::newRefsShowRequiredMarkers()
{
    m_list->addTool(ToolKind::Local);
    m_list->addTool(ToolKind::Local);
    m_list->addTool(ToolKind::Mantyx);
    m_list->addTool(ToolKind::McpLocal);
    // Fresh names do not collide.
    QCOMPARE(ref(0).value("name"_L1).toString(), u"tool"_s);
    QCOMPARE(ref(1).value("name"_L1).toString(), u"tool_2"_s);
    QListWidget* list = m_list->listWidget();
    QCOMPARE(list->item(0)->data(ToolListEditor::SeverityRole).toInt(), 0);
    // mantyx without id, mcp_local without tools: errors, marked in the list and the editor.
    QCOMPARE(list->item(2)->data(ToolListEditor::SeverityRole).toInt(), 2);
    QCOMPARE(list->item(2)->text(), m_list->tr("(no id)"));
    QVERIFY(list->item(2)->toolTip().contains(u"tools[2].id"_s));
    QCOMPARE(list->item(3)->data(ToolListEditor::SeverityRole).toInt(), 2);
    m_list->selectTool(2);
    QVERIFY(!m_list->currentEditor()->fieldMessage(u"id"_s).isEmpty());
    m_list->selectTool(3);
    QVERIFY(m_list->currentEditor()->fieldMessage(u"tools"_s).contains(u"tools[3].tools"_s));
}

void TestToolListEditor::reorderRemoveDuplicate()
{
    m_doc->setSpec(json(R"({"modelId":"m","systemPrompt":"s","prompt":"p","tools":[
        {"kind":"local","name":"a"},{"kind":"mantyx","id":"t1"},
        {"kind":"local","name":"c","x-keep":1}]})"));
    QListWidget* list = m_list->listWidget();
    QCOMPARE(list->count(), 3);
    auto* up = qobject_cast<QToolButton*>(find(u"moveUpButton"_s));
    auto* down = qobject_cast<QToolButton*>(find(u"moveDownButton"_s));
    auto* duplicate = qobject_cast<QToolButton*>(find(u"duplicateToolButton"_s));
    auto* remove = qobject_cast<QToolButton*>(find(u"removeToolButton"_s));

    m_list->selectTool(0);
    QVERIFY(!up->isEnabled());
    ToolEditor* editorOfA = m_list->currentEditor();
    click(down);
    QCOMPARE(toolNamesOf(m_doc->tools()), (QStringList{QString(), u"a"_s, u"c"_s}));
    QCOMPARE(m_list->currentIndex(), 1);
    // The editor moved with its ref and now writes to tools[1].
    QCOMPARE(m_list->currentEditor(), editorOfA);
    QCOMPARE(editorOfA->index(), 1);
    retype(editorOfA->findChild<QLineEdit*>(u"nameEdit"_s), u"alpha"_s);
    QCOMPARE(ref(1), json(R"({"kind":"local","name":"alpha"})"));
    QCOMPARE(ref(0), json(R"({"kind":"mantyx","id":"t1"})"));

    click(up);
    QCOMPARE(toolNamesOf(m_doc->tools()), (QStringList{u"alpha"_s, QString(), u"c"_s}));
    QCOMPARE(m_list->currentIndex(), 0);

    m_list->selectTool(2);
    QVERIFY(!down->isEnabled());
    click(duplicate);
    QCOMPARE(m_doc->tools().size(), 4);
    QCOMPARE(m_list->currentIndex(), 3);
    QCOMPARE(ref(3), json(R"({"kind":"local","name":"c_2","x-keep":1})"));
    click(duplicate);
    QCOMPARE(ref(4).value("name"_L1).toString(), u"c_3"_s);
    QCOMPARE(list->item(4)->text(), u"c_3"_s);

    m_list->selectTool(1);
    click(remove);
    QCOMPARE(toolNamesOf(m_doc->tools()), (QStringList{u"alpha"_s, u"c"_s, u"c_2"_s, u"c_3"_s}));
    QCOMPARE(m_list->currentIndex(), 1);
    QCOMPARE(m_list->currentEditor()->index(), 1);
    QCOMPARE(m_list->currentEditor()->findChild<QLineEdit*>(u"nameEdit"_s)->text(), u"c"_s);
    while (list->count() > 0)
        click(remove);
    QVERIFY(!m_doc->spec().contains("tools"_L1)); // an empty list removes the field
    QVERIFY(!remove->isEnabled());
    QCOMPARE(m_list->currentEditor(), nullptr);
}

void TestToolListEditor::dragReorders()
{
    m_doc->setSpec(json(R"({"tools":[{"kind":"local","name":"a"},{"kind":"local","name":"b"},
        {"kind":"local","name":"c"}]})"));
    m_list->selectTool(0);
    ToolEditor* editorOfA = m_list->currentEditor();
    // What QListWidget's drop does for an internal move: moveRow on its model.
    QAbstractItemModel* model = m_list->listWidget()->model();
    QVERIFY(model->moveRow(QModelIndex(), 0, QModelIndex(), 3));
    QTRY_COMPARE(toolNamesOf(m_doc->tools()), (QStringList{u"b"_s, u"c"_s, u"a"_s}));
    QCOMPARE(m_list->listWidget()->item(2)->text(), u"a"_s);
    QCOMPARE(m_list->currentIndex(), 2);
    QCOMPARE(m_list->currentEditor(), editorOfA);
    QCOMPARE(editorOfA->index(), 2);
    retype(editorOfA->findChild<QLineEdit*>(u"nameEdit"_s), u"z"_s);
    QCOMPARE(toolNamesOf(m_doc->tools()), (QStringList{u"b"_s, u"c"_s, u"z"_s}));
}

void TestToolListEditor::unknownFieldsSurvive()
{
    m_doc->setSpec(json(R"({"tools":[
        {"kind":"local","name":"a","x-extra":{"k":1},
         "parameters":{"$comment":"keep","type":"object","properties":{
            "q":{"type":"string","format":"date","x-ui":1}}}},
        {"kind":"mcp_local","name":"srv","x-note":"hi","serverInfo":{"name":"s","version":"1"},
         "tools":[{"name":"t","inputSchema":{"type":"object"},"_meta":{"m":2},
                   "annotations":{"readOnlyHint":true}}]},
        {"kind":"a2a","name":"peer","agentCardUrl":"https://p.example/card.json",
         "x-future":[1,2]}]})"));

    m_list->selectTool(0);
    auto* local = qobject_cast<LocalToolEditor*>(m_list->currentEditor());
    QVERIFY(local);
    retype(local->findChild<QLineEdit*>(u"nameEdit"_s), u"b"_s);
    SchemaBuilder* params = local->parametersBuilder();
    QCOMPARE(params->mode(), SchemaBuilder::Mode::Table);
    QCOMPARE(params->propertyCount(), 1);
    QVERIFY(params->nameEdit(0)->toolTip().contains(u"format"_s));
    QTest::keyClicks(params->descriptionEdit(0), u"When"_s);
    QCOMPARE(ref(0), json(R"({"kind":"local","name":"b","x-extra":{"k":1},
         "parameters":{"$comment":"keep","type":"object","properties":{
            "q":{"type":"string","format":"date","x-ui":1,"description":"When"}}}})"));
    // The validator warns about the unknown field; the editor shows it apart from the fields.
    QVERIFY(local->findChild<QLabel*>(u"refMessage"_s)->text().contains(u"x-extra"_s));

    m_list->selectTool(1);
    auto* mcp = qobject_cast<McpLocalToolEditor*>(m_list->currentEditor());
    QVERIFY(mcp);
    QCOMPARE(mcp->toolRowCount(), 1);
    // Declared read-only (so idempotent); open-world is MCP's default, drawn as assumed.
    QCOMPARE(mcp->badges(0),
             (QStringList{mcp->tr("read-only"), mcp->tr("idempotent"), mcp->tr("open-world")}));
    QTest::keyClicks(mcp->modelNameEdit(0), u"t2"_s);
    QCOMPARE(ref(1), json(R"({"kind":"mcp_local","name":"srv","x-note":"hi",
        "serverInfo":{"name":"s","version":"1"},
        "tools":[{"name":"t2","inputSchema":{"type":"object"},"_meta":{"m":2},
                  "annotations":{"readOnlyHint":true}}]})"));

    m_list->selectTool(2);
    retype(m_list->currentEditor()->findChild<QLineEdit*>(u"descriptionEdit"_s), u"d"_s);
    QCOMPARE(ref(2), json(R"({"kind":"a2a","name":"peer",
        "agentCardUrl":"https://p.example/card.json","x-future":[1,2],"description":"d"})"));
}

void TestToolListEditor::unknownKindIsEditedAsJson()
{
    m_doc->setSpec(json(R"({"tools":[{"kind":"future_kind","foo":1}]})"));
    auto* raw = qobject_cast<RawToolEditor*>(m_list->editorAt(0));
    QVERIFY(raw);
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::KindRole).toString(),
             u"future_kind"_s);
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::SeverityRole).toInt(), 2);
    QCOMPARE(QJsonDocument::fromJson(raw->jsonEditor()->toPlainText().toUtf8()).object(),
             json(R"({"kind":"future_kind","foo":1})"));
    // Fixing the kind in the JSON swaps in that kind's editor (after the edit returns).
    raw->jsonEditor()->selectAll();
    QTest::keyClicks(raw->jsonEditor(), uR"({"kind": "local", "name": "fixed", "foo": 1})"_s);
    QCOMPARE(ref(0), json(R"({"kind":"local","name":"fixed","foo":1})"));
    QTRY_VERIFY(qobject_cast<LocalToolEditor*>(m_list->currentEditor()));
    QCOMPARE(m_list->currentEditor()->findChild<QLineEdit*>(u"nameEdit"_s)->text(), u"fixed"_s);
}

void TestToolListEditor::nameMarkerIsLive()
{
    m_list->addTool(ToolKind::Local);
    ToolEditor* editor = m_list->currentEditor();
    auto* name = editor->findChild<QLineEdit*>(u"nameEdit"_s);
    auto* message = editor->findChild<QLabel*>(u"nameMessage"_s);
    QListWidgetItem* item = m_list->listWidget()->item(0);
    QVERIFY(message->isHidden());

    retype(name, u"send email!"_s);
    QCOMPARE(ref(0).value("name"_L1).toString(), u"send email!"_s);
    QVERIFY(!message->isHidden());
    QVERIFY2(message->text().contains(u"^[a-zA-Z0-9_]{1,64}$"_s), qPrintable(message->text()));
    QCOMPARE(editor->fieldMessage(u"name"_s), message->text());
    QCOMPARE(item->data(ToolListEditor::SeverityRole).toInt(), 2);
    QVERIFY(item->toolTip().contains(u"tools[0].name"_s));

    // Too long is as wrong as a bad character; the marker says so while typing.
    retype(name, QString(65, u'x'));
    QVERIFY(!message->isHidden());
    QVERIFY(message->text().contains(u"65"_s));

    retype(name, u"send_email"_s);
    QVERIFY(message->isHidden());
    QVERIFY(editor->fieldMessage(u"name"_s).isEmpty());
    QCOMPARE(item->data(ToolListEditor::SeverityRole).toInt(), 0);
    QVERIFY(item->toolTip().isEmpty());

    // Emptying the name removes it: "required".
    retype(name, QString());
    QVERIFY(!ref(0).contains("name"_L1));
    QVERIFY(editor->fieldMessage(u"name"_s).contains(u"required"_s));
    QCOMPARE(item->text(), m_list->tr("(no name)"));

    // A duplicate of another tool's name is marked on the second one.
    retype(name, u"dup"_s);
    m_list->addTool(ToolKind::Local);
    retype(m_list->currentEditor()->findChild<QLineEdit*>(u"nameEdit"_s), u"dup"_s);
    QVERIFY(m_list->currentEditor()->fieldMessage(u"name"_s).contains(u"tools[0].name"_s));
}

void TestToolListEditor::headersMasked()
{
    m_list->addTool(ToolKind::A2a);
    auto* headers = field<ToolHeadersEditor>(u"headersEditor"_s);
    QVERIFY(headers);
    QVERIFY(headers->isMasked());
    click(headers->findChild<QPushButton*>(u"addRowButton"_s));
    QTest::keyClicks(headers->nameEdit(0), u"X-Api-Key"_s);
    QTest::keyClicks(headers->valueEdit(0), u"s3cret-value"_s);
    QLineEdit* value = headers->valueEdit(0);
    QCOMPARE(value->echoMode(), QLineEdit::Password);
    QVERIFY(!value->displayText().contains(u"s3cret"_s));
    QCOMPARE(value->displayText().size(), QString(u"s3cret-value"_s).size());
    // The document has the real value.
    QCOMPARE(ref(0).value("headers"_L1).toObject(), json(R"({"X-Api-Key":"s3cret-value"})"));

    auto* show = headers->findChild<QCheckBox*>(u"showValuesCheck"_s);
    click(show);
    QCOMPARE(value->echoMode(), QLineEdit::Normal);
    QCOMPARE(value->displayText(), u"s3cret-value"_s);
    click(show);
    QCOMPARE(value->echoMode(), QLineEdit::Password);

    // A reloaded ref (edited elsewhere) comes back masked too.
    m_doc->setValue(u"tools[0].headers"_s, json(R"({"A":"1","B":"2"})"));
    QCOMPARE(headers->rowCount(), 2);
    QCOMPARE(headers->valueEdit(1)->echoMode(), QLineEdit::Password);
    click(headers->findChild<QToolButton*>(u"removeRowButton_0"_s));
    QCOMPARE(ref(0).value("headers"_L1).toObject(), json(R"({"B":"2"})"));
    click(headers->findChild<QToolButton*>(u"removeRowButton_0"_s));
    QVERIFY(!ref(0).contains("headers"_L1));

    // mcp too; the environment of an mcp_local server is shown by default.
    m_list->addTool(ToolKind::Mcp);
    QVERIFY(field<ToolHeadersEditor>(u"headersEditor"_s)->isMasked());
    m_list->addTool(ToolKind::McpLocal);
    auto* mcpLocal = qobject_cast<McpLocalToolEditor*>(m_list->currentEditor());
    QVERIFY(mcpLocal->headersEditor()->isMasked());
    QVERIFY(!mcpLocal->environmentEditor()->isMasked());
}

void TestToolListEditor::toolFilterModes()
{
    m_list->addTool(ToolKind::Mcp);
    auto* editor = qobject_cast<McpToolEditor*>(m_list->currentEditor());
    QVERIFY(editor);
    auto* mode = field<QComboBox>(u"toolFilterMode"_s);
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::All);
    QTest::keyClick(mode, Qt::Key_Down);
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::Names);
    QTest::keyClicks(field<QLineEdit>(u"toolFilterEdit"_s), u"search, create_issue"_s);
    QCOMPARE(ref(0).value("toolFilter"_L1).toArray(), (QJsonArray{u"search"_s, u"create_issue"_s}));

    QTest::keyClick(mode, Qt::Key_Down);
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::Json);
    auto* jsonEdit = field<JsonEditor>(u"toolFilterJson"_s);
    QCOMPARE(QJsonDocument::fromJson(jsonEdit->toPlainText().toUtf8()).array(),
             (QJsonArray{u"search"_s, u"create_issue"_s}));
    jsonEdit->selectAll();
    QTest::keyClicks(jsonEdit, uR"({"allow": ["a"]})"_s);
    QCOMPARE(ref(0).value("toolFilter"_L1).toObject(), json(R"({"allow":["a"]})"));
    QTest::keyClick(jsonEdit, Qt::Key_End, Qt::ControlModifier);
    QTest::keyClicks(jsonEdit, u","_s); // broken JSON: marked, the document keeps the last good
    QVERIFY(!jsonEdit->issues().isEmpty());
    QCOMPARE(ref(0).value("toolFilter"_L1).toObject(), json(R"({"allow":["a"]})"));

    QTest::keyClick(mode, Qt::Key_Home);
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::All);
    QVERIFY(!ref(0).contains("toolFilter"_L1));

    // A loaded object filter opens in JSON mode; a list of names in the names mode.
    m_doc->setValue(u"tools[0].toolFilter"_s, json(R"({"deny":["x"]})"));
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::Json);
    m_doc->setValue(u"tools[0].toolFilter"_s, QJsonArray{u"one"_s});
    QCOMPARE(editor->filterMode(), McpToolEditor::FilterMode::Names);
    QCOMPARE(field<QLineEdit>(u"toolFilterEdit"_s)->text(), u"one"_s);
}

void TestToolListEditor::externalEditsReload()
{
    m_list->addTool(ToolKind::Local);
    auto* editor = qobject_cast<LocalToolEditor*>(m_list->currentEditor());
    m_doc->setValue(u"tools[0].name"_s, u"renamed"_s);
    QCOMPARE(editor->findChild<QLineEdit*>(u"nameEdit"_s)->text(), u"renamed"_s);
    QCOMPARE(m_list->listWidget()->item(0)->text(), u"renamed"_s);
    m_doc->setValue(u"tools[0].parameters"_s,
                    json(R"({"type":"object","properties":{"x":{"type":"number"}}})"));
    QCOMPARE(editor->parametersBuilder()->propertyCount(), 1);
    QCOMPARE(editor->parametersBuilder()->nameEdit(0)->text(), u"x"_s);
    // Changing the kind elsewhere swaps the editor; a reset keeps an editor of the same kind.
    m_doc->setValue(u"tools[0].kind"_s, u"mantyx_plugin"_s);
    QTRY_VERIFY(!qobject_cast<LocalToolEditor*>(m_list->currentEditor()));
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::KindRole).toString(),
             u"mantyx_plugin"_s);
    ToolEditor* plugin = m_list->currentEditor();
    m_doc->setSpec(json(R"({"tools":[{"kind":"mantyx_plugin","name":"p2"},
                                     {"kind":"local","name":"l"}]})"));
    QCOMPARE(m_list->listWidget()->count(), 2);
    QCOMPARE(m_list->editorAt(0), plugin);
    QCOMPARE(plugin->findChild<QLineEdit*>(u"nameEdit"_s)->text(), u"p2"_s);
    m_doc->setSpec(QJsonObject());
    QCOMPARE(m_list->listWidget()->count(), 0);
    QCOMPARE(m_list->currentEditor(), nullptr);
}

void TestToolListEditor::selectToolFocusesField()
{
    m_doc->setSpec(json(R"({"tools":[{"kind":"mantyx","id":"x"},
        {"kind":"local","name":"bad name","parameters":{"type":"object","properties":{
            "a":{"type":"string"},"b":{"type":"string"}}}}]})"));
    m_list->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_list));
    m_list->selectTool(1, u"tools[1].name"_s);
    QCOMPARE(m_list->currentIndex(), 1);
    auto* editor = qobject_cast<LocalToolEditor*>(m_list->currentEditor());
    QTRY_COMPARE(QApplication::focusWidget(), editor->findChild<QLineEdit*>(u"nameEdit"_s));
    m_list->selectTool(1, u"parameters.properties.b.type"_s);
    QTRY_COMPARE(QApplication::focusWidget(), editor->parametersBuilder()->nameEdit(1));
    m_list->selectTool(0, u"id"_s);
    QTRY_COMPARE(QApplication::focusWidget(),
                 m_list->currentEditor()->findChild<QLineEdit*>(u"idEdit"_s));
}

// Narrower than its bar's texts, the builder keeps Add / Remove as icons (texts in tooltips), so
// the tool editor fits a narrow composer without scrolling sideways; wide again, texts return.
void TestToolListEditor::schemaBuilderBarFitsANarrowPanel()
{
    SchemaBuilder builder;
    builder.resize(900, 300);
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    auto* add = builder.findChild<QToolButton*>(u"addPropertyButton"_s);
    auto* remove = builder.findChild<QToolButton*>(u"removePropertyButton"_s);
    QVERIFY(add && remove);
    QCOMPARE(add->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
    QCOMPARE(add->toolTip(), add->text());
    const int wide = builder.minimumSizeHint().width();

    builder.resize(240, 300);
    QTRY_COMPARE(add->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QCOMPARE(remove->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QCOMPARE(add->toolTip(), u"Add property"_s);
    QVERIFY2(builder.minimumSizeHint().width() <= 240,
             qPrintable(u"%1 px wide at the least"_s.arg(builder.minimumSizeHint().width())));
    QVERIFY(wide <= 240 || builder.minimumSizeHint().width() < wide);
    // Still works compact: a click adds a row.
    const int rows = builder.findChild<QTableWidget*>(u"propertyTable"_s)->rowCount();
    click(add);
    QCOMPARE(builder.findChild<QTableWidget*>(u"propertyTable"_s)->rowCount(), rows + 1);

    builder.resize(900, 300);
    QTRY_COMPARE(add->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
}

void TestToolListEditor::schemaBuilderColumnsFitTheTable_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("dock") << 420;
    QTest::newRow("narrow") << 360;
    QTest::newRow("wide") << 1000;
}

void TestToolListEditor::schemaBuilderColumnsFitTheTable()
{
    // Every column is in sight without dragging a divider: Required, Description and Enum too.
    QFETCH(int, width);
    SchemaBuilder builder;
    builder.setSchema(json(R"({"type":"object","properties":{"city":{"type":"string",
        "description":"The city to look up"}},"required":["city"]})"));
    builder.resize(width, 300);
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    QCoreApplication::processEvents();
    auto* table = builder.findChild<QTableWidget*>(u"propertyTable"_s);
    QVERIFY(table);
    const QHeaderView* header = table->horizontalHeader();
    const int viewport = table->viewport()->width();
    for (int column = 0; column < table->columnCount(); ++column) {
        const int left = header->sectionViewportPosition(column);
        const int size = header->sectionSize(column);
        QVERIFY2(left >= 0 && left + size <= viewport,
                 qPrintable(
                     u"column %1 at %2+%3 of %4"_s.arg(column).arg(left).arg(size).arg(viewport)));
        QVERIFY2(size >= 30, qPrintable(u"column %1 is %2 px"_s.arg(column).arg(size)));
    }
    // Nothing to scroll to sideways, and the last column reaches the right edge.
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    const int last = table->columnCount() - 1;
    QVERIFY(header->sectionViewportPosition(last) + header->sectionSize(last) >= viewport - 1);
}

void TestToolListEditor::schemaBuilderModes()
{
    SchemaBuilder builder;
    builder.show();
    QSignalSpy edited(&builder, &SchemaBuilder::schemaEdited);
    QCOMPARE(builder.schema(), std::nullopt);

    // A schema the table cannot show: JSON mode, table refused, nothing changed.
    const QJsonObject typeList =
        json(R"({"type":"object","properties":{"a":{"type":["string","null"]}}})");
    builder.setSchema(typeList);
    QCOMPARE(builder.mode(), SchemaBuilder::Mode::Json);
    QVERIFY(!builder.tableRefusal().isEmpty());
    QVERIFY(!builder.findChild<QToolButton*>(u"tableModeButton"_s)->isEnabled());
    QVERIFY(!builder.setMode(SchemaBuilder::Mode::Table));
    QCOMPARE(builder.schema(), std::optional(typeList));
    QVERIFY(builder.message().contains(u"\"a\""_s));
    QCOMPARE(edited.size(), 0);

    // A syntax error is marked where it is and not passed on.
    JsonEditor* text = builder.jsonEditor();
    text->selectAll();
    QTest::keyClicks(text, uR"({"type": "object", "properties": {"a": )"_s);
    QCOMPARE(edited.size(), 0);
    QCOMPARE(text->issues().size(), 1);
    QCOMPARE(text->issues().at(0).line, 1);
    QVERIFY(builder.message().startsWith(u"Line 1, column"_s) ||
            builder.message().contains(u"JSON"_s));
    QTest::keyClicks(text, uR"({"type": "string"}}})"_s);
    QVERIFY2(text->issues().isEmpty(), qPrintable(text->toPlainText()));
    QVERIFY(edited.size() >= 1);
    QCOMPARE(builder.schema(),
             std::optional(json(R"({"type":"object","properties":{"a":{"type":"string"}}})")));
    // Representable now: the table takes it.
    QVERIFY(builder.findChild<QToolButton*>(u"tableModeButton"_s)->isEnabled());
    click(builder.findChild<QToolButton*>(u"tableModeButton"_s));
    QCOMPARE(builder.mode(), SchemaBuilder::Mode::Table);
    QCOMPARE(builder.propertyCount(), 1);
    QCOMPARE(builder.nameEdit(0)->text(), u"a"_s);

    // Not an object: marked.
    builder.setMode(SchemaBuilder::Mode::Json);
    text->selectAll();
    edited.clear();
    QTest::keyClicks(text, u"[1]"_s);
    QCOMPARE(edited.size(), 0);
    QCOMPARE(text->issues().size(), 1);

    // Empty text is no schema at all.
    text->selectAll();
    QTest::keyClick(text, Qt::Key_Delete);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(builder.schema(), std::nullopt);
}

void TestToolListEditor::schemaBuilderTableEdits()
{
    SchemaBuilder builder;
    builder.show();
    QSignalSpy edited(&builder, &SchemaBuilder::schemaEdited);
    builder.setSchema(json(R"({"type":"object","properties":{"n":{"type":"integer"}}})"));
    QTest::keyClicks(builder.enumEdit(0), u"1, x"_s);
    // "x" is not an integer: held back (the document keeps "1"), and the message says why.
    QVERIFY(edited.size() >= 1);
    QCOMPARE(builder.schema(), std::optional(json(
                                   R"({"type":"object","properties":{"n":{"type":"integer",
                                       "enum":[1]}}})")));
    QVERIFY(builder.message().contains(u"\"x\""_s));
    QTest::keyClick(builder.enumEdit(0), Qt::Key_Backspace);
    QTest::keyClicks(builder.enumEdit(0), u"2"_s);
    QCOMPARE(builder.schema(), std::optional(json(
                                   R"({"type":"object","properties":{"n":{"type":"integer",
                                       "enum":[1,2]}}})")));
    QVERIFY(builder.message().isEmpty());

    // Two rows of one name are held back too.
    click(builder.findChild<QToolButton*>(u"addPropertyButton"_s));
    QTest::keyClicks(builder.nameEdit(1), u"n"_s);
    QVERIFY(builder.message().contains(u"\"n\""_s));
    QTest::keyClicks(builder.nameEdit(1), u"2"_s);
    QVERIFY(builder.message().isEmpty());
    QVERIFY(builder.schema()->value("properties"_L1).toObject().contains("n2"_L1));

    // Remove acts on the row with the focus.
    builder.nameEdit(0)->setFocus();
    builder.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&builder));
    builder.nameEdit(0)->setFocus();
    click(builder.findChild<QToolButton*>(u"removePropertyButton"_s));
    QCOMPARE(builder.propertyCount(), 1);
    QCOMPARE(builder.nameEdit(0)->text(), u"n2"_s);
    QCOMPARE(builder.nameEdit(0)->objectName(), u"propertyName_0"_s);
    QCOMPARE(builder.schema(),
             std::optional(json(R"({"type":"object","properties":{"n2":{"type":"string"}}})")));

    // Switching to JSON shows the table's schema; a table from nothing emptied is no schema.
    click(builder.findChild<QToolButton*>(u"jsonModeButton"_s));
    QCOMPARE(QJsonDocument::fromJson(builder.jsonEditor()->toPlainText().toUtf8()).object(),
             *builder.schema());
    builder.setSchema(std::nullopt);
    builder.setMode(SchemaBuilder::Mode::Table);
    click(builder.findChild<QToolButton*>(u"addPropertyButton"_s));
    QTest::keyClicks(builder.nameEdit(0), u"q"_s);
    QVERIFY(builder.schema().has_value());
    builder.nameEdit(0)->setFocus();
    click(builder.findChild<QToolButton*>(u"removePropertyButton"_s));
    QCOMPARE(builder.schema(), std::nullopt);
}

void TestToolListEditor::a2aLocalCardFromFileAndPaste()
{
    m_list->addTool(ToolKind::A2aLocal);
    auto* editor = qobject_cast<A2aLocalToolEditor*>(m_list->currentEditor());
    QVERIFY(editor);
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::SeverityRole).toInt(), 2);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"card.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"protocolVersion":"0.3.0","name":"Acme HR","description":"HR answers.",
        "url":"https://hr.intranet.acme/a2a","version":"1.4.0",
        "provider":{"organization":"Acme Co."},
        "skills":[{"id":"pto","name":"PTO lookup","description":"Remaining PTO days.",
                   "tags":["hr"]},{"id":"x","name":"Org chart"}],"x-custom":{"a":1}})");
    file.close();
    QVERIFY(editor->openCardFile(path));
    const QJsonObject card = ref(0).value("agentCard"_L1).toObject();
    QCOMPARE(card.value("x-custom"_L1).toObject(), json(R"({"a":1})"));
    QCOMPARE(card.value("name"_L1).toString(), u"Acme HR"_s);
    QCOMPARE(editor->findChild<QLabel*>(u"cardName"_s)->text(), u"Acme HR"_s);
    QCOMPARE(editor->findChild<QLabel*>(u"cardDescription"_s)->text(), u"HR answers."_s);
    QVERIFY(editor->findChild<QLabel*>(u"cardProtocol"_s)->text().contains(u"A2A 0.3"_s));
    QVERIFY(editor->findChild<QLabel*>(u"cardProvider"_s)->text().contains(u"Acme Co."_s));
    auto* skills = editor->findChild<QListWidget*>(u"skillsList"_s);
    QCOMPARE(skills->count(), 2);
    QCOMPARE(skills->item(0)->text(), u"PTO lookup — Remaining PTO days."_s);
    QVERIFY(skills->item(0)->toolTip().contains(u"hr"_s));
    QCOMPARE(m_list->listWidget()->item(0)->data(ToolListEditor::SeverityRole).toInt(), 0);
    QVERIFY(editor->statusText().contains(u"card.json"_s));

    // Not a card: said so, the ref keeps its card.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("[1, 2]");
    file.close();
    QVERIFY(!editor->openCardFile(path));
    QVERIFY(!editor->statusText().isEmpty());
    QCOMPARE(ref(0).value("agentCard"_L1).toObject(), card);

    // Paste: the card JSON editor takes a card typed or pasted over it.
    JsonEditor* cardJson = editor->cardJsonEditor();
    cardJson->selectAll();
    QTest::keyClicks(cardJson, uR"({"name": "Pasted", "url": "http://localhost:1/"})"_s);
    QCOMPARE(ref(0).value("agentCard"_L1).toObject(),
             json(R"({"name":"Pasted","url":"http://localhost:1/"})"));
    QCOMPARE(editor->findChild<QLabel*>(u"cardName"_s)->text(), u"Pasted"_s);
    // The name the form started with stays (only an empty name is taken from the card).
    QCOMPARE(ref(0).value("name"_L1).toString(), u"agent"_s);
    // A card without description: the validator's warning shows by the card.
    QVERIFY(editor->fieldMessage(u"agentCard"_s).contains(u"description"_s));
}

void TestToolListEditor::a2aLocalFetchCard()
{
    PeerProcess agent;
    QString error;
    QVERIFY2(agent.startA2aAgent({u"--token"_s, u"t0k"_s}, &error), qPrintable(error));

    m_list->addTool(ToolKind::A2aLocal);
    auto* editor = qobject_cast<A2aLocalToolEditor*>(m_list->currentEditor());
    QVERIFY(editor);
    retype(editor->findChild<QLineEdit*>(u"nameEdit"_s), QString()); // let the card name it
    QSignalSpy finished(editor, &A2aLocalToolEditor::fetchFinished);
    auto* fetch = editor->findChild<QPushButton*>(u"fetchCardButton"_s);
    QVERIFY(!fetch->isEnabled());
    QTest::keyClicks(editor->findChild<QLineEdit*>(u"cardUrlEdit"_s), agent.url().toString());
    QVERIFY(fetch->isEnabled());

    // Without the token: the agent says 401, shown in the status.
    click(fetch);
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.takeFirst().at(0).toBool(), false);
    QVERIFY2(editor->statusText().contains(u"401"_s), qPrintable(editor->statusText()));
    QVERIFY(!ref(0).contains("agentCard"_L1));

    // With the header (masked in the form), the card comes.
    ToolHeadersEditor* headers = editor->fetchHeadersEditor();
    click(headers->findChild<QPushButton*>(u"addRowButton"_s));
    QTest::keyClicks(headers->nameEdit(0), u"Authorization"_s);
    QTest::keyClicks(headers->valueEdit(0), u"Bearer t0k"_s);
    QCOMPARE(headers->valueEdit(0)->echoMode(), QLineEdit::Password);
    click(fetch);
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(finished.takeFirst().at(0).toBool(), true);

    const QJsonObject card = ref(0).value("agentCard"_L1).toObject();
    QCOMPARE(card.value("name"_L1).toString(), u"MANTYX test agent"_s);
    QVERIFY(card.contains("supportedInterfaces"_L1));
    QVERIFY(card.contains("signatures"_L1)); // every field of the card, verbatim
    QCOMPARE(ref(0).value("name"_L1).toString(), u"mantyx_test_agent"_s);
    QVERIFY(!ref(0).contains("headers"_L1)); // the fetch's headers are not part of the ref
    QCOMPARE(editor->findChild<QLabel*>(u"cardName"_s)->text(), u"MANTYX test agent"_s);
    QVERIFY2(editor->findChild<QLabel*>(u"cardProtocol"_s)->text().contains(u"A2A 1.0"_s),
             qPrintable(editor->findChild<QLabel*>(u"cardProtocol"_s)->text()));
    auto* skills = editor->findChild<QListWidget*>(u"skillsList"_s);
    QCOMPARE(skills->count(), 1);
    QCOMPARE(skills->item(0)->text(), u"Echo — Echoes the message."_s);
    QCOMPARE(QJsonDocument::fromJson(editor->cardJsonEditor()->toPlainText().toUtf8()).object(),
             card);
    QCOMPARE(m_list->listWidget()->item(0)->text(), u"mantyx_test_agent"_s);
    // No errors: a card with no top-level url (A2A 1.0) only warns.
    QVERIFY(!hasErrors(m_doc->issuesAt(u"tools[0]"_s, true)));
    saveShot(u"composer-tools-a2a.png"_s);
}

void TestToolListEditor::mcpLocalFromServerEverything()
{
    m_list->addTool(ToolKind::Local); // a name the MCP tools must not take
    retype(field<QLineEdit>(u"nameEdit"_s), u"echo"_s);
    m_list->addTool(ToolKind::McpLocal);
    auto* editor = qobject_cast<McpLocalToolEditor*>(m_list->currentEditor());
    QVERIFY(editor);
    retype(editor->findChild<QLineEdit*>(u"nameEdit"_s), u"everything"_s);
    QVERIFY(editor->findChild<QRadioButton*>(u"stdioRadio"_s)->isChecked());
    QTest::keyClicks(editor->findChild<QLineEdit*>(u"commandEdit"_s), m_node);
    QTest::keyClicks(editor->findChild<QLineEdit*>(u"argumentsEdit"_s),
                     u"\""_s + PeerProcess::everythingScript() + u"\" stdio"_s);
    QSignalSpy finished(editor, &McpLocalToolEditor::connectFinished);
    click(editor->findChild<QPushButton*>(u"connectButton"_s));
    QVERIFY(editor->isConnecting());
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(editor->statusText()));

    const QJsonArray catalog = editor->catalog();
    QVERIFY(catalog.size() >= 5);
    QCOMPARE(editor->toolRowCount(), int(catalog.size()));
    QJsonObject r = ref(1);
    QCOMPARE(r.value("kind"_L1).toString(), u"mcp_local"_s);
    QCOMPARE(r.value("name"_L1).toString(), u"everything"_s);
    QCOMPARE(r.value("serverInfo"_L1).toObject().value("name"_L1).toString(),
             u"mcp-servers/everything"_s);
    QCOMPARE(r.value("tools"_L1).toArray().size(), catalog.size());
    QVERIFY(editor->findChild<QLabel*>(u"serverInfoLabel"_s)
                ->text()
                .contains(u"mcp-servers/everything"_s));
    // Named <server>_<tool> as the official SDKs name them, made valid; the placeholder shows
    // the prefix an empty field stands for.
    auto* prefixCheck = editor->findChild<QCheckBox*>(u"prefixCheck"_s);
    auto* prefixEdit = editor->findChild<QLineEdit*>(u"prefixEdit"_s);
    QVERIFY(prefixCheck->isChecked());
    QVERIFY(prefixEdit->isEnabled());
    QCOMPARE(prefixEdit->placeholderText(), u"everything_"_s);
    QStringList names = toolNamesOf(r.value("tools"_L1).toArray());
    QVERIFY2(names.contains(u"everything_echo"_s), qPrintable(names.join(u", "_s)));
    QVERIFY(names.contains(u"everything_get_tiny_image"_s));
    QVERIFY(!editor->findChild<QLabel*>(u"resolutionNote"_s)->isHidden());
    // The default prefix follows the server's name.
    retype(editor->findChild<QLineEdit*>(u"nameEdit"_s), u"ev"_s);
    QCOMPARE(prefixEdit->placeholderText(), u"ev_"_s);
    QVERIFY(toolNamesOf(ref(1).value("tools"_L1).toArray()).contains(u"ev_echo"_s));
    retype(editor->findChild<QLineEdit*>(u"nameEdit"_s), u"everything"_s);
    // Without a prefix the server's names are bare, and kept apart from the local "echo" tool.
    click(prefixCheck);
    QVERIFY(!prefixEdit->isEnabled());
    names = toolNamesOf(ref(1).value("tools"_L1).toArray());
    QVERIFY2(names.contains(u"echo_2"_s), qPrintable(names.join(u", "_s)));
    QVERIFY(names.contains(u"get_tiny_image"_s));
    click(prefixCheck);
    QVERIFY(toolNamesOf(ref(1).value("tools"_L1).toArray()).contains(u"everything_echo"_s));
    QVERIFY(!hasErrors(m_doc->issuesAt(u"tools[1]"_s, true)));
    QCOMPARE(m_list->listWidget()->item(1)->data(ToolListEditor::DetailRole).toString(),
             m_list->tr("%n tool(s)", nullptr, int(catalog.size())));

    // Annotations as badges.
    const int echoRow = editor->rowOf(u"echo"_s);
    QVERIFY(echoRow >= 0);
    QCOMPARE(editor->badges(echoRow),
             (QStringList{editor->tr("read-only"), editor->tr("idempotent")}));
    const int gzipRow = editor->rowOf(u"gzip-file-as-resource"_s);
    QVERIFY(gzipRow >= 0);
    QCOMPARE(editor->badges(gzipRow),
             (QStringList{editor->tr("idempotent"), editor->tr("open-world")}));

    // Uncheck one tool, rename another, give the rest a prefix.
    const int tinyRow = editor->rowOf(u"get-tiny-image"_s);
    QVERIFY(tinyRow >= 0);
    click(editor->includeCheck(tinyRow));
    QTest::keyClicks(editor->modelNameEdit(echoRow), u"say"_s);
    QTest::keyClicks(editor->findChild<QLineEdit*>(u"prefixEdit"_s), u"ev_"_s);
    r = ref(1);
    const QJsonArray tools = r.value("tools"_L1).toArray();
    QCOMPARE(tools.size(), catalog.size() - 1);
    const QStringList after = toolNamesOf(tools);
    QVERIFY(!after.contains(u"get_tiny_image"_s) && !after.contains(u"ev_get_tiny_image"_s));
    QVERIFY2(after.contains(u"say"_s), qPrintable(after.join(u", "_s)));
    QVERIFY(after.contains(u"ev_get_structured_content"_s));
    // The renamed tool is the server's echo, every other field verbatim.
    QJsonObject echo = findTool(catalog, u"echo"_s);
    echo.insert("name"_L1, u"say"_s);
    QCOMPARE(findTool(tools, u"say"_s), echo);
    QCOMPARE(editor->modelNameEdit(tinyRow)->placeholderText(), editor->tr("(left out)"));
    QVERIFY(!hasErrors(m_doc->issuesAt(u"tools[1]"_s, true)));
    // The model-facing names reach the document's name list (toolBudgets offers them).
    QVERIFY(m_doc->toolNames().contains(u"say"_s));
    saveShot(u"composer-tools-mcp.png"_s);

    // Checking it again brings it back.
    click(editor->includeCheck(tinyRow));
    QCOMPARE(ref(1).value("tools"_L1).toArray().size(), catalog.size());
}

void TestToolListEditor::languageChange()
{
    m_list->addTool(ToolKind::Local);
    auto* add = qobject_cast<QToolButton*>(find(u"addToolButton"_s));
    const QString before = add->text();
    auto* builder = qobject_cast<LocalToolEditor*>(m_list->currentEditor())->parametersBuilder();
    PrefixTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_COMPARE(add->text(), u"[xx] "_s + before);
    QVERIFY(m_list->addAction(ToolKind::Local)->text().startsWith(u"[xx] "_s));
    QVERIFY(
        builder->findChild<QToolButton*>(u"addPropertyButton"_s)->text().startsWith(u"[xx] "_s));
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(add->text(), before);
}

QTEST_MAIN(TestToolListEditor)
#include "tst_toollisteditor.moc"
