// SPDX-License-Identifier: MIT
// Tests SpecValidator and JsonPath: every rule fails once with its exact id, path and severity,
// every limit passes at its edge, and the documented example specs validate clean.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "protocol/jsonpath.h"
#include "protocol/specvalidator.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

using Mode = SpecValidator::Mode;
using Severity = Severity;

// Declared before any raw string literal: moc (6.4) does not understand raw strings.
class TestSpecValidator final : public QObject
{
    Q_OBJECT

private slots:
    void failingCase_data();
    void failingCase();
    void passingEdge_data();
    void passingEdge();
    void everyRuleHasAFailingCase();
    void reportsEveryIssueAtOnce();
    void modes_data();
    void modes();
    void fullSpecHasNoIssues();
    void wireProtocolExampleHasNoIssues();
    void documentOverloads();
    void hasErrorsIgnoresWarnings();
    void mimeTypes();
    void base64Size_data();
    void base64Size();
    void jsonPathBuild();
    void jsonPathSplit_data();
    void jsonPathSplit();
    void jsonPathValueAt();
};

namespace {

constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;

QJsonObject object(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("bad test JSON (%s): %s", qPrintable(error.errorString()), json);
    return document.object();
}

QJsonArray array(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isArray())
        qFatal("bad test JSON (%s): %s", qPrintable(error.errorString()), json);
    return document.array();
}

// The smallest spec valid in Mode::Run.
QJsonObject minimal()
{
    return QJsonObject{{u"systemPrompt"_s, u"You help."_s}, {u"prompt"_s, u"Hi"_s}};
}

// minimal() with the fields of extra added (or replaced).
QJsonObject spec(const QJsonObject& extra)
{
    QJsonObject result = minimal();
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

QJsonObject spec(const char* extraJson)
{
    return spec(object(extraJson));
}

QJsonObject with(QJsonObject base, const QString& key, const QJsonValue& value)
{
    base.insert(key, value);
    return base;
}

QJsonObject withTools(const char* toolsJson)
{
    return with(minimal(), u"tools"_s, array(toolsJson));
}

QJsonObject withTools(const QJsonArray& tools)
{
    return with(minimal(), u"tools"_s, tools);
}

QJsonObject withMessages(const QJsonArray& messages)
{
    return QJsonObject{{u"systemPrompt"_s, u"You help."_s}, {u"messages"_s, messages}};
}

QJsonObject withMessages(const char* messagesJson)
{
    return withMessages(array(messagesJson));
}

// One user message carrying the given attachments.
QJsonObject withAttachments(const QJsonArray& attachments)
{
    return withMessages(QJsonArray{QJsonObject{
        {u"role"_s, u"user"_s}, {u"content"_s, u"See"_s}, {u"attachments"_s, attachments}}});
}

QJsonObject withAttachments(const char* attachmentsJson)
{
    return withAttachments(array(attachmentsJson));
}

QString chars(qsizetype n, char16_t c = u'a')
{
    return QString(n, QChar(c));
}

QString base64OfSize(qint64 bytes)
{
    return QString::fromLatin1(QByteArray(bytes, 'x').toBase64());
}

QJsonObject inlineFile(qint64 bytes)
{
    return QJsonObject{{u"type"_s, u"input_file"_s},
                       {u"mimeType"_s, u"application/pdf"_s},
                       {u"filename"_s, u"a.pdf"_s},
                       {u"data"_s, base64OfSize(bytes)}};
}

QJsonObject urlAttachment()
{
    return QJsonObject{{u"type"_s, u"input_file_url"_s},
                       {u"url"_s, u"https://example.com/a.png"_s}};
}

QJsonArray repeated(const QJsonValue& value, qsizetype count)
{
    QJsonArray result;
    for (qsizetype i = 0; i < count; ++i)
        result.append(value);
    return result;
}

QJsonObject localTool(const QString& name)
{
    return QJsonObject{{u"kind"_s, u"local"_s}, {u"name"_s, name}};
}

QJsonObject budgets(qsizetype count, const QString& prefix = u"hive_search_"_s)
{
    QJsonObject result;
    for (qsizetype i = 0; i < count; ++i)
        result.insert(prefix + QString::number(i), QJsonObject{{u"maxCalls"_s, 1}});
    return result;
}

qint64 compactSize(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact).size();
}

// {"schema":{"description":"xx…"}} serializing to exactly `bytes` bytes.
QJsonObject outputSchemaOfSize(qint64 bytes)
{
    const auto make = [](qsizetype n) {
        return QJsonObject{
            {u"schema"_s, QJsonObject{{u"type"_s, u"object"_s}, {u"description"_s, chars(n)}}}};
    };
    return make(bytes - compactSize(make(0)));
}

// count metadata entries ("k00"…) of values ≤ 256 chars serializing to exactly `bytes` bytes.
QJsonObject metadataOfSize(qsizetype count, qint64 bytes)
{
    QJsonObject result;
    for (qsizetype i = 0; i < count; ++i)
        result.insert(u"k%1"_s.arg(i, 2, 10, QChar(u'0')), QString());
    qint64 missing = bytes - compactSize(result);
    for (auto it = result.begin(); it != result.end() && missing > 0; ++it) {
        const qint64 n = std::min<qint64>(missing, 256);
        *it = chars(n);
        missing -= n;
    }
    if (missing != 0 || compactSize(result) != bytes)
        qFatal("metadataOfSize: cannot reach %lld bytes", static_cast<long long>(bytes));
    return result;
}

QString dump(const QList<SpecIssue>& issues)
{
    QStringList lines;
    for (const SpecIssue& issue : issues) {
        lines.append(u"  %1 %2 at '%3': %4"_s.arg(issue.severity == Severity::Error ? u"error"_s
                                                                                    : u"warning"_s,
                                                  issue.rule, issue.path, issue.message));
    }
    return lines.join(u'\n');
}

struct FailCase
{
    QByteArray tag;
    QJsonObject spec;
    Mode mode = Mode::Run;
    QString rule;
    QString path;
    Severity severity = Severity::Error;
    QString mention; // text the message must contain (the limit, the first duplicate, …)
    QByteArray json; // when set, validateJson(json) instead of validate(spec)
};

