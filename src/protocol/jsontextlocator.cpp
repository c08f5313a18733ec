// SPDX-License-Identifier: MIT
#include "protocol/jsontextlocator.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// QJsonDocument's own nesting limit is 1024; deeper text is rejected by it anyway.
constexpr int kMaxDepth = 1024;
constexpr qsizetype kOneLineColumns = 80;

bool isWhitespace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

bool isWordChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || isDigit(c) || c == u'-' ||
           c == u'+' || c == u'.' || c == u'_';
}

int hexDigit(char16_t c)
{
    if (c >= u'0' && c <= u'9')
        return c - u'0';
    if (c >= u'a' && c <= u'f')
        return c - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c - u'A' + 10;
    return -1;
}

// How far a syntax error marker should reach from `pos`: a whole string or word, else one
// character, nothing at the end.
qsizetype tokenLength(QStringView s, qsizetype pos)
{
    const qsizetype n = s.size();
    if (pos >= n)
        return 0;
    const char16_t c = s[pos].unicode();
    qsizetype end = pos + 1;
    if (c == u'"') {
        while (end < n && s[end] != u'"' && s[end] != u'\n') {
            if (s[end] == u'\\' && end + 1 < n && s[end + 1] != u'\n')
                ++end;
            ++end;
        }
        if (end < n && s[end] == u'"')
            ++end;
    } else if (isWordChar(c)) {
        while (end < n && isWordChar(s[end].unicode()))
            ++end;
    }
    return end - pos;
}

// UTF-16 position of a UTF-8 byte offset into the same text (QJsonParseError counts bytes).
qsizetype utf16OffsetOfUtf8Offset(QStringView s, qsizetype byteOffset)
{
    qsizetype bytes = 0;
    qsizetype i = 0;
    while (i < s.size() && bytes < byteOffset) {
        const char16_t c = s[i].unicode();
        if (c < 0x80) {
            bytes += 1;
        } else if (c < 0x800) {
            bytes += 2;
        } else if (QChar::isHighSurrogate(c) && i + 1 < s.size() &&
                   QChar::isLowSurrogate(s[i + 1].unicode())) {
            bytes += 4;
            ++i;
        } else {
            bytes += 3;
        }
        ++i;
    }
    return i;
}

} // namespace

// A recursive-descent reader as lenient as QJsonDocument's (raw control characters and unknown
// escapes in strings, "1." as a number), so that it fails where Qt fails, but at the first
// offending character rather than wherever Qt's reader happened to notice.
class JsonTextLocator::Scanner
{
public:
    explicit Scanner(JsonTextLocator& owner)
        : m_owner(owner)
        , m_s(owner.m_text)
    {}

    void run()
    {
        skipWhitespace();
        if (m_pos >= m_s.size()) {
            fail(m_pos, 0, Expected::Object);
            return;
        }
        // QJsonDocument holds an object or an array only.
        if (m_s[m_pos] != u'{' && m_s[m_pos] != u'[') {
            fail(m_pos, tokenLength(m_s, m_pos), Expected::Object);
            return;
        }
        if (!value(-1, -1, -1, QString(), 0))
            return;
        skipWhitespace();
        if (m_pos < m_s.size())
            fail(m_pos, tokenLength(m_s, m_pos), Expected::End);
    }

private:
    void fail(qsizetype offset, qsizetype length, Expected expected)
    {
        if (m_owner.m_errorOffset >= 0)
            return;
        m_owner.m_errorOffset = offset;
        m_owner.m_errorLength = length;
        m_owner.m_expected = expected;
    }

    void skipWhitespace()
    {
        while (m_pos < m_s.size() && isWhitespace(m_s[m_pos].unicode()))
            ++m_pos;
    }

    int addNode(int parent, Node::Type type, qsizetype keyStart, qsizetype keyEnd, QString key)
    {
        Node node;
        node.type = type;
        node.start = m_pos;
        node.end = m_pos;
        node.keyStart = keyStart;
        node.keyEnd = keyEnd;
        node.parent = parent;
        node.key = std::move(key);
        const int index = int(m_owner.m_nodes.size());
        m_owner.m_nodes.append(std::move(node));
        if (parent >= 0) {
            Node& p = m_owner.m_nodes[parent];
            if (p.lastChild >= 0)
                m_owner.m_nodes[p.lastChild].nextSibling = index;
            else
                p.firstChild = index;
            p.lastChild = index;
            ++p.childCount;
        }
        return index;
    }

