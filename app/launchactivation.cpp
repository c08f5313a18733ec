// SPDX-License-Identifier: MIT
#include "launchactivation.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include <QGuiApplication>
#include <QWidget>

#if __has_include(<xcb/xcb.h>) && defined(MANTYX_HAVE_XCB)
#include <xcb/xcb.h>
#define MANTYX_X11_ACTIVATION 1
#endif

using namespace Qt::StringLiterals;

namespace mantyx::launchactivation {

quint32 timestampOf(const QString& startupId)
{
    const qsizetype at = startupId.lastIndexOf(u"_TIME"_s);
    if (at < 0)
        return 0;
    bool ok = false;
    const qulonglong time = startupId.mid(at + 5).toULongLong(&ok);
    return ok && time <= 0xffffffffULL ? static_cast<quint32>(time) : 0;
}

QByteArray removeMessage(const QString& startupId)
{
    QByteArray id = startupId.toUtf8();
    if (id.contains(' ') || id.contains('"') || id.contains('\\')) {
        id.replace('\\', "\\\\").replace('"', "\\\"");
        id = '"' + id + '"';
    }
    QByteArray message = "remove: ID=" + id;
    message.append('\0');
    return message;
}

#ifdef MANTYX_X11_ACTIVATION
namespace {

xcb_atom_t atom(xcb_connection_t* c, const char* name)
{
    xcb_intern_atom_reply_t* reply = xcb_intern_atom_reply(
        c, xcb_intern_atom(c, 0, static_cast<uint16_t>(std::strlen(name)), name), nullptr);
    const xcb_atom_t result = reply ? reply->atom : xcb_atom_t(XCB_ATOM_NONE);
    std::free(reply);
    return result;
}

void activateX11(QWidget* window, const QString& token)
{
    auto* x11 = qGuiApp->nativeInterface<QNativeInterface::QX11Application>();
    xcb_connection_t* c = x11 ? x11->connection() : nullptr;
    if (!c)
        return;
    const auto win = static_cast<xcb_window_t>(window->winId());
    const xcb_window_t root = xcb_setup_roots_iterator(xcb_get_setup(c)).data->root;
    const QByteArray id = token.toUtf8();

    // The window's startup id: the window manager matches it with the launch.
    xcb_change_property(c, XCB_PROP_MODE_REPLACE, win, atom(c, "_NET_STARTUP_ID"),
                        atom(c, "UTF8_STRING"), 8, static_cast<uint32_t>(id.size()),
                        id.constData());

    // Activation asked for by an application, at the time of the launch.
    xcb_client_message_event_t event{};
    event.response_type = XCB_CLIENT_MESSAGE;
    event.format = 32;
    event.window = win;
    event.type = atom(c, "_NET_ACTIVE_WINDOW");
    event.data.data32[0] = 1; // source: an application
    event.data.data32[1] = timestampOf(token);
    xcb_send_event(c, 0, root,
                   XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY,
                   reinterpret_cast<const char*>(&event));

    // The launch is over: its message in 20-byte pieces, the first one _BEGIN.
    const QByteArray message = removeMessage(token);
    const xcb_atom_t begin = atom(c, "_NET_STARTUP_INFO_BEGIN");
    const xcb_atom_t more = atom(c, "_NET_STARTUP_INFO");
    for (qsizetype at = 0; at < message.size(); at += 20) {
        xcb_client_message_event_t piece{};
        piece.response_type = XCB_CLIENT_MESSAGE;
        piece.format = 8;
        piece.window = win;
        piece.type = at == 0 ? begin : more;
        std::memcpy(piece.data.data8, message.constData() + at,
                    static_cast<size_t>(std::min<qsizetype>(20, message.size() - at)));
        xcb_send_event(c, 0, root, XCB_EVENT_MASK_PROPERTY_CHANGE,
                       reinterpret_cast<const char*>(&piece));
    }
    xcb_flush(c);
}

} // namespace
#endif

void activate(QWidget* window, const QString& token)
{
    if (!window)
        return;
    if (window->isMinimized())
        window->showNormal();
    window->raise();
    const QString platform = QGuiApplication::platformName();
    if (!token.isEmpty() && platform.startsWith(u"wayland"_s))
        qputenv("XDG_ACTIVATION_TOKEN", token.toUtf8()); // read by Qt's activation request
    window->activateWindow();
#ifdef MANTYX_X11_ACTIVATION
    // After Qt's own request (which carries the time of our last input): ours is the launch's.
    if (!token.isEmpty() && platform == u"xcb"_s)
        activateX11(window, token);
#endif
}

} // namespace mantyx::launchactivation