// One failing case per rule (several for some): each produces exactly one issue.
QList<FailCase> failCases()
{
    QList<FailCase> c;
    const auto add = [&c](const char* tag, const QJsonObject& s, const char* rule,
                          const QString& path, Severity severity = Severity::Error,
                          const QString& mention = QString(), Mode mode = Mode::Run) {
        c.append(FailCase{tag, s, mode, QString::fromLatin1(rule), path, severity, mention, {}});
    };

    // --- document
    c.append(FailCase{"json: malformed",
                      {},
                      Mode::Run,
                      u"spec.json"_s,
                      QString(),
                      E,
                      QString(),
                      "{\"prompt\": "});
    c.append(FailCase{
        "json: array document", {}, Mode::Run, u"spec.type"_s, QString(), E, QString(), "[1, 2]"});
    add("unknown top-level field", spec(R"({"temperature": 0.2})"), "spec.unknownField",
        u"temperature"_s, W);
    add("unknown top-level non-identifier", spec(R"({"my key": 1})"), "spec.unknownField",
        uR"(["my key"])"_s, W);

    // --- identity
    add("systemPrompt missing", object(R"({"prompt": "Hi"})"), "systemPrompt.required",
        u"systemPrompt"_s);
    add("systemPrompt missing (session create)", object(R"({"modelId": "m"})"),
        "systemPrompt.required", u"systemPrompt"_s, E, QString(), Mode::SessionCreate);
    add("systemPrompt number", spec(R"({"systemPrompt": 5})"), "systemPrompt.type",
        u"systemPrompt"_s);
    add("systemPrompt wrong type in session message",
        object(R"({"systemPrompt": null, "prompt": "x"})"), "systemPrompt.type", u"systemPrompt"_s,
        E, QString(), Mode::SessionMessage);
    add("modelId number", spec(R"({"modelId": 5})"), "modelId.type", u"modelId"_s);
    add("modelId empty", spec(R"({"modelId": ""})"), "modelId.empty", u"modelId"_s);
    add("name array", spec(R"({"name": []})"), "name.type", u"name"_s);
    add("name empty", spec(R"({"name": ""})"), "name.empty", u"name"_s);
    add("agentId number", spec(R"({"agentId": 1})"), "agentId.type", u"agentId"_s);
    add("agentId empty", spec(R"({"agentId": ""})"), "agentId.empty", u"agentId"_s);

    // --- prompt / messages
    add("prompt and messages", spec(R"({"messages": [{"role": "user", "content": "x"}]})"),
        "input.exclusive", u"messages"_s);
    add("neither prompt nor messages", object(R"({"systemPrompt": "s"})"), "input.required",
        u"prompt"_s);
    add("neither prompt nor messages (session message)", object(R"({})"), "input.required",
        u"prompt"_s, E, QString(), Mode::SessionMessage);
    add("prompt in session create", minimal(), "input.forbidden", u"prompt"_s, E, QString(),
        Mode::SessionCreate);
    add("messages in session create",
        object(R"({"systemPrompt": "s", "messages": [{"role": "user", "content": "x"}]})"),
        "input.forbidden", u"messages"_s, E, QString(), Mode::SessionCreate);
    add("prompt number", spec(R"({"prompt": 1})"), "prompt.type", u"prompt"_s);
    add("prompt empty", spec(R"({"prompt": ""})"), "prompt.empty", u"prompt"_s);
    add("messages string", object(R"({"systemPrompt": "s", "messages": "hi"})"), "messages.type",
        u"messages"_s);
    add("messages empty", withMessages("[]"), "messages.empty", u"messages"_s);
    add("last non-system is assistant",
        withMessages(
            R"([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}])"),
        "messages.lastRole", u"messages[1].role"_s, E, u"assistant"_s);
    add("last non-system is assistant before system",
        withMessages(R"([{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"},
                         {"role": "system", "content": "c"}])"),
        "messages.lastRole", u"messages[1].role"_s);
    add("only system messages", withMessages(R"([{"role": "system", "content": "a"}])"),
        "messages.lastRole", u"messages"_s);
    add("message not an object", withMessages(R"(["hi", {"role": "user", "content": "a"}])"),
        "message.object", u"messages[0]"_s);
    add("message unknown field",
        withMessages(R"([{"role": "user", "content": "a", "name": "bob"}])"),
        "message.unknownField", u"messages[0].name"_s, W);
    add("message role missing",
        withMessages(R"([{"content": "a"}, {"role": "user", "content": "b"}])"),
        "message.role.required", u"messages[0].role"_s);
    add("message role invalid",
        withMessages(R"([{"role": "tool", "content": "a"}, {"role": "user", "content": "b"}])"),
        "message.role.invalid", u"messages[0].role"_s, E, u"\"tool\""_s);
    add("message role number", withMessages(R"([{"role": 1, "content": "a"},
                                                {"role": "user", "content": "b"}])"),
        "message.role.invalid", u"messages[0].role"_s);
    add("message content missing", withMessages(R"([{"role": "user"}])"),
        "message.content.required", u"messages[0].content"_s);
    add("message content number", withMessages(R"([{"role": "user", "content": 5}])"),
        "message.content.required", u"messages[0].content"_s);

    // --- attachments
    add("attachments object",
        withMessages(R"([{"role": "user", "content": "a", "attachments": {}}])"),
        "attachments.type", u"messages[0].attachments"_s);
    add("attachments on an earlier user message",
        withMessages(R"([{"role": "user", "content": "a", "attachments": [
                            {"type": "input_file_url", "url": "https://example.com/a.png"}]},
                         {"role": "assistant", "content": "b"},
                         {"role": "user", "content": "c"}])"),
        "attachments.placement", u"messages[0].attachments"_s, E, u"messages[2]"_s);
    add("attachments on an assistant message", withMessages(R"([{"role": "user", "content": "a"},
                         {"role": "assistant", "content": "b", "attachments": [
                            {"type": "input_file_url", "url": "https://example.com/a.png"}]},
                         {"role": "user", "content": "c"}])"),
        "attachments.placement", u"messages[1].attachments"_s);
    add("21 attachments", withAttachments(repeated(urlAttachment(), 21)), "attachments.count",
        u"messages[0].attachments"_s, E, u"20"_s);
    add("inline bytes 5 MB + 1", withAttachments(QJsonArray{inlineFile(5 * 1024 * 1024 + 1)}),
        "attachments.inlineSize", u"messages[0].attachments[0].data"_s, E, u"5242880"_s);
    add("inline bytes over the cap across files",
        withAttachments(QJsonArray{inlineFile(3 * 1024 * 1024), inlineFile(2 * 1024 * 1024 + 1),
                                   inlineFile(1)}),
        "attachments.inlineSize", u"messages[0].attachments[1].data"_s, E, u"5242882"_s);
    add("attachment not an object", withAttachments("[42]"), "attachment.object",
        u"messages[0].attachments[0]"_s);
    add("attachment unknown field",
        withAttachments(R"([{"type": "input_file_url", "url": "https://e.com/a.png",
                             "detail": "high"}])"),
        "attachment.unknownField", u"messages[0].attachments[0].detail"_s, W);
    add("attachment type missing", withAttachments(R"([{"url": "https://e.com/a.png"}])"),
        "attachment.type.required", u"messages[0].attachments[0].type"_s);
    add("attachment type unknown",
        withAttachments(R"([{"type": "image_url", "url": "https://e.com/a.png"}])"),
        "attachment.type.unknown", u"messages[0].attachments[0].type"_s, E, u"image_url"_s);
    add("input_file without mimeType",
        withAttachments(R"([{"type": "input_file", "filename": "a.pdf", "data": "AAAA"}])"),
        "attachment.mimeType.required", u"messages[0].attachments[0].mimeType"_s);
    add("input_file_url mimeType number",
        withAttachments(R"([{"type": "input_file_url", "url": "https://e.com/a", "mimeType": 5}])"),
        "attachment.mimeType.type", u"messages[0].attachments[0].mimeType"_s);
    add("input_file unlisted mimeType",
        withAttachments(R"([{"type": "input_file", "mimeType": "application/x-msdownload",
                             "filename": "a.exe", "data": "AAAA"}])"),
        "attachment.mimeType.unlisted", u"messages[0].attachments[0].mimeType"_s, W,
        u"may be rejected"_s);
    add("input_file_url unlisted mimeType",
        withAttachments(R"([{"type": "input_file_url", "url": "https://e.com/a.mp4",
                             "mimeType": "video/mp4"}])"),
        "attachment.mimeType.unlisted", u"messages[0].attachments[0].mimeType"_s, W);
    add("input_file without filename",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "data": "AAAA"}])"),
        "attachment.filename.required", u"messages[0].attachments[0].filename"_s);
    add("input_file empty filename",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "filename": "",
                             "data": "AAAA"}])"),
        "attachment.filename.required", u"messages[0].attachments[0].filename"_s);
    add("input_file without data",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain",
                             "filename": "a.txt"}])"),
        "attachment.data.required", u"messages[0].attachments[0].data"_s);
    add("input_file data URL",
        withAttachments(R"([{"type": "input_file", "mimeType": "application/pdf",
                             "filename": "a.pdf", "data": "data:application/pdf;base64,AAAA"}])"),
        "attachment.data.dataUrl", u"messages[0].attachments[0].data"_s);
    add("input_file base64 unpadded",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "filename": "a",
                             "data": "YWI"}])"),
        "attachment.data.base64", u"messages[0].attachments[0].data"_s);
    add("input_file base64 bad character",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "filename": "a",
                             "data": "YW I="}])"),
        "attachment.data.base64", u"messages[0].attachments[0].data"_s);
    add("input_file base64 padding inside",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "filename": "a",
                             "data": "YW=jYWJj"}])"),
        "attachment.data.base64", u"messages[0].attachments[0].data"_s);
    add("input_file_url without url", withAttachments(R"([{"type": "input_file_url"}])"),
        "attachment.url.required", u"messages[0].attachments[0].url"_s);
    add("input_file_url http",
        withAttachments(R"([{"type": "input_file_url", "url": "http://example.com/a.png"}])"),
        "attachment.url.https", u"messages[0].attachments[0].url"_s, E, u"https://"_s);
    add("input_file_url file",
        withAttachments(R"([{"type": "input_file_url", "url": "file:///etc/passwd"}])"),
        "attachment.url.https", u"messages[0].attachments[0].url"_s);
    add("input_file_url relative",
        withAttachments(R"([{"type": "input_file_url", "url": "/images/a.png"}])"),
        "attachment.url.https", u"messages[0].attachments[0].url"_s);
    add("input_file_url without host",
        withAttachments(R"([{"type": "input_file_url", "url": "https://"}])"),
        "attachment.url.https", u"messages[0].attachments[0].url"_s);

    // --- tools
    add("tools object", spec(R"({"tools": {}})"), "tools.type", u"tools"_s);
    add("tool not an object", withTools("[5]"), "tool.object", u"tools[0]"_s);
    add("tool unknown field", withTools(R"([{"kind": "local", "name": "a", "strict": true}])"),
        "tool.unknownField", u"tools[0].strict"_s, W);
    add("tool kind missing", withTools(R"([{"name": "a"}])"), "tool.kind.required",
        u"tools[0].kind"_s);
    add("tool kind unknown", withTools(R"([{"kind": "function", "name": "a"}])"),
        "tool.kind.unknown", u"tools[0].kind"_s, E, u"mcp_local"_s);
    add("mantyx without id", withTools(R"([{"kind": "mantyx"}])"), "tool.id.required",
        u"tools[0].id"_s);
    add("mantyx numeric id", withTools(R"([{"kind": "mantyx", "id": 5}])"), "tool.id.required",
        u"tools[0].id"_s);
    add("mantyx duplicate id",
        withTools(R"([{"kind": "mantyx", "id": "t1"}, {"kind": "mantyx", "id": "t1"}])"),
        "tool.id.duplicate", u"tools[1].id"_s, W, u"tools[0].id"_s);
    add("mantyx_plugin empty name", withTools(R"([{"kind": "mantyx_plugin", "name": ""}])"),
        "tool.name.required", u"tools[0].name"_s);
    add("local without name", withTools(R"([{"kind": "local"}])"), "tool.name.required",
        u"tools[0].name"_s);
    add("mcp numeric name", withTools(R"([{"kind": "mcp", "name": 5, "url": "https://e.com"}])"),
        "tool.name.required", u"tools[0].name"_s);
    add("mcp_local without label",
        withTools(R"([{"kind": "mcp_local", "tools": [{"name": "a"}]}])"), "tool.name.required",
        u"tools[0].name"_s);
    add("mcp_local catalog entry without name",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": [{"description": "d"}]}])"),
        "tool.name.required", u"tools[0].tools[0].name"_s);
    add("local name 65 chars", withTools(QJsonArray{localTool(chars(65))}), "tool.name.pattern",
        u"tools[0].name"_s, E, u"64"_s);
    add("local name with dash", withTools(R"([{"kind": "local", "name": "send-email"}])"),
        "tool.name.pattern", u"tools[0].name"_s, E, u"send-email"_s);
    add("local name with trailing newline", withTools(QJsonArray{localTool(u"send\n"_s)}),
        "tool.name.pattern", u"tools[0].name"_s);
    add("local name empty", withTools(R"([{"kind": "local", "name": ""}])"), "tool.name.pattern",
        u"tools[0].name"_s);
    add("local name non-ASCII", withTools(QJsonArray{localTool(u"caf\u00e9"_s)}),
        "tool.name.pattern", u"tools[0].name"_s);
    add("a2a name with space",
        withTools(R"([{"kind": "a2a", "name": "bad name", "agentCardUrl": "https://e.com/c"}])"),
        "tool.name.pattern", u"tools[0].name"_s);
    add("a2a_local name with dot",
        withTools(R"([{"kind": "a2a_local", "name": "hr.agent", "agentCard":
                       {"name": "HR", "description": "d", "url": "https://hr.example"}}])"),
        "tool.name.pattern", u"tools[0].name"_s);
    add("mcp name with dash",
        withTools(R"([{"kind": "mcp", "name": "my-server", "url": "https://e.com/mcp"}])"),
        "tool.name.pattern", u"tools[0].name"_s);
    add("mcp_local catalog name with space",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": [{"name": "fs read"}]}])"),
        "tool.name.pattern", u"tools[0].tools[0].name"_s);
    add("duplicate local names", withTools(QJsonArray{localTool(u"a"_s), localTool(u"a"_s)}),
        "tool.name.duplicate", u"tools[1].name"_s, E, u"tools[0].name"_s);
    add("local name duplicated in an mcp_local catalog",
        withTools(R"([{"kind": "local", "name": "read_file"},
                      {"kind": "mcp_local", "name": "fs", "tools": [{"name": "read_file"}]}])"),
        "tool.name.duplicate", u"tools[1].tools[0].name"_s, E, u"tools[0].name"_s);
    add("name duplicated across mcp_local refs",
        withTools(R"([{"kind": "mcp_local", "name": "fs1", "tools": [{"name": "read_file"}]},
                      {"kind": "mcp_local", "name": "fs2", "tools": [{"name": "read_file"}]}])"),
        "tool.name.duplicate", u"tools[1].tools[0].name"_s, E, u"tools[0].tools[0].name"_s);
    add("name duplicated inside one catalog", withTools(R"([{"kind": "mcp_local", "name": "fs",
                       "tools": [{"name": "read_file"}, {"name": "read_file"}]}])"),
        "tool.name.duplicate", u"tools[0].tools[1].name"_s, E, u"tools[0].tools[0].name"_s);
    add("a2a and a2a_local share a name",
        withTools(R"([{"kind": "a2a", "name": "hr", "agentCardUrl": "https://e.com/c"},
                      {"kind": "a2a_local", "name": "hr", "agentCard":
                       {"name": "HR", "description": "d", "url": "https://hr.example"}}])"),
        "tool.name.duplicate", u"tools[1].name"_s);
    add("plugin and local share a name",
        withTools(R"([{"kind": "mantyx_plugin", "name": "web_search"},
                      {"kind": "local", "name": "web_search"}])"),
        "tool.name.duplicate", u"tools[1].name"_s);
    add("duplicate mcp_local labels",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": [{"name": "a"}]},
                      {"kind": "mcp_local", "name": "fs", "tools": [{"name": "b"}]}])"),
        "tool.label.duplicate", u"tools[1].name"_s, E, u"tools[0].name"_s);
    add("duplicate mcp names",
        withTools(R"([{"kind": "mcp", "name": "github", "url": "https://a.example/mcp"},
                      {"kind": "mcp", "name": "github", "url": "https://b.example/mcp"}])"),
        "tool.label.duplicate", u"tools[1].name"_s);
    add("local description number",
        withTools(R"([{"kind": "local", "name": "a", "description": 5}])"), "tool.description.type",
        u"tools[0].description"_s);
    add("local parameters array",
        withTools(R"([{"kind": "local", "name": "a", "parameters": []}])"), "tool.parameters.type",
        u"tools[0].parameters"_s);
    add("local parameters string schema",
        withTools(R"([{"kind": "local", "name": "a", "parameters": {"type": "string"}}])"),
        "tool.parameters.schema", u"tools[0].parameters"_s, W);
    add("local parameters without type",
        withTools(R"([{"kind": "local", "name": "a", "parameters": {"properties": {}}}])"),
        "tool.parameters.schema", u"tools[0].parameters"_s, W);
    add("local outputSchema string",
        withTools(R"([{"kind": "local", "name": "a", "outputSchema": "x"}])"),
        "tool.outputSchema.type", u"tools[0].outputSchema"_s);
    add("local outputSchema array root",
        withTools(R"([{"kind": "local", "name": "a", "outputSchema": {"type": "array"}}])"),
        "tool.outputSchema.schema", u"tools[0].outputSchema"_s, W, u"drops"_s);
    add("local longRunning string",
        withTools(R"([{"kind": "local", "name": "a", "longRunning": "yes"}])"),
        "tool.longRunning.type", u"tools[0].longRunning"_s);
    add("a2a without agentCardUrl", withTools(R"([{"kind": "a2a", "name": "a"}])"),
        "tool.agentCardUrl.required", u"tools[0].agentCardUrl"_s);
    add("a2a ftp agentCardUrl",
        withTools(R"([{"kind": "a2a", "name": "a", "agentCardUrl": "ftp://e.com/card.json"}])"),
        "tool.agentCardUrl.invalid", u"tools[0].agentCardUrl"_s);
    add("a2a relative agentCardUrl",
        withTools(R"([{"kind": "a2a", "name": "a", "agentCardUrl": "card.json"}])"),
        "tool.agentCardUrl.invalid", u"tools[0].agentCardUrl"_s);
    add("a2a headers array",
        withTools(R"([{"kind": "a2a", "name": "a", "agentCardUrl": "https://e.com/c",
                       "headers": []}])"),
        "tool.headers.type", u"tools[0].headers"_s);
    add("mcp header value number",
        withTools(R"([{"kind": "mcp", "name": "gh", "url": "https://e.com/mcp",
                       "headers": {"X-Api-Key": 5}}])"),
        "tool.headers.value", uR"(tools[0].headers["X-Api-Key"])"_s);
    add("a2a contextId number",
        withTools(R"([{"kind": "a2a", "name": "a", "agentCardUrl": "https://e.com/c",
                       "contextId": 5}])"),
        "tool.contextId.type", u"tools[0].contextId"_s);
    add("a2a_local without agentCard", withTools(R"([{"kind": "a2a_local", "name": "a"}])"),
        "tool.agentCard.required", u"tools[0].agentCard"_s);
    add("a2a_local agentCard string",
        withTools(R"([{"kind": "a2a_local", "name": "a", "agentCard": "https://e.com/c"}])"),
        "tool.agentCard.required", u"tools[0].agentCard"_s);
    add("a2a_local card without url", withTools(R"([{"kind": "a2a_local", "name": "a",
                       "agentCard": {"name": "HR", "description": "d"}}])"),
        "tool.agentCard.url", u"tools[0].agentCard"_s, W);
    add("a2a_local card with neither url nor an interface url",
        withTools(R"([{"kind": "a2a_local", "name": "a", "agentCard": {"name": "HR",
                       "description": "d", "protocolVersion": "1.0",
                       "supportedInterfaces": [{"protocolBinding": "JSONRPC", "url": ""},
                                               {"protocolBinding": "JSONRPC"}]}}])"),
        "tool.agentCard.url", u"tools[0].agentCard"_s, W, u"supportedInterfaces"_s);
    add("a2a_local card without description", withTools(R"([{"kind": "a2a_local", "name": "a",
                       "agentCard": {"name": "HR", "url": "https://hr.example"}}])"),
        "tool.agentCard.description", u"tools[0].agentCard"_s, W);
    add("mcp without url", withTools(R"([{"kind": "mcp", "name": "gh"}])"), "tool.url.required",
        u"tools[0].url"_s);
    add("mcp websocket url", withTools(R"([{"kind": "mcp", "name": "gh", "url": "ws://e.com"}])"),
        "tool.url.invalid", u"tools[0].url"_s);
    add("mcp toolFilter string",
        withTools(R"([{"kind": "mcp", "name": "gh", "url": "https://e.com", "toolFilter": "x"}])"),
        "tool.toolFilter.type", u"tools[0].toolFilter"_s, W);
    add("mcp_local serverInfo string",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "serverInfo": "x",
                       "tools": [{"name": "a"}]}])"),
        "tool.serverInfo.type", u"tools[0].serverInfo"_s);
    add("mcp_local without tools", withTools(R"([{"kind": "mcp_local", "name": "fs"}])"),
        "tool.tools.required", u"tools[0].tools"_s);
    add("mcp_local tools object",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": {}}])"), "tool.tools.required",
        u"tools[0].tools"_s);
    add("mcp_local empty catalog",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": []}])"), "tool.tools.empty",
        u"tools[0].tools"_s, W);
    add("mcp_local catalog entry number",
        withTools(R"([{"kind": "mcp_local", "name": "fs", "tools": [5]}])"), "mcpTool.object",
        u"tools[0].tools[0]"_s);
    add("mcp_local inputSchema string", withTools(R"([{"kind": "mcp_local", "name": "fs",
                       "tools": [{"name": "a", "inputSchema": "x"}]}])"),
        "mcpTool.inputSchema.type", u"tools[0].tools[0].inputSchema"_s, W);

    // --- reasoningLevel
    add("reasoningLevel bool", spec(R"({"reasoningLevel": true})"), "reasoningLevel.type",
        u"reasoningLevel"_s);
    add("reasoningLevel unknown string", spec(R"({"reasoningLevel": "max"})"),
        "reasoningLevel.invalid", u"reasoningLevel"_s, E, u"\"max\""_s);
    add("reasoningLevel capitalised", spec(R"({"reasoningLevel": "Medium"})"),
        "reasoningLevel.invalid", u"reasoningLevel"_s);
    add("reasoningLevel fraction", spec(R"({"reasoningLevel": 50.5})"), "reasoningLevel.integer",
        u"reasoningLevel"_s, E, u"50.5"_s);
    add("reasoningLevel 101", spec(R"({"reasoningLevel": 101})"), "reasoningLevel.range",
        u"reasoningLevel"_s, E, u"101"_s);
    add("reasoningLevel -1", spec(R"({"reasoningLevel": -1})"), "reasoningLevel.range",
        u"reasoningLevel"_s);

    // --- budgets
    add("budgets number", spec(R"({"budgets": 5})"), "budgets.type", u"budgets"_s);
    add("budgets unknown field", spec(R"({"budgets": {"maxTokens": 5}})"), "budgets.unknownField",
        u"budgets.maxTokens"_s, W);
    add("maxToolTurns fraction", spec(R"({"budgets": {"maxToolTurns": 2.5}})"),
        "budgets.maxToolTurns.type", u"budgets.maxToolTurns"_s);
    add("maxToolTurns string", spec(R"({"budgets": {"maxToolTurns": "10"}})"),
        "budgets.maxToolTurns.type", u"budgets.maxToolTurns"_s);
    add("maxToolTurns 0", spec(R"({"budgets": {"maxToolTurns": 0}})"), "budgets.maxToolTurns.range",
        u"budgets.maxToolTurns"_s, E, u"1"_s);
    add("maxToolTurns 101", spec(R"({"budgets": {"maxToolTurns": 101}})"),
        "budgets.maxToolTurns.high", u"budgets.maxToolTurns"_s, W, u"100"_s);
    add("maxToolTurnsExceeded number", spec(R"({"budgets": {"maxToolTurnsExceeded": 5}})"),
        "budgets.maxToolTurnsExceeded.type", u"budgets.maxToolTurnsExceeded"_s);

    // --- outputSchema
    add("outputSchema array", spec(R"({"outputSchema": []})"), "outputSchema.type",
        u"outputSchema"_s);
    add("outputSchema unknown field", spec(R"({"outputSchema": {"schema": {}, "strict": true}})"),
        "outputSchema.unknownField", u"outputSchema.strict"_s, W);
    add("outputSchema name number", spec(R"({"outputSchema": {"name": 5, "schema": {}}})"),
        "outputSchema.name.type", u"outputSchema.name"_s);
    add("outputSchema name with space",
        spec(R"({"outputSchema": {"name": "weather report", "schema": {}}})"),
        "outputSchema.name.pattern", u"outputSchema.name"_s);
    add("outputSchema name 65 chars",
        spec(QJsonObject{{u"outputSchema"_s,
                          QJsonObject{{u"name"_s, chars(65)}, {u"schema"_s, QJsonObject()}}}}),
        "outputSchema.name.pattern", u"outputSchema.name"_s, E, u"64"_s);
    add("outputSchema without schema", spec(R"({"outputSchema": {"name": "x"}})"),
        "outputSchema.schema.required", u"outputSchema.schema"_s);
    add("outputSchema schema null", spec(R"({"outputSchema": {"schema": null}})"),
        "outputSchema.schema.type", u"outputSchema.schema"_s);
    add("outputSchema schema array", spec(R"({"outputSchema": {"schema": []}})"),
        "outputSchema.schema.type", u"outputSchema.schema"_s);
    add("outputSchema schema string", spec(R"({"outputSchema": {"schema": "x"}})"),
        "outputSchema.schema.type", u"outputSchema.schema"_s);
    add("outputSchema 32 KB + 1",
        spec(QJsonObject{{u"outputSchema"_s, outputSchemaOfSize(32 * 1024 + 1)}}),
        "outputSchema.size", u"outputSchema"_s, E, u"32768"_s);

    // --- loopDetection
    add("loopDetection true", spec(R"({"loopDetection": true})"), "loopDetection.type",
        u"loopDetection"_s);
    add("loopDetection number", spec(R"({"loopDetection": 5})"), "loopDetection.type",
        u"loopDetection"_s);
    add("loopDetection null", spec(R"({"loopDetection": null})"), "loopDetection.type",
        u"loopDetection"_s);
    add("loopDetection unknown field", spec(R"({"loopDetection": {"windowSize": 3}})"),
        "loopDetection.unknownField", u"loopDetection.windowSize"_s, W);
    add("consecutiveThreshold fraction",
        spec(R"({"loopDetection": {"consecutiveThreshold": 2.5}})"),
        "loopDetection.consecutiveThreshold.type", u"loopDetection.consecutiveThreshold"_s);
    add("consecutiveThreshold 1", spec(R"({"loopDetection": {"consecutiveThreshold": 1}})"),
        "loopDetection.consecutiveThreshold.range", u"loopDetection.consecutiveThreshold"_s, E,
        u"2"_s);
    add("consecutiveThreshold 101",
        spec(R"({"loopDetection": {"consecutiveThreshold": 101, "hardCutoffThreshold": 100}})"),
        "loopDetection.consecutiveThreshold.range", u"loopDetection.consecutiveThreshold"_s, E,
        u"100"_s);
    add("hardCutoffThreshold string", spec(R"({"loopDetection": {"hardCutoffThreshold": "6"}})"),
        "loopDetection.hardCutoffThreshold.type", u"loopDetection.hardCutoffThreshold"_s);
    add("hardCutoffThreshold 2",
        spec(R"({"loopDetection": {"consecutiveThreshold": 2, "hardCutoffThreshold": 2}})"),
        "loopDetection.hardCutoffThreshold.range", u"loopDetection.hardCutoffThreshold"_s, E,
        u"3"_s);
    add("hardCutoffThreshold 101", spec(R"({"loopDetection": {"hardCutoffThreshold": 101}})"),
        "loopDetection.hardCutoffThreshold.range", u"loopDetection.hardCutoffThreshold"_s);
    add("consecutive 7 against the default hard cutoff",
        spec(R"({"loopDetection": {"consecutiveThreshold": 7}})"), "loopDetection.order",
        u"loopDetection.consecutiveThreshold"_s, E, u"6 (default)"_s);
    add("hard equals consecutive",
        spec(R"({"loopDetection": {"consecutiveThreshold": 4, "hardCutoffThreshold": 4}})"),
        "loopDetection.order", u"loopDetection.hardCutoffThreshold"_s);
    add("hard 3 against the default consecutive",
        spec(R"({"loopDetection": {"hardCutoffThreshold": 3}})"), "loopDetection.order",
        u"loopDetection.hardCutoffThreshold"_s, E, u"3 (default)"_s);

    // --- toolBudgets
    add("toolBudgets array", spec(R"({"toolBudgets": []})"), "toolBudgets.type", u"toolBudgets"_s);
    add("33 tool budgets", spec(QJsonObject{{u"toolBudgets"_s, budgets(33)}}), "toolBudgets.count",
        u"toolBudgets"_s, E, u"32"_s);
    add("empty budget key", spec(R"({"toolBudgets": {"": {"maxCalls": 1}}})"),
        "toolBudgets.key.length", uR"(toolBudgets[""])"_s, E, u"120"_s);
    add("budget key 121 chars",
        spec(QJsonObject{{u"toolBudgets"_s, QJsonObject{{QString(u"hive_search_"_s + chars(109)),
                                                         QJsonObject{{u"maxCalls"_s, 1}}}}}}),
        "toolBudgets.key.length", u"toolBudgets.hive_search_"_s + chars(109), E, u"121"_s);
    add("budget for an undeclared tool",
        spec(R"({"toolBudgets": {"web_search": {"maxCalls": 1}}})"), "toolBudgets.key.unknownTool",
        u"toolBudgets.web_search"_s, W);
    add("budget entry number", spec(R"({"toolBudgets": {"recall": 4}})"), "toolBudgets.entry.type",
        u"toolBudgets.recall"_s);
    add("budget entry unknown field",
        spec(R"({"toolBudgets": {"recall": {"maxCalls": 4, "perTurn": 1}}})"),
        "toolBudgets.unknownField", u"toolBudgets.recall.perTurn"_s, W);
    add("budget without maxCalls", spec(R"({"toolBudgets": {"recall": {}}})"),
        "toolBudgets.maxCalls.required", u"toolBudgets.recall.maxCalls"_s);
    add("maxCalls fraction", spec(R"({"toolBudgets": {"recall": {"maxCalls": 1.5}}})"),
        "toolBudgets.maxCalls.type", u"toolBudgets.recall.maxCalls"_s);
    add("maxCalls 1001", spec(R"({"toolBudgets": {"recall": {"maxCalls": 1001}}})"),
        "toolBudgets.maxCalls.range", u"toolBudgets.recall.maxCalls"_s, E, u"1000"_s);
    add("maxCalls -1", spec(R"({"toolBudgets": {"recall": {"maxCalls": -1}}})"),
        "toolBudgets.maxCalls.range", u"toolBudgets.recall.maxCalls"_s, E, u"-1"_s);

    // --- supervisor
    add("supervisor string", spec(R"({"supervisor": "on"})"), "supervisor.type", u"supervisor"_s);
    add("supervisor null", spec(R"({"supervisor": null})"), "supervisor.type", u"supervisor"_s);
    add("supervisor unknown field", spec(R"({"supervisor": {"threshold": 1}})"),
        "supervisor.unknownField", u"supervisor.threshold"_s, W);
    add("reasoningTrigger unknown field",
        spec(R"({"supervisor": {"reasoningTrigger": {"tokens": 1}}})"), "supervisor.unknownField",
        u"supervisor.reasoningTrigger.tokens"_s, W);
    add("interval fraction", spec(R"({"supervisor": {"interval": 1.5}})"),
        "supervisor.interval.type", u"supervisor.interval"_s);
    add("interval 0", spec(R"({"supervisor": {"interval": 0}})"), "supervisor.interval.range",
        u"supervisor.interval"_s);
    add("interval 101", spec(R"({"supervisor": {"interval": 101}})"), "supervisor.interval.range",
        u"supervisor.interval"_s, E, u"100"_s);
    add("supervisor modelId number", spec(R"({"supervisor": {"modelId": 5}})"),
        "supervisor.modelId.type", u"supervisor.modelId"_s);
    add("supervisor modelId empty", spec(R"({"supervisor": {"modelId": ""}})"),
        "supervisor.modelId.empty", u"supervisor.modelId"_s);
    add("reasoningTrigger true", spec(R"({"supervisor": {"reasoningTrigger": true}})"),
        "supervisor.reasoningTrigger.type", u"supervisor.reasoningTrigger"_s);
    add("reasoningTrigger number", spec(R"({"supervisor": {"reasoningTrigger": 5}})"),
        "supervisor.reasoningTrigger.type", u"supervisor.reasoningTrigger"_s);
    add("chars string", spec(R"({"supervisor": {"reasoningTrigger": {"chars": "x"}}})"),
        "supervisor.reasoningTrigger.chars.type", u"supervisor.reasoningTrigger.chars"_s);
    add("chars 0", spec(R"({"supervisor": {"reasoningTrigger": {"chars": 0}}})"),
        "supervisor.reasoningTrigger.chars.range", u"supervisor.reasoningTrigger.chars"_s);
    add("chars 50001", spec(R"({"supervisor": {"reasoningTrigger": {"chars": 50001}}})"),
        "supervisor.reasoningTrigger.chars.range", u"supervisor.reasoningTrigger.chars"_s, E,
        u"50000"_s);
    add("ms fraction", spec(R"({"supervisor": {"reasoningTrigger": {"ms": 1.5}}})"),
        "supervisor.reasoningTrigger.ms.type", u"supervisor.reasoningTrigger.ms"_s);
    add("ms 0", spec(R"({"supervisor": {"reasoningTrigger": {"ms": 0}}})"),
        "supervisor.reasoningTrigger.ms.range", u"supervisor.reasoningTrigger.ms"_s);
    add("ms 600001", spec(R"({"supervisor": {"reasoningTrigger": {"ms": 600001}}})"),
        "supervisor.reasoningTrigger.ms.range", u"supervisor.reasoningTrigger.ms"_s, E,
        u"600000"_s);

    // --- plan
    add("plan string", spec(R"({"plan": "auto"})"), "plan.type", u"plan"_s);
    add("plan number", spec(R"({"plan": 1})"), "plan.type", u"plan"_s);
    add("plan unknown field", spec(R"({"plan": {"maxSteps": 3}})"), "plan.unknownField",
        u"plan.maxSteps"_s, W);
    add("plan steps string", spec(R"({"plan": {"steps": "a, b"}})"), "plan.steps.type",
        u"plan.steps"_s);
    add("plan 21 steps",
        spec(QJsonObject{{u"plan"_s, QJsonObject{{u"steps"_s, repeated(u"Step"_s, 21)}}}}),
        "plan.steps.count", u"plan.steps"_s, W, u"20"_s);
    add("plan step number", spec(R"({"plan": {"steps": ["a", 1]}})"), "plan.step.type",
        u"plan.steps[1]"_s);
    add("plan step empty", spec(R"({"plan": {"steps": [""]}})"), "plan.step.empty",
        u"plan.steps[0]"_s);
    add("plan step blank", spec(R"({"plan": {"steps": ["a", "  "]}})"), "plan.step.empty",
        u"plan.steps[1]"_s);
    add("plan step 201 chars",
        spec(QJsonObject{{u"plan"_s, QJsonObject{{u"steps"_s, QJsonArray{chars(201)}}}}}),
        "plan.step.length", u"plan.steps[0]"_s, W, u"200"_s);
    add("plan brief number", spec(R"({"plan": {"brief": 5}})"), "plan.brief.type", u"plan.brief"_s);
    add("plan brief 201 chars",
        spec(QJsonObject{{u"plan"_s, QJsonObject{{u"brief"_s, chars(201)}}}}), "plan.brief.length",
        u"plan.brief"_s, W, u"201"_s);
    add("planOnly string", spec(R"({"plan": {"planOnly": "true"}})"), "plan.planOnly.type",
        u"plan.planOnly"_s);

    // --- metadata
    add("metadata string", spec(R"({"metadata": "x"})"), "metadata.type", u"metadata"_s);
    add("metadata array", spec(R"({"metadata": []})"), "metadata.type", u"metadata"_s);
    add("17 metadata entries", spec(QJsonObject{{u"metadata"_s, metadataOfSize(17, 200)}}),
        "metadata.count", u"metadata"_s, E, u"16"_s);
    add("metadata key with space", spec(R"({"metadata": {"my key": "v"}})"), "metadata.key.pattern",
        uR"(metadata["my key"])"_s);
    add("metadata key 65 chars",
        spec(QJsonObject{{u"metadata"_s, QJsonObject{{chars(65), u"v"_s}}}}),
        "metadata.key.pattern", u"metadata."_s + chars(65), E, u"64"_s);
    add("metadata key empty", spec(R"({"metadata": {"": "v"}})"), "metadata.key.pattern",
        uR"(metadata[""])"_s);
    add("metadata value number", spec(R"({"metadata": {"n": 5}})"), "metadata.value.type",
        u"metadata.n"_s);
    add("metadata value nested", spec(R"({"metadata": {"n": {"a": "b"}}})"), "metadata.value.type",
        u"metadata.n"_s);
    add("metadata value 257 chars",
        spec(QJsonObject{{u"metadata"_s, QJsonObject{{u"note"_s, chars(257)}}}}),
        "metadata.value.length", u"metadata.note"_s, E, u"256"_s);
    add("metadata 4 KB + 1", spec(QJsonObject{{u"metadata"_s, metadataOfSize(16, 4097)}}),
        "metadata.size", u"metadata"_s, E, u"4097"_s);
    return c;
}

