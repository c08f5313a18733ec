// SPDX-License-Identifier: MIT
// TimelineDelegate: card painting, measuring and the height cache.
#include "timeline/timelinedelegate.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>

#include "run/timelinerowtexts.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

constexpr int kMinHintWidth = 160; // the list stretches cards to the viewport anyway
constexpr int kMaxPillWidth = 260;
constexpr int kDocumentCacheRows = 200;
constexpr int kStaleSliceMs = 8;     // background re-measuring, per event-loop pass
constexpr int kRelayoutDelayMs = 60; // heights corrected meanwhile share one relayout
constexpr int kExactPerPass = 300;   // rows measured synchronously per event-loop pass, at most
constexpr qint64 kExactPassNs = 4'000'000; // and for no longer than this: a frame's share
constexpr int kDefaultEstimate = 80;       // a card's height before any of its kind was measured
constexpr int kKinds = static_cast<int>(TimelineRowKind::Malformed) + 1;
static_assert(kKinds == 17, "m_kindStats holds one entry per TimelineRowKind");

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

double luminance(const QColor& c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

// Text prepared for QTextLayout: explicit line breaks, and no more characters than `maxLines`
// lines could hold at `width` (each line holds at most width / narrowest-glyph characters), so a
// 10 MB body costs what its first lines cost.
QString layoutText(const QString& text, const QFontMetrics& fm, int width, int maxLines)
{
    const int narrow =
        std::max(1, std::min({fm.horizontalAdvance(u' '), fm.horizontalAdvance(u'i'),
                              fm.horizontalAdvance(u'.'), fm.horizontalAdvance(u'l')}));
    const qsizetype limit = static_cast<qsizetype>(maxLines + 1) * (width / narrow + 2);
    QString s = text.size() > limit ? text.left(limit) : text;
    s.replace(u"\r\n"_s, QString(QChar::LineSeparator));
    s.replace(u'\n', QChar::LineSeparator);
    s.replace(u'\r', QChar::LineSeparator);
    return s;
}

// Lays `text` out in `layout`, at most `maxLines` lines of `lineHeight`; returns the line count.
int layoutLines(QTextLayout& layout, const QString& text, const QFont& font, int width,
                int maxLines, int lineHeight)
{
    if (text.isEmpty() || maxLines <= 0)
        return 0;
    const QFontMetrics fm(font);
    layout.setText(layoutText(text, fm, width, maxLines));
    layout.setFont(font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setTabStopDistance(fm.horizontalAdvance(u' ') * 4);
    layout.setTextOption(option);
    layout.setCacheEnabled(true);
    layout.beginLayout();
    int lines = 0;
    while (lines < maxLines) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        line.setPosition(QPointF(0, lines * lineHeight));
        ++lines;
    }
    layout.endLayout();
    return lines;
}

int countLines(const QString& text, const QFont& font, int width, int maxLines, int lineHeight)
{
    QTextLayout layout;
    return layoutLines(layout, text, font, width, maxLines, lineHeight);
}

// Bottom of the last whole line of `doc` that ends at or above `limit`.
int wholeLinesHeight(QTextDocument* doc, int limit)
{
    int visible = 0;
    auto* docLayout = doc->documentLayout();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        const QRectF blockRect = docLayout->blockBoundingRect(block);
        const QTextLayout* layout = block.layout();
        if (!layout)
            continue;
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            const int bottom = static_cast<int>(blockRect.top() + line.y() + line.height());
            if (bottom > limit)
                return std::max(visible, 1);
            visible = bottom;
        }
    }
    return std::min(std::max(visible, 1), limit);
}

bool usesMonospace(TimelineRowKind kind)
{
    switch (kind) {
    case TimelineRowKind::ServerToolCall:
    case TimelineRowKind::ServerToolResult:
    case TimelineRowKind::LocalToolCall:
    case TimelineRowKind::LocalToolResultIn:
    case TimelineRowKind::Unknown:
    case TimelineRowKind::Malformed:
        return true;
    default:
        return false;
    }
}

QString elapsedText(qint64 ms)
{
    if (ms < 0)
        return {};
    //: Time since the run's first event, under a minute: "+12.3 s"
    if (ms < 60000)
        return TimelineDelegate::tr("+%1 s").arg(
            QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 1));
    const qint64 s = ms / 1000;
    //: Time since the run's first event, minutes and seconds: "+2:05"
    return TimelineDelegate::tr("+%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// The answer body of a local call ({result | error, files?}) as one line for the card.
QString answerText(const QString& json)
{
    if (json.isEmpty())
        return {};
    const QJsonObject body = QJsonDocument::fromJson(json.toUtf8()).object();
    const auto oneLine = [](QString text) {
        text = text.simplified();
        return text.size() > 200 ? text.left(199) + u'…' : text;
    };
    QString text;
    if (body.value("error"_L1).isString())
        text = TimelineDelegate::tr("Answered with an error: %1")
                   .arg(oneLine(body.value("error"_L1).toString()));
    else if (body.value("result"_L1).isString())
        text = TimelineDelegate::tr("Answer: %1").arg(oneLine(body.value("result"_L1).toString()));
    else
        text = TimelineDelegate::tr("Answer: %1").arg(oneLine(json));
    const qsizetype files = body.value("files"_L1).toArray().size();
    if (files > 0)
        text += u" · "_s + TimelineDelegate::tr("%n file(s)", nullptr, static_cast<int>(files));
    return text;
}

QString seqText(qint64 first, qint64 last)
{
    if (first < 0)
        return {};
    if (last > first)
        return u"#%1–%2"_s.arg(first).arg(last);
    return u"#%1"_s.arg(first);
}

} // namespace

