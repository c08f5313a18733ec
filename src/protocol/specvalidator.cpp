// SPDX-License-Identifier: MIT
#include "protocol/specvalidator.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

#include <QDebug>
#include <QHash>
#include <QJsonArray>
#include <QJsonParseError>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include "protocol/agentcardview.h"
#include "protocol/jsonpath.h"
#include "protocol/loopdetection.h"
#include "protocol/runbudgets.h"
#include "protocol/validationtext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

using Mode = SpecValidator::Mode;

// Every id the checker can emit. Keep in sync with the checks below: debug builds assert that an
// emitted rule is listed, and tst_specvalidator asserts every listed rule has a failing case.
constexpr const char* kRuleIds[] = {
    "spec.json",
    "spec.type",
    "spec.unknownField",
    "systemPrompt.required",
    "systemPrompt.type",
    "modelId.type",
    "modelId.empty",
    "name.type",
    "name.empty",
    "agentId.type",
    "agentId.empty",
    "input.exclusive",
    "input.required",
    "input.forbidden",
    "prompt.type",
    "prompt.empty",
    "messages.type",
    "messages.empty",
    "messages.lastRole",
    "message.object",
    "message.unknownField",
    "message.role.required",
    "message.role.invalid",
    "message.content.required",
    "attachments.type",
    "attachments.placement",
    "attachments.count",
    "attachments.inlineSize",
    "attachment.object",
    "attachment.unknownField",
    "attachment.type.required",
    "attachment.type.unknown",
    "attachment.mimeType.required",
    "attachment.mimeType.type",
    "attachment.mimeType.unlisted",
    "attachment.filename.required",
    "attachment.data.required",
    "attachment.data.dataUrl",
    "attachment.data.base64",
    "attachment.url.required",
    "attachment.url.https",
    "tools.type",
    "tool.object",
    "tool.unknownField",
    "tool.kind.required",
    "tool.kind.unknown",
    "tool.id.required",
    "tool.id.duplicate",
    "tool.name.required",
    "tool.name.pattern",
    "tool.name.duplicate",
    "tool.label.duplicate",
    "tool.description.type",
    "tool.parameters.type",
    "tool.parameters.schema",
    "tool.outputSchema.type",
    "tool.outputSchema.schema",
    "tool.longRunning.type",
    "tool.agentCardUrl.required",
    "tool.agentCardUrl.invalid",
    "tool.headers.type",
    "tool.headers.value",
    "tool.contextId.type",
    "tool.agentCard.required",
    "tool.agentCard.url",
    "tool.agentCard.description",
    "tool.url.required",
    "tool.url.invalid",
    "tool.toolFilter.type",
    "tool.serverInfo.type",
    "tool.tools.required",
    "tool.tools.empty",
    "mcpTool.object",
    "mcpTool.inputSchema.type",
    "reasoningLevel.type",
    "reasoningLevel.invalid",
    "reasoningLevel.integer",
    "reasoningLevel.range",
    "budgets.type",
    "budgets.unknownField",
    "budgets.maxToolTurns.type",
    "budgets.maxToolTurns.range",
    "budgets.maxToolTurns.high",
    "budgets.maxToolTurnsExceeded.type",
    "outputSchema.type",
    "outputSchema.unknownField",
    "outputSchema.name.type",
    "outputSchema.name.pattern",
    "outputSchema.schema.required",
    "outputSchema.schema.type",
    "outputSchema.size",
    "loopDetection.type",
    "loopDetection.unknownField",
    "loopDetection.consecutiveThreshold.type",
    "loopDetection.consecutiveThreshold.range",
    "loopDetection.hardCutoffThreshold.type",
    "loopDetection.hardCutoffThreshold.range",
    "loopDetection.order",
    "toolBudgets.type",
    "toolBudgets.count",
    "toolBudgets.key.length",
    "toolBudgets.key.unknownTool",
    "toolBudgets.entry.type",
    "toolBudgets.unknownField",
    "toolBudgets.maxCalls.required",
    "toolBudgets.maxCalls.type",
    "toolBudgets.maxCalls.range",
    "supervisor.type",
    "supervisor.unknownField",
    "supervisor.interval.type",
    "supervisor.interval.range",
    "supervisor.modelId.type",
    "supervisor.modelId.empty",
    "supervisor.reasoningTrigger.type",
    "supervisor.reasoningTrigger.chars.type",
    "supervisor.reasoningTrigger.chars.range",
    "supervisor.reasoningTrigger.ms.type",
    "supervisor.reasoningTrigger.ms.range",
    "plan.type",
    "plan.unknownField",
    "plan.steps.type",
    "plan.steps.count",
    "plan.step.type",
    "plan.step.empty",
    "plan.step.length",
    "plan.brief.type",
    "plan.brief.length",
    "plan.planOnly.type",
    "metadata.type",
    "metadata.count",
    "metadata.key.pattern",
    "metadata.value.type",
    "metadata.value.length",
    "metadata.size",
};

const QRegularExpression& toolNamePattern()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(u"[a-zA-Z0-9_]{1,64}"_s));
    return re;
}

const QRegularExpression& outputSchemaNamePattern()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(u"[a-zA-Z0-9_-]{1,64}"_s));
    return re;
}

const QRegularExpression& metadataKeyPattern()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(u"[A-Za-z0-9._-]{1,64}"_s));
    return re;
}

bool isInteger(const QJsonValue& value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::trunc(d) == d;
}

using validation::isNonEmptyString;
using validation::num;
using validation::quoted;
using validation::startsWithDataUrl;

// A short human description of a JSON value for "got …" clauses.
QString describe(const QJsonValue& value)
{
    QString text = validation::literal(value);
    if (text.isNull()) {
        text = value.isArray()    ? SpecValidator::tr("an array")
               : value.isObject() ? SpecValidator::tr("an object")
                                  : SpecValidator::tr("nothing");
    }
    return text;
}

qint64 compactSize(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact).size();
}

// Absolute URL with a host and one of the given schemes.
bool isAbsoluteUrl(const QString& text, bool httpsOnly)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || url.isRelative() || url.host().isEmpty())
        return false;
    const QString scheme = url.scheme().toLower();
    return scheme == "https"_L1 || (!httpsOnly && scheme == "http"_L1);
}

class SpecChecker : private validation::IssueList
{
public:
    explicit SpecChecker(Mode mode)
        : IssueList(kRuleIds, "SpecChecker")
        , m_mode(mode)
    {}

    QList<SpecIssue> run(const QJsonObject& spec);

private:
    void warnUnknownFields(const QJsonObject& object, const QString& path,
                           std::initializer_list<QLatin1StringView> known, const char* rule,
                           const QString& where);
    std::optional<qint64> integerIn(const QJsonValue& value, const QString& path,
                                    const char* typeRule, const char* rangeRule, qint64 min,
                                    qint64 max);
    void optionalString(const QJsonObject& object, const QString& parent, QLatin1StringView key,
                        const char* typeRule, const char* emptyRule);
    // A required non-empty string; returns it, or a null QString after reporting.
    QString requiredString(const QJsonObject& object, const QString& parent, QLatin1StringView key,
                           const char* rule, const QString& what);

