// SPDX-License-Identifier: MIT
// ToolAnswer and ToolFile: what a local tool answered to a local_tool_call (wire-protocol §5),
// a protocol value shared by the tool handlers that produce it and the sender that posts it.
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace mantyx {

// A file a local tool produced (wire-protocol.md §5 `files`): raw bytes, base64 on the wire.
struct ToolFile
{
    QString filename;
    QString mimeType;
    QByteArray data;
};

// What a local tool answered: a result (with optional files) or an error.
struct ToolAnswer
{
    std::optional<QString> result;
    std::optional<QString> error;
    QList<ToolFile> files; // only sent with a result

    static ToolAnswer success(const QString& text, const QList<ToolFile>& files = {});
    static ToolAnswer failure(const QString& message);
    // { toolUseId, result | error, files? } as the POST body.
    QJsonObject toJson(const QString& toolUseId) const;
};

} // namespace mantyx
