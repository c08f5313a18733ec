// SPDX-License-Identifier: MIT
// ComposerPanel: the form-based spec composer — General, Tools, Behaviour, a live Preview of the
// request body and a two-way Raw JSON mode over one SpecDocument — with every validation issue
// marked on its field and listed below, files, recent files, templates and "Copy as curl".
#pragma once

#include <functional>

#include <QJsonArray>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QWidget>

#include "composer/specfilecommands.h"
#include "protocol/specissue.h"
#include "protocol/specvalidator.h"

class QAction;
class QComboBox;
class QShortcut;
class QLabel;
class QMenu;
class QPushButton;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace mantyx {

class BehaviourPage;
class ConnectionService;
class GeneralPage;
class JsonEditor;
class ModelCatalogModel;
class RawSpecEditor;
class SpecDocument;
class SpecEditorPanel;
struct ModelCatalog;

class ComposerPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComposerPanel)

public:
    enum Page
    {
        GeneralTab,
        ToolsTab,
        BehaviourTab,
        PreviewTab,
        RawTab,
        PageCount
    };
    // Columns of the problem list.
    enum ProblemColumn
    {
        SeverityColumn,
        FieldColumn,
        MessageColumn,
        ProblemColumnCount
    };
    // On the severity column of each problem: the issue's JsonPath.
    static constexpr int PathRole = Qt::UserRole + 1;
    static constexpr int MaxRecentFiles = 8;
    // Attachment bytes longer than this are shortened in the preview (not in files or curl).
    static constexpr qsizetype PreviewDataLimit = 1024;

    // Starts with the "plain-prompt" template, untitled and unmodified, so Run works at once.
    // Recent files come from `settings` ("composer/recentFiles"); the model picker shows the
    // catalog of `connection`. Neither is owned; both must outlive the panel.
    ComposerPanel(QSettings& settings, ConnectionService& connection, QWidget* parent = nullptr);
    ~ComposerPanel() override;

    SpecDocument* document() const { return m_document; }
    // The connection's catalog (ConnectionService::models()) as the model picker shows it.
    ModelCatalogModel* modelCatalog() const { return m_models; }

    // The Tools page shows this editor (the panel takes ownership); null shows a placeholder.
    void setToolsEditor(QWidget* editor);
    // Makes the Tools page's editor the first time it is needed (the page or a tool's field
    // shown, toolsEditor() asked for): a start-up does not build a page nobody looks at yet.
    void setToolsEditorFactory(std::function<QWidget*()> factory);
    // The editor, made now if a factory waits; null if there is neither.
    QWidget* toolsEditor();

    // Where Copy as curl sends the request; copying is disabled until both are set.
    void setConnection(const QUrl& baseUrl, const QString& workspace);
    // The command Copy as curl puts on the clipboard; empty without a connection.
    QString curlCommand() const;

    // Which request the spec is checked for (Run by default); also the curl route.
    void setValidationMode(SpecValidator::Mode mode);
    SpecValidator::Mode validationMode() const;

    // Errors block Run, warnings do not; so does raw JSON text that does not parse.
    bool canRun() const;
    // What Ctrl+Enter and the Run button do: commits typing still in its pause, then emits
    // runRequested() when the spec can run, else jumps to its first error.
    void requestRun();
    // Ctrl+Enter inside the panel; a window with its own Run shortcut turns this one off.
    void setRunShortcutEnabled(bool enabled);
    // Commits typing that is still in its pause (raw JSON, output schema text) to the document.
    void flushPendingEdits();

    // Open…, Save and Save As… (Ctrl+O, Ctrl+S, Ctrl+Shift+S inside the panel); a window may
    // put them in its File menu and widen their shortcut context.
    QAction* openAction() const { return m_openAction; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }

    // Files: UTF-8 JSON objects. On failure false, with the reason in `error`.
    bool loadFile(const QString& path, QString* error = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr);
    // Starts an untitled, unmodified spec from a template (SpecTemplates id).
    bool newFromTemplate(const QString& templateId);
    // Replaces the spec (untitled, unmodified), e.g. a run's spec opened from the timeline.
    void setSpec(const QJsonObject& spec);
    QString currentFile() const { return m_currentFile; }
    bool isModified() const { return m_modified; }
    QStringList recentFiles() const { return m_recentFiles; }
    void setRecentFiles(const QStringList& files);

    int currentPage() const;
    void setCurrentPage(int page);
    // The control that shows a JsonPath (see ComposerPage::fieldWidget); null for the raw text.
    QWidget* fieldWidget(const QString& path);
    // Jumps to a field: switches to its page, brings it into view and focuses it. A path the
    // forms do not show (an unknown field) opens the raw JSON at its line.
    bool revealField(const QString& path);

    GeneralPage* generalPage() const { return m_generalPage; }
    // The Behaviour, Preview and Raw JSON pages are made when first shown or asked for (a
    // field revealed, one of these called): a start-up does not build pages nobody looks at.
    BehaviourPage* behaviourPage();
    RawSpecEditor* rawPanel();
    JsonEditor* previewEditor();
    QTreeWidget* problemList() const { return m_problemList; }

