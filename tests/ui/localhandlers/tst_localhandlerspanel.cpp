// SPDX-License-Identifier: MIT
// LocalHandlersPanel offscreen against real peers: server-everything (stdio) added through the
// dialog, started, its tools listed with their badges, a tool's policy changed (the session's
// dispatcher and the saved settings follow, the secret variable stays out of the settings file),
// its log window live (initialize, tools/list, stderr), stopped; the @a2a-js/sdk test agent's
// card fetched by Test; a command tool run by Test; invalid dialog input; and a screenshot.
#include <memory>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include "localhandlers/handlerlogdialog.h"
#include "localhandlers/localhandlerdialog.h"
#include "localhandlers/localhandlerspanel.h"
#include "localtools/a2aclient.h"
#include "localtools/localhandlersmanager.h"
#include "localtools/mcpclient.h"
#include "peerprocess.h"
#include "secrets/secretstore.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

// Before QApplication and QtKeychain: no keychain answers, nothing reaches a real keyring.
const bool kNoSessionBus = [] {
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/mantyx-tst-localhandlerspanel");
    return true;
}();

constexpr int kWaitMs = 30000;
const QString kSecret = u"hush-4471"_s;

// The dialog the panel has open (a closed one may linger until deleted).
LocalHandlerDialog* openDialog(QWidget& panel)
{
    for (LocalHandlerDialog* d : panel.findChildren<LocalHandlerDialog*>()) {
        if (d->isVisible())
            return d;
    }
    return nullptr;
}

template <typename T> T* child(QWidget* parent, const QString& name)
{
    T* found = parent->findChild<T*>(name);
    if (!found)
        qWarning("no child %s", qPrintable(name));
    return found;
}

QStringList trafficSummaries(HandlerLogDialog* log)
{
    QStringList out;
    const auto* view = log->findChild<QTreeWidget*>(u"trafficView"_s);
    for (int i = 0; view && i < view->topLevelItemCount(); ++i)
        out << view->topLevelItem(i)->text(2);
    return out;
}

// A handler's row (column 0) in the view's model.
QModelIndex handlerRow(QTreeView* tree, int row)
{
    return tree->model()->index(row, 0);
}

// What a cell of the view shows.
QString cellText(const QModelIndex& row, int column)
{
    return row.siblingAtColumn(column).data().toString();
}

QModelIndex toolItem(QTreeView* tree, const QString& handler, const QString& tool)
{
    const QAbstractItemModel* model = tree->model();
    for (int i = 0; i < model->rowCount(); ++i) {
        const QModelIndex top = model->index(i, 0);
        if (top.data().toString() != handler)
            continue;
        for (int c = 0; c < model->rowCount(top); ++c) {
            if (model->index(c, 0, top).data().toString() == tool)
                return model->index(c, 0, top);
        }
    }
    return {};
}

// The badges of a row: after its name (where the name came from) and in the state column (the
// tool's MCP hints).
QStringList badgeTexts(const QModelIndex& item)
{
    QStringList out;
    for (int column : {0, 1}) {
        for (const QVariant& b : item.siblingAtColumn(column).data(Qt::UserRole + 4).toList())
            out << b.toMap().value(u"text"_s).toString();
    }
    return out;
}

// Types into the cell's open editor (the Add button opens one on the new row's name; else the
// cell is opened for editing as F2 would) and commits it with Return.
void typeIntoCell(QTableWidget* table, int row, int column, const QString& text)
{
    auto* editor = table->viewport()->findChild<QLineEdit*>();
    if (!editor || !editor->isVisible()) {
        table->setCurrentCell(row, column);
        table->editItem(table->item(row, column));
        editor = nullptr;
        for (QLineEdit* e : table->viewport()->findChildren<QLineEdit*>()) {
            if (e->isVisible())
                editor = e;
        }
    }
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(table->item(row, column)->text(), text); // the delegate commits queued
}

} // namespace

class TestLocalHandlersPanel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void emptyPanel();
    void mcpServerThroughTheDialog();
    void a2aPeerTestFetchesItsCard();
    void commandToolTestRunsIt();
    void invalidDialogInput_data();
    void invalidDialogInput();
    void duplicateNameInThePanel();
    void screenshot();

private:
    void makePanel();
    void addCommandThroughDialog(const QString& name, const QString& program,
                                 const QString& arguments);

    QString m_node;
    PeerProcess m_agent;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<SecretStore> m_store;
    std::unique_ptr<LocalHandlersManager> m_manager;
    std::unique_ptr<LocalHandlersPanel> m_panel;
};