    void checkIdentity(const QJsonObject& spec);
    void checkInput(const QJsonObject& spec);
    void checkPrompt(const QJsonValue& value);
    void checkMessages(const QJsonValue& value);
    void checkAttachment(const QJsonValue& value, const QString& path);
    void checkTools(const QJsonValue& value);
    void checkTool(const QJsonValue& value, const QString& path);
    void checkModelFacingName(const QJsonObject& tool, const QString& toolPath);
    void registerModelFacingName(const QString& name, const QString& path);
    void registerLabel(QHash<QString, QString>& labels, const QString& name, const QString& path);
    void checkHeaders(const QJsonObject& tool, const QString& toolPath);
    void checkUrlField(const QJsonObject& tool, const QString& toolPath, QLatin1StringView key,
                       const char* requiredRule, const char* invalidRule);
    void checkLocalTool(const QJsonObject& tool, const QString& path);
    void checkA2aTool(const QJsonObject& tool, const QString& path);
    void checkA2aLocalTool(const QJsonObject& tool, const QString& path);
    void checkMcpTool(const QJsonObject& tool, const QString& path);
    void checkMcpLocalTool(const QJsonObject& tool, const QString& path);
    void checkReasoningLevel(const QJsonValue& value);
    void checkBudgets(const QJsonValue& value);
    void checkOutputSchema(const QJsonValue& value);
    void checkLoopDetection(const QJsonValue& value);
    void checkToolBudgets(const QJsonValue& value);
    bool isKnownBudgetKey(const QString& key) const;
    void checkSupervisor(const QJsonValue& value);
    void checkReasoningTrigger(const QJsonValue& value, const QString& path);
    void checkPlan(const QJsonValue& value);
    void checkMetadata(const QJsonValue& value);

    const Mode m_mode;
    qint64 m_inlineBytes = 0;
    QString m_inlineOverflowPath;             // first attachment that pushed the total over
    QHash<QString, QString> m_modelNames;     // model-facing tool name -> first path
    QHash<QString, QString> m_mcpLocalLabels; // mcp_local label -> first path
    QHash<QString, QString> m_mcpNames;       // mcp prefix -> first path
    QHash<QString, QString> m_mantyxIds;      // mantyx tool id -> first path
};

void SpecChecker::warnUnknownFields(const QJsonObject& object, const QString& path,
                                    std::initializer_list<QLatin1StringView> known,
                                    const char* rule, const QString& where)
{
    for (const QString& key : validation::unknownKeys(object, known)) {
        warning(JsonPath::key(path, key), rule,
                SpecValidator::tr("\"%1\" is not a documented field of %2; the server may ignore "
                                  "it or pass it through unchanged.")
                    .arg(key, where));
    }
}

std::optional<qint64> SpecChecker::integerIn(const QJsonValue& value, const QString& path,
                                             const char* typeRule, const char* rangeRule,
                                             qint64 min, qint64 max)
{
    const QString message = SpecValidator::tr("%1 must be an integer from %2 to %3; got %4.")
                                .arg(path, num(min), num(max), describe(value));
    if (!isInteger(value)) {
        error(path, typeRule, message);
        return std::nullopt;
    }
    const double d = value.toDouble();
    if (d < static_cast<double>(min) || d > static_cast<double>(max)) {
        error(path, rangeRule, message);
        return std::nullopt;
    }
    return static_cast<qint64>(d);
}

void SpecChecker::optionalString(const QJsonObject& object, const QString& parent,
                                 QLatin1StringView key, const char* typeRule, const char* emptyRule)
{
    const auto it = object.constFind(key);
    if (it == object.constEnd())
        return;
    const QString path = JsonPath::key(parent, key);
    if (!it->isString()) {
        error(path, typeRule,
              SpecValidator::tr("%1 must be a string; got %2.").arg(path, describe(*it)));
    } else if (emptyRule && it->toString().isEmpty()) {
        error(path, emptyRule,
              SpecValidator::tr("%1 must not be empty when present (at least 1 character).")
                  .arg(path));
    }
}

QString SpecChecker::requiredString(const QJsonObject& object, const QString& parent,
                                    QLatin1StringView key, const char* rule, const QString& what)
{
    const QString path = JsonPath::key(parent, key);
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        error(path, rule, SpecValidator::tr("%1 is required: %2.").arg(path, what));
        return {};
    }
    if (!isNonEmptyString(value)) {
        error(path, rule,
              SpecValidator::tr("%1 must be a non-empty string (%2); got %3.")
                  .arg(path, what, describe(value)));
        return {};
    }
    return value.toString();
}

QList<SpecIssue> SpecChecker::run(const QJsonObject& spec)
{
    warnUnknownFields(spec, QString(),
                      {"modelId"_L1, "systemPrompt"_L1, "prompt"_L1, "messages"_L1, "tools"_L1,
                       "reasoningLevel"_L1, "budgets"_L1, "outputSchema"_L1, "loopDetection"_L1,
                       "toolBudgets"_L1, "supervisor"_L1, "plan"_L1, "metadata"_L1, "name"_L1,
                       "agentId"_L1},
                      "spec.unknownField", SpecValidator::tr("the spec"));
    checkIdentity(spec);
    checkInput(spec);
    if (spec.contains("tools"_L1))
        checkTools(spec.value("tools"_L1));
    if (spec.contains("reasoningLevel"_L1))
        checkReasoningLevel(spec.value("reasoningLevel"_L1));
    if (spec.contains("budgets"_L1))
        checkBudgets(spec.value("budgets"_L1));
    if (spec.contains("outputSchema"_L1))
        checkOutputSchema(spec.value("outputSchema"_L1));
    if (spec.contains("loopDetection"_L1))
        checkLoopDetection(spec.value("loopDetection"_L1));
    // After tools: budget keys are checked against the declared names.
    if (spec.contains("toolBudgets"_L1))
        checkToolBudgets(spec.value("toolBudgets"_L1));
    if (spec.contains("supervisor"_L1))
        checkSupervisor(spec.value("supervisor"_L1));
    if (spec.contains("plan"_L1))
        checkPlan(spec.value("plan"_L1));
    if (spec.contains("metadata"_L1))
        checkMetadata(spec.value("metadata"_L1));
    return takeIssues();
}

void SpecChecker::checkIdentity(const QJsonObject& spec)
{
    const bool hasAgent = spec.contains("agentId"_L1);
    const auto prompt = spec.constFind("systemPrompt"_L1);
    if (prompt == spec.constEnd()) {
        if (m_mode != Mode::SessionMessage && !hasAgent) {
            error(u"systemPrompt"_s, "systemPrompt.required",
                  SpecValidator::tr("systemPrompt is required unless agentId is set."));
        }
    } else if (!prompt->isString()) {
        error(u"systemPrompt"_s, "systemPrompt.type",
              SpecValidator::tr("systemPrompt must be a string; got %1.").arg(describe(*prompt)));
    }
    optionalString(spec, QString(), "modelId"_L1, "modelId.type", "modelId.empty");
    optionalString(spec, QString(), "name"_L1, "name.type", "name.empty");
    optionalString(spec, QString(), "agentId"_L1, "agentId.type", "agentId.empty");
}

void SpecChecker::checkInput(const QJsonObject& spec)
{
    const bool hasPrompt = spec.contains("prompt"_L1);
    const bool hasMessages = spec.contains("messages"_L1);
    if (m_mode == Mode::SessionCreate) {
        const QString message = SpecValidator::tr(
            "A session is created without input; send prompt or messages with each session "
            "message instead.");
        if (hasPrompt)
            error(u"prompt"_s, "input.forbidden", message);
        if (hasMessages)
            error(u"messages"_s, "input.forbidden", message);
    } else if (hasPrompt && hasMessages) {
        error(u"messages"_s, "input.exclusive",
              SpecValidator::tr("prompt and messages are mutually exclusive; send only one."));
    } else if (!hasPrompt && !hasMessages) {
        error(u"prompt"_s, "input.required",
              SpecValidator::tr("Either prompt or messages is required."));
    }
    if (hasPrompt)
        checkPrompt(spec.value("prompt"_L1));
    if (hasMessages)
        checkMessages(spec.value("messages"_L1));
}

void SpecChecker::checkPrompt(const QJsonValue& value)
{
    if (!value.isString()) {
        error(u"prompt"_s, "prompt.type",
              SpecValidator::tr("prompt must be a string; got %1.").arg(describe(value)));
    } else if (value.toString().isEmpty()) {
        error(u"prompt"_s, "prompt.empty",
              SpecValidator::tr("prompt must not be empty (at least 1 character)."));
    }
}