struct PassCase
{
    QByteArray tag;
    QJsonObject spec;
    Mode mode = Mode::Run;
};

// Valid specs at the edges: each yields no issue at all (no warning either).
QList<PassCase> passCases()
{
    QList<PassCase> c;
    const auto add = [&c](const char* tag, const QJsonObject& s, Mode mode = Mode::Run) {
        c.append(PassCase{tag, s, mode});
    };

    add("minimal run", minimal());
    add("agentId instead of systemPrompt", object(R"({"agentId": "agt_1", "prompt": "Hi"})"));
    add("session create", object(R"({"systemPrompt": "s", "modelId": "m"})"), Mode::SessionCreate);
    add("session create with agentId", object(R"({"agentId": "agt_1"})"), Mode::SessionCreate);
    add("session message without systemPrompt", object(R"({"prompt": "Hi"})"),
        Mode::SessionMessage);
    add("session message with overrides",
        object(R"({"messages": [{"role": "user", "content": "Hi"}], "reasoningLevel": "low",
                   "plan": false, "supervisor": true, "metadata": {"turn": "2"}})"),
        Mode::SessionMessage);
    add("empty systemPrompt is a string", spec(R"({"systemPrompt": ""})"));
    add("conversation ending on user then system",
        withMessages(R"([{"role": "system", "content": "s"}, {"role": "user", "content": "a"},
                         {"role": "assistant", "content": "b"}, {"role": "user", "content": ""},
                         {"role": "system", "content": "c"}])"));
    add("empty attachments on an earlier message",
        withMessages(R"([{"role": "user", "content": "a", "attachments": []},
                         {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"}])"));
    add("20 attachments", withAttachments(repeated(urlAttachment(), 20)));
    add("inline bytes exactly 5 MB", withAttachments(QJsonArray{inlineFile(5 * 1024 * 1024)}));
    add("inline bytes 5 MB across files",
        withAttachments(QJsonArray{inlineFile(3 * 1024 * 1024), inlineFile(2 * 1024 * 1024)}));
    add("base64 padding variants",
        withAttachments(R"([{"type": "input_file", "mimeType": "text/plain", "filename": "a",
                             "data": "YQ=="},
                            {"type": "input_file", "mimeType": "text/plain", "filename": "b",
                             "data": "YWI="},
                            {"type": "input_file", "mimeType": "text/plain", "filename": "c",
                             "data": "YWJj"},
                            {"type": "input_file", "mimeType": "text/plain", "filename": "d",
                             "data": ""}])"));
    add("MIME type case and parameters",
        withAttachments(R"([{"type": "input_file", "mimeType": "TEXT/Plain; charset=utf-8",
                             "filename": "a.txt", "data": "YQ=="},
                            {"type": "input_file_url", "url": "HTTPS://Example.com/a.png?x=1#f",
                             "mimeType": "IMAGE/PNG"}])"));
    add("64-char tool names",
        withTools(QJsonArray{
            localTool(chars(64)),
            QJsonObject{{u"kind"_s, u"a2a"_s},
                        {u"name"_s, chars(64, u'b')},
                        {u"agentCardUrl"_s, u"http://peer.local/card.json"_s}},
            QJsonObject{{u"kind"_s, u"mcp"_s},
                        {u"name"_s, chars(64, u'c')},
                        {u"url"_s, u"https://mcp.example"_s}},
            QJsonObject{{u"kind"_s, u"mcp_local"_s},
                        {u"name"_s, u"any label, not a name!"_s},
                        {u"tools"_s, QJsonArray{QJsonObject{{u"name"_s, chars(64, u'd')}}}}}}));
    add("mcp prefix and mcp_local label do not clash with tool names",
        withTools(R"([{"kind": "local", "name": "github"},
                      {"kind": "mcp", "name": "github", "url": "https://e.com/mcp"},
                      {"kind": "mcp_local", "name": "github", "tools": [{"name": "gh_read"}]}])"));
    add("a2a_local 0.3 card with url",
        withTools(R"([{"kind": "a2a_local", "name": "peer", "agentCard": {"name": "HR",
                       "description": "d", "protocolVersion": "0.3.0",
                       "url": "https://hr.example/a2a"}}])"));
    add("a2a_local 1.0 card with a supportedInterfaces url",
        withTools(R"([{"kind": "a2a_local", "name": "peer", "agentCard": {"name": "HR",
                       "description": "d", "version": "1.2.0",
                       "supportedInterfaces": [{"url": "https://hr.example/a2a/jsonrpc",
                                                "protocolBinding": "JSONRPC",
                                                "protocolVersion": "1.0"}]}}])"));
    add("a2a_local described by the ref",
        withTools(R"([{"kind": "a2a_local", "name": "peer", "description": "Ask the peer.",
                       "agentCard": {"url": "https://peer.example"}}])"));
    add("local parameters object schema",
        withTools(R"([{"kind": "local", "name": "a", "description": "",
                       "parameters": {"type": "object"}, "outputSchema": {"type": "object"},
                       "longRunning": true}])"));
    add("reasoningLevel strings", spec(R"({"reasoningLevel": "off"})"));
    add("reasoningLevel high", spec(R"({"reasoningLevel": "high"})"));
    add("reasoningLevel 0", spec(R"({"reasoningLevel": 0})"));
    add("reasoningLevel 100", spec(R"({"reasoningLevel": 100})"));
    add("reasoningLevel 50.0", spec(R"({"reasoningLevel": 50.0})"));
    add("maxToolTurns 1", spec(R"({"budgets": {"maxToolTurns": 1}})"));
    add("maxToolTurns 100", spec(R"({"budgets": {"maxToolTurns": 100,
                                                 "maxToolTurnsExceeded": "finalize"}})"));
    add("empty budgets", spec(R"({"budgets": {}})"));
    add("outputSchema exactly 32 KB",
        spec(QJsonObject{{u"outputSchema"_s, outputSchemaOfSize(32 * 1024)}}));
    add("outputSchema name 64 chars with dash",
        spec(QJsonObject{{u"outputSchema"_s, QJsonObject{{u"name"_s, QString(u"a-"_s + chars(62))},
                                                         {u"schema"_s, QJsonObject()}}}}));
    add("loopDetection false", spec(R"({"loopDetection": false})"));
    add("loopDetection defaults", spec(R"({"loopDetection": {}})"));
    add("loopDetection floors", spec(R"({"loopDetection": {"consecutiveThreshold": 2,
                                                           "hardCutoffThreshold": 3}})"));
    add("hard 4 > consecutive 3", spec(R"({"loopDetection": {"consecutiveThreshold": 3,
                                                            "hardCutoffThreshold": 4}})"));
    add("consecutive 5 under the default hard 6",
        spec(R"({"loopDetection": {"consecutiveThreshold": 5}})"));
    add("hard 4 over the default consecutive 3",
        spec(R"({"loopDetection": {"hardCutoffThreshold": 4}})"));
    add("loopDetection ceilings", spec(R"({"loopDetection": {"consecutiveThreshold": 99,
                                                             "hardCutoffThreshold": 100}})"));
    add("empty toolBudgets", spec(R"({"toolBudgets": {}})"));
    add("32 tool budgets", spec(QJsonObject{{u"toolBudgets"_s, budgets(32)}}));
    add("maxCalls 0 and 1000",
        spec(R"({"toolBudgets": {"recall": {"maxCalls": 0}, "traverse": {"maxCalls": 1000},
                                 "hive_consult_ontology": {"maxCalls": 4},
                                 "hive_search_deals": {"maxCalls": 5}}})"));
    add("budget keys naming declared tools",
        spec(R"({"tools": [{"kind": "local", "name": "send_email"},
                           {"kind": "mcp", "name": "gh", "url": "https://e.com/mcp"},
                           {"kind": "mcp_local", "name": "fs", "tools": [{"name": "fs_read"}]}],
                 "toolBudgets": {"send_email": {"maxCalls": 1}, "gh_search": {"maxCalls": 2},
                                 "fs_read": {"maxCalls": 3}}})"));
    add("budget key 120 chars",
        spec(QJsonObject{{u"toolBudgets"_s, QJsonObject{{QString(u"hive_search_"_s + chars(108)),
                                                         QJsonObject{{u"maxCalls"_s, 1}}}}}}));
    add("supervisor true", spec(R"({"supervisor": true})"));
    add("supervisor false", spec(R"({"supervisor": false})"));
    add("supervisor empty", spec(R"({"supervisor": {}})"));
    add("supervisor floors", spec(R"({"supervisor": {"interval": 1, "reasoningTrigger":
                                                     {"chars": 1, "ms": 1}}})"));
    add("supervisor ceilings", spec(R"({"supervisor": {"interval": 100, "modelId": "platform:demo",
                                "reasoningTrigger": {"chars": 50000, "ms": 600000}}})"));
    add("reasoningTrigger false", spec(R"({"supervisor": {"reasoningTrigger": false}})"));
    add("plan true", spec(R"({"plan": true})"));
    add("plan false", spec(R"({"plan": false})"));
    add("plan empty steps", spec(R"({"plan": {"steps": [], "planOnly": true}})"));
    add("plan at the warning limits",
        spec(QJsonObject{{u"plan"_s, QJsonObject{{u"steps"_s, repeated(chars(200), 20)},
                                                 {u"brief"_s, chars(200)},
                                                 {u"planOnly"_s, false}}}}));
    add("16 metadata entries", spec(QJsonObject{{u"metadata"_s, metadataOfSize(16, 200)}}));
    add("metadata key 64 chars with punctuation",
        spec(
            QJsonObject{{u"metadata"_s, QJsonObject{{QString(u"a.b_c-"_s + chars(58)), u"v"_s}}}}));
    add("metadata value 256 chars",
        spec(QJsonObject{{u"metadata"_s, QJsonObject{{u"note"_s, chars(256)}}}}));
    add("metadata exactly 4 KB", spec(QJsonObject{{u"metadata"_s, metadataOfSize(16, 4096)}}));
    add("empty metadata", spec(R"({"metadata": {}})"));
    return c;
}

