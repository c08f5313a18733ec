// SPDX-License-Identifier: MIT
#include "composer/behaviourpage.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "composer/formsetters.h"
#include "composer/keyvaluetable.h"
#include "protocol/jsonpath.h"
#include "protocol/jsontextlocator.h"
#include "protocol/loopdetection.h"
#include "protocol/planconfig.h"
#include "protocol/reasoninglevel.h"
#include "protocol/runbudgets.h"
#include "protocol/specvalidator.h"
#include "protocol/supervisorconfig.h"
#include "spec/modelcatalogmodel.h"
#include "spec/reasoningleveltext.h"
#include "spec/specdocument.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

const QString kReasoning = u"reasoningLevel"_s;
const QString kBudgets = u"budgets"_s;
const QString kOutputSchema = u"outputSchema"_s;
const QString kLoop = u"loopDetection"_s;
const QString kToolBudgets = u"toolBudgets"_s;
const QString kSupervisor = u"supervisor"_s;
const QString kPlan = u"plan"_s;
const QString kMetadata = u"metadata"_s;

// The named choices of the reasoning combo box are the efforts, in order.
static_assert(int(BehaviourPage::Reasoning::High) - int(BehaviourPage::Reasoning::Off) ==
              int(ReasoningEffort::High) - int(ReasoningEffort::Off));

QString path(const QString& parent, QLatin1StringView key)
{
    return JsonPath::key(parent, key);
}

} // namespace