void SpecChecker::checkMessages(const QJsonValue& value)
{
    static const QLatin1StringView roles[] = {"user"_L1, "assistant"_L1, "system"_L1};
    const auto roleOf = [](const QJsonValue& message) -> QString {
        const QJsonValue role = message.toObject().value("role"_L1);
        if (!role.isString())
            return {};
        const QString text = role.toString();
        return std::find(std::begin(roles), std::end(roles), text) != std::end(roles) ? text
                                                                                      : QString();
    };

    const QString messagesPath = u"messages"_s;
    if (!value.isArray()) {
        error(messagesPath, "messages.type",
              SpecValidator::tr("messages must be an array; got %1.").arg(describe(value)));
        return;
    }
    const QJsonArray messages = value.toArray();
    if (messages.isEmpty()) {
        error(messagesPath, "messages.empty",
              SpecValidator::tr("messages must contain at least 1 message."));
        return;
    }

    // Roles first: attachment placement depends on which message is the last user turn.
    qsizetype lastUser = -1;
    qsizetype lastNonSystem = -1;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QString role = roleOf(messages.at(i));
        if (role == "system"_L1)
            continue;
        lastNonSystem = i; // an invalid role counts too: it is certainly not a system message
        if (role == "user"_L1)
            lastUser = i;
    }

    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QString path = JsonPath::index(messagesPath, i);
        const QJsonValue item = messages.at(i);
        if (!item.isObject()) {
            error(path, "message.object",
                  SpecValidator::tr("%1 must be an object {role, content, attachments?}; got %2.")
                      .arg(path, describe(item)));
            continue;
        }
        const QJsonObject message = item.toObject();
        warnUnknownFields(message, path, {"role"_L1, "content"_L1, "attachments"_L1},
                          "message.unknownField", SpecValidator::tr("a message"));

        const QString rolePath = JsonPath::key(path, "role"_L1);
        const QJsonValue role = message.value("role"_L1);
        if (role.isUndefined()) {
            error(rolePath, "message.role.required",
                  SpecValidator::tr("%1 is required: \"user\", \"assistant\" or \"system\".")
                      .arg(rolePath));
        } else if (roleOf(message).isEmpty()) {
            error(rolePath, "message.role.invalid",
                  SpecValidator::tr("%1 must be \"user\", \"assistant\" or \"system\"; got %2.")
                      .arg(rolePath, describe(role)));
        }

        const QString contentPath = JsonPath::key(path, "content"_L1);
        const QJsonValue content = message.value("content"_L1);
        if (content.isUndefined()) {
            error(contentPath, "message.content.required",
                  SpecValidator::tr("%1 is required (a string).").arg(contentPath));
        } else if (!content.isString()) {
            error(contentPath, "message.content.required",
                  SpecValidator::tr("%1 must be a string; got %2.")
                      .arg(contentPath, describe(content)));
        }

        if (!message.contains("attachments"_L1))
            continue;
        const QString attachmentsPath = JsonPath::key(path, "attachments"_L1);
        const QJsonValue attachmentsValue = message.value("attachments"_L1);
        if (!attachmentsValue.isArray()) {
            error(attachmentsPath, "attachments.type",
                  SpecValidator::tr("%1 must be an array; got %2.")
                      .arg(attachmentsPath, describe(attachmentsValue)));
            continue;
        }
        const QJsonArray attachments = attachmentsValue.toArray();
        if (!attachments.isEmpty() && i != lastUser) {
            error(attachmentsPath, "attachments.placement",
                  lastUser < 0
                      ? SpecValidator::tr("Attachments are only allowed on the last user message; "
                                          "messages has no user message.")
                      : SpecValidator::tr("Attachments are only allowed on the last user message "
                                          "(%1), not on %2.")
                            .arg(JsonPath::index(messagesPath, lastUser), path));
        }
        if (attachments.size() > SpecValidator::MaxAttachments) {
            error(attachmentsPath, "attachments.count",
                  SpecValidator::tr("%1 may hold at most %2 attachments; it has %3.")
                      .arg(attachmentsPath, num(SpecValidator::MaxAttachments),
                           num(attachments.size())));
        }
        for (qsizetype j = 0; j < attachments.size(); ++j)
            checkAttachment(attachments.at(j), JsonPath::index(attachmentsPath, j));
    }

    if (lastNonSystem < 0) {
        error(messagesPath, "messages.lastRole",
              SpecValidator::tr("The last non-system message must be a user message; messages "
                                "has only system messages."));
    } else {
        const QString role = roleOf(messages.at(lastNonSystem));
        // An invalid role was reported above; do not report the same message twice.
        if (!role.isEmpty() && role != "user"_L1) {
            const QString rolePath =
                JsonPath::key(JsonPath::index(messagesPath, lastNonSystem), "role"_L1);
            error(rolePath, "messages.lastRole",
                  SpecValidator::tr("The last non-system message must be a user message; %1 is "
                                    "\"%2\".")
                      .arg(rolePath, role));
        }
    }

    if (m_inlineBytes > SpecValidator::MaxInlineAttachmentBytes) {
        error(m_inlineOverflowPath, "attachments.inlineSize",
              SpecValidator::tr("Inline attachments may total at most %1 bytes (5 MB) per run; "
                                "they decode to %2 bytes.")
                  .arg(num(SpecValidator::MaxInlineAttachmentBytes), num(m_inlineBytes)));
    }
}

void SpecChecker::checkAttachment(const QJsonValue& value, const QString& path)
{
    if (!value.isObject()) {
        error(path, "attachment.object",
              SpecValidator::tr("%1 must be an object; got %2.").arg(path, describe(value)));
        return;
    }
    const QJsonObject attachment = value.toObject();
    const QString typePath = JsonPath::key(path, "type"_L1);
    const QJsonValue type = attachment.value("type"_L1);
    if (type.isUndefined()) {
        error(typePath, "attachment.type.required",
              SpecValidator::tr("%1 is required: \"input_file\" or \"input_file_url\".")
                  .arg(typePath));
        return;
    }

    const auto checkMimeType = [&](const char* rule) {
        const QString mimePath = JsonPath::key(path, "mimeType"_L1);
        const QJsonValue mime = attachment.value("mimeType"_L1);
        if (mime.isUndefined()) {
            error(mimePath, rule,
                  SpecValidator::tr("%1 is required: the file's MIME type.").arg(mimePath));
        } else if (!isNonEmptyString(mime)) {
            error(mimePath, rule,
                  SpecValidator::tr("%1 must be a non-empty MIME type string; got %2.")
                      .arg(mimePath, describe(mime)));
        } else if (!SpecValidator::isAllowedAttachmentMimeType(mime.toString())) {
            warning(mimePath, "attachment.mimeType.unlisted",
                    SpecValidator::tr("%1 %2 is not a known attachment type and may be rejected "
                                      "by the server.")
                        .arg(mimePath, quoted(mime.toString())));
        }
    };

    const QString typeName = type.toString();
    if (typeName == "input_file"_L1) {
        warnUnknownFields(attachment, path, {"type"_L1, "mimeType"_L1, "filename"_L1, "data"_L1},
                          "attachment.unknownField", SpecValidator::tr("an input_file attachment"));
        checkMimeType("attachment.mimeType.required");
        requiredString(attachment, path, "filename"_L1, "attachment.filename.required",
                       SpecValidator::tr("the file name"));
        const QString dataPath = JsonPath::key(path, "data"_L1);
        const QJsonValue data = attachment.value("data"_L1);
        if (!data.isString()) {
            error(dataPath, "attachment.data.required",
                  SpecValidator::tr("%1 must be the file's bytes as a base64 string; got %2.")
                      .arg(dataPath, describe(data)));
            return;
        }
        const QString text = data.toString();
        if (startsWithDataUrl(text)) {
            error(dataPath, "attachment.data.dataUrl",
                  SpecValidator::tr("%1 must be plain base64 without a \"data:\" URL prefix.")
                      .arg(dataPath));
            return;
        }
        const std::optional<qint64> size = SpecValidator::decodedBase64Size(text);
        if (!size) {
            error(dataPath, "attachment.data.base64",
                  SpecValidator::tr("%1 is not valid base64 (standard alphabet, padded to a "
                                    "multiple of 4 characters; %Ln character(s) given).",
                                    nullptr, int(text.size()))
                      .arg(dataPath));
            return;
        }
        m_inlineBytes += *size;
        if (m_inlineBytes > SpecValidator::MaxInlineAttachmentBytes &&
            m_inlineOverflowPath.isEmpty()) {
            m_inlineOverflowPath = dataPath;
        }
    } else if (typeName == "input_file_url"_L1) {
        warnUnknownFields(attachment, path, {"type"_L1, "url"_L1, "mimeType"_L1},
                          "attachment.unknownField",
                          SpecValidator::tr("an input_file_url attachment"));
        const QString url = requiredString(attachment, path, "url"_L1, "attachment.url.required",
                                           SpecValidator::tr("an https:// URL"));
        if (!url.isNull() && !isAbsoluteUrl(url, true)) {
            const QString urlPath = JsonPath::key(path, "url"_L1);
            error(urlPath, "attachment.url.https",
                  SpecValidator::tr("%1 must be an absolute https:// URL; got %2.")
                      .arg(urlPath, quoted(url)));
        }
        if (attachment.contains("mimeType"_L1))
            checkMimeType("attachment.mimeType.type");
    } else {
        error(typePath, "attachment.type.unknown",
              SpecValidator::tr("%1 must be \"input_file\" or \"input_file_url\"; got %2.")
                  .arg(typePath, describe(type)));
    }
}

