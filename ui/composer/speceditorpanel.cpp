// SPDX-License-Identifier: MIT
#include "composer/speceditorpanel.h"

#include <algorithm>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "composer/specfilecommands.h"
#include "composer/specfilemenus.h"
#include "protocol/jsontextlocator.h"
#include "protocol/spectemplates.h"
#include "spec/specfile.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A spec with inline attachments is at most a few MB; anything far bigger is not a spec.
constexpr auto kSyntaxRule = "spec.json"_L1;
constexpr auto kDefaultTemplate = "plain-prompt"_L1;

} // namespace

SpecEditorPanel::SpecEditorPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"specEditorPanel"_s);

    m_editor = new JsonEditor(this);
    m_editor->setObjectName(u"specEditor"_s);

    m_toolBar = new QToolBar(this);
    m_toolBar->setObjectName(u"specToolBar"_s);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setIconSize(QSize(16, 16));
    createActions();

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
    connect(m_issueView, &QTreeView::clicked, this, &SpecEditorPanel::onIssueActivated);
    connect(m_issueView, &QTreeView::activated, this, &SpecEditorPanel::onIssueActivated);

    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(u"issueSummary"_s);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto* issuePane = new QWidget(this);
    issuePane->setObjectName(u"issuePane"_s);
    auto* issueHeader = new QHBoxLayout;
    issueHeader->setContentsMargins(4, 2, 4, 0);
    issueHeader->addWidget(m_summaryLabel);
    issueHeader->addStretch(1);
    issueHeader->addWidget(m_statusLabel, 2);
    auto* issueLayout = new QVBoxLayout(issuePane);
    issueLayout->setContentsMargins(0, 0, 0, 0);
    issueLayout->setSpacing(2);
    issueLayout->addLayout(issueHeader);
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
    layout->addWidget(m_toolBar);
    layout->addWidget(m_splitter, 1);

    m_validationTimer = new QTimer(this);
    m_validationTimer->setObjectName(u"validationTimer"_s);
    m_validationTimer->setSingleShot(true);
    m_validationTimer->setInterval(ValidationDelayMs);
    connect(m_validationTimer, &QTimer::timeout, this, &SpecEditorPanel::validateNow);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &SpecEditorPanel::onTextChanged);
    connect(m_editor->document(), &QTextDocument::modificationChanged, this,
            &SpecEditorPanel::modificationChanged);

    retranslateUi();
    newFromTemplate(QString(kDefaultTemplate));
}

SpecEditorPanel::~SpecEditorPanel() = default;