BehaviourPage::BehaviourPage(SpecDocument* doc, ModelCatalogModel* models, QWidget* parent)
    : ComposerPage(doc, parent)
    , m_models(models)
{
    setObjectName(u"behaviourPage"_s);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(u"behaviourScroll"_s);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_content = new QWidget(m_scroll);
    m_content->setObjectName(u"behaviourContent"_s);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);

    // ---- Reasoning
    m_reasoningGroup = group(u"reasoningGroup"_s);
    m_reasoningLabel = new QLabel(m_reasoningGroup);
    m_reasoningCombo = new QComboBox(m_reasoningGroup);
    m_reasoningCombo->setObjectName(u"reasoningCombo"_s);
    for (int i = 0; i < 6; ++i)
        m_reasoningCombo->addItem(QString());
    m_reasoningLabel->setBuddy(m_reasoningCombo);
    connect(m_reasoningCombo, &QComboBox::activated, this, [this] { writeReasoning(); });
    m_reasoningValueLabel = new QLabel(m_reasoningGroup);
    m_reasoningSlider = new QSlider(Qt::Horizontal, m_reasoningGroup);
    m_reasoningSlider->setObjectName(u"reasoningSlider"_s);
    m_reasoningSlider->setRange(0, 100);
    m_reasoningSlider->setPageStep(10);
    m_reasoningSlider->setTickPosition(QSlider::TicksBelow);
    m_reasoningSlider->setTickInterval(10);
    m_reasoningSpin = new QSpinBox(m_reasoningGroup);
    m_reasoningSpin->setObjectName(u"reasoningSpin"_s);
    m_reasoningSpin->setRange(0, 100);
    m_reasoningValueLabel->setBuddy(m_reasoningSlider);
    connect(m_reasoningSlider, &QSlider::valueChanged, this, [this](int value) {
        forms::setValue(m_reasoningSpin, value);
        if (!isLoading())
            writeReasoning();
    });
    connect(m_reasoningSpin, &QSpinBox::valueChanged, this, [this](int value) {
        forms::setValue(m_reasoningSlider, value);
        if (!isLoading())
            writeReasoning();
    });
    m_reasoningText = new QLabel(m_reasoningGroup);
    m_reasoningText->setObjectName(u"reasoningText"_s);
    m_reasoningText->setWordWrap(true);
    m_reasoningText->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    auto* sliderRow = new QHBoxLayout;
    sliderRow->addWidget(m_reasoningSlider, 1);
    sliderRow->addWidget(m_reasoningSpin);
    auto* reasoningForm = new QFormLayout(m_reasoningGroup);
    reasoningForm->addRow(m_reasoningLabel, m_reasoningCombo);
    reasoningForm->addRow(m_reasoningValueLabel, sliderRow);
    reasoningForm->addRow(QString(), m_reasoningText);

    // ---- Budgets
    m_budgetsGroup = group(u"budgetsGroup"_s);
    m_maxTurnsLabel = new QLabel(m_budgetsGroup);
    m_maxTurnsSpin = optionalSpin(u"maxToolTurnsSpin"_s, 10000);
    m_maxTurnsLabel->setBuddy(m_maxTurnsSpin);
    connect(m_maxTurnsSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> turns = forms::optionalValue(m_maxTurnsSpin);
        editBudgets([turns](RunBudgets& budgets) { budgets.setMaxToolTurns(turns); });
    });
    m_finalizeCheck = new QCheckBox(m_budgetsGroup);
    m_finalizeCheck->setObjectName(u"finalizeAtCapCheck"_s);
    connect(m_finalizeCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (isLoading())
            return;
        editBudgets([on](RunBudgets& budgets) { budgets.setFinalizeAtCap(on); });
    });
    auto* budgetsForm = new QFormLayout(m_budgetsGroup);
    budgetsForm->addRow(m_maxTurnsLabel, m_maxTurnsSpin);
    budgetsForm->addRow(QString(), m_finalizeCheck);

    // ---- Output schema
    m_outputGroup = group(u"outputSchemaGroup"_s);
    m_outputGroup->setCheckable(true);
    connect(m_outputGroup, &QGroupBox::toggled, this, &BehaviourPage::onOutputSchemaToggled);
    m_outputNameLabel = new QLabel(m_outputGroup);
    m_outputNameEdit = new QLineEdit(m_outputGroup);
    m_outputNameEdit->setObjectName(u"outputSchemaNameEdit"_s);
    m_outputNameLabel->setBuddy(m_outputNameEdit);
    connect(m_outputNameEdit, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (text.isEmpty())
            document()->remove(path(kOutputSchema, "name"_L1));
        else
            document()->setValue(path(kOutputSchema, "name"_L1), text);
    });
    m_outputSchemaLabel = new QLabel(m_outputGroup);
    m_schemaEditor = new JsonEditor(m_outputGroup);
    m_schemaEditor->setObjectName(u"outputSchemaEditor"_s);
    m_schemaEditor->setMinimumHeight(150);
    // A form field: Tab moves on (the raw JSON page keeps Tab for indenting).
    m_schemaEditor->setTabChangesFocus(true);
    m_outputSchemaLabel->setBuddy(m_schemaEditor);
    m_schemaStatus = new QLabel(m_outputGroup);
    m_schemaStatus->setObjectName(u"outputSchemaStatus"_s);
    m_schemaStatus->setWordWrap(true);
    m_schemaStatus->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_schemaTimer = new QTimer(this);
    m_schemaTimer->setSingleShot(true);
    m_schemaTimer->setInterval(SchemaParseDelayMs);
    connect(m_schemaTimer, &QTimer::timeout, this, &BehaviourPage::commitSchemaText);
    connect(m_schemaEditor, &QPlainTextEdit::textChanged, this,
            &BehaviourPage::onSchemaTextChanged);
    auto* outputForm = new QFormLayout(m_outputGroup);
    outputForm->addRow(m_outputNameLabel, m_outputNameEdit);
    outputForm->addRow(m_outputSchemaLabel, m_schemaEditor);
    outputForm->addRow(QString(), m_schemaStatus);

    // ---- Loop detection
    m_loopGroup = group(u"loopDetectionGroup"_s);
    m_loopModeLabel = new QLabel(m_loopGroup);
    m_loopCombo = new QComboBox(m_loopGroup);
    m_loopCombo->setObjectName(u"loopDetectionCombo"_s);
    for (int i = 0; i < 3; ++i)
        m_loopCombo->addItem(QString());
    m_loopModeLabel->setBuddy(m_loopCombo);
    connect(m_loopCombo, &QComboBox::activated, this, &BehaviourPage::onLoopModeActivated);
    m_consecutiveLabel = new QLabel(m_loopGroup);
    m_consecutiveSpin = optionalSpin(u"consecutiveThresholdSpin"_s, 1000);
    m_consecutiveLabel->setBuddy(m_consecutiveSpin);
    connect(m_consecutiveSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> threshold = forms::optionalValue(m_consecutiveSpin);
        editLoopDetection(
            [threshold](LoopDetection& loop) { loop.setConsecutiveThreshold(threshold); });
    });
    m_hardCutoffLabel = new QLabel(m_loopGroup);
    m_hardCutoffSpin = optionalSpin(u"hardCutoffThresholdSpin"_s, 1000);
    m_hardCutoffLabel->setBuddy(m_hardCutoffSpin);
    connect(m_hardCutoffSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> threshold = forms::optionalValue(m_hardCutoffSpin);
        editLoopDetection(
            [threshold](LoopDetection& loop) { loop.setHardCutoffThreshold(threshold); });
    });
    auto* loopForm = new QFormLayout(m_loopGroup);
    loopForm->addRow(m_loopModeLabel, m_loopCombo);
    loopForm->addRow(m_consecutiveLabel, m_consecutiveSpin);
    loopForm->addRow(m_hardCutoffLabel, m_hardCutoffSpin);

    // ---- Tool budgets
    m_toolBudgetsGroup = group(u"toolBudgetsGroup"_s);
    m_toolBudgetsModeLabel = new QLabel(m_toolBudgetsGroup);
    m_toolBudgetsCombo = new QComboBox(m_toolBudgetsGroup);
    m_toolBudgetsCombo->setObjectName(u"toolBudgetsCombo"_s);
    for (int i = 0; i < 2; ++i)
        m_toolBudgetsCombo->addItem(QString());
    m_toolBudgetsModeLabel->setBuddy(m_toolBudgetsCombo);
    connect(m_toolBudgetsCombo, &QComboBox::activated, this,
            &BehaviourPage::onToolBudgetsModeActivated);
    m_toolBudgetsTable = new KeyValueTable(KeyValueTable::ValueKind::MaxCalls, m_toolBudgetsGroup);
    m_toolBudgetsTable->setObjectName(u"toolBudgetsTable"_s);
    connect(m_toolBudgetsTable, &KeyValueTable::entriesEdited, this,
            [this] { document()->setValue(kToolBudgets, m_toolBudgetsTable->entries()); });
    m_toolBudgetsHint = new QLabel(m_toolBudgetsGroup);
    m_toolBudgetsHint->setWordWrap(true);
    m_toolBudgetsHint->setForegroundRole(QPalette::PlaceholderText);
    auto* toolBudgetsForm = new QFormLayout(m_toolBudgetsGroup);
    toolBudgetsForm->addRow(m_toolBudgetsModeLabel, m_toolBudgetsCombo);
    toolBudgetsForm->addRow(m_toolBudgetsTable);
    toolBudgetsForm->addRow(m_toolBudgetsHint);

    // ---- Supervisor
    m_supervisorGroup = group(u"supervisorGroup"_s);
    m_supervisorModeLabel = new QLabel(m_supervisorGroup);
    m_supervisorCombo = new QComboBox(m_supervisorGroup);
    m_supervisorCombo->setObjectName(u"supervisorCombo"_s);
    for (int i = 0; i < 3; ++i)
        m_supervisorCombo->addItem(QString());
    m_supervisorModeLabel->setBuddy(m_supervisorCombo);
    connect(m_supervisorCombo, &QComboBox::activated, this,
            &BehaviourPage::onSupervisorModeActivated);
    m_intervalLabel = new QLabel(m_supervisorGroup);
    m_intervalSpin = optionalSpin(u"supervisorIntervalSpin"_s, 1000);
    m_intervalLabel->setBuddy(m_intervalSpin);
    connect(m_intervalSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> interval = forms::optionalValue(m_intervalSpin);
        editSupervisor([interval](SupervisorConfig& s) { s.setInterval(interval); });
    });
    m_judgeLabel = new QLabel(m_supervisorGroup);
    m_judgeCombo = new QComboBox(m_supervisorGroup);
    m_judgeCombo->setObjectName(u"supervisorModelCombo"_s);
    m_judgeCombo->setEditable(true);
    m_judgeCombo->setInsertPolicy(QComboBox::NoInsert);
    m_judgeCombo->setModel(models);
    m_judgeCombo->setCompleter(nullptr);
    m_judgeCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_judgeCombo->setMinimumContentsLength(24);
    forms::fitPopupToEntries(m_judgeCombo);
    m_judgeLabel->setBuddy(m_judgeCombo);
    const auto writeJudge = [this](const QString& selector) {
        if (isLoading())
            return;
        editSupervisor([&selector](SupervisorConfig& s) {
            s.setModelId(selector.isEmpty() ? std::nullopt : std::optional<QString>(selector));
        });
    };
    connect(m_judgeCombo, &QComboBox::activated, this, [this, writeJudge](int row) {
        writeJudge(m_judgeCombo->itemData(row, ModelCatalogModel::IdRole).toString());
    });
    connect(m_judgeCombo->lineEdit(), &QLineEdit::textEdited, this,
            [writeJudge](const QString& text) { writeJudge(text.trimmed()); });
    connect(models, &QAbstractItemModel::modelReset, this, &BehaviourPage::reload);
    m_triggerLabel = new QLabel(m_supervisorGroup);
    m_triggerCombo = new QComboBox(m_supervisorGroup);
    m_triggerCombo->setObjectName(u"reasoningTriggerCombo"_s);
    for (int i = 0; i < 3; ++i)
        m_triggerCombo->addItem(QString());
    m_triggerLabel->setBuddy(m_triggerCombo);
    connect(m_triggerCombo, &QComboBox::activated, this, &BehaviourPage::onTriggerModeActivated);
    m_triggerCharsLabel = new QLabel(m_supervisorGroup);
    m_triggerCharsSpin = optionalSpin(u"triggerCharsSpin"_s, 1000000);
    m_triggerCharsSpin->setSingleStep(500);
    m_triggerCharsLabel->setBuddy(m_triggerCharsSpin);
    connect(m_triggerCharsSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> chars = forms::optionalValue(m_triggerCharsSpin);
        editReasoningTrigger([chars](ReasoningTrigger& t) { t.setChars(chars); });
    });
    m_triggerMsLabel = new QLabel(m_supervisorGroup);
    m_triggerMsSpin = optionalSpin(u"triggerMsSpin"_s, 10000000);
    m_triggerMsSpin->setSingleStep(1000);
    m_triggerMsLabel->setBuddy(m_triggerMsSpin);
    connect(m_triggerMsSpin, &QSpinBox::valueChanged, this, [this] {
        if (isLoading())
            return;
        const std::optional<int> ms = forms::optionalValue(m_triggerMsSpin);
        editReasoningTrigger([ms](ReasoningTrigger& t) { t.setMs(ms); });
    });
    auto* supervisorForm = new QFormLayout(m_supervisorGroup);
    supervisorForm->addRow(m_supervisorModeLabel, m_supervisorCombo);
    supervisorForm->addRow(m_intervalLabel, m_intervalSpin);
    supervisorForm->addRow(m_judgeLabel, m_judgeCombo);
    supervisorForm->addRow(m_triggerLabel, m_triggerCombo);
    supervisorForm->addRow(m_triggerCharsLabel, m_triggerCharsSpin);
    supervisorForm->addRow(m_triggerMsLabel, m_triggerMsSpin);

    // ---- Plan
    m_planGroup = group(u"planGroup"_s);
    m_planModeLabel = new QLabel(m_planGroup);
    m_planCombo = new QComboBox(m_planGroup);
    m_planCombo->setObjectName(u"planCombo"_s);
    for (int i = 0; i < 3; ++i)
        m_planCombo->addItem(QString());
    m_planModeLabel->setBuddy(m_planCombo);
    connect(m_planCombo, &QComboBox::activated, this, [this] { writePlan(); });
    m_planOnlyCheck = new QCheckBox(m_planGroup);
    m_planOnlyCheck->setObjectName(u"planOnlyCheck"_s);
    connect(m_planOnlyCheck, &QCheckBox::toggled, this, [this] {
        if (!isLoading())
            writePlan();
    });
    m_briefLabel = new QLabel(m_planGroup);
    m_briefEdit = new QLineEdit(m_planGroup);
    m_briefEdit->setObjectName(u"planBriefEdit"_s);
    m_briefLabel->setBuddy(m_briefEdit);
    connect(m_briefEdit, &QLineEdit::textEdited, this, [this] { writePlan(); });
    m_stepsLabel = new QLabel(m_planGroup);
    m_stepsList = new QListWidget(m_planGroup);
    m_stepsList->setObjectName(u"planStepsList"_s);
    m_stepsList->setEditTriggers(QAbstractItemView::DoubleClicked |
                                 QAbstractItemView::EditKeyPressed |
                                 QAbstractItemView::AnyKeyPressed);
    m_stepsList->setMinimumHeight(100);
    m_stepsLabel->setBuddy(m_stepsList);
    connect(m_stepsList, &QListWidget::itemChanged, this, [this] {
        if (!isLoading())
            onStepsEdited();
    });
    m_addStepButton = new QPushButton(m_planGroup);
    m_addStepButton->setObjectName(u"addPlanStepButton"_s);
    connect(m_addStepButton, &QPushButton::clicked, this, [this] {
        auto* item = new QListWidgetItem(tr("New step"));
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        {
            const QSignalBlocker blocker(m_stepsList);
            m_stepsList->addItem(item);
        }
        m_stepsList->setCurrentItem(item);
        onStepsEdited();
        m_stepsList->setFocus(Qt::OtherFocusReason);
        m_stepsList->editItem(m_stepsList->currentItem());
    });
    m_removeStepButton = new QPushButton(m_planGroup);
    m_removeStepButton->setObjectName(u"removePlanStepButton"_s);
    connect(m_removeStepButton, &QPushButton::clicked, this, [this] {
        const int row = m_stepsList->currentRow();
        if (row < 0)
            return;
        {
            const QSignalBlocker blocker(m_stepsList);
            delete m_stepsList->takeItem(row);
        }
        onStepsEdited();
    });
    const auto move = [this](int delta) {
        const int row = m_stepsList->currentRow();
        const int target = row + delta;
        if (row < 0 || target < 0 || target >= m_stepsList->count())
            return;
        {
            const QSignalBlocker blocker(m_stepsList);
            QListWidgetItem* item = m_stepsList->takeItem(row);
            m_stepsList->insertItem(target, item);
        }
        m_stepsList->setCurrentRow(target);
        onStepsEdited();
    };
    m_stepUpButton = new QPushButton(m_planGroup);
    m_stepUpButton->setObjectName(u"planStepUpButton"_s);
    connect(m_stepUpButton, &QPushButton::clicked, this, [move] { move(-1); });
    m_stepDownButton = new QPushButton(m_planGroup);
    m_stepDownButton->setObjectName(u"planStepDownButton"_s);
    connect(m_stepDownButton, &QPushButton::clicked, this, [move] { move(1); });
    auto* stepButtons = new QVBoxLayout;
    stepButtons->addWidget(m_addStepButton);
    stepButtons->addWidget(m_removeStepButton);
    stepButtons->addWidget(m_stepUpButton);
    stepButtons->addWidget(m_stepDownButton);
    stepButtons->addStretch(1);
    auto* stepsRow = new QHBoxLayout;
    stepsRow->addWidget(m_stepsList, 1);
    stepsRow->addLayout(stepButtons);
    auto* planForm = new QFormLayout(m_planGroup);
    planForm->addRow(m_planModeLabel, m_planCombo);
    planForm->addRow(QString(), m_planOnlyCheck);
    planForm->addRow(m_briefLabel, m_briefEdit);
    planForm->addRow(m_stepsLabel, stepsRow);

    // ---- Metadata
    m_metadataGroup = group(u"metadataGroup"_s);
    m_metadataTable = new KeyValueTable(KeyValueTable::ValueKind::String, m_metadataGroup);
    m_metadataTable->setObjectName(u"metadataTable"_s);
    connect(m_metadataTable, &KeyValueTable::entriesEdited, this, [this] {
        const QJsonObject entries = m_metadataTable->entries();
        if (entries.isEmpty())
            document()->remove(kMetadata);
        else
            document()->setValue(kMetadata, entries);
    });
    auto* metadataLayout = new QVBoxLayout(m_metadataGroup);
    metadataLayout->addWidget(m_metadataTable);

    m_forms = {reasoningForm,   budgetsForm,    outputForm, loopForm,
               toolBudgetsForm, supervisorForm, planForm};
    for (QFormLayout* form : std::as_const(m_forms)) {
        // Combo and spin boxes keep their natural width; text fields and tables grow.
        form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
        form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        // A narrow pane (a laptop screen, long German labels) puts the field under its label
        // rather than asking for a horizontal scroll bar.
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    }
    // The long choices ("Serverstandard (nach 3 Wiederholungen ermahnen, nach 6 abschließen)")
    // may be elided in a narrow pane; the open list shows them whole.
    for (QComboBox* combo : {m_reasoningCombo, m_loopCombo, m_toolBudgetsCombo, m_supervisorCombo,
                             m_triggerCombo, m_planCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(18);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    m_judgeCombo->setMinimumContentsLength(18);

    auto* contentLayout = new QVBoxLayout(m_content);
    for (QGroupBox* box : {m_reasoningGroup, m_budgetsGroup, m_outputGroup, m_loopGroup,
                           m_toolBudgetsGroup, m_supervisorGroup, m_planGroup, m_metadataGroup})
        contentLayout->addWidget(box);
    contentLayout->addStretch(1);
    m_scroll->setWidget(m_content);

    retranslateUi();
    reload();
}

BehaviourPage::~BehaviourPage() = default;

QGroupBox* BehaviourPage::group(const QString& objectName)
{
    auto* box = new QGroupBox(m_content);
    box->setObjectName(objectName);
    return box;
}

QSpinBox* BehaviourPage::optionalSpin(const QString& objectName, int maximum)
{
    auto* spin = new QSpinBox(m_content);
    spin->setObjectName(objectName);
    spin->setRange(-1, maximum);
    spin->setValue(-1);
    spin->setAccelerated(true);
    m_optionalSpins.append(spin); // at least OptionalSpinWidth wide: fitSpinWidths()
    return spin;
}

void BehaviourPage::retranslateUi()
{
    m_reasoningGroup->setTitle(tr("Reasoning"));
    m_reasoningLabel->setText(tr("Reasoning leve&l:"));
    m_reasoningCombo->setItemText(int(Reasoning::Omitted), tr("Model default (omitted)"));
    m_reasoningCombo->setItemText(int(Reasoning::Off), tr("Off"));
    m_reasoningCombo->setItemText(int(Reasoning::Low), tr("Low (30)"));
    m_reasoningCombo->setItemText(int(Reasoning::Medium), tr("Medium (50)"));
    m_reasoningCombo->setItemText(int(Reasoning::High), tr("High (80)"));
    m_reasoningCombo->setItemText(int(Reasoning::Number), tr("Number (0–100)"));
    m_reasoningValueLabel->setText(tr("Va&lue:"));
    m_reasoningSlider->setAccessibleName(tr("Reasoning level number"));
    m_reasoningSpin->setAccessibleName(tr("Reasoning level number"));
    m_reasoningText->setToolTip(ReasoningLevelText::providerNote());

    m_budgetsGroup->setTitle(tr("Budgets"));
    m_maxTurnsLabel->setText(tr("Ma&x tool turns:"));
    m_maxTurnsSpin->setSpecialValueText(tr("Server default"));
    m_maxTurnsSpin->setToolTip(tr("budgets.maxToolTurns: a safety cap on tool rounds (100 is the "
                                  "practical maximum)"));
    m_finalizeCheck->setText(tr("Finalize at the ca&p (maxToolTurnsExceeded: \"finalize\")"));

    m_outputGroup->setTitle(tr("Structured &output (outputSchema)"));
    m_outputGroup->setToolTip(tr("Constrain the final reply to JSON matching a schema"));
    m_outputNameLabel->setText(tr("Schema na&me:"));
    m_outputNameEdit->setPlaceholderText(tr("output"));
    m_outputSchemaLabel->setText(tr("JSON s&chema:"));
    m_schemaEditor->setPlaceholderText(tr("{ \"type\": \"object\", \"properties\": { … } }"));

    m_loopGroup->setTitle(tr("Loop detection"));
    m_loopModeLabel->setText(tr("Loop &detection:"));
    m_loopCombo->setItemText(int(LoopMode::ServerDefault),
                             tr("Server default (3 repeats nudge, 6 finalize)"));
    m_loopCombo->setItemText(int(LoopMode::Off), tr("Off (false)"));
    m_loopCombo->setItemText(int(LoopMode::Custom), tr("Custom thresholds"));
    m_consecutiveLabel->setText(tr("Nudge &after repeats:"));
    m_consecutiveSpin->setSpecialValueText(
        tr("Default (%1)").arg(LoopDetection::DefaultConsecutiveThreshold));
    m_consecutiveSpin->setToolTip(tr("consecutiveThreshold: 2 to 100"));
    m_hardCutoffLabel->setText(tr("Finali&ze after repeats:"));
    m_hardCutoffSpin->setSpecialValueText(
        tr("Default (%1)").arg(LoopDetection::DefaultHardCutoffThreshold));
    m_hardCutoffSpin->setToolTip(
        tr("hardCutoffThreshold: 3 to 100, greater than the nudge threshold"));

    m_toolBudgetsGroup->setTitle(tr("Tool budgets"));
    m_toolBudgetsModeLabel->setText(tr("Too&l budgets:"));
    m_toolBudgetsCombo->setItemText(int(BudgetsMode::ServerDefault), tr("Server defaults"));
    m_toolBudgetsCombo->setItemText(int(BudgetsMode::Custom), tr("Custom"));
    m_toolBudgetsHint->setText(tr("Per-tool call caps for the whole run; 0 disables a tool. "
                                  "Entries are layered over the server's default budgets; an "
                                  "empty custom table turns the defaults off."));

    m_supervisorGroup->setTitle(tr("Supervisor"));
    m_supervisorModeLabel->setText(tr("Su&pervisor:"));
    m_supervisorCombo->setItemText(int(SupervisorMode::Off), tr("Off"));
    m_supervisorCombo->setItemText(int(SupervisorMode::On), tr("On, platform defaults (true)"));
    m_supervisorCombo->setItemText(int(SupervisorMode::Custom), tr("Custom"));
    m_intervalLabel->setText(tr("Review &interval:"));
    m_intervalSpin->setSpecialValueText(
        tr("Default (%1 LLM calls)").arg(SupervisorConfig::DefaultInterval));
    m_judgeLabel->setText(tr("Judge mo&del:"));
    m_judgeCombo->lineEdit()->setPlaceholderText(tr("Workspace supervisor default"));
    m_triggerLabel->setText(tr("Reasoning chec&k:"));
    m_triggerCombo->setItemText(int(TriggerMode::Default), tr("Default (3000 chars / 30 s)"));
    m_triggerCombo->setItemText(int(TriggerMode::Off), tr("Off: review at tool rounds only"));
    m_triggerCombo->setItemText(int(TriggerMode::Custom), tr("Custom"));
    m_triggerCharsLabel->setText(tr("Trigger &characters:"));
    m_triggerCharsSpin->setSpecialValueText(tr("Default (%1)").arg(ReasoningTrigger::DefaultChars));
    m_triggerMsLabel->setText(tr("Trigger millisecond&s:"));
    m_triggerMsSpin->setSpecialValueText(tr("Default (%1)").arg(ReasoningTrigger::DefaultMs));

    m_planGroup->setTitle(tr("Plan"));
    m_planModeLabel->setText(tr("Pla&n:"));
    m_planCombo->setItemText(int(PlanMode::Off), tr("Off"));
    m_planCombo->setItemText(int(PlanMode::Auto), tr("Auto: the server decides"));
    m_planCombo->setItemText(int(PlanMode::Steps), tr("My steps"));
    m_planOnlyCheck->setText(tr("Plan onl&y: produce the plan, do not run the agent"));
    m_briefLabel->setText(tr("Br&ief:"));
    m_briefEdit->setPlaceholderText(tr("Optional one-line objective"));
    m_stepsLabel->setText(tr("Ste&ps:"));
    m_addStepButton->setText(tr("Add Step"));
    m_removeStepButton->setText(tr("Remove"));
    m_stepUpButton->setText(tr("Up"));
    m_stepDownButton->setText(tr("Down"));

    m_metadataGroup->setTitle(tr("Metadata"));
    fitSpinWidths();
    alignLabels();
    m_metadataGroup->setToolTip(tr("Up to 16 string pairs; keys of letters, digits, \".\", \"_\" "
                                   "or \"-\""));
    reload();
}

void BehaviourPage::fitSpinWidths()
{
    // One width for the optional numbers, but never less than a translated "Default (…)" needs
    // (a fixed 160 px cut the German "Standard (10000000)").
    for (QSpinBox* spin : std::as_const(m_optionalSpins)) {
        spin->setMinimumWidth(0);
        spin->setMinimumWidth(std::max(OptionalSpinWidth, spin->minimumSizeHint().width()));
    }
}

void BehaviourPage::alignLabels()
{
    // One label column for all groups, so the fields line up from group to group.
    QList<QWidget*> labels;
    int width = 0;
    for (QFormLayout* form : std::as_const(m_forms)) {
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole);
            if (QWidget* label = item ? item->widget() : nullptr) {
                label->setMinimumWidth(0);
                width = std::max(width, label->sizeHint().width());
                labels << label;
            }
        }
    }
    for (QWidget* label : std::as_const(labels))
        label->setMinimumWidth(width);
}

void BehaviourPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitSpinWidths();
        alignLabels();
    }
    ComposerPage::changeEvent(event);
}

void BehaviourPage::load()
{
    loadReasoning();
    loadBudgets();
    loadOutputSchema();
    loadLoopDetection();
    loadToolBudgets();
    loadSupervisor();
    loadPlan();
    loadMetadata();
}

// ---- Reasoning

void BehaviourPage::loadReasoning()
{
    const QJsonValue value = document()->value(kReasoning);
    const std::optional<ReasoningLevel> level = ReasoningLevel::fromJson(value);
    int index = -1;
    qint64 number = 0;
    if (value.isUndefined()) {
        index = int(Reasoning::Omitted);
    } else if (level && level->isNamed()) {
        // An unknown name ("extreme") is none of the choices.
        if (const std::optional<ReasoningEffort> effort =
                ReasoningLevel::effortFromName(level->name())) {
            index = int(Reasoning::Off) + int(*effort);
            number = level->value().value_or(0);
        }
    } else if (level) {
        index = int(Reasoning::Number);
        number = std::clamp<qint64>(level->value().value_or(0), 0, 100);
    } else if (value.isDouble()) {
        // A fractional level (the validator marks it) shows its whole part on the slider.
        index = int(Reasoning::Number);
        number = qint64(std::clamp(value.toDouble(), 0.0, 100.0));
    }
    forms::setCurrentIndex(m_reasoningCombo, index);
    forms::setValue(m_reasoningSlider, int(number));
    forms::setValue(m_reasoningSpin, int(number));
    const bool numeric = index == int(Reasoning::Number);
    m_reasoningSlider->setEnabled(numeric);
    m_reasoningSpin->setEnabled(numeric);
    m_reasoningText->setText(ReasoningLevelText::forJson(value));
}