void TestLocalHandlersPanel::initTestCase()
{
    QVERIFY(kNoSessionBus);
    QVERIFY2(PeerProcess::missingPeers().isEmpty(), qPrintable(PeerProcess::missingPeers()));
    m_node = PeerProcess::node();
    QString error;
    QVERIFY2(m_agent.startA2aAgent({}, &error), qPrintable(error));
}

void TestLocalHandlersPanel::cleanupTestCase()
{
    m_agent.stop();
}

void TestLocalHandlersPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_store = std::make_unique<SecretStore>();
    m_store->setPlaintextFallbackEnabled(true);
    m_store->setPlaintextFallbackPath(m_dir->filePath(u"secrets.json"_s));
    makePanel();
}

void TestLocalHandlersPanel::makePanel()
{
    m_manager = std::make_unique<LocalHandlersManager>(m_settings.get(), m_store.get());
    m_panel = std::make_unique<LocalHandlersPanel>();
    m_panel->setManager(m_manager.get());
    m_panel->setProfileKey(u"profile-a"_s);
    QCOMPARE(m_manager->profileKey(), u"profile-a"_s);
    m_panel->resize(760, 520);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestLocalHandlersPanel::cleanup()
{
    if (m_panel)
        m_panel->session()->stop();
    m_panel.reset();
    m_manager.reset();
    m_store.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestLocalHandlersPanel::emptyPanel()
{
    QVERIFY(child<QLabel>(m_panel.get(), u"emptyLabel"_s)->isVisible());
    QVERIFY(!child<QTreeView>(m_panel.get(), u"handlerTree"_s)->isVisible());
    for (const QString& name : {u"editAction"_s, u"removeAction"_s, u"startAction"_s,
                                u"stopAction"_s, u"testAction"_s, u"logAction"_s})
        QVERIFY2(!child<QAction>(m_panel.get(), name)->isEnabled(), qPrintable(name));
    QVERIFY(m_panel->session()->isEmpty());
    QVERIFY(!m_panel->openLog(u"nobody"_s));
}

void TestLocalHandlersPanel::mcpServerThroughTheDialog()
{
    QSignalSpy replaced(m_panel.get(), &LocalHandlersPanel::sessionReplaced);
    child<QAction>(m_panel.get(), u"addMcpAction"_s)->trigger();
    LocalHandlerDialog* dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    auto* ok = child<QPushButton>(dialog, u"okButton"_s);
    QVERIFY(!ok->isEnabled()); // nothing typed yet
    QTest::keyClicks(child<QLineEdit>(dialog, u"nameEdit"_s), u"everything"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, u"commandEdit"_s), m_node);
    QTest::keyClicks(child<QLineEdit>(dialog, u"argumentsEdit"_s),
                     PeerProcess::everythingScript() + u" stdio"_s);
    auto* environment = child<QTableWidget>(dialog, u"environmentTable"_s);
    QTest::mouseClick(child<QPushButton>(dialog, u"environmentAddButton"_s), Qt::LeftButton);
    QCOMPARE(environment->rowCount(), 1);
    typeIntoCell(environment, 0, 0, u"MANTYX_TEST_SECRET"_s);
    typeIntoCell(environment, 0, 1, kSecret);
    environment->item(0, 2)->setCheckState(Qt::Checked);
    // The prefix an empty field stands for is the server's name, as the SDKs name tools.
    QVERIFY(child<QCheckBox>(dialog, u"prefixCheck"_s)->isChecked());
    QCOMPARE(child<QLineEdit>(dialog, u"prefixEdit"_s)->placeholderText(), u"everything_"_s);
    QVERIFY2(ok->isEnabled(), qPrintable(dialog->problems().join(u'\n')));
    QTest::mouseClick(ok, Qt::LeftButton);

    QTRY_COMPARE(m_panel->handlerSet().mcpServers.size(), 1);
    const McpServerConfig config = m_panel->handlerSet().mcpServers.constFirst();
    QCOMPARE(config.name, u"everything"_s);
    QCOMPARE(config.arguments, (QStringList{PeerProcess::everythingScript(), u"stdio"_s}));
    QCOMPARE(config.environment.value(u"MANTYX_TEST_SECRET"_s), kSecret);
    QCOMPARE(config.secretEnvironment, QStringList{u"MANTYX_TEST_SECRET"_s});
    QVERIFY(config.prefixToolNames);
    QVERIFY(config.toolPrefix.isEmpty());
    QCOMPARE(replaced.size(), 1);
    QCOMPARE(replaced.constFirst().constFirst().value<LocalToolSession*>(), m_panel->session());

    auto* tree = child<QTreeView>(m_panel.get(), u"handlerTree"_s);
    QVERIFY(tree->isVisible());
    QCOMPARE(tree->model()->rowCount(), 1);
    QModelIndex top = handlerRow(tree, 0);
    QCOMPARE(cellText(top, 0), u"everything"_s);
    QCOMPARE(top.data(Qt::UserRole + 3).toString(), u"MCP"_s);
    QCOMPARE(cellText(top, 1), u"stopped"_s);
    QVERIFY(cellText(top, 3).contains(u"server-everything"_s));

    // Start → ready, its tools listed as children.
    QVERIFY(m_panel->selectHandler(HandlerKind::Mcp, u"everything"_s));
    auto* start = child<QAction>(m_panel.get(), u"startAction"_s);
    auto* stop = child<QAction>(m_panel.get(), u"stopAction"_s);
    QVERIFY(start->isEnabled());
    QVERIFY(!stop->isEnabled());
    start->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->session()->handler(HandlerKind::Mcp, u"everything"_s)->state,
                              LocalToolSession::HandlerState::Ready, kWaitMs);
    McpClient* client = m_panel->session()->mcpClient(u"everything"_s);
    QCOMPARE(client->config().environment.value(u"MANTYX_TEST_SECRET"_s), kSecret);
    top = handlerRow(tree, 0);
    const int toolCount = int(client->resolution().modelNames().size());
    QVERIFY(toolCount > 5);
    QTRY_COMPARE(tree->model()->rowCount(top), int(client->tools().size()));
    // (English plurals come from "%n tool(s)" with no English translation loaded.)
    QVERIFY2(cellText(top, 1).startsWith(u"ready, %1 tool"_s.arg(toolCount)),
             qPrintable(cellText(top, 1)));
    QVERIFY(!start->isEnabled());
    QVERIFY(stop->isEnabled());
    // Named as the official SDKs name them: <server>_<tool>.
    const QModelIndex echo = toolItem(tree, u"everything"_s, u"everything_echo"_s);
    QVERIFY(echo.isValid());
    QVERIFY2(badgeTexts(echo).contains(u"read-only"_s), qPrintable(badgeTexts(echo).join(u',')));
    const QModelIndex sum = toolItem(tree, u"everything"_s, u"everything_get_sum"_s);
    QVERIFY(sum.isValid());
    QVERIFY2(badgeTexts(sum).contains(u"server: get-sum"_s),
             qPrintable(badgeTexts(sum).join(u',')));

    // A tool's policy: the dispatcher follows at once, and it is saved.
    auto* combo = tree->findChild<QComboBox*>(u"policyCombo:everything_echo"_s);
    QVERIFY(combo);
    QCOMPARE(combo->currentData().toInt(), -1); // the default
    QVERIFY(combo->currentText().contains(u"Ask"_s));
    QTest::keyClick(combo, Qt::Key_Down); // Ask
    QTest::keyClick(combo, Qt::Key_Down); // Always
    QCOMPARE(combo->currentData().toInt(), int(ApprovalPolicy::Mode::Always));
    QCOMPARE(m_panel->session()->dispatcher()->policy().toolMode(u"everything_echo"_s),
             ApprovalPolicy::Mode::Always);
    QCOMPARE(m_panel->handlerSet().policy.toolMode(u"everything_echo"_s),
             ApprovalPolicy::Mode::Always);
    QSettings reread(m_settings->fileName(), QSettings::IniFormat);
    QCOMPARE(LocalHandlerSet::load(reread, u"profile-a"_s, nullptr)
                 .policy.toolMode(u"everything_echo"_s),
             ApprovalPolicy::Mode::Always);
    // … and the secret variable is not in the settings file, but comes back from the store.
    QFile ini(m_settings->fileName());
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray iniText = ini.readAll();
    QVERIFY(iniText.contains("MANTYX_TEST_SECRET"));
    QVERIFY2(!iniText.contains(kSecret.toUtf8()), iniText.constData());
    std::optional<LocalHandlerSet> complete;
    QObject context;
    LocalHandlerSet::load(
        reread, u"profile-a"_s, m_store.get(), &context,
        [&](const LocalHandlerSet& s, const SecretStore::Result&) { complete = s; });
    QTRY_VERIFY(complete.has_value());
    QCOMPARE(complete->mcpServers.at(0).environment.value(u"MANTYX_TEST_SECRET"_s), kSecret);

    // The log window: the JSON-RPC exchange and the server's stderr, live.
    HandlerLogDialog* log = m_panel->openLog(u"everything"_s);
    QVERIFY(log);
    QVERIFY(log->isVisible());
    QCOMPARE(m_panel->openLog(u"everything"_s), log); // raised, not a second one
    const QStringList rows = trafficSummaries(log);
    QVERIFY2(rows.filter(u"initialize #"_s).size() == 1, qPrintable(rows.join(u'\n')));
    QVERIFY2(!rows.filter(u"tools/list #"_s).isEmpty(), qPrintable(rows.join(u'\n')));
    QVERIFY2(!rows.filter(u"notifications/initialized"_s).isEmpty(), qPrintable(rows.join(u'\n')));
    QVERIFY2(!rows.filter(u"← initialize"_s).isEmpty(), qPrintable(rows.join(u'\n')));
    auto* serverLog = child<QPlainTextEdit>(log, u"serverLogView"_s);
    QTRY_VERIFY2(serverLog->toPlainText().contains(u"Starting default (STDIO) server"_s),
                 qPrintable(serverLog->toPlainText()));
    QVERIFY(log->selectRequest(1));
    QVERIFY(child<QPlainTextEdit>(log, u"messageView"_s)
                ->toPlainText()
                .contains(u"\"method\": \"initialize\""_s));
    QVERIFY(child<QPlainTextEdit>(log, u"partnerView"_s)->toPlainText().contains(u"serverInfo"_s));
    const int before = log->trafficRowCount();
    client->refreshTools();
    QTRY_VERIFY(log->trafficRowCount() >= before + 2);
    QVERIFY(trafficSummaries(log).constLast().contains(u"tools"_s));
    QTest::mouseClick(child<QPushButton>(log, u"clearButton"_s), Qt::LeftButton);
    QCOMPARE(log->trafficRowCount(), 0);

    // Stop → stopped; the tools stay listed from the last run.
    QVERIFY(m_panel->selectHandler(HandlerKind::Mcp, u"everything"_s));
    stop->trigger();
    QCOMPARE(m_panel->session()->handler(HandlerKind::Mcp, u"everything"_s)->state,
             LocalToolSession::HandlerState::Stopped);
    QCOMPARE(cellText(handlerRow(tree, 0), 1), u"stopped"_s);
    QVERIFY(start->isEnabled());
    QVERIFY(!stop->isEnabled());

    // Test starts it again and reports what it found.
    QSignalSpy tested(m_panel.get(), &LocalHandlersPanel::testFinished);
    child<QAction>(m_panel.get(), u"testAction"_s)->trigger();
    QVERIFY(tested.wait(kWaitMs));
    QVERIFY(tested.constFirst().at(2).toBool());
    const QString report = tested.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"Everything Reference Server 2.0.0"_s), qPrintable(report));
    QVERIFY2(report.contains(u"everything_get_sum (get-sum)"_s), qPrintable(report));
    QCOMPARE(child<QPlainTextEdit>(m_panel.get(), u"testOutput"_s)->toPlainText(), report);
    // The log window followed the restart.
    QTRY_VERIFY(trafficSummaries(log).filter(u"initialize #"_s).size() == 1);

    // Back in the same profile later: the set, its policy and (from the store) its secret.
    m_panel->session()->stop();
    m_panel->setProfileKey(u"profile-b"_s);
    QVERIFY(m_panel->handlerSet().isEmpty());
    m_panel->setProfileKey(u"profile-a"_s);
    QCOMPARE(m_panel->handlerSet().mcpServers.size(), 1);
    QCOMPARE(m_panel->handlerSet().policy.toolMode(u"everything_echo"_s),
             ApprovalPolicy::Mode::Always);
    QTRY_COMPARE(m_panel->handlerSet().mcpServers.at(0).environment.value(u"MANTYX_TEST_SECRET"_s),
                 kSecret);
    QCOMPARE(m_panel->session()
                 ->mcpClient(u"everything"_s)
                 ->config()
                 .environment.value(u"MANTYX_TEST_SECRET"_s),
             kSecret);
}

