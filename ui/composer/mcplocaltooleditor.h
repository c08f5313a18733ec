// SPDX-License-Identifier: MIT
// McpLocalToolEditor: the `mcp_local` ref (§3.3) — an MCP server this app runs, shipped to the
// server as its resolved tools/list. Connect starts the server (a command over stdio, or a URL
// over Streamable HTTP) through McpClient, lists its tools and stops it again; the user then
// picks tools, renames them or gives them a common prefix (McpResolution), and the ref becomes
// {kind, name, serverInfo, tools} with every other field of each tool kept verbatim.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>

#include "composer/tooleditor.h"
#include "localtools/mcpresolution.h"
#include "localtools/mcpserverconfig.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTableWidget;
QT_END_NAMESPACE

namespace mantyx {

class McpClient;
class ToolHeadersEditor;

class McpLocalToolEditor final : public ToolEditor
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpLocalToolEditor)

public:
    enum Column : int
    {
        IncludeColumn, // a check box named after the server's tool
        ModelNameColumn,
        AnnotationsColumn,
        DescriptionColumn,
        ColumnCount,
    };

    explicit McpLocalToolEditor(QWidget* parent = nullptr);
    ~McpLocalToolEditor() override;

    // The connection the form describes (name, transport, command, arguments, environment, URL,
    // headers, prefix and per-tool choices).
    McpServerConfig serverConfig() const;
    // Starts the server and lists its tools (what Connect does); connectFinished() tells.
    void connectServer();
    bool isConnecting() const { return !m_client.isNull(); }
    QString statusText() const;

    // The catalog the table shows: the server's tools/list after a Connect, else the ref's tools.
    QJsonArray catalog() const { return m_catalog; }
    int toolRowCount() const;
    QCheckBox* includeCheck(int row) const;
    QLineEdit* modelNameEdit(int row) const;
    // The badges of a row's annotations, e.g. {"read-only", "idempotent"} (display order).
    QStringList badges(int row) const;
    // The row of a server tool name; -1 when none.
    int rowOf(const QString& serverToolName) const;

    ToolHeadersEditor* headersEditor() const { return m_headers; }
    ToolHeadersEditor* environmentEditor() const { return m_environment; }

signals:
    void connectFinished(bool ok);

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    void onConnected();
    void onConnectFailed(const QString& reason);
    void fillToolTable();
    void applyResolution();
    void showServerInfo();
    void setStatus(const QString& text, bool error);
    void updateTransport();

    QJsonArray m_catalog;
    QJsonObject m_serverInfo;
    QJsonArray m_lastWrittenTools; // to tell our own write from an edit elsewhere
    bool m_haveLastWritten = false;
    QPointer<McpClient> m_client;

    QLabel* m_intro = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLineEdit* m_nameEdit = nullptr;

    QGroupBox* m_connectionGroup = nullptr;
    QRadioButton* m_stdioRadio = nullptr;
    QRadioButton* m_httpRadio = nullptr;
    QStackedWidget* m_transportStack = nullptr;
    QLabel* m_commandLabel = nullptr;
    QLineEdit* m_commandEdit = nullptr;
    QLabel* m_argumentsLabel = nullptr;
    QLineEdit* m_argumentsEdit = nullptr;
    QLabel* m_environmentLabel = nullptr;
    ToolHeadersEditor* m_environment = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QLabel* m_headersLabel = nullptr;
    ToolHeadersEditor* m_headers = nullptr;
    QPushButton* m_connectButton = nullptr;
    QLabel* m_status = nullptr;

    QGroupBox* m_serverGroup = nullptr;
    QLabel* m_serverInfoLabel = nullptr;

    QGroupBox* m_toolsGroup = nullptr;
    QLabel* m_prefixLabel = nullptr;
    QLineEdit* m_prefixEdit = nullptr;
    QTableWidget* m_toolTable = nullptr;
    QLabel* m_toolsHint = nullptr;
    QLabel* m_resolutionNote = nullptr;
};

} // namespace mantyx
