// SPDX-License-Identifier: MIT
// Tests the run summary panel: a truncated run shows its banner and the partial reply apart and
// never as the final text; a success shows tokens, the cost from the model's pricing (or says it
// is unknown), turns and the model; failure details; a cancel reason; with an output schema the
// parsed JSON as a tree and the validation outcome.
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTest>
#include <QTreeWidget>

#include "run/runtimeline.h"
#include "runpanels/runsummarypanel.h"
#include "timelinefixtures.h"

using namespace Qt::StringLiterals;

namespace mantyx {

class TestRunSummaryPanel : public QObject
{
    Q_OBJECT

private slots:
    void notStarted();
    void running();
    void truncationIsNeverTheAnswer();
    void successWithPricing();
    void costUnknownWithoutPricing();
    void cancelled();
    void outputSchemaValid();
    void outputSchemaViolated();
    void durationAndCostTexts();

private:
    template <class T> static T* get(const RunSummaryPanel& panel, const QString& name)
    {
        auto* child = panel.findChild<T*>(name);
        if (!child)
            qFatal("no child %s", qPrintable(name));
        return child;
    }
    static QString text(const RunSummaryPanel& panel, const QString& name)
    {
        return get<QLabel>(panel, name)->text();
    }
    static QJsonArray catalog()
    {
        return QJsonArray{
            QJsonObject{{"id"_L1, u"platform:demo"_s},
                        {"provider"_L1, u"openai"_s},
                        {"pricing"_L1, QJsonObject{{"inputPer1MUsd"_L1, 0.25},
                                                   {"outputPer1MUsd"_L1, 2.0},
                                                   {"cacheReadPer1MUsd"_L1, 0.025}}}}};
    }
};

void TestRunSummaryPanel::notStarted()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    panel.setTimeline(&timeline);
    QCOMPARE(text(panel, u"statusLabel"_s), u"not started"_s);
    QVERIFY(get<QWidget>(panel, u"truncationBanner"_s)->isHidden());
    QVERIFY(get<QGroupBox>(panel, u"errorGroup"_s)->isHidden());
    QVERIFY(get<QGroupBox>(panel, u"finalTextGroup"_s)->isHidden());
    QCOMPARE(text(panel, u"inputTokensLabel"_s), u"—"_s);
}

void TestRunSummaryPanel::running()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"Working"_s);
    timeline.appendEvents(b.take(), QDateTime::currentMSecsSinceEpoch() - 2500);
    QCOMPARE(text(panel, u"statusLabel"_s), u"running"_s);
    QVERIFY(text(panel, u"durationLabel"_s).startsWith(u"running for"_s));
    QVERIFY(get<QGroupBox>(panel, u"finalTextGroup"_s)->isHidden());
}

void TestRunSummaryPanel::truncationIsNeverTheAnswer()
{
    RunSummaryPanel panel;
    panel.resize(400, 700);
    RunTimeline timeline;
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"{\n  \"answer\":"_s);
    b.add(u"4.8-error"_s);
    timeline.appendEvents(b.take());
    const QString partial = timelinetest::readFixture(u"4.8-error"_s)
                                .value("data"_L1)
                                .toObject()
                                .value("partialText"_L1)
                                .toString();
    QVERIFY(!partial.isEmpty());

    QCOMPARE(text(panel, u"statusLabel"_s), u"failed"_s);
    auto* banner = get<QWidget>(panel, u"truncationBanner"_s);
    QVERIFY(!banner->isHidden());
    // No output schema: the reply was not meant to be JSON, so nothing says JSON.
    QVERIFY2(text(panel, u"truncationLabel"_s).contains(u"truncated reply"_s),
             qPrintable(text(panel, u"truncationLabel"_s)));
    QVERIFY2(!text(panel, u"truncationLabel"_s).contains(u"JSON"_s),
             qPrintable(text(panel, u"truncationLabel"_s)));
    // With one, the JSON it was to be is likely incomplete.
    timeline.setOutputSchema(QJsonObject{{"type"_L1, u"object"_s}});
    QVERIFY(
        text(panel, u"truncationLabel"_s).contains(u"truncated reply — JSON likely incomplete"_s));
    auto* partialView = get<QPlainTextEdit>(panel, u"partialTextView"_s);
    QCOMPARE(partialView->toPlainText(), partial);
    QVERIFY(partialView->isReadOnly());
    QVERIFY(banner->isAncestorOf(partialView));

    // The final text: hidden, empty, and never the partial reply.
    QVERIFY(get<QGroupBox>(panel, u"finalTextGroup"_s)->isHidden());
    const QString finalText = get<QPlainTextEdit>(panel, u"finalTextView"_s)->toPlainText();
    QVERIFY(!finalText.contains(partial));
    QVERIFY(finalText.isEmpty());
    QVERIFY(!panel.summary().finalText.has_value());

    // Failure details.
    QVERIFY(!get<QGroupBox>(panel, u"errorGroup"_s)->isHidden());
    QVERIFY(text(panel, u"errorMessageLabel"_s).startsWith(u"Model output was truncated"_s));
    const QString details = text(panel, u"errorDetailsLabel"_s);
    QVERIFY(details.contains(u"errorClass: truncation"_s));
    QVERIFY(details.contains(u"finishReason: max_tokens"_s));
    QVERIFY(details.contains(u"retryable: no"_s));
    QCOMPARE(text(panel, u"inputTokensLabel"_s), QLocale().toString(8190));
    QCOMPARE(text(panel, u"outputTokensLabel"_s), QLocale().toString(1024));
}

