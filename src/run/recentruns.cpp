// SPDX-License-Identifier: MIT
#include "run/recentruns.h"

#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace mantyx {

RecentRuns::RecentRuns(QSettings& settings)
    : m_settings(&settings)
{}

QString RecentRuns::settingsKey(const QString& connectionKey)
{
    // A profile key holds no '/' today; encoded anyway so no key can open a sub-group.
    return u"recentRuns/"_s + QString::fromLatin1(QUrl::toPercentEncoding(connectionKey));
}

QStringList RecentRuns::runs(const QString& connectionKey) const
{
    if (connectionKey.isEmpty())
        return {};
    QStringList out;
    const QStringList stored = m_settings->value(settingsKey(connectionKey)).toStringList();
    for (const QString& id : stored) {
        const QString trimmed = id.trimmed();
        if (!trimmed.isEmpty() && !out.contains(trimmed))
            out << trimmed;
        if (out.size() == MaxRuns)
            break;
    }
    return out;
}

void RecentRuns::add(const QString& connectionKey, const QString& runId)
{
    const QString id = runId.trimmed();
    if (connectionKey.isEmpty() || id.isEmpty())
        return;
    QStringList list = runs(connectionKey);
    list.removeAll(id);
    list.prepend(id);
    while (list.size() > MaxRuns)
        list.removeLast();
    store(connectionKey, list);
}

void RecentRuns::remove(const QString& connectionKey, const QString& runId)
{
    QStringList list = runs(connectionKey);
    if (list.removeAll(runId.trimmed()) > 0)
        store(connectionKey, list);
}

void RecentRuns::clear(const QString& connectionKey)
{
    if (!connectionKey.isEmpty())
        m_settings->remove(settingsKey(connectionKey));
}

void RecentRuns::store(const QString& connectionKey, const QStringList& runs)
{
    if (runs.isEmpty())
        m_settings->remove(settingsKey(connectionKey));
    else
        m_settings->setValue(settingsKey(connectionKey), runs);
}

} // namespace mantyx