void SpecChecker::checkTools(const QJsonValue& value)
{
    const QString toolsPath = u"tools"_s;
    if (!value.isArray()) {
        error(
            toolsPath, "tools.type",
            SpecValidator::tr("tools must be an array of tool refs; got %1.").arg(describe(value)));
        return;
    }
    const QJsonArray tools = value.toArray();
    for (qsizetype i = 0; i < tools.size(); ++i)
        checkTool(tools.at(i), JsonPath::index(toolsPath, i));
}

void SpecChecker::checkTool(const QJsonValue& value, const QString& path)
{
    if (!value.isObject()) {
        error(
            path, "tool.object",
            SpecValidator::tr("%1 must be a tool ref object; got %2.").arg(path, describe(value)));
        return;
    }
    const QJsonObject tool = value.toObject();
    const QString kindPath = JsonPath::key(path, "kind"_L1);
    const QJsonValue kindValue = tool.value("kind"_L1);
    const QString kinds =
        u"\"mantyx\", \"mantyx_plugin\", \"local\", \"a2a\", \"a2a_local\", \"mcp\", \"mcp_local\""_s;
    if (kindValue.isUndefined()) {
        error(kindPath, "tool.kind.required",
              SpecValidator::tr("%1 is required: one of %2.").arg(kindPath, kinds));
        return;
    }
    const QString kind = kindValue.toString();
    const QString where = SpecValidator::tr("a %1 tool ref").arg(kind);
    if (kind == "mantyx"_L1) {
        warnUnknownFields(tool, path, {"kind"_L1, "id"_L1}, "tool.unknownField", where);
        const QString id = requiredString(tool, path, "id"_L1, "tool.id.required",
                                          SpecValidator::tr("the workspace tool id"));
        if (!id.isNull()) {
            const QString idPath = JsonPath::key(path, "id"_L1);
            const auto first = m_mantyxIds.constFind(id);
            if (first != m_mantyxIds.constEnd()) {
                warning(idPath, "tool.id.duplicate",
                        SpecValidator::tr("Workspace tool %1 is already referenced by %2.")
                            .arg(quoted(id), *first));
            } else {
                m_mantyxIds.insert(id, idPath);
            }
        }
    } else if (kind == "mantyx_plugin"_L1) {
        warnUnknownFields(tool, path, {"kind"_L1, "name"_L1}, "tool.unknownField", where);
        const QString name = requiredString(tool, path, "name"_L1, "tool.name.required",
                                            SpecValidator::tr("the platform plugin tool name"));
        if (!name.isNull())
            registerModelFacingName(name, JsonPath::key(path, "name"_L1));
    } else if (kind == "local"_L1) {
        warnUnknownFields(tool, path,
                          {"kind"_L1, "name"_L1, "description"_L1, "parameters"_L1,
                           "outputSchema"_L1, "longRunning"_L1},
                          "tool.unknownField", where);
        checkLocalTool(tool, path);
    } else if (kind == "a2a"_L1) {
        warnUnknownFields(tool, path,
                          {"kind"_L1, "name"_L1, "agentCardUrl"_L1, "headers"_L1, "contextId"_L1,
                           "description"_L1},
                          "tool.unknownField", where);
        checkA2aTool(tool, path);
    } else if (kind == "a2a_local"_L1) {
        warnUnknownFields(tool, path, {"kind"_L1, "name"_L1, "description"_L1, "agentCard"_L1},
                          "tool.unknownField", where);
        checkA2aLocalTool(tool, path);
    } else if (kind == "mcp"_L1) {
        warnUnknownFields(tool, path,
                          {"kind"_L1, "name"_L1, "url"_L1, "headers"_L1, "toolFilter"_L1},
                          "tool.unknownField", where);
        checkMcpTool(tool, path);
    } else if (kind == "mcp_local"_L1) {
        warnUnknownFields(tool, path, {"kind"_L1, "name"_L1, "serverInfo"_L1, "tools"_L1},
                          "tool.unknownField", where);
        checkMcpLocalTool(tool, path);
    } else {
        error(kindPath, "tool.kind.unknown",
              SpecValidator::tr("%1 must be one of %2; got %3.")
                  .arg(kindPath, kinds, describe(kindValue)));
    }
}

void SpecChecker::checkModelFacingName(const QJsonObject& tool, const QString& toolPath)
{
    const QString path = JsonPath::key(toolPath, "name"_L1);
    const QJsonValue value = tool.value("name"_L1);
    if (!value.isString()) {
        error(path, "tool.name.required",
              value.isUndefined()
                  ? SpecValidator::tr("%1 is required: the model-facing tool name "
                                      "(^[a-zA-Z0-9_]{1,64}$).")
                        .arg(path)
                  : SpecValidator::tr("%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$; got %2.")
                        .arg(path, describe(value)));
        return;
    }
    const QString name = value.toString();
    if (!toolNamePattern().match(name).hasMatch()) {
        error(path, "tool.name.pattern",
              SpecValidator::tr("%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, "
                                "digits or underscores); got %3 (%Ln character(s)).",
                                nullptr, int(name.size()))
                  .arg(path, num(SpecValidator::MaxToolNameLength), quoted(name)));
    }
    registerModelFacingName(name, path);
}

void SpecChecker::registerModelFacingName(const QString& name, const QString& path)
{
    const auto first = m_modelNames.constFind(name);
    if (first == m_modelNames.constEnd()) {
        m_modelNames.insert(name, path);
        return;
    }
    error(path, "tool.name.duplicate",
          SpecValidator::tr("Tool name %1 is already used by %2; model-facing names must be unique "
                            "across all tools.")
              .arg(quoted(name), *first));
}

void SpecChecker::registerLabel(QHash<QString, QString>& labels, const QString& name,
                                const QString& path)
{
    const auto first = labels.constFind(name);
    if (first == labels.constEnd()) {
        labels.insert(name, path);
        return;
    }
    error(path, "tool.label.duplicate",
          SpecValidator::tr("Server name %1 is already used by %2; each MCP server needs its own "
                            "name.")
              .arg(quoted(name), *first));
}