void TestLocalHandlersPanel::a2aPeerTestFetchesItsCard()
{
    child<QAction>(m_panel.get(), u"addA2aAction"_s)->trigger();
    LocalHandlerDialog* dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    QVERIFY(child<QRadioButton>(dialog, u"urlRadio"_s)->isChecked());
    QTest::keyClicks(child<QLineEdit>(dialog, u"nameEdit"_s), u"helper"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, u"urlEdit"_s), m_agent.url().toString());
    auto* ok = child<QPushButton>(dialog, u"okButton"_s);
    QVERIFY2(ok->isEnabled(), qPrintable(dialog->problems().join(u'\n')));
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_COMPARE(m_panel->handlerSet().a2aPeers.size(), 1);
    QCOMPARE(m_panel->handlerSet().a2aPeers.at(0).cardUrl, m_agent.url());

    auto* tree = child<QTreeView>(m_panel.get(), u"handlerTree"_s);
    QCOMPARE(cellText(handlerRow(tree, 0), 1), u"card not fetched"_s);
    QCOMPARE(handlerRow(tree, 0).data(Qt::UserRole + 3).toString(), u"A2A"_s);
    // The tool's policy sits on the peer's own row (it is one tool).
    QVERIFY(tree->findChild<QComboBox*>(u"policyCombo:helper"_s));

    QVERIFY(m_panel->selectHandler(HandlerKind::A2a, u"helper"_s));
    HandlerLogDialog* log = m_panel->openLog(HandlerKind::A2a, u"helper"_s);
    QVERIFY(log);
    QSignalSpy tested(m_panel.get(), &LocalHandlersPanel::testFinished);
    child<QAction>(m_panel.get(), u"testAction"_s)->trigger();
    QVERIFY(!child<QAction>(m_panel.get(), u"testAction"_s)->isEnabled()); // while it runs
    QVERIFY(tested.wait(kWaitMs));
    QCOMPARE(tested.constFirst().at(0).value<HandlerKind>(), HandlerKind::A2a);
    QVERIFY(tested.constFirst().at(2).toBool());
    const QString report = tested.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"MANTYX test agent"_s), qPrintable(report));
    QVERIFY2(report.contains(u"A2A 1.0"_s), qPrintable(report));
    QVERIFY2(report.contains(u"Echo"_s), qPrintable(report));
    const QModelIndex top = handlerRow(tree, 0);
    QCOMPARE(cellText(top, 1), u"ready, A2A 1.0"_s);
    QVERIFY(tree->model()->rowCount(top) >= 1); // its skills
    QVERIFY(!trafficSummaries(log).filter(u"GET"_s).isEmpty());
    QVERIFY(!trafficSummaries(log).filter(u"agent card"_s).isEmpty());

    // A peer that is not there: Test says why, in words.
    LocalHandlerSet set = m_panel->handlerSet();
    set.a2aPeers.append({u"absent"_s, QUrl(u"http://127.0.0.1:9"_s), {}, {}});
    m_panel->setHandlerSet(set);
    tested.clear();
    QVERIFY(m_panel->testHandler(HandlerKind::A2a, u"absent"_s));
    QVERIFY(tested.wait(kWaitMs));
    QVERIFY(!tested.constFirst().at(2).toBool());
    QVERIFY2(tested.constFirst().at(3).toString().contains(u"could not be read"_s),
             qPrintable(tested.constFirst().at(3).toString()));
    QVERIFY(cellText(handlerRow(tree, 1), 1).startsWith(u"failed: "_s));
}

