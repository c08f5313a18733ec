// SPDX-License-Identifier: MIT
#include "protocol/toolresultvalidator.h"

#include <initializer_list>
#include <optional>

#include <QJsonArray>
#include <QJsonParseError>
#include <QJsonValue>
#include <QLatin1StringView>

#include "protocol/jsonpath.h"
#include "protocol/specvalidator.h"
#include "protocol/validationtext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// Keep in sync with the checks below (debug builds assert it; the test checks coverage).
constexpr const char* kRuleIds[] = {
    "toolResult.json",
    "toolResult.type",
    "toolResult.unknownField",
    "toolResult.toolUseId.required",
    "toolResult.outcome.required",
    "toolResult.outcome.exclusive",
    "toolResult.result.type",
    "toolResult.result.size",
    "toolResult.error.type",
    "toolResult.error.size",
    "toolResult.files.ignored",
    "toolResult.files.type",
    "toolResult.files.count",
    "toolResult.files.size",
    "toolResult.file.object",
    "toolResult.file.unknownField",
    "toolResult.file.filename.required",
    "toolResult.file.mimeType.required",
    "toolResult.file.mimeType.unlisted",
    "toolResult.file.data.required",
    "toolResult.file.data.dataUrl",
    "toolResult.file.data.base64",
};

using validation::num;
using validation::quoted;

QString describe(const QJsonValue& value)
{
    QString text = validation::literal(value);
    if (text.isNull()) {
        text = value.isArray()    ? ToolResultValidator::tr("an array")
               : value.isObject() ? ToolResultValidator::tr("an object")
                                  : ToolResultValidator::tr("nothing");
    }
    return text;
}

// What QString::toUtf8().size() would say, without the copy (results may be megabytes).
qint64 utf8Length(QStringView text)
{
    qint64 bytes = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text[i].unicode();
        if (c < 0x80) {
            bytes += 1;
        } else if (c < 0x800) {
            bytes += 2;
        } else if (QChar::isHighSurrogate(c) && i + 1 < n &&
                   QChar::isLowSurrogate(text[i + 1].unicode())) {
            bytes += 4;
            ++i;
        } else {
            bytes += 3; // BMP character, or a lone surrogate encoded as U+FFFD
        }
    }
    return bytes;
}

class ToolResultChecker : private validation::IssueList
{
public:
    ToolResultChecker()
        : IssueList(kRuleIds, "ToolResultChecker")
    {}

    QList<SpecIssue> run(const QJsonObject& body);

private:
    void warnUnknownFields(const QJsonObject& object, const QString& path,
                           std::initializer_list<QLatin1StringView> known, const char* rule);
    void checkText(const QJsonObject& body, QLatin1StringView key, const char* typeRule,
                   const char* sizeRule, qint64 maxBytes, const QString& limitText);
    void checkFiles(const QJsonValue& value);
    void checkFile(const QJsonValue& value, const QString& path);

    qint64 m_fileBytes = 0;
    QString m_fileOverflowPath;
};

void ToolResultChecker::warnUnknownFields(const QJsonObject& object, const QString& path,
                                          std::initializer_list<QLatin1StringView> known,
                                          const char* rule)
{
    for (const QString& key : validation::unknownKeys(object, known)) {
        warning(JsonPath::key(path, key), rule,
                ToolResultValidator::tr("\"%1\" is not a documented tool-result field; the "
                                        "server may ignore it.")
                    .arg(key));
    }
}

QList<SpecIssue> ToolResultChecker::run(const QJsonObject& body)
{
    warnUnknownFields(body, QString(), {"toolUseId"_L1, "result"_L1, "error"_L1, "files"_L1},
                      "toolResult.unknownField");

    const QString idPath = u"toolUseId"_s;
    const QJsonValue id = body.value("toolUseId"_L1);
    if (id.isUndefined()) {
        error(idPath, "toolResult.toolUseId.required",
              ToolResultValidator::tr("toolUseId is required: the id from the local_tool_call "
                                      "event."));
    } else if (!validation::isNonEmptyString(id)) {
        error(idPath, "toolResult.toolUseId.required",
              ToolResultValidator::tr("toolUseId must be a non-empty string; got %1.")
                  .arg(describe(id)));
    }

    const bool hasResult = body.contains("result"_L1);
    const bool hasError = body.contains("error"_L1);
    if (hasResult && hasError) {
        error(u"error"_s, "toolResult.outcome.exclusive",
              ToolResultValidator::tr("result and error are mutually exclusive; send exactly one "
                                      "of them."));
    } else if (!hasResult && !hasError) {
        error(u"result"_s, "toolResult.outcome.required",
              ToolResultValidator::tr("Exactly one of result or error is required."));
    }
    checkText(body, "result"_L1, "toolResult.result.type", "toolResult.result.size",
              ToolResultValidator::MaxResultBytes, ToolResultValidator::tr("2 MB"));
    checkText(body, "error"_L1, "toolResult.error.type", "toolResult.error.size",
              ToolResultValidator::MaxErrorBytes, ToolResultValidator::tr("8 KB"));

    if (body.contains("files"_L1)) {
        if (hasError && !hasResult) {
            warning(u"files"_s, "toolResult.files.ignored",
                    ToolResultValidator::tr("files are only honored alongside result; with error "
                                            "they are ignored."));
        }
        checkFiles(body.value("files"_L1));
    }
    return takeIssues();
}

