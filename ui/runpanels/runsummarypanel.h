// SPDX-License-Identifier: MIT
// RunSummaryPanel: what a run came to — status and duration, tokens and cost, turns, model, the
// failure's details, a truncation banner that never passes a partial reply off as the answer, the
// final text and, with an output schema, the parsed JSON and its validation outcome.
#pragma once

#include <QPointer>
#include <QWidget>

#include "run/runsummary.h"

class QFormLayout;
class QFrame;
class QGroupBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QToolButton;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace mantyx {

class RunTimeline;

class RunSummaryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSummaryPanel)

public:
    explicit RunSummaryPanel(QWidget* parent = nullptr);
    ~RunSummaryPanel() override;

    // Follows `timeline`'s summaryChanged (nullptr: nothing shown).
    void setTimeline(RunTimeline* timeline);
    RunTimeline* timeline() const;
    // The run's id, shown selectable with a Copy button (empty: the row is hidden).
    void setRunId(const QString& runId);
    QString runId() const { return m_runId; }
    // Puts the run id on the clipboard (what the Copy button does).
    void copyRunId();
    // Shows a summary directly (what setTimeline's updates call).
    void showSummary(const RunSummary& summary);
    const RunSummary& summary() const { return m_summary; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void fillOutputTree(const QJsonValue& value);

    QPointer<RunTimeline> m_timeline;
    RunSummary m_summary;
    QTimer* m_clock = nullptr; // ticks the duration while the run is going
    QString m_runId;

    QLabel* m_status = nullptr;
    QLabel* m_duration = nullptr;
    QWidget* m_runIdRow = nullptr;
    QLabel* m_runIdLabel = nullptr;
    QLabel* m_runIdValue = nullptr;
    QToolButton* m_copyRunId = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_inputTokens = nullptr;
    QLabel* m_cachedTokens = nullptr;
    QLabel* m_reasoningTokens = nullptr;
    QLabel* m_outputTokens = nullptr;
    QLabel* m_cost = nullptr;
    QLabel* m_turns = nullptr;
    QLabel* m_model = nullptr;
    QLabel* m_calls = nullptr;
    QLabel* m_cancelReason = nullptr;
    QGroupBox* m_errorGroup = nullptr;
    QLabel* m_errorMessage = nullptr;
    QLabel* m_errorDetails = nullptr;
    QFrame* m_truncationBanner = nullptr;
    QLabel* m_truncationLabel = nullptr;
    QPlainTextEdit* m_partialText = nullptr;
    QGroupBox* m_finalGroup = nullptr;
    QPlainTextEdit* m_finalText = nullptr;
    QGroupBox* m_outputGroup = nullptr;
    QLabel* m_outputValidation = nullptr;
    QListWidget* m_violations = nullptr;
    QTreeWidget* m_outputTree = nullptr;
    QLabel* m_tokensLabels[4] = {};
    QLabel* m_costLabel = nullptr;
    QLabel* m_turnsLabel = nullptr;
    QLabel* m_modelLabel = nullptr;
    QLabel* m_callsLabel = nullptr;
    QLabel* m_cancelLabel = nullptr;
};

} // namespace mantyx
