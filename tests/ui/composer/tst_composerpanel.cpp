// SPDX-License-Identifier: MIT
// Tests ComposerPanel through the keyboard and mouse (offscreen): filling the forms produces each
// template's JSON and a spec that uses every non-tool field; the raw JSON mode updates the forms
// and keeps unknown fields; every non-tool validation rule puts its marker on the right control;
// the problem list jumps to the field; Ctrl+Enter runs only a runnable spec; Tab reaches every
// control; files, recent files, the model picker, attachments (drop, URL, limits), the preview
// and Copy as curl. With MANTYX_SCREENSHOT_DIR set it also renders each page to a PNG.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeWidget>

#include "composer/attachmentlist.h"
#include "composer/behaviourpage.h"
#include "composer/composerpanel.h"
#include "composer/fieldmarker.h"
#include "composer/generalpage.h"
#include "composer/keyvaluetable.h"
#include "composer/messageseditor.h"
#include "composer/rawspeceditor.h"
#include "protocol/jsonpath.h"
#include "protocol/spectemplates.h"
#include "protocol/specvalidator.h"
#include "spec/modelcatalogmodel.h"
#include "spec/specdocument.h"
#include "testservices.h"
#include "widgets/jsoneditor.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

// Declared before the JSON test data: moc of Qt 6.4 trips over "//" in raw strings otherwise.
class TestComposerPanel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void startsRunnable();
    void pagesMadeWhenFirstNeeded();
    void templatesThroughForms_data();
    void templatesThroughForms();
    void everyFieldThroughForms();
    void literalFormsThroughForms();
    void behaviourFormsKeepUnknownMembers();
    void outputSchemaErrorPositions();
    void rawEditsUpdateForms();
    void invalidRawBlocksRun();
    void markers_data();
    void markers();
    void markersCoverEveryRule();
    void problemListJumps();
    void ctrlEnterRuns();
    void tabReachesEveryControl_data();
    void tabReachesEveryControl();
    void mnemonicsHaveBuddies();
    void filesAndRecent();
    void templateMenuEntries();
    void recentMenu();
    void rawTabShowsFormat();
    void modelPicker();
    void reasoningSlider();
    void attachmentsDropUrlAndLimits();
    void previewShowsBody();
    void copyAsCurl();
    void screenshots();

private:
    QTemporaryDir m_dir;
};

namespace {

QJsonObject parse(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("bad test JSON (%s): %s", qPrintable(error.errorString()), json.constData());
    return document.object();
}

template <class T> T* child(QWidget* root, const QString& name)
{
    T* w = root->findChild<T*>(name);
    auto* panel = qobject_cast<ComposerPanel*>(root);
    if (!w && panel) {
        // The Behaviour, Preview and Raw JSON pages are made when first needed.
        panel->behaviourPage();
        panel->previewEditor();
        panel->rawPanel();
        w = root->findChild<T*>(name);
    }
    if (!w)
        qFatal("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
    return w;
}

// ---- Input the way a user gives it.

void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus(Qt::OtherFocusReason);
    edit->selectAll();
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Delete);
    else
        QTest::keyClicks(edit, text);
}

// Lines are typed with Return between them (QTest has no key for '\n').
void typeInto(QPlainTextEdit* edit, const QString& text)
{
    edit->setFocus(Qt::OtherFocusReason);
    edit->selectAll();
    if (text.isEmpty()) {
        QTest::keyClick(edit, Qt::Key_Delete);
        return;
    }
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, lines.at(i));
    }
}

// Return in an item editor commits it (the delegate does that from the event loop).
void commitEditor(QWidget* editor)
{
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(QApplication::focusWidget() != editor);
}

void typeInto(QSpinBox* spin, qint64 value)
{
    spin->setFocus(Qt::OtherFocusReason);
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
}

// Moves a combo box to `index` with the arrow keys (each step is an `activated`).
void choose(QComboBox* combo, int index)
{
    combo->setFocus(Qt::OtherFocusReason);
    if (combo->currentIndex() < 0)
        QTest::keyClick(combo, Qt::Key_Home);
    while (combo->currentIndex() < index)
        QTest::keyClick(combo, Qt::Key_Down);
    while (combo->currentIndex() > index)
        QTest::keyClick(combo, Qt::Key_Up);
    QCOMPARE(combo->currentIndex(), index);
}

void press(QAbstractButton* button)
{
    QVERIFY2(button->isEnabled(), qPrintable(button->objectName()));
    button->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(button, Qt::Key_Space);
}

void setChecked(QAbstractButton* button, bool checked)
{
    if (button->isChecked() != checked)
        press(button);
    QCOMPARE(button->isChecked(), checked);
}

void setChecked(QGroupBox* group, bool checked)
{
    if (group->isChecked() != checked) {
        group->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(group, Qt::Key_Space);
    }
    QCOMPARE(group->isChecked(), checked);
}

void click(QAbstractButton* button)
{
    QVERIFY2(button->isEnabled(), qPrintable(button->objectName()));
    QTest::mouseClick(button, Qt::LeftButton);
}

// Edits one cell with F2, the text, Return.
void editCell(QAbstractItemView* view, const QModelIndex& index, const QString& text)
{
    view->setFocus(Qt::OtherFocusReason);
    view->setCurrentIndex(index);
    QTest::keyClick(view, Qt::Key_F2);
    QWidget* editor = QApplication::focusWidget();
    QVERIFY(editor && editor != view);
    if (auto* line = qobject_cast<QLineEdit*>(editor))
        line->selectAll();
    else if (auto* spin = qobject_cast<QAbstractSpinBox*>(editor))
        spin->selectAll();
    else if (auto* combo = qobject_cast<QComboBox*>(editor); combo && combo->lineEdit())
        combo->lineEdit()->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(view));
}

void dropFiles(QWidget* target, const QStringList& paths)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& path : paths)
        urls << QUrl::fromLocalFile(path);
    mime.setUrls(urls);
    const QPoint pos = target->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
}

// ---- The driver: types a whole spec into the forms.

int indexOfName(const QStringList& names, const QString& name)
{
    const int index = int(names.indexOf(name));
    if (index < 0)
        qFatal("unknown form value %s", qPrintable(name));
    return index;
}

void fillGeneral(ComposerPanel& panel, const QJsonObject& spec, const QTemporaryDir& dir)
{
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    GeneralPage* page = panel.generalPage();
    if (spec.contains("modelId"_L1))
        typeInto(child<QComboBox>(page, u"modelCombo"_s)->lineEdit(),
                 spec.value("modelId"_L1).toString());
    if (spec.contains("agentId"_L1))
        typeInto(child<QLineEdit>(page, u"agentIdEdit"_s), spec.value("agentId"_L1).toString());
    if (spec.contains("name"_L1))
        typeInto(child<QLineEdit>(page, u"nameEdit"_s), spec.value("name"_L1).toString());
    if (spec.contains("systemPrompt"_L1))
        typeInto(child<QPlainTextEdit>(page, u"systemPromptEdit"_s),
                 spec.value("systemPrompt"_L1).toString());
    if (spec.contains("prompt"_L1))
        typeInto(child<QPlainTextEdit>(page, u"promptEdit"_s), spec.value("prompt"_L1).toString());
    if (!spec.contains("messages"_L1))
        return;

    setChecked(child<QRadioButton>(page, u"messagesModeRadio"_s), true);
    MessagesEditor* messages = page->messagesEditor();
    const QJsonArray list = spec.value("messages"_L1).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject message = list.at(i).toObject();
        if (i > 0)
            click(child<QPushButton>(page, u"addMessageButton"_s));
        QCOMPARE(messages->currentMessage(), int(i));
        choose(messages->roleCombo(), indexOfName({u"user"_s, u"assistant"_s, u"system"_s},
                                                  message.value("role"_L1).toString()));
        typeInto(messages->contentEdit(), message.value("content"_L1).toString());
        const QJsonArray attachments = message.value("attachments"_L1).toArray();
        AttachmentList* attachmentList = messages->attachmentList();
        for (const QJsonValue& value : attachments) {
            const QJsonObject attachment = value.toObject();
            if (attachment.value("type"_L1).toString() == "input_file"_L1) {
                const QString path = dir.filePath(attachment.value("filename"_L1).toString());
                QFile file(path);
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(
                    QByteArray::fromBase64(attachment.value("data"_L1).toString().toLatin1()));
                file.close();
                dropFiles(attachmentList, {path});
            } else {
                QLineEdit* url = child<QLineEdit>(attachmentList, u"attachmentUrlEdit"_s);
                typeInto(url, attachment.value("url"_L1).toString());
                QTest::keyClick(url, Qt::Key_Return);
                QVERIFY2(attachmentList->statusText().isEmpty(),
                         qPrintable(attachmentList->statusText()));
            }
            const int row = attachmentList->view()->topLevelItemCount() - 1;
            const QString mime = attachment.value("mimeType"_L1).toString();
            if (attachmentList->view()->topLevelItem(row)->text(AttachmentList::MimeColumn) !=
                mime) {
                editCell(attachmentList->view(),
                         attachmentList->view()->model()->index(row, AttachmentList::MimeColumn),
                         mime);
            }
        }
    }
}

void fillTable(KeyValueTable* table, const QJsonObject& entries, bool maxCalls)
{
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it) {
        click(table->findChild<QPushButton*>(u"addButton"_s));
        QWidget* editor = QApplication::focusWidget();
        if (editor && editor != table->table())
            QTest::keyClick(editor, Qt::Key_Escape);
        const int row = table->table()->rowCount() - 1;
        QAbstractItemModel* model = table->table()->model();
        editCell(table->table(), model->index(row, KeyValueTable::KeyColumn), it.key());
        const QString value =
            maxCalls ? QString::number(it.value().toObject().value("maxCalls"_L1).toInt())
                     : it.value().toString();
        if (!value.isEmpty())
            editCell(table->table(), model->index(row, KeyValueTable::ValueColumn), value);
    }
}

