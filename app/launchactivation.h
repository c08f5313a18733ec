// SPDX-License-Identifier: MIT
// LaunchActivation: bringing the running window to the front for a later start that handed its
// files over (SingleInstance), with that start's launch token, so a desktop that prevents focus
// stealing lets it and ends the launch feedback (the busy cursor, the "starting" task entry).
//   X11: the window gets the startup id (_NET_STARTUP_ID), the window manager is asked to
//        activate it with the time the id carries (_NET_ACTIVE_WINDOW, from an application),
//        and the startup sequence is ended ("remove: ID=…" on _NET_STARTUP_INFO), as the
//        startup-notification specification says; Qt 6.4 has no API for this.
//   Wayland: XDG_ACTIVATION_TOKEN is set for Qt's own xdg-activation request.
//   Elsewhere (offscreen, Windows, macOS): only raise and activate.
#pragma once

#include <QByteArray>
#include <QString>

class QWidget;

namespace mantyx::launchactivation {

// Shows `window` normal if it was minimised, raises and activates it, with `token` (maybe empty).
void activate(QWidget* window, const QString& token);

// The X server time a startup id carries ("…_TIME<decimal>"), 0 when it carries none.
quint32 timestampOf(const QString& startupId);

// The startup-notification message that ends the sequence `startupId`, quoted as the
// specification says (a value with a space, a quote or a backslash in double quotes, those two
// escaped), with its terminating NUL.
QByteArray removeMessage(const QString& startupId);

} // namespace mantyx::launchactivation