void TestLocalHandlersPanel::addCommandThroughDialog(const QString& name, const QString& program,
                                                     const QString& arguments)
{
    child<QAction>(m_panel.get(), u"addCommandAction"_s)->trigger();
    LocalHandlerDialog* dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    QTest::keyClicks(child<QLineEdit>(dialog, u"nameEdit"_s), name);
    QTest::keyClicks(child<QLineEdit>(dialog, u"programEdit"_s), program);
    QTest::keyClicks(child<QLineEdit>(dialog, u"argumentsEdit"_s), arguments);
    auto* ok = child<QPushButton>(dialog, u"okButton"_s);
    QVERIFY2(ok->isEnabled(), qPrintable(dialog->problems().join(u'\n')));
    QTest::mouseClick(ok, Qt::LeftButton);
}

void TestLocalHandlersPanel::commandToolTestRunsIt()
{
    addCommandThroughDialog(u"shout"_s, u"/bin/sh"_s, u"-c \"cat; echo oops >&2\""_s);
    if (QTest::currentTestFailed())
        return;
    QTRY_COMPARE(m_panel->handlerSet().commands.size(), 1);
    QCOMPARE(m_panel->handlerSet().commands.at(0).arguments,
             (QStringList{u"-c"_s, u"cat; echo oops >&2"_s}));
    auto* tree = child<QTreeView>(m_panel.get(), u"handlerTree"_s);
    QCOMPARE(cellText(handlerRow(tree, 0), 1), u"ready"_s);
    QCOMPARE(handlerRow(tree, 0).data(Qt::UserRole + 3).toString(), u"CMD"_s);
    QVERIFY(m_panel->selectHandler(HandlerKind::Command, u"shout"_s));
    QVERIFY(!child<QAction>(m_panel.get(), u"startAction"_s)->isEnabled());
    QVERIFY(!child<QAction>(m_panel.get(), u"stopAction"_s)->isEnabled());

    auto* args = child<QLineEdit>(m_panel.get(), u"testArgsEdit"_s);
    auto* argsMessage = child<QLabel>(m_panel.get(), u"testArgsMessage"_s);
    auto* test = child<QAction>(m_panel.get(), u"testAction"_s);
    QVERIFY(args->isVisible());
    QTest::keyClicks(args, u"[1]"_s);
    QVERIFY(!test->isEnabled());
    QVERIFY(argsMessage->isVisible());
    QVERIFY(argsMessage->text().contains(u"JSON object"_s));
    args->clear();
    QTest::keyClicks(args, u"{\"x\": 1}"_s);
    QVERIFY(test->isEnabled());
    QVERIFY(!argsMessage->isVisible());

    HandlerLogDialog* log = m_panel->openLog(u"shout"_s);
    QVERIFY(log);
    QSignalSpy tested(m_panel.get(), &LocalHandlersPanel::testFinished);
    test->trigger();
    QVERIFY(tested.wait(kWaitMs));
    QVERIFY(tested.constFirst().at(2).toBool());
    const QString report = tested.constFirst().at(3).toString();
    QVERIFY2(report.contains(u"exit code 0"_s), qPrintable(report));
    QVERIFY2(report.contains(u"{\"x\":1}"_s), qPrintable(report));
    QVERIFY2(report.contains(u"oops"_s), qPrintable(report));
    QTRY_COMPARE(log->trafficRowCount(), 1);
    QVERIFY(child<QPlainTextEdit>(log, u"serverLogView"_s)->toPlainText().contains(u"oops"_s));

    // A failing command: the test says what a call would get.
    LocalHandlerSet set = m_panel->handlerSet();
    set.commands.append({u"fails"_s, u"/bin/sh"_s, {u"-c"_s, u"echo broken >&2; exit 3"_s}, 5000});
    m_panel->setHandlerSet(set);
    QVERIFY(m_panel->selectHandler(HandlerKind::Command, u"fails"_s));
    tested.clear();
    QVERIFY(m_panel->testHandler(HandlerKind::Command, u"fails"_s));
    QVERIFY(tested.wait(kWaitMs));
    QVERIFY(!tested.constFirst().at(2).toBool());
    QVERIFY2(tested.constFirst().at(3).toString().contains(u"exit code 3"_s),
             qPrintable(tested.constFirst().at(3).toString()));
    QVERIFY(tested.constFirst().at(3).toString().contains(u"broken"_s));
}

