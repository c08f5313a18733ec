// SPDX-License-Identifier: MIT
#include "run/answerbook.h"

#include <algorithm>

#include "run/eventtext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

AnswerBook AnswerBook::fromJson(const QJsonObject& answers)
{
    AnswerBook book;
    for (auto it = answers.constBegin(); it != answers.constEnd(); ++it)
        book.setAnswer(it.key(), answerFromJson(it.value()));
    return book;
}

ToolAnswer AnswerBook::answerFromJson(const QJsonValue& value)
{
    if (value.isString())
        return ToolAnswer::success(value.toString());
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.contains("error"_L1))
            return ToolAnswer::failure(object.value("error"_L1).toString());
        return ToolAnswer::success(object.value("result"_L1).toString());
    }
    return ToolAnswer::success(eventtext::compactJson(value));
}

void AnswerBook::setAnswer(const QString& toolName, const ToolAnswer& answer)
{
    m_byToolName.insert(toolName, answer);
}

std::optional<ToolAnswer> AnswerBook::answerFor(const LocalToolCallEvent& call) const
{
    const auto it = m_byToolName.constFind(call.name);
    if (it == m_byToolName.constEnd())
        return std::nullopt;
    return *it;
}

QStringList AnswerBook::toolNames() const
{
    QStringList names = m_byToolName.keys();
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace mantyx
