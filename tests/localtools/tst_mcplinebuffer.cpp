// SPDX-License-Identifier: MIT
// McpLineBuffer: the stdio transport's lines, whatever the reads' sizes.
#include <QTest>

#include "localtools/mcplinebuffer.h"

namespace mantyx {

class TestMcpLineBuffer final : public QObject
{
    Q_OBJECT

private slots:
    void linesWhateverTheReads_data();
    void linesWhateverTheReads();
    void pendingBytesAndClear();
};

void TestMcpLineBuffer::linesWhateverTheReads_data()
{
    QTest::addColumn<int>("readSize");
    for (const int size : {1, 2, 3, 7, 64, 1000})
        QTest::addRow("%d", size) << size;
}

void TestMcpLineBuffer::linesWhateverTheReads()
{
    QFETCH(int, readSize);
    const QByteArray out = "{\"id\":1}\n\r\n{\"id\":2}\r\n\n{\"id\":3}\n{\"partial\":";
    McpLineBuffer buffer;
    QList<QByteArray> lines;
    for (qsizetype at = 0; at < out.size(); at += readSize) {
        buffer.append(
            QByteArrayView(out).sliced(at, std::min<qsizetype>(readSize, out.size() - at)));
        while (const std::optional<QByteArray> line = buffer.takeLine())
            lines.append(*line);
    }
    // Blank lines are lines too (the transport skips them); a CR before the LF goes.
    const QList<QByteArray> expected = {"{\"id\":1}", "", "{\"id\":2}", "", "{\"id\":3}"};
    QCOMPARE(lines, expected);
    QCOMPARE(buffer.pendingBytes(), qsizetype(11));
}

void TestMcpLineBuffer::pendingBytesAndClear()
{
    McpLineBuffer buffer;
    buffer.append("abc");
    QVERIFY(!buffer.takeLine());
    buffer.append("def\nxy");
    QCOMPARE(buffer.takeLine(), std::optional<QByteArray>("abcdef"));
    QVERIFY(!buffer.takeLine());
    QCOMPARE(buffer.pendingBytes(), qsizetype(2));
    buffer.clear();
    QCOMPARE(buffer.pendingBytes(), qsizetype(0));
    buffer.append("\n");
    QCOMPARE(buffer.takeLine(), std::optional<QByteArray>(QByteArray()));
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestMcpLineBuffer)
#include "tst_mcplinebuffer.moc"
