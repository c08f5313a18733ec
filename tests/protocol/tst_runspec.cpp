// SPDX-License-Identifier: MIT
// Tests for RunSpec and its parts: every spec / tool-ref example of wire-protocol.md parses to the
// documented values and round-trips exactly, and no JSON object — unknown fields, wrong types,
// literal forms — is ever changed by a trip through the typed classes.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include "protocol/runspec.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

namespace {

QString specsDir()
{
    return QStringLiteral(MANTYX_TEST_DATA "/specs");
}

// The object in tests/protocol/data/specs/<name>; an empty object when unreadable.
QJsonObject loadObject(const QString& name)
{
    QFile file(specsDir() + u'/' + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    return document.object();
}

QJsonObject parseObject(const char* json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// fromJson(x).toJson() == x, byte for byte, and the typed value is a fixed point.
bool specRoundTrips(const QJsonObject& x, QByteArray* diagnostic)
{
    const RunSpec spec = RunSpec::fromJson(x);
    const QJsonObject out = spec.toJson();
    if (out != x || compact(out) != compact(x)) {
        *diagnostic = "in:  " + compact(x) + "\nout: " + compact(out);
        return false;
    }
    if (!(RunSpec::fromJson(out) == spec)) {
        *diagnostic = "typed value changed on a second trip: " + compact(x);
        return false;
    }
    return true;
}

bool toolRoundTrips(const QJsonObject& x, QByteArray* diagnostic)
{
    const QJsonObject out = ToolRef::fromJson(x).toJson();
    if (out != x || compact(out) != compact(x)) {
        *diagnostic = "in:  " + compact(x) + "\nout: " + compact(out);
        return false;
    }
    return true;
}

#define VERIFY_SPEC_ROUND_TRIP(x)                                                                  \
    do {                                                                                           \
        QByteArray diag_;                                                                          \
        QVERIFY2(specRoundTrips((x), &diag_), diag_.constData());                                  \
    } while (false)

#define VERIFY_TOOL_ROUND_TRIP(x)                                                                  \
    do {                                                                                           \
        QByteArray diag_;                                                                          \
        QVERIFY2(toolRoundTrips((x), &diag_), diag_.constData());                                  \
    } while (false)

// Random JSON documents shaped like specs: known keys at every level with values of the right
// shape most of the time and of any shape otherwise, plus unknown keys.
class SpecFuzzer
{
public:
    explicit SpecFuzzer(quint32 seed)
        : m_rng(seed)
    {}

    QJsonObject spec() { return objectWith(kTopKeys, 0); }

private:
    static inline const QStringList kTopKeys{
        u"modelId"_s,       u"systemPrompt"_s, u"name"_s,           u"agentId"_s, u"prompt"_s,
        u"messages"_s,      u"tools"_s,        u"reasoningLevel"_s, u"budgets"_s, u"outputSchema"_s,
        u"loopDetection"_s, u"toolBudgets"_s,  u"supervisor"_s,     u"plan"_s,    u"metadata"_s,
    };
    static inline const QStringList kMessageKeys{u"role"_s, u"content"_s, u"attachments"_s};
    static inline const QStringList kAttachmentKeys{u"type"_s, u"mimeType"_s, u"filename"_s,
                                                    u"data"_s, u"url"_s};
    static inline const QStringList kToolKeys{
        u"kind"_s,         u"id"_s,          u"name"_s,         u"description"_s, u"parameters"_s,
        u"outputSchema"_s, u"longRunning"_s, u"agentCardUrl"_s, u"headers"_s,     u"contextId"_s,
        u"agentCard"_s,    u"url"_s,         u"toolFilter"_s,   u"serverInfo"_s,  u"tools"_s,
    };
    static inline const QStringList kMcpToolKeys{u"name"_s, u"description"_s, u"inputSchema"_s,
                                                 u"annotations"_s, u"title"_s};
    static inline const QStringList kSchemaKeys{u"name"_s, u"schema"_s};
    static inline const QStringList kLoopKeys{u"consecutiveThreshold"_s, u"hardCutoffThreshold"_s};
    static inline const QStringList kSupervisorKeys{u"interval"_s, u"modelId"_s,
                                                    u"reasoningTrigger"_s};
    static inline const QStringList kTriggerKeys{u"chars"_s, u"ms"_s};
    static inline const QStringList kPlanKeys{u"steps"_s, u"brief"_s, u"planOnly"_s};
    static inline const QStringList kBudgetKeys{u"maxToolTurns"_s, u"maxToolTurnsExceeded"_s};
    static inline const QStringList kToolBudgetKeys{u"maxCalls"_s};
    static inline const QStringList kStrings{
        u"off"_s,
        u"low"_s,
        u"medium"_s,
        u"high"_s,
        u"user"_s,
        u"system"_s,
        u"assistant"_s,
        u"input_file"_s,
        u"input_file_url"_s,
        u"mantyx"_s,
        u"mantyx_plugin"_s,
        u"local"_s,
        u"a2a"_s,
        u"a2a_local"_s,
        u"mcp"_s,
        u"mcp_local"_s,
        u"openapi"_s,
        u""_s,
        u"h\u00e9llo \u2603"_s,
        u"finalize"_s,
    };

    bool chance(int percent) { return m_rng.bounded(100) < percent; }
    QString pick(const QStringList& list) { return list.at(m_rng.bounded(list.size())); }

    QJsonValue scalar()
    {
        switch (m_rng.bounded(9)) {
        case 0:
            return QJsonValue(QJsonValue::Null);
        case 1:
            return true;
        case 2:
            return false;
        case 3:
            return qint64(m_rng.bounded(200)) - 50;
        case 4:
            return qint64(9007199254740993LL); // above 2^53: must not go through a double
        case 5:
            return 2.5;
        case 6:
            return 1e300;
        default:
            return pick(kStrings);
        }
    }

    QJsonValue any(int depth)
    {
        if (depth > 3 || chance(60))
            return scalar();
        if (chance(50)) {
            QJsonArray array;
            const int n = int(m_rng.bounded(4));
            for (int i = 0; i < n; ++i)
                array.append(any(depth + 1));
            return array;
        }
        QStringList keys = kTopKeys;
        keys += kToolKeys;
        return objectWith(keys, depth + 1);
    }

    QJsonArray arrayOf(const QStringList& keys, int depth)
    {
        QJsonArray array;
        const int n = int(m_rng.bounded(4));
        for (int i = 0; i < n; ++i)
            array.append(chance(92) ? QJsonValue(objectWith(keys, depth + 1)) : any(depth + 1));
        return array;
    }

    QJsonValue literalOrObject(const QStringList& keys, int depth)
    {
        switch (m_rng.bounded(4)) {
        case 0:
            return true;
        case 1:
            return false;
        default:
            return objectWith(keys, depth + 1);
        }
    }

    QJsonObject stringMap(int depth)
    {
        QJsonObject object;
        const int n = int(m_rng.bounded(4));
        for (int i = 0; i < n; ++i)
            object.insert(u"k%1"_s.arg(i), chance(90) ? QJsonValue(pick(kStrings)) : any(depth));
        return object;
    }

    QJsonValue shaped(const QString& key, int depth)
    {
        static const QSet<QString> strings{
            u"modelId"_s,  u"systemPrompt"_s, u"name"_s,         u"agentId"_s,
            u"prompt"_s,   u"role"_s,         u"content"_s,      u"type"_s,
            u"mimeType"_s, u"filename"_s,     u"data"_s,         u"url"_s,
            u"id"_s,       u"description"_s,  u"agentCardUrl"_s, u"contextId"_s,
            u"brief"_s,    u"kind"_s,         u"title"_s,        u"maxToolTurnsExceeded"_s};
        static const QSet<QString> integers{u"maxToolTurns"_s,
                                            u"consecutiveThreshold"_s,
                                            u"hardCutoffThreshold"_s,
                                            u"interval"_s,
                                            u"chars"_s,
                                            u"ms"_s,
                                            u"maxCalls"_s};
        if (strings.contains(key))
            return pick(kStrings);
        if (integers.contains(key))
            return qint64(m_rng.bounded(120)) - 10;
        if (key == u"longRunning" || key == u"planOnly")
            return chance(50);
        if (key == u"reasoningLevel")
            return chance(50) ? QJsonValue(pick(kStrings)) : QJsonValue(qint64(m_rng.bounded(110)));
        if (key == u"messages")
            return arrayOf(kMessageKeys, depth);
        if (key == u"attachments")
            return arrayOf(kAttachmentKeys, depth);
        if (key == u"tools")
            return arrayOf(chance(70) ? kToolKeys : kMcpToolKeys, depth);
        if (key == u"budgets")
            return objectWith(kBudgetKeys, depth + 1);
        if (key == u"outputSchema")
            return objectWith(kSchemaKeys, depth + 1);
        if (key == u"loopDetection")
            return literalOrObject(kLoopKeys, depth);
        if (key == u"supervisor")
            return literalOrObject(kSupervisorKeys, depth);
        if (key == u"reasoningTrigger")
            return literalOrObject(kTriggerKeys, depth);
        if (key == u"plan")
            return literalOrObject(kPlanKeys, depth);
        if (key == u"toolBudgets") {
            QJsonObject object;
            const int n = int(m_rng.bounded(4));
            for (int i = 0; i < n; ++i)
                object.insert(pick(kStrings),
                              chance(90) ? QJsonValue(objectWith(kToolBudgetKeys, depth + 1))
                                         : any(depth + 1));
            return object;
        }
        if (key == u"metadata" || key == u"headers")
            return stringMap(depth + 1);
        if (key == u"steps") {
            QJsonArray array;
            const int n = int(m_rng.bounded(4));
            for (int i = 0; i < n; ++i)
                array.append(chance(90) ? QJsonValue(pick(kStrings)) : scalar());
            return array;
        }
        return objectWith(kMcpToolKeys, depth + 1); // schemas, agentCard, serverInfo, …
    }

    QJsonObject objectWith(const QStringList& keys, int depth)
    {
        QJsonObject object;
        for (const QString& key : keys) {
            if (chance(45))
                object.insert(key, (depth < 4 && chance(80)) ? shaped(key, depth) : any(depth));
        }
        if (chance(30))
            object.insert(u"x-future-%1"_s.arg(m_rng.bounded(3)), any(depth));
        return object;
    }

    QRandomGenerator m_rng;
};

} // namespace

class TestRunSpec : public QObject
{
    Q_OBJECT

private slots:
    // Every documented example: parses and round-trips exactly.
    void documentedExamples_data();
    void documentedExamples();
    void everyExampleFileIsListed();

    // The typed view of each example holds the documented values.
    void specBody();
    void messagesWithAttachments();
    void localToolRef();
    void a2aLocalToolRef();
    void mcpLocalToolRef();
    void allSevenKinds();
    void reasoningLevelExamples();
    void outputSchemaExample();
    void loopDetectionExamples();
    void toolBudgetsExamples();
    void supervisorExamples();
    void planExamples();
    void workedExampleA2aLocal();
    void workedExampleMcpLocal();
    void specExtras();

    // Fidelity beyond the examples.
    void unknownFieldsSurviveEverywhere();
    void wrongTypedFieldsSurvive_data();
    void wrongTypedFieldsSurvive();
    void wrongTypedFieldsStayOutOfTheTypedView();
    void explicitFormsStayDistinct_data();
    void explicitFormsStayDistinct();
    void integersStayIntegers();
    void randomDocumentsRoundTrip();

    // Building and editing.
    void builtThroughSettersSerialises();
    void settersKeepExtras();
    void settersReplaceRawValues();
    void kindSwitchAdoptsAndHidesFields();
    void attachmentHelpers();
    void fromJsonText();

    // Helpers.
    void reasoningLevelNames_data();
    void reasoningLevelNames();
    void reasoningEffortForValue_data();
    void reasoningEffortForValue();
    void toolKindTable_data();
    void toolKindTable();
    void modelFacingNames_data();
    void modelFacingNames();
    void mcpToolViewHints();
    void agentCardViewVersions();
};

// spec-*.json are whole spec bodies, tool-*.json single tool refs (wire-protocol.md section in
// the name, JSONC made strict, placeholders filled in).
static QStringList exampleFiles()
{
    return {
        u"spec-2.1-body.json"_s,
        u"spec-2.1.1-messages-attachments.json"_s,
        u"tool-3.1-local.json"_s,
        u"tool-3.2-a2a-local.json"_s,
        u"tool-3.3-mcp-local.json"_s,
        u"spec-3-all-tool-kinds.json"_s,
        u"spec-6-reasoning-level-string.json"_s,
        u"spec-6-reasoning-level-number.json"_s,
        u"spec-6-reasoning-level-zero.json"_s,
        u"spec-7-output-schema.json"_s,
        u"spec-8.1-loop-detection-object.json"_s,
        u"spec-8.1-loop-detection-false.json"_s,
        u"spec-8.2-tool-budgets.json"_s,
        u"spec-8.2-tool-budgets-empty.json"_s,
        u"spec-8.4-supervisor-true.json"_s,
        u"spec-8.4-supervisor-object.json"_s,
        u"spec-8.4-supervisor-reasoning-trigger-false.json"_s,
        u"spec-8.4-supervisor-false.json"_s,
        u"spec-8.4-supervisor-empty-object.json"_s,
        u"spec-8.5-plan-true.json"_s,
        u"spec-8.5-plan-steps.json"_s,
        u"spec-8.5-plan-only.json"_s,
        u"spec-8.5-plan-only-steps.json"_s,
        u"spec-8.5-plan-false.json"_s,
        u"spec-11-a2a-local-example.json"_s,
        u"spec-12-mcp-local-example.json"_s,
        u"spec-extras-agent.json"_s,
    };
}

void TestRunSpec::documentedExamples_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = exampleFiles();
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestRunSpec::documentedExamples()
{
    QFETCH(QString, file);
    const QJsonObject json = loadObject(file);
    QVERIFY2(!json.isEmpty(), qPrintable(file));
    if (file.startsWith(u"tool-")) {
        VERIFY_TOOL_ROUND_TRIP(json);
        const ToolRef tool = ToolRef::fromJson(json);
        QVERIFY(tool.kind() != ToolKind::Unknown);
        QVERIFY2(tool.extras().isEmpty(), compact(tool.extras()).constData());
        // The same ref inside a spec.
        QJsonObject spec{{u"modelId"_s, u"openai:gpt-5.5"_s},
                         {u"prompt"_s, u"hi"_s},
                         {u"tools"_s, QJsonArray{json}}};
        VERIFY_SPEC_ROUND_TRIP(spec);
    } else {
        VERIFY_SPEC_ROUND_TRIP(json);
        // Documented examples use documented fields only, all with the documented types.
        const RunSpec spec = RunSpec::fromJson(json);
        QVERIFY2(spec.extras().isEmpty(), compact(spec.extras()).constData());
        if (spec.tools()) {
            for (const ToolRef& tool : *spec.tools())
                QVERIFY2(tool.extras().isEmpty(), compact(tool.extras()).constData());
        }
    }
}

void TestRunSpec::everyExampleFileIsListed()
{
    QStringList listed = exampleFiles();
    listed.sort();
    const QStringList onDisk =
        QDir(specsDir()).entryList(QStringList{u"*.json"_s}, QDir::Files, QDir::Name);
    QCOMPARE(onDisk, listed);
}

void TestRunSpec::specBody()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-2.1-body.json"_s));
    QCOMPARE(spec.modelId(), u"openai:gpt-5.5"_s);
    QCOMPARE(spec.systemPrompt(), u"You are a concise weather assistant."_s);
    QCOMPARE(spec.prompt(), u"What is the weather in Lisbon tomorrow?"_s);
    QVERIFY(!spec.messages());
    QVERIFY(!spec.name());
    QVERIFY(!spec.agentId());

    QVERIFY(spec.tools());
    QCOMPARE(spec.tools()->size(), 2);
    QCOMPARE(spec.tools()->at(0).kind(), ToolKind::Mantyx);
    QCOMPARE(spec.tools()->at(0).id(), u"tool_cm8x2k1q0000"_s);
    QCOMPARE(spec.tools()->at(1).kind(), ToolKind::MantyxPlugin);
    QCOMPARE(spec.tools()->at(1).name(), u"web_search"_s);
    QVERIFY(!spec.hasClientResolvedTools());

    QVERIFY(spec.reasoningLevel());
    QVERIFY(spec.reasoningLevel()->isNamed());
    QCOMPARE(spec.reasoningLevel()->name(), u"medium"_s);
    QCOMPARE(spec.reasoningLevel()->value(), 50);
    QCOMPARE(spec.reasoningLevel()->effort(), ReasoningEffort::Medium);

    QCOMPARE(spec.maxToolTurns(), 32);
    QVERIFY(spec.outputSchema());
    QCOMPARE(spec.outputSchema()->name, u"weather_report"_s);
    QCOMPARE(spec.outputSchema()->effectiveName(), u"weather_report"_s);
    QVERIFY(spec.outputSchema()->schema);
    QCOMPARE(spec.outputSchema()->schema->value(u"required"_s).toArray().size(), 3);

    QVERIFY(spec.loopDetection());
    QVERIFY(spec.loopDetection()->isEnabled());
    QCOMPARE(spec.loopDetection()->consecutiveThreshold, 3);
    QCOMPARE(spec.loopDetection()->hardCutoffThreshold, 6);

    QVERIFY(spec.toolBudgets());
    QCOMPARE(spec.toolBudgets()->size(), 2);
    QCOMPARE(spec.toolBudgets()->value(u"recall"_s).maxCalls, 4);
    QCOMPARE(spec.toolBudgets()->value(u"hive_consult_ontology"_s).maxCalls, 4);

    QVERIFY(spec.supervisor());
    QCOMPARE(spec.supervisor()->form, SupervisorConfig::Form::Object);
    QCOMPARE(spec.supervisor()->interval, 5);
    QCOMPARE(spec.supervisor()->modelId, u"platform:demo"_s);
    QVERIFY(!spec.supervisor()->reasoningTrigger);

    QVERIFY(spec.plan());
    QCOMPARE(spec.plan()->form, PlanConfig::Form::True);
    QVERIFY(spec.plan()->isEnabled());
    QVERIFY(!spec.plan()->isPlanOnly());

    QVERIFY(spec.metadata());
    QCOMPARE(*spec.metadata(), (RunSpec::Metadata{{u"customer"_s, u"acme"_s}}));
}

void TestRunSpec::messagesWithAttachments()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-2.1.1-messages-attachments.json"_s));
    QVERIFY(!spec.prompt());
    QVERIFY(spec.messages());
    const QList<InputMessage>& messages = *spec.messages();
    QCOMPARE(messages.size(), 4);
    QCOMPARE(messages.at(0).roleKind(), InputMessage::Role::System);
    QCOMPARE(messages.at(0).content, u"Answer in British English."_s);
    QCOMPARE(messages.at(1).roleKind(), InputMessage::Role::User);
    QCOMPARE(messages.at(2).roleKind(), InputMessage::Role::Assistant);
    QCOMPARE(messages.at(2).content, u"Great, please attach it."_s);
    QVERIFY(!messages.at(2).attachments);

