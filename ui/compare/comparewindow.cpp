// SPDX-License-Identifier: MIT
#include "compare/comparewindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "charts/runchartsview.h"
#include "run/capturetimeline.h"
#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

enum Role : int
{
    AlignedLineRole = Qt::UserRole + 1, // int: the aligned line a timeline item shows
};

// Soft backgrounds with dark text, readable whatever the palette; the marker column says the
// same in text.
struct Tint
{
    QColor background;
    QColor foreground{0x21, 0x21, 0x21};
};

Tint tintAdded()
{
    return {QColor(0xe3, 0xf4, 0xe6)};
}
Tint tintRemoved()
{
    return {QColor(0xfc, 0xe4, 0xe6)};
}
Tint tintChanged()
{
    return {QColor(0xff, 0xf1, 0xcc)};
}
Tint tintMoved()
{
    return {QColor(0xe3, 0xec, 0xfb)};
}
Tint tintMissing()
{
    return {QColor(0xee, 0xee, 0xee), QColor(0x75, 0x75, 0x75)};
}

void paint(QTreeWidgetItem* item, const Tint& tint)
{
    for (int c = 0; c < item->columnCount(); ++c) {
        item->setBackground(c, tint.background);
        item->setForeground(c, tint.foreground);
    }
}

QTreeWidget* makeTree(QWidget* parent, const QString& name)
{
    auto* tree = new QTreeWidget(parent);
    tree->setObjectName(name);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setAlternatingRowColors(false);
    tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree->setSelectionMode(QAbstractItemView::SingleSelection);
    tree->setTextElideMode(Qt::ElideRight);
    return tree;
}

} // namespace

