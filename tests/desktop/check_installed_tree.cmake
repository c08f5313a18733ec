# SPDX-License-Identifier: MIT
# Installs the build (cmake --install) into OUT_DIR and checks the desktop files where a package
# puts them: every icon size, the entry and the metainfo together (appstreamcli validate-tree
# checks that the launchable entry is there), and the MIME package through update-mime-database.
# -DBINARY_DIR=<build> -DOUT_DIR=<folder> -DSIZES=<16,22,…>
string(REPLACE "," ";" SIZES "${SIZES}")
file(REMOVE_RECURSE "${OUT_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BINARY_DIR}" --prefix "${OUT_DIR}"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(rc)
    message(FATAL_ERROR "cmake --install failed (${rc}): ${err}")
endif()
set(share "${OUT_DIR}/share")
set(expected "${share}/applications/mantyx-inspector.desktop"
    "${share}/metainfo/io.mantyx.RunInspector.metainfo.xml"
    "${share}/mime/packages/mantyx-inspector.xml"
    "${share}/icons/hicolor/scalable/apps/mantyx-inspector.svg")
foreach(size IN LISTS SIZES)
    list(APPEND expected "${share}/icons/hicolor/${size}x${size}/apps/mantyx-inspector.png")
endforeach()
foreach(path IN LISTS expected)
    if(NOT EXISTS "${path}")
        message(FATAL_ERROR "not installed: ${path}")
    endif()
endforeach()
execute_process(COMMAND desktop-file-validate "${share}/applications/mantyx-inspector.desktop"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc OR out MATCHES "error:|warning:")
    message(FATAL_ERROR "desktop-file-validate (${rc}): ${out}")
endif()
execute_process(COMMAND appstreamcli validate-tree --no-net "${OUT_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
    message(FATAL_ERROR "appstreamcli validate-tree (${rc}): ${out}")
endif()
execute_process(COMMAND update-mime-database "${share}/mime" RESULT_VARIABLE rc
    OUTPUT_QUIET ERROR_VARIABLE err)
file(READ "${share}/mime/globs2" globs)
if(rc OR NOT globs MATCHES ":application/x-mantyx-run:\\*\\.mxrun")
    message(FATAL_ERROR "update-mime-database (${rc}) did not register *.mxrun: ${err}")
endif()
message(STATUS "desktop: the installed tree holds the entry, metainfo, MIME type and icons")