void fillBehaviour(ComposerPanel& panel, const QJsonObject& spec)
{
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    BehaviourPage* page = panel.behaviourPage();
    using B = BehaviourPage;

    const QJsonValue level = spec.value("reasoningLevel"_L1);
    if (level.isString()) {
        choose(child<QComboBox>(page, u"reasoningCombo"_s),
               int(B::Reasoning::Off) +
                   indexOfName({u"off"_s, u"low"_s, u"medium"_s, u"high"_s}, level.toString()));
    } else if (level.isDouble()) {
        choose(child<QComboBox>(page, u"reasoningCombo"_s), int(B::Reasoning::Number));
        typeInto(child<QSpinBox>(page, u"reasoningSpin"_s), level.toInt());
    }

    const QJsonObject budgets = spec.value("budgets"_L1).toObject();
    if (budgets.contains("maxToolTurns"_L1))
        typeInto(child<QSpinBox>(page, u"maxToolTurnsSpin"_s),
                 budgets.value("maxToolTurns"_L1).toInt());
    if (budgets.contains("maxToolTurnsExceeded"_L1))
        setChecked(child<QCheckBox>(page, u"finalizeAtCapCheck"_s), true);

    if (spec.contains("outputSchema"_L1)) {
        const QJsonObject output = spec.value("outputSchema"_L1).toObject();
        setChecked(child<QGroupBox>(page, u"outputSchemaGroup"_s), true);
        if (output.contains("name"_L1))
            typeInto(child<QLineEdit>(page, u"outputSchemaNameEdit"_s),
                     output.value("name"_L1).toString());
        auto* editor = child<JsonEditor>(page, u"outputSchemaEditor"_s);
        typeInto(editor, QString::fromUtf8(QJsonDocument(output.value("schema"_L1).toObject())
                                               .toJson(QJsonDocument::Compact)));
        QTRY_COMPARE(panel.document()->value(u"outputSchema.schema"_s), output.value("schema"_L1));
    }

    const QJsonValue loop = spec.value("loopDetection"_L1);
    if (loop.isBool()) {
        choose(child<QComboBox>(page, u"loopDetectionCombo"_s), int(B::LoopMode::Off));
    } else if (loop.isObject()) {
        choose(child<QComboBox>(page, u"loopDetectionCombo"_s), int(B::LoopMode::Custom));
        const QJsonObject o = loop.toObject();
        if (o.contains("consecutiveThreshold"_L1))
            typeInto(child<QSpinBox>(page, u"consecutiveThresholdSpin"_s),
                     o.value("consecutiveThreshold"_L1).toInt());
        if (o.contains("hardCutoffThreshold"_L1))
            typeInto(child<QSpinBox>(page, u"hardCutoffThresholdSpin"_s),
                     o.value("hardCutoffThreshold"_L1).toInt());
    }

    if (spec.contains("toolBudgets"_L1)) {
        choose(child<QComboBox>(page, u"toolBudgetsCombo"_s), int(B::BudgetsMode::Custom));
        fillTable(child<KeyValueTable>(page, u"toolBudgetsTable"_s),
                  spec.value("toolBudgets"_L1).toObject(), true);
    }

    const QJsonValue supervisor = spec.value("supervisor"_L1);
    if (supervisor.isBool()) {
        choose(child<QComboBox>(page, u"supervisorCombo"_s),
               int(supervisor.toBool() ? B::SupervisorMode::On : B::SupervisorMode::Off));
    } else if (supervisor.isObject()) {
        choose(child<QComboBox>(page, u"supervisorCombo"_s), int(B::SupervisorMode::Custom));
        const QJsonObject o = supervisor.toObject();
        if (o.contains("interval"_L1))
            typeInto(child<QSpinBox>(page, u"supervisorIntervalSpin"_s),
                     o.value("interval"_L1).toInt());
        if (o.contains("modelId"_L1))
            typeInto(child<QComboBox>(page, u"supervisorModelCombo"_s)->lineEdit(),
                     o.value("modelId"_L1).toString());
        const QJsonValue trigger = o.value("reasoningTrigger"_L1);
        if (trigger.isBool()) {
            choose(child<QComboBox>(page, u"reasoningTriggerCombo"_s), int(B::TriggerMode::Off));
        } else if (trigger.isObject()) {
            choose(child<QComboBox>(page, u"reasoningTriggerCombo"_s), int(B::TriggerMode::Custom));
            const QJsonObject t = trigger.toObject();
            if (t.contains("chars"_L1))
                typeInto(child<QSpinBox>(page, u"triggerCharsSpin"_s), t.value("chars"_L1).toInt());
            if (t.contains("ms"_L1))
                typeInto(child<QSpinBox>(page, u"triggerMsSpin"_s), t.value("ms"_L1).toInt());
        }
    }

    const QJsonValue plan = spec.value("plan"_L1);
    if (plan.isBool()) {
        choose(child<QComboBox>(page, u"planCombo"_s),
               int(plan.toBool() ? B::PlanMode::Auto : B::PlanMode::Off));
    } else if (plan.isObject()) {
        const QJsonObject o = plan.toObject();
        const bool steps = o.contains("steps"_L1);
        choose(child<QComboBox>(page, u"planCombo"_s),
               int(steps ? B::PlanMode::Steps : B::PlanMode::Auto));
        if (o.value("planOnly"_L1).toBool())
            setChecked(child<QCheckBox>(page, u"planOnlyCheck"_s), true);
        if (o.contains("brief"_L1))
            typeInto(child<QLineEdit>(page, u"planBriefEdit"_s), o.value("brief"_L1).toString());
        auto* list = child<QListWidget>(page, u"planStepsList"_s);
        const QJsonArray stepList = o.value("steps"_L1).toArray();
        for (const QJsonValue& step : stepList) {
            click(child<QPushButton>(page, u"addPlanStepButton"_s));
            QWidget* editor = QApplication::focusWidget();
            QVERIFY(editor && editor != list);
            if (auto* line = qobject_cast<QLineEdit*>(editor))
                line->selectAll();
            QTest::keyClicks(editor, step.toString());
            commitEditor(editor);
        }
    }

    if (spec.contains("metadata"_L1))
        fillTable(child<KeyValueTable>(page, u"metadataTable"_s),
                  spec.value("metadata"_L1).toObject(), false);
}

void fillForms(ComposerPanel& panel, const QJsonObject& spec, const QTemporaryDir& dir)
{
    panel.setSpec({});
    fillGeneral(panel, spec, dir);
    if (spec.contains("tools"_L1)) // the tools page belongs to the tools editor
        panel.document()->setTools(spec.value("tools"_L1).toArray());
    fillBehaviour(panel, spec);
}

QByteArray everyFieldJson()
{
    return R"json({
      "modelId": "openai:gpt-5.5",
      "agentId": "agent_42",
      "name": "every-field",
      "systemPrompt": "You are thorough.\nYou cite sources.",
      "messages": [
        {"role": "system", "content": "Answer in English."},
        {"role": "user", "content": "What is in the report?"},
        {"role": "assistant", "content": "Which report?"},
        {"role": "user", "content": "The attached one, and this image.",
         "attachments": [
           {"type": "input_file", "mimeType": "text/plain", "filename": "report.txt",
            "data": "UmV2ZW51ZSB3ZW50IHVwLgo="},
           {"type": "input_file_url", "url": "https://example.com/chart.png",
            "mimeType": "image/png"}
         ]}
      ],
      "tools": [{"kind": "local", "name": "send_email"}],
      "reasoningLevel": 42,
      "budgets": {"maxToolTurns": 12, "maxToolTurnsExceeded": "finalize"},
      "outputSchema": {"name": "report_summary",
                       "schema": {"type": "object",
                                  "properties": {"summary": {"type": "string"}},
                                  "required": ["summary"]}},
      "loopDetection": {"consecutiveThreshold": 4, "hardCutoffThreshold": 9},
      "toolBudgets": {"recall": {"maxCalls": 2}, "send_email": {"maxCalls": 0}},
      "supervisor": {"interval": 3, "modelId": "platform:demo",
                     "reasoningTrigger": {"chars": 5000, "ms": 20000}},
      "plan": {"brief": "Summarise the report", "steps": ["Read it", "Summarise it"],
               "planOnly": true},
      "metadata": {"customer": "acme", "ticket.id": "T-1"}
    })json";
}

// The sandbox's catalog, as GET /models answers.
QJsonArray catalogModels()
{
    return parse(R"json({"m": [
        {"id": "platform:demo", "label": "Demo (sandbox)", "provider": "openai",
         "vendorModelId": "gpt-5.4-mini", "source": "platform_offering",
         "contextWindowTokens": 400000,
         "pricing": {"inputPer1MUsd": 0.25, "outputPer1MUsd": 2.0, "cacheReadPer1MUsd": 0.025}},
        {"id": "openai:gpt-5.5", "label": "GPT-5.5 (sandbox)", "provider": "openai",
         "vendorModelId": "gpt-5.5", "source": "platform_offering",
         "contextWindowTokens": 400000,
         "pricing": {"inputPer1MUsd": 1.25, "outputPer1MUsd": 10.0, "cacheReadPer1MUsd": 0.125}},
        {"id": "anthropic:claude-opus-4-7", "label": "Claude Opus 4.7 (sandbox)",
         "provider": "anthropic", "vendorModelId": "claude-opus-4-7",
         "source": "platform_offering", "contextWindowTokens": 200000,
         "pricing": {"inputPer1MUsd": 15.0, "outputPer1MUsd": 75.0, "cacheReadPer1MUsd": 1.5}},
        {"id": "provider:sandbox-google:gemini-2.5-pro",
         "label": "Gemini 2.5 Pro (workspace key, sandbox)", "provider": "google",
         "vendorModelId": "gemini-2.5-pro", "source": "workspace_provider",
         "contextWindowTokens": 1048576, "pricing": null}
    ]})json")
        .value("m"_L1)
        .toArray();
}

QStringList rulesOf(const QList<SpecIssue>& issues)
{
    QStringList rules;
    for (const SpecIssue& issue : issues)
        rules << issue.rule;
    return rules;
}

// Every control Tab should reach on what is visible now.
QList<QWidget*> focusableControls(QWidget* root)
{
    QList<QWidget*> controls;
    const QList<QWidget*> all = root->findChildren<QWidget*>();
    for (QWidget* w : all) {
        const bool isControl =
            qobject_cast<QAbstractButton*>(w) || qobject_cast<QLineEdit*>(w) ||
            qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w) ||
            qobject_cast<QAbstractScrollArea*>(w) || qobject_cast<QSlider*>(w) ||
            qobject_cast<QTabBar*>(w) ||
            (qobject_cast<QGroupBox*>(w) && static_cast<QGroupBox*>(w)->isCheckable());
        if (!isControl || !w->isVisibleTo(root->window()) || !w->isEnabled())
            continue;
        if (qobject_cast<QScrollArea*>(w) || qobject_cast<QHeaderView*>(w))
            continue; // a container or a header, not a control
        if (auto* edit = qobject_cast<QLineEdit*>(w);
            edit && qobject_cast<QAbstractSpinBox*>(edit->parentWidget()))
            continue; // a spin box's own line edit
        if (auto* edit = qobject_cast<QLineEdit*>(w);
            edit && qobject_cast<QComboBox*>(edit->parentWidget()))
            continue; // an editable combo box's own line edit
        if (w->objectName() == "qt_tabwidget_tabbar"_L1 && !w->isVisible())
            continue;
        if (w->parentWidget() && qobject_cast<QAbstractScrollArea*>(w->parentWidget()) &&
            !qobject_cast<QAbstractScrollArea*>(w))
            continue; // scroll bars and viewports
        if (!w->isVisible())
            continue;
        controls << w;
    }
    return controls;
}

} // namespace

void TestComposerPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"mantyx-tests"_s);
    QCoreApplication::setApplicationName(u"tst_composerpanel"_s);
    QVERIFY(m_dir.isValid());
}

void TestComposerPanel::init()
{
    QSettings().remove(u"composer"_s);
}

void TestComposerPanel::startsRunnable()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    QCOMPARE(panel.document()->spec(), parse(SpecTemplates::byId(u"plain-prompt"_s)->json));
    QVERIFY(panel.canRun());
    QVERIFY(!panel.isModified());
    QVERIFY(panel.currentFile().isEmpty());
    QCOMPARE(panel.problemList()->topLevelItemCount(), 0);
    auto* tabs = child<QTabWidget>(&panel, u"composerTabs"_s);
    QCOMPARE(tabs->count(), int(ComposerPanel::PageCount));
    QCOMPARE(tabs->tabText(ComposerPanel::GeneralTab), u"&General"_s);
    QVERIFY(child<QPushButton>(&panel, u"runButton"_s)->isEnabled());
    QVERIFY(!child<QToolButton>(&panel, u"copyCurlButton"_s)->isEnabled());
    // The forms show the template.
    QCOMPARE(child<QLineEdit>(&panel, u"nameEdit"_s)->text(), u"plain-prompt"_s);
    QCOMPARE(child<QComboBox>(&panel, u"reasoningCombo"_s)->currentIndex(),
             int(BehaviourPage::Reasoning::Low));
    QCOMPARE(child<QSpinBox>(&panel, u"maxToolTurnsSpin"_s)->value(), 8);
    // Tools page: a placeholder until the lead plugs the tools editor in.
    QVERIFY(panel.toolsEditor() == nullptr);
    auto* editor = new QLabel(u"tools editor"_s);
    editor->setObjectName(u"fakeToolsEditor"_s);
    panel.setToolsEditor(editor);
    QCOMPARE(panel.toolsEditor(), editor);
    QVERIFY(child<QWidget>(&panel, u"toolsPage"_s)->isAncestorOf(editor));
}

