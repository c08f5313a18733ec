// SPDX-License-Identifier: MIT
#include "protocol/validationtext.h"

#include <algorithm>
#include <cmath>

#include <QLocale>

using namespace Qt::StringLiterals;

namespace mantyx::validation {

QString num(qint64 n)
{
    return QString::number(n);
}

QString numberText(double d)
{
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 1e15)
        return QString::number(static_cast<qint64>(d));
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}

QString quoted(const QString& text)
{
    constexpr qsizetype kMax = 60;
    if (text.size() <= kMax)
        return QChar(u'"') + text + QChar(u'"');
    return QChar(u'"') + text.left(kMax - 1) + u"…\""_s;
}

QString literal(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::String:
        return quoted(value.toString());
    case QJsonValue::Array:
    case QJsonValue::Object:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

bool isNonEmptyString(const QJsonValue& value)
{
    return value.isString() && !value.toString().isEmpty();
}

bool startsWithDataUrl(QStringView text)
{
    return text.startsWith(u"data:"_s, Qt::CaseInsensitive);
}

QStringList unknownKeys(const QJsonObject& object, std::initializer_list<QLatin1StringView> known)
{
    QStringList keys;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            keys.append(it.key());
    }
    return keys;
}

QStringList ruleIdList(std::span<const char* const> ids)
{
    QStringList list;
    list.reserve(static_cast<qsizetype>(ids.size()));
    for (const char* id : ids)
        list.append(QString::fromLatin1(id));
    return list;
}

void IssueList::add(Severity severity, const QString& path, const char* rule,
                    const QString& message)
{
    Q_ASSERT_X(std::any_of(m_ruleIds.begin(), m_ruleIds.end(),
                           [rule](const char* id) { return qstrcmp(id, rule) == 0; }),
               m_owner, rule);
    m_issues.append(SpecIssue{severity, path, message, QString::fromLatin1(rule)});
}

} // namespace mantyx::validation
