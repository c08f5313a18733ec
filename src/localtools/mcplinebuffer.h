// SPDX-License-Identifier: MIT
// McpLineBuffer: the MCP stdio framing — an MCP server's stdout in, one message per line out —
// in linear time however the bytes are split, so a long line arriving in small reads stays cheap.
#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>

namespace mantyx {

class McpLineBuffer final
{
public:
    void append(QByteArrayView bytes);
    // The next complete line without its "\n" (and a "\r" before it), blank lines included;
    // nothing while no complete line is buffered.
    std::optional<QByteArray> takeLine();
    // Bytes of the line not yet complete (and of complete lines not yet taken).
    qsizetype pendingBytes() const { return m_buffer.size() - m_start; }
    void clear();

private:
    QByteArray m_buffer;
    qsizetype m_start = 0;   // where the next line begins
    qsizetype m_scanned = 0; // bytes from m_start known to hold no newline
};

} // namespace mantyx
