// SPDX-License-Identifier: MIT
#include "localtools/mcplinebuffer.h"

namespace mantyx {

void McpLineBuffer::append(QByteArrayView bytes)
{
    if (m_start > 0) {
        m_buffer.remove(0, m_start);
        m_start = 0;
    }
    m_buffer.append(bytes);
}

std::optional<QByteArray> McpLineBuffer::takeLine()
{
    const qsizetype newline = m_buffer.indexOf('\n', m_start + m_scanned);
    if (newline < 0) {
        m_scanned = m_buffer.size() - m_start;
        return std::nullopt;
    }
    QByteArray line = m_buffer.mid(m_start, newline - m_start);
    m_start = newline + 1;
    m_scanned = 0;
    if (line.endsWith('\r'))
        line.chop(1);
    return line;
}

void McpLineBuffer::clear()
{
    m_buffer.clear();
    m_start = 0;
    m_scanned = 0;
}

} // namespace mantyx
