// SPDX-License-Identifier: MIT
#include "composer/composerpanel.h"

#include <utility>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "client/connectionservice.h"
#include "composer/behaviourpage.h"
#include "composer/fieldmarker.h"
#include "composer/formsetters.h"
#include "composer/generalpage.h"
#include "composer/rawspeceditor.h"
#include "composer/specfilecommands.h"
#include "protocol/jsonpath.h"
#include "protocol/jsontextlocator.h"
#include "protocol/spectemplates.h"
#include "spec/curlcommand.h"
#include "spec/modelcatalogmodel.h"
#include "spec/specdocument.h"
#include "spec/specfile.h"
#include "widgets/jsoneditor.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr auto kRecentFilesKey = "composer/recentFiles"_L1;
constexpr auto kDefaultTemplate = "plain-prompt"_L1;

QString formattedJson(const QJsonObject& object)
{
    const QString compact = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    return JsonTextLocator::formatted(compact).value_or(compact);
}

// The spec with long attachment bytes shortened, for the preview only.
QJsonObject previewBody(const QJsonObject& spec, qsizetype limit, bool* shortened)
{
    QJsonObject body = spec;
    QJsonArray messages = body.value("messages"_L1).toArray();
    bool changed = false;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        QJsonObject message = messages.at(i).toObject();
        QJsonArray attachments = message.value("attachments"_L1).toArray();
        bool messageChanged = false;
        for (qsizetype j = 0; j < attachments.size(); ++j) {
            QJsonObject attachment = attachments.at(j).toObject();
            const QString data = attachment.value("data"_L1).toString();
            if (data.size() <= limit)
                continue;
            attachment.insert("data"_L1,
                              QString(data.left(64) + u"…"_s +
                                      ComposerPanel::tr("(%n more base64 character(s))", nullptr,
                                                        int(data.size() - 64))));
            attachments.replace(j, attachment);
            messageChanged = true;
        }
        if (messageChanged) {
            message.insert("attachments"_L1, attachments);
            messages.replace(i, message);
            changed = true;
        }
    }
    if (changed)
        body.insert("messages"_L1, messages);
    *shortened = changed;
    return body;
}

} // namespace

