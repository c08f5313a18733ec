// SPDX-License-Identifier: MIT
// InputMessage: one entry of the spec's `messages` (role, content, attachments), the multi-role
// alternative to `prompt` (§2.1.1). Unknown and wrong-typed fields are kept in `extras`.
#pragma once

#include <optional>

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace mantyx {

// A file handed to the model with the last user message: inline bytes (`input_file`) or a URL the
// provider fetches (`input_file_url`). Plain data: every field is serialised when set, whatever
// the type, so switching `type` in an editor is the caller's business.
struct InputAttachment
{
    enum class Kind
    {
        InlineFile, // "input_file": mimeType, filename, data (base64)
        FileUrl,    // "input_file_url": url, mimeType?
        Unknown,    // missing or unrecognised `type`
    };

    std::optional<QString> type;
    std::optional<QString> mimeType;
    std::optional<QString> filename;
    std::optional<QString> data; // base64, kept as sent (no re-encoding on a round trip)
    std::optional<QString> url;
    // Unknown fields, and known ones with the wrong JSON type; a set typed field wins over these.
    QJsonObject extras;

    static InputAttachment inlineFile(const QString& fileName, const QString& mime,
                                      const QByteArray& bytes);
    static InputAttachment fileUrl(const QString& link,
                                   const std::optional<QString>& mime = std::nullopt);

    Kind kind() const;
    // The bytes `data` encodes; empty when `data` is missing or not valid base64.
    QByteArray decodedData() const;

    static InputAttachment fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const InputAttachment&, const InputAttachment&) = default;
};

struct InputMessage
{
    enum class Role
    {
        User,
        Assistant,
        System,
        Unknown, // missing or unrecognised `role`
    };

    std::optional<QString> role;
    std::optional<QString> content;
    // Omitted and `[]` differ. An `attachments` value that is not an array of objects stays raw in
    // `extras`.
    std::optional<QList<InputAttachment>> attachments;
    QJsonObject extras;

    static InputMessage make(Role role, const QString& content);

    Role roleKind() const;
    static QString roleName(Role role);
    static Role roleFromName(QStringView name);

    static InputMessage fromJson(const QJsonObject& json);
    QJsonObject toJson() const;

    friend bool operator==(const InputMessage&, const InputMessage&) = default;
};

} // namespace mantyx
