// SPDX-License-Identifier: MIT
// Tests AttachmentLoader: a file becomes an input_file with QMimeDatabase's type and its bytes in
// base64 (round trip), files over the inline limit and missing files are refused with a reason,
// https URLs only, and the counters against 20 attachments / 5 MB inline.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "protocol/specvalidator.h"
#include "spec/attachmentloader.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestAttachmentLoader final : public QObject
{
    Q_OBJECT

private slots:
    void fromFile();
    void refusesWhatCannotBeSent();
    void fromUrl_data();
    void fromUrl();
    void usage();
    void sizeText();
};

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

void TestAttachmentLoader::fromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray text = "Quarterly notes\n- revenue up 4%\n";
    const QString notes = writeFile(dir, u"notes.txt"_s, text);
    QString error;
    const std::optional<InputAttachment> attachment = AttachmentLoader::fromFile(notes, &error);
    QVERIFY2(attachment, qPrintable(error));
    QCOMPARE(attachment->kind(), InputAttachment::Kind::InlineFile);
    QCOMPARE(attachment->filename, u"notes.txt"_s);
    QCOMPARE(attachment->mimeType, u"text/plain"_s);
    QCOMPARE(attachment->decodedData(), text);
    QCOMPARE(SpecValidator::decodedBase64Size(*attachment->data), text.size());

    // Content wins over a misleading name: a PNG signature in a .dat file.
    const QByteArray png = QByteArray::fromHex("89504e470d0a1a0a0000000d49484452");
    const QString image = writeFile(dir, u"picture.dat"_s, png);
    QCOMPARE(AttachmentLoader::fromFile(image)->mimeType, u"image/png"_s);
    QCOMPARE(AttachmentLoader::mimeTypeForName(u"report.pdf"_s), u"application/pdf"_s);
}

void TestAttachmentLoader::refusesWhatCannotBeSent()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!AttachmentLoader::fromFile(dir.filePath(u"missing.txt"_s), &error));
    QVERIFY(error.contains(u"missing.txt"_s));
    QVERIFY(!AttachmentLoader::fromFile(dir.path(), &error)); // a directory

    const QString big = writeFile(dir, u"big.bin"_s, QByteArray(2048, 'x'));
    QVERIFY(!AttachmentLoader::fromFile(big, &error, 1024));
    QVERIFY2(error.contains(u"2 KB"_s) && error.contains(u"1 KB"_s), qPrintable(error));
    QVERIFY(AttachmentLoader::fromFile(big, &error, 2048));
}

void TestAttachmentLoader::fromUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("mime");
    QTest::newRow("pdf") << u"https://example.com/files/report.pdf"_s << true
                         << u"application/pdf"_s;
    QTest::newRow("no extension") << u"https://example.com/download?id=3"_s << true << QString();
    QTest::newRow("http") << u"http://example.com/a.png"_s << false << QString();
    QTest::newRow("relative") << u"/a.png"_s << false << QString();
    QTest::newRow("file") << u"file:///etc/passwd"_s << false << QString();
}

void TestAttachmentLoader::fromUrl()
{
    QFETCH(QString, url);
    QFETCH(bool, ok);
    QFETCH(QString, mime);
    QString error;
    const std::optional<InputAttachment> attachment = AttachmentLoader::fromUrl(url, &error);
    QCOMPARE(attachment.has_value(), ok);
    if (!ok) {
        QVERIFY(error.contains(u"https"_s));
        return;
    }
    QCOMPARE(attachment->kind(), InputAttachment::Kind::FileUrl);
    QCOMPARE(attachment->url, url);
    QCOMPARE(attachment->mimeType.value_or(QString()), mime);
}

void TestAttachmentLoader::usage()
{
    QJsonArray attachments;
    attachments.append(
        InputAttachment::inlineFile(u"a.txt"_s, u"text/plain"_s, QByteArray(1000, 'a')).toJson());
    attachments.append(InputAttachment::fileUrl(u"https://example.com/b.png"_s).toJson());
    attachments.append(QJsonObject{{u"type"_s, u"input_file"_s}, {u"data"_s, u"not base64!"_s}});
    const AttachmentLoader::Usage usage = AttachmentLoader::usage(attachments);
    QCOMPARE(usage.count, 3);
    QCOMPARE(usage.urlCount, 1);
    QCOMPARE(usage.inlineBytes, 1000);
    QVERIFY(!usage.overCount());
    QVERIFY(!usage.overInline());
    QCOMPARE(AttachmentLoader::usageText(usage),
             u"3 of 20 attachments · 1000 bytes of 5 MB inline"_s);

    AttachmentLoader::Usage full;
    full.count = SpecValidator::MaxAttachments + 1;
    full.inlineBytes = SpecValidator::MaxInlineAttachmentBytes + 1;
    QVERIFY(full.overCount());
    QVERIFY(full.overInline());

    const QJsonArray messages = {
        QJsonObject{{u"role"_s, u"user"_s}, {u"attachments"_s, attachments}},
        QJsonObject{{u"role"_s, u"user"_s}, {u"attachments"_s, attachments}},
        QJsonObject{{u"role"_s, u"assistant"_s}},
    };
    QCOMPARE(AttachmentLoader::inlineBytesOfMessages(messages), 2000);
    QCOMPARE(AttachmentLoader::usageText(usage, 2000),
             u"3 of 20 attachments · 2 KB of 5 MB inline"_s.replace(
                 u"2 KB"_s, AttachmentLoader::sizeText(2000)));
}

void TestAttachmentLoader::sizeText()
{
    QCOMPARE(AttachmentLoader::sizeText(0), u"0 bytes"_s);
    QCOMPARE(AttachmentLoader::sizeText(1023), u"1023 bytes"_s);
    QCOMPARE(AttachmentLoader::sizeText(1024), u"1 KB"_s);
    QCOMPARE(AttachmentLoader::sizeText(1536), u"1.5 KB"_s);
    QCOMPARE(AttachmentLoader::sizeText(5 * 1024 * 1024), u"5 MB"_s);
    QCOMPARE(AttachmentLoader::sizeText(5 * 1024 * 1024 + 300 * 1024), u"5.3 MB"_s);
}

QTEST_GUILESS_MAIN(TestAttachmentLoader)
#include "tst_attachmentloader.moc"