ComposerPanel::ComposerPanel(QSettings& settings, ConnectionService& connection, QWidget* parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_connection(connection)
{
    setObjectName(u"composerPanel"_s);
    m_document = new SpecDocument(this);
    m_document->setObjectName(u"specDocument"_s);
    m_models = new ModelCatalogModel(this);
    m_models->setObjectName(u"modelCatalog"_s);
    m_models->setCatalog(m_connection.models(), m_connection.defaultModelId());
    connect(&m_connection, &ConnectionService::modelsChanged, m_models,
            [this] { m_models->setCatalog(m_connection.models(), m_connection.defaultModelId()); });

    // A tool bar, so that a narrow panel moves what does not fit behind its » button.
    auto* toolRow = new QToolBar(this);
    toolRow->setObjectName(u"composerToolBar"_s);
    toolRow->setIconSize(QSize(16, 16));
    createToolBar();
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_templateButton, m_openButton, m_recentButton,
                                         m_saveButton, m_saveAsButton, m_curlButton})
        toolRow->addWidget(w);
    auto* spacer = new QWidget(toolRow);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolRow->addWidget(spacer);
    toolRow->addWidget(m_modeLabel);
    toolRow->addWidget(m_modeCombo);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"composerTabs"_s);
    m_tabs->setDocumentMode(true);

    m_generalPage = new GeneralPage(m_document, m_models, m_tabs);
    m_toolsPage = new QWidget(m_tabs);
    m_toolsPage->setObjectName(u"toolsPage"_s);
    m_toolsLayout = new QVBoxLayout(m_toolsPage);
    m_toolsPlaceholder = new QLabel(m_toolsPage);
    m_toolsPlaceholder->setObjectName(u"toolsPlaceholder"_s);
    m_toolsPlaceholder->setAlignment(Qt::AlignCenter);
    m_toolsPlaceholder->setWordWrap(true);
    m_toolsLayout->addWidget(m_toolsPlaceholder);
    // Empty holders for the pages made when first shown (behaviourPage(), previewEditor(),
    // rawPanel()).
    const auto holder = [this](const QString& name, bool margins) {
        auto* page = new QWidget(m_tabs);
        page->setObjectName(name);
        auto* pageLayout = new QVBoxLayout(page);
        if (!margins)
            pageLayout->setContentsMargins(0, 0, 0, 0);
        return page;
    };
    m_behaviourTab = holder(u"behaviourTab"_s, false);
    m_previewPage = holder(u"previewPage"_s, true); // its note and editor inside the margins
    m_rawTab = holder(u"rawTab"_s, false);

    m_tabs->addTab(m_generalPage, QString());
    m_tabs->addTab(m_toolsPage, QString());
    m_tabs->addTab(m_behaviourTab, QString());
    m_tabs->addTab(m_previewPage, QString());
    m_tabs->addTab(m_rawTab, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, &ComposerPanel::onPageChanged);

    // ---- Problems (a pane of the splitter) and the footer with Run
    m_problemPane = new QWidget(this);
    m_problemPane->setObjectName(u"problemPane"_s);
    m_problemSummary = new QLabel(m_problemPane);
    m_problemSummary->setObjectName(u"problemSummary"_s);
    m_problemList = new QTreeWidget(m_problemPane);
    m_problemList->setObjectName(u"problemList"_s);
    m_problemList->setColumnCount(ProblemColumnCount);
    m_problemList->setRootIsDecorated(false);
    m_problemList->setUniformRowHeights(true);
    m_problemList->setAlternatingRowColors(true);
    m_problemList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemList->header()->setStretchLastSection(true);
    m_problemList->header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    m_problemList->header()->setSectionResizeMode(FieldColumn, QHeaderView::Interactive);
    m_problemList->header()->resizeSection(FieldColumn, 220);
    m_problemList->setTextElideMode(Qt::ElideRight);
    connect(m_problemList, &QTreeWidget::itemActivated, this, &ComposerPanel::onProblemActivated);
    connect(m_problemList, &QTreeWidget::itemClicked, this, &ComposerPanel::onProblemActivated);
    auto* problemLayout = new QVBoxLayout(m_problemPane);
    problemLayout->setContentsMargins(0, 2, 0, 0);
    problemLayout->setSpacing(2);
    problemLayout->addWidget(m_problemSummary);
    problemLayout->addWidget(m_problemList, 1);
    m_problemSummary->setContentsMargins(4, 0, 4, 0);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusLabel->setWordWrap(true);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(u"runButton"_s);
    m_runButton->setIcon(QIcon::fromTheme(u"media-playback-start"_s));
    connect(m_runButton, &QPushButton::clicked, this, &ComposerPanel::requestRun);
    auto* footer = new QHBoxLayout;
    footer->setContentsMargins(4, 4, 4, 4);
    footer->addWidget(m_statusLabel, 1);
    footer->addWidget(m_runButton);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(u"composerSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_tabs);
    m_splitter->addWidget(m_problemPane);
    m_splitter->setStretchFactor(0, 5);
    m_splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolRow);
    layout->addWidget(m_splitter, 1);
    layout->addLayout(footer);

    connectDocument();
    connect(m_generalPage, &ComposerPage::fieldsMoved, this, &ComposerPanel::updateMarkers);

    for (const QKeySequence& keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &ComposerPanel::requestRun);
        m_runShortcuts << shortcut;
    }

    setTabOrder(m_curlButton, m_modeCombo);

    m_recentFiles = m_settings.value(kRecentFilesKey).toStringList();
    retranslateUi();
    newFromTemplate(QString(kDefaultTemplate));
}

ComposerPanel::~ComposerPanel()
{
    // The pages hold pointers to the document; take them down while it still exists, without
    // this panel reacting to their removal.
    disconnect(m_document, nullptr, this, nullptr);
    disconnect(m_tabs, nullptr, this, nullptr);
    if (m_rawPanel)
        disconnect(m_rawPanel, nullptr, this, nullptr);
    QTabWidget* tabs = m_tabs;
    m_tabs = nullptr;
    delete tabs;
}

void ComposerPanel::connectDocument()
{
    // Pages reload on the document's signals first (they were connected first); markers and
    // problems follow.
    disconnect(m_document, nullptr, this, nullptr);
    connect(m_document, &SpecDocument::changed, this, &ComposerPanel::onDocumentChanged);
    connect(m_document, &SpecDocument::reset, this, &ComposerPanel::onDocumentChanged);
    connect(m_document, &SpecDocument::issuesChanged, this, &ComposerPanel::onIssuesChanged);
}

