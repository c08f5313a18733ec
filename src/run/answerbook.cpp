// SPDX-License-Identifier: MIT
#include "run/answerbook.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>

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

AnswerBook AnswerBook::fromCapture(const CaptureReader::File& capture)
{
    struct Call
    {
        QString toolUseId;
        QString name;
        QJsonObject args;
        std::optional<ToolAnswer> answer;
    };
    QList<Call> calls; // in the order the calls arrived
    QHash<QString, qsizetype> callIndex;
    for (const CaptureRecord& record : capture.records) {
        if (record.kind == CaptureRecord::Kind::Event) {
            if (const auto* call = record.event.as<LocalToolCallEvent>()) {
                if (!callIndex.contains(call->toolUseId)) {
                    callIndex.insert(call->toolUseId, calls.size());
                    calls.append(Call{call->toolUseId, call->name, call->args, std::nullopt});
                }
            }
            continue;
        }
        const CaptureAnswer& answer = record.answer;
        const auto it = callIndex.constFind(answer.toolUseId);
        if (it == callIndex.constEnd() || answer.httpStatus < 200 || answer.httpStatus >= 300)
            continue;
        Call& call = calls[*it];
        if (call.answer)
            continue;
        if (answer.error)
            call.answer = ToolAnswer::failure(*answer.error);
        else if (answer.result)
            call.answer = ToolAnswer::success(*answer.result);
    }
    AnswerBook book;
    for (const Call& call : std::as_const(calls)) {
        if (call.answer)
            book.addRecordedAnswer(call.name, call.args, *call.answer, call.toolUseId);
    }
    return book;
}

QString AnswerBook::canonicalJson(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList keys = object.keys();
        std::sort(keys.begin(), keys.end());
        QString out = u"{"_s;
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i > 0)
                out += u',';
            out += canonicalJson(QJsonValue(keys.at(i))) + u':' +
                   canonicalJson(object.value(keys.at(i)));
        }
        return out + u'}';
    }
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        QString out = u"["_s;
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += u',';
            out += canonicalJson(array.at(i));
        }
        return out + u']';
    }
    case QJsonValue::Undefined:
        return u"null"_s;
    default: {
        // A scalar the way QJsonDocument spells it (numbers shortest, strings escaped).
        const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(wrapped.sliced(1).chopped(1));
    }
    }
}

QString AnswerBook::recordKey(const QString& toolName, const QJsonObject& args)
{
    return toolName + u'\n' + canonicalJson(args);
}

void AnswerBook::setAnswer(const QString& toolName, const ToolAnswer& answer)
{
    m_byToolName.insert(toolName, answer);
}

void AnswerBook::addRecordedAnswer(const QString& toolName, const QJsonObject& args,
                                   const ToolAnswer& answer, const QString& recordedToolUseId)
{
    m_recorded[recordKey(toolName, args)].append(Recorded{answer, recordedToolUseId});
    ++m_recordedCount;
}

std::optional<AnswerBook::Found> AnswerBook::lookup(const LocalToolCallEvent& call)
{
    if (m_recordedCount > 0) {
        if (const auto given = m_givenTo.constFind(call.toolUseId); given != m_givenTo.constEnd()) {
            const Recorded& recorded = m_recorded.value(given->first).at(given->second);
            return Found{recorded.answer, true, recorded.toolUseId};
        }
        const QString key = recordKey(call.name, call.args);
        const auto it = m_recorded.constFind(key);
        const qsizetype used = m_recordedUsed.value(key);
        if (it != m_recorded.constEnd() && used < it->size()) {
            m_recordedUsed.insert(key, used + 1);
            m_givenTo.insert(call.toolUseId, {key, used});
            const Recorded& recorded = it->at(used);
            return Found{recorded.answer, true, recorded.toolUseId};
        }
    }
    const auto it = m_byToolName.constFind(call.name);
    if (it == m_byToolName.constEnd())
        return std::nullopt;
    return Found{*it, false, {}};
}

std::optional<ToolAnswer> AnswerBook::answerFor(const LocalToolCallEvent& call)
{
    if (std::optional<Found> found = lookup(call))
        return std::move(found->answer);
    return std::nullopt;
}

QStringList AnswerBook::toolNames() const
{
    QStringList names = m_byToolName.keys();
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace mantyx
