// SPDX-License-Identifier: MIT
// Tests displaytext: which characters are escaped and how, single- and multi-line, and that a
// JSON line keeps its value while losing every byte a terminal would act on.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "protocol/displaytext.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestDisplayText final : public QObject
{
    Q_OBJECT

private slots:
    void singleLine_data();
    void singleLine();
    void multiLine();
    void jsonLineKeepsTheValue();
    void everyUnsafeCharacterIsEscaped();
    void elided();
};

void TestDisplayText::singleLine_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"read_file"_s << u"read_file"_s;
    QTest::newRow("unicode kept") << u"größe ✓ 👩‍💻 עברית"_s
                                  << u"größe ✓ 👩‍💻 עברית"_s;
    QTest::newRow("forged line") << u"line1\nline2\r#99 result ok"_s
                                 << u"line1\\nline2\\r#99 result ok"_s;
    QTest::newRow("escape sequence")
        << u"\x1b[2J\x1b]0;title\x07"_s << u"\\x1b[2J\\x1b]0;title\\x07"_s;
    QTest::newRow("tab, NUL, DEL")
        << QString(u"a\tb"_s + QChar(0) + u"c\x7f"_s) << u"a\\tb\\x00c\\x7f"_s;
    QTest::newRow("C1 CSI") << u"x\u009b31m"_s << u"x\\x9b31m"_s;
    QTest::newRow("RLO") << u"evil\u202etxt.exe"_s << u"evil\\u202etxt.exe"_s;
    QTest::newRow("isolates and marks")
        << u"\u2066a\u2069\u200e\u200f\u061c"_s << u"\\u2066a\\u2069\\u200e\\u200f\\u061c"_s;
    QTest::newRow("separators") << u"a\u2028b\u2029c"_s << u"a\\u2028b\\u2029c"_s;
}

void TestDisplayText::singleLine()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(displaytext::singleLine(input), expected);
    // Escaping what is already escaped changes nothing: a label can be escaped twice.
    QCOMPARE(displaytext::singleLine(expected), expected);
}

void TestDisplayText::multiLine()
{
    QCOMPARE(displaytext::multiLine(u"one\r\n\ttwo\nthree"_s), u"one\n\ttwo\nthree"_s);
    QCOMPARE(displaytext::multiLine(u"over\rwrite \x1b[1m\u202e"_s),
             u"over\\rwrite \\x1b[1m\\u202e"_s);
}

void TestDisplayText::jsonLineKeepsTheValue()
{
    const QString name = u"a\x1b[31m\u202e\u0085\x7f\u2028z"_s;
    const QByteArray json = QJsonDocument(QJsonObject{{"name"_L1, name}}).toJson();
    QVERIFY(json.contains('\n')); // indented: breaks between tokens
    const QString line = displaytext::jsonLine(QString::fromUtf8(json));
    for (const QChar c : line)
        QVERIFY2(!displaytext::isUnsafe(c.unicode()), qPrintable(line));
    QJsonParseError error{};
    const QJsonDocument back = QJsonDocument::fromJson(line.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(back.object().value("name"_L1).toString(), name);
    QVERIFY(line.contains(u"\\u202e"_s));
    // Nothing to do: the same text.
    QCOMPARE(displaytext::jsonLine(u"{\"a\":\"b\"}"_s), u"{\"a\":\"b\"}"_s);
}

void TestDisplayText::everyUnsafeCharacterIsEscaped()
{
    int unsafe = 0;
    for (char32_t c = 0; c < 0x10000; ++c) {
        if (c >= 0xd800 && c < 0xe000)
            continue;
        const QString s = QString(QChar(char16_t(c)));
        const QString escaped = displaytext::singleLine(s);
        if (!displaytext::isUnsafe(c)) {
            QCOMPARE(escaped, s);
            continue;
        }
        ++unsafe;
        QVERIFY(escaped.startsWith(u'\\'));
        for (const QChar e : escaped)
            QVERIFY(e.unicode() >= 0x20 && e.unicode() < 0x7f);
    }
    // C0 32 + DEL + C1 32 + ALM + LRM/RLM + LS/PS + 5 embeddings/overrides + 4 isolates.
    QCOMPARE(unsafe, 32 + 1 + 32 + 1 + 2 + 2 + 5 + 4);
}

void TestDisplayText::elided()
{
    QCOMPARE(displaytext::elided(u"abcdef"_s, 10), u"abcdef"_s);
    QCOMPARE(displaytext::elided(u"abcdef"_s, 4), u"abc…"_s);
    QCOMPARE(displaytext::elided(u"ab👩cd"_s, 4), u"ab…"_s); // no half surrogate pair
}

} // namespace mantyx

QTEST_GUILESS_MAIN(mantyx::TestDisplayText)
#include "tst_displaytext.moc"