CompareWindow::CompareWindow(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(u"compareWindow"_s);
    setWindowFlag(Qt::WindowMaximizeButtonHint, true);
    setSizeGripEnabled(true);

    m_header = new QLabel(this);
    m_header->setObjectName(u"compareHeader"_s);
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"compareTabs"_s);

    // Spec: the structural diff, one line per JSON path.
    auto* specPage = new QWidget(m_tabs);
    m_specTree = makeTree(specPage, u"specDiffTree"_s);
    m_specTree->setColumnCount(4);
    m_specTree->header()->setStretchLastSection(true);
    m_specEmpty = new QLabel(specPage);
    m_specEmpty->setObjectName(u"specDiffEmpty"_s);
    auto* specLayout = new QVBoxLayout(specPage);
    specLayout->addWidget(m_specEmpty);
    specLayout->addWidget(m_specTree);
    m_tabs->addTab(specPage, QString());

    // Summary: two columns, differing values marked.
    auto* summaryPage = new QWidget(m_tabs);
    m_summaryTree = makeTree(summaryPage, u"summaryCompareTree"_s);
    m_summaryTree->setColumnCount(4);
    auto* summaryLayout = new QVBoxLayout(summaryPage);
    summaryLayout->addWidget(m_summaryTree);
    m_tabs->addTab(summaryPage, QString());

    // Timeline: two aligned columns; a row and its counterpart are selected together.
    auto* timelinePage = new QWidget(m_tabs);
    auto* splitter = new QSplitter(Qt::Horizontal, timelinePage);
    splitter->setChildrenCollapsible(false);
    const auto column = [this, splitter](QLabel*& title, QTreeWidget*& tree, const QString& name) {
        auto* box = new QWidget(splitter);
        auto* layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        title = new QLabel(box);
        title->setObjectName(name + u"Title"_s);
        title->setTextFormat(Qt::PlainText);
        tree = makeTree(box, name);
        tree->setColumnCount(4);
        tree->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
        layout->addWidget(title);
        layout->addWidget(tree);
        splitter->addWidget(box);
    };
    column(m_leftTitle, m_leftTimeline, u"leftTimeline"_s);
    column(m_rightTitle, m_rightTimeline, u"rightTimeline"_s);
    auto* timelineLayout = new QVBoxLayout(timelinePage);
    timelineLayout->addWidget(splitter);
    m_tabs->addTab(timelinePage, QString());

    // Charts: the two runs' waterfalls, tokens and events/s on the same axes; a bar selects its
    // row (and its counterpart) on the Timeline tab.
    m_charts = new RunChartsView(m_tabs);
    m_charts->setObjectName(u"compareCharts"_s);
    m_tabs->addTab(m_charts, QString());
    connect(m_charts, &RunChartsView::rowActivated, this,
            [this](int row) { selectTimelineRow(row, true); });
    connect(m_charts, &RunChartsView::comparisonRowActivated, this,
            [this](int row) { selectTimelineRow(row, false); });

    connect(m_leftTimeline, &QTreeWidget::itemSelectionChanged, this,
            [this] { onTimelineSelectionChanged(m_leftTimeline, m_rightTimeline); });
    connect(m_rightTimeline, &QTreeWidget::itemSelectionChanged, this,
            [this] { onTimelineSelectionChanged(m_rightTimeline, m_leftTimeline); });
    // Both columns scroll together: their lines are aligned.
    connect(m_leftTimeline->verticalScrollBar(), &QScrollBar::valueChanged,
            m_rightTimeline->verticalScrollBar(), &QScrollBar::setValue);
    connect(m_rightTimeline->verticalScrollBar(), &QScrollBar::valueChanged,
            m_leftTimeline->verticalScrollBar(), &QScrollBar::setValue);

    // F8 / Shift+F8: the next / previous differing row, from anywhere in the window.
    m_nextDifference = new QAction(this);
    m_nextDifference->setObjectName(u"actionNextDifference"_s);
    m_nextDifference->setShortcut(QKeySequence(Qt::Key_F8));
    m_nextDifference->setShortcutContext(Qt::WindowShortcut);
    connect(m_nextDifference, &QAction::triggered, this, [this] { selectNextDifference(1); });
    m_previousDifference = new QAction(this);
    m_previousDifference->setObjectName(u"actionPreviousDifference"_s);
    m_previousDifference->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_previousDifference->setShortcutContext(Qt::WindowShortcut);
    connect(m_previousDifference, &QAction::triggered, this, [this] { selectNextDifference(-1); });
    addAction(m_nextDifference);
    addAction(m_previousDifference);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_buttons);

    retranslateUi();
    resize(1000, 640);
}

CompareWindow::~CompareWindow() = default;

void CompareWindow::setRuns(const Side& left, const Side& right)
{
    m_left = left;
    m_right = right;
    if (m_left.timeline && m_right.timeline) {
        m_comparison =
            RunCompare::compare(*m_left.timeline, m_left.spec, *m_right.timeline, m_right.spec);
    } else {
        m_comparison = RunComparison{};
        m_comparison.spec = SpecDiff::compare(m_left.spec, m_right.spec);
    }
    fill();
}

bool CompareWindow::openCaptures(const QString& leftPath, const QString& rightPath, QString* error)
{
    auto* left = new RunTimeline(this);
    auto* right = new RunTimeline(this);
    CaptureHeader leftHeader;
    CaptureHeader rightHeader;
    QString why;
    const auto load = [&why](const QString& path, RunTimeline* timeline, CaptureHeader* header) {
        QString problem;
        if (CaptureTimeline::load(path, *timeline, header, &problem))
            return true;
        why = tr("%1: %2").arg(QFileInfo(path).fileName(), problem);
        return false;
    };
    if (!load(leftPath, left, &leftHeader) || !load(rightPath, right, &rightHeader)) {
        delete left;
        delete right;
        if (error)
            *error = why;
        return false;
    }
    const auto title = [](const QString& path, const CaptureHeader& header) {
        const QString name = QFileInfo(path).fileName();
        return header.runId.isEmpty() ? name : tr("%1 (run %2)").arg(name, header.runId);
    };
    setRuns({title(leftPath, leftHeader), left, leftHeader.spec},
            {title(rightPath, rightHeader), right, rightHeader.spec});
    delete m_ownLeft;
    delete m_ownRight;
    m_ownLeft = left;
    m_ownRight = right;
    return true;
}

