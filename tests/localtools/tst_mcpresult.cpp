// SPDX-License-Identifier: MIT
// Flattening of MCP tools/call results into tool answers (McpResult), without any process.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "localtools/mcpresult.h"
#include "protocol/specissue.h"
#include "protocol/toolresultvalidator.h"

using namespace Qt::StringLiterals;
using namespace mantyx;

class TestMcpResult : public QObject
{
    Q_OBJECT

private slots:
    void textBlocksJoinedWithNewline();
    void emptyContentIsEmptyResult();
    void isErrorBecomesErrorAnswer();
    void isErrorWithoutTextStillSaysSomething();
    void imageBecomesFile();
    void imageIsNoteWhenFilesAreOff();
    void audioOfUnlistedTypeIsNoteUnlessAllowed();
    void textResourceBecomesFileOrInlineText();
    void blobResourceBecomesFile();
    void resourceLinkIsNote();
    void unknownBlockIsNote();
    void invalidBase64IsNote();
    void errorAnswerCarriesNoFiles();
    void fileCountAndSizeLimits();
    void duplicateFileNamesAreNumbered();
    void structuredContentWithoutTextBecomesText();
    void structuredContentBesideTextIsNotRepeated();
    void longErrorIsCutToProtocolLimit();
    void answersPassTheToolResultValidator();
};

namespace {

// The 1x1 transparent PNG.
const QByteArray kPngBase64 = QByteArrayLiteral(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=");

QJsonObject text(const QString& t)
{
    return QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, t}};
}

QJsonObject image(const QByteArray& base64 = kPngBase64, const QString& mime = u"image/png"_s)
{
    return QJsonObject{
        {"type"_L1, u"image"_s}, {"data"_L1, QString::fromLatin1(base64)}, {"mimeType"_L1, mime}};
}

QJsonObject result(const QJsonArray& content, bool isError = false)
{
    QJsonObject r{{"content"_L1, content}};
    if (isError)
        r.insert("isError"_L1, true);
    return r;
}

McpResult::Options noFiles()
{
    McpResult::Options o;
    o.allowFiles = false;
    return o;
}

} // namespace

void TestMcpResult::textBlocksJoinedWithNewline()
{
    const McpFlattened f =
        McpResult::flatten(result({text(u"one"_s), text(u"two\n"_s), text(u"three"_s)}));
    QVERIFY(f.answer.result.has_value());
    QVERIFY(!f.answer.error.has_value());
    QCOMPARE(*f.answer.result, u"one\ntwo\n\nthree"_s);
    QCOMPARE(f.textBlocks, 3);
    QVERIFY(f.notes.isEmpty());
    QVERIFY(f.answer.files.isEmpty());
    QVERIFY(!f.isError);
}

void TestMcpResult::emptyContentIsEmptyResult()
{
    const McpFlattened f = McpResult::flatten(QJsonObject{{"content"_L1, QJsonArray{}}});
    QVERIFY(f.answer.result.has_value());
    QCOMPARE(*f.answer.result, QString());
}

void TestMcpResult::isErrorBecomesErrorAnswer()
{
    const McpFlattened f = McpResult::flatten(
        result({text(u"Access denied"_s), text(u"path outside allowed directories"_s)}, true));
    QVERIFY(f.isError);
    QVERIFY(!f.answer.result.has_value());
    QVERIFY(f.answer.error.has_value());
    QCOMPARE(*f.answer.error, u"Access denied\npath outside allowed directories"_s);
}

void TestMcpResult::isErrorWithoutTextStillSaysSomething()
{
    const McpFlattened f = McpResult::flatten(result({}, true));
    QVERIFY(f.answer.error.has_value());
    QVERIFY(!f.answer.error->isEmpty());
}