    const InputMessage& last = messages.at(3);
    QCOMPARE(last.roleKind(), InputMessage::Role::User);
    QVERIFY(last.attachments);
    QCOMPARE(last.attachments->size(), 3);

    const InputAttachment& pdf = last.attachments->at(0);
    QCOMPARE(pdf.kind(), InputAttachment::Kind::InlineFile);
    QCOMPARE(pdf.mimeType, u"application/pdf"_s);
    QCOMPARE(pdf.filename, u"report.pdf"_s);
    QVERIFY(pdf.decodedData().startsWith("%PDF-1.4"));
    QVERIFY(!pdf.url);

    const InputAttachment& png = last.attachments->at(1);
    QCOMPARE(png.kind(), InputAttachment::Kind::FileUrl);
    QCOMPARE(png.url, u"https://example.com/image.png"_s);
    QCOMPARE(png.mimeType, u"image/png"_s);
    QVERIFY(!png.data);

    const InputAttachment& txt = last.attachments->at(2);
    QCOMPARE(txt.kind(), InputAttachment::Kind::FileUrl);
    QVERIFY(!txt.mimeType); // optional for input_file_url
}

void TestRunSpec::localToolRef()
{
    const ToolRef tool = ToolRef::fromJson(loadObject(u"tool-3.1-local.json"_s));
    QCOMPARE(tool.kind(), ToolKind::Local);
    QCOMPARE(tool.kindName(), u"local"_s);
    QVERIFY(tool.isClientResolved());
    QCOMPARE(tool.name(), u"send_email"_s);
    QCOMPARE(tool.description(), u"Send a transactional email."_s);
    QVERIFY(tool.parameters());
    QCOMPARE(tool.parameters()->value(u"type"_s).toString(), u"object"_s);
    QCOMPARE(tool.parameters()->value(u"required"_s).toArray(),
             (QJsonArray{u"to"_s, u"subject"_s, u"body"_s}));
    QCOMPARE(tool.parameters()->value(u"additionalProperties"_s), QJsonValue(false));
    QVERIFY(tool.outputSchema());
    QCOMPARE(tool.outputSchema()->value(u"required"_s).toArray(), QJsonArray{u"id"_s});
    QCOMPARE(tool.longRunning(), false); // explicitly false, not omitted
    QCOMPARE(tool.modelFacingNames(), QStringList{u"send_email"_s});
}

