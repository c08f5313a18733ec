// SPDX-License-Identifier: MIT
// SandboxConfig: parsing of the fault switches shared by --fault and run metadata.
#include "sandbox/sandboxconfig.h"

#include <QCoreApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace mantyx {

bool FaultPlan::isEmpty() const
{
    return cutAfterEvents <= 0 && cutEveryBytes <= 0 && stallAfterEvents < 0 && delayMs <= 0 &&
           !crlf && !stripEvent && fail <= 0 && retryAfter < 0 && dupOnResume <= 0 && !shape;
}

bool FaultPlan::apply(const QString& name, const QString& value)
{
    bool ok = false;
    const int number = value.trimmed().toInt(&ok);
    // Booleans accept the spellings people type on a command line.
    const QString lowered = value.trimmed().toLower();
    const bool truthy =
        lowered == "1"_L1 || lowered == "true"_L1 || lowered == "yes"_L1 || lowered == "on"_L1;
    const bool falsy =
        lowered == "0"_L1 || lowered == "false"_L1 || lowered == "no"_L1 || lowered == "off"_L1;

    if (name == "crlf"_L1 || name == "stripEvent"_L1) {
        if (!truthy && !falsy)
            return false;
        (name == "crlf"_L1 ? crlf : stripEvent) = truthy;
        return true;
    }
    if (name == "shape"_L1) {
        const std::optional<EventShape> named = eventShapeFromName(lowered);
        if (named)
            shape = named;
        return named.has_value();
    }
    if (!ok || number < 0)
        return false;
    if (name == "cutAfterEvents"_L1)
        cutAfterEvents = number;
    else if (name == "cutEveryBytes"_L1)
        cutEveryBytes = number;
    else if (name == "stallAfterEvents"_L1)
        stallAfterEvents = number;
    else if (name == "delayMs"_L1)
        delayMs = number;
    else if (name == "fail"_L1)
        fail = number;
    else if (name == "retryAfter"_L1)
        retryAfter = number;
    else if (name == "dupOnResume"_L1)
        dupOnResume = number;
    else if (name == "failStatus"_L1) {
        if (number < 100 || number > 599)
            return false;
        failStatus = number;
    } else
        return false;
    return true;
}

QString readApiKeyFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("mantyx::SandboxConfig", "Cannot read %1: %2")
                         .arg(path, file.errorString());
        return {};
    }
    // A key is one short line; a huge file is not read whole.
    const QString key = QString::fromUtf8(file.readLine(4096)).trimmed();
    if (key.isEmpty() && error)
        *error = QCoreApplication::translate("mantyx::SandboxConfig",
                                             "The first line of %1 holds no API key.")
                     .arg(path);
    return key;
}

} // namespace mantyx