void TestMcpResult::imageBecomesFile()
{
    const McpFlattened f =
        McpResult::flatten(result({text(u"Here it is:"_s), image(), text(u"The end."_s)}));
    QCOMPARE(*f.answer.result, u"Here it is:\nThe end."_s);
    QCOMPARE(f.answer.files.size(), 1);
    const ToolFile& file = f.answer.files.constFirst();
    QCOMPARE(file.mimeType, u"image/png"_s);
    QCOMPARE(file.filename, u"image-1.png"_s);
    QCOMPARE(file.data, QByteArray::fromBase64(kPngBase64));
    QVERIFY(file.data.startsWith("\x89PNG"));
    QVERIFY(f.notes.isEmpty());
}

void TestMcpResult::imageIsNoteWhenFilesAreOff()
{
    const McpFlattened f =
        McpResult::flatten(result({text(u"before"_s), image(), text(u"after"_s)}), noFiles());
    QVERIFY(f.answer.files.isEmpty());
    QCOMPARE(f.notes.size(), 1);
    const QString note = f.notes.constFirst();
    QVERIFY2(note.contains(u"image/png"_s), qPrintable(note));
    QVERIFY2(note.contains(QString::number(QByteArray::fromBase64(kPngBase64).size())),
             qPrintable(note));
    // In place, between the text blocks.
    QCOMPARE(*f.answer.result, u"before\n"_s + note + u"\nafter"_s);
}

void TestMcpResult::audioOfUnlistedTypeIsNoteUnlessAllowed()
{
    const QJsonObject audio{{"type"_L1, u"audio"_s},
                            {"data"_L1, QString::fromLatin1(QByteArray("RIFF....").toBase64())},
                            {"mimeType"_L1, u"audio/wav"_s}};
    const McpFlattened refused = McpResult::flatten(result({audio}));
    QVERIFY(refused.answer.files.isEmpty());
    QCOMPARE(refused.notes.size(), 1);
    QVERIFY(refused.notes.constFirst().contains(u"audio/wav"_s));

    McpResult::Options unlisted;
    unlisted.allowUnlistedMimeTypes = true;
    const McpFlattened taken = McpResult::flatten(result({audio}), unlisted);
    QCOMPARE(taken.answer.files.size(), 1);
    QCOMPARE(taken.answer.files.constFirst().mimeType, u"audio/wav"_s);
    QCOMPARE(taken.answer.files.constFirst().data, QByteArray("RIFF...."));
    QVERIFY(taken.answer.files.constFirst().filename.startsWith(u"audio-1."_s));
}

void TestMcpResult::textResourceBecomesFileOrInlineText()
{
    const QJsonObject block{
        {"type"_L1, u"resource"_s},
        {"resource"_L1, QJsonObject{{"uri"_L1, u"file:///workspace/notes/readme.md"_s},
                                    {"mimeType"_L1, u"text/markdown"_s},
                                    {"text"_L1, u"# Title\nBody"_s}}}};
    const McpFlattened asFile = McpResult::flatten(result({text(u"See file."_s), block}));
    QCOMPARE(*asFile.answer.result, u"See file."_s);
    QCOMPARE(asFile.answer.files.size(), 1);
    QCOMPARE(asFile.answer.files.constFirst().filename, u"readme.md"_s);
    QCOMPARE(asFile.answer.files.constFirst().mimeType, u"text/markdown"_s);
    QCOMPARE(asFile.answer.files.constFirst().data, QByteArray("# Title\nBody"));

    const McpFlattened inlined =
        McpResult::flatten(result({text(u"See file."_s), block}), noFiles());
    QVERIFY(inlined.answer.files.isEmpty());
    QVERIFY(inlined.answer.result->startsWith(u"See file.\n"_s));
    QVERIFY(inlined.answer.result->contains(u"file:///workspace/notes/readme.md"_s));
    QVERIFY(inlined.answer.result->endsWith(u"\n# Title\nBody"_s));
}