void TestLocalHandlersPanel::invalidDialogInput_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("fixField");
    QTest::addColumn<QString>("fixValue");

    const int mcp = int(HandlerKind::Mcp);
    const int a2a = int(HandlerKind::A2a);
    const int command = int(HandlerKind::Command);
    QTest::newRow("mcp: empty name") << mcp << u"nameEdit"_s << QString() << u"nameMessage"_s
                                     << u"Enter a name"_s << u"nameEdit"_s << u"srv"_s;
    QTest::newRow("mcp: name taken") << mcp << u"nameEdit"_s << u"taken"_s << u"nameMessage"_s
                                     << u"already called \"taken\""_s << u"nameEdit"_s << u"srv"_s;
    QTest::newRow("mcp: missing program")
        << mcp << u"commandEdit"_s << u"/nonexistent/server"_s << u"commandMessage"_s
        << u"no executable file"_s << u"commandEdit"_s << u"/bin/cat"_s;
    QTest::newRow("mcp: program not on PATH")
        << mcp << u"commandEdit"_s << u"no-such-mcp-server-xyz"_s << u"commandMessage"_s
        << u"not found on PATH"_s << u"commandEdit"_s << u"cat"_s;
    QTest::newRow("mcp: unclosed quote")
        << mcp << u"argumentsEdit"_s << u"\"open"_s << u"argumentsMessage"_s
        << u"quote is not closed"_s << u"argumentsEdit"_s << u"\"closed\""_s;
    QTest::newRow("mcp: bad url") << mcp << u"urlEdit"_s << u"ftp://example.com/mcp"_s
                                  << u"urlMessage"_s << u"http:// or https://"_s << u"urlEdit"_s
                                  << u"http://127.0.0.1:3001/mcp"_s;
    QTest::newRow("a2a: bad tool name") << a2a << u"nameEdit"_s << u"bad name"_s << u"nameMessage"_s
                                        << u"letters, digits"_s << u"nameEdit"_s << u"good_name"_s;
    QTest::newRow("a2a: tool name taken")
        << a2a << u"nameEdit"_s << u"taken_tool"_s << u"nameMessage"_s << u"already answers"_s
        << u"nameEdit"_s << u"free_tool"_s;
    QTest::newRow("a2a: bad url") << a2a << u"urlEdit"_s << u"http://"_s << u"urlMessage"_s
                                  << u"names no host"_s << u"urlEdit"_s
                                  << u"http://127.0.0.1:4000"_s;
    QTest::newRow("a2a: missing card file")
        << a2a << u"cardFileEdit"_s << u"/nonexistent/card.json"_s << u"cardFileMessage"_s
        << u"There is no file"_s << u"urlEdit"_s << u"http://127.0.0.1:4000"_s;
    QTest::newRow("command: empty program")
        << command << u"programEdit"_s << QString() << u"programMessage"_s << u"Enter the program"_s
        << u"programEdit"_s << u"/bin/cat"_s;
    QTest::newRow("command: missing program")
        << command << u"programEdit"_s << u"/nonexistent/tool"_s << u"programMessage"_s
        << u"no executable file"_s << u"programEdit"_s << u"/bin/cat"_s;
    QTest::newRow("command: bad tool name")
        << command << u"nameEdit"_s << u"a-b"_s << u"nameMessage"_s << u"letters, digits"_s
        << u"nameEdit"_s << u"a_b"_s;
}