struct TimelineDelegate::Card
{
    TimelineRowKind kind = TimelineRowKind::Unknown;
    TimelineCardMetrics metrics;
    TimelineCardContent content;
    QString headline;
    QString body;
    QString detail;
    QString meta;
    QList<Pill> pills;
    QStringList problems;
    QFont bodyFont;
    bool rich = false;
    bool thinking = false;
    bool hasCallState = false;
    LocalCallState callState = LocalCallState::Pending;
};

// A Markdown body rendered once per (row, text, font), laid out at the current width.
struct TimelineDelegate::RichDoc
{
    QTextDocument document;
    QString markdown;
    QFont font;
};

TimelineDelegate::TimelineDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
    , m_documents(kDocumentCacheRows)
{
    setObjectName(u"timelineDelegate"_s);
    m_staleTimer = new QTimer(this);
    m_staleTimer->setSingleShot(true);
    m_staleTimer->setInterval(0);
    connect(m_staleTimer, &QTimer::timeout, this, &TimelineDelegate::measureStaleRows);
    m_passTimer = new QTimer(this);
    m_passTimer->setSingleShot(true);
    m_passTimer->setInterval(0);
    connect(m_passTimer, &QTimer::timeout, this, [this] { m_exactThisPass = 0; });
    m_relayoutTimer = new QTimer(this);
    m_relayoutTimer->setSingleShot(true);
    m_relayoutTimer->setInterval(kRelayoutDelayMs);
    connect(m_relayoutTimer, &QTimer::timeout, this,
            [this] { emit sizeHintChanged(QModelIndex()); });
}

TimelineDelegate::~TimelineDelegate() = default;

// ---------------------------------------------------------------------------------------------
// Vocabulary

QColor TimelineDelegate::kindColor(TimelineRowKind kind)
{
    switch (kind) {
    case TimelineRowKind::Started:
        return QColor(0x78, 0x90, 0x9c);
    case TimelineRowKind::AssistantText:
        return QColor(0x1e, 0x88, 0xe5);
    case TimelineRowKind::Thinking:
        return QColor(0x95, 0x75, 0xcd);
    case TimelineRowKind::ServerToolCall:
    case TimelineRowKind::ServerToolResult:
        return QColor(0x00, 0x89, 0x7b);
    case TimelineRowKind::LocalToolCall:
        return QColor(0xf5, 0x7c, 0x00);
    case TimelineRowKind::LocalToolResultIn:
        return QColor(0xff, 0xa7, 0x26);
    case TimelineRowKind::LoopDetected:
        return QColor(0xe6, 0x4a, 0x19);
    case TimelineRowKind::ToolBudgetExceeded:
        return QColor(0x8d, 0x6e, 0x63);
    case TimelineRowKind::Supervisor:
        return QColor(0x8e, 0x24, 0xaa);
    case TimelineRowKind::TaskPlan:
        return QColor(0x39, 0x49, 0xab);
    case TimelineRowKind::TurnEnd:
        return QColor(0x60, 0x7d, 0x8b);
    case TimelineRowKind::Result:
        return QColor(0x2e, 0x7d, 0x32);
    case TimelineRowKind::Error:
        return QColor(0xc6, 0x28, 0x28);
    case TimelineRowKind::Cancelled:
        return QColor(0x75, 0x75, 0x75);
    case TimelineRowKind::Unknown:
    case TimelineRowKind::Malformed:
        return QColor(0xf9, 0xa8, 0x25);
    }
    return QColor(0x75, 0x75, 0x75);
}

QColor TimelineDelegate::stateColor(LocalCallState state)
{
    switch (state) {
    case LocalCallState::Pending:
        return QColor(0xf5, 0x7c, 0x00);
    case LocalCallState::Running:
        return QColor(0x1e, 0x88, 0xe5);
    case LocalCallState::Sending:
        return QColor(0x03, 0x9b, 0xe5);
    case LocalCallState::Answered:
        return QColor(0x2e, 0x7d, 0x32);
    case LocalCallState::Failed:
        return QColor(0xc6, 0x28, 0x28);
    case LocalCallState::Rejected:
        return QColor(0xad, 0x14, 0x57);
    case LocalCallState::TimedOut:
        return QColor(0x6d, 0x4c, 0x41);
    case LocalCallState::Declined:
        return QColor(0xd8, 0x43, 0x15); // amber-red: settled, but not with a result
    }
    return QColor(0x75, 0x75, 0x75);
}

