<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en_US">
<context>
    <name>ApprovalPolicy</name>
    <message numerus="yes">
        <source>The arguments do not match the tool&apos;s schema (%n problem(s)); such a call never runs without approval.</source>
        <translation>
            <numerusform>The arguments do not match the tool&apos;s schema (%n problem); such a call never runs without approval.</numerusform>
            <numerusform>The arguments do not match the tool&apos;s schema (%n problems); such a call never runs without approval.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandlerTrafficClassifier</name>
    <message numerus="yes">
        <source>batch of %n message(s)</source>
        <translation>
            <numerusform>batch of %n message</numerusform>
            <numerusform>batch of %n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n tool(s))</source>
        <translation>
            <numerusform>(%n tool)</numerusform>
            <numerusform>(%n tools)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MantyxRun</name>
    <message numerus="yes">
        <source>%n recorded answer(s) in %1</source>
        <translation>
            <numerusform>%n recorded answer in %1</numerusform>
            <numerusform>%n recorded answers in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpResult</name>
    <message numerus="yes">
        <source>[%1 (%2, %n bytes) not attached: %3]</source>
        <translation>
            <numerusform>[%1 (%2, %n byte) not attached: %3]</numerusform>
            <numerusform>[%1 (%2, %n bytes) not attached: %3]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <source>reconnected (connection %1), resumed after seq %2, %n replayed event(s) dropped</source>
        <translation>
            <numerusform>reconnected (connection %1), resumed after seq %2, %n replayed event dropped</numerusform>
            <numerusform>reconnected (connection %1), resumed after seq %2, %n replayed events dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelling the run after %n event(s)</source>
        <translation>
            <numerusform>cancelling the run after %n event</numerusform>
            <numerusform>cancelling the run after %n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exit code %1 instead of %2: %n call(s) had no recorded answer in %3</source>
        <translation>
            <numerusform>exit code %1 instead of %2: %n call had no recorded answer in %3</numerusform>
            <numerusform>exit code %1 instead of %2: %n calls had no recorded answer in %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message numerus="yes">
        <source>Must be at most %n character(s) long.</source>
        <translation>
            <numerusform>Must be at most %n character long.</numerusform>
            <numerusform>Must be at most %n characters long.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must be at least %n character(s) long.</source>
        <translation>
            <numerusform>Must be at least %n character long.</numerusform>
            <numerusform>Must be at least %n characters long.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n item(s).</source>
        <translation>
            <numerusform>Must have at most %n item.</numerusform>
            <numerusform>Must have at most %n items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n item(s).</source>
        <translation>
            <numerusform>Must have at least %n item.</numerusform>
            <numerusform>Must have at least %n items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n propert(y/ies).</source>
        <translation>
            <numerusform>Must have at most %n property.</numerusform>
            <numerusform>Must have at most %n properties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n propert(y/ies).</source>
        <translation>
            <numerusform>Must have at least %n property.</numerusform>
            <numerusform>Must have at least %n properties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpecValidator</name>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character given).</numerusform>
            <numerusform>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln characters given).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln character).</numerusform>
            <numerusform>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln characters).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln character).</numerusform>
            <numerusform>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln characters).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln character(s).</source>
        <translation>
            <numerusform>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln character.</numerusform>
            <numerusform>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SvgChart</name>
    <message numerus="yes">
        <source>%1: %n token(s)</source>
        <translation>
            <numerusform>%1: %n token</numerusform>
            <numerusform>%1: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more bar(s) not drawn.</source>
        <translation>
            <numerusform>%n more bar not drawn.</numerusform>
            <numerusform>%n more bars not drawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 s: %n event(s)</source>
        <translation>
            <numerusform>%1–%2 s: %n event</numerusform>
            <numerusform>%1–%2 s: %n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRowTexts</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n identical tool batch(es) in a row: %1</source>
        <translation>
            <numerusform>%n identical tool batch in a row: %1</numerusform>
            <numerusform>%n identical tool batches in a row: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n LLM call(s)</source>
        <translation>
            <numerusform>after %n LLM call</numerusform>
            <numerusform>after %n LLM calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s): %1</source>
        <translation>
            <numerusform>%n tool call: %1</numerusform>
            <numerusform>%n tool calls: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>plan of %n step(s)</source>
        <translation>
            <numerusform>plan of %n step</numerusform>
            <numerusform>plan of %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n event(s) · turn %3</source>
        <translation>
            <numerusform>%1 · %2 · %n event · turn %3</numerusform>
            <numerusform>%1 · %2 · %n events · turn %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolResultValidator</name>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character given).</numerusform>
            <numerusform>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln characters given).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::A2aClient</name>
    <message numerus="yes">
        <source>It begins: %1 (%n byte(s))</source>
        <translation>
            <numerusform>It begins: %1 (%n byte)</numerusform>
            <numerusform>It begins: %1 (%n bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::BehaviourPage</name>
    <message numerus="yes">
        <source>%n byte(s) of %1 (the whole outputSchema as compact JSON)</source>
        <translation>
            <numerusform>%n byte of %1 (the whole outputSchema as compact JSON)</numerusform>
            <numerusform>%n bytes of %1 (the whole outputSchema as compact JSON)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::CompareWindow</name>
    <message numerus="yes">
        <source>%n spec difference(s)</source>
        <translation>
            <numerusform>%n spec difference</numerusform>
            <numerusform>%n spec differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summary value(s) differ</source>
        <translation>
            <numerusform>%n summary value differs</numerusform>
            <numerusform>%n summary values differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timeline row(s) differ</source>
        <translation>
            <numerusform>%n timeline row differs</numerusform>
            <numerusform>%n timeline rows differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ComposerPanel</name>
    <message numerus="yes">
        <source>(%n more base64 character(s))</source>
        <translation>
            <numerusform>(%n more base64 character)</numerusform>
            <numerusform>(%n more base64 characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The request body as it will be sent (%n byte(s) as compact JSON).</source>
        <translation>
            <numerusform>The request body as it will be sent (%n byte as compact JSON).</numerusform>
            <numerusform>The request body as it will be sent (%n bytes as compact JSON).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionTester</name>
    <message numerus="yes">
        <source>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation>
            <numerusform>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</numerusform>
            <numerusform>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server is limiting the requests of this credential (HTTP 429): try again in %n second(s).</source>
        <translation>
            <numerusform>The server is limiting the requests of this credential (HTTP 429): try again in %n second.</numerusform>
            <numerusform>The server is limiting the requests of this credential (HTTP 429): try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server did not answer within %n second(s).</source>
        <translation>
            <numerusform>The server did not answer within %n second.</numerusform>
            <numerusform>The server did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::Dispatcher</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::EventInspector</name>
    <message numerus="yes">
        <source>Row %1 · %2 · %n event(s)</source>
        <translation>
            <numerusform>Row %1 · %2 · %n event</numerusform>
            <numerusform>Row %1 · %2 · %n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::HandlerLogDialog</name>
    <message numerus="yes">
        <source>%n earlier message(s) were dropped from its log.</source>
        <translation>
            <numerusform>%n earlier message was dropped from its log.</numerusform>
            <numerusform>%n earlier messages were dropped from its log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersManager</name>
    <message numerus="yes">
        <source>%n tool(s): %1</source>
        <translation>
            <numerusform>%n tool: %1</numerusform>
            <numerusform>%n tools: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s):</source>
        <translation>
            <numerusform>%n skill:</numerusform>
            <numerusform>%n skills:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersModel</name>
    <message numerus="yes">
        <source>ready, %n tool(s)</source>
        <translation>
            <numerusform>ready, %n tool</numerusform>
            <numerusform>ready, %n tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolSession</name>
    <message numerus="yes">
        <source>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tool(s): %3)</source>
        <translation>
            <numerusform>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tool: %3)</numerusform>
            <numerusform>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tools: %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added the MCP server &quot;%1&quot; (%n tool(s): %2)</source>
        <translation>
            <numerusform>added the MCP server &quot;%1&quot; (%n tool: %2)</numerusform>
            <numerusform>added the MCP server &quot;%1&quot; (%n tools: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::MainWindow</name>
    <message numerus="yes">
        <source>The local tool calls of the next run are answered from %1 (%n recorded answer(s)) where the tool and arguments match.</source>
        <translation>
            <numerusform>The local tool calls of the next run are answered from %1 (%n recorded answer) where the tool and arguments match.</numerusform>
            <numerusform>The local tool calls of the next run are answered from %1 (%n recorded answers) where the tool and arguments match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancel accepted; the server waits for %n pending call(s) — answer or reject them.</source>
        <translation>
            <numerusform>Cancel accepted; the server waits for %n pending call — answer or reject it.</numerusform>
            <numerusform>Cancel accepted; the server waits for %n pending calls — answer or reject them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run waits for %n local call(s). The server ends a cancelled run only once each is answered or has timed out.</source>
        <translation>
            <numerusform>The run waits for %n local call. The server ends a cancelled run only once each is answered or has timed out.</numerusform>
            <numerusform>The run waits for %n local calls. The server ends a cancelled run only once each is answered or has timed out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capture(s) no longer exist and were removed from Recent Captures: %1</source>
        <translation>
            <numerusform>%n capture no longer exists and was removed from Recent Captures: %1</numerusform>
            <numerusform>%n captures no longer exist and were removed from Recent Captures: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s spec is in the editor. %n value(s) were redacted when it was recorded (“%1”): fill them in again before running: %2</source>
        <translation>
            <numerusform>The run&apos;s spec is in the editor. %n value was redacted when it was recorded (“%1”): fill it in again before running: %2</numerusform>
            <numerusform>The run&apos;s spec is in the editor. %n values were redacted when it was recorded (“%1”): fill them in again before running: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::McpClient</name>
    <message numerus="yes">
        <source>Meanwhile it sent %n message(s) this client could not use; the last: %1.</source>
        <translation>
            <numerusform>Meanwhile it sent %n message this client could not use; the last: %1.</numerusform>
            <numerusform>Meanwhile it sent %n messages this client could not use; the last: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more message(s) that could not be used were not logged.</source>
        <translation>
            <numerusform>%n more message that could not be used was not logged.</numerusform>
            <numerusform>%n more messages that could not be used were not logged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n message(s) in all; the last: %3); the connection was closed.</source>
        <translation>
            <numerusform>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n message in all; the last: %3); the connection was closed.</numerusform>
            <numerusform>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n messages in all; the last: %3); the connection was closed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>… (%n more character)</numerusform>
            <numerusform>… (%n more characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::McpLocalToolEditor</name>
    <message numerus="yes">
        <source>Connected (MCP %1): %n tool(s) listed. The server was stopped again.</source>
        <translation>
            <numerusform>Connected (MCP %1): %n tool listed. The server was stopped again.</numerusform>
            <numerusform>Connected (MCP %1): %n tools listed. The server was stopped again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tool name(s) had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</source>
        <translation>
            <numerusform>%n tool name had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</numerusform>
            <numerusform>%n tool names had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more name(s) adjusted.</source>
        <translation>
            <numerusform>… and %n more name adjusted.</numerusform>
            <numerusform>… and %n more names adjusted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::MessagesEditor</name>
    <message numerus="yes">
        <source>[%n attachment(s)]</source>
        <translation>
            <numerusform>[%n attachment]</numerusform>
            <numerusform>[%n attachments]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::PendingCallsPanel</name>
    <message numerus="yes">
        <source>%n call(s) waiting for an answer</source>
        <translation>
            <numerusform>%n call waiting for an answer</numerusform>
            <numerusform>%n calls waiting for an answer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunChartsView</name>
    <message numerus="yes">
        <source>%n bar(s) left out: one of their ends has no time or was never seen.</source>
        <translation>
            <numerusform>%n bar left out: one of its ends has no time or was never seen.</numerusform>
            <numerusform>%n bars left out: one of their ends has no time or was never seen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: %n token(s)</source>
        <translation>
            <numerusform>%1 · %2: %n token</numerusform>
            <numerusform>%1 · %2: %n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryDock</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n run(s) from the library?</source>
        <translation>
            <numerusform>Remove %n run from the library?</numerusform>
            <numerusform>Remove %n runs from the library?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also delete %n capture file(s)</source>
        <translation>
            <numerusform>Also delete %n capture file</numerusform>
            <numerusform>Also delete %n capture files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n run deleted.</numerusform>
            <numerusform>%n runs deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation>
            <numerusform>%n run imported.</numerusform>
            <numerusform>%n runs imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the library.</source>
        <translation>
            <numerusform>%n already in the library.</numerusform>
            <numerusform>%n already in the library.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunSource</name>
    <message numerus="yes">
        <source>The server replayed %n event(s) already received; they were dropped as duplicates.</source>
        <translation>
            <numerusform>The server replayed %n event already received; it was dropped as a duplicate.</numerusform>
            <numerusform>The server replayed %n events already received; they were dropped as duplicates.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The timeline keeps the event first received with this seq. At most %n such repeats are noted per stream.</source>
        <translation>
            <numerusform>The timeline keeps the event first received with this seq. At most %n such repeat is noted per stream.</numerusform>
            <numerusform>The timeline keeps the event first received with this seq. At most %n such repeats are noted per stream.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunStream</name>
    <message numerus="yes">
        <source>Gave up after %n connection(s) in a row without a new event. Last problem: %1</source>
        <translation>
            <numerusform>Gave up after %n connection in a row without a new event. Last problem: %1</numerusform>
            <numerusform>Gave up after %n connections in a row without a new event. Last problem: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummaryPanel</name>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n call</numerusform>
            <numerusform>%n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered</source>
        <translation>
            <numerusform>%n unanswered</numerusform>
            <numerusform>%n unanswered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n schema violation(s)</source>
        <translation>
            <numerusform>✗ %n schema violation</numerusform>
            <numerusform>✗ %n schema violations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunTimeline</name>
    <message numerus="yes">
        <source>seq jumped from %1 to %2: %n event(s) missing.</source>
        <translation>
            <numerusform>seq jumped from %1 to %2: %n event missing.</numerusform>
            <numerusform>seq jumped from %1 to %2: %n events missing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::SessionPanel</name>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>%n attachment</numerusform>
            <numerusform>%n attachments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineDelegate</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <translation>
            <numerusform>⚠ %n problem</numerusform>
            <numerusform>⚠ %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineView</name>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ToolListEditor</name>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
