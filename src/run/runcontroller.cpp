// SPDX-License-Identifier: MIT
// RunController: wires a RunSource into a RunTimeline and answers the run's local calls.
#include "run/runcontroller.h"

#include <algorithm>
#include <limits>

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include "client/apiclient.h"
#include "client/apireply.h"
#include "run/capturewriter.h"
#include "run/runtimeline.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The answer as the call card shows it: pretty JSON, file bytes replaced by their size.
QString displayAnswer(const QJsonObject& body)
{
    if (body.isEmpty())
        return {};
    QJsonObject shown = body;
    if (shown.value("files"_L1).isArray()) {
        QJsonArray files;
        const QJsonArray given = shown.value("files"_L1).toArray();
        for (const QJsonValue& value : given) {
            QJsonObject file = value.toObject();
            if (file.contains("data"_L1)) {
                const QByteArray bytes =
                    QByteArray::fromBase64(file.value("data"_L1).toString().toLatin1());
                file.remove("data"_L1);
                file.insert("size"_L1, qint64(bytes.size()));
            }
            files.append(file);
        }
        shown.insert("files"_L1, files);
    }
    return QString::fromUtf8(QJsonDocument(shown).toJson(QJsonDocument::Indented)).trimmed();
}

bool endedByLocalTimeout(const RunEvent& event)
{
    if (const auto* error = event.as<ErrorEvent>()) {
        return error->errorClass.value_or(QString()) == "local_timeout"_L1 ||
               error->code == "local_timeout"_L1;
    }
    if (const auto* result = event.as<ResultEvent>())
        return result->subtype.value_or(QString()) == "error_local_tool_timeout"_L1;
    return false;
}

} // namespace

RunController::RunController(ApiClient* client, RunSource* source, RunTimeline* timeline,
                             QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_source(source)
    , m_timeline(timeline ? timeline : new RunTimeline(this))
{
    Q_ASSERT(source);
    m_source->setParent(this);
    m_firstTimelineEvent = m_timeline->eventCount();
    m_deadlineTimer.setSingleShot(true);
    m_deadlineTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &RunController::onDeadline);

    connect(m_source, &RunSource::eventsAppended, this, &RunController::onEvents);
    m_source->setEventSink(this);
    connect(m_source, &RunSource::answerRecorded, this, &RunController::onAnswerRecorded);
    connect(m_source, &RunSource::statusChanged, this, &RunController::statusChanged);
    connect(m_source, &RunSource::runIdAssigned, this, &RunController::onRunIdAssigned);
    connect(m_source, &RunSource::noteRaised, this,
            [this](const ProtocolNote& note) { m_timeline->addNote(note); });
    connect(m_source, &RunSource::problemOccurred, this, &RunController::problemOccurred);
    connect(m_source, &RunSource::finished, this, &RunController::onSourceFinished);
}

RunController::~RunController()
{
    // The sender aborts its POSTs; the source its requests (both are ours).
    m_sender.reset();
    m_source->setEventSink(nullptr);
    if (m_capture)
        m_capture->close();
}

QString RunController::runId() const
{
    return m_source->runId();
}

RunSource::Status RunController::status() const
{
    return m_source->status();
}

QString RunController::sessionId() const
{
    return m_sessionId.isEmpty() ? m_source->sessionId() : m_sessionId;
}

void RunController::setSenderOptions(const ToolResultSender::Options& options)
{
    m_senderOptions = options;
    if (m_sender)
        m_sender->setOptions(options);
}

void RunController::start()
{
    if (!m_clock.isValid())
        m_clock.start();
    m_source->start();
}

void RunController::stop()
{
    m_source->stop();
}

// ---------------------------------------------------------------------------------------------
// The source's side

void RunController::onRunIdAssigned(const QString& runId)
{
    ensureSender();
    ensureCaptureHeader();
    emit runIdAssigned(runId);
    if (m_cancelRequested && !m_cancelSent)
        sendCancel();
}