QList<SpecIssue> run(const FailCase& c)
{
    return c.json.isEmpty() ? SpecValidator::validate(c.spec, c.mode)
                            : SpecValidator::validateJson(c.json, c.mode);
}

QJsonObject loadFixture(const QString& name)
{
    QFile file(QStringLiteral(MANTYX_TEST_DATA) + u"/validator/"_s + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

void TestSpecValidator::failingCase_data()
{
    QTest::addColumn<int>("index");
    const QList<FailCase> cases = failCases();
    for (int i = 0; i < cases.size(); ++i)
        QTest::newRow(cases.at(i).tag.constData()) << i;
}

void TestSpecValidator::failingCase()
{
    QFETCH(int, index);
    static const QList<FailCase> cases = failCases();
    const FailCase& c = cases.at(index);
    const QList<SpecIssue> issues = run(c);

    if (issues.size() != 1) {
        QFAIL(qPrintable(u"expected exactly one issue (%1 at '%2'), got %3:\n%4"_s.arg(
            c.rule, c.path, QString::number(issues.size()), dump(issues))));
    }
    const SpecIssue& issue = issues.first();
    QCOMPARE(issue.rule, c.rule);
    QCOMPARE(issue.path, c.path);
    QCOMPARE(issue.severity, c.severity);
    QCOMPARE(hasErrors(issues), c.severity == Severity::Error);
    QVERIFY(!issue.message.isEmpty());
    if (!c.mention.isEmpty()) {
        QVERIFY2(issue.message.contains(c.mention),
                 qPrintable(u"message '%1' does not mention '%2'"_s.arg(issue.message, c.mention)));
    }
    QVERIFY2(SpecValidator::ruleIds().contains(issue.rule), qPrintable(issue.rule));
    // The path is well formed and, when the field exists, points at it.
    const std::optional<QList<JsonPath::Component>> parts = JsonPath::split(issue.path);
    QVERIFY2(parts.has_value(), qPrintable(issue.path));
    QCOMPARE(JsonPath::join(*parts), issue.path);
}

void TestSpecValidator::passingEdge_data()
{
    QTest::addColumn<int>("index");
    const QList<PassCase> cases = passCases();
    for (int i = 0; i < cases.size(); ++i)
        QTest::newRow(cases.at(i).tag.constData()) << i;
}

void TestSpecValidator::passingEdge()
{
    QFETCH(int, index);
    static const QList<PassCase> cases = passCases();
    const PassCase& c = cases.at(index);
    const QList<SpecIssue> issues = SpecValidator::validate(c.spec, c.mode);
    QVERIFY2(issues.isEmpty(), qPrintable(u"unexpected issues:\n"_s + dump(issues)));
}

void TestSpecValidator::everyRuleHasAFailingCase()
{
    QSet<QString> covered;
    for (const FailCase& c : failCases())
        covered.insert(c.rule);
    QStringList missing;
    const QStringList ids = SpecValidator::ruleIds();
    for (const QString& id : ids) {
        if (!covered.contains(id))
            missing.append(id);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"rules without a failing case: "_s + missing.join(u", "_s)));
    QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size()); // ids are unique
    const QSet<QString> listed(ids.cbegin(), ids.cend());
    for (const QString& rule : std::as_const(covered))
        QVERIFY2(listed.contains(rule), qPrintable(rule));
}