void TestLocalHandlersPanel::invalidDialogInput()
{
    QFETCH(int, kind);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QFETCH(QString, fixField);
    QFETCH(QString, fixValue);

    LocalHandlerDialog dialog{HandlerKind(kind)};
    dialog.setTakenNames({u"taken"_s}, {u"taken_tool"_s});
    dialog.show();
    // Start from something valid, so the one bad field is what keeps Ok disabled.
    switch (HandlerKind(kind)) {
    case HandlerKind::Mcp: {
        McpServerConfig config;
        config.name = u"srv"_s;
        config.command = u"/bin/cat"_s;
        dialog.setMcpServer(config);
    }
        if (field == u"urlEdit"_s)
            child<QComboBox>(&dialog, u"transportCombo"_s)->setCurrentIndex(1);
        break;
    case HandlerKind::A2a:
        dialog.setA2aPeer({u"peer"_s, QUrl(u"http://127.0.0.1:4000"_s), {}, {}});
        if (field == u"cardFileEdit"_s)
            child<QRadioButton>(&dialog, u"fileRadio"_s)->setChecked(true);
        break;
    default:
        dialog.setCommand({u"tool"_s, u"/bin/cat"_s, {}, 1000});
        break;
    }
    auto* ok = child<QPushButton>(&dialog, u"okButton"_s);
    const bool startsInvalid = (field == u"urlEdit"_s && HandlerKind(kind) == HandlerKind::Mcp) ||
                               field == u"cardFileEdit"_s; // a new transport or source, empty
    if (!startsInvalid)
        QVERIFY2(ok->isEnabled(), qPrintable(dialog.problems().join(u'\n')));

    auto* edit = child<QLineEdit>(&dialog, field);
    edit->clear();
    QTest::keyClicks(edit, value);
    auto* label = child<QLabel>(&dialog, message);
    QVERIFY(!ok->isEnabled());
    QVERIFY(label->isVisibleTo(&dialog));
    QVERIFY2(label->text().contains(expected), qPrintable(label->text()));
    QVERIFY(ok->toolTip().contains(label->text().section(u'\n', 0, 0)));

    // Fixed: the message goes and Ok comes back.
    if (fixField == u"urlEdit"_s && HandlerKind(kind) == HandlerKind::A2a)
        child<QRadioButton>(&dialog, u"urlRadio"_s)->setChecked(true);
    auto* fix = child<QLineEdit>(&dialog, fixField);
    fix->clear();
    QTest::keyClicks(fix, fixValue);
    QVERIFY2(ok->isEnabled(), qPrintable(dialog.problems().join(u'\n')));
    QVERIFY(!label->isVisibleTo(&dialog));
}

