// SPDX-License-Identifier: MIT
#include "run/capturelibrary.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

const QString kFolderKey = u"captures/folder"_s;
const QString kRecentKey = u"captures/recent"_s;

QString offKey(const QString& connectionKey)
{
    // Encoded so that no key can open a sub-group.
    return u"captures/off/"_s + QString::fromLatin1(QUrl::toPercentEncoding(connectionKey));
}

} // namespace

CaptureLibrary::CaptureLibrary(QSettings& settings)
    : m_settings(&settings)
{}

QString CaptureLibrary::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/captures"_s;
}

QString CaptureLibrary::folder() const
{
    const QString folder = m_settings->value(kFolderKey).toString().trimmed();
    return folder.isEmpty() ? defaultFolder() : folder;
}

void CaptureLibrary::setFolder(const QString& folder)
{
    const QString trimmed = folder.trimmed();
    if (trimmed.isEmpty() || QDir::cleanPath(trimmed) == QDir::cleanPath(defaultFolder()))
        m_settings->remove(kFolderKey);
    else
        m_settings->setValue(kFolderKey, QDir::cleanPath(trimmed));
}

bool CaptureLibrary::isCapturing(const QString& connectionKey) const
{
    return connectionKey.isEmpty() || !m_settings->value(offKey(connectionKey)).toBool();
}

void CaptureLibrary::setCapturing(const QString& connectionKey, bool on)
{
    if (connectionKey.isEmpty())
        return;
    if (on)
        m_settings->remove(offKey(connectionKey));
    else
        m_settings->setValue(offKey(connectionKey), true);
}

QString CaptureLibrary::sanitisedRunId(const QString& runId)
{
    QString out;
    out.reserve(std::min<qsizetype>(runId.size(), 80));
    for (const QChar c : runId) {
        if (out.size() == 80)
            break;
        const char16_t u = c.unicode();
        const bool allowed = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                             (u >= u'0' && u <= u'9') || u == u'.' || u == u'_' || u == u'-';
        if (allowed)
            out += c;
    }
    // "." and ".." (or only dots) are not names of their own.
    if (out.count(u'.') == out.size())
        out.clear();
    return out;
}

QString CaptureLibrary::fileName(const QDateTime& started, const QString& runId)
{
    const QString id = sanitisedRunId(runId);
    return started.toString(u"yyyyMMdd-HHmmss"_s) + u'-' + (id.isEmpty() ? u"run"_s : id) + Suffix;
}

QStringList CaptureLibrary::recentCaptures() const
{
    QStringList out;
    const QStringList stored = m_settings->value(kRecentKey).toStringList();
    for (const QString& path : stored) {
        if (!path.isEmpty() && !out.contains(path))
            out << path;
        if (out.size() == MaxRecent)
            break;
    }
    return out;
}

void CaptureLibrary::addRecent(const QString& path)
{
    if (path.isEmpty())
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentCaptures();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > MaxRecent)
        list.removeLast();
    storeRecent(list);
}

void CaptureLibrary::removeRecent(const QString& path)
{
    QStringList list = recentCaptures();
    if (list.removeAll(path) + list.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        storeRecent(list);
}

void CaptureLibrary::clearRecent()
{
    m_settings->remove(kRecentKey);
}

QStringList CaptureLibrary::dropMissingRecent()
{
    QStringList kept;
    QStringList dropped;
    const QStringList list = recentCaptures();
    for (const QString& path : list)
        (QFileInfo::exists(path) ? kept : dropped) << path;
    if (!dropped.isEmpty())
        storeRecent(kept);
    return dropped;
}

void CaptureLibrary::storeRecent(const QStringList& paths)
{
    if (paths.isEmpty())
        m_settings->remove(kRecentKey);
    else
        m_settings->setValue(kRecentKey, paths);
}

} // namespace mantyx