void BehaviourPage::writeReasoning()
{
    if (isLoading())
        return;
    const auto mode = Reasoning(m_reasoningCombo->currentIndex());
    switch (mode) {
    case Reasoning::Omitted:
        document()->remove(kReasoning);
        break;
    case Reasoning::Off:
    case Reasoning::Low:
    case Reasoning::Medium:
    case Reasoning::High:
        document()->setValue(
            kReasoning,
            ReasoningLevel::fromEffort(ReasoningEffort(int(mode) - int(Reasoning::Off))).toJson());
        break;
    case Reasoning::Number:
        document()->setValue(kReasoning,
                             ReasoningLevel::fromValue(m_reasoningSlider->value()).toJson());
        break;
    }
}

// ---- Budgets

void BehaviourPage::loadBudgets()
{
    const RunBudgets budgets = RunBudgets::fromJson(document()->value(kBudgets).toObject());
    forms::setOptionalValue(m_maxTurnsSpin, budgets.maxToolTurns);
    forms::setChecked(m_finalizeCheck, budgets.finalizesAtCap());
}

void BehaviourPage::editBudgets(const std::function<void(RunBudgets&)>& edit)
{
    const QJsonValue current = document()->value(kBudgets);
    if (!current.isUndefined() && !current.isObject())
        return; // not budgets this form can edit; the raw JSON page can
    RunBudgets budgets = RunBudgets::fromJson(current.toObject());
    edit(budgets);
    const QJsonObject json = budgets.toJson();
    // An emptied `budgets` goes: `{}` says nothing omission does not.
    if (json.isEmpty())
        document()->remove(kBudgets);
    else
        document()->setValue(kBudgets, json);
}

