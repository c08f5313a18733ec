// SPDX-License-Identifier: MIT
// RunSummaryPanel: the summary's widgets, filled from RunTimeline::summary().
#include "runpanels/runsummarypanel.h"

#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "protocol/reasoninglevel.h"
#include "run/runtimeline.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kMaxTreeItems = 5000; // a huge output is not worth freezing the panel for

QLabel* valueLabel(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

QColor statusColor(RunSummary::Status status)
{
    switch (status) {
    case RunSummary::Status::NotStarted:
        return QColor(0x75, 0x75, 0x75);
    case RunSummary::Status::Running:
        return QColor(0x1e, 0x88, 0xe5);
    case RunSummary::Status::Succeeded:
        return QColor(0x2e, 0x7d, 0x32);
    case RunSummary::Status::Failed:
        return QColor(0xc6, 0x28, 0x28);
    case RunSummary::Status::Cancelled:
        return QColor(0x61, 0x61, 0x61);
    case RunSummary::Status::Incomplete:
        return QColor(0xe6, 0x51, 0x00);
    }
    return QColor(0x75, 0x75, 0x75);
}

QString scalarText(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return u"\""_s + value.toString() + u"\""_s;
    case QJsonValue::Array:
        return u"[%1]"_s.arg(value.toArray().size());
    case QJsonValue::Object:
        return u"{%1}"_s.arg(value.toObject().size());
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

void addJson(QTreeWidgetItem* parent, const QString& key, const QJsonValue& value, int& budget)
{
    if (budget <= 0)
        return;
    --budget;
    auto* item = new QTreeWidgetItem(parent, QStringList{key, scalarText(value)});
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            addJson(item, it.key(), it.value(), budget);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            addJson(item, u"[%1]"_s.arg(i), array.at(i), budget);
    }
}

} // namespace

