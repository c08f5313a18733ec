// SPDX-License-Identifier: MIT
// Helpers of the keyboard tests of the main window: keys sent where a user's keyboard sends them
// (the focus widget of the active window), a spec whose run asks for a local tool call, and an
// application-wide count of mouse events, so a test can show it used none.
#pragma once

#include <QApplication>
#include <QEvent>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QTest>
#include <QWidget>

namespace mantyx::keytest {

using namespace Qt::StringLiterals;

// The widget a key press reaches: the focus widget, else the active window (a dialog that has
// no focus widget yet), else `fallback`.
inline QWidget* keyTarget(QWidget* fallback)
{
    if (QWidget* focus = QApplication::focusWidget())
        return focus;
    if (QWidget* active = QApplication::activeWindow())
        return active;
    return fallback;
}

inline void press(QWidget* fallback, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
{
    QTest::keyClick(keyTarget(fallback), key, modifiers);
}

inline void type(QWidget* fallback, const QString& text)
{
    QTest::keyClicks(keyTarget(fallback), text);
}

// A spec with one local tool, lookup_order; the sandbox asks for it when the prompt names it.
inline QJsonObject localToolSpec(const QString& prompt)
{
    const QJsonObject parameters{
        {u"type"_s, u"object"_s},
        {u"properties"_s, QJsonObject{{u"orderId"_s, QJsonObject{{u"type"_s, u"string"_s}}}}},
        {u"required"_s, QJsonArray{u"orderId"_s}}};
    return QJsonObject{
        {u"systemPrompt"_s, u"You help with orders."_s},
        {u"prompt"_s, prompt},
        {u"tools"_s, QJsonArray{QJsonObject{{u"kind"_s, u"local"_s},
                                            {u"name"_s, u"lookup_order"_s},
                                            {u"description"_s, u"Looks an order up by its id."_s},
                                            {u"parameters"_s, parameters}}}}};
}

// Counts the mouse events any object of the application receives while it lives.
class MouseEventCounter final : public QObject
{
public:
    MouseEventCounter() { qApp->installEventFilter(this); }
    ~MouseEventCounter() override { qApp->removeEventFilter(this); }
    Q_DISABLE_COPY_MOVE(MouseEventCounter)

    int presses() const { return m_presses; }
    int others() const { return m_others; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::NonClientAreaMouseButtonPress:
        case QEvent::NonClientAreaMouseButtonDblClick:
            ++m_presses;
            break;
        case QEvent::MouseButtonRelease:
        case QEvent::MouseMove:
        case QEvent::NonClientAreaMouseButtonRelease:
        case QEvent::NonClientAreaMouseMove:
        case QEvent::Wheel:
            ++m_others;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    int m_presses = 0;
    int m_others = 0;
};

} // namespace mantyx::keytest
