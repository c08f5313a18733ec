// SPDX-License-Identifier: MIT
#include "run/bookanswerer.h"

#include <utility>

#include "client/toolresultsender.h"
#include "run/runcontroller.h"
#include "run/runsource.h"

namespace mantyx {

BookAnswerer::BookAnswerer(AnswerBook book, QString source, QObject* parent)
    : QObject(parent)
    , m_book(std::move(book))
    , m_source(std::move(source))
{}

void BookAnswerer::attach(RunController* run)
{
    if (const RunController* previous = m_run.data()) {
        if (const RunSource* source = previous->source())
            disconnect(source, nullptr, this, nullptr);
    }
    m_run = run;
    if (const RunSource* source = run ? run->source() : nullptr)
        connect(source, &RunSource::eventsAppended, this, &BookAnswerer::onEvents);
}

void BookAnswerer::onEvents(const QList<RunEvent>& events)
{
    RunController* run = m_run.data();
    if (!run || !run->canAnswer())
        return;
    const ToolResultSender* sender = run->sender();
    for (const RunEvent& event : events) {
        const auto* call = event.as<LocalToolCallEvent>();
        if (!call || !sender || sender->state(call->toolUseId) != ToolResultSender::State::Pending)
            continue;
        if (const std::optional<ToolAnswer> answer = m_book.answerFor(*call)) {
            if (run->answer(call->toolUseId, *answer).queued) {
                ++m_answered;
                emit callAnswered(call->toolUseId, call->name);
                continue;
            }
        }
        ++m_unmatched;
        emit callUnmatched(call->toolUseId, call->name);
    }
}

} // namespace mantyx
