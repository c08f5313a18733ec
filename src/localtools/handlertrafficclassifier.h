// SPDX-License-Identifier: MIT
// HandlerTrafficClassifier: reads what a local handler said and heard — an MCP server's JSON-RPC
// messages, an A2A peer's HTTP exchanges, a command tool's finished runs — and says what each one
// is (request, response, notification, batch, card, not JSON) in one line, pairing responses with
// the method of their request, so that a log view only shows rows.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include "localtools/a2aclient.h"
#include "localtools/commandhandler.h"
#include "localtools/mcpclient.h"

namespace mantyx {

// One row of a handler's traffic.
struct HandlerTrafficRow
{
    // What the row is in a JSON-RPC exchange of this app's: a request it sent, or the response
    // to one (both carry `id`); anything else is Other.
    enum class Exchange : quint8
    {
        Other,
        Request,
        Response,
    };

    bool sent = false; // by this app; false: received from the handler
    QDateTime time;
    QString summary; // translated, one line: "tools/call #3  echo", "result #3  ← tools/call"
    QString text;    // the message as logged (maybe cut)
    qsizetype fullLength = 0; // characters before cutting
    Exchange exchange = Exchange::Other;
    qint64 id = -1; // this app's JSON-RPC id, for a Request or Response
};

class HandlerTrafficClassifier final
{
    Q_DECLARE_TR_FUNCTIONS(HandlerTrafficClassifier)

public:
    // Request methods remembered by id, to name what a response answers; when there are more,
    // they are forgotten (their responses are long gone).
    explicit HandlerTrafficClassifier(qsizetype maxRemembered = 20000);

    HandlerTrafficRow classify(const McpTrafficEntry& entry);
    HandlerTrafficRow classify(const A2aTrafficEntry& entry);
    // A command tool's run as one received row: its end, time and toolUseId, and a JSON record
    // of exit code, output and error as the text.
    static HandlerTrafficRow classify(const QString& toolUseId, const CommandOutcome& outcome,
                                      const QDateTime& time);
    // A command run's stderr as log lines, each prefixed with the toolUseId; blank lines skipped.
    static QList<McpLogLine> stderrLines(const QString& toolUseId, const CommandOutcome& outcome,
                                         const QDateTime& time);

    // Indented JSON when `text` is a JSON document, else `text` as it is.
    static QString prettyText(const QString& text);
    // "12.3 KB": a size as the view shows it.
    static QString sizeText(qsizetype length);

    // Forgets the requests seen (a new source).
    void clear() { m_requestMethods.clear(); }

private:
    void remember(qint64 id, const QString& method);

    qsizetype m_maxRemembered = 0;
    QHash<qint64, QString> m_requestMethods;
};

} // namespace mantyx
