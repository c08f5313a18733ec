// SPDX-License-Identifier: MIT
// LocalHandlersModel under QAbstractItemModelTester while a LocalHandlersManager changes under
// it: one row per handler with its kind, state and target; an MCP server's tools (the real
// server-everything) and an A2A peer's skills inserted and removed as the handler starts and
// stops; the approval column read from and written to the manager's policy; a reset per rebuilt
// session.
#include <memory>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "localtools/localhandlersmanager.h"
#include "localtools/localhandlersmodel.h"
#include "localtools/localtoolsession.h"
#include "peerprocess.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 30000;
using Model = LocalHandlersModel;
using Mode = ApprovalPolicy::Mode;

QString text(const QModelIndex& row, int column, int role = Qt::DisplayRole)
{
    return row.siblingAtColumn(column).data(role).toString();
}

QStringList badgeTexts(const QModelIndex& row)
{
    QStringList out;
    for (int column : {int(Model::NameColumn), int(Model::StateColumn)}) {
        for (const QVariant& b : row.siblingAtColumn(column).data(Model::BadgesRole).toList())
            out << b.toMap().value(u"text"_s).toString();
    }
    return out;
}

} // namespace

class TestLocalHandlersModel final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void emptyManager();
    void handlerRows();
    void skillsFollowTheCard();
    void approvalColumn();
    void resetWhenTheSessionIsRebuilt();
    void mcpToolsAndHints();
    void retranslateTellsTheViews();

private:
    QString writeCard(const QString& name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LocalHandlersManager> m_manager;
    std::unique_ptr<LocalHandlersModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestLocalHandlersModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // Neither settings nor a keychain: the model needs the set and the session only.
    m_manager = std::make_unique<LocalHandlersManager>(nullptr, nullptr);
    m_model = std::make_unique<LocalHandlersModel>(m_manager.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestLocalHandlersModel::cleanup()
{
    if (m_manager)
        m_manager->session()->stop();
    m_tester.reset();
    m_model.reset();
    m_manager.reset();
    m_dir.reset();
}

QString TestLocalHandlersModel::writeCard(const QString& name)
{
    const QJsonObject card{
        {"name"_L1, u"Card Agent"_s},
        {"version"_L1, u"1.2.0"_s},
        {"supportedInterfaces"_L1,
         QJsonArray{QJsonObject{{"url"_L1, u"http://127.0.0.1:9/a2a/jsonrpc"_s},
                                {"protocolBinding"_L1, u"JSONRPC"_s},
                                {"protocolVersion"_L1, u"1.0"_s}}}},
        {"skills"_L1, QJsonArray{QJsonObject{{"id"_L1, u"s1"_s},
                                             {"name"_L1, u"Summarise\u202e"_s},
                                             {"description"_L1, u"Makes it short"_s}},
                                 QJsonObject{{"id"_L1, u"s2"_s}}}}};
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write a card");
    file.write(QJsonDocument(card).toJson());
    return path;
}

void TestLocalHandlersModel::emptyManager()
{
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->columnCount(), int(Model::ColumnCount));
    QCOMPARE(m_model->headerData(Model::NameColumn, Qt::Horizontal).toString(),
             u"Handler / tool"_s);
    QVERIFY(m_model->headerData(Model::PolicyColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(u"readOnlyHint"_s));
    QVERIFY(!m_model->handlerIndex(HandlerKind::Command, u"nobody"_s).isValid());

    // A model without a manager is empty too.
    LocalHandlersModel none(nullptr);
    QAbstractItemModelTester tester(&none, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(none.rowCount(), 0);
}

void TestLocalHandlersModel::handlerRows()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {u"-n"_s}, 5000});
    set.commands.append({u"broken_tool"_s, m_dir->filePath(u"missing"_s), {}, 5000});
    m_manager->setHandlerSet(set);

    QCOMPARE(m_model->rowCount(), 3);
    const QModelIndex peer = m_model->handlerIndex(HandlerKind::A2a, u"card_agent"_s);
    const QModelIndex echo = m_model->handlerIndex(HandlerKind::Command, u"echo_tool"_s);
    const QModelIndex broken = m_model->handlerIndex(HandlerKind::Command, u"broken_tool"_s);
    QVERIFY(peer.isValid() && echo.isValid() && broken.isValid());
    QCOMPARE(text(peer, Model::NameColumn), u"card_agent"_s);
    QCOMPARE(text(peer, Model::NameColumn, Model::LeadingBadgeRole), u"A2A"_s);
    QCOMPARE(text(echo, Model::NameColumn, Model::LeadingBadgeRole), u"CMD"_s);
    QCOMPARE(peer.data(Model::KindRole).toInt(), int(HandlerKind::A2a));
    QCOMPARE(echo.data(Model::HandlerRole).toString(), u"echo_tool"_s);
    QVERIFY(echo.data(Model::ToolRole).toString().isEmpty()); // a handler row
    QCOMPARE(text(peer, Model::StateColumn), u"card not fetched"_s);
    QCOMPARE(text(echo, Model::StateColumn), u"ready"_s);
    QCOMPARE(echo.siblingAtColumn(Model::StateColumn).data(Model::HandlerStateRole).toInt(),
             int(LocalToolSession::HandlerState::Ready));
    QVERIFY2(text(broken, Model::StateColumn).startsWith(u"failed: "_s),
             qPrintable(text(broken, Model::StateColumn)));
    QCOMPARE(broken.siblingAtColumn(Model::StateColumn).data(Model::HandlerStateRole).toInt(),
             int(LocalToolSession::HandlerState::Failed));
    QVERIFY(text(echo, Model::TargetColumn).contains(u"/bin/cat"_s));
    QVERIFY(text(peer, Model::NameColumn, Qt::ToolTipRole).contains(u"a2a_local"_s));
    QVERIFY(m_model->flags(echo) & Qt::ItemIsSelectable);
    QVERIFY(!(m_model->flags(echo) & Qt::ItemIsEditable));
}

