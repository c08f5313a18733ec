<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
<context>
    <name>ApiError</name>
    <message>
        <source>The server received no credential (HTTP %1): add an API key or sign in.</source>
        <translation>Der Server hat keine Anmeldedaten erhalten (HTTP %1): Fügen Sie einen API-Schlüssel hinzu oder melden Sie sich an.</translation>
    </message>
    <message>
        <source>The API key or access token was refused as unknown, expired or revoked (HTTP %1).</source>
        <translation>Der API-Schlüssel oder das Zugriffstoken wurde als unbekannt, abgelaufen oder widerrufen abgelehnt (HTTP %1).</translation>
    </message>
    <message>
        <source>This API key is not meant for the Developer API (HTTP %1).</source>
        <translation>Dieser API-Schlüssel ist nicht für die Developer API bestimmt (HTTP %1).</translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include this feature (%1, HTTP %2).</source>
        <translation>Der Tarif des Workspaces enthält diese Funktion nicht (%1, HTTP %2).</translation>
    </message>
    <message>
        <source>The access token lacks a scope this request needs (HTTP %1).</source>
        <translation>Dem Zugriffstoken fehlt ein Scope, den diese Anfrage braucht (HTTP %1).</translation>
    </message>
    <message>
        <source>The workspace in the URL is not the credential&apos;s workspace (HTTP %1).</source>
        <translation>Der Workspace in der URL ist nicht der Workspace der Anmeldedaten (HTTP %1).</translation>
    </message>
    <message>
        <source>The server has no such resource (HTTP %1).</source>
        <translation>Der Server hat keine solche Ressource (HTTP %1).</translation>
    </message>
    <message>
        <source>The server rejected the request as invalid (HTTP %1).</source>
        <translation>Der Server hat die Anfrage als ungültig abgelehnt (HTTP %1).</translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1).</source>
        <translation>Der Server kennt dieses Modell nicht (HTTP %1).</translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1); it offers: %2.</source>
        <translation>Der Server kennt dieses Modell nicht (HTTP %1); er bietet an: %2.</translation>
    </message>
    <message>
        <source>The server has no pending tool call with this id: it was already answered or never existed (HTTP %1).</source>
        <translation>Der Server hat keinen ausstehenden Werkzeugaufruf mit dieser ID: Er wurde bereits beantwortet oder hat nie existiert (HTTP %1).</translation>
    </message>
    <message>
        <source>The run has already finished, so the server dropped this (HTTP %1).</source>
        <translation>Der Lauf ist bereits beendet, daher hat der Server dies verworfen (HTTP %1).</translation>
    </message>
    <message>
        <source>Too many requests (HTTP %1): retry later.</source>
        <translation>Zu viele Anfragen (HTTP %1): Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1).</source>
        <translation>Fehler auf dem Server (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>Die Anfrage ist fehlgeschlagen (HTTP %1).</translation>
    </message>
    <message>
        <source>The server said: “%1”</source>
        <translation>Der Server meldet: „%1“</translation>
    </message>
    <message>
        <source>The server said: “%1”.</source>
        <translation>Der Server meldet: „%1“.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>ApprovalPolicy</name>
    <message>
        <source>Ask every time</source>
        <translation>Jedes Mal fragen</translation>
    </message>
    <message>
        <source>Always run</source>
        <translation>Immer ausführen</translation>
    </message>
    <message>
        <source>Run when read-only</source>
        <translation>Ausführen, wenn nur lesend</translation>
    </message>
    <message numerus="yes">
        <source>The arguments do not match the tool&apos;s schema (%n problem(s)); such a call never runs without approval.</source>
        <translation>
            <numerusform>Die Argumente passen nicht zum Schema des Werkzeugs (%n Problem); ein solcher Aufruf wird nie ohne Freigabe ausgeführt.</numerusform>
            <numerusform>Die Argumente passen nicht zum Schema des Werkzeugs (%n Probleme); ein solcher Aufruf wird nie ohne Freigabe ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it may be destructive (destructiveHint), so it never runs without asking.</source>
        <translation>Das Werkzeug &quot;%1&quot; gibt an, dass es destruktiv sein kann (destructiveHint), daher wird es nie ohne Nachfrage ausgeführt.</translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to always run it.</source>
        <translation>Laut Richtlinie wird &quot;%1&quot; immer ausgeführt.</translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it only reads (readOnlyHint), and the policy runs read-only tools.</source>
        <translation>Das Werkzeug &quot;%1&quot; gibt an, dass es nur liest (readOnlyHint), und laut Richtlinie werden nur lesende Werkzeuge ausgeführt.</translation>
    </message>
    <message>
        <source>The policy runs read-only tools only, and &quot;%1&quot; does not say it is read-only (readOnlyHint).</source>
        <translation>Laut Richtlinie werden nur lesende Werkzeuge ausgeführt, und &quot;%1&quot; gibt nicht an, dass es nur liest (readOnlyHint).</translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to ask.</source>
        <translation>Laut Richtlinie wird bei &quot;%1&quot; nachgefragt.</translation>
    </message>
</context>
<context>
    <name>AttachmentLoader</name>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>%1 is %2; inline attachments may total at most %3 per run.</source>
        <translation>%1 ist %2 groß; eingebettete Anhänge dürfen pro Lauf insgesamt höchstens %3 groß sein.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the inline attachment limit.</source>
        <translation>%1 ist größer als %2, die Grenze für eingebettete Anhänge.</translation>
    </message>
    <message>
        <source>%1 is not an absolute https:// URL; the provider only fetches https.</source>
        <translation>%1 ist keine absolute https://-URL; der Anbieter ruft nur über https ab.</translation>
    </message>
    <message>
        <source>%1 of %2 attachments · %3 of %4 inline</source>
        <translation>%1 von %2 Anhängen · %3 von %4 eingebettet</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>Line %1 is longer than %2 MB.</source>
        <translation>Zeile %1 ist länger als %2 MB.</translation>
    </message>
    <message>
        <source>The file is empty: it has no capture header.</source>
        <translation>Die Datei ist leer: Sie hat keinen Mitschnitt-Header.</translation>
    </message>
    <message>
        <source>The last line is cut off (the recording stopped while writing it).</source>
        <translation>Die letzte Zeile ist abgeschnitten (die Aufzeichnung endete, während sie geschrieben wurde).</translation>
    </message>
    <message>
        <source>Line %1 is not JSON: %2 at byte %3.</source>
        <translation>Zeile %1 ist kein JSON: %2 bei Byte %3.</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object.</source>
        <translation>Zeile %1 ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Line 1 is not a capture header (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>Zeile 1 ist kein Mitschnitt-Header (kein &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Line %1 is neither an event nor a tool answer.</source>
        <translation>Zeile %1 ist weder ein Ereignis noch eine Werkzeugantwort.</translation>
    </message>
    <message>
        <source>&quot;type&quot; is not a string.</source>
        <translation>&quot;type&quot; ist keine Zeichenkette.</translation>
    </message>
    <message>
        <source>unknown event shape &quot;%1&quot;.</source>
        <translation>unbekannte Ereignisform &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The file is not a capture: it has no header.</source>
        <translation>Die Datei ist kein Mitschnitt: Sie hat keinen Header.</translation>
    </message>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation>Die Mitschnittdatei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation>Die Mitschnittdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation>%1 ist keine Mitschnittdatei: %2</translation>
    </message>
</context>
<context>
    <name>CaptureTimeline</name>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation>Die Mitschnittdatei ist in Zeile %1 (Byte %2) beschädigt; der Lauf wird bis dorthin angezeigt.</translation>
    </message>
</context>
<context>
    <name>CaptureWriter</name>
    <message>
        <source>Cannot write the capture file %1: %2</source>
        <translation>Die Mitschnittdatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The capture file is not open.</source>
        <translation>Die Mitschnittdatei ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Writing the capture file failed: %1</source>
        <translation>Das Schreiben der Mitschnittdatei ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Writing the capture file %1 failed: %2</source>
        <translation>Das Schreiben der Mitschnittdatei %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation>Geben Sie der Verbindung einen Namen.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation>Die Serveradresse muss eine http://- oder https://-URL mit einem Hostnamen sein.</translation>
    </message>
    <message>
        <source>The workspace slug may contain only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Der Workspace-Slug darf nur Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; enthalten.</translation>
    </message>
    <message>
        <source>An API key connection needs the workspace slug.</source>
        <translation>Eine Verbindung mit API-Schlüssel braucht den Workspace-Slug.</translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client id.</source>
        <translation>Die OAuth-Anmeldung braucht die Client-ID der OAuth-App.</translation>
    </message>
    <message>
        <source>The authorization page must be a path (&quot;/api/oauth/authorize&quot;) or an http(s) URL.</source>
        <translation>Die Autorisierungsseite muss ein Pfad (&quot;/api/oauth/authorize&quot;) oder eine http(s)-URL sein.</translation>
    </message>
    <message>
        <source>The token endpoint must be a path (&quot;/api/oauth/token&quot;) or an http(s) URL.</source>
        <translation>Der Token-Endpunkt muss ein Pfad (&quot;/api/oauth/token&quot;) oder eine http(s)-URL sein.</translation>
    </message>
</context>
<context>
    <name>EventDecoder</name>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1: %2 erwartet, %3 erhalten</translation>
    </message>
    <message>
        <source>%1: unknown value &quot;%2&quot;</source>
        <translation>%1: unbekannter Wert &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: expected an integer, got a fraction</source>
        <translation>%1: Ganzzahl erwartet, Bruchzahl erhalten</translation>
    </message>
    <message>
        <source>%1: number out of range</source>
        <translation>%1: Zahl außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>%1: number out of range (%2)</source>
        <translation>%1: Zahl außerhalb des zulässigen Bereichs (%2)</translation>
    </message>
    <message>
        <source>%1: must not be negative (%2)</source>
        <translation>%1: darf nicht negativ sein (%2)</translation>
    </message>
    <message>
        <source>%1: none of result, error or output</source>
        <translation>%1: weder result noch error noch output</translation>
    </message>
    <message>
        <source>%1: both result and error</source>
        <translation>%1: sowohl result als auch error</translation>
    </message>
    <message>
        <source>type: &quot;%1&quot; differs from the SSE event name &quot;%2&quot;</source>
        <translation>type: &quot;%1&quot; weicht vom SSE-Ereignisnamen &quot;%2&quot; ab</translation>
    </message>
    <message>
        <source>seq: missing or unusable</source>
        <translation>seq: fehlt oder unbrauchbar</translation>
    </message>
    <message>
        <source>seq: %1 differs from the SSE id &quot;%2&quot;</source>
        <translation>seq: %1 weicht von der SSE-ID &quot;%2&quot; ab</translation>
    </message>
    <message>
        <source>data: expected an object, got %1</source>
        <translation>data: Objekt erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>empty data</source>
        <translation>leere Daten</translation>
    </message>
    <message>
        <source>not a JSON object but %1</source>
        <translation>kein JSON-Objekt, sondern %1</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>ungültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>the JSON has no type and the frame no event name</source>
        <translation>das JSON hat keinen Typ und der Frame keinen Ereignisnamen</translation>
    </message>
    <message>
        <source>type: unusable; used the SSE event name &quot;%1&quot;</source>
        <translation>type: unbrauchbar; der SSE-Ereignisname „%1“ wurde verwendet</translation>
    </message>
    <message>
        <source>seq: unusable; used the SSE id %1</source>
        <translation>seq: unbrauchbar; die SSE-ID %1 wurde verwendet</translation>
    </message>
    <message>
        <source>data: null; a %1 event needs a data object</source>
        <translation>data: null; ein %1-Ereignis braucht ein data-Objekt</translation>
    </message>
</context>
<context>
    <name>HandlerTrafficClassifier</name>
    <message numerus="yes">
        <source>batch of %n message(s)</source>
        <translation>
            <numerusform>Batch aus %n Nachricht</numerusform>
            <numerusform>Batch aus %n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>(cut to %1)</source>
        <translation>(gekürzt auf %1)</translation>
    </message>
    <message>
        <source>(not JSON)</source>
        <translation>(kein JSON)</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 (asked by the server)</source>
        <translation>%1 #%2 (vom Server angefragt)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>error #%1: %2 %3</source>
        <translation>Fehler #%1: %2 %3</translation>
    </message>
    <message>
        <source>result #%1</source>
        <translation>Ergebnis #%1</translation>
    </message>
    <message>
        <source>(isError)</source>
        <translation>(isError)</translation>
    </message>
    <message numerus="yes">
        <source>(%n tool(s))</source>
        <translation>
            <numerusform>(%n Werkzeug)</numerusform>
            <numerusform>(%n Werkzeuge)</numerusform>
        </translation>
    </message>
    <message>
        <source>reply #%1 to the server</source>
        <translation>Antwort #%1 an den Server</translation>
    </message>
    <message>
        <source>(neither request, notification nor response)</source>
        <translation>(weder Anfrage noch Benachrichtigung noch Antwort)</translation>
    </message>
    <message>
        <source>%1 #%2  %3</source>
        <translation>%1 #%2  %3</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no HTTP answer</source>
        <translation>keine HTTP-Antwort</translation>
    </message>
    <message>
        <source>agent card &quot;%1&quot;</source>
        <translation>Agent Card &quot;%1&quot;</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>%1  %2 ms  %3</source>
        <translation>%1  %2 ms  %3</translation>
    </message>
</context>
<context>
    <name>JsonTextLocator</name>
    <message>
        <source>a JSON object (&apos;{&apos;)</source>
        <translation>ein JSON-Objekt (&apos;{&apos;)</translation>
    </message>
    <message>
        <source>the end of the text after the closing bracket</source>
        <translation>das Ende des Textes nach der schließenden Klammer</translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation>weniger Verschachtelung (höchstens %1 Ebenen)</translation>
    </message>
    <message>
        <source>a key in double quotes</source>
        <translation>ein Schlüssel in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>&apos;:&apos; after the key</source>
        <translation>&apos;:&apos; nach dem Schlüssel</translation>
    </message>
    <message>
        <source>a value (a string, number, object, array, true, false or null)</source>
        <translation>ein Wert (eine Zeichenkette, eine Zahl, ein Objekt, ein Array, true, false oder null)</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos;</source>
        <translation>&apos;,&apos; oder &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos;</source>
        <translation>&apos;,&apos; oder &apos;]&apos;</translation>
    </message>
    <message>
        <source>a number such as 0, -1.5 or 2e3</source>
        <translation>eine Zahl wie 0, -1.5 oder 2e3</translation>
    </message>
    <message>
        <source>four hexadecimal digits after \u</source>
        <translation>vier Hexadezimalziffern nach \u</translation>
    </message>
    <message>
        <source>the closing &apos;&quot;&apos; of this string</source>
        <translation>das schließende &apos;&quot;&apos; dieser Zeichenkette</translation>
    </message>
</context>
<context>
    <name>LocalHandlerFlags</name>
    <message>
        <source>--mcp needs NAME=COMMAND, not &quot;%1&quot;.</source>
        <translation>--mcp braucht NAME=BEFEHL, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--mcp %1: the command line is empty.</source>
        <translation>--mcp %1: Die Befehlszeile ist leer.</translation>
    </message>
    <message>
        <source>--mcp-http needs NAME=URL, not &quot;%1&quot;.</source>
        <translation>--mcp-http braucht NAME=URL, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--mcp-http %1 needs an http:// or https:// URL.</source>
        <translation>--mcp-http %1 braucht eine http://- oder https://-URL.</translation>
    </message>
    <message>
        <source>--a2a needs NAME=URL, not &quot;%1&quot;.</source>
        <translation>--a2a braucht NAME=URL, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--a2a %1 needs an http:// or https:// URL.</source>
        <translation>--a2a %1 braucht eine http://- oder https://-URL.</translation>
    </message>
    <message>
        <source>--command needs TOOL=EXECUTABLE, not &quot;%1&quot;.</source>
        <translation>--command braucht WERKZEUG=PROGRAMM, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--command %1: the command line is empty.</source>
        <translation>--command %1: Die Befehlszeile ist leer.</translation>
    </message>
    <message>
        <source>--auto-approve needs never, read-only or always.</source>
        <translation>--auto-approve braucht never, read-only oder always.</translation>
    </message>
</context>
<context>
    <name>LocalHandlerSet</name>
    <message>
        <source>The A2A peer has no name.</source>
        <translation>Der A2A-Peer hat keinen Namen.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is not a valid tool name: use 1 to 64 letters, digits and underscores.</source>
        <translation>Der Name &quot;%1&quot; ist kein gültiger Werkzeugname: Verwenden Sie 1 bis 64 Buchstaben, Ziffern und Unterstriche.</translation>
    </message>
    <message>
        <source>The A2A peer &quot;%1&quot; has neither an agent URL nor a card file.</source>
        <translation>Der A2A-Peer &quot;%1&quot; hat weder eine Agent-URL noch eine Card-Datei.</translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; is not an http:// or https:// URL.</source>
        <translation>Die Agent-URL &quot;%1&quot; ist keine http://- oder https://-URL.</translation>
    </message>
    <message>
        <source>The command tool has no name.</source>
        <translation>Das Befehlswerkzeug hat keinen Namen.</translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation>Der MCP-Servername &quot;%1&quot; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation>Der Werkzeugname &quot;%1&quot; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>No secret store is available, so the header values and secret variables of the local handlers were not saved.</source>
        <translation>Es ist kein Geheimnisspeicher verfügbar, daher wurden die Header-Werte und geheimen Variablen der lokalen Handler nicht gespeichert.</translation>
    </message>
    <message>
        <source>The stored secrets of the local handlers are not readable (%1).</source>
        <translation>Die gespeicherten Geheimnisse der lokalen Handler sind nicht lesbar (%1).</translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; names no host.</source>
        <translation>Die Agent-URL &quot;%1&quot; nennt keinen Host.</translation>
    </message>
    <message>
        <source>There is no file &quot;%1&quot;.</source>
        <translation>Es gibt keine Datei &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Enter the program the command tool &quot;%1&quot; runs.</source>
        <translation>Geben Sie das Programm ein, das das Befehlswerkzeug &quot;%1&quot; ausführt.</translation>
    </message>
    <message>
        <source>There is no executable file &quot;%1&quot;.</source>
        <translation>Es gibt keine ausführbare Datei &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on PATH.</source>
        <translation>&quot;%1&quot; wurde im PATH nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>MantyxRun</name>
    <message>
        <source>%1 connection profiles match; using %2 (choose one with --profile NAME)</source>
        <translation>%1 Verbindungsprofile passen; %2 wird verwendet (wählen Sie eines mit --profile NAME)</translation>
    </message>
    <message>
        <source>The connection profile %1 signs in with OAuth; mantyx-run uses API keys only.</source>
        <translation>Das Verbindungsprofil %1 meldet sich über OAuth an; mantyx-run verwendet nur API-Schlüssel.</translation>
    </message>
    <message>
        <source>Try &apos;mantyx-run --help&apos;.</source>
        <translation>Siehe &apos;mantyx-run --help&apos;.</translation>
    </message>
    <message>
        <source>Cannot read the %1 file %2: %3</source>
        <translation>Die Datei %2 (%1) kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>The %1 file %2 is not a JSON object: %3</source>
        <translation>Die Datei %2 (%1) ist kein JSON-Objekt: %3</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>Base URL of the MANTYX server. Without it an in-process sandbox is started.</source>
        <translation>Basis-URL des MANTYX-Servers. Ohne sie wird eine Sandbox im selben Prozess gestartet.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Workspace slug (default: sandbox).</source>
        <translation>Workspace-Slug (Standard: sandbox).</translation>
    </message>
    <message>
        <source>SLUG</source>
        <translation>SLUG</translation>
    </message>
    <message>
        <source>The run spec, a JSON file.</source>
        <translation>Die Laufspezifikation, eine JSON-Datei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Replay a run&apos;s persisted event log instead of starting a run.</source>
        <translation>Das gespeicherte Ereignisprotokoll eines Laufs wiedergeben, statt einen Lauf zu starten.</translation>
    </message>
    <message>
        <source>RUN_ID</source>
        <translation>LAUF_ID</translation>
    </message>
    <message>
        <source>Print each event as the JSON line received.</source>
        <translation>Jedes Ereignis als die empfangene JSON-Zeile ausgeben.</translation>
    </message>
    <message>
        <source>Write a capture file (.mxrun, JSON Lines).</source>
        <translation>Eine Mitschnittdatei schreiben (.mxrun, JSON Lines).</translation>
    </message>
    <message>
        <source>Answers to local tool calls: a JSON object tool name -&gt; result text.</source>
        <translation>Antworten auf lokale Werkzeugaufrufe: ein JSON-Objekt Werkzeugname -&gt; Ergebnistext.</translation>
    </message>
    <message>
        <source>Never read answers from the terminal; calls without an answer in --answers get an error answer.</source>
        <translation>Nie Antworten vom Terminal lesen; Aufrufe ohne Antwort in --answers erhalten eine Fehlerantwort.</translation>
    </message>
    <message>
        <source>Cancel the run after N events have arrived.</source>
        <translation>Den Lauf abbrechen, nachdem N Ereignisse angekommen sind.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Reconnect when the stream is silent (keep-alives included) this long (default 45000).</source>
        <translation>Neu verbinden, wenn der Stream so lange stumm bleibt, Keep-alives eingerechnet (Standard 45000).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>In-process sandbox only: pause between two streamed events (default 15).</source>
        <translation>Nur Sandbox im selben Prozess: Pause zwischen zwei gestreamten Ereignissen (Standard 15).</translation>
    </message>
    <message>
        <source>In-process sandbox only: keep runs in DIR, so a later --replay finds them.</source>
        <translation>Nur Sandbox im selben Prozess: Läufe in VERZEICHNIS aufbewahren, damit ein späteres --replay sie findet.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>VERZEICHNIS</translation>
    </message>
    <message>
        <source>Use the inspector&apos;s saved connection profile NAME: its server and workspace when --server is not given, and its API key from the keychain.</source>
        <translation>Das gespeicherte Verbindungsprofil NAME des Inspectors verwenden: seinen Server und Workspace, wenn --server nicht angegeben ist, und seinen API-Schlüssel aus dem Schlüsselbund.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>NAME=COMMAND</source>
        <translation>NAME=BEFEHL</translation>
    </message>
    <message>
        <source>NAME=URL</source>
        <translation>NAME=URL</translation>
    </message>
    <message>
        <source>Fetch the A2A agent card from URL (its /.well-known/agent-card.json) and add it as the a2a_local tool NAME. Repeatable.</source>
        <translation>Die A2A Agent Card von URL (deren /.well-known/agent-card.json) abrufen und als a2a_local-Werkzeug NAME hinzufügen. Wiederholbar.</translation>
    </message>
    <message>
        <source>Answer the local tool TOOL with EXECUTABLE (a command line as one argument, as for --mcp): the call&apos;s args as JSON on stdin, stdout is the result. A tool the spec does not declare is added without parameters. Repeatable.</source>
        <translation>Das lokale Werkzeug WERKZEUG mit PROGRAMM beantworten (eine Befehlszeile als ein Argument, wie bei --mcp): die Argumente des Aufrufs als JSON auf stdin, stdout ist das Ergebnis. Ein Werkzeug, das die Spezifikation nicht deklariert, wird ohne Parameter hinzugefügt. Wiederholbar.</translation>
    </message>
    <message>
        <source>TOOL=EXECUTABLE</source>
        <translation>WERKZEUG=PROGRAMM</translation>
    </message>
    <message>
        <source>Which local tool calls run their handler without asking: never (the default), read-only (MCP tools that say readOnlyHint) or always.</source>
        <translation>Welche lokalen Werkzeugaufrufe ihren Handler ohne Nachfrage ausführen: never (Standard), read-only (MCP-Werkzeuge, die readOnlyHint angeben) oder always.</translation>
    </message>
    <message>
        <source>never|read-only|always</source>
        <translation>never|read-only|always</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--cancel-after needs a whole number of events, at least 1.</source>
        <translation>--cancel-after braucht eine ganze Zahl von Ereignissen, mindestens 1.</translation>
    </message>
    <message>
        <source>--stall-timeout needs a whole number of milliseconds, at least 100.</source>
        <translation>--stall-timeout braucht eine ganze Zahl von Millisekunden, mindestens 100.</translation>
    </message>
    <message>
        <source>--sandbox-delta-delay needs a whole number of milliseconds.</source>
        <translation>--sandbox-delta-delay braucht eine ganze Zahl von Millisekunden.</translation>
    </message>
    <message>
        <source>--mcp, --mcp-http, --a2a and --command answer a live run; a replay answers nothing.</source>
        <translation>--mcp, --mcp-http, --a2a und --command beantworten einen Live-Lauf; eine Wiedergabe beantwortet nichts.</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>--profile needs the name of a saved connection profile.</source>
        <translation>--profile braucht den Namen eines gespeicherten Verbindungsprofils.</translation>
    </message>
    <message>
        <source>--server needs an http:// or https:// URL.</source>
        <translation>--server braucht eine http://- oder https://-URL.</translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key, or save a connection profile with its API key in MANTYX Run Inspector.</source>
        <translation>Keine Anmeldedaten: Setzen Sie MANTYX_API_KEY auf einen Workspace-API-Schlüssel, oder speichern Sie in MANTYX Run Inspector ein Verbindungsprofil mit seinem API-Schlüssel.</translation>
    </message>
    <message>
        <source>The connection profile %1 has no usable server URL and workspace; give --server and --workspace.</source>
        <translation>Das Verbindungsprofil %1 hat keine verwendbare Server-URL und keinen Workspace; geben Sie --server und --workspace an.</translation>
    </message>
    <message>
        <source>The built-in sandbox did not start: %1</source>
        <translation>Die eingebaute Sandbox ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>using the built-in sandbox at %1</source>
        <translation>eingebaute Sandbox unter %1 wird verwendet</translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key.</source>
        <translation>Keine Anmeldedaten: Setzen Sie MANTYX_API_KEY auf einen Workspace-API-Schlüssel.</translation>
    </message>
    <message>
        <source>using the API key of the connection profile %1 from the keychain</source>
        <translation>API-Schlüssel des Verbindungsprofils %1 aus dem Schlüsselbund wird verwendet</translation>
    </message>
    <message>
        <source>The local tools did not start: %1</source>
        <translation>Die lokalen Werkzeuge sind nicht gestartet: %1</translation>
    </message>
    <message>
        <source>starting the local tools</source>
        <translation>lokale Werkzeuge werden gestartet</translation>
    </message>
    <message>
        <source>Start the MCP server NAME over stdio (COMMAND is its command line as one argument; double quotes group words) and add its tools as an mcp_local ref named NAME, each as NAME_TOOL (as the official SDKs name them). Repeatable.</source>
        <translation>Den MCP-Server NAME über stdio starten (BEFEHL ist seine Befehlszeile als ein Argument; doppelte Anführungszeichen fassen Wörter zusammen) und seine Werkzeuge als mcp_local-Referenz namens NAME hinzufügen, jedes als NAME_TOOL (wie die offiziellen SDKs sie benennen). Wiederholbar.</translation>
    </message>
    <message>
        <source>Connect to the MCP server NAME over Streamable HTTP at URL and add its tools as an mcp_local ref named NAME, each as NAME_TOOL. Repeatable.</source>
        <translation>Mit dem MCP-Server NAME über Streamable HTTP unter URL verbinden und seine Werkzeuge als mcp_local-Referenz namens NAME hinzufügen, jedes als NAME_TOOL. Wiederholbar.</translation>
    </message>
    <message>
        <source>Add the tools of --mcp and --mcp-http servers under the servers&apos; own names (made valid) instead of NAME_TOOL. Calls are answered under either name.</source>
        <translation>Die Werkzeuge der --mcp- und --mcp-http-Server unter den eigenen Namen der Server (gültig gemacht) statt als NAME_TOOL hinzufügen. Aufrufe werden unter beiden Namen beantwortet.</translation>
    </message>
    <message>
        <source>The %1 file %2 is too large: more than %3 bytes; it was not read.</source>
        <translation>Die Datei %2 (%1) ist zu groß: mehr als %3 Bytes; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>--server must not contain a user name or password (user:password@). Give the API key in MANTYX_API_KEY, or save it with a connection profile in MANTYX Run Inspector (see --profile).</source>
        <translation>--server darf keinen Benutzernamen und kein Passwort enthalten (user:password@). Geben Sie den API-Schlüssel in MANTYX_API_KEY an, oder speichern Sie ihn mit einem Verbindungsprofil in MANTYX Run Inspector (siehe --profile).</translation>
    </message>
    <message>
        <source>%1 is not a capture file.</source>
        <translation>%1 ist keine Mitschnittdatei.</translation>
    </message>
    <message>
        <source>The capture is damaged at line %1 (%2); exporting what comes before.</source>
        <translation>Der Mitschnitt ist in Zeile %1 beschädigt (%2); exportiert wird, was davor steht.</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
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
        <translation>Startet einen Agentenlauf auf einem MANTYX-Server (oder, ohne --server, in der eingebauten Sandbox), gibt jedes Ereignis als eine Zeile aus, beantwortet die lokalen Werkzeugaufrufe des Laufs und beendet sich, wenn der Lauf endet.

Lokale Werkzeugaufrufe werden aus --answers beantwortet (ein JSON-Objekt, das den Werkzeugnamen für das Modell auf den Ergebnistext oder auf {&quot;error&quot;: &quot;...&quot;} abbildet); andernfalls wird pro Aufruf eine Zeile vom Terminal gelesen (eine Zeile, die mit &apos;!&apos; beginnt, ist eine Fehlerantwort).

Lokale Werkzeuge: --mcp, --mcp-http und --a2a starten vor dem Lauf einen MCP-Server bzw. rufen eine Agent Card ab und fügen sie der Spezifikation als mcp_local- bzw. a2a_local-Referenz hinzu; --command beantwortet ein lokales Werkzeug mit einem Programm (die Argumente des Aufrufs als JSON auf seiner Standardeingabe, seine Standardausgabe ist das Ergebnis). Ihre Aufrufe laufen ohne Nachfrage, soweit --auto-approve es erlaubt; andernfalls führt eine leere Zeile im Terminal den Handler aus (mit --no-input erhält der Aufruf eine Fehlerantwort). Ein Werkzeug, das destructiveHint angibt, oder ein Aufruf, dessen Argumente nicht zum Schema des Werkzeugs passen, läuft nie ohne Nachfrage. Einträge in --answers haben Vorrang.

Umgebung:
  MANTYX_API_KEY  der Workspace-API-Schlüssel (mantyx_...), als Bearer-Anmeldedaten gesendet

Anmeldedaten (mit --server oder --profile): MANTYX_API_KEY, wenn gesetzt; andernfalls der API-Schlüssel, den MANTYX Run Inspector im Schlüsselbund für das gespeicherte Verbindungsprofil aufbewahrt, das zu --server und --workspace passt (oder mit --profile benannt ist); andernfalls Exit-Code 3.

Exit-Codes:
  0  der Lauf endete mit einem erfolgreichen Ergebnis
  1  der Lauf endete mit einem Fehler (ein error-Ereignis oder ein result, das kein Erfolg ist)
  2  der Lauf wurde abgebrochen
  3  Bedienungsfehler, unlesbare Eingabe oder kein Lauf: Der Server war nicht erreichbar, hat die Anfrage abgelehnt, oder der Stream ist endgültig abgebrochen
  4  der Lauf endete, aber die --capture-Datei konnte nicht vollständig geschrieben werden
  5  --open: der Mitschnitt ist beschädigt oder endet vor dem Ende des Laufs; was gelesen werden konnte, wurde ausgegeben
  6  --answers-from: ein lokaler Werkzeugaufruf hatte keine aufgezeichnete Antwort (er erhielt eine Fehlerantwort)

Export: --open DATEI --export AUSGABE schreibt einen Mitschnitt (.mxrun) als HTML-Bericht (.html), Markdown (.md), seine Rohereignisse (.jsonl), seine Spezifikation (.json) oder die Spezifikation als curl-Skript (.sh), gewählt nach der Endung von AUSGABE oder --export-format; es wird kein Server kontaktiert. Exit-Code 0, wenn die Datei geschrieben wurde, sonst 3.</translation>
    </message>
    <message>
        <source>Play a capture file (.mxrun) instead of starting a run: its events are printed as the live run printed them, and the exit code is the one the recorded run&apos;s end calls for.</source>
        <translation>Eine Mitschnittdatei (.mxrun) abspielen, statt einen Lauf zu starten: Ihre Ereignisse werden so ausgegeben, wie der Live-Lauf sie ausgegeben hat, und der Exit-Code ist der, den das Ende des aufgezeichneten Laufs vorgibt.</translation>
    </message>
    <message>
        <source>Answer the local tool calls with the answers recorded in a capture file (.mxrun), matched by tool name and arguments. Without --spec the capture&apos;s spec is run. A call with no recorded answer gets an error answer, and the exit code is 6.</source>
        <translation>Die lokalen Werkzeugaufrufe mit den Antworten beantworten, die eine Mitschnittdatei (.mxrun) aufgezeichnet hat, zugeordnet nach Werkzeugname und Argumenten. Ohne --spec wird die Spezifikation des Mitschnitts ausgeführt. Ein Aufruf ohne aufgezeichnete Antwort erhält eine Fehlerantwort, und der Exit-Code ist 6.</translation>
    </message>
    <message>
        <source>Write the --open capture to OUT: .html, .md, .jsonl, .json or .sh.</source>
        <translation>Den mit --open geöffneten Mitschnitt nach AUSGABE schreiben: .html, .md, .jsonl, .json oder .sh.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>AUSGABE</translation>
    </message>
    <message>
        <source>The --export format when OUT&apos;s extension does not say it.</source>
        <translation>Das Format für --export, wenn die Endung von AUSGABE es nicht angibt.</translation>
    </message>
    <message>
        <source>html|md|jsonl|json|curl</source>
        <translation>html|md|jsonl|json|curl</translation>
    </message>
    <message>
        <source>--export OUT needs --open FILE, and --export-format needs --export OUT.</source>
        <translation>--export AUSGABE braucht --open DATEI, und --export-format braucht --export AUSGABE.</translation>
    </message>
    <message>
        <source>--open reads a capture; it does not go with --spec or --replay.</source>
        <translation>--open liest einen Mitschnitt; es lässt sich nicht mit --spec oder --replay kombinieren.</translation>
    </message>
    <message>
        <source>Unknown --export-format: %1 (html, md, jsonl, json or curl).</source>
        <translation>Unbekanntes --export-format: %1 (html, md, jsonl, json oder curl).</translation>
    </message>
    <message>
        <source>Cannot tell the export format from %1: use .html, .md, .jsonl, .json or .sh, or --export-format.</source>
        <translation>Das Exportformat lässt sich aus %1 nicht ableiten: Verwenden Sie .html, .md, .jsonl, .json oder .sh, oder --export-format.</translation>
    </message>
    <message>
        <source>--open plays a capture file; --%1 cannot go with it.</source>
        <translation>--open spielt eine Mitschnittdatei ab; --%1 lässt sich damit nicht kombinieren.</translation>
    </message>
    <message>
        <source>--answers-from answers the calls from the capture; --%1 cannot go with it.</source>
        <translation>--answers-from beantwortet die Aufrufe aus dem Mitschnitt; --%1 lässt sich damit nicht kombinieren.</translation>
    </message>
    <message>
        <source>Give either --spec FILE, --replay RUN_ID or --open CAPTURE.</source>
        <translation>Geben Sie entweder --spec DATEI, --replay LAUF_ID oder --open MITSCHNITT an.</translation>
    </message>
    <message>
        <source>Cannot read the answers of %1: %2</source>
        <translation>Die Antworten aus %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2 (%3); its answers up to there are used.</source>
        <translation>%1 ist in Zeile %2 beschädigt (%3); die Antworten bis dorthin werden verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded answer(s) in %1</source>
        <translation>
            <numerusform>%n aufgezeichnete Antwort in %1</numerusform>
            <numerusform>%n aufgezeichnete Antworten in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 records no spec; give one with --spec FILE.</source>
        <translation>%1 enthält keine Spezifikation; geben Sie eine mit --spec DATEI an.</translation>
    </message>
    <message>
        <source>The spec recorded in %1 has redacted values (%2): the capture never holds credentials or header values. Give the spec with --spec FILE.</source>
        <translation>Die in %1 aufgezeichnete Spezifikation hat geschwärzte Werte (%2): Ein Mitschnitt enthält nie Anmeldedaten oder Header-Werte. Geben Sie die Spezifikation mit --spec DATEI an.</translation>
    </message>
</context>
<context>
    <name>McpResolution</name>
    <message>
        <source>%1 is not an MCP Tool with a name; it is left out.</source>
        <translation>%1 ist kein MCP-Tool mit Namen; es wird ausgelassen.</translation>
    </message>
    <message>
        <source>The server lists the tool &quot;%1&quot; twice; the second one is left out.</source>
        <translation>Der Server listet das Werkzeug &quot;%1&quot; zweimal; das zweite wird ausgelassen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid model-facing tool name (^[a-zA-Z0-9_]{1,64}$); the model sees &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; ist kein gültiger Werkzeugname für das Modell (^[a-zA-Z0-9_]{1,64}$); das Modell sieht &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is already taken; the model sees &quot;%2&quot; for the server&apos;s &quot;%3&quot;.</source>
        <translation>Der Werkzeugname &quot;%1&quot; ist bereits vergeben; das Modell sieht &quot;%2&quot; für das Werkzeug &quot;%3&quot; des Servers.</translation>
    </message>
</context>
<context>
    <name>McpResult</name>
    <message>
        <source>[a content block that is not an object: %1]</source>
        <translation>[ein Inhaltsblock, der kein Objekt ist: %1]</translation>
    </message>
    <message>
        <source>[a text block without text]</source>
        <translation>[ein Textblock ohne Text]</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>[resource link: %1]</source>
        <translation>[Ressourcenlink: %1]</translation>
    </message>
    <message>
        <source>[resource link: %1 &lt;%2&gt;]</source>
        <translation>[Ressourcenlink: %1 &lt;%2&gt;]</translation>
    </message>
    <message>
        <source>[a content block of type &quot;%1&quot; this client does not read: %2]</source>
        <translation>[ein Inhaltsblock vom Typ &quot;%1&quot;, den dieser Client nicht liest: %2]</translation>
    </message>
    <message>
        <source>The MCP tool reported an error without a message.</source>
        <translation>Das MCP-Werkzeug hat einen Fehler ohne Meldung gemeldet.</translation>
    </message>
    <message>
        <source>an error answer carries no files</source>
        <translation>eine Fehlerantwort enthält keine Dateien</translation>
    </message>
    <message>
        <source>files are turned off for this tool</source>
        <translation>Dateien sind für dieses Werkzeug abgeschaltet</translation>
    </message>
    <message>
        <source>%1 is not a file type MANTYX is known to accept</source>
        <translation>%1 ist kein Dateityp, den MANTYX bekanntermaßen akzeptiert</translation>
    </message>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation>eine Antwort enthält höchstens %1 Dateien</translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation>die Dateien würden zusammen %1 MB überschreiten</translation>
    </message>
    <message>
        <source>[%1 (%2) not attached: its data is not valid base64]</source>
        <translation>[%1 (%2) nicht angehängt: die Daten sind kein gültiges Base64]</translation>
    </message>
    <message numerus="yes">
        <source>[%1 (%2, %n bytes) not attached: %3]</source>
        <translation>
            <numerusform>[%1 (%2, %n Byte) nicht angehängt: %3]</numerusform>
            <numerusform>[%1 (%2, %n Bytes) nicht angehängt: %3]</numerusform>
        </translation>
    </message>
    <message>
        <source>resource %1</source>
        <translation>Ressource %1</translation>
    </message>
    <message>
        <source>[%1 (%2):]</source>
        <translation>[%1 (%2):]</translation>
    </message>
    <message>
        <source>[%1 without text or blob]</source>
        <translation>[%1 ohne text oder blob]</translation>
    </message>
    <message>
        <source>… (cut to 8 KB)</source>
        <translation>… (auf 8 KB gekürzt)</translation>
    </message>
</context>
<context>
    <name>McpServerConfig</name>
    <message>
        <source>The MCP server needs a command to start.</source>
        <translation>Der MCP-Server braucht einen Startbefehl.</translation>
    </message>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation>Die URL des MCP-Servers muss eine http://- oder https://-Adresse sein; erhalten: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Time-outs must be at least 1 ms.</source>
        <translation>Zeitlimits müssen mindestens 1 ms betragen.</translation>
    </message>
    <message>
        <source>Enter a name: it is the mcp_local ref&apos;s name and the mcpServer of its calls.</source>
        <translation>Geben Sie einen Namen ein: Er ist der Name der mcp_local-Referenz und der mcpServer ihrer Aufrufe.</translation>
    </message>
</context>
<context>
    <name>ProfileLookup</name>
    <message>
        <source>&quot;%1&quot; (%2, workspace %3)</source>
        <translation>&quot;%1&quot; (%2, Workspace %3)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The connection profile %1 is for another server than %2.</source>
        <translation>Das Verbindungsprofil %1 gehört zu einem anderen Server als %2.</translation>
    </message>
    <message>
        <source>The connection profile %1 is for another workspace than %2.</source>
        <translation>Das Verbindungsprofil %1 gehört zu einem anderen Workspace als %2.</translation>
    </message>
    <message>
        <source>No saved connection profile is named &quot;%1&quot; (looked in %2).</source>
        <translation>Es gibt kein gespeichertes Verbindungsprofil namens &quot;%1&quot; (gesucht in %2).</translation>
    </message>
    <message>
        <source>No saved connection profile for server %1, workspace %2 (looked in %3).</source>
        <translation>Kein gespeichertes Verbindungsprofil für Server %1, Workspace %2 (gesucht in %3).</translation>
    </message>
</context>
<context>
    <name>ReasoningLevelText</name>
    <message>
        <source>%1 is outside 0–100: the server rejects it.</source>
        <translation>%1 liegt außerhalb von 0–100: Der Server lehnt den Wert ab.</translation>
    </message>
    <message>
        <source>%1 → off: provider thinking is disabled.</source>
        <translation>%1 → off: Das Reasoning des Anbieters ist abgeschaltet.</translation>
    </message>
    <message>
        <source>%1 → low effort (like &quot;low&quot;, 30).</source>
        <translation>%1 → geringer Aufwand (wie &quot;low&quot;, 30).</translation>
    </message>
    <message>
        <source>%1 → medium effort (like &quot;medium&quot;, 50).</source>
        <translation>%1 → mittlerer Aufwand (wie &quot;medium&quot;, 50).</translation>
    </message>
    <message>
        <source>%1 → high effort (like &quot;high&quot;, 80).</source>
        <translation>%1 → hoher Aufwand (wie &quot;high&quot;, 80).</translation>
    </message>
    <message>
        <source>Omitted: the model&apos;s own default.</source>
        <translation>Weggelassen: der Standard des Modells.</translation>
    </message>
    <message>
        <source>Not a level: use a name or a whole number from 0 to 100.</source>
        <translation>Keine Stufe: Verwenden Sie einen Namen oder eine ganze Zahl von 0 bis 100.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level name (off, low, medium, high).</source>
        <translation>&quot;%1&quot; ist kein Stufenname (off, low, medium, high).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 on the 0–100 scale.</source>
        <translation>&quot;%1&quot; entspricht %2 auf der Skala von 0 bis 100.</translation>
    </message>
    <message>
        <source>OpenAI: reasoning.effort; Gemini: thinking level or budget; Anthropic: extended thinking from about 512 tokens (low) to 8,000 (high); others ignore it.</source>
        <translation>OpenAI: reasoning.effort; Gemini: Thinking-Level oder -Budget; Anthropic: Extended Thinking von etwa 512 Tokens (low) bis 8.000 (high); andere Anbieter ignorieren es.</translation>
    </message>
</context>
<context>
    <name>RunChartData</name>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Server tool</source>
        <translation>Server-Werkzeug</translation>
    </message>
    <message>
        <source>Waiting for an answer</source>
        <translation>Warten auf Antwort</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 — from %2, no end yet (%3 so far)</source>
        <translation>%1 — ab %2, noch kein Ende (bisher %3)</translation>
    </message>
    <message>
        <source>%1 — %2 to %3 (%4)</source>
        <translation>%1 — %2 bis %3 (%4)</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>connection lost (%1); connection %2 in %3 ms</source>
        <translation>Verbindung verloren (%1); Verbindung %2 in %3 ms</translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); reopening</source>
        <translation>Ereignisse ab seq %1 fehlen (erhalten: %2); Stream wird neu geöffnet</translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); going on</source>
        <translation>Ereignisse ab seq %1 fehlen (erhalten: %2); es geht weiter</translation>
    </message>
    <message>
        <source>The server did not start the run: %1</source>
        <translation>Der Server hat den Lauf nicht gestartet: %1</translation>
    </message>
    <message>
        <source>run %1 on %2 (workspace %3)</source>
        <translation>Lauf %1 auf %2 (Workspace %3)</translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2</source>
        <translation>Antwort auf %1 gesendet: HTTP %2</translation>
    </message>
    <message>
        <source>answer to %1 %2: %3</source>
        <translation>Antwort auf %1 %2: %3</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <translation>%1 kann nicht wiedergegeben werden: %2</translation>
    </message>
    <message>
        <source>replaying run %1 (%2) from %3</source>
        <translation>Lauf %1 (%2) wird von %3 wiedergegeben</translation>
    </message>
    <message>
        <source>cancel failed: %1</source>
        <translation>Abbrechen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation>? %1 (%2) Argumente %3 — Antwort eingeben und Enter drücken; mit &apos;!&apos; beginnen für einen Fehler</translation>
    </message>
    <message>
        <source>No answer was given (input closed).</source>
        <translation>Es wurde keine Antwort gegeben (Eingabe geschlossen).</translation>
    </message>
    <message>
        <source>answer to %1 not sent: %2</source>
        <translation>Antwort auf %1 nicht gesendet: %2</translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2)</source>
        <translation>beendet: %1 (Exit-Code %2)</translation>
    </message>
    <message>
        <source>The stream ended without a terminal event: %1</source>
        <translation>Der Stream endete ohne Abschlussereignis: %1</translation>
    </message>
    <message>
        <source>running the handler for %1: %2</source>
        <translation>Handler für %1 wird ausgeführt: %2</translation>
    </message>
    <message>
        <source>%1 (%2) approved by --auto-approve: %3</source>
        <translation>%1 (%2) durch --auto-approve freigegeben: %3</translation>
    </message>
    <message>
        <source>mantyx-run did not run the handler of %1 without approval: %2</source>
        <translation>mantyx-run hat den Handler von %1 ohne Freigabe nicht ausgeführt: %2</translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — an empty line runs the handler; or type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation>? %1 (%2) Argumente %3 — eine leere Zeile führt den Handler aus; oder Antwort eingeben und Enter drücken; mit &apos;!&apos; beginnen für einen Fehler</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) error: %5</source>
        <translation>%1 (%2): %3 (%4 ms) Fehler: %5</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) result: %5</source>
        <translation>%1 (%2): %3 (%4 ms) Ergebnis: %5</translation>
    </message>
    <message>
        <source>%1 (%2): the result does not match the tool&apos;s outputSchema: %3</source>
        <translation>%1 (%2): Das Ergebnis passt nicht zum outputSchema des Werkzeugs: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The handler of %1 could not be started.</source>
        <translation>Der Handler von %1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>no snapshot</source>
        <translation>kein Snapshot</translation>
    </message>
    <message>
        <source>Neither --answers nor a handler (--mcp, --mcp-http, --a2a, --command) answers %1. %2</source>
        <translation>Weder --answers noch ein Handler (--mcp, --mcp-http, --a2a, --command) beantwortet %1. %2</translation>
    </message>
    <message>
        <source>mantyx-run has no answer for %1: %2</source>
        <translation>mantyx-run hat keine Antwort für %1: %2</translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2); dropped</source>
        <translation>seq %1 kam mit anderem Inhalt erneut an (nach seq %2); verworfen</translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2; dropped</source>
        <translation>seq %1 kam nach seq %2 erneut an; verworfen</translation>
    </message>
    <message>
        <source>answer to %1 replaced by an error: %2</source>
        <translation>Antwort auf %1 durch einen Fehler ersetzt: %2</translation>
    </message>
    <message>
        <source>exit code %1 instead of %2: the capture file %3 is incomplete</source>
        <translation>Exit-Code %1 statt %2: Die Mitschnittdatei %3 ist unvollständig</translation>
    </message>
    <message>
        <source>%1 (%2) answered from %3 (recorded)</source>
        <translation>%1 (%2) aus %3 beantwortet (aufgezeichnet)</translation>
    </message>
    <message>
        <source>No recorded answer in %1 for %2 (%3) with args %4; it gets an error answer.</source>
        <translation>Keine aufgezeichnete Antwort in %1 für %2 (%3) mit den Argumenten %4; der Aufruf erhält eine Fehlerantwort.</translation>
    </message>
    <message>
        <source>mantyx-run --answers-from %1 has no recorded answer for %2 with these arguments.</source>
        <translation>mantyx-run --answers-from %1 hat keine aufgezeichnete Antwort für %2 mit diesen Argumenten.</translation>
    </message>
    <message>
        <source>playing capture %1: run %2 recorded on %3 (workspace %4) at %5</source>
        <translation>Mitschnitt %1 wird abgespielt: Lauf %2, aufgezeichnet auf %3 (Workspace %4) um %5</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(keine ID)</translation>
    </message>
    <message>
        <source>(unknown time)</source>
        <translation>(unbekannter Zeitpunkt)</translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2 (recorded)</source>
        <translation>Antwort auf %1 gesendet: HTTP %2 (aufgezeichnet)</translation>
    </message>
    <message>
        <source>Cannot play %1: %2</source>
        <translation>%1 kann nicht abgespielt werden: %2</translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2 instead of %3: the capture is damaged after it)</source>
        <translation>beendet: %1 (Exit-Code %2 statt %3: Der Mitschnitt ist danach beschädigt)</translation>
    </message>
    <message>
        <source>the capture ends at the damage, before the run&apos;s end (exit code %1)</source>
        <translation>der Mitschnitt endet an der beschädigten Stelle, vor dem Ende des Laufs (Exit-Code %1)</translation>
    </message>
    <message>
        <source>The capture %1 ends without a terminal event: the recording stopped before the run ended.</source>
        <translation>Der Mitschnitt %1 endet ohne Abschlussereignis: Die Aufzeichnung endete, bevor der Lauf endete.</translation>
    </message>
    <message numerus="yes">
        <source>exit code %1 instead of %2: %n call(s) had no recorded answer in %3</source>
        <translation>
            <numerusform>Exit-Code %1 statt %2: %n Aufruf hatte keine aufgezeichnete Antwort in %3</numerusform>
            <numerusform>Exit-Code %1 statt %2: %n Aufrufe hatten keine aufgezeichnete Antwort in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnected (connection %1), resumed after seq %2, %n replayed event(s) dropped</source>
        <translation>
            <numerusform>neu verbunden (Verbindung %1), fortgesetzt nach seq %2, %n erneut gesendetes Ereignis verworfen</numerusform>
            <numerusform>neu verbunden (Verbindung %1), fortgesetzt nach seq %2, %n erneut gesendete Ereignisse verworfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelling the run after %n event(s)</source>
        <translation>
            <numerusform>Lauf wird nach %n Ereignis abgebrochen</numerusform>
            <numerusform>Lauf wird nach %n Ereignissen abgebrochen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCompare</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation>Tokens aus dem Cache</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Reasoning-Tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation>Lokale Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation>Server-Werkzeugergebnisse</translation>
    </message>
    <message>
        <source>Calls to %1</source>
        <translation>Aufrufe von %1</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
