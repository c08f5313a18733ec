// SPDX-License-Identifier: MIT
#include "protocol/mcptoolview.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {
constexpr auto kName = "name"_L1;
constexpr auto kDescription = "description"_L1;
constexpr auto kTitle = "title"_L1;
constexpr auto kInputSchema = "inputSchema"_L1;
constexpr auto kOutputSchema = "outputSchema"_L1;
constexpr auto kAnnotations = "annotations"_L1;
} // namespace

McpToolView::McpToolView(QJsonObject tool)
    : m_tool(std::move(tool))
{}

QString McpToolView::name() const
{
    return m_tool.value(kName).toString();
}

QString McpToolView::description() const
{
    return m_tool.value(kDescription).toString();
}

QString McpToolView::title() const
{
    const QJsonValue top = m_tool.value(kTitle);
    if (top.isString())
        return top.toString();
    return annotationTitle().value_or(QString());
}

QJsonObject McpToolView::inputSchema() const
{
    return m_tool.value(kInputSchema).toObject();
}

bool McpToolView::hasInputSchema() const
{
    return m_tool.value(kInputSchema).isObject();
}

QJsonObject McpToolView::outputSchema() const
{
    return m_tool.value(kOutputSchema).toObject();
}

QJsonObject McpToolView::annotations() const
{
    return m_tool.value(kAnnotations).toObject();
}

std::optional<QString> McpToolView::annotationTitle() const
{
    const QJsonValue v = annotations().value(kTitle);
    if (!v.isString())
        return std::nullopt;
    return v.toString();
}

std::optional<bool> McpToolView::hint(QLatin1StringView key) const
{
    const QJsonValue v = annotations().value(key);
    if (!v.isBool())
        return std::nullopt;
    return v.toBool();
}

std::optional<bool> McpToolView::readOnlyHint() const
{
    return hint("readOnlyHint"_L1);
}

std::optional<bool> McpToolView::destructiveHint() const
{
    return hint("destructiveHint"_L1);
}

std::optional<bool> McpToolView::idempotentHint() const
{
    return hint("idempotentHint"_L1);
}

std::optional<bool> McpToolView::openWorldHint() const
{
    return hint("openWorldHint"_L1);
}

bool McpToolView::isReadOnly() const
{
    return readOnlyHint().value_or(false);
}

bool McpToolView::isDestructive() const
{
    return !isReadOnly() && destructiveHint().value_or(true);
}

bool McpToolView::isIdempotent() const
{
    return isReadOnly() || idempotentHint().value_or(false);
}

bool McpToolView::isOpenWorld() const
{
    return openWorldHint().value_or(true);
}

} // namespace mantyx
