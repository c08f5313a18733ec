// SPDX-License-Identifier: MIT
#include "protocol/jsonparse.h"

namespace mantyx {

QByteArray withEscapedByteOrderMarks(const QByteArray& bytes)
{
    static constexpr QByteArrayView bom("\xEF\xBB\xBF");
    qsizetype at = bytes.indexOf(bom);
    if (at < 0)
        return bytes;
    QByteArray out;
    out.reserve(bytes.size() + 16);
    qsizetype from = 0;
    for (; at >= 0; at = bytes.indexOf(bom, from)) {
        out.append(bytes.constData() + from, at - from);
        out.append("\\uFEFF");
        from = at + bom.size();
    }
    out.append(bytes.constData() + from, bytes.size() - from);
    return out;
}

QJsonDocument parseJson(const QByteArray& bytes, QJsonParseError* error)
{
    QJsonParseError local{};
    QJsonParseError* const e = error ? error : &local;
    const QByteArray escaped = withEscapedByteOrderMarks(bytes);
    QJsonDocument document = QJsonDocument::fromJson(escaped, e);
    if (e->error != QJsonParseError::NoError && escaped.constData() != bytes.constData())
        document = QJsonDocument::fromJson(bytes, e); // the offset in the bytes as given
    return document;
}

QString jsonStringFromUtf8(QByteArrayView utf8)
{
    static constexpr QByteArrayView bom("\xEF\xBB\xBF");
    if (!utf8.startsWith(bom))
        return QString::fromUtf8(utf8);
    QString out;
    while (utf8.startsWith(bom)) {
        out += QChar(0xFEFF);
        utf8 = utf8.sliced(bom.size());
    }
    return out + QString::fromUtf8(utf8);
}

} // namespace mantyx
