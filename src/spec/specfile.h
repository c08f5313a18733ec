// SPDX-License-Identifier: MIT
// SpecFile: reading and writing a spec file's text — UTF-8 (a BOM dropped), line ends made
// "\n", a size limit, atomic writes — with the reason in words when it fails. The form composer
// parses the text itself, to say where a file's JSON is broken.
#pragma once

#include <optional>

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

namespace mantyx {

class SpecFile final
{
    Q_DECLARE_TR_FUNCTIONS(SpecFile)

public:
    SpecFile() = delete;

    // A spec is small; a larger file is refused rather than loaded into an editor.
    static constexpr qint64 MaxBytes = 16 * 1024 * 1024;

    // The text of `path`, or nullopt with the reason in `error`.
    static std::optional<QString> readText(const QString& path, QString* error = nullptr);
    // The text of a spec file's bytes as readText() makes it; nullopt when they are not UTF-8.
    static std::optional<QString> decodeText(QByteArrayView bytes);
    // Writes `text` as UTF-8, replacing `path` only once everything is written.
    static bool writeText(const QString& path, const QString& text, QString* error = nullptr);
};

} // namespace mantyx
