// SPDX-License-Identifier: MIT
#include "spec/attachmentloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMimeDatabase>

#include "protocol/specvalidator.h"

using namespace Qt::StringLiterals;

namespace mantyx {

bool AttachmentLoader::Usage::overCount() const
{
    return count > SpecValidator::MaxAttachments;
}

bool AttachmentLoader::Usage::overInline() const
{
    return inlineBytes > SpecValidator::MaxInlineAttachmentBytes;
}

std::optional<InputAttachment> AttachmentLoader::fromFile(const QString& path, QString* error,
                                                          qint64 maxBytes)
{
    const auto fail = [error](const QString& message) -> std::optional<InputAttachment> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const qint64 limit = maxBytes < 0 ? SpecValidator::MaxInlineAttachmentBytes : maxBytes;
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!info.isFile())
        return fail(tr("%1 is not a file.").arg(shown));
    if (info.size() > limit) {
        return fail(tr("%1 is %2; inline attachments may total at most %3 per run.")
                        .arg(shown, sizeText(info.size()), sizeText(limit)));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Could not read %1: %2").arg(shown, file.errorString()));
    const QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit) {
        return fail(
            tr("%1 is larger than %2, the inline attachment limit.").arg(shown, sizeText(limit)));
    }
    return InputAttachment::inlineFile(info.fileName(), mimeTypeForFile(path), bytes);
}

std::optional<InputAttachment> AttachmentLoader::fromUrl(const QString& text, QString* error)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.isRelative() || url.host().isEmpty() ||
        url.scheme().compare("https"_L1, Qt::CaseInsensitive) != 0) {
        if (error)
            *error = tr("%1 is not an absolute https:// URL; the provider only fetches https.")
                         .arg(text.trimmed());
        return std::nullopt;
    }
    std::optional<QString> mime;
    const QString fileName = url.fileName();
    if (!fileName.isEmpty()) {
        const QMimeType type =
            QMimeDatabase().mimeTypeForFile(fileName, QMimeDatabase::MatchExtension);
        if (type.isValid() && !type.isDefault())
            mime = type.name();
    }
    return InputAttachment::fileUrl(url.toString(QUrl::FullyEncoded), mime);
}

QString AttachmentLoader::mimeTypeForFile(const QString& path)
{
    return QMimeDatabase().mimeTypeForFile(path).name();
}

QString AttachmentLoader::mimeTypeForName(const QString& fileName)
{
    return QMimeDatabase().mimeTypeForFile(fileName, QMimeDatabase::MatchExtension).name();
}

AttachmentLoader::Usage AttachmentLoader::usage(const QJsonArray& attachments)
{
    Usage usage;
    usage.count = attachments.size();
    for (const QJsonValue& value : attachments) {
        const QJsonObject attachment = value.toObject();
        const QString type = attachment.value("type"_L1).toString();
        if (type == "input_file_url"_L1) {
            ++usage.urlCount;
        } else if (type == "input_file"_L1) {
            const std::optional<qint64> size =
                SpecValidator::decodedBase64Size(attachment.value("data"_L1).toString());
            usage.inlineBytes += size.value_or(0);
        }
    }
    return usage;
}

qint64 AttachmentLoader::inlineBytesOfMessages(const QJsonArray& messages)
{
    qint64 total = 0;
    for (const QJsonValue& message : messages)
        total += usage(message.toObject().value("attachments"_L1).toArray()).inlineBytes;
    return total;
}

QString AttachmentLoader::usageText(const Usage& usage, qint64 runInlineBytes)
{
    const qint64 inlineBytes = runInlineBytes < 0 ? usage.inlineBytes : runInlineBytes;
    return tr("%1 of %2 attachments · %3 of %4 inline")
        .arg(QString::number(usage.count), QString::number(SpecValidator::MaxAttachments),
             sizeText(inlineBytes), sizeText(SpecValidator::MaxInlineAttachmentBytes));
}

QString AttachmentLoader::sizeText(qint64 bytes)
{
    const QLocale locale;
    if (bytes < 1024)
        return tr("%1 bytes").arg(bytes);
    if (bytes < 1024 * 1024)
        return tr("%1 KB").arg(locale.toString(double(bytes) / 1024.0, 'f', bytes % 1024 ? 1 : 0));
    const double mb = double(bytes) / (1024.0 * 1024.0);
    return tr("%1 MB").arg(locale.toString(mb, 'f', bytes % (1024 * 1024) ? 1 : 0));
}

} // namespace mantyx