BehaviourPage* ComposerPanel::behaviourPage()
{
    if (!m_behaviourPage) {
        m_behaviourPage = new BehaviourPage(m_document, m_models, m_behaviourTab);
        m_behaviourTab->layout()->addWidget(m_behaviourPage);
        m_behaviourPage->show();
        connect(m_behaviourPage, &ComposerPage::fieldsMoved, this, &ComposerPanel::updateMarkers);
        connectDocument();
        updateMarkers();
    }
    return m_behaviourPage;
}

JsonEditor* ComposerPanel::previewEditor()
{
    if (!m_previewEditor) {
        m_previewNote = new QLabel(m_previewPage);
        m_previewNote->setObjectName(u"previewNote"_s);
        m_previewNote->setWordWrap(true);
        m_previewEditor = new JsonEditor(m_previewPage);
        m_previewEditor->setObjectName(u"previewEditor"_s);
        m_previewEditor->setReadOnly(true);
        m_previewEditor->setTextInteractionFlags(Qt::TextSelectableByKeyboard |
                                                 Qt::TextSelectableByMouse);
        m_previewEditor->setAccessibleName(tr("Request body preview"));
        auto* previewLayout = static_cast<QVBoxLayout*>(m_previewPage->layout());
        previewLayout->addWidget(m_previewNote);
        previewLayout->addWidget(m_previewEditor, 1);
        m_previewNote->show();
        m_previewEditor->show();
        m_previewGeneration = ~quint64(0);
        updatePreview();
    }
    return m_previewEditor;
}

RawSpecEditor* ComposerPanel::rawPanel()
{
    if (!m_rawPanel) {
        m_rawPanel = new RawSpecEditor(m_rawTab);
        m_rawPanel->setObjectName(u"rawPanel"_s);
        m_rawPanel->setValidationMode(m_document->mode());
        m_rawTab->layout()->addWidget(m_rawPanel);
        m_rawPanel->show();
        connect(m_rawPanel, &RawSpecEditor::specChanged, this, &ComposerPanel::onRawSpecChanged);
        syncRawFromDocument();
    }
    return m_rawPanel;
}

void ComposerPanel::createToolBar()
{
    const auto button = [this](const QString& name, const QString& icon) {
        auto* b = new QToolButton(this);
        b->setObjectName(name);
        b->setIcon(QIcon::fromTheme(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::StrongFocus);
        return b;
    };
    m_templateMenu = new QMenu(this);
    m_templateMenu->setObjectName(u"templateMenu"_s);
    m_templateMenu->setToolTipsVisible(true);
    m_templateButton = button(u"templateButton"_s, u"document-new"_s);
    m_templateButton->setMenu(m_templateMenu);
    m_templateButton->setPopupMode(QToolButton::InstantPopup);

    const auto fileAction = [this](const QString& name, const QString& icon,
                                   QKeySequence::StandardKey keys) {
        auto* action = new QAction(QIcon::fromTheme(icon), QString(), this);
        action->setObjectName(name);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        return action;
    };
    m_openAction = fileAction(u"actionOpenSpec"_s, u"document-open"_s, QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] { m_fileCommands.open(); });
    m_saveAction = fileAction(u"actionSaveSpec"_s, u"document-save"_s, QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, [this] { m_fileCommands.save(); });
    m_saveAsAction = fileAction(u"actionSaveSpecAs"_s, u"document-save-as"_s, QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, [this] { m_fileCommands.saveAs(); });

    m_openButton = button(u"openButton"_s, u"document-open"_s);
    connect(m_openButton, &QToolButton::clicked, m_openAction, &QAction::trigger);
    m_recentMenu = new QMenu(this);
    m_recentMenu->setObjectName(u"recentMenu"_s);
    m_recentButton = button(u"recentButton"_s, u"document-open-recent"_s);
    m_recentButton->setMenu(m_recentMenu);
    m_recentButton->setPopupMode(QToolButton::InstantPopup);
    m_saveButton = button(u"saveButton"_s, u"document-save"_s);
    connect(m_saveButton, &QToolButton::clicked, m_saveAction, &QAction::trigger);
    m_saveAsButton = button(u"saveAsButton"_s, u"document-save-as"_s);
    connect(m_saveAsButton, &QToolButton::clicked, m_saveAsAction, &QAction::trigger);
    m_curlButton = button(u"copyCurlButton"_s, u"edit-copy"_s);
    connect(m_curlButton, &QToolButton::clicked, this, &ComposerPanel::onCopyCurl);

    m_modeLabel = new QLabel(this);
    m_modeCombo = new QComboBox(this);
    m_modeCombo->setObjectName(u"validationModeCombo"_s);
    m_modeCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < 3; ++i)
        m_modeCombo->addItem(QString());
    m_modeCombo->setItemData(0, int(SpecValidator::Mode::Run));
    m_modeCombo->setItemData(1, int(SpecValidator::Mode::SessionCreate));
    m_modeCombo->setItemData(2, int(SpecValidator::Mode::SessionMessage));
    m_modeLabel->setBuddy(m_modeCombo);
    connect(m_modeCombo, &QComboBox::activated, this, [this](int index) {
        setValidationMode(SpecValidator::Mode(m_modeCombo->itemData(index).toInt()));
    });
}