QColor TimelineDelegate::severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QColor(0x1e, 0x88, 0xe5);
    case Severity::Warning:
        return QColor(0xf9, 0xa8, 0x25);
    case Severity::Error:
        return QColor(0xc6, 0x28, 0x28);
    }
    return QColor(0x75, 0x75, 0x75);
}

QString TimelineDelegate::kindGlyph(TimelineRowKind kind)
{
    switch (kind) {
    case TimelineRowKind::Started:
        return u"▶"_s;
    case TimelineRowKind::AssistantText:
        return u"✎"_s;
    case TimelineRowKind::Thinking:
        return u"☁"_s;
    case TimelineRowKind::ServerToolCall:
        return u"⚙"_s;
    case TimelineRowKind::ServerToolResult:
        return u"↩"_s;
    case TimelineRowKind::LocalToolCall:
        return u"⇄"_s;
    case TimelineRowKind::LocalToolResultIn:
        return u"↲"_s;
    case TimelineRowKind::LoopDetected:
        return u"↻"_s;
    case TimelineRowKind::ToolBudgetExceeded:
        return u"∑"_s;
    case TimelineRowKind::Supervisor:
        return u"⚑"_s;
    case TimelineRowKind::TaskPlan:
        return u"☰"_s;
    case TimelineRowKind::TurnEnd:
        return u"↵"_s;
    case TimelineRowKind::Result:
        return u"✓"_s;
    case TimelineRowKind::Error:
        return u"✗"_s;
    case TimelineRowKind::Cancelled:
        return u"⊘"_s;
    case TimelineRowKind::Unknown:
        return u"?"_s;
    case TimelineRowKind::Malformed:
        return u"⚠"_s;
    }
    return u"?"_s;
}

// ---------------------------------------------------------------------------------------------
// Measuring

void TimelineDelegate::setMaxBodyLines(int lines)
{
    lines = std::max(1, lines);
    if (lines == m_maxBodyLines)
        return;
    m_maxBodyLines = lines;
    clearCache();
    emit sizeHintChanged(QModelIndex());
}

const TimelineDelegate::Fonts& TimelineDelegate::fontsFor(const QFont& base) const
{
    if (m_haveFonts && m_fonts.base == base)
        return m_fonts;
    Fonts f;
    f.base = base;
    f.headline = base;
    f.headline.setBold(true);
    f.body = base;
    f.mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (base.pointSizeF() > 0)
        f.mono.setPointSizeF(base.pointSizeF() * 0.92);
    f.thinking = base;
    f.thinking.setItalic(true);
    f.detail = base;
    if (base.pointSizeF() > 0)
        f.detail.setPointSizeF(base.pointSizeF() * 0.9);
    f.pill = base;
    if (base.pointSizeF() > 0)
        f.pill.setPointSizeF(base.pointSizeF() * 0.82);
    f.pill.setBold(true);
    f.glyph = base;
    f.glyph.setBold(true);
    m_fonts = f;
    m_haveFonts = true;
    return m_fonts;
}

QModelIndex TimelineDelegate::sourceIndex(const QModelIndex& index) const
{
    QModelIndex source = index;
    while (const auto* proxy = qobject_cast<const QAbstractProxyModel*>(source.model()))
        source = proxy->mapToSource(source);
    return source;
}

qint64 TimelineDelegate::keyOf(const QModelIndex& index) const
{
    const qint64 seq = index.data(TimelineRole::FirstSeq).toLongLong();
    if (seq >= 0 && index.data(TimelineRole::FirstSeq).isValid())
        return seq;
    return -2 - sourceIndex(index).row();
}

int TimelineDelegate::rowWidthFor(const QStyleOptionViewItem& option) const
{
    if (const auto* view = qobject_cast<const QAbstractItemView*>(option.widget)) {
        const int w = view->viewport()->width();
        if (w > 0)
            return w;
    }
    return option.rect.width() > 0 ? option.rect.width() : 640;
}