signals:
    // canRun() may have changed.
    void validityChanged();
    // Ctrl+Enter or the Run button with a runnable spec.
    void runRequested();
    void fileChanged(const QString& path);
    void modificationChanged(bool modified);
    void recentFilesChanged(const QStringList& files);
    // revealField() was asked for a path under `tools`: the Tools page is current and the
    // tools editor should select that tool and field (e.g. ToolListEditor::selectTool()).
    void toolFieldRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createToolBar();
    void retranslateUi();
    void rebuildTemplateMenu();
    void rebuildRecentMenu();
    void setCurrentFile(const QString& path);
    void setModified(bool modified);
    void addRecentFile(const QString& path);
    void replaceSpec(const QJsonObject& spec);
    // The document's signals reach the panel after every page's, so markers and problems see
    // the pages loaded; called again when a page is made later.
    void connectDocument();

    void onDocumentChanged();
    void onIssuesChanged();
    void onPageChanged(int page);
    void onRawSpecChanged();
    void syncRawFromDocument();
    void updatePreview();
    void updateMarkers();
    void updateProblems();
    void updateValidity();
    void onProblemActivated(QTreeWidgetItem* item);
    void onCopyCurl();
    void updateCurlButton();
    void showStatus(const QString& text, bool isError);

    QSettings& m_settings;
    ConnectionService& m_connection;
    SpecDocument* m_document = nullptr;
    ModelCatalogModel* m_models = nullptr;

    QToolButton* m_templateButton = nullptr;
    QMenu* m_templateMenu = nullptr;
    QToolButton* m_openButton = nullptr;
    QToolButton* m_recentButton = nullptr;
    QMenu* m_recentMenu = nullptr;
    QToolButton* m_saveButton = nullptr;
    QToolButton* m_saveAsButton = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QList<QShortcut*> m_runShortcuts;
    QToolButton* m_curlButton = nullptr;
    QLabel* m_modeLabel = nullptr;
    QComboBox* m_modeCombo = nullptr;

    QSplitter* m_splitter = nullptr;
    QTabWidget* m_tabs = nullptr;
    GeneralPage* m_generalPage = nullptr;
    QWidget* m_toolsPage = nullptr;
    QVBoxLayout* m_toolsLayout = nullptr;
    QLabel* m_toolsPlaceholder = nullptr;
    QPointer<QWidget> m_toolsEditor;
    std::function<QWidget*()> m_toolsEditorFactory;
    QWidget* m_behaviourTab = nullptr;
    BehaviourPage* m_behaviourPage = nullptr;
    QWidget* m_previewPage = nullptr;
    QLabel* m_previewNote = nullptr;
    JsonEditor* m_previewEditor = nullptr;
    QWidget* m_rawTab = nullptr;
    RawSpecEditor* m_rawPanel = nullptr;

    QWidget* m_problemPane = nullptr;
    QLabel* m_problemSummary = nullptr;
    QLabel* m_statusLabel = nullptr;
    QPushButton* m_runButton = nullptr;
    QTreeWidget* m_problemList = nullptr;

    QUrl m_baseUrl;
    QString m_workspace;
    QString m_currentFile;
    QStringList m_recentFiles;
    bool m_modified = false;
    bool m_loadingSpec = false;

    // Raw JSON mode: the document generation the raw text shows, and whether the text (typed
    // by the user) is not a JSON object right now.
    quint64 m_generation = 0;
    quint64 m_rawGeneration = 0;
    quint64 m_previewGeneration = ~quint64(0);
    bool m_pushingRaw = false;
    bool m_applyingRaw = false;
    bool m_rawInvalid = false;
    bool m_canRun = false;
    int m_lastPage = GeneralTab;

    // Open / Save / Save As and the unsaved-changes question, over this panel's file.
    SpecFileCommands m_fileCommands{
        this,
        {[this] { return m_currentFile; }, [this] { return m_modified; },
         [this](const QString& path, QString* error) { return loadFile(path, error); },
         [this](const QString& path, QString* error) { return saveFile(path, error); },
         [this](const QString& text, bool isError) { showStatus(text, isError); }}};
};

} // namespace mantyx
