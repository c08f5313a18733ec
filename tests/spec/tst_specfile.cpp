// SPDX-License-Identifier: MIT
// SpecFile: what a spec file's text becomes (BOM, line ends) and how each failure is worded.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "spec/specfile.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestSpecFile final : public QObject
{
    Q_OBJECT

private slots:
    void readsUtf8WithoutBomAndWithUnixLineEnds();
    void refusesWhatIsNotASpecFile();
    void writesAndReplaces();
    void writeFailureSaysWhere();

private:
    QString write(const QString& name, const QByteArray& bytes);
    QTemporaryDir m_dir;
};

QString TestSpecFile::write(const QString& name, const QByteArray& bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void TestSpecFile::readsUtf8WithoutBomAndWithUnixLineEnds()
{
    const QString path = write(u"bom.json"_s, "\xEF\xBB\xBF{\r\n  \"prompt\": \"Gr\xC3\xBC\xC3\x9F"
                                              "e\"\r}\n");
    QVERIFY(!path.isEmpty());
    QString error;
    const std::optional<QString> text = SpecFile::readText(path, &error);
    QVERIFY2(text, qPrintable(error));
    QCOMPARE(*text, u"{\n  \"prompt\": \"Grüße\"\n}\n"_s);

    // The same bytes in memory (the spec loader's fuzz target reads them so) give the same text;
    // a multi-byte sequence cut off at the end is not UTF-8.
    QCOMPARE(SpecFile::decodeText("\xEF\xBB\xBF{\r\n  \"prompt\": \"Gr\xC3\xBC\xC3\x9F"
                                  "e\"\r}\n"),
             text);
    QVERIFY(!SpecFile::decodeText("{\"prompt\": \"Gr\xC3"));
}

void TestSpecFile::refusesWhatIsNotASpecFile()
{
    QString error;
    const QString missing = m_dir.filePath(u"missing.json"_s);
    QVERIFY(!SpecFile::readText(missing, &error));
    QVERIFY2(error.startsWith(u"Could not open %1: "_s.arg(QDir::toNativeSeparators(missing))),
             qPrintable(error));

    const QString latin1 = write(u"latin1.json"_s, "{\"prompt\": \"Gr\xFC\xDF"
                                                   "e\"}");
    QVERIFY(!SpecFile::readText(latin1, &error));
    QCOMPARE(error, u"%1 is not UTF-8 text."_s.arg(QDir::toNativeSeparators(latin1)));

    const QString large = write(u"large.json"_s, QByteArray(SpecFile::MaxBytes + 1, ' '));
    QVERIFY(!large.isEmpty());
    QVERIFY(!SpecFile::readText(large, &error));
    QCOMPARE(error, u"%1 is too large for a spec (16 MB; at most 16 MB)."_s.arg(
                        QDir::toNativeSeparators(large)));
    // Exactly the limit is still a spec file.
    QVERIFY(SpecFile::readText(write(u"limit.json"_s, QByteArray(SpecFile::MaxBytes, ' '))));
}

void TestSpecFile::writesAndReplaces()
{
    const QString path = m_dir.filePath(u"out.json"_s);
    QString error;
    QVERIFY2(SpecFile::writeText(path, u"{\"prompt\": \"eins\"}\n"_s, &error), qPrintable(error));
    QVERIFY2(SpecFile::writeText(path, u"{\"prompt\": \"zwei — ü\"}\n"_s, &error),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("{\"prompt\": \"zwei \xE2\x80\x94 \xC3\xBC\"}\n"));
    // No temporary file is left next to it.
    QCOMPARE(QDir(m_dir.path()).entryList({u"out.json*"_s}, QDir::Files | QDir::Hidden),
             QStringList{u"out.json"_s});
}

void TestSpecFile::writeFailureSaysWhere()
{
    const QString path = m_dir.filePath(u"no-such-folder/out.json"_s);
    QString error;
    QVERIFY(!SpecFile::writeText(path, u"{}"_s, &error));
    QVERIFY2(error.startsWith(u"Could not save %1: "_s.arg(QDir::toNativeSeparators(path))),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestSpecFile)
#include "tst_specfile.moc"
