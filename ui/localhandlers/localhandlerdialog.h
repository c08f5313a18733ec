// SPDX-License-Identifier: MIT
// LocalHandlerDialog: adds or edits one local handler — an MCP server (command or URL, its
// environment or headers, which tools the model sees under which names), an A2A peer (agent URL
// or card file, headers) or a command tool — checking every field as it is typed and keeping Ok
// disabled, with the reason next to the field, while the handler could not be used.
#pragma once

#include <QDialog>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

#include "localtools/localhandlerset.h"
#include "localtools/localtoolregistry.h"
#include "localtools/mcpserverconfig.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace mantyx {

class LocalHandlerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalHandlerDialog)

public:
    // `kind`: Mcp, A2a or Command (None is treated as Command).
    explicit LocalHandlerDialog(HandlerKind kind, QWidget* parent = nullptr);
    ~LocalHandlerDialog() override;

    HandlerKind kind() const { return m_kind; }

    // Names the other handlers use (leave out the one being edited): MCP servers share one
    // namespace, A2A peers and command tools another (both are tool names the model sees).
    void setTakenNames(const QStringList& mcpServerNames, const QStringList& toolNames);

    void setMcpServer(const McpServerConfig& config);
    McpServerConfig mcpServer() const;
    // The server's tools/list, when it has run: lets the user leave tools out and rename them.
    void setKnownTools(const QJsonArray& tools);

    void setA2aPeer(const LocalHandlerSet::A2aPeer& peer);
    LocalHandlerSet::A2aPeer a2aPeer() const;

    void setCommand(const LocalHandlerSet::Command& command);
    LocalHandlerSet::Command command() const;

    // What keeps Ok disabled, one translated sentence each (the same texts as next to the
    // fields); empty when the handler can be used.
    QStringList problems() const;
    bool isValid() const { return problems().isEmpty(); }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct FieldProblem
    {
        QLabel* label = nullptr;
        QString text;
    };

    void buildMcp(QFormLayout* form);
    void buildA2a(QFormLayout* form);
    void buildCommand(QFormLayout* form);
    QWidget* withMessage(QWidget* field, QLabel** message, const QString& objectName);
    QTableWidget* makePairTable(const QString& objectName, bool withSecretColumn);
    QWidget* pairEditor(QTableWidget* table, const QString& objectName);
    void browseProgram(QLineEdit* edit);
    void browseCardFile();
    void fillToolsTable();
    void retranslateUi();
    QList<FieldProblem> fieldProblems() const;
    void validate();

    HandlerKind m_kind = HandlerKind::Command;
    QStringList m_takenServers;
    QStringList m_takenTools;
    McpServerConfig m_mcpBase; // fields the form does not show are kept from here
    QJsonArray m_knownTools;
    bool m_loading = false;

    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;
    QLabel* m_nameMessage = nullptr;

    // MCP
    QLabel* m_transportLabel = nullptr;
    QComboBox* m_transportCombo = nullptr;
    QStackedWidget* m_transportPages = nullptr;
    QLabel* m_commandLabel = nullptr;
    QLineEdit* m_commandEdit = nullptr;
    QPushButton* m_commandBrowse = nullptr;
    QLabel* m_commandMessage = nullptr;
    QLabel* m_argumentsLabel = nullptr;
    QLineEdit* m_argumentsEdit = nullptr;
    QLabel* m_argumentsMessage = nullptr;
    QLabel* m_environmentLabel = nullptr;
    QTableWidget* m_environmentTable = nullptr;
    QLabel* m_environmentMessage = nullptr;
    QLabel* m_workingDirLabel = nullptr;
    QLineEdit* m_workingDirEdit = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QLabel* m_urlMessage = nullptr;
    QLabel* m_headersLabel = nullptr;
    QTableWidget* m_headersTable = nullptr;
    QLabel* m_headersMessage = nullptr;
    QGroupBox* m_toolsGroup = nullptr;
    QCheckBox* m_prefixCheck = nullptr; // off: the server's own names, no prefix
    QLineEdit* m_prefixEdit = nullptr;
    QLabel* m_prefixMessage = nullptr;
    QCheckBox* m_includeNewCheck = nullptr;
    QTableWidget* m_toolsTable = nullptr;
    QLabel* m_toolsNote = nullptr;
    QLabel* m_toolsMessage = nullptr;
    QLabel* m_requestTimeoutLabel = nullptr;
    QSpinBox* m_requestTimeoutSpin = nullptr;
    QLabel* m_callTimeoutLabel = nullptr;
    QSpinBox* m_callTimeoutSpin = nullptr;

    // A2A
    QRadioButton* m_urlRadio = nullptr;
    QRadioButton* m_fileRadio = nullptr;
    QLabel* m_cardFileLabel = nullptr;
    QLineEdit* m_cardFileEdit = nullptr;
    QPushButton* m_cardFileBrowse = nullptr;
    QLabel* m_cardFileMessage = nullptr;

    // Command
    QLabel* m_programLabel = nullptr;
    QLineEdit* m_programEdit = nullptr;
    QPushButton* m_programBrowse = nullptr;
    QLabel* m_programMessage = nullptr;
    QLabel* m_timeoutLabel = nullptr;
    QSpinBox* m_timeoutSpin = nullptr;

    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_okButton = nullptr;
};

} // namespace mantyx
