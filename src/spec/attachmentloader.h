// SPDX-License-Identifier: MIT
// AttachmentLoader: turns a file the user picked or dropped into an `input_file` attachment
// (MIME type from QMimeDatabase, bytes as base64) and counts a message's attachments against the
// server's limits (20 per message, 5 MB of inline bytes per run), for the composer's counters.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QUrl>

#include "protocol/inputmessage.h"

namespace mantyx {

class AttachmentLoader final
{
    Q_DECLARE_TR_FUNCTIONS(AttachmentLoader)

public:
    // What the attachments of one message (or a whole spec) use of the limits.
    struct Usage
    {
        qsizetype count = 0;     // attachments of the message
        qsizetype urlCount = 0;  // of which input_file_url
        qint64 inlineBytes = 0;  // decoded bytes of the input_file ones
        bool overCount() const;  // more than SpecValidator::MaxAttachments
        bool overInline() const; // more than SpecValidator::MaxInlineAttachmentBytes
    };

    AttachmentLoader() = delete;

    // The file as `input_file`; nothing (with the reason in `error`) when it cannot be read or
    // is bigger than `maxBytes` (the inline limit by default: larger files can never be sent).
    static std::optional<InputAttachment> fromFile(const QString& path, QString* error = nullptr,
                                                   qint64 maxBytes = -1);
    // An `input_file_url` for an https URL, MIME type guessed from the URL's file name (left out
    // when nothing fits); nothing, with the reason, for anything but an absolute https URL.
    static std::optional<InputAttachment> fromUrl(const QString& url, QString* error = nullptr);
    // QMimeDatabase's type for a file (by content and name) or a bare file name.
    static QString mimeTypeForFile(const QString& path);
    static QString mimeTypeForName(const QString& fileName);

    static Usage usage(const QJsonArray& attachments);
    // Inline bytes of every message's attachments (the 5 MB limit is per run).
    static qint64 inlineBytesOfMessages(const QJsonArray& messages);
    // "2 of 20 attachments · 1.2 MB of 5 MB inline".
    static QString usageText(const Usage& usage, qint64 runInlineBytes = -1);
    // "532 bytes", "12.4 KB", "1.2 MB" (1 KB = 1024 bytes, like the limits).
    static QString sizeText(qint64 bytes);
};

} // namespace mantyx