// ---- Output schema

void BehaviourPage::loadOutputSchema()
{
    const QJsonValue value = document()->value(kOutputSchema);
    const bool present = !value.isUndefined();
    if (m_outputGroup->isChecked() != present) {
        const QSignalBlocker blocker(m_outputGroup);
        m_outputGroup->setChecked(present);
    }
    const QJsonObject outputSchema = value.toObject();
    forms::setText(m_outputNameEdit, outputSchema.value("name"_L1).toString());
    const QJsonValue schema = outputSchema.value("schema"_L1);
    const bool editorMatches =
        schema == m_schemaFromEditor &&
        !(schema.isUndefined() && !m_schemaEditor->toPlainText().trimmed().isEmpty());
    if (!editorMatches) {
        QString text;
        if (schema.isObject() || schema.isArray()) {
            const QByteArray compact =
                schema.isObject() ? QJsonDocument(schema.toObject()).toJson(QJsonDocument::Compact)
                                  : QJsonDocument(schema.toArray()).toJson(QJsonDocument::Compact);
            text = JsonTextLocator::formatted(QString::fromUtf8(compact))
                       .value_or(QString::fromUtf8(compact));
        } else if (!schema.isUndefined()) {
            text =
                QString::fromUtf8(QJsonDocument(QJsonArray{schema}).toJson(QJsonDocument::Compact))
                    .mid(1)
                    .chopped(1);
        }
        m_schemaFromEditor = schema;
        if (m_schemaEditor->toPlainText() != text) {
            m_schemaTimer->stop();
            const QSignalBlocker blocker(m_schemaTimer);
            forms::replaceText(m_schemaEditor, text);
            m_schemaTimer->stop();
        }
    }
    // The status line: a syntax error wins, then the size against the limit.
    if (!m_schemaTimer->isActive()) {
        std::optional<JsonTextLocator::SyntaxError> syntax;
        const QString text = m_schemaEditor->toPlainText();
        if (!text.trimmed().isEmpty())
            JsonTextLocator::parse(text, &syntax);
        QList<JsonEditor::Issue> marks;
        if (syntax) {
            const QString message = syntax->expected.isEmpty()
                                        ? tr("Line %1, column %2: %3")
                                              .arg(syntax->span.line)
                                              .arg(syntax->span.column)
                                              .arg(syntax->message)
                                        : tr("Line %1, column %2: expected %3")
                                              .arg(syntax->span.line)
                                              .arg(syntax->span.column)
                                              .arg(syntax->expected);
            marks.append(JsonEditor::Issue{syntax->span.line, syntax->span.column,
                                           int(syntax->span.length), Severity::Error, message});
            m_schemaStatus->setText(message);
        } else if (present) {
            const qint64 size = QJsonDocument(outputSchema).toJson(QJsonDocument::Compact).size();
            m_schemaStatus->setText(
                tr("%n byte(s) of %1 (the whole outputSchema as compact JSON)", nullptr, int(size))
                    .arg(SpecValidator::MaxOutputSchemaBytes));
            // Validator issues inside the schema, located in the text.
            const JsonTextLocator locator(text);
            const QString schemaPath = path(kOutputSchema, "schema"_L1);
            for (const SpecIssue& issue : document()->issues()) {
                if (issue.path != schemaPath && !issue.path.startsWith(schemaPath + u'.') &&
                    !issue.path.startsWith(schemaPath + u'['))
                    continue;
                const JsonTextLocator::Location at =
                    locator.locate(QStringView(issue.path).mid(schemaPath.size() + 1));
                const TextSpan mark = at.mark.isValid() ? at.mark : locator.span(0);
                marks.append(JsonEditor::Issue{mark.line, mark.column, int(mark.length),
                                               issue.severity, issue.message});
            }
        } else {
            m_schemaStatus->clear();
        }
        m_schemaEditor->setIssues(marks);
    }
}

