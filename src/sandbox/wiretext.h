// SPDX-License-Identifier: MIT
// wireText: the texts the sandbox puts on the wire as a server — what its scripted model says,
// the messages of its events. They are English whatever language the app around it speaks: a
// server answers the same spec with the same events for every client (and the GUI's German
// must not change what the sandbox streams). Texts for the user of this machine (a port that
// cannot be bound, the database that cannot be opened) still go through tr().
#pragma once

#include <QString>

namespace mantyx {

inline QString wireText(const char* text)
{
    return QString::fromUtf8(text);
}

} // namespace mantyx