void ComposerPanel::retranslateUi()
{
    m_templateButton->setText(tr("New from Template") + u"  "_s);
    m_templateButton->setToolTip(tr("Start a new spec from an example of the protocol document"));
    m_openButton->setText(tr("Open…"));
    m_openButton->setToolTip(
        tr("Open a spec file (JSON) — %1")
            .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    m_recentButton->setText(tr("Recent") + u"  "_s);
    m_recentButton->setToolTip(tr("Open a recently used spec file"));
    m_saveButton->setText(tr("Save"));
    m_saveButton->setToolTip(
        tr("Save the spec — %1")
            .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    m_saveAsButton->setText(tr("Save As…"));
    m_saveAsButton->setToolTip(tr("Save the spec to another file"));
    m_openAction->setText(tr("&Open Spec…"));
    m_openAction->setStatusTip(tr("Open a spec file (JSON)"));
    m_saveAction->setText(tr("&Save Spec"));
    m_saveAction->setStatusTip(tr("Save the spec"));
    m_saveAsAction->setText(tr("Save Spec &As…"));
    m_saveAsAction->setStatusTip(tr("Save the spec to another file"));
    m_curlButton->setText(tr("Copy as curl"));
    m_modeLabel->setText(tr("Check as:"));
    m_modeCombo->setItemText(0, tr("Run"));
    m_modeCombo->setItemText(1, tr("New session"));
    m_modeCombo->setItemText(2, tr("Session message"));
    m_modeCombo->setToolTip(tr("Which request the spec is validated for"));

    m_tabs->setTabText(GeneralTab, tr("&General"));
    m_tabs->setTabText(ToolsTab, tr("&Tools"));
    m_tabs->setTabText(BehaviourTab, tr("&Behaviour"));
    m_tabs->setTabText(PreviewTab, tr("Previe&w"));
    m_tabs->setTabText(RawTab, tr("Raw &JSON"));
    m_tabs->setTabToolTip(PreviewTab, tr("The request body as it will be sent"));
    m_tabs->setTabToolTip(RawTab, tr("Edit the spec as JSON; valid edits update the forms"));
    m_toolsPlaceholder->setText(tr("The tools editor is not available."));
    if (m_previewEditor)
        m_previewEditor->setAccessibleName(tr("Request body preview"));

    m_runButton->setText(tr("R&un"));
    m_runButton->setToolTip(tr("Start the run — Ctrl+Enter"));
    m_problemList->setHeaderLabels({tr("Severity"), tr("Field"), tr("Message")});
    m_problemList->setAccessibleName(tr("Problems"));
    rebuildTemplateMenu();
    rebuildRecentMenu();
    updateProblems();
    m_previewGeneration = ~quint64(0);
    updatePreview();
    updateCurlButton();
}

void ComposerPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_document->refreshIssues(); // validator messages are translated when made
    }
    QWidget::changeEvent(event);
}

void ComposerPanel::rebuildTemplateMenu()
{
    m_fileCommands.fillTemplateMenu(m_templateMenu,
                                    [this](const QString& id) { newFromTemplate(id); });
}

void ComposerPanel::rebuildRecentMenu()
{
    m_fileCommands.fillRecentMenu(m_recentMenu, m_recentFiles,
                                  [this](const QStringList& files) { setRecentFiles(files); });
    m_recentButton->setEnabled(!m_recentFiles.isEmpty());
}