void BehaviourPage::onOutputSchemaToggled(bool on)
{
    if (isLoading())
        return;
    if (on) {
        QJsonObject value = m_stashedOutputSchema;
        if (value.isEmpty()) {
            value.insert("schema"_L1,
                         QJsonObject{{u"type"_s, u"object"_s}, {u"properties"_s, QJsonObject()}});
        }
        document()->setValue(kOutputSchema, value);
    } else {
        m_stashedOutputSchema = document()->value(kOutputSchema).toObject();
        document()->remove(kOutputSchema);
    }
}

void BehaviourPage::onSchemaTextChanged()
{
    if (isLoading())
        return;
    m_schemaTimer->start();
}

void BehaviourPage::flushSchemaText()
{
    if (m_schemaTimer->isActive())
        commitSchemaText();
}

void BehaviourPage::commitSchemaText()
{
    m_schemaTimer->stop();
    if (!m_outputGroup->isChecked())
        return;
    const QString text = m_schemaEditor->toPlainText();
    const QString schemaPath = path(kOutputSchema, "schema"_L1);
    if (text.trimmed().isEmpty()) {
        m_schemaFromEditor = QJsonValue(QJsonValue::Undefined);
        document()->remove(schemaPath);
        reload();
        return;
    }
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument parsed = JsonTextLocator::parse(text, &syntax);
    if (syntax) {
        reload(); // shows the error; the document keeps the last good schema
        return;
    }
    const QJsonValue value =
        parsed.isObject() ? QJsonValue(parsed.object()) : QJsonValue(parsed.array());
    m_schemaFromEditor = value;
    if (!document()->setValue(schemaPath, value) || document()->value(schemaPath) == value)
        reload();
}

// ---- Loop detection

void BehaviourPage::loadLoopDetection()
{
    const QJsonValue value = document()->value(kLoop);
    const std::optional<LoopDetection::Mode> mode = LoopDetection::modeOf(value);
    forms::setCurrentIndex(m_loopCombo, mode ? int(*mode) : -1);
    const std::optional<LoopDetection> loop = LoopDetection::fromJson(value);
    forms::setOptionalValue(m_consecutiveSpin, loop ? loop->consecutiveThreshold : std::nullopt);
    forms::setOptionalValue(m_hardCutoffSpin, loop ? loop->hardCutoffThreshold : std::nullopt);
    const bool custom = mode == LoopMode::Custom;
    m_consecutiveSpin->setEnabled(custom);
    m_hardCutoffSpin->setEnabled(custom);
}