void TestLocalHandlersModel::skillsFollowTheCard()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    m_manager->setHandlerSet(set);
    const QModelIndex peer = m_model->handlerIndex(HandlerKind::A2a, u"card_agent"_s);
    QCOMPARE(m_model->rowCount(peer), 0);

    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_manager->startHandler(HandlerKind::A2a, u"card_agent"_s));
    QTRY_COMPARE(m_model->rowCount(peer), 2);
    QVERIFY(!inserted.isEmpty());
    QCOMPARE(inserted.constLast().at(0).toModelIndex(), peer);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(text(peer, Model::StateColumn), u"ready, A2A 1.0"_s);

    const QModelIndex skill = m_model->index(0, 0, peer);
    QCOMPARE(skill.parent(), peer);
    QVERIFY(!text(skill, Model::NameColumn).contains(QChar(0x202e))); // no bidi override shown
    QVERIFY(text(skill, Model::NameColumn).startsWith(u"Summarise"_s));
    QCOMPARE(text(skill, Model::TargetColumn), u"Makes it short"_s);
    QCOMPARE(badgeTexts(skill), QStringList{u"skill"_s});
    QCOMPARE(text(m_model->index(1, 0, peer), Model::NameColumn), u"s2"_s); // id without name
    QVERIFY(!(m_model->flags(skill) & Qt::ItemIsSelectable));
    QVERIFY(skill.siblingAtColumn(Model::PolicyColumn).data(Model::PolicyToolRole).isNull());
    QCOMPARE(skill.data(Model::HandlerRole).toString(), u"card_agent"_s);

    // Stopped: the card is forgotten, and its skills go.
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
    QVERIFY(m_manager->stopHandler(HandlerKind::A2a, u"card_agent"_s));
    QTRY_COMPARE(m_model->rowCount(peer), 0);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(text(peer, Model::StateColumn), u"card not fetched"_s);
}

