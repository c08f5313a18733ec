// SPDX-License-Identifier: MIT
// Tests the shipped .ts files themselves, read from the source tree: each is complete (no
// message unfinished or empty, so lrelease reports nothing untranslated) and current (lupdate
// run on today's sources, the way scripts/update-translations.sh runs it, adds and drops no
// text). A failure lists the texts, so the fix is to translate them or to run the script.
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool unfinished = false; // type="unfinished", or a translation or a plural form left empty
    bool obsolete = false;   // type="vanished" or "obsolete": no longer in the sources

    // What identifies a text to translate; a text that became a plural is a new one.
    QString key() const
    {
        return context + u" | "_s + source + (comment.isEmpty() ? QString() : u" | "_s + comment) +
               (numerus ? u" (plural)"_s : QString());
    }
};

struct TsFile
{
    QString language;
    QList<Message> messages;
    QString error;
};

TsFile readTs(const QString& path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = path + u": "_s + file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == "TS"_L1) {
                ts.language = xml.attributes().value("language"_L1).toString();
            } else if (name == "name"_L1 && !inMessage) {
                context = xml.readElementText();
            } else if (name == "message"_L1) {
                inMessage = true;
                message = Message{};
                message.context = context;
                message.numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
            } else if (inMessage && name == "source"_L1) {
                message.source = xml.readElementText();
            } else if (inMessage && name == "comment"_L1) {
                message.comment = xml.readElementText();
            } else if (inMessage && name == "translation"_L1) {
                const auto type = xml.attributes().value("type"_L1);
                message.unfinished = type == "unfinished"_L1;
                message.obsolete = type == "vanished"_L1 || type == "obsolete"_L1;
                if (!message.numerus) {
                    if (xml.readElementText().trimmed().isEmpty())
                        message.unfinished = true;
                }
            } else if (inMessage && name == "numerusform"_L1) {
                if (xml.readElementText().trimmed().isEmpty())
                    message.unfinished = true;
            }
        } else if (xml.isEndElement() && xml.name() == "message"_L1) {
            inMessage = false;
            ts.messages << message;
        }
    }
    if (xml.hasError())
        ts.error = u"%1:%2: %3"_s.arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

QSet<QString> currentKeys(const TsFile& ts)
{
    QSet<QString> keys;
    for (const Message& m : ts.messages) {
        if (!m.obsolete)
            keys.insert(m.key());
    }
    return keys;
}

QString listed(QStringList texts)
{
    texts.sort();
    return u"\n    "_s + texts.join(u"\n    "_s);
}

} // namespace

class TestTranslationFiles : public QObject
{
    Q_OBJECT

private slots:
    void shippedLanguagesHaveFiles();
    void complete_data();
    void complete();
    void current_data();
    void current();
};

// The languages the build embeds (translations/languages.txt through CMake).
static QStringList shippedTsFiles()
{
    return QString::fromUtf8(MANTYX_TS_FILES).split(u'|', Qt::SkipEmptyParts);
}

static void addShippedRows()
{
    QTest::addColumn<QString>("path");
    const QStringList files = shippedTsFiles();
    for (const QString& path : files)
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestTranslationFiles::shippedLanguagesHaveFiles()
{
    const QStringList files = shippedTsFiles();
    QVERIFY(files.size() >= 2);
    for (const QString& path : files)
        QVERIFY2(QFileInfo::exists(path), qPrintable(path + u" is missing: run "
                                                            "scripts/update-translations.sh"_s));
    // A .ts in the folder that the build does not embed is a language shipped by mistake, or
    // one missing from translations/languages.txt.
    const QDir dir(QFileInfo(files.first()).absolutePath());
    const QStringList present = dir.entryList({u"mantyx_*.ts"_s}, QDir::Files);
    for (const QString& name : present)
        QVERIFY2(files.contains(dir.filePath(name)),
                 qPrintable(name + u" is not listed in translations/languages.txt"_s));
}

void TestTranslationFiles::complete_data()
{
    addShippedRows();
}

void TestTranslationFiles::complete()
{
    QFETCH(QString, path);
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QVERIFY(!ts.messages.isEmpty());
    QStringList unfinished;
    for (const Message& m : ts.messages) {
        if (m.unfinished && !m.obsolete)
            unfinished << m.key();
    }
    // QTest cuts a failure message short; the whole list goes to the log first.
    if (!unfinished.isEmpty())
        qWarning().noquote() << u"Not translated:"_s + listed(unfinished);
    QVERIFY2(unfinished.isEmpty(),
             qPrintable(
                 u"%1 of %2 texts are not translated in %3 (listed above)"_s.arg(unfinished.size())
                     .arg(ts.messages.size())
                     .arg(QFileInfo(path).fileName())));
}

void TestTranslationFiles::current_data()
{
    addShippedRows();
}

void TestTranslationFiles::current()
{
    QFETCH(QString, path);
    const TsFile committed = readTs(path);
    QVERIFY2(committed.error.isEmpty(), qPrintable(committed.error));

    // The update script on a copy: the same lupdate options, the same folders.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QFileInfo(path).fileName());
    QVERIFY(QFile::copy(path, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LUPDATE"_s, QString::fromUtf8(MANTYX_LUPDATE));
    lupdate.setProcessEnvironment(env);
    lupdate.start(u"bash"_s,
                  {QString::fromUtf8(MANTYX_SOURCE_DIR) + u"/scripts/update-translations.sh"_s,
                   u"--ts-dir"_s, dir.path()});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
             lupdate.readAllStandardError().constData());
    const TsFile updated = readTs(copy);
    QVERIFY2(updated.error.isEmpty(), qPrintable(updated.error));
    QCOMPARE(updated.language, committed.language);

    const QSet<QString> before = currentKeys(committed);
    const QSet<QString> after = currentKeys(updated);
    QStringList problems;
    const QStringList missing = QSet<QString>(after).subtract(before).values();
    const QStringList obsolete = QSet<QString>(before).subtract(after).values();
    if (!missing.isEmpty())
        problems << u"%1 texts of the sources are missing:"_s.arg(missing.size()) + listed(missing);
    if (!obsolete.isEmpty())
        problems << u"%1 texts are no longer in the sources:"_s.arg(obsolete.size()) +
                        listed(obsolete);
    if (!problems.isEmpty())
        qWarning().noquote() << problems.join(u'\n');
    QVERIFY2(problems.isEmpty(),
             qPrintable(QFileInfo(path).fileName() +
                        u" is out of date (run scripts/update-translations.sh); listed above"_s));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestTranslationFiles)
#include "tst_translationfiles.moc"