void TestComposerPanel::pagesMadeWhenFirstNeeded()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(900, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(!panel.findChild<BehaviourPage*>());
    QVERIFY(!panel.findChild<JsonEditor*>(u"previewEditor"_s));
    QVERIFY(!panel.findChild<RawSpecEditor*>(u"rawPanel"_s));

    // A problem on the Behaviour page: listed at once, its field marked when the page is made.
    QJsonObject spec = panel.document()->spec();
    spec.insert(u"reasoningLevel"_s, u"extreme"_s);
    panel.setSpec(spec);
    QVERIFY(!panel.findChild<BehaviourPage*>());
    const QList<QTreeWidgetItem*> listed = panel.problemList()->findItems(
        u"reasoningLevel"_s, Qt::MatchExactly, ComposerPanel::FieldColumn);
    QCOMPARE(listed.size(), 1);
    QVERIFY(panel.fieldWidget(u"reasoningLevel"_s));
    auto* combo = child<QComboBox>(panel.findChild<BehaviourPage*>(), u"reasoningCombo"_s);
    QCOMPARE(panel.fieldWidget(u"reasoningLevel"_s), combo);
    QVERIFY(FieldMarker::isMarked(combo));
    QCOMPARE(FieldMarker::of(combo)->severity(), Severity::Error);

    // Revealing a field of a page not made yet makes it and focuses the field.
    ComposerPanel second(services.settings(), services.connection());
    second.resize(900, 700);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QVERIFY(!second.findChild<BehaviourPage*>());
    QVERIFY(second.revealField(u"budgets.maxToolTurns"_s));
    QCOMPARE(second.currentPage(), int(ComposerPanel::BehaviourTab));
    auto* maxTurns = second.findChild<QSpinBox*>(u"maxToolTurnsSpin"_s);
    QVERIFY(maxTurns);
    QCOMPARE(second.focusWidget(), maxTurns);

    // The Preview and Raw JSON pages show the spec when first shown.
    second.setCurrentPage(ComposerPanel::PreviewTab);
    auto* preview = second.findChild<JsonEditor*>(u"previewEditor"_s);
    QVERIFY(preview);
    QVERIFY(preview->isVisible());
    QCOMPARE(parse(preview->toPlainText().toUtf8()), second.document()->spec());
    second.setCurrentPage(ComposerPanel::RawTab);
    auto* raw = second.findChild<RawSpecEditor*>(u"rawPanel"_s);
    QVERIFY(raw);
    QVERIFY(raw->isVisible());
    QCOMPARE(raw->spec(), second.document()->spec());
}

void TestComposerPanel::templatesThroughForms_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : SpecTemplates::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestComposerPanel::templatesThroughForms()
{
    QFETCH(QString, id);
    const QJsonObject expected = parse(SpecTemplates::byId(id)->json);
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    fillForms(panel, expected, m_dir);
    QCOMPARE(panel.document()->spec(), expected);
    QVERIFY(panel.canRun());
    QVERIFY(panel.isModified());
}

void TestComposerPanel::everyFieldThroughForms()
{
    const QJsonObject expected = parse(everyFieldJson());
    // Every documented top-level field but tools is in it.
    QStringList keys = expected.keys();
    keys.removeAll(u"tools"_s);
    QCOMPARE(keys.size(), 13); // all but tools and prompt (messages stands in for it)
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    fillForms(panel, expected, m_dir);
    QCOMPARE(panel.document()->spec(), expected);
    // The budget table offered the spec's tools and the server's budgeted ones.
    const QStringList offered =
        child<KeyValueTable>(&panel, u"toolBudgetsTable"_s)->keySuggestions();
    QVERIFY(offered.startsWith(u"send_email"_s));
    QVERIFY(offered.contains(u"recall"_s));
    QVERIFY2(panel.document()->issues().isEmpty(),
             qPrintable(rulesOf(panel.document()->issues()).join(u", "_s)));
}

void TestComposerPanel::literalFormsThroughForms()
{
    const QJsonObject expected = parse(R"json({
      "systemPrompt": "s", "prompt": "p", "reasoningLevel": "off",
      "loopDetection": false, "supervisor": true, "plan": true, "toolBudgets": {}
    })json");
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    fillForms(panel, expected, m_dir);
    QCOMPARE(panel.document()->spec(), expected);

    // Plan-only auto, a reasoning trigger switched off, then everything back to the defaults.
    BehaviourPage* page = panel.behaviourPage();
    setChecked(child<QCheckBox>(page, u"planOnlyCheck"_s), true);
    QCOMPARE(panel.document()->value(u"plan"_s), QJsonValue(parse(R"({"planOnly": true})")));
    choose(child<QComboBox>(page, u"supervisorCombo"_s),
           int(BehaviourPage::SupervisorMode::Custom));
    choose(child<QComboBox>(page, u"reasoningTriggerCombo"_s),
           int(BehaviourPage::TriggerMode::Off));
    QCOMPARE(panel.document()->value(u"supervisor"_s),
             QJsonValue(parse(R"({"reasoningTrigger": false})")));
    choose(child<QComboBox>(page, u"supervisorCombo"_s), int(BehaviourPage::SupervisorMode::Off));
    choose(child<QComboBox>(page, u"loopDetectionCombo"_s),
           int(BehaviourPage::LoopMode::ServerDefault));
    choose(child<QComboBox>(page, u"toolBudgetsCombo"_s),
           int(BehaviourPage::BudgetsMode::ServerDefault));
    choose(child<QComboBox>(page, u"planCombo"_s), int(BehaviourPage::PlanMode::Off));
    choose(child<QComboBox>(page, u"reasoningCombo"_s), int(BehaviourPage::Reasoning::Omitted));
    QCOMPARE(panel.document()->spec(), parse(R"({"systemPrompt": "s", "prompt": "p"})"));
    // Switching a custom form back on restores what it held.
    choose(child<QComboBox>(page, u"supervisorCombo"_s),
           int(BehaviourPage::SupervisorMode::Custom));
    QCOMPARE(panel.document()->value(u"supervisor"_s),
             QJsonValue(parse(R"({"reasoningTrigger": false})")));
}

void TestComposerPanel::behaviourFormsKeepUnknownMembers()
{
    // Every behaviour field the page edits through its core type keeps the members it does not
    // know, in each form it switches between.
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.document()->setSpec(parse(R"json({
      "systemPrompt": "s", "prompt": "p", "reasoningLevel": 40,
      "budgets": {"maxToolTurns": 12, "x-b": 1},
      "loopDetection": {"consecutiveThreshold": 4, "x-loop": 1},
      "supervisor": {"reasoningTrigger": {"chars": 100, "x-t": 1}, "x-s": 2},
      "plan": {"steps": ["a", 5], "brief": "b", "x-plan": true}
    })json"));
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    BehaviourPage* page = panel.behaviourPage();
    SpecDocument* doc = panel.document();

    // The widgets show the typed values.
    QCOMPARE(child<QComboBox>(page, u"reasoningCombo"_s)->currentIndex(),
             int(BehaviourPage::Reasoning::Number));
    QCOMPARE(child<QSlider>(page, u"reasoningSlider"_s)->value(), 40);
    QCOMPARE(child<QSpinBox>(page, u"maxToolTurnsSpin"_s)->value(), 12);
    QVERIFY(!child<QCheckBox>(page, u"finalizeAtCapCheck"_s)->isChecked());
    QCOMPARE(child<QComboBox>(page, u"loopDetectionCombo"_s)->currentIndex(),
             int(BehaviourPage::LoopMode::Custom));
    QCOMPARE(child<QSpinBox>(page, u"consecutiveThresholdSpin"_s)->value(), 4);
    QCOMPARE(child<QSpinBox>(page, u"hardCutoffThresholdSpin"_s)->value(), -1);
    QCOMPARE(child<QComboBox>(page, u"reasoningTriggerCombo"_s)->currentIndex(),
             int(BehaviourPage::TriggerMode::Custom));
    QCOMPARE(child<QSpinBox>(page, u"triggerCharsSpin"_s)->value(), 100);
    QCOMPARE(child<QComboBox>(page, u"planCombo"_s)->currentIndex(),
             int(BehaviourPage::PlanMode::Steps));
    auto* steps = child<QListWidget>(page, u"planStepsList"_s);
    QCOMPARE(steps->count(), 2);
    QCOMPARE(steps->item(1)->text(), u"5"_s);
    QCOMPARE(child<QLineEdit>(page, u"planBriefEdit"_s)->text(), u"b"_s);

    // Reasoning: a named level, then a number.
    choose(child<QComboBox>(page, u"reasoningCombo"_s), int(BehaviourPage::Reasoning::High));
    QCOMPARE(doc->value(u"reasoningLevel"_s), QJsonValue(u"high"_s));
    choose(child<QComboBox>(page, u"reasoningCombo"_s), int(BehaviourPage::Reasoning::Number));
    QCOMPARE(doc->value(u"reasoningLevel"_s), QJsonValue(80));

    // Budgets: emptied of what the form edits, the unknown member stays.
    setChecked(child<QCheckBox>(page, u"finalizeAtCapCheck"_s), true);
    QCOMPARE(doc->value(u"budgets"_s),
             QJsonValue(parse(R"({"maxToolTurns": 12, "maxToolTurnsExceeded": "finalize",
                                  "x-b": 1})")));
    typeInto(child<QSpinBox>(page, u"maxToolTurnsSpin"_s), -1);
    setChecked(child<QCheckBox>(page, u"finalizeAtCapCheck"_s), false);
    QCOMPARE(doc->value(u"budgets"_s), QJsonValue(parse(R"({"x-b": 1})")));

    // Loop detection: a threshold edit, off, and back to the custom thresholds.
    typeInto(child<QSpinBox>(page, u"hardCutoffThresholdSpin"_s), 9);
    const QJsonValue loop =
        parse(R"({"consecutiveThreshold": 4, "hardCutoffThreshold": 9, "x-loop": 1})");
    QCOMPARE(doc->value(u"loopDetection"_s), loop);
    choose(child<QComboBox>(page, u"loopDetectionCombo"_s), int(BehaviourPage::LoopMode::Off));
    QCOMPARE(doc->value(u"loopDetection"_s), QJsonValue(false));
    QVERIFY(!child<QSpinBox>(page, u"hardCutoffThresholdSpin"_s)->isEnabled());
    choose(child<QComboBox>(page, u"loopDetectionCombo"_s), int(BehaviourPage::LoopMode::Custom));
    QCOMPARE(doc->value(u"loopDetection"_s), loop);

    // Supervisor: the trigger's thresholds, then the default trigger.
    typeInto(child<QSpinBox>(page, u"triggerCharsSpin"_s), 200);
    QCOMPARE(doc->value(u"supervisor"_s),
             QJsonValue(parse(R"({"reasoningTrigger": {"chars": 200, "x-t": 1}, "x-s": 2})")));
    choose(child<QComboBox>(page, u"reasoningTriggerCombo"_s),
           int(BehaviourPage::TriggerMode::Default));
    QCOMPARE(doc->value(u"supervisor"_s), QJsonValue(parse(R"({"x-s": 2})")));
    QVERIFY(!child<QSpinBox>(page, u"triggerCharsSpin"_s)->isEnabled());

    // Plan: auto drops the checklist and keeps the rest; steps again starts an empty checklist.
    choose(child<QComboBox>(page, u"planCombo"_s), int(BehaviourPage::PlanMode::Auto));
    QCOMPARE(doc->value(u"plan"_s), QJsonValue(parse(R"({"x-plan": true})")));
    QCOMPARE(steps->count(), 0);
    choose(child<QComboBox>(page, u"planCombo"_s), int(BehaviourPage::PlanMode::Steps));
    QCOMPARE(doc->value(u"plan"_s), QJsonValue(parse(R"({"steps": [], "x-plan": true})")));
    press(child<QPushButton>(page, u"addPlanStepButton"_s));
    QCOMPARE(doc->value(u"plan"_s),
             QJsonValue(parse(R"({"steps": ["New step"], "x-plan": true})")));
}

void TestComposerPanel::outputSchemaErrorPositions()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.newFromTemplate(u"output-schema"_s));
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    const QJsonValue good = panel.document()->value(u"outputSchema.schema"_s);
    auto* editor = child<JsonEditor>(&panel, u"outputSchemaEditor"_s);
    auto* status = child<QLabel>(&panel, u"outputSchemaStatus"_s);
    QVERIFY(editor->toPlainText().contains(u"\"highCelsius\""_s));
    QVERIFY(status->text().contains(u"of 32768"_s));
    // A syntax error: its line and column, marked in the editor; the spec keeps the last good
    // schema.
    // (The editor indents new lines itself.)
    typeInto(editor, u"{\n\"type\": \"object\",\n\"properties\" {}\n}"_s);
    QCOMPARE(editor->document()->findBlockByNumber(2).text(), u"  \"properties\" {}"_s);
    QTRY_COMPARE(editor->issues().size(), 1);
    QCOMPARE(editor->issues().constFirst().line, 3);
    QCOMPARE(editor->issues().constFirst().column, 16);
    QVERIFY2(status->text().startsWith(u"Line 3, column 16: expected"_s),
             qPrintable(status->text()));
    QCOMPARE(panel.document()->value(u"outputSchema.schema"_s), good);
    // An array parses but is not a schema object: the validator's error, in the editor too.
    typeInto(editor, u"[1, 2]"_s);
    QTRY_COMPARE(panel.document()->value(u"outputSchema.schema"_s), QJsonValue(QJsonArray{1, 2}));
    QCOMPARE(editor->issues().size(), 1);
    QVERIFY(editor->issues().constFirst().message.contains(u"outputSchema.schema"_s));
    QVERIFY(FieldMarker::isMarked(editor));
    QVERIFY(!panel.canRun());
    // Unchecking the group removes outputSchema; checking it again brings it back.
    auto* group = child<QGroupBox>(&panel, u"outputSchemaGroup"_s);
    setChecked(group, false);
    QVERIFY(!panel.document()->contains(u"outputSchema"_s));
    QVERIFY(panel.canRun());
    setChecked(group, true);
    QCOMPARE(panel.document()->value(u"outputSchema.schema"_s), QJsonValue(QJsonArray{1, 2}));
    QCOMPARE(panel.document()->value(u"outputSchema.name"_s).toString(), u"weather_report"_s);
}

