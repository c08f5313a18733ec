// SPDX-License-Identifier: MIT
// The window follows the system's light or dark palette and remembers how it was arranged:
// status texts (connection, run state, a session's problem, a call's countdown) take tone
// colours readable on the palette's window colour, light or dark, and change when the system
// palette changes while the window is open; the session's messages are tints of the palette.
// The right docks' width, the tool list's split and the window's size come back at the next
// start.
#include <QApplication>
#include <QDockWidget>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "composer/composerpanel.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/sessioncontroller.h"
#include "sandbox/sandboxserver.h"
#include "sessions/sessionpanel.h"
#include "testservices.h"
#include "widgets/tonecolours.h"

using namespace Qt::StringLiterals;

namespace mantyx {

namespace {

// A dark system theme, as a platform theme or a Qt style hands it over.
QPalette darkPalette(const QColor& window)
{
    QPalette dark;
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, window.darker(130));
    dark.setColor(QPalette::AlternateBase, window.darker(115));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    dark.setColor(QPalette::Button, window.lighter(110));
    dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    dark.setColor(QPalette::ToolTipBase, window);
    dark.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
    return dark;
}

double luminance(const QColor& c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// WCAG's contrast ratio.
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestSystemAppearance : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void toneColoursAreReadable_data();
    void toneColoursAreReadable();
    void windowFollowsThePaletteChange();
    void sessionInADarkTheme();
    void layoutIsRemembered();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
};

void TestSystemAppearance::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    QApplication::setPalette(QApplication::style()->standardPalette());
}

void TestSystemAppearance::cleanup()
{
    QApplication::setPalette(QApplication::style()->standardPalette());
    m_settings.reset();
    m_dir.reset();
}

void TestSystemAppearance::toneColoursAreReadable_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<bool>("dark");
    QTest::newRow("style's light") << QApplication::style()->standardPalette() << false;
    QPalette white;
    white.setColor(QPalette::Window, Qt::white);
    QTest::newRow("white") << white << false;
    QTest::newRow("dark #353535") << darkPalette(QColor(0x35, 0x35, 0x35)) << true;
    QTest::newRow("dark #2b2b2b") << darkPalette(QColor(0x2b, 0x2b, 0x2b)) << true;
    QTest::newRow("black") << darkPalette(Qt::black) << true;
}

void TestSystemAppearance::toneColoursAreReadable()
{
    QFETCH(QPalette, palette);
    QFETCH(bool, dark);
    QCOMPARE(isDarkPalette(palette), dark);
    const QColor window = palette.color(QPalette::Window);
    for (Tone tone : {Tone::Success, Tone::Failure, Tone::Warning, Tone::Info}) {
        const double ratio = contrast(toneColour(tone, palette), window);
        QVERIFY2(
            ratio >= 4.5,
            qPrintable(
                u"tone %1: %2:1 on %3"_s.arg(int(tone)).arg(ratio, 0, 'f', 2).arg(window.name())));
    }
}

void TestSystemAppearance::windowFollowsThePaletteChange()
{
    TestServices services(m_settings.get());
    MainWindow window(services.settings(), services.connection());
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // No sandbox in a test: the connection failed, and the status bar says so in red.
    auto* connection = window.findChild<QLabel*>(u"connectionLabel"_s);
    QVERIFY(connection);
    const QPalette light = QApplication::palette();
    QTRY_VERIFY(connection->styleSheet().contains(toneColour(Tone::Failure, light).name()));
    auto* conversation = window.findChild<QTextBrowser*>(u"sessionConversation"_s);
    QVERIFY(conversation);
    QVERIFY(conversation->toHtml().contains(light.color(QPalette::PlaceholderText).name(),
                                            Qt::CaseInsensitive));

    // The system turns dark while the window is open.
    const QPalette dark = darkPalette(QColor(0x35, 0x35, 0x35));
    QApplication::setPalette(dark);
    QTRY_VERIFY(connection->styleSheet().contains(toneColour(Tone::Failure, dark).name()));
    QVERIFY(!connection->styleSheet().contains(toneColour(Tone::Failure, light).name()));
    QTRY_VERIFY(conversation->toHtml().contains(dark.color(QPalette::PlaceholderText).name(),
                                                Qt::CaseInsensitive));
    if (const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !dir.isEmpty()) {
        auto* left = window.findChild<QTabWidget*>(u"leftTabs"_s);
        left->setCurrentIndex(1); // Session
        QCoreApplication::processEvents();
        window.grab().save(dir + u"/dark-main-window.png"_s);
    }

    // And light again.
    QApplication::setPalette(light);
    QTRY_VERIFY(connection->styleSheet().contains(toneColour(Tone::Failure, light).name()));
}

