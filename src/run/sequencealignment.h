// SPDX-License-Identifier: MIT
// SequenceAlignment: the shortest edit script between two sequences of keys, computed by dtl
// (Wu's O(NP) algorithm, Debian's libdtl-dev), so the compare views align timelines and lists
// with a proven diff instead of a hand-rolled LCS.
#pragma once

#include <vector>

#include <QList>

namespace mantyx {

struct AlignmentStep
{
    // Both indexes are set for a common element; only `left` for one removed from the left
    // sequence, only `right` for one added in the right sequence.
    int left = -1;
    int right = -1;
    friend bool operator==(const AlignmentStep&, const AlignmentStep&) = default;
};

namespace SequenceAlignment {

// The steps in sequence order (each side's indexes ascend); keys are compared for equality
// only. Where a run of removals meets a run of additions, the removals come first.
QList<AlignmentStep> align(const std::vector<int>& left, const std::vector<int>& right);

} // namespace SequenceAlignment

} // namespace mantyx