    // Reads one value at m_pos (not whitespace); false after a failure.
    bool value(int parent, qsizetype keyStart, qsizetype keyEnd, QString key, int depth)
    {
        if (depth >= kMaxDepth) {
            fail(m_pos, 1, Expected::LessNesting);
            return false;
        }
        const char16_t c = m_s[m_pos].unicode();
        const Node::Type type = c == u'{'   ? Node::Type::Object
                                : c == u'[' ? Node::Type::Array
                                            : Node::Type::Scalar;
        const int index = addNode(parent, type, keyStart, keyEnd, std::move(key));
        bool ok = false;
        switch (type) {
        case Node::Type::Object:
            ok = object(index, depth);
            break;
        case Node::Type::Array:
            ok = array(index, depth);
            break;
        case Node::Type::Scalar:
            ok = scalar();
            break;
        }
        m_owner.m_nodes[index].end = m_pos;
        return ok;
    }

    bool object(int index, int depth)
    {
        ++m_pos; // '{'
        skipWhitespace();
        if (m_pos < m_s.size() && m_s[m_pos] == u'}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipWhitespace();
            if (m_pos >= m_s.size() || m_s[m_pos] != u'"') {
                fail(m_pos, tokenLength(m_s, m_pos), Expected::Key);
                return false;
            }
            const qsizetype keyStart = m_pos;
            QString key;
            if (!string(&key))
                return false;
            const qsizetype keyEnd = m_pos;
            skipWhitespace();
            if (m_pos >= m_s.size() || m_s[m_pos] != u':') {
                fail(m_pos, tokenLength(m_s, m_pos), Expected::Colon);
                return false;
            }
            ++m_pos;
            skipWhitespace();
            if (m_pos >= m_s.size()) {
                fail(m_pos, 0, Expected::Value);
                return false;
            }
            if (!value(index, keyStart, keyEnd, std::move(key), depth + 1))
                return false;
            skipWhitespace();
            if (m_pos < m_s.size() && m_s[m_pos] == u',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == u'}') {
                ++m_pos;
                return true;
            }
            fail(m_pos, tokenLength(m_s, m_pos), Expected::CommaOrBrace);
            return false;
        }
    }

    bool array(int index, int depth)
    {
        ++m_pos; // '['
        skipWhitespace();
        if (m_pos < m_s.size() && m_s[m_pos] == u']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipWhitespace();
            if (m_pos >= m_s.size()) {
                fail(m_pos, 0, Expected::Value);
                return false;
            }
            if (!value(index, -1, -1, QString(), depth + 1))
                return false;
            skipWhitespace();
            if (m_pos < m_s.size() && m_s[m_pos] == u',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_s.size() && m_s[m_pos] == u']') {
                ++m_pos;
                return true;
            }
            fail(m_pos, tokenLength(m_s, m_pos), Expected::CommaOrBracket);
            return false;
        }
    }

    bool scalar()
    {
        const char16_t c = m_s[m_pos].unicode();
        if (c == u'"')
            return string(nullptr);
        if (c == u'-' || isDigit(c))
            return number();
        for (const QStringView word : {u"true", u"false", u"null"}) {
            if (m_s.sliced(m_pos).startsWith(word)) {
                const qsizetype end = m_pos + word.size();
                // "nullx" is one bad word, not null followed by garbage.
                if (end < m_s.size() && isWordChar(m_s[end].unicode()))
                    break;
                m_pos = end;
                return true;
            }
        }
        fail(m_pos, tokenLength(m_s, m_pos), Expected::Value);
        return false;
    }

    bool number()
    {
        const qsizetype start = m_pos;
        const qsizetype n = m_s.size();
        const auto bad = [&] {
            fail(start, tokenLength(m_s, start), Expected::Number);
            return false;
        };
        if (m_s[m_pos] == u'-')
            ++m_pos;
        if (m_pos >= n || !isDigit(m_s[m_pos].unicode()))
            return bad();
        if (m_s[m_pos] == u'0') {
            ++m_pos;
        } else {
            while (m_pos < n && isDigit(m_s[m_pos].unicode()))
                ++m_pos;
        }
        if (m_pos < n && m_s[m_pos] == u'.') {
            ++m_pos; // QJsonDocument takes "1." as 1
            while (m_pos < n && isDigit(m_s[m_pos].unicode()))
                ++m_pos;
        }
        if (m_pos < n && (m_s[m_pos] == u'e' || m_s[m_pos] == u'E')) {
            ++m_pos;
            if (m_pos < n && (m_s[m_pos] == u'+' || m_s[m_pos] == u'-'))
                ++m_pos;
            if (m_pos >= n || !isDigit(m_s[m_pos].unicode()))
                return bad();
            while (m_pos < n && isDigit(m_s[m_pos].unicode()))
                ++m_pos;
        }
        if (m_pos < n && isWordChar(m_s[m_pos].unicode()))
            return bad(); // 01, 1x
        return true;
    }

    // At '"'; decodes into `out` when given.
    bool string(QString* out)
    {
        const qsizetype start = m_pos;
        const qsizetype n = m_s.size();
        ++m_pos;
        while (m_pos < n) {
            const char16_t c = m_s[m_pos].unicode();
            ++m_pos;
            if (c == u'"')
                return true;
            if (c != u'\\') {
                if (out)
                    out->append(QChar(c));
                continue;
            }
            if (m_pos >= n)
                break;
            const char16_t e = m_s[m_pos].unicode();
            ++m_pos;
            char16_t decoded = e; // QJsonDocument keeps the character of an unknown escape
            switch (e) {
            case u'b':
                decoded = u'\b';
                break;
            case u'f':
                decoded = u'\f';
                break;
            case u'n':
                decoded = u'\n';
                break;
            case u'r':
                decoded = u'\r';
                break;
            case u't':
                decoded = u'\t';
                break;
            case u'u': {
                int code = 0;
                for (int i = 0; i < 4; ++i) {
                    const int digit = m_pos + i < n ? hexDigit(m_s[m_pos + i].unicode()) : -1;
                    if (digit < 0) {
                        fail(m_pos - 2, 2 + i, Expected::HexDigits);
                        return false;
                    }
                    code = code * 16 + digit;
                }
                m_pos += 4;
                decoded = char16_t(code);
                break;
            }
            default:
                break;
            }
            if (out)
                out->append(QChar(decoded));
        }
        // Unterminated: mark the opening quote to the end of its line.
        qsizetype lineEnd = start;
        while (lineEnd < n && m_s[lineEnd] != u'\n')
            ++lineEnd;
        fail(start, lineEnd - start, Expected::ClosingQuote);
        m_pos = n;
        return false;
    }

    JsonTextLocator& m_owner;
    QStringView m_s;
    qsizetype m_pos = 0;
};

