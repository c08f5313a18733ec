// SPDX-License-Identifier: MIT
// SpecEditorPanel: the "spec input" of the main window until the form composer arrives — a JSON
// editor with templates, Open/Save, Format, and the validator's issues listed below and marked
// in the text, re-checked shortly after typing stops, so Run is only offered for a sendable spec.
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

#include "composer/specfilecommands.h"
#include "protocol/specissue.h"
#include "protocol/specvalidator.h"

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QSplitter;
class QStandardItemModel;
class QTimer;
class QToolBar;
class QToolButton;
class QTreeView;

namespace mantyx {

class JsonEditor;

class SpecEditorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpecEditorPanel)

public:
    // Columns of the issue list.
    enum Column
    {
        SeverityColumn,
        LineColumn,
        PathColumn,
        MessageColumn,
        RuleColumn,
        ColumnCount
    };
    // Item data roles of the issue list (on the severity column).
    enum Role
    {
        LineRole = Qt::UserRole + 1, // int, 1-based
        ColumnRole,                  // int, 1-based
        SeverityRole,                // int: Severity
    };

    static constexpr int ValidationDelayMs = 300;
    static constexpr int MaxRecentFiles = 8;

    // Starts with the "plain-prompt" template, untitled and unmodified, so Run works at once.
    explicit SpecEditorPanel(QWidget* parent = nullptr);
    ~SpecEditorPanel() override;

    // The spec as an object; nothing when the text is not a JSON object.
    std::optional<QJsonObject> spec() const;
    // The current text.
    QString specText() const;
    // Errors block Run, warnings do not. Reflects the current text even before the delayed
    // validation has run.
    bool hasErrors() const;
    // A JSON object without errors.
    bool canRun() const { return !hasErrors(); }
    // The issues of the last validation, a syntax error included (rule "spec.json"): errors
    // first, then in text order — the order of the issue list.
    QList<SpecIssue> issues() const { return m_issues; }

    // Replaces the text as one undoable edit (the current file stays; the text is modified) and
    // validates at once. setSpec writes the object indented by two spaces.
    void setSpecJson(const QByteArray& json);
    void setSpec(const QJsonObject& spec);
    // Starts an untitled spec from a template (SpecTemplates id); false for an unknown id.
    bool newFromTemplate(const QString& templateId);

    // Files: UTF-8 JSON. On failure return false and say why in `error`.
    bool loadFile(const QString& path, QString* error = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr);
    QString currentFile() const { return m_currentFile; }
    bool isModified() const;

    // Pretty-prints the text (keys keep their order); false when it is not valid JSON.
    bool formatSpec();

    // Which endpoint the spec is checked for (Run by default).
    SpecValidator::Mode validationMode() const { return m_mode; }
    void setValidationMode(SpecValidator::Mode mode);

    // Re-validates now instead of after the typing pause.
    void validateNow();

    // Most recent first; the main window persists them.
    QStringList recentFiles() const { return m_recentFiles; }
    void setRecentFiles(const QStringList& files);

    JsonEditor* editor() const { return m_editor; }

signals:
    // canRun() changed (after a validation).
    void validityChanged(bool canRun);
    // The text changed and was validated (at most once per typing pause).
    void specChanged();
    // The file the text belongs to changed (empty: untitled).
    void fileChanged(const QString& path);
    void modificationChanged(bool modified);
    void recentFilesChanged(const QStringList& files);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void retranslateUi();
    void rebuildTemplateMenu();
    void rebuildRecentMenu();
    void replaceText(const QString& text);
    void setCurrentFile(const QString& path);
    void addRecentFile(const QString& path);
    void onTextChanged();
    void onFormat();
    void onIssueActivated(const QModelIndex& index);
    void showStatus(const QString& text, bool isError);
    void updateSummary();

    JsonEditor* m_editor = nullptr;
    QToolBar* m_toolBar = nullptr;
    QToolButton* m_templateButton = nullptr;
    QMenu* m_templateMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_recentAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_formatAction = nullptr;
    QLabel* m_modeLabel = nullptr;
    QComboBox* m_modeCombo = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_summaryLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QTreeView* m_issueView = nullptr;
    QStandardItemModel* m_issueModel = nullptr;
    QTimer* m_validationTimer = nullptr;

    QString m_currentFile;
    QStringList m_recentFiles;
    QList<SpecIssue> m_issues;
    SpecValidator::Mode m_mode = SpecValidator::Mode::Run;
    bool m_canRun = false;
    bool m_validated = false;   // m_issues describe the current text
    bool m_textChanged = false; // since the last validation

    // Open / Save / Save As and the unsaved-changes question, over this panel's file.
    SpecFileCommands m_fileCommands{
        this,
        {[this] { return m_currentFile; }, [this] { return isModified(); },
         [this](const QString& path, QString* error) { return loadFile(path, error); },
         [this](const QString& path, QString* error) { return saveFile(path, error); },
         [this](const QString& text, bool isError) { showStatus(text, isError); }}};
};

} // namespace mantyx
