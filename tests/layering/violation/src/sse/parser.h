// SPDX-License-Identifier: MIT
// A planted file that includes only its own folder: allowed.
#pragma once

#include "sse/sseparser.h"
