// SPDX-License-Identifier: MIT
// CompareWindow: two runs side by side — the specs' structural diff, the summaries line by line
// and the timelines aligned row by row — so a user sees what a change of model, reasoning or
// tools did to a run. Differences carry a text marker as well as a colour.
#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QPointer>

#include "run/runcompare.h"

class QAction;
class QDialogButtonBox;
class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace mantyx {

class RunChartsView;
class RunTimeline;

class CompareWindow final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareWindow)

public:
    // One of the two runs: what to call it (a file name, a run id), its timeline (filled; not
    // owned — parent it to the window or keep it alive while the window shows it) and its spec.
    struct Side
    {
        QString title;
        const RunTimeline* timeline = nullptr;
        QJsonObject spec;
    };

    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Compares the two runs and shows the result on every tab.
    void setRuns(const Side& left, const Side& right);
    // Reads two capture files (.mxrun) into timelines the window owns and compares them; a
    // damaged capture is compared up to its damage. False with `error` (the file named) when one
    // cannot be read; what was shown stays.
    bool openCaptures(const QString& leftPath, const QString& rightPath, QString* error = nullptr);
    const RunComparison& comparison() const { return m_comparison; }

    // Selects the next (step 1) or previous (step -1) differing aligned line after (before) the
    // selected one, wrapping around, and shows the Timeline tab (F8 / Shift+F8). False when the
    // timelines do not differ.
    bool selectNextDifference(int step = 1);
    // Selects aligned line `line` in both timeline columns (what clicking either side does).
    void selectAlignedLine(int line);
    // The aligned line selected in the timeline columns; -1 when none.
    int selectedAlignedLine() const;

    // The text marker a difference carries beside its colour: "~" changed, "+" added, "−"
    // removed, "↕" moved; empty for the same.
    static QString marker(AlignedRow::Change change);
    static QString marker(SpecDiffEntry::Change change);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fill();
    void fillSpec();
    void fillSummary();
    void fillTimelines();
    void onTimelineSelectionChanged(QTreeWidget* from, QTreeWidget* to);
    // Selects the aligned line holding timeline row `row` of the left (or right) run and shows
    // the Timeline tab.
    void selectTimelineRow(int row, bool left);

    RunTimeline* m_ownLeft = nullptr; // children, from openCaptures()
    RunTimeline* m_ownRight = nullptr;
    Side m_left;
    Side m_right;
    RunComparison m_comparison;

    QLabel* m_header = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTreeWidget* m_specTree = nullptr;
    QLabel* m_specEmpty = nullptr;
    QTreeWidget* m_summaryTree = nullptr;
    QLabel* m_leftTitle = nullptr;
    QLabel* m_rightTitle = nullptr;
    QTreeWidget* m_leftTimeline = nullptr;
    QTreeWidget* m_rightTimeline = nullptr;
    RunChartsView* m_charts = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QAction* m_nextDifference = nullptr;
    QAction* m_previousDifference = nullptr;
};

} // namespace mantyx