void ComposerPanel::setRecentFiles(const QStringList& files)
{
    const QStringList cleaned = SpecFileCommands::cleanedRecentFiles(files, MaxRecentFiles);
    if (cleaned == m_recentFiles)
        return;
    m_recentFiles = cleaned;
    m_settings.setValue(kRecentFilesKey, m_recentFiles);
    rebuildRecentMenu();
    emit recentFilesChanged(m_recentFiles);
}

void ComposerPanel::addRecentFile(const QString& path)
{
    setRecentFiles(SpecFileCommands::withRecentFile(m_recentFiles, path));
}

// ---- Model catalog, tools, connection, mode

void ComposerPanel::setToolsEditorFactory(std::function<QWidget*()> factory)
{
    m_toolsEditorFactory = std::move(factory);
    if (m_tabs->currentIndex() == ToolsTab)
        toolsEditor();
}

QWidget* ComposerPanel::toolsEditor()
{
    if (!m_toolsEditor && m_toolsEditorFactory)
        setToolsEditor(std::exchange(m_toolsEditorFactory, {})());
    return m_toolsEditor;
}

void ComposerPanel::setToolsEditor(QWidget* editor)
{
    m_toolsEditorFactory = {};
    if (editor == m_toolsEditor)
        return;
    delete m_toolsEditor.data();
    m_toolsEditor = editor;
    m_toolsPlaceholder->setVisible(!editor);
    if (editor) {
        editor->setParent(m_toolsPage);
        m_toolsLayout->addWidget(editor, 1);
        editor->show();
    }
}

void ComposerPanel::setConnection(const QUrl& baseUrl, const QString& workspace)
{
    m_baseUrl = baseUrl;
    m_workspace = workspace;
    updateCurlButton();
}

QString ComposerPanel::curlCommand() const
{
    CurlCommand::Request request;
    request.baseUrl = m_baseUrl;
    request.workspace = m_workspace;
    request.body = m_document->spec();
    switch (m_document->mode()) {
    case SpecValidator::Mode::Run:
        request.target = CurlCommand::Target::Run;
        break;
    case SpecValidator::Mode::SessionCreate:
        request.target = CurlCommand::Target::SessionCreate;
        break;
    case SpecValidator::Mode::SessionMessage:
        request.target = CurlCommand::Target::SessionMessage;
        request.sessionId = u"SESSION_ID"_s;
        break;
    }
    return CurlCommand::build(request);
}

void ComposerPanel::updateCurlButton()
{
    CurlCommand::Request request;
    request.baseUrl = m_baseUrl;
    request.workspace = m_workspace;
    const bool connected = !CurlCommand::url(request).isEmpty();
    m_curlButton->setEnabled(connected);
    m_curlButton->setToolTip(
        connected ? tr("Copy the request as a curl command; the credential is left to the "
                       "shell as $%1")
                        .arg(CurlCommand::CredentialVariable)
                  : tr("Choose a connection (base URL and workspace) to copy a curl command"));
}

void ComposerPanel::onCopyCurl()
{
    flushPendingEdits();
    const QString command = curlCommand();
    if (command.isEmpty())
        return;
    QApplication::clipboard()->setText(command);
    showStatus(tr("Copied a curl command; set %1 before running it.")
                   .arg(u'$' + CurlCommand::CredentialVariable),
               false);
}

void ComposerPanel::setValidationMode(SpecValidator::Mode mode)
{
    const int index = m_modeCombo->findData(int(mode));
    if (index >= 0 && index != m_modeCombo->currentIndex())
        m_modeCombo->setCurrentIndex(index);
    if (m_rawPanel)
        m_rawPanel->setValidationMode(mode);
    m_document->setMode(mode);
    updateValidity();
}

SpecValidator::Mode ComposerPanel::validationMode() const
{
    return m_document->mode();
}

bool ComposerPanel::canRun() const
{
    return !m_document->hasErrors() && !m_rawInvalid;
}

// ---- Files and templates

void ComposerPanel::replaceSpec(const QJsonObject& spec)
{
    m_loadingSpec = true;
    m_rawInvalid = false;
    m_document->setSpec(spec);
    m_loadingSpec = false;
    setModified(false);
    updateValidity();
}

