// SPDX-License-Identifier: MIT
// SandboxReply: one HTTP answer as plain data (status, headers, body), so auth, routes and fault
// injection can build answers without touching the socket, and delayed answers stay simple.
#pragma once

#include <utility>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace mantyx {

struct SandboxReply
{
    int status = 200;
    QByteArray contentType = QByteArrayLiteral("application/json");
    QByteArray body;
    QList<std::pair<QByteArray, QByteArray>> headers;

    static SandboxReply json(int status, const QJsonObject& body);
    // http-surface.md "General error body": {"error": code, "message": …} plus extra keys.
    static SandboxReply error(int status, const QString& code, const QString& message,
                              const QJsonObject& extra = {});
    static SandboxReply empty(int status);
    static SandboxReply html(int status, const QString& title, const QString& message);

    SandboxReply& withHeader(const QByteArray& name, const QByteArray& value);
};

} // namespace mantyx
