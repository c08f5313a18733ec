// SPDX-License-Identifier: MIT
// McpLocalToolEditor: the `mcp_local` ref (§3.3) — an MCP server this app runs, shipped to the
// server as its resolved tools/list. Connect starts the server (a command over stdio, or a URL
// over Streamable HTTP) through McpClient, lists its tools and stops it again; the user then
// picks tools, renames them or changes their common prefix (by default `<name>_`, as the official
// SDKs declare them; McpResolution), and the ref becomes {kind, name, serverInfo, tools} with
// every other field of each tool kept verbatim.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>

#include "composer/tooleditor.h"
#include "localtools/mcpresolution.h"
#include "localtools/mcpserverconfig.h"

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTableWidget;

namespace mantyx {

class McpClient;

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

    ToolHeadersEditor* headersEditor() const { return m_headers.field; }
    ToolHeadersEditor* environmentEditor() const { return m_environment.field; }

signals:
    void connectFinished(bool ok);

protected:
    void load(const QJsonObject& ref) override;
    void retranslateUi() override;

private:
    // Lets go of Connect's client (it stops and goes once its signal has returned); null when
    // there was none.
    McpClient* releaseClient();
    void onConnected();
    void onConnectFailed(const QString& reason);
    void fillToolTable();
    void applyResolution();
    void showServerInfo();
    void setStatus(const QString& text, bool error);
    void updateTransport();
    void updatePrefix();
    void onNameEdited();

    QJsonArray m_catalog;
    QJsonObject m_serverInfo;
    QJsonArray m_lastWrittenTools; // to tell our own write from an edit elsewhere
    bool m_haveLastWritten = false;
    QPointer<McpClient> m_client;
    // The catalog holds the server's own names (a Connect), not the names a ref already gives
    // the model: only then does the default prefix go before them.
    bool m_catalogFromServer = false;

    Row<QLineEdit> m_name;

    QGroupBox* m_connectionGroup = nullptr;
    QRadioButton* m_stdioRadio = nullptr;
    QRadioButton* m_httpRadio = nullptr;
    QStackedWidget* m_transportStack = nullptr;
    Row<QLineEdit> m_command;
    Row<QLineEdit> m_arguments;
    Row<ToolHeadersEditor> m_environment;
    Row<QLineEdit> m_url;
    Row<ToolHeadersEditor> m_headers;
    QPushButton* m_connectButton = nullptr;
    QLabel* m_status = nullptr;

    QGroupBox* m_serverGroup = nullptr;
    QLabel* m_serverInfoLabel = nullptr;

    QGroupBox* m_toolsGroup = nullptr;
    QCheckBox* m_prefixCheck = nullptr;
    QLineEdit* m_prefixEdit = nullptr;
    QTableWidget* m_toolTable = nullptr;
    QLabel* m_toolsHint = nullptr;
    QLabel* m_resolutionNote = nullptr;
};

} // namespace mantyx
