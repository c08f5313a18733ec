// SPDX-License-Identifier: MIT
// Tests the pending-call queue: one card per call in the right section, kind badge and arguments,
// the countdown (and its red last 30 s), the answer dialog building the ToolAnswer the panel
// emits (JSON checked live, files attached, or an error), reject with the default or a given
// reason, Send again for a failed POST with 404/409 explained, the Approve slot for local handlers.
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>

#include "calls/answerdialog.h"
#include "calls/pendingcallspanel.h"
#include "run/pendingcallsmodel.h"
#include "run/runtimeline.h"
#include "timelinefixtures.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestPendingCallsPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ToolAnswer>(); }
    void init();
    void cleanup();
    void cardsPerCall();
    void countdown_data();
    void countdown();
    void countdownWithoutDeadline();
    void answerDialogBuildsAResult();
    void answerDialogBuildsAnError();
    void answerButtonOpensTheDialog();
    void answerDialogFromTheKeyboard();
    void rejectSendsTheReason_data();
    void rejectSendsTheReason();
    void failedPostOffersSendAgain();
    void finalRejectionIsExplained();
    void approveSlot();
    void jumpToTheRow();

private:
    // A child of a call's card; the test stops when there is none.
    template <class T> T* child(const QString& toolUseId, const QString& name) const
    {
        QWidget* card = m_panel->cardFor(toolUseId);
        T* found = card ? card->findChild<T*>(name) : nullptr;
        if (!found)
            qFatal("no %s in the card of %s", qPrintable(name), qPrintable(toolUseId));
        return found;
    }
    QLabel* label(const QString& toolUseId, const QString& name) const
    {
        return child<QLabel>(toolUseId, name);
    }
    QWidget* card(const QString& toolUseId) const
    {
        QWidget* found = m_panel->cardFor(toolUseId);
        if (!found)
            qFatal("no card for %s", qPrintable(toolUseId));
        return found;
    }

    RunTimeline* m_timeline = nullptr;
    PendingCallsPanel* m_panel = nullptr;
    qint64 m_now = 1'700'000'000'000;
};

