// SPDX-License-Identifier: MIT
// HandlerTrafficClassifier: JSON-RPC and HTTP log entries to one-line summaries.
#include "handlertrafficclassifier.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// The message's JSON-RPC id, when it is an integer; -1 otherwise (this client's ids start at 1).
qint64 rpcId(const QJsonObject& message)
{
    const QJsonValue id = message.value("id"_L1);
    return id.isDouble() ? id.toInteger(-1) : -1;
}

} // namespace

HandlerTrafficClassifier::HandlerTrafficClassifier(qsizetype maxRemembered)
    : m_maxRemembered(maxRemembered)
{}

void HandlerTrafficClassifier::remember(qint64 id, const QString& method)
{
    if (m_requestMethods.size() > m_maxRemembered)
        m_requestMethods.clear(); // their responses are long gone
    m_requestMethods.insert(id, method);
}

HandlerTrafficRow HandlerTrafficClassifier::classify(const McpTrafficEntry& entry)
{
    HandlerTrafficRow row;
    row.sent = entry.direction == McpTrafficEntry::Direction::Sent;
    row.time = entry.time;
    row.text = entry.text;
    row.fullLength = entry.fullLength;
    const QJsonDocument document = QJsonDocument::fromJson(entry.text.toUtf8());
    QString& summary = row.summary;
    qint64 id = -1;
    if (document.isArray()) {
        summary = tr("batch of %n message(s)", nullptr, int(document.array().size()));
    } else if (!document.isObject()) {
        summary = entry.fullLength > entry.text.size()
                      ? tr("(cut to %1)").arg(sizeText(entry.text.size()))
                      : tr("(not JSON)");
    } else {
        const QJsonObject message = document.object();
        const QString method = message.value("method"_L1).toString();
        id = rpcId(message);
        if (!method.isEmpty() && message.contains("id"_L1)) {
            const QString idText =
                QString::fromUtf8(QJsonDocument(QJsonArray{message.value("id"_L1)})
                                      .toJson(QJsonDocument::Compact))
                    .mid(1)
                    .chopped(1);
            if (row.sent) {
                row.exchange = HandlerTrafficRow::Exchange::Request;
                summary = tr("%1 #%2").arg(method, idText);
                QString detail;
                if (method == "tools/call"_L1)
                    detail = message.value("params"_L1).toObject().value("name"_L1).toString();
                if (!detail.isEmpty())
                    summary += u"  "_s + detail;
                if (id >= 0)
                    remember(id, method);
            } else {
                summary = tr("%1 #%2 (asked by the server)").arg(method, idText);
                id = -1; // the server's ids are not ours
            }
        } else if (!method.isEmpty()) {
            summary = method;
        } else if (message.contains("id"_L1) && !row.sent) {
            row.exchange = HandlerTrafficRow::Exchange::Response;
            const QString asked = id >= 0 ? m_requestMethods.value(id) : QString();
            const QString idText = id >= 0 ? QString::number(id) : tr("?");
            if (message.value("error"_L1).isObject()) {
                const QJsonObject error = message.value("error"_L1).toObject();
                summary = tr("error #%1: %2 %3")
                              .arg(idText)
                              .arg(error.value("code"_L1).toInt())
                              .arg(error.value("message"_L1).toString());
            } else {
                summary = tr("result #%1").arg(idText);
                const QJsonObject result = message.value("result"_L1).toObject();
                if (result.value("isError"_L1).toBool())
                    summary += u' ' + tr("(isError)");
                else if (result.value("tools"_L1).isArray())
                    summary += u' ' + tr("(%n tool(s))", nullptr,
                                         int(result.value("tools"_L1).toArray().size()));
            }
            if (!asked.isEmpty())
                summary += u"  ← "_s + asked;
        } else if (message.contains("id"_L1)) {
            summary = tr("reply #%1 to the server").arg(id >= 0 ? QString::number(id) : tr("?"));
            id = -1;
        } else {
            summary = tr("(neither request, notification nor response)");
        }
    }
    if (id >= 0 && row.exchange != HandlerTrafficRow::Exchange::Other)
        row.id = id;
    else
        row.exchange = HandlerTrafficRow::Exchange::Other;
    return row;
}

