// SPDX-License-Identifier: MIT
#include "run/protocolnote.h"

#include <QCoreApplication>

namespace mantyx {

QString ProtocolNote::categoryName(Category category)
{
    switch (category) {
    case Category::SeqGap:
        return QCoreApplication::translate("mantyx::ProtocolNote", "seq gap");
    case Category::SeqRepeat:
        return QCoreApplication::translate("mantyx::ProtocolNote", "seq repeat");
    case Category::Reconnect:
        return QCoreApplication::translate("mantyx::ProtocolNote", "reconnect");
    case Category::StreamProblem:
        return QCoreApplication::translate("mantyx::ProtocolNote", "stream problem");
    case Category::UnansweredCall:
        return QCoreApplication::translate("mantyx::ProtocolNote", "unanswered call");
    case Category::ToolResultHttp:
        return QCoreApplication::translate("mantyx::ProtocolNote", "tool-result POST");
    case Category::SecondTerminal:
        return QCoreApplication::translate("mantyx::ProtocolNote", "second terminal event");
    case Category::OlderServer:
        return QCoreApplication::translate("mantyx::ProtocolNote", "older server");
    case Category::Malformed:
        return QCoreApplication::translate("mantyx::ProtocolNote", "malformed event");
    case Category::UnknownEvent:
        return QCoreApplication::translate("mantyx::ProtocolNote", "unknown event");
    case Category::ProtocolProblem:
        return QCoreApplication::translate("mantyx::ProtocolNote", "protocol problem");
    case Category::Capture:
        return QCoreApplication::translate("mantyx::ProtocolNote", "capture file");
    case Category::StatusMessage:
        return QCoreApplication::translate("mantyx::ProtocolNote", "status message");
    }
    return {};
}

} // namespace mantyx
