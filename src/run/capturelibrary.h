// SPDX-License-Identifier: MIT
// CaptureLibrary: where the app records its runs and which captures it opened last — the folder
// (`captures/folder`, by default the app data folder's `captures`), whether runs on a connection
// are recorded (off per connection key), the file name of a run's capture, and the recent
// captures (File → Recent Captures) — kept in QSettings so the window, its settings dialog and
// mantyx-run read the same choices.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

class QSettings;

namespace mantyx {

class CaptureLibrary final
{
public:
    static constexpr int MaxRecent = 10;
    static constexpr QLatin1StringView Suffix{".mxrun"};

    // `settings` is not owned and must outlive this.
    explicit CaptureLibrary(QSettings& settings);

    // QStandardPaths::AppDataLocation + "/captures".
    static QString defaultFolder();
    // The folder runs are recorded into: the setting, else defaultFolder().
    QString folder() const;
    // Empty: back to defaultFolder().
    void setFolder(const QString& folder);

    // Whether runs started on the connection `connectionKey` ("sandbox", a profile's id) are
    // recorded; on unless turned off for it.
    bool isCapturing(const QString& connectionKey) const;
    void setCapturing(const QString& connectionKey, bool on);

    // `<yyyyMMdd-HHmmss>-<runId or "run">.mxrun`, the run id reduced to [A-Za-z0-9._-] (it is
    // the server's text) and never a dot-only name.
    static QString fileName(const QDateTime& started, const QString& runId);
    static QString sanitisedRunId(const QString& runId);

    // Newest first, at most MaxRecent.
    QStringList recentCaptures() const;
    // Puts `path` (made absolute) first.
    void addRecent(const QString& path);
    void removeRecent(const QString& path);
    void clearRecent();
    // Drops the recent captures whose files are gone; returns those dropped.
    QStringList dropMissingRecent();

private:
    void storeRecent(const QStringList& paths);

    QSettings* m_settings;
};

} // namespace mantyx