void TestMcpResult::blobResourceBecomesFile()
{
    const QJsonObject block{
        {"type"_L1, u"resource"_s},
        {"resource"_L1,
         QJsonObject{{"uri"_L1, u"demo://resource/dynamic/blob/1"_s},
                     {"mimeType"_L1, u"application/pdf"_s},
                     {"blob"_L1, QString::fromLatin1(QByteArray("%PDF-1.4").toBase64())}}}};
    const McpFlattened f = McpResult::flatten(result({block}));
    QCOMPARE(f.answer.files.size(), 1);
    QCOMPARE(f.answer.files.constFirst().data, QByteArray("%PDF-1.4"));
    QCOMPARE(f.answer.files.constFirst().mimeType, u"application/pdf"_s);
    // "1" has no extension: a generated name.
    QCOMPARE(f.answer.files.constFirst().filename, u"resource-1.pdf"_s);
}

void TestMcpResult::resourceLinkIsNote()
{
    const QJsonObject link{{"type"_L1, u"resource_link"_s},
                           {"uri"_L1, u"file:///project/src/main.rs"_s},
                           {"name"_L1, u"main.rs"_s},
                           {"mimeType"_L1, u"text/x-rust"_s}};
    const McpFlattened f = McpResult::flatten(result({link}));
    QVERIFY(f.answer.files.isEmpty());
    QCOMPARE(f.notes.size(), 1);
    QVERIFY(f.answer.result->contains(u"main.rs"_s));
    QVERIFY(f.answer.result->contains(u"file:///project/src/main.rs"_s));
}

void TestMcpResult::unknownBlockIsNote()
{
    const McpFlattened f = McpResult::flatten(
        result({QJsonObject{{"type"_L1, u"hologram"_s}, {"depth"_L1, 3}}, text(u"ok"_s)}));
    QCOMPARE(f.notes.size(), 1);
    QVERIFY(f.notes.constFirst().contains(u"hologram"_s));
    QVERIFY(f.answer.result->endsWith(u"\nok"_s));
}

void TestMcpResult::invalidBase64IsNote()
{
    const McpFlattened f = McpResult::flatten(result({image("not base64!!")}));
    QVERIFY(f.answer.files.isEmpty());
    QCOMPARE(f.notes.size(), 1);
    QVERIFY(f.notes.constFirst().contains(u"base64"_s));
}

void TestMcpResult::errorAnswerCarriesNoFiles()
{
    const McpFlattened f = McpResult::flatten(result({text(u"render failed"_s), image()}, true));
    QVERIFY(f.answer.error.has_value());
    QVERIFY(f.answer.files.isEmpty());
    QCOMPARE(f.notes.size(), 1);
    QVERIFY(f.answer.error->startsWith(u"render failed\n"_s));
    QVERIFY(f.answer.error->contains(u"image/png"_s));
}

void TestMcpResult::fileCountAndSizeLimits()
{
    QJsonArray many;
    for (int i = 0; i < ToolResultValidator::MaxFiles + 3; ++i)
        many.append(image());
    const McpFlattened counted = McpResult::flatten(result(many));
    QCOMPARE(counted.answer.files.size(), ToolResultValidator::MaxFiles);
    QCOMPARE(counted.notes.size(), 3);

    // Two images of 3 MB each: the second would pass the 5 MB combined cap.
    const QByteArray big(3 * 1024 * 1024, 'x');
    const McpFlattened sized =
        McpResult::flatten(result({image(big.toBase64()), image(big.toBase64())}));
    QCOMPARE(sized.answer.files.size(), 1);
    QCOMPARE(sized.notes.size(), 1);
    QVERIFY(sized.notes.constFirst().contains(u"5 MB"_s));
}

