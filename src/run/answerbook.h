// SPDX-License-Identifier: MIT
// AnswerBook: answers to local tool calls given before the run, looked up per call — mantyx-run's
// --answers file (a JSON object from a tool's model-facing name to its answer), or the answers a
// capture file recorded (by the tool's name and its arguments, so a re-run is answered the way
// the recorded run was). A call is looked up as a whole (the event, not a name), so both kinds
// share the book's readers.
#pragma once

#include <optional>
#include <utility>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include "protocol/runevent.h"
#include "protocol/toolanswer.h"
#include "run/capturereader.h"

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
    // The answers a capture recorded: each local_tool_call of the capture paired (by toolUseId)
    // with the first answer the server accepted (HTTP 2xx), keyed by the call's tool name and
    // canonical arguments. Calls that got no accepted answer are left out; attached files are
    // left out too (a capture keeps their names, never their bytes).
    static AnswerBook fromCapture(const CaptureReader::File& capture);
    // `value` as canonical JSON: object members sorted by key (UTF-16 order), no spaces; equal
    // JSON values give equal texts whatever their member order or spacing was.
    static QString canonicalJson(const QJsonValue& value);
    // The key recorded answers are found by: the tool name and the canonical arguments.
    static QString recordKey(const QString& toolName, const QJsonObject& args);

    // Answers every call of the tool `toolName` (its model-facing name) with `answer`; replaces
    // the answer the name had.
    void setAnswer(const QString& toolName, const ToolAnswer& answer);
    // Adds a recorded answer for a call of `toolName` with `args`; several for the same tool and
    // arguments answer the calls in the order they were added. `recordedToolUseId` is the
    // recorded call's id (shown, never sent).
    void addRecordedAnswer(const QString& toolName, const QJsonObject& args,
                           const ToolAnswer& answer, const QString& recordedToolUseId = {});

    struct Found
    {
        ToolAnswer answer;
        bool recorded = false;     // from a capture (else by tool name)
        QString recordedToolUseId; // the recorded call it answered, when recorded
    };
    // The answer for `call`: a recorded one for its tool and arguments (the next not yet given
    // to another call; the same one again for the same toolUseId), else the one for its tool
    // name; nothing when the book has none. Giving out a recorded answer uses it up.
    std::optional<Found> lookup(const LocalToolCallEvent& call);
    std::optional<ToolAnswer> answerFor(const LocalToolCallEvent& call);

    bool isEmpty() const { return m_byToolName.isEmpty() && m_recordedCount == 0; }
    // The tool names answered by name, plus the number of recorded answers.
    qsizetype size() const { return m_byToolName.size() + m_recordedCount; }
    qsizetype recordedCount() const { return m_recordedCount; }
    // The tool names the book answers by name, sorted.
    QStringList toolNames() const;

private:
    struct Recorded
    {
        ToolAnswer answer;
        QString toolUseId;
    };

    QHash<QString, ToolAnswer> m_byToolName;
    QHash<QString, QList<Recorded>> m_recorded;              // by recordKey()
    QHash<QString, qsizetype> m_recordedUsed;                // by recordKey(): how many given
    QHash<QString, std::pair<QString, qsizetype>> m_givenTo; // toolUseId -> (key, index)
    qsizetype m_recordedCount = 0;
};

} // namespace mantyx
