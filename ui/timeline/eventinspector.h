// SPDX-License-Identifier: MIT
// EventInspector: beside the timeline, the selected row's events — each one's SSE data exactly as
// received and pretty-printed, its SSE fields and the protocol problems found in it — with copy,
// so what the card summarises can always be checked against the wire.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace mantyx {

class JsonHighlighter;
class RunTimeline;

class EventInspector final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventInspector)

public:
    // Events listed per row at most; the rest are counted ("and 12,345 more").
    static constexpr int MaxListedEvents = 2000;

    explicit EventInspector(QWidget* parent = nullptr);
    ~EventInspector() override;

    void setTimeline(RunTimeline* timeline);
    RunTimeline* timeline() const;

    // Shows a timeline row's events, the first one selected (-1: nothing).
    void showRow(int timelineRow);
    int currentRow() const { return m_row; }
    // Selects the `n`-th event of the row (0-based).
    void selectEvent(int n);
    // The shown event's index in RunTimeline::event(), -1 when none.
    int currentEventIndex() const;

    QString prettyText() const;
    QString rawText() const;

signals:
    // The shown event changed (an index into RunTimeline::event(), -1 when none).
    void eventShown(int eventIndex);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refreshList(bool grow = false);
    void showEvent(int eventIndex);
    void onRowsChanged(int first, int last);
    void copyPretty();
    void copyRaw();

    QPointer<RunTimeline> m_timeline;
    int m_row = -1;
    int m_event = -1;
    int m_listedFirst = 0; // event index of the list's first item
    QLabel* m_title = nullptr;
    QLabel* m_eventsLabel = nullptr;
    QListWidget* m_events = nullptr;
    QLabel* m_fields = nullptr;
    QTabWidget* m_tabs = nullptr;
    QPlainTextEdit* m_pretty = nullptr;
    QPlainTextEdit* m_raw = nullptr;
    JsonHighlighter* m_highlighter = nullptr;
    QLabel* m_problemsLabel = nullptr;
    QListWidget* m_problems = nullptr;
    QPushButton* m_copyPretty = nullptr;
    QPushButton* m_copyRaw = nullptr;
};

} // namespace mantyx