void TestComposerPanel::rawEditsUpdateForms()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCurrentPage(ComposerPanel::RawTab);
    JsonEditor* raw = panel.rawPanel()->editor();
    QVERIFY(raw->toPlainText().contains(u"plain-prompt"_s));
    const QString text = QString::fromUtf8(R"json({
  "name": "from-raw",
  "systemPrompt": "typed as JSON",
  "prompt": "hello",
  "x-custom": {"keep": [1, 2, 3]},
  "supervisor": {"interval": 7, "x-judge-hint": "strict"},
  "metadata": {"team": "core"}
})json");
    typeInto(raw, text);
    // Debounced: the forms follow once typing pauses.
    QTRY_COMPARE(panel.document()->value(u"name"_s).toString(), u"from-raw"_s);
    QCOMPARE(child<QLineEdit>(&panel, u"nameEdit"_s)->text(), u"from-raw"_s);
    QCOMPARE(child<QPlainTextEdit>(&panel, u"systemPromptEdit"_s)->toPlainText(),
             u"typed as JSON"_s);
    QCOMPARE(child<QComboBox>(&panel, u"supervisorCombo"_s)->currentIndex(),
             int(BehaviourPage::SupervisorMode::Custom));
    QCOMPARE(child<QSpinBox>(&panel, u"supervisorIntervalSpin"_s)->value(), 7);
    auto* metadata = child<KeyValueTable>(&panel, u"metadataTable"_s);
    QCOMPARE(metadata->entries(), parse(R"({"team": "core"})"));
    QCOMPARE(child<QComboBox>(&panel, u"reasoningCombo"_s)->currentIndex(),
             int(BehaviourPage::Reasoning::Omitted));

    // A form edit keeps the fields the forms do not know.
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    typeInto(child<QLineEdit>(&panel, u"nameEdit"_s), u"edited"_s);
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    typeInto(child<QSpinBox>(&panel, u"supervisorIntervalSpin"_s), 9);
    const QJsonObject spec = panel.document()->spec();
    QCOMPARE(spec.value("name"_L1).toString(), u"edited"_s);
    QCOMPARE(spec.value("x-custom"_L1).toObject(), parse(R"({"keep": [1, 2, 3]})"));
    QCOMPARE(spec.value("supervisor"_L1).toObject(),
             parse(R"({"interval": 9, "x-judge-hint": "strict"})"));
    // ... and the raw text shows the edit when it is opened again.
    panel.setCurrentPage(ComposerPanel::RawTab);
    QCOMPARE(panel.rawPanel()->spec(), spec);
    // Unknown fields are warnings: still runnable.
    QVERIFY(panel.canRun());
    QVERIFY(rulesOf(panel.document()->issues()).contains(u"spec.unknownField"_s));

    // Leaving the raw page during the typing pause keeps what was typed.
    QJsonObject edited = spec;
    edited.insert(u"name"_s, u"quick"_s);
    typeInto(raw, QString::fromUtf8(QJsonDocument(edited).toJson(QJsonDocument::Compact)));
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    QCOMPARE(child<QLineEdit>(&panel, u"nameEdit"_s)->text(), u"quick"_s);
    QCOMPARE(panel.document()->spec(), edited);
}

void TestComposerPanel::invalidRawBlocksRun()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy validity(&panel, &ComposerPanel::validityChanged);
    QSignalSpy run(&panel, &ComposerPanel::runRequested);
    panel.setCurrentPage(ComposerPanel::RawTab);
    const QJsonObject before = panel.document()->spec();
    JsonEditor* raw = panel.rawPanel()->editor();
    raw->setFocus(Qt::OtherFocusReason);
    raw->moveCursor(QTextCursor::End);
    QTest::keyClicks(raw, u"oops"_s);
    QTRY_VERIFY(!panel.canRun());
    QCOMPARE(validity.size(), 1);
    QCOMPARE(panel.document()->spec(), before); // the last good spec stays
    QVERIFY(!child<QPushButton>(&panel, u"runButton"_s)->isEnabled());
    QTest::keyClick(raw, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(run.size(), 0);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(raw, Qt::Key_Backspace);
    QTRY_VERIFY(panel.canRun());
    QCOMPARE(validity.size(), 2);
    // A form edit replaces raw text that did not parse.
    QTest::keyClicks(raw, u"!"_s);
    QTRY_VERIFY(!panel.canRun());
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    typeInto(child<QLineEdit>(&panel, u"nameEdit"_s), u"fixed by the form"_s);
    QVERIFY(panel.canRun());
    panel.setCurrentPage(ComposerPanel::RawTab);
    QCOMPARE(panel.rawPanel()->spec()->value("name"_L1).toString(), u"fixed by the form"_s);
}

