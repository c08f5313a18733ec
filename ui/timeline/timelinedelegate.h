// SPDX-License-Identifier: MIT
// TimelineDelegate: paints one timeline row as a card (kind stripe and glyph, headline, pills,
// clipped body, detail, expander) from TimelineRole data only, with row heights cached per
// source row and width so a view of 100k+ rows lays out cheaply and re-measures only what changed.
#pragma once

#include <array>
#include <vector>

#include <QCache>
#include <QColor>
#include <QElapsedTimer>
#include <QFont>
#include <QPointer>
#include <QSet>
#include <QStyleOptionViewItem>
#include <QStyledItemDelegate>

#include "run/timelinetypes.h"
#include "timeline/timelinelayout.h"

class QTextDocument;
class QTimer;

namespace mantyx {

class TimelineDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineDelegate)

public:
    // The parts of a card the mouse can act on.
    enum class Part : quint8
    {
        None,     // outside any card
        Card,     // anywhere else on a card
        Chevron,  // folds / unfolds a collapsible (thinking) row
        Expander, // "Show more" / "Show less"
    };

    explicit TimelineDelegate(QObject* parent = nullptr);
    ~TimelineDelegate() override;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

    // Lines of body shown before a card is clipped (default 6).
    void setMaxBodyLines(int lines);
    int maxBodyLines() const { return m_maxBodyLines; }

    // The user's "Show more" state, kept per row (keyed by its first seq) across filtering.
    bool isExpanded(const QModelIndex& index) const;
    void setExpanded(const QModelIndex& index, bool expanded);
    void collapseAll();

    // The card's geometry for `index` laid out in option.rect (what paint uses; tests use it).
    TimelineCardLayout cardLayout(const QStyleOptionViewItem& option,
                                  const QModelIndex& index) const;
    Part partAt(const QStyleOptionViewItem& option, const QModelIndex& index,
                const QPoint& pos) const;

    // Rows whose height is cached (tests check that a data change re-measures only its rows).
    int cachedRowCount() const;
    // Rows still showing a height measured at another width. After a resize the visible rows are
    // measured as they paint and the rest a slice at a time in the background, so a resize of a
    // 100k-row timeline does not freeze the window.
    int staleRowCount() const;
    // Times a row was measured since the delegate was made (a cache miss each).
    int measureCount() const { return m_measureCount; }
    void clearCache();

    // Colours and glyphs of the card vocabulary (the pending-call panel reuses them).
    static QColor kindColor(TimelineRowKind kind);
    static QColor stateColor(LocalCallState state);
    static QColor severityColor(Severity severity);
    static QString kindGlyph(TimelineRowKind kind);

signals:
    // The user toggled "Show more" on a row (the view keeps it in sight).
    void expandedChanged(const QModelIndex& index, bool expanded);

protected:
    bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                     const QModelIndex& index) override;

private:
    struct Fonts
    {
        QFont base;
        QFont headline;
        QFont body;
        QFont mono;
        QFont thinking;
        QFont detail;
        QFont pill;
        QFont glyph;
    };
    struct Pill
    {
        QString text;
        QColor color;
        int width = 0;
        bool solid = false;
    };
    struct Card;    // everything measured about one row
    struct RichDoc; // a rendered Markdown body

    const Fonts& fontsFor(const QFont& base) const;
    Card measure(const QStyleOptionViewItem& option, const QModelIndex& index, int rowWidth) const;
    int rowWidthFor(const QStyleOptionViewItem& option) const;
    qint64 keyOf(const QModelIndex& index) const;
    QModelIndex sourceIndex(const QModelIndex& index) const;
    void watchModel(const QAbstractItemModel* model) const;
    void onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void onSourceReset();
    void invalidateRow(int sourceRow);
    void measureStaleRows();
    void scheduleRelayout() const;
    void noteHeight(TimelineRowKind kind, int height) const;
    QTextDocument* richDocument(const QModelIndex& source, const QString& markdown,
                                const QFont& font, int width) const;

    struct Entry
    {
        int width = -1; // -1: not measured
        int height = 0;
        bool queued = false;    // in m_staleRows
        bool estimated = false; // height is the kind's typical one, not measured yet
    };
    // Measured heights per row kind: the estimate for rows not measured yet.
    struct KindStats
    {
        qint64 total = 0;
        qint64 count = 0;
    };

    int m_maxBodyLines = 6;
    QSet<qint64> m_expanded;
    // Height cache, indexed by source row.
    mutable std::vector<Entry> m_cache;
    mutable QPointer<const QAbstractItemModel> m_watched;
    mutable QFont m_cacheFont;
    mutable QStyleOptionViewItem m_lastOption; // re-measures changed rows off-paint
    mutable bool m_haveLastOption = false;
    mutable Fonts m_fonts;
    mutable bool m_haveFonts = false;
    mutable QCache<int, RichDoc> m_documents; // Markdown bodies by source row
    mutable int m_measureCount = 0;
    mutable int m_targetWidth = -1;       // the width rows are measured at now
    mutable std::vector<int> m_staleRows; // source rows to re-measure at m_targetWidth
    mutable size_t m_staleHead = 0;
    mutable int m_exactThisPass = 0;
    mutable QElapsedTimer m_passClock; // since the pass's first exact measure
    mutable std::array<KindStats, 17> m_kindStats{};
    QTimer* m_passTimer = nullptr; // resets m_exactThisPass once the event loop turns
    QTimer* m_staleTimer = nullptr;
    QTimer* m_relayoutTimer = nullptr;
};

} // namespace mantyx
