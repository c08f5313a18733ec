// SPDX-License-Identifier: MIT
#include "run/sequencealignment.h"

#include <dtl/dtl.hpp>

namespace mantyx::SequenceAlignment {

QList<AlignmentStep> align(const std::vector<int>& left, const std::vector<int>& right)
{
    QList<AlignmentStep> steps;
    if (left.empty() && right.empty())
        return steps;
    steps.reserve(static_cast<qsizetype>(std::max(left.size(), right.size())));
    // deletesFirst: a removed element is listed before the added one that took its place.
    dtl::Diff<int> diff(left, right, true);
    diff.compose();
    // dtl's indexes are 1-based; 0 means "not in that sequence".
    for (const auto& [key, info] : diff.getSes().getSequence()) {
        Q_UNUSED(key);
        AlignmentStep step;
        switch (info.type) {
        case dtl::SES_COMMON:
            step.left = static_cast<int>(info.beforeIdx - 1);
            step.right = static_cast<int>(info.afterIdx - 1);
            break;
        case dtl::SES_DELETE:
            step.left = static_cast<int>(info.beforeIdx - 1);
            break;
        case dtl::SES_ADD:
            step.right = static_cast<int>(info.afterIdx - 1);
            break;
        default:
            continue;
        }
        steps.append(step);
    }
    return steps;
}

} // namespace mantyx::SequenceAlignment
