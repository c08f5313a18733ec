// SPDX-License-Identifier: MIT
// SpecDiff: the structural difference of two run specs, by JSON path ("tools[2].name",
// "metadata.team") rather than by text line, so a compare view says which field changed, not
// which line of a pretty-printed document moved.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace mantyx {

struct SpecDiffEntry
{
    enum class Change : quint8
    {
        Added,   // only in the right spec
        Removed, // only in the left spec
        Changed, // in both, with another value (or another JSON type)
        Moved,   // an array element matched by identity (kind + name) at another index
    };

    Change change = Change::Changed;
    // Where: the right spec's path for added, changed and moved entries, the left spec's for
    // removed ones ("tools[1].description", "metadata.team", "messages[0]").
    QString path;
    QJsonValue oldValue{QJsonValue::Undefined}; // undefined when added (and moved)
    QJsonValue newValue{QJsonValue::Undefined}; // undefined when removed (and moved)
    int oldIndex = -1;                          // Moved: the element's index in the left array
    int newIndex = -1;                          // Moved: its index in the right array

    friend bool operator==(const SpecDiffEntry&, const SpecDiffEntry&) = default;
};

class SpecDiff final
{
    Q_DECLARE_TR_FUNCTIONS(SpecDiff)

public:
    // Every difference between `left` and `right`, in a stable order: object members by key
    // (JSON objects keep theirs sorted), array elements in the right array's order followed by
    // the left array's elements that have no match. Arrays whose elements are all objects with
    // a distinct identity (`kind` + `name`, else `kind` + `id`) are matched by identity, so a
    // reordered tool list gives Moved entries rather than a change in every field; any other
    // array is matched by index. Equal specs give an empty list.
    static QList<SpecDiffEntry> compare(const QJsonObject& left, const QJsonObject& right);

    // Path syntax: `.key` for keys made of letters, digits and `_` (not starting with a digit),
    // `["key"]` (JSON-escaped) for any other key, `[i]` for array elements.
    static QString memberPath(const QString& parent, const QString& key);
    static QString elementPath(const QString& parent, int index);

    // Fixed identifiers ("added", "removed", "changed", "moved") and translated names.
    static QLatin1StringView changeId(SpecDiffEntry::Change change);
    static QString changeName(SpecDiffEntry::Change change);
    // A value as one line of compact JSON (strings quoted), cut at `maxChars`; empty for an
    // undefined value.
    static QString valueText(const QJsonValue& value, int maxChars = 200);
};

} // namespace mantyx