void RunController::ensureSender()
{
    if (m_sender || !m_source->isLive() || m_source->runId().isEmpty() || !m_client)
        return;
    m_sender = std::make_unique<ToolResultSender>(m_client.data(), m_source->runId());
    if (m_senderOptions)
        m_sender->setOptions(*m_senderOptions);
    connect(m_sender.get(), &ToolResultSender::stateChanged, this,
            &RunController::onSenderStateChanged);
    connect(m_sender.get(), &ToolResultSender::answerPosted, this, &RunController::onAnswerPosted);
}

void RunController::prepareTimeline()
{
    if (!m_specApplied && !m_source->spec().isEmpty()) {
        m_specApplied = true;
        const QJsonValue schema = m_source->spec().value("outputSchema"_L1);
        if (schema.isObject())
            m_timeline->setOutputSchema(schema.toObject());
    }
}

bool RunController::takesEventsOneByOne() const
{
    return !m_capture && !m_source->isLive() && !m_sender;
}

void RunController::eventsBegin()
{
    prepareTimeline();
    m_timeline->setServerRunTimes(m_source->serverStartedMs(), m_source->serverFinishedMs());
    m_timeline->setReceiveTimesMeaningful(m_source->receiveTimesMeaningful());
    m_timeline->beginRecordedEvents();
}

void RunController::eventTaken(const RunEvent& event, qint64 recordedMs)
{
    m_timeline->appendRecordedEvent(event, recordedMs);
    trackCalls(event, nullptr);
}

void RunController::eventsEnd()
{
    m_timeline->endRecordedEvents();
    ensureSender();
}

void RunController::trackCalls(const RunEvent& event, QStringList* arrived)
{
    if (const auto* call = event.as<LocalToolCallEvent>()) {
        if (call->toolUseId.isEmpty())
            return;
        // One look-up: a new id's track is made here.
        const qsizetype known = m_calls.size();
        CallTrack& track = m_calls[call->toolUseId];
        if (m_calls.size() == known)
            return;
        track.seq = event.seq;
        m_callOrder.append(call->toolUseId);
        if (arrived)
            arrived->append(call->toolUseId);
    } else if (const auto* echo = event.as<LocalToolResultInEvent>()) {
        const auto it = m_calls.find(echo->toolUseId);
        if (it != m_calls.end())
            it->echoed = true;
    } else if (event.isTerminal() && endedByLocalTimeout(event)) {
        m_serverTimedOut = true;
    }
}

void RunController::onEvents(const QList<RunEvent>& events)
{
    prepareTimeline();
    if (m_capture) {
        ensureCaptureHeader();
        QString error;
        if (m_capture && !m_capture->writeEvents(events, &error))
            captureFailed(error);
    }

    // Whose clock the rows take: a log read back at once has no receive times worth showing.
    m_timeline->setServerRunTimes(m_source->serverStartedMs(), m_source->serverFinishedMs());
    m_timeline->setReceiveTimesMeaningful(m_source->receiveTimesMeaningful());
    if (const QList<qint64>& recorded = m_source->batchRecordedMs();
        recorded.size() == events.size())
        m_timeline->appendRecordedEvents(events, recorded);
    else
        m_timeline->appendEvents(events);
    ensureSender();
    const bool live = m_sender != nullptr;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList arrived;
    for (const RunEvent& event : events)
        trackCalls(event, &arrived);
    if (!live)
        return; // a replay: the timeline folds the echoes itself; nothing to answer

    // A deadline for each call still open (a joined run's log may hold answered ones).
    for (const QString& id : std::as_const(arrived)) {
        CallTrack& track = m_calls[id];
        if (!track.echoed) {
            track.deadlineMs = now + std::max(0, m_localToolTimeoutMs);
            m_timeline->setCallDeadline(id, track.deadlineMs);
        }
    }
    m_sender->observe(events); // new calls become Pending, echoes acknowledge lost answers
    if (m_serverTimedOut) {
        // The server gave up on every call still open: answering them now gets 409.
        QStringList expired;
        for (auto it = m_calls.begin(); it != m_calls.end(); ++it) {
            if (!isAccepted(it.key()) && !it->timedOut) {
                it->timedOut = true;
                expired.append(it.key());
            }
        }
        for (const QString& id : std::as_const(expired))
            refreshCall(id);
    }
    for (const QString& id : std::as_const(arrived)) {
        refreshCall(id);
        const LocalCallState state = m_calls.value(id).state;
        if (state == LocalCallState::Pending)
            emit callArrived(id);
    }
    armDeadlineTimer();
}