TimelineDelegate::Card TimelineDelegate::measure(const QStyleOptionViewItem& option,
                                                 const QModelIndex& index, int rowWidth) const
{
    const Fonts& fonts = fontsFor(option.font);
    Card c;
    c.kind = static_cast<TimelineRowKind>(index.data(TimelineRole::Kind).toInt());
    c.headline = index.data(TimelineRole::Headline).toString();
    if (c.headline.isEmpty())
        c.headline = index.data(Qt::DisplayRole).toString();
    c.body = index.data(TimelineRole::Body).toString();
    c.detail = index.data(TimelineRole::Detail).toString();
    const bool streaming = index.data(TimelineRole::Streaming).toBool();
    const bool flagged = index.data(TimelineRole::Flagged).toBool();
    const bool terminal = index.data(TimelineRole::Terminal).toBool();
    c.problems = index.data(TimelineRole::Problems).toStringList();
    c.thinking = c.kind == TimelineRowKind::Thinking;
    c.rich = c.kind == TimelineRowKind::AssistantText && !streaming &&
             index.data(TimelineRole::Markdown).toBool();

    // A detail that only repeats the body's first line (assistant text, a result excerpt) is
    // left out: the card shows the body itself.
    if (c.kind == TimelineRowKind::AssistantText || c.kind == TimelineRowKind::Thinking ||
        (!c.detail.isEmpty() && c.detail == TimelineRowTexts::excerpt(c.body)))
        c.detail.clear();

    // The answer a local call got is part of its card, under the arguments, on one line.
    if (c.kind == TimelineRowKind::LocalToolCall) {
        const QString answer = answerText(index.data(TimelineRole::Answer).toString());
        if (!answer.isEmpty())
            c.detail = c.detail.isEmpty() ? answer : c.detail + u'\n' + answer;
    }

    c.bodyFont = c.thinking ? fonts.thinking : (usesMonospace(c.kind) ? fonts.mono : fonts.body);
    const QFontMetrics headFm(fonts.headline);
    const QFontMetrics bodyFm(c.bodyFont);
    const QFontMetrics detailFm(fonts.detail);
    const QFontMetrics pillFm(fonts.pill);

    TimelineCardMetrics& m = c.metrics;
    m.headlineHeight = headFm.height();
    m.pillHeight = pillFm.height() + 4;
    m.glyphSize = std::max(20, headFm.height() + 4);
    m.bodyLineHeight = bodyFm.lineSpacing();
    m.detailLineHeight = detailFm.lineSpacing();
    m.expanderHeight = detailFm.height();
    m.maxBodyLines = m_maxBodyLines;

    // Pills: the kind badge, the call state, streaming, problems.
    const auto addPill = [&](const QString& text, const QColor& color, bool solid) {
        if (text.isEmpty())
            return;
        Pill pill;
        pill.text = text;
        pill.color = color;
        pill.solid = solid;
        pill.width = std::min(kMaxPillWidth, pillFm.horizontalAdvance(text) + 14);
        c.pills.append(pill);
    };
    const QString badge = index.data(TimelineRole::Badge).toString();
    addPill(badge, kindColor(c.kind), false);
    if (c.kind == TimelineRowKind::LocalToolCall) {
        const QVariant state = index.data(TimelineRole::CallState);
        if (state.isValid()) {
            c.hasCallState = true;
            c.callState = static_cast<LocalCallState>(state.toInt());
            QString text = index.data(TimelineRole::CallStateText).toString();
            if (text.isEmpty())
                text = tr("pending");
            addPill(text, stateColor(c.callState), true);
        }
    }
    if (streaming)
        addPill(tr("streaming"), kindColor(c.kind), false);
    if (flagged) {
        const QString text = c.problems.isEmpty() ? tr("⚠ flagged")
                                                  : tr("⚠ %n problem(s)", nullptr,
                                                       static_cast<int>(c.problems.size()));
        addPill(text, severityColor(Severity::Warning), true);
    }
    int pillsWidth = 0;
    for (const Pill& pill : std::as_const(c.pills))
        pillsWidth += pill.width + (pillsWidth > 0 ? 4 : 0);

    c.meta = seqText(index.data(TimelineRole::FirstSeq).toLongLong(),
                     index.data(TimelineRole::LastSeq).toLongLong());
    const QString elapsed = elapsedText(index.data(TimelineRole::ElapsedMs).toLongLong());
    if (!elapsed.isEmpty())
        c.meta = c.meta.isEmpty() ? elapsed : elapsed + u"  "_s + c.meta;

    TimelineCardContent& content = c.content;
    content.terminal = terminal;
    content.flagged = flagged;
    content.collapsible = c.thinking;
    content.collapsed = c.thinking && index.data(TimelineRole::Collapsed).toBool();
    content.expanded = m_expanded.contains(keyOf(index));
    content.pillsWidth = pillsWidth;
    content.metaWidth = c.meta.isEmpty() ? 0 : detailFm.horizontalAdvance(c.meta) + 2;

    const int textW = TimelineCardLayout::textWidth(m, rowWidth, terminal, flagged);
    const bool open = content.collapsible ? !content.collapsed : content.expanded;
    const int bodyLimit = (open ? m.maxExpandedLines : m.maxBodyLines) + 1;
    if (c.rich && !c.body.isEmpty()) {
        // A long Markdown body is clipped anyway: its plain wrapped length settles that without
        // rendering it. Short or expanded ones are rendered and measured.
        const int plainLines =
            countLines(c.body, c.bodyFont, textW, 2 * m.maxBodyLines + 2, m.bodyLineHeight);
        if (!content.expanded && plainLines > 2 * m.maxBodyLines + 1) {
            content.bodyHeight = plainLines * m.bodyLineHeight;
        } else {
            QTextDocument* doc = richDocument(sourceIndex(index), c.body, c.bodyFont, textW);
            content.bodyHeight = static_cast<int>(std::ceil(doc->size().height()));
        }
    } else {
        content.bodyLines = countLines(c.body, c.bodyFont, textW, bodyLimit, m.bodyLineHeight);
    }
    const int detailLimit = (open ? m.maxExpandedLines : m.maxDetailLines) + 1;
    content.detailLines =
        countLines(c.detail, fonts.detail, textW, detailLimit, m.detailLineHeight);
    return c;
}