void TestLocalHandlersModel::approvalColumn()
{
    LocalHandlerSet set;
    set.a2aPeers.append({u"card_agent"_s, {}, writeCard(u"a.json"_s), {}});
    set.commands.append({u"echo_tool"_s, u"/bin/cat"_s, {}, 5000});
    set.policy.setToolMode(u"echo_tool"_s, Mode::Always);
    m_manager->setHandlerSet(set);
    const QModelIndex echo = m_model->handlerIndex(HandlerKind::Command, u"echo_tool"_s)
                                 .siblingAtColumn(Model::PolicyColumn);
    const QModelIndex peer = m_model->handlerIndex(HandlerKind::A2a, u"card_agent"_s)
                                 .siblingAtColumn(Model::PolicyColumn);
    QCOMPARE(echo.data(Model::PolicyToolRole).toString(), u"echo_tool"_s);
    QCOMPARE(echo.data(Qt::EditRole).toInt(), int(Mode::Always));
    QCOMPARE(peer.data(Qt::EditRole).toInt(), -1); // the default
    // Read-only means something for MCP tools only.
    QCOMPARE(peer.data(Model::PolicyChoicesRole).toList(),
             (QVariantList{-1, int(Mode::Ask), int(Mode::Always)}));
    QVERIFY(m_model->flags(echo) & Qt::ItemIsEditable);

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy replaced(m_manager.get(), &LocalHandlersManager::sessionReplaced);
    QVERIFY(m_model->setData(peer, int(Mode::Always)));
    QCOMPARE(m_manager->handlerSet().policy.toolMode(u"card_agent"_s), Mode::Always);
    QCOMPARE(m_manager->session()->policy().toolMode(u"card_agent"_s), Mode::Always);
    QCOMPARE(peer.data(Qt::EditRole).toInt(), int(Mode::Always));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(replaced.size(), 0); // in place: no reset

    QVERIFY(m_model->setData(echo, -1));
    QVERIFY(!m_manager->handlerSet().policy.toolMode(u"echo_tool"_s));
    QCOMPARE(echo.data(Qt::EditRole).toInt(), -1);
    // Not a policy cell, not a mode, not the edit role: refused.
    QVERIFY(!m_model->setData(echo.siblingAtColumn(Model::NameColumn), int(Mode::Ask)));
    QVERIFY(!m_model->setData(echo, u"often"_s));
    QVERIFY(!m_model->setData(echo, 42));
    QVERIFY(!m_model->setData(echo, int(Mode::Ask), Qt::DisplayRole));

    // Read-only set on a tool without hints is offered as it is.
    m_manager->setToolPolicy(u"echo_tool"_s, Mode::ReadOnly);
    QVERIFY(echo.data(Model::PolicyChoicesRole).toList().contains(int(Mode::ReadOnly)));
}

void TestLocalHandlersModel::resetWhenTheSessionIsRebuilt()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_manager->addCommand({u"one_tool"_s, u"/bin/cat"_s, {}, 5000});
    QCOMPARE(reset.size(), 1);
    QCOMPARE(m_model->rowCount(), 1);
    m_manager->addCommand({u"two_tool"_s, u"/bin/cat"_s, {}, 5000});
    QCOMPARE(reset.size(), 2);
    QCOMPARE(m_model->rowCount(), 2);
    QVERIFY(m_manager->removeHandler(HandlerKind::Command, u"one_tool"_s));
    QCOMPARE(m_model->rowCount(), 1);
    QCOMPARE(m_model->index(0, 0).data().toString(), u"two_tool"_s);
    m_manager->setProfileKey(QString()); // another (empty) set
    QCOMPARE(m_model->rowCount(), 0);

    // The manager gone: the model is empty, not dangling.
    m_manager->addCommand({u"three_tool"_s, u"/bin/cat"_s, {}, 5000});
    QCOMPARE(m_model->rowCount(), 1);
    m_manager.reset();
    QCOMPARE(m_model->rowCount(), 0);
}