void TestLocalHandlersPanel::duplicateNameInThePanel()
{
    LocalHandlerSet set;
    set.commands.append({u"lookup"_s, u"/bin/cat"_s, {}, 1000});
    m_panel->setHandlerSet(set);
    child<QAction>(m_panel.get(), u"addA2aAction"_s)->trigger();
    LocalHandlerDialog* dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    QTest::keyClicks(child<QLineEdit>(dialog, u"nameEdit"_s), u"lookup"_s);
    QTest::keyClicks(child<QLineEdit>(dialog, u"urlEdit"_s), m_agent.url().toString());
    QVERIFY(!child<QPushButton>(dialog, u"okButton"_s)->isEnabled());
    QVERIFY(child<QLabel>(dialog, u"nameMessage"_s)->text().contains(u"already answers"_s));
    dialog->reject();

    // Editing a handler does not count its own name as taken.
    QVERIFY(m_panel->selectHandler(HandlerKind::Command, u"lookup"_s));
    child<QAction>(m_panel.get(), u"editAction"_s)->trigger();
    dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    QCOMPARE(child<QLineEdit>(dialog, u"nameEdit"_s)->text(), u"lookup"_s);
    QVERIFY(child<QPushButton>(dialog, u"okButton"_s)->isEnabled());
    auto* timeout = child<QLineEdit>(dialog, u"argumentsEdit"_s);
    QTest::keyClicks(timeout, u"-n"_s);
    QTest::mouseClick(child<QPushButton>(dialog, u"okButton"_s), Qt::LeftButton);
    QTRY_COMPARE(m_panel->handlerSet().commands.at(0).arguments, QStringList{u"-n"_s});
}