QTextDocument* TimelineDelegate::richDocument(const QModelIndex& source, const QString& markdown,
                                              const QFont& font, int width) const
{
    RichDoc* doc = m_documents.object(source.row());
    if (!doc || doc->markdown != markdown || doc->font != font) {
        doc = new RichDoc;
        doc->markdown = markdown;
        doc->font = font;
        doc->document.setDocumentMargin(0);
        doc->document.setDefaultFont(font);
        doc->document.setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
        m_documents.insert(source.row(), doc);
    }
    if (!qFuzzyCompare(doc->document.textWidth(), static_cast<qreal>(width)))
        doc->document.setTextWidth(width);
    return &doc->document;
}

QSize TimelineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (!index.isValid())
        return {};
    const QModelIndex source = sourceIndex(index);
    watchModel(source.model());
    if (!m_haveLastOption || option.font != m_cacheFont) {
        if (m_haveLastOption)
            const_cast<TimelineDelegate*>(this)->clearCache();
        m_cacheFont = option.font;
        m_lastOption = option;
        m_lastOption.widget = nullptr;
        m_lastOption.rect = QRect();
        m_haveLastOption = true;
    }
    const int width = rowWidthFor(option);
    m_targetWidth = width;
    const auto row = static_cast<size_t>(source.row());
    if (row >= m_cache.size())
        m_cache.resize(std::max(row + 1, static_cast<size_t>(source.model()->rowCount())));
    Entry& entry = m_cache[row];
    if (entry.width == width && !entry.estimated)
        return QSize(kMinHintWidth, entry.height);
    const auto queue = [&] {
        if (entry.queued)
            return;
        entry.queued = true;
        m_staleRows.push_back(source.row());
        if (!m_staleTimer->isActive())
            m_staleTimer->start();
    };
    if (entry.estimated || entry.width >= 0) {
        // Estimated, or measured at another width: keep that height until the row paints or
        // the background pass gets to it.
        queue();
        return QSize(kMinHintWidth, entry.height);
    }
    // Never measured. A few hundred rows per event-loop pass (and a few milliseconds) are
    // measured exactly (appends while a run streams); beyond that (opening a long run, a very
    // fast stream) rows get their kind's typical height now and are measured in the
    // background.
    if (m_exactThisPass == 0) {
        m_passTimer->start();
        m_passClock.start();
    }
    // A fast stream adds a few hundred rows per flush: measuring them all at once would hold
    // the event loop past a frame, so beyond a few milliseconds they are estimated too.
    if (m_exactThisPass >= kExactPerPass ||
        (m_exactThisPass > 0 && m_passClock.nsecsElapsed() > kExactPassNs)) {
        const int kind = index.data(TimelineRole::Kind).toInt();
        const KindStats& stats = m_kindStats[static_cast<size_t>(std::clamp(kind, 0, kKinds - 1))];
        entry.height =
            stats.count > 0 ? static_cast<int>(stats.total / stats.count) : kDefaultEstimate;
        entry.estimated = true;
        queue();
        return QSize(kMinHintWidth, entry.height);
    }
    ++m_exactThisPass;
    const Card card = measure(option, index, width);
    const TimelineCardLayout l =
        TimelineCardLayout::compute(card.metrics, QRect(0, 0, width, 0), card.content);
    entry.width = width;
    entry.height = l.height;
    noteHeight(card.kind, l.height);
    ++m_measureCount;
    return QSize(kMinHintWidth, entry.height);
}

int TimelineDelegate::cachedRowCount() const
{
    return static_cast<int>(
        std::count_if(m_cache.begin(), m_cache.end(), [](const Entry& e) { return e.width >= 0; }));
}

int TimelineDelegate::staleRowCount() const
{
    return static_cast<int>(std::count_if(m_cache.begin(), m_cache.end(), [this](const Entry& e) {
        return e.estimated || (e.width >= 0 && e.width != m_targetWidth);
    }));
}

void TimelineDelegate::clearCache()
{
    m_cache.clear();
    m_documents.clear();
    m_staleRows.clear();
    m_staleHead = 0;
}

void TimelineDelegate::noteHeight(TimelineRowKind kind, int height) const
{
    KindStats& stats = m_kindStats[static_cast<size_t>(std::clamp(int(kind), 0, kKinds - 1))];
    if (stats.count >= 1000) { // a running mean that keeps following
        stats.total -= stats.total / stats.count;
        --stats.count;
    }
    stats.total += height;
    ++stats.count;
}

void TimelineDelegate::scheduleRelayout() const
{
    if (!m_relayoutTimer->isActive())
        m_relayoutTimer->start();
}