void TestRunSpec::a2aLocalToolRef()
{
    const ToolRef tool = ToolRef::fromJson(loadObject(u"tool-3.2-a2a-local.json"_s));
    QCOMPARE(tool.kind(), ToolKind::A2aLocal);
    QVERIFY(tool.isClientResolved());
    QCOMPARE(tool.name(), u"intranet_hr_agent"_s);
    QCOMPARE(tool.description(), u"Ask the Acme HR agent about HR policies, PTO and benefits."_s);
    QCOMPARE(tool.modelFacingNames(), QStringList{u"intranet_hr_agent"_s});

    const auto card = tool.agentCardView();
    QVERIFY(card);
    QCOMPARE(card->protocolVersion(), u"0.3.0"_s);
    QCOMPARE(card->name(), u"Acme HR"_s);
    QCOMPARE(card->description(), u"Answers questions about HR policies and benefits."_s);
    QCOMPARE(card->url(), u"https://hr.intranet.acme/a2a"_s);
    QCOMPARE(card->primaryUrl(), u"https://hr.intranet.acme/a2a"_s);
    QCOMPARE(card->version(), u"1.4.0"_s);
    QCOMPARE(card->providerOrganization(), u"Acme Co."_s);
    QCOMPARE(card->providerUrl(), u"https://acme.example/"_s);
    QCOMPARE(card->documentationUrl(), u"https://hr.intranet.acme/docs"_s);
    QCOMPARE(card->iconUrl(), u"https://hr.intranet.acme/icon.png"_s);
    QCOMPARE(card->preferredTransport(), u"JSONRPC"_s);
    QCOMPARE(card->defaultInputModes(), QStringList{u"text/plain"_s});
    QCOMPARE(card->defaultOutputModes(), QStringList{u"text/plain"_s});
    QCOMPARE(card->capabilities().value(u"streaming"_s), QJsonValue(false));
    QVERIFY(card->supportedInterfaces().isEmpty());

    const QList<AgentSkillView> skills = card->skills();
    QCOMPARE(skills.size(), 1);
    QCOMPARE(skills.at(0).id(), u"pto_lookup"_s);
    QCOMPARE(skills.at(0).name(), u"PTO lookup"_s);
    QCOMPARE(skills.at(0).description(), u"Find a teammate's remaining PTO days for the year."_s);
    QCOMPARE(skills.at(0).tags(), (QStringList{u"hr"_s, u"pto"_s}));
    QCOMPARE(skills.at(0).examples(), QStringList{u"How many PTO days does Alice have left?"_s});

    // Fields MANTYX never reads pass through verbatim, inside the typed field.
    QVERIFY(tool.agentCard()->contains(u"securitySchemes"_s));
    QCOMPARE(tool.agentCard()->value(u"security"_s).toArray().size(), 1);
    QCOMPARE(tool.agentCard()->value(u"supportsAuthenticatedExtendedCard"_s), QJsonValue(false));
    QCOMPARE(card->json(), *tool.agentCard());
}

void TestRunSpec::mcpLocalToolRef()
{
    const ToolRef tool = ToolRef::fromJson(loadObject(u"tool-3.3-mcp-local.json"_s));
    QCOMPARE(tool.kind(), ToolKind::McpLocal);
    QVERIFY(tool.isClientResolved());
    QCOMPARE(tool.name(), u"fs"_s);
    QVERIFY(tool.serverInfo());
    QCOMPARE(tool.serverInfo()->value(u"name"_s).toString(), u"mcp-server-filesystem"_s);
    QCOMPARE(tool.serverInfo()->value(u"version"_s).toString(), u"0.4.1"_s);
    QCOMPARE(tool.serverInfo()->value(u"title"_s).toString(), u"Filesystem"_s);
    QVERIFY(tool.mcpTools());
    QCOMPARE(tool.mcpTools()->size(), 1);
    // The ref name is a label, not a prefix: the model sees the catalog names.
    QCOMPARE(tool.modelFacingNames(), QStringList{u"fs_read_file"_s});

    const auto view = tool.findMcpTool(u"fs_read_file");
    QVERIFY(view);
    QCOMPARE(view->name(), u"fs_read_file"_s);
    QCOMPARE(view->description(), u"Read a file under /workspace."_s);
    QCOMPARE(view->title(), u"Read file"_s);
    QVERIFY(view->hasInputSchema());
    QCOMPARE(view->inputSchema().value(u"required"_s).toArray(), QJsonArray{u"path"_s});
    QCOMPARE(view->readOnlyHint(), true);
    QCOMPARE(view->openWorldHint(), false);
    QVERIFY(!view->destructiveHint());
    QVERIFY(!view->idempotentHint());
    QVERIFY(view->isReadOnly());
    QVERIFY(!view->isDestructive());
    QVERIFY(!view->isOpenWorld());
    QVERIFY(view->json().contains(u"_meta"_s)); // any other MCP Tool field, verbatim
    QVERIFY(!tool.findMcpTool(u"read_file"));
}

void TestRunSpec::allSevenKinds()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-3-all-tool-kinds.json"_s));
    QVERIFY(spec.tools());
    const QList<ToolRef>& tools = *spec.tools();
    QCOMPARE(tools.size(), 7);
    const QList<ToolKind> expected{ToolKind::Mantyx,  ToolKind::MantyxPlugin, ToolKind::Local,
                                   ToolKind::A2a,     ToolKind::A2aLocal,     ToolKind::Mcp,
                                   ToolKind::McpLocal};
    for (qsizetype i = 0; i < tools.size(); ++i)
        QCOMPARE(tools.at(i).kind(), expected.at(i));

    QCOMPARE(tools.at(0).id(), u"tool_cm8x2k1q0000"_s);
    QVERIFY(!tools.at(0).name());
    QCOMPARE(tools.at(1).name(), u"web_search"_s);
    QCOMPARE(tools.at(2).longRunning(), true);
    QCOMPARE(tools.at(2).parameters()->value(u"required"_s).toArray().size(), 2);
    QVERIFY(!tools.at(2).outputSchema());

    const ToolRef& a2a = tools.at(3);
    QCOMPARE(a2a.name(), u"travel_agent"_s);
    QCOMPARE(a2a.agentCardUrl(), u"https://travel.example.com/.well-known/agent-card.json"_s);
    QCOMPARE(a2a.headers(), (ToolRef::Headers{{u"Authorization"_s, u"Bearer travel-token"_s}}));
    QCOMPARE(a2a.contextId(), u"ctx-42"_s);
    QCOMPARE(a2a.description(), u"Books flights and hotels."_s);
    QVERIFY(!a2a.isClientResolved());

    QCOMPARE(tools.at(4).agentCardView()->name(), u"Acme HR"_s);
    QVERIFY(tools.at(4).agentCardView()->skills().isEmpty());
    QVERIFY(!tools.at(4).description());

    const ToolRef& mcp = tools.at(5);
    QCOMPARE(mcp.url(), u"https://mcp.example.com/github"_s);
    QCOMPARE(mcp.headers()->size(), 2);
    QCOMPARE(mcp.headers()->value(u"X-Org"_s), u"acme"_s);
    QCOMPARE(mcp.toolFilter(), QJsonValue(QJsonArray{u"search_repos"_s, u"create_issue"_s}));
    QVERIFY(!mcp.modelFacingNames()); // the server lists and prefixes the catalog

    const ToolRef& mcpLocal = tools.at(6);
    QVERIFY(!mcpLocal.serverInfo());
    QCOMPARE(mcpLocal.mcpToolViews().size(), 2);
    const McpToolView write = mcpLocal.mcpToolViews().at(1);
    QVERIFY(!write.hasInputSchema());
    QVERIFY(!write.isDestructive());
    QVERIFY(write.isIdempotent());

    QVERIFY(spec.hasClientResolvedTools());
    QCOMPARE(spec.modelFacingToolNames(),
             (QStringList{u"web_search"_s, u"send_email"_s, u"travel_agent"_s,
                          u"intranet_hr_agent"_s, u"fs_read_file"_s, u"fs_write_file"_s}));
    const auto found = spec.findToolByModelFacingName(u"fs_write_file");
    QVERIFY(found);
    QCOMPARE(found->kind(), ToolKind::McpLocal);
    QVERIFY(!spec.findToolByModelFacingName(u"github_search_repos"));
}

void TestRunSpec::reasoningLevelExamples()
{
    const RunSpec high = RunSpec::fromJson(loadObject(u"spec-6-reasoning-level-string.json"_s));
    QVERIFY(high.reasoningLevel());
    QVERIFY(high.reasoningLevel()->isNamed());
    QCOMPARE(high.reasoningLevel()->name(), u"high"_s);
    QCOMPARE(high.reasoningLevel()->value(), 80);
    QCOMPARE(high.reasoningLevel()->effort(), ReasoningEffort::High);
    QCOMPARE(high.modelId(), u"anthropic:claude-opus-4-7"_s);

    const RunSpec number = RunSpec::fromJson(loadObject(u"spec-6-reasoning-level-number.json"_s));
    QVERIFY(number.reasoningLevel());
    QVERIFY(number.reasoningLevel()->isNumeric());
    QVERIFY(number.reasoningLevel()->name().isEmpty());
    QCOMPARE(number.reasoningLevel()->value(), 72);
    QCOMPARE(number.reasoningLevel()->effort(), ReasoningEffort::High);
    QCOMPARE(number.reasoningLevel()->toJson(), QJsonValue(72));

    const RunSpec zero = RunSpec::fromJson(loadObject(u"spec-6-reasoning-level-zero.json"_s));
    QVERIFY(zero.reasoningLevel());
    QVERIFY(zero.reasoningLevel()->isNumeric()); // 0, not "off": the form is kept
    QCOMPARE(zero.reasoningLevel()->value(), 0);
    QCOMPARE(zero.reasoningLevel()->effort(), ReasoningEffort::Off);
    QVERIFY(!(*zero.reasoningLevel() == ReasoningLevel::fromName(u"off"_s)));
}