bool ComposerPanel::newFromTemplate(const QString& templateId)
{
    const std::optional<SpecTemplate> t = SpecTemplates::byId(templateId);
    if (!t)
        return false;
    replaceSpec(QJsonDocument::fromJson(t->json).object());
    setCurrentFile(QString());
    showStatus(QString(), false);
    return true;
}

void ComposerPanel::setSpec(const QJsonObject& spec)
{
    replaceSpec(spec);
    setCurrentFile(QString());
}

bool ComposerPanel::loadFile(const QString& path, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const std::optional<QString> text = SpecFile::readText(path, error);
    if (!text)
        return false;
    std::optional<JsonTextLocator::SyntaxError> syntax;
    const QJsonDocument document = JsonTextLocator::parse(*text, &syntax);
    if (syntax) {
        return fail(tr("%1 is not valid JSON (line %2, column %3): %4")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(syntax->span.line)
                        .arg(syntax->span.column)
                        .arg(syntax->expected.isEmpty() ? syntax->message
                                                        : tr("expected %1").arg(syntax->expected)));
    }
    if (!document.isObject())
        return fail(
            tr("%1 is not a spec: the JSON is not an object.").arg(QDir::toNativeSeparators(path)));
    replaceSpec(document.object());
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecentFile(path);
    showStatus(QString(), false);
    return true;
}

bool ComposerPanel::saveFile(const QString& path, QString* error)
{
    flushPendingEdits();
    if (!SpecFile::writeText(path, formattedJson(m_document->spec()), error))
        return false;
    setModified(false);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    addRecentFile(path);
    return true;
}

void ComposerPanel::setCurrentFile(const QString& path)
{
    if (path == m_currentFile)
        return;
    m_currentFile = path;
    emit fileChanged(m_currentFile);
}

void ComposerPanel::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modificationChanged(modified);
}

void ComposerPanel::showStatus(const QString& text, bool isError)
{
    SpecFileCommands::showStatus(m_statusLabel, text, isError);
}

// ---- Document, raw mode, preview

void ComposerPanel::onDocumentChanged()
{
    ++m_generation;
    if (!m_loadingSpec)
        setModified(true);
    if (m_applyingRaw) {
        m_rawGeneration = m_generation; // the raw text is where this came from
    } else {
        m_rawInvalid = false; // a form edit replaces raw text that did not parse
        if (m_tabs && m_tabs->currentIndex() == RawTab)
            syncRawFromDocument();
    }
    if (m_tabs && m_tabs->currentIndex() == PreviewTab)
        updatePreview();
    updateMarkers();
    updateValidity();
}

void ComposerPanel::onIssuesChanged()
{
    if (m_tabs && m_tabs->currentIndex() == PreviewTab) {
        m_previewGeneration = ~quint64(0);
        updatePreview();
    }
    updateMarkers();
    updateProblems();
    updateValidity();
}

void ComposerPanel::flushPendingEdits()
{
    // Typing that has not paused yet: the raw text, the output schema text.
    if (m_tabs && m_tabs->currentIndex() == RawTab)
        rawPanel()->validateNow();
    if (m_behaviourPage)
        m_behaviourPage->flushSchemaText();
}

void ComposerPanel::onPageChanged(int page)
{
    if (m_lastPage == RawTab && page != RawTab && m_rawPanel)
        m_rawPanel->validateNow(); // edits still in the typing pause belong to the document
    if (m_lastPage == BehaviourTab && m_behaviourPage)
        m_behaviourPage->flushSchemaText();
    m_lastPage = page;
    if (page == ToolsTab)
        toolsEditor();
    else if (page == BehaviourTab)
        behaviourPage();
    if (page == RawTab) {
        rawPanel();
        syncRawFromDocument();
    } else if (page == PreviewTab) {
        previewEditor();
        updatePreview();
    }
    // The raw panel lists its problems with line numbers; the form pages use the list below.
    m_problemPane->setVisible(page != RawTab);
    updateMarkers();
}

void ComposerPanel::syncRawFromDocument()
{
    if (m_rawGeneration == m_generation && m_rawGeneration != 0)
        return;
    m_pushingRaw = true;
    rawPanel()->setSpec(m_document->spec());
    m_pushingRaw = false;
    m_rawGeneration = m_generation;
    m_rawInvalid = false;
    updateValidity();
}