void SpecChecker::checkHeaders(const QJsonObject& tool, const QString& toolPath)
{
    const auto it = tool.constFind("headers"_L1);
    if (it == tool.constEnd())
        return;
    const QString path = JsonPath::key(toolPath, "headers"_L1);
    if (!it->isObject()) {
        error(path, "tool.headers.type",
              SpecValidator::tr("%1 must be an object of header name to string value; got %2.")
                  .arg(path, describe(*it)));
        return;
    }
    const QJsonObject headers = it->toObject();
    for (auto h = headers.constBegin(); h != headers.constEnd(); ++h) {
        if (h->isString())
            continue;
        const QString headerPath = JsonPath::key(path, h.key());
        error(headerPath, "tool.headers.value",
              SpecValidator::tr("%1 must be a string header value; got %2.")
                  .arg(headerPath, describe(*h)));
    }
}

void SpecChecker::checkUrlField(const QJsonObject& tool, const QString& toolPath,
                                QLatin1StringView key, const char* requiredRule,
                                const char* invalidRule)
{
    const QString url = requiredString(tool, toolPath, key, requiredRule,
                                       SpecValidator::tr("an http:// or https:// URL"));
    if (url.isNull() || isAbsoluteUrl(url, false))
        return;
    const QString path = JsonPath::key(toolPath, key);
    error(path, invalidRule,
          SpecValidator::tr("%1 must be an absolute http:// or https:// URL; got %2.")
              .arg(path, quoted(url)));
}

void SpecChecker::checkLocalTool(const QJsonObject& tool, const QString& path)
{
    checkModelFacingName(tool, path);
    optionalString(tool, path, "description"_L1, "tool.description.type", nullptr);

    // Object schemas only; the server coerces other parameter schemas to {} and drops other
    // output schemas, so a schema that is an object but not an object *schema* only warns.
    const auto checkSchema = [&](QLatin1StringView key, const char* typeRule,
                                 const char* schemaRule, const QString& consequence) {
        const auto it = tool.constFind(key);
        if (it == tool.constEnd())
            return;
        const QString schemaPath = JsonPath::key(path, key);
        if (!it->isObject()) {
            error(schemaPath, typeRule,
                  SpecValidator::tr("%1 must be a JSON Schema object; got %2.")
                      .arg(schemaPath, describe(*it)));
            return;
        }
        const QJsonValue type = it->toObject().value("type"_L1);
        if (type.toString() != "object"_L1) {
            warning(schemaPath, schemaRule,
                    SpecValidator::tr("%1 should be an object schema (type \"object\"); its type "
                                      "is %2, so %3.")
                        .arg(schemaPath, describe(type), consequence));
        }
    };
    checkSchema("parameters"_L1, "tool.parameters.type", "tool.parameters.schema",
                SpecValidator::tr("the server replaces it with an empty object schema"));
    checkSchema("outputSchema"_L1, "tool.outputSchema.type", "tool.outputSchema.schema",
                SpecValidator::tr("the server drops it"));

    const auto longRunning = tool.constFind("longRunning"_L1);
    if (longRunning != tool.constEnd() && !longRunning->isBool()) {
        const QString longPath = JsonPath::key(path, "longRunning"_L1);
        error(longPath, "tool.longRunning.type",
              SpecValidator::tr("%1 must be true or false; got %2.")
                  .arg(longPath, describe(*longRunning)));
    }
}

void SpecChecker::checkA2aTool(const QJsonObject& tool, const QString& path)
{
    checkModelFacingName(tool, path);
    checkUrlField(tool, path, "agentCardUrl"_L1, "tool.agentCardUrl.required",
                  "tool.agentCardUrl.invalid");
    checkHeaders(tool, path);
    optionalString(tool, path, "contextId"_L1, "tool.contextId.type", nullptr);
    optionalString(tool, path, "description"_L1, "tool.description.type", nullptr);
}

void SpecChecker::checkA2aLocalTool(const QJsonObject& tool, const QString& path)
{
    checkModelFacingName(tool, path);
    optionalString(tool, path, "description"_L1, "tool.description.type", nullptr);
    const QString cardPath = JsonPath::key(path, "agentCard"_L1);
    const QJsonValue card = tool.value("agentCard"_L1);
    if (!card.isObject()) {
        error(cardPath, "tool.agentCard.required",
              card.isUndefined()
                  ? SpecValidator::tr("%1 is required: the resolved A2A Agent Card JSON object.")
                        .arg(cardPath)
                  : SpecValidator::tr("%1 must be the resolved A2A Agent Card JSON object; got "
                                      "%2.")
                        .arg(cardPath, describe(card)));
        return;
    }
    const QJsonObject agentCard = card.toObject();
    // A2A 0.3 cards carry a top-level `url`; 1.0 cards moved it into supportedInterfaces[]. The
    // app dispatches by AgentCardView::primaryUrl(), which reads either.
    if (AgentCardView(agentCard).primaryUrl().isEmpty()) {
        warning(cardPath, "tool.agentCard.url",
                SpecValidator::tr("%1 has neither a \"url\" (A2A 0.3) nor a "
                                  "\"supportedInterfaces[].url\" (A2A 1.0); local_tool_call "
                                  "events are dispatched to the peer by its card URL.")
                    .arg(cardPath));
    }
    const bool describedByRef = isNonEmptyString(tool.value("description"_L1));
    if (!describedByRef && (!isNonEmptyString(agentCard.value("name"_L1)) ||
                            !isNonEmptyString(agentCard.value("description"_L1)))) {
        warning(cardPath, "tool.agentCard.description",
                SpecValidator::tr("%1 lacks a \"name\" or \"description\" and the ref has no "
                                  "description; the model sees a poor tool description.")
                    .arg(cardPath));
    }
}

void SpecChecker::checkMcpTool(const QJsonObject& tool, const QString& path)
{
    // The name becomes the prefix of every remote tool name, so it follows the name pattern.
    const QString namePath = JsonPath::key(path, "name"_L1);
    const QJsonValue name = tool.value("name"_L1);
    if (!name.isString()) {
        error(namePath, "tool.name.required",
              SpecValidator::tr("%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$ (the tool name "
                                "prefix); got %2.")
                  .arg(namePath, describe(name)));
    } else {
        const QString prefix = name.toString();
        if (!toolNamePattern().match(prefix).hasMatch()) {
            error(namePath, "tool.name.pattern",
                  SpecValidator::tr("%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, "
                                    "digits or underscores); got %3 (%Ln character(s)).",
                                    nullptr, int(prefix.size()))
                      .arg(namePath, num(SpecValidator::MaxToolNameLength), quoted(prefix)));
        }
        registerLabel(m_mcpNames, prefix, namePath);
    }
    checkUrlField(tool, path, "url"_L1, "tool.url.required", "tool.url.invalid");
    checkHeaders(tool, path);
    const auto filter = tool.constFind("toolFilter"_L1);
    if (filter != tool.constEnd() && !filter->isArray() && !filter->isObject()) {
        const QString filterPath = JsonPath::key(path, "toolFilter"_L1);
        warning(filterPath, "tool.toolFilter.type",
                SpecValidator::tr("%1 is expected to be an array or an object; got %2.")
                    .arg(filterPath, describe(*filter)));
    }
}