JsonTextLocator::JsonTextLocator(const QString& text)
    : m_text(text)
{
    m_lineStarts.append(0);
    for (qsizetype i = 0; i < m_text.size(); ++i) {
        if (m_text[i] == u'\n')
            m_lineStarts.append(i + 1);
    }
    Scanner(*this).run();
}

QStringView JsonTextLocator::slice(qsizetype start, qsizetype end) const
{
    return QStringView(m_text).sliced(start, end - start);
}

TextSpan JsonTextLocator::span(qsizetype offset, qsizetype length) const
{
    TextSpan s;
    s.offset = std::clamp<qsizetype>(offset, 0, m_text.size());
    s.length = std::clamp<qsizetype>(length, 0, m_text.size() - s.offset);
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), s.offset);
    const qsizetype line = it - m_lineStarts.cbegin(); // >= 1: m_lineStarts[0] is 0
    s.line = int(line);
    s.column = int(s.offset - m_lineStarts.at(line - 1) + 1);
    return s;
}

int JsonTextLocator::childOf(int node, const JsonPath::Component& component) const
{
    const Node& n = m_nodes.at(node);
    if (component.kind == JsonPath::Component::Kind::Index) {
        if (n.type != Node::Type::Array || component.index < 0 || component.index >= n.childCount)
            return -1;
        int child = n.firstChild;
        for (qsizetype i = 0; i < component.index; ++i)
            child = m_nodes.at(child).nextSibling;
        return child;
    }
    if (n.type != Node::Type::Object)
        return -1;
    int found = -1;
    for (int child = n.firstChild; child >= 0; child = m_nodes.at(child).nextSibling) {
        if (m_nodes.at(child).key == component.key)
            found = child; // the last duplicate wins, as in QJsonDocument
    }
    return found;
}

JsonTextLocator::Location JsonTextLocator::locationOf(int node, Match match,
                                                      const QString& path) const
{
    const Node& n = m_nodes.at(node);
    Location location;
    location.match = match;
    location.path = path;
    location.value = span(n.start, n.end - n.start);
    if (n.keyStart >= 0)
        location.key = span(n.keyStart, n.keyEnd - n.keyStart);
    if (n.type == Node::Type::Scalar)
        location.mark = location.value;
    else if (location.key.isValid())
        location.mark = location.key;
    else
        location.mark = span(n.start, 1);
    return location;
}

JsonTextLocator::Location
JsonTextLocator::locate(const QList<JsonPath::Component>& components) const
{
    if (m_nodes.isEmpty())
        return {};
    int node = 0;
    QList<JsonPath::Component> found;
    for (const JsonPath::Component& component : components) {
        const int child = childOf(node, component);
        if (child < 0)
            return locationOf(node, Match::Parent, JsonPath::join(found));
        node = child;
        found.append(component);
    }
    return locationOf(node, Match::Exact, JsonPath::join(found));
}

