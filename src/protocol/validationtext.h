// SPDX-License-Identifier: MIT
// Helpers shared by SpecValidator and ToolResultValidator (issue list, value and number text,
// field checks) so the two validators word things alike; nothing here calls tr(), so each
// validator keeps its own translation context for every message.
#pragma once

#include <initializer_list>
#include <span>

#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include "protocol/specissue.h"

namespace mantyx::validation {

QString num(qint64 n);
// An integral double without exponent or fraction (up to 1e15), anything else shortest.
QString numberText(double d);
// `text` in double quotes, cut to 60 characters with an ellipsis.
QString quoted(const QString& text);
// How a "got …" clause names a scalar JSON value (null, true, 2.5, "text"); a null QString for
// an array, an object or nothing, which the caller words in its own tr() context.
QString literal(const QJsonValue& value);

bool isNonEmptyString(const QJsonValue& value);
bool startsWithDataUrl(QStringView text);

// The keys of `object` that are not in `known`, in key order.
QStringList unknownKeys(const QJsonObject& object, std::initializer_list<QLatin1StringView> known);

// A validator's rule id table as strings, for its ruleIds().
QStringList ruleIdList(std::span<const char* const> ids);

// The issues of one validation run. Debug builds assert that each rule is in the validator's
// table, which its test checks for coverage.
class IssueList
{
public:
    IssueList(std::span<const char* const> ruleIds, const char* owner)
        : m_ruleIds(ruleIds)
        , m_owner(owner)
    {}

    void error(const QString& path, const char* rule, const QString& message)
    {
        add(Severity::Error, path, rule, message);
    }
    void warning(const QString& path, const char* rule, const QString& message)
    {
        add(Severity::Warning, path, rule, message);
    }
    QList<SpecIssue> takeIssues() { return std::move(m_issues); }

private:
    void add(Severity severity, const QString& path, const char* rule, const QString& message);

    std::span<const char* const> m_ruleIds;
    const char* m_owner;
    QList<SpecIssue> m_issues;
};

} // namespace mantyx::validation