HandlerTrafficRow HandlerTrafficClassifier::classify(const A2aTrafficEntry& entry)
{
    HandlerTrafficRow row;
    row.sent = entry.direction == A2aTrafficEntry::Direction::Sent;
    row.time = entry.time;
    row.text = entry.text;
    row.fullLength = entry.fullLength;
    const QJsonDocument document = QJsonDocument::fromJson(entry.text.toUtf8());
    const QJsonObject message = document.object();
    const qint64 id = document.isObject() ? rpcId(message) : -1;
    QString& summary = row.summary;
    if (row.sent) {
        summary = entry.method + u"  "_s + entry.url.toDisplayString();
        if (id >= 0) {
            row.exchange = HandlerTrafficRow::Exchange::Request;
            summary = tr("%1 #%2  %3").arg(entry.method).arg(id).arg(entry.url.toDisplayString());
            remember(id, entry.method);
        }
    } else {
        summary = entry.httpStatus > 0 ? tr("HTTP %1").arg(entry.httpStatus) : tr("no HTTP answer");
        if (id >= 0 && (message.contains("result"_L1) || message.contains("error"_L1))) {
            row.exchange = HandlerTrafficRow::Exchange::Response;
            if (message.value("error"_L1).isObject()) {
                const QJsonObject error = message.value("error"_L1).toObject();
                summary += u"  "_s + tr("error #%1: %2 %3")
                                         .arg(id)
                                         .arg(error.value("code"_L1).toInt())
                                         .arg(error.value("message"_L1).toString());
            } else {
                summary += u"  "_s + tr("result #%1").arg(id);
            }
            const QString asked = m_requestMethods.value(id);
            if (!asked.isEmpty())
                summary += u"  ← "_s + asked;
        } else if (entry.method == "GET"_L1 && document.isObject()) {
            summary += u"  "_s + tr("agent card \"%1\"").arg(message.value("name"_L1).toString());
        } else if (!entry.text.isEmpty() && !document.isObject()) {
            summary += u"  "_s + entry.text.left(120).simplified();
        }
    }
    if (row.exchange != HandlerTrafficRow::Exchange::Other)
        row.id = id;
    return row;
}

HandlerTrafficRow HandlerTrafficClassifier::classify(const QString& toolUseId,
                                                     const CommandOutcome& outcome,
                                                     const QDateTime& time)
{
    QString state;
    if (outcome.failedToStart)
        state = tr("did not start");
    else if (outcome.timedOut)
        state = tr("timed out");
    else if (outcome.cancelled)
        state = tr("cancelled");
    else if (outcome.crashed)
        state = tr("crashed");
    else
        state = tr("exit %1").arg(outcome.exitCode);
    QJsonObject record{{"toolUseId"_L1, toolUseId},
                       {"exitCode"_L1, outcome.exitCode},
                       {"elapsedMs"_L1, outcome.elapsedMs},
                       {"stdout"_L1, QString::fromUtf8(outcome.stdoutBytes)},
                       {"stderr"_L1, QString::fromUtf8(outcome.stderrBytes)}};
    if (outcome.answer.error)
        record.insert("error"_L1, *outcome.answer.error);
    HandlerTrafficRow row;
    row.time = time;
    row.summary = tr("%1  %2 ms  %3").arg(state).arg(outcome.elapsedMs).arg(toolUseId);
    row.text = QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact));
    row.fullLength = row.text.size();
    return row;
}

QList<McpLogLine> HandlerTrafficClassifier::stderrLines(const QString& toolUseId,
                                                        const CommandOutcome& outcome,
                                                        const QDateTime& time)
{
    QList<McpLogLine> lines;
    for (const QString& line : QString::fromUtf8(outcome.stderrBytes).split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(McpLogLine{time, toolUseId + u": "_s + line});
    }
    return lines;
}

QString HandlerTrafficClassifier::prettyText(const QString& text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || document.isNull())
        return text;
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

QString HandlerTrafficClassifier::sizeText(qsizetype length)
{
    return QLocale().formattedDataSize(length, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace mantyx
