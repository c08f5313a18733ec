// SPDX-License-Identifier: MIT
#include "run/runcompare.h"

#include <vector>

#include <QHash>
#include <QJsonArray>
#include <QLocale>

#include "run/runtimeline.h"
#include "run/sequencealignment.h"
#include "run/timelinerowtexts.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// Members that differ between any two runs and say nothing about what the run did: ids the
// server made up, and times.
bool isIncidentalKey(QStringView key)
{
    return key == "toolUseId"_L1 || key == "ts"_L1 || key == "timestamp"_L1 ||
           key == "createdAt"_L1 || key == "seq"_L1 || key == "runId"_L1;
}

bool isTextKey(QStringView key)
{
    return key == "text"_L1 || key == "partialText"_L1;
}

// `value` without incidental members; text members go to `text` instead.
QJsonValue normalized(const QJsonValue& value, QString* text, bool inToolCalls = false)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& element : value.toArray())
            out.append(normalized(element, text, inToolCalls));
        return out;
    }
    if (!value.isObject())
        return value;
    const QJsonObject object = value.toObject();
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        if (isIncidentalKey(key) || (inToolCalls && key == "id"_L1))
            continue;
        if (text && isTextKey(key) && it.value().isString()) {
            text->append(it.value().toString());
            text->append(u'\x1f');
            continue;
        }
        // Text is only a turn's or a result's own: nested ones (arguments) are content.
        out.insert(key, normalized(it.value(), nullptr, key == "toolCalls"_L1));
    }
    return out;
}

struct RowContent
{
    QJsonArray data;
    QString text;
};

RowContent contentOf(const RunTimeline& timeline, int row)
{
    RowContent content;
    const TimelineRow& r = timeline.row(row);
    if (r.kind == TimelineRowKind::AssistantText || r.kind == TimelineRowKind::Thinking) {
        content.text = timeline.rowText(row);
        return content;
    }
    for (int i = r.firstEvent; i <= r.lastEvent && i < timeline.eventCount(); ++i) {
        const RunEvent& event = timeline.eventAt(i);
        const QJsonObject data = event.data();
        if (data.isEmpty() && !event.raw.isEmpty() && event.type == EventType::Malformed)
            content.data.append(QString::fromUtf8(event.raw));
        else
            content.data.append(normalized(data, &content.text));
    }
    return content;
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString durationText(const std::optional<qint64>& ms)
{
    if (!ms)
        return {};
    return RunCompare::tr("%1 s").arg(QLocale().toString(double(*ms) / 1000.0, 'f', 2));
}

} // namespace

int RunComparison::lineOfLeftRow(int row) const
{
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].left == row)
            return i;
    }
    return -1;
}

int RunComparison::lineOfRightRow(int row) const
{
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].right == row)
            return i;
    }
    return -1;
}

int RunComparison::differingRows() const
{
    int n = 0;
    for (const AlignedRow& row : rows)
        n += row.change != AlignedRow::Change::Same ? 1 : 0;
    return n;
}

RunComparison RunCompare::compare(const RunTimeline& left, const QJsonObject& leftSpec,
                                  const RunTimeline& right, const QJsonObject& rightSpec)
{
    RunComparison comparison;
    comparison.spec = SpecDiff::compare(leftSpec, rightSpec);
    comparison.summary = summaryLines(left, right);
    comparison.rows = alignTimelines(left, right);
    return comparison;
}

QStringList RunCompare::rowKeys(const RunTimeline& timeline)
{
    QStringList keys;
    keys.reserve(timeline.rowCount());
    QHash<QString, int> seenInTurn; // kind|tool → rows of it so far in the current turn
    int turn = -1;
    for (int row = 0; row < timeline.rowCount(); ++row) {
        const TimelineRow& r = timeline.row(row);
        if (r.turn != turn) {
            turn = r.turn;
            seenInTurn.clear();
        }
        const QString what =
            TimelineRowTexts::kindId(r.kind) + u'|' + TimelineRowTexts::toolNameOf(timeline, row);
        const int position = seenInTurn.value(what);
        seenInTurn.insert(what, position + 1);
        keys.append(what + u'|' + QString::number(position));
    }
    return keys;
}

