// SPDX-License-Identifier: MIT
#include "composer/rawspeceditor.h"

#include <algorithm>
#include <memory>

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "protocol/jsontextlocator.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The rule of the issue a JSON syntax error becomes (the validator's rules name fields).
constexpr auto kSyntaxRule = "spec.json"_L1;

} // namespace

RawSpecEditor::RawSpecEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"rawSpecEditor"_s);

    m_editor = new JsonEditor(this);
    m_editor->setObjectName(u"specEditor"_s);
    m_editor->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_editor, &QWidget::customContextMenuRequested, this,
            &RawSpecEditor::onEditorContextMenu);

    // Format: a button above the text, Ctrl+Shift+F anywhere in the tab and the context menu.
    m_formatAction = new QAction(QIcon::fromTheme(u"format-indent-more"_s), QString(), this);
    m_formatAction->setObjectName(u"actionFormatSpec"_s);
    m_formatAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_formatAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_formatAction);
    connect(m_formatAction, &QAction::triggered, this, &RawSpecEditor::onFormat);
    m_formatButton = new QToolButton(this);
    m_formatButton->setObjectName(u"formatButton"_s);
    m_formatButton->setDefaultAction(m_formatAction);
    m_formatButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_formatButton->setAutoRaise(true);
    m_formatButton->setFocusPolicy(Qt::StrongFocus);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* formatRow = new QHBoxLayout;
    formatRow->setContentsMargins(2, 2, 4, 2);
    formatRow->setSpacing(8);
    formatRow->addWidget(m_formatButton);
    formatRow->addWidget(m_statusLabel, 1);

    m_issueModel = new QStandardItemModel(0, ColumnCount, this);
    m_issueModel->setObjectName(u"issueModel"_s);
    m_issueView = new QTreeView(this);
    m_issueView->setObjectName(u"issueView"_s);
    m_issueView->setModel(m_issueModel);
    m_issueView->setRootIsDecorated(false);
    m_issueView->setUniformRowHeights(true);
    m_issueView->setAlternatingRowColors(true);
    m_issueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_issueView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_issueView->setTextElideMode(Qt::ElideRight);
    m_issueView->header()->setStretchLastSection(false);
    m_issueView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_issueView->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    connect(m_issueView, &QTreeView::clicked, this, &RawSpecEditor::onIssueActivated);
    connect(m_issueView, &QTreeView::activated, this, &RawSpecEditor::onIssueActivated);

    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(u"issueSummary"_s);

    auto* issuePane = new QWidget(this);
    issuePane->setObjectName(u"issuePane"_s);
    auto* issueLayout = new QVBoxLayout(issuePane);
    issueLayout->setContentsMargins(0, 0, 0, 0);
    issueLayout->setSpacing(2);
    m_summaryLabel->setContentsMargins(4, 2, 4, 0);
    issueLayout->addWidget(m_summaryLabel);
    issueLayout->addWidget(m_issueView);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(u"specSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_editor);
    m_splitter->addWidget(issuePane);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(formatRow);
    layout->addWidget(m_splitter, 1);

    m_validationTimer = new QTimer(this);
    m_validationTimer->setObjectName(u"validationTimer"_s);
    m_validationTimer->setSingleShot(true);
    m_validationTimer->setInterval(ValidationDelayMs);
    connect(m_validationTimer, &QTimer::timeout, this, &RawSpecEditor::validateNow);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &RawSpecEditor::onTextChanged);

    retranslateUi();
    validateNow();
}

RawSpecEditor::~RawSpecEditor() = default;

void RawSpecEditor::retranslateUi()
{
    m_formatAction->setText(tr("Format"));
    m_formatAction->setToolTip(
        tr("Indent the JSON by two spaces per level (keys keep their order) — %1")
            .arg(m_formatAction->shortcut().toString(QKeySequence::NativeText)));
    m_editor->setPlaceholderText(
        tr("Type or paste a run spec (a JSON object), or start from a template."));
    m_issueView->setAccessibleName(tr("Issues"));
    m_issueModel->setHorizontalHeaderLabels(
        {tr("Severity"), tr("Line"), tr("Path"), tr("Message"), tr("Rule")});
    updateSummary();
}

void RawSpecEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The validator's messages are translated when they are made.
        if (m_validated)
            validateNow();
    } else if (event->type() == QEvent::PaletteChange && m_validated) {
        validateNow(); // severity icons follow the palette
    }
    QWidget::changeEvent(event);
}

void RawSpecEditor::onEditorContextMenu(const QPoint& pos)
{
    const std::unique_ptr<QMenu> menu(m_editor->createStandardContextMenu(pos));
    menu->setObjectName(u"editorContextMenu"_s);
    menu->addSeparator();
    menu->addAction(m_formatAction);
    menu->exec(m_editor->viewport()->mapToGlobal(pos));
}

QString RawSpecEditor::specText() const
{
    return m_editor->toPlainText();
}

std::optional<QJsonObject> RawSpecEditor::spec() const
{
    const QJsonDocument document = QJsonDocument::fromJson(specText().toUtf8());
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}

bool RawSpecEditor::hasErrors() const
{
    if (m_validated)
        return !m_canRun;
    const QJsonDocument document = QJsonDocument::fromJson(specText().toUtf8());
    if (!document.isObject())
        return true;
    return mantyx::hasErrors(SpecValidator::validate(document.object(), m_mode));
}

void RawSpecEditor::replaceText(const QString& text)
{
    if (text == specText())
        return; // no empty undo step
    QTextCursor cursor(m_editor->document());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
    cursor.endEditBlock();
    m_editor->moveCursor(QTextCursor::Start);
}

void RawSpecEditor::setSpecJson(const QByteArray& json)
{
    replaceText(QString::fromUtf8(json));
    validateNow();
}

void RawSpecEditor::setSpec(const QJsonObject& spec)
{
    const QString compact = QString::fromUtf8(QJsonDocument(spec).toJson(QJsonDocument::Compact));
    replaceText(JsonTextLocator::formatted(compact).value_or(compact));
    validateNow();
}

bool RawSpecEditor::formatSpec()
{
    const QString text = specText();
    const std::optional<QString> formatted = JsonTextLocator::formatted(text);
    if (!formatted)
        return false;
    if (*formatted != text) {
        const int line = m_editor->cursorLine();
        replaceText(*formatted);
        m_editor->placeCursor(line);
    }
    validateNow();
    return true;
}

void RawSpecEditor::setValidationMode(SpecValidator::Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    validateNow();
}

void RawSpecEditor::onTextChanged()
{
    m_validated = false;
    m_textChanged = true;
    m_validationTimer->start();
    if (!m_statusLabel->text().isEmpty())
        showStatus(QString(), false);
}