void TimelineDelegate::measureStaleRows()
{
    const QAbstractItemModel* model = m_watched.data();
    if (!model || !m_haveLastOption) {
        m_staleRows.clear();
        m_staleHead = 0;
        return;
    }
    QElapsedTimer clock;
    clock.start();
    bool changed = false;
    const int rows = model->rowCount();
    while (m_staleHead < m_staleRows.size() && clock.elapsed() < kStaleSliceMs) {
        const int row = m_staleRows[m_staleHead++];
        if (row < 0 || row >= rows || static_cast<size_t>(row) >= m_cache.size())
            continue;
        Entry& entry = m_cache[static_cast<size_t>(row)];
        entry.queued = false;
        if (!entry.estimated && (entry.width < 0 || entry.width == m_targetWidth))
            continue;
        const Card card = measure(m_lastOption, model->index(row, 0), m_targetWidth);
        const TimelineCardLayout l =
            TimelineCardLayout::compute(card.metrics, QRect(0, 0, m_targetWidth, 0), card.content);
        ++m_measureCount;
        changed = changed || l.height != entry.height;
        entry.width = m_targetWidth;
        entry.height = l.height;
        entry.estimated = false;
        noteHeight(card.kind, l.height);
    }
    if (m_staleHead >= m_staleRows.size()) {
        m_staleRows.clear();
        m_staleHead = 0;
    } else {
        m_staleTimer->start();
    }
    if (changed)
        scheduleRelayout();
}

void TimelineDelegate::watchModel(const QAbstractItemModel* model) const
{
    if (m_watched == model)
        return;
    auto* self = const_cast<TimelineDelegate*>(this);
    if (m_watched)
        QObject::disconnect(m_watched, nullptr, self, nullptr);
    self->clearCache();
    m_watched = model;
    if (!model)
        return;
    connect(model, &QAbstractItemModel::dataChanged, self, &TimelineDelegate::onSourceDataChanged);
    connect(model, &QAbstractItemModel::modelReset, self, &TimelineDelegate::onSourceReset);
    connect(model, &QAbstractItemModel::layoutChanged, self, &TimelineDelegate::onSourceReset);
    connect(model, &QAbstractItemModel::rowsRemoved, self, &TimelineDelegate::onSourceReset);
    connect(model, &QAbstractItemModel::rowsMoved, self, &TimelineDelegate::onSourceReset);
    connect(model, &QAbstractItemModel::rowsInserted, self,
            [self](const QModelIndex&, int first, int) {
                // Rows inserted in the middle shift the cache; appends (the normal case) do not.
                if (static_cast<size_t>(first) < self->m_cache.size())
                    self->onSourceReset();
            });
}

void TimelineDelegate::onSourceReset()
{
    clearCache();
}

void TimelineDelegate::invalidateRow(int sourceRow)
{
    if (sourceRow >= 0 && static_cast<size_t>(sourceRow) < m_cache.size()) {
        Entry& entry = m_cache[static_cast<size_t>(sourceRow)];
        entry.width = -1;
        entry.estimated = false;
    }
    m_documents.remove(sourceRow);
}

void TimelineDelegate::onSourceDataChanged(const QModelIndex& topLeft,
                                           const QModelIndex& bottomRight)
{
    const QAbstractItemModel* model = m_watched.data();
    if (!topLeft.isValid() || !model)
        return;
    bool heightChanged = false;
    const int last = std::min(bottomRight.row(), static_cast<int>(m_cache.size()) - 1);
    for (int row = topLeft.row(); row <= last; ++row) {
        Entry& entry = m_cache[static_cast<size_t>(row)];
        m_documents.remove(row);
        if (entry.width < 0)
            continue;
        // Re-measure now so the view relays out only when a card's height really changed (a
        // streaming text that grows within its clipped lines does not move anything).
        const QModelIndex index = model->index(row, 0);
        const int width = m_targetWidth > 0 ? m_targetWidth : entry.width;
        const Card card = measure(m_lastOption, index, width);
        const TimelineCardLayout l =
            TimelineCardLayout::compute(card.metrics, QRect(0, 0, width, 0), card.content);
        ++m_measureCount;
        entry.width = width;
        if (l.height != entry.height) {
            entry.height = l.height;
            heightChanged = true;
        }
    }
    if (heightChanged)
        emit sizeHintChanged(QModelIndex());
}

// ---------------------------------------------------------------------------------------------
// Expanded state and hit testing

bool TimelineDelegate::isExpanded(const QModelIndex& index) const
{
    return index.isValid() && m_expanded.contains(keyOf(index));
}

void TimelineDelegate::setExpanded(const QModelIndex& index, bool expanded)
{
    if (!index.isValid() || isExpanded(index) == expanded)
        return;
    if (expanded)
        m_expanded.insert(keyOf(index));
    else
        m_expanded.remove(keyOf(index));
    invalidateRow(sourceIndex(index).row());
    emit sizeHintChanged(index);
    emit expandedChanged(index, expanded);
}

void TimelineDelegate::collapseAll()
{
    if (m_expanded.isEmpty())
        return;
    m_expanded.clear();
    clearCache();
    emit sizeHintChanged(QModelIndex());
}

