// SPDX-License-Identifier: MIT
#include "protocol/inputmessage.h"

#include <QJsonArray>

#include "protocol/specfieldreader.h"

using namespace Qt::StringLiterals;

namespace mantyx {
namespace {

constexpr auto kType = "type"_L1;
constexpr auto kMimeType = "mimeType"_L1;
constexpr auto kFilename = "filename"_L1;
constexpr auto kData = "data"_L1;
constexpr auto kUrl = "url"_L1;
constexpr auto kRole = "role"_L1;
constexpr auto kContent = "content"_L1;
constexpr auto kAttachments = "attachments"_L1;

constexpr auto kInputFile = "input_file"_L1;
constexpr auto kInputFileUrl = "input_file_url"_L1;

std::optional<QList<InputAttachment>> attachmentsFrom(const QJsonValue& value)
{
    if (!value.isArray())
        return std::nullopt;
    const QJsonArray array = value.toArray();
    QList<InputAttachment> list;
    list.reserve(array.size());
    for (const QJsonValue& item : array) {
        if (!item.isObject())
            return std::nullopt; // one odd element: keep the whole array raw, positions intact
        list.append(InputAttachment::fromJson(item.toObject()));
    }
    return list;
}

} // namespace

InputAttachment InputAttachment::inlineFile(const QString& fileName, const QString& mime,
                                            const QByteArray& bytes)
{
    InputAttachment a;
    a.type = QString(kInputFile);
    a.mimeType = mime;
    a.filename = fileName;
    a.data = QString::fromLatin1(bytes.toBase64());
    return a;
}

InputAttachment InputAttachment::fileUrl(const QString& link, const std::optional<QString>& mime)
{
    InputAttachment a;
    a.type = QString(kInputFileUrl);
    a.url = link;
    a.mimeType = mime;
    return a;
}

InputAttachment::Kind InputAttachment::kind() const
{
    if (type == kInputFile)
        return Kind::InlineFile;
    if (type == kInputFileUrl)
        return Kind::FileUrl;
    return Kind::Unknown;
}

QByteArray InputAttachment::decodedData() const
{
    if (!data)
        return {};
    auto result =
        QByteArray::fromBase64Encoding(data->toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return {};
    return *result;
}

InputAttachment InputAttachment::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    InputAttachment a;
    a.type = r.takeString(kType);
    a.mimeType = r.takeString(kMimeType);
    a.filename = r.takeString(kFilename);
    a.data = r.takeString(kData);
    a.url = r.takeString(kUrl);
    a.extras = r.rest();
    return a;
}

QJsonObject InputAttachment::toJson() const
{
    QJsonObject out = extras;
    specjson::put(out, kType, type);
    specjson::put(out, kMimeType, mimeType);
    specjson::put(out, kFilename, filename);
    specjson::put(out, kData, data);
    specjson::put(out, kUrl, url);
    return out;
}

InputMessage InputMessage::make(Role r, const QString& text)
{
    InputMessage m;
    if (r != Role::Unknown)
        m.role = roleName(r);
    m.content = text;
    return m;
}

InputMessage::Role InputMessage::roleKind() const
{
    if (!role)
        return Role::Unknown;
    return roleFromName(*role);
}

QString InputMessage::roleName(Role r)
{
    switch (r) {
    case Role::User:
        return u"user"_s;
    case Role::Assistant:
        return u"assistant"_s;
    case Role::System:
        return u"system"_s;
    case Role::Unknown:
        break;
    }
    return {};
}

InputMessage::Role InputMessage::roleFromName(QStringView name)
{
    if (name == u"user")
        return Role::User;
    if (name == u"assistant")
        return Role::Assistant;
    if (name == u"system")
        return Role::System;
    return Role::Unknown;
}

InputMessage InputMessage::fromJson(const QJsonObject& json)
{
    SpecFieldReader r(json);
    InputMessage m;
    m.role = r.takeString(kRole);
    m.content = r.takeString(kContent);
    m.attachments = r.takeWith(kAttachments, attachmentsFrom);
    m.extras = r.rest();
    return m;
}

QJsonObject InputMessage::toJson() const
{
    QJsonObject out = extras;
    specjson::put(out, kRole, role);
    specjson::put(out, kContent, content);
    if (attachments) {
        QJsonArray array;
        for (const InputAttachment& a : *attachments)
            array.append(a.toJson());
        out.insert(kAttachments, array);
    }
    return out;
}

} // namespace mantyx