void TestPendingCallsPanel::init()
{
    m_now = 1'700'000'000'000;
    m_timeline = new RunTimeline;
    m_timeline->appendEvents(timelinetest::fullRun());
    m_panel = new PendingCallsPanel;
    m_panel->setClock([this] { return m_now; });
    m_panel->setTimeline(m_timeline);
    m_panel->resize(420, 700);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void TestPendingCallsPanel::cleanup()
{
    delete m_panel;
    delete m_timeline;
    m_panel = nullptr;
    m_timeline = nullptr;
}

void TestPendingCallsPanel::cardsPerCall()
{
    // tu_x (local) and tu_y (a2a_local) wait; tu_z (mcp_local) was answered and echoed.
    QCOMPARE(m_panel->pendingCardCount(), 2);
    QCOMPARE(m_panel->resolvedCardCount(), 1);
    QVERIFY(m_panel->cardFor(u"tu_x"_s));
    QCOMPARE(card(u"tu_x"_s)->objectName(), u"callCard_tu_x"_s);
    QCOMPARE(label(u"tu_x"_s, u"kindBadge"_s)->text(), u"local"_s);
    QCOMPARE(label(u"tu_y"_s, u"kindBadge"_s)->text(), u"a2a_local"_s);
    QCOMPARE(label(u"tu_z"_s, u"kindBadge"_s)->text(), u"mcp_local"_s);
    QCOMPARE(label(u"tu_x"_s, u"callName"_s)->text(), u"compute_total"_s);
    auto* args = child<QTextEdit>(u"tu_y"_s, u"argsView"_s);
    QVERIFY(args);
    QVERIFY(args->toPlainText().contains(u"When does PTO reset?"_s));
    QVERIFY(args->isVisible());
    QVERIFY(label(u"tu_x"_s, u"stateLabel"_s)->text().contains(u"pending"_s));

    auto* header = m_panel->findChild<QLabel*>(u"pendingCountLabel"_s);
    // (English plurals come from "%n call(s)" with no English translation loaded.)
    QVERIFY(header->text().startsWith(u"2 call"_s));
    QVERIFY(header->text().endsWith(u"waiting for an answer"_s));

    // The answered call sits in the folded section.
    auto* toggle = m_panel->findChild<QToolButton*>(u"resolvedToggle"_s);
    QVERIFY(toggle->isVisible());
    QVERIFY(toggle->text().contains(u"(1)"_s));
    QVERIFY(!card(u"tu_z"_s)->isVisible());
    toggle->click();
    QVERIFY(m_panel->resolvedShown());
    QVERIFY(card(u"tu_z"_s)->isVisible());
    QVERIFY(!child<QPushButton>(u"tu_z"_s, u"answerButton"_s)->isVisible());
    // Its arguments are folded, and can be opened.
    auto* zArgs = child<QTextEdit>(u"tu_z"_s, u"argsView"_s);
    QVERIFY(!zArgs->isVisible());
    child<QToolButton>(u"tu_z"_s, u"argsToggle"_s)->click();
    QVERIFY(zArgs->isVisible());

    // Answering tu_y moves its card.
    m_timeline->updateCall(u"tu_y"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QCOMPARE(m_panel->pendingCardCount(), 1);
    QCOMPARE(m_panel->resolvedCardCount(), 2);
    QVERIFY(header->text().startsWith(u"1 call"_s));
}

void TestPendingCallsPanel::countdown_data()
{
    QTest::addColumn<qint64>("left");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("red");
    QTest::newRow("full") << qint64(5 * 60 * 1000) << u"5:00 left"_s << false;
    QTest::newRow("one second gone") << qint64(299'000) << u"4:59 left"_s << false;
    QTest::newRow("a minute") << qint64(61'500) << u"1:02 left"_s << false;
    QTest::newRow("under 30 s") << qint64(29'000) << u"0:29 left"_s << true;
    QTest::newRow("last ms") << qint64(1) << u"0:01 left"_s << true;
    QTest::newRow("over") << qint64(0) << u"timed out"_s << true;
    QTest::newRow("long over") << qint64(-60'000) << u"timed out"_s << true;
}

void TestPendingCallsPanel::countdown()
{
    QFETCH(qint64, left);
    QFETCH(QString, text);
    QFETCH(bool, red);
    QCOMPARE(PendingCallsPanel::countdownText(left), text);

    // On the card, from the call's deadline and the clock.
    m_timeline->setCallDeadline(u"tu_x"_s, m_now + 300'000);
    m_now += 300'000 - left;
    m_panel->setClock([this] { return m_now; });
    QLabel* countdown = label(u"tu_x"_s, u"countdownLabel"_s);
    QCOMPARE(countdown->text(), text);
    QCOMPARE(
        countdown->styleSheet().contains(toneColour(Tone::Failure, countdown->palette()).name()),
        red);
}

void TestPendingCallsPanel::countdownWithoutDeadline()
{
    // No deadline from the run: the default 5 minutes from when the card appeared, marked "≈".
    QLabel* countdown = label(u"tu_y"_s, u"countdownLabel"_s);
    QCOMPARE(countdown->text(), u"≈ 5:00 left"_s);
    m_now += 60'000;
    m_panel->setClock([this] { return m_now; });
    QCOMPARE(countdown->text(), u"≈ 4:00 left"_s);
    // The 1 s ticker runs while something counts down, with the real clock too.
    m_panel->setClock({});
    QTRY_VERIFY_WITH_TIMEOUT(
        countdown->text() == u"timed out"_s || countdown->text().contains(u"left"_s), 2000);
}

void TestPendingCallsPanel::answerDialogBuildsAResult()
{
    QSignalSpy answered(m_panel, &PendingCallsPanel::answerRequested);
    AnswerDialog* dialog = m_panel->openAnswerDialog(u"tu_x"_s);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->toolUseId(), u"tu_x"_s);
    QVERIFY(dialog->findChild<QPlainTextEdit*>(u"answerArgumentsView"_s)
                ->toPlainText()
                .contains(u"USD"_s));
    auto* send = dialog->findChild<QPushButton*>(u"sendButton"_s);
    auto* json = dialog->findChild<QCheckBox*>(u"jsonCheck"_s);
    auto* editor = dialog->findChild<QPlainTextEdit*>(u"resultEdit"_s);
    QVERIFY(send && json && editor);

    // JSON mode: a broken document blocks Send and is marked where it breaks.
    json->setChecked(true);
    editor->setFocus();
    QTest::keyClicks(editor, u"{\"total\": 42,"_s);
    QVERIFY(!dialog->jsonError().isEmpty());
    QVERIFY(dialog->jsonError().startsWith(u"line 1"_s));
    QVERIFY(!send->isEnabled());
    QCOMPARE(dialog->jsonErrorMarks(), 1);
    QTest::keyClicks(editor, u" \"currency\": \"USD\"}"_s);
    QVERIFY(dialog->jsonError().isEmpty());
    QVERIFY(send->isEnabled());
    QCOMPARE(dialog->jsonErrorMarks(), 0);
    QVERIFY(dialog->prettyPrint());
    QVERIFY(dialog->resultText().contains(u"\n"_s));
    const QString resultText = dialog->resultText();

    // A scalar is JSON too.
    AnswerDialog scalar;
    scalar.setJsonMode(true);
    scalar.setResultText(u"42"_s);
    QVERIFY(scalar.isAnswerValid());
    scalar.setResultText(u"forty-two"_s);
    QVERIFY(!scalar.isAnswerValid());
    scalar.setJsonMode(false);
    QVERIFY(scalar.isAnswerValid()); // plain text is anything

    // A file: name, MIME type from the content, size shown.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"notes.txt"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hello file\n");
    }
    QString error;
    QVERIFY(dialog->addFile(path, &error));
    QVERIFY(!dialog->addFile(dir.filePath(u"missing.bin"_s), &error));
    QVERIFY(!error.isEmpty());
    auto* files = dialog->findChild<QListWidget*>(u"filesList"_s);
    QCOMPARE(files->count(), 1);
    QVERIFY(files->item(0)->text().contains(u"notes.txt"_s));
    QVERIFY(files->item(0)->text().contains(u"text/plain"_s));
    QVERIFY(files->item(0)->text().contains(u"11 bytes"_s));

    send->click();
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.first().at(0).toString(), u"tu_x"_s);
    const auto answer = answered.first().at(1).value<ToolAnswer>();
    QVERIFY(answer.result.has_value());
    QCOMPARE(*answer.result, resultText);
    QVERIFY(!answer.error.has_value());
    QCOMPARE(answer.files.size(), 1);
    QCOMPARE(answer.files.first().filename, u"notes.txt"_s);
    QCOMPARE(answer.files.first().mimeType, u"text/plain"_s);
    QCOMPARE(answer.files.first().data, QByteArray("hello file\n"));
    const QJsonObject body = answer.toJson(u"tu_x"_s);
    QCOMPARE(QJsonDocument::fromJson(body.value("result"_L1).toString().toUtf8())
                 .object()
                 .value("total"_L1)
                 .toInt(),
             42);
}

void TestPendingCallsPanel::answerDialogBuildsAnError()
{
    QSignalSpy answered(m_panel, &PendingCallsPanel::answerRequested);
    AnswerDialog* dialog = m_panel->openAnswerDialog(u"tu_y"_s);
    QVERIFY(dialog);
    dialog->findChild<QRadioButton*>(u"errorModeRadio"_s)->click();
    QCOMPARE(dialog->mode(), AnswerDialog::Mode::Error);
    auto* send = dialog->findChild<QPushButton*>(u"sendButton"_s);
    QVERIFY(!send->isEnabled()); // an error needs a message
    QTest::keyClicks(dialog->findChild<QLineEdit*>(u"errorEdit"_s), u"HR system is down"_s);
    QVERIFY(send->isEnabled());
    send->click();
    QCOMPARE(answered.count(), 1);
    const auto answer = answered.first().at(1).value<ToolAnswer>();
    QVERIFY(!answer.result.has_value());
    QCOMPARE(answer.error.value_or(QString()), u"HR system is down"_s);

    // Cancel sends nothing.
    AnswerDialog* again = m_panel->openAnswerDialog(u"tu_y"_s);
    again->findChild<QPushButton*>(u"cancelButton"_s)->click();
    QCOMPARE(answered.count(), 1);
    QVERIFY(!m_panel->openAnswerDialog(u"tu_nobody"_s));
}

void TestPendingCallsPanel::answerButtonOpensTheDialog()
{
    auto* button = child<QPushButton>(u"tu_x"_s, u"answerButton"_s);
    QVERIFY(button && button->isEnabled());
    button->click();
    auto* dialog = m_panel->findChild<AnswerDialog*>(u"answerDialog"_s);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->toolUseId(), u"tu_x"_s);
    dialog->reject();
}

void TestPendingCallsPanel::answerDialogFromTheKeyboard()
{
    // The keyboard starts in the result text; Enter is a new line there, Ctrl+Enter sends (not
    // while the JSON does not parse).
    QSignalSpy answered(m_panel, &PendingCallsPanel::answerRequested);
    AnswerDialog* dialog = m_panel->openAnswerDialog(u"tu_x"_s);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QApplication::setActiveWindow(dialog);
    auto* editor = dialog->findChild<QPlainTextEdit*>(u"resultEdit"_s);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(editor));
    dialog->setJsonMode(true);
    QTest::keyClicks(editor, u"{\"total\":"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(dialog->isVisible()); // the JSON does not parse yet
    QCOMPARE(answered.size(), 0);
    QTest::keyClicks(editor, u" 42}"_s);
    QCOMPARE(dialog->resultText(), u"{\"total\":\n 42}"_s); // Enter was a new line
    QTest::keyClick(editor, Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
    QTRY_COMPARE(answered.size(), 1);
    QCOMPARE(answered.at(0).at(0).toString(), u"tu_x"_s);
    QCOMPARE(answered.at(0).at(1).value<ToolAnswer>().result.value_or(QString()),
             u"{\"total\":\n 42}"_s);

    // Ctrl+Return from the error message sends the error.
    AnswerDialog* again = m_panel->openAnswerDialog(u"tu_y"_s);
    QVERIFY(QTest::qWaitForWindowExposed(again));
    QApplication::setActiveWindow(again);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E, Qt::AltModifier);
    QTRY_COMPARE(again->mode(), AnswerDialog::Mode::Error);
    auto* error = again->findChild<QLineEdit*>(u"errorEdit"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(error));
    QTest::keyClicks(error, u"No such order"_s);
    QTest::keyClick(error, Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE(answered.size(), 2);
    QCOMPARE(answered.at(1).at(1).value<ToolAnswer>().error.value_or(QString()),
             u"No such order"_s);
}

void TestPendingCallsPanel::rejectSendsTheReason_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("default") << QString() << u"Rejected by the user"_s;
    QTest::newRow("own words") << u"Not on a Friday"_s << u"Not on a Friday"_s;
    QTest::newRow("blank") << u"   "_s << u"Rejected by the user"_s;
}

void TestPendingCallsPanel::rejectSendsTheReason()
{
    QFETCH(QString, typed);
    QFETCH(QString, reason);
    QSignalSpy rejected(m_panel, &PendingCallsPanel::rejectRequested);
    child<QPushButton>(u"tu_x"_s, u"rejectButton"_s)->click();
    auto* dialog = m_panel->findChild<QInputDialog*>(u"rejectDialog"_s);
    QVERIFY(dialog);
    QCOMPARE(dialog->textValue(), u"Rejected by the user"_s);
    if (!typed.isNull())
        dialog->setTextValue(typed);
    dialog->accept();
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.first().at(0).toString(), u"tu_x"_s);
    QCOMPARE(rejected.first().at(1).toString(), reason);
}

void TestPendingCallsPanel::failedPostOffersSendAgain()
{
    auto* resend = child<QPushButton>(u"tu_x"_s, u"resendButton"_s);
    QVERIFY(resend && !resend->isVisible());
    m_timeline->updateCall(u"tu_x"_s, LocalCallState::Sending, u"sending…"_s);
    QVERIFY(!resend->isVisible());
    QVERIFY(!child<QPushButton>(u"tu_x"_s, u"answerButton"_s)->isEnabled());

    m_timeline->updateCall(u"tu_x"_s, LocalCallState::Failed,
                           u"failed — the server answered 503 five times"_s, 503,
                           u"{\"result\": \"42 USD\"}"_s);
    QVERIFY(resend->isVisible());
    QVERIFY(label(u"tu_x"_s, u"stateLabel"_s)->text().contains(u"503"_s));
    QVERIFY(label(u"tu_x"_s, u"answerLabel"_s)->text().contains(u"42 USD"_s));
    QCOMPARE(m_panel->pendingCardCount(), 2); // not final: still in the queue
    QSignalSpy resendSpy(m_panel, &PendingCallsPanel::resendRequested);
    resend->click();
    QCOMPARE(resendSpy.count(), 1);
    QCOMPARE(resendSpy.first().at(0).toString(), u"tu_x"_s);

    // A new answer may replace the failed one: the dialog starts from the kept answer.
    QVERIFY(child<QPushButton>(u"tu_x"_s, u"answerButton"_s)->isEnabled());
    AnswerDialog* dialog = m_panel->openAnswerDialog(u"tu_x"_s);
    QCOMPARE(dialog->resultText(), u"42 USD"_s);
    dialog->reject();

    m_timeline->updateCall(u"tu_x"_s, LocalCallState::Answered, u"answered (204)"_s, 204);
    QVERIFY(!resend->isVisible());
}

void TestPendingCallsPanel::finalRejectionIsExplained()
{
    m_timeline->updateCall(u"tu_x"_s, LocalCallState::Rejected,
                           u"rejected — the run had already ended"_s, 409);
    QLabel* explanation = label(u"tu_x"_s, u"httpExplanationLabel"_s);
    QVERIFY(explanation->text().contains(u"already ended"_s));
    QVERIFY(!explanation->isHidden());
    QCOMPARE(m_panel->resolvedCardCount(), 2);
    QVERIFY(!child<QPushButton>(u"tu_x"_s, u"resendButton"_s)->isVisible());
    QVERIFY(PendingCallsPanel::httpExplanation(404).contains(u"404"_s));
    QVERIFY(PendingCallsPanel::httpExplanation(500).isEmpty());
}

void TestPendingCallsPanel::approveSlot()
{
    auto* approve = child<QToolButton>(u"tu_x"_s, u"approveButton"_s);
    QVERIFY(approve);
    QVERIFY(approve->isHidden());
    m_panel->setApproveAvailable(u"tu_x"_s, true, u"Runs compute_total through MCP server fs"_s);
    QVERIFY(!approve->isHidden());
    QCOMPARE(approve->toolTip(), u"Runs compute_total through MCP server fs"_s);
    QSignalSpy approved(m_panel, &PendingCallsPanel::approveRequested);
    approve->click();
    QCOMPARE(approved.count(), 1);
    QCOMPARE(approved.first().at(0).toString(), u"tu_x"_s);
    m_panel->setApproveAvailable(u"tu_x"_s, false);
    QVERIFY(approve->isHidden());
    // Set ahead of its call: applied when the card appears.
    m_panel->setApproveAvailable(u"tu_later"_s, true, u"later"_s);
    timelinetest::RunBuilder b(100);
    b.add(u"local_tool_call"_s, QJsonObject{{"toolUseId"_L1, u"tu_later"_s},
                                            {"name"_L1, u"compute_total"_s},
                                            {"args"_L1, QJsonObject{}},
                                            {"kind"_L1, u"local"_s}});
    m_timeline->appendEvents(b.take());
    QVERIFY(!child<QToolButton>(u"tu_later"_s, u"approveButton"_s)->isHidden());
}

void TestPendingCallsPanel::jumpToTheRow()
{
    QSignalSpy jump(m_panel, &PendingCallsPanel::jumpRequested);
    child<QToolButton>(u"tu_y"_s, u"jumpButton"_s)->click();
    QCOMPARE(jump.count(), 1);
    QCOMPARE(jump.first().at(0).toInt(), m_timeline->call(m_timeline->callIndex(u"tu_y"_s)).row);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestPendingCallsPanel)
#include "tst_pendingcallspanel.moc"
