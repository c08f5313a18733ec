// SPDX-License-Identifier: MIT
#include "spec/specdocument.h"

#include <optional>

#include "protocol/jsonpath.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

using Component = JsonPath::Component;

// Writes `value` at components[from...] inside `node`. Objects missing on the way are created
// and their paths recorded in `created`; an Undefined value removes the key or element, and
// then every parent that is left empty and whose path is in `created` goes too.
struct PathWriter
{
    const QList<Component>& components;
    const QJsonValue& value;
    QSet<QString>& created;
    bool changed = false;

    // `node` is the value at components[0..at) (Undefined when it does not exist yet).
    // Returns false when the path does not fit.
    bool write(QJsonValue& node, qsizetype at)
    {
        const Component& c = components.at(at);
        const bool last = at + 1 == components.size();
        const bool removing = value.isUndefined();
        if (c.kind == Component::Kind::Index) {
            if (!node.isArray())
                return removing && node.isUndefined(); // removing under nothing: a no-op
            QJsonArray array = node.toArray();
            if (c.index < 0 || c.index >= array.size())
                return false;
            if (last) {
                if (removing) {
                    array.removeAt(c.index);
                    changed = true;
                } else if (array.at(c.index) != value) {
                    array.replace(c.index, value);
                    changed = true;
                }
            } else {
                QJsonValue child = array.at(c.index);
                if (!write(child, at + 1))
                    return false;
                if (changed)
                    array.replace(c.index, child);
            }
            if (changed)
                node = array;
            return true;
        }

        if (node.isUndefined()) {
            if (removing)
                return true; // nothing to remove
            node = QJsonObject();
            created.insert(JsonPath::join(components.first(at)));
        }
        if (!node.isObject())
            return false;
        QJsonObject object = node.toObject();
        if (last) {
            if (removing) {
                if (object.contains(c.key)) {
                    object.remove(c.key);
                    changed = true;
                }
            } else if (!object.contains(c.key) || object.value(c.key) != value) {
                object.insert(c.key, value);
                changed = true;
            }
        } else {
            QJsonValue child = object.value(c.key);
            if (!write(child, at + 1))
                return false;
            if (changed) {
                const QString childPath = JsonPath::join(components.first(at + 1));
                if (removing && child.isObject() && child.toObject().isEmpty() &&
                    created.contains(childPath)) {
                    object.remove(c.key);
                    created.remove(childPath);
                } else {
                    object.insert(c.key, child);
                }
            }
        }
        if (changed)
            node = object;
        return true;
    }
};

bool isUnder(QStringView path, QStringView parent)
{
    if (parent.isEmpty())
        return !path.isEmpty();
    return path.size() > parent.size() && path.startsWith(parent) &&
           (path.at(parent.size()) == u'.' || path.at(parent.size()) == u'[');
}

} // namespace

SpecDocument::SpecDocument(QObject* parent)
    : QObject(parent)
{
    revalidate();
}

SpecDocument::~SpecDocument() = default;

void SpecDocument::setSpec(const QJsonObject& spec)
{
    m_spec = spec;
    m_createdParents.clear();
    revalidate();
    emit reset();
}

void SpecDocument::setMode(SpecValidator::Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    revalidate();
}

QJsonValue SpecDocument::value(const QString& path) const
{
    return JsonPath::valueAt(m_spec, path);
}

bool SpecDocument::contains(const QString& path) const
{
    return !value(path).isUndefined();
}

bool SpecDocument::setValue(const QString& path, const QJsonValue& value)
{
    const std::optional<QList<Component>> components = JsonPath::split(path);
    if (!components)
        return false;
    if (components->isEmpty()) {
        // The document itself: only an object fits.
        if (!value.isObject())
            return false;
        if (value.toObject() != m_spec)
            setSpec(value.toObject());
        return true;
    }
    QJsonValue root = m_spec;
    QSet<QString> created = m_createdParents;
    PathWriter writer{*components, value, created};
    if (!writer.write(root, 0))
        return false;
    if (!writer.changed)
        return true;
    m_spec = root.toObject();
    const QString normalized = JsonPath::join(*components);
    if (value.isUndefined()) {
        // Paths under a removed value (or shifted by a removed element) no longer mean anything.
        const QString base = components->constLast().kind == Component::Kind::Index
                                 ? JsonPath::join(components->first(components->size() - 1))
                                 : normalized;
        for (auto it = created.begin(); it != created.end();) {
            if (*it == normalized || isUnder(*it, base))
                it = created.erase(it);
            else
                ++it;
        }
    }
    m_createdParents = created;
    revalidate();
    emit changed(normalized);
    return true;
}

void SpecDocument::setTools(const QJsonArray& tools)
{
    if (tools.isEmpty())
        remove(u"tools"_s);
    else
        setValue(u"tools"_s, tools);
}

QStringList SpecDocument::toolNames() const
{
    QStringList names;
    const auto add = [&names](const QJsonValue& name) {
        const QString text = name.toString();
        if (!text.isEmpty() && !names.contains(text))
            names << text;
    };
    const QJsonArray list = tools();
    for (const QJsonValue& entry : list) {
        const QJsonObject tool = entry.toObject();
        const QString kind = tool.value("kind"_L1).toString();
        if (kind == "mcp_local"_L1) {
            const QJsonArray catalog = tool.value("tools"_L1).toArray();
            for (const QJsonValue& mcpTool : catalog)
                add(mcpTool.toObject().value("name"_L1));
        } else if (kind == "mantyx"_L1) {
            add(tool.value("id"_L1));
        } else if (kind == "mcp"_L1) {
            // Remote MCP tools are named "<name>_<tool>" by the server; their names are not
            // known here.
            continue;
        } else {
            add(tool.value("name"_L1));
        }
    }
    return names;
}

QList<SpecIssue> SpecDocument::issuesAt(const QString& path, bool includeChildren) const
{
    QList<SpecIssue> found;
    for (const SpecIssue& issue : m_issues) {
        if (issue.path == path || (includeChildren && isUnder(issue.path, path)))
            found << issue;
    }
    return found;
}

bool SpecDocument::hasErrors() const
{
    return mantyx::hasErrors(m_issues);
}

void SpecDocument::revalidate()
{
    QList<SpecIssue> issues = SpecValidator::validate(m_spec, m_mode);
    if (issues == m_issues)
        return;
    m_issues = std::move(issues);
    emit issuesChanged();
}

} // namespace mantyx