void SpecEditorPanel::createActions()
{
    m_templateMenu = new QMenu(this);
    m_templateMenu->setObjectName(u"templateMenu"_s);
    m_templateMenu->setToolTipsVisible(true);
    m_templateButton = new QToolButton(this);
    m_templateButton->setObjectName(u"templateButton"_s);
    m_templateButton->setMenu(m_templateMenu);
    m_templateButton->setPopupMode(QToolButton::InstantPopup);
    m_templateButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_templateButton->setIcon(QIcon::fromTheme(u"document-new"_s));
    m_toolBar->addWidget(m_templateButton);

    m_openAction = m_toolBar->addAction(QIcon::fromTheme(u"document-open"_s), QString());
    m_openAction->setObjectName(u"actionOpenSpec"_s);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_openAction, &QAction::triggered, this, [this] { m_fileCommands.open(); });

    m_recentMenu = new QMenu(this);
    m_recentMenu->setObjectName(u"recentMenu"_s);
    m_recentAction = m_recentMenu->menuAction();
    m_recentAction->setObjectName(u"actionRecentSpecs"_s);
    m_recentAction->setIcon(QIcon::fromTheme(u"document-open-recent"_s));
    m_toolBar->addAction(m_recentAction);
    if (auto* button = qobject_cast<QToolButton*>(m_toolBar->widgetForAction(m_recentAction))) {
        button->setObjectName(u"recentButton"_s);
        button->setPopupMode(QToolButton::InstantPopup);
    }

    m_saveAction = m_toolBar->addAction(QIcon::fromTheme(u"document-save"_s), QString());
    m_saveAction->setObjectName(u"actionSaveSpec"_s);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_saveAction, &QAction::triggered, this, [this] { m_fileCommands.save(); });

    m_saveAsAction = m_toolBar->addAction(QIcon::fromTheme(u"document-save-as"_s), QString());
    m_saveAsAction->setObjectName(u"actionSaveSpecAs"_s);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_saveAsAction, &QAction::triggered, this, [this] { m_fileCommands.saveAs(); });

    m_toolBar->addSeparator();
    m_formatAction = m_toolBar->addAction(QIcon::fromTheme(u"format-indent-more"_s), QString());
    m_formatAction->setObjectName(u"actionFormatSpec"_s);
    m_formatAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_formatAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_formatAction, &QAction::triggered, this, &SpecEditorPanel::onFormat);

    auto* spacer = new QWidget(this);
    spacer->setObjectName(u"toolBarSpacer"_s);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_toolBar->addWidget(spacer);
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(u"validationModeLabel"_s);
    m_toolBar->addWidget(m_modeLabel);
    m_modeCombo = new QComboBox(this);
    m_modeCombo->setObjectName(u"validationModeCombo"_s);
    m_modeCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < 3; ++i)
        m_modeCombo->addItem(QString());
    m_modeCombo->setItemData(0, int(SpecValidator::Mode::Run));
    m_modeCombo->setItemData(1, int(SpecValidator::Mode::SessionCreate));
    m_modeCombo->setItemData(2, int(SpecValidator::Mode::SessionMessage));
    m_modeLabel->setBuddy(m_modeCombo);
    m_toolBar->addWidget(m_modeCombo);
    connect(m_modeCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        setValidationMode(SpecValidator::Mode(m_modeCombo->itemData(index).toInt()));
    });

    // Every tool button the bar made for an action gets a name of its own too.
    for (QAction* action : {m_openAction, m_saveAction, m_saveAsAction, m_formatAction}) {
        if (QWidget* button = m_toolBar->widgetForAction(action))
            button->setObjectName(action->objectName() + u"Button"_s);
    }
}

void SpecEditorPanel::retranslateUi()
{
    // Two trailing blanks: the style draws the menu arrow over the end of the text.
    m_templateButton->setText(tr("New from Template") + u"  "_s);
    m_templateButton->setToolTip(tr("Start a new spec from an example of the protocol document"));
    m_openAction->setText(tr("Open…"));
    m_openAction->setToolTip(tr("Open a spec file (JSON)"));
    m_recentAction->setText(tr("Recent") + u"  "_s);
    m_recentAction->setToolTip(tr("Open a recently used spec file"));
    m_saveAction->setText(tr("Save"));
    m_saveAction->setToolTip(tr("Save the spec"));
    m_saveAsAction->setText(tr("Save As…"));
    m_saveAsAction->setToolTip(tr("Save the spec to another file"));
    m_formatAction->setText(tr("Format"));
    m_formatAction->setToolTip(
        tr("Indent the JSON by two spaces per level (keys keep their order)"));
    m_modeLabel->setText(tr("Check as:"));
    m_modeCombo->setItemText(0, tr("Run"));
    m_modeCombo->setItemText(1, tr("New session"));
    m_modeCombo->setItemText(2, tr("Session message"));
    m_modeCombo->setToolTip(tr("Which request the spec is validated for"));
    m_editor->setPlaceholderText(
        tr("Type or paste a run spec (a JSON object), or start from a template."));
    m_issueView->setAccessibleName(tr("Issues"));
    m_issueModel->setHorizontalHeaderLabels(
        {tr("Severity"), tr("Line"), tr("Path"), tr("Message"), tr("Rule")});
    rebuildTemplateMenu();
    rebuildRecentMenu();
    updateSummary();
}

void SpecEditorPanel::changeEvent(QEvent* event)
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

void SpecEditorPanel::rebuildTemplateMenu()
{
    m_fileCommands.fillTemplateMenu(m_templateMenu,
                                    [this](const QString& id) { newFromTemplate(id); });
}

void SpecEditorPanel::rebuildRecentMenu()
{
    m_fileCommands.fillRecentMenu(m_recentMenu, m_recentFiles,
                                  [this](const QStringList& files) { setRecentFiles(files); });
    m_recentAction->setEnabled(!m_recentFiles.isEmpty());
}

void SpecEditorPanel::setRecentFiles(const QStringList& files)
{
    const QStringList cleaned = SpecFileCommands::cleanedRecentFiles(files, MaxRecentFiles);
    if (cleaned == m_recentFiles)
        return;
    m_recentFiles = cleaned;
    rebuildRecentMenu();
    emit recentFilesChanged(m_recentFiles);
}

