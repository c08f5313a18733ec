// SPDX-License-Identifier: MIT
// Shared fixtures of the timeline tests: events built through the real EventDecoder from JSON
// (the protocol document's example files or inline data), so every test sees what a stream gives.
#pragma once

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include "protocol/eventdecoder.h"
#include "protocol/eventencoder.h"
#include "protocol/runevent.h"

namespace mantyx::timelinetest {

using namespace Qt::StringLiterals;

inline QString eventsDir()
{
    return QStringLiteral(MANTYX_SOURCE_DIR "/tests/protocol/data/events");
}

inline RunEvent decode(const QByteArray& raw)
{
    static EventDecoder decoder;
    return decoder.decode(raw);
}

inline RunEvent ev(qint64 seq, QStringView type, const QJsonObject& data = {})
{
    return decode(EventEncoder::encodeEnvelope(seq, type, data));
}

inline RunEvent delta(qint64 seq, const QString& text)
{
    return ev(seq, u"assistant_delta", QJsonObject{{"text"_L1, text}});
}

inline RunEvent thinking(qint64 seq, const QString& text)
{
    return ev(seq, u"thinking_delta", QJsonObject{{"text"_L1, text}});
}

inline QJsonObject readFixture(const QString& name)
{
    static QHash<QString, QJsonObject> cache;
    if (const auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    QFile f(eventsDir() + u'/' + name + u".json"_s);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    const QJsonObject envelope = QJsonDocument::fromJson(f.readAll()).object();
    cache.insert(name, envelope);
    return envelope;
}

// A fixture file's event, renumbered to `seq` (-1 keeps the file's own).
inline RunEvent fixture(const QString& name, qint64 seq = -1)
{
    QJsonObject envelope = readFixture(name);
    if (seq >= 0)
        envelope.insert("seq"_L1, seq);
    return decode(QJsonDocument(envelope).toJson(QJsonDocument::Compact));
}

inline RunEvent localCall(qint64 seq, const QString& id, const QString& name = u"lookup"_s)
{
    return ev(seq, u"local_tool_call",
              QJsonObject{{"toolUseId"_L1, id},
                          {"name"_L1, name},
                          {"args"_L1, QJsonObject{{"query"_L1, u"q"_s}}},
                          {"kind"_L1, u"local"_s}});
}

inline RunEvent resultIn(qint64 seq, const QString& id, const QString& text)
{
    return ev(seq, u"local_tool_result_in", QJsonObject{{"toolUseId"_L1, id}, {"result"_L1, text}});
}

inline RunEvent turnEnd(qint64 seq, int turn, const QString& text = {},
                        const QString& finish = u"end_turn"_s)
{
    return ev(seq, u"assistant_message",
              QJsonObject{{"text"_L1, text}, {"turn"_L1, turn}, {"finishReason"_L1, finish}});
}

inline RunEvent result(qint64 seq, const QString& text)
{
    return ev(seq, u"result", QJsonObject{{"ok"_L1, true}, {"text"_L1, text}});
}

} // namespace mantyx::timelinetest
