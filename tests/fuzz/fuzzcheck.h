// SPDX-License-Identifier: MIT
// MANTYX_FUZZ_CHECK: an invariant a fuzz target asserts; a failure aborts so libFuzzer keeps the
// input as a crash, in every build type (Q_ASSERT vanishes outside debug builds).
#pragma once

#include <cstdio>
#include <cstdlib>

#define MANTYX_FUZZ_CHECK(condition)                                                               \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #condition); \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