void SpecChecker::checkMcpLocalTool(const QJsonObject& tool, const QString& path)
{
    const QString label = requiredString(tool, path, "name"_L1, "tool.name.required",
                                         SpecValidator::tr("the SDK-side MCP server label"));
    if (!label.isNull())
        registerLabel(m_mcpLocalLabels, label, JsonPath::key(path, "name"_L1));

    const auto serverInfo = tool.constFind("serverInfo"_L1);
    if (serverInfo != tool.constEnd() && !serverInfo->isObject()) {
        const QString infoPath = JsonPath::key(path, "serverInfo"_L1);
        error(infoPath, "tool.serverInfo.type",
              SpecValidator::tr("%1 must be the MCP Implementation object; got %2.")
                  .arg(infoPath, describe(*serverInfo)));
    }

    const QString toolsPath = JsonPath::key(path, "tools"_L1);
    const QJsonValue toolsValue = tool.value("tools"_L1);
    if (!toolsValue.isArray()) {
        error(toolsPath, "tool.tools.required",
              SpecValidator::tr("%1 must be the MCP tools/list array; got %2.")
                  .arg(toolsPath, describe(toolsValue)));
        return;
    }
    const QJsonArray catalog = toolsValue.toArray();
    if (catalog.isEmpty()) {
        warning(toolsPath, "tool.tools.empty",
                SpecValidator::tr("%1 is empty: this MCP server exposes no tools.").arg(toolsPath));
    }
    for (qsizetype j = 0; j < catalog.size(); ++j) {
        const QString entryPath = JsonPath::index(toolsPath, j);
        const QJsonValue entry = catalog.at(j);
        if (!entry.isObject()) {
            error(entryPath, "mcpTool.object",
                  SpecValidator::tr("%1 must be an MCP Tool object; got %2.")
                      .arg(entryPath, describe(entry)));
            continue;
        }
        const QJsonObject mcpTool = entry.toObject();
        checkModelFacingName(mcpTool, entryPath);
        const auto schema = mcpTool.constFind("inputSchema"_L1);
        if (schema != mcpTool.constEnd() && !schema->isObject()) {
            const QString schemaPath = JsonPath::key(entryPath, "inputSchema"_L1);
            warning(schemaPath, "mcpTool.inputSchema.type",
                    SpecValidator::tr("%1 should be a JSON Schema object; got %2.")
                        .arg(schemaPath, describe(*schema)));
        }
    }
}

void SpecChecker::checkReasoningLevel(const QJsonValue& value)
{
    const QString path = u"reasoningLevel"_s;
    if (value.isString()) {
        const QString level = value.toString();
        if (level != "off"_L1 && level != "low"_L1 && level != "medium"_L1 && level != "high"_L1) {
            error(path, "reasoningLevel.invalid",
                  SpecValidator::tr("reasoningLevel must be \"off\", \"low\", \"medium\", \"high\" "
                                    "or an integer from 0 to 100; got %1.")
                      .arg(quoted(level)));
        }
        return;
    }
    if (!value.isDouble()) {
        error(path, "reasoningLevel.type",
              SpecValidator::tr("reasoningLevel must be a string level or an integer from 0 to "
                                "100; got %1.")
                  .arg(describe(value)));
        return;
    }
    if (!isInteger(value)) {
        error(path, "reasoningLevel.integer",
              SpecValidator::tr("reasoningLevel must be a whole number from 0 to 100; got %1.")
                  .arg(describe(value)));
        return;
    }
    const double d = value.toDouble();
    if (d < 0 || d > 100) {
        error(path, "reasoningLevel.range",
              SpecValidator::tr("reasoningLevel must be from 0 to 100; got %1.")
                  .arg(describe(value)));
    }
}

void SpecChecker::checkBudgets(const QJsonValue& value)
{
    const QString path = u"budgets"_s;
    if (!value.isObject()) {
        error(path, "budgets.type",
              SpecValidator::tr("budgets must be an object; got %1.").arg(describe(value)));
        return;
    }
    const QJsonObject budgets = value.toObject();
    warnUnknownFields(budgets, path, {"maxToolTurns"_L1, "maxToolTurnsExceeded"_L1},
                      "budgets.unknownField", u"budgets"_s);
    const auto turns = budgets.constFind("maxToolTurns"_L1);
    if (turns != budgets.constEnd()) {
        const QString turnsPath = JsonPath::key(path, "maxToolTurns"_L1);
        const QString message = SpecValidator::tr("%1 must be an integer of at least 1; got %2.")
                                    .arg(turnsPath, describe(*turns));
        if (!isInteger(*turns)) {
            error(turnsPath, "budgets.maxToolTurns.type", message);
        } else if (turns->toDouble() < 1) {
            error(turnsPath, "budgets.maxToolTurns.range", message);
        } else if (turns->toDouble() > static_cast<double>(SpecValidator::PracticalMaxToolTurns)) {
            warning(
                turnsPath, "budgets.maxToolTurns.high",
                SpecValidator::tr("%1 is %2, above the practical maximum of %3.")
                    .arg(turnsPath, describe(*turns), num(SpecValidator::PracticalMaxToolTurns)));
        }
    }
    optionalString(budgets, path, "maxToolTurnsExceeded"_L1, "budgets.maxToolTurnsExceeded.type",
                   nullptr);
}