void TestRunSpec::outputSchemaExample()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-7-output-schema.json"_s));
    QVERIFY(spec.outputSchema());
    QCOMPARE(spec.outputSchema()->name, u"weather_report"_s);
    QVERIFY(spec.outputSchema()->extras.isEmpty());
    const QJsonObject schema = *spec.outputSchema()->schema;
    QCOMPARE(schema.value(u"type"_s).toString(), u"object"_s);
    QCOMPARE(schema.value(u"properties"_s).toObject().size(), 3);
    QCOMPARE(schema.value(u"required"_s).toArray(), (QJsonArray{u"city"_s, u"temperatureC"_s}));
    QCOMPARE(spec.reasoningLevel()->effort(), ReasoningEffort::Low);

    OutputSchema unnamed;
    unnamed.schema = QJsonObject{};
    QCOMPARE(unnamed.effectiveName(), u"output"_s);
}

void TestRunSpec::loopDetectionExamples()
{
    const RunSpec object = RunSpec::fromJson(loadObject(u"spec-8.1-loop-detection-object.json"_s));
    QVERIFY(object.loopDetection());
    QCOMPARE(object.loopDetection()->form, LoopDetection::Form::Object);
    QVERIFY(object.loopDetection()->isEnabled());
    QCOMPARE(object.loopDetection()->consecutiveThreshold, 3);
    QCOMPARE(object.loopDetection()->hardCutoffThreshold, 6);

    const RunSpec off = RunSpec::fromJson(loadObject(u"spec-8.1-loop-detection-false.json"_s));
    QVERIFY(off.loopDetection());
    QCOMPARE(off.loopDetection()->form, LoopDetection::Form::False);
    QVERIFY(!off.loopDetection()->isEnabled());
    QCOMPARE(off.loopDetection()->toJson(), QJsonValue(false));
    QCOMPARE(off.toJson().value(u"loopDetection"_s), QJsonValue(false));
}

void TestRunSpec::toolBudgetsExamples()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-8.2-tool-budgets.json"_s));
    QVERIFY(spec.toolBudgets());
    const RunSpec::ToolBudgets& budgets = *spec.toolBudgets();
    QCOMPARE(budgets.size(), 4);
    QCOMPARE(budgets.value(u"recall"_s).maxCalls, 4);
    QCOMPARE(budgets.value(u"hive_consult_ontology"_s).maxCalls, 4);
    QCOMPARE(budgets.value(u"traverse"_s).maxCalls, 3);
    QCOMPARE(budgets.value(u"scary_tool"_s).maxCalls, 0); // 0 is a value, not "omitted"

    const RunSpec empty = RunSpec::fromJson(loadObject(u"spec-8.2-tool-budgets-empty.json"_s));
    QVERIFY(empty.toolBudgets()); // {} clears the defaults: present and empty
    QVERIFY(empty.toolBudgets()->isEmpty());
    QCOMPARE(empty.toJson().value(u"toolBudgets"_s), QJsonValue(QJsonObject{}));
}

void TestRunSpec::supervisorExamples()
{
    const RunSpec on = RunSpec::fromJson(loadObject(u"spec-8.4-supervisor-true.json"_s));
    QVERIFY(on.supervisor());
    QCOMPARE(on.supervisor()->form, SupervisorConfig::Form::True);
    QVERIFY(on.supervisor()->isEnabled());
    QCOMPARE(on.supervisor()->effectiveInterval(), 5);

    const RunSpec object = RunSpec::fromJson(loadObject(u"spec-8.4-supervisor-object.json"_s));
    const SupervisorConfig& config = *object.supervisor();
    QCOMPARE(config.form, SupervisorConfig::Form::Object);
    QCOMPARE(config.interval, 5);
    QCOMPARE(config.modelId, u"platform:demo"_s);
    QVERIFY(config.reasoningTrigger);
    QCOMPARE(config.reasoningTrigger->form, ReasoningTrigger::Form::Object);
    QCOMPARE(config.reasoningTrigger->chars, 3000);
    QCOMPARE(config.reasoningTrigger->ms, 30000);

    const RunSpec noTrigger =
        RunSpec::fromJson(loadObject(u"spec-8.4-supervisor-reasoning-trigger-false.json"_s));
    QCOMPARE(noTrigger.supervisor()->interval, 3);
    QVERIFY(!noTrigger.supervisor()->modelId);
    QVERIFY(noTrigger.supervisor()->reasoningTrigger);
    QCOMPARE(noTrigger.supervisor()->reasoningTrigger->form, ReasoningTrigger::Form::False);
    QVERIFY(!noTrigger.supervisor()->reasoningTrigger->isEnabled());

    const RunSpec off = RunSpec::fromJson(loadObject(u"spec-8.4-supervisor-false.json"_s));
    QCOMPARE(off.supervisor()->form, SupervisorConfig::Form::False);
    QVERIFY(!off.supervisor()->isEnabled());

    const RunSpec empty = RunSpec::fromJson(loadObject(u"spec-8.4-supervisor-empty-object.json"_s));
    QCOMPARE(empty.supervisor()->form, SupervisorConfig::Form::Object);
    QVERIFY(empty.supervisor()->isEnabled());
    QVERIFY(!empty.supervisor()->interval);
    QCOMPARE(empty.supervisor()->effectiveInterval(), 5);
    QVERIFY(!(*empty.supervisor() == *on.supervisor())); // {} and true stay distinct
}

void TestRunSpec::planExamples()
{
    const RunSpec on = RunSpec::fromJson(loadObject(u"spec-8.5-plan-true.json"_s));
    QCOMPARE(on.plan()->form, PlanConfig::Form::True);
    QVERIFY(on.plan()->isEnabled());
    QVERIFY(!on.plan()->hasCallerSteps());

    const RunSpec steps = RunSpec::fromJson(loadObject(u"spec-8.5-plan-steps.json"_s));
    QCOMPARE(steps.plan()->form, PlanConfig::Form::Object);
    QCOMPARE(steps.plan()->brief, u"Migrate the billing tables and backfill"_s);
    QCOMPARE(steps.plan()->steps, (QStringList{u"Snapshot current schema"_s, u"Apply migration"_s,
                                               u"Backfill rows"_s, u"Verify counts"_s}));
    QVERIFY(!steps.plan()->planOnly);
    QVERIFY(steps.plan()->hasCallerSteps());
    QVERIFY(!steps.plan()->isPlanOnly());

    const RunSpec only = RunSpec::fromJson(loadObject(u"spec-8.5-plan-only.json"_s));
    QCOMPARE(only.plan()->planOnly, true);
    QVERIFY(only.plan()->isPlanOnly());
    QVERIFY(!only.plan()->steps);
    QVERIFY(!only.plan()->hasCallerSteps());

    const RunSpec onlySteps = RunSpec::fromJson(loadObject(u"spec-8.5-plan-only-steps.json"_s));
    QVERIFY(onlySteps.plan()->isPlanOnly());
    QCOMPARE(onlySteps.plan()->steps,
             (QStringList{u"Snapshot current schema"_s, u"Apply migration"_s}));

    const RunSpec off = RunSpec::fromJson(loadObject(u"spec-8.5-plan-false.json"_s));
    QCOMPARE(off.plan()->form, PlanConfig::Form::False);
    QVERIFY(!off.plan()->isEnabled());
    QCOMPARE(off.toJson().value(u"plan"_s), QJsonValue(false));
}

void TestRunSpec::workedExampleA2aLocal()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-11-a2a-local-example.json"_s));
    QCOMPARE(spec.modelId(), u"openai:gpt-5.5"_s);
    QCOMPARE(spec.systemPrompt(), u"You can delegate HR questions to the Acme HR agent."_s);
    QCOMPARE(spec.prompt(), u"How many PTO days does Alice have left this year?"_s);
    QCOMPARE(spec.reasoningLevel()->name(), u"low"_s);
    QCOMPARE(spec.reasoningLevel()->value(), 30);
    QCOMPARE(spec.tools()->size(), 1);
    const ToolRef& tool = spec.tools()->first();
    QCOMPARE(tool.kind(), ToolKind::A2aLocal);
    QCOMPARE(tool.name(), u"intranet_hr_agent"_s);
    // The SDK dispatches by the card's url.
    QCOMPARE(tool.agentCardView()->primaryUrl(), u"https://hr.intranet.acme/a2a"_s);
    const QList<AgentSkillView> skills = tool.agentCardView()->skills();
    QCOMPARE(skills.size(), 2);
    QCOMPARE(skills.at(1).id(), u"benefits_faq"_s);
    QCOMPARE(skills.at(1).examples().size(), 2);
    QCOMPARE(spec.modelFacingToolNames(), QStringList{u"intranet_hr_agent"_s});
}

void TestRunSpec::workedExampleMcpLocal()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-12-mcp-local-example.json"_s));
    QCOMPARE(spec.modelId(), u"openai:gpt-5.5"_s);
    QVERIFY(!spec.systemPrompt()); // the §12 body has none
    QCOMPARE(spec.prompt(), u"Tell me what's at /etc/hosts."_s);
    const ToolRef& tool = spec.tools()->first();
    QCOMPARE(tool.kind(), ToolKind::McpLocal);
    QCOMPARE(tool.name(), u"fs"_s);
    QCOMPARE(tool.serverInfo()->value(u"version"_s).toString(), u"0.4.1"_s);
    QCOMPARE(tool.modelFacingNames(), (QStringList{u"fs_read_file"_s, u"fs_write_file"_s}));
    const auto write = tool.findMcpTool(u"fs_write_file");
    QVERIFY(write);
    QCOMPARE(write->title(), u"Write file"_s); // from annotations.title
    QCOMPARE(write->annotationTitle(), u"Write file"_s);
    QVERIFY(write->isDestructive());
    QVERIFY(write->isIdempotent());
    QVERIFY(write->isOpenWorld()); // MCP default
    QCOMPARE(write->inputSchema().value(u"required"_s).toArray().size(), 2);
}

void TestRunSpec::specExtras()
{
    const RunSpec spec = RunSpec::fromJson(loadObject(u"spec-extras-agent.json"_s));
    QCOMPARE(spec.agentId(), u"agt_cm9q4w7t20001"_s);
    QCOMPARE(spec.name(), u"nightly-triage"_s);
    QVERIFY(!spec.systemPrompt());
    QVERIFY(!spec.modelId());
    QCOMPARE(spec.maxToolTurns(), 100);
    QVERIFY(!spec.budgets()->maxToolTurnsExceeded);
    QCOMPARE(spec.metadata()->size(), 3);
    QCOMPARE(spec.metadata()->value(u"run.kind"_s), u"nightly"_s);
    QCOMPARE(spec.metadata()->value(u"ticket-id"_s), u"OPS_1234"_s);
    QCOMPARE(spec.tools()->first().modelFacingNames(), QStringList{u"read_ci_log"_s});
}