void RunController::onSourceFinished()
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadlineTimer.stop();
    m_timeline->setServerRunTimes(m_source->serverStartedMs(), m_source->serverFinishedMs());
    m_timeline->markSourceEnded(m_source->problem());
    emit finished();
}

// ---------------------------------------------------------------------------------------------
// Local calls

bool RunController::isAccepted(const QString& toolUseId) const
{
    const auto it = m_calls.constFind(toolUseId);
    if (it != m_calls.constEnd() && it->echoed)
        return true;
    return m_sender && m_sender->contains(toolUseId) &&
           m_sender->state(toolUseId) == ToolResultSender::State::Acknowledged;
}

ToolResultSender::SubmitResult RunController::answer(const QString& toolUseId,
                                                     const ToolAnswer& answer)
{
    return submit(toolUseId, answer, false);
}

ToolResultSender::SubmitResult RunController::submit(const QString& toolUseId,
                                                     const ToolAnswer& answer, bool declined)
{
    if (!m_sender) {
        ToolResultSender::SubmitResult refused;
        refused.refusal = m_source->isLive()
                              ? tr("The run has no id yet; it cannot be answered.")
                              : tr("This run is a replay of a finished run; it cannot be "
                                   "answered.");
        return refused;
    }
    const auto it = m_calls.find(toolUseId);
    const bool wasRunning = it != m_calls.end() && it->running;
    const bool wasDeclined = it != m_calls.end() && it->declined;
    if (wasRunning)
        it->running = false;
    // Before the sender reports its state, so the state it reports is read with this flag.
    if (it != m_calls.end())
        it->declined = declined;
    ToolResultSender::SubmitResult result = m_sender->submit(toolUseId, answer);
    if (!result.queued && it != m_calls.end()) {
        // Nothing was sent: the earlier state stands.
        it->running = wasRunning;
        it->declined = wasDeclined;
    }
    return result;
}

ToolResultSender::SubmitResult RunController::reject(const QString& toolUseId,
                                                     const QString& reason)
{
    const QString message =
        reason.trimmed().isEmpty() ? tr("The user declined to run this tool.") : reason;
    return submit(toolUseId, ToolAnswer::failure(message), true);
}

bool RunController::resend(const QString& toolUseId)
{
    return m_sender && m_sender->resend(toolUseId);
}

bool RunController::markRunning(const QString& toolUseId, bool running)
{
    const auto it = m_calls.find(toolUseId);
    if (it == m_calls.end() || !m_sender)
        return false;
    const ToolResultSender::State state = m_sender->state(toolUseId);
    if (running && state != ToolResultSender::State::Pending &&
        state != ToolResultSender::State::Failed)
        return false;
    if (it->running == running)
        return true;
    it->running = running;
    refreshCall(toolUseId);
    return true;
}

LocalCallState RunController::callState(const QString& toolUseId) const
{
    // The timeline has the last word: it also folds the server's echoes of a replayed run.
    const int index = m_timeline->callIndex(toolUseId);
    return index >= 0 ? m_timeline->call(index).state : m_calls.value(toolUseId).state;
}

QString RunController::callStateText(const QString& toolUseId) const
{
    const int index = m_timeline->callIndex(toolUseId);
    return index >= 0 ? m_timeline->call(index).stateText : m_calls.value(toolUseId).stateText;
}