void RawSpecEditor::validateNow()
{
    m_validationTimer->stop();
    const QString text = specText();
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(text, &syntax);

    QList<SpecIssue> issues;
    QList<TextSpan> spans;
    if (syntax) {
        SpecIssue issue;
        issue.severity = Severity::Error;
        issue.rule = QString(kSyntaxRule);
        issue.message = text.trimmed().isEmpty()
                            ? tr("The spec is empty: write a JSON object or start from a "
                                 "template.")
                        : syntax->expected.isEmpty()
                            ? tr("JSON syntax error: %1.").arg(syntax->message)
                            : tr("JSON syntax error: expected %1.").arg(syntax->expected);
        issues << issue;
        spans << syntax->span;
    } else {
        issues = SpecValidator::validate(document, m_mode);
        // Errors first, then top to bottom (stable: the validator's order within a line).
        const JsonTextLocator locator(text);
        QList<std::pair<SpecIssue, TextSpan>> located;
        for (const SpecIssue& issue : std::as_const(issues)) {
            const JsonTextLocator::Location at = locator.locate(issue.path);
            TextSpan mark = at.mark.isValid() ? at.mark : locator.span(0);
            // An unknown field is about its name, not its value.
            if (at.match == JsonTextLocator::Match::Exact && at.key.isValid() &&
                issue.rule.endsWith(u"unknownField"_s))
                mark = at.key;
            located.append({issue, mark});
        }
        std::stable_sort(located.begin(), located.end(), [](const auto& a, const auto& b) {
            const bool aError = a.first.severity == Severity::Error;
            const bool bError = b.first.severity == Severity::Error;
            if (aError != bError)
                return aError;
            return a.second.offset < b.second.offset;
        });
        issues.clear();
        for (const auto& [issue, mark] : std::as_const(located)) {
            issues << issue;
            spans << mark;
        }
    }

    QList<JsonEditor::Issue> marks;
    m_issueModel->removeRows(0, m_issueModel->rowCount());
    const QPalette pal = palette();
    const QIcon errorIcon = JsonEditor::severityIcon(Severity::Error, pal);
    const QIcon warningIcon = JsonEditor::severityIcon(Severity::Warning, pal);
    for (qsizetype i = 0; i < issues.size(); ++i) {
        const SpecIssue& issue = issues.at(i);
        const TextSpan& span = spans.at(i);
        const bool isError = issue.severity == Severity::Error;
        marks.append(JsonEditor::Issue{span.line, span.column, int(span.length), issue.severity,
                                       issue.message});

        auto* severity = new QStandardItem(isError ? errorIcon : warningIcon,
                                           isError ? tr("Error") : tr("Warning"));
        severity->setData(span.line, LineRole);
        severity->setData(span.column, ColumnRole);
        severity->setData(int(issue.severity), SeverityRole);
        auto* line = new QStandardItem(QString::number(span.line));
        line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto* path = new QStandardItem(issue.path.isEmpty() ? tr("(spec)") : issue.path);
        auto* message = new QStandardItem(issue.message);
        message->setToolTip(issue.message);
        auto* rule = new QStandardItem(issue.rule);
        m_issueModel->appendRow({severity, line, path, message, rule});
    }
    m_editor->setIssues(marks);
    m_issues = issues;
    m_validated = true;
    updateSummary();

    const bool canRun = document.isObject() && !mantyx::hasErrors(issues);
    const bool changed = canRun != m_canRun;
    m_canRun = canRun;
    if (changed)
        emit validityChanged(m_canRun);
    if (m_textChanged) {
        m_textChanged = false;
        emit specChanged();
    }
}

void RawSpecEditor::updateSummary()
{
    if (!m_summaryLabel)
        return;
    int errors = 0;
    int warnings = 0;
    for (const SpecIssue& issue : std::as_const(m_issues))
        ++(issue.severity == Severity::Error ? errors : warnings);
    // "Errors: 2", not "2 error(s)": right in every language without plural forms.
    QStringList parts;
    if (errors > 0)
        parts << tr("Errors: %1").arg(errors);
    if (warnings > 0)
        parts << tr("Warnings: %1").arg(warnings);
    m_summaryLabel->setText(parts.isEmpty() ? tr("No problems: ready to run.")
                                            : parts.join(u"   "_s));
}

void RawSpecEditor::onIssueActivated(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    const QModelIndex first = index.siblingAtColumn(SeverityColumn);
    m_editor->goToLine(first.data(LineRole).toInt(), first.data(ColumnRole).toInt());
}

void RawSpecEditor::showStatus(const QString& text, bool isError)
{
    m_statusLabel->setText(text);
    m_statusLabel->setToolTip(text);
    QPalette pal = palette();
    if (isError)
        pal.setColor(QPalette::WindowText, JsonEditor::severityColor(Severity::Error, pal));
    m_statusLabel->setPalette(pal);
}

void RawSpecEditor::onFormat()
{
    if (formatSpec())
        showStatus(QString(), false);
    else
        showStatus(tr("Format needs valid JSON: fix the syntax error first."), true);
}

} // namespace mantyx
