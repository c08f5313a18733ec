// SPDX-License-Identifier: MIT
// ToolResultSender: answers a run's local tool calls exactly once per toolUseId — one accepted
// POST ever — retrying the same body through network failures and 5xx, treating 404/409 as final
// outcomes, and keeping each answer and its state until acknowledged so the UI can show and
// re-send.
#pragma once

#include <map>
#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "client/backoff.h"
#include "protocol/apierror.h"
#include "protocol/runevent.h"
#include "protocol/specissue.h"
#include "protocol/toolanswer.h"

class QTimer;

namespace mantyx {

class ApiClient;
class ApiReply;

class ToolResultSender final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolResultSender)

public:
    enum class State : quint8
    {
        Pending,      // the call is known, no answer yet
        Sending,      // an answer is being posted (or waits for its next retry)
        Acknowledged, // 204/200: done, never posted again
        Rejected,     // 400, 404 unknown_tool_use, 409 run_terminal: final, shown to the user
        Failed,       // gave up retrying (or a credential problem): the answer is kept for resend()
    };
    Q_ENUM(State)

    struct Options
    {
        int maxAttempts = 5; // POSTs per submit()/resend() before Failed
        Backoff::Policy backoff{200, 5000, 2.0, 0.5, 60000};
        // The allowed MIME list is ours, not the server's (SpecValidator): off by default, an
        // unlisted type is refused before sending; the UI can let the user send anyway.
        bool allowUnlistedMimeTypes = false;
    };

    struct Entry
    {
        QString toolUseId;
        QString toolName; // from the local_tool_call, when it was observed
        State state = State::Pending;
        QJsonObject body;      // the answer as posted; kept until acknowledged (and after)
        int attempts = 0;      // POSTs made for the current answer
        int httpStatus = 0;    // of the last POST; 0: no HTTP answer
        QByteArray serverBody; // of the last POST, verbatim
        std::optional<ApiError> error;
        QString message; // translated: what happened last
        bool retryScheduled = false;
        bool echoed = false; // the run echoed it (local_tool_result_in)
        QList<SpecIssue> warnings;
    };

    struct SubmitResult
    {
        bool queued = false;
        QString refusal;         // translated, when not queued
        QList<SpecIssue> issues; // the validator's, errors and warnings
        // Set when the answer's result was too large to post (ToolResultValidator::
        // MaxResultBytes): an error answer saying so was queued instead; translated.
        QString replacement;
    };

    ToolResultSender(ApiClient* client, QString runId, QObject* parent = nullptr);
    ~ToolResultSender() override;

    void setOptions(const Options& options);
    const Options& options() const { return m_options; }
    QString runId() const { return m_runId; }

    // Feed the run's events: local_tool_call registers a Pending call, local_tool_result_in
    // confirms an answer whose POST outcome was lost (no second POST then).
    void observe(const RunEvent& event);
    void observe(const QList<RunEvent>& events);
    void noteCall(const QString& toolUseId, const QString& toolName = {});

    // Validates and posts. Refused (nothing sent) when the answer breaks the protocol's rules,
    // or when this toolUseId already has an answer that is sending, acknowledged or rejected
    // as final. A Failed answer may be replaced by a new one. A result too large to post —
    // whoever produced it: a handler or a hand — becomes an error answer naming its size and
    // the limit (SubmitResult::replacement), so the run learns of it instead of waiting for the
    // call to time out.
    SubmitResult submit(const QString& toolUseId, const ToolAnswer& answer);
    // The same, for a body the caller built ({result|error, files?}; toolUseId is set here).
    SubmitResult submitJson(const QString& toolUseId, QJsonObject body);
    // Posts the kept answer of a Failed entry again. False when there is nothing to re-send.
    bool resend(const QString& toolUseId);

    bool contains(const QString& toolUseId) const { return m_entries.count(toolUseId) != 0; }
    State state(const QString& toolUseId) const;
    std::optional<Entry> entry(const QString& toolUseId) const;
    QStringList toolUseIds() const { return m_order; }
    // Entries not yet in a final state (Pending, Sending, Failed).
    QStringList unresolved() const;

    static QString stateName(State state);

signals:
    void stateChanged(const QString& toolUseId, mantyx::ToolResultSender::State state);
    // Every POST that ended (capture files record these): the body and the status (0: none).
    void answerPosted(const QString& toolUseId, const QJsonObject& body, int httpStatus);

private:
    Entry& ensure(const QString& toolUseId);
    void post(const QString& toolUseId);
    void onPostFinished(const QString& toolUseId, ApiReply* reply);
    void setState(Entry& entry, State state);
    void scheduleRetry(const QString& toolUseId, std::optional<qint64> retryAfterMs);

    QPointer<ApiClient> m_client;
    QString m_runId;
    Options m_options;
    std::map<QString, Entry> m_entries; // (QHash trips GCC's -Wnull-dereference here)
    QStringList m_order;
    QHash<QString, QPointer<ApiReply>> m_inFlight;
    QHash<QString, QTimer*> m_retryTimers;
    QHash<QString, Backoff> m_backoffs;
};

} // namespace mantyx
