// SPDX-License-Identifier: MIT
// JSON text from a server or a file parsed into Qt's JSON types with every character kept.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QString>

namespace mantyx {

// QJsonDocument::fromJson, except that a U+FEFF at the start of a string survives. Qt 6.4's
// parser drops the raw bytes EF BB BF there on reading (while keeping them in the stored value,
// so two equal-looking values compare unequal) but keeps the escaped form, so every raw U+FEFF is
// escaped first: inside a string that is the same character, outside one both are invalid JSON.
// A parse error is reported with the offset in `bytes` as given.
QJsonDocument parseJson(const QByteArray& bytes, QJsonParseError* error = nullptr);

// `bytes` with every raw U+FEFF (EF BB BF) written as the escape \uFEFF; `bytes` itself, shared,
// when there is none.
QByteArray withEscapedByteOrderMarks(const QByteArray& bytes);

// The value of a JSON string, given as valid UTF-8, as a QString. Unlike QString::fromUtf8, a
// U+FEFF at the start is kept: inside JSON it is a character, not a byte order mark.
QString jsonStringFromUtf8(QByteArrayView utf8);

} // namespace mantyx