namespace {

// One case per validator rule the composer's forms show: a spec fragment that triggers it and
// the control that must carry the marker.
struct MarkerCase
{
    QString rule;
    QByteArray json; // merged over {"systemPrompt": "s", "prompt": "p"}; empty: built
    QString widget;  // object name, "parent/child", or "raw" for the raw JSON
    SpecValidator::Mode mode = SpecValidator::Mode::Run;
};

QList<MarkerCase> markerCases()
{
    QList<MarkerCase> cases;
    const auto row = [&cases](const char* rule, const char* json, const char* widget,
                              SpecValidator::Mode mode = SpecValidator::Mode::Run) {
        cases.append(MarkerCase{QString::fromLatin1(rule), QByteArray(json),
                                QString::fromLatin1(widget), mode});
    };
    const char* table = "toolBudgetsTable/table";
    const char* metadata = "metadataTable/table";

    row("spec.unknownField", R"({"x-custom": 1})", "raw");
    row("systemPrompt.required", R"({"systemPrompt": null})", "systemPromptEdit");
    row("systemPrompt.type", R"({"systemPrompt": 5})", "systemPromptEdit");
    row("modelId.type", R"({"modelId": 5})", "modelCombo");
    row("modelId.empty", R"({"modelId": ""})", "modelCombo");
    row("name.type", R"({"name": 5})", "nameEdit");
    row("name.empty", R"({"name": ""})", "nameEdit");
    row("agentId.type", R"({"agentId": 5})", "agentIdEdit");
    row("agentId.empty", R"({"agentId": ""})", "agentIdEdit");
    row("input.exclusive", R"({"messages": [{"role": "user", "content": "c"}]})", "messageList");
    row("input.required", R"({"prompt": null})", "promptEdit");
    row("input.forbidden", R"({})", "promptEdit", SpecValidator::Mode::SessionCreate);
    row("prompt.type", R"({"prompt": 5})", "promptEdit");
    row("prompt.empty", R"({"prompt": ""})", "promptEdit");
    row("messages.type", R"({"prompt": null, "messages": "x"})", "messageList");
    row("messages.empty", R"({"prompt": null, "messages": []})", "messageList");
    row("messages.lastRole",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a"},
                                         {"role": "assistant", "content": "b"}]})",
        "messageRoleCombo");
    row("message.object", R"({"prompt": null, "messages": [5, {"role": "user", "content": "a"}]})",
        "messageList");
    row("message.unknownField",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "x": 1}]})",
        "messageList");
    row("message.role.required", R"({"prompt": null, "messages": [{"content": "a"}]})",
        "messageRoleCombo");
    row("message.role.invalid",
        R"({"prompt": null, "messages": [{"role": "robot", "content": "a"}]})", "messageRoleCombo");
    row("message.content.required", R"({"prompt": null, "messages": [{"role": "user"}]})",
        "messageContentEdit");
    row("attachments.type",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": 5}]})",
        "attachmentView");
    row("attachments.placement",
        R"({"prompt": null, "messages": [
            {"role": "user", "content": "a", "attachments": [
              {"type": "input_file_url", "url": "https://example.com/a.png"}]},
            {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"}]})",
        "messageList");
    row("attachment.object",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [5]}]})",
        "attachmentView");
    row("attachment.unknownField",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file_url", "url": "https://example.com/a.png", "x": 1}]}]})",
        "attachmentView");
    row("attachment.type.required",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [{}]}]})",
        "attachmentView");
    row("attachment.type.unknown",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "blob"}]}]})",
        "attachmentView");
    row("attachment.mimeType.required",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "filename": "a.txt", "data": "YQ=="}]}]})",
        "attachmentView");
    row("attachment.mimeType.type",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file_url", "url": "https://example.com/a", "mimeType": 5}]}]})",
        "attachmentView");
    row("attachment.mimeType.unlisted",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "filename": "a.bin", "mimeType": "application/x-foo",
             "data": "YQ=="}]}]})",
        "attachmentView");
    row("attachment.filename.required",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "mimeType": "text/plain", "data": "YQ=="}]}]})",
        "attachmentView");
    row("attachment.data.required",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "mimeType": "text/plain", "filename": "a.txt"}]}]})",
        "attachmentView");
    row("attachment.data.dataUrl",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "mimeType": "text/plain", "filename": "a.txt",
             "data": "data:text/plain;base64,YQ=="}]}]})",
        "attachmentView");
    row("attachment.data.base64",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file", "mimeType": "text/plain", "filename": "a.txt",
             "data": "!!!"}]}]})",
        "attachmentView");
    row("attachment.url.required",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file_url"}]}]})",
        "attachmentView");
    row("attachment.url.https",
        R"({"prompt": null, "messages": [{"role": "user", "content": "a", "attachments": [
            {"type": "input_file_url", "url": "http://example.com/a.png"}]}]})",
        "attachmentView");
    // attachments.count and attachments.inlineSize are built in markers() (too big to write).
    row("attachments.count", "", "attachmentView");
    row("attachments.inlineSize", "", "attachmentView");

    row("reasoningLevel.type", R"({"reasoningLevel": true})", "reasoningCombo");
    row("reasoningLevel.invalid", R"({"reasoningLevel": "extreme"})", "reasoningCombo");
    row("reasoningLevel.integer", R"({"reasoningLevel": 2.5})", "reasoningCombo");
    row("reasoningLevel.range", R"({"reasoningLevel": 101})", "reasoningCombo");
    row("budgets.type", R"({"budgets": 5})", "maxToolTurnsSpin");
    row("budgets.unknownField", R"({"budgets": {"x": 1}})", "maxToolTurnsSpin");
    row("budgets.maxToolTurns.type", R"({"budgets": {"maxToolTurns": "x"}})", "maxToolTurnsSpin");
    row("budgets.maxToolTurns.range", R"({"budgets": {"maxToolTurns": 0}})", "maxToolTurnsSpin");
    row("budgets.maxToolTurns.high", R"({"budgets": {"maxToolTurns": 500}})", "maxToolTurnsSpin");
    row("budgets.maxToolTurnsExceeded.type", R"({"budgets": {"maxToolTurnsExceeded": 5}})",
        "finalizeAtCapCheck");
    row("outputSchema.type", R"({"outputSchema": 5})", "outputSchemaGroup");
    row("outputSchema.unknownField", R"({"outputSchema": {"schema": {}, "x": 1}})",
        "outputSchemaGroup");
    row("outputSchema.name.type", R"({"outputSchema": {"name": 5, "schema": {}}})",
        "outputSchemaNameEdit");
    row("outputSchema.name.pattern", R"({"outputSchema": {"name": "bad name", "schema": {}}})",
        "outputSchemaNameEdit");
    row("outputSchema.schema.required", R"({"outputSchema": {}})", "outputSchemaEditor");
    row("outputSchema.schema.type", R"({"outputSchema": {"schema": []}})", "outputSchemaEditor");
    row("outputSchema.size", "", "outputSchemaEditor");
    row("loopDetection.type", R"({"loopDetection": true})", "loopDetectionCombo");
    row("loopDetection.unknownField", R"({"loopDetection": {"x": 1}})", "loopDetectionCombo");
    row("loopDetection.consecutiveThreshold.type",
        R"({"loopDetection": {"consecutiveThreshold": "x"}})", "consecutiveThresholdSpin");
    row("loopDetection.consecutiveThreshold.range",
        R"({"loopDetection": {"consecutiveThreshold": 1}})", "consecutiveThresholdSpin");
    row("loopDetection.hardCutoffThreshold.type",
        R"({"loopDetection": {"hardCutoffThreshold": "x"}})", "hardCutoffThresholdSpin");
    row("loopDetection.hardCutoffThreshold.range",
        R"({"loopDetection": {"hardCutoffThreshold": 101}})", "hardCutoffThresholdSpin");
    row("loopDetection.order",
        R"({"loopDetection": {"consecutiveThreshold": 5, "hardCutoffThreshold": 4}})",
        "hardCutoffThresholdSpin");
    row("toolBudgets.type", R"({"toolBudgets": 5})", "toolBudgetsCombo");
    row("toolBudgets.count", "", table);
    row("toolBudgets.key.length", R"({"toolBudgets": {"": {"maxCalls": 1}}})", table);
    row("toolBudgets.key.unknownTool", R"({"toolBudgets": {"nope": {"maxCalls": 1}}})", table);
    row("toolBudgets.entry.type", R"({"toolBudgets": {"recall": 5}})", table);
    row("toolBudgets.unknownField", R"({"toolBudgets": {"recall": {"maxCalls": 1, "x": 1}}})",
        table);
    row("toolBudgets.maxCalls.required", R"({"toolBudgets": {"recall": {}}})", table);
    row("toolBudgets.maxCalls.type", R"({"toolBudgets": {"recall": {"maxCalls": "x"}}})", table);
    row("toolBudgets.maxCalls.range", R"({"toolBudgets": {"recall": {"maxCalls": 1001}}})", table);
    row("supervisor.type", R"({"supervisor": 5})", "supervisorCombo");
    row("supervisor.unknownField", R"({"supervisor": {"x": 1}})", "supervisorCombo");
    row("supervisor.interval.type", R"({"supervisor": {"interval": "x"}})",
        "supervisorIntervalSpin");
    row("supervisor.interval.range", R"({"supervisor": {"interval": 0}})",
        "supervisorIntervalSpin");
    row("supervisor.modelId.type", R"({"supervisor": {"modelId": 5}})", "supervisorModelCombo");
    row("supervisor.modelId.empty", R"({"supervisor": {"modelId": ""}})", "supervisorModelCombo");
    row("supervisor.reasoningTrigger.type", R"({"supervisor": {"reasoningTrigger": 5}})",
        "reasoningTriggerCombo");
    row("supervisor.reasoningTrigger.chars.type",
        R"({"supervisor": {"reasoningTrigger": {"chars": "x"}}})", "triggerCharsSpin");
    row("supervisor.reasoningTrigger.chars.range",
        R"({"supervisor": {"reasoningTrigger": {"chars": 50001}}})", "triggerCharsSpin");
    row("supervisor.reasoningTrigger.ms.type",
        R"({"supervisor": {"reasoningTrigger": {"ms": "x"}}})", "triggerMsSpin");
    row("supervisor.reasoningTrigger.ms.range",
        R"({"supervisor": {"reasoningTrigger": {"ms": 0}}})", "triggerMsSpin");
    row("plan.type", R"({"plan": 5})", "planCombo");
    row("plan.unknownField", R"({"plan": {"x": 1}})", "planCombo");
    row("plan.steps.type", R"({"plan": {"steps": "x"}})", "planStepsList");
    row("plan.steps.count", "", "planStepsList");
    row("plan.step.type", R"({"plan": {"steps": [5]}})", "planStepsList");
    row("plan.step.empty", R"({"plan": {"steps": [" "]}})", "planStepsList");
    row("plan.step.length", "", "planStepsList");
    row("plan.brief.type", R"({"plan": {"brief": 5}})", "planBriefEdit");
    row("plan.brief.length", "", "planBriefEdit");
    row("plan.planOnly.type", R"({"plan": {"planOnly": "yes"}})", "planOnlyCheck");
    row("metadata.type", R"({"metadata": 5})", metadata);
    row("metadata.count", "", metadata);
    row("metadata.key.pattern", R"({"metadata": {"bad key!": "v"}})", metadata);
    row("metadata.value.type", R"({"metadata": {"k": 5}})", metadata);
    row("metadata.value.length", "", metadata);
    row("metadata.size", "", metadata);
    return cases;
}

} // namespace

void TestComposerPanel::markers_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("widget");
    QTest::addColumn<int>("mode");
    for (const MarkerCase& c : markerCases())
        QTest::newRow(qPrintable(c.rule)) << c.rule << c.json << c.widget << int(c.mode);
}

void TestComposerPanel::markers()
{
    QFETCH(QString, rule);
    QFETCH(QByteArray, json);
    QFETCH(QString, widget);
    QFETCH(int, mode);

    QJsonObject spec = parse(R"({"systemPrompt": "s", "prompt": "p"})");
    if (!json.isEmpty()) {
        const QJsonObject extra = parse(json);
        for (auto it = extra.constBegin(); it != extra.constEnd(); ++it) {
            if (it->isNull())
                spec.remove(it.key());
            else
                spec.insert(it.key(), *it);
        }
    } else if (rule == "attachments.count"_L1 || rule == "attachments.inlineSize"_L1) {
        QJsonArray attachments;
        if (rule == "attachments.count"_L1) {
            for (int i = 0; i <= SpecValidator::MaxAttachments; ++i)
                attachments.append(parse(R"({"type": "input_file_url",
                                             "url": "https://example.com/a.png"})"));
        } else {
            attachments.append(QJsonObject{
                {u"type"_s, u"input_file"_s},
                {u"mimeType"_s, u"text/plain"_s},
                {u"filename"_s, u"big.txt"_s},
                {u"data"_s,
                 QString::fromLatin1(
                     QByteArray(SpecValidator::MaxInlineAttachmentBytes + 3, 'a').toBase64())}});
        }
        spec.remove(u"prompt"_s);
        spec.insert(u"messages"_s, QJsonArray{QJsonObject{{u"role"_s, u"user"_s},
                                                          {u"content"_s, u"a"_s},
                                                          {u"attachments"_s, attachments}}});
    } else if (rule == "outputSchema.size"_L1) {
        spec.insert(
            u"outputSchema"_s,
            QJsonObject{{u"schema"_s, QJsonObject{{u"description"_s, QString(40000, u'x')}}}});
    } else if (rule == "toolBudgets.count"_L1 || rule == "metadata.count"_L1 ||
               rule == "metadata.size"_L1) {
        QJsonObject entries;
        const bool budgets = rule.startsWith("toolBudgets"_L1);
        const int count = budgets                       ? SpecValidator::MaxToolBudgets + 1
                          : rule == "metadata.count"_L1 ? SpecValidator::MaxMetadataEntries + 1
                                                        : SpecValidator::MaxMetadataEntries;
        for (int i = 0; i < count; ++i) {
            if (budgets)
                entries.insert(u"hive_search_%1"_s.arg(i), QJsonObject{{u"maxCalls"_s, 1}});
            else
                entries.insert(u"key%1"_s.arg(i),
                               rule == "metadata.size"_L1 ? QString(256, u'v') : u"v"_s);
        }
        spec.insert(budgets ? u"toolBudgets"_s : u"metadata"_s, entries);
    } else if (rule == "metadata.value.length"_L1) {
        spec.insert(u"metadata"_s, QJsonObject{{u"k"_s, QString(257, u'v')}});
    } else if (rule == "plan.steps.count"_L1) {
        QJsonArray steps;
        for (int i = 0; i <= SpecValidator::PlanStepsWarningCount; ++i)
            steps.append(u"step %1"_s.arg(i));
        spec.insert(u"plan"_s, QJsonObject{{u"steps"_s, steps}});
    } else if (rule == "plan.step.length"_L1) {
        spec.insert(u"plan"_s, QJsonObject{{u"steps"_s, QJsonArray{QString(201, u's')}}});
    } else if (rule == "plan.brief.length"_L1) {
        spec.insert(u"plan"_s, QJsonObject{{u"brief"_s, QString(201, u'b')}});
    }

    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setValidationMode(SpecValidator::Mode(mode));
    panel.setSpec(spec);

    const QList<SpecIssue> issues = panel.document()->issues();
    const auto it = std::find_if(issues.cbegin(), issues.cend(),
                                 [&](const SpecIssue& issue) { return issue.rule == rule; });
    QVERIFY2(it != issues.cend(), qPrintable(rulesOf(issues).join(u", "_s)));
    const SpecIssue issue = *it;

    // The problem list has it.
    bool listed = false;
    for (int i = 0; i < panel.problemList()->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = panel.problemList()->topLevelItem(i);
        listed = listed ||
                 (item->data(ComposerPanel::SeverityColumn, ComposerPanel::PathRole).toString() ==
                      issue.path &&
                  item->text(ComposerPanel::MessageColumn) == issue.message);
    }
    QVERIFY(listed);

    if (widget == "raw"_L1) {
        QVERIFY(panel.fieldWidget(issue.path) == nullptr);
        QVERIFY(panel.revealField(issue.path));
        QCOMPARE(panel.currentPage(), int(ComposerPanel::RawTab));
        QCOMPARE(panel.rawPanel()->editor()->cursorLine() > 0, true);
        const QString line = panel.rawPanel()->editor()->textCursor().block().text();
        QVERIFY2(line.contains(u"x-custom"_s), qPrintable(line));
        return;
    }
    QWidget* expected = nullptr;
    if (widget.contains(u'/')) {
        const QStringList parts = widget.split(u'/');
        expected = child<QWidget>(&panel, parts.at(0))->findChild<QWidget*>(parts.at(1));
    } else {
        expected = child<QWidget>(&panel, widget);
    }
    QVERIFY(expected);
    QCOMPARE(panel.fieldWidget(issue.path), expected);
    const FieldMarker* marker = FieldMarker::of(expected);
    QVERIFY2(marker, qPrintable(issue.path));
    const bool isError = issue.severity == Severity::Error;
    // The worst issue on the control decides the frame.
    if (isError)
        QCOMPARE(marker->severity(), Severity::Error);
    QCOMPARE(expected->property(FieldMarker::SeverityProperty).toString(),
             marker->severity() == Severity::Error ? u"error"_s : u"warning"_s);
    QVERIFY(marker->messages().contains(issue.message));
    QVERIFY(expected->toolTip().contains(issue.message));
    QVERIFY(!marker->isHidden());
    QCOMPARE(marker->geometry(), expected->rect());
    QCOMPARE(panel.canRun(), !panel.document()->hasErrors());

    // Fixing the spec takes the marker away.
    panel.setValidationMode(SpecValidator::Mode::Run);
    panel.setSpec(parse(R"({"systemPrompt": "s", "prompt": "p"})"));
    QVERIFY(!FieldMarker::isMarked(expected));
    QVERIFY(!expected->property(FieldMarker::SeverityProperty).isValid());
}

