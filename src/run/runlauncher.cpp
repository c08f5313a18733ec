// SPDX-License-Identifier: MIT
// RunLauncher: handlers, spec, controller, sender and dispatcher wired in one order.
#include "run/runlauncher.h"

#include <algorithm>
#include <memory>

#include <QDateTime>
#include <QDir>

#include "client/apiclient.h"
#include "localtools/localtoolsession.h"
#include "protocol/specvalidator.h"
#include "run/capturelibrary.h"
#include "run/capturerunsource.h"
#include "run/liverunsource.h"
#include "run/runcontroller.h"
#include "run/serverrunsource.h"

using namespace Qt::StringLiterals;

namespace mantyx {

RunLauncher::RunLauncher(ApiClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
{}

RunLauncher::~RunLauncher()
{
    abandon();
}

LocalToolSession* RunLauncher::localTools() const
{
    return m_tools.data();
}

RunController* RunLauncher::run() const
{
    return m_run.data();
}

void RunLauncher::setLocalTools(LocalToolSession* tools)
{
    if (m_tools == tools)
        return;
    abandon();
    if (LocalToolSession* old = m_tools.data())
        disconnect(old, nullptr, this, nullptr);
    m_tools = tools;
    if (!tools)
        return;
    // A handler at work keeps its call Running in the run it answers, so nobody answers twice.
    connect(tools, &LocalToolSession::callStarted, this, [this](const QString& toolUseId) {
        if (RunController* run = m_answeredRun.data())
            run->markRunning(toolUseId);
    });
    connect(tools, &LocalToolSession::callFinished, this,
            [this](const DispatchResult& result, bool posted) {
                if (RunController* run = m_answeredRun.data(); run && !posted)
                    run->markRunning(result.toolUseId, false);
            });
}

bool RunLauncher::launch(const QJsonObject& spec)
{
    abandon();
    LocalToolSession* tools = m_tools.data();
    if (!tools || tools->isEmpty())
        return create(spec);
    if (tools->state() == LocalToolSession::State::Ready)
        return prepareAndCreate(spec);
    // The handlers first: their refs go into the spec the run is created with.
    m_waiting = true;
    m_waitingSpec = spec;
    m_waitConnections << connect(tools, &LocalToolSession::ready, this,
                                 &RunLauncher::onHandlersReady);
    m_waitConnections << connect(tools, &LocalToolSession::failed, this,
                                 &RunLauncher::onHandlersFailed);
    emit handlersStartRequested();
    if (tools->state() != LocalToolSession::State::Starting)
        tools->start(); // may fail at once: launchFailed() has been emitted then
    return m_waiting;
}

void RunLauncher::abandon()
{
    for (const QMetaObject::Connection& connection : std::as_const(m_waitConnections))
        disconnect(connection);
    m_waitConnections.clear();
    m_waitingSpec = {};
    m_waiting = false;
}

void RunLauncher::onHandlersReady()
{
    if (!m_waiting)
        return;
    const QJsonObject spec = m_waitingSpec;
    abandon();
    prepareAndCreate(spec);
}

void RunLauncher::onHandlersFailed(const QString& reason)
{
    if (!m_waiting)
        return;
    abandon();
    emit launchFailed(Failure::HandlersFailed, reason, {});
}

bool RunLauncher::prepareAndCreate(const QJsonObject& spec)
{
    const LocalToolSession::PreparedSpec prepared = m_tools->prepareSpec(spec);
    if (!prepared.ok()) {
        emit launchFailed(Failure::SpecDoesNotFit, prepared.error, {});
        return false;
    }
    // The added refs answer to the server's rules too; the spec's own problems were shown
    // (and refused) before it came here.
    const QList<SpecIssue> before = SpecValidator::validate(spec);
    const QList<SpecIssue> issues = SpecValidator::validate(prepared.spec);
    QList<SpecIssue> added;
    for (const SpecIssue& issue : issues) {
        if (!before.contains(issue))
            added << issue;
    }
    emit specPrepared(prepared.spec, prepared.notes, added);
    if (hasErrors(issues)) {
        QString reason;
        for (const SpecIssue& issue : issues) {
            if (issue.severity != Severity::Error)
                continue;
            reason = issue.path.isEmpty() ? issue.message : issue.path + u": "_s + issue.message;
            break;
        }
        emit launchFailed(Failure::SpecInvalid, reason, added);
        return false;
    }
    return create(prepared.spec);
}

bool RunLauncher::create(const QJsonObject& spec)
{
    auto* source = new LiveRunSource(m_client.data(), spec);
    if (m_options.stream)
        source->setStreamOptions(*m_options.stream);
    auto* run = new RunController(m_client.data(), source);
    recordIntoFolder(run);
    return adopt(run);
}

void RunLauncher::recordIntoFolder(RunController* run)
{
    if (!run || m_options.captureFolder.isEmpty() || !run->captureFile().isEmpty())
        return;
    const QDateTime started = QDateTime::currentDateTime();
    if (!run->runId().isEmpty()) {
        createCaptureFile(run, CaptureLibrary::fileName(started, run->runId()));
        return;
    }
    // The file is named after the run, so it is created once the server named it (no event
    // arrives before that).
    connect(run, &RunController::runIdAssigned, this, [this, run, started](const QString& runId) {
        createCaptureFile(run, CaptureLibrary::fileName(started, runId));
    });
}

void RunLauncher::createCaptureFile(RunController* run, const QString& fileName)
{
    if (!run->captureFile().isEmpty())
        return;
    const QString folder = m_options.captureFolder;
    const QString path = QDir(folder).filePath(fileName);
    QString error;
    if (!QDir().mkpath(folder)) {
        emit captureNotStarted(run, path, tr("Cannot create the folder %1.").arg(folder));
        return;
    }
    if (!run->setCaptureFile(path, &error))
        emit captureNotStarted(run, path, error);
}

bool RunLauncher::openCapture(const QString& path, double speed, qint64 pauseAt)
{
    abandon();
    auto* source = new CaptureRunSource(path);
    source->setSpeed(speed);
    source->setPauseAt(pauseAt);
    return adopt(new RunController(m_client.data(), source), false);
}

bool RunLauncher::open(const QString& runId)
{
    abandon();
    auto* source = new ServerRunSource(m_client.data(), runId.trimmed());
    if (m_options.stream)
        source->setStreamOptions(*m_options.stream);
    connect(source, &ServerRunSource::openFailed, this, &RunLauncher::openFailed);
    return adopt(new RunController(m_client.data(), source));
}

bool RunLauncher::adopt(RunController* created, bool record)
{
    std::unique_ptr<RunController> run(created);
    if (m_options.sender)
        run->setSenderOptions(*m_options.sender);
    if (record && !m_options.capturePath.isEmpty()) {
        QString error;
        if (!run->setCaptureFile(m_options.capturePath, &error)) {
            emit launchFailed(Failure::CaptureFailed, error, {});
            return false;
        }
    }
    RunController* raw = run.release();
    raw->setParent(this);
    m_run = raw;
    const QPointer<RunController> guard(raw);
    connect(raw, &RunController::runIdAssigned, this, [this, guard] {
        if (guard)
            attachHandlers(guard);
    });
    emit controllerCreated(raw);
    if (!guard)
        return false;
    // After the controller's own connection (its sender has seen the batch) and after the slots
    // connected in controllerCreated (an answer given there wins over a handler). A capture's
    // calls cannot be answered: no handler to feed (and its events may then go to the controller
    // one by one, RunSource::EventSink).
    if (raw->source()->mayBeLive()) {
        connect(raw->source(), &RunSource::eventsAppended, this,
                [this, guard](const QList<RunEvent>& events) {
                    if (guard)
                        feedHandlers(guard, events);
                });
    }
    raw->start();
    return true;
}

void RunLauncher::attachHandlers(RunController* run)
{
    LocalToolSession* tools = m_tools.data();
    if (!tools || tools->isEmpty() || !run->sender() ||
        tools->state() != LocalToolSession::State::Ready)
        return;
    if (tools->sender() != run->sender())
        tools->attach(run->sender());
    m_answeredRun = run;
}

void RunLauncher::feedHandlers(RunController* run, const QList<RunEvent>& events)
{
    LocalToolSession* tools = m_tools.data();
    if (!tools || tools->isEmpty() || !run->canAnswer())
        return;
    const bool calls = std::any_of(events.cbegin(), events.cend(), [](const RunEvent& event) {
        return event.as<LocalToolCallEvent>() != nullptr;
    });
    if (!calls)
        return;
    if (tools->state() != LocalToolSession::State::Ready) {
        emit callsLeftUnhandled(run);
        return;
    }
    attachHandlers(run);
    tools->handleEvents(events);
}

} // namespace mantyx