void TestSpecValidator::reportsEveryIssueAtOnce()
{
    const QJsonObject bad = object(R"({
        "prompt": "",
        "tools": [{"kind": "local", "name": "bad name"}, {"kind": "local", "name": "x"},
                  {"kind": "local", "name": "x"}, 7],
        "reasoningLevel": 101,
        "loopDetection": {"consecutiveThreshold": 1, "hardCutoffThreshold": 200},
        "toolBudgets": {"recall": {"maxCalls": 1001}},
        "metadata": {"k": 1, "bad key": "v"},
        "temperature": 1
    })");
    const QList<SpecIssue> issues = SpecValidator::validate(bad);
    const QList<std::pair<QString, QString>> expected = {
        {u"spec.unknownField"_s, u"temperature"_s},
        {u"systemPrompt.required"_s, u"systemPrompt"_s},
        {u"prompt.empty"_s, u"prompt"_s},
        {u"tool.name.pattern"_s, u"tools[0].name"_s},
        {u"tool.name.duplicate"_s, u"tools[2].name"_s},
        {u"tool.object"_s, u"tools[3]"_s},
        {u"reasoningLevel.range"_s, u"reasoningLevel"_s},
        {u"loopDetection.consecutiveThreshold.range"_s, u"loopDetection.consecutiveThreshold"_s},
        {u"loopDetection.hardCutoffThreshold.range"_s, u"loopDetection.hardCutoffThreshold"_s},
        {u"toolBudgets.maxCalls.range"_s, u"toolBudgets.recall.maxCalls"_s},
        {u"metadata.key.pattern"_s, uR"(metadata["bad key"])"_s},
        {u"metadata.value.type"_s, u"metadata.k"_s},
    };
    QList<std::pair<QString, QString>> actual;
    for (const SpecIssue& issue : issues)
        actual.append({issue.rule, issue.path});
    QCOMPARE(actual, expected); // all of them, in the documented field order
    QVERIFY(hasErrors(issues));
}

