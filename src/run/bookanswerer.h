// SPDX-License-Identifier: MIT
// BookAnswerer: answers a run's local tool calls from an AnswerBook as they arrive — the window's
// "Re-run with Recorded Answers", where the book holds an earlier run's answers by tool and
// arguments — and says which calls it answered and which it had no answer for, so each card can
// say where its answer came from (never silently) and the rest stay pending for the user.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "protocol/runevent.h"
#include "run/answerbook.h"

namespace mantyx {

class RunController;

class BookAnswerer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BookAnswerer)

public:
    // `source` names where the book came from (a capture's file name), for the texts.
    BookAnswerer(AnswerBook book, QString source, QObject* parent = nullptr);

    // Answers the local calls of `run` from now on. Attach it when the launcher hands the run
    // over (RunLauncher::controllerCreated), so the book comes before any local handler.
    void attach(RunController* run);
    QString source() const { return m_source; }
    const AnswerBook& book() const { return m_book; }
    int answeredCount() const { return m_answered; }
    int unmatchedCount() const { return m_unmatched; }

signals:
    // The call was answered from the book (the answer is being posted).
    void callAnswered(const QString& toolUseId, const QString& toolName);
    // The book has no answer for the call's tool and arguments: it is left for the user.
    void callUnmatched(const QString& toolUseId, const QString& toolName);

private:
    void onEvents(const QList<RunEvent>& events);

    AnswerBook m_book;
    QString m_source;
    QPointer<RunController> m_run;
    int m_answered = 0;
    int m_unmatched = 0;
};

} // namespace mantyx
