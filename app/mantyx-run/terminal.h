// SPDX-License-Identifier: MIT
// What mantyx-run writes and reads on its terminal: event lines on stdout; notes, prompts and
// problems on stderr, one escaped line each; answers typed on stdin, read without blocking the
// event loop; and the exit codes.
#pragma once

#include <functional>

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QString>

class QSocketNotifier;

namespace mantyx {
struct SpecIssue;
}

namespace mantyx::cli {

// The exit codes, documented in --help.
enum ExitCode : int
{
    ExitSucceeded = 0, // terminal `result` that is a success
    ExitRunFailed = 1, // terminal `error`, or a `result` that is not a success
    ExitCancelled = 2, // terminal `cancelled`
    ExitNoRun = 3,     // usage error, unreadable input, or no run (server unreachable, refused)
    // The run ended (0, 1 or 2) but --capture could not be written in full: a script that
    // checks for 0 must not take a truncated capture for a complete one.
    ExitCaptureFailed = 4,
    // --open: the capture file is damaged (a line could not be read) or ends before the run's
    // end (no terminal event); what could be read was printed.
    ExitCaptureDamaged = 5,
    // --answers-from: at least one local call had no recorded answer (it got an error answer);
    // the run ended otherwise as 0, 1 or 2 would say.
    ExitUnrecordedCalls = 6,
};

// The translation context of mantyx-run's own texts outside its classes (lupdate needs a class
// to file them under).
struct MantyxRun
{
    Q_DECLARE_TR_FUNCTIONS(MantyxRun)
};

// One line on stdout, as given (an event line, already escaped), flushed.
void printOut(const QByteArray& line);
// Notes, prompts and problems go to stderr, so stdout stays the event stream (--jsonl). Each is
// one line: what it quotes from a server, a tool or a file (names, ids, reasons, error bodies)
// has its control and bidi characters escaped, so it can neither drive the terminal nor forge a
// line of its own.
void printErr(const QString& text);
// "# text" on stderr: what happens, as opposed to a problem or a prompt.
void note(const QString& text);
// "error: path: message" (or "warning: …") on stderr.
void printIssue(const SpecIssue& issue);
// The message and a pointer to --help on stderr; returns ExitNoRun.
[[nodiscard]] int usageError(const QString& message);

// Lines from stdin as they are typed or piped, without blocking the event loop (the in-process
// sandbox and the stream run on it). Nothing is read before start().
class StdinLines final : public QObject
{
public:
    explicit StdinLines(QObject* parent = nullptr);

    std::function<void(const QString& line)> onLine;
    std::function<void()> onEnd; // stdin closed (or cannot be read here); after the last line

    void start();
    bool hasEnded() const { return m_ended; }

private:
    void readSome();
    void deliver(const QByteArray& line);
    void end();

    QPointer<QSocketNotifier> m_notifier;
    QByteArray m_pending;
    bool m_ended = false;
};

} // namespace mantyx::cli