void TestSpecValidator::modes_data()
{
    QTest::addColumn<QJsonObject>("spec");
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<QStringList>("rules");

    const QJsonObject bare = object(R"({"modelId": "m"})");
    QTest::newRow("run: bare") << bare << Mode::Run
                               << QStringList{u"systemPrompt.required"_s, u"input.required"_s};
    QTest::newRow("session create: bare")
        << bare << Mode::SessionCreate << QStringList{u"systemPrompt.required"_s};
    QTest::newRow("session message: bare")
        << bare << Mode::SessionMessage << QStringList{u"input.required"_s};
    QTest::newRow("run: minimal") << minimal() << Mode::Run << QStringList();
    QTest::newRow("session create: minimal")
        << minimal() << Mode::SessionCreate << QStringList{u"input.forbidden"_s};
    QTest::newRow("session message: minimal") << minimal() << Mode::SessionMessage << QStringList();
    const QJsonObject both = spec(R"({"messages": [{"role": "user", "content": "x"}]})");
    QTest::newRow("run: both") << both << Mode::Run << QStringList{u"input.exclusive"_s};
    QTest::newRow("session message: both")
        << both << Mode::SessionMessage << QStringList{u"input.exclusive"_s};
    QTest::newRow("session create: both")
        << both << Mode::SessionCreate << QStringList{u"input.forbidden"_s, u"input.forbidden"_s};
}

