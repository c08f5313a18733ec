// SPDX-License-Identifier: MIT
// TimelineDump: a deterministic text rendering of a timeline — one line per row, then plan,
// summary and notes — for golden tests ("a finished run opened by id gives the same timeline as
// the live one") and for bug reports.
#pragma once

#include <QString>

namespace mantyx {

class RunTimeline;

class TimelineDump final
{
public:
    enum Option : unsigned
    {
        NoOptions = 0,
        IncludeTimes = 1U << 0,   // elapsed ms per row and the duration (not stable across runs)
        IncludeNotes = 1U << 1,   // the protocol notes
        IncludeSummary = 1U << 2, // the summary block
        IncludePlan = 1U << 3,    // the plan block
        // The HTTP status of this client's own tool-result POSTs: a run opened by id from
        // another client's log cannot know it.
        IncludePostStatus = 1U << 4,
        Default = IncludeNotes | IncludeSummary | IncludePlan | IncludePostStatus,
        // What a run opened by id must reproduce of the same run watched live.
        ServerVisible = IncludeNotes | IncludeSummary | IncludePlan,
    };

    // Lines are "#row kind seq=a..b turn=t n=events [flags] | headline | body | detail | badge",
    // then "call=state http=N answer=…" for local calls. Kinds, states and field names are fixed
    // identifiers; headline, body and detail are the rows' own (translated) texts, so golden
    // files are compared with no translator installed.
    static QString dump(const RunTimeline& timeline, unsigned options = Default);
    static constexpr int excerptLength = 80;
};

} // namespace mantyx