void TestRunSummaryPanel::successWithPricing()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    timeline.setModelCatalog(catalog());
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"..."_s);
    b.add(u"4.8-result"_s);
    timeline.appendEvents(b.take());

    QCOMPARE(text(panel, u"statusLabel"_s), u"succeeded"_s);
    QVERIFY(text(panel, u"durationLabel"_s).startsWith(u"took"_s));
    QCOMPARE(text(panel, u"inputTokensLabel"_s), QLocale().toString(1283));
    QCOMPARE(text(panel, u"cachedTokensLabel"_s), QLocale().toString(512));
    QCOMPARE(text(panel, u"reasoningTokensLabel"_s), QLocale().toString(96));
    QCOMPARE(text(panel, u"outputTokensLabel"_s), QLocale().toString(240));
    // (1283 − 512) × 0.25 + 512 × 0.025 + 240 × 2.0, per million.
    const double cost = (771 * 0.25 + 512 * 0.025 + 240 * 2.0) / 1e6;
    QVERIFY(panel.summary().costUsd.has_value());
    QVERIFY(qAbs(*panel.summary().costUsd - cost) < 1e-12);
    QCOMPARE(text(panel, u"costLabel"_s), RunSummary::costText(cost));
    QVERIFY(!get<QLabel>(panel, u"costLabel"_s)->toolTip().isEmpty());
    QCOMPARE(text(panel, u"turnsLabel"_s), u"3"_s);
    const QString model = text(panel, u"modelLabel"_s);
    QVERIFY(model.contains(u"gpt-5.4-mini"_s));
    QVERIFY(model.contains(u"openai"_s));
    QVERIFY(model.contains(u"reasoning effort low"_s));
    QVERIFY(!get<QGroupBox>(panel, u"finalTextGroup"_s)->isHidden());
    QCOMPARE(get<QPlainTextEdit>(panel, u"finalTextView"_s)->toPlainText(), u"..."_s);
    QVERIFY(get<QWidget>(panel, u"truncationBanner"_s)->isHidden());
    QVERIFY(get<QGroupBox>(panel, u"errorGroup"_s)->isHidden());
    QVERIFY(get<QGroupBox>(panel, u"outputGroup"_s)->isHidden());
}

void TestRunSummaryPanel::costUnknownWithoutPricing()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.add(u"4.8-result"_s);
    timeline.appendEvents(b.take());
    QCOMPARE(text(panel, u"costLabel"_s), u"cost unknown — no pricing for model platform:demo"_s);
    QVERIFY(!get<QLabel>(panel, u"costLabel"_s)->toolTip().isEmpty());
}

void TestRunSummaryPanel::cancelled()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.delta(u"assistant_delta"_s, u"partial words"_s);
    b.add(u"4.8-cancelled"_s);
    timeline.appendEvents(b.take());
    QCOMPARE(text(panel, u"statusLabel"_s), u"cancelled"_s);
    QCOMPARE(text(panel, u"cancelReasonLabel"_s), u"user"_s);
    QVERIFY(get<QGroupBox>(panel, u"finalTextGroup"_s)->isHidden());
    QVERIFY(get<QGroupBox>(panel, u"errorGroup"_s)->isHidden());
}