void BehaviourPage::onLoopModeActivated(int index)
{
    if (const std::optional<LoopDetection> current =
            LoopDetection::fromJson(document()->value(kLoop));
        current && current->isEnabled())
        m_stashedLoop = *current;
    switch (LoopMode(index)) {
    case LoopMode::ServerDefault:
        document()->remove(kLoop);
        break;
    case LoopMode::Off:
        document()->setValue(kLoop, LoopDetection::disabled().toJson());
        break;
    case LoopMode::Custom:
        document()->setValue(kLoop, m_stashedLoop.toJson());
        break;
    }
}

void BehaviourPage::editLoopDetection(const std::function<void(LoopDetection&)>& edit)
{
    std::optional<LoopDetection> loop = LoopDetection::fromJson(document()->value(kLoop));
    if (!loop || !loop->isEnabled())
        return; // the thresholds are only enabled in the custom form
    edit(*loop);
    document()->setValue(kLoop, loop->toJson());
}

// ---- Tool budgets

void BehaviourPage::loadToolBudgets()
{
    QStringList names = document()->toolNames();
    for (const QString& name : ToolBudget::serverDefaultTools()) {
        if (!names.contains(name))
            names << name;
    }
    m_toolBudgetsTable->setKeySuggestions(names);
    const QJsonValue value = document()->value(kToolBudgets);
    int index = -1;
    if (value.isUndefined())
        index = int(BudgetsMode::ServerDefault);
    else if (value.isObject())
        index = int(BudgetsMode::Custom);
    forms::setCurrentIndex(m_toolBudgetsCombo, index);
    m_toolBudgetsTable->setEntries(value.toObject());
    m_toolBudgetsTable->setEnabled(index == int(BudgetsMode::Custom));
}

void BehaviourPage::onToolBudgetsModeActivated(int index)
{
    const QJsonValue current = document()->value(kToolBudgets);
    if (current.isObject())
        m_stashedToolBudgets = current.toObject();
    if (BudgetsMode(index) == BudgetsMode::ServerDefault)
        document()->remove(kToolBudgets);
    else
        document()->setValue(kToolBudgets, m_stashedToolBudgets);
}

// ---- Supervisor

void BehaviourPage::loadSupervisor()
{
    const QJsonValue value = document()->value(kSupervisor);
    const std::optional<SupervisorMode> mode = SupervisorConfig::modeOf(value);
    forms::setCurrentIndex(m_supervisorCombo, mode ? int(*mode) : -1);
    // The literal forms show empty fields (what switching to Custom without a stash gives).
    std::optional<SupervisorConfig> supervisor = SupervisorConfig::fromJson(value);
    if (!supervisor || supervisor->form != SupervisorConfig::Form::Object)
        supervisor = SupervisorConfig();
    forms::setOptionalValue(m_intervalSpin, supervisor->interval);
    forms::setEditText(m_judgeCombo, supervisor->modelId.value_or(QString()),
                       ModelCatalogModel::IdRole);
    const std::optional<TriggerMode> triggerMode = supervisor->reasoningTriggerMode();
    forms::setCurrentIndex(m_triggerCombo, triggerMode ? int(*triggerMode) : -1);
    const std::optional<ReasoningTrigger> thresholds = supervisor->reasoningTrigger;
    forms::setOptionalValue(m_triggerCharsSpin, thresholds ? thresholds->chars : std::nullopt);
    forms::setOptionalValue(m_triggerMsSpin, thresholds ? thresholds->ms : std::nullopt);

    const bool custom = mode == SupervisorMode::Custom;
    m_intervalSpin->setEnabled(custom);
    m_judgeCombo->setEnabled(custom);
    m_triggerCombo->setEnabled(custom);
    const bool customTrigger = custom && triggerMode == TriggerMode::Custom;
    m_triggerCharsSpin->setEnabled(customTrigger);
    m_triggerMsSpin->setEnabled(customTrigger);
}

void BehaviourPage::onSupervisorModeActivated(int index)
{
    if (const std::optional<SupervisorConfig> current =
            SupervisorConfig::fromJson(document()->value(kSupervisor));
        current && current->form == SupervisorConfig::Form::Object)
        m_stashedSupervisor = *current;
    switch (SupervisorMode(index)) {
    case SupervisorMode::Off:
        document()->remove(kSupervisor);
        break;
    case SupervisorMode::On:
        document()->setValue(kSupervisor, SupervisorConfig::enabled().toJson());
        break;
    case SupervisorMode::Custom:
        document()->setValue(kSupervisor, m_stashedSupervisor.toJson());
        break;
    }
}

void BehaviourPage::onTriggerModeActivated(int index)
{
    editSupervisor([index](SupervisorConfig& supervisor) {
        switch (TriggerMode(index)) {
        case TriggerMode::Default:
            supervisor.setReasoningTrigger(std::nullopt);
            break;
        case TriggerMode::Off:
            supervisor.setReasoningTrigger(ReasoningTrigger::disabled());
            break;
        case TriggerMode::Custom:
            if (!supervisor.reasoningTrigger || !supervisor.reasoningTrigger->isEnabled())
                supervisor.setReasoningTrigger(ReasoningTrigger());
            break;
        }
    });
}

void BehaviourPage::editSupervisor(const std::function<void(SupervisorConfig&)>& edit)
{
    std::optional<SupervisorConfig> supervisor =
        SupervisorConfig::fromJson(document()->value(kSupervisor));
    if (!supervisor || supervisor->form != SupervisorConfig::Form::Object)
        return; // the fields are only enabled in the custom form
    edit(*supervisor);
    document()->setValue(kSupervisor, supervisor->toJson());
}

void BehaviourPage::editReasoningTrigger(const std::function<void(ReasoningTrigger&)>& edit)
{
    editSupervisor([&edit](SupervisorConfig& supervisor) {
        if (supervisor.reasoningTrigger && supervisor.reasoningTrigger->isEnabled())
            edit(*supervisor.reasoningTrigger);
    });
}

// ---- Plan

