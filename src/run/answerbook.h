// SPDX-License-Identifier: MIT
// AnswerBook: answers to local tool calls given before the run — mantyx-run's --answers file, a
// JSON object from a tool's model-facing name to its answer — looked up per call. A call is
// looked up as a whole (answerFor takes the event, not a name), so answers keyed otherwise (the
// ones a capture file recorded, by toolUseId) can join the book without its readers changing.
#pragma once

#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include "protocol/runevent.h"
#include "protocol/toolanswer.h"

namespace mantyx {

class AnswerBook final
{
public:
    // The book of an answers file: every member is the answer to the tool of its name, as
    // answerFromJson() reads it. Every JSON value is an answer, so this cannot fail.
    static AnswerBook fromJson(const QJsonObject& answers);
    // One entry of an answers file as an answer: a string is the result text; an object with
    // "error" an error answer with that text; any other object the result text in its
    // "result"; any other value (number, boolean, array, null) the result in compact JSON.
    static ToolAnswer answerFromJson(const QJsonValue& value);

    // Answers every call of the tool `toolName` (its model-facing name) with `answer`; replaces
    // the answer the name had.
    void setAnswer(const QString& toolName, const ToolAnswer& answer);

    // The answer for `call`, or nothing when the book has none.
    std::optional<ToolAnswer> answerFor(const LocalToolCallEvent& call) const;

    bool isEmpty() const { return m_byToolName.isEmpty(); }
    qsizetype size() const { return m_byToolName.size(); }
    // The tool names the book answers, sorted.
    QStringList toolNames() const;

private:
    QHash<QString, ToolAnswer> m_byToolName;
};

} // namespace mantyx
