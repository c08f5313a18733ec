// SPDX-License-Identifier: MIT
// The files a desktop uses to show and start the inspector (resources/) agree with each other
// and with the app: the desktop entry opens capture files (%F, the MIME type), the MIME package
// installs (update-mime-database) and names a capture by its suffix and by its first line, the
// metainfo launches that entry and provides that type, and the icon exists in every hicolor size
// the app embeds. desktop-file-validate and appstreamcli run as tests of their own
// (tests/desktop/CMakeLists.txt).
#include <QDir>
#include <QDomDocument>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QMimeDatabase>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "applicationicon.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

const QString kMimeType = u"application/x-mantyx-run"_s;

QString resource(const QString& name)
{
    return QStringLiteral(MANTYX_SOURCE_DIR) + u"/resources/"_s + name;
}

// The [Desktop Entry] group's keys.
QHash<QString, QString> readDesktopEntry(const QString& path)
{
    QHash<QString, QString> keys;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return keys;
    bool inEntry = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u'[')) {
            inEntry = line == u"[Desktop Entry]"_s;
            continue;
        }
        const qsizetype equals = line.indexOf(u'=');
        if (inEntry && equals > 0)
            keys.insert(line.left(equals), line.mid(equals + 1));
    }
    return keys;
}

QDomDocument readXml(const QString& path)
{
    QDomDocument document;
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        document.setContent(&file);
    return document;
}

} // namespace

class TestDesktopIntegration : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void desktopEntryOpensCaptures();
    void metainfoMatchesTheEntry();
    void mimePackageInstalls();
    void captureIsRecognised_data();
    void captureIsRecognised();
    void iconInEveryHicolorSize();

private:
    QTemporaryDir m_data;
};

void TestDesktopIntegration::initTestCase()
{
    // The MIME package installed as a package would (share/mime/packages, then
    // update-mime-database), into a data folder QMimeDatabase reads before the system's. Done
    // before the first QMimeDatabase, which reads the folders once.
    QVERIFY(m_data.isValid());
    const QString packages = m_data.filePath(u"mime/packages"_s);
    QVERIFY(QDir().mkpath(packages));
    QVERIFY(QFile::copy(resource(u"mantyx-inspector-mime.xml"_s),
                        packages + u"/mantyx-inspector.xml"_s));
    QProcess update;
    update.setProcessChannelMode(QProcess::ForwardedChannels);
    update.start(u"update-mime-database"_s, {m_data.filePath(u"mime"_s)});
    QVERIFY2(update.waitForFinished(60000), "update-mime-database (shared-mime-info) did not run");
    QCOMPARE(update.exitStatus(), QProcess::NormalExit);
    QCOMPARE(update.exitCode(), 0);
    qputenv("XDG_DATA_DIRS",
            (m_data.path() + u':' + qEnvironmentVariable("XDG_DATA_DIRS", u"/usr/share"_s))
                .toLocal8Bit());
}

void TestDesktopIntegration::desktopEntryOpensCaptures()
{
    const QHash<QString, QString> entry = readDesktopEntry(resource(u"mantyx-inspector.desktop"_s));
    QCOMPARE(entry.value(u"Type"_s), u"Application"_s);
    // Files, not URLs: the app opens local paths; %F lets one start take several.
    QVERIFY(QRegularExpression(u"^mantyx-inspector( .*)? %[fF]$"_s)
                .match(entry.value(u"Exec"_s))
                .hasMatch());
    QVERIFY(entry.value(u"MimeType"_s).split(u';', Qt::SkipEmptyParts).contains(kMimeType));
    QCOMPARE(entry.value(u"Icon"_s), QLatin1StringView(kApplicationIconName));
    // The window belongs to this entry (Wayland app_id, X11 WM_CLASS): main.cpp's
    // setDesktopFileName() and the entry's file name.
    QCOMPARE(entry.value(u"StartupWMClass"_s), u"mantyx-inspector"_s);
}

void TestDesktopIntegration::metainfoMatchesTheEntry()
{
    const QDomDocument metainfo = readXml(resource(u"io.mantyx.RunInspector.metainfo.xml"_s));
    const QDomElement component = metainfo.documentElement();
    QCOMPARE(component.tagName(), u"component"_s);
    QCOMPARE(component.firstChildElement(u"launchable"_s).text(), u"mantyx-inspector.desktop"_s);
    QStringList mediaTypes;
    QStringList binaries;
    const QDomElement provides = component.firstChildElement(u"provides"_s);
    for (QDomElement e = provides.firstChildElement(); !e.isNull(); e = e.nextSiblingElement())
        (e.tagName() == u"mediatype"_s ? mediaTypes : binaries) << e.text();
    QCOMPARE(mediaTypes, QStringList{kMimeType});
    QVERIFY(binaries.contains(u"mantyx-inspector"_s));
    QVERIFY(!component.firstChildElement(u"content_rating"_s).isNull());
    // At least one screenshot, each an https address.
    const QDomNodeList images = component.elementsByTagName(u"image"_s);
    QVERIFY(images.size() > 0);
    for (int i = 0; i < images.size(); ++i)
        QVERIFY(images.at(i).toElement().text().startsWith(u"https://"_s));
}

