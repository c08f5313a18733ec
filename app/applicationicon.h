// SPDX-License-Identifier: MIT
// applicationIcon(): the inspector's window icon — the icon theme's where the package installed
// it, else the PNGs embedded at build time (resources/CMakeLists.txt renders both from one SVG).
#pragma once

#include <QIcon>
#include <QList>

namespace mantyx {

// The theme icon's name (the desktop entry's Icon=).
inline constexpr char kApplicationIconName[] = "mantyx-inspector";

// The sizes rendered, embedded and installed (hicolor/<n>x<n>/apps).
QList<int> applicationIconSizes();

QIcon applicationIcon();

} // namespace mantyx