TimelineCardLayout TimelineDelegate::cardLayout(const QStyleOptionViewItem& option,
                                                const QModelIndex& index) const
{
    const Card card = measure(option, index, option.rect.width());
    return TimelineCardLayout::compute(card.metrics, option.rect, card.content);
}

TimelineDelegate::Part TimelineDelegate::partAt(const QStyleOptionViewItem& option,
                                                const QModelIndex& index, const QPoint& pos) const
{
    if (!index.isValid() || !option.rect.contains(pos))
        return Part::None;
    const TimelineCardLayout l = cardLayout(option, index);
    if (!l.card.contains(pos))
        return Part::None;
    if (!l.chevron.isEmpty() && l.chevron.adjusted(-4, -4, 4, 4).contains(pos))
        return Part::Chevron;
    if (!l.expander.isEmpty() && l.expander.contains(pos))
        return Part::Expander;
    return Part::Card;
}

bool TimelineDelegate::editorEvent(QEvent* event, QAbstractItemModel* model,
                                   const QStyleOptionViewItem& option, const QModelIndex& index)
{
    if (event->type() != QEvent::MouseButtonRelease && event->type() != QEvent::MouseButtonPress)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() != Qt::LeftButton)
        return false;
    const Part part = partAt(option, index, mouse->position().toPoint());
    if (part != Part::Chevron && part != Part::Expander)
        return false;
    if (event->type() == QEvent::MouseButtonPress)
        return false; // let the click select the row too
    if (part == Part::Chevron) {
        const bool collapsed = index.data(TimelineRole::Collapsed).toBool();
        model->setData(index, !collapsed, TimelineRole::Collapsed);
    } else {
        setExpanded(index, !isExpanded(index));
    }
    return true;
}

