// SPDX-License-Identifier: MIT
// AnswerDialog: answering a local tool call by hand — a result (plain text, or JSON checked live
// and pretty-printable) with files attached, or an error message — built into a ToolAnswer.
#pragma once

#include <QDialog>
#include <QList>

#include "client/toolresultsender.h"

class QButtonGroup;
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;

namespace mantyx {

class JsonHighlighter;

class AnswerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnswerDialog)

public:
    enum class Mode : quint8
    {
        Result,
        Error,
    };

    explicit AnswerDialog(QWidget* parent = nullptr);
    ~AnswerDialog() override;

    // The call being answered, shown at the top.
    void setCall(const QString& toolName, const QString& toolUseId, const QString& argumentsJson);
    QString toolUseId() const { return m_toolUseId; }

    void setMode(Mode mode);
    Mode mode() const;
    void setResultText(const QString& text);
    QString resultText() const;
    // JSON mode checks the result as JSON while typing; Send waits until it parses.
    void setJsonMode(bool on);
    bool jsonMode() const;
    // The JSON problem of the result now ("" when it parses or JSON mode is off).
    QString jsonError() const { return m_jsonError; }
    // Places marked in the result text (the JSON error, when there is one).
    int jsonErrorMarks() const;
    bool prettyPrint(); // false when the text is not JSON
    void setErrorMessage(const QString& message);
    QString errorMessage() const;

    // Files sent with a result. addFile reads `path` (MIME type from its name and content);
    // false, with the reason in `error`, when it cannot be read.
    bool addFile(const QString& path, QString* error = nullptr);
    void addFile(const ToolFile& file);
    void removeFile(int index);
    const QList<ToolFile>& files() const { return m_files; }

    // True when Send is allowed: JSON parses in JSON mode, an error has a message.
    bool isAnswerValid() const;
    ToolAnswer answer() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void validate();
    void refreshFiles();
    void browseFiles();

    QString m_toolUseId;
    QString m_toolName;
    QString m_jsonError;
    QList<ToolFile> m_files;
    QLabel* m_header = nullptr;
    QPlainTextEdit* m_arguments = nullptr;
    QLabel* m_argumentsLabel = nullptr;
    QRadioButton* m_resultRadio = nullptr;
    QRadioButton* m_errorRadio = nullptr;
    QButtonGroup* m_modeGroup = nullptr;
    QStackedWidget* m_stack = nullptr;
    QCheckBox* m_jsonCheck = nullptr;
    QPushButton* m_prettyButton = nullptr;
    QPlainTextEdit* m_resultEdit = nullptr;
    JsonHighlighter* m_highlighter = nullptr;
    bool m_validating = false;
    QLabel* m_jsonStatus = nullptr;
    QLabel* m_filesLabel = nullptr;
    QListWidget* m_filesList = nullptr;
    QPushButton* m_addFile = nullptr;
    QPushButton* m_removeFile = nullptr;
    QLabel* m_errorLabel = nullptr;
    QLineEdit* m_errorEdit = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_send = nullptr;
};

} // namespace mantyx