void SpecChecker::checkOutputSchema(const QJsonValue& value)
{
    const QString path = u"outputSchema"_s;
    if (!value.isObject()) {
        error(path, "outputSchema.type",
              SpecValidator::tr("outputSchema must be an object {name?, schema}; got %1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject outputSchema = value.toObject();
    warnUnknownFields(outputSchema, path, {"name"_L1, "schema"_L1}, "outputSchema.unknownField",
                      u"outputSchema"_s);

    const auto name = outputSchema.constFind("name"_L1);
    if (name != outputSchema.constEnd()) {
        const QString namePath = JsonPath::key(path, "name"_L1);
        if (!name->isString()) {
            error(namePath, "outputSchema.name.type",
                  SpecValidator::tr("%1 must be a string matching ^[a-zA-Z0-9_-]{1,64}$; got %2.")
                      .arg(namePath, describe(*name)));
        } else if (!outputSchemaNamePattern().match(name->toString()).hasMatch()) {
            error(namePath, "outputSchema.name.pattern",
                  SpecValidator::tr("%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, "
                                    "\"_\" or \"-\"); got %2 (%Ln character(s)).",
                                    nullptr, int(name->toString().size()))
                      .arg(namePath, quoted(name->toString())));
        }
    }

    const QString schemaPath = JsonPath::key(path, "schema"_L1);
    const QJsonValue schema = outputSchema.value("schema"_L1);
    if (schema.isUndefined()) {
        error(schemaPath, "outputSchema.schema.required",
              SpecValidator::tr("%1 is required: the JSON Schema of the reply (an object).")
                  .arg(schemaPath));
    } else if (!schema.isObject()) {
        error(schemaPath, "outputSchema.schema.type",
              SpecValidator::tr("%1 must be a JSON object (not null, an array or a scalar); got "
                                "%2.")
                  .arg(schemaPath, describe(schema)));
    }

    // The documented limit is on the serialized outputSchema as a whole (name included).
    const qint64 size = compactSize(outputSchema);
    if (size > SpecValidator::MaxOutputSchemaBytes) {
        error(path, "outputSchema.size",
              SpecValidator::tr("outputSchema may be at most %1 bytes (32 KB) as compact JSON; it "
                                "is %2 bytes.")
                  .arg(num(SpecValidator::MaxOutputSchemaBytes), num(size)));
    }
}

void SpecChecker::checkLoopDetection(const QJsonValue& value)
{
    const QString path = u"loopDetection"_s;
    if (value.isBool() && !value.toBool())
        return;
    if (!value.isObject()) {
        error(path, "loopDetection.type",
              SpecValidator::tr("loopDetection must be false or an object; got %1 (omit the "
                                "field for the defaults).")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject loop = value.toObject();
    warnUnknownFields(loop, path, {"consecutiveThreshold"_L1, "hardCutoffThreshold"_L1},
                      "loopDetection.unknownField", u"loopDetection"_s);

    const QString consecutivePath = JsonPath::key(path, "consecutiveThreshold"_L1);
    const QString hardPath = JsonPath::key(path, "hardCutoffThreshold"_L1);
    const bool hasConsecutive = loop.contains("consecutiveThreshold"_L1);
    const bool hasHard = loop.contains("hardCutoffThreshold"_L1);
    std::optional<qint64> consecutive = LoopDetection::DefaultConsecutiveThreshold;
    std::optional<qint64> hard = LoopDetection::DefaultHardCutoffThreshold;
    if (hasConsecutive) {
        consecutive = integerIn(loop.value("consecutiveThreshold"_L1), consecutivePath,
                                "loopDetection.consecutiveThreshold.type",
                                "loopDetection.consecutiveThreshold.range", 2,
                                SpecValidator::MaxLoopThreshold);
    }
    if (hasHard) {
        hard = integerIn(loop.value("hardCutoffThreshold"_L1), hardPath,
                         "loopDetection.hardCutoffThreshold.type",
                         "loopDetection.hardCutoffThreshold.range", 3,
                         SpecValidator::MaxLoopThreshold);
    }
    if (!consecutive || !hard || *hard > *consecutive)
        return;
    const QString defaultMark = SpecValidator::tr("%1 (default)");
    const QString hardText = hasHard ? num(*hard) : defaultMark.arg(num(*hard));
    const QString consecutiveText =
        hasConsecutive ? num(*consecutive) : defaultMark.arg(num(*consecutive));
    error(hasHard ? hardPath : consecutivePath, "loopDetection.order",
          SpecValidator::tr("hardCutoffThreshold %1 must be strictly greater than "
                            "consecutiveThreshold %2.")
              .arg(hardText, consecutiveText));
}

bool SpecChecker::isKnownBudgetKey(const QString& key) const
{
    if (m_modelNames.contains(key))
        return true;
    // Budget keys naming the server's default-budgeted tools are fine even when this spec does
    // not declare them.
    if (ToolBudget::serverDefaultTools().contains(key))
        return true;
    const QLatin1StringView searchPrefix = ToolBudget::serverDefaultToolPrefix();
    if (key.startsWith(searchPrefix) && key.size() > searchPrefix.size())
        return true;
    // Remote MCP tools are named "<ref name>_<tool>"; their names are only known server-side.
    for (auto it = m_mcpNames.constBegin(); it != m_mcpNames.constEnd(); ++it) {
        if (key.size() > it.key().size() + 1 && key.startsWith(it.key()) &&
            key.at(it.key().size()) == u'_') {
            return true;
        }
    }
    return false;
}

void SpecChecker::checkToolBudgets(const QJsonValue& value)
{
    const QString path = u"toolBudgets"_s;
    if (!value.isObject()) {
        error(path, "toolBudgets.type",
              SpecValidator::tr("toolBudgets must be an object of tool name to {maxCalls}; got "
                                "%1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject budgets = value.toObject();
    if (budgets.size() > SpecValidator::MaxToolBudgets) {
        error(path, "toolBudgets.count",
              SpecValidator::tr("toolBudgets may have at most %1 entries; it has %2.")
                  .arg(num(SpecValidator::MaxToolBudgets), num(budgets.size())));
    }
    for (auto it = budgets.constBegin(); it != budgets.constEnd(); ++it) {
        const QString key = it.key();
        const QString entryPath = JsonPath::key(path, key);
        if (key.isEmpty() || key.size() > SpecValidator::MaxToolBudgetKeyLength) {
            error(entryPath, "toolBudgets.key.length",
                  SpecValidator::tr("Tool budget keys must be 1 to %1 characters long; %2 has %3.")
                      .arg(num(SpecValidator::MaxToolBudgetKeyLength), entryPath, num(key.size())));
        } else if (!isKnownBudgetKey(key)) {
            warning(entryPath, "toolBudgets.key.unknownTool",
                    SpecValidator::tr("%1 names no tool declared in this spec and no tool with a "
                                      "default budget; the budget may never apply.")
                        .arg(quoted(key)));
        }
        if (!it->isObject()) {
            error(entryPath, "toolBudgets.entry.type",
                  SpecValidator::tr("%1 must be an object {maxCalls}; got %2.")
                      .arg(entryPath, describe(*it)));
            continue;
        }
        const QJsonObject entry = it->toObject();
        warnUnknownFields(entry, entryPath, {"maxCalls"_L1}, "toolBudgets.unknownField",
                          SpecValidator::tr("a tool budget"));
        const QString callsPath = JsonPath::key(entryPath, "maxCalls"_L1);
        const QJsonValue calls = entry.value("maxCalls"_L1);
        if (calls.isUndefined()) {
            error(callsPath, "toolBudgets.maxCalls.required",
                  SpecValidator::tr("%1 is required: an integer from 0 to %2.")
                      .arg(callsPath, num(SpecValidator::MaxToolBudgetCalls)));
            continue;
        }
        integerIn(calls, callsPath, "toolBudgets.maxCalls.type", "toolBudgets.maxCalls.range", 0,
                  SpecValidator::MaxToolBudgetCalls);
    }
}

void SpecChecker::checkSupervisor(const QJsonValue& value)
{
    const QString path = u"supervisor"_s;
    if (value.isBool())
        return;
    if (!value.isObject()) {
        error(path, "supervisor.type",
              SpecValidator::tr("supervisor must be true, false or an object; got %1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject supervisor = value.toObject();
    warnUnknownFields(supervisor, path, {"interval"_L1, "modelId"_L1, "reasoningTrigger"_L1},
                      "supervisor.unknownField", u"supervisor"_s);
    if (supervisor.contains("interval"_L1)) {
        integerIn(supervisor.value("interval"_L1), JsonPath::key(path, "interval"_L1),
                  "supervisor.interval.type", "supervisor.interval.range", 1,
                  SpecValidator::MaxSupervisorInterval);
    }
    optionalString(supervisor, path, "modelId"_L1, "supervisor.modelId.type",
                   "supervisor.modelId.empty");
    if (supervisor.contains("reasoningTrigger"_L1)) {
        checkReasoningTrigger(supervisor.value("reasoningTrigger"_L1),
                              JsonPath::key(path, "reasoningTrigger"_L1));
    }
}

void SpecChecker::checkReasoningTrigger(const QJsonValue& value, const QString& path)
{
    if (value.isBool() && !value.toBool())
        return;
    if (!value.isObject()) {
        error(path, "supervisor.reasoningTrigger.type",
              SpecValidator::tr("%1 must be false or an object {chars?, ms?}; got %2.")
                  .arg(path, describe(value)));
        return;
    }
    const QJsonObject trigger = value.toObject();
    warnUnknownFields(trigger, path, {"chars"_L1, "ms"_L1}, "supervisor.unknownField", path);
    if (trigger.contains("chars"_L1)) {
        integerIn(trigger.value("chars"_L1), JsonPath::key(path, "chars"_L1),
                  "supervisor.reasoningTrigger.chars.type",
                  "supervisor.reasoningTrigger.chars.range", 1,
                  SpecValidator::MaxReasoningTriggerChars);
    }
    if (trigger.contains("ms"_L1)) {
        integerIn(trigger.value("ms"_L1), JsonPath::key(path, "ms"_L1),
                  "supervisor.reasoningTrigger.ms.type", "supervisor.reasoningTrigger.ms.range", 1,
                  SpecValidator::MaxReasoningTriggerMs);
    }
}

void SpecChecker::checkPlan(const QJsonValue& value)
{
    const QString path = u"plan"_s;
    if (value.isBool())
        return;
    if (!value.isObject()) {
        error(path, "plan.type",
              SpecValidator::tr("plan must be true, false or an object {steps?, brief?, "
                                "planOnly?}; got %1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject plan = value.toObject();
    warnUnknownFields(plan, path, {"steps"_L1, "brief"_L1, "planOnly"_L1}, "plan.unknownField",
                      u"plan"_s);

    const auto stepsIt = plan.constFind("steps"_L1);
    if (stepsIt != plan.constEnd()) {
        const QString stepsPath = JsonPath::key(path, "steps"_L1);
        if (!stepsIt->isArray()) {
            error(stepsPath, "plan.steps.type",
                  SpecValidator::tr("%1 must be an array of step titles; got %2.")
                      .arg(stepsPath, describe(*stepsIt)));
        } else {
            const QJsonArray steps = stepsIt->toArray();
            if (steps.size() > SpecValidator::PlanStepsWarningCount) {
                warning(stepsPath, "plan.steps.count",
                        SpecValidator::tr("%1 has %2 steps; the server clamps long plans (more "
                                          "than %3 steps are likely cut).")
                            .arg(stepsPath, num(steps.size()),
                                 num(SpecValidator::PlanStepsWarningCount)));
            }
            for (qsizetype i = 0; i < steps.size(); ++i) {
                const QString stepPath = JsonPath::index(stepsPath, i);
                const QJsonValue step = steps.at(i);
                if (!step.isString()) {
                    error(stepPath, "plan.step.type",
                          SpecValidator::tr("%1 must be a step title string; got %2.")
                              .arg(stepPath, describe(step)));
                } else if (step.toString().trimmed().isEmpty()) {
                    error(stepPath, "plan.step.empty",
                          SpecValidator::tr("%1 must not be empty or blank (at least 1 "
                                            "character).")
                              .arg(stepPath));
                } else if (step.toString().size() > SpecValidator::PlanTextWarningLength) {
                    warning(stepPath, "plan.step.length",
                            SpecValidator::tr("%1 is %2 characters long; the server clamps step "
                                              "titles (more than %3 characters are likely cut).")
                                .arg(stepPath, num(step.toString().size()),
                                     num(SpecValidator::PlanTextWarningLength)));
                }
            }
        }
    }

    const auto brief = plan.constFind("brief"_L1);
    if (brief != plan.constEnd()) {
        const QString briefPath = JsonPath::key(path, "brief"_L1);
        if (!brief->isString()) {
            error(
                briefPath, "plan.brief.type",
                SpecValidator::tr("%1 must be a string; got %2.").arg(briefPath, describe(*brief)));
        } else if (brief->toString().size() > SpecValidator::PlanTextWarningLength) {
            warning(briefPath, "plan.brief.length",
                    SpecValidator::tr("%1 is %2 characters long; the server clamps the brief "
                                      "(more than %3 characters are likely cut).")
                        .arg(briefPath, num(brief->toString().size()),
                             num(SpecValidator::PlanTextWarningLength)));
        }
    }

    const auto planOnly = plan.constFind("planOnly"_L1);
    if (planOnly != plan.constEnd() && !planOnly->isBool()) {
        const QString planOnlyPath = JsonPath::key(path, "planOnly"_L1);
        error(planOnlyPath, "plan.planOnly.type",
              SpecValidator::tr("%1 must be true or false; got %2.")
                  .arg(planOnlyPath, describe(*planOnly)));
    }
}

void SpecChecker::checkMetadata(const QJsonValue& value)
{
    const QString path = u"metadata"_s;
    if (!value.isObject()) {
        error(path, "metadata.type",
              SpecValidator::tr("metadata must be a flat object of string values; got %1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonObject metadata = value.toObject();
    if (metadata.size() > SpecValidator::MaxMetadataEntries) {
        error(path, "metadata.count",
              SpecValidator::tr("metadata may have at most %1 entries; it has %2.")
                  .arg(num(SpecValidator::MaxMetadataEntries), num(metadata.size())));
    }
    for (auto it = metadata.constBegin(); it != metadata.constEnd(); ++it) {
        const QString entryPath = JsonPath::key(path, it.key());
        if (!metadataKeyPattern().match(it.key()).hasMatch()) {
            error(entryPath, "metadata.key.pattern",
                  SpecValidator::tr("Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 "
                                    "letters, digits, \".\", \"_\" or \"-\"); it has %Ln "
                                    "character(s).",
                                    nullptr, int(it.key().size()))
                      .arg(quoted(it.key())));
        }
        if (!it->isString()) {
            error(entryPath, "metadata.value.type",
                  SpecValidator::tr("%1 must be a string; got %2.").arg(entryPath, describe(*it)));
        } else if (it->toString().size() > SpecValidator::MaxMetadataValueLength) {
            error(entryPath, "metadata.value.length",
                  SpecValidator::tr("%1 may be at most %2 characters long; it has %3.")
                      .arg(entryPath, num(SpecValidator::MaxMetadataValueLength),
                           num(it->toString().size())));
        }
    }
    const qint64 size = compactSize(metadata);
    if (size > SpecValidator::MaxMetadataBytes) {
        error(path, "metadata.size",
              SpecValidator::tr("metadata may be at most %1 bytes (4 KB) as compact JSON; it is "
                                "%2 bytes.")
                  .arg(num(SpecValidator::MaxMetadataBytes), num(size)));
    }
}

} // namespace

bool hasErrors(const QList<SpecIssue>& issues)
{
    return std::any_of(issues.cbegin(), issues.cend(),
                       [](const SpecIssue& issue) { return issue.severity == Severity::Error; });
}

QDebug operator<<(QDebug debug, const SpecIssue& issue)
{
    const QDebugStateSaver saver(debug);
    debug.nospace() << (issue.severity == Severity::Error ? "error " : "warning ") << issue.rule
                    << " at " << issue.path << ": " << issue.message;
    return debug;
}

QList<SpecIssue> SpecValidator::validate(const QJsonObject& spec, Mode mode)
{
    return SpecChecker(mode).run(spec);
}

QList<SpecIssue> SpecValidator::validate(const QJsonDocument& document, Mode mode)
{
    if (!document.isObject()) {
        const QString got = document.isArray()  ? tr("an array")
                            : document.isNull() ? tr("an empty document")
                                                : tr("a scalar");
        return {SpecIssue{Severity::Error, QString(),
                          tr("The spec must be a JSON object; got %1.").arg(got), u"spec.type"_s}};
    }
    return validate(document.object(), mode);
}

QList<SpecIssue> SpecValidator::validateJson(const QByteArray& json, Mode mode)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return {SpecIssue{Severity::Error, QString(),
                          tr("The spec is not valid JSON: %1 at byte offset %2.")
                              .arg(parseError.errorString(), num(parseError.offset)),
                          u"spec.json"_s}};
    }
    return validate(document, mode);
}

QStringList SpecValidator::ruleIds()
{
    return validation::ruleIdList(kRuleIds);
}

QStringList SpecValidator::allowedAttachmentMimeTypes()
{
    // Types every provider behind MANTYX takes as native file parts: images, PDF and text
    // formats. Keep lower case.
    return {
        u"image/png"_s,       u"image/jpeg"_s, u"image/gif"_s,        u"image/webp"_s,
        u"application/pdf"_s, u"text/plain"_s, u"text/markdown"_s,    u"text/csv"_s,
        u"text/html"_s,       u"text/xml"_s,   u"application/json"_s, u"application/xml"_s,
    };
}

bool SpecValidator::isAllowedAttachmentMimeType(QStringView mimeType)
{
    static const QStringList allowed = allowedAttachmentMimeTypes();
    const qsizetype semicolon = mimeType.indexOf(u';');
    const QStringView essence = (semicolon < 0 ? mimeType : mimeType.first(semicolon)).trimmed();
    return std::any_of(allowed.cbegin(), allowed.cend(), [essence](const QString& type) {
        return essence.compare(type, Qt::CaseInsensitive) == 0;
    });
}

std::optional<qint64> SpecValidator::decodedBase64Size(QStringView data)
{
    const qsizetype n = data.size();
    if (n % 4 != 0)
        return std::nullopt;
    qsizetype padding = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = data[i].unicode();
        if (c == u'=') {
            if (i < n - 2)
                return std::nullopt;
            ++padding;
            continue;
        }
        const bool inAlphabet = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') ||
                                (c >= u'0' && c <= u'9') || c == u'+' || c == u'/';
        if (!inAlphabet || padding > 0)
            return std::nullopt;
    }
    return static_cast<qint64>(n / 4 * 3 - padding);
}

} // namespace mantyx