JsonTextLocator::Location JsonTextLocator::locate(QStringView path) const
{
    const std::optional<QList<JsonPath::Component>> components = JsonPath::split(path);
    if (!components)
        return {};
    return locate(*components);
}

QString JsonTextLocator::expectedText(Expected expected)
{
    switch (expected) {
    case Expected::Nothing:
        break;
    case Expected::Object:
        return tr("a JSON object ('{')");
    case Expected::End:
        return tr("the end of the text after the closing bracket");
    case Expected::LessNesting:
        return tr("less nesting (at most %1 levels)").arg(kMaxDepth);
    case Expected::Key:
        return tr("a key in double quotes");
    case Expected::Colon:
        return tr("':' after the key");
    case Expected::Value:
        return tr("a value (a string, number, object, array, true, false or null)");
    case Expected::CommaOrBrace:
        return tr("',' or '}'");
    case Expected::CommaOrBracket:
        return tr("',' or ']'");
    case Expected::Number:
        return tr("a number such as 0, -1.5 or 2e3");
    case Expected::HexDigits:
        return tr("four hexadecimal digits after \\u");
    case Expected::ClosingQuote:
        return tr("the closing '\"' of this string");
    }
    return {};
}

JsonTextLocator::SyntaxError JsonTextLocator::syntaxError(const QJsonParseError& error) const
{
    SyntaxError result;
    result.error = error.error;
    result.message = error.errorString();
    if (m_errorOffset >= 0) {
        result.span = span(m_errorOffset, m_errorLength);
        result.expected = expectedText(m_expected);
        return result;
    }
    qsizetype offset = utf16OffsetOfUtf8Offset(m_text, error.offset);
    // Qt points past the end for a truncated text: mark its last character instead.
    while (offset >= m_text.size() && offset > 0)
        --offset;
    result.span = span(offset, tokenLength(m_text, offset));
    return result;
}

QJsonDocument JsonTextLocator::parse(const QString& text, std::optional<SyntaxError>* error)
{
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (error) {
        if (parseError.error == QJsonParseError::NoError)
            error->reset();
        else
            *error = JsonTextLocator(text).syntaxError(parseError);
    }
    return document;
}

void JsonTextLocator::appendFormatted(QString& out, int node, int depth, int indentWidth) const
{
    const Node& n = m_nodes.at(node);
    if (n.type == Node::Type::Scalar) {
        out += slice(n.start, n.end);
        return;
    }
    const bool isObject = n.type == Node::Type::Object;
    const QChar open = isObject ? u'{' : u'[';
    const QChar close = isObject ? u'}' : u']';
    if (n.childCount == 0) {
        out += open;
        out += close;
        return;
    }
    // A container of scalars stays on one line while it fits (never the document itself).
    if (depth > 0) {
        bool allScalars = true;
        qsizetype width = 2 + 2 * (n.childCount - 1);
        for (int child = n.firstChild; child >= 0; child = m_nodes.at(child).nextSibling) {
            const Node& c = m_nodes.at(child);
            allScalars = allScalars && c.type == Node::Type::Scalar;
            width += c.end - c.start;
            if (isObject)
                width += c.keyEnd - c.keyStart + 2;
        }
        const qsizetype column = out.size() - (out.lastIndexOf(u'\n') + 1);
        if (allScalars && column + width + 1 <= kOneLineColumns) {
            out += open;
            for (int child = n.firstChild; child >= 0; child = m_nodes.at(child).nextSibling) {
                const Node& c = m_nodes.at(child);
                if (child != n.firstChild)
                    out += u", "_s;
                if (isObject) {
                    out += slice(c.keyStart, c.keyEnd);
                    out += u": "_s;
                }
                out += slice(c.start, c.end);
            }
            out += close;
            return;
        }
    }
    out += open;
    out += u'\n';
    const QString indent(qsizetype(depth + 1) * indentWidth, u' ');
    for (int child = n.firstChild; child >= 0; child = m_nodes.at(child).nextSibling) {
        const Node& c = m_nodes.at(child);
        out += indent;
        if (isObject) {
            out += slice(c.keyStart, c.keyEnd);
            out += u": "_s;
        }
        appendFormatted(out, child, depth + 1, indentWidth);
        if (c.nextSibling >= 0)
            out += u',';
        out += u'\n';
    }
    out += QString(qsizetype(depth) * indentWidth, u' ');
    out += close;
}

std::optional<QString> JsonTextLocator::formatted(const QString& text, int indentWidth)
{
    const JsonTextLocator locator(text);
    if (!locator.isWellFormed() || locator.m_nodes.isEmpty())
        return std::nullopt;
    QString out;
    out.reserve(text.size() + text.size() / 4);
    locator.appendFormatted(out, 0, 0, std::max(0, indentWidth));
    out += u'\n';
    return out;
}

} // namespace mantyx