void TestRunSpec::unknownFieldsSurviveEverywhere()
{
    const QJsonObject json = parseObject(R"({
        "modelId": "m", "futureTopLevel": {"deep": [1, 2.5, "x", null]},
        "messages": [
            {"role": "user", "content": "c", "name": "alice", "cache_control": {"type": "ephemeral"},
             "attachments": [
                {"type": "input_file", "mimeType": "text/plain", "filename": "a.txt", "data": "YQ==",
                 "detail": "high"},
                {"type": "input_file_url", "url": "https://e.com/x", "headers": {"a": "b"}},
                {"type": "input_video", "url": "https://e.com/v.mp4", "seconds": 30}
             ]}
        ],
        "tools": [
            {"kind": "mantyx", "id": "t", "version": 3},
            {"kind": "mantyx_plugin", "name": "p", "config": {"k": true}},
            {"kind": "local", "name": "l", "strict": true, "url": "kept-as-extra-for-local"},
            {"kind": "a2a", "name": "a", "agentCardUrl": "https://a", "timeoutMs": 5000},
            {"kind": "a2a_local", "name": "al", "agentCard": {"name": "A", "x-vendor": {"z": 1}},
             "cardEtag": "W/1"},
            {"kind": "mcp", "name": "m", "url": "https://m", "transport": "sse"},
            {"kind": "mcp_local", "name": "ml", "serverInfo": {"name": "s", "icons": []},
             "tools": [{"name": "t1", "execution": {"taskSupport": "optional"}}, "odd", 7],
             "protocolVersion": "2025-06-18"},
            {"kind": "openapi", "name": "future_kind", "spec": {"openapi": "3.1.0"}},
            {"name": "no_kind_at_all"}
        ],
        "budgets": {"maxToolTurns": 10, "maxWallClockMs": 60000},
        "outputSchema": {"schema": {"type": "object"}, "strict": true},
        "loopDetection": {"consecutiveThreshold": 2, "windowSize": 8},
        "toolBudgets": {"recall": {"maxCalls": 1, "perTurn": 1}},
        "supervisor": {"interval": 2, "reasoningTrigger": {"chars": 10, "tokens": 99},
                       "persona": "strict"},
        "plan": {"steps": ["a"], "maxSteps": 6},
        "metadata": {"k": "v"}
    })");
    QVERIFY(!json.isEmpty());
    VERIFY_SPEC_ROUND_TRIP(json);

    const RunSpec spec = RunSpec::fromJson(json);
    QCOMPARE(spec.extras().keys(), QStringList{u"futureTopLevel"_s});
    const InputMessage& message = spec.messages()->first();
    QCOMPARE(message.extras.keys(), (QStringList{u"cache_control"_s, u"name"_s}));
    QCOMPARE(message.attachments->at(0).extras.keys(), QStringList{u"detail"_s});
    QCOMPARE(message.attachments->at(1).extras.keys(), QStringList{u"headers"_s});
    QCOMPARE(message.attachments->at(2).kind(), InputAttachment::Kind::Unknown);
    QCOMPARE(message.attachments->at(2).extras.keys(), QStringList{u"seconds"_s});

    const QList<ToolRef>& tools = *spec.tools();
    QCOMPARE(tools.size(), 9);
    QCOMPARE(tools.at(0).extras().keys(), QStringList{u"version"_s});
    QCOMPARE(tools.at(1).extras().keys(), QStringList{u"config"_s});
    QCOMPARE(tools.at(2).extras().keys(), (QStringList{u"strict"_s, u"url"_s}));
    QVERIFY(!tools.at(2).url()); // url is not a local field
    QCOMPARE(tools.at(3).extras().keys(), QStringList{u"timeoutMs"_s});
    QCOMPARE(tools.at(4).extras().keys(), QStringList{u"cardEtag"_s});
    QVERIFY(tools.at(4).agentCard()->contains(u"x-vendor"_s));
    QCOMPARE(tools.at(5).extras().keys(), QStringList{u"transport"_s});
    QCOMPARE(tools.at(6).extras().keys(), QStringList{u"protocolVersion"_s});
    QCOMPARE(tools.at(6).mcpTools()->size(), 3); // non-object entries kept in place
    QCOMPARE(tools.at(6).mcpToolViews().size(), 1);
    QCOMPARE(tools.at(6).modelFacingNames(), QStringList{u"t1"_s});
    QCOMPARE(tools.at(7).kind(), ToolKind::Unknown);
    QCOMPARE(tools.at(7).kindName(), u"openapi"_s);
    QCOMPARE(tools.at(7).extras().keys(), (QStringList{u"name"_s, u"spec"_s}));
    QVERIFY(!tools.at(7).modelFacingNames());
    QCOMPARE(tools.at(8).kind(), ToolKind::Unknown);
    QVERIFY(!tools.at(8).kindName());

    QCOMPARE(spec.budgets()->extras.keys(), QStringList{u"maxWallClockMs"_s});
    QCOMPARE(spec.outputSchema()->extras.keys(), QStringList{u"strict"_s});
    QCOMPARE(spec.loopDetection()->extras.keys(), QStringList{u"windowSize"_s});
    QCOMPARE(spec.toolBudgets()->value(u"recall"_s).extras.keys(), QStringList{u"perTurn"_s});
    QCOMPARE(spec.supervisor()->extras.keys(), QStringList{u"persona"_s});
    QCOMPARE(spec.supervisor()->reasoningTrigger->extras.keys(), QStringList{u"tokens"_s});
    QCOMPARE(spec.plan()->extras.keys(), QStringList{u"maxSteps"_s});
}