RunSummaryPanel::RunSummaryPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"runSummaryPanel"_s);

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(u"summaryScrollArea"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    content->setObjectName(u"summaryContent"_s);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    // Status pill and duration.
    m_status = new QLabel(content);
    m_status->setObjectName(u"statusLabel"_s);
    m_status->setAlignment(Qt::AlignCenter);
    QFont statusFont = m_status->font();
    statusFont.setBold(true);
    m_status->setFont(statusFont);
    m_duration = valueLabel(content, u"durationLabel"_s);
    auto* head = new QHBoxLayout;
    head->addWidget(m_status);
    head->addWidget(m_duration, 1);

    // The run id, to select or copy: the window title cannot be copied from.
    m_runIdRow = new QWidget(content);
    m_runIdRow->setObjectName(u"runIdRow"_s);
    m_runIdLabel = new QLabel(m_runIdRow);
    m_runIdValue = new QLabel(m_runIdRow);
    m_runIdValue->setObjectName(u"runIdLabel"_s);
    m_runIdValue->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_runIdValue->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_copyRunId = new QToolButton(m_runIdRow);
    m_copyRunId->setObjectName(u"copyRunIdButton"_s);
    m_copyRunId->setIcon(QIcon::fromTheme(u"edit-copy"_s));
    m_copyRunId->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copyRunId->setAutoRaise(true);
    connect(m_copyRunId, &QToolButton::clicked, this, &RunSummaryPanel::copyRunId);
    auto* runIdLayout = new QHBoxLayout(m_runIdRow);
    runIdLayout->setContentsMargins(0, 0, 0, 0);
    runIdLayout->addWidget(m_runIdLabel);
    runIdLayout->addWidget(m_runIdValue, 1);
    runIdLayout->addWidget(m_copyRunId);
    m_runIdRow->hide();

    // Truncation banner: the partial reply is shown dimmed, apart, never as the answer.
    m_truncationBanner = new QFrame(content);
    m_truncationBanner->setObjectName(u"truncationBanner"_s);
    m_truncationBanner->setFrameShape(QFrame::StyledPanel);
    m_truncationBanner->setStyleSheet(
        u"QFrame#truncationBanner { background: rgba(249, 168, 37, 0.18); border: 1px solid "
        "#f9a825; border-radius: 4px; }"_s);
    m_truncationLabel = new QLabel(m_truncationBanner);
    m_truncationLabel->setObjectName(u"truncationLabel"_s);
    m_truncationLabel->setWordWrap(true);
    QFont bannerFont = m_truncationLabel->font();
    bannerFont.setBold(true);
    m_truncationLabel->setFont(bannerFont);
    m_partialText = new QPlainTextEdit(m_truncationBanner);
    m_partialText->setObjectName(u"partialTextView"_s);
    m_partialText->setReadOnly(true);
    m_partialText->setMaximumHeight(110);
    m_partialText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QPalette dimmed = m_partialText->palette();
    dimmed.setColor(QPalette::Text, dimmed.color(QPalette::PlaceholderText));
    m_partialText->setPalette(dimmed);
    auto* bannerLayout = new QVBoxLayout(m_truncationBanner);
    bannerLayout->addWidget(m_truncationLabel);
    bannerLayout->addWidget(m_partialText);

    // Tokens.
    auto* tokensGroup = new QGroupBox(content);
    tokensGroup->setObjectName(u"tokensGroup"_s);
    auto* tokensGrid = new QGridLayout(tokensGroup);
    m_inputTokens = valueLabel(tokensGroup, u"inputTokensLabel"_s);
    m_cachedTokens = valueLabel(tokensGroup, u"cachedTokensLabel"_s);
    m_reasoningTokens = valueLabel(tokensGroup, u"reasoningTokensLabel"_s);
    m_outputTokens = valueLabel(tokensGroup, u"outputTokensLabel"_s);
    QLabel* const values[4] = {m_inputTokens, m_cachedTokens, m_reasoningTokens, m_outputTokens};
    for (int i = 0; i < 4; ++i) {
        m_tokensLabels[i] = new QLabel(tokensGroup);
        values[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        tokensGrid->addWidget(m_tokensLabels[i], i / 2, (i % 2) * 2);
        tokensGrid->addWidget(values[i], i / 2, (i % 2) * 2 + 1);
    }
    tokensGrid->setColumnStretch(1, 1);
    tokensGrid->setColumnStretch(3, 1);

    // Facts.
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_cost = valueLabel(content, u"costLabel"_s);
    m_turns = valueLabel(content, u"turnsLabel"_s);
    m_model = valueLabel(content, u"modelLabel"_s);
    m_calls = valueLabel(content, u"localCallsLabel"_s);
    m_cancelReason = valueLabel(content, u"cancelReasonLabel"_s);
    m_costLabel = new QLabel(content);
    m_turnsLabel = new QLabel(content);
    m_modelLabel = new QLabel(content);
    m_callsLabel = new QLabel(content);
    m_cancelLabel = new QLabel(content);
    m_form->addRow(m_costLabel, m_cost);
    m_form->addRow(m_turnsLabel, m_turns);
    m_form->addRow(m_modelLabel, m_model);
    m_form->addRow(m_callsLabel, m_calls);
    m_form->addRow(m_cancelLabel, m_cancelReason);

    // Failure details.
    m_errorGroup = new QGroupBox(content);
    m_errorGroup->setObjectName(u"errorGroup"_s);
    m_errorMessage = valueLabel(m_errorGroup, u"errorMessageLabel"_s);
    m_errorDetails = valueLabel(m_errorGroup, u"errorDetailsLabel"_s);
    auto* errorLayout = new QVBoxLayout(m_errorGroup);
    errorLayout->addWidget(m_errorMessage);
    errorLayout->addWidget(m_errorDetails);

    // Final text.
    m_finalGroup = new QGroupBox(content);
    m_finalGroup->setObjectName(u"finalTextGroup"_s);
    m_finalText = new QPlainTextEdit(m_finalGroup);
    m_finalText->setObjectName(u"finalTextView"_s);
    m_finalText->setReadOnly(true);
    m_finalText->setMinimumHeight(80);
    auto* finalLayout = new QVBoxLayout(m_finalGroup);
    finalLayout->addWidget(m_finalText);

    // Structured output.
    m_outputGroup = new QGroupBox(content);
    m_outputGroup->setObjectName(u"outputGroup"_s);
    m_outputValidation = valueLabel(m_outputGroup, u"outputValidationLabel"_s);
    m_violations = new QListWidget(m_outputGroup);
    m_violations->setObjectName(u"outputViolationsList"_s);
    m_violations->setMaximumHeight(100);
    m_violations->setWordWrap(true);
    m_outputTree = new QTreeWidget(m_outputGroup);
    m_outputTree->setObjectName(u"outputTree"_s);
    m_outputTree->setColumnCount(2);
    m_outputTree->setMinimumHeight(120);
    m_outputTree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* outputLayout = new QVBoxLayout(m_outputGroup);
    outputLayout->addWidget(m_outputValidation);
    outputLayout->addWidget(m_violations);
    outputLayout->addWidget(m_outputTree, 1);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(head);
    layout->addWidget(m_runIdRow);
    layout->addWidget(m_truncationBanner);
    layout->addWidget(m_errorGroup);
    layout->addWidget(tokensGroup);
    layout->addLayout(m_form);
    layout->addWidget(m_finalGroup, 1);
    layout->addWidget(m_outputGroup, 1);
    layout->addStretch(0);

    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &RunSummaryPanel::refresh);

    retranslateUi();
}