void TestSystemAppearance::sessionInADarkTheme()
{
    // The system is dark from the start; a session's messages are dark boxes with light text.
    const QPalette dark = darkPalette(QColor(0x35, 0x35, 0x35));
    QApplication::setPalette(dark);
    SandboxConfig config;
    config.deltaDelayMs = 1;
    SandboxServer sandbox(config);
    QString error;
    QVERIFY2(sandbox.start(&error), qPrintable(error));
    TestServices services(m_settings.get());
    MainWindow window(services.settings(), services.connection());
    window.setBuiltInSandbox(sandbox.baseUrl(), sandbox.config().workspaceSlug,
                             sandbox.config().apiKeys.value(0));
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.composer()->setSpec(
        QJsonObject{{u"systemPrompt"_s, u"You chat."_s}, {u"prompt"_s, u"unused"_s}});
    QTRY_VERIFY(window.composer()->canRun());
    QVERIFY(window.startSession());
    QTRY_COMPARE(window.session()->state(), SessionController::State::Active);
    auto* panel = window.findChild<SessionPanel*>(u"sessionPanel"_s);
    panel->setMessageText(u"Hello there"_s);
    QVERIFY(panel->sendMessage());
    QTRY_VERIFY_WITH_TIMEOUT(window.currentRun() && window.currentRun()->isFinished(), 30000);
    auto* conversation = window.findChild<QTextBrowser*>(u"sessionConversation"_s);
    QTRY_VERIFY(conversation->toHtml().contains(u"Hello there"_s));
    // The boxes' backgrounds: dark (no light grey of a light theme), the text light on them.
    const QString html = conversation->toHtml();
    static const QRegularExpression background(u"<table [^>]*bgcolor=\"(#[0-9a-f]{6})\""_s,
                                               QRegularExpression::CaseInsensitiveOption);
    int boxes = 0;
    for (auto it = background.globalMatch(html); it.hasNext(); ++boxes) {
        const QColor box = QColor::fromString(it.next().captured(1));
        QVERIFY2(contrast(box, dark.color(QPalette::Text)) >= 7.0, qPrintable(box.name()));
    }
    QVERIFY(boxes >= 2); // the user's message and the assistant's reply
    if (const QString dir = qEnvironmentVariable("MANTYX_SCREENSHOT_DIR"); !dir.isEmpty())
        window.grab().save(dir + u"/dark-session.png"_s);
}

void TestSystemAppearance::layoutIsRemembered()
{
    TestServices services(m_settings.get());
    int dockWidth = 0;
    QList<int> toolSizes;
    {
        MainWindow window(services.settings(), services.connection());
        window.resize(1300, 820);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(u"pendingCallsDock"_s);
        QVERIFY(dock);
        window.resizeDocks({dock}, {460}, Qt::Horizontal);
        QCoreApplication::processEvents();
        dockWidth = dock->width();
        QVERIFY(std::abs(dockWidth - 460) < 30);
        // The tools editor is made when its page is first shown.
        window.composer()->setCurrentPage(ComposerPanel::ToolsTab);
        auto* tools = window.findChild<QSplitter*>(u"toolsSplitter"_s);
        QVERIFY(tools);
        tools->setSizes({150, 450});
        toolSizes = tools->sizes();
        QVERIFY(window.close());
    }
    MainWindow window(services.settings(), services.connection());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), QSize(1300, 820));
    QTRY_COMPARE(window.findChild<QDockWidget*>(u"pendingCallsDock"_s)->width(), dockWidth);
    // The Tools page was the composer's last page: the editor is there at once, its splitter
    // as it was left.
    QCOMPARE(window.composer()->currentPage(), int(ComposerPanel::ToolsTab));
    QCOMPARE(window.findChild<QSplitter*>(u"toolsSplitter"_s)->sizes(), toolSizes);
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestSystemAppearance)
#include "tst_systemappearance.moc"
