<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
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
        <source>the envelope has no type and the frame no event name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type: missing; used the SSE event name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type: &quot;%1&quot; differs from the SSE event name &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq: missing or unusable; used the SSE id %1</source>
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
        <source>data: missing; a %1 event needs a data object</source>
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
    <name>RunCommand</name>
    <message>
        <source>connection lost (%1); connection %2 in %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnected (connection %1), resumed after seq %2, %3 replayed events dropped</source>
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
        <source>The server did not start the run: %1</source>
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
        <source>Cannot replay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaying run %1 (%2) from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelling the run after %1 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mantyx-run has no answer for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer was given (input closed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to %1 not sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream ended without a terminal event: %1</source>
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
        <source>Address to bind (default 127.0.0.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>addr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP port; 0 picks a free one (default 0).</source>
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
        <source>The workspace slug every route is under (default sandbox).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An accepted workspace API key; repeatable (default mantyx_sandbox_key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A registered OAuth client as ID:SECRET; repeatable (default sandbox-inspector:sandbox-secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id:secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth access-token lifetime in seconds (default 3600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between two streamed events in ms (default 15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished">ms</translation>
    </message>
    <message>
        <source>How long a run waits for a local tool result in ms (default 300000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle time before a keep-alive comment in ms (default 15000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Behave like an older MANTYX server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per credential per minute; 0 is off (default 0).</source>
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
        <source>API keys start with mantyx_: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--oauth-client needs ID:SECRET, not &quot;%1&quot;.</source>
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
    <name>ScriptedModel</name>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is: &quot;%1&quot;. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-checking that this is the right next step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No multi-step plan was warranted for this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let me weigh every edge case before doing anything at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overthinking; looping on the same edge case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit to the straightforward approach and answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sandbox request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox result from %1 for %2: 3 items found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;ll use `%1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model provider answered with an internal error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tool can help; I will call it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model provider rate-limited the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool budget exceeded for %1 (maxCalls %2): pivot or finalize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: you&apos;ve made this exact call before (%1 times in a row). Either deliver a final answer or change strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeating the same kind of lookup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop re-querying; synthesize an answer from the results you already have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough evidence to answer; further tool use is unlikely to help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent is using its tools as the request asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hello from the MANTYX sandbox. You asked: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is what the tools returned:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have what I need; writing the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model output was truncated (stop_reason=max_tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed out waiting for local tool result (%1).</source>
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
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %2 characters given).</source>
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
        <source>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%4 characters).</source>
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
        <source>%1 has no &quot;url&quot;; local_tool_call events are dispatched to the peer by its card URL.</source>
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
        <source>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%3 characters).</source>
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
        <source>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %2 characters.</source>
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
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %2 characters given).</source>
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
</context>
<context>
    <name>main</name>
    <message>
        <source>Compose, stream, answer and replay MANTYX agent runs.</source>
        <translation>MANTYX-Agentenläufe zusammenstellen, verfolgen, beantworten und wiedergeben.</translation>
    </message>
    <message>
        <source>Use the translation for &lt;locale&gt; (e.g. de).</source>
        <translation>Die Übersetzung für &lt;locale&gt; verwenden (z. B. de).</translation>
    </message>
    <message>
        <source>locale</source>
        <translation>locale</translation>
    </message>
    <message>
        <source>Quit after &lt;ms&gt; milliseconds (smoke tests).</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden (Rauchtests).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>--quit-after needs a number of milliseconds.
</source>
        <translation>--quit-after braucht eine Zahl von Millisekunden.
</translation>
    </message>
    <message>
        <source>Do not start the embedded sandbox server.</source>
        <translation>Den eingebauten Sandbox-Server nicht starten.</translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Sandbox (eingebaut)</translation>
    </message>
    <message>
        <source>Embedded sandbox server listening on %1</source>
        <translation>Eingebauter Sandbox-Server lauscht auf %1</translation>
    </message>
    <message>
        <source>The embedded sandbox server did not start: %1</source>
        <translation>Der eingebaute Sandbox-Server ist nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::ApiClient</name>
    <message>
        <source>The credential was replaced during a refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential refresh did not finish in time.</source>
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
    <name>mantyx::MainWindow</name>
    <message>
        <source>MANTYX Run Inspector</source>
        <translation>MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Show &amp;Status Bar</source>
        <translation>&amp;Statusleiste anzeigen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About MANTYX Run Inspector</source>
        <translation>Ü&amp;ber MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Compose an agent-run spec, stream the run into a timeline, answer its local tool calls and replay it later.

The run area arrives with the next steps of the plan.</source>
        <translation>Einen Agentenlauf zusammenstellen, den Lauf in einer Zeitleiste verfolgen, seine lokalen Werkzeugaufrufe beantworten und ihn später wiedergeben.

Der Laufbereich kommt mit den nächsten Schritten des Plans.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>About MANTYX Run Inspector</source>
        <translation>Über MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>&lt;h3&gt;MANTYX Run Inspector %1&lt;/h3&gt;&lt;p&gt;Compose, stream, answer and replay MANTYX agent runs.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;MANTYX Run Inspector %1&lt;/h3&gt;&lt;p&gt;MANTYX-Agentenläufe zusammenstellen, verfolgen, beantworten und wiedergeben.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Connected to %1 at %2</source>
        <translation>Verbunden mit %1 unter %2</translation>
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
    <name>mantyx::RunStream</name>
    <message>
        <source>The stream has no server to connect to.</source>
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
        <source>Gave up after %1 connections in a row without a new event. Last problem: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxRun</name>
    <message>
        <source>The sandbox server stopped while the run was going.</source>
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
        <source>No system keychain is available (%1), so the secret cannot be kept safely. Start a keychain service such as GNOME Keyring or KWallet, or explicitly allow storing secrets in a plain-text file in the settings.</source>
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
