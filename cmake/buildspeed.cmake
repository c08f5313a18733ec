# SPDX-License-Identifier: MIT
# Build speed (docs/performance.md "Build time"): a faster linker, precompiled Qt headers shared
# between targets, and (opt-in) unity builds of the libraries under src/ and ui/. Everything is
# applied here, after every add_subdirectory(), to each target that links mantyx_options, so a
# new library or test gets it without a line of its own.
#
#   MANTYX_LINKER       auto (mold, else lld, else the compiler's default), mold, lld, gold, bfd,
#                       default
#   MANTYX_PCH          ON (GCC only): one precompiled header per kind of target, reused by every
#                       target of that kind; a target opts out with DISABLE_PRECOMPILE_HEADERS
#   MANTYX_TEST_OPTIMIZE  -Og: the test programs' own files in RelWithDebInfo (not the libraries)
#   MANTYX_UNITY_BUILD  OFF: ON compiles MANTYX_UNITY_BATCH_SIZE library sources per translation
#                       unit. Off by default: ~20 helpers in anonymous namespaces share a name
#                       with one in another file of the same library (kName, describe, ...), and
#                       which files share a unit shifts whenever a file is added.
#
# Configure with -DMANTYX_PCH=OFF to check that every file includes what it uses (a shared
# header hides a missing #include); the fuzz preset (clang) builds without it.

set(MANTYX_LINKER "auto" CACHE STRING "Linker: auto, mold, lld, gold, bfd or default")
option(MANTYX_UNITY_BUILD "Unity builds of the libraries under src/ and ui/" OFF)
set(MANTYX_UNITY_BATCH_SIZE 6 CACHE STRING "Sources per unity translation unit")
option(MANTYX_PCH "Precompiled Qt and standard headers, shared between targets (GCC)" ON)
set(MANTYX_TEST_OPTIMIZE "-Og" CACHE STRING
    "Optimisation of the test programs' own code in RelWithDebInfo (empty: the build type's)")

# A static library's sources compile without waiting for the libraries it links to be built
# (they need only their generated headers): more of the build runs on both cores.
set(CMAKE_OPTIMIZE_DEPENDENCIES ON)

# --- Linker -----------------------------------------------------------------------------------
include(CheckLinkerFlag)
set(_mantyx_linkers "${MANTYX_LINKER}")
if(MANTYX_LINKER STREQUAL "auto")
    set(_mantyx_linkers mold lld)
elseif(MANTYX_LINKER STREQUAL "default")
    set(_mantyx_linkers "")
endif()
foreach(_linker IN LISTS _mantyx_linkers)
    check_linker_flag(CXX "-fuse-ld=${_linker}" MANTYX_HAVE_LD_${_linker})
    if(MANTYX_HAVE_LD_${_linker})
        target_link_options(mantyx_options INTERFACE "-fuse-ld=${_linker}")
        message(STATUS "Linker: ${_linker}")
        break()
    elseif(NOT MANTYX_LINKER STREQUAL "auto")
        message(FATAL_ERROR "MANTYX_LINKER=${MANTYX_LINKER}: the compiler cannot link with it")
    endif()
endforeach()

# --- Which targets ----------------------------------------------------------------------------
# Every target defined in <dir> and below.
function(_mantyx_targets_below dir out)
    get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
    get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
    foreach(sub IN LISTS subdirs)
        _mantyx_targets_below("${sub}" sub_targets)
        list(APPEND targets ${sub_targets})
    endforeach()
    set(${out} ${targets} PARENT_SCOPE)
endfunction()

# The targets whose usage requirements <target> compiles with: what it links (privately or
# not), then what those pass on to their users (INTERFACE_LINK_LIBRARIES, without the link-only
# entries a static library records for its private links), sorted.
function(_mantyx_compile_closure target out)
    set(seen "")
    get_target_property(queue ${target} LINK_LIBRARIES)
    if(NOT queue)
        set(queue "")
    endif()
    while(queue)
        list(POP_FRONT queue item)
        if(item MATCHES "^\\$<" OR NOT TARGET "${item}" OR item IN_LIST seen)
            continue()
        endif()
        list(APPEND seen "${item}")
        get_target_property(links "${item}" INTERFACE_LINK_LIBRARIES)
        if(links)
            list(APPEND queue ${links})
        endif()
    endwhile()
    list(SORT seen)
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

# --- Precompiled headers ----------------------------------------------------------------------
# The headers most of our files include (counted with grep over src/, ui/, app/, tests/). Only
# what every target of a kind may see: no widget header for a target that does not link Qt
# Widgets (the layering rule of src/ stays a compile error), no Qt Network header without Qt
# Network.
set(_mantyx_pch_core
    <algorithm> <functional> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo>
    <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QLocale> <QMap>
    <QObject> <QPointer> <QRegularExpression> <QSet> <QSettings> <QStandardPaths> <QString>
    <QStringList> <QTimer> <QUrl> <QVariant>)
set(_mantyx_pch_network <QNetworkAccessManager> <QNetworkReply> <QNetworkRequest>)
set(_mantyx_pch_widgets
    <QAction> <QApplication> <QCheckBox> <QComboBox> <QFormLayout> <QHBoxLayout> <QHeaderView>
    <QLabel> <QLineEdit> <QMenu> <QPlainTextEdit> <QPushButton> <QTabWidget> <QToolButton>
    <QVBoxLayout> <QWidget>)
