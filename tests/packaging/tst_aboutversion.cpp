// SPDX-License-Identifier: MIT
// Tests that Help → About shows the project's version (CMake's PROJECT_VERSION, the one the
// packages, --version and the metainfo carry), read from the application as app/main.cpp sets it.
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include "mainwindow.h"
#include "testservices.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestAboutVersion : public QObject
{
    Q_OBJECT

private slots:
    void aboutShowsProjectVersion();
};

void TestAboutVersion::aboutShowsProjectVersion()
{
    QCoreApplication::setApplicationVersion(QStringLiteral(MANTYX_VERSION));
    TestServices services;
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* about = window.findChild<QAction*>(u"actionAbout"_s);
    QVERIFY(about);

    QString title;
    QString text;
    QTimer::singleShot(0, &window, [&title, &text]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        title = box->windowTitle();
        text = box->text();
        box->accept();
    });
    about->trigger();
    QCOMPARE(title, u"About MANTYX Run Inspector"_s);
    QVERIFY2(text.contains(QStringLiteral("MANTYX Run Inspector " MANTYX_PROJECT_VERSION)),
             qPrintable(text));
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestAboutVersion)
#include "tst_aboutversion.moc"
