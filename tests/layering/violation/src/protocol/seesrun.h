// SPDX-License-Identifier: MIT
// A planted violation for tests/layering: the protocol layer must not see the run layer.
#pragma once

#include "run/runcontroller.h"
