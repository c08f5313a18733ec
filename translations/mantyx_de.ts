<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
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
</context>
</TS>