void TestLocalHandlersModel::mcpToolsAndHints()
{
    QVERIFY2(PeerProcess::missingPeers().isEmpty(), qPrintable(PeerProcess::missingPeers()));
    McpServerConfig everything;
    everything.name = u"everything"_s;
    everything.command = PeerProcess::node();
    everything.arguments = {PeerProcess::everythingScript(), u"stdio"_s};
    everything.tools.insert(u"toggle-simulated-logging"_s, {false, QString()});
    LocalHandlerSet set;
    set.mcpServers.append(everything);
    set.policy.setToolMode(u"everything_echo"_s, Mode::ReadOnly);
    m_manager->setHandlerSet(set);
    const QModelIndex server = m_model->handlerIndex(HandlerKind::Mcp, u"everything"_s);
    QCOMPARE(text(server, Model::NameColumn, Model::LeadingBadgeRole), u"MCP"_s);
    QCOMPARE(text(server, Model::StateColumn), u"stopped"_s);
    // The server's approval is per tool: none on its own row.
    QVERIFY(server.siblingAtColumn(Model::PolicyColumn).data(Model::PolicyToolRole).isNull());

    QVERIFY(m_manager->startHandler(HandlerKind::Mcp, u"everything"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_model->rowCount(server) > 5, kWaitMs);
    QTRY_VERIFY(text(server, Model::StateColumn).startsWith(u"ready, "_s));

    const QModelIndex echo =
        m_model->toolIndex(HandlerKind::Mcp, u"everything"_s, u"everything_echo"_s);
    QVERIFY(echo.isValid());
    QCOMPARE(echo.parent(), server);
    QCOMPARE(echo.data(Model::ToolRole).toString(), u"everything_echo"_s);
    QVERIFY2(badgeTexts(echo).contains(u"read-only"_s), qPrintable(badgeTexts(echo).join(u',')));
    QVERIFY(!text(echo, Model::TargetColumn).isEmpty()); // its description
    const QModelIndex echoPolicy = echo.siblingAtColumn(Model::PolicyColumn);
    QCOMPARE(echoPolicy.data(Model::PolicyToolRole).toString(), u"everything_echo"_s);
    QCOMPARE(echoPolicy.data(Qt::EditRole).toInt(), int(Mode::ReadOnly));
    QCOMPARE(echoPolicy.data(Model::PolicyChoicesRole).toList(),
             (QVariantList{-1, int(Mode::Ask), int(Mode::Always), int(Mode::ReadOnly)}));

    const QModelIndex sum =
        m_model->toolIndex(HandlerKind::Mcp, u"everything"_s, u"everything_get_sum"_s);
    QVERIFY(sum.isValid());
    QVERIFY2(badgeTexts(sum).contains(u"server: get-sum"_s),
             qPrintable(badgeTexts(sum).join(u',')));

    const QModelIndex omitted =
        m_model->toolIndex(HandlerKind::Mcp, u"everything"_s, u"toggle-simulated-logging"_s);
    QVERIFY(omitted.isValid());
    QVERIFY(omitted.data(Model::MutedRole).toBool());
    QVERIFY(badgeTexts(omitted).contains(u"left out"_s));
    QVERIFY(omitted.siblingAtColumn(Model::PolicyColumn).data(Model::PolicyToolRole).isNull());
    QVERIFY(text(omitted, Model::PolicyColumn, Qt::ToolTipRole).contains(u"Left out"_s));
    QVERIFY(!m_model->setData(omitted.siblingAtColumn(Model::PolicyColumn), int(Mode::Always)));

    // A tool's approval through the model reaches the dispatcher.
    QVERIFY(m_model->setData(sum.siblingAtColumn(Model::PolicyColumn), int(Mode::Always)));
    QCOMPARE(m_manager->session()->dispatcher()->policy().toolMode(u"everything_get_sum"_s),
             Mode::Always);

    // Stopped, the tools stay listed from the last run.
    const int tools = m_model->rowCount(server);
    QVERIFY(m_manager->stopHandler(HandlerKind::Mcp, u"everything"_s));
    QCOMPARE(text(server, Model::StateColumn), u"stopped"_s);
    QCOMPARE(m_model->rowCount(server), tools);
}

void TestLocalHandlersModel::retranslateTellsTheViews()
{
    m_manager->addCommand({u"one_tool"_s, u"/bin/cat"_s, {}, 5000});
    QSignalSpy header(m_model.get(), &QAbstractItemModel::headerDataChanged);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->retranslate();
    QCOMPARE(header.size(), 1);
    QCOMPARE(header.constFirst().at(1).toInt(), 0);
    QCOMPARE(header.constFirst().at(2).toInt(), int(Model::ColumnCount) - 1);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(text(m_model->index(0, 0), Model::StateColumn), u"ready"_s);
}

QTEST_GUILESS_MAIN(TestLocalHandlersModel)
#include "tst_localhandlersmodel.moc"
