// SPDX-License-Identifier: MIT
// launchactivation: the running window brought to the front for a later start with its launch
// token. On an X server of its own (Xvfb, started here), this test listens on the root window
// as a window manager and a launcher do: the window carries the startup id, the activation
// request comes from an application with the launch's time, and the launch sequence is ended.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <QApplication>
#include <QScopeGuard>
#include <QTest>
#include <QWidget>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <xcb/xcb.h>

#include "launchactivation.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestLaunchActivation : public QObject
{
    Q_OBJECT

private slots:
    void timestampsAndRemoveMessages();
    void x11LaunchFeedback();
};

void TestLaunchActivation::timestampsAndRemoveMessages()
{
    using namespace launchactivation;
    QCOMPARE(timestampOf(u"host+12+app_TIME4242"_s), 4242u);
    QCOMPARE(timestampOf(u"no-time-here"_s), 0u);
    QCOMPARE(timestampOf(u"x_TIME99999999999"_s), 0u); // past 32 bits
    QCOMPARE(timestampOf(u"x_TIMEabc"_s), 0u);
    QCOMPARE(removeMessage(u"plain_TIME1"_s), QByteArray("remove: ID=plain_TIME1") + '\0');
    // A value with a space, quotes or a backslash: in double quotes, those escaped.
    const QByteArray quoted = QByteArray("remove: ID=\"a \\\"b\\\" \\\\c\"") + '\0';
    QCOMPARE(removeMessage(u"a \"b\" \\c"_s), quoted);
}

namespace {

xcb_atom_t atom(xcb_connection_t* c, const char* name)
{
    xcb_intern_atom_reply_t* reply = xcb_intern_atom_reply(
        c, xcb_intern_atom(c, 0, static_cast<uint16_t>(std::strlen(name)), name), nullptr);
    const xcb_atom_t result = reply ? reply->atom : xcb_atom_t(XCB_ATOM_NONE);
    std::free(reply);
    return result;
}

} // namespace

void TestLaunchActivation::x11LaunchFeedback()
{
    QCOMPARE(QGuiApplication::platformName(), u"xcb"_s);
    // The window manager's and the launcher's view: what is sent to the root window.
    xcb_connection_t* wm = xcb_connect(nullptr, nullptr);
    QVERIFY(!xcb_connection_has_error(wm));
    const auto disconnect = qScopeGuard([wm] { xcb_disconnect(wm); });
    const xcb_window_t root = xcb_setup_roots_iterator(xcb_get_setup(wm)).data->root;
    const uint32_t mask = XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY | XCB_EVENT_MASK_PROPERTY_CHANGE;
    xcb_change_window_attributes(wm, root, XCB_CW_EVENT_MASK, &mask);
    xcb_flush(wm);
    const xcb_atom_t active = atom(wm, "_NET_ACTIVE_WINDOW");
    const xcb_atom_t begin = atom(wm, "_NET_STARTUP_INFO_BEGIN");
    const xcb_atom_t more = atom(wm, "_NET_STARTUP_INFO");
    const xcb_atom_t startupId = atom(wm, "_NET_STARTUP_ID");

    QWidget window;
    window.resize(240, 120);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto win = static_cast<xcb_window_t>(window.winId());
    const QString token = u"test-host+42-7+mantyx-inspector_TIME12345"_s;
    launchactivation::activate(&window, token);

    quint32 source = 0;
    quint32 time = 0;
    QByteArray startup;
    const auto complete = [&] { return time != 0 && startup.contains('\0'); };
    const auto read = [&] {
        while (xcb_generic_event_t* event = xcb_poll_for_event(wm)) {
            if ((event->response_type & 0x7f) == XCB_CLIENT_MESSAGE) {
                const auto* m = reinterpret_cast<xcb_client_message_event_t*>(event);
                if (m->type == active && m->window == win && m->data.data32[0] == 1) {
                    source = m->data.data32[0];
                    time = m->data.data32[1];
                } else if (m->type == begin && m->window == win) {
                    startup = QByteArray(reinterpret_cast<const char*>(m->data.data8), 20);
                } else if (m->type == more && m->window == win && !startup.isEmpty()) {
                    startup += QByteArray(reinterpret_cast<const char*>(m->data.data8), 20);
                }
            }
            std::free(event);
        }
        return complete();
    };
    QTRY_VERIFY_WITH_TIMEOUT(read(), 10000);
    QCOMPARE(source, 1u);   // from an application, as a launcher's token allows
    QCOMPARE(time, 12345u); // the launch's time, which the token carries
    QCOMPARE(startup.left(startup.indexOf('\0')), "remove: ID=" + token.toUtf8());

    // The window carries the startup id the window manager matches with the launch.
    xcb_get_property_reply_t* property = xcb_get_property_reply(
        wm, xcb_get_property(wm, 0, win, startupId, XCB_GET_PROPERTY_TYPE_ANY, 0, 256), nullptr);
    QVERIFY(property);
    const QByteArray value(static_cast<const char*>(xcb_get_property_value(property)),
                           xcb_get_property_value_length(property));
    std::free(property);
    QCOMPARE(value, token.toUtf8());

    // Without a token only Qt's own request goes out: no launch sequence is ended.
    startup.clear();
    time = 0;
    launchactivation::activate(&window, {});
    QTest::qWait(200);
    read();
    QVERIFY(startup.isEmpty());
}

} // namespace mantyx

// A display of its own: Xvfb picks a free number (-displayfd) and writes it to a pipe, so the
// test needs neither a display nor a known free number.
int main(int argc, char** argv)
{
    int fds[2];
    if (pipe(fds) != 0)
        return 2;
    const pid_t xvfb = fork();
    if (xvfb == 0) {
        close(fds[0]);
        const std::string fd = std::to_string(fds[1]);
        execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-screen", "0", "800x600x24", "-nolisten",
               "tcp", static_cast<char*>(nullptr));
        _exit(127);
    }
    close(fds[1]);
    std::string display;
    pollfd wait{fds[0], POLLIN, 0};
    char c = 0;
    while (display.find('\n') == std::string::npos && poll(&wait, 1, 20000) > 0 &&
           read(fds[0], &c, 1) == 1)
        display += c;
    close(fds[0]);
    if (display.empty() || display.find('\n') == std::string::npos) {
        std::fprintf(stderr, "Xvfb did not start (is the xvfb package installed?)\n");
        kill(xvfb, SIGTERM);
        waitpid(xvfb, nullptr, 0);
        return 2;
    }
    display.pop_back();
    setenv("DISPLAY", (":" + display).c_str(), 1);
    setenv("QT_QPA_PLATFORM", "xcb", 1);
    int rc = 0;
    {
        QApplication app(argc, argv);
        mantyx::TestLaunchActivation test;
        rc = QTest::qExec(&test, argc, argv);
    }
    kill(xvfb, SIGTERM);
    waitpid(xvfb, nullptr, 0);
    return rc;
}

#include "tst_launchactivation.moc"
