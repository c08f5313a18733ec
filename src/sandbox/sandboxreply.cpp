// SPDX-License-Identifier: MIT
// SandboxReply: helpers that build the JSON, empty and HTML answers of the sandbox.
#include "sandbox/sandboxreply.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace mantyx {

SandboxReply SandboxReply::json(int status, const QJsonObject& body)
{
    SandboxReply reply;
    reply.status = status;
    reply.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return reply;
}

SandboxReply SandboxReply::error(int status, const QString& code, const QString& message,
                                 const QJsonObject& extra)
{
    QJsonObject body = extra;
    body.insert("error"_L1, code);
    if (!message.isEmpty())
        body.insert("message"_L1, message);
    return json(status, body);
}

SandboxReply SandboxReply::empty(int status)
{
    SandboxReply reply;
    reply.status = status;
    reply.contentType.clear();
    return reply;
}

SandboxReply SandboxReply::html(int status, const QString& title, const QString& message)
{
    SandboxReply reply;
    reply.status = status;
    reply.contentType = QByteArrayLiteral("text/html; charset=utf-8");
    reply.body = u"<!doctype html><html><head><meta charset=\"utf-8\"><title>%1</title></head>"
                 "<body><h1>%1</h1><p>%2</p></body></html>\n"_s
                     .arg(title.toHtmlEscaped(), message.toHtmlEscaped())
                     .toUtf8();
    return reply;
}

SandboxReply& SandboxReply::withHeader(const QByteArray& name, const QByteArray& value)
{
    headers.append({name, value});
    return *this;
}

} // namespace mantyx
