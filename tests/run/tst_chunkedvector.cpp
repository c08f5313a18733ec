// SPDX-License-Identifier: MIT
#include <algorithm>
#include <cstddef>
#include <iterator>

#include <QString>
#include <QTest>

#include "run/chunkedvector.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestChunkedVector final : public QObject
{
    Q_OBJECT

private slots:
    void grows();
    void searchesLikeAVector();
    void holdsAndReleasesValues();
    void clears();
};

void TestChunkedVector::grows()
{
    // Small blocks, so the test crosses many of them.
    ChunkedVector<qint64, 4> v;
    QVERIFY(v.empty());
    for (qint64 i = 0; i < 37; ++i)
        v.push_back(i * 3);
    QCOMPARE(v.size(), size_t{37});
    QCOMPARE(v.capacity(), size_t{40}); // whole blocks, never twice the size
    for (size_t i = 0; i < v.size(); ++i)
        QCOMPARE(v[i], qint64(i) * 3);
    QCOMPARE(v.back(), qint64{108});
    const qint64* first = &v[0];
    v.push_back(-1);
    v[0] = 5;
    QVERIFY(first == &v[0]); // blocks never move
    QCOMPARE(*first, qint64{5});
    QCOMPARE(std::distance(v.begin(), v.end()), std::ptrdiff_t{38});
}

void TestChunkedVector::searchesLikeAVector()
{
    ChunkedVector<int, 8> v;
    for (int i = 0; i < 100; ++i)
        v.push_back(i * 2);
    const ChunkedVector<int, 8>& c = v;
    const auto it = std::lower_bound(c.begin(), c.end(), 51);
    QCOMPARE(*it, 52);
    QCOMPARE(it - c.begin(), std::ptrdiff_t{26});
    QVERIFY(std::upper_bound(c.begin(), c.end(), 198) == c.end());
    QVERIFY(std::upper_bound(c.begin(), c.end(), -1) == c.begin());
    QCOMPARE(std::distance(c.begin(), std::upper_bound(c.begin(), c.end(), 17)), std::ptrdiff_t{9});
}

void TestChunkedVector::holdsAndReleasesValues()
{
    // Elements with a heap of their own are destroyed with the vector (ASan/valgrind see it).
    ChunkedVector<QString, 2> v;
    for (int i = 0; i < 5; ++i)
        v.push_back(QString::number(i).repeated(40));
    QCOMPARE(v[4], QString::number(4).repeated(40));
    v.clear();
    QVERIFY(v.empty());
    v.push_back(u"again"_s);
    QCOMPARE(v.back(), u"again"_s);
}

void TestChunkedVector::clears()
{
    ChunkedVector<int, 4> v;
    for (int i = 0; i < 10; ++i)
        v.push_back(i);
    v.clear();
    v.shrink_to_fit();
    QVERIFY(v.empty());
    QCOMPARE(v.capacity(), size_t{0});
    v.push_back(7);
    QCOMPARE(v[0], 7);
}

QTEST_GUILESS_MAIN(TestChunkedVector)
#include "tst_chunkedvector.moc"