void TestRunSpec::wrongTypedFieldsSurvive_data()
{
    QTest::addColumn<QByteArray>("json");
    const char* const rows[][2] = {
        {"modelId number", R"({"modelId": 42})"},
        {"systemPrompt null", R"({"systemPrompt": null})"},
        {"name array", R"({"name": ["a"]})"},
        {"agentId bool", R"({"agentId": true})"},
        {"prompt object", R"({"prompt": {"text": "hi"}})"},
        {"messages string", R"({"messages": "hello"})"},
        {"messages mixed", R"({"messages": [{"role": "user", "content": "a"}, "b"]})"},
        {"message role number", R"({"messages": [{"role": 1, "content": 2}]})"},
        {"message content parts",
         R"({"messages": [{"role": "user", "content": [{"type": "text"}]}]})"},
        {"attachments object", R"({"messages": [{"role": "user", "attachments": {"a": 1}}]})"},
        {"attachments mixed",
         R"({"messages": [{"role": "user", "attachments": [{"type": "input_file"}, 3]}]})"},
        {"attachment fields",
         R"({"messages": [{"attachments": [{"type": 1, "mimeType": [], "filename": {}, "data": 5, "url": false}]}]})"},
        {"tools object", R"({"tools": {}})"},
        {"tools numbers", R"({"tools": [1, 2]})"},
        {"tools mixed", R"({"tools": [{"kind": "local", "name": "a"}, null]})"},
        {"tool kind number", R"({"tools": [{"kind": 5, "name": "a"}]})"},
        {"tool id number", R"({"tools": [{"kind": "mantyx", "id": 12}]})"},
        {"local fields",
         R"({"tools": [{"kind": "local", "name": 1, "description": [], "parameters": "x", "outputSchema": [], "longRunning": "yes"}]})"},
        {"a2a fields",
         R"({"tools": [{"kind": "a2a", "name": "a", "agentCardUrl": 1, "headers": {"h": 1}, "contextId": 7, "description": null}]})"},
        {"a2a headers array", R"({"tools": [{"kind": "a2a", "name": "a", "headers": ["h"]}]})"},
        {"a2a_local card string",
         R"({"tools": [{"kind": "a2a_local", "name": "a", "agentCard": "https://card"}]})"},
        {"mcp fields", R"({"tools": [{"kind": "mcp", "name": "m", "url": 8080, "headers": "h"}]})"},
        {"mcp_local tools object",
         R"({"tools": [{"kind": "mcp_local", "name": "m", "tools": {}, "serverInfo": []}]})"},
        {"reasoningLevel bool", R"({"reasoningLevel": true})"},
        {"reasoningLevel fraction", R"({"reasoningLevel": 50.5})"},
        {"reasoningLevel huge", R"({"reasoningLevel": 1e300})"},
        {"reasoningLevel array", R"({"reasoningLevel": ["high"]})"},
        {"budgets array", R"({"budgets": [32]})"},
        {"maxToolTurns string", R"({"budgets": {"maxToolTurns": "32"}})"},
        {"maxToolTurns fraction",
         R"({"budgets": {"maxToolTurns": 3.5, "maxToolTurnsExceeded": 1}})"},
        {"outputSchema string", R"({"outputSchema": "weather"})"},
        {"outputSchema parts", R"({"outputSchema": {"name": 5, "schema": []}})"},
        {"loopDetection true", R"({"loopDetection": true})"},
        {"loopDetection string", R"({"loopDetection": "off"})"},
        {"loopDetection thresholds",
         R"({"loopDetection": {"consecutiveThreshold": "3", "hardCutoffThreshold": 6.5}})"},
        {"toolBudgets array", R"({"toolBudgets": []})"},
        {"toolBudgets number entry",
         R"({"toolBudgets": {"recall": 4, "traverse": {"maxCalls": 3}}})"},
        {"toolBudgets maxCalls string", R"({"toolBudgets": {"recall": {"maxCalls": "4"}}})"},
        {"supervisor number", R"({"supervisor": 5})"},
        {"supervisor null", R"({"supervisor": null})"},
        {"supervisor fields", R"({"supervisor": {"interval": "5", "modelId": 3}})"},
        {"reasoningTrigger true", R"({"supervisor": {"reasoningTrigger": true}})"},
        {"reasoningTrigger fields",
         R"({"supervisor": {"reasoningTrigger": {"chars": "x", "ms": 1.5}}})"},
        {"plan string", R"({"plan": "yes"})"},
        {"plan steps string", R"({"plan": {"steps": "a"}})"},
        {"plan steps numbers", R"({"plan": {"steps": [1, 2]}})"},
        {"plan fields", R"({"plan": {"planOnly": "true", "brief": ["b"]}})"},
        {"metadata array", R"({"metadata": ["a"]})"},
        {"metadata number value", R"({"metadata": {"a": 1, "b": "c"}})"},
        {"big integer", R"({"budgets": {"maxToolTurns": 9007199254740993}})"},
        {"negative integer", R"({"toolBudgets": {"x": {"maxCalls": -1}}})"},
    };
    for (const auto& row : rows)
        QTest::newRow(row[0]) << QByteArray(row[1]);
}

void TestRunSpec::wrongTypedFieldsSurvive()
{
    QFETCH(QByteArray, json);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    VERIFY_SPEC_ROUND_TRIP(document.object());
}

void TestRunSpec::wrongTypedFieldsStayOutOfTheTypedView()
{
    const RunSpec spec = RunSpec::fromJson(
        parseObject(R"({"modelId": 42, "plan": "yes", "tools": {}, "reasoningLevel": 50.5,
                        "supervisor": {"interval": "5"}, "metadata": {"a": 1}})"));
    QVERIFY(!spec.modelId());
    QVERIFY(!spec.plan());
    QVERIFY(!spec.tools());
    QVERIFY(!spec.reasoningLevel());
    QVERIFY(!spec.metadata());
    QCOMPARE(spec.extras().value(u"modelId"_s), QJsonValue(42));
    QCOMPARE(spec.extras().value(u"plan"_s), QJsonValue(u"yes"_s));
    QCOMPARE(spec.extras().value(u"tools"_s), QJsonValue(QJsonObject{}));
    QCOMPARE(spec.extras().value(u"reasoningLevel"_s), QJsonValue(50.5));
    QVERIFY(spec.supervisor());
    QVERIFY(!spec.supervisor()->interval);
    QCOMPARE(spec.supervisor()->extras.value(u"interval"_s), QJsonValue(u"5"_s));

    const ToolRef tool =
        ToolRef::fromJson(parseObject(R"({"kind": "local", "name": 7, "longRunning": "yes"})"));
    QCOMPARE(tool.kind(), ToolKind::Local);
    QVERIFY(!tool.name());
    QVERIFY(!tool.longRunning());
    QCOMPARE(tool.extras().value(u"name"_s), QJsonValue(7));
    QVERIFY(!tool.modelFacingNames());

    const ToolRef badKind = ToolRef::fromJson(parseObject(R"({"kind": 5, "name": "a"})"));
    QCOMPARE(badKind.kind(), ToolKind::Unknown);
    QVERIFY(!badKind.kindName());
    QCOMPARE(badKind.extras().value(u"kind"_s), QJsonValue(5));
}

void TestRunSpec::explicitFormsStayDistinct_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    const char* const rows[][3] = {
        {"supervisor true/{}", R"({"supervisor": true})", R"({"supervisor": {}})"},
        {"supervisor false/{}", R"({"supervisor": false})", R"({"supervisor": {}})"},
        {"supervisor false/omitted", R"({"supervisor": false})", R"({})"},
        {"supervisor true/false", R"({"supervisor": true})", R"({"supervisor": false})"},
        {"plan true/{}", R"({"plan": true})", R"({"plan": {}})"},
        {"plan false/omitted", R"({"plan": false})", R"({})"},
        {"plan steps []/omitted", R"({"plan": {"steps": []}})", R"({"plan": {}})"},
        {"planOnly false/omitted", R"({"plan": {"planOnly": false}})", R"({"plan": {}})"},
        {"loopDetection false/{}", R"({"loopDetection": false})", R"({"loopDetection": {}})"},
        {"loopDetection {}/omitted", R"({"loopDetection": {}})", R"({})"},
        {"reasoningTrigger false/{}", R"({"supervisor": {"reasoningTrigger": false}})",
         R"({"supervisor": {"reasoningTrigger": {}}})"},
        {"reasoningTrigger {}/omitted", R"({"supervisor": {"reasoningTrigger": {}}})",
         R"({"supervisor": {}})"},
        {"toolBudgets {}/omitted", R"({"toolBudgets": {}})", R"({})"},
        {"tools []/omitted", R"({"tools": []})", R"({})"},
        {"messages []/omitted", R"({"messages": []})", R"({})"},
        {"metadata {}/omitted", R"({"metadata": {}})", R"({})"},
        {"budgets {}/omitted", R"({"budgets": {}})", R"({})"},
        {"outputSchema {}/omitted", R"({"outputSchema": {}})", R"({})"},
        {"prompt empty/omitted", R"({"prompt": ""})", R"({})"},
        {"attachments []/omitted", R"({"messages": [{"attachments": []}]})",
         R"({"messages": [{}]})"},
        {"headers {}/omitted", R"({"tools": [{"kind": "mcp", "headers": {}}]})",
         R"({"tools": [{"kind": "mcp"}]})"},
        {"longRunning false/omitted", R"({"tools": [{"kind": "local", "longRunning": false}]})",
         R"({"tools": [{"kind": "local"}]})"},
        {"mcp tools []/omitted", R"({"tools": [{"kind": "mcp_local", "tools": []}]})",
         R"({"tools": [{"kind": "mcp_local"}]})"},
        {"reasoningLevel 0/off", R"({"reasoningLevel": 0})", R"({"reasoningLevel": "off"})"},
        {"reasoningLevel 50/medium", R"({"reasoningLevel": 50})",
         R"({"reasoningLevel": "medium"})"},
        {"maxCalls 0/omitted", R"({"toolBudgets": {"x": {"maxCalls": 0}}})",
         R"({"toolBudgets": {"x": {}}})"},
    };
    for (const auto& row : rows)
        QTest::newRow(row[0]) << QByteArray(row[1]) << QByteArray(row[2]);
}

void TestRunSpec::explicitFormsStayDistinct()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    const QJsonObject ja = QJsonDocument::fromJson(a).object();
    const QJsonObject jb = QJsonDocument::fromJson(b).object();
    QVERIFY(ja != jb);
    VERIFY_SPEC_ROUND_TRIP(ja);
    VERIFY_SPEC_ROUND_TRIP(jb);
    const RunSpec sa = RunSpec::fromJson(ja);
    const RunSpec sb = RunSpec::fromJson(jb);
    QVERIFY(!(sa == sb));
    // Distinct in the typed view itself, not only through extras.
    QVERIFY(sa.extras().isEmpty());
    QVERIFY(sb.extras().isEmpty());
}

void TestRunSpec::integersStayIntegers()
{
    const QJsonObject json = parseObject(
        R"({"reasoningLevel": 65, "budgets": {"maxToolTurns": 32},
            "loopDetection": {"consecutiveThreshold": 3, "hardCutoffThreshold": 100},
            "toolBudgets": {"recall": {"maxCalls": 9007199254740993}},
            "supervisor": {"interval": 5, "reasoningTrigger": {"chars": 3000, "ms": 600000}},
            "tools": [{"kind": "local", "name": "n", "parameters": {"maximum": 3, "minimum": 0.5}}]})");
    const RunSpec spec = RunSpec::fromJson(json);
    QCOMPARE(spec.toolBudgets()->value(u"recall"_s).maxCalls, Q_INT64_C(9007199254740993));
    const QByteArray text = spec.toJsonText(QJsonDocument::Compact);
    QVERIFY2(text.contains(R"("reasoningLevel":65)"), text.constData());
    QVERIFY2(text.contains(R"("maxToolTurns":32)"), text.constData());
    QVERIFY2(text.contains(R"("maxCalls":9007199254740993)"), text.constData());
    QVERIFY2(text.contains(R"("ms":600000)"), text.constData());
    QVERIFY2(text.contains(R"("maximum":3)"), text.constData());
    QVERIFY2(text.contains(R"("minimum":0.5)"), text.constData());
    QVERIFY2(!text.contains(".0"), text.constData());
    QCOMPARE(text, compact(json));

    RunSpec built;
    built.setMaxToolTurns(Q_INT64_C(4294967296));
    QCOMPARE(built.toJsonText(QJsonDocument::Compact),
             QByteArray(R"({"budgets":{"maxToolTurns":4294967296}})"));
}

void TestRunSpec::randomDocumentsRoundTrip()
{
    SpecFuzzer fuzzer(20260521);
    for (int i = 0; i < 3000; ++i) {
        const QJsonObject json = fuzzer.spec();
        VERIFY_SPEC_ROUND_TRIP(json);
    }
}

