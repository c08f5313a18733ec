// SPDX-License-Identifier: MIT
// CallAnswerer: how mantyx-run answers a run's local tool calls, in this order — the --answers
// book, or the answers a capture recorded (--answers-from: a call without one is rejected, and
// counted for the exit code); the call's handler, when --auto-approve lets it run (the launcher
// offers it the call); otherwise the terminal, one typed line per call (an empty line runs the
// handler, '!' starts an error answer), or with --no-input an error answer saying why nobody
// answered. It says on stderr what the handlers did.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QObject>
#include <QQueue>
#include <QSet>
#include <QString>

#include "mantyx-run/terminal.h"
#include "protocol/runevent.h"
#include "protocol/toolanswer.h"
#include "run/answerbook.h"

namespace mantyx {
class LocalToolSession;
class RunController;
struct DispatchAssessment;
struct DispatchResult;
} // namespace mantyx

namespace mantyx::cli {

class CallAnswerer final : public QObject
{
    // The texts keep the translation context they had as a part of RunCommand.
    Q_DECLARE_TR_FUNCTIONS(RunCommand)

public:
    struct Options
    {
        AnswerBook answers; // --answers or --answers-from; empty: none
        // --answers-from: the capture (as given) the book's recorded answers came from. A call
        // it has no answer for is rejected with an error answer and counted, never asked.
        QString recordedFrom;
        bool interactive = true;                // false: --no-input, the terminal is never asked
        LocalToolSession* localTools = nullptr; // --mcp, --a2a, --command: handlers for the calls
    };

    explicit CallAnswerer(Options options, QObject* parent = nullptr);

    // The run whose calls are answered (not owned; it must outlive the answerer).
    void setRun(RunController* run);

    // Answers `call` when it is still pending: from the book, by leaving it to a handler the
    // policy lets run, by asking the terminal, or with an error answer. Called for each call of
    // a batch before the launcher offers the batch to the handlers.
    void answer(const LocalToolCallEvent& call);
    // --answers-from: the calls that had no recorded answer.
    int unrecordedCount() const { return m_unrecorded; }

private:
    // Why no handler answers `call`, and what the spec declares, so a name the server spelt
    // otherwise than declared is told apart from a tool nobody configured.
    QString noAnswerReason(const LocalToolCallEvent& call,
                           const std::optional<DispatchAssessment>& assessment) const;
    void askTerminal(const LocalToolCallEvent& call,
                     const std::optional<DispatchAssessment>& assessment);
    void answerWaitingCalls();
    void submit(const QString& toolUseId, const ToolAnswer& answer);
    static void onHandlerFinished(const DispatchResult& result, bool posted, const QString& why);

    Options m_options;
    RunController* m_run = nullptr; // a child of the launcher, which outlives the answerer
    StdinLines m_stdin;
    QQueue<QString> m_waiting; // toolUseIds waiting for a line from the terminal
    QSet<QString> m_runnable;  // the waiting calls that have a handler an empty line runs
    QQueue<QString> m_lines;
    int m_unrecorded = 0;
};

} // namespace mantyx::cli
