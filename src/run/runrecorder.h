// SPDX-License-Identifier: MIT
// RunRecorder: puts each run a window followed into the run library when it finishes, with the
// connection it ran on as it was when the run began (the user may switch connections meanwhile).
#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

namespace mantyx {

class RunController;
class RunLibrary;

class RunRecorder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunRecorder)

public:
    // `library` is not owned; null (or closed) records nothing.
    explicit RunRecorder(RunLibrary* library, QObject* parent = nullptr);

    void setLibrary(RunLibrary* library) { m_library = library; }
    RunLibrary* library() const { return m_library; }

    // Records `run` once it finishes (RunController::finished); a run that never got an id is
    // not recorded. `connection`: the profile's name.
    void watch(RunController* run, const QString& connection, const QUrl& baseUrl,
               const QString& workspace);

signals:
    // The run was written to the library (`id`: its row) or could not be.
    void recorded(qint64 id, const QString& runId);
    void recordFailed(const QString& runId, const QString& message);

private:
    void record(RunController* run, const QString& connection, const QUrl& baseUrl,
                const QString& workspace, const QDateTime& watchedAt);

    QPointer<RunLibrary> m_library;
};

} // namespace mantyx