void TestComposerPanel::markersCoverEveryRule()
{
    // Every rule of the validator that is not about tools has a marker case, except
    // the two a SpecDocument cannot produce (it always holds a JSON object).
    QStringList rows;
    const QStringList unreachable = {u"spec.json"_s, u"spec.type"_s};
    QStringList expected;
    for (const QString& rule : SpecValidator::ruleIds()) {
        if (rule.startsWith("tool"_L1) && !rule.startsWith("toolBudgets"_L1))
            continue;
        if (rule.startsWith("mcpTool"_L1) || unreachable.contains(rule))
            continue;
        expected << rule;
    }
    for (const MarkerCase& c : markerCases())
        rows << c.rule;
    expected.sort();
    rows.sort();
    QCOMPARE(rows, expected);
}

void TestComposerPanel::problemListJumps()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setSpec(parse(R"json({"systemPrompt": "s",
        "messages": [{"role": "user", "content": "a"}, {"role": "robot", "content": "b"},
                     {"role": "user", "content": "c"}],
        "supervisor": {"interval": 0}, "x-custom": true})json"));
    QTreeWidget* list = panel.problemList();
    QCOMPARE(list->topLevelItemCount(), 3);
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    // Errors first.
    QCOMPARE(list->topLevelItem(2)->text(ComposerPanel::SeverityColumn), u"Warning"_s);

    const auto activate = [&](const QString& path) {
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = list->topLevelItem(i);
            if (item->data(ComposerPanel::SeverityColumn, ComposerPanel::PathRole).toString() ==
                path) {
                list->setFocus(Qt::OtherFocusReason);
                list->setCurrentItem(item);
                QTest::keyClick(list, Qt::Key_Return);
                return true;
            }
        }
        return false;
    };
    QVERIFY(activate(u"supervisor.interval"_s));
    QCOMPARE(panel.currentPage(), int(ComposerPanel::BehaviourTab));
    auto* interval = child<QSpinBox>(&panel, u"supervisorIntervalSpin"_s);
    QTRY_COMPARE(QApplication::focusWidget(), interval);
    // Scrolled into view.
    QScrollArea* scroll = panel.behaviourPage()->scrollArea();
    const QRect visible(scroll->widget()->mapFromParent(QPoint(0, 0)), scroll->viewport()->size());
    const QRect where(interval->mapTo(scroll->widget(), QPoint(0, 0)), interval->size());
    QVERIFY(visible.intersects(where));

    // A message that is not selected: the jump selects it and focuses its role.
    MessagesEditor* messages = panel.generalPage()->messagesEditor();
    QCOMPARE(messages->currentMessage(), 2);
    QVERIFY(FieldMarker::isMarked(messages->messageList()));
    QVERIFY(!FieldMarker::isMarked(messages->roleCombo()));
    QVERIFY(activate(u"messages[1].role"_s));
    QCOMPARE(panel.currentPage(), int(ComposerPanel::GeneralTab));
    QCOMPARE(messages->currentMessage(), 1);
    QTRY_COMPARE(QApplication::focusWidget(), messages->roleCombo());
    QVERIFY(FieldMarker::isMarked(messages->roleCombo()));
    // The list still shows which message has the problem.
    QVERIFY(!messages->messageList()->item(1)->icon().isNull());
    QVERIFY(messages->messageList()->item(0)->icon().isNull());

    // An unknown field: the raw JSON at its key.
    QVERIFY(activate(u"[\"x-custom\"]"_s));
    QCOMPARE(panel.currentPage(), int(ComposerPanel::RawTab));
    QVERIFY(panel.rawPanel()->editor()->textCursor().block().text().contains(u"x-custom"_s));

    // A tool's field: the Tools page, and the tools editor is told which field.
    auto* tools = new QLabel(u"tools editor"_s);
    tools->setFocusPolicy(Qt::StrongFocus);
    panel.setToolsEditor(tools);
    QSignalSpy toolField(&panel, &ComposerPanel::toolFieldRequested);
    panel.document()->setTools(QJsonArray{parse(R"({"kind": "local", "name": "bad name"})")});
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    QVERIFY(activate(u"tools[0].name"_s));
    QCOMPARE(panel.currentPage(), int(ComposerPanel::ToolsTab));
    QCOMPARE(toolField.size(), 1);
    QCOMPARE(toolField.at(0).at(0).toString(), u"tools[0].name"_s);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(tools));
}

void TestComposerPanel::ctrlEnterRuns()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy run(&panel, &ComposerPanel::runRequested);
    QSignalSpy validity(&panel, &ComposerPanel::validityChanged);
    auto* prompt = child<QPlainTextEdit>(&panel, u"promptEdit"_s);
    prompt->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(prompt, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(run.size(), 1);
    QTest::keyClick(prompt, Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
    QCOMPARE(run.size(), 2);
    // The prompt did not get a newline from it.
    QVERIFY(!prompt->toPlainText().contains(u'\n'));

    // An error blocks the run and jumps to the field; a warning does not.
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    typeInto(child<QSpinBox>(&panel, u"maxToolTurnsSpin"_s), 500);
    QVERIFY(rulesOf(panel.document()->issues()).contains(u"budgets.maxToolTurns.high"_s));
    QVERIFY(panel.canRun());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(run.size(), 3);
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    typeInto(prompt, QString());
    QVERIFY(!panel.canRun());
    QCOMPARE(validity.size(), 1);
    QVERIFY(!child<QPushButton>(&panel, u"runButton"_s)->isEnabled());
    auto* name = child<QLineEdit>(&panel, u"nameEdit"_s);
    name->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(name, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(run.size(), 3);
    QCOMPARE(QApplication::focusWidget(), prompt); // input.required is on the prompt
    QVERIFY(child<QLabel>(&panel, u"statusLabel"_s)->text().contains(u"Fix the errors"_s));
    QTest::keyClicks(prompt, u"again"_s);
    QVERIFY(panel.canRun());
    QCOMPARE(validity.size(), 2);
    click(child<QPushButton>(&panel, u"runButton"_s));
    QCOMPARE(run.size(), 4);
}

void TestComposerPanel::tabReachesEveryControl_data()
{
    QTest::addColumn<int>("page");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("general, prompt")
        << int(ComposerPanel::GeneralTab) << SpecTemplates::byId(u"plain-prompt"_s)->json;
    QTest::newRow("general, messages")
        << int(ComposerPanel::GeneralTab)
        << QByteArray(R"({"systemPrompt": "s", "messages": [{"role": "user", "content": "a"},
                      {"role": "user", "content": "b", "attachments": [
                      {"type": "input_file_url", "url": "https://example.com/a.png"}]}]})");
    QTest::newRow("behaviour, every form open")
        << int(ComposerPanel::BehaviourTab) << everyFieldJson();
    QTest::newRow("preview") << int(ComposerPanel::PreviewTab) << everyFieldJson();
    QTest::newRow("raw") << int(ComposerPanel::RawTab) << everyFieldJson();
}

void TestComposerPanel::tabReachesEveryControl()
{
    QFETCH(int, page);
    QFETCH(QByteArray, json);
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 1400); // tall enough that no page scrolls its controls away
    panel.setConnection(QUrl(u"https://api.example"_s), u"acme"_s);
    panel.setRecentFiles({m_dir.filePath(u"a.json"_s)});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QApplication::setActiveWindow(&panel);
    panel.setSpec(parse(json));
    panel.setCurrentPage(page);
    if (page == ComposerPanel::GeneralTab) {
        // Select the first attachment so Remove is enabled too.
        AttachmentList* attachments = panel.generalPage()->messagesEditor()->attachmentList();
        attachments->selectAttachment(0);
    }
    if (page == ComposerPanel::BehaviourTab) {
        for (auto* table : panel.findChildren<QTableWidget*>())
            table->setCurrentCell(0, 0);
        child<QListWidget>(&panel, u"planStepsList"_s)->setCurrentRow(0);
    }
    auto* tabs = child<QTabWidget>(&panel, u"composerTabs"_s);
    QTabBar* tabBar = tabs->tabBar();
    tabBar->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), tabBar);

    QList<QWidget*> visited;
    for (int i = 0; i < 200; ++i) {
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        if (!visited.contains(focus))
            visited << focus;
        else if (focus == tabBar && i > 0)
            break;
        if (page == ComposerPanel::RawTab && focus == panel.rawPanel()->editor()) {
            // The JSON editor indents with Tab; Ctrl+Tab leaves it for the next page.
            QTest::keyClick(focus, Qt::Key_Tab, Qt::ControlModifier);
            QCOMPARE(panel.currentPage(), int(ComposerPanel::GeneralTab));
            return;
        }
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    QVERIFY2(page != ComposerPanel::RawTab, "Tab never reached the raw JSON editor");
    QCOMPARE(QApplication::focusWidget(), tabBar); // went all the way round

    QStringList missed;
    for (QWidget* control : focusableControls(&panel)) {
        bool reached = visited.contains(control);
        // A control reached through its focus proxy or an inner widget counts.
        for (QWidget* v : std::as_const(visited)) {
            reached = reached || control->isAncestorOf(v) || v->focusProxy() == control;
            // Radio buttons of one group are one Tab stop; the arrow keys move between them.
            const auto* radio = qobject_cast<QRadioButton*>(control);
            const auto* visitedRadio = qobject_cast<QRadioButton*>(v);
            reached = reached || (radio && visitedRadio && radio->group() &&
                                  radio->group() == visitedRadio->group());
        }
        if (!reached)
            missed << (control->objectName().isEmpty()
                           ? QString::fromLatin1(control->metaObject()->className())
                           : control->objectName());
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u", "_s)));
}

void TestComposerPanel::mnemonicsHaveBuddies()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.setSpec(parse(everyFieldJson()));
    panel.behaviourPage(); // made when first needed
    // Every label that names a control says which (buddy) and has a mnemonic.
    int labelled = 0;
    for (QLabel* label : panel.findChildren<QLabel*>()) {
        if (!label->buddy())
            continue;
        ++labelled;
        if (label->text().isEmpty())
            continue;
        const bool needsMnemonic = label->text() != u"Input:"_s && label->text() != u"Check as:"_s;
        if (needsMnemonic)
            QVERIFY2(label->text().contains(u'&'), qPrintable(label->text()));
    }
    QVERIFY(labelled >= 25);
    // Alt+letter on a label focuses its control.
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QApplication::setActiveWindow(&panel);
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    child<QLineEdit>(&panel, u"nameEdit"_s)->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(&panel, Qt::Key_Y, Qt::AltModifier);
    QTRY_COMPARE(QApplication::focusWidget(),
                 static_cast<QWidget*>(child<QPlainTextEdit>(&panel, u"systemPromptEdit"_s)));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
    QTRY_COMPARE(panel.currentPage(), int(ComposerPanel::BehaviourTab));
    // Alt+K: "Reasoning chec&k", a letter no other control of the page has.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_K, Qt::AltModifier);
    auto* trigger = child<QComboBox>(&panel, u"reasoningTriggerCombo"_s);
    QTRY_VERIFY(QApplication::focusWidget() == trigger ||
                QApplication::focusWidget()->parentWidget() == trigger);
}