void TestMcpResult::duplicateFileNamesAreNumbered()
{
    const auto res = [](const QString& t) {
        return QJsonObject{{"type"_L1, u"resource"_s},
                           {"resource"_L1, QJsonObject{{"uri"_L1, u"file:///a/data.csv"_s},
                                                       {"mimeType"_L1, u"text/csv"_s},
                                                       {"text"_L1, t}}}};
    };
    const McpFlattened f = McpResult::flatten(result({res(u"1"_s), res(u"2"_s), image(), image()}));
    QCOMPARE(f.answer.files.size(), 4);
    QCOMPARE(f.answer.files.at(0).filename, u"data.csv"_s);
    QCOMPARE(f.answer.files.at(1).filename, u"data-2.csv"_s);
    QCOMPARE(f.answer.files.at(2).filename, u"image-1.png"_s);
    QCOMPARE(f.answer.files.at(3).filename, u"image-2.png"_s);
}

void TestMcpResult::structuredContentWithoutTextBecomesText()
{
    const QJsonObject structured{{"temperature"_L1, 36}, {"conditions"_L1, u"drizzle"_s}};
    QJsonObject r = result({});
    r.insert("structuredContent"_L1, structured);
    const McpFlattened f = McpResult::flatten(r);
    QVERIFY(f.hasStructuredContent);
    QVERIFY(f.structuredContentInText);
    QCOMPARE(QJsonDocument::fromJson(f.answer.result->toUtf8()).object(), structured);

    // Beside an image: the JSON first, the image still a file.
    r.insert("content"_L1, QJsonArray{image()});
    const McpFlattened g = McpResult::flatten(r);
    QCOMPARE(QJsonDocument::fromJson(g.answer.result->toUtf8()).object(), structured);
    QCOMPARE(g.answer.files.size(), 1);
}

void TestMcpResult::structuredContentBesideTextIsNotRepeated()
{
    QJsonObject r = result({text(u"{\"temperature\":36}"_s)});
    r.insert("structuredContent"_L1, QJsonObject{{"temperature"_L1, 36}});
    const McpFlattened f = McpResult::flatten(r);
    QVERIFY(f.hasStructuredContent);
    QVERIFY(!f.structuredContentInText);
    QCOMPARE(*f.answer.result, u"{\"temperature\":36}"_s);
}

void TestMcpResult::longErrorIsCutToProtocolLimit()
{
    // Multi-byte characters: the limit is in UTF-8 bytes.
    const QString longText = QString(6000, u'é');
    const McpFlattened f = McpResult::flatten(result({text(longText)}, true));
    QVERIFY(f.answer.error.has_value());
    const qsizetype bytes = f.answer.error->toUtf8().size();
    QVERIFY2(bytes <= ToolResultValidator::MaxErrorBytes, QByteArray::number(bytes).constData());
    QVERIFY(bytes > ToolResultValidator::MaxErrorBytes - 64);
    QVERIFY(f.answer.error->startsWith(u"éééé"_s));
    QVERIFY(!f.answer.error->endsWith(u'é'));

    QCOMPARE(McpResult::limitErrorText(u"short"_s), u"short"_s);
}

void TestMcpResult::answersPassTheToolResultValidator()
{
    const QJsonObject blob{
        {"type"_L1, u"resource"_s},
        {"resource"_L1,
         QJsonObject{{"uri"_L1, u"x://y/report.json"_s},
                     {"mimeType"_L1, u"application/json"_s},
                     {"blob"_L1, QString::fromLatin1(QByteArray("{}").toBase64())}}}};
    const QList<QJsonObject> results{
        result({text(u"a"_s), image(), blob}),
        result({text(u"bad"_s), image()}, true),
        result({image("!!"), QJsonObject{{"type"_L1, u"audio"_s}}}),
    };
    for (const QJsonObject& r : results) {
        const QJsonObject body = McpResult::flatten(r).answer.toJson(u"tu_1"_s);
        const QList<SpecIssue> issues = ToolResultValidator::validate(body);
        QVERIFY2(!hasErrors(issues),
                 QJsonDocument(body).toJson(QJsonDocument::Compact).left(400).constData());
    }
}

QTEST_GUILESS_MAIN(TestMcpResult)
#include "tst_mcpresult.moc"