void TestRunSpec::builtThroughSettersSerialises()
{
    RunSpec spec;
    spec.setModelId(u"openai:gpt-5.5"_s);
    spec.setSystemPrompt(u"You help with email."_s);
    spec.setName(u"composer-demo"_s);
    spec.setMessages(QList<InputMessage>{
        InputMessage::make(InputMessage::Role::System, u"Be brief."_s),
        InputMessage::make(InputMessage::Role::User, u"Mail Bob the chart."_s),
    });
    spec.setMessages([&] {
        QList<InputMessage> messages = *spec.messages();
        messages.last().attachments = QList<InputAttachment>{
            InputAttachment::inlineFile(u"chart.png"_s, u"image/png"_s, QByteArray("PNG")),
            InputAttachment::fileUrl(u"https://example.com/a.pdf"_s),
        };
        return messages;
    }());

    spec.appendTool(ToolRef::local(u"send_email"_s, u"Send an email."_s,
                                   QJsonObject{{u"type"_s, u"object"_s}}));
    ToolRef github = ToolRef::mcp(u"github"_s, u"https://mcp.example.com/github"_s);
    github.setHeaders(ToolRef::Headers{{u"Authorization"_s, u"Bearer t"_s}});
    spec.appendTool(github);
    spec.appendTool(ToolRef::mcpLocal(u"fs"_s, QJsonArray{QJsonObject{{u"name"_s, u"fs_ls"_s}}},
                                      QJsonObject{{u"name"_s, u"fs-server"_s}}));
    spec.appendTool(ToolRef::mantyx(u"tool_1"_s));
    spec.appendTool(ToolRef::mantyxPlugin(u"web_search"_s));
    ToolRef travel = ToolRef::a2a(u"travel"_s, u"https://t.example/card.json"_s);
    travel.setContextId(u"ctx"_s);
    spec.appendTool(travel);
    spec.appendTool(ToolRef::a2aLocal(u"hr"_s, QJsonObject{{u"name"_s, u"HR"_s}}));

    spec.setReasoningLevel(ReasoningLevel::fromValue(65));
    spec.setMaxToolTurns(32);
    OutputSchema schema;
    schema.schema = QJsonObject{{u"type"_s, u"object"_s}};
    spec.setOutputSchema(schema);
    spec.setLoopDetection(LoopDetection::disabled());
    spec.setToolBudgets(RunSpec::ToolBudgets{{u"recall"_s, ToolBudget::withMaxCalls(4)},
                                             {u"scary_tool"_s, ToolBudget::withMaxCalls(0)}});
    SupervisorConfig supervisor;
    supervisor.interval = 3;
    supervisor.reasoningTrigger = ReasoningTrigger::disabled();
    spec.setSupervisor(supervisor);
    spec.setPlan(PlanConfig::checklist({u"Draft"_s, u"Send"_s}, u"Email Bob"_s));
    spec.setMetadata(RunSpec::Metadata{{u"customer"_s, u"acme"_s}});

    const QJsonObject expected = parseObject(R"({
        "modelId": "openai:gpt-5.5",
        "systemPrompt": "You help with email.",
        "name": "composer-demo",
        "messages": [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "Mail Bob the chart.", "attachments": [
                {"type": "input_file", "filename": "chart.png", "mimeType": "image/png",
                 "data": "UE5H"},
                {"type": "input_file_url", "url": "https://example.com/a.pdf"}
            ]}
        ],
        "tools": [
            {"kind": "local", "name": "send_email", "description": "Send an email.",
             "parameters": {"type": "object"}},
            {"kind": "mcp", "name": "github", "url": "https://mcp.example.com/github",
             "headers": {"Authorization": "Bearer t"}},
            {"kind": "mcp_local", "name": "fs", "serverInfo": {"name": "fs-server"},
             "tools": [{"name": "fs_ls"}]},
            {"kind": "mantyx", "id": "tool_1"},
            {"kind": "mantyx_plugin", "name": "web_search"},
            {"kind": "a2a", "name": "travel", "agentCardUrl": "https://t.example/card.json",
             "contextId": "ctx"},
            {"kind": "a2a_local", "name": "hr", "agentCard": {"name": "HR"}}
        ],
        "reasoningLevel": 65,
        "budgets": {"maxToolTurns": 32},
        "outputSchema": {"schema": {"type": "object"}},
        "loopDetection": false,
        "toolBudgets": {"recall": {"maxCalls": 4}, "scary_tool": {"maxCalls": 0}},
        "supervisor": {"interval": 3, "reasoningTrigger": false},
        "plan": {"brief": "Email Bob", "steps": ["Draft", "Send"]},
        "metadata": {"customer": "acme"}
    })");
    QVERIFY(!expected.isEmpty());
    QCOMPARE(compact(spec.toJson()), compact(expected));
    QCOMPARE(spec.toJson(), expected);
    QVERIFY(RunSpec::fromJson(expected) == spec);

    // The literal forms through their factories.
    RunSpec literals;
    literals.setSupervisor(SupervisorConfig::enabled());
    literals.setPlan(PlanConfig::disabled());
    literals.setReasoningLevel(ReasoningLevel::fromEffort(ReasoningEffort::High));
    QCOMPARE(compact(literals.toJson()),
             QByteArray(R"({"plan":false,"reasoningLevel":"high","supervisor":true})"));
    QCOMPARE(compact(RunSpec().toJson()), QByteArray("{}"));
}

void TestRunSpec::settersKeepExtras()
{
    RunSpec spec = RunSpec::fromJson(parseObject(
        R"({"modelId": "a", "x-trace": "t1",
            "tools": [{"kind": "local", "name": "n", "strict": true}],
            "budgets": {"maxToolTurns": 5, "maxWallClockMs": 100}})"));
    spec.setModelId(u"b"_s);
    spec.setPrompt(u"p"_s);
    spec.setMaxToolTurns(6);
    QList<ToolRef> tools = *spec.tools();
    tools[0].setDescription(u"d"_s);
    tools[0].setLongRunning(true);
    spec.setTools(tools);
    QCOMPARE(spec.toJson(), parseObject(R"({"modelId": "b", "prompt": "p", "x-trace": "t1",
        "tools": [{"kind": "local", "name": "n", "description": "d", "longRunning": true,
                   "strict": true}],
        "budgets": {"maxToolTurns": 6, "maxWallClockMs": 100}})"));

    spec.setMaxToolTurns(std::nullopt);
    QCOMPARE(spec.toJson().value(u"budgets"_s),
             QJsonValue(parseObject(R"({"maxWallClockMs": 100})")));
    spec.setModelId(std::nullopt);
    QVERIFY(!spec.toJson().contains(u"modelId"_s));
    QCOMPARE(spec.extras().value(u"x-trace"_s), QJsonValue(u"t1"_s));
}

void TestRunSpec::settersReplaceRawValues()
{
    // A wrong-typed value sits in extras until a setter says what the field is now.
    RunSpec spec = RunSpec::fromJson(
        parseObject(R"({"modelId": 42, "plan": "yes", "tools": {}, "metadata": [1]})"));
    spec.setModelId(u"m"_s);
    spec.setPlan(std::nullopt);
    spec.appendTool(ToolRef::mantyx(u"t"_s));
    QCOMPARE(spec.toJson(), parseObject(R"({"modelId": "m", "metadata": [1],
                                            "tools": [{"kind": "mantyx", "id": "t"}]})"));
    QVERIFY(spec.extras().contains(u"metadata"_s));

    ToolRef tool = ToolRef::fromJson(parseObject(R"({"kind": "local", "name": 7})"));
    tool.setName(u"fixed"_s);
    QCOMPARE(tool.toJson(), parseObject(R"({"kind": "local", "name": "fixed"})"));
    QVERIFY(tool.extras().isEmpty());

    ToolRef noKind = ToolRef::fromJson(parseObject(R"({"kind": 5})"));
    noKind.setKind(ToolKind::Mcp);
    QCOMPARE(noKind.toJson(), parseObject(R"({"kind": "mcp"})"));
}