void TestLocalHandlersPanel::screenshot()
{
    LocalHandlerSet set;
    McpServerConfig everything;
    everything.name = u"everything"_s;
    everything.command = m_node;
    everything.arguments = {PeerProcess::everythingScript(), u"stdio"_s};
    everything.tools.insert(u"toggle-simulated-logging"_s, {false, QString()});
    set.mcpServers.append(everything);
    set.a2aPeers.append({u"helper"_s, m_agent.url(), {}, {}});
    set.commands.append({u"lookup_order"_s, u"/bin/cat"_s, {}, 10000});
    set.commands.append({u"broken_tool"_s, m_dir->filePath(u"missing"_s), {}, 10000});
    set.policy.setToolMode(u"everything_echo"_s, ApprovalPolicy::Mode::ReadOnly);
    set.policy.setToolMode(u"lookup_order"_s, ApprovalPolicy::Mode::Always);
    m_panel->setHandlerSet(set);
    QSignalSpy ready(m_panel->session(), &LocalToolSession::ready);
    QVERIFY(!m_panel->ensureStarted());
    QVERIFY(ready.wait(kWaitMs));
    QVERIFY(m_panel->ensureStarted());
    QVERIFY(m_panel->session()->prepareSpec(QJsonObject{{"prompt"_L1, u"Go."_s}}).ok());
    QVERIFY(m_panel->selectHandler(HandlerKind::Mcp, u"everything"_s));
    QSignalSpy tested(m_panel.get(), &LocalHandlersPanel::testFinished);
    QVERIFY(m_panel->testHandler(HandlerKind::Mcp, u"everything"_s));
    QVERIFY(!tested.isEmpty()); // ready already: reported at once
    auto* tree = child<QTreeView>(m_panel.get(), u"handlerTree"_s);
    const QModelIndex omitted = toolItem(tree, u"everything"_s, u"toggle-simulated-logging"_s);
    QVERIFY(omitted.isValid());
    QVERIFY(badgeTexts(omitted).contains(u"left out"_s));
    QVERIFY(!tree->indexWidget(omitted.siblingAtColumn(2)));
    // … while a tool the model sees has its combo.
    QVERIFY(tree->indexWidget(
        toolItem(tree, u"everything"_s, u"everything_echo"_s).siblingAtColumn(2)));
    // The session's policy is the set's.
    QCOMPARE(m_panel->session()->dispatcher()->policy(), set.policy);

    const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    m_panel->resize(820, 700);
    QTest::qWait(50);
    QVERIFY(m_panel->grab().save(QDir(dir).filePath(u"local-handlers.png"_s)));
    HandlerLogDialog* log = m_panel->openLog(u"everything"_s);
    QVERIFY(log);
    log->selectRequest(2);
    QTest::qWait(50);
    QVERIFY(log->grab().save(QDir(dir).filePath(u"local-handler-log.png"_s)));
    log->close();
    QVERIFY(m_panel->selectHandler(HandlerKind::Mcp, u"everything"_s));
    child<QAction>(m_panel.get(), u"editAction"_s)->trigger();
    LocalHandlerDialog* dialog = openDialog(*m_panel);
    QVERIFY(dialog);
    auto* prefix = child<QLineEdit>(dialog, u"prefixEdit"_s);
    QTest::keyClicks(prefix, u"ev_"_s);
    QTest::qWait(50);
    QVERIFY(dialog->grab().save(QDir(dir).filePath(u"local-handler-dialog.png"_s)));
    dialog->reject();
}

QTEST_MAIN(TestLocalHandlersPanel)
#include "tst_localhandlerspanel.moc"
