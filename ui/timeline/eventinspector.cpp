// SPDX-License-Identifier: MIT
// EventInspector: event list, pretty and raw JSON, problems, copy.
#include "timeline/eventinspector.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include "run/runtimeline.h"
#include "run/timelinerowtexts.h"
#include "widgets/jsonhighlighter.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

QPlainTextEdit* makeTextView(QWidget* parent, const QString& name)
{
    auto* view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return view;
}

} // namespace

EventInspector::EventInspector(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(u"eventInspector"_s);

    m_title = new QLabel(this);
    m_title->setObjectName(u"inspectorTitle"_s);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);

    m_eventsLabel = new QLabel(this);
    m_eventsLabel->setObjectName(u"eventsLabel"_s);
    m_events = new QListWidget(this);
    m_events->setObjectName(u"eventList"_s);
    m_events->setMaximumHeight(120);
    m_events->setUniformItemSizes(true);
    connect(m_events, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showEvent(m_listedFirst + row);
    });

    m_fields = new QLabel(this);
    m_fields->setObjectName(u"eventFieldsLabel"_s);
    m_fields->setWordWrap(true);
    m_fields->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"inspectorTabs"_s);
    m_tabs->setDocumentMode(true);
    m_pretty = makeTextView(m_tabs, u"prettyView"_s);
    m_raw = makeTextView(m_tabs, u"rawView"_s);
    // Long strings wrap: an event is read, not edited.
    m_pretty->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_raw->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_raw->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_highlighter = new JsonHighlighter(m_pretty->document(), m_pretty->palette());
    m_tabs->addTab(m_pretty, QString());
    m_tabs->addTab(m_raw, QString());

    m_problemsLabel = new QLabel(this);
    m_problemsLabel->setObjectName(u"problemsLabel"_s);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(u"problemsList"_s);
    m_problems->setMaximumHeight(90);
    m_problems->setWordWrap(true);

    m_copyPretty = new QPushButton(this);
    m_copyPretty->setObjectName(u"copyPrettyButton"_s);
    connect(m_copyPretty, &QPushButton::clicked, this, &EventInspector::copyPretty);
    m_copyRaw = new QPushButton(this);
    m_copyRaw->setObjectName(u"copyRawButton"_s);
    connect(m_copyRaw, &QPushButton::clicked, this, &EventInspector::copyRaw);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_copyPretty);
    buttons->addWidget(m_copyRaw);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_eventsLabel);
    layout->addWidget(m_events);
    layout->addWidget(m_fields);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems);
    layout->addLayout(buttons);

    retranslateUi();
    showRow(-1);
}

EventInspector::~EventInspector()
{
    // ~QWidget deletes the children after this object's members are gone; a signal one of them
    // sends while it goes (a current row, a text, a model reset) must not reach this.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

void EventInspector::retranslateUi()
{
    m_tabs->setTabText(0, tr("Pretty"));
    m_tabs->setTabText(1, tr("Raw"));
    m_tabs->setTabToolTip(0, tr("The event's JSON, indented"));
    m_tabs->setTabToolTip(1, tr("The SSE data exactly as received"));
    m_copyPretty->setText(tr("Copy pretty"));
    m_copyRaw->setText(tr("Copy raw"));
    m_problemsLabel->setText(tr("Problems"));
    if (m_row >= 0) {
        const int event = m_event;
        refreshList();
        if (event >= 0)
            showEvent(event);
    } else {
        m_title->setText(tr("No event selected"));
    }
}

void EventInspector::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange && m_highlighter)
        m_highlighter->setPalette(palette());
    QWidget::changeEvent(event);
}

void EventInspector::setTimeline(RunTimeline* timeline)
{
    if (m_timeline == timeline)
        return;
    if (m_timeline)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = timeline;
    if (timeline) {
        connect(timeline, &RunTimeline::rowsChanged, this, &EventInspector::onRowsChanged);
        connect(timeline, &RunTimeline::cleared, this, [this] { showRow(-1); });
    }
    showRow(-1);
}

RunTimeline* EventInspector::timeline() const
{
    return m_timeline;
}

int EventInspector::currentEventIndex() const
{
    return m_event;
}

QString EventInspector::prettyText() const
{
    return m_pretty->toPlainText();
}

QString EventInspector::rawText() const
{
    return m_raw->toPlainText();
}

void EventInspector::showRow(int timelineRow)
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || timelineRow < 0 || timelineRow >= tl->rowCount())
        timelineRow = -1;
    m_row = timelineRow;
    m_event = -1;
    refreshList();
    if (m_row >= 0)
        selectEvent(0);
    else
        showEvent(-1);
}

