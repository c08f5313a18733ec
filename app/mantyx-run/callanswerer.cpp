// SPDX-License-Identifier: MIT
#include "mantyx-run/callanswerer.h"

#include <QJsonArray>
#include <QList>
#include <QStringList>
#include <QTimer>

#include "client/toolresultsender.h"
#include "jsonschema/schemavalidator.h"
#include "localtools/dispatcher.h"
#include "localtools/localtoolsession.h"
#include "protocol/displaytext.h"
#include "protocol/toolref.h"
#include "run/eventtext.h"
#include "run/runcontroller.h"
#include "run/runsource.h"

using namespace Qt::StringLiterals;

namespace mantyx::cli {

CallAnswerer::CallAnswerer(Options options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    m_stdin.onLine = [this](const QString& line) {
        m_lines.enqueue(line);
        answerWaitingCalls();
    };
    m_stdin.onEnd = [this] { answerWaitingCalls(); };
    if (LocalToolSession* tools = m_options.localTools) {
        connect(tools, &LocalToolSession::callStarted, this,
                [](const QString& toolUseId, const QString& description) {
                    note(tr("running the handler for %1: %2").arg(toolUseId, description));
                });
        connect(tools, &LocalToolSession::callFinished, this, &CallAnswerer::onHandlerFinished);
        connect(tools, &LocalToolSession::noteRaised, this,
                [](const QString& text) { note(text); });
    }
}

void CallAnswerer::setRun(RunController* run)
{
    m_run = run;
}

void CallAnswerer::answer(const LocalToolCallEvent& call)
{
    const ToolResultSender* sender = m_run ? m_run->sender() : nullptr;
    if (!sender || sender->state(call.toolUseId) != ToolResultSender::State::Pending)
        return;
    if (const std::optional<AnswerBook::Found> prepared = m_options.answers.lookup(call)) {
        if (prepared->recorded)
            note(tr("%1 (%2) answered from %3 (recorded)")
                     .arg(call.name, call.toolUseId, m_options.recordedFrom));
        submit(call.toolUseId, prepared->answer);
        return;
    }
    if (!m_options.recordedFrom.isEmpty()) {
        // A regression check: nobody is asked; the run goes on with an error answer, and the
        // exit code says that the record did not cover the run.
        ++m_unrecorded;
        const QString args = AnswerBook::canonicalJson(call.args);
        printErr(tr("No recorded answer in %1 for %2 (%3) with args %4; it gets an error answer.")
                     .arg(m_options.recordedFrom, call.name, call.toolUseId,
                          displaytext::elided(args, 300)));
        submit(call.toolUseId,
               ToolAnswer::failure(tr("mantyx-run --answers-from %1 has no recorded answer for %2 "
                                      "with these arguments.")
                                       .arg(m_options.recordedFrom, call.name)));
        return;
    }
    // A handler the policy lets run answers it (the launcher offers it the call once this
    // batch is printed); otherwise the user decides.
    std::optional<DispatchAssessment> assessment;
    if (m_options.localTools) {
        assessment = m_options.localTools->dispatcher()->assess(call);
        if (assessment->decision.autoRun) {
            note(tr("%1 (%2) approved by --auto-approve: %3")
                     .arg(call.name, call.toolUseId, assessment->decision.reason));
            return;
        }
    }
    if (m_options.interactive) {
        askTerminal(call, assessment);
        return;
    }
    if (assessment && assessment->canRun()) {
        QString message = tr("mantyx-run did not run the handler of %1 without approval: "
                             "%2")
                              .arg(call.name, assessment->decision.reason);
        if (!assessment->argumentViolations.isEmpty())
            message += u'\n' + SchemaValidator::describe(assessment->argumentViolations);
        submit(call.toolUseId, ToolAnswer::failure(message));
    } else {
        const QString message = tr("mantyx-run has no answer for %1: %2")
                                    .arg(call.name, noAnswerReason(call, assessment));
        note(message);
        submit(call.toolUseId, ToolAnswer::failure(message));
    }
}

void CallAnswerer::askTerminal(const LocalToolCallEvent& call,
                               const std::optional<DispatchAssessment>& assessment)
{
    m_waiting.enqueue(call.toolUseId);
    const QString args = eventtext::compactJson(call.args, 300);
    if (assessment && assessment->canRun()) {
        m_runnable.insert(call.toolUseId);
        printErr(tr("? %1 (%2) args %3 — an empty line runs the handler; or "
                    "type the answer and Enter; start with '!' for an error")
                     .arg(call.name, call.toolUseId, args));
        printErr(u"  "_s + assessment->route.description);
        printErr(u"  "_s + assessment->decision.reason);
        if (!assessment->argumentViolations.isEmpty()) {
            const QStringList lines =
                SchemaValidator::describe(assessment->argumentViolations).split(u'\n');
            for (const QString& line : lines)
                printErr(u"    "_s + line);
        }
    } else {
        printErr(tr("? %1 (%2) args %3 — type the answer and Enter; start with "
                    "'!' for an error")
                     .arg(call.name, call.toolUseId, args));
        printErr(u"  "_s + noAnswerReason(call, assessment));
    }
    m_stdin.start();
    // From the event loop: the launcher offers the call to the handlers first, so an empty
    // line already typed can run it.
    QTimer::singleShot(0, this, [this] { answerWaitingCalls(); });
}

QString CallAnswerer::noAnswerReason(const LocalToolCallEvent& call,
                                     const std::optional<DispatchAssessment>& assessment) const
{
    if (assessment)
        return assessment->decision.reason;
    QList<ToolRef> tools;
    const QJsonArray specTools = m_run->source()->spec().value("tools"_L1).toArray();
    for (const QJsonValue& tool : specTools)
        tools << ToolRef::fromJson(tool.toObject());
    return tr("Neither --answers nor a handler (--mcp, --mcp-http, --a2a, --command) answers "
              "%1. %2")
        .arg(call.name, Dispatcher::declaredToolsSentence(tools));
}

void CallAnswerer::answerWaitingCalls()
{
    while (!m_waiting.isEmpty() && (!m_lines.isEmpty() || m_stdin.hasEnded())) {
        const QString toolUseId = m_waiting.dequeue();
        const ToolResultSender* sender = m_run ? m_run->sender() : nullptr;
        if (!sender || sender->state(toolUseId) != ToolResultSender::State::Pending)
            continue;
        if (m_lines.isEmpty()) {
            submit(toolUseId, ToolAnswer::failure(tr("No answer was given (input closed).")));
            continue;
        }
        const QString line = m_lines.dequeue();
        if (line.isEmpty() && m_runnable.contains(toolUseId)) {
            // The user approved: the handler answers (its answer is posted when it ends).
            if (!m_options.localTools->runApproved(toolUseId))
                submit(toolUseId,
                       ToolAnswer::failure(
                           tr("The handler of %1 could not be started.").arg(toolUseId)));
            continue;
        }
        submit(toolUseId, line.startsWith(u'!') ? ToolAnswer::failure(line.mid(1))
                                                : ToolAnswer::success(line));
    }
}

void CallAnswerer::submit(const QString& toolUseId, const ToolAnswer& answer)
{
    const ToolResultSender::SubmitResult r = m_run->answer(toolUseId, answer);
    if (!r.queued)
        note(tr("answer to %1 not sent: %2").arg(toolUseId, r.refusal));
    else if (!r.replacement.isEmpty())
        note(tr("answer to %1 replaced by an error: %2").arg(toolUseId, r.replacement));
}

void CallAnswerer::onHandlerFinished(const DispatchResult& result, bool posted, const QString& why)
{
    const QString text =
        result.answer.error ? tr("%1 (%2): %3 (%4 ms) error: %5")
                                  .arg(result.toolName, result.toolUseId, result.summary)
                                  .arg(result.elapsedMs)
                                  .arg(eventtext::quoted(*result.answer.error))
                            : tr("%1 (%2): %3 (%4 ms) result: %5")
                                  .arg(result.toolName, result.toolUseId, result.summary)
                                  .arg(result.elapsedMs)
                                  .arg(eventtext::quoted(result.answer.result.value_or(QString())));
    note(text);
    if (result.outputCheck && !result.outputCheck->valid()) {
        const QString mismatch =
            tr("%1 (%2): the result does not match the tool's outputSchema: %3")
                .arg(result.toolName, result.toolUseId,
                     result.outputCheck->parsed
                         ? SchemaValidator::describe(result.outputCheck->violations)
                         : result.outputCheck->parseError);
        for (const QString& line : mismatch.split(u'\n'))
            note(line);
    }
    // Not posted, or posted as an error answer instead (a result too large to post): why.
    if (!posted || !why.isEmpty())
        note(tr("%1 (%2): %3").arg(result.toolName, result.toolUseId, why));
}

} // namespace mantyx::cli