QString CompareWindow::marker(AlignedRow::Change change)
{
    switch (change) {
    case AlignedRow::Change::Same:
        return {};
    case AlignedRow::Change::Changed:
        return u"~"_s;
    case AlignedRow::Change::Added:
        return u"+"_s;
    case AlignedRow::Change::Removed:
        return u"\u2212"_s;
    }
    return {};
}

QString CompareWindow::marker(SpecDiffEntry::Change change)
{
    switch (change) {
    case SpecDiffEntry::Change::Changed:
        return u"~"_s;
    case SpecDiffEntry::Change::Added:
        return u"+"_s;
    case SpecDiffEntry::Change::Removed:
        return u"\u2212"_s;
    case SpecDiffEntry::Change::Moved:
        return u"\u2195"_s;
    }
    return {};
}

void CompareWindow::retranslateUi()
{
    setWindowTitle(tr("Compare Runs"));
    m_tabs->setTabText(0, tr("&Spec"));
    m_tabs->setTabText(1, tr("S&ummary"));
    m_tabs->setTabText(2, tr("&Timeline"));
    m_tabs->setTabText(3, tr("C&harts"));
    m_specTree->setHeaderLabels({tr("Change"), tr("Path"), tr("Left"), tr("Right")});
    m_summaryTree->setHeaderLabels({QString(), tr("Value"), tr("Left"), tr("Right")});
    const QStringList timelineHeaders = {QString(), tr("Row"), tr("Turn"), tr("Event")};
    m_leftTimeline->setHeaderLabels(timelineHeaders);
    m_rightTimeline->setHeaderLabels(timelineHeaders);
    m_specEmpty->setText(tr("The two specs are the same."));
    m_nextDifference->setText(tr("Next Difference"));
    m_previousDifference->setText(tr("Previous Difference"));
    m_leftTimeline->setToolTip(tr("F8: next difference · Shift+F8: previous difference"));
    m_rightTimeline->setToolTip(m_leftTimeline->toolTip());
}

void CompareWindow::fill()
{
    const QString left = m_left.title.isEmpty() ? tr("(left)") : m_left.title;
    const QString right = m_right.title.isEmpty() ? tr("(right)") : m_right.title;
    m_charts->setTimeline(m_left.timeline);
    m_charts->setComparisonTimeline(m_right.timeline, right, left);
    int summaryDiffers = 0;
    for (const SummaryLine& line : std::as_const(m_comparison.summary))
        summaryDiffers += line.differs ? 1 : 0;
    m_header->setText(
        tr("Left: %1\nRight: %2\n%3 · %4 · %5\nMarks: %6")
            .arg(left, right)
            .arg(tr("%n spec difference(s)", nullptr, int(m_comparison.spec.size())))
            .arg(tr("%n summary value(s) differ", nullptr, summaryDiffers))
            .arg(tr("%n timeline row(s) differ", nullptr, m_comparison.differingRows()))
            .arg(tr("~ changed, + added, %1 removed, %2 moved, %3 differs")
                     .arg(marker(SpecDiffEntry::Change::Removed),
                          marker(SpecDiffEntry::Change::Moved), u"\u2260"_s)));
    m_leftTitle->setText(tr("Left: %1").arg(left));
    m_rightTitle->setText(tr("Right: %1").arg(right));
    fillSpec();
    fillSummary();
    fillTimelines();
}