void SpecEditorPanel::addRecentFile(const QString& path)
{
    setRecentFiles(SpecFileCommands::withRecentFile(m_recentFiles, path));
}

QString SpecEditorPanel::specText() const
{
    return m_editor->toPlainText();
}

std::optional<QJsonObject> SpecEditorPanel::spec() const
{
    const QJsonDocument document = QJsonDocument::fromJson(specText().toUtf8());
    if (!document.isObject())
        return std::nullopt;
    return document.object();
}

bool SpecEditorPanel::hasErrors() const
{
    if (m_validated)
        return !m_canRun;
    const QJsonDocument document = QJsonDocument::fromJson(specText().toUtf8());
    if (!document.isObject())
        return true;
    return mantyx::hasErrors(SpecValidator::validate(document.object(), m_mode));
}

bool SpecEditorPanel::isModified() const
{
    return m_editor->document()->isModified();
}

void SpecEditorPanel::replaceText(const QString& text)
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

void SpecEditorPanel::setSpecJson(const QByteArray& json)
{
    replaceText(QString::fromUtf8(json));
    validateNow();
}

void SpecEditorPanel::setSpec(const QJsonObject& spec)
{
    const QString compact = QString::fromUtf8(QJsonDocument(spec).toJson(QJsonDocument::Compact));
    replaceText(JsonTextLocator::formatted(compact).value_or(compact));
    validateNow();
}

bool SpecEditorPanel::newFromTemplate(const QString& templateId)
{
    const std::optional<SpecTemplate> t = SpecTemplates::byId(templateId);
    if (!t)
        return false;
    replaceText(QString::fromUtf8(t->json));
    m_editor->document()->setModified(false);
    setCurrentFile(QString());
    validateNow();
    return true;
}

bool SpecEditorPanel::loadFile(const QString& path, QString* error)
{
    const std::optional<QString> text = SpecFile::readText(path, error);
    if (!text)
        return false;
    m_editor->setPlainText(*text); // a new document: the undo history starts here
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecentFile(path);
    showStatus(QString(), false);
    validateNow();
    return true;
}

bool SpecEditorPanel::saveFile(const QString& path, QString* error)
{
    if (!SpecFile::writeText(path, specText(), error))
        return false;
    m_editor->document()->setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecentFile(path);
    return true;
}

void SpecEditorPanel::setCurrentFile(const QString& path)
{
    if (path == m_currentFile)
        return;
    m_currentFile = path;
    emit fileChanged(m_currentFile);
}

bool SpecEditorPanel::formatSpec()
{
    const QString text = specText();
    const std::optional<QString> formatted = JsonTextLocator::formatted(text);
    if (!formatted)
        return false;
    if (*formatted != text) {
        const int line = m_editor->cursorLine();
        replaceText(*formatted);
        m_editor->goToLine(line);
    }
    validateNow();
    return true;
}

void SpecEditorPanel::setValidationMode(SpecValidator::Mode mode)
{
    const int index = m_modeCombo->findData(int(mode));
    if (index >= 0 && index != m_modeCombo->currentIndex())
        m_modeCombo->setCurrentIndex(index); // comes back here through the signal
    if (mode == m_mode)
        return;
    m_mode = mode;
    validateNow();
}

void SpecEditorPanel::onTextChanged()
{
    m_validated = false;
    m_textChanged = true;
    m_validationTimer->start();
    if (!m_statusLabel->text().isEmpty())
        showStatus(QString(), false);
}

void SpecEditorPanel::validateNow()
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

void SpecEditorPanel::updateSummary()
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

void SpecEditorPanel::onIssueActivated(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    const QModelIndex first = index.siblingAtColumn(SeverityColumn);
    m_editor->goToLine(first.data(LineRole).toInt(), first.data(ColumnRole).toInt());
}

void SpecEditorPanel::showStatus(const QString& text, bool isError)
{
    SpecFileMenus::showStatus(m_statusLabel, text, isError);
}

void SpecEditorPanel::onFormat()
{
    if (formatSpec())
        showStatus(QString(), false);
    else
        showStatus(tr("Format needs valid JSON: fix the syntax error first."), true);
}

} // namespace mantyx