void TestRunSummaryPanel::outputSchemaValid()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    timeline.setOutputSchema(QJsonObject{
        {"type"_L1, u"object"_s},
        {"properties"_L1, QJsonObject{{"answer"_L1, QJsonObject{{"type"_L1, u"string"_s}}},
                                      {"items"_L1, QJsonObject{{"type"_L1, u"array"_s}}}}},
        {"required"_L1, QJsonArray{u"answer"_s}}});
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.add(u"result"_s,
          QJsonObject{{"ok"_L1, true},
                      {"text"_L1, u"{\"answer\": \"42\", \"items\": [1, 2, {\"k\": true}]}"_s}});
    timeline.appendEvents(b.take());

    QVERIFY(!get<QGroupBox>(panel, u"outputGroup"_s)->isHidden());
    QVERIFY(text(panel, u"outputValidationLabel"_s).contains(u"valid"_s));
    QVERIFY(!text(panel, u"outputValidationLabel"_s).contains(u"not valid"_s));
    auto* tree = get<QTreeWidget>(panel, u"outputTree"_s);
    QCOMPARE(tree->topLevelItemCount(), 1);
    QTreeWidgetItem* root = tree->topLevelItem(0);
    QCOMPARE(root->childCount(), 2);
    QStringList keys;
    for (int i = 0; i < root->childCount(); ++i)
        keys << root->child(i)->text(0);
    QVERIFY(keys.contains(u"answer"_s));
    QVERIFY(keys.contains(u"items"_s));
    for (int i = 0; i < root->childCount(); ++i) {
        const QTreeWidgetItem* item = root->child(i);
        QVERIFY(item);
        if (item->text(0) == u"answer"_s)
            QCOMPARE(item->text(1), u"\"42\""_s);
        if (item->text(0) == u"items"_s) {
            QCOMPARE(item->childCount(), 3);
            const QTreeWidgetItem* object = item->child(2);
            QVERIFY(object && object->childCount() == 1);
            const QTreeWidgetItem* leaf = object->child(0);
            QVERIFY(leaf);
            QCOMPARE(leaf->text(0), u"k"_s);
            QCOMPARE(leaf->text(1), u"true"_s);
        }
    }
    QVERIFY(get<QListWidget>(panel, u"outputViolationsList"_s)->isHidden());
}

void TestRunSummaryPanel::outputSchemaViolated()
{
    RunSummaryPanel panel;
    RunTimeline timeline;
    timeline.setOutputSchema(
        QJsonObject{{"type"_L1, u"object"_s}, {"required"_L1, QJsonArray{u"answer"_s}}});
    panel.setTimeline(&timeline);
    timelinetest::RunBuilder b;
    b.add(u"result"_s, QJsonObject{{"ok"_L1, true}, {"text"_L1, u"{\"other\": 1}"_s}});
    timeline.appendEvents(b.take());
    QVERIFY(!panel.summary().outputValid);
    QVERIFY(text(panel, u"outputValidationLabel"_s).contains(u"violation"_s));
    auto* violations = get<QListWidget>(panel, u"outputViolationsList"_s);
    QVERIFY(!violations->isHidden());
    QCOMPARE(violations->count(), panel.summary().outputViolations.size());
    QVERIFY(violations->count() >= 1);

    // Not JSON at all.
    RunSummaryPanel other;
    RunTimeline notJson;
    notJson.setOutputSchema(QJsonObject{{"type"_L1, u"object"_s}});
    other.setTimeline(&notJson);
    timelinetest::RunBuilder c;
    c.add(u"result"_s, QJsonObject{{"ok"_L1, true}, {"text"_L1, u"Sure! Here it is"_s}});
    notJson.appendEvents(c.take());
    QVERIFY(text(other, u"outputValidationLabel"_s).startsWith(u"not valid JSON"_s));
    QVERIFY(get<QTreeWidget>(other, u"outputTree"_s)->isHidden());
}

void TestRunSummaryPanel::durationAndCostTexts()
{
    QCOMPARE(RunSummary::durationText(0), QLocale().toString(0.0, 'f', 1) + u" s"_s);
    QCOMPARE(RunSummary::durationText(65'000), u"1 min 5 s"_s);
    QCOMPARE(RunSummary::durationText(3'725'000), u"1 h 2 min"_s);
    QCOMPARE(RunSummary::costText(0.000672), u"$"_s + QLocale().toString(0.000672, 'f', 6));
    QCOMPARE(RunSummary::costText(0.25), u"$"_s + QLocale().toString(0.25, 'f', 4));
    QCOMPARE(RunSummary::costText(12.5), u"$"_s + QLocale().toString(12.5, 'f', 2));
}

} // namespace mantyx

QTEST_MAIN(mantyx::TestRunSummaryPanel)
#include "tst_runsummarypanel.moc"
