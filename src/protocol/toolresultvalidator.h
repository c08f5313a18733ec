// SPDX-License-Identifier: MIT
// ToolResultValidator: client-side mirror of the server's checks on a tool-result POST body
// (wire-protocol.md §5), so a local tool's answer is fixed before the run waits on a 400.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include "protocol/specissue.h"

namespace mantyx {

class ToolResultValidator final
{
    Q_DECLARE_TR_FUNCTIONS(ToolResultValidator)

public:
    static constexpr qint64 MaxResultBytes = 2 * 1024 * 1024; // UTF-8 bytes of `result`
    static constexpr qint64 MaxErrorBytes = 8 * 1024;         // UTF-8 bytes of `error`
    static constexpr qsizetype MaxFiles = 20;
    static constexpr qint64 MaxFileBytes = 5 * 1024 * 1024; // combined decoded `files[].data`

    ToolResultValidator() = delete;

    // Every issue in `{ toolUseId, result | error, files? }`, errors and warnings.
    static QList<SpecIssue> validate(const QJsonObject& body);
    // A document that is not an object yields the single error "toolResult.type".
    static QList<SpecIssue> validate(const QJsonDocument& document);
    // Parses first; malformed JSON yields the single error "toolResult.json".
    static QList<SpecIssue> validateJson(const QByteArray& json);

    // Every rule id validate() can report.
    static QStringList ruleIds();
};

} // namespace mantyx
