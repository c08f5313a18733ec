// SPDX-License-Identifier: MIT
// RecentRuns: the run ids last opened or started on each connection, newest first, kept in
// QSettings ("recentRuns/<connection>") so File → Recent Runs and the Open Run dialog can offer
// them again.
#pragma once

#include <QString>
#include <QStringList>

class QSettings;

namespace mantyx {

class RecentRuns final
{
public:
    static constexpr int MaxRuns = 20;

    // `settings` is not owned and must outlive this.
    explicit RecentRuns(QSettings& settings);

    // Newest first; at most MaxRuns. Empty for an empty `connectionKey`.
    QStringList runs(const QString& connectionKey) const;
    // Puts `runId` first (moving it up when it is already there) and drops the oldest beyond
    // MaxRuns. An empty key or id (after trimming) is ignored.
    void add(const QString& connectionKey, const QString& runId);
    void remove(const QString& connectionKey, const QString& runId);
    void clear(const QString& connectionKey);

    // The settings key of a connection's list.
    static QString settingsKey(const QString& connectionKey);

private:
    void store(const QString& connectionKey, const QStringList& runs);

    QSettings* m_settings;
};

} // namespace mantyx
