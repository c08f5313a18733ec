// SPDX-License-Identifier: MIT
// RawSpecEditor: the composer's "Raw JSON" tab — the spec as JSON text with the validator's
// issues listed below and marked in the text, re-checked shortly after typing stops, and Format.
// Files, templates and the validation mode belong to the composer, which drives this editor.
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QWidget>

#include "protocol/specissue.h"
#include "protocol/specvalidator.h"

class QAction;
class QLabel;
class QSplitter;
class QStandardItemModel;
class QTimer;
class QToolButton;
class QTreeView;

namespace mantyx {

class JsonEditor;

class RawSpecEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RawSpecEditor)

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

    // Starts empty (validated: "the spec is empty"); the composer puts its document in.
    explicit RawSpecEditor(QWidget* parent = nullptr);
    ~RawSpecEditor() override;

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

    // Replaces the text as one undoable edit and validates at once. setSpec writes the object
    // indented by two spaces.
    void setSpecJson(const QByteArray& json);
    void setSpec(const QJsonObject& spec);

    // Pretty-prints the text (keys keep their order); false when it is not valid JSON.
    bool formatSpec();

    // Which endpoint the spec is checked for (Run by default); the composer's mode.
    SpecValidator::Mode validationMode() const { return m_mode; }
    void setValidationMode(SpecValidator::Mode mode);

    // Re-validates now instead of after the typing pause.
    void validateNow();

    JsonEditor* editor() const { return m_editor; }
    // Format (Ctrl+Shift+F inside the tab); also in the editor's context menu.
    QAction* formatAction() const { return m_formatAction; }

signals:
    // canRun() changed (after a validation).
    void validityChanged(bool canRun);
    // The text changed and was validated (at most once per typing pause).
    void specChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void replaceText(const QString& text);
    void onTextChanged();
    void onFormat();
    void onIssueActivated(const QModelIndex& index);
    void onEditorContextMenu(const QPoint& pos);
    void showStatus(const QString& text, bool isError);
    void updateSummary();

    JsonEditor* m_editor = nullptr;
    QAction* m_formatAction = nullptr;
    QToolButton* m_formatButton = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_summaryLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QTreeView* m_issueView = nullptr;
    QStandardItemModel* m_issueModel = nullptr;
    QTimer* m_validationTimer = nullptr;

    QList<SpecIssue> m_issues;
    SpecValidator::Mode m_mode = SpecValidator::Mode::Run;
    bool m_canRun = false;
    bool m_validated = false;   // m_issues describe the current text
    bool m_textChanged = false; // since the last validation
};

} // namespace mantyx