RunSummaryPanel::~RunSummaryPanel()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void RunSummaryPanel::setTimeline(RunTimeline* timeline)
{
    if (m_timeline)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = timeline;
    if (timeline) {
        connect(timeline, &RunTimeline::summaryChanged, this, &RunSummaryPanel::refresh);
        connect(timeline, &RunTimeline::cleared, this, &RunSummaryPanel::refresh);
    }
    refresh();
}

void RunSummaryPanel::setRunId(const QString& runId)
{
    m_runId = runId;
    m_runIdValue->setText(runId);
    m_runIdRow->setVisible(!runId.isEmpty());
}

void RunSummaryPanel::copyRunId()
{
    if (m_runId.isEmpty())
        return;
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setText(m_runId);
}

RunTimeline* RunSummaryPanel::timeline() const
{
    return m_timeline;
}

void RunSummaryPanel::refresh()
{
    const RunTimeline* tl = m_timeline.data();
    showSummary(tl ? tl->summary() : RunSummary());
}

void RunSummaryPanel::showSummary(const RunSummary& s)
{
    m_summary = s;
    const QLocale locale;

    const QColor color = statusColor(s.status);
    m_status->setText(RunSummary::statusName(s.status));
    const QString statusStyle =
        u"QLabel { background: %1; color: white; border-radius: 9px; padding: 2px "
        "10px; }"_s.arg(color.name());
    if (m_status->styleSheet() != statusStyle) // restyling costs; the clock ticks every second
        m_status->setStyleSheet(statusStyle);
    if (s.status == RunSummary::Status::NotStarted) {
        m_duration->setText(QString());
    } else if (!s.durationMs) {
        //: The events say nothing of when they happened (a replayed log without timestamps)
        m_duration->setText(tr("timing unknown"));
    } else {
        m_duration->setText(s.status == RunSummary::Status::Running
                                ? tr("running for %1").arg(RunSummary::durationText(*s.durationMs))
                                : tr("took %1").arg(RunSummary::durationText(*s.durationMs)));
    }
    switch (s.timing) {
    case RunSummary::Timing::Unknown:
        m_duration->setToolTip(
            s.status == RunSummary::Status::NotStarted
                ? QString()
                : tr("The run's log was read back at once and its events carry no timestamps, "
                     "so when each happened is not known."));
        break;
    case RunSummary::Timing::Received:
        m_duration->setToolTip(tr("Measured from when this client received the events."));
        break;
    case RunSummary::Timing::Server:
        m_duration->setToolTip(tr("Measured from the server's timestamps on the events."));
        break;
    case RunSummary::Timing::Recorded:
        m_duration->setToolTip(tr("Measured from the receive times the capture file recorded."));
        break;
    case RunSummary::Timing::Snapshot:
        m_duration->setToolTip(tr("From the run's start and end as the server's snapshot gives "
                                  "them; its events carry no timestamps."));
        break;
    }
    if (s.status == RunSummary::Status::Running && m_timeline) {
        if (!m_clock->isActive())
            m_clock->start();
    } else {
        m_clock->stop();
    }

    // Tokens.
    const auto count = [&](qint64 n) { return s.tokens ? locale.toString(n) : u"—"_s; };
    m_inputTokens->setText(count(s.tokens ? s.tokens->inputTokens : 0));
    m_cachedTokens->setText(count(s.tokens ? s.tokens->cachedTokens : 0));
    m_reasoningTokens->setText(count(s.tokens ? s.tokens->reasoningTokens : 0));
    m_outputTokens->setText(count(s.tokens ? s.tokens->outputTokens : 0));

    // Cost.
    if (s.costUsd) {
        m_cost->setText(RunSummary::costText(*s.costUsd));
    } else if (s.tokens && s.model && !s.model->id.isEmpty()) {
        m_cost->setText(tr("cost unknown — no pricing for model %1").arg(s.model->id));
    } else {
        m_cost->setText(tr("—", "no value"));
    }
    m_cost->setToolTip(s.costFormula);

    m_turns->setText(
        s.turns ? locale.toString(*s.turns)
                : (s.turnBoundaries > 0 ? locale.toString(s.turnBoundaries) : tr("—", "no value")));
    if (s.model) {
        QStringList parts;
        parts << (s.model->vendorModelId.isEmpty() ? s.model->id : s.model->vendorModelId);
        if (!s.model->provider.isEmpty())
            parts << tr("provider %1").arg(s.model->provider);
        if (!s.model->vendorModelId.isEmpty() && s.model->id != s.model->vendorModelId)
            parts << s.model->id;
        if (s.model->reasoningEffort)
            parts << tr("reasoning effort %1")
                         .arg(ReasoningLevel::effortDisplayName(*s.model->reasoningEffort));
        m_model->setText(parts.join(u" · "_s));
    } else {
        m_model->setText(tr("—", "no value"));
    }
    m_calls->setText(s.localCallsUnanswered > 0
                         ? tr("%n call(s)", nullptr, s.localCalls) + u", "_s +
                               tr("%n unanswered", nullptr, s.localCallsUnanswered)
                         : tr("%n call(s)", nullptr, s.localCalls));
    m_form->setRowVisible(m_calls, s.localCalls > 0);
    m_cancelReason->setText(s.cancelReason.value_or(tr("not given")));
    m_form->setRowVisible(m_cancelReason, s.status == RunSummary::Status::Cancelled);

    // Failure details.
    const bool failed = s.status == RunSummary::Status::Failed;
    m_errorGroup->setVisible(failed);
    if (failed) {
        m_errorMessage->setText(s.errorMessage.isEmpty() ? tr("(no message)") : s.errorMessage);
        QStringList details;
        if (!s.errorCode.isEmpty())
            details << tr("code: %1").arg(s.errorCode);
        if (s.errorClass)
            details << tr("errorClass: %1").arg(*s.errorClass);
        if (s.finishReason)
            details << tr("finishReason: %1").arg(*s.finishReason);
        if (s.retryable)
            details << (*s.retryable ? tr("retryable: yes — trying again may work")
                                     : tr("retryable: no"));
        m_errorDetails->setText(details.join(u'\n'));
        m_errorDetails->setVisible(!details.isEmpty());
    }

    // Truncation: a banner, and the partial text only inside it.
    const bool truncated = s.truncated || s.partialText.has_value();
    m_truncationBanner->setVisible(truncated);
    // Only a run that was to answer in JSON (an outputSchema) has JSON to be incomplete.
    m_truncationLabel->setText(s.hasOutputSchema
                                   ? tr("⚠ truncated reply — JSON likely incomplete")
                                   : tr("⚠ truncated reply — cut off before it was finished"));
    m_partialText->setPlainText(s.partialText.value_or(QString()));
    m_partialText->setVisible(s.partialText.has_value());

    // The final text is the answer of a successful run: never a partial reply.
    m_finalGroup->setVisible(s.finalText.has_value());
    m_finalText->setPlainText(s.finalText.value_or(QString()));

    // Structured output.
    m_outputGroup->setVisible(s.hasOutputSchema && s.status != RunSummary::Status::Running &&
                              s.status != RunSummary::Status::NotStarted);
    m_outputTree->clear();
    m_violations->clear();
    QString validation;
    QString validationStyle;
    if (!s.outputParseError.isEmpty()) {
        validation = tr("not valid JSON: %1").arg(s.outputParseError);
        validationStyle = toneStyleSheet(Tone::Failure, palette());
    } else if (s.outputValid) {
        validation = tr("✓ valid against the output schema");
        validationStyle = toneStyleSheet(Tone::Success, palette());
    } else if (s.outputJson) {
        validation =
            tr("✗ %n schema violation(s)", nullptr, static_cast<int>(s.outputViolations.size()));
        validationStyle = toneStyleSheet(Tone::Failure, palette());
    }
    m_outputValidation->setText(validation);
    m_outputValidation->setStyleSheet(validationStyle);
    m_violations->addItems(s.outputViolations);
    m_violations->setVisible(!s.outputViolations.isEmpty());
    if (s.outputJson)
        fillOutputTree(*s.outputJson);
    m_outputTree->setVisible(s.outputJson.has_value());
}

