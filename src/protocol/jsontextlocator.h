// SPDX-License-Identifier: MIT
// JsonTextLocator: maps a JsonPath (as validators report it) and a JSON syntax error back to
// lines and columns of the JSON text, so an editor can mark the exact spot an issue is about.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QList>
#include <QString>
#include <QStringView>

#include "protocol/jsonpath.h"

namespace mantyx {

// A stretch of the text: UTF-16 offsets into the QString the locator was built from (the same
// positions QTextDocument uses for plain text), and the 1-based line and column of its start.
// Lines end at '\n'; columns count UTF-16 code units.
struct TextSpan
{
    qsizetype offset = -1;
    qsizetype length = 0;
    int line = 0;
    int column = 0;

    bool isValid() const { return offset >= 0; }
    friend bool operator==(const TextSpan&, const TextSpan&) = default;
};

// Built once per text (one linear scan into a compact tree of values, keys and their offsets),
// then asked about any number of paths. The scan is tolerant: on malformed text it keeps what it
// read up to the first error, so paths into the well-formed part still resolve. Duplicate keys
// resolve to the last occurrence, as QJsonDocument keeps the last value.
class JsonTextLocator final
{
    Q_DECLARE_TR_FUNCTIONS(JsonTextLocator)

public:
    enum class Match : quint8
    {
        None,   // the text holds no value there to point at, or the path is malformed
        Exact,  // the path's value exists
        Parent, // a member or element is missing: the location is its nearest existing ancestor
    };

    struct Location
    {
        Match match = Match::None;
        QString path;   // what was found: the path itself, or the ancestor's for Match::Parent
        TextSpan value; // the whole value; a container from its opening to its closing bracket
        TextSpan key;   // the member's key with its quotes; invalid for elements and the root
        // What an editor underlines: a scalar's value, else a member's key, else the opening
        // bracket of the container.
        TextSpan mark;
    };

    struct SyntaxError
    {
        QJsonParseError::ParseError error = QJsonParseError::NoError;
        QString message;  // QJsonParseError::errorString()
        QString expected; // translated, e.g. "',' or '}'"; empty when only Qt saw the error
        TextSpan span;    // the offending token (length 0 at the end of the text)
    };

    explicit JsonTextLocator(const QString& text);

    const QString& text() const { return m_text; }
    // True when the whole text is one JSON value with nothing but whitespace after it.
    bool isWellFormed() const { return m_errorOffset < 0; }

    Location locate(QStringView path) const;
    Location locate(const QList<JsonPath::Component>& components) const;

    // Line and column of a stretch of the text (offset clamped to the text).
    TextSpan span(qsizetype offset, qsizetype length = 0) const;
    int lineCount() const { return int(m_lineStarts.size()); }

    // Where `error` (from QJsonDocument::fromJson(text().toUtf8())) is. QJsonParseError's offset
    // counts UTF-8 bytes and often points past the culprit, so the locator's own first error is
    // used when its scan failed too; Qt's offset (converted) otherwise.
    SyntaxError syntaxError(const QJsonParseError& error) const;

    // Parses with QJsonDocument; on failure fills `error` (when given) with the located error.
    static QJsonDocument parse(const QString& text, std::optional<SyntaxError>* error = nullptr);

    // The text re-indented (`indentWidth` spaces, "key": value, one member or element a line,
    // except that an object or array of scalars below the top stays on one line while it fits
    // in 80 columns). Keys keep their order and every string and number keeps its exact
    // spelling. Nothing for malformed text.
    static std::optional<QString> formatted(const QString& text, int indentWidth = 2);

private:
    struct Node
    {
        enum class Type : quint8
        {
            Object,
            Array,
            Scalar,
        };
        Type type = Type::Scalar;
        qsizetype start = 0;     // first character of the value
        qsizetype end = 0;       // one past its last (where the scan stopped, if it failed)
        qsizetype keyStart = -1; // a member's key, quotes included
        qsizetype keyEnd = -1;
        int parent = -1;
        int firstChild = -1;
        int lastChild = -1;
        int nextSibling = -1;
        int childCount = 0;
        QString key; // decoded
    };
    class Scanner;
    enum class Expected : quint8
    {
        Nothing,
        Object,
        End,
        LessNesting,
        Key,
        Colon,
        Value,
        CommaOrBrace,
        CommaOrBracket,
        Number,
        HexDigits,
        ClosingQuote,
    };
    static QString expectedText(Expected expected);

    int childOf(int node, const JsonPath::Component& component) const;
    Location locationOf(int node, Match match, const QString& path) const;
    void appendFormatted(QString& out, int node, int depth, int indentWidth) const;
    QStringView slice(qsizetype start, qsizetype end) const;

    QString m_text;
    QList<Node> m_nodes;           // m_nodes[0] is the root value when the text has one
    QList<qsizetype> m_lineStarts; // offset of the first character of each line
    qsizetype m_errorOffset = -1;  // where the scan failed; -1 when it did not
    qsizetype m_errorLength = 0;
    Expected m_expected = Expected::Nothing;
};

} // namespace mantyx
