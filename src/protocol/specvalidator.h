// SPDX-License-Identifier: MIT
// SpecValidator: client-side mirror of the server's run-spec validation (wire-protocol.md §2-§8,
// http-surface.md "Spec extras"), so the spec editor, the CLI and the embedded sandbox server
// report every problem in a raw JSON body at once instead of one 400 at a time.
#pragma once

#include <optional>

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QStringView>

#include "protocol/specissue.h"

namespace mantyx {

class SpecValidator final
{
    Q_DECLARE_TR_FUNCTIONS(SpecValidator)

public:
    // Which endpoint the body is for; the modes differ only in the prompt/messages and
    // systemPrompt rules.
    enum class Mode
    {
        Run,            // POST /agent-runs: systemPrompt (unless agentId) and prompt|messages
        SessionCreate,  // POST /agent-sessions: systemPrompt (unless agentId), no prompt/messages
        SessionMessage, // POST /agent-sessions/{id}/messages: prompt|messages, overrides only
    };

    // Documented server limits.
    static constexpr qsizetype MaxToolNameLength = 64;
    static constexpr qsizetype MaxAttachments = 20;
    static constexpr qint64 MaxInlineAttachmentBytes = 5 * 1024 * 1024;
    static constexpr qint64 PracticalMaxToolTurns = 100;
    static constexpr qint64 MaxOutputSchemaBytes = 32 * 1024;
    static constexpr qint64 MaxLoopThreshold = 100;
    static constexpr qsizetype MaxToolBudgets = 32;
    static constexpr qsizetype MaxToolBudgetKeyLength = 120;
    static constexpr qint64 MaxToolBudgetCalls = 1000;
    static constexpr qint64 MaxSupervisorInterval = 100;
    static constexpr qint64 MaxReasoningTriggerChars = 50000;
    static constexpr qint64 MaxReasoningTriggerMs = 600000;
    static constexpr qsizetype MaxMetadataEntries = 16;
    static constexpr qsizetype MaxMetadataValueLength = 256;
    static constexpr qint64 MaxMetadataBytes = 4 * 1024;
    // Not documented numbers: the server clamps plans silently, so past these we only warn.
    static constexpr qsizetype PlanStepsWarningCount = 20;
    static constexpr qsizetype PlanTextWarningLength = 200;

    SpecValidator() = delete;

    // Every issue in the body, errors and warnings, in a stable order (field by field in the
    // order of wire-protocol.md §2.1; keys of one object alphabetically).
    static QList<SpecIssue> validate(const QJsonObject& spec, Mode mode = Mode::Run);
    // As above; a document that is not an object yields the single error "spec.type".
    static QList<SpecIssue> validate(const QJsonDocument& document, Mode mode = Mode::Run);
    // Parses first; malformed JSON yields the single error "spec.json".
    static QList<SpecIssue> validateJson(const QByteArray& json, Mode mode = Mode::Run);

    // Every rule id validate() can report, for settings UIs and test coverage.
    static QStringList ruleIds();

    // MIME types we know the server accepts for attachments and tool-result files. The
    // authoritative list lives in a server document we do not have, so a type outside this
    // list is reported as a warning ("may be rejected"), never as an error.
    static QStringList allowedAttachmentMimeTypes();
    // Case-insensitive; parameters such as "; charset=utf-8" are ignored.
    static bool isAllowedAttachmentMimeType(QStringView mimeType);

    // Decoded byte count of strict RFC 4648 base64 (standard alphabet, padded, no whitespace,
    // no data: URL prefix); std::nullopt when data is not such base64.
    static std::optional<qint64> decodedBase64Size(QStringView data);
};

} // namespace mantyx