set(_mantyx_pch_test <QSignalSpy> <QTemporaryDir> <QTest>)

# GCC uses a precompiled header only when every macro defined when it was built is defined the
# same way (CMake passes -Winvalid-pch, and warnings are errors, so a mismatch fails the build).
# So targets share one when they get the same definitions: the same targets with
# INTERFACE_COMPILE_DEFINITIONS in their closure (each Qt module defines QT_<MODULE>_LIB), the
# same definitions and options of their own and, for tests, the same folder (Qt Test defines
# QT_TESTCASE_BUILDDIR and QT_TESTCASE_SOURCEDIR from it). The first target of a kind builds it;
# the others reuse it. Clang is stricter still, so it is GCC only.
function(_mantyx_apply_pch targets)
    set(keys "")
    foreach(target IN LISTS targets)
        _mantyx_compile_closure(${target} closure)
        # The key: every target in the closure that defines macros, the target's own
        # definitions and options, and for tests the folder.
        set(key "")
        foreach(item IN LISTS closure)
            get_target_property(defs ${item} INTERFACE_COMPILE_DEFINITIONS)
            if(defs)
                string(APPEND key "${item};")
            endif()
        endforeach()
        foreach(property IN ITEMS COMPILE_DEFINITIONS COMPILE_OPTIONS)
            get_target_property(value ${target} ${property})
            if(value)
                string(APPEND key "|${value}")
            endif()
        endforeach()
        set(headers ${_mantyx_pch_core})
        if("Qt6::Network" IN_LIST closure)
            list(APPEND headers ${_mantyx_pch_network})
        endif()
        if("Qt6::Widgets" IN_LIST closure)
            list(APPEND headers ${_mantyx_pch_widgets})
        endif()
        if("Qt6::Test" IN_LIST closure)
            list(APPEND headers ${_mantyx_pch_test})
            get_target_property(dir ${target} SOURCE_DIR)
            string(APPEND key "|${dir}")
        endif()
        string(MD5 key "${key}")
        get_target_property(sources ${target} SOURCES)
        list(FILTER sources INCLUDE REGEX "\\.(cpp|cxx|cc)$")
        list(LENGTH sources count)
        math(EXPR _sources_${key} "${_sources_${key}}+0${count}")
        list(APPEND keys ${key})
        set(_users_${key} ${_users_${key}} ${target})
        set(_headers_${key} ${headers})
    endforeach()
    list(REMOVE_DUPLICATES keys)
    foreach(key IN LISTS keys)
        # A header used by one or two files costs about as much to build as it saves.
        if(_sources_${key} LESS 3)
            continue()
        endif()
        list(POP_FRONT _users_${key} host)
        target_precompile_headers(${host} PRIVATE ${_headers_${key}})
        foreach(target IN LISTS _users_${key})
            target_precompile_headers(${target} REUSE_FROM ${host})
        endforeach()
    endforeach()
endfunction()

# --- Apply ------------------------------------------------------------------------------------
function(mantyx_apply_build_speed)
    _mantyx_targets_below("${PROJECT_SOURCE_DIR}" all_targets)
    set(compiled "")
    foreach(target IN LISTS all_targets)
        get_target_property(type ${target} TYPE)
        if(NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY)$")
            continue()
        endif()
        # Ours: the targets that link the options target (not Qt's generated resource
        # libraries, not the layering probe that must fail to compile).
        get_target_property(links ${target} LINK_LIBRARIES)
        if(NOT "mantyx_options" IN_LIST links)
            continue()
        endif()
        get_target_property(dir ${target} SOURCE_DIR)
        # A target that defines a macro the Qt headers test (or needs other headers) opts out
        # of the shared header with CMake's own property.
        get_target_property(no_pch ${target} DISABLE_PRECOMPILE_HEADERS)
        # So does one whose file changes a Qt macro before its includes (#undef
        # QT_USE_QSTRINGBUILDER): the shared header is included before the file's first line.
        get_target_property(sources ${target} SOURCES)
        foreach(source IN LISTS sources)
            if(source MATCHES "\\.(cpp|cxx|cc)$" AND NOT source MATCHES "^\\$<")
                cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY "${dir}")
                if(EXISTS "${source}")
                    file(STRINGS "${source}" qt_macros REGEX "^#[ \t]*(undef|define)[ \t]+QT_")
                    if(qt_macros)
                        set(no_pch ON)
                    endif()
                endif()
            endif()
        endforeach()
        if(NOT no_pch)
            list(APPEND compiled ${target})
        endif()
        # The test programs' own code (not the product code they link) at -Og: a test file is
        # compiled once per change and run for seconds; -O2 made it ~1.6x as long to compile.
        _mantyx_compile_closure(${target} closure)
        if(MANTYX_TEST_OPTIMIZE AND "Qt6::Test" IN_LIST closure)
            target_compile_options(${target} PRIVATE
                "$<$<CONFIG:RelWithDebInfo>:${MANTYX_TEST_OPTIMIZE}>")
        endif()
        if(MANTYX_UNITY_BUILD AND type STREQUAL "STATIC_LIBRARY"
           AND dir MATCHES "^${PROJECT_SOURCE_DIR}/(src|ui)(/|$)")
            set_target_properties(${target} PROPERTIES
                UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${MANTYX_UNITY_BATCH_SIZE})
        endif()
    endforeach()
    if(MANTYX_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        _mantyx_apply_pch("${compiled}")
    endif()
endfunction()
