<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en_US">
<context>
    <name>ApiError</name>
    <message>
        <source>The server received no credential (HTTP %1): add an API key or sign in.</source>
        <translation>Le serveur n&apos;a reçu aucun identifiant (HTTP %1)&#xa0;: ajoutez une clé d&apos;API ou connectez-vous.</translation>
    </message>
    <message>
        <source>The API key or access token was refused as unknown, expired or revoked (HTTP %1).</source>
        <translation>La clé d&apos;API ou le jeton d&apos;accès a été refusé car inconnu, expiré ou révoqué (HTTP %1).</translation>
    </message>
    <message>
        <source>This API key is not meant for the Developer API (HTTP %1).</source>
        <translation>Cette clé d&apos;API n&apos;est pas destinée à la Developer API (HTTP %1).</translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include this feature (%1, HTTP %2).</source>
        <translation>Le forfait de l&apos;espace de travail n&apos;inclut pas cette fonctionnalité (%1, HTTP %2).</translation>
    </message>
    <message>
        <source>The access token lacks a scope this request needs (HTTP %1).</source>
        <translation>Il manque au jeton d&apos;accès une portée requise par cette requête (HTTP %1).</translation>
    </message>
    <message>
        <source>The workspace in the URL is not the credential&apos;s workspace (HTTP %1).</source>
        <translation>L&apos;espace de travail de l&apos;URL n&apos;est pas celui de l&apos;identifiant (HTTP %1).</translation>
    </message>
    <message>
        <source>The server has no such resource (HTTP %1).</source>
        <translation>Le serveur ne connaît pas cette ressource (HTTP %1).</translation>
    </message>
    <message>
        <source>The server rejected the request as invalid (HTTP %1).</source>
        <translation>Le serveur a rejeté la requête comme non valide (HTTP %1).</translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1).</source>
        <translation>Le serveur ne connaît pas ce modèle (HTTP %1).</translation>
    </message>
    <message>
        <source>The server does not know this model (HTTP %1); it offers: %2.</source>
        <translation>Le serveur ne connaît pas ce modèle (HTTP %1)&#xa0;; il propose&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The server has no pending tool call with this id: it was already answered or never existed (HTTP %1).</source>
        <translation>Le serveur n&apos;a aucun appel d&apos;outil en attente avec cet identifiant&#xa0;: il a déjà reçu une réponse ou n&apos;a jamais existé (HTTP %1).</translation>
    </message>
    <message>
        <source>The run has already finished, so the server dropped this (HTTP %1).</source>
        <translation>L&apos;exécution est déjà terminée, le serveur a donc ignoré ceci (HTTP %1).</translation>
    </message>
    <message>
        <source>Too many requests (HTTP %1): retry later.</source>
        <translation>Trop de requêtes (HTTP %1)&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1).</source>
        <translation>Erreur du serveur (HTTP %1).</translation>
    </message>
    <message>
        <source>The request failed (HTTP %1).</source>
        <translation>La requête a échoué (HTTP %1).</translation>
    </message>
    <message>
        <source>The server said: “%1”</source>
        <translation>Réponse du serveur&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The server said: “%1”.</source>
        <translation>Réponse du serveur&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ApprovalPolicy</name>
    <message>
        <source>Ask every time</source>
        <translation>Toujours demander</translation>
    </message>
    <message>
        <source>Always run</source>
        <translation>Toujours exécuter</translation>
    </message>
    <message>
        <source>Run when read-only</source>
        <translation>Exécuter si en lecture seule</translation>
    </message>
    <message numerus="yes">
        <source>The arguments do not match the tool&apos;s schema (%n problem(s)); such a call never runs without approval.</source>
        <translation>
            <numerusform>Les arguments ne correspondent pas au schéma de l&apos;outil (%n problème)&#xa0;; un tel appel n&apos;est jamais exécuté sans approbation.</numerusform>
            <numerusform>Les arguments ne correspondent pas au schéma de l&apos;outil (%n problèmes)&#xa0;; un tel appel n&apos;est jamais exécuté sans approbation.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it may be destructive (destructiveHint), so it never runs without asking.</source>
        <translation>L&apos;outil &quot;%1&quot; indique qu&apos;il peut être destructeur (destructiveHint)&#xa0;; il n&apos;est donc jamais exécuté sans demander.</translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to always run it.</source>
        <translation>La règle pour &quot;%1&quot; est de toujours l&apos;exécuter.</translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; says it only reads (readOnlyHint), and the policy runs read-only tools.</source>
        <translation>L&apos;outil &quot;%1&quot; indique qu&apos;il ne fait que lire (readOnlyHint), et la règle exécute les outils en lecture seule.</translation>
    </message>
    <message>
        <source>The policy runs read-only tools only, and &quot;%1&quot; does not say it is read-only (readOnlyHint).</source>
        <translation>La règle n&apos;exécute que les outils en lecture seule, et &quot;%1&quot; n&apos;indique pas être en lecture seule (readOnlyHint).</translation>
    </message>
    <message>
        <source>The policy for &quot;%1&quot; is to ask.</source>
        <translation>La règle pour &quot;%1&quot; est de demander.</translation>
    </message>
</context>
<context>
    <name>AttachmentLoader</name>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 n&apos;est pas un fichier.</translation>
    </message>
    <message>
        <source>%1 is %2; inline attachments may total at most %3 per run.</source>
        <translation>%1 fait %2&#xa0;; les pièces jointes intégrées ne peuvent dépasser %3 au total par exécution.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the inline attachment limit.</source>
        <translation>%1 dépasse %2, la limite des pièces jointes intégrées.</translation>
    </message>
    <message>
        <source>%1 is not an absolute https:// URL; the provider only fetches https.</source>
        <translation>%1 n&apos;est pas une URL https:// absolue&#xa0;; le fournisseur ne récupère que du https.</translation>
    </message>
    <message>
        <source>%1 of %2 attachments · %3 of %4 inline</source>
        <translation>%1 sur %2 pièces jointes · %3 sur %4 intégrés</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 Ko</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>Line %1 is longer than %2 MB.</source>
        <translation>La ligne %1 dépasse %2 Mo.</translation>
    </message>
    <message>
        <source>The file is empty: it has no capture header.</source>
        <translation>Le fichier est vide&#xa0;: il n&apos;a pas d&apos;en-tête de capture.</translation>
    </message>
    <message>
        <source>The last line is cut off (the recording stopped while writing it).</source>
        <translation>La dernière ligne est tronquée (l&apos;enregistrement s&apos;est arrêté pendant son écriture).</translation>
    </message>
    <message>
        <source>Line %1 is not JSON: %2 at byte %3.</source>
        <translation>La ligne %1 n&apos;est pas du JSON&#xa0;: %2 à l&apos;octet %3.</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object.</source>
        <translation>La ligne %1 n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <source>Line 1 is not a capture header (no &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>La ligne 1 n&apos;est pas un en-tête de capture (pas de &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Line %1 is neither an event nor a tool answer.</source>
        <translation>La ligne %1 n&apos;est ni un événement ni une réponse d&apos;outil.</translation>
    </message>
    <message>
        <source>&quot;type&quot; is not a string.</source>
        <translation>&quot;type&quot; n&apos;est pas une chaîne.</translation>
    </message>
    <message>
        <source>unknown event shape &quot;%1&quot;.</source>
        <translation>forme d&apos;événement inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The file is not a capture: it has no header.</source>
        <translation>Le fichier n&apos;est pas une capture&#xa0;: il n&apos;a pas d&apos;en-tête.</translation>
    </message>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation>Impossible d&apos;ouvrir le fichier de capture %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation>Impossible de lire le fichier de capture %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation>%1 n&apos;est pas un fichier de capture&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CaptureTimeline</name>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation>Le fichier de capture est endommagé à la ligne %1 (octet %2)&#xa0;; l&apos;exécution est affichée jusqu&apos;à ce point.</translation>
    </message>
</context>
<context>
    <name>CaptureWriter</name>
    <message>
        <source>Cannot write the capture file %1: %2</source>
        <translation>Impossible d&apos;écrire le fichier de capture %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The capture file is not open.</source>
        <translation>Le fichier de capture n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>Writing the capture file failed: %1</source>
        <translation>L&apos;écriture du fichier de capture a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Writing the capture file %1 failed: %2</source>
        <translation>L&apos;écriture du fichier de capture %1 a échoué&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation>Donnez un nom à la connexion.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation>L&apos;adresse du serveur doit être une URL http:// ou https:// avec un nom d&apos;hôte.</translation>
    </message>
    <message>
        <source>The workspace slug may contain only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Le slug de l&apos;espace de travail ne peut contenir que des lettres, des chiffres, &apos;.&apos;, &apos;_&apos; et &apos;-&apos;.</translation>
    </message>
    <message>
        <source>An API key connection needs the workspace slug.</source>
        <translation>Une connexion par clé d&apos;API nécessite le slug de l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client id.</source>
        <translation>L&apos;authentification OAuth nécessite l&apos;identifiant client (client id) de l&apos;application OAuth.</translation>
    </message>
    <message>
        <source>The authorization page must be a path (&quot;/api/oauth/authorize&quot;) or an http(s) URL.</source>
        <translation>La page d&apos;autorisation doit être un chemin (&quot;/api/oauth/authorize&quot;) ou une URL http(s).</translation>
    </message>
    <message>
        <source>The token endpoint must be a path (&quot;/api/oauth/token&quot;) or an http(s) URL.</source>
        <translation>Le point de terminaison du jeton doit être un chemin (&quot;/api/oauth/token&quot;) ou une URL http(s).</translation>
    </message>
</context>
<context>
    <name>EventDecoder</name>
    <message>
        <source>%1: missing</source>
        <translation>%1&#xa0;: manquant</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1&#xa0;: %2 attendu, %3 reçu</translation>
    </message>
    <message>
        <source>%1: unknown value &quot;%2&quot;</source>
        <translation>%1&#xa0;: valeur inconnue &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: expected an integer, got a fraction</source>
        <translation>%1&#xa0;: entier attendu, nombre fractionnaire reçu</translation>
    </message>
    <message>
        <source>%1: number out of range</source>
        <translation>%1&#xa0;: nombre hors limites</translation>
    </message>
    <message>
        <source>%1: number out of range (%2)</source>
        <translation>%1&#xa0;: nombre hors limites (%2)</translation>
    </message>
    <message>
        <source>%1: must not be negative (%2)</source>
        <translation>%1&#xa0;: ne doit pas être négatif (%2)</translation>
    </message>
    <message>
        <source>%1: none of result, error or output</source>
        <translation>%1&#xa0;: ni result, ni error, ni output</translation>
    </message>
    <message>
        <source>%1: both result and error</source>
        <translation>%1&#xa0;: à la fois result et error</translation>
    </message>
    <message>
        <source>the JSON has no type and the frame no event name</source>
        <translation>le JSON n&apos;a pas de type et la trame pas de nom d&apos;événement</translation>
    </message>
    <message>
        <source>type: unusable; used the SSE event name &quot;%1&quot;</source>
        <translation>type&#xa0;: inutilisable&#xa0;; nom d&apos;événement SSE &quot;%1&quot; utilisé</translation>
    </message>
    <message>
        <source>type: &quot;%1&quot; differs from the SSE event name &quot;%2&quot;</source>
        <translation>type&#xa0;: &quot;%1&quot; diffère du nom d&apos;événement SSE &quot;%2&quot;</translation>
    </message>
    <message>
        <source>seq: unusable; used the SSE id %1</source>
        <translation>seq&#xa0;: inutilisable&#xa0;; id SSE %1 utilisé</translation>
    </message>
    <message>
        <source>seq: missing or unusable</source>
        <translation>seq&#xa0;: manquant ou inutilisable</translation>
    </message>
    <message>
        <source>seq: %1 differs from the SSE id &quot;%2&quot;</source>
        <translation>seq&#xa0;: %1 diffère de l&apos;id SSE &quot;%2&quot;</translation>
    </message>
    <message>
        <source>data: null; a %1 event needs a data object</source>
        <translation>data&#xa0;: null&#xa0;; un événement %1 nécessite un objet data</translation>
    </message>
    <message>
        <source>data: expected an object, got %1</source>
        <translation>data&#xa0;: objet attendu, %1 reçu</translation>
    </message>
    <message>
        <source>empty data</source>
        <translation>data vide</translation>
    </message>
    <message>
        <source>not a JSON object but %1</source>
        <translation>pas un objet JSON mais %1</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>JSON non valide à l&apos;octet %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HandlerTrafficClassifier</name>
    <message numerus="yes">
        <source>batch of %n message(s)</source>
        <translation>
            <numerusform>lot de %n message</numerusform>
            <numerusform>lot de %n messages</numerusform>
        </translation>
    </message>
    <message>
        <source>(cut to %1)</source>
        <translation>(tronqué à %1)</translation>
    </message>
    <message>
        <source>(not JSON)</source>
        <translation>(pas du JSON)</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1 #%2 (asked by the server)</source>
        <translation>%1 #%2 (demandé par le serveur)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>error #%1: %2 %3</source>
        <translation>erreur #%1&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>result #%1</source>
        <translation>résultat #%1</translation>
    </message>
    <message>
        <source>(isError)</source>
        <translation>(isError)</translation>
    </message>
    <message numerus="yes">
        <source>(%n tool(s))</source>
        <translation>
            <numerusform>(%n outil)</numerusform>
            <numerusform>(%n outils)</numerusform>
        </translation>
    </message>
    <message>
        <source>reply #%1 to the server</source>
        <translation>réponse #%1 au serveur</translation>
    </message>
    <message>
        <source>(neither request, notification nor response)</source>
        <translation>(ni requête, ni notification, ni réponse)</translation>
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
        <translation>pas de réponse HTTP</translation>
    </message>
    <message>
        <source>agent card &quot;%1&quot;</source>
        <translation>carte d&apos;agent &quot;%1&quot;</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>non démarré</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>planté</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>code de sortie %1</translation>
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
        <translation>un objet JSON (&apos;{&apos;)</translation>
    </message>
    <message>
        <source>the end of the text after the closing bracket</source>
        <translation>la fin du texte après le crochet fermant</translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation>moins d&apos;imbrication (au plus %1 niveaux)</translation>
    </message>
    <message>
        <source>a key in double quotes</source>
        <translation>une clé entre guillemets doubles</translation>
    </message>
    <message>
        <source>&apos;:&apos; after the key</source>
        <translation>&apos;:&apos; après la clé</translation>
    </message>
    <message>
        <source>a value (a string, number, object, array, true, false or null)</source>
        <translation>une valeur (chaîne, nombre, objet, tableau, true, false ou null)</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos;</source>
        <translation>&apos;,&apos; ou &apos;}&apos;</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos;</source>
        <translation>&apos;,&apos; ou &apos;]&apos;</translation>
    </message>
    <message>
        <source>a number such as 0, -1.5 or 2e3</source>
        <translation>un nombre tel que 0, -1.5 ou 2e3</translation>
    </message>
    <message>
        <source>four hexadecimal digits after \u</source>
        <translation>quatre chiffres hexadécimaux après \u</translation>
    </message>
    <message>
        <source>the closing &apos;&quot;&apos; of this string</source>
        <translation>le &apos;&quot;&apos; fermant de cette chaîne</translation>
    </message>
</context>
<context>
    <name>LocalHandlerFlags</name>
    <message>
        <source>--mcp needs NAME=COMMAND, not &quot;%1&quot;.</source>
        <translation>--mcp attend NAME=COMMAND, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--mcp %1: the command line is empty.</source>
        <translation>--mcp %1&#xa0;: la ligne de commande est vide.</translation>
    </message>
    <message>
        <source>--mcp-http needs NAME=URL, not &quot;%1&quot;.</source>
        <translation>--mcp-http attend NAME=URL, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--mcp-http %1 needs an http:// or https:// URL.</source>
        <translation>--mcp-http %1 attend une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>--a2a needs NAME=URL, not &quot;%1&quot;.</source>
        <translation>--a2a attend NAME=URL, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--a2a %1 needs an http:// or https:// URL.</source>
        <translation>--a2a %1 attend une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>--command needs TOOL=EXECUTABLE, not &quot;%1&quot;.</source>
        <translation>--command attend TOOL=EXECUTABLE, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--command %1: the command line is empty.</source>
        <translation>--command %1&#xa0;: la ligne de commande est vide.</translation>
    </message>
    <message>
        <source>--auto-approve needs never, read-only or always.</source>
        <translation>--auto-approve attend never, read-only ou always.</translation>
    </message>
</context>
<context>
    <name>LocalHandlerSet</name>
    <message>
        <source>The A2A peer has no name.</source>
        <translation>Le pair A2A n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is not a valid tool name: use 1 to 64 letters, digits and underscores.</source>
        <translation>Le nom &quot;%1&quot; n&apos;est pas un nom d&apos;outil valide&#xa0;: utilisez de 1 à 64 lettres, chiffres et traits de soulignement.</translation>
    </message>
    <message>
        <source>The A2A peer &quot;%1&quot; has neither an agent URL nor a card file.</source>
        <translation>Le pair A2A &quot;%1&quot; n&apos;a ni URL d&apos;agent ni fichier de carte.</translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; names no host.</source>
        <translation>L&apos;URL d&apos;agent &quot;%1&quot; n&apos;indique aucun hôte.</translation>
    </message>
    <message>
        <source>The agent URL &quot;%1&quot; is not an http:// or https:// URL.</source>
        <translation>L&apos;URL d&apos;agent &quot;%1&quot; n&apos;est pas une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>There is no file &quot;%1&quot;.</source>
        <translation>Le fichier &quot;%1&quot; n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The command tool has no name.</source>
        <translation>L&apos;outil de commande n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>Enter the program the command tool &quot;%1&quot; runs.</source>
        <translation>Indiquez le programme que l&apos;outil de commande &quot;%1&quot; exécute.</translation>
    </message>
    <message>
        <source>There is no executable file &quot;%1&quot;.</source>
        <translation>Le fichier exécutable &quot;%1&quot; n&apos;existe pas.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on PATH.</source>
        <translation>&quot;%1&quot; est introuvable dans le PATH.</translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation>Le nom de serveur MCP &quot;%1&quot; est donné deux fois.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation>Le nom d&apos;outil &quot;%1&quot; est donné deux fois.</translation>
    </message>
    <message>
        <source>No secret store is available, so the header values and secret variables of the local handlers were not saved.</source>
        <translation>Aucun magasin de secrets n&apos;est disponible&#xa0;: les valeurs d&apos;en-tête et les variables secrètes des gestionnaires locaux n&apos;ont pas été enregistrées.</translation>
    </message>
    <message>
        <source>The stored secrets of the local handlers are not readable (%1).</source>
        <translation>Les secrets enregistrés des gestionnaires locaux sont illisibles (%1).</translation>
    </message>
</context>
<context>
    <name>MantyxRun</name>
    <message>
        <source>%1 is not a capture file.</source>
        <translation>%1 n&apos;est pas un fichier de capture.</translation>
    </message>
    <message>
        <source>The capture is damaged at line %1 (%2); exporting what comes before.</source>
        <translation>La capture est endommagée à la ligne %1 (%2)&#xa0;; export de ce qui précède.</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté vers %2</translation>
    </message>
    <message>
        <source>Cannot read the %1 file %2: %3</source>
        <translation>Impossible de lire le fichier de %1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The %1 file %2 is too large: more than %3 bytes; it was not read.</source>
        <translation>Le fichier de %1 %2 est trop volumineux&#xa0;: plus de %3 octets&#xa0;; il n&apos;a pas été lu.</translation>
    </message>
    <message>
        <source>The %1 file %2 is not a JSON object: %3</source>
        <translation>Le fichier de %1 %2 n&apos;est pas un objet JSON&#xa0;: %3</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
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
        <translation>Démarre une exécution d&apos;agent sur un serveur MANTYX (ou sur le bac à sable intégré si --server n&apos;est pas donné), affiche chaque événement sur une ligne, répond aux appels d&apos;outils locaux de l&apos;exécution et se termine à la fin de l&apos;exécution.

Les appels d&apos;outils locaux reçoivent leur réponse depuis --answers (un objet JSON associant le nom d&apos;un outil tel que le voit le modèle au texte du résultat, ou à {&quot;error&quot;: &quot;...&quot;})&#xa0;; sinon, une ligne est lue sur le terminal pour chaque appel (une ligne commençant par &apos;!&apos; est une réponse d&apos;erreur).

Outils locaux&#xa0;: --mcp, --mcp-http et --a2a démarrent un serveur MCP ou récupèrent une carte d&apos;agent avant l&apos;exécution et l&apos;ajoutent à la spécification comme référence mcp_local / a2a_local&#xa0;; --command répond à un outil local avec un exécutable (les arguments de l&apos;appel en JSON sur son stdin, son stdout comme résultat). Leurs appels s&apos;exécutent sans demander dans la mesure où --auto-approve le permet&#xa0;; sinon, une ligne vide sur le terminal lance le gestionnaire (avec --no-input, l&apos;appel reçoit une réponse d&apos;erreur). Un outil qui indique destructiveHint, ou un appel dont les arguments ne correspondent pas au schéma de l&apos;outil, ne s&apos;exécute jamais sans demander. Les entrées de --answers sont prioritaires.

Environnement&#xa0;:
  MANTYX_API_KEY  la clé d&apos;API de l&apos;espace de travail (mantyx_...) envoyée comme identifiant bearer

Identifiant (avec --server ou --profile)&#xa0;: MANTYX_API_KEY si elle est définie&#xa0;; sinon la clé d&apos;API que MANTYX Run Inspector conserve dans le trousseau pour le profil de connexion enregistré correspondant à --server et --workspace (ou désigné par --profile)&#xa0;; sinon code de sortie 3.

Codes de sortie&#xa0;:
  0  l&apos;exécution s&apos;est terminée par un résultat réussi
  1  l&apos;exécution s&apos;est terminée par une erreur (un événement error, ou un résultat qui n&apos;est pas un succès)
  2  l&apos;exécution a été annulée
  3  erreur d&apos;utilisation, entrée illisible ou aucune exécution&#xa0;: le serveur était injoignable, a refusé la requête, ou le flux s&apos;est interrompu définitivement
  4  l&apos;exécution s&apos;est terminée, mais le fichier --capture n&apos;a pas pu être écrit entièrement
  5  --open&#xa0;: la capture est endommagée, ou s&apos;arrête avant la fin de l&apos;exécution&#xa0;; ce qui a pu être lu a été affiché
  6  --answers-from&#xa0;: un appel d&apos;outil local n&apos;avait pas de réponse enregistrée (il a reçu une réponse d&apos;erreur)

Export&#xa0;: --open FILE --export OUT écrit une capture (.mxrun) sous forme de rapport HTML (.html), de Markdown (.md), de ses événements bruts (.jsonl), de sa spécification (.json) ou de la spécification en script curl (.sh), selon l&apos;extension de OUT ou --export-format&#xa0;; aucun serveur n&apos;est contacté. Code de sortie 0 si le fichier a été écrit, 3 sinon.</translation>
    </message>
    <message>
        <source>Base URL of the MANTYX server. Without it an in-process sandbox is started.</source>
        <translation>URL de base du serveur MANTYX. Sans elle, un bac à sable est démarré dans le processus.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Workspace slug (default: sandbox).</source>
        <translation>Slug de l&apos;espace de travail (par défaut&#xa0;: sandbox).</translation>
    </message>
    <message>
        <source>SLUG</source>
        <translation>SLUG</translation>
    </message>
    <message>
        <source>The run spec, a JSON file.</source>
        <translation>La spécification de l&apos;exécution, un fichier JSON.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Replay a run&apos;s persisted event log instead of starting a run.</source>
        <translation>Relire le journal d&apos;événements persistant d&apos;une exécution au lieu de démarrer une exécution.</translation>
    </message>
    <message>
        <source>RUN_ID</source>
        <translation>RUN_ID</translation>
    </message>
    <message>
        <source>Play a capture file (.mxrun) instead of starting a run: its events are printed as the live run printed them, and the exit code is the one the recorded run&apos;s end calls for.</source>
        <translation>Lire un fichier de capture (.mxrun) au lieu de démarrer une exécution&#xa0;: ses événements sont affichés comme l&apos;exécution en direct les a affichés, et le code de sortie est celui que requiert la fin de l&apos;exécution enregistrée.</translation>
    </message>
    <message>
        <source>Answer the local tool calls with the answers recorded in a capture file (.mxrun), matched by tool name and arguments. Without --spec the capture&apos;s spec is run. A call with no recorded answer gets an error answer, and the exit code is 6.</source>
        <translation>Répondre aux appels d&apos;outils locaux avec les réponses enregistrées dans un fichier de capture (.mxrun), associées par nom d&apos;outil et arguments. Sans --spec, la spécification de la capture est exécutée. Un appel sans réponse enregistrée reçoit une réponse d&apos;erreur, et le code de sortie est 6.</translation>
    </message>
    <message>
        <source>Print each event as the JSON line received.</source>
        <translation>Afficher chaque événement sous forme de la ligne JSON reçue.</translation>
    </message>
    <message>
        <source>Write a capture file (.mxrun, JSON Lines).</source>
        <translation>Écrire un fichier de capture (.mxrun, JSON Lines).</translation>
    </message>
    <message>
        <source>Answers to local tool calls: a JSON object tool name -&gt; result text.</source>
        <translation>Réponses aux appels d&apos;outils locaux&#xa0;: un objet JSON nom d&apos;outil -&gt; texte du résultat.</translation>
    </message>
    <message>
        <source>Never read answers from the terminal; calls without an answer in --answers get an error answer.</source>
        <translation>Ne jamais lire de réponses sur le terminal&#xa0;; les appels sans réponse dans --answers reçoivent une réponse d&apos;erreur.</translation>
    </message>
    <message>
        <source>Cancel the run after N events have arrived.</source>
        <translation>Annuler l&apos;exécution après l&apos;arrivée de N événements.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Reconnect when the stream is silent (keep-alives included) this long (default 45000).</source>
        <translation>Se reconnecter quand le flux reste silencieux (keep-alives compris) aussi longtemps (par défaut 45000).</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>In-process sandbox only: pause between two streamed events (default 15).</source>
        <translation>Bac à sable dans le processus uniquement&#xa0;: pause entre deux événements diffusés (par défaut 15).</translation>
    </message>
    <message>
        <source>In-process sandbox only: keep runs in DIR, so a later --replay finds them.</source>
        <translation>Bac à sable dans le processus uniquement&#xa0;: conserver les exécutions dans DIR, pour qu&apos;un --replay ultérieur les trouve.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Use the inspector&apos;s saved connection profile NAME: its server and workspace when --server is not given, and its API key from the keychain.</source>
        <translation>Utiliser le profil de connexion NAME enregistré dans l&apos;inspecteur&#xa0;: son serveur et son espace de travail si --server n&apos;est pas donné, et sa clé d&apos;API depuis le trousseau.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Start the MCP server NAME over stdio (COMMAND is its command line as one argument; double quotes group words) and add its tools as an mcp_local ref named NAME, each as NAME_TOOL (as the official SDKs name them). Repeatable.</source>
        <translation>Démarrer le serveur MCP NAME via stdio (COMMAND est sa ligne de commande, en un seul argument&#xa0;; les guillemets doubles regroupent les mots) et ajouter ses outils comme référence mcp_local nommée NAME, chacun sous le nom NAME_TOOL (comme les nomment les SDK officiels). Répétable.</translation>
    </message>
    <message>
        <source>NAME=COMMAND</source>
        <translation>NAME=COMMAND</translation>
    </message>
    <message>
        <source>Connect to the MCP server NAME over Streamable HTTP at URL and add its tools as an mcp_local ref named NAME, each as NAME_TOOL. Repeatable.</source>
        <translation>Se connecter au serveur MCP NAME via Streamable HTTP à l&apos;adresse URL et ajouter ses outils comme référence mcp_local nommée NAME, chacun sous le nom NAME_TOOL. Répétable.</translation>
    </message>
    <message>
        <source>NAME=URL</source>
        <translation>NAME=URL</translation>
    </message>
    <message>
        <source>Add the tools of --mcp and --mcp-http servers under the servers&apos; own names (made valid) instead of NAME_TOOL. Calls are answered under either name.</source>
        <translation>Ajouter les outils des serveurs --mcp et --mcp-http sous les noms propres des serveurs (rendus valides) au lieu de NAME_TOOL. Les appels reçoivent une réponse sous l&apos;un ou l&apos;autre nom.</translation>
    </message>
    <message>
        <source>Fetch the A2A agent card from URL (its /.well-known/agent-card.json) and add it as the a2a_local tool NAME. Repeatable.</source>
        <translation>Récupérer la carte d&apos;agent A2A depuis URL (son /.well-known/agent-card.json) et l&apos;ajouter comme outil a2a_local NAME. Répétable.</translation>
    </message>
    <message>
        <source>Answer the local tool TOOL with EXECUTABLE (a command line as one argument, as for --mcp): the call&apos;s args as JSON on stdin, stdout is the result. A tool the spec does not declare is added without parameters. Repeatable.</source>
        <translation>Répondre à l&apos;outil local TOOL avec EXECUTABLE (une ligne de commande en un seul argument, comme pour --mcp)&#xa0;: les arguments de l&apos;appel en JSON sur stdin, stdout est le résultat. Un outil que la spécification ne déclare pas est ajouté sans paramètres. Répétable.</translation>
    </message>
    <message>
        <source>TOOL=EXECUTABLE</source>
        <translation>TOOL=EXECUTABLE</translation>
    </message>
    <message>
        <source>Which local tool calls run their handler without asking: never (the default), read-only (MCP tools that say readOnlyHint) or always.</source>
        <translation>Quels appels d&apos;outils locaux lancent leur gestionnaire sans demander&#xa0;: never (par défaut), read-only (outils MCP qui indiquent readOnlyHint) ou always.</translation>
    </message>
    <message>
        <source>never|read-only|always</source>
        <translation>never|read-only|always</translation>
    </message>
    <message>
        <source>Write the --open capture to OUT: .html, .md, .jsonl, .json or .sh.</source>
        <translation>Écrire la capture de --open dans OUT&#xa0;: .html, .md, .jsonl, .json ou .sh.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>The --export format when OUT&apos;s extension does not say it.</source>
        <translation>Le format de --export quand l&apos;extension de OUT ne l&apos;indique pas.</translation>
    </message>
    <message>
        <source>html|md|jsonl|json|curl</source>
        <translation>html|md|jsonl|json|curl</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--export OUT needs --open FILE, and --export-format needs --export OUT.</source>
        <translation>--export OUT nécessite --open FILE, et --export-format nécessite --export OUT.</translation>
    </message>
    <message>
        <source>--open reads a capture; it does not go with --spec or --replay.</source>
        <translation>--open lit une capture&#xa0;; il ne s&apos;utilise pas avec --spec ni --replay.</translation>
    </message>
    <message>
        <source>Unknown --export-format: %1 (html, md, jsonl, json or curl).</source>
        <translation>--export-format inconnu&#xa0;: %1 (html, md, jsonl, json ou curl).</translation>
    </message>
    <message>
        <source>Cannot tell the export format from %1: use .html, .md, .jsonl, .json or .sh, or --export-format.</source>
        <translation>Impossible de déduire le format d&apos;export de %1&#xa0;: utilisez .html, .md, .jsonl, .json ou .sh, ou --export-format.</translation>
    </message>
    <message>
        <source>--open plays a capture file; --%1 cannot go with it.</source>
        <translation>--open lit un fichier de capture&#xa0;; --%1 ne peut pas s&apos;utiliser avec.</translation>
    </message>
    <message>
        <source>--answers-from answers the calls from the capture; --%1 cannot go with it.</source>
        <translation>--answers-from répond aux appels depuis la capture&#xa0;; --%1 ne peut pas s&apos;utiliser avec.</translation>
    </message>
    <message>
        <source>Give either --spec FILE, --replay RUN_ID or --open CAPTURE.</source>
        <translation>Indiquez --spec FILE, --replay RUN_ID ou --open CAPTURE.</translation>
    </message>
    <message>
        <source>--cancel-after needs a whole number of events, at least 1.</source>
        <translation>--cancel-after attend un nombre entier d&apos;événements, au moins 1.</translation>
    </message>
    <message>
        <source>--stall-timeout needs a whole number of milliseconds, at least 100.</source>
        <translation>--stall-timeout attend un nombre entier de millisecondes, au moins 100.</translation>
    </message>
    <message>
        <source>--sandbox-delta-delay needs a whole number of milliseconds.</source>
        <translation>--sandbox-delta-delay attend un nombre entier de millisecondes.</translation>
    </message>
    <message>
        <source>--mcp, --mcp-http, --a2a and --command answer a live run; a replay answers nothing.</source>
        <translation>--mcp, --mcp-http, --a2a et --command répondent à une exécution en direct&#xa0;; une relecture ne répond à rien.</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>spécification</translation>
    </message>
    <message>
        <source>Cannot read the answers of %1: %2</source>
        <translation>Impossible de lire les réponses de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2 (%3); its answers up to there are used.</source>
        <translation>%1 est endommagé à la ligne %2 (%3)&#xa0;; ses réponses jusqu&apos;à ce point sont utilisées.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded answer(s) in %1</source>
        <translation>
            <numerusform>%n réponse enregistrée dans %1</numerusform>
            <numerusform>%n réponses enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 records no spec; give one with --spec FILE.</source>
        <translation>%1 n&apos;enregistre aucune spécification&#xa0;; indiquez-en une avec --spec FILE.</translation>
    </message>
    <message>
        <source>The spec recorded in %1 has redacted values (%2): the capture never holds credentials or header values. Give the spec with --spec FILE.</source>
        <translation>La spécification enregistrée dans %1 contient des valeurs masquées (%2)&#xa0;: la capture ne contient jamais d&apos;identifiants ni de valeurs d&apos;en-tête. Indiquez la spécification avec --spec FILE.</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>réponses</translation>
    </message>
    <message>
        <source>starting the local tools</source>
        <translation>démarrage des outils locaux</translation>
    </message>
    <message>
        <source>The local tools did not start: %1</source>
        <translation>Les outils locaux n&apos;ont pas démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 connection profiles match; using %2 (choose one with --profile NAME)</source>
        <translation>%1 profils de connexion correspondent&#xa0;; utilisation de %2 (choisissez-en un avec --profile NAME)</translation>
    </message>
    <message>
        <source>--profile needs the name of a saved connection profile.</source>
        <translation>--profile attend le nom d&apos;un profil de connexion enregistré.</translation>
    </message>
    <message>
        <source>--server needs an http:// or https:// URL.</source>
        <translation>--server attend une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>--server must not contain a user name or password (user:password@). Give the API key in MANTYX_API_KEY, or save it with a connection profile in MANTYX Run Inspector (see --profile).</source>
        <translation>--server ne doit pas contenir de nom d&apos;utilisateur ni de mot de passe (user:password@). Indiquez la clé d&apos;API dans MANTYX_API_KEY, ou enregistrez-la avec un profil de connexion dans MANTYX Run Inspector (voir --profile).</translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key, or save a connection profile with its API key in MANTYX Run Inspector.</source>
        <translation>Aucun identifiant&#xa0;: définissez MANTYX_API_KEY avec une clé d&apos;API d&apos;espace de travail, ou enregistrez un profil de connexion avec sa clé d&apos;API dans MANTYX Run Inspector.</translation>
    </message>
    <message>
        <source>The connection profile %1 has no usable server URL and workspace; give --server and --workspace.</source>
        <translation>Le profil de connexion %1 n&apos;a pas d&apos;URL de serveur ni d&apos;espace de travail utilisables&#xa0;; indiquez --server et --workspace.</translation>
    </message>
    <message>
        <source>The built-in sandbox did not start: %1</source>
        <translation>Le bac à sable intégré n&apos;a pas démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>using the built-in sandbox at %1</source>
        <translation>utilisation du bac à sable intégré à %1</translation>
    </message>
    <message>
        <source>The connection profile %1 signs in with OAuth; mantyx-run uses API keys only.</source>
        <translation>Le profil de connexion %1 s&apos;authentifie avec OAuth&#xa0;; mantyx-run n&apos;utilise que des clés d&apos;API.</translation>
    </message>
    <message>
        <source>No credential: set MANTYX_API_KEY to a workspace API key.</source>
        <translation>Aucun identifiant&#xa0;: définissez MANTYX_API_KEY avec une clé d&apos;API d&apos;espace de travail.</translation>
    </message>
    <message>
        <source>using the API key of the connection profile %1 from the keychain</source>
        <translation>utilisation de la clé d&apos;API du profil de connexion %1 depuis le trousseau</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>Try &apos;mantyx-run --help&apos;.</source>
        <translation>Essayez &apos;mantyx-run --help&apos;.</translation>
    </message>
</context>
<context>
    <name>McpResolution</name>
    <message>
        <source>%1 is not an MCP Tool with a name; it is left out.</source>
        <translation>%1 n&apos;est pas un outil MCP (Tool) avec un nom&#xa0;; il est ignoré.</translation>
    </message>
    <message>
        <source>The server lists the tool &quot;%1&quot; twice; the second one is left out.</source>
        <translation>Le serveur liste l&apos;outil &quot;%1&quot; deux fois&#xa0;; le second est ignoré.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid model-facing tool name (^[a-zA-Z0-9_]{1,64}$); the model sees &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; n&apos;est pas un nom d&apos;outil valide pour le modèle (^[a-zA-Z0-9_]{1,64}$)&#xa0;; le modèle voit &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is already taken; the model sees &quot;%2&quot; for the server&apos;s &quot;%3&quot;.</source>
        <translation>Le nom d&apos;outil &quot;%1&quot; est déjà pris&#xa0;; le modèle voit &quot;%2&quot; pour l&apos;outil &quot;%3&quot; du serveur.</translation>
    </message>
</context>
<context>
    <name>McpResult</name>
    <message>
        <source>[a content block that is not an object: %1]</source>
        <translation>[un bloc de contenu qui n&apos;est pas un objet&#xa0;: %1]</translation>
    </message>
    <message>
        <source>[a text block without text]</source>
        <translation>[un bloc de texte sans texte]</translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <source>audio</source>
        <translation>audio</translation>
    </message>
    <message>
        <source>[resource link: %1]</source>
        <translation>[lien de ressource&#xa0;: %1]</translation>
    </message>
    <message>
        <source>[resource link: %1 &lt;%2&gt;]</source>
        <translation>[lien de ressource&#xa0;: %1 &lt;%2&gt;]</translation>
    </message>
    <message>
        <source>[a content block of type &quot;%1&quot; this client does not read: %2]</source>
        <translation>[un bloc de contenu de type &quot;%1&quot; que ce client ne lit pas&#xa0;: %2]</translation>
    </message>
    <message>
        <source>The MCP tool reported an error without a message.</source>
        <translation>L&apos;outil MCP a signalé une erreur sans message.</translation>
    </message>
    <message>
        <source>an error answer carries no files</source>
        <translation>une réponse d&apos;erreur ne transporte pas de fichiers</translation>
    </message>
    <message>
        <source>files are turned off for this tool</source>
        <translation>les fichiers sont désactivés pour cet outil</translation>
    </message>
    <message>
        <source>%1 is not a file type MANTYX is known to accept</source>
        <translation>%1 n&apos;est pas un type de fichier connu comme accepté par MANTYX</translation>
    </message>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation>une réponse transporte au plus %1 fichiers</translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation>les fichiers dépasseraient %1 Mo au total</translation>
    </message>
    <message>
        <source>[%1 (%2) not attached: its data is not valid base64]</source>
        <translation>[%1 (%2) non joint&#xa0;: ses données ne sont pas du base64 valide]</translation>
    </message>
    <message numerus="yes">
        <source>[%1 (%2, %n bytes) not attached: %3]</source>
        <translation>
            <numerusform>[%1 (%2, %n octet) non joint&#xa0;: %3]</numerusform>
            <numerusform>[%1 (%2, %n octets) non joint&#xa0;: %3]</numerusform>
        </translation>
    </message>
    <message>
        <source>resource %1</source>
        <translation>ressource %1</translation>
    </message>
    <message>
        <source>[%1 (%2):]</source>
        <translation>[%1 (%2)&#xa0;:]</translation>
    </message>
    <message>
        <source>[%1 without text or blob]</source>
        <translation>[%1 sans text ni blob]</translation>
    </message>
    <message>
        <source>… (cut to 8 KB)</source>
        <translation>… (tronqué à 8 Ko)</translation>
    </message>
</context>
<context>
    <name>McpServerConfig</name>
    <message>
        <source>Enter a name: it is the mcp_local ref&apos;s name and the mcpServer of its calls.</source>
        <translation>Saisissez un nom&#xa0;: c&apos;est le nom de la référence mcp_local et le mcpServer de ses appels.</translation>
    </message>
    <message>
        <source>The MCP server needs a command to start.</source>
        <translation>Le serveur MCP nécessite une commande de démarrage.</translation>
    </message>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation>L&apos;URL du serveur MCP doit être une adresse http:// ou https://&#xa0;; reçu&#xa0;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Time-outs must be at least 1 ms.</source>
        <translation>Les délais doivent être d&apos;au moins 1 ms.</translation>
    </message>
</context>
<context>
    <name>ProfileLookup</name>
    <message>
        <source>&quot;%1&quot; (%2, workspace %3)</source>
        <translation>&quot;%1&quot; (%2, espace de travail %3)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The connection profile %1 is for another server than %2.</source>
        <translation>Le profil de connexion %1 est destiné à un autre serveur que %2.</translation>
    </message>
    <message>
        <source>The connection profile %1 is for another workspace than %2.</source>
        <translation>Le profil de connexion %1 est destiné à un autre espace de travail que %2.</translation>
    </message>
    <message>
        <source>No saved connection profile is named &quot;%1&quot; (looked in %2).</source>
        <translation>Aucun profil de connexion enregistré ne s&apos;appelle &quot;%1&quot; (recherche dans %2).</translation>
    </message>
    <message>
        <source>No saved connection profile for server %1, workspace %2 (looked in %3).</source>
        <translation>Aucun profil de connexion enregistré pour le serveur %1, espace de travail %2 (recherche dans %3).</translation>
    </message>
</context>
<context>
    <name>ReasoningLevelText</name>
    <message>
        <source>%1 is outside 0–100: the server rejects it.</source>
        <translation>%1 est hors de l&apos;intervalle 0–100&#xa0;: le serveur le rejette.</translation>
    </message>
    <message>
        <source>%1 → off: provider thinking is disabled.</source>
        <translation>%1 → off&#xa0;: la réflexion du fournisseur est désactivée.</translation>
    </message>
    <message>
        <source>%1 → low effort (like &quot;low&quot;, 30).</source>
        <translation>%1 → effort faible (comme &quot;low&quot;, 30).</translation>
    </message>
    <message>
        <source>%1 → medium effort (like &quot;medium&quot;, 50).</source>
        <translation>%1 → effort moyen (comme &quot;medium&quot;, 50).</translation>
    </message>
    <message>
        <source>%1 → high effort (like &quot;high&quot;, 80).</source>
        <translation>%1 → effort élevé (comme &quot;high&quot;, 80).</translation>
    </message>
    <message>
        <source>Omitted: the model&apos;s own default.</source>
        <translation>Omis&#xa0;: la valeur par défaut du modèle.</translation>
    </message>
    <message>
        <source>Not a level: use a name or a whole number from 0 to 100.</source>
        <translation>Pas un niveau&#xa0;: utilisez un nom ou un nombre entier de 0 à 100.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level name (off, low, medium, high).</source>
        <translation>&quot;%1&quot; n&apos;est pas un nom de niveau (off, low, medium, high).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 on the 0–100 scale.</source>
        <translation>&quot;%1&quot; vaut %2 sur l&apos;échelle 0–100.</translation>
    </message>
    <message>
        <source>OpenAI: reasoning.effort; Gemini: thinking level or budget; Anthropic: extended thinking from about 512 tokens (low) to 8,000 (high); others ignore it.</source>
        <translation>OpenAI&#xa0;: reasoning.effort&#xa0;; Gemini&#xa0;: niveau ou budget de réflexion&#xa0;; Anthropic&#xa0;: réflexion étendue d&apos;environ 512 jetons (low) à 8&#xa0;000 (high)&#xa0;; les autres l&apos;ignorent.</translation>
    </message>
</context>
<context>
    <name>RunChartData</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Server tool</source>
        <translation>Outil serveur</translation>
    </message>
    <message>
        <source>Waiting for an answer</source>
        <translation>En attente d&apos;une réponse</translation>
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
        <translation>%1 — depuis %2, pas encore de fin (%3 jusqu&apos;ici)</translation>
    </message>
    <message>
        <source>%1 — %2 to %3 (%4)</source>
        <translation>%1 — de %2 à %3 (%4)</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>running the handler for %1: %2</source>
        <translation>exécution du gestionnaire pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2) answered from %3 (recorded)</source>
        <translation>%1 (%2) répondu depuis %3 (enregistré)</translation>
    </message>
    <message>
        <source>No recorded answer in %1 for %2 (%3) with args %4; it gets an error answer.</source>
        <translation>Aucune réponse enregistrée dans %1 pour %2 (%3) avec les arguments %4&#xa0;; il reçoit une réponse d&apos;erreur.</translation>
    </message>
    <message>
        <source>mantyx-run --answers-from %1 has no recorded answer for %2 with these arguments.</source>
        <translation>mantyx-run --answers-from %1 n&apos;a aucune réponse enregistrée pour %2 avec ces arguments.</translation>
    </message>
    <message>
        <source>%1 (%2) approved by --auto-approve: %3</source>
        <translation>%1 (%2) approuvé par --auto-approve&#xa0;: %3</translation>
    </message>
    <message>
        <source>mantyx-run did not run the handler of %1 without approval: %2</source>
        <translation>mantyx-run n&apos;a pas exécuté le gestionnaire de %1 sans approbation&#xa0;: %2</translation>
    </message>
    <message>
        <source>mantyx-run has no answer for %1: %2</source>
        <translation>mantyx-run n&apos;a pas de réponse pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — an empty line runs the handler; or type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation>? %1 (%2) arguments %3 — une ligne vide lance le gestionnaire&#xa0;; ou saisissez la réponse puis Entrée&#xa0;; commencez par &apos;!&apos; pour une erreur</translation>
    </message>
    <message>
        <source>? %1 (%2) args %3 — type the answer and Enter; start with &apos;!&apos; for an error</source>
        <translation>? %1 (%2) arguments %3 — saisissez la réponse puis Entrée&#xa0;; commencez par &apos;!&apos; pour une erreur</translation>
    </message>
    <message>
        <source>Neither --answers nor a handler (--mcp, --mcp-http, --a2a, --command) answers %1. %2</source>
        <translation>Ni --answers ni un gestionnaire (--mcp, --mcp-http, --a2a, --command) ne répond à %1. %2</translation>
    </message>
    <message>
        <source>No answer was given (input closed).</source>
        <translation>Aucune réponse n&apos;a été donnée (entrée fermée).</translation>
    </message>
    <message>
        <source>The handler of %1 could not be started.</source>
        <translation>Le gestionnaire de %1 n&apos;a pas pu être démarré.</translation>
    </message>
    <message>
        <source>answer to %1 not sent: %2</source>
        <translation>réponse à %1 non envoyée&#xa0;: %2</translation>
    </message>
    <message>
        <source>answer to %1 replaced by an error: %2</source>
        <translation>réponse à %1 remplacée par une erreur&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) error: %5</source>
        <translation>%1 (%2)&#xa0;: %3 (%4 ms) erreur&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4 ms) result: %5</source>
        <translation>%1 (%2)&#xa0;: %3 (%4 ms) résultat&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 (%2): the result does not match the tool&apos;s outputSchema: %3</source>
        <translation>%1 (%2)&#xa0;: le résultat ne correspond pas à l&apos;outputSchema de l&apos;outil&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>cancel failed: %1</source>
        <translation>échec de l&apos;annulation&#xa0;: %1</translation>
    </message>
    <message>
        <source>playing capture %1: run %2 recorded on %3 (workspace %4) at %5</source>
        <translation>lecture de la capture %1&#xa0;: exécution %2 enregistrée sur %3 (espace de travail %4) le %5</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(pas d&apos;id)</translation>
    </message>
    <message>
        <source>(unknown time)</source>
        <translation>(heure inconnue)</translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2 (recorded)</source>
        <translation>réponse à %1 envoyée&#xa0;: HTTP %2 (enregistré)</translation>
    </message>
    <message>
        <source>connection lost (%1); connection %2 in %3 ms</source>
        <translation>connexion perdue (%1)&#xa0;; connexion %2 dans %3 ms</translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); reopening</source>
        <translation>il manque les événements à partir de seq %1 (reçu %2)&#xa0;; réouverture</translation>
    </message>
    <message>
        <source>events from seq %1 are missing (got %2); going on</source>
        <translation>il manque les événements à partir de seq %1 (reçu %2)&#xa0;; on continue</translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2); dropped</source>
        <translation>seq %1 est arrivé à nouveau avec un contenu différent (après seq %2)&#xa0;; ignoré</translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2; dropped</source>
        <translation>seq %1 est arrivé à nouveau après seq %2&#xa0;; ignoré</translation>
    </message>
    <message>
        <source>no snapshot</source>
        <translation>pas d&apos;instantané</translation>
    </message>
    <message>
        <source>replaying run %1 (%2) from %3</source>
        <translation>relecture de l&apos;exécution %1 (%2) depuis %3</translation>
    </message>
    <message>
        <source>run %1 on %2 (workspace %3)</source>
        <translation>exécution %1 sur %2 (espace de travail %3)</translation>
    </message>
    <message>
        <source>answer to %1 posted: HTTP %2</source>
        <translation>réponse à %1 envoyée&#xa0;: HTTP %2</translation>
    </message>
    <message>
        <source>answer to %1 %2: %3</source>
        <translation>réponse à %1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2)</source>
        <translation>terminé&#xa0;: %1 (code de sortie %2)</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <translation>Impossible de relire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The server did not start the run: %1</source>
        <translation>Le serveur n&apos;a pas démarré l&apos;exécution&#xa0;: %1</translation>
    </message>
    <message>
        <source>The stream ended without a terminal event: %1</source>
        <translation>Le flux s&apos;est terminé sans événement final&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot play %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>finished: %1 (exit code %2 instead of %3: the capture is damaged after it)</source>
        <translation>terminé&#xa0;: %1 (code de sortie %2 au lieu de %3&#xa0;: la capture est endommagée après ce point)</translation>
    </message>
    <message>
        <source>the capture ends at the damage, before the run&apos;s end (exit code %1)</source>
        <translation>la capture s&apos;arrête à l&apos;endroit endommagé, avant la fin de l&apos;exécution (code de sortie %1)</translation>
    </message>
    <message>
        <source>The capture %1 ends without a terminal event: the recording stopped before the run ended.</source>
        <translation>La capture %1 se termine sans événement final&#xa0;: l&apos;enregistrement s&apos;est arrêté avant la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>exit code %1 instead of %2: the capture file %3 is incomplete</source>
        <translation>code de sortie %1 au lieu de %2&#xa0;: le fichier de capture %3 est incomplet</translation>
    </message>
    <message numerus="yes">
        <source>exit code %1 instead of %2: %n call(s) had no recorded answer in %3</source>
        <translation>
            <numerusform>code de sortie %1 au lieu de %2&#xa0;: %n appel n&apos;avait pas de réponse enregistrée dans %3</numerusform>
            <numerusform>code de sortie %1 au lieu de %2&#xa0;: %n appels n&apos;avaient pas de réponse enregistrée dans %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reconnected (connection %1), resumed after seq %2, %n replayed event(s) dropped</source>
        <translation>
            <numerusform>reconnecté (connexion %1), reprise après seq %2, %n événement renvoyé ignoré</numerusform>
            <numerusform>reconnecté (connexion %1), reprise après seq %2, %n événements renvoyés ignorés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelling the run after %n event(s)</source>
        <translation>
            <numerusform>annulation de l&apos;exécution après %n événement</numerusform>
            <numerusform>annulation de l&apos;exécution après %n événements</numerusform>
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
        <translation>État</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Jetons d&apos;entrée</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation>Jetons en cache</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Jetons de raisonnement</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation>Appels d&apos;outils locaux</translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation>Résultats d&apos;outils serveur</translation>
    </message>
    <message>
        <source>Calls to %1</source>
        <translation>Appels à %1</translation>
    </message>
    <message>
        <source>same</source>
        <translation>identique</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>added</source>
        <translation>ajouté</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimé</translation>
    </message>
</context>
<context>
    <name>RunExport</name>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Jetons d&apos;entrée</translation>
    </message>
    <message>
        <source>Cached input tokens</source>
        <translation>Jetons d&apos;entrée en cache</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Jetons de raisonnement</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Local tool calls</source>
        <translation>Appels d&apos;outils locaux</translation>
    </message>
    <message>
        <source>%1 (%2 unanswered)</source>
        <translation>%1 (%2 sans réponse)</translation>
    </message>
    <message>
        <source>Server tool results</source>
        <translation>Résultats d&apos;outils serveur</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>Motif de fin</translation>
    </message>
    <message>
        <source>Cancel reason</source>
        <translation>Motif d&apos;annulation</translation>
    </message>
    <message>
        <source>Run id</source>
        <translation>Id de l&apos;exécution</translation>
    </message>
    <message>
        <source>Session id</source>
        <translation>Id de la session</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Espace de travail</translation>
    </message>
    <message>
        <source>Created at</source>
        <translation>Créée le</translation>
    </message>
    <message>
        <source>MANTYX run</source>
        <translation>Exécution MANTYX</translation>
    </message>
    <message>
        <source>MANTYX run %1</source>
        <translation>Exécution MANTYX %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Final answer</source>
        <translation>Réponse finale</translation>
    </message>
    <message>
        <source>Partial text (truncated reply)</source>
        <translation>Texte partiel (réponse tronquée)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation>Notes de protocole</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spécification</translation>
    </message>
    <message>
        <source>The spec is not known.</source>
        <translation>La spécification n&apos;est pas connue.</translation>
    </message>
    <message>
        <source>Exported by MANTYX Run Inspector on %1. Credentials and header values are redacted.</source>
        <translation>Exporté par MANTYX Run Inspector le %1. Les identifiants et les valeurs d&apos;en-tête sont masqués.</translation>
    </message>
    <message>
        <source>The run&apos;s server address or workspace is not known, so there is no request to write as curl.</source>
        <translation>L&apos;adresse du serveur ou l&apos;espace de travail de l&apos;exécution n&apos;est pas connu&#xa0;: il n&apos;y a donc pas de requête à écrire en curl.</translation>
    </message>
</context>
<context>
    <name>SandboxAuth</name>
    <message>
        <source>Send a workspace API key or an OAuth access token as &quot;Authorization: Bearer &lt;token&gt;&quot;.</source>
        <translation>Envoyez une clé d&apos;API d&apos;espace de travail ou un jeton d&apos;accès OAuth sous la forme &quot;Authorization: Bearer &lt;token&gt;&quot;.</translation>
    </message>
    <message>
        <source>Create a Developer API key in the workspace settings and use that one.</source>
        <translation>Créez une clé Developer API dans les paramètres de l&apos;espace de travail et utilisez-la.</translation>
    </message>
    <message>
        <source>API keys are not included in this workspace&apos;s plan</source>
        <translation>Les clés d&apos;API ne sont pas incluses dans le forfait de cet espace de travail</translation>
    </message>
    <message>
        <source>Too many requests: at most %1 per minute for one credential.</source>
        <translation>Trop de requêtes&#xa0;: au plus %1 par minute pour un même identifiant.</translation>
    </message>
    <message>
        <source>Sign-in failed</source>
        <translation>Échec de l&apos;authentification</translation>
    </message>
    <message>
        <source>response_type must be &quot;code&quot;.</source>
        <translation>response_type doit être &quot;code&quot;.</translation>
    </message>
    <message>
        <source>Unknown OAuth client &quot;%1&quot;.</source>
        <translation>Client OAuth inconnu &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The redirect URI must be http://127.0.0.1:PORT/…, http://localhost:PORT/… or http://[::1]:PORT/…</source>
        <translation>L&apos;URI de redirection doit être http://127.0.0.1:PORT/…, http://localhost:PORT/… ou http://[::1]:PORT/…</translation>
    </message>
    <message>
        <source>A PKCE code_challenge with code_challenge_method=S256 is required.</source>
        <translation>Un code_challenge PKCE avec code_challenge_method=S256 est requis.</translation>
    </message>
    <message>
        <source>Unknown scope &quot;%1&quot;.</source>
        <translation>Portée inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>grant_type is missing.</source>
        <translation>grant_type est manquant.</translation>
    </message>
    <message>
        <source>Unknown client or wrong client secret.</source>
        <translation>Client inconnu ou secret client incorrect.</translation>
    </message>
    <message>
        <source>code is missing.</source>
        <translation>code est manquant.</translation>
    </message>
    <message>
        <source>code_verifier is missing.</source>
        <translation>code_verifier est manquant.</translation>
    </message>
    <message>
        <source>The authorization code is unknown or was already used.</source>
        <translation>Le code d&apos;autorisation est inconnu ou a déjà été utilisé.</translation>
    </message>
    <message>
        <source>The authorization code expired.</source>
        <translation>Le code d&apos;autorisation a expiré.</translation>
    </message>
    <message>
        <source>The authorization code was issued to another client.</source>
        <translation>Le code d&apos;autorisation a été délivré à un autre client.</translation>
    </message>
    <message>
        <source>redirect_uri does not match the authorization request.</source>
        <translation>redirect_uri ne correspond pas à la demande d&apos;autorisation.</translation>
    </message>
    <message>
        <source>code_verifier does not match the code_challenge (S256).</source>
        <translation>code_verifier ne correspond pas au code_challenge (S256).</translation>
    </message>
    <message>
        <source>refresh_token is missing.</source>
        <translation>refresh_token est manquant.</translation>
    </message>
    <message>
        <source>The refresh token is unknown or was revoked.</source>
        <translation>Le jeton d&apos;actualisation est inconnu ou a été révoqué.</translation>
    </message>
    <message>
        <source>The refresh token was issued to another client.</source>
        <translation>Le jeton d&apos;actualisation a été délivré à un autre client.</translation>
    </message>
    <message>
        <source>The scope &quot;%1&quot; was not granted to this refresh token.</source>
        <translation>La portée &quot;%1&quot; n&apos;a pas été accordée à ce jeton d&apos;actualisation.</translation>
    </message>
    <message>
        <source>grant_type &quot;%1&quot; is not supported.</source>
        <translation>grant_type &quot;%1&quot; n&apos;est pas pris en charge.</translation>
    </message>
</context>
<context>
    <name>SandboxMain</name>
    <message>
        <source>--%1 needs a whole number from %2 to %3.</source>
        <translation>--%1 attend un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <source>A MANTYX-compatible agent-runs server with a deterministic scripted model, for trying the Run Inspector and SDKs offline.</source>
        <translation>Un serveur d&apos;exécutions d&apos;agents compatible MANTYX, avec un modèle scripté déterministe, pour essayer Run Inspector et les SDK hors ligne.</translation>
    </message>
    <message>
        <source>Address to bind (default %1).</source>
        <translation>Adresse d&apos;écoute (par défaut %1).</translation>
    </message>
    <message>
        <source>addr</source>
        <translation>addr</translation>
    </message>
    <message>
        <source>TCP port; 0 picks a free one (default %1).</source>
        <translation>Port TCP&#xa0;; 0 en choisit un libre (par défaut %1).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Persist runs, events and sessions in &lt;dir&gt;/sandbox.sqlite.</source>
        <translation>Conserver les exécutions, les événements et les sessions dans &lt;dir&gt;/sandbox.sqlite.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>Keep everything in memory (the default without --data-dir; wins over it).</source>
        <translation>Tout garder en mémoire (le comportement par défaut sans --data-dir&#xa0;; prioritaire sur cette option).</translation>
    </message>
    <message>
        <source>The workspace slug every route is under (default %1).</source>
        <translation>Le slug de l&apos;espace de travail sous lequel se trouvent toutes les routes (par défaut %1).</translation>
    </message>
    <message>
        <source>slug</source>
        <translation>slug</translation>
    </message>
    <message>
        <source>An accepted workspace API key; repeatable (default %1).</source>
        <translation>Une clé d&apos;API d&apos;espace de travail acceptée&#xa0;; répétable (par défaut %1).</translation>
    </message>
    <message>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Read an accepted API key from the first line of &lt;path&gt;; keeps it out of the process list (so does the environment variable %1).</source>
        <translation>Lire une clé d&apos;API acceptée depuis la première ligne de &lt;path&gt;&#xa0;; elle n&apos;apparaît ainsi pas dans la liste des processus (de même avec la variable d&apos;environnement %1).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>path</translation>
    </message>
    <message>
        <source>A registered OAuth client as ID:SECRET; repeatable (default %1).</source>
        <translation>Un client OAuth enregistré sous la forme ID:SECRET&#xa0;; répétable (par défaut %1).</translation>
    </message>
    <message>
        <source>id:secret</source>
        <translation>id:secret</translation>
    </message>
    <message>
        <source>OAuth access-token lifetime in seconds (default %1).</source>
        <translation>Durée de vie des jetons d&apos;accès OAuth en secondes (par défaut %1).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>Pause between two streamed events in ms (default %1).</source>
        <translation>Pause entre deux événements diffusés, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>How long a run waits for a local tool result in ms (default %1).</source>
        <translation>Durée d&apos;attente d&apos;un résultat d&apos;outil local par une exécution, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Idle time before a keep-alive comment in ms (default %1).</source>
        <translation>Temps d&apos;inactivité avant un commentaire keep-alive, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Time a client has to send a whole request head in ms (default %1).</source>
        <translation>Temps dont dispose un client pour envoyer l&apos;en-tête complet d&apos;une requête, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Time a kept-alive connection may wait for its next request in ms (default %1).</source>
        <translation>Temps pendant lequel une connexion persistante peut attendre sa requête suivante, en ms (par défaut %1).</translation>
    </message>
    <message>
        <source>Connections open at once; more are refused with 503 (default %1).</source>
        <translation>Connexions ouvertes simultanément&#xa0;; les suivantes sont refusées avec 503 (par défaut %1).</translation>
    </message>
    <message>
        <source>Behave like an older MANTYX server.</source>
        <translation>Se comporter comme un serveur MANTYX plus ancien.</translation>
    </message>
    <message>
        <source>Requests per credential per minute; 0 is off (default %1).</source>
        <translation>Requêtes par identifiant et par minute&#xa0;; 0 pour désactiver (par défaut %1).</translation>
    </message>
    <message>
        <source>Server-wide fault injection, name=value (e.g. cutAfterEvents=3); repeatable.</source>
        <translation>Injection de pannes pour tout le serveur, nom=valeur (p. ex. cutAfterEvents=3)&#xa0;; répétable.</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>spec</translation>
    </message>
    <message>
        <source>How stream events carry their payload: envelope, flat or both (default both, readable by the official SDKs and envelope readers).</source>
        <translation>Comment les événements du flux transportent leur contenu&#xa0;: envelope, flat ou both (par défaut both, lisible par les SDK officiels et les lecteurs d&apos;enveloppes).</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>shape</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--listen needs an IP address, not &quot;%1&quot;.</source>
        <translation>--listen attend une adresse IP, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--workspace needs a slug.</source>
        <translation>--workspace attend un slug.</translation>
    </message>
    <message>
        <source>--api-key-file: %1</source>
        <translation>--api-key-file&#xa0;: %1</translation>
    </message>
    <message>
        <source>API keys start with mantyx_; one of the keys given does not (it is not repeated here, as it may be a secret).</source>
        <translation>Les clés d&apos;API commencent par mantyx_&#xa0;; l&apos;une des clés données ne commence pas ainsi (elle n&apos;est pas reproduite ici, car il peut s&apos;agir d&apos;un secret).</translation>
    </message>
    <message>
        <source>--oauth-client needs ID:SECRET, not &quot;%1&quot;.</source>
        <translation>--oauth-client attend ID:SECRET, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--event-shape is envelope, flat or both, not &quot;%1&quot;.</source>
        <translation>--event-shape vaut envelope, flat ou both, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown fault or bad value: &quot;%1&quot;.</source>
        <translation>Panne inconnue ou valeur incorrecte&#xa0;: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot set up signal handling.</source>
        <translation>Impossible de configurer la gestion des signaux.</translation>
    </message>
    <message>
        <source>mantyx-sandbox: %1</source>
        <translation>mantyx-sandbox&#xa0;: %1</translation>
    </message>
    <message>
        <source>mantyx-sandbox listening on %1 (workspace %2)</source>
        <translation>mantyx-sandbox à l&apos;écoute sur %1 (espace de travail %2)</translation>
    </message>
</context>
<context>
    <name>SchemaTable</name>
    <message>
        <source>The schema&apos;s type is not &quot;object&quot;, so it has no property table.</source>
        <translation>Le type du schéma n&apos;est pas &quot;object&quot;&#xa0;: il n&apos;a donc pas de table de propriétés.</translation>
    </message>
    <message>
        <source>&quot;properties&quot; is not an object.</source>
        <translation>&quot;properties&quot; n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>&quot;required&quot; is not a list of property names.</source>
        <translation>&quot;required&quot; n&apos;est pas une liste de noms de propriétés.</translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1, which is not a property.</source>
        <translation>&quot;required&quot; cite %1, qui n&apos;est pas une propriété.</translation>
    </message>
    <message>
        <source>&quot;required&quot; names %1 twice.</source>
        <translation>&quot;required&quot; cite %1 deux fois.</translation>
    </message>
    <message>
        <source>Property %1 is not a schema object.</source>
        <translation>La propriété %1 n&apos;est pas un objet schéma.</translation>
    </message>
    <message>
        <source>Property %1 has a type the table cannot show.</source>
        <translation>La propriété %1 a un type que la table ne peut pas afficher.</translation>
    </message>
    <message>
        <source>The description of property %1 is not text.</source>
        <translation>La description de la propriété %1 n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>The enum of property %1 cannot be written as a list of comma-separated values.</source>
        <translation>L&apos;enum de la propriété %1 ne peut pas s&apos;écrire comme une liste de valeurs séparées par des virgules.</translation>
    </message>
    <message>
        <source>A property without a name is left out; give it a name.</source>
        <translation>Une propriété sans nom est ignorée&#xa0;; donnez-lui un nom.</translation>
    </message>
    <message>
        <source>Two properties are named %1; only the last one is kept.</source>
        <translation>Deux propriétés s&apos;appellent %1&#xa0;; seule la dernière est conservée.</translation>
    </message>
    <message>
        <source>The enum has an empty value.</source>
        <translation>L&apos;enum contient une valeur vide.</translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation>%1 n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>%1 is not an integer.</source>
        <translation>%1 n&apos;est pas un entier.</translation>
    </message>
    <message>
        <source>%1 is not true or false.</source>
        <translation>%1 n&apos;est ni true ni false.</translation>
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
        <translation>un booléen</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Wrong type: %1 is not allowed here.</source>
        <translation>Type incorrect&#xa0;: %1 n&apos;est pas autorisé ici.</translation>
    </message>
    <message>
        <source>Missing required property &apos;%1&apos;.</source>
        <translation>Propriété requise &apos;%1&apos; manquante.</translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is not allowed here.</source>
        <translation>La propriété &apos;%1&apos; n&apos;est pas autorisée ici.</translation>
    </message>
    <message>
        <source>Property &apos;%1&apos; is required alongside this one.</source>
        <translation>La propriété &apos;%1&apos; est requise avec celle-ci.</translation>
    </message>
    <message>
        <source>Not one of the allowed values.</source>
        <translation>Ne fait pas partie des valeurs autorisées.</translation>
    </message>
    <message>
        <source>Not the one allowed value.</source>
        <translation>N&apos;est pas la valeur autorisée.</translation>
    </message>
    <message>
        <source>Does not match the required pattern.</source>
        <translation>Ne correspond pas au motif requis.</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>Doit être au plus %1.</translation>
    </message>
    <message>
        <source>Must be less than %1.</source>
        <translation>Doit être inférieur à %1.</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>Doit être au moins %1.</translation>
    </message>
    <message>
        <source>Must be greater than %1.</source>
        <translation>Doit être supérieur à %1.</translation>
    </message>
    <message>
        <source>Must be a multiple of %1.</source>
        <translation>Doit être un multiple de %1.</translation>
    </message>
    <message numerus="yes">
        <source>Must be at most %n character(s) long.</source>
        <translation>
            <numerusform>Doit comporter au plus %n caractère.</numerusform>
            <numerusform>Doit comporter au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must be at least %n character(s) long.</source>
        <translation>
            <numerusform>Doit comporter au moins %n caractère.</numerusform>
            <numerusform>Doit comporter au moins %n caractères.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n item(s).</source>
        <translation>
            <numerusform>Doit avoir au plus %n élément.</numerusform>
            <numerusform>Doit avoir au plus %n éléments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n item(s).</source>
        <translation>
            <numerusform>Doit avoir au moins %n élément.</numerusform>
            <numerusform>Doit avoir au moins %n éléments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n propert(y/ies).</source>
        <translation>
            <numerusform>Doit avoir au plus %n propriété.</numerusform>
            <numerusform>Doit avoir au plus %n propriétés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n propert(y/ies).</source>
        <translation>
            <numerusform>Doit avoir au moins %n propriété.</numerusform>
            <numerusform>Doit avoir au moins %n propriétés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Items %1 and %2 are equal; the items must be unique.</source>
        <translation>Les éléments %1 et %2 sont égaux&#xa0;; les éléments doivent être uniques.</translation>
    </message>
    <message>
        <source>Must be a date (YYYY-MM-DD).</source>
        <translation>Doit être une date (AAAA-MM-JJ).</translation>
    </message>
    <message>
        <source>Must be a time (hh:mm:ss with a zone).</source>
        <translation>Doit être une heure (hh:mm:ss avec un fuseau).</translation>
    </message>
    <message>
        <source>Must be a date-time (RFC 3339).</source>
        <translation>Doit être une date et heure (RFC 3339).</translation>
    </message>
    <message>
        <source>Matches none of the alternatives (anyOf).</source>
        <translation>Ne correspond à aucune des alternatives (anyOf).</translation>
    </message>
    <message>
        <source>Matches none of the alternatives (oneOf).</source>
        <translation>Ne correspond à aucune des alternatives (oneOf).</translation>
    </message>
    <message>
        <source>Matches more than one alternative (oneOf).</source>
        <translation>Correspond à plus d&apos;une alternative (oneOf).</translation>
    </message>
    <message>
        <source>Must not match the schema under &apos;not&apos;.</source>
        <translation>Ne doit pas correspondre au schéma sous &apos;not&apos;.</translation>
    </message>
    <message>
        <source>The schema has a regular expression that cannot be used: %1</source>
        <translation>Le schéma contient une expression régulière inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The schema cannot be used: %1</source>
        <translation>Le schéma est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The schema cannot be used.</source>
        <translation>Le schéma est inutilisable.</translation>
    </message>
    <message>
        <source>The value could not be checked: %1</source>
        <translation>La valeur n&apos;a pas pu être vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The reply is empty, not JSON.</source>
        <translation>La réponse est vide, ce n&apos;est pas du JSON.</translation>
    </message>
    <message>
        <source>The reply holds more than one JSON value.</source>
        <translation>La réponse contient plus d&apos;une valeur JSON.</translation>
    </message>
    <message>
        <source>The reply is not valid JSON (%1 at byte %2).</source>
        <translation>La réponse n&apos;est pas du JSON valide (%1 à l&apos;octet %2).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source>added</source>
        <translation>ajouté</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
</context>
<context>
    <name>SpecFile</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a spec (%2 MB; at most %3 MB).</source>
        <translation>%1 est trop volumineux pour une spécification (%2 Mo&#xa0;; au plus %3 Mo).</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text.</source>
        <translation>%1 n&apos;est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SpecFileCommands</name>
    <message>
        <source>Unsaved Spec</source>
        <translation>Spécification non enregistrée</translation>
    </message>
    <message>
        <source>The spec has changes that are not saved. Save them first?</source>
        <translation>La spécification contient des modifications non enregistrées. Les enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>Open Spec</source>
        <translation>Ouvrir une spécification</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Spec As</source>
        <translation>Enregistrer la spécification sous</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Effacer les fichiers récents</translation>
    </message>
</context>
<context>
    <name>SpecTemplates</name>
    <message>
        <source>Plain prompt</source>
        <translation>Prompt simple</translation>
    </message>
    <message>
        <source>A system prompt and a prompt, no tools: the smallest useful run.</source>
        <translation>Un prompt système et un prompt, sans outils&#xa0;: la plus petite exécution utile.</translation>
    </message>
    <message>
        <source>Local tool (local)</source>
        <translation>Outil local (local)</translation>
    </message>
    <message>
        <source>One client-resolved tool with a JSON Schema for its arguments and its result; you answer its calls.</source>
        <translation>Un outil résolu côté client, avec un JSON Schema pour ses arguments et son résultat&#xa0;; vous répondez à ses appels.</translation>
    </message>
    <message>
        <source>Local MCP server (mcp_local)</source>
        <translation>Serveur MCP local (mcp_local)</translation>
    </message>
    <message>
        <source>The tools/list catalog of an MCP server that runs on your machine.</source>
        <translation>Le catalogue tools/list d&apos;un serveur MCP qui tourne sur votre machine.</translation>
    </message>
    <message>
        <source>Local A2A agent (a2a_local)</source>
        <translation>Agent A2A local (a2a_local)</translation>
    </message>
    <message>
        <source>The agent card of an A2A peer that only you can reach; the run delegates questions to it.</source>
        <translation>La carte d&apos;agent d&apos;un pair A2A que vous seul pouvez joindre&#xa0;; l&apos;exécution lui délègue des questions.</translation>
    </message>
    <message>
        <source>Structured output (outputSchema)</source>
        <translation>Sortie structurée (outputSchema)</translation>
    </message>
    <message>
        <source>The final answer must be JSON matching a schema.</source>
        <translation>La réponse finale doit être du JSON conforme à un schéma.</translation>
    </message>
    <message>
        <source>Plan and supervisor</source>
        <translation>Plan et superviseur</translation>
    </message>
    <message>
        <source>A caller-provided task plan, the run supervisor every 5 model calls and explicit loop detection.</source>
        <translation>Un plan de tâches fourni par l&apos;appelant, le superviseur de l&apos;exécution toutes les 5 invocations du modèle et une détection de boucles explicite.</translation>
    </message>
    <message>
        <source>Messages with an attachment</source>
        <translation>Messages avec une pièce jointe</translation>
    </message>
    <message>
        <source>A messages array whose user turn carries a small inline text file.</source>
        <translation>Un tableau messages dont le tour utilisateur contient un petit fichier texte intégré.</translation>
    </message>
</context>
<context>
    <name>SpecValidator</name>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented field of %2; the server may ignore it or pass it through unchanged.</source>
        <translation>&quot;%1&quot; n&apos;est pas un champ documenté de %2&#xa0;; le serveur peut l&apos;ignorer ou le transmettre tel quel.</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3; got %4.</source>
        <translation>%1 doit être un entier de %2 à %3&#xa0;; reçu&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation>%1 doit être une chaîne&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must not be empty when present (at least 1 character).</source>
        <translation>%1 ne doit pas être vide s&apos;il est présent (au moins 1 caractère).</translation>
    </message>
    <message>
        <source>%1 is required: %2.</source>
        <translation>%1 est requis&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string (%2); got %3.</source>
        <translation>%1 doit être une chaîne non vide (%2)&#xa0;; reçu&#xa0;: %3.</translation>
    </message>
    <message>
        <source>the spec</source>
        <translation>la spécification</translation>
    </message>
    <message>
        <source>systemPrompt is required unless agentId is set.</source>
        <translation>systemPrompt est requis sauf si agentId est défini.</translation>
    </message>
    <message>
        <source>systemPrompt must be a string; got %1.</source>
        <translation>systemPrompt doit être une chaîne&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A session is created without input; send prompt or messages with each session message instead.</source>
        <translation>Une session est créée sans entrée&#xa0;; envoyez plutôt prompt ou messages avec chaque message de session.</translation>
    </message>
    <message>
        <source>prompt and messages are mutually exclusive; send only one.</source>
        <translation>prompt et messages s&apos;excluent mutuellement&#xa0;; n&apos;envoyez que l&apos;un des deux.</translation>
    </message>
    <message>
        <source>Either prompt or messages is required.</source>
        <translation>prompt ou messages est requis.</translation>
    </message>
    <message>
        <source>prompt must be a string; got %1.</source>
        <translation>prompt doit être une chaîne&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>prompt must not be empty (at least 1 character).</source>
        <translation>prompt ne doit pas être vide (au moins 1 caractère).</translation>
    </message>
    <message>
        <source>messages must be an array; got %1.</source>
        <translation>messages doit être un tableau&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>messages must contain at least 1 message.</source>
        <translation>messages doit contenir au moins 1 message.</translation>
    </message>
    <message>
        <source>%1 must be an object {role, content, attachments?}; got %2.</source>
        <translation>%1 doit être un objet {role, content, attachments?}&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>un message</translation>
    </message>
    <message>
        <source>%1 is required: &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;.</source>
        <translation>%1 est requis&#xa0;: &quot;user&quot;, &quot;assistant&quot; ou &quot;system&quot;.</translation>
    </message>
    <message>
        <source>%1 must be &quot;user&quot;, &quot;assistant&quot; or &quot;system&quot;; got %2.</source>
        <translation>%1 doit valoir &quot;user&quot;, &quot;assistant&quot; ou &quot;system&quot;&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is required (a string).</source>
        <translation>%1 est requis (une chaîne).</translation>
    </message>
    <message>
        <source>%1 must be an array; got %2.</source>
        <translation>%1 doit être un tableau&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message; messages has no user message.</source>
        <translation>Les pièces jointes ne sont autorisées que sur le dernier message utilisateur&#xa0;; messages ne contient aucun message utilisateur.</translation>
    </message>
    <message>
        <source>Attachments are only allowed on the last user message (%1), not on %2.</source>
        <translation>Les pièces jointes ne sont autorisées que sur le dernier message utilisateur (%1), pas sur %2.</translation>
    </message>
    <message>
        <source>%1 may hold at most %2 attachments; it has %3.</source>
        <translation>%1 peut contenir au plus %2 pièces jointes&#xa0;; il en contient %3.</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; messages has only system messages.</source>
        <translation>Le dernier message hors système doit être un message utilisateur&#xa0;; messages ne contient que des messages système.</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; %1 is &quot;%2&quot;.</source>
        <translation>Le dernier message hors système doit être un message utilisateur&#xa0;; %1 vaut &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Inline attachments may total at most %1 bytes (5 MB) per run; they decode to %2 bytes.</source>
        <translation>Les pièces jointes intégrées ne peuvent dépasser %1 octets (5 Mo) au total par exécution&#xa0;; une fois décodées, elles font %2 octets.</translation>
    </message>
    <message>
        <source>%1 must be an object; got %2.</source>
        <translation>%1 doit être un objet&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is required: &quot;input_file&quot; or &quot;input_file_url&quot;.</source>
        <translation>%1 est requis&#xa0;: &quot;input_file&quot; ou &quot;input_file_url&quot;.</translation>
    </message>
    <message>
        <source>%1 is required: the file&apos;s MIME type.</source>
        <translation>%1 est requis&#xa0;: le type MIME du fichier.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation>%1 doit être une chaîne de type MIME non vide&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation>%1 %2 n&apos;est pas un type de pièce jointe connu et risque d&apos;être rejeté par le serveur.</translation>
    </message>
    <message>
        <source>an input_file attachment</source>
        <translation>une pièce jointe input_file</translation>
    </message>
    <message>
        <source>the file name</source>
        <translation>le nom du fichier</translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation>%1 doit contenir les octets du fichier sous forme de chaîne base64&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation>%1 doit être du base64 simple, sans préfixe d&apos;URL &quot;data:&quot;.</translation>
    </message>
    <message>
        <source>an input_file_url attachment</source>
        <translation>une pièce jointe input_file_url</translation>
    </message>
    <message>
        <source>an https:// URL</source>
        <translation>une URL https://</translation>
    </message>
    <message>
        <source>%1 must be an absolute https:// URL; got %2.</source>
        <translation>%1 doit être une URL https:// absolue&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be &quot;input_file&quot; or &quot;input_file_url&quot;; got %2.</source>
        <translation>%1 doit valoir &quot;input_file&quot; ou &quot;input_file_url&quot;&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>tools must be an array of tool refs; got %1.</source>
        <translation>tools doit être un tableau de références d&apos;outils&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 must be a tool ref object; got %2.</source>
        <translation>%1 doit être un objet de référence d&apos;outil&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is required: one of %2.</source>
        <translation>%1 est requis&#xa0;: l&apos;un de %2.</translation>
    </message>
    <message>
        <source>a %1 tool ref</source>
        <translation>une référence d&apos;outil %1</translation>
    </message>
    <message>
        <source>the workspace tool id</source>
        <translation>l&apos;id de l&apos;outil de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Workspace tool %1 is already referenced by %2.</source>
        <translation>L&apos;outil d&apos;espace de travail %1 est déjà référencé par %2.</translation>
    </message>
    <message>
        <source>the platform plugin tool name</source>
        <translation>le nom de l&apos;outil de plugin de la plateforme</translation>
    </message>
    <message>
        <source>%1 must be one of %2; got %3.</source>
        <translation>%1 doit être l&apos;un de %2&#xa0;; reçu&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 is required: the model-facing tool name (^[a-zA-Z0-9_]{1,64}$).</source>
        <translation>%1 est requis&#xa0;: le nom de l&apos;outil vu par le modèle (^[a-zA-Z0-9_]{1,64}$).</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$; got %2.</source>
        <translation>%1 doit être une chaîne correspondant à ^[a-zA-Z0-9_]{1,64}$&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Tool name %1 is already used by %2; model-facing names must be unique across all tools.</source>
        <translation>Le nom d&apos;outil %1 est déjà utilisé par %2&#xa0;; les noms vus par le modèle doivent être uniques pour l&apos;ensemble des outils.</translation>
    </message>
    <message>
        <source>Server name %1 is already used by %2; each MCP server needs its own name.</source>
        <translation>Le nom de serveur %1 est déjà utilisé par %2&#xa0;; chaque serveur MCP doit avoir son propre nom.</translation>
    </message>
    <message>
        <source>%1 must be an object of header name to string value; got %2.</source>
        <translation>%1 doit être un objet associant des noms d&apos;en-tête à des valeurs chaînes&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be a string header value; got %2.</source>
        <translation>%1 doit être une valeur d&apos;en-tête de type chaîne&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>an http:// or https:// URL</source>
        <translation>une URL http:// ou https://</translation>
    </message>
    <message>
        <source>%1 must be an absolute http:// or https:// URL; got %2.</source>
        <translation>%1 doit être une URL http:// ou https:// absolue&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be a JSON Schema object; got %2.</source>
        <translation>%1 doit être un objet JSON Schema&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 should be an object schema (type &quot;object&quot;); its type is %2, so %3.</source>
        <translation>%1 devrait être un schéma d&apos;objet (type &quot;object&quot;)&#xa0;; son type est %2, donc %3.</translation>
    </message>
    <message>
        <source>the server replaces it with an empty object schema</source>
        <translation>le serveur le remplace par un schéma d&apos;objet vide</translation>
    </message>
    <message>
        <source>the server drops it</source>
        <translation>le serveur l&apos;ignore</translation>
    </message>
    <message>
        <source>%1 must be true or false; got %2.</source>
        <translation>%1 doit valoir true ou false&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is required: the resolved A2A Agent Card JSON object.</source>
        <translation>%1 est requis&#xa0;: l&apos;objet JSON résolu de l&apos;Agent Card A2A.</translation>
    </message>
    <message>
        <source>%1 must be the resolved A2A Agent Card JSON object; got %2.</source>
        <translation>%1 doit être l&apos;objet JSON résolu de l&apos;Agent Card A2A&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 has neither a &quot;url&quot; (A2A 0.3) nor a &quot;supportedInterfaces[].url&quot; (A2A 1.0); local_tool_call events are dispatched to the peer by its card URL.</source>
        <translation>%1 n&apos;a ni &quot;url&quot; (A2A 0.3) ni &quot;supportedInterfaces[].url&quot; (A2A 1.0)&#xa0;; les événements local_tool_call sont transmis au pair via l&apos;URL de sa carte.</translation>
    </message>
    <message>
        <source>%1 lacks a &quot;name&quot; or &quot;description&quot; and the ref has no description; the model sees a poor tool description.</source>
        <translation>%1 n&apos;a pas de &quot;name&quot; ni de &quot;description&quot; et la référence n&apos;a pas de description&#xa0;; le modèle voit une description d&apos;outil pauvre.</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_]{1,64}$ (the tool name prefix); got %2.</source>
        <translation>%1 doit être une chaîne correspondant à ^[a-zA-Z0-9_]{1,64}$ (le préfixe des noms d&apos;outils)&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is expected to be an array or an object; got %2.</source>
        <translation>%1 devrait être un tableau ou un objet&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>the SDK-side MCP server label</source>
        <translation>le libellé du serveur MCP côté SDK</translation>
    </message>
    <message>
        <source>%1 must be the MCP Implementation object; got %2.</source>
        <translation>%1 doit être l&apos;objet Implementation MCP&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be the MCP tools/list array; got %2.</source>
        <translation>%1 doit être le tableau tools/list MCP&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is empty: this MCP server exposes no tools.</source>
        <translation>%1 est vide&#xa0;: ce serveur MCP n&apos;expose aucun outil.</translation>
    </message>
    <message>
        <source>%1 must be an MCP Tool object; got %2.</source>
        <translation>%1 doit être un objet Tool MCP&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 should be a JSON Schema object; got %2.</source>
        <translation>%1 devrait être un objet JSON Schema&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>reasoningLevel must be &quot;off&quot;, &quot;low&quot;, &quot;medium&quot;, &quot;high&quot; or an integer from 0 to 100; got %1.</source>
        <translation>reasoningLevel doit valoir &quot;off&quot;, &quot;low&quot;, &quot;medium&quot;, &quot;high&quot; ou un entier de 0 à 100&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be a string level or an integer from 0 to 100; got %1.</source>
        <translation>reasoningLevel doit être un niveau (chaîne) ou un entier de 0 à 100&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be a whole number from 0 to 100; got %1.</source>
        <translation>reasoningLevel doit être un nombre entier de 0 à 100&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>reasoningLevel must be from 0 to 100; got %1.</source>
        <translation>reasoningLevel doit être compris entre 0 et 100&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>budgets must be an object; got %1.</source>
        <translation>budgets doit être un objet&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 must be an integer of at least 1; got %2.</source>
        <translation>%1 doit être un entier d&apos;au moins 1&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is %2, above the practical maximum of %3.</source>
        <translation>%1 vaut %2, au-delà du maximum utile de %3.</translation>
    </message>
    <message>
        <source>outputSchema must be an object {name?, schema}; got %1.</source>
        <translation>outputSchema doit être un objet {name?, schema}&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 must be a string matching ^[a-zA-Z0-9_-]{1,64}$; got %2.</source>
        <translation>%1 doit être une chaîne correspondant à ^[a-zA-Z0-9_-]{1,64}$&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is required: the JSON Schema of the reply (an object).</source>
        <translation>%1 est requis&#xa0;: le JSON Schema de la réponse (un objet).</translation>
    </message>
    <message>
        <source>%1 must be a JSON object (not null, an array or a scalar); got %2.</source>
        <translation>%1 doit être un objet JSON (pas null, un tableau ou un scalaire)&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>outputSchema may be at most %1 bytes (32 KB) as compact JSON; it is %2 bytes.</source>
        <translation>outputSchema ne peut dépasser %1 octets (32 Ko) en JSON compact&#xa0;; il fait %2 octets.</translation>
    </message>
    <message>
        <source>loopDetection must be false or an object; got %1 (omit the field for the defaults).</source>
        <translation>loopDetection doit valoir false ou être un objet&#xa0;; reçu&#xa0;: %1 (omettez le champ pour les valeurs par défaut).</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <source>hardCutoffThreshold %1 must be strictly greater than consecutiveThreshold %2.</source>
        <translation>hardCutoffThreshold %1 doit être strictement supérieur à consecutiveThreshold %2.</translation>
    </message>
    <message>
        <source>toolBudgets must be an object of tool name to {maxCalls}; got %1.</source>
        <translation>toolBudgets doit être un objet associant des noms d&apos;outils à {maxCalls}&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>toolBudgets may have at most %1 entries; it has %2.</source>
        <translation>toolBudgets peut avoir au plus %1 entrées&#xa0;; il en a %2.</translation>
    </message>
    <message>
        <source>Tool budget keys must be 1 to %1 characters long; %2 has %3.</source>
        <translation>Les clés de budget d&apos;outil doivent comporter de 1 à %1 caractères&#xa0;; %2 en a %3.</translation>
    </message>
    <message>
        <source>%1 names no tool declared in this spec and no tool with a default budget; the budget may never apply.</source>
        <translation>%1 ne désigne aucun outil déclaré dans cette spécification ni aucun outil ayant un budget par défaut&#xa0;; le budget risque de ne jamais s&apos;appliquer.</translation>
    </message>
    <message>
        <source>%1 must be an object {maxCalls}; got %2.</source>
        <translation>%1 doit être un objet {maxCalls}&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>a tool budget</source>
        <translation>un budget d&apos;outil</translation>
    </message>
    <message>
        <source>%1 is required: an integer from 0 to %2.</source>
        <translation>%1 est requis&#xa0;: un entier de 0 à %2.</translation>
    </message>
    <message>
        <source>supervisor must be true, false or an object; got %1.</source>
        <translation>supervisor doit valoir true, false ou être un objet&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 must be false or an object {chars?, ms?}; got %2.</source>
        <translation>%1 doit valoir false ou être un objet {chars?, ms?}&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>plan must be true, false or an object {steps?, brief?, planOnly?}; got %1.</source>
        <translation>plan doit valoir true, false ou être un objet {steps?, brief?, planOnly?}&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 must be an array of step titles; got %2.</source>
        <translation>%1 doit être un tableau de titres d&apos;étapes&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 has %2 steps; the server clamps long plans (more than %3 steps are likely cut).</source>
        <translation>%1 comporte %2 étapes&#xa0;; le serveur limite les plans longs (au-delà de %3 étapes, ils seront probablement tronqués).</translation>
    </message>
    <message>
        <source>%1 must be a step title string; got %2.</source>
        <translation>%1 doit être une chaîne de titre d&apos;étape&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must not be empty or blank (at least 1 character).</source>
        <translation>%1 ne doit pas être vide ni blanc (au moins 1 caractère).</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps step titles (more than %3 characters are likely cut).</source>
        <translation>%1 fait %2 caractères&#xa0;; le serveur limite les titres d&apos;étapes (au-delà de %3 caractères, ils seront probablement tronqués).</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; the server clamps the brief (more than %3 characters are likely cut).</source>
        <translation>%1 fait %2 caractères&#xa0;; le serveur limite le brief (au-delà de %3 caractères, il sera probablement tronqué).</translation>
    </message>
    <message>
        <source>metadata must be a flat object of string values; got %1.</source>
        <translation>metadata doit être un objet plat de valeurs chaînes&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>metadata may have at most %1 entries; it has %2.</source>
        <translation>metadata peut avoir au plus %1 entrées&#xa0;; il en a %2.</translation>
    </message>
    <message>
        <source>%1 may be at most %2 characters long; it has %3.</source>
        <translation>%1 peut comporter au plus %2 caractères&#xa0;; il en a %3.</translation>
    </message>
    <message>
        <source>metadata may be at most %1 bytes (4 KB) as compact JSON; it is %2 bytes.</source>
        <translation>metadata ne peut dépasser %1 octets (4 Ko) en JSON compact&#xa0;; il fait %2 octets.</translation>
    </message>
    <message>
        <source>an empty document</source>
        <translation>un document vide</translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation>un scalaire</translation>
    </message>
    <message>
        <source>The spec must be a JSON object; got %1.</source>
        <translation>La spécification doit être un objet JSON&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The spec is not valid JSON: %1 at byte offset %2.</source>
        <translation>La spécification n&apos;est pas du JSON valide&#xa0;: %1 à l&apos;octet %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 n&apos;est pas du base64 valide (alphabet standard, complété à un multiple de 4 caractères&#xa0;; %Ln caractère fourni).</numerusform>
            <numerusform>%1 n&apos;est pas du base64 valide (alphabet standard, complété à un multiple de 4 caractères&#xa0;; %Ln caractères fournis).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_]{1,64}$ (1 to %2 ASCII letters, digits or underscores); got %3 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 doit correspondre à ^[a-zA-Z0-9_]{1,64}$ (1 à %2 lettres ASCII, chiffres ou traits de soulignement)&#xa0;; reçu&#xa0;: %3 (%Ln caractère).</numerusform>
            <numerusform>%1 doit correspondre à ^[a-zA-Z0-9_]{1,64}$ (1 à %2 lettres ASCII, chiffres ou traits de soulignement)&#xa0;; reçu&#xa0;: %3 (%Ln caractères).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must match ^[a-zA-Z0-9_-]{1,64}$ (1 to 64 letters, digits, &quot;_&quot; or &quot;-&quot;); got %2 (%Ln character(s)).</source>
        <translation>
            <numerusform>%1 doit correspondre à ^[a-zA-Z0-9_-]{1,64}$ (1 à 64 lettres, chiffres, &quot;_&quot; ou &quot;-&quot;)&#xa0;; reçu&#xa0;: %2 (%Ln caractère).</numerusform>
            <numerusform>%1 doit correspondre à ^[a-zA-Z0-9_-]{1,64}$ (1 à 64 lettres, chiffres, &quot;_&quot; ou &quot;-&quot;)&#xa0;; reçu&#xa0;: %2 (%Ln caractères).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Metadata key %1 must match ^[A-Za-z0-9._-]{1,64}$ (1 to 64 letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;); it has %Ln character(s).</source>
        <translation>
            <numerusform>La clé de métadonnées %1 doit correspondre à ^[A-Za-z0-9._-]{1,64}$ (1 à 64 lettres, chiffres, &quot;.&quot;, &quot;_&quot; ou &quot;-&quot;)&#xa0;; elle a %Ln caractère.</numerusform>
            <numerusform>La clé de métadonnées %1 doit correspondre à ^[A-Za-z0-9._-]{1,64}$ (1 à 64 lettres, chiffres, &quot;.&quot;, &quot;_&quot; ou &quot;-&quot;)&#xa0;; elle a %Ln caractères.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoredCredential</name>
    <message>
        <source>No API key is stored in the keychain for the connection profile %1.</source>
        <translation>Aucune clé d&apos;API n&apos;est enregistrée dans le trousseau pour le profil de connexion %1.</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the API key of the connection profile %1 could not be read: %2</source>
        <translation>Le trousseau n&apos;est pas disponible&#xa0;: la clé d&apos;API du profil de connexion %1 n&apos;a pas pu être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>The API key of the connection profile %1 could not be read from the keychain: %2</source>
        <translation>La clé d&apos;API du profil de connexion %1 n&apos;a pas pu être lue depuis le trousseau&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection profile %1 is not signed in: no refresh token is stored in the keychain.</source>
        <translation>Le profil de connexion %1 n&apos;est pas authentifié&#xa0;: aucun jeton d&apos;actualisation n&apos;est enregistré dans le trousseau.</translation>
    </message>
    <message>
        <source>The keychain is unavailable, so the sign-in of the connection profile %1 could not be read: %2</source>
        <translation>Le trousseau n&apos;est pas disponible&#xa0;: l&apos;authentification du profil de connexion %1 n&apos;a pas pu être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>The sign-in of the connection profile %1 could not be read from the keychain: %2</source>
        <translation>L&apos;authentification du profil de connexion %1 n&apos;a pas pu être lue depuis le trousseau&#xa0;: %2</translation>
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
        <translation>Jetons par type (exécution entière)</translation>
    </message>
    <message>
        <source>No token usage reported (it comes with the run&apos;s end).</source>
        <translation>Aucune consommation de jetons signalée (elle arrive avec la fin de l&apos;exécution).</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrée en cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Reasoning is counted within output; cached within input. The protocol reports usage per run, not per turn.</source>
        <translation>Le raisonnement est compté dans la sortie&#xa0;; le cache dans l&apos;entrée. Le protocole indique la consommation par exécution, pas par tour.</translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation>Répartition du temps</translation>
    </message>
    <message>
        <source>Timing unknown: the events carry no times.</source>
        <translation>Durées inconnues&#xa0;: les événements ne portent pas d&apos;horodatage.</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Rien à afficher pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n more bar(s) not drawn.</source>
        <translation>
            <numerusform>%n barre supplémentaire non dessinée.</numerusform>
            <numerusform>%n barres supplémentaires non dessinées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation>Événements par seconde</translation>
    </message>
    <message numerus="yes">
        <source>%1–%2 s: %n event(s)</source>
        <translation>
            <numerusform>%1–%2 s&#xa0;: %n événement</numerusform>
            <numerusform>%1–%2 s&#xa0;: %n événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n token(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n jeton</numerusform>
            <numerusform>%1&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineRowTexts</name>
    <message>
        <source>reasoning %1</source>
        <translation>raisonnement %1</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>État&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problème&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 in (%2 cached) · %3 out (%4 reasoning)</source>
        <translation>%1 en entrée (%2 en cache) · %3 en sortie (%4 de raisonnement)</translation>
    </message>
    <message>
        <source>Run started</source>
        <translation>Exécution démarrée</translation>
    </message>
    <message>
        <source>Assistant text</source>
        <translation>Texte de l&apos;assistant</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <source>Server tool call</source>
        <translation>Appel d&apos;outil serveur</translation>
    </message>
    <message>
        <source>Server tool result</source>
        <translation>Résultat d&apos;outil serveur</translation>
    </message>
    <message>
        <source>Local tool call</source>
        <translation>Appel d&apos;outil local</translation>
    </message>
    <message>
        <source>Echoed answer</source>
        <translation>Réponse renvoyée en écho</translation>
    </message>
    <message>
        <source>Loop detected</source>
        <translation>Boucle détectée</translation>
    </message>
    <message>
        <source>Tool budget exceeded</source>
        <translation>Budget d&apos;outil dépassé</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Superviseur</translation>
    </message>
    <message>
        <source>Task plan</source>
        <translation>Plan de tâches</translation>
    </message>
    <message>
        <source>Turn end</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Unknown event</source>
        <translation>Événement inconnu</translation>
    </message>
    <message>
        <source>Malformed event</source>
        <translation>Événement mal formé</translation>
    </message>
    <message>
        <source>an older server&apos;s `started` event</source>
        <translation>l&apos;événement `started` d&apos;un serveur plus ancien</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Assistant (streaming)</source>
        <translation>Assistant (en cours de diffusion)</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>réflexion</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>tronqué</translation>
    </message>
    <message>
        <source>unfinished: the run ended while this was streaming</source>
        <translation>inachevé&#xa0;: l&apos;exécution s&apos;est terminée pendant la diffusion</translation>
    </message>
    <message>
        <source>Server tool call · %1</source>
        <translation>Appel d&apos;outil serveur · %1</translation>
    </message>
    <message>
        <source>server</source>
        <translation>serveur</translation>
    </message>
    <message>
        <source>Tool result · %1</source>
        <translation>Résultat d&apos;outil · %1</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>MCP tool call · %1</source>
        <translation>Appel d&apos;outil MCP · %1</translation>
    </message>
    <message>
        <source>server %1 · tool %2</source>
        <translation>serveur %1 · outil %2</translation>
    </message>
    <message>
        <source>Agent call · %1</source>
        <translation>Appel d&apos;agent · %1</translation>
    </message>
    <message>
        <source>agent %1 · %2</source>
        <translation>agent %1 · %2</translation>
    </message>
    <message>
        <source>Local tool call · %1</source>
        <translation>Appel d&apos;outil local · %1</translation>
    </message>
    <message>
        <source>repeated call event</source>
        <translation>événement d&apos;appel répété</translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted (%1)</source>
        <translation>refusé par l&apos;utilisateur&#xa0;: réponse d&apos;erreur acceptée (%1)</translation>
    </message>
    <message>
        <source>rejected by the user: error answer accepted</source>
        <translation>refusé par l&apos;utilisateur&#xa0;: réponse d&apos;erreur acceptée</translation>
    </message>
    <message>
        <source>Answer echoed · %1</source>
        <translation>Réponse renvoyée en écho · %1</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>error answer for %1</source>
        <translation>réponse d&apos;erreur pour %1</translation>
    </message>
    <message>
        <source>result for %1</source>
        <translation>résultat pour %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>looping — gave up</source>
        <translation>boucle — abandon</translation>
    </message>
    <message>
        <source>looping — nudged</source>
        <translation>boucle — relance</translation>
    </message>
    <message numerus="yes">
        <source>%n identical tool batch(es) in a row: %1</source>
        <translation>
            <numerusform>%n lot d&apos;outils identique à la suite&#xa0;: %1</numerusform>
            <numerusform>%n lots d&apos;outils identiques à la suite&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The server forced a final turn without tools.</source>
        <translation>Le serveur a imposé un dernier tour sans outils.</translation>
    </message>
    <message>
        <source>The server skipped the repeated batch and nudged the model to answer or change strategy.</source>
        <translation>Le serveur a ignoré le lot répété et incité le modèle à répondre ou à changer de stratégie.</translation>
    </message>
    <message>
        <source>Tool budget exceeded · %1</source>
        <translation>Budget d&apos;outil dépassé · %1</translation>
    </message>
    <message>
        <source>call %1 of max %2</source>
        <translation>appel %1 sur %2 max.</translation>
    </message>
    <message>
        <source>The call was not run; the model was told to pivot or finalize.</source>
        <translation>L&apos;appel n&apos;a pas été exécuté&#xa0;; le modèle a été invité à changer d&apos;approche ou à conclure.</translation>
    </message>
    <message>
        <source>Supervisor: on track</source>
        <translation>Superviseur&#xa0;: sur la bonne voie</translation>
    </message>
    <message>
        <source>Supervisor: redirect</source>
        <translation>Superviseur&#xa0;: réorientation</translation>
    </message>
    <message>
        <source>Supervisor: finalize</source>
        <translation>Superviseur&#xa0;: conclure</translation>
    </message>
    <message>
        <source>Supervisor: %1</source>
        <translation>Superviseur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Injected message: %1</source>
        <translation>Message injecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>judge %1</source>
        <translation>juge %1</translation>
    </message>
    <message numerus="yes">
        <source>after %n LLM call(s)</source>
        <translation>
            <numerusform>après %n appel au LLM</numerusform>
            <numerusform>après %n appels au LLM</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan&#xa0;: %1 sur %2 étapes terminées</translation>
    </message>
    <message>
        <source>Turn %1 ended</source>
        <translation>Tour %1 terminé</translation>
    </message>
    <message>
        <source>finish reason %1</source>
        <translation>motif de fin %1</translation>
    </message>
    <message>
        <source>no finish reason</source>
        <translation>pas de motif de fin</translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s): %1</source>
        <translation>
            <numerusform>%n appel d&apos;outil&#xa0;: %1</numerusform>
            <numerusform>%n appels d&apos;outils&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no tool calls</source>
        <translation>aucun appel d&apos;outil</translation>
    </message>
    <message>
        <source>Result · failed (%1)</source>
        <translation>Résultat · échec (%1)</translation>
    </message>
    <message numerus="yes">
        <source>plan of %n step(s)</source>
        <translation>
            <numerusform>plan de %n étape</numerusform>
            <numerusform>plan de %n étapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Error · %1</source>
        <translation>Erreur · %1</translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation>réponse tronquée — JSON probablement incomplet</translation>
    </message>
    <message>
        <source>truncated reply — cut off before it was finished</source>
        <translation>réponse tronquée — coupée avant d&apos;être terminée</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>classe %1</translation>
    </message>
    <message>
        <source>retryable</source>
        <translation>peut être réessayé</translation>
    </message>
    <message>
        <source>not retryable</source>
        <translation>ne peut pas être réessayé</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>motif&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown event · %1</source>
        <translation>Événement inconnu · %1</translation>
    </message>
    <message>
        <source>an event type this version does not know; shown as received</source>
        <translation>un type d&apos;événement inconnu de cette version&#xa0;; affiché tel que reçu</translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation>%1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>no seq</source>
        <translation>pas de seq</translation>
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
            <numerusform>%1 · %2 · %n événement · tour %3</numerusform>
            <numerusform>%1 · %2 · %n événements · tour %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolResultValidator</name>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a documented tool-result field; the server may ignore it.</source>
        <translation>&quot;%1&quot; n&apos;est pas un champ documenté des résultats d&apos;outil&#xa0;; le serveur peut l&apos;ignorer.</translation>
    </message>
    <message>
        <source>toolUseId is required: the id from the local_tool_call event.</source>
        <translation>toolUseId est requis&#xa0;: l&apos;id de l&apos;événement local_tool_call.</translation>
    </message>
    <message>
        <source>toolUseId must be a non-empty string; got %1.</source>
        <translation>toolUseId doit être une chaîne non vide&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>result and error are mutually exclusive; send exactly one of them.</source>
        <translation>result et error s&apos;excluent mutuellement&#xa0;; envoyez exactement l&apos;un des deux.</translation>
    </message>
    <message>
        <source>Exactly one of result or error is required.</source>
        <translation>Exactement l&apos;un de result ou error est requis.</translation>
    </message>
    <message>
        <source>2 MB</source>
        <translation>2 Mo</translation>
    </message>
    <message>
        <source>8 KB</source>
        <translation>8 Ko</translation>
    </message>
    <message>
        <source>files are only honored alongside result; with error they are ignored.</source>
        <translation>files n&apos;est pris en compte qu&apos;avec result&#xa0;; avec error, il est ignoré.</translation>
    </message>
    <message>
        <source>%1 must be a string; got %2.</source>
        <translation>%1 doit être une chaîne&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 may be at most %2 bytes (%3) as UTF-8; it is %4 bytes.</source>
        <translation>%1 peut faire au plus %2 octets (%3) en UTF-8&#xa0;; il fait %4 octets.</translation>
    </message>
    <message>
        <source>files must be an array of {filename, mimeType, data}; got %1.</source>
        <translation>files doit être un tableau de {filename, mimeType, data}&#xa0;; reçu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>files may hold at most %1 files; it has %2.</source>
        <translation>files peut contenir au plus %1 fichiers&#xa0;; il en contient %2.</translation>
    </message>
    <message>
        <source>files may total at most %1 decoded bytes (5 MB); they decode to %2 bytes.</source>
        <translation>files ne peut dépasser %1 octets décodés (5 Mo) au total&#xa0;; une fois décodés, ils font %2 octets.</translation>
    </message>
    <message>
        <source>%1 must be an object {filename, mimeType, data}; got %2.</source>
        <translation>%1 doit être un objet {filename, mimeType, data}&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty file name; got %2.</source>
        <translation>%1 doit être un nom de fichier non vide&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty MIME type string; got %2.</source>
        <translation>%1 doit être une chaîne de type MIME non vide&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 %2 is not a known attachment type and may be rejected by the server.</source>
        <translation>%1 %2 n&apos;est pas un type de pièce jointe connu et risque d&apos;être rejeté par le serveur.</translation>
    </message>
    <message>
        <source>%1 must be the file&apos;s bytes as a base64 string; got %2.</source>
        <translation>%1 doit contenir les octets du fichier sous forme de chaîne base64&#xa0;; reçu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 must be plain base64 without a &quot;data:&quot; URL prefix.</source>
        <translation>%1 doit être du base64 simple, sans préfixe d&apos;URL &quot;data:&quot;.</translation>
    </message>
    <message>
        <source>A tool-result body must be a JSON object {toolUseId, result | error, files?}.</source>
        <translation>Le corps d&apos;un résultat d&apos;outil doit être un objet JSON {toolUseId, result | error, files?}.</translation>
    </message>
    <message>
        <source>The tool-result body is not valid JSON: %1 at byte offset %2.</source>
        <translation>Le corps du résultat d&apos;outil n&apos;est pas du JSON valide&#xa0;: %1 à l&apos;octet %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not valid base64 (standard alphabet, padded to a multiple of 4 characters; %Ln character(s) given).</source>
        <translation>
            <numerusform>%1 n&apos;est pas du base64 valide (alphabet standard, complété à un multiple de 4 caractères&#xa0;; %Ln caractère fourni).</numerusform>
            <numerusform>%1 n&apos;est pas du base64 valide (alphabet standard, complété à un multiple de 4 caractères&#xa0;; %Ln caractères fournis).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use the translation for &lt;locale&gt; (e.g. de).</source>
        <translation>Utiliser la traduction pour &lt;locale&gt; (p. ex. de).</translation>
    </message>
    <message>
        <source>locale</source>
        <translation>locale</translation>
    </message>
    <message>
        <source>Quit after &lt;ms&gt; milliseconds (smoke tests).</source>
        <translation>Quitter après &lt;ms&gt; millisecondes (tests de fumée).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Do not start the embedded sandbox server.</source>
        <translation>Ne pas démarrer le serveur bac à sable intégré.</translation>
    </message>
    <message>
        <source>Open the run &lt;id&gt;: its whole event log, then its live tail if it is running.</source>
        <translation>Ouvrir l&apos;exécution &lt;id&gt;&#xa0;: tout son journal d&apos;événements, puis sa suite en direct si elle est en cours.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Compose, stream, answer and replay MANTYX agent runs.</source>
        <translation>Composer, diffuser et relire des exécutions d&apos;agents MANTYX, et répondre à leurs appels.</translation>
    </message>
    <message>
        <source>A capture file (.mxrun) to open and replay.</source>
        <translation>Un fichier de capture (.mxrun) à ouvrir et relire.</translation>
    </message>
    <message>
        <source>[capture.mxrun]</source>
        <translation>[capture.mxrun]</translation>
    </message>
    <message>
        <source>Embedded sandbox server listening on %1</source>
        <translation>Serveur bac à sable intégré à l&apos;écoute sur %1</translation>
    </message>
    <message>
        <source>The embedded sandbox server did not start: %1</source>
        <translation>Le serveur bac à sable intégré n&apos;a pas démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>--quit-after needs a number of milliseconds.
</source>
        <translation>--quit-after attend un nombre de millisecondes.
</translation>
    </message>
    <message>
        <source>Open a new window even when the inspector is running already (otherwise the files are opened in the running one).</source>
        <translation>Ouvrir une nouvelle fenêtre même si l&apos;inspecteur est déjà lancé (sinon les fichiers s&apos;ouvrent dans celui qui tourne).</translation>
    </message>
    <message>
        <source>The running inspector did not answer; this is a new one (%1)</source>
        <translation>L&apos;inspecteur lancé n&apos;a pas répondu&#xa0;; celui-ci est un nouveau (%1)</translation>
    </message>
</context>
<context>
    <name>mantyx::A2aClient</name>
    <message>
        <source>an answer carries at most %1 files</source>
        <translation>une réponse transporte au plus %1 fichiers</translation>
    </message>
    <message>
        <source>the files would exceed %1 MB together</source>
        <translation>les fichiers dépasseraient %1 Mo au total</translation>
    </message>
    <message>
        <source>[file %1 not attached: %2]</source>
        <translation>[fichier %1 non joint&#xa0;: %2]</translation>
    </message>
    <message>
        <source>[file %1: %2]</source>
        <translation>[fichier %1&#xa0;: %2]</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>The agent card is not valid JSON (%1 at byte %2).</source>
        <translation>La carte d&apos;agent n&apos;est pas du JSON valide (%1 à l&apos;octet %2).</translation>
    </message>
    <message>
        <source>The agent card must be a JSON object.</source>
        <translation>La carte d&apos;agent doit être un objet JSON.</translation>
    </message>
    <message>
        <source>The agent card has neither `url` nor `supportedInterfaces`.</source>
        <translation>La carte d&apos;agent n&apos;a ni `url` ni `supportedInterfaces`.</translation>
    </message>
    <message>
        <source>The agent card names no usable JSON-RPC endpoint (only JSON-RPC is supported, not HTTP+JSON or gRPC).</source>
        <translation>La carte d&apos;agent n&apos;indique aucun point de terminaison JSON-RPC utilisable (seul JSON-RPC est pris en charge, pas HTTP+JSON ni gRPC).</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>plus de %1 octets</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The agent card could not be fetched.
%1</source>
        <translation>La carte d&apos;agent n&apos;a pas pu être récupérée.
%1</translation>
    </message>
    <message>
        <source>No agent card is set for this A2A peer.</source>
        <translation>Aucune carte d&apos;agent n&apos;est définie pour ce pair A2A.</translation>
    </message>
    <message>
        <source>The call&apos;s arguments must be {&quot;message&quot;: string} for an A2A peer.</source>
        <translation>Les arguments de l&apos;appel doivent être {&quot;message&quot;: string} pour un pair A2A.</translation>
    </message>
    <message>
        <source>The agent did not answer within %1 s.</source>
        <translation>L&apos;agent n&apos;a pas répondu en %1 s.</translation>
    </message>
    <message>
        <source>The agent&apos;s answer is larger than %1 bytes.</source>
        <translation>La réponse de l&apos;agent dépasse %1 octets.</translation>
    </message>
    <message>
        <source>Could not reach the agent at %1: %2</source>
        <translation>Impossible de joindre l&apos;agent à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 without a JSON-RPC response.</source>
        <translation>L&apos;agent a répondu HTTP %1 sans réponse JSON-RPC.</translation>
    </message>
    <message>
        <source>The agent answered HTTP %1 with %2 instead of a JSON-RPC response.</source>
        <translation>L&apos;agent a répondu HTTP %1 avec %2 au lieu d&apos;une réponse JSON-RPC.</translation>
    </message>
    <message>
        <source>The agent answered with JSON-RPC error %1: %2</source>
        <translation>L&apos;agent a répondu avec l&apos;erreur JSON-RPC %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(pas de message)</translation>
    </message>
    <message>
        <source>The agent&apos;s answer holds neither a message nor a task.</source>
        <translation>La réponse de l&apos;agent ne contient ni message ni tâche.</translation>
    </message>
    <message>
        <source>(no state)</source>
        <translation>(pas d&apos;état)</translation>
    </message>
    <message>
        <source>The agent&apos;s task ended as %1.</source>
        <translation>La tâche de l&apos;agent s&apos;est terminée avec l&apos;état %1.</translation>
    </message>
    <message>
        <source>The agent&apos;s task stopped as %1; this client cannot continue it.</source>
        <translation>La tâche de l&apos;agent s&apos;est arrêtée avec l&apos;état %1&#xa0;; ce client ne peut pas la poursuivre.</translation>
    </message>
    <message>
        <source>The agent returned the task unfinished (%1); this client does not poll for it.</source>
        <translation>L&apos;agent a renvoyé la tâche inachevée (%1)&#xa0;; ce client ne l&apos;interroge pas à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>It begins: %1 (%n byte(s))</source>
        <translation>
            <numerusform>Début&#xa0;: %1 (%n octet)</numerusform>
            <numerusform>Début&#xa0;: %1 (%n octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::A2aLocalToolEditor</name>
    <message>
        <source>Open Agent Card</source>
        <translation>Ouvrir une carte d&apos;agent</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is not an http:// or https:// URL.</source>
        <translation>%1 n&apos;est pas une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>Fetching the agent card from %1…</source>
        <translation>Récupération de la carte d&apos;agent depuis %1…</translation>
    </message>
    <message>
        <source>Fetched from %1.</source>
        <translation>Récupérée depuis %1.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not an agent card: %2</source>
        <translation>%1 n&apos;est pas une carte d&apos;agent&#xa0;: %2</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>Lu depuis %1.</translation>
    </message>
    <message>
        <source>An agent card is a JSON object ({…}).</source>
        <translation>Une carte d&apos;agent est un objet JSON ({…}).</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>none this app can call: %1</source>
        <translation>aucun que cette application puisse appeler&#xa0;: %1</translation>
    </message>
    <message>
        <source>(card protocolVersion %1)</source>
        <translation>(protocolVersion de la carte&#xa0;: %1)</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation>Étiquettes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Exemple&#xa0;: %1</translation>
    </message>
    <message>
        <source>(no skills listed)</source>
        <translation>(aucune compétence listée)</translation>
    </message>
    <message>
        <source>An A2A agent this app calls: the server gets its resolved agent card and tells the model about it; the model&apos;s messages come back here as tool calls.</source>
        <translation>Un agent A2A que cette application appelle&#xa0;: le serveur reçoit sa carte d&apos;agent résolue et la présente au modèle&#xa0;; les messages du modèle reviennent ici sous forme d&apos;appels d&apos;outil.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation>hr_agent</translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Le nom d&apos;outil qu&apos;appelle le modèle&#xa0;: 1 à 64 lettres, chiffres ou traits de soulignement</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>optional: replaces &quot;Delegate a task to …&quot;</source>
        <translation>facultatif&#xa0;: remplace «&#xa0;Delegate a task to …&#xa0;»</translation>
    </message>
    <message>
        <source>Get the agent card</source>
        <translation>Récupérer la carte d&apos;agent</translation>
    </message>
    <message>
        <source>Agent &amp;URL:</source>
        <translation>&amp;URL de l&apos;agent&#xa0;:</translation>
    </message>
    <message>
        <source>http://localhost:9999</source>
        <translation>http://localhost:9999</translation>
    </message>
    <message>
        <source>The agent&apos;s base URL (its card is at /.well-known/agent-card.json) or the card&apos;s own URL</source>
        <translation>L&apos;URL de base de l&apos;agent (sa carte se trouve à /.well-known/agent-card.json) ou l&apos;URL de la carte elle-même</translation>
    </message>
    <message>
        <source>&amp;Fetch card</source>
        <translation>&amp;Récupérer la carte</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>En-têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Sent with the card request only; not part of the spec</source>
        <translation>Envoyés uniquement avec la requête de la carte&#xa0;; ne font pas partie de la spécification</translation>
    </message>
    <message>
        <source>Open card &amp;file…</source>
        <translation>Ouvrir un &amp;fichier de carte…</translation>
    </message>
    <message>
        <source>Agent card</source>
        <translation>Carte d&apos;agent</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Description&#xa0;:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocole&#xa0;:</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation>Compétences&#xa0;:</translation>
    </message>
    <message>
        <source>Card &amp;JSON:</source>
        <translation>&amp;JSON de la carte&#xa0;:</translation>
    </message>
    <message>
        <source>The card as it is sent; paste a card here to use it</source>
        <translation>La carte telle qu&apos;elle est envoyée&#xa0;; collez une carte ici pour l&apos;utiliser</translation>
    </message>
</context>
<context>
    <name>mantyx::A2aToolEditor</name>
    <message>
        <source>An A2A agent the server reaches itself: it fetches the agent card from the URL and sends the model&apos;s messages to the agent.</source>
        <translation>Un agent A2A que le serveur contacte lui-même&#xa0;: il récupère la carte d&apos;agent à l&apos;URL indiquée et transmet les messages du modèle à l&apos;agent.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>hr_agent</source>
        <translation>hr_agent</translation>
    </message>
    <message>
        <source>The tool name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Le nom d&apos;outil qu&apos;appelle le modèle&#xa0;: 1 à 64 lettres, chiffres ou traits de soulignement</translation>
    </message>
    <message>
        <source>Agent card &amp;URL:</source>
        <translation>&amp;URL de la carte d&apos;agent&#xa0;:</translation>
    </message>
    <message>
        <source>https://agent.example.com/.well-known/agent-card.json</source>
        <translation>https://agent.example.com/.well-known/agent-card.json</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;En-têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Sent by the server with the card request and every call</source>
        <translation>Envoyés par le serveur avec la requête de la carte et chaque appel</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>Id de &amp;contexte&#xa0;:</translation>
    </message>
    <message>
        <source>optional: continue an A2A conversation</source>
        <translation>facultatif&#xa0;: poursuivre une conversation A2A</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>optional: replaces the card&apos;s description</source>
        <translation>facultatif&#xa0;: remplace la description de la carte</translation>
    </message>
</context>
<context>
    <name>mantyx::AnswerDialog</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation>plus d&apos;une valeur</translation>
    </message>
    <message>
        <source>Answer tool call</source>
        <translation>Répondre à l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <source>Answer the tool call</source>
        <translation>Répondre à l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <source>Answer %1 (%2)</source>
        <translation>Répondre à %1 (%2)</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Result</source>
        <translation>&amp;Résultat</translation>
    </message>
    <message>
        <source>Send a result: what the tool produced</source>
        <translation>Envoyer un résultat&#xa0;: ce que l&apos;outil a produit</translation>
    </message>
    <message>
        <source>&amp;Error</source>
        <translation>&amp;Erreur</translation>
    </message>
    <message>
        <source>Send an error: the tool failed, the model is told why</source>
        <translation>Envoyer une erreur&#xa0;: l&apos;outil a échoué, le modèle en apprend la raison</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Check the result as JSON while typing</source>
        <translation>Vérifier le résultat en tant que JSON pendant la saisie</translation>
    </message>
    <message>
        <source>&amp;Pretty-print</source>
        <translation>&amp;Mettre en forme</translation>
    </message>
    <message>
        <source>The tool&apos;s result, as the model will read it</source>
        <translation>Le résultat de l&apos;outil, tel que le modèle le lira</translation>
    </message>
    <message>
        <source>Files to attach:</source>
        <translation>Fichiers à joindre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Supp&amp;rimer</translation>
    </message>
    <message>
        <source>Error message (the model reads it as the tool&apos;s failure):</source>
        <translation>Message d&apos;erreur (le modèle le lit comme l&apos;échec de l&apos;outil)&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. The file does not exist</source>
        <translation>p. ex. Le fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Send the answer (%1)</source>
        <translation>Envoyer la réponse (%1)</translation>
    </message>
    <message>
        <source>✓ valid JSON</source>
        <translation>✓ JSON valide</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Sent as plain text.</source>
        <translation>Envoyé en texte brut.</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Joindre des fichiers</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation>Lecture impossible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::ApiClient</name>
    <message>
        <source>The credential was replaced during a refresh.</source>
        <translation>Les identifiants ont été remplacés pendant un rafraîchissement.</translation>
    </message>
    <message>
        <source>The base URL %1 is not an http or https address; the credential is sent nowhere.</source>
        <translation>L&apos;URL de base %1 n&apos;est pas une adresse http ou https&#xa0;; les identifiants ne sont envoyés nulle part.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address on the connection&apos;s origin %2; it was not opened.</source>
        <translation>%1 n&apos;est pas une adresse http ou https sur l&apos;origine %2 de la connexion&#xa0;; elle n&apos;a pas été ouverte.</translation>
    </message>
    <message>
        <source>(an empty address)</source>
        <translation>(une adresse vide)</translation>
    </message>
    <message>
        <source>%1 is plain http, but the connection is %2; it was not contacted, because the credential would travel unencrypted.</source>
        <translation>%1 est en http simple, mais la connexion est en %2&#xa0;; elle n&apos;a pas été contactée, car les identifiants circuleraient sans chiffrement.</translation>
    </message>
    <message>
        <source>%1 is not on the connection&apos;s origin %2 (scheme, host and port); it was not contacted, because the request would carry the credential.</source>
        <translation>%1 n&apos;est pas sur l&apos;origine %2 de la connexion (schéma, hôte et port)&#xa0;; elle n&apos;a pas été contactée, car la requête transporterait les identifiants.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1, a redirect to %2. It was not followed, because the request carries the credential: if the server has moved, correct the base URL of the connection.</source>
        <translation>Le serveur a répondu HTTP %1, une redirection vers %2. Elle n&apos;a pas été suivie, car la requête transporte les identifiants&#xa0;: si le serveur a été déplacé, corrigez l&apos;URL de base de la connexion.</translation>
    </message>
    <message>
        <source>The server&apos;s answer has %1 bytes of headers, more than the limit of %2; it was not read.</source>
        <translation>La réponse du serveur contient %1 octets d&apos;en-têtes, au-delà de la limite de %2&#xa0;; elle n&apos;a pas été lue.</translation>
    </message>
    <message>
        <source>The server did not complete the headers of its answer within %1 ms; the request was abandoned.</source>
        <translation>Le serveur n&apos;a pas terminé les en-têtes de sa réponse en %1 ms&#xa0;; la requête a été abandonnée.</translation>
    </message>
    <message>
        <source>The credential refresh did not finish in time.</source>
        <translation>Le rafraîchissement des identifiants ne s&apos;est pas terminé à temps.</translation>
    </message>
</context>
<context>
    <name>mantyx::AttachmentList</name>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>File or URL</source>
        <translation>Fichier ou URL</translation>
    </message>
    <message>
        <source>MIME type</source>
        <translation>Type MIME</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation>Pièces jointes</translation>
    </message>
    <message>
        <source>Drop files here to attach them. Double-click a MIME type to change it.</source>
        <translation>Déposez des fichiers ici pour les joindre. Double-cliquez sur un type MIME pour le modifier.</translation>
    </message>
    <message>
        <source>Add &amp;File…</source>
        <translation>Ajouter un &amp;fichier…</translation>
    </message>
    <message>
        <source>Attach files as inline bytes (base64)</source>
        <translation>Joindre des fichiers sous forme d&apos;octets en ligne (base64)</translation>
    </message>
    <message>
        <source>https://example.com/file.pdf</source>
        <translation>https://example.com/file.pdf</translation>
    </message>
    <message>
        <source>Attachment URL</source>
        <translation>URL de la pièce jointe</translation>
    </message>
    <message>
        <source>Add UR&amp;L</source>
        <translation>Ajouter une UR&amp;L</translation>
    </message>
    <message>
        <source>Attach a file the provider fetches from an https URL</source>
        <translation>Joindre un fichier que le fournisseur récupère depuis une URL https</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected attachments</source>
        <translation>Supprimer les pièces jointes sélectionnées</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Attach Files</source>
        <translation>Joindre des fichiers</translation>
    </message>
</context>
<context>
    <name>mantyx::BehaviourPage</name>
    <message>
        <source>New step</source>
        <translation>Nouvelle étape</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>Reasoning leve&amp;l:</source>
        <translation>Nivea&amp;u de raisonnement&#xa0;:</translation>
    </message>
    <message>
        <source>Model default (omitted)</source>
        <translation>Par défaut du modèle (omis)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Low (30)</source>
        <translation>Faible (30)</translation>
    </message>
    <message>
        <source>Medium (50)</source>
        <translation>Moyen (50)</translation>
    </message>
    <message>
        <source>High (80)</source>
        <translation>Élevé (80)</translation>
    </message>
    <message>
        <source>Number (0–100)</source>
        <translation>Nombre (0–100)</translation>
    </message>
    <message>
        <source>Va&amp;lue:</source>
        <translation>Va&amp;leur&#xa0;:</translation>
    </message>
    <message>
        <source>Reasoning level number</source>
        <translation>Valeur numérique du niveau de raisonnement</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>Budgets</translation>
    </message>
    <message>
        <source>Ma&amp;x tool turns:</source>
        <translation>Tours d&apos;outils ma&amp;x.&#xa0;:</translation>
    </message>
    <message>
        <source>Server default</source>
        <translation>Par défaut du serveur</translation>
    </message>
    <message>
        <source>budgets.maxToolTurns: a safety cap on tool rounds (100 is the practical maximum)</source>
        <translation>budgets.maxToolTurns&#xa0;: plafond de sécurité sur les tours d&apos;outils (100 est le maximum en pratique)</translation>
    </message>
    <message>
        <source>Finalize at the ca&amp;p (maxToolTurnsExceeded: &quot;finalize&quot;)</source>
        <translation>Finir au &amp;plafond (maxToolTurnsExceeded: &quot;finalize&quot;)</translation>
    </message>
    <message>
        <source>Structured &amp;output (outputSchema)</source>
        <translation>S&amp;ortie structurée (outputSchema)</translation>
    </message>
    <message>
        <source>Constrain the final reply to JSON matching a schema</source>
        <translation>Contraindre la réponse finale à un JSON conforme à un schéma</translation>
    </message>
    <message>
        <source>Schema na&amp;me:</source>
        <translation>No&amp;m du schéma&#xa0;:</translation>
    </message>
    <message>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <source>JSON s&amp;chema:</source>
        <translation>S&amp;chéma JSON&#xa0;:</translation>
    </message>
    <message>
        <source>{ &quot;type&quot;: &quot;object&quot;, &quot;properties&quot;: { … } }</source>
        <translation>{ &quot;type&quot;: &quot;object&quot;, &quot;properties&quot;: { … } }</translation>
    </message>
    <message>
        <source>Loop detection</source>
        <translation>Détection de boucles</translation>
    </message>
    <message>
        <source>Loop &amp;detection:</source>
        <translation>&amp;Détection de boucles&#xa0;:</translation>
    </message>
    <message>
        <source>Server default (3 repeats nudge, 6 finalize)</source>
        <translation>Par défaut du serveur (relance à 3, finalisation à 6)</translation>
    </message>
    <message>
        <source>Off (false)</source>
        <translation>Désactivée (false)</translation>
    </message>
    <message>
        <source>Custom thresholds</source>
        <translation>Seuils personnalisés</translation>
    </message>
    <message>
        <source>Nudge &amp;after repeats:</source>
        <translation>Rel&amp;ancer après répétitions&#xa0;:</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Par défaut (%1)</translation>
    </message>
    <message>
        <source>consecutiveThreshold: 2 to 100</source>
        <translation>consecutiveThreshold&#xa0;: 2 à 100</translation>
    </message>
    <message>
        <source>Finali&amp;ze after repeats:</source>
        <translation>Finali&amp;ser après répétitions&#xa0;:</translation>
    </message>
    <message>
        <source>hardCutoffThreshold: 3 to 100, greater than the nudge threshold</source>
        <translation>hardCutoffThreshold&#xa0;: 3 à 100, supérieur au seuil de relance</translation>
    </message>
    <message>
        <source>Tool budgets</source>
        <translation>Budgets d&apos;outils</translation>
    </message>
    <message>
        <source>Too&amp;l budgets:</source>
        <translation>Budgets d&apos;out&amp;ils&#xa0;:</translation>
    </message>
    <message>
        <source>Server defaults</source>
        <translation>Valeurs par défaut du serveur</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisés</translation>
    </message>
    <message>
        <source>Per-tool call caps for the whole run; 0 disables a tool. Entries are layered over the server&apos;s default budgets; an empty custom table turns the defaults off.</source>
        <translation>Plafonds d&apos;appels par outil pour toute l&apos;exécution&#xa0;; 0 désactive un outil. Les entrées se superposent aux budgets par défaut du serveur&#xa0;; une table personnalisée vide désactive les valeurs par défaut.</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Superviseur</translation>
    </message>
    <message>
        <source>Su&amp;pervisor:</source>
        <translation>Su&amp;perviseur&#xa0;:</translation>
    </message>
    <message>
        <source>On, platform defaults (true)</source>
        <translation>Activé, défauts de la plateforme (true)</translation>
    </message>
    <message>
        <source>Review &amp;interval:</source>
        <translation>&amp;Intervalle de revue&#xa0;:</translation>
    </message>
    <message>
        <source>Default (%1 LLM calls)</source>
        <translation>Par défaut (%1 appels LLM)</translation>
    </message>
    <message>
        <source>Judge mo&amp;del:</source>
        <translation>Mo&amp;dèle juge&#xa0;:</translation>
    </message>
    <message>
        <source>Workspace supervisor default</source>
        <translation>Par défaut du superviseur de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Reasoning chec&amp;k:</source>
        <translation>Vérification du raisonne&amp;ment&#xa0;:</translation>
    </message>
    <message>
        <source>Default (3000 chars / 30 s)</source>
        <translation>Par défaut (3000 caractères / 30 s)</translation>
    </message>
    <message>
        <source>Off: review at tool rounds only</source>
        <translation>Désactivée&#xa0;: revue aux tours d&apos;outils uniquement</translation>
    </message>
    <message>
        <source>Trigger &amp;characters:</source>
        <translation>&amp;Caractères de déclenchement&#xa0;:</translation>
    </message>
    <message>
        <source>Trigger millisecond&amp;s:</source>
        <translation>Milli&amp;secondes de déclenchement&#xa0;:</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Pla&amp;n:</source>
        <translation>Pla&amp;n&#xa0;:</translation>
    </message>
    <message>
        <source>Auto: the server decides</source>
        <translation>Auto&#xa0;: le serveur décide</translation>
    </message>
    <message>
        <source>My steps</source>
        <translation>Mes étapes</translation>
    </message>
    <message>
        <source>Plan onl&amp;y: produce the plan, do not run the agent</source>
        <translation>Plan uni&amp;quement&#xa0;: produire le plan, sans exécuter l&apos;agent</translation>
    </message>
    <message>
        <source>Br&amp;ief:</source>
        <translation>Ré&amp;sumé&#xa0;:</translation>
    </message>
    <message>
        <source>Optional one-line objective</source>
        <translation>Objectif facultatif en une ligne</translation>
    </message>
    <message>
        <source>Ste&amp;ps:</source>
        <translation>Éta&amp;pes&#xa0;:</translation>
    </message>
    <message>
        <source>Add Step</source>
        <translation>Ajouter une étape</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Up to 16 string pairs; keys of letters, digits, &quot;.&quot;, &quot;_&quot; or &quot;-&quot;</source>
        <translation>Jusqu&apos;à 16 paires de chaînes&#xa0;; clés composées de lettres, chiffres, «&#xa0;.&#xa0;», «&#xa0;_&#xa0;» ou «&#xa0;-&#xa0;»</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Line %1, column %2: expected %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3 attendu</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of %1 (the whole outputSchema as compact JSON)</source>
        <translation>
            <numerusform>%n octet sur %1 (tout l&apos;outputSchema en JSON compact)</numerusform>
            <numerusform>%n octets sur %1 (tout l&apos;outputSchema en JSON compact)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::CaptureRunSource</name>
    <message>
        <source>Cannot open the capture file %1: %2</source>
        <translation>Impossible d&apos;ouvrir le fichier de capture %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read the capture file %1: %2</source>
        <translation>Impossible de lire le fichier de capture %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The capture file was written by a newer version (format %1); lines this version does not know are skipped.</source>
        <translation>Le fichier de capture a été écrit par une version plus récente (format %1)&#xa0;; les lignes inconnues de cette version sont ignorées.</translation>
    </message>
    <message>
        <source>%1 is not a capture file: %2</source>
        <translation>%1 n&apos;est pas un fichier de capture&#xa0;: %2</translation>
    </message>
    <message>
        <source>The capture file is damaged at line %1 (byte %2); the run is shown up to there.</source>
        <translation>Le fichier de capture est endommagé à la ligne %1 (octet %2)&#xa0;; l&apos;exécution est affichée jusqu&apos;à ce point.</translation>
    </message>
</context>
<context>
    <name>mantyx::CommandHandler</name>
    <message>
        <source>%1
stderr:
%2</source>
        <translation>%1
stderr&#xa0;:
%2</translation>
    </message>
    <message>
        <source>The command %1 could not be started: %2</source>
        <translation>La commande %1 n&apos;a pas pu être lancée&#xa0;: %2</translation>
    </message>
    <message>
        <source>The command was cancelled.</source>
        <translation>La commande a été annulée.</translation>
    </message>
    <message>
        <source>The command did not finish within %1 s and was stopped.</source>
        <translation>La commande ne s&apos;est pas terminée en %1 s et a été arrêtée.</translation>
    </message>
    <message>
        <source>The command crashed.</source>
        <translation>La commande a planté.</translation>
    </message>
    <message>
        <source>The command exited with code %1.</source>
        <translation>La commande s&apos;est terminée avec le code %1.</translation>
    </message>
    <message>
        <source>The command printed more than %1 bytes; a result cannot be that large.</source>
        <translation>La commande a affiché plus de %1 octets&#xa0;; un résultat ne peut pas être aussi volumineux.</translation>
    </message>
    <message>
        <source>The command&apos;s output does not match the tool&apos;s outputSchema:
%1</source>
        <translation>La sortie de la commande ne correspond pas à l&apos;outputSchema de l&apos;outil&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>mantyx::CompareWindow</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (exécution %2)</translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation>Comparer des exécutions</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spécification</translation>
    </message>
    <message>
        <source>S&amp;ummary</source>
        <translation>Ré&amp;sumé</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Chronologie</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>The two specs are the same.</source>
        <translation>Les deux spécifications sont identiques.</translation>
    </message>
    <message>
        <source>Next Difference</source>
        <translation>Différence suivante</translation>
    </message>
    <message>
        <source>Previous Difference</source>
        <translation>Différence précédente</translation>
    </message>
    <message>
        <source>F8: next difference · Shift+F8: previous difference</source>
        <translation>F8&#xa0;: différence suivante · Shift+F8&#xa0;: différence précédente</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(gauche)</translation>
    </message>
    <message>
        <source>(right)</source>
        <translation>(droite)</translation>
    </message>
    <message>
        <source>Left: %1
Right: %2
%3 · %4 · %5
Marks: %6</source>
        <translation>Gauche&#xa0;: %1
Droite&#xa0;: %2
%3 · %4 · %5
Marques&#xa0;: %6</translation>
    </message>
    <message numerus="yes">
        <source>%n spec difference(s)</source>
        <translation>
            <numerusform>%n différence de spécification</numerusform>
            <numerusform>%n différences de spécification</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n summary value(s) differ</source>
        <translation>
            <numerusform>%n valeur de résumé diffère</numerusform>
            <numerusform>%n valeurs de résumé diffèrent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timeline row(s) differ</source>
        <translation>
            <numerusform>%n ligne de chronologie diffère</numerusform>
            <numerusform>%n lignes de chronologie diffèrent</numerusform>
        </translation>
    </message>
    <message>
        <source>~ changed, + added, %1 removed, %2 moved, %3 differs</source>
        <translation>~ modifié, + ajouté, %1 supprimé, %2 déplacé, %3 diffère</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>Gauche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Droite&#xa0;: %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>position %1</translation>
    </message>
    <message>
        <source>The two runs differ here</source>
        <translation>Les deux exécutions diffèrent ici</translation>
    </message>
    <message>
        <source>(only in the right run)</source>
        <translation>(uniquement dans l&apos;exécution de droite)</translation>
    </message>
    <message>
        <source>(only in the left run)</source>
        <translation>(uniquement dans l&apos;exécution de gauche)</translation>
    </message>
    <message>
        <source>~ text</source>
        <translation>~ texte</translation>
    </message>
    <message>
        <source>The text differs.</source>
        <translation>Le texte diffère.</translation>
    </message>
</context>
<context>
    <name>mantyx::ComposerPanel</name>
    <message>
        <source>New from Template</source>
        <translation>Nouveau à partir d&apos;un modèle</translation>
    </message>
    <message>
        <source>Start a new spec from an example of the protocol document</source>
        <translation>Commencer une nouvelle spécification à partir d&apos;un exemple du document de protocole</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open a spec file (JSON) — %1</source>
        <translation>Ouvrir un fichier de spécification (JSON) — %1</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Récents</translation>
    </message>
    <message>
        <source>Open a recently used spec file</source>
        <translation>Ouvrir un fichier de spécification récemment utilisé</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the spec — %1</source>
        <translation>Enregistrer la spécification — %1</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save the spec to another file</source>
        <translation>Enregistrer la spécification dans un autre fichier</translation>
    </message>
    <message>
        <source>&amp;Open Spec…</source>
        <translation>&amp;Ouvrir une spécification…</translation>
    </message>
    <message>
        <source>Open a spec file (JSON)</source>
        <translation>Ouvrir un fichier de spécification (JSON)</translation>
    </message>
    <message>
        <source>&amp;Save Spec</source>
        <translation>&amp;Enregistrer la spécification</translation>
    </message>
    <message>
        <source>Save the spec</source>
        <translation>Enregistrer la spécification</translation>
    </message>
    <message>
        <source>Save Spec &amp;As…</source>
        <translation>Enregistrer la spécification &amp;sous…</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Copier en commande curl</translation>
    </message>
    <message>
        <source>Check as:</source>
        <translation>Vérifier comme&#xa0;:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <source>Session message</source>
        <translation>Message de session</translation>
    </message>
    <message>
        <source>Which request the spec is validated for</source>
        <translation>La requête pour laquelle la spécification est validée</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Behaviour</source>
        <translation>&amp;Comportement</translation>
    </message>
    <message>
        <source>Previe&amp;w</source>
        <translation>&amp;Aperçu</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>&amp;JSON brut</translation>
    </message>
    <message>
        <source>The request body as it will be sent</source>
        <translation>Le corps de la requête tel qu&apos;il sera envoyé</translation>
    </message>
    <message>
        <source>Edit the spec as JSON; valid edits update the forms</source>
        <translation>Modifiez la spécification en JSON&#xa0;; les modifications valides mettent à jour les formulaires</translation>
    </message>
    <message>
        <source>The tools editor is not available.</source>
        <translation>L&apos;éditeur d&apos;outils n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>Request body preview</source>
        <translation>Aperçu du corps de la requête</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>E&amp;xécuter</translation>
    </message>
    <message>
        <source>Start the run — Ctrl+Enter</source>
        <translation>Lancer l&apos;exécution — Ctrl+Enter</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Copy the request as a curl command; the credential is left to the shell as $%1</source>
        <translation>Copier la requête en commande curl&#xa0;; les identifiants sont laissés au shell sous la forme $%1</translation>
    </message>
    <message>
        <source>Choose a connection (base URL and workspace) to copy a curl command</source>
        <translation>Choisissez une connexion (URL de base et espace de travail) pour copier une commande curl</translation>
    </message>
    <message>
        <source>Copied a curl command; set %1 before running it.</source>
        <translation>Commande curl copiée&#xa0;; définissez %1 avant de l&apos;exécuter.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (line %2, column %3): %4</source>
        <translation>%1 n&apos;est pas un JSON valide (ligne %2, colonne %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 attendu</translation>
    </message>
    <message>
        <source>%1 is not a spec: the JSON is not an object.</source>
        <translation>%1 n&apos;est pas une spécification&#xa0;: le JSON n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>Long attachment bytes are shortened here; Save and Copy as curl keep them whole.</source>
        <translation>Les longues données de pièces jointes sont raccourcies ici&#xa0;; Enregistrer et Copier en commande curl les conservent en entier.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation>(spécification)</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Erreurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Avertissements&#xa0;: %1</translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation>Aucun problème&#xa0;: prêt à exécuter.</translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object</source>
        <translation>Le JSON brut n&apos;est pas un objet valide</translation>
    </message>
    <message>
        <source>The raw JSON is not a valid object; fix it to run.</source>
        <translation>Le JSON brut n&apos;est pas un objet valide&#xa0;; corrigez-le pour exécuter.</translation>
    </message>
    <message>
        <source>Fix the errors to run.</source>
        <translation>Corrigez les erreurs pour exécuter.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more base64 character(s))</source>
        <translation>
            <numerusform>(%n caractère base64 de plus)</numerusform>
            <numerusform>(%n caractères base64 de plus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The request body as it will be sent (%n byte(s) as compact JSON).</source>
        <translation>
            <numerusform>Le corps de la requête tel qu&apos;il sera envoyé (%n octet en JSON compact).</numerusform>
            <numerusform>Le corps de la requête tel qu&apos;il sera envoyé (%n octets en JSON compact).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionChooser</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Bac à sable (intégré)</translation>
    </message>
    <message>
        <source>The embedded server on this computer: no account needed</source>
        <translation>Le serveur embarqué sur cet ordinateur&#xa0;: aucun compte nécessaire</translation>
    </message>
    <message>
        <source>The server runs are sent to</source>
        <translation>Le serveur auquel les exécutions sont envoyées</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Manage…</source>
        <translation>Gérer…</translation>
    </message>
    <message>
        <source>Add, edit or remove connections to MANTYX servers</source>
        <translation>Ajouter, modifier ou supprimer des connexions à des serveurs MANTYX</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionProfileDialog</name>
    <message>
        <source>Connections</source>
        <translation>Connexions</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a connection to a MANTYX server</source>
        <translation>Ajouter une connexion à un serveur MANTYX</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the connection and its stored secrets</source>
        <translation>Supprimer la connexion et ses secrets enregistrés</translation>
    </message>
    <message>
        <source>&amp;Allow a plain-text file for secrets when no system keychain is available</source>
        <translation>&amp;Autoriser un fichier en texte brut pour les secrets quand aucun trousseau système n&apos;est disponible</translation>
    </message>
    <message>
        <source>Off: without a keychain, API keys, client secrets and sign-ins are not kept. On: they go to %1, readable by anyone who can read that file.</source>
        <translation>Désactivé&#xa0;: sans trousseau, les clés d&apos;API, secrets client et authentifications ne sont pas conservés. Activé&#xa0;: ils vont dans %1, lisible par quiconque peut lire ce fichier.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation>p. ex. Production</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur&#xa0;:</translation>
    </message>
    <message>
        <source>https://mantyx.example.com</source>
        <translation>https://mantyx.example.com</translation>
    </message>
    <message>
        <source>The server&apos;s base URL; routes are under /api/v1/workspaces/&lt;workspace&gt;/</source>
        <translation>L&apos;URL de base du serveur&#xa0;; les routes se trouvent sous /api/v1/workspaces/&lt;workspace&gt;/</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>&amp;Espace de travail&#xa0;:</translation>
    </message>
    <message>
        <source>workspace slug, e.g. acme</source>
        <translation>identifiant de l&apos;espace de travail, p. ex. acme</translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation>&amp;Méthode d&apos;authentification&#xa0;:</translation>
    </message>
    <message>
        <source>Workspace API key</source>
        <translation>Clé d&apos;API de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>OAuth sign-in in the browser</source>
        <translation>Authentification OAuth dans le navigateur</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API&#xa0;:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file</source>
        <translation>Conservée dans le trousseau système, jamais dans le fichier de paramètres</translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation>ID c&amp;lient&#xa0;:</translation>
    </message>
    <message>
        <source>the OAuth app&apos;s client id</source>
        <translation>l&apos;identifiant client de l&apos;application OAuth</translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation>S&amp;ecret client&#xa0;:</translation>
    </message>
    <message>
        <source>Needed by confidential OAuth apps (every MANTYX app is one); kept in the system keychain, never in the settings file</source>
        <translation>Requis par les applications OAuth confidentielles (toutes les applications MANTYX le sont)&#xa0;; conservé dans le trousseau système, jamais dans le fichier de paramètres</translation>
    </message>
    <message>
        <source>Authori&amp;zation page:</source>
        <translation>Page d&apos;auto&amp;risation&#xa0;:</translation>
    </message>
    <message>
        <source>The server&apos;s sign-in page: a path under the server address, or a whole URL</source>
        <translation>La page de connexion du serveur&#xa0;: un chemin sous l&apos;adresse du serveur, ou une URL complète</translation>
    </message>
    <message>
        <source>To&amp;ken endpoint:</source>
        <translation>Point de terminaison de &amp;jeton&#xa0;:</translation>
    </message>
    <message>
        <source>Where the app exchanges the sign-in for tokens: a path or a whole URL</source>
        <translation>Où l&apos;application échange l&apos;authentification contre des jetons&#xa0;: un chemin ou une URL complète</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Compte&#xa0;:</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in a browser</source>
        <translation>Copier l&apos;adresse de la page de connexion, pour l&apos;ouvrir dans un navigateur</translation>
    </message>
    <message>
        <source>Revoke the sign-in on the server and forget it here</source>
        <translation>Révoquer l&apos;authentification sur le serveur et l&apos;oublier ici</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Ask the server for its models with this connection&apos;s credential, and say what it answered</source>
        <translation>Demander ses modèles au serveur avec les identifiants de cette connexion, et indiquer sa réponse</translation>
    </message>
    <message>
        <source>No connections yet. Add one to send runs to a real MANTYX server; the built-in sandbox needs none.</source>
        <translation>Aucune connexion pour l&apos;instant. Ajoutez-en une pour envoyer des exécutions à un vrai serveur MANTYX&#xa0;; le bac à sable intégré n&apos;en a pas besoin.</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Enregi&amp;strer</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Bac à sable (intégré)</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Nouvelle connexion</translation>
    </message>
    <message>
        <source>Unencrypted Connection</source>
        <translation>Connexion non chiffrée</translation>
    </message>
    <message>
        <source>The credential of “%1” would be sent over plain http:// to %2, readable by anyone on the networks in between.</source>
        <translation>Les identifiants de «&#xa0;%1&#xa0;» seraient envoyés en http:// simple à %2, lisibles par quiconque se trouve sur les réseaux intermédiaires.</translation>
    </message>
    <message>
        <source>Use https:// unless you trust every network between this computer and the server. Your answer is remembered for this connection and these addresses.</source>
        <translation>Utilisez https://, sauf si vous faites confiance à tous les réseaux entre cet ordinateur et le serveur. Votre réponse est mémorisée pour cette connexion et ces adresses.</translation>
    </message>
    <message>
        <source>Send Anyway</source>
        <translation>Envoyer quand même</translation>
    </message>
    <message>
        <source>This server address is plain http:// and not on this computer: the API key and every run would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation>Cette adresse de serveur est en http:// simple et ne se trouve pas sur cet ordinateur&#xa0;: la clé d&apos;API et chaque exécution traverseraient le réseau sans chiffrement. Utilisez https://, sauf si vous faites confiance à tous les réseaux intermédiaires.</translation>
    </message>
    <message>
        <source>Plain http:// to another computer: the sign-in&apos;s tokens and client secret, and every run, would cross the network unencrypted. Use https:// unless you trust every network in between.</source>
        <translation>http:// simple vers un autre ordinateur&#xa0;: les jetons et le secret client de l&apos;authentification, ainsi que chaque exécution, traverseraient le réseau sans chiffrement. Utilisez https://, sauf si vous faites confiance à tous les réseaux intermédiaires.</translation>
    </message>
    <message>
        <source>The built-in sandbox runs on this computer; its API key is built in. Test Connection tries it.</source>
        <translation>Le bac à sable intégré s&apos;exécute sur cet ordinateur&#xa0;; sa clé d&apos;API est intégrée. Tester la connexion l&apos;essaie.</translation>
    </message>
    <message>
        <source>OAuth sign-in needs the OAuth app&apos;s client secret.</source>
        <translation>L&apos;authentification OAuth nécessite le secret client de l&apos;application OAuth.</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>intégrée</translation>
    </message>
    <message>
        <source>stored — type a new key to replace it</source>
        <translation>enregistrée — saisissez une nouvelle clé pour la remplacer</translation>
    </message>
    <message>
        <source>mantyx_…</source>
        <translation>mantyx_…</translation>
    </message>
    <message>
        <source>stored — type a new secret to replace it</source>
        <translation>enregistré — saisissez un nouveau secret pour le remplacer</translation>
    </message>
    <message>
        <source>required: from the OAuth app&apos;s settings</source>
        <translation>requis&#xa0;: dans les paramètres de l&apos;application OAuth</translation>
    </message>
    <message>
        <source>Cancel Sign-&amp;in</source>
        <translation>Annuler l&apos;a&amp;uthentification</translation>
    </message>
    <message>
        <source>Sign &amp;In…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <source>Stop waiting for the browser</source>
        <translation>Arrêter d&apos;attendre le navigateur</translation>
    </message>
    <message>
        <source>Open the server&apos;s sign-in page in your web browser</source>
        <translation>Ouvrir la page de connexion du serveur dans votre navigateur web</translation>
    </message>
    <message>
        <source>Save or revert the changes first</source>
        <translation>Enregistrez ou annulez d&apos;abord les modifications</translation>
    </message>
    <message>
        <source>Allow a plain-text file for secrets?</source>
        <translation>Autoriser un fichier en texte brut pour les secrets&#xa0;?</translation>
    </message>
    <message>
        <source>When no system keychain answers, API keys, OAuth client secrets and sign-ins will be written to
%1
The file can be read only by your user account, but anyone or anything running as you can use what is in it. Use this only on a machine without a keychain service.</source>
        <translation>Quand aucun trousseau système ne répond, les clés d&apos;API, secrets client OAuth et authentifications seront écrits dans
%1
Seul votre compte utilisateur peut lire ce fichier, mais toute personne ou tout programme agissant sous votre identité peut utiliser son contenu. N&apos;utilisez ceci que sur une machine sans service de trousseau.</translation>
    </message>
    <message>
        <source>The API key was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>La clé d&apos;API a été enregistrée en texte brut dans %1, car aucun trousseau système n&apos;est disponible. Quiconque peut lire ce fichier peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The API key was saved in the system keychain.</source>
        <translation>La clé d&apos;API a été enregistrée dans le trousseau système.</translation>
    </message>
    <message>
        <source>The API key was not saved: %1</source>
        <translation>La clé d&apos;API n&apos;a pas été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The API key is stored in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>La clé d&apos;API est stockée en texte brut dans %1, car aucun trousseau système n&apos;est disponible. Quiconque peut lire ce fichier peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>An API key is stored in the system keychain.</source>
        <translation>Une clé d&apos;API est stockée dans le trousseau système.</translation>
    </message>
    <message>
        <source>No API key is stored for this connection yet.</source>
        <translation>Aucune clé d&apos;API n&apos;est encore stockée pour cette connexion.</translation>
    </message>
    <message>
        <source>The client secret was saved in plain text in %1, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Le secret client a été enregistré en texte brut dans %1, car aucun trousseau système n&apos;est disponible. Quiconque peut lire ce fichier peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The client secret was saved in the system keychain.</source>
        <translation>Le secret client a été enregistré dans le trousseau système.</translation>
    </message>
    <message>
        <source>The client secret was not saved: %1</source>
        <translation>Le secret client n&apos;a pas été enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The client secret is stored in plain text in %1, because no system keychain is available.</source>
        <translation>Le secret client est stocké en texte brut dans %1, car aucun trousseau système n&apos;est disponible.</translation>
    </message>
    <message>
        <source>A client secret is stored in the system keychain.</source>
        <translation>Un secret client est stocké dans le trousseau système.</translation>
    </message>
    <message>
        <source>No client secret is stored for this connection.</source>
        <translation>Aucun secret client n&apos;est stocké pour cette connexion.</translation>
    </message>
    <message>
        <source>Signed in. The sign-in is kept in plain text in %1, because no system keychain is available.</source>
        <translation>Connecté. L&apos;authentification est conservée en texte brut dans %1, car aucun trousseau système n&apos;est disponible.</translation>
    </message>
    <message>
        <source>Signed in (the sign-in is kept in the system keychain).</source>
        <translation>Connecté (l&apos;authentification est conservée dans le trousseau système).</translation>
    </message>
    <message>
        <source>Not signed in.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>Finish the sign-in in your web browser…</source>
        <translation>Terminez l&apos;authentification dans votre navigateur web…</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>Connecté en tant que %1.</translation>
    </message>
    <message>
        <source>No secret store is available: secrets cannot be kept.</source>
        <translation>Aucun stockage de secrets n&apos;est disponible&#xa0;: les secrets ne peuvent pas être conservés.</translation>
    </message>
    <message>
        <source>The connection could not be saved to the settings.</source>
        <translation>La connexion n&apos;a pas pu être enregistrée dans les paramètres.</translation>
    </message>
    <message>
        <source>Saving the client secret…</source>
        <translation>Enregistrement du secret client…</translation>
    </message>
    <message>
        <source>Saving the API key…</source>
        <translation>Enregistrement de la clé d&apos;API…</translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation>Supprimer la connexion</translation>
    </message>
    <message>
        <source>Remove the connection &quot;%1&quot; and its stored secrets?</source>
        <translation>Supprimer la connexion «&#xa0;%1&#xa0;» et ses secrets enregistrés&#xa0;?</translation>
    </message>
    <message>
        <source>Nothing was sent: the credential stays off plain http.</source>
        <translation>Rien n&apos;a été envoyé&#xa0;: les identifiants ne passent pas en http simple.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Test de la connexion…</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Succès</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>&amp;Use “%1”</source>
        <translation>&amp;Utiliser «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Put this workspace slug into the form and test again</source>
        <translation>Placer cet identifiant d&apos;espace de travail dans le formulaire et tester à nouveau</translation>
    </message>
    <message>
        <source>Sign-in cancelled.</source>
        <translation>Authentification annulée.</translation>
    </message>
    <message>
        <source>No web browser could be opened. Open this address in one to sign in:</source>
        <translation>Aucun navigateur web n&apos;a pu être ouvert. Ouvrez cette adresse dans un navigateur pour vous connecter&#xa0;:</translation>
    </message>
    <message>
        <source>The sign-in is for the workspace “%1”, not “%2”.</source>
        <translation>L&apos;authentification concerne l&apos;espace de travail «&#xa0;%1&#xa0;», et non «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Signed in as %1, but the sign-in could not be kept: %2 It lasts until the app is closed.</source>
        <translation>Connecté en tant que %1, mais l&apos;authentification n&apos;a pas pu être conservée&#xa0;: %2 Elle reste valable jusqu&apos;à la fermeture de l&apos;application.</translation>
    </message>
    <message>
        <source>Signed in as %1. The sign-in is kept in plain text in %2, because no system keychain is available.</source>
        <translation>Connecté en tant que %1. L&apos;authentification est conservée en texte brut dans %2, car aucun trousseau système n&apos;est disponible.</translation>
    </message>
    <message>
        <source>The sign-in failed: %1</source>
        <translation>L&apos;authentification a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Signed out; the server revoked the sign-in.</source>
        <translation>Déconnecté&#xa0;; le serveur a révoqué l&apos;authentification.</translation>
    </message>
    <message>
        <source>Signed out here. The server could not be told, so the sign-in may stay valid there until it is revoked in the workspace settings.</source>
        <translation>Déconnecté ici. Le serveur n&apos;a pas pu être prévenu&#xa0;: l&apos;authentification peut donc y rester valide jusqu&apos;à sa révocation dans les paramètres de l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Déconnexion…</translation>
    </message>
    <message>
        <source>Unsaved Connection</source>
        <translation>Connexion non enregistrée</translation>
    </message>
    <message>
        <source>The connection has changes that are not saved. Save them?</source>
        <translation>La connexion comporte des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionService</name>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Bac à sable (intégré)</translation>
    </message>
    <message>
        <source>The built-in sandbox is not running.</source>
        <translation>Le bac à sable intégré n&apos;est pas en cours d&apos;exécution.</translation>
    </message>
</context>
<context>
    <name>mantyx::ConnectionTester</name>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; no default model is set.</source>
        <translation>Connecté à l&apos;espace de travail %1. Modèles&#xa0;: %2&#xa0;; aucun modèle par défaut n&apos;est défini.</translation>
    </message>
    <message>
        <source>Connected to the workspace %1. Models: %2; the default is %3.</source>
        <translation>Connecté à l&apos;espace de travail %1. Modèles&#xa0;: %2&#xa0;; le modèle par défaut est %3.</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>Connecté en tant que %1.</translation>
    </message>
    <message>
        <source>Nothing to test with: no network access is set up.</source>
        <translation>Rien pour tester&#xa0;: aucun accès réseau n&apos;est configuré.</translation>
    </message>
    <message>
        <source>The server address must be an http:// or https:// URL with a host name.</source>
        <translation>L&apos;adresse du serveur doit être une URL http:// ou https:// avec un nom d&apos;hôte.</translation>
    </message>
    <message>
        <source>The connection has no workspace slug: enter the one of the workspace you want to use.</source>
        <translation>La connexion n&apos;a pas d&apos;identifiant d&apos;espace de travail&#xa0;: saisissez celui de l&apos;espace de travail que vous voulez utiliser.</translation>
    </message>
    <message>
        <source>The connection has no workspace slug; this credential&apos;s workspace is %1.</source>
        <translation>La connexion n&apos;a pas d&apos;identifiant d&apos;espace de travail&#xa0;; l&apos;espace de travail de ces identifiants est %1.</translation>
    </message>
    <message>
        <source>Not tested: %1 is plain http:// to another computer, so the credential would cross the network unencrypted. Confirm that you accept this, or use https://.</source>
        <translation>Non testé&#xa0;: %1 est en http:// simple vers un autre ordinateur, les identifiants traverseraient donc le réseau sans chiffrement. Confirmez que vous l&apos;acceptez, ou utilisez https://.</translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): enter the API key.</source>
        <translation>Le serveur n&apos;a reçu aucun identifiant (HTTP 401)&#xa0;: saisissez la clé d&apos;API.</translation>
    </message>
    <message>
        <source>The server received no credential (HTTP 401): sign in first.</source>
        <translation>Le serveur n&apos;a reçu aucun identifiant (HTTP 401)&#xa0;: connectez-vous d&apos;abord.</translation>
    </message>
    <message>
        <source>The server does not accept this API key (HTTP 401): it is unknown, expired or revoked.</source>
        <translation>Le serveur n&apos;accepte pas cette clé d&apos;API (HTTP 401)&#xa0;: elle est inconnue, expirée ou révoquée.</translation>
    </message>
    <message>
        <source>The server does not accept the sign-in&apos;s access token (HTTP 401): sign in again.</source>
        <translation>Le serveur n&apos;accepte pas le jeton d&apos;accès de l&apos;authentification (HTTP 401)&#xa0;: reconnectez-vous.</translation>
    </message>
    <message>
        <source>The server does not accept the sign-in (HTTP 401), and it could not be renewed: %1 Sign in again.</source>
        <translation>Le serveur n&apos;accepte pas l&apos;authentification (HTTP 401), et elle n&apos;a pas pu être renouvelée&#xa0;: %1 Reconnectez-vous.</translation>
    </message>
    <message>
        <source>This API key is not a Developer API key (HTTP 403): create a Developer API key in the workspace settings and use that one.</source>
        <translation>Cette clé d&apos;API n&apos;est pas une clé d&apos;API Developer (HTTP 403)&#xa0;: créez une clé d&apos;API Developer dans les paramètres de l&apos;espace de travail et utilisez-la.</translation>
    </message>
    <message>
        <source>The workspace&apos;s plan does not include access through the API (HTTP 403).</source>
        <translation>L&apos;offre de l&apos;espace de travail n&apos;inclut pas l&apos;accès par l&apos;API (HTTP 403).</translation>
    </message>
    <message>
        <source>The sign-in lacks a scope that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation>Il manque à l&apos;authentification une portée nécessaire pour lister les modèles (HTTP 403)&#xa0;: reconnectez-vous et accordez-la.</translation>
    </message>
    <message numerus="yes">
        <source>The sign-in lacks the scope %1 that listing models needs (HTTP 403): sign in again and grant it.</source>
        <translation>
            <numerusform>Il manque à l&apos;authentification la portée %1, nécessaire pour lister les modèles (HTTP 403)&#xa0;: reconnectez-vous et accordez-la.</numerusform>
            <numerusform>Il manque à l&apos;authentification les portées %1, nécessaires pour lister les modèles (HTTP 403)&#xa0;: reconnectez-vous et accordez-les.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404), and the server did not say which one is: check the workspace slug.</source>
        <translation>%1 n&apos;est pas l&apos;espace de travail de ces identifiants (HTTP 404), et le serveur n&apos;a pas indiqué lequel l&apos;est&#xa0;: vérifiez l&apos;identifiant de l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>%1 is not this credential&apos;s workspace (HTTP 404); its workspace is %2.</source>
        <translation>%1 n&apos;est pas l&apos;espace de travail de ces identifiants (HTTP 404)&#xa0;; leur espace de travail est %2.</translation>
    </message>
    <message>
        <source>There is no MANTYX API at %1 (HTTP 404): check the server address, including any path prefix.</source>
        <translation>Il n&apos;y a pas d&apos;API MANTYX à %1 (HTTP 404)&#xa0;: vérifiez l&apos;adresse du serveur, y compris un éventuel préfixe de chemin.</translation>
    </message>
    <message numerus="yes">
        <source>The server is limiting the requests of this credential (HTTP 429): try again in %n second(s).</source>
        <translation>
            <numerusform>Le serveur limite les requêtes de ces identifiants (HTTP 429)&#xa0;: réessayez dans %n seconde.</numerusform>
            <numerusform>Le serveur limite les requêtes de ces identifiants (HTTP 429)&#xa0;: réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server is limiting the requests of this credential (HTTP 429): try again later.</source>
        <translation>Le serveur limite les requêtes de ces identifiants (HTTP 429)&#xa0;: réessayez plus tard.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1): try again later, or tell its operator.</source>
        <translation>Le serveur a échoué (HTTP %1)&#xa0;: réessayez plus tard, ou prévenez son administrateur.</translation>
    </message>
    <message>
        <source>%1 answered (HTTP %2), but not with a list of models: is it a MANTYX server?</source>
        <translation>%1 a répondu (HTTP %2), mais pas avec une liste de modèles&#xa0;: s&apos;agit-il d&apos;un serveur MANTYX&#xa0;?</translation>
    </message>
    <message>
        <source>The server answered HTTP %1, which a MANTYX server does not send for a model list: is %2 the right address?</source>
        <translation>Le serveur a répondu HTTP %1, ce qu&apos;un serveur MANTYX n&apos;envoie pas pour une liste de modèles&#xa0;: %2 est-elle la bonne adresse&#xa0;?</translation>
    </message>
    <message>
        <source>Nothing is listening at %1 port %2 (connection refused): check the address and the port, and that the server is running.</source>
        <translation>Rien n&apos;écoute sur %1 port %2 (connexion refusée)&#xa0;: vérifiez l&apos;adresse et le port, et que le serveur est démarré.</translation>
    </message>
    <message>
        <source>The host name %1 was not found (DNS): check the server address.</source>
        <translation>Le nom d&apos;hôte %1 est introuvable (DNS)&#xa0;: vérifiez l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <source>The secure (TLS) connection to %1 failed: %2. Check the address (https:// or http://) and the server&apos;s certificate.</source>
        <translation>La connexion sécurisée (TLS) à %1 a échoué&#xa0;: %2. Vérifiez l&apos;adresse (https:// ou http://) et le certificat du serveur.</translation>
    </message>
    <message numerus="yes">
        <source>The server did not answer within %n second(s).</source>
        <translation>
            <numerusform>Le serveur n&apos;a pas répondu en %n seconde.</numerusform>
            <numerusform>Le serveur n&apos;a pas répondu en %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server could not be reached: %1.</source>
        <translation>Le serveur est injoignable&#xa0;: %1.</translation>
    </message>
    <message>
        <source>If the server speaks plain http, the address must start with http://, not https://.</source>
        <translation>Si le serveur parle en http simple, l&apos;adresse doit commencer par http://, et non https://.</translation>
    </message>
    <message>
        <source>The server said: %1</source>
        <translation>Le serveur a répondu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::CredentialProvider</name>
    <message>
        <source>This credential cannot be refreshed.</source>
        <translation>Ces identifiants ne peuvent pas être rafraîchis.</translation>
    </message>
</context>
<context>
    <name>mantyx::Dispatcher</name>
    <message>
        <source>No handler: no local tools are configured.</source>
        <translation>Aucun gestionnaire&#xa0;: aucun outil local n&apos;est configuré.</translation>
    </message>
    <message>
        <source>%1 (MCP server &quot;%2&quot;)</source>
        <translation>%1 (serveur MCP «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>%1 (A2A peer)</source>
        <translation>%1 (pair A2A)</translation>
    </message>
    <message>
        <source>%1 (local)</source>
        <translation>%1 (local)</translation>
    </message>
    <message>
        <source>The spec declares no local tools.</source>
        <translation>La spécification ne déclare aucun outil local.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>The declared local tools are %1.</source>
        <translation>Les outils locaux déclarés sont %1.</translation>
    </message>
    <message>
        <source>The A2A agent answered (%1).</source>
        <translation>L&apos;agent A2A a répondu (%1).</translation>
    </message>
    <message>
        <source>The A2A exchange failed: %1</source>
        <translation>L&apos;échange A2A a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The command answered.</source>
        <translation>La commande a répondu.</translation>
    </message>
    <message>
        <source>The command timed out.</source>
        <translation>La commande a expiré.</translation>
    </message>
    <message>
        <source>The command did not start.</source>
        <translation>La commande n&apos;a pas démarré.</translation>
    </message>
    <message>
        <source>The command failed (exit code %1).</source>
        <translation>La commande a échoué (code de sortie %1).</translation>
    </message>
    <message>
        <source>The MCP server was removed before the call could be made.</source>
        <translation>Le serveur MCP a été supprimé avant que l&apos;appel puisse être effectué.</translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; reported an error.</source>
        <translation>L&apos;outil MCP «&#xa0;%1&#xa0;» a signalé une erreur.</translation>
    </message>
    <message>
        <source>The MCP tool &quot;%1&quot; answered.</source>
        <translation>L&apos;outil MCP «&#xa0;%1&#xa0;» a répondu.</translation>
    </message>
    <message>
        <source>The MCP server refused the call: %1 (%2).</source>
        <translation>Le serveur MCP a refusé l&apos;appel&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>The call was cancelled before it finished.</source>
        <translation>L&apos;appel a été annulé avant de se terminer.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The tool&apos;s result does not match its outputSchema:
%1</source>
        <translation>Le résultat de l&apos;outil ne correspond pas à son outputSchema&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>mantyx::EventInspector</name>
    <message>
        <source>Pretty</source>
        <translation>Mis en forme</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Brut</translation>
    </message>
    <message>
        <source>The event&apos;s JSON, indented</source>
        <translation>Le JSON de l&apos;événement, indenté</translation>
    </message>
    <message>
        <source>The SSE data exactly as received</source>
        <translation>Les données SSE exactement telles que reçues</translation>
    </message>
    <message>
        <source>Copy pretty</source>
        <translation>Copier mis en forme</translation>
    </message>
    <message>
        <source>Copy raw</source>
        <translation>Copier brut</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No event selected</source>
        <translation>Aucun événement sélectionné</translation>
    </message>
    <message numerus="yes">
        <source>Row %1 · %2 · %n event(s)</source>
        <translation>
            <numerusform>Ligne %1 · %2 · %n événement</numerusform>
            <numerusform>Ligne %1 · %2 · %n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>no seq</source>
        <translation>sans seq</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(sans type)</translation>
    </message>
    <message>
        <source>Events (showing the first %1 of %2)</source>
        <translation>Événements (les %1 premiers sur %2)</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>Événements (%1)</translation>
    </message>
    <message>
        <source>seq %1</source>
        <translation>seq %1</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>sans type</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>type %1</translation>
    </message>
    <message>
        <source>SSE id %1</source>
        <translation>id SSE %1</translation>
    </message>
    <message>
        <source>SSE event %1</source>
        <translation>événement SSE %1</translation>
    </message>
    <message>
        <source>envelope</source>
        <translation>enveloppe</translation>
    </message>
    <message>
        <source>flat payload</source>
        <translation>charge utile à plat</translation>
    </message>
    <message>
        <source>flat payload and envelope</source>
        <translation>charge utile à plat et enveloppe</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
    <message>
        <source>// not JSON: %1 at byte %2</source>
        <translation>// pas du JSON&#xa0;: %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>Unknown event type “%1”: kept as received</source>
        <translation>Type d&apos;événement inconnu «&#xa0;%1&#xa0;»&#xa0;: conservé tel que reçu</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
</context>
<context>
    <name>mantyx::GeneralPage</name>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Workspace default</source>
        <translation>Par défaut de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Pick a model of the workspace or type a selector: a catalog id, provider:vendor-model, or a bare vendor model id</source>
        <translation>Choisissez un modèle de l&apos;espace de travail ou saisissez un sélecteur&#xa0;: un id du catalogue, provider:vendor-model, ou un id de modèle du fournisseur seul</translation>
    </message>
    <message>
        <source>&amp;Agent ID:</source>
        <translation>ID d&apos;&amp;agent&#xa0;:</translation>
    </message>
    <message>
        <source>Optional: run a persisted agent (then the system prompt and model are optional)</source>
        <translation>Facultatif&#xa0;: exécuter un agent persistant (le prompt système et le modèle deviennent alors facultatifs)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Optional label for observability</source>
        <translation>Libellé facultatif pour l&apos;observabilité</translation>
    </message>
    <message>
        <source>S&amp;ystem prompt:</source>
        <translation>Prompt s&amp;ystème&#xa0;:</translation>
    </message>
    <message>
        <source>What the agent is and how it should behave</source>
        <translation>Ce qu&apos;est l&apos;agent et comment il doit se comporter</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>Entrée&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Prompt</translation>
    </message>
    <message>
        <source>One user prompt</source>
        <translation>Un seul prompt utilisateur</translation>
    </message>
    <message>
        <source>Me&amp;ssages</source>
        <translation>Me&amp;ssages</translation>
    </message>
    <message>
        <source>Several turns with roles, and attachments</source>
        <translation>Plusieurs tours avec rôles et pièces jointes</translation>
    </message>
    <message>
        <source>What the agent should do</source>
        <translation>Ce que l&apos;agent doit faire</translation>
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
        <translation>Journal du gestionnaire</translation>
    </message>
    <message>
        <source>Log — %1</source>
        <translation>Journal — %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Dir.</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>→ sent by this app, ← received from the handler</source>
        <translation>→ envoyé par cette application, ← reçu du gestionnaire</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected message and the other half of its exchange, or the selected log lines</source>
        <translation>Copier le message sélectionné et l&apos;autre moitié de son échange, ou les lignes de journal sélectionnées</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Empty this window; the handler keeps its own log and new entries still appear</source>
        <translation>Vider cette fenêtre&#xa0;; le gestionnaire conserve son propre journal et les nouvelles entrées continuent d&apos;apparaître</translation>
    </message>
    <message>
        <source>Not attached to a handler: what is shown stays as it was.</source>
        <translation>Non rattaché à un gestionnaire&#xa0;: le contenu affiché reste inchangé.</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;: %2 (%3)</source>
        <translation>Serveur MCP «&#xa0;%1&#xa0;»&#xa0;: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier message(s) were dropped from its log.</source>
        <translation>
            <numerusform>%n message antérieur a été retiré de son journal.</numerusform>
            <numerusform>%n messages antérieurs ont été retirés de son journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>A2A peer: %1 (%2)</source>
        <translation>Pair A2A&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>A2A peer: no usable card yet; the card request is shown when made.</source>
        <translation>Pair A2A&#xa0;: aucune carte utilisable pour l&apos;instant&#xa0;; la requête de la carte s&apos;affiche lorsqu&apos;elle est effectuée.</translation>
    </message>
    <message>
        <source>Command: %1. Each run is listed when it ends; its stderr goes to the log.</source>
        <translation>Commande&#xa0;: %1. Chaque exécution est listée à sa fin&#xa0;; son stderr va dans le journal.</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>envoyé</translation>
    </message>
    <message>
        <source>received</source>
        <translation>reçu</translation>
    </message>
    <message>
        <source>Sent at %1</source>
        <translation>Envoyé à %1</translation>
    </message>
    <message>
        <source>Received at %1</source>
        <translation>Reçu à %1</translation>
    </message>
    <message>
        <source>(cut: %1 of %2 characters kept)</source>
        <translation>(tronqué&#xa0;: %1 caractères conservés sur %2)</translation>
    </message>
    <message>
        <source>Select a message to see it in full.</source>
        <translation>Sélectionnez un message pour le voir en entier.</translation>
    </message>
    <message>
        <source>Its response — %1</source>
        <translation>Sa réponse — %1</translation>
    </message>
    <message>
        <source>Its request — %1</source>
        <translation>Sa requête — %1</translation>
    </message>
    <message>
        <source>No response yet.</source>
        <translation>Pas encore de réponse.</translation>
    </message>
    <message>
        <source>Its request is no longer in this window.</source>
        <translation>Sa requête n&apos;est plus dans cette fenêtre.</translation>
    </message>
    <message>
        <source>&amp;Traffic (%1)</source>
        <translation>&amp;Trafic (%1)</translation>
    </message>
    <message>
        <source>&amp;stderr (%1)</source>
        <translation>&amp;stderr (%1)</translation>
    </message>
    <message>
        <source>&amp;Server log (%1)</source>
        <translation>Journal du &amp;serveur (%1)</translation>
    </message>
    <message>
        <source>The server&apos;s stderr and the log messages it sent</source>
        <translation>Le stderr du serveur et les messages de journal qu&apos;il a envoyés</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpConnection</name>
    <message>
        <source>The request did not arrive within %1 ms.</source>
        <translation>La requête n&apos;est pas arrivée en %1 ms.</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpListener</name>
    <message>
        <source>The server has %1 connections open, its limit; try again when one has closed.</source>
        <translation>Le serveur a %1 connexions ouvertes, sa limite&#xa0;; réessayez lorsque l&apos;une d&apos;elles sera fermée.</translation>
    </message>
</context>
<context>
    <name>mantyx::HttpRequestParser</name>
    <message>
        <source>The request does not start with a method.</source>
        <translation>La requête ne commence pas par une méthode.</translation>
    </message>
    <message>
        <source>The request line is longer than %1 bytes.</source>
        <translation>La ligne de requête dépasse %1 octets.</translation>
    </message>
    <message>
        <source>A header line is longer than %1 bytes.</source>
        <translation>Une ligne d&apos;en-tête dépasse %1 octets.</translation>
    </message>
    <message>
        <source>The request head is larger than %1 bytes.</source>
        <translation>L&apos;en-tête de la requête dépasse %1 octets.</translation>
    </message>
    <message>
        <source>The request head holds a bare CR or a NUL byte.</source>
        <translation>L&apos;en-tête de la requête contient un CR isolé ou un octet NUL.</translation>
    </message>
    <message>
        <source>Too many empty lines before the request line.</source>
        <translation>Trop de lignes vides avant la ligne de requête.</translation>
    </message>
    <message>
        <source>A chunk-size line is longer than %1 bytes.</source>
        <translation>Une ligne de taille de bloc dépasse %1 octets.</translation>
    </message>
    <message>
        <source>A chunk is not followed by a line end.</source>
        <translation>Un bloc n&apos;est pas suivi d&apos;une fin de ligne.</translation>
    </message>
    <message>
        <source>A chunk is longer than its size says.</source>
        <translation>Un bloc est plus long que sa taille annoncée.</translation>
    </message>
    <message>
        <source>The request line is not &quot;METHOD target HTTP/1.1&quot;.</source>
        <translation>La ligne de requête n&apos;est pas de la forme &quot;METHOD target HTTP/1.1&quot;.</translation>
    </message>
    <message>
        <source>The request method is not a token.</source>
        <translation>La méthode de la requête n&apos;est pas un token.</translation>
    </message>
    <message>
        <source>The request target holds whitespace or a control character.</source>
        <translation>La cible de la requête contient un espace ou un caractère de contrôle.</translation>
    </message>
    <message>
        <source>Only HTTP/1.0 and HTTP/1.1 are spoken here.</source>
        <translation>Seuls HTTP/1.0 et HTTP/1.1 sont pris en charge ici.</translation>
    </message>
    <message>
        <source>A header line is folded (starts with whitespace).</source>
        <translation>Une ligne d&apos;en-tête est repliée (commence par un espace).</translation>
    </message>
    <message>
        <source>A header line is not &quot;Name: value&quot;.</source>
        <translation>Une ligne d&apos;en-tête n&apos;est pas de la forme &quot;Name: value&quot;.</translation>
    </message>
    <message>
        <source>A header value holds a control character.</source>
        <translation>Une valeur d&apos;en-tête contient un caractère de contrôle.</translation>
    </message>
    <message>
        <source>The request has more than %1 header fields.</source>
        <translation>La requête comporte plus de %1 champs d&apos;en-tête.</translation>
    </message>
    <message>
        <source>The request has more than one Host header.</source>
        <translation>La requête comporte plus d&apos;un en-tête Host.</translation>
    </message>
    <message>
        <source>The request has both Content-Length and Transfer-Encoding.</source>
        <translation>La requête comporte à la fois Content-Length et Transfer-Encoding.</translation>
    </message>
    <message>
        <source>An HTTP/1.0 request cannot use Transfer-Encoding.</source>
        <translation>Une requête HTTP/1.0 ne peut pas utiliser Transfer-Encoding.</translation>
    </message>
    <message>
        <source>The last transfer coding of a request must be chunked.</source>
        <translation>Le dernier codage de transfert d&apos;une requête doit être chunked.</translation>
    </message>
    <message>
        <source>Only the chunked transfer coding is supported.</source>
        <translation>Seul le codage de transfert chunked est pris en charge.</translation>
    </message>
    <message>
        <source>The request has more than one Content-Length.</source>
        <translation>La requête comporte plus d&apos;un Content-Length.</translation>
    </message>
    <message>
        <source>Content-Length is not a number.</source>
        <translation>Content-Length n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>The body is larger than %1 bytes.</source>
        <translation>Le corps dépasse %1 octets.</translation>
    </message>
    <message>
        <source>A chunk size is not a hexadecimal number.</source>
        <translation>Une taille de bloc n&apos;est pas un nombre hexadécimal.</translation>
    </message>
    <message>
        <source>A chunk extension holds a control character.</source>
        <translation>Une extension de bloc contient un caractère de contrôle.</translation>
    </message>
</context>
<context>
    <name>mantyx::JsonEditor</name>
    <message>
        <source>JSON editor</source>
        <translation>Éditeur JSON</translation>
    </message>
    <message>
        <source>Line numbers and issue markers</source>
        <translation>Numéros de ligne et marqueurs de problèmes</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation>Supprimer les lignes sélectionnées</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Max calls</source>
        <translation>Appels max.</translation>
    </message>
    <message>
        <source>Add a budget for one tool</source>
        <translation>Ajouter un budget pour un outil</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add a key/value pair</source>
        <translation>Ajouter une paire clé/valeur</translation>
    </message>
</context>
<context>
    <name>mantyx::LiveRunSource</name>
    <message>
        <source>There is no connection to create the run on.</source>
        <translation>Aucune connexion sur laquelle créer l&apos;exécution.</translation>
    </message>
    <message>
        <source>The server&apos;s stream address &quot;%1&quot; is not a valid URL.</source>
        <translation>L&apos;adresse de flux du serveur «&#xa0;%1&#xa0;» n&apos;est pas une URL valide.</translation>
    </message>
    <message>
        <source>Stopped before the server answered the create request.</source>
        <translation>Arrêté avant que le serveur ait répondu à la requête de création.</translation>
    </message>
    <message>
        <source>Stopped before the run started.</source>
        <translation>Arrêté avant le démarrage de l&apos;exécution.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlerDialog</name>
    <message>
        <source>Row %1 of the %2 has a value but no name.</source>
        <translation>Ligne %1 (%2)&#xa0;: une valeur sans nom.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice in the %2.</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois (%2).</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>MCP Server</source>
        <translation>Serveur MCP</translation>
    </message>
    <message>
        <source>A local MCP server answers the run&apos;s mcp_local tool calls. It is started on this machine (a command speaking JSON-RPC on stdin and stdout) or reached over Streamable HTTP.</source>
        <translation>Un serveur MCP local répond aux appels d&apos;outil mcp_local de l&apos;exécution. Il est lancé sur cette machine (une commande parlant JSON-RPC sur stdin et stdout) ou joint via Streamable HTTP.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. fs</source>
        <translation>p. ex. fs</translation>
    </message>
    <message>
        <source>The mcp_local ref&apos;s name, and the mcpServer of its calls</source>
        <translation>Le nom de la référence mcp_local, et le mcpServer de ses appels</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>&amp;Transport&#xa0;:</translation>
    </message>
    <message>
        <source>Command (stdio)</source>
        <translation>Commande (stdio)</translation>
    </message>
    <message>
        <source>URL (Streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Commande&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. npx</source>
        <translation>p. ex. npx</translation>
    </message>
    <message>
        <source>The program that starts the server; found on PATH unless it is a path</source>
        <translation>Le programme qui lance le serveur&#xa0;; recherché dans le PATH sauf s&apos;il s&apos;agit d&apos;un chemin</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. -y @modelcontextprotocol/server-everything</source>
        <translation>p. ex. -y @modelcontextprotocol/server-everything</translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains spaces with &quot;…&quot;</source>
        <translation>Séparés par des espaces&#xa0;; entourez de &quot;…&quot; un argument contenant des espaces</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Added to this app&apos;s environment. Values marked secret are kept in the system keychain, never in the settings file.</source>
        <translation>Ajoutées à l&apos;environnement de cette application. Les valeurs marquées secrètes sont conservées dans le trousseau système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Dossier de travail&#xa0;:</translation>
    </message>
    <message>
        <source>this app&apos;s</source>
        <translation>celui de cette application</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:3001/mcp</source>
        <translation>p. ex. http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>The server&apos;s MCP endpoint</source>
        <translation>Le point de terminaison MCP du serveur</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;En-têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Sent with every request. The values are credentials: they are kept in the system keychain.</source>
        <translation>Envoyés avec chaque requête. Les valeurs sont des identifiants&#xa0;: elles sont conservées dans le trousseau système.</translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation>Outils visibles par le modèle</translation>
    </message>
    <message>
        <source>&amp;Prefix:</source>
        <translation>&amp;Préfixe&#xa0;:</translation>
    </message>
    <message>
        <source>Put a prefix before every tool name, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation>Placer un préfixe devant chaque nom d&apos;outil, comme le font les SDK officiels (&lt;server&gt;_&lt;tool&gt;), pour distinguer les outils de deux serveurs. Désactivé&#xa0;: les noms du serveur tels quels.</translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation>Vide&#xa0;: le nom du serveur suivi d&apos;un trait de soulignement</translation>
    </message>
    <message>
        <source>Include tools the server adds later</source>
        <translation>Inclure les outils que le serveur ajoute plus tard</translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation>Outil du serveur</translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation>Nom pour le modèle</translation>
    </message>
    <message>
        <source>The model sees</source>
        <translation>Le modèle voit</translation>
    </message>
    <message>
        <source>Uncheck a tool to leave it out; give it a name of your own, or leave the name empty for the prefix plus the server&apos;s name</source>
        <translation>Décochez un outil pour l&apos;exclure&#xa0;; donnez-lui votre propre nom, ou laissez le nom vide pour utiliser le préfixe suivi du nom du serveur</translation>
    </message>
    <message>
        <source>Start time-&amp;out:</source>
        <translation>&amp;Délai de démarrage&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>initialize and each tools/list page</source>
        <translation>initialize et chaque page de tools/list</translation>
    </message>
    <message>
        <source>Call &amp;time-out:</source>
        <translation>Délai d&apos;a&amp;ppel&#xa0;:</translation>
    </message>
    <message>
        <source>tools/call; each progress notification from the server starts it again</source>
        <translation>tools/call&#xa0;; chaque notification de progression du serveur le relance</translation>
    </message>
    <message>
        <source>A2A Peer</source>
        <translation>Pair A2A</translation>
    </message>
    <message>
        <source>An A2A agent answers the run&apos;s a2a_local tool of this name: the call&apos;s message is sent to it and its reply is the tool&apos;s answer. Its agent card is fetched from the agent&apos;s URL or read from a file, and shipped with the run.</source>
        <translation>Un agent A2A répond à l&apos;outil a2a_local de l&apos;exécution portant ce nom&#xa0;: le message de l&apos;appel lui est envoyé et sa réponse constitue la réponse de l&apos;outil. Sa carte d&apos;agent est récupérée depuis l&apos;URL de l&apos;agent ou lue dans un fichier, et transmise avec l&apos;exécution.</translation>
    </message>
    <message>
        <source>&amp;Tool name:</source>
        <translation>Nom de l&apos;&amp;outil&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. hr_agent</source>
        <translation>p. ex. hr_agent</translation>
    </message>
    <message>
        <source>The a2a_local ref&apos;s name: the tool name the model sees</source>
        <translation>Le nom de la référence a2a_local&#xa0;: le nom d&apos;outil que voit le modèle</translation>
    </message>
    <message>
        <source>Agent &amp;URL</source>
        <translation>&amp;URL de l&apos;agent</translation>
    </message>
    <message>
        <source>Fetch the card from &lt;URL&gt;/.well-known/agent-card.json (or agent.json), or from the URL itself when it ends in .json</source>
        <translation>Récupérer la carte depuis &lt;URL&gt;/.well-known/agent-card.json (ou agent.json), ou depuis l&apos;URL elle-même si elle se termine par .json</translation>
    </message>
    <message>
        <source>Card &amp;file</source>
        <translation>&amp;Fichier de carte</translation>
    </message>
    <message>
        <source>Read the card from a JSON file each time the peer starts</source>
        <translation>Lire la carte depuis un fichier JSON à chaque démarrage du pair</translation>
    </message>
    <message>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. http://127.0.0.1:4000</source>
        <translation>p. ex. http://127.0.0.1:4000</translation>
    </message>
    <message>
        <source>Card f&amp;ile:</source>
        <translation>F&amp;ichier de carte&#xa0;:</translation>
    </message>
    <message>
        <source>Sent with the card request and every call. The values are credentials: they are kept in the system keychain.</source>
        <translation>Envoyés avec la requête de la carte et chaque appel. Les valeurs sont des identifiants&#xa0;: elles sont conservées dans le trousseau système.</translation>
    </message>
    <message>
        <source>Command Tool</source>
        <translation>Outil commande</translation>
    </message>
    <message>
        <source>A program answers the run&apos;s local tool of this name. It gets the call&apos;s arguments as JSON on stdin (and MANTYX_TOOL_NAME, MANTYX_TOOL_USE_ID in its environment); what it prints is the answer. A non-zero exit is an error.</source>
        <translation>Un programme répond à l&apos;outil local de l&apos;exécution portant ce nom. Il reçoit les arguments de l&apos;appel en JSON sur stdin (et MANTYX_TOOL_NAME, MANTYX_TOOL_USE_ID dans son environnement)&#xa0;; ce qu&apos;il affiche constitue la réponse. Un code de sortie non nul est une erreur.</translation>
    </message>
    <message>
        <source>e.g. lookup_order</source>
        <translation>p. ex. lookup_order</translation>
    </message>
    <message>
        <source>The local tool&apos;s name, as the model calls it</source>
        <translation>Le nom de l&apos;outil local, tel que le modèle l&apos;appelle</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programme&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. /usr/local/bin/lookup-order</source>
        <translation>p. ex. /usr/local/bin/lookup-order</translation>
    </message>
    <message>
        <source>Run directly, without a shell; found on PATH unless it is a path</source>
        <translation>Exécuté directement, sans shell&#xa0;; recherché dans le PATH sauf s&apos;il s&apos;agit d&apos;un chemin</translation>
    </message>
    <message>
        <source>Fixed arguments, separated by spaces; quote one that contains spaces with &quot;…&quot;</source>
        <translation>Arguments fixes, séparés par des espaces&#xa0;; entourez de &quot;…&quot; un argument contenant des espaces</translation>
    </message>
    <message>
        <source>&amp;Time-out:</source>
        <translation>&amp;Délai&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The program is stopped after this long and the call answered with an error</source>
        <translation>Le programme est arrêté passé ce délai et l&apos;appel reçoit une erreur en réponse</translation>
    </message>
    <message>
        <source>Choose a Program</source>
        <translation>Choisir un programme</translation>
    </message>
    <message>
        <source>Choose an Agent Card</source>
        <translation>Choisir une carte d&apos;agent</translation>
    </message>
    <message>
        <source>Agent cards (*.json);;All files (*)</source>
        <translation>Cartes d&apos;agent (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The server did not list this tool when it last ran; the setting is kept for when it does.</source>
        <translation>Le serveur n&apos;a pas listé cet outil lors de sa dernière exécution&#xa0;; le réglage est conservé pour le jour où il le fera.</translation>
    </message>
    <message>
        <source>Names that do not match ^[a-zA-Z0-9_]{1,64}$ are adjusted; a name another tool of the run uses gets a number.</source>
        <translation>Les noms qui ne correspondent pas à ^[a-zA-Z0-9_]{1,64}$ sont ajustés&#xa0;; un nom déjà utilisé par un autre outil de l&apos;exécution reçoit un numéro.</translation>
    </message>
    <message>
        <source>The server&apos;s tools are listed here once it has run: start it from the panel, then Edit… to leave tools out or rename them.</source>
        <translation>Les outils du serveur sont listés ici une fois qu&apos;il a tourné&#xa0;: démarrez-le depuis le panneau, puis Modifier… pour exclure ou renommer des outils.</translation>
    </message>
    <message>
        <source>A quote is not closed.</source>
        <translation>Un guillemet n&apos;est pas fermé.</translation>
    </message>
    <message>
        <source>Another MCP server is already called &quot;%1&quot;.</source>
        <translation>Un autre serveur MCP s&apos;appelle déjà «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>environnement</translation>
    </message>
    <message>
        <source>headers</source>
        <translation>en-têtes</translation>
    </message>
    <message>
        <source>Another A2A peer or command tool already answers &quot;%1&quot;.</source>
        <translation>Un autre pair A2A ou outil commande répond déjà à «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Characters other than letters, digits and underscores become &quot;_&quot; in the names.</source>
        <translation>Les caractères autres que lettres, chiffres et traits de soulignement deviennent «&#xa0;_&#xa0;» dans les noms.</translation>
    </message>
    <message>
        <source>none: the server&apos;s names as they are</source>
        <translation>aucun&#xa0;: les noms du serveur tels quels</translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation>(exclu)</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersManager</name>
    <message>
        <source>The header values and secret variables of these handlers could not be read: %1</source>
        <translation>Les valeurs d&apos;en-tête et les variables secrètes de ces gestionnaires n&apos;ont pas pu être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>The header values and secret variables were not saved: %1</source>
        <translation>Les valeurs d&apos;en-tête et les variables secrètes n&apos;ont pas été enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>No system keychain is available: the header values and secret variables were saved in a plain-text file.</source>
        <translation>Aucun trousseau système n&apos;est disponible&#xa0;: les valeurs d&apos;en-tête et les variables secrètes ont été enregistrées dans un fichier en texte brut.</translation>
    </message>
    <message>
        <source>The local handlers could not be saved to %1.</source>
        <translation>Les gestionnaires locaux n&apos;ont pas pu être enregistrés dans %1.</translation>
    </message>
    <message>
        <source>Not JSON: %1 (at character %2).</source>
        <translation>Pas du JSON&#xa0;: %1 (au caractère %2).</translation>
    </message>
    <message>
        <source>The arguments must be a JSON object, e.g. {&quot;q&quot;: 1}.</source>
        <translation>Les arguments doivent être un objet JSON, p. ex. {&quot;q&quot;: 1}.</translation>
    </message>
    <message>
        <source>Starting the MCP server &quot;%1&quot;…</source>
        <translation>Démarrage du serveur MCP «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Fetching the agent card of &quot;%1&quot;…</source>
        <translation>Récupération de la carte d&apos;agent de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Running %1 with %2…</source>
        <translation>Exécution de %1 avec %2…</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>n&apos;a pas démarré</translation>
    </message>
    <message>
        <source>timed out after %1 ms</source>
        <translation>délai dépassé après %1 ms</translation>
    </message>
    <message>
        <source>crashed after %1 ms</source>
        <translation>a planté après %1 ms</translation>
    </message>
    <message>
        <source>exit code %1 after %2 ms</source>
        <translation>code de sortie %1 après %2 ms</translation>
    </message>
    <message>
        <source>Command &quot;%1&quot;: %2</source>
        <translation>Commande «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>stdout:</source>
        <translation>stdout&#xa0;:</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>stderr:</source>
        <translation>stderr&#xa0;:</translation>
    </message>
    <message>
        <source>A call would be answered with this result.</source>
        <translation>Un appel recevrait ce résultat en réponse.</translation>
    </message>
    <message>
        <source>A call would be answered with an error: %1</source>
        <translation>Un appel recevrait une erreur en réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot; is ready.</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» est prêt.</translation>
    </message>
    <message>
        <source>Server: %1 %2 (protocol %3)</source>
        <translation>Serveur&#xa0;: %1 %2 (protocole %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s): %1</source>
        <translation>
            <numerusform>%n outil&#xa0;: %1</numerusform>
            <numerusform>%n outils&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Exclus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Instructions: %1</source>
        <translation>Instructions&#xa0;: %1</translation>
    </message>
    <message>
        <source>Agent card of &quot;%1&quot;: %2 %3</source>
        <translation>Carte d&apos;agent de «&#xa0;%1&#xa0;»&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>Speaks %1 at %2</source>
        <translation>Parle %1 à %2</translation>
    </message>
    <message>
        <source>Calls are routed by %1</source>
        <translation>Les appels sont acheminés par %1</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s):</source>
        <translation>
            <numerusform>%n compétence&#xa0;:</numerusform>
            <numerusform>%n compétences&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: %2</source>
        <translation>«&#xa0;%1&#xa0;» a échoué&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersModel</name>
    <message>
        <source>card not fetched</source>
        <translation>carte non récupérée</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>fetching the card…</source>
        <translation>récupération de la carte…</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message numerus="yes">
        <source>ready, %n tool(s)</source>
        <translation>
            <numerusform>prêt, %n outil</numerusform>
            <numerusform>prêt, %n outils</numerusform>
        </translation>
    </message>
    <message>
        <source>ready, %1</source>
        <translation>prêt, %1</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>MCP server: answers mcp_local calls whose mcpServer is &quot;%1&quot;</source>
        <translation>Serveur MCP&#xa0;: répond aux appels mcp_local dont le mcpServer est «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>A2A peer: answers the a2a_local tool &quot;%1&quot;</source>
        <translation>Pair A2A&#xa0;: répond à l&apos;outil a2a_local «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Command: answers the local tool &quot;%1&quot;</source>
        <translation>Commande&#xa0;: répond à l&apos;outil local «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>exclu</translation>
    </message>
    <message>
        <source>server: %1</source>
        <translation>serveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destructif</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>monde ouvert</translation>
    </message>
    <message>
        <source>What the tool says about itself (MCP annotations); destructive tools always ask</source>
        <translation>Ce que l&apos;outil déclare sur lui-même (annotations MCP)&#xa0;; les outils destructifs demandent toujours</translation>
    </message>
    <message>
        <source>Annotations: %1</source>
        <translation>Annotations&#xa0;: %1</translation>
    </message>
    <message>
        <source>Left out: the model does not see this tool. Edit the server to include it.</source>
        <translation>Exclu&#xa0;: le modèle ne voit pas cet outil. Modifiez le serveur pour l&apos;inclure.</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>compétence</translation>
    </message>
    <message>
        <source>Handler / tool</source>
        <translation>Gestionnaire / outil</translation>
    </message>
    <message>
        <source>State / hints</source>
        <translation>État / indications</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Approbation</translation>
    </message>
    <message>
        <source>Target / description</source>
        <translation>Cible / description</translation>
    </message>
    <message>
        <source>Whether a call may run without asking: Ask, Always, or Read-only (when the MCP tool says readOnlyHint). A destructive tool or invalid arguments always ask.</source>
        <translation>Indique si un appel peut s&apos;exécuter sans demander&#xa0;: Demander, Toujours ou Lecture seule (quand l&apos;outil MCP déclare readOnlyHint). Un outil destructif ou des arguments invalides demandent toujours.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalHandlersPanel</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a local handler for this connection</source>
        <translation>Ajouter un gestionnaire local pour cette connexion</translation>
    </message>
    <message>
        <source>MCP Server…</source>
        <translation>Serveur MCP…</translation>
    </message>
    <message>
        <source>Add an MCP server (a command or a URL) whose tools answer mcp_local calls</source>
        <translation>Ajouter un serveur MCP (une commande ou une URL) dont les outils répondent aux appels mcp_local</translation>
    </message>
    <message>
        <source>A2A Peer…</source>
        <translation>Pair A2A…</translation>
    </message>
    <message>
        <source>Add an A2A agent (its URL or a card file) that answers an a2a_local tool</source>
        <translation>Ajouter un agent A2A (son URL ou un fichier de carte) qui répond à un outil a2a_local</translation>
    </message>
    <message>
        <source>Command Tool…</source>
        <translation>Outil commande…</translation>
    </message>
    <message>
        <source>Add a program that answers a local tool</source>
        <translation>Ajouter un programme qui répond à un outil local</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Change the selected handler</source>
        <translation>Modifier le gestionnaire sélectionné</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected handler (Del)</source>
        <translation>Supprimer le gestionnaire sélectionné (Del)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Start the MCP server, or fetch the A2A peer&apos;s card</source>
        <translation>Démarrer le serveur MCP, ou récupérer la carte du pair A2A</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop the MCP server (calls in flight fail), or forget the A2A peer&apos;s card</source>
        <translation>Arrêter le serveur MCP (les appels en cours échouent), ou oublier la carte du pair A2A</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>MCP: start and list the tools. A2A: fetch the card. Command: run it with the test arguments.</source>
        <translation>MCP&#xa0;: démarrer et lister les outils. A2A&#xa0;: récupérer la carte. Commande&#xa0;: l&apos;exécuter avec les arguments de test.</translation>
    </message>
    <message>
        <source>Log…</source>
        <translation>Journal…</translation>
    </message>
    <message>
        <source>The handler&apos;s JSON-RPC or HTTP traffic and its stderr, live</source>
        <translation>Le trafic JSON-RPC ou HTTP du gestionnaire et son stderr, en direct</translation>
    </message>
    <message>
        <source>No local handlers for this connection yet.

Add an MCP server, an A2A peer or a command tool, and the run&apos;s local_tool_calls can be answered on this machine.</source>
        <translation>Aucun gestionnaire local pour cette connexion pour l&apos;instant.

Ajoutez un serveur MCP, un pair A2A ou un outil commande, et les local_tool_calls de l&apos;exécution pourront être traités sur cette machine.</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Résultat du test</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>{}</source>
        <comment>an empty JSON object</comment>
        <translation>{}</translation>
    </message>
    <message>
        <source>The JSON object the command gets on stdin when tested</source>
        <translation>L&apos;objet JSON que la commande reçoit sur stdin lors du test</translation>
    </message>
    <message>
        <source>Select a handler and press Test.</source>
        <translation>Sélectionnez un gestionnaire et cliquez sur Tester.</translation>
    </message>
    <message>
        <source>&amp;Default approval:</source>
        <translation>Approbation par &amp;défaut&#xa0;:</translation>
    </message>
    <message>
        <source>For tools without a setting of their own</source>
        <translation>Pour les outils sans réglage propre</translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking. Read-only: runs without asking when the tool says readOnlyHint. Destructive tools and invalid arguments always ask.</source>
        <translation>Demander&#xa0;: vous approuvez chaque appel. Toujours&#xa0;: s&apos;exécute sans demander. Lecture seule&#xa0;: s&apos;exécute sans demander quand l&apos;outil déclare readOnlyHint. Les outils destructifs et les arguments invalides demandent toujours.</translation>
    </message>
    <message>
        <source>Ask: you approve every call. Always: runs without asking (unless its arguments are invalid).</source>
        <translation>Demander&#xa0;: vous approuvez chaque appel. Toujours&#xa0;: s&apos;exécute sans demander (sauf si ses arguments sont invalides).</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Par défaut (%1)</translation>
    </message>
    <message>
        <source>Remove Handler</source>
        <translation>Supprimer le gestionnaire</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from this connection&apos;s local handlers?</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» des gestionnaires locaux de cette connexion&#xa0;?</translation>
    </message>
    <message>
        <source>The server is stopped; its settings and stored header values are forgotten.</source>
        <translation>Le serveur est arrêté&#xa0;; ses réglages et les valeurs d&apos;en-tête enregistrées sont oubliés.</translation>
    </message>
    <message>
        <source>Its settings and stored header values are forgotten.</source>
        <translation>Ses réglages et les valeurs d&apos;en-tête enregistrées sont oubliés.</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot;</source>
        <translation>serveur MCP «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>A2A peer &quot;%1&quot;</source>
        <translation>pair A2A «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>command tool &quot;%1&quot;</source>
        <translation>outil commande «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolEditor</name>
    <message>
        <source>A tool this app answers: the model calls it, the run pauses, and the answer comes from a local handler or from you.</source>
        <translation>Un outil auquel cette application répond&#xa0;: le modèle l&apos;appelle, l&apos;exécution se met en pause, et la réponse vient d&apos;un gestionnaire local ou de vous.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>send_email</source>
        <translation>send_email</translation>
    </message>
    <message>
        <source>The name the model calls: 1 to 64 letters, digits or underscores</source>
        <translation>Le nom qu&apos;appelle le modèle&#xa0;: 1 à 64 lettres, chiffres ou traits de soulignement</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>What the tool does and when to use it</source>
        <translation>Ce que fait l&apos;outil et quand l&apos;utiliser</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Paramètres&#xa0;:</translation>
    </message>
    <message>
        <source>JSON Schema of the arguments (an object schema)</source>
        <translation>JSON Schema des arguments (un schéma d&apos;objet)</translation>
    </message>
    <message>
        <source>&amp;Output schema:</source>
        <translation>&amp;Schéma de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>JSON Schema of what the tool returns (optional)</source>
        <translation>JSON Schema de ce que renvoie l&apos;outil (facultatif)</translation>
    </message>
    <message>
        <source>&amp;Long-running</source>
        <translation>&amp;Longue durée</translation>
    </message>
    <message>
        <source>longRunning: tell the model not to call the tool again while a call is pending</source>
        <translation>longRunning&#xa0;: indiquer au modèle de ne pas rappeler l&apos;outil tant qu&apos;un appel est en attente</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolRegistry</name>
    <message>
        <source>No handler: this build does not know the tool kind &quot;%1&quot;.</source>
        <translation>Aucun gestionnaire&#xa0;: cette version ne connaît pas le type d&apos;outil «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and no configured server has a tool &quot;%1&quot;.</source>
        <translation>Aucun gestionnaire&#xa0;: l&apos;appel ne nomme aucun serveur MCP (mcpServer), et aucun serveur configuré n&apos;a d&apos;outil «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No handler: the call names no MCP server (mcpServer), and several configured servers have a tool &quot;%1&quot;.</source>
        <translation>Aucun gestionnaire&#xa0;: l&apos;appel ne nomme aucun serveur MCP (mcpServer), et plusieurs serveurs configurés ont un outil «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No handler: no MCP server named &quot;%1&quot; is configured.</source>
        <translation>Aucun gestionnaire&#xa0;: aucun serveur MCP nommé «&#xa0;%1&#xa0;» n&apos;est configuré.</translation>
    </message>
    <message>
        <source>No handler: the MCP server &quot;%1&quot; has no tool &quot;%2&quot;.</source>
        <translation>Aucun gestionnaire&#xa0;: le serveur MCP «&#xa0;%1&#xa0;» n&apos;a pas d&apos;outil «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Calls the tool &quot;%1&quot; of the MCP server &quot;%2&quot; (%3).</source>
        <translation>Appelle l&apos;outil «&#xa0;%1&#xa0;» du serveur MCP «&#xa0;%2&#xa0;» (%3).</translation>
    </message>
    <message>
        <source>No handler: the call carries no agent card URL to find its A2A peer by.</source>
        <translation>Aucun gestionnaire&#xa0;: l&apos;appel ne porte aucune URL de carte d&apos;agent permettant de trouver son pair A2A.</translation>
    </message>
    <message>
        <source>No handler: no A2A peer is configured for %1.</source>
        <translation>Aucun gestionnaire&#xa0;: aucun pair A2A n&apos;est configuré pour %1.</translation>
    </message>
    <message>
        <source>Sends the message to the A2A agent &quot;%1&quot; at %2 (%3).</source>
        <translation>Envoie le message à l&apos;agent A2A «&#xa0;%1&#xa0;» à %2 (%3).</translation>
    </message>
    <message>
        <source>No handler: no command is configured for the tool &quot;%1&quot;.</source>
        <translation>Aucun gestionnaire&#xa0;: aucune commande n&apos;est configurée pour l&apos;outil «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Runs %1 with the arguments as JSON on its standard input.</source>
        <translation>Exécute %1 avec les arguments en JSON sur son entrée standard.</translation>
    </message>
</context>
<context>
    <name>mantyx::LocalToolSession</name>
    <message>
        <source>The MCP server &quot;%1&quot; did not start: %2</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» n&apos;a pas démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; failed: %2</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; cannot be started: %2</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» ne peut pas être démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read from %2: %3</source>
        <translation>La carte d&apos;agent de «&#xa0;%1&#xa0;» n&apos;a pas pu être lue depuis %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; could not be read: %2</source>
        <translation>La carte d&apos;agent de «&#xa0;%1&#xa0;» n&apos;a pas pu être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; names no endpoint this client can use: %2</source>
        <translation>La carte d&apos;agent de «&#xa0;%1&#xa0;» n&apos;indique aucun point de terminaison utilisable par ce client&#xa0;: %2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>a card given as it is</source>
        <translation>une carte fournie telle quelle</translation>
    </message>
    <message>
        <source>No program is configured.</source>
        <translation>Aucun programme n&apos;est configuré.</translation>
    </message>
    <message>
        <source>The program &quot;%1&quot; was not found or is not executable.</source>
        <translation>Le programme «&#xa0;%1&#xa0;» est introuvable ou n&apos;est pas exécutable.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was stopped before the local tools were ready.</source>
        <translation>«&#xa0;%1&#xa0;» a été arrêté avant que les outils locaux soient prêts.</translation>
    </message>
    <message>
        <source>The local tools are not ready yet.</source>
        <translation>Les outils locaux ne sont pas encore prêts.</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;tools&quot; is not an array, so no local tools can be added.</source>
        <translation>Le &quot;tools&quot; de la spécification n&apos;est pas un tableau&#xa0;: aucun outil local ne peut être ajouté.</translation>
    </message>
    <message>
        <source>The MCP server name &quot;%1&quot; is given twice.</source>
        <translation>Le nom de serveur MCP «&#xa0;%1&#xa0;» est indiqué deux fois.</translation>
    </message>
    <message>
        <source>The tool name &quot;%1&quot; is given twice.</source>
        <translation>Le nom d&apos;outil «&#xa0;%1&#xa0;» est indiqué deux fois.</translation>
    </message>
    <message>
        <source>The spec already has a tool named &quot;%1&quot; (tools[%2]); the A2A peer needs another name.</source>
        <translation>La spécification a déjà un outil nommé «&#xa0;%1&#xa0;» (tools[%2])&#xa0;; le pair A2A doit porter un autre nom.</translation>
    </message>
    <message>
        <source>The spec&apos;s tool &quot;%1&quot; (tools[%2]) is not a local tool, so a command cannot answer it.</source>
        <translation>L&apos;outil «&#xa0;%1&#xa0;» de la spécification (tools[%2]) n&apos;est pas un outil local&#xa0;: une commande ne peut donc pas y répondre.</translation>
    </message>
    <message>
        <source>added the local tool &quot;%1&quot; (no parameters; declare it in the spec to give it a schema)</source>
        <translation>outil local «&#xa0;%1&#xa0;» ajouté (sans paramètres&#xa0;; déclarez-le dans la spécification pour lui donner un schéma)</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 sous le nom %2</translation>
    </message>
    <message>
        <source>%1: the model sees %2 (tool names must match ^[a-zA-Z0-9_]{1,64}$)</source>
        <translation>%1&#xa0;: le modèle voit %2 (les noms d&apos;outil doivent correspondre à ^[a-zA-Z0-9_]{1,64}$)</translation>
    </message>
    <message numerus="yes">
        <source>the MCP server &quot;%1&quot; replaces the spec&apos;s mcp_local ref tools[%2] (%n tool(s): %3)</source>
        <translation>
            <numerusform>le serveur MCP «&#xa0;%1&#xa0;» remplace la référence mcp_local tools[%2] de la spécification (%n outil&#xa0;: %3)</numerusform>
            <numerusform>le serveur MCP «&#xa0;%1&#xa0;» remplace la référence mcp_local tools[%2] de la spécification (%n outils&#xa0;: %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added the MCP server &quot;%1&quot; (%n tool(s): %2)</source>
        <translation>
            <numerusform>serveur MCP «&#xa0;%1&#xa0;» ajouté (%n outil&#xa0;: %2)</numerusform>
            <numerusform>serveur MCP «&#xa0;%1&#xa0;» ajouté (%n outils&#xa0;: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent card of &quot;%1&quot; has no URL to dispatch its calls by.</source>
        <translation>La carte d&apos;agent de «&#xa0;%1&#xa0;» n&apos;a pas d&apos;URL vers laquelle acheminer ses appels.</translation>
    </message>
    <message>
        <source>the A2A peer &quot;%1&quot; replaces the spec&apos;s a2a_local ref tools[%2]</source>
        <translation>le pair A2A «&#xa0;%1&#xa0;» remplace la référence a2a_local tools[%2] de la spécification</translation>
    </message>
    <message>
        <source>added the A2A peer &quot;%1&quot; (%2)</source>
        <translation>pair A2A «&#xa0;%1&#xa0;» ajouté (%2)</translation>
    </message>
    <message>
        <source>Kept for review: edit the answer, then send it.</source>
        <translation>Conservé pour vérification&#xa0;: modifiez la réponse, puis envoyez-la.</translation>
    </message>
    <message>
        <source>Cancelled: no answer was posted.</source>
        <translation>Annulé&#xa0;: aucune réponse n&apos;a été envoyée.</translation>
    </message>
    <message>
        <source>No run is attached: no answer was posted.</source>
        <translation>Aucune exécution n&apos;est rattachée&#xa0;: aucune réponse n&apos;a été envoyée.</translation>
    </message>
    <message>
        <source>The call was answered meanwhile: the handler&apos;s answer was not posted.</source>
        <translation>L&apos;appel a reçu une réponse entre-temps&#xa0;: la réponse du gestionnaire n&apos;a pas été envoyée.</translation>
    </message>
    <message>
        <source>The tool&apos;s answer could not be sent: %1</source>
        <translation>La réponse de l&apos;outil n&apos;a pas pu être envoyée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::MainWindow</name>
    <message>
        <source>Could not list the models: %1</source>
        <translation>Impossible de lister les modèles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer the Next Run from a Capture</source>
        <translation>Répondre à la prochaine exécution à partir d&apos;une capture</translation>
    </message>
    <message>
        <source>MANTYX captures (*.mxrun);;All files (*)</source>
        <translation>Captures MANTYX (*.mxrun);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Run %1 was not added to the run library: %2</source>
        <translation>L&apos;exécution %1 n&apos;a pas été ajoutée à la bibliothèque d&apos;exécutions&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run %1 ran on %2; connect to it to open the run.</source>
        <translation>L&apos;exécution %1 a eu lieu sur %2&#xa0;; connectez-vous à ce serveur pour ouvrir l&apos;exécution.</translation>
    </message>
    <message>
        <source>This run cannot be answered from here.</source>
        <translation>Impossible de répondre à cette exécution d&apos;ici.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xécution</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>Open R&amp;un…</source>
        <translation>Ouvrir une e&amp;xécution…</translation>
    </message>
    <message>
        <source>Open a run by its id: its whole event log, then the live tail if it is running</source>
        <translation>Ouvrir une exécution par son id&#xa0;: tout son journal d&apos;événements, puis la suite en direct si elle est en cours</translation>
    </message>
    <message>
        <source>Re&amp;cent Runs</source>
        <translation>Exécutions ré&amp;centes</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>&amp;HTML Report…</source>
        <translation>&amp;Rapport HTML…</translation>
    </message>
    <message>
        <source>&amp;Markdown…</source>
        <translation>&amp;Markdown…</translation>
    </message>
    <message>
        <source>Raw &amp;Events (JSONL)…</source>
        <translation>Événements &amp;bruts (JSONL)…</translation>
    </message>
    <message>
        <source>&amp;Spec (JSON)…</source>
        <translation>&amp;Spécification (JSON)…</translation>
    </message>
    <message>
        <source>Spec as &amp;curl…</source>
        <translation>Spécification en &amp;curl…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Open Cap&amp;ture…</source>
        <translation>Ouvrir une ca&amp;pture…</translation>
    </message>
    <message>
        <source>Open a capture file (.mxrun) and replay it</source>
        <translation>Ouvrir un fichier de capture (.mxrun) et le relire</translation>
    </message>
    <message>
        <source>Recent Captu&amp;res</source>
        <translation>Captures réce&amp;ntes</translation>
    </message>
    <message>
        <source>S&amp;tep Replay</source>
        <translation>Relecture pas à pa&amp;s</translation>
    </message>
    <message>
        <source>Hand on the next record of the capture (%1)</source>
        <translation>Passer à l&apos;enregistrement suivant de la capture (%1)</translation>
    </message>
    <message>
        <source>Re-ru&amp;n</source>
        <translation>Ré&amp;exécuter</translation>
    </message>
    <message>
        <source>Load the shown run&apos;s spec into the editor, to change it and run it again</source>
        <translation>Charger la spécification de l&apos;exécution affichée dans l&apos;éditeur, pour la modifier et l&apos;exécuter à nouveau</translation>
    </message>
    <message>
        <source>Prefe&amp;rences…</source>
        <translation>Préfé&amp;rences…</translation>
    </message>
    <message>
        <source>Run the spec in the editor (%1)</source>
        <translation>Exécuter la spécification de l&apos;éditeur (%1)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>&amp;Annuler l&apos;exécution</translation>
    </message>
    <message>
        <source>Ask the server to cancel the run (%1)</source>
        <translation>Demander au serveur d&apos;annuler l&apos;exécution (%1)</translation>
    </message>
    <message>
        <source>&amp;Go To</source>
        <translation>&amp;Aller à</translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation>&amp;Spécification</translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation>S&amp;ession</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Chronologie</translation>
    </message>
    <message>
        <source>&amp;Pending Calls</source>
        <translation>&amp;Appels en attente</translation>
    </message>
    <message>
        <source>Event &amp;Inspector</source>
        <translation>&amp;Inspecteur d&apos;événements</translation>
    </message>
    <message>
        <source>&amp;Local Handlers</source>
        <translation>&amp;Gestionnaires locaux</translation>
    </message>
    <message>
        <source>Run S&amp;ummary</source>
        <translation>&amp;Résumé de l&apos;exécution</translation>
    </message>
    <message>
        <source>Task Pl&amp;an</source>
        <translation>&amp;Plan de tâches</translation>
    </message>
    <message>
        <source>Protocol &amp;Notes</source>
        <translation>&amp;Notes de protocole</translation>
    </message>
    <message>
        <source>Start &amp;Session</source>
        <translation>Démarrer une &amp;session</translation>
    </message>
    <message>
        <source>Create a session with the spec in the editor as its defaults</source>
        <translation>Créer une session avec la spécification de l&apos;éditeur comme valeurs par défaut</translation>
    </message>
    <message>
        <source>Open S&amp;ession…</source>
        <translation>Ouvrir une s&amp;ession…</translation>
    </message>
    <message>
        <source>Co&amp;mpare Runs…</source>
        <translation>Co&amp;mparer des exécutions…</translation>
    </message>
    <message>
        <source>Compare two captured runs: specs, summaries and timelines</source>
        <translation>Comparer deux exécutions capturées&#xa0;: spécifications, résumés et chronologies</translation>
    </message>
    <message>
        <source>Re-run with Recorded &amp;Answers…</source>
        <translation>Relancer avec les &amp;réponses enregistrées…</translation>
    </message>
    <message>
        <source>Answer the local tool calls of the next run with the answers a capture recorded, where the tool and arguments match</source>
        <translation>Répondre aux appels d&apos;outils locaux de la prochaine exécution avec les réponses enregistrées dans une capture, lorsque l&apos;outil et les arguments correspondent</translation>
    </message>
    <message>
        <source>Show &amp;Status Bar</source>
        <translation>Afficher la &amp;barre d&apos;état</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;About MANTYX Run Inspector</source>
        <translation>À &amp;propos de MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spécification</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Pending Calls</source>
        <translation>Appels en attente</translation>
    </message>
    <message>
        <source>Event Inspector</source>
        <translation>Inspecteur d&apos;événements</translation>
    </message>
    <message>
        <source>Run Summary</source>
        <translation>Résumé de l&apos;exécution</translation>
    </message>
    <message>
        <source>Task Plan</source>
        <translation>Plan de tâches</translation>
    </message>
    <message>
        <source>Protocol Notes</source>
        <translation>Notes de protocole</translation>
    </message>
    <message>
        <source>Local Handlers</source>
        <translation>Gestionnaires locaux</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Untitled spec</source>
        <translation>Spécification sans titre</translation>
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
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Connecting to %1 at %2…</source>
        <translation>Connexion à %1 sur %2…</translation>
    </message>
    <message>
        <source>Connected to %1 at %2</source>
        <translation>Connecté à %1 sur %2</translation>
    </message>
    <message>
        <source>Not connected to %1 at %2</source>
        <translation>Non connecté à %1 sur %2</translation>
    </message>
    <message>
        <source>Not signed in to %1: open Manage… and Sign in.</source>
        <translation>Non authentifié auprès de %1&#xa0;: ouvrez Gérer… puis Se connecter.</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Impossible de se connecter à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Choose a connection first.</source>
        <translation>Choisissez d&apos;abord une connexion.</translation>
    </message>
    <message>
        <source>The spec has errors; fix them before running.</source>
        <translation>La spécification contient des erreurs&#xa0;; corrigez-les avant de lancer l&apos;exécution.</translation>
    </message>
    <message>
        <source>Choose a connection and give a run id.</source>
        <translation>Choisissez une connexion et indiquez un identifiant d&apos;exécution.</translation>
    </message>
    <message>
        <source>Opening run %1…</source>
        <translation>Ouverture de l&apos;exécution %1…</translation>
    </message>
    <message>
        <source>%1 cannot be used for answers: %2</source>
        <translation>%1 ne peut pas servir de source de réponses&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 recorded no answers to local tool calls.</source>
        <translation>%1 n&apos;a enregistré aucune réponse à des appels d&apos;outils locaux.</translation>
    </message>
    <message numerus="yes">
        <source>The local tool calls of the next run are answered from %1 (%n recorded answer(s)) where the tool and arguments match.</source>
        <translation>
            <numerusform>Les appels d&apos;outils locaux de la prochaine exécution reçoivent les réponses de %1 (%n réponse enregistrée) lorsque l&apos;outil et les arguments correspondent.</numerusform>
            <numerusform>Les appels d&apos;outils locaux de la prochaine exécution reçoivent les réponses de %1 (%n réponses enregistrées) lorsque l&apos;outil et les arguments correspondent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>No recent runs on this connection</source>
        <translation>Aucune exécution récente sur cette connexion</translation>
    </message>
    <message>
        <source>Clear Recent Runs</source>
        <translation>Effacer les exécutions récentes</translation>
    </message>
    <message>
        <source>Starting the local handlers…</source>
        <translation>Démarrage des gestionnaires locaux…</translation>
    </message>
    <message>
        <source>The run was not started: a local handler failed: %1</source>
        <translation>L&apos;exécution n&apos;a pas démarré&#xa0;: un gestionnaire local a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The local handlers do not fit the spec: %1</source>
        <translation>Les gestionnaires locaux ne correspondent pas à la spécification&#xa0;: %1</translation>
    </message>
    <message>
        <source>The run was not started: with the local handlers&apos; tools the spec has an error: %1</source>
        <translation>L&apos;exécution n&apos;a pas démarré&#xa0;: avec les outils des gestionnaires locaux, la spécification contient une erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Run %1 was not opened: %2</source>
        <translation>L&apos;exécution %1 n&apos;a pas été ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <source>Answered from recorded run %1</source>
        <translation>Réponse tirée de l&apos;exécution enregistrée %1</translation>
    </message>
    <message>
        <source>%1 recorded no answer for this tool with these arguments: answer it yourself.</source>
        <translation>%1 n&apos;a enregistré aucune réponse pour cet outil avec ces arguments&#xa0;: répondez vous-même.</translation>
    </message>
    <message>
        <source>The run is not being recorded: %1</source>
        <translation>L&apos;exécution n&apos;est pas enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>A local tool call arrived; start the local handlers to run it with them.</source>
        <translation>Un appel d&apos;outil local est arrivé&#xa0;; démarrez les gestionnaires locaux pour qu&apos;ils le traitent.</translation>
    </message>
    <message numerus="yes">
        <source>Cancel accepted; the server waits for %n pending call(s) — answer or reject them.</source>
        <translation>
            <numerusform>Annulation acceptée&#xa0;; le serveur attend %n appel en attente — répondez-y ou rejetez-le.</numerusform>
            <numerusform>Annulation acceptée&#xa0;; le serveur attend %n appels en attente — répondez-y ou rejetez-les.</numerusform>
        </translation>
    </message>
    <message>
        <source>No run</source>
        <translation>Aucune exécution</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Replay paused</source>
        <translation>Relecture en pause</translation>
    </message>
    <message>
        <source>Cancel run</source>
        <translation>Annuler l&apos;exécution</translation>
    </message>
    <message numerus="yes">
        <source>The run waits for %n local call(s). The server ends a cancelled run only once each is answered or has timed out.</source>
        <translation>
            <numerusform>L&apos;exécution attend %n appel local. Le serveur ne termine une exécution annulée qu&apos;une fois que chaque appel a reçu une réponse ou a expiré.</numerusform>
            <numerusform>L&apos;exécution attend %n appels locaux. Le serveur ne termine une exécution annulée qu&apos;une fois que chaque appel a reçu une réponse ou a expiré.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reject them and cancel</source>
        <translation>Les rejeter et annuler</translation>
    </message>
    <message>
        <source>Cancel, I will answer them</source>
        <translation>Annuler, je vais y répondre</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>Poursuivre l&apos;exécution</translation>
    </message>
    <message>
        <source>The user cancelled the run.</source>
        <translation>L&apos;utilisateur a annulé l&apos;exécution.</translation>
    </message>
    <message>
        <source>Open run</source>
        <translation>Ouvrir une exécution</translation>
    </message>
    <message>
        <source>Run id (its event log is read from seq 1; a running run is then followed live):</source>
        <translation>Identifiant d&apos;exécution (son journal d&apos;événements est lu à partir de seq 1&#xa0;; une exécution en cours est ensuite suivie en direct)&#xa0;:</translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation>Captures d&apos;exécution (*.mxrun);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Compare Runs — the first run</source>
        <translation>Comparer des exécutions — première exécution</translation>
    </message>
    <message>
        <source>Compare Runs — the second run</source>
        <translation>Comparer des exécutions — seconde exécution</translation>
    </message>
    <message>
        <source>Compare Runs</source>
        <translation>Comparer des exécutions</translation>
    </message>
    <message>
        <source>The runs could not be compared.
%1</source>
        <translation>Les exécutions n&apos;ont pas pu être comparées.
%1</translation>
    </message>
    <message>
        <source>The spec has errors; fix them before starting a session.</source>
        <translation>La spécification contient des erreurs&#xa0;; corrigez-les avant de démarrer une session.</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Session id:</source>
        <translation>Identifiant de session&#xa0;:</translation>
    </message>
    <message>
        <source>The answer was not sent: %1</source>
        <translation>La réponse n&apos;a pas été envoyée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The rejection was not sent: %1</source>
        <translation>Le rejet n&apos;a pas été envoyé&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is nothing to send again for %1.</source>
        <translation>Il n&apos;y a rien à renvoyer pour %1.</translation>
    </message>
    <message>
        <source>A tool call waits for you</source>
        <translation>Un appel d&apos;outil vous attend</translation>
    </message>
    <message>
        <source>The run asks for a local tool call to be answered.</source>
        <translation>L&apos;exécution demande une réponse à un appel d&apos;outil local.</translation>
    </message>
    <message>
        <source>A local tool call waits for an answer.</source>
        <translation>Un appel d&apos;outil local attend une réponse.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Running… %1 s</source>
        <translation>En cours… %1 s</translation>
    </message>
    <message>
        <source>%1 Not sent: %2</source>
        <translation>%1 Non envoyé&#xa0;: %2</translation>
    </message>
    <message>
        <source>The handler of %1 cannot run it now (not configured, already running or answered).</source>
        <translation>Le gestionnaire de %1 ne peut pas le traiter maintenant (non configuré, déjà en cours ou déjà répondu).</translation>
    </message>
    <message>
        <source>Opening capture %1…</source>
        <translation>Ouverture de la capture %1…</translation>
    </message>
    <message>
        <source>The capture %1 was not opened: %2</source>
        <translation>La capture %1 n&apos;a pas été ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <source>It was removed from Recent Captures.</source>
        <translation>Elle a été retirée des captures récentes.</translation>
    </message>
    <message>
        <source>Open capture</source>
        <translation>Ouvrir une capture</translation>
    </message>
    <message numerus="yes">
        <source>%n capture(s) no longer exist and were removed from Recent Captures: %1</source>
        <translation>
            <numerusform>%n capture n&apos;existe plus et a été retirée des captures récentes&#xa0;: %1</numerusform>
            <numerusform>%n captures n&apos;existent plus et ont été retirées des captures récentes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent captures</source>
        <translation>Aucune capture récente</translation>
    </message>
    <message>
        <source>Clear Recent Captures</source>
        <translation>Effacer les captures récentes</translation>
    </message>
    <message>
        <source>&amp;Pause Replay</source>
        <translation>Mettre la relecture en &amp;pause</translation>
    </message>
    <message>
        <source>&amp;Play Replay</source>
        <translation>&amp;Lancer la relecture</translation>
    </message>
    <message>
        <source>Pause the replay (%1)</source>
        <translation>Mettre la relecture en pause (%1)</translation>
    </message>
    <message>
        <source>Play the capture at the chosen speed (%1)</source>
        <translation>Lire la capture à la vitesse choisie (%1)</translation>
    </message>
    <message>
        <source>There is no run whose spec could be loaded.</source>
        <translation>Aucune exécution dont la spécification puisse être chargée.</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>The spec in the editor has unsaved changes. Replace it with the run&apos;s spec?</source>
        <translation>La spécification dans l&apos;éditeur contient des modifications non enregistrées. La remplacer par celle de l&apos;exécution&#xa0;?</translation>
    </message>
    <message>
        <source>The run&apos;s spec is in the editor: change it and run it again.</source>
        <translation>La spécification de l&apos;exécution est dans l&apos;éditeur&#xa0;: modifiez-la et relancez-la.</translation>
    </message>
    <message numerus="yes">
        <source>The run&apos;s spec is in the editor. %n value(s) were redacted when it was recorded (“%1”): fill them in again before running: %2</source>
        <translation>
            <numerusform>La spécification de l&apos;exécution est dans l&apos;éditeur. %n valeur a été masquée lors de l&apos;enregistrement («&#xa0;%1&#xa0;»)&#xa0;: renseignez-la de nouveau avant de lancer l&apos;exécution&#xa0;: %2</numerusform>
            <numerusform>La spécification de l&apos;exécution est dans l&apos;éditeur. %n valeurs ont été masquées lors de l&apos;enregistrement («&#xa0;%1&#xa0;»)&#xa0;: renseignez-les de nouveau avant de lancer l&apos;exécution&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved spec</source>
        <translation>Spécification non enregistrée</translation>
    </message>
    <message>
        <source>The spec has unsaved changes. Quit anyway?</source>
        <translation>La spécification contient des modifications non enregistrées. Quitter quand même&#xa0;?</translation>
    </message>
    <message>
        <source>About MANTYX Run Inspector</source>
        <translation>À propos de MANTYX Run Inspector</translation>
    </message>
    <message>
        <source>&lt;h3&gt;MANTYX Run Inspector %1&lt;/h3&gt;&lt;p&gt;Compose, stream, answer and replay MANTYX agent runs.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;MANTYX Run Inspector %1&lt;/h3&gt;&lt;p&gt;Composez et suivez en direct des exécutions d&apos;agent MANTYX, répondez à leurs appels et relisez-les.&lt;/p&gt;&lt;p&gt;Conçu avec Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Starting the built-in sandbox…</source>
        <translation>Démarrage du bac à sable intégré…</translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxPluginToolEditor</name>
    <message>
        <source>A tool of a platform plugin, run by the server.</source>
        <translation>Un outil d&apos;un plugin de la plateforme, exécuté par le serveur.</translation>
    </message>
    <message>
        <source>Plugin tool &amp;name:</source>
        <translation>&amp;Nom de l&apos;outil de plugin&#xa0;:</translation>
    </message>
    <message>
        <source>the plugin tool&apos;s name</source>
        <translation>le nom de l&apos;outil de plugin</translation>
    </message>
</context>
<context>
    <name>mantyx::MantyxToolEditor</name>
    <message>
        <source>A tool of the workspace, run by the server. The run only names it; its name, description and parameters live in the workspace.</source>
        <translation>Un outil de l&apos;espace de travail, exécuté par le serveur. L&apos;exécution ne fait que le nommer&#xa0;; son nom, sa description et ses paramètres sont définis dans l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>Tool &amp;id:</source>
        <translation>&amp;Identifiant de l&apos;outil&#xa0;:</translation>
    </message>
    <message>
        <source>the workspace tool&apos;s id</source>
        <translation>l&apos;identifiant de l&apos;outil de l&apos;espace de travail</translation>
    </message>
</context>
<context>
    <name>mantyx::McpClient</name>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>The connection to the MCP server &quot;%1&quot; was stopped.</source>
        <translation>La connexion au serveur MCP «&#xa0;%1&#xa0;» a été arrêtée.</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; did not answer %2 within %3 s.</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» n&apos;a pas répondu à %2 dans un délai de %3 s.</translation>
    </message>
    <message numerus="yes">
        <source>Meanwhile it sent %n message(s) this client could not use; the last: %1.</source>
        <translation>
            <numerusform>Entre-temps, il a envoyé %n message inutilisable par ce client&#xa0;; le dernier&#xa0;: %1.</numerusform>
            <numerusform>Entre-temps, il a envoyé %n messages inutilisables par ce client&#xa0;; le dernier&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server sent something that is not JSON (%1); it was ignored.</source>
        <translation>Le serveur MCP a envoyé quelque chose qui n&apos;est pas du JSON (%1)&#xa0;; cela a été ignoré.</translation>
    </message>
    <message>
        <source>a line that is not JSON (%1): %2</source>
        <translation>une ligne qui n&apos;est pas du JSON (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>an empty batch</source>
        <translation>un lot vide</translation>
    </message>
    <message numerus="yes">
        <source>%n more message(s) that could not be used were not logged.</source>
        <translation>
            <numerusform>%n autre message inutilisable n&apos;a pas été journalisé.</numerusform>
            <numerusform>%n autres messages inutilisables n&apos;ont pas été journalisés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server keeps sending messages that cannot be used; further ones are counted, not logged.</source>
        <translation>Le serveur MCP continue d&apos;envoyer des messages inutilisables&#xa0;; les suivants sont comptés, mais pas journalisés.</translation>
    </message>
    <message numerus="yes">
        <source>The MCP server &quot;%1&quot; sent more than %2 MB that is not MCP (%n message(s) in all; the last: %3); the connection was closed.</source>
        <translation>
            <numerusform>Le serveur MCP «&#xa0;%1&#xa0;» a envoyé plus de %2 Mo de données hors MCP (%n message au total&#xa0;; le dernier&#xa0;: %3)&#xa0;; la connexion a été fermée.</numerusform>
            <numerusform>Le serveur MCP «&#xa0;%1&#xa0;» a envoyé plus de %2 Mo de données hors MCP (%n messages au total&#xa0;; le dernier&#xa0;: %3)&#xa0;; la connexion a été fermée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The MCP server sent a JSON-RPC message that is neither a request, a notification nor a response; it was ignored.</source>
        <translation>Le serveur MCP a envoyé un message JSON-RPC qui n&apos;est ni une requête, ni une notification, ni une réponse&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>JSON that is not a JSON-RPC message: %1</source>
        <translation>Du JSON qui n&apos;est pas un message JSON-RPC&#xa0;: %1</translation>
    </message>
    <message>
        <source>The MCP server answered a request this client is not waiting for (id %1); it was ignored.</source>
        <translation>Le serveur MCP a répondu à une requête que ce client n&apos;attend pas (id %1)&#xa0;; la réponse a été ignorée.</translation>
    </message>
    <message>
        <source>an answer to a request this client is not waiting for (id %1)</source>
        <translation>une réponse à une requête que ce client n&apos;attend pas (id %1)</translation>
    </message>
    <message>
        <source>The MCP server&apos;s response to %1 has neither a result nor an error.</source>
        <translation>La réponse du serveur MCP à %1 ne contient ni résultat ni erreur.</translation>
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
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» a refusé initialize&#xa0;: %2 (erreur %3).</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; speaks protocol revision &quot;%2&quot;, which this client does not (it speaks %3).</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» utilise la révision de protocole «&#xa0;%2&#xa0;», que ce client ne prend pas en charge (il utilise %3).</translation>
    </message>
    <message>
        <source>tools/list failed: %1 (error %2).</source>
        <translation>tools/list a échoué&#xa0;: %1 (erreur %2).</translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/list pages do not end (cursor &quot;%1&quot; after %2 pages).</source>
        <translation>Les pages tools/list du serveur MCP ne s&apos;arrêtent pas (curseur «&#xa0;%1&#xa0;» après %2 pages).</translation>
    </message>
    <message>
        <source>The MCP server &quot;%1&quot; is not connected (%2).</source>
        <translation>Le serveur MCP «&#xa0;%1&#xa0;» n&apos;est pas connecté (%2).</translation>
    </message>
    <message>
        <source>MCP error %1: %2</source>
        <translation>Erreur MCP %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The MCP server&apos;s tools/call result is not an object.</source>
        <translation>Le résultat tools/call du serveur MCP n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>The call to the MCP server &quot;%1&quot; was cancelled.</source>
        <translation>L&apos;appel au serveur MCP «&#xa0;%1&#xa0;» a été annulé.</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>… (%n caractère de plus)</numerusform>
            <numerusform>… (%n caractères de plus)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::McpHttpTransport</name>
    <message>
        <source>The MCP server URL must be an http:// or https:// address; got &quot;%1&quot;.</source>
        <translation>L&apos;URL du serveur MCP doit être une adresse http:// ou https://&#xa0;; reçu&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>An HTTP response of the MCP server passed %1 MB and was cut off.</source>
        <translation>Une réponse HTTP du serveur MCP a dépassé %1 Mo et a été tronquée.</translation>
    </message>
    <message>
        <source>The MCP server&apos;s response passed %1 MB and was cut off.</source>
        <translation>La réponse du serveur MCP a dépassé %1 Mo et a été tronquée.</translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended (HTTP %1).</source>
        <translation>Le flux d&apos;événements du serveur MCP s&apos;est terminé (HTTP %1).</translation>
    </message>
    <message>
        <source>The MCP server&apos;s event stream ended: %1</source>
        <translation>Le flux d&apos;événements du serveur MCP s&apos;est terminé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not reach the MCP server at %1: %2</source>
        <translation>Impossible de joindre le serveur MCP à l&apos;adresse %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The MCP server&apos;s HTTP response (%1) ended without a reply.</source>
        <translation>La réponse HTTP du serveur MCP (%1) s&apos;est terminée sans message de réponse.</translation>
    </message>
    <message>
        <source>The MCP server no longer knows this session (HTTP 404); restart the connection to open a new one.</source>
        <translation>Le serveur MCP ne connaît plus cette session (HTTP 404)&#xa0;; redémarrez la connexion pour en ouvrir une nouvelle.</translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1 %2.</source>
        <translation>Le serveur MCP a répondu HTTP %1 %2.</translation>
    </message>
    <message>
        <source>The MCP server answered HTTP %1: %2</source>
        <translation>Le serveur MCP a répondu HTTP %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::McpLocalToolEditor</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message numerus="yes">
        <source>Connected (MCP %1): %n tool(s) listed. The server was stopped again.</source>
        <translation>
            <numerusform>Connecté (MCP %1)&#xa0;: %n outil listé. Le serveur a de nouveau été arrêté.</numerusform>
            <numerusform>Connecté (MCP %1)&#xa0;: %n outils listés. Le serveur a de nouveau été arrêté.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not list the tools: %1</source>
        <translation>Impossible de lister les outils&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not declared by the server; MCP assumes it</source>
        <translation>Non déclaré par le serveur&#xa0;; valeur supposée par MCP</translation>
    </message>
    <message>
        <source>Declared by the server</source>
        <translation>Déclaré par le serveur</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destructif</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open-world</source>
        <translation>monde ouvert</translation>
    </message>
    <message>
        <source>(left out)</source>
        <translation>(omis)</translation>
    </message>
    <message numerus="yes">
        <source>%n tool name(s) had characters a model-facing name cannot have (^[a-zA-Z0-9_]{1,64}$); they became underscores, as the names column shows.</source>
        <translation>
            <numerusform>%n nom d&apos;outil contenait des caractères interdits dans un nom présenté au modèle (^[a-zA-Z0-9_]{1,64}$)&#xa0;; ils ont été remplacés par des tirets bas, comme le montre la colonne des noms.</numerusform>
            <numerusform>%n noms d&apos;outils contenaient des caractères interdits dans un nom présenté au modèle (^[a-zA-Z0-9_]{1,64}$)&#xa0;; ils ont été remplacés par des tirets bas, comme le montre la colonne des noms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more name(s) adjusted.</source>
        <translation>
            <numerusform>… et %n autre nom ajusté.</numerusform>
            <numerusform>… et %n autres noms ajustés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No serverInfo: Connect to ask the server.</source>
        <translation>Pas de serverInfo&#xa0;: cliquez sur Connecter pour interroger le serveur.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Aussi&#xa0;: %1</translation>
    </message>
    <message>
        <source>none: the names below as they are</source>
        <translation>aucun&#xa0;: les noms ci-dessous tels quels</translation>
    </message>
    <message>
        <source>An MCP server this app runs. Connect lists its tools once; the spec carries that list, and the run&apos;s tool calls come back here.</source>
        <translation>Un serveur MCP lancé par cette application. Connecter liste ses outils une fois&#xa0;; la spécification contient cette liste, et les appels d&apos;outils de l&apos;exécution reviennent ici.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>fs</source>
        <translation>fs</translation>
    </message>
    <message>
        <source>A label for the server: its calls come back under it (mcpServer), and by default its tools are named &lt;name&gt;_&lt;tool&gt;</source>
        <translation>Un libellé pour le serveur&#xa0;: ses appels reviennent sous ce nom (mcpServer), et par défaut ses outils sont nommés &lt;name&gt;_&lt;tool&gt;</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Co&amp;mmand (stdio)</source>
        <translation>Co&amp;mmande (stdio)</translation>
    </message>
    <message>
        <source>UR&amp;L (Streamable HTTP)</source>
        <translation>UR&amp;L (Streamable HTTP)</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Commande&#xa0;:</translation>
    </message>
    <message>
        <source>npx</source>
        <translation>npx</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>-y @modelcontextprotocol/server-filesystem /work</source>
        <translation>-y @modelcontextprotocol/server-filesystem /work</translation>
    </message>
    <message>
        <source>Separated by spaces; quote an argument that contains one</source>
        <translation>Séparés par des espaces&#xa0;; mettez entre guillemets un argument qui en contient</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL&#xa0;:</translation>
    </message>
    <message>
        <source>http://localhost:3001/mcp</source>
        <translation>http://localhost:3001/mcp</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>En-têtes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connecter</translation>
    </message>
    <message>
        <source>Start the server, list its tools, stop it again</source>
        <translation>Démarrer le serveur, lister ses outils, puis l&apos;arrêter</translation>
    </message>
    <message>
        <source>serverInfo</source>
        <translation>serverInfo</translation>
    </message>
    <message>
        <source>Tools the model sees</source>
        <translation>Outils vus par le modèle</translation>
    </message>
    <message>
        <source>Common &amp;prefix:</source>
        <translation>&amp;Préfixe commun&#xa0;:</translation>
    </message>
    <message>
        <source>Put a prefix before every tool name that has no name of its own, as the official SDKs do (&lt;server&gt;_&lt;tool&gt;), to keep the tools of two servers apart. Off: the server&apos;s names as they are.</source>
        <translation>Ajoute un préfixe devant chaque nom d&apos;outil qui n&apos;a pas de nom propre, comme le font les SDK officiels (&lt;server&gt;_&lt;tool&gt;), pour distinguer les outils de deux serveurs. Désactivé&#xa0;: les noms du serveur tels quels.</translation>
    </message>
    <message>
        <source>Empty: the server&apos;s name and an underscore</source>
        <translation>Vide&#xa0;: le nom du serveur suivi d&apos;un tiret bas</translation>
    </message>
    <message>
        <source>Server&apos;s tool</source>
        <translation>Outil du serveur</translation>
    </message>
    <message>
        <source>Name for the model</source>
        <translation>Nom pour le modèle</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Annotations</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Connect to list the server&apos;s tools.</source>
        <translation>Cliquez sur Connecter pour lister les outils du serveur.</translation>
    </message>
</context>
<context>
    <name>mantyx::McpStdioTransport</name>
    <message>
        <source>The MCP server wrote more than %1 MB to stdout without a line break; the connection was closed.</source>
        <translation>Le serveur MCP a écrit plus de %1 Mo sur stdout sans saut de ligne&#xa0;; la connexion a été fermée.</translation>
    </message>
    <message>
        <source>Its last stderr output: %1</source>
        <translation>Sa dernière sortie stderr&#xa0;: %1</translation>
    </message>
    <message>
        <source>The MCP server process (%1) crashed or was killed.</source>
        <translation>Le processus du serveur MCP (%1) a planté ou a été tué.</translation>
    </message>
    <message>
        <source>The MCP server process (%1) exited with code %2.</source>
        <translation>Le processus du serveur MCP (%1) s&apos;est terminé avec le code %2.</translation>
    </message>
    <message>
        <source>Could not start the MCP server &quot;%1&quot;: %2</source>
        <translation>Impossible de démarrer le serveur MCP «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::McpToolEditor</name>
    <message>
        <source>A remote MCP server the server connects to itself. Its tools reach the model as &lt;name&gt;_&lt;tool&gt;.</source>
        <translation>Un serveur MCP distant auquel le serveur se connecte lui-même. Ses outils parviennent au modèle sous la forme &lt;name&gt;_&lt;tool&gt;.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>github</source>
        <translation>github</translation>
    </message>
    <message>
        <source>Put before the server&apos;s tool names: 1 to 64 letters, digits or underscores</source>
        <translation>Placé devant les noms d&apos;outils du serveur&#xa0;: 1 à 64 lettres, chiffres ou tirets bas</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL&#xa0;:</translation>
    </message>
    <message>
        <source>https://mcp.example.com/mcp</source>
        <translation>https://mcp.example.com/mcp</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;En-têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Sent by the server with every request to the MCP server</source>
        <translation>Envoyés par le serveur avec chaque requête au serveur MCP</translation>
    </message>
    <message>
        <source>Tool &amp;filter:</source>
        <translation>&amp;Filtre d&apos;outils&#xa0;:</translation>
    </message>
    <message>
        <source>All of the server&apos;s tools</source>
        <translation>Tous les outils du serveur</translation>
    </message>
    <message>
        <source>Only these tools</source>
        <translation>Seulement ces outils</translation>
    </message>
    <message>
        <source>Custom (JSON)</source>
        <translation>Personnalisé (JSON)</translation>
    </message>
    <message>
        <source>search, create_issue</source>
        <translation>search, create_issue</translation>
    </message>
    <message>
        <source>The server&apos;s tool names, separated by commas</source>
        <translation>Les noms d&apos;outils du serveur, séparés par des virgules</translation>
    </message>
</context>
<context>
    <name>mantyx::MessagesEditor</name>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>Add a user message at the end</source>
        <translation>Ajouter un message utilisateur à la fin</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Supp&amp;rimer</translation>
    </message>
    <message>
        <source>Remove the selected message</source>
        <translation>Supprimer le message sélectionné</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>R&amp;ôle&#xa0;:</translation>
    </message>
    <message>
        <source>user</source>
        <translation>utilisateur</translation>
    </message>
    <message>
        <source>assistant</source>
        <translation>assistant</translation>
    </message>
    <message>
        <source>system</source>
        <translation>système</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Contenu&#xa0;:</translation>
    </message>
    <message>
        <source>Attac&amp;hments:</source>
        <translation>&amp;Pièces jointes&#xa0;:</translation>
    </message>
    <message>
        <source>The last non-system message must be a user message; only it may carry attachments. System messages are merged after the system prompt.</source>
        <translation>Le dernier message qui n&apos;est pas un message système doit être un message utilisateur&#xa0;; lui seul peut porter des pièces jointes. Les messages système sont fusionnés après l&apos;invite système.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>[%n attachment(s)]</source>
        <translation>
            <numerusform>[%n pièce jointe]</numerusform>
            <numerusform>[%n pièces jointes]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::ModelCatalogModel</name>
    <message>
        <source>Workspace default — %1</source>
        <translation>Modèle par défaut de l&apos;espace de travail — %1</translation>
    </message>
    <message>
        <source>Workspace default (modelId omitted)</source>
        <translation>Modèle par défaut de l&apos;espace de travail (modelId omis)</translation>
    </message>
    <message>
        <source>Leave modelId out: the server runs the workspace&apos;s default model.</source>
        <translation>Omettre modelId&#xa0;: le serveur utilise le modèle par défaut de l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <source>%1
id: %2
vendor model: %3
source: %4</source>
        <translation>%1
id&#xa0;: %2
modèle du fournisseur&#xa0;: %3
source&#xa0;: %4</translation>
    </message>
    <message>
        <source>The workspace default: %1.</source>
        <translation>Le modèle par défaut de l&apos;espace de travail&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The workspace default model (no catalog loaded).</source>
        <translation>Le modèle par défaut de l&apos;espace de travail (aucun catalogue chargé).</translation>
    </message>
    <message>
        <source>The workspace default model.</source>
        <translation>Le modèle par défaut de l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>Shorthand for %1: %2.</source>
        <translation>Raccourci pour %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Ambiguous: %1 matches %2; use a full id.</source>
        <translation>Ambigu&#xa0;: %1 correspond à %2&#xa0;; utilisez un identifiant complet.</translation>
    </message>
    <message>
        <source>No model catalog loaded: the server checks this id when the run starts.</source>
        <translation>Aucun catalogue de modèles chargé&#xa0;: le serveur vérifie cet identifiant au démarrage de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Not in this workspace&apos;s catalog: the server may reject it (400 invalid_model).</source>
        <translation>Absent du catalogue de cet espace de travail&#xa0;: le serveur risque de le refuser (400 invalid_model).</translation>
    </message>
    <message>
        <source>%1M tokens</source>
        <translation>%1 M jetons</translation>
    </message>
    <message>
        <source>%1K tokens</source>
        <translation>%1 k jetons</translation>
    </message>
    <message>
        <source>no price listed</source>
        <translation>aucun prix indiqué</translation>
    </message>
    <message>
        <source>$%1 in / $%2 out per 1M tokens</source>
        <translation>%1 $ en entrée / %2 $ en sortie par million de jetons</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthCredential</name>
    <message>
        <source>The sign-in server could not be reached: %1</source>
        <translation>Impossible de joindre le serveur d&apos;authentification&#xa0;: %1</translation>
    </message>
    <message>
        <source>The sign-in server answered without an access token.</source>
        <translation>Le serveur d&apos;authentification a répondu sans jeton d&apos;accès.</translation>
    </message>
    <message>
        <source>The sign-in server issued a &quot;%1&quot; token; only bearer tokens are supported.</source>
        <translation>Le serveur d&apos;authentification a émis un jeton «&#xa0;%1&#xa0;»&#xa0;; seuls les jetons bearer sont pris en charge.</translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 (HTTP %2).</source>
        <translation>Le serveur d&apos;authentification a refusé&#xa0;: %1 (HTTP %2).</translation>
    </message>
    <message>
        <source>The sign-in server refused: %1 — %2 (HTTP %3).</source>
        <translation>Le serveur d&apos;authentification a refusé&#xa0;: %1 — %2 (HTTP %3).</translation>
    </message>
    <message>
        <source>The sign-in server answered HTTP %1 %2.</source>
        <translation>Le serveur d&apos;authentification a répondu HTTP %1 %2.</translation>
    </message>
    <message>
        <source>There is no sign-in to renew; sign in again.</source>
        <translation>Il n&apos;y a aucune authentification à renouveler&#xa0;; reconnectez-vous.</translation>
    </message>
    <message>
        <source>The sign-in does not cover the scopes this connection asks for (%1): ask for fewer, or sign in again. (%2)</source>
        <translation>L&apos;authentification ne couvre pas les portées demandées par cette connexion (%1)&#xa0;: demandez-en moins ou reconnectez-vous. (%2)</translation>
    </message>
    <message>
        <source>The sign-in is no longer valid; sign in again. (%1)</source>
        <translation>L&apos;authentification n&apos;est plus valide&#xa0;; reconnectez-vous. (%1)</translation>
    </message>
</context>
<context>
    <name>mantyx::OAuthFlow</name>
    <message>
        <source>The sign-in was not completed in the browser in time. Start it again.</source>
        <translation>L&apos;authentification n&apos;a pas été terminée à temps dans le navigateur. Relancez-la.</translation>
    </message>
    <message>
        <source>The connection is missing its OAuth client id or server address.</source>
        <translation>Il manque à la connexion son identifiant de client OAuth ou l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <source>The OAuth client secret is missing; enter it in the connection settings.</source>
        <translation>Le secret client OAuth est manquant&#xa0;; saisissez-le dans les paramètres de la connexion.</translation>
    </message>
    <message>
        <source>Could not listen on 127.0.0.1 for the browser&apos;s answer.</source>
        <translation>Impossible d&apos;écouter sur 127.0.0.1 pour recevoir la réponse du navigateur.</translation>
    </message>
    <message>
        <source>MANTYX Run Inspector received the answer of the sign-in page. You can close this page and return to the app.</source>
        <translation>MANTYX Run Inspector a reçu la réponse de la page de connexion. Vous pouvez fermer cette page et revenir à l&apos;application.</translation>
    </message>
    <message>
        <source>The browser came back with an answer that does not belong to this sign-in (its state does not match), so it was rejected. Start the sign-in again.</source>
        <translation>Le navigateur a renvoyé une réponse qui n&apos;appartient pas à cette authentification (son paramètre state ne correspond pas)&#xa0;; elle a donc été rejetée. Relancez l&apos;authentification.</translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1.</source>
        <translation>Le serveur n&apos;a pas autorisé l&apos;application&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The server did not authorize the app: %1 — %2</source>
        <translation>Le serveur n&apos;a pas autorisé l&apos;application&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer carried no authorization code.</source>
        <translation>La réponse du serveur ne contenait aucun code d&apos;autorisation.</translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be fetched: %1</source>
        <translation>Authentifié, mais les détails du compte n&apos;ont pas pu être récupérés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Signed in, but the account details could not be read: %1</source>
        <translation>Authentifié, mais les détails du compte n&apos;ont pas pu être lus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Signed in, but the server did not say which workspace the sign-in is for.</source>
        <translation>Authentifié, mais le serveur n&apos;a pas indiqué à quel espace de travail correspond l&apos;authentification.</translation>
    </message>
</context>
<context>
    <name>mantyx::PendingCallsPanel</name>
    <message>
        <source>timed out</source>
        <translation>expiré</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation>encore %1:%2</translation>
    </message>
    <message>
        <source>The server refused the answer as malformed (400). Fix it and answer again.</source>
        <translation>Le serveur a refusé la réponse car elle est mal formée (400). Corrigez-la et répondez de nouveau.</translation>
    </message>
    <message>
        <source>The server no longer waits for this call (404): it was answered already, or it never was pending.</source>
        <translation>Le serveur n&apos;attend plus cet appel (404)&#xa0;: il a déjà reçu une réponse, ou n&apos;a jamais été en attente.</translation>
    </message>
    <message>
        <source>The run had already ended (409): the answer came too late and was dropped.</source>
        <translation>L&apos;exécution était déjà terminée (409)&#xa0;: la réponse est arrivée trop tard et a été abandonnée.</translation>
    </message>
    <message>
        <source>Show in timeline</source>
        <translation>Afficher dans la chronologie</translation>
    </message>
    <message>
        <source>Select this call&apos;s row in the timeline</source>
        <translation>Sélectionner la ligne de cet appel dans la chronologie</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation>Répondre…</translation>
    </message>
    <message>
        <source>Answer by hand: a result (text or JSON, with files) or an error</source>
        <translation>Répondre manuellement&#xa0;: un résultat (texte ou JSON, avec fichiers) ou une erreur</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>Rejeter…</translation>
    </message>
    <message>
        <source>Send an error with your reason: the model learns the call was refused</source>
        <translation>Envoyer une erreur avec votre motif&#xa0;: le modèle apprend que l&apos;appel a été refusé</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Run, then review the answer before sending</source>
        <translation>Exécuter, puis vérifier la réponse avant de l&apos;envoyer</translation>
    </message>
    <message>
        <source>Log…</source>
        <translation>Journal…</translation>
    </message>
    <message>
        <source>The handler&apos;s log behind this call: the MCP server&apos;s stderr and JSON-RPC exchange, or the A2A requests and replies</source>
        <translation>Le journal du gestionnaire derrière cet appel&#xa0;: le stderr du serveur MCP et l&apos;échange JSON-RPC, ou les requêtes et réponses A2A</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>Renvoyer</translation>
    </message>
    <message>
        <source>Post the kept answer again</source>
        <translation>Renvoyer la réponse conservée</translation>
    </message>
    <message>
        <source>%1 · HTTP %2</source>
        <translation>%1 · HTTP %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>État&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>The arguments do not fit the tool&apos;s schema, so it is not run by itself:</source>
        <translation>Les arguments ne respectent pas le schéma de l&apos;outil&#xa0;; il n&apos;est donc pas exécuté automatiquement&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) waiting for an answer</source>
        <translation>
            <numerusform>%n appel en attente de réponse</numerusform>
            <numerusform>%n appels en attente de réponse</numerusform>
        </translation>
    </message>
    <message>
        <source>No call waiting</source>
        <translation>Aucun appel en attente</translation>
    </message>
    <message>
        <source>Answered and closed (%1)</source>
        <translation>Répondu et clos (%1)</translation>
    </message>
    <message>
        <source>The server gives up on this call at %1</source>
        <translation>Le serveur abandonne cet appel à %1</translation>
    </message>
    <message>
        <source>Estimated from the default local-tool timeout (%1 min): the run did not say</source>
        <translation>Estimation d&apos;après le délai par défaut des outils locaux (%1 min)&#xa0;: l&apos;exécution ne l&apos;a pas indiqué</translation>
    </message>
    <message>
        <source>Reject tool call</source>
        <translation>Rejeter l&apos;appel d&apos;outil</translation>
    </message>
    <message>
        <source>Reject %1? The model reads your reason as the tool&apos;s error.</source>
        <translation>Rejeter %1&#xa0;? Le modèle lit votre motif comme l&apos;erreur de l&apos;outil.</translation>
    </message>
    <message>
        <source>Rejected by the user</source>
        <translation>Rejeté par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejeter</translation>
    </message>
    <message>
        <source>Local tool calls the run asks for show up here, to answer by hand or reject.</source>
        <translation>Les appels d&apos;outils locaux demandés par l&apos;exécution apparaissent ici, pour y répondre manuellement ou les rejeter.</translation>
    </message>
    <message>
        <source>Show the calls already answered, rejected or timed out</source>
        <translation>Afficher les appels déjà répondus, rejetés ou expirés</translation>
    </message>
</context>
<context>
    <name>mantyx::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Captures</translation>
    </message>
    <message>
        <source>Every run started here is recorded as it happens into a capture file (.mxrun) that File → Open Capture… plays again. Nothing secret is written.</source>
        <translation>Chaque exécution lancée ici est enregistrée au fil de l&apos;eau dans un fichier de capture (.mxrun) que Fichier → Ouvrir une capture… permet de relire. Aucun secret n&apos;est écrit.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Record runs on:</source>
        <translation>&amp;Enregistrer les exécutions sur&#xa0;:</translation>
    </message>
    <message>
        <source>Sandbox (built-in)</source>
        <translation>Bac à sable (intégré)</translation>
    </message>
    <message>
        <source>Folder for captures</source>
        <translation>Dossier des captures</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>A new language is used the next time the app starts.</source>
        <translation>La nouvelle langue s&apos;applique au prochain démarrage de l&apos;application.</translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNote</name>
    <message>
        <source>seq gap</source>
        <translation>trou de seq</translation>
    </message>
    <message>
        <source>seq repeat</source>
        <translation>seq répété</translation>
    </message>
    <message>
        <source>reconnect</source>
        <translation>reconnexion</translation>
    </message>
    <message>
        <source>stream problem</source>
        <translation>problème de flux</translation>
    </message>
    <message>
        <source>unanswered call</source>
        <translation>appel sans réponse</translation>
    </message>
    <message>
        <source>tool-result POST</source>
        <translation>POST du résultat d&apos;outil</translation>
    </message>
    <message>
        <source>second terminal event</source>
        <translation>second événement terminal</translation>
    </message>
    <message>
        <source>older server</source>
        <translation>ancien serveur</translation>
    </message>
    <message>
        <source>malformed event</source>
        <translation>événement mal formé</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>événement inconnu</translation>
    </message>
    <message>
        <source>protocol problem</source>
        <translation>problème de protocole</translation>
    </message>
    <message>
        <source>capture file</source>
        <translation>fichier de capture</translation>
    </message>
    <message>
        <source>status message</source>
        <translation>message d&apos;état</translation>
    </message>
</context>
<context>
    <name>mantyx::ProtocolNotesModel</name>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
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
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message>
        <source>No protocol notes</source>
        <translation>Aucune note de protocole</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;notes&quot;&gt;%1&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;notes&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Protocol notes: seq gaps, reconnects, unanswered calls, rejected answers. Click to show them.</source>
        <translation>Notes de protocole&#xa0;: trous de seq, reconnexions, appels sans réponse, réponses rejetées. Cliquez pour les afficher.</translation>
    </message>
    <message>
        <source>Protocol notes</source>
        <translation>Notes de protocole</translation>
    </message>
    <message>
        <source>Double-click a note (or press Enter) to show its row in the timeline</source>
        <translation>Double-cliquez sur une note (ou appuyez sur Entrée) pour afficher sa ligne dans la chronologie</translation>
    </message>
</context>
<context>
    <name>mantyx::RawSpecEditor</name>
    <message>
        <source>Format</source>
        <translation>Formater</translation>
    </message>
    <message>
        <source>Indent the JSON by two spaces per level (keys keep their order) — %1</source>
        <translation>Indenter le JSON de deux espaces par niveau (les clés gardent leur ordre) — %1</translation>
    </message>
    <message>
        <source>Type or paste a run spec (a JSON object), or start from a template.</source>
        <translation>Saisissez ou collez une spécification d&apos;exécution (un objet JSON), ou partez d&apos;un modèle.</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>The spec is empty: write a JSON object or start from a template.</source>
        <translation>La spécification est vide&#xa0;: écrivez un objet JSON ou partez d&apos;un modèle.</translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1 attendu.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>(spec)</source>
        <translation>(spécification)</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Erreurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Avertissements&#xa0;: %1</translation>
    </message>
    <message>
        <source>No problems: ready to run.</source>
        <translation>Aucun problème&#xa0;: prêt à lancer.</translation>
    </message>
    <message>
        <source>Format needs valid JSON: fix the syntax error first.</source>
        <translation>Le formatage nécessite un JSON valide&#xa0;: corrigez d&apos;abord l&apos;erreur de syntaxe.</translation>
    </message>
</context>
<context>
    <name>mantyx::RawToolEditor</name>
    <message>
        <source>A tool ref is a JSON object ({…}).</source>
        <translation>Une référence d&apos;outil est un objet JSON ({…}).</translation>
    </message>
    <message>
        <source>This ref has no kind this app knows (local, a2a_local, mcp_local, mantyx, mantyx_plugin, a2a, mcp); edit its JSON. It is sent as it is.</source>
        <translation>Cette référence n&apos;a pas de kind connu de cette application (local, a2a_local, mcp_local, mantyx, mantyx_plugin, a2a, mcp)&#xa0;; modifiez son JSON. Elle est envoyée telle quelle.</translation>
    </message>
</context>
<context>
    <name>mantyx::ReasoningLevel</name>
    <message>
        <source>off</source>
        <comment>reasoning effort</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>low</source>
        <comment>reasoning effort</comment>
        <translation>faible</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>reasoning effort</comment>
        <translation>moyen</translation>
    </message>
    <message>
        <source>high</source>
        <comment>reasoning effort</comment>
        <translation>élevé</translation>
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
        <translation>Enregistrement %1 sur %2</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Replay speed: instant, or the recorded pace times a factor</source>
        <translation>Vitesse de relecture&#xa0;: instantanée, ou le rythme enregistré multiplié par un facteur</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Position de relecture</translation>
    </message>
</context>
<context>
    <name>mantyx::RunChartsView</name>
    <message>
        <source>Timing unknown: the events carry no times, so there is no waterfall and no events per second.</source>
        <translation>Minutage inconnu&#xa0;: les événements ne portent aucune heure, il n&apos;y a donc ni cascade ni événements par seconde.</translation>
    </message>
    <message numerus="yes">
        <source>%n bar(s) left out: one of their ends has no time or was never seen.</source>
        <translation>
            <numerusform>%n barre omise&#xa0;: l&apos;une de ses extrémités n&apos;a pas d&apos;heure ou n&apos;a jamais été observée.</numerusform>
            <numerusform>%n barres omises&#xa0;: l&apos;une de leurs extrémités n&apos;a pas d&apos;heure ou n&apos;a jamais été observée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 of %2 bars are drawn.</source>
        <translation>Seules les %1 premières barres sur %2 sont dessinées.</translation>
    </message>
    <message>
        <source>Where the time went</source>
        <translation>Répartition du temps</translation>
    </message>
    <message>
        <source>Seconds since the run began</source>
        <translation>Secondes depuis le début de l&apos;exécution</translation>
    </message>
    <message>
        <source>Tokens by kind — whole run (the protocol reports no per-turn usage)</source>
        <translation>Jetons par type — exécution entière (le protocole ne fournit pas de consommation par tour)</translation>
    </message>
    <message>
        <source>No token usage reported yet: it comes with the run&apos;s end.</source>
        <translation>Aucune consommation de jetons signalée pour l&apos;instant&#xa0;: elle arrive avec la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrée en cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Cette exécution</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Events per second</source>
        <translation>Événements par seconde</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Waterfall</source>
        <translation>Cascade</translation>
    </message>
    <message>
        <source>Events/s</source>
        <translation>Év./s</translation>
    </message>
    <message>
        <source>Where the run&apos;s time went: turns, server tools, and local calls waiting for their answer. Click a bar (or pick one with the arrow keys and press Enter) to select its timeline row.</source>
        <translation>Répartition du temps de l&apos;exécution&#xa0;: tours, outils serveur et appels locaux en attente de réponse. Cliquez sur une barre (ou choisissez-en une avec les flèches et appuyez sur Entrée) pour sélectionner sa ligne dans la chronologie.</translation>
    </message>
    <message>
        <source>Tokens by kind, as the run&apos;s end reported them</source>
        <translation>Jetons par type, tels que rapportés à la fin de l&apos;exécution</translation>
    </message>
    <message>
        <source>Events received in each second of the run</source>
        <translation>Événements reçus à chaque seconde de l&apos;exécution</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: %n token(s)</source>
        <translation>
            <numerusform>%1 · %2&#xa0;: %n jeton</numerusform>
            <numerusform>%1 · %2&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunController</name>
    <message>
        <source>answered with an error (%1) — recorded</source>
        <translation>répondu avec une erreur (%1) — enregistré</translation>
    </message>
    <message>
        <source>answered (%1) — recorded</source>
        <translation>répondu (%1) — enregistré</translation>
    </message>
    <message>
        <source>%1 — recorded</source>
        <translation>%1 — enregistré</translation>
    </message>
    <message>
        <source>not delivered — the recorded answer got no HTTP answer</source>
        <translation>non remis — la réponse enregistrée n&apos;a reçu aucune réponse HTTP</translation>
    </message>
    <message>
        <source>The run has no id yet; it cannot be answered.</source>
        <translation>L&apos;exécution n&apos;a pas encore d&apos;identifiant&#xa0;; impossible d&apos;y répondre.</translation>
    </message>
    <message>
        <source>This run is a replay of a finished run; it cannot be answered.</source>
        <translation>Cette exécution est une relecture d&apos;une exécution terminée&#xa0;; impossible d&apos;y répondre.</translation>
    </message>
    <message>
        <source>The user declined to run this tool.</source>
        <translation>L&apos;utilisateur a refusé d&apos;exécuter cet outil.</translation>
    </message>
    <message>
        <source>rejected — the server does not know this call — it may have timed out or belong to another run (404)</source>
        <translation>rejeté — le serveur ne connaît pas cet appel — il a peut-être expiré ou appartient à une autre exécution (404)</translation>
    </message>
    <message>
        <source>rejected — the run had already ended (409)</source>
        <translation>rejeté — l&apos;exécution était déjà terminée (409)</translation>
    </message>
    <message>
        <source>rejected — the server refused the answer&apos;s form (400): %1</source>
        <translation>rejeté — le serveur a refusé la forme de la réponse (400)&#xa0;: %1</translation>
    </message>
    <message>
        <source>rejected (HTTP %1): %2</source>
        <translation>rejeté (HTTP %1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>timed out — the server stopped waiting for an answer; an answer sent now will be refused</source>
        <translation>expiré — le serveur a cessé d&apos;attendre une réponse&#xa0;; une réponse envoyée maintenant sera refusée</translation>
    </message>
    <message>
        <source>timed out — no answer was accepted within %1 s; a late answer may still be sent, the server will likely refuse it</source>
        <translation>expiré — aucune réponse acceptée en %1 s&#xa0;; une réponse tardive peut encore être envoyée, mais le serveur la refusera probablement</translation>
    </message>
    <message>
        <source>running — a local handler is working on it</source>
        <translation>en cours — un gestionnaire local le traite</translation>
    </message>
    <message>
        <source>answered — the run confirmed an answer</source>
        <translation>répondu — l&apos;exécution a confirmé une réponse</translation>
    </message>
    <message>
        <source>pending — waiting for an answer</source>
        <translation>en attente — attend une réponse</translation>
    </message>
    <message>
        <source>sending — attempt %1 after: %2</source>
        <translation>envoi — tentative %1 après&#xa0;: %2</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>answered (%1)</source>
        <translation>répondu (%1)</translation>
    </message>
    <message>
        <source>answered — the run confirmed the answer</source>
        <translation>répondu — l&apos;exécution a confirmé la réponse</translation>
    </message>
    <message>
        <source>timed out — the answer could not be delivered in time: %1</source>
        <translation>expiré — la réponse n&apos;a pas pu être remise à temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>failed — %1 The answer is kept and can be sent again.</source>
        <translation>échec — %1 La réponse est conservée et peut être renvoyée.</translation>
    </message>
    <message>
        <source>The answer to %1 was %2.</source>
        <translation>Réponse à %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The answer to %1 could not be delivered; it is kept for sending again.</source>
        <translation>La réponse à %1 n&apos;a pas pu être remise&#xa0;; elle est conservée pour un nouvel envoi.</translation>
    </message>
    <message>
        <source>The run has already ended.</source>
        <translation>L&apos;exécution est déjà terminée.</translation>
    </message>
    <message>
        <source>This run cannot be cancelled from here.</source>
        <translation>Cette exécution ne peut pas être annulée d&apos;ici.</translation>
    </message>
    <message>
        <source>%1 Recording stopped; the capture file is incomplete.</source>
        <translation>%1 Enregistrement arrêté&#xa0;; le fichier de capture est incomplet.</translation>
    </message>
    <message>
        <source>The capture file %1 is incomplete: recording stopped.</source>
        <translation>Le fichier de capture %1 est incomplet&#xa0;: l&apos;enregistrement s&apos;est arrêté.</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLauncher</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibrary</name>
    <message>
        <source>The run library could not be read or written: %1</source>
        <translation>La bibliothèque d&apos;exécutions n&apos;a pas pu être lue ou écrite&#xa0;: %1</translation>
    </message>
    <message>
        <source>The run library&apos;s folder %1 could not be created.</source>
        <translation>Le dossier %1 de la bibliothèque d&apos;exécutions n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>The run library %1 could not be opened: %2</source>
        <translation>La bibliothèque d&apos;exécutions %1 n&apos;a pas pu être ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <source>The run library could not be set up: %1</source>
        <translation>La bibliothèque d&apos;exécutions n&apos;a pas pu être initialisée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The run library could not be read: %1</source>
        <translation>La bibliothèque d&apos;exécutions n&apos;a pas pu être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>The run library %1 was written by a newer version of this application (schema %2; this one reads up to %3).</source>
        <translation>La bibliothèque d&apos;exécutions %1 a été écrite par une version plus récente de cette application (schéma %2&#xa0;; celle-ci lit au plus le schéma %3).</translation>
    </message>
    <message>
        <source>The run library is not open.</source>
        <translation>La bibliothèque d&apos;exécutions n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>The run library could not be written: %1</source>
        <translation>La bibliothèque d&apos;exécutions n&apos;a pas pu être écrite&#xa0;: %1</translation>
    </message>
    <message>
        <source>A run without a run id cannot be added to the library.</source>
        <translation>Une exécution sans identifiant ne peut pas être ajoutée à la bibliothèque.</translation>
    </message>
    <message>
        <source>The run is not in the library.</source>
        <translation>L&apos;exécution n&apos;est pas dans la bibliothèque.</translation>
    </message>
    <message>
        <source>The capture file %1 could not be deleted: %2</source>
        <translation>Le fichier de capture %1 n&apos;a pas pu être supprimé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n&apos;a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryDock</name>
    <message>
        <source>Run Library</source>
        <translation>Bibliothèque d&apos;exécutions</translation>
    </message>
    <message>
        <source>Search runs (Ctrl+F)</source>
        <translation>Rechercher des exécutions (Ctrl+F)</translation>
    </message>
    <message>
        <source>Words that must all occur in the run&apos;s name, id, model, connection, workspace, tags or capture file name</source>
        <translation>Mots qui doivent tous figurer dans le nom, l&apos;identifiant, le modèle, la connexion, l&apos;espace de travail, les étiquettes ou le nom du fichier de capture de l&apos;exécution</translation>
    </message>
    <message>
        <source>Tag key:value</source>
        <translation>Étiquette clé:valeur</translation>
    </message>
    <message>
        <source>A metadata tag of the spec: key:value, or key alone for any value</source>
        <translation>Une étiquette de métadonnées de la spécification&#xa0;: clé:valeur, ou clé seule pour n&apos;importe quelle valeur</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Tous les modèles</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>All connections</source>
        <translation>Toutes les connexions</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>n&apos;importe quel jour</translation>
    </message>
    <message>
        <source>Runs started on or after this day</source>
        <translation>Exécutions lancées ce jour-là ou après</translation>
    </message>
    <message>
        <source>Runs started on or before this day</source>
        <translation>Exécutions lancées ce jour-là ou avant</translation>
    </message>
    <message>
        <source>Enter opens the run, Ctrl+D compares the two selected runs, Delete removes runs</source>
        <translation>Entrée ouvre l&apos;exécution, Ctrl+D compare les deux exécutions sélectionnées, Suppr supprime des exécutions</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open the run: from its capture file when it has one, else from the server</source>
        <translation>Ouvrir l&apos;exécution&#xa0;: depuis son fichier de capture s&apos;il existe, sinon depuis le serveur</translation>
    </message>
    <message>
        <source>Open from Server</source>
        <translation>Ouvrir depuis le serveur</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Remove the selected runs from the library, with their captures</source>
        <translation>Retirer les exécutions sélectionnées de la bibliothèque, avec leurs captures</translation>
    </message>
    <message>
        <source>Reveal File</source>
        <translation>Afficher le fichier</translation>
    </message>
    <message>
        <source>Show the folder of the run&apos;s capture file</source>
        <translation>Afficher le dossier du fichier de capture de l&apos;exécution</translation>
    </message>
    <message>
        <source>Import Captures…</source>
        <translation>Importer des captures…</translation>
    </message>
    <message>
        <source>Add capture files (.mxrun) made elsewhere to the library</source>
        <translation>Ajouter à la bibliothèque des fichiers de capture (.mxrun) créés ailleurs</translation>
    </message>
    <message>
        <source>Search Runs</source>
        <translation>Rechercher des exécutions</translation>
    </message>
    <message>
        <source>No run library</source>
        <translation>Aucune bibliothèque d&apos;exécutions</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n exécution</numerusform>
            <numerusform>%n exécutions</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs to compare them (Ctrl+click adds a run to the selection).</source>
        <translation>Sélectionnez deux exécutions pour les comparer (Ctrl+clic ajoute une exécution à la sélection).</translation>
    </message>
    <message>
        <source>Run %1 has no capture file: only captured runs can be compared.</source>
        <translation>L&apos;exécution %1 n&apos;a pas de fichier de capture&#xa0;: seules les exécutions capturées peuvent être comparées.</translation>
    </message>
    <message>
        <source>The capture file of run %1 is gone: %2</source>
        <translation>Le fichier de capture de l&apos;exécution %1 a disparu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Compare the two selected runs side by side: specs, summaries and timelines (%1)</source>
        <translation>Comparer côte à côte les deux exécutions sélectionnées&#xa0;: spécifications, résumés et chronologies (%1)</translation>
    </message>
    <message>
        <source>The capture file %1 is gone, and the run has no id to open it by.</source>
        <translation>Le fichier de capture %1 a disparu et l&apos;exécution n&apos;a pas d&apos;identifiant permettant de l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Supprimer des exécutions</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n run(s) from the library?</source>
        <translation>
            <numerusform>Retirer %n exécution de la bibliothèque&#xa0;?</numerusform>
            <numerusform>Retirer %n exécutions de la bibliothèque&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message numerus="yes">
        <source>Also delete %n capture file(s)</source>
        <translation>
            <numerusform>Supprimer aussi %n fichier de capture</numerusform>
            <numerusform>Supprimer aussi %n fichiers de capture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n exécution supprimée.</numerusform>
            <numerusform>%n exécutions supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder of %1 is gone.</source>
        <translation>Le dossier de %1 a disparu.</translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation>Aucun gestionnaire de fichiers n&apos;a ouvert %1.</translation>
    </message>
    <message>
        <source>Import Captures</source>
        <translation>Importer des captures</translation>
    </message>
    <message>
        <source>Run captures (*.mxrun);;All files (*)</source>
        <translation>Captures d&apos;exécution (*.mxrun);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>There is no run library to import into.</source>
        <translation>Il n&apos;y a pas de bibliothèque d&apos;exécutions dans laquelle importer.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is damaged and was read up to %2</source>
        <translation>%1 est endommagé et a été lu jusqu&apos;à %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported.</source>
        <translation>
            <numerusform>%n exécution importée.</numerusform>
            <numerusform>%n exécutions importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the library.</source>
        <translation>
            <numerusform>%n déjà présente dans la bibliothèque.</numerusform>
            <numerusform>%n déjà présentes dans la bibliothèque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not imported: %1.</source>
        <translation>Non importé : %1.</translation>
    </message>
</context>
<context>
    <name>mantyx::RunLibraryModel</name>
    <message>
        <source>Capture: %1</source>
        <translation>Capture&#xa0;: %1</translation>
    </message>
    <message>
        <source>input %1 (cached %2), output %3 (reasoning %4)</source>
        <translation>entrée %1 (en cache %2), sortie %3 (raisonnement %4)</translation>
    </message>
    <message>
        <source>%1, workspace %2</source>
        <translation>%1, espace de travail %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Démarrée</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Run ID</source>
        <translation>ID d&apos;exécution</translation>
    </message>
</context>
<context>
    <name>mantyx::RunSource</name>
    <message>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>diffusion</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>reconnexion</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>The stream reconnected (connection %1) after: %2</source>
        <translation>Le flux s&apos;est reconnecté (connexion %1) après&#xa0;: %2</translation>
    </message>
    <message>
        <source>Resumed after seq %1 following a %2 ms pause.</source>
        <translation>Reprise après seq %1 à la suite d&apos;une pause de %2 ms.</translation>
    </message>
    <message>
        <source>Reopened from the start following a %1 ms pause.</source>
        <translation>Réouverture depuis le début à la suite d&apos;une pause de %1 ms.</translation>
    </message>
    <message numerus="yes">
        <source>The server replayed %n event(s) already received; they were dropped as duplicates.</source>
        <translation>
            <numerusform>Le serveur a renvoyé %n événement déjà reçu&#xa0;; il a été écarté comme doublon.</numerusform>
            <numerusform>Le serveur a renvoyé %n événements déjà reçus&#xa0;; ils ont été écartés comme doublons.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server replayed no event already received (no duplicates).</source>
        <translation>Le serveur n&apos;a renvoyé aucun événement déjà reçu (pas de doublon).</translation>
    </message>
    <message>
        <source>New events followed.</source>
        <translation>De nouveaux événements ont suivi.</translation>
    </message>
    <message>
        <source>The connection ended before any new event.</source>
        <translation>La connexion s&apos;est terminée avant tout nouvel événement.</translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive (seq %3 came next).</source>
        <translation>Les événements %1 à %2 ne sont pas arrivés (seq %3 est arrivé ensuite).</translation>
    </message>
    <message>
        <source>The stream reopened to fetch them from the server&apos;s log.</source>
        <translation>Le flux a été rouvert pour les récupérer dans le journal du serveur.</translation>
    </message>
    <message>
        <source>They were asked for again without success; the hole stays.</source>
        <translation>Ils ont été redemandés sans succès&#xa0;; le trou subsiste.</translation>
    </message>
    <message>
        <source>seq %1 arrived again with different content (after seq %2, seq %3 was expected); it was dropped.</source>
        <translation>seq %1 est arrivé de nouveau avec un contenu différent (après seq %2, seq %3 était attendu)&#xa0;; il a été écarté.</translation>
    </message>
    <message>
        <source>seq %1 arrived again, an exact duplicate, after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation>seq %1 est arrivé de nouveau, doublon exact, après seq %2 (seq %3 était attendu)&#xa0;; il a été écarté.</translation>
    </message>
    <message>
        <source>seq %1 arrived again after seq %2 (seq %3 was expected); it was dropped.</source>
        <translation>seq %1 est arrivé de nouveau après seq %2 (seq %3 était attendu)&#xa0;; il a été écarté.</translation>
    </message>
    <message numerus="yes">
        <source>The timeline keeps the event first received with this seq. At most %n such repeats are noted per stream.</source>
        <translation>
            <numerusform>La chronologie conserve le premier événement reçu avec ce seq. Au plus %n répétition de ce type est signalée par flux.</numerusform>
            <numerusform>La chronologie conserve le premier événement reçu avec ce seq. Au plus %n répétitions de ce type sont signalées par flux.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stream was stopped before the run ended.</source>
        <translation>Le flux a été arrêté avant la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>The stream failed: %1</source>
        <translation>Le flux a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>mantyx::RunStream</name>
    <message>
        <source>The stream has no server to connect to.</source>
        <translation>Le flux n&apos;a aucun serveur auquel se connecter.</translation>
    </message>
    <message>
        <source>The stream address was refused: %1</source>
        <translation>L&apos;adresse du flux a été refusée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server sent more than %1 bytes without completing an event; the stream was closed.</source>
        <translation>Le serveur a envoyé plus de %1 octets sans terminer un événement&#xa0;; le flux a été fermé.</translation>
    </message>
    <message>
        <source>The server sent an event of more than %1 bytes, the limit for one event; the stream was closed.</source>
        <translation>Le serveur a envoyé un événement de plus de %1 octets, la limite pour un événement&#xa0;; le flux a été fermé.</translation>
    </message>
    <message>
        <source>Events %1 to %2 did not arrive; reopening after %3.</source>
        <translation>Les événements %1 à %2 ne sont pas arrivés&#xa0;; réouverture après %3.</translation>
    </message>
    <message>
        <source>The server closed the stream before the run ended.</source>
        <translation>Le serveur a fermé le flux avant la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>The stream broke off: %1</source>
        <translation>Le flux s&apos;est interrompu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server could not be reached: %1</source>
        <translation>Impossible de joindre le serveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 without an event stream.</source>
        <translation>Le serveur a répondu HTTP %1 sans flux d&apos;événements.</translation>
    </message>
    <message>
        <source>The credential was refreshed.</source>
        <translation>Les informations d&apos;identification ont été actualisées.</translation>
    </message>
    <message>
        <source>Nothing arrived for %1 ms; the connection stalled.</source>
        <translation>Rien n&apos;est arrivé pendant %1 ms&#xa0;; la connexion est bloquée.</translation>
    </message>
    <message>
        <source>An event was begun but not completed within %1 ms; the connection stalled.</source>
        <translation>Un événement a été commencé mais pas terminé en %1 ms&#xa0;; la connexion est bloquée.</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n connection(s) in a row without a new event. Last problem: %1</source>
        <translation>
            <numerusform>Abandon après %n connexion de suite sans nouvel événement. Dernier problème&#xa0;: %1</numerusform>
            <numerusform>Abandon après %n connexions de suite sans nouvel événement. Dernier problème&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummary</name>
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
    <message>
        <source>not started</source>
        <translation>non démarrée</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>réussie</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplète</translation>
    </message>
</context>
<context>
    <name>mantyx::RunSummaryPanel</name>
    <message>
        <source>timing unknown</source>
        <extracomment>The events say nothing of when they happened (a replayed log without timestamps)</extracomment>
        <translation>minutage inconnu</translation>
    </message>
    <message>
        <source>running for %1</source>
        <translation>en cours depuis %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>a duré %1</translation>
    </message>
    <message>
        <source>The run&apos;s log was read back at once and its events carry no timestamps, so when each happened is not known.</source>
        <translation>Le journal de l&apos;exécution a été relu d&apos;un seul coup et ses événements ne portent aucun horodatage&#xa0;; on ne sait donc pas quand chacun s&apos;est produit.</translation>
    </message>
    <message>
        <source>Measured from when this client received the events.</source>
        <translation>Mesuré à partir de la réception des événements par ce client.</translation>
    </message>
    <message>
        <source>Measured from the server&apos;s timestamps on the events.</source>
        <translation>Mesuré à partir des horodatages du serveur sur les événements.</translation>
    </message>
    <message>
        <source>Measured from the receive times the capture file recorded.</source>
        <translation>Mesuré à partir des heures de réception enregistrées dans le fichier de capture.</translation>
    </message>
    <message>
        <source>From the run&apos;s start and end as the server&apos;s snapshot gives them; its events carry no timestamps.</source>
        <translation>D&apos;après le début et la fin de l&apos;exécution fournis par l&apos;instantané du serveur&#xa0;; ses événements ne portent aucun horodatage.</translation>
    </message>
    <message>
        <source>cost unknown — no pricing for model %1</source>
        <translation>coût inconnu — aucun tarif pour le modèle %1</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no value</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>provider %1</source>
        <translation>fournisseur %1</translation>
    </message>
    <message>
        <source>reasoning effort %1</source>
        <translation>effort de raisonnement %1</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n appel</numerusform>
            <numerusform>%n appels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered</source>
        <translation>
            <numerusform>%n sans réponse</numerusform>
            <numerusform>%n sans réponse</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(aucun message)</translation>
    </message>
    <message>
        <source>code: %1</source>
        <translation>code&#xa0;: %1</translation>
    </message>
    <message>
        <source>errorClass: %1</source>
        <translation>errorClass&#xa0;: %1</translation>
    </message>
    <message>
        <source>finishReason: %1</source>
        <translation>finishReason&#xa0;: %1</translation>
    </message>
    <message>
        <source>retryable: yes — trying again may work</source>
        <translation>retryable&#xa0;: oui — une nouvelle tentative peut réussir</translation>
    </message>
    <message>
        <source>retryable: no</source>
        <translation>retryable&#xa0;: non</translation>
    </message>
    <message>
        <source>⚠ truncated reply — JSON likely incomplete</source>
        <translation>⚠ réponse tronquée — JSON probablement incomplet</translation>
    </message>
    <message>
        <source>⚠ truncated reply — cut off before it was finished</source>
        <translation>⚠ réponse tronquée — coupée avant d&apos;être terminée</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>✓ valid against the output schema</source>
        <translation>✓ conforme au schéma de sortie</translation>
    </message>
    <message numerus="yes">
        <source>✗ %n schema violation(s)</source>
        <translation>
            <numerusform>✗ %n violation du schéma</numerusform>
            <numerusform>✗ %n violations du schéma</numerusform>
        </translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>(racine)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>En cache</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Part of the input read from the provider&apos;s cache</source>
        <translation>Part de l&apos;entrée lue depuis le cache du fournisseur</translation>
    </message>
    <message>
        <source>Part of the output spent on reasoning</source>
        <translation>Part de la sortie consacrée au raisonnement</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>ID d&apos;exécution&#xa0;:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the run id to the clipboard</source>
        <translation>Copier l&apos;identifiant de l&apos;exécution dans le presse-papiers</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Coût&#xa0;:</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Tours&#xa0;:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Local calls:</source>
        <translation>Appels locaux&#xa0;:</translation>
    </message>
    <message>
        <source>Cancelled:</source>
        <translation>Annulée&#xa0;:</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>The reply as far as it got before the output budget ran out. It is not the answer.</source>
        <translation>La réponse telle qu&apos;elle était avant l&apos;épuisement du budget de sortie. Ce n&apos;est pas la réponse finale.</translation>
    </message>
    <message>
        <source>Final text</source>
        <translation>Texte final</translation>
    </message>
    <message>
        <source>Structured output</source>
        <translation>Sortie structurée</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>mantyx::RunTimeline</name>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>répondu</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejeté</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>expiré</translation>
    </message>
    <message>
        <source>rejected by the user</source>
        <translation>rejeté par l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Noted once per run; later events of this shape are not noted again.</source>
        <translation>Signalé une fois par exécution&#xa0;; les événements ultérieurs de cette forme ne sont plus signalés.</translation>
    </message>
    <message>
        <source>The server sent a `started` event (an older server).</source>
        <translation>Le serveur a envoyé un événement `started` (ancien serveur).</translation>
    </message>
    <message>
        <source>The server announced server tool calls with `tool_call` (an older server).</source>
        <translation>Le serveur a annoncé les appels d&apos;outils serveur avec `tool_call` (ancien serveur).</translation>
    </message>
    <message>
        <source>Tool results carry `ok`/`summary` instead of `result` (an older server).</source>
        <translation>Les résultats d&apos;outils portent `ok`/`summary` au lieu de `result` (ancien serveur).</translation>
    </message>
    <message>
        <source>The local tool call %1 arrived again.</source>
        <translation>L&apos;appel d&apos;outil local %1 est arrivé de nouveau.</translation>
    </message>
    <message>
        <source>It is shown again; the call is answered once.</source>
        <translation>Il est de nouveau affiché&#xa0;; l&apos;appel ne reçoit qu&apos;une seule réponse.</translation>
    </message>
    <message>
        <source>Local tool calls omit `kind` (an older server; it means &quot;local&quot;).</source>
        <translation>Les appels d&apos;outils locaux omettent `kind` (ancien serveur&#xa0;; cela signifie &quot;local&quot;).</translation>
    </message>
    <message>
        <source>Echoed answers carry `output` instead of `result` (an older server).</source>
        <translation>Les réponses renvoyées en écho portent `output` au lieu de `result` (ancien serveur).</translation>
    </message>
    <message>
        <source>An answer was echoed for a call this timeline has not seen (%1).</source>
        <translation>Une réponse a été renvoyée en écho pour un appel que cette chronologie n&apos;a pas vu (%1).</translation>
    </message>
    <message>
        <source>Normal when the stream was resumed after the call.</source>
        <translation>Normal lorsque le flux a repris après l&apos;appel.</translation>
    </message>
    <message>
        <source>answered (echoed by the server)</source>
        <translation>répondu (renvoyé en écho par le serveur)</translation>
    </message>
    <message>
        <source>Another terminal event (%1) arrived after the run had ended.</source>
        <translation>Un autre événement terminal (%1) est arrivé après la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>The summary keeps the first one.</source>
        <translation>Le résumé conserve le premier.</translation>
    </message>
    <message>
        <source>The run failed with a `result` (subtype &quot;%1&quot;) instead of an `error` event (an older server).</source>
        <translation>L&apos;exécution a échoué avec un `result` (sous-type &quot;%1&quot;) au lieu d&apos;un événement `error` (ancien serveur).</translation>
    </message>
    <message>
        <source>An event of unknown type &quot;%1&quot; was shown as it came.</source>
        <translation>Un événement de type inconnu «&#xa0;%1&#xa0;» a été affiché tel quel.</translation>
    </message>
    <message>
        <source>%1 (at byte %2)</source>
        <translation>%1 (à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>An event could not be used.</source>
        <translation>Un événement n&apos;a pas pu être exploité.</translation>
    </message>
    <message numerus="yes">
        <source>seq jumped from %1 to %2: %n event(s) missing.</source>
        <translation>
            <numerusform>seq est passé de %1 à %2&#xa0;: %n événement manquant.</numerusform>
            <numerusform>seq est passé de %1 à %2&#xa0;: %n événements manquants.</numerusform>
        </translation>
    </message>
    <message>
        <source>seq %1 arrived again (the highest so far was %2).</source>
        <translation>seq %1 est arrivé de nouveau (le plus élevé jusqu&apos;ici était %2).</translation>
    </message>
    <message>
        <source>Events arrived after the terminal event.</source>
        <translation>Des événements sont arrivés après l&apos;événement terminal.</translation>
    </message>
    <message>
        <source>The local tool call %1 (%2) was never answered.</source>
        <translation>L&apos;appel d&apos;outil local %1 (%2) n&apos;a jamais reçu de réponse.</translation>
    </message>
    <message>
        <source>Its state when the source ended: %1.</source>
        <translation>Son état à la fin de la source&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The source ended without a terminal event.</source>
        <translation>La source s&apos;est terminée sans événement terminal.</translation>
    </message>
    <message>
        <source>(%1 input − %2 cached) × $%3/M + %2 cached × $%4/M%5 + %6 output (incl. %7 reasoning) × $%8/M = $%9</source>
        <translation>(%1 en entrée − %2 en cache) × %3 $/M + %2 en cache × %4 $/M%5 + %6 en sortie (dont %7 de raisonnement) × %8 $/M = %9 $</translation>
    </message>
    <message>
        <source> (no cache-read price: input price)</source>
        <translation> (pas de prix de lecture du cache&#xa0;: prix d&apos;entrée)</translation>
    </message>
    <message>
        <source>No price for model &quot;%1&quot; in GET /models.</source>
        <translation>Aucun prix pour le modèle «&#xa0;%1&#xa0;» dans GET /models.</translation>
    </message>
    <message>
        <source>No usage data (an older server, or the run reported none).</source>
        <translation>Aucune donnée de consommation (ancien serveur, ou l&apos;exécution n&apos;en a signalé aucune).</translation>
    </message>
    <message>
        <source>truncated reply — JSON likely incomplete</source>
        <translation>réponse tronquée — JSON probablement incomplet</translation>
    </message>
    <message>
        <source>The run produced no final reply.</source>
        <translation>L&apos;exécution n&apos;a produit aucune réponse finale.</translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxConfig</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The first line of %1 holds no API key.</source>
        <translation>La première ligne de %1 ne contient aucune clé d&apos;API.</translation>
    </message>
</context>
<context>
    <name>mantyx::SandboxServer</name>
    <message>
        <source>The body is not valid JSON: %1</source>
        <translation>Le corps n&apos;est pas du JSON valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>The body must be a JSON object.</source>
        <translation>Le corps doit être un objet JSON.</translation>
    </message>
    <message>
        <source>The sandbox answered with an injected failure (fault &quot;fail&quot;).</source>
        <translation>Le bac à sable a répondu par un échec injecté (fault &quot;fail&quot;).</translation>
    </message>
    <message>
        <source>The request has %1 %2 headers; send exactly one.</source>
        <translation>La requête comporte %1 en-têtes %2&#xa0;; envoyez-en exactement un.</translation>
    </message>
    <message>
        <source>The request has both an Authorization and an X-API-Key header naming different credentials; send exactly one.</source>
        <translation>La requête comporte à la fois un en-tête Authorization et un en-tête X-API-Key désignant des identifiants différents&#xa0;; n&apos;en envoyez qu&apos;un.</translation>
    </message>
    <message>
        <source>No such route: %1</source>
        <translation>Route inexistante&#xa0;: %1</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Autorisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>No run %1 in this workspace.</source>
        <translation>Aucune exécution %1 dans cet espace de travail.</translation>
    </message>
    <message>
        <source>No session %1 in this workspace.</source>
        <translation>Aucune session %1 dans cet espace de travail.</translation>
    </message>
    <message>
        <source>Unknown agent &quot;%1&quot;.</source>
        <translation>Agent inconnu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;.</source>
        <translation>Modèle inconnu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown supervisor model &quot;%1&quot;.</source>
        <translation>Modèle de superviseur inconnu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>lastSeq must be a non-negative integer.</source>
        <translation>lastSeq doit être un entier positif ou nul.</translation>
    </message>
    <message>
        <source>Last-Event-ID must be a non-negative integer.</source>
        <translation>Last-Event-ID doit être un entier positif ou nul.</translation>
    </message>
    <message>
        <source>The run is over (%1); the result was dropped.</source>
        <translation>L&apos;exécution est terminée (%1)&#xa0;; le résultat a été abandonné.</translation>
    </message>
    <message>
        <source>No pending tool call %1: unknown or already answered.</source>
        <translation>Aucun appel d&apos;outil en attente %1&#xa0;: inconnu ou déjà répondu.</translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation>La session est terminée&#xa0;; démarrez-en une nouvelle.</translation>
    </message>
    <message>
        <source>Cannot open the sandbox database: %1</source>
        <translation>Impossible d&apos;ouvrir la base de données du bac à sable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>Impossible d&apos;écouter sur %1:%2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>mantyx::SchemaBuilder</name>
    <message>
        <source>The table cannot show this schema: %1</source>
        <translation>Le tableau ne peut pas afficher ce schéma&#xa0;: %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(quelconque)</translation>
    </message>
    <message>
        <source>a, b, c</source>
        <translation>a, b, c</translation>
    </message>
    <message>
        <source>Allowed values, separated by commas; empty allows any value</source>
        <translation>Valeurs autorisées, séparées par des virgules&#xa0;; vide&#xa0;: toute valeur est acceptée</translation>
    </message>
    <message>
        <source>Also has: %1 (edit them in JSON mode)</source>
        <translation>Contient aussi&#xa0;: %1 (à modifier en mode JSON)</translation>
    </message>
    <message>
        <source>The enum of %1: %2</source>
        <translation>L&apos;enum de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1 attendu.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>A JSON Schema here must be an object ({…}).</source>
        <translation>Ici, un JSON Schema doit être un objet ({…}).</translation>
    </message>
    <message>
        <source>Edit the properties in a table</source>
        <translation>Modifier les propriétés dans un tableau</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Edit the schema as JSON text</source>
        <translation>Modifier le schéma sous forme de texte JSON</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Ajouter une propriété</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Supprimer la propriété</translation>
    </message>
    <message>
        <source>No other properties</source>
        <translation>Aucune autre propriété</translation>
    </message>
    <message>
        <source>additionalProperties: false — arguments not in the table are rejected</source>
        <translation>additionalProperties: false — les arguments absents du tableau sont rejetés</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Requis</translation>
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
        <translation>clé d&apos;API</translation>
    </message>
    <message>
        <source>sign-in (refresh token)</source>
        <translation>authentification (jeton d&apos;actualisation)</translation>
    </message>
    <message>
        <source>OAuth client secret</source>
        <translation>secret client OAuth</translation>
    </message>
    <message>
        <source>No system keychain is available (%1), so the secret cannot be kept safely. Start a keychain service such as GNOME Keyring or KWallet, or explicitly allow a plain-text file for secrets in the connection manager (Manage…).</source>
        <translation>Aucun trousseau système n&apos;est disponible (%1)&#xa0;; le secret ne peut donc pas être conservé de façon sûre. Démarrez un service de trousseau tel que GNOME Keyring ou KWallet, ou autorisez explicitement un fichier en clair pour les secrets dans le gestionnaire de connexions (Gérer…).</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>aucune réponse</translation>
    </message>
    <message>
        <source>The secret could not be written to %1: %2</source>
        <translation>Le secret n&apos;a pas pu être écrit dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The %1 of this connection is stored in plain text in %2, because no system keychain is available. Anyone who can read that file can use it.</source>
        <translation>Le secret de cette connexion (%1) est stocké en clair dans %2, car aucun trousseau système n&apos;est disponible. Quiconque peut lire ce fichier peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>The keychain refused to store the %1: %2</source>
        <translation>Le trousseau a refusé de stocker le secret (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>No %1 is stored for this connection.</source>
        <translation>Aucun secret (%1) n&apos;est stocké pour cette connexion.</translation>
    </message>
    <message>
        <source>The keychain refused to read the %1: %2</source>
        <translation>Le trousseau a refusé de lire le secret (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>The secret could not be removed from %1: %2</source>
        <translation>Le secret n&apos;a pas pu être retiré de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The keychain refused to delete the %1: %2</source>
        <translation>Le trousseau a refusé de supprimer le secret (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a secrets file (%1)</source>
        <translation>ce n&apos;est pas un fichier de secrets (%1)</translation>
    </message>
    <message>
        <source>could not delete the file</source>
        <translation>impossible de supprimer le fichier</translation>
    </message>
    <message>
        <source>could not create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>could not restrict the file to its owner</source>
        <translation>impossible de restreindre le fichier à son propriétaire</translation>
    </message>
</context>
<context>
    <name>mantyx::ServerRunSource</name>
    <message>
        <source>The server has no run with the id %1 (HTTP %2); it gave no details.</source>
        <translation>Le serveur n&apos;a aucune exécution avec l&apos;identifiant %1 (HTTP %2)&#xa0;; il n&apos;a donné aucun détail.</translation>
    </message>
    <message>
        <source>The server has no run with the id %1 (HTTP %2). It answered: %3</source>
        <translation>Le serveur n&apos;a aucune exécution avec l&apos;identifiant %1 (HTTP %2). Sa réponse&#xa0;: %3</translation>
    </message>
    <message>
        <source>There is no connection to open the run on.</source>
        <translation>Aucune connexion sur laquelle ouvrir l&apos;exécution.</translation>
    </message>
    <message>
        <source>No run id was given.</source>
        <translation>Aucun identifiant d&apos;exécution n&apos;a été fourni.</translation>
    </message>
    <message>
        <source>The run&apos;s snapshot could not be fetched; its log is read anyway.</source>
        <translation>L&apos;instantané de l&apos;exécution n&apos;a pas pu être récupéré&#xa0;; son journal est lu malgré tout.</translation>
    </message>
    <message>
        <source>The server has no snapshot of this run (HTTP %1); it is read from its event stream alone.</source>
        <translation>Le serveur n&apos;a pas d&apos;instantané de cette exécution (HTTP %1)&#xa0;; elle est lue à partir de son seul flux d&apos;événements.</translation>
    </message>
    <message>
        <source>Stopped before the run&apos;s snapshot arrived.</source>
        <translation>Arrêté avant l&apos;arrivée de l&apos;instantané de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Stopped before the run was opened.</source>
        <translation>Arrêté avant l&apos;ouverture de l&apos;exécution.</translation>
    </message>
</context>
<context>
    <name>mantyx::SessionController</name>
    <message>
        <source>There is no connection to create the session on.</source>
        <translation>Aucune connexion sur laquelle créer la session.</translation>
    </message>
    <message>
        <source>The server created a session (HTTP %1) but its answer has no sessionId or id: %2</source>
        <translation>Le serveur a créé une session (HTTP %1) mais sa réponse ne contient ni sessionId ni id&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no connection to open the session on.</source>
        <translation>Aucune connexion sur laquelle ouvrir la session.</translation>
    </message>
    <message>
        <source>No session id was given.</source>
        <translation>Aucun identifiant de session n&apos;a été fourni.</translation>
    </message>
    <message>
        <source>The session has ended; start a new one.</source>
        <translation>La session est terminée&#xa0;; démarrez-en une nouvelle.</translation>
    </message>
    <message>
        <source>There is no active session to send the message to.</source>
        <translation>Aucune session active à laquelle envoyer le message.</translation>
    </message>
    <message>
        <source>There is no session to end.</source>
        <translation>Aucune session à terminer.</translation>
    </message>
</context>
<context>
    <name>mantyx::SessionPanel</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>&amp;Start session</source>
        <translation>&amp;Démarrer la session</translation>
    </message>
    <message>
        <source>Create a session with the composer&apos;s spec as its defaults</source>
        <translation>Créer une session avec la spécification de l&apos;éditeur comme valeurs par défaut</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open an existing session by its id and load its history</source>
        <translation>Ouvrir une session existante par son identifiant et charger son historique</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Load the session&apos;s history from the server again</source>
        <translation>Recharger l&apos;historique de la session depuis le serveur</translation>
    </message>
    <message>
        <source>&amp;End session</source>
        <translation>&amp;Terminer la session</translation>
    </message>
    <message>
        <source>Sen&amp;d</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter); it starts one run</source>
        <translation>Envoyer le message (Ctrl+Enter)&#xa0;; il lance une exécution</translation>
    </message>
    <message>
        <source>Message to the agent…</source>
        <translation>Message à l&apos;agent…</translation>
    </message>
    <message>
        <source>For this message only, take from the composer&apos;s spec (replaces the session&apos;s defaults; metadata is merged):</source>
        <translation>Pour ce message uniquement, reprendre de la spécification de l&apos;éditeur (remplace les valeurs par défaut de la session&#xa0;; les métadonnées sont fusionnées)&#xa0;:</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>Aucune session</translation>
    </message>
    <message>
        <source>Start a session from the composer&apos;s spec, or open one by its id. Each message you send starts one run; the session keeps the conversation.</source>
        <translation>Démarrez une session à partir de la spécification de l&apos;éditeur, ou ouvrez-en une par son identifiant. Chaque message envoyé lance une exécution&#xa0;; la session conserve la conversation.</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>creating…</source>
        <translation>création…</translation>
    </message>
    <message>
        <source>loading history…</source>
        <translation>chargement de l&apos;historique…</translation>
    </message>
    <message>
        <source>ending…</source>
        <translation>fin en cours…</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>Session %1 — %2</source>
        <translation>Session %1 — %2</translation>
    </message>
    <message>
        <source>No messages yet.</source>
        <translation>Aucun message pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>%n pièce jointe</numerusform>
            <numerusform>%n pièces jointes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mantyx::SingleInstance</name>
    <message>
        <source>Another instance holds %1.</source>
        <translation>Une autre instance détient %1.</translation>
    </message>
    <message>
        <source>Could not create %1.</source>
        <translation>Impossible de créer %1.</translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanModel</name>
    <message>
        <source>%1 of %2 done</source>
        <translation>Terminé&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
</context>
<context>
    <name>mantyx::TaskPlanPanel</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>The plan&apos;s progress bar: steps done of all steps</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>No task plan yet. A run with “plan” set shows its checklist here.</source>
        <translation>Pas encore de plan de tâches. Une exécution avec «&#xa0;plan&#xa0;» activé affiche ici sa liste de contrôle.</translation>
    </message>
    <message>
        <source>Task plan steps</source>
        <translation>Étapes du plan de tâches</translation>
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
        <translation>Répondu avec une erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>diffusion en cours</translation>
    </message>
    <message>
        <source>⚠ flagged</source>
        <translation>⚠ signalé</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <translation>
            <numerusform>⚠ %n problème</numerusform>
            <numerusform>⚠ %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Protocol problems:</source>
        <translation>Problèmes de protocole&#xa0;:</translation>
    </message>
    <message>
        <source>Show thinking</source>
        <translation>Afficher la réflexion</translation>
    </message>
    <message>
        <source>Fold thinking</source>
        <translation>Replier la réflexion</translation>
    </message>
    <message>
        <source>▴ Show less</source>
        <translation>▴ Afficher moins</translation>
    </message>
    <message>
        <source>▾ Show more</source>
        <translation>▾ Afficher plus</translation>
    </message>
</context>
<context>
    <name>mantyx::TimelineView</name>
    <message>
        <source>Filter: text, tool:name, turn:3, seq:42</source>
        <translation>Filtre&#xa0;: texte, tool:nom, turn:3, seq:42</translation>
    </message>
    <message>
        <source>Shows the rows containing the text. Tokens narrow it further: tool:NAME (the tool name contains NAME), turn:N (rows of turn N), seq:N (the row holding event N).</source>
        <translation>Affiche les lignes contenant le texte. Des mots-clés affinent le filtre&#xa0;: tool:NOM (le nom de l&apos;outil contient NOM), turn:N (lignes du tour N), seq:N (la ligne contenant l&apos;événement N).</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Types</translation>
    </message>
    <message>
        <source>Choose which kinds of rows are shown</source>
        <translation>Choisir les types de lignes affichées</translation>
    </message>
    <message>
        <source>Show all types</source>
        <translation>Afficher tous les types</translation>
    </message>
    <message>
        <source>Only unanswered local calls</source>
        <translation>Uniquement les appels locaux sans réponse</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Signalés</translation>
    </message>
    <message>
        <source>Show only malformed, unknown or questionable events</source>
        <translation>Afficher uniquement les événements mal formés, inconnus ou douteux</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Follow the tail: keep the newest row in view (off when you scroll up, on again at the bottom or with End)</source>
        <translation>Suivre la fin&#xa0;: garder la ligne la plus récente visible (désactivé quand vous remontez, réactivé en bas ou avec Fin)</translation>
    </message>
    <message>
        <source>Turn…</source>
        <translation>Tour…</translation>
    </message>
    <message>
        <source>Select the first row of a turn</source>
        <translation>Sélectionner la première ligne d&apos;un tour</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Tour </translation>
    </message>
    <message>
        <source>Next pending</source>
        <translation>Suivant en attente</translation>
    </message>
    <message>
        <source>Select the next local tool call waiting for an answer (%1)</source>
        <translation>Sélectionner le prochain appel d&apos;outil local en attente de réponse (%1)</translation>
    </message>
    <message>
        <source>Run timeline</source>
        <translation>Chronologie de l&apos;exécution</translation>
    </message>
    <message>
        <source>&amp;Copy Text</source>
        <translation>&amp;Copier le texte</translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; full text</source>
        <translation>Copier le texte complet des lignes sélectionnées</translation>
    </message>
    <message>
        <source>Copy &amp;Payload JSON</source>
        <translation>Copier le JSON de la c&amp;harge utile</translation>
    </message>
    <message>
        <source>Copy the selected rows&apos; events as received, as JSON</source>
        <translation>Copier les événements des lignes sélectionnées tels que reçus, en JSON</translation>
    </message>
    <message>
        <source>Copy Tool Call as &amp;JSON</source>
        <translation>Copier l&apos;appel d&apos;outil en &amp;JSON</translation>
    </message>
    <message>
        <source>Copy &amp;Answer</source>
        <translation>Copier la &amp;réponse</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 lignes sur %2</translation>
    </message>
    <message>
        <source>No event matches the filter.</source>
        <translation>Aucun événement ne correspond au filtre.</translation>
    </message>
    <message>
        <source>No events yet.
Compose a spec and press Run, or open a run by its id.</source>
        <translation>Aucun événement pour l&apos;instant.
Composez une spécification et appuyez sur Exécuter, ou ouvrez une exécution par son identifiant.</translation>
    </message>
    <message>
        <source>&amp;Filter to Tool “%1”</source>
        <translation>&amp;Filtrer sur l&apos;outil «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&amp;Filter to This Tool</source>
        <translation>&amp;Filtrer sur cet outil</translation>
    </message>
    <message>
        <source>&amp;Back to the Call</source>
        <translation>Re&amp;venir à l&apos;appel</translation>
    </message>
    <message>
        <source>J&amp;ump to the Call’s Answer</source>
        <translation>&amp;Aller à la réponse de l&apos;appel</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolEditor</name>
    <message>
        <source>JSON syntax error: %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1.</translation>
    </message>
    <message>
        <source>JSON syntax error: expected %1.</source>
        <translation>Erreur de syntaxe JSON&#xa0;: %1 attendu.</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolHeadersEditor</name>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Remove this header</source>
        <translation>Supprimer cet en-tête</translation>
    </message>
    <message>
        <source>Remove this variable</source>
        <translation>Supprimer cette variable</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Ajouter un en-tête</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Ajouter une variable</translation>
    </message>
    <message>
        <source>Show values</source>
        <translation>Afficher les valeurs</translation>
    </message>
    <message>
        <source>Header values are usually credentials; they are masked unless you show them</source>
        <translation>Les valeurs d&apos;en-tête sont généralement des identifiants&#xa0;; elles sont masquées sauf si vous les affichez</translation>
    </message>
    <message>
        <source>Show or mask the variables&apos; values</source>
        <translation>Afficher ou masquer les valeurs des variables</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolListEditor</name>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n paramètre</numerusform>
            <numerusform>%n paramètres</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent card yet</source>
        <translation>pas encore de carte d&apos;agent</translation>
    </message>
    <message>
        <source>card: %1</source>
        <translation>carte&#xa0;: %1</translation>
    </message>
    <message>
        <source>not connected yet</source>
        <translation>pas encore connecté</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n outil</numerusform>
            <numerusform>%n outils</numerusform>
        </translation>
    </message>
    <message>
        <source>workspace tool</source>
        <translation>outil de l&apos;espace de travail</translation>
    </message>
    <message>
        <source>plugin tool</source>
        <translation>outil de plugin</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>type inconnu</translation>
    </message>
    <message>
        <source>&amp;Local tool, answered here</source>
        <translation>Outil &amp;local, réponse fournie ici</translation>
    </message>
    <message>
        <source>&amp;A2A agent, called from here</source>
        <translation>Agent &amp;A2A, appelé d&apos;ici</translation>
    </message>
    <message>
        <source>&amp;MCP server, run here</source>
        <translation>Serveur &amp;MCP, exécuté ici</translation>
    </message>
    <message>
        <source>&amp;Workspace tool</source>
        <translation>Outil de l&apos;espace de &amp;travail</translation>
    </message>
    <message>
        <source>&amp;Plugin tool</source>
        <translation>Outil de &amp;plugin</translation>
    </message>
    <message>
        <source>A2A agent, called by the se&amp;rver</source>
        <translation>Agent A2A, appelé par le se&amp;rveur</translation>
    </message>
    <message>
        <source>MCP server, reached by the ser&amp;ver</source>
        <translation>Serveur MCP, joint par le ser&amp;veur</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(sans id)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Add a tool of one of the seven kinds</source>
        <translation>Ajouter un outil de l&apos;un des sept types</translation>
    </message>
    <message>
        <source>Remove the selected tool</source>
        <translation>Supprimer l&apos;outil sélectionné</translation>
    </message>
    <message>
        <source>Move the selected tool up</source>
        <translation>Monter l&apos;outil sélectionné</translation>
    </message>
    <message>
        <source>Move the selected tool down</source>
        <translation>Descendre l&apos;outil sélectionné</translation>
    </message>
    <message>
        <source>Duplicate the selected tool</source>
        <translation>Dupliquer l&apos;outil sélectionné</translation>
    </message>
    <message>
        <source>Answered by this app</source>
        <translation>Répondu par cette application</translation>
    </message>
    <message>
        <source>Run by the server</source>
        <translation>Exécuté par le serveur</translation>
    </message>
    <message>
        <source>Drag to reorder</source>
        <translation>Faire glisser pour réorganiser</translation>
    </message>
    <message>
        <source>No tool selected.
Add one with &quot;Add&quot; below the list.</source>
        <translation>Aucun outil sélectionné.
Ajoutez-en un avec «&#xa0;Ajouter&#xa0;» sous la liste.</translation>
    </message>
</context>
<context>
    <name>mantyx::ToolResultSender</name>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>envoi</translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation>acquittée</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>The run received an answer from elsewhere.</source>
        <translation>L&apos;exécution a reçu une réponse d&apos;ailleurs.</translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST got no reply.</source>
        <translation>L&apos;exécution a confirmé la réponse bien que son POST n&apos;ait reçu aucune réponse.</translation>
    </message>
    <message>
        <source>The answer has no toolUseId.</source>
        <translation>La réponse n&apos;a pas de toolUseId.</translation>
    </message>
    <message>
        <source>An answer to %1 is already being sent.</source>
        <translation>Une réponse à %1 est déjà en cours d&apos;envoi.</translation>
    </message>
    <message>
        <source>%1 has already been answered.</source>
        <translation>%1 a déjà reçu une réponse.</translation>
    </message>
    <message>
        <source>The server rejected the answer to %1 for good: %2</source>
        <translation>Le serveur a définitivement rejeté la réponse à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The tool&apos;s answer was too large to send: %1</source>
        <translation>La réponse de l&apos;outil était trop volumineuse pour être envoyée&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no connection to post the answer on.</source>
        <translation>Aucune connexion sur laquelle envoyer la réponse.</translation>
    </message>
    <message>
        <source>Accepted (HTTP %1).</source>
        <translation>Acceptée (HTTP %1).</translation>
    </message>
    <message>
        <source>The run had already received this answer.</source>
        <translation>L&apos;exécution avait déjà reçu cette réponse.</translation>
    </message>
    <message>
        <source>An earlier attempt got no reply and may have arrived.</source>
        <translation>Une tentative précédente n&apos;a reçu aucune réponse et est peut-être arrivée.</translation>
    </message>
    <message>
        <source>The run confirmed the answer although its POST failed.</source>
        <translation>L&apos;exécution a confirmé la réponse bien que son POST ait échoué.</translation>
    </message>
</context>
</TS>