void ToolResultChecker::checkText(const QJsonObject& body, QLatin1StringView key,
                                  const char* typeRule, const char* sizeRule, qint64 maxBytes,
                                  const QString& limitText)
{
    const auto it = body.constFind(key);
    if (it == body.constEnd())
        return;
    const QString path = key;
    if (!it->isString()) {
        error(path, typeRule,
              ToolResultValidator::tr("%1 must be a string; got %2.").arg(path, describe(*it)));
        return;
    }
    const qint64 bytes = utf8Length(it->toString());
    if (bytes > maxBytes) {
        error(path, sizeRule,
              ToolResultValidator::tr("%1 may be at most %2 bytes (%3) as UTF-8; it is %4 bytes.")
                  .arg(path, num(maxBytes), limitText, num(bytes)));
    }
}

void ToolResultChecker::checkFiles(const QJsonValue& value)
{
    const QString path = u"files"_s;
    if (!value.isArray()) {
        error(path, "toolResult.files.type",
              ToolResultValidator::tr("files must be an array of {filename, mimeType, data}; got "
                                      "%1.")
                  .arg(describe(value)));
        return;
    }
    const QJsonArray files = value.toArray();
    if (files.size() > ToolResultValidator::MaxFiles) {
        error(path, "toolResult.files.count",
              ToolResultValidator::tr("files may hold at most %1 files; it has %2.")
                  .arg(num(ToolResultValidator::MaxFiles), num(files.size())));
    }
    for (qsizetype i = 0; i < files.size(); ++i)
        checkFile(files.at(i), JsonPath::index(path, i));
    if (m_fileBytes > ToolResultValidator::MaxFileBytes) {
        error(m_fileOverflowPath, "toolResult.files.size",
              ToolResultValidator::tr("files may total at most %1 decoded bytes (5 MB); they "
                                      "decode to %2 bytes.")
                  .arg(num(ToolResultValidator::MaxFileBytes), num(m_fileBytes)));
    }
}

void ToolResultChecker::checkFile(const QJsonValue& value, const QString& path)
{
    if (!value.isObject()) {
        error(path, "toolResult.file.object",
              ToolResultValidator::tr("%1 must be an object {filename, mimeType, data}; got %2.")
                  .arg(path, describe(value)));
        return;
    }
    const QJsonObject file = value.toObject();
    warnUnknownFields(file, path, {"filename"_L1, "mimeType"_L1, "data"_L1},
                      "toolResult.file.unknownField");

    const QString namePath = JsonPath::key(path, "filename"_L1);
    const QJsonValue name = file.value("filename"_L1);
    if (!validation::isNonEmptyString(name)) {
        error(namePath, "toolResult.file.filename.required",
              ToolResultValidator::tr("%1 must be a non-empty file name; got %2.")
                  .arg(namePath, describe(name)));
    }

    const QString mimePath = JsonPath::key(path, "mimeType"_L1);
    const QJsonValue mime = file.value("mimeType"_L1);
    if (!validation::isNonEmptyString(mime)) {
        error(mimePath, "toolResult.file.mimeType.required",
              ToolResultValidator::tr("%1 must be a non-empty MIME type string; got %2.")
                  .arg(mimePath, describe(mime)));
    } else if (!SpecValidator::isAllowedAttachmentMimeType(mime.toString())) {
        // The server requires an allowed attachment type, but our list is not authoritative.
        warning(mimePath, "toolResult.file.mimeType.unlisted",
                ToolResultValidator::tr("%1 %2 is not a known attachment type and may be rejected "
                                        "by the server.")
                    .arg(mimePath, quoted(mime.toString())));
    }

    const QString dataPath = JsonPath::key(path, "data"_L1);
    const QJsonValue data = file.value("data"_L1);
    if (!data.isString()) {
        error(dataPath, "toolResult.file.data.required",
              ToolResultValidator::tr("%1 must be the file's bytes as a base64 string; got %2.")
                  .arg(dataPath, describe(data)));
        return;
    }
    const QString text = data.toString();
    if (validation::startsWithDataUrl(text)) {
        error(dataPath, "toolResult.file.data.dataUrl",
              ToolResultValidator::tr("%1 must be plain base64 without a \"data:\" URL prefix.")
                  .arg(dataPath));
        return;
    }
    const std::optional<qint64> size = SpecValidator::decodedBase64Size(text);
    if (!size) {
        error(dataPath, "toolResult.file.data.base64",
              ToolResultValidator::tr("%1 is not valid base64 (standard alphabet, padded to a "
                                      "multiple of 4 characters; %Ln character(s) given).",
                                      nullptr, int(text.size()))
                  .arg(dataPath));
        return;
    }
    m_fileBytes += *size;
    if (m_fileBytes > ToolResultValidator::MaxFileBytes && m_fileOverflowPath.isEmpty())
        m_fileOverflowPath = dataPath;
}

} // namespace

QList<SpecIssue> ToolResultValidator::validate(const QJsonObject& body)
{
    return ToolResultChecker().run(body);
}

QList<SpecIssue> ToolResultValidator::validate(const QJsonDocument& document)
{
    if (!document.isObject()) {
        return {SpecIssue{Severity::Error, QString(),
                          tr("A tool-result body must be a JSON object {toolUseId, result | "
                             "error, files?}."),
                          u"toolResult.type"_s}};
    }
    return validate(document.object());
}

QList<SpecIssue> ToolResultValidator::validateJson(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return {SpecIssue{Severity::Error, QString(),
                          tr("The tool-result body is not valid JSON: %1 at byte offset %2.")
                              .arg(parseError.errorString(), num(parseError.offset)),
                          u"toolResult.json"_s}};
    }
    return validate(document);
}

QStringList ToolResultValidator::ruleIds()
{
    return validation::ruleIdList(kRuleIds);
}

} // namespace mantyx