void TestSpecValidator::modes()
{
    QFETCH(QJsonObject, spec);
    QFETCH(Mode, mode);
    QFETCH(QStringList, rules);
    QStringList actual;
    for (const SpecIssue& issue : SpecValidator::validate(spec, mode))
        actual.append(issue.rule);
    QCOMPARE(actual, rules);
}

void TestSpecValidator::fullSpecHasNoIssues()
{
    const QJsonObject full = loadFixture(u"full-spec.json"_s);
    QVERIFY(!full.isEmpty());
    const QStringList documented = {
        u"modelId"_s, u"systemPrompt"_s, u"messages"_s,      u"tools"_s,       u"reasoningLevel"_s,
        u"budgets"_s, u"outputSchema"_s, u"loopDetection"_s, u"toolBudgets"_s, u"supervisor"_s,
        u"plan"_s,    u"metadata"_s,     u"name"_s};
    for (const QString& key : documented)
        QVERIFY2(full.contains(key), qPrintable(key)); // the fixture really has every field
    QList<SpecIssue> issues = SpecValidator::validate(full);
    QVERIFY2(issues.isEmpty(), qPrintable(dump(issues)));

    // The same spec as a session: create without the input, then a message with it.
    QJsonObject create = full;
    create.remove(u"messages"_s);
    issues = SpecValidator::validate(create, Mode::SessionCreate);
    QVERIFY2(issues.isEmpty(), qPrintable(dump(issues)));
    QJsonObject message = full;
    message.remove(u"systemPrompt"_s);
    issues = SpecValidator::validate(message, Mode::SessionMessage);
    QVERIFY2(issues.isEmpty(), qPrintable(dump(issues)));
}

void TestSpecValidator::wireProtocolExampleHasNoIssues()
{
    const QJsonObject example = loadFixture(u"wire-example-2.1.json"_s);
    QCOMPARE(example.size(), 12);
    const QList<SpecIssue> issues = SpecValidator::validate(example);
    QVERIFY2(issues.isEmpty(), qPrintable(dump(issues)));
}

void TestSpecValidator::documentOverloads()
{
    QCOMPARE(SpecValidator::validate(QJsonDocument(minimal())).size(), 0);
    const QList<SpecIssue> array = SpecValidator::validate(QJsonDocument(QJsonArray{1}));
    QCOMPARE(array.size(), 1);
    QCOMPARE(array.first().rule, u"spec.type"_s);
    QCOMPARE(array.first().path, QString());
    QCOMPARE(SpecValidator::validate(QJsonDocument()).first().rule, u"spec.type"_s);
    QCOMPARE(SpecValidator::validateJson(R"({"systemPrompt": "s", "prompt": "p"})").size(), 0);
    const QList<SpecIssue> broken = SpecValidator::validateJson("{\"a\": tru}");
    QCOMPARE(broken.size(), 1);
    QCOMPARE(broken.first().rule, u"spec.json"_s);
    QVERIFY(broken.first().message.contains(u"offset"_s));
}