bool TimelineDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view,
                                 const QStyleOptionViewItem& option, const QModelIndex& index)
{
    if (event && view && index.isValid() && event->type() == QEvent::ToolTip) {
        const TimelineCardLayout l = cardLayout(option, index);
        const QStringList problems = index.data(TimelineRole::Problems).toStringList();
        const bool onFlag = !l.flagStripe.isEmpty() && l.flagStripe.contains(event->pos());
        if (!problems.isEmpty() && (onFlag || l.pills.contains(event->pos()))) {
            QToolTip::showText(event->globalPos(),
                               tr("Protocol problems:") + u"\n• "_s + problems.join(u"\n• "_s),
                               view);
            return true;
        }
        if (l.chevron.contains(event->pos())) {
            QToolTip::showText(event->globalPos(),
                               index.data(TimelineRole::Collapsed).toBool() ? tr("Show thinking")
                                                                            : tr("Fold thinking"),
                               view);
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

// ---------------------------------------------------------------------------------------------
// Painting

void TimelineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    if (!index.isValid())
        return;
    const Card card = measure(option, index, option.rect.width());
    const TimelineCardLayout l =
        TimelineCardLayout::compute(card.metrics, option.rect, card.content);
    // A row painted with a height measured at another width is measured now (that is what
    // painting did): correct the cache and lay out again if it moved.
    if (const QModelIndex source = sourceIndex(index);
        source.model() == m_watched && static_cast<size_t>(source.row()) < m_cache.size() &&
        option.rect.width() == m_targetWidth) {
        Entry& entry = m_cache[static_cast<size_t>(source.row())];
        if (entry.estimated ||
            (entry.width >= 0 && (entry.width != m_targetWidth || entry.height != l.height))) {
            ++m_measureCount;
            entry.width = m_targetWidth;
            entry.estimated = false;
            if (entry.height != l.height) {
                entry.height = l.height;
                scheduleRelayout();
            }
        }
    }
    const Fonts& fonts = fontsFor(option.font);
    const QPalette& pal = option.palette;
    const bool dark = isDark(pal);
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor dim = blend(text, base, 0.42);
    const QColor kind = kindColor(card.kind);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const bool terminal = card.content.terminal;

    painter->save();
    painter->setClipRect(option.rect);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);

    // Card background and outline.
    double tint = 0.05;
    if (terminal)
        tint = dark ? 0.28 : 0.16;
    else if (card.kind == TimelineRowKind::TurnEnd)
        tint = 0.02;
    QColor fill = blend(base, kind, tint);
    if (card.thinking)
        fill = blend(base, pal.color(QPalette::Window), 0.5);
    if (selected)
        fill = blend(fill, pal.color(QPalette::Highlight), dark ? 0.25 : 0.12);
    else if (hovered)
        fill = blend(fill, text, 0.03);
    QColor outline = blend(base, text, 0.18);
    qreal outlineWidth = 1.0;
    if (terminal) {
        outline = kind;
        outlineWidth = 1.5;
    }
    if (selected) {
        outline = pal.color(QPalette::Highlight);
        outlineWidth = 2.0;
    }
    QPainterPath cardPath;
    const QRectF cardRect = QRectF(l.card).adjusted(0.5, 0.5, -0.5, -0.5);
    cardPath.addRoundedRect(cardRect, 5, 5);
    painter->fillPath(cardPath, fill);

    // Stripes, clipped to the rounded card.
    painter->save();
    painter->setClipPath(cardPath, Qt::IntersectClip);
    painter->fillRect(l.stripe, kind);
    if (!l.flagStripe.isEmpty()) {
        const QColor warn = severityColor(Severity::Warning);
        painter->fillRect(l.flagStripe, warn);
        painter->fillRect(l.flagStripe, QBrush(QColor(0x33, 0x2b, 0x00), Qt::BDiagPattern));
    }
    painter->restore();
    painter->setPen(QPen(outline, outlineWidth));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(cardPath);

    // Glyph: the kind's symbol in a filled circle.
    painter->setPen(Qt::NoPen);
    painter->setBrush(card.thinking ? blend(kind, base, 0.35) : kind);
    painter->drawEllipse(l.glyph);
    painter->setPen(Qt::white);
    painter->setFont(fonts.glyph);
    painter->drawText(l.glyph, Qt::AlignCenter, kindGlyph(card.kind));

    // Chevron of collapsible rows.
    if (!l.chevron.isEmpty()) {
        painter->setPen(dim);
        painter->setFont(fonts.headline);
        painter->drawText(l.chevron, Qt::AlignCenter, card.content.collapsed ? u"▸"_s : u"▾"_s);
    }

    // Headline, elided.
    painter->setFont(fonts.headline);
    painter->setPen(card.thinking ? dim : text);
    const QFontMetrics headFm(fonts.headline);
    painter->drawText(l.headline, Qt::AlignLeft | Qt::AlignVCenter,
                      headFm.elidedText(card.headline, Qt::ElideRight, l.headline.width()));

    // Meta: elapsed time and seq.
    if (!l.meta.isEmpty()) {
        painter->setFont(fonts.detail);
        painter->setPen(dim);
        painter->drawText(l.meta, Qt::AlignRight | Qt::AlignVCenter, card.meta);
    }

    // Pills.
    if (!l.pills.isEmpty()) {
        painter->setFont(fonts.pill);
        const QFontMetrics pillFm(fonts.pill);
        int x = l.pills.left();
        for (const Pill& pill : card.pills) {
            if (x >= l.pills.right())
                break;
            const int w = std::min(pill.width, l.pills.right() + 1 - x);
            const QRectF r(x + 0.5, l.pills.top() + 0.5, w - 1, l.pills.height() - 1);
            const QColor pillFill = pill.solid ? pill.color : blend(fill, pill.color, 0.18);
            painter->setPen(QPen(pill.color, 1));
            painter->setBrush(pillFill);
            painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
            QColor pillText = text;
            if (pill.solid)
                pillText = luminance(pill.color) > 0.6 ? QColor(0x20, 0x20, 0x20) : Qt::white;
            painter->setPen(pillText);
            painter->drawText(r.adjusted(6, 0, -6, 0), Qt::AlignCenter,
                              pillFm.elidedText(pill.text, Qt::ElideRight, w - 10));
            x += w + 4;
        }
    }

    // Body: wrapped plain lines, or the rendered Markdown, clipped to whole lines.
    if (!l.body.isEmpty()) {
        painter->setPen(card.thinking ? dim : text);
        if (card.content.bodyHeight >= 0) {
            QTextDocument* doc =
                richDocument(sourceIndex(index), card.body, card.bodyFont, l.body.width());
            const int visible = wholeLinesHeight(doc, l.body.height());
            painter->save();
            painter->translate(l.body.topLeft());
            const QRect clip(0, 0, l.body.width(), visible);
            painter->setClipRect(clip, Qt::IntersectClip);
            QAbstractTextDocumentLayout::PaintContext context;
            context.palette = pal;
            context.palette.setColor(QPalette::Text, text);
            context.clip = clip;
            doc->documentLayout()->draw(painter, context);
            painter->restore();
        } else {
            QTextLayout layout;
            layoutLines(layout, card.body, card.bodyFont, l.body.width(), l.shownBodyLines,
                        card.metrics.bodyLineHeight);
            painter->setFont(card.bodyFont);
            layout.draw(painter, l.body.topLeft());
        }
    }

    // Detail: dimmed, smaller.
    if (!l.detail.isEmpty()) {
        QTextLayout layout;
        layoutLines(layout, card.detail, fonts.detail, l.detail.width(), l.shownDetailLines,
                    card.metrics.detailLineHeight);
        painter->setPen(dim);
        painter->setFont(fonts.detail);
        layout.draw(painter, l.detail.topLeft());
    }

    // Expander.
    if (!l.expander.isEmpty()) {
        painter->setFont(fonts.detail);
        painter->setPen(dark ? pal.color(QPalette::Highlight).lighter(135)
                             : pal.color(QPalette::Link));
        const QString label = card.content.expanded ? tr("▴ Show less") : tr("▾ Show more");
        painter->drawText(l.expander, Qt::AlignLeft | Qt::AlignVCenter, label);
    }

    if (option.state & QStyle::State_HasFocus && !selected) {
        painter->setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(cardRect.adjusted(2, 2, -2, -2), 4, 4);
    }
    painter->restore();
}

} // namespace mantyx