QStringList RunController::unresolvedCalls() const
{
    QStringList out;
    for (const QString& id : m_callOrder) {
        switch (callState(id)) {
        case LocalCallState::Pending:
        case LocalCallState::Running:
        case LocalCallState::Sending:
        case LocalCallState::Failed:
            out.append(id);
            break;
        case LocalCallState::Answered:
        case LocalCallState::Rejected:
        case LocalCallState::TimedOut:
        case LocalCallState::Declined:
            break;
        }
    }
    return out;
}

bool RunController::hasAnswersInFlight() const
{
    if (!m_sender)
        return false;
    const QStringList ids = m_sender->toolUseIds();
    for (const QString& id : ids) {
        if (m_sender->state(id) == ToolResultSender::State::Sending)
            return true;
    }
    return false;
}

QStringList RunController::pendingCallsAtCancel() const
{
    return m_cancelRequested ? unresolvedCalls() : QStringList();
}

QString RunController::rejectionText(int httpStatus, const QString& serverMessage)
{
    switch (httpStatus) {
    case 404:
        return tr("rejected — the server does not know this call — it may have timed out or "
                  "belong to another run (404)");
    case 409:
        return tr("rejected — the run had already ended (409)");
    case 400:
        return tr("rejected — the server refused the answer's form (400): %1").arg(serverMessage);
    default:
        return tr("rejected (HTTP %1): %2").arg(httpStatus).arg(serverMessage);
    }
}

void RunController::refreshCall(const QString& toolUseId)
{
    const auto it = m_calls.find(toolUseId);
    if (it == m_calls.end())
        return;
    std::optional<ToolResultSender::Entry> entry;
    if (m_sender)
        entry = m_sender->entry(toolUseId);
    const ToolResultSender::State senderState =
        entry ? entry->state : ToolResultSender::State::Pending;
    const int status = entry ? entry->httpStatus : 0;
    const QString serverMessage = entry ? entry->message : QString();

    LocalCallState state = LocalCallState::Pending;
    QString text;
    switch (senderState) {
    case ToolResultSender::State::Pending:
        if (it->timedOut) {
            state = LocalCallState::TimedOut;
            text = m_serverTimedOut
                       ? tr("timed out — the server stopped waiting for an answer; an answer "
                            "sent now will be refused")
                       : tr("timed out — no answer was accepted within %1 s; a late answer "
                            "may still be sent, the server will likely refuse it")
                             .arg(QLocale().toString(m_localToolTimeoutMs / 1000.0, 'g', 4));
        } else if (it->running) {
            state = LocalCallState::Running;
            text = tr("running — a local handler is working on it");
        } else if (it->echoed) {
            state = LocalCallState::Answered;
            text = tr("answered — the run confirmed an answer");
        } else {
            state = LocalCallState::Pending;
            text = tr("pending — waiting for an answer");
        }
        break;
    case ToolResultSender::State::Sending:
        state = LocalCallState::Sending;
        text = entry->attempts > 1 && !serverMessage.isEmpty()
                   ? tr("sending — attempt %1 after: %2").arg(entry->attempts).arg(serverMessage)
                   : tr("sending");
        break;
    case ToolResultSender::State::Acknowledged:
        if (it->declined) {
            // The error answer was accepted; the call itself was rejected. The status is in
            // HttpStatus (the row's detail shows it), not in the state's words.
            state = LocalCallState::Declined;
            text = RunTimeline::callStateName(LocalCallState::Declined);
        } else {
            state = LocalCallState::Answered;
            text = status > 0 ? tr("answered (%1)").arg(status)
                              : tr("answered — the run confirmed the answer");
        }
        break;
    case ToolResultSender::State::Rejected:
        state = LocalCallState::Rejected;
        text = rejectionText(status, serverMessage);
        break;
    case ToolResultSender::State::Failed:
        if (it->timedOut) {
            state = LocalCallState::TimedOut;
            text =
                tr("timed out — the answer could not be delivered in time: %1").arg(serverMessage);
        } else {
            state = LocalCallState::Failed;
            text = tr("failed — %1 The answer is kept and can be sent again.").arg(serverMessage);
        }
        break;
    }
    const bool changed = state != it->state || text != it->stateText;
    it->state = state;
    it->stateText = text;
    m_timeline->updateCall(toolUseId, state, text, status,
                           entry ? displayAnswer(entry->body) : QString());
    if (changed)
        emit callStateChanged(toolUseId, state);
}

