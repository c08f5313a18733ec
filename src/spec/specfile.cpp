// SPDX-License-Identifier: MIT
#include "spec/specfile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace mantyx {

std::optional<QString> SpecFile::readText(const QString& path, QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<QString> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Could not open %1: %2").arg(shown, file.errorString()));
    if (file.size() > MaxBytes)
        return fail(tr("%1 is too large for a spec (%2 MB; at most %3 MB).")
                        .arg(shown)
                        .arg(file.size() / (1024 * 1024))
                        .arg(MaxBytes / (1024 * 1024)));
    std::optional<QString> text = decodeText(file.readAll());
    if (!text)
        return fail(tr("%1 is not UTF-8 text.").arg(shown));
    return text;
}

std::optional<QString> SpecFile::decodeText(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    text.replace(u"\r\n"_s, u"\n"_s);
    text.replace(u'\r', u'\n');
    return text;
}

bool SpecFile::writeText(const QString& path, const QString& text, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error =
                tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace mantyx