QList<AlignedRow> RunCompare::alignTimelines(const RunTimeline& left, const RunTimeline& right)
{
    QHash<QString, int> ids;
    const auto toIds = [&ids](const QStringList& keys) {
        std::vector<int> out;
        out.reserve(size_t(keys.size()));
        for (const QString& key : keys) {
            int id = ids.value(key, -1);
            if (id < 0) {
                id = int(ids.size());
                ids.insert(key, id);
            }
            out.push_back(id);
        }
        return out;
    };
    const std::vector<int> a = toIds(rowKeys(left));
    const std::vector<int> b = toIds(rowKeys(right));

    QList<AlignedRow> rows;
    const QList<AlignmentStep> steps = SequenceAlignment::align(a, b);
    rows.reserve(steps.size());
    for (const AlignmentStep& step : steps) {
        AlignedRow row;
        row.left = step.left;
        row.right = step.right;
        if (step.left < 0) {
            row.change = AlignedRow::Change::Added;
        } else if (step.right < 0) {
            row.change = AlignedRow::Change::Removed;
        } else {
            const RowContent l = contentOf(left, step.left);
            const RowContent r = contentOf(right, step.right);
            row.textDiffers = l.text != r.text;
            row.change = (row.textDiffers || l.data != r.data) ? AlignedRow::Change::Changed
                                                               : AlignedRow::Change::Same;
        }
        rows.append(row);
    }
    return rows;
}

QMap<QString, int> RunCompare::toolCallCounts(const RunTimeline& timeline)
{
    QMap<QString, int> counts;
    for (int row = 0; row < timeline.rowCount(); ++row) {
        const TimelineRowKind kind = timeline.row(row).kind;
        if (kind == TimelineRowKind::LocalToolCall || kind == TimelineRowKind::ServerToolResult)
            ++counts[TimelineRowTexts::toolNameOf(timeline, row)];
    }
    return counts;
}

QList<SummaryLine> RunCompare::summaryLines(const RunTimeline& left, const RunTimeline& right)
{
    const RunSummary a = left.summary();
    const RunSummary b = right.summary();
    QList<SummaryLine> lines;
    const auto line = [&lines](const QString& id, const QString& label, const QString& l,
                               const QString& r) {
        lines.append(SummaryLine{id, label, l, r, l != r});
    };
    line(u"status"_s, tr("Status"), RunSummary::statusName(a.status),
         RunSummary::statusName(b.status));
    const auto model = [](const RunSummary& s) {
        return s.model ? TimelineRowTexts::modelText(*s.model) : QString();
    };
    line(u"model"_s, tr("Model"), model(a), model(b));
    line(u"duration"_s, tr("Duration"), durationText(a.durationMs), durationText(b.durationMs));
    const auto turns = [](const RunSummary& s) { return s.turns ? number(*s.turns) : QString(); };
    line(u"turns"_s, tr("Turns"), turns(a), turns(b));
    const auto tokens = [](const RunSummary& s, qint64 TokenUsage::*field) {
        return s.tokens ? number((*s.tokens).*field) : QString();
    };
    line(u"tokens.input"_s, tr("Input tokens"), tokens(a, &TokenUsage::inputTokens),
         tokens(b, &TokenUsage::inputTokens));
    line(u"tokens.cached"_s, tr("Cached tokens"), tokens(a, &TokenUsage::cachedTokens),
         tokens(b, &TokenUsage::cachedTokens));
    line(u"tokens.reasoning"_s, tr("Reasoning tokens"), tokens(a, &TokenUsage::reasoningTokens),
         tokens(b, &TokenUsage::reasoningTokens));
    line(u"tokens.output"_s, tr("Output tokens"), tokens(a, &TokenUsage::outputTokens),
         tokens(b, &TokenUsage::outputTokens));
    const auto cost = [](const RunSummary& s) {
        return s.costUsd ? u"$"_s + QLocale().toString(*s.costUsd, 'f', 4) : QString();
    };
    line(u"cost"_s, tr("Cost"), cost(a), cost(b));
    line(u"localCalls"_s, tr("Local tool calls"), number(a.localCalls), number(b.localCalls));
    line(u"serverToolResults"_s, tr("Server tool results"), number(a.serverToolResults),
         number(b.serverToolResults));

    const QMap<QString, int> ca = toolCallCounts(left);
    const QMap<QString, int> cb = toolCallCounts(right);
    QStringList names = ca.keys();
    for (const QString& name : cb.keys()) {
        if (!ca.contains(name))
            names.append(name);
    }
    names.sort();
    for (const QString& name : names) {
        line(u"tool:"_s + name, tr("Calls to %1").arg(name), number(ca.value(name)),
             number(cb.value(name)));
    }
    return lines;
}

QLatin1StringView RunCompare::changeId(AlignedRow::Change change)
{
    switch (change) {
    case AlignedRow::Change::Same:
        return "same"_L1;
    case AlignedRow::Change::Changed:
        return "changed"_L1;
    case AlignedRow::Change::Added:
        return "added"_L1;
    case AlignedRow::Change::Removed:
        return "removed"_L1;
    }
    return {};
}

QString RunCompare::changeName(AlignedRow::Change change)
{
    switch (change) {
    case AlignedRow::Change::Same:
        return tr("same");
    case AlignedRow::Change::Changed:
        return tr("changed");
    case AlignedRow::Change::Added:
        return tr("added");
    case AlignedRow::Change::Removed:
        return tr("removed");
    }
    return {};
}

} // namespace mantyx