void RunController::onSenderStateChanged(const QString& toolUseId, ToolResultSender::State state)
{
    if (!m_calls.contains(toolUseId)) {
        // Answered before its call arrived here (a call seen elsewhere): track it anyway.
        m_calls.insert(toolUseId, CallTrack{});
        m_callOrder.append(toolUseId);
    }
    refreshCall(toolUseId);
    if (state == ToolResultSender::State::Acknowledged)
        armDeadlineTimer();
    const bool inFlight = hasAnswersInFlight();
    const bool settled = m_answersInFlight && !inFlight;
    m_answersInFlight = inFlight;
    if (settled)
        emit answersSettled();
    if (state != ToolResultSender::State::Rejected && state != ToolResultSender::State::Failed)
        return;
    const std::optional<ToolResultSender::Entry> entry = m_sender->entry(toolUseId);
    const QString server = entry ? entry->message : QString();
    if (state == ToolResultSender::State::Rejected) {
        const int status = entry ? entry->httpStatus : 0;
        addNote(status == 409 || status == 404 ? Severity::Warning : Severity::Error,
                tr("The answer to %1 was %2.").arg(toolUseId, rejectionText(status, server)),
                server, toolUseId);
    } else {
        addNote(Severity::Error,
                tr("The answer to %1 could not be delivered; it is kept for sending again.")
                    .arg(toolUseId),
                server, toolUseId);
        emit problemOccurred(server, entry ? entry->error : std::nullopt);
    }
}

void RunController::onAnswerRecorded(const QString& toolUseId, const QJsonObject& body,
                                     int httpStatus)
{
    // A replayed capture: the answer is shown where it was sent, as what it was, never as one
    // sent now.
    LocalCallState state = LocalCallState::Answered;
    QString text;
    if (httpStatus >= 200 && httpStatus < 300) {
        text = body.contains("error"_L1)
                   ? tr("answered with an error (%1) — recorded").arg(httpStatus)
                   : tr("answered (%1) — recorded").arg(httpStatus);
    } else if (httpStatus >= 400) {
        state = LocalCallState::Rejected;
        text = tr("%1 — recorded").arg(rejectionText(httpStatus, {}));
    } else {
        state = LocalCallState::Failed;
        text = tr("not delivered — the recorded answer got no HTTP answer");
    }
    m_timeline->updateCall(toolUseId, state, text, httpStatus,
                           QString::fromUtf8(QJsonDocument(body).toJson(QJsonDocument::Indented)));
}

void RunController::onAnswerPosted(const QString& toolUseId, const QJsonObject& body,
                                   int httpStatus)
{
    Q_UNUSED(toolUseId);
    if (!m_capture)
        return;
    ensureCaptureHeader();
    QString error;
    if (m_capture && !m_capture->writeToolAnswer(body, httpStatus, &error))
        captureFailed(error);
}

void RunController::armDeadlineTimer()
{
    qint64 earliest = std::numeric_limits<qint64>::max();
    for (auto it = m_calls.cbegin(); it != m_calls.cend(); ++it) {
        if (it->deadlineMs > 0 && !it->timedOut && !isAccepted(it.key()))
            earliest = std::min(earliest, it->deadlineMs);
    }
    if (m_finished || earliest == std::numeric_limits<qint64>::max()) {
        m_deadlineTimer.stop();
        return;
    }
    const qint64 wait = std::max<qint64>(0, earliest - QDateTime::currentMSecsSinceEpoch());
    m_deadlineTimer.start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
}

void RunController::onDeadline()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList expired;
    for (auto it = m_calls.begin(); it != m_calls.end(); ++it) {
        if (it->deadlineMs > 0 && it->deadlineMs <= now && !it->timedOut && !isAccepted(it.key())) {
            it->timedOut = true;
            expired.append(it.key());
        }
    }
    for (const QString& id : std::as_const(expired))
        refreshCall(id);
    armDeadlineTimer();
}