void CompareWindow::fillSpec()
{
    m_specTree->clear();
    QList<QTreeWidgetItem*> items;
    for (const SpecDiffEntry& entry : std::as_const(m_comparison.spec)) {
        auto* item = new QTreeWidgetItem;
        item->setText(0, marker(entry.change) + u' ' + SpecDiff::changeName(entry.change));
        item->setText(1, entry.path);
        if (entry.change == SpecDiffEntry::Change::Moved) {
            item->setText(2, tr("position %1").arg(entry.oldIndex));
            item->setText(3, tr("position %1").arg(entry.newIndex));
        } else {
            item->setText(2, SpecDiff::valueText(entry.oldValue));
            item->setText(3, SpecDiff::valueText(entry.newValue));
            item->setToolTip(2, SpecDiff::valueText(entry.oldValue, 4000));
            item->setToolTip(3, SpecDiff::valueText(entry.newValue, 4000));
        }
        switch (entry.change) {
        case SpecDiffEntry::Change::Added:
            paint(item, tintAdded());
            break;
        case SpecDiffEntry::Change::Removed:
            paint(item, tintRemoved());
            break;
        case SpecDiffEntry::Change::Changed:
            paint(item, tintChanged());
            break;
        case SpecDiffEntry::Change::Moved:
            paint(item, tintMoved());
            break;
        }
        items.append(item);
    }
    m_specTree->addTopLevelItems(items);
    m_specEmpty->setVisible(items.isEmpty());
    m_specTree->setVisible(!items.isEmpty());
    m_specTree->resizeColumnToContents(0);
    m_specTree->resizeColumnToContents(1);
    m_specTree->setColumnWidth(2, 260);
}

void CompareWindow::fillSummary()
{
    m_summaryTree->clear();
    QList<QTreeWidgetItem*> items;
    for (const SummaryLine& line : std::as_const(m_comparison.summary)) {
        auto* item = new QTreeWidgetItem;
        item->setData(0, Qt::UserRole, line.id);
        item->setText(0, line.differs ? u"\u2260"_s : QString());
        item->setText(1, line.label);
        item->setText(2, line.left.isEmpty() ? u"\u2014"_s : line.left);
        item->setText(3, line.right.isEmpty() ? u"\u2014"_s : line.right);
        if (line.differs) {
            item->setToolTip(0, tr("The two runs differ here"));
            paint(item, tintChanged());
            QFont bold = item->font(1);
            bold.setBold(true);
            for (int c = 0; c < 4; ++c)
                item->setFont(c, bold);
        }
        items.append(item);
    }
    m_summaryTree->addTopLevelItems(items);
    for (int c = 0; c < 3; ++c)
        m_summaryTree->resizeColumnToContents(c);
    m_summaryTree->setColumnWidth(2, std::max(m_summaryTree->columnWidth(2), 220));
}

