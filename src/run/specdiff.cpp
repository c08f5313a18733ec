// SPDX-License-Identifier: MIT
#include "run/specdiff.h"

#include <vector>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include "run/sequencealignment.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// An array element's identity: its kind with its name (else its id); empty when it has neither.
QString identityOf(const QJsonValue& element)
{
    if (!element.isObject())
        return {};
    const QJsonObject object = element.toObject();
    const QString kind = object.value("kind"_L1).toString();
    const QJsonValue name = object.value("name"_L1);
    if (name.isString() && !name.toString().isEmpty())
        return kind + u"\x1fname:"_s + name.toString();
    const QJsonValue id = object.value("id"_L1);
    if (id.isString() && !id.toString().isEmpty())
        return kind + u"\x1fid:"_s + id.toString();
    if (id.isDouble())
        return kind + u"\x1fid:"_s + QString::number(id.toDouble(), 'g', 17);
    return {};
}

// The identities of every element, or an empty list when one has none or two share one.
QStringList identities(const QJsonArray& array)
{
    QStringList ids;
    QSet<QString> seen;
    ids.reserve(array.size());
    for (const QJsonValue& element : array) {
        QString id = identityOf(element);
        if (id.isEmpty() || seen.contains(id))
            return {};
        seen.insert(id);
        ids.append(std::move(id));
    }
    return ids;
}

class Differ
{
public:
    QList<SpecDiffEntry> entries;

    void value(const QString& path, const QJsonValue& a, const QJsonValue& b)
    {
        if (a.type() != b.type()) {
            changed(path, a, b);
            return;
        }
        if (a.isObject()) {
            object(path, a.toObject(), b.toObject());
        } else if (a.isArray()) {
            array(path, a.toArray(), b.toArray());
        } else if (a != b) {
            changed(path, a, b);
        }
    }

    void object(const QString& path, const QJsonObject& a, const QJsonObject& b)
    {
        // Both key lists are sorted: merge them.
        const QStringList left = a.keys();
        const QStringList right = b.keys();
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < left.size() || j < right.size()) {
            if (j == right.size() || (i < left.size() && left[i] < right[j])) {
                add(SpecDiffEntry::Change::Removed, SpecDiff::memberPath(path, left[i]),
                    a.value(left[i]), QJsonValue(QJsonValue::Undefined));
                ++i;
            } else if (i == left.size() || right[j] < left[i]) {
                add(SpecDiffEntry::Change::Added, SpecDiff::memberPath(path, right[j]),
                    QJsonValue(QJsonValue::Undefined), b.value(right[j]));
                ++j;
            } else {
                value(SpecDiff::memberPath(path, left[i]), a.value(left[i]), b.value(right[j]));
                ++i;
                ++j;
            }
        }
    }

    void array(const QString& path, const QJsonArray& a, const QJsonArray& b)
    {
        const QStringList leftIds = identities(a);
        const QStringList rightIds = identities(b);
        if (leftIds.isEmpty() || rightIds.isEmpty()) {
            byIndex(path, a, b);
            return;
        }
        byIdentity(path, a, b, leftIds, rightIds);
    }