void TestDesktopIntegration::mimePackageInstalls()
{
    const QDomDocument package = readXml(resource(u"mantyx-inspector-mime.xml"_s));
    QCOMPARE(package.documentElement().tagName(), u"mime-info"_s);
    // What update-mime-database made of it: the suffix and the first line.
    QFile globs(m_data.filePath(u"mime/globs2"_s));
    QVERIFY(globs.open(QIODevice::ReadOnly));
    QVERIFY(globs.readAll().contains(":application/x-mantyx-run:*.mxrun"));
    QFile magic(m_data.filePath(u"mime/magic"_s));
    QVERIFY(magic.open(QIODevice::ReadOnly));
    QVERIFY(magic.readAll().contains("[60:application/x-mantyx-run]"));
    const QMimeType type = QMimeDatabase().mimeTypeForName(kMimeType);
    QVERIFY(type.isValid());
    QVERIFY(type.inherits(u"text/plain"_s));
    QCOMPARE(type.suffixes(), QStringList{u"mxrun"_s});
}

void TestDesktopIntegration::captureIsRecognised_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const QByteArray header = R"({"format":"mantyx-run-capture","version":1,"runId":"run_1"})"
                              "\n";
    QTest::newRow("suffix and header") << u"run.mxrun"_s << header << kMimeType;
    QTest::newRow("suffix, empty yet") << u"new.mxrun"_s << QByteArray() << kMimeType;
    QTest::newRow("header, suffix lost") << u"attachment"_s << header << kMimeType;
    QTest::newRow("other JSON Lines") << u"notes"_s
                                      << QByteArray(R"({"format":"something-else"})"
                                                    "\n")
                                      << u"text/plain"_s;
}

void TestDesktopIntegration::captureIsRecognised()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QCOMPARE(QMimeDatabase().mimeTypeForFile(file.fileName()).name(), expected);
}

void TestDesktopIntegration::iconInEveryHicolorSize()
{
    // Rendered at build time (resources/CMakeLists.txt) for installing, and embedded.
    const QList<int> sizes = applicationIconSizes();
    QCOMPARE(sizes, (QList<int>{16, 22, 24, 32, 48, 64, 128, 256}));
    QImage sheet(sizes.size() * 260, 260, QImage::Format_ARGB32_Premultiplied);
    sheet.fill(Qt::white);
    QPainter painter(&sheet);
    int x = 0;
    for (int size : sizes) {
        const QString installed =
            QStringLiteral(MANTYX_ICON_DIR) + u"/%1x%1/apps/mantyx-inspector.png"_s.arg(size);
        const QString embedded = u":/icons/%1x%1/apps/mantyx-inspector.png"_s.arg(size);
        for (const QString& path : {installed, embedded}) {
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QCOMPARE(image.size(), QSize(size, size));
            QVERIFY(image.hasAlphaChannel());
            // Transparent corners (the rounded square), a painted middle.
            QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
            QCOMPARE(qAlpha(image.pixel(size / 2, size / 2 - size / 8)), 255);
        }
        painter.drawImage(x + (260 - size) / 2, (260 - size) / 2, QImage(installed));
        x += 260;
    }
    painter.end();
    const QIcon icon = applicationIcon();
    QVERIFY(!icon.isNull());
    for (int size : sizes) {
        QVERIFY(icon.availableSizes().contains(QSize(size, size)));
        // The icon's pictures are the embedded (or the theme's) PNGs, made when first asked for.
        QCOMPARE(icon.pixmap(QSize(size, size)).size(), QSize(size, size));
        QCOMPARE(icon.actualSize(QSize(size, size)), QSize(size, size));
    }
    const QIcon copy = icon; // shares the engine
    QVERIFY(!copy.isNull());
    QCOMPARE(copy.availableSizes().size(), icon.availableSizes().size());
    if (const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !dir.isEmpty())
        sheet.save(dir + u"/icon-sizes.png"_s);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestDesktopIntegration)
#include "tst_desktopintegration.moc"