</context>
<context>
    <name>RunExport</name>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Cached input tokens</source>
        <translation>Eingabe-Tokens aus dem Cache</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Reasoning-Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation>Lokale Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>%1 (%2 unanswered)</source>
        <translation>%1 (%2 unbeantwortet)</translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation>Server-Werkzeugergebnisse</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>Abschlussgrund</translation>
    </message>
    <message>
        <source>Cancel reason</source>
        <translation>Abbruchgrund</translation>
    </message>
    <message>
        <source>Run id</source>
        <translation>Lauf-ID</translation>
    </message>
    <message>
        <source>Session id</source>
        <translation>Sitzungs-ID</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Workspace</translation>
    </message>
    <message>
        <source>Created at</source>
        <translation>Erstellt am</translation>
    </message>
    <message>
        <source>MANTYX run</source>
        <translation>MANTYX-Lauf</translation>
    </message>
    <message>
        <source>MANTYX run %1</source>
        <translation>MANTYX-Lauf %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Final answer</source>
        <translation>Endgültige Antwort</translation>
    </message>
    <message>
        <source>Partial text (truncated reply)</source>
        <translation>Teiltext (abgeschnittene Antwort)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denkprozess</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation>Protokollhinweise</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>The spec is not known.</source>
        <translation>Die Spezifikation ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Exported by MANTYX Run Inspector on %1. Credentials and header values are redacted.</source>
        <translation>Exportiert von MANTYX Run Inspector am %1. Anmeldedaten und Header-Werte sind geschwärzt.</translation>
    </message>
    <message>
        <source>The run&apos;s server address or workspace is not known, so there is no request to write as curl.</source>
        <translation>Die Serveradresse oder der Workspace des Laufs ist nicht bekannt, daher gibt es keine Anfrage, die sich als curl schreiben ließe.</translation>
    </message>
</context>
<context>
    <name>SandboxAuth</name>
    <message>
        <source>Send a workspace API key or an OAuth access token as &quot;Authorization: Bearer &lt;token&gt;&quot;.</source>
        <translation>Senden Sie einen Workspace-API-Schlüssel oder ein OAuth-Zugriffstoken als &quot;Authorization: Bearer &lt;token&gt;&quot;.</translation>
    </message>
    <message>
        <source>Create a Developer API key in the workspace settings and use that one.</source>
        <translation>Erstellen Sie in den Workspace-Einstellungen einen Developer-API-Schlüssel und verwenden Sie diesen.</translation>
    </message>
    <message>
        <source>API keys are not included in this workspace&apos;s plan</source>
        <translation>API-Schlüssel sind im Tarif dieses Workspaces nicht enthalten</translation>
    </message>
    <message>
        <source>Too many requests: at most %1 per minute for one credential.</source>
        <translation>Zu viele Anfragen: höchstens %1 pro Minute für dieselben Anmeldedaten.</translation>
    </message>
    <message>
        <source>Sign-in failed</source>
        <translation>Anmeldung fehlgeschlagen</translation>
    </message>
    <message>
        <source>response_type must be &quot;code&quot;.</source>
        <translation>response_type muss &quot;code&quot; sein.</translation>
    </message>
    <message>
        <source>Unknown OAuth client &quot;%1&quot;.</source>
        <translation>Unbekannter OAuth-Client &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The redirect URI must be http://127.0.0.1:PORT/…, http://localhost:PORT/… or http://[::1]:PORT/…</source>
        <translation>Die Redirect-URI muss eine dieser Formen haben: http://127.0.0.1:PORT/…, http://localhost:PORT/… oder http://[::1]:PORT/…</translation>
    </message>
    <message>
        <source>A PKCE code_challenge with code_challenge_method=S256 is required.</source>
        <translation>Ein PKCE-code_challenge mit code_challenge_method=S256 ist erforderlich.</translation>
    </message>
    <message>
        <source>Unknown scope &quot;%1&quot;.</source>
        <translation>Unbekannter Scope &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>grant_type is missing.</source>
        <translation>grant_type fehlt.</translation>
    </message>
    <message>
        <source>Unknown client or wrong client secret.</source>
        <translation>Unbekannter Client oder falsches Client-Secret.</translation>
    </message>
    <message>
        <source>code is missing.</source>
        <translation>code fehlt.</translation>
    </message>
    <message>
        <source>code_verifier is missing.</source>
        <translation>code_verifier fehlt.</translation>
    </message>
    <message>
        <source>The authorization code is unknown or was already used.</source>
        <translation>Der Autorisierungscode ist unbekannt oder wurde bereits verwendet.</translation>
    </message>
    <message>
        <source>The authorization code expired.</source>
        <translation>Der Autorisierungscode ist abgelaufen.</translation>
    </message>
    <message>
        <source>The authorization code was issued to another client.</source>
        <translation>Der Autorisierungscode wurde für einen anderen Client ausgestellt.</translation>
    </message>
    <message>
        <source>redirect_uri does not match the authorization request.</source>
        <translation>redirect_uri stimmt nicht mit der Autorisierungsanfrage überein.</translation>
    </message>
    <message>
        <source>code_verifier does not match the code_challenge (S256).</source>
        <translation>code_verifier passt nicht zur code_challenge (S256).</translation>
    </message>
    <message>
        <source>refresh_token is missing.</source>
        <translation>refresh_token fehlt.</translation>
    </message>
    <message>
        <source>The refresh token is unknown or was revoked.</source>
        <translation>Das Refresh-Token ist unbekannt oder wurde widerrufen.</translation>
    </message>
    <message>
        <source>The refresh token was issued to another client.</source>
        <translation>Das Refresh-Token wurde für einen anderen Client ausgestellt.</translation>
    </message>
    <message>
        <source>grant_type &quot;%1&quot; is not supported.</source>
        <translation>grant_type &quot;%1&quot; wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>The scope &quot;%1&quot; was not granted to this refresh token.</source>
        <translation>Der Scope „%1“ wurde diesem Refresh-Token nicht gewährt.</translation>
    </message>
</context>
<context>
    <name>SandboxMain</name>
    <message>
        <source>--%1 needs a whole number from %2 to %3.</source>
        <translation>--%1 braucht eine ganze Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <source>A MANTYX-compatible agent-runs server with a deterministic scripted model, for trying the Run Inspector and SDKs offline.</source>
        <translation>Ein MANTYX-kompatibler Server für Agentenläufe mit einem deterministischen, geskripteten Modell, um den Run Inspector und die SDKs offline auszuprobieren.</translation>
    </message>
    <message>
        <source>addr</source>
        <translation>adresse</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Persist runs, events and sessions in &lt;dir&gt;/sandbox.sqlite.</source>
        <translation>Läufe, Ereignisse und Sitzungen in &lt;verzeichnis&gt;/sandbox.sqlite dauerhaft speichern.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>verzeichnis</translation>
    </message>
    <message>
        <source>Keep everything in memory (the default without --data-dir; wins over it).</source>
        <translation>Alles im Arbeitsspeicher halten (Standard ohne --data-dir; hat Vorrang davor).</translation>
    </message>
    <message>
        <source>slug</source>
        <translation>slug</translation>
    </message>
    <message>
        <source>key</source>
        <translation>schlüssel</translation>
    </message>
    <message>
        <source>id:secret</source>
        <translation>id:secret</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>sekunden</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Behave like an older MANTYX server.</source>
        <translation>Wie ein älterer MANTYX-Server verhalten.</translation>
    </message>
    <message>
        <source>Server-wide fault injection, name=value (e.g. cutAfterEvents=3); repeatable.</source>
        <translation>Serverweite Fehlerinjektion, name=wert (z. B. cutAfterEvents=3); wiederholbar.</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>angabe</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--listen needs an IP address, not &quot;%1&quot;.</source>
        <translation>--listen braucht eine IP-Adresse, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--workspace needs a slug.</source>
        <translation>--workspace braucht einen Slug.</translation>
    </message>
    <message>
        <source>--oauth-client needs ID:SECRET, not &quot;%1&quot;.</source>
        <translation>--oauth-client braucht ID:SECRET, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown fault or bad value: &quot;%1&quot;.</source>
        <translation>Unbekannte Fehlerinjektion oder ungültiger Wert: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot set up signal handling.</source>
        <translation>Die Signalbehandlung kann nicht eingerichtet werden.</translation>
    </message>
    <message>
        <source>mantyx-sandbox: %1</source>
        <translation>mantyx-sandbox: %1</translation>
    </message>
    <message>
        <source>mantyx-sandbox listening on %1 (workspace %2)</source>
        <translation>mantyx-sandbox lauscht auf %1 (Workspace %2)</translation>
    </message>
    <message>
        <source>Address to bind (default %1).</source>
        <translation>Adresse, an die gebunden wird (Standard %1).</translation>
    </message>
    <message>
        <source>TCP port; 0 picks a free one (default %1).</source>
        <translation>TCP-Port; 0 wählt einen freien (Standard %1).</translation>
    </message>
    <message>
        <source>The workspace slug every route is under (default %1).</source>
        <translation>Der Workspace-Slug, unter dem alle Routen liegen (Standard %1).</translation>
    </message>
    <message>
        <source>An accepted workspace API key; repeatable (default %1).</source>
        <translation>Ein akzeptierter Workspace-API-Schlüssel; wiederholbar (Standard %1).</translation>
    </message>
    <message>
        <source>A registered OAuth client as ID:SECRET; repeatable (default %1).</source>
        <translation>Ein registrierter OAuth-Client als ID:SECRET; wiederholbar (Standard %1).</translation>
    </message>
    <message>
        <source>OAuth access-token lifetime in seconds (default %1).</source>
        <translation>Lebensdauer des OAuth-Zugriffstokens in Sekunden (Standard %1).</translation>
    </message>
    <message>
        <source>Pause between two streamed events in ms (default %1).</source>
        <translation>Pause zwischen zwei gestreamten Ereignissen in ms (Standard %1).</translation>
    </message>
    <message>
        <source>How long a run waits for a local tool result in ms (default %1).</source>
        <translation>Wie lange ein Lauf auf ein lokales Werkzeugergebnis wartet, in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Idle time before a keep-alive comment in ms (default %1).</source>
        <translation>Leerlaufzeit vor einem Keep-alive-Kommentar in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Requests per credential per minute; 0 is off (default %1).</source>
        <translation>Anfragen pro Anmeldedaten und Minute; 0 schaltet die Begrenzung ab (Standard %1).</translation>
    </message>
    <message>
        <source>How stream events carry their payload: envelope, flat or both (default both, readable by the official SDKs and envelope readers).</source>
        <translation>Wie Stream-Ereignisse ihre Nutzdaten tragen: envelope, flat oder both (Standard both, lesbar für die offiziellen SDKs und für Envelope-Leser).</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>--event-shape is envelope, flat or both, not &quot;%1&quot;.</source>
        <translation>--event-shape ist envelope, flat oder both, nicht „%1“.</translation>
    </message>
    <message>
        <source>Read an accepted API key from the first line of &lt;path&gt;; keeps it out of the process list (so does the environment variable %1).</source>
        <translation>Einen akzeptierten API-Schlüssel aus der ersten Zeile von &lt;pfad&gt; lesen; so erscheint er nicht in der Prozessliste (das leistet auch die Umgebungsvariable %1).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>pfad</translation>
    </message>
    <message>
        <source>Time a client has to send a whole request head in ms (default %1).</source>
        <translation>Zeit, die ein Client für das Senden eines vollständigen Anfragekopfs hat, in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Time a kept-alive connection may wait for its next request in ms (default %1).</source>
        <translation>Zeit, die eine per Keep-alive offen gehaltene Verbindung auf ihre nächste Anfrage warten darf, in ms (Standard %1).</translation>
    </message>
    <message>
        <source>Connections open at once; more are refused with 503 (default %1).</source>
        <translation>Gleichzeitig offene Verbindungen; weitere werden mit 503 abgewiesen (Standard %1).</translation>
    </message>
    <message>
        <source>--api-key-file: %1</source>
        <translation>--api-key-file: %1</translation>
    </message>
    <message>
        <source>API keys start with mantyx_; one of the keys given does not (it is not repeated here, as it may be a secret).</source>
        <translation>API-Schlüssel beginnen mit mantyx_; einer der angegebenen Schlüssel tut das nicht (er wird hier nicht wiederholt, da er geheim sein könnte).</translation>
    </message>
</context>
<context>
    <name>SchemaTable</name>
    <message>
        <source>The schema&apos;s type is not &quot;object&quot;, so it has no property table.</source>
        <translation>Der Typ des Schemas ist nicht &quot;object&quot;, daher hat es keine Eigenschaftstabelle.</translation>
    </message>
    <message>
        <source>&quot;properties&quot; is not an object.</source>
        <translation>&quot;properties&quot; ist kein Objekt.</translation>
    </message>
    <message>
        <source>&quot;required&quot; is not a list of property names.</source>
        <translation>&quot;required&quot; ist keine Liste von Eigenschaftsnamen.</translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1, which is not a property.</source>
        <translation>&quot;required&quot; nennt %1, das keine Eigenschaft ist.</translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1 twice.</source>
        <translation>&quot;required&quot; nennt %1 zweimal.</translation>
    </message>
    <message>
        <source>Property %1 is not a schema object.</source>
        <translation>Die Eigenschaft %1 ist kein Schema-Objekt.</translation>
    </message>
    <message>
        <source>Property %1 has a type the table cannot show.</source>
        <translation>Die Eigenschaft %1 hat einen Typ, den die Tabelle nicht darstellen kann.</translation>
    </message>
    <message>
        <source>The description of property %1 is not text.</source>
        <translation>Die Beschreibung der Eigenschaft %1 ist kein Text.</translation>
    </message>
    <message>
        <source>The enum of property %1 cannot be written as a list of comma-separated values.</source>
        <translation>Das enum der Eigenschaft %1 lässt sich nicht als Liste kommagetrennter Werte schreiben.</translation>
    </message>
    <message>
        <source>A property without a name is left out; give it a name.</source>
        <translation>Eine Eigenschaft ohne Namen wird ausgelassen; geben Sie ihr einen Namen.</translation>
    </message>
    <message>
        <source>Two properties are named %1; only the last one is kept.</source>
        <translation>Zwei Eigenschaften heißen %1; nur die letzte wird behalten.</translation>
    </message>
    <message>
        <source>The enum has an empty value.</source>
        <translation>Das enum hat einen leeren Wert.</translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation>%1 ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1 is not an integer.</source>
        <translation>%1 ist keine Ganzzahl.</translation>
    </message>
    <message>
        <source>%1 is not true or false.</source>
        <translation>%1 ist weder true noch false.</translation>
    </message>