void ComposerPanel::onRawSpecChanged()
{
    if (m_pushingRaw)
        return;
    const std::optional<QJsonObject> spec = m_rawPanel->spec();
    if (!spec) {
        m_rawInvalid = true;
        updateValidity();
        return;
    }
    m_rawInvalid = false;
    if (*spec == m_document->spec()) {
        m_rawGeneration = m_generation;
        updateValidity();
        return;
    }
    m_applyingRaw = true;
    m_document->setSpec(*spec);
    m_applyingRaw = false;
    updateValidity();
}

void ComposerPanel::updatePreview()
{
    if (!m_previewEditor || m_previewGeneration == m_generation)
        return;
    bool shortened = false;
    const QJsonObject body = previewBody(m_document->spec(), PreviewDataLimit, &shortened);
    const QString text = formattedJson(body);
    if (m_previewEditor->toPlainText() != text) {
        const int line = m_previewEditor->cursorLine();
        forms::replaceText(m_previewEditor, text);
        m_previewEditor->placeCursor(line);
    }
    QStringList notes;
    notes << tr("The request body as it will be sent (%n byte(s) as compact JSON).", nullptr,
                int(QJsonDocument(m_document->spec()).toJson(QJsonDocument::Compact).size()));
    if (shortened)
        notes << tr("Long attachment bytes are shortened here; Save and Copy as curl keep them "
                    "whole.");
    m_previewNote->setText(notes.join(u' '));
    // Issue markers in the preview too: where in the body each problem is.
    const JsonTextLocator locator(text);
    QList<JsonEditor::Issue> marks;
    for (const SpecIssue& issue : m_document->issues()) {
        const JsonTextLocator::Location at = locator.locate(issue.path);
        TextSpan mark = at.mark.isValid() ? at.mark : locator.span(0);
        // A rule about a key (its pattern, its length, an unknown field) marks the key.
        const bool aboutKey =
            issue.rule.contains(u".key."_s) || issue.rule.endsWith(u"unknownField"_s);
        if (aboutKey && at.match == JsonTextLocator::Match::Exact && at.key.isValid())
            mark = at.key;
        marks.append(JsonEditor::Issue{mark.line, mark.column, int(mark.length), issue.severity,
                                       issue.message});
    }
    m_previewEditor->setIssues(marks);
    m_previewGeneration = m_generation;
}

// ---- Validation display

QWidget* ComposerPanel::fieldWidget(const QString& path)
{
    if (QWidget* w = m_generalPage->fieldWidget(path, false))
        return w;
    if (BehaviourPage::showsPath(path)) {
        if (QWidget* w = behaviourPage()->fieldWidget(path, false))
            return w;
    }
    if (path == "tools"_L1 || path.startsWith("tools["_L1) || path.startsWith("tools."_L1))
        return toolsEditor() ? m_toolsEditor.data() : m_toolsPlaceholder;
    return nullptr;
}

void ComposerPanel::updateMarkers()
{
    if (!m_tabs)
        return;
    struct Mark
    {
        Severity severity = Severity::Warning;
        QStringList messages;
    };
    QHash<QWidget*, Mark> marks;
    for (const SpecIssue& issue : m_document->issues()) {
        QWidget* w = m_generalPage->fieldWidget(issue.path, false);
        if (!w && m_behaviourPage)
            w = m_behaviourPage->fieldWidget(issue.path, false);
        if (!w)
            continue;
        Mark& mark = marks[w];
        if (issue.severity == Severity::Error)
            mark.severity = Severity::Error;
        mark.messages << issue.message;
    }
    QList<QWidget*> widgets = m_generalPage->markableWidgets();
    if (m_behaviourPage)
        widgets << m_behaviourPage->markableWidgets();
    for (QWidget* w : std::as_const(widgets)) {
        const auto it = marks.constFind(w);
        if (it == marks.constEnd())
            FieldMarker::clear(w);
        else
            FieldMarker::mark(w, it->severity, it->messages);
    }
}

