// SPDX-License-Identifier: MIT
// McpToolView: a typed read-only look at one MCP `Tool` object from an `mcp_local` catalog. The
// catalog is shipped verbatim (§3.3), so this reads the shared JSON instead of copying it apart.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QString>

namespace mantyx {

class McpToolView final
{
public:
    McpToolView() = default;
    explicit McpToolView(QJsonObject tool);

    const QJsonObject& json() const { return m_tool; }

    QString name() const; // model-facing, used as-is by the server
    QString description() const;
    // The display title: top-level `title`, else `annotations.title`, else empty.
    QString title() const;
    QJsonObject inputSchema() const; // empty when missing: a no-argument tool
    bool hasInputSchema() const;
    QJsonObject outputSchema() const;

    QJsonObject annotations() const;
    std::optional<QString> annotationTitle() const;
    std::optional<bool> readOnlyHint() const;
    std::optional<bool> destructiveHint() const;
    std::optional<bool> idempotentHint() const;
    std::optional<bool> openWorldHint() const;

    // The hints with MCP's defaults applied (readOnly false, destructive true, idempotent false,
    // openWorld true). The destructive and idempotent hints only count for a tool that writes: a
    // read-only tool is never destructive and always idempotent.
    bool isReadOnly() const;
    bool isDestructive() const;
    bool isIdempotent() const;
    bool isOpenWorld() const;

    friend bool operator==(const McpToolView&, const McpToolView&) = default;

private:
    std::optional<bool> hint(QLatin1StringView key) const;

    QJsonObject m_tool;
};

} // namespace mantyx
