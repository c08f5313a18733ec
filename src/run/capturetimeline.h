// SPDX-License-Identifier: MIT
// CaptureTimeline: a capture file read into a RunTimeline at once, without a RunController or an
// event loop — for views that need a whole recorded run as data (compare, export) rather than a
// replay to watch. The rows, answers and damage note come out as a replay shows them.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QString>

#include "run/capturereader.h"

namespace mantyx {

class RunTimeline;

class CaptureTimeline final
{
    Q_DECLARE_TR_FUNCTIONS(CaptureTimeline)

public:
    // Reads `path` into `timeline` (cleared first): the events with their recorded times, each
    // answer in its place, a protocol note for damage, then the source's end. The header (with
    // the spec) goes to `header`. False with `error` when the file cannot be read or is not a
    // capture; a damaged capture is read up to the damage and returns true.
    static bool load(const QString& path, RunTimeline& timeline, CaptureHeader* header = nullptr,
                     QString* error = nullptr);
    // The same from a capture already read.
    static void fill(const CaptureReader::File& file, RunTimeline& timeline);
};

} // namespace mantyx