void TestRunSpec::kindSwitchAdoptsAndHidesFields()
{
    ToolRef tool = ToolRef::fromJson(parseObject(
        R"({"kind": "mantyx", "id": "t1", "name": "shown_later", "url": "https://m/mcp"})"));
    QVERIFY(!tool.name()); // not a mantyx field
    QCOMPARE(tool.extras().keys(), (QStringList{u"name"_s, u"url"_s}));

    tool.setKind(ToolKind::Mcp);
    QCOMPARE(tool.kind(), ToolKind::Mcp);
    QCOMPARE(tool.name(), u"shown_later"_s); // adopted from extras
    QCOMPARE(tool.url(), u"https://m/mcp"_s);
    QVERIFY(tool.extras().isEmpty());
    // (Raw strings holding "//" stay out of QCOMPARE: moc's macro scanner reads them as comments.)
    const QJsonObject asMcp =
        parseObject(R"({"kind": "mcp", "name": "shown_later", "url": "https://m/mcp"})");
    QCOMPARE(tool.toJson(), asMcp);
    QCOMPARE(tool.id(), u"t1"_s); // kept in memory, not written for mcp

    tool.setKind(ToolKind::Mantyx);
    QCOMPARE(tool.toJson(), parseObject(R"({"kind": "mantyx", "id": "t1"})"));

    ToolRef blank(ToolKind::Local);
    QCOMPARE(blank.toJson(), parseObject(R"({"kind": "local"})"));
    blank.setKind(ToolKind::Unknown);
    QCOMPARE(blank.toJson(), QJsonObject{});
    QCOMPARE(ToolRef().kind(), ToolKind::Unknown);

    QVERIFY(ToolRef::hasField(ToolKind::Local, ToolField::LongRunning));
    QVERIFY(!ToolRef::hasField(ToolKind::A2aLocal, ToolField::Headers));
    QCOMPARE(ToolRef::fields(ToolKind::A2a),
             (QList<ToolField>{ToolField::Name, ToolField::AgentCardUrl, ToolField::Headers,
                               ToolField::ContextId, ToolField::Description}));
    QCOMPARE(ToolRef::fieldKey(ToolField::Tools), "tools"_L1);
    QVERIFY(ToolRef::fields(ToolKind::Unknown).isEmpty());
}

void TestRunSpec::attachmentHelpers()
{
    const QByteArray bytes("\x00\x01\x02hello\xff", 9);
    const InputAttachment file =
        InputAttachment::inlineFile(u"blob.bin"_s, u"application/octet-stream"_s, bytes);
    QCOMPARE(file.kind(), InputAttachment::Kind::InlineFile);
    QCOMPARE(file.decodedData(), bytes);
    QCOMPARE(InputAttachment::fromJson(file.toJson()), file);

    InputAttachment broken = file;
    broken.data = u"not base64!"_s;
    QVERIFY(broken.decodedData().isEmpty());

    const InputAttachment url = InputAttachment::fileUrl(u"https://e.com/x.png"_s, u"image/png"_s);
    QCOMPARE(url.kind(), InputAttachment::Kind::FileUrl);
    const QJsonObject expectedUrl = parseObject(
        R"({"type": "input_file_url", "url": "https://e.com/x.png", "mimeType": "image/png"})");
    QCOMPARE(url.toJson(), expectedUrl);

    QCOMPARE(InputMessage::roleFromName(u"assistant"), InputMessage::Role::Assistant);
    QCOMPARE(InputMessage::roleFromName(u"User"), InputMessage::Role::Unknown);
    QCOMPARE(InputMessage::roleName(InputMessage::Role::System), u"system"_s);
    QVERIFY(!InputMessage::make(InputMessage::Role::Unknown, u"x"_s).role);
}

void TestRunSpec::fromJsonText()
{
    QString error;
    const auto spec = RunSpec::fromJsonText(R"({"modelId": "m", "plan": true})", &error);
    QVERIFY(spec);
    QVERIFY(error.isEmpty());
    QCOMPARE(spec->modelId(), u"m"_s);
    QCOMPARE(RunSpec::fromJsonText(spec->toJsonText())->toJson(), spec->toJson());

    QVERIFY(!RunSpec::fromJsonText(R"({"modelId": )", &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!RunSpec::fromJsonText("[1, 2]", &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!RunSpec::fromJsonText("nonsense"));
}

void TestRunSpec::reasoningLevelNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("value");  // -1: none
    QTest::addColumn<int>("effort"); // -1: none
    QTest::newRow("off") << u"off"_s << 0 << int(ReasoningEffort::Off);
    QTest::newRow("low") << u"low"_s << 30 << int(ReasoningEffort::Low);
    QTest::newRow("medium") << u"medium"_s << 50 << int(ReasoningEffort::Medium);
    QTest::newRow("high") << u"high"_s << 80 << int(ReasoningEffort::High);
    QTest::newRow("unknown") << u"extreme"_s << -1 << -1;
    QTest::newRow("case matters") << u"High"_s << -1 << -1;
    QTest::newRow("empty") << QString() << -1 << -1;
}

void TestRunSpec::reasoningLevelNames()
{
    QFETCH(QString, name);
    QFETCH(int, value);
    QFETCH(int, effort);
    const ReasoningLevel level = ReasoningLevel::fromName(name);
    QVERIFY(level.isNamed());
    QCOMPARE(level.toJson(), QJsonValue(name));
    QCOMPARE(ReasoningLevel::fromJson(level.toJson()), level);
    if (value < 0) {
        QVERIFY(!level.value());
        QVERIFY(!level.effort());
        QVERIFY(!ReasoningLevel::valueForName(name));
        QVERIFY(!ReasoningLevel::effortFromName(name));
    } else {
        QCOMPARE(level.value(), value);
        QCOMPARE(ReasoningLevel::valueForName(name), value);
        QCOMPARE(int(*level.effort()), effort);
        // A named level snaps into the band its effort names.
        QCOMPARE(ReasoningLevel::effortForValue(value), level.effort());
        QCOMPARE(ReasoningLevel::effortName(*level.effort()), name);
        QCOMPARE(ReasoningLevel::effortFromName(name), level.effort());
        QCOMPARE(ReasoningLevel::fromEffort(*level.effort()), level);
    }
}

void TestRunSpec::reasoningEffortForValue_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<int>("effort"); // -1: none
    QTest::newRow("0") << qint64(0) << int(ReasoningEffort::Off);
    QTest::newRow("1") << qint64(1) << int(ReasoningEffort::Low);
    QTest::newRow("30") << qint64(30) << int(ReasoningEffort::Low);
    QTest::newRow("35") << qint64(35) << int(ReasoningEffort::Low);
    QTest::newRow("36") << qint64(36) << int(ReasoningEffort::Medium);
    QTest::newRow("50") << qint64(50) << int(ReasoningEffort::Medium);
    QTest::newRow("65") << qint64(65) << int(ReasoningEffort::Medium);
    QTest::newRow("66") << qint64(66) << int(ReasoningEffort::High);
    QTest::newRow("80") << qint64(80) << int(ReasoningEffort::High);
    QTest::newRow("100") << qint64(100) << int(ReasoningEffort::High);
    QTest::newRow("-1") << qint64(-1) << -1;
    QTest::newRow("101") << qint64(101) << -1;
    QTest::newRow("huge") << qint64(1) * 1000000000000 << -1;
}

void TestRunSpec::reasoningEffortForValue()
{
    QFETCH(qint64, value);
    QFETCH(int, effort);
    const ReasoningLevel level = ReasoningLevel::fromValue(value);
    QVERIFY(level.isNumeric());
    QCOMPARE(level.value(), value); // out-of-range numbers are kept as written
    QCOMPARE(level.toJson(), QJsonValue(value));
    QCOMPARE(ReasoningLevel::fromJson(QJsonValue(value)), level);
    if (effort < 0) {
        QVERIFY(!ReasoningLevel::effortForValue(value));
        QVERIFY(!level.effort());
    } else {
        QCOMPARE(int(*ReasoningLevel::effortForValue(value)), effort);
        QCOMPARE(int(*level.effort()), effort);
    }
}

void TestRunSpec::toolKindTable_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("client");
    QTest::newRow("mantyx") << int(ToolKind::Mantyx) << u"mantyx"_s << false;
    QTest::newRow("mantyx_plugin") << int(ToolKind::MantyxPlugin) << u"mantyx_plugin"_s << false;
    QTest::newRow("local") << int(ToolKind::Local) << u"local"_s << true;
    QTest::newRow("a2a") << int(ToolKind::A2a) << u"a2a"_s << false;
    QTest::newRow("a2a_local") << int(ToolKind::A2aLocal) << u"a2a_local"_s << true;
    QTest::newRow("mcp") << int(ToolKind::Mcp) << u"mcp"_s << false;
    QTest::newRow("mcp_local") << int(ToolKind::McpLocal) << u"mcp_local"_s << true;
}

void TestRunSpec::toolKindTable()
{
    QFETCH(int, kind);
    QFETCH(QString, name);
    QFETCH(bool, client);
    const auto k = ToolKind(kind);
    QCOMPARE(toolKindName(k), name);
    QCOMPARE(toolKindFromName(name), k);
    QCOMPARE(isClientResolved(k), client);
    QVERIFY(allToolKinds().contains(k));
    QCOMPARE(allToolKinds().size(), 7);
    const ToolRef ref(k);
    QCOMPARE(ref.kind(), k);
    QCOMPARE(ref.kindName(), name);
    QCOMPARE(ref.isClientResolved(), client);
    QVERIFY(!ToolRef::fields(k).isEmpty());
    QCOMPARE(toolKindFromName(name.toUpper()), ToolKind::Unknown);
    QVERIFY(toolKindName(ToolKind::Unknown).isEmpty());
    QVERIFY(!isClientResolved(ToolKind::Unknown));
}

void TestRunSpec::modelFacingNames_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("local") << QByteArray(R"({"kind": "local", "name": "a"})") << true
                           << QStringList{u"a"_s};
    QTest::newRow("a2a") << QByteArray(R"({"kind": "a2a", "name": "b", "agentCardUrl": "u"})")
                         << true << QStringList{u"b"_s};
    QTest::newRow("a2a_local") << QByteArray(R"({"kind": "a2a_local", "name": "c"})") << true
                               << QStringList{u"c"_s};
    QTest::newRow("mantyx_plugin")
        << QByteArray(R"({"kind": "mantyx_plugin", "name": "d"})") << true << QStringList{u"d"_s};
    QTest::newRow("mcp_local")
        << QByteArray(
               R"({"kind": "mcp_local", "name": "label", "tools": [{"name": "x"}, {"name": 3}, {"name": "y"}]})")
        << true << QStringList{u"x"_s, u"y"_s};
    QTest::newRow("mcp_local empty")
        << QByteArray(R"({"kind": "mcp_local", "name": "l", "tools": []})") << true
        << QStringList{};
    QTest::newRow("mcp_local no tools")
        << QByteArray(R"({"kind": "mcp_local", "name": "l"})") << false << QStringList{};
    QTest::newRow("mantyx") << QByteArray(R"({"kind": "mantyx", "id": "t"})") << false
                            << QStringList{};
    QTest::newRow("mcp") << QByteArray(R"({"kind": "mcp", "name": "gh", "url": "u"})") << false
                         << QStringList{};
    QTest::newRow("local without name")
        << QByteArray(R"({"kind": "local"})") << false << QStringList{};
    QTest::newRow("unknown kind") << QByteArray(R"({"kind": "x", "name": "n"})") << false
                                  << QStringList{};
}

void TestRunSpec::modelFacingNames()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, known);
    QFETCH(QStringList, names);
    const ToolRef tool = ToolRef::fromJson(QJsonDocument::fromJson(json).object());
    const auto result = tool.modelFacingNames();
    QCOMPARE(result.has_value(), known);
    if (known)
        QCOMPARE(*result, names);
}

void TestRunSpec::mcpToolViewHints()
{
    const McpToolView bare(QJsonObject{{u"name"_s, u"t"_s}});
    QVERIFY(!bare.readOnlyHint());
    QVERIFY(!bare.isReadOnly());
    QVERIFY(bare.isDestructive()); // MCP defaults: a writing, destructive, open-world tool
    QVERIFY(!bare.isIdempotent());
    QVERIFY(bare.isOpenWorld());
    QVERIFY(bare.title().isEmpty());
    QVERIFY(bare.annotations().isEmpty());

    const McpToolView readOnly(parseObject(
        R"({"name": "r", "annotations": {"readOnlyHint": true, "destructiveHint": true,
                                         "title": "Reader"}})"));
    QVERIFY(readOnly.isReadOnly());
    QVERIFY(!readOnly.isDestructive()); // destructiveHint only counts for writing tools
    QVERIFY(readOnly.isIdempotent());
    QCOMPARE(readOnly.destructiveHint(), true);
    QCOMPARE(readOnly.title(), u"Reader"_s);

    const McpToolView odd(parseObject(R"({"name": 5, "annotations": {"readOnlyHint": "yes"}})"));
    QVERIFY(odd.name().isEmpty());
    QVERIFY(!odd.readOnlyHint()); // wrong type reads as absent
}

void TestRunSpec::agentCardViewVersions()
{
    // A2A 1.0: no top-level url; endpoints under supportedInterfaces.
    const AgentCardView v1(parseObject(R"({
        "name": "Expense agent", "version": "2.0.0",
        "supportedInterfaces": [
            {"url": "https://exp.example/a2a/v1", "protocolBinding": "JSONRPC",
             "protocolVersion": "1.0", "tenant": "acme"},
            {"url": "https://exp.example/grpc", "protocolBinding": "GRPC", "protocolVersion": "1.0"}
        ],
        "skills": [{"id": "s", "name": "S", "tags": ["a", 1, "b"], "inputModes": ["text/plain"]},
                   "not-a-skill"]
    })"));
    QVERIFY(v1.url().isEmpty());
    QCOMPARE(v1.primaryUrl(), u"https://exp.example/a2a/v1"_s);
    const QList<AgentInterfaceView> interfaces = v1.supportedInterfaces();
    QCOMPARE(interfaces.size(), 2);
    QCOMPARE(interfaces.at(0).protocolBinding(), u"JSONRPC"_s);
    QCOMPARE(interfaces.at(0).protocolVersion(), u"1.0"_s);
    QCOMPARE(interfaces.at(0).tenant(), u"acme"_s);
    QCOMPARE(interfaces.at(1).protocolBinding(), u"GRPC"_s);
    QCOMPARE(v1.skills().size(), 1);
    QCOMPARE(v1.skills().at(0).tags(), (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(v1.skills().at(0).inputModes(), QStringList{u"text/plain"_s});
    QVERIFY(v1.protocolVersion().isEmpty());

    // A2A 0.3: url + preferredTransport + additionalInterfaces {url, transport}.
    const AgentCardView v03(parseObject(R"({
        "url": "https://old.example/a2a", "preferredTransport": "JSONRPC",
        "additionalInterfaces": [{"url": "https://old.example/rest", "transport": "HTTP+JSON"}]
    })"));
    QCOMPARE(v03.primaryUrl(), u"https://old.example/a2a"_s);
    QCOMPARE(v03.additionalInterfaces().size(), 1);
    QCOMPARE(v03.additionalInterfaces().at(0).protocolBinding(), u"HTTP+JSON"_s);
    QVERIFY(v03.supportedInterfaces().isEmpty());

    const AgentCardView empty;
    QVERIFY(empty.name().isEmpty());
    QVERIFY(empty.primaryUrl().isEmpty());
    QVERIFY(empty.skills().isEmpty());
}

QTEST_GUILESS_MAIN(TestRunSpec)
#include "tst_runspec.moc"