void TestComposerPanel::filesAndRecent()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    QSignalSpy file(&panel, &ComposerPanel::fileChanged);
    QSignalSpy modified(&panel, &ComposerPanel::modificationChanged);
    QSignalSpy recent(&panel, &ComposerPanel::recentFilesChanged);
    panel.setCurrentPage(ComposerPanel::GeneralTab);
    typeInto(child<QLineEdit>(&panel, u"nameEdit"_s), u"saved"_s);
    QVERIFY(panel.isModified());
    QCOMPARE(modified.size(), 1);

    panel.document()->setValue(u"[\"x-custom\"]"_s, QJsonObject{{u"a"_s, 1}});
    const QString path = m_dir.filePath(u"spec.json"_s);
    QString error;
    QVERIFY2(panel.saveFile(path, &error), qPrintable(error));
    QVERIFY(!panel.isModified());
    QCOMPARE(panel.currentFile(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(file.size(), 1);
    QCOMPARE(panel.recentFiles(), QStringList{QFileInfo(path).absoluteFilePath()});
    QCOMPARE(recent.size(), 1);
    QCOMPARE(QSettings().value(u"composer/recentFiles"_s).toStringList(), panel.recentFiles());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray bytes = saved.readAll();
    QVERIFY(bytes.contains("\n  \"name\": \"saved\""));
    QCOMPARE(QJsonDocument::fromJson(bytes).object(), panel.document()->spec());

    // Another panel reads the recent list and the file, unknown fields included.
    ComposerPanel other(services.settings(), services.connection());
    QCOMPARE(other.recentFiles(), panel.recentFiles());
    QVERIFY(other.loadFile(path, &error));
    QCOMPARE(other.document()->spec(), panel.document()->spec());
    QCOMPARE(child<QLineEdit>(&other, u"nameEdit"_s)->text(), u"saved"_s);
    QVERIFY(!other.isModified());

    // Bad files say why and change nothing.
    const QString broken = m_dir.filePath(u"broken.json"_s);
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("{\n  \"name\": \"x\",\n  oops\n}");
    out.close();
    QVERIFY(!other.loadFile(broken, &error));
    QVERIFY2(error.contains(u"line 3"_s), qPrintable(error));
    QVERIFY(!other.loadFile(m_dir.filePath(u"missing.json"_s), &error));
    QCOMPARE(other.document()->spec(), panel.document()->spec());
    QCOMPARE(other.currentFile(), QFileInfo(path).absoluteFilePath());
    // Saving to a folder that does not exist fails, says why and keeps the file.
    QVERIFY(!other.saveFile(m_dir.filePath(u"no/such/dir/c.json"_s), &error));
    QVERIFY2(error.contains(u"c.json"_s), qPrintable(error));
    QCOMPARE(other.currentFile(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(other.recentFiles(), panel.recentFiles());
    // A spec that does not validate still loads: its issues are those of the new file.
    const QString invalid = m_dir.filePath(u"invalid.json"_s);
    QFile invalidOut(invalid);
    QVERIFY(invalidOut.open(QIODevice::WriteOnly));
    invalidOut.write("{\n  \"prompt\": \"x\"\n}\n");
    invalidOut.close();
    QVERIFY2(other.loadFile(invalid, &error), qPrintable(error));
    QCOMPARE(other.currentFile(), QFileInfo(invalid).absoluteFilePath());
    QVERIFY(!other.canRun()); // no systemPrompt
    QVERIFY(!other.isModified());
    QVERIFY(other.loadFile(path, &error));

    // Templates from the menu start untitled.
    QVERIFY(other.newFromTemplate(u"output-schema"_s));
    QVERIFY(other.currentFile().isEmpty());
    QVERIFY(other.document()->contains(u"outputSchema"_s));
    QVERIFY(!other.newFromTemplate(u"nope"_s));
    auto* menu = child<QToolButton>(&other, u"templateButton"_s)->menu();
    QCOMPARE(menu->actions().size(), SpecTemplates::ids().size());
    menu->findChild<QAction*>(u"template_mcp-local"_s)->trigger(); // unmodified: no question
    QCOMPARE(other.document()->value(u"tools[0].kind"_s).toString(), u"mcp_local"_s);
}

void TestComposerPanel::templateMenuEntries()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    auto* menu = child<QToolButton>(&panel, u"templateButton"_s)->menu();
    QCOMPARE(menu, child<QMenu>(&panel, u"templateMenu"_s));
    const QList<QAction*> actions = menu->actions();
    const QList<SpecTemplate> templates = SpecTemplates::all();
    QCOMPARE(actions.size(), templates.size());
    QSignalSpy file(&panel, &ComposerPanel::fileChanged);
    for (int i = 0; i < templates.size(); ++i) {
        const SpecTemplate& t = templates.at(i);
        QAction* action = actions.at(i);
        QCOMPARE(action->objectName(), u"template_"_s + t.id);
        QCOMPARE(action->text(), t.title);
        QCOMPARE(action->toolTip(), t.description);
        QCOMPARE(action->data().toString(), t.id);
        action->trigger(); // not modified: no question asked
        QCOMPARE(panel.document()->spec(), parse(t.json));
        QVERIFY2(panel.canRun(), qPrintable(t.id));
        QVERIFY(!panel.isModified());
        QVERIFY(panel.currentFile().isEmpty());
    }
    QCOMPARE(file.size(), 0); // untitled all along
    // The raw JSON tab shows the last one without an issue.
    panel.setCurrentPage(ComposerPanel::RawTab);
    QCOMPARE(panel.rawPanel()->spec(), parse(templates.constLast().json));
    QVERIFY(panel.rawPanel()->issues().isEmpty());
}

void TestComposerPanel::recentMenu()
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
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    QSignalSpy recent(&panel, &ComposerPanel::recentFilesChanged);
    panel.setRecentFiles(files + QStringList{files.first(), QString()});
    QCOMPARE(panel.recentFiles(), files.first(ComposerPanel::MaxRecentFiles)); // capped, deduped
    QCOMPARE(recent.size(), 1);
    panel.setRecentFiles(panel.recentFiles()); // the same list: no signal
    QCOMPARE(recent.size(), 1);
    auto* recentButton = child<QToolButton>(&panel, u"recentButton"_s);
    QVERIFY(recentButton->isEnabled());
    auto* menu = child<QMenu>(&panel, u"recentMenu"_s);
    QCOMPARE(menu, recentButton->menu());
    auto* third = menu->findChild<QAction*>(u"recentFile2"_s);
    QVERIFY(third);
    QCOMPARE(third->data().toString(), files.at(2));
    QCOMPARE(third->toolTip(), QDir::toNativeSeparators(files.at(2)));
    QVERIFY(third->text().contains(u"r2.json"_s));
    third->trigger(); // unmodified: no question
    QCOMPARE(panel.currentFile(), files.at(2));
    QCOMPARE(panel.document()->value(u"prompt"_s).toString(), u"2"_s);
    QVERIFY(!panel.isModified());
    QCOMPARE(panel.recentFiles().first(), files.at(2)); // moved to the front
    QCOMPARE(panel.recentFiles().size(), ComposerPanel::MaxRecentFiles);
    // A recent file that has gone away is dropped from the list when chosen, and the status
    // line says why; the spec and its file stay.
    QVERIFY(QFile::remove(files.at(0)));
    auto* gone = menu->findChild<QAction*>(u"recentFile1"_s); // files[0] is second now
    QVERIFY(gone);
    QCOMPARE(gone->data().toString(), files.at(0));
    gone->trigger();
    QVERIFY(!panel.recentFiles().contains(files.at(0)));
    QCOMPARE(panel.currentFile(), files.at(2));
    QCOMPARE(panel.document()->value(u"prompt"_s).toString(), u"2"_s);
    QVERIFY(child<QLabel>(&panel, u"statusLabel"_s)->text().contains(u"r0.json"_s));
    QCOMPARE(QSettings().value(u"composer/recentFiles"_s).toStringList(), panel.recentFiles());
    auto* clear = menu->findChild<QAction*>(u"actionClearRecentSpecs"_s);
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(panel.recentFiles().isEmpty());
    QVERIFY(!recentButton->isEnabled());
    QVERIFY(menu->actions().isEmpty());
}

void TestComposerPanel::rawTabShowsFormat()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.resize(1000, 760);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCurrentPage(ComposerPanel::RawTab);
    RawSpecEditor* raw = panel.rawPanel();
    QCOMPARE(raw->objectName(), u"rawPanel"_s);
    // Nothing of the raw tab is hidden: Format is there, and no second file or mode control.
    auto* format = child<QToolButton>(raw, u"formatButton"_s);
    QVERIFY(format->isVisible());
    QVERIFY(!raw->findChild<QMenu*>(u"templateMenu"_s));
    QVERIFY(!raw->findChild<QComboBox*>(u"validationModeCombo"_s));
    QCOMPARE(panel.findChildren<QComboBox*>(u"validationModeCombo"_s).size(), 1);
    // The composer's mode reaches the raw tab.
    panel.setValidationMode(SpecValidator::Mode::SessionMessage);
    QCOMPARE(raw->validationMode(), SpecValidator::Mode::SessionMessage);
    // Format rewrites the text; the document (and the forms) keep the same spec.
    const QJsonObject before = panel.document()->spec();
    raw->setSpecJson(QJsonDocument(before).toJson(QJsonDocument::Compact));
    QTest::mouseClick(format, Qt::LeftButton);
    QVERIFY(raw->specText().startsWith(u"{\n  "_s));
    QCOMPARE(raw->spec(), before);
    QCOMPARE(panel.document()->spec(), before);
}