void ComposerPanel::updateProblems()
{
    m_problemList->clear();
    int errors = 0;
    int warnings = 0;
    const QPalette pal = palette();
    const QIcon errorIcon = JsonEditor::severityIcon(Severity::Error, pal);
    const QIcon warningIcon = JsonEditor::severityIcon(Severity::Warning, pal);
    // Errors first, then in the validator's (document) order.
    QList<SpecIssue> issues = m_document->issues();
    std::stable_sort(issues.begin(), issues.end(), [](const SpecIssue& a, const SpecIssue& b) {
        return a.severity == Severity::Error && b.severity != a.severity;
    });
    for (const SpecIssue& issue : std::as_const(issues)) {
        const bool isError = issue.severity == Severity::Error;
        ++(isError ? errors : warnings);
        auto* item = new QTreeWidgetItem(m_problemList);
        item->setIcon(SeverityColumn, isError ? errorIcon : warningIcon);
        item->setText(SeverityColumn, isError ? tr("Error") : tr("Warning"));
        item->setData(SeverityColumn, PathRole, issue.path);
        item->setText(FieldColumn, issue.path.isEmpty() ? tr("(spec)") : issue.path);
        item->setText(MessageColumn, issue.message);
        item->setToolTip(MessageColumn, issue.message);
    }
    QStringList parts;
    if (errors > 0)
        parts << tr("Errors: %1").arg(errors);
    if (warnings > 0)
        parts << tr("Warnings: %1").arg(warnings);
    m_problemSummary->setText(parts.isEmpty() ? tr("No problems: ready to run.")
                                              : parts.join(u"   "_s));
}

void ComposerPanel::updateValidity()
{
    const bool can = canRun();
    m_runButton->setEnabled(can);
    if (m_rawInvalid && m_tabs && m_tabs->currentIndex() == RawTab)
        m_runButton->setToolTip(tr("The raw JSON is not a valid object"));
    else
        m_runButton->setToolTip(tr("Start the run — Ctrl+Enter"));
    if (can != m_canRun) {
        m_canRun = can;
        emit validityChanged();
    }
}

void ComposerPanel::onProblemActivated(QTreeWidgetItem* item)
{
    if (item)
        revealField(item->data(SeverityColumn, PathRole).toString());
}

int ComposerPanel::currentPage() const
{
    return m_tabs->currentIndex();
}

void ComposerPanel::setCurrentPage(int page)
{
    m_tabs->setCurrentIndex(page);
}

bool ComposerPanel::revealField(const QString& path)
{
    QWidget* target = m_generalPage->fieldWidget(path, true);
    int page = GeneralTab;
    if (!target && BehaviourPage::showsPath(path)) {
        target = behaviourPage()->fieldWidget(path, true);
        page = BehaviourTab;
    }
    if (!target &&
        (path == "tools"_L1 || path.startsWith("tools["_L1) || path.startsWith("tools."_L1))) {
        // The page first (hidden fields take no focus), then the tools editor shows the tool
        // and focuses its field; the editor itself gets the focus only if nothing took it.
        setCurrentPage(ToolsTab);
        QWidget* tools = toolsEditor() ? m_toolsEditor.data() : m_toolsPlaceholder;
        emit toolFieldRequested(path);
        updateMarkers();
        if (!tools->isAncestorOf(QApplication::focusWidget()))
            tools->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (!target) {
        // A field the forms do not show: the raw JSON at its line.
        setCurrentPage(RawTab);
        const JsonTextLocator locator(rawPanel()->specText());
        const JsonTextLocator::Location at = locator.locate(path);
        const TextSpan mark = at.key.isValid() ? at.key : at.mark;
        rawPanel()->editor()->goToLine(mark.isValid() ? mark.line : 1,
                                       mark.isValid() ? mark.column : 1);
        return at.match != JsonTextLocator::Match::None;
    }
    setCurrentPage(page);
    updateMarkers();
    if (page == BehaviourTab)
        m_behaviourPage->scrollArea()->ensureWidgetVisible(target);
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

void ComposerPanel::setRunShortcutEnabled(bool enabled)
{
    for (QShortcut* shortcut : std::as_const(m_runShortcuts))
        shortcut->setEnabled(enabled);
}

void ComposerPanel::requestRun()
{
    flushPendingEdits();
    if (canRun()) {
        emit runRequested();
        return;
    }
    for (const SpecIssue& issue : m_document->issues()) {
        if (issue.severity == Severity::Error) {
            revealField(issue.path);
            break;
        }
    }
    showStatus(m_rawInvalid ? tr("The raw JSON is not a valid object; fix it to run.")
                            : tr("Fix the errors to run."),
               true);
}

} // namespace mantyx