void BehaviourPage::loadPlan()
{
    const QJsonValue value = document()->value(kPlan);
    const std::optional<PlanMode> mode = PlanConfig::modeOf(value);
    forms::setCurrentIndex(m_planCombo, mode ? int(*mode) : -1);
    std::optional<PlanConfig> plan = PlanConfig::fromJson(value);
    if (!plan || plan->form != PlanConfig::Form::Object)
        plan = PlanConfig();
    forms::setChecked(m_planOnlyCheck, plan->planOnly.value_or(false));
    forms::setText(m_briefEdit, plan->brief.value_or(QString()));

    const QStringList steps = plan->stepTexts();
    if (steps != planSteps()) {
        const QSignalBlocker blocker(m_stepsList);
        const int current = m_stepsList->currentRow();
        m_stepsList->clear();
        for (const QString& step : steps) {
            auto* item = new QListWidgetItem(step, m_stepsList);
            item->setFlags(item->flags() | Qt::ItemIsEditable);
        }
        if (current >= 0 && current < m_stepsList->count())
            m_stepsList->setCurrentRow(current);
    }
    const bool stepsMode = mode == PlanMode::Steps;
    m_planOnlyCheck->setEnabled(mode == PlanMode::Auto || stepsMode);
    m_briefEdit->setEnabled(stepsMode);
    m_stepsList->setEnabled(stepsMode);
    m_addStepButton->setEnabled(stepsMode);
    m_removeStepButton->setEnabled(stepsMode && m_stepsList->count() > 0);
    m_stepUpButton->setEnabled(stepsMode && m_stepsList->count() > 1);
    m_stepDownButton->setEnabled(stepsMode && m_stepsList->count() > 1);
}

QStringList BehaviourPage::planSteps() const
{
    QStringList steps;
    for (int i = 0; i < m_stepsList->count(); ++i)
        steps << m_stepsList->item(i)->text();
    return steps;
}

void BehaviourPage::onStepsEdited()
{
    writePlan();
}

void BehaviourPage::writePlan()
{
    if (isLoading())
        return;
    if (const std::optional<PlanConfig> current = PlanConfig::fromJson(document()->value(kPlan));
        current && current->form == PlanConfig::Form::Object)
        m_stashedPlan = *current;
    const auto mode = PlanMode(m_planCombo->currentIndex());
    if (mode == PlanMode::Off) {
        document()->remove(kPlan);
        return;
    }
    // Unknown members of the plan object ride along in every form that is an object.
    PlanConfig plan = m_stashedPlan;
    plan.setPlanOnly(m_planOnlyCheck->isChecked() ? std::optional<bool>(true) : std::nullopt);
    if (mode == PlanMode::Auto) {
        plan.setSteps(std::nullopt);
        plan.setBrief(std::nullopt);
        const QJsonValue json = plan.toJson();
        // Nothing left to say but "plan": the literal `true` says it.
        document()->setValue(kPlan,
                             json.toObject().isEmpty() ? PlanConfig::enabled().toJson() : json);
        return;
    }
    plan.setSteps(planSteps());
    const QString brief = m_briefEdit->text();
    plan.setBrief(brief.isEmpty() ? std::nullopt : std::optional<QString>(brief));
    document()->setValue(kPlan, plan.toJson());
}

// ---- Metadata

void BehaviourPage::loadMetadata()
{
    m_metadataTable->setEntries(document()->value(kMetadata).toObject());
}

// ---- Fields

QWidget* BehaviourPage::fieldWidget(const QString& fieldPath, bool reveal)
{
    const std::optional<QList<JsonPath::Component>> components = JsonPath::split(fieldPath);
    if (!components || components->isEmpty() ||
        components->constFirst().kind != JsonPath::Component::Kind::Key)
        return nullptr;
    const QString top = components->constFirst().key;
    const QString second = components->size() > 1 ? components->at(1).key : QString();
    const QString third = components->size() > 2 ? components->at(2).key : QString();
    if (top == kReasoning)
        return m_reasoningCombo;
    if (top == kBudgets)
        return second == "maxToolTurnsExceeded"_L1 ? static_cast<QWidget*>(m_finalizeCheck)
                                                   : m_maxTurnsSpin;
    if (top == kOutputSchema) {
        if (second == "name"_L1)
            return m_outputNameEdit;
        if (second == "schema"_L1 || (components->size() == 1 && m_outputGroup->isChecked() &&
                                      document()->value(kOutputSchema).isObject()))
            return m_schemaEditor;
        return m_outputGroup;
    }
    if (top == kLoop) {
        if (second == "consecutiveThreshold"_L1)
            return m_consecutiveSpin;
        if (second == "hardCutoffThreshold"_L1)
            return m_hardCutoffSpin;
        return m_loopCombo;
    }
    if (top == kToolBudgets) {
        if (components->size() > 1) {
            if (reveal)
                m_toolBudgetsTable->selectKey(second);
            return m_toolBudgetsTable->table();
        }
        return document()->value(kToolBudgets).isObject()
                   ? static_cast<QWidget*>(m_toolBudgetsTable->table())
                   : m_toolBudgetsCombo;
    }
    if (top == kSupervisor) {
        if (second == "interval"_L1)
            return m_intervalSpin;
        if (second == "modelId"_L1)
            return m_judgeCombo;
        if (second == "reasoningTrigger"_L1) {
            if (third == "chars"_L1)
                return m_triggerCharsSpin;
            if (third == "ms"_L1)
                return m_triggerMsSpin;
            return m_triggerCombo;
        }
        return m_supervisorCombo;
    }
    if (top == kPlan) {
        if (second == "steps"_L1) {
            if (reveal && components->size() > 2 &&
                components->at(2).kind == JsonPath::Component::Kind::Index)
                m_stepsList->setCurrentRow(int(components->at(2).index));
            return m_stepsList;
        }
        if (second == "brief"_L1)
            return m_briefEdit;
        if (second == "planOnly"_L1)
            return m_planOnlyCheck;
        return m_planCombo;
    }
    if (top == kMetadata) {
        if (components->size() > 1 && reveal)
            m_metadataTable->selectKey(second);
        return m_metadataTable->table();
    }
    return nullptr;
}

bool BehaviourPage::showsPath(const QString& fieldPath)
{
    const std::optional<QList<JsonPath::Component>> components = JsonPath::split(fieldPath);
    if (!components || components->isEmpty() ||
        components->constFirst().kind != JsonPath::Component::Kind::Key)
        return false;
    const QString& top = components->constFirst().key;
    return top == kReasoning || top == kBudgets || top == kOutputSchema || top == kLoop ||
           top == kToolBudgets || top == kSupervisor || top == kPlan || top == kMetadata;
}

QList<QWidget*> BehaviourPage::markableWidgets() const
{
    return {m_reasoningCombo,
            m_maxTurnsSpin,
            m_finalizeCheck,
            m_outputGroup,
            m_outputNameEdit,
            m_schemaEditor,
            m_loopCombo,
            m_consecutiveSpin,
            m_hardCutoffSpin,
            m_toolBudgetsCombo,
            m_toolBudgetsTable->table(),
            m_supervisorCombo,
            m_intervalSpin,
            m_judgeCombo,
            m_triggerCombo,
            m_triggerCharsSpin,
            m_triggerMsSpin,
            m_planCombo,
            m_planOnlyCheck,
            m_briefEdit,
            m_stepsList,
            m_metadataTable->table()};
}

} // namespace mantyx
