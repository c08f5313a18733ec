// SPDX-License-Identifier: MIT
// BehaviourPage: how the run behaves — reasoningLevel, budgets, outputSchema, loopDetection,
// toolBudgets, supervisor, plan and metadata — each in the forms the protocol allows (omitted for
// the server default, the literal off/on forms, or a custom object), without losing what it
// does not edit.
#pragma once

#include <functional>

#include <QJsonObject>
#include <QJsonValue>

#include "composer/composerpage.h"
#include "protocol/loopdetection.h"
#include "protocol/planconfig.h"
#include "protocol/supervisorconfig.h"

class QCheckBox;
class QFormLayout;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QTimer;

namespace mantyx {

class JsonEditor;
class KeyValueTable;
class ModelCatalogModel;
struct RunBudgets;

class BehaviourPage final : public ComposerPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BehaviourPage)

public:
    // Choices of the combo boxes, in item order. Off to High follow ReasoningEffort.
    enum class Reasoning
    {
        Omitted,
        Off,
        Low,
        Medium,
        High,
        Number
    };
    enum class BudgetsMode
    {
        ServerDefault,
        Custom
    };
    // The modes of loopDetection, supervisor (and its reasoningTrigger) and plan are the core
    // types' own: their combo boxes list them in enum order.
    using LoopMode = LoopDetection::Mode;
    using SupervisorMode = SupervisorConfig::Mode;
    using TriggerMode = ReasoningTrigger::Mode;
    using PlanMode = PlanConfig::Mode;

    static constexpr int SchemaParseDelayMs = 300;

    BehaviourPage(SpecDocument* document, ModelCatalogModel* models, QWidget* parent = nullptr);
    ~BehaviourPage() override;

    QWidget* fieldWidget(const QString& path, bool reveal) override;
    QList<QWidget*> markableWidgets() const override;
    // Whether fieldWidget() can name a control for `path` (its top-level key is one this page
    // edits), answered without a page: a panel makes the page only for such a path.
    static bool showsPath(const QString& path);

    QScrollArea* scrollArea() const { return m_scroll; }
    // Takes the output schema editor's text now when typing has not paused yet.
    void flushSchemaText();

protected:
    void load() override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void alignLabels();
    QGroupBox* group(const QString& objectName);
    QSpinBox* optionalSpin(const QString& objectName, int maximum);
    void fitSpinWidths();

    void loadReasoning();
    void writeReasoning();
    void loadBudgets();
    // Each edit* reads the field into its core type, applies `edit` and writes the type back
    // (unknown members kept); nothing happens when the field is not in the form the edited
    // widgets belong to.
    void editBudgets(const std::function<void(RunBudgets&)>& edit);
    void loadOutputSchema();
    void onOutputSchemaToggled(bool on);
    void onSchemaTextChanged();
    void commitSchemaText();
    void loadLoopDetection();
    void onLoopModeActivated(int index);
    void editLoopDetection(const std::function<void(LoopDetection&)>& edit);
    void loadToolBudgets();
    void onToolBudgetsModeActivated(int index);
    void loadSupervisor();
    void onSupervisorModeActivated(int index);
    void onTriggerModeActivated(int index);
    void editSupervisor(const std::function<void(SupervisorConfig&)>& edit);
    void editReasoningTrigger(const std::function<void(ReasoningTrigger&)>& edit);
    void loadPlan();
    void writePlan();
    QStringList planSteps() const;
    void onStepsEdited();
    void loadMetadata();

    ModelCatalogModel* m_models = nullptr;
    QList<QFormLayout*> m_forms;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;

    QGroupBox* m_reasoningGroup = nullptr;
    QLabel* m_reasoningLabel = nullptr;
    QComboBox* m_reasoningCombo = nullptr;
    QLabel* m_reasoningValueLabel = nullptr;
    QSlider* m_reasoningSlider = nullptr;
    static constexpr int OptionalSpinWidth = 160;
    QList<QSpinBox*> m_optionalSpins;
    QSpinBox* m_reasoningSpin = nullptr;
    QLabel* m_reasoningText = nullptr;

    QGroupBox* m_budgetsGroup = nullptr;
    QLabel* m_maxTurnsLabel = nullptr;
    QSpinBox* m_maxTurnsSpin = nullptr;
    QCheckBox* m_finalizeCheck = nullptr;

    QGroupBox* m_outputGroup = nullptr;
    QLabel* m_outputNameLabel = nullptr;
    QLineEdit* m_outputNameEdit = nullptr;
    QLabel* m_outputSchemaLabel = nullptr;
    JsonEditor* m_schemaEditor = nullptr;
    QLabel* m_schemaStatus = nullptr;
    QTimer* m_schemaTimer = nullptr;
    QJsonValue m_schemaFromEditor; // what the editor text last parsed to
    QJsonObject m_stashedOutputSchema;

    QGroupBox* m_loopGroup = nullptr;
    QLabel* m_loopModeLabel = nullptr;
    QComboBox* m_loopCombo = nullptr;
    QLabel* m_consecutiveLabel = nullptr;
    QSpinBox* m_consecutiveSpin = nullptr;
    QLabel* m_hardCutoffLabel = nullptr;
    QSpinBox* m_hardCutoffSpin = nullptr;
    LoopDetection m_stashedLoop; // the last custom thresholds, for switching back to Custom

    QGroupBox* m_toolBudgetsGroup = nullptr;
    QLabel* m_toolBudgetsModeLabel = nullptr;
    QComboBox* m_toolBudgetsCombo = nullptr;
    KeyValueTable* m_toolBudgetsTable = nullptr;
    QLabel* m_toolBudgetsHint = nullptr;
    QJsonObject m_stashedToolBudgets;

    QGroupBox* m_supervisorGroup = nullptr;
    QLabel* m_supervisorModeLabel = nullptr;
    QComboBox* m_supervisorCombo = nullptr;
    QLabel* m_intervalLabel = nullptr;
    QSpinBox* m_intervalSpin = nullptr;
    QLabel* m_judgeLabel = nullptr;
    QComboBox* m_judgeCombo = nullptr;
    QLabel* m_triggerLabel = nullptr;
    QComboBox* m_triggerCombo = nullptr;
    QLabel* m_triggerCharsLabel = nullptr;
    QSpinBox* m_triggerCharsSpin = nullptr;
    QLabel* m_triggerMsLabel = nullptr;
    QSpinBox* m_triggerMsSpin = nullptr;
    SupervisorConfig m_stashedSupervisor; // the last custom object

    QGroupBox* m_planGroup = nullptr;
    QLabel* m_planModeLabel = nullptr;
    QComboBox* m_planCombo = nullptr;
    QCheckBox* m_planOnlyCheck = nullptr;
    QLabel* m_briefLabel = nullptr;
    QLineEdit* m_briefEdit = nullptr;
    QLabel* m_stepsLabel = nullptr;
    QListWidget* m_stepsList = nullptr;
    QPushButton* m_addStepButton = nullptr;
    QPushButton* m_removeStepButton = nullptr;
    QPushButton* m_stepUpButton = nullptr;
    QPushButton* m_stepDownButton = nullptr;
    PlanConfig m_stashedPlan; // the last plan object

    QGroupBox* m_metadataGroup = nullptr;
    KeyValueTable* m_metadataTable = nullptr;
};

} // namespace mantyx
