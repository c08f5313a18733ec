// SPDX-License-Identifier: MIT
#include "run/runsummary.h"

#include <QCoreApplication>

namespace mantyx {

QString RunSummary::statusName(Status status)
{
    switch (status) {
    case Status::NotStarted:
        return QCoreApplication::translate("mantyx::RunSummary", "not started");
    case Status::Running:
        return QCoreApplication::translate("mantyx::RunSummary", "running");
    case Status::Succeeded:
        return QCoreApplication::translate("mantyx::RunSummary", "succeeded");
    case Status::Failed:
        return QCoreApplication::translate("mantyx::RunSummary", "failed");
    case Status::Cancelled:
        return QCoreApplication::translate("mantyx::RunSummary", "cancelled");
    case Status::Incomplete:
        return QCoreApplication::translate("mantyx::RunSummary", "incomplete");
    }
    return {};
}

} // namespace mantyx
