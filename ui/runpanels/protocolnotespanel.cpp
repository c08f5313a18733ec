// SPDX-License-Identifier: MIT
// ProtocolNotesPanel: the notes table, its severity icons and the counts.
#include "runpanels/protocolnotespanel.h"

#include <algorithm>

#include <QEvent>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "run/protocolnotesmodel.h"
#include "run/runtimeline.h"
#include "timeline/timelinedelegate.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QIcon severityIcon(Severity severity)
{
    QPixmap pixmap(28, 28);
    pixmap.setDevicePixelRatio(2.0);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(TimelineDelegate::severityColor(severity));
    p.drawEllipse(QRectF(0.5, 0.5, 13, 13));
    QFont font = p.font();
    font.setPixelSize(10);
    font.setBold(true);
    p.setFont(font);
    p.setPen(severity == Severity::Warning ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
    const QString mark = severity == Severity::Error     ? u"✕"_s
                         : severity == Severity::Warning ? u"!"_s
                                                         : u"i"_s;
    p.drawText(QRectF(0, 0, 14, 14), Qt::AlignCenter, mark);
    return QIcon(pixmap);
}

// Puts the severity icon beside the severity name.
class SeverityDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QVariant severity = index.data(ProtocolNotesModel::SeverityRole);
        if (!severity.isValid())
            return;
        const int s = std::clamp(severity.toInt(), 0, 2);
        if (m_icons[s].isNull())
            m_icons[s] = severityIcon(static_cast<Severity>(s));
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->icon = m_icons[s];
        option->decorationSize = QSize(14, 14);
    }

private:
    mutable QIcon m_icons[3];
};

} // namespace

ProtocolNotesPanel::ProtocolNotesPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"protocolNotesPanel"_s);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"notesSummaryLabel"_s);

    m_table = new QTableView(this);
    m_table->setObjectName(u"notesTable"_s);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->setItemDelegateForColumn(ProtocolNotesModel::SeverityColumn,
                                      new SeverityDelegate(m_table));
    connect(m_table, &QTableView::activated, this, &ProtocolNotesPanel::onActivated);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    retranslateUi();
}

ProtocolNotesPanel::~ProtocolNotesPanel()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
    m_table->setModel(nullptr);
}

void ProtocolNotesPanel::setTimeline(RunTimeline* timeline)
{
    if (timeline == m_timeline && (m_model || !timeline))
        return;
    m_table->setModel(nullptr);
    delete m_model;
    m_model = nullptr;
    m_timeline = timeline;
    if (timeline) {
        m_model = new ProtocolNotesModel(timeline, this);
        m_model->setObjectName(u"protocolNotesModel"_s);
        m_table->setModel(m_model);
        QHeaderView* header = m_table->horizontalHeader();
        header->setSectionResizeMode(ProtocolNotesModel::SeverityColumn,
                                     QHeaderView::ResizeToContents);
        header->setSectionResizeMode(ProtocolNotesModel::CategoryColumn,
                                     QHeaderView::ResizeToContents);
        header->setSectionResizeMode(ProtocolNotesModel::MessageColumn, QHeaderView::Stretch);
        header->setSectionResizeMode(ProtocolNotesModel::SeqColumn, QHeaderView::ResizeToContents);
        connect(m_model, &ProtocolNotesModel::countsChanged, this,
                &ProtocolNotesPanel::updateCounts);
        connect(m_model, &QAbstractItemModel::modelReset, this, &ProtocolNotesPanel::updateCounts);
        connect(m_model, &QAbstractItemModel::rowsInserted, this,
                &ProtocolNotesPanel::updateCounts);
    }
    updateCounts();
}

QString ProtocolNotesPanel::countsText(int errors, int warnings, int infos)
{
    QStringList parts;
    if (errors > 0)
        parts << tr("%n error(s)", nullptr, errors);
    if (warnings > 0)
        parts << tr("%n warning(s)", nullptr, warnings);
    if (infos > 0)
        parts << tr("%n note(s)", nullptr, infos);
    return parts.isEmpty() ? tr("No protocol notes") : parts.join(u", "_s);
}

void ProtocolNotesPanel::updateCounts()
{
    const int errors = m_model ? m_model->count(Severity::Error) : 0;
    const int warnings = m_model ? m_model->count(Severity::Warning) : 0;
    const int infos = m_model ? m_model->count(Severity::Info) : 0;
    const QString text = countsText(errors, warnings, infos);
    m_summary->setText(text);
    for (const QPointer<QLabel>& label : std::as_const(m_statusLabels)) {
        if (!label)
            continue;
        label->setText(tr("<a href=\"notes\">%1</a>").arg(text.toHtmlEscaped()));
        label->setToolTip(tr("Protocol notes: seq gaps, reconnects, unanswered calls, rejected "
                             "answers. Click to show them."));
    }
    if (errors == m_errors && warnings == m_warnings && infos == m_infos)
        return;
    m_errors = errors;
    m_warnings = warnings;
    m_infos = infos;
    emit countsChanged(errors, warnings, infos);
}

QLabel* ProtocolNotesPanel::createStatusLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(u"notesCountLabel"_s);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(label, &QLabel::linkActivated, this, [this] { emit showRequested(); });
    m_statusLabels.append(label);
    updateCounts();
    return label;
}

void ProtocolNotesPanel::onActivated(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    const int row = index.data(ProtocolNotesModel::TimelineRowRole).toInt();
    if (row >= 0)
        emit jumpRequested(row);
}

void ProtocolNotesPanel::retranslateUi()
{
    m_table->setAccessibleName(tr("Protocol notes"));
    m_table->setToolTip(tr("Double-click a note (or press Enter) to show its row in the timeline"));
    updateCounts(); // the texts are set again; the signal only fires on a change
}

void ProtocolNotesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mantyx