void RunSummaryPanel::fillOutputTree(const QJsonValue& value)
{
    int budget = kMaxTreeItems;
    auto* root = new QTreeWidgetItem(m_outputTree, QStringList{tr("(root)"), scalarText(value)});
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            addJson(root, it.key(), it.value(), budget);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            addJson(root, u"[%1]"_s.arg(i), array.at(i), budget);
    }
    m_outputTree->expandToDepth(1);
}

void RunSummaryPanel::retranslateUi()
{
    if (auto* group = findChild<QGroupBox*>(u"tokensGroup"_s))
        group->setTitle(tr("Tokens"));
    m_tokensLabels[0]->setText(tr("Input"));
    m_tokensLabels[1]->setText(tr("Cached"));
    m_tokensLabels[2]->setText(tr("Reasoning"));
    m_tokensLabels[3]->setText(tr("Output"));
    m_tokensLabels[1]->setToolTip(tr("Part of the input read from the provider's cache"));
    m_tokensLabels[2]->setToolTip(tr("Part of the output spent on reasoning"));
    m_runIdLabel->setText(tr("Run id:"));
    m_copyRunId->setText(tr("Copy"));
    m_copyRunId->setToolTip(tr("Copy the run id to the clipboard"));
    m_costLabel->setText(tr("Cost:"));
    m_turnsLabel->setText(tr("Turns:"));
    m_modelLabel->setText(tr("Model:"));
    m_callsLabel->setText(tr("Local calls:"));
    m_cancelLabel->setText(tr("Cancelled:"));
    m_errorGroup->setTitle(tr("Failure"));
    m_partialText->setToolTip(tr("The reply as far as it got before the output budget ran out. "
                                 "It is not the answer."));
    m_finalGroup->setTitle(tr("Final text"));
    m_outputGroup->setTitle(tr("Structured output"));
    m_outputTree->setHeaderLabels({tr("Key"), tr("Value")});
    showSummary(m_summary);
}

void RunSummaryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    // The system switched between light and dark: the validation's colour follows.
    if (event->type() == QEvent::PaletteChange && m_clock) // built: m_clock is the last
        showSummary(m_summary);
    QWidget::changeEvent(event);
}

} // namespace mantyx
