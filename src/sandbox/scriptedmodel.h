// SPDX-License-Identifier: MIT
// ScriptedModel: the sandbox's deterministic stand-in for an LLM (docs/sandbox.md "The scripted
// model"): from a spec it produces the run's events step by step — plan, tool turns, guards,
// supervisor reviews, final answer, forced scenarios — waiting where a client must answer.
#pragma once

#include <memory>
#include <optional>

#include <QJsonObject>
#include <QString>

namespace mantyx {

struct ScriptStep
{
    enum class Kind
    {
        Emit,        // append `type`/`data` to the run's log
        WaitForTool, // append `type`/`data` (a local_tool_call), then pause until
                     // toolAnswered()/toolTimedOut() for `toolUseId`
    };

    Kind kind = Kind::Emit;
    QString type;
    QJsonObject data;
    QString toolUseId;
    int timeoutMs = 0;
};

// How a finished run is summarised on GET agent-runs/{id}.
struct ScriptOutcome
{
    QString status; // succeeded / failed
    std::optional<QString> finalText;
    std::optional<QString> error;
    std::optional<QString> errorClass;
    std::optional<QString> finishReason;
};

class ScriptedModel final
{
    Q_DISABLE_COPY_MOVE(ScriptedModel)

public:
    struct Context
    {
        QJsonObject spec;            // validated; metadata already merged
        bool legacy = false;         // older-server event shapes
        quint64 seed = 0;            // ids derive from it
        QJsonObject model;           // resolved catalog entry {id, provider, vendorModelId}
        QJsonObject supervisorModel; // the judge's entry; the run's model when not chosen
        int toolTimeoutMs = 300000;  // --tool-timeout, before metadata overrides
        int deltaDelayMs = 15;       // --delta-delay, before the slow scenario
    };

    explicit ScriptedModel(Context context);
    ~ScriptedModel();

    // The next step, or nothing once the terminal event was produced.
    std::optional<ScriptStep> next();
    // The answer to a WaitForTool step: the tool-result body {toolUseId, result | error, files?}.
    void toolAnswered(const QString& toolUseId, const QJsonObject& body);
    void toolTimedOut(const QString& toolUseId);

    int eventDelayMs() const;
    // The stream scenario's pace in events per second (0: as fast as possible); nullopt for any
    // other run, whose events are `eventDelayMs()` apart.
    std::optional<double> streamRate() const;
    bool isFinished() const;
    ScriptOutcome outcome() const;
    // Usage so far, for a run cancelled before its terminal event.
    QJsonObject tokens() const;
    int turns() const;
    QJsonObject modelInfo() const;

    // The seed of a run: metadata["sandbox.seed"] when set, else a hash of the run id.
    static quint64 seedFor(const QString& runId, const QJsonObject& metadata);
    static quint64 hash64(QStringView text);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mantyx
