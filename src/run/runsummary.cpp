// SPDX-License-Identifier: MIT
#include "run/runsummary.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace mantyx {

QString RunSummary::durationText(qint64 ms)
{
    if (ms < 60000) {
        return QCoreApplication::translate("mantyx::RunSummary", "%1 s")
            .arg(QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 1));
    }
    const qint64 s = ms / 1000;
    if (s < 3600)
        return QCoreApplication::translate("mantyx::RunSummary", "%1 min %2 s")
            .arg(s / 60)
            .arg(s % 60);
    return QCoreApplication::translate("mantyx::RunSummary", "%1 h %2 min")
        .arg(s / 3600)
        .arg((s % 3600) / 60);
}

QString RunSummary::costText(double usd)
{
    // Small runs cost fractions of a cent: keep enough digits to tell them apart.
    const int decimals = usd < 0.01 ? 6 : (usd < 1.0 ? 4 : 2);
    return u"$"_s + QLocale().toString(usd, 'f', decimals);
}

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