void TestComposerPanel::modelPicker()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    services.connection().setModels(catalogModels(), u"platform:demo"_s);
    auto* combo = child<QComboBox>(&panel, u"modelCombo"_s);
    auto* details = child<QLabel>(&panel, u"modelDetails"_s);
    QCOMPARE(combo->count(), 5);
    // The list shows label, provider, context window and price; the line edit shows the id.
    const auto shown = [combo](int row) { return combo->model()->index(row, 0).data().toString(); };
    QVERIFY(shown(1).contains(u"(default)"_s));
    QVERIFY(shown(3).contains(u"Claude Opus 4.7 (sandbox)"_s));
    QVERIFY(shown(3).contains(u"anthropic"_s));
    QVERIFY(shown(3).contains(u"200K tokens"_s));
    QVERIFY(shown(3).contains(u"$15.00 in / $75.00 out per 1M tokens"_s));
    QVERIFY(!shown(3).contains(u"(default)"_s));
    QCOMPARE(combo->itemText(3), u"anthropic:claude-opus-4-7"_s);
    // However narrow the combo box, the open list shows each entry whole: no price is elided.
    combo->setMinimumWidth(0);
    combo->resize(160, combo->height());
    combo->showPopup();
    QAbstractItemView* list = combo->view();
    QTRY_VERIFY(list->isVisible());
    // Whatever the style does with a popup: the list itself asks for the widest entry's width.
    QVERIFY2(list->minimumWidth() >= list->sizeHintForColumn(0),
             qPrintable(u"%1 < %2"_s.arg(list->minimumWidth()).arg(list->sizeHintForColumn(0))));
    for (int row = 0; row < combo->count(); ++row) {
        const QModelIndex index = combo->model()->index(row, 0);
        const int needed = list->sizeHintForIndex(index).width();
        QVERIFY2(
            list->visualRect(index).width() >= needed,
            qPrintable(
                u"%1: %2 < %3"_s.arg(shown(row)).arg(list->visualRect(index).width()).arg(needed)));
    }
    combo->hidePopup();
    // The plain-prompt template has no modelId: the default entry, which names the default.
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(combo->currentText().isEmpty());
    QVERIFY(details->text().contains(u"Demo (sandbox)"_s));

    // The keyboard picks catalog models; the line edit shows the id.
    combo->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(combo, Qt::Key_Down);
    QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(panel.document()->value(u"modelId"_s).toString(), u"openai:gpt-5.5"_s);
    QCOMPARE(combo->currentText(), u"openai:gpt-5.5"_s);
    QVERIFY(details->text().contains(u"GPT-5.5 (sandbox)"_s));
    // Free text: a shorthand resolves, an unknown id is allowed but flagged.
    typeInto(combo->lineEdit(), u"gemini-2.5-pro"_s);
    QCOMPARE(panel.document()->value(u"modelId"_s).toString(), u"gemini-2.5-pro"_s);
    QVERIFY(details->text().contains(u"Shorthand for provider:sandbox-google:gemini-2.5-pro"_s));
    typeInto(combo->lineEdit(), u"mystery:model"_s);
    QVERIFY(details->text().contains(u"invalid_model"_s));
    QVERIFY(panel.canRun());
    // Back to the default: the field goes.
    typeInto(combo->lineEdit(), QString());
    QVERIFY(!panel.document()->contains(u"modelId"_s));
    // A catalog that arrives later keeps the chosen model.
    panel.document()->setValue(u"modelId"_s, u"anthropic:claude-opus-4-7"_s);
    const QJsonArray all = catalogModels();
    services.connection().setModels(QJsonArray{all.at(0), all.at(1)}, QString());
    QCOMPARE(combo->currentText(), u"anthropic:claude-opus-4-7"_s);
    QCOMPARE(panel.document()->value(u"modelId"_s).toString(), u"anthropic:claude-opus-4-7"_s);
}

void TestComposerPanel::reasoningSlider()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCurrentPage(ComposerPanel::BehaviourTab);
    auto* combo = child<QComboBox>(&panel, u"reasoningCombo"_s);
    auto* slider = child<QSlider>(&panel, u"reasoningSlider"_s);
    auto* text = child<QLabel>(&panel, u"reasoningText"_s);
    QCOMPARE(combo->currentIndex(), int(BehaviourPage::Reasoning::Low));
    QVERIFY(!slider->isEnabled());
    QCOMPARE(slider->value(), 30); // the name's number
    // Arrowing down to "Number" passes "high": the number starts where the name was.
    choose(combo, int(BehaviourPage::Reasoning::Number));
    QCOMPARE(panel.document()->value(u"reasoningLevel"_s), QJsonValue(80));
    QVERIFY(slider->isEnabled());
    slider->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(slider, Qt::Key_PageDown); // -10
    QTest::keyClick(slider, Qt::Key_PageDown);
    QCOMPARE(panel.document()->value(u"reasoningLevel"_s), QJsonValue(60));
    QCOMPARE(child<QSpinBox>(&panel, u"reasoningSpin"_s)->value(), 60);
    QCOMPARE(text->text(), u"60 → medium effort (like \"medium\", 50)."_s);
    QTest::keyClick(slider, Qt::Key_End);
    QCOMPARE(panel.document()->value(u"reasoningLevel"_s), QJsonValue(100));
    QVERIFY(text->text().contains(u"high effort"_s));
    choose(combo, int(BehaviourPage::Reasoning::High));
    QCOMPARE(panel.document()->value(u"reasoningLevel"_s), QJsonValue(u"high"_s));
    QCOMPARE(slider->value(), 80);
}

void TestComposerPanel::attachmentsDropUrlAndLimits()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    setChecked(child<QRadioButton>(&panel, u"messagesModeRadio"_s), true);
    // The prompt became the user message.
    QCOMPARE(panel.document()->value(u"messages"_s).toArray().size(), 1);
    QVERIFY(!panel.document()->contains(u"prompt"_s));
    QCOMPARE(panel.document()->value(u"messages[0].content"_s).toString(),
             parse(SpecTemplates::byId(u"plain-prompt"_s)->json).value("prompt"_L1).toString());

    AttachmentList* list = panel.generalPage()->messagesEditor()->attachmentList();
    auto* usage = child<QLabel>(list, u"attachmentUsage"_s);
    QCOMPARE(usage->text(), u"0 of 20 attachments · 0 bytes of 5 MB inline"_s);

    const QString pdf = m_dir.filePath(u"doc.pdf"_s);
    {
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    }
    dropFiles(list, {pdf});
    const QJsonObject added = panel.document()->value(u"messages[0].attachments[0]"_s).toObject();
    QCOMPARE(added.value("type"_L1).toString(), u"input_file"_s);
    QCOMPARE(added.value("mimeType"_L1).toString(), u"application/pdf"_s);
    QCOMPARE(added.value("filename"_L1).toString(), u"doc.pdf"_s);
    QVERIFY(usage->text().startsWith(u"1 of 20 attachments · "_s));

    // https URL through the line edit; http is refused with the reason.
    QLineEdit* url = child<QLineEdit>(list, u"attachmentUrlEdit"_s);
    typeInto(url, u"http://example.com/a.png"_s);
    QTest::keyClick(url, Qt::Key_Return);
    QVERIFY(list->statusText().contains(u"https"_s));
    QCOMPARE(panel.document()->value(u"messages[0].attachments"_s).toArray().size(), 1);
    typeInto(url, u"https://example.com/a.png"_s);
    click(child<QPushButton>(list, u"addAttachmentUrlButton"_s));
    QCOMPARE(panel.document()->value(u"messages[0].attachments[1]"_s).toObject(),
             parse(R"({"type": "input_file_url", "url": "https://example.com/a.png",
                       "mimeType": "image/png"})"));
    QVERIFY(list->statusText().isEmpty());
    QVERIFY(url->text().isEmpty());

    // A file over the inline limit is refused before it is read into the spec.
    const QString big = m_dir.filePath(u"big.bin"_s);
    {
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(SpecValidator::MaxInlineAttachmentBytes + 1));
    }
    dropFiles(list, {big});
    QVERIFY(list->statusText().contains(u"big.bin"_s));
    QCOMPARE(panel.document()->value(u"messages[0].attachments"_s).toArray().size(), 2);

    // Remove with the keyboard-reachable button.
    list->selectAttachment(0);
    click(child<QPushButton>(list, u"removeAttachmentButton"_s));
    QCOMPARE(panel.document()->value(u"messages[0].attachments"_s).toArray().size(), 1);
    list->selectAttachment(0);
    click(child<QPushButton>(list, u"removeAttachmentButton"_s));
    QVERIFY(!panel.document()->contains(u"messages[0].attachments"_s));

    // Back to prompt mode and again: the messages come back as they were.
    click(child<QPushButton>(&panel, u"addMessageButton"_s));
    typeInto(panel.generalPage()->messagesEditor()->contentEdit(), u"second"_s);
    const QJsonArray messages = panel.document()->value(u"messages"_s).toArray();
    setChecked(child<QRadioButton>(&panel, u"promptModeRadio"_s), true);
    QCOMPARE(panel.document()->value(u"prompt"_s).toString(), u"second"_s);
    QVERIFY(!panel.document()->contains(u"messages"_s));
    setChecked(child<QRadioButton>(&panel, u"messagesModeRadio"_s), true);
    QCOMPARE(panel.document()->value(u"messages"_s).toArray(), messages);
}

void TestComposerPanel::previewShowsBody()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QJsonObject spec = parse(everyFieldJson());
    panel.setSpec(spec);
    panel.setCurrentPage(ComposerPanel::PreviewTab);
    JsonEditor* preview = panel.previewEditor();
    QVERIFY(preview->isReadOnly());
    QCOMPARE(QJsonDocument::fromJson(preview->toPlainText().toUtf8()).object(), spec);
    // Live: an edit shows at once.
    panel.document()->setValue(u"name"_s, u"live"_s);
    QVERIFY(preview->toPlainText().contains(u"\"name\": \"live\""_s));
    // An error is marked in the preview too.
    panel.document()->setValue(u"reasoningLevel"_s, 500);
    QCOMPARE(preview->issues().size(), 1);
    QCOMPARE(preview->issues().constFirst().severity, Severity::Error);
    // Long attachment bytes are shortened here, and only here.
    const QString data = QString::fromLatin1(QByteArray(9000, 'z').toBase64());
    panel.document()->setValue(u"messages[3].attachments[0].data"_s, data);
    QVERIFY(!preview->toPlainText().contains(data));
    QVERIFY(preview->toPlainText().contains(u"more base64 character"_s));
    QVERIFY(child<QLabel>(&panel, u"previewNote"_s)->text().contains(u"shortened"_s));
    QCOMPARE(panel.document()->value(u"messages[3].attachments[0].data"_s).toString(), data);
}

void TestComposerPanel::copyAsCurl()
{
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    auto* button = child<QToolButton>(&panel, u"copyCurlButton"_s);
    QVERIFY(!button->isEnabled());
    QVERIFY(panel.curlCommand().isEmpty());
    panel.setConnection(QUrl(u"https://api.mantyx.example"_s), u"acme"_s);
    QVERIFY(button->isEnabled());
    QApplication::clipboard()->clear();
    click(button);
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, panel.curlCommand());
    QVERIFY(copied.startsWith(
        u"curl -sS -X POST https://api.mantyx.example/api/v1/workspaces/acme/agent-runs"_s));
    QVERIFY(copied.contains(u"Bearer $MANTYX_API_KEY"_s));
    QVERIFY(copied.contains(u"plain-prompt"_s));
    QVERIFY(child<QLabel>(&panel, u"statusLabel"_s)->text().contains(u"MANTYX_API_KEY"_s));
    // The session modes post elsewhere.
    panel.setValidationMode(SpecValidator::Mode::SessionCreate);
    QVERIFY(panel.curlCommand().contains(u"/workspaces/acme/agent-sessions \\\n"_s));
    QCOMPARE(child<QComboBox>(&panel, u"validationModeCombo"_s)->currentIndex(), 1);
    QVERIFY(!panel.canRun()); // a prompt is not allowed when creating a session
}

void TestComposerPanel::screenshots()
{
    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    TestServices services;
    ComposerPanel panel(services.settings(), services.connection());
    services.connection().setModels(catalogModels(), u"platform:demo"_s);
    panel.setConnection(QUrl(u"https://api.mantyx.example"_s), u"acme"_s);
    QJsonObject spec = parse(everyFieldJson());
    spec.insert(u"reasoningLevel"_s, 101); // one error to show a marker
    spec.insert(u"metadata"_s, QJsonObject{{u"customer"_s, u"acme"_s}, {u"bad key!"_s, u"x"_s}});
    panel.setSpec(spec);
    panel.resize(1100, 820);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QList<std::pair<int, QString>> pages = {
        {ComposerPanel::GeneralTab, u"composer-general.png"_s},
        {ComposerPanel::BehaviourTab, u"composer-behaviour.png"_s},
        {-1, u"composer-behaviour-guards.png"_s}, // the same page scrolled to the guards
        {ComposerPanel::PreviewTab, u"composer-preview.png"_s},
        {ComposerPanel::RawTab, u"composer-raw.png"_s},
    };
    for (const auto& [page, file] : pages) {
        if (page < 0) {
            panel.behaviourPage()->scrollArea()->ensureWidgetVisible(
                child<QWidget>(&panel, u"metadataGroup"_s));
        } else {
            panel.setCurrentPage(page);
        }
        QTest::qWait(20);
        const QPixmap shot = panel.grab();
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.size(), panel.size() * shot.devicePixelRatio());
        if (!dir.isEmpty())
            QVERIFY(shot.save(QDir(dir).filePath(file)));
    }
}

QTEST_MAIN(TestComposerPanel)
#include "tst_composerpanel.moc"
