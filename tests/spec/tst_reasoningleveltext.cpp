// SPDX-License-Identifier: MIT
// Tests ReasoningLevelText: what the composer's slider says a number maps to, at every boundary
// of ReasoningLevel's effort bands, for names, numbers, omission and values that are no level.
#include <QJsonArray>
#include <QJsonValue>
#include <QTest>

#include "spec/reasoningleveltext.h"

using namespace mantyx;
using namespace Qt::StringLiterals;

class TestReasoningLevelText final : public QObject
{
    Q_OBJECT

private slots:
    void forValue_data();
    void forValue();
    void forJson_data();
    void forJson();
};

void TestReasoningLevelText::forValue_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0") << qint64(0) << u"0 → off: provider thinking is disabled."_s;
    QTest::newRow("1") << qint64(1) << u"1 → low effort (like \"low\", 30)."_s;
    QTest::newRow("35") << qint64(35) << u"35 → low effort (like \"low\", 30)."_s;
    QTest::newRow("36") << qint64(36) << u"36 → medium effort (like \"medium\", 50)."_s;
    QTest::newRow("65") << qint64(65) << u"65 → medium effort (like \"medium\", 50)."_s;
    QTest::newRow("66") << qint64(66) << u"66 → high effort (like \"high\", 80)."_s;
    QTest::newRow("100") << qint64(100) << u"100 → high effort (like \"high\", 80)."_s;
    QTest::newRow("101") << qint64(101) << u"101 is outside 0–100: the server rejects it."_s;
    QTest::newRow("-1") << qint64(-1) << u"-1 is outside 0–100: the server rejects it."_s;
}

void TestReasoningLevelText::forValue()
{
    QFETCH(qint64, value);
    QFETCH(QString, expected);
    QCOMPARE(ReasoningLevelText::forValue(value), expected);
}

void TestReasoningLevelText::forJson_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("omitted") << QJsonValue(QJsonValue::Undefined)
                             << u"Omitted: the model's own default."_s;
    QTest::newRow("medium") << QJsonValue(u"medium"_s) << u"\"medium\" is 50 on the 0–100 scale."_s;
    QTest::newRow("off") << QJsonValue(u"off"_s) << u"\"off\" is 0 on the 0–100 scale."_s;
    QTest::newRow("unknown name") << QJsonValue(u"extreme"_s)
                                  << u"\"extreme\" is not a level name (off, low, medium, high)."_s;
    QTest::newRow("number") << QJsonValue(42) << u"42 → medium effort (like \"medium\", 50)."_s;
    QTest::newRow("fraction") << QJsonValue(2.5)
                              << u"Not a level: use a name or a whole number from 0 to 100."_s;
    QTest::newRow("bool") << QJsonValue(true)
                          << u"Not a level: use a name or a whole number from 0 to 100."_s;
}

void TestReasoningLevelText::forJson()
{
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QCOMPARE(ReasoningLevelText::forJson(value), expected);
}

QTEST_GUILESS_MAIN(TestReasoningLevelText)
#include "tst_reasoningleveltext.moc"
