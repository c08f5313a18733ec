# SPDX-License-Identifier: MIT
# The AppStream metainfo's newest <release version> is the project's version (one version, set in
# CMakeLists.txt's project(), everywhere): a new version needs its release entry, with date and notes.
#   cmake -DMETAINFO=<file> -DVERSION=<PROJECT_VERSION> -P check_metainfo_version.cmake
file(READ "${METAINFO}" text)
string(REGEX MATCHALL "<release[ \t\r\n][^>]*>" releases "${text}")
set(newest "")
foreach(release IN LISTS releases)
    if(release MATCHES "version=\"([^\"]+)\"")
        if(newest STREQUAL "" OR CMAKE_MATCH_1 VERSION_GREATER newest)
            set(newest "${CMAKE_MATCH_1}")
        endif()
    endif()
endforeach()
if(newest STREQUAL "")
    message(FATAL_ERROR "${METAINFO} lists no <release version=...>")
endif()
if(NOT newest VERSION_EQUAL VERSION)
    message(FATAL_ERROR "the newest release in ${METAINFO} is ${newest}, the project's version is "
                        "${VERSION}: add a <release version=\"${VERSION}\" date=...> entry")
endif()
message(STATUS "metainfo: newest release ${newest} = project version ${VERSION}")