void CompareWindow::fillTimelines()
{
    m_leftTimeline->clear();
    m_rightTimeline->clear();
    if (!m_left.timeline || !m_right.timeline)
        return;
    QList<QTreeWidgetItem*> leftItems;
    QList<QTreeWidgetItem*> rightItems;
    const auto makeItem = [](const RunTimeline& timeline, int row, int line,
                             AlignedRow::Change change, bool textDiffers, bool isLeft) {
        auto* item = new QTreeWidgetItem;
        item->setData(0, AlignedLineRole, line);
        if (row < 0) {
            // The other run has a row here that this one has not.
            item->setText(3, isLeft ? tr("(only in the right run)") : tr("(only in the left run)"));
            paint(item, tintMissing());
            return item;
        }
        const TimelineRow& r = timeline.row(row);
        const TimelineRowTexts texts = TimelineRowTexts::format(timeline, row);
        QString mark = marker(change);
        if (textDiffers)
            mark = tr("~ text");
        item->setText(0, mark);
        item->setText(1, QString::number(row + 1));
        item->setText(2, r.turn > 0 ? QString::number(r.turn) : QString());
        item->setText(3, texts.headline);
        QString tip = texts.headline;
        if (!texts.body.isEmpty())
            tip += u"\n\n"_s + TimelineRowTexts::excerpt(texts.body, 400);
        if (change != AlignedRow::Change::Same)
            tip += u"\n\n"_s + RunCompare::changeName(change);
        if (textDiffers)
            tip += u"\n"_s + tr("The text differs.");
        item->setToolTip(3, tip);
        switch (change) {
        case AlignedRow::Change::Same:
            break;
        case AlignedRow::Change::Changed:
            paint(item, tintChanged());
            break;
        case AlignedRow::Change::Added:
            paint(item, tintAdded());
            break;
        case AlignedRow::Change::Removed:
            paint(item, tintRemoved());
            break;
        }
        return item;
    };
    for (int line = 0; line < m_comparison.rows.size(); ++line) {
        const AlignedRow& aligned = m_comparison.rows[line];
        leftItems.append(makeItem(*m_left.timeline, aligned.left, line, aligned.change,
                                  aligned.textDiffers, true));
        rightItems.append(makeItem(*m_right.timeline, aligned.right, line, aligned.change,
                                   aligned.textDiffers, false));
    }
    m_leftTimeline->addTopLevelItems(leftItems);
    m_rightTimeline->addTopLevelItems(rightItems);
    for (QTreeWidget* tree : {m_leftTimeline, m_rightTimeline}) {
        tree->setColumnWidth(0, tree->fontMetrics().horizontalAdvance(u"~ text__"_s));
        tree->resizeColumnToContents(1);
        tree->resizeColumnToContents(2);
    }
}

bool CompareWindow::selectNextDifference(int step)
{
    const int count = int(m_comparison.rows.size());
    if (count == 0 || m_comparison.differingRows() == 0)
        return false;
    step = step < 0 ? -1 : 1;
    int line = selectedAlignedLine();
    if (line < 0)
        line = step > 0 ? -1 : count;
    for (int i = 0; i < count; ++i) {
        line = ((line + step) % count + count) % count;
        if (m_comparison.rows[line].change != AlignedRow::Change::Same)
            break;
    }
    m_tabs->setCurrentIndex(2);
    selectAlignedLine(line);
    m_leftTimeline->setFocus();
    return true;
}

void CompareWindow::selectAlignedLine(int line)
{
    for (QTreeWidget* tree : {m_leftTimeline, m_rightTimeline}) {
        const QSignalBlocker blocker(tree);
        QTreeWidgetItem* item = tree->topLevelItem(line);
        tree->clearSelection();
        if (item) {
            tree->setCurrentItem(item);
            item->setSelected(true);
            tree->scrollToItem(item);
        }
        tree->viewport()->update();
    }
}

void CompareWindow::selectTimelineRow(int row, bool left)
{
    const int line = left ? m_comparison.lineOfLeftRow(row) : m_comparison.lineOfRightRow(row);
    if (line < 0)
        return;
    m_tabs->setCurrentIndex(2);
    selectAlignedLine(line);
}

int CompareWindow::selectedAlignedLine() const
{
    const QList<QTreeWidgetItem*> selected = m_leftTimeline->selectedItems();
    if (selected.isEmpty())
        return -1;
    return selected.first()->data(0, AlignedLineRole).toInt();
}

void CompareWindow::onTimelineSelectionChanged(QTreeWidget* from, QTreeWidget* to)
{
    const QList<QTreeWidgetItem*> selected = from->selectedItems();
    const QSignalBlocker blocker(to);
    to->clearSelection();
    if (selected.isEmpty())
        return;
    const int line = selected.first()->data(0, AlignedLineRole).toInt();
    if (QTreeWidgetItem* counterpart = to->topLevelItem(line)) {
        to->setCurrentItem(counterpart);
        counterpart->setSelected(true);
        to->scrollToItem(counterpart);
    }
    to->viewport()->update();
}

void CompareWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fill();
    }
    QDialog::changeEvent(event);
}

} // namespace mantyx
