// SPDX-License-Identifier: MIT
#include "protocol/jsonpath.h"

#include <limits>

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

bool isIdentifierStart(char16_t c)
{
    return (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_';
}

bool isIdentifierPart(char16_t c)
{
    return isIdentifierStart(c) || (c >= u'0' && c <= u'9');
}

void appendQuoted(QString& out, QStringView key)
{
    static constexpr char16_t hex[] = u"0123456789abcdef";
    out += u"[\""_s;
    for (const QChar ch : key) {
        const char16_t c = ch.unicode();
        switch (c) {
        case u'"':
            out += u"\\\""_s;
            break;
        case u'\\':
            out += u"\\\\"_s;
            break;
        case u'\b':
            out += u"\\b"_s;
            break;
        case u'\f':
            out += u"\\f"_s;
            break;
        case u'\n':
            out += u"\\n"_s;
            break;
        case u'\r':
            out += u"\\r"_s;
            break;
        case u'\t':
            out += u"\\t"_s;
            break;
        default:
            if (c < 0x20) {
                out += u"\\u00"_s;
                out += QChar(hex[c >> 4]);
                out += QChar(hex[c & 0xf]);
            } else {
                out += ch;
            }
        }
    }
    out += u"\"]"_s;
}

int hexValue(char16_t c)
{
    if (c >= u'0' && c <= u'9')
        return c - u'0';
    if (c >= u'a' && c <= u'f')
        return c - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c - u'A' + 10;
    return -1;
}

// Reads `["..."]` or `[digits]` at pos; advances pos past the closing bracket.
std::optional<JsonPath::Component> readBracket(QStringView path, qsizetype& pos)
{
    const qsizetype n = path.size();
    if (pos >= n || path[pos] != u'[')
        return std::nullopt;
    ++pos;
    if (pos < n && path[pos] == u'"') {
        ++pos;
        QString key;
        while (true) {
            if (pos >= n)
                return std::nullopt;
            const char16_t c = path[pos].unicode();
            ++pos;
            if (c == u'"')
                break;
            if (c != u'\\') {
                key += QChar(c);
                continue;
            }
            if (pos >= n)
                return std::nullopt;
            const char16_t e = path[pos].unicode();
            ++pos;
            switch (e) {
            case u'"':
            case u'\\':
            case u'/':
                key += QChar(e);
                break;
            case u'b':
                key += u'\b';
                break;
            case u'f':
                key += u'\f';
                break;
            case u'n':
                key += u'\n';
                break;
            case u'r':
                key += u'\r';
                break;
            case u't':
                key += u'\t';
                break;
            case u'u': {
                if (pos + 4 > n)
                    return std::nullopt;
                int code = 0;
                for (int i = 0; i < 4; ++i) {
                    const int digit = hexValue(path[pos + i].unicode());
                    if (digit < 0)
                        return std::nullopt;
                    code = code * 16 + digit;
                }
                pos += 4;
                key += QChar(static_cast<char16_t>(code));
                break;
            }
            default:
                return std::nullopt;
            }
        }
        if (pos >= n || path[pos] != u']')
            return std::nullopt;
        ++pos;
        return JsonPath::Component::ofKey(key);
    }
    const qsizetype digitsStart = pos;
    qsizetype index = 0;
    while (pos < n && path[pos].unicode() >= u'0' && path[pos].unicode() <= u'9') {
        if (index > (std::numeric_limits<qsizetype>::max() - 9) / 10)
            return std::nullopt;
        index = index * 10 + (path[pos].unicode() - u'0');
        ++pos;
    }
    if (pos == digitsStart || pos >= n || path[pos] != u']')
        return std::nullopt;
    ++pos;
    return JsonPath::Component::ofIndex(index);
}

QString readIdentifier(QStringView path, qsizetype& pos)
{
    const qsizetype start = pos;
    if (pos < path.size() && isIdentifierStart(path[pos].unicode())) {
        ++pos;
        while (pos < path.size() && isIdentifierPart(path[pos].unicode()))
            ++pos;
    }
    return path.sliced(start, pos - start).toString();
}

} // namespace

JsonPath::Component JsonPath::Component::ofKey(const QString& key)
{
    Component c;
    c.kind = Kind::Key;
    c.key = key;
    return c;
}

JsonPath::Component JsonPath::Component::ofIndex(qsizetype index)
{
    Component c;
    c.kind = Kind::Index;
    c.index = index;
    return c;
}

bool JsonPath::isIdentifier(QStringView key)
{
    if (key.isEmpty() || !isIdentifierStart(key.front().unicode()))
        return false;
    for (const QChar c : key) {
        if (!isIdentifierPart(c.unicode()))
            return false;
    }
    return true;
}

QString JsonPath::key(const QString& parent, QStringView key)
{
    QString out = parent;
    if (isIdentifier(key)) {
        if (!out.isEmpty())
            out += u'.';
        out += key;
    } else {
        appendQuoted(out, key);
    }
    return out;
}

QString JsonPath::key(const QString& parent, QLatin1StringView key)
{
    return JsonPath::key(parent, QStringView(QString(key)));
}

QString JsonPath::index(const QString& parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

std::optional<QList<JsonPath::Component>> JsonPath::split(QStringView path)
{
    QList<Component> components;
    qsizetype pos = 0;
    const qsizetype n = path.size();
    if (n == 0)
        return components;
    if (path[0] != u'[') {
        const QString head = readIdentifier(path, pos);
        if (head.isEmpty())
            return std::nullopt;
        components.append(Component::ofKey(head));
    }
    while (pos < n) {
        if (path[pos] == u'.') {
            ++pos;
            const QString name = readIdentifier(path, pos);
            if (name.isEmpty())
                return std::nullopt;
            components.append(Component::ofKey(name));
            continue;
        }
        std::optional<Component> c = readBracket(path, pos);
        if (!c)
            return std::nullopt;
        components.append(std::move(*c));
    }
    return components;
}

QString JsonPath::join(const QList<Component>& components)
{
    QString out;
    for (const Component& c : components)
        out = c.kind == Component::Kind::Index ? index(out, c.index) : key(out, c.key);
    return out;
}

QJsonValue JsonPath::valueAt(const QJsonValue& root, QStringView path)
{
    const std::optional<QList<Component>> components = split(path);
    if (!components)
        return QJsonValue(QJsonValue::Undefined);
    QJsonValue current = root;
    for (const Component& c : *components) {
        if (c.kind == Component::Kind::Index) {
            if (!current.isArray())
                return QJsonValue(QJsonValue::Undefined);
            const QJsonArray array = current.toArray();
            if (c.index >= array.size())
                return QJsonValue(QJsonValue::Undefined);
            current = array.at(c.index);
        } else {
            if (!current.isObject())
                return QJsonValue(QJsonValue::Undefined);
            const QJsonObject object = current.toObject();
            const auto it = object.constFind(c.key);
            if (it == object.constEnd())
                return QJsonValue(QJsonValue::Undefined);
            current = it.value();
        }
    }
    return current;
}

} // namespace mantyx
