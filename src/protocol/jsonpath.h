// SPDX-License-Identifier: MIT
// JsonPath: the one spelling of a JSON location that validators report (`tools[2].name`,
// `metadata["my key"]`), with a parser back to components so the GUI can map an issue to a field.
#pragma once

#include <optional>

#include <QJsonValue>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QStringView>

namespace mantyx {

// Grammar (stable; tests and the GUI key on it):
//   path      := "" | head tail*
//   head      := identifier | quoted | index
//   tail      := "." identifier | quoted | index
//   quoted    := "[" JSON string literal "]"      e.g. ["my key"], ["a\"b"]
//   index     := "[" decimal digits "]"           e.g. [0], [12]
//   identifier:= [A-Za-z_][A-Za-z0-9_]*
// An object key that is an identifier is written with a dot, any other key is quoted.
// The empty path is the document itself.
class JsonPath final
{
public:
    struct Component
    {
        enum class Kind
        {
            Key,
            Index
        };
        Kind kind = Kind::Key;
        QString key;         // Kind::Key
        qsizetype index = 0; // Kind::Index

        static Component ofKey(const QString& key);
        static Component ofIndex(qsizetype index);
        friend bool operator==(const Component&, const Component&) = default;
    };

    JsonPath() = delete;

    // `parent.key`, or `parent["key"]` when the key is not an identifier.
    static QString key(const QString& parent, QStringView key);
    static QString key(const QString& parent, QLatin1StringView key);
    // `parent[index]`.
    static QString index(const QString& parent, qsizetype index);
    static bool isIdentifier(QStringView key);

    // Splits a path produced by key()/index(); std::nullopt when it does not follow the grammar.
    static std::optional<QList<Component>> split(QStringView path);
    // Inverse of split().
    static QString join(const QList<Component>& components);
    // The value the path points at inside root; QJsonValue::Undefined when there is none
    // (missing key, index out of range, or a malformed path).
    static QJsonValue valueAt(const QJsonValue& root, QStringView path);
};

} // namespace mantyx