</context>
<context>
    <name>SchemaValidator</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Wrong type: %1 is not allowed here.</source>
        <translation>Falscher Typ: %1 ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <source>Missing required property &apos;%1&apos;.</source>
        <translation>Die erforderliche Eigenschaft &apos;%1&apos; fehlt.</translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is not allowed here.</source>
        <translation>Die Eigenschaft &apos;%1&apos; ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is required alongside this one.</source>
        <translation>Die Eigenschaft &apos;%1&apos; ist zusammen mit dieser erforderlich.</translation>
    </message>
    <message>
        <source>Not one of the allowed values.</source>
        <translation>Keiner der erlaubten Werte.</translation>
    </message>
    <message>
        <source>Not the one allowed value.</source>
        <translation>Nicht der einzige erlaubte Wert.</translation>
    </message>
    <message>
        <source>Does not match the required pattern.</source>
        <translation>Entspricht nicht dem geforderten Muster.</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>Darf höchstens %1 sein.</translation>
    </message>
    <message>
        <source>Must be less than %1.</source>
        <translation>Muss kleiner als %1 sein.</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>Muss mindestens %1 sein.</translation>
    </message>
    <message>
        <source>Must be greater than %1.</source>
        <translation>Muss größer als %1 sein.</translation>
    </message>
    <message>
        <source>Must be a multiple of %1.</source>
        <translation>Muss ein Vielfaches von %1 sein.</translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n character(s) long.</source>
        <translation>
            <numerusform>Darf höchstens %n Zeichen lang sein.</numerusform>
            <numerusform>Darf höchstens %n Zeichen lang sein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must be at least %n character(s) long.</source>
        <translation>
            <numerusform>Muss mindestens %n Zeichen lang sein.</numerusform>
            <numerusform>Muss mindestens %n Zeichen lang sein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n item(s).</source>
        <translation>
            <numerusform>Darf höchstens %n Element haben.</numerusform>
            <numerusform>Darf höchstens %n Elemente haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n item(s).</source>
        <translation>
            <numerusform>Muss mindestens %n Element haben.</numerusform>
            <numerusform>Muss mindestens %n Elemente haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n propert(y/ies).</source>
        <translation>
            <numerusform>Darf höchstens %n Eigenschaft haben.</numerusform>
            <numerusform>Darf höchstens %n Eigenschaften haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n propert(y/ies).</source>
        <translation>
            <numerusform>Muss mindestens %n Eigenschaft haben.</numerusform>
            <numerusform>Muss mindestens %n Eigenschaften haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Items %1 and %2 are equal; the items must be unique.</source>
        <translation>Die Elemente %1 und %2 sind gleich; die Elemente müssen eindeutig sein.</translation>
    </message>
    <message>
        <source>Must be a date (YYYY-MM-DD).</source>
        <translation>Muss ein Datum sein (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>Must be a time (hh:mm:ss with a zone).</source>
        <translation>Muss eine Uhrzeit sein (hh:mm:ss mit Zeitzone).</translation>
    </message>
    <message>
        <source>Must be a date-time (RFC 3339).</source>
        <translation>Muss ein Zeitpunkt mit Datum und Uhrzeit sein (RFC 3339).</translation>
    </message>
    <message>
        <source>Matches none of the alternatives (anyOf).</source>
        <translation>Passt zu keiner der Alternativen (anyOf).</translation>
    </message>
    <message>
        <source>Matches none of the alternatives (oneOf).</source>
        <translation>Passt zu keiner der Alternativen (oneOf).</translation>
    </message>
    <message>
        <source>Matches more than one alternative (oneOf).</source>
        <translation>Passt zu mehr als einer Alternative (oneOf).</translation>
    </message>
    <message>
        <source>Must not match the schema under &apos;not&apos;.</source>
        <translation>Darf nicht dem Schema unter &apos;not&apos; entsprechen.</translation>
    </message>
    <message>
        <source>The schema has a regular expression that cannot be used: %1</source>
        <translation>Das Schema enthält einen regulären Ausdruck, der nicht verwendbar ist: %1</translation>
    </message>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation>Das Schema ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>The schema cannot be used.</source>
        <translation>Das Schema ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>The value could not be checked: %1</source>
        <translation>Der Wert konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The reply is empty, not JSON.</source>
        <translation>Die Antwort ist leer, kein JSON.</translation>
    </message>
    <message>
        <source>The reply holds more than one JSON value.</source>
        <translation>Die Antwort enthält mehr als einen JSON-Wert.</translation>
    </message>
    <message>
        <source>The reply is not valid JSON (%1 at byte %2).</source>
        <translation>Die Antwort ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>verschoben</translation>
    </message>
</context>
<context>
    <name>SpecFile</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a spec (%2 MB; at most %3 MB).</source>
        <translation>%1 ist zu groß für eine Spezifikation (%2 MB; höchstens %3 MB).</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>SpecFileCommands</name>
    <message>
        <source>Unsaved Spec</source>
        <translation>Nicht gespeicherte Spezifikation</translation>
    </message>
    <message>
        <source>The spec has changes that are not saved. Save them first?</source>
        <translation>Die Spezifikation hat nicht gespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open Spec</source>
        <translation>Spezifikation öffnen</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Spec As</source>
        <translation>Spezifikation speichern unter</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Liste zuletzt geöffneter Dateien leeren</translation>
    </message>
</context>
<context>
    <name>SpecTemplates</name>
    <message>
        <source>Plain prompt</source>
        <translation>Einfacher Prompt</translation>
    </message>
    <message>
        <source>A system prompt and a prompt, no tools: the smallest useful run.</source>
        <translation>Ein Systemprompt und ein Prompt, keine Werkzeuge: der kleinste sinnvolle Lauf.</translation>
    </message>
    <message>
        <source>Local tool (local)</source>
        <translation>Lokales Werkzeug (local)</translation>
    </message>
    <message>
        <source>One client-resolved tool with a JSON Schema for its arguments and its result; you answer its calls.</source>
        <translation>Ein vom Client aufgelöstes Werkzeug mit einem JSON-Schema für seine Argumente und sein Ergebnis; Sie beantworten seine Aufrufe.</translation>
    </message>
    <message>
        <source>Local MCP server (mcp_local)</source>
        <translation>Lokaler MCP-Server (mcp_local)</translation>
    </message>
    <message>
        <source>The tools/list catalog of an MCP server that runs on your machine.</source>
        <translation>Der tools/list-Katalog eines MCP-Servers, der auf Ihrem Rechner läuft.</translation>
    </message>
    <message>
        <source>Local A2A agent (a2a_local)</source>
        <translation>Lokaler A2A-Agent (a2a_local)</translation>
    </message>
    <message>
        <source>The agent card of an A2A peer that only you can reach; the run delegates questions to it.</source>
        <translation>Die Agent Card eines A2A-Peers, den nur Sie erreichen können; der Lauf delegiert Fragen an ihn.</translation>
    </message>
    <message>
        <source>Structured output (outputSchema)</source>
        <translation>Strukturierte Ausgabe (outputSchema)</translation>
    </message>
    <message>
        <source>The final answer must be JSON matching a schema.</source>
        <translation>Die endgültige Antwort muss JSON sein, das einem Schema entspricht.</translation>
    </message>
    <message>
        <source>Plan and supervisor</source>
        <translation>Plan und Supervisor</translation>
    </message>
    <message>
        <source>A caller-provided task plan, the run supervisor every 5 model calls and explicit loop detection.</source>
        <translation>Ein vom Aufrufer vorgegebener Aufgabenplan, der Supervisor alle 5 Modellaufrufe und ausdrückliche Schleifenerkennung.</translation>
    </message>
    <message>
        <source>Messages with an attachment</source>
        <translation>Nachrichten mit Anhang</translation>
    </message>
    <message>
        <source>A messages array whose user turn carries a small inline text file.</source>
        <translation>Ein messages-Array, dessen Benutzernachricht eine kleine eingebettete Textdatei enthält.</translation>
    </message>
</context>
<context>
    <name>SpecValidator</name>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented field of %2; the server may ignore it or pass it through unchanged.</source>
        <translation>&quot;%1&quot; ist für %2 kein dokumentiertes Feld; der Server ignoriert es womöglich oder reicht es unverändert durch.</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3; got %4.</source>
        <translation>%1 muss eine Ganzzahl von %2 bis %3 sein; erhalten: %4.</translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation>%1 muss eine Zeichenkette sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must not be empty when present (at least 1 character).</source>
        <translation>%1 darf, wenn vorhanden, nicht leer sein (mindestens 1 Zeichen).</translation>
    </message>
    <message>
        <source>%1 is required: %2.</source>
        <translation>%1 ist erforderlich: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string (%2); got %3.</source>
        <translation>%1 muss eine nicht leere Zeichenkette sein (%2); erhalten: %3.</translation>
    </message>
    <message>
        <source>the spec</source>
        <translation>die Spezifikation</translation>
    </message>
    <message>
        <source>systemPrompt is required unless agentId is set.</source>
        <translation>systemPrompt ist erforderlich, sofern agentId nicht gesetzt ist.</translation>
    </message>
    <message>
        <source>systemPrompt must be a string; got %1.</source>
        <translation>systemPrompt muss eine Zeichenkette sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>A session is created without input; send prompt or messages with each session message instead.</source>
        <translation>Eine Sitzung wird ohne Eingabe erstellt; senden Sie prompt oder messages stattdessen mit jeder Sitzungsnachricht.</translation>
    </message>
    <message>
        <source>prompt and messages are mutually exclusive; send only one.</source>
        <translation>prompt und messages schließen sich gegenseitig aus; senden Sie nur eines davon.</translation>
    </message>
    <message>
        <source>Either prompt or messages is required.</source>
        <translation>Entweder prompt oder messages ist erforderlich.</translation>
    </message>
    <message>
        <source>prompt must be a string; got %1.</source>
        <translation>prompt muss eine Zeichenkette sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>prompt must not be empty (at least 1 character).</source>
        <translation>prompt darf nicht leer sein (mindestens 1 Zeichen).</translation>
    </message>
    <message>
        <source>messages must be an array; got %1.</source>
        <translation>messages muss ein Array sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>messages must contain at least 1 message.</source>
        <translation>messages muss mindestens 1 Nachricht enthalten.</translation>
    </message>
    <message>
        <source>%1 must be an object {role, content, attachments?}; got %2.</source>
        <translation>%1 muss ein Objekt {role, content, attachments?} sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>eine Nachricht</translation>
    </message>
    <message>
        <source>%1 is required: &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;.</source>
        <translation>%1 ist erforderlich: &quot;user&quot;, &quot;assistant&quot; oder &quot;system&quot;.</translation>
    </message>
    <message>
        <source>%1 must be &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;; got %2.</source>
        <translation>%1 muss &quot;user&quot;, &quot;assistant&quot; oder &quot;system&quot; sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is required (a string).</source>
        <translation>%1 ist erforderlich (eine Zeichenkette).</translation>
    </message>
    <message>
        <source>%1 must be an array; got %2.</source>
        <translation>%1 muss ein Array sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message; messages has no user message.</source>
        <translation>Anhänge sind nur an der letzten Benutzernachricht erlaubt; messages enthält keine Benutzernachricht.</translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message (%1), not on %2.</source>
        <translation>Anhänge sind nur an der letzten Benutzernachricht (%1) erlaubt, nicht an %2.</translation>
    </message>
    <message>
        <source>%1 may hold at most %2 attachments; it has %3.</source>
        <translation>%1 darf höchstens %2 Anhänge enthalten; es sind %3.</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; messages has only system messages.</source>
        <translation>Die letzte Nachricht, die keine Systemnachricht ist, muss eine Benutzernachricht sein; messages enthält nur Systemnachrichten.</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; %1 is &quot;%2&quot;.</source>
        <translation>Die letzte Nachricht, die keine Systemnachricht ist, muss eine Benutzernachricht sein; %1 ist &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Inline attachments may total at most %1 bytes (5 MB) per run; they decode to %2 bytes.</source>
        <translation>Eingebettete Anhänge dürfen pro Lauf insgesamt höchstens %1 Bytes (5 MB) groß sein; dekodiert sind es %2 Bytes.</translation>
    </message>
    <message>
        <source>%1 must be an object; got %2.</source>
        <translation>%1 muss ein Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is required: &quot;input_file&quot; or &quot;input_file_url&quot;.</source>
        <translation>%1 ist erforderlich: &quot;input_file&quot; oder &quot;input_file_url&quot;.</translation>
    </message>
    <message>
        <source>%1 is required: the file&apos;s MIME type.</source>
        <translation>%1 ist erforderlich: der MIME-Typ der Datei.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation>%1 muss eine nicht leere Zeichenkette mit einem MIME-Typ sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation>%1 %2 ist kein bekannter Anhangstyp und wird vom Server womöglich abgelehnt.</translation>
    </message>
    <message>
        <source>an input_file attachment</source>
        <translation>einen input_file-Anhang</translation>
    </message>
    <message>
        <source>the file name</source>
        <translation>der Dateiname</translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation>%1 muss die Bytes der Datei als Base64-Zeichenkette enthalten; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation>%1 muss reines Base64 ohne &quot;data:&quot;-URL-Präfix sein.</translation>
    </message>
    <message>
        <source>an input_file_url attachment</source>
        <translation>einen input_file_url-Anhang</translation>
    </message>
    <message>
        <source>an https:// URL</source>
        <translation>eine https://-URL</translation>
    </message>
    <message>
        <source>%1 must be an absolute https:// URL; got %2.</source>
        <translation>%1 muss eine absolute https://-URL sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be &quot;input_file&quot; or &quot;input_file_url&quot;; got %2.</source>
        <translation>%1 muss &quot;input_file&quot; oder &quot;input_file_url&quot; sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>tools must be an array of tool refs; got %1.</source>
        <translation>tools muss ein Array von Werkzeugreferenzen sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>%1 must be a tool ref object; got %2.</source>
        <translation>%1 muss ein Werkzeugreferenz-Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is required: one of %2.</source>
        <translation>%1 ist erforderlich: einer der Werte %2.</translation>
    </message>
    <message>
        <source>a %1 tool ref</source>
        <translation>eine %1-Werkzeugreferenz</translation>
    </message>
    <message>
        <source>the workspace tool id</source>
        <translation>die ID des Workspace-Werkzeugs</translation>
    </message>
    <message>
        <source>Workspace tool %1 is already referenced by %2.</source>
        <translation>Das Workspace-Werkzeug %1 wird bereits von %2 referenziert.</translation>
    </message>
    <message>
        <source>the platform plugin tool name</source>
        <translation>der Werkzeugname des Plattform-Plugins</translation>
    </message>
    <message>
        <source>%1 must be one of %2; got %3.</source>
        <translation>%1 muss einer der Werte %2 sein; erhalten: %3.</translation>
    </message>
    <message>
        <source>%1 is required: the model-facing tool name (^[a-zA-Z0-9_]{1,64}$).</source>
        <translation>%1 ist erforderlich: der Werkzeugname für das Modell (^[a-zA-Z0-9_]{1,64}$).</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$; got %2.</source>
        <translation>%1 muss eine Zeichenkette sein, die ^[a-zA-Z0-9_]{1,64}$ entspricht; erhalten: %2.</translation>
    </message>
    <message>
        <source>Tool name %1 is already used by %2; model-facing names must be unique across all tools.</source>
        <translation>Der Werkzeugname %1 wird bereits von %2 verwendet; die Namen für das Modell müssen über alle Werkzeuge hinweg eindeutig sein.</translation>
    </message>
    <message>
        <source>Server name %1 is already used by %2; each MCP server needs its own name.</source>
        <translation>Der Servername %1 wird bereits von %2 verwendet; jeder MCP-Server braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>%1 must be an object of header name to string value; got %2.</source>
        <translation>%1 muss ein Objekt aus Header-Namen und Zeichenkettenwerten sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be a string header value; got %2.</source>
        <translation>%1 muss ein Header-Wert als Zeichenkette sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>an http:// or https:// URL</source>
        <translation>eine http://- oder https://-URL</translation>
    </message>
    <message>
        <source>%1 must be an absolute http:// or https:// URL; got %2.</source>
        <translation>%1 muss eine absolute http://- oder https://-URL sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be a JSON Schema object; got %2.</source>
        <translation>%1 muss ein JSON-Schema-Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 should be an object schema (type &quot;object&quot;); its type is %2, so %3.</source>
        <translation>%1 sollte ein Objektschema sein (type &quot;object&quot;); sein Typ ist %2, und %3.</translation>
    </message>
    <message>
        <source>the server replaces it with an empty object schema</source>
        <translation>der Server ersetzt es durch ein leeres Objektschema</translation>
    </message>
    <message>
        <source>the server drops it</source>
        <translation>der Server verwirft es</translation>
    </message>
    <message>
        <source>%1 must be true or false; got %2.</source>
        <translation>%1 muss true oder false sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is required: the resolved A2A Agent Card JSON object.</source>
        <translation>%1 ist erforderlich: das aufgelöste JSON-Objekt der A2A Agent Card.</translation>
    </message>
    <message>
        <source>%1 must be the resolved A2A Agent Card JSON object; got %2.</source>
        <translation>%1 muss das aufgelöste JSON-Objekt der A2A Agent Card sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 lacks a &quot;name&quot; or &quot;description&quot; and the ref has no description; the model sees a poor tool description.</source>
        <translation>In %1 fehlt &quot;name&quot; oder &quot;description&quot;, und die Referenz hat keine Beschreibung; das Modell sieht eine dürftige Werkzeugbeschreibung.</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$ (the tool name prefix); got %2.</source>
        <translation>%1 muss eine Zeichenkette sein, die ^[a-zA-Z0-9_]{1,64}$ entspricht (das Präfix der Werkzeugnamen); erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is expected to be an array or an object; got %2.</source>
        <translation>%1 sollte ein Array oder ein Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>the SDK-side MCP server label</source>
        <translation>die Bezeichnung des MCP-Servers auf SDK-Seite</translation>
    </message>
    <message>
        <source>%1 must be the MCP Implementation object; got %2.</source>
        <translation>%1 muss das MCP-Implementation-Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be the MCP tools/list array; got %2.</source>
        <translation>%1 muss das MCP-Array aus tools/list sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is empty: this MCP server exposes no tools.</source>
        <translation>%1 ist leer: Dieser MCP-Server stellt keine Werkzeuge bereit.</translation>
    </message>
    <message>
        <source>%1 must be an MCP Tool object; got %2.</source>
        <translation>%1 muss ein MCP-Tool-Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 should be a JSON Schema object; got %2.</source>
        <translation>%1 sollte ein JSON-Schema-Objekt sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>reasoningLevel must be &quot;off&quot;, &quot;low&quot;, &quot;medium&quot;, &quot;high&quot; or an integer from 0 to 100; got %1.</source>
        <translation>reasoningLevel muss &quot;off&quot;, &quot;low&quot;, &quot;medium&quot;, &quot;high&quot; oder eine Ganzzahl von 0 bis 100 sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be a string level or an integer from 0 to 100; got %1.</source>
        <translation>reasoningLevel muss eine Stufe als Zeichenkette oder eine Ganzzahl von 0 bis 100 sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be a whole number from 0 to 100; got %1.</source>
        <translation>reasoningLevel muss eine ganze Zahl von 0 bis 100 sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be from 0 to 100; got %1.</source>
        <translation>reasoningLevel muss zwischen 0 und 100 liegen; erhalten: %1.</translation>
    </message>
    <message>
        <source>budgets must be an object; got %1.</source>
        <translation>budgets muss ein Objekt sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>%1 must be an integer of at least 1; got %2.</source>
        <translation>%1 muss eine Ganzzahl von mindestens 1 sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is %2, above the practical maximum of %3.</source>
        <translation>%1 ist %2 und liegt damit über dem praktischen Maximum von %3.</translation>
    </message>
    <message>
        <source>outputSchema must be an object {name?, schema}; got %1.</source>
        <translation>outputSchema muss ein Objekt {name?, schema} sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_-]{1,64}$; got %2.</source>
        <translation>%1 muss eine Zeichenkette sein, die ^[a-zA-Z0-9_-]{1,64}$ entspricht; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 is required: the JSON Schema of the reply (an object).</source>
        <translation>%1 ist erforderlich: das JSON-Schema der Antwort (ein Objekt).</translation>
    </message>
    <message>
        <source>%1 must be a JSON object (not null, an array or a scalar); got %2.</source>
        <translation>%1 muss ein JSON-Objekt sein (nicht null, kein Array und kein Skalar); erhalten: %2.</translation>
    </message>
    <message>
        <source>outputSchema may be at most %1 bytes (32 KB) as compact JSON; it is %2 bytes.</source>
        <translation>outputSchema darf als kompaktes JSON höchstens %1 Bytes (32 KB) groß sein; es sind %2 Bytes.</translation>
    </message>
    <message>
        <source>loopDetection must be false or an object; got %1 (omit the field for the defaults).</source>
        <translation>loopDetection muss false oder ein Objekt sein; erhalten: %1 (lassen Sie das Feld für die Standardwerte weg).</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>hardCutoffThreshold %1 must be strictly greater than consecutiveThreshold %2.</source>
        <translation>hardCutoffThreshold %1 muss echt größer als consecutiveThreshold %2 sein.</translation>
    </message>
    <message>
        <source>toolBudgets must be an object of tool name to {maxCalls}; got %1.</source>
        <translation>toolBudgets muss ein Objekt sein, das Werkzeugnamen auf {maxCalls} abbildet; erhalten: %1.</translation>
    </message>
    <message>
        <source>toolBudgets may have at most %1 entries; it has %2.</source>
        <translation>toolBudgets darf höchstens %1 Einträge haben; es sind %2.</translation>
    </message>
    <message>
        <source>Tool budget keys must be 1 to %1 characters long; %2 has %3.</source>
        <translation>Schlüssel von Werkzeugbudgets müssen 1 bis %1 Zeichen lang sein; %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 names no tool declared in this spec and no tool with a default budget; the budget may never apply.</source>
        <translation>%1 benennt weder ein in dieser Spezifikation deklariertes Werkzeug noch ein Werkzeug mit Standardbudget; das Budget greift womöglich nie.</translation>
    </message>
    <message>
        <source>%1 must be an object {maxCalls}; got %2.</source>
        <translation>%1 muss ein Objekt {maxCalls} sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>a tool budget</source>
        <translation>ein Werkzeugbudget</translation>
    </message>
    <message>
        <source>%1 is required: an integer from 0 to %2.</source>
        <translation>%1 ist erforderlich: eine Ganzzahl von 0 bis %2.</translation>
    </message>
    <message>
        <source>supervisor must be true, false or an object; got %1.</source>
        <translation>supervisor muss true, false oder ein Objekt sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>%1 must be false or an object {chars?, ms?}; got %2.</source>
        <translation>%1 muss false oder ein Objekt {chars?, ms?} sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>plan must be true, false or an object {steps?, brief?, planOnly?}; got %1.</source>
        <translation>plan muss true, false oder ein Objekt {steps?, brief?, planOnly?} sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>%1 must be an array of step titles; got %2.</source>
        <translation>%1 muss ein Array von Schritttiteln sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 has %2 steps; the server clamps long plans (more than %3 steps are likely cut).</source>
        <translation>%1 hat %2 Schritte; der Server kürzt lange Pläne (mehr als %3 Schritte werden wahrscheinlich abgeschnitten).</translation>
    </message>
    <message>
        <source>%1 must be a step title string; got %2.</source>
        <translation>%1 muss ein Schritttitel als Zeichenkette sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must not be empty or blank (at least 1 character).</source>
        <translation>%1 darf nicht leer sein oder nur aus Leerraum bestehen (mindestens 1 Zeichen).</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps step titles (more than %3 characters are likely cut).</source>
        <translation>%1 ist %2 Zeichen lang; der Server kürzt Schritttitel (mehr als %3 Zeichen werden wahrscheinlich abgeschnitten).</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps the brief (more than %3 characters are likely cut).</source>
        <translation>%1 ist %2 Zeichen lang; der Server kürzt die Kurzbeschreibung (mehr als %3 Zeichen werden wahrscheinlich abgeschnitten).</translation>
    </message>
    <message>
        <source>metadata must be a flat object of string values; got %1.</source>
        <translation>metadata muss ein flaches Objekt mit Zeichenkettenwerten sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>metadata may have at most %1 entries; it has %2.</source>
        <translation>metadata darf höchstens %1 Einträge haben; es sind %2.</translation>
    </message>
    <message>
        <source>%1 may be at most %2 characters long; it has %3.</source>
        <translation>%1 darf höchstens %2 Zeichen lang sein; es sind %3.</translation>
    </message>
    <message>
        <source>metadata may be at most %1 bytes (4 KB) as compact JSON; it is %2 bytes.</source>
        <translation>metadata darf als kompaktes JSON höchstens %1 Bytes (4 KB) groß sein; es sind %2 Bytes.</translation>
    </message>
    <message>
        <source>an empty document</source>
        <translation>ein leeres Dokument</translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation>ein Skalar</translation>
    </message>
    <message>
        <source>The spec must be a JSON object; got %1.</source>
        <translation>Die Spezifikation muss ein JSON-Objekt sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>The spec is not valid JSON: %1 at byte offset %2.</source>
        <translation>Die Spezifikation ist kein gültiges JSON: %1 bei Byte-Offset %2.</translation>
    </message>
    <message>
        <source>%1 has neither a &quot;url&quot; (A2A 0.3) nor a &quot;supportedInterfaces[].url&quot; (A2A 1.0); local_tool_call events are dispatched to the peer by its card URL.</source>
        <translation>%1 hat weder eine &quot;url&quot; (A2A 0.3) noch eine &quot;supportedInterfaces[].url&quot; (A2A 1.0); local_tool_call-Ereignisse werden über die URL der Card an den Peer zugestellt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 ist kein gültiges Base64 (Standardalphabet, auf ein Vielfaches von 4 Zeichen aufgefüllt; %Ln Zeichen angegeben).</numerusform>
            <numerusform>%1 ist kein gültiges Base64 (Standardalphabet, auf ein Vielfaches von 4 Zeichen aufgefüllt; %Ln Zeichen angegeben).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 muss ^[a-zA-Z0-9_]{1,64}$ entsprechen (1 bis %2 ASCII-Buchstaben, Ziffern oder Unterstriche); erhalten: %3 (%Ln Zeichen).</numerusform>
            <numerusform>%1 muss ^[a-zA-Z0-9_]{1,64}$ entsprechen (1 bis %2 ASCII-Buchstaben, Ziffern oder Unterstriche); erhalten: %3 (%Ln Zeichen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 muss ^[a-zA-Z0-9_-]{1,64}$ entsprechen (1 bis 64 Buchstaben, Ziffern, &quot;_&quot; oder &quot;-&quot;); erhalten: %2 (%Ln Zeichen).</numerusform>
            <numerusform>%1 muss ^[a-zA-Z0-9_-]{1,64}$ entsprechen (1 bis 64 Buchstaben, Ziffern, &quot;_&quot; oder &quot;-&quot;); erhalten: %2 (%Ln Zeichen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln character(s).</source>
        <translation>
            <numerusform>Der Metadatenschlüssel %1 muss ^[A-Za-z0-9._-]{1,64}$ entsprechen (1 bis 64 Buchstaben, Ziffern, &quot;.&quot;, &quot;_&quot; oder &quot;-&quot;); er hat %Ln Zeichen.</numerusform>
            <numerusform>Der Metadatenschlüssel %1 muss ^[A-Za-z0-9._-]{1,64}$ entsprechen (1 bis 64 Buchstaben, Ziffern, &quot;.&quot;, &quot;_&quot; oder &quot;-&quot;); er hat %Ln Zeichen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoredCredential</name>
    <message>
        <source>No API key is stored in the keychain for the connection profile %1.</source>
        <translation>Im Schlüsselbund ist für das Verbindungsprofil %1 kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the API key of the connection profile %1 could not be read: %2</source>
        <translation>Der Schlüsselbund ist nicht verfügbar, daher konnte der API-Schlüssel des Verbindungsprofils %1 nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The API key of the connection profile %1 could not be read from the keychain: %2</source>
        <translation>Der API-Schlüssel des Verbindungsprofils %1 konnte nicht aus dem Schlüsselbund gelesen werden: %2</translation>
    </message>
    <message>
        <source>The connection profile %1 is not signed in: no refresh token is stored in the keychain.</source>
        <translation>Das Verbindungsprofil %1 ist nicht angemeldet: Im Schlüsselbund ist kein Refresh-Token gespeichert.</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the sign-in of the connection profile %1 could not be read: %2</source>
        <translation>Der Schlüsselbund ist nicht verfügbar, daher konnte die Anmeldung des Verbindungsprofils %1 nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The sign-in of the connection profile %1 could not be read from the keychain: %2</source>
        <translation>Die Anmeldung des Verbindungsprofils %1 konnte nicht aus dem Schlüsselbund gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>SvgChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Tokens by kind (whole run)</source>
        <translation>Tokens nach Art (ganzer Lauf)</translation>
    </message>
    <message>
        <source>No token usage reported (it comes with the run&apos;s end).</source>
        <translation>Kein Token-Verbrauch gemeldet (er kommt mit dem Ende des Laufs).</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Eingabe aus dem Cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Reasoning is counted within output; cached within input. The protocol reports usage per run, not per turn.</source>
        <translation>Reasoning zählt zur Ausgabe, Cache-Tokens zählen zur Eingabe. Das Protokoll meldet den Verbrauch pro Lauf, nicht pro Runde.</translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation>Wohin die Zeit ging</translation>
    </message>
    <message>
        <source>Timing unknown: the events carry no times.</source>
        <translation>Zeiten unbekannt: Die Ereignisse tragen keine Zeitangaben.</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Noch nichts anzuzeigen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more bar(s) not drawn.</source>
        <translation>
            <numerusform>%n weiterer Balken nicht gezeichnet.</numerusform>
            <numerusform>%n weitere Balken nicht gezeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation>Ereignisse pro Sekunde</translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 s: %n event(s)</source>
        <translation>
            <numerusform>%1–%2 s: %n Ereignis</numerusform>
            <numerusform>%1–%2 s: %n Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n token(s)</source>
        <translation>
            <numerusform>%1: %n Token</numerusform>
            <numerusform>%1: %n Tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRowTexts</name>
    <message>
        <source>reasoning %1</source>
        <translation>Reasoning %1</translation>
    </message>
    <message>
        <source>%1 in (%2 cached) · %3 out (%4 reasoning)</source>
        <translation>%1 Eingabe (%2 aus dem Cache) · %3 Ausgabe (%4 Reasoning)</translation>
    </message>
    <message>
        <source>Run started</source>
        <translation>Lauf gestartet</translation>
    </message>
    <message>
        <source>Assistant text</source>
        <translation>Assistententext</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denkprozess</translation>
    </message>
    <message>
        <source>Server tool call</source>
        <translation>Server-Werkzeugaufruf</translation>
    </message>
    <message>
        <source>Server tool result</source>
        <translation>Server-Werkzeugergebnis</translation>
    </message>
    <message>
        <source>Local tool call</source>
        <translation>Lokaler Werkzeugaufruf</translation>
    </message>
    <message>
        <source>Echoed answer</source>
        <translation>Zurückgemeldete Antwort</translation>
    </message>
    <message>
        <source>Loop detected</source>
        <translation>Schleife erkannt</translation>
    </message>
    <message>
        <source>Tool budget exceeded</source>
        <translation>Werkzeugbudget überschritten</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Task plan</source>
        <translation>Aufgabenplan</translation>
    </message>
    <message>
        <source>Turn end</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Unknown event</source>
        <translation>Unbekanntes Ereignis</translation>
    </message>
    <message>
        <source>Malformed event</source>
        <translation>Fehlerhaftes Ereignis</translation>
    </message>
    <message>
        <source>an older server&apos;s `started` event</source>
        <translation>das `started`-Ereignis eines älteren Servers</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Assistant (streaming)</source>
        <translation>Assistent (streamt)</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt</translation>
    </message>
    <message>
        <source>Server tool call · %1</source>
        <translation>Server-Werkzeugaufruf · %1</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Tool result · %1</source>
        <translation>Werkzeugergebnis · %1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>MCP tool call · %1</source>
        <translation>MCP-Werkzeugaufruf · %1</translation>
    </message>
    <message>
        <source>server %1 · tool %2</source>
        <translation>Server %1 · Werkzeug %2</translation>
    </message>
    <message>
        <source>Agent call · %1</source>
        <translation>Agentenaufruf · %1</translation>
    </message>
    <message>
        <source>agent %1 · %2</source>
        <translation>Agent %1 · %2</translation>
    </message>
    <message>
        <source>Local tool call · %1</source>
        <translation>Lokaler Werkzeugaufruf · %1</translation>
    </message>
    <message>
        <source>repeated call event</source>
        <translation>wiederholtes Aufrufereignis</translation>
    </message>
    <message>
        <source>Answer echoed · %1</source>
        <translation>Antwort zurückgemeldet · %1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>error answer for %1</source>
        <translation>Fehlerantwort für %1</translation>
    </message>
    <message>
        <source>result for %1</source>
        <translation>Ergebnis für %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>looping — gave up</source>
        <translation>Schleife — aufgegeben</translation>
    </message>
    <message>
        <source>looping — nudged</source>
        <translation>Schleife — Modell ermahnt</translation>
    </message>
    <message numerus="yes">
        <source>%n identical tool batch(es) in a row: %1</source>
        <translation>
            <numerusform>%n identischer Werkzeug-Batch in Folge: %1</numerusform>
            <numerusform>%n identische Werkzeug-Batches in Folge: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The server forced a final turn without tools.</source>
        <translation>Der Server hat eine letzte Runde ohne Werkzeuge erzwungen.</translation>
    </message>
    <message>
        <source>The server skipped the repeated batch and nudged the model to answer or change strategy.</source>
        <translation>Der Server hat den wiederholten Batch übersprungen und das Modell ermahnt, zu antworten oder die Strategie zu ändern.</translation>
    </message>
    <message>
        <source>Tool budget exceeded · %1</source>
        <translation>Werkzeugbudget überschritten · %1</translation>
    </message>
    <message>
        <source>call %1 of max %2</source>
        <translation>Aufruf %1 von max. %2</translation>
    </message>
    <message>
        <source>The call was not run; the model was told to pivot or finalize.</source>
        <translation>Der Aufruf wurde nicht ausgeführt; das Modell wurde angewiesen, die Strategie zu wechseln oder abzuschließen.</translation>
    </message>
    <message>
        <source>Supervisor: on track</source>
        <translation>Supervisor: auf Kurs</translation>
    </message>
    <message>
        <source>Supervisor: redirect</source>
        <translation>Supervisor: umlenken</translation>
    </message>
    <message>
        <source>Supervisor: finalize</source>
        <translation>Supervisor: abschließen</translation>
    </message>
    <message>
        <source>Supervisor: %1</source>
        <translation>Supervisor: %1</translation>
    </message>
    <message>
        <source>Injected message: %1</source>
        <translation>Eingefügte Nachricht: %1</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>Prüfmodell %1</translation>
    </message>
    <message numerus="yes">
        <source>after %n LLM call(s)</source>
        <translation>
            <numerusform>nach %n LLM-Aufruf</numerusform>
            <numerusform>nach %n LLM-Aufrufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan: %1 von %2 erledigt</translation>
    </message>
    <message>
        <source>Turn %1 ended</source>
        <translation>Runde %1 beendet</translation>
    </message>
    <message>
        <source>finish reason %1</source>
        <translation>Beendigungsgrund %1</translation>
    </message>
    <message>
        <source>no finish reason</source>
        <translation>kein Beendigungsgrund</translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s): %1</source>
        <translation>
            <numerusform>%n Werkzeugaufruf: %1</numerusform>
            <numerusform>%n Werkzeugaufrufe: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no tool calls</source>
        <translation>keine Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>Result · failed (%1)</source>
        <translation>Ergebnis · fehlgeschlagen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>plan of %n step(s)</source>
        <translation>
            <numerusform>Plan mit %n Schritt</numerusform>
            <numerusform>Plan mit %n Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Error · %1</source>
        <translation>Fehler · %1</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>retryable</source>
        <translation>wiederholbar</translation>
    </message>
    <message>
        <source>not retryable</source>
        <translation>nicht wiederholbar</translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation>abgeschnittene Antwort — JSON wahrscheinlich unvollständig</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Unknown event · %1</source>
        <translation>Unbekanntes Ereignis · %1</translation>
    </message>
    <message>
        <source>an event type this version does not know; shown as received</source>
        <translation>ein Ereignistyp, den diese Version nicht kennt; wie empfangen angezeigt</translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation>%1 bei Byte %2</translation>
    </message>
    <message>
        <source>no seq</source>
        <translation>keine seq</translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation>seq %1</translation>
    </message>
    <message>
        <source>seq %1–%2</source>
        <translation>seq %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n event(s) · turn %3</source>
        <translation>
            <numerusform>%1 · %2 · %n Ereignis · Runde %3</numerusform>
            <numerusform>%1 · %2 · %n Ereignisse · Runde %3</numerusform>
        </translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>unfinished: the run ended while this was streaming</source>
        <translation>unvollständig: der Lauf endete, während dies gestreamt wurde</translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted (%1)</source>
        <translation>vom Benutzer abgelehnt: Fehlerantwort angenommen (%1)</translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted</source>
        <translation>vom Benutzer abgelehnt: Fehlerantwort angenommen</translation>
    </message>
    <message>
        <source>truncated reply — cut off before it was finished</source>
        <translation>abgeschnittene Antwort — beendet, bevor sie fertig war</translation>
    </message>
</context>
<context>
    <name>ToolResultValidator</name>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented tool-result field; the server may ignore it.</source>
        <translation>&quot;%1&quot; ist kein dokumentiertes Feld eines Werkzeugergebnisses; der Server ignoriert es womöglich.</translation>
    </message>
    <message>
        <source>toolUseId is required: the id from the local_tool_call event.</source>
        <translation>toolUseId ist erforderlich: die ID aus dem local_tool_call-Ereignis.</translation>
    </message>
    <message>
        <source>toolUseId must be a non-empty string; got %1.</source>
        <translation>toolUseId muss eine nicht leere Zeichenkette sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>result and error are mutually exclusive; send exactly one of them.</source>
        <translation>result und error schließen sich gegenseitig aus; senden Sie genau eines davon.</translation>
    </message>
    <message>
        <source>Exactly one of result or error is required.</source>
        <translation>Genau eines von result oder error ist erforderlich.</translation>
    </message>
    <message>
        <source>2 MB</source>
        <translation>2 MB</translation>
    </message>
    <message>
        <source>8 KB</source>
        <translation>8 KB</translation>
    </message>
    <message>
        <source>files are only honored alongside result; with error they are ignored.</source>
        <translation>files wird nur zusammen mit result berücksichtigt; zusammen mit error wird es ignoriert.</translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation>%1 muss eine Zeichenkette sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 may be at most %2 bytes (%3) as UTF-8; it is %4 bytes.</source>
        <translation>%1 darf als UTF-8 höchstens %2 Bytes (%3) groß sein; es sind %4 Bytes.</translation>
    </message>
    <message>
        <source>files must be an array of {filename, mimeType, data}; got %1.</source>
        <translation>files muss ein Array von {filename, mimeType, data} sein; erhalten: %1.</translation>
    </message>
    <message>
        <source>files may hold at most %1 files; it has %2.</source>
        <translation>files darf höchstens %1 Dateien enthalten; es sind %2.</translation>
    </message>
    <message>
        <source>files may total at most %1 decoded bytes (5 MB); they decode to %2 bytes.</source>
        <translation>files darf dekodiert insgesamt höchstens %1 Bytes (5 MB) groß sein; dekodiert sind es %2 Bytes.</translation>
    </message>
    <message>
        <source>%1 must be an object {filename, mimeType, data}; got %2.</source>
        <translation>%1 muss ein Objekt {filename, mimeType, data} sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty file name; got %2.</source>
        <translation>%1 muss ein nicht leerer Dateiname sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation>%1 muss eine nicht leere Zeichenkette mit einem MIME-Typ sein; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation>%1 %2 ist kein bekannter Anhangstyp und wird vom Server womöglich abgelehnt.</translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation>%1 muss die Bytes der Datei als Base64-Zeichenkette enthalten; erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation>%1 muss reines Base64 ohne &quot;data:&quot;-URL-Präfix sein.</translation>
    </message>
    <message>
        <source>A tool-result body must be a JSON object {toolUseId, result | error, files?}.</source>
        <translation>Der Body eines Werkzeugergebnisses muss ein JSON-Objekt {toolUseId, result | error, files?} sein.</translation>
    </message>
    <message>
        <source>The tool-result body is not valid JSON: %1 at byte offset %2.</source>
        <translation>Der Body des Werkzeugergebnisses ist kein gültiges JSON: %1 bei Byte-Offset %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 ist kein gültiges Base64 (Standardalphabet, auf ein Vielfaches von 4 Zeichen aufgefüllt; %Ln Zeichen angegeben).</numerusform>
            <numerusform>%1 ist kein gültiges Base64 (Standardalphabet, auf ein Vielfaches von 4 Zeichen aufgefüllt; %Ln Zeichen angegeben).</numerusform>
        </translation>
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
        <translation>Nach &lt;ms&gt; Millisekunden beenden (für Smoke-Tests).</translation>
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
        <source>Embedded sandbox server listening on %1</source>
        <translation>Eingebauter Sandbox-Server lauscht auf %1</translation>
    </message>
    <message>
        <source>The embedded sandbox server did not start: %1</source>
        <translation>Der eingebaute Sandbox-Server ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Open the run &lt;id&gt;: its whole event log, then its live tail if it is running.</source>
        <translation>Den Lauf &lt;id&gt; öffnen: sein gesamtes Ereignisprotokoll, dann, falls er noch läuft, die weiteren Ereignisse live.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>A capture file (.mxrun) to open and replay.</source>
        <translation>Eine Mitschnittdatei (.mxrun), die geöffnet und wiedergegeben wird.</translation>
    </message>
    <message>
        <source>[capture.mxrun]</source>
        <translation>[mitschnitt.mxrun]</translation>
    </message>
    <message>
        <source>Open a new window even when the inspector is running already (otherwise the files are opened in the running one).</source>
        <translation>Ein neues Fenster öffnen, auch wenn der Inspector schon läuft (sonst werden die Dateien im laufenden geöffnet).</translation>
    </message>
    <message>
        <source>The running inspector did not answer; this is a new one (%1)</source>
        <translation>Der laufende Inspector hat nicht geantwortet; dies ist ein neuer (%1)</translation>
    </message>
</context>
<context>
    <name>mantyx::A2aClient</name>
    <message>
        <source>[file %1: %2]</source>
        <translation>[Datei %1: %2]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The agent card is not valid JSON (%1 at byte %2).</source>
        <translation>Die Agent Card ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The agent card must be a JSON object.</source>
        <translation>Die Agent Card muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The agent card has neither `url` nor `supportedInterfaces`.</source>
        <translation>Die Agent Card hat weder `url` noch `supportedInterfaces`.</translation>
    </message>
    <message>
        <source>The agent card names no usable JSON-RPC endpoint (only JSON-RPC is supported, not HTTP+JSON or gRPC).</source>
        <translation>Die Agent Card nennt keinen verwendbaren JSON-RPC-Endpunkt (unterstützt wird nur JSON-RPC, nicht HTTP+JSON oder gRPC).</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>größer als %1 Bytes</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The agent card could not be fetched.
%1</source>
        <translation>Die Agent Card konnte nicht abgerufen werden.
%1</translation>
    </message>
    <message>
        <source>No agent card is set for this A2A peer.</source>
        <translation>Für diesen A2A-Peer ist keine Agent Card festgelegt.</translation>
    </message>
    <message>
        <source>The call&apos;s arguments must be {&quot;message&quot;: string} for an A2A peer.</source>
        <translation>Die Argumente des Aufrufs müssen für einen A2A-Peer {&quot;message&quot;: string} sein.</translation>
    </message>
    <message>
        <source>The agent did not answer within %1 s.</source>
        <translation>Der Agent hat nicht innerhalb von %1 s geantwortet.</translation>
    </message>
    <message>
        <source>The agent&apos;s answer is larger than %1 bytes.</source>
        <translation>Die Antwort des Agenten ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <source>Could not reach the agent at %1: %2</source>
        <translation>Der Agent unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 without a JSON-RPC response.</source>
        <translation>Der Agent hat mit HTTP %1 ohne JSON-RPC-Antwort geantwortet.</translation>
    </message>
    <message>
        <source>The agent answered with JSON-RPC error %1: %2</source>
        <translation>Der Agent hat mit dem JSON-RPC-Fehler %1 geantwortet: %2</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(keine Meldung)</translation>
    </message>
    <message>
        <source>The agent&apos;s answer holds neither a message nor a task.</source>
        <translation>Die Antwort des Agenten enthält weder eine Nachricht noch eine Aufgabe.</translation>
    </message>
    <message>
        <source>(no state)</source>
        <translation>(kein Status)</translation>
    </message>
    <message>
        <source>The agent&apos;s task ended as %1.</source>
        <translation>Die Aufgabe des Agenten endete mit dem Status %1.</translation>
    </message>
    <message>
        <source>The agent&apos;s task stopped as %1; this client cannot continue it.</source>
        <translation>Die Aufgabe des Agenten wurde im Status %1 angehalten; dieser Client kann sie nicht fortsetzen.</translation>
    </message>
    <message>
        <source>The agent returned the task unfinished (%1); this client does not poll for it.</source>
        <translation>Der Agent hat die Aufgabe unerledigt zurückgegeben (%1); dieser Client fragt ihren Stand nicht ab.</translation>
    </message>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation>eine Antwort enthält höchstens %1 Dateien</translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation>die Dateien würden zusammen %1 MB überschreiten</translation>
    </message>
    <message>
        <source>[file %1 not attached: %2]</source>
        <translation>[Datei %1 nicht angehängt: %2]</translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 with %2 instead of a JSON-RPC response.</source>
        <translation>Der Agent hat mit HTTP %1 und %2 statt mit einer JSON-RPC-Antwort geantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>It begins: %1 (%n byte(s))</source>
        <translation>
            <numerusform>Sie beginnt mit: %1 (%n Byte)</numerusform>
            <numerusform>Sie beginnt mit: %1 (%n Bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::A2aLocalToolEditor</name>
    <message>
        <source>Open Agent Card</source>
        <translation>Agent Card öffnen</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// URL.</source>
        <translation>%1 ist keine http://- oder https://-URL.</translation>
    </message>
    <message>
        <source>Fetching the agent card from %1…</source>
        <translation>Agent Card wird von %1 abgerufen…</translation>
    </message>
    <message>
        <source>Fetched from %1.</source>
        <translation>Von %1 abgerufen.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an agent card: %2</source>
        <translation>%1 ist keine Agent Card: %2</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>Aus %1 gelesen.</translation>
    </message>
    <message>
        <source>An agent card is a JSON object ({…}).</source>
        <translation>Eine Agent Card ist ein JSON-Objekt ({…}).</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <source>none this app can call: %1</source>
        <translation>keiner, den diese Anwendung aufrufen kann: %1</translation>
    </message>
    <message>
        <source>(card protocolVersion %1)</source>
        <translation>(protocolVersion der Card: %1)</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation>Tags: %1</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <source>(no skills listed)</source>
        <translation>(keine Skills aufgeführt)</translation>
    </message>
    <message>
        <source>An A2A agent this app calls: the server gets its resolved agent card and tells the model about it; the model&apos;s messages come back here as tool calls.</source>
        <translation>Ein A2A-Agent, den diese Anwendung aufruft: Der Server erhält seine aufgelöste Agent Card und informiert das Modell darüber; die Nachrichten des Modells kommen als Werkzeugaufrufe hierher zurück.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation>hr_agent</translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Der Werkzeugname, den das Modell aufruft: 1 bis 64 Buchstaben, Ziffern oder Unterstriche</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>optional: replaces &quot;Delegate a task to …&quot;</source>
        <translation>optional: ersetzt &quot;Delegate a task to …&quot;</translation>
    </message>
    <message>
        <source>Get the agent card</source>
        <translation>Die Agent Card holen</translation>
    </message>
    <message>
        <source>Agent &amp;URL:</source>
        <translation>Agent-UR&amp;L:</translation>
    </message>
    <message>
        <source>http://localhost:9999</source>
        <translation>http://localhost:9999</translation>
    </message>
    <message>
        <source>The agent&apos;s base URL (its card is at /.well-known/agent-card.json) or the card&apos;s own URL</source>
        <translation>Die Basis-URL des Agenten (seine Card liegt unter /.well-known/agent-card.json) oder die URL der Card selbst</translation>
    </message>
    <message>
        <source>&amp;Fetch card</source>
        <translation>Card &amp;abrufen</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>Header:</translation>
    </message>
    <message>
        <source>Sent with the card request only; not part of the spec</source>
        <translation>Wird nur mit der Card-Anfrage gesendet; nicht Teil der Spezifikation</translation>
    </message>
    <message>
        <source>Open card &amp;file…</source>
        <translation>Card-Da&amp;tei öffnen…</translation>
    </message>
    <message>
        <source>Agent card</source>
        <translation>Agent Card</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation>Skills:</translation>
    </message>
    <message>
        <source>Card &amp;JSON:</source>
        <translation>Card-&amp;JSON:</translation>
    </message>
    <message>
        <source>The card as it is sent; paste a card here to use it</source>
        <translation>Die Card, so wie sie gesendet wird; fügen Sie hier eine Card ein, um sie zu verwenden</translation>
    </message>
</context>
<context>
    <name>mantyx::A2aToolEditor</name>
    <message>
        <source>An A2A agent the server reaches itself: it fetches the agent card from the URL and sends the model&apos;s messages to the agent.</source>
        <translation>Ein A2A-Agent, den der Server selbst erreicht: Er ruft die Agent Card von der URL ab und sendet die Nachrichten des Modells an den Agenten.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation>hr_agent</translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Der Werkzeugname, den das Modell aufruft: 1 bis 64 Buchstaben, Ziffern oder Unterstriche</translation>
    </message>
    <message>
        <source>Agent card &amp;URL:</source>
        <translation>Agent-Card-U&amp;RL:</translation>
    </message>
    <message>
        <source>https://agent.example.com/.well-known/agent-card.json</source>
        <translation>https://agent.example.com/.well-known/agent-card.json</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>H&amp;eader:</translation>
    </message>
    <message>
        <source>Sent by the server with the card request and every call</source>
        <translation>Vom Server mit der Card-Anfrage und jedem Aufruf gesendet</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>&amp;Kontext-ID:</translation>
    </message>
    <message>
        <source>optional: continue an A2A conversation</source>
        <translation>optional: eine A2A-Unterhaltung fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>optional: replaces the card&apos;s description</source>
        <translation>optional: ersetzt die Beschreibung der Card</translation>
    </message>
</context>
<context>
    <name>mantyx::AnswerDialog</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation>mehr als ein Wert</translation>
    </message>
    <message>
        <source>Answer tool call</source>
        <translation>Werkzeugaufruf beantworten</translation>
    </message>
    <message>
        <source>Answer the tool call</source>
        <translation>Den Werkzeugaufruf beantworten</translation>
    </message>
    <message>
        <source>Answer %1 (%2)</source>
        <translation>%1 (%2) beantworten</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Ergebnis</translation>
    </message>
    <message>
        <source>Send a result: what the tool produced</source>
        <translation>Ein Ergebnis senden: was das Werkzeug erzeugt hat</translation>
    </message>
    <message>
        <source>&amp;Error</source>
        <translation>&amp;Fehler</translation>
    </message>
    <message>
        <source>Send an error: the tool failed, the model is told why</source>
        <translation>Einen Fehler senden: Das Werkzeug ist fehlgeschlagen, das Modell erfährt den Grund</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Check the result as JSON while typing</source>
        <translation>Das Ergebnis schon beim Tippen als JSON prüfen</translation>
    </message>
    <message>
        <source>&amp;Pretty-print</source>
        <translation>For&amp;matieren</translation>
    </message>
    <message>
        <source>The tool&apos;s result, as the model will read it</source>
        <translation>Das Ergebnis des Werkzeugs, so wie das Modell es lesen wird</translation>
    </message>
    <message>
        <source>Files to attach:</source>
        <translation>Anzuhängende Dateien:</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Error message (the model reads it as the tool&apos;s failure):</source>
        <translation>Fehlermeldung (das Modell liest sie als Fehlschlag des Werkzeugs):</translation>
    </message>
    <message>
        <source>e.g. The file does not exist</source>
        <translation>z. B. Die Datei existiert nicht</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>✓ valid JSON</source>
        <translation>✓ gültiges JSON</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Sent as plain text.</source>
        <translation>Wird als reiner Text gesendet.</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Send the answer (%1)</source>
        <translation>Antwort senden (%1)</translation>
    </message>
</context>
<context>
    <name>mantyx::ApiClient</name>
    <message>
        <source>The credential was replaced during a refresh.</source>
        <translation>Die Anmeldedaten wurden während einer Aktualisierung ersetzt.</translation>
    </message>
    <message>
        <source>The credential refresh did not finish in time.</source>
        <translation>Die Aktualisierung der Anmeldedaten wurde nicht rechtzeitig abgeschlossen.</translation>
    </message>
    <message>
        <source>The base URL %1 is not an http or https address; the credential is sent nowhere.</source>
        <translation>Die Basis-URL %1 ist keine http- oder https-Adresse; die Anmeldedaten werden nirgendwohin gesendet.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address on the connection&apos;s origin %2; it was not opened.</source>
        <translation>%1 ist keine http- oder https-Adresse am Ursprung %2 der Verbindung; sie wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>(an empty address)</source>
        <translation>(eine leere Adresse)</translation>
    </message>
    <message>
        <source>%1 is plain http, but the connection is %2; it was not contacted, because the credential would travel unencrypted.</source>
        <translation>%1 ist unverschlüsseltes http, die Verbindung aber %2; die Adresse wurde nicht kontaktiert, weil die Anmeldedaten unverschlüsselt übertragen würden.</translation>
    </message>
    <message>
        <source>%1 is not on the connection&apos;s origin %2 (scheme, host and port); it was not contacted, because the request would carry the credential.</source>
        <translation>%1 liegt nicht am Ursprung %2 der Verbindung (Schema, Host und Port); die Adresse wurde nicht kontaktiert, weil die Anfrage die Anmeldedaten tragen würde.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1, a redirect to %2. It was not followed, because the request carries the credential: if the server has moved, correct the base URL of the connection.</source>
        <translation>Der Server hat mit HTTP %1 geantwortet, einer Weiterleitung nach %2. Ihr wurde nicht gefolgt, weil die Anfrage die Anmeldedaten trägt: Falls der Server umgezogen ist, korrigieren Sie die Basis-URL der Verbindung.</translation>
    </message>
    <message>
        <source>The server&apos;s answer has %1 bytes of headers, more than the limit of %2; it was not read.</source>
        <translation>Die Antwort des Servers hat %1 Bytes an Headern, mehr als die Grenze von %2; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The server did not complete the headers of its answer within %1 ms; the request was abandoned.</source>
        <translation>Der Server hat die Header seiner Antwort nicht innerhalb von %1 ms vollständig gesendet; die Anfrage wurde aufgegeben.</translation>
    </message>
</context>
<context>
    <name>mantyx::AttachmentList</name>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>File or URL</source>
        <translation>Datei oder URL</translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation>MIME-Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Anhänge</translation>
    </message>
    <message>
        <source>Drop files here to attach them. Double-click a MIME type to change it.</source>
        <translation>Ziehen Sie Dateien hierher, um sie anzuhängen. Doppelklicken Sie auf einen MIME-Typ, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>Add &amp;File…</source>
        <translation>Da&amp;tei hinzufügen…</translation>
    </message>
    <message>
        <source>Attach files as inline bytes (base64)</source>
        <translation>Dateien als eingebettete Bytes (Base64) anhängen</translation>
    </message>
    <message>
        <source>https://example.com/file.pdf</source>
        <translation>https://example.com/file.pdf</translation>
    </message>
    <message>
        <source>Attachment URL</source>
        <translation>Anhangs-URL</translation>
    </message>
    <message>
        <source>Attach a file the provider fetches from an https URL</source>
        <translation>Eine Datei anhängen, die der Anbieter von einer https-URL abruft</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected attachments</source>
        <translation>Die ausgewählten Anhänge entfernen</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Attach Files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <source>Add UR&amp;L</source>
        <translation>UR&amp;L hinzufügen</translation>
    </message>
</context>
<context>
    <name>mantyx::BehaviourPage</name>
    <message>
        <source>New step</source>
        <translation>Neuer Schritt</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Reasoning leve&amp;l:</source>
        <translation>Reasoning-S&amp;tufe:</translation>
    </message>
    <message>
        <source>Model default (omitted)</source>
        <translation>Modellstandard (weggelassen)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Low (30)</source>
        <translation>Niedrig (30)</translation>
    </message>
    <message>
        <source>Medium (50)</source>
        <translation>Mittel (50)</translation>
    </message>
    <message>
        <source>High (80)</source>
        <translation>Hoch (80)</translation>
    </message>
    <message>
        <source>Number (0–100)</source>
        <translation>Zahl (0–100)</translation>
    </message>
    <message>
        <source>Va&amp;lue:</source>
        <translation>W&amp;ert:</translation>
    </message>
    <message>
        <source>Reasoning level number</source>
        <translation>Reasoning-Stufe als Zahl</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>Budgets</translation>
    </message>
    <message>
        <source>Ma&amp;x tool turns:</source>
        <translation>Ma&amp;x. Werkzeugrunden:</translation>
    </message>
    <message>
        <source>Server default</source>
        <translation>Serverstandard</translation>
    </message>
    <message>
        <source>budgets.maxToolTurns: a safety cap on tool rounds (100 is the practical maximum)</source>
        <translation>budgets.maxToolTurns: eine Sicherheitsgrenze für Werkzeugrunden (100 ist das praktische Maximum)</translation>
    </message>
    <message>
        <source>Finalize at the ca&amp;p (maxToolTurnsExceeded: &quot;finalize&quot;)</source>
        <translation>Am &amp;Limit abschließen (maxToolTurnsExceeded: &quot;finalize&quot;)</translation>
    </message>
    <message>
        <source>Structured &amp;output (outputSchema)</source>
        <translation>&amp;Strukturierte Ausgabe (outputSchema)</translation>
    </message>
    <message>
        <source>Constrain the final reply to JSON matching a schema</source>
        <translation>Die endgültige Antwort auf JSON beschränken, das einem Schema entspricht</translation>
    </message>
    <message>
        <source>Schema na&amp;me:</source>
        <translation>Schema&amp;name:</translation>
    </message>
    <message>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <source>JSON s&amp;chema:</source>
        <translation>JSON-S&amp;chema:</translation>
    </message>
    <message>
        <source>{ &quot;type&quot;: &quot;object&quot;, &quot;properties&quot;: { … } }</source>
        <translation>{ &quot;type&quot;: &quot;object&quot;, &quot;properties&quot;: { … } }</translation>
    </message>
    <message>
        <source>Loop detection</source>
        <translation>Schleifenerkennung</translation>
    </message>
    <message>
        <source>Loop &amp;detection:</source>
        <translation>Sch&amp;leifenerkennung:</translation>
    </message>
    <message>
        <source>Server default (3 repeats nudge, 6 finalize)</source>
        <translation>Serverstandard (nach 3 Wiederholungen ermahnen, nach 6 abschließen)</translation>
    </message>
    <message>
        <source>Off (false)</source>
        <translation>Aus (false)</translation>
    </message>
    <message>
        <source>Custom thresholds</source>
        <translation>Eigene Schwellenwerte</translation>
    </message>
    <message>
        <source>Nudge &amp;after repeats:</source>
        <translation>Er&amp;mahnen nach Wiederholungen:</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>consecutiveThreshold: 2 to 100</source>
        <translation>consecutiveThreshold: 2 bis 100</translation>
    </message>
    <message>
        <source>Finali&amp;ze after repeats:</source>
        <translation>Abschl&amp;ießen nach Wiederholungen:</translation>
    </message>
    <message>
        <source>hardCutoffThreshold: 3 to 100, greater than the nudge threshold</source>
        <translation>hardCutoffThreshold: 3 bis 100, größer als die Schwelle zum Ermahnen</translation>
    </message>
    <message>
        <source>Tool budgets</source>
        <translation>Werkzeugbudgets</translation>
    </message>
    <message>
        <source>Too&amp;l budgets:</source>
        <translation>Wer&amp;kzeugbudgets:</translation>
    </message>
    <message>
        <source>Server defaults</source>
        <translation>Serverstandards</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Per-tool call caps for the whole run; 0 disables a tool. Entries are layered over the server&apos;s default budgets; an empty custom table turns the defaults off.</source>
        <translation>Aufruflimits pro Werkzeug für den ganzen Lauf; 0 deaktiviert ein Werkzeug. Die Einträge werden über die Standardbudgets des Servers gelegt; eine leere benutzerdefinierte Tabelle schaltet die Standardwerte ab.</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Su&amp;pervisor:</source>
        <translation>Su&amp;pervisor:</translation>
    </message>
    <message>
        <source>On, platform defaults (true)</source>
        <translation>An, Plattformstandards (true)</translation>
    </message>
    <message>
        <source>Review &amp;interval:</source>
        <translation>Pr&amp;üfintervall:</translation>
    </message>
    <message>
        <source>Default (%1 LLM calls)</source>
        <translation>Standard (%1 LLM-Aufrufe)</translation>
    </message>
    <message>
        <source>Judge mo&amp;del:</source>
        <translation>Prüfm&amp;odell:</translation>
    </message>
    <message>
        <source>Workspace supervisor default</source>
        <translation>Supervisor-Standard des Workspaces</translation>
    </message>
    <message>
        <source>Reasoning chec&amp;k:</source>
        <translation>Reasoning-Prü&amp;fung:</translation>
    </message>
    <message>
        <source>Default (3000 chars / 30 s)</source>
        <translation>Standard (3000 Zeichen / 30 s)</translation>
    </message>
    <message>
        <source>Off: review at tool rounds only</source>
        <translation>Aus: nur bei Werkzeugrunden prüfen</translation>
    </message>
    <message>
        <source>Trigger &amp;characters:</source>
        <translation>Auslöser-&amp;Zeichen:</translation>
    </message>
    <message>
        <source>Trigger millisecond&amp;s:</source>
        <translation>Auslöser-&amp;Millisekunden:</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Pla&amp;n:</source>
        <translation>&amp;Plan:</translation>
    </message>
    <message>
        <source>Auto: the server decides</source>
        <translation>Automatisch: Der Server entscheidet</translation>
    </message>
    <message>
        <source>My steps</source>
        <translation>Eigene Schritte</translation>
    </message>
    <message>
        <source>Plan onl&amp;y: produce the plan, do not run the agent</source>
        <translation>Nur Pla&amp;n: den Plan erstellen, den Agenten nicht ausführen</translation>
    </message>
    <message>
        <source>Br&amp;ief:</source>
        <translation>&amp;Kurzbeschreibung:</translation>
    </message>
    <message>
        <source>Optional one-line objective</source>
        <translation>Optionales einzeiliges Ziel</translation>
    </message>
    <message>
        <source>Ste&amp;ps:</source>
        <translation>Sch&amp;ritte:</translation>
    </message>
    <message>
        <source>Add Step</source>
        <translation>Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Up to 16 string pairs; keys of letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;</source>
        <translation>Bis zu 16 Zeichenkettenpaare; Schlüssel aus Buchstaben, Ziffern, &quot;.&quot;, &quot;_&quot; oder &quot;-&quot;</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Line %1, column %2: expected %3</source>
        <translation>Zeile %1, Spalte %2: Erwartet wird %3</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of %1 (the whole outputSchema as compact JSON)</source>
        <translation>
            <numerusform>%n Byte von %1 (das ganze outputSchema als kompaktes JSON)</numerusform>
            <numerusform>%n Bytes von %1 (das ganze outputSchema als kompaktes JSON)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::CaptureRunSource</name>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation>Die Mitschnittdatei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation>Die Mitschnittdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The capture file was written by a newer version (format %1); lines this version does not know are skipped.</source>
        <translation>Die Mitschnittdatei wurde von einer neueren Version geschrieben (Format %1); Zeilen, die diese Version nicht kennt, werden übersprungen.</translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation>%1 ist keine Mitschnittdatei: %2</translation>
    </message>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation>Die Mitschnittdatei ist in Zeile %1 (Byte %2) beschädigt; der Lauf wird bis dorthin angezeigt.</translation>
    </message>
</context>
<context>
    <name>mantyx::CommandHandler</name>
    <message>
        <source>%1
stderr:
%2</source>
        <translation>%1
stderr:
%2</translation>
    </message>
    <message>
        <source>The command %1 could not be started: %2</source>
        <translation>Der Befehl %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The command was cancelled.</source>
        <translation>Der Befehl wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The command did not finish within %1 s and was stopped.</source>
        <translation>Der Befehl wurde nicht innerhalb von %1 s beendet und daher gestoppt.</translation>
    </message>
    <message>
        <source>The command crashed.</source>
        <translation>Der Befehl ist abgestürzt.</translation>
    </message>
    <message>
        <source>The command exited with code %1.</source>
        <translation>Der Befehl wurde mit Code %1 beendet.</translation>
    </message>
    <message>
        <source>The command printed more than %1 bytes; a result cannot be that large.</source>
        <translation>Der Befehl hat mehr als %1 Bytes ausgegeben; so groß kann ein Ergebnis nicht sein.</translation>
    </message>
    <message>
        <source>The command&apos;s output does not match the tool&apos;s outputSchema:
%1</source>
        <translation>Die Ausgabe des Befehls passt nicht zum outputSchema des Werkzeugs:
%1</translation>
    </message>
</context>
<context>
    <name>mantyx::CompareWindow</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spezifikation</translation>
    </message>
    <message>
        <source>S&amp;ummary</source>
        <translation>Zusammen&amp;fassung</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>The two specs are the same.</source>
        <translation>Die beiden Spezifikationen sind gleich.</translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation>Nächster Unterschied</translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation>Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>F8: next difference · Shift+F8: previous difference</source>
        <translation>F8: nächster Unterschied · Umschalt+F8: vorheriger Unterschied</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(links)</translation>
    </message>
    <message>
        <source>(right)</source>
        <translation>(rechts)</translation>
    </message>
    <message>
        <source>Left: %1
Right: %2
%3 · %4 · %5
Marks: %6</source>
        <translation>Links: %1
Rechts: %2
%3 · %4 · %5
Markierungen: %6</translation>
    </message>
    <message numerus="yes">
        <source>%n spec difference(s)</source>
        <translation>
            <numerusform>%n Unterschied in der Spezifikation</numerusform>
            <numerusform>%n Unterschiede in der Spezifikation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summary value(s) differ</source>
        <translation>
            <numerusform>%n Wert der Zusammenfassung weicht ab</numerusform>
            <numerusform>%n Werte der Zusammenfassung weichen ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timeline row(s) differ</source>
        <translation>
            <numerusform>%n Zeile der Zeitachse weicht ab</numerusform>
            <numerusform>%n Zeilen der Zeitachse weichen ab</numerusform>
        </translation>
    </message>
    <message>
        <source>~ changed, + added, %1 removed, %2 moved, %3 differs</source>
        <translation>~ geändert, + hinzugefügt, %1 entfernt, %2 verschoben, %3 abweichend</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>Links: %1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Rechts: %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>The two runs differ here</source>
        <translation>Die beiden Läufe unterscheiden sich hier</translation>
    </message>
    <message>
        <source>(only in the right run)</source>
        <translation>(nur im rechten Lauf)</translation>
    </message>
    <message>
        <source>(only in the left run)</source>
        <translation>(nur im linken Lauf)</translation>
    </message>
    <message>
        <source>~ text</source>
        <translation>~ Text</translation>
    </message>
    <message>
        <source>The text differs.</source>
        <translation>Der Text weicht ab.</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>&amp;Diagramme</translation>
    </message>
</context>
<context>
    <name>mantyx::ComposerPanel</name>
    <message>
        <source>New from Template</source>
        <translation>Neu aus Vorlage</translation>
    </message>
    <message>
        <source>Start a new spec from an example of the protocol document</source>
        <translation>Eine neue Spezifikation aus einem Beispiel des Protokolldokuments beginnen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a spec file (JSON) — %1</source>
        <translation>Eine Spezifikationsdatei (JSON) öffnen — %1</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Open a recently used spec file</source>
        <translation>Eine zuletzt verwendete Spezifikationsdatei öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the spec — %1</source>
        <translation>Die Spezifikation speichern — %1</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save the spec to another file</source>
        <translation>Die Spezifikation in einer anderen Datei speichern</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Check as:</source>
        <translation>Prüfen als:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Session message</source>
        <translation>Sitzungsnachricht</translation>
    </message>
    <message>
        <source>Which request the spec is validated for</source>
        <translation>Für welche Anfrage die Spezifikation geprüft wird</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>All&amp;gemein</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Behaviour</source>
        <translation>&amp;Verhalten</translation>
    </message>
    <message>
        <source>Previe&amp;w</source>
        <translation>V&amp;orschau</translation>
    </message>
    <message>
        <source>The request body as it will be sent</source>
        <translation>Der Anfrage-Body, so wie er gesendet wird</translation>
    </message>
    <message>
        <source>Edit the spec as JSON; valid edits update the forms</source>
        <translation>Die Spezifikation als JSON bearbeiten; gültige Änderungen aktualisieren die Formulare</translation>
    </message>
    <message>
        <source>The tools editor is not available.</source>
        <translation>Der Werkzeug-Editor ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Request body preview</source>
        <translation>Vorschau des Anfrage-Bodys</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>Start the run — Ctrl+Enter</source>
        <translation>Den Lauf starten — Strg+Enter</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Copy the request as a curl command; the credential is left to the shell as $%1</source>
        <translation>Die Anfrage als curl-Befehl kopieren; die Anmeldedaten bleiben der Shell als $%1 überlassen</translation>
    </message>
    <message>
        <source>Choose a connection (base URL and workspace) to copy a curl command</source>
        <translation>Wählen Sie eine Verbindung (Basis-URL und Workspace), um einen curl-Befehl zu kopieren</translation>
    </message>
    <message>
        <source>Copied a curl command; set %1 before running it.</source>
        <translation>curl-Befehl kopiert; setzen Sie %1, bevor Sie ihn ausführen.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (line %2, column %3): %4</source>
        <translation>%1 ist kein gültiges JSON (Zeile %2, Spalte %3): %4</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet wird %1</translation>
    </message>
    <message>
        <source>%1 is not a spec: the JSON is not an object.</source>
        <translation>%1 ist keine Spezifikation: Das JSON ist kein Objekt.</translation>
    </message>
    <message>
        <source>Long attachment bytes are shortened here; Save and Copy as curl keep them whole.</source>
        <translation>Lange Anhangsdaten werden hier gekürzt; Speichern und Als curl kopieren behalten sie vollständig.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation>(Spezifikation)</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation>Keine Probleme: bereit zum Ausführen.</translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object</source>
        <translation>Das Roh-JSON ist kein gültiges Objekt</translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object; fix it to run.</source>
        <translation>Das Roh-JSON ist kein gültiges Objekt; korrigieren Sie es, um den Lauf zu starten.</translation>
    </message>
    <message>
        <source>Fix the errors to run.</source>
        <translation>Beheben Sie die Fehler, um den Lauf zu starten.</translation>
    </message>
    <message>
        <source>&amp;Open Spec…</source>
        <translation>Spezifikation ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a spec file (JSON)</source>
        <translation>Eine Spezifikationsdatei (JSON) öffnen</translation>
    </message>
    <message>
        <source>&amp;Save Spec</source>
        <translation>Spezifikation &amp;speichern</translation>
    </message>
    <message>
        <source>Save the spec</source>
        <translation>Die Spezifikation speichern</translation>
    </message>
    <message>
        <source>Save Spec &amp;As…</source>
        <translation>Spezifikation speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>Roh-&amp;JSON</translation>
    </message>
    <message numerus="yes">
        <source>(%n more base64 character(s))</source>
        <translation>
            <numerusform>(%n weiteres Base64-Zeichen)</numerusform>
            <numerusform>(%n weitere Base64-Zeichen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The request body as it will be sent (%n byte(s) as compact JSON).</source>
        <translation>
            <numerusform>Der Anfragetext, wie er gesendet wird (%n Byte als kompaktes JSON).</numerusform>
            <numerusform>Der Anfragetext, wie er gesendet wird (%n Bytes als kompaktes JSON).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionChooser</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Sandbox (eingebaut)</translation>
    </message>
    <message>
        <source>The embedded server on this computer: no account needed</source>
        <translation>Der eingebaute Server auf diesem Computer: kein Konto nötig</translation>
    </message>
    <message>
        <source>The server runs are sent to</source>
        <translation>Der Server, an den Läufe gesendet werden</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Manage…</source>
        <translation>Verwalten…</translation>
    </message>
    <message>
        <source>Add, edit or remove connections to MANTYX servers</source>
        <translation>Verbindungen zu MANTYX-Servern hinzufügen, bearbeiten oder entfernen</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionProfileDialog</name>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a connection to a MANTYX server</source>
        <translation>Eine Verbindung zu einem MANTYX-Server hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation>z. B. Produktion</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>The server&apos;s base URL; routes are under /api/v1/workspaces/&lt;workspace&gt;/</source>
        <translation>Die Basis-URL des Servers; die Routen liegen unter /api/v1/workspaces/&lt;workspace&gt;/</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>&amp;Workspace:</translation>
    </message>
    <message>
        <source>workspace slug, e.g. acme</source>
        <translation>Workspace-Slug, z. B. acme</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;API-Schlüssel:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file</source>
        <translation>Wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei</translation>
    </message>
    <message>
        <source>No connections yet. Add one to send runs to a real MANTYX server; the built-in sandbox needs none.</source>
        <translation>Noch keine Verbindungen. Fügen Sie eine hinzu, um Läufe an einen echten MANTYX-Server zu senden; die eingebaute Sandbox braucht keine.</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <source>This server address is plain http:// and not on this computer: the API key and every run would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation>Diese Serveradresse verwendet unverschlüsseltes http:// und liegt nicht auf diesem Computer: Der API-Schlüssel und jeder Lauf würden unverschlüsselt über das Netzwerk übertragen. Verwenden Sie https://, es sei denn, Sie vertrauen jedem Netzwerk dazwischen.</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>gespeichert — geben Sie einen neuen Schlüssel ein, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>mantyx_…</source>
        <translation>mantyx_…</translation>
    </message>
    <message>
        <source>Save or revert the changes first</source>
        <translation>Speichern Sie die Änderungen zuerst oder setzen Sie sie zurück</translation>
    </message>
    <message>
        <source>The API key is stored in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Der API-Schlüssel ist im Klartext in %1 gespeichert, weil kein Schlüsselbund des Systems verfügbar ist. Jeder, der diese Datei lesen kann, kann ihn verwenden.</translation>
    </message>
    <message>
        <source>An API key is stored in the system keychain.</source>
        <translation>Ein API-Schlüssel ist im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>No API key is stored for this connection yet.</source>
        <translation>Für diese Verbindung ist noch kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>The connection could not be saved to the settings.</source>
        <translation>Die Verbindung konnte nicht in den Einstellungen gespeichert werden.</translation>
    </message>
    <message>
        <source>Saving the API key…</source>
        <translation>API-Schlüssel wird gespeichert…</translation>
    </message>
    <message>
        <source>The API key was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Der API-Schlüssel wurde im Klartext in %1 gespeichert, weil kein Schlüsselbund des Systems verfügbar ist. Jeder, der diese Datei lesen kann, kann ihn verwenden.</translation>
    </message>
    <message>
        <source>The API key was saved in the system keychain.</source>
        <translation>Der API-Schlüssel wurde im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The API key was not saved: %1</source>
        <translation>Der API-Schlüssel wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <source>Unsaved Connection</source>
        <translation>Nicht gespeicherte Verbindung</translation>
    </message>
    <message>
        <source>The connection has changes that are not saved. Save them?</source>
        <translation>Die Verbindung hat nicht gespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <source>Remove the connection and its stored secrets</source>
        <translation>Die Verbindung und ihre gespeicherten Geheimnisse entfernen</translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation>Anmelde&amp;methode:</translation>
    </message>
    <message>
        <source>Workspace API key</source>
        <translation>Workspace-API-Schlüssel</translation>
    </message>
    <message>
        <source>OAuth sign-in in the browser</source>
        <translation>OAuth-Anmeldung im Browser</translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation>&amp;Client-ID:</translation>
    </message>
    <message>
        <source>the OAuth app&apos;s client id</source>
        <translation>die Client-ID der OAuth-App</translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation>Client-S&amp;ecret:</translation>
    </message>
    <message>
        <source>Needed by confidential OAuth apps (every MANTYX app is one); kept in the system keychain, never in the settings file</source>
        <translation>Wird von vertraulichen OAuth-Apps benötigt (jede MANTYX-App ist eine); wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei</translation>
    </message>
    <message>
        <source>Authori&amp;zation page:</source>
        <translation>Aut&amp;orisierungsseite:</translation>
    </message>
    <message>
        <source>The server&apos;s sign-in page: a path under the server address, or a whole URL</source>
        <translation>Die Anmeldeseite des Servers: ein Pfad unter der Serveradresse oder eine vollständige URL</translation>
    </message>
    <message>
        <source>To&amp;ken endpoint:</source>
        <translation>To&amp;ken-Endpunkt:</translation>
    </message>
    <message>
        <source>Where the app exchanges the sign-in for tokens: a path or a whole URL</source>
        <translation>Wo die Anwendung die Anmeldung gegen Tokens eintauscht: ein Pfad oder eine vollständige URL</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Konto:</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Abmel&amp;den</translation>
    </message>
    <message>
        <source>Revoke the sign-in on the server and forget it here</source>
        <translation>Die Anmeldung auf dem Server widerrufen und hier vergessen</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Ask the server for its models with this connection&apos;s credential, and say what it answered</source>
        <translation>Den Server mit den Anmeldedaten dieser Verbindung nach seinen Modellen fragen und seine Antwort anzeigen</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Unencrypted Connection</source>
        <translation>Unverschlüsselte Verbindung</translation>
    </message>
    <message>
        <source>The credential of “%1” would be sent over plain http:// to %2, readable by anyone on the networks in between.</source>
        <translation>Die Anmeldedaten von „%1“ würden über unverschlüsseltes http:// an %2 gesendet und wären für jeden in den Netzwerken dazwischen lesbar.</translation>
    </message>
    <message>
        <source>Use https:// unless you trust every network between this computer and the server. Your answer is remembered for this connection and these addresses.</source>
        <translation>Verwenden Sie https://, es sei denn, Sie vertrauen jedem Netzwerk zwischen diesem Computer und dem Server. Ihre Antwort wird für diese Verbindung und diese Adressen gespeichert.</translation>
    </message>
    <message>
        <source>Send Anyway</source>
        <translation>Trotzdem senden</translation>
    </message>
    <message>
        <source>Plain http:// to another computer: the sign-in&apos;s tokens and client secret, and every run, would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation>Unverschlüsseltes http:// zu einem anderen Computer: Die Tokens der Anmeldung, das Client-Secret und jeder Lauf würden unverschlüsselt über das Netzwerk übertragen. Verwenden Sie https://, es sei denn, Sie vertrauen jedem Netzwerk dazwischen.</translation>
    </message>
    <message>
        <source>stored — type a new secret to replace it</source>
        <translation>gespeichert — geben Sie ein neues Secret ein, um es zu ersetzen</translation>
    </message>
    <message>
        <source>Cancel Sign-&amp;in</source>
        <translation>Anmeldung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Sign &amp;In…</source>
        <translation>Anme&amp;lden…</translation>
    </message>
    <message>
        <source>Stop waiting for the browser</source>
        <translation>Nicht länger auf den Browser warten</translation>
    </message>
    <message>
        <source>Open the server&apos;s sign-in page in your web browser</source>
        <translation>Die Anmeldeseite des Servers in Ihrem Webbrowser öffnen</translation>
    </message>
    <message>
        <source>The client secret was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Das Client-Secret wurde im Klartext in %1 gespeichert, weil kein Schlüsselbund des Systems verfügbar ist. Jeder, der diese Datei lesen kann, kann es verwenden.</translation>
    </message>
    <message>
        <source>The client secret was saved in the system keychain.</source>
        <translation>Das Client-Secret wurde im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The client secret was not saved: %1</source>
        <translation>Das Client-Secret wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The client secret is stored in plain text in %1, because no system keychain is available.</source>
        <translation>Das Client-Secret ist im Klartext in %1 gespeichert, weil kein Schlüsselbund des Systems verfügbar ist.</translation>
    </message>
    <message>
        <source>A client secret is stored in the system keychain.</source>
        <translation>Ein Client-Secret ist im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>No client secret is stored for this connection.</source>
        <translation>Für diese Verbindung ist kein Client-Secret gespeichert.</translation>
    </message>
    <message>
        <source>Signed in. The sign-in is kept in plain text in %1, because no system keychain is available.</source>
        <translation>Angemeldet. Die Anmeldung wird im Klartext in %1 aufbewahrt, weil kein Schlüsselbund des Systems verfügbar ist.</translation>
    </message>
    <message>
        <source>Signed in (the sign-in is kept in the system keychain).</source>
        <translation>Angemeldet (die Anmeldung wird im Schlüsselbund des Systems aufbewahrt).</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>Nicht angemeldet.</translation>
    </message>
    <message>
        <source>Finish the sign-in in your web browser…</source>
        <translation>Schließen Sie die Anmeldung in Ihrem Webbrowser ab…</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>Angemeldet als %1.</translation>
    </message>
    <message>
        <source>No secret store is available: secrets cannot be kept.</source>
        <translation>Es ist kein Geheimnisspeicher verfügbar: Geheimnisse können nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Saving the client secret…</source>
        <translation>Client-Secret wird gespeichert…</translation>
    </message>
    <message>
        <source>Remove the connection &quot;%1&quot; and its stored secrets?</source>
        <translation>Die Verbindung &quot;%1&quot; und ihre gespeicherten Geheimnisse entfernen?</translation>
    </message>
    <message>
        <source>Nothing was sent: the credential stays off plain http.</source>
        <translation>Es wurde nichts gesendet: Die Anmeldedaten werden nicht über unverschlüsseltes http übertragen.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Verbindung wird getestet…</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Use “%1”</source>
        <translation>„%1“ &amp;verwenden</translation>
    </message>
    <message>
        <source>Put this workspace slug into the form and test again</source>
        <translation>Diesen Workspace-Slug ins Formular übernehmen und erneut testen</translation>
    </message>
    <message>
        <source>Sign-in cancelled.</source>
        <translation>Anmeldung abgebrochen.</translation>
    </message>
    <message>
        <source>The sign-in is for the workspace “%1”, not “%2”.</source>
        <translation>Die Anmeldung gilt für den Workspace „%1“, nicht für „%2“.</translation>
    </message>
    <message>
        <source>Signed in as %1, but the sign-in could not be kept: %2 It lasts until the app is closed.</source>
        <translation>Angemeldet als %1, aber die Anmeldung konnte nicht aufbewahrt werden: %2 Sie gilt, bis die Anwendung geschlossen wird.</translation>
    </message>
    <message>
        <source>Signed in as %1. The sign-in is kept in plain text in %2, because no system keychain is available.</source>
        <translation>Angemeldet als %1. Die Anmeldung wird im Klartext in %2 aufbewahrt, weil kein Schlüsselbund des Systems verfügbar ist.</translation>
    </message>
    <message>
        <source>The sign-in failed: %1</source>
        <translation>Die Anmeldung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Signed out; the server revoked the sign-in.</source>
        <translation>Abgemeldet; der Server hat die Anmeldung widerrufen.</translation>
    </message>
    <message>
        <source>Signed out here. The server could not be told, so the sign-in may stay valid there until it is revoked in the workspace settings.</source>
        <translation>Hier abgemeldet. Der Server konnte nicht benachrichtigt werden, daher bleibt die Anmeldung dort möglicherweise gültig, bis sie in den Workspace-Einstellungen widerrufen wird.</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Abmeldung läuft…</translation>
    </message>
    <message>
        <source>&amp;Allow a plain-text file for secrets when no system keychain is available</source>
        <translation>&amp;Unverschlüsselte Datei für Geheimnisse erlauben, wenn kein Schlüsselbund des Systems verfügbar ist</translation>
    </message>
    <message>
        <source>Off: without a keychain, API keys, client secrets and sign-ins are not kept. On: they go to %1, readable by anyone who can read that file.</source>
        <translation>Aus: Ohne Schlüsselbund werden API-Schlüssel, Client-Secrets und Anmeldungen nicht aufbewahrt. An: Sie werden in %1 gespeichert, lesbar für jeden, der diese Datei lesen kann.</translation>
    </message>
    <message>
        <source>Allow a plain-text file for secrets?</source>
        <translation>Unverschlüsselte Datei für Geheimnisse erlauben?</translation>
    </message>
    <message>
        <source>When no system keychain answers, API keys, OAuth client secrets and sign-ins will be written to
%1
The file can be read only by your user account, but anyone or anything running as you can use what is in it. Use this only on a machine without a keychain service.</source>
        <translation>Wenn kein Schlüsselbund des Systems antwortet, werden API-Schlüssel, OAuth-Client-Secrets und Anmeldungen geschrieben nach
%1
Die Datei kann nur von Ihrem Benutzerkonto gelesen werden, aber jeder und alles, was unter Ihrem Konto läuft, kann ihren Inhalt verwenden. Verwenden Sie dies nur auf einem Rechner ohne Schlüsselbunddienst.</translation>
    </message>
    <message>
        <source>https://mantyx.example.com</source>
        <translation>https://mantyx.example.com</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in a browser</source>
        <translation>Die Adresse der Anmeldeseite kopieren, um sie in einem Browser zu öffnen</translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Sandbox (eingebaut)</translation>
    </message>
    <message>
        <source>The built-in sandbox runs on this computer; its API key is built in. Test Connection tries it.</source>
        <translation>Die eingebaute Sandbox läuft auf diesem Computer; ihr API-Schlüssel ist eingebaut. „Verbindung testen“ probiert sie aus.</translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client secret.</source>
        <translation>Die OAuth-Anmeldung braucht das Client-Secret der OAuth-App.</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>required: from the OAuth app&apos;s settings</source>
        <translation>erforderlich: aus den Einstellungen der OAuth-App</translation>
    </message>
    <message>
        <source>No web browser could be opened. Open this address in one to sign in:</source>
        <translation>Es konnte kein Webbrowser geöffnet werden. Öffnen Sie diese Adresse in einem, um sich anzumelden:</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionService</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Sandbox (eingebaut)</translation>
    </message>
    <message>
        <source>The built-in sandbox is not running.</source>
        <translation>Die eingebaute Sandbox läuft nicht.</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionTester</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; no default model is set.</source>
        <translation>Mit dem Workspace %1 verbunden. Modelle: %2; es ist kein Standardmodell festgelegt.</translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; the default is %3.</source>
        <translation>Mit dem Workspace %1 verbunden. Modelle: %2; das Standardmodell ist %3.</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>Angemeldet als %1.</translation>
    </message>
    <message>
        <source>Nothing to test with: no network access is set up.</source>
        <translation>Nichts zum Testen vorhanden: Es ist kein Netzwerkzugriff eingerichtet.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation>Die Serveradresse muss eine http://- oder https://-URL mit einem Hostnamen sein.</translation>
    </message>
    <message>
        <source>The connection has no workspace slug: enter the one of the workspace you want to use.</source>
        <translation>Die Verbindung hat keinen Workspace-Slug: Geben Sie den Slug des Workspace ein, den Sie verwenden möchten.</translation>
    </message>
    <message>
        <source>The connection has no workspace slug; this credential&apos;s workspace is %1.</source>
        <translation>Die Verbindung hat keinen Workspace-Slug; der Workspace dieser Anmeldedaten ist %1.</translation>
    </message>
    <message>
        <source>Not tested: %1 is plain http:// to another computer, so the credential would cross the network unencrypted. Confirm that you accept this, or use https://.</source>
        <translation>Nicht getestet: %1 ist unverschlüsseltes http:// zu einem anderen Computer, daher würden die Anmeldedaten unverschlüsselt über das Netzwerk übertragen. Bestätigen Sie, dass Sie das akzeptieren, oder verwenden Sie https://.</translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): enter the API key.</source>
        <translation>Der Server hat keine Anmeldedaten erhalten (HTTP 401): Geben Sie den API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): sign in first.</source>
        <translation>Der Server hat keine Anmeldedaten erhalten (HTTP 401): Melden Sie sich zuerst an.</translation>
    </message>
    <message>
        <source>The server does not accept this API key (HTTP 401): it is unknown, expired or revoked.</source>
        <translation>Der Server akzeptiert diesen API-Schlüssel nicht (HTTP 401): Er ist unbekannt, abgelaufen oder widerrufen.</translation>
    </message>
    <message>
        <source>The server does not accept the sign-in&apos;s access token (HTTP 401): sign in again.</source>
        <translation>Der Server akzeptiert das Zugriffstoken der Anmeldung nicht (HTTP 401): Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>The server does not accept the sign-in (HTTP 401), and it could not be renewed: %1 Sign in again.</source>
        <translation>Der Server akzeptiert die Anmeldung nicht (HTTP 401), und sie konnte nicht erneuert werden: %1 Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>This API key is not a Developer API key (HTTP 403): create a Developer API key in the workspace settings and use that one.</source>
        <translation>Dieser API-Schlüssel ist kein Developer-API-Schlüssel (HTTP 403): Erstellen Sie in den Workspace-Einstellungen einen Developer-API-Schlüssel und verwenden Sie diesen.</translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include access through the API (HTTP 403).</source>
        <translation>Der Tarif des Workspace umfasst keinen Zugriff über die API (HTTP 403).</translation>
    </message>
    <message>
        <source>The sign-in lacks a scope that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation>Der Anmeldung fehlt ein Scope, den das Auflisten der Modelle braucht (HTTP 403): Melden Sie sich erneut an und gewähren Sie ihn.</translation>
    </message>
    <message numerus="yes">
        <source>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation>
            <numerusform>Der Anmeldung fehlt der Scope %1, den das Auflisten der Modelle braucht (HTTP 403): Melden Sie sich erneut an und gewähren Sie ihn.</numerusform>
            <numerusform>Der Anmeldung fehlen die Scopes %1, die das Auflisten der Modelle braucht (HTTP 403): Melden Sie sich erneut an und gewähren Sie sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404), and the server did not say which one is: check the workspace slug.</source>
        <translation>%1 ist nicht der Workspace dieser Anmeldedaten (HTTP 404), und der Server hat nicht mitgeteilt, welcher es ist: Prüfen Sie den Workspace-Slug.</translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404); its workspace is %2.</source>
        <translation>%1 ist nicht der Workspace dieser Anmeldedaten (HTTP 404); ihr Workspace ist %2.</translation>
    </message>
    <message>
        <source>There is no MANTYX API at %1 (HTTP 404): check the server address, including any path prefix.</source>
        <translation>Unter %1 gibt es keine MANTYX-API (HTTP 404): Prüfen Sie die Serveradresse einschließlich eines etwaigen Pfadpräfixes.</translation>
    </message>
    <message numerus="yes">
        <source>The server is limiting the requests of this credential (HTTP 429): try again in %n second(s).</source>
        <translation>
            <numerusform>Der Server begrenzt die Anfragen dieser Anmeldedaten (HTTP 429): Versuchen Sie es in %n Sekunde erneut.</numerusform>
            <numerusform>Der Server begrenzt die Anfragen dieser Anmeldedaten (HTTP 429): Versuchen Sie es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server is limiting the requests of this credential (HTTP 429): try again later.</source>
        <translation>Der Server begrenzt die Anfragen dieser Anmeldedaten (HTTP 429): Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1): try again later, or tell its operator.</source>
        <translation>Beim Server ist ein Fehler aufgetreten (HTTP %1): Versuchen Sie es später erneut oder informieren Sie seinen Betreiber.</translation>
    </message>
    <message>
        <source>%1 answered (HTTP %2), but not with a list of models: is it a MANTYX server?</source>
        <translation>%1 hat geantwortet (HTTP %2), aber nicht mit einer Liste von Modellen: Ist es ein MANTYX-Server?</translation>
    </message>
    <message>
        <source>The server answered HTTP %1, which a MANTYX server does not send for a model list: is %2 the right address?</source>
        <translation>Der Server hat mit HTTP %1 geantwortet, was ein MANTYX-Server für eine Modellliste nicht sendet: Ist %2 die richtige Adresse?</translation>
    </message>
    <message>
        <source>Nothing is listening at %1 port %2 (connection refused): check the address and the port, and that the server is running.</source>
        <translation>Unter %1, Port %2 lauscht nichts (Verbindung abgelehnt): Prüfen Sie Adresse und Port und ob der Server läuft.</translation>
    </message>
    <message>
        <source>The host name %1 was not found (DNS): check the server address.</source>
        <translation>Der Hostname %1 wurde nicht gefunden (DNS): Prüfen Sie die Serveradresse.</translation>
    </message>
    <message>
        <source>The secure (TLS) connection to %1 failed: %2. Check the address (https:// or http://) and the server&apos;s certificate.</source>
        <translation>Die sichere (TLS-)Verbindung zu %1 ist fehlgeschlagen: %2. Prüfen Sie die Adresse (https:// oder http://) und das Zertifikat des Servers.</translation>
    </message>
    <message numerus="yes">
        <source>The server did not answer within %n second(s).</source>
        <translation>
            <numerusform>Der Server hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Der Server hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server could not be reached: %1.</source>
        <translation>Der Server ist nicht erreichbar: %1.</translation>
    </message>
    <message>
        <source>If the server speaks plain http, the address must start with http://, not https://.</source>
        <translation>Wenn der Server unverschlüsseltes http spricht, muss die Adresse mit http:// beginnen, nicht mit https://.</translation>
    </message>
    <message>
        <source>The server said: %1</source>
        <translation>Der Server meldete: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::CredentialProvider</name>
    <message>
        <source>This credential cannot be refreshed.</source>
        <translation>Diese Anmeldedaten können nicht aktualisiert werden.</translation>
    </message>
</context>
<context>
    <name>mantyx::Dispatcher</name>
    <message>
        <source>No handler: no local tools are configured.</source>
        <translation>Kein Handler: Es sind keine lokalen Werkzeuge eingerichtet.</translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; reported an error.</source>
        <translation>Das MCP-Werkzeug &quot;%1&quot; hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; answered.</source>
        <translation>Das MCP-Werkzeug &quot;%1&quot; hat geantwortet.</translation>
    </message>
    <message>
        <source>The MCP server refused the call: %1 (%2).</source>
        <translation>Der MCP-Server hat den Aufruf abgelehnt: %1 (%2).</translation>
    </message>
    <message>
        <source>The A2A agent answered (%1).</source>
        <translation>Der A2A-Agent hat geantwortet (%1).</translation>
    </message>
    <message>
        <source>The A2A exchange failed: %1</source>
        <translation>Der A2A-Austausch ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The command answered.</source>
        <translation>Der Befehl hat geantwortet.</translation>
    </message>
    <message>
        <source>The command timed out.</source>
        <translation>Beim Befehl wurde das Zeitlimit überschritten.</translation>
    </message>
    <message>
        <source>The command did not start.</source>
        <translation>Der Befehl wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>The command failed (exit code %1).</source>
        <translation>Der Befehl ist fehlgeschlagen (Exit-Code %1).</translation>
    </message>
    <message>
        <source>The call was cancelled before it finished.</source>
        <translation>Der Aufruf wurde abgebrochen, bevor er fertig war.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The tool&apos;s result does not match its outputSchema:
%1</source>
        <translation>Das Ergebnis des Werkzeugs passt nicht zu seinem outputSchema:
%1</translation>
    </message>
    <message>
        <source>%1 (MCP server &quot;%2&quot;)</source>
        <translation>%1 (MCP-Server „%2“)</translation>
    </message>
    <message>
        <source>%1 (A2A peer)</source>
        <translation>%1 (A2A-Peer)</translation>
    </message>
    <message>
        <source>%1 (local)</source>
        <translation>%1 (lokal)</translation>
    </message>
    <message>
        <source>The spec declares no local tools.</source>
        <translation>Die Spezifikation deklariert keine lokalen Werkzeuge.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>The declared local tools are %1.</source>
        <translation>Die deklarierten lokalen Werkzeuge sind %1.</translation>
    </message>
    <message>
        <source>The MCP server was removed before the call could be made.</source>
        <translation>Der MCP-Server wurde entfernt, bevor der Aufruf erfolgen konnte.</translation>
    </message>
</context>
<context>
    <name>mantyx::EventInspector</name>
    <message>
        <source>Pretty</source>
        <translation>Formatiert</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Roh</translation>
    </message>
    <message>
        <source>The event&apos;s JSON, indented</source>
        <translation>Das JSON des Ereignisses, eingerückt</translation>
    </message>
    <message>
        <source>The SSE data exactly as received</source>
        <translation>Die SSE-Daten genau so, wie sie empfangen wurden</translation>
    </message>
    <message>
        <source>Copy pretty</source>
        <translation>Formatiert kopieren</translation>
    </message>
    <message>
        <source>Copy raw</source>
        <translation>Roh kopieren</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No event selected</source>
        <translation>Kein Ereignis ausgewählt</translation>
    </message>
    <message numerus="yes">
        <source>Row %1 · %2 · %n event(s)</source>
        <translation>
            <numerusform>Zeile %1 · %2 · %n Ereignis</numerusform>
            <numerusform>Zeile %1 · %2 · %n Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>no seq</source>
        <translation>keine seq</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(kein Typ)</translation>
    </message>
    <message>
        <source>Events (showing the first %1 of %2)</source>
        <translation>Ereignisse (die ersten %1 von %2)</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>Ereignisse (%1)</translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation>seq %1</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>kein Typ</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>SSE id %1</source>
        <translation>SSE-ID %1</translation>
    </message>
    <message>
        <source>SSE event %1</source>
        <translation>SSE-Ereignis %1</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>// not JSON: %1 at byte %2</source>
        <translation>// kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>Unknown event type “%1”: kept as received</source>
        <translation>Unbekannter Ereignistyp „%1“: unverändert übernommen</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>envelope</source>
        <translation>Envelope</translation>
    </message>
    <message>
        <source>flat payload</source>
        <translation>flache Nutzdaten</translation>
    </message>
    <message>
        <source>flat payload and envelope</source>
        <translation>flache Nutzdaten und Envelope</translation>
    </message>
</context>
<context>
    <name>mantyx::GeneralPage</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Workspace default</source>
        <translation>Workspace-Standard</translation>
    </message>
    <message>
        <source>Pick a model of the workspace or type a selector: a catalog id, provider:vendor-model, or a bare vendor model id</source>
        <translation>Wählen Sie ein Modell des Workspaces oder geben Sie einen Selektor ein: eine Katalog-ID, provider:vendor-model oder eine reine Modell-ID des Anbieters</translation>
    </message>
    <message>
        <source>&amp;Agent ID:</source>
        <translation>Agent-&amp;ID:</translation>
    </message>
    <message>
        <source>Optional: run a persisted agent (then the system prompt and model are optional)</source>
        <translation>Optional: einen gespeicherten Agenten ausführen (dann sind Systemprompt und Modell optional)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Optional label for observability</source>
        <translation>Optionale Bezeichnung für die Beobachtbarkeit</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>S&amp;ystemprompt:</translation>
    </message>
    <message>
        <source>What the agent is and how it should behave</source>
        <translation>Was der Agent ist und wie er sich verhalten soll</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>Eingabe:</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Prompt</translation>
    </message>
    <message>
        <source>One user prompt</source>
        <translation>Ein einzelner Benutzer-Prompt</translation>
    </message>
    <message>
        <source>Me&amp;ssages</source>
        <translation>Nachrich&amp;ten</translation>
    </message>
    <message>
        <source>Several turns with roles, and attachments</source>
        <translation>Mehrere Nachrichten mit Rollen, auch mit Anhängen</translation>
    </message>
    <message>
        <source>What the agent should do</source>
        <translation>Was der Agent tun soll</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
</context>
<context>
    <name>mantyx::HandlerLogDialog</name>
    <message>
        <source>Handler log</source>
        <translation>Handler-Protokoll</translation>
    </message>
    <message>
        <source>Log — %1</source>
        <translation>Protokoll — %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Dir.</source>
        <translation>Richt.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>→ sent by this app, ← received from the handler</source>
        <translation>→ von dieser Anwendung gesendet, ← vom Handler empfangen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected message and the other half of its exchange, or the selected log lines</source>
        <translation>Die ausgewählte Nachricht und die andere Hälfte ihres Austauschs oder die ausgewählten Protokollzeilen kopieren</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Empty this window; the handler keeps its own log and new entries still appear</source>
        <translation>Dieses Fenster leeren; der Handler behält sein eigenes Protokoll, und neue Einträge erscheinen weiterhin</translation>
    </message>
    <message>
        <source>Not attached to a handler: what is shown stays as it was.</source>
        <translation>Mit keinem Handler verbunden: Die Anzeige bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;: %2 (%3)</source>
        <translation>MCP-Server &quot;%1&quot;: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) were dropped from its log.</source>
        <translation>
            <numerusform>%n frühere Nachricht wurde aus seinem Protokoll entfernt.</numerusform>
            <numerusform>%n frühere Nachrichten wurden aus seinem Protokoll entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A2A peer: %1 (%2)</source>
        <translation>A2A-Peer: %1 (%2)</translation>
    </message>
    <message>
        <source>A2A peer: no usable card yet; the card request is shown when made.</source>
        <translation>A2A-Peer: noch keine verwendbare Card; die Card-Anfrage wird angezeigt, sobald sie gestellt wird.</translation>
    </message>
    <message>
        <source>Command: %1. Each run is listed when it ends; its stderr goes to the log.</source>
        <translation>Befehl: %1. Jede Ausführung wird bei ihrem Ende aufgeführt; ihr stderr geht ins Protokoll.</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>received</source>
        <translation>empfangen</translation>
    </message>
    <message>
        <source>Sent at %1</source>
        <translation>Gesendet um %1</translation>
    </message>
    <message>
        <source>Received at %1</source>
        <translation>Empfangen um %1</translation>
    </message>
    <message>
        <source>(cut: %1 of %2 characters kept)</source>
        <translation>(gekürzt: %1 von %2 Zeichen behalten)</translation>
    </message>
    <message>
        <source>Select a message to see it in full.</source>
        <translation>Wählen Sie eine Nachricht aus, um sie vollständig zu sehen.</translation>
    </message>
    <message>
        <source>Its response — %1</source>
        <translation>Zugehörige Antwort — %1</translation>
    </message>
    <message>
        <source>Its request — %1</source>
        <translation>Zugehörige Anfrage — %1</translation>
    </message>
    <message>
        <source>No response yet.</source>
        <translation>Noch keine Antwort.</translation>
    </message>
    <message>
        <source>Its request is no longer in this window.</source>
        <translation>Die zugehörige Anfrage ist nicht mehr in diesem Fenster.</translation>
    </message>
    <message>
        <source>&amp;Traffic (%1)</source>
        <translation>&amp;Datenverkehr (%1)</translation>
    </message>
    <message>
        <source>&amp;stderr (%1)</source>
        <translation>&amp;stderr (%1)</translation>
    </message>
    <message>
        <source>&amp;Server log (%1)</source>
        <translation>&amp;Serverprotokoll (%1)</translation>
    </message>
    <message>
        <source>The server&apos;s stderr and the log messages it sent</source>
        <translation>Das stderr des Servers und die Protokollmeldungen, die er gesendet hat</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpConnection</name>
    <message>
        <source>The request did not arrive within %1 ms.</source>
        <translation>Die Anfrage ist nicht innerhalb von %1 ms angekommen.</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpListener</name>
    <message>
        <source>The server has %1 connections open, its limit; try again when one has closed.</source>
        <translation>Der Server hat %1 Verbindungen offen, sein Limit; versuchen Sie es erneut, wenn eine geschlossen wurde.</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpRequestParser</name>
    <message>
        <source>The request does not start with a method.</source>
        <translation>Die Anfrage beginnt nicht mit einer Methode.</translation>
    </message>
    <message>
        <source>The request line is longer than %1 bytes.</source>
        <translation>Die Anfragezeile ist länger als %1 Bytes.</translation>
    </message>
    <message>
        <source>A header line is longer than %1 bytes.</source>
        <translation>Eine Header-Zeile ist länger als %1 Bytes.</translation>
    </message>
    <message>
        <source>The request head is larger than %1 bytes.</source>
        <translation>Der Anfragekopf ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <source>The request head holds a bare CR or a NUL byte.</source>
        <translation>Der Anfragekopf enthält ein alleinstehendes CR oder ein NUL-Byte.</translation>
    </message>
    <message>
        <source>Too many empty lines before the request line.</source>
        <translation>Zu viele leere Zeilen vor der Anfragezeile.</translation>
    </message>
    <message>
        <source>A chunk-size line is longer than %1 bytes.</source>
        <translation>Eine Chunk-Größenzeile ist länger als %1 Bytes.</translation>
    </message>
    <message>
        <source>A chunk is not followed by a line end.</source>
        <translation>Auf einen Chunk folgt kein Zeilenende.</translation>
    </message>
    <message>
        <source>A chunk is longer than its size says.</source>
        <translation>Ein Chunk ist länger, als seine Größe angibt.</translation>
    </message>
    <message>
        <source>The request line is not &quot;METHOD target HTTP/1.1&quot;.</source>
        <translation>Die Anfragezeile hat nicht die Form &quot;METHOD target HTTP/1.1&quot;.</translation>
    </message>
    <message>
        <source>The request method is not a token.</source>
        <translation>Die Anfragemethode ist kein Token.</translation>
    </message>
    <message>
        <source>The request target holds whitespace or a control character.</source>
        <translation>Das Anfrageziel enthält Leerraum oder ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>Only HTTP/1.0 and HTTP/1.1 are spoken here.</source>
        <translation>Hier werden nur HTTP/1.0 und HTTP/1.1 gesprochen.</translation>
    </message>
    <message>
        <source>A header line is folded (starts with whitespace).</source>
        <translation>Eine Header-Zeile ist gefaltet (beginnt mit Leerraum).</translation>
    </message>
    <message>
        <source>A header line is not &quot;Name: value&quot;.</source>
        <translation>Eine Header-Zeile hat nicht die Form &quot;Name: value&quot;.</translation>
    </message>
    <message>
        <source>A header value holds a control character.</source>
        <translation>Ein Header-Wert enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>The request has more than %1 header fields.</source>
        <translation>Die Anfrage hat mehr als %1 Header-Felder.</translation>
    </message>
    <message>
        <source>The request has more than one Host header.</source>
        <translation>Die Anfrage hat mehr als einen Host-Header.</translation>
    </message>
    <message>
        <source>The request has both Content-Length and Transfer-Encoding.</source>
        <translation>Die Anfrage hat sowohl Content-Length als auch Transfer-Encoding.</translation>
    </message>
    <message>
        <source>An HTTP/1.0 request cannot use Transfer-Encoding.</source>
        <translation>Eine HTTP/1.0-Anfrage kann Transfer-Encoding nicht verwenden.</translation>
    </message>
    <message>
        <source>The last transfer coding of a request must be chunked.</source>
        <translation>Die letzte Transfer-Codierung einer Anfrage muss chunked sein.</translation>
    </message>
    <message>
        <source>Only the chunked transfer coding is supported.</source>
        <translation>Nur die Transfer-Codierung chunked wird unterstützt.</translation>
    </message>
    <message>
        <source>The request has more than one Content-Length.</source>
        <translation>Die Anfrage hat mehr als eine Content-Length.</translation>
    </message>
    <message>
        <source>Content-Length is not a number.</source>
        <translation>Content-Length ist keine Zahl.</translation>
    </message>
    <message>
        <source>The body is larger than %1 bytes.</source>
        <translation>Der Body ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <source>A chunk size is not a hexadecimal number.</source>
        <translation>Eine Chunk-Größe ist keine Hexadezimalzahl.</translation>
    </message>
    <message>
        <source>A chunk extension holds a control character.</source>
        <translation>Eine Chunk-Erweiterung enthält ein Steuerzeichen.</translation>
    </message>
</context>
<context>
    <name>mantyx::JsonEditor</name>
    <message>
        <source>JSON editor</source>
        <translation>JSON-Editor</translation>
    </message>
    <message>
        <source>Line numbers and issue markers</source>
        <translation>Zeilennummern und Problemmarkierungen</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation>Die ausgewählten Zeilen entfernen</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Max calls</source>
        <translation>Max. Aufrufe</translation>
    </message>
    <message>
        <source>Add a budget for one tool</source>
        <translation>Ein Budget für ein Werkzeug hinzufügen</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a key/value pair</source>
        <translation>Ein Schlüssel-Wert-Paar hinzufügen</translation>
    </message>
</context>
<context>
    <name>mantyx::LiveRunSource</name>
    <message>
        <source>There is no connection to create the run on.</source>
        <translation>Es gibt keine Verbindung, auf der der Lauf erstellt werden kann.</translation>
    </message>
    <message>
        <source>The server&apos;s stream address &quot;%1&quot; is not a valid URL.</source>
        <translation>Die Stream-Adresse &quot;%1&quot; des Servers ist keine gültige URL.</translation>
    </message>
    <message>
        <source>Stopped before the server answered the create request.</source>
        <translation>Gestoppt, bevor der Server auf die Erstellungsanfrage geantwortet hat.</translation>
    </message>
    <message>
        <source>Stopped before the run started.</source>
        <translation>Gestoppt, bevor der Lauf begonnen hat.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlerDialog</name>
    <message>
        <source>Row %1 of the %2 has a value but no name.</source>
        <translation>%2: Zeile %1 hat einen Wert, aber keinen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice in the %2.</source>
        <translation>%2: &quot;%1&quot; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>MCP Server</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>A local MCP server answers the run&apos;s mcp_local tool calls. It is started on this machine (a command speaking JSON-RPC on stdin and stdout) or reached over Streamable HTTP.</source>
        <translation>Ein lokaler MCP-Server beantwortet die mcp_local-Werkzeugaufrufe des Laufs. Er wird auf diesem Rechner gestartet (ein Befehl, der JSON-RPC über stdin und stdout spricht) oder über Streamable HTTP erreicht.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>e.g. fs</source>
        <translation>z. B. fs</translation>
    </message>
    <message>
        <source>The mcp_local ref&apos;s name, and the mcpServer of its calls</source>
        <translation>Der Name der mcp_local-Referenz und der mcpServer ihrer Aufrufe</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>&amp;Transport:</translation>
    </message>
    <message>
        <source>Command (stdio)</source>
        <translation>Befehl (stdio)</translation>
    </message>
    <message>
        <source>URL (Streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>e.g. npx</source>
        <translation>z. B. npx</translation>
    </message>
    <message>
        <source>The program that starts the server; found on PATH unless it is a path</source>
        <translation>Das Programm, das den Server startet; wird im PATH gesucht, sofern es kein Pfad ist</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <source>e.g. -y @modelcontextprotocol/server-everything</source>
        <translation>z. B. -y @modelcontextprotocol/server-everything</translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains spaces with &quot;…&quot;</source>
        <translation>Durch Leerzeichen getrennt; schließen Sie ein Argument, das Leerzeichen enthält, in &quot;…&quot; ein</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>Umg&amp;ebung:</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>Added to this app&apos;s environment. Values marked secret are kept in the system keychain, never in the settings file.</source>
        <translation>Wird zur Umgebung dieser Anwendung hinzugefügt. Als geheim markierte Werte werden im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>A&amp;rbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>this app&apos;s</source>
        <translation>das dieser Anwendung</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>The server&apos;s MCP endpoint</source>
        <translation>Der MCP-Endpunkt des Servers</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;Header:</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Sent with every request. The values are credentials: they are kept in the system keychain.</source>
        <translation>Wird mit jeder Anfrage gesendet. Die Werte sind Zugangsdaten: Sie werden im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation>Werkzeuge, die das Modell sieht</translation>
    </message>
    <message>
        <source>&amp;Prefix:</source>
        <translation>&amp;Präfix:</translation>
    </message>
    <message>
        <source>Include tools the server adds later</source>
        <translation>Werkzeuge einbeziehen, die der Server später hinzufügt</translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation>Werkzeug des Servers</translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation>Name für das Modell</translation>
    </message>
    <message>
        <source>The model sees</source>
        <translation>Das Modell sieht</translation>
    </message>
    <message>
        <source>Uncheck a tool to leave it out; give it a name of your own, or leave the name empty for the prefix plus the server&apos;s name</source>
        <translation>Entfernen Sie das Häkchen bei einem Werkzeug, um es auszulassen; geben Sie ihm einen eigenen Namen, oder lassen Sie den Namen leer, dann gilt das Präfix plus der Name beim Server</translation>
    </message>
    <message>
        <source>Start time-&amp;out:</source>
        <translation>&amp;Start-Zeitlimit:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>initialize and each tools/list page</source>
        <translation>initialize und jede tools/list-Seite</translation>
    </message>
    <message>
        <source>Call &amp;time-out:</source>
        <translation>Aufruf-Zeit&amp;limit:</translation>
    </message>
    <message>
        <source>tools/call; each progress notification from the server starts it again</source>
        <translation>tools/call; jede Fortschrittsbenachrichtigung des Servers startet es neu</translation>
    </message>
    <message>
        <source>A2A Peer</source>
        <translation>A2A-Peer</translation>
    </message>
    <message>
        <source>An A2A agent answers the run&apos;s a2a_local tool of this name: the call&apos;s message is sent to it and its reply is the tool&apos;s answer. Its agent card is fetched from the agent&apos;s URL or read from a file, and shipped with the run.</source>
        <translation>Ein A2A-Agent beantwortet das a2a_local-Werkzeug dieses Namens im Lauf: Die Nachricht des Aufrufs wird an ihn gesendet, und seine Antwort ist die Antwort des Werkzeugs. Seine Agent Card wird von der URL des Agenten abgerufen oder aus einer Datei gelesen und mit dem Lauf übermittelt.</translation>
    </message>
    <message>
        <source>&amp;Tool name:</source>
        <translation>&amp;Werkzeugname:</translation>
    </message>
    <message>
        <source>e.g. hr_agent</source>
        <translation>z. B. hr_agent</translation>
    </message>
    <message>
        <source>The a2a_local ref&apos;s name: the tool name the model sees</source>
        <translation>Der Name der a2a_local-Referenz: der Werkzeugname, den das Modell sieht</translation>
    </message>
    <message>
        <source>Agent &amp;URL</source>
        <translation>Agent-&amp;URL</translation>
    </message>
    <message>
        <source>Fetch the card from &lt;URL&gt;/.well-known/agent-card.json (or agent.json), or from the URL itself when it ends in .json</source>
        <translation>Die Card von &lt;URL&gt;/.well-known/agent-card.json (oder agent.json) abrufen oder von der URL selbst, wenn sie auf .json endet</translation>
    </message>
    <message>
        <source>Card &amp;file</source>
        <translation>Card-&amp;Datei</translation>
    </message>
    <message>
        <source>Read the card from a JSON file each time the peer starts</source>
        <translation>Die Card bei jedem Start des Peers aus einer JSON-Datei lesen</translation>
    </message>
    <message>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL:</translation>
    </message>
    <message>
        <source>Card f&amp;ile:</source>
        <translation>Card-Dat&amp;ei:</translation>
    </message>
    <message>
        <source>Sent with the card request and every call. The values are credentials: they are kept in the system keychain.</source>
        <translation>Wird mit der Card-Anfrage und jedem Aufruf gesendet. Die Werte sind Zugangsdaten: Sie werden im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>Command Tool</source>
        <translation>Befehlswerkzeug</translation>
    </message>
    <message>
        <source>A program answers the run&apos;s local tool of this name. It gets the call&apos;s arguments as JSON on stdin (and MANTYX_TOOL_NAME, MANTYX_TOOL_USE_ID in its environment); what it prints is the answer. A non-zero exit is an error.</source>
        <translation>Ein Programm beantwortet das lokale Werkzeug dieses Namens im Lauf. Es erhält die Argumente des Aufrufs als JSON über stdin (und MANTYX_TOOL_NAME, MANTYX_TOOL_USE_ID in seiner Umgebung); was es ausgibt, ist die Antwort. Ein Exit-Code ungleich null ist ein Fehler.</translation>
    </message>
    <message>
        <source>e.g. lookup_order</source>
        <translation>z. B. lookup_order</translation>
    </message>
    <message>
        <source>The local tool&apos;s name, as the model calls it</source>
        <translation>Der Name des lokalen Werkzeugs, unter dem das Modell es aufruft</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <source>e.g. /usr/local/bin/lookup-order</source>
        <translation>z. B. /usr/local/bin/lookup-order</translation>
    </message>
    <message>
        <source>Run directly, without a shell; found on PATH unless it is a path</source>
        <translation>Wird direkt ausgeführt, ohne Shell; wird im PATH gesucht, sofern es kein Pfad ist</translation>
    </message>
    <message>
        <source>Fixed arguments, separated by spaces; quote one that contains spaces with &quot;…&quot;</source>
        <translation>Feste Argumente, durch Leerzeichen getrennt; schließen Sie ein Argument, das Leerzeichen enthält, in &quot;…&quot; ein</translation>
    </message>
    <message>
        <source>&amp;Time-out:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>The program is stopped after this long and the call answered with an error</source>
        <translation>Nach dieser Zeit wird das Programm gestoppt und der Aufruf mit einem Fehler beantwortet</translation>
    </message>
    <message>
        <source>Choose a Program</source>
        <translation>Programm auswählen</translation>
    </message>
    <message>
        <source>Choose an Agent Card</source>
        <translation>Agent Card auswählen</translation>
    </message>
    <message>
        <source>Agent cards (*.json);;All files (*)</source>
        <translation>Agent Cards (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The server did not list this tool when it last ran; the setting is kept for when it does.</source>
        <translation>Der Server hat dieses Werkzeug bei seinem letzten Start nicht aufgeführt; die Einstellung bleibt erhalten, falls er es wieder tut.</translation>
    </message>
    <message>
        <source>Names that do not match ^[a-zA-Z0-9_]{1,64}$ are adjusted; a name another tool of the run uses gets a number.</source>
        <translation>Namen, die nicht ^[a-zA-Z0-9_]{1,64}$ entsprechen, werden angepasst; ein Name, den ein anderes Werkzeug des Laufs verwendet, erhält eine Nummer.</translation>
    </message>
    <message>
        <source>The server&apos;s tools are listed here once it has run: start it from the panel, then Edit… to leave tools out or rename them.</source>
        <translation>Die Werkzeuge des Servers werden hier aufgeführt, sobald er gelaufen ist: Starten Sie ihn in der Handler-Übersicht und wählen Sie dann Bearbeiten…, um Werkzeuge auszulassen oder umzubenennen.</translation>
    </message>
    <message>
        <source>Another MCP server is already called &quot;%1&quot;.</source>
        <translation>Ein anderer MCP-Server heißt bereits &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Another A2A peer or command tool already answers &quot;%1&quot;.</source>
        <translation>Ein anderer A2A-Peer oder ein anderes Befehlswerkzeug beantwortet bereits &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A quote is not closed.</source>
        <translation>Ein Anführungszeichen ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Characters other than letters, digits and underscores become &quot;_&quot; in the names.</source>
        <translation>Andere Zeichen als Buchstaben, Ziffern und Unterstriche werden in den Namen zu &quot;_&quot;.</translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation>(ausgelassen)</translation>
    </message>
    <message>
        <source>Put a prefix before every tool name, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation>Jedem Werkzeugnamen ein Präfix voranstellen, wie es die offiziellen SDKs tun (&lt;Server&gt;_&lt;Werkzeug&gt;), damit die Werkzeuge zweier Server unterscheidbar bleiben. Aus: die Namen des Servers, wie sie sind.</translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation>Leer: der Name des Servers und ein Unterstrich</translation>
    </message>
    <message>
        <source>none: the server&apos;s names as they are</source>
        <translation>keins: die Namen des Servers, wie sie sind</translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:3001/mcp</source>
        <translation>z. B. http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:4000</source>
        <translation>z. B. http://127.0.0.1:4000</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersManager</name>
    <message>
        <source>The header values and secret variables of these handlers could not be read: %1</source>
        <translation>Die Header-Werte und geheimen Variablen dieser Handler konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The header values and secret variables were not saved: %1</source>
        <translation>Die Header-Werte und geheimen Variablen wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>No system keychain is available: the header values and secret variables were saved in a plain-text file.</source>
        <translation>Kein Schlüsselbund des Systems verfügbar: Die Header-Werte und geheimen Variablen wurden in einer Klartextdatei gespeichert.</translation>
    </message>
    <message>
        <source>The local handlers could not be saved to %1.</source>
        <translation>Die lokalen Handler konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>Not JSON: %1 (at character %2).</source>
        <translation>Kein JSON: %1 (bei Zeichen %2).</translation>
    </message>
    <message>
        <source>The arguments must be a JSON object, e.g. {&quot;q&quot;: 1}.</source>
        <translation>Die Argumente müssen ein JSON-Objekt sein, z. B. {&quot;q&quot;: 1}.</translation>
    </message>
    <message>
        <source>Starting the MCP server &quot;%1&quot;…</source>
        <translation>MCP-Server &quot;%1&quot; wird gestartet…</translation>
    </message>
    <message>
        <source>Fetching the agent card of &quot;%1&quot;…</source>
        <translation>Agent Card von &quot;%1&quot; wird abgerufen…</translation>
    </message>
    <message>
        <source>Running %1 with %2…</source>
        <translation>%1 wird mit %2 ausgeführt…</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>timed out after %1 ms</source>
        <translation>Zeitlimit nach %1 ms überschritten</translation>
    </message>
    <message>
        <source>crashed after %1 ms</source>
        <translation>nach %1 ms abgestürzt</translation>
    </message>
    <message>
        <source>exit code %1 after %2 ms</source>
        <translation>Exit-Code %1 nach %2 ms</translation>
    </message>
    <message>
        <source>Command &quot;%1&quot;: %2</source>
        <translation>Befehl &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>stdout:</source>
        <translation>stdout:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>stderr:</source>
        <translation>stderr:</translation>
    </message>
    <message>
        <source>A call would be answered with this result.</source>
        <translation>Ein Aufruf würde mit diesem Ergebnis beantwortet.</translation>
    </message>
    <message>
        <source>A call would be answered with an error: %1</source>
        <translation>Ein Aufruf würde mit einem Fehler beantwortet: %1</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot; is ready.</source>
        <translation>MCP-Server &quot;%1&quot; ist bereit.</translation>
    </message>
    <message>
        <source>Server: %1 %2 (protocol %3)</source>
        <translation>Server: %1 %2 (Protokoll %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s): %1</source>
        <translation>
            <numerusform>%n Werkzeug: %1</numerusform>
            <numerusform>%n Werkzeuge: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>Instructions: %1</source>
        <translation>Anweisungen: %1</translation>
    </message>
    <message>
        <source>Agent card of &quot;%1&quot;: %2 %3</source>
        <translation>Agent Card von &quot;%1&quot;: %2 %3</translation>
    </message>
    <message>
        <source>Speaks %1 at %2</source>
        <translation>Spricht %1 unter %2</translation>
    </message>
    <message>
        <source>Calls are routed by %1</source>
        <translation>Aufrufe werden anhand von %1 zugeordnet</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s):</source>
        <translation>
            <numerusform>%n Skill:</numerusform>
            <numerusform>%n Skills:</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: %2</source>
        <translation>&quot;%1&quot; ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersModel</name>
    <message>
        <source>card not fetched</source>
        <translation>Card nicht abgerufen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>fetching the card…</source>
        <translation>Card wird abgerufen…</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>wird gestartet…</translation>
    </message>
    <message numerus="yes">
        <source>ready, %n tool(s)</source>
        <translation>
            <numerusform>bereit, %n Werkzeug</numerusform>
            <numerusform>bereit, %n Werkzeuge</numerusform>
        </translation>
    </message>
    <message>
        <source>ready, %1</source>
        <translation>bereit, %1</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>MCP server: answers mcp_local calls whose mcpServer is &quot;%1&quot;</source>
        <translation>MCP-Server: beantwortet mcp_local-Aufrufe, deren mcpServer &quot;%1&quot; ist</translation>
    </message>
    <message>
        <source>A2A peer: answers the a2a_local tool &quot;%1&quot;</source>
        <translation>A2A-Peer: beantwortet das a2a_local-Werkzeug &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Command: answers the local tool &quot;%1&quot;</source>
        <translation>Befehl: beantwortet das lokale Werkzeug &quot;%1&quot;</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>nur lesend</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>What the tool says about itself (MCP annotations); destructive tools always ask</source>
        <translation>Was das Werkzeug über sich selbst angibt (MCP-Annotationen); bei destruktiven Werkzeugen wird immer nachgefragt</translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation>Annotationen: %1</translation>
    </message>
    <message>
        <source>Left out: the model does not see this tool. Edit the server to include it.</source>
        <translation>Ausgelassen: Das Modell sieht dieses Werkzeug nicht. Bearbeiten Sie den Server, um es einzubeziehen.</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Skill</translation>
    </message>
    <message>
        <source>Handler / tool</source>
        <translation>Handler / Werkzeug</translation>
    </message>
    <message>
        <source>State / hints</source>
        <translation>Status / Hinweise</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Target / description</source>
        <translation>Ziel / Beschreibung</translation>
    </message>
    <message>
        <source>Whether a call may run without asking: Ask, Always, or Read-only (when the MCP tool says readOnlyHint). A destructive tool or invalid arguments always ask.</source>
        <translation>Ob ein Aufruf ohne Nachfrage ausgeführt werden darf: &quot;Jedes Mal fragen&quot;, &quot;Immer ausführen&quot; oder &quot;Ausführen, wenn nur lesend&quot; (wenn das MCP-Werkzeug readOnlyHint angibt). Bei einem destruktiven Werkzeug oder ungültigen Argumenten wird immer nachgefragt.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersPanel</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a local handler for this connection</source>
        <translation>Einen lokalen Handler für diese Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>MCP Server…</source>
        <translation>MCP-Server…</translation>
    </message>
    <message>
        <source>Add an MCP server (a command or a URL) whose tools answer mcp_local calls</source>
        <translation>Einen MCP-Server (Befehl oder URL) hinzufügen, dessen Werkzeuge mcp_local-Aufrufe beantworten</translation>
    </message>
    <message>
        <source>A2A Peer…</source>
        <translation>A2A-Peer…</translation>
    </message>
    <message>
        <source>Add an A2A agent (its URL or a card file) that answers an a2a_local tool</source>
        <translation>Einen A2A-Agenten (URL oder Card-Datei) hinzufügen, der ein a2a_local-Werkzeug beantwortet</translation>
    </message>
    <message>
        <source>Command Tool…</source>
        <translation>Befehlswerkzeug…</translation>
    </message>
    <message>
        <source>Add a program that answers a local tool</source>
        <translation>Ein Programm hinzufügen, das ein lokales Werkzeug beantwortet</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Change the selected handler</source>
        <translation>Den ausgewählten Handler ändern</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected handler (Del)</source>
        <translation>Den ausgewählten Handler entfernen (Entf)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start the MCP server, or fetch the A2A peer&apos;s card</source>
        <translation>Den MCP-Server starten oder die Card des A2A-Peers abrufen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop the MCP server (calls in flight fail), or forget the A2A peer&apos;s card</source>
        <translation>Den MCP-Server stoppen (laufende Aufrufe schlagen fehl) oder die Card des A2A-Peers verwerfen</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>MCP: start and list the tools. A2A: fetch the card. Command: run it with the test arguments.</source>
        <translation>MCP: starten und die Werkzeuge auflisten. A2A: die Card abrufen. Befehl: mit den Testargumenten ausführen.</translation>
    </message>
    <message>
        <source>Log…</source>
        <translation>Protokoll…</translation>
    </message>
    <message>
        <source>The handler&apos;s JSON-RPC or HTTP traffic and its stderr, live</source>
        <translation>Der JSON-RPC- oder HTTP-Verkehr des Handlers und sein stderr, live</translation>
    </message>
    <message>
        <source>No local handlers for this connection yet.

Add an MCP server, an A2A peer or a command tool, and the run&apos;s local_tool_calls can be answered on this machine.</source>
        <translation>Noch keine lokalen Handler für diese Verbindung.

Fügen Sie einen MCP-Server, einen A2A-Peer oder ein Befehlswerkzeug hinzu, dann können die local_tool_calls des Laufs auf diesem Rechner beantwortet werden.</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Testergebnis</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>Ar&amp;gumente:</translation>
    </message>
    <message>
        <source>The JSON object the command gets on stdin when tested</source>
        <translation>Das JSON-Objekt, das der Befehl beim Testen über stdin erhält</translation>
    </message>
    <message>
        <source>Select a handler and press Test.</source>
        <translation>Wählen Sie einen Handler aus und klicken Sie auf Testen.</translation>
    </message>
    <message>
        <source>&amp;Default approval:</source>
        <translation>&amp;Standardfreigabe:</translation>
    </message>
    <message>
        <source>For tools without a setting of their own</source>
        <translation>Für Werkzeuge ohne eigene Einstellung</translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking. Read-only: runs without asking when the tool says readOnlyHint. Destructive tools and invalid arguments always ask.</source>
        <translation>Jedes Mal fragen: Sie genehmigen jeden Aufruf. Immer ausführen: läuft ohne Nachfrage. Ausführen, wenn nur lesend: läuft ohne Nachfrage, wenn das Werkzeug readOnlyHint angibt. Bei destruktiven Werkzeugen und ungültigen Argumenten wird immer nachgefragt.</translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking (unless its arguments are invalid).</source>
        <translation>Jedes Mal fragen: Sie genehmigen jeden Aufruf. Immer ausführen: läuft ohne Nachfrage (außer bei ungültigen Argumenten).</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>Remove Handler</source>
        <translation>Handler entfernen</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from this connection&apos;s local handlers?</source>
        <translation>&quot;%1&quot; aus den lokalen Handlern dieser Verbindung entfernen?</translation>
    </message>
    <message>
        <source>The server is stopped; its settings and stored header values are forgotten.</source>
        <translation>Der Server wird gestoppt; seine Einstellungen und gespeicherten Header-Werte werden verworfen.</translation>
    </message>
    <message>
        <source>Its settings and stored header values are forgotten.</source>
        <translation>Seine Einstellungen und gespeicherten Header-Werte werden verworfen.</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;</source>
        <translation>MCP-Server &quot;%1&quot;</translation>
    </message>
    <message>
        <source>A2A peer &quot;%1&quot;</source>
        <translation>A2A-Peer &quot;%1&quot;</translation>
    </message>
    <message>
        <source>command tool &quot;%1&quot;</source>
        <translation>Befehlswerkzeug &quot;%1&quot;</translation>
    </message>
    <message>
        <source>{}</source>
        <comment>an empty JSON object</comment>
        <translation>{}</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolEditor</name>
    <message>
        <source>A tool this app answers: the model calls it, the run pauses, and the answer comes from a local handler or from you.</source>
        <translation>Ein Werkzeug, das diese Anwendung beantwortet: Das Modell ruft es auf, der Lauf pausiert, und die Antwort kommt von einem lokalen Handler oder von Ihnen.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>send_email</source>
        <translation>send_email</translation>
    </message>
    <message>
        <source>The name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Der Name, unter dem das Modell es aufruft: 1 bis 64 Buchstaben, Ziffern oder Unterstriche</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>What the tool does and when to use it</source>
        <translation>Was das Werkzeug tut und wann es verwendet werden soll</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parameter:</translation>
    </message>
    <message>
        <source>JSON Schema of the arguments (an object schema)</source>
        <translation>JSON-Schema der Argumente (ein Objektschema)</translation>
    </message>
    <message>
        <source>&amp;Output schema:</source>
        <translation>Ausgabe&amp;schema:</translation>
    </message>
    <message>
        <source>JSON Schema of what the tool returns (optional)</source>
        <translation>JSON-Schema dessen, was das Werkzeug zurückgibt (optional)</translation>
    </message>
    <message>
        <source>&amp;Long-running</source>
        <translation>&amp;Lang laufend</translation>
    </message>
    <message>
        <source>longRunning: tell the model not to call the tool again while a call is pending</source>
        <translation>longRunning: Das Modell soll das Werkzeug nicht erneut aufrufen, solange ein Aufruf aussteht</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolRegistry</name>
    <message>
        <source>No handler: this build does not know the tool kind &quot;%1&quot;.</source>
        <translation>Kein Handler: Dieser Build kennt die Werkzeugart &quot;%1&quot; nicht.</translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and no configured server has a tool &quot;%1&quot;.</source>
        <translation>Kein Handler: Der Aufruf nennt keinen MCP-Server (mcpServer), und kein eingerichteter Server hat ein Werkzeug &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and several configured servers have a tool &quot;%1&quot;.</source>
        <translation>Kein Handler: Der Aufruf nennt keinen MCP-Server (mcpServer), und mehrere eingerichtete Server haben ein Werkzeug &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No handler: no MCP server named &quot;%1&quot; is configured.</source>
        <translation>Kein Handler: Es ist kein MCP-Server namens &quot;%1&quot; eingerichtet.</translation>
    </message>
    <message>
        <source>No handler: the MCP server &quot;%1&quot; has no tool &quot;%2&quot;.</source>
        <translation>Kein Handler: Der MCP-Server &quot;%1&quot; hat kein Werkzeug &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Calls the tool &quot;%1&quot; of the MCP server &quot;%2&quot; (%3).</source>
        <translation>Ruft das Werkzeug &quot;%1&quot; des MCP-Servers &quot;%2&quot; auf (%3).</translation>
    </message>
    <message>
        <source>No handler: the call carries no agent card URL to find its A2A peer by.</source>
        <translation>Kein Handler: Der Aufruf enthält keine Agent-Card-URL, über die sein A2A-Peer gefunden werden kann.</translation>
    </message>
    <message>
        <source>No handler: no A2A peer is configured for %1.</source>
        <translation>Kein Handler: Für %1 ist kein A2A-Peer eingerichtet.</translation>
    </message>
    <message>
        <source>Sends the message to the A2A agent &quot;%1&quot; at %2 (%3).</source>
        <translation>Sendet die Nachricht an den A2A-Agenten &quot;%1&quot; unter %2 (%3).</translation>
    </message>
    <message>
        <source>No handler: no command is configured for the tool &quot;%1&quot;.</source>
        <translation>Kein Handler: Für das Werkzeug &quot;%1&quot; ist kein Befehl eingerichtet.</translation>
    </message>
    <message>
        <source>Runs %1 with the arguments as JSON on its standard input.</source>
        <translation>Führt %1 aus, mit den Argumenten als JSON auf der Standardeingabe.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolSession</name>
    <message>
        <source>The MCP server &quot;%1&quot; did not start: %2</source>
        <translation>Der MCP-Server &quot;%1&quot; ist nicht gestartet: %2</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; failed: %2</source>
        <translation>Der MCP-Server &quot;%1&quot; ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; cannot be started: %2</source>
        <translation>Der MCP-Server &quot;%1&quot; kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read from %2: %3</source>
        <translation>Die Agent Card von &quot;%1&quot; konnte nicht aus %2 gelesen werden: %3</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read: %2</source>
        <translation>Die Agent Card von &quot;%1&quot; konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; names no endpoint this client can use: %2</source>
        <translation>Die Agent Card von &quot;%1&quot; nennt keinen Endpunkt, den dieser Client verwenden kann: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>a card given as it is</source>
        <translation>direkt angegebene Card</translation>
    </message>
    <message>
        <source>No program is configured.</source>
        <translation>Es ist kein Programm eingerichtet.</translation>
    </message>
    <message>
        <source>The program &quot;%1&quot; was not found or is not executable.</source>
        <translation>Das Programm &quot;%1&quot; wurde nicht gefunden oder ist nicht ausführbar.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was stopped before the local tools were ready.</source>
        <translation>&quot;%1&quot; wurde gestoppt, bevor die lokalen Werkzeuge bereit waren.</translation>
    </message>
    <message>
        <source>The local tools are not ready yet.</source>
        <translation>Die lokalen Werkzeuge sind noch nicht bereit.</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;tools&quot; is not an array, so no local tools can be added.</source>
        <translation>&quot;tools&quot; der Spezifikation ist kein Array, daher können keine lokalen Werkzeuge hinzugefügt werden.</translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation>Der MCP-Servername &quot;%1&quot; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation>Der Werkzeugname &quot;%1&quot; ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>The spec already has a tool named &quot;%1&quot; (tools[%2]); the A2A peer needs another name.</source>
        <translation>Die Spezifikation hat bereits ein Werkzeug namens &quot;%1&quot; (tools[%2]); der A2A-Peer braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>The spec&apos;s tool &quot;%1&quot; (tools[%2]) is not a local tool, so a command cannot answer it.</source>
        <translation>Das Werkzeug &quot;%1&quot; der Spezifikation (tools[%2]) ist kein lokales Werkzeug, daher kann kein Befehl es beantworten.</translation>
    </message>
    <message>
        <source>added the local tool &quot;%1&quot; (no parameters; declare it in the spec to give it a schema)</source>
        <translation>lokales Werkzeug &quot;%1&quot; hinzugefügt (ohne Parameter; deklarieren Sie es in der Spezifikation, um ihm ein Schema zu geben)</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source>%1: the model sees %2 (tool names must match ^[a-zA-Z0-9_]{1,64}$)</source>
        <translation>%1: Das Modell sieht %2 (Werkzeugnamen müssen ^[a-zA-Z0-9_]{1,64}$ entsprechen)</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; has no URL to dispatch its calls by.</source>
        <translation>Die Agent Card von &quot;%1&quot; hat keine URL, über die ihre Aufrufe zugestellt werden können.</translation>
    </message>
    <message>
        <source>the A2A peer &quot;%1&quot; replaces the spec&apos;s a2a_local ref tools[%2]</source>
        <translation>der A2A-Peer &quot;%1&quot; ersetzt in der Spezifikation die a2a_local-Referenz tools[%2]</translation>
    </message>
    <message>
        <source>added the A2A peer &quot;%1&quot; (%2)</source>
        <translation>A2A-Peer &quot;%1&quot; hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>Cancelled: no answer was posted.</source>
        <translation>Abgebrochen: Es wurde keine Antwort gesendet.</translation>
    </message>
    <message>
        <source>No run is attached: no answer was posted.</source>
        <translation>Kein Lauf verbunden: Es wurde keine Antwort gesendet.</translation>
    </message>
    <message>
        <source>The call was answered meanwhile: the handler&apos;s answer was not posted.</source>
        <translation>Der Aufruf wurde inzwischen beantwortet: Die Antwort des Handlers wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>The tool&apos;s answer could not be sent: %1</source>
        <translation>Die Antwort des Werkzeugs konnte nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Kept for review: edit the answer, then send it.</source>
        <translation>Zur Prüfung zurückgehalten: Bearbeiten Sie die Antwort und senden Sie sie dann.</translation>
    </message>
    <message numerus="yes">
        <source>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tool(s): %3)</source>
        <translation>
            <numerusform>der MCP-Server „%1“ ersetzt die mcp_local-Referenz tools[%2] der Spezifikation (%n Werkzeug: %3)</numerusform>
            <numerusform>der MCP-Server „%1“ ersetzt die mcp_local-Referenz tools[%2] der Spezifikation (%n Werkzeuge: %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added the MCP server &quot;%1&quot; (%n tool(s): %2)</source>
        <translation>
            <numerusform>MCP-Server „%1“ hinzugefügt (%n Werkzeug: %2)</numerusform>
            <numerusform>MCP-Server „%1“ hinzugefügt (%n Werkzeuge: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::MainWindow</name>
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
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
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
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Open R&amp;un…</source>
        <translation>&amp;Lauf öffnen…</translation>
    </message>
    <message>
        <source>Open a run by its id: its whole event log, then the live tail if it is running</source>
        <translation>Einen Lauf über seine ID öffnen: sein gesamtes Ereignisprotokoll, dann, falls er noch läuft, die weiteren Ereignisse live</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>Lauf a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Start &amp;Session</source>
        <translation>&amp;Sitzung starten</translation>
    </message>
    <message>
        <source>Create a session with the spec in the editor as its defaults</source>
        <translation>Eine Sitzung mit der Spezifikation im Editor als Vorgabe erstellen</translation>
    </message>
    <message>
        <source>Open S&amp;ession…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Pending Calls</source>
        <translation>Ausstehende Aufrufe</translation>
    </message>
    <message>
        <source>Event Inspector</source>
        <translation>Ereignisinspektor</translation>
    </message>
    <message>
        <source>Run Summary</source>
        <translation>Laufübersicht</translation>
    </message>
    <message>
        <source>Task Plan</source>
        <translation>Aufgabenplan</translation>
    </message>
    <message>
        <source>Protocol Notes</source>
        <translation>Protokollhinweise</translation>
    </message>
    <message>
        <source>Could not list the models: %1</source>
        <translation>Die Modelle konnten nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>Choose a connection first.</source>
        <translation>Wählen Sie zuerst eine Verbindung.</translation>
    </message>
    <message>
        <source>The spec has errors; fix them before running.</source>
        <translation>Die Spezifikation enthält Fehler; beheben Sie sie vor dem Ausführen.</translation>
    </message>
    <message>
        <source>Choose a connection and give a run id.</source>
        <translation>Wählen Sie eine Verbindung und geben Sie eine Lauf-ID an.</translation>
    </message>
    <message numerus="yes">
        <source>Cancel accepted; the server waits for %n pending call(s) — answer or reject them.</source>
        <translation>
            <numerusform>Abbruch angenommen; der Server wartet auf %n ausstehenden Aufruf — beantworten oder lehnen Sie ihn ab.</numerusform>
            <numerusform>Abbruch angenommen; der Server wartet auf %n ausstehende Aufrufe — beantworten oder lehnen Sie sie ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run</source>
        <translation>Kein Lauf</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>The run waits for %n local call(s). The server ends a cancelled run only once each is answered or has timed out.</source>
        <translation>
            <numerusform>Der Lauf wartet auf %n lokalen Aufruf. Der Server beendet einen abgebrochenen Lauf erst, wenn er beantwortet oder abgelaufen ist.</numerusform>
            <numerusform>Der Lauf wartet auf %n lokale Aufrufe. Der Server beendet einen abgebrochenen Lauf erst, wenn jeder davon beantwortet oder abgelaufen ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject them and cancel</source>
        <translation>Ablehnen und abbrechen</translation>
    </message>
    <message>
        <source>Cancel, I will answer them</source>
        <translation>Abbrechen, ich beantworte sie selbst</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>The user cancelled the run.</source>
        <translation>Der Benutzer hat den Lauf abgebrochen.</translation>
    </message>
    <message>
        <source>Open run</source>
        <translation>Lauf öffnen</translation>
    </message>
    <message>
        <source>Run id (its event log is read from seq 1; a running run is then followed live):</source>
        <translation>Lauf-ID (sein Ereignisprotokoll wird ab seq 1 gelesen; einem laufenden Lauf wird danach live gefolgt):</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Session id:</source>
        <translation>Sitzungs-ID:</translation>
    </message>
    <message>
        <source>This run cannot be answered from here.</source>
        <translation>Dieser Lauf kann von hier aus nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>The answer was not sent: %1</source>
        <translation>Die Antwort wurde nicht gesendet: %1</translation>
    </message>
    <message>
        <source>The rejection was not sent: %1</source>
        <translation>Die Ablehnung wurde nicht gesendet: %1</translation>
    </message>
    <message>
        <source>There is nothing to send again for %1.</source>
        <translation>Für %1 gibt es nichts erneut zu senden.</translation>
    </message>
    <message>
        <source>A tool call waits for you</source>
        <translation>Ein Werkzeugaufruf wartet auf Sie</translation>
    </message>
    <message>
        <source>The run asks for a local tool call to be answered.</source>
        <translation>Der Lauf bittet darum, einen lokalen Werkzeugaufruf zu beantworten.</translation>
    </message>
    <message>
        <source>A local tool call waits for an answer.</source>
        <translation>Ein lokaler Werkzeugaufruf wartet auf eine Antwort.</translation>
    </message>
    <message>
        <source>Unsaved spec</source>
        <translation>Nicht gespeicherte Spezifikation</translation>
    </message>
    <message>
        <source>The spec has unsaved changes. Quit anyway?</source>
        <translation>Die Spezifikation hat nicht gespeicherte Änderungen. Trotzdem beenden?</translation>
    </message>
    <message>
        <source>Local Handlers</source>
        <translation>Lokale Handler</translation>
    </message>
    <message>
        <source>Not signed in to %1: open Manage… and Sign in.</source>
        <translation>Nicht bei %1 angemeldet: Öffnen Sie Verwalten… und melden Sie sich an.</translation>
    </message>
    <message>
        <source>The local handlers do not fit the spec: %1</source>
        <translation>Die lokalen Handler passen nicht zur Spezifikation: %1</translation>
    </message>
    <message>
        <source>Starting the local handlers…</source>
        <translation>Lokale Handler werden gestartet…</translation>
    </message>
    <message>
        <source>The run was not started: a local handler failed: %1</source>
        <translation>Der Lauf wurde nicht gestartet: Ein lokaler Handler ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>A local tool call arrived; start the local handlers to run it with them.</source>
        <translation>Ein lokaler Werkzeugaufruf ist eingetroffen; starten Sie die lokalen Handler, um ihn damit auszuführen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Running… %1 s</source>
        <translation>Läuft… %1 s</translation>
    </message>
    <message>
        <source>%1 Not sent: %2</source>
        <translation>%1 Nicht gesendet: %2</translation>
    </message>
    <message>
        <source>The handler of %1 cannot run it now (not configured, already running or answered).</source>
        <translation>Der Handler von %1 kann ihn jetzt nicht ausführen (nicht eingerichtet, läuft bereits oder bereits beantwortet).</translation>
    </message>
    <message>
        <source>Untitled spec</source>
        <translation>Unbenannte Spezifikation</translation>
    </message>
    <message>
        <source>%1 — %2[*] — MANTYX Run Inspector</source>
        <translation>%1 — %2[*] — MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>%1[*] — MANTYX Run Inspector</source>
        <translation>%1[*] — MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>The spec has errors; fix them before starting a session.</source>
        <translation>Die Spezifikation enthält Fehler; beheben Sie sie, bevor Sie eine Sitzung starten.</translation>
    </message>
    <message>
        <source>The run was not started: with the local handlers&apos; tools the spec has an error: %1</source>
        <translation>Der Lauf wurde nicht gestartet: Mit den Werkzeugen der lokalen Handler enthält die Spezifikation einen Fehler: %1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Re&amp;cent Runs</source>
        <translation>Le&amp;tzte Läufe</translation>
    </message>
    <message>
        <source>Run the spec in the editor (%1)</source>
        <translation>Die Spezifikation im Editor ausführen (%1)</translation>
    </message>
    <message>
        <source>Ask the server to cancel the run (%1)</source>
        <translation>Den Server bitten, den Lauf abzubrechen (%1)</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spezifikation</translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation>S&amp;itzung</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <source>&amp;Pending Calls</source>
        <translation>&amp;Wartende Aufrufe</translation>
    </message>
    <message>
        <source>Event &amp;Inspector</source>
        <translation>&amp;Ereignis-Inspektor</translation>
    </message>
    <message>
        <source>&amp;Local Handlers</source>
        <translation>&amp;Lokale Handler</translation>
    </message>
    <message>
        <source>Run S&amp;ummary</source>
        <translation>Lauf-Zusammen&amp;fassung</translation>
    </message>
    <message>
        <source>Task Pl&amp;an</source>
        <translation>Aufgaben&amp;plan</translation>
    </message>
    <message>
        <source>Protocol &amp;Notes</source>
        <translation>Protokoll&amp;hinweise</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>Connecting to %1 at %2…</source>
        <translation>Verbindung mit %1 unter %2 wird hergestellt…</translation>
    </message>
    <message>
        <source>Not connected to %1 at %2</source>
        <translation>Nicht verbunden mit %1 unter %2</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>Opening run %1…</source>
        <translation>Lauf %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>No recent runs on this connection</source>
        <translation>Keine letzten Läufe für diese Verbindung</translation>
    </message>
    <message>
        <source>Clear Recent Runs</source>
        <translation>Letzte Läufe löschen</translation>
    </message>
    <message>
        <source>Run %1 was not opened: %2</source>
        <translation>Lauf %1 wurde nicht geöffnet: %2</translation>
    </message>
    <message>
        <source>Answer the Next Run from a Capture</source>
        <translation>Den nächsten Lauf aus einem Mitschnitt beantworten</translation>
    </message>
    <message>
        <source>MANTYX captures (*.mxrun);;All files (*)</source>
        <translation>MANTYX-Mitschnitte (*.mxrun);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;HTML Report…</source>
        <translation>&amp;HTML-Bericht…</translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation>&amp;Markdown…</translation>
    </message>
    <message>
        <source>Raw &amp;Events (JSONL)…</source>
        <translation>Roh&amp;ereignisse (JSONL)…</translation>
    </message>
    <message>
        <source>&amp;Spec (JSON)…</source>
        <translation>&amp;Spezifikation (JSON)…</translation>
    </message>
    <message>
        <source>Spec as &amp;curl…</source>
        <translation>Spezifikation als &amp;curl…</translation>
    </message>
    <message>
        <source>Open Cap&amp;ture…</source>
        <translation>&amp;Mitschnitt öffnen…</translation>
    </message>
    <message>
        <source>Open a capture file (.mxrun) and replay it</source>
        <translation>Eine Mitschnittdatei (.mxrun) öffnen und wiedergeben</translation>
    </message>
    <message>
        <source>Recent Captu&amp;res</source>
        <translation>Let&amp;zte Mitschnitte</translation>
    </message>
    <message>
        <source>S&amp;tep Replay</source>
        <translation>Einzelschri&amp;tt</translation>
    </message>
    <message>
        <source>Hand on the next record of the capture (%1)</source>
        <translation>Den nächsten Eintrag des Mitschnitts weitergeben (%1)</translation>
    </message>
    <message>
        <source>Re-ru&amp;n</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>Load the shown run&apos;s spec into the editor, to change it and run it again</source>
        <translation>Die Spezifikation des angezeigten Laufs in den Editor laden, um sie zu ändern und erneut auszuführen</translation>
    </message>
    <message>
        <source>Prefe&amp;rences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Co&amp;mpare Runs…</source>
        <translation>Läufe &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Compare two captured runs: specs, summaries and timelines</source>
        <translation>Zwei aufgezeichnete Läufe vergleichen: Spezifikationen, Zusammenfassungen und Zeitachsen</translation>
    </message>
    <message>
        <source>Re-run with Recorded &amp;Answers…</source>
        <translation>Mit aufgezeichneten &amp;Antworten erneut ausführen…</translation>
    </message>
    <message>
        <source>Answer the local tool calls of the next run with the answers a capture recorded, where the tool and arguments match</source>
        <translation>Die lokalen Werkzeugaufrufe des nächsten Laufs mit den Antworten beantworten, die ein Mitschnitt aufgezeichnet hat, wo Werkzeug und Argumente übereinstimmen</translation>
    </message>
    <message>
        <source>%1 cannot be used for answers: %2</source>
        <translation>%1 kann nicht für Antworten verwendet werden: %2</translation>
    </message>
    <message>
        <source>%1 recorded no answers to local tool calls.</source>
        <translation>%1 hat keine Antworten auf lokale Werkzeugaufrufe aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>The local tool calls of the next run are answered from %1 (%n recorded answer(s)) where the tool and arguments match.</source>
        <translation>
            <numerusform>Die lokalen Werkzeugaufrufe des nächsten Laufs werden aus %1 beantwortet (%n aufgezeichnete Antwort), wo Werkzeug und Argumente übereinstimmen.</numerusform>
            <numerusform>Die lokalen Werkzeugaufrufe des nächsten Laufs werden aus %1 beantwortet (%n aufgezeichnete Antworten), wo Werkzeug und Argumente übereinstimmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Answered from recorded run %1</source>
        <translation>Aus dem aufgezeichneten Lauf %1 beantwortet</translation>
    </message>
    <message>
        <source>%1 recorded no answer for this tool with these arguments: answer it yourself.</source>
        <translation>%1 hat für dieses Werkzeug mit diesen Argumenten keine Antwort aufgezeichnet: Beantworten Sie den Aufruf selbst.</translation>
    </message>
    <message>
        <source>The run is not being recorded: %1</source>
        <translation>Der Lauf wird nicht aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>Replay paused</source>
        <translation>Wiedergabe angehalten</translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation>Lauf-Mitschnitte (*.mxrun);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Compare Runs — the first run</source>
        <translation>Läufe vergleichen — der erste Lauf</translation>
    </message>
    <message>
        <source>Compare Runs — the second run</source>
        <translation>Läufe vergleichen — der zweite Lauf</translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>The runs could not be compared.
%1</source>
        <translation>Die Läufe konnten nicht verglichen werden.
%1</translation>
    </message>
    <message>
        <source>Opening capture %1…</source>
        <translation>Mitschnitt %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>The capture %1 was not opened: %2</source>
        <translation>Der Mitschnitt %1 wurde nicht geöffnet: %2</translation>
    </message>
    <message>
        <source>It was removed from Recent Captures.</source>
        <translation>Er wurde aus den letzten Mitschnitten entfernt.</translation>
    </message>
    <message>
        <source>Open capture</source>
        <translation>Mitschnitt öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n capture(s) no longer exist and were removed from Recent Captures: %1</source>
        <translation>
            <numerusform>%n Mitschnitt existiert nicht mehr und wurde aus den letzten Mitschnitten entfernt: %1</numerusform>
            <numerusform>%n Mitschnitte existieren nicht mehr und wurden aus den letzten Mitschnitten entfernt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent captures</source>
        <translation>Keine letzten Mitschnitte</translation>
    </message>
    <message>
        <source>Clear Recent Captures</source>
        <translation>Letzte Mitschnitte löschen</translation>
    </message>
    <message>
        <source>&amp;Pause Replay</source>
        <translation>&amp;Wiedergabe pausieren</translation>
    </message>
    <message>
        <source>&amp;Play Replay</source>
        <translation>&amp;Wiedergabe starten</translation>
    </message>
    <message>
        <source>Pause the replay (%1)</source>
        <translation>Die Wiedergabe anhalten (%1)</translation>
    </message>
    <message>
        <source>Play the capture at the chosen speed (%1)</source>
        <translation>Den Mitschnitt mit dem gewählten Tempo abspielen (%1)</translation>
    </message>
    <message>
        <source>There is no run whose spec could be loaded.</source>
        <translation>Es gibt keinen Lauf, dessen Spezifikation geladen werden könnte.</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>The spec in the editor has unsaved changes. Replace it with the run&apos;s spec?</source>
        <translation>Die Spezifikation im Editor hat nicht gespeicherte Änderungen. Durch die Spezifikation des Laufs ersetzen?</translation>
    </message>
    <message>
        <source>The run&apos;s spec is in the editor: change it and run it again.</source>
        <translation>Die Spezifikation des Laufs ist im Editor: Ändern Sie sie und führen Sie sie erneut aus.</translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s spec is in the editor. %n value(s) were redacted when it was recorded (“%1”): fill them in again before running: %2</source>
        <translation>
            <numerusform>Die Spezifikation des Laufs ist im Editor. %n Wert wurde bei der Aufzeichnung geschwärzt („%1“): Tragen Sie ihn vor dem Ausführen wieder ein: %2</numerusform>
            <numerusform>Die Spezifikation des Laufs ist im Editor. %n Werte wurden bei der Aufzeichnung geschwärzt („%1“): Tragen Sie sie vor dem Ausführen wieder ein: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 was not added to the run library: %2</source>
        <translation>Lauf %1 wurde nicht in die Laufbibliothek aufgenommen: %2</translation>
    </message>
    <message>
        <source>Run %1 ran on %2; connect to it to open the run.</source>
        <translation>Lauf %1 lief auf %2; verbinden Sie sich damit, um den Lauf zu öffnen.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Starting the built-in sandbox…</source>
        <translation>Die eingebaute Sandbox wird gestartet…</translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxPluginToolEditor</name>
    <message>
        <source>A tool of a platform plugin, run by the server.</source>
        <translation>Ein Werkzeug eines Plattform-Plugins, vom Server ausgeführt.</translation>
    </message>
    <message>
        <source>Plugin tool &amp;name:</source>
        <translation>&amp;Name des Plugin-Werkzeugs:</translation>
    </message>
    <message>
        <source>the plugin tool&apos;s name</source>
        <translation>der Name des Plugin-Werkzeugs</translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxToolEditor</name>
    <message>
        <source>A tool of the workspace, run by the server. The run only names it; its name, description and parameters live in the workspace.</source>
        <translation>Ein Werkzeug des Workspaces, vom Server ausgeführt. Der Lauf nennt es nur; Name, Beschreibung und Parameter sind im Workspace hinterlegt.</translation>
    </message>
    <message>
        <source>Tool &amp;id:</source>
        <translation>Werkzeug-&amp;ID:</translation>
    </message>
    <message>
        <source>the workspace tool&apos;s id</source>
        <translation>die ID des Workspace-Werkzeugs</translation>
    </message>
</context>
<context>
    <name>mantyx::McpClient</name>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>The connection to the MCP server &quot;%1&quot; was stopped.</source>
        <translation>Die Verbindung zum MCP-Server &quot;%1&quot; wurde beendet.</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; did not answer %2 within %3 s.</source>
        <translation>Der MCP-Server &quot;%1&quot; hat auf %2 nicht innerhalb von %3 s geantwortet.</translation>
    </message>
    <message>
        <source>The MCP server sent something that is not JSON (%1); it was ignored.</source>
        <translation>Der MCP-Server hat etwas gesendet, das kein JSON ist (%1); es wurde ignoriert.</translation>
    </message>
    <message>
        <source>The MCP server sent a JSON-RPC message that is neither a request, a notification nor a response; it was ignored.</source>
        <translation>Der MCP-Server hat eine JSON-RPC-Nachricht gesendet, die weder Anfrage noch Benachrichtigung noch Antwort ist; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The MCP server answered a request this client is not waiting for (id %1); it was ignored.</source>
        <translation>Der MCP-Server hat auf eine Anfrage geantwortet, auf die dieser Client nicht wartet (ID %1); die Antwort wurde ignoriert.</translation>
    </message>
    <message>
        <source>The MCP server&apos;s response to %1 has neither a result nor an error.</source>
        <translation>Die Antwort des MCP-Servers auf %1 enthält weder ein Ergebnis noch einen Fehler.</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>[%1 %2] %3</source>
        <translation>[%1 %2] %3</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; refused initialize: %2 (error %3).</source>
        <translation>Der MCP-Server &quot;%1&quot; hat initialize abgelehnt: %2 (Fehler %3).</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; speaks protocol revision &quot;%2&quot;, which this client does not (it speaks %3).</source>
        <translation>Der MCP-Server &quot;%1&quot; spricht die Protokollrevision &quot;%2&quot;, die dieser Client nicht unterstützt (er spricht %3).</translation>
    </message>
    <message>
        <source>tools/list failed: %1 (error %2).</source>
        <translation>tools/list ist fehlgeschlagen: %1 (Fehler %2).</translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/list pages do not end (cursor &quot;%1&quot; after %2 pages).</source>
        <translation>Die tools/list-Seiten des MCP-Servers enden nicht (Cursor &quot;%1&quot; nach %2 Seiten).</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; is not connected (%2).</source>
        <translation>Der MCP-Server &quot;%1&quot; ist nicht verbunden (%2).</translation>
    </message>
    <message>
        <source>MCP error %1: %2</source>
        <translation>MCP-Fehler %1: %2</translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/call result is not an object.</source>
        <translation>Das tools/call-Ergebnis des MCP-Servers ist kein Objekt.</translation>
    </message>
    <message>
        <source>The call to the MCP server &quot;%1&quot; was cancelled.</source>
        <translation>Der Aufruf an den MCP-Server &quot;%1&quot; wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>Meanwhile it sent %n message(s) this client could not use; the last: %1.</source>
        <translation>
            <numerusform>Inzwischen hat er %n Nachricht gesendet, die dieser Client nicht verwenden konnte; die letzte: %1.</numerusform>
            <numerusform>Inzwischen hat er %n Nachrichten gesendet, die dieser Client nicht verwenden konnte; die letzte: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>a line that is not JSON (%1): %2</source>
        <translation>eine Zeile, die kein JSON ist (%1): %2</translation>
    </message>
    <message>
        <source>an empty batch</source>
        <translation>ein leerer Batch</translation>
    </message>
    <message numerus="yes">
        <source>%n more message(s) that could not be used were not logged.</source>
        <translation>
            <numerusform>%n weitere nicht verwendbare Nachricht wurde nicht protokolliert.</numerusform>
            <numerusform>%n weitere nicht verwendbare Nachrichten wurden nicht protokolliert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server keeps sending messages that cannot be used; further ones are counted, not logged.</source>
        <translation>Der MCP-Server sendet fortlaufend Nachrichten, die nicht verwendbar sind; weitere werden gezählt, aber nicht protokolliert.</translation>
    </message>
    <message numerus="yes">
        <source>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n message(s) in all; the last: %3); the connection was closed.</source>
        <translation>
            <numerusform>Der MCP-Server &quot;%1&quot; hat mehr als %2 MB gesendet, die kein MCP sind (insgesamt %n Nachricht; die letzte: %3); die Verbindung wurde geschlossen.</numerusform>
            <numerusform>Der MCP-Server &quot;%1&quot; hat mehr als %2 MB gesendet, die kein MCP sind (insgesamt %n Nachrichten; die letzte: %3); die Verbindung wurde geschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <source>JSON that is not a JSON-RPC message: %1</source>
        <translation>JSON, das keine JSON-RPC-Nachricht ist: %1</translation>
    </message>
    <message>
        <source>an answer to a request this client is not waiting for (id %1)</source>
        <translation>eine Antwort auf eine Anfrage, auf die dieser Client nicht wartet (ID %1)</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>… (%n weiteres Zeichen)</numerusform>
            <numerusform>… (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::McpHttpTransport</name>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation>Die URL des MCP-Servers muss eine http://- oder https://-Adresse sein; erhalten: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>An HTTP response of the MCP server passed %1 MB and was cut off.</source>
        <translation>Eine HTTP-Antwort des MCP-Servers hat %1 MB überschritten und wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>The MCP server&apos;s response passed %1 MB and was cut off.</source>
        <translation>Die Antwort des MCP-Servers hat %1 MB überschritten und wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended (HTTP %1).</source>
        <translation>Der Ereignis-Stream des MCP-Servers ist beendet (HTTP %1).</translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended: %1</source>
        <translation>Der Ereignis-Stream des MCP-Servers ist beendet: %1</translation>
    </message>
    <message>
        <source>Could not reach the MCP server at %1: %2</source>
        <translation>Der MCP-Server unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The MCP server&apos;s HTTP response (%1) ended without a reply.</source>
        <translation>Die HTTP-Antwort des MCP-Servers (%1) endete ohne Antwortnachricht.</translation>
    </message>
    <message>
        <source>The MCP server no longer knows this session (HTTP 404); restart the connection to open a new one.</source>
        <translation>Der MCP-Server kennt diese Sitzung nicht mehr (HTTP 404); starten Sie die Verbindung neu, um eine neue zu öffnen.</translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1 %2.</source>
        <translation>Der MCP-Server hat mit HTTP %1 %2 geantwortet.</translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1: %2</source>
        <translation>Der MCP-Server hat mit HTTP %1 geantwortet: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::McpLocalToolEditor</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message numerus="yes">
        <source>Connected (MCP %1): %n tool(s) listed. The server was stopped again.</source>
        <translation>
            <numerusform>Verbunden (MCP %1): %n Werkzeug aufgeführt. Der Server wurde wieder gestoppt.</numerusform>
            <numerusform>Verbunden (MCP %1): %n Werkzeuge aufgeführt. Der Server wurde wieder gestoppt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation>Die Werkzeuge konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Not declared by the server; MCP assumes it</source>
        <translation>Vom Server nicht angegeben; MCP nimmt es an</translation>
    </message>
    <message>
        <source>Declared by the server</source>
        <translation>Vom Server angegeben</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>nur lesend</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open-world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation>(ausgelassen)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more name(s) adjusted.</source>
        <translation>
            <numerusform>… und %n weiterer Name angepasst.</numerusform>
            <numerusform>… und %n weitere Namen angepasst.</numerusform>
        </translation>
    </message>
    <message>
        <source>No serverInfo: Connect to ask the server.</source>
        <translation>Keine serverInfo: Klicken Sie auf Verbinden, um den Server zu fragen.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Außerdem: %1</translation>
    </message>
    <message>
        <source>An MCP server this app runs. Connect lists its tools once; the spec carries that list, and the run&apos;s tool calls come back here.</source>
        <translation>Ein MCP-Server, den diese Anwendung ausführt. Verbinden listet seine Werkzeuge einmal auf; die Spezifikation enthält diese Liste, und die Werkzeugaufrufe des Laufs kommen hierher zurück.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>fs</source>
        <translation>fs</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Co&amp;mmand (stdio)</source>
        <translation>&amp;Befehl (stdio)</translation>
    </message>
    <message>
        <source>UR&amp;L (Streamable HTTP)</source>
        <translation>UR&amp;L (Streamable HTTP)</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>npx</source>
        <translation>npx</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>-y @modelcontextprotocol/server-filesystem /work</source>
        <translation>-y @modelcontextprotocol/server-filesystem /work</translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains one</source>
        <translation>Durch Leerzeichen getrennt; setzen Sie ein Argument, das ein Leerzeichen enthält, in Anführungszeichen</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>http://localhost:3001/mcp</source>
        <translation>http://localhost:3001/mcp</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>Header:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Start the server, list its tools, stop it again</source>
        <translation>Den Server starten, seine Werkzeuge auflisten und ihn wieder stoppen</translation>
    </message>
    <message>
        <source>serverInfo</source>
        <translation>serverInfo</translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation>Werkzeuge, die das Modell sieht</translation>
    </message>
    <message>
        <source>Common &amp;prefix:</source>
        <translation>Gemeinsames &amp;Präfix:</translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation>Werkzeug des Servers</translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation>Name für das Modell</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotationen</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Connect to list the server&apos;s tools.</source>
        <translation>Klicken Sie auf Verbinden, um die Werkzeuge des Servers aufzulisten.</translation>
    </message>
    <message numerus="yes">
        <source>%n tool name(s) had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</source>
        <translation>
            <numerusform>%n Werkzeugname enthielt Zeichen, die ein für das Modell sichtbarer Name nicht enthalten darf (^[a-zA-Z0-9_]{1,64}$); sie wurden zu Unterstrichen, wie die Namensspalte zeigt.</numerusform>
            <numerusform>%n Werkzeugnamen enthielten Zeichen, die ein für das Modell sichtbarer Name nicht enthalten darf (^[a-zA-Z0-9_]{1,64}$); sie wurden zu Unterstrichen, wie die Namensspalte zeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>none: the names below as they are</source>
        <translation>keins: die Namen unten, wie sie sind</translation>
    </message>
    <message>
        <source>A label for the server: its calls come back under it (mcpServer), and by default its tools are named &lt;name&gt;_&lt;tool&gt;</source>
        <translation>Eine Bezeichnung für den Server: seine Aufrufe kommen darunter zurück (mcpServer), und standardmäßig heißen seine Werkzeuge &lt;Name&gt;_&lt;Werkzeug&gt;</translation>
    </message>
    <message>
        <source>Put a prefix before every tool name that has no name of its own, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation>Jedem Werkzeugnamen ohne eigenen Namen ein Präfix voranstellen, wie es die offiziellen SDKs tun (&lt;Server&gt;_&lt;Werkzeug&gt;), damit die Werkzeuge zweier Server unterscheidbar bleiben. Aus: die Namen des Servers, wie sie sind.</translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation>Leer: der Name des Servers und ein Unterstrich</translation>
    </message>
</context>
<context>
    <name>mantyx::McpStdioTransport</name>
    <message>
        <source>The MCP server wrote more than %1 MB to stdout without a line break; the connection was closed.</source>
        <translation>Der MCP-Server hat mehr als %1 MB ohne Zeilenumbruch auf stdout geschrieben; die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <source>Its last stderr output: %1</source>
        <translation>Seine letzte stderr-Ausgabe: %1</translation>
    </message>
    <message>
        <source>The MCP server process (%1) crashed or was killed.</source>
        <translation>Der MCP-Serverprozess (%1) ist abgestürzt oder wurde beendet.</translation>
    </message>
    <message>
        <source>The MCP server process (%1) exited with code %2.</source>
        <translation>Der MCP-Serverprozess (%1) wurde mit Code %2 beendet.</translation>
    </message>
    <message>
        <source>Could not start the MCP server &quot;%1&quot;: %2</source>
        <translation>Der MCP-Server &quot;%1&quot; konnte nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::McpToolEditor</name>
    <message>
        <source>A remote MCP server the server connects to itself. Its tools reach the model as &lt;name&gt;_&lt;tool&gt;.</source>
        <translation>Ein entfernter MCP-Server, mit dem sich der Server selbst verbindet. Seine Werkzeuge erreichen das Modell als &lt;name&gt;_&lt;tool&gt;.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>github</source>
        <translation>github</translation>
    </message>
    <message>
        <source>Put before the server&apos;s tool names: 1 to 64 letters, digits or underscores</source>
        <translation>Wird den Werkzeugnamen des Servers vorangestellt: 1 bis 64 Buchstaben, Ziffern oder Unterstriche</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>U&amp;RL:</translation>
    </message>
    <message>
        <source>https://mcp.example.com/mcp</source>
        <translation>https://mcp.example.com/mcp</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>H&amp;eader:</translation>
    </message>
    <message>
        <source>Sent by the server with every request to the MCP server</source>
        <translation>Vom Server mit jeder Anfrage an den MCP-Server gesendet</translation>
    </message>
    <message>
        <source>Tool &amp;filter:</source>
        <translation>Werkzeug&amp;filter:</translation>
    </message>
    <message>
        <source>All of the server&apos;s tools</source>
        <translation>Alle Werkzeuge des Servers</translation>
    </message>
    <message>
        <source>Only these tools</source>
        <translation>Nur diese Werkzeuge</translation>
    </message>
    <message>
        <source>Custom (JSON)</source>
        <translation>Benutzerdefiniert (JSON)</translation>
    </message>
    <message>
        <source>search, create_issue</source>
        <translation>search, create_issue</translation>
    </message>
    <message>
        <source>The server&apos;s tool names, separated by commas</source>
        <translation>Die Werkzeugnamen des Servers, durch Kommas getrennt</translation>
    </message>
</context>
<context>
    <name>mantyx::MessagesEditor</name>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a user message at the end</source>
        <translation>Eine Benutzernachricht am Ende hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected message</source>
        <translation>Die ausgewählte Nachricht entfernen</translation>
    </message>
    <message>
        <source>user</source>
        <translation>user</translation>
    </message>
    <message>
        <source>assistant</source>
        <translation>assistant</translation>
    </message>
    <message>
        <source>system</source>
        <translation>system</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; only it may carry attachments. System messages are merged after the system prompt.</source>
        <translation>Die letzte Nachricht, die keine Systemnachricht ist, muss eine Benutzernachricht sein; nur sie darf Anhänge tragen. Systemnachrichten werden nach dem Systemprompt angefügt.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>[%n attachment(s)]</source>
        <translation>
            <numerusform>[%n Anhang]</numerusform>
            <numerusform>[%n Anhänge]</numerusform>
        </translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>Ro&amp;lle:</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Inhalt:</translation>
    </message>
    <message>
        <source>Attac&amp;hments:</source>
        <translation>A&amp;nhänge:</translation>
    </message>
</context>
<context>
    <name>mantyx::ModelCatalogModel</name>
    <message>
        <source>Workspace default — %1</source>
        <translation>Workspace-Standard — %1</translation>
    </message>
    <message>
        <source>Workspace default (modelId omitted)</source>
        <translation>Workspace-Standard (modelId weggelassen)</translation>
    </message>
    <message>
        <source>Leave modelId out: the server runs the workspace&apos;s default model.</source>
        <translation>modelId weglassen: Der Server verwendet das Standardmodell des Workspaces.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>%1
id: %2
vendor model: %3
source: %4</source>
        <translation>%1
ID: %2
Anbietermodell: %3
Quelle: %4</translation>
    </message>
    <message>
        <source>The workspace default: %1.</source>
        <translation>Der Workspace-Standard: %1.</translation>
    </message>
    <message>
        <source>The workspace default model (no catalog loaded).</source>
        <translation>Das Standardmodell des Workspaces (kein Katalog geladen).</translation>
    </message>
    <message>
        <source>The workspace default model.</source>
        <translation>Das Standardmodell des Workspaces.</translation>
    </message>
    <message>
        <source>Shorthand for %1: %2.</source>
        <translation>Kurzform für %1: %2.</translation>
    </message>
    <message>
        <source>Ambiguous: %1 matches %2; use a full id.</source>
        <translation>Mehrdeutig: %1 passt auf %2; verwenden Sie eine vollständige ID.</translation>
    </message>
    <message>
        <source>No model catalog loaded: the server checks this id when the run starts.</source>
        <translation>Kein Modellkatalog geladen: Der Server prüft diese ID beim Start des Laufs.</translation>
    </message>
    <message>
        <source>Not in this workspace&apos;s catalog: the server may reject it (400 invalid_model).</source>
        <translation>Nicht im Katalog dieses Workspaces: Der Server lehnt sie womöglich ab (400 invalid_model).</translation>
    </message>
    <message>
        <source>%1M tokens</source>
        <translation>%1M Tokens</translation>
    </message>
    <message>
        <source>%1K tokens</source>
        <translation>%1K Tokens</translation>
    </message>
    <message>
        <source>no price listed</source>
        <translation>kein Preis angegeben</translation>
    </message>
    <message>
        <source>$%1 in / $%2 out per 1M tokens</source>
        <translation>$%1 Eingabe / $%2 Ausgabe pro 1M Tokens</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthCredential</name>
    <message>
        <source>The sign-in server could not be reached: %1</source>
        <translation>Der Anmeldeserver ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The sign-in server answered without an access token.</source>
        <translation>Der Anmeldeserver hat ohne Zugriffstoken geantwortet.</translation>
    </message>
    <message>
        <source>The sign-in server issued a &quot;%1&quot; token; only bearer tokens are supported.</source>
        <translation>Der Anmeldeserver hat ein Token vom Typ &quot;%1&quot; ausgestellt; unterstützt werden nur Bearer-Tokens.</translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 (HTTP %2).</source>
        <translation>Der Anmeldeserver hat abgelehnt: %1 (HTTP %2).</translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 — %2 (HTTP %3).</source>
        <translation>Der Anmeldeserver hat abgelehnt: %1 — %2 (HTTP %3).</translation>
    </message>
    <message>
        <source>The sign-in server answered HTTP %1 %2.</source>
        <translation>Der Anmeldeserver hat mit HTTP %1 %2 geantwortet.</translation>
    </message>
    <message>
        <source>There is no sign-in to renew; sign in again.</source>
        <translation>Es gibt keine Anmeldung zu erneuern; melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>The sign-in is no longer valid; sign in again. (%1)</source>
        <translation>Die Anmeldung ist nicht mehr gültig; melden Sie sich erneut an. (%1)</translation>
    </message>
    <message>
        <source>The sign-in does not cover the scopes this connection asks for (%1): ask for fewer, or sign in again. (%2)</source>
        <translation>Die Anmeldung deckt die Scopes nicht ab, die diese Verbindung anfordert (%1): Fordern Sie weniger an, oder melden Sie sich erneut an. (%2)</translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthFlow</name>
    <message>
        <source>The sign-in was not completed in the browser in time. Start it again.</source>
        <translation>Die Anmeldung wurde im Browser nicht rechtzeitig abgeschlossen. Starten Sie sie erneut.</translation>
    </message>
    <message>
        <source>The connection is missing its OAuth client id or server address.</source>
        <translation>Der Verbindung fehlen die OAuth-Client-ID oder die Serveradresse.</translation>
    </message>
    <message>
        <source>The OAuth client secret is missing; enter it in the connection settings.</source>
        <translation>Das OAuth-Client-Secret fehlt; geben Sie es in den Verbindungseinstellungen ein.</translation>
    </message>
    <message>
        <source>Could not listen on 127.0.0.1 for the browser&apos;s answer.</source>
        <translation>Auf 127.0.0.1 kann nicht auf die Antwort des Browsers gewartet werden.</translation>
    </message>
    <message>
        <source>MANTYX Run Inspector received the answer of the sign-in page. You can close this page and return to the app.</source>
        <translation>MANTYX Run Inspector hat die Antwort der Anmeldeseite erhalten. Sie können diese Seite schließen und zur Anwendung zurückkehren.</translation>
    </message>
    <message>
        <source>The browser came back with an answer that does not belong to this sign-in (its state does not match), so it was rejected. Start the sign-in again.</source>
        <translation>Der Browser kam mit einer Antwort zurück, die nicht zu dieser Anmeldung gehört (ihr state stimmt nicht überein), daher wurde sie abgelehnt. Starten Sie die Anmeldung erneut.</translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1.</source>
        <translation>Der Server hat die Anwendung nicht autorisiert: %1.</translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1 — %2</source>
        <translation>Der Server hat die Anwendung nicht autorisiert: %1 — %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer carried no authorization code.</source>
        <translation>Die Antwort des Servers enthielt keinen Autorisierungscode.</translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be fetched: %1</source>
        <translation>Angemeldet, aber die Kontodaten konnten nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be read: %1</source>
        <translation>Angemeldet, aber die Kontodaten konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Signed in, but the server did not say which workspace the sign-in is for.</source>
        <translation>Angemeldet, aber der Server hat nicht mitgeteilt, für welchen Workspace die Anmeldung gilt.</translation>
    </message>
</context>
<context>
    <name>mantyx::PendingCallsPanel</name>
    <message>
        <source>timed out</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation>noch %1:%2</translation>
    </message>
    <message>
        <source>The server refused the answer as malformed (400). Fix it and answer again.</source>
        <translation>Der Server hat die Antwort als fehlerhaft abgelehnt (400). Korrigieren Sie sie und antworten Sie erneut.</translation>
    </message>
    <message>
        <source>The server no longer waits for this call (404): it was answered already, or it never was pending.</source>
        <translation>Der Server wartet nicht mehr auf diesen Aufruf (404): Er wurde bereits beantwortet oder war nie ausstehend.</translation>
    </message>
    <message>
        <source>The run had already ended (409): the answer came too late and was dropped.</source>
        <translation>Der Lauf war bereits beendet (409): Die Antwort kam zu spät und wurde verworfen.</translation>
    </message>
    <message>
        <source>Show in timeline</source>
        <translation>In der Zeitachse zeigen</translation>
    </message>
    <message>
        <source>Select this call&apos;s row in the timeline</source>
        <translation>Die Zeile dieses Aufrufs in der Zeitachse auswählen</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation>Beantworten…</translation>
    </message>
    <message>
        <source>Answer by hand: a result (text or JSON, with files) or an error</source>
        <translation>Von Hand beantworten: ein Ergebnis (Text oder JSON, mit Dateien) oder ein Fehler</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>Ablehnen…</translation>
    </message>
    <message>
        <source>Send an error with your reason: the model learns the call was refused</source>
        <translation>Einen Fehler mit Ihrer Begründung senden: Das Modell erfährt, dass der Aufruf abgelehnt wurde</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <source>Run, then review the answer before sending</source>
        <translation>Ausführen und die Antwort vor dem Senden prüfen</translation>
    </message>
    <message>
        <source>Log…</source>
        <translation>Protokoll…</translation>
    </message>
    <message>
        <source>The handler&apos;s log behind this call: the MCP server&apos;s stderr and JSON-RPC exchange, or the A2A requests and replies</source>
        <translation>Das Handler-Protokoll zu diesem Aufruf: stderr und JSON-RPC-Austausch des MCP-Servers oder die A2A-Anfragen und -Antworten</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>Erneut senden</translation>
    </message>
    <message>
        <source>Post the kept answer again</source>
        <translation>Die aufbewahrte Antwort erneut senden</translation>
    </message>
    <message>
        <source>%1 · HTTP %2</source>
        <translation>%1 · HTTP %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>The arguments do not fit the tool&apos;s schema, so it is not run by itself:</source>
        <translation>Die Argumente passen nicht zum Schema des Werkzeugs, daher wird es nicht selbstständig ausgeführt:</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) waiting for an answer</source>
        <translation>
            <numerusform>%n Aufruf wartet auf eine Antwort</numerusform>
            <numerusform>%n Aufrufe warten auf eine Antwort</numerusform>
        </translation>
    </message>
    <message>
        <source>No call waiting</source>
        <translation>Kein Aufruf wartet</translation>
    </message>
    <message>
        <source>Answered and closed (%1)</source>
        <translation>Beantwortet und geschlossen (%1)</translation>
    </message>
    <message>
        <source>The server gives up on this call at %1</source>
        <translation>Der Server gibt diesen Aufruf um %1 auf</translation>
    </message>
    <message>
        <source>Estimated from the default local-tool timeout (%1 min): the run did not say</source>
        <translation>Geschätzt anhand des Standard-Zeitlimits für lokale Werkzeuge (%1 min): Der Lauf hat keines angegeben</translation>
    </message>
    <message>
        <source>Reject tool call</source>
        <translation>Werkzeugaufruf ablehnen</translation>
    </message>
    <message>
        <source>Reject %1? The model reads your reason as the tool&apos;s error.</source>
        <translation>%1 ablehnen? Das Modell liest Ihre Begründung als Fehler des Werkzeugs.</translation>
    </message>
    <message>
        <source>Rejected by the user</source>
        <translation>Vom Benutzer abgelehnt</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Local tool calls the run asks for show up here, to answer by hand or reject.</source>
        <translation>Lokale Werkzeugaufrufe, die der Lauf anfordert, erscheinen hier, um sie von Hand zu beantworten oder abzulehnen.</translation>
    </message>
    <message>
        <source>Show the calls already answered, rejected or timed out</source>
        <translation>Bereits beantwortete, abgelehnte oder abgelaufene Aufrufe anzeigen</translation>
    </message>
</context>
<context>
    <name>mantyx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Mitschnitte</translation>
    </message>
    <message>
        <source>Every run started here is recorded as it happens into a capture file (.mxrun) that File → Open Capture… plays again. Nothing secret is written.</source>
        <translation>Jeder hier gestartete Lauf wird während des Ablaufs in eine Mitschnittdatei (.mxrun) aufgezeichnet, die sich mit Datei → Mitschnitt öffnen… erneut abspielen lässt. Es wird nichts Geheimes geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>O&amp;rdner:</translation>
    </message>
    <message>
        <source>&amp;Record runs on:</source>
        <translation>&amp;Läufe aufzeichnen für:</translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Sandbox (eingebaut)</translation>
    </message>
    <message>
        <source>Folder for captures</source>
        <translation>Ordner für Mitschnitte</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used the next time the app starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start der App.</translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNote</name>
    <message>
        <source>seq gap</source>
        <translation>seq-Lücke</translation>
    </message>
    <message>
        <source>seq repeat</source>
        <translation>seq-Wiederholung</translation>
    </message>
    <message>
        <source>reconnect</source>
        <translation>Neuverbindung</translation>
    </message>
    <message>
        <source>stream problem</source>
        <translation>Stream-Problem</translation>
    </message>
    <message>
        <source>unanswered call</source>
        <translation>unbeantworteter Aufruf</translation>
    </message>
    <message>
        <source>tool-result POST</source>
        <translation>Ergebnis-POST</translation>
    </message>
    <message>
        <source>second terminal event</source>
        <translation>zweites Abschlussereignis</translation>
    </message>
    <message>
        <source>older server</source>
        <translation>älterer Server</translation>
    </message>
    <message>
        <source>malformed event</source>
        <translation>fehlerhaftes Ereignis</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>unbekanntes Ereignis</translation>
    </message>
    <message>
        <source>protocol problem</source>
        <translation>Protokollproblem</translation>
    </message>
    <message>
        <source>capture file</source>
        <translation>Mitschnittdatei</translation>
    </message>
    <message>
        <source>status message</source>
        <translation>Statusmeldung</translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesModel</name>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>seq</source>
        <translation>seq</translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>No protocol notes</source>
        <translation>Keine Protokollhinweise</translation>
    </message>
    <message>
        <source>Protocol notes: seq gaps, reconnects, unanswered calls, rejected answers. Click to show them.</source>
        <translation>Protokollhinweise: seq-Lücken, Neuverbindungen, unbeantwortete Aufrufe, abgelehnte Antworten. Klicken, um sie anzuzeigen.</translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation>Protokollhinweise</translation>
    </message>
    <message>
        <source>Double-click a note (or press Enter) to show its row in the timeline</source>
        <translation>Doppelklicken Sie auf einen Hinweis (oder drücken Sie die Eingabetaste), um seine Zeile in der Zeitachse anzuzeigen</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;notes&quot;&gt;%1&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;notes&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>mantyx::RawSpecEditor</name>
    <message>
        <source>Format</source>
        <translation>Formatieren</translation>
    </message>
    <message>
        <source>Indent the JSON by two spaces per level (keys keep their order) — %1</source>
        <translation>Das JSON mit zwei Leerzeichen pro Ebene einrücken (die Schlüssel behalten ihre Reihenfolge) — %1</translation>
    </message>
    <message>
        <source>Type or paste a run spec (a JSON object), or start from a template.</source>
        <translation>Geben Sie eine Laufspezifikation (ein JSON-Objekt) ein oder fügen Sie sie ein, oder beginnen Sie mit einer Vorlage.</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>The spec is empty: write a JSON object or start from a template.</source>
        <translation>Die Spezifikation ist leer: Schreiben Sie ein JSON-Objekt oder beginnen Sie mit einer Vorlage.</translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>JSON-Syntaxfehler: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>JSON-Syntaxfehler: %1 erwartet.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation>(Spezifikation)</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation>Keine Probleme: bereit zum Ausführen.</translation>
    </message>
    <message>
        <source>Format needs valid JSON: fix the syntax error first.</source>
        <translation>Zum Formatieren ist gültiges JSON nötig: Beheben Sie zuerst den Syntaxfehler.</translation>
    </message>
</context>
<context>
    <name>mantyx::RawToolEditor</name>
    <message>
        <source>A tool ref is a JSON object ({…}).</source>
        <translation>Eine Werkzeugreferenz ist ein JSON-Objekt ({…}).</translation>
    </message>
    <message>
        <source>This ref has no kind this app knows (local, a2a_local, mcp_local, mantyx, mantyx_plugin, a2a, mcp); edit its JSON. It is sent as it is.</source>
        <translation>Diese Referenz hat keine Art, die diese Anwendung kennt (local, a2a_local, mcp_local, mantyx, mantyx_plugin, a2a, mcp); bearbeiten Sie ihr JSON. Sie wird unverändert gesendet.</translation>
    </message>
</context>
<context>
    <name>mantyx::ReasoningLevel</name>
    <message>
        <source>off</source>
        <comment>reasoning effort</comment>
        <translation>aus</translation>
    </message>
    <message>
        <source>low</source>
        <comment>reasoning effort</comment>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>reasoning effort</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <comment>reasoning effort</comment>
        <translation>hoch</translation>
    </message>
</context>
<context>
    <name>mantyx::ReplayBar</name>
    <message>
        <source>t = %1 s / %2 s</source>
        <translation>t = %1 s / %2 s</translation>
    </message>
    <message>
        <source>Record %1 of %2</source>
        <translation>Eintrag %1 von %2</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Replay speed: instant, or the recorded pace times a factor</source>
        <translation>Wiedergabetempo: sofort oder das aufgezeichnete Tempo mal einem Faktor</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
</context>
<context>
    <name>mantyx::RunChartsView</name>
    <message>
        <source>Timing unknown: the events carry no times, so there is no waterfall and no events per second.</source>
        <translation>Zeiten unbekannt: Die Ereignisse tragen keine Zeitangaben, daher gibt es keinen Wasserfall und keine Ereignisse pro Sekunde.</translation>
    </message>
    <message numerus="yes">
        <source>%n bar(s) left out: one of their ends has no time or was never seen.</source>
        <translation>
            <numerusform>%n Balken ausgelassen: Eines seiner Enden hat keine Zeitangabe oder wurde nie empfangen.</numerusform>
            <numerusform>%n Balken ausgelassen: Eines ihrer Enden hat keine Zeitangabe oder wurde nie empfangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 of %2 bars are drawn.</source>
        <translation>Nur die ersten %1 von %2 Balken werden gezeichnet.</translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation>Wohin die Zeit ging</translation>
    </message>
    <message>
        <source>Seconds since the run began</source>
        <translation>Sekunden seit Beginn des Laufs</translation>
    </message>
    <message>
        <source>Tokens by kind — whole run (the protocol reports no per-turn usage)</source>
        <translation>Tokens nach Art — ganzer Lauf (das Protokoll meldet keinen Verbrauch pro Runde)</translation>
    </message>
    <message>
        <source>No token usage reported yet: it comes with the run&apos;s end.</source>
        <translation>Noch kein Token-Verbrauch gemeldet: Er kommt mit dem Ende des Laufs.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Eingabe aus dem Cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation>Ereignisse pro Sekunde</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Wasserfall</translation>
    </message>
    <message>
        <source>Events/s</source>
        <translation>Ereignisse/s</translation>
    </message>
    <message>
        <source>Where the run&apos;s time went: turns, server tools, and local calls waiting for their answer. Click a bar (or pick one with the arrow keys and press Enter) to select its timeline row.</source>
        <translation>Wohin die Zeit des Laufs ging: Runden, Server-Werkzeuge und lokale Aufrufe, die auf ihre Antwort warten. Klicken Sie auf einen Balken (oder wählen Sie einen mit den Pfeiltasten und drücken Sie die Eingabetaste), um seine Zeile in der Zeitachse auszuwählen.</translation>
    </message>
    <message>
        <source>Tokens by kind, as the run&apos;s end reported them</source>
        <translation>Tokens nach Art, wie das Ende des Laufs sie gemeldet hat</translation>
    </message>
    <message>
        <source>Events received in each second of the run</source>
        <translation>In jeder Sekunde des Laufs empfangene Ereignisse</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: %n token(s)</source>
        <translation>
            <numerusform>%1 · %2: %n Token</numerusform>
            <numerusform>%1 · %2: %n Tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunController</name>
    <message>
        <source>The run has no id yet; it cannot be answered.</source>
        <translation>Der Lauf hat noch keine ID; er kann nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>This run is a replay of a finished run; it cannot be answered.</source>
        <translation>Dieser Lauf ist eine Wiedergabe eines beendeten Laufs; er kann nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>The user declined to run this tool.</source>
        <translation>Der Benutzer hat es abgelehnt, dieses Werkzeug auszuführen.</translation>
    </message>
    <message>
        <source>rejected — the server does not know this call — it may have timed out or belong to another run (404)</source>
        <translation>abgelehnt — der Server kennt diesen Aufruf nicht — er ist vielleicht abgelaufen oder gehört zu einem anderen Lauf (404)</translation>
    </message>
    <message>
        <source>rejected — the run had already ended (409)</source>
        <translation>abgelehnt — der Lauf war bereits beendet (409)</translation>
    </message>
    <message>
        <source>rejected — the server refused the answer&apos;s form (400): %1</source>
        <translation>abgelehnt — der Server hat die Form der Antwort zurückgewiesen (400): %1</translation>
    </message>
    <message>
        <source>rejected (HTTP %1): %2</source>
        <translation>abgelehnt (HTTP %1): %2</translation>
    </message>
    <message>
        <source>timed out — the server stopped waiting for an answer; an answer sent now will be refused</source>
        <translation>abgelaufen — der Server wartet nicht mehr auf eine Antwort; eine jetzt gesendete Antwort wird abgelehnt</translation>
    </message>
    <message>
        <source>timed out — no answer was accepted within %1 s; a late answer may still be sent, the server will likely refuse it</source>
        <translation>abgelaufen — innerhalb von %1 s wurde keine Antwort angenommen; eine späte Antwort kann noch gesendet werden, der Server wird sie aber wahrscheinlich ablehnen</translation>
    </message>
    <message>
        <source>running — a local handler is working on it</source>
        <translation>läuft — ein lokaler Handler arbeitet daran</translation>
    </message>
    <message>
        <source>answered — the run confirmed an answer</source>
        <translation>beantwortet — der Lauf hat eine Antwort bestätigt</translation>
    </message>
    <message>
        <source>pending — waiting for an answer</source>
        <translation>ausstehend — wartet auf eine Antwort</translation>
    </message>
    <message>
        <source>sending — attempt %1 after: %2</source>
        <translation>wird gesendet — Versuch %1 nach: %2</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>wird gesendet</translation>
    </message>
    <message>
        <source>answered (%1)</source>
        <translation>beantwortet (%1)</translation>
    </message>
    <message>
        <source>answered — the run confirmed the answer</source>
        <translation>beantwortet — der Lauf hat die Antwort bestätigt</translation>
    </message>
    <message>
        <source>timed out — the answer could not be delivered in time: %1</source>
        <translation>abgelaufen — die Antwort konnte nicht rechtzeitig zugestellt werden: %1</translation>
    </message>
    <message>
        <source>failed — %1 The answer is kept and can be sent again.</source>
        <translation>fehlgeschlagen — %1 Die Antwort wird aufbewahrt und kann erneut gesendet werden.</translation>
    </message>
    <message>
        <source>The answer to %1 was %2.</source>
        <translation>Die Antwort auf %1 wurde %2.</translation>
    </message>
    <message>
        <source>The answer to %1 could not be delivered; it is kept for sending again.</source>
        <translation>Die Antwort auf %1 konnte nicht zugestellt werden; sie wird für einen erneuten Versand aufbewahrt.</translation>
    </message>
    <message>
        <source>The run has already ended.</source>
        <translation>Der Lauf ist bereits beendet.</translation>
    </message>
    <message>
        <source>This run cannot be cancelled from here.</source>
        <translation>Dieser Lauf kann von hier aus nicht abgebrochen werden.</translation>
    </message>
    <message>
        <source>%1 Recording stopped; the capture file is incomplete.</source>
        <translation>%1 Die Aufzeichnung wurde beendet; die Mitschnittdatei ist unvollständig.</translation>
    </message>
    <message>
        <source>The capture file %1 is incomplete: recording stopped.</source>
        <translation>Die Mitschnittdatei %1 ist unvollständig: Die Aufzeichnung wurde beendet.</translation>
    </message>
    <message>
        <source>answered with an error (%1) — recorded</source>
        <translation>mit einem Fehler beantwortet (%1) — aufgezeichnet</translation>
    </message>
    <message>
        <source>answered (%1) — recorded</source>
        <translation>beantwortet (%1) — aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 — recorded</source>
        <translation>%1 — aufgezeichnet</translation>
    </message>
    <message>
        <source>not delivered — the recorded answer got no HTTP answer</source>
        <translation>nicht zugestellt — die aufgezeichnete Antwort erhielt keine HTTP-Antwort</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLauncher</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht erstellt werden.</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibrary</name>
    <message>
        <source>The run library could not be read or written: %1</source>
        <translation>Die Laufbibliothek konnte nicht gelesen oder geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The run library&apos;s folder %1 could not be created.</source>
        <translation>Der Ordner %1 der Laufbibliothek konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The run library %1 could not be opened: %2</source>
        <translation>Die Laufbibliothek %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The run library could not be set up: %1</source>
        <translation>Die Laufbibliothek konnte nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>The run library could not be read: %1</source>
        <translation>Die Laufbibliothek konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The run library %1 was written by a newer version of this application (schema %2; this one reads up to %3).</source>
        <translation>Die Laufbibliothek %1 wurde von einer neueren Version dieser Anwendung geschrieben (Schema %2; diese Version liest bis %3).</translation>
    </message>
    <message>
        <source>The run library is not open.</source>
        <translation>Die Laufbibliothek ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The run library could not be written: %1</source>
        <translation>Die Laufbibliothek konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>A run without a run id cannot be added to the library.</source>
        <translation>Ein Lauf ohne Lauf-ID kann nicht in die Bibliothek aufgenommen werden.</translation>
    </message>
    <message>
        <source>The run is not in the library.</source>
        <translation>Der Lauf ist nicht in der Bibliothek.</translation>
    </message>
    <message>
        <source>The capture file %1 could not be deleted: %2</source>
        <translation>Die Mitschnittdatei %1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryDock</name>
    <message>
        <source>Run Library</source>
        <translation>Laufbibliothek</translation>
    </message>
    <message>
        <source>Search runs (Ctrl+F)</source>
        <translation>Läufe durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>Words that must all occur in the run&apos;s name, id, model, connection, workspace, tags or capture file name</source>
        <translation>Wörter, die alle im Namen, in der ID, im Modell, in der Verbindung, im Workspace, in den Tags oder im Mitschnitt-Dateinamen des Laufs vorkommen müssen</translation>
    </message>
    <message>
        <source>Tag key:value</source>
        <translation>Tag key:value</translation>
    </message>
    <message>
        <source>A metadata tag of the spec: key:value, or key alone for any value</source>
        <translation>Ein Metadaten-Tag der Spezifikation: key:value, oder nur key für jeden Wert</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>All connections</source>
        <translation>Alle Verbindungen</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>beliebiger Tag</translation>
    </message>
    <message>
        <source>Runs started on or after this day</source>
        <translation>Läufe, die an oder nach diesem Tag gestartet wurden</translation>
    </message>
    <message>
        <source>Runs started on or before this day</source>
        <translation>Läufe, die an oder vor diesem Tag gestartet wurden</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open the run: from its capture file when it has one, else from the server</source>
        <translation>Den Lauf öffnen: aus seiner Mitschnittdatei, wenn er eine hat, sonst vom Server</translation>
    </message>
    <message>
        <source>Open from Server</source>
        <translation>Vom Server öffnen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Remove the selected runs from the library, with their captures</source>
        <translation>Die ausgewählten Läufe samt ihren Mitschnitten aus der Bibliothek entfernen</translation>
    </message>
    <message>
        <source>Reveal File</source>
        <translation>Im Ordner zeigen</translation>
    </message>
    <message>
        <source>Show the folder of the run&apos;s capture file</source>
        <translation>Den Ordner der Mitschnittdatei des Laufs anzeigen</translation>
    </message>
    <message>
        <source>Import Captures…</source>
        <translation>Mitschnitte importieren…</translation>
    </message>
    <message>
        <source>Add capture files (.mxrun) made elsewhere to the library</source>
        <translation>Anderswo erstellte Mitschnittdateien (.mxrun) in die Bibliothek aufnehmen</translation>
    </message>
    <message>
        <source>Search Runs</source>
        <translation>Läufe durchsuchen</translation>
    </message>
    <message>
        <source>No run library</source>
        <translation>Keine Laufbibliothek</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>The capture file %1 is gone, and the run has no id to open it by.</source>
        <translation>Die Mitschnittdatei %1 ist nicht mehr vorhanden, und der Lauf hat keine ID, über die er sich öffnen ließe.</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n run(s) from the library?</source>
        <translation>
            <numerusform>%n Lauf aus der Bibliothek entfernen?</numerusform>
            <numerusform>%n Läufe aus der Bibliothek entfernen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <source>Also delete %n capture file(s)</source>
        <translation>
            <numerusform>Auch %n Mitschnittdatei löschen</numerusform>
            <numerusform>Auch %n Mitschnittdateien löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n Lauf gelöscht.</numerusform>
            <numerusform>%n Läufe gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder of %1 is gone.</source>
        <translation>Der Ordner von %1 ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation>Kein Dateimanager hat %1 geöffnet.</translation>
    </message>
    <message>
        <source>Import Captures</source>
        <translation>Mitschnitte importieren</translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation>Lauf-Mitschnitte (*.mxrun);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>There is no run library to import into.</source>
        <translation>Es gibt keine Laufbibliothek, in die importiert werden könnte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is damaged and was read up to %2</source>
        <translation>%1 ist beschädigt und wurde gelesen bis %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation>
            <numerusform>%n Lauf importiert.</numerusform>
            <numerusform>%n Läufe importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the library.</source>
        <translation>
            <numerusform>%n war bereits in der Bibliothek.</numerusform>
            <numerusform>%n waren bereits in der Bibliothek.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <source>Enter opens the run, Ctrl+D compares the two selected runs, Delete removes runs</source>
        <translation>Eingabetaste öffnet den Lauf, Strg+D vergleicht die zwei ausgewählten Läufe, Entf entfernt Läufe</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Select two runs to compare them (Ctrl+click adds a run to the selection).</source>
        <translation>Wählen Sie zwei Läufe aus, um sie zu vergleichen (Strg+Klick fügt einen Lauf zur Auswahl hinzu).</translation>
    </message>
    <message>
        <source>Run %1 has no capture file: only captured runs can be compared.</source>
        <translation>Lauf %1 hat keine Mitschnittdatei: Nur mitgeschnittene Läufe können verglichen werden.</translation>
    </message>
    <message>
        <source>The capture file of run %1 is gone: %2</source>
        <translation>Die Mitschnittdatei von Lauf %1 ist nicht mehr vorhanden: %2</translation>
    </message>
    <message>
        <source>Compare the two selected runs side by side: specs, summaries and timelines (%1)</source>
        <translation>Die zwei ausgewählten Läufe nebeneinander vergleichen: Spezifikationen, Zusammenfassungen und Zeitachsen (%1)</translation>
    </message>
    <message>
        <source>Not imported: %1.</source>
        <translation>Nicht importiert: %1.</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryModel</name>
    <message>
        <source>Capture: %1</source>
        <translation>Mitschnitt: %1</translation>
    </message>
    <message>
        <source>input %1 (cached %2), output %3 (reasoning %4)</source>
        <translation>Eingabe %1 (aus dem Cache %2), Ausgabe %3 (Reasoning %4)</translation>
    </message>
    <message>
        <source>%1, workspace %2</source>
        <translation>%1, Workspace %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Run ID</source>
        <translation>Lauf-ID</translation>
    </message>
</context>
<context>
    <name>mantyx::RunSource</name>
    <message>
        <source>idle</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>empfängt</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>verbindet neu</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>The stream reconnected (connection %1) after: %2</source>
        <translation>Der Stream wurde neu verbunden (Verbindung %1) nach: %2</translation>
    </message>
    <message>
        <source>Resumed after seq %1 following a %2 ms pause.</source>
        <translation>Nach seq %1 fortgesetzt, nach einer Pause von %2 ms.</translation>
    </message>
    <message>
        <source>Reopened from the start following a %1 ms pause.</source>
        <translation>Nach einer Pause von %1 ms von vorn neu geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>The server replayed %n event(s) already received; they were dropped as duplicates.</source>
        <translation>
            <numerusform>Der Server hat %n bereits empfangenes Ereignis erneut gesendet; es wurde als Duplikat verworfen.</numerusform>
            <numerusform>Der Server hat %n bereits empfangene Ereignisse erneut gesendet; sie wurden als Duplikate verworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server replayed no event already received (no duplicates).</source>
        <translation>Der Server hat kein bereits empfangenes Ereignis erneut gesendet (keine Duplikate).</translation>
    </message>
    <message>
        <source>New events followed.</source>
        <translation>Es folgten neue Ereignisse.</translation>
    </message>
    <message>
        <source>The connection ended before any new event.</source>
        <translation>Die Verbindung endete vor einem neuen Ereignis.</translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive (seq %3 came next).</source>
        <translation>Die Ereignisse %1 bis %2 sind nicht angekommen (als Nächstes kam seq %3).</translation>
    </message>
    <message>
        <source>The stream reopened to fetch them from the server&apos;s log.</source>
        <translation>Der Stream wurde neu geöffnet, um sie aus dem Protokoll des Servers zu holen.</translation>
    </message>
    <message>
        <source>They were asked for again without success; the hole stays.</source>
        <translation>Sie wurden erfolglos erneut angefordert; die Lücke bleibt.</translation>
    </message>
    <message>
        <source>The stream was stopped before the run ended.</source>
        <translation>Der Stream wurde gestoppt, bevor der Lauf endete.</translation>
    </message>
    <message>
        <source>The stream failed: %1</source>
        <translation>Der Stream ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2, seq %3 was expected); it was dropped.</source>
        <translation>seq %1 kam mit anderem Inhalt erneut an (nach seq %2, erwartet war seq %3); das Ereignis wurde verworfen.</translation>
    </message>
    <message>
        <source>seq %1 arrived again, an exact duplicate, after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation>seq %1 kam erneut an, als exaktes Duplikat, nach seq %2 (erwartet war seq %3); das Ereignis wurde verworfen.</translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation>seq %1 kam nach seq %2 erneut an (erwartet war seq %3); das Ereignis wurde verworfen.</translation>
    </message>
    <message numerus="yes">
        <source>The timeline keeps the event first received with this seq. At most %n such repeats are noted per stream.</source>
        <translation>
            <numerusform>Die Zeitachse behält das zuerst mit dieser seq empfangene Ereignis. Pro Stream wird höchstens %n solche Wiederholung vermerkt.</numerusform>
            <numerusform>Die Zeitachse behält das zuerst mit dieser seq empfangene Ereignis. Pro Stream werden höchstens %n solche Wiederholungen vermerkt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunStream</name>
    <message>
        <source>The stream has no server to connect to.</source>
        <translation>Der Stream hat keinen Server, mit dem er sich verbinden kann.</translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive; reopening after %3.</source>
        <translation>Die Ereignisse %1 bis %2 sind nicht angekommen; der Stream wird nach %3 neu geöffnet.</translation>
    </message>
    <message>
        <source>The server closed the stream before the run ended.</source>
        <translation>Der Server hat den Stream geschlossen, bevor der Lauf endete.</translation>
    </message>
    <message>
        <source>The stream broke off: %1</source>
        <translation>Der Stream ist abgebrochen: %1</translation>
    </message>
    <message>
        <source>The server could not be reached: %1</source>
        <translation>Der Server ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 without an event stream.</source>
        <translation>Der Server hat mit HTTP %1 ohne Ereignis-Stream geantwortet.</translation>
    </message>
    <message>
        <source>The credential was refreshed.</source>
        <translation>Die Anmeldedaten wurden aktualisiert.</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 ms; the connection stalled.</source>
        <translation>Seit %1 ms ist nichts angekommen; die Verbindung stockt.</translation>
    </message>
    <message>
        <source>The server sent more than %1 bytes without completing an event; the stream was closed.</source>
        <translation>Der Server hat mehr als %1 Bytes gesendet, ohne ein Ereignis abzuschließen; der Stream wurde geschlossen.</translation>
    </message>
    <message>
        <source>The stream address was refused: %1</source>
        <translation>Die Stream-Adresse wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>The server sent an event of more than %1 bytes, the limit for one event; the stream was closed.</source>
        <translation>Der Server hat ein Ereignis mit mehr als %1 Bytes gesendet, der Grenze für ein Ereignis; der Stream wurde geschlossen.</translation>
    </message>
    <message>
        <source>An event was begun but not completed within %1 ms; the connection stalled.</source>
        <translation>Ein Ereignis wurde begonnen, aber nicht innerhalb von %1 ms abgeschlossen; die Verbindung stockt.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n connection(s) in a row without a new event. Last problem: %1</source>
        <translation>
            <numerusform>Aufgegeben nach %n Verbindung in Folge ohne neues Ereignis. Letztes Problem: %1</numerusform>
            <numerusform>Aufgegeben nach %n Verbindungen in Folge ohne neues Ereignis. Letztes Problem: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummary</name>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummaryPanel</name>
    <message>
        <source>running for %1</source>
        <translation>läuft seit %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>dauerte %1</translation>
    </message>
    <message>
        <source>cost unknown — no pricing for model %1</source>
        <translation>Kosten unbekannt — keine Preise für Modell %1</translation>
    </message>
    <message>
        <source>provider %1</source>
        <translation>Anbieter %1</translation>
    </message>
    <message>
        <source>reasoning effort %1</source>
        <translation>Reasoning-Aufwand %1</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n Aufruf</numerusform>
            <numerusform>%n Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered</source>
        <translation>
            <numerusform>%n unbeantwortet</numerusform>
            <numerusform>%n unbeantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(keine Meldung)</translation>
    </message>
    <message>
        <source>code: %1</source>
        <translation>code: %1</translation>
    </message>
    <message>
        <source>errorClass: %1</source>
        <translation>errorClass: %1</translation>
    </message>
    <message>
        <source>finishReason: %1</source>
        <translation>finishReason: %1</translation>
    </message>
    <message>
        <source>retryable: yes — trying again may work</source>
        <translation>retryable: ja — ein erneuter Versuch kann gelingen</translation>
    </message>
    <message>
        <source>retryable: no</source>
        <translation>retryable: nein</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>✓ valid against the output schema</source>
        <translation>✓ gültig gemäß dem Ausgabeschema</translation>
    </message>
    <message numerus="yes">
        <source>✗ %n schema violation(s)</source>
        <translation>
            <numerusform>✗ %n Schemaverstoß</numerusform>
            <numerusform>✗ %n Schemaverstöße</numerusform>
        </translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>Aus dem Cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Part of the input read from the provider&apos;s cache</source>
        <translation>Teil der Eingabe, der aus dem Cache des Anbieters gelesen wurde</translation>
    </message>
    <message>
        <source>Part of the output spent on reasoning</source>
        <translation>Teil der Ausgabe, der auf Reasoning entfiel</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Kosten:</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Local calls:</source>
        <translation>Lokale Aufrufe:</translation>
    </message>
    <message>
        <source>Cancelled:</source>
        <translation>Abgebrochen:</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>⚠ truncated reply — JSON likely incomplete</source>
        <translation>⚠ abgeschnittene Antwort — JSON wahrscheinlich unvollständig</translation>
    </message>
    <message>
        <source>The reply as far as it got before the output budget ran out. It is not the answer.</source>
        <translation>Die Antwort, so weit sie kam, bevor das Ausgabebudget aufgebraucht war. Sie ist nicht die endgültige Antwort.</translation>
    </message>
    <message>
        <source>Final text</source>
        <translation>Endgültiger Text</translation>
    </message>
    <message>
        <source>Structured output</source>
        <translation>Strukturierte Ausgabe</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no value</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>timing unknown</source>
        <extracomment>The events say nothing of when they happened (a replayed log without timestamps)</extracomment>
        <translation>Zeitpunkte unbekannt</translation>
    </message>
    <message>
        <source>The run&apos;s log was read back at once and its events carry no timestamps, so when each happened is not known.</source>
        <translation>Das Protokoll des Laufs wurde auf einmal zurückgelesen und seine Ereignisse tragen keine Zeitstempel; wann jedes geschah, ist nicht bekannt.</translation>
    </message>
    <message>
        <source>Measured from when this client received the events.</source>
        <translation>Gemessen ab dem Empfang der Ereignisse durch diesen Client.</translation>
    </message>
    <message>
        <source>Measured from the server&apos;s timestamps on the events.</source>
        <translation>Gemessen an den Zeitstempeln des Servers auf den Ereignissen.</translation>
    </message>
    <message>
        <source>Measured from the receive times the capture file recorded.</source>
        <translation>Gemessen an den Empfangszeiten, die die Mitschnittdatei aufgezeichnet hat.</translation>
    </message>
    <message>
        <source>From the run&apos;s start and end as the server&apos;s snapshot gives them; its events carry no timestamps.</source>
        <translation>Aus Start und Ende des Laufs, wie der Snapshot des Servers sie angibt; seine Ereignisse tragen keine Zeitstempel.</translation>
    </message>
    <message>
        <source>⚠ truncated reply — cut off before it was finished</source>
        <translation>⚠ abgeschnittene Antwort — beendet, bevor sie fertig war</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Lauf-ID:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the run id to the clipboard</source>
        <translation>Die Lauf-ID in die Zwischenablage kopieren</translation>
    </message>
</context>
<context>
    <name>mantyx::RunTimeline</name>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>wird gesendet</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>Noted once per run; later events of this shape are not noted again.</source>
        <translation>Wird pro Lauf einmal vermerkt; spätere Ereignisse dieser Art werden nicht erneut vermerkt.</translation>
    </message>
    <message>
        <source>The server sent a `started` event (an older server).</source>
        <translation>Der Server hat ein `started`-Ereignis gesendet (ein älterer Server).</translation>
    </message>
    <message>
        <source>The server announced server tool calls with `tool_call` (an older server).</source>
        <translation>Der Server hat Server-Werkzeugaufrufe mit `tool_call` angekündigt (ein älterer Server).</translation>
    </message>
    <message>
        <source>Tool results carry `ok`/`summary` instead of `result` (an older server).</source>
        <translation>Werkzeugergebnisse enthalten `ok`/`summary` statt `result` (ein älterer Server).</translation>
    </message>
    <message>
        <source>The local tool call %1 arrived again.</source>
        <translation>Der lokale Werkzeugaufruf %1 ist erneut angekommen.</translation>
    </message>
    <message>
        <source>It is shown again; the call is answered once.</source>
        <translation>Er wird erneut angezeigt; der Aufruf wird nur einmal beantwortet.</translation>
    </message>
    <message>
        <source>Local tool calls omit `kind` (an older server; it means &quot;local&quot;).</source>
        <translation>Lokale Werkzeugaufrufe lassen `kind` weg (ein älterer Server; gemeint ist &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Echoed answers carry `output` instead of `result` (an older server).</source>
        <translation>Zurückgemeldete Antworten enthalten `output` statt `result` (ein älterer Server).</translation>
    </message>
    <message>
        <source>An answer was echoed for a call this timeline has not seen (%1).</source>
        <translation>Für einen Aufruf, den diese Zeitachse nicht kennt, wurde eine Antwort zurückgemeldet (%1).</translation>
    </message>
    <message>
        <source>Normal when the stream was resumed after the call.</source>
        <translation>Normal, wenn der Stream nach dem Aufruf fortgesetzt wurde.</translation>
    </message>
    <message>
        <source>answered (echoed by the server)</source>
        <translation>beantwortet (vom Server zurückgemeldet)</translation>
    </message>
    <message>
        <source>Another terminal event (%1) arrived after the run had ended.</source>
        <translation>Ein weiteres Abschlussereignis (%1) kam an, nachdem der Lauf beendet war.</translation>
    </message>
    <message>
        <source>The summary keeps the first one.</source>
        <translation>Die Übersicht behält das erste.</translation>
    </message>
    <message>
        <source>The run failed with a `result` (subtype &quot;%1&quot;) instead of an `error` event (an older server).</source>
        <translation>Der Lauf ist mit einem `result` (subtype &quot;%1&quot;) statt mit einem `error`-Ereignis fehlgeschlagen (ein älterer Server).</translation>
    </message>
    <message>
        <source>An event of unknown type &quot;%1&quot; was shown as it came.</source>
        <translation>Ein Ereignis des unbekannten Typs &quot;%1&quot; wurde so angezeigt, wie es ankam.</translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation>%1 (bei Byte %2)</translation>
    </message>
    <message>
        <source>An event could not be used.</source>
        <translation>Ein Ereignis konnte nicht verwendet werden.</translation>
    </message>
    <message numerus="yes">
        <source>seq jumped from %1 to %2: %n event(s) missing.</source>
        <translation>
            <numerusform>seq sprang von %1 auf %2: %n Ereignis fehlt.</numerusform>
            <numerusform>seq sprang von %1 auf %2: %n Ereignisse fehlen.</numerusform>
        </translation>
    </message>
    <message>
        <source>seq %1 arrived again (the highest so far was %2).</source>
        <translation>seq %1 kam erneut an (die bisher höchste war %2).</translation>
    </message>
    <message>
        <source>Events arrived after the terminal event.</source>
        <translation>Nach dem Abschlussereignis kamen noch Ereignisse an.</translation>
    </message>
    <message>
        <source>The local tool call %1 (%2) was never answered.</source>
        <translation>Der lokale Werkzeugaufruf %1 (%2) wurde nie beantwortet.</translation>
    </message>
    <message>
        <source>Its state when the source ended: %1.</source>
        <translation>Sein Status beim Ende der Quelle: %1.</translation>
    </message>
    <message>
        <source>The source ended without a terminal event.</source>
        <translation>Die Quelle endete ohne Abschlussereignis.</translation>
    </message>
    <message>
        <source>(%1 input − %2 cached) × $%3/M + %2 cached × $%4/M%5 + %6 output (incl. %7 reasoning) × $%8/M = $%9</source>
        <translation>(%1 Eingabe − %2 gecacht) × $%3/M + %2 gecacht × $%4/M%5 + %6 Ausgabe (inkl. %7 Reasoning) × $%8/M = $%9</translation>
    </message>
    <message>
        <source> (no cache-read price: input price)</source>
        <translation> (kein Cache-Lesepreis: Eingabepreis)</translation>
    </message>
    <message>
        <source>No price for model &quot;%1&quot; in GET /models.</source>
        <translation>Kein Preis für Modell &quot;%1&quot; in GET /models.</translation>
    </message>
    <message>
        <source>No usage data (an older server, or the run reported none).</source>
        <translation>Keine Nutzungsdaten (ein älterer Server, oder der Lauf hat keine gemeldet).</translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation>abgeschnittene Antwort — JSON wahrscheinlich unvollständig</translation>
    </message>
    <message>
        <source>The run produced no final reply.</source>
        <translation>Der Lauf hat keine endgültige Antwort erzeugt.</translation>
    </message>
    <message>
        <source>rejected by the user</source>
        <translation>vom Benutzer abgelehnt</translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxConfig</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The first line of %1 holds no API key.</source>
        <translation>Die erste Zeile von %1 enthält keinen API-Schlüssel.</translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxServer</name>
    <message>
        <source>The body is not valid JSON: %1</source>
        <translation>Der Body ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation>Der Body muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The sandbox answered with an injected failure (fault &quot;fail&quot;).</source>
        <translation>Die Sandbox hat mit einem eingeschleusten Fehler geantwortet (Fehlerinjektion &quot;fail&quot;).</translation>
    </message>
    <message>
        <source>No such route: %1</source>
        <translation>Keine solche Route: %1</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
    <message>
        <source>No run %1 in this workspace.</source>
        <translation>Kein Lauf %1 in diesem Workspace.</translation>
    </message>
    <message>
        <source>No session %1 in this workspace.</source>
        <translation>Keine Sitzung %1 in diesem Workspace.</translation>
    </message>
    <message>
        <source>Unknown agent &quot;%1&quot;.</source>
        <translation>Unbekannter Agent &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>Unbekanntes Modell &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown supervisor model &quot;%1&quot;.</source>
        <translation>Unbekanntes Supervisor-Modell &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>lastSeq must be a non-negative integer.</source>
        <translation>lastSeq muss eine nicht negative Ganzzahl sein.</translation>
    </message>
    <message>
        <source>Last-Event-ID must be a non-negative integer.</source>
        <translation>Last-Event-ID muss eine nicht negative Ganzzahl sein.</translation>
    </message>
    <message>
        <source>The run is over (%1); the result was dropped.</source>
        <translation>Der Lauf ist vorbei (%1); das Ergebnis wurde verworfen.</translation>
    </message>
    <message>
        <source>No pending tool call %1: unknown or already answered.</source>
        <translation>Kein ausstehender Werkzeugaufruf %1: unbekannt oder bereits beantwortet.</translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation>Die Sitzung ist beendet; starten Sie eine neue.</translation>
    </message>
    <message>
        <source>Cannot open the sandbox database: %1</source>
        <translation>Die Sandbox-Datenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>Auf %1:%2 kann nicht gelauscht werden: %3</translation>
    </message>
    <message>
        <source>The request has %1 %2 headers; send exactly one.</source>
        <translation>Die Anfrage hat %1 %2-Header; senden Sie genau einen.</translation>
    </message>
    <message>
        <source>The request has both an Authorization and an X-API-Key header naming different credentials; send exactly one.</source>
        <translation>Die Anfrage hat sowohl einen Authorization- als auch einen X-API-Key-Header, die verschiedene Anmeldedaten nennen; senden Sie genau einen.</translation>
    </message>
</context>
<context>
    <name>mantyx::SchemaBuilder</name>
    <message>
        <source>The table cannot show this schema: %1</source>
        <translation>Die Tabelle kann dieses Schema nicht darstellen: %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(beliebig)</translation>
    </message>
    <message>
        <source>a, b, c</source>
        <translation>a, b, c</translation>
    </message>
    <message>
        <source>Allowed values, separated by commas; empty allows any value</source>
        <translation>Erlaubte Werte, durch Kommas getrennt; leer erlaubt jeden Wert</translation>
    </message>
    <message>
        <source>Also has: %1 (edit them in JSON mode)</source>
        <translation>Hat außerdem: %1 (im JSON-Modus bearbeiten)</translation>
    </message>
    <message>
        <source>The enum of %1: %2</source>
        <translation>Das enum von %1: %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>JSON-Syntaxfehler: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>JSON-Syntaxfehler: Erwartet wird %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>A JSON Schema here must be an object ({…}).</source>
        <translation>Ein JSON-Schema muss hier ein Objekt sein ({…}).</translation>
    </message>
    <message>
        <source>Edit the properties in a table</source>
        <translation>Die Eigenschaften in einer Tabelle bearbeiten</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Edit the schema as JSON text</source>
        <translation>Das Schema als JSON-Text bearbeiten</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Eigenschaft hinzufügen</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Eigenschaft entfernen</translation>
    </message>
    <message>
        <source>No other properties</source>
        <translation>Keine weiteren Eigenschaften</translation>
    </message>
    <message>
        <source>additionalProperties: false — arguments not in the table are rejected</source>
        <translation>additionalProperties: false — Argumente, die nicht in der Tabelle stehen, werden abgelehnt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Enum</source>
        <translation>Enum</translation>
    </message>
</context>
<context>
    <name>mantyx::SecretStore</name>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>sign-in (refresh token)</source>
        <translation>Anmeldung (Refresh-Token)</translation>
    </message>
    <message>
        <source>OAuth client secret</source>
        <translation>OAuth-Client-Secret</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>The secret could not be written to %1: %2</source>
        <translation>Das Geheimnis konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The %1 of this connection is stored in plain text in %2, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Der Geheimwert dieser Verbindung (%1) ist im Klartext in %2 gespeichert, weil kein Schlüsselbund des Systems verfügbar ist. Jeder, der diese Datei lesen kann, kann ihn verwenden.</translation>
    </message>
    <message>
        <source>The keychain refused to store the %1: %2</source>
        <translation>Der Schlüsselbund hat das Speichern verweigert (%1): %2</translation>
    </message>
    <message>
        <source>No %1 is stored for this connection.</source>
        <translation>Für diese Verbindung ist nichts gespeichert (%1).</translation>
    </message>
    <message>
        <source>The keychain refused to read the %1: %2</source>
        <translation>Der Schlüsselbund hat das Lesen verweigert (%1): %2</translation>
    </message>
    <message>
        <source>The secret could not be removed from %1: %2</source>
        <translation>Das Geheimnis konnte nicht aus %1 entfernt werden: %2</translation>
    </message>
    <message>
        <source>The keychain refused to delete the %1: %2</source>
        <translation>Der Schlüsselbund hat das Löschen verweigert (%1): %2</translation>
    </message>
    <message>
        <source>not a secrets file (%1)</source>
        <translation>keine Geheimnisdatei (%1)</translation>
    </message>
    <message>
        <source>could not delete the file</source>
        <translation>die Datei konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <source>could not create the folder %1</source>
        <translation>der Ordner %1 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>could not restrict the file to its owner</source>
        <translation>der Zugriff auf die Datei konnte nicht auf ihren Eigentümer beschränkt werden</translation>
    </message>
    <message>
        <source>No system keychain is available (%1), so the secret cannot be kept safely. Start a keychain service such as GNOME Keyring or KWallet, or explicitly allow a plain-text file for secrets in the connection manager (Manage…).</source>
        <translation>Kein Schlüsselbund des Systems ist verfügbar (%1), daher kann das Geheimnis nicht sicher aufbewahrt werden. Starten Sie einen Schlüsselbunddienst wie GNOME Keyring oder KWallet, oder erlauben Sie in der Verbindungsverwaltung (Verwalten…) ausdrücklich eine unverschlüsselte Datei für Geheimnisse.</translation>
    </message>
</context>
<context>
    <name>mantyx::ServerRunSource</name>
    <message>
        <source>There is no connection to open the run on.</source>
        <translation>Es gibt keine Verbindung, auf der der Lauf geöffnet werden kann.</translation>
    </message>
    <message>
        <source>No run id was given.</source>
        <translation>Es wurde keine Lauf-ID angegeben.</translation>
    </message>
    <message>
        <source>The run&apos;s snapshot could not be fetched; its log is read anyway.</source>
        <translation>Der Snapshot des Laufs konnte nicht abgerufen werden; sein Protokoll wird trotzdem gelesen.</translation>
    </message>
    <message>
        <source>Stopped before the run&apos;s snapshot arrived.</source>
        <translation>Gestoppt, bevor der Snapshot des Laufs ankam.</translation>
    </message>
    <message>
        <source>Stopped before the run was opened.</source>
        <translation>Gestoppt, bevor der Lauf geöffnet wurde.</translation>
    </message>
    <message>
        <source>The server has no snapshot of this run (HTTP %1); it is read from its event stream alone.</source>
        <translation>Der Server hat keinen Snapshot dieses Laufs (HTTP %1); er wird allein aus seinem Ereignisstrom gelesen.</translation>
    </message>
    <message>
        <source>The server has no run with the id %1 (HTTP %2); it gave no details.</source>
        <translation>Der Server hat keinen Lauf mit der ID %1 (HTTP %2); er nannte keine Einzelheiten.</translation>
    </message>
    <message>
        <source>The server has no run with the id %1 (HTTP %2). It answered: %3</source>
        <translation>Der Server hat keinen Lauf mit der ID %1 (HTTP %2). Er antwortete: %3</translation>
    </message>
</context>
<context>
    <name>mantyx::SessionController</name>
    <message>
        <source>There is no connection to create the session on.</source>
        <translation>Es gibt keine Verbindung, auf der die Sitzung erstellt werden kann.</translation>
    </message>
    <message>
        <source>There is no connection to open the session on.</source>
        <translation>Es gibt keine Verbindung, auf der die Sitzung geöffnet werden kann.</translation>
    </message>
    <message>
        <source>No session id was given.</source>
        <translation>Es wurde keine Sitzungs-ID angegeben.</translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation>Die Sitzung ist beendet; starten Sie eine neue.</translation>
    </message>
    <message>
        <source>There is no active session to send the message to.</source>
        <translation>Es gibt keine aktive Sitzung, an die die Nachricht gesendet werden kann.</translation>
    </message>
    <message>
        <source>There is no session to end.</source>
        <translation>Es gibt keine Sitzung, die beendet werden kann.</translation>
    </message>
    <message>
        <source>The server created a session (HTTP %1) but its answer has no sessionId or id: %2</source>
        <translation>Der Server hat eine Sitzung angelegt (HTTP %1), aber seine Antwort hat weder sessionId noch id: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::SessionPanel</name>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>&amp;Start session</source>
        <translation>&amp;Sitzung starten</translation>
    </message>
    <message>
        <source>Create a session with the composer&apos;s spec as its defaults</source>
        <translation>Eine Sitzung mit der Spezifikation aus dem Editor als Vorgabe erstellen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open an existing session by its id and load its history</source>
        <translation>Eine bestehende Sitzung über ihre ID öffnen und ihren Verlauf laden</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Load the session&apos;s history from the server again</source>
        <translation>Den Verlauf der Sitzung erneut vom Server laden</translation>
    </message>
    <message>
        <source>&amp;End session</source>
        <translation>Sitzung b&amp;eenden</translation>
    </message>
    <message>
        <source>Sen&amp;d</source>
        <translation>Sende&amp;n</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter); it starts one run</source>
        <translation>Die Nachricht senden (Strg+Enter); sie startet einen Lauf</translation>
    </message>
    <message>
        <source>Message to the agent…</source>
        <translation>Nachricht an den Agenten…</translation>
    </message>
    <message>
        <source>For this message only, take from the composer&apos;s spec (replaces the session&apos;s defaults; metadata is merged):</source>
        <translation>Nur für diese Nachricht aus der Spezifikation des Editors übernehmen (ersetzt die Vorgaben der Sitzung; metadata wird zusammengeführt):</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Keine Sitzung</translation>
    </message>
    <message>
        <source>Start a session from the composer&apos;s spec, or open one by its id. Each message you send starts one run; the session keeps the conversation.</source>
        <translation>Starten Sie eine Sitzung mit der Spezifikation aus dem Editor oder öffnen Sie eine über ihre ID. Jede gesendete Nachricht startet einen Lauf; die Sitzung behält die Unterhaltung.</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>creating…</source>
        <translation>wird erstellt…</translation>
    </message>
    <message>
        <source>loading history…</source>
        <translation>Verlauf wird geladen…</translation>
    </message>
    <message>
        <source>ending…</source>
        <translation>wird beendet…</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Session %1 — %2</source>
        <translation>Sitzung %1 — %2</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Noch keine Nachrichten.</translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>%n Anhang</numerusform>
            <numerusform>%n Anhänge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::SingleInstance</name>
    <message>
        <source>Another instance holds %1.</source>
        <translation>Eine andere Instanz hält %1.</translation>
    </message>
    <message>
        <source>Could not create %1.</source>
        <translation>%1 konnte nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanModel</name>
    <message>
        <source>%1 of %2 done</source>
        <translation>%1 von %2 erledigt</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanPanel</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>The plan&apos;s progress bar: steps done of all steps</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>No task plan yet. A run with “plan” set shows its checklist here.</source>
        <translation>Noch kein Aufgabenplan. Ein Lauf mit gesetztem „plan“ zeigt hier seine Checkliste.</translation>
    </message>
    <message>
        <source>Task plan steps</source>
        <translation>Schritte des Aufgabenplans</translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineDelegate</name>
    <message>
        <source>+%1 s</source>
        <extracomment>Time since the run&apos;s first event, under a minute: &quot;+12.3 s&quot;</extracomment>
        <translation>+%1 s</translation>
    </message>
    <message>
        <source>+%1:%2</source>
        <extracomment>Time since the run&apos;s first event, minutes and seconds: &quot;+2:05&quot;</extracomment>
        <translation>+%1:%2</translation>
    </message>
    <message>
        <source>Answered with an error: %1</source>
        <translation>Mit einem Fehler beantwortet: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>streamt</translation>
    </message>
    <message>
        <source>⚠ flagged</source>
        <translation>⚠ auffällig</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <translation>
            <numerusform>⚠ %n Problem</numerusform>
            <numerusform>⚠ %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Protocol problems:</source>
        <translation>Protokollprobleme:</translation>
    </message>
    <message>
        <source>Show thinking</source>
        <translation>Denkprozess anzeigen</translation>
    </message>
    <message>
        <source>Fold thinking</source>
        <translation>Denkprozess einklappen</translation>
    </message>
    <message>
        <source>▴ Show less</source>
        <translation>▴ Weniger anzeigen</translation>
    </message>
    <message>
        <source>▾ Show more</source>
        <translation>▾ Mehr anzeigen</translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineView</name>
    <message>
        <source>Filter: text, tool:name, turn:3, seq:42</source>
        <translation>Filter: Text, tool:name, turn:3, seq:42</translation>
    </message>
    <message>
        <source>Shows the rows containing the text. Tokens narrow it further: tool:NAME (the tool name contains NAME), turn:N (rows of turn N), seq:N (the row holding event N).</source>
        <translation>Zeigt die Zeilen, die den Text enthalten. Filterausdrücke schränken weiter ein: tool:NAME (der Werkzeugname enthält NAME), turn:N (Zeilen der Runde N), seq:N (die Zeile mit Ereignis N).</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <source>Choose which kinds of rows are shown</source>
        <translation>Auswählen, welche Arten von Zeilen angezeigt werden</translation>
    </message>
    <message>
        <source>Show all types</source>
        <translation>Alle Typen anzeigen</translation>
    </message>
    <message>
        <source>Only unanswered local calls</source>
        <translation>Nur unbeantwortete lokale Aufrufe</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Auffällige</translation>
    </message>
    <message>
        <source>Show only malformed, unknown or questionable events</source>
        <translation>Nur fehlerhafte, unbekannte oder fragwürdige Ereignisse anzeigen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Follow the tail: keep the newest row in view (off when you scroll up, on again at the bottom or with End)</source>
        <translation>Dem Ende folgen: die neueste Zeile im Blick behalten (aus, wenn Sie nach oben scrollen; wieder an, wenn Sie ganz unten sind oder Ende drücken)</translation>
    </message>
    <message>
        <source>Turn…</source>
        <translation>Runde…</translation>
    </message>
    <message>
        <source>Select the first row of a turn</source>
        <translation>Die erste Zeile einer Runde auswählen</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Runde </translation>
    </message>
    <message>
        <source>Next pending</source>
        <translation>Nächster ausstehender</translation>
    </message>
    <message>
        <source>Select the next local tool call waiting for an answer (%1)</source>
        <translation>Den nächsten lokalen Werkzeugaufruf auswählen, der auf eine Antwort wartet (%1)</translation>
    </message>
    <message>
        <source>Run timeline</source>
        <translation>Lauf-Zeitachse</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 von %2 Zeilen</translation>
    </message>
    <message>
        <source>No event matches the filter.</source>
        <translation>Kein Ereignis entspricht dem Filter.</translation>
    </message>
    <message>
        <source>No events yet.
Compose a spec and press Run, or open a run by its id.</source>
        <translation>Noch keine Ereignisse.
Stellen Sie eine Spezifikation zusammen und klicken Sie auf Ausführen, oder öffnen Sie einen Lauf über seine ID.</translation>
    </message>
    <message>
        <source>&amp;Copy Text</source>
        <translation>Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; full text</source>
        <translation>Den vollständigen Text der ausgewählten Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Payload JSON</source>
        <translation>&amp;Nutzdaten-JSON kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; events as received, as JSON</source>
        <translation>Die Ereignisse der ausgewählten Zeilen wie empfangen als JSON kopieren</translation>
    </message>
    <message>
        <source>Copy Tool Call as &amp;JSON</source>
        <translation>Werkzeugaufruf als &amp;JSON kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Answer</source>
        <translation>&amp;Antwort kopieren</translation>
    </message>
    <message>
        <source>&amp;Filter to Tool “%1”</source>
        <translation>Auf Werkzeug „%1“ &amp;filtern</translation>
    </message>
    <message>
        <source>&amp;Filter to This Tool</source>
        <translation>Auf dieses Werkzeug &amp;filtern</translation>
    </message>
    <message>
        <source>&amp;Back to the Call</source>
        <translation>&amp;Zurück zum Aufruf</translation>
    </message>
    <message>
        <source>J&amp;ump to the Call’s Answer</source>
        <translation>Zur Antwort des Aufrufs &amp;springen</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolEditor</name>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>JSON-Syntaxfehler: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>JSON-Syntaxfehler: Erwartet wird %1.</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolHeadersEditor</name>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Remove this header</source>
        <translation>Diesen Header entfernen</translation>
    </message>
    <message>
        <source>Remove this variable</source>
        <translation>Diese Variable entfernen</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Variable hinzufügen</translation>
    </message>
    <message>
        <source>Show values</source>
        <translation>Werte anzeigen</translation>
    </message>
    <message>
        <source>Header values are usually credentials; they are masked unless you show them</source>
        <translation>Header-Werte sind meist Zugangsdaten; sie werden maskiert, sofern Sie sie nicht anzeigen lassen</translation>
    </message>
    <message>
        <source>Show or mask the variables&apos; values</source>
        <translation>Die Werte der Variablen anzeigen oder maskieren</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolListEditor</name>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n Parameter</numerusform>
            <numerusform>%n Parameter</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent card yet</source>
        <translation>noch keine Agent Card</translation>
    </message>
    <message>
        <source>card: %1</source>
        <translation>Card: %1</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>noch nicht verbunden</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n Werkzeug</numerusform>
            <numerusform>%n Werkzeuge</numerusform>
        </translation>
    </message>
    <message>
        <source>workspace tool</source>
        <translation>Workspace-Werkzeug</translation>
    </message>
    <message>
        <source>plugin tool</source>
        <translation>Plugin-Werkzeug</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>unbekannte Art</translation>
    </message>
    <message>
        <source>&amp;Local tool, answered here</source>
        <translation>&amp;Lokales Werkzeug, hier beantwortet</translation>
    </message>
    <message>
        <source>&amp;A2A agent, called from here</source>
        <translation>&amp;A2A-Agent, von hier aufgerufen</translation>
    </message>
    <message>
        <source>&amp;MCP server, run here</source>
        <translation>&amp;MCP-Server, hier ausgeführt</translation>
    </message>
    <message>
        <source>&amp;Workspace tool</source>
        <translation>&amp;Workspace-Werkzeug</translation>
    </message>
    <message>
        <source>&amp;Plugin tool</source>
        <translation>&amp;Plugin-Werkzeug</translation>
    </message>
    <message>
        <source>A2A agent, called by the se&amp;rver</source>
        <translation>A2A-Agent, vom Se&amp;rver aufgerufen</translation>
    </message>
    <message>
        <source>MCP server, reached by the ser&amp;ver</source>
        <translation>MCP-Server, vom Ser&amp;ver erreicht</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(keine ID)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a tool of one of the seven kinds</source>
        <translation>Ein Werkzeug einer der sieben Arten hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected tool</source>
        <translation>Das ausgewählte Werkzeug entfernen</translation>
    </message>
    <message>
        <source>Move the selected tool up</source>
        <translation>Das ausgewählte Werkzeug nach oben verschieben</translation>
    </message>
    <message>
        <source>Move the selected tool down</source>
        <translation>Das ausgewählte Werkzeug nach unten verschieben</translation>
    </message>
    <message>
        <source>Duplicate the selected tool</source>
        <translation>Das ausgewählte Werkzeug duplizieren</translation>
    </message>
    <message>
        <source>Answered by this app</source>
        <translation>Von dieser Anwendung beantwortet</translation>
    </message>
    <message>
        <source>Run by the server</source>
        <translation>Vom Server ausgeführt</translation>
    </message>
    <message>
        <source>Drag to reorder</source>
        <translation>Ziehen, um die Reihenfolge zu ändern</translation>
    </message>
    <message>
        <source>No tool selected.
Add one with &quot;Add&quot; below the list.</source>
        <translation>Kein Werkzeug ausgewählt.
Fügen Sie mit &quot;Hinzufügen&quot; unter der Liste eines hinzu.</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolResultSender</name>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>wird gesendet</translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>The run received an answer from elsewhere.</source>
        <translation>Der Lauf hat von anderer Stelle eine Antwort erhalten.</translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST got no reply.</source>
        <translation>Der Lauf hat die Antwort bestätigt, obwohl ihr POST keine Rückmeldung erhielt.</translation>
    </message>
    <message>
        <source>The answer has no toolUseId.</source>
        <translation>Die Antwort hat keine toolUseId.</translation>
    </message>
    <message>
        <source>An answer to %1 is already being sent.</source>
        <translation>Eine Antwort auf %1 wird bereits gesendet.</translation>
    </message>
    <message>
        <source>%1 has already been answered.</source>
        <translation>%1 wurde bereits beantwortet.</translation>
    </message>
    <message>
        <source>The server rejected the answer to %1 for good: %2</source>
        <translation>Der Server hat die Antwort auf %1 endgültig abgelehnt: %2</translation>
    </message>
    <message>
        <source>There is no connection to post the answer on.</source>
        <translation>Es gibt keine Verbindung, über die die Antwort gesendet werden kann.</translation>
    </message>
    <message>
        <source>Accepted (HTTP %1).</source>
        <translation>Angenommen (HTTP %1).</translation>
    </message>
    <message>
        <source>The run had already received this answer.</source>
        <translation>Der Lauf hatte diese Antwort bereits erhalten.</translation>
    </message>
    <message>
        <source>An earlier attempt got no reply and may have arrived.</source>
        <translation>Ein früherer Versuch erhielt keine Rückmeldung und ist womöglich angekommen.</translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST failed.</source>
        <translation>Der Lauf hat die Antwort bestätigt, obwohl ihr POST fehlgeschlagen ist.</translation>
    </message>
    <message>
        <source>The tool&apos;s answer was too large to send: %1</source>
        <translation>Die Antwort des Werkzeugs war zu groß zum Senden: %1</translation>
    </message>
</context>
</TS>