// ---------------------------------------------------------------------------------------------
// Cancel

void RunController::cancel()
{
    if (m_cancelRequested)
        return;
    if (m_finished || !m_source->isLive() || !m_client) {
        emit problemOccurred(m_finished ? tr("The run has already ended.")
                                        : tr("This run cannot be cancelled from here."),
                             std::nullopt);
        return;
    }
    m_cancelRequested = true;
    if (!runId().isEmpty())
        sendCancel(); // otherwise once the server assigned the run id
}

void RunController::sendCancel()
{
    ApiClient* client = m_client.data();
    if (!client || m_cancelSent)
        return;
    m_cancelSent = true;
    ApiReply* reply = client->cancelRun(runId());
    connect(reply, &ApiReply::finished, this, [this, reply] {
        const ApiResponse& response = reply->response();
        if (response.isSuccess()) {
            const QStringList pending = pendingCallsAtCancel();
            emit cancelAccepted(pending);
            return;
        }
        m_cancelSent = false;
        m_cancelRequested = false; // it may be asked again
        emit cancelFailed(response.describe(), response.error);
        emit problemOccurred(response.describe(), response.error);
    });
}

// ---------------------------------------------------------------------------------------------
// Capture and notes

bool RunController::setCaptureFile(const QString& path, QString* error)
{
    auto writer = std::make_unique<CaptureWriter>();
    if (!writer->open(path, error))
        return false;
    if (m_capture)
        m_capture->close();
    m_capture = std::move(writer);
    m_capturePath = path;
    m_captureHeaderWritten = false;
    m_captureIncomplete = false;
    if (!runId().isEmpty())
        ensureCaptureHeader();
    // Events that arrived before the file was chosen.
    if (m_capture && m_timeline->eventCount() > m_firstTimelineEvent) {
        ensureCaptureHeader();
        for (int i = m_firstTimelineEvent; m_capture && i < m_timeline->eventCount(); ++i) {
            QString problem;
            if (!m_capture->writeEvent(m_timeline->eventAt(i), &problem))
                captureFailed(problem);
        }
    }
    return m_capture != nullptr;
}

void RunController::ensureCaptureHeader()
{
    if (!m_capture || m_captureHeaderWritten)
        return;
    CaptureWriter::Header header;
    if (ApiClient* client = m_client.data()) {
        header.baseUrl = client->baseUrl();
        header.workspace = client->workspace();
    }
    header.runId = runId();
    header.sessionId = sessionId();
    header.spec = m_source->spec();
    m_capture->restartClock();
    m_captureHeaderWritten = true;
    QString error;
    if (!m_capture->writeHeader(header, &error))
        captureFailed(error);
}

void RunController::captureFailed(const QString& error)
{
    // The writer's message names the file and the OS error. A status-bar message goes by: the
    // note stays in the run's protocol notes.
    const QString message = tr("%1 Recording stopped; the capture file is incomplete.").arg(error);
    m_capture.reset();
    m_captureIncomplete = true;
    ProtocolNote note;
    note.severity = Severity::Error;
    note.category = ProtocolNote::Category::Capture;
    note.message = tr("The capture file %1 is incomplete: recording stopped.").arg(m_capturePath);
    note.detail = error;
    note.atMs = m_clock.isValid() ? m_clock.elapsed() : -1;
    m_timeline->addNote(note);
    emit captureWriteFailed(message);
    emit problemOccurred(message, std::nullopt);
}

void RunController::addNote(Severity severity, const QString& message, const QString& detail,
                            const QString& toolUseId)
{
    ProtocolNote note;
    note.severity = severity;
    note.category = ProtocolNote::Category::ToolResultHttp;
    note.message = message;
    note.detail = detail;
    note.toolUseId = toolUseId;
    note.seq = m_calls.value(toolUseId).seq;
    note.atMs = m_clock.isValid() ? m_clock.elapsed() : -1;
    m_timeline->addNote(note);
}

} // namespace mantyx
