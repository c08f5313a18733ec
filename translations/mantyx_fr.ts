<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en_US">
<context>
    <name>ApiError</name>
    <message>
        <source>The server received no credential (HTTP %1): add an API key or sign in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key or access token was refused as unknown, expired or revoked (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key is not meant for the Developer API (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include this feature (%1, HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The access token lacks a scope this request needs (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace in the URL is not the credential&apos;s workspace (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no such resource (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server rejected the request as invalid (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1); it offers: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no pending tool call with this id: it was already answered or never existed (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has already finished, so the server dropped this (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests (HTTP %1): retry later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server failed (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server said: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server said: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApprovalPolicy</name>
    <message>
        <source>Ask every time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run when read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The arguments do not match the tool&apos;s schema (%n problem(s)); such a call never runs without approval.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it may be destructive (destructiveHint), so it never runs without asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to always run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it only reads (readOnlyHint), and the policy runs read-only tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy runs read-only tools only, and &quot;%1&quot; does not say it is read-only (readOnlyHint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to ask.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentLoader</name>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2; inline attachments may total at most %3 per run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2, the inline attachment limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute https:// URL; the provider only fetches https.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 attachments · %3 of %4 inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>Line %1 is longer than %2 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it has no capture header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last line is cut off (the recording stopped while writing it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not JSON: %2 at byte %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1 is not a capture header (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is neither an event nor a tool answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;type&quot; is not a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown event shape &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a capture: it has no header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaptureTimeline</name>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaptureWriter</name>
    <message>
        <source>Cannot write the capture file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the capture file failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the capture file %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace slug may contain only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An API key connection needs the workspace slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization page must be a path (&quot;/api/oauth/authorize&quot;) or an http(s) URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token endpoint must be a path (&quot;/api/oauth/token&quot;) or an http(s) URL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventDecoder</name>
    <message>
        <source>%1: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown value &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an integer, got a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: number out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: number out of range (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must not be negative (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: none of result, error or output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: both result and error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON has no type and the frame no event name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type: unusable; used the SSE event name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type: &quot;%1&quot; differs from the SSE event name &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq: unusable; used the SSE id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq: missing or unusable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq: %1 differs from the SSE id &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data: null; a %1 event needs a data object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data: expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object but %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandlerTrafficClassifier</name>
    <message numerus="yes">
        <source>batch of %n message(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(cut to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2 (asked by the server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error #%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(isError)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n tool(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>reply #%1 to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(neither request, notification nor response)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2  %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no HTTP answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent card &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 ms  %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonTextLocator</name>
    <message>
        <source>a JSON object (&apos;{&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the text after the closing bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;:&apos; after the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value (a string, number, object, array, true, false or null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number such as 0, -1.5 or 2e3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four hexadecimal digits after \u</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the closing &apos;&quot;&apos; of this string</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalHandlerFlags</name>
    <message>
        <source>--mcp needs NAME=COMMAND, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp %1: the command line is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp-http needs NAME=URL, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp-http %1 needs an http:// or https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--a2a needs NAME=URL, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--a2a %1 needs an http:// or https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--command needs TOOL=EXECUTABLE, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--command %1: the command line is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--auto-approve needs never, read-only or always.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalHandlerSet</name>
    <message>
        <source>The A2A peer has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is not a valid tool name: use 1 to 64 letters, digits and underscores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The A2A peer &quot;%1&quot; has neither an agent URL nor a card file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; names no host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; is not an http:// or https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command tool has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the program the command tool &quot;%1&quot; runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no executable file &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret store is available, so the header values and secret variables of the local handlers were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored secrets of the local handlers are not readable (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MantyxRun</name>
    <message>
        <source>%1 is not a capture file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture is damaged at line %1 (%2); exporting what comes before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the %1 file %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 file %2 is too large: more than %3 bytes; it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 file %2 is not a JSON object: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts an agent run on a MANTYX server (or on the built-in sandbox when --server is not given), prints every event as one line, answers the run&apos;s local tool calls and exits when the run ends.

Local tool calls are answered from --answers (a JSON object mapping a tool&apos;s model-facing name to the result text, or to {&quot;error&quot;: &quot;...&quot;}); otherwise one line is read from the terminal per call (a line starting with &apos;!&apos; is an error answer).

Local tools: --mcp, --mcp-http and --a2a start an MCP server or fetch an agent card before the run and add it to the spec as an mcp_local / a2a_local ref; --command answers a local tool with an executable (the call&apos;s args as JSON on its stdin, its stdout the result). Their calls run without asking as --auto-approve allows; otherwise an empty line on the terminal runs the handler (with --no-input the call gets an error answer). A tool that says destructiveHint, or a call whose args do not match the tool&apos;s schema, never runs without asking. --answers entries come first.

Environment:
  MANTYX_API_KEY  the workspace API key (mantyx_...) sent as the bearer credential

Credential (with --server or --profile): MANTYX_API_KEY when set; otherwise the API key that MANTYX Run Inspector keeps in the keychain for the saved connection profile matching --server and --workspace (or named by --profile); otherwise exit code 3.

Exit codes:
  0  the run ended with a successful result
  1  the run ended with an error (an error event, or a result that is not a success)
  2  the run was cancelled
  3  usage error, unreadable input, or no run: the server could not be reached, refused the request, or the stream broke off for good
  4  the run ended, but the --capture file could not be written in full
  5  --open: the capture is damaged, or ends before the run&apos;s end; what could be read was printed
  6  --answers-from: a local tool call had no recorded answer (it got an error answer)

Export: --open FILE --export OUT writes a capture (.mxrun) as an HTML report (.html), Markdown (.md), its raw events (.jsonl), its spec (.json) or the spec as a curl script (.sh), chosen by OUT&apos;s extension or --export-format; no server is contacted. Exit code 0 when the file was written, 3 otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL of the MANTYX server. Without it an in-process sandbox is started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace slug (default: sandbox).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLUG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run spec, a JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a run&apos;s persisted event log instead of starting a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RUN_ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a capture file (.mxrun) instead of starting a run: its events are printed as the live run printed them, and the exit code is the one the recorded run&apos;s end calls for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the local tool calls with the answers recorded in a capture file (.mxrun), matched by tool name and arguments. Without --spec the capture&apos;s spec is run. A call with no recorded answer gets an error answer, and the exit code is 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print each event as the JSON line received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a capture file (.mxrun, JSON Lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers to local tool calls: a JSON object tool name -&gt; result text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never read answers from the terminal; calls without an answer in --answers get an error answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the run after N events have arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect when the stream is silent (keep-alives included) this long (default 45000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-process sandbox only: pause between two streamed events (default 15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-process sandbox only: keep runs in DIR, so a later --replay finds them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the inspector&apos;s saved connection profile NAME: its server and workspace when --server is not given, and its API key from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the MCP server NAME over stdio (COMMAND is its command line as one argument; double quotes group words) and add its tools as an mcp_local ref named NAME, each as NAME_TOOL (as the official SDKs name them). Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME=COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the MCP server NAME over Streamable HTTP at URL and add its tools as an mcp_local ref named NAME, each as NAME_TOOL. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME=URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the tools of --mcp and --mcp-http servers under the servers&apos; own names (made valid) instead of NAME_TOOL. Calls are answered under either name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the A2A agent card from URL (its /.well-known/agent-card.json) and add it as the a2a_local tool NAME. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the local tool TOOL with EXECUTABLE (a command line as one argument, as for --mcp): the call&apos;s args as JSON on stdin, stdout is the result. A tool the spec does not declare is added without parameters. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TOOL=EXECUTABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which local tool calls run their handler without asking: never (the default), read-only (MCP tools that say readOnlyHint) or always.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never|read-only|always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the --open capture to OUT: .html, .md, .jsonl, .json or .sh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --export format when OUT&apos;s extension does not say it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>html|md|jsonl|json|curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--export OUT needs --open FILE, and --export-format needs --export OUT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--open reads a capture; it does not go with --spec or --replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown --export-format: %1 (html, md, jsonl, json or curl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the export format from %1: use .html, .md, .jsonl, .json or .sh, or --export-format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--open plays a capture file; --%1 cannot go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--answers-from answers the calls from the capture; --%1 cannot go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --spec FILE, --replay RUN_ID or --open CAPTURE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cancel-after needs a whole number of events, at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stall-timeout needs a whole number of milliseconds, at least 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sandbox-delta-delay needs a whole number of milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp, --mcp-http, --a2a and --command answer a live run; a replay answers nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the answers of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged at line %2 (%3); its answers up to there are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recorded answer(s) in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 records no spec; give one with --spec FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec recorded in %1 has redacted values (%2): the capture never holds credentials or header values. Give the spec with --spec FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting the local tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local tools did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 connection profiles match; using %2 (choose one with --profile NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--profile needs the name of a saved connection profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server needs an http:// or https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server must not contain a user name or password (user:password@). Give the API key in MANTYX_API_KEY, or save it with a connection profile in MANTYX Run Inspector (see --profile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key, or save a connection profile with its API key in MANTYX Run Inspector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection profile %1 has no usable server URL and workspace; give --server and --workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>using the built-in sandbox at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection profile %1 signs in with OAuth; mantyx-run uses API keys only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>using the API key of the connection profile %1 from the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;mantyx-run --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpResolution</name>
    <message>
        <source>%1 is not an MCP Tool with a name; it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server lists the tool &quot;%1&quot; twice; the second one is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid model-facing tool name (^[a-zA-Z0-9_]{1,64}$); the model sees &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is already taken; the model sees &quot;%2&quot; for the server&apos;s &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpResult</name>
    <message>
        <source>[a content block that is not an object: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[a text block without text]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[resource link: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[resource link: %1 &lt;%2&gt;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[a content block of type &quot;%1&quot; this client does not read: %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP tool reported an error without a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an error answer carries no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files are turned off for this tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file type MANTYX is known to accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 (%2) not attached: its data is not valid base64]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[%1 (%2, %n bytes) not attached: %3]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 (%2):]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 without text or blob]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… (cut to 8 KB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpServerConfig</name>
    <message>
        <source>Enter a name: it is the mcp_local ref&apos;s name and the mcpServer of its calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server needs a command to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-outs must be at least 1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileLookup</name>
    <message>
        <source>&quot;%1&quot; (%2, workspace %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection profile %1 is for another server than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection profile %1 is for another workspace than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved connection profile is named &quot;%1&quot; (looked in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved connection profile for server %1, workspace %2 (looked in %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReasoningLevelText</name>
    <message>
        <source>%1 is outside 0–100: the server rejects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → off: provider thinking is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → low effort (like &quot;low&quot;, 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → medium effort (like &quot;medium&quot;, 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → high effort (like &quot;high&quot;, 80).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Omitted: the model&apos;s own default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a level: use a name or a whole number from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level name (off, low, medium, high).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 on the 0–100 scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI: reasoning.effort; Gemini: thinking level or budget; Anthropic: extended thinking from about 512 tokens (low) to 8,000 (high); others ignore it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunChartData</name>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — from %2, no end yet (%3 so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 to %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>running the handler for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) answered from %3 (recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recorded answer in %1 for %2 (%3) with args %4; it gets an error answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-run --answers-from %1 has no recorded answer for %2 with these arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) approved by --auto-approve: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-run did not run the handler of %1 without approval: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-run has no answer for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — an empty line runs the handler; or type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither --answers nor a handler (--mcp, --mcp-http, --a2a, --command) answers %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer was given (input closed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler of %1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 not sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 replaced by an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) error: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) result: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): the result does not match the tool&apos;s outputSchema: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing capture %1: run %2 recorded on %3 (workspace %4) at %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2 (recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost (%1); connection %2 in %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); reopening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2); dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2; dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaying run %1 (%2) from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 on %2 (workspace %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not start the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream ended without a terminal event: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2 instead of %3: the capture is damaged after it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capture ends at the damage, before the run&apos;s end (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture %1 ends without a terminal event: the recording stopped before the run ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1 instead of %2: the capture file %3 is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>exit code %1 instead of %2: %n call(s) had no recorded answer in %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnected (connection %1), resumed after seq %2, %n replayed event(s) dropped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelling the run after %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCompare</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunExport</name>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 unanswered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANTYX run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANTYX run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial text (truncated reply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported by MANTYX Run Inspector on %1. Credentials and header values are redacted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s server address or workspace is not known, so there is no request to write as curl.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxAuth</name>
    <message>
        <source>Send a workspace API key or an OAuth access token as &quot;Authorization: Bearer &lt;token&gt;&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a Developer API key in the workspace settings and use that one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys are not included in this workspace&apos;s plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests: at most %1 per minute for one credential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response_type must be &quot;code&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown OAuth client &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The redirect URI must be http://127.0.0.1:PORT/…, http://localhost:PORT/… or http://[::1]:PORT/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PKCE code_challenge with code_challenge_method=S256 is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown scope &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grant_type is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown client or wrong client secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code_verifier is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization code is unknown or was already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization code expired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization code was issued to another client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redirect_uri does not match the authorization request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code_verifier does not match the code_challenge (S256).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh_token is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The refresh token is unknown or was revoked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The refresh token was issued to another client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scope &quot;%1&quot; was not granted to this refresh token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grant_type &quot;%1&quot; is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxMain</name>
    <message>
        <source>--%1 needs a whole number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A MANTYX-compatible agent-runs server with a deterministic scripted model, for trying the Run Inspector and SDKs offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address to bind (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP port; 0 picks a free one (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Persist runs, events and sessions in &lt;dir&gt;/sandbox.sqlite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep everything in memory (the default without --data-dir; wins over it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace slug every route is under (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An accepted workspace API key; repeatable (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read an accepted API key from the first line of &lt;path&gt;; keeps it out of the process list (so does the environment variable %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A registered OAuth client as ID:SECRET; repeatable (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id:secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth access-token lifetime in seconds (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between two streamed events in ms (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a run waits for a local tool result in ms (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle time before a keep-alive comment in ms (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a client has to send a whole request head in ms (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a kept-alive connection may wait for its next request in ms (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections open at once; more are refused with 503 (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Behave like an older MANTYX server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per credential per minute; 0 is off (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server-wide fault injection, name=value (e.g. cutAfterEvents=3); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How stream events carry their payload: envelope, flat or both (default both, readable by the official SDKs and envelope readers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen needs an IP address, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--workspace needs a slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--api-key-file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys start with mantyx_; one of the keys given does not (it is not repeated here, as it may be a secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--oauth-client needs ID:SECRET, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--event-shape is envelope, flat or both, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown fault or bad value: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set up signal handling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-sandbox listening on %1 (workspace %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaTable</name>
    <message>
        <source>The schema&apos;s type is not &quot;object&quot;, so it has no property table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;properties&quot; is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;required&quot; is not a list of property names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1, which is not a property.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property %1 is not a schema object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property %1 has a type the table cannot show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The description of property %1 is not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enum of property %1 cannot be written as a list of comma-separated values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A property without a name is left out; give it a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two properties are named %1; only the last one is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enum has an empty value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not true or false.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong type: %1 is not allowed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing required property &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is not allowed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is required alongside this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not one of the allowed values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the one allowed value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not match the required pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be less than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be greater than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a multiple of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n character(s) long.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must be at least %n character(s) long.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n item(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n item(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n propert(y/ies).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n propert(y/ies).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Items %1 and %2 are equal; the items must be unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a date (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a time (hh:mm:ss with a zone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a date-time (RFC 3339).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches none of the alternatives (anyOf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches none of the alternatives (oneOf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches more than one alternative (oneOf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must not match the schema under &apos;not&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema has a regular expression that cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply is empty, not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply holds more than one JSON value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecFile</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a spec (%2 MB; at most %3 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecFileCommands</name>
    <message>
        <source>Unsaved Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Spec As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecTemplates</name>
    <message>
        <source>Plain prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system prompt and a prompt, no tools: the smallest useful run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One client-resolved tool with a JSON Schema for its arguments and its result; you answer its calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local MCP server (mcp_local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tools/list catalog of an MCP server that runs on your machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local A2A agent (a2a_local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card of an A2A peer that only you can reach; the run delegates questions to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured output (outputSchema)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final answer must be JSON matching a schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan and supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A caller-provided task plan, the run supervisor every 5 model calls and explicit loop detection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages with an attachment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A messages array whose user turn carries a small inline text file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecValidator</name>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented field of %2; the server may ignore it or pass it through unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3; got %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be empty when present (at least 1 character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-empty string (%2); got %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>systemPrompt is required unless agentId is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>systemPrompt must be a string; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session is created without input; send prompt or messages with each session message instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt and messages are mutually exclusive; send only one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either prompt or messages is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt must be a string; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt must not be empty (at least 1 character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages must be an array; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages must contain at least 1 message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {role, content, attachments?}; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required (a string).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an array; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message; messages has no user message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message (%1), not on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may hold at most %2 attachments; it has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; messages has only system messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; %1 is &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inline attachments may total at most %1 bytes (5 MB) per run; they decode to %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: &quot;input_file&quot; or &quot;input_file_url&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: the file&apos;s MIME type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an input_file attachment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an input_file_url attachment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an https:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an absolute https:// URL; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &quot;input_file&quot; or &quot;input_file_url&quot;; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools must be an array of tool refs; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a tool ref object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 tool ref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workspace tool id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace tool %1 is already referenced by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform plugin tool name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be one of %2; got %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: the model-facing tool name (^[a-zA-Z0-9_]{1,64}$).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool name %1 is already used by %2; model-facing names must be unique across all tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server name %1 is already used by %2; each MCP server needs its own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object of header name to string value; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string header value; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an http:// or https:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an absolute http:// or https:// URL; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a JSON Schema object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 should be an object schema (type &quot;object&quot;); its type is %2, so %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server replaces it with an empty object schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server drops it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be true or false; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: the resolved A2A Agent Card JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the resolved A2A Agent Card JSON object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has neither a &quot;url&quot; (A2A 0.3) nor a &quot;supportedInterfaces[].url&quot; (A2A 1.0); local_tool_call events are dispatched to the peer by its card URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks a &quot;name&quot; or &quot;description&quot; and the ref has no description; the model sees a poor tool description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$ (the tool name prefix); got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is expected to be an array or an object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SDK-side MCP server label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the MCP Implementation object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the MCP tools/list array; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: this MCP server exposes no tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an MCP Tool object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 should be a JSON Schema object; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoningLevel must be &quot;off&quot;, &quot;low&quot;, &quot;medium&quot;, &quot;high&quot; or an integer from 0 to 100; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoningLevel must be a string level or an integer from 0 to 100; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoningLevel must be a whole number from 0 to 100; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoningLevel must be from 0 to 100; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budgets must be an object; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an integer of at least 1; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, above the practical maximum of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outputSchema must be an object {name?, schema}; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_-]{1,64}$; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: the JSON Schema of the reply (an object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a JSON object (not null, an array or a scalar); got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outputSchema may be at most %1 bytes (32 KB) as compact JSON; it is %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loopDetection must be false or an object; got %1 (omit the field for the defaults).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardCutoffThreshold %1 must be strictly greater than consecutiveThreshold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolBudgets must be an object of tool name to {maxCalls}; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolBudgets may have at most %1 entries; it has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool budget keys must be 1 to %1 characters long; %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no tool declared in this spec and no tool with a default budget; the budget may never apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {maxCalls}; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tool budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required: an integer from 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>supervisor must be true, false or an object; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be false or an object {chars?, ms?}; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan must be true, false or an object {steps?, brief?, planOnly?}; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an array of step titles; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 steps; the server clamps long plans (more than %3 steps are likely cut).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a step title string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be empty or blank (at least 1 character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps step titles (more than %3 characters are likely cut).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps the brief (more than %3 characters are likely cut).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata must be a flat object of string values; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata may have at most %1 entries; it has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may be at most %2 characters long; it has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata may be at most %1 bytes (4 KB) as compact JSON; it is %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec must be a JSON object; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec is not valid JSON: %1 at byte offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln character(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln character(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln character(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoredCredential</name>
    <message>
        <source>No API key is stored in the keychain for the connection profile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the API key of the connection profile %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key of the connection profile %1 could not be read from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection profile %1 is not signed in: no refresh token is stored in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the sign-in of the connection profile %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in of the connection profile %1 could not be read from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SvgChart</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by kind (whole run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token usage reported (it comes with the run&apos;s end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning is counted within output; cached within input. The protocol reports usage per run, not per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing unknown: the events carry no times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more bar(s) not drawn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 s: %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRowTexts</name>
    <message>
        <source>reasoning %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in (%2 cached) · %3 out (%4 reasoning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Echoed answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool budget exceeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malformed event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an older server&apos;s `started` event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant (streaming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished: the run ended while this was streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server tool call · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool result · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP tool call · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1 · tool %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent call · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool call · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repeated call event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer echoed · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error answer for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>looping — gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looping — nudged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n identical tool batch(es) in a row: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The server forced a final turn without tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server skipped the repeated batch and nudged the model to answer or change strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool budget exceeded · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call %1 of max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call was not run; the model was told to pivot or finalize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor: on track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor: redirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor: finalize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injected message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n LLM call(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish reason %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no finish reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result · failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>plan of %n step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Error · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated reply — cut off before it was finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retryable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not retryable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event type this version does not know; shown as received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n event(s) · turn %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolResultValidator</name>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented tool-result field; the server may ignore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolUseId is required: the id from the local_tool_call event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolUseId must be a non-empty string; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result and error are mutually exclusive; send exactly one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one of result or error is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files are only honored alongside result; with error they are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may be at most %2 bytes (%3) as UTF-8; it is %4 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files must be an array of {filename, mimeType, data}; got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files may hold at most %1 files; it has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files may total at most %1 decoded bytes (5 MB); they decode to %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {filename, mimeType, data}; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-empty file name; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool-result body must be a JSON object {toolUseId, result | error, files?}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool-result body is not valid JSON: %1 at byte offset %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use the translation for &lt;locale&gt; (e.g. de).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit after &lt;ms&gt; milliseconds (smoke tests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not start the embedded sandbox server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the run &lt;id&gt;: its whole event log, then its live tail if it is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose, stream, answer and replay MANTYX agent runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture file (.mxrun) to open and replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[capture.mxrun]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded sandbox server listening on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded sandbox server did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quit-after needs a number of milliseconds.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::A2aClient</name>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[file %1 not attached: %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[file %1: %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card has neither `url` nor `supportedInterfaces`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card names no usable JSON-RPC endpoint (only JSON-RPC is supported, not HTTP+JSON or gRPC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card could not be fetched.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No agent card is set for this A2A peer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call&apos;s arguments must be {&quot;message&quot;: string} for an A2A peer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent did not answer within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s answer is larger than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach the agent at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 without a JSON-RPC response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 with %2 instead of a JSON-RPC response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent answered with JSON-RPC error %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s answer holds neither a message nor a task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no state)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s task ended as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s task stopped as %1; this client cannot continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent returned the task unfinished (%1); this client does not poll for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It begins: %1 (%n byte(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::A2aLocalToolEditor</name>
    <message>
        <source>Open Agent Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the agent card from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an agent card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agent card is a JSON object ({…}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none this app can call: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(card protocolVersion %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no skills listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An A2A agent this app calls: the server gets its resolved agent card and tells the model about it; the model&apos;s messages come back here as tool calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: replaces &quot;Delegate a task to …&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get the agent card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://localhost:9999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s base URL (its card is at /.well-known/agent-card.json) or the card&apos;s own URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fetch card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent with the card request only; not part of the spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open card &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;JSON:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card as it is sent; paste a card here to use it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::A2aToolEditor</name>
    <message>
        <source>An A2A agent the server reaches itself: it fetches the agent card from the URL and sends the model&apos;s messages to the agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent card &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://agent.example.com/.well-known/agent-card.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by the server with the card request and every call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: continue an A2A conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: replaces the card&apos;s description</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::AnswerDialog</name>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a result: what the tool produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send an error: the tool failed, the model is told why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the result as JSON while typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pretty-print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s result, as the model will read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to attach:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error message (the model reads it as the tool&apos;s failure):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. The file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the answer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent as plain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ApiClient</name>
    <message>
        <source>The credential was replaced during a refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL %1 is not an http or https address; the credential is sent nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http or https address on the connection&apos;s origin %2; it was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(an empty address)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is plain http, but the connection is %2; it was not contacted, because the credential would travel unencrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the connection&apos;s origin %2 (scheme, host and port); it was not contacted, because the request would carry the credential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP %1, a redirect to %2. It was not followed, because the request carries the credential: if the server has moved, correct the base URL of the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer has %1 bytes of headers, more than the limit of %2; it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not complete the headers of its answer within %1 ms; the request was abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential refresh did not finish in time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::AttachmentList</name>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File or URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop files here to attach them. Double-click a MIME type to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach files as inline bytes (base64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://example.com/file.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachment URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add UR&amp;L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a file the provider fetches from an https URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected attachments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::BehaviourPage</name>
    <message>
        <source>New step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning leve&amp;l:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model default (omitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low (30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High (80)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number (0–100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Va&amp;lue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning level number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;x tool turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budgets.maxToolTurns: a safety cap on tool rounds (100 is the practical maximum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finalize at the ca&amp;p (maxToolTurnsExceeded: &quot;finalize&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured &amp;output (outputSchema)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constrain the final reply to JSON matching a schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON s&amp;chema:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ &quot;type&quot;: &quot;object&quot;, &quot;properties&quot;: { … } }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop &amp;detection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server default (3 repeats nudge, 6 finalize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge &amp;after repeats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consecutiveThreshold: 2 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finali&amp;ze after repeats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardCutoffThreshold: 3 to 100, greater than the nudge threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too&amp;l budgets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-tool call caps for the whole run; 0 disables a tool. Entries are layered over the server&apos;s default budgets; an empty custom table turns the defaults off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;pervisor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On, platform defaults (true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review &amp;interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1 LLM calls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge mo&amp;del:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace supervisor default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning chec&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (3000 chars / 30 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: review at tool rounds only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger &amp;characters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger millisecond&amp;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pla&amp;n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto: the server decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan onl&amp;y: produce the plan, do not run the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Br&amp;ief:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional one-line objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ste&amp;ps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 16 string pairs; keys of letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of %1 (the whole outputSchema as compact JSON)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::CaptureRunSource</name>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file was written by a newer version (format %1); lines this version does not know are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::CommandHandler</name>
    <message>
        <source>%1
stderr:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command %1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command did not finish within %1 s and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command printed more than %1 bytes; a result cannot be that large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command&apos;s output does not match the tool&apos;s outputSchema:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::CompareWindow</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ummary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two specs are the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F8: next difference · Shift+F8: previous difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left: %1
Right: %2
%3 · %4 · %5
Marks: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n spec difference(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summary value(s) differ</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timeline row(s) differ</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>~ changed, + added, %1 removed, %2 moved, %3 differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two runs differ here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(only in the right run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(only in the left run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~ text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text differs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ComposerPanel</name>
    <message>
        <source>New from Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new spec from an example of the protocol document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a spec file (JSON) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a recently used spec file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the spec — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the spec to another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Spec…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a spec file (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Spec &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which request the spec is validated for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Behaviour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previe&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request body as it will be sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the spec as JSON; valid edits update the forms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tools editor is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the run — Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the request as a curl command; the credential is left to the shell as $%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a connection (base URL and workspace) to copy a curl command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied a curl command; set %1 before running it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON (line %2, column %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a spec: the JSON is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long attachment bytes are shortened here; Save and Copy as curl keep them whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object; fix it to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the errors to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n more base64 character(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The request body as it will be sent (%n byte(s) as compact JSON).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionChooser</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded server on this computer: no account needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server runs are sent to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, edit or remove connections to MANTYX servers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionProfileDialog</name>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a connection to a MANTYX server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the connection and its stored secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Allow a plain-text file for secrets when no system keychain is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: without a keychain, API keys, client secrets and sign-ins are not kept. On: they go to %1, readable by anyone who can read that file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://mantyx.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s base URL; routes are under /api/v1/workspaces/&lt;workspace&gt;/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace slug, e.g. acme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth sign-in in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OAuth app&apos;s client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed by confidential OAuth apps (every MANTYX app is one); kept in the system keychain, never in the settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authori&amp;zation page:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s sign-in page: a path under the server address, or a whole URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To&amp;ken endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the app exchanges the sign-in for tokens: a path or a whole URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in a browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the sign-in on the server and forget it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the server for its models with this connection&apos;s credential, and say what it answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connections yet. Add one to send runs to a real MANTYX server; the built-in sandbox needs none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unencrypted Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential of “%1” would be sent over plain http:// to %2, readable by anyone on the networks in between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use https:// unless you trust every network between this computer and the server. Your answer is remembered for this connection and these addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server address is plain http:// and not on this computer: the API key and every run would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// to another computer: the sign-in&apos;s tokens and client secret, and every run, would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox runs on this computer; its API key is built in. Test Connection tries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored — type a new secret to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required: from the OAuth app&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Sign-&amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;In…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting for the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the server&apos;s sign-in page in your web browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save or revert the changes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow a plain-text file for secrets?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When no system keychain answers, API keys, OAuth client secrets and sign-ins will be written to
%1
The file can be read only by your user account, but anyone or anything running as you can use what is in it. Use this only on a machine without a keychain service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was saved in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key is stored in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An API key is stored in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key is stored for this connection yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client secret was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client secret was saved in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client secret was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client secret is stored in plain text in %1, because no system keychain is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A client secret is stored in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No client secret is stored for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in. The sign-in is kept in plain text in %1, because no system keychain is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in (the sign-in is kept in the system keychain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the sign-in in your web browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret store is available: secrets cannot be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection could not be saved to the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the client secret…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the API key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the connection &quot;%1&quot; and its stored secrets?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the credential stays off plain http.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put this workspace slug into the form and test again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No web browser could be opened. Open this address in one to sign in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in is for the workspace “%1”, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1, but the sign-in could not be kept: %2 It lasts until the app is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1. The sign-in is kept in plain text in %2, because no system keychain is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out; the server revoked the sign-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out here. The server could not be told, so the sign-in may stay valid there until it is revoked in the workspace settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionService</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox is not running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionTester</name>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; no default model is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; the default is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to test with: no network access is set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection has no workspace slug: enter the one of the workspace you want to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection has no workspace slug; this credential&apos;s workspace is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tested: %1 is plain http:// to another computer, so the credential would cross the network unencrypted. Confirm that you accept this, or use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): sign in first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not accept this API key (HTTP 401): it is unknown, expired or revoked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not accept the sign-in&apos;s access token (HTTP 401): sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not accept the sign-in (HTTP 401), and it could not be renewed: %1 Sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key is not a Developer API key (HTTP 403): create a Developer API key in the workspace settings and use that one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include access through the API (HTTP 403).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in lacks a scope that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404), and the server did not say which one is: check the workspace slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404); its workspace is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no MANTYX API at %1 (HTTP 404): check the server address, including any path prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server is limiting the requests of this credential (HTTP 429): try again in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The server is limiting the requests of this credential (HTTP 429): try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server failed (HTTP %1): try again later, or tell its operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered (HTTP %2), but not with a list of models: is it a MANTYX server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP %1, which a MANTYX server does not send for a model list: is %2 the right address?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is listening at %1 port %2 (connection refused): check the address and the port, and that the server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name %1 was not found (DNS): check the server address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure (TLS) connection to %1 failed: %2. Check the address (https:// or http://) and the server&apos;s certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server did not answer within %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The server could not be reached: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the server speaks plain http, the address must start with http://, not https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server said: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::CredentialProvider</name>
    <message>
        <source>This credential cannot be refreshed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::Dispatcher</name>
    <message>
        <source>No handler: no local tools are configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (MCP server &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (A2A peer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec declares no local tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The declared local tools are %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The A2A agent answered (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The A2A exchange failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command timed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command did not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command failed (exit code %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server was removed before the call could be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server refused the call: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call was cancelled before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s result does not match its outputSchema:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::EventInspector</name>
    <message>
        <source>Pretty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s JSON, indented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSE data exactly as received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy pretty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Row %1 · %2 · %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (showing the first %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSE id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSE event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat payload and envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>// not JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown event type “%1”: kept as received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::GeneralPage</name>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a model of the workspace or type a selector: a catalog id, provider:vendor-model, or a bare vendor model id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agent ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: run a persisted agent (then the system prompt and model are optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional label for observability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the agent is and how it should behave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One user prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Me&amp;ssages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several turns with roles, and attachments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the agent should do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::HandlerLogDialog</name>
    <message>
        <source>Handler log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ sent by this app, ← received from the handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected message and the other half of its exchange, or the selected log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty this window; the handler keeps its own log and new entries still appear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not attached to a handler: what is shown stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) were dropped from its log.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A2A peer: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A peer: no usable card yet; the card request is shown when made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: %1. Each run is listed when it ends; its stderr goes to the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cut: %1 of %2 characters kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a message to see it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its response — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its request — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No response yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its request is no longer in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Traffic (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;stderr (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server log (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s stderr and the log messages it sent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::HttpConnection</name>
    <message>
        <source>The request did not arrive within %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::HttpListener</name>
    <message>
        <source>The server has %1 connections open, its limit; try again when one has closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::HttpRequestParser</name>
    <message>
        <source>The request does not start with a method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request line is longer than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header line is longer than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request head is larger than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request head holds a bare CR or a NUL byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many empty lines before the request line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk-size line is longer than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk is not followed by a line end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk is longer than its size says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request line is not &quot;METHOD target HTTP/1.1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request method is not a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request target holds whitespace or a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only HTTP/1.0 and HTTP/1.1 are spoken here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header line is folded (starts with whitespace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header line is not &quot;Name: value&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header value holds a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has more than %1 header fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has more than one Host header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has both Content-Length and Transfer-Encoding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTTP/1.0 request cannot use Transfer-Encoding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last transfer coding of a request must be chunked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chunked transfer coding is supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has more than one Content-Length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content-Length is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is larger than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk size is not a hexadecimal number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk extension holds a control character.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::JsonEditor</name>
    <message>
        <source>JSON editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line numbers and issue markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a budget for one tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a key/value pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LiveRunSource</name>
    <message>
        <source>There is no connection to create the run on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s stream address &quot;%1&quot; is not a valid URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the server answered the create request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the run started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlerDialog</name>
    <message>
        <source>Row %1 of the %2 has a value but no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice in the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A local MCP server answers the run&apos;s mcp_local tool calls. It is started on this machine (a command speaking JSON-RPC on stdin and stdout) or reached over Streamable HTTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. fs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mcp_local ref&apos;s name, and the mcpServer of its calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL (Streamable HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. npx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program that starts the server; found on PATH unless it is a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. -y @modelcontextprotocol/server-everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains spaces with &quot;…&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to this app&apos;s environment. Values marked secret are kept in the system keychain, never in the settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this app&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:3001/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s MCP endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent with every request. The values are credentials: they are kept in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prefix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a prefix before every tool name, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include tools the server adds later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncheck a tool to leave it out; give it a name of your own, or leave the name empty for the prefix plus the server&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start time-&amp;out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initialize and each tools/list page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call &amp;time-out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools/call; each progress notification from the server starts it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A Peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An A2A agent answers the run&apos;s a2a_local tool of this name: the call&apos;s message is sent to it and its reply is the tool&apos;s answer. Its agent card is fetched from the agent&apos;s URL or read from a file, and shipped with the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tool name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. hr_agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The a2a_local ref&apos;s name: the tool name the model sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent &amp;URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the card from &lt;URL&gt;/.well-known/agent-card.json (or agent.json), or from the URL itself when it ends in .json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the card from a JSON file each time the peer starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;RL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:4000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card f&amp;ile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent with the card request and every call. The values are credentials: they are kept in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program answers the run&apos;s local tool of this name. It gets the call&apos;s arguments as JSON on stdin (and MANTYX_TOOL_NAME, MANTYX_TOOL_USE_ID in its environment); what it prints is the answer. A non-zero exit is an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. lookup_order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local tool&apos;s name, as the model calls it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /usr/local/bin/lookup-order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run directly, without a shell; found on PATH unless it is a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed arguments, separated by spaces; quote one that contains spaces with &quot;…&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time-out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program is stopped after this long and the call answered with an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Agent Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent cards (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not list this tool when it last ran; the setting is kept for when it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names that do not match ^[a-zA-Z0-9_]{1,64}$ are adjusted; a name another tool of the run uses gets a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s tools are listed here once it has run: start it from the panel, then Edit… to leave tools out or rename them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quote is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another MCP server is already called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another A2A peer or command tool already answers &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters other than letters, digits and underscores become &quot;_&quot; in the names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the server&apos;s names as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersManager</name>
    <message>
        <source>The header values and secret variables of these handlers could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header values and secret variables were not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keychain is available: the header values and secret variables were saved in a plain-text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local handlers could not be saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not JSON: %1 (at character %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments must be a JSON object, e.g. {&quot;q&quot;: 1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the MCP server &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the agent card of &quot;%1&quot;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 with %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1 after %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stderr:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call would be answered with this result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call would be answered with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot; is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: %1 %2 (protocol %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent card of &quot;%1&quot;: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaks %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls are routed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersModel</name>
    <message>
        <source>card not fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetching the card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>ready, %n tool(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>ready, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server: answers mcp_local calls whose mcpServer is &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A peer: answers the a2a_local tool &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: answers the local tool &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destructive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tool says about itself (MCP annotations); destructive tools always ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: the model does not see this tool. Edit the server to include it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler / tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State / hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target / description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a call may run without asking: Ask, Always, or Read-only (when the MCP tool says readOnlyHint). A destructive tool or invalid arguments always ask.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersPanel</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a local handler for this connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an MCP server (a command or a URL) whose tools answer mcp_local calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A Peer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an A2A agent (its URL or a card file) that answers an a2a_local tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command Tool…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a program that answers a local tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected handler (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the MCP server, or fetch the A2A peer&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the MCP server (calls in flight fail), or forget the A2A peer&apos;s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP: start and list the tools. A2A: fetch the card. Command: run it with the test arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler&apos;s JSON-RPC or HTTP traffic and its stderr, live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local handlers for this connection yet.

Add an MCP server, an A2A peer or a command tool, and the run&apos;s local_tool_calls can be answered on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{}</source>
        <comment>an empty JSON object</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON object the command gets on stdin when tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a handler and press Test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default approval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For tools without a setting of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking. Read-only: runs without asking when the tool says readOnlyHint. Destructive tools and invalid arguments always ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking (unless its arguments are invalid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from this connection&apos;s local handlers?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is stopped; its settings and stored header values are forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its settings and stored header values are forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A peer &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command tool &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolEditor</name>
    <message>
        <source>A tool this app answers: the model calls it, the run pauses, and the answer comes from a local handler or from you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send_email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tool does and when to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Schema of the arguments (an object schema)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output schema:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Schema of what the tool returns (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Long-running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longRunning: tell the model not to call the tool again while a call is pending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolRegistry</name>
    <message>
        <source>No handler: this build does not know the tool kind &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and no configured server has a tool &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and several configured servers have a tool &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: no MCP server named &quot;%1&quot; is configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: the MCP server &quot;%1&quot; has no tool &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls the tool &quot;%1&quot; of the MCP server &quot;%2&quot; (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: the call carries no agent card URL to find its A2A peer by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: no A2A peer is configured for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends the message to the A2A agent &quot;%1&quot; at %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No handler: no command is configured for the tool &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs %1 with the arguments as JSON on its standard input.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolSession</name>
    <message>
        <source>The MCP server &quot;%1&quot; did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; cannot be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read from %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; names no endpoint this client can use: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card given as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program is configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program &quot;%1&quot; was not found or is not executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was stopped before the local tools were ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local tools are not ready yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;tools&quot; is not an array, so no local tools can be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec already has a tool named &quot;%1&quot; (tools[%2]); the A2A peer needs another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec&apos;s tool &quot;%1&quot; (tools[%2]) is not a local tool, so a command cannot answer it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added the local tool &quot;%1&quot; (no parameters; declare it in the spec to give it a schema)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the model sees %2 (tool names must match ^[a-zA-Z0-9_]{1,64}$)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tool(s): %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added the MCP server &quot;%1&quot; (%n tool(s): %2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; has no URL to dispatch its calls by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the A2A peer &quot;%1&quot; replaces the spec&apos;s a2a_local ref tools[%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added the A2A peer &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for review: edit the answer, then send it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no answer was posted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run is attached: no answer was posted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call was answered meanwhile: the handler&apos;s answer was not posted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s answer could not be sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::MainWindow</name>
    <message>
        <source>Could not list the models: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the Next Run from a Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANTYX captures (*.mxrun);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 was not added to the run library: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 ran on %2; connect to it to open the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run cannot be answered from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open R&amp;un…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a run by its id: its whole event log, then the live tail if it is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;cent Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HTML Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw &amp;Events (JSONL)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spec (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec as &amp;curl…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Cap&amp;ture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a capture file (.mxrun) and replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Captu&amp;res</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tep Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand on the next record of the capture (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-ru&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the shown run&apos;s spec into the editor, to change it and run it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefe&amp;rences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the spec in the editor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the server to cancel the run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pending Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event &amp;Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Local Handlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run S&amp;ummary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Pl&amp;an</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol &amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a session with the spec in the editor as its defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open S&amp;ession…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two captured runs: specs, summaries and timelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run with Recorded &amp;Answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the local tool calls of the next run with the answers a capture recorded, where the tool and arguments match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Status Bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About MANTYX Run Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local Handlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2[*] — MANTYX Run Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — MANTYX Run Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1 at %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in to %1: open Manage… and Sign in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a connection first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec has errors; fix them before running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a connection and give a run id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening run %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used for answers: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recorded no answers to local tool calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The local tool calls of the next run are answered from %1 (%n recorded answer(s)) where the tool and arguments match.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent runs on this connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the local handlers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was not started: a local handler failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local handlers do not fit the spec: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was not started: with the local handlers&apos; tools the spec has an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 was not opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered from recorded run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recorded no answer for this tool with these arguments: answer it yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is not being recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A local tool call arrived; start the local handlers to run it with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancel accepted; the server waits for %n pending call(s) — answer or reject them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run waits for %n local call(s). The server ends a cancelled run only once each is answered or has timed out.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reject them and cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel, I will answer them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user cancelled the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run id (its event log is read from seq 1; a running run is then followed live):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Runs — the first run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Runs — the second run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs could not be compared.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec has errors; fix them before starting a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rejection was not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to send again for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool call waits for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run asks for a local tool call to be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A local tool call waits for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Not sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler of %1 cannot run it now (not configured, already running or answered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening capture %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture %1 was not opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was removed from Recent Captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n capture(s) no longer exist and were removed from Recent Captures: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No recent captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the replay (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the capture at the chosen speed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run whose spec could be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec in the editor has unsaved changes. Replace it with the run&apos;s spec?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s spec is in the editor: change it and run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s spec is in the editor. %n value(s) were redacted when it was recorded (“%1”): fill them in again before running: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec has unsaved changes. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About MANTYX Run Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;MANTYX Run Inspector %1&lt;/h3&gt;&lt;p&gt;Compose, stream, answer and replay MANTYX agent runs.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxPluginToolEditor</name>
    <message>
        <source>A tool of a platform plugin, run by the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plugin tool &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plugin tool&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxToolEditor</name>
    <message>
        <source>A tool of the workspace, run by the server. The run only names it; its name, description and parameters live in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool &amp;id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workspace tool&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::McpClient</name>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the MCP server &quot;%1&quot; was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; did not answer %2 within %3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Meanwhile it sent %n message(s) this client could not use; the last: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server sent something that is not JSON (%1); it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line that is not JSON (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more message(s) that could not be used were not logged.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server keeps sending messages that cannot be used; further ones are counted, not logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n message(s) in all; the last: %3); the connection was closed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server sent a JSON-RPC message that is neither a request, a notification nor a response; it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON that is not a JSON-RPC message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server answered a request this client is not waiting for (id %1); it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an answer to a request this client is not waiting for (id %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s response to %1 has neither a result nor an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 %2] %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; refused initialize: %2 (error %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; speaks protocol revision &quot;%2&quot;, which this client does not (it speaks %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools/list failed: %1 (error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/list pages do not end (cursor &quot;%1&quot; after %2 pages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; is not connected (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP error %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/call result is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call to the MCP server &quot;%1&quot; was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::McpHttpTransport</name>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTTP response of the MCP server passed %1 MB and was cut off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s response passed %1 MB and was cut off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach the MCP server at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server&apos;s HTTP response (%1) ended without a reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server no longer knows this session (HTTP 404); restart the connection to open a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::McpLocalToolEditor</name>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected (MCP %1): %n tool(s) listed. The server was stopped again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not declared by the server; MCP assumes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destructive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open-world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tool name(s) had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more name(s) adjusted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No serverInfo: Connect to ask the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the names below as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An MCP server this app runs. Connect lists its tools once; the spec carries that list, and the run&apos;s tool calls come back here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label for the server: its calls come back under it (mcpServer), and by default its tools are named &lt;name&gt;_&lt;tool&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mmand (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UR&amp;L (Streamable HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>npx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-y @modelcontextprotocol/server-filesystem /work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://localhost:3001/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the server, list its tools, stop it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serverInfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common &amp;prefix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a prefix before every tool name that has no name of its own, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to list the server&apos;s tools.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::McpStdioTransport</name>
    <message>
        <source>The MCP server wrote more than %1 MB to stdout without a line break; the connection was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its last stderr output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server process (%1) crashed or was killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP server process (%1) exited with code %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the MCP server &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::McpToolEditor</name>
    <message>
        <source>A remote MCP server the server connects to itself. Its tools reach the model as &lt;name&gt;_&lt;tool&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>github</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put before the server&apos;s tool names: 1 to 64 letters, digits or underscores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://mcp.example.com/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by the server with every request to the MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool &amp;filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All of the server&apos;s tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only these tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search, create_issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s tool names, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::MessagesEditor</name>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a user message at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attac&amp;hments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; only it may carry attachments. System messages are merged after the system prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[%n attachment(s)]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ModelCatalogModel</name>
    <message>
        <source>Workspace default — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace default (modelId omitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave modelId out: the server runs the workspace&apos;s default model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
id: %2
vendor model: %3
source: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace default model (no catalog loaded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace default model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorthand for %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous: %1 matches %2; use a full id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model catalog loaded: the server checks this id when the run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this workspace&apos;s catalog: the server may reject it (400 invalid_model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1K tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1 in / $%2 out per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthCredential</name>
    <message>
        <source>The sign-in server could not be reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in server answered without an access token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in server issued a &quot;%1&quot; token; only bearer tokens are supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 — %2 (HTTP %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in server answered HTTP %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no sign-in to renew; sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in does not cover the scopes this connection asks for (%1): ask for fewer, or sign in again. (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in is no longer valid; sign in again. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthFlow</name>
    <message>
        <source>The sign-in was not completed in the browser in time. Start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection is missing its OAuth client id or server address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OAuth client secret is missing; enter it in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not listen on 127.0.0.1 for the browser&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MANTYX Run Inspector received the answer of the sign-in page. You can close this page and return to the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The browser came back with an answer that does not belong to this sign-in (its state does not match), so it was rejected. Start the sign-in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer carried no authorization code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be fetched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in, but the server did not say which workspace the sign-in is for.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::PendingCallsPanel</name>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the answer as malformed (400). Fix it and answer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server no longer waits for this call (404): it was answered already, or it never was pending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run had already ended (409): the answer came too late and was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select this call&apos;s row in the timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer by hand: a result (text or JSON, with files) or an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send an error with your reason: the model learns the call was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run, then review the answer before sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler&apos;s log behind this call: the MCP server&apos;s stderr and JSON-RPC exchange, or the A2A requests and replies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post the kept answer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments do not fit the tool&apos;s schema, so it is not run by itself:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) waiting for an answer</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No call waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered and closed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server gives up on this call at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated from the default local-tool timeout (%1 min): the run did not say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject %1? The model reads your reason as the tool&apos;s error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool calls the run asks for show up here, to answer by hand or reject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the calls already answered, rejected or timed out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run started here is recorded as it happens into a capture file (.mxrun) that File → Open Capture… plays again. Nothing secret is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record runs on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used the next time the app starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNote</name>
    <message>
        <source>seq gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unanswered call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool-result POST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second terminal event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>older server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protocol problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesModel</name>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No protocol notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;a href=&quot;notes&quot;&gt;%1&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol notes: seq gaps, reconnects, unanswered calls, rejected answers. Click to show them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a note (or press Enter) to show its row in the timeline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RawSpecEditor</name>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indent the JSON by two spaces per level (keys keep their order) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a run spec (a JSON object), or start from a template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec is empty: write a JSON object or start from a template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format needs valid JSON: fix the syntax error first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RawToolEditor</name>
    <message>
        <source>A tool ref is a JSON object ({…}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ref has no kind this app knows (local, a2a_local, mcp_local, mantyx, mantyx_plugin, a2a, mcp); edit its JSON. It is sent as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ReasoningLevel</name>
    <message>
        <source>off</source>
        <comment>reasoning effort</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <comment>reasoning effort</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <comment>reasoning effort</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <comment>reasoning effort</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ReplayBar</name>
    <message>
        <source>t = %1 s / %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed: instant, or the recorded pace times a factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunChartsView</name>
    <message>
        <source>Timing unknown: the events carry no times, so there is no waterfall and no events per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bar(s) left out: one of their ends has no time or was never seen.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 of %2 bars are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds since the run began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by kind — whole run (the protocol reports no per-turn usage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token usage reported yet: it comes with the run&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the run&apos;s time went: turns, server tools, and local calls waiting for their answer. Click a bar (or pick one with the arrow keys and press Enter) to select its timeline row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens by kind, as the run&apos;s end reported them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events received in each second of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: %n token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunController</name>
    <message>
        <source>answered with an error (%1) — recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered (%1) — recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not delivered — the recorded answer got no HTTP answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no id yet; it cannot be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run is a replay of a finished run; it cannot be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user declined to run this tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected — the server does not know this call — it may have timed out or belong to another run (404)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected — the run had already ended (409)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected — the server refused the answer&apos;s form (400): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out — the server stopped waiting for an answer; an answer sent now will be refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out — no answer was accepted within %1 s; a late answer may still be sent, the server will likely refuse it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running — a local handler is working on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered — the run confirmed an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending — waiting for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending — attempt %1 after: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered — the run confirmed the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out — the answer could not be delivered in time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed — %1 The answer is kept and can be sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer to %1 was %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer to %1 could not be delivered; it is kept for sending again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has already ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run cannot be cancelled from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Recording stopped; the capture file is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file %1 is incomplete: recording stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunLauncher</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibrary</name>
    <message>
        <source>The run library could not be read or written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library&apos;s folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library %1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library could not be set up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library %1 was written by a newer version of this application (schema %2; this one reads up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run library could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run without a run id cannot be added to the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is not in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file %1 could not be deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryDock</name>
    <message>
        <source>Run Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search runs (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words that must all occur in the run&apos;s name, id, model, connection, workspace, tags or capture file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag key:value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A metadata tag of the spec: key:value, or key alone for any value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs started on or after this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs started on or before this day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter opens the run, Ctrl+D compares the two selected runs, Delete removes runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the run: from its capture file when it has one, else from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open from Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected runs from the library, with their captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the folder of the run&apos;s capture file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Captures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add capture files (.mxrun) made elsewhere to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run library</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs to compare them (Ctrl+click adds a run to the selection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 has no capture file: only captured runs can be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file of run %1 is gone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the two selected runs side by side: specs, summaries and timelines (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture file %1 is gone, and the run has no id to open it by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n run(s) from the library?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Also delete %n capture file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The folder of %1 is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run library to import into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged and was read up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the library.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryModel</name>
    <message>
        <source>Capture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input %1 (cached %2), output %3 (reasoning %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, workspace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunSource</name>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream reconnected (connection %1) after: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed after seq %1 following a %2 ms pause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopened from the start following a %1 ms pause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server replayed %n event(s) already received; they were dropped as duplicates.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The server replayed no event already received (no duplicates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New events followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection ended before any new event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive (seq %3 came next).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream reopened to fetch them from the server&apos;s log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They were asked for again without success; the hole stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2, seq %3 was expected); it was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 arrived again, an exact duplicate, after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The timeline keeps the event first received with this seq. At most %n such repeats are noted per stream.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The stream was stopped before the run ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunStream</name>
    <message>
        <source>The stream has no server to connect to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream address was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent more than %1 bytes without completing an event; the stream was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent an event of more than %1 bytes, the limit for one event; the stream was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive; reopening after %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the stream before the run ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream broke off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not be reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP %1 without an event stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential was refreshed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing arrived for %1 ms; the connection stalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event was begun but not completed within %1 ms; the connection stalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n connection(s) in a row without a new event. Last problem: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummary</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummaryPanel</name>
    <message>
        <source>timing unknown</source>
        <extracomment>The events say nothing of when they happened (a replayed log without timestamps)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s log was read back at once and its events carry no timestamps, so when each happened is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured from when this client received the events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured from the server&apos;s timestamps on the events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured from the receive times the capture file recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the run&apos;s start and end as the server&apos;s snapshot gives them; its events carry no timestamps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost unknown — no pricing for model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <comment>no value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoning effort %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errorClass: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finishReason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retryable: yes — trying again may work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retryable: no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ truncated reply — JSON likely incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ truncated reply — cut off before it was finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ valid against the output schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>✗ %n schema violation(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of the input read from the provider&apos;s cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of the output spent on reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the run id to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local calls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply as far as it got before the output budget ran out. It is not the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::RunTimeline</name>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noted once per run; later events of this shape are not noted again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a `started` event (an older server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server announced server tool calls with `tool_call` (an older server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool results carry `ok`/`summary` instead of `result` (an older server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local tool call %1 arrived again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is shown again; the call is answered once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local tool calls omit `kind` (an older server; it means &quot;local&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Echoed answers carry `output` instead of `result` (an older server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer was echoed for a call this timeline has not seen (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal when the stream was resumed after the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered (echoed by the server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another terminal event (%1) arrived after the run had ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary keeps the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed with a `result` (subtype &quot;%1&quot;) instead of an `error` event (an older server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event of unknown type &quot;%1&quot; was shown as it came.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event could not be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>seq jumped from %1 to %2: %n event(s) missing.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>seq %1 arrived again (the highest so far was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events arrived after the terminal event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local tool call %1 (%2) was never answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its state when the source ended: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source ended without a terminal event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 input − %2 cached) × $%3/M + %2 cached × $%4/M%5 + %6 output (incl. %7 reasoning) × $%8/M = $%9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no cache-read price: input price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price for model &quot;%1&quot; in GET /models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No usage data (an older server, or the run reported none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run produced no final reply.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxConfig</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line of %1 holds no API key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxServer</name>
    <message>
        <source>The body is not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox answered with an injected failure (fault &quot;fail&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has %1 %2 headers; send exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has both an Authorization and an X-API-Key header naming different credentials; send exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such route: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run %1 in this workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session %1 in this workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown agent &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown supervisor model &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lastSeq must be a non-negative integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last-Event-ID must be a non-negative integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run is over (%1); the result was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pending tool call %1: unknown or already answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the sandbox database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SchemaBuilder</name>
    <message>
        <source>The table cannot show this schema: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a, b, c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed values, separated by commas; empty allows any value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also has: %1 (edit them in JSON mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enum of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON Schema here must be an object ({…}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the properties in a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the schema as JSON text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>additionalProperties: false — arguments not in the table are rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SecretStore</name>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in (refresh token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth client secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keychain is available (%1), so the secret cannot be kept safely. Start a keychain service such as GNOME Keyring or KWallet, or explicitly allow a plain-text file for secrets in the connection manager (Manage…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of this connection is stored in plain text in %2, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused to store the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 is stored for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused to read the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret could not be removed from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused to delete the %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a secrets file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not delete the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not restrict the file to its owner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ServerRunSource</name>
    <message>
        <source>The server has no run with the id %1 (HTTP %2); it gave no details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no run with the id %1 (HTTP %2). It answered: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to open the run on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run id was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s snapshot could not be fetched; its log is read anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no snapshot of this run (HTTP %1); it is read from its event stream alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the run&apos;s snapshot arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the run was opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SessionController</name>
    <message>
        <source>There is no connection to create the session on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server created a session (HTTP %1) but its answer has no sessionId or id: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to open the session on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session id was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no active session to send the message to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no session to end.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SessionPanel</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a session with the composer&apos;s spec as its defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an existing session by its id and load its history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the session&apos;s history from the server again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sen&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter); it starts one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message to the agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For this message only, take from the composer&apos;s spec (replaces the session&apos;s defaults; metadata is merged):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a session from the composer&apos;s spec, or open one by its id. Each message you send starts one run; the session keeps the conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanModel</name>
    <message>
        <source>%1 of %2 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanPanel</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>The plan&apos;s progress bar: steps done of all steps</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No task plan yet. A run with “plan” set shows its checklist here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task plan steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineDelegate</name>
    <message>
        <source>+%1 s</source>
        <extracomment>Time since the run&apos;s first event, under a minute: &quot;+12.3 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1:%2</source>
        <extracomment>Time since the run&apos;s first event, minutes and seconds: &quot;+2:05&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Protocol problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▴ Show less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▾ Show more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineView</name>
    <message>
        <source>Filter: text, tool:name, turn:3, seq:42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the rows containing the text. Tokens narrow it further: tool:NAME (the tool name contains NAME), turn:N (rows of turn N), seq:N (the row holding event N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which kinds of rows are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only unanswered local calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only malformed, unknown or questionable events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the tail: keep the newest row in view (off when you scroll up, on again at the bottom or with End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the first row of a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the next local tool call waiting for an answer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; full text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Payload JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; events as received, as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Tool Call as &amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No events yet.
Compose a spec and press Run, or open a run by its id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter to Tool “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter to This Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J&amp;ump to the Call’s Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ToolEditor</name>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ToolHeadersEditor</name>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header values are usually credentials; they are masked unless you show them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or mask the variables&apos; values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ToolListEditor</name>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no agent card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>workspace tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plugin tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Local tool, answered here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;A2A agent, called from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;MCP server, run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plugin tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A2A agent, called by the se&amp;rver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server, reached by the ser&amp;ver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a tool of one of the seven kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected tool up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected tool down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selected tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered by this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to reorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool selected.
Add one with &quot;Add&quot; below the list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::ToolResultSender</name>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run received an answer from elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST got no reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer has no toolUseId.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer to %1 is already being sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already been answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server rejected the answer to %1 for good: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s answer was too large to send: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to post the answer on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run had already received this answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier attempt got no reply and may have arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
