# SPDX-License-Identifier: MIT
# Runs PROGRAM OPTION with no display in the environment (QT_QPA_PLATFORM, DISPLAY and
# WAYLAND_DISPLAY unset) and fails unless it exits 0 and its standard output matches EXPECT.
unset(ENV{QT_QPA_PLATFORM})
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
execute_process(COMMAND "${PROGRAM}" "${OPTION}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors TIMEOUT 30)
string(STRIP "${output}" output)
if(NOT result STREQUAL "0")
    message(FATAL_ERROR "${OPTION} exited with ${result}\nstdout: ${output}\nstderr: ${errors}")
endif()
if(NOT output MATCHES "${EXPECT}")
    message(FATAL_ERROR "${OPTION} printed:\n${output}\nwhich does not match: ${EXPECT}")
endif()
message(STATUS "${OPTION}: ${output}")
