// SPDX-License-Identifier: MIT
// PeerText: what a local peer wrote (stderr, a stray stdout line, an HTTP body), made safe to quote
// in an error answer and on a call's card — decoded leniently, control characters shown as escapes
// and cut to a length — because a misbehaving peer chooses those bytes, not us.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace mantyx {

class PeerText final
{
    Q_DECLARE_TR_FUNCTIONS(PeerText)

public:
    // Default length of one quoted piece: enough to recognise the text, small beside the 8 KB an
    // error answer may hold.
    static constexpr qsizetype DefaultMaxChars = 300;

    PeerText() = delete;

    // UTF-8 (invalid sequences become U+FFFD), every control character other than a space as an
    // escape (`\n`, `\t`, `\u001b`, …), bidirectional overrides too, cut to `maxChars` with "…".
    static QString quote(const QByteArray& bytes, qsizetype maxChars = DefaultMaxChars);
    static QString quote(const QString& text, qsizetype maxChars = DefaultMaxChars);
};

} // namespace mantyx