void EventInspector::refreshList(bool grow)
{
    const RunTimeline* tl = m_timeline.data();
    const QSignalBlocker block(m_events);
    // A streaming row only grows: keep the items listed and add the new ones.
    if (!grow || !tl || m_row < 0 || tl->row(m_row).firstEvent != m_listedFirst)
        m_events->clear();
    if (!tl || m_row < 0) {
        m_title->setText(tr("No event selected"));
        m_eventsLabel->hide();
        m_events->hide();
        return;
    }
    const TimelineRow& row = tl->row(m_row);
    const int count = row.lastEvent - row.firstEvent + 1;
    m_title->setText(tr("Row %1 · %2 · %n event(s)", nullptr, count)
                         .arg(m_row + 1)
                         .arg(TimelineRowTexts::kindName(row.kind)));
    m_listedFirst = row.firstEvent;
    const int listed = std::min(count, MaxListedEvents);
    for (int i = m_events->count(); i < listed; ++i) {
        const RunEvent& e = tl->eventAt(row.firstEvent + i);
        const QString seq = e.seq >= 0 ? u"#"_s + QString::number(e.seq) : tr("no seq");
        QString type = e.typeName.isEmpty() ? tr("(no type)") : e.typeName;
        if (!e.problems.isEmpty())
            type += u"  ⚠"_s;
        m_events->addItem(seq + u"  "_s + type);
    }
    const bool many = count > 1;
    m_eventsLabel->setVisible(many);
    m_events->setVisible(many);
    if (count > listed)
        m_eventsLabel->setText(
            tr("Events (showing the first %1 of %2)").arg(listed).arg(QLocale().toString(count)));
    else
        m_eventsLabel->setText(tr("Events (%1)").arg(count));
    if (m_event >= m_listedFirst && m_event < m_listedFirst + listed)
        m_events->setCurrentRow(m_event - m_listedFirst);
}

void EventInspector::selectEvent(int n)
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || m_row < 0)
        return;
    const TimelineRow& row = tl->row(m_row);
    n = std::clamp(n, 0, row.lastEvent - row.firstEvent);
    if (n < m_events->count())
        m_events->setCurrentRow(n); // shows it through currentRowChanged
    if (m_event != row.firstEvent + n)
        showEvent(row.firstEvent + n);
}

void EventInspector::showEvent(int eventIndex)
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || eventIndex < 0 || eventIndex >= tl->eventCount()) {
        m_event = -1;
        m_fields->clear();
        m_pretty->clear();
        m_raw->clear();
        m_problems->clear();
        m_problemsLabel->hide();
        m_problems->hide();
        m_copyPretty->setEnabled(false);
        m_copyRaw->setEnabled(false);
        emit eventShown(-1);
        return;
    }
    m_event = eventIndex;
    const RunEvent& e = tl->eventAt(eventIndex);

    QStringList fields;
    fields << (e.seq >= 0 ? tr("seq %1").arg(e.seq) : tr("no seq"));
    fields << (e.typeName.isEmpty() ? tr("no type") : tr("type %1").arg(e.typeName));
    if (!e.sseId.isEmpty())
        fields << tr("SSE id %1").arg(QString::fromUtf8(e.sseId));
    if (!e.sseEvent.isEmpty())
        fields << tr("SSE event %1").arg(QString::fromUtf8(e.sseEvent));
    if (e.type != EventType::Malformed) {
        switch (e.shape) {
        case EventShape::Envelope:
            fields << tr("envelope");
            break;
        case EventShape::Flat:
            fields << tr("flat payload");
            break;
        case EventShape::Both:
            fields << tr("flat payload and envelope");
            break;
        }
    }
    fields << tr("%n byte(s)", nullptr, static_cast<int>(e.raw.size()));
    m_fields->setText(fields.join(u" · "_s));

    m_raw->setPlainText(QString::fromUtf8(e.raw));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(e.raw, &error);
    if (error.error == QJsonParseError::NoError && !doc.isNull()) {
        m_pretty->setPlainText(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed());
    } else {
        // Not JSON: say why, then show what came, as it came.
        m_pretty->setPlainText(
            tr("// not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset) + u"\n"_s +
            QString::fromUtf8(e.raw));
    }

    QStringList problems = e.problems;
    if (const auto* malformed = e.as<MalformedEvent>(); malformed && problems.isEmpty())
        problems << malformed->error;
    if (e.type == EventType::Unknown && problems.isEmpty())
        problems << tr("Unknown event type “%1”: kept as received").arg(e.typeName);
    m_problems->clear();
    m_problems->addItems(problems);
    m_problemsLabel->setText(tr("Problems (%1)").arg(problems.size()));
    m_problemsLabel->setVisible(!problems.isEmpty());
    m_problems->setVisible(!problems.isEmpty());
    m_copyPretty->setEnabled(true);
    m_copyRaw->setEnabled(true);
    emit eventShown(eventIndex);
}

void EventInspector::onRowsChanged(int first, int last)
{
    // A streaming row grew: list its new events, keep the one shown.
    if (m_row < first || m_row > last)
        return;
    const int event = m_event;
    refreshList(true);
    if (event >= 0 && event != m_event)
        showEvent(event);
}

void EventInspector::copyPretty()
{
    QApplication::clipboard()->setText(m_pretty->toPlainText());
}

void EventInspector::copyRaw()
{
    const RunTimeline* tl = m_timeline.data();
    if (!tl || m_event < 0)
        return;
    // The bytes as received, plus a text form for targets that only take text.
    auto* mime = new QMimeData;
    const QByteArray raw = tl->eventAt(m_event).raw;
    mime->setText(QString::fromUtf8(raw));
    mime->setData(u"application/json"_s, raw);
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace mantyx
