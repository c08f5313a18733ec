// SPDX-License-Identifier: MIT
// HandlerLogDialog: what one local handler said and heard — the JSON-RPC messages of an MCP
// server or the HTTP exchanges of an A2A peer (time, direction, method / id, pretty JSON of the
// selection and the other half of its exchange) and an MCP server's stderr — updated live, so
// the user can see why a tool call went the way it did.
#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QMetaObject>
#include <QPointer>
#include <QString>

#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/handlertrafficclassifier.h"
#include "localtools/mcpclient.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace mantyx {

class JsonHighlighter;

class HandlerLogDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HandlerLogDialog)

public:
    // Rows kept in the traffic view; older ones are dropped first.
    static constexpr int MaxTrafficRows = 5000;

    explicit HandlerLogDialog(QWidget* parent = nullptr);
    ~HandlerLogDialog() override;

    // The source, one at a time: what it logged so far is shown, then every new entry as it
    // comes. nullptr (or the source's destruction) detaches and keeps what is shown.
    void setMcpClient(McpClient* client);
    void setA2aClient(A2aClient* client);
    // A command tool has no traffic of its own: each finished run is shown as one entry (its
    // arguments are not known here), its stderr goes to the log.
    void setCommandHandler(CommandHandler* handler);
    void detach();
    // Shown in the title: "Log — <name>".
    void setHandlerName(const QString& name);
    QString handlerName() const { return m_name; }

    // Selects the request with this JSON-RPC id (McpCallOutcome::requestId, the `id` of
    // A2aOutcome::request) and shows it with its response. False when no such request is shown.
    bool selectRequest(qint64 id);

    int trafficRowCount() const;
    int logLineCount() const;

public slots:
    // Copies the selected message and the other half of its exchange (traffic tab) or the
    // selected text, else all of it (log tab).
    void copy();
    // Empties the views (the handler's own logs are not touched).
    void clear();

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Source : quint8
    {
        None,
        Mcp,
        A2a,
        Command,
    };

    void retranslateUi();
    void resetSource(Source source);
    void appendMcp(const McpTrafficEntry& entry);
    void appendA2a(const A2aTrafficEntry& entry);
    void appendCommand(const QString& toolUseId, const CommandOutcome& outcome);
    void appendTraffic(const HandlerTrafficRow& row);
    void appendLogLines(const QList<McpLogLine>& lines);
    QTreeWidgetItem* appendRow(bool sent, const QDateTime& time, const QString& summary,
                               const QString& text, qsizetype fullLength);
    void trimRows();
    void showSelection();
    QTreeWidgetItem* partnerOf(QTreeWidgetItem* item) const;
    void updateCounts();
    void updateButtons();

    Source m_source = Source::None;
    QString m_name;
    QPointer<QObject> m_object;
    QList<QMetaObject::Connection> m_connections;
    QHash<qint64, QTreeWidgetItem*> m_requests;  // by JSON-RPC id, the latest of each
    QHash<qint64, QTreeWidgetItem*> m_responses; // likewise
    HandlerTrafficClassifier m_classifier{4 * MaxTrafficRows};

    QTabWidget* m_tabs = nullptr;
    QTreeWidget* m_traffic = nullptr;
    QLabel* m_messageLabel = nullptr;
    QPlainTextEdit* m_messageView = nullptr;
    QLabel* m_partnerLabel = nullptr;
    QPlainTextEdit* m_partnerView = nullptr;
    JsonHighlighter* m_messageHighlighter = nullptr;
    JsonHighlighter* m_partnerHighlighter = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QLabel* m_sourceLabel = nullptr;
    QPushButton* m_copyButton = nullptr;
    QPushButton* m_clearButton = nullptr;
    QPushButton* m_closeButton = nullptr;
};

} // namespace mantyx
