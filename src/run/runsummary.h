// SPDX-License-Identifier: MIT
// RunSummary: what a run came to — status, duration, usage and cost, turns, model, failure
// details, truncation, structured output — as one value the summary panel and the timeline dump
// show.
#pragma once

#include <optional>

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include "protocol/runevent.h"

namespace mantyx {

// One model's prices from GET /models (`pricing`), USD per million tokens.
struct ModelPricing
{
    double inputPer1MUsd = 0;
    double outputPer1MUsd = 0;
    std::optional<double> cacheReadPer1MUsd;
};

struct RunSummary
{
    enum class Status : quint8
    {
        NotStarted,
        Running,
        Succeeded, // result with ok (or an older server's "success")
        Failed,    // error, or a result that is not a success
        Cancelled,
        Incomplete, // the source ended with no terminal event
    };

    // Where durationMs comes from.
    enum class Timing : quint8
    {
        Unknown,  // nothing says when the run's events happened: no duration
        Received, // this client's receive times (a live stream)
        Server,   // the events' own timestamps
        Recorded, // the receive times a capture file recorded
        Snapshot, // the server's run snapshot (start and finish), the events having no times
    };

    Status status = Status::NotStarted;
    // First event (or the run's start) to terminal, or to now while running; nullopt when the
    // timing is unknown (a replayed log without timestamps and no snapshot times).
    std::optional<qint64> durationMs;
    Timing timing = Timing::Unknown;
    std::optional<TokenUsage> tokens;
    std::optional<double> costUsd; // when the model's pricing is known
    QString costFormula;           // translated, how the cost was computed
    std::optional<int> turns;
    std::optional<ModelInfo> model;
    int turnBoundaries = 0; // assistant_message events seen

    // Final text of a successful run (result.text), never a partialText.
    std::optional<QString> finalText;
    // Failure details (error event, or an older server's failing result).
    QString errorMessage;
    QString errorCode;
    std::optional<QString> errorClass;
    std::optional<QString> finishReason;
    std::optional<bool> retryable;
    // error.partialText: a truncated reply; shown as "truncated reply", "— JSON likely
    // incomplete" only with an output schema.
    std::optional<QString> partialText;
    bool truncated = false; // finishReason "length"/"max_tokens" or errorClass says so
    std::optional<QString> cancelReason;

    // With an outputSchema in the spec: the final text parsed and validated (§7 / §13).
    bool hasOutputSchema = false;
    std::optional<QJsonValue> outputJson; // parsed final JSON
    QString outputParseError;             // when result.text is not JSON
    QStringList outputViolations;         // schema violations, "path: message"
    bool outputValid = false;

    int localCalls = 0;
    int localCallsUnanswered = 0;
    int serverToolResults = 0;

    static QString statusName(Status status); // translated
    // A duration as people read it: "12.3 s", "4 min 5 s", "1 h 2 min" (translated, the
    // locale's decimal separator).
    static QString durationText(qint64 ms);
    // US dollars with enough digits to tell small runs apart: "$0.000412", "$0.0412", "$4.12".
    static QString costText(double usd);
};

} // namespace mantyx