void TestSpecValidator::hasErrorsIgnoresWarnings()
{
    QVERIFY(!hasErrors({}));
    const QList<SpecIssue> warnings = SpecValidator::validate(spec(R"({"temperature": 1})"));
    QCOMPARE(warnings.size(), 1);
    QVERIFY(!hasErrors(warnings));
    QVERIFY(hasErrors(SpecValidator::validate(QJsonObject())));
}

void TestSpecValidator::mimeTypes()
{
    const QStringList allowed = SpecValidator::allowedAttachmentMimeTypes();
    for (const QString& type : {u"image/png"_s, u"image/jpeg"_s, u"image/gif"_s, u"image/webp"_s,
                                u"application/pdf"_s, u"text/plain"_s, u"text/markdown"_s,
                                u"text/csv"_s, u"text/html"_s, u"application/json"_s}) {
        QVERIFY2(allowed.contains(type), qPrintable(type));
        QVERIFY(SpecValidator::isAllowedAttachmentMimeType(type));
    }
    for (const QString& type : allowed)
        QCOMPARE(type, type.toLower());
    QVERIFY(SpecValidator::isAllowedAttachmentMimeType(u"Image/PNG"_s));
    QVERIFY(SpecValidator::isAllowedAttachmentMimeType(u"text/plain; charset=utf-8"_s));
    QVERIFY(!SpecValidator::isAllowedAttachmentMimeType(u"application/zip"_s));
    QVERIFY(!SpecValidator::isAllowedAttachmentMimeType(u"image/png2"_s));
    QVERIFY(!SpecValidator::isAllowedAttachmentMimeType(QString()));
}

void TestSpecValidator::base64Size_data()
{
    QTest::addColumn<QString>("data");
    QTest::addColumn<qint64>("size"); // -1: invalid

    QTest::newRow("empty") << QString() << qint64(0);
    QTest::newRow("one byte") << u"YQ=="_s << qint64(1);
    QTest::newRow("two bytes") << u"YWI="_s << qint64(2);
    QTest::newRow("three bytes") << u"YWJj"_s << qint64(3);
    QTest::newRow("plus and slash") << u"+/+/"_s << qint64(3);
    QTest::newRow("unpadded") << u"YQ"_s << qint64(-1);
    QTest::newRow("three pads") << u"Y==="_s << qint64(-1);
    QTest::newRow("pad in the middle") << u"YQ==YWJj"_s << qint64(-1);
    QTest::newRow("url-safe alphabet") << u"-_-_"_s << qint64(-1);
    QTest::newRow("whitespace") << u"YWJj\nYWJj"_s << qint64(-1);
    QTest::newRow("non-ASCII") << u"YWJ\u00e9"_s << qint64(-1);
}

void TestSpecValidator::base64Size()
{
    QFETCH(QString, data);
    QFETCH(qint64, size);
    const std::optional<qint64> decoded = SpecValidator::decodedBase64Size(data);
    if (size < 0) {
        QVERIFY(!decoded.has_value());
    } else {
        QVERIFY(decoded.has_value());
        QCOMPARE(*decoded, size);
        QCOMPARE(*decoded, QByteArray::fromBase64(data.toLatin1()).size());
    }
}

void TestSpecValidator::jsonPathBuild()
{
    QCOMPARE(JsonPath::key(QString(), u"tools"_s), u"tools"_s);
    QCOMPARE(JsonPath::index(u"tools"_s, 2), u"tools[2]"_s);
    QCOMPARE(JsonPath::key(u"tools[2]"_s, u"name"_s), u"tools[2].name"_s);
    QCOMPARE(JsonPath::key(u"metadata"_s, u"my key"_s), uR"(metadata["my key"])"_s);
    QCOMPARE(JsonPath::key(u"metadata"_s, u"ticket.id"_s), uR"(metadata["ticket.id"])"_s);
    QCOMPARE(JsonPath::key(u"m"_s, uR"(a"b\c)"_s), uR"(m["a\"b\\c"])"_s);
    QCOMPARE(JsonPath::key(u"m"_s, u"a\nb\u0001"_s), uR"(m["a\nb\u0001"])"_s);
    QCOMPARE(JsonPath::key(u"m"_s, QString()), uR"(m[""])"_s);
    QCOMPARE(JsonPath::key(QString(), u"1st"_s), uR"(["1st"])"_s);
    QCOMPARE(JsonPath::key(u"toolBudgets"_s, "recall"_L1), u"toolBudgets.recall"_s);
    QVERIFY(JsonPath::isIdentifier(u"_a1"_s));
    QVERIFY(!JsonPath::isIdentifier(u"1a"_s));
    QVERIFY(!JsonPath::isIdentifier(u"a-b"_s));
    QVERIFY(!JsonPath::isIdentifier(QString()));
}

void TestSpecValidator::jsonPathSplit_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("parts"); // "#n" for an index

    QTest::newRow("document") << QString() << true << QStringList();
    QTest::newRow("key") << u"prompt"_s << true << QStringList{u"prompt"_s};
    QTest::newRow("nested") << u"tools[2].tools[0].name"_s << true
                            << QStringList{u"tools"_s, u"#2"_s, u"tools"_s, u"#0"_s, u"name"_s};
    QTest::newRow("dotted budget") << u"toolBudgets.recall.maxCalls"_s << true
                                   << QStringList{u"toolBudgets"_s, u"recall"_s, u"maxCalls"_s};
    QTest::newRow("quoted") << uR"(metadata["my key"])"_s << true
                            << QStringList{u"metadata"_s, u"my key"_s};
    QTest::newRow("quoted escapes")
        << uR"(m["a\"b\\c\n\u0041"].x)"_s << true << QStringList{u"m"_s, u"a\"b\\c\nA"_s, u"x"_s};
    QTest::newRow("quoted head") << uR"(["my key"][0])"_s << true
                                 << QStringList{u"my key"_s, u"#0"_s};
    QTest::newRow("index head") << u"[3].a"_s << true << QStringList{u"#3"_s, u"a"_s};
    QTest::newRow("trailing dot") << u"a."_s << false << QStringList();
    QTest::newRow("leading dot") << u".a"_s << false << QStringList();
    QTest::newRow("unclosed bracket") << u"a[1"_s << false << QStringList();
    QTest::newRow("negative index") << u"a[-1]"_s << false << QStringList();
    QTest::newRow("unquoted key in brackets") << u"a[b]"_s << false << QStringList();
    QTest::newRow("unterminated string") << uR"(a["b)"_s << false << QStringList();
    QTest::newRow("bad escape") << uR"(a["\x"])"_s << false << QStringList();
    QTest::newRow("space") << u"a b"_s << false << QStringList();
}

void TestSpecValidator::jsonPathSplit()
{
    QFETCH(QString, path);
    QFETCH(bool, valid);
    QFETCH(QStringList, parts);
    const std::optional<QList<JsonPath::Component>> split = JsonPath::split(path);
    QCOMPARE(split.has_value(), valid);
    if (!valid)
        return;
    QStringList actual;
    for (const JsonPath::Component& c : *split) {
        actual.append(c.kind == JsonPath::Component::Kind::Index ? u"#"_s + QString::number(c.index)
                                                                 : c.key);
    }
    QCOMPARE(actual, parts);
    // Round trip (the escapes test uses an escape join() writes differently).
    if (!path.contains(u"\\u0041"_s))
        QCOMPARE(JsonPath::join(*split), path);
    QCOMPARE(JsonPath::split(JsonPath::join(*split)), split);
}

void TestSpecValidator::jsonPathValueAt()
{
    const QJsonObject full = loadFixture(u"full-spec.json"_s);
    QCOMPARE(JsonPath::valueAt(full, u"tools[6].tools[0].name"_s).toString(), u"fs_read_file"_s);
    QCOMPARE(JsonPath::valueAt(full, uR"(metadata["ticket.id"])"_s).toString(), u"T-42"_s);
    QCOMPARE(JsonPath::valueAt(full, u"toolBudgets.recall.maxCalls"_s).toInt(), 4);
    QCOMPARE(JsonPath::valueAt(full, QString()).toObject(), full);
    QVERIFY(JsonPath::valueAt(full, u"tools[99]"_s).isUndefined());
    QVERIFY(JsonPath::valueAt(full, u"nope"_s).isUndefined());
    QVERIFY(JsonPath::valueAt(full, u"tools.name"_s).isUndefined());
    QVERIFY(JsonPath::valueAt(full, u"a["_s).isUndefined());

    // A reported path leads the GUI back to the offending value.
    QJsonObject bad = full;
    QJsonObject metadata = bad.value(u"metadata"_s).toObject();
    metadata.insert(u"my key"_s, 5);
    bad.insert(u"metadata"_s, metadata);
    const QList<SpecIssue> issues = SpecValidator::validate(bad);
    QCOMPARE(issues.size(), 2);
    for (const SpecIssue& issue : issues)
        QCOMPARE(JsonPath::valueAt(bad, issue.path), QJsonValue(5));
}

QTEST_GUILESS_MAIN(TestSpecValidator)
#include "tst_specvalidator.moc"
