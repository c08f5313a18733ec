// SPDX-License-Identifier: MIT
// Severity: how loud a problem is — one scale shared by spec issues, timeline rows and protocol
// notes, and the markers of the JSON editor, so that a colour or an icon means the same everywhere.
#pragma once

#include <QtGlobal>

namespace mantyx {

// Ordered from quiet to loud, so the louder of two is std::max.
enum class Severity : quint8
{
    Info,    // worth knowing; nothing is wrong
    Warning, // accepted, but probably not what the author meant
    Error,   // rejected or failed
};

} // namespace mantyx