private:
    void byIndex(const QString& path, const QJsonArray& a, const QJsonArray& b)
    {
        const qsizetype common = std::min(a.size(), b.size());
        for (qsizetype i = 0; i < common; ++i)
            value(SpecDiff::elementPath(path, int(i)), a.at(i), b.at(i));
        for (qsizetype j = common; j < b.size(); ++j) {
            add(SpecDiffEntry::Change::Added, SpecDiff::elementPath(path, int(j)),
                QJsonValue(QJsonValue::Undefined), b.at(j));
        }
        for (qsizetype i = common; i < a.size(); ++i) {
            add(SpecDiffEntry::Change::Removed, SpecDiff::elementPath(path, int(i)), a.at(i),
                QJsonValue(QJsonValue::Undefined));
        }
    }

    void byIdentity(const QString& path, const QJsonArray& a, const QJsonArray& b,
                    const QStringList& leftIds, const QStringList& rightIds)
    {
        QHash<QString, int> keys; // identity → key for the alignment
        QHash<QString, int> leftIndex;
        std::vector<int> left;
        std::vector<int> right;
        for (int i = 0; i < leftIds.size(); ++i) {
            left.push_back(int(keys.size()));
            keys.insert(leftIds[i], int(keys.size()));
            leftIndex.insert(leftIds[i], i);
        }
        for (const QString& id : rightIds)
            right.push_back(keys.value(id, -1 - int(right.size())));
        // Elements the alignment keeps in order stayed where they were; the other matched ones
        // moved.
        QSet<int> inOrder; // right indexes
        for (const AlignmentStep& step : SequenceAlignment::align(left, right)) {
            if (step.left >= 0 && step.right >= 0)
                inOrder.insert(step.right);
        }
        std::vector<bool> leftMatched(size_t(a.size()), false);
        for (int j = 0; j < rightIds.size(); ++j) {
            const QString elementPath = SpecDiff::elementPath(path, j);
            const int i = leftIndex.value(rightIds[j], -1);
            if (i < 0) {
                add(SpecDiffEntry::Change::Added, elementPath, QJsonValue(QJsonValue::Undefined),
                    b.at(j));
                continue;
            }
            leftMatched[size_t(i)] = true;
            if (!inOrder.contains(j)) {
                SpecDiffEntry moved;
                moved.change = SpecDiffEntry::Change::Moved;
                moved.path = elementPath;
                moved.oldIndex = i;
                moved.newIndex = j;
                entries.append(moved);
            }
            value(elementPath, a.at(i), b.at(j));
        }
        for (int i = 0; i < leftIds.size(); ++i) {
            if (!leftMatched[size_t(i)]) {
                add(SpecDiffEntry::Change::Removed, SpecDiff::elementPath(path, i), a.at(i),
                    QJsonValue(QJsonValue::Undefined));
            }
        }
    }

    void changed(const QString& path, const QJsonValue& a, const QJsonValue& b)
    {
        add(SpecDiffEntry::Change::Changed, path, a, b);
    }

    void add(SpecDiffEntry::Change change, const QString& path, const QJsonValue& a,
             const QJsonValue& b)
    {
        SpecDiffEntry entry;
        entry.change = change;
        entry.path = path;
        entry.oldValue = a;
        entry.newValue = b;
        entries.append(entry);
    }
};

bool isPlainKey(const QString& key)
{
    if (key.isEmpty() || key.front().isDigit())
        return false;
    for (const QChar c : key) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                        (u >= u'0' && u <= u'9') || u == u'_';
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

QList<SpecDiffEntry> SpecDiff::compare(const QJsonObject& left, const QJsonObject& right)
{
    Differ differ;
    differ.object(QString(), left, right);
    return differ.entries;
}

QString SpecDiff::memberPath(const QString& parent, const QString& key)
{
    if (isPlainKey(key))
        return parent.isEmpty() ? key : parent + u'.' + key;
    // A JSON string literal: quotes, backslashes and control characters escaped.
    const QByteArray quoted = QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact);
    return parent + u'[' + QString::fromUtf8(quoted.mid(1, quoted.size() - 2)) + u']';
}

QString SpecDiff::elementPath(const QString& parent, int index)
{
    return parent + u'[' + QString::number(index) + u']';
}

QLatin1StringView SpecDiff::changeId(SpecDiffEntry::Change change)
{
    switch (change) {
    case SpecDiffEntry::Change::Added:
        return "added"_L1;
    case SpecDiffEntry::Change::Removed:
        return "removed"_L1;
    case SpecDiffEntry::Change::Changed:
        return "changed"_L1;
    case SpecDiffEntry::Change::Moved:
        return "moved"_L1;
    }
    return {};
}

QString SpecDiff::changeName(SpecDiffEntry::Change change)
{
    switch (change) {
    case SpecDiffEntry::Change::Added:
        return tr("added");
    case SpecDiffEntry::Change::Removed:
        return tr("removed");
    case SpecDiffEntry::Change::Changed:
        return tr("changed");
    case SpecDiffEntry::Change::Moved:
        return tr("moved");
    }
    return {};
}

QString SpecDiff::valueText(const QJsonValue& value, int maxChars)
{
    if (value.isUndefined())
        return {};
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    QString text = QString::fromUtf8(json.mid(1, json.size() - 2));
    if (maxChars > 0 && text.size() > maxChars)
        text = text.left(maxChars - 1) + u'…';
    return text;
}

} // namespace mantyx
